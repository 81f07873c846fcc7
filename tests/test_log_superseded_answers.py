"""The on-screen log shows a line once it begins to be said: an answer to a key that a newer
key's answer replaced before any of it was said is never said, so it is in neither the log, the
history (Page Up) nor the transcript (found by ear: F1 then Page Up at once, and help's first
line, never said, was in the log; C then S while Anna's card was said, and "Total 14." was in the
log though a newer answer took its place). A step of the player's own decision replaced so (a bid
card marked) tells a change, and stays, as a line Ctrl silenced stays (C-22, T-28). Fake engine
of timed_speech, 0.05 s a character."""

import pygame
import pytest

from game.speech import Announcer
from game.speech.queue import DROPPED

from test_speech_pacing import _until_said, quiet, start_timed
from timed_speech import Clock, TimedSpeech

HELP_TITLE = "Keys for the counting game. 27 lines. Up and Down read them, Escape closes."
HELP_LINE_1 = "1 to 3: play the card in that place of your hand."
TURN_0 = ("Your turn. Total 0. Your cards: 6 of hearts, queen of spades, 2 of spades. "
          "Enter plays the 6 of hearts.")
ANNA_14 = "Anna: 8 of hearts. Total 14."
TOO_LATE = "Too late to draw: you play the rest of this round with 2 cards."
TOKENS = "Tokens: you 9, Anna 9, Bob 9."


@pytest.fixture(autouse=True)
def _registered():
    from game.counting.menu_entry import ENTRY
    from game.scenes.registry import register_game
    register_game(ENTRY)


def _written(path):
    return path.read_text(encoding="utf-8").splitlines()


def test_help_then_page_up_at_once_leaves_helps_first_line_out_of_the_log(client, tmp_path):
    """Seed 7, the counting table quiet on the first turn: F1, then Page Up 0.1 s later, while
    help's title is said and its first line waits: Page Up's answer (the turn line, the line
    before the title) takes the first line's place. That line was never said: not in the
    history, the log or the transcript; the title, begun, is."""
    path = tmp_path / "transcript.txt"
    assert client.app.announcer.open_transcript(path) is None
    _table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_F1)
    client.frames(6)
    client.press(pygame.K_PAGEUP)
    quiet(client, speech)
    assert speech.texts[-2:] == [HELP_TITLE, TURN_0]
    assert HELP_LINE_1 not in speech.texts
    announcer = client.app.announcer
    assert announcer.history.items()[-2:] == [TURN_0, HELP_TITLE]
    assert announcer.history.shown()[-2:] == [TURN_0, HELP_TITLE]
    assert _written(path)[-2:] == [TURN_0, HELP_TITLE]


def test_a_status_answer_replaced_before_it_began_leaves_the_log(client, tmp_path):
    """C-22, seed 7: C, S, then C again while "Anna: 8 of hearts. Total 14." is said: the
    answers wait behind her card, and each newer status key's answer replaces the older one
    still waiting. The first "Total 14." and the tokens were never said: they are in neither
    the history, the log nor the transcript; the second "Total 14." is, after her card."""
    path = tmp_path / "transcript.txt"
    assert client.app.announcer.open_transcript(path) is None
    _table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_1)
    _until_said(client, speech, "Anna: 8 of hearts.")
    client.frames(6)
    client.press(pygame.K_c)
    client.press(pygame.K_s)
    client.press(pygame.K_c)
    quiet(client, speech)
    assert speech.texts.count("Total 14.") == 1
    history = client.app.announcer.history
    at = history.items().index(ANNA_14)
    assert history.items()[at:at + 3] == [ANNA_14, TOO_LATE, "Total 14."]
    assert history.items().count("Total 14.") == 1 and TOKENS not in history.items()
    assert history.shown().count("Total 14.") == 1
    written = _written(path)
    assert written[written.index(ANNA_14):written.index(ANNA_14) + 3] == [ANNA_14, TOO_LATE, "Total 14."]
    assert written.count("Total 14.") == 1 and TOKENS not in written


class Scene:
    def __init__(self, name):
        self.name = name


MOVE = "You: 6 of hearts. Total 6."
MARKED = "Marked: club. Bid so far 1."
STATUS = "Total 6."
NEWER = "Tokens: you 9, Anna 9, Bob 9."


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
    yield speech, announcer, run, path
    announcer.close()


def test_an_answer_waiting_behind_ones_move_replaced_by_a_newer_one_is_never_logged(world):
    """Both answers wait behind the player's own move (said whole); the newer takes the older's
    place: the older is void, never said nor written."""
    speech, announcer, run, path = world
    table = Scene("table")
    announcer.say(MOVE, move=True, scene=table)
    older = announcer.say(STATUS, interrupt=True, scene=table)
    announcer.say(NEWER, interrupt=True, scene=table)
    run(10)
    assert older.state == DROPPED and older.superseded and older.void
    assert speech.whole == [MOVE, NEWER]
    assert announcer.history.items() == [MOVE, NEWER]
    assert announcer.history.shown() == [MOVE, NEWER]
    assert _written(path) == [MOVE, NEWER]


def test_a_step_of_ones_decision_replaced_before_it_began_stays_in_the_log(world):
    """T-28: a bid card marked ("Marked: club. ...", a step) waits behind the player's move and
    a newer key's answer drops it: never said, but it tells a change of the player's bid, so the
    log, the history and the transcript keep it, as they keep a line Ctrl silenced."""
    speech, announcer, run, path = world
    table = Scene("table")
    announcer.say(MOVE, move=True, scene=table)
    step = announcer.say(MARKED, interrupt=True, scene=table, step=True)
    announcer.say(NEWER, interrupt=True, scene=table)
    run(10)
    assert step.state == DROPPED and not step.void
    assert speech.whole == [MOVE, NEWER]
    assert announcer.history.items() == [MOVE, MARKED, NEWER]
    assert _written(path) == [MOVE, MARKED, NEWER]


def test_an_answer_silenced_by_ctrl_stays_in_the_log(world):
    """Ctrl drops what waits; it was not replaced, the player silenced it: the log keeps it."""
    speech, announcer, run, path = world
    table = Scene("table")
    announcer.say(MOVE, move=True, scene=table)
    announcer.say(STATUS, interrupt=True, scene=table)
    announcer.stop()
    run(1)
    assert speech.texts == [MOVE]
    assert announcer.history.items() == [MOVE, STATUS]
    assert _written(path) == [MOVE, STATUS]


def test_help_line_dropped_by_page_up_is_logged_once_down_reads_it(client, tmp_path):
    """F1, Page Up at once (help's first line dropped unsaid: not logged), then Down: Down reads
    that line (never skipped), and as it is said now it enters the history, the log and the
    transcript, once."""
    path = tmp_path / "transcript.txt"
    assert client.app.announcer.open_transcript(path) is None
    _table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_F1)
    client.frames(6)
    client.press(pygame.K_PAGEUP)
    client.frames(30)
    client.press(pygame.K_DOWN)
    quiet(client, speech)
    assert speech.texts[-3:] == [HELP_TITLE, TURN_0, HELP_LINE_1]
    announcer = client.app.announcer
    assert announcer.history.items()[-3:] == [TURN_0, HELP_TITLE, HELP_LINE_1]
    assert announcer.history.shown()[-3:] == [TURN_0, HELP_TITLE, HELP_LINE_1]
    assert _written(path)[-3:] == [TURN_0, HELP_TITLE, HELP_LINE_1]
