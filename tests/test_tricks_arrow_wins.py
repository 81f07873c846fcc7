"""The trick game's arrows, on your turn with a card on the table, say whether the focused card
would win the trick as it stands, after "playable" (T-12, T-13, T-28): "playable, wins so far"
(more cards to come), "playable, takes the trick" (the trick's last card), plain "playable" when
it would not win, and on the lead. Worked out with the rules' trick winner, the card added:
trumps, no trumps, the classic joker as the turned card (T-26), the dummy's hand (T-21). The
turn line is unchanged: it names the focused card only ("Focus: 9 of clubs.", T-29).

What a sighted player sees at a glance; the counting game's arrows preview a card so (C-22)."""

import pygame

from game import i18n
from game.engine.cards import JOKER
from game.engine.perspective import Perspective
from game.tricks import Play, text
from test_tricks_table_driver import bid_and_play_to_first_follow, focus_on, start_table
from tricks_helpers import bid_all, cards, state_from_hands

ME = Perspective(0)

HANDS = [
    "6S 7S 8S 9S 10S JS QS KS AS 6D 7D 10D",
    "6H 7H 8H 9H 10H JH QH KH AH QC KC AC",
    "6C 7C 8C 9C 10C JC 8D 9D JD QD KD AD",
]
"""Three hands: seat 0 has no hearts or clubs, seat 2 no hearts or spades."""


def _card(code):
    return cards(code)[0]


def _status(state, seat, code, me=ME):
    return text.play_status(me, state.view(0), seat, _card(code) if code != "JOKER" else JOKER)


def _played(hands, plays, dealer=0, **setup):
    """A state dealt ``hands`` by ``dealer``, every seat's first three cards of spades, hearts or
    clubs laid aside, then ``plays`` (codes, in turn order) played."""
    state = state_from_hands(hands, dealer=dealer, **setup)
    bid_all(state, ["6S 7S 8S", "QC KC AC", "6C 7C 8C"])
    for code in plays:
        seat = state.to_act()[0]
        state.apply(Play(seat, JOKER if code == "JOKER" else _card(code)))
    return state


def test_t13_a_trump_on_the_table_last_to_play():
    """T-13: diamonds trumps; seat 1 leads the 6 of hearts, seat 2 trumps with the 9 of
    diamonds; you play last: the 10 of diamonds overtrumps, "playable, takes the trick"; the 7
    of diamonds, a lower trump, and the ace of spades, a discard, are plain "playable"."""
    state = _played(HANDS, ["6H", "9D"], trumps="D")
    assert _status(state, 0, "10D") == "playable, takes the trick"
    assert _status(state, 0, "7D") == "playable"
    assert _status(state, 0, "AS") == "playable"


def test_t13_a_discard_cannot_win_even_an_ace_without_trumps():
    """T-13, no trumps: on the 6 of hearts led (seat 2 discarded the 9 of diamonds) your ace of
    spades cannot win: plain "playable"; with spades trumps the same ace takes the trick."""
    state = _played(HANDS, ["6H", "9D"], trumps=None)
    assert _status(state, 0, "AS") == "playable"
    assert _status(state, 0, "10D") == "playable"
    trumps = _played(HANDS, ["6H", "9D"], trumps="S")
    assert _status(trumps, 0, "AS") == "playable, takes the trick"
    assert _status(trumps, 0, "6D") == "playable"


def test_t12_t13_no_trumps_following_with_more_cards_to_come():
    """T-12, T-13, no trumps: dealer 1, seat 2 leads the 9 of diamonds, you play second (seat 1
    still to play): the 10 of diamonds "playable, wins so far", the 6 "playable", a spade may
    not be played (T-12); on the lead, every card plain "playable"."""
    lead = _played(HANDS, [], dealer=1, trumps=None)
    assert lead.to_act() == [2]
    state = _played(HANDS, ["9D"], dealer=1, trumps=None)
    assert _status(state, 0, "10D") == "playable, wins so far"
    assert _status(state, 0, "6D") == "playable"
    assert _status(state, 0, "AS") == "cannot play: you must follow diamonds"
    won = _played(HANDS, ["9D", "10D", "6H"], dealer=1, trumps=None)  # your 10 won: you lead
    assert won.to_act() == [0] and not won.view(0).current_trick
    assert _status(won, 0, "AS") == "playable"
    assert _status(won, 0, "7D") == "playable"


def test_t26_the_classic_joker_wins_as_the_turned_card():
    """T-26: the jack of spades turned: spades trumps, the joker is the jack of spades. Seat 2
    trumps the 6 of hearts with the 10 of spades; you play last: the joker "takes the trick",
    the 9 of spades (a lower trump) is plain "playable"; the arrow says the joker so."""
    hands = ["6S 7S 8S 9S JOKER QS KS AS 6D 7D 10D AD",
             "6H 7H 8H 9H 10H JH QH KH AH QC KC AC",
             "6C 7C 8C 9C 10C JC 8D 9D JD QD KD 10S"]
    state = _played(hands, ["6H", "10S"], variant="classic", turn_up="JS")
    view = state.view(0)
    assert view.joker_as == _card("JS")
    assert _status(state, 0, "JOKER") == "playable, takes the trick"
    assert _status(state, 0, "9S") == "playable"
    status = _status(state, 0, "JOKER")
    assert text.focus_text(JOKER, 4, 9, status, view.joker_as) == (
        "The joker as the jack of spades, 5 of 9, playable, takes the trick")


def test_t21_the_dummy_you_play_last_takes_the_trick():
    """T-21: two players, you lead (dealer 1) the 6 of diamonds, the other plays the 10 of
    diamonds, and you play the dummy's card, last: its queen of diamonds "takes the trick"; its
    clubs may not be played (T-12)."""
    hands = ["6S 7S 8S 9S 10S JS QS KS AS 6D 7D 8D",
             "6H 7H 8H 9H 10H JH QH KH AH 9D 10D JD",
             "6C 7C 8C 9C 10C JC QC KC AC QD KD AD"]
    state = state_from_hands(hands, players=2, dealer=1, trumps=None, dummy_bid=["6C", "7C", "8C"])
    bid_all(state, ["6S 7S 8S", "6H 7H 8H", None])
    state.apply(Play(0, _card("6D")))
    state.apply(Play(1, _card("10D")))
    view = state.view(0)
    assert view.turn == 2 and view.turn_controller == 0
    assert text.play_status(ME, view, 2, _card("QD")) == "playable, takes the trick"
    assert text.play_status(ME, view, 2, _card("9C")) == "cannot play: the dummy must follow diamonds"


def test_spanish_and_russian():
    """The words in Spanish and Russian, whole: "se puede jugar, gana por ahora" / "можно
    сыграть, берёт взятку"."""
    ahead = _played(HANDS, ["9D"], dealer=1, trumps=None)
    last = _played(HANDS, ["6H", "9D"], trumps="D")
    i18n.set_language("es")
    assert _status(ahead, 0, "10D") == "se puede jugar, gana por ahora"
    assert _status(last, 0, "10D") == "se puede jugar, se lleva la baza"
    i18n.set_language("ru")
    assert _status(ahead, 0, "10D") == "можно сыграть, пока выигрывает"
    assert _status(last, 0, "10D") == "можно сыграть, берёт взятку"
    assert _status(last, 0, "7D") == "можно сыграть"


def test_t28_the_arrows_say_it_and_the_turn_line_does_not(client):
    """T-28, T-29 at the table (3 players, seed 5, no trumps): seat 2 led the 9 of clubs, you
    play second: Right on the jack of clubs "Jack of clubs, 4 of 8, playable, wins so far",
    Left on the 6 "6 of clubs, 3 of 8, playable"; the turn line names the focus only."""
    table = start_table(client, 3, 5)
    client.frames(120)
    bid_and_play_to_first_follow(client, table)
    client.frames(200)
    assert [(seat, card.code) for seat, card in table.view.current_trick] == [(2, "9C")]
    focus_on(client, table, _card("JC"))
    assert client.last == "Jack of clubs, 4 of 8, playable, wins so far"
    client.press(pygame.K_LEFT)
    assert client.last == "6 of clubs, 3 of 8, playable"
    line = table.focus_prompt()
    assert line.endswith("Focus: 6 of clubs.") and "wins so far" not in line and "playable" not in line
