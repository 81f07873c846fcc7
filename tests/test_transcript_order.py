"""The transcript lists the lines in the order they are heard (docs/announcements.md: every spoken
line is in the on-screen log, the history and the transcript, in the order it is said). The
transcript only grows, so a line a key cut early and that is said again whole after the key's
answer is written again where it is heard, after the answer (found by ear, counting game, seed 11:
the turn line cut by C was listed before "Total 24." and never after it; C-22)."""

from __future__ import annotations

from test_cut_turn_line_kept_keys import BOB, COUNTING_TURN, quiet, turn_line_cut_by_c
from test_cut_prompt_said_again import COUNTING_SHORT, TOTAL
from test_turn_line_heard_keys import _registered  # noqa: F401  (the fixture registers both games)
from test_turn_line_kept_keys import counting_turn_said


def test_a_turn_line_cut_by_c_and_said_again_is_written_again_after_the_answer(client, tmp_path):
    """C 5 % into the counting turn line: the transcript has Bob's card, the turn line (shown as
    it began), C's answer "Total 24.", then the short reminder said in its place, as heard; the
    history keeps the whole line cut (Page Up reads it) and the reminder after the answer."""
    path = tmp_path / "transcript.txt"
    assert client.app.announcer.open_transcript(path) is None
    table, speech, _cards, _cues = turn_line_cut_by_c(client, 0.05)
    quiet(client)
    written = path.read_text(encoding="utf-8").splitlines()
    assert written[written.index(BOB):] == [BOB, COUNTING_TURN, TOTAL, COUNTING_SHORT]
    assert speech.texts[speech.texts.index(BOB):] == [BOB, COUNTING_TURN, TOTAL, COUNTING_SHORT]
    history = client.app.announcer.history.shown()
    assert history[history.index(BOB):] == [BOB, COUNTING_TURN, TOTAL, COUNTING_SHORT]


def test_a_turn_line_heard_whole_is_written_once(client, tmp_path):
    """No key: the turn line is written once, after Bob's card."""
    path = tmp_path / "transcript.txt"
    assert client.app.announcer.open_transcript(path) is None
    counting_turn_said(client)
    quiet(client)
    written = path.read_text(encoding="utf-8").splitlines()
    assert written[written.index(BOB):] == [BOB, COUNTING_TURN]
