"""Automatic mode takes espeak-ng over a speech daemon that cannot tell whether it speaks
(game.speech.select.create_backend, unsure_voice): the start-up voice goes on.

Found by ear (counting, 3 players, seed 7, ``BY_EAR_SPEECH=1``, this machine's Speech Dispatcher
spawned fresh for the run): espeak-ng said the game's first line; meanwhile Prism opened Speech
Dispatcher, the game handed over to it after that line, and the daemon took "Round 1. Bob deals.
You play first." and the turn line (``spd_say`` only queues a line), said neither (its output
module could not open the sound device), and hung only at the first stop, which only an answer to
a key sends. The game was silent from the end of its first line until 5 s after the player's
first key (C at 25 s: "Total 0." never heard; the fallback notice at 31 s).

The daemon is a fake ``prism`` module in memory (driven in this process by
:class:`~game.speech.prism_speech.DirectLink`, as the real one is in its child process): its one
backend, "Speech Dispatcher", a system voice with no "is speaking", takes every line and says
none, and blocks in ``stop`` until the test ends. The start-up voice is a timed fake espeak-ng
on the app's clock (tests/test_speech_start_voice.py).
"""

from __future__ import annotations

import sys
import threading
import types

import pygame
import pytest
from test_speech_start_voice import DEAL, OPENING, TURN, Started, Voice

from game.scenes.registry import StartOptions
from game.speech import RecordingSpeech, select
from game.speech.prism_speech import PrismSpeech, open_prism


class Daemon:
    """A fake ``prism`` module: Speech Dispatcher takes every line at once, says none, cannot
    tell whether it speaks, and hangs in ``stop`` (until :attr:`release` is set; not at all with
    ``hung`` False)."""

    def __init__(self, knows_speaking: bool = False, system: bool = True, hung: bool = True) -> None:
        self.release = threading.Event()
        if not hung:
            self.release.set()
        self.taken: list[str] = []
        self.stops = 0
        self.knows_speaking = knows_speaking
        self.system = system

    def module(self):
        daemon = self

        class Features:
            supports_braille = False
            supports_output = False
            supports_is_speaking = daemon.knows_speaking
            supports_stop = True
            supports_set_rate = True

        class Backend:
            name = "Speech Dispatcher" if daemon.system else "Orca"
            features = Features()
            rate = 0.5
            speaking = False

            def speak(self, text, interrupt=False):
                if interrupt:
                    self.stop()
                daemon.taken.append(text)

            def stop(self):
                daemon.stops += 1
                daemon.release.wait(30)

        class BackendId:
            SPEECH_DISPATCHER = 7

        class Context:
            backends_count = 1

            def create_best(self):
                return Backend()

            def name_of(self, backend_id):
                return "Speech Dispatcher"

        return types.SimpleNamespace(Context=Context, BackendId=BackendId, PrismError=RuntimeError)


class Search:
    """The real search (:func:`game.speech.select.create_backend`) over the fake ``prism``
    module, held until :meth:`finish`; espeak-ng is a timed fake (``voice``). ``opened`` lists
    the Prism backends it opened."""

    def __init__(self, monkeypatch, daemon: Daemon, voice) -> None:
        self.release = threading.Event()
        self.opened: list = []
        monkeypatch.setitem(sys.modules, "prism", daemon.module())
        monkeypatch.setattr(select, "self_voicing", lambda rate=100: voice())

        def opening(kind="best", rate_percent=100):
            backend, why = open_prism(kind, rate_percent, hang_limit=0.5)
            if backend is not None:
                self.opened.append(backend)
            return backend, why
        monkeypatch.setattr(select, "open_prism", opening)

    def __call__(self, mode, rate=100, braille=True):
        assert self.release.wait(30), "the test never let the search end"
        return select.create_backend(mode, rate, braille)

    def finish(self) -> None:
        self.release.set()


def searching(tmp_path, monkeypatch, daemon: Daemon) -> tuple[Started, Search]:
    """An app in Automatic mode (tests/test_speech_start_voice.py's ``Started``) whose search
    for speech is the real one, over the fake daemon."""
    run = Started(tmp_path, monkeypatch)
    search = Search(monkeypatch, daemon, lambda: Voice("espeak-ng", run.clock))
    monkeypatch.setattr("game.app.create_backend", search)
    run.slow = search  # Started.found() and close() end it
    return run, search


@pytest.mark.parametrize("hung", [True, False], ids=["hangs-at-its-first-stop", "answers"])
def test_the_game_goes_on_through_espeak_ng_when_the_search_finds_a_daemon_that_cannot_tell_it_speaks(
        tmp_path, monkeypatch, hung):
    """Before the fix the daemon took the deal and the turn line and espeak-ng said nothing after
    the opening: silence until a key. Now espeak-ng says the table's lines in order, the daemon
    is given nothing and is let go, and C is answered at once through espeak-ng (a daemon that
    answers is not used either: it could not tell the game when a line is done)."""
    daemon = Daemon(hung=hung)
    run, search = searching(tmp_path, monkeypatch, daemon)
    try:
        run.app.start("counting", StartOptions(players=3, seed=7))
        assert run.espeak.texts == [OPENING]
        run.frames(60)  # a second into the opening line, the search finds Speech Dispatcher
        run.found()
        [backend] = search.opened
        assert backend.system_voice and not backend.knows_speaking and backend._closed
        run.frames(20 * 60)
        assert run.espeak.texts == [OPENING, DEAL, TURN] and run.espeak.whole == [OPENING, DEAL, TURN]
        assert run.app.announcer.backend is run.espeak
        assert run.app.announcer.history.items() == [OPENING, DEAL, TURN]  # nothing to tell: no notice
        run.press(pygame.K_c)
        run.frames(2)
        assert run.espeak.texts[-1] == "Total 0."
        assert daemon.taken == [] and daemon.stops == 0  # given nothing, not even a stop
    finally:
        run.close()
        daemon.release.set()


def test_a_screen_reader_that_cannot_tell_it_speaks_still_takes_over(tmp_path, monkeypatch):
    """A screen reader (not a system voice) found by the search is what the player runs: the
    start-up voice hands over to it after its line, as before."""
    reader = Daemon(system=False, hung=False)
    run, search = searching(tmp_path, monkeypatch, reader)
    try:
        run.app.start("counting", StartOptions(players=3, seed=7))
        run.frames(60)
        run.found()
        [backend] = search.opened
        assert not backend.system_voice
        run.frames(20 * 60)
        for _ in range(50):
            backend.wait_idle(1)
            run.frames(1)
        assert run.espeak.texts == [OPENING]
        assert reader.taken[:2] == [DEAL, TURN]
        assert run.app.announcer.backend is backend and not backend.failed
    finally:
        run.close()


def test_speech_mode_choices_over_a_daemon_that_cannot_tell_it_speaks(monkeypatch):
    """create_backend: Automatic takes espeak-ng over Speech Dispatcher (also when chosen in
    Options: the same search), and closes the daemon's backend; Screen reader mode takes Speech
    Dispatcher, as chosen; Automatic without espeak-ng takes Speech Dispatcher (better than
    nothing)."""
    daemon = Daemon(hung=False)
    espeak = RecordingSpeech()
    espeak.name = "espeak-ng"
    monkeypatch.setitem(sys.modules, "prism", daemon.module())
    monkeypatch.setattr(select, "self_voicing", lambda rate=100: espeak)
    backend, notice = select.create_backend("auto")
    assert backend is espeak and notice is None
    chosen, notice = select.create_backend("screen_reader")
    assert isinstance(chosen, PrismSpeech) and chosen.name == "Speech Dispatcher" and notice is None
    chosen.close()
    monkeypatch.setattr(select, "self_voicing", lambda rate=100: None)
    alone, notice = select.create_backend("auto")
    assert isinstance(alone, PrismSpeech) and notice is None
    alone.close()
