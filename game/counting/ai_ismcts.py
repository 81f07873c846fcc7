"""Information-set Monte Carlo tree search for the hard counting player (tuning only, off).

Single-observer ISMCTS (Cowling, Powley and Whitehouse, 2012) over the next plays of the round,
as an alternative to the determinized sampling of :mod:`.ai_hard` (:data:`.ai_hard.SEARCH`):

- Each iteration deals the hidden cards as the sampled search does (the same inference,
  :func:`.ai_hard._sample_believed`), so the search sees only this player's view.
- It then plays the chosen card and the round on for the same horizon as the sampled search
  (:func:`.ai_hard.horizon_plays`). At this player's own turns the card is chosen in a tree whose
  nodes are its information sets: the plays seen since the decision (every player's card and
  value, C-10) and its own hand then (the card it drew included, C-8, C-9), never the other hands
  or the stock. A node chooses among the plays its hand allows in that deal by UCB with
  availability counts (a play's exploration term counts the visits where it could be played);
  a node seen fewer than :data:`EXPAND` times plays :func:`.ai_hard.quick_play`, the sampled
  search's own policy, whose visits then seed the node's statistics. Reaching 99 (C-14) is
  always played.
- The other players play the strong model as in the sampled search
  (:func:`.ai_model.strong_model_play`); with :data:`OPPONENTS` ``"ucb"`` their turns are nodes
  too (the plays seen and the player to move), each maximizing its own value.
- A play-out's end is scored as in the sampled search (:func:`.ai_hard._value`: the win chance
  from the tokens plus the hand kept) and backed up to this player's nodes on the path.

So its own later cards are chosen without seeing the hidden cards (no strategy fusion), which the
one-step look of :data:`.ai_hard.SELF_SEARCH` could not do. Two ways to choose the card now:
``"ismcts"`` (:func:`choose`) has the decision itself as the root node (UCB over the cards,
the most visited played); ``"ismcts_crn"`` (:func:`.ai_hard.play_values`) keeps the sampled
search's race over shared deals for the card now and chooses only the later cards in the tree.
Neither is used by default (:data:`.ai_hard.SEARCH`): at about the sampled search's CPU,
``"ismcts"`` chose worse and ``"ismcts_crn"`` within half a thousandth of a win per decision of
it on 12,000 positions (benchmarks/counting_hard.md, "Tenth pass").
"""

from __future__ import annotations

import math
import random
import time

from ..engine.search import Budget
from .ai_model import strong_model_play
from .ai_moves import _REACH99

ITERATIONS = 250
"""Iterations (sampled deals, one play-out each) of :func:`choose` at most; in the app the
budget's deadline stops it sooner."""
C = 0.1
"""The exploration constant of UCB (values are win chances, 0..1; the plays of a decision
differ by a few hundredths)."""
EXPAND = 8
"""Visits of a node of this player's later turns before UCB chooses there (before that the
quick policy plays; the root chooses by UCB from the first visit)."""
OPPONENTS = "model"
""" ``"model"``: the other players play the strong model; ``"ucb"``: their turns are nodes of
the tree as well, each maximizing its own value, the strong model before :data:`EXPAND` visits."""


class Node:
    """Statistics of one information set: per play ``(rank, option)``, visits, value summed and
    availability (visits of the node where the play could be made)."""

    __slots__ = ("visits", "stats")

    def __init__(self) -> None:
        self.visits = 0
        self.stats: dict[tuple, list[float]] = {}

    def select(self, plays: list[tuple], c: float) -> tuple:
        """The play of ``plays`` (those the hand allows now) by UCB with availability counts: an
        untried play first (in the order given), else the best ``mean + c sqrt(ln A / n)``."""
        best, best_score = None, -math.inf
        stats = self.stats
        for play in plays:
            entry = stats.get(play)
            if entry is None:
                entry = stats[play] = [0, 0.0, 0]
            entry[2] += 1
            if not entry[0]:
                if best_score < math.inf:
                    best, best_score = play, math.inf
                continue
            score = entry[1] / entry[0] + c * math.sqrt(math.log(entry[2]) / entry[0])
            if score > best_score:
                best, best_score = play, score
        return best

    def seen(self, plays: list[tuple]) -> None:
        """Count one availability of each of ``plays`` (a visit where the default policy chose)."""
        stats = self.stats
        for play in plays:
            entry = stats.get(play)
            if entry is None:
                stats[play] = [0, 0.0, 1]
            else:
                entry[2] += 1


def _plays(total: int, hand: list[int]) -> list[tuple]:
    """The distinct plays ``(rank, option)`` of ``hand`` on ``total`` (one per rank and value)."""
    from .ai_hard import OPTIONS
    found = []
    for rank in sorted(set(hand)):
        for option in OPTIONS[total][rank]:
            found.append((rank, option))
    return found


def descend(world, history: tuple, tree: dict, me: int, horizon: int) -> float:
    """Play ``world`` (a :class:`.ai_hard.Round` after the card chosen now, ``history`` the plays
    since the decision) on for ``horizon`` plays, this player's turns by the tree (see the
    module), and back the value up. Returns :func:`.ai_hard._value` for ``me``."""
    from . import ai_hard
    model = ai_hard.OPPONENT_MODEL and world.players <= ai_hard.OPPONENT_MODEL_MAX_PLAYERS
    ucb_others = OPPONENTS == "ucb"
    path: list[tuple[Node, tuple, int]] = []
    k = world.hand_size
    for _ in range(horizon):
        if world.over:
            break
        turn = world.turn
        hand = world.hands[turn]
        if turn == me or ucb_others:
            if turn == me:
                key = (history, tuple(sorted(hand)))
                default = ai_hard.quick_play
            else:
                key = (history, turn)
                default = None
            plays = _plays(world.total, hand)
            if len(plays) == 1:
                play = plays[0]
            else:
                reach = next((p for p in plays if p[1][2] == _REACH99), None)
                node = tree.get(key)
                if node is None:
                    node = tree[key] = Node()
                if reach is not None and turn == me:  # C-14: nothing beats winning the round
                    play = reach
                    node.seen(plays)
                elif node.visits < EXPAND:
                    node.seen(plays)
                    if default is not None:
                        play = default(world.total, hand)
                    elif model:
                        play = strong_model_play(world.total, hand, len(world.active), k)
                    else:
                        play = ai_hard.strong_like_play(world.total, hand)
                else:
                    play = node.select(plays, C)
                node.visits += 1
                path.append((node, play, turn))
        elif model:
            play = strong_model_play(world.total, hand, len(world.active), k)
        else:
            play = ai_hard.quick_play(world.total, hand)
        rank, option = play
        history = history + ((turn, rank, option[0]),)
        world.play(rank, option)
    value = ai_hard._value(world, me)
    values = {me: value}
    for node, play, seat in path:
        if seat not in values:
            values[seat] = ai_hard._value(world, seat)
        entry = node.stats[play]
        entry[0] += 1
        entry[1] += values[seat]
    return value


def choose(view, rng: random.Random, budget: Budget) -> tuple[list[tuple[float, int, object]], int]:
    """ISMCTS with the decision as the root: :data:`ITERATIONS` iterations at most (or until
    ``budget.deadline`` seconds of wall clock, checked every 8), each a sampled deal
    (:func:`.ai_hard._sample_believed`), the card now by UCB at the root over every distinct
    play, then :func:`descend`. Returns the plays rated ``(mean value, visits, PlayCard)``, most
    visited first (the better mean among equals), and the iterations run.

    Raises:
        ValueError: if it is not ``view.seat``'s turn to play a card.
    """
    from . import ai_hard
    from .actions import PlayCard
    if view.winner is not None or view.turn != view.seat or not view.hand:
        raise ValueError(f"seat {view.seat} has no card to play now")
    started = time.perf_counter()
    candidates = ai_hard._candidates(view)
    actions = [PlayCard(view.seat, view.hand[index], option[0]) for index, option in candidates]
    roots = [(view.hand[index].rank, option) for index, option in candidates]
    if len(roots) == 1:
        return [(0.0, 0, actions[0])], 0
    unseen = ai_hard._unseen(view)
    me = view.seat
    samplers = (ai_hard._beliefs(view, unseen) if ai_hard.BELIEF
                and view.options.hand_size <= ai_hard.BELIEF_MAX_HAND
                and view.options.players <= ai_hard.OPPONENT_MODEL_MAX_PLAYERS else None)
    tree: dict = {}
    root = Node()
    done = 0
    while done < ITERATIONS:
        if budget.deadline is not None and done % 8 == 0 and done \
                and time.perf_counter() - started >= budget.deadline:
            break
        if samplers is not None:
            world = ai_hard._sample_believed(view, unseen, samplers, rng)
        else:
            world = ai_hard._sample_round(view, unseen, rng)
        play = root.select(roots, C)
        rank, option = play
        world.play(rank, option)
        value = descend(world, ((me, rank, option[0]),), tree, me,
                        ai_hard.horizon_plays(len(world.active)))
        root.visits += 1
        entry = root.stats[play]
        entry[0] += 1
        entry[1] += value
        done += 1
    rated = []
    for play, action in zip(roots, actions):
        n, total, _available = root.stats.get(play, (0, 0.0, 0))
        rated.append((total / n if n else 0.0, n, action))
    order = sorted(range(len(rated)), key=lambda i: (-rated[i][1], -rated[i][0], i))
    return [rated[i] for i in order], done


__all__ = ["C", "EXPAND", "ITERATIONS", "Node", "OPPONENTS", "choose", "descend"]
