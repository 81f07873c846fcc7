"""A frame of the counting table loads no font from the disk once its sizes are loaded, at every
text size (found measuring the table at Huge text: each frame took 8 to 10 ms in 1280x720, 0.8 at
Medium, as the total's size was searched a pixel at a time from 96 pixels down, each size a font
loaded, some 40 a frame, more than :data:`~game.ui.text.CACHE_FONTS` keeps, so every frame loaded
them again). Sizes are now measured from the size a first measure points to
(:func:`~game.counting.scenes.table_view.fit_size`), to the same pixel as before."""

from __future__ import annotations

import random

import pygame
import pytest

from game.counting.scenes import CountingTable
from game.counting.scenes.table import remembered_setup
from game.counting.menu_entry import ENTRY
from game.scenes.registry import register_game
from game.ui import text as ui_text


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("players", [3, 8])
@pytest.mark.parametrize("text_size", ["medium", "huge"])
def test_a_frame_at_the_table_loads_no_font(client, monkeypatch, text_size, players, language):
    """The counting table in 1280x720, high contrast, drawn whole (the log strip too): after the
    first frame, 5 more frames load no font (some 40 each at Huge before)."""
    register_game(ENTRY)
    client.app.apply_language(language)
    client.app.settings.set("text_size", text_size)
    client.app.settings.set("high_contrast", True)
    client.app.apply_display_settings()
    client.start()
    client.push(CountingTable(client.app, remembered_setup(client.app, players), 7))
    loaded = []
    font = pygame.font.Font

    def counted(*args):
        loaded.append(args[1:])
        return font(*args)
    client.app.mark_dirty()
    client.app.draw()
    monkeypatch.setattr(ui_text.pygame.font, "Font", counted)
    for _ in range(5):
        client.app.mark_dirty()
        client.app.draw()
    assert loaded == []


def test_sizes_found_as_a_pixel_at_a_time_finds_them(client):
    """:func:`fit_size` and :func:`_tallest` answer as the search a pixel at a time from the
    largest size down did, for 2000 random words, sizes and widths."""
    from game.counting.scenes.table_view import _line, _tallest, fit_size
    fonts = client.app.fonts
    rng = random.Random(5)
    words = ["Total 0", "Total 99", "Фишки: 9", "reparte, TURNO", "↺ Counter-clockwise", "W", "i",
             "YOUR TURN: 1 to 3 or Enter plays"]
    for _ in range(2000):
        text_, size, width, bold = rng.choice(words), rng.randint(6, 100), rng.randint(1, 1300), rng.random() < 0.5
        expected = size
        while expected > 8 and fonts.size(text_, expected, bold)[0] > width:
            expected -= 1
        assert fit_size(fonts, text_, size, width, bold) == expected, (text_, size, width, bold)
        high = rng.randint(8, 100)
        low, room = rng.randint(6, high + 2), rng.randint(0, 130)
        expected = next((b for b in range(high, low - 1, -1) if _line(fonts, b, True) <= room), 0)
        assert _tallest(fonts, high, low, room) == expected, (high, low, room)
