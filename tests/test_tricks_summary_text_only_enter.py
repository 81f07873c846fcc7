"""Text only, the trick game's deal summary is "said" at once: Enter waited only its first second
(SETTLE_SECONDS), so Return pressed every 1.4 s went on to the next deal before the summary was
read. As the results' opening (tests/test_results_text_only_enter.py), Enter on the summary now
waits as long as speech would take to say its opening, its intro and first line
(game.scenes.results.text_only_read_at: 0.2 s + 0.065 s a character, each); another key (Up,
Down) lifts the wait (T-28; announcements.md: a key pressed before what it acts on was heard never
acts). With speech, nothing changes: Enter goes on after the first second once the lines were
heard."""

from __future__ import annotations

import pygame

from game.scenes.results import reading_updates
from game.speech import SilentSpeech
from game.tricks.scenes.summary import DealSummary

LINES = ["You made your bid of 4: 4 tricks, 14 points.", "Anna made her bid of 3: 3 tricks, 13 points.",
         "Bob missed his bid of 2: 5 tricks, 5 points."]
INTRO = "Deal 1 summary. 3 lines. Up and Down read them, Enter goes to the next deal."


def text_only_summary(client):
    client.start()
    client.app.announcer.set_backend(SilentSpeech())
    summary = DealSummary(client.app, 1, LINES)
    client.push(summary)
    assert client.app.announcer.history.items()[-2:] == [INTRO, LINES[0]]
    return summary


def test_text_only_return_every_1_4_s_waits_until_the_summary_was_read(client):
    summary = text_only_summary(client)
    wait = reading_updates(INTRO) + reading_updates(LINES[0])
    assert wait == 492  # 0.2 s + 76 characters, 0.2 s + 44 characters, at 0.065 s: 8.2 s
    refused = client.app.sound.played.count("refused")
    presses = 0
    while client.app.updates + 84 < summary.opened_at + wait:  # Return every 1.4 s while it is read
        client.frames(84)
        client.press(pygame.K_RETURN)
        presses += 1
        assert client.app.top is summary, presses
    assert presses == 5 and client.app.sound.played.count("refused") == refused + presses
    client.frames(summary.opened_at + wait - client.app.updates)
    client.press(pygame.K_RETURN)
    assert client.app.top is not summary


def test_text_only_another_key_lifts_the_wait(client):
    summary = text_only_summary(client)
    client.frames(84)
    client.press(pygame.K_RETURN)
    assert client.app.top is summary  # still being read
    client.press(pygame.K_DOWN)
    assert client.app.announcer.history.items()[-1] == LINES[1]
    client.press(pygame.K_RETURN)
    assert client.app.top is not summary


def test_with_speech_enter_goes_on_after_the_first_second(client):
    """Speech tells when a line was heard (the recording engine: at once): no reading wait."""
    client.start()
    summary = DealSummary(client.app, 1, LINES)
    client.push(summary)
    client.frames(61)
    client.press(pygame.K_RETURN)
    assert client.app.top is not summary
