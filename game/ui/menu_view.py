"""Drawing a menu (title and items, the focused one highlighted) and a text page."""

from __future__ import annotations

from collections.abc import Collection

import pygame

from ..i18n import ngettext
from .layout import Layout
from .menu_rows import GAP, gap_sizes, rows_keeping
from .placement import Placements, blit_text, record
from .text import Fonts
from .theme import Theme


def draw_title(surface: pygame.Surface, layout: Layout, fonts: Fonts, theme: Theme, title: str) -> int:
    """Draw ``title`` (wrapped to the width) at the top of the content area; returns the y below it."""
    size = layout.text_px(40)
    margin = layout.px(48)
    y = layout.content.top + layout.px(32)
    if title:
        height = fonts.font(size, True).get_linesize()
        for part in fonts.wrap(title, size, layout.content.width - 2 * margin, True):
            surface.blit(fonts.render(part, size, theme.accent, bold=True), (margin, y))
            y += height
        y += layout.px(16)
    return y


def draw_focus_bar(surface: pygame.Surface, layout: Layout, theme: Theme, top: int, height: int,
                   bottom: int) -> None:
    """The focus bar behind a text page's focused line (``height`` pixels of text from ``top``),
    as wide as the menus' bar and never below ``bottom``: the focused line is marked by a shape,
    not by its colour alone."""
    margin = layout.px(48)
    bar = pygame.Rect(margin - layout.px(16), top - layout.px(3), layout.content.width - 2 * margin + layout.px(32),
                      min(height + layout.px(6), bottom - top + layout.px(3)))
    pygame.draw.rect(surface, theme.focus, bar, border_radius=layout.px(6))


def draw_notes(surface: pygame.Surface, layout: Layout, fonts: Fonts, theme: Theme,
               notes: list[str], y: int, bottom: int) -> int:
    """Sentences (e.g. a game's results) wrapped to the content width from ``y``, stopping
    before ``bottom``; returns the y below the last one drawn."""
    size = layout.text_px(26)
    margin = layout.px(48)
    width = layout.content.width - 2 * margin
    height = fonts.font(size).get_linesize()
    for note in notes:
        for part in fonts.wrap(note, size, width):
            if y + height > bottom:
                return y
            surface.blit(fonts.render(part, size, theme.text), (margin, y))
            y += height
        y += layout.px(4)
    return y


def shown_rows(count: int, visible: int, focused: int, pinned: int = 0,
               section: int | None = None, keep: int | None = None) -> list[int | None]:
    """Which of ``count`` one-line items a menu with room for ``visible`` rows draws, top to
    bottom: a window centred on ``focused`` as far as the ends allow. The first ``pinned`` items
    (a results headline, "Anna wins the game", with the counting game's first place) stay at
    the top: while they and the focused item fit in one window it starts at the first item
    (the items stay contiguous: results opened on "Play again" show the places above it, and
    "Main menu" under it is counted as out of view); otherwise the window scrolls below them
    and the items between are one :data:`GAP` row (which says how many), never skipped
    unseen; the focused item's row and the gap's come first, then as many pinned ones as fit.
    ``section``: the heading of the focused item's group (the Statistics screen's "Trick game,
    2 players"), kept above the window when the window alone would leave it out (at least two
    rows). ``keep``: an item kept in view too (the results' own line, "3rd: you"; None: none):
    when the rows above leave it out, they are :func:`~game.ui.menu_rows.rows_keeping`'s (the
    focused item, the first, ``keep``, the pinned ones, the focus's neighbours, as many as fit,
    with a :data:`GAP` row where items are skipped), unless too few rows keep it with the first
    and the focused item."""
    rows = _shown_rows(count, max(1, visible), focused, pinned, section)
    if keep is None or not 0 <= keep < count or keep in rows:
        return rows
    return rows_keeping([1] * count, max(1, visible), 1, focused, pinned, keep) or rows


def _shown_rows(count: int, visible: int, focused: int, pinned: int, section: int | None) -> list[int | None]:
    """:func:`shown_rows` without ``keep``."""
    pin = max(0, min(pinned, visible - 2, count))
    if count <= visible or focused < min(pinned, count) or focused < visible or pin == 0:
        top = 0 if pinned and focused < visible else focused - visible // 2
        first = max(0, min(top, count - visible))
        rows: list[int | None] = list(range(first, min(count, first + visible)))
    else:
        rest = visible - pin - 1
        first = max(pin + 1, min(focused - (rest - 1) // 2, count - rest))
        rows = [*range(pin), GAP, *range(first, min(count, first + rest))]
    if section is None or section in rows or not 0 <= section < focused or visible < 2 + pin:
        return rows
    rest = visible - pin - 1
    first = max(section + 1, min(focused - rest // 2, count - rest))
    return [index for index in range(pin) if index < section] + [section] + list(range(first, min(count, first + rest)))


def gap_size(count: int, shown: list[int | None], headings: Collection[int] = ()) -> int:
    """How many items the first :data:`GAP` row in ``shown`` stands for (0 without one): those
    between the rows around it (``headings`` not counted; every one's: :func:`gap_sizes`)."""
    return next(iter(gap_sizes(count, shown, headings)), 0)


def section_of(headings: Collection[int], focused: int) -> int | None:
    """The heading of the group the item ``focused`` is in (the nearest heading at or above it),
    or None."""
    return max((index for index in headings if index <= focused), default=None)


MORE_SIZE = 22
"""Reference size of the line that says how many items are out of view ("▼ 3 more items below")
at Small and Medium text (:func:`more_px`)."""

ITEM_SIZE = 30
"""Reference size of a menu's items (:func:`draw_menu`)."""


def more_px(layout: Layout) -> int:
    """The largest font size in pixels of the "more items" lines ("▼ 3 more items below", "⋮ 2
    more items here"): :data:`MORE_SIZE` at Small and Medium text, growing towards the items' size
    (:data:`ITEM_SIZE`) with larger text, all the way at Huge, as the trick table's lines do
    (:func:`game.tricks.scenes.table_text.reach`): at Huge they stayed a 33-pixel font under
    45-pixel items until 2026-12, a low-vision tester read them as left at Medium. They take that
    size where their row has the room (:func:`more_size`); the room a menu keeps for them is
    still :func:`more_height`'s, so as many items are in view as before."""
    reach = max(0.0, min(1.0, (layout.text_factor - 1.0) / 0.5))
    return layout.text_px(MORE_SIZE + (ITEM_SIZE - MORE_SIZE) * reach)


def more_size(layout: Layout, fonts: Fonts, room: int | None = None) -> int:
    """The font size of a "more items" line with ``room`` pixels of height for its line: the
    largest up to :func:`more_px` whose line fits, never under :data:`MORE_SIZE`'s
    (:meth:`~game.ui.layout.Layout.text_px`); that one without ``room``."""
    size = least = layout.text_px(MORE_SIZE)
    if room is None:
        return least
    while size < more_px(layout) and fonts.font(size + 1).get_linesize() <= room:
        size += 1
    return size


def more_height(layout: Layout, fonts: Fonts) -> int:
    """The height the "more items" line takes under a menu's rows (at its least size)."""
    return fonts.font(layout.text_px(MORE_SIZE)).get_linesize() + layout.px(4)


def more_texts(above: int, below: int) -> list[str]:
    """"2 more items above", "3 more items below": the words of the "more items" line (those
    that apply)."""
    texts = []
    if above:
        texts.append(ngettext("{count} more item above", "{count} more items above", above).format(count=above))
    if below:
        texts.append(ngettext("{count} more item below", "{count} more items below", below).format(count=below))
    return texts


def draw_more(surface: pygame.Surface, layout: Layout, fonts: Fonts, theme: Theme, above: int, below: int,
              y: int, placed: Placements | None = None, bottom: int | None = None) -> None:
    """Under a menu's rows from ``y``: how many items are out of view above and below, each after
    an arrow drawn as a shape (up or down), in words, so it does not rest on colour; recorded
    in ``placed`` as "more above" and "more below" with their words, as large as the room down to
    ``bottom`` allows (:func:`more_size`; default: :func:`more_height`'s room). Nothing when none is."""
    size = more_size(layout, fonts, None if bottom is None else bottom - y - layout.px(4))
    height = fonts.font(size).get_linesize()
    x = layout.px(48)
    y += layout.px(2)
    side = max(6, round(height * 0.5))
    parts = []
    if above:
        parts.append(("more above", more_texts(above, 0)[0], -1))
    if below:
        parts.append(("more below", more_texts(0, below)[0], 1))
    for kind, text, direction in parts:
        arrow = pygame.Rect(x, y + (height - side) // 2, side, side)
        tip, base = (arrow.top, arrow.bottom) if direction < 0 else (arrow.bottom - 1, arrow.top)
        pygame.draw.polygon(surface, theme.text, [(arrow.left, base), (arrow.right - 1, base), (arrow.centerx, tip)])
        record(placed, "more arrow", arrow)
        image = fonts.render(text, size, theme.text)
        rect = blit_text(surface, image, placed, kind, text, topleft=(arrow.right + layout.px(8), y))
        x = rect.right + layout.px(32)


def gap_text(count: int) -> str:
    """"2 more items here": the words of a menu's :data:`GAP` row."""
    return ngettext("{count} more item here", "{count} more items here", count).format(count=count)


def draw_gap(surface: pygame.Surface, layout: Layout, fonts: Fonts, theme: Theme, count: int, top: int,
             height: int, placed: Placements | None = None) -> None:
    """A menu's :data:`GAP` row from ``top`` (``height`` pixels): three dots one above the other
    (a vertical ellipsis drawn as shapes), then how many items are skipped there in words
    (:func:`gap_text`), as large as the row allows (:func:`more_size`); recorded in ``placed`` as
    "more between" with its words (the dots as "more arrow")."""
    size = more_size(layout, fonts, height - layout.px(4))
    text_height = fonts.font(size).get_linesize()
    y = top + (height - text_height) // 2 - layout.px(4)
    side = max(6, round(text_height * 0.5))
    dots = pygame.Rect(layout.px(48), y + (text_height - side) // 2 - side // 3, side, side + 2 * (side // 3))
    radius = max(1, side // 8)
    for step in range(3):
        centre = (dots.centerx, dots.top + radius + step * (dots.height - 2 * radius - 1) // 2)
        pygame.draw.circle(surface, theme.text, centre, radius + 1)
    record(placed, "more arrow", dots)
    text = gap_text(count)
    blit_text(surface, fonts.render(text, size, theme.text), placed, "more between", text,
              topleft=(dots.right + layout.px(8), y))


def draw_menu(surface: pygame.Surface, layout: Layout, fonts: Fonts, theme: Theme,
              title: str, labels: list[str], focused: int, notes: list[str] | None = None,
              placed: Placements | None = None, pinned: int = 0, headings: Collection[int] = (),
              keep: int | None = None) -> None:
    """Title, then ``notes`` (wrapped sentences, e.g. results; at most the upper part of the
    room, keeping space for two items), then one line per label; the focused one on a focus
    bar. Scrolls to keep it visible; the first ``pinned`` labels (the counting results'
    headline, "Anna wins the game.") never scroll off the top (:func:`shown_rows`). Labels whose
    index is in ``headings`` are the headings of groups (the Statistics screen's "Counting game,
    3 players"): rows, not items (never ``focused``, not counted as items out of view), drawn
    bold; the focused item's heading stays above it when the list scrolls. When some items are
    out of view, a line under the rows says how many, above and below, each after an arrow
    (:func:`draw_more`); those skipped between the pinned labels and the rest are said in a
    row where they are (:func:`draw_gap`), not in that line. ``keep``: an item kept in view
    besides those (the results' own line, :func:`shown_rows`). Without notes, a label too wide for one line (the main
    menu's "Continue: ..." at huge text) makes it :func:`draw_wrapped_menu`. Each item's line is
    recorded in ``placed`` as "menu line" ("focused line" for the focused item), with its words."""
    size = layout.text_px(ITEM_SIZE)
    margin = layout.px(48)
    if not notes:
        if any(fonts.size(label, size, index in headings)[0] > layout.content.width - 2 * margin
               for index, label in enumerate(labels)):
            draw_wrapped_menu(surface, layout, fonts, theme, title, labels, focused, placed, pinned, headings, keep)
            return
    y = draw_title(surface, layout, fonts, theme, title)
    line = fonts.font(size).get_linesize() + layout.px(10)
    if notes:
        keep = min(len(labels), 2) * line + layout.px(24)
        y = draw_notes(surface, layout, fonts, theme, notes, y, layout.content.bottom - keep)
        y += layout.px(16)
    room = layout.content.bottom - y - layout.px(8)
    visible = max(1, room // line)
    if visible < len(labels) and room - visible * line < more_height(layout, fonts):
        visible = max(1, visible - 1)  # the "more items" line needs the room of a row
    rows = shown_rows(len(labels), visible, focused, pinned, section_of(headings, focused), keep)
    gaps = iter(gap_sizes(len(labels), rows, headings))
    for row, index in enumerate(rows):
        top = y + row * line
        if index is GAP:
            draw_gap(surface, layout, fonts, theme, next(gaps), top, line, placed)
            continue
        if index == focused:
            bar = pygame.Rect(margin - layout.px(16), top - layout.px(4),
                              layout.content.width - 2 * margin + layout.px(32), line)
            pygame.draw.rect(surface, theme.focus, bar, border_radius=layout.px(6))
            color = theme.focus_text
        else:
            color = theme.text
        blit_text(surface, fonts.render(labels[index], size, color, index in headings), placed,
                  "focused line" if index == focused else "menu line", labels[index], topleft=(margin, top))
    above, below = more_counts(len(labels), rows, focused, headings)
    if (above or below) and y + len(rows) * line + more_height(layout, fonts) <= layout.content.bottom:
        draw_more(surface, layout, fonts, theme, above, below, y + len(rows) * line - layout.px(4), placed,
                  layout.content.bottom)


def hidden_counts(count: int, shown: list[int | None], focused: int, headings: Collection[int] = ()) -> tuple[int, int]:
    """How many of ``count`` items are not ``shown``, above and below the ``focused`` one; the
    rows in ``headings`` (group headings, which the focus never lands on) are not counted."""
    hidden = [index for index in range(count) if index not in set(shown) and index not in headings]
    above = sum(1 for index in hidden if index < focused)
    return above, len(hidden) - above


def more_counts(count: int, shown: list[int | None], focused: int,
                headings: Collection[int] = ()) -> tuple[int, int]:
    """As :func:`hidden_counts`, less the items said where they are, in :data:`GAP` rows (those
    above the ``focused`` one from the count above, those below it from the count below): what
    the "more items" line says (:func:`draw_more`)."""
    above, below = hidden_counts(count, shown, focused, headings)
    at = shown.index(focused) if focused in shown else len(shown)
    for row, size in zip([row for row, index in enumerate(shown) if index is GAP], gap_sizes(count, shown, headings)):
        if row < at:
            above -= size
        else:
            below -= size
    return above, below


def draw_page(surface: pygame.Surface, layout: Layout, fonts: Fonts, theme: Theme,
              title: str, lines: list[str], current: int, headings: frozenset[int] = frozenset(),
              placed: Placements | None = None) -> None:
    """A text page: title, then lines from around ``current`` (on the focus bar), wrapped to the width;
    lines whose index is in ``headings`` are bold.

    Up to two lines before ``current`` are shown when they fit with it; ``current`` is always
    shown (as much of it as fits when it alone is taller than the room), and every line after it
    is shown whole or not at all, never cut at the message log. Each drawn text line is recorded
    in ``placed`` as "page line". When some lines are out of view, a line at the bottom says how
    many above and below (:func:`draw_more`)."""
    y = draw_title(surface, layout, fonts, theme, title)
    size = layout.text_px(24)
    margin = layout.px(48)
    width = layout.content.width - 2 * margin
    line_height = fonts.font(size).get_linesize()
    bottom = layout.content.bottom

    def height(index: int) -> int:
        extra = layout.px(8) if index in headings else 0
        return extra + len(fonts.wrap(lines[index], size, width, index in headings)) * line_height

    if sum(height(index) + layout.px(6) for index in range(len(lines))) > bottom - y:
        bottom -= more_height(layout, fonts)  # not all in view: the "more items" line takes its room
    start = current
    room = bottom - y - height(current)
    for before in (current - 1, current - 2):
        if before < 0 or height(before) + layout.px(6) > room:
            break
        room -= height(before) + layout.px(6)
        start = before
    shown = []
    for index in range(start, len(lines)):
        color = theme.focus_text if index == current else theme.text
        bold = index in headings
        top = y + (layout.px(8) if bold and index != start else 0)
        parts = fonts.wrap(lines[index], size, width, bold)
        if index > current and top + len(parts) * line_height > bottom:
            break
        y = top
        shown.append(index)
        if index == current:
            rows = max(1, min(len(parts), (bottom - y) // line_height))
            draw_focus_bar(surface, layout, theme, y, rows * line_height, bottom)
        for part in parts:
            if y + line_height > bottom:
                break
            blit_text(surface, fonts.render(part, size, color, bold), placed, "page line", topleft=(margin, y))
            y += line_height
        y += layout.px(6)
    above, below = hidden_counts(len(lines), shown, current)
    if above or below:
        draw_more(surface, layout, fonts, theme, above, below, bottom - layout.px(2), placed)


def draw_wrapped_menu(surface: pygame.Surface, layout: Layout, fonts: Fonts, theme: Theme,
                      title: str, labels: list[str], focused: int, placed: Placements | None = None,
                      pinned: int = 0, headings: Collection[int] = (), keep: int | None = None) -> None:
    """As :func:`draw_menu` for items too long for one line (the Continue menu's "Counting game,
    4 players, round 7, your turn, saved 12 minutes ago" at large text): each item wrapped to
    the width over as many lines as it needs, the focused one on a focus bar as tall as it, and
    scrolled so the focused item is always whole on screen; the first ``pinned`` items stay at
    the top while they leave the focused one room (as in :func:`shown_rows`: from the first item
    while the focused one fits under them, else with the items between said in one row,
    :func:`draw_gap`), and so does the heading of the focused item's group (``headings``, drawn
    bold). ``keep``: an item kept in view too (the results' own line): when those rows leave it
    out, they are :func:`~game.ui.menu_rows.rows_keeping`'s, its gap rows as tall as the "more
    items" line (room for it with a two-line headline). When some items are out of view, a line
    under them says how many (:func:`draw_more`). Each drawn line is recorded in ``placed`` as
    ``"menu line"`` (``"focused line"`` for the focused item's), with its words."""
    y = draw_title(surface, layout, fonts, theme, title)
    size = layout.text_px(ITEM_SIZE)
    margin = layout.px(48)
    gap = layout.px(10)
    line = fonts.font(size).get_linesize()
    width = layout.content.width - 2 * margin
    items = [fonts.wrap(label, size, width, index in headings) for index, label in enumerate(labels)]
    heights = [len(parts) * line + gap for parts in items]
    bottom = layout.content.bottom
    if sum(heights) > bottom - y - layout.px(8):  # not all in view: the "more items" line takes its room
        bottom -= more_height(layout, fonts)
    room = bottom - y - layout.px(8)
    row = line + gap  # the gap row's height (:func:`draw_gap`)
    pin = min(pinned, focused)
    if sum(heights[:focused + 1]) <= room:
        pin = 0  # the pinned ones and the focused item in one window: from the first item, contiguous
        gap_rows = 0
    else:
        while pin > 0 and sum(heights[:pin]) + row + heights[focused] > room:
            pin -= 1  # the focused item first: a pinned one too tall to keep with it scrolls away
        gap_rows = row if pin else 0
    room -= sum(heights[:pin]) + gap_rows
    kept: list[int | None] = list(range(pin))

    def window(floor: int) -> int:
        """The first item of the window above the focused one, not above ``floor``."""
        first, used = focused, heights[focused]
        while first > floor and used + heights[first - 1] <= room // 2 + heights[focused]:
            first -= 1
            used += heights[first]
        after = sum(heights[focused + 1:])  # near the end: the room the last items leave goes to those above
        while first > floor and used + heights[first - 1] + after <= room:
            first -= 1
            used += heights[first]
        return first

    first = 0 if pinned and not pin and not gap_rows and sum(heights[:focused + 1]) <= room else window(pin)
    if pin:
        kept.append(GAP)  # the items between the pinned ones and the window: said in one row
    section = section_of(headings, focused)
    if not pin and section is not None and section < first and heights[section] + heights[focused] <= room:
        kept.append(section)  # the heading of the focused item's group stays above it
        room -= heights[section]
        first = window(section + 1)
    top = y
    shown: list[int | None] = []
    for index in kept + list(range(first, len(labels))):
        height = row if index is GAP else heights[index]
        if index is not GAP and index != focused and top + height > bottom:
            break
        shown.append(index)
        top += height
    gap_row = row
    if keep is not None and 0 <= keep < len(labels) and keep not in shown:
        compact = more_height(layout, fonts)  # gap rows as tall as the "more items" line: room for ``keep``
        keeping = rows_keeping(heights, bottom - y, compact, focused, pinned, keep)
        if keeping:
            shown, gap_row = keeping, compact
    gaps = iter(gap_sizes(len(labels), shown, headings))
    top = y
    for index in shown:
        if index is GAP:
            draw_gap(surface, layout, fonts, theme, next(gaps), top, gap_row, placed)
            top += gap_row
            continue
        if index == focused:
            bar = pygame.Rect(margin - layout.px(16), top - layout.px(4), width + layout.px(32), heights[index])
            pygame.draw.rect(surface, theme.focus, bar, border_radius=layout.px(6))
            color = theme.focus_text
        else:
            color = theme.text
        for part_row, part in enumerate(items[index]):
            blit_text(surface, fonts.render(part, size, color, index in headings), placed,
                      "focused line" if index == focused else "menu line", part,
                      topleft=(margin, top + part_row * line))
        top += heights[index]
    above, below = more_counts(len(labels), shown, focused, headings)
    if (above or below) and top + more_height(layout, fonts) <= layout.content.bottom:
        draw_more(surface, layout, fonts, theme, above, below, top - gap, placed, layout.content.bottom)
