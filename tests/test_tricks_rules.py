"""The trick game's engine against docs/rules/tricks.md, 2, 3 and 4 players and the variants:
rules T-2..T-27 with concrete values, and their subtle points (trumps after successes, premium
priority, dummy control, the classic joker, Oxford's trump stock). Each test names the rule it
probes and asserts the concrete value the rule text gives; the last tests check determinism,
refused actions and that no view leaks a hidden card (T-7, T-10, T-20)."""

import itertools
import random

import pytest

from game.engine.cards import JOKER, Card, Suit, parse_cards, sort_key
from game.engine.errors import IllegalAction, SetupError
from game.tricks import Bid, Play, TricksOptions, TricksState
from game.tricks.ai import choose_bid, choose_play
from game.tricks.events import (BidPlaced, CardPlayed, DealStarted, GameBonus, HandExposed, PremiumsResolved,
                                TrickWon)
from game.tricks.rules import EXACT_BONUS, bid_value, trick_winner, trumps_after
from game.tricks.state import deal_pack

from tricks_helpers import HANDS2, HANDS3, bid_all, cards, play_first_legal, scored, state_from_hands


def three_player_state(**extra):
    """HANDS3 (seat 1 leads and, with no trumps, takes all 9 tricks in hearts then clubs), seed 3."""
    return state_from_hands(HANDS3, **{"first_deal": True, "seed": 3, **extra})


def test_t2_packs():
    assert len(deal_pack(TricksOptions(players=3))) == 36
    assert len(deal_pack(TricksOptions(players=2))) == 36
    assert len(deal_pack(TricksOptions(players=4))) == 52
    assert min(card.rank for card in deal_pack(TricksOptions(players=3))) == 6
    assert len(deal_pack(TricksOptions(players=4, variant="classic"))) == 53


def test_t3_t4_new_deal_sizes_and_sorted_hands():
    state = TricksState.new(TricksOptions(players=4), seed=11)
    assert [len(hand) for hand in state.hands] == [13, 13, 13, 13]
    state3 = TricksState.new(TricksOptions(players=3), seed=11)
    assert [len(hand) for hand in state3.hands] == [12, 12, 12]
    assert all(hand == sorted(hand, key=sort_key) for hand in state3.hands)
    assert state3.trumps is None and state3.deal == 1 and state3.phase == "bidding"


def test_t6_bid_values_from_suits():
    assert bid_value(cards("6D 7D 8D")) == 0
    assert bid_value(cards("AS 6D 7D")) == 1
    assert bid_value(cards("6D 7S 8H")) == 3
    assert bid_value(cards("QC KC AC")) == 9
    assert bid_value(cards("2H 3H 4C")) == 7


def test_t6_bid_removes_cards_and_sets_bid():
    state = three_player_state()
    events = state.apply(Bid(1, cards("QC KC AC")))
    assert events == [BidPlaced(1, (0, 2), 9, cards("QC KC AC"), None)]  # the bidder's own copy (T-7)
    assert state.bids == [None, 9, None]
    assert len(state.hands[1]) == 9 and Card.parse("AC") not in state.hands[1]


@pytest.mark.parametrize("bid, reason", [
    (Bid(0, cards("6D 7D")), "Choose exactly three bid cards."),
    (Bid(0, cards("6D 6D 7D")), "Choose three different bid cards."),
    (Bid(0, cards("6D 7D 9D")), "That card is not in your hand."),
    (Bid(0, cards("6D 7D 8D"), "double"), "Choose no premium, declare or reveal."),
    (Bid(5, cards("6D 7D 8D")), "There is no such player."),
])
def test_t6_illegal_bids_refused_state_unchanged(bid, reason):
    state = three_player_state()
    before = state.to_output()
    with pytest.raises(IllegalAction) as refused:
        state.apply(bid)
    assert refused.value.reason == reason
    assert state.to_output() == before and len(state.hands[0]) == 12


def test_t7_bid_twice_refused_and_play_before_bids():
    state = three_player_state()
    state.apply(Bid(0, cards("6D 7D 8D")))
    with pytest.raises(IllegalAction, match="You have already bid."):
        state.apply(Bid(0, cards("6S 7S 8S")))
    with pytest.raises(IllegalAction, match="Wait until every player has bid."):
        state.apply(Play(1, Card.parse("AH")))
    assert state.to_act() == [1, 2]


def test_t7_view_hides_other_bids_and_hands():
    state = three_player_state()
    bid_all(state, ["6D 7D 8D", "QC KC AC", "JC 9D 10D"])
    view = state.view(0)
    assert view.known_bids == (0, None, None)
    assert view.exposed_bid_cards == (None, None, None)
    assert view.hand == tuple(state.hands[0])
    hidden = set(state.hands[1]) | set(state.hands[2]) | set(state.bid_cards[1]) | set(state.bid_cards[2])
    assert not hidden & view.visible_cards()


def test_t11_dealer_left_leads():
    state = three_player_state(dealer=1)
    bid_all(state, ["6D 7D 8D", "QC KC AC", "JC 9D 10D"])
    assert state.turn == 2 and state.to_act() == [2] and state.phase == "play"


def test_t12_must_follow_refused_with_reason():
    state = three_player_state(dealer=2)  # seat 0 leads
    bid_all(state, ["6D 7D 8D", "QC KC AC", "JC 9D 10D"])
    state.apply(Play(0, Card.parse("AS")))
    # seat 1 has no spades left: any card; seat 2 likewise
    state.apply(Play(1, Card.parse("6H")))
    state.apply(Play(2, Card.parse("6C")))
    assert state.tricks == [1, 0, 0]
    state.apply(Play(0, Card.parse("6S")))
    before = state.to_output()
    with pytest.raises(IllegalAction) as refused:
        state.apply(Play(0, Card.parse("7S")))
    assert refused.value.reason == "Not your turn."
    assert state.to_output() == before


def test_t12_follow_suit_hearts():
    state = three_player_state()  # seat 1 leads hearts
    bid_all(state, ["6D 7D 8D", "6H 7H 8H", "JC 9D 10D"])
    state.apply(Play(1, Card.parse("9H")))
    state.apply(Play(2, Card.parse("6C")))
    with pytest.raises(IllegalAction, match="That card is not in your hand."):
        state.apply(Play(0, Card.parse("9H")))
    assert [p.card.code for p in state.legal_plays(0)][:2] == ["6S", "7S"]


def test_t12_refusal_names_led_suit():
    hands = [h.split() for h in HANDS3]
    hands[0] = "6S 7S 8S 9S 10S JS QS KS 6H 6D 7D 8D".split()
    hands[1] = "AS 7H 8H 9H 10H JH QH KH AH QC KC AC".split()
    state = TricksState.from_setup({"players": 3, "dealer": 0, "hands": hands})
    bid_all(state, ["6D 7D 8D", "QC KC AC", "JC 9D 10D"])
    state.apply(Play(1, Card.parse("7H")))
    state.apply(Play(2, Card.parse("6C")))
    with pytest.raises(IllegalAction) as refused:
        state.apply(Play(0, Card.parse("KS")))
    assert refused.value.reason == "You must follow hearts."
    assert [p.card.code for p in state.legal_plays(0)] == ["6H"]


def test_t13_trick_winners():
    trick = [(0, Card.parse("KH")), (1, Card.parse("6S")), (2, Card.parse("AH"))]
    assert trick_winner(trick, None) == 2  # highest of the suit led
    assert trick_winner(trick, Suit.SPADES) == 1  # a trump beats the led suit
    off = [(0, Card.parse("7D")), (1, Card.parse("AC")), (2, Card.parse("8D"))]
    assert trick_winner(off, Suit.HEARTS) == 2  # an off-suit ace does not win
    two_trumps = [(0, Card.parse("AD")), (1, Card.parse("6C")), (2, Card.parse("9C"))]
    assert trick_winner(two_trumps, Suit.CLUBS) == 2


@pytest.mark.parametrize("bids, points, successes, next_trumps", [
    (["6D 7D 8D", "QC KC AC", "9D 10D JD"], [10, 19, 10], 3, Suit.CLUBS),
    (["6D 7D 8D", "QC KC AC", "JC 9D 10D"], [20, 29, 0], 2, Suit.HEARTS),
    (["AS 6D 7D", "QC KC AC", "JC 9D 10D"], [0, 39, 0], 1, Suit.SPADES),
    (["AS 6D 7D", "AH KH QH", "JC 9D 10D"], [0, 9, 0], 0, Suit.DIAMONDS),
])
def test_t14_t15_t5_bonus_by_successes_and_next_trumps(bids, points, successes, next_trumps):
    state = three_player_state()
    bid_all(state, bids)
    events = play_first_legal(state)
    deal = scored(events)
    assert deal.tricks == (0, 9, 0)
    assert list(deal.points) == points and deal.successes == successes
    assert state.scores == points and state.deal == 2 and state.phase == "bidding"
    assert state.trumps == next_trumps and state.dealer == 1
    assert trumps_after(successes) == next_trumps


def test_t5_four_successes_no_trumps():
    assert trumps_after(4) is None


@pytest.mark.parametrize("premium, bids, points", [
    ("declare", ["6D 7D 8D", "QC KC AC", "JC 9D 10D"], [20, 59, 0]),  # success: +30
    ("reveal", ["AS 6D 7D", "QC KC AC", "JC 9D 10D"], [0, 99, 0]),  # T-16: 9 + 30 + 60 = 99
    ("declare", ["6D 7D 8D", "AH KH QH", "9D 10D JD"], [50, 9, 50]),  # fails: others +30
    ("reveal", ["6D 7D 8D", "AH KH QH", "9D 10D JD"], [80, 9, 80]),  # fails: others +60
])
def test_t16_declare_and_reveal(premium, bids, points):
    state = three_player_state()
    events = bid_all(state, bids, {1: premium})
    resolved = next(e for e in events if isinstance(e, PremiumsResolved))
    assert resolved.standing == ((1, premium, bid_value(cards(bids[1])), state.bid_cards[1]),)
    exposed = [e for e in events if isinstance(e, HandExposed)]
    assert (exposed != []) == (premium == "reveal")
    view = state.view(0)
    assert view.known_bids[1] == bid_value(cards(bids[1]))
    assert view.exposed_bid_cards[1] == state.bid_cards[1]
    assert (view.open_hands[1] == tuple(state.hands[1])) == (premium == "reveal")
    deal_end = scored(play_first_legal(state))
    assert list(deal_end.points) == points
    assert deal_end.premiums == ((1, premium),)  # the deal's end names its premiums: a return heard no bidding


@pytest.mark.parametrize("dealer, offers, standing, lapsed", [
    (0, {0: "reveal", 2: "declare"}, [(0, "reveal")], [(2, "declare")]),  # reveal beats declare
    (0, {1: "declare", 2: "declare"}, [(1, "declare")], [(2, "declare")]),  # nearest dealer's left
    (0, {0: "declare", 2: "declare"}, [(2, "declare")], [(0, "declare")]),  # dealer last
    (1, {0: "reveal", 2: "reveal"}, [(2, "reveal")], [(0, "reveal")]),
    (2, {1: "declare", 2: "reveal", 0: "declare"}, [(2, "reveal")], [(0, "declare"), (1, "declare")]),
])
def test_t9_premium_priority(dealer, offers, standing, lapsed):
    state = three_player_state(dealer=dealer)
    events = bid_all(state, ["6D 7D 8D", "QC KC AC", "JC 9D 10D"], offers)
    assert state.premium == standing and state.lapsed == lapsed
    resolved = next(e for e in events if isinstance(e, PremiumsResolved))
    assert [(s, k) for s, k, _, _ in resolved.standing] == standing and list(resolved.lapsed) == lapsed
    assert state.to_output()["premium"] == [{"player": s, "kind": k} for s, k in standing]


def test_t9_offers_secret_until_all_bid():
    state = three_player_state()
    state.apply(Bid(1, cards("QC KC AC"), "reveal"))
    assert state.view(0).premium == () and state.view(0).known_bids == (None, None, None)
    assert state.to_output()["premium"] == []


def four_player_state():
    hands = [[f"{r}{s}" for r in "2 3 4 5 6 7 8 9 10 J Q K A".split()] for s in "SHCD"]
    return TricksState.from_setup({"players": 4, "dealer": 3, "hands": hands})


def test_t8_four_players_ten_tricks_all_ten_fails():
    state = four_player_state()
    assert state.options.tricks_per_deal == 10
    bid_all(state, ["2S 3S 4S", "2H 3H 4H", "2C 3C 4C", "2D 3D 4D"])
    assert state.bids == [3, 6, 9, 0] and state.turn == 0
    events = play_first_legal(state)
    deal = scored(events)
    assert sum(1 for e in events if isinstance(e, TrickWon)) == 10
    assert deal.tricks == (10, 0, 0, 0)
    assert deal.made == (False, False, False, True)
    assert deal.points == (10, 0, 0, 30)
    assert state.trumps == Suit.SPADES


def test_t8_four_player_bids_run_0_to_9():
    state = four_player_state()
    assert len(list(state.iter_bids(0))) == 286 * 3
    hand = parse_cards("2S 3S 4H 5H 6C 7C 8D 9D 10D JS QH KC AD".split())
    values = {bid_value(trio) for trio in itertools.combinations(hand, 3)}
    assert values == set(range(10))


def test_t17_target_reached_ends_game_ties_share():
    state = three_player_state(scores=[190, 181, 0])
    bid_all(state, ["6D 7D 8D", "QC KC AC", "9D 10D JD"])
    events = play_first_legal(state)
    assert state.phase == "over" and state.scores == [200, 200, 10]
    assert state.winner == [0, 1] and state.to_output()["winner"] == [0, 1]
    assert state.to_act() == [] and state.turn is None
    with pytest.raises(IllegalAction, match="The game is over."):
        state.apply(Play(0, Card.parse("6S")))
    assert events[-1].kind == "GameEnded"


def test_cardplayed_events_facts():
    state = three_player_state()
    bid_all(state, ["6D 7D 8D", "QC KC AC", "9D 10D JD"])
    events = state.apply(Play(1, Card.parse("AH")))
    assert events[0] == CardPlayed(1, 1, Card.parse("AH"), None, True, False, False)
    events = state.apply(Play(2, Card.parse("6C")))
    assert events[0] == CardPlayed(2, 2, Card.parse("6C"), None, False, False, False)


def test_setup_errors():
    with pytest.raises(SetupError, match="seat 0 holds 11 cards"):
        three_player_state(hands=[h.split()[:-1] for h in HANDS3])
    with pytest.raises(SetupError, match="dealt twice"):
        three_player_state(hands=[HANDS3[0].split(), HANDS3[0].split(), HANDS3[2].split()])
    with pytest.raises(SetupError, match="not in this game's pack"):
        three_player_state(hands=[["2S"] + HANDS3[0].split()[1:], HANDS3[1].split(), HANDS3[2].split()])
    with pytest.raises(SetupError, match="dealer must be a live seat"):
        three_player_state(dealer=3)
    with pytest.raises(SetupError, match="Oxford Whist is for exactly 3 players"):
        TricksOptions(players=2, variant="oxford").validate()
    with pytest.raises(SetupError, match="target score must be 100, 200 or 500"):
        TricksOptions(target=150).validate()


# Subtle points of T-5..T-27 (each test names its rule) --------------------------------------------------
SUITS4 = ["S", "H", "D", "C"]
# Four 13-card hands, one suit each (spades, hearts, diamonds, clubs): played first-legal, the
# first leader takes all 10 tricks.
HANDS4 = [[f"{rank}{suit}" for rank in "2 3 4 5 6 7 8 9 10 J Q K A".split()] for suit in SUITS4]


def c(code):
    """``"9H"`` -> the card."""
    return Card.parse(code)


def dealt_state(hands, **extra):
    """A state (seed 5) dealt ``hands`` (strings or lists of card codes) by dealer 0, one hand a
    seat, the dummy's last; ``extra`` adds or overrides setup keys (``players`` among them)."""
    setup = {"players": len(hands), "dealer": 0, "hands": [h.split() if isinstance(h, str) else h for h in hands],
             "seed": 5}
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
    state = dealt_state(HANDS3, players=3)
    bid_all(state, ["6D 7D 8D", "QC KC AC", "9D 10D JD"])  # tricks 0, 9, 0: all three made
    events = play_first_legal(state)
    assert scored(events).successes == 3 and list(scored(events).points) == [10, 19, 10]
    assert state.deal == 2 and state.trumps == Suit.CLUBS and not state.first_deal
    assert state.dealer == 1  # T-1: the deal passes to the left


def test_t5_t24_dummy_success_counts_for_next_trumps():
    state = dealt_state(HANDS2, players=2, dummy_bid=["QD", "KD", "AD"])
    bid_all(state, ["6D 7D 8D", "9D 10D JD"])  # seat 1 takes all 9 (fails); seat 0 and dummy make 0
    events = play_first_legal(state)
    assert list(scored(events).made) == [True, False, True]
    assert state.trumps == Suit.HEARTS  # two successes, the dummy's included


# T-8 four players ---------------------------------------------------------------------------------
def test_t8_all_ten_tricks_fail_even_with_bid_nine():
    state = dealt_state(HANDS4, players=4, dealer=2)  # seat 3 leads clubs and takes all 10
    bid_all(state, ["2S 3S 4S", "2H 3H 4H", "2D 3D 4D", "2C 3C 4C"])  # bids 3, 6, 0, 9
    events = play_first_legal(state)
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
    state = dealt_state(HANDS4, players=4, dealer=dealer)
    bid_all(state, ["2S 3S 4S", "2H 3H 4H", "2D 3D 4D", "2C 3C 4C"], offers)
    assert state.premium == standing
    assert sorted(state.lapsed) == sorted((s, k) for s, k in offers.items() if (s, k) not in standing)


# T-16 failure pays every other player ----------------------------------------------------------------
def test_t16_four_player_failed_reveal_pays_each_other_player_60():
    state = dealt_state(HANDS4, players=4, dealer=3)  # seat 0 leads spades and takes all 10
    bid_all(state, ["2S 3S 4S", "2H 3H 4H", "2D 3D 4D", "2C 3C 4C"], {1: "reveal"})
    result = scored(play_first_legal(state))
    assert list(result.tricks) == [10, 0, 0, 0]
    assert list(result.points) == [70, 0, 90, 60]  # seat 2 made 0: 30 bonus + 60


# T-18 Parlett game and match ---------------------------------------------------------------------------
def test_t18_bonus_only_for_100_and_made_then_new_game_from_zero():
    state = dealt_state(HANDS3, players=3, scoring={"mode": "parlett"}, scores=[95, 95, 95])
    bid_all(state, ["6D 7D 8D", "AH KH QH", "JC 9D 10D"])  # seat 0 made; seat 1, seat 2 fail
    events = play_first_legal(state)
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
    state = dealt_state(HANDS3, players=3, scoring={"mode": "parlett"}, scores=[95, 0, 0])
    bid_all(state, ["6D 7D 8D", "QC KC AC", "9D 10D JD"])
    play_first_legal(state)
    assert state.scores == [205, 19, 10] and state.game_scores == [0, 0, 0]
    before = list(state.scores)
    for seat in range(3):
        state.apply(choose_bid(state.view(seat), random.Random(seat)))
    result = scored(play_first_legal(state))
    assert state.scores == [b + p for b, p in zip(before, result.points)]
    assert state.game_scores == list(result.points)


# T-21 dummy control ---------------------------------------------------------------------------------
def test_t21_control_sequences():
    state = dealt_state(HANDS2, players=2, dummy_bid=["6C", "7C", "8C"])  # dummy keeps QD KD AD
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
    state = dealt_state(hands, players=2, dealer=1, dummy_bid=["QD", "KD", "AD"])
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
    state = dealt_state(HANDS2, players=2, dummy_bid=["QD", "KD", "AD"])
    bid_all(state, bids, offers)
    assert list(scored(play_first_legal(state)).points) == points


def test_t24_dummy_under_its_bid_succeeds_without_premium():
    state = dealt_state(HANDS2, players=2, dummy_bid=["6C", "7C", "8C"])  # dummy bid 9, takes 0
    bid_all(state, ["6D 7D 8D", "9D 10D JD"])
    result = scored(play_first_legal(state))
    assert list(result.made) == [True, False, True]
    assert list(result.points) == [20, 9, 20]


def test_t22_reveal_refused_with_two_players_state_unchanged():
    state = dealt_state(HANDS2, players=2, dummy_bid=["QD", "KD", "AD"])
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
    state = dealt_state(NINE_TURNED, players=3, variant="classic", dealer=0)
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
    state = dealt_state(NINE_TURNED, players=3, variant="classic", dealer=0)
    bid_all(state, ["6D 7D 8D", "9D 10D JD", "QD KD AD"])
    state.apply(Play(1, c("10H")))
    state.apply(Play(2, JOKER))
    events = state.apply(Play(0, c("6S")))
    assert next(e for e in events if isinstance(e, TrickWon)).winner == 1


def test_t26_joker_bids_as_the_turned_card_and_trumps_ignore_t5():
    state = dealt_state(NINE_TURNED, players=3, variant="classic", dealer=0)
    state.apply(Bid(2, cards("JOKER QD KD")))
    assert state.bids[2] == 2  # the joker bids as a heart
    state2 = dealt_state(NINE_TURNED, players=3, variant="classic", dealer=0, first_deal=False)
    assert state2.trumps is None


def test_t26_once_the_deal_is_scored_every_view_keeps_what_the_joker_stood_for():
    """T-26: the turned 9 of hearts was shown to all; once the deal is scored and the next one
    dealt (its own turned card), every view, a spectator's too, still says the joker stood for
    the 9 of hearts in the deal just scored (its summary says it after a return)."""
    state = dealt_state(NINE_TURNED, players=3, variant="classic", dealer=0)
    assert all(state.view(seat).last_joker_as is None for seat in (0, 1, 2, None))
    bid_all(state, ["6D 7D 8D", "9D 10D JD", "QD KD AD"])
    events = play_first_legal(state)
    assert scored(events).deal == 1 and state.deal == 2
    for seat in (0, 1, 2, None):
        view = state.view(seat)
        assert (view.last_joker_as, view.joker_as) == (c("9H"), state.joker_as)


# T-27 Oxford -----------------------------------------------------------------------------------------
def test_t27_exact_ten_no_scaling_and_stock_runs_the_game():
    state = dealt_state(HANDS3, players=3, variant="oxford", trump_stock=["2H", "3S"])
    assert state.trumps == Suit.HEARTS and state.trump_stock == [c("3S")]
    with pytest.raises(IllegalAction):
        state.apply(Bid(0, cards("6D 7D 8D"), "declare"))
    bid_all(state, ["6D 7D 8D", "QC KC AC", "9D 10D JD"])
    result = scored(play_first_legal(state))
    assert list(result.points) == [10, 19, 10]
    assert state.deal == 2 and state.trumps == Suit.SPADES and state.trump_stock == []
    for seat in range(3):
        state.apply(choose_bid(state.view(seat), random.Random(seat)))
    play_first_legal(state)
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
    fields.pop("last_bid_cards")  # the last scored deal's bid cards: public (T-7), since dealt anew
    fields.pop("last_joker_as")  # the last scored deal's turned card (T-26): shown to all, since dealt anew
    shown = set(cards_in(list(fields.values())))
    assert not shown & hidden, (viewer, shown & hidden)


@pytest.mark.parametrize("players, variant", [(2, "standard"), (3, "standard"), (4, "standard"),
                                              (3, "classic"), (2, "classic"), (3, "oxford")])
def test_determinism_and_no_view_leaks(players, variant):
    first = run_game(players, variant, 31)
    assert first[-1]["phase"] == "over"
    assert run_game(players, variant, 31) == first


def test_illegal_actions_leave_output_unchanged():
    state = dealt_state(HANDS3, players=3)
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
    state = dealt_state(NINE_TURNED, players=3, variant="classic", dealer=1)  # seat 2 leads
    bid_all(state, ["6D 7D 8D", "9D 10D JD", "QD KD AD"])
    state.apply(Play(2, JOKER))
    assert state.led_suit == Suit.HEARTS
    assert len(state.legal_plays(0)) == 9  # no hearts: any card
    state.apply(Play(0, c("AS")))
    assert [p.card.code for p in state.legal_plays(1)] == ["6H", "7H", "8H", "10H", "JH", "QH", "KH", "AH"]
    events = state.apply(Play(1, c("8H")))
    assert next(e for e in events if isinstance(e, TrickWon)).winner == 2  # "9H" beats 8H


def test_t12_no_duty_to_trump_when_void():
    state = dealt_state(HANDS3, players=3, trumps="S", first_deal=False)
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
