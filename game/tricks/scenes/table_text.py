"""How large the trick table's lines are drawn (:class:`WordSizes`): the panels' lines, the deal's
line, your line, your bid cards and the status line, the words a player reads to know whose turn
it is, the bids, the tricks taken, the trumps and the scores.

At Small and Medium text they keep the sizes the table was laid out with (:data:`BASE`); larger
text reaches further towards the menus' size (:data:`MENU`), all the way at Huge (:func:`reach`):
low-vision players choose Huge, and read the table's lines as easily as the menus (33 pixels
against the menus' 45 in a 1280x720 window before). :mod:`.table_sizes` takes as much of that
reach as the window's room allows without narrowing a card (:func:`word_sizes` of a smaller
reach otherwise). No drawing."""

from __future__ import annotations

from dataclasses import dataclass

from ...ui.layout import Layout


BASE = {"head": 21, "line": 19, "info": 20, "you": 19, "status": 22, "bid": 22}
"""Reference sizes (:meth:`~game.ui.layout.Layout.text_px`) of the table's lines at Small and
Medium text: a panel's name line, its other lines ("Tricks 0 · bid secret · score 0", as large
as your own line: 16 was drawn smaller than the message log at Huge), the deal's line, your line,
the status line and your bid cards' words (the status line's size: 17, the smallest words on the
table, before)."""

MENU = 30
"""Reference size of a menu's items (:func:`game.ui.menu_view.draw_menu`): the size every line of
:data:`BASE` reaches at Huge text where the room allows."""

REACHES = tuple(step / 8 for step in range(8, -1, -1))
"""The reaches tried, largest first (:func:`reach`: 1.0 is the menus' size at Huge)."""


@dataclass(frozen=True)
class WordSizes:
    """Font sizes in pixels of the table's lines: ``head`` a panel's name line (bold), ``line``
    its other lines, ``info`` the deal's line (bold), ``you`` your line (bold), ``status`` the
    status line (bold), ``bid`` your bid cards' words (bold). Each is the largest size its words
    may take; a line too long for its width is drawn smaller (:func:`~.table_words.fit_size`)."""

    head: int
    line: int
    info: int
    you: int
    status: int
    bid: int
    wrap: bool = True
    """Long labels take more rows rather than shrink: a panel's line too long for its width at its
    base size is broken into rows (:func:`~.table_rows.panel_rows`), your bid cards too long
    for the deal's line at its size take a line of their own (:func:`~.table_sizes.bid_place`);
    False, on a table without the room for another row (four hands at Huge text): a panel's
    lines flow into the rows the panels have, no smaller than the trick labels, and your bid
    cards are drawn smaller beside the deal's line."""


def reach(text_factor: float) -> float:
    """How far the table's lines may grow from :data:`BASE` towards :data:`MENU` at the text-size
    factor ``text_factor`` (:data:`~game.ui.text.TEXT_SCALES`): 0 at Medium and below, half way at
    Large (1.25), all the way at Huge (1.5)."""
    return max(0.0, min(1.0, (text_factor - 1.0) / 0.5))


def word_sizes(layout: Layout, share: float = 0.0, status: float | None = None, wrap: bool = True) -> WordSizes:
    """The lines' sizes in ``layout``, each ``share`` of the way (0 to 1, the reach taken) from
    its :data:`BASE` size to :data:`MENU`, the status line ``status`` of the way (default:
    ``share``), at the layout's text size and window; ``wrap``: :attr:`WordSizes.wrap`."""
    shares_of = {kind: share for kind in BASE} | {"status": share if status is None else status}
    return WordSizes(**{kind: layout.text_px(base + (MENU - base) * max(0.0, min(1.0, shares_of[kind])))
                        for kind, base in BASE.items()}, wrap=wrap)


def shares(layout: Layout) -> tuple[float, ...]:
    """The reaches :mod:`.table_sizes` tries in ``layout``, largest first, down to 0 (the sizes
    of :data:`BASE`): those of :data:`REACHES` up to :func:`reach` of its text size."""
    top = reach(layout.text_factor)
    return tuple(step * top for step in REACHES) if top > 0 else (0.0,)
