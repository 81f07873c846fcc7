"""Property tests: random complete counting games keep every rule invariant (C-1..C-21)."""

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st
import pytest

from game.counting import CountingOptions, CountingState, DrawCard, PlayCard, choose_action
from game.counting.events import CardDrawn, CardPlayed, GameEnded
from game.counting.ai_hard import choose_hard_action
from game.engine import IllegalAction, pack
from game.engine.search import Budget

MAX_STEPS = 20_000

options_strategy = st.builds(
    CountingOptions,
    players=st.integers(2, 8), tokens=st.integers(1, 3), hand_size=st.integers(1, 5),
    draw=st.sampled_from(["manual", "auto"]), decks=st.sampled_from([None, 1, 2]))


def card_places(state):
    cards = Counter(state.stock) + Counter(state.pile) + Counter(state.out)
    for hand in state.hands:
        cards += Counter(hand)
    return cards


HARD_BUDGET = Budget(None, 6, min_samples=6)
"""A small fixed search for the hard level (a whole game in about a second; the same each run)."""


def next_action(state, rng, player):
    """The next action: the simple or hard player, or a random legal action of any seat that has
    one (which may let a manual draw slip by, C-8)."""
    if player in ("simple", "hard"):
        seat = state.drawer if state.drawer is not None else state.turn
        if player == "hard":
            action = choose_hard_action(state.view(seat), rng, HARD_BUDGET)
            assert action in state.legal_actions(seat)
            return action
        return choose_action(state.view(seat), rng)
    actions = [a for seat in range(state.players) for a in state.legal_actions(seat)]
    return rng.choice(actions)


def play_out(options, seed, player, check=True):
    """Play a whole game; returns (state, every event). Checks invariants after each action."""
    state = CountingState.new(options, seed)
    rng = random.Random(seed)
    full = Counter(pack(2, 0, options.packs))
    events = state.start_events()
    for _ in range(MAX_STEPS):
        if state.winner is not None:
            break
        action = next_action(state, rng, player)
        assert action.seat not in state.eliminated
        if check and rng.random() < 0.05:
            others = [s for s in state.in_seats() if s != state.turn and state.hands[s]]
            if others:
                before = state.to_output()
                try:
                    state.apply(PlayCard(others[0], state.hands[others[0]][0], None))
                    raise AssertionError("a play out of turn was accepted")
                except IllegalAction as exc:
                    assert exc.reason == "Not your turn."
                assert state.to_output() == before
        new_events = state.apply(action)
        events += new_events
        if check:
            assert card_places(state) == full
            assert all(t >= 0 for t in state.tokens)
            assert state.total >= 0
            assert all(len(hand) <= options.hand_size for hand in state.hands)
            assert all(not state.hands[s] for s in state.eliminated)
            assert state.turn is None or state.turn not in state.eliminated
            assert state.drawer is None or state.drawer not in state.eliminated
            for event in new_events:
                if isinstance(event, (CardPlayed, CardDrawn)):
                    assert event.seat == action.seat  # only the acting player plays or draws
    return state, events


@pytest.mark.long
@settings(max_examples=120, deadline=None)
@given(options=options_strategy, seed=st.integers(0, 2**31 - 1),
       player=st.sampled_from(["simple", "random", "hard"]))
def test_random_games_end_with_one_player_in(options, seed, player):
    """C-18, C-20: every game ends; exactly one player is left and wins; every card always lies
    in exactly one place; tokens and totals never go negative."""
    state, events = play_out(options, seed, player)
    assert state.winner is not None
    assert state.in_seats() == [state.winner]
    assert state.turn is None and state.legal_actions(state.winner) == []
    assert events[-1] == GameEnded(state.winner)
    assert sum(isinstance(e, GameEnded) for e in events) == 1


@settings(max_examples=25, deadline=None)
@given(options=options_strategy, seed=st.integers(0, 2**31 - 1),
       player=st.sampled_from(["simple", "random"]))
def test_same_seed_and_actions_give_the_same_game(options, seed, player):
    """Determinism: the same seed and the same actions give the same events and state."""
    one, events_one = play_out(options, seed, player, check=False)
    two, events_two = play_out(options, seed, player, check=False)
    assert events_one == events_two
    assert one.to_output() == two.to_output()
    assert (one.stock, one.pile, one.out) == (two.stock, two.pile, two.out)


@settings(max_examples=25, deadline=None)
@given(options=options_strategy, seed=st.integers(0, 2**31 - 1), cut=st.integers(0, 60))
def test_clone_follows_the_same_course(options, seed, cut):
    """A clone taken mid-game gives the same events as the original for the same actions."""
    state = CountingState.new(options, seed)
    rng = random.Random(seed)
    for _ in range(cut):
        if state.winner is not None:
            return
        state.apply(next_action(state, rng, "random"))
    twin = state.clone()
    for _ in range(200):
        if state.winner is not None:
            break
        action = next_action(state, rng, "random")
        assert twin.apply(action) == state.apply(action)
    assert twin.to_output() == state.to_output() and twin.stock == state.stock


def test_draw_action_only_for_the_drawer():
    """C-8 in random games: a DrawCard is legal exactly for the drawer."""
    state = CountingState.new(CountingOptions(players=4, draw="manual"), 3)
    rng = random.Random(3)
    for _ in range(300):
        if state.winner is not None:
            break
        for seat in range(state.players):
            assert (DrawCard(seat) in state.legal_actions(seat)) == (seat == state.drawer)
        state.apply(next_action(state, rng, "random"))
