"""Colour themes: the normal one and high contrast (settings ``high_contrast``)."""

from __future__ import annotations

from dataclasses import dataclass

Color = tuple[int, int, int]


@dataclass(frozen=True)
class Theme:
    """Colours used by every scene: background, text, dim text, focus bar and its text, panels."""

    background: Color
    text: Color
    dim: Color
    focus: Color
    focus_text: Color
    panel: Color
    accent: Color
    table: Color


NORMAL = Theme(background=(24, 32, 40), text=(232, 236, 240), dim=(150, 160, 170),
               focus=(64, 120, 200), focus_text=(255, 255, 255), panel=(36, 46, 58),
               accent=(250, 200, 90), table=(20, 90, 60))
HIGH_CONTRAST = Theme(background=(0, 0, 0), text=(255, 255, 255), dim=(255, 255, 0),
                      focus=(255, 255, 0), focus_text=(0, 0, 0), panel=(0, 0, 0),
                      accent=(0, 255, 255), table=(0, 0, 0))


def theme_for(high_contrast: bool) -> Theme:
    """The theme for the high-contrast option."""
    return HIGH_CONTRAST if high_contrast else NORMAL
