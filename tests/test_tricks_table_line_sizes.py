"""The trick table's lines (the status line, the deal's line, your line, the other hands' panels)
grow with the text size as the menus do, as far as the window's room allows: at Huge text
the status line reached 39 pixels (a 33-pixel font) in 1280x720 while a menu's items are 53 (45),
a low-vision tester found the table's words smaller than the menus'. Now it is a menu item's size
there wherever the cards keep their widths, the other lines as large as the room left allows;
in 640x360 each as large as fits. Nothing overlaps and everything lies in the window at every
text size. Asserted from the rectangles each draw records in a
:class:`~game.ui.placement.Placements`."""

from __future__ import annotations

import pygame
import pytest

from game.tricks.scenes.table_text import BASE, MENU, reach, shares, word_sizes
from game.ui.layout import make_layout
from game.ui.text import TEXT_SCALES
from hard_choices import hard_choices_searched_once  # noqa: F401  (each hard decision searched once)
from test_tricks_table_layout import check, start
from test_tricks_table_text_size_layout import set_huge

KINDS = ("status", "info", "you", "panel head", "panel line")
"""The lines measured: their tallest rectangle's height in pixels, in this order."""


def heights(placed):
    """``(status, info, you, panel head, panel line)``: the tallest drawn line of each kind
    (pixels), then how many lines the status takes."""
    return tuple(max(rect.height for rect in placed.of(kind)) for kind in KINDS) + (len(placed.of("status")),)


def through_a_deal(client, players):
    """Seed 3 (as in tests/test_tricks_table_text_size_layout.py): 3 bid cards marked, the
    premium choice when offered, then your first turn to play; at each the layout is checked
    (:func:`check`: nothing overlaps, all inside the window, your hand above the status line)
    and :func:`heights` taken."""
    table = start(client, players)
    found = {}
    for key in (pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE):
        client.press(key)
    found["bid"] = heights(check(client, table))
    client.press(pygame.K_RETURN)
    if table.premium_index is not None:
        found["premium"] = heights(check(client, table))
        client.press(pygame.K_RETURN)
    for _ in range(40):
        client.frames(120)
        if table.view.phase == "play" and table.view.turn_controller == 0:
            found["play"] = heights(check(client, table))
            break
    return found


@pytest.mark.parametrize(("players", "window", "expected"), [
    (2, (1280, 720), {"bid": (53, 42, 41, 44, 41, 2), "premium": (53, 42, 41, 44, 41, 2),
                      "play": (39, 35, 33, 38, 33, 1)}),
    (3, (1280, 720), {"bid": (53, 42, 41, 44, 41, 2), "premium": (53, 42, 41, 44, 41, 2),
                      "play": (53, 40, 39, 41, 39, 1)}),
    (4, (1280, 720), {"bid": (53, 45, 44, 45, 34, 2), "premium": (53, 45, 44, 45, 34, 2),
                      "play": (53, 35, 33, 38, 33, 1)}),
    (2, (640, 360), {"bid": (26, 21, 20, 21, 20, 2), "premium": (26, 21, 20, 21, 20, 2),
                     "play": (19, 18, 17, 19, 17, 1)}),
    (3, (640, 360), {"bid": (26, 21, 20, 21, 20, 2), "premium": (26, 21, 20, 21, 20, 2),
                     "play": (26, 20, 19, 20, 19, 1)}),
    (4, (640, 360), {"bid": (26, 23, 21, 23, 17, 2), "premium": (26, 23, 21, 23, 17, 2),
                     "play": (19, 18, 17, 19, 17, 1)}),
])
def test_lines_at_huge_text(client, players, window, expected):
    """Huge text, high contrast, seed 3: the heights in pixels of the status line, the deal's
    line, your line, a panel's name and its line, and the status line's count of lines. In
    1280x720 the status line is a menu item's height (53 pixels tall, a 45-pixel font; 39 tall,
    a 33-pixel font, before) while bidding and choosing a premium (in two lines: "YOUR BID: Space
    marks (3 of 3" over "marked, bid 4); Enter confirms") and in play with 3 and 4 hands; the
    other lines 41 to 45 pixels tall (33 to 38 before) while bidding, and in play with 3 hands;
    with 4 (a revealed hand's line as well) they keep their sizes. With 2 hands in play (the
    dummy's face-up line as well, T-20, its letters as large as your cards' rank letters) the
    cards take nearly every pixel left: the status line 39 pixels (a 33-pixel font; 42 before
    the margin under the dummy's focus triangle, 2026-12, and 39 before that, when the dummy's
    letters were smaller than yours), the others keep their sizes (35, 33). In 640x360 the status line is 26 pixels while bidding (two lines
    of a 22-pixel font) and with 3 hands in play, 19 (as before) where there is no room; while
    bidding with 2 and 3 hands the other lines there are 20 and 21 pixels tall (17 to 19 before:
    the "BID" tags' growth comes from the cards' height, :func:`~game.tricks.scenes.table_sizes._least`,
    and the room the cards then leave reaches the lines). With 3
    hands in play your bid cards take a line of their own, as large as the deal's line (they
    shrank to fit beside it before), so the other lines are 39 to 41 pixels tall there (44 and 45
    before; 19 and 20 in 640x360, 21 and 23 before) and your cards wider."""
    set_huge(client, window)
    found = through_a_deal(client, players)
    assert found == expected
    menu_line = client.app.fonts.font(client.app.layout.text_px(MENU)).get_linesize()
    if window == (1280, 720):
        assert menu_line == 53
        assert found["bid"][0] == menu_line
        if players > 2:
            assert found["play"][0] == menu_line


def test_line_sizes_per_text_size():
    """The lines' sizes (pixels) at their base (Small, Medium) and, at Huge in 1280x720, all the
    way to a menu item's (45: :data:`MENU` reference pixels); Large reaches half way (32 for the
    status line, 27 at its base)."""
    huge = make_layout((1280, 720), 1.5)
    assert word_sizes(huge) == word_sizes(huge, 0.0)
    assert (word_sizes(huge).status, word_sizes(huge, 1.0).status) == (33, 45) == (huge.text_px(22), huge.text_px(30))
    assert {size for kind, size in vars(word_sizes(huge, 1.0)).items() if kind != "wrap"} == {45}
    assert word_sizes(huge, 0.0, 1.0).status == 45 and word_sizes(huge, 0.0, 1.0).info == 30
    assert [reach(factor) for factor in (0.85, 1.0, 1.25, 1.5)] == [0.0, 0.0, 0.5, 1.0]
    large = make_layout((1280, 720), 1.25)
    assert (word_sizes(large).status, word_sizes(large, reach(1.25)).status) == (28, 32)
    assert shares(large)[0] == 0.5 and shares(large)[-1] == 0.0
    assert shares(make_layout((1280, 720), 1.0)) == (0.0,)
    assert BASE["status"] == 22


TEXT_SIZES = ("small", "medium", "large", "huge")


@pytest.mark.parametrize("window", [(1280, 720), (640, 360)])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_text_size_lays_out_and_the_status_line_grows(client, players, window):
    """Small to Huge text, high contrast, in 1280x720 and 640x360: through the bid cards, the
    premium choice and the first turn to play, nothing overlaps and everything lies in the
    window (:func:`check`), and the status line (the same words at each step) is never smaller
    at a larger text size."""
    runs = []
    for text_size in TEXT_SIZES:
        client.app.scenes.clear()
        set_huge(client, window)
        client.app.settings.set("text_size", text_size)
        client.app.apply_display_settings()
        assert client.app.layout.size == window and client.app.layout.text_factor == TEXT_SCALES[text_size]
        runs.append(through_a_deal(client, players))
    for smaller, larger in zip(runs, runs[1:]):
        assert smaller.keys() == larger.keys()
        for step in smaller:
            assert larger[step][0] >= smaller[step][0], (step, smaller[step], larger[step])


SMALLEST = ("panel line", "hand card tag", "trick label", "info", "you", "bid cards", "open hand label", "status")
"""The lines whose smallest font size (pixels) :func:`smallest_fonts` reports, in this order."""


def smallest_fonts(client, monkeypatch):
    """Spy on the fonts: a function that draws the table and returns the smallest font size in
    pixels each kind of :data:`SMALLEST` was drawn at (0: none drawn), each text's size taken
    from the last time its words were rendered in that draw."""
    fonts = client.app.fonts
    sizes = {}
    real = fonts.render

    def render(words, size, color, bold=False):
        sizes[words] = size
        return real(words, size, color, bold)
    monkeypatch.setattr(fonts, "render", render)

    def measure(table):
        sizes.clear()
        placed = check(client, table)
        found = []
        for kind in SMALLEST:
            drawn = [sizes[line] for _rect, words in placed.texts(kind) for line in (words or "").split("\n") if line]
            found.append(min(drawn, default=0))
        return tuple(found)
    return measure


@pytest.mark.parametrize(("players", "window", "bid", "play"), [
    (2, (1280, 720), 28, (28, 0, 26, 30, 28, 33, 28, 33)),  # the status line 36 before the dummy's margin
    (3, (1280, 720), 28, (33, 0, 26, 34, 33, 36, 0, 45)),
    (4, (1280, 720), 28, (26, 0, 26, 30, 28, 33, 28, 45)),
    (2, (1280, 800), 28, (28, 0, 26, 30, 28, 33, 28, 45)),
    (3, (1280, 800), 28, (33, 0, 26, 34, 33, 36, 0, 45)),
    (4, (1280, 800), 28, (28, 0, 26, 30, 28, 33, 28, 45)),
    (2, (640, 360), 14, (14, 0, 13, 15, 14, 16, 14, 16)),
    (3, (640, 360), 14, (16, 0, 13, 17, 16, 18, 0, 22)),
    (4, (640, 360), 14, (13, 0, 13, 15, 14, 16, 14, 16)),
])
def test_no_line_of_the_table_shrinks_under_the_trick_labels_size_at_huge(client, monkeypatch, players, window,
                                                                         bid, play):
    """Huge text, high contrast, seed 3: the "BID" tags over your 3 marked cards are ``bid``
    pixels (the panels' lines' base size at Huge: 28 in 1280x720, 14 in 640x360; 21 and 10, the
    Medium size's 14 reference pixels, until 2026-12), and on your first turn to play the
    smallest font of each line (:data:`SMALLEST`: the panels' lines, the tags, the trick's
    labels, the deal's line, your line, your bid cards, the face-up hand's label, the status
    line) is ``play``: none under the trick labels' size (``text_px(17)``: 26 pixels, 13 in
    640x360). Until 2026-12 with four hands "Tricks 2 · bid 6 (REVEALED) · score 0" shrank to
    fit its panel: a 21-pixel font in 1280x720 and 1280x800 (under 32- and 35-pixel names), 10 in
    640x360; now the panel's lines flow into its two rows ("Tricks 2 · bid 6 (REVEALED)" over
    "score 0 · Bid cards 7♠ 2♥ J♣"), 26 and 13 pixels, the other panels' lines wrapping at their
    full size. The trick's labels beside the cards were 24 pixels in 1280x800 (the cards wider);
    the deal's line, your line, your bid cards and the status line keep their sizes (at least as
    large as before: your bid cards beside the deal's line no smaller as it grows). With four
    hands in 1280x800 the panels' lines take from deal 1 the two rows of 28 pixels later deals
    take (one row of 26 in deal 1 only before, the deal's line and yours 34 and 33 there, 30 and
    28 in later deals); in 1280x720, where those rows would leave the trick's cards narrower than
    their least legible width (a revealed hand's line as well), they keep one row."""
    set_huge(client, window)
    measure = smallest_fonts(client, monkeypatch)
    table = start(client, players)
    for key in (pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE):
        client.press(key)
    tags = measure(table)[1]
    client.press(pygame.K_RETURN)
    if table.premium_index is not None:
        client.press(pygame.K_RETURN)
    for _ in range(40):
        client.frames(120)
        if table.view.phase == "play" and table.view.turn_controller == 0:
            break
    found = measure(table)
    assert (tags, found) == (bid, play)
    least = client.app.layout.text_px(17)
    assert least == {(1280, 720): 26, (1280, 800): 26, (640, 360): 13}[window]
    assert all(size >= least for size in found if size)


@pytest.mark.parametrize(("language", "words"), [("en", ["BID", "BID", "BID"]),
                                               ("es", ["APUESTA: 6\u2660 Q\u2660 7\u2665"]),
                                               ("ru", ["СТАВКА: 6\u2660 Д\u2660 7\u2665"])])
def test_bid_tags_keep_their_size_in_one_row_where_wide(client, monkeypatch, language, words):
    """Huge text, 1280x720, 3 players, seed 3, 3 neighbouring cards marked: the "BID" tags are
    a 28-pixel font in one row at one height, none touching another, over the raised cards;
    "BID" over each card, "APUESTA" and "СТАВКА", wider than a card, one tag over the three
    naming them (``words``). Until 2026-12 they were 21 pixels in English and shrank to fit a
    card's width in Spanish and Russian; then they stood every other one a row higher (a tester
    found two at two heights, one running to the window's edge: tests/test_tricks_bid_tags.py)."""
    client.app.apply_language(language)
    set_huge(client, (1280, 720))
    measure = smallest_fonts(client, monkeypatch)
    table = start(client, 3)
    for key in (pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE):
        client.press(key)
    assert measure(table)[1] == 28
    placed = table.placements
    tags = sorted(placed.texts("hand card tag"), key=lambda item: item[0].x)
    assert [found for _rect, found in tags] == words
    cards = sorted(placed.of("hand card"), key=lambda rect: rect.x)[:3]
    assert len({(rect.top, rect.bottom) for rect, _words in tags}) == 1
    assert all(rect.left < card.right and card.left < rect.right for card in cards
               for rect in [min((rect for rect, _words in tags), key=lambda tag: abs(tag.centerx - card.centerx))])
    assert all(rect.bottom < min(card.top for card in cards) for rect, _words in tags)


@pytest.mark.parametrize(("players", "window", "expected"), [
    (4, (1280, 720), (28, 28, 30, 28)),
    (4, (1280, 800), (39, 28, 43, 43)),
    (4, (640, 360), (14, 14, 15, 14)),
    (3, (1280, 720), (35, 28, 36, 35)),
])
def test_the_panels_lines_take_the_rows_later_deals_need_once_the_others_have_bid(client, monkeypatch, players,
                                                                                 window, expected):
    """Huge text, high contrast, seed 3: your bid confirmed, choosing a premium once every other
    hand has bid ("Tricks 0 · bid secret · score 0" in each panel, too long for one row of the
    size the table's lines reach with four hands): ``(panels' lines, "BID" tags, the deal's line,
    your line)``, font sizes in pixels. The panels' rows are chosen for the widest lines the game
    will show (a three-digit score: :func:`~game.tricks.scenes.table_sizes.widest`), as every
    later deal has them: with four hands, "Tricks 0 · bid secret" over "score 0" at the lines'
    size (39 pixels in 1280x800, 28 in 1280x720), not one row at the trick labels' 26 beside a
    deal's line and yours of 45 (38 and 37 in 1280x720) in deal 1 only, the table's layout then
    changing in the deal where a score reached 10 (found by a fresh tester at Huge text: deal
    1's panels the table's smallest words); the tags 28 pixels."""
    set_huge(client, window)
    measure = smallest_fonts(client, monkeypatch)
    table = start(client, players)
    for key in (pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RETURN):
        client.press(key)
    client.frames(600)
    assert table.premium_index is not None and all(table.view.has_bid[1:])
    panel, tag, _trick, info, you, *_rest = measure(table)
    assert (panel, tag, info, you) == expected
