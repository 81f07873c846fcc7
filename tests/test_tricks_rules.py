"""Trick game, three and four players: rules T-2..T-17 with concrete values."""

import pytest

from game.engine.cards import Card, Suit, parse_cards
from game.engine.errors import IllegalAction, SetupError
from game.tricks import Bid, Play, TricksOptions, TricksState
from game.tricks.events import BidPlaced, CardPlayed, HandExposed, PremiumsResolved, TrickWon
from game.tricks.rules import bid_value, trick_winner, trumps_after
from game.tricks.state import deal_pack

from tricks_helpers import HANDS3, bid_all, cards, play_first_legal, scored, state_from_hands


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
    from game.engine.cards import sort_key
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
    assert events == [BidPlaced(1, (0, 2))]
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
    assert list(scored(play_first_legal(state)).points) == points


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
    values = {bid_value(trio) for trio in __import__("itertools").combinations(hand, 3)}
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
