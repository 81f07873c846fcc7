"""Each event is in the on-screen log, the history and the transcript once, however often keys
cut it and it is said again, and whatever speech does meanwhile (T-29).

Reported by a tester (older code): "Carl has bid." seven times "in the log" while speech hung at
start-up and keys were pressed. The game kept it once: the report came from a reader following
the transcript by its line count (the by-ear tool prints the lines past those it has seen): an
answer to a key went ahead of the lines still waiting, the transcript's tail was rewritten with
the answer before them, and such a reader printed its last line, "Carl has bid.", again at each
key. The transcript now gets each line as the on-screen log shows it (its speech began), so the
file only grows at its end, in the order the lines are said, and such a reader prints each line
once (:meth:`game.speech.announcer.Announcer._write_shown`). The first test shows it."""

from __future__ import annotations

import sys
import time

import pygame

from game.speech.announcer import Transcript
from test_move_lines_never_lost import _registered, quiet  # noqa: F401  (registers both games)
from timed_speech import app_timed_speech

CARL = "Carl has bid."


def _tricks(client, tmp_path):
    """A 4-player trick game (seed 7, simple computers) with a transcript file."""
    path = tmp_path / "transcript.txt"
    client.app.announcer.transcript = Transcript(path)
    client.app.settings.set("cpu_delay", 0.3)
    client.app.settings.section("tricks")["level"] = "simple"
    return path


def test_arrows_while_the_bids_wait_leave_each_bid_once_in_log_history_and_transcript(client, tmp_path):
    """Ten arrows while "Anna has bid.", "Bob has bid." and "Carl has bid." wait or are said:
    each answer goes ahead of the bids; "Carl has bid." is once in the on-screen log, the history
    and the transcript file. A reader that prints the transcript's lines past the count it has
    seen (as the by-ear tool does) prints it once too, and prints the file as it ends (it once
    printed it at every key: the artefact reported)."""
    path = _tricks(client, tmp_path)
    app_timed_speech(client)
    client.start("tricks", players=4, seed=7)
    seen, printed = 0, []

    def follow():  # the by-ear tool's way of following the transcript
        nonlocal seen
        lines = path.read_text(encoding="utf-8").splitlines()
        printed.extend(lines[seen:])
        seen = len(lines)

    for _ in range(60 * 30):
        client.frames(1)
        follow()
        if "Anna has bid." in client.app.announcer.history.items():
            break
    for key in [pygame.K_RIGHT, pygame.K_LEFT] * 5:
        client.press(key)
        follow()
        client.frames(20)
        follow()
    quiet(client)
    follow()
    history = client.app.announcer.history
    assert history.items().count(CARL) == 1
    assert history.shown().count(CARL) == 1
    assert path.read_text(encoding="utf-8").splitlines().count(CARL) == 1
    assert printed.count(CARL) == 1  # (the follower's artefact is gone: the file only grows)
    assert printed == path.read_text(encoding="utf-8").splitlines()


def test_keys_while_a_speech_daemon_hangs_at_start_leave_each_bid_once(client, monkeypatch, tmp_path):
    """Speech Dispatcher takes the lines and hangs (tests/test_speech_hung_daemon_gate.py's fake
    daemon), keys that read and mark bid cards are pressed before and after the fallback: each
    bid is once in the on-screen log and the history, however often it was given to a speech.
    (The keys come once the bid prompt was counted heard: before, none of them acts, T-28.)"""
    from game.speech.prism_speech import open_prism
    from test_speech_hung_daemon_gate import Daemon, settle
    from timed_speech import AppClock, TimedSpeech

    _tricks(client, tmp_path)
    daemon = Daemon(True)
    monkeypatch.setitem(sys.modules, "prism", daemon.module())
    backend, _why = open_prism(hang_limit=1.0)
    client.app.announcer.fallback = lambda name: TimedSpeech(AppClock(client.app))
    voice = app_timed_speech(client)
    client.start("tricks", players=4, seed=7)
    for _ in range(60 * 5):
        if voice.texts and voice.texts[-1].startswith("Trick game"):
            break
        client.frames(1)
    client.app.announcer.hand_over(backend)
    keys = [pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_LEFT, pygame.K_b]
    table = client.app.top
    try:
        settle(client, backend, 30)
        for _ in range(60 * 30):  # the keys that read and mark act once the bid prompt was heard (T-28)
            if table._focus_prompt is not None and table._focus_prompt[0].state == "done":
                break
            settle(client, backend, 1)
        for key in keys * 2:  # the first one's answer hangs the daemon
            client.press(key)
            client.frames(30)
        end = time.monotonic() + 5
        while not backend.failed and time.monotonic() < end:
            time.sleep(0.05)
        assert backend.failed
        for key in keys:
            client.frames(30)
            client.press(key)
        client.frames(60 * 20)
    finally:
        daemon.release.set()
    history = client.app.announcer.history
    for line in ("Anna has bid.", "Bob has bid.", CARL):
        assert history.items().count(line) == 1, line
        assert history.shown().count(line) == 1, line
