"""The trick game's play hint (A) says a reason that fits the trick (T-12, T-13, T-15): with
tricks still needed, a card that does not win the trick is never "the card you can best spare"
as if the player wanted to lose it (found by a fresh tester by ear: "Play the ace of clubs: you
need 2 more tricks, and it is the card you can best spare on this trick."). When no card the
player may play wins the trick, the hint says so; when one would, it says the trick is let go to
keep the stronger cards. The card is the search's (stubbed here), the sentence the hint's."""

from __future__ import annotations

import random

from game.engine.cards import Card
from game.tricks import hints
from tricks_helpers import HANDS3, bid_all, state_from_hands


def _following(monkeypatch, trumps, card):
    """HANDS3 (dealer 0), ``trumps``; each seat bids its first three cards (you: 6, 7 and 8 of
    spades, bid 3, no trick yet); Anna leads the 9 of hearts, Bob, with no hearts, discards the
    9 of clubs; you, with no hearts either, are to play, and the search would play ``card``."""
    state = state_from_hands(HANDS3, trumps=trumps)
    bid_all(state, ["6S 7S 8S", "6H 7H 8H", "6C 7C 8C"])
    for seat, code in ((1, "9H"), (2, "9C")):
        state.apply(next(play for play in state.legal_plays(seat) if play.card == Card.parse(code)))
    view = state.view(0)
    assert view.bid == 3 and view.tricks[0] == 0 and view.current_trick
    play = next(play for play in view.legal_plays if play.card == Card.parse(card))
    monkeypatch.setattr(hints, "choose_play_hard", lambda view, rng, budget=None: play)
    return view


def test_no_card_can_win_the_trick_says_so(monkeypatch):
    """T-12, T-13: no trumps, no hearts: none of your cards wins Anna's 9 of hearts; the hint says
    so and that the card is the one the later tricks need least: the 6 of diamonds, six unseen
    diamonds above it."""
    view = _following(monkeypatch, None, "6D")
    assert hints.hint_for(view, random.Random(0), fixed=True) == (
        "Play the 6 of diamonds: you need 3 more tricks, but no card you can play wins this one, "
        "and this is the one your later tricks need least.")


def test_a_master_given_up_when_no_card_wins_is_not_needed_least(monkeypatch):
    """T-12, T-13: the ace of spades is the top spade: discarding it, the hint never calls it the
    card the later tricks need least (it did before a tester heard the same of a king under an
    ace)."""
    view = _following(monkeypatch, None, "AS")
    assert hints.hint_for(view, random.Random(0), fixed=True) == (
        "Play the ace of spades: you need 3 more tricks, but no card you can play wins this one, "
        "and keeping your other cards gives you the best chance.")


def test_a_card_that_lets_a_winnable_trick_go_says_so(monkeypatch):
    """T-12, T-13: diamonds are trumps: any diamond of yours would take the trick, the search
    keeps them and discards the 9 of spades; Bob's higher diamonds are unseen, so no card of yours
    is sure of a trick: the hint says the trick is let go to keep the stronger cards (never "the
    card you can best spare")."""
    view = _following(monkeypatch, "D", "9S")
    assert hints.hint_for(view, random.Random(0), fixed=True) == (
        "Play the 9 of spades: you need 3 more tricks, but this one is better let go, keeping "
        "your stronger cards for later tricks.")


def test_a_trick_let_go_when_the_other_cards_take_enough_says_one_too_many(monkeypatch):
    """T-13, T-15: spades are trumps and you hold the six highest: each takes a trick, more than
    the 3 you need; the search discards the 6 of diamonds and the hint says winning this trick
    as well would take one more than the bid."""
    view = _following(monkeypatch, "S", "6D")
    assert hints.hint_for(view, random.Random(0), fixed=True) == (
        "Play the 6 of diamonds: you need 3 more tricks and your other cards can take them, so "
        "winning this one as well would take one trick more than your bid.")


def test_a_winning_card_when_tricks_are_needed_says_it_wins(monkeypatch):
    """T-12, T-13: spades are trumps and you play last: the 9 of spades takes the trick for sure."""
    view = _following(monkeypatch, "S", "9S")
    assert hints.hint_for(view, random.Random(0), fixed=True) == (
        "Play the 9 of spades: you need 3 more tricks and it wins this one.")


def _leading(monkeypatch, trumps, card):
    """HANDS3 dealt by seat 2: you lead the first trick, having bid 6, 7 and 8 of spades (bid 3,
    no trick yet), and the search would lead ``card``."""
    state = state_from_hands(HANDS3, trumps=trumps, dealer=2)
    bid_all(state, ["6S 7S 8S", "6H 7H 8H", "6C 7C 8C"])
    view = state.view(0)
    assert view.bid == 3 and view.turn == 0 and not view.current_trick
    play = next(play for play in view.legal_plays if play.card == Card.parse(card))
    monkeypatch.setattr(hints, "choose_play_hard", lambda view, rng, budget=None: play)
    return view


def test_a_low_lead_says_it_keeps_the_stronger_cards(monkeypatch):
    """T-13, T-15, found by a tester by ear: "Lead the 2 of clubs: you need 1 more trick and it
    has the best chance." (a 2 cannot win): the 6 of diamonds, six unseen diamonds above it, is
    the card least likely to win, led to keep the others."""
    view = _leading(monkeypatch, None, "6D")
    assert hints.hint_for(view, random.Random(0), fixed=True) == (
        "Lead the 6 of diamonds: you need 3 more tricks, and it is your card least likely to win, "
        "keeping your stronger cards for later tricks.")


def test_a_master_lead_says_nothing_can_beat_it(monkeypatch):
    """T-13: no trumps, and you hold every spade above the 9: the ace of spades led wins."""
    view = _leading(monkeypatch, None, "AS")
    assert hints.hint_for(view, random.Random(0), fixed=True) == (
        "Lead the ace of spades: you need 3 more tricks, and no card left can beat it.")


def test_another_lead_says_it_gives_the_best_chance_of_the_bid(monkeypatch):
    """T-15: the 8 of diamonds neither surely wins nor is the least likely to: the reason is the
    search's, the best chance of making the bid."""
    view = _leading(monkeypatch, None, "8D")
    assert hints.hint_for(view, random.Random(0), fixed=True) == (
        "Lead the 8 of diamonds: you need 3 more tricks, and this lead gives you the best chance of "
        "making your bid.")
