"""The simple computer player of the counting game: a function of a view and a random source.

It draws at once when it may (C-8); reaches 99, then 66 or 33, when it can (C-14, C-12); never
passes a threshold when another card avoids it (C-13, C-15); otherwise keeps its aces, 9s, 10s
and 2s (and, less dearly, 4s and jacks) for danger and plays its highest safe ordinary card.
"""

from __future__ import annotations

import random

from ..engine.cards import Card
from .actions import DrawCard, PlayCard
from .rules import ACE, FOUR, JACK, NINE, TEN, TWO, apply_card, crossings, passing_cost, value_choices
from .state import CountingView

PRECIOUS = frozenset({ACE, NINE, TEN, TWO})
"""Ranks kept for danger: they add little, nothing, or bring the total down."""
USEFUL = frozenset({FOUR, JACK})
"""Ranks worth keeping when an ordinary card will do."""


def choose_action(view: CountingView, rng: random.Random) -> PlayCard | DrawCard:
    """The action the computer player takes for ``view.seat``; ties are broken with ``rng``.

    Returns:
        ``DrawCard`` whenever the view says it may draw (manual mode), else a ``PlayCard`` with a
        value chosen for an ace or a 10.

    Raises:
        ValueError: if the seat has nothing to do (not its turn and no draw, or the game is over).
    """
    if view.winner is None and view.may_draw:
        return DrawCard(view.seat)
    if view.winner is not None or view.turn != view.seat or not view.hand:
        raise ValueError(f"seat {view.seat} has nothing to do now")
    options = _choices(view.seat, view.hand, view.total)
    rng.shuffle(options)
    return min(options, key=lambda play: simple_preference(play, view.total))


def _choices(seat: int, hand: tuple[Card, ...], total: int) -> list[PlayCard]:
    plays = []
    for card in dict.fromkeys(hand):
        values = value_choices(card, total) or [None]
        plays.extend(PlayCard(seat, card, value) for value in values)
    return plays


def simple_preference(play: PlayCard, total: int) -> tuple[int, int, int]:
    """How much the simple player likes ``play`` on ``total``; lower is better:
    (category, tie-break, tie-break). The strong player (:mod:`.ai_strong`) uses it to foresee
    a simple reply.

    Categories: 0 reaches 99; 1 reaches 66 or 33; 2 safe; 3 passes a threshold (then fewer
    tokens lost first, then the lower total)."""
    new, _ = apply_card(total, play.card, play.value)
    reached, passed = crossings(total, new)
    if passed:
        return (3, passing_cost(passed), new)
    if reached == 99:
        return (0, 0, 0)
    if reached is not None:
        return (1, -reached, 0)
    rank = play.card.rank
    keep = 2 if rank in PRECIOUS else 1 if rank in USEFUL else 0
    return (2, keep, -new)
