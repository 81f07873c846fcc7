"""Seat names in the player's language, from a :class:`~game.engine.perspective.Perspective`.

A seat is said by the name the perspective gives it (a person's chosen name, said as written),
else by its default name: the computer player's name for seats 1..7 ("Anna", Russian "Анна"),
and "Max" for seat 0 when it is heard from another seat with no name given (never "Player 1",
docs/announcements.md). Both games use these; the listener's own seat ("you") is each game's text
module's affair.
"""

from __future__ import annotations

from .engine.perspective import Perspective
from .i18n import pgettext

DEFAULT_NAMES = ("Max", "Anna", "Bob", "Carl", "Dora", "Emil", "Fay", "Gus")
"""English default names of seats 0..7 (the counting game seats 8 at most, C-1): the computer
players' names at seats 1..7, and a name for seat 0 heard from another seat."""
PRONOUNS = {"Max": "His", "Anna": "Her", "Bob": "His", "Carl": "His", "Dora": "Her", "Emil": "His", "Fay": "Her",
            "Gus": "His"}
"""The possessive that goes with each default name (a given name has none: sentences about it
avoid one)."""


def computer_name(seat: int) -> str:
    """The default name of ``seat`` (0..7) in the player's language: "Anna" for seat 1 ... "Gus"
    for 7, "Max" for seat 0 (Russian "Анна", "Гас", "Макс").

    Raises:
        ValueError: for a seat outside 0..7.
    """
    if not 0 <= seat < len(DEFAULT_NAMES):
        raise ValueError(f"no default name for seat {seat!r}: seats are 0 to {len(DEFAULT_NAMES) - 1}")
    return {"Max": pgettext("player name", "Max"), "Anna": pgettext("player name", "Anna"),
            "Bob": pgettext("player name", "Bob"), "Carl": pgettext("player name", "Carl"),
            "Dora": pgettext("player name", "Dora"), "Emil": pgettext("player name", "Emil"),
            "Fay": pgettext("player name", "Fay"), "Gus": pgettext("player name", "Gus")}[DEFAULT_NAMES[seat]]


def seat_name(me: Perspective, seat: int) -> str:
    """``seat``'s name as ``me`` hears it, never "you": the name given, else :func:`computer_name`."""
    given = me.given_name(seat)
    return given if given is not None else computer_name(seat)


def pronoun(me: Perspective, seat: int) -> str | None:
    """"Her" or "His" for a seat said by its default name; ``None`` for a given name (its
    sentences then use no possessive)."""
    if me.given_name(seat) is not None or not 0 <= seat < len(DEFAULT_NAMES):
        return None
    return PRONOUNS[DEFAULT_NAMES[seat]]
