"""Options > Speech changed and changed back at once: only the current choice's messages are said.

Found by a tester by ear (no screen reader, self-voicing espeak-ng): Right on Speech by mistake
("Speech: Screen reader"), Left at once ("Speech: Automatic"), and about 11 s later "The screen
reader or system voice did not answer within 5 seconds. Speaking with espeak-ng.", a notice
about a choice the player had already undone (the search for the screen reader had to end, then
Automatic searched again, and said the same notice once that search hung too).

The app starts in Automatic mode with espeak-ng speaking from the first word (a TimedSpeech on
the app's update count: what is heard when is exact); every search for a screen reader is a
fake ``create_backend`` that does not answer until the test has let 6 s pass, then ends on
espeak-ng with the "did not answer" notice, as on the tester's machine.
"""

from __future__ import annotations

import threading
import time

import pygame
import pytest
from test_speech_start_voice import HUNG, Voice

from game.app import App
from game.scenes.options import OptionsScene
from game.scenes.registry import discover_games
from game.settings import Settings

CHOSEN = ["Speech: Screen reader, choice 2 of 4", "Speech: Automatic, choice 1 of 4"]


class HangingSearches:
    """A fake ``create_backend``: each search blocks until :meth:`finish` (Prism not answering
    for 5 s), then returns a new espeak-ng voice and the "did not answer" notice (text only:
    nothing). Records the modes searched for and the voices made."""

    def __init__(self, clock):
        self.clock = clock
        self.notices = {}  # mode: its notice, when not HUNG (None: it ends with nothing to say)
        self.release = threading.Event()
        self.modes = []
        self.made = []

    def __call__(self, mode, rate=100, braille=True):
        self.modes.append(mode)
        assert self.release.wait(30), "the test never let the search end"
        voice = Voice("espeak-ng", self.clock)
        self.made.append(voice)
        return voice, self.notices.get(mode, HUNG)

    def finish(self):
        self.release.set()


class Run:
    """The app in Automatic mode, its start-up search ended (hung: its notice was said), and
    the Options screen open on Speech."""

    def __init__(self, tmp_path, monkeypatch):
        discover_games()
        self.voices = []
        monkeypatch.setattr("game.app.start_voice", self.start_voice)
        monkeypatch.setattr("game.app_speech.start_voice", self.start_voice, raising=False)
        self.searches = HangingSearches(self.clock)
        monkeypatch.setattr("game.app.create_backend", self.searches)
        self.app = App(Settings(tmp_path / "settings.json"), sound=False)
        pygame.event.clear()
        self.app.start()
        self.voice = self.app.announcer.backend  # espeak-ng, speaking from the first word
        self.frames(6 * 60)
        self.searches.finish()
        self.settle()
        self.searches.release = threading.Event()  # the next search hangs again
        assert self.app.announcer.backend is self.voice
        self.app.push(OptionsScene(self.app))
        self.frames(5 * 60)

    def start_voice(self, mode, rate=100):
        """espeak-ng speaking at once in Automatic mode (a new voice each time)."""
        if mode != "auto":
            return None
        self.voices.append(Voice("espeak-ng", self.clock))
        return self.voices[-1]

    def clock(self):
        return self.app.updates / 60 if hasattr(self, "app") else 0.0

    def frames(self, count):
        self.app.step(count, draw_each=False)

    def settle(self):
        """Frames until no search is under way (each one ends as soon as it is let)."""
        deadline = time.monotonic() + 10
        while self.app.speech_opening and time.monotonic() < deadline:
            self.frames(1)
            time.sleep(0.002)
        assert not self.app.speech_opening

    def press(self, key):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
        self.frames(1)

    def heard(self):
        """Every line any voice said, whole or cut, in the order begun."""
        return [s.text for s in self.spoken()]

    def spoken(self):
        """Every line any voice began (:class:`timed_speech.Spoken`), in the order begun."""
        lines = [s for v in [*self.voices, *self.searches.made] for s in v.log]
        return sorted(lines, key=lambda s: s.start)

    def close(self):
        self.searches.finish()
        self.app.close()


@pytest.fixture
def run(tmp_path, monkeypatch):
    made = Run(tmp_path, monkeypatch)
    yield made
    made.close()


def test_screen_reader_undone_at_once_says_automatic_at_once_and_never_the_abandoned_notice(run):
    before = len(run.heard())
    assert run.heard().count(HUNG) == 1  # Automatic's own search at start-up: said once
    run.press(pygame.K_RIGHT)  # Automatic -> Screen reader, by mistake: its search hangs
    run.frames(30)
    pressed = run.clock()
    run.press(pygame.K_LEFT)  # back to Automatic at once
    assert run.voice.log[-1].text == "Speech: Automatic, choice 1 of 4"
    assert run.voice.log[-1].start == pytest.approx(pressed, abs=0.05)  # said at once, by espeak-ng
    run.frames(6 * 60)  # the clock past the 5 s the screen reader search takes
    run.searches.finish()
    run.settle()
    run.frames(15 * 60)
    assert run.heard()[before:] == CHOSEN  # nothing about the abandoned choice
    assert run.voice.whole[-1] == "Speech: Automatic, choice 1 of 4"
    assert run.app.announcer.backend is run.voice  # espeak-ng goes on: Automatic's speech in use
    assert run.app.announcer.history.items()[-2:] == CHOSEN
    assert run.searches.modes == ["auto", "screen_reader"]  # Automatic was not looked for again


def test_screen_reader_undone_after_its_search_ended_drops_its_waiting_notice(run):
    """Left pressed once the screen reader's search has ended, while its speech waits for the
    line being said to end before it takes over: it never does, and its notice is never said."""
    before = len(run.heard())
    run.press(pygame.K_RIGHT)
    run.searches.finish()
    deadline = time.monotonic() + 10
    while not run.app._opening.ready() and time.monotonic() < deadline:
        time.sleep(0.002)
    run.frames(1)
    run.press(pygame.K_DOWN)  # a long line said; the notice waits behind it
    run.press(pygame.K_UP)
    run.press(pygame.K_LEFT)
    run.settle()
    run.frames(15 * 60)
    heard = run.heard()[before:]
    assert HUNG not in heard
    assert heard[-1] == "Speech: Automatic, choice 1 of 4"
    assert run.app.announcer.backend is run.voice and run.searches.made[1].texts == []
    assert run.searches.modes == ["auto", "screen_reader"]


def test_screen_reader_undone_while_its_notice_is_said_cuts_it_and_says_automatic_at_once(run):
    """The screen reader's search ended and its speech took over: Left while its fallback notice
    is said cuts that notice for good (never said again), and "Speech: Automatic" is said at once;
    Automatic is looked for again, and confirms itself ("Using espeak-ng.")."""
    run.searches.notices = {"auto": None}
    run.press(pygame.K_RIGHT)
    run.frames(2 * 60)  # "Speech: Screen reader" heard whole
    run.searches.finish()
    deadline = time.monotonic() + 10
    while (len(run.searches.made) < 2 or not run.searches.made[1].log) and time.monotonic() < deadline:
        run.frames(1)
        time.sleep(0.002)
    fallback = run.searches.made[1]  # the screen reader's search ended on espeak-ng
    run.frames(30)  # the notice is being said
    assert fallback.log[-1].text == HUNG and fallback.log[-1].cut_at is None
    pressed = run.clock()
    run.press(pygame.K_LEFT)
    assert fallback.log[-1].text == "Speech: Automatic, choice 1 of 4"
    assert fallback.log[-1].start == pytest.approx(pressed, abs=0.05)
    assert fallback.log[-2].text == HUNG and fallback.log[-2].cut_at == pytest.approx(pressed, abs=0.05)
    run.settle()
    run.frames(15 * 60)
    texts = [s.text for s in run.spoken()]
    assert texts.count(HUNG) == 2  # at start-up (Automatic's own search), and the one cut
    assert texts[-2:] == ["Speech: Automatic, choice 1 of 4", "Using espeak-ng."]
    assert run.searches.modes == ["auto", "screen_reader", "auto"]


def test_screen_reader_then_off_then_automatic_says_automatic_at_once(run):
    """Screen reader, Self-voicing, Text only, then back to Automatic while the screen reader's
    search still hangs: "Speech: Automatic" is said at once by espeak-ng (Automatic holds
    nothing), and nothing of the abandoned choices after it."""
    for _ in range(3):
        run.press(pygame.K_RIGHT)
    for _ in range(3):
        run.press(pygame.K_LEFT)
    pressed = run.clock()
    run.frames(6 * 60)
    run.searches.finish()
    run.settle()
    run.frames(15 * 60)
    lines = run.spoken()
    automatic = [s for s in lines if s.text == "Speech: Automatic, choice 1 of 4"]
    assert len(automatic) == 1 and automatic[0].start == pytest.approx(pressed, abs=0.05)
    voice = run.voices[-1]  # espeak-ng, from the answer on, while Automatic is looked for
    assert voice is not run.voice and run.app.announcer.backend is voice
    assert voice.texts[0] == "Speech: Automatic, choice 1 of 4"
    abandoned = run.searches.made[1]  # the screen reader's search, ended after the choice was undone
    assert run.searches.modes == ["auto", "screen_reader", "auto"] and abandoned.texts == []
    # Only Automatic's own search says anything after: it did not answer either.
    assert [s.text for s in lines if s.start > automatic[0].start] == [HUNG]
