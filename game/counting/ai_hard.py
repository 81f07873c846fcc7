"""The searching ("hard") computer player of the counting game.

It decides from a :class:`CountingView` and a random source only, never from the state: it sees
its own hand, the pile, the cards played this round and by whom, the tokens, the hand sizes and
the direction, and guesses the rest.

For each card (and value, C-10) it could play it runs determinized look-ahead:

- It deals the cards it has not seen (the pack(s) minus its hand minus the pile, C-2, C-9) into the
  other players' hands (their sizes are known) and the stock (:func:`_sample_believed`). Each
  other hand is drawn from what that player's plays this round tell (:mod:`.ai_infer`: a player
  who did not reach 33/66/99 when a card would have probably lacks it, one who passed a threshold
  held no safe card, players keep 9s, 10s, aces and 2s); without such plays, at random.
- It applies the card and plays the round on (:class:`Round`): every player's next plays under the
  rules (C-10..C-19: 33/66/99 reached or passed, a hand with no safe card left, jacks, 4s,
  doubling and halving 2s, plus or minus 10, the ace's two values, a reshuffled stock, tokens paid
  one at a time and elimination): the other players as the strong level chooses, its second turn
  included (:func:`.ai_model.strong_model_play`, :data:`OPPONENT_TABLE`; with 4 or more players
  the quick policy, :data:`OPPONENT_MODEL_MAX_PLAYERS`), this player by a quick policy
  (:func:`quick_play`: reach 99, then 66 or 33, else a safe card that leaves the next player
  least chance of a threshold and keeps the useful cards, else the cheapest pass), until the round
  ends or every player still in has had :data:`HORIZON_TURNS` more turns (:data:`HEADS_UP_TURNS`
  when two are in).
- It scores each play-out by :func:`game_value`, its estimated chance of winning the game from the
  tokens left (C-18, C-20; fitted to games of strong players), plus, when the round goes on, the
  worth of the cards it still holds (:data:`LEAF_KEEP`). Every card is tried on the same sampled deals, and the best mean wins;
  reaching 99 (C-14) is always played at once.

Time (:mod:`game.engine.search`): the search is anytime. In the app (:data:`APP_BUDGET`) it
samples deals until one card is clearly best, at most :data:`MAX_SAMPLES`, or until its wall-clock
deadline (:data:`DEADLINE`, two thirds of the 100 ms a decision may take); ``APP_BUDGET.fixed()`` drops
the clock, so the same view and random state give the same card on every machine (tests,
``simulate --fixed``). Measured strength and times: README, benchmarks/README.md, benchmarks/counting_hard.py.
"""

from __future__ import annotations

import math
import random

from ..engine.search import Budget, Race
from . import ai_ismcts, ai_leaf
from .actions import DrawCard, PlayCard
from .ai_infer import HandSampler, hand_belief
from .ai_model import strong_model_play
from .ai_moves import CARD_OPTIONS, _PASS, _REACH, _REACH99, _SAFE
from .rules import ACE, FOUR, JACK, NINE, TEN, TWO
from .state import CountingView

RANKS = tuple(range(2, 15))
"""The ranks of the counting game's pack: 2..10, jack 11, queen 12, king 13, ace 14."""
HORIZON_TURNS = 2
"""A play-out stops, if the round has not ended, this many turns of every player still in after
the card chosen: 6 plays with 3 players. Longer play-outs (to the end of the round)
only add noise from cards nobody holds yet; what the round still threatens is scored by the hand
kept (:data:`LEAF_KEEP`)."""
HEADS_UP_TURNS = 2
"""Turns of each player a play-out looks ahead when only two players are in (heads-up after an
elimination, C-18, or a 2-player game): 4 plays (:func:`horizon_plays`). 3 and 4 turns were
measured on 14,000 heads-up positions and not shown to choose better
(benchmarks/counting_hard.md, "Fourth pass")."""
DEADLINE = 0.065
"""Seconds of wall clock a decision may search in the app (the table allows 100 ms at p95; the
last deal sampled and a busy machine add to it: at 0.075 s the p95 was 94 to 99 ms at load
average 10 to 14). 100 deals choose about as well as 400 (benchmarks/counting_hard.md)."""
MIN_SAMPLES = 12
"""Deals sampled before the search may stop because one card is clearly best."""
MAX_SAMPLES = 400
"""Deals sampled at most (a decision whose cards stay close stops here or at the deadline). Four
times as many, with no card dropped before 96 deals, chose no better on 6,000 positions: the
sampled deals' noise is not what limits the choice (benchmarks/counting_hard.md, "Fifth pass")."""

_ENDS = -1
_PRECIOUS = frozenset({ACE, NINE, TEN, TWO})
_USEFUL = frozenset({FOUR, JACK})


APP_BUDGET = Budget(deadline=DEADLINE, samples=MAX_SAMPLES, min_samples=MIN_SAMPLES)
"""The budget of the hard player at the table and in the hint: wall clock (:data:`DEADLINE`),
fewer deals once one card is clearly best (:class:`game.engine.search.Race`)."""


# ----- what one card does (C-10..C-15) ----------------------------------------------------------


OPTIONS = CARD_OPTIONS
"""``OPTIONS[total][rank]``: the ways to play a card of ``rank`` on ``total`` (:mod:`.ai_moves`)."""


def _reach_ranks() -> list[list[tuple[int, ...]]]:
    """``REACHES[total]``: per threshold-reaching kind, ranks that reach 33/66 or 99 from ``total``."""
    table = []
    for total in range(99):
        reach99 = tuple(rank for rank in RANKS if any(o[2] == _REACH99 for o in OPTIONS[total][rank]))
        reach = tuple(rank for rank in RANKS if any(o[2] in (_REACH99, _REACH) for o in OPTIONS[total][rank]))
        table.append([reach99, reach])
    return table


REACHES = _reach_ranks()


def _safe_ranks() -> list[frozenset[int]]:
    return [frozenset(rank for rank in RANKS if any(o[2] != _PASS for o in OPTIONS[total][rank]))
            for total in range(99)]


SAFE_RANKS = _safe_ranks()
"""``SAFE_RANKS[total]``: ranks with a play on ``total`` that passes no threshold."""


# ----- the quick policy of the play-outs -------------------------------------------------------


FORCED_WEIGHT = 0.0
"""How much the play-out policy likes leaving the next player a total every card of theirs passes
(per token that costs them), against 1 per chance of their reaching a threshold."""


def _threat_table() -> list[float]:
    """``THREAT[total]``: how likely three cards from a full pack let the next player reach a
    threshold from ``total`` (99 counted twice), less :data:`FORCED_WEIGHT` times the chance all
    three pass one times what the cheapest pass costs."""
    table = []
    for total in range(99):
        reach = sum(4.0 for r in REACHES[total][1]) / 52.0
        reach99 = sum(4.0 for r in REACHES[total][0]) / 52.0
        unsafe = 4 * (13 - len(SAFE_RANKS[total]))
        all_pass = (unsafe / 52) * ((unsafe - 1) / 51) * ((unsafe - 2) / 50) if unsafe >= 3 else 0.0
        cheapest = min((min(o[4] for o in OPTIONS[total][r]) for r in RANKS if r not in SAFE_RANKS[total]),
                       default=0)
        hit = 1 - (1 - reach) ** 3
        hit99 = 1 - (1 - reach99) ** 3
        table.append(hit + hit99 - FORCED_WEIGHT * all_pass * cheapest)
    return table


THREAT = _threat_table()


def quick_play(total: int, hand: list[int]) -> tuple[int, tuple[int | None, int, int, int, int]]:
    """The play-out policy's card for ``hand`` (ranks) on ``total``: its rank and the option played (see :data:`OPTIONS`). Reach 99 (C-14), then 66 or 33 (C-12); else a safe
    card that leaves the next player least chance of a threshold, keeping aces, 9s, 10s and 2s
    (and 4s and jacks) for later; when every card passes, the cheapest pass (C-13, C-15)."""
    key = (total, tuple(sorted(hand)))
    found = _QUICK.get(key)
    if found is None:
        found = _quick_play(total, list(key[1]))  # sorted: the memo's answer may not depend on the order
        if len(_QUICK) > QUICK_CACHE:
            _QUICK.clear()
        _QUICK[key] = found
    return found


QUICK_CACHE = 200_000
"""Entries kept by the play-out policy's memo (cleared when full: about 30 MB at most)."""
_QUICK: dict[tuple[int, tuple[int, ...]], tuple[int, tuple[int | None, int, int, int, int]]] = {}


def _quick_play(total: int, hand: list[int]) -> tuple[int, tuple[int | None, int, int, int, int]]:
    best_key: tuple[float, ...] | None = None
    best = (hand[0], OPTIONS[total][hand[0]][0])
    for index, rank in enumerate(hand):
        for option in OPTIONS[total][rank]:
            kind = option[2]
            if kind == _SAFE:
                new = option[1]
                keep = KEEP[rank]
                key: tuple[float, ...] = (2.0, THREAT[new] + keep - new * 0.002, 0.0)
            elif kind == _PASS:
                new = option[1]
                key = (3.0, float(option[4]), (THREAT[new] if new < 99 else 0.0) + KEEP[rank])
            elif kind == _REACH99:
                key = (0.0, 0.0, 0.0)
            else:
                key = (1.0, -float(option[3]), 0.0)
            if best_key is None or key < best_key:
                best_key, best = key, (rank, option)
    return best


KEEP_PRECIOUS = 0.9
KEEP_USEFUL = 0.3
"""What the play-out policy gives up by playing an ace, 9, 10 or 2 (a 4 or a jack) while another
safe card will do, against 1 per chance of the next player's reaching a threshold."""


def _keep_table() -> list[float]:
    keep = [0.0] * 15
    for rank in _PRECIOUS:
        keep[rank] = KEEP_PRECIOUS
    for rank in _USEFUL:
        keep[rank] = KEEP_USEFUL
    return keep


KEEP = _keep_table()
"""``KEEP[rank]``: see :data:`KEEP_PRECIOUS`."""


def retune() -> None:
    """Rebuild the play-out policy's tables after changing its weights (tuning only)."""
    global KEEP, THREAT
    KEEP = _keep_table()
    THREAT = _threat_table()
    _QUICK.clear()


# ----- the other players' policy in the play-outs: the strong player's first look ------------


OPPONENT_MODEL = True
OPPONENT_TABLE = True
"""Play the others by :func:`.ai_model.strong_model_play` (the strong level's whole score, its
second turn taken exactly; agrees with it on 88 % of its choices) rather than
:func:`strong_like_play` (its first look, 80 %)."""
SELF_MODEL = False
"""Play this player's own later cards in the play-outs by the strong model too (else :func:`quick_play`)."""
SELF_SEARCH = False
"""Choose this player's own later cards in a play-out by a one-step look in that sampled deal
(:meth:`Round.self_search`: each distinct play tried, the play-out's rest played by the policies,
the best :func:`_value` kept; the deal's hands and stock are known there, perfect-information
Monte Carlo style) instead of :func:`quick_play`. Tuning only: it doubles a deal's cost and
changed 11 % of the choices, +0.15 (-0.58..+0.88) thousandths of a win per decision on 8,000
positions and -1.35 (-2.23..-0.47) on 6,000 more, so it is off (benchmarks/counting_hard.md,
"Seventh pass")."""
OPPONENT_MODEL_MAX_PLAYERS = 3
"""The largest table at which :data:`OPPONENT_MODEL` and :data:`BELIEF` are used: with 4 players
they measured weaker (300 games: 31.0 % against 39.3 % without), so larger tables keep the
quick policy and dealing by :data:`KEPT_WEIGHTS`."""
"""Play the other players in the play-outs by :func:`strong_like_play` (the strong level's own
first-order choice) rather than by :func:`quick_play`."""
_FULL_PACK = tuple([0, 0] + [4] * 13)


def _strong_tables() -> tuple[list[float], list[float]]:
    """``(DANGER, KEEP)`` of :func:`strong_like_play`: per total, the strong player's look at the
    next player (minus its weighted chance of reaching 33/66/99, 99 twice, plus that of being
    forced past one times the cost, C-12..C-15), from a full pack and a hand of three; per rank,
    the strong player's worth of keeping the card (:data:`game.counting.ai_strong.WEIGHTS`)."""
    from .ai_strong import WEIGHTS, _danger  # the strong level's own tables

    danger = []
    for total in range(99):
        lose99, lose, all_pass, cost = _danger(total, 3, _FULL_PACK)
        danger.append(-WEIGHTS.danger * (2 * lose99 + lose) + WEIGHTS.forced * all_pass * cost)
    keep = [0.0] * 15
    kept = dict(WEIGHTS.keep)
    for rank in RANKS:
        keep[rank] = kept.get(rank, -WEIGHTS.high * (10 if rank > TEN else rank))
    return danger, keep


STRONG_DANGER, STRONG_KEEP = _strong_tables()


def strong_like_play(total: int, hand: list[int]) -> tuple[int, tuple[int | None, int, int, int, int]]:
    """The strong level's choice for ``hand`` (ranks) on ``total``, as its first look sees it
    (:mod:`.ai_strong` without its sampled second turn): reach 99, then 33 or 66 (C-14, C-12);
    else the safe card that best keeps its 9s, 10s, aces, 2s, 4s and jacks and leaves the next
    player least chance of a threshold (:data:`STRONG_DANGER`); when every card passes, the
    cheapest pass (C-13, C-15). Agrees with the strong level on about 80 % of its non-trivial
    choices. Returns its rank and the option played (see :data:`OPTIONS`)."""
    key = (total, tuple(sorted(hand)))
    found = _STRONG.get(key)
    if found is None:
        best_key: tuple[float, float] | None = None
        cards = key[1]  # sorted: the memo's answer may not depend on the order of the hand
        found = (cards[0], OPTIONS[total][cards[0]][0])
        for rank in cards:
            for option in OPTIONS[total][rank]:
                kind = option[2]
                if kind == _SAFE:
                    mark = (2.0, STRONG_KEEP[rank] - STRONG_DANGER[option[1]])
                elif kind == _PASS:
                    after = STRONG_DANGER[option[1]] if option[1] < 99 else 0.0
                    mark = (3.0, 10.0 * option[4] + STRONG_KEEP[rank] - after)
                else:
                    mark = (float(kind), 0.0)
                if best_key is None or mark < best_key:
                    best_key, found = mark, (rank, option)
        if len(_STRONG) > QUICK_CACHE:
            _STRONG.clear()
        _STRONG[key] = found
    return found


_STRONG: dict[tuple[int, tuple[int, ...]], tuple[int, tuple[int | None, int, int, int, int]]] = {}


# ----- a round in play (C-7..C-19) -------------------------------------------------------------


class Round:
    """A round played out on a sampled deal: hands of ranks, the stock, the pile, tokens.

    Attributes:
        players: seats at the table.
        hands: ranks held per seat ([] for a seat out of the game).
        stock: ranks of the stock, top last.
        pile: ranks on the pile, top last.
        tokens: tokens per seat.
        active: seats still in, in seat order.
        total, turn, direction: as in the rules.
        me: the seat the play-out is for (the player to move when made): it plays
            :func:`quick_play`, the others :func:`strong_like_play` (:data:`OPPONENT_MODEL`).
        over: the round (or the game) has ended.
    """

    __slots__ = ("players", "hands", "stock", "pile", "tokens", "active", "total", "turn",
                 "direction", "over", "rng", "me", "hand_size")

    def __init__(self, players: int, hands: list[list[int]], stock: list[int], pile: list[int],
                 tokens: list[int], active: list[int], total: int, turn: int, direction: int,
                 rng: random.Random, hand_size: int = 3) -> None:
        self.players = players
        self.hand_size = hand_size
        self.hands = hands
        self.stock = stock
        self.pile = pile
        self.tokens = tokens
        self.active = active
        self.total = total
        self.turn = turn
        self.direction = direction
        self.over = False
        self.rng = rng
        self.me = turn

    def copy(self) -> "Round":
        """An independent copy (sharing the random source)."""
        world = Round(self.players, [list(h) for h in self.hands], list(self.stock), list(self.pile),
                      list(self.tokens), list(self.active), self.total, self.turn, self.direction,
                      self.rng, self.hand_size)
        world.me = self.me
        return world

    def next_of(self, seat: int, direction: int) -> int:
        """The next seat in the game after ``seat`` going ``direction``."""
        n = self.players
        active = self.active
        for step in range(1, n + 1):
            candidate = (seat + direction * step) % n
            if candidate in active:
                return candidate
        return seat

    def _charge(self, seat: int, amount: int) -> None:
        """C-18: pay ``amount`` tokens; owing one with none left eliminates at once (C-20)."""
        if self.tokens[seat] >= amount:
            self.tokens[seat] -= amount
            return
        self.tokens[seat] = 0
        self.active.remove(seat)
        self.hands[seat] = []
        if len(self.active) < 2:
            self.over = True

    def play(self, rank: int, option: tuple[int | None, int, int, int, int]) -> None:
        """The player to move plays a card of ``rank`` from its hand as ``option``, pays or makes others pay,
        draws, and the turn passes (C-7..C-17); C-19 is checked when the next turn starts."""
        seat = self.turn
        hand = self.hands[seat]
        hand.remove(rank)
        self.pile.append(rank)
        _value, new, kind, reached, cost = option
        self.total = new
        if cost:
            self._charge(seat, cost)
            if new > 99 or self.over:  # C-15
                self.over = True
                return
        if reached:
            amount = 2 if reached == 99 else 1
            for other in list(self.active):
                if other != seat:
                    self._charge(other, amount)
                    if self.over:
                        return
            if reached == 99:  # C-14
                self.over = True
                return
        if seat in self.active:  # C-8, C-9: the draw
            if not self.stock and len(self.pile) > 1:
                self.stock = self.pile[:-1]
                self.rng.shuffle(self.stock)
                self.pile = self.pile[-1:]
            if self.stock:
                hand.append(self.stock.pop())
        if rank == JACK:  # C-16
            if seat in self.active and len(self.active) == 2:
                following = seat
            else:
                following = self.next_of(self.next_of(seat, self.direction), self.direction)
        else:
            if rank == FOUR:  # C-17
                self.direction = -self.direction
            following = self.next_of(seat, self.direction)
        self.turn = following
        if not self.hands[following]:  # C-19: an empty hand ends the round
            self._charge(following, 3)
            self.over = True

    def play_out(self, horizon: int | None = None, searching: bool = True) -> None:
        """Every player plays its policy until the round ends or ``horizon`` plays (default
        :func:`horizon_plays` of the players in): the others the strong model, this player
        :func:`quick_play` (with ``searching`` and :data:`SELF_SEARCH`, :meth:`self_search`)."""
        if horizon is None:
            horizon = horizon_plays(len(self.active))
        me = self.me
        model = OPPONENT_MODEL and self.players <= OPPONENT_MODEL_MAX_PLAYERS
        exact = OPPONENT_TABLE
        self_search = SELF_SEARCH and searching
        k = self.hand_size
        for step in range(horizon):
            if self.over:
                return
            turn = self.turn
            if model and turn != me:
                if exact:
                    rank, option = strong_model_play(self.total, self.hands[turn], len(self.active), k)
                else:
                    rank, option = strong_like_play(self.total, self.hands[turn])
            elif SELF_MODEL and turn == me:
                rank, option = strong_model_play(self.total, self.hands[turn], len(self.active), k)
            elif self_search and turn == me:
                rank, option = self.self_search(horizon - step)
            else:
                rank, option = quick_play(self.total, self.hands[turn])
            self.play(rank, option)

    def self_search(self, plays_left: int) -> tuple[int, tuple[int | None, int, int, int, int]]:
        """This player's card at its turn in a play-out (:data:`SELF_SEARCH`): each distinct play
        of its hand tried on a copy of this deal, the copy played on by the policies for the
        ``plays_left`` plays the play-out has left (its own later turns by :func:`quick_play`),
        and the play with the best :func:`_value` for it; :func:`quick_play`'s card among equals
        and when the hand allows one play only."""
        total = self.total
        hand = self.hands[self.turn]
        default = quick_play(total, hand)
        if default[1][2] == _REACH99:  # C-14
            return default
        plays = []
        seen: set[tuple[int, int | None]] = set()
        for rank in hand:
            for option in OPTIONS[total][rank]:
                if (rank, option[0]) not in seen:
                    seen.add((rank, option[0]))
                    plays.append((rank, option))
        if len(plays) < 2:
            return default
        me = self.me
        best, best_value = default, -1.0
        for rank, option in [default] + [p for p in plays if p != default]:
            world = self.copy()
            world.play(rank, option)
            if plays_left > 1:
                world.play_out(plays_left - 1, searching=False)
            value = _value(world, me)
            if value > best_value + 1e-12:
                best, best_value = (rank, option), value
        return best


def horizon_plays(players_in: int) -> int:
    """Plays a play-out looks ahead after the card chosen, with ``players_in`` players still in:
    :data:`HEADS_UP_TURNS` turns of each when two are in, else :data:`HORIZON_TURNS` turns of
    each (6 plays with 3 players)."""
    return (HEADS_UP_TURNS if players_in == 2 else HORIZON_TURNS) * players_in


# ----- scoring ----------------------------------------------------------------------------------


VALUE_POWER = 1.8
VALUE_GROWTH = 0.143
"""A player's strength with ``t`` tokens left is ``(t + 1) ** VALUE_POWER * exp(VALUE_GROWTH * t)``
(:func:`game_value`): fitted by maximum likelihood to who won 1,500 games of three strong
players from the tokens at each round's start (2 and 4 players agree). A token counts about
twice as much as ``(t + 1) ** 1.5`` would say: 1 token is worth 4 times 0, 9 tokens 230 times."""


def _strength_table(size: int = 64) -> list[float]:
    return [(t + 1.0) ** VALUE_POWER * math.exp(VALUE_GROWTH * t) for t in range(size)]


STRENGTH = _strength_table()


def _strength(tokens: int) -> float:
    if tokens < len(STRENGTH):
        return STRENGTH[tokens]
    return (tokens + 1.0) ** VALUE_POWER * math.exp(VALUE_GROWTH * tokens)


WIN_MODEL: tuple[float, float, float, float, float, float] | None = None
"""This player's own win chance refitted to games of the hard level (tuning only; ``None``: every
seat's strength is :func:`_strength`, fitted to games of three strong players). Else ``(c2, c3,
a_h, b_h, a_o, b_o)``: this player's strength is ``c * (t + 1) ** a_h * exp(b_h * t)`` (``c2``
heads-up, ``c3`` with three or more in), each other player's ``(t + 1) ** a_o * exp(b_o * t)``;
fitted by ``benchmarks/counting_win_fit.py``. Fitted to 1,000 games of hard,strong,strong: ``c2``
1.34, ``c3`` 1.75 with the strong fit's exponents (held-out log loss 0.832 against 0.865), or
(1.39, 1.67, 1.59, 0.194, 1.76, 0.137); these change 2 % of the choices and chose within 0.2
thousandths of a win per decision of the strong fit on 12,000 positions (+0.20 on 6,000, -0.12
(-0.49..+0.25) on 6,000 more), so the default stays ``None`` (benchmarks/counting_hard.md,
"Eighth pass")."""


def _win_share(tokens: list[int], active: list[int], me: int) -> float:
    """:func:`game_value` by :data:`WIN_MODEL` (``me`` and ``active`` checked by the caller)."""
    c2, c3, a_h, b_h, a_o, b_o = WIN_MODEL  # type: ignore[misc]
    t = tokens[me]
    mine = (c2 if len(active) == 2 else c3) * (t + 1.0) ** a_h * math.exp(b_h * t)
    weights = mine
    for seat in active:
        if seat != me:
            t = tokens[seat]
            weights += (t + 1.0) ** a_o * math.exp(b_o * t)
    return mine / weights


def game_value(tokens: list[int], active: list[int], me: int) -> float:
    """This player's estimated chance (0..1) of winning the game from ``tokens`` (C-18, C-20):
    0 when out, 1 when alone, else its share of the players' strengths (:data:`VALUE_POWER`;
    :data:`WIN_MODEL` when set)."""
    if me not in active:
        return 0.0
    if len(active) == 1:
        return 1.0
    if WIN_MODEL is not None:
        return _win_share(tokens, active, me)
    weights = 0.0
    for seat in active:
        weights += _strength(tokens[seat])
    return _strength(tokens[me]) / weights


LEAF_KEEP = [0.0] * 15
"""Tokens-worth of each rank still in this player's hand when a play-out stops before the round
ends (the strong player's weights: 9s and 10s most, then aces, 2s, 4s and jacks)."""
for _rank, _worth in ((NINE, 0.45), (TEN, 0.45), (TWO, 0.25), (ACE, 0.3), (FOUR, 0.12), (JACK, 0.12)):
    LEAF_KEEP[_rank] = _worth
LEAF_WEIGHT = 1.0
"""How much the hand kept counts at the end of an unfinished play-out (0: only tokens). On 16,000
positions of the hard level's games 0.5 chose better by +0.33 thousandths of a win per decision
(+0.02..+0.64; the check set alone -0.10..+0.76, so not kept) and 2.0 worse by 1.7
(benchmarks/counting_hard.md, "Fifth pass"); on 10,000 new positions 0.5, 0.65 and 0.8 gave
-0.15, -0.14 and +0.08 (each within ±0.4), 0.5 pooled over all 26,000 +0.15 (-0.10..+0.39); 0.3,
the weight fitted to simulated rounds, -0.45 (-0.93..+0.03) ("Sixth pass")."""


LEAF_BY_TOTAL: tuple[tuple[float, ...], ...] | None = None
"""What the rest of the round is worth at an unfinished play-out's end, by the total there
(tuning only; ``None``: the flat :data:`LEAF_KEEP` times :data:`LEAF_WEIGHT`). Else
``LEAF_BY_TOTAL[total]`` is a row of 16 worths in tokens: ``[0]`` when this player moves first
there, ``[1]`` when another does, ``[rank]`` (2..14) per card of that rank kept, ``[15]`` when it
moves first and every card it holds passes a threshold (C-13, C-15); fitted to simulated rounds
by ``benchmarks/counting_leaf_fit.py``. Tables fitted per rank by band of the total, or by what
each card does on the total, changed 12 % of the choices on 10,000 positions and chose within
half a thousandth of a win per decision of the flat leaf (+0.25 and +0.17, intervals ±0.57; the
band table on 6,000 more -0.39 (-1.10..+0.32)), so the default stays the flat leaf
(benchmarks/counting_hard.md, "Sixth pass")."""


LEAF_MODEL = "hand"
"""How an unfinished play-out's end is scored (tuning only): ``"hand"``, :func:`game_value` of the
tokens plus the hand kept (:data:`LEAF_KEEP`, :data:`LEAF_WEIGHT`, :data:`LEAF_BY_TOTAL`);
``"learned"``, the logistic model of :mod:`.ai_leaf` (the win chance at the round's end, fitted to
games of the hard level by ``benchmarks/counting_leaf_learn.py``). The learned leaf predicts the
round's end better (held-out cross-entropy 0.541 against 0.551) at about the same CPU, but it
changed 9 % of the choices and chose -0.13 (-0.72..+0.46) thousandths of a win per decision on
6,000 positions of the hard level's games (+0.16 (-0.26..+0.57) with 6,000 more, described
after the fact), so the default stays ``"hand"``
(benchmarks/counting_hard.md, "Eleventh pass")."""


def _value(world: "Round", me: int) -> float:
    """:func:`game_value` of a play-out for ``me``, plus what its hand is worth if the round goes on."""
    value = game_value(world.tokens, world.active, me)
    if world.over or me not in world.active:
        return value
    if LEAF_MODEL == "learned":
        return ai_leaf.leaf_value(world, me, value)
    if LEAF_BY_TOTAL is not None:
        return value + _leaf_worth(world, me) * _token_worth(world, me, value)
    if not LEAF_WEIGHT:
        return value
    keep = 0.0
    for rank in world.hands[me]:
        keep += LEAF_KEEP[rank]
    if not keep:
        return value
    tokens = list(world.tokens)
    tokens[me] += 1
    return value + LEAF_WEIGHT * keep * (game_value(tokens, world.active, me) - value)


def _token_worth(world: "Round", me: int, value: float) -> float:
    """What one more token of ``me`` adds to its :func:`game_value` ``value`` in ``world``."""
    tokens = list(world.tokens)
    tokens[me] += 1
    return game_value(tokens, world.active, me) - value


def _leaf_worth(world: "Round", me: int) -> float:
    """The tokens :data:`LEAF_BY_TOTAL` gives ``me`` at ``world``'s total with its hand kept."""
    total = world.total
    row = LEAF_BY_TOTAL[total]  # type: ignore[index]
    hand = world.hands[me]
    to_move = world.turn == me
    worth = row[0] if to_move else row[1]
    for rank in hand:
        worth += row[rank]
    if to_move and hand and row[15]:
        safe = SAFE_RANKS[total]
        if not any(rank in safe for rank in hand):
            worth += row[15]
    return worth


def _unseen(view: CountingView) -> list[int]:
    """Ranks of the cards this seat has not seen: pack(s) minus hand minus pile (C-2, C-9)."""
    counts = [0, 0] + [4 * view.options.packs] * 13
    for card in view.hand + view.pile:
        counts[card.rank] = max(0, counts[card.rank] - 1)
    return [rank for rank in RANKS for _ in range(counts[rank])]


INFER_TRIES = 24
"""Hands drawn for another player, at most, until one could have made that player's last play
(see :func:`_consistent`); 0 deals the hidden cards uniformly."""


def _order_of(option: tuple[int | None, int, int, int, int]) -> tuple[int, int]:
    """How a play ranks for a player who reaches 99 first, then 33 or 66, then stays safe, and
    passes as cheaply as it can (C-12..C-15): lower is better."""
    return (option[2], option[4])


def _consistent(before: int, rank: int, after: int, hand: tuple[int, ...], drew: bool) -> bool:
    """True when a player holding ``hand`` now could have played ``rank`` taking the total from
    ``before`` to ``after`` as its last card: its hand then (``hand`` less the card it drew, if
    ``drew``, plus ``rank``) held no play that ranks better (:func:`_order_of`). Every level above
    random plays that way."""
    key = (before, rank, after, hand, drew)
    found = _CONSISTENT.get(key)
    if found is not None:
        return found
    played = next((o for o in OPTIONS[before][rank] if o[1] == after), None)
    result = True
    if played is not None and INFER_POLICY:
        earlier = [list(hand[:i] + hand[i + 1:]) for i in range(len(hand))] if drew else [list(hand)]
        result = False
        for cards in earlier:
            cards.append(rank)
            if quick_play(before, cards) == (rank, played):
                result = True
                break
    elif played is not None:
        mark = _order_of(played)
        earlier = [list(hand[:i] + hand[i + 1:]) for i in range(len(hand))] if drew else [list(hand)]
        result = False
        for cards in earlier:
            if all(_order_of(o) >= mark for r in cards for o in OPTIONS[before][r]):
                result = True
                break
    if len(_CONSISTENT) > QUICK_CACHE:
        _CONSISTENT.clear()
    _CONSISTENT[key] = result
    return result


_CONSISTENT: dict[tuple, bool] = {}
INFER_POLICY = False
"""Check a sampled hand against the play-out policy's own choice (else against the order of
:func:`_order_of` only)."""


def _last_plays(view: CountingView) -> dict[int, tuple[int, int, int]]:
    """Each other player's last card this round: seat -> (total before, rank, total after)."""
    last: dict[int, tuple[int, int, int]] = {}
    for seat, card, before, after in view.plays:
        if seat != view.seat:
            last[seat] = (before, card.rank, after)
    return last


KEPT_WEIGHTS = (
    (1.0,) * 15,
    (1, 1, 1.28, 0.93, 1.21, 0.98, 0.83, 0.92, 0.82, 1.30, 1.23, 0.97, 0.72, 0.69, 1.11),
    (1, 1, 1.54, 0.89, 1.18, 0.98, 0.87, 0.84, 0.78, 1.27, 1.14, 1.01, 0.76, 0.71, 1.04),
    (1, 1, 1.60, 0.81, 1.20, 0.95, 0.85, 0.80, 0.88, 1.19, 1.09, 1.35, 0.73, 0.74, 0.86),
)
"""How much likelier each rank (index) is in another player's hand than in the stock after that
player has made 0, 1, 2, 3 or more plays this round: players keep 2s, 4s, 9s, 10s and jacks and
play queens and kings (measured over 150 games of three strong players)."""
INFER_WEIGHTS = True
"""Deal the hidden cards to hands by :data:`KEPT_WEIGHTS` (else uniformly)."""


def _weighted_pick(pool: list[int], k: int, weights: tuple[float, ...], rng: random.Random) -> list[int]:
    """Indices of ``k`` cards of ``pool`` drawn without replacement with chances in proportion to
    ``weights[rank]`` (Efraimidis and Spirakis: the ``k`` smallest exponential keys)."""
    keys = [rng.expovariate(1.0) / weights[rank] for rank in pool]
    return sorted(range(len(pool)), key=keys.__getitem__)[:k]


def _sample_round(view: CountingView, unseen: list[int], rng: random.Random) -> Round:
    """A deal consistent with ``view``: the unseen cards dealt at random into the other hands
    (their known sizes) and the stock (its known size), the rest out of play. A hand that could
    not have made its player's last play (:func:`_consistent`) is drawn again, up to
    :data:`INFER_TRIES` times."""
    pool = list(unseen)
    rng.shuffle(pool)
    n = view.options.players
    active = [seat for seat in range(n) if seat not in view.eliminated]
    last = _last_plays(view) if INFER_TRIES else {}
    made = [0] * n
    for seat, _card, _before, _after in view.plays:
        made[seat] += 1
    hands: list[list[int]] = [[] for _ in range(n)]
    for seat in range(n):
        if seat == view.seat:
            hands[seat] = [card.rank for card in view.hand]
        elif seat not in view.eliminated:
            k = view.hand_counts[seat]
            if k > len(pool):
                k = len(pool)
            play = last.get(seat)
            weights = KEPT_WEIGHTS[min(3, made[seat])]
            if play is not None and k:
                drew = k >= view.options.hand_size
                before, rank, after = play
                for _ in range(max(1, INFER_TRIES)):
                    if INFER_WEIGHTS:
                        picks = _weighted_pick(pool, k, weights, rng)
                    else:
                        picks = rng.sample(range(len(pool)), k)
                    if _consistent(before, rank, after, tuple(sorted(pool[i] for i in picks)), drew):
                        break
                chosen = set(picks)
                hands[seat] = [pool[i] for i in picks]
                pool = [card for i, card in enumerate(pool) if i not in chosen]
            else:
                hands[seat] = pool[:k]
                pool = pool[k:]
    stock = pool[:view.stock_size]
    return Round(n, hands, stock, [card.rank for card in view.pile], list(view.tokens), active,
                 view.total, view.seat, view.direction, rng, view.options.hand_size)


# ----- the decision -----------------------------------------------------------------------------


BELIEF = True
"""Deal the other hands from what their plays of this round tell (:mod:`.ai_infer`); else by
:data:`KEPT_WEIGHTS` and the last play only."""
BELIEF_MAX_HAND = 3
"""The largest hand size (C-4) with which the plays are followed (:data:`BELIEF`): about 5 ms of
CPU a decision with three cards, 0.2 s with four, over 1 s with five; larger hands are dealt by
:data:`KEPT_WEIGHTS` and the last play only."""


def _beliefs(view: CountingView, unseen: list[int]) -> dict[int, HandSampler]:
    """A :class:`HandSampler` per other player whose plays this round tell something."""
    counts = [0] * 15
    for rank in unseen:
        counts[rank] += 1
    by_seat: dict[int, list[tuple[int, int, int]]] = {}
    for seat, card, before, after in view.plays:
        if seat != view.seat:
            by_seat.setdefault(seat, []).append((before, card.rank, after))
    samplers = {}
    for seat, plays in by_seat.items():
        if seat in view.eliminated:
            continue
        belief = hand_belief(plays, view.hand_counts[seat], view.options.hand_size, counts,
                             players=view.options.players - len(view.eliminated))
        if belief:
            samplers[seat] = HandSampler(belief)
    return samplers


def _deal_order(view: CountingView) -> list[int]:
    """The other players still in, the next to play first (their hands matter most)."""
    n = view.options.players
    order = []
    for step in range(1, n):
        seat = (view.seat + view.direction * step) % n
        if seat not in view.eliminated:
            order.append(seat)
    return order


def _sample_believed(view: CountingView, unseen: list[int], samplers: dict[int, HandSampler],
                     rng: random.Random) -> Round:
    """A deal consistent with ``view``: each other hand drawn from its player's belief
    (:func:`_beliefs`) while the cards allow, else at random; the rest is the stock."""
    n = view.options.players
    free = [0] * 15
    for rank in unseen:
        free[rank] += 1
    hands: list[list[int]] = [[] for _ in range(n)]
    hands[view.seat] = [card.rank for card in view.hand]
    random_seats = []
    for seat in _deal_order(view):
        sampler = samplers.get(seat)
        hand = sampler.sample(free, rng) if sampler is not None else None
        if hand is None:
            random_seats.append(seat)
            continue
        for rank in hand:
            free[rank] -= 1
        hands[seat] = list(hand)
    pool = [rank for rank in RANKS for _ in range(free[rank])]
    size = len(pool)
    most = max(horizon_plays(n - len(view.eliminated)), HORIZON_TURNS * n)
    needed = min(size, sum(view.hand_counts[seat] for seat in random_seats) + most + 2)
    random_ = rng.random
    for i in range(needed):  # only the cards dealt and the stock's top (a play-out draws one a
        # play, the rest only after a reshuffle, C-9) need a random order
        j = i + int(random_() * (size - i))
        pool[i], pool[j] = pool[j], pool[i]
    for seat in random_seats:
        k = min(view.hand_counts[seat], len(pool))
        hands[seat] = pool[:k]
        pool = pool[k:]
    stock = pool[:view.stock_size]
    stock.reverse()  # the top of the stock (drawn first) is its end
    active = [seat for seat in range(n) if seat not in view.eliminated]
    return Round(n, hands, stock, [card.rank for card in view.pile], list(view.tokens),
                 active, view.total, view.seat, view.direction, rng, view.options.hand_size)



def _candidates(view: CountingView) -> list[tuple[int, tuple[int | None, int, int, int, int]]]:
    """The distinct plays of ``view.hand`` (one per rank and value) as (hand index, option)."""
    seen: set[tuple[int, int | None]] = set()
    plays = []
    for index, card in enumerate(view.hand):
        for option in OPTIONS[view.total][card.rank]:
            key = (card.rank, option[0])
            if key not in seen:
                seen.add(key)
                plays.append((index, option))
    return plays


REPLY_EXACT = False
"""Take the next player's reply exactly over the hands it may hold (tuning only, a variance
reduction of the search): each sampled deal's value of a play is corrected by a control variate,
the win chance after that player's reply (by the strong model) from its sampled hand, less its
exact mean over its possible hands weighted as they are dealt (:func:`_reply_hands`). It cuts
the variance of the difference between two plays' values by about a tenth and chose within half
a thousandth of a win per decision of the search without it: +0.31 (-0.03..+0.65), +0.51
(+0.16..+0.86) and -0.11 (-0.44..+0.22) on three sets of 6,000 positions, so it stays off
(benchmarks/counting_hard.md, "Eighth pass")."""


def _reply_hands(view: CountingView, seat: int, unseen: list[int],
                 samplers: dict[int, HandSampler] | None) -> list[tuple[tuple[int, ...], float]]:
    """The hands of ranks ``seat`` may hold with their chances: its belief (:func:`_beliefs`)
    restricted to the unseen cards, else every hand of its size from the unseen cards (weighted by
    how many ways the cards give it); empty when its hand is larger than three cards."""
    counts = [0] * 15
    for rank in unseen:
        counts[rank] += 1
    sampler = samplers.get(seat) if samplers else None
    hands: list[tuple[tuple[int, ...], float]] = []
    if sampler is not None:
        previous = 0.0
        for hand, running in zip(sampler.hands, sampler.cumulative):
            weight, previous = running - previous, running
            need: dict[int, int] = {}
            for rank in hand:
                need[rank] = need.get(rank, 0) + 1
            if weight > 0 and all(counts[rank] >= n for rank, n in need.items()):
                hands.append((hand, weight))
    else:
        k = view.hand_counts[seat]
        if k > 3:
            return []

        def deal(start: int, left: int, hand: tuple[int, ...], weight: float) -> None:
            if not left:
                hands.append((hand, weight))
                return
            for rank in RANKS[start:]:
                for n in range(1, min(left, counts[rank]) + 1):
                    deal(RANKS.index(rank) + 1, left - n, hand + (rank,) * n, weight * math.comb(counts[rank], n))

        deal(0, k, (), 1.0)
    total = sum(weight for _hand, weight in hands)
    return [(hand, weight / total) for hand, weight in hands] if total else []


def _after_reply(world: "Round", hand: list[int], me: int) -> float:
    """:func:`game_value` for ``me`` after the player to move in ``world`` replies from ``hand``
    by the strong model (tokens only; ``world`` is not changed)."""
    after = world.copy()
    after.rng = random.Random(0)
    after.hands[after.turn] = list(hand)
    rank, option = strong_model_play(after.total, after.hands[after.turn], len(after.active), after.hand_size)
    after.play(rank, option)
    return game_value(after.tokens, after.active, me)


SEARCH = "pimc"
"""How the hard player searches (tuning only): ``"pimc"``, the determinized sampling of this
module (:func:`play_values`); ``"ismcts"``, information-set Monte Carlo tree search with the
decision as the root (:func:`.ai_ismcts.choose`); ``"ismcts_crn"``, this module's race over
shared deals for the card now with its own later cards in each play-out chosen in an
information-set tree (:func:`.ai_ismcts.descend`) instead of by :func:`quick_play`. At about
main's CPU (250 iterations; 250 deals) on 6,000 positions of the hard level's games,
``"ismcts"`` chose worse by -1.70 (-2.87..-0.53) thousandths of a win per decision and
``"ismcts_crn"`` better by +0.62 (+0.10..+1.14), but -0.44 (-0.99..+0.11) on 6,000 more: so the
default stays ``"pimc"`` (benchmarks/counting_hard.md, "Tenth pass")."""


def play_values(view: CountingView, rng: random.Random, budget: Budget = APP_BUDGET
                ) -> list[tuple[float, int, PlayCard]]:
    """The mean :func:`game_value` of each distinct play of ``view`` over the sampled deals, best
    first, as ``(value, deals it was rated on, play)``. Anytime (:class:`game.engine.search.Race`):
    a play clearly worse than the best is dropped, and sampling stops when one is left or the
    budget is spent.

    Raises:
        ValueError: if it is not ``view.seat``'s turn to play a card.
    """
    if view.winner is not None or view.turn != view.seat or not view.hand:
        raise ValueError(f"seat {view.seat} has no card to play now")
    plays = _candidates(view)
    actions = [PlayCard(view.seat, view.hand[index], option[0]) for index, option in plays]
    if len(plays) == 1:
        return [(0.0, 0, actions[0])]
    unseen = _unseen(view)
    me = view.seat
    race = Race(len(plays), budget)  # the clock starts here: the inference counts against it
    samplers = (_beliefs(view, unseen) if BELIEF and view.options.hand_size <= BELIEF_MAX_HAND
                and view.options.players <= OPPONENT_MODEL_MAX_PLAYERS else None)
    exact = REPLY_EXACT and view.options.players <= OPPONENT_MODEL_MAX_PLAYERS
    means: dict[int, float | None] = {}
    tree: dict | None = {} if SEARCH == "ismcts_crn" else None
    while not race.done():
        if samplers is not None:
            base = _sample_believed(view, unseen, samplers, rng)
        else:
            base = _sample_round(view, unseen, rng)
        values = {}
        for i in race.alive:
            index, option = plays[i]
            world = base.copy()
            world.play(view.hand[index].rank, option)
            control = 0.0
            if exact and not world.over and world.turn != me:
                if i not in means:  # the tokens after this play do not depend on the deal
                    hands = _reply_hands(view, world.turn, unseen, samplers)
                    means[i] = sum(weight * _after_reply(world, list(hand), me)
                                   for hand, weight in hands) if hands else None
                if means[i] is not None:
                    control = means[i] - _after_reply(world, world.hands[world.turn], me)
            if tree is not None:
                rank = view.hand[index].rank
                values[i] = ai_ismcts.descend(world, ((me, rank, option[0]),), tree, me,
                                              horizon_plays(len(world.active))) + control
                continue
            world.play_out()
            values[i] = _value(world, me) + control
        race.add(values)
    return [(race.mean(i), len(race.values[i]), actions[i]) for i in race.ranking()]


def choose_hard_action(view: CountingView, rng: random.Random,
                       budget: Budget = APP_BUDGET) -> PlayCard | DrawCard:
    """The hard player's action for ``view.seat``.

    Args:
        view: what the seat knows (never the other hands or the stock's order).
        rng: the random source of the sampled deals.
        budget: how long to search (:data:`APP_BUDGET`; ``APP_BUDGET.fixed()`` is reproducible).

    Returns:
        ``DrawCard`` whenever the view says it may draw (manual mode, C-8), else a legal
        ``PlayCard`` with a value for an ace or a 10 (C-10, C-11).

    Raises:
        ValueError: if the seat has nothing to do (not its turn and no draw, or the game is over).
    """
    if view.winner is None and view.may_draw:
        return DrawCard(view.seat)
    if view.winner is not None or view.turn != view.seat or not view.hand:
        raise ValueError(f"seat {view.seat} has nothing to do now")
    plays = _candidates(view)
    for index, option in plays:
        if option[2] == _REACH99:  # C-14: nothing beats winning the round
            return PlayCard(view.seat, view.hand[index], option[0])
    if SEARCH == "ismcts":
        return ai_ismcts.choose(view, rng, budget)[0][0][2]
    return play_values(view, rng, budget)[0][2]


__all__ = ["APP_BUDGET", "Budget", "Round", "choose_hard_action", "game_value", "play_values",
           "quick_play"]
