"""The counting game's rules, one or more tests per rule C-1..C-21 (docs/rules/counting.md), with the
subtle points of each (boundaries such as -10 at exactly 10, thresholds only going up, effects that
do not apply when the round ends, paying one token at a time); each test asserts the concrete value
the rule text gives. Then determinism, illegal actions and what a seat's view hides."""

import random

import pytest

from game.counting import CountingOptions, CountingState, DrawCard, PlayCard
from game.counting.ai import choose_action
from game.counting.events import (CardDrawn, CardPlayed, DirectionReversed, DrawAvailable, DrawMissed,
                                  GameEnded, NothingDrawn, PlayerEliminated, PlaysAgain, RoundEnded, RoundStarted,
                                  StockReshuffled, ThresholdPassed, ThresholdReached, TokensLost,
                                  TurnSkipped, TurnStarted)
from game.counting.rules import apply_card, crossings, packs_for, passing_cost, value_choices
from game.engine import Card, IllegalAction, SetupError, pack_52, parse_cards

STOCK = "2C 3C 4C 5D 6D 7C 8C 9D JD QC"
HANDS3 = ["3H 5C KD", "4S 6S 7D", "8H 9C QH"]


def c(code):
    return Card.parse(code)


def position(hands=HANDS3, stock=STOCK, *, total=0, turn=0, dealer=0, draw="auto", tokens=None,
             pile="", eliminated=(), direction=1, seed=1, hand_size=3, decks=None):
    """A mid-round position; hands and stock as space-separated codes."""
    options = CountingOptions(players=len(hands), draw=draw, hand_size=hand_size, decks=decks)
    return CountingState.from_position(
        options, seed=seed, dealer=dealer, hands=[parse_cards(h.split()) for h in hands],
        stock=parse_cards(stock.split()), pile=parse_cards(pile.split()), total=total, turn=turn,
        direction=direction, tokens=tokens, eliminated=eliminated)


def play(state, seat, code, value=None):
    return state.apply(PlayCard(seat, c(code), value))


def all_cards(state):
    cards = list(state.stock) + list(state.pile) + list(state.out)
    for hand in state.hands:
        cards += hand
    return sorted(card.code for card in cards)


def losses(events):
    """(seat, amount, reason) of every TokensLost event, in order."""
    return [(e.seat, e.amount, e.reason) for e in events if isinstance(e, TokensLost)]


def parse_cards_lists(lists):
    return [parse_cards(codes) for codes in lists]


# C-1 Players ---------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [1, 9, 0])
def test_c1_player_count_out_of_range_is_refused(players):
    with pytest.raises(SetupError, match="players must be from 2 to 8"):
        CountingOptions(players=players).validate()


@pytest.mark.parametrize("players", [2, 8])
def test_c1_two_to_eight_players_are_dealt(players):
    state = CountingState.new(CountingOptions(players=players), seed=4)
    assert [len(hand) for hand in state.hands] == [3] * players
    assert state.players == players


# C-2 Deck ------------------------------------------------------------------------------------
def test_c2_one_pack_below_six_players_two_packs_from_six():
    assert packs_for(5) == 1 and packs_for(6) == 2 and packs_for(8) == 2
    assert packs_for(6, 1) == 1 and packs_for(3, 2) == 2
    five = CountingState.new(CountingOptions(players=5), seed=1)
    six = CountingState.new(CountingOptions(players=6), seed=1)
    forced = CountingState.new(CountingOptions(players=6, decks=1), seed=1)
    assert len(all_cards(five)) == 52
    assert len(all_cards(six)) == 104
    assert all_cards(forced) == sorted(card.code for card in pack_52())


def test_c2_decks_option_must_be_one_or_two():
    with pytest.raises(SetupError, match="decks must be from 1 to 2"):
        CountingOptions(decks=3).validate()


# C-3 Tokens ----------------------------------------------------------------------------------
def test_c3_every_player_starts_with_the_token_option():
    assert CountingState.new(CountingOptions(players=4), seed=2).tokens == [9, 9, 9, 9]
    assert CountingState.new(CountingOptions(players=3, tokens=20), seed=2).tokens == [20, 20, 20]
    with pytest.raises(SetupError, match="tokens must be from 1 to 50"):
        CountingOptions(tokens=51).validate()
    with pytest.raises(SetupError, match="tokens must be from 1 to 50"):
        CountingOptions(tokens=0).validate()


# C-4 Hand size -------------------------------------------------------------------------------
def test_c4_hand_size_option():
    state = CountingState.new(CountingOptions(players=4, hand_size=5), seed=3)
    assert [len(hand) for hand in state.hands] == [5, 5, 5, 5]
    assert len(state.stock) == 52 - 20
    with pytest.raises(SetupError, match="hand size must be from 1 to 5"):
        CountingOptions(hand_size=6).validate()


def test_options_reject_unknown_draw_mode_and_non_numbers():
    with pytest.raises(SetupError, match="draw must be"):
        CountingOptions(draw="sometimes").validate()
    with pytest.raises(SetupError, match="players must be a whole number"):
        CountingOptions(players="3").validate()


# C-5 Deal, C-6 First turn --------------------------------------------------------------------
def test_c5_c6_new_round_state_and_opening_events():
    state = CountingState.new(CountingOptions(players=3), seed=9, dealer=2)
    assert (state.total, state.direction, state.round, state.dealer, state.turn) == (0, 1, 1, 2, 0)
    assert state.pile == [] and len(state.stock) == 43
    assert state.start_events() == [RoundStarted(1, 2, 0, 3), TurnStarted(0, 0)]


def test_c5_deal_is_one_card_at_a_time_from_the_dealers_left():
    state = CountingState.new(CountingOptions(players=3), seed=5, dealer=0)
    shuffled = pack_52()
    import random
    rng = random.Random(5)
    rng.shuffle(shuffled)
    # dealer 0 is given, so the shuffle is the rng's first use: seats 1, 2, 0 get cards 0, 1, 2 ...
    assert state.hands[1] == [shuffled[0], shuffled[3], shuffled[6]]
    assert state.hands[0] == [shuffled[2], shuffled[5], shuffled[8]]
    assert state.stock == shuffled[9:]


def test_c6_first_turn_skips_eliminated_seats():
    state = position(["", "", "8H 9C QH", "3H"], dealer=0, turn=None, eliminated=[1], tokens=[1, 0, 3, 3])
    assert state.turn == 2


def test_new_game_is_deterministic_from_seed():
    one = CountingState.new(CountingOptions(players=5), seed=77)
    two = CountingState.new(CountingOptions(players=5), seed=77)
    assert one.hands == two.hands and one.stock == two.stock and one.dealer == two.dealer


# C-7 A turn ----------------------------------------------------------------------------------
def test_c7_play_then_draw_top_of_stock_then_next_player():
    state = position(total=10)
    events = play(state, 0, "5C")
    assert state.hands[0] == [c("3H"), c("KD"), c("2C")]
    assert state.pile == [c("5C")] and len(state.stock) == 9 and state.total == 15 and state.turn == 1
    assert events == [CardPlayed(0, c("5C"), 5, "add", 10, 15), CardDrawn(0, c("2C"), 9),
                      TurnStarted(1, 15)]


def test_c7_only_the_player_whose_turn_it_is_may_play():
    state = position()
    before = state.to_output()
    with pytest.raises(IllegalAction, match="^Not your turn.$"):
        play(state, 1, "4S")
    with pytest.raises(IllegalAction, match="You do not hold that card."):
        play(state, 0, "4S")
    assert state.to_output() == before


# C-8 Draw ------------------------------------------------------------------------------------
def test_c8_manual_draw_once_by_the_last_player():
    state = position(draw="manual", total=10)
    events = play(state, 0, "5C")
    assert events[-2:] == [DrawAvailable(0), TurnStarted(1, 15)]
    assert state.drawer == 0 and state.view(0).may_draw and not state.view(1).may_draw
    assert DrawCard(0) in state.legal_actions(0)
    with pytest.raises(IllegalAction, match="^Nothing to draw now.$"):
        state.apply(DrawCard(1))
    assert state.apply(DrawCard(0)) == [CardDrawn(0, c("2C"), 9)]
    assert state.hands[0] == [c("3H"), c("KD"), c("2C")]
    with pytest.raises(IllegalAction, match="^You have already drawn.$"):
        state.apply(DrawCard(0))


def test_c8_draw_chance_gone_once_the_next_card_is_played():
    state = position(draw="manual", total=10)
    play(state, 0, "5C")
    events = play(state, 1, "6S")
    assert events[0] == DrawMissed(0)
    assert state.drawer == 1
    with pytest.raises(IllegalAction, match="Nothing to draw now."):
        state.apply(DrawCard(0))
    assert state.hands[0] == [c("3H"), c("KD")]
    assert state.to_output()["stock_size"] == 10


def test_c8_auto_mode_refuses_a_draw_action():
    state = position(draw="auto")
    play(state, 0, "3H")
    with pytest.raises(IllegalAction, match="Cards are drawn for you."):
        state.apply(DrawCard(0))


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


# C-9 Empty stock -----------------------------------------------------------------------------
def test_c9_empty_stock_is_rebuilt_from_the_pile_but_its_top():
    state = position(stock="", pile="5H 6H 7H", total=40, seed=11)
    events = play(state, 0, "3H")
    assert StockReshuffled(3) in events
    assert state.pile == [c("3H")]
    assert len(state.stock) == 2 and len(state.hands[0]) == 3
    assert sorted(x.code for x in state.stock + state.hands[0][-1:]) == ["5H", "6H", "7H"]
    assert state.total == 43


def test_c9_nothing_to_draw_leaves_the_hand_short():
    state = position(stock="", total=40)
    events = play(state, 0, "3H")
    assert not any(isinstance(e, (CardDrawn, StockReshuffled)) for e in events)
    assert state.hands[0] == [c("5C"), c("KD")]
    assert NothingDrawn(0) in events


def test_c9_manual_draw_with_nothing_left_is_legal_and_gives_no_card():
    """C-8, C-9: the draw window opens even when nothing can be drawn; Space then uses it up and
    gives no card (tests/cases/count-26-draw-with-nothing-left.json)."""
    state = position(["7H 5C", "4S 6S"], stock="", total=0, draw="manual")
    events = play(state, 0, "7H")
    assert DrawAvailable(0) in events and state.drawer == 0 and state.view(0).may_draw
    assert DrawCard(0) in state.legal_actions(0)
    events = state.apply(DrawCard(0))
    assert events == [NothingDrawn(0)]
    assert state.total == 7 and state.hands == [[c("5C")], [c("4S"), c("6S")]]
    assert len(state.stock) == 0 and state.turn == 1 and state.drawer is None
    with pytest.raises(IllegalAction, match="You have already drawn."):
        state.apply(DrawCard(0))


def test_c9_reshuffle_keeps_top_card_and_total():
    state = position(["3H 5C KD", "4S 6S 7D"], stock="", pile="6C 7S 8D", total=40)
    events = play(state, 0, "3H")
    assert StockReshuffled(3) in events
    assert state.pile == [c("3H")] and state.total == 43
    assert sorted(x.code for x in state.stock + [state.hands[0][-1]]) == ["6C", "7S", "8D"]


# C-10 Card values ----------------------------------------------------------------------------
@pytest.mark.parametrize("total,code,value,expected", [
    (10, "3S", None, (13, "add")), (10, "5S", None, (15, "add")), (10, "8D", None, (18, "add")),
    (10, "4H", None, (14, "add")), (10, "9C", None, (10, "add")), (10, "JC", None, (20, "add")),
    (10, "QC", None, (20, "add")), (10, "KC", None, (20, "add")), (10, "10C", 10, (20, "add")),
    (10, "10C", -10, (0, "subtract")), (10, "AS", 1, (11, "add")), (10, "AS", 11, (21, "add")),
    (50, "2H", None, (25, "halve")), (52, "2H", None, (26, "halve")), (49, "2H", None, (98, "double")),
    (48, "2H", None, (96, "double")), (51, "2H", None, (102, "double")), (0, "2H", None, (0, "double")),
])
def test_c10_card_values(total, code, value, expected):
    assert apply_card(total, c(code), value) == expected


def test_c10_value_choices():
    assert value_choices(c("AS"), 0) == [1, 11]
    assert value_choices(c("10S"), 10) == [10, -10]
    assert value_choices(c("KS"), 50) == []


def test_c10_ace_and_ten_need_a_value_and_others_refuse_one():
    state = position(["AS 10C KD", "4S 6S 7D", "8H 9C QH"], total=20)
    before = state.to_output()
    with pytest.raises(IllegalAction, match="^Choose 1 or 11 for an ace.$"):
        play(state, 0, "AS")
    with pytest.raises(IllegalAction, match="An ace counts 1 or 11."):
        play(state, 0, "AS", 5)
    with pytest.raises(IllegalAction, match="Choose 10 or minus 10 for a 10."):
        play(state, 0, "10C")
    with pytest.raises(IllegalAction, match="Only an ace or a 10 takes a value."):
        play(state, 0, "KD", 10)
    assert state.to_output() == before
    assert [(a.card.code, a.value) for a in state.legal_actions(0)] == [
        ("AS", 1), ("AS", 11), ("10C", 10), ("10C", -10), ("KD", None)]


@pytest.mark.parametrize("total, expected", [(50, 25), (49, 98), (48, 96), (98, 49), (52, 26),
                                             (0, 0), (1, 2), (51, 102), (32, 64)])
def test_c10_two_halves_only_an_even_total_above_49(total, expected):
    assert apply_card(total, c("2S"))[0] == expected


@pytest.mark.parametrize("total", [0, 32, 33, 66, 98])
def test_c10_nine_adds_nothing(total):
    assert apply_card(total, c("9H")) == (total, "add")


def test_c10_a_boolean_is_not_an_ace_value():
    """C-10: an ace counts 1 or 11; True (which equals 1 in Python) is refused, state unchanged."""
    state = CountingState.from_position(
        CountingOptions(players=2, draw="auto"), seed=1, dealer=1,
        hands=[[Card.parse("AS")], [Card.parse("5C")]], stock=[Card.parse("2C")], turn=0)
    before = state.to_output()
    with pytest.raises(IllegalAction, match="A value is a number"):
        state.apply(PlayCard(0, Card.parse("AS"), True))
    assert state.to_output() == before


# C-11 Never below 0 --------------------------------------------------------------------------
def test_c11_minus_ten_only_from_ten_up():
    assert value_choices(c("10H"), 9) == [10]
    state = position(["10H 5C KD", "4S 6S 7D", "8H 9C QH"], total=5)
    before = state.to_output()
    with pytest.raises(IllegalAction, match="^The total is below 10: a 10 can only add 10.$"):
        play(state, 0, "10H", -10)
    assert state.to_output() == before
    assert [a.value for a in state.legal_actions(0) if a.card == c("10H")] == [10]
    exact = position(["10H 5C KD", "4S 6S 7D", "8H 9C QH"], total=10)
    play(exact, 0, "10H", -10)
    assert exact.total == 0


def test_c11_minus_ten_allowed_at_exactly_10_refused_at_9_state_unchanged():
    state = position(["10H 5C KD", "4S 6S 7D"], total=9)
    before = state.to_output()
    with pytest.raises(IllegalAction):
        play(state, 0, "10H", -10)
    assert state.to_output() == before
    at_ten = position(["10H 5C KD", "4S 6S 7D"], total=10)
    play(at_ten, 0, "10H", -10)
    assert at_ten.total == 0 and at_ten.tokens == [9, 9]


# Thresholds ----------------------------------------------------------------------------------
@pytest.mark.parametrize("old,new,expected", [
    (30, 33, (33, ())), (29, 36, (None, (33,))), (76, 66, (None, ())), (66, 33, (None, ())),
    (33, 33, (None, ())), (53, 106, (None, (66, 99))), (88, 99, (99, ())), (60, 66, (66, ())),
    (95, 103, (None, (99,))), (33, 40, (None, ())),
])
def test_thresholds_count_only_going_up(old, new, expected):
    assert crossings(old, new) == expected


def test_minus_ten_onto_66_costs_nobody():
    state = position(["10H 5C KD", "4S 6S 7D", "8H 9C QH"], total=76)
    play(state, 0, "10H", -10)
    assert (state.total, state.tokens) == (66, [9, 9, 9])


@pytest.mark.parametrize("old, new, expected", [
    (76, 66, (None, ())), (66, 33, (None, ())), (33, 33, (None, ())), (99, 99, (None, ())),
    (53, 106, (None, (66, 99))), (32, 64, (None, (33,))), (25, 50, (None, (33,))),
    (30, 99, (99, (33, 66))), (89, 99, (99, ())), (60, 66, (66, ())), (20, 100, (None, (33, 66, 99))),
])
def test_c12_c15_crossings(old, new, expected):
    assert crossings(old, new) == expected


# C-12 Reaching 33 or 66 ----------------------------------------------------------------------
def test_c12_reaching_33_costs_every_other_player_one():
    state = position(total=30)
    events = play(state, 0, "3H")
    assert state.tokens == [9, 8, 8] and state.total == 33 and state.round == 1 and state.turn == 1
    assert events[1:4] == [ThresholdReached(0, 33), TokensLost(1, 1, "reached 33", 8, 0, 1, (33,)),
                           TokensLost(2, 1, "reached 33", 8, 0, 1, (33,))]


def test_c12_reaching_66_skips_eliminated_players():
    state = position(["3H 5C 6H", "", "8H 9C QH", "6S"], total=60, eliminated=[1], tokens=[2, 0, 2, 2])
    play(state, 0, "6H")
    assert state.tokens == [2, 0, 1, 1] and state.total == 66 and state.turn == 2


def test_c12_halving_66_to_33_costs_nobody():
    state = position(["2H 5C KD", "4S 6S 7D", "8H 9C QH"], total=66)
    events = play(state, 0, "2H")
    assert state.total == 33 and losses(events) == [] and state.tokens == [9, 9, 9]


def test_c12_nine_on_33_costs_nobody():
    state = position(["9H 5C KD", "4S 6S 7D", "8H 9C QH"], total=33)
    events = play(state, 0, "9H")
    assert state.total == 33 and losses(events) == [] and state.round == 1


# C-13 Passing 33 or 66 -----------------------------------------------------------------------
def test_c13_passing_33_costs_the_player_one():
    state = position(total=29, turn=1)
    events = play(state, 1, "7D")
    assert state.tokens == [9, 8, 9] and state.total == 36 and state.turn == 2
    assert TokensLost(1, 1, "passed 33", 8, 1, 1, (33,)) in events


def test_c13_doubling_49_to_98_passes_66():
    state = position(["2S 5C KD", "4S 6S 7D", "8H 9C QH"], total=49)
    play(state, 0, "2S")
    assert (state.total, state.tokens, state.round) == (98, [8, 9, 9], 1)


# C-14 Reaching 99 ----------------------------------------------------------------------------
def test_c14_reaching_99_wins_the_round_others_pay_two():
    state = position(["AS 5C KD", "4S 6S 7D", "8H 9C QH"], total=88, seed=3)
    events = play(state, 0, "AS", 11)
    assert state.tokens == [9, 7, 7]
    assert (state.round, state.total, state.round_winner, state.dealer, state.turn) == (2, 0, 0, 2, 0)
    assert RoundEnded(1, "reached 99", 0, 0) in events
    assert events[-2:] == [RoundStarted(2, 2, 0, 3), TurnStarted(0, 0)]
    assert not any(isinstance(e, CardDrawn) and e.seat == 0 and e.card in state.hands[1] for e in events)


def test_c14_jack_reaching_99_does_not_skip():
    state = position(["JS 5C KD", "4S 6S 7D", "8H 9C QH"], total=89, dealer=1)
    events = play(state, 0, "JS")
    assert not any(isinstance(e, TurnSkipped) for e in events)
    assert (state.dealer, state.turn, state.tokens) == (0, 1, [9, 7, 7])


def test_c14_four_reaching_99_does_not_reverse_and_others_pay_two():
    state = position(["4H 5C KD", "4S 6S 7D", "8H 9C QH"], total=95, dealer=1)
    events = play(state, 0, "4H")
    assert not any(isinstance(e, DirectionReversed) for e in events)
    assert losses(events) == [(1, 2, "reached 99"), (2, 2, "reached 99")]
    assert state.round_winner == 0 and state.dealer == 0 and state.direction == 1


# C-15 Passing 99 -----------------------------------------------------------------------------
def test_c15_passing_99_costs_two_and_ends_the_round():
    state = position(total=95, turn=2)
    events = play(state, 2, "8H")
    assert state.tokens == [9, 9, 7] and state.round == 2 and state.round_winner is None
    assert RoundEnded(1, "passed 99", 2, None) in events


def test_c15_double_past_66_and_99_costs_three():
    state = position(["2H 5C KD", "4S 6S 7D", "8H 9C QH"], total=53, seed=7)
    events = play(state, 0, "2H")
    assert state.tokens == [6, 9, 9]
    assert ThresholdPassed(0, (66, 99)) in events
    assert TokensLost(0, 3, "passed 99", 6, 0, 3, (66, 99)) in events
    assert (state.round, state.total, state.dealer, state.turn, state.direction) == (2, 0, 2, 0, 1)
    assert passing_cost((66, 99)) == 3 and passing_cost((33,)) == 1


def test_c15_passing_costs():
    assert passing_cost((99,)) == 2
    assert passing_cost((66, 99)) == 3
    assert passing_cost((33, 66, 99)) == 4
    assert passing_cost((33,)) == 1


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


def test_c15_jack_passing_99_does_not_skip():
    state = position(["JH 5C KD", "4S 6S 7D", "8H 9C QH"], total=90, dealer=0)
    events = play(state, 0, "JH")
    assert not any(isinstance(e, (TurnSkipped, PlaysAgain)) for e in events)
    assert losses(events) == [(0, 2, "passed 99")]
    assert state.round == 2


# C-16 Jack -----------------------------------------------------------------------------------
def test_c16_jack_skips_the_next_player():
    state = position(["JH 5C KD", "4S 6S 7D", "8H 9C QH"], total=10)
    events = play(state, 0, "JH")
    assert (state.total, state.turn) == (20, 2)
    assert TurnSkipped(1) in events


def test_c16_jack_counter_clockwise_skips_to_the_right():
    state = position(["JH 5C KD", "4S 6S 7D", "8H 9C QH", "3S 3D 5S"], total=10, direction=-1)
    play(state, 0, "JH")
    assert state.turn == 2


def test_c16_jack_with_two_players_plays_again():
    state = position(["JS 5C KD", "4S 6S 7D"], total=10)
    events = play(state, 0, "JS")
    assert (state.total, state.turn) == (20, 0)
    assert PlaysAgain(0) in events


def test_c16_jack_counts_players_still_in():
    state = position(["JS 5C KD", "4S 6S 7D", ""], total=10, eliminated=[2], tokens=[3, 3, 0])
    play(state, 0, "JS")
    assert state.turn == 0


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


# C-17 Four -----------------------------------------------------------------------------------
def test_c17_four_reverses_direction():
    state = position(["4S 5C KD", "4H 6S 7D", "8H 9C QH"], total=10)
    events = play(state, 0, "4S")
    assert (state.total, state.turn, state.direction) == (14, 2, -1)
    assert DirectionReversed(-1, 3) in events
    play(state, 2, "8H")
    assert state.turn == 1
    play(state, 1, "4H")
    assert (state.direction, state.turn) == (1, 2)


def test_c17_four_that_puts_its_player_out_reverses_for_the_two_left():
    """C-17, C-18: Bob (seat 1, no tokens) passes 66 with a 4 and is out; the 4 still reverses
    play, so the seat before him (0) plays next, not the one after (2), and the event counts him
    (3 players in when it was played): it is said as a reversal, not as "the turns do not
    change"."""
    state = position(["5C KD 3D", "4H 6S 7D", "8H 9C QH"], total=64, turn=1, tokens=[3, 0, 3])
    events = play(state, 1, "4H")
    assert (state.total, state.direction, state.turn) == (68, -1, 0)
    assert 1 in state.eliminated
    assert DirectionReversed(-1, 3) in events


def test_c17_four_with_two_players_does_not_change_turns():
    state = position(["4S 5C KD", "4H 6S 7D"], total=10)
    play(state, 0, "4S")
    assert (state.turn, state.direction) == (1, -1)


def test_c17_four_with_two_players_other_plays_next():
    state = position(["4H 5C KD", "4S 6S 7D"], total=10)
    play(state, 0, "4H")
    assert state.direction == -1 and state.turn == 1


# C-18 Paying and elimination -----------------------------------------------------------------
def test_c18_broke_player_is_out_at_once_round_goes_on():
    state = position(["7H 5C KD", "4S 6S 7D", "8H 9C QH"], total=29, tokens=[0, 9, 9])
    events = play(state, 0, "7H")
    assert state.tokens == [0, 9, 9] and state.eliminated == {0}
    assert (state.total, state.turn, state.winner, state.round) == (36, 1, None, 1)
    assert state.hands[0] == [] and c("5C") in state.out and c("KD") in state.out
    assert events[-3:] == [TokensLost(0, 1, "passed 33", 0, 0, 0, (33,)), PlayerEliminated(0, 2),
                           TurnStarted(1, 36)]
    with pytest.raises(IllegalAction, match="You are out of the game."):
        state.apply(DrawCard(0))


def test_c18_tokens_are_paid_one_at_a_time():
    state = position(total=95, turn=2, tokens=[9, 9, 1])
    events = play(state, 2, "8H")
    assert TokensLost(2, 2, "passed 99", 0, 2, 1, (99,)) in events
    assert state.eliminated == {2} and state.tokens == [9, 9, 0]
    assert state.round == 2 and state.hands[2] == []


def test_c18_player_on_zero_who_owes_nothing_stays_in():
    state = position(total=10, tokens=[0, 0, 0])
    play(state, 0, "3H")
    assert state.eliminated == set() and state.turn == 1


def test_c18_turns_skip_eliminated_players():
    state = position(["3H 5C KD", "", "8H 9C QH"], total=10, eliminated=[1], tokens=[2, 0, 2])
    play(state, 0, "3H")
    assert state.turn == 2


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


# C-19 Empty hand -----------------------------------------------------------------------------
def test_c19_empty_hand_at_turn_costs_three_and_ends_the_round():
    state = position(["", "4S 6S 7D", "8H 9C QH"], total=10, turn=2, draw="manual", seed=5)
    events = play(state, 2, "8H")
    assert TokensLost(0, 3, "empty hand", 6, 0, 3, ()) in events
    assert RoundEnded(1, "empty hand", 0, None) in events
    assert (state.tokens, state.round, state.total, state.dealer) == ([6, 9, 9], 2, 0, 2)


def test_c19_player_who_may_draw_must_draw_first():
    state = position(["JS", "4S 6S 7D"], total=10, draw="manual", hand_size=3)
    events = play(state, 0, "JS")
    assert events[-1] == TurnStarted(0, 20, must_draw=True)
    assert state.legal_actions(0) == [DrawCard(0)]
    with pytest.raises(IllegalAction, match="draw a card first"):
        play(state, 0, "2C")
    state.apply(DrawCard(0))
    assert state.hands[0] == [c("2C")] and state.turn == 0 and state.tokens == [9, 9]
    play(state, 0, "2C")
    assert state.total == 40


def test_c19_applies_when_nothing_can_be_drawn():
    """C-9, C-19: the player must still draw first (the draw gives no card), then pays."""
    state = position(["JS", "4S 6S 7D"], stock="", total=10, draw="manual", seed=2)
    events = play(state, 0, "JS")
    assert events[-1] == TurnStarted(0, 20, must_draw=True)
    events = state.apply(DrawCard(0))
    assert events[:2] == [NothingDrawn(0), TokensLost(0, 3, "empty hand", 6, 0, 3, ())]
    assert state.round == 2 and state.tokens == [6, 9]


def test_c19_at_setup_when_the_player_to_move_has_no_card():
    state = position(["", "4S 6S 7D", "8H 9C QH"], turn=0)
    assert state.tokens == [6, 9, 9] and state.round == 2
    assert any(isinstance(e, RoundEnded) for e in state.start_events())


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


# C-20 End of the game ------------------------------------------------------------------------
def test_c20_last_player_in_wins_at_once():
    state = position(total=30, tokens=[5, 0, 0])
    events = play(state, 0, "3H")
    assert (state.winner, state.turn, state.eliminated, state.tokens) == (0, None, {1, 2}, [5, 0, 0])
    assert events[-1] == GameEnded(0)
    assert state.legal_actions(0) == []
    with pytest.raises(IllegalAction, match="The game is over."):
        play(state, 0, "5C")


def test_c20_player_who_passes_99_broke_leaves_the_other_the_winner():
    state = position(["8H 5C KD", "4S 6S 7D"], total=95, tokens=[1, 4])
    events = play(state, 0, "8H")
    assert (state.winner, state.round, state.round_winner) == (1, 1, None)
    assert events[-2:] == [RoundEnded(1, "passed 99", 0, None), GameEnded(1)]


def test_c20_reaching_33_eliminates_both_others_player_wins():
    state = position(["5H 5C KD", "4S 6S 7D", "8H 9C QH"], total=28, tokens=[0, 0, 0])
    events = play(state, 0, "5H")
    assert state.winner == 0 and state.turn is None
    assert events[-1] == GameEnded(0)
    assert state.eliminated == {1, 2}
    with pytest.raises(IllegalAction):
        play(state, 0, "5C")


def test_c20_broke_player_passing_33_leaves_the_other_the_winner():
    state = position(["8H 5C KD", "4S 6S 7D"], total=30, tokens=[0, 4])
    events = play(state, 0, "8H")
    assert losses(events) == [(0, 1, "passed 33")]
    assert state.winner == 1 and state.turn is None and events[-1] == GameEnded(1)
    assert c("5C") in state.out and c("KD") in state.out  # C-18: the hand leaves play


# C-21 Next dealer ----------------------------------------------------------------------------
def test_c21_next_dealer_to_the_right_among_players_in_and_fresh_deal():
    state = position(["AS 5C KD", "4S 6S 7D", "8H 9C QH", ""], total=88, direction=-1, turn=0,
                     dealer=0, eliminated=[3], tokens=[3, 3, 3, 0])
    play(state, 0, "AS", 11)
    assert (state.dealer, state.round, state.total, state.direction) == (2, 2, 0, 1)
    assert state.turn == 0
    assert [len(hand) for hand in state.hands] == [3, 3, 3, 0]
    assert len(all_cards(state)) == 52 and state.pile == [] and state.out == []


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


def test_every_card_in_exactly_one_place_in_a_position():
    state = position(total=10)
    assert all_cards(state) == sorted(card.code for card in pack_52())
    play(state, 0, "5C")
    assert all_cards(state) == sorted(card.code for card in pack_52())


def test_view_hides_other_hands():
    state = position(draw="manual", total=10)
    view = state.view(1)
    assert view.hand == (c("4S"), c("6S"), c("7D"))
    assert view.hand_counts == (3, 3, 3) and view.stock_size == 10 and view.pile_top is None
    assert (view.turn, view.total, view.may_draw, view.my_turn) == (0, 10, False, False)


def test_clone_is_independent_and_replays_identically():
    state = position(stock="", pile="5H 6H 7H 8D 9S", total=40, seed=11)
    twin = state.clone()
    assert play(twin, 0, "3H") == play(state, 0, "3H")
    assert twin.stock == state.stock
    play(twin, 1, "4S")
    assert twin.total != state.total


def test_c8_c16_playing_again_without_drawing_loses_that_draw():
    state = position(["JS 5C KD", "4S 6S 7D"], total=10, draw="manual")
    play(state, 0, "JS")
    assert state.drawer == 0 and state.turn == 0
    events = play(state, 0, "5C")
    assert events[0] == DrawMissed(0)
    assert state.hands[0] == [c("KD")] and state.drawer == 0 and state.turn == 1


# Determinism, illegal actions, views ----------------------------------------------------------
def run_ai_game(seed, limit=400):
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


def test_c16_c17_turn_effect_of_a_jack_and_a_4_by_players_in():
    """C-16: a jack skips the next player, or with two players in its player plays again; C-17: a
    4 reverses play, with two players in it changes no turn; other cards change none."""
    from game.counting.rules import AGAIN, REVERSE, SKIP, turn_effect
    assert [turn_effect(c("JC"), n) for n in (2, 3, 8)] == [AGAIN, SKIP, SKIP]
    assert [turn_effect(c("4D"), n) for n in (2, 3, 8)] == [None, REVERSE, REVERSE]
    assert [turn_effect(c(code), 3) for code in ("AS", "2S", "9S", "TS", "QS", "KS")] == [None] * 6
