"""Drawing playing cards: a rounded rectangle with the rank, the suit glyph and the suit's name.

The rank is what a player reads first, so it is large: bold, :data:`RANK_SHARE` of the card's
width (a 68-pixel card has 31-pixel rank letters), in the top left corner; the suit glyph fills
the space under it, and the suit's name lies along the bottom on cards wide enough to read it.
The words on a card (the suit's name, an empty place's label such as "pile") grow with the
text-size option: the tables pass ``word_px``, the size of the table's smaller words, and the
word is drawn at that size, shrunk only to fit the card (all four suits' names at one size, so a
hand's words match), and left off when it would be smaller than :func:`min_word_px`.
A table keeps its cards legible with :func:`legible_width` (rank letters at least the size of
the words round them, :data:`CARD_RANK`); short of room it may draw them squatter
(:data:`SQUAT_RATIO`), the rank still over the glyph. The focus frame's reach is
:func:`focus_extent` (both tables lay their hands out with it).
Suits are told apart by their glyph's shape (and the suit word, on cards big enough to
read it) as well as by colour (:func:`card_colors`: four colours in high contrast), so the
cards read for players who do not see red. No rules, no speech.
"""

from __future__ import annotations

import weakref

import pygame

from ..card_names import card_index, rank_index, suit_name
from ..i18n import current_language, pgettext
from ..engine.cards import Card, Suit
from .placement import Placements, blit_text
from .text import Fonts
from .theme import HIGH_CONTRAST, Theme

CARD_RATIO = 1.4
"""Card height over width."""

MIN_WORD_PX = 10
"""The smallest size (pixels) a suit word is drawn at on a card face."""

CARD_WORD = 18
"""Reference size (:meth:`~game.ui.layout.Layout.text_px`) of the words on the tables' cards
(the suit's name, "pile" in the empty pile), as large as the counting table's labels under the
cards ("Stock", "Pile"): they grow with the text size like every other word on the table (an
eighth of the card's width, 12 to 16 pixels whatever the text size, before)."""

WORD_KEEP = 0.7
"""A word on a card is left off when it fits only below this share of the size asked for
(``word_px``): at Huge text a word shrunk to 12 pixels is noise, the glyph's shape tells the suit."""

RANK_SHARE = 0.45
"""The rank's font size (pixels) over the card's width: "10" in bold still fits with the border."""

CARD_RANK = 22
"""Reference size (:meth:`~game.ui.layout.Layout.text_px`) the rank letters on the tables' cards
reach at least: as large as the message log (and the trick table's status line at Small and
Medium text; at Large and Huge that grows towards the menus' size where the room allows), so a
card reads as easily as the words round it at every text size (33 pixels at Huge in 1280x720,
16 in 640x360). The
suit glyph under the rank is as large (half the card's width)."""


def rank_size(width: int) -> int:
    """The font size in pixels of the rank on a card ``width`` pixels wide (at least 8)."""
    return max(8, round(width * RANK_SHARE))


def legible_width(rank_px: int) -> int:
    """The narrowest card whose rank letters (:func:`rank_size`) are ``rank_px`` pixels or more."""
    width = max(8, int(rank_px / RANK_SHARE) - 1)
    while rank_size(width) < rank_px:
        width += 1
    return width


def height_for(width: int, ratio: float = CARD_RATIO) -> int:
    """The shortest card height whose card (:func:`card_size` with ``ratio``) is ``width`` pixels
    wide or more."""
    height = max(8, int((width - 1) * ratio))
    while card_size(height, ratio)[0] < width:
        height += 1
    return height


def legible_height(rank_px: int, ratio: float = CARD_RATIO) -> int:
    """The shortest card height (:func:`card_size` with ``ratio``) whose card is
    :func:`legible_width` wide."""
    return height_for(legible_width(rank_px), ratio)


def focus_extent(card_w: int) -> tuple[int, int]:
    """How far the focus frame of a card ``card_w`` wide reaches beyond it (:func:`draw_card`
    with ``focused``): ``(side, below)`` pixels, the frame on each side and above, the frame and
    its triangle below."""
    border = max(2, card_w // 30)
    return border * 3, border * 4 + max(6, card_w // 7)


def focused_rect(rect: pygame.Rect) -> pygame.Rect:
    """A focused card's rectangle with its focus frame and triangle (:func:`focus_extent`)."""
    side, below = focus_extent(rect.width)
    return pygame.Rect(rect.x - side, rect.y - side, rect.width + 2 * side, rect.height + side + below)


def fitted_size(fonts: Fonts, text: str, size: int, width: int, bold: bool = False) -> int:
    """``size`` (pixels), or the largest smaller size down to 6 at which ``text`` fits in
    ``width`` pixels (a suit's name is longer in some languages: "corazones", "diamantes")."""
    while size > 6 and fonts.font(size, bold).size(text)[0] > width:
        size -= 1
    return size


def min_word_px(word_px: int) -> int:
    """The smallest size (pixels) a word asked for at ``word_px`` is drawn at on a card:
    :data:`MIN_WORD_PX`, or :data:`WORD_KEEP` of ``word_px`` when that is more."""
    return max(MIN_WORD_PX, round(word_px * WORD_KEEP))


def suit_word_size(fonts: Fonts, width: int, word_px: int = 0) -> int:
    """The font size (pixels) of the suit words on cards ``width`` pixels wide: ``word_px``
    (0: an eighth of the width), shrunk until every suit's name in the player's language fits
    inside the card's border, so the words of one row of cards are one size."""
    sizes = _WORD_SIZES.setdefault(fonts, {})
    key = (current_language(), width, word_px)
    if key not in sizes:
        if len(sizes) > 256:  # window and text sizes of a long session
            sizes.clear()
        inside = width - 4 * max(2, width // 30)
        wanted = word_px or max(8, width // 8)
        sizes[key] = min(fitted_size(fonts, suit_name(suit), wanted, inside) for suit in Suit)
    return sizes[key]


_WORD_SIZES: weakref.WeakKeyDictionary[Fonts, dict[tuple[str, int, int], int]] = weakref.WeakKeyDictionary()
""":func:`suit_word_size`'s answers for each :class:`Fonts`, by language, card width and ``word_px``."""


SUIT_INK_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
"""The suits in the order of :attr:`Theme.suit_inks <game.ui.theme.Theme.suit_inks>`."""


def suit_ink(theme: Theme, suit: Suit | None) -> tuple[int, int, int]:
    """The ink of ``suit``'s rank and glyph in ``theme`` (the joker, ``None``: the spades' ink,
    black or white)."""
    return theme.suit_inks[SUIT_INK_ORDER.index(suit) if suit is not None else 0]


def card_colors(theme: Theme, card: Card | None) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """``(face, ink)`` colours for ``card`` in ``theme``: the theme's card face and its suit's ink
    (normal: red hearts and diamonds, black spades and clubs; high contrast: four colours)."""
    return theme.card_face, suit_ink(theme, card.suit if card is not None else None)


SQUAT_RATIO = 1.05
"""The lowest height over width a table may draw its cards at when its room is short: the rank
and the suit glyph (each about half the card's width) still fit one above the other, only the
suit's name along the bottom is left off (see :func:`draw_card`)."""


def card_size(height: int, ratio: float = CARD_RATIO) -> tuple[int, int]:
    """``(width, height)`` of a card ``height`` pixels tall, ``ratio`` times as tall as it is wide
    (:data:`CARD_RATIO`, or down to :data:`SQUAT_RATIO` where a table is short of room)."""
    return max(8, round(height / ratio)), height


def draw_card(surface: pygame.Surface, rect: pygame.Rect, card: Card | None, fonts: Fonts, theme: Theme,
              *, focused: bool = False, label: str = "", stands_for: Card | None = None,
              word_px: int = 0, placed: Placements | None = None, barred: bool = False) -> None:
    """Draw ``card`` face up in ``rect`` (``None``: an empty place with ``label`` inside; the joker
    shows the word JOKER; with ``stands_for`` (the classic joker, T-26) its short index ("Jkr",
    Russian "Дж", :func:`~game.card_names.card_index`) over the card it stands for ("7♥", in that
    suit's ink, :func:`card_colors`), a line each at the ranks' size (:func:`rank_size`), shrunk
    only to fit the card: until 2026-12 "JOKER" and "= 7♥" were fitted to the card's width from
    a fifth of it, a third of the ranks' height at Huge text ("ДЖОКЕР": found by a tester).

    ``focused`` draws a thick focus frame with a triangle marker under the card (shape, not just
    colour). The card's sizes follow ``rect``; its words (the suit's name, ``label``, JOKER) are
    drawn at ``word_px`` pixels at least where they fit (the table's text size; 0: sizes from
    the card's width only). ``placed`` records each word drawn as "card word" with its words,
    the rank as "card rank" and the suit's glyph as "card suit" (the boxes of their pixels).
    ``barred`` (a card that may not be played now, T-13) strikes the card through from its top
    left corner to its bottom right in the theme's dim ink, under its letters: the rank, the
    glyph and the words keep their full ink, each ringed in the face's colour where the stroke
    passes (:func:`bar_stroke`; until 2026-12 the card was veiled and struck over its letters,
    the rank barely readable at high contrast: found by a tester at Huge text).
    """
    radius = max(3, rect.width // 12)
    border = max(2, rect.width // 30)
    inside = rect.width - 4 * border
    if card is None:
        pygame.draw.rect(surface, theme.dim, rect, width=border, border_radius=radius)
        if label:
            wanted = word_px or max(8, rect.width // 6)
            size = fitted_size(fonts, label, wanted, inside)
            if not word_px or size >= min_word_px(word_px):
                blit_text(surface, fonts.render(label, size, theme.dim), placed, "card word", label,
                          center=rect.center)
        return
    face, ink = card_colors(theme, card)
    pygame.draw.rect(surface, face, rect, border_radius=radius)
    pygame.draw.rect(surface, theme.text if theme == HIGH_CONTRAST else (60, 60, 70), rect,
                     width=border, border_radius=radius)
    if barred:
        bar_stroke(surface, rect, theme)
    halo = theme.card_face if barred else None
    if card.suit is None and stands_for is not None:  # the classic joker: its short name over its card
        # a line each, at the ranks' size, shrunk only to fit ("Com" in Spanish, "10♥")
        _, stands_ink = card_colors(theme, stands_for)
        name, label = card_index(card), card_index(stands_for)
        name_px = fitted_size(fonts, name, rank_size(rect.width), inside, True)
        ascent = fonts.font(name_px, True).get_ascent()
        top = rect.y + border - max(0, ascent - round(name_px * 0.95))  # as a rank's letters
        drawn = ringed(fonts, name, name_px, ink, halo)
        spot = drawn.get_rect(midtop=(rect.centerx, top))
        surface.blit(drawn, spot)
        if placed is not None:
            placed.add("card word", inked_box(fonts, name, name_px).move(spot.topleft), name)
        # under the name's letters (a descender, "Jkr", "Дж", included), as a card's glyph under its rank
        below = max(top + ascent, spot.y + inked_box(fonts, name, name_px).bottom) + border
        room = rect.bottom - border * 2 - below
        label_px = fitted_size(fonts, label, rank_size(rect.width), inside, True)
        while label_px > 8 and inked_box(fonts, label, label_px).height > room:  # a squat card
            label_px -= 1
        tag, inked = ringed(fonts, label, label_px, stands_ink, halo), inked_box(fonts, label, label_px)
        spot = tag.get_rect(topleft=(rect.centerx - inked.centerx, below + max(0, room - inked.height) // 2 - inked.y))
        surface.blit(tag, spot)
        if placed is not None:
            placed.add("card word", inked.move(spot.topleft), label)
    elif card.suit is None:  # the joker: its name across the middle
        name = pgettext("card face", "JOKER")
        word = ringed(fonts, name, fitted_size(fonts, name, max(8, rect.width // 5, word_px), inside, True),
                       ink, halo)
        blit_text(surface, word, placed, "card word", name, center=rect.center)
    else:  # the rank large in the corner, the glyph under it, the suit's name along the bottom
        rank = rank_index(card.rank)
        corner = fitted_size(fonts, rank, rank_size(rect.width), rect.width - 4 * border, True)
        ascent = fonts.font(corner, True).get_ascent()
        top = rect.y + border - max(0, ascent - round(corner * 0.95))  # the letters, not the accent room, at the top
        drawn = ringed(fonts, rank, corner, ink, halo)
        surface.blit(drawn, (rect.x + border * 2, top))
        if placed is not None:  # the letters' own pixels, not the font's line room
            placed.add("card rank", inked_box(fonts, rank, corner).move(rect.x + border * 2, top), rank)
        below = top + ascent + border  # the rank's baseline and a little room
        bottom = rect.bottom - border * 2
        name = suit_name(card.suit)
        size = suit_word_size(fonts, rect.width, word_px)
        room = bottom - below - fonts.font(size).get_height()  # what the word leaves the glyph
        # smaller is unreadable noise, and the glyph needs room: its shape still tells the suit
        if size >= (min_word_px(word_px) if word_px else MIN_WORD_PX) and room >= rect.width // 4:
            word = ringed(fonts, name, size, ink, halo, bold=False)
            bottom = blit_text(surface, word, placed, "card word", name, midbottom=(rect.centerx, bottom)).top
        glyph_size = max(8, min(rect.width // 2, round((bottom - below) * 1.1)))
        glyph = ringed(fonts, card.suit.symbol, glyph_size, ink, halo, bold=False)
        spot = glyph.get_rect(center=(rect.centerx, (below + bottom) // 2))
        surface.blit(glyph, spot)
        if placed is not None:
            placed.add("card suit", inked_box(fonts, card.suit.symbol, glyph_size, False).move(spot.topleft),
                       card.suit.symbol)
    if focused:  # see focus_extent
        frame = rect.inflate(border * 6, border * 6)
        pygame.draw.rect(surface, theme.focus, frame, width=border * 2, border_radius=radius + border * 3)
        size = max(6, rect.width // 7)
        tip = (rect.centerx, frame.bottom + border)
        pygame.draw.polygon(surface, theme.focus, [tip, (tip[0] - size, tip[1] + size),
                                                   (tip[0] + size, tip[1] + size)])


BAR_INK = (70, 70, 80)
"""The stroke over a card that may not be played in the normal theme (:func:`bar_stroke`): dark
grey on the cream face, 9.5:1 (the theme's dim grey was 2.4:1, faint once the veil that faded the
whole card was gone); high contrast strokes in its dim ink, yellow on the black face."""


def bar_stroke(surface: pygame.Surface, rect: pygame.Rect, theme: Theme) -> None:
    """The stroke that marks a card that may not be played (:func:`draw_card` ``barred``): from
    the card's top left corner to its bottom right, :data:`BAR_INK` (high contrast: the dim ink,
    yellow), a shape as well as a shade."""
    width = max(2, rect.width // 12)
    pygame.draw.line(surface, theme.dim if theme == HIGH_CONTRAST else BAR_INK, (rect.x + width, rect.y + width),
                     (rect.right - width, rect.bottom - width), width)


def inked_box(fonts: Fonts, text: str, size: int, bold: bool = True) -> pygame.Rect:
    """The box of the pixels ``text`` inks in its rendered image (:meth:`Fonts.render`), a ring
    (:func:`ringed`) left out."""
    return fonts.render(text, size, (255, 255, 255), bold=bold).get_bounding_rect()


def ringed(fonts: Fonts, text: str, size: int, ink: tuple[int, int, int], ring: tuple[int, int, int] | None,
            bold: bool = True) -> pygame.Surface:
    """``text`` rendered in ``ink``; with ``ring`` (a colour), ringed in it a few pixels wide, so a
    stroke under it stops short of its letters (:func:`bar_stroke`). The image is the plain
    text's size, the ring drawn inside its margins."""
    drawn = fonts.render(text, size, ink, bold=bold)
    if ring is None:
        return drawn
    reach = max(1, size // 12)
    shape = fonts.render(text, size, ring, bold=bold)
    out = pygame.Surface(drawn.get_size(), pygame.SRCALPHA)
    for dx in range(-reach, reach + 1):
        for dy in range(-reach, reach + 1):
            if dx * dx + dy * dy <= reach * reach:
                out.blit(shape, (dx, dy))
    out.blit(drawn, (0, 0))
    return out


def draw_card_back(surface: pygame.Surface, rect: pygame.Rect, theme: Theme, count: int, fonts: Fonts) -> None:
    """A face-down stack (the stock) with ``count`` written on it."""
    radius = max(3, rect.width // 12)
    color = (40, 70, 140) if theme != HIGH_CONTRAST else (0, 0, 0)
    pygame.draw.rect(surface, color, rect, border_radius=radius)
    pygame.draw.rect(surface, theme.text, rect, width=max(2, rect.width // 30), border_radius=radius)
    text = fonts.render(str(count), max(8, rect.width // 3), theme.text, bold=True)
    surface.blit(text, text.get_rect(center=rect.center))
