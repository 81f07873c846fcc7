"""The trick game's play hint (A) says only what is true of the card (T-12, T-13, T-15, T-28):
with one card that may be played it says so; with the bid made exactly (no more tricks needed),
"no card you hold is less likely to win" only of the least likely card, and a card that wins the
trick says plainly why. The card is the search's (stubbed here), the sentence the hint's.

Found by a tester by ear: "Lead the queen of hearts: you need no more tricks and no card you hold
is less likely to win." with hearts as trumps and when it was the only card; "Play the 9 of
clubs: you need no more tricks, and this trick costs you least now." was unclear."""

from __future__ import annotations

import dataclasses
import random

from game.engine.cards import Card
from game.tricks import hints
from tricks_helpers import bid_all, state_from_hands

HANDS = ["6S 7S 8S 9S 10S JS 6D 7D 8D QH KH AH",
         "6H 7H 8H 9H 10H JH QC KC AC 9D 10D JD",
         "6C 7C 8C 9C 10C JC QS KS AS QD KD AD"]
"""Three hands; you bid the 6, 7 and 8 of diamonds (bid 0) and keep the 6 to jack of spades and
the queen, king and ace of hearts."""

ONE_HEART = ["6S 7S 8S 9S 10S JS 6D 7D 8D 9D 10D 6H",
             "7H 8H 9H 10H JH QH KH AH QC KC AC JD",
             "6C 7C 8C 9C 10C JC QS KS AS QD KD AD"]
"""As :data:`HANDS`, but your only heart is the 6."""


def _view(monkeypatch, hands, trumps, played, card, dealer=0):
    """``hands`` dealt by ``dealer``, ``trumps``; you bid 0 with the 6, 7 and 8 of diamonds; the
    cards ``played`` (seat, code) are played; the search would play ``card``."""
    state = state_from_hands(hands, trumps=trumps, dealer=dealer)
    bid_all(state, ["6D 7D 8D", "7H 8H 9H" if hands is ONE_HEART else "6H 7H 8H", "6C 7C 8C"])
    for seat, code in played:
        state.apply(next(play for play in state.legal_plays(seat) if play.card == Card.parse(code)))
    view = state.view(0)
    assert view.bid == 0 and view.tricks[0] == 0
    play = next(play for play in view.legal_plays if play.card == Card.parse(card))
    monkeypatch.setattr(hints, "choose_play_hard", lambda view, rng, budget=None: play)
    return view


def _hint(view):
    return hints.hint_for(view, random.Random(0), fixed=True)


def test_the_only_card_you_can_play_says_so(monkeypatch):
    """T-2: Anna leads the 10 of hearts and your only heart is the 6: it must be played."""
    view = _view(monkeypatch, ONE_HEART, "H", [(1, "10H"), (2, "9C")], "6H")
    assert len(view.legal_plays) == 1
    assert _hint(view) == "Play the 6 of hearts: it is the only card you can play."


def test_the_only_card_you_can_lead_says_so(monkeypatch):
    """Your last card, led (the view's plays cut to one, as with one card left in hand)."""
    view = _view(monkeypatch, HANDS, "H", [], "QH", dealer=2)
    only = next(play for play in view.legal_plays if play.card == Card.parse("QH"))
    view = dataclasses.replace(view, legal_plays=(only,))
    assert _hint(view) == "Lead the queen of hearts: it is the only card you can play."


def test_the_dummys_only_card_says_so(monkeypatch):
    """T-21: the dummy's only card that may be played, named as the dummy's."""
    view = _view(monkeypatch, ONE_HEART, "H", [(1, "10H"), (2, "9C")], "6H")
    only = dataclasses.replace(view.legal_plays[0], seat=2)
    monkeypatch.setattr(hints, "choose_play_hard", lambda view, rng, budget=None: only)
    view = dataclasses.replace(view, legal_plays=(only,))
    assert _hint(view) == "Play the dummy's 6 of hearts: it is the only card the dummy can play."


def test_a_lead_least_likely_to_win_says_so(monkeypatch):
    """T-13: spades are trumps, the queen, king and ace unseen: the 6 of spades, three unseen
    trumps above it and the lowest of them, is the least likely of your cards to win."""
    view = _view(monkeypatch, HANDS, "S", [], "6S", dealer=2)
    assert _hint(view) == "Lead the 6 of spades: you need no more tricks, and no card you hold is less likely to win."


def test_a_lead_not_least_likely_to_win_never_says_it_is(monkeypatch):
    """T-13: hearts are trumps and the queen of hearts is led: the king and ace are yours, so no
    unseen heart is above it, and a spade is less likely to win: it is never "no card you hold is
    less likely to win" (the tester's finding)."""
    view = _view(monkeypatch, HANDS, "H", [], "QH", dealer=2)
    assert _hint(view) == ("Lead the queen of hearts: you need no more tricks; another card is less likely "
                           "to win, but in the deals tried this lead scores best.")


def test_every_card_wins_and_the_one_most_likely_to_win_later_says_so(monkeypatch):
    """T-13: Anna leads the 9 of hearts, Bob has none: each of your hearts wins it; the ace is the
    one most likely to win a later trick."""
    view = _view(monkeypatch, HANDS, None, [(1, "9H"), (2, "9C")], "AH")
    assert _hint(view) == ("Play the ace of hearts: you need no more tricks, but every card you can play wins "
                           "this one, and this is the one most likely to win a later trick.")


def test_every_card_wins_and_another_is_more_likely_to_win_later(monkeypatch):
    """T-13: as above, the queen played: the sampled deals, not its strength, are the reason."""
    view = _view(monkeypatch, HANDS, None, [(1, "9H"), (2, "9C")], "QH")
    assert _hint(view) == ("Play the queen of hearts: you need no more tricks, but every card you can play wins "
                           "this one, and in the deals tried this one scores best.")


def test_a_card_that_wins_one_trick_too_many_says_plainly_why(monkeypatch):
    """T-13, T-15: Anna leads the queen of clubs, Bob follows; you have no clubs and spades are
    trumps: a spade wins, a heart would not; the 10 of spades taken is one trick over the bid."""
    view = _view(monkeypatch, HANDS, "S", [(1, "QC"), (2, "10C")], "10S")
    assert _hint(view) == ("Play the 10 of spades: it wins this trick, one more than your bid, but in the deals "
                           "tried that scores better than letting the trick go.")


def test_a_card_that_does_not_win_says_so(monkeypatch):
    """T-13: as above, a heart discarded does not win the trick (unchanged)."""
    view = _view(monkeypatch, HANDS, "S", [(1, "QC"), (2, "10C")], "QH")
    assert _hint(view) == "Play the queen of hearts: you need no more tricks and it does not win this one."
