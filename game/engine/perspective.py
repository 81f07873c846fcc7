"""From which seat a game is told, and what each seat is called.

A :class:`Perspective` is what narration needs besides the events and the listener's view: the
listener's own seat (said as "you") and the names of the others. Local play narrates from seat 0
with the computer players' default names; an online client narrates from its own seat with the
people's names; a spectator (seat ``None``) hears every seat by name. Pure data: the text modules
turn it into words (:mod:`game.player_names`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace


@dataclass(frozen=True)
class Perspective:
    """The listener's seat and the seats' names.

    Attributes:
        seat: the listener's seat (0..n-1), said as "you"; ``None`` for a spectator.
        names: each seat's name, in seat order, as it is to be said (a person's chosen name);
            ``None`` (or a seat past the end of the tuple) means the game's default name for
            that seat (a computer player's name, translated when said).
        stand_in: the listener's own seat while the moves being said were a computer's, made for
            the listener while they were away (online): those moves name it "A computer player
            for you" (:func:`game.player_names.stand_in_name`), never "You"; what befell the
            seat (tokens, scores) is still said as the listener's. ``None`` otherwise.
        timed_out: the seat whose move being said was a computer's, made for the person there
            because their turn timer ran out (online): that card is said as played for them, the
            listener's own ("Played for you: the queen of hearts. Total 40."), never as their own
            ("You: queen of hearts."), or another's ("Played for Ana: the queen of hearts. Total
            40."), never as Ana's own ("Ana: queen of hearts."); all else is still said as the
            seat's. ``None`` otherwise.

    Raises:
        ValueError: for a negative or non-integer seat, or a name that is neither text nor ``None``.
    """

    seat: int | None = None
    names: tuple[str | None, ...] = ()
    stand_in: int | None = None
    timed_out: int | None = None

    def __post_init__(self) -> None:
        if self.seat is not None and (not isinstance(self.seat, int) or isinstance(self.seat, bool)
                                      or self.seat < 0):
            raise ValueError(f"a perspective's seat is a seat number or None, not {self.seat!r}")
        if not isinstance(self.names, tuple) or not all(n is None or isinstance(n, str) for n in self.names):
            raise ValueError("a perspective's names are a tuple of names (or None for a default name)")

    @property
    def spectator(self) -> bool:
        """True when the listener holds no seat (every seat is said by name)."""
        return self.seat is None

    def played_for_me(self, seat: int | None) -> bool:
        """True when ``seat``'s moves being said were made for the listener by a computer
        (:attr:`stand_in`)."""
        return seat is not None and self.stand_in is not None and seat == self.stand_in

    def timer_played(self, seat: int | None) -> bool:
        """True when ``seat``'s move being said was made for the person there (the listener or
        another) by a computer because their turn timer ran out (:attr:`timed_out`)."""
        return seat is not None and self.timed_out is not None and seat == self.timed_out

    def is_me(self, seat: int | None) -> bool:
        """True when ``seat`` is the listener's own seat (never for ``None``, never for a spectator)."""
        return seat is not None and self.seat is not None and seat == self.seat

    def given_name(self, seat: int) -> str | None:
        """The name passed in for ``seat``, or ``None`` when that seat keeps its default name."""
        return self.names[seat] if 0 <= seat < len(self.names) else None

    def me_first(self, seats: list[int] | range) -> list[int]:
        """``seats`` with the listener's own seat first, the rest in the order given (a spectator:
        unchanged)."""
        seats = list(seats)
        return sorted(seats, key=lambda s: not self.is_me(s))


def said_then(event: object, names: Mapping[int, str]) -> None:
    """Mark ``event`` as made while the seats of ``names`` were held by those people, not by who
    holds them now (online: a move a person back at the table missed, made before a person left
    the game and a computer took their seat; the ``sync`` frame's ``missed_names``):
    :func:`at_event` names them so ("Cid: 9 of hearts.", never the computer's "Bob: ...")."""
    # (events are frozen dataclasses: an attribute, not a field, so equality and their data stay as they were)
    object.__setattr__(event, "_names_then", dict(names))


def at_event(me: Perspective, event: object) -> Perspective:
    """The perspective ``event`` is said from: ``me``, but for the seats :func:`said_then` names
    as held by someone else when it was made (never the listener's own)."""
    names = getattr(event, "_names_then", None)
    if not names:
        return me
    listed = list(me.names)
    for seat, name in names.items():
        if me.is_me(seat) or seat < 0:
            continue
        listed += [None] * (seat + 1 - len(listed))
        listed[seat] = name
    return replace(me, names=tuple(listed))
