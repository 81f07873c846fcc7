"""T (whose turn, C-22, C-23) said next to the player's own turn line leaves "Your turn." to
that line: the same sentence is never heard twice in a row (docs/announcements.md, "Never say
what is no longer true" and "A status key never tells what was not yet said": an answer behind
another player's move comes before the waiting turn line; a turn line a status key cuts early is
said again after the answer).

Found by ear: T pressed while a computer's card was said was answered "Your turn. Play goes
clockwise: ..." and the turn line "Your turn. Total 67. ..." came right after it; T cutting the
turn line had "Your turn." in its answer and again in the short line said after it. Timed with
the fake speech of tests/timed_speech.py on the app's game time."""

from __future__ import annotations

import pygame

from counting_helpers import timed_position
from test_status_answer_behind_move_cut import _until_said
from test_turn_line_heard_keys import quiet

BOB = "Bob: 7 of clubs. Total 67."
PASSED = "Bob passed 66: loses 1 token. 2 left."
ORDER = "Play goes clockwise: you, Anna and Bob."
TURN = "Your turn. Total 67. Your cards: 2 of clubs, 3 of diamonds, 4 of hearts. Enter plays the 2 of clubs."
SHORT = "Your turn. Total 67. Enter plays the 2 of clubs."


def bob_passes_66(client):
    """Bob (simple) plays his 7 on 60 (C-13: he passes 66 and loses 1 token); then the player's
    turn. Returns the speech once Bob's card begins to be said."""
    _table, speech = timed_position(client, [["2C", "3D", "4H"], ["5C", "6D", "8D"], ["7S", "7D", "7C"]],
                                    total=60, turn=2, dealer=1)
    _until_said(client, speech, BOB)
    return speech


def test_t_during_a_computers_move_leaves_your_turn_to_the_turn_line(client):
    """C-23: T 0.2 s into Bob's card is answered after his move, before the turn line, with the
    order of play alone; "Your turn." is said once, by the turn line (was: "Your turn. Play goes
    clockwise: you, Anna and Bob." then "Your turn. Total 67. ...")."""
    speech = bob_passes_66(client)
    client.frames(12)
    client.press(pygame.K_t)
    quiet(client)
    at = speech.texts.index(BOB)
    assert speech.texts[at:] == [BOB, PASSED, ORDER, TURN]
    assert all(spoken.cut_at is None for spoken in speech.log[at:])


def test_t_cutting_the_turn_line_leaves_your_turn_to_the_line_said_again(client):
    """C-22, C-23: T 0.3 s into the turn line cuts it; the answer is the order of play alone,
    then the short line said again after it says "Your turn." (was: said in both)."""
    speech = bob_passes_66(client)
    line = _until_said(client, speech, TURN)
    client.frames(18)
    assert speech.log[-1] is line
    client.press(pygame.K_t)
    quiet(client)
    at = speech.log.index(line)
    assert speech.texts[at:] == [TURN, ORDER, SHORT]
    assert line.cut_at is not None and speech.log[at + 1].cut_at is None and speech.log[at + 2].cut_at is None


def test_t_after_the_turn_line_still_says_whose_turn(client):
    """C-22: T once the turn line was heard whole says whose turn it is, then the order."""
    speech = bob_passes_66(client)
    _until_said(client, speech, TURN)
    quiet(client)
    client.press(pygame.K_t)
    quiet(client)
    assert speech.texts[-2:] == [TURN, "Your turn. " + ORDER]
