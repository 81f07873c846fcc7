"""What the hard counting player infers about another player's hand from the round's public plays.

Every card played this round is public, with the total before and after it (C-23), and every
level above random plays the same way in one respect: it reaches 99 when it can (C-14), else 33
or 66 (C-12), else plays a card that passes nothing, and passes a threshold only when every card
it holds does, as cheaply as it can (C-13, C-15). Among its safe cards it keeps aces, 9s, 10s and
2s (and 4s and jacks) and leaves the next player little chance of a threshold. So each play tells
something about the hand it came from, and the cards a player keeps stay in its hand until it
plays them: a player who could not reach 33 from 25 two turns ago and has played twice since
still holds at most one card it drew after that.

:func:`hand_belief` follows one player's plays of this round in order (a forward filter over the
ranks it may hold): its hand at each play is the cards it kept plus the card it drew (from the
cards this seat has not seen, or a card that player played later), weighted by how likely the
card it played was from that hand (:func:`play_likelihood`); the result is the chance of each
hand of ranks it may hold now. :class:`HandSampler` draws from it. Pure Python, no clock: the
same view gives the same belief.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from .ai_model import strong_chances
from .ai_moves import CARD_OPTIONS, _REACH, _REACH99, _SAFE
from .rules import ACE, FOUR, JACK, NINE, TEN, TWO

RANKS = tuple(range(2, 15))
"""The ranks of the counting game's pack: 2..10, jack 11, queen 12, king 13, ace 14."""
MAX_STEPS = 3
"""Plays of one player followed at most (the earliest are dropped: the hand before them is
taken as dealt at random). Bounds the time: about 5 ms of CPU for both other players of a
3-player game with hands of three (7 ms with 6 plays, and hardly better guesses)."""
MISTAKE = 0.03
"""Likelihood of a play that a better one in the same hand beats (a reach missed, a pass that a
safe card avoided): other players are not always right, and a human may play anything."""
SOFTNESS = 2.0
"""How strongly a player is taken to prefer, among its safe cards, the one that keeps the useful
ranks and leaves the next player little chance of a threshold (0: any safe card alike)."""

USE_MODEL = False
"""Weigh each play by how likely the strong level makes it from the hand (:func:`.ai_model.strong_chances`)
rather than by :func:`play_likelihood`. Not shown to choose better: +0.50 thousandths of a win per
decision (-0.18..+1.18) on 6,000 positions, +0.08 (-0.61..+0.77) on 6,000 others
(benchmarks/counting_hard.md, "Fifth pass")."""

_KEEP = [0.0] * 15
for _rank in (ACE, NINE, TEN, TWO):
    _KEEP[_rank] = 0.9
for _rank in (FOUR, JACK):
    _KEEP[_rank] = 0.3


_OPTIONS = [[[(new, kind, cost) for _value, new, kind, _reached, cost in options] for options in by_rank]
            for by_rank in CARD_OPTIONS]
"""``_OPTIONS[total][rank]``: ``(new total, kind, cost)`` of each way to play ``rank`` (:mod:`.ai_moves`)."""


def _threat(total: int) -> float:
    """Chance-like measure that three random cards let the next player reach a threshold from
    ``total`` (99 counted twice): what a player avoids leaving."""
    if total >= 99:
        return 0.0
    reach = sum(1 for r in RANKS if any(o[1] in (_REACH99, _REACH) for o in _OPTIONS[total][r])) / 13
    reach99 = sum(1 for r in RANKS if any(o[1] == _REACH99 for o in _OPTIONS[total][r])) / 13
    return (1 - (1 - reach) ** 3) + (1 - (1 - reach99) ** 3)


_THREAT = [_threat(total) for total in range(99)]


def _score(rank: int, option: tuple[int, int, int]) -> float:
    """How much a player is taken to dislike playing ``rank`` as ``option`` among safe cards."""
    new = option[0]
    return _KEEP[rank] + (_THREAT[new] if new < 99 else 0.0)


def play_likelihood(total: int, rank: int, after: int, hand: Sequence[int],
                    softness: float = SOFTNESS) -> float:
    """The chance a player holding ``hand`` (ranks, ``rank`` among them) plays ``rank`` taking the
    total from ``total`` to ``after``: :data:`MISTAKE` when another card of the hand does better
    by the order reach 99 > reach 33 or 66 > safe > cheapest pass (C-12..C-15); among safe cards a
    soft preference (:data:`SOFTNESS`) for keeping aces, 9s, 10s, 2s, 4s and jacks and leaving a
    total the next player can hardly bring to a threshold; otherwise alike.

    Returns:
        a weight in (0, 1]; 0 when ``hand`` does not hold ``rank`` or ``after`` is not a total
        ``rank`` can give.
    """
    if rank not in hand or not 0 <= total < 99:
        return 0.0
    played = next((o for o in _OPTIONS[total][rank] if o[0] == after), None)
    if played is None:
        return 0.0
    mark = (played[1], played[2])
    best = mark
    for held in set(hand):
        for option in _OPTIONS[total][held]:
            if (option[1], option[2]) < best:
                best = (option[1], option[2])
    if best < mark:
        return MISTAKE
    if played[1] != _SAFE or not softness:
        ties = sum(1 for held in set(hand) for o in _OPTIONS[total][held] if (o[1], o[2]) == mark)
        return 1.0 / ties
    mine = _score(rank, played)
    weights = 0.0
    for held in set(hand):
        for option in _OPTIONS[total][held]:
            if option[1] == _SAFE:
                weights += math.exp(-softness * (_score(held, option) - mine))
    return 1.0 / weights


def _draw(belief: dict[tuple[int, ...], float], pool: list[int]) -> dict[tuple[int, ...], float]:
    """Each hand of ``belief`` plus one card drawn from ``pool`` (cards per rank), less those the
    hand already holds."""
    grown: dict[tuple[int, ...], float] = {}
    for hand, weight in belief.items():
        free = [max(0, pool[rank] - hand.count(rank)) for rank in range(15)]
        size = sum(free)
        if size <= 0:
            grown[hand] = grown.get(hand, 0.0) + weight
            continue
        for rank in RANKS:
            if free[rank]:
                new = tuple(sorted(hand + (rank,)))
                grown[new] = grown.get(new, 0.0) + weight * free[rank] / size
    return grown


def hand_belief(plays: Sequence[tuple[int, int, int]], held: int, hand_size: int,
                unseen: Sequence[int], softness: float = SOFTNESS, players: int = 3
                ) -> dict[tuple[int, ...], float] | None:
    """The chance of each hand (sorted ranks) a player holds now, from its plays of this round.

    Args:
        plays: that player's plays this round, first first, as (total before, rank, total after).
        held: cards it holds now.
        hand_size: the hand size (C-4).
        unseen: cards per rank (index = rank) the deciding player has not seen (pack(s) minus its
            hand minus the pile).
        softness: see :data:`SOFTNESS`.

    Returns:
        normalized weights by hand, or ``None`` when the plays tell nothing usable (none this
        round, a draw missed, or no hand fits).
    """
    if not plays or held != hand_size or held < 1:
        return None
    steps = list(plays[-MAX_STEPS:])
    future = [0] * 15
    for _before, rank, _after in steps:
        future[rank] += 1
    pool = [unseen[rank] + future[rank] for rank in range(15)]
    first = steps[0][1]
    start = list(pool)
    start[first] = max(0, start[first] - 1)
    belief: dict[tuple[int, ...], float] = {(): 1.0}
    for _ in range(hand_size - 1):
        belief = _draw(belief, start)
    belief = {tuple(sorted(hand + (first,))): weight for hand, weight in belief.items()}
    for index, (before, rank, after) in enumerate(steps):
        if index:
            belief = _draw(belief, pool)
        kept: dict[tuple[int, ...], float] = {}
        for hand, weight in belief.items():
            if USE_MODEL:
                chance = strong_chances(before, hand, players).get((rank, after), 0.0) if rank in hand else 0.0
            else:
                chance = play_likelihood(before, rank, after, hand, softness)
            if chance <= 0.0:
                continue
            rest = list(hand)
            rest.remove(rank)
            key = tuple(rest)
            kept[key] = kept.get(key, 0.0) + weight * chance
        pool[rank] -= 1
        belief = kept
        if not belief:
            return None
    belief = _draw(belief, [max(0, count) for count in unseen])
    total = sum(belief.values())
    if total <= 0.0:
        return None
    return {hand: weight / total for hand, weight in belief.items() if len(hand) == held}


class HandSampler:
    """Draws hands from a :func:`hand_belief`, respecting the cards still free.

    Args:
        belief: weights by hand (sorted ranks).
    """

    TRIES = 12
    """Draws tried until one fits the free cards (else the caller deals that hand at random)."""

    def __init__(self, belief: dict[tuple[int, ...], float]) -> None:
        self.hands = list(belief)
        cumulative = []
        running = 0.0
        for hand in self.hands:
            running += belief[hand]
            cumulative.append(running)
        self.cumulative = cumulative
        self.total = running

    def sample(self, free: list[int], rng: random.Random) -> tuple[int, ...] | None:
        """A hand whose ranks ``free`` (cards per rank) still holds, or ``None`` if none drawn fits."""
        for _ in range(self.TRIES):
            hand = rng.choices(self.hands, cum_weights=self.cumulative, k=1)[0]
            counts: dict[int, int] = {}
            fits = True
            for rank in hand:
                counts[rank] = counts.get(rank, 0) + 1
                if counts[rank] > free[rank]:
                    fits = False
                    break
            if fits:
                return hand
        return None


__all__ = ["HandSampler", "hand_belief", "play_likelihood"]
