"""The strong counting player as a table, for the hard player's play-outs and inference.

The strong level (:mod:`.ai_strong`) scores each play by its order (reach 99 > reach 33 or 66 >
safe > the cheapest pass, C-12..C-15), the worth of the cards it keeps, the danger of the total
it leaves to the next player, and a second turn: the simple reply of the next player (sampled
from 16 hands) and what that reply leaves to the player after, or to itself when the turn comes
back (a jack's skip or a four's reverse, C-16, C-17). :func:`strong_model_play` computes the
same score with the second turn's expectation taken exactly over the hands the next player may
hold (hypergeometric, from a full pack) instead of 16 samples: it agrees
with the strong level on about 88 % of its choices between different cards with 3 players
(90 % with 2, 88 % with 4; the first look alone, ``ai_hard.strong_like_play``, 80 %), and is
memoized by total, hand and table size, so a play-out asks it in about a microsecond.

Pure Python, no clock, no pygame.
"""

from __future__ import annotations

import math

from .ai_moves import CARD_OPTIONS, _PASS, _REACH, _REACH99
from .ai_strong import WEIGHTS, _danger, _none_of, _own_outcome, _simple_option
from .rules import FOUR, JACK, TEN

RANKS = tuple(range(2, 15))
"""The ranks of the counting game's pack: 2..10, jack 11, queen 12, king 13, ace 14."""
CACHE = 300_000
"""Entries kept by the memo of :func:`strong_model_play` (cleared when full)."""

_KEEP = [0.0] * 15
for _rank in RANKS:
    _KEEP[_rank] = dict(WEIGHTS.keep).get(_rank, -WEIGHTS.high * (10 if _rank > TEN else _rank))

Option = tuple  # (value, new total, kind, threshold reached, cost): see ai_moves.options_of


def _threat(total: int, k: int, unseen: tuple[int, ...]) -> float:
    """The strong level's worth to itself of leaving ``total`` to a player with ``k`` cards drawn
    from ``unseen`` (minus that player's reach of 33/66/99, plus its forced pass; C-12..C-15)."""
    lose99, lose, all_pass, cost = _danger(total, k, unseen)
    return -WEIGHTS.danger * (2 * lose99 + lose) + WEIGHTS.forced * all_pass * cost


_REPLIES: dict[tuple, list[tuple[float, int, int | None]]] = {}


def _reply_chances(total: int, unseen: tuple[int, ...], k: int) -> list[tuple[float, int, int | None]]:
    """How the simple player (the strong level's model of the next player) replies on ``total``
    with ``k`` cards drawn from ``unseen``: ``(chance, rank played, total after or None when the
    round ends)`` per rank it may play (it plays its best card, :func:`_simple_option`)."""
    key = (total, unseen, k)
    found = _REPLIES.get(key)
    if found is None:
        order = sorted((_simple_option(total, rank), rank) for rank in RANKS if unseen[rank])
        size = sum(unseen)
        found = []
        better = 0
        for (_preference, after), rank in order:
            chance = _none_of(size, better, k) - _none_of(size, better + unseen[rank], k)
            better += unseen[rank]
            if chance > 1e-12:
                found.append((chance, rank, after))
        if len(_REPLIES) > CACHE:
            _REPLIES.clear()
        _REPLIES[key] = found
    return found


def _comes_back(players: int, mine: int, reply: int) -> bool:
    """True when, after this player's card of rank ``mine`` and the next player's reply of rank
    ``reply``, the turn is this player's again (C-16 jack, C-17 four; ``players`` still in).

    With three players: after an ordinary card the next player's jack (skipping the third
    player) or four (reversing) brings the turn back; after a jack (the third player replies, in
    the same direction) only an ordinary reply does; after a four (the third player replies, in
    the reversed direction) again only a jack or a four does. With two players it comes back
    unless the reply is a jack (C-16: its player plays again; C-17: a four changes nothing)."""
    direction = 1
    if mine == JACK:
        seat = 2 % players
    elif mine == FOUR:
        direction = -1
        seat = players - 1
    else:
        seat = 1
    if reply == JACK:
        seat += 2 * direction
    else:
        if reply == FOUR:
            direction = -direction
        seat += direction
    return seat % players == 0


def strong_score(total: int, hand: tuple[int, ...], rank: int, option: Option, unseen: tuple[int, ...],
                 players: int, k: int) -> tuple[float, float]:
    """The strong level's score of playing ``rank`` from ``hand`` (ranks) as ``option`` on
    ``total``, higher is better: ``(order, look-ahead in tokens)`` as :func:`.ai_strong._score`
    computes it, with the second turn's expectation exact over ``k`` cards from ``unseen``;
    ``players`` still in."""
    _value, new, kind, _reached, cost = option
    if kind == _PASS:
        order = -10.0 * cost
        if new > 99:  # C-15: the round ends
            return (order, 0.0)
    elif kind == _REACH99:
        return (100.0, 0.0)
    else:
        order = 50.0 if kind == _REACH else 0.0
    rest = list(hand)
    rest.remove(rank)
    value = 0.0
    for kept in rest:
        value += _KEEP[kept]
    ranks = tuple(sorted(rest))
    if players <= 2 and rank == JACK:  # C-16 with two players: it plays again
        return (order, value + _own_outcome(new, ranks))
    ahead, back = _look_ahead(new, unseen, k, players, rank in (JACK, FOUR), rank == JACK)
    for chance, after in back:
        ahead += chance * WEIGHTS.second * _own_outcome(after, ranks)
    return (order, value + ahead)


_AHEAD: dict[tuple, tuple[float, list[tuple[float, int]]]] = {}


def _look_ahead(new: int, unseen: tuple[int, ...], k: int, players: int, flips: bool, jack: bool
                ) -> tuple[float, list[tuple[float, int]]]:
    """What leaving ``new`` is worth whatever this player keeps: the danger from the next
    player plus the second turn's part when the turn does not come back; and, for the part when
    it does, ``(chance, total then)`` per reply (see :func:`strong_score`). ``flips``: this
    player's card is a jack or a four; ``jack``: a jack."""
    key = (new, unseen, k, players, flips, jack)
    found = _AHEAD.get(key)
    if found is None:
        ahead = _threat(new, k, unseen)
        back = []
        mine = JACK if jack else FOUR if flips else 0
        for chance, reply, after in _reply_chances(new, unseen, k):
            if after is None:
                continue
            if _comes_back(players, mine, reply):
                back.append((chance, after))
            else:
                ahead += chance * WEIGHTS.second * _threat(after, k, unseen)
        found = (ahead, back)
        if len(_AHEAD) > CACHE:
            _AHEAD.clear()
        _AHEAD[key] = found
    return found


_PLAYS: dict[tuple, tuple[int, Option]] = {}
_FULL = tuple([0, 0] + [4] * 13)


def strong_model_play(total: int, hand: list[int], players: int = 3, k: int = 3) -> tuple[int, Option]:
    """The strong level's likeliest play of ``hand`` (ranks) on ``total`` with ``players`` still in
    and ``k`` cards in the next player's hand, taking the unseen cards to be a full pack (the
    pack less its own hand or less the pile agree no better with the strong level). Returns its rank and the option played (see ``ai_moves.options_of``)."""
    key = (total, tuple(sorted(hand)), min(players, 5), k)
    found = _PLAYS.get(key)
    if found is None:
        cards = key[1]
        best = None
        found = (cards[0], CARD_OPTIONS[total][cards[0]][0])
        for rank in dict.fromkeys(cards):
            for option in CARD_OPTIONS[total][rank]:
                score = strong_score(total, cards, rank, option, _FULL, key[2], k)
                if best is None or score > best:
                    best, found = score, (rank, option)
        if len(_PLAYS) > CACHE:
            _PLAYS.clear()
        _PLAYS[key] = found
    return found





BETA = 5.0
"""How sharply the strong level prefers, among plays of its best order, the one with the best
look-ahead (:func:`strong_score`): chances in proportion to ``exp(BETA * score)``. Fitted by
maximum likelihood to 2,900 choices of strong players with 3 players (4 to 6 fit alike)."""
MISTAKE = 0.01
"""The chance given to a play of a worse order than the best the hand had (a reach missed, a
pass that a safe card avoided): the strong level never makes one, a person may."""

_CHANCES: dict[tuple, dict[tuple[int, int], float]] = {}


def strong_chances(total: int, hand: tuple[int, ...], players: int = 3, k: int = 3) -> dict[tuple[int, int], float]:
    """How likely the strong level plays each ``(rank, total after)`` from ``hand`` (sorted
    ranks) on ``total``: a soft maximum (:data:`BETA`) of :func:`strong_score` among the plays of
    the best order (C-12..C-15), :data:`MISTAKE` shared among the others. Memoized."""
    key = (total, hand, min(players, 5), k)
    found = _CHANCES.get(key)
    if found is None:
        scores = {}
        for rank in dict.fromkeys(hand):
            for option in CARD_OPTIONS[total][rank]:
                scores[(rank, option[1])] = strong_score(total, hand, rank, option, _FULL, key[2], k)
        top = max(score[0] for score in scores.values())
        best = max(score[1] for score in scores.values() if score[0] == top)
        weights = {play: math.exp(BETA * (score[1] - best)) for play, score in scores.items() if score[0] == top}
        others = len(scores) - len(weights)
        norm = sum(weights.values())
        share = 1.0 - MISTAKE if others else 1.0
        found = {play: share * weight / norm for play, weight in weights.items()}
        for play in scores:
            if play not in found:
                found[play] = MISTAKE / others
        if len(_CHANCES) > CACHE:
            _CHANCES.clear()
        _CHANCES[key] = found
    return found

__all__ = ["strong_chances", "strong_model_play", "strong_score"]
