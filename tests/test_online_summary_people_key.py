"""W (who is at the table) on the trick game's deal summary at an online table answers as at the
table (T-28; docs/announcements.md: the summary's status keys "answer as usual"), and its F1
lists it. Found by a tester by ear (3 people online): right after a person left, W on the deal
summary said "No action for W. F1 lists the keys.", and who was seated could not be checked
until back at the table. Fed frames as the server sends Ana's (tests/online_frames.py); the fake
engine of tests/timed_speech.py."""

from __future__ import annotations

import random

import pygame

from online_frames import trick_frames, trick_table, update
from test_online_table_speech import quiet
from timed_speech import app_timed_speech

PEOPLE = "Ana (you), person. Bob, computer player. Carl, computer player in place of Ben. Nobody is watching."
"""Carl took the seat of Ben, who left: W names him (docs/online.md, the seat summary's ``before``)."""


def summary_seated(client):
    """Seed 11, Ana seated (seat 0), deal 1 played out by seeded random moves (rng 3), each
    frame said before the next comes; returns the speech and the summary, all of it said."""
    from game.tricks.options import TricksOptions
    from game.tricks.scenes.summary import DealSummary
    from game.tricks.state import TricksState

    state = TricksState.new(TricksOptions(players=3), 11)
    first = update(state, 1, None, state.start_events(), 0)
    frames = trick_frames(state, random.Random(3), seat=0, deal=1)
    _table, link = trick_table(client, state, 0, first)
    speech = app_timed_speech(client)
    client.app.step(2)
    for frame in frames:
        link.frames.append(frame)
        for _ in range(60 * 30):
            client.app.step(1)
            if isinstance(client.app.top, DealSummary) or not client.app.announcer.speech_busy():
                break
        if isinstance(client.app.top, DealSummary):
            break
    page = client.app.top
    assert isinstance(page, DealSummary) and not page.watching
    quiet(client, speech)
    return speech, page


def test_w_on_the_summary_says_who_is_at_the_table(client):
    """Ben left while the summary was read (the server's ``table`` frame: a computer took his
    seat); W says so, and the page stays open."""
    from online_frames import tricks_summary
    speech, page = summary_seated(client)
    left = tricks_summary(3)
    left["seats"][2] = {"seat": 2, "kind": "computer", "name": "Carl", "before": ["Ben"]}
    left["watchers"] = []
    page.table.session.link.frames.append({"type": "table", "table": left, "you": 0})
    client.frames(2)
    quiet(client, speech)
    at = len(speech.log)
    client.press(pygame.K_w)
    quiet(client, speech)
    assert client.app.top is page
    assert [item.text for item in speech.log[at:]] == [PEOPLE]


def test_the_summarys_help_lists_w(client):
    speech, page = summary_seated(client)
    client.press(pygame.K_F1)
    client.press(pygame.K_END)
    quiet(client, speech)
    help_page = client.app.top
    assert "W: say who is at this table: people, computer players, who watches." in help_page.lines, help_page.lines
