"""Colour themes: the normal one and high contrast (settings ``high_contrast``)."""

from __future__ import annotations

from dataclasses import dataclass

Color = tuple[int, int, int]


@dataclass(frozen=True)
class Theme:
    """Colours used by every scene: background, text, dim text, focus bar and its text, panels;
    a card's face and the ink of each suit's rank and glyph (``suit_inks``: spades, hearts,
    diamonds, clubs; :func:`game.ui.cards.card_colors`)."""

    background: Color
    text: Color
    dim: Color
    focus: Color
    focus_text: Color
    panel: Color
    accent: Color
    table: Color
    card_face: Color
    suit_inks: tuple[Color, Color, Color, Color]


NORMAL = Theme(background=(24, 32, 40), text=(232, 236, 240), dim=(150, 160, 170),
               focus=(64, 120, 200), focus_text=(255, 255, 255), panel=(36, 46, 58),
               accent=(250, 200, 90), table=(20, 90, 60), card_face=(250, 250, 244),
               suit_inks=((20, 20, 24), (172, 0, 20), (172, 0, 20), (20, 20, 24)))
"""The classic two-colour deck on a cream face: spades and clubs black (17.5:1), hearts and diamonds
red (7.3:1; 196, 24, 32 was 5.7:1 before). Not four colours: at 7:1 on a light face every ink is
dark, where red, green, brown and orange look alike to protan and deutan eyes; the glyph tells
the suits apart, and high contrast has four colours."""
HIGH_CONTRAST = Theme(background=(0, 0, 0), text=(255, 255, 255), dim=(255, 255, 0),
                      focus=(255, 255, 0), focus_text=(0, 0, 0), panel=(0, 0, 0),
                      accent=(0, 255, 255), table=(0, 0, 0), card_face=(0, 0, 0),
                      suit_inks=((255, 255, 255), (255, 120, 120), (255, 176, 0), (100, 190, 255)))
"""White on black, a four-colour deck on black faces, each ink 7:1 or more against the face:
spades white (21:1), hearts light red (8.2:1), diamonds amber (11.5:1), clubs sky blue (10.4:1).
The red suits stay warm and the black ones neutral or cool, as in the normal deck; no two inks
differ by red against green alone: they stay apart in lightness or on the blue-yellow axis,
also as protan, deutan and tritan eyes see them (hearts and diamonds were both cyan, spades and
clubs both white, before: only the glyph told them apart)."""


def theme_for(high_contrast: bool) -> Theme:
    """The theme for the high-contrast option."""
    return HIGH_CONTRAST if high_contrast else NORMAL
