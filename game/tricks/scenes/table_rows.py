"""The rows of the trick table's text that take more rows rather than shrink: the other hands'
panels (:func:`seat_panels`, their lines under the names: :func:`panel_rows`) and the "BID"
tags over your marked cards (:func:`tag_size`, :func:`tag_rows`). At Huge text a panel's line
too long for its width flows into more rows at its size, or, on a table with no room for another
row, into the rows the panels have at the least size the table's words take (the trick labels'
size, :data:`LINE_LEAST`); the tags grow with the panels' lines and keep the room of two rows
where they are wider than a card (drawn in one: :func:`~.table_view._tag_places`). Sizes only,
no drawing (:mod:`.table_view` draws, :mod:`.table_sizes` sizes the cards round them)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ...i18n import _
from ...ui.cards import CARD_RANK, CARD_RATIO, card_size, legible_height
from ...ui.layout import Layout
from ...ui.text import Fonts
from ..view import TricksView
from .table_text import BASE, WordSizes, reach
from .table_words import fit_size, seat_lines, seats_across
from ...engine.perspective import Perspective
from .seat import LOCAL


PANEL_TOP = 4
"""Reference pixels (:meth:`~game.ui.layout.Layout.px`) between the content area's top and the
other hands' panels: 10, the gap between two panels, until 2026-12. The 6 pixels given back go to
the cards, not to the lines (:data:`WORDS_TOP`; where no face-up hand is a line of short forms,
:func:`~.table_sizes._raised`): at Huge text with 3 players in 1280x720 your cards 79 pixels wide
with 36-pixel rank letters, 74 and 33 before (found by a fresh tester)."""

WORDS_TOP = 10
"""The reference pixels above the panels the lines' sizes are chosen with
(:func:`~.table_sizes.card_sizes`): the room :data:`PANEL_TOP` gives back is your cards', so no
line's size changed with it (the lines' search, in steps, turned 6 more pixels into larger
lines in some tables and smaller ones in others)."""


def seat_panels(layout: Layout, seats: Sequence[int], height: int | None = None) -> dict[int, pygame.Rect]:
    """The panels of the other hands across the top of the content area (:data:`PANEL_TOP` below
    it), in the order of ``seats`` left to right (:func:`~.table_words.seats_across`: the hand on
    your left first); ``height`` in pixels (default: the reference 96)."""
    area = layout.content
    margin = layout.px(10)
    count = max(1, len(seats))
    width = (area.width - margin * (count + 1)) // count
    height = height if height is not None else layout.px(96)
    return {seat: pygame.Rect(area.x + margin + i * (width + margin), area.y + layout.px(PANEL_TOP), width, height)
            for i, seat in enumerate(seats)}


TAG = 14
"""Reference size (:meth:`~game.ui.layout.Layout.text_px`) of the "BID" tags over your marked
cards at Small and Medium text (:func:`tag_size`)."""


def tag_size(layout: Layout) -> int:
    """The font size in pixels (bold) of the "BID" tags over your marked cards: :data:`TAG`
    reference pixels at Small and Medium text, growing with larger text to the panels' lines'
    :data:`~.table_text.BASE` size at Huge (:func:`~.table_text.reach`; 28 pixels in 1280x720:
    a 21-pixel tag under 37-pixel lines there until 2026-12), whatever room the lines take.
    Where the tags would touch, the marked cards share one tag naming them all ("APUESTA: 2♥ 4♦
    Q♦": :func:`~.table_view._tag_places`) before any is drawn smaller."""
    return layout.text_px(TAG + (BASE["line"] - TAG) * reach(layout.text_factor))


def tag_rows(layout: Layout, fonts: Fonts) -> int:
    """How many rows the "BID" tags over your marked cards may take: 2 where a tag at
    :func:`tag_size` is wider than a card whose rank letters are the status line's size and its
    gap ("APUESTA", "СТАВКА" at Huge text; side by side those of neighbouring cards ran into one
    line, "APUESTA APUESTA APUESTA", or shrank); else 1. The tags are drawn in one row at one
    height since 2026-12 (where they would touch, one tag naming every marked card:
    :func:`~.table_view._tag_places`;
    every other one a row higher before, found staggered by a tester); the second row's room is
    still kept, so the table's sizes did not change with it."""
    words = _("BID")
    room = card_size(legible_height(layout.text_px(CARD_RANK), CARD_RATIO), CARD_RATIO)[0] + layout.px(20)
    return 2 if fonts.size(words, tag_size(layout), True)[0] > room else 1


def tag_room(layout: Layout, fonts: Fonts, size: int | None = None, rows: int | None = None) -> int:
    """The pixels above your hand's row kept while bidding for the "BID" tags (``rows`` rows,
    default :func:`tag_rows`, of ``size`` pixels, default :func:`tag_size`) and the raise of the
    marked cards."""
    size = size or tag_size(layout)
    rows = rows or (tag_rows(layout, fonts) if size == tag_size(layout) else 1)
    return rows * fonts.font(size, True).get_linesize() + layout.px(18)


def panel_height(layout: Layout, fonts: Fonts, view: TricksView, words: WordSizes,
                 me: Perspective = LOCAL) -> int:
    """The height in pixels of the other hands' panels: the name line and as many rows under it
    as the fullest panel has (:func:`panel_rows`), at ``words``' sizes."""
    seats = seats_across(view, me)
    width = panel_inner_width(layout, seats)
    rows = max((len(panel_rows(layout, fonts, view, seat, words.line, width, words.wrap)) for seat in seats),
               default=1)
    return (2 * layout.px(6) + fonts.font(words.head, True).get_linesize()
            + rows * fonts.font(words.line).get_linesize())


LINE_LEAST = 17
"""Reference size (:meth:`~game.ui.layout.Layout.text_px`) of the trick's labels: the least a
panel's line is drawn at where the table has no room for another row (26 pixels at Huge text in
1280x720, 13 in 640x360; :func:`panel_rows`)."""


def rows_least(layout: Layout, fonts: Fonts, view: TricksView, words: WordSizes, me: Perspective = LOCAL) -> int:
    """The smallest font size in pixels of the rows under the other hands' names
    (:func:`panel_rows`) at ``words``' sizes."""
    seats = seats_across(view, me)
    width = panel_inner_width(layout, seats)
    return min((size for seat in seats for _row, size in panel_rows(layout, fonts, view, seat, words.line, width,
                                                                    words.wrap)), default=words.line)


def panel_inner_width(layout: Layout, seats: Sequence[int]) -> int:
    """The width in pixels a panel's words may take (:func:`seat_panels` less 10 reference
    pixels each side)."""
    rect = next(iter(seat_panels(layout, seats or (0,)).values()))
    return rect.width - 2 * layout.px(10)


def panel_rows(layout: Layout, fonts: Fonts, view: TricksView, seat: int, size: int,
               width: int, wrap: bool = True) -> list[tuple[str, int]]:
    """``(words, size)`` of each row under a panel's name (:func:`~.table_words.seat_lines`):
    a line at ``size`` pixels, or as large as fits ``width`` down to the panels' lines' size at
    this text size with the table's lines at their :data:`~.table_text.BASE` (28 pixels at Huge
    text in 1280x720); where a line is too long even then, the panel's lines flow as one text
    broken at their " · " into rows of as many parts as fit ("Tricks 2 · bid 6 (REVEALED)" over
    "score 0 · Bid cards 7♠ 2♥ J♣": the panel takes no more rows than its lines), a part too long
    alone broken at its spaces (:meth:`~game.ui.text.Fonts.wrap`), each row at ``size`` or as
    large as fits: never under that size ("Tricks 2 · bid 6 (REVEALED) ·
    score 0" was shrunk to a 21-pixel font under 32-pixel names with four hands at Huge text in
    1280x720 until 2026-12, down to the Medium size or below; "Bazas 0 · apuesta 6
    (DESCUBIERTA)" over "puntos 0" to 16 pixels before). Only a single word wider than the
    panel is drawn smaller. ``wrap`` False (:attr:`~.table_text.WordSizes.wrap`: a table with no
    room for another row, four hands at Huge text in the smallest windows, where the rows would
    leave the cards too narrow for their letters): the panel's lines flow into no more rows than
    the fullest panel has lines (the panels' height), as large as fits ("score 0 · Bid cards
    7♠ 2♥ J♣" at 13 pixels in 640x360 rather than "Tricks 2 · bid 6 (REVEALED) · score 0" at
    10), each line shrunk alone where that keeps them larger."""
    least = min(size, layout.text_px(BASE["line"]))
    lines = seat_lines(view, seat)
    fitted = [fit_size(fonts, line, size, width) for line in lines]
    if all(found >= least for found in fitted):
        return list(zip(lines, fitted))
    parts = [part for line in lines for part in line.split(" \u00b7 ")]
    rows = _flow(fonts, parts, least, width)
    allowed = max(len(lines), max((len(seat_lines(view, other)) for other in range(view.hand_count)), default=1))
    if wrap or len(rows) <= allowed:
        return [(row, fit_size(fonts, row, size, width)) for row in rows]
    flowed = least  # no room for more rows: the flow in as many rows as the fullest panel's lines, as large as fits
    while flowed > 8 and len(_flow(fonts, parts, flowed, width)) > allowed:
        flowed -= 1
    if flowed <= min(fitted):
        return list(zip(lines, fitted))
    return [(row, fit_size(fonts, row, flowed, width)) for row in _flow(fonts, parts, flowed, width)]


def _flow(fonts: Fonts, parts: Sequence[str], size: int, width: int) -> list[str]:
    """``parts`` (a panel's lines' parts) joined by " · " into rows within ``width`` pixels at
    ``size``, as many parts a row as fit, a part too long alone broken at its spaces."""
    rows: list[str] = []
    row = ""
    for part in parts:
        trial = f"{row} \u00b7 {part}" if row else part
        if fonts.size(trial, size)[0] <= width:
            row = trial
            continue
        if row:
            rows.append(row)
        pieces = fonts.wrap(part, size, width) or [part]
        rows.extend(pieces[:-1])
        row = pieces[-1]
    rows.append(row)
    return rows
