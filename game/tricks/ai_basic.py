"""The basic ("easy") heuristic computer player of the trick game: the first version of
:mod:`game.tricks.ai`, kept for comparison (benchmarks/tricks_deals.py) and as an easier level.
It works only from a :class:`TricksView` and a random source (for tie-breaks), never from the
state, so it knows only what its seat may know.

- :func:`choose_bid_basic` tries every choice of three bid cards (220 from 12, 286 from 13), estimates
  the tricks the nine (ten) kept cards take given trumps and the opening lead, and keeps the choice
  whose bid is nearest that estimate; it offers a premium only when the estimate is nearly certain.
- :func:`choose_play_basic` follows ``need = bid - tricks won``: it wins when behind (and once over its
  bid, when every trick is still a point), ducks with the highest losing card when on target, and
  sheds its most dangerous cards (likely later winners) when discarding without wanting the trick.
  With two players it also plays the dummy when it controls it (T-21).
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable

from ..engine.cards import Card, Suit
from .actions import Bid, Play
from .rules import BID_VALUES, effective, trick_winner
from .state import pack_set, unseen_set
from .view import TricksView

# Chance that a card wins a trick, by how many higher cards of its suit are out against it
# (index 0, 1, 2, 3+), for trumps, for plain suits when there are trumps, and with no trumps.
_TRUMP_WIN = (1.0, 0.8, 0.55, 0.35)
_PLAIN_WIN = (0.85, 0.45, 0.15, 0.03)
_NO_TRUMP_WIN = (0.95, 0.55, 0.25, 0.05)
_UNGUARDED = 0.35
"""Factor for a card with fewer cards of its suit held than higher cards out against it."""

DECLARE_SPREAD = 0.15
REVEAL_SPREAD = 0.06
"""Largest summed variance of the per-card chances for which a premium is offered."""


def _card_chances(hand: list[Card], known: set[Card], trumps: Suit | None,
                  pack: frozenset[Card], joker_as: Card | None) -> list[tuple[Suit, float, int]]:
    """For each card of ``hand``: its suit, its base chance of winning a trick and how many
    higher cards of its suit it needs guarding against (cards not in ``known``)."""
    unknown = [effective(other, joker_as) for other in pack if other not in known]
    result = []
    for card in hand:
        real = effective(card, joker_as)
        suit = real.suit
        assert suit is not None
        higher = sum(1 for other in unknown if other.suit == suit and other.rank > real.rank)
        table = _TRUMP_WIN if suit == trumps else (_NO_TRUMP_WIN if trumps is None else _PLAIN_WIN)
        result.append((suit, table[min(higher, 3)], higher))
    return result


def estimate_tricks(chances: list[tuple[Suit, float, int]], trumps: Suit | None) -> tuple[float, float]:
    """Expected tricks and their spread (summed variance) for kept cards with chances from
    :func:`_card_chances`: guarded by suit length, plus long-suit and ruffing value."""
    lengths: dict[Suit, int] = {}
    for suit, _, _ in chances:
        lengths[suit] = lengths.get(suit, 0) + 1
    total = spread = 0.0
    for suit, chance, higher in chances:
        length = lengths[suit]
        if higher and length <= higher:
            chance *= _UNGUARDED
        if suit == trumps and length >= 4 and chance < 0.5:
            chance = 0.5
        elif trumps is None and length >= 5 and chance < 0.4:
            chance = 0.4
        total += chance
        spread += chance * (1 - chance)
    if trumps is not None:
        trump_count = lengths.get(trumps, 0)
        short = sum(1 for suit in Suit if suit != trumps and lengths.get(suit, 0) <= 1)
        ruffs = min(short, max(0, trump_count - 2)) * 0.4
        total += ruffs
    return total, spread


def choose_bid_basic(view: TricksView, rng: random.Random) -> Bid:
    """Choose three bid cards (and maybe a premium) for ``view.seat`` during bidding (T-6, T-9).

    Every choice of three cards is scored by how near its bid is to the tricks the kept cards are
    expected to take; ties are broken at random. Declare only when the kept hand is nearly certain
    to make the bid; reveal only when even more so (never where not allowed: two players, Oxford).
    """
    hand = list(view.hand)
    pack = pack_set(view.players, view.variant)
    known = set(hand)
    if view.turn_up is not None:
        known.add(view.turn_up)
    chances = _card_chances(hand, known, view.trumps, pack, view.joker_as)
    values = [BID_VALUES[effective(card, view.joker_as).suit] for card in hand]  # type: ignore[index]
    leads = (view.dealer + 1) % view.players == view.seat
    best: list[tuple[int, ...]] = []
    best_score = float("inf")
    best_spread = 0.0
    indices = range(len(hand))
    for trio in itertools.combinations(indices, 3):
        kept = [chances[i] for i in indices if i not in trio]
        expected, spread = estimate_tricks(kept, view.trumps)
        if leads:
            expected += 0.1
        bid = values[trio[0]] + values[trio[1]] + values[trio[2]]
        score = (expected - bid) ** 2 + 0.05 * spread
        if score < best_score - 1e-9:
            best, best_score, best_spread = [trio], score, spread
        elif abs(score - best_score) <= 1e-9:
            best.append(trio)
    trio = rng.choice(best)
    cards = tuple(hand[i] for i in trio)
    premium = None
    miss = best_score - 0.05 * best_spread
    if view.variant != "oxford" and miss < 0.05:
        if view.players > 2 and best_spread < REVEAL_SPREAD:
            premium = "reveal"
        elif best_spread < DECLARE_SPREAD:
            premium = "declare"
    return Bid(view.seat, cards, premium)


# ----- play ---------------------------------------------------------------------------------


def _wins_now(view: TricksView, seat: int, card: Card) -> bool:
    trick = list(view.current_trick) + [(seat, card)]
    return trick_winner(trick, view.trumps, view.joker_as) == len(trick) - 1


def _unseen_higher(view: TricksView, card: Card, unseen: set[Card]) -> int:
    real = effective(card, view.joker_as)
    return sum(1 for other in unseen
               if effective(other, view.joker_as).suit == real.suit
               and effective(other, view.joker_as).rank > real.rank)


def _rank(view: TricksView, card: Card) -> int:
    return effective(card, view.joker_as).rank


def _is_trump(view: TricksView, card: Card) -> bool:
    return view.trumps is not None and effective(card, view.joker_as).suit == view.trumps


def _safe(view: TricksView, card: Card, unseen: set[Card], later: int) -> bool:
    """True when ``card`` wins now and no unseen card can beat it among the ``later`` players."""
    if later == 0:
        return True
    if _unseen_higher(view, card, unseen):
        return False
    if view.trumps is None or _is_trump(view, card):
        return True
    return not any(_is_trump(view, other) for other in unseen)


def _danger(view: TricksView, card: Card, unseen: set[Card]) -> tuple[int, int, bool]:
    """Sort key: how likely ``card`` is to win a later trick (fewest unseen higher cards, then
    rank, trumps last), so the most dangerous card sorts highest."""
    return (-_unseen_higher(view, card, unseen), _rank(view, card), _is_trump(view, card))


def _own_play(view: TricksView, seat: int, cards: list[Card], need: int,
              later: int, unseen: set[Card]) -> Card:
    """The card for a hand still needing ``need`` tricks: win when behind (or already over, when
    each trick is a point), duck with the highest losing card when on target, and shed the most
    dangerous cards when not winning."""
    want = need != 0
    by_rank = sorted(cards, key=lambda c: (_is_trump(view, c), _rank(view, c)))
    if not view.current_trick:
        if want:
            sure = [c for c in cards if _safe(view, c, unseen, later)]
            if sure:
                return max(sure, key=lambda c: (_rank(view, c), _is_trump(view, c)))
            return by_rank[0]
        return max(cards, key=lambda c: (_unseen_higher(view, c, unseen), -_rank(view, c)))
    winners = [c for c in by_rank if _wins_now(view, seat, c)]
    losers = [c for c in by_rank if c not in winners]
    if want:
        if winners:
            safe = [c for c in winners if _safe(view, c, unseen, later)]
            return safe[0] if safe else winners[-1]
        hand = list(view.hand)
        sure = sum(1 for c in hand if not _unseen_higher(view, c, unseen))
        if need > 0 and sure > need:  # more winners kept than needed: shed one
            return max(losers, key=lambda c: _danger(view, c, unseen))
        return by_rank[0]
    if losers:
        led = view.led_suit
        if any(effective(c, view.joker_as).suit == led for c in losers):
            return max(losers, key=lambda c: (_rank(view, c), not _is_trump(view, c)))
        return max(losers, key=lambda c: _danger(view, c, unseen))
    return winners[-1] if later == 0 else winners[0]


def _need(view: TricksView) -> int:
    assert view.bid is not None
    return view.bid - view.tricks[view.seat]


def _dummy_play(view: TricksView, cards: list[Card], unseen: set[Card]) -> Card:
    """T-21: the controller's card for the dummy: keep tricks for itself when it needs them, pass
    unwanted tricks to the dummy, and deny tricks to an opponent who needs them."""
    dummy = view.dummy
    assert dummy is not None
    me = view.seat
    opponent = 1 - me
    need = _need(view)
    by_rank = sorted(cards, key=lambda c: (_is_trump(view, c), _rank(view, c)))
    if not view.current_trick:  # the dummy leads; the opponent, then I, play after it
        if need > 0:
            return by_rank[0]
        sure = [c for c in cards if _safe(view, c, unseen, 2)]
        return max(sure, key=lambda c: _rank(view, c)) if sure else by_rank[0]
    winner_index = trick_winner(list(view.current_trick), view.trumps, view.joker_as)
    winning_seat = view.current_trick[winner_index][0]
    winners = [c for c in by_rank if _wins_now(view, dummy, c)]
    losers = [c for c in by_rank if c not in winners]
    if winning_seat == me:
        take = need <= 0
    else:
        opponent_bid = view.known_bids[opponent]
        take = opponent_bid is None or opponent_bid - view.tricks[opponent] > 0
    if take and winners:
        return winners[0]
    return losers[0] if losers else winners[0]


def play_with(view: TricksView, own_play: Callable[..., Card]) -> Play:
    """The card for the hand ``view.seat`` must play now: the only legal card, the dummy's card
    (T-21) when it controls the dummy, else ``own_play(view, hand_seat, cards, need, later,
    unseen)``. Shared by both heuristic players. Raises ValueError when the view has no legal play."""
    if not view.legal_plays:
        raise ValueError("no legal play in this view")
    hand_seat = view.legal_plays[0].seat
    cards = [play.card for play in view.legal_plays]
    if len(cards) == 1:
        return view.legal_plays[0]
    unseen = unseen_set(view)
    if hand_seat == view.dummy:
        return Play(hand_seat, _dummy_play(view, cards, unseen))
    later = view.hand_count - len(view.current_trick) - 1
    return Play(hand_seat, own_play(view, hand_seat, cards, _need(view), later, unseen))


def choose_play_basic(view: TricksView, rng: random.Random) -> Play:
    """Choose a legal card for the hand ``view.seat`` must play now (own hand, or the dummy it
    controls, T-21). Raises ValueError when the view has no legal play."""
    return play_with(view, _own_play)


def choose_action_basic(view: TricksView, rng: random.Random) -> Bid | Play:
    """The heuristic player's action for ``view``: a bid while bidding, else a play.

    Raises:
        ValueError: when the view's seat has nothing to do.
    """
    if view.phase == "bidding" and view.seat in view.to_act:
        return choose_bid_basic(view, rng)
    if view.phase == "play" and view.legal_plays:
        return choose_play_basic(view, rng)
    raise ValueError(f"seat {view.seat} has nothing to do now")


__all__ = ["choose_action_basic", "choose_bid_basic", "choose_play_basic", "estimate_tricks", "play_with"]
