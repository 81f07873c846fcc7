"""The simple computer player (choose_action): draws, thresholds, keeping useful cards."""

import random

import pytest

from game.counting import CountingOptions, CountingState, DrawCard, PlayCard, choose_action
from game.engine import Card, parse_cards


def c(code):
    return Card.parse(code)


def choice(hand, total, draw="auto"):
    """The player's action for seat 0 holding ``hand`` with the pile at ``total``."""
    others = ["5S 6S 7S", "8S 9S QS"]
    state = CountingState.from_position(
        CountingOptions(players=3, draw=draw), seed=1, dealer=2,
        hands=[parse_cards(hand.split())] + [parse_cards(h.split()) for h in others],
        stock=parse_cards("2C 3C 4C 5D 6D 7C 8C 9D JD QC".split()), total=total, turn=0)
    return choose_action(state.view(0), random.Random(0))


def test_draws_at_once_when_it_may_c8():
    state = CountingState.from_position(
        CountingOptions(players=3, draw="manual"), seed=1, dealer=2,
        hands=[parse_cards(h.split()) for h in ["3H 5C KD", "4S 6S 7D", "8H 9C QH"]],
        stock=parse_cards(["2C"]), total=10, turn=0)
    state.apply(PlayCard(0, c("3H")))
    assert choose_action(state.view(0), random.Random(0)) == DrawCard(0)
    assert choose_action(state.view(1), random.Random(0)).seat == 1


@pytest.mark.parametrize("hand,total,expected", [
    ("AS 3H 6C", 88, PlayCard(0, c("AS"), 11)),   # C-14: reach 99
    ("3H 6H KD", 93, PlayCard(0, c("6H"), None)),  # 99 before anything else
    ("AS 5C 7D", 98, PlayCard(0, c("AS"), 1)),     # ace as 1 reaches 99
    ("6H 5C KD", 60, PlayCard(0, c("6H"), None)),  # C-12: reach 66
    ("AS 8D 5C", 22, PlayCard(0, c("AS"), 11)),    # ace as 11 reaches 33
])
def test_takes_99_then_66_or_33(hand, total, expected):
    assert choice(hand, total) == expected


@pytest.mark.parametrize("hand,total,expected", [
    ("KD 8H 9C", 95, PlayCard(0, c("9C"), None)),   # only the 9 avoids passing 99 (C-15)
    ("KD 10C", 90, PlayCard(0, c("10C"), -10)),     # the 10 as -10 avoids it
    ("8D 5C 3H", 26, PlayCard(0, c("5C"), None)),   # highest card that does not pass 33 (C-13)
    ("AS 7D", 25, PlayCard(0, c("7D"), None)),      # keeps the ace while a safe ordinary card exists
])
def test_never_passes_when_another_card_avoids_it(hand, total, expected):
    assert choice(hand, total) == expected


def test_ace_value_avoids_passing():
    assert choice("AS", 25) == PlayCard(0, c("AS"), 1)


@pytest.mark.parametrize("hand,total,expected", [
    ("3H 8D 5C", 10, "8D"),   # highest safe ordinary card
    ("AS 9C 7D", 10, "7D"),   # keeps ace and 9
    ("2S JH 5C", 10, "5C"),   # keeps 2 and jack
    ("JH 2S 10C", 10, "JH"),  # a jack goes before a 2 or a 10
    ("4H AS 9C", 10, "4H"),   # a 4 goes before an ace or a 9
])
def test_keeps_aces_nines_tens_twos_for_danger(hand, total, expected):
    assert choice(hand, total).card == c(expected)


@pytest.mark.parametrize("hand,total,expected", [
    ("KD 5C", 98, "5C"),   # both pass 99: the same cost, the lower total
    ("KD 4S", 30, "4S"),   # both pass 33: the same cost, the lower total
    ("KD 2S", 95, "KD"),   # passing 99 costs 2 either way; 2 doubles to 190
])
def test_when_every_card_passes_it_loses_the_fewest_tokens(hand, total, expected):
    assert choice(hand, total).card == c(expected)


def test_passing_33_preferred_to_passing_99():
    # 61 + K = 71 passes 66 (1 token); 61 doubled = 122 passes 66 and 99 (3 tokens)
    assert choice("KD 2S", 61).card == c("KD")
    # but 60 is even and above 49: the 2 halves it to 30, which is safe
    assert choice("KD 2S", 60).card == c("2S")


def test_refuses_when_it_has_nothing_to_do():
    state = CountingState.new(CountingOptions(players=3), seed=1, dealer=0)
    with pytest.raises(ValueError, match="nothing to do"):
        choose_action(state.view(2), random.Random(0))


@pytest.mark.parametrize("seed", range(6))
def test_always_chooses_a_legal_action(seed):
    rng = random.Random(seed)
    state = CountingState.new(CountingOptions(players=rng.randint(2, 8), tokens=2,
                                              draw=rng.choice(["manual", "auto"])), seed)
    while state.winner is None:
        seat = state.drawer if state.drawer is not None else state.turn
        action = choose_action(state.view(seat), rng)
        assert action in state.legal_actions(seat)
        state.apply(action)
    assert state.winner in state.in_seats()
