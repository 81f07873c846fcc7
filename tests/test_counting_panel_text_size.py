"""The counting table's seat panels keep one text size whoever deals or moves (found at Huge text
with high contrast, looking as a low-vision player: with the dealer to move, "dealer, TURN" was too
wide for a panel at 8 players, and that whole panel was shrunk to fit it: "Tokens 9" and "Cards 3"
at 19 pixels beside the other panels' 26, 15 in Spanish "reparte, TURNO"). Now only that line is
drawn smaller, down to its Medium size (as every label at Huge text,
:meth:`~game.ui.layout.Layout.least_px`); longer still, it breaks at its space into two rows
("reparte," over "TURNO") at the panels' size, every panel a row taller where some such line of
the language needs it, so the panels never change height as the turn moves. Asserted from the rectangles each draw records in a :class:`~game.ui.placement.Placements`."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.counting.options import CountingOptions
from game.counting.scenes.table_view import PANEL_PAD, draw_table, seat_rects
from game.counting.state import CountingState
from game.ui.animation import Animations
from game.ui.placement import Placements, outside, overlaps


def draw_seat_panels(client, players, *, language="en", text_size="huge", window=(1280, 720),
                     dealer_moves=False, status="YOUR TURN"):
    """Draw the counting table (seed 7, high contrast) in ``window`` at ``text_size`` in
    ``language``, the dealer to move when ``dealer_moves``; return the app, the panels left to
    right, what the draw placed (``{name: rect}``) and the placed texts (:class:`Placements`)."""
    app = client.app
    app.apply_language(language)
    app.screen = pygame.display.set_mode(window, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=window[0], h=window[1], size=window))
    client.frames(1)
    app.settings.set("text_size", text_size)
    app.settings.set("high_contrast", True)
    app.apply_display_settings()
    view = CountingState.new(CountingOptions(players=players), 7).view(0)
    if dealer_moves:
        view = dataclasses.replace(view, turn=view.dealer)
    names = Placements()
    places = draw_table(app.screen, app.layout, app.fonts, app.theme, view, focus=0, status=status,
                        anims=Animations(), names=names)
    return app, seat_rects(app.layout, players, app.fonts), places, names


def dealer_to_move(client, language, window, text_size, players):
    """Draw the counting table (seed 7) with the dealer to move; return the app, the panels left
    to right and each panel's lines (rectangle, words) top to bottom."""
    app, panels, _places, names = draw_seat_panels(client, players, language=language, text_size=text_size,
                                                   window=window, dealer_moves=True)
    lines = [[(rect, words) for rect, words in names.texts("panel line") if panel.contains(rect)]
             for panel in panels]
    assert sum(map(len, lines)) == len(names.texts("panel line"))  # each line inside a panel
    assert overlaps([item for item in names.items if item[0] not in ("card", "card word")]) == []
    assert outside(names.items, app.layout.content) == []
    return app, panels, lines, names


@pytest.mark.parametrize("window", [(1280, 720), (640, 360)])
@pytest.mark.parametrize("text_size", ["medium", "huge"])
@pytest.mark.parametrize("language", ["en", "es", "ru"])
@pytest.mark.parametrize("players", [3, 6, 8])
def test_the_dealers_panel_keeps_the_others_text_size_when_it_moves(client, players, language, text_size,
                                                                     window):
    """3, 6 and 8 players, the dealer to move: the dealer's panel's "Tokens 9" and "Cards 3" are
    as tall as in every other panel, its dealer/TURN rows no smaller than the panels' lines at
    Medium text (17 reference pixels: 17 at Huge in 1280x720, its lines' 26 there), inside its
    panel, 10 pixels or more from either side; all panels of one height."""
    app, panels, lines, _names = dealer_to_move(client, language, window, text_size, players)
    least = app.fonts.font(app.layout.least_px(17)).get_height()
    view = CountingState.new(CountingOptions(players=players), 7).view(0)
    dealer = view.dealer  # panels in seat order from seat 0: the dealer's is at its seat's place
    counts = [[rect.height for rect, _words in panel[:2]] for panel in lines]
    assert all(heights == counts[0] for heights in counts), counts
    roles = lines[dealer][2:]
    assert 1 <= len(roles) <= 2
    assert all(rect.height >= least for rect, _words in roles), roles
    pad = app.layout.px(PANEL_PAD)
    for panel, rows in zip(panels, lines):
        for rect, words in rows:
            assert panel.left + pad <= rect.left and rect.right <= panel.right - pad, (words, rect, panel)
    assert len({panel.height for panel in panels}) == 1


@pytest.mark.parametrize(("language", "rows", "heights"), [
    ("en", ["Tokens 9", "Cards 3", "dealer, TURN"], [31, 31, 23]),
    ("es", ["Fichas 9", "Cartas 3", "reparte,", "TURNO"], [31, 31, 31, 31]),
    ("ru", ["Фишки: 9", "Карты: 3", "сдаёт, ХОД"], [30, 30, 25]),
])
def test_eight_players_at_huge_the_dealer_to_move(client, language, rows, heights):
    """8 players at Huge in 1280x720 (panels 146 pixels wide), the dealer to move: its panel
    reads "Tokens 9" and "Cards 3" 31 pixels tall (a 26-pixel font), as in the other panels
    (23 tall, 19 in Spanish before), then "dealer, TURN" 23 pixels tall (a 19-pixel font, over
    17 at Medium), in Spanish "reparte," over "TURNO" at 26 (15 before: 19 pixels tall)."""
    app, panels, lines, _names = dealer_to_move(client, language, (1280, 720), "huge", 8)
    dealer = CountingState.new(CountingOptions(players=8), 7).view(0).dealer
    assert panels[0].width == 146
    assert [words for _rect, words in lines[dealer]] == rows
    assert [rect.height for rect, _words in lines[dealer]] == heights
    assert [rect.height for rect, _words in lines[dealer]][:2] == [rect.height for rect, _w in lines[dealer - 1][:2]]


@pytest.mark.parametrize("text_size, words", [("medium", "(empty)"), ("huge", "No cards in your hand.")])
def test_an_empty_hand_says_what_is_empty(client, text_size, words):
    """C-18 (found by a tester looking at Huge text with high contrast: a yellow "(empty)" beside
    the pile, with no label saying what was empty): with "Your hand" above it the hand reads
    "(empty)"; at Huge text, where that label has no room, "No cards in your hand."."""
    app = client.app
    app.settings.set("text_size", text_size)
    app.settings.set("high_contrast", True)
    app.apply_display_settings()
    view = dataclasses.replace(CountingState.new(CountingOptions(players=2), 7).view(0), hand=())
    names = Placements()
    draw_table(app.screen, app.layout, app.fonts, app.theme, view, focus=0, status="Round 1 over.",
               anims=Animations(), names=names)
    labels = [text for _rect, text in names.texts("label")]
    assert words in labels and ("Your hand" in labels) == (text_size == "medium"), labels
