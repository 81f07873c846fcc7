"""Audit of the trick engine against docs/rules/tricks.md: subtle points of T-5..T-27.

Each test names the rule it probes and asserts the concrete value the rule text gives.
"""

import random

import pytest

from game.engine.cards import JOKER, Card, Suit
from game.engine.errors import IllegalAction
from game.tricks import Bid, Play, TricksOptions, TricksState
from game.tricks.ai import choose_bid, choose_play
from game.tricks.events import DealStarted, GameBonus, TrickWon
from game.tricks.rules import EXACT_BONUS, trumps_after

from tricks_helpers import HANDS2, HANDS3, bid_all, cards, scored
from tricks_helpers import play_first_legal as play_deal

SUITS4 = ["S", "H", "D", "C"]
HANDS4 = [[f"{rank}{suit}" for rank in "2 3 4 5 6 7 8 9 10 J Q K A".split()] for suit in SUITS4]


def c(code):
    return Card.parse(code)


def state_from(hands, **extra):
    setup = {"players": len(hands) if len(hands) != 3 or "players" not in extra else extra["players"],
             "dealer": 0, "hands": [h.split() if isinstance(h, str) else h for h in hands], "seed": 5}
    setup.update(extra)
    return TricksState.from_setup(setup)


# T-5 trumps --------------------------------------------------------------------------------------
@pytest.mark.parametrize("successes, suit", [(0, Suit.DIAMONDS), (1, Suit.SPADES), (2, Suit.HEARTS),
                                              (3, Suit.CLUBS), (4, None)])
def test_t5_trumps_by_successes(successes, suit):
    assert trumps_after(successes) == suit


def test_t5_first_deal_no_trumps_then_three_successes_clubs():
    state = TricksState.new(TricksOptions(players=3), seed=3)
    assert state.trumps is None and state.first_deal
    state = state_from(HANDS3, players=3)
    bid_all(state, ["6D 7D 8D", "QC KC AC", "9D 10D JD"])  # tricks 0, 9, 0: all three made
    events = play_deal(state)
    assert scored(events).successes == 3 and list(scored(events).points) == [10, 19, 10]
    assert state.deal == 2 and state.trumps == Suit.CLUBS and not state.first_deal
    assert state.dealer == 1  # T-1: the deal passes to the left


def test_t5_t24_dummy_success_counts_for_next_trumps():
    state = state_from(HANDS2, players=2, dummy_bid=["QD", "KD", "AD"])
    bid_all(state, ["6D 7D 8D", "9D 10D JD"])  # seat 1 takes all 9 (fails); seat 0 and dummy make 0
    events = play_deal(state)
    assert list(scored(events).made) == [True, False, True]
    assert state.trumps == Suit.HEARTS  # two successes, the dummy's included


# T-8 four players ---------------------------------------------------------------------------------
def test_t8_all_ten_tricks_fail_even_with_bid_nine():
    state = state_from(HANDS4, players=4, dealer=2)  # seat 3 leads clubs and takes all 10
    bid_all(state, ["2S 3S 4S", "2H 3H 4H", "2D 3D 4D", "2C 3C 4C"])  # bids 3, 6, 0, 9
    events = play_deal(state)
    result = scored(events)
    assert list(result.tricks) == [0, 0, 0, 10]
    assert list(result.made) == [False, False, True, False]
    assert list(result.points) == [0, 0, 30, 10]
    assert state.trumps == Suit.SPADES


def test_t15_four_successes_give_no_bonus():
    assert EXACT_BONUS[4] == 0 and EXACT_BONUS[3] == 10 and EXACT_BONUS[2] == 20 and EXACT_BONUS[1] == 30


# T-9 premium priority ------------------------------------------------------------------------------
@pytest.mark.parametrize("dealer, offers, standing", [
    (2, {0: "declare", 3: "declare"}, [(3, "declare")]),  # seat 3 is the dealer's left
    (2, {2: "reveal", 3: "declare", 0: "declare"}, [(2, "reveal")]),  # reveal beats declare
    (2, {1: "reveal", 2: "reveal"}, [(1, "reveal")]),  # dealer last
    (0, {0: "declare", 3: "declare"}, [(3, "declare")]),
    (3, {3: "declare", 2: "declare"}, [(2, "declare")]),
])
def test_t9_four_player_premium_priority(dealer, offers, standing):
    state = state_from(HANDS4, players=4, dealer=dealer)
    bid_all(state, ["2S 3S 4S", "2H 3H 4H", "2D 3D 4D", "2C 3C 4C"], offers)
    assert state.premium == standing
    assert sorted(state.lapsed) == sorted((s, k) for s, k in offers.items() if (s, k) not in standing)


# T-16 failure pays every other player ----------------------------------------------------------------
def test_t16_four_player_failed_reveal_pays_each_other_player_60():
    state = state_from(HANDS4, players=4, dealer=3)  # seat 0 leads spades and takes all 10
    bid_all(state, ["2S 3S 4S", "2H 3H 4H", "2D 3D 4D", "2C 3C 4C"], {1: "reveal"})
    result = scored(play_deal(state))
    assert list(result.tricks) == [10, 0, 0, 0]
    assert list(result.points) == [70, 0, 90, 60]  # seat 2 made 0: 30 bonus + 60


# T-18 Parlett game and match ---------------------------------------------------------------------------
def test_t18_bonus_only_for_100_and_made_then_new_game_from_zero():
    state = state_from(HANDS3, players=3, scoring={"mode": "parlett"}, scores=[95, 95, 95])
    bid_all(state, ["6D 7D 8D", "AH KH QH", "JC 9D 10D"])  # seat 0 made; seat 1, seat 2 fail
    events = play_deal(state)
    result = scored(events)
    assert list(result.points) == [30, 9, 0]
    assert [e.seat for e in events if isinstance(e, GameBonus)] == [0]  # 104 but failed: no bonus
    assert state.game_bonuses == [1, 0, 0]
    assert state.scores == [225, 104, 95]
    assert state.game_scores == [0, 0, 0] and state.game_number == 2
    assert state.trumps is None and state.first_deal  # T-5: new game, no trumps
    assert state.deal == 2 and state.dealer == 1
    assert state.phase == "bidding" and state.winner is None


def test_t18_match_totals_keep_adding_in_the_next_game():
    state = state_from(HANDS3, players=3, scoring={"mode": "parlett"}, scores=[95, 0, 0])
    bid_all(state, ["6D 7D 8D", "QC KC AC", "9D 10D JD"])
    play_deal(state)
    assert state.scores == [205, 19, 10] and state.game_scores == [0, 0, 0]
    before = list(state.scores)
    for seat in range(3):
        state.apply(choose_bid(state.view(seat), random.Random(seat)))
    result = scored(play_deal(state))
    assert state.scores == [b + p for b, p in zip(before, result.points)]
    assert state.game_scores == list(result.points)


# T-21 dummy control ---------------------------------------------------------------------------------
def test_t21_control_sequences():
    state = state_from(HANDS2, players=2, dummy_bid=["6C", "7C", "8C"])  # dummy keeps QD KD AD
    bid_all(state, ["6S 7S 8S", "6H 7H 8H"])
    assert (state.turn, state.to_act()) == (1, [1])  # T-11: the non-dealer leads
    state.apply(Play(1, c("9D")))
    assert (state.turn, state.to_act()) == (0, [0])
    state.apply(Play(0, c("6D")))
    assert (state.turn, state.to_act()) == (2, [1])  # the leader chooses the dummy's card
    events = state.apply(Play(2, c("QD")))
    assert next(e for e in events if isinstance(e, TrickWon)).winner == 2
    assert (state.turn, state.to_act()) == (2, [1])  # seat 1 chose the winner: leads from the dummy
    state.apply(Play(2, c("9C")))
    assert (state.turn, state.to_act()) == (0, [0])
    state.apply(Play(0, c("9S")))
    assert (state.turn, state.to_act()) == (1, [1])  # the chooser plays last from own hand
    state.apply(Play(1, c("9H")))
    assert state.tricks == [0, 0, 2] and (state.turn, state.to_act()) == (2, [1])
    state.apply(Play(2, c("KD")))
    state.apply(Play(0, c("7D")))
    state.apply(Play(1, c("10D")))
    state.apply(Play(2, c("10C")))  # the dummy leads clubs: nobody else holds one
    state.apply(Play(0, c("10S")))
    state.apply(Play(1, c("10H")))
    assert state.tricks == [0, 0, 4]
    state.apply(Play(2, c("JC")))
    state.apply(Play(0, c("JS")))
    state.apply(Play(1, c("JH")))
    state.apply(Play(2, c("AD")))
    state.apply(Play(0, c("8D")))
    state.apply(Play(1, c("JD")))
    assert state.tricks == [0, 0, 6]
    state.apply(Play(2, c("QC")))
    state.apply(Play(0, c("QS")))
    state.apply(Play(1, c("QH")))
    state.apply(Play(2, c("KC")))
    state.apply(Play(0, c("KS")))
    state.apply(Play(1, c("KH")))
    events = state.apply(Play(2, c("AC")))
    assert state.turn == 0
    state.apply(Play(0, c("AS")))
    events = state.apply(Play(1, c("AH")))
    result = scored(events)
    assert list(result.tricks) == [0, 0, 9]
    assert list(result.made) == [False, False, True]  # dummy bid 9, took 9: exact
    assert list(result.points) == [0, 0, 9 + 30 + 30]  # one success (the dummy): 30; T-24 +30


def test_t21_live_winner_of_a_dummy_trick_takes_the_lead_and_control_passes():
    hands = ["6S 7S 8S 9S 10S JS QS KS AS 6D 7D 8D",
             "6H 7H 8H 9H 10H JH QH KH AH 9D 10D JD",
             "6C 7C 8C 9C 10C JC QC KC AC QD KD AD"]
    state = state_from(hands, players=2, dealer=1, dummy_bid=["QD", "KD", "AD"])
    bid_all(state, ["6S 7S 8S", "6H 7H 8H"])
    assert (state.turn, state.to_act()) == (0, [0])  # dealer 1: seat 0 leads
    state.apply(Play(0, c("6D")))
    state.apply(Play(1, c("9D")))  # seat 1 wins the diamond
    assert (state.turn, state.to_act()) == (2, [0])  # seat 0, the leader, chooses for the dummy
    state.apply(Play(2, c("6C")))
    assert state.tricks == [0, 1, 0] and (state.turn, state.to_act()) == (1, [1])
    state.apply(Play(1, c("9H")))
    state.apply(Play(0, c("9S")))
    assert (state.turn, state.to_act()) == (2, [1])  # now seat 1 controls the dummy


# T-23 / T-24 two-player premiums ------------------------------------------------------------------
@pytest.mark.parametrize("bids, offers, points", [
    (["6D 7D 8D", "9D 10D JD"], {1: "declare"}, [50, 9, 80]),  # one fails: other live +30, dummy +30
    (["6S 7S 8S", "9D 10D JD"], {0: "declare", 1: "declare"}, [0, 9, 120]),  # both fail: dummy 60
    (["6D 7D 8D", "9D 10D JD"], {0: "declare", 1: "declare"}, [80, 9, 80]),  # seat 0 made and gains 30
    (["6D 7D 8D", "9D 10D JD"], {}, [20, 9, 50]),
])
def test_t23_t24_two_player_premium_scoring(bids, offers, points):
    state = state_from(HANDS2, players=2, dummy_bid=["QD", "KD", "AD"])
    bid_all(state, bids, offers)
    assert list(scored(play_deal(state)).points) == points


def test_t24_dummy_under_its_bid_succeeds_without_premium():
    state = state_from(HANDS2, players=2, dummy_bid=["6C", "7C", "8C"])  # dummy bid 9, takes 0
    bid_all(state, ["6D 7D 8D", "9D 10D JD"])
    result = scored(play_deal(state))
    assert list(result.made) == [True, False, True]
    assert list(result.points) == [20, 9, 20]


def test_t22_reveal_refused_with_two_players_state_unchanged():
    state = state_from(HANDS2, players=2, dummy_bid=["QD", "KD", "AD"])
    before = state.to_output()
    with pytest.raises(IllegalAction):
        state.apply(Bid(0, cards("6D 7D 8D"), "reveal"))
    assert state.to_output() == before and state.hands[0] == list(cards(HANDS2[0]))


# T-26 classic --------------------------------------------------------------------------------------
NINE_TURNED = [  # 9H is left over: no trumps, and the joker stands for the 9 of hearts
    "6S 7S 8S 9S 10S JS QS KS AS 6D 7D 8D",
    "6H 7H 8H 10H JH QH KH AH 6C 9D 10D JD",
    "7C 8C 9C 10C JC QC KC AC JOKER QD KD AD",
]


def test_t26_turned_nine_no_trumps_joker_follows_and_wins_as_the_nine():
    state = state_from(NINE_TURNED, players=3, variant="classic", dealer=0)
    assert state.turn_up == c("9H") and state.trumps is None and state.joker_as == c("9H")
    bid_all(state, ["6D 7D 8D", "9D 10D JD", "QD KD AD"])
    state.apply(Play(1, c("8H")))
    assert state.legal_plays(2) == [Play(2, JOKER)]  # the joker is a heart: must follow with it
    before = state.to_output()
    with pytest.raises(IllegalAction):
        state.apply(Play(2, c("7C")))
    assert state.to_output() == before
    state.apply(Play(2, JOKER))
    events = state.apply(Play(0, c("6S")))
    assert next(e for e in events if isinstance(e, TrickWon)).winner == 2  # 9H beats 8H


def test_t26_joker_as_turned_nine_loses_to_a_ten():
    state = state_from(NINE_TURNED, players=3, variant="classic", dealer=0)
    bid_all(state, ["6D 7D 8D", "9D 10D JD", "QD KD AD"])
    state.apply(Play(1, c("10H")))
    state.apply(Play(2, JOKER))
    events = state.apply(Play(0, c("6S")))
    assert next(e for e in events if isinstance(e, TrickWon)).winner == 1


def test_t26_joker_bids_as_the_turned_card_and_trumps_ignore_t5():
    state = state_from(NINE_TURNED, players=3, variant="classic", dealer=0)
    state.apply(Bid(2, cards("JOKER QD KD")))
    assert state.bids[2] == 2  # the joker bids as a heart
    state2 = state_from(NINE_TURNED, players=3, variant="classic", dealer=0, first_deal=False)
    assert state2.trumps is None


# T-27 Oxford -----------------------------------------------------------------------------------------
def test_t27_exact_ten_no_scaling_and_stock_runs_the_game():
    state = state_from(HANDS3, players=3, variant="oxford", trump_stock=["2H", "3S"])
    assert state.trumps == Suit.HEARTS and state.trump_stock == [c("3S")]
    with pytest.raises(IllegalAction):
        state.apply(Bid(0, cards("6D 7D 8D"), "declare"))
    bid_all(state, ["6D 7D 8D", "QC KC AC", "9D 10D JD"])
    result = scored(play_deal(state))
    assert list(result.points) == [10, 19, 10]
    assert state.deal == 2 and state.trumps == Suit.SPADES and state.trump_stock == []
    for seat in range(3):
        state.apply(choose_bid(state.view(seat), random.Random(seat)))
    play_deal(state)
    assert state.phase == "over" and state.winner is not None


def test_t27_new_game_has_sixteen_deals():
    state = TricksState.new(TricksOptions(players=3, variant="oxford"), seed=21)
    rng = random.Random(2)
    starts = 1
    trumps = [state.trump_card.suit == state.trumps]
    while state.phase != "over":
        seat = state.to_act()[0]
        view = state.view(seat)
        action = choose_bid(view, rng) if state.phase == "bidding" else choose_play(view, rng)
        events = state.apply(action)
        for event in events:
            if isinstance(event, DealStarted):
                starts += 1
                trumps.append(event.trumps == event.trump_card.suit)
    assert starts == 16 and all(trumps) and state.deal == 16


# Determinism, illegal actions, views ---------------------------------------------------------------------
def run_game(players, variant, seed, scoring="target"):
    """A whole game by the computer players; returns the list of outputs and checks views on the way."""
    state = TricksState.new(TricksOptions(players=players, variant=variant, scoring=scoring, target=100),
                            seed=seed)
    rng = random.Random(seed)
    outputs = []
    while state.phase != "over" and len(outputs) < 3000:
        for viewer in state.options.live_seats:
            assert_no_leak(state, viewer)
        seat = state.to_act()[0]
        view = state.view(seat)
        action = choose_bid(view, rng) if state.phase == "bidding" else choose_play(view, rng)
        state.apply(action)
        outputs.append(state.to_output())
    return outputs


def cards_in(value):
    if isinstance(value, Card):
        yield value
    elif isinstance(value, (tuple, list, set, frozenset)):
        for item in value:
            yield from cards_in(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from cards_in(item)
    elif isinstance(value, Play):
        yield value.card


def assert_no_leak(state, viewer):
    """T-7, T-10, T-20: nothing hidden from ``viewer`` appears anywhere in its view."""
    standing = {s for s, _ in state.premium} if state.phase == "play" else set()
    revealers = {s for s, k in state.premium if k == "reveal"} if state.phase == "play" else set()
    hidden = set()
    for seat in range(state.options.hand_count):
        if seat == viewer:
            continue
        if seat not in revealers and not (seat == state.dummy and state.phase == "play"):
            hidden.update(state.hands[seat])
        if seat not in standing and state.bid_cards[seat]:
            hidden.update(state.bid_cards[seat])
    view = state.view(viewer)
    fields = dict(vars(view))
    if not state.played_tricks:
        fields.pop("last_trick")  # the previous deal's last trick: public, its cards since dealt anew
    shown = set(cards_in(list(fields.values())))
    assert not shown & hidden, (viewer, shown & hidden)


@pytest.mark.parametrize("players, variant", [(2, "standard"), (3, "standard"), (4, "standard"),
                                              (3, "classic"), (2, "classic"), (3, "oxford")])
def test_determinism_and_no_view_leaks(players, variant):
    first = run_game(players, variant, 31)
    assert first[-1]["phase"] == "over"
    assert run_game(players, variant, 31) == first


def test_illegal_actions_leave_output_unchanged():
    state = state_from(HANDS3, players=3)
    before = state.to_output()
    bad = [Bid(0, cards("6D 7D")), Bid(0, cards("6D 6D 7D")), Bid(0, cards("6H 7D 8D")),
           Bid(0, cards("6D 7D 8D"), "double"), Play(1, c("6H")), Bid(5, cards("6D 7D 8D")), "x"]
    for action in bad:
        with pytest.raises(IllegalAction):
            state.apply(action)
        assert state.to_output() == before
    bid_all(state, ["6D 7D 8D", "QC KC AC", "9D 10D JD"])
    before = state.to_output()
    for action in [Play(0, c("6S")), Play(1, c("6S")), Play(1, c("QC")), Bid(0, cards("9S 10S JS")),
                   Play(9, c("6H"))]:
        with pytest.raises(IllegalAction):
            state.apply(action)
        assert state.to_output() == before


def test_t26_joker_led_makes_the_turned_suit_the_led_suit():
    state = state_from(NINE_TURNED, players=3, variant="classic", dealer=1)  # seat 2 leads
    bid_all(state, ["6D 7D 8D", "9D 10D JD", "QD KD AD"])
    state.apply(Play(2, JOKER))
    assert state.led_suit == Suit.HEARTS
    assert len(state.legal_plays(0)) == 9  # no hearts: any card
    state.apply(Play(0, c("AS")))
    assert [p.card.code for p in state.legal_plays(1)] == ["6H", "7H", "8H", "10H", "JH", "QH", "KH", "AH"]
    events = state.apply(Play(1, c("8H")))
    assert next(e for e in events if isinstance(e, TrickWon)).winner == 2  # "9H" beats 8H


def test_t12_no_duty_to_trump_when_void():
    state = state_from(HANDS3, players=3, trumps="S", first_deal=False)
    bid_all(state, ["6S 7S 8S", "QC KC AC", "9D 10D JD"])
    state.apply(Play(1, c("6H")))
    assert len(state.legal_plays(2)) == 9  # void in hearts: any card
    state.apply(Play(2, c("QD")))
    assert len(state.legal_plays(0)) == 9  # void: may trump or discard a diamond
    events = state.apply(Play(0, c("6D")))
    assert next(e for e in events if isinstance(e, TrickWon)).winner == 1  # the 6H, nobody trumped


def test_t6_bid_without_cards_is_refused_with_a_reason():
    """T-6: a bid is exactly three cards; a bid with no card list is refused, state unchanged."""
    state = TricksState.new(TricksOptions(players=3), seed=4)
    before = state.to_output()
    with pytest.raises(IllegalAction, match="exactly three bid cards"):
        state.apply(Bid(0, None))
    assert state.to_output() == before
