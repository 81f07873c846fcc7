"""The strong computer player (choose_strong_action): the simple player's order plus look-ahead."""

import random

import pytest

from game.counting import CountingOptions, CountingState, DrawCard, PlayCard, choose_action
from game.counting.ai_strong import choose_strong_action
from game.engine import Card, parse_cards


def c(code):
    return Card.parse(code)


def position(hand, total, players=3, pile="", others=None, draw="auto"):
    """A state with seat 0 to play ``hand`` on ``total``; the other seats hold ordinary cards."""
    others = others or ["5S 6S 7S", "8S 7C 3S", "5D 6D 7H"][:players - 1]
    return CountingState.from_position(
        CountingOptions(players=players, draw=draw), seed=1, dealer=players - 1,
        hands=[parse_cards(hand.split())] + [parse_cards(h.split()) for h in others],
        stock=parse_cards("2D 3D 4D 4S 2S".split()), pile=parse_cards(pile.split()),
        total=total, turn=0)


def strong(hand, total, **kwargs):
    return choose_strong_action(position(hand, total, **kwargs).view(0), random.Random(0))


def test_draws_at_once_when_it_may_c8():
    state = position("3H 5C KD", 10, draw="manual")
    state.apply(PlayCard(0, c("3H")))
    assert choose_strong_action(state.view(0), random.Random(0)) == DrawCard(0)


@pytest.mark.parametrize("hand,total,expected", [
    ("AS 3H 6C", 88, PlayCard(0, c("AS"), 11)),   # C-14: reach 99 before anything else
    ("3H 6H KD", 93, PlayCard(0, c("6H"), None)),  # C-14
    ("6H 5C KD", 60, PlayCard(0, c("6H"), None)),  # C-12: reach 66
    ("AS 8D 5C", 22, PlayCard(0, c("AS"), 11)),    # C-12: the ace as 11 reaches 33
])
def test_c12_c14_reaches_99_then_66_or_33(hand, total, expected):
    assert strong(hand, total) == expected


@pytest.mark.parametrize("hand,total,expected", [
    ("KD 8H 9C", 95, PlayCard(0, c("9C"), None)),   # C-15: only the 9 avoids passing 99
    ("KD 10C 8H", 93, PlayCard(0, c("10C"), -10)),  # C-15: the 10 as -10 keeps it safe
    ("2C 5H", 63, PlayCard(0, c("5H"), None)),      # forced past 66: 1 token (C-13), not 3 (2 doubles to 126, C-15)
])
def test_c13_c15_never_passes_when_avoidable_and_pays_least(hand, total, expected):
    assert strong(hand, total) == expected


def test_c12_leaves_no_ten_to_reach_33():
    """Total 15, holding a 3 and an 8. The 8 (the simple player's choice, its highest card)
    leaves 23, from which any of the 16 tens, jacks, queens and kings reaches 33 and costs this
    player a token (C-12); the 3 leaves 18, from which no card reaches 33."""
    assert choose_action(position("3H 8D", 15).view(0), random.Random(0)) == PlayCard(0, c("8D"))
    assert strong("3H 8D", 15) == PlayCard(0, c("3H"))


def test_c14_keeps_89_from_the_next_player():
    """Total 81, holding an 8 and a 5. The 8 leaves 89, where any ten-valued card reaches 99
    (2 tokens from this player, C-14); the 5 leaves 86, where no card reaches 99."""
    assert strong("8H 5C", 81) == PlayCard(0, c("5C"))


def test_c13_leaves_31_not_24():
    """Total 23, an ace or an 8 (both safe). An ace as 1 leaves 24: nothing reaches 33 and the
    next player has many safe cards. The 8 leaves 31: nothing reaches 33 either (no card adds 2),
    but only a 9, an ace as 1 or a 10 as -10 keeps the next player from passing 33 (C-13); and
    the ace is kept."""
    assert strong("AS 8D", 23) == PlayCard(0, c("8D"))


def test_c16_jack_with_two_players_plays_again_to_99():
    """Two players, total 79, a jack and a king. The king leaves 89 to the opponent (any
    ten-valued card reaches 99); the jack makes 89 and this player plays again (C-16), when its
    king reaches 99 (C-14)."""
    assert strong("JH KD", 79, players=2) == PlayCard(0, c("JH"))


def test_counts_cards_on_the_pile_as_seen():
    """The view's pile is public: with every ten-valued card already played this round, 23 is
    no longer in reach of 33 (C-12), and the player gets rid of its 8 (it would rather keep the
    3, small cards stay playable near a threshold)."""
    pile = "10S 10H 10D 10C JS JH JD JC QS QH QD QC KS KH KD KC"
    state = position("3H 8D", 15, pile=pile)
    assert state.view(0).pile == tuple(parse_cards(pile.split()))
    assert choose_strong_action(state.view(0), random.Random(0)) == PlayCard(0, c("8D"))


def play_out(seed, players):
    """One seeded game, strong seats at even seat numbers, simple ones elsewhere; every strong
    action is checked against the legal actions. Returns the strong actions taken."""
    rng = random.Random(seed)
    state = CountingState.new(CountingOptions(players=players, draw=("manual", "auto")[seed % 2],
                                              tokens=3), seed)
    taken = []
    while state.winner is None:
        seat = state.drawer if state.drawer is not None else state.turn
        view = state.view(seat)
        if seat % 2 == 0:
            action = choose_strong_action(view, rng)
            assert action in state.legal_actions(seat), (seed, view, action)
            taken.append(action)
        else:
            action = choose_action(view, rng)
        state.apply(action)
    return taken


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_only_legal_actions_over_many_games_c7_c8_c10_c11(players):
    for seed in range(40):
        assert play_out(seed, players)


def test_same_view_and_random_state_give_the_same_action():
    assert play_out(7, 4) == play_out(7, 4)
    state = position("3H 8D 5C", 20)
    picks = {choose_strong_action(state.view(0), random.Random(5)) for _ in range(5)}
    assert len(picks) == 1


def test_refuses_when_nothing_to_do():
    state = position("3H 8D", 15)
    with pytest.raises(ValueError):
        choose_strong_action(state.view(1), random.Random(0))
