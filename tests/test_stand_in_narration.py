"""What a person back at an online table hears of the moves a computer made for them while they
were away (:attr:`game.engine.perspective.Perspective.stand_in`): every move names the computer
("A computer player for you ..."), never "You", in whole sentences: its cards and draws, the
thresholds its cards reached or passed and the rounds they ended (C-12..C-15), its jack's extra
turn (C-16); in the trick game its bid and premium (T-6, T-7, T-9), its lead, its cards from
the dummy (T-21). What befell the seat (tokens, scores) stays the person's own ("you lose 2
tokens")."""

from __future__ import annotations

from game.counting import text as counting_text
from game.counting.events import (CardDrawn, CardPlayed, GameEnded, PlaysAgain, PlayerEliminated,
                                  RoundEnded, ThresholdPassed, ThresholdReached, TokensLost, TurnStarted)
from game.engine.cards import Card
from game.engine.perspective import Perspective
from game.tricks import events as tricks_events
from game.tricks import text as tricks_text
from tests.test_narration_seats import NAMES, tricks_deal
from game.tricks import visibility as tricks_seats

AWAY = Perspective(0, NAMES, stand_in=0)
"""Zoe (seat 0) hearing what a computer did for her while she was away."""
HERE = Perspective(0, NAMES)


def counting_said(me: Perspective, events) -> list[str]:
    return [message.text for message in counting_text.narrate(me, events, [])]


def test_a_computers_card_that_reaches_33_names_it_and_the_others_pay():
    """C-12: the computer's card reaches 33 for Zoe: it is named; Anna and Ben pay."""
    events = [CardPlayed(0, Card.parse("3S"), None, "add", 30, 33), ThresholdReached(0, 33),
              TokensLost(1, 1, "reached 33", 4, 0, 1), TokensLost(2, 1, "reached 33", 6, 0, 1)]
    assert counting_said(AWAY, events) == [
        "A computer player for you: 3 of spades. Total 33.",
        "A computer player for you reached 33: everyone else loses 1 token. Tokens left: Anna 4, Ben 6."]
    assert counting_said(HERE, events)[1].startswith("You reached 33: everyone else loses 1 token.")


def test_a_computers_card_that_passes_99_names_it_and_the_loss_stays_yours():
    """C-13, C-15: the computer's card passes 99 for Zoe: the round is over by its card, the
    tokens lost are hers."""
    events = [CardPlayed(0, Card.parse("KS"), None, "add", 95, 105), ThresholdPassed(0, (99,)),
              TokensLost(0, 2, "passed 99", 4, 0, 2, (99,)), RoundEnded(3, "passed 99", 0, None)]
    assert counting_said(AWAY, events) == [
        "A computer player for you: king of spades. Total 105.",
        "A computer player for you passed 99: you lose 2 tokens. 4 left.",
        "Round 3 over. Enter: next round."]  # (its cause just said: C-23)
    assert counting_said(HERE, events)[1:] == ["You passed 99: you lose 2 tokens. 4 left.",
                                               "Round 3 over. Enter: next round."]
    # said on its own (coming back to the pause), the round's end names the computer's card
    assert counting_text.round_ended_text(AWAY, events[-1]) == (
        "Round 3 over: a computer player for you passed 99. Enter: next round.")
    assert counting_text.round_ended_text(HERE, events[-1]) == "Round 3 over: you passed 99. Enter: next round."


def test_a_computers_card_that_reaches_99_wins_the_round_for_you():
    """C-14: reaching 99 wins the round: said as the computer's card, the others pay."""
    events = [CardPlayed(0, Card.parse("9S"), None, "add", 90, 99), ThresholdReached(0, 99),
              TokensLost(1, 2, "reached 99", 3, 0, 2), TokensLost(2, 2, "reached 99", 0, 0, 2),
              PlayerEliminated(2, 2), RoundEnded(2, "reached 99", 0, 0)]
    assert counting_said(AWAY, events)[1:] == [
        "A computer player for you reached 99 and wins the round: everyone else loses 2 tokens. "
        "Tokens left: Anna 3, Ben 0. Ben is out. 2 players left.",
        "Round 2 over. Enter: next round."]  # (no tokens said in it: the tokens left stay; C-23)
    assert counting_text.round_ended_text(AWAY, events[-1]) == (
        "Round 2 over: a computer player for you reached 99. Enter: next round.")


def test_a_computers_draw_for_you_is_said_before_the_next_card_and_the_games_end():
    """C-8, C-20: what was missed comes as one batch of several moves; the computer's draw for Zoe
    (in its card's update, after the next turn began) is said before Anna's card that ends the
    game, never after the game's end (found by ear: "... 1 player left." then "A computer player
    for you draws the 5 of spades.")."""
    events = [CardPlayed(0, Card.parse("3S"), 3, "add", 60, 63), TurnStarted(1, 63),
              CardDrawn(0, Card.parse("5S"), 20),
              CardPlayed(1, Card.parse("KS"), 10, "add", 63, 73), ThresholdPassed(1, (66,)),
              TokensLost(1, 1, "passed 66", 0, 0, 1, (66,)), PlayerEliminated(1, 1), GameEnded(0)]
    said = [text for text in counting_said(AWAY, events) if text]
    assert said == ["A computer player for you: 3 of spades. Total 63.",
                    "A computer player for you draws the 5 of spades.",
                    "Anna: king of spades. Total 73.",
                    "Anna passed 66: loses 1 token, has 0 and is out. 1 player left."]


def test_a_computers_jack_plays_again_for_you():
    """C-16: a jack with two players: the computer plays again for Zoe."""
    assert counting_said(AWAY, [PlaysAgain(0)]) == ["A computer player for you plays again."]
    assert counting_said(HERE, [PlaysAgain(0)]) == ["You play again."]


def tricks_said(me: Perspective) -> list[str]:
    said = []
    for events, views in tricks_deal():
        said += [m.text for m in tricks_text.narrate(me, tricks_seats.events_for(me.seat, events), views[me.seat],
                                                     "target") if not m.prompt]
    return said


def test_a_computers_bid_and_lead_for_you_name_it():
    """T-6, T-7, T-29: the deal of test_narration_seats with seat 0's bid and lead made by a
    computer for Zoe: its bid names the cards it laid aside, then its lead."""
    assert tricks_said(AWAY) == [
        "Deal 1. Ben deals. No trumps. You lead.",
        "Anna has bid.",
        "Ben has bid.",
        "A computer player for you bid 4: it laid aside 8 of spades, queen of spades, 6 of hearts.",
        "Anna declares: bid 3. Bid cards: 6 of spades, 9 of spades, 10 of spades.",
        "Bidding over. A computer player for you leads.",
        "A computer player for you: 8 of hearts.",
        "Anna discards the ace of spades.",
        "Ben: 7 of hearts.",
        "A computer player for you wins the trick with the 8 of hearts. Tricks: you 1, Anna 0, Ben 0."]
    assert tricks_said(HERE)[-1] == "You win the trick with the 8 of hearts. Tricks: you 1, Anna 0, Ben 0."


def test_a_trick_a_computer_won_or_trumped_low_for_you_names_it():
    """T-13, T-29 (found by ear: the history said "You win the trick ..." of a trick a computer
    won in one's seat while one was away): the computer's trick and its low trump name it; the
    tricks counted stay one's own ("you 2"); another's low trump under its card says "your"."""
    won = tricks_events.TrickWon(0, Card.parse("KH"), ((1, Card.parse("9H")), (0, Card.parse("KH"))), (2, 1, 0), 3, 0)
    assert tricks_text.trick_won_text(AWAY, won, None) == (
        "A computer player for you wins the trick with the king of hearts. Tricks: you 2, Anna 1, Ben 0.")
    assert tricks_text.trick_won_text(HERE, won, None) == (
        "You win the trick with the king of hearts. Tricks: you 2, Anna 1, Ben 0.")
    trick = ((1, Card.parse("9H")), (2, Card.parse("8S")), (0, Card.parse("7S")))
    low = tricks_events.CardPlayed(0, 0, Card.parse("7S"), None, False, False, True)
    assert tricks_text.undertrump_text(AWAY, low, trick, None, None) == (
        "A computer player for you trumps low with the 7 of spades; Ben's 8 of spades still wins.")
    assert tricks_text.undertrump_text(HERE, low, trick, None, None) == (
        "You trump low with the 7 of spades; Ben's 8 of spades still wins.")


def test_a_computers_bid_with_a_premium_for_you():
    """T-9: the premium it offered, and the premium that stands, name it."""
    cards = (Card.parse("AS"), Card.parse("KS"), Card.parse("2H"))
    assert tricks_text.bid_laid_aside_text(4, cards, "declare", stand_in=True) == (
        "A computer player for you bid 4 and offers to declare: it laid aside ace of spades, king of spades, "
        "2 of hearts.")
    assert tricks_text.bid_laid_aside_text(4, cards, "reveal", stand_in=True) == (
        "A computer player for you bid 4 and offers to reveal: it laid aside ace of spades, king of spades, "
        "2 of hearts.")
    assert tricks_text.premium_standing_text(AWAY, 0, "declare", 4, "ace of spades, king of spades, 2 of hearts") == (
        "A computer player for you declares: bid 4. Your bid cards: ace of spades, king of spades, 2 of hearts.")
    assert tricks_text.premium_standing_text(AWAY, 0, "reveal", 4, "ace of spades") == (
        "A computer player for you reveals: bid 4. Your bid cards: ace of spades.")
    assert tricks_text.bid_laid_aside_text(4, cards, None) == (  # the turn timer's computer: as before
        "Laid aside for you: ace of spades, king of spades, 2 of hearts. Your bid is 4.")


def test_a_computers_cards_from_the_dummy_for_you_name_it():
    """T-21: two players, Zoe controls the dummy (seat 2); the computer that played for her chose
    the dummy's cards: each names it."""
    def card(lead: bool, follows: bool, trump: bool):
        return tricks_events.CardPlayed(2, 0, Card.parse("9S"), None, lead, follows, trump)
    said = [tricks_text.dummy_card_text(AWAY, card(*flags))
            for flags in ((True, False, False), (False, True, False), (False, False, True), (False, False, False))]
    assert said == ["A computer player for you leads from the dummy: 9 of spades.",
                    "A computer player for you plays the dummy's 9 of spades.",
                    "A computer player for you trumps with the dummy's 9 of spades.",
                    "A computer player for you discards the dummy's 9 of spades."]
    assert tricks_text.dummy_card_text(HERE, card(False, True, False)) == "You play the dummy's 9 of spades."


def test_the_stand_ins_sentences_in_spanish_and_russian(client):
    """The stand-in's bid, dummy card and threshold, a draw that passed (C-8, C-19) and the
    opening's two packs (C-2), in each language."""
    cards = (Card.parse("9C"), Card.parse("KH"), Card.parse("6D"))
    dummy_card = tricks_events.CardPlayed(2, 0, Card.parse("9S"), None, False, True, False)
    reached = [CardPlayed(0, Card.parse("3S"), None, "add", 30, 33), ThresholdReached(0, 33),
               TokensLost(1, 1, "reached 33", 4, 0, 1), TokensLost(2, 1, "reached 33", 6, 0, 1)]
    client.app.apply_language("es")
    assert tricks_text.bid_laid_aside_text(5, cards, None, stand_in=True) == (
        "Un jugador de la computadora apostó 5 por ti: apartó el 9 de tréboles, el rey de corazones, "
        "el 6 de diamantes.")
    assert tricks_text.dummy_card_text(AWAY, dummy_card) == (
        "Un jugador de la computadora juega por ti desde el muerto: el 9 de picas.")
    assert counting_said(AWAY, reached)[1].startswith("Un jugador de la computadora llega por ti a 33")
    won = tricks_events.TrickWon(0, Card.parse("KH"), ((1, Card.parse("9H")), (0, Card.parse("KH"))), (2, 1, 0), 3, 0)
    assert tricks_text.trick_won_text(AWAY, won, None) == (
        "Un jugador de la computadora gana la baza por ti con el rey de corazones. Bazas: tú 2, Anna 1, Ben 0.")
    assert counting_text.too_late_line(0) == "Demasiado tarde para robar: tu mano sigue vacía y en tu turno eso cuesta 3 fichas."
    assert counting_text.too_late_line(1) == "Demasiado tarde para robar: juegas el resto de esta ronda con 1 carta."
    assert counting_text.too_late_line(2) == "Demasiado tarde para robar: juegas el resto de esta ronda con 2 cartas."
    client.app.apply_language("ru")
    assert tricks_text.bid_laid_aside_text(5, cards, None, stand_in=True) == (
        "Компьютер вместо вас поставил 5: он отложил девятку треф, короля червей, шестёрку бубен.")
    assert tricks_text.dummy_card_text(AWAY, dummy_card) == "Компьютер вместо вас играет с руки болвана девятку пик."
    assert counting_said(AWAY, reached)[1].startswith("Компьютер вместо вас набирает ровно 33")
    assert tricks_text.trick_won_text(AWAY, won, None) == (
        "Компьютер вместо вас берёт взятку, сыграв короля червей. Взятки: вы 2, Anna 1, Ben 0.")
    assert counting_text.too_late_line(0) == "Добирать поздно: рука остаётся пустой, и в ваш ход это стоит 3 фишки."
    assert counting_text.too_late_line(1) == "Добирать поздно: до конца раунда у вас 1 карта."
    assert counting_text.too_late_line(2) == "Добирать поздно: до конца раунда у вас 2 карты."
    assert counting_text.too_late_line(5) == "Добирать поздно: до конца раунда у вас 5 карт."
    assert counting_text.start_text(8, 9, "auto", packs=2) == (
        "Счётная игра, игроков: 8, у каждого 9 фишек, карт в руке: 3. 2 колоды: 104 карты. Карты добираются за вас.")
