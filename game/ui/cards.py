"""Drawing playing cards: a rounded rectangle with the rank, the suit glyph and the suit's name.

The rank is what a player reads first, so it is large: bold, :data:`RANK_SHARE` of the card's
width (a 68-pixel card has 31-pixel rank letters), in the top left corner; the suit glyph fills
the space under it, and the suit's name lies along the bottom on cards wide enough to read it.
Red suits are told apart by their glyph's shape (and the suit word, on cards big enough to
read it) as well as by colour, so the cards read in high contrast and for players who do not
see red. No rules, no speech.
"""

from __future__ import annotations

import pygame

from ..card_names import card_index, rank_index, suit_name
from ..i18n import pgettext
from ..engine.cards import Card
from .text import Fonts
from .theme import HIGH_CONTRAST, Theme

CARD_RATIO = 1.4
"""Card height over width."""

MIN_WORD_PX = 10
"""The smallest size (pixels) a suit word is drawn at on a card face."""

RANK_SHARE = 0.45
"""The rank's font size (pixels) over the card's width: "10" in bold still fits with the border."""


def rank_size(width: int) -> int:
    """The font size in pixels of the rank on a card ``width`` pixels wide (at least 8)."""
    return max(8, round(width * RANK_SHARE))


def fitted_size(fonts: Fonts, text: str, size: int, width: int, bold: bool = False) -> int:
    """``size`` (pixels), or the largest smaller size down to 6 at which ``text`` fits in
    ``width`` pixels (a suit's name is longer in some languages: "corazones", "diamantes")."""
    while size > 6 and fonts.font(size, bold).size(text)[0] > width:
        size -= 1
    return size


def card_colors(theme: Theme, card: Card | None) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """``(face, ink)`` colours for ``card`` in ``theme`` (the ink is red for red suits)."""
    red = card is not None and card.suit is not None and card.suit.is_red
    if theme == HIGH_CONTRAST:
        return (0, 0, 0), (theme.accent if red else theme.text)
    return (250, 250, 244), ((196, 24, 32) if red else (20, 20, 24))


def card_size(height: int) -> tuple[int, int]:
    """``(width, height)`` of a card ``height`` pixels tall."""
    return max(8, round(height / CARD_RATIO)), height


def draw_card(surface: pygame.Surface, rect: pygame.Rect, card: Card | None, fonts: Fonts, theme: Theme,
              *, focused: bool = False, label: str = "", stands_for: Card | None = None) -> None:
    """Draw ``card`` face up in ``rect`` (``None``: an empty place with ``label`` inside; the joker
    shows the word JOKER, and with ``stands_for`` (the classic joker, T-26) what it stands for,
    "= 7♥", inside the card in that suit's ink: red for hearts and diamonds).

    ``focused`` draws a thick focus frame with a triangle marker under the card (shape, not just
    colour). Sizes follow ``rect``.
    """
    radius = max(3, rect.width // 12)
    border = max(2, rect.width // 30)
    if card is None:
        pygame.draw.rect(surface, theme.dim, rect, width=border, border_radius=radius)
        if label:
            text = fonts.render(label, max(8, rect.width // 6), theme.dim)
            surface.blit(text, text.get_rect(center=rect.center))
        return
    face, ink = card_colors(theme, card)
    pygame.draw.rect(surface, face, rect, border_radius=radius)
    pygame.draw.rect(surface, theme.text if theme == HIGH_CONTRAST else (60, 60, 70), rect,
                     width=border, border_radius=radius)
    if card.suit is None and stands_for is not None:  # the classic joker: its name and its card
        name = pgettext("card face", "JOKER")
        word = fonts.render(name, fitted_size(fonts, name, max(8, rect.width // 5), rect.width - 4 * border, True),
                            ink, bold=True)
        surface.blit(word, word.get_rect(midbottom=(rect.centerx, rect.centery)))
        _, stands_ink = card_colors(theme, stands_for)
        label = f"= {card_index(stands_for)}"
        tag = fonts.render(label, fitted_size(fonts, label, max(8, rect.width // 4), rect.width - 4 * border, True),
                           stands_ink, bold=True)
        surface.blit(tag, tag.get_rect(midtop=(rect.centerx, rect.centery + border)))
    elif card.suit is None:  # the joker: its name across the middle
        name = pgettext("card face", "JOKER")
        word = fonts.render(name, fitted_size(fonts, name, max(8, rect.width // 5), rect.width - 4 * border, True),
                            ink, bold=True)
        surface.blit(word, word.get_rect(center=rect.center))
    else:  # the rank large in the corner, the glyph under it, the suit's name along the bottom
        rank = rank_index(card.rank)
        corner = fitted_size(fonts, rank, rank_size(rect.width), rect.width - 4 * border, True)
        ascent = fonts.font(corner, True).get_ascent()
        top = rect.y + border - max(0, ascent - round(corner * 0.95))  # the letters, not the accent room, at the top
        drawn = fonts.render(rank, corner, ink, bold=True)
        surface.blit(drawn, (rect.x + border * 2, top))
        below = top + ascent + border  # the rank's baseline and a little room
        bottom = rect.bottom - border * 2
        name = suit_name(card.suit)
        size = fitted_size(fonts, name, max(8, rect.width // 8), rect.width - 4 * border)
        if size >= MIN_WORD_PX:  # smaller is unreadable noise: the glyph's shape still tells the suit
            word = fonts.render(name, size, ink)
            word_rect = word.get_rect(midbottom=(rect.centerx, bottom))
            surface.blit(word, word_rect)
            bottom = word_rect.top
        glyph_size = max(8, min(rect.width // 2, round((bottom - below) * 1.1)))
        glyph = fonts.render(card.suit.symbol, glyph_size, ink)
        surface.blit(glyph, glyph.get_rect(center=(rect.centerx, (below + bottom) // 2)))
    if focused:
        frame = rect.inflate(border * 6, border * 6)
        pygame.draw.rect(surface, theme.focus, frame, width=border * 2, border_radius=radius + border * 3)
        size = max(6, rect.width // 7)
        tip = (rect.centerx, frame.bottom + border)
        pygame.draw.polygon(surface, theme.focus, [tip, (tip[0] - size, tip[1] + size),
                                                   (tip[0] + size, tip[1] + size)])


def draw_card_back(surface: pygame.Surface, rect: pygame.Rect, theme: Theme, count: int, fonts: Fonts) -> None:
    """A face-down stack (the stock) with ``count`` written on it."""
    radius = max(3, rect.width // 12)
    color = (40, 70, 140) if theme != HIGH_CONTRAST else (0, 0, 0)
    pygame.draw.rect(surface, color, rect, border_radius=radius)
    pygame.draw.rect(surface, theme.text, rect, width=max(2, rect.width // 30), border_radius=radius)
    text = fonts.render(str(count), max(8, rect.width // 3), theme.text, bold=True)
    surface.blit(text, text.get_rect(center=rect.center))
