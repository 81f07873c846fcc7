"""Drawing the counting table from a :class:`CountingView`, with its short animations
(:mod:`game.ui.animation`).

Layout (designed for 1280x720, scaled): a row of seat panels at the top (name, tokens, cards,
dealer, a "TURN" marker and a thick frame on the player to move); the pile's top card, the total
(large), the direction and the stock in the middle; the human's hand with the focused card
framed and marked with a triangle at the bottom; a status line. No rules, no speech.
"""

from __future__ import annotations

import math

import pygame

from ...ui.animation import Animation, Animations
from ...ui.cards import card_size, draw_card, draw_card_back
from ...ui.layout import Layout
from ...ui.text import Fonts
from ...ui.theme import Theme
from .. import text
from ..state import CountingView


def seat_rects(layout: Layout, players: int) -> list[pygame.Rect]:
    """The seat panels across the top of the content area."""
    area = layout.content
    margin = layout.px(12)
    width = (area.width - margin * (players + 1)) // players
    height = layout.px(112)
    return [pygame.Rect(area.x + margin + i * (width + margin), area.y + margin, width, height)
            for i in range(players)]


def draw_table(surface: pygame.Surface, layout: Layout, fonts: Fonts, theme: Theme, view: CountingView,
               *, focus: int, status: str, anims: Animations) -> None:
    """Draw the whole table for the human's ``view``; ``focus`` is the focused slot of the hand."""
    area = layout.content
    surface.fill(theme.table, area)
    seats = seat_rects(layout, len(view.tokens))
    for seat, rect in enumerate(seats):
        _draw_seat(surface, layout, fonts, theme, view, seat, rect, anims)

    middle_top = seats[0].bottom + layout.px(16)
    card_h = layout.px(150)
    card_w, _ = card_size(card_h)
    pile = pygame.Rect(area.centerx - card_w - layout.px(40), middle_top, card_w, card_h)
    stock = pygame.Rect(pile.x - card_w - layout.px(40), middle_top, card_w, card_h)
    draw_card_back(surface, stock, theme, view.stock_size, fonts)
    label = fonts.render(f"Stock {view.stock_size}", layout.text_px(18), theme.text)
    surface.blit(label, label.get_rect(midtop=(stock.centerx, stock.bottom + layout.px(4))))
    draw_card(surface, pile, view.pile_top, fonts, theme, label="pile")
    label = fonts.render("Pile", layout.text_px(18), theme.text)
    surface.blit(label, label.get_rect(midtop=(pile.centerx, pile.bottom + layout.px(4))))

    scale = 1.0
    for pulse in anims.of("pulse"):
        scale = max(scale, 1.0 + 0.35 * math.sin(math.pi * pulse.progress))
    x = pile.right + layout.px(40)
    plain = fonts.render(f"Total {view.total}", layout.text_px(64), theme.accent, bold=True)
    place = plain.get_rect(topleft=(x, middle_top + layout.px(10)))
    total = plain if scale == 1.0 else fonts.render(f"Total {view.total}", round(layout.text_px(64) * scale),
                                                    theme.accent, bold=True)
    surface.blit(total, total.get_rect(center=place.center))
    arrow = "\u21bb" if view.direction == 1 else "\u21ba"
    lines = [f"{arrow} {text.direction_word(view.direction).capitalize()}", f"Round {view.round}"]
    y = middle_top + layout.px(10) + fonts.font(layout.text_px(64), True).get_linesize()
    for line in lines:
        surface.blit(fonts.render(line, layout.text_px(24), theme.text), (x, y))
        y += fonts.font(layout.text_px(24)).get_linesize()

    hand_top = pile.bottom + layout.px(56)
    _draw_hand(surface, layout, fonts, theme, view, focus, hand_top)
    status_size = layout.text_px(24)
    rendered = fonts.render(status, status_size, theme.text, bold=True)
    surface.blit(rendered, (area.x + layout.px(24), area.bottom - rendered.get_height() - layout.px(6)))

    for slide in anims.of("slide"):
        _draw_slide(surface, fonts, theme, seats, pile, slide, view)


def _draw_seat(surface: pygame.Surface, layout: Layout, fonts: Fonts, theme: Theme, view: CountingView,
               seat: int, rect: pygame.Rect, anims: Animations) -> None:
    turn = view.turn == seat
    out = seat in view.eliminated
    pygame.draw.rect(surface, theme.focus if turn else theme.panel, rect, border_radius=layout.px(8))
    pygame.draw.rect(surface, theme.text if turn else theme.dim, rect, width=layout.px(4 if turn else 1),
                     border_radius=layout.px(8))
    color = theme.focus_text if turn else (theme.dim if out else theme.text)
    size = layout.text_px(22)
    small = layout.text_px(17)
    name = text.name(seat)
    marker = "\u25b6 " if turn else ""
    x, y = rect.x + layout.px(10), rect.y + layout.px(6)
    surface.blit(fonts.render(f"{marker}{name}", size, color, bold=True), (x, y))
    y += fonts.font(size, True).get_linesize()
    if out:
        details = ["OUT"]
    else:
        details = [f"Tokens {view.tokens[seat]}", f"Cards {view.hand_counts[seat]}"]
    tags = []
    if view.dealer == seat:
        tags.append("dealer")
    if turn:
        tags.append("TURN")
    if tags:
        details.append(", ".join(tags))
    for line in details:
        surface.blit(fonts.render(line, small, color), (x, y))
        y += fonts.font(small).get_linesize()
    for token in anims.of("token"):
        if token.data.get("seat") == seat:
            p = token.progress
            cx = rect.right - layout.px(24)
            cy = rect.centery - round(layout.px(60) * p)
            radius = max(2, round(layout.px(10) * (1 - 0.5 * p)))
            pygame.draw.circle(surface, theme.accent, (cx, cy), radius)
            pygame.draw.circle(surface, theme.text, (cx, cy), radius, width=1)


def _draw_hand(surface: pygame.Surface, layout: Layout, fonts: Fonts, theme: Theme, view: CountingView,
               focus: int, top: int) -> None:
    area = layout.content
    label = fonts.render("Your hand", layout.text_px(20), theme.text, bold=True)
    surface.blit(label, (area.x + layout.px(24), top - layout.px(28)))
    card_h = layout.px(140)
    card_w, _ = card_size(card_h)
    gap = layout.px(28)
    count = len(view.hand)
    if count == 0:
        empty = fonts.render("(empty)", layout.text_px(22), theme.dim)
        surface.blit(empty, (area.x + layout.px(24), top + layout.px(8)))
        return
    width = count * card_w + (count - 1) * gap
    x = area.centerx - width // 2
    for slot, card in enumerate(view.hand):
        rect = pygame.Rect(x + slot * (card_w + gap), top, card_w, card_h)
        focused = slot == focus
        if focused:
            rect.y -= layout.px(8)
        draw_card(surface, rect, card, fonts, theme, focused=focused)
        number = fonts.render(str(slot + 1), layout.text_px(18), theme.text, bold=True)
        surface.blit(number, number.get_rect(midbottom=(rect.centerx, rect.y - layout.px(8))))


def _draw_slide(surface: pygame.Surface, fonts: Fonts, theme: Theme, seats: list[pygame.Rect],
                pile: pygame.Rect, slide: Animation, view: CountingView) -> None:
    seat = slide.data.get("seat", 0)
    start = seats[seat].center if 0 <= seat < len(seats) else pile.center
    if seat == 0:
        start = (pile.centerx, pile.bottom + pile.height)
    p = 1 - (1 - slide.progress) ** 2
    cx = round(start[0] + (pile.centerx - start[0]) * p)
    cy = round(start[1] + (pile.centery - start[1]) * p)
    rect = pile.copy()
    rect.center = (cx, cy)
    draw_card(surface, rect, slide.data.get("card"), fonts, theme)
