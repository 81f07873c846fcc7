"""The transcript file (``--transcript``, what the by-ear tool prints as "|" lines) gets each line
as the on-screen log shows it: once its speech begins, or once it will never be said but is still
true (Ctrl). A line never said because it was no longer true (a refused key's reminder, "Too
early: your key was not used. Press it again.", that a newer prompt or a key's answer replaced)
leaves the history and the log, and is never written (found by ear, trick game: the reminder was
in the transcript though never said). Fake engine of timed_speech, 0.05 s a character."""

import pytest

from game.speech import Announcer
from game.speech.queue import DONE

from timed_speech import Clock, TimedSpeech

TRICK = "The dummy wins the trick with the queen of hearts. Tricks: you 2, Anna 0, the dummy 3."
DUMMY = "Play from the dummy. The dummy leads. Focus: 9 of clubs."
TOO_EARLY = "Too early: your key was not used. Press it again."
STATUS = "Tricks: you 1, Anna 2, Bob 1. 4 of 9 played."


class Scene:
    def __init__(self, name):
        self.name = name


@pytest.fixture
def world(tmp_path):
    clock = Clock()
    speech = TimedSpeech(clock)
    announcer = Announcer(speech)
    path = tmp_path / "transcript.txt"
    assert announcer.open_transcript(path) is None

    def run(seconds):
        for _ in range(round(seconds * 60)):
            clock.advance(1 / 60)
            announcer.tick(1 / 60)

    def written():
        return path.read_text(encoding="utf-8").splitlines()
    yield speech, announcer, run, written
    announcer.close()


def test_a_reminder_a_newer_prompt_comes_after_is_said_and_written_before_it(world):
    """The reminder waits behind the trick's line; "Play from the dummy. ..." comes: the
    reminder stays, said before it (where cues are not heard it is the key's only answer), and
    the log, the history and the transcript list it where it was said."""
    speech, announcer, run, written = world
    table = Scene("table")
    announcer.say(TRICK, scene=table)
    reminder = announcer.say(TOO_EARLY, kind="prompt", scene=table, reminder=True)
    assert written() == [TRICK]  # the reminder waits: not written yet
    announcer.say(DUMMY, kind="prompt", scene=table)
    run(14)
    assert reminder.state == DONE and not reminder.void
    assert speech.whole == [TRICK, TOO_EARLY, DUMMY]
    assert announcer.history.items() == [TRICK, TOO_EARLY, DUMMY]
    assert announcer.history.shown() == [TRICK, TOO_EARLY, DUMMY]
    assert written() == [TRICK, TOO_EARLY, DUMMY]


def test_a_reminder_while_a_prompt_waits_is_said_and_written_before_it(world):
    """The tester's case: the key came while "Play from the dummy. ..." waited behind the trick
    (it was dropped, never said: with sound off the key had no answer); now said between them."""
    speech, announcer, run, written = world
    table = Scene("table")
    announcer.say(TRICK, scene=table)
    announcer.say(DUMMY, kind="prompt", scene=table)
    reminder = announcer.say(TOO_EARLY, kind="prompt", scene=table, reminder=True)
    assert not reminder.void
    run(14)
    assert speech.whole == [TRICK, TOO_EARLY, DUMMY]
    assert announcer.history.items() == [TRICK, TOO_EARLY, DUMMY]
    assert announcer.history.shown() == [TRICK, TOO_EARLY, DUMMY]
    assert written() == [TRICK, TOO_EARLY, DUMMY]


def test_a_reminder_a_keys_answer_dropped_is_never_written(world):
    """A status key's answer comes while the reminder waits behind the trick's line (most of it
    said: cut for good): the answer is said, the reminder never."""
    speech, announcer, run, written = world
    table = Scene("table")
    announcer.say(TRICK, scene=table)
    reminder = announcer.say(TOO_EARLY, kind="prompt", scene=table, reminder=True)
    run(3.5)
    announcer.say(STATUS, interrupt=True, scene=table)
    run(10)
    assert reminder.void
    assert speech.texts == [TRICK, STATUS]
    assert announcer.history.items() == [TRICK, STATUS]
    assert announcer.history.shown() == [TRICK, STATUS]
    assert written() == [TRICK, STATUS]


def test_a_reminder_said_is_written_where_it_was_said(world):
    """One said is in the log and the file, in the order said; an answer ahead of a line still
    waiting is written before it, as said."""
    speech, announcer, run, written = world
    table = Scene("table")
    announcer.say(TRICK, scene=table)
    announcer.say(TOO_EARLY, kind="prompt", scene=table, reminder=True)
    run(10)
    announcer.say(STATUS, interrupt=True, scene=table)
    announcer.say(DUMMY, kind="prompt", scene=table)
    run(10)
    assert speech.whole == [TRICK, TOO_EARLY, STATUS, DUMMY]
    assert announcer.history.items() == [TRICK, TOO_EARLY, STATUS, DUMMY]
    assert written() == [TRICK, TOO_EARLY, STATUS, DUMMY]


def test_a_line_silenced_by_ctrl_is_written_as_the_log_shows_it(world):
    """Ctrl: what waited will never be said but is still true: the log shows it, and so does the
    file, at once."""
    speech, announcer, run, written = world
    table = Scene("table")
    announcer.say(TRICK, scene=table)
    announcer.say(DUMMY, kind="prompt", scene=table)
    assert written() == [TRICK]
    announcer.stop()
    run(1 / 60)
    assert speech.texts == [TRICK]
    assert announcer.history.shown() == [TRICK, DUMMY]
    assert written() == [TRICK, DUMMY]


HELP_TITLE = "Keys for the counting game. 27 lines. Up and Down read them, Escape closes."
HELP_LINE = "1 to 3: play the card in that place of your hand."
ANNA = "Anna: 8 of hearts. Total 14."


def test_a_page_left_before_its_line_began_is_in_neither_the_log_nor_the_transcript(world):
    """F1 then Escape before help's first line was said: the page's title (cut) is written, its
    line (never said: it spoke of a page that is gone) never is, nor kept in the history."""
    speech, announcer, run, written = world
    page = Scene("help")
    announcer.scene_entered(page)
    announcer.say(HELP_TITLE, interrupt=True, scene=page)
    line = announcer.say(HELP_LINE, follow=True, scene=page)
    run(0.5)
    announcer.scene_left(page)
    announcer.forget_void()
    assert line.void
    assert speech.texts == [HELP_TITLE]
    assert announcer.history.items() == [HELP_TITLE]
    assert announcer.history.shown() == [HELP_TITLE]
    assert written() == [HELP_TITLE]


def test_a_left_scenes_prompt_is_void_but_its_event_is_kept(world):
    """A scene left while its event and its prompt wait: the event happened (still true: kept in
    the log and the transcript, as Ctrl's silence keeps it); the prompt is void."""
    speech, announcer, run, written = world
    other = Scene("menu")
    table = Scene("table")
    announcer.say(TRICK, scene=other)
    announcer.say(ANNA, scene=table)
    prompt = announcer.say(DUMMY, kind="prompt", scene=table)
    announcer.scene_left(table)
    run(10)
    assert prompt.void
    assert speech.whole == [TRICK]
    assert announcer.history.items() == [TRICK, ANNA]
    assert written() == [TRICK, ANNA]


def test_an_answer_said_by_a_scene_already_left_is_never_written(world):
    """A line a scene says once it was left is never said, and void: never written."""
    speech, announcer, run, written = world
    page = Scene("help")
    announcer.scene_left(page)
    answer = announcer.say(HELP_LINE, interrupt=True, scene=page)
    run(5)
    assert answer.void
    assert speech.texts == []
    assert announcer.history.items() == []
    assert written() == []
