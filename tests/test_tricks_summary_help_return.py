"""The deal summary (T-28) after F1 help: F1 pressed while the summary's title is said, then
Escape back, says where the player is once (the title and the line with focus), and the lines
queued at its opening never come back late (line 1 was said again after line 2, so the next
Down skipped to line 3; found by a fresh tester by ear). On the fake engine of timed_speech."""

import pygame
import pytest

from timed_speech import app_timed_speech
from tricks_helpers import play_to_the_deal_summary

pytestmark = pytest.mark.usefixtures("tricks_registered")


def _summary(client):
    speech = app_timed_speech(client, 0.05)
    client.app.settings.set("cpu_delay", 0.3)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=3, seed=4)
    table = client.app.top
    return speech, play_to_the_deal_summary(client, table)


def _until_speaking(client, speech, text):
    for _ in range(60 * 30):
        if speech.log and speech.log[-1].text == text and not speech.idle():
            return
        client.wait(1)
    raise AssertionError(f"never said: {text}")


def _quiet(client):
    for _ in range(60 * 60):
        if not client.app.announcer.speech_busy():
            return
        client.wait(1)
    raise AssertionError("speech never ended")


def test_f1_during_the_title_then_escape_says_the_focused_line_once(client):
    """T-28: F1 1 s into the summary's title, Escape once help's title was said: the title and
    line 1 once; Down then reads line 2, and nothing after it (no line 1 coming back late)."""
    speech, summary = _summary(client)
    _until_speaking(client, speech, summary.intro())
    client.wait(60)
    client.press(pygame.K_F1)
    client.wait(90)
    at = len(speech.texts)
    client.press(pygame.K_ESCAPE)
    assert client.app.top is summary
    _quiet(client)
    assert speech.texts[at:] == [summary.intro(), summary.lines[0]]
    at = len(speech.texts)
    client.press(pygame.K_DOWN)
    _quiet(client)
    assert speech.texts[at:] == [summary.lines[1]]
    assert summary.index == 1


def test_down_while_the_focused_line_is_said_after_help_reads_line_2_then_line_3(client):
    """T-28: back from help, Down half a second into line 1: line 2, and nothing after it (line
    1, queued at the opening, was said after line 2); the next Down reads line 3."""
    speech, summary = _summary(client)
    _until_speaking(client, speech, summary.intro())
    client.wait(60)
    client.press(pygame.K_F1)
    client.wait(90)
    client.press(pygame.K_ESCAPE)
    _until_speaking(client, speech, summary.lines[0])
    client.wait(30)
    at = len(speech.texts)
    client.press(pygame.K_DOWN)
    _quiet(client)
    assert speech.texts[at:] == [summary.lines[1]]
    client.press(pygame.K_DOWN)
    _quiet(client)
    assert speech.texts[at:] == [summary.lines[1], summary.lines[2]]
    assert summary.index == 2
