"""Audit of the counting engine against docs/rules/counting.md: subtle points of C-8..C-21.

Each test names the rule it probes and asserts the concrete value the rule text gives.
"""

import pytest

from game.counting import CountingOptions, CountingState, DrawCard, PlayCard
from game.counting.events import (CardDrawn, DirectionReversed, DrawAvailable, GameEnded, PlayerEliminated,
                                  PlaysAgain, StockReshuffled, TokensLost, TurnSkipped)
from game.counting.rules import apply_card, crossings, passing_cost
from game.engine import Card, IllegalAction, parse_cards


def c(code):
    return Card.parse(code)


def position(hands, stock="2C 3C 4C 5D 6D 7C 8C 9D JD QC", *, total=0, turn=0, dealer=0, draw="auto",
             tokens=None, pile="", eliminated=(), direction=1, seed=1, hand_size=3):
    options = CountingOptions(players=len(hands), draw=draw, hand_size=hand_size)
    return CountingState.from_position(
        options, seed=seed, dealer=dealer, hands=[parse_cards(h.split()) for h in hands],
        stock=parse_cards(stock.split()), pile=parse_cards(pile.split()), total=total, turn=turn,
        direction=direction, tokens=tokens, eliminated=eliminated)


def play(state, seat, code, value=None):
    return state.apply(PlayCard(seat, c(code), value))


def losses(events):
    return [(e.seat, e.amount, e.reason) for e in events if isinstance(e, TokensLost)]


# C-10: the 2 and the 9 -----------------------------------------------------------------------
@pytest.mark.parametrize("total, expected", [(50, 25), (49, 98), (48, 96), (98, 49), (52, 26),
                                             (0, 0), (1, 2), (51, 102), (32, 64)])
def test_c10_two_halves_only_an_even_total_above_49(total, expected):
    assert apply_card(total, c("2S"))[0] == expected


@pytest.mark.parametrize("total", [0, 32, 33, 66, 98])
def test_c10_nine_adds_nothing(total):
    assert apply_card(total, c("9H")) == (total, "add")


# C-11 -----------------------------------------------------------------------------------------
def test_c11_minus_ten_allowed_at_exactly_10_refused_at_9_state_unchanged():
    state = position(["10H 5C KD", "4S 6S 7D"], total=9)
    before = state.to_output()
    with pytest.raises(IllegalAction):
        play(state, 0, "10H", -10)
    assert state.to_output() == before
    at_ten = position(["10H 5C KD", "4S 6S 7D"], total=10)
    play(at_ten, 0, "10H", -10)
    assert at_ten.total == 0 and at_ten.tokens == [9, 9]


# C-12..C-15: thresholds only going up -----------------------------------------------------------
@pytest.mark.parametrize("old, new, expected", [
    (76, 66, (None, ())), (66, 33, (None, ())), (33, 33, (None, ())), (99, 99, (None, ())),
    (53, 106, (None, (66, 99))), (32, 64, (None, (33,))), (25, 50, (None, (33,))),
    (30, 99, (99, (33, 66))), (89, 99, (99, ())), (60, 66, (66, ())), (20, 100, (None, (33, 66, 99))),
])
def test_c12_c15_crossings(old, new, expected):
    assert crossings(old, new) == expected


def test_c15_passing_costs():
    assert passing_cost((99,)) == 2
    assert passing_cost((66, 99)) == 3
    assert passing_cost((33, 66, 99)) == 4
    assert passing_cost((33,)) == 1


def test_c12_halving_66_to_33_costs_nobody():
    state = position(["2H 5C KD", "4S 6S 7D", "8H 9C QH"], total=66)
    events = play(state, 0, "2H")
    assert state.total == 33 and losses(events) == [] and state.tokens == [9, 9, 9]


def test_c12_nine_on_33_costs_nobody():
    state = position(["9H 5C KD", "4S 6S 7D", "8H 9C QH"], total=33)
    events = play(state, 0, "9H")
    assert state.total == 33 and losses(events) == [] and state.round == 1


def test_c15_two_doubling_53_to_106_costs_three_and_ends_round():
    state = position(["2H 5C KD", "4S 6S 7D", "8H 9C QH"], total=53, dealer=0)
    events = play(state, 0, "2H")
    assert losses(events) == [(0, 3, "passed 99")]
    assert state.tokens == [6, 9, 9]
    assert state.round == 2 and state.total == 0 and state.round_winner is None
    assert state.dealer == 2  # C-21: to the right of seat 0 among 3 seats


def test_c15_doubling_32_to_64_passes_33_round_goes_on():
    state = position(["2H 5C KD", "4S 6S 7D", "8H 9C QH"], total=32)
    events = play(state, 0, "2H")
    assert losses(events) == [(0, 1, "passed 33")]
    assert state.total == 64 and state.round == 1 and state.turn == 1


# C-14, C-16, C-17: effects do not apply when the round ends ------------------------------------
def test_c14_four_reaching_99_does_not_reverse_and_others_pay_two():
    state = position(["4H 5C KD", "4S 6S 7D", "8H 9C QH"], total=95, dealer=1)
    events = play(state, 0, "4H")
    assert not any(isinstance(e, DirectionReversed) for e in events)
    assert losses(events) == [(1, 2, "reached 99"), (2, 2, "reached 99")]
    assert state.round_winner == 0 and state.dealer == 0 and state.direction == 1


def test_c15_jack_passing_99_does_not_skip():
    state = position(["JH 5C KD", "4S 6S 7D", "8H 9C QH"], total=90, dealer=0)
    events = play(state, 0, "JH")
    assert not any(isinstance(e, (TurnSkipped, PlaysAgain)) for e in events)
    assert losses(events) == [(0, 2, "passed 99")]
    assert state.round == 2


def test_c16_jack_two_players_plays_again_and_skip_with_three():
    two = position(["JH 5C KD", "4S 6S 7D"], total=10)
    events = play(two, 0, "JH")
    assert PlaysAgain(0) in events and two.turn == 0
    three = position(["JH 5C KD", "4S 6S 7D", "8H 9C QH"], total=10)
    events = play(three, 0, "JH")
    assert TurnSkipped(1) in events and three.turn == 2


def test_c16_jack_with_two_left_after_an_elimination_plays_again():
    """Three seats, one eliminated: two players still in, so the jack's player plays again."""
    state = position(["JH 5C KD", "", "8H 9C QH"], total=10, eliminated=[1])
    play(state, 0, "JH")
    assert state.turn == 0


def test_c17_four_with_two_players_other_plays_next():
    state = position(["4H 5C KD", "4S 6S 7D"], total=10)
    play(state, 0, "4H")
    assert state.direction == -1 and state.turn == 1


# C-18 paying one at a time, elimination mid-round -----------------------------------------------
def test_c18_one_token_owing_two_pays_one_and_is_eliminated():
    state = position(["AH 5C KD", "4S 6S 7D", "8H 9C QH"], total=88, tokens=[5, 1, 4])
    events = play(state, 0, "AH", 11)
    assert [(e.seat, e.amount, e.paid, e.tokens_left) for e in events if isinstance(e, TokensLost)] == \
        [(1, 2, 1, 0), (2, 2, 2, 2)]
    assert PlayerEliminated(1, 2) in events
    assert state.eliminated == {1} and state.tokens == [5, 0, 2]
    assert state.winner is None and state.round == 2 and state.hands[1] == []


def test_c18_zero_tokens_owing_nothing_stays_in_and_plays():
    state = position(["5H 5C KD", "4S 6S 7D", "8H 9C QH"], total=28, tokens=[0, 0, 3])
    events = play(state, 0, "5H")  # reaches 33: seats 1 and 2 pay, seat 0 owes nothing
    assert losses(events) == [(1, 1, "reached 33"), (2, 1, "reached 33")]
    assert state.eliminated == {1} and state.tokens == [0, 0, 2]
    assert state.turn == 2 and 0 not in state.eliminated


def test_c18_mid_round_elimination_of_the_player_passing_33():
    state = position(["8H 5C KD", "4S 6S 7D", "8D 9C QH"], total=30, tokens=[0, 3, 3])
    events = play(state, 0, "8H")
    assert PlayerEliminated(0, 2) in events
    assert state.eliminated == {0} and state.round == 1 and state.total == 38
    assert state.turn == 1 and state.hands[0] == []
    assert not any(isinstance(e, CardDrawn) for e in events)
    play(state, 1, "4S")  # reverses: from seat 1 counter-clockwise, seat 0 is out, so seat 2
    assert state.turn == 2


# C-20 -----------------------------------------------------------------------------------------
def test_c20_reaching_33_eliminates_both_others_player_wins():
    state = position(["5H 5C KD", "4S 6S 7D", "8H 9C QH"], total=28, tokens=[0, 0, 0])
    events = play(state, 0, "5H")
    assert state.winner == 0 and state.turn is None
    assert events[-1] == GameEnded(0)
    assert state.eliminated == {1, 2}
    with pytest.raises(IllegalAction):
        play(state, 0, "5C")


# C-19 empty hand ---------------------------------------------------------------------------------
def test_c19_auto_mode_empty_hand_when_nothing_to_draw():
    state = position(["5H", "6H"], stock="", total=10, hand_size=1, dealer=1)
    play(state, 0, "5H")  # nothing to draw: pile has only its top
    assert state.hands[0] == []
    events = play(state, 1, "6H")  # reshuffle the 5H back: seat 1 draws it
    assert StockReshuffled(1) in events and CardDrawn(1, c("5H"), 0) in events
    assert losses(events) == [(0, 3, "empty hand")]
    assert state.tokens == [6, 9] and state.round == 2 and state.dealer == 0


def test_c19_manual_player_who_may_draw_refuses_play_until_drawn():
    state = position(["JH", "4S 6S 7D"], total=10, draw="manual", hand_size=3)
    play(state, 0, "JH")
    assert state.turn == 0 and state.tokens == [9, 9]
    events = state.apply(DrawCard(0))
    assert CardDrawn(0, c("2C"), 9) in events and state.tokens == [9, 9]


# C-8 manual draw window --------------------------------------------------------------------------
def test_c8_draw_allowed_during_next_players_turn_until_next_card():
    state = position(["3H 5C KD", "4S 6S 7D", "8H 9C QH"], total=10, draw="manual")
    events = play(state, 0, "3H")
    assert DrawAvailable(0) in events and state.turn == 1
    state.apply(DrawCard(0))
    assert state.hands[0] == [c("5C"), c("KD"), c("2C")]
    before = state.to_output()
    with pytest.raises(IllegalAction):
        state.apply(DrawCard(0))  # only once per card played
    assert state.to_output() == before


def test_c8_missed_draw_is_gone_for_good_and_others_may_not_draw():
    state = position(["3H 5C KD", "4S 6S 7D", "8H 9C QH"], total=10, draw="manual")
    play(state, 0, "3H")
    before = state.to_output()
    with pytest.raises(IllegalAction):
        state.apply(DrawCard(1))
    assert state.to_output() == before
    play(state, 1, "4S")
    with pytest.raises(IllegalAction):
        state.apply(DrawCard(0))
    assert len(state.hands[0]) == 2 and len(state.stock) == 10


# C-9 reshuffle keeps the top card ----------------------------------------------------------------
def test_c9_reshuffle_keeps_top_card_and_total():
    state = position(["3H 5C KD", "4S 6S 7D"], stock="", pile="6C 7S 8D", total=40)
    events = play(state, 0, "3H")
    assert StockReshuffled(3) in events
    assert state.pile == [c("3H")] and state.total == 43
    assert sorted(x.code for x in state.stock + [state.hands[0][-1]]) == ["6C", "7S", "8D"]


# C-21 next dealer -------------------------------------------------------------------------------
def test_c21_next_dealer_skips_eliminated_seats_to_the_right():
    state = position(["3H 5C KD", "4S 6S 7D", "8H 9C QH", ""], total=90, dealer=0, eliminated=[3],
                     turn=1)
    play(state, 1, "6S")  # 96: no threshold
    play(state, 2, "8H")  # passes 99: round over
    assert state.round == 2 and state.dealer == 2
    assert state.turn == 0  # C-6: dealer's left is seat 3, eliminated, so seat 0
    assert state.total == 0 and state.direction == 1
    assert [len(h) for h in state.hands] == [3, 3, 3, 0]


def test_c21_dealer_eliminated_in_the_round_passes_deal_to_his_right():
    state = position(["5H 5C KD", "4S 6S 7D", "8H 9C QH", "2S 3S 4D"], total=94, dealer=2,
                     tokens=[3, 3, 1, 3], turn=0)
    play(state, 0, "5H")  # reaches 99: seat 2 owes 2, has 1: eliminated
    assert state.eliminated == {2}
    assert state.dealer == 1 and state.turn == 3


# Determinism, illegal actions, views -------------------------------------------------------------
def run_ai_game(seed, limit=400):
    import random

    from game.counting.ai import choose_action
    rng = random.Random(seed)
    state = CountingState.new(CountingOptions(players=4, draw="manual", tokens=2), seed=seed)
    outputs = []
    for _ in range(limit):
        if state.winner is not None:
            break
        seat = state.drawer if state.drawer is not None else state.turn
        state.apply(choose_action(state.view(seat), rng))
        outputs.append(state.to_output())
    return outputs


def test_determinism_same_seed_same_actions_same_states():
    assert run_ai_game(77) == run_ai_game(77)


def test_illegal_actions_leave_output_unchanged():
    state = position(["AH 10C KD", "4S 6S 7D", "8H 9C QH"], total=5, draw="manual")
    before = state.to_output()
    for action in [PlayCard(1, c("4S")), PlayCard(0, c("4S")), PlayCard(0, c("AH")),
                   PlayCard(0, c("AH"), 5), PlayCard(0, c("10C"), -10), PlayCard(0, c("KD"), 10),
                   DrawCard(0), DrawCard(2), PlayCard(7, c("AH"), 1), "nonsense"]:
        with pytest.raises(IllegalAction):
            state.apply(action)
        assert state.to_output() == before


def test_view_never_shows_other_hands_or_stock_order():
    state = CountingState.new(CountingOptions(players=3), seed=5)
    view = state.view(1)
    assert view.hand == tuple(state.hands[1])
    others = set(state.hands[0]) | set(state.hands[2]) | set(state.stock)
    assert not any(isinstance(v, Card) and v in others for v in vars(view).values())
    assert not any(isinstance(v, tuple) and any(isinstance(x, Card) and x in others and x not in view.hand
                                                for x in v) for v in vars(view).values())


def test_c20_broke_player_passing_33_leaves_the_other_the_winner():
    state = position(["8H 5C KD", "4S 6S 7D"], total=30, tokens=[0, 4])
    events = play(state, 0, "8H")
    assert losses(events) == [(0, 1, "passed 33")]
    assert state.winner == 1 and state.turn is None and events[-1] == GameEnded(1)
    assert c("5C") in state.out and c("KD") in state.out  # C-18: the hand leaves play


def test_c10_a_boolean_is_not_an_ace_value():
    """C-10: an ace counts 1 or 11; True (which equals 1 in Python) is refused, state unchanged."""
    state = CountingState.from_position(
        CountingOptions(players=2, draw="auto"), seed=1, dealer=1,
        hands=[[Card.parse("AS")], [Card.parse("5C")]], stock=[Card.parse("2C")], turn=0)
    before = state.to_output()
    with pytest.raises(IllegalAction, match="A value is a number"):
        state.apply(PlayCard(0, Card.parse("AS"), True))
    assert state.to_output() == before


def test_c21_last_round_view_keeps_the_ended_round_for_the_table():
    """C-14, C-21: after 99 is reached the next round is dealt at once, but the engine keeps what
    each seat saw when the round ended: total 99, the ace on the pile, tokens paid, nobody's turn."""
    state = CountingState.from_position(
        CountingOptions(players=3, draw="auto"), seed=3, dealer=2, turn=0, total=88,
        hands=parse_cards_lists([["AS", "5C"], ["4S", "6S"], ["8H", "9C"]]),
        stock=parse_cards(["2C", "3C", "4C", "5D", "6D", "7C"]))
    assert state.last_round_view(0) is None
    state.apply(PlayCard(0, Card.parse("AS"), 11))
    assert (state.round, state.total) == (2, 0)
    ended = state.last_round_view(1)
    assert (ended.total, ended.pile_top, ended.tokens, ended.turn, ended.may_draw, ended.round) == (
        99, Card.parse("AS"), (9, 7, 7), None, False, 1)
    assert ended.hand == tuple(parse_cards(["4S", "6S"]))


def parse_cards_lists(lists):
    return [parse_cards(codes) for codes in lists]
