"""Speech that cannot tell whether it speaks is checked once the game falls quiet, not only when a
key is pressed (game.speech.announcer.Announcer._check_when_quiet).

Found by ear (counting, 3 players, seed 7, ``BY_EAR_SPEECH=1``, Speech Dispatcher spawned fresh):
the daemon took "Round 1. Bob deals. You play first." and the turn line, said neither, and hung
only at the first stop, which only the answer to a key sent: the game was silent after its first
line until the player pressed a key, and then for the daemon's hang limit more. Now, once the
turn line would have been said (by its estimated length, with room to spare) and nothing else is
to be said, a stop checks the daemon: hung, it is found failed at its hang limit and the fallback
says the notice, the round's line and the turn line, with no key pressed.

The daemon is tests/test_speech_hung_daemon_gate.py's fake ``prism`` module (its stop blocks);
the fallback is a recorder."""

from __future__ import annotations

import time

from test_speech_hung_daemon_gate import NOTICE, ROUND, TURN, daemon_table, taken

from game.speech.announcer import QUIET_CHECK_SECONDS, QUIET_CHECK_SHARE
from game.speech.queue import SECONDS_PER_CHAR, START_SECONDS


def test_a_daemon_that_took_the_turn_line_and_hangs_is_found_with_no_key_pressed(client, monkeypatch):
    """C-23: before the fix nothing was said after the opening line however long the player
    waited (the daemon was never called again); now the notice and both lines come through the
    fallback once the stop that checks it has hung for the hang limit."""
    table, daemon, fallback, backend = daemon_table(client, monkeypatch, hung=True)
    backend.system_voice = True  # Speech Dispatcher (the fake's Prism cannot name its backends)
    given = None
    for _ in range(60 * 30):
        client.frames(1)
        backend.wait_idle(0.05)  # (the worker takes what it was given; a stop that hangs is not waited out)
        if given is None and taken(daemon)[-1:] == [TURN]:
            given = client.app.announcer.queue.now
        if fallback.texts:
            break
        time.sleep(0.002)
    assert taken(daemon) == [ROUND, TURN]
    assert fallback.texts[:3] == [NOTICE, ROUND, TURN]  # no key was pressed
    assert ("stop",) in daemon.calls
    length = START_SECONDS + len(TURN) * SECONDS_PER_CHAR
    waited = client.app.announcer.queue.now - given
    assert waited >= length + max(QUIET_CHECK_SECONDS, QUIET_CHECK_SHARE * length)  # never cut the line
    daemon.release.set()


def test_a_daemon_that_answers_the_check_is_trusted_and_nothing_is_said_again(client, monkeypatch):
    """A working daemon answers the check at once: it is proven, nothing is said again, no
    fallback, and the turn line was not cut (the stop came after its estimated end)."""
    table, daemon, fallback, backend = daemon_table(client, monkeypatch, hung=False)
    backend.system_voice = True  # Speech Dispatcher (the fake's Prism cannot name its backends)
    for _ in range(60 * 20):
        client.frames(1)
        backend.wait_idle(1)
    assert taken(daemon) == [ROUND, TURN]
    assert daemon.calls[-1] == ("stop",) and daemon.calls.count(("stop",)) == 1  # checked once
    assert not backend.unconfirmed() and not backend.failed
    assert fallback.texts == []


def test_a_screen_reader_that_cannot_tell_it_speaks_is_never_checked_when_quiet(client, monkeypatch):
    """A screen reader (not a system voice) is never sent the quiet check's stop: its user may
    speak slower than the estimate, and the stop would cut the end of the turn line ("Enter
    plays the 6 of hearts."). Only a key's answer checks it, as before."""
    table, daemon, fallback, backend = daemon_table(client, monkeypatch, hung=False)
    assert not backend.system_voice  # as a screen reader without "is speaking" (NVDA, JAWS)
    for _ in range(60 * 20):
        client.frames(1)
        backend.wait_idle(1)
    assert taken(daemon) == [ROUND, TURN]
    assert ("stop",) not in daemon.calls
    assert backend.unconfirmed() and fallback.texts == []
