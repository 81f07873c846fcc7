"""The searching ("hard") computer player of the trick game.

It decides from a :class:`TricksView` and a random source only, never from the state: it knows
what its seat may know (T-7, T-10, T-20) and guesses the rest by sampling.

- Play (:func:`choose_play_hard`): determinized search. It deals the cards it cannot see at
  random among the places they may be (each hidden hand, each face-down set of three bid cards),
  keeping every void a hand has shown (T-12) and every exposed bid and revealed hand; an opponent's
  unknown bid is the bid its sampled bid cards make (T-6), those chosen among its unplayed sampled
  cards as a bidder would have chosen them (:func:`_infer_bid`). In each sample it tries every legal card
  (cards that are equal in effect once counted as one) and plays the deal out: exactly (every hand
  playing for itself, :func:`game.tricks.ai_sim.solve`) once few cards are left, else with every
  hand playing as the strong level does from its own view, never seeing the other hands
  (:func:`game.tricks.ai_sim.rollout_view`). It plays the card with the best mean
  :func:`game.tricks.ai_sim.utility`: its own deal points (exact bid, premiums, T-14..T-16) less the
  other players' mean, a play-out that makes its bid exactly counting :data:`PLAYOUT_EXACT_EXTRA`
  more. When no card it may play wins the trick and it needs every master it holds
  (:func:`gives_up_least`), it plays, of the cards the samples could not tell apart from the best,
  the one its later tricks need least (:func:`spare_rank`: a king under an ace on the table is
  kept, its jack given up; T-12, T-13).
- Bidding (:func:`choose_bid_hard`): all 220 (286) choices of three bid cards are rated by the
  strong player's model (:func:`game.tricks.ai.bid_options`); the best :data:`BID_SHORTLIST` are
  played out on sampled deals (the other hands bid by a quick version of that model,
  :func:`_guess_bid`), and the choice with the best mean utility wins. A premium (declare,
  reveal; T-9) is considered only when the sampled chance of making the bid is high; it is then
  tried on deals where the others know the bid and play against it (:func:`premium_chance`; only
  the seats that do, when the caller says which: the strong level plays for its own bid) and
  offered only when its expected gain, exact-bid bonus at risk included, is positive, its sampled
  chance taken lower by a standard error and, unless no other seat plays against it,
  :data:`PREMIUM_MARGIN` (:func:`premium_for`).
- Two players: the dummy's face-up cards are known and its hidden bid cards sampled (T-19..T-25);
  it plays the dummy it controls the same way (T-21).

Time (:mod:`game.engine.search`): every search is anytime. Each sampled deal rates every choice
still in the race; a choice clearly worse than the best is dropped; sampling stops when one is
left, at the sample cap, or at the wall-clock deadline (:data:`PLAY_BUDGET`: 0.25 s a card,
:data:`BID_BUDGET`: 0.6 s for the bid cards, then at most :data:`PREMIUM_SECONDS` to try a
premium), so the time holds on a loaded machine and close decisions get the most deals. ``fixed=True`` (:func:`choose_action_hard`) drops the clock: the same view and
random state then give the same action on every machine (tests, ``simulate --fixed``).
"""

from __future__ import annotations

import itertools
import math
import random
import time
from dataclasses import replace

from ..engine.cards import Card, sort_key
from ..engine.search import Budget, Race
from .actions import Bid, Play
from .ai import bid_options, win_chance
from .ai_basic import _danger, _unseen_higher, _wins_now
from .ai_sim import (SUITS, World, encode, order_from, rollout, rollout_view, solve, trump_index,
                     deal_points, utility)
from .rules import BID_VALUES, suit_of
from .state import unseen_set
from .view import TricksView

PLAY_BUDGET = Budget(deadline=0.25, samples=160, min_samples=24)
"""Sampled deals per play decision: at most 160 and 0.25 s of wall clock (the table allows 0.35 s
at the 95th percentile), fewer once one card is clearly best."""
EXACT_TRICKS = 3
"""From this many tricks left (the current one included) the play is searched exactly."""
INFER_BIDS = True
"""Sampled hidden bid cards of the other players are chosen as a bidder would have (see
:func:`_infer_bid`) rather than at random."""
BID_BUDGET = Budget(deadline=0.6, samples=400, min_samples=48)
"""Sampled deals per bid decision: at most 400 and 0.6 s of wall clock for the choice of bid cards
(the table allows 1.0 s at the 95th percentile for the whole bid, rating the choices and trying a
premium included), fewer once one choice is clearly best."""
BID_SHORTLIST = 12
"""Bid-card choices (best by the model) played out on the sampled deals."""
GUESS_KEPT_LENGTHS = True
"""The other players' sampled bids (:func:`_guess_bid`) rate each kept card by the cards of its
suit kept, as the strong player does (:func:`game.tricks.ai.bid_options`), not by those dealt:
the guess then names the strong player's bid on 88 % of 3-player hands (84 % of 4-player ones)
against 70 %. Measured in benchmarks/tricks_hard.md ("Third pass"): hard against two strong made
3.4 points more exact bids on the same 1,000 deals. ``False``: rated by the suits as dealt."""
VIEW_PLAYOUTS = True
"""Before the last :data:`EXACT_TRICKS` tricks a card is rated on play-outs in which every hand
plays as the strong level does from its own view (:func:`game.tricks.ai_sim.rollout_view`: it
never sees the other hands), not by the quick policy (:func:`game.tricks.ai_sim.rollout`).
Measured in benchmarks/tricks_hard.md ("Fifth pass")."""
PLAYOUT_EXACT_EXTRA = 20.0
"""Added to a play-out's utility (before the last :data:`EXACT_TRICKS` tricks) when the seat makes
its bid exactly: the play-outs are rough, and a card that keeps the exact bid in reach is worth
more than their points say. Measured in benchmarks/tricks_hard.md ("Fifth pass")."""
DECLARE_MIN = 0.75
REVEAL_MIN = 0.9
"""Least sampled chance of making the bid before a declare (reveal) is offered (T-9)."""

SUIT_BID = [BID_VALUES[suit] for suit in SUITS]
"""T-6: the bid value of each suit index."""


# ----- sampling the hidden cards ----------------------------------------------------------------


def _voids(view: TricksView) -> list[set[int]]:
    """Suit indices each hand has shown it lacks (it did not follow, T-12)."""
    voids: list[set[int]] = [set() for _ in range(view.hand_count)]
    tricks = list(view.played_tricks)
    if view.current_trick:
        tricks.append(view.current_trick)
    for trick in tricks:
        led = suit_of(trick[0][1], view.joker_as)
        for seat, card in trick[1:]:
            if suit_of(card, view.joker_as) != led:
                voids[seat].add(SUITS.index(led))  # type: ignore[arg-type]
    return voids


def unseen_cards(view: TricksView) -> list[Card]:
    """The cards of the pack ``view.seat`` cannot see, in a fixed order."""
    return sorted(unseen_set(view), key=sort_key)


def _deal_hidden(cards: list[int], slots: list[tuple[int, set[int]]], rng: random.Random) -> list[list[int]] | None:
    """Deal ``cards`` into ``slots`` (capacity, void suits) at random, every card to a slot whose
    voids allow its suit; ``None`` when a try fails."""
    pool = list(cards)
    rng.shuffle(pool)
    # the most constrained cards first
    pool.sort(key=lambda card: -sum(1 for _, voids in slots if card >> 4 in voids))
    room = [capacity for capacity, _ in slots]
    dealt: list[list[int]] = [[] for _ in slots]
    for card in pool:
        suit = card >> 4
        weights = [room[i] if room[i] and suit not in slots[i][1] else 0 for i in range(len(slots))]
        total = sum(weights)
        if not total:
            return None
        pick = rng.random() * total
        for i, weight in enumerate(weights):
            pick -= weight
            if pick < 0 and weight:
                break
        else:
            i = max(range(len(slots)), key=lambda j: weights[j])
        dealt[i].append(card)
        room[i] -= 1
    return dealt


def sample_world(view: TricksView, rng: random.Random) -> World:
    """One complete deal consistent with ``view`` during play (see the module docstring)."""
    me = view.seat
    joker_as = view.joker_as
    count = view.hand_count
    hidden = [encode(card, joker_as) for card in unseen_cards(view)]
    voids = _voids(view)
    hands: list[list[int]] = [[] for _ in range(count)]
    bids: list[int] = [0] * count
    slots: list[tuple[int, set[int]]] = []
    owners: list[tuple[int, str]] = []
    hidden_bids: dict[int, list[int]] = {}
    for seat in range(count):
        if seat == me:
            hands[seat] = [encode(card, joker_as) for card in view.hand]
        elif view.open_hands[seat] is not None:
            hands[seat] = [encode(card, joker_as) for card in view.open_hands[seat]]  # type: ignore[union-attr]
        else:
            slots.append((view.hand_sizes[seat], voids[seat]))
            owners.append((seat, "hand"))
        if view.known_bids[seat] is not None:
            bids[seat] = view.known_bids[seat]  # type: ignore[assignment]
        else:
            slots.append((3, set()))
            owners.append((seat, "bid"))
    dealt = None
    for _ in range(30):
        dealt = _deal_hidden(hidden, slots, rng)
        if dealt is not None:
            break
    if dealt is None:  # the shown voids cannot all hold (never in a legal game): ignore them
        dealt = _deal_hidden(hidden, [(capacity, set()) for capacity, _ in slots], rng)
        assert dealt is not None
    for (seat, kind), cards in zip(owners, dealt):
        if kind == "hand":
            hands[seat] = cards
        else:
            bids[seat] = sum(SUIT_BID[card >> 4] for card in cards)
            hidden_bids[seat] = cards
    if INFER_BIDS:
        for seat, bid_cards in hidden_bids.items():
            if seat != view.dummy and view.open_hands[seat] is None:
                hidden_bids[seat] = _infer_bid(view, seat, hands, bids, bid_cards, voids[seat])
    aside: list[list[int]] = [[] for _ in range(count)]
    for seat in range(count):
        if seat in hidden_bids:
            aside[seat] = hidden_bids[seat]
        elif seat == me and view.bid_cards:
            aside[seat] = [encode(card, joker_as) for card in view.bid_cards]
        elif view.exposed_bid_cards[seat]:
            aside[seat] = [encode(card, joker_as) for card in view.exposed_bid_cards[seat]]  # type: ignore[union-attr]
    trick = [(seat, encode(card, joker_as)) for seat, card in view.current_trick]
    leader = view.leader
    assert leader is not None
    ctrl = None
    if view.dummy is not None:
        if leader != view.dummy:
            ctrl = leader
        elif len(trick) == 1:
            ctrl = 1 - view.turn  # type: ignore[operator]
        else:
            ctrl = view.turn_controller
    order, ctrl = order_from(leader, count, view.dummy, ctrl)
    return World(count, view.dummy, hands, bids, list(view.tricks), trump_index(view.trumps),
                 trick, order, ctrl, view.premium, view.variant == "oxford", aside)


def _infer_bid(view: TricksView, seat: int, hands: list[list[int]], bids: list[int],
               bid_cards: list[int], voids: set[int]) -> list[int]:
    """Re-split a sampled hidden hand and its hidden bid cards of live ``seat`` the way a bidder
    would have: its whole dealt hand is its played cards plus both, and the three bid cards are the
    likeliest choice by :func:`_guess_bid` among the unplayed ones (those of suits it has shown it
    lacks must be bid cards). Changes ``hands[seat]`` and ``bids[seat]`` in place; returns the
    three bid cards (``bid_cards`` unchanged when no split fits the shown voids)."""
    played = [encode(card, view.joker_as) for trick in view.played_tricks for who, card in trick
              if who == seat]
    played += [encode(card, view.joker_as) for who, card in view.current_trick if who == seat]
    pool = hands[seat] + bid_cards
    original = played + pool
    allowed = list(range(len(played), len(original)))
    forced = [index for index in allowed if original[index] >> 4 in voids]
    if len(forced) > 3:
        return bid_cards
    trio, bid = _guess_bid(original, view.players, trump_index(view.trumps), allowed, forced)
    hands[seat] = [original[index] for index in allowed if index not in trio]
    bids[seat] = bid
    return [original[index] for index in trio]


# ----- play ---------------------------------------------------------------------------------------


def _root_cards(view: TricksView, legal: list[int]) -> list[int]:
    """``legal`` without cards equal in effect in every possible deal: neighbours of a suit with
    only played cards between them."""
    played = set()
    for trick in view.played_tricks:
        played.update(encode(card, view.joker_as) for _, card in trick)
    played.update(encode(card, view.joker_as) for _, card in view.current_trick)
    kept: list[int] = []
    for card in sorted(legal):
        if kept and kept[-1] >> 4 == card >> 4 and all(
                between in played for between in range(kept[-1] + 1, card)):
            kept[-1] = card
            continue
        kept.append(card)
    return kept


def play_values(view: TricksView, rng: random.Random, samples: int | None = None,
                budget: Budget | None = None) -> dict[int, float]:
    """The mean utility (see :func:`game.tricks.ai_sim.utility`) of each distinct legal card of
    ``view`` (as integers, :func:`game.tricks.ai_sim.encode`) over sampled deals.

    The search is anytime (:class:`game.engine.search.Race`): every card still in the race is
    played out on each sampled deal, a card clearly worse than the best is dropped, and sampling
    stops when one card is left, ``budget.samples`` deals are spent or ``budget.deadline`` has
    passed. ``samples`` alone asks for exactly that many deals (no clock, nothing dropped)."""
    return _play_race(view, rng, samples, budget)[0]


def _play_race(view: TricksView, rng: random.Random, samples: int | None = None,
               budget: Budget | None = None) -> tuple[dict[int, float], list[int]]:
    """:func:`play_values`, and the cards (encoded) still in the race when it stopped: those the
    samples could not tell apart from the best (all of them when a single card was rated)."""
    if budget is None:
        budget = Budget(None, samples, min_samples=samples) if samples else PLAY_BUDGET
    me = view.seat
    legal = [encode(play.card, view.joker_as) for play in view.legal_plays]
    cards = _root_cards(view, legal)
    if len(cards) == 1:
        return {cards[0]: 0.0}, [cards[0]]
    tricks_left = view.tricks_per_deal - len(view.played_tricks)
    exact = tricks_left <= EXACT_TRICKS
    race = Race(len(cards), budget)
    while not race.done():
        world = sample_world(view, rng)
        memo: dict = {}
        values = {}
        for index in race.alive:
            child = world.copy()
            child.play(cards[index])
            if exact:
                values[index] = solve(child, memo)[me]
            else:
                if VIEW_PLAYOUTS:
                    rollout_view(child)
                else:
                    rollout(child)
                values[index] = utility(child, deal_points(child), me)
                if PLAYOUT_EXACT_EXTRA:
                    values[index] += PLAYOUT_EXACT_EXTRA * (child.tricks[me] == child.bids[me])
        race.add(values)
    ranking = race.ranking()
    # the dropped cards rank below every card still in the race
    return ({cards[index]: (race.mean(index) if index in race.alive else race.mean(index) - 1000.0)
             for index in ranking}, [cards[index] for index in race.alive])


def spare_rank(view: TricksView, card: Card) -> tuple[int, int, bool]:
    """How much the later tricks of ``view.seat``'s hand need ``card`` (lower: less), as the
    strong player rates a card it gives up (:func:`game.tricks.ai_basic._danger`): fewest unseen
    higher cards of its suit, then its rank, a trump last (T-12, T-13). The cards on the table
    count as seen: they are gone once this trick is over, so a king played under an ace on the
    table is the highest card of its suit left and is needed most (T-13)."""
    return _danger(view, card, unseen_set(view))


def gives_up_least(view: TricksView) -> bool:
    """True when ``view.seat``'s own hand follows a trick that no card it may play wins (T-12,
    T-13), still needs tricks it can take (its bid not yet made and not out of reach, T-15), and
    holds no more cards without an unseen higher card than the tricks it needs: every such card is
    wanted later, so the card to play is the one its later tricks need least
    (:func:`spare_rank`)."""
    if not view.current_trick or view.bid is None or not view.legal_plays:
        return False
    if any(play.seat != view.seat or _wins_now(view, view.seat, play.card) for play in view.legal_plays):
        return False
    need = view.bid - view.tricks[view.seat]
    if need <= 0 or need > len(view.hand):
        return False
    unseen = unseen_set(view)
    return sum(1 for card in view.hand if not _unseen_higher(view, card, unseen)) <= need


def choose_play_hard(view: TricksView, rng: random.Random, budget: Budget | None = None) -> Play:
    """The searching player's card for the hand ``view.seat`` must play now (its own, or the dummy
    it controls, T-21), searched within ``budget`` (default :data:`PLAY_BUDGET`): the best mean of
    :func:`play_values`; but when no card can win the trick and the hand needs its masters
    (:func:`gives_up_least`), the card its later tricks need least (:func:`spare_rank`) among
    those the samples could not tell apart from the best (T-12, T-13). Raises ValueError when the
    view has no legal play."""
    if not view.legal_plays:
        raise ValueError("no legal play in this view")
    if len(view.legal_plays) == 1:
        return view.legal_plays[0]
    values, alive = _play_race(view, rng, budget=budget)
    best = max(values, key=lambda card: values[card])  # first of the best, in card order
    if gives_up_least(view) and len(alive) > 1:
        # T-12, T-13: no card wins this trick and every master is wanted: of the cards the
        # samples cannot tell apart, the one the later tricks need least (found by a tester by
        # ear: the king of spades given up under the ace on a short clock, its jack kept)
        choices = [play for play in view.legal_plays if encode(play.card, view.joker_as) in alive]
        return min(choices, key=lambda play: (spare_rank(view, play.card), encode(play.card, view.joker_as)))
    for play in view.legal_plays:
        if encode(play.card, view.joker_as) == best:
            return play
    raise AssertionError("the chosen card is not legal")


# ----- bidding ------------------------------------------------------------------------------------


def _guess_bid(cards: list[int], players: int, trumps: int, allowed: list[int] | None = None,
               forced: list[int] | None = None) -> tuple[tuple[int, ...], int]:
    """A quick guess at the bid cards (indices into ``cards``) and bid of a sampled hand of another
    player, made the way the strong player bids (:func:`game.tricks.ai.bid_options`): every kept
    card's chance of a trick from the strong player's table (:func:`game.tricks.ai.win_chance`,
    by the cards of its suit kept once the three are laid aside), the kept cards' tricks taken as
    normal with their mean and variance, and the choice of three whose bid is likeliest. Much
    cheaper than the strong player's own choice, which it matches on most hands (see
    :data:`GUESS_KEPT_LENGTHS`). Only indices in ``allowed`` (default all) may be bid cards, and
    every index in ``forced`` must be one."""
    by_suit: list[list[int]] = [[], [], [], []]
    for index, card in enumerate(cards):
        by_suit[card >> 4].append(index)
    kept_lengths = GUESS_KEPT_LENGTHS
    may = set(range(len(cards)) if allowed is None else allowed)
    must = set(forced or ())
    # sums[s][r], variances[s][r]: suit s's summed chance and variance with r of its cards laid
    # aside (counted as if all were kept); aside[s][r]: the ways to lay r of them aside, each as
    # (indices, their summed chance, their summed variance)
    sums: list[list[float]] = []
    variances: list[list[float]] = []
    aside: list[list[list[tuple[tuple[int, ...], float, float]]]] = []
    for suit in range(4):
        members = sorted(by_suit[suit], key=lambda index: -cards[index])
        length = len(members)
        context = 2 if trumps < 0 else (0 if suit == trumps else 1)
        row_of: dict[int, list[float]] = {}
        for above, index in enumerate(members):  # highest first: ``above`` held cards outrank it
            higher = 14 - (cards[index] & 15) - above
            if kept_lengths:
                row_of[index] = [_chance(players, context, higher, length - r) for r in range(4)]
            else:
                row_of[index] = [_chance(players, context, higher, length)] * 4
        rows = list(row_of.values())
        sums.append([sum(row[r] for row in rows) for r in range(4)])
        variances.append([sum(row[r] * (1 - row[r]) for row in rows) for r in range(4)])
        candidates = sorted(index for index in members if index in may)
        needed = [index for index in members if index in must]
        ways: list[list[tuple[tuple[int, ...], float, float]]] = []
        for r in range(4):
            found = []
            if len(needed) <= r:
                for subset in itertools.combinations(candidates, r):
                    if needed and any(index not in subset for index in needed):
                        continue
                    chance = variance = 0.0
                    for index in subset:
                        p = row_of[index][r]
                        chance += p
                        variance += p * (1 - p)
                    found.append((subset, chance, variance))
            ways.append(found)
        aside.append(ways)
    erf = math.erf
    sqrt = math.sqrt
    best_key = -1.0
    best_combo: tuple = ()
    best_bid = 0
    for pattern in _ASIDE_PATTERNS:
        if any(not aside[suit][r] for suit, r in enumerate(pattern)):
            continue
        bid = sum(SUIT_BID[suit] * r for suit, r in enumerate(pattern))
        mean = sum(sums[suit][r] for suit, r in enumerate(pattern))
        var = sum(variances[suit][r] for suit, r in enumerate(pattern)) + 0.05
        high = bid + 0.5 - mean
        low = bid - 0.5 - mean
        for combo in itertools.product(*[aside[suit][r] for suit, r in enumerate(pattern) if r]):
            shift = 0.0
            kept_var = var
            for _subset, chance, variance in combo:
                shift += chance
                kept_var -= variance
            scale = 1.0 / sqrt(2.0 * kept_var if kept_var > 0.05 else 0.1)
            key = erf((high + shift) * scale) - erf((low + shift) * scale)
            if key > best_key + 1e-12 or (key > best_key - 1e-12 and _trio(combo) < _trio(best_combo)):
                best_key, best_combo, best_bid = key, combo, bid
    return _trio(best_combo) if best_combo else (0, 1, 2), best_bid


def _trio(combo: tuple) -> tuple[int, ...]:
    """The sorted card indices of a combination of the ways to lay cards aside in
    :func:`_guess_bid`."""
    return tuple(sorted(index for subset, _, _ in combo for index in subset))


_CHANCES: dict[tuple[int, int, int, int], float] = {}


def _chance(players: int, context: int, higher: int, length: int) -> float:
    """:func:`game.tricks.ai.win_chance`, remembered."""
    key = (players, context, higher, length)
    found = _CHANCES.get(key)
    if found is None:
        found = _CHANCES[key] = win_chance(players, context, higher, length)
    return found


_ASIDE_PATTERNS = [pattern for pattern in itertools.product(range(4), repeat=4) if sum(pattern) == 3]
"""How many bid cards each suit gives (T-6: three in all)."""


def _normal_cdf(x: float) -> float:
    return 0.5 * (1 + math.erf(x / math.sqrt(2)))


def bid_values(view: TricksView, rng: random.Random, samples: int | None = None,
               shortlist: int | None = None, budget: Budget | None = None,
               only: tuple[int, ...] | None = None, view_playouts: bool = False
               ) -> list[tuple[float, float, tuple[int, ...], int]]:
    """The shortlisted bid-card choices of ``view``, best first, as ``(chance of making the bid,
    mean utility without a premium, indices of the three cards, bid)``, played out on sampled
    deals.

    Anytime (:class:`game.engine.search.Race`): the model's ``shortlist`` best choices are played
    out on each sampled deal, a choice clearly worse than the best is dropped, and sampling stops
    when one is left, ``budget.samples`` deals are spent or ``budget.deadline`` has passed (default
    :data:`BID_BUDGET`). ``samples`` alone asks for exactly that many deals (no clock, nothing
    dropped). ``only``: the indices of three bid cards already chosen (the human's, for the hint
    in the premium choice): that choice alone is played out, on ``budget.samples`` deals (against
    the clock at least ``budget.min_samples``, then until the deadline; :func:`_more_samples`).
    ``view_playouts``: play the deals out with every hand playing from its own view
    (:func:`game.tricks.ai_sim.rollout_view`, about twice the time) instead of the quick policy
    (:func:`game.tricks.ai_sim.rollout`); the hint does (:mod:`game.tricks.hints`), the computer
    player's own bid does not (measured in benchmarks/tricks_hard.md, "Fifth pass")."""
    if budget is None:
        budget = Budget(None, samples, min_samples=samples) if samples else BID_BUDGET
    shortlist = shortlist or BID_SHORTLIST
    me = view.seat
    joker_as = view.joker_as
    hand = list(view.hand)
    if only is not None:
        options = [option for option in bid_options(view) if option[2] == tuple(sorted(only))]
    else:
        options = sorted(bid_options(view), key=lambda option: -option[0])[:shortlist]
    others = [seat for seat in range(view.hand_count) if seat != me]
    unseen = unseen_cards(view)
    count = view.hand_count
    size = len(hand)
    trumps = trump_index(view.trumps)
    leader = (view.dealer + 1) % view.players  # T-11
    order, ctrl = order_from(leader, count, view.dummy, None)
    kept_cards = [[encode(card, joker_as) for i, card in enumerate(hand) if i not in trio]
                  for _, _, trio, _ in options]
    aside_cards = [[encode(hand[i], joker_as) for i in trio] for _, _, trio, _ in options]
    made = [0] * len(options)
    race = Race(len(options), budget)
    while not race.done() or (len(options) == 1 and _more_samples(race, budget)):
        pool = list(unseen)
        rng.shuffle(pool)
        hands: list[list[int]] = [[] for _ in range(count)]
        bids = [0] * count
        aside: list[list[int]] = [[] for _ in range(count)]
        for index, seat in enumerate(others):
            cards = pool[index * size:(index + 1) * size]
            codes = [encode(card, joker_as) for card in cards]
            if seat == view.dummy:
                chosen = tuple(rng.sample(range(size), 3))  # T-19
            else:
                chosen, _ = _guess_bid(codes, view.players, trumps)
            bids[seat] = sum(SUIT_BID[codes[i] >> 4] for i in chosen)
            hands[seat] = [code for i, code in enumerate(codes) if i not in chosen]
            aside[seat] = [codes[i] for i in chosen]
        values = {}
        for choice in race.alive:
            bid = options[choice][3]
            deal_hands = [list(cards) for cards in hands]
            deal_hands[me] = list(kept_cards[choice])
            deal_bids = list(bids)
            deal_bids[me] = bid
            deal_aside = list(aside)
            deal_aside[me] = aside_cards[choice]
            world = World(count, view.dummy, deal_hands, deal_bids, [0] * count, trumps, [], order,
                          ctrl, (), view.variant == "oxford", deal_aside)
            if view_playouts:
                rollout_view(world)
            else:
                rollout(world)
            made[choice] += world.tricks[me] == bid
            values[choice] = utility(world, deal_points(world), me)
        race.add(values)
    results = []
    for choice in race.ranking():
        taken = max(1, len(race.values[choice]))
        _, _, trio, bid = options[choice]
        results.append((made[choice] / taken, race.mean(choice), trio, bid))
    return results


def _more_samples(race: Race, budget: Budget) -> bool:
    """For a race of one choice (nothing to compare, but its chance is wanted): whether to sample
    another deal. A race stops once one choice is left, so alone it would sample none (and its
    chance read 0); here it samples up to ``budget.samples`` deals, against the clock at least
    ``budget.min_samples`` and then until the deadline."""
    if race.taken >= budget.samples:
        return False
    if budget.deadline is None or race.taken < budget.min_samples:
        return True
    return time.perf_counter() - race.started < budget.deadline


PREMIUM_SAMPLES = 96
"""Sampled deals on which a premium is tried against players who know the bid (T-9, T-10), fewer
(at least :data:`PREMIUM_MIN_SAMPLES`) when :data:`PREMIUM_SECONDS` of wall clock have passed."""
PREMIUM_MIN_SAMPLES = 24
PREMIUM_SECONDS = 0.15
PREMIUM_CAUTION = 1.0
"""Standard errors taken off the sampled chance of making a premium before its gain is reckoned:
the best bid's chance is the highest of several noisy ones, so it flatters (in self-play at the
sampled chance itself, 25 of 49 premiums were made)."""
PREMIUM_MARGIN = 0.15
"""Also taken off that chance: the quick play-outs spoil a premium less well than searching
players do. Measured in self-play of three hard players (benchmarks/tricks_paired.py, 300 deals):
the 48 premiums that stood had a sampled chance of 0.68 on average and 52 % were made; the half
sampled at 0.83 made 71 %, the half at 0.53 made 33 %."""
EXACT_WORTH = 20
"""The exact-bid bonus a premium puts at risk, in points (T-15: 30, 20 or 10 by how many make it)."""


def premium_chance(view: TricksView, rng: random.Random, trio: tuple[int, ...], bid: int,
                   samples: int = PREMIUM_SAMPLES, seconds: float | None = None,
                   spoilers: frozenset[int] | None = None) -> tuple[float, int]:
    """The chance (0..1) of making ``bid`` with the bid cards ``trio`` (indices into the hand)
    when the others know the bid and play against it (:func:`game.tricks.ai_sim.rollout` with
    ``spoil``; with ``spoilers``, only those seats play against it, the others for their own
    bids), and the deals it was sampled on: ``samples``, or fewer (at least
    :data:`PREMIUM_MIN_SAMPLES`) once ``seconds`` of wall clock have passed (``None``: no clock).
    What a declare or reveal faces (T-9, T-10)."""
    started = time.perf_counter()
    me = view.seat
    joker_as = view.joker_as
    hand = list(view.hand)
    kept = [encode(card, joker_as) for i, card in enumerate(hand) if i not in trio]
    others = [seat for seat in range(view.hand_count) if seat != me]
    unseen = unseen_cards(view)
    count = view.hand_count
    size = len(hand)
    trumps = trump_index(view.trumps)
    order, ctrl = order_from((view.dealer + 1) % view.players, count, view.dummy, None)  # T-11
    made = 0
    taken = 0
    while taken < samples:
        if (seconds is not None and taken >= PREMIUM_MIN_SAMPLES
                and time.perf_counter() - started >= seconds):
            break
        taken += 1
        pool = list(unseen)
        rng.shuffle(pool)
        hands: list[list[int]] = [[] for _ in range(count)]
        bids = [0] * count
        for index, seat in enumerate(others):
            codes = [encode(card, joker_as) for card in pool[index * size:(index + 1) * size]]
            if seat == view.dummy:
                chosen = tuple(rng.sample(range(size), 3))  # T-19
            else:
                chosen, _ = _guess_bid(codes, view.players, trumps)
            bids[seat] = sum(SUIT_BID[codes[i] >> 4] for i in chosen)
            hands[seat] = [code for i, code in enumerate(codes) if i not in chosen]
        hands[me] = list(kept)
        bids[me] = bid
        world = World(count, view.dummy, hands, bids, [0] * count, trumps, [], order, ctrl,
                      ((me, "declare"),), view.variant == "oxford")
        rollout(world, spoil=me, spoilers=spoilers)
        made += world.tricks[me] == bid
    return made / taken, taken


def _premium_gain(chance: float, spoiled: float, kind: str) -> float:
    """Expected utility a premium adds (units of :func:`game.tricks.ai_sim.utility`): made with
    chance ``spoiled`` once the others know the bid, it brings its value; failed, it gives the
    same value to every other player, so their mean rises by it (T-16, T-23); and the exact-bid
    bonus, made with ``chance`` without the premium, is now made only with ``spoiled``."""
    value = 30 if kind == "declare" else 60
    return spoiled * (value + EXACT_WORTH) - (1 - spoiled) * value - chance * EXACT_WORTH


def choose_premium(view: TricksView, chance: float, spoiled: float | None = None) -> str | None:
    """The premium to offer with a bid made with sampled ``chance`` (0..1) without a premium and
    ``spoiled`` (default ``chance``) once the others know it: the one with the best positive
    :func:`_premium_gain`, and only once ``chance`` reaches :data:`DECLARE_MIN`
    (:data:`REVEAL_MIN`); never one the seat may not make (no reveal with two players, nothing in
    Oxford Whist; T-9, T-22, T-27)."""
    if view.variant == "oxford":
        return None
    if spoiled is None:
        spoiled = chance
    gains: dict[str | None, float] = {None: 0.0}
    if chance >= DECLARE_MIN:
        gains["declare"] = _premium_gain(chance, spoiled, "declare")
    if view.players > 2 and chance >= REVEAL_MIN:
        gains["reveal"] = _premium_gain(chance, spoiled, "reveal")
    return max(gains, key=lambda kind: gains[kind])


def choose_bid_hard(view: TricksView, rng: random.Random, budget: Budget | None = None,
                    spoilers: frozenset[int] | None = None) -> Bid:
    """The searching player's three bid cards and premium offer (T-6, T-9, T-22, T-27), searched
    within ``budget`` (default :data:`BID_BUDGET`); ``spoilers``: the seats that play against a
    known bid (see :func:`premium_for`)."""
    chance, _value, trio, bid = bid_values(view, rng, budget=budget)[0]
    hand = list(view.hand)
    fixed = budget is not None and budget.deadline is None
    share = 1.0 if budget is None or budget.deadline is None else budget.deadline / BID_BUDGET.deadline
    premium = premium_for(view, rng, chance, trio, bid, fixed, share, spoilers)
    return Bid(view.seat, tuple(hand[i] for i in trio), premium)


def premium_for(view: TricksView, rng: random.Random, chance: float, trio: tuple[int, ...],
                bid: int, fixed: bool = False, share: float = 1.0,
                spoilers: frozenset[int] | None = None) -> str | None:
    """The premium the searching player offers with the bid cards ``trio`` (bid ``bid``) made with
    sampled ``chance``: none unless ``chance`` reaches :data:`DECLARE_MIN`; then it is tried
    against the players at the table who know the bid (:func:`premium_chance`, less
    :data:`PREMIUM_CAUTION` standard errors, and :data:`PREMIUM_MARGIN` unless no other seat plays
    against it) and offered only when its expected gain is positive (:func:`choose_premium`; T-9,
    T-16). ``spoilers``: the seats that play against a known bid (a person, a searching player);
    ``None``, every other seat; empty, none (the strong level plays for its own bid only).
    ``fixed``: no clock (reproducible); ``share`` scales its time (:data:`PREMIUM_SECONDS`) as the
    bid's deadline was scaled."""
    if view.variant == "oxford" or chance < DECLARE_MIN:
        return None
    spoiled, taken = premium_chance(view, rng, trio, bid,
                                    seconds=None if fixed else PREMIUM_SECONDS * share,
                                    spoilers=spoilers)
    margin = PREMIUM_MARGIN if spoilers is None or spoilers else 0.0
    spoiled -= PREMIUM_CAUTION * math.sqrt(spoiled * (1 - spoiled) / taken) + margin
    return choose_premium(view, chance, spoiled)


def _scaled(budget: Budget, fixed: bool, share: float) -> Budget:
    """``budget`` without the clock when ``fixed``, else with ``share`` of its deadline."""
    if fixed or budget.deadline is None:
        return budget.fixed()
    return replace(budget, deadline=budget.deadline * share)


def choose_action_hard(view: TricksView, rng: random.Random, fixed: bool = False,
                       share: float = 1.0, spoilers: frozenset[int] | None = None) -> Bid | Play:
    """The searching player's action for ``view``: a bid while bidding, else a play. With
    ``fixed`` the search ignores the clock (:meth:`game.engine.search.Budget.fixed`): the same
    view and random state give the same action on every machine. ``share`` (0..1) scales the
    deadline: the table gives each of two computer players bidding in one job half of it.
    ``spoilers``: the other seats that play against a known bid (:func:`premium_for`; ``None``:
    all of them, as a person or a searching player would).

    Raises:
        ValueError: when the view's seat has nothing to do.
    """
    if view.phase == "bidding" and view.seat in view.to_act:
        return choose_bid_hard(view, rng, _scaled(BID_BUDGET, fixed, share), spoilers)
    if view.phase == "play" and view.legal_plays:
        return choose_play_hard(view, rng, _scaled(PLAY_BUDGET, fixed, share))
    raise ValueError(f"seat {view.seat} has nothing to do now")


__all__ = ["bid_values", "choose_action_hard", "choose_bid_hard", "choose_play_hard", "choose_premium",
           "premium_chance", "premium_for",
           "gives_up_least", "play_values", "sample_world", "spare_rank", "unseen_cards"]
