"""Drawing the trick table from a :class:`TricksView`, with its short animations
(:mod:`game.ui.animation`).

Layout, top to bottom, every height measured from the fonts of the text size in use so nothing
overlaps at any size: the other hands' panels across the top (name, dealer, a "TURN" marker with
a thick frame, tricks, bid, premium, score; seats left to right as they sit round the table);
one line with the deal, trumps and trick number; the trick in one row, each card in front of the
hand that played it (under that hand's panel; yours in the middle; with four hands yours beside
the one across) and labelled with its player, "led" on the lead and "winning" with a thick frame
on the card winning so far; the dummy's face-up hand or a revealed hand; your hand, sorted by
suit, the focused card framed with a triangle under it and marked bid cards raised and labelled
"BID"; a status line.

Card sizes (:func:`card_sizes`) take the room the text leaves, at the text size in use and at
every larger one: choosing larger text never makes a card smaller, and the tallest card allowed
grows with the text (:data:`TALLEST`). The rank letters grow with the cards
(:func:`game.ui.cards.rank_size`). The turn and the focus are shown by shape and words, never by
colour alone. Cards are drawn with :mod:`game.ui.cards`. Each text and card rectangle is recorded in a
:class:`~game.ui.placement.Placements` for layout checks. No rules, no speech.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from ...engine.cards import Card
from ...card_names import card_index, suit_name
from ...i18n import N_, _, current_language, pgettext
from ...ui.animation import Animations
from ...ui.cards import card_size, draw_card, rank_size
from ...ui.layout import Layout
from ...ui.placement import Placements, blit_text, record
from ...ui.text import TEXT_SCALES, Fonts
from ...ui.theme import Theme
from .. import text
from ..rules import trick_winner
from ..view import TricksView

HUMAN = text.HUMAN
PREMIUM_TAGS = {"declare": N_("DECLARED"), "reveal": N_("REVEALED")}
"""Screen tags of a standing premium (English ids, drawn with ``_()``)."""


def shorts(cards: Sequence[Card], joker_as: Card | None) -> str:
    """Cards in screen form, the classic joker in its suit with what it stands for: "2♠ Jkr=7♠ A♠"."""
    return " ".join(f"{card_index(card)}={card_index(joker_as)}" if card.is_joker and joker_as else card_index(card)
                    for card in text.hand_order(cards, joker_as))


def seat_panels(layout: Layout, seats: Sequence[int], height: int | None = None) -> dict[int, pygame.Rect]:
    """The panels of the other hands across the top of the content area, in seat order left to
    right (the hand on your left first); ``height`` in pixels (default: the reference 96)."""
    area = layout.content
    margin = layout.px(10)
    count = max(1, len(seats))
    width = (area.width - margin * (count + 1)) // count
    height = height if height is not None else layout.px(96)
    return {seat: pygame.Rect(area.x + margin + i * (width + margin), area.y + margin, width, height)
            for i, seat in enumerate(seats)}


def seat_lines(view: TricksView, seat: int) -> list[str]:
    """The words in a seat's panel: tricks, bid, premium, score, dealer and turn."""
    bid = view.known_bids[seat]
    premium = dict(view.premium).get(seat)
    if bid is not None and premium:
        bid_text = _("bid {bid} ({premium})").format(bid=bid, premium=_(PREMIUM_TAGS[premium]))
    elif bid is not None:
        bid_text = _("bid {bid}").format(bid=bid)
    elif view.has_bid[seat]:
        bid_text = _("bid secret")
    else:
        bid_text = _("bidding")
    lines = [_("Tricks {tricks} \u00b7 {bid} \u00b7 score {score}").format(
        tricks=view.tricks[seat], bid=bid_text, score=view.scores[seat])]
    exposed = view.exposed_bid_cards[seat]
    if exposed:
        lines.append(_("Bid cards {cards}").format(cards=shorts(exposed, view.joker_as)))
    return lines


def fit_size(fonts: Fonts, words: str, size: int, width: int, bold: bool = False) -> int:
    """The largest font size up to ``size`` (at least 8) at which ``words`` fit ``width`` pixels."""
    while size > 8 and fonts.size(words, size, bold)[0] > width:
        size -= 1
    return size


def focus_extent(card_w: int) -> tuple[int, int]:
    """How far the focus frame of a card ``card_w`` wide reaches beyond it: ``(side, below)``
    pixels (the frame on each side, the frame and its triangle below; see
    :func:`game.ui.cards.draw_card`)."""
    border = max(2, card_w // 30)
    return border * 3, border * 4 + max(6, card_w // 7)


def focused_rect(rect: pygame.Rect) -> pygame.Rect:
    """A focused card's rectangle with its frame and triangle."""
    side, below = focus_extent(rect.width)
    return pygame.Rect(rect.x - side, rect.y - side, rect.width + 2 * side, rect.height + side + below)


def info_line(view: TricksView) -> str:
    """The line under the panels: "Deal 2 · Trumps: ♥ hearts · Trick 3 of 9"."""
    parts = [_("Deal {deal}, game {game}").format(deal=view.deal, game=view.game_number)
             if view.game_number > 1 else _("Deal {deal}").format(deal=view.deal)]
    parts.append(_("Trumps: {symbol} {suit}").format(symbol=view.trumps.symbol, suit=suit_name(view.trumps))
                 if view.trumps else _("Trumps: none"))
    if view.turn_up is not None:
        parts.append(_("Turn-up: {card}").format(card=card_index(view.turn_up)))
    if view.stock_left is not None:
        parts.append(_("Trump stock: {count}").format(count=view.stock_left))
    if view.phase == "play":
        parts.append(_("Trick {number} of {count}").format(
            number=min(len(view.played_tricks) + 1, view.tricks_per_deal), count=view.tricks_per_deal))
    elif view.phase == "bidding":
        parts.append(_("Bidding"))
    else:
        parts.append(_("Game over"))
    return " \u00b7 ".join(parts)


def you_line(view: TricksView) -> str:
    """Your line over your hand: "You · tricks 2 · bid 4 · score 12 · DEALER"."""
    premium = dict(view.premium).get(HUMAN)
    if view.bid is not None and premium:
        bid = _("bid {bid} ({premium})").format(bid=view.bid, premium=_(PREMIUM_TAGS[premium]))
    elif view.bid is not None:
        bid = _("bid {bid}").format(bid=view.bid)
    else:
        bid = _("bid not yet made")
    if view.dealer == HUMAN:
        return _("You \u00b7 tricks {tricks} \u00b7 {bid} \u00b7 score {score} \u00b7 DEALER").format(
            tricks=view.tricks[HUMAN], bid=bid, score=view.scores[HUMAN])
    return _("You \u00b7 tricks {tricks} \u00b7 {bid} \u00b7 score {score}").format(
        tricks=view.tricks[HUMAN], bid=bid, score=view.scores[HUMAN])


def trick_label(name_word: str, led: bool, winning: bool, you: bool = False) -> str:
    """A trick card's label: "Bob", "Bob (led)", "Bob (winning)", "Bob (led, winning)"; your
    card's with ``you`` (its own messages: the verb agrees with "you" in Spanish and Russian)."""
    if you:
        if led and winning:
            return _("You (led, winning)")
        if led:
            return _("You (led)")
        if winning:
            return _("You (winning)")
        return name_word
    if led and winning:
        return _("{name} (led, winning)").format(name=name_word)
    if led:
        return _("{name} (led)").format(name=name_word)
    if winning:
        return _("{name} (winning)").format(name=name_word)
    return name_word


# ----------------------------------------------------------------------- card sizes
TRICK_SHARE = 0.8
"""A trick card's height over a hand card's."""
OPEN_SHARE = 0.72
"""The height of a face-up hand's cards (the dummy's, a revealed hand) over your hand's."""
TALLEST = 100
"""Reference pixels of the tallest hand card at Medium text; larger text allows taller cards
(x 1.25 at Large, x 1.5 at Huge) where the window has the room."""


def winner_frame(card_w: int) -> int:
    """The thickness in pixels of the frame round the card winning the trick."""
    return max(3, card_w // 12)


@dataclass(frozen=True)
class CardSizes:
    """The heights in pixels of the table's cards: ``hand`` (yours), ``trick`` (on the table),
    ``open`` (a face-up hand: the dummy's or a revealed one; 0 when none is drawn as cards),
    ``compact``: a face-up hand is shown as one line of short card forms instead."""

    hand: int
    trick: int
    open: int
    compact: bool


@dataclass(frozen=True)
class _RowPlan:
    """What the trick row's place depends on besides the card width: the seats left to right,
    each one's widest label (name line, state line) and the side it goes on, the panel
    centres the cards stand under, the row's bounds and gaps."""

    order: tuple[int, ...]
    label_w: tuple[int, ...]  # the widest two-line label of each seat, pixels
    label_left: tuple[bool, ...]  # the label beside the card on its left (else right)
    centres: tuple[int | None, ...]  # a panel's centre, or None: placed at the middle
    middle: int
    bounds: tuple[int, int]
    label_gap: int
    four: bool

    def gap(self, card_w: int) -> int:
        """Pixels between two cards' blocks (the winner's frame fits between)."""
        return 2 * winner_frame(card_w) + self.label_gap

    def inner(self, card_w: int) -> int:
        """Pixels between a card and its label beside it (clear of the winner's frame)."""
        return winner_frame(card_w) + self.label_gap

    def beside(self, card_w: int) -> dict[int, int] | None:
        """The left edges of the cards when every label fits beside its card (two lines: the
        name, then "(led, winning)"), each card as near its place as the others allow (under its
        panel; yours in the middle, with four hands beside the one across); None when they do
        not fit in one row."""
        gap, inner = self.gap(card_w), self.inner(card_w)
        wanted = []
        for seat, width, left, centre in zip(self.order, self.label_w, self.label_left, self.centres):
            if centre is None:  # yours (and, with four hands, the one across): side by side in the middle
                centre = self.middle + (card_w + gap) // 2 * (1 if seat == HUMAN and self.four else -1 if self.four else 0)
            shift = (width + inner) // 2
            wanted.append((centre - shift if left else centre + shift, width + inner + card_w))
        lefts = label_spans(wanted, self.bounds[0], self.bounds[1], gap)
        if lefts is None:
            return None
        return {seat: x + (width + inner if left else 0)
                for seat, x, width, left in zip(self.order, lefts, self.label_w, self.label_left)}


@dataclass(frozen=True)
class _Measures:
    """The text heights and rooms of one layout, everything the card sizes depend on."""

    top: int  # where the trick row starts (under the panels and the info line)
    status_top: int
    you_h: int
    bid_h: int
    raise_by: int
    label_h: int
    margin: int
    row: _RowPlan  # where the trick's cards and labels go, for any card width
    hand_count: int
    hand_room: int  # width for your hand's row
    open_count: int  # cards of the face-up hand (0: none shown)
    open_room: int  # width for its row, right of its label
    open_hot: bool  # you play from it now (never drawn compact)
    compact_h: int  # height of its one-line form


def _row_width_limit(count: int, room: int, px3: int) -> int:
    """The tallest card height at which ``count`` cards with their focus gaps fit ``room``."""
    height = 400
    while height > 16:
        card_w = card_size(height)[0]
        gap = focus_extent(card_w)[0] + px3
        if count * card_w + (count - 1) * gap <= room:
            break
        height -= 1
    return height


def _measure(layout: Layout, fonts: Fonts, view: TricksView, focus_hand: int, status: str) -> _Measures:
    area = layout.content
    margin, side = layout.px(8), layout.px(20)
    width = area.width - 2 * side
    others = list(range(1, view.hand_count))
    rows = max((len(seat_lines(view, seat)) for seat in others), default=1)
    panel_h = (2 * layout.px(6) + fonts.font(layout.text_px(21), True).get_linesize()
               + rows * fonts.font(layout.text_px(16)).get_linesize())
    top = area.y + layout.px(10) + panel_h + margin
    info_size = fit_size(fonts, info_line(view), layout.text_px(20), width, bold=True)
    top += fonts.font(info_size, True).get_linesize() + margin
    status_size = fit_size(fonts, status, layout.text_px(22), width, bold=True)
    status_top = area.bottom - fonts.font(status_size, True).get_linesize() - layout.px(4)
    you = _you_words(view, focus_hand)
    you_h = fonts.font(fit_size(fonts, you, layout.text_px(19), width, bold=True), True).get_linesize()
    _words, bid_size, where = _bid_words(layout, fonts, view, status, status_size)
    bid_h = fonts.font(bid_size).get_linesize() if where == "line" else 0
    raise_by = (fonts.font(layout.text_px(14), True).get_linesize() + layout.px(18)) if view.phase == "bidding" else 0
    label_h = fonts.font(layout.text_px(17), True).get_linesize()
    row = _row_plan(layout, fonts, view)
    shown = _shown(view)
    open_count, open_room, hot, compact_h = 0, 0, False, 0
    if shown:
        seat, cards = shown[0]
        hot = focus_hand == seat == view.turn
        label = _open_label(view, seat, hot)
        label_w = fonts.size(label, fit_size(fonts, label, layout.text_px(19), area.width // 3, bold=True), True)[0]
        open_count = len(cards)
        open_room = area.right - (area.x + side + label_w + side) - layout.px(40)
        line = _("{hand}: {cards}").format(hand=label, cards=shorts(cards, view.joker_as))
        compact_h = (fonts.font(fit_size(fonts, line, layout.text_px(19), width, bold=True), True).get_linesize()
                     + 2 * compact_pad(layout))
    hand = text.hand_order(view.hand, view.joker_as)
    return _Measures(top, status_top, you_h, bid_h, raise_by, label_h, margin, row, len(hand),
                     area.width - layout.px(40), open_count, open_room, hot, compact_h)


def trick_row_height(row: _RowPlan, label_h: int, card_h: int) -> int:
    """The trick row's height for cards ``card_h`` tall: beside the labels of two lines, or
    under a line of labels; the winner's frame round the card either way."""
    card_w = card_size(card_h)[0]
    frame = winner_frame(card_w)
    if row.beside(card_w) is not None:
        return max(card_h + 2 * frame, 2 * label_h)
    return label_h + 2 + card_h + 2 * frame


def _column(m: _Measures, hand_h: int, open_rows: str) -> int:
    """The height from the trick row's top to the status line that cards ``hand_h`` tall need
    (``open_rows``: "cards", "line" or "" for the face-up hand)."""
    used = trick_row_height(m.row, m.label_h, round(hand_h * TRICK_SHARE)) + m.margin
    if open_rows == "cards":
        open_h = round(hand_h * OPEN_SHARE)
        side, below = focus_extent(card_size(open_h)[0])
        used += side + 1 + open_h + below + m.margin
    elif open_rows == "line":
        used += m.compact_h + m.margin
    side, below = focus_extent(card_size(hand_h)[0])
    used += m.you_h + m.bid_h + max(m.raise_by, side + 1) + hand_h + below + m.margin // 2
    return used


def _tallest(m: _Measures, open_rows: str) -> int:
    """The tallest hand card whose rows all fit between the trick row's top and the status line."""
    room = m.status_top - m.top
    low, high = 16, 400
    while low < high:
        mid = (low + high + 1) // 2
        if _column(m, mid, open_rows) <= room:
            low = mid
        else:
            high = mid - 1
    return low


def _fit(layout: Layout, fonts: Fonts, view: TricksView, focus_hand: int,
         status: str) -> tuple[int, int, int, bool]:
    """``(hand, trick, open, compact)`` heights the room of ``layout`` allows (no cap)."""
    m = _measure(layout, fonts, view, focus_hand, status)
    px3 = layout.px(3)
    hand_w = _row_width_limit(m.hand_count, m.hand_room, px3) if m.hand_count else 400
    if not m.open_count:
        tall = _tallest(m, "")
        return min(tall, hand_w), round(tall * TRICK_SHARE), 0, False
    tall = _tallest(m, "cards")
    open_w = _row_width_limit(m.open_count, m.open_room, px3)
    open_h = min(round(tall * OPEN_SHARE), open_w)
    if rank_size(card_size(open_h)[0]) < layout.text_px(14):
        # a face-up hand becomes one line of short card forms when its cards' rank letters would
        # be smaller than the table's smallest text (the focus then frames a short form)
        tall = _tallest(m, "line")
        return min(tall, hand_w), round(tall * TRICK_SHARE), 0, True
    return min(tall, hand_w), round(tall * TRICK_SHARE), open_h, False


_SIZES_CACHE: dict[tuple, CardSizes] = {}
"""card_sizes() answers by what they depend on (measuring four text sizes takes milliseconds,
and loads fonts the frame's drawing then needs again)."""


def card_sizes(layout: Layout, fonts: Fonts, view: TricksView, focus_hand: int, status: str) -> CardSizes:
    """The card heights for ``view`` in ``layout``: as tall as the room allows at this text size
    and at every larger one (so choosing larger text never makes a card smaller), up to
    :data:`TALLEST` reference pixels at Medium text and proportionally more at Large and Huge."""
    shown = _shown(view)
    key = (layout.size, layout.text_factor, layout.log_lines, current_language(), id(fonts), focus_hand, status,
           view.phase, view.hand_count, view.dummy, view.turn, view.turn_controller, info_line(view),
           _you_words(view, focus_hand), tuple(tuple(seat_lines(view, seat)) for seat in range(1, view.hand_count)),
           len(view.hand), tuple((seat, len(cards)) for seat, cards in shown), tuple(view.bid_cards or ()),
           view.joker_as, tuple(shorts(cards, view.joker_as) for _seat, cards in shown[:1]))
    found = _SIZES_CACHE.get(key)
    if found is None:
        if len(_SIZES_CACHE) > 256:
            _SIZES_CACHE.clear()
        found = _SIZES_CACHE[key] = _card_sizes(layout, fonts, view, focus_hand, status)
    return found


def _card_sizes(layout: Layout, fonts: Fonts, view: TricksView, focus_hand: int, status: str) -> CardSizes:
    factor = layout.text_factor
    cap = layout.px(TALLEST * max(1.0, factor))
    hand, trick, open_h, compact = _fit(layout, fonts, view, focus_hand, status)
    hand, trick = min(hand, cap), min(trick, round(cap * TRICK_SHARE))
    open_h = min(open_h, round(cap * OPEN_SHARE))
    for larger in sorted(set(TEXT_SCALES.values())):
        if larger <= factor + 1e-6:
            continue
        other = _fit(layout.with_text_factor(larger), fonts, view, focus_hand, status)
        hand, trick = min(hand, other[0]), min(trick, other[1])
        if open_h and not other[3]:
            open_h = min(open_h, other[2])
    return CardSizes(hand, trick, open_h, compact)


def _row_plan(layout: Layout, fonts: Fonts, view: TricksView) -> _RowPlan:
    area = layout.content
    others = list(range(1, view.hand_count))
    panels = seat_panels(layout, others)
    four = view.hand_count == 4
    order = (1, 2, HUMAN, 3) if four else (1, HUMAN, 2)
    size = layout.text_px(17)
    widths = []
    for seat in order:
        name_line = text.name(seat, view.dummy)
        widest = max((state_words(led, winning, seat == HUMAN) for led in (False, True) for winning in (False, True)),
                     key=lambda words: fonts.size(words, size, True)[0])
        widths.append(max(fonts.size(name_line, size, True)[0], fonts.size(widest, size, True)[0]))
    left = tuple(seat in (1, 2) if four else seat == 1 for seat in order)
    centres = tuple(None if seat == HUMAN or (four and seat == 2) else panels[seat].centerx for seat in order)
    side = layout.px(20)
    return _RowPlan(order, tuple(widths), left, centres, area.centerx, (area.x + side, area.right - side),
                    layout.px(10), four)


def state_words(led: bool, winning: bool, you: bool = False) -> str:
    """A trick card's state under its player's name when the label stands beside the card:
    "(led, winning)", "(led)", "(winning)" or "" (your card's own messages: the verb agrees with
    "you" in Spanish and Russian)."""
    if you:
        if led and winning:
            return pgettext("your card", "(led, winning)")
        if led:
            return pgettext("your card", "(led)")
        return pgettext("your card", "(winning)") if winning else ""
    if led and winning:
        return pgettext("a player's card", "(led, winning)")
    if led:
        return pgettext("a player's card", "(led)")
    return pgettext("a player's card", "(winning)") if winning else ""


def compact_pad(layout: Layout) -> int:
    """Pixels round a short card form in a one-line face-up hand, room for its focus frame."""
    return max(3, layout.px(4))


def _draw_compact(surface: pygame.Surface, layout: Layout, fonts: Fonts, theme: Theme, label: str,
                  cards: Sequence[Card], joker_as: Card | None, focus: int | None, topleft: tuple[int, int],
                  width: int, placed: Placements | None) -> int:
    """A face-up hand as one line, "Dummy (face up): 8♠ 10♠ A♠ 6♥", the ``focus``-th short form
    framed (a shape, not only a colour) when you play from it. Records the line as "open hand
    label"; returns its bottom."""
    forms = [f"{card_index(card)}={card_index(joker_as)}" if card.is_joker and joker_as else card_index(card)
             for card in cards]
    line = _("{hand}: {cards}").format(hand=label, cards=" ".join(forms))
    size = fit_size(fonts, line, layout.text_px(19), width, bold=True)
    pad = compact_pad(layout)
    x, y = topleft
    height = fonts.font(size, True).get_linesize() + 2 * pad
    color = theme.accent if focus is not None else theme.text
    head = _("{hand}: {cards}").format(hand=label, cards="")
    drawn = fonts.render(head, size, color, bold=True)
    surface.blit(drawn, (x, y + pad))
    right = edge = x + drawn.get_width()
    space = fonts.size(" ", size, True)[0]
    for i, form in enumerate(forms):
        image = fonts.render(form, size, color, bold=True)
        rect = image.get_rect(topleft=(right, y + pad))
        surface.blit(image, rect)
        edge = rect.right
        if i == focus:
            frame = rect.inflate(pad * 2, pad * 2)
            pygame.draw.rect(surface, theme.focus, frame, width=max(2, pad // 2 + 1), border_radius=pad)
            edge = frame.right
        right = rect.right + space
    record(placed, "open hand label", pygame.Rect(x, y, max(edge - x, 1), height))
    return y + height


# ----------------------------------------------------------------------- words of the rows
def _you_words(view: TricksView, focus_hand: int) -> str:
    return ("\u25b6 " if view.turn == HUMAN else "") + you_line(view) + (
        "  " + _("[YOUR TURN]") if view.turn == HUMAN and focus_hand == HUMAN and view.turn_controller == HUMAN else "")


def _bid_words(layout: Layout, fonts: Fonts, view: TricksView, status: str,
               status_size: int) -> tuple[str, int, str]:
    """Your bid cards' words, their size, and where they go: ``"status"`` (at the right of the
    status line), ``"info"`` (at the right of the deal's line) when they fit there, else
    ``"line"`` (a line of their own under yours)."""
    area = layout.content
    side = layout.px(20)
    words = _("Your bid cards: {cards}").format(cards=shorts(view.bid_cards, view.joker_as)) if view.bid_cards else ""
    size = layout.text_px(17)
    if not words:
        return words, size, ""
    room = area.width - 2 * side - layout.px(30) - fonts.size(words, size)[0]
    if fonts.size(status, status_size, True)[0] <= room:
        return words, size, "status"
    info = info_line(view)
    if fonts.size(info, fit_size(fonts, info, layout.text_px(20), area.width - 2 * side, bold=True), True)[0] <= room:
        return words, size, "info"
    return words, size, "line"


def _shown(view: TricksView) -> list[tuple[int, Sequence[Card]]]:
    """The face-up hands other than yours (the dummy's, a revealed one): at most the first is drawn."""
    return [(seat, cards) for seat, cards in enumerate(view.open_hands) if cards is not None and seat != HUMAN]


def _open_label(view: TricksView, seat: int, hot: bool) -> str:
    label = _("Dummy (face up)") if seat == view.dummy else _("{name}'s hand (revealed)").format(
        name=text.name(seat))
    return "\u25b6 " + label + "  " + _("[YOUR TURN]") if hot else label


# ----------------------------------------------------------------------- drawing
def draw_table(surface: pygame.Surface, layout: Layout, fonts: Fonts, theme: Theme, view: TricksView,
               *, focus: int, focus_hand: int, marked: Sequence[Card], status: str,
               anims: Animations, placed: Placements | None = None) -> Placements:
    """Draw the whole table for the human's ``view``. ``focus`` is the focused index in
    ``focus_hand`` (0: your hand, 2: the dummy's); ``marked`` are your marked bid cards.
    Card heights come from :func:`card_sizes`. Returns the :class:`Placements` of every text and
    card drawn (``placed``, or a new one)."""
    placed = placed if placed is not None else Placements()
    area = layout.content
    pygame.draw.rect(surface, theme.table, area)
    margin = layout.px(8)
    side = layout.px(20)
    width = area.width - 2 * side
    sizes = card_sizes(layout, fonts, view, focus_hand, status)

    # the other hands' panels
    others = list(range(1, view.hand_count))
    head_size, small = layout.text_px(21), layout.text_px(16)
    pad = layout.px(6)
    rows = max((len(seat_lines(view, seat)) for seat in others), default=1)
    panel_h = 2 * pad + fonts.font(head_size, True).get_linesize() + rows * fonts.font(small).get_linesize()
    panels = seat_panels(layout, others, panel_h)
    for seat, rect in panels.items():
        _draw_panel(surface, layout, fonts, theme, view, seat, rect, placed)
    y = (max(rect.bottom for rect in panels.values()) if panels else area.y) + margin

    # deal, trumps, trick
    info = info_line(view)
    size = fit_size(fonts, info, layout.text_px(20), width, bold=True)
    info_rect = blit_text(surface, fonts.render(info, size, theme.text, bold=True), placed, "info",
                          topleft=(area.x + side, y))
    y += fonts.font(size, True).get_linesize() + margin

    status_size = fit_size(fonts, status, layout.text_px(22), width, bold=True)
    bid_words, bid_size, where = _bid_words(layout, fonts, view, status, status_size)
    status_top = area.bottom - fonts.font(status_size, True).get_linesize() - layout.px(4)
    label_size = layout.text_px(17)
    label_h = fonts.font(label_size, True).get_linesize()

    # the trick in one row, each card in front of its player
    row = _row_plan(layout, fonts, view)
    slots, beside = _trick_slots(layout, row, panels, y, sizes.trick, label_h)
    _draw_trick(surface, layout, fonts, theme, view, slots, anims, placed, label_size, beside)
    y += trick_row_height(row, label_h, sizes.trick) + margin

    # the dummy's face-up hand or a revealed hand
    for seat, cards in _shown(view)[:1]:
        hot = focus_hand == seat and seat == view.turn
        if sizes.compact or not sizes.open:
            y = _draw_compact(surface, layout, fonts, theme, _open_label(view, seat, hot),
                              text.hand_order(cards, view.joker_as), view.joker_as, focus if hot else None,
                              (area.x + side, y), width, placed) + margin
            continue
        label = _open_label(view, seat, hot)
        size = fit_size(fonts, label, layout.text_px(19), area.width // 3, bold=True)
        rendered = blit_text(surface, fonts.render(label, size, theme.accent if hot else theme.text, bold=True),
                             placed, "open hand label", topleft=(area.x + side, y))
        open_side = focus_extent(card_size(sizes.open)[0])[0] + 1
        y = _draw_row(surface, layout, fonts, theme, text.hand_order(cards, view.joker_as), y + open_side,
                      sizes.open, focus if hot else None, (), 0, view.joker_as, placed, "open hand card",
                      left=rendered.right + side)
        y += margin

    # your hand
    you = _you_words(view, focus_hand)
    you_size = fit_size(fonts, you, layout.text_px(19), width, bold=True)
    you_h = fonts.font(you_size, True).get_linesize()
    color = theme.accent if view.turn == HUMAN else theme.text
    blit_text(surface, fonts.render(you, you_size, color, bold=True), placed, "you", topleft=(area.x + side, y))
    bid_h = 0
    if bid_words:
        rendered = fonts.render(bid_words, bid_size, theme.text)
        if where == "status":  # on the status line's row, at the right
            blit_text(surface, rendered, placed, "bid cards", bottomright=(area.right - side, area.bottom - layout.px(4)))
        elif where == "info":  # on the deal's line, at the right
            blit_text(surface, rendered, placed, "bid cards", midright=(area.right - side, info_rect.centery))
        else:
            blit_text(surface, rendered, placed, "bid cards", topleft=(area.x + side, y + you_h))
            bid_h = fonts.font(bid_size).get_linesize()
    y += you_h + bid_h
    raise_by = fonts.font(layout.text_px(14), True).get_linesize() + layout.px(18) if view.phase == "bidding" else 0
    above = max(raise_by, focus_extent(card_size(sizes.hand)[0])[0] + 1)
    _draw_row(surface, layout, fonts, theme, text.hand_order(view.hand, view.joker_as), y + above,
              sizes.hand, focus if focus_hand == HUMAN else None, marked, above, view.joker_as, placed, "hand card")

    blit_text(surface, fonts.render(status, status_size, theme.text, bold=True), placed, "status",
              topleft=(area.x + side, status_top))
    return placed


def _draw_panel(surface: pygame.Surface, layout: Layout, fonts: Fonts, theme: Theme, view: TricksView,
                seat: int, rect: pygame.Rect, placed: Placements | None = None) -> None:
    turn = view.turn == seat
    pygame.draw.rect(surface, theme.focus if turn else theme.panel, rect, border_radius=layout.px(8))
    pygame.draw.rect(surface, theme.text if turn else theme.dim, rect, width=layout.px(4 if turn else 1),
                     border_radius=layout.px(8))
    color = theme.focus_text if turn else theme.text
    name = text.name(seat, view.dummy)
    tags = []
    if view.dealer == seat:
        tags.append(_("DEALER"))
    if turn:
        tags.append(_("TURN"))
    head = ("\u25b6 " if turn else "") + name + (f"  [{', '.join(tags)}]" if tags else "")
    pad = layout.px(6)
    x, y = rect.x + layout.px(10), rect.y + pad
    width = rect.right - layout.px(10) - x
    size = fit_size(fonts, head, layout.text_px(21), width, bold=True)
    blit_text(surface, fonts.render(head, size, color, bold=True), placed, "panel head", topleft=(x, y))
    y += fonts.font(layout.text_px(21), True).get_linesize()
    small = layout.text_px(16)
    for line in seat_lines(view, seat):
        blit_text(surface, fonts.render(line, fit_size(fonts, line, small, width), color), placed,
                  "panel line", topleft=(x, y))
        y += fonts.font(small).get_linesize()




def _trick_slots(layout: Layout, row: _RowPlan, panels: dict[int, pygame.Rect], top: int, card_h: int,
                 label_h: int) -> tuple[dict[int, pygame.Rect], dict[int, bool] | None]:
    """Where each hand's card of the trick lies, all in one row from ``top``, and, when the labels
    fit beside the cards, on which side each label goes (``{seat: on the left}``; None: the
    labels go in a line above). Each card lies in front of its player: under that hand's panel,
    yours in the middle; in four-hand games, where the hand across sits in the middle, its card
    and yours lie side by side there (yours to the right)."""
    card_w, _h = card_size(card_h)
    frame = winner_frame(card_w)
    lefts = row.beside(card_w)
    if lefts is not None:
        height = trick_row_height(row, label_h, card_h)
        y = top + (height - card_h) // 2
        slots = {seat: pygame.Rect(x, y, card_w, card_h) for seat, x in lefts.items()}
        return slots, dict(zip(row.order, row.label_left))
    area = layout.content
    y = top + label_h + 2 + frame
    slots = {}
    for seat, panel in panels.items():
        slots[seat] = pygame.Rect(0, y, card_w, card_h)
        slots[seat].centerx = panel.centerx
    slots[HUMAN] = pygame.Rect(0, y, card_w, card_h)
    slots[HUMAN].centerx = area.centerx
    if row.four:
        gap = row.gap(card_w)
        slots[2].right = area.centerx - gap // 2
        slots[HUMAN].x = area.centerx + gap - gap // 2
    return slots, None


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


def _anchor(layout: Layout, view: TricksView, seat: int) -> tuple[int, int]:
    """Where a hand sits on the screen (for cards moving to and from it)."""
    if seat == HUMAN:
        return layout.content.centerx, layout.content.bottom - layout.px(80)
    panels = seat_panels(layout, list(range(1, view.hand_count)))
    return panels[seat].center




def _draw_trick(surface: pygame.Surface, layout: Layout, fonts: Fonts, theme: Theme, view: TricksView,
                slots: dict[int, pygame.Rect], anims: Animations, placed: Placements | None = None,
                label_size: int = 17, beside: dict[int, bool] | None = None) -> None:
    """The trick's cards, each labelled with its player and state: beside the card in two lines
    (``beside``: ``{seat: label on the left}``) or in one line above it."""
    sliding = {(a.data.get("seat"), a.data.get("card")): a for a in anims.of("slide")}
    winning = (view.current_trick[trick_winner(view.current_trick, view.trumps, view.joker_as)][0]
               if view.current_trick else None)
    area = layout.content
    if beside is None:  # the labels over the cards, in one line, as large as fits side by side
        words = {seat: trick_label(text.name(seat, view.dummy), i == 0, seat == winning, you=seat == HUMAN)
                 for i, (seat, _card) in enumerate(view.current_trick)}
        order = sorted(words, key=lambda seat: slots[seat].centerx)
        size, lefts = label_size, None
        while lefts is None:
            wanted = [(slots[seat].centerx, fonts.size(words[seat], size, True)[0]) for seat in order]
            lefts = label_spans(wanted, area.x + layout.px(8), area.right - layout.px(8), layout.px(16))
            if lefts is None and size <= 8:
                lefts = [slots[seat].centerx - width // 2 for seat, (_c, width) in zip(order, wanted)]
            elif lefts is None:
                size -= 1
        label_x = dict(zip(order, lefts))
    for i, (seat, card) in enumerate(view.current_trick):
        slot = slots[seat]
        rect = slot.copy()
        anim = sliding.get((seat, card))
        if anim is not None:
            start = _anchor(layout, view, seat)
            p = 1 - (1 - anim.progress) ** 2
            rect.center = (round(start[0] + (slot.centerx - start[0]) * p),
                           round(start[1] + (slot.centery - start[1]) * p))
        thick = winner_frame(slot.width)
        color = theme.accent if seat == winning else theme.text
        if beside is None:
            label = fonts.render(words[seat], size, color, bold=True)
            blit_text(surface, label, placed, "trick label", bottomleft=(label_x[seat], slot.y - thick - 1))
        else:
            _draw_side_label(surface, fonts, color, slot, beside[seat], thick + layout.px(10),
                             [text.name(seat, view.dummy), state_words(i == 0, seat == winning, seat == HUMAN)],
                             label_size, placed)
        draw_card(surface, rect, card, fonts, theme, stands_for=view.joker_as if card.is_joker else None)
        if seat == winning:
            pygame.draw.rect(surface, theme.accent, rect.inflate(thick * 2, thick * 2), width=thick,
                             border_radius=max(3, rect.width // 12) + thick)
        if anim is None:
            record(placed, "trick card", rect.inflate(2 * thick, 2 * thick) if seat == winning else rect)
    sweeps = anims.of("sweep")
    if sweeps and not view.current_trick:
        sweep = sweeps[-1]
        end = _anchor(layout, view, sweep.data.get("seat", 0))
        p = sweep.progress
        for seat, card in sweep.data.get("trick", ()):
            slot = slots.get(seat)
            if slot is None:
                continue
            rect = slot.copy()
            rect.width = max(8, round(rect.width * (1 - 0.5 * p)))
            rect.height = max(8, round(rect.height * (1 - 0.5 * p)))
            rect.center = (round(slot.centerx + (end[0] - slot.centerx) * p),
                           round(slot.centery + (end[1] - slot.centery) * p))
            draw_card(surface, rect, card, fonts, theme)
    elif not view.current_trick and view.played_tricks and view.phase == "play":
        trick = view.played_tricks[-1]
        winner = trick[trick_winner(trick, view.trumps, view.joker_as)][0]
        note = _("Last trick won by {name} (L repeats it)").format(name=text.name_mid(winner, view.dummy))
        size = fit_size(fonts, note, layout.text_px(19), area.width - layout.px(40))
        rendered = fonts.render(note, size, theme.dim)
        mine = slots[HUMAN]
        blit_text(surface, rendered, placed, "last trick note", center=(area.centerx, mine.centery))


def _draw_side_label(surface: pygame.Surface, fonts: Fonts, color: tuple[int, int, int], slot: pygame.Rect,
                     left: bool, gap: int, lines: Sequence[str], size: int, placed: Placements | None) -> None:
    """A trick card's label beside it: the name over the state ("(led, winning)"), the block
    centred on the card's height, flush with the card's side; recorded as one "trick label"."""
    images = [fonts.render(line, size, color, bold=True) for line in lines if line]
    height = sum(image.get_height() for image in images)
    y = slot.centery - height // 2
    box = None
    for image in images:
        rect = image.get_rect(topright=(slot.x - gap, y)) if left else image.get_rect(topleft=(slot.right + gap, y))
        surface.blit(image, rect)
        box = rect if box is None else box.union(rect)
        y += image.get_height()
    if box is not None:
        record(placed, "trick label", box)


def _draw_row(surface: pygame.Surface, layout: Layout, fonts: Fonts, theme: Theme, cards: Sequence[Card],
              top: int, card_h: int, focus: int | None, marked: Sequence[Card], raise_by: int,
              joker_as: Card | None = None, placed: Placements | None = None, kind: str = "card",
              left: int | None = None) -> int:
    """A row of cards from ``top`` (marked ones raised and tagged "BID" within the ``raise_by``
    pixels above ``top``), centred
    between ``left`` (default: the content's left) and the content's right, the focused one
    framed; shrunk to fit the width. Returns the bottom of the row and its focus marker."""
    area = layout.content.copy()
    if left is not None:
        area.width = area.right - left
        area.x = left
    if not cards:
        rendered = fonts.render(_("(no cards)"), layout.text_px(19), theme.dim)
        return blit_text(surface, rendered, placed, kind, topleft=(area.x + layout.px(20), top)).bottom
    room = area.width - layout.px(40)
    card_w, _h = card_size(card_h)
    side, below = focus_extent(card_w)
    gap_min = side + layout.px(3)
    while card_h > 16 and len(cards) * card_w + (len(cards) - 1) * gap_min > room:
        card_h -= 2
        card_w, _h = card_size(card_h)
        side, below = focus_extent(card_w)
        gap_min = side + layout.px(3)
    gap = max(gap_min, min(layout.px(20), (room - len(cards) * card_w) // max(1, len(cards) - 1)))
    width = len(cards) * card_w + (len(cards) - 1) * gap
    x = area.centerx - width // 2
    for i, card in enumerate(cards):
        rect = pygame.Rect(x + i * (card_w + gap), top, card_w, card_h)
        if card in marked:  # raised, with its tag in the room left above it
            words = _("BID")  # "APUESTA", "СТАВКА": as wide as a card and its gap at most
            tag = fonts.render(words, fit_size(fonts, words, layout.text_px(14), card_w + gap - 2, bold=True),
                               theme.accent, bold=True)
            rect.y -= max(0, raise_by - tag.get_height() - 2 - side)
            blit_text(surface, tag, placed, kind + " tag", midbottom=(rect.centerx, rect.y - side - 1))
        draw_card(surface, rect, card, fonts, theme, focused=focus == i,
                  stands_for=joker_as if card.is_joker else None)
        record(placed, kind, focused_rect(rect) if focus == i else rect)
    return top + card_h + below
