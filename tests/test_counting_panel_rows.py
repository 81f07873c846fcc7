"""The counting table's seat panels have no empty row (found by a fresh tester at Huge text with
high contrast, 3 and 4 players in 1280x720: every panel was four rows tall, the fourth kept for
"dealer" or "TURN", so every panel but the dealer's and the one to move showed an empty row, its
text 26 pixels where more fitted). Where the panels are wide enough the dealer/TURN words stand
on the name's row, at its right; with 3 players the text grows into the row freed (32 pixels in
English, 34 in Russian), with 4 the panels are a row shorter. Asserted from the rectangles each
draw records in a :class:`~game.ui.placement.Placements`."""

from __future__ import annotations

import pytest

from game.counting.options import CountingOptions
from game.counting.scenes.table_view import PANEL_PAD
from game.counting.state import CountingState
from game.ui.placement import outside, overlaps
from test_counting_panel_text_size import draw_seat_panels


def draw(client, players, *, language="en", text_size="huge", window=(1280, 720), dealer_moves=False):
    """Draw the counting table (seed 7, high contrast); return the app, the panels left to right,
    each panel's texts (rectangle, words) and what the draw placed."""
    app, panels, places, names = draw_seat_panels(client, players, language=language, text_size=text_size,
                                                  window=window, dealer_moves=dealer_moves,
                                                  status="YOUR TURN: 1 to 3 or Enter plays")
    texts = [[(rect, words) for kind in ("panel head", "panel line") for rect, words in names.texts(kind)
              if panel.contains(rect)] for panel in panels]
    assert overlaps([item for item in names.items if item[0] not in ("card", "card word")]) == []
    assert outside(names.items, app.layout.content) == []
    assert max(panel.bottom for panel in panels) < min(places["numbers"].top, places["stock"].top)
    return app, panels, texts, places


@pytest.mark.parametrize("dealer_moves", [False, True])
@pytest.mark.parametrize("window", [(1280, 720), (640, 360), (1920, 1080)])
@pytest.mark.parametrize("text_size", ["medium", "huge"])
@pytest.mark.parametrize("language", ["en", "es", "ru"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_panel_has_an_empty_row(client, players, language, text_size, window, dealer_moves):
    """2 to 4 players, at Medium and Huge text, in three windows, whoever deals or moves: each
    panel holds its name, its tokens and its cards in three rows, with nothing under them (less
    than a line's height from the last row to the panel's bottom: a whole empty row of 31 pixels
    in 1280x720 at Huge, before); the dealer/TURN words on the name's row, at its right, inside
    the panel (10 pixels from its side), never over the name."""
    app, panels, texts, _places = draw(client, players, language=language, text_size=text_size, window=window,
                                       dealer_moves=dealer_moves)
    pad = app.layout.px(PANEL_PAD)
    for panel, rows in zip(panels, texts):
        head, tokens, cards, *role = rows
        assert tokens[0].top >= head[0].bottom - 2 and cards[0].top >= tokens[0].bottom - 2, rows
        line = cards[0].height
        assert panel.bottom - max(rect.bottom for rect, _words in rows) < line, (panel, rows)
        for rect, words in role:
            assert rect.top < head[0].bottom and rect.bottom > head[0].top, (words, rect, head)
            assert rect.left > head[0].right and rect.right <= panel.right - pad, (words, rect, head, panel)
    assert sum(len(rows) == 4 for rows in texts) == (1 if dealer_moves else 2)


@pytest.mark.parametrize(("players", "language", "tokens", "height"), [
    (3, "en", 32, 136), (3, "ru", 34, 143), (3, "es", 29, 124), (4, "en", 26, 113), (4, "es", 26, 113)])
def test_panel_text_size_at_huge(client, players, language, tokens, height):
    """Huge text in 1280x720: with 3 players, "Tokens 9" and "Cards 3" at 32 pixels (26 before:
    the text grew into the row freed; 29 in Spanish, 34 in Russian, as far as "reparte, TURNO"
    or "сдаёт, ХОД" leaves room beside the name), the panels as tall as fits (144 pixels before);
    with 4 players at 26 (the width sets it), the panels 113 pixels tall (144 before): the
    middle of the table one row higher."""
    app, panels, texts, _places = draw(client, players, language=language)
    assert {panel.height for panel in panels} == {height}
    expected = app.fonts.font(tokens).get_height()
    assert all(rows[1][0].height == rows[2][0].height == expected for rows in texts), texts


def test_dealer_to_move_at_four_players_huge(client):
    """4 players at Huge in 1280x720, the dealer to move: "dealer, TURN" beside "▶ Bob" on the
    name's row, drawn as large as fits there (25 pixels; never under 17, its Medium size, the
    least a label shrinks to), "Tokens 9" and "Cards 3" under it at the panels' 26."""
    app, panels, texts, _places = draw(client, 4, dealer_moves=True)
    dealer = CountingState.new(CountingOptions(players=4), 7).view(0).dealer
    head, tokens, cards, role = texts[dealer]
    assert (head[1], tokens[1], cards[1], role[1]) == ("\u25b6 Bob", "Tokens 9", "Cards 3", "dealer, TURN")
    assert tokens[0].height == app.fonts.font(26).get_height()
    assert role[0].height == app.fonts.font(25).get_height()
    assert role[0].height >= app.fonts.font(app.layout.least_px(17)).get_height()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_panel_text_keeps_its_size_at_medium(client, players):
    """Medium text in 1280x720: the dealer/TURN words beside the name, the names at 22 pixels and
    "Tokens 9" and "Cards 3" at 17, as every other Medium label, the panels 78 pixels tall (a row
    shorter); the text grew into the row freed there too until 2026-12 (22-pixel lines under
    28-pixel names, the panels 97 tall, the stock's cards 145 pixels tall beside Small text's 150),
    a growth meant for Large and Huge text."""
    app, panels, texts, places = draw(client, players, text_size="medium")
    assert {panel.height for panel in panels} == {78}
    fonts = app.fonts
    assert all(rows[0][0].height == fonts.font(22, True).get_height() for rows in texts), texts
    assert all(rows[1][0].height == rows[2][0].height == fonts.font(17).get_height() for rows in texts), texts
    assert places["stock"].height == 150
