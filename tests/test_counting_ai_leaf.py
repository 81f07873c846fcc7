"""The learned leaf value of the hard counting player (``game/counting/ai_leaf.py``, the switch
``ai_hard.LEAF_MODEL``, off by default): the features of a known position (C-12..C-20), the
model's output on it, and main's choices unchanged while the switch is off."""

import math
import random
from dataclasses import replace

import pytest

from game.counting import CountingOptions, CountingState
from game.counting import ai_hard, ai_leaf
from game.counting.ai_hard import APP_BUDGET, Round, choose_hard_action

FIXED = replace(APP_BUDGET.fixed(), samples=60)


def named(row):
    return dict(zip(ai_leaf.FEATURES, row))


def test_features_of_a_known_position():
    """Seat 0 holds 9, ace and 6 on 60 (C-10: the 6 reaches 66, C-12; the 9 and the ace as 1 are
    safe), seat 2 is to move clockwise so seat 0 moves next, seat 1 (after seat 0) has no token."""
    row = named(ai_leaf.features([3, 0, 5], [0, 1, 2], 0, 60, 2, 1, [9, 14, 6], 20, 3, True, 0.25))
    assert len(row) == len(ai_leaf.FEATURES) == len(ai_leaf.COEFFICIENTS)
    assert row["logit"] == pytest.approx(math.log(0.25 / 0.75))
    expected = {
        "bias": 1, "heads_up": 0, "to_move": 0, "moves_next": 1, "mine_0": 0, "mine_1": 0,
        "after_me_0": 1, "mover_0": 0, "others_0": 1, "band_33": 1, "band_66": 0, "gap_10": 1,
        "hand_size": 3, "nines_tens": 1, "aces": 1, "twos": 0, "fours_jacks": 0, "queens_kings": 0,
        "low": 1, "reach": 1, "safe": 2, "passes": 0, "all_pass": 0, "move_reach": 0,
        "move_safe": 0, "move_all_pass": 0, "move_all_pass_mine_0": 0, "next_reach": 1,
        "heads_up_keep": 0, "band_33_keep": 2, "band_66_keep": 0, "stock": 2.0, "stock_0": 0,
        "hard": 1,
    }
    assert {name: row[name] for name in expected} == expected


def test_features_follow_the_direction_and_a_hand_that_must_pass():
    """Counter-clockwise (C-17) seat 1 moves after seat 2; heads-up (C-18) seat 0 to move on 95
    with king, queen and 8, every card passing 99 (C-15), and no token left (C-20)."""
    row = named(ai_leaf.features([3, 2, 4], [0, 1, 2], 1, 10, 2, -1, [5], 0, 3, False, 0.3))
    assert (row["to_move"], row["moves_next"], row["stock_0"], row["hard"]) == (0, 1, 1, 0)
    row = named(ai_leaf.features([0, 4, 0], [0, 1], 0, 95, 0, 1, [13, 12, 8], 7, 3, True, 0.1))
    assert (row["heads_up"], row["to_move"], row["mine_0"], row["band_66"]) == (1, 1, 1, 1)
    assert (row["passes"], row["all_pass"], row["move_all_pass"], row["move_all_pass_mine_0"]) == (3, 1, 1, 1)
    assert (row["queens_kings"], row["low"], row["after_me_0"], row["mover_0"]) == (2, 1, 0, 0)


def test_the_model_on_a_known_position():
    """The shipped coefficients: the log odds are their sum over the features, and a player to
    move that must pass with no token left (C-15, C-20) is worse off than one holding a safe card."""
    row = ai_leaf.features([3, 0, 5], [0, 1, 2], 0, 60, 2, 1, [9, 14, 6], 20, 3, True, 0.25)
    z = sum(w * x for w, x in zip(ai_leaf.COEFFICIENTS, row))
    assert ai_leaf.win_chance(row) == pytest.approx(1 / (1 + math.exp(-z)))
    assert ai_leaf.win_chance(row) == pytest.approx(PINNED, abs=1e-4)
    assert ai_leaf.win_chance(row, (0.0, 1.0) + (0.0,) * (len(row) - 2)) == pytest.approx(0.25)
    must_pass = ai_leaf.features([0, 3, 3], [0, 1, 2], 0, 95, 0, 1, [13, 12, 8], 10, 3, True)
    safe = ai_leaf.features([0, 3, 3], [0, 1, 2], 0, 95, 0, 1, [13, 12, 9], 10, 3, True)
    assert ai_leaf.win_chance(must_pass) < ai_leaf.win_chance(safe)


PINNED = 0.3119
"""The shipped model's win chance at the known position (regenerated with the coefficients)."""


def position(seed):
    """A 3-player deal at its first turn (C-5, C-6)."""
    return CountingState.new(CountingOptions(players=3), seed=seed)


def choices(count=12):
    """The hard level's card at the first turns of ``count`` deals and a few turns later."""
    found = []
    for seed in range(count):
        state = position(seed)
        for _ in range(4):
            action = choose_hard_action(state.view(state.turn), random.Random(seed), FIXED)
            found.append(action)
            state.apply(action)
            if state.winner is not None or state.round != 1:
                break
    return found


def test_the_switch_is_off_by_default_and_main_chooses_as_before(monkeypatch):
    """Off, the model is never asked: its coefficients can be anything."""
    assert ai_hard.LEAF_MODEL == "hand"
    before = choices()

    def refuse(*_args):
        raise AssertionError("the learned leaf was asked while the switch is off")

    monkeypatch.setattr(ai_leaf, "leaf_value", refuse)
    monkeypatch.setattr(ai_leaf, "COEFFICIENTS", tuple(random.Random(5).uniform(-3, 3)
                                                       for _ in ai_leaf.FEATURES))
    assert choices() == before


def test_the_switch_on_scores_an_unfinished_play_out_by_the_model(monkeypatch):
    """On, an unfinished play-out's end is the model's value; a round that ended is still scored
    by the tokens (C-14, C-18), as the truth of the benchmarks does."""
    monkeypatch.setattr(ai_hard, "LEAF_MODEL", "learned")
    world = Round(3, [[9, 14, 6], [5, 7, 8], [3, 3, 12]], [2, 4, 10], [13], [3, 0, 5], [0, 1, 2],
                  60, 2, 1, random.Random(0))
    world.me = 0
    value = ai_hard.game_value(world.tokens, world.active, 0)
    row = ai_leaf.features(world.tokens, world.active, 0, 60, 2, 1, [9, 14, 6], 3, 3, True, value)
    assert ai_hard._value(world, 0) == pytest.approx(ai_leaf.win_chance(row))
    world.over = True
    assert ai_hard._value(world, 0) == pytest.approx(value)


def test_the_switch_on_plays_legal_cards_in_a_whole_game(monkeypatch):
    monkeypatch.setattr(ai_hard, "LEAF_MODEL", "learned")
    state = CountingState.new(CountingOptions(players=3, tokens=2), seed=3)
    rng = random.Random(3)
    while state.winner is None:
        seat = state.drawer if state.drawer is not None else state.turn
        action = choose_hard_action(state.view(seat), rng, FIXED)
        assert action in state.legal_actions(seat)
        state.apply(action)
