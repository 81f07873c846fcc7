"""Drawing the trick table from a :class:`TricksView`, with its short animations
(:mod:`game.ui.animation`).

Layout (designed for 1280x720, scaled): the other hands' panels across the top (name, dealer,
a "TURN" marker with a thick frame, tricks, bid, premium, score); the deal, trumps and the
current trick in the middle (each card labelled with who played it); the dummy's face-up hand or a
revealed hand below it; your hand at the bottom, sorted by suit, the focused card framed with a
triangle under it and marked bid cards raised and labelled "BID"; a status line. The turn and the
focus are shown by shape and words, never by colour alone. Cards are drawn with
:mod:`game.ui.cards`. No rules, no speech.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ...engine.cards import Card
from ...ui.animation import Animations
from ...ui.cards import card_size, draw_card
from ...ui.layout import Layout
from ...ui.text import Fonts
from ...ui.theme import Theme
from .. import text
from ..rules import trick_winner
from ..view import TricksView

HUMAN = text.HUMAN
PREMIUM_TAGS = {"declare": "DECLARED", "reveal": "REVEALED"}


def shorts(cards: Sequence[Card], joker_as: Card | None) -> str:
    """Cards in screen form, the classic joker in its suit with what it stands for: "2♠ Jkr=7♠ A♠"."""
    return " ".join(f"{card.short}={joker_as.short}" if card.is_joker and joker_as else card.short
                    for card in text.hand_order(cards, joker_as))


def seat_panels(layout: Layout, seats: Sequence[int]) -> dict[int, pygame.Rect]:
    """The panels of the other hands across the top of the content area."""
    area = layout.content
    margin = layout.px(10)
    count = max(1, len(seats))
    width = (area.width - margin * (count + 1)) // count
    height = layout.px(96)
    return {seat: pygame.Rect(area.x + margin + i * (width + margin), area.y + margin, width, height)
            for i, seat in enumerate(seats)}


def seat_lines(view: TricksView, seat: int) -> list[str]:
    """The words in a seat's panel: tricks, bid, premium, score, dealer and turn."""
    bid = view.known_bids[seat]
    if bid is not None:
        bid_text = f"bid {bid}"
    elif view.has_bid[seat]:
        bid_text = "bid secret"
    else:
        bid_text = "bidding"
    premium = dict(view.premium).get(seat)
    if premium:
        bid_text += f" ({PREMIUM_TAGS[premium]})"
    lines = [f"Tricks {view.tricks[seat]} \u00b7 {bid_text}", f"Score {view.scores[seat]}"]
    exposed = view.exposed_bid_cards[seat]
    if exposed:
        lines.append("Bid cards " + shorts(exposed, view.joker_as))
    return lines


def draw_table(surface: pygame.Surface, layout: Layout, fonts: Fonts, theme: Theme, view: TricksView,
               *, focus: int, focus_hand: int, marked: Sequence[Card], status: str,
               anims: Animations) -> None:
    """Draw the whole table for the human's ``view``. ``focus`` is the focused index in
    ``focus_hand`` (0: your hand, 2: the dummy's); ``marked`` are your marked bid cards."""
    area = layout.content
    pygame.draw.rect(surface, theme.table, area)
    others = list(range(1, view.hand_count))
    panels = seat_panels(layout, others)
    for seat, rect in panels.items():
        _draw_panel(surface, layout, fonts, theme, view, seat, rect)

    # deal and trumps, left of the trick
    info_top = area.y + layout.px(116)
    x = area.x + layout.px(20)
    lines = [f"Deal {view.deal}" + (f", game {view.game_number}" if view.game_number > 1 else ""),
             "Trumps: " + (f"{view.trumps.symbol} {view.trumps.word}" if view.trumps else "none")]
    if view.turn_up is not None:
        lines.append(f"Turn-up: {view.turn_up.short}")
    if view.stock_left is not None:
        lines.append(f"Trump stock: {view.stock_left}")
    lines.append(f"Trick {min(len(view.played_tricks) + 1, view.tricks_per_deal)} of {view.tricks_per_deal}"
                 if view.phase == "play" else view.phase.capitalize())
    y = info_top
    for i, line in enumerate(lines):
        size = layout.text_px(24 if i < 2 else 19)
        surface.blit(fonts.render(line, size, theme.text, bold=i < 2), (x, y))
        y += fonts.font(size, i < 2).get_linesize()

    slots = _trick_slots(layout, view)
    _draw_trick(surface, layout, fonts, theme, view, slots, anims)

    # the dummy's face-up hand or a revealed hand
    row_top = area.y + layout.px(272)
    shown = [(seat, cards) for seat, cards in enumerate(view.open_hands) if cards is not None and seat != HUMAN]
    for number, (seat, cards) in enumerate(shown[:1]):
        label = "Dummy (face up)" if seat == view.dummy else f"{text.name(seat)}'s hand (revealed)"
        hot = focus_hand == seat and seat == view.turn
        _draw_row(surface, layout, fonts, theme, text.hand_order(cards, view.joker_as), row_top,
                  layout.px(72), label, focus if hot else None, (), hot, view.joker_as)

    # your hand
    hand_top = area.y + layout.px(398)
    premium = PREMIUM_TAGS.get(dict(view.premium).get(HUMAN, ""), "")
    you = (f"You \u00b7 tricks {view.tricks[HUMAN]} \u00b7 "
           + (f"bid {view.bid}" if view.bid is not None else "bid not yet made")
           + (f" ({premium})" if premium else "")
           + f" \u00b7 score {view.scores[HUMAN]}" + (" \u00b7 DEALER" if view.dealer == HUMAN else ""))
    mine = focus_hand == HUMAN
    _draw_row(surface, layout, fonts, theme, text.hand_order(view.hand, view.joker_as), hand_top,
              layout.px(100), you, focus if mine else None, marked, view.turn == HUMAN, view.joker_as)
    if view.bid_cards:
        small = layout.text_px(17)
        words = "Your bid cards: " + shorts(view.bid_cards, view.joker_as)
        rendered = fonts.render(words, small, theme.text)
        surface.blit(rendered, rendered.get_rect(topright=(area.right - layout.px(20), hand_top - layout.px(44))))

    rendered = fonts.render(status, layout.text_px(22), theme.text, bold=True)
    surface.blit(rendered, (area.x + layout.px(20), area.bottom - rendered.get_height() - layout.px(4)))


def _draw_panel(surface: pygame.Surface, layout: Layout, fonts: Fonts, theme: Theme, view: TricksView,
                seat: int, rect: pygame.Rect) -> None:
    turn = view.turn == seat
    pygame.draw.rect(surface, theme.focus if turn else theme.panel, rect, border_radius=layout.px(8))
    if turn:
        pygame.draw.rect(surface, theme.text, rect, width=layout.px(4), border_radius=layout.px(8))
    color = theme.focus_text if turn else theme.text
    name = text.name(seat, view.dummy)
    tags = []
    if view.dealer == seat:
        tags.append("DEALER")
    if turn:
        tags.append("TURN")
    head = ("\u25b6 " if turn else "") + name + (f"  [{', '.join(tags)}]" if tags else "")
    x, y = rect.x + layout.px(10), rect.y + layout.px(6)
    size, small = layout.text_px(21), layout.text_px(16)
    surface.blit(fonts.render(head, size, color, bold=True), (x, y))
    y += fonts.font(size, True).get_linesize()
    for line in seat_lines(view, seat):
        surface.blit(fonts.render(line, small, color), (x, y))
        y += fonts.font(small).get_linesize()


def _trick_slots(layout: Layout, view: TricksView) -> list[pygame.Rect]:
    area = layout.content
    card_h = layout.px(100)
    card_w, _ = card_size(card_h)
    gap = layout.px(30)
    count = 4 if view.hand_count == 4 else 3
    width = count * card_w + (count - 1) * gap
    left = area.centerx - width // 2 + layout.px(60)
    top = area.y + layout.px(140)
    return [pygame.Rect(left + i * (card_w + gap), top, card_w, card_h) for i in range(count)]


def _anchor(layout: Layout, view: TricksView, seat: int) -> tuple[int, int]:
    """Where a hand sits on the screen (for cards moving to and from it)."""
    if seat == HUMAN:
        return layout.content.centerx, layout.content.y + layout.px(420)
    if seat == view.dummy and view.dummy_hand is not None:
        return layout.content.centerx, layout.content.y + layout.px(308)
    panels = seat_panels(layout, list(range(1, view.hand_count)))
    return panels[seat].center


def _draw_trick(surface: pygame.Surface, layout: Layout, fonts: Fonts, theme: Theme, view: TricksView,
                slots: list[pygame.Rect], anims: Animations) -> None:
    label_size = layout.text_px(17)
    sliding = {(a.data.get("seat"), a.data.get("card")): a for a in anims.of("slide")}
    for i, (seat, card) in enumerate(view.current_trick):
        rect = slots[i].copy()
        anim = sliding.get((seat, card))
        if anim is not None:
            start = _anchor(layout, view, seat)
            p = 1 - (1 - anim.progress) ** 2
            rect.center = (round(start[0] + (slots[i].centerx - start[0]) * p),
                           round(start[1] + (slots[i].centery - start[1]) * p))
        lead = " (led)" if i == 0 else ""
        label = fonts.render(text.name(seat, view.dummy) + lead, label_size, theme.text, bold=True)
        surface.blit(label, label.get_rect(midbottom=(slots[i].centerx, slots[i].y - layout.px(2))))
        draw_card(surface, rect, card, fonts, theme)
        _joker_label(surface, layout, fonts, theme, card, view.joker_as, rect)
    sweeps = anims.of("sweep")
    if sweeps and not view.current_trick:
        sweep = sweeps[-1]
        end = _anchor(layout, view, sweep.data.get("seat", 0))
        p = sweep.progress
        for i, (_, card) in enumerate(sweep.data.get("trick", ())):
            if i >= len(slots):
                break
            rect = slots[i].copy()
            rect.width = max(8, round(rect.width * (1 - 0.5 * p)))
            rect.height = max(8, round(rect.height * (1 - 0.5 * p)))
            rect.center = (round(slots[i].centerx + (end[0] - slots[i].centerx) * p),
                           round(slots[i].centery + (end[1] - slots[i].centery) * p))
            draw_card(surface, rect, card, fonts, theme)
    elif not view.current_trick and view.played_tricks and view.phase == "play":
        trick = view.played_tricks[-1]
        winner = trick[trick_winner(trick, view.trumps, view.joker_as)][0]
        note = f"Last trick won by {text.name_mid(winner, view.dummy)} (L repeats it)"
        rendered = fonts.render(note, layout.text_px(19), theme.dim)
        surface.blit(rendered, rendered.get_rect(midleft=(slots[0].x, slots[0].centery)))


def _draw_row(surface: pygame.Surface, layout: Layout, fonts: Fonts, theme: Theme, cards: Sequence[Card],
              top: int, card_h: int, label: str, focus: int | None, marked: Sequence[Card],
              turn: bool, joker_as: Card | None = None) -> None:
    area = layout.content
    head = ("\u25b6 " if turn else "") + label + ("  [YOUR TURN]" if turn and focus is not None else "")
    surface.blit(fonts.render(head, layout.text_px(19), theme.accent if turn else theme.text, bold=True),
                 (area.x + layout.px(20), top - layout.px(46)))
    if not cards:
        surface.blit(fonts.render("(no cards)", layout.text_px(19), theme.dim), (area.x + layout.px(20), top))
        return
    card_w, _ = card_size(card_h)
    gap = max(layout.px(6), min(layout.px(20), (area.width - layout.px(40) - len(cards) * card_w)
                                // max(1, len(cards) - 1)))
    width = len(cards) * card_w + (len(cards) - 1) * gap
    x = area.centerx - width // 2
    raise_by = layout.px(14) if marked is not None and len(marked) else 0
    for i, card in enumerate(cards):
        rect = pygame.Rect(x + i * (card_w + gap), top + raise_by, card_w, card_h)
        if card in marked:
            rect.y -= raise_by
            tag = fonts.render("BID", layout.text_px(14), theme.accent, bold=True)
            surface.blit(tag, tag.get_rect(midbottom=(rect.centerx, rect.y - layout.px(1))))
        draw_card(surface, rect, card, fonts, theme, focused=focus == i)
        _joker_label(surface, layout, fonts, theme, card, joker_as, rect)


def _joker_label(surface: pygame.Surface, layout: Layout, fonts: Fonts, theme: Theme, card: Card,
                 joker_as: Card | None, rect: pygame.Rect) -> None:
    """Under the classic joker, what it stands for: "= 7♦" (T-26)."""
    if not card.is_joker or joker_as is None:
        return
    tag = fonts.render(f"= {joker_as.short}", layout.text_px(16), theme.text, bold=True)
    surface.blit(tag, tag.get_rect(midtop=(rect.centerx, rect.bottom + layout.px(2))))
