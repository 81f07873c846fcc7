"""The arrows' line on a card that reaches 33, 66 or 99 and puts some of the others out says who
goes out, then who still pays (C-12, C-14, C-18), as the value choice and the hint (A) say it.

It said only who goes out: with three or more players, "7 of clubs: total 33, reaches 33, Bob is
out, 2 of 3" never said that the others still in lose a token (and on 99, that the round is won)."""

from __future__ import annotations

import pygame
from counting_helpers import timed_position
from test_counting_status_follows_speech import until

from game.counting.text import focus_text
from game.engine.cards import parse_cards
from game.engine.perspective import Perspective

ME = Perspective(0)


def _focus_second_card(client, table, speech):
    """Right from the first card of the human's hand: the line said for the second."""
    until(client, lambda: not client.app.announcer.speech_busy(), frames=60 * 60)
    table.focus = 0
    client.press(pygame.K_RIGHT)
    until(client, lambda: not client.app.announcer.speech_busy(), frames=60 * 60)
    return speech.texts[-1]


def test_three_players_one_out_names_the_other_who_pays(client):
    """C-12, C-18: three players, Anna on 0 tokens: the 7 of clubs on 26 reaches 33, Anna goes
    out and Bob, still in, loses a token; the line says both, who goes out first."""
    table, speech = timed_position(client, (["2D", "7C", "5H"], ["KC", "KD"], ["5C", "7D"]), 26, turn=0,
                                   dealer=2, tokens=[3, 0, 3])
    assert _focus_second_card(client, table, speech) == (
        "7 of clubs: total 33, reaches 33: Anna is out, Bob loses 1 token, 2 of 3")


def test_four_players_one_out_says_the_others_pay(client):
    """C-12, C-18: four players, Bob on 0 tokens: the 7 of clubs on 26 reaches 33, Bob goes out
    and the two others still in lose a token each, as the value choice says it ("the others")."""
    table, speech = timed_position(client, (["2D", "7C", "5H"], ["KC", "KD"], ["5C", "7D"], ["4C", "8D"]), 26,
                                   turn=0, dealer=3, stock=("8S", "8H", "8C", "9S"), tokens=[3, 3, 0, 3])
    assert _focus_second_card(client, table, speech) == (
        "7 of clubs: total 33, reaches 33: Bob is out, the others lose 1 token, 2 of 3")


def test_the_focus_line_says_who_pays_as_the_value_choice_does():
    """C-12, C-14, C-18, C-20: the clauses of the focus line match the value choice's: one other
    left pays by name, more pay as "the others", 99 wins the round first; everyone out wins the
    game (no turn effect then)."""
    seven, ace, jack = parse_cards(["7C", "AH", "JC"])
    assert focus_text(seven, 1, 3, 26, 4, ME, 1, [1, 2, 3], [3, 0, 0, 3]) == (
        "7 of clubs: total 33, reaches 33: Anna and Bob are out, Carl loses 1 token, 2 of 3")
    assert focus_text(seven, 1, 3, 92, 4, ME, 1, [1, 2, 3], [3, 1, 2, 3]) == (
        "7 of clubs: total 99, reaches 99: Anna is out, you win the round, the others lose 2 tokens, 2 of 3")
    assert focus_text(seven, 1, 3, 92, 3, ME, 1, [1, 2], [3, 1, 2]) == (
        "7 of clubs: total 99, reaches 99: Anna is out, you win the round, Bob loses 2 tokens, 2 of 3")
    assert focus_text(ace, 0, 3, 32, 3, ME, 1, [1, 2], [3, 0, 3]) == (
        "Ace of hearts: total 33: reaches 33: Anna is out, Bob loses 1 token, or 43: passes 33: you lose 1 token, "
        "1 of 3")
    assert focus_text(jack, 0, 3, 23, 4, ME, 1, [1, 2, 3], [3, 0, 3, 3]) == (
        "Jack of clubs: total 33, reaches 33: Anna is out, the others lose 1 token, skips the next player, 1 of 3")
    assert focus_text(seven, 1, 3, 26, 3, ME, 1, [1, 2], [3, 0, 0]) == (
        "7 of clubs: total 33, reaches 33: Anna and Bob are out, you win the game, 2 of 3")


def test_who_pays_is_said_in_spanish_and_russian():
    """C-12, C-18: the new clauses in es and ru, with ru's plural of "token" (1 фишку, 2 фишки)."""
    from game import i18n
    seven = parse_cards(["7C"])[0]
    said = {}
    try:
        for language in ("es", "ru"):
            i18n.set_language(language)
            said[language] = (focus_text(seven, 1, 3, 26, 3, ME, 1, [1, 2], [3, 0, 3]),
                              focus_text(seven, 1, 3, 92, 4, ME, 1, [1, 2, 3], [3, 1, 2, 3]))
    finally:
        i18n.set_language("en")
    assert said == {
        "es": ("7 de tréboles: total 33, llegas a 33: Anna queda fuera, Bob pierde 1 ficha, 2 de 3",
               "7 de tréboles: total 99, llegas a 99: Anna queda fuera, ganas la ronda, los demás pierden 2 fichas, "
               "2 de 3"),
        "ru": ("Семёрка треф: сумма 33, ровно 33: Анна выбывает, Боб теряет 1 фишку, 2 из 3",
               "Семёрка треф: сумма 99, ровно 99: Анна выбывает, вы выигрываете раунд, остальные теряют 2 фишки, "
               "2 из 3")}
