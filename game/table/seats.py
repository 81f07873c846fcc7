"""Who sits at a table: each seat's name and kind, as the table session tells the scene."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.perspective import Perspective
from ..player_names import sounds_alike

__all__ = ["COMPUTER", "KINDS", "PERSON", "SeatInfo", "YOU", "local_seats", "perspective_keeping_names",
           "perspective_of", "perspective_of_voices", "sounds_alike", "unclashing_names"]

YOU = "you"
"""The seat this scene plays."""
PERSON = "person"
"""Another person's seat (online play)."""
COMPUTER = "computer"
"""A computer player's seat."""
KINDS = (YOU, PERSON, COMPUTER)


@dataclass(frozen=True)
class SeatInfo:
    """One seat as a scene knows it.

    Attributes:
        seat: the seat number (0..n-1).
        kind: :data:`YOU`, :data:`PERSON` or :data:`COMPUTER`.
        name: the name to say for it; ``None`` for the game's default name (a computer player's
            name, translated when said: :func:`game.player_names.seat_name`).

    Raises:
        ValueError: an unknown ``kind``.
    """

    seat: int
    kind: str
    name: str | None = None

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"a seat's kind is one of {KINDS}, not {self.kind!r}")


def local_seats(count: int, my_seat: int = 0) -> tuple[SeatInfo, ...]:
    """The seats of a game played on this machine: ``my_seat`` is :data:`YOU`, every other seat
    of the ``count`` is a :data:`COMPUTER` player with its default name."""
    return tuple(SeatInfo(seat, YOU if seat == my_seat else COMPUTER) for seat in range(count))


def perspective_of(seats: tuple[SeatInfo, ...] | list[SeatInfo]) -> Perspective:
    """The :class:`Perspective` narration uses for ``seats``: the :data:`YOU` seat (None when
    there is none: a spectator) and each seat's given name. A computer seat whose default name
    sounds like a person's at the table ("Anna" beside a person called "Ana" or "anna": the same
    letters, or one letter more, less or different) is given the first default name that sounds
    like nobody's there (:func:`unclashing_names`)."""
    mine = next((info.seat for info in seats if info.kind == YOU), None)
    names: list[str | None] = [None] * (max((info.seat for info in seats), default=-1) + 1)
    for info in seats:
        names[info.seat] = info.name
    names = unclashing_names(names, [info.seat for info in seats if info.kind == COMPUTER])
    return Perspective(mine, tuple(names) if any(n is not None for n in names) else ())


def unclashing_names(names: list[str | None], computers: list[int]) -> list[str | None]:
    """``names`` (seat order; None: the seat's default name) with each computer seat in
    ``computers`` whose default name sounds like a given name at the table renamed to the first
    default name (seats 1..7's, in the player's language) that sounds like no given name and is no
    other seat's default. Unchanged when nothing clashes."""
    from ..player_names import DEFAULT_NAMES, computer_name
    given = [name for name in names if name is not None]
    if not given:
        return list(names)
    result = list(names)
    taken = {computer_name(seat) for seat, name in enumerate(names) if name is None and seat < len(DEFAULT_NAMES)}
    spare = [computer_name(k) for k in range(1, len(DEFAULT_NAMES))]
    for seat in computers:
        if seat >= len(result) or result[seat] is not None or seat >= len(DEFAULT_NAMES):
            continue
        own = computer_name(seat)
        if not any(sounds_alike(own, name) for name in given):
            continue
        choice = next((name for name in spare if name not in taken
                       and not any(sounds_alike(name, other) for other in given)), None)
        if choice is not None:
            result[seat] = choice
            taken.add(choice)
    return result


def perspective_keeping_names(previous: Perspective, previous_seats: tuple[SeatInfo, ...] | list[SeatInfo],
                              seats: tuple[SeatInfo, ...] | list[SeatInfo]) -> Perspective:
    """:func:`perspective_of` ``seats`` during a game whose seats were ``previous_seats``
    (narrated as ``previous``): a computer seat that was a computer before keeps the name it was
    said by, so that nobody is renamed mid-game when a person leaves and a computer takes their
    seat; a seat newly played by a computer gets its own name, or, when that is said already or
    sounds like a person's there, the first default name that is neither."""
    from ..player_names import DEFAULT_NAMES, computer_name

    def said(perspective: Perspective, seat: int) -> str | None:
        if seat < len(perspective.names) and perspective.names[seat] is not None:
            return perspective.names[seat]
        return computer_name(seat) if seat < len(DEFAULT_NAMES) else None

    fresh = perspective_of(seats)
    before = {info.seat: info.kind for info in previous_seats}
    names: list[str | None] = [None] * (max((info.seat for info in seats), default=-1) + 1)
    for seat, name in enumerate(fresh.names):
        if seat < len(names):
            names[seat] = name
    for info in seats:
        if info.kind == COMPUTER and before.get(info.seat) == COMPUTER:
            names[info.seat] = said(previous, info.seat)
    given = [info.name for info in seats if info.kind != COMPUTER and info.name]
    for info in seats:
        if info.kind != COMPUTER or before.get(info.seat) == COMPUTER:
            continue
        others = {said(Perspective(None, tuple(names)), other.seat) for other in seats
                  if other.kind == COMPUTER and other.seat != info.seat}
        own = said(Perspective(None, tuple(names)), info.seat)
        if own in others or any(own and sounds_alike(own, name) for name in given):
            spare = (computer_name(k) for k in range(1, len(DEFAULT_NAMES)))
            names[info.seat] = next((name for name in spare if name not in others
                                     and not any(sounds_alike(name, person) for person in given)), own)
    return Perspective(fresh.seat, tuple(names) if any(name is not None for name in names) else ())


def perspective_of_voices(seats: tuple[SeatInfo, ...] | list[SeatInfo], voices: dict[int, int]) -> Perspective:
    """The :class:`Perspective` of ``seats`` whose computer players were named by the server:
    ``voices`` maps each computer seat to the index of its default name
    (:func:`game.player_names.choose_voice`), so that every person and spectator at the table says
    the same name for each seat, whenever they came (a seat's own default name stays ``None``:
    said with its pronoun). A computer seat missing from ``voices`` keeps its own default name.

    Raises:
        ValueError: a voice outside 0..7.
    """
    from ..player_names import computer_name
    mine = next((info.seat for info in seats if info.kind == YOU), None)
    names: list[str | None] = [None] * (max((info.seat for info in seats), default=-1) + 1)
    for info in seats:
        voice = voices.get(info.seat)
        if info.kind != COMPUTER:
            names[info.seat] = info.name
        elif voice is not None and voice != info.seat:
            names[info.seat] = computer_name(voice)
    return Perspective(mine, tuple(names) if any(name is not None for name in names) else ())
