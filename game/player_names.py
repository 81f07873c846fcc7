"""Seat names in the player's language, from a :class:`~game.engine.perspective.Perspective`.

A seat is said by the name the perspective gives it (a person's chosen name, said as written),
else by its default name: the computer player's name for seats 1..7 ("Anna", Russian "Анна"),
and "Max" for seat 0 when it is heard from another seat with no name given (never "Player 1",
docs/announcements.md). Both games use these; the listener's own seat ("you") is each game's text
module's affair.
"""

from __future__ import annotations

import dataclasses

from .engine.perspective import Perspective
from .i18n import _, N_, pgettext

STAND_IN = N_("A computer player for you")
"""One's own seat named in the moves a computer made for one while one was away, said on coming
back to an online table ("A computer player for you: 3 of spades. Total 3.")."""

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


def stand_in_name() -> str:
    """"A computer player for you", in the player's language: the subject of a move a computer
    made for the listener while they were away (:attr:`Perspective.stand_in`)."""
    return _(STAND_IN)


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


def sounds_alike(first: str, second: str) -> bool:
    """True when two names are easily taken for each other by ear: equal ignoring case and
    spaces, or one letter added, removed or changed ("Ana" and "Anna", "Bob" and "Rob")."""
    a, b = first.strip().casefold(), second.strip().casefold()
    if a == b:
        return True
    if abs(len(a) - len(b)) > 1 or min(len(a), len(b)) < 3:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b)) == 1
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    return any(long_[:i] + long_[i + 1:] == short for i in range(len(long_)))


def choose_voice(seat: int, taken: set[int] | frozenset[int], people: list[str]) -> int:
    """The default name (an index into :data:`DEFAULT_NAMES`) a server gives the computer player
    that sits at ``seat`` (at the start, or taking a person's seat mid-game), so that every client
    and spectator says the same name for it (each in its language): the seat's own default name,
    unless another computer at the table says it already (``taken``) or it sounds like one of
    ``people`` (the names of the people at the table, and of one leaving: "Anna" beside "Ana"),
    else the first of seats 1..7's names that is neither; the seat's own when none is left.

    Raises:
        ValueError: for a seat outside 0..7.
    """
    if not 0 <= seat < len(DEFAULT_NAMES):
        raise ValueError(f"no default name for seat {seat!r}: seats are 0 to {len(DEFAULT_NAMES) - 1}")

    def free(index: int) -> bool:
        return index not in taken and not any(sounds_alike(DEFAULT_NAMES[index], name) for name in people)

    if free(seat):
        return seat
    return next((index for index in range(1, len(DEFAULT_NAMES)) if free(index)), seat)


SeatHistory = dict[int, tuple[str, int | None]]
"""Seats a computer took at an online table from a person who left the game under way: seat ->
(that person's name, the round (counting game) or deal (trick game) they left in, ``None`` when
not known) (:meth:`game.table.remote.RemoteSession.seat_history`)."""


def in_seat_of(me: Perspective, history: SeatHistory | None) -> Perspective:
    """``me`` with each seat of ``history`` named by who holds it, then whose seat it was: "Bob
    (in Cid's seat)", the name the results' places say it by ("1st: Bob (in Cid's seat), 1 token
    left."; was "1st: Cid, then Bob, ...", which a listener took for Cid's win, Cid having left in
    round 1: found by a tester by ear). Unchanged without ``history``."""
    if not history:
        return me
    names = list(me.names)
    for seat, (person, _number) in sorted(history.items()):
        names += [None] * (seat + 1 - len(names))
        # TRANSLATORS: a seat in the results of an online game: the computer player who holds it,
        # then the person who left it mid-game: "1st: Bob (in Cid's seat), 1 token left."
        names[seat] = _("{name} (in {person}'s seat)").format(name=seat_name(me, seat), person=person)
    return dataclasses.replace(me, names=tuple(names))


def took_seat_text(me: Perspective, seat: int, history: SeatHistory | None, unit: str) -> str:
    """The history of a winner's seat of ``history``, a sentence after the results' headline
    that names the winner as who holds the seat ("Bob wins the game."): "Bob, a computer player,
    took Cid's seat in round 1." (``unit`` "round", the counting game; "deal", the trick game:
    "... in deal 2."; the number not known: "Bob, a computer player, took Cid's seat."), as the
    table said it then ("Cid left the game. Bob, a computer player, takes their seat."); "" for
    a seat nobody left."""
    if not history or seat not in history:
        return ""
    person, number = history[seat]
    name = seat_name(me, seat)
    if number is None:
        return _("{name}, a computer player, took {person}'s seat.").format(name=name, person=person)
    if unit == "deal":
        return _("{name}, a computer player, took {person}'s seat in deal {number}.").format(
            name=name, person=person, number=number)
    return _("{name}, a computer player, took {person}'s seat in round {number}.").format(
        name=name, person=person, number=number)
