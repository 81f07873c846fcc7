"""The strong counting player as a table (game.counting.ai_model): the hard player's model of the
strong level in its play-outs and in what it infers from the others' plays (C-10..C-17)."""

import math
import random

import pytest

from game.counting import CountingOptions, CountingState
from game.counting.ai_hard import strong_like_play
from game.counting.ai_model import MISTAKE, _comes_back, strong_chances, strong_model_play
from game.counting.ai_strong import choose_strong_action
from game.counting.rules import FOUR, JACK
from game.engine import Card, parse_cards


def ranks(hand):
    return [Card.parse(code).rank for code in hand.split()]


def strong_choices(hand, total, seeds=8):
    """What the strong level itself plays from ``hand`` on ``total`` (seat 0 of 3), over several
    random sources: ``{(rank, value)}``."""
    state = CountingState.from_position(
        CountingOptions(players=3), seed=1, dealer=2,
        hands=[parse_cards(hand.split()), parse_cards("5S 6S 7S".split()), parse_cards("8S 7C 3S".split())],
        stock=parse_cards("2D 3D 4D 4S 2S".split()), pile=[], total=total, turn=0)
    picks = set()
    for seed in range(seeds):
        action = choose_strong_action(state.view(0), random.Random(seed))
        picks.add((action.card.rank, action.value))
    return picks


@pytest.mark.parametrize("hand,total,expected", [
    ("4H 9C 10D", 21, (10, 10)),   # C-10: the 10 as +10 to 31, keeping the 9 and the 4
    ("9C KD 5H", 50, (13, None)),  # the king to 60: the 5 and the 9 kept
    ("4H 7H KD", 32, (13, None)),  # C-13: every card passes 33; the king leaves 42
    ("5C 7H 8H", 40, (7, None)),   # 47, not 48: its second turn (the strong level's first look says 8)
    ("2C 8D KH", 45, (8, None)),
    ("QC 4C 9H", 70, (12, None)),
    ("3C 8D 9H", 24, (8, None)),
    # a four reverses (C-17): after it and an ordinary reply the turn goes on to the third player,
    # not back to this one (the model once took it to come back, as after a jack, and played the 4)
    ("4H 9H 2H", 80, (2, None)),   # C-10: the 2 halves 80 to 40
    ("9C QD 4H", 16, (12, None)),
    ("5H 4H 9C", 47, (5, None)),
    ("2H 4H 6C", 46, (6, None)),
    ("4C JC 3H", 27, (4, None)),
])
def test_strong_model_play_agrees_with_the_strong_level(hand, total, expected):
    assert strong_choices(hand, total) == {expected}
    rank, option = strong_model_play(total, ranks(hand))
    assert (rank, option[0]) == expected


def test_the_model_sees_the_second_turn_that_the_first_look_misses():
    """On 40 with 5, 7, 8 the strong level plays the 7 (47): the first look alone plays the 8 (48)."""
    assert strong_like_play(40, [5, 7, 8])[0] == 8
    assert strong_model_play(40, [5, 7, 8])[0] == 7


@pytest.mark.parametrize("total,hand,expected", [
    (88, [3, 14, 6], (14, 11, 99)),   # C-14: the ace as 11 reaches 99
    (60, [6, 5, 13], (6, None, 66)),  # C-12: reach 66
    (63, [2, 5], (5, None, 68)),      # C-13: the 5 passes 66 (1 token), the 2 doubles past 99 (3)
    (93, [13, 10, 8], (10, -10, 83)),  # C-15: only the 10 as -10 passes nothing
])
def test_strong_model_play_orders_reach_safe_and_cheapest_pass(total, hand, expected):
    rank, option = strong_model_play(total, hand)
    assert (rank, option[0], option[1]) == expected


def test_strong_chances_sum_to_one_and_give_mistakes_little():
    chances = strong_chances(60, (5, 6, 13))
    assert math.isclose(sum(chances.values()), 1.0)
    assert chances[(6, 66)] == pytest.approx(1 - MISTAKE)  # C-12: the reach of 66
    assert chances[(5, 65)] == pytest.approx(MISTAKE / 2)
    assert chances[(13, 70)] == pytest.approx(MISTAKE / 2)


def test_strong_chances_favour_the_strong_levels_safe_card():
    chances = strong_chances(21, (4, 9, 10))
    assert set(chances) == {(4, 25), (9, 21), (10, 31), (10, 11)}
    assert max(chances, key=chances.get) == (10, 31)
    assert chances[(10, 31)] > 0.7
    assert math.isclose(sum(chances.values()), 1.0)


@pytest.mark.parametrize("players,mine,reply,back", [
    (3, 5, 5, False),        # A, B, C: A plays, B replies, C is next
    (3, 5, JACK, True),      # C-16: B's jack skips C
    (3, 5, FOUR, True),      # C-17: B's four reverses back to A
    (3, JACK, 5, True),      # A's jack skips B; C replies and A is next
    (3, JACK, JACK, False),  # C's jack skips A
    (3, JACK, FOUR, False),  # C's four reverses to B
    (3, FOUR, 5, False),     # A's four reverses: C replies and B is next, not A
    (3, FOUR, JACK, True),   # C's jack skips B
    (3, FOUR, FOUR, True),   # C's four reverses again, to A
    (4, JACK, JACK, True),   # A skips B; C's jack skips D
    (4, 5, FOUR, True),
    (4, FOUR, 5, False),
    (5, JACK, JACK, False),
    (2, 5, 5, True),         # two players
    (2, 5, FOUR, True),      # C-17: a four changes nothing with two players
    (2, FOUR, 5, True),
    (2, 5, JACK, False),     # C-16: with two players the jack's player plays again
    (2, FOUR, JACK, False),
])
def test_the_model_knows_when_the_turn_comes_back_c16_c17(players, mine, reply, back):
    assert _comes_back(players, mine, reply) is back
