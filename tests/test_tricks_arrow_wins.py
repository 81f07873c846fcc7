"""The trick game's arrows, on your turn with a card on the table, say whether the focused card
would win the trick as it stands, after "playable" (T-12, T-13, T-28): "playable, wins so far"
(more cards to come, a hand still to play hidden that may beat it), "playable, takes the trick"
(the trick's last card, or no legal card of the face-up hands still to play beats it: the dummy,
a revealed hand, T-9, T-20; nor, a hidden hand still to play, any card the listener cannot see),
"playable, the dummy can beat it" / "playable, Anna can beat it" (one of them may),
plain "playable" when it would not win, and on the lead. From the dummy's hand (T-21) the trick
would be the dummy's: "playable, the dummy takes the trick". Worked out with the rules' trick winner, the card added:
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


def _played(hands, plays, dealer=0, premiums=None, **setup):
    """A state dealt ``hands`` by ``dealer``, every seat's first three cards of spades, hearts or
    clubs laid aside (``premiums``: a seat's declare or reveal, T-9), then ``plays`` (codes, in
    turn order) played."""
    state = state_from_hands(hands, dealer=dealer, **setup)
    bid_all(state, ["6S 7S 8S", "QC KC AC", "6C 7C 8C"], premiums)
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


def test_t21_the_dummy_you_play_last_takes_the_trick_for_the_dummy():
    """T-21, T-24: two players, you lead (dealer 1) the 6 of diamonds, the other plays the 10 of
    diamonds, and you play the dummy's card, last: its queen of diamonds would take the trick for
    the dummy, a hand with its own bid, not for you: "playable, the dummy takes the trick" (found
    by a tester by ear: "takes the trick" sounded like good news); its clubs may not be played
    (T-12)."""
    state = _two_players_you_lead()
    view = state.view(0)
    assert view.turn == 2 and view.turn_controller == 0
    assert text.play_status(ME, view, 2, _card("QD")) == "playable, the dummy takes the trick"
    assert text.play_status(ME, view, 2, _card("9C")) == "cannot play: the dummy must follow diamonds"


def _two_players_you_lead():
    """Two players, dealer 1, no trumps: you led the 6 of diamonds, the other played the 10; the
    dummy (its diamonds the queen, king and ace) to play, its card yours to choose (T-21)."""
    hands = ["6S 7S 8S 9S 10S JS QS KS AS 6D 7D 8D",
             "6H 7H 8H 9H 10H JH QH KH AH 9D 10D JD",
             "6C 7C 8C 9C 10C JC QC KC AC QD KD AD"]
    state = state_from_hands(hands, players=2, dealer=1, trumps=None, dummy_bid=["6C", "7C", "8C"])
    bid_all(state, ["6S 7S 8S", "6H 7H 8H", None])
    state.apply(Play(0, _card("6D")))
    state.apply(Play(1, _card("10D")))
    return state


TWO = ["6S 7S 8S 9D AD 6C 7C 8C 9C 10C JC QC",
       "6H 7H 8H 6D 7D 8D 10D QD KD 9S 10S JS",
       "9H 10H JH QS KS AS QH KH AH KC AC JD"]
"""Two players: you (seat 0) hold the 9 and ace of diamonds, the dummy (seat 2) the jack, its
only diamond, face up (T-20)."""


def _anna_led(trumps=None):
    """Two players, dealer 0: Anna (the non-dealer, T-11, T-21) led the 6 of diamonds; you play
    second, the dummy last, its card Anna's to choose."""
    state = state_from_hands(TWO, players=2, dealer=0, trumps=trumps, dummy_bid=["9H", "10H", "JH"])
    bid_all(state, ["6S 7S 8S", "6H 7H 8H", None])
    assert state.to_act() == [1]
    state.apply(Play(1, _card("6D")))
    return state


def test_t20_t12_the_dummy_still_to_play_lies_face_up():
    """T-20, T-12, T-13 (found by a tester by ear: "9 of diamonds, playable, wins so far", sure to
    lose to the dummy's forced jack): Anna led the 6 of diamonds, you play second, the dummy last,
    its only diamond the jack, face up: your 9 "playable, the dummy can beat it", your ace
    "playable, takes the trick" (no legal card of the dummy's beats it)."""
    state = _anna_led()
    assert state.view(0).dummy_hand is not None
    assert _status(state, 0, "9D") == "playable, the dummy can beat it"
    assert _status(state, 0, "AD") == "playable, takes the trick"
    assert _status(state, 0, "9C") == "cannot play: you must follow diamonds"


def test_t12_t13_the_dummy_must_follow_and_cannot_trump():
    """T-12, T-13: hearts trumps; the dummy, holding the jack of diamonds, must follow diamonds and
    so may not trump your ace with its hearts: "playable, takes the trick"."""
    state = _anna_led(trumps="H")
    assert _status(state, 0, "AD") == "playable, takes the trick"
    assert _status(state, 0, "9D") == "playable, the dummy can beat it"


def test_t9_t10_a_revealed_hand_still_to_play():
    """T-9, T-10: Anna (seat 1) reveals her hand (hearts only, her clubs laid aside); dealer 1,
    Bob (seat 2) led the 9 of diamonds, you play second, Anna last. No trumps: she cannot beat
    your 10 of diamonds, "playable, takes the trick"; spades trumps: she cannot either; hearts
    trumps: she may trump it, "playable, Anna can beat it"; hidden, as before, "wins so far"."""
    plain = _played(HANDS, ["9D"], dealer=1, premiums={1: "reveal"}, trumps=None)
    assert plain.view(0).open_hands[1] is not None
    assert _status(plain, 0, "10D") == "playable, takes the trick"
    assert _status(plain, 0, "6D") == "playable"
    spades = _played(HANDS, ["9D"], dealer=1, premiums={1: "reveal"}, trumps="S")
    assert _status(spades, 0, "10D") == "playable, takes the trick"
    hearts = _played(HANDS, ["9D"], dealer=1, premiums={1: "reveal"}, trumps="H")
    assert _status(hearts, 0, "10D") == "playable, Anna can beat it"
    hidden = _played(HANDS, ["9D"], dealer=1, trumps="H")
    assert _status(hidden, 0, "10D") == "playable, wins so far"


def test_face_up_hands_in_spanish_and_russian():
    """The new words in Spanish and Russian, whole."""
    dummy = _anna_led()
    yours = _two_players_you_lead()
    revealed = _played(HANDS, ["9D"], dealer=1, premiums={1: "reveal"}, trumps="H")
    i18n.set_language("es")
    assert _status(dummy, 0, "9D") == "se puede jugar, el muerto puede superarla"
    assert _status(dummy, 0, "AD") == "se puede jugar, se lleva la baza"
    assert text.play_status(ME, yours.view(0), 2, _card("QD")) == "se puede jugar, el muerto se lleva la baza"
    assert _status(revealed, 0, "10D") == "se puede jugar, Anna puede superarla"
    i18n.set_language("ru")
    assert _status(dummy, 0, "9D") == "можно сыграть, болван может её побить"
    assert text.play_status(ME, yours.view(0), 2, _card("QD")) == "можно сыграть, болван берёт взятку"
    assert _status(revealed, 0, "10D") == "можно сыграть, Анна может её побить"


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


HANDS_ACE_AWAY = [
    "6S 7S 8S 9S 10S JS QS KS 6D 7D 10D AH",
    "6H 7H 8H 9H 10H JH QH KH AD QC KC AC",
    "6C 7C 8C 9C 10C JC 8D 9D JD QD KD AS",
]
"""As :data:`HANDS`, but the ace of spades lies with seat 2 (seat 0 still has no clubs)."""

HANDS_TOP_DIAMOND = [
    "6S 7S 8S 9S 10S JS QS KS AS 6D 7D AD",
    "6H 7H 8H 9H 10H JH QH KH AH QC KC AC",
    "6C 7C 8C 9C 10C JC 8D 9D JD QD KD 10D",
]
"""As :data:`HANDS`, but you hold the ace of diamonds; seat 1 (hidden) has no diamonds."""


def test_t13_the_ace_of_trumps_takes_the_trick_before_a_hidden_hand():
    """T-12, T-13 (found by a tester by ear: "Ace of spades, 1 of 1, playable, wins so far" for the
    ace of trumps): spades trumps, dealer 1, Bob (seat 2) led the 9 of clubs, you (no clubs) play
    second, Anna (seat 1, hidden) last: no card anywhere beats your ace of spades, "playable,
    takes the trick"; nor your king (every spade is yours, laid aside or in hand)."""
    state = _played(HANDS, ["9C"], dealer=1, trumps="S")
    assert state.view(0).open_hands[1] is None
    assert _status(state, 0, "AS") == "playable, takes the trick"
    assert _status(state, 0, "KS") == "playable, takes the trick"


def test_t13_the_king_of_trumps_while_the_ace_is_unseen():
    """T-13: as above, but the ace of spades is not yours and has not been played: Anna may hold
    it, so your king of spades only "wins so far"."""
    state = _played(HANDS_ACE_AWAY, ["9C"], dealer=1, trumps="S")
    assert _status(state, 0, "KS") == "playable, wins so far"


def test_t13_the_king_of_trumps_after_the_ace_was_played():
    """T-13: Bob led the ace of spades to the first trick (you followed with the 9, Anna
    discarded), then led the 9 of clubs: no unseen card beats your king of spades now, "playable,
    takes the trick"."""
    state = _played(HANDS_ACE_AWAY, ["AS", "9S", "6H", "9C"], dealer=1, trumps="S")
    view = state.view(0)
    assert [(seat, card.code) for seat, card in view.current_trick] == [(2, "9C")]
    assert view.open_hands[1] is None
    assert _status(state, 0, "KS") == "playable, takes the trick"


def test_t12_t13_a_plain_ace_with_a_trump_unseen():
    """T-12, T-13: Bob led the 9 of diamonds, you hold the ace; Anna (hidden) still to play might
    have no diamonds and trump it: with hearts trumps (all unseen) "playable, wins so far"; with
    spades trumps (every spade yours) or no trumps no unseen card beats it, "takes the trick"."""
    hearts = _played(HANDS_TOP_DIAMOND, ["9D"], dealer=1, trumps="H")
    assert _status(hearts, 0, "AD") == "playable, wins so far"
    spades = _played(HANDS_TOP_DIAMOND, ["9D"], dealer=1, trumps="S")
    assert _status(spades, 0, "AD") == "playable, takes the trick"
    plain = _played(HANDS_TOP_DIAMOND, ["9D"], dealer=1, trumps=None)
    assert _status(plain, 0, "AD") == "playable, takes the trick"
    assert _status(plain, 0, "7D") == "playable"


def test_t26_an_unseen_classic_joker_counts_as_the_turned_card():
    """T-26: the jack of spades turned (spades trumps), the joker with Anna or Bob, unseen; Bob led
    the 9 of clubs, you (no clubs) play second, Anna hidden last: the joker, as the jack of
    spades, may beat your 10 of spades, "wins so far"; not your queen, "takes the trick"."""
    hands = ["6S 7S 8S 9S 10S QS KS AS 6D 7D 10D AH",
             "6H 7H 8H 9H 10H JH QH KH JOKER QC KC AC",
             "6C 7C 8C 9C 10C JC 8D 9D JD QD KD AD"]
    state = _played(hands, ["9C"], dealer=1, variant="classic", turn_up="JS")
    assert state.view(0).joker_as == _card("JS")
    assert _status(state, 0, "10S") == "playable, wins so far"
    assert _status(state, 0, "QS") == "playable, takes the trick"


def test_t2_t26_the_cards_unseen_come_from_one_place_both_the_words_and_the_computers_use():
    """T-2, T-26: what a seat cannot see is worked out once, in the engine's state module (no
    pygame), and both the arrows' "takes the trick" and the computer players use it (the words'
    copy, ``_unseen_cards``, and the easy player's ``_unseen`` were the same sum twice)."""
    import subprocess
    import sys
    code = ("import sys; sys.modules['pygame'] = None\n"
            "from game.tricks.state import TricksState, unseen_set\n"
            "from game.tricks.options import TricksOptions\n"
            "from game.tricks import ai_basic, hints\n"
            "from game.tricks.text import play\n"
            "state = TricksState.new(TricksOptions(players=3, variant='classic'), seed=1)\n"
            "view = state.view(0)\n"
            "unseen = unseen_set(view)\n"
            "assert len(unseen) == 37 - len(view.visible_cards()), len(unseen)\n"
            "assert not unseen & view.visible_cards()\n"
            "assert ai_basic.unseen_set is unseen_set and play.unseen_set is unseen_set\n"
            "assert hints.unseen_set is unseen_set\n"
            "assert not hasattr(ai_basic, '_unseen') and not hasattr(play, '_unseen_cards')\n"
            "print('ok')\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "ok", done.stderr
