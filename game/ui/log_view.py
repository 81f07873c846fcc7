"""The on-screen message log: the newest history lines in a strip at the bottom of the window."""

from __future__ import annotations

import pygame

from .layout import Layout
from .text import Fonts
from .theme import Theme


def draw_log(surface: pygame.Surface, layout: Layout, fonts: Fonts, theme: Theme,
             lines: list[str], highlight: int | None = None) -> None:
    """Draw ``lines`` (oldest first) bottom-aligned in ``layout.log``, wrapping long ones.

    ``highlight`` is the index into ``lines`` of the message under the history cursor, if shown.
    """
    rect = layout.log
    surface.fill(theme.panel, rect)
    pygame.draw.line(surface, theme.dim, rect.topleft, rect.topright, max(1, layout.px(2)))
    size = layout.text_px(22)
    margin = layout.px(16)
    line_height = fonts.font(size).get_linesize()
    y = rect.bottom - margin // 2
    for index in range(len(lines) - 1, -1, -1):
        color = theme.accent if index == highlight else theme.text
        wrapped = fonts.wrap(lines[index], size, rect.width - 2 * margin)
        for part in reversed(wrapped):
            y -= line_height
            if y < rect.top + margin // 4:
                return
            surface.blit(fonts.render(part, size, color), (margin, y))
