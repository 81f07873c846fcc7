"""Options > Speech rate: a change only sets the rate on the speech in use (never looks for a
screen reader again, never reopens speech, never holds up the frame), and a stall never turns
into a runaway held key (found by a tester: with no screen reader running each change froze the
window 5 s while Prism looked for one, the arrow's auto-repeat piled up meanwhile, and the rate
climbed to 300 percent by itself)."""

import sys

import pygame
import pytest

from game.app import App
from game.scenes.options import OptionsScene
from game.settings import Settings
from game.speech import ProcessSpeech, RecordingSpeech
from fake_clock import FakeClock

RATE_ITEM = "Speech rate: 100 percent, 2 of 12"


class Probes:
    """A fake ``create_backend`` (and Prism's ``open_prism``) that counts every call: opening
    speech, or looking for a screen reader, is what a rate change must never do."""

    def __init__(self):
        self.calls = []

    def create_backend(self, mode, rate=100, braille=True):
        self.calls.append(("create_backend", mode, rate))
        return RecordingSpeech(), None

    def open_prism(self, kind="best", rate_percent=100, **_kwargs):
        self.calls.append(("open_prism", kind, rate_percent))
        return None, "none"


@pytest.fixture
def probes(monkeypatch):
    found = Probes()
    monkeypatch.setattr("game.app.create_backend", found.create_backend)
    monkeypatch.setattr("game.speech.select.open_prism", found.open_prism)
    return found


def options_at_rate(client):
    """The options screen as in the running app (the speech option takes effect), focus on
    Speech rate."""
    client.app._backend_fixed = False
    client.push(OptionsScene(client.app))
    client.press(pygame.K_DOWN)
    assert client.last == RATE_ITEM
    client.clear()


def test_right_three_times_sets_three_steps_on_the_speech_in_use_and_opens_nothing(client, probes):
    options_at_rate(client)
    speech = client.app.announcer.backend
    for _ in range(3):
        client.press(pygame.K_RIGHT)
    assert client.texts == ["Speech rate: 125 percent, choice 4 of 9", "Speech rate: 150 percent, choice 5 of 9", "Speech rate: 175 percent, choice 6 of 9"]
    assert speech.rates == [125, 150, 175]
    assert client.app.settings.get("speech_rate") == 175
    assert client.app.announcer.backend is speech  # the same speech, not a new one
    assert probes.calls == []  # nothing opened, no screen reader looked for
    assert not client.app.speech_opening
    client.press(pygame.K_LEFT)
    assert client.last == "Speech rate: 150 percent, choice 5 of 9" and speech.rates[-1] == 150
    assert probes.calls == []


class OwnRate(RecordingSpeech):
    """A screen reader: it keeps the rate its user chose."""

    name = "NVDA"

    def set_rate(self, rate_percent):
        self.rates.append(rate_percent)
        return False


def test_a_screen_reader_keeps_its_own_rate_and_says_so(tmp_path, monkeypatch, probes):
    monkeypatch.setenv("NINETYNINE_CONFIG_DIR", str(tmp_path / "config"))
    speech = OwnRate()
    app = App(Settings(), backend=speech, sound=False)
    try:
        app._backend_fixed = False
        app.push(OptionsScene(app))
        pygame.event.clear()
        for key in (pygame.K_DOWN, pygame.K_RIGHT):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
            pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
            app.step()
        assert speech.texts[-1] == "Speech rate: 125 percent, choice 4 of 9. NVDA keeps its own speech rate."
        assert speech.rates == [125] and probes.calls == []
    finally:
        app.close()


def test_self_voicing_takes_the_new_rate_from_its_next_message_in_the_same_worker(tmp_path):
    """espeak-ng (here a stand-in command that writes its rate and text to a file) speaks the
    next message at the new rate; the process backend and its worker stay the same."""
    heard = tmp_path / "heard.txt"

    def at(rate):
        def command(text):
            return [sys.executable, "-c", "import sys; open(sys.argv[1], 'a').write(sys.argv[2] + '\\n')",
                    str(heard), f"{rate}: {text}"]
        return command, 0.01 * 100 / rate

    first, spc = at(100)
    speech = ProcessSpeech("espeak-ng", first, seconds_per_char=spc, rate_command=at)
    try:
        worker = speech._thread
        speech.speak("One", False)
        assert speech.wait_idle(20)
        assert speech.set_rate(200)
        assert speech.seconds_per_char == pytest.approx(0.005)
        speech.speak("Two", False)
        assert speech.wait_idle(20)
        assert heard.read_text().splitlines() == ["100: One", "200: Two"]
        assert speech._thread is worker and not speech.failed
    finally:
        speech.close()
    plain = ProcessSpeech("other", first)
    try:
        assert not plain.set_rate(200)  # no rate_command: the rate is not its to set
    finally:
        plain.close()


def test_espeak_ng_at_another_rate_uses_its_words_a_minute(monkeypatch):
    import shutil

    from game.speech.select import espeak_seconds_per_char, self_voicing
    monkeypatch.setattr(shutil, "which", lambda name: "/usr/bin/espeak-ng" if name == "espeak-ng" else None)
    speech = self_voicing(100)
    try:
        assert speech._command("Hi")[3:5] == ["-s", "175"]
        assert speech.set_rate(150)
        assert speech._command("Hi")[3:5] == ["-s", "262"]
        assert speech.seconds_per_char == pytest.approx(espeak_seconds_per_char(150))
    finally:
        speech.close()


# -- a stall never turns into a held key ------------------------------------------------------------
def right(repeat=False):
    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0,
                              repeat=int(repeat))


def right_up():
    return pygame.event.Event(pygame.KEYUP, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)


class StallingSpeech(RecordingSpeech):
    """Saying ``stall_on`` holds the frame up ``seconds`` (the clock jumps), while the held
    key's auto-repeat piles up ``repeats`` KEYDOWNs, then ``released`` says whether the key came up."""

    def __init__(self, clock, stall_on, seconds=5.0, repeats=20, released=True):
        super().__init__()
        self.clock, self.stall_on, self.seconds = clock, stall_on, seconds
        self.repeats, self.released = repeats, released

    def speak(self, text, interrupt):
        super().speak(text, interrupt)
        if text == self.stall_on:
            self.stall_on = None
            self.clock.now += self.seconds
            for _ in range(self.repeats):
                pygame.event.post(right(repeat=True))
            if self.released:
                pygame.event.post(right_up())


def stalling_app(tmp_path, monkeypatch, **stall):
    monkeypatch.setenv("NINETYNINE_CONFIG_DIR", str(tmp_path / "config"))
    clock = FakeClock()
    speech = StallingSpeech(clock, "Speech rate: 125 percent, choice 4 of 9", **stall)
    app = App(Settings(), backend=speech, sound=False, clock=clock, sleep=clock.sleep)
    app.push(OptionsScene(app))
    app.scenes[-1].index = 1  # Speech rate
    pygame.event.clear()
    speech.clear()
    speech.rates.clear()
    return app, speech


@pytest.mark.parametrize("seconds", [5.0, 0.6])
def test_a_stall_then_a_burst_of_repeats_changes_the_rate_once(tmp_path, monkeypatch, seconds):
    app, speech = stalling_app(tmp_path, monkeypatch, seconds=seconds)
    try:
        pygame.event.post(right())
        app.run_loop(max_updates=30)
        assert speech.rates == [125]
        assert speech.texts == ["Speech rate: 125 percent, choice 4 of 9"]
        assert app.settings.get("speech_rate") == 125
        pygame.event.post(right())  # a new press after the stall acts, once
        pygame.event.post(right_up())
        app.run_loop(max_updates=10)
        assert speech.rates == [125, 150] and speech.texts[-1] == "Speech rate: 150 percent, choice 5 of 9"
    finally:
        app.close()


def test_a_key_held_through_a_stall_repeats_again_only_once_pressed_anew(tmp_path, monkeypatch):
    app, speech = stalling_app(tmp_path, monkeypatch, released=False)
    try:
        pygame.event.post(right())
        app.run_loop(max_updates=10)
        assert speech.rates == [125]
        for _ in range(5):  # still held after the stall: its repeats are the stall's, dropped
            pygame.event.post(right(repeat=True))
            app.run_loop(max_updates=2)
        assert speech.rates == [125]
        pygame.event.post(right_up())
        for repeat in (False, True, True):  # pressed anew and held: moves as a held arrow does
            pygame.event.post(right(repeat=repeat))
            app.run_loop(max_updates=2)
        assert speech.rates == [125, 150, 175, 200]
    finally:
        app.close()


def test_without_a_stall_held_right_repeats_as_before(tmp_path, monkeypatch):
    """The same burst of repeats with no stall is a held arrow: it moves to the highest rate
    (the stall, not the repeats, is what drops them)."""
    app, speech = stalling_app(tmp_path, monkeypatch, seconds=0.0)
    try:
        pygame.event.post(right())
        app.run_loop(max_updates=30)
        assert speech.rates == [125, 150, 175, 200, 250, 300]
        assert speech.texts[-1] == "Speech rate: 300 percent, highest."
    finally:
        app.close()
