"""The hard counting player's information-set tree search (``ai_hard.SEARCH``, off by default):
small positions where the right card is known (C-12..C-15), legal cards only in whole games,
reproducible with a seed under a fixed budget, decisions from its own view only, and a tree
whose nodes are this player's information sets (UCB with availability counts)."""

import random

import pytest

from game.counting import CountingOptions, CountingState, DrawCard, PlayCard
from game.counting import ai_hard, ai_ismcts
from game.counting.ai_hard import APP_BUDGET, OPTIONS, Round, choose_hard_action
from game.engine import Card, parse_cards

FIXED = APP_BUDGET.fixed()
MODES = ["ismcts", "ismcts_crn"]


def c(code):
    return Card.parse(code)


def position(hand, total, players=3, others=None, stock=None):
    """Seat 0 to play ``hand`` on ``total``; the other seats hold ordinary cards."""
    others = others or ["5S 6S 7S", "8S 7C 3S", "5D 6D 7H"][:players - 1]
    stock = stock or "2D 3D 4D 4S 2S"
    return CountingState.from_position(
        CountingOptions(players=players), seed=1, dealer=players - 1,
        hands=[parse_cards(hand.split())] + [parse_cards(h.split()) for h in others],
        stock=parse_cards(stock.split()), pile=parse_cards([]), total=total, turn=0)


@pytest.fixture(params=MODES)
def mode(request, monkeypatch):
    monkeypatch.setattr(ai_hard, "SEARCH", request.param)
    return request.param


def hard(hand, total, seed=0, **kwargs):
    return choose_hard_action(position(hand, total, **kwargs).view(0), random.Random(seed), FIXED)


def test_the_sampled_search_is_the_default():
    assert ai_hard.SEARCH == "pimc"


@pytest.mark.parametrize("hand,total,expected", [
    ("AS 3H 6C", 88, PlayCard(0, c("AS"), 11)),    # C-14: the ace as 11 brings the total to 99
    ("KC 8D 4H", 89, PlayCard(0, c("KC"), None)),   # C-14: a king adds 10
    ("4H 10H 3C", 89, PlayCard(0, c("10H"), 10)),   # C-14: the 10 as plus 10, not minus
])
def test_c14_brings_the_total_to_99_when_it_can(mode, hand, total, expected):
    for seed in range(2):
        assert hard(hand, total, seed) == expected


@pytest.mark.parametrize("hand,total,expected", [
    ("KD 8H 9C", 60, PlayCard(0, c("9C"), None)),    # C-13: only the 9 keeps under 66
    ("KD 10C 8H", 93, PlayCard(0, c("10C"), -10)),   # C-15: the 10 as -10 keeps under 99
    ("2C KD QH", 96, PlayCard(0, c("2C"), None)),    # C-10: the 2 halves 96 to 48
    ("AC KD QH", 64, PlayCard(0, c("AC"), 1)),       # C-10: the ace as 1 stays under 66, not 75
])
def test_c13_c15_avoids_passing_a_threshold_when_a_safe_card_exists(mode, hand, total, expected):
    for seed in range(2):
        assert hard(hand, total, seed) == expected


def test_c12_reaches_66_so_the_others_pay(mode):
    assert hard("6H 5C KD", 60) == PlayCard(0, c("6H"))


def test_reproducible_with_a_seed_and_from_its_own_view_only(mode):
    """The same view and seed give the same card under a fixed budget, whatever the hidden cards."""
    first = position("8H 5C 9D", 41, others=["KS QS JS", "2H 3H 4H"], stock="6D 7D 8D 9S 10S")
    second = position("8H 5C 9D", 41, others=["6D 7D 8D", "9S 10S KS"], stock="QS JS 2H 3H 4H")
    assert first.view(0) == second.view(0)
    one = choose_hard_action(first.view(0), random.Random(3), FIXED)
    assert choose_hard_action(first.view(0), random.Random(3), FIXED) == one
    assert choose_hard_action(second.view(0), random.Random(3), FIXED) == one


def test_root_search_rates_every_play_within_its_iterations(monkeypatch):
    monkeypatch.setattr(ai_ismcts, "ITERATIONS", 40)
    view = position("8H 5C AD", 20).view(0)
    rated, done = ai_ismcts.choose(view, random.Random(4), FIXED)
    assert done == 40
    assert {(play.card.code, play.value) for _, _, play in rated} == {
        ("8H", None), ("5C", None), ("AD", 1), ("AD", 11)}
    assert sum(visits for _, visits, _ in rated) == 40
    assert all(visits >= 1 for _, visits, _ in rated)
    assert [visits for _, visits, _ in rated] == sorted((v for _, v, _ in rated), reverse=True)


@pytest.mark.parametrize("players,hand_size,draw", [(3, 3, "auto"), (2, 3, "manual"), (4, 5, "auto"),
                                                    (5, 1, "auto")])
def test_whole_games_play_legal_actions_only(mode, monkeypatch, players, hand_size, draw):
    """Every seat searches with a small fixed budget; each action is among the legal ones (C-7..C-19)."""
    monkeypatch.setattr(ai_ismcts, "ITERATIONS", 12)
    budget = ai_hard.Budget(None, 6, min_samples=6)
    state = CountingState.new(CountingOptions(players=players, hand_size=hand_size, draw=draw), seed=players)
    rng = random.Random(players)
    for _ in range(400):
        if state.winner is not None:
            break
        seat = state.drawer if state.drawer is not None else state.turn
        action = choose_hard_action(state.view(seat), rng, budget)
        assert action in state.legal_actions(seat)
        state.apply(action)
    assert state.winner is not None or state.round > 1


def test_node_selects_untried_plays_first_then_by_ucb_with_availability():
    node = ai_ismcts.Node()
    a, b, d = (5, OPTIONS[10][5][0]), (6, OPTIONS[10][6][0]), (7, OPTIONS[10][7][0])
    assert node.select([a, b], 0.1) == a
    node.stats[a][0:2] = [1, 0.4]
    assert node.select([a, b], 0.1) == b
    node.stats[b][0:2] = [1, 0.5]
    assert node.select([a, b], 0.1) == b      # both tried: the better mean, equal exploration
    assert node.stats[a][2] == 3 and node.stats[b][2] == 3
    assert node.select([a, d], 0.1) == d      # a play not available before is untried
    assert node.stats[b][2] == 3              # b was not in the hand this time: not available


def test_its_later_turn_is_a_node_of_what_it_sees_not_the_hidden_cards(monkeypatch):
    """Two deals that differ only in the hidden cards lead to the same node of this player's next
    turn (the plays seen and its own hand), and the play-out's value is backed up there."""
    monkeypatch.setattr(ai_ismcts, "EXPAND", 0)
    tree: dict = {}
    values = []
    for stock in ([4, 4, 4, 4, 4, 2], [8, 8, 8, 8, 8, 2]):  # the others draw 4s, or 8s (top last)
        world = Round(3, [[3, 9, 13], [5, 6, 7], [8, 7, 3]], stock, [], [3, 3, 3],
                      [0, 1, 2], 10, 0, 1, random.Random(0))
        world.play(13, OPTIONS[10][13][0])  # the card now: 20, it draws a 2
        values.append(ai_ismcts.descend(world, ((0, 13, None),), tree, 0, 6))
    mine = [key for key in tree if key[1] == (2, 3, 9)]
    assert len(mine) == 1
    node = tree[mine[0]]
    assert node.visits == 2
    assert sum(entry[0] for entry in node.stats.values()) == 2
    assert abs(sum(entry[1] for entry in node.stats.values()) - sum(values)) < 1e-12


def test_its_later_turn_reaches_99_in_the_tree_c14(monkeypatch):
    """At its own later turn a play reaching 99 is always made (C-14), also where UCB chooses."""
    monkeypatch.setattr(ai_ismcts, "EXPAND", 0)
    tree: dict = {}
    world = Round(3, [[9, 5, 3], [2, 3, 5], [2, 3, 4]], [6, 6, 6, 6, 6, 6], [], [3, 3, 3],
                  [0, 1, 2], 70, 0, 1, random.Random(0))
    world.play(5, OPTIONS[70][5][0])  # it draws a 6: 9, 3 and 6
    world.total, world.turn = 93, 0  # its turn again on 93: the 6 reaches 99
    tokens_before = list(world.tokens)
    ai_ismcts.descend(world, ((0, 5, None),), tree, 0, 1)
    assert world.over and world.total == 99
    assert world.tokens[1] == tokens_before[1] - 2 and world.tokens[2] == tokens_before[2] - 2


def test_draw_is_taken_at_once_in_manual_mode_c8(mode):
    state = CountingState.from_position(
        CountingOptions(players=3, draw="manual"), seed=1, dealer=2,
        hands=[parse_cards("3H 5C KD".split()), parse_cards("5S 6S 7S".split()),
               parse_cards("8S 7C 3S".split())],
        stock=parse_cards("2D 3D 4D 4S 2S".split()), pile=parse_cards([]), total=10, turn=0)
    state.apply(PlayCard(0, c("3H")))
    assert choose_hard_action(state.view(0), random.Random(0), FIXED) == DrawCard(0)


def test_the_switch_sends_the_decision_to_the_tree(mode, monkeypatch):
    """``ismcts`` decides by :func:`ai_ismcts.choose`; ``ismcts_crn`` by the race, each play-out
    through :func:`ai_ismcts.descend`."""
    calls = {"choose": 0, "descend": 0}
    choose, descend = ai_ismcts.choose, ai_ismcts.descend

    def spy_choose(*args):
        calls["choose"] += 1
        return choose(*args)

    def spy_descend(*args):
        calls["descend"] += 1
        return descend(*args)

    monkeypatch.setattr(ai_ismcts, "choose", spy_choose)
    monkeypatch.setattr(ai_ismcts, "descend", spy_descend)
    hard("8H 5C 9D", 41)
    if mode == "ismcts":
        assert calls["choose"] == 1 and calls["descend"] == ai_ismcts.ITERATIONS
    else:
        assert calls["choose"] == 0 and calls["descend"] >= 2 * FIXED.min_samples


def test_opponents_as_nodes_play_legal_cards_and_are_backed_up_for_their_own_seat(monkeypatch):
    """With ``OPPONENTS = "ucb"`` the other players' turns are nodes (the plays seen, the seat to
    move) holding their own values; a whole 3-player game still plays legal cards only."""
    monkeypatch.setattr(ai_ismcts, "OPPONENTS", "ucb")
    monkeypatch.setattr(ai_ismcts, "EXPAND", 0)
    tree: dict = {}
    world = Round(3, [[3, 9, 13], [5, 6, 7], [8, 7, 3]], [4, 4, 4, 4, 4, 2], [], [3, 3, 3],
                  [0, 1, 2], 10, 0, 1, random.Random(0))
    world.play(13, OPTIONS[10][13][0])
    ai_ismcts.descend(world, ((0, 13, None),), tree, 0, 2)
    (key_one,) = [key for key in tree if key[1] == 1]
    node = tree[key_one]
    (entry,) = [e for e in node.stats.values() if e[0]]
    assert entry[1] == pytest.approx(ai_hard._value(world, 1))
    monkeypatch.setattr(ai_ismcts, "ITERATIONS", 12)
    monkeypatch.setattr(ai_hard, "SEARCH", "ismcts")
    monkeypatch.setattr(ai_ismcts, "EXPAND", 2)
    state = CountingState.new(CountingOptions(players=3), seed=11)
    rng = random.Random(11)
    for _ in range(300):
        if state.winner is not None:
            break
        seat = state.drawer if state.drawer is not None else state.turn
        action = choose_hard_action(state.view(seat), rng, FIXED)
        assert action in state.legal_actions(seat)
        state.apply(action)
