"""The heuristic computer player of the trick game (the default level). It works only from a
:class:`TricksView` and a random source (for tie-breaks), never from the state, so it knows only
what its seat may know. The first, simpler player is kept in :mod:`game.tricks.ai_basic`.

- :func:`choose_bid` tries every choice of three bid cards (220 from 12, 286 from 13). For each it
  gives every kept card a chance of winning a trick from a table fitted on self-play deals (by
  trump or not, how many higher cards of its suit are out against it, how many cards of its suit
  are kept: :mod:`game.tricks.ai_tables`, written by benchmarks/tricks_ai_calibrate.py), takes the
  distribution of tricks as a sum of independent Bernoulli trials (Poisson-binomial), and keeps the
  choice whose bid gets the most probability. It offers a premium only when that probability is
  high (T-9): declare from :data:`DECLARE_AT`, reveal from :data:`REVEAL_AT`.
- :func:`choose_play` follows ``need = bid - tricks won``: with the trick to win it plays the
  cheapest sure winner; on target it ducks with the highest card that surely loses, leads low in a
  suit where others hold higher cards and sheds its likely winners when void; once over its bid
  it takes tricks for their points. With two players it also plays the dummy it controls (T-21).
"""

from __future__ import annotations

import itertools
import random

from ..engine.cards import Card, Suit
from .actions import Bid, Play
from .ai_basic import _is_trump, _rank, _safe, _unseen_higher, _wins_now, play_with
from .ai_tables import WIN_CHANCE
from .rules import BID_VALUES, effective
from .state import pack_set
from .view import TricksView

TRUMP, PLAIN, NO_TRUMPS = 0, 1, 2
"""Card contexts of the win-chance table: a trump, a plain card when there are trumps, no trumps."""
HIGHER_BUCKETS = 5
"""Higher cards out against a card are counted 0, 1, 2, 3, 4 or more."""
LENGTH_BUCKETS = 6
"""Cards kept in the card's suit are counted 1, 2, 3, 4, 5, 6 or more."""

SURE_WINNER = 0.97
"""Least chance given a card with no higher card out that cannot be ruffed: the fit gives
0.97..1.0 where it has many hands, less only in thin cells (long solid suits)."""

DECLARE_AT = 0.72
REVEAL_AT = 0.88
"""Model probability of taking exactly the bid from which a declare (reveal) is offered. Set from
benchmarks/tricks_ai_calibrate.py: in self-play, hands with model P(exact) 0.6..0.8 made their bid
64..74% of the time and above 0.8 about 72..100% (few hands), so declares start at 0.72 and
reveals higher still."""


def card_context(suit: Suit, trumps: Suit | None) -> int:
    """:data:`TRUMP`, :data:`PLAIN` or :data:`NO_TRUMPS` for a card of ``suit``."""
    if trumps is None:
        return NO_TRUMPS
    return TRUMP if suit == trumps else PLAIN


def bid_features(view: TricksView) -> list[tuple[Suit, int, int]]:
    """For each card of ``view.hand`` at bidding time: its (effective) suit, its context and how
    many cards of its suit ranked higher are not known to this seat (own hand, classic turn-up)."""
    known = set(view.hand)
    if view.turn_up is not None:
        known.add(view.turn_up)
    unknown = [effective(other, view.joker_as) for other in pack_set(view.players, view.variant)
               if other not in known]
    result = []
    for card in view.hand:
        real = effective(card, view.joker_as)
        assert real.suit is not None
        higher = sum(1 for other in unknown if other.suit == real.suit and other.rank > real.rank)
        result.append((real.suit, card_context(real.suit, view.trumps), higher))
    return result


def win_chance(players: int, context: int, higher: int, length: int) -> float:
    """The fitted chance (0..1) that a kept card wins a trick: ``players`` 2..4, ``context`` from
    :func:`card_context`, ``higher`` unseen higher cards of its suit, ``length`` kept cards of its
    suit (itself included)."""
    table = WIN_CHANCE[players]
    chance = table[context][min(higher, HIGHER_BUCKETS - 1)][min(max(length, 1), LENGTH_BUCKETS) - 1]
    if higher == 0 and context != PLAIN:  # a top trump, or a top card with no trumps
        chance = max(chance, SURE_WINNER)
    return chance


def trick_distribution(chances: list[float]) -> list[float]:
    """Poisson-binomial distribution of the number of wins of independent trials with success
    ``chances``: element k is P(exactly k wins); the list has ``len(chances) + 1`` elements."""
    dist = [1.0]
    for p in chances:
        q = 1.0 - p
        new = [0.0] * (len(dist) + 1)
        for k, mass in enumerate(dist):
            new[k] += mass * q
            new[k + 1] += mass * p
        dist = new
    return dist


def bid_options(view: TricksView) -> list[tuple[float, float, tuple[int, ...], int]]:
    """Every choice of three bid cards from ``view.hand``, as ``(P(tricks == bid), expected
    tricks, indices of the three cards, bid)``, in the order of ``itertools.combinations``."""
    hand = list(view.hand)
    features = bid_features(view)
    values = [BID_VALUES[suit] for suit, _, _ in features]
    lengths: dict[Suit, int] = {}
    for suit, _, _ in features:
        lengths[suit] = lengths.get(suit, 0) + 1
    players = view.players
    # chance of card i when its suit keeps `length` cards
    chance_by_length = [[win_chance(players, ctx, higher, length) for length in range(14)]
                        for _, ctx, higher in features]
    suits = [suit for suit, _, _ in features]
    options = []
    indices = range(len(hand))
    for trio in itertools.combinations(indices, 3):
        kept_lengths = dict(lengths)
        for i in trio:
            kept_lengths[suits[i]] -= 1
        chances = [chance_by_length[i][kept_lengths[suits[i]]] for i in indices if i not in trio]
        dist = trick_distribution(chances)
        bid = values[trio[0]] + values[trio[1]] + values[trio[2]]
        exact = dist[bid] if bid < len(dist) else 0.0
        options.append((exact, sum(chances), trio, bid))
    return options


def choose_bid(view: TricksView, rng: random.Random) -> Bid:
    """Choose three bid cards (and maybe a premium) for ``view.seat`` during bidding (T-6, T-9).

    The choice whose bid is most likely to be exactly the tricks taken (see :func:`bid_options`)
    wins; ties go to the bid nearest the expected tricks, then at random. Declare when that
    probability reaches :data:`DECLARE_AT`, reveal from :data:`REVEAL_AT` (never where not allowed:
    no reveal with two players, no premium in Oxford Whist).
    """
    options = bid_options(view)
    best_key = None
    best: list[tuple[int, ...]] = []
    best_exact = 0.0
    for exact, expected, trio, bid in options:
        key = (round(exact, 9), -round(abs(expected - bid), 9))
        if best_key is None or key > best_key:
            best_key, best, best_exact = key, [trio], exact
        elif key == best_key:
            best.append(trio)
    trio = rng.choice(best)
    hand = list(view.hand)
    cards = tuple(hand[i] for i in trio)
    premium = None
    if view.variant != "oxford":
        if view.players > 2 and best_exact >= REVEAL_AT:
            premium = "reveal"
        elif best_exact >= DECLARE_AT:
            premium = "declare"
    return Bid(view.seat, cards, premium)


# ----- play ---------------------------------------------------------------------------------


def _suit(view: TricksView, card: Card) -> Suit | None:
    return effective(card, view.joker_as).suit


def _own_play(view: TricksView, seat: int, cards: list[Card], need: int,
              later: int, unseen: set[Card]) -> Card:
    """The card for a hand still needing ``need`` tricks (negative: already over its bid)."""
    by_rank = sorted(cards, key=lambda c: (_is_trump(view, c), _rank(view, c)))
    danger = {c: (-_unseen_higher(view, c, unseen), _rank(view, c), _is_trump(view, c)) for c in cards}
    if not view.current_trick:
        if need != 0:
            sure = [c for c in cards if _safe(view, c, unseen, later)]
            if sure:
                return min(sure, key=lambda c: (_is_trump(view, c), _rank(view, c)))
            if need > 0:  # no sure winner: lead the card most likely to win
                return max(cards, key=lambda c: danger[c])
            return by_rank[0]
        # on target: lead low in a plain suit where others hold higher cards
        return max(cards, key=lambda c: (_unseen_higher(view, c, unseen) > 0, not _is_trump(view, c),
                                         _unseen_higher(view, c, unseen), -_rank(view, c)))
    winners = [c for c in by_rank if _wins_now(view, seat, c)]
    losers = [c for c in by_rank if c not in winners]
    if need != 0:
        if winners:
            safe = [c for c in winners if _safe(view, c, unseen, later)]
            if safe:
                return safe[0]
            if need > 0:
                return winners[-1]
            return winners[0]
        if need > 0:
            sure = sum(1 for c in view.hand if not _unseen_higher(view, c, unseen))
            if sure > need:  # more winners kept than needed: shed one
                return max(losers, key=lambda c: danger[c])
            # keep likely winners, throw the least useful card
            return min(losers, key=lambda c: danger[c])
        return by_rank[0]
    if losers:
        led = view.led_suit
        if any(_suit(view, c) == led for c in losers):
            return max(losers, key=lambda c: (_rank(view, c), not _is_trump(view, c)))
        return max(losers, key=lambda c: danger[c])
    return winners[-1] if later == 0 else winners[0]


def choose_play(view: TricksView, rng: random.Random) -> Play:
    """Choose a legal card for the hand ``view.seat`` must play now (own hand, or the dummy it
    controls, T-21). Raises ValueError when the view has no legal play."""
    return play_with(view, _own_play)


def choose_action(view: TricksView, rng: random.Random) -> Bid | Play:
    """The heuristic player's action for ``view``: a bid while bidding, else a play.

    Raises:
        ValueError: when the view's seat has nothing to do.
    """
    if view.phase == "bidding" and view.seat in view.to_act:
        return choose_bid(view, rng)
    if view.phase == "play" and view.legal_plays:
        return choose_play(view, rng)
    raise ValueError(f"seat {view.seat} has nothing to do now")


__all__ = ["DECLARE_AT", "REVEAL_AT", "bid_features", "bid_options", "card_context", "choose_action",
           "choose_bid", "choose_play", "trick_distribution", "win_chance"]
