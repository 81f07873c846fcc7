"""What one card does to the pile total, tabulated for the searching computer players (C-10..C-15):
every way to play a rank on a total, with the threshold it reaches or the tokens a pass costs.
A plain table for speed; the rules themselves are :mod:`.rules`."""

from __future__ import annotations

from .rules import ACE, JACK, NINE, TEN, TWO

_REACH99, _REACH, _SAFE, _PASS = 0, 1, 2, 3
"""The kinds of a play: reaches 99, reaches 33 or 66, safe, passes a threshold."""


def options_of(total: int, rank: int) -> list[tuple[int | None, int, int, int, int]]:
    """Every way to play ``rank`` on ``total``: ``(value, new total, kind, reached, cost)`` with
    kind :data:`_REACH99`, :data:`_REACH`, :data:`_SAFE` or :data:`_PASS`, the threshold reached
    (0 for none) and the tokens a pass costs (C-13, C-15)."""
    if rank == ACE:
        values: list[int | None] = [1, 11]
    elif rank == TEN:
        values = [10, -10] if total >= 10 else [10]
    else:
        values = [None]
    result = []
    for value in values:
        if rank == ACE or rank == TEN:
            new = total + value  # type: ignore[operator]
        elif rank == TWO:
            new = total // 2 if total % 2 == 0 and total > 49 else total * 2
        elif rank == NINE:
            new = total
        elif rank >= JACK:
            new = total + 10
        else:
            new = total + rank
        cost = 0
        reached = 0
        if new > total:
            for threshold in (33, 66, 99):
                if total < threshold < new:
                    cost += 2 if threshold == 99 else 1
            if new in (33, 66, 99):
                reached = new
        if cost:
            kind = _PASS
        elif reached == 99:
            kind = _REACH99
        elif reached:
            kind = _REACH
        else:
            kind = _SAFE
        result.append((value, new, kind, reached, cost))
    return result


CARD_OPTIONS = [[options_of(total, rank) if rank >= 2 else [] for rank in range(15)] for total in range(99)]
"""``CARD_OPTIONS[total][rank]``: the ways to play a card of ``rank`` on ``total`` (see :func:`options_of`)."""
