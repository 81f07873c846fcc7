"""Options > Speech: the new speech opens in the background (looking for a screen reader can take
5 s when none answers); the window keeps drawing and keys are answered through the speech in use
meanwhile; once ready the new speech confirms the choice. One opening at a time; text only at
once; the Language option reopens nothing."""

import threading
import time

import pygame
import pytest

from game.scenes.options import OptionsScene
from game.speech import RecordingSpeech, SilentSpeech

NO_READER = "The screen reader or system voice did not answer within 5 seconds. Speaking with espeak-ng."


class SlowOpen:
    """A fake ``create_backend`` that blocks (as Prism does for 5 s when no screen reader
    answers) until :meth:`finish`; records each (mode, rate) and returns a new
    :class:`RecordingSpeech` named for the mode, with ``notice``."""

    def __init__(self, notice=None):
        self.notice = notice
        self.calls = []
        self.made = []
        self.release = threading.Event()

    def __call__(self, mode, rate=100, braille=True):
        self.calls.append((mode, rate))
        assert self.release.wait(30), "the test never let speech open"
        speech = RecordingSpeech()
        speech.name = "espeak-ng" if mode != "self_voicing" else "self"
        self.made.append(speech)
        return speech, self.notice

    def finish(self):
        self.release.set()


@pytest.fixture
def slow(monkeypatch, request):
    opener = SlowOpen(getattr(request, "param", None))
    monkeypatch.setattr("game.app.create_backend", opener)
    yield opener
    opener.finish()


def options(client):
    """The options screen as in the running app (the speech option takes effect), focus on Speech."""
    client.app._backend_fixed = False
    client.push(OptionsScene(client.app))
    client.clear()


def ready(client, count=1):
    """Wait until ``count`` openings were made, then run frames until the app took the last."""
    deadline = time.monotonic() + 10
    while client.app.speech_opening and time.monotonic() < deadline:
        client.frames(1)
        time.sleep(0.005)
    assert not client.app.speech_opening


@pytest.mark.parametrize("slow", [NO_READER], indirect=True)
def test_the_choice_is_said_at_once_keys_are_answered_while_it_opens_and_it_is_confirmed(client, slow):
    options(client)
    old = client.app.announcer.backend
    started = time.monotonic()
    client.press(pygame.K_RIGHT)  # Automatic -> Screen reader
    client.press(pygame.K_DOWN)
    client.press(pygame.K_DOWN)
    assert time.monotonic() - started < 2.0  # the frames never waited for the opening
    assert client.texts == ["Speech: Screen reader, choice 2 of 4", "Speech rate: 100 percent, 2 of 12",
                            "Braille: On, 3 of 12. Braille is not shown now: recording has no braille output."]
    assert slow.calls == [("screen_reader", 100)] and client.app.speech_opening
    draws = client.app.draws
    client.frames(30)  # the window keeps drawing what changes
    client.press(pygame.K_UP)
    assert client.app.draws > draws and client.last == "Speech rate: 100 percent, 2 of 12"
    slow.finish()
    ready(client)
    new = slow.made[0]
    assert client.app.announcer.backend is new
    assert new.texts == [NO_READER]  # the choice confirmed, through the new speech
    assert old.texts[-1] == "Speech rate: 100 percent, 2 of 12"  # the old one said nothing more
    assert client.app.announcer.history.items()[-1] == NO_READER


def test_a_screen_reader_found_says_using_it(client, slow):
    options(client)
    client.press(pygame.K_RIGHT)
    slow.finish()
    ready(client)
    assert slow.made[0].texts == ["Using espeak-ng."]


def test_the_rate_changed_while_speech_opens_is_taken_by_the_new_speech(client, slow):
    options(client)
    client.press(pygame.K_RIGHT)  # Screen reader: opening at 100 percent
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RIGHT)  # 125 percent, set on the speech in use
    assert client.app.announcer.backend.rates == [125]
    slow.finish()
    ready(client)
    assert slow.calls == [("screen_reader", 100)]
    assert slow.made[0].rates == [125]


def test_one_opening_at_a_time_and_the_last_choice_wins(client, slow):
    options(client)
    client.press(pygame.K_RIGHT)  # Screen reader
    client.press(pygame.K_RIGHT)  # Self-voicing
    assert client.texts == ["Speech: Screen reader, choice 2 of 4", "Speech: Self-voicing, choice 3 of 4"]
    assert slow.calls == [("screen_reader", 100)]  # the second waits for the first
    slow.finish()
    ready(client)
    assert slow.calls == [("screen_reader", 100), ("self_voicing", 100)]
    first, last = slow.made
    assert client.app.announcer.backend is last
    assert first.texts == [] and last.texts == ["Using self."]


def test_text_only_is_at_once_even_while_other_speech_opens(client, slow):
    options(client)
    client.press(pygame.K_RIGHT)  # Screen reader: opening
    for _ in range(2):
        client.press(pygame.K_RIGHT)  # Self-voicing, then Text only
    assert isinstance(client.app.announcer.backend, SilentSpeech)
    assert client.texts[-1] == ("Speech: Text only, choice 4 of 4. Speech is now off: messages are only shown on screen. "
                                "Left turns it back on.")  # said by the speech switched off
    slow.finish()
    ready(client)
    assert isinstance(client.app.announcer.backend, SilentSpeech)
    assert slow.calls == [("screen_reader", 100)]  # nothing more opened for text only
    assert slow.made[0].texts == []


def test_from_text_only_the_choice_is_kept_and_said_by_the_new_speech(client, slow):
    """Text only speaks nothing: "Speech: Self-voicing" waits for the new speech, then its name."""
    client.app.settings.set("speech_mode", "text_only")
    client.app.announcer.set_backend(SilentSpeech())
    options(client)
    client.press(pygame.K_LEFT)  # Text only -> Self-voicing
    slow.finish()
    ready(client)
    assert slow.made[0].texts == ["Speech: Self-voicing, choice 3 of 4", "Using self."]


def test_the_language_option_reopens_no_speech(client, slow):
    client.app._backend_fixed = False
    speech = client.app.announcer.backend
    client.app.set_language("es")
    assert slow.calls == [] and client.app.announcer.backend is speech
