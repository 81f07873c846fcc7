"""Speech opened in the background (game.speech.opening): the first announcement never waits for
the speech backend; what is said meanwhile is spoken once it is ready, exactly once.

The slow backend is a fake ``create_backend`` that blocks until the test lets it finish, so the
tests decide when speech "becomes ready" and never wait on the clock.
"""

from __future__ import annotations

import threading

import pygame
import pytest

from game.app import App
from game.scenes.registry import discover_games
from game.settings import Settings
from game.speech import OpeningSpeech, RecordingSpeech, SilentSpeech

MENU = "Main menu. Counting game, 1 of 7"


class SlowSpeech:
    """A fake ``create_backend``: blocks until :meth:`finish` and then returns ``backend`` and
    ``notice``; counts its calls."""

    def __init__(self, backend=None, notice=None):
        self.backend = backend if backend is not None else RecordingSpeech()
        self.notice = notice
        self.release = threading.Event()
        self.calls = 0
        self.closes = 0
        original = self.backend.close

        def close():
            self.closes += 1
            original()
        self.backend.close = close

    def __call__(self, mode, rate=100, braille=True):
        self.calls += 1
        assert self.release.wait(30), "the test never let speech open"
        return self.backend, self.notice

    def finish(self):
        self.release.set()


@pytest.fixture
def slow_app(tmp_path, monkeypatch, request):
    """An app whose speech opens only when the test calls ``slow.finish()``; a transcript file."""
    discover_games()  # the main menu lists both games, as after run()
    slow = SlowSpeech(*getattr(request, "param", ()))
    monkeypatch.setattr("game.app.create_backend", slow)
    # No voice speaks while speech opens (Screen reader mode, or no espeak-ng installed): the
    # words are kept until it has opened (tests/test_speech_start_voice.py: Automatic mode).
    monkeypatch.setattr("game.app.start_voice", lambda mode, rate=100: None)
    app = App(Settings(tmp_path / "settings.json"), sound=False, transcript=tmp_path / "transcript.txt")
    pygame.event.clear()
    yield app, slow, tmp_path / "transcript.txt"
    slow.finish()
    app.close()


def open_speech(app, slow):
    """Let the slow backend finish, then run frames until the app speaks through it."""
    slow.finish()
    assert app._opening is not None
    assert app._opening.wait(10)
    app.step()
    assert not app.speech_opening


def test_the_first_announcement_is_logged_at_once_and_spoken_once_speech_is_ready(slow_app):
    app, slow, transcript = slow_app
    app.start()
    app.step(5)
    # Shown, in the history and in the transcript at once; the backend is still opening.
    assert app.announcer.history.items() == [MENU]
    assert transcript.read_text(encoding="utf-8").splitlines() == [MENU]
    assert app.speech_opening and isinstance(app.announcer.backend, OpeningSpeech)
    assert slow.calls == 1 and slow.backend.texts == []
    assert app.announcer.speech_busy()  # kept, not yet heard: computer players would wait
    open_speech(app, slow)
    app.step(30)
    assert app.announcer.backend is slow.backend
    assert slow.backend.texts == [MENU, "Speech: recording."]
    assert app.announcer.history.items() == [MENU, "Speech: recording."]
    app.step(60)
    assert slow.backend.texts == [MENU, "Speech: recording."]  # never twice
    assert slow.calls == 1


def test_the_backend_opens_only_after_the_first_words(slow_app):
    """The worker is started once the first announcement is out, never before (its imports would
    compete with the start for the interpreter)."""
    app, slow, _transcript = slow_app
    assert app._opening is not None and not app._opening.begun
    app.start()
    assert app._opening.begun and app.announcer.history.items() == [MENU]


def test_a_key_pressed_while_speech_opens_is_answered_and_nothing_is_said_twice(slow_app):
    app, slow, _transcript = slow_app
    app.start()
    app.step()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_DOWN, mod=0, unicode="", scancode=0))
    app.step()
    assert app.announcer.history.items() == [MENU, "Trick game, 2 of 7"]
    assert slow.backend.texts == []
    open_speech(app, slow)
    app.step(30)
    # The menu's words were cut by the key (as they would be by real speech): the answer is
    # said, the cut words never after it, and nothing twice.
    assert slow.backend.spoken == [("Trick game, 2 of 7", True), ("Speech: recording.", False)]


@pytest.mark.parametrize("slow_app", [(None, "The screen reader or system voice did not answer within 5 seconds. "
                                              "Speaking with espeak-ng.")], indirect=True)
def test_a_screen_reader_that_never_answers_leaves_the_words_to_the_fallback_with_the_reason(slow_app):
    app, slow, _transcript = slow_app
    app.start()
    app.step(3)
    assert slow.backend.texts == []
    open_speech(app, slow)
    app.step(30)
    assert slow.backend.texts == [MENU, "The screen reader or system voice did not answer within 5 seconds. Speaking with espeak-ng."]


@pytest.mark.parametrize("slow_app", [(SilentSpeech(), "No speech is available: text only.")], indirect=True)
def test_no_speech_at_all_keeps_the_words_on_screen_and_says_why(slow_app):
    app, slow, _transcript = slow_app
    app.start()
    open_speech(app, slow)
    app.step(3)
    assert isinstance(app.announcer.backend, SilentSpeech)
    assert app.announcer.history.items() == [MENU, "No speech is available: text only."]
    assert not app.announcer.speech_busy()


def test_the_speech_option_changed_while_speech_opens_wins_and_the_late_backend_is_closed(slow_app, monkeypatch):
    """One opening at a time: the choice waits for the start-up opening to end, which is then
    closed unheard; the chosen speech opens next, says what was kept (the menu) and confirms."""
    app, slow, _transcript = slow_app
    app.start()
    app.step()
    chosen = RecordingSpeech()
    monkeypatch.setattr("game.app.create_backend", lambda mode, rate=100, braille=True: (chosen, None))
    app.settings.set("speech_mode", "self_voicing")
    app.apply_speech_mode()
    assert slow.calls == 1 and app.speech_opening
    slow.finish()
    assert app._opening.wait(10)
    app.step()
    assert app.wait_for_speech(10)
    app.step(5)
    assert not app.speech_opening
    assert app.announcer.backend is chosen
    assert chosen.texts == [MENU, "Using recording."]
    assert slow.backend.texts == [] and slow.closes == 1


def test_closing_the_app_while_speech_opens_closes_the_backend_when_it_arrives(slow_app):
    app, slow, _transcript = slow_app
    app.start()
    opening = app._opening
    app.close()
    slow.finish()
    assert opening.wait(10)
    assert slow.backend.texts == [] and slow.closes == 1
    assert opening.take() is None


def test_a_failing_opener_means_text_only_said_once():
    def broken():
        raise RuntimeError("no")
    opening = OpeningSpeech(broken)
    opening.speak("Main menu.", False)
    opening.begin()
    assert opening.wait(10)
    opened = opening.take()
    assert isinstance(opened.backend, SilentSpeech)
    assert opened.notice == "No speech is available: text only."
    assert opened.kept == [("Main menu.", False)]
    assert opening.take() is None  # handed over once


def test_opening_speech_keeps_answers_over_what_they_cut_and_forgets_on_stop():
    opening = OpeningSpeech(lambda: (RecordingSpeech(), None))
    assert opening.idle()
    opening.speak("Anna: 5 of diamonds.", False)
    opening.speak("Total 71.", False)
    assert not opening.idle()
    opening.speak("Your hand.", True)
    opening.speak("Then this.", False)
    opening.begin()
    assert opening.wait(10)
    opened = opening.take()
    assert opened.kept == [("Your hand.", True), ("Then this.", False)]
    opening.speak("late", False)  # taken: the backend speaks from now on, never this object
    assert not opening.idle()  # what it held is being said elsewhere: never "done" here
    stopped = OpeningSpeech(lambda: (RecordingSpeech(), None))
    stopped.speak("Main menu.", False)
    stopped.stop()
    assert stopped.idle()


@pytest.mark.parametrize("slow_app", [(None, "The screen reader or system voice did not answer within 5 seconds. "
                                              "Speaking with espeak-ng.")], indirect=True)
def test_with_game_the_reason_is_heard_before_the_first_turn_prompt(slow_app):
    """--game counting while Prism hangs: the table's words wait for speech; once the fallback
    speaks, the reason comes before "Your turn" (a notice goes ahead of a waiting prompt)."""
    from game.scenes.registry import StartOptions
    app, slow, _transcript = slow_app
    app.settings.set("cpu_delay", 0.3)
    app.start("counting", StartOptions(players=3, seed=7))
    app.step(120)
    assert slow.backend.texts == []
    open_speech(app, slow)
    app.step(60)
    assert slow.backend.texts[:4] == [
        "Counting game, 3 players, 9 tokens each, 3 cards in hand. Manual draw: Space draws, 5 seconds to draw.",
        "Round 1. Bob deals. You play first.",
        "The screen reader or system voice did not answer within 5 seconds. Speaking with espeak-ng.",
        "Your turn. Total 0. Your cards: 6 of hearts, queen of spades, 2 of spades. Enter plays the 6 of hearts."]


class UntimedSpeech(RecordingSpeech):
    """A backend that cannot tell when it is done (Prism's Speech Dispatcher backend): the queue
    times each message by its estimated length."""

    knows_speaking = False


def test_a_message_held_while_speech_opened_is_timed_from_when_it_is_handed_over():
    """The estimate of a held message starts when the backend gets it, not when it was said:
    the computer players wait for the words to be heard, however long speech took to open."""
    from game.speech import Announcer
    from game.speech.queue import SECONDS_PER_CHAR, START_SECONDS
    opening = OpeningSpeech(lambda: (UntimedSpeech(), None))
    announcer = Announcer(opening)
    text = "Your turn. Total 57."
    announcer.say(text)
    for _ in range(120):  # two seconds while speech opens: held, so still busy
        announcer.tick(1 / 60)
    assert announcer.speech_busy()
    opening.begin()
    assert opening.wait(10)
    opened = opening.take()
    announcer.adopt_backend(opened)
    assert opened.backend.texts == [text] and announcer.speech_busy()
    length = START_SECONDS + len(text) * SECONDS_PER_CHAR
    for _ in range(int(length * 60) - 1):
        announcer.tick(1 / 60)
    assert announcer.speech_busy()
    for _ in range(2):
        announcer.tick(1 / 60)
    assert not announcer.speech_busy()
    assert opened.backend.texts == [text]  # once


def test_a_window_opened_by_connect_does_not_name_the_speech_among_its_first_words(slow_app):
    """``--connect``: the lobby's first words are said once speech opens, and "Speech: recording."
    is not said in among them (nor later); a reason the screen reader is not used would be."""
    import argparse
    app, slow, _transcript = slow_app
    options = argparse.Namespace(connect="ws://127.0.0.1:9", name="Ana", game=None, join=False, players=None,
                                 computers=0, variant=None)
    app.start_online(options)
    app.step(2)
    open_speech(app, slow)
    app.step(30)
    assert slow.backend.texts and "Speech: recording." not in slow.backend.texts
    assert "Speech: recording." not in app.announcer.history.items()


def test_choosing_screen_reader_with_none_running_says_why_after_the_value(client, monkeypatch):
    """Options > Speech: Screen reader when no screen reader runs: the new value is said at
    once through the speech in use; the reason and what speaks instead follow it through the
    new speech once that has opened (in the background), heard whole, and logged once. (Found
    by ear, once as a notice the value cut before a word was heard.)"""
    from game.scenes.options import OptionsScene
    notice = "No screen reader or speech-dispatcher found. Speaking with espeak-ng."
    fallback = RecordingSpeech()
    monkeypatch.setattr("game.app.create_backend", lambda mode, rate=100, braille=True: (fallback, notice))
    client.app._backend_fixed = False  # the speech option takes effect, as in the running app
    client.push(OptionsScene(client.app))
    client.clear()
    client.press(pygame.K_RIGHT)  # Speech: Automatic -> Screen reader
    assert client.texts == ["Speech: Screen reader, choice 2 of 4"]
    assert client.app.wait_for_speech(10)
    client.frames(5)
    assert fallback.texts == [notice]
    assert client.app.announcer.history.items()[-2:] == ["Speech: Screen reader, choice 2 of 4", notice]
    assert client.app.announcer.history.items().count(notice) == 1


OPENING = "Counting game, 3 players, 9 tokens each, 3 cards in hand. Manual draw: Space draws, 5 seconds to draw."


@pytest.mark.parametrize("slow_app", [(None, "The screen reader or system voice did not answer within 5 seconds. "
                                              "Speaking with espeak-ng.")], indirect=True)
@pytest.mark.parametrize("seconds", [1.0, 4.5])
def test_c_pressed_while_speech_opens_is_answered_first_then_the_opening_whole(slow_app, seconds):
    """C-22 (found by ear: Prism silent at start, C pressed in the first 5 s was answered 27 s
    later, after the whole opening and the first turn line): "Total 0." is the first thing
    said once speech opens, then the opening line it cut, whole (nothing of it was heard,
    however long speech took to open: 4.5 s is more than most of its estimated length), then
    the deal, the reason and the turn."""
    from game.scenes.registry import StartOptions
    app, slow, _transcript = slow_app
    app.settings.set("cpu_delay", 0.3)
    app.start("counting", StartOptions(players=3, seed=7))
    app.step(round(seconds * 60))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=0, unicode="c", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_c, mod=0, unicode="c", scancode=0))
    app.step()
    assert slow.backend.texts == []
    open_speech(app, slow)
    app.step(60)
    assert slow.backend.texts[:5] == [
        "Total 0.",
        OPENING,
        "Round 1. Bob deals. You play first.",
        "The screen reader or system voice did not answer within 5 seconds. Speaking with espeak-ng.",
        "Your turn. Total 0. Your cards: 6 of hearts, queen of spades, 2 of spades. Enter plays the 6 of hearts."]
    assert slow.backend.texts.count(OPENING) == 1


HUNG = "The screen reader or system voice did not answer within 5 seconds. Speaking with espeak-ng."


def test_the_reason_at_start_is_said_once_when_a_key_comes_as_it_is_said(tmp_path, monkeypatch):
    """Speech Automatic, the screen reader silent (found by ear: "The screen reader did not
    answ—", "Trick game, 2 of 7", then the reason again, whole): Down pressed 1.7 s into the
    reason is answered once the reason ends; the reason is said once, whole."""
    from timed_speech import TimedSpeech
    discover_games()
    updates = [0]
    speech = TimedSpeech(lambda: updates[0] / 60)
    slow = SlowSpeech(speech, HUNG)
    monkeypatch.setattr("game.app.create_backend", slow)
    monkeypatch.setattr("game.app.start_voice", lambda mode, rate=100: None)
    app = App(Settings(tmp_path / "settings.json"), sound=False)
    pygame.event.clear()
    try:
        def frames(count):
            for _ in range(count):
                app.step(1, draw_each=False)
                updates[0] = app.updates
        app.start()
        open_speech(app, slow)
        updates[0] = app.updates
        for _ in range(60 * 10):
            if HUNG in speech.texts:
                break
            frames(1)
        frames(round(1.7 * 60))
        assert speech.texts == [MENU, HUNG] and speech.log[-1].cut_at is None
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_DOWN, mod=0, unicode="", scancode=0))
        frames(60 * 10)
        assert speech.texts == [MENU, HUNG, "Trick game, 2 of 7"]
        assert all(spoken.cut_at is None for spoken in speech.log)
        assert app.announcer.history.items() == [MENU, HUNG, "Trick game, 2 of 7"]
    finally:
        slow.finish()
        app.close()
