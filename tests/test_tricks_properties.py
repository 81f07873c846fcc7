"""Trick game: property tests over random complete deals (T-3, T-12, T-14..T-16, T-23, T-24, T-27),
with random and heuristic players, for every player count and variant."""

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st
import pytest

from game.tricks import Bid, Play, TricksOptions, TricksState
from game.tricks.ai import choose_action
from game.tricks.ai_basic import choose_action_basic
from game.engine.search import Budget
from game.tricks.ai_hard import choose_bid_hard, choose_play_hard
from game.tricks.events import DealScored, TrickWon
from game.tricks.rules import EXACT_BONUS, suit_of
from game.tricks.state import deal_pack

CONFIGS = [(2, "standard"), (3, "standard"), (4, "standard"), (2, "classic"), (3, "classic"),
           (4, "classic"), (3, "oxford")]


SMALL_BID = Budget(None, 16, min_samples=16)
SMALL_PLAY = Budget(None, 8, min_samples=8)
"""Fixed sample budgets for the hard level here, a twentieth of its own (400 deals a bid, 160 a
card): these tests check the rules over the moves it makes; its play is searched by the same
code, and its strength is tests/test_tricks_ai_hard.py's subject."""


def hard_small(view, rng):
    """The hard level (:mod:`game.tricks.ai_hard`) with :data:`SMALL_BID` / :data:`SMALL_PLAY`."""
    if view.phase == "bidding" and view.seat in view.to_act:
        return choose_bid_hard(view, rng, SMALL_BID)
    return choose_play_hard(view, rng, SMALL_PLAY)


LEVELS = {"simple": choose_action_basic, "strong": choose_action, "hard": hard_small}
"""Every computer level that decides from a view; "random" is :func:`random_action`. The hard
level searches without the clock, so every example replays the same."""


def random_action(state, seat, rng):
    if state.phase == "bidding":
        trio = rng.sample(state.legal_bid_cards(seat), 3)
        return Bid(seat, tuple(trio), rng.choice(state.premium_choices(seat)))
    return rng.choice(state.legal_plays(seat))


def expected_points(state, bids, tricks, premium):
    """The deal's points by T-14..T-16, T-23, T-24, T-27, computed afresh."""
    count = state.options.hand_count
    dummy = state.options.dummy
    made = [tricks[s] == bids[s] for s in range(count)]
    if dummy is not None:
        made[dummy] = tricks[dummy] <= bids[dummy]
    if state.options.variant == "oxford":
        return [tricks[s] + (10 if made[s] else 0) for s in range(count)]
    points = [tricks[s] + (EXACT_BONUS[sum(made)] if made[s] else 0) for s in range(count)]
    if dummy is None:
        for seat, kind in premium:
            value = 30 if kind == "declare" else 60
            for other in range(count):
                if made[seat] and other == seat:
                    points[other] += value
                elif not made[seat] and other != seat:
                    points[other] += value
    else:
        failed = [seat for seat, _ in premium if not made[seat]]
        points = [p + (30 if (s, "declare") in premium and made[s] else 0) for s, p in enumerate(points)]
        if len(failed) == 1:
            points[1 - failed[0]] += 30
            points[dummy] += 30
        if len(failed) == 2:
            points[dummy] += 60
        if tricks[dummy] == bids[dummy]:
            points[dummy] += 30
    return points


def check_cards_conserved(state):
    cards = [c for hand in state.hands for c in hand]
    cards += [c for bid in state.bid_cards if bid for c in bid]
    cards += [c for trick in state.played_tricks for _, c in trick] + [c for _, c in state.current_trick]
    if state.turn_up is not None:
        cards.append(state.turn_up)
    assert Counter(cards) == Counter(deal_pack(state.options))


def check_views(state):
    standing = {s for s, _ in state.premium} if state.phase == "play" else set()
    for seat in state.options.live_seats:
        view = state.view(seat)
        seen = view.visible_cards()
        assert set(view.hand) == set(state.hands[seat])
        for other in range(state.options.hand_count):
            if other == seat:
                continue
            open_hand = other == state.options.dummy and state.phase == "play" or (other, "reveal") in state.premium
            if not open_hand:
                assert not set(state.hands[other]) & seen
            if other not in standing and state.bid_cards[other]:
                assert not set(state.bid_cards[other]) & seen
                assert view.known_bids[other] is None


def play_deals(state, rng, heuristic, deals):
    """Play ``deals`` whole deals, checking every rule invariant; return all events. ``heuristic``
    is False (random legal actions), True (the strong level) or a level name in :data:`LEVELS`."""
    if heuristic is True:
        heuristic = "strong"
    log = []
    for _ in range(deals):
        deal = state.deal
        check_cards_conserved(state)
        while state.deal == deal and state.phase != "over":
            seat = rng.choice(state.to_act())
            if rng.random() < 0.1:
                check_views(state)
            if heuristic:
                action = LEVELS[heuristic](state.view(seat), rng)
            else:
                action = random_action(state, seat, rng)
            if isinstance(action, Play):
                assert action in state.legal_plays(seat)
                led = state.led_suit
                if led is not None and suit_of(action.card, state.joker_as) != led:
                    assert all(suit_of(c, state.joker_as) != led for c in state.hands[action.seat])
            bids, premium = list(state.bids), list(state.premium)
            events = state.apply(action)
            log += events
            if state.phase == "play" or state.deal == deal:
                check_cards_conserved(state)
            for event in events:
                if isinstance(event, DealScored):
                    assert sum(event.tricks) == state.options.tricks_per_deal
                    assert list(event.points) == expected_points(state, bids, list(event.tricks), premium)
                    if state.options.players == 3:
                        assert max(event.points) <= 99
        if state.phase == "over":
            break
    return log


@pytest.mark.long
@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), config=st.sampled_from(CONFIGS),
       heuristic=st.sampled_from([False, "simple", "strong", "hard"]))
def test_random_deals_keep_every_rule(seed, config, heuristic):
    players, variant = config
    state = TricksState.new(TricksOptions(players=players, variant=variant), seed=seed)
    log = play_deals(state, random.Random(seed), heuristic, deals=2)
    tricks_per_deal = state.options.tricks_per_deal
    trick_events = [e for e in log if isinstance(e, TrickWon)]
    assert len(trick_events) in (tricks_per_deal, 2 * tricks_per_deal)


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), players=st.sampled_from([2, 3, 4]),
       scoring=st.sampled_from(["target", "parlett_game"]))
def test_whole_games_end_with_live_winners(seed, players, scoring):
    state = TricksState.new(TricksOptions(players=players, scoring=scoring, target=100), seed=seed)
    play_deals(state, random.Random(seed), heuristic=False, deals=60)
    assert state.phase == "over"
    assert state.winner and set(state.winner) <= set(range(players))
    assert state.to_act() == [] and state.to_output()["winner"] == sorted(state.winner)


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), config=st.sampled_from(CONFIGS))
def test_same_seed_same_game(seed, config):
    players, variant = config
    runs = []
    for _ in range(2):
        state = TricksState.new(TricksOptions(players=players, variant=variant), seed=seed)
        events = state.start_events() + play_deals(state, random.Random(seed + 1), heuristic=False, deals=1)
        runs.append((events, state.to_output()))
    assert runs[0] == runs[1]


def test_clone_is_independent():
    state = TricksState.new(TricksOptions(players=3), seed=9)
    copy = state.clone()
    seat = copy.to_act()[0]
    copy.apply(Bid(seat, tuple(copy.hands[seat][:3])))
    assert state.bids == [None, None, None] and copy.bids[seat] is not None
    assert len(state.hands[seat]) == 12


def test_oxford_game_runs_sixteen_deals():
    state = TricksState.new(TricksOptions(players=3, variant="oxford"), seed=4)
    play_deals(state, random.Random(4), heuristic=False, deals=20)
    assert state.phase == "over" and state.deal == 16 and state.trump_stock == []
