"""The searching player plays for the exact bid (T-15), not for the trick in front of it: needing
3 tricks with three sure trumps and a sure side card, last to play, it lets a trick go with the
side card rather than take it with a trump and end one trick over its bid. Found by a player with
the hint key A: "the search discarded the king of clubs when the 7 of spades would have won the
trick for sure"; the discard is right (every later trick is the player's anyway, T-13), so the
hint now says why."""

from __future__ import annotations

import random

from game.engine.cards import Card
from game.tricks import hints
from game.tricks.ai_hard import PLAY_BUDGET, choose_play_hard
from tricks_helpers import bid_all, state_from_hands

HANDS = [
    "QS 7H 8D 6S 7S KS AS 6C KC 6H 6D 7D",
    "8H 9H 10C JS 8S AC AD KD QD 7C 8C 9C",
    "10H JC QC 10S 9S AH 9D 10D JD JH QH KH",
]
"""Dealer 0; spades are trumps. You bid the queen of spades, 7 of hearts and 8 of diamonds (3)."""

TRICKS = [(1, "JS"), (2, "10S"), (0, "6S"), (1, "AC"), (2, "9S"), (0, "6C"), (2, "AH"), (0, "6H"),
          (1, "8S"), (1, "AD"), (2, "9D"), (0, "6D"), (1, "KD"), (2, "10D"), (0, "7D"), (1, "QD"),
          (2, "JD")]
"""Five tricks you lose while every other spade falls, then Anna leads the queen of diamonds and
Bob plays the jack: you, with none, play last holding the 7, king and ace of spades and the king
of clubs (the ace of clubs is gone)."""


def _view():
    state = state_from_hands(HANDS, trumps="S")
    bid_all(state, ["QS 7H 8D", "8H 9H 10C", "10H JC QC"])
    for seat, code in TRICKS:
        state.apply(next(play for play in state.legal_plays(seat) if play.card == Card.parse(code)))
    view = state.view(0)
    assert view.bid == 3 and view.tricks[0] == 0 and len(view.current_trick) == 2
    assert sorted(str(card) for card in view.hand) == ["7S", "AS", "KC", "KS"]
    return view


def test_search_lets_the_trick_go_with_the_side_card():
    """T-13, T-15: a trump wins this trick, and the three cards left then take the last three:
    4 tricks, one over the bid; the king of clubs lets it go and the trumps make exactly 3."""
    play = choose_play_hard(_view(), random.Random(0), PLAY_BUDGET.fixed())
    assert play.card == Card.parse("KC")


def test_hint_says_the_trick_would_be_one_too_many():
    """The hint names the king of clubs and why: the trumps take the 3 tricks still needed."""
    text, advice = hints.advise(_view(), random.Random(0), fixed=True)
    assert advice == ("play", Card.parse("KC"))
    assert text == ("Play the king of clubs: you need 3 more tricks and your other cards can take them, so "
                    "winning this one as well would take one trick more than your bid.")
