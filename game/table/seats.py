"""Who sits at a table: each seat's name and kind, as the table session tells the scene."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.perspective import Perspective

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
    there is none: a spectator) and each seat's given name."""
    mine = next((info.seat for info in seats if info.kind == YOU), None)
    names = [None] * (max((info.seat for info in seats), default=-1) + 1)
    for info in seats:
        names[info.seat] = info.name
    return Perspective(mine, tuple(names) if any(n is not None for n in names) else ())
