"""The counting table's seat panels with the dealer/TURN words on the name's row
(:func:`beside_fit`): where the panels are wide enough (3 or 4 players in 1280x720), a panel
reads its name with "dealer" or "TURN" at its right, then its tokens and its cards; no panel
keeps an empty row for words another panel shows, and the text grows into the height the rows
under the name took (found at Huge text with high contrast: 3 and 4 players' panels showed an
empty fourth row in every panel but the dealer's and the one to move, their text at 26 pixels
where 32 fit with 3 players). At Small and Medium text the text keeps its size and the panels are
a row shorter (Medium panels' lines grew from 17 to 22 pixels in 1280x720, larger than every
other Medium label, and the stock's cards smaller than at Small text, until 2026-12). Measures
only; :mod:`.table_view` draws."""

from __future__ import annotations

from dataclasses import dataclass

from ...i18n import current_language
from ...ui.text import Fonts


@dataclass(frozen=True)
class PanelFit:
    """The sizes of every seat panel: ``head`` (the name, bold) and ``line`` (tokens, cards,
    dealer/TURN) font sizes in pixels, ``beside`` (the dealer/TURN words on the name's row, at
    its right) and the panels' ``height`` in pixels."""

    head: int
    line: int
    beside: bool
    height: int


_CACHE: dict[tuple, tuple[int, int] | None] = {}
"""beside_fit() answers by language, sizes, width, words and fonts (it measures every name)."""


def _linesize(fonts: Fonts, size: int, bold: bool = False) -> int:
    return fonts.font(size, bold).get_linesize()


def beside_fit(fonts: Fonts, *, head: int, line: int, least: int, top: int, budget: int, width: int, gap: int,
               heads: tuple[tuple[str, tuple[str, ...]], ...],
               details: tuple[str, ...], grow: bool = True) -> tuple[int, int] | None:
    """``(head size, line size)`` of panels ``width`` pixels wide inside with each name of
    ``heads`` (as drawn, with the turn's marker) and each of the dealer/TURN words beside it
    (``(name, words)`` pairs) on one row, ``gap`` pixels apart, then each of ``details`` (the
    tokens' and the cards' lines) on a row of its own: the largest sizes, from ``head`` and
    ``line`` up in their ratio, whose ``top`` pixels and three rows fit ``budget`` pixels of
    height (the panel with the dealer/TURN words in rows under the name), the words beside the
    name at the lines' size. At ``head`` and ``line`` themselves the words may be drawn smaller,
    down to ``least`` ("dealer, TURN" beside "Bob" at 4 players, Huge text). None when even that
    leaves no room for the words beside the name (8 players, a long name online): those panels
    keep the words in rows under it. ``grow`` False (Small and Medium text): ``head`` and ``line``
    themselves wherever the words fit beside the name, the panels a row shorter instead. Each
    answer is kept: the sizes tried load a few fonts once."""
    key = (current_language(), head, line, least, top, budget, width, gap, heads, details, id(fonts), grow)
    if key in _CACHE:
        return _CACHE[key]
    if len(_CACHE) > 64:
        _CACHE.clear()

    def head_at(size: int) -> int:
        return round(head * size / line)

    def tall(size: int) -> int:
        return top + _linesize(fonts, head_at(size), True) + 2 * _linesize(fonts, size)

    def wide(size: int, role_size: int = 0) -> float:
        """How many times ``width`` the widest row takes at ``size``, the words beside the name
        at ``role_size`` (``size`` when 0); 1 or less: it fits."""
        rows = [fonts.size(name, head_at(size), True)[0] + gap
                + max(fonts.size(words, role_size or size)[0] for words in roles) for name, roles in heads]
        rows += [fonts.size(words, size)[0] for words in details]
        return max(rows) / max(1, width)

    found: tuple[int, int] | None = None
    if tall(line) <= budget and (wide(line) > 1 or not grow) and wide(line, min(line, least)) <= 1:
        found = (head, line)
    elif tall(line) <= budget and wide(line) <= 1:
        size = max(line, line * (budget - top) // max(1, tall(line) - top))  # the height's guess
        while size > line and (tall(size) > budget or wide(size) > 1):
            size = max(line, min(size - 1, int(size / max(1.0, wide(size)))))
        while tall(size + 1) <= budget and wide(size + 1) <= 1:
            size += 1
        found = (head_at(size), size)
    _CACHE[key] = found
    return found
