"""Keys pressed again and again while a computer player waits for the human's draw (C-8, C-22):
"Anna is waiting for your draw: press Space." is said once, later presses within
REFUSAL_REPEAT_SECONDS get the refused cue alone; the draw warning is never cut by them, and the
time to draw runs out as it would without the presses. Spoken by the timed fake engine
(tests/timed_speech.py, 0.05 s a character plus 0.1 s, in game time); seed 7: you hold the 6 of
hearts, Anna plays the 8 of hearts."""

import pygame
import pytest

from test_speech_pacing import ANNA, REMINDER, WARNING, _registered, quiet, start_timed  # noqa: F401

WAITING = "Anna is waiting for your draw: press Space."
PASSED = "Too late to draw: you play the rest of this round with 2 cards."


def _spam(client, speech, key, every=84, limit=60 * 30):
    """Press ``key`` every ``every`` frames (1.4 s) until Anna's card is said; returns the presses."""
    presses = 0
    for frame in range(limit):
        if ANNA in speech.texts:
            return presses
        if frame % every == 0:
            client.press(key)
            presses += 1
        else:
            client.frames(1)
    raise AssertionError(f"Anna never played; said: {speech.texts[-6:]}")


def _heard_after_reminder(speech):
    """The lines said from the draw reminder on, with their start, end and cut."""
    at = speech.texts.index(REMINDER)
    return speech.log[at:]


def test_return_every_1_4_s_during_the_wait_says_it_once_and_the_draw_closes_on_time(client):
    """C-8, found by ear: Return every 1.4 s while Anna holds her card for your draw said "Anna
    is waiting for your draw: press Space." at every press, each cutting the last, and the time
    to draw (silence only) stood still. Now: said once, whole; the presses after it get the
    refused cue alone (one each); the warning comes 3 s of silence after it (5 s "Time to
    draw") and is not cut by the presses during it; Anna plays 2 s after it. The presses cost
    the draw time only the one line they heard."""
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_1)
    quiet(client, speech)
    cues = client.app.sound.played.count("refused")
    presses = _spam(client, speech, pygame.K_RETURN)
    quiet(client, speech)
    log = _heard_after_reminder(speech)
    assert [spoken.text for spoken in log] == [
        REMINDER, WAITING, WARNING, ANNA, PASSED, "Bob: king of spades. Total 24.",
        "Your turn. Total 24. Your cards: queen of spades, 2 of spades. Enter plays the queen of spades."]
    assert [spoken.cut_at for spoken in log] == [None] * 7
    reminder, waiting, warning, anna = log[:4]
    assert waiting.start == pytest.approx(reminder.end, abs=0.02)  # the first press, as the reminder ended
    assert warning.start == pytest.approx(waiting.end + 3.0, abs=0.04)  # 3 s of silence after the answer
    assert anna.start == pytest.approx(warning.end + 2.0, abs=0.04)  # the 2 s it names
    assert presses == 7 and client.app.sound.played.count("refused") - cues == 7
    assert client.app.announcer.history.items().count(WAITING) == 1


def test_other_keys_are_answered_once_and_again_after_five_quiet_seconds(client):
    """C-8 "until you draw" (no timer, no warning): Return says it; 2, Up and Tab at once after
    it get the refused cue alone; Return 5.5 s after the line ended says it again (a player
    without sound would otherwise never hear it again)."""
    client.app.settings.section("counting")["draw_time"] = None
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_1)
    quiet(client, speech)
    said = len(speech.texts)
    cues = client.app.sound.played.count("refused")
    client.press(pygame.K_RETURN)
    for key in (pygame.K_2, pygame.K_UP, pygame.K_TAB):
        client.frames(20)
        client.press(key)
    quiet(client, speech)
    assert speech.texts[said:] == [WAITING]
    assert client.app.sound.played.count("refused") - cues == 4
    client.frames(int(60 * 5.5))
    client.press(pygame.K_RETURN)
    quiet(client, speech)
    assert speech.texts[said:] == [WAITING, WAITING]
    assert [spoken.cut_at for spoken in speech.log[-2:]] == [None, None]
    assert table.session.state.total == 6  # nothing played
