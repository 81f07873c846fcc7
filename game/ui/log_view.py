"""The on-screen message log: the newest history lines in a strip at the bottom of the window.

While the player reviews the history (Page Up and friends) the strip shows the message read,
marked on the focus colour and always in view, with a caption such as "Message 3 of 12." in its
top right corner, on a row of its own that no message line covers (it is shrunk to fit the
strip's width): in text-only mode that is the only answer to those keys.
"""

from __future__ import annotations

import pygame

from .layout import Layout
from .placement import Placements, blit_text
from .text import Fonts
from .theme import Theme


def log_window(count: int, visible: int, review: int | None) -> tuple[int, int | None]:
    """Which history messages the strip shows: ``(start, highlight)``.

    ``count`` messages in the history, ``visible`` lines in the strip, ``review`` the index of
    the message under review (None: not reviewing). Shows the newest ``visible`` messages, or,
    while reviewing, a window that holds the reviewed one (scrolled back as far as needed);
    ``highlight`` is the reviewed message's index within the window (None when not reviewing).
    """
    start = max(0, count - visible)
    if review is None or not 0 <= review < count:
        return start, None
    start = min(start, review)
    return start, review - start


def draw_log(surface: pygame.Surface, layout: Layout, fonts: Fonts, theme: Theme,
             lines: list[str], highlight: int | None = None, caption: str = "",
             placed: Placements | None = None) -> None:
    """Draw ``lines`` (oldest first) bottom-aligned in ``layout.log``, wrapping long ones.

    Messages are shown whole, except the oldest one shown: when it does not fit whole above the
    newer ones, its first lines fill the rows left, the last ending in "…" after its last whole
    sentence there when it has one (:func:`_cut`), so the strip never
    has an empty row at its top (only the newest one may lose its first lines when it alone is
    taller than the strip; no message is shown cut at its start). ``highlight`` is the index into ``lines`` of the message under
    review: drawn on the focus colour, and kept in view (newer lines below it are left out when they would push it off the
    strip). ``caption`` is drawn in the top right corner (the review position), on its own row:
    the message lines start below it. ``placed`` records each drawn text's rectangle
    ("log caption", "log line") for layout checks (:mod:`game.ui.placement`).
    """
    rect = layout.log
    surface.fill(theme.panel, rect)
    pygame.draw.line(surface, theme.dim, rect.topleft, rect.topright, max(1, layout.px(2)))
    size = layout.text_px(22)
    margin = layout.px(16)
    line_height = fonts.font(size).get_linesize()
    top = rect.top + margin // 4
    width = rect.width - 2 * margin
    if caption:
        caption_size = size
        while caption_size > 8 and fonts.size(caption, caption_size, True)[0] > width:
            caption_size -= 1
        image = fonts.render(caption, caption_size, theme.accent, bold=True)
        blit_text(surface, image, placed, "log caption", topright=(rect.right - margin, top))
        top += max(image.get_height(), fonts.font(caption_size, True).get_linesize())
    wrapped = [fonts.wrap(line, size, width) or [""] for line in lines]
    rows = max(1, (rect.bottom - margin // 2 - top) // line_height)
    end = len(lines)
    if highlight is not None and 0 <= highlight < end:
        while end - 1 > highlight and sum(len(w) for w in wrapped[highlight:end]) > rows:
            end -= 1
        if len(wrapped[highlight]) > rows:  # a very long reviewed message: show its start
            wrapped[highlight] = wrapped[highlight][:rows]
    y = rect.bottom - margin // 2
    for index in range(end - 1, -1, -1):
        marked = index == highlight
        color = theme.focus_text if marked else theme.text
        parts = wrapped[index]
        if y - line_height * len(parts) < top and index < end - 1:
            free = (y - top) // line_height
            if free < 1 or marked:
                return
            # the rows left: this message's start, its cut shown by "…" (never cut at its start)
            parts = parts[:free - 1] + [_cut(fonts, parts[free - 1], size, width)]
        if marked:
            height = line_height * len(parts)
            band = pygame.Rect(margin // 2, max(top, y - height), rect.width - margin, min(height, y - top))
            surface.fill(theme.focus, band)
        for part in reversed(parts):
            y -= line_height
            if y < top:
                return
            blit_text(surface, fonts.render(part, size, color), placed, "log line", part, topleft=(margin, y))


ELLIPSIS = "\u2026"
"""Ends the last line shown of a message cut short at the top of the strip."""


SENTENCE_ENDS = (".", "!", "?")
"""How a word that ends a sentence ends: a message cut short at the top of the strip is cut
after its last whole sentence in the row when it has one (:func:`_cut`)."""


def _cut(fonts: Fonts, line: str, size: int, width: int) -> str:
    """``line`` followed by :data:`ELLIPSIS` within ``width`` pixels: cut after the last sentence
    of the line that fits with it ("Trumps are hearts. …"), so the row never ends in the middle
    of a sentence ("15 left in the …", heard by a tester as a line cut instead of wrapped); only a
    line without a sentence end that fits is cut after its last word that fits."""
    words = line.split(" ")
    for end in range(len(words) - 1, -1, -1):
        if words[end].endswith(SENTENCE_ENDS):
            kept = " ".join(words[:end + 1]) + " " + ELLIPSIS
            if fonts.size(kept, size)[0] <= width:
                return kept
    while len(words) > 1 and fonts.size(" ".join(words) + " " + ELLIPSIS, size)[0] > width:
        words.pop()
    return " ".join(words) + " " + ELLIPSIS
