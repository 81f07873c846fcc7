"""Where things go on the trick table and how large its cards are (:func:`card_sizes`), measured
from the fonts of the text size in use so nothing overlaps at any size.

Every card is legible: no narrower than its rank letters and suit glyph at the message log's
size (the status line's at Small and Medium text) need (:func:`legible_card_height`,
:data:`~game.ui.cards.CARD_RANK`), at a real card's
shape where the room allows, else squatter (:data:`RATIOS`); a table too short for that (four
hands and a revealed one at Huge text) draws them at least as large as the trick's labels
(:data:`CARD_RANK_LEAST`), and failing that (also in the smallest windows) as wide as fits. Above
that the cards take the room the text leaves, at the text size in use and at every larger one:
choosing larger text never makes a card narrower, and the tallest card allowed grows with the
text (:data:`TALLEST`). While bidding there is no trick row: your hand takes its room. The
trick lies in one row (:class:`RowPlan`), its labels beside the cards in two lines when they
fit (down to the "BID" tags' size; at Large and Huge text the trick's cards narrower rather
than the labels smaller, :func:`_labels_beside`), else in a line above them; with four hands the two cards side
by side in the middle stand half a card apart (:meth:`RowPlan.pair_gap`). The dummy's face-up
cards are as large as yours where the room allows; else the dummy's hand, and a revealed hand
always, is one line of short card forms whose letters are as large as your cards' rank letters,
never under the status line's size (:func:`compact_plan`, :func:`form_size`; in 16:9 windows at
Huge text the dummy's were 33 pixels beside your 40 in 1280x720, and a revealed hand's cards 0.72
of yours), room kept for the dummy's focus frame and triangle; your bid cards at the
status line's size stay at the right of the deal's line (:func:`bid_place`). At Large and Huge
text the lines round the cards grow towards the menus' size (:mod:`.table_text`), the status
line first, as far as the room allows without narrowing a card (:func:`_chosen`: the cards get
squatter instead); a status line too long for the width at that size takes two lines
(:func:`status_lines`). The lines' sizes are chosen with the panels :data:`~.table_rows.WORDS_TOP`
down, the panels drawn :data:`~.table_rows.PANEL_TOP` down: the room between is the cards'
(:func:`_raised`). The panels' lines and the "BID" tags take more rows rather than shrink
(:mod:`.table_rows`); whether a panel's lines take more rows is chosen for the widest lines the
game will show (:func:`widest`), so the panels keep their rows from deal 1 on. No drawing
(:mod:`.table_view` draws)."""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

import pygame

from ...i18n import _, current_language
from ...ui.cards import (CARD_RANK, CARD_RATIO, SQUAT_RATIO, card_size, focus_extent, height_for,
                         legible_height, rank_size)
from ...ui.layout import Layout
from ...ui.text import TEXT_SCALES, Fonts
from .. import text
from ..view import TricksView
from .table_rows import LINE_LEAST, PANEL_TOP, TAG, WORDS_TOP, panel_height, rows_least, seat_panels, tag_room, tag_size
from .table_text import WordSizes, reach, shares, word_sizes
from .table_words import (bottom_seat, fit_size, info_line, open_label, seat_lines, seats_across, shorts,
                          shown_hands, state_words, you_words)
from ...engine.perspective import Perspective
from .seat import LOCAL


TRICK_SHARE = 0.8
"""A trick card's height over a hand card's."""


TALLEST = 100
"""Reference pixels of the tallest hand card at Medium text; larger text allows taller cards
(x 1.25 at Large, x 1.5 at Huge) where the window has the room."""


def winner_frame(card_w: int) -> int:
    """The thickness in pixels of the frame round the card winning the trick."""
    return max(3, card_w // 12)


def compact_pad(layout: Layout) -> int:
    """Pixels round a short card form in a one-line face-up hand, room for its focus frame."""
    return max(3, layout.px(4))


def chip_border(layout: Layout) -> int:
    """The width of the line round a short card form's chip (:func:`compact_plan`), drawn round
    its face, outside it: the letters keep the whole face (at Huge text the line, drawn inside
    the chip over the 1 pixel left above and below the letters, touched and crossed "10", "J",
    "Q" and the suits)."""
    return max(1, compact_pad(layout) // 2)


COMPACT_FORM = 22
"""Reference size (:meth:`~game.ui.layout.Layout.text_px`) the short card forms of a face-up
hand drawn as one line ("7♠ J♠ 10♥") reach at least: the status line's (:data:`CARD_RANK`, 33
pixels at Huge in 1280x720); as large as your hand's rank letters where those are larger
(:func:`form_size`); shrunk only where a long hand does not fit the line."""


def form_size(layout: Layout, hand_w: int) -> int:
    """The font size in pixels of a face-up hand's short forms beside your cards ``hand_w``
    pixels wide: your cards' rank letters (:func:`~game.ui.cards.rank_size`), so the dummy's and
    a revealed hand's cards read as easily as yours (37 pixels beside your 83-pixel cards with
    two players at Huge in 1280x720, 54 in 1920x1080; the status line's 33 and 50 beside your 40
    and 56 before), never under :data:`COMPACT_FORM`."""
    return max(layout.text_px(COMPACT_FORM), rank_size(hand_w))

@dataclass(frozen=True)
class CompactPlan:
    """Where a face-up hand drawn as short card forms goes, relative to its top left: its label
    ("Dummy (face up):", ``label_size`` pixels, bold) at ``label``, each form in a chip of the
    card's face colour at ``forms`` (``size`` pixels, bold, in the card's ink, so suits keep
    their colours), ``height`` pixels in all (a margin under the focus triangle included). The
    focused chip's frame is ``thick`` pixels and reaches ``side`` beyond it on each side and
    above, ``below`` under it with its triangle."""

    label_size: int
    size: int
    label: pygame.Rect
    forms: tuple[pygame.Rect, ...]
    height: int
    thick: int
    side: int
    below: int

    def focused(self, chip: pygame.Rect) -> pygame.Rect:
        """``chip`` (a placed form) with its focus frame and triangle."""
        return pygame.Rect(chip.x - self.side, chip.y - self.side, chip.width + 2 * self.side,
                           chip.height + self.side + self.below)


CHIP_PROBE = "10QJ\u2660\u2665\u2666\u2663"
"""The letters whose pixels set the height of every short form's chip (the same whichever cards
a hand holds)."""


def compact_head(view: TricksView, seat: int, hot: bool, me: Perspective = LOCAL) -> str:
    """The label of a face-up hand's short forms: "Dummy (face up):", "▶ Dummy (face up):" when
    you play from it (drawn in a filled box then, as the turn's panel: a shape, not only a
    colour; "[YOUR TURN]" made the line too long to keep the forms beside it)."""
    head = _("{hand}: {cards}").format(hand=open_label(view, seat, False, me), cards="").rstrip()
    return "\u25b6 " + head if hot else head


def compact_plan(layout: Layout, fonts: Fonts, head: str, forms: Sequence[str], width: int,
                 focusable: bool = True, size: int | None = None) -> CompactPlan:
    """:class:`CompactPlan` of ``forms`` (short card forms) after ``head`` (:func:`compact_head`)
    in one line within ``width`` pixels: the forms ``size`` pixels (:func:`form_size`, your
    hand's rank letters; default :data:`COMPACT_FORM`, the status line's size), the label
    beside them shrunk down to the "BID" tags' size for that; a hand too long for that (a
    revealed hand of 10 cards in Spanish at Huge text) has its forms shrunk as well, as little
    as fits (one line: the room the cards need stays theirs). ``focusable``: room for the focus
    frame and its triangle (the dummy's; a revealed hand is never played from). Answers are
    kept (:data:`_PLANS`): the card sizes try many sizes."""
    size = size or layout.text_px(COMPACT_FORM)
    key = (layout.size, layout.text_scale, id(fonts), current_language(), head, tuple(forms), width, focusable, size)
    found = _PLANS.get(key)
    if found is None:
        if len(_PLANS) > 512:
            _PLANS.clear()
        found = _PLANS[key] = _compact_plan(layout, fonts, head, forms, width, focusable, size)
    return found


_PLANS: dict[tuple, CompactPlan] = {}
""":func:`compact_plan`'s answers by what they depend on."""


def _compact_plan(layout: Layout, fonts: Fonts, head: str, forms: Sequence[str], width: int,
                  focusable: bool, size: int) -> CompactPlan:
    label_size = fit_size(fonts, head, layout.text_px(19), width, bold=True)
    least_label = min(label_size, layout.text_px(14))
    pad = compact_pad(layout)
    gap = layout.px(12)
    ink = (255, 255, 255)
    while True:
        thick = max(3, size // 8)
        side = thick + max(1, layout.px(2)) if focusable else 0
        # the chips hug the letters' own pixels (no room for descenders nor accents: 10 rows less at Huge)
        widths = [fonts.render(form, size, ink, True).get_bounding_rect().width + 2 * pad for form in forms]
        step = side + max(3, layout.px(6))  # between chips: clear of a neighbour's focus frame
        row_w = sum(widths) + step * max(0, len(widths) - 1) + gap + 2 * side
        beside = label_size
        while beside > least_label and fonts.size(head, beside, True)[0] + row_w > width:
            beside -= 1
        if fonts.size(head, beside, True)[0] + row_w <= width or size <= 8:
            break
        size -= 1
    label_size = beside
    below = side + max(4, size // 4) + 1 if focusable else layout.px(8)  # the triangle, else a margin
    # a margin under the triangle, a ninth of the letters (4 pixels at Huge in 1280x720): it touched
    # "(DECLARED)" on your line below (a tester's screenshot); the status line grows 4 pixels less there
    clear = max(1, size // 9) if focusable else 0
    chip_h = fonts.render(CHIP_PROBE, size, ink, True).get_bounding_rect().height + 2 * max(1, pad // 3)
    label_w, label_h = fonts.size(head, label_size, True)[0], fonts.font(label_size, True).get_linesize()
    lift = min(layout.px(8), side)  # the focus frame may reach into the margin above (the table's margin)
    x, rects = label_w + gap + side, []
    for w in widths:
        rects.append(pygame.Rect(x, side - lift, w, chip_h))
        x += w + step
    label_rect = pygame.Rect(0, max(0, side - lift + (chip_h - label_h) // 2), label_w, label_h)
    height = max(side + chip_h + below + clear - lift, label_rect.bottom)
    return CompactPlan(label_size, size, label_rect, tuple(rects), height, thick, side, below)


def label_spans(wanted: Sequence[tuple[int, int]], left: int, right: int, gap: int) -> list[int] | None:
    """Left edges for labels of widths and preferred centres ``wanted`` (``(centre, width)``,
    in order left to right) between ``left`` and ``right`` pixels with ``gap`` between them:
    each as near its centre as the others allow; None when they cannot all fit."""
    if not wanted:
        return []
    if sum(width for _c, width in wanted) + gap * (len(wanted) - 1) > right - left:
        return None
    xs = [max(left, min(right - width, centre - width // 2)) for centre, width in wanted]
    for i in range(1, len(xs)):  # push right past the one before
        xs[i] = max(xs[i], xs[i - 1] + wanted[i - 1][1] + gap)
    for i in range(len(xs) - 1, -1, -1):  # then back left inside the right edge
        limit = right if i == len(xs) - 1 else xs[i + 1] - gap
        xs[i] = min(xs[i], limit - wanted[i][1])
    return xs


@dataclass(frozen=True)
class CardSizes:
    """The heights in pixels of the table's cards: ``hand`` (yours), ``trick`` (on the table),
    ``open`` (the dummy's face-up hand, as large as yours; 0 when none is drawn as cards),
    ``compact``: a face-up hand (the dummy's or a revealed one) is shown as one line of short
    card forms instead, ``form`` pixels (:func:`form_size`: your cards' rank letters); ``ratio``: the
    cards' height over their width, lower than a real card's where the table is short of room
    (the rank and the suit glyph still fit, :data:`~game.ui.cards.SQUAT_RATIO`)."""

    hand: int
    trick: int
    open: int
    compact: bool
    ratio: float = CARD_RATIO  # height over width of every card on the table (:func:`card_size`)
    words: WordSizes | None = None  # the sizes of the lines round the cards (:func:`~.table_text.word_sizes`)
    form: int = 0  # the short forms' font size, pixels, when ``compact`` (:func:`form_size`)


PAIR_SPACE = 0.5
"""The clear space between the two cards side by side in a four-hand trick (the hand across and
yours), over a card's width, outside the winner's frames (:meth:`RowPlan.pair_gap`)."""


@dataclass(frozen=True)
class RowPlan:
    """What the trick row's place depends on besides the card width: the seats left to right,
    each one's widest label (name line, state line) and the side it goes on, the panel
    centres the cards stand under, the row's bounds and gaps; ``bottom``: the seat drawn at the
    bottom (yours)."""

    order: tuple[int, ...]
    label_w: tuple[int, ...]  # the widest two-line label of each seat, pixels
    label_left: tuple[bool, ...]  # the label beside the card on its left (else right)
    centres: tuple[int | None, ...]  # a panel's centre, or None: placed at the middle
    middle: int
    bounds: tuple[int, int]
    label_gap: int
    four: bool
    bottom: int = 0
    label_size: int = 17  # the labels' font size, pixels
    label_h: int = 0  # one label line's height, pixels

    def gap(self, card_w: int) -> int:
        """Pixels between two cards' blocks (the winner's frame fits between)."""
        return 2 * winner_frame(card_w) + self.label_gap

    def pair_gap(self, card_w: int) -> int:
        """Pixels between the two cards side by side in the middle of a four-hand trick (the hand
        across and yours): :data:`PAIR_SPACE` of a card's width clear between them even when
        both wear the winner's frame (:meth:`gap`, 22 pixels at Huge in 1280x720 and 11 in
        640x360, where a frame left 10 and 5, before), and never less than :meth:`gap`."""
        return max(self.gap(card_w), 2 * winner_frame(card_w) + round(card_w * PAIR_SPACE))

    def inner(self, card_w: int) -> int:
        """Pixels between a card and its label beside it (clear of the winner's frame)."""
        return winner_frame(card_w) + self.label_gap

    def beside(self, card_w: int) -> dict[int, int] | None:
        """The left edges of the cards when every label fits beside its card (two lines: the
        name, then "(led, winning)"), each card as near its place as the others allow (under its
        panel; yours in the middle, with four hands beside the one across); None when they do
        not fit in one row. (Remembered per plan and width: the card sizes are searched by
        asking it for many widths each time the table is laid out.)"""
        lefts = _beside(self, card_w)
        return None if lefts is None else dict(lefts)

    def _beside(self, card_w: int) -> tuple[tuple[int, int], ...] | None:
        """:meth:`beside` worked out, as ``(seat, left)`` pairs."""
        gap, inner = self.gap(card_w), self.inner(card_w)
        pair = self.pair_gap(card_w) if self.four else gap
        wanted, pads = [], []
        for seat, width, left, centre in zip(self.order, self.label_w, self.label_left, self.centres):
            # the pair in the middle (four hands): each block takes half the extra room between them
            pad = (pair - gap + (seat == self.bottom)) // 2 if self.four and centre is None else 0
            if centre is None:  # yours (and, with four hands, the one across): side by side in the middle
                centre = self.middle + (card_w + pair) // 2 * (1 if seat == self.bottom and self.four else -1 if self.four else 0)
            shift = (width + inner) // 2
            wanted.append((centre - shift + pad // 2 if left else centre + shift - pad // 2, width + inner + card_w + pad))
            pads.append(pad)
        lefts = label_spans(wanted, self.bounds[0], self.bounds[1], gap)
        if lefts is None:
            return None
        return tuple((seat, x + (width + inner if left else pad))
                     for seat, x, width, left, pad in zip(self.order, lefts, self.label_w, self.label_left, pads))


_beside = functools.lru_cache(maxsize=4096)(RowPlan._beside)
"""(:meth:`RowPlan.beside`, remembered.)"""


@dataclass(frozen=True)
class _Measures:
    """The text heights and rooms of one layout, everything the card sizes depend on."""

    top: int  # where the trick row starts (under the panels and the info line)
    status_top: int
    you_h: int
    bid_h: int
    raise_by: int
    margin: int
    rows: tuple[RowPlan, ...]  # where the trick's cards and labels go, labels large to small
    hand_count: int
    hand_room: int  # width for your hand's row
    open_count: int  # cards of the face-up hand (0: none shown)
    open_room: int  # width for its row, right of its label
    open_hot: bool  # you play from it now (never drawn compact)
    compact_h: Callable[[int], int]  # height of its one-line form, its forms that many pixels (:func:`form_size`)
    form_least: int  # the least size of its forms (:data:`COMPACT_FORM`)
    bidding: bool  # no trick row yet
    dummy: bool = False  # the face-up hand is the dummy's (else a revealed one)


@functools.lru_cache(maxsize=1024)
def _row_width_limit(count: int, room: int, px3: int, ratio: float = CARD_RATIO) -> int:
    """The tallest card height at which ``count`` cards with their focus gaps fit ``room``
    (remembered: the table asks it for the same rows every time it is laid out)."""
    height = 400
    while height > 16:
        card_w = card_size(height, ratio)[0]
        gap = focus_extent(card_w)[0] + px3
        if count * card_w + (count - 1) * gap <= room:
            break
        height -= 1
    return height


def bid_place(layout: Layout, fonts: Fonts, view: TricksView,
              words_px: WordSizes | None = None) -> tuple[str, int, str]:
    """Your bid cards' words, their size (bold) and where they go, whatever the turn: ``"info"``
    (at the right of the deal's line) at ``words_px.bid`` (the status line's size; default: the
    :data:`~.table_text.BASE` sizes), or as large as fits there down to the deal's line's own size
    (17 reference pixels where the table has no room for another line, ``words_px.wrap`` False);
    else ``"line"`` (a line of their own under yours, at ``words_px.bid``). (They moved between the
    status line and the deal's line as the status changed, 17 pixels regular, before; "Ваши карты
    ставки: …" shrank to 26 pixels beside a 35-pixel deal's line at Huge text until 2026-12.)"""
    area = layout.content
    side = layout.px(20)
    words_px = words_px or word_sizes(layout)
    words = _("Your bid cards: {cards}").format(cards=shorts(view.bid_cards, view.joker_as)) if view.bid_cards else ""
    size = fit_size(fonts, words, words_px.bid, area.width - 2 * side, bold=True)
    if not words:
        return words, size, ""
    info = info_line(view)
    info_size = fit_size(fonts, info, words_px.info, area.width - 2 * side, bold=True)
    used = fonts.size(info, info_size, True)[0]
    room = area.width - 2 * side - layout.px(30) - used
    beside = fit_size(fonts, words, size, room, bold=True)
    least = min(size, info_size) if words_px.wrap else min(size, layout.text_px(17))
    if beside >= least and fonts.size(words, beside, True)[0] <= room:
        return words, beside, "info"
    return words, size, "line"


def status_lines(layout: Layout, fonts: Fonts, status: str, words: WordSizes) -> tuple[int, tuple[str, ...]]:
    """``(size, lines)``: the status line's font size (bold) and its lines within the content's
    width: one line at ``words.status``; words too long for that, larger than the
    :data:`~.table_text.BASE` size, in two lines at that size, the break as near the middle as
    the words allow ("YOUR BID: Space marks (3 of 3 marked, bid 4);" over "Enter confirms" at
    Huge); else one line as large as fits (as before the lines grew)."""
    width = layout.content.width - 2 * layout.px(20)
    size = words.status
    if fonts.size(status, size, True)[0] <= width:
        return size, (status,)
    parts = status.split(" ")
    if size > word_sizes(layout).status and len(parts) > 1:
        splits = [(" ".join(parts[:i]), " ".join(parts[i:])) for i in range(1, len(parts))]
        halves = [pair for pair in splits if all(fonts.size(half, size, True)[0] <= width for half in pair)]
        if halves:
            return size, min(halves, key=lambda pair: abs(len(pair[0]) - len(pair[1])))
    return fit_size(fonts, status, size, width, bold=True), (status,)


def status_top(layout: Layout, fonts: Fonts, status: str, words: WordSizes) -> tuple[int, tuple[str, ...], int]:
    """``(size, lines, top)``: :func:`status_lines` and where the first line starts, the last
    one at the content area's bottom."""
    size, lines = status_lines(layout, fonts, status, words)
    return size, lines, layout.content.bottom - len(lines) * fonts.font(size, True).get_linesize() - layout.px(4)


def _measure(layout: Layout, fonts: Fonts, view: TricksView, focus_hand: int | None, status: str,
             me: Perspective = LOCAL, words: WordSizes | None = None, tag: int | None = None,
             top: int = WORDS_TOP) -> _Measures:
    area = layout.content
    margin, side = layout.px(8), layout.px(20)
    width = area.width - 2 * side
    words = words or word_sizes(layout)
    top = area.y + layout.px(top) + panel_height(layout, fonts, view, words, me) + margin
    info_size = fit_size(fonts, info_line(view), words.info, width, bold=True)
    top += fonts.font(info_size, True).get_linesize() + margin
    status_at = status_top(layout, fonts, status, words)[2]
    you = you_words(view, focus_hand, me)
    you_size = fit_size(fonts, you, words.you, width, bold=True)
    # a line's image may be a pixel taller than its line (Russian at Huge, 640x360): the taller
    you_h = max(fonts.font(you_size, True).get_linesize(), fonts.size(you, you_size, True)[1])
    bid_words, bid_size, where = bid_place(layout, fonts, view, words)
    bid_h = max(fonts.font(bid_size, True).get_linesize(), fonts.size(bid_words, bid_size, True)[1]) \
        if where == "line" else 0
    raise_by = tag_room(layout, fonts, tag) if view.phase == "bidding" else 0
    rows = trick_plans(layout, fonts, view, me)
    shown = shown_hands(view, me)
    open_count, open_room, hot = 0, 0, False
    compact_h: Callable[[int], int] = _no_compact
    if shown:
        seat, cards = shown[0]
        hot = focus_hand == seat == view.turn
        label_w = max(fonts.size(label, fit_size(fonts, label, layout.text_px(19), area.width // 3, bold=True), True)[0]
                      for label in {open_label(view, seat, lit, me)
                                    for lit in ((False, True) if seat == view.dummy else (hot,))})
        # the widest label whoever's turn it is: the dummy's cards keep their size when you play from it
        open_count = len(cards)
        open_room = area.right - (area.x + side + label_w + side) - layout.px(40)
        forms = shorts(cards, view.joker_as).split()
        heads = [compact_head(view, seat, lit, me) for lit in (False, True)]

        def measured(size: int) -> int:  # one height whoever's turn it is
            return max(compact_plan(layout, fonts, head, forms, width, seat == view.dummy, size).height
                       for head in heads)
        compact_h = measured
    hand = text.hand_order(view.hand, view.joker_as)
    return _Measures(top, status_at, you_h, bid_h, raise_by, margin, rows, len(hand),
                     area.width - layout.px(40), open_count, open_room, hot, compact_h,
                     layout.text_px(COMPACT_FORM), view.phase == "bidding",
                     bool(shown) and shown[0][0] == view.dummy)


def _no_compact(size: int) -> int:
    """No open hand to draw compactly: no height at any text size."""
    return 0


def trick_plan(plans: Sequence[RowPlan], card_w: int) -> RowPlan:
    """The first of ``plans`` (labels large to small) whose labels fit beside cards ``card_w``
    wide; else the first (its labels in a line above the cards)."""
    return next((plan for plan in plans if plan.beside(card_w) is not None), plans[0])


def trick_row_height(plans: Sequence[RowPlan], card_h: int, ratio: float = CARD_RATIO) -> int:
    """The trick row's height for cards ``card_h`` tall: beside the labels of two lines, or
    under a line of labels; the winner's frame round the card either way."""
    card_w = card_size(card_h, ratio)[0]
    frame = winner_frame(card_w)
    row = trick_plan(plans, card_w)
    if row.beside(card_w) is not None:
        return max(card_h + 2 * frame, 2 * row.label_h)
    return row.label_h + 2 + card_h + 2 * frame


def _column(m: _Measures, hand_h: int, open_rows: str, floor: int, ratio: float) -> int:
    """The height from the trick row's top to the status line that cards ``hand_h`` tall need
    (``open_rows``: "cards", "line" or "" for the face-up hand), no card under ``floor``; once
    the rest takes more than the room, without the line of short forms (measuring those at a
    size that cannot fit loads fonts for nothing)."""
    used = 0
    if not m.bidding:
        used += trick_row_height(m.rows, max(floor, round(hand_h * TRICK_SHARE)), ratio) + m.margin
    if open_rows == "cards":  # as large as yours
        side, below = focus_extent(card_size(hand_h, ratio)[0])
        used += side + 1 + hand_h + below + m.margin
    side, below = focus_extent(card_size(hand_h, ratio)[0])
    used += m.you_h + m.bid_h + max(m.raise_by, side + 1) + hand_h + below + m.margin // 2
    if open_rows == "line" and used <= m.status_top - m.top:  # its room below (the triangle's, a margin) in it
        used += m.compact_h(max(m.form_least, rank_size(card_size(hand_h, ratio)[0])))
    return used


def _tallest(m: _Measures, open_rows: str, floor: int, ratio: float) -> int:
    """The tallest hand card whose rows all fit between the trick row's top and the status line
    (``floor`` - 1: none at ``floor`` or taller fits)."""
    room = m.status_top - m.top
    low, high = floor - 1, 400
    while low < high:
        mid = (low + high + 1) // 2
        if _column(m, mid, open_rows, floor, ratio) <= room:
            low = mid
        else:
            high = mid - 1
    return low


CARD_RANK_LEAST = 17
"""Reference size (:meth:`~game.ui.layout.Layout.text_px`) of the rank letters a table short of
room may draw them at, below :data:`~game.ui.cards.CARD_RANK`: as large as the trick's labels."""

RATIOS = (CARD_RATIO, 1.25, SQUAT_RATIO)
"""The cards' height over width tried, real cards first (see :class:`CardSizes`)."""


def legible_card_height(layout: Layout, ratio: float = CARD_RATIO, rank: int = CARD_RANK) -> int:
    """The shortest card on the table in ``layout``: its rank letters and suit glyph as large as
    the status line's words (``rank``: :data:`~game.ui.cards.CARD_RANK` reference pixels), at
    every text size and window size (at Huge text the cards were 46 to 88 pixels wide in 1280x720,
    with 21 to 40 pixel rank letters, and 18 to 40 wide in 640x360, with 8 to 18 pixel ones)."""
    return legible_height(layout.text_px(rank), ratio)


def _fit(layout: Layout, fonts: Fonts, view: TricksView, focus_hand: int | None,
         status: str, me: Perspective = LOCAL, words: WordSizes | None = None,
         ratios: Sequence[float] = RATIOS, tag: int | None = None,
         top: int = WORDS_TOP) -> tuple[int, int, int, bool, float]:
    """``(hand, trick, open, compact, ratio)`` the room of ``layout`` allows (no cap): the widest
    cards whose rank letters are as large as the status line's words (:data:`CARD_RANK`), at a
    real card's shape if they fit, else squatter (:data:`RATIOS`); failing that, as large as
    the trick's labels (:data:`CARD_RANK_LEAST`); failing that, the tallest squat cards that
    fit. The dummy's face-up hand is drawn as cards the size of yours when they are as legible as
    the others; else, and a revealed hand always, one line of short card forms as large as your
    cards' rank letters (:func:`form_size`; the focus then frames a short form): letters as large
    as yours, your hand as large as the room then allows (a revealed hand's cards at 0.72 of yours
    made both smaller than its forms do). The lines round the cards at ``words``' sizes (default:
    :data:`~.table_text.BASE`); ``ratios``: the shapes tried; ``tag``: the "BID" tags' size
    (default :func:`tag_size`); ``top``: reference pixels above the panels (the lines' sizes are
    chosen with :data:`~.table_rows.WORDS_TOP`, the cards drawn with :data:`~.table_rows.PANEL_TOP`:
    :func:`_raised`)."""
    m = _measure(layout, fonts, view, focus_hand, status, me, words, tag, top)
    px3 = layout.px(3)
    lines = "line" if m.open_count else ""

    def as_cards(floor: int, ratio: float, hand_w: int) -> tuple[int, int, int, bool, float] | None:
        """The dummy's hand drawn as cards the size of yours, if they fit as legible as the others
        (one size for both: no wider than the dummy's row allows either)."""
        tall = min(_tallest(m, "cards", floor, ratio), hand_w,
                   _row_width_limit(m.open_count, m.open_room, px3, ratio))
        if tall >= floor:
            return tall, max(floor, round(tall * TRICK_SHARE)), tall, False, ratio
        return None

    for rank in (CARD_RANK, CARD_RANK_LEAST):
        if m.open_count and m.dummy:  # the dummy as cards the size of yours at any shape, before its short forms
            for ratio in ratios:
                floor = legible_card_height(layout, ratio, rank)
                found = as_cards(floor, ratio, _row_width_limit(m.hand_count, m.hand_room, px3, ratio))
                if found is not None:
                    return found
        for ratio in ratios:
            floor = legible_card_height(layout, ratio, rank)
            hand_w = _row_width_limit(m.hand_count, m.hand_room, px3, ratio) if m.hand_count else 400
            tall = min(_tallest(m, lines, floor, ratio), hand_w)
            if tall >= floor:
                return tall, max(floor, round(tall * TRICK_SHARE)), 0, bool(m.open_count), ratio
    ratio = RATIOS[-1]  # the widest squat cards that fit, the trick's as wide as yours
    width = card_size(legible_card_height(layout, ratio, CARD_RANK_LEAST), ratio)[0]
    while width > 8:
        floor = height_for(width, ratio)
        if _column(m, floor, lines, floor, ratio) <= m.status_top - m.top:
            break
        width -= 1
    floor = height_for(width, ratio)
    tall = max(floor, min(_tallest(m, lines, floor, ratio), _row_width_limit(m.hand_count, m.hand_room, px3, ratio)))
    return tall, max(floor, round(tall * TRICK_SHARE)), 0, bool(m.open_count), ratio


_SIZES_CACHE: dict[tuple, CardSizes] = {}
"""card_sizes() answers by what they depend on (measuring four text sizes takes milliseconds,
and loads fonts the frame's drawing then needs again)."""


def card_sizes(layout: Layout, fonts: Fonts, view: TricksView, focus_hand: int | None, status: str,
               me: Perspective = LOCAL) -> CardSizes:
    """The card heights for ``view`` in ``layout`` seen from ``me`` (whose seat is drawn at the
    bottom, the others by their names): as tall as the room allows at this text size
    and at every larger one (so choosing larger text never makes a card smaller), up to
    :data:`TALLEST` reference pixels at Medium text and proportionally more at Large and Huge."""
    shown = shown_hands(view, me)
    key = (layout.size, layout.text_factor, layout.log_lines, current_language(), id(fonts), focus_hand, status, me,
           view.phase, view.hand_count, view.dummy, view.turn, view.turn_controller, info_line(view),
           you_words(view, focus_hand, me), tuple(tuple(seat_lines(view, seat)) for seat in seats_across(view, me)),
           len(view.hand), tuple((seat, len(cards)) for seat, cards in shown), tuple(view.bid_cards or ()),
           view.joker_as, tuple(shorts(cards, view.joker_as) for _seat, cards in shown[:1]))
    found = _SIZES_CACHE.get(key)
    if found is None:
        if len(_SIZES_CACHE) > 256:
            _SIZES_CACHE.clear()
        found = _SIZES_CACHE[key] = _card_sizes(layout, fonts, view, focus_hand, status, me)
    return found


def _capped(layout: Layout, fit: tuple[int, int, int, bool, float]) -> tuple[int, int, int, bool, float]:
    """A :func:`_fit` answer with its cards no taller than :data:`TALLEST` allows in ``layout``."""
    hand, trick, open_h, compact, ratio = fit
    cap = layout.px(TALLEST * max(1.0, layout.text_factor))
    return min(hand, cap), min(trick, round(cap * TRICK_SHARE)), min(open_h, cap), compact, ratio


def _widths(fit: tuple[int, int, int, bool, float]) -> tuple[int, ...]:
    """The widths in pixels of a :func:`_fit` answer's cards (hand, trick, face-up hand; 0: none)."""
    return tuple(card_size(height, fit[4])[0] if height else 0 for height in fit[:3])


def _first(count: int, fits: Callable[[int], bool]) -> int | None:
    """The lowest of ``0 .. count - 1`` for which ``fits`` holds, found by halving (``fits`` is
    taken to hold from some index on, as a smaller reach leaves the cards more room); None when
    it holds for none."""
    low, high = 0, count
    while low < high:
        mid = (low + high) // 2
        if fits(mid):
            high = mid
        else:
            low = mid + 1
    return low if low < count else None


WIDEST_SCORE = 100
"""The score the panels' lines are measured with when :func:`_base` and :func:`_chosen` choose
between more rows and one row of smaller words (:func:`widest`): three digits, as a game's scores
soon have."""


def widest(view: TricksView) -> TricksView:
    """``view`` with every score at least :data:`WIDEST_SCORE` and every trick count two digits
    long: the panels' lines as wide as the game will make them, so the choice of rows
    (:func:`_base`, :func:`_chosen`) holds from the first deal to the last. Measured on the
    scores as they stand, four hands at Huge text kept "Tricks 0 · bid secret · score 0" in one
    row at 26 pixels in deal 1 (the deal's line 34, your line 33, the names 35), and took two
    rows of 28 (the others 28 to 32) from the deal where a score reached 10: deal 1's panels
    were the table's smallest words, and the table changed size between deals (found by a fresh
    tester at Huge text)."""
    return replace(view, scores=tuple(max(score, WIDEST_SCORE) for score in view.scores),
                   tricks=tuple(max(count, 10) for count in view.tricks))


def _illegible(layout: Layout, fit: tuple[int, int, int, bool, float]) -> bool:
    """True when a card of a :func:`_fit` answer (capped) is narrower than one whose rank letters
    are the trick labels' size (:data:`CARD_RANK_LEAST`): the rows :func:`widest` asks for leave
    the cards too little room (four hands and a revealed one at Huge text in 1280x720)."""
    legible = card_size(legible_card_height(layout, fit[4], CARD_RANK_LEAST), fit[4])[0]
    return any(0 < width < legible for width in _widths(_capped(layout, fit)))


def _base(layout: Layout, fonts: Fonts, view: TricksView, focus_hand: int | None, status: str,
          me: Perspective = LOCAL) -> tuple[WordSizes, tuple[int, int, int, bool, float]]:
    """The lines at their :data:`~.table_text.BASE` sizes and :func:`_fit`'s cards for them, with
    the panels' long lines in more rows or not (:func:`_chosen` tells when)."""
    base_words = word_sizes(layout)
    base = _fit(layout, fonts, view, focus_hand, status, me, base_words)
    flat_words = word_sizes(layout, wrap=False)
    flat = _fit(layout, fonts, view, focus_hand, status, me, flat_words)
    costs = any(low < high for low, high in zip(_widths(_capped(layout, base)), _widths(_capped(layout, flat))))
    forced = base[0] < legible_card_height(layout, base[4], CARD_RANK_LEAST) or (base[3] and not flat[3])
    least = layout.text_px(LINE_LEAST)
    if forced or costs and rows_least(layout, fonts, widest(view), flat_words, me) >= least:
        return flat_words, flat  # no room for the longer labels' rows, in this deal or a later one
    if costs and _illegible(layout, base) and rows_least(layout, fonts, view, flat_words, me) >= least:
        return flat_words, flat  # the rows would leave your cards under their least legible width
    return base_words, base


def _least(layout: Layout, fonts: Fonts, view: TricksView, focus_hand: int | None, status: str,
           me: Perspective, base_words: WordSizes, base: tuple[int, int, int, bool, float]) -> tuple[int, ...]:
    """The widths in pixels no card may go under for the lines to grow (:func:`_chosen`): those
    of ``base`` (:func:`_base`), less, while bidding, what the "BID" tags' growth at Large and
    Huge text takes (:func:`tag_size`): that room comes from your cards' height, not from the
    lines (they lost a step of their reach to it); a second row of tags (:func:`tag_rows`)
    comes from the lines' reach (from the cards it took a quarter of their width)."""
    least = _widths(_capped(layout, base))
    small_tag = layout.text_px(TAG)
    if view.phase != "bidding" or tag_size(layout) <= small_tag:
        return least
    before = _capped(layout, _fit(layout, fonts, view, focus_hand, status, me, base_words, tag=small_tag))
    extra = tag_room(layout, fonts, rows=1) - tag_room(layout, fonts, small_tag)  # a second row: from the lines
    return tuple(min(low, card_size(max(8, height - extra), before[4])[0]) if height else low
                 for low, height in zip(least, before[:3]))


def _chosen(layout: Layout, fonts: Fonts, view: TricksView, focus_hand: int | None, status: str,
            me: Perspective = LOCAL) -> tuple[WordSizes, tuple[int, int, int, bool, float]]:
    """The lines' sizes (:mod:`.table_text`) and :func:`_fit`'s cards for them: the status line
    first, as far towards the menus' size as the room allows (:func:`~.table_text.shares`), then
    the other lines as far as the room left allows (no further than the status line), where no
    card is narrower than with every line at its :data:`~.table_text.BASE` size and a face-up hand
    drawn as cards stays cards (the room comes from the cards' height: squatter cards, their
    rank letters as large). Long labels take more rows (:attr:`~.table_text.WordSizes.wrap`: a
    panel's line broken into rows, :func:`panel_rows`; your bid cards on a line of their own,
    :func:`bid_place`) unless the cards then lack the room for even their least legible size, or
    the dummy's hand could be cards only without them, or the rows would leave any card narrower
    while the panels' lines fit their rows at the trick labels' size or larger
    (:data:`LINE_LEAST`; four hands at Huge text in 1280x720: "Tricks 2 · bid 6 (REVEALED)" over
    "score 0 · Bid cards 7♠ 2♥ J♣" at 27 pixels, your cards 71 wide, rather than a third row and
    57-pixel cards; "Tricks 2 · bid 6 (REVEALED) · score 0" was a 21-pixel font there until
    2026-12). Where the rows would make the other lines reach less far (with four hands, once the
    others have bid, "Tricks 0 · bid secret" over "score 0" left the deal's line and yours at 30
    and 28 pixels, 38 and 37 without the rows), the panels' lines are drawn in the rows they have,
    as large as fits there, no smaller than the trick labels (:data:`LINE_LEAST`), and the other
    lines keep their reach; your cards keep their widths either way. While
    bidding the "BID" tags' growth at Large and Huge text (:func:`tag_size`) is
    taken from your cards' height, not from the lines' reach. A few :func:`_fit` calls (halving,
    :func:`_first`), each about 5 ms."""
    base_words, base = _base(layout, fonts, view, focus_hand, status, me)
    least = _least(layout, fonts, view, focus_hand, status, me, base_words, base)
    chosen = _search(layout, fonts, view, focus_hand, status, me, base_words, base, least)
    flat_words = word_sizes(layout, wrap=False)
    if (not base_words.wrap or panel_height(layout, fonts, view, flat_words, me)
            == panel_height(layout, fonts, view, base_words, me)
            or bid_place(layout, fonts, view, flat_words) != bid_place(layout, fonts, view, base_words)):
        return chosen  # no panel's line takes more rows (or your bid cards would shrink without them)
    flat = _fit(layout, fonts, view, focus_hand, status, me, flat_words)
    other = _search(layout, fonts, view, focus_hand, status, me, flat_words, flat, least)
    reached, grown = (chosen[0].info, chosen[0].status), (other[0].info, other[0].status)
    if grown <= reached:
        return chosen  # the rows cost the other lines nothing
    least = layout.text_px(LINE_LEAST)
    if rows_least(layout, fonts, widest(view), other[0], me) >= least:
        return other  # one row holds the panels' lines in every deal
    if _illegible(layout, chosen[1]) and rows_least(layout, fonts, view, other[0], me) >= least:
        return other  # the rows would leave your cards under their least legible width
    return chosen


def _search(layout: Layout, fonts: Fonts, view: TricksView, focus_hand: int | None, status: str, me: Perspective,
            base_words: WordSizes, base: tuple[int, int, int, bool, float],
            least: Sequence[int]) -> tuple[WordSizes, tuple[int, int, int, bool, float]]:
    """:func:`_chosen`'s search from ``base_words`` (``base``: :func:`_fit`'s cards for them):
    the status line's reach first, then the other lines', no card narrower than ``least`` and your
    bid cards beside the deal's line no smaller than with ``base_words`` (with four hands at Huge
    text in 1280x800 they shrank from 33 to 32 pixels as the deal's line grew beside them)."""
    wrap = base_words.wrap
    tried = shares(layout)[:-1]
    found: dict[tuple[float, float], tuple[int, int, int, bool, float]] = {}
    bid_least = bid_place(layout, fonts, view, base_words)[1]

    def fits(share: float, status_share: float) -> bool:
        words = word_sizes(layout, share, status_share, wrap)
        if bid_place(layout, fonts, view, words)[1] < bid_least:
            return False  # your bid cards beside the deal's line would shrink for it
        for ratio in RATIOS:  # the squatter cards may keep the widths a real card's shape cannot
            fit = _fit(layout, fonts, view, focus_hand, status, me, words, (ratio,))
            if fit[3] == base[3] and all(w >= low for w, low in zip(_widths(_capped(layout, fit)), least)):
                found[share, status_share] = fit
                return True
        return False

    first = _first(len(tried), lambda i: fits(0.0, tried[i]))
    if first is None:
        return base_words, base
    top = tried[first]
    rest = [share for share in tried if share <= top]
    other = _first(len(rest), lambda i: fits(rest[i], top))
    share = rest[other] if other is not None else 0.0
    return word_sizes(layout, share, top, wrap), found[share, top]


def _card_sizes(layout: Layout, fonts: Fonts, view: TricksView, focus_hand: int | None, status: str,
                me: Perspective = LOCAL) -> CardSizes:
    factor = layout.text_factor
    words, fit = _chosen(layout, fonts, view, focus_hand, status, me)
    fit = _raised(layout, fonts, view, focus_hand, status, me, words, fit)
    hand, trick, open_h, compact, ratio = _capped(layout, fit)
    # never wider than at a larger text size (widths: the letters' size; choosing larger text
    # never makes a card smaller), unless that is under the least legible card this size has room for
    widths = [card_size(h, ratio)[0] for h in (hand, trick, open_h)]
    least = [card_size(h, ratio)[0] for h in (hand, trick, open_h)]
    for larger in sorted(set(TEXT_SCALES.values())):
        if larger <= factor + 1e-6:
            continue
        there = layout.with_text_factor(larger)
        other_words, other = _base(there, fonts, view, focus_hand, status, me)
        other_w = list(_least(there, fonts, view, focus_hand, status, me, other_words, other))  # at least as wide there
        if reach(larger) > 0 and view.phase != "bidding":
            other_w[1] = _labels_beside(there, fonts, view, me, other_w[1], other[4])
        widths[0], widths[1] = min(widths[0], other_w[0]), min(widths[1], other_w[1])
        if open_h and not other[3]:
            widths[2] = min(widths[2], other_w[2])
    floor_w = card_size(legible_card_height(layout, ratio, CARD_RANK_LEAST), ratio)[0]
    widths = [w if w >= min(floor_w, own) else min(floor_w, own) for w, own in zip(widths, least)]
    if open_h:  # the dummy's cards and yours: one size
        widths[0] = widths[2] = min(widths[0], widths[2])
    if reach(factor) > 0 and view.phase != "bidding":
        widths[1] = _labels_beside(layout, fonts, view, me, widths[1], ratio)
    hand, trick, open_h = (height_for(w, ratio) if h else 0 for w, h in zip(widths, (hand, trick, open_h)))
    form = form_size(layout, widths[0]) if compact else 0
    return CardSizes(hand, trick, open_h, compact, ratio, words, form)


def _raised(layout: Layout, fonts: Fonts, view: TricksView, focus_hand: int | None, status: str, me: Perspective,
            words: WordSizes, fit: tuple[int, int, int, bool, float]) -> tuple[int, int, int, bool, float]:
    """:func:`_fit`'s cards for ``words`` (chosen with the panels :data:`~.table_rows.WORDS_TOP`
    down, ``fit`` their cards) with the panels where they are drawn (:data:`~.table_rows.PANEL_TOP`):
    the first of the shapes (:data:`RATIOS`, real cards first) whose every card is at least as
    wide as in ``fit`` (a face-up hand drawn the same way), else ``fit``. At most one
    :func:`_fit` per shape. Not where a face-up hand is a line of short forms (``fit`` kept): their
    size follows your cards' letters and their count, so your cards' width moved between tricks
    (86 and 87 pixels, two players in Spanish at Huge text in 1280x720)."""
    if fit[3]:
        return fit
    least = _widths(_capped(layout, fit))
    for ratio in RATIOS:
        other = _fit(layout, fonts, view, focus_hand, status, me, words, (ratio,), top=PANEL_TOP)
        if other[3] == fit[3] and all(w >= low for w, low in zip(_widths(_capped(layout, other)), least)):
            return other
    return fit


def _labels_beside(layout: Layout, fonts: Fonts, view: TricksView, me: Perspective, width: int,
                   ratio: float) -> int:
    """The width in pixels of the trick's cards at Large and Huge text: ``width``, or narrower
    where that lets the trick's labels stand beside the cards at their full size (the first of
    :func:`trick_plans`) rather than smaller: with four hands at Huge text in 1280x800 the labels shrank to 24
    pixels beside 26 in 1280x720 (and to 21 elsewhere) to leave the cards wider, until 2026-12.
    Never narrower for that than a card whose rank letters are the trick labels' size
    (:data:`CARD_RANK_LEAST`)."""
    plans = trick_plans(layout, fonts, view, me)
    least = min(width, card_size(legible_card_height(layout, ratio, CARD_RANK_LEAST), ratio)[0])
    for card_w in range(width, least - 1, -1):
        if plans[0].beside(card_w) is not None:
            return card_w
    return width


def trick_plans(layout: Layout, fonts: Fonts, view: TricksView, me: Perspective = LOCAL) -> tuple[RowPlan, ...]:
    """:func:`row_plan` with the labels at the trick labels' size (17 reference pixels) and, for
    labels beside the cards where the row is short of room, down to the "BID" tags' (14)."""
    sizes = sorted({layout.text_px(size) for size in (17, 16, 15, 14)}, reverse=True)
    return tuple(row_plan(layout, fonts, view, me, size) for size in sizes)


def row_plan(layout: Layout, fonts: Fonts, view: TricksView, me: Perspective = LOCAL,
             size: int | None = None) -> RowPlan:
    """Where the trick's cards and labels go, seen from ``me``: its seat (a spectator's: seat 0)
    in the middle, the others in front of their panels (:func:`~.table_words.seats_across`),
    each named as ``me`` names it (a spectator's every seat by name); labels ``size`` pixels
    (default: 17 reference pixels)."""
    area = layout.content
    others = seats_across(view, me)
    bottom = bottom_seat(me)
    panels = seat_panels(layout, others)
    four = view.hand_count == 4
    order = (others[0], others[1], bottom, others[2]) if four else (others[0], bottom, others[1])
    size = size or layout.text_px(17)
    widths = []
    for seat in order:
        name_line = text.name(me, seat, view.dummy)
        widest = max((state_words(led, winning, me.is_me(seat), won) for led in (False, True)
                      for winning in (False, True) for won in (False, True)),
                     key=lambda words: fonts.size(words, size, True)[0])
        widths.append(max(fonts.size(name_line, size, True)[0], fonts.size(widest, size, True)[0]))
    left = tuple(seat in others[:2] if four else seat == others[0] for seat in order)
    centres = tuple(None if seat == bottom or (four and seat == others[1]) else panels[seat].centerx for seat in order)
    side = layout.px(20)
    return RowPlan(order, tuple(widths), left, centres, area.centerx, (area.x + side, area.right - side),
                   layout.px(10), four, bottom, size, fonts.font(size, True).get_linesize())
