"""Small wording helpers shared by screens, so every screen says numbers the same way."""

from __future__ import annotations

from collections.abc import Callable

from ..i18n import _, ngettext, pgettext


def number_text(value: float) -> str:
    """A number as the player's language writes it: at most two decimals, no trailing zeros,
    the decimal separator of the language (``1.5`` in English, ``1,5`` in Spanish and Russian)."""
    number = f"{round(float(value), 2):g}"
    return number.replace(".", pgettext("decimal separator", "."))


def decimal_text(value: float, places: int = 1) -> str:
    """A number with exactly ``places`` decimals, as a statistic shows it, with the decimal
    separator of the player's language: ``2`` -> ``"2.0"`` in English, ``"2,0"`` in Spanish and
    Russian; ``1.25`` -> ``"1.2"`` / ``"1,2"`` (rounded as Python's format rounds)."""
    return f"{float(value):.{places}f}".replace(".", pgettext("decimal separator", "."))


def seconds_text(seconds: float) -> str:
    """A duration for the ear: ``1`` -> ``"1 second"``, ``1.5`` -> ``"1.5 seconds"``,
    ``0.3`` -> ``"0.3 seconds"``, ``0.75`` -> ``"0.75 seconds"`` (at most two decimals, no
    trailing zeros); in the player's language, with its plural forms."""
    value = round(float(seconds), 2)
    number = number_text(value)
    if value.is_integer():
        return ngettext("{number} second", "{number} seconds", int(value)).format(number=number)
    return pgettext("a number with decimals", "{number} seconds").format(number=number)


def percent_text(value: int) -> str:
    """``"100 percent"`` in the player's language."""
    return ngettext("{number} percent", "{number} percent", value).format(number=value)


_SWITCH_WORDS: dict[str, Callable[[], tuple[str, str]]] = {
    "braille": lambda: (pgettext("Braille option", "Off"), pgettext("Braille option", "On")),
    "high_contrast": lambda: (pgettext("High contrast option", "Off"), pgettext("High contrast option", "On")),
    "reduced_motion": lambda: (pgettext("Reduced motion option", "Off"), pgettext("Reduced motion option", "On")),
    "short_turn_prompt": lambda: (pgettext("Short turn prompt option", "Off"),
                                  pgettext("Short turn prompt option", "On")),
    "transcript": lambda: (pgettext("Transcript option", "Off"), pgettext("Transcript option", "On")),
    "draw_reminder": lambda: (pgettext("Draw reminder option", "off"), pgettext("Draw reminder option", "on")),
}
"""Off and on for each on/off option, by its settings key: a message context of its own per
option (never one shared "On"), so a language whose words agree with the option's name can."""


def on_off_choices(option: str) -> list[tuple[bool, str]]:
    """The values of the on/off option ``option`` (its settings key: ``"braille"``,
    ``"transcript"``, ``"draw_reminder"``...), off first: ``[(False, "Off"), (True, "On")]``
    (the new-game screens' Draw reminder: ``"off"``, ``"on"``). The words agree with the
    option's name: Spanish "Transcripción: Activada", "Braille: Activado"; Russian
    "Протокол: Включён", "Высокая контрастность: Включена". Raises KeyError for another key."""
    off, on = _SWITCH_WORDS[option]()
    return [(False, off), (True, on)]


def hand_edge_text(step: int, focus: str) -> str:
    """Left (``step`` -1) or Right (+1) at an end of a hand, said once while the key is held:
    the edge, then the card that keeps the focus, as a menu's "Bottom. Quit, 7 of 7" does, so a
    held arrow whose last move was cut still names the card (C-22, T-28). ``focus`` is the
    focused card's line: "End of hand. 8 of diamonds, 3 of 3"."""
    if step < 0:
        return _("Start of hand. {focus}").format(focus=focus)
    return _("End of hand. {focus}").format(focus=focus)
