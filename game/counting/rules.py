"""Pure rule functions of the counting game: card values, thresholds, packs.

No state here: :mod:`game.counting.state` calls these.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.cards import Card

THRESHOLDS = (33, 66, 99)
"""The totals that are reached or passed (C-12..C-15)."""

ACE, JACK, TEN, NINE, FOUR, TWO = 14, 11, 10, 9, 4, 2

ADD, SUBTRACT, DOUBLE, HALVE = "add", "subtract", "double", "halve"
"""The operations a card performs on the pile total (C-10)."""


def value_choices(card: Card, total: int) -> list[int]:
    """The values a player must choose between for ``card`` on ``total`` (C-10, C-11).

    Returns:
        ``[1, 11]`` for an ace; ``[10, -10]`` for a 10 when ``total >= 10``, else ``[10]``;
        ``[]`` for every other card (no choice).
    """
    if card.rank == ACE:
        return [1, 11]
    if card.rank == TEN:
        return [10, -10] if total >= 10 else [10]
    return []


def apply_card(total: int, card: Card, value: int | None = None) -> tuple[int, str]:
    """The new pile total after ``card`` is played on ``total`` (C-10, C-11).

    3, 5, 6, 7, 8 add their face value; 4 adds 4; 9 adds 0; J, Q, K add 10; a 10 adds or
    subtracts 10 (``value`` 10 or -10, the latter only when ``total >= 10``, C-11); an ace adds
    ``value`` 1 or 11; a 2 halves an even total above 49 and doubles any other.

    Returns:
        ``(new_total, operation)`` with operation ``"add"``, ``"subtract"``, ``"double"`` or ``"halve"``.

    Raises:
        ValueError: for a missing or wrong ``value``, a -10 below 10, or the joker.
    """
    rank = card.rank
    if rank == ACE:
        if value not in (1, 11):
            raise ValueError("an ace counts 1 or 11")
        return total + value, ADD
    if rank == TEN:
        if value == 10:
            return total + 10, ADD
        if value == -10:
            if total < 10:
                raise ValueError("a 10 can subtract only from a total of 10 or more")
            return total - 10, SUBTRACT
        raise ValueError("a 10 counts 10 or -10")
    if value is not None:
        raise ValueError("only an ace or a 10 takes a value")
    if rank == TWO:
        if total % 2 == 0 and total > 49:
            return total // 2, HALVE
        return total * 2, DOUBLE
    if rank == NINE:
        return total, ADD
    if rank in (11, 12, 13):
        return total + 10, ADD
    if 3 <= rank <= 8:
        return total + rank, ADD
    raise ValueError(f"{card.code} is not used in the counting game")


SKIP, AGAIN, REVERSE = "skip", "again", "reverse"
"""How a card changes whose turn comes next (:func:`turn_effect`, C-16, C-17)."""


def turn_effect(card: Card, players_in: int) -> str | None:
    """How ``card`` changes the turns when the round goes on after it, with ``players_in``
    players still in the game, its player among them (C-16, C-17).

    Returns:
        ``SKIP`` (a jack: the next player loses their turn), ``AGAIN`` (a jack with two players
        in: its player plays again), ``REVERSE`` (a 4 with three or more players in: play goes
        the other way; with two the turns are unchanged, so ``None``), or ``None`` for every
        other card.
    """
    if card.rank == JACK:
        return AGAIN if players_in == 2 else SKIP
    if card.rank == FOUR and players_in > 2:
        return REVERSE
    return None


def crossings(old: int, new: int) -> tuple[int | None, tuple[int, ...]]:
    """Thresholds reached and passed when the total goes from ``old`` to ``new`` (C-12..C-15).

    A threshold T is reached when ``old < T == new`` and passed when ``old < T < new``; a total
    that goes down or stays reaches and passes nothing.

    Returns:
        ``(reached, passed)``: the threshold reached or ``None``, and the passed ones in rising order.
    """
    if new <= old:
        return None, ()
    reached = new if new in THRESHOLDS else None
    passed = tuple(t for t in THRESHOLDS if old < t < new)
    return reached, passed


def passing_cost(passed: tuple[int, ...]) -> int:
    """Tokens the player pays for the thresholds one card passed: 1 for each of 33 and 66 (C-13),
    plus 2 when 99 is passed (C-15). ``(66, 99)`` costs 3."""
    return sum(2 if t == 99 else 1 for t in passed)


def reaching_cost(reached: int) -> int:
    """Tokens every other player still in pays when a card reaches ``reached``: 1 for 33 or 66
    (C-12), 2 for 99 (C-14)."""
    return 2 if reached == 99 else 1


def put_out(reached: int, others: Sequence[int], tokens: Sequence[int]) -> list[int]:
    """The seats of ``others`` (the other players still in) that a card reaching ``reached``
    would put out of the game, by ``tokens`` (every seat's, by seat): those with fewer tokens
    than they must pay (C-12, C-14, C-18: who must pay a token and has none left is out at
    once; on 1 token, owing 2 for 99, is out)."""
    cost = reaching_cost(reached)
    return [seat for seat in others if tokens[seat] < cost]


def passes_99(card: Card, total: int) -> bool:
    """True when ``card`` played on ``total`` passes 99 whatever value is chosen for it (C-10,
    C-15): the round ends and its player pays at least 2 tokens."""
    values = value_choices(card, total) or [None]
    return all(99 in crossings(total, apply_card(total, card, value)[0])[1] for value in values)


def own_cost(card: Card, total: int) -> int:
    """The fewest tokens the player of ``card`` on ``total`` pays for the thresholds it passes
    (C-13, C-15), over the values they may choose for it (C-10): 0 when some value passes none."""
    values = value_choices(card, total) or [None]
    return min(passing_cost(crossings(total, apply_card(total, card, value)[0])[1]) for value in values)


def packs_for(players: int, decks: int | None = None) -> int:
    """Packs used (C-2): ``decks`` when given, else 2 for 6 or more players, else 1."""
    if decks is not None:
        return decks
    return 2 if players >= 6 else 1
