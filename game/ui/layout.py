"""Layout: everything is designed for 1280x720 and scaled to the window."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

REFERENCE = (1280, 720)


@dataclass(frozen=True)
class Layout:
    """Areas of the window for its current size.

    ``scale``: window size relative to 1280x720 (the smaller ratio); ``text_scale``: ``scale``
    times the text-size option. ``content``: where scenes draw; ``log``: the message log strip.
    ``text_factor`` and ``log_lines``: what the layout was made with (:meth:`with_text_factor`).
    """

    size: tuple[int, int]
    scale: float
    text_scale: float
    content: pygame.Rect
    log: pygame.Rect
    text_factor: float = 1.0
    log_lines: int = 5

    def with_text_factor(self, factor: float) -> Layout:
        """The layout of the same window at another text-size factor (e.g. to check that a
        drawing keeps its sizes when the player picks larger text)."""
        return make_layout(self.size, factor, self.log_lines)

    def px(self, value: float) -> int:
        """A length in reference pixels scaled to the window."""
        return max(1, round(value * self.scale))

    def text_px(self, value: float) -> int:
        """A font size in reference pixels scaled to the window and the text-size option."""
        return max(8, round(value * self.text_scale))

    def least_px(self, value: float) -> int:
        """The least font size in pixels a label asked for at ``value`` reference pixels
        (:meth:`text_px`) may shrink to when its words are long: its size at Medium text in this
        window (:meth:`text_px` itself at Small). A label longer than that wraps onto more lines or
        takes a line of its own instead: at Huge text "↺ Против часовой стрелки" was drawn at 40 %
        of the English "Counter-clockwise", too small for a low-vision player."""
        return min(self.text_px(value), max(8, round(value * self.scale)))


def make_layout(size: tuple[int, int], text_factor: float = 1.0, log_lines: int = 5) -> Layout:
    """The layout for a window of ``size`` pixels."""
    width, height = max(1, size[0]), max(1, size[1])
    scale = min(width / REFERENCE[0], height / REFERENCE[1])
    text_scale = scale * text_factor
    log_height = min(height // 2, round((22 * text_scale * 1.3) * log_lines + 16 * scale))
    content = pygame.Rect(0, 0, width, height - log_height)
    log_rect = pygame.Rect(0, height - log_height, width, log_height)
    return Layout((width, height), scale, text_scale, content, log_rect, text_factor, log_lines)
