"""Self-voicing (:class:`~game.speech.backends.ProcessSpeech`) never waits on a speech command
without a bound: an engine that ignores the request to end (SIGTERM) is killed outright after
``KILL_GRACE``; one that still cannot be stopped (a child it left holds its output pipe, a process
stuck in the kernel) is left behind and the backend fails, so the app falls back and says so
instead of going silent."""

import os
import signal
import sys
import time

import pytest

from game.speech import Announcer, ProcessSpeech, SilentSpeech
from game.speech.backends import ABANDON_GRACE, KILL_GRACE

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals and shell commands")

DEAF = ["sh", "-c", 'trap "" TERM; sleep 30']
"""An engine that ignores SIGTERM (and so does the sleep it runs: ignored signals are inherited)."""


def wait_until(check, seconds):
    """Poll ``check`` until it is true or ``seconds`` have passed; the seconds taken, or None."""
    started = time.monotonic()
    while time.monotonic() - started < seconds:
        if check():
            return time.monotonic() - started
        time.sleep(0.02)
    return None


@posix_only
def test_an_engine_that_ignores_the_request_to_end_fails_just_after_its_limit():
    """Past its 0.3 s limit the engine is asked to end, ignores it, and is killed 1 s later
    (``KILL_GRACE``): the backend has failed within 0.3 + 1 s and a little, not after the
    engine's own 30 s (the worker used to wait for it without a bound)."""
    backend = ProcessSpeech("deaf", lambda text: DEAF, time_limit=lambda text: 0.3)
    try:
        backend.speak("Deal 1. You deal. No trumps. Anna leads.", False)
        backend.speak("Choose 3 bid cards.", False)
        took = wait_until(lambda: backend.failed, 0.3 + KILL_GRACE + 2.0)
        assert took is not None
        assert took >= 0.3
        assert backend.wait_idle(2)
    finally:
        backend.close()


@posix_only
def test_a_line_cut_by_a_key_on_an_engine_that_ignores_the_cut_lets_the_answer_speak(tmp_path):
    """A key cuts a line whose engine ignores SIGTERM: it is killed after ``KILL_GRACE`` (1 s)
    and the key's answer is spoken; the engine has not failed (it ended once killed)."""
    out = tmp_path / "spoken.txt"
    say = f'printf "%s\\n" "$1" >> "{out}"'

    def command(text):
        return DEAF if text == "Deal 1. You deal." else ["sh", "-c", say, "sh", text]

    backend = ProcessSpeech("deaf to cuts", command, time_limit=lambda text: 20.0)
    try:
        backend.speak("Deal 1. You deal.", False)
        time.sleep(0.3)
        backend.speak("6 of spades marked.", True)
        took = wait_until(lambda: out.exists() and out.read_text() == "6 of spades marked.\n",
                          KILL_GRACE + 2.0)
        assert took is not None
        assert took >= KILL_GRACE - 0.15
        assert backend.wait_idle(2)
        assert backend.failed is False
    finally:
        backend.close()


@posix_only
def test_an_engine_whose_child_holds_its_pipe_is_left_behind_and_fails(tmp_path):
    """The engine starts a child in its own session that keeps the engine's stderr open for
    30 s (killing the engine's process group cannot reach it): the worker stops waiting
    ``KILL_GRACE`` + ``ABANDON_GRACE`` after the 0.3 s limit and the backend fails."""
    pid_file = tmp_path / "child.pid"
    child = ("import os, subprocess, sys; "
             "p = subprocess.Popen(['sleep', '30'], start_new_session=True); "
             f"open({str(pid_file)!r}, 'w').write(str(p.pid)); time = __import__('time'); time.sleep(30)")
    backend = ProcessSpeech("held", lambda text: [sys.executable, "-c", child], time_limit=lambda text: 0.3)
    try:
        backend.speak("Trick game, standard, target 200.", False)
        took = wait_until(lambda: backend.failed, 0.3 + KILL_GRACE + ABANDON_GRACE + 2.0)
        assert took is not None
        assert took >= 0.3 + KILL_GRACE + ABANDON_GRACE - 0.15
    finally:
        backend.close()
        if pid_file.exists():
            try:
                os.kill(int(pid_file.read_text()), signal.SIGKILL)
            except ProcessLookupError:
                pass


@posix_only
def test_an_unstoppable_engine_ends_in_text_only_and_says_so():
    """The announcer sees the failed espeak-ng and switches to text only with the notice,
    after the line it was given: speech never stops without the player being told."""
    backend = ProcessSpeech("espeak-ng", lambda text: DEAF, time_limit=lambda text: 0.3)
    announcer = Announcer(backend)
    try:
        announcer.say("Trick game, standard, target 200.")
        assert wait_until(lambda: backend.failed, 0.3 + KILL_GRACE + 2.0) is not None
        announcer.check_backend()  # the app does this every update
        assert isinstance(announcer.backend, SilentSpeech)
        assert announcer.history.items() == ["Trick game, standard, target 200.",
                                             "Speech through espeak-ng stopped working: text only."]
    finally:
        announcer.backend.close()
        backend.close()
