"""Which rows a menu draws when one chosen line must stay in view besides its first lines and the
focused item (the results' own line, "3rd: you, out in round 4", found hidden at Huge text with
4 players), and how many items each "N more items here" row stands for."""

from __future__ import annotations

from collections.abc import Collection, Sequence

GAP = None
"""A row saying how many items are skipped there ("⋮ 2 more items here"), as in
:func:`game.ui.menu_view.shown_rows`."""


def with_gaps(chosen: Collection[int], heights: Sequence[int], gap: int) -> list[int | None]:
    """The rows that show the items ``chosen``, top to bottom: between two of them, the items
    skipped are one :data:`GAP` row, or the item itself when one alone is skipped and it is no
    taller than that row (it says more in the same room). Items before the first and after the
    last are not rows (the "more items" line counts them)."""
    shown = sorted(set(chosen))
    rows: list[int | None] = []
    for at, index in enumerate(shown):
        if at:
            skipped = range(shown[at - 1] + 1, index)
            if len(skipped) == 1 and heights[skipped[0]] <= gap:
                rows.append(skipped[0])
            elif skipped:
                rows.append(GAP)
        rows.append(index)
    return rows


def rows_height(rows: list[int | None], heights: Sequence[int], gap: int) -> int:
    """The room ``rows`` take: each item's height, ``gap`` for each :data:`GAP` row."""
    return sum(gap if index is GAP else heights[index] for index in rows)


def rows_keeping(heights: Sequence[int], room: int, gap: int, focused: int, pinned: int,
                 keep: int) -> list[int | None] | None:
    """The rows of a menu whose items are ``heights`` tall, in ``room``, that keep the item
    ``keep`` in view (the results' own line) as well as the ``focused`` one: as many of these
    as fit, in this order: the focused item, the first item (the headline), ``keep``, the
    first ``pinned`` items all together (the counting results' "1st: Anna" with the headline),
    then the focused item's neighbours, one below and one above in turn. Items skipped between
    rows are one :data:`GAP` row each (``gap`` tall) saying how many (:func:`with_gaps`); one
    item skipped is drawn itself where the room allows.
    None when ``keep`` does not fit with the focused item and the first (too few rows: the
    menu's rows are as without it)."""
    chosen = {focused}

    def fits(more: Collection[int]) -> bool:
        return rows_height(with_gaps(chosen | set(more), heights, gap), heights, gap) <= room

    for wanted in ([0] if pinned else [], [keep], list(range(pinned))):
        if wanted and fits(wanted):
            chosen |= set(wanted)
    if keep not in chosen:
        return None
    low = high = focused
    below = above = True
    while below or above:
        if below:
            below = high + 1 < len(heights) and fits([high + 1])
            if below:
                high += 1
                chosen.add(high)
        if above:
            above = low > 0 and fits([low - 1])
            if above:
                low -= 1
                chosen.add(low)
    rows = with_gaps(chosen, heights, gap)
    for at, index in enumerate(rows):  # one item skipped: the item itself where there is room
        if index is GAP and rows[at + 1] - rows[at - 1] == 2:  # type: ignore[operator]
            widened = rows[:at] + [rows[at - 1] + 1] + rows[at + 1:]  # type: ignore[operator]
            if rows_height(widened, heights, gap) <= room:
                rows = widened
    return rows


def gap_sizes(count: int, shown: list[int | None], headings: Collection[int] = ()) -> list[int]:
    """How many items each :data:`GAP` row in ``shown`` stands for, top to bottom: those between
    the rows around it (``headings`` not counted)."""
    sizes = []
    for at, index in enumerate(shown):
        if index is GAP:
            low = shown[at - 1] if at > 0 else -1
            high = shown[at + 1] if at + 1 < len(shown) else count
            sizes.append(sum(1 for between in range(low + 1, high) if between not in headings))
    return sizes
