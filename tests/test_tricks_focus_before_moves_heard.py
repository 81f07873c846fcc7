"""Left/Right in the trick game while other players' cards are still being said (T-28, T-29):
the answer names the card and its place only, never "playable" or "cannot play: you must follow
spades", which tell the turn and the suit led by cards not yet heard; once heard, the status
again. Timed with the fake speech of tests/timed_speech.py; seed 4: Anna leads the ace of
spades, Bob plays the 6 of spades, and you have no spades."""

import pygame
import pytest

from timed_speech import app_timed_speech

pytestmark = pytest.mark.usefixtures("tricks_registered")


BOB = "Bob: 6 of spades."
TURN = ("Your turn. Anna led the ace of spades. Anna's lead is still winning. Also on the table: Bob, 6 of "
        "spades. You have no spades. You have 0 of 3 tricks: you need 3 more. Focus: 8 of clubs.")


def test_an_arrow_as_the_cards_before_ones_turn_are_said_tells_no_status(client):
    """T-28: the first trick's cards reach your turn; Right as Bob's card is being said: "8 of
    clubs, 2 of 9" (no "playable": your turn is not yet heard), then Bob's card said again whole
    and the turn line; Right once all was heard: "..., playable"."""
    speech = app_timed_speech(client)
    client.app.settings.set("cpu_delay", 0.3)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=3, seed=4)
    table = client.app.top
    for _ in range(60 * 200):
        state = table.session.state
        if state.phase == "bidding" and 0 in state.to_act():
            table.marked = list(state.legal_bid_cards(0)[:3])
            table._bid(None)
        elif (state.phase == "play" and state.turn_controller == 0 and len(state.current_trick) == 2
              and speech.log and speech.log[-1].text == BOB and not speech.idle()):
            break
        client.wait(1)
    else:
        raise AssertionError("Bob's card never said at the human's turn")
    at = len(speech.log) - 1
    client.press(pygame.K_RIGHT)
    for _ in range(60 * 30):
        if not client.app.announcer.speech_busy():
            break
        client.wait(1)
    assert speech.texts[at:] == [BOB, "8 of clubs, 2 of 9", BOB, TURN]
    client.press(pygame.K_RIGHT)
    assert speech.texts[-1].endswith(", 3 of 9, playable")
