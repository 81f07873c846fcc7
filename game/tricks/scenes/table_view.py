"""Drawing the trick table from a :class:`TricksView`, with its short animations
(:mod:`game.ui.animation`).

Layout, top to bottom, every height measured from the fonts of the text size in use so nothing
overlaps at any size: the other hands' panels across the top (name, dealer, a "TURN" marker with
a thick frame, tricks, bid, premium, score; seats left to right as they sit round the table);
one line with the deal, trumps and trick number; the trick, each card in front of the hand that
played it (under that hand's panel; yours in the middle, nearer you) and labelled with its
player, "led" on the lead and "winning" with a thick frame on the card winning so far; the
dummy's face-up hand or a revealed hand; your hand, sorted by suit, the focused card framed with a
triangle under it and marked bid cards raised and labelled "BID"; a status line. The cards shrink
to the room left by the text. The turn and the focus are shown by shape and words, never by colour
alone. Cards are drawn with :mod:`game.ui.cards`. Each text and card rectangle is recorded in a
:class:`~game.ui.placement.Placements` for layout checks. No rules, no speech.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ...engine.cards import Card
from ...card_names import card_index, suit_name
from ...i18n import N_, _
from ...ui.animation import Animations
from ...ui.cards import card_size, draw_card
from ...ui.layout import Layout
from ...ui.placement import Placements, blit_text, record
from ...ui.text import Fonts
from ...ui.theme import Theme
from .. import text
from ..rules import trick_winner
from ..view import TricksView
from .seat import LOCAL, LOCAL_SEAT

HUMAN = LOCAL_SEAT
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


def trick_label(name_word: str, led: bool, winning: bool) -> str:
    """A trick card's label: "Bob", "Bob (led)", "Bob (winning)", "Bob (led, winning)"."""
    if led and winning:
        return _("{name} (led, winning)").format(name=name_word)
    if led:
        return _("{name} (led)").format(name=name_word)
    if winning:
        return _("{name} (winning)").format(name=name_word)
    return name_word


def draw_table(surface: pygame.Surface, layout: Layout, fonts: Fonts, theme: Theme, view: TricksView,
               *, focus: int, focus_hand: int, marked: Sequence[Card], status: str,
               anims: Animations, placed: Placements | None = None) -> Placements:
    """Draw the whole table for the human's ``view``. ``focus`` is the focused index in
    ``focus_hand`` (0: your hand, 2: the dummy's); ``marked`` are your marked bid cards.
    Returns the :class:`Placements` of every text and card drawn (``placed``, or a new one)."""
    placed = placed if placed is not None else Placements()
    area = layout.content
    pygame.draw.rect(surface, theme.table, area)
    margin = layout.px(8)
    side = layout.px(20)

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
    size = fit_size(fonts, info, layout.text_px(20), area.width - 2 * side, bold=True)
    blit_text(surface, fonts.render(info, size, theme.text, bold=True), placed, "info", topleft=(area.x + side, y))
    y += fonts.font(size, True).get_linesize() + margin

    # the fixed heights below: status line, your hand's lines, the open hand's row
    status_size = fit_size(fonts, status, layout.text_px(22), area.width - 2 * side, bold=True)
    status_h = fonts.font(status_size, True).get_linesize()
    status_top = area.bottom - status_h - layout.px(4)
    you = ("\u25b6 " if view.turn == HUMAN else "") + you_line(view) + (
        "  " + _("[YOUR TURN]") if view.turn == HUMAN and focus_hand == HUMAN and view.turn_controller == HUMAN else "")
    you_size = fit_size(fonts, you, layout.text_px(19), area.width - 2 * side, bold=True)
    you_h = fonts.font(you_size, True).get_linesize()
    bid_words = _("Your bid cards: {cards}").format(cards=shorts(view.bid_cards, view.joker_as)) if view.bid_cards else ""
    bid_size = layout.text_px(17)
    one_line = bid_words and (fonts.size(status, status_size, True)[0] + layout.px(30)
                              + fonts.size(bid_words, bid_size)[0] <= area.width - 2 * side)
    bid_h = 0 if not bid_words or one_line else fonts.font(bid_size).get_linesize()
    tag_size = layout.text_px(14)
    raise_by = fonts.font(tag_size, True).get_linesize() + layout.px(18) if view.phase == "bidding" else 0
    label_size = layout.text_px(17)
    label_h = fonts.font(label_size, True).get_linesize()
    shown = [(seat, cards) for seat, cards in enumerate(view.open_hands) if cards is not None and seat != HUMAN]
    open_label_size = layout.text_px(19)

    # the cards share what room is left: the trick (0.8 of a card; two rows of 0.65 in four-hand
    # games), the open hand (0.72 of a card) and your hand, each with its focus frame
    four = view.hand_count == 4
    fixed = label_h + (label_h + margin if four else 0) + you_h + bid_h + raise_by + 3 * margin
    weight = (1.3 if four else 0.8) + 1.0 + 0.2
    if shown:
        fixed += margin
        weight += 0.72 + 0.2
    card_h = int((status_top - y - fixed) / weight)
    # a face-up hand you are not playing from is drawn as one line of text when its card row
    # would leave the cards too small (large text, four hands): R or D reads it either way
    compact = bool(shown) and card_h < layout.px(60) and not (focus_hand == shown[0][0] == view.turn)
    if compact:
        compact_size = layout.text_px(19)
        fixed += fonts.font(compact_size, True).get_linesize()  # one text line replaces the row
        weight -= 0.72 + 0.2
        card_h = int((status_top - y - fixed) / weight)
    card_h = max(layout.px(24), min(layout.px(100), card_h))

    # the trick, each card in front of its player
    trick_top = y
    slots = _trick_slots(layout, view, panels, trick_top, int(card_h * (0.65 if four else 0.8)), label_h, margin)
    _draw_trick(surface, layout, fonts, theme, view, slots, anims, placed, label_size)
    y = max(rect.bottom for rect in slots.values()) + margin

    # the dummy's face-up hand or a revealed hand
    for seat, cards in shown[:1]:
        label = _("Dummy (face up)") if seat == view.dummy else _("{name}'s hand (revealed)").format(
            name=text.name(LOCAL, seat))
        if compact:
            line = _("{hand}: {cards}").format(hand=label, cards=shorts(cards, view.joker_as))
            size = fit_size(fonts, line, compact_size, area.width - 2 * side, bold=True)
            blit_text(surface, fonts.render(line, size, theme.text, bold=True), placed, "open hand label",
                      topleft=(area.x + side, y))
            y += fonts.font(compact_size, True).get_linesize() + margin
            continue
        hot = focus_hand == seat and seat == view.turn
        if hot:
            label = "\u25b6 " + label + "  " + _("[YOUR TURN]")
        size = fit_size(fonts, label, open_label_size, area.width // 3, bold=True)
        rendered = blit_text(surface, fonts.render(label, size, theme.accent if hot else theme.text, bold=True),
                             placed, "open hand label", topleft=(area.x + side, y))
        open_h = int(card_h * 0.72)
        open_side = focus_extent(card_size(open_h)[0])[0] + 1
        y = _draw_row(surface, layout, fonts, theme, text.hand_order(cards, view.joker_as), y + open_side,
                      open_h, focus if hot else None, (), 0, view.joker_as, placed, "open hand card",
                      left=rendered.right + side)
        y += margin

    # your hand
    color = theme.accent if view.turn == HUMAN else theme.text
    blit_text(surface, fonts.render(you, you_size, color, bold=True), placed, "you", topleft=(area.x + side, y))
    if bid_words:
        rendered = fonts.render(bid_words, bid_size, theme.text)
        if one_line:  # on the status line's row, at the right
            blit_text(surface, rendered, placed, "bid cards", bottomright=(area.right - side, area.bottom - layout.px(4)))
        else:
            blit_text(surface, rendered, placed, "bid cards", topleft=(area.x + side, y + you_h))
    y += you_h + bid_h
    mine = focus_hand == HUMAN
    room = status_top - margin // 2 - y
    hand_h = min(layout.px(100), room)
    while True:  # the tallest hand whose raise, frame and focus triangle fit above the status line
        side_h, below_h = focus_extent(card_size(hand_h)[0])
        above = max(raise_by, side_h + 1)
        if hand_h <= 16 or above + hand_h + below_h <= room:
            break
        hand_h -= 1
    _draw_row(surface, layout, fonts, theme, text.hand_order(view.hand, view.joker_as), y + above,
              hand_h, focus if mine else None, marked, above, view.joker_as, placed, "hand card")

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
    name = text.name(LOCAL, seat, view.dummy)
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


def _trick_slots(layout: Layout, view: TricksView, panels: dict[int, pygame.Rect], top: int, card_h: int,
                 label_h: int, margin: int) -> dict[int, pygame.Rect]:
    """Where each hand's card of the trick lies: under that hand's panel (in front of it), yours
    in the middle between them (a whole card lower in four-hand games, where the hand across
    sits in the middle)."""
    card_w, _h = card_size(card_h)
    area = layout.content
    slots = {}
    label_h += max(3, card_w // 12) + 2  # the label clears the winner's frame
    for seat, panel in panels.items():
        slots[seat] = pygame.Rect(0, top + label_h, card_w, card_h)
        slots[seat].centerx = panel.centerx
    lower = card_h + label_h + margin if view.hand_count == 4 else 0
    slots[HUMAN] = pygame.Rect(0, top + label_h + lower, card_w, card_h)
    slots[HUMAN].centerx = area.centerx
    return slots


def _anchor(layout: Layout, view: TricksView, seat: int) -> tuple[int, int]:
    """Where a hand sits on the screen (for cards moving to and from it)."""
    if seat == HUMAN:
        return layout.content.centerx, layout.content.bottom - layout.px(80)
    panels = seat_panels(layout, list(range(1, view.hand_count)))
    return panels[seat].center


def _draw_trick(surface: pygame.Surface, layout: Layout, fonts: Fonts, theme: Theme, view: TricksView,
                slots: dict[int, pygame.Rect], anims: Animations, placed: Placements | None = None,
                label_size: int = 17) -> None:
    sliding = {(a.data.get("seat"), a.data.get("card")): a for a in anims.of("slide")}
    winning = (view.current_trick[trick_winner(view.current_trick, view.trumps, view.joker_as)][0]
               if view.current_trick else None)
    for i, (seat, card) in enumerate(view.current_trick):
        slot = slots[seat]
        rect = slot.copy()
        anim = sliding.get((seat, card))
        if anim is not None:
            start = _anchor(layout, view, seat)
            p = 1 - (1 - anim.progress) ** 2
            rect.center = (round(start[0] + (slot.centerx - start[0]) * p),
                           round(start[1] + (slot.centery - start[1]) * p))
        words = trick_label(text.name(LOCAL, seat, view.dummy), i == 0, seat == winning)
        label = fonts.render(words, label_size, theme.accent if seat == winning else theme.text, bold=True)
        blit_text(surface, label, placed, "trick label",
                  midbottom=(slot.centerx, slot.y - max(3, slot.width // 12) - 1))
        draw_card(surface, rect, card, fonts, theme, stands_for=view.joker_as if card.is_joker else None)
        if seat == winning:
            thick = max(3, rect.width // 12)
            pygame.draw.rect(surface, theme.accent, rect.inflate(thick * 2, thick * 2), width=thick,
                             border_radius=max(3, rect.width // 12) + thick)
        if anim is None:
            record(placed, "trick card", rect.inflate(2 * max(3, rect.width // 12), 2 * max(3, rect.width // 12))
                   if seat == winning else rect)
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
        note = _("Last trick won by {name} (L repeats it)").format(name=text.name_mid(LOCAL, winner, view.dummy))
        area = layout.content
        size = fit_size(fonts, note, layout.text_px(19), area.width - layout.px(40))
        rendered = fonts.render(note, size, theme.dim)
        mine = slots[HUMAN]
        blit_text(surface, rendered, placed, "last trick note", center=(area.centerx, mine.centery))


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
