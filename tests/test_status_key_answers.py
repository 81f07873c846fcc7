"""When a status key (C, S, ...) is answered, on the fake engine of timed_speech (local tables):
at once when every other player's move was heard; while another player's move is still being
said, after it, not cutting it, since the answer tells the game as it stands after that move
(said first, it would tell what was not yet heard). Each key asked is answered, in the order
asked; only a newer press of the same key replaces its answer still waiting (C-22, C-23; T-28)."""

import pygame
import pytest

from test_speech_pacing import _until_said, quiet, start_timed


@pytest.fixture(autouse=True)
def _registered():
    from game.counting.menu_entry import ENTRY
    from game.scenes.registry import register_game
    register_game(ENTRY)


def test_status_keys_while_a_move_is_said_are_answered_after_it(client):
    """C-22: seed 7; C then S pressed while "Anna: 8 of hearts. Total 14." is said: her card is
    said to its end, then the total and the tokens, each key answered in the order asked (was:
    S's answer replaced C's, never said: the player asked for the total and never heard it),
    then Bob's card."""
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_1)  # Ana's card
    line = _until_said(client, speech, "Anna: 8 of hearts.")
    client.frames(6)
    client.press(pygame.K_c)
    client.press(pygame.K_s)
    quiet(client, speech)
    at = speech.texts.index(line.text)
    assert speech.log[at].cut_at is None
    assert speech.texts[at:at + 5] == [line.text, "Too late to draw: you play the rest of this round with 2 cards.",  # C-8
                                       "Total 14.", "Tokens: you 9, Anna 9, Bob 9.", "Bob: king of spades. Total 24."]
    assert all(spoken.cut_at is None for spoken in speech.log[at:at + 5])


def test_the_same_status_key_pressed_again_while_its_answer_waits_is_answered_once(client):
    """C-22: C, S, then C again while Anna's card is said: the newer C replaces the total's
    answer still waiting (the same question, asked again: said once, where it was last asked),
    S's answer stays."""
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_1)
    line = _until_said(client, speech, "Anna: 8 of hearts.")
    client.frames(6)
    client.press(pygame.K_c)
    client.press(pygame.K_s)
    client.press(pygame.K_c)
    quiet(client, speech)
    at = speech.texts.index(line.text)
    assert speech.texts[at + 1:at + 5] == ["Too late to draw: you play the rest of this round with 2 cards.",
                                           "Tokens: you 9, Anna 9, Bob 9.", "Total 14.", "Bob: king of spades. Total 24."]
    assert speech.texts.count("Total 14.") == 1
    assert client.app.announcer.history.items().count("Total 14.") == 1


def test_a_status_key_once_the_moves_were_heard_answers_at_once(client):
    """C-22: with nothing of the other players' still to say, C answers at once."""
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_c)
    assert speech.texts[-1] == "Total 0."


def test_the_turn_key_while_a_move_is_said_is_answered_after_it(client):
    """C-23 (found by ear): T pressed while "Anna: 8 of hearts. Total 14." is said no longer cuts
    her card (which was then said again whole after the answer): as C and S, it is answered once
    her card was heard, and tells the turn as it stands after it."""
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_1)
    line = _until_said(client, speech, "Anna: 8 of hearts.")
    client.frames(6)
    client.press(pygame.K_t)
    quiet(client, speech)
    at = speech.texts.index(line.text)
    assert speech.log[at].cut_at is None
    assert speech.texts.count(line.text) == 1
    assert speech.texts[at + 1:at + 3] == ["Too late to draw: you play the rest of this round with 2 cards.",
                                           "Bob's turn. Play goes clockwise."]


def test_status_keys_while_ones_own_move_is_said_are_each_answered_after_it(client):
    """C-22 (found by ear): C then S pressed while one's own card is said ("You: 6 of hearts.
    Total 6."): the card, then the total after it, then the tokens, each key answered in the
    order asked (was: S's answer replaced C's, waiting behind one's move, and the total asked
    for was never heard), then the draw's prompt."""
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_1)
    client.frames(6)
    client.press(pygame.K_c)
    client.press(pygame.K_s)
    quiet(client, speech)
    at = speech.texts.index("You: 6 of hearts. Total 6.")
    assert speech.texts[at:] == ["You: 6 of hearts. Total 6.", "Total 6.", "Tokens: you 9, Anna 9, Bob 9.",
                                 "You can still draw: press Space."]
    assert all(spoken.cut_at is None for spoken in speech.log[at:])
    assert client.app.announcer.history.items().count("Total 6.") == 1


def test_status_keys_pressed_quickly_are_each_answered_whole_in_order(client):
    """C-22 (found by ear in the trick game: T, B, K, S pressed quickly, only the last answer
    heard whole): C, S, T, H pressed 0.05 s apart with nothing else being said: the total, the
    tokens, the turn and the hand, each whole, in the order asked (a newer status key's answer
    no longer cuts the one being said)."""
    table, speech = start_timed(client)
    quiet(client, speech)
    at = len(speech.log)
    for key in (pygame.K_c, pygame.K_s, pygame.K_t, pygame.K_h):
        client.press(key)
        client.frames(3)
    quiet(client, speech)
    assert speech.texts[at:] == ["Total 0.", "Tokens: you 9, Anna 9, Bob 9.", "Your turn. Play goes clockwise.",
                                 "Your cards: 6 of hearts, queen of spades, 2 of spades."]
    assert all(spoken.cut_at is None for spoken in speech.log[at:])


def test_the_same_status_key_again_replaces_its_answer_after_the_others(client):
    """C-22: C, S, then C again, quickly, with nothing else being said: the first total is cut by
    the same question asked again, which is answered after the tokens (asked before it)."""
    table, speech = start_timed(client)
    quiet(client, speech)
    at = len(speech.log)
    for key in (pygame.K_c, pygame.K_s, pygame.K_c):
        client.press(key)
        client.frames(3)
    quiet(client, speech)
    assert [(spoken.text, spoken.cut_at is not None) for spoken in speech.log[at:]] == [
        ("Total 0.", True), ("Tokens: you 9, Anna 9, Bob 9.", False), ("Total 0.", False)]


def test_an_arrow_still_cuts_a_status_answer(client):
    """C-22 (a guard: reading the hand by arrows stays fast): C, then Right at once: the total is
    cut by the card's name."""
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_c)
    client.frames(3)
    client.press(pygame.K_RIGHT)
    quiet(client, speech)
    assert speech.log[-2].text == "Total 0." and speech.log[-2].cut_at is not None
    assert speech.texts[-1].startswith("Queen of spades")


def test_trick_game_status_keys_pressed_quickly_are_each_answered_whole_in_order(client):
    """T-28 (found by ear: T, B, K, S pressed quickly, and each answer but the scores was cut by
    the next): each is answered whole, in the order asked, then the turn line (3 players, seed
    11, one's lead after the trick won, heard whole)."""
    import importlib

    import game.tricks.menu_entry
    importlib.reload(game.tricks.menu_entry)
    from test_turn_line_heard_keys import LEAD, trick_won_being_said
    table, speech = trick_won_being_said(client)
    quiet(client, speech)
    assert speech.texts[-1] == LEAD
    at = len(speech.log)
    for key in (pygame.K_t, pygame.K_b, pygame.K_k, pygame.K_s):
        client.press(key)
        client.frames(3)
    quiet(client, speech)
    assert speech.texts[at:] == ["No trumps.",
                                 "Bids: you 4, Anna secret, Bob secret. You have 1 of 4 tricks: you need 3 more.",
                                 "Tricks: you 1, Anna 0, Bob 2. 3 of 9 played. You have 1 of 4 tricks: you need 3 more.",
                                 "Scores: you 0, Anna 0, Bob 0. Target 200."]
    assert all(spoken.cut_at is None for spoken in speech.log[at:])


def test_the_hand_key_while_a_move_is_said_is_answered_after_it_in_the_order_asked(client):
    """C-22 (found by ear, seed 11: H during Bob's card cut it at 84 % and was answered before
    the total, the tokens and the turn asked before it): C, S, T, H pressed while "Anna: 8 of
    hearts. Total 14." is said: her card is said to its end, then each answer in the order
    asked, the hand last, as every other status key's."""
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_1)
    line = _until_said(client, speech, "Anna: 8 of hearts.")
    client.frames(6)
    for key in (pygame.K_c, pygame.K_s, pygame.K_t, pygame.K_h):
        client.press(key)
        client.frames(3)
    quiet(client, speech)
    at = speech.texts.index(line.text)
    assert speech.log[at].cut_at is None
    assert speech.texts.count(line.text) == 1
    assert speech.texts[at + 1:at + 6] == ["Too late to draw: you play the rest of this round with 2 cards.",
                                           "Total 14.", "Tokens: you 9, Anna 9, Bob 9.",
                                           "Bob's turn. Play goes clockwise.",
                                           "Your cards: queen of spades, 2 of spades."]
    assert all(spoken.cut_at is None for spoken in speech.log[at:at + 6])


def test_the_hand_key_pressed_again_while_its_answer_waits_is_answered_once(client):
    """C-22: H, S, then H again while Anna's card is said: the newer H replaces the hand's
    answer still waiting (the same question asked again: said once, where it was last asked),
    as C's does."""
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_1)
    line = _until_said(client, speech, "Anna: 8 of hearts.")
    client.frames(6)
    for key in (pygame.K_h, pygame.K_s, pygame.K_h):
        client.press(key)
        client.frames(3)
    quiet(client, speech)
    at = speech.texts.index(line.text)
    hand = "Your cards: queen of spades, 2 of spades."
    assert speech.log[at].cut_at is None
    assert speech.texts[at + 1:at + 4] == ["Too late to draw: you play the rest of this round with 2 cards.",
                                           "Tokens: you 9, Anna 9, Bob 9.", hand]
    assert speech.texts.count(hand) == 1
    assert client.app.announcer.history.items().count(hand) == 1
