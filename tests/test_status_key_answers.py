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
