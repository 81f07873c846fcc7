"""Speech that cannot tell whether it speaks is checked once the game falls quiet, not only when a
key is pressed (game.speech.announcer.Announcer._check_when_quiet).

Found by ear (counting, 3 players, seed 7, ``BY_EAR_SPEECH=1``, Speech Dispatcher spawned fresh):
the daemon took "Round 1. Bob deals. You play first." and the turn line, said neither, and hung
only at the first stop, which only the answer to a key sent: the game was silent after its first
line until the player pressed a key, and then for the daemon's hang limit more. Now, once the
turn line would have been said (by its estimated length, with room to spare) and nothing else is
to be said, a stop checks the daemon: hung, it is found failed at its hang limit and the fallback
says the notice, the round's line and the turn line, with no key pressed. (Not yet proven, such a
daemon is now given one line and checked before the rest: the turn line waits for the check after
the round's line, tests/test_speech_screen_reader_daemon_start.py.)

The daemon is tests/test_speech_hung_daemon_gate.py's fake ``prism`` module (its stop blocks);
the fallback is a recorder.

The stop that checks such a voice is given up after :data:`~game.speech.prism_speech.CHECK_LIMIT`
(2 s), not the 5 s any other call may take: it is sent once everything would have been said, so it
has nothing to wait for, and a working daemon answers it at once. Reported: Screen reader mode with a
freshly started, broken Speech Dispatcher was silent for many seconds; choosing Screen reader in
Options, the player heard "Speech: Screen reader" (through the speech in use), then nothing for
7.8 s: the daemon took "Using Speech Dispatcher." and said nothing, the line was timed by its
length (1.8 s), the check came 1 s later and hung for 5 s before the fallback's notice."""

from __future__ import annotations

import sys
import time
import types

import pygame
import pytest
from test_speech_hung_daemon_gate import NOTICE, ROUND, TURN, Daemon, daemon_table, taken
from timed_speech import TimedSpeech

from game.scenes.options import OptionsScene
from game.speech.announcer import QUIET_CHECK_SECONDS, QUIET_CHECK_SHARE
from game.speech.queue import SECONDS_PER_CHAR, START_SECONDS


def test_a_daemon_that_took_a_line_and_hangs_is_found_with_no_key_pressed(client, monkeypatch):
    """C-23: before the fix nothing was said after the opening line however long the player
    waited (the daemon was never called again); now the notice and both lines come through the
    fallback once the stop that checks it has hung for the hang limit. The daemon, not yet
    proven, is given the round's line only: the turn line waits for the check
    (tests/test_speech_screen_reader_daemon_start.py)."""
    table, daemon, fallback, backend = daemon_table(client, monkeypatch, hung=True)
    backend.system_voice = True  # Speech Dispatcher (the fake's Prism cannot name its backends)
    given = None
    for _ in range(60 * 30):
        client.frames(1)
        backend.wait_idle(0.05)  # (the worker takes what it was given; a stop that hangs is not waited out)
        if given is None and taken(daemon)[-1:] == [ROUND]:
            given = client.app.announcer.queue.now
        if fallback.texts:
            break
        time.sleep(0.002)
    assert taken(daemon) == [ROUND]
    assert fallback.texts[:3] == [NOTICE, ROUND, TURN]  # no key was pressed
    assert ("stop",) in daemon.calls
    length = START_SECONDS + len(ROUND) * SECONDS_PER_CHAR
    waited = client.app.announcer.queue.now - given
    assert waited >= length + max(QUIET_CHECK_SECONDS, QUIET_CHECK_SHARE * length)  # never cut the line
    daemon.release.set()


def test_a_daemon_that_answers_the_check_is_trusted_and_nothing_is_said_again(client, monkeypatch):
    """A working daemon answers the check after its first line at once: it is proven, the turn
    line follows, nothing is said again, no fallback, and the round's line was not cut (the
    stop came after its estimated end)."""
    table, daemon, fallback, backend = daemon_table(client, monkeypatch, hung=False)
    backend.system_voice = True  # Speech Dispatcher (the fake's Prism cannot name its backends)
    for _ in range(60 * 20):
        client.frames(1)
        backend.wait_idle(1)
    assert taken(daemon) == [ROUND, TURN]
    assert daemon.calls == [("speak", ROUND), ("stop",), ("speak", TURN)]  # checked once
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


def speech_dispatcher(daemon: Daemon):
    """The fake daemon's ``prism`` module, naming its one backend Speech Dispatcher by id, as
    the real Prism does: it is then known as a system voice (game.speech.prism_host.open_backend)."""
    module = daemon.module()

    class Ids:
        SPEECH_DISPATCHER = 7

    class Context(module.Context):
        def id_of(self, index):
            return Ids.SPEECH_DISPATCHER

        def name_of(self, backend_id):
            return "Speech Dispatcher"

    return types.SimpleNamespace(Context=Context, PrismError=RuntimeError, BackendId=Ids)


def espeak() -> TimedSpeech:
    """An espeak-ng stand-in speaking on the real clock (the hang limits are real time)."""
    voice = TimedSpeech(time.monotonic, seconds_per_char=0.057)
    voice.name = "espeak-ng"
    return voice


@pytest.mark.long
def test_screen_reader_chosen_in_options_with_a_daemon_that_hangs_is_left_within_5_seconds(client, monkeypatch):
    """Options > Speech: Automatic -> Screen reader, Prism's best backend a Speech Dispatcher that
    takes every line and hangs on the stop that checks it. The player hears "Speech: Screen
    reader" through espeak-ng, then at most about 5 s of silence (the daemon's "Using Speech
    Dispatcher.", never heard, timed by its length; the check's margin; the check itself, 2 s)
    before the fallback says the notice, once (before the fix: 7.8 s, the check hanging 5 s).
    The frames run on the real clock and never wait on the daemon."""
    daemon = Daemon(hung=True)
    monkeypatch.setitem(sys.modules, "prism", speech_dispatcher(daemon))
    in_use, fallback = espeak(), espeak()
    client.app._backend_fixed = False  # the speech option takes effect, as in the running app
    client.app.announcer.set_backend(in_use)
    client.app.announcer.fallback = lambda name: fallback
    client.push(OptionsScene(client.app))
    client.frames(60 * 3)  # "Options. Speech: Automatic, 1 of 12" said to its end
    in_use.clock = time.monotonic
    start = time.monotonic()
    updates = client.app.updates
    client.press(pygame.K_RIGHT)
    longest = 0.0
    while not fallback.log and time.monotonic() - start < 20:
        before = time.monotonic()
        while (client.app.updates - updates) / 60 < time.monotonic() - start:  # game time = real time
            client.frames(1)
        longest = max(longest, time.monotonic() - before)
        time.sleep(0.005)
    daemon.release.set()
    choice = in_use.log[-1]
    assert choice.text == "Speech: Screen reader, choice 2 of 4" and choice.cut_at is None
    assert taken(daemon) == ["Using Speech Dispatcher."] and ("stop",) in daemon.calls
    notice = "Speech through Speech Dispatcher stopped working: using espeak-ng."
    assert [spoken.text for spoken in fallback.log] == [notice]
    silence = fallback.log[0].start - choice.end
    line = START_SECONDS + len("Using Speech Dispatcher.") * SECONDS_PER_CHAR
    assert line + QUIET_CHECK_SECONDS < silence < 5.5, f"{silence:.2f} s of silence"
    assert longest < 0.5  # no frame waited on the daemon
