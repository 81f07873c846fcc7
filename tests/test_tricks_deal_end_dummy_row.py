"""The trick table at a deal's end with two players (T-7, T-20, T-29): the dummy's face-up hand
is played out, so its row is not drawn; its panel across the top tells its tricks and its bid
("The dummy", "Tricks 0 · bid 9 · score 60"). Found by a tester: under the deal summary the table
drew "Dummy (face up):" over an empty row. Seed 4, timed speech (tests/timed_speech.py); you play
your highest playable card each turn. Asserted from the labels and cards the draw records
(:class:`~game.ui.placement.Placements`)."""

import dataclasses

import pygame
import pytest

from game.tricks.rules import playable
from timed_speech import app_timed_speech

pytestmark = pytest.mark.usefixtures("tricks_registered")


def _drawn(client):
    """``[(kind, words)]`` of everything drawn now (the deal summary draws the table while the
    deal's end is said)."""
    client.frames(1)
    top = client.app.top
    table = getattr(top, "table", top)
    return [(kind, words) for (kind, _rect), words in zip(table.placements.items, table.placements.words)]


def test_t20_no_empty_dummy_row_at_the_deals_end(client):
    """T-20, T-29: once "... Anna bid 4 and took 3: missed. The dummy bid 9 ..." begins, the
    table drawn under the deal summary has no "Dummy (face up)" label (nor any of its cards: it
    has none left); the dummy's panel shows its bid ("bid 9")."""
    speech = app_timed_speech(client)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=2, seed=4)
    table = client.app.top
    during = None
    for _ in range(60 * 400):
        state = table.session.state
        said = speech.log[-1].text if speech.log else ""
        if "Anna bid 4 and took" in said:
            break
        if state.phase == "bidding" and 0 in state.to_act() and not table.marked and table._bid_sent is None:
            table.marked = list(state.legal_bid_cards(0)[:3])
            table._bid(None)
        elif (client.app.top is table and state.phase == "play" and state.turn_controller == 0 and speech.idle()
              and not client.app.announcer.queue.pending()):
            if during is None and table.view.dummy_hand:
                during = _drawn(client)
            cards = table._focus_cards()
            table.focus = cards.index(playable(list(cards), table.view.led_suit, table.view.joker_as)[-1])
            client.press(pygame.K_RETURN)
        client.wait(1)
    else:
        raise AssertionError("the deal's end was never said")
    assert during is not None  # drawn while it holds cards: as cards ("Dummy (face up)") or short forms
    assert [words.rstrip(":") for kind, words in during if kind == "open hand label"] == ["Dummy (face up)"]
    ended = _drawn(client)
    assert client.app.top is not table  # the deal summary, drawing the table as the deal ended
    labels = [words for kind, words in ended if kind == "open hand label"]
    assert labels == [], labels
    assert not any(kind in ("open hand card", "open hand form") for kind, _words in ended)
    heads = [words for kind, words in ended if kind == "panel head"]
    lines = [words for kind, words in ended if kind == "panel line"]
    assert any(head.startswith("The dummy") for head in heads), heads
    assert any("\u00b7 bid 9 \u00b7" in line for line in lines), lines


def test_t20_a_played_out_face_up_hand_is_not_drawn(client):
    """T-20: drawn directly (Huge text, 1280x720), a two-player table whose dummy holds no card
    records no "open hand label" and no dummy card; the same table with the dummy's cards
    records the label and one card or form per card."""
    from game.tricks.actions import Bid
    from game.tricks.options import TricksOptions
    from game.tricks.scenes.table_view import draw_table
    from game.tricks.state import TricksState
    from game.ui.animation import Animations
    from game.ui.placement import Placements, outside, overlaps
    from test_tricks_table_text_size_layout import set_huge
    layout = set_huge(client, (1280, 720))
    app = client.app
    state = TricksState.new(TricksOptions(players=2), 5)
    while state.phase == "bidding":
        seat = state.to_act()[0]
        state.apply(Bid(seat, tuple(state.legal_bid_cards(seat)[:3]), None))
    view = state.view(0)
    assert len(view.dummy_hand) == 9

    def drawn(shown):
        placed = draw_table(app.screen, layout, app.fonts, app.theme, shown, focus=0, focus_hand=0, marked=(),
                            status="Deal over.", anims=Animations(), placed=Placements())
        assert overlaps(placed.items) == [] and outside(placed.items, layout.content) == []
        return placed

    placed = drawn(view)
    assert [words for _rect, words in placed.texts("open hand label")] in (["Dummy (face up)"], ["Dummy (face up):"])
    assert len(placed.of("open hand card") + placed.of("open hand form")) == 9
    hands = list(view.open_hands)
    hands[view.dummy] = ()
    empty = dataclasses.replace(view, open_hands=tuple(hands), hand=(), phase="play")
    placed = drawn(empty)
    assert placed.of("open hand label") == []
    assert placed.of("open hand card") == placed.of("open hand form") == []
