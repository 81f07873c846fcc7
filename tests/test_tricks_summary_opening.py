"""The deal summary's own line ("Deal 1 summary. 7 lines. Up and Down read them, Enter goes to
the next deal.") and its first line, which wait behind the table's last words (the deal's end)
when the page opens (T-28, T-29): Ctrl that silences the deal's end leaves the page to say
itself; status keys pressed during the deal's end are answered before the page opens. Seed 4,
3 players, the fake engine of tests/timed_speech.py, 0.05 s a character, on the app's clock."""

from __future__ import annotations

import pygame
import pytest

from timed_speech import app_timed_speech
from tricks_helpers import play_to_the_deal_summary

TITLE = "Deal 1 summary. 7 lines. Up and Down read them, Enter goes to the next deal."
FIRST = "Deal 1: 1 of 3 made their bid."
DEAL_END_START = "You bid 3 and took 0: missed."

pytestmark = pytest.mark.usefixtures("tricks_registered")


def deal_end_being_said(client):
    """Deal 1 played to its summary, the deal's end being said 0.5 s in; returns the speech and
    where the deal's end is in its log."""
    speech = app_timed_speech(client, 0.05)
    client.app.settings.set("cpu_delay", 0.3)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=3, seed=4)
    play_to_the_deal_summary(client, client.app.top)
    for _ in range(60 * 60):
        if speech.log[-1].text.startswith(DEAL_END_START):
            break
        client.frames(1)
    client.frames(30)
    return speech, len(speech.log) - 1


def test_t29_ctrl_during_the_deals_end_leaves_the_summary_to_say_itself(client):
    """T-29, found by a tester by ear: Ctrl 3 s into the 13-second deal's end, then 27 s of
    silence: the summary's line and first line, waiting behind it, were dropped with it, and
    the page and its keys were never named. Now they are said after the silence, once each, and
    the history lists them once."""
    speech, at = deal_end_being_said(client)
    client.press(pygame.K_LCTRL, mod=pygame.KMOD_LCTRL)
    client.frames(60 * 12)
    assert speech.log[at].cut_at is not None
    assert speech.texts[at + 1:] == [TITLE, FIRST]
    history = client.app.announcer.history.last(4)
    assert history.count(TITLE) == 1 and history[-2:] == [TITLE, FIRST]


def test_t28_status_keys_during_the_deals_end_are_answered_before_the_summary_opens(client):
    """T-28, found by a tester by ear: S then K during the deal's end were answered 20 s later,
    after the summary's line and first line, on a page already open. Now the answer follows the
    deal's end, and the page opens after it; K's answer replaced S's still waiting (a newer
    status key's answer replaces the older one, asked by three testers by ear: the scores are
    never said, nor in the history)."""
    speech, at = deal_end_being_said(client)
    client.press(pygame.K_s)
    client.press(pygame.K_k)
    client.frames(60 * 30)
    said = speech.texts[at + 1:]
    assert [line.split(":")[0] for line in said[:1]] == ["Tricks"]
    assert said[1:] == [TITLE, FIRST]
    assert not any(line.startswith("Scores") for line in client.app.announcer.history.last(4))
