"""Trick game: Parlett game and match (T-18), classic variant (T-26), Oxford Whist (T-27)."""

import pytest

from game.engine.cards import JOKER, Card, Suit
from game.engine.errors import IllegalAction, SetupError
from game.tricks import Bid, Play, TricksOptions, TricksState
from game.tricks.events import CardPlayed, DealScored, GameBonus, GameEnded, MatchEnded, TrickWon
from game.tricks.state import classic_trumps, trump_stock_cards

from tricks_helpers import HANDS3, bid_all, cards, play_first_legal, state_from_hands

THREE_MADE = ["6D 7D 8D", "QC KC AC", "9D 10D JD"]  # tricks (0, 9, 0): all three make it


def state3(**extra):
    """HANDS3, seed 8."""
    return state_from_hands(HANDS3, **{"seed": 8, **extra})


# ----- T-18 Parlett game and match ------------------------------------------------------------

def test_t18_game_bonus_for_reaching_100_with_made_bid():
    state = state3(scoring={"mode": "parlett"}, scores=[90, 0, 0])
    bid_all(state, THREE_MADE)
    events = play_first_legal(state)
    assert GameBonus(0, 100, 1) in events
    ended = next(e for e in events if isinstance(e, GameEnded))
    assert ended.winners == (0,) and ended.game_scores == (200, 19, 10) and not ended.match_over
    assert state.scores == [200, 19, 10] and state.game_bonuses == [1, 0, 0]
    assert state.game_scores == [0, 0, 0] and state.game_number == 2
    assert state.first_deal and state.trumps is None and state.deal == 2 and state.phase == "bidding"


def test_t18_no_bonus_when_bid_failed():
    state = state3(scoring={"mode": "parlett"}, scores=[0, 95, 0])
    bid_all(state, ["6D 7D 8D", "AH KH QH", "9D 10D JD"])  # seat 1 bids 6, takes 9: fails
    events = play_first_legal(state)
    assert not [e for e in events if isinstance(e, GameBonus)]
    assert state.scores == [20, 104, 20] and state.game_bonuses == [0, 0, 0]
    assert state.game_scores == [0, 0, 0] and state.game_number == 2


def test_t18_match_ends_at_three_game_bonuses():
    state = state3(scoring={"mode": "parlett"}, scores=[90, 0, 0], game_bonuses=[2, 1, 0])
    bid_all(state, THREE_MADE)
    events = play_first_legal(state)
    assert state.phase == "over" and state.game_bonuses == [3, 1, 0] and state.winner == [0]
    assert events[-1] == MatchEnded((0,), (200, 19, 10), (3, 1, 0))
    assert state.to_output()["winner"] == [0]


def test_t18_parlett_game_option_ends_after_one_game():
    state = state3(scoring={"mode": "parlett_game"}, scores=[0, 95, 0])
    bid_all(state, THREE_MADE)
    events = play_first_legal(state)
    assert state.phase == "over" and state.winner == [1] and state.scores == [10, 214, 10]
    assert events[-1] == GameEnded(1, (1,), (10, 214, 10), True)


def test_t18_game_scores_separate_from_match_totals():
    state = state3(scoring={"mode": "parlett"}, scores=[10, 20, 30])
    bid_all(state, THREE_MADE)
    play_first_legal(state)
    out = state.to_output()
    assert out["scores"] == [20, 39, 40] and out["game_scores"] == [20, 39, 40]


# ----- T-26 classic ---------------------------------------------------------------------------

CLASSIC = [  # 6S is left over and turned: spades are trumps, the joker stands for the 6 of spades
    "7S 8S 9S 10S JS QS KS AS 6H 6D 7D 8D",
    "7H 8H 9H 10H JH QH KH AH 6C 9D 10D JD",
    "7C 8C 9C 10C JC QC KC AC JOKER QD KD AD",
]


def classic_state(**extra):
    setup = {"players": 3, "variant": "classic", "dealer": 2, "hands": [h.split() for h in CLASSIC]}
    setup.update(extra)
    return TricksState.from_setup(setup)


def test_t26_turn_up_sets_trumps_and_joker_stands_for_it():
    state = classic_state()
    assert state.turn_up == Card.parse("6S") and state.trumps == Suit.SPADES
    assert state.joker_as == Card.parse("6S")
    state.apply(Bid(2, cards("JOKER QD KD")))
    assert state.bids[2] == 1  # the joker bids as a spade


def test_t26_joker_must_follow_as_the_turned_card_and_trumps():
    state = classic_state()
    bid_all(state, ["6D 7D 8D", "9D 10D JD", "QD KD AD"])
    state.apply(Play(0, Card.parse("7S")))  # seat 0 leads (dealer 2)
    state.apply(Play(1, Card.parse("6C")))
    with pytest.raises(IllegalAction) as refused:
        state.apply(Play(2, Card.parse("7C")))
    assert refused.value.reason == "You must follow spades."
    assert state.legal_plays(2) == [Play(2, JOKER)]
    events = state.apply(Play(2, JOKER))
    played = events[0]
    assert isinstance(played, CardPlayed) and played.acts_as == Card.parse("6S") and played.trump
    assert next(e for e in events if isinstance(e, TrickWon)).winner == 0  # 7S beats the "6S"


def test_t26_joker_trumps_a_heart_lead():
    state = classic_state(dealer=0)  # seat 1 leads
    bid_all(state, ["6D 7D 8D", "9D 10D JD", "QD KD AD"])
    state.apply(Play(1, Card.parse("AH")))
    state.apply(Play(2, JOKER))  # no hearts: the joker is a trump
    events = state.apply(Play(0, Card.parse("6H")))
    won = next(e for e in events if isinstance(e, TrickWon))
    assert won.winner == 2 and won.card == JOKER


@pytest.mark.parametrize("turned, trumps", [("9H", None), ("JOKER", None), ("6S", Suit.SPADES), ("KD", Suit.DIAMONDS)])
def test_t26_nine_or_joker_turned_means_no_trumps(turned, trumps):
    assert classic_trumps(Card.parse(turned)) == trumps


def test_t26_turned_joker_all_cards_in_hands():
    hands = [h.split() for h in CLASSIC]
    hands[2][hands[2].index("JOKER")] = "6S"
    state = classic_state(hands=hands)
    assert state.turn_up == JOKER and state.trumps is None and state.joker_as is None


def test_t26_trumps_never_follow_t5():
    state = TricksState.new(TricksOptions(players=3, variant="classic"), seed=5)
    for _ in range(3):
        assert state.trumps == classic_trumps(state.turn_up)
        deal = state.deal
        while state.deal == deal:
            seat = state.to_act()[0]
            if state.phase == "bidding":
                state.apply(Bid(seat, tuple(state.hands[seat][:3])))
            else:
                state.apply(state.legal_plays(seat)[0])
    assert state.deal == 4 and len(set().union(*map(set, state.hands))) == 36


def test_t26_setup_turn_up_must_be_left_over():
    with pytest.raises(SetupError, match="the card left over is 6S"):
        classic_state(turn_up="AS")


# ----- T-27 Oxford Whist ---------------------------------------------------------------------

def oxford_state(**extra):
    setup = {"players": 3, "variant": "oxford", "dealer": 0, "hands": [h.split() for h in HANDS3],
             "trump_stock": ["2H", "3S"]}
    setup.update(extra)
    return TricksState.from_setup(setup)


def test_t27_new_stock_order_and_turned_card():
    state = TricksState.new(TricksOptions(players=3, variant="oxford"), seed=2)
    assert len(state.trump_stock) == 15
    assert sorted(state.trump_stock + [state.trump_card], key=lambda c: (c.suit.value, c.rank)) == \
        sorted(trump_stock_cards(), key=lambda c: (c.suit.value, c.rank))
    assert state.trumps == state.trump_card.suit
    start = state.start_events()[0]
    assert start.trump_card == state.trump_card and start.stock_left == 15


def test_t27_exact_bonus_10_and_stock_order():
    state = oxford_state()
    assert state.trumps == Suit.HEARTS and state.trump_stock == [Card.parse("3S")]
    bid_all(state, THREE_MADE)
    events = play_first_legal(state)
    deal = next(e for e in events if isinstance(e, DealScored))
    assert deal.points == (10, 19, 10)
    assert state.trumps == Suit.SPADES and state.trump_card == Card.parse("3S") and state.trump_stock == []


def test_t27_no_premiums():
    state = oxford_state()
    with pytest.raises(IllegalAction) as refused:
        state.apply(Bid(0, cards("6D 7D 8D"), "declare"))
    assert refused.value.reason == "No premium bids in Oxford Whist."


def test_t27_game_ends_when_stock_empty():
    state = oxford_state(trump_stock=["3C"], scores=[300, 0, 0])
    assert state.trumps == Suit.CLUBS and state.trump_stock == []
    bid_all(state, ["6D 7D 8D", "AH KH QH", "9D 10D JD"])
    events = play_first_legal(state)
    assert state.phase == "over" and state.scores == [310, 16, 3] and state.winner == [0]
    assert isinstance(events[-1], GameEnded)


def test_t27_oxford_options():
    with pytest.raises(SetupError, match="no Parlett scoring"):
        TricksOptions(players=3, variant="oxford", scoring="parlett_match").validate()
