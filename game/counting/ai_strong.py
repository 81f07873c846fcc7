"""The strong computer player of the counting game: a function of a view and a random source.

It keeps the simple player's order (:mod:`game.counting.ai`): draw at once (C-8); reach 99, then
66 or 33 (C-14, C-12); never pass a threshold when another card avoids it, and when forced, lose
the fewest tokens (C-13, C-15). Among the moves of the same order it then looks ahead: from the
cards it has not seen (the pack(s) minus its own hand minus the pile, C-2, C-9) it computes, for
the total each move leaves, the chance that the player who plays next (after a jack's skip, C-16,
or a four's reverse, C-17) can reach a threshold (tokens this player would lose) or must pass one
(tokens that player would lose); it samples that player's hand to foresee the reply (as the
simple player would make it) and scores what the reply leaves to the player after, or to itself
when the turn comes back; and it weighs the cards it keeps for later (9, 10, ace, 2, 4, jack).
Each choice takes well under a millisecond on average (benchmarks/counting_ai_strength.py).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from ..engine.cards import Card, Suit
from ..engine.seats import next_seat
from .actions import DrawCard, PlayCard
from .ai import simple_preference
from .rules import ACE, FOUR, JACK, NINE, TEN, TWO, apply_card, crossings, passing_cost, value_choices
from .state import CountingView

RANKS = tuple(range(2, 15))
"""The ranks of the counting game's pack: 2..10, jack 11, queen 12, king 13, ace 14."""
CACHE_SIZE = 8192
"""Entries kept by the two large memo tables (:func:`_danger`, :func:`_own_outcome`). At 65536
they filled within about 60 strong games and held 25 MB of memory, growing through a long
session; at 8192 they hold under 6 MB and a move costs the same (about 0.6 ms)."""


@dataclass(frozen=True)
class Weights:
    """How much each consideration counts, in tokens.

    Attributes:
        danger: per expected token the next player's threshold reach would cost this player.
        forced: per expected token the next player loses by being forced past a threshold.
        keep: value of keeping each rank in hand (missing ranks count 0).
        high: value lost per point a kept ordinary card adds (high cards are hard to play late).
        second: weight of the second turn ahead: the next player's likely reply (as the simple
            player would play it, from sampled hands) and what it leaves the player after them
            (this player's own outcome when it comes back, or the danger that player poses).
        eliminate: bonus for a forced pass that would eliminate the player (C-18).
        samples: hands sampled for the next player's reply (0 turns the second turn off).
    """

    danger: float = 1.5
    forced: float = 1.0
    keep: tuple[tuple[int, float], ...] = ((NINE, 0.45), (TEN, 0.45), (TWO, 0.25), (ACE, 0.3),
                                           (FOUR, 0.12), (JACK, 0.12))
    high: float = 0.01
    second: float = 1.0
    eliminate: float = 1.0
    samples: int = 16


WEIGHTS = Weights()
"""The weights the strong player uses."""

_REACH99, _REACH, _SAFE, _PASS = 0, 1, 2, 3
_SUIT = Suit.SPADES


def choose_strong_action(view: CountingView, rng: random.Random,
                         weights: Weights = WEIGHTS) -> PlayCard | DrawCard:
    """The strong player's action for ``view.seat``; exact ties are broken with ``rng``.

    Args:
        view: what the seat knows (its hand, the pile, tokens, hand counts, direction).
        rng: the random source for ties (the same view and rng state give the same action).
        weights: the weights of the look-ahead (for tuning).

    Returns:
        ``DrawCard`` whenever the view says it may draw (manual mode), else a legal ``PlayCard``
        with a value chosen for an ace or a 10.

    Raises:
        ValueError: if the seat has nothing to do (not its turn and no draw, or the game is over).
    """
    if view.winner is None and view.may_draw:
        return DrawCard(view.seat)
    if view.winner is not None or view.turn != view.seat or not view.hand:
        raise ValueError(f"seat {view.seat} has nothing to do now")
    unseen = _unseen(view)
    keep = dict(weights.keep)
    plays = [PlayCard(view.seat, card, value) for card in dict.fromkeys(view.hand)
             for value in (value_choices(card, view.total) or [None])]
    rng.shuffle(plays)
    hands = _sample_hands(unseen, view.options.hand_size, weights.samples, rng)
    return max(plays, key=lambda play: _score(view, play, unseen, weights, keep, hands))


def _sample_hands(unseen: tuple[int, ...], size: int, count: int,
                  rng: random.Random) -> list[tuple[int, ...]]:
    """``count`` hands of ``size`` ranks drawn from the unseen cards (shared by every move
    compared, so that the comparison is fair)."""
    pool = [rank for rank in RANKS for _ in range(unseen[rank])]
    size = min(size, len(pool))
    return [tuple(rng.sample(pool, size)) for _ in range(count)] if size else []


def _unseen(view: CountingView) -> tuple[int, ...]:
    """Cards of each rank (index = rank) this seat has not seen: pack(s) minus hand minus pile."""
    counts = [0, 0] + [4 * view.options.packs] * 13
    for card in view.hand + view.pile:
        counts[card.rank] = max(0, counts[card.rank] - 1)
    return tuple(counts)


def _score(view: CountingView, play: PlayCard, unseen: tuple[int, ...], weights: Weights,
           keep: dict[int, float], hands: list[tuple[int, ...]]) -> tuple[int, float]:
    """Higher is better: (order, look-ahead). Order: reach 99 > reach 66 or 33 > safe > pass
    (cheapest pass first)."""
    total = view.total
    new, _ = apply_card(total, play.card, play.value)
    reached, passed = crossings(total, new)
    if passed:
        order = -10 * passing_cost(passed)
        if 99 in passed:  # C-15: the round ends, nothing to look ahead to
            return (order, 0.0)
    elif reached == 99:
        return (100, 0.0)
    else:
        order = 50 if reached is not None else 0
    rest = list(view.hand)
    rest.remove(play.card)
    value = sum(_keep_value(card.rank, keep, weights.high) for card in rest)
    ranks = tuple(sorted(card.rank for card in rest))
    direction = -view.direction if play.card.rank == FOUR else view.direction
    nxt = _next_player(view, view.seat, play.card.rank, view.direction)
    if nxt is None:
        return (order, value)
    if nxt == view.seat:  # C-16 with two players: this player goes again
        return (order, value + _own_outcome(new, ranks))
    k = view.hand_counts[nxt]
    value += _threat(view, nxt, new, unseen, weights)
    if hands and weights.second and k > 0:  # an empty hand ends the round (C-19)
        value += weights.second * _second_turn(view, nxt, new, k, direction, ranks, unseen, weights, hands)
    return (order, value)


def _second_turn(view: CountingView, nxt: int, total: int, k: int, direction: int,
                 ranks: tuple[int, ...], unseen: tuple[int, ...], weights: Weights,
                 hands: list[tuple[int, ...]]) -> float:
    """Mean value, over the sampled hands, of what the next player's reply leaves: this
    player's own outcome when the turn comes back, else the danger to it from the player after."""
    value = 0.0
    for hand in hands:
        reply, after = _simple_reply(total, hand[:k])
        if after is None:  # the round ended (99 reached or passed)
            continue
        then = _next_player(view, nxt, reply, direction)
        if then is None:
            continue
        if then == view.seat:
            value += _own_outcome(after, ranks)
        else:
            value += _threat(view, then, after, unseen, weights)
    return value / len(hands)


def _threat(view: CountingView, seat: int, total: int, unseen: tuple[int, ...],
            weights: Weights) -> float:
    """Tokens-worth to this player of leaving ``total`` to ``seat``: minus the tokens its reach
    of a threshold would cost (C-12, C-14), plus those it would lose by being forced past one
    (C-13, C-15, C-19), more when that would eliminate it (C-18)."""
    lose99, lose, all_pass, cost = _danger(total, view.hand_counts[seat], unseen)
    value = -weights.danger * (2 * lose99 + lose) + weights.forced * all_pass * cost
    if cost > view.tokens[seat]:
        value += weights.eliminate * all_pass
    return value


@lru_cache(maxsize=CACHE_SIZE)
def _own_outcome(total: int, ranks: tuple[int, ...]) -> float:
    """Tokens-worth of the best immediate play of ``ranks`` on ``total``: reach 99 +2, reach
    33 or 66 +1, safe 0, else minus the cheapest pass; 0 for an empty hand (a card is drawn)."""
    if not ranks:
        return 0.0
    best = min(_outcome(total, rank) for rank in ranks)
    return {_REACH99: 2.0, _REACH: 1.0, _SAFE: 0.0}.get(best[0], -float(best[1]))


def _simple_reply(total: int, ranks: tuple[int, ...]) -> tuple[int, int | None]:
    """The card rank the simple player (:mod:`.ai`) plays from ``ranks`` on ``total`` and the
    total it leaves, ``None`` when that card ends the round (99 reached or passed)."""
    best = min((_simple_option(total, rank), rank) for rank in ranks)
    return best[1], best[0][1]


@lru_cache(maxsize=8192)
def _simple_option(total: int, rank: int) -> tuple[tuple[int, int, int], int | None]:
    """The simple player's preference for its best play of ``rank`` on ``total`` and the total
    it leaves (``None`` when the round ends)."""
    card = Card(rank, _SUIT)
    play = min((PlayCard(0, card, value) for value in value_choices(card, total) or [None]),
               key=lambda p: simple_preference(p, total))
    new, _ = apply_card(total, card, play.value)
    reached, passed = crossings(total, new)
    return simple_preference(play, total), None if reached == 99 or 99 in passed else new


def _keep_value(rank: int, keep: dict[int, float], high: float) -> float:
    """What keeping a card of ``rank`` is worth: its ``keep`` weight, else minus ``high`` per point."""
    if rank in keep:
        return keep[rank]
    return -high * (10 if rank > TEN else rank)


def _next_player(view: CountingView, seat: int, rank: int, direction: int) -> int | None:
    """The seat that plays after ``seat`` plays a card of ``rank`` with play going ``direction``
    (C-16 jack skip, C-17 four reverse); ``None`` if fewer than two players are in."""
    active = set(range(view.options.players)) - view.eliminated
    if len(active) < 2:
        return None
    if rank == JACK:
        if len(active) == 2:
            return seat
        return next_seat(next_seat(seat, view.options.players, direction, active),
                         view.options.players, direction, active)
    if rank == FOUR:
        direction = -direction
    return next_seat(seat, view.options.players, direction, active)


@lru_cache(maxsize=4096)
def _outcome(total: int, rank: int) -> tuple[int, int]:
    """The best a holder of ``rank`` can do on ``total``: (order, tokens lost when passing)."""
    card = Card(rank, _SUIT)
    best = (_PASS, 99)
    for value in value_choices(card, total) or [None]:
        new, _ = apply_card(total, card, value)
        reached, passed = crossings(total, new)
        if passed:
            option = (_PASS, passing_cost(passed))
        elif reached == 99:
            option = (_REACH99, 0)
        elif reached is not None:
            option = (_REACH, 0)
        else:
            option = (_SAFE, 0)
        best = min(best, option)
    return best


@lru_cache(maxsize=CACHE_SIZE)
def _danger(total: int, k: int, unseen: tuple[int, ...]) -> tuple[float, float, float, int]:
    """For a player holding ``k`` cards drawn from ``unseen`` facing ``total``: the chance they
    reach 99, the chance they reach 33 or 66 (not 99), the chance every card of theirs passes a
    threshold, and the tokens the cheapest such pass costs (0 if no card passes)."""
    size = sum(unseen)
    if k <= 0:
        return 0.0, 0.0, 1.0, 3  # C-19: an empty hand costs 3
    counts = [0, 0, 0, 0]
    cheapest = 99
    for rank in RANKS:
        if unseen[rank]:
            order, cost = _outcome(total, rank)
            counts[order] += unseen[rank]
            if order == _PASS:
                cheapest = min(cheapest, cost)
    none99 = _none_of(size, counts[_REACH99], k)
    none_reach = _none_of(size, counts[_REACH99] + counts[_REACH], k)
    all_pass = _none_of(size, size - counts[_PASS], k)
    return 1.0 - none99, none99 - none_reach, all_pass, cheapest if cheapest < 99 else 0


def _none_of(size: int, marked: int, k: int) -> float:
    """Chance that ``k`` cards drawn from ``size`` include none of ``marked`` (hypergeometric)."""
    if k > size:
        return 0.0 if marked else 1.0
    p = 1.0
    for i in range(k):
        p *= (size - marked - i) / (size - i)
        if p <= 0.0:
            return 0.0
    return p
