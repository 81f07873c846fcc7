"""The trick game's play hint (A) and searching player when no card can win the trick (T-12,
T-13): the card given up is the one the later tricks need least, the cards on the table counting
as gone once the trick is over. Found by a tester by ear (3 players, seed 21, first trick of deal
1): Anna led the ace of spades, Bob played the 7; holding the jack and king of spades and needing
3 tricks, the hint said "Play the king of spades: ... this is the one your later tricks need
least.", though the king is the top spade left once the ace is gone (it won a later trick in
another run); the jack is the card to play. The hint's search ran on a short clock: here it is
given the 24 sampled deals such a clock allows, without the clock, so the test is reproducible."""

from __future__ import annotations

import random

from game.engine.cards import Card
from game.engine.search import Budget
from game.tricks import Bid, TricksState, hints
from game.tricks import ai_hard
from game.tricks.options import TricksOptions
from tricks_helpers import cards

SHORT_CLOCK = Budget(None, 24, min_samples=24)
"""The sampled deals a loaded machine's 0.25 s of search gives (the least it takes), unclocked."""


def _seed_21_first_trick():
    """Deal 1 of the 3-player game from seed 21 (you deal; no trumps): you bid the 8 of spades,
    jack of hearts and 9 of diamonds (bid 3, the bid hint's cards); Anna leads the ace of spades,
    Bob plays the 7; you hold the jack and king of spades. The others' bid cards are hidden from
    you (T-7), so which they bid does not change your view."""
    state = TricksState.new(TricksOptions(players=3), 21)
    assert state.dealer == 0 and state.trumps is None
    assert [str(card) for card in state.hands[0]] == "8S JS KS 6H 8H JH QH 8C 9C 9D QD AD".split()
    for seat, bid in enumerate(["8S JH 9D", "7H 7C 6D", "9H 10H 7D"]):
        state.apply(Bid(seat, cards(bid), None))
    for seat, code in ((1, "AS"), (2, "7S")):
        state.apply(next(play for play in state.legal_plays(seat) if play.card == Card.parse(code)))
    view = state.view(0)
    assert view.bid == 3 and view.tricks[0] == 0
    assert [play.card for play in view.legal_plays] == [Card.parse("JS"), Card.parse("KS")]
    return view


def test_the_king_under_a_played_ace_is_needed_more_than_the_jack():
    """T-13: the ace on the table is gone after this trick, so the king is the top spade left
    (no unseen higher spade) and the jack has one (the queen) above it: the jack is needed least."""
    view = _seed_21_first_trick()
    assert ai_hard.spare_rank(view, Card.parse("JS")) == (-1, 11, False)
    assert ai_hard.spare_rank(view, Card.parse("KS")) == (0, 13, False)
    assert ai_hard.gives_up_least(view)


def test_the_hint_keeps_the_king_and_plays_the_jack(monkeypatch):
    """T-12, T-13: the hint advises the jack, and its reason is true: no spade of yours beats the
    ace, and the jack is the card your later tricks need least."""
    view = _seed_21_first_trick()
    monkeypatch.setattr(hints, "PLAY_BUDGET", SHORT_CLOCK)
    sentence, advice = hints.advise(view, random.Random(0), fixed=True)
    assert advice == ("play", Card.parse("JS"))
    assert sentence == ("Play the jack of spades: you need 3 more tricks, but no card you can play wins this "
                        "one, and this is the one your later tricks need least.")


def test_the_searching_player_keeps_the_king():
    """T-12, T-13: the searching computer player, on the same few sampled deals, gives up the jack."""
    view = _seed_21_first_trick()
    assert ai_hard.choose_play_hard(view, random.Random(0), SHORT_CLOCK).card == Card.parse("JS")


def test_a_master_given_up_is_never_said_to_be_needed_least(monkeypatch):
    """T-12, T-13: should the search give up the king all the same, the hint does not call it the
    card the later tricks need least."""
    view = _seed_21_first_trick()
    play = next(play for play in view.legal_plays if play.card == Card.parse("KS"))
    monkeypatch.setattr(hints, "choose_play_hard", lambda view, rng, budget=None: play)
    assert hints.hint_for(view, random.Random(0), fixed=True) == (
        "Play the king of spades: you need 3 more tricks, but no card you can play wins this one, "
        "and keeping your other cards gives you the best chance.")
