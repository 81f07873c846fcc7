"""No label on either table shrinks below its Medium size at Huge text (found by a low-vision
tester in Russian: "↺ Против часовой стрелки" and "Раунд 1" at about 40 % of the English
"Counter-clockwise" at Huge, the trick table's "Ваши карты ставки: …" shrunk too). A label too long
for its room wraps onto more lines, or takes a line of its own, instead of shrinking below that
floor (:meth:`~game.ui.layout.Layout.least_px`). Asserted over English, Spanish and Russian, in the
window sizes the other layout tests use, from the rectangles each draw records in a
:class:`~game.ui.placement.Placements`; nothing overlaps and everything stays in the content area."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.counting.options import CountingOptions
from game.counting.scenes.table_view import draw_table
from game.counting.state import CountingState
from game.tricks.scenes.table_text import BASE
from game.ui.animation import Animations
from game.ui.placement import Placements, outside, overlaps
from hard_choices import hard_choices_searched_once  # noqa: F401  (each hard decision searched once)
from test_tricks_table_layout import check, start
from test_tricks_table_text_size_layout import set_huge

LANGUAGES = ("en", "es", "ru")
WINDOWS = ((1280, 720), (1280, 800), (640, 360))

COUNTING_FLOORS = {"panel head": (22, True), "panel line": (17, False), "label": (18, False), "status": (24, True),
                   "total": (24, False)}
"""Reference sizes (Medium text) and boldness of the counting table's texts
(:mod:`~game.counting.scenes.table_view`)."""

TRICKS_FLOORS = {"panel head": ("head", True), "panel line": ("line", False), "info": ("info", True),
                 "you": ("you", True), "bid cards": ("bid", True), "status": ("status", True)}
"""The trick table's texts and their :data:`~game.tricks.scenes.table_text.BASE` sizes (Medium text)."""


def too_small(client, placed, floors):
    """``(kind, words, height, least)`` of every text drawn shorter than its kind's font at its
    Medium size in this window."""
    layout, fonts = client.app.layout, client.app.fonts
    found = []
    for (kind, rect), words in zip(placed.items, placed.words):
        if kind not in floors or words is None:
            continue
        size, bold = floors[kind]
        size = BASE[size] if isinstance(size, str) else size
        least = fonts.font(layout.least_px(size), bold).get_height()
        if rect.height < least:
            found.append((kind, words, rect.height, least))
    return found


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("window", WINDOWS)
@pytest.mark.parametrize("players", [3, 4, 8])
def test_counting_labels_keep_their_medium_size_at_huge(client, language, window, players):
    """Seed 3, both directions, round 1 and round 12: the direction and round lines wrap rather
    than shrink ("↺ Против часовой стрелки" was drawn at 19 pixels in 1280x720, the English at 28,
    Medium 24)."""
    client.app.apply_language(language)
    layout = set_huge(client, window)
    app = client.app
    state = CountingState.new(CountingOptions(players=players), 3)
    for direction in (1, -1):
        for round_ in (1, 12):
            view = dataclasses.replace(state.view(0), direction=direction, round=round_)
            names = Placements()
            draw_table(app.screen, layout, app.fonts, app.theme, view, focus=0,
                       status=status_words(language), anims=Animations(), names=names)
            assert too_small(client, names, COUNTING_FLOORS) == []
            texts = [(kind, rect) for kind, rect in names.items if kind not in ("card", "card word")]
            assert overlaps(texts) == []
            assert outside(names.items, layout.content) == []
            lines = [words for _rect, words in names.texts("total")]
            assert "".join(lines).replace(" ", "")  # every word of the direction and the round drawn


def status_words(language):
    from game.i18n import _
    return _("YOUR TURN: {keys} or Enter plays").format(keys=_("1 to {count}").format(count=3))


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("window", WINDOWS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_trick_table_lines_keep_their_medium_size_at_huge(client, monkeypatch, language, window, players):
    """Seed 3, bidding with 3 marked cards, then each step of the first tricks: no line of the
    trick table (panels, the deal's line, your line, your bid cards, the status) is drawn
    smaller than at Medium text; your bid cards beside the deal's line are no smaller than its
    words where the table has the room for a line of their own ("Ваши карты ставки: …" at 26
    pixels beside a 35-pixel deal's line in 1280x720, before)."""
    import game.tricks.scenes.table_view as view_module
    chosen = []
    real = view_module.card_sizes

    def spy(*args, **kwargs):
        chosen.append(real(*args, **kwargs))
        return chosen[-1]
    monkeypatch.setattr(view_module, "card_sizes", spy)
    client.app.apply_language(language)
    set_huge(client, window)
    table = start(client, players)
    for key in (pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE):
        client.press(key)
    assert too_small(client, check(client, table), TRICKS_FLOORS) == []
    client.press(pygame.K_RETURN)
    client.press(pygame.K_RETURN)
    for _ in range(8):
        client.frames(240)
        placed = check(client, table)
        assert too_small(client, placed, TRICKS_FLOORS) == []
        info, bid = placed.of("info"), placed.of("bid cards")
        if bid and bid[0].top < info[0].bottom and chosen[-1].words.wrap:  # beside the deal's line
            assert bid[0].height >= info[0].height, (placed.texts("bid cards"), placed.texts("info"))
        if table.view.turn == 0 or table.view.turn_controller == 0:
            client.press(pygame.K_RETURN)
