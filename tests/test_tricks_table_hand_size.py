"""Your hand on the trick table at Huge text is as large as the room allows: the thing a player
reads most. A fresh tester's screenshot (Oxford Whist, T-27, 3 players, Huge text, high contrast,
deal 2, trick 1 just won by Bob, 8 cards in hand) showed your cards 78 pixels tall with 33-pixel
rank letters in a 1280x720 table, every other pixel taken by the lines round them and 10 pixels
above the other hands' panels (the rest of the 490: the lines 256, the trick's row 89, your
row 103 with its focus frame and triangle, margins 32). The panels now stand 4 reference pixels
below the table's top (:data:`~game.tricks.scenes.table_rows.PANEL_TOP`): your cards take the 6
pixels given back; the lines' sizes are chosen as before
(:data:`~game.tricks.scenes.table_rows.WORDS_TOP`), so none changes. Asserted from the rectangles the draw records
(:class:`~game.ui.placement.Placements`)."""

from __future__ import annotations

import dataclasses

import pytest

from game.tricks.actions import Bid
from game.tricks.options import TricksOptions
from game.tricks.state import TricksState
from game.ui.cards import rank_size
from game.ui.placement import Placements, outside, overlaps
from test_tricks_table_text_size_layout import set_huge

STATUS = "Bob just won the trick."


def oxford_first_trick_won(seed=11):
    """Oxford Whist, 3 players, seed 11: every hand bids its first three cards in deals 1 and 2
    and plays its first legal card; deal 2's first trick (yours here) drawn as just won (T-13,
    T-29: the finished trick stays on the table, no turn marked), seen from seat 0: trumps
    hearts, your bid cards 8♠ 9♠ Q♠, 8 cards in your hand (the status line is the screenshot's,
    :data:`STATUS`: its words do not change the sizes)."""
    state = TricksState.new(TricksOptions(players=3, variant="oxford"), seed)
    while not (state.deal == 2 and state.played_tricks):
        seat = state.to_act()[0]
        if state.phase == "bidding":
            state.apply(Bid(seat, tuple(state.legal_bid_cards(seat)[:3]), None))
        else:
            state.apply(state.legal_plays(seat)[0])
    trick = state.played_tricks[0]
    return dataclasses.replace(state.view(0), current_trick=tuple(trick), leader=trick[0][0], played_tricks=(),
                               turn=None, turn_controller=None, to_act=(), legal_plays=())


@pytest.mark.parametrize(("window", "hand", "trick", "lines"), [
    ((1280, 720), (79, 83, 36), (73, 77), (53, 38, 37, 40, 39, 37)),
    ((1280, 800), (104, 109, 47), (83, 87), (53, 45, 44, 46, 45, 44)),
])
def test_your_hand_takes_the_room_above_the_panels(client, window, hand, trick, lines):
    """Huge text, high contrast, :func:`oxford_first_trick_won`: your cards are ``hand`` (width,
    height, rank letters' font size in pixels): 79 x 83 with 36-pixel letters in 1280x720 (74 x
    78, 33 before), 104 x 109 with 47 in 1280x800 (101 x 106, 45 before); the trick's cards
    ``trick`` (width, height; the winner's without its frame); the lines' heights ``lines``
    (status, deal's line, your line, your bid cards, a panel's name, its line) as before. The
    panels start 4 pixels below the top (10 before); nothing overlaps, all lies in the table's
    area, your hand above the status line."""
    from game.tricks.scenes.table_view import draw_table
    from game.ui.animation import Animations
    layout = set_huge(client, window)
    app = client.app
    view = oxford_first_trick_won()
    assert (view.deal, view.trumps.name, len(view.hand), len(view.current_trick)) == (2, "HEARTS", 8, 3)
    placed = draw_table(app.screen, layout, app.fonts, app.theme, view, focus=0, focus_hand=0, marked=(),
                        status=STATUS, anims=Animations(), placed=Placements())
    assert overlaps(placed.items) == [] and outside(placed.items, layout.content) == []
    status = placed.of("status")
    assert [words for _rect, words in placed.texts("status")] == [STATUS]
    cards = [rect for rect, words in placed.texts("hand card") if words != "focused"]
    assert len(cards) == 7 and all(rect.bottom <= status[0].top for rect in placed.of("hand card"))
    assert {(rect.width, rect.height, rank_size(rect.width)) for rect in cards} == {hand}
    played = [rect for rect, words in placed.texts("trick card") if words != "winning"]
    assert {rect.size for rect in played} == {trick}
    heights = tuple(max(rect.height for rect in placed.of(kind))
                    for kind in ("status", "info", "you", "bid cards", "panel head", "panel line"))
    assert heights == lines
    assert min(rect.top for rect in placed.of("panel head")) - layout.px(6) == layout.px(4)
