"""The classic game's joker (T-26) said with the trumps (T-28 T key, T-29 the deal's opening): a
tester by ear heard T say "Trumps: diamonds. Turned up: ace of diamonds. The joker counts as the
ace of diamonds." with the joker in their own hand, told only by H, which a sighted player sees
at once. Now T adds "You hold the joker." (and, 2 players, "The dummy holds the joker." once the
dummy's cards lie face up, T-20, T-21), and so does the deal's opening line, before the bidding;
never another's hidden cards, nor a joker played or laid aside as a bid card. Also the deal
summary's T, which said "This deal: clubs." without the word trumps (T-28)."""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from game.engine.cards import JOKER, Card, Suit
from game.engine.perspective import Perspective
from game.tricks import TricksOptions, TricksState, text
from game.tricks.actions import Bid
from game.tricks.ai import choose_action
from game.tricks.events import DealStarted
from test_tricks_table_driver import start_table

SPADES_JOKER = "Trumps: spades. Turned up: jack of spades. The joker counts as the jack of spades."
"""Seed 2, 3 players, classic: the jack of spades turned, the joker dealt to seat 0 (you)."""


def classic3() -> TricksState:
    state = TricksState.new(TricksOptions(players=3, variant="classic"), 2)
    assert any(card.is_joker for card in state.hands[0])
    return state


def test_t26_t28_t_says_you_hold_the_joker():
    """T-26, T-28: the joker in your hand: T says so after what it counts as; another seat's
    view (the joker hidden in your hand) and a spectator's do not."""
    state = classic3()
    assert text.trumps_text(state.view(0)) == f"{SPADES_JOKER} You hold the joker."
    assert text.trumps_text(state.view(1)) == SPADES_JOKER
    assert text.trumps_text(state.view(None)) == SPADES_JOKER


def test_t26_t28_no_word_of_a_joker_played_or_laid_aside():
    """T-26, T-28: once you played the joker, T says what it counts as, nothing of who holds it;
    the joker among your face-down bid cards (not in the hand you play) is not said held."""
    state = classic3()
    view = state.view(0)
    aside = dataclasses.replace(view, hand=tuple(card for card in view.hand if not card.is_joker),
                                bid_cards=(JOKER, Card.parse("6H"), Card.parse("7H")))
    assert text.trumps_text(aside) == SPADES_JOKER
    rng = random.Random(3)
    while state.phase == "bidding":
        seat = state.to_act()[0]
        view = state.view(seat)
        if seat == 0:  # keep the joker in hand
            state.apply(Bid(0, tuple(card for card in view.hand if not card.is_joker)[:3]))
        else:
            state.apply(choose_action(view, rng))
    assert text.trumps_text(state.view(0)).endswith(" You hold the joker.")
    while any(card.is_joker for card in state.hands[0]):
        seat = state.to_act()[0]
        view = state.view(seat)
        joker = [play for play in view.legal_plays if play.card.is_joker]
        state.apply(joker[0] if joker else choose_action(view, rng))
    assert text.trumps_text(state.view(0)) == SPADES_JOKER


def test_t20_t26_t28_t_says_the_dummy_holds_the_joker_once_laid_out():
    """T-20, T-21, T-26, T-28 (2 players, seed 4): the joker among the dummy's face-up cards, which
    both live players see and play from: "The dummy holds the joker."; before they are laid out
    (the bidding), nothing: they are hidden."""
    state = TricksState.new(TricksOptions(players=2, variant="classic"), 4)
    words = "Trumps: diamonds. Turned up: 7 of diamonds. The joker counts as the 7 of diamonds."
    assert state.view(0).dummy_hand is None
    assert text.trumps_text(state.view(0)) == words
    rng = random.Random(1)
    while state.phase == "bidding":
        state.apply(choose_action(state.view(state.to_act()[0]), rng))
    assert JOKER in state.view(0).dummy_hand
    assert text.trumps_text(state.view(0)) == f"{words} The dummy holds the joker."
    assert text.trumps_text(state.view(1)) == f"{words} The dummy holds the joker."


def revealed_by_max():
    """Seed 2, classic: Anna's view (seat 1) with Max's hand (seat 0, holding the joker) revealed
    (T-10); and that view before it was."""
    state = classic3()
    view = state.view(1)
    return dataclasses.replace(view, open_hands=(tuple(state.hands[0]), None, None)), view


def test_t10_t26_t28_t_names_who_revealed_a_hand_with_the_joker():
    """T-10, T-26, T-28: Max (seat 0) revealed a hand that holds the joker: T at Anna's seat
    says "Max holds the joker."; a hand not revealed says nothing."""
    revealed, hidden = revealed_by_max()
    assert text.trumps_text(hidden, Perspective(1)) == SPADES_JOKER
    assert text.trumps_text(revealed, Perspective(1)) == f"{SPADES_JOKER} Max holds the joker."


def test_t26_t29_the_deals_opening_says_you_hold_the_joker():
    """T-26, T-29: the deal's opening line says the joker is yours, before the bidding; another
    seat's opening does not."""
    state = classic3()
    events = state.start_events()
    assert text.narrate(Perspective(0), events, state.view(0), "target")[0].text == (
        "Deal 1. You deal. Turned up: jack of spades. Trumps: spades. "
        "The joker counts as the jack of spades. You hold the joker. Anna leads.")
    assert text.narrate(Perspective(1), events, state.view(1), "target")[0].text == (
        "Deal 1. Max deals. Turned up: jack of spades. Trumps: spades. "
        "The joker counts as the jack of spades. You lead.")
    started = DealStarted(deal=1, game_number=1, first_deal=True, dealer=0, trumps=Suit.SPADES,
                          turn_up=Card.parse("JS"), joker_as=Card.parse("JS"))
    assert text.deal_started_text(Perspective(0), started, 3) == (
        "Deal 1. You deal. Turned up: jack of spades. Trumps: spades. The joker counts as the jack of spades. "
        "Anna leads.")


def test_t26_t28_table_t_key_and_opening_with_the_joker_in_hand(client):
    """T-26, T-28, T-29 at the table (3 players, seed 2, classic): the opening line and T."""
    table = start_table(client, 3, 2, variant="classic")
    assert any(card.is_joker for card in table.view.hand)
    assert ("Deal 1. You deal. Turned up: jack of spades. Trumps: spades. The joker counts as the jack of "
            "spades. You hold the joker. Anna leads.") in client.texts
    client.clear()
    client.press(pygame.K_t)
    assert client.texts == [f"{SPADES_JOKER} You hold the joker."]


def test_t28_summary_t_names_the_deals_trumps():
    """T-26, T-28: T on the deal summary, "This deal's trumps: clubs." (was "This deal: clubs.")
    and "This deal had no trumps." (was "This deal: no trumps.")."""
    classic = DealStarted(deal=2, game_number=1, first_deal=False, dealer=1, trumps=Suit.CLUBS,
                          turn_up=Card.parse("7C"), joker_as=Card.parse("7C"))
    assert text.summary_trumps_text(classic, classic, 1) == (
        "This deal's trumps: clubs. The joker counted as the 7 of clubs. Next deal: a turned-up card sets trumps.")
    nine = DealStarted(deal=3, game_number=1, first_deal=False, dealer=2, trumps=None,
                       turn_up=Card.parse("9C"), joker_as=Card.parse("9C"))
    assert text.summary_trumps_text(nine, classic, 1) == (
        "This deal had no trumps. The joker counted as the 9 of clubs. Next deal: a turned-up card sets trumps.")


@pytest.mark.parametrize("language, held, summary, revealed", [
    ("es", "Triunfo: picas. Carta vuelta: sota de picas. El comodín vale como la sota de picas. Tienes el comodín.",
     "Triunfo de este reparto: tréboles. El comodín valía como el 7 de tréboles.", "Max tiene el comodín."),
    ("ru", "Козыри: пики. Открыта карта: валет пик. Джокер считается за валета пик. Джокер у вас.",
     "Козыри этой сдачи: трефы. Джокер считался за семёрку треф.", "Джокер у игрока Макс."),
])
def test_t26_t28_the_new_words_in_spanish_and_russian(language, held, summary, revealed):
    """T-10, T-26, T-28: "You hold the joker.", "Max holds the joker." (a hand revealed) and
    "This deal's trumps: ..." translated."""
    from game import i18n
    i18n.set_language(language)  # (the conftest sets English back)
    assert text.trumps_text(classic3().view(0)) == held
    assert text.joker_holder_text(revealed_by_max()[0], Perspective(1)) == revealed
    classic = DealStarted(deal=2, game_number=1, first_deal=False, dealer=1, trumps=Suit.CLUBS,
                          turn_up=Card.parse("7C"), joker_as=Card.parse("7C"))
    assert text.summary_trumps_text(classic, None, 1) == summary
