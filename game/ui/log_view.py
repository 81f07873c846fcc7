"""The on-screen message log: the newest history lines in a strip at the bottom of the window.

While the player reviews the history (Page Up and friends) the strip shows the message read,
marked on the focus colour and always in view, with a caption such as "Message 3 of 12." in its
top right corner, on a row of its own that no message line covers (it is shrunk to fit the
strip's width): in text-only mode that is the only answer to those keys. A message too long
for one row wraps onto more rows; the strip shows only whole messages, the same words as were
said (:func:`draw_log`).
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
    """Draw ``lines`` (oldest first) bottom-aligned in ``layout.log``, each wrapped onto as many
    rows as it needs (:func:`log_rows`: whole words, a word wider than the strip broken).

    Every message shown is shown whole, word for word as it was said: the newest at the bottom,
    older ones above it while they fit whole; an older message that no longer fits whole has
    scrolled off the top (read it with Page Up), so rows at the strip's top may stay empty. (Until
    2026-12 that message filled the rows left with its start and "…": at Huge text "The dummy wins
    the trick with the ace of clubs. …" hid "Tricks: you 0, Anna 0, the dummy 1.") Only a message
    taller than the whole strip on its own is shown in part, by its first rows: the newest with
    "…" after them (its start is what matters most: found by ear, a Spanish results line at Huge
    began mid-sentence), the one under review as they fit. ``highlight`` is the index into ``lines`` of the message under
    review: drawn on the focus colour, and kept in view (newer lines below it are left out when
    they would push it off the strip). ``caption`` is drawn in the top right corner (the review
    position), on its own row: the message lines start below it. ``placed`` records each drawn
    text's rectangle ("log caption", and "log line" for each row with that row's words) for layout
    checks (:mod:`game.ui.placement`).
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
    wrapped = [log_rows(fonts, line, size, width) for line in lines]
    rows = max(1, (rect.bottom - margin // 2 - top) // line_height)
    end = len(lines)
    if highlight is not None and 0 <= highlight < end:
        while end - 1 > highlight and sum(len(w) for w in wrapped[highlight:end]) > rows:
            end -= 1
        if len(wrapped[highlight]) > rows:  # a very long reviewed message: show its start
            wrapped[highlight] = wrapped[highlight][:rows]
    elif end and len(wrapped[end - 1]) > rows:  # the newest, taller than the strip: its start, "…" after
        wrapped[end - 1] = _start_of(fonts, wrapped[end - 1], rows, size, width)
    y = rect.bottom - margin // 2
    for index in range(end - 1, -1, -1):
        marked = index == highlight
        color = theme.focus_text if marked else theme.text
        parts = wrapped[index]
        if y - line_height * len(parts) < top and index < end - 1:
            return  # this one and the older ones have scrolled off the top
        if marked:
            height = line_height * len(parts)
            band = pygame.Rect(margin // 2, max(top, y - height), rect.width - margin, min(height, y - top))
            surface.fill(theme.focus, band)
        for part in reversed(parts):
            y -= line_height
            if y < top:
                return
            blit_text(surface, fonts.render(part, size, color), placed, "log line", part, topleft=(margin, y))


def _start_of(fonts: Fonts, rows: list[str], count: int, size: int, width: int) -> list[str]:
    """The first ``count`` of ``rows`` (a message's rows in the strip), the last ending with "…"
    (words taken off its end until it fits ``width`` pixels at ``size``): the message goes on,
    Page Up reads it whole."""
    shown = rows[:count]
    last = shown[-1]
    while last and fonts.size(f"{last} …", size)[0] > width:
        last = last.rsplit(" ", 1)[0] if " " in last else last[:-1]
    shown[-1] = f"{last} …" if last else "…"
    return shown


def log_rows(fonts: Fonts, line: str, size: int, width: int) -> list[str]:
    """The rows ``line`` takes in the log strip: :meth:`Fonts.wrap` at ``size`` pixels within
    ``width`` pixels (whole words), a word wider than ``width`` on its own broken into as many
    rows as it needs (each as many characters as fit, at least one). No word is left out or cut
    short: the rows hold every character of ``line`` (after :func:`~game.ui.text.drawable`) but
    the spaces they were split at; an empty line is one empty row."""
    rows: list[str] = []
    for row in fonts.wrap(line, size, width) or [""]:
        while len(row) > 1 and fonts.size(row, size)[0] > width:
            cut = 1
            while cut < len(row) - 1 and fonts.size(row[:cut + 1], size)[0] <= width:
                cut += 1
            rows.append(row[:cut])
            row = row[cut:]
        rows.append(row)
    return rows
