"""Left/Right while other players' moves are still being said (C-22): the answer names the card
and its place only, never what it would do on the total those unheard moves made (found by ear:
"2 of spades: total doubles to 24, 2 of 3" before "Anna: 2 of clubs. Total doubles to 12.");
once the moves were heard, the card's effect again. Timed with the fake speech of
tests/timed_speech.py; seed 7: you hold the 6 of hearts, Anna plays the 8 of hearts, Bob the king
of spades."""

import pygame

from test_speech_pacing import ANNA, _registered, frames_until_said, quiet, start_timed  # noqa: F401

BOB = "Bob: king of spades. Total 24."


def test_arrows_during_the_others_moves_name_the_card_and_place_only(client):
    """C-22: your 6 of hearts, Space draws the king of clubs; Right twice as Anna's card is
    said: "2 of spades, 2 of 3", "King of clubs, 3 of 3" (no total: Anna's 8 is not heard yet),
    then the moves (Anna's, cut by the key, said again whole), then your turn; Right once it was
    heard: the effect on total 24."""
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_1)
    client.press(pygame.K_SPACE)
    frames_until_said(client, speech, ANNA)
    said = speech.texts.index(ANNA)
    client.frames(10)
    client.press(pygame.K_RIGHT)
    client.frames(10)
    client.press(pygame.K_RIGHT)
    quiet(client, speech)
    assert speech.texts[said:] == [
        ANNA, "2 of spades, 2 of 3", "King of clubs, 3 of 3", ANNA, BOB,
        "Your turn. Total 24. Your cards: queen of spades, 2 of spades, king of clubs. Enter plays the queen of spades."]
    client.press(pygame.K_RIGHT)  # (the turn starts on the first card)
    quiet(client, speech)
    assert speech.texts[-1] == "2 of spades: total doubles to 48, passes 33: you lose 1 token, 2 of 3"
