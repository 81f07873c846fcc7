"""The counting table warns before a card that passes 99 while a card that would not is in the
hand (C-15, C-22), and before a card that passes 33 or 66 (it costs a token, and may put the
player out) while a card that costs nothing is in the hand (C-13, C-18): the first Enter (or the card's number) says what
the card costs and which key plays it, the second plays it. Cards that cost nothing, and a hand
where every card costs, play at once."""

from __future__ import annotations

import pygame

from game.counting import text
from game.engine.cards import Card, parse_cards
from test_counting_table import start


def at(client, total, hand, tokens=9):
    """Seed 7, the human's first turn, with ``hand`` on ``total`` (``tokens`` left); the lines
    said so far are cleared."""
    table = start(client)
    state = table.session.state
    state.total = total
    state.hands[0] = parse_cards(hand.split())
    state.tokens[0] = tokens
    table.focus = 0
    client.frames(2)
    client.clear()
    return table


def test_the_warning_names_the_card_the_total_and_the_cost():
    """C-15: a king on 95 ends at 105, past 99, 2 tokens; a 2 doubling 53 to 106 passes 66 and 99,
    3 tokens; with 1 token left the player is out (C-18)."""
    assert text.costly_card_warning(Card.parse("KS"), 95) == (
        "The king of spades takes the total to 105, past 99: you lose 2 tokens. Press Enter again to play it.")
    assert text.costly_card_warning(Card.parse("2H"), 53, 9) == (
        "The 2 of hearts takes the total to 106, past 66 and 99: you lose 3 tokens. Press Enter again to play it.")
    assert text.costly_card_warning(Card.parse("KS"), 95, 1) == (
        "The king of spades takes the total to 105, past 99: you lose 2 tokens and are out. "
        "Press Enter again to play it.")


def test_first_enter_warns_and_the_second_plays(client):
    """C-15, C-22: the king of spades (focused) on 95 with a 9 and a 3 in hand: Enter warns and
    plays nothing; Enter again plays it and costs 2 tokens."""
    table = at(client, 95, "KS 9H 3C")
    client.press(pygame.K_RETURN)
    assert client.texts == [
        "The king of spades takes the total to 105, past 99: you lose 2 tokens. Press Enter again to play it."]
    state = table.session.state
    assert state.total == 95 and [c.code for c in state.hands[0]] == ["KS", "9H", "3C"]
    client.clear()
    client.press(pygame.K_RETURN)
    assert client.texts[0] == "You: king of spades. Total 105."
    assert state.tokens[0] == 7


def test_a_number_key_warns_naming_that_key_and_moves_the_focus(client):
    """C-22: 3 on the queen of hearts (95, past 99) warns, naming the key pressed; the focus is
    on it, so 3 again (or Enter) plays it."""
    table = at(client, 95, "9H 3C QH")
    client.press(pygame.K_3)
    assert client.texts == [
        "The queen of hearts takes the total to 105, past 99: you lose 2 tokens. Press 3 again to play it."]
    assert table.focus == 2 and len(table.session.state.hands[0]) == 3
    client.clear()
    client.press(pygame.K_3)
    assert client.texts[0] == "You: queen of hearts. Total 105."


def test_moving_away_and_back_warns_again(client):
    """The second press must follow the warning: after Right and Left, Enter warns again."""
    table = at(client, 95, "KS 9H 3C")
    client.press(pygame.K_RETURN)
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_LEFT)
    client.clear()
    client.press(pygame.K_RETURN)
    assert client.texts == [
        "The king of spades takes the total to 105, past 99: you lose 2 tokens. Press Enter again to play it."]
    assert len(table.session.state.hands[0]) == 3


def test_a_safe_card_plays_at_once(client):
    """The 3 of clubs on 95 (98, nothing passed) is played by the first Enter."""
    table = at(client, 95, "3C KS QS")
    client.press(pygame.K_RETURN)
    assert client.texts[0] == "You: 3 of clubs. Total 98."
    assert table.session.state.total == 98


def test_when_every_card_passes_99_enter_plays_at_once(client):
    """C-15: no card would keep the total at 99 or less: nothing to warn of, Enter plays."""
    table = at(client, 95, "KS QS JS")
    client.press(pygame.K_RETURN)
    assert client.texts[0] == "You: king of spades. Total 105."
    assert table.session.state.tokens[0] == 7


def test_an_ace_that_could_stay_under_is_a_safe_card(client):
    """C-10: an ace on 95 can count 1 (96): it is a card that does not pass 99, so the king warns;
    the ace itself opens its value choice as before."""
    table = at(client, 95, "KS AH")
    client.press(pygame.K_RETURN)
    assert client.texts[0].startswith("The king of spades takes the total to 105")
    client.clear()
    client.press(pygame.K_2)
    assert table.choice is not None and client.texts[0].startswith("Ace of hearts. Ace as 1: total 96, choice 2 of 2.")


def test_c13_c18_a_card_past_33_that_puts_you_out_warns(client):
    """C-13, C-18: no token left, the jack of spades on 25 passes 33 (35): 1 token owed, out;
    the 3 of clubs (28) costs nothing: Enter warns, Enter again plays it and the player is out."""
    table = at(client, 25, "JS 3C", tokens=0)
    client.press(pygame.K_RETURN)
    assert client.texts == [
        "The jack of spades takes the total to 35, past 33: you lose 1 token and are out. "
        "Press Enter again to play it."]
    assert table.session.state.total == 25 and len(table.session.state.hands[0]) == 2
    assert client.app.sound.played[-1] == "refused"
    client.clear()
    client.press(pygame.K_RETURN)
    assert client.texts[0] == "You: jack of spades. Total 35."
    assert 0 in table.session.state.eliminated


def test_c13_c18_a_number_key_on_a_card_past_66_that_puts_you_out_warns(client):
    """C-13, C-18, C-22: no token left, 2 on the king of diamonds on 60 (70, past 66) warns
    naming the key; 2 again plays it."""
    table = at(client, 60, "3C KD", tokens=0)
    client.press(pygame.K_2)
    assert client.texts == [
        "The king of diamonds takes the total to 70, past 66: you lose 1 token and are out. "
        "Press 2 again to play it."]
    assert table.focus == 1 and len(table.session.state.hands[0]) == 2
    client.clear()
    client.press(pygame.K_2)
    assert client.texts[0] == "You: king of diamonds. Total 70."


def test_c13_a_card_past_33_that_leaves_you_in_warns_while_a_free_card_is_in_hand(client):
    """C-13, C-22: with 1 token left the jack on 25 (35, past 33) costs it, the 3 of clubs
    nothing: Enter warns of the cost (found by testers by ear: "Enter plays the 2 of spades.",
    and a token lost with a free card in hand); Enter again, once the warning was heard, plays
    it and the player stays in."""
    table = at(client, 25, "JS 3C", tokens=1)
    client.press(pygame.K_RETURN)
    assert client.texts == [
        "The jack of spades takes the total to 35, past 33: you lose 1 token. Press Enter again to play it."]
    assert len(table.session.state.hands[0]) == 2
    client.frames(60 * 8)
    client.clear()
    client.press(pygame.K_RETURN)
    assert client.texts[0] == "You: jack of spades. Total 35."
    assert table.session.state.tokens[0] == 0 and 0 not in table.session.state.eliminated


def test_c13_a_card_past_33_the_hint_advised_plays_at_once(client):
    """C-13, C-22: the jack on 25 (35, past 33) with the 3 of clubs free, but the hint (A)
    advised the jack for this hand, saying its cost: Enter plays it at once; once the hand
    changes, the hint no longer stands for it."""
    table = at(client, 25, "JS 3C")
    table.advised = (table.hint_position(), 0, Card.parse("JS"), None)
    client.press(pygame.K_RETURN)
    assert client.texts[0] == "You: jack of spades. Total 35."
    assert table.session.state.tokens[0] == 8


def test_c13_a_hint_for_another_hand_does_not_stand_for_the_card(client):
    """C-13, C-22: advice kept from another hand (the same jack, a card more) warns as ever."""
    table = at(client, 25, "JS 3C")
    table.advised = (table.hint_position()[:-1] + ((Card.parse("JS"), Card.parse("3C"), Card.parse("4D")),),
                     0, Card.parse("JS"), None)
    client.press(pygame.K_RETURN)
    assert client.texts == [
        "The jack of spades takes the total to 35, past 33: you lose 1 token. Press Enter again to play it."]


def test_c13_when_every_card_costs_a_token_enter_plays_at_once(client):
    """C-13, C-18: no token left and both cards pass 33: nothing safe to play instead."""
    table = at(client, 25, "JS QS", tokens=0)
    client.press(pygame.K_RETURN)
    assert client.texts[0] == "You: jack of spades. Total 35."
    assert 0 in table.session.state.eliminated


def test_the_warning_in_spanish_and_russian():
    """The card with its article in Spanish, in the accusative in Russian; plural forms (C-15)."""
    from game import i18n
    i18n.set_language("es")
    assert text.costly_card_warning(Card.parse("KS"), 95) == (
        "Con el rey de picas el total llega a 105, te pasas de 99: pierdes 2 fichas. "
        "Pulsa Intro otra vez para jugar esa carta.")
    i18n.set_language("ru")
    assert text.costly_card_warning(Card.parse("2H"), 53, 1) == (
        "Если сыграть двойку червей, сумма станет 106, переход за 66 и 99: вы теряете 3 фишки и выбываете. "
        "Нажмите Enter ещё раз, чтобы сыграть эту карту.")


def test_the_number_key_warning_in_spanish_and_russian():
    """C-13, C-22: the key pressed named in the sentence, plural forms in Russian."""
    from game import i18n
    i18n.set_language("es")
    assert text.costly_card_warning(Card.parse("JS"), 25, 0, key="3") == (
        "Con la sota de picas el total llega a 35, te pasas de 33: pierdes 1 ficha y quedas fuera. "
        "Pulsa 3 otra vez para jugar esa carta.")
    i18n.set_language("ru")
    assert text.costly_card_warning(Card.parse("KS"), 95, 9, key="2") == (
        "Если сыграть короля пик, сумма станет 105, переход за 99: вы теряете 2 фишки. "
        "Нажмите 2 ещё раз, чтобы сыграть эту карту.")


def test_enter_pressed_twice_quickly_does_not_play_the_warned_card(client):
    """C-15, C-22: a doubled Enter on the king of spades on 95: the second press, while the
    warning is still being said, plays nothing (the refused cue only) and does not cut the
    warning; once the warning was heard, Enter plays the king and costs 2 tokens."""
    from timed_speech import app_timed_speech

    table = at(client, 95, "KS 9H 3C")
    speech = app_timed_speech(client)
    warning = "The king of spades takes the total to 105, past 99: you lose 2 tokens. Press Enter again to play it."
    client.press(pygame.K_RETURN)
    client.wait(40)  # 0.67 s later, the warning (about 5 s) still being said
    client.press(pygame.K_RETURN)
    state = table.session.state
    assert speech.texts == [warning] and not speech.idle()
    assert state.total == 95 and len(state.hands[0]) == 3 and state.tokens[0] == 9
    for _ in range(600):
        if speech.idle():
            break
        client.wait(1)
    assert speech.log[0].cut_at is None  # heard to its end
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == "You: king of spades. Total 105."
    assert state.tokens[0] == 7


def test_enter_pressed_twice_quickly_on_an_ace_plays_nothing_until_its_values_are_heard(client):
    """C-10, C-22: the ace of clubs on 64: Enter opens its value choice ("Ace of clubs. Ace as 1:
    total 65. ..."); a second Enter 0.67 s later, while that is said, plays nothing (the refused
    cue only); once it was heard, Enter plays the ace as 1."""
    from timed_speech import app_timed_speech

    table = at(client, 64, "AC 9H 3C")
    speech = app_timed_speech(client)
    client.press(pygame.K_RETURN)
    prompt = speech.texts[-1]
    assert prompt.startswith("Ace of clubs. Ace as 1: total 65, choice 2 of 2.") and table.choice is not None
    client.wait(40)
    client.press(pygame.K_RETURN)
    state = table.session.state
    assert speech.texts[-1] == prompt and not speech.idle()
    assert state.total == 64 and len(state.hands[0]) == 3 and table.choice is not None
    for _ in range(60 * 30):
        if speech.idle():
            break
        client.wait(1)
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == "You: ace of clubs as 1. Total 65."
    assert state.total == 65


QUEEN_WARNING = ("The queen of hearts takes the total to 39, past 33: you lose 1 token. "
                 "Press Enter again to play it.")


def _warned_then(client, key):
    """The queen of hearts on 29 with free cards in hand (C-13, C-22): Enter warns; ``key`` 0.8 s
    into the warning; everything said. Returns (table, speech, the lines from the warning on)."""
    from counting_helpers import timed_position
    from timed_speech import all_said

    table, speech = timed_position(client, (["QH", "3C", "4D"], ["KC", "KD"], ["5C", "7D"]), 29, turn=0,
                                   dealer=2, draw="manual", tokens=[3, 3, 3])
    all_said(client, speech)
    table.focus = 0
    client.frames(2)
    start = len(speech.log)
    client.press(pygame.K_RETURN)
    client.wait(48)  # 0.8 s into the warning
    client.press(key)
    all_said(client, speech)
    return table, speech, speech.log[start:]


def test_a_refusal_that_cuts_the_warning_says_it_again(client):
    """C-22 (found by a tester by ear): Space 0.8 s into the queen of spades' warning is refused
    ("Nothing to draw now: ..."), cutting it: the warning is said again right after the
    refusal, so the player hears that a second Enter is awaited (it was never said again, and
    the game waited 6.5 minutes in silence); Enter once it was heard plays the queen (of hearts here: the queen of spades is on the pile)."""
    table, speech, heard = _warned_then(client, pygame.K_SPACE)
    assert [spoken.text for spoken in heard] == [
        QUEEN_WARNING, "Nothing to draw now: you draw after playing a card.", QUEEN_WARNING]
    assert heard[0].cut_at is not None and heard[1].cut_at is None and heard[2].cut_at is None
    state = table.session.state
    assert state.total == 29 and len(state.hands[0]) == 3
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == "You: queen of hearts. Total 39."
    assert state.total == 39 and state.tokens[0] == 2


def test_a_status_key_that_cuts_the_warning_says_it_again(client):
    """C-22: C (the total) cuts the warning: the total, then the warning again; Enter plays."""
    table, speech, heard = _warned_then(client, pygame.K_c)
    assert [spoken.text for spoken in heard] == [QUEEN_WARNING, "Total 29.", QUEEN_WARNING]
    assert heard[2].cut_at is None
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == "You: queen of hearts. Total 39."


def test_moving_the_focus_off_the_warned_card_does_not_say_it_again(client):
    """C-22: Right cuts the warning with the next card: nothing awaits a second press there,
    the warning is not said again."""
    table, speech, heard = _warned_then(client, pygame.K_RIGHT)
    assert len(heard) == 2 and heard[1].text.startswith("3 of clubs")
    assert len(table.session.state.hands[0]) == 3
