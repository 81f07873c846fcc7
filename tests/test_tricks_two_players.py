"""Trick game, two players with the dummy: rules T-19..T-25 (and T-11 for two players)."""

import pytest

from game.engine.cards import Card, Suit
from game.engine.errors import IllegalAction, SetupError
from game.tricks import Bid, Play, TricksOptions, TricksState
from game.tricks.events import DummyLaidOut, TrickWon, TurnStarted

from tricks_helpers import HANDS2, cards, play_first_legal, scored


def two_player_state(**extra):
    setup = {"players": 2, "dealer": 0, "hands": [h.split() for h in HANDS2],
             "dummy_bid": ["QD", "KD", "AD"], "seed": 4}
    setup.update(extra)
    return TricksState.from_setup(setup)


@pytest.mark.parametrize("dealer, leader", [(0, 1), (1, 0)])
def test_t11_t21_non_dealer_leads(dealer, leader):
    state = two_player_state(dealer=dealer)
    state.apply(Bid(0, cards("6D 7D 8D")))
    events = state.apply(Bid(1, cards("9D 10D JD")))
    assert state.turn == leader and state.to_act() == [leader]
    laid = next(e for e in events if isinstance(e, DummyLaidOut))
    assert laid.seat == 2 and len(laid.cards) == 9


def test_t21_leader_plays_dummy_third():
    state = two_player_state()
    state.apply(Bid(0, cards("6D 7D 8D")))
    state.apply(Bid(1, cards("9D 10D JD")))
    state.apply(Play(1, Card.parse("AH")))
    events = state.apply(Play(0, Card.parse("AS")))
    assert events[-1] == TurnStarted(2, 1, Suit.HEARTS, 1)
    assert state.turn == 2 and state.controller(2) == 1 and state.to_act() == [1]
    assert state.legal_plays(0) == []
    assert state.legal_plays(1)[0] == Play(2, Card.parse("6C"))
    with pytest.raises(IllegalAction, match="That card is not in the dummy's hand."):
        state.apply(Play(2, Card.parse("AH")))


def test_t21_dummy_win_keeps_chooser_in_control():
    # Clubs are trumps: seat 1 leads a heart, seat 0 a spade, seat 1 trumps with the dummy's 6C.
    state = two_player_state(trumps="C", first_deal=False)
    state.apply(Bid(0, cards("6D 7D 8D")))
    state.apply(Bid(1, cards("9D 10D JD")))
    state.apply(Play(1, Card.parse("6H")))
    state.apply(Play(0, Card.parse("6S")))
    events = state.apply(Play(2, Card.parse("6C")))
    won = next(e for e in events if isinstance(e, TrickWon))
    assert won.winner == 2 and won.next_controller == 1 and won.tricks == (0, 0, 1)
    assert state.turn == 2 and state.to_act() == [1]  # seat 1 leads from the dummy
    state.apply(Play(2, Card.parse("7C")))
    assert state.turn == 0 and state.to_act() == [0]  # the other live player next
    state.apply(Play(0, Card.parse("7S")))
    assert state.turn == 1 and state.to_act() == [1]  # the chooser plays third from own hand
    with pytest.raises(IllegalAction, match="It is not the dummy's turn."):
        state.apply(Play(2, Card.parse("8C")))


def test_t21_seat0_leads_then_controls_dummy():
    state = two_player_state(dealer=1)
    state.apply(Bid(0, cards("6D 7D 8D")))
    state.apply(Bid(1, cards("9D 10D JD")))
    state.apply(Play(0, Card.parse("AS")))
    state.apply(Play(1, Card.parse("6H")))
    assert state.turn == 2 and state.to_act() == [0] and state.view(0).turn_controller == 0


def test_t24_dummy_exact_is_success_and_declarer():
    state = two_player_state()
    state.apply(Bid(0, cards("6D 7D 8D")))
    state.apply(Bid(1, cards("9D 10D JD")))
    deal = scored(play_first_legal(state))
    assert deal.tricks == (0, 9, 0) and deal.made == (True, False, True)
    assert deal.points == (20, 9, 50)
    assert state.trumps == Suit.HEARTS  # T-5: the dummy's success counts


def test_t24_dummy_fewer_than_bid_succeeds_without_declarer_bonus():
    state = two_player_state(dummy_bid=["QC", "KC", "AC"])
    assert state.bids == [None, None, 9]
    state.apply(Bid(0, cards("6D 7D 8D")))
    state.apply(Bid(1, cards("9D 10D JD")))
    deal = scored(play_first_legal(state))
    assert deal.made == (True, False, True) and deal.points == (20, 9, 20)


def test_t23_both_declarers_fail_dummy_scores_60():
    state = two_player_state()
    state.apply(Bid(0, cards("AS 6D 7D"), "declare"))
    state.apply(Bid(1, cards("9D 10D JD"), "declare"))
    assert state.premium == [(1, "declare"), (0, "declare")]  # T-22: both stand
    deal = scored(play_first_legal(state))
    assert deal.made == (False, False, True)
    assert deal.points == (0, 9, 30 + 30 + 60)


def test_t23_one_declarer_fails():
    state = two_player_state()
    state.apply(Bid(0, cards("6D 7D 8D"), "declare"))
    state.apply(Bid(1, cards("9D 10D JD"), "declare"))
    deal = scored(play_first_legal(state))
    # seat 0: 20 exact + 30 declared + 30 from seat 1's failure; dummy: 20 + 30 exact + 30.
    assert deal.points == (80, 9, 80)


def test_t22_no_reveal_with_two_players():
    state = two_player_state()
    with pytest.raises(IllegalAction) as refused:
        state.apply(Bid(0, cards("6D 7D 8D"), "reveal"))
    assert refused.value.reason == "Reveal is not allowed with two players. You may declare."
    with pytest.raises(IllegalAction, match="The dummy's bid cards are chosen at random."):
        state.apply(Bid(2, cards("6C 7C 8C")))


def test_t19_t20_dummy_bid_random_hidden_then_laid_out():
    state = TricksState.new(TricksOptions(players=2), seed=21, dealer=0)
    again = TricksState.new(TricksOptions(players=2), seed=21, dealer=0)
    assert state.bid_cards[2] == again.bid_cards[2] and len(state.bid_cards[2]) == 3
    assert [len(hand) for hand in state.hands] == [12, 12, 9]
    view = state.view(0)
    assert view.dummy_hand is None and view.known_bids[2] is None and view.has_bid == (False, False, True)
    assert not (set(state.hands[2]) | set(state.bid_cards[2])) & view.visible_cards()
    for seat in (0, 1):
        state.apply(Bid(seat, tuple(state.hands[seat][:3])))
    view = state.view(1)
    assert view.dummy_hand == tuple(state.hands[2])
    assert not set(state.bid_cards[2]) & view.visible_cards()
    assert not set(state.hands[0]) & view.visible_cards()


def test_t25_dummy_never_wins():
    state = two_player_state(scores=[100, 150, 190])
    state.apply(Bid(0, cards("6D 7D 8D")))
    state.apply(Bid(1, cards("9D 10D JD")))
    play_first_legal(state)
    assert state.phase == "over" and state.scores == [120, 159, 240] and state.winner == [1]


def test_two_player_setup_needs_dummy_hand():
    with pytest.raises(SetupError, match="dummy's hand as seat 2"):
        two_player_state(hands=[h.split() for h in HANDS2[:2]])
    with pytest.raises(SetupError, match="three cards of the dummy's hand"):
        two_player_state(dummy_bid=["6D", "KD", "AD"])


@pytest.mark.parametrize("dealer, lines", [
    (0, ["Bidding over. Anna leads.", "The dummy's cards are face up. D reads them."]),
    (1, ["Bidding over.", "The dummy's cards are face up. D reads them."]),
])
def test_t19_t29_bidding_over_is_said_before_the_dummy_is_face_up(dealer, lines):
    """T-19, T-29: the bid that ends the bidding: "Bidding over." comes first, then the dummy
    laid out (was heard back to front: "The dummy's cards are face up. D reads them. Bidding
    over. Anna leads."); with you to lead the turn line follows."""
    from game.engine.perspective import Perspective
    from game.tricks.text import narrate
    state = two_player_state(dealer=dealer)
    state.apply(Bid(0, cards("6D 7D 8D")))
    events = state.apply(Bid(1, cards("9D 10D JD")))
    said = [message.text for message in narrate(Perspective(0), events, state.view(0), "parlett_game")]
    assert said[:3] == ["Anna has bid.", *lines]


def test_t29_three_players_say_bidding_over_with_no_dummy_line():
    """T-29: three players have no dummy: the bid that ends the bidding says "Bidding over. Anna
    leads." then the turn, as before."""
    from game.engine.perspective import Perspective
    from game.tricks.text import narrate
    state = TricksState.new(TricksOptions(players=3), 5, dealer=0)
    events = []
    for seat in (1, 2, 0):
        events = state.apply(Bid(seat, list(state.hands[seat][:3])))
    said = [message.text for message in narrate(Perspective(0), events, state.view(0), "parlett_game")]
    assert said[0] == "Bidding over. Anna leads."
    assert not any("dummy" in line for line in said)
