"""The start-up voice (game.speech.select.start_voice, game.app.App._take_speech): in Automatic
mode espeak-ng speaks the first words at once while Prism looks for a screen reader in the
background (found by ear: about 5 s of silence at start while a speech daemon did not answer).
When the search ends on espeak-ng, it goes on; when it finds a screen reader, espeak-ng ends
the line it is saying and the screen reader says everything after it, each line once.

The search is a fake ``create_backend`` that blocks until the test lets it finish
(tests/test_speech_opening.py's SlowSpeech); the voices are TimedSpeech engines on the app's
own update count (1/60 s each), so what is heard when is exact.
"""

from __future__ import annotations

import pygame
import pytest
from test_speech_opening import MENU, SlowSpeech
from timed_speech import TimedSpeech

from game.app import App
from game.scenes.registry import StartOptions, discover_games
from game.settings import Settings
from game.speech.queue import SpeechQueue

SPEECH_NAME = "Speech: espeak-ng."
HUNG = "The screen reader or system voice did not answer within 5 seconds. Speaking with espeak-ng."
OPENING = "Counting game, 3 players, 9 tokens each, 3 cards in hand. Manual draw: Space draws, 5 seconds to draw."
DEAL = "Round 1. Bob deals. You play first."
TURN = "Your turn. Total 0. Your cards: 6 of hearts, queen of spades, 2 of spades. Enter plays the 6 of hearts."


class Voice(TimedSpeech):
    """A TimedSpeech with a name, that records whether it was closed."""

    def __init__(self, name, clock):
        super().__init__(clock)
        self.name = name
        self.closed = False

    def close(self):
        self.closed = True
        self.stop()


class Started:
    """An app in Automatic mode whose start-up voice (``espeak``) speaks at once while the
    search (``slow``) is held until :meth:`found`."""

    def __init__(self, tmp_path, monkeypatch, found=None, notice=None):
        discover_games()
        self.espeak = Voice("espeak-ng", self.clock)
        self.voices = [self.espeak]
        monkeypatch.setattr("game.app.start_voice", lambda mode, rate=100: self.espeak if mode == "auto" else None)
        result = found if found is not None else Voice("espeak-ng", self.clock)  # none found: espeak-ng
        self.result = result
        self.slow = SlowSpeech(result, notice)
        monkeypatch.setattr("game.app.create_backend", self.slow)
        settings = Settings(tmp_path / "settings.json")
        settings.set("cpu_delay", 0.3)
        self.app = App(settings, sound=False)
        pygame.event.clear()

    def clock(self):
        return self.app.updates / 60 if hasattr(self, "app") else 0.0

    def frames(self, count):
        self.app.step(count, draw_each=False)

    def found(self):
        """Let the search end, and run the frame that takes its result."""
        self.slow.finish()
        assert self.app._opening.wait(10)
        self.frames(1)
        assert not self.app.speech_opening

    def press(self, key):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
        self.frames(1)

    def close(self):
        self.slow.finish()
        self.app.close()


@pytest.fixture
def started(tmp_path, monkeypatch):
    made = []

    def make(**kwargs):
        made.append(Started(tmp_path, monkeypatch, **kwargs))
        return made[-1]
    yield make
    for app in made:
        app.close()


def test_the_first_line_is_said_at_once_while_the_search_is_slow(started):
    run = started()
    run.app.start()
    assert run.espeak.texts == [MENU] and run.espeak.log[0].start == 0.0  # the frame the window opened
    run.frames(4 * 60)  # the search still under way: the line is heard meanwhile, whole
    assert run.app.speech_opening
    assert run.espeak.whole == [MENU]
    run.found()  # none found: espeak-ng goes on, says its name once, as when speech was held
    run.frames(5 * 60)
    assert run.espeak.texts == [MENU, SPEECH_NAME] and run.espeak.whole == [MENU, SPEECH_NAME]
    assert run.app.announcer.history.items() == [MENU, SPEECH_NAME]
    assert run.result.texts == [] and run.result.closed and not run.espeak.closed
    assert run.app.announcer.backend is run.espeak


def test_a_search_that_hangs_gives_its_reason_once_through_the_voice_heard_from_the_start(started):
    run = started(notice=HUNG)
    run.app.start()
    run.frames(5 * 60)
    run.found()
    run.frames(10 * 60)
    assert run.espeak.texts == [MENU, HUNG] and run.espeak.whole == [MENU, HUNG]
    assert run.app.announcer.history.items() == [MENU, HUNG]


def test_a_screen_reader_found_mid_line_takes_over_after_it_and_says_the_rest_once(started):
    """The line being said ends through espeak-ng (never cut, never said again); the screen
    reader says what follows: its name, then the focused item on Down, once each."""
    run = started(found=Voice("NVDA", lambda: run.clock()))
    nvda = run.result
    run.app.start()
    run.frames(30)  # half a second into "Main menu. Counting game, 1 of 7"
    run.found()
    assert nvda.texts == []  # espeak-ng is still saying the menu's line
    run.frames(5 * 60)
    assert run.espeak.texts == [MENU] and run.espeak.whole == [MENU] and run.espeak.log[0].cut_at is None
    assert run.espeak.closed
    assert nvda.texts == ["Speech: NVDA."]
    assert nvda.log[0].start >= run.espeak.log[0].end - 1e-9  # one voice at a time
    run.press(pygame.K_DOWN)
    run.frames(3 * 60)
    assert nvda.texts == ["Speech: NVDA.", "Trick game, 2 of 7"]
    assert run.espeak.texts == [MENU]
    assert run.app.announcer.history.items() == [MENU, "Speech: NVDA.", "Trick game, 2 of 7"]
    assert run.app.announcer.backend is nvda


def test_a_key_during_the_hand_over_cuts_the_old_voice_and_the_screen_reader_answers(started):
    run = started(found=Voice("NVDA", lambda: run.clock()))
    nvda = run.result
    run.app.start()
    run.frames(60)  # the menu's line (about 1.7 s) is well under way
    run.found()
    run.press(pygame.K_DOWN)
    run.frames(3 * 60)
    assert run.espeak.texts == [MENU] and run.espeak.log[0].cut_at is not None and run.espeak.closed
    assert [(s.text, s.cut_at) for s in nvda.log] == [("Trick game, 2 of 7", None), ("Speech: NVDA.", None)]
    assert nvda.log[0].start == run.espeak.log[0].cut_at  # the answer at once, one voice at a time


def test_a_screen_reader_found_before_a_line_began_says_that_line_once(started):
    """A line still waiting when the screen reader is found is said by the screen reader only."""
    run = started(found=Voice("NVDA", lambda: run.clock()))
    nvda = run.result
    run.app._notices = ["Settings were set aside."]  # a start-up notice waits behind the menu
    run.app.start()
    run.frames(10)
    run.found()
    run.frames(6 * 60)
    assert run.espeak.texts == [MENU]
    assert nvda.texts == ["Settings were set aside.", "Speech: NVDA."]
    assert run.app.announcer.history.items() == [MENU, "Settings were set aside.", "Speech: NVDA."]


def test_at_a_table_started_with_game_the_speech_is_not_named_among_its_words(started):
    """--game with no screen reader: espeak-ng says the table's opening at once; the search
    ending on espeak-ng adds nothing (found by ear: "Speech: espeak-ng." came between the deal
    and the turn line, while the log showed it after the turn line). Speech and log agree."""
    run = started()
    run.app.start("counting", StartOptions(players=3, seed=7))
    assert run.espeak.texts == [OPENING]
    run.frames(60)
    run.found()
    run.frames(20 * 60)
    assert run.espeak.texts[:3] == [OPENING, DEAL, TURN]
    assert SPEECH_NAME not in run.app.announcer.history.items()
    assert run.app.announcer.history.items()[:3] == [OPENING, DEAL, TURN]


def test_a_table_opened_from_the_menu_before_the_search_ended_does_not_name_the_speech(started):
    """Found by ear (the trick game): Continue pressed 4 s into the main menu, and "Speech:
    espeak-ng." came after "Trick game resumed. Your turn. ...", among the table's words. A
    search that ends once a table is open names no speech; the table's lines go on."""
    from game.scenes.registry import find_game
    run = started()
    run.app.start()
    run.frames(60)
    run.app.push(find_game("counting").start(run.app, StartOptions(players=3, seed=7)))
    run.frames(60)
    run.found()
    run.frames(20 * 60)
    assert SPEECH_NAME not in run.espeak.texts
    assert SPEECH_NAME not in run.app.announcer.history.items()
    assert TURN in run.espeak.whole


def test_a_table_opened_while_the_speech_name_waits_takes_it_back_unsaid(started):
    """Found by ear (Continue into a trick game): the search ended while the main menu's line
    was said, "Speech: espeak-ng." waited behind it, and a table opened then: the name is never
    said, nor in the log; the table's lines are said."""
    from game.scenes.registry import find_game
    run = started()
    run.app.start()
    run.frames(30)
    run.found()
    run.frames(30)  # the menu's line still said; the name waits behind it
    assert SPEECH_NAME in run.app.announcer.history.items() and SPEECH_NAME not in run.espeak.texts
    run.app.push(find_game("counting").start(run.app, StartOptions(players=3, seed=7)))
    run.frames(20 * 60)
    assert SPEECH_NAME not in run.espeak.texts
    assert SPEECH_NAME not in run.app.announcer.history.items()
    assert TURN in run.espeak.whole


def test_at_a_table_the_reason_notice_is_in_the_log_where_it_is_said(started, tmp_path):
    """--game with a speech service that never answers (Automatic mode): the reason notice goes
    ahead of the waiting turn line in speech, so the turn line stays the last thing said; the
    history, the on-screen log strip and the transcript have it in that same order (found by
    ear: the log showed it after the turn line)."""
    run = started(notice=HUNG)
    transcript = tmp_path / "transcript.txt"
    assert run.app.announcer.open_transcript(transcript) is None
    run.app.start("counting", StartOptions(players=3, seed=7))
    run.frames(60)
    run.found()
    assert run.app.announcer.history.shown() == [OPENING]  # the deal, the notice and the turn line wait
    run.frames(20 * 60)
    assert run.espeak.texts[:4] == [OPENING, DEAL, HUNG, TURN]
    assert run.app.announcer.history.items()[:4] == [OPENING, DEAL, HUNG, TURN]
    assert run.app.announcer.history.shown()[:4] == [OPENING, DEAL, HUNG, TURN]
    assert transcript.read_text(encoding="utf-8").splitlines()[:4] == [OPENING, DEAL, HUNG, TURN]


def test_at_a_table_a_screen_reader_found_says_the_rest_of_the_opening_once_in_order(started):
    run = started(found=Voice("NVDA", lambda: run.clock()))
    nvda = run.result
    run.app.start("counting", StartOptions(players=3, seed=7))
    run.frames(60)
    run.found()
    run.frames(20 * 60)
    assert run.espeak.texts == [OPENING] and run.espeak.whole == [OPENING]
    assert nvda.texts[:2] == [DEAL, TURN]
    heard = run.espeak.texts + nvda.texts
    assert heard == run.app.announcer.history.items()[:len(heard)]  # in the log's order, once each
    assert "Speech: NVDA." not in heard


def test_screen_reader_mode_has_no_start_up_voice(tmp_path, monkeypatch):
    from game.speech.select import start_voice
    assert start_voice("screen_reader") is None
    assert start_voice("self_voicing") is None
    assert start_voice("text_only") is None


def test_the_queue_hands_over_after_the_line_being_said():
    now = [0.0]
    old, new = Voice("espeak-ng", lambda: now[0]), Voice("NVDA", lambda: now[0])
    queue = SpeechQueue(old)

    def tick(seconds):
        for _ in range(round(seconds * 60)):
            now[0] += 1 / 60
            queue.tick(1 / 60)
    from game.speech.queue import Utterance
    queue.add(Utterance("Anna: 5 of diamonds. Total 71."))
    queue.add(Utterance("Bob: 7 of clubs. Total 78."))
    tick(0.5)
    queue.hand_over(new)
    assert queue.backend is old and queue.incoming is new
    tick(5)
    assert old.texts == ["Anna: 5 of diamonds. Total 71."] and old.whole == old.texts and old.closed
    assert new.texts == ["Bob: 7 of clubs. Total 78."] and queue.backend is new and queue.incoming is None
    idle = SpeechQueue(Voice("espeak-ng", lambda: now[0]))
    other = Voice("NVDA", lambda: now[0])
    idle.hand_over(other)  # nothing being said: at once
    assert idle.backend is other and idle.incoming is None


def test_a_start_up_voice_that_stops_working_is_not_tried_again_when_the_search_ends_on_it(started):
    """espeak-ng without a sound device fails on the first words: text only is said once; the
    search then ending on espeak-ng neither tries it again nor names it (no second notice)."""
    run = started()
    run.app.start()
    run.espeak.failed = True
    run.frames(2)
    stopped = "Speech through espeak-ng stopped working: text only."
    assert run.app.announcer.history.items() == [MENU, stopped]
    run.found()
    run.frames(60)
    assert run.app.announcer.history.items() == [MENU, stopped]
    assert run.result.closed and run.result.texts == []
    assert type(run.app.announcer.backend).__name__ == "SilentSpeech"
