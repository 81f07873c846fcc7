"""The face-up hands of the trick table read as easily as your own (T-10, T-20): at Huge text with
high contrast, the dummy's cards (2 players) and a revealed hand (3 and 4 players, T-9 "reveal")
in 16:9 windows (640x360, 1280x720, 1920x1080), where there is no room for them as cards the size
of yours, are a line of short forms ("J♠ A♠ 6♥") whose letters are as large as your cards' rank
letters: 37 pixel type beside your 83-pixel cards in 1280x720 (33 beside 89-pixel cards, 40
pixel type, before), 54 beside 119-pixel cards in 1920x1080 (50 beside 56; 121 before the
margin under the dummy's focus triangle, 2026-12), 16 beside 16 in 640x360 (as before; your
cards there 35 pixels wide, 36 before that margin). A revealed hand is that line in every window (its cards were drawn at 0.72
of yours where they fitted). Nothing overlaps, everything lies in the table's area above the
message log, your hand above the status line.

Asserted from the rectangles each draw records (:class:`~game.ui.placement.Placements`), the
card faces' own rank letters (the pixels of "K", "10"...) and the forms' plan
(:func:`~game.tricks.scenes.table_sizes.compact_plan`)."""

from __future__ import annotations

import pygame
import pytest

from game.tricks.actions import Bid
from game.tricks.options import TricksOptions
from game.tricks.state import TricksState
from game.ui.cards import CARD_RANK, legible_width, rank_size
from game.ui.placement import Placements, outside, overlaps
from test_tricks_table_layout import check, start
from test_tricks_table_text_size_layout import faces, set_huge


def plans_drawn(monkeypatch):
    """The :class:`~game.tricks.scenes.table_sizes.CompactPlan` of each line of short forms the
    table draws, in drawing order."""
    import game.tricks.scenes.table_view as view_module
    plans = []
    real = view_module.compact_plan

    def spy(*args, **kwargs):
        plan = real(*args, **kwargs)
        plans.append(plan)
        return plan
    monkeypatch.setattr(view_module, "compact_plan", spy)
    return plans


def letter_heights(fonts, size, ranks):
    """``{rank: height}``: the pixels of each rank's letters ("K", "10") drawn bold at ``size``."""
    return {rank: fonts.render(rank, size, (255, 255, 255), True).get_bounding_rect().height for rank in ranks}


def inside_the_table(client, placed):
    """Nothing overlaps, everything lies in the table's area (above the message log), your hand
    above the status line."""
    layout = client.app.layout
    assert overlaps(placed.items) == []
    assert outside(placed.items, layout.content) == []
    assert layout.content.bottom <= layout.log.top
    status_top = min(rect.top for rect in placed.of("status"))
    assert all(rect.bottom <= status_top for rect in placed.of("hand card"))


@pytest.mark.parametrize(("window", "hand_w", "type_px", "chip_h", "cap_h"), [
    ((1280, 720), 83, 37, 40, 27),
    ((640, 360), 35, 16, 19, 12),
    ((1920, 1080), 119, 54, 61, 39),
])
def test_the_dummys_letters_are_as_large_as_yours(client, monkeypatch, window, hand_w, type_px, chip_h, cap_h):
    """Two players, Huge text, high contrast, seed 11 (T-20): on your turns and on the dummy's,
    the dummy's short forms are drawn at your cards' rank size (``type_px``: 37, 16, 54 pixels;
    33, 16, 50 before, beside your 40, 16 and 56), in chips ``chip_h`` tall with their line,
    drawn outside the face (36, 17, 55 with the line inside, over the letters' margin; 34, 17, 51 before),
    and each rank's letters are exactly as tall in the dummy's line as on your cards (``cap_h``
    for a "K" or a "9": 27 pixels in 1280x720, 24 in the dummy's line before beside 29 on your
    cards). Your cards are ``hand_w`` wide (83, 36 and 121 before the margin under the dummy's
    focus triangle, 2026-12; 89, 36 and 125 before that: the dummy's larger letters
    take 6 and 4 pixels of their width in 1280x720 and 1920x1080), never narrower than the
    legible card (73, 35 and 110 pixels: rank letters at the status line's size)."""
    plans = plans_drawn(monkeypatch)
    drawn = faces(monkeypatch)
    layout = set_huge(client, window)
    fonts = client.app.fonts
    table = start(client, 2, seed=11)
    for key in (pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RETURN):
        client.press(key)
    client.press(pygame.K_RETURN)
    seen = []
    for _ in range(80):
        client.frames(120)
        if table.view.phase != "play" or table.view.turn_controller != 0:
            continue
        drawn.clear()
        plans.clear()
        placed = check(client, table)
        inside_the_table(client, placed)
        assert placed.of("open hand card") == []
        plan, = plans
        assert plan.size == type_px
        hand = {rect.width for rect, words in placed.texts("hand card") if words != "focused"}
        assert hand == {hand_w} and rank_size(hand_w) == type_px
        forms = [words for rect, words in placed.texts("open hand form") if words != "focused"]
        assert {rect.height for rect, words in placed.texts("open hand form") if words != "focused"} == {chip_h}
        # each rank's letters as tall in the dummy's line as on your cards
        on_cards = {placed_face.texts("card rank")[0][1]: placed_face.texts("card rank")[0][0].height
                    for rect, card, placed_face in drawn if rect.width == hand_w}
        in_forms = letter_heights(fonts, plan.size, {form[:-1] for form in forms})
        assert {rank: on_cards[rank] for rank in in_forms if rank in on_cards} == \
            {rank: height for rank, height in in_forms.items() if rank in on_cards}
        assert min(in_forms.values()) == min(on_cards.values()) == cap_h
        seen.append(table.focus_hand == table.view.dummy)
        if len(seen) == 4:
            break
        client.press(pygame.K_RETURN)
    assert seen == [False, True, False, True]  # your turn, the dummy's, yours, the dummy's
    assert hand_w >= legible_width(layout.text_px(CARD_RANK)) == {(1280, 720): 73, (640, 360): 35,
                                                                  (1920, 1080): 110}[window]


def revealed_table(players, seed=3, plays=1):
    """A deal of ``players`` hands (seed 3) where the hand on your left (seat 1) offered to reveal
    and every other hand bid its first three legal cards without a premium (T-9), then ``plays``
    cards played (the first legal card each): the revealed hand lies face up (T-10)."""
    state = TricksState.new(TricksOptions(players=players), seed)
    while state.phase == "bidding":
        seat = state.to_act()[0]
        premium = "reveal" if seat == 1 else None
        state.apply(Bid(seat, tuple(state.legal_bid_cards(seat)[:3]), premium))
    for _play in range(plays):
        seat = state.to_act()[0]
        state.apply(state.legal_plays(seat)[0])
    return state


def draw_revealed(client, monkeypatch, players, status="YOUR TURN: play a card (Left/Right, Enter)"):
    """Draw :func:`revealed_table` seen from seat 0 into the app's screen: ``(placed, plan or
    None, hand width)``."""
    from game.tricks.scenes.table_view import draw_table
    from game.ui.animation import Animations
    plans = plans_drawn(monkeypatch)
    view = revealed_table(players).view(0)
    assert view.open_hands[1] and view.premium == ((1, "reveal"),)
    app = client.app
    placed = draw_table(app.screen, app.layout, app.fonts, app.theme, view, focus=0, focus_hand=0, marked=(),
                        status=status, anims=Animations(), placed=Placements())
    hand = {rect.width for rect, words in placed.texts("hand card") if words != "focused"}
    assert len(hand) == 1
    return placed, (plans[-1] if plans else None), hand.pop()


@pytest.mark.parametrize(("players", "window", "hand_w", "type_px"), [
    (3, (1280, 720), 71, 33),
    (4, (1280, 720), 71, 33),
    (3, (640, 360), 32, 16),
    (4, (640, 360), 32, 16),
    (3, (1920, 1080), 105, 50),
    (3, (1280, 800), 90, 40),
    (4, (1280, 800), 89, 40),
])
def test_a_revealed_hands_letters_are_as_large_as_yours(client, monkeypatch, players, window, hand_w, type_px):
    """Three and four players, Huge text, high contrast, the hand on your left revealed (T-9,
    T-10): its short forms at your cards' rank size, never under the status line's (33 pixels in
    1280x720, 16 in 640x360, 50 in 1920x1080: where your cards are squeezed under that, 71 and
    32 pixels wide, the forms keep it). In 1280x800 the forms reach your 90-pixel cards' 40
    pixels (33 beside 89-pixel cards before; 87 and 39 while your bid cards shrank beside the
    deal's line instead of taking a line of their own). With 4 players your cards are 89 pixels
    wide, the forms still 40: the panels keep from deal 1 the two rows later deals' scores need."""
    set_huge(client, window)
    placed, plan, width = draw_revealed(client, monkeypatch, players)
    inside_the_table(client, placed)
    assert placed.of("open hand card") == [] and plan is not None
    assert plan.size == type_px
    assert width == hand_w and type_px == max(client.app.layout.text_px(22), rank_size(hand_w))


@pytest.mark.parametrize(("players", "window", "hand_w", "type_px"), [
    (3, (1280, 720), 64, 29),
    (4, (1280, 720), 64, 29),
    (3, (1920, 1080), 93, 42),
])
def test_a_revealed_hand_at_medium_text_is_no_smaller(client, monkeypatch, players, window, hand_w, type_px):
    """Medium text: a revealed hand was a row of cards 0.72 as tall as yours (51 pixels wide, 23
    pixel rank letters, beside your 64-pixel cards with 29 pixel ones in 1280x720; 77 beside 93
    in 1920x1080); now its forms are as large as your rank letters, your cards as wide as before."""
    client.app.settings.set("high_contrast", True)
    client.app.apply_display_settings()
    client.app.screen = pygame.display.set_mode(window, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=window[0], h=window[1], size=window))
    client.frames(1)
    assert client.app.layout.text_factor == 1.0
    placed, plan, width = draw_revealed(client, monkeypatch, players)
    inside_the_table(client, placed)
    assert placed.of("open hand card") == [] and plan is not None
    assert (width, rank_size(width), plan.size) == (hand_w, type_px, type_px)
