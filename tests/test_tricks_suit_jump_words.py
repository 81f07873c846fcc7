"""Up and Down at the trick table (T-28) jump to a suit and end as every focus answer does: "Hearts,
4 cards. 6 of hearts, 3 of 12" ends, as Left and Right's "6 of hearts, 3 of 12, playable" and the
edges' "Start of hand. ...", without a full stop.

Found by a tester by ear: "Jack of hearts, 4 of 9, playable." (Down) then "Ace of hearts, 5 of 9,
playable" (Right). The bid phase's answers, with no play status, are in
tests/test_tricks_table.py (test_t28_up_down_move_by_suit_and_stop_at_the_ends). The trump suit
says so, in the jump and in H's hand (found by a tester by ear)."""

import pygame

from game import i18n
from game.engine.cards import Suit
from game.tricks import text
from test_tricks_table_driver import bid_and_play_to_first_follow, start_table
from tricks_helpers import state_from_hands


def test_down_on_your_turn_ends_with_the_play_status_and_no_full_stop(client):
    """3 players, seed 5, the human to follow seat 2's 9 of clubs (no trumps, seat 1 still to play):
    Up's and Down's answers end "..., cannot play: you must follow clubs" and "..., playable", as
    Right's does ("..., playable, wins so far": the jack beats the 9, T-13)."""
    table = start_table(client, 3, 5)
    client.frames(120)
    bid_and_play_to_first_follow(client, table)
    client.frames(200)
    client.clear()
    client.press(pygame.K_UP)
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RIGHT)
    assert client.texts == ["Hearts, 2 cards. 9 of hearts, 1 of 8, cannot play: you must follow clubs",
                            "Clubs, 3 cards. 6 of clubs, 3 of 8, playable", "Jack of clubs, 4 of 8, playable, wins so far"]


def test_t26_the_trump_suit_says_so(client):
    """T-26 (classic, 3 players, seed 5: the king of hearts turned, hearts trumps; found by a
    tester by ear: the suit jump never said which suit was trumps): Down to hearts "Hearts,
    trumps, 4 cards. 6 of hearts, 3 of 12"; Up to spades, no trumps, as before. A deal with no
    trumps says none (T-5: test_t28_up_down_move_by_suit_and_stop_at_the_ends)."""
    table = start_table(client, 3, 5, variant="classic", delay=5.0)
    assert table.view.trumps == Suit.HEARTS
    client.press(pygame.K_DOWN)
    assert client.last == "Hearts, trumps, 4 cards. 6 of hearts, 3 of 12"
    client.press(pygame.K_UP)
    assert client.last == "Spades, 2 cards. 7 of spades, 1 of 12"


def test_the_trump_suit_in_russian_and_spanish(client):
    """The same jump in Russian and Spanish, whole."""
    table = start_table(client, 3, 5, variant="classic", delay=5.0)
    i18n.set_language("ru")
    client.press(pygame.K_DOWN)
    assert client.last == "Червы, козыри, 4 карты. Шестёрка червей, 3 из 12"
    client.press(pygame.K_UP)
    i18n.set_language("es")
    client.press(pygame.K_DOWN)
    assert client.last == "Corazones, triunfo, 4 cartas. 6 de corazones, 3 de 12"
    assert table.view.trumps == Suit.HEARTS


def test_h_marks_the_trump_suit():
    """H (T-28): the hand read suit by suit marks the trump suit, held or not: spades trumps,
    "Spades, trumps: 9, 10, ..."; hearts trumps, "No hearts, trumps."; no trumps (T-5), neither;
    Spanish and Russian whole."""
    hands = ["6S 7S 8S 9S 10S JS QS KS AS 6D 7D 10D",
             "6H 7H 8H 9H 10H JH QH KH AH QC KC AC",
             "6C 7C 8C 9C 10C JC 8D 9D JD QD KD AD"]
    spades = state_from_hands(hands, trumps="S").view(0)
    assert text.hand_text(spades) == ("Your hand, 12 cards. Spades, trumps: 6, 7, 8, 9, 10, jack, queen, king, ace. "
                                      "No hearts. No clubs. Diamonds: 6, 7, 10.")
    hearts = state_from_hands(hands, trumps="H").view(0)
    assert text.hand_text(hearts) == ("Your hand, 12 cards. Spades: 6, 7, 8, 9, 10, jack, queen, king, ace. "
                                      "No hearts, trumps. No clubs. Diamonds: 6, 7, 10.")
    plain = state_from_hands(hands, trumps=None).view(0)
    assert text.hand_text(plain) == ("Your hand, 12 cards. Spades: 6, 7, 8, 9, 10, jack, queen, king, ace. "
                                     "No hearts. No clubs. Diamonds: 6, 7, 10.")
    i18n.set_language("es")
    assert text.hand_text(hearts).endswith("Sin corazones, el triunfo. Sin tréboles. Diamantes: 6, 7, 10.")
    i18n.set_language("ru")
    assert "Пики, козыри: шестёрка, семёрка, восьмёрка" in text.hand_text(spades)
    assert "Нет червей, козырей. Нет треф." in text.hand_text(hearts)
