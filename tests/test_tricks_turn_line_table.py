"""The turn line names every card on the table (T-13, T-29): the lead, who is winning, then every
other card already played to the trick, discards and beaten trumps too ("Also on the table: ...").
Found by ear: at trick 8 of a 3-player game (seed 7) Bob's discard was on the table and in V's
answer, but the turn line said only "Anna led the 8 of diamonds. Anna's lead is still winning."."""

import pytest

from game.engine.cards import JOKER, Card, Suit
from game.engine.perspective import Perspective
from game.tricks import Bid, Play, TricksOptions, TricksState, text
from tests.tricks_helpers import HANDS3, bid_all, state_from_hands

ME = Perspective(0)


def C(code):
    return Card.parse(code)


def test_a_discard_after_a_lead_still_winning_is_named():
    """Three players, no trumps: Anna leads the queen of clubs, Bob discards a heart; the lead
    still wins, and the discard is named after it."""
    state = state_from_hands(HANDS3)
    bid_all(state, ["6S 7S 8S", "6H 7H 8H", "6C 7C 8C"])
    hands = [" ".join(card.code for card in state.view(seat).hand) for seat in range(3)]
    assert "QC" in hands[1] and "9C" in hands[2]
    state.apply(Play(1, C("QC")))
    state.apply(Play(2, C("9C")))
    view = state.view(0)
    assert text.your_turn_text(ME, view, C("9S")) == (
        "Your turn. Anna led the queen of clubs. Anna's lead is still winning. Also on the table: Bob, 9 of clubs. "
        "You have no clubs. You have 0 of 3 tricks: you need 3 more. Focus: 9 of spades.")
    assert text.others_on_table_text(ME, view) == "Also on the table: Bob, 9 of clubs."


def test_four_players_a_beaten_trump_and_a_follow_are_named_once_each():
    """Four players, trumps hearts: Anna leads the 9 of clubs, Bob trumps low, Carl overtrumps: the
    lead, the winner, then Bob's beaten trump; nothing is named twice."""
    view = _four_player_view(((1, C("9C")), (2, C("6H")), (3, C("10H"))), trumps="hearts")
    said = text.your_turn_text(ME, view)
    assert said.startswith("Your turn. Anna led the 9 of clubs. Carl is winning with the 10 of hearts, a trump. "
                           "Also on the table: Bob, 6 of hearts. You have")
    assert text.others_on_table_text(ME, view) == "Also on the table: Bob, 6 of hearts."
    # the second card winning: nothing else to add
    view = _four_player_view(((1, C("9C")), (2, C("KC"))))
    assert text.others_on_table_text(ME, view) == ""
    # the lead winning over both: both others, in the order played
    view = _four_player_view(((1, C("AC")), (2, C("KC")), (3, C("2D"))))
    assert text.others_on_table_text(ME, view) == "Also on the table: Bob, king of clubs; Carl, 2 of diamonds."


def _four_player_view(trick, trumps=None):
    """Seat 0's view of a 4-player deal in card play with ``trick`` on the table."""
    state = TricksState.new(TricksOptions(players=4), 3)
    for seat in range(4):
        state.apply(Bid(seat, tuple(state.legal_bid_cards(seat)[:3])))
    view = state.view(0)
    suit = {None: view.trumps, "hearts": Suit.HEARTS}[trumps]
    return view.__class__(**{**view.__dict__, "current_trick": tuple(trick), "leader": trick[0][0],
                             "led_suit": trick[0][1].suit, "turn": 0, "turn_controller": 0, "trumps": suit})


def test_the_classic_joker_on_the_table_is_named_as_what_it_stands_for():
    """T-26: a joker played under the lead is named with the card it stands for."""
    view = _four_player_view(((1, C("AD")), (2, JOKER)))
    view = view.__class__(**{**view.__dict__, "joker_as": C("7D")})
    assert text.others_on_table_text(ME, view) == "Also on the table: Bob, the joker as the 7 of diamonds."


@pytest.mark.parametrize("players, variant", [(3, "standard"), (4, "standard"), (3, "classic"), (4, "classic"),
                                              (2, "standard")])
def test_every_card_on_the_table_is_in_every_turn_line(players, variant):
    """Whole deals of several seeds, every seat playing its first legal card: on each of your
    turns (from your hand or the dummy's), every card on the table is named in the turn line,
    as V names it (T-28)."""
    checked = 0
    for seed in range(1, 9):
        state = TricksState.new(TricksOptions(players=players, variant=variant), seed)
        for seat in range(len(state.view(0).tricks)):
            if seat in state.to_act():
                state.apply(Bid(seat, tuple(state.legal_bid_cards(seat)[:3])))
        while state.phase == "play" and state.deal == 1:
            view = state.view(0)
            if view.turn_controller == 0 and view.current_trick:
                said = text.your_turn_text(ME, view)
                table = text.table_text(ME, view)
                for _seat, card in view.current_trick:
                    words = text.card_words(card, view.joker_as)
                    assert words in said, (seed, said, table)
                    assert words in table
                checked += 1
            state.apply(state.legal_plays(state.to_act()[0])[0])
    assert checked > 20
