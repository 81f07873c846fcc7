"""The counting table's draw warning cut by a key (C-8, C-22): "2 seconds left to draw: press
Space." cut by the answer to a status key (C, S, T...) is said again right after that answer
while the draw is still open, and the next card comes 2 s of silence after it was heard; a
warning heard whole is not said again; Ctrl silences it for good; a covering scene (the pause
menu) starts the time to draw again. Spoken by the timed fake engine (tests/timed_speech.py,
0.05 s a character plus 0.1 s, in game time); seed 7: you hold the 6 of hearts, Anna plays the
8 of hearts."""

import pygame
import pytest

from test_speech_pacing import ANNA, REMINDER, WARNING, _registered, ended, quiet, start_timed  # noqa: F401

TOTAL = "Total 6."
TOKENS = "Tokens: you 9, Anna 9, Bob 9."
PASSED = "Too late to draw: you play the rest of this round with 2 cards."


def _until(client, speech, sentence, seconds=20):
    """Frames until ``sentence`` starts being said."""
    for _ in range(int(60 * seconds)):
        if speech.texts and speech.texts[-1] == sentence:
            return
        client.frames(1)
    raise AssertionError(f"{sentence!r} not said; said: {speech.texts[-4:]}")


def _played_and_warned(client):
    """Your 6 of hearts played; frames until the warning starts. Returns the table and speech."""
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_1)
    _until(client, speech, WARNING)
    return table, speech


def _after(speech, sentence):
    """The texts said after the first ``sentence``."""
    return speech.texts[speech.texts.index(sentence) + 1:]


@pytest.mark.parametrize("key,answer", [(pygame.K_c, TOTAL), (pygame.K_s, TOKENS)])
def test_a_status_key_that_cuts_the_warning_is_followed_by_the_warning_again(client, key, answer):
    """C-8, C-22 (found by ear: C cut "2 seconds left to draw" and Anna's card came 2 s after
    "Total 6.", unannounced): the key's answer first, then the warning whole, then 2 s of
    silence, then Anna's card and that the chance is gone."""
    table, speech = _played_and_warned(client)
    client.frames(30)  # half a second into the warning
    client.press(key)
    _until(client, speech, PASSED)
    assert _after(speech, REMINDER) == [WARNING, answer, WARNING, ANNA, PASSED]
    first, said, again, anna = speech.log[-5:-1]
    assert first.cut_at is not None and said.cut_at is None and again.cut_at is None
    assert again.start == pytest.approx(said.end, abs=0.02)  # right after the answer
    assert anna.start == pytest.approx(again.end + 2.0, abs=0.04)  # the 2 s it names, after it
    assert speech.overlaps == 0


def test_space_during_the_warning_said_again_draws(client):
    """C-8: the draw is open while the warning is said again: Space draws, and Anna plays after
    her usual delay, no warning more."""
    table, speech = _played_and_warned(client)
    client.frames(30)
    client.press(pygame.K_c)
    _until(client, speech, WARNING)
    client.frames(30)
    client.press(pygame.K_SPACE)
    _until(client, speech, ANNA)
    assert _after(speech, REMINDER) == [WARNING, TOTAL, WARNING, "You draw the king of clubs.", ANNA]
    assert len(table.session.state.hands[0]) == 3


def test_keys_pressed_again_and_again_end_with_the_warning_whole(client):
    """C-8: C, then S as "Total 6." is said, then C as the warning is said again: each answer
    is said, and the last thing before Anna's card is the warning, whole, 2 s before it."""
    table, speech = _played_and_warned(client)
    client.frames(30)
    client.press(pygame.K_c)
    client.frames(20)
    client.press(pygame.K_s)
    _until(client, speech, WARNING)
    client.frames(20)
    client.press(pygame.K_c)
    _until(client, speech, ANNA)
    assert _after(speech, REMINDER) == [WARNING, TOTAL, TOKENS, WARNING, TOTAL, WARNING, ANNA]
    again, anna = speech.log[-2:]
    assert again.cut_at is None and anna.start == pytest.approx(again.end + 2.0, abs=0.04)


def test_a_warning_heard_whole_is_not_said_again_and_the_answer_does_not_eat_the_time(client):
    """C-8: C pressed 1 s after the warning was heard: "Total 6." and no warning again (it was
    heard); the hold counts only silence, so Anna's card comes 1 s after the answer (2 s of
    silence in all after the warning)."""
    table, speech = _played_and_warned(client)
    quiet(client, speech)
    client.frames(60)
    client.press(pygame.K_c)
    _until(client, speech, ANNA)
    assert _after(speech, REMINDER) == [WARNING, TOTAL, ANNA]
    assert speech.log[-3].cut_at is None
    assert speech.log[-1].start == pytest.approx(ended(speech, TOTAL) + 1.0, abs=0.04)


def test_ctrl_silences_the_warning_for_good(client):
    """Ctrl (silence) during the warning: nothing more is said; Anna's card comes 2 s of
    silence later, as it would have after the warning."""
    table, speech = _played_and_warned(client)
    client.frames(30)
    client.press(pygame.K_LCTRL)
    cut = speech.log[-1].cut_at
    assert speech.texts[-1] == WARNING and cut is not None
    _until(client, speech, ANNA)
    assert _after(speech, REMINDER) == [WARNING, ANNA]
    assert speech.log[-1].start == pytest.approx(cut + 2.0, abs=0.04)


def test_the_pause_menu_during_the_warning_starts_the_time_to_draw_again(client):
    """C-8: Escape during the warning, Escape again (Resume): the time to draw starts again
    from the end of the table's line, and its warning comes 3 s later, once, not at once as
    well."""
    table, speech = _played_and_warned(client)
    client.frames(30)
    client.press(pygame.K_ESCAPE)
    client.frames(60 * 5)
    client.press(pygame.K_ESCAPE)  # Resume
    assert client.app.top is table
    intro = "Round 1. Total 6. Anna is waiting for your draw: press Space."
    _until(client, speech, ANNA)
    said = speech.texts[speech.texts.index(intro):]
    assert said == [intro, WARNING, ANNA]
    assert speech.log[-2].start == pytest.approx(ended(speech, intro) + 3.0, abs=0.04)
    assert speech.log[-1].start == pytest.approx(speech.log[-2].end + 2.0, abs=0.04)
