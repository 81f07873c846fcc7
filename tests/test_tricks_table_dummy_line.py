"""The dummy's face-up hand drawn as a line of short forms ("J♠ A♠ 6♥", two players at Huge text:
:func:`~game.tricks.scenes.table_view._draw_compact`) when you play from it, found by a tester's
screenshots (seed 11, Huge text, high contrast, 1280x800):

- its cards that may not be played now (T-13: not following the suit led while it holds that
  suit) are struck through corner to corner, as the cards of your own hand are
  (:func:`~game.tricks.scenes.table_view._bar_card`): they looked exactly like its playable
  ones, the difference only heard ("cannot play: ...");
- the focus triangle under its focused form keeps a margin above the line below ("You · tricks
  0 · bid 2 (DECLARED) · score 0"): it touched "(DECLARED)".

Asserted from the screen's own pixels and the rectangles each draw records
(:class:`~game.ui.placement.Placements`)."""

from __future__ import annotations

import pygame
import pytest

import game.tricks.scenes.table_view as view_module
from game.tricks import text
from game.tricks.rules import playable
from test_tricks_table_layout import check, start
from test_tricks_table_text_size_layout import set_huge


def to_the_dummys_turn(client, window, huge=True):
    """Seed 11, two players: bid the first three cards and declare the bid (T-9: "bid 4
    (DECLARED)" on your line), lead the first card you may; returns the table when you are to
    play from the dummy, a suit led (hearts: the dummy holds hearts, spades, clubs and diamonds)."""
    if huge:
        set_huge(client, window)
    table = start(client, 2, seed=11)
    for key in (pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RETURN):
        client.press(key)
    client.press(pygame.K_DOWN)  # "Declare, 2 of 2"
    client.press(pygame.K_RETURN)
    for _ in range(80):
        client.frames(120)
        view = table.view
        if view.phase != "play" or view.turn_controller != 0:
            continue
        if table.focus_hand == view.dummy and view.led_suit is not None:
            return table
        client.press(pygame.K_RETURN)
    raise AssertionError("never played from the dummy with a suit led")


def inked_top(surface, rect, background):
    """The first row of ``rect`` on ``surface`` holding a pixel other than ``background``."""
    for y in range(rect.top, rect.bottom):
        if any(tuple(surface.get_at((x, y)))[:3] != tuple(background)[:3] for x in range(rect.left, rect.right)):
            return y
    return rect.bottom


WINDOWS = [(1280, 720), (640, 360), (1920, 1080)]
"""16:9 windows: by-ear's is 1280x720 (in a 1280x800 screen)."""


@pytest.mark.parametrize("window", WINDOWS)
def test_t13_the_dummys_forms_that_may_not_be_played_are_barred_as_your_cards(client, monkeypatch, window):
    """At Huge text with high contrast the dummy's cards that do not follow the suit led are
    struck through (:func:`~game.tricks.scenes.table_view._bar_card`, the mark of
    your own hand's), those that follow it are not; on your own turn none of its forms is."""
    barred = []
    real = view_module._bar_card

    def spy(surface, rect, theme):
        barred.append(pygame.Rect(rect))
        return real(surface, rect, theme)
    monkeypatch.setattr(view_module, "_bar_card", spy)
    table = to_the_dummys_turn(client, window)
    view = table.view
    placed = check(client, table)
    assert placed.of("open hand card") == []  # short forms, not cards
    cards = text.hand_order(view.dummy_hand, view.joker_as)
    forms = placed.of("open hand form")
    assert len(forms) == len(cards) == 9
    allowed = playable(list(cards), view.led_suit, view.joker_as)
    assert 0 < len(allowed) < len(cards)
    struck = [card for card, form in zip(cards, forms) if any(form.contains(rect) for rect in barred)]
    assert struck == [card for card in cards if card not in allowed]
    assert all(any(form.contains(rect) for form in forms) for rect in barred)  # only the dummy's forms


@pytest.mark.parametrize("window", WINDOWS)
def test_the_dummys_focus_triangle_clears_the_line_below(client, window):
    """At Huge text with high contrast the focus triangle under the dummy's focused form (its
    recorded rectangle: the frame and the triangle) ends a margin (4 reference pixels or more)
    above the first pixel of the line below, your line ("You · tricks 0 · bid 4 (DECLARED) ·
    score 0"): it touched "(DECLARED)" there."""
    table = to_the_dummys_turn(client, window)
    placed = check(client, table)
    app = client.app
    focused, = [rect for rect, words in placed.texts("open hand form") if words == "focused"]
    you, = placed.of("you")
    assert you.top >= focused.bottom
    assert inked_top(app.screen, you, app.theme.table) - focused.bottom >= app.layout.px(4)
