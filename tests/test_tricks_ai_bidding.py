"""Trick game: the default computer player's bid model and choices (T-6, T-9, T-12), and the
basic player kept as the easy level."""

import random

import pytest

from game.engine.cards import Suit
from game.tricks import Bid, Play, TricksOptions, TricksState
from game.tricks.ai import (DECLARE_AT, NO_TRUMPS, PLAIN, TRUMP, bid_options, card_context,
                            choose_action, choose_bid, trick_distribution, win_chance)
from game.tricks.ai_basic import choose_action_basic
from game.tricks.rules import bid_value

from tricks_helpers import HANDS3, cards, state_from_hands


def test_trick_distribution_is_poisson_binomial():
    dist = trick_distribution([0.5, 0.5, 1.0])
    assert dist == pytest.approx([0.0, 0.25, 0.5, 0.25])
    assert trick_distribution([]) == [1.0]


def test_card_context_by_trumps():
    assert card_context(Suit.SPADES, Suit.SPADES) == TRUMP
    assert card_context(Suit.HEARTS, Suit.SPADES) == PLAIN
    assert card_context(Suit.HEARTS, None) == NO_TRUMPS


@pytest.mark.parametrize("players", [2, 3, 4])
def test_fitted_chances_fall_with_higher_cards_out(players):
    """A top card (no higher out) wins far more often than one with four or more above it; a
    low trump still wins some tricks by ruffing."""
    assert win_chance(players, PLAIN, 0, 3) > 0.5  # a plain ace may be ruffed
    assert win_chance(players, TRUMP, 0, 3) >= 0.97 and win_chance(players, NO_TRUMPS, 0, 1) >= 0.97
    assert win_chance(players, PLAIN, 4, 3) < 0.2 and win_chance(players, NO_TRUMPS, 4, 3) < 0.2
    assert 0.2 < win_chance(players, TRUMP, 4, 3) < win_chance(players, TRUMP, 0, 3)


def test_t6_nine_top_hearts_bid_nine():
    """Seat 1 holds all nine hearts and AKQ of clubs with no trumps: it keeps the hearts, lays
    the clubs aside (bid 9) and, being nearly sure, offers a premium (T-9)."""
    view = state_from_hands(HANDS3).view(1)
    bid = choose_bid(view, random.Random(1))
    assert set(bid.cards) == set(cards("QC KC AC"))
    assert bid.premium in ("declare", "reveal")


def test_t6_low_hand_bids_zero_with_diamonds():
    """Seat 0's hand (all spades and low diamonds) against seat 1's nine hearts: with no trumps
    and no top card it expects few tricks and never lays aside clubs."""
    state = state_from_hands(HANDS3)
    bid = choose_bid(state.view(2), random.Random(0))
    assert bid_value(bid.cards) <= 6


def test_t6_top_cards_are_not_laid_aside_to_bid_low():
    """A hand of aces and kings of trumps: the bid chosen is near the tricks its kept cards make,
    never 0 with sure winners kept."""
    hands = ["AS KS QS JS AH KH AD KD AC 6H 7D 8C",
             "6S 7S 8S 9S 10S 7H 8H 9H 10H JH QH 6D",
             "9D 10D JD QD 6C 7C 9C 10C JC QC KC 8D"]
    state = state_from_hands(hands, trumps="S", first_deal=False)
    bid = choose_bid(state.view(0), random.Random(0))
    kept = set(state.hands[0]) - set(bid.cards)
    sure = sum(1 for c in kept if c.rank == 14 or (c.suit == Suit.SPADES and c.rank >= 12))
    assert bid_value(bid.cards) >= sure >= 4


def test_bid_options_cover_every_choice():
    view = TricksState.new(TricksOptions(players=4), seed=3).view(0)
    options = bid_options(view)
    assert len(options) == 286
    assert all(0.0 <= exact <= 1.0 for exact, _, _, _ in options)


def test_premium_only_when_likely():
    """T-9: a premium is offered only when the chosen bid's model probability reaches DECLARE_AT."""
    for seed in range(30):
        state = TricksState.new(TricksOptions(players=3), seed=seed)
        for seat in state.to_act():
            view = state.view(seat)
            bid = choose_bid(view, random.Random(seed))
            best = max(exact for exact, _, _, _ in bid_options(view))
            assert (bid.premium is not None) == (best >= DECLARE_AT)


def _self_play(players, seed, act, deals=3):
    state = TricksState.new(TricksOptions(players=players), seed=seed)
    rng = random.Random(seed)
    actions = []
    for _ in range(deals):
        deal = state.deal
        while state.deal == deal and state.phase != "over":
            seat = state.to_act()[0]
            view = state.view(seat)
            action = act(view, rng)
            if isinstance(action, Bid):
                assert len(set(action.cards)) == 3 and set(action.cards) <= set(view.hand)
            else:
                assert isinstance(action, Play) and action in view.legal_plays
            state.apply(action)
            actions.append(action)
    return actions


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("act", [choose_action, choose_action_basic], ids=["default", "basic"])
def test_t12_every_action_legal_over_seeded_deals(players, act):
    for seed in range(4):
        _self_play(players, seed, act)


def test_choices_are_deterministic_given_the_rng():
    assert _self_play(3, 5, choose_action) == _self_play(3, 5, choose_action)
