"""Seats and turn order shared by both games.

Seats are numbered ``0..n-1`` clockwise. Direction ``1`` is clockwise (to the left), ``-1`` is
counter-clockwise (to the right).
"""

from __future__ import annotations

from collections.abc import Container

CLOCKWISE = 1
COUNTER_CLOCKWISE = -1


def next_seat(seat: int, count: int, direction: int = CLOCKWISE,
              active: Container[int] | None = None) -> int:
    """The next seat after ``seat`` in ``direction`` that is in ``active``.

    Args:
        seat: the seat to start from (need not itself be active).
        count: number of seats at the table (>= 1).
        direction: ``1`` clockwise or ``-1`` counter-clockwise.
        active: seats still in play; ``None`` means every seat.

    Returns:
        The first active seat strictly after ``seat``; ``seat`` itself if it is the only active one.

    Raises:
        ValueError: if ``count`` < 1, ``direction`` is not +-1, or no seat is active.
    """
    if count < 1:
        raise ValueError("a table needs at least one seat")
    if direction not in (CLOCKWISE, COUNTER_CLOCKWISE):
        raise ValueError(f"direction must be 1 or -1, got {direction}")
    for step in range(1, count + 1):
        candidate = (seat + direction * step) % count
        if active is None or candidate in active:
            return candidate
    raise ValueError("no seat is active")


def seats_from(seat: int, count: int, direction: int = CLOCKWISE,
               active: Container[int] | None = None) -> list[int]:
    """Every active seat once, in turn order, starting with ``seat`` if active, else the next one."""
    order = [(seat + direction * step) % count for step in range(count)]
    return [s for s in order if active is None or s in active]
