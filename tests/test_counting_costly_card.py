"""The counting table warns before a card that passes 99 while a card that would not is in the
hand (C-15, C-22): the first Enter (or the card's number) says what the card costs, the second
plays it. Cards that cost nothing, and a hand where every card passes 99, play at once."""

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


def test_a_number_key_warns_the_same_and_moves_the_focus(client):
    """C-22: 3 on the queen of hearts (95, past 99) warns; the focus is on it, so Enter (or 3
    again) plays it."""
    table = at(client, 95, "9H 3C QH")
    client.press(pygame.K_3)
    assert client.texts == [
        "The queen of hearts takes the total to 105, past 99: you lose 2 tokens. Press Enter again to play it."]
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
    assert table.choice is not None and client.texts[0].startswith("Ace of hearts. 1: total 96.")


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
