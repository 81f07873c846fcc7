"""The history lists the messages in the order they were heard, and its keys read only what was
said (game.speech.history, game.speech.announcer.Announcer.review; docs/announcements.md; C-22,
C-23).

Found by ear (counting, 3 players, seed 7): C, C, S pressed during Bob's move; their answers
("Total 35.", "Tokens: ...") were said after his move, ahead of the waiting turn line, but the
history and the log listed the turn line first (it was kept when it was queued), so F2 pressed
during "Your turn. ..." repeated "Tokens: ..." instead of the line being heard. So too when
status keys cut the turn line being said and it was said again after their answers. Now each
message is placed in the history as it begins to be said (again).

Found by ear (counting, 4 players, seed 21): Page Down during a computer's move read
"Direction reversed: clockwise." before it was said, and then the move and the reversal came
again (the reversal heard twice). Now Page Down and Ctrl+End stop at the newest message said
("End of history. ..." and that message), and such an answer, heard, counts as hearing that
message: cut early by it, it is not said again."""

from __future__ import annotations

import pygame

from game.speech.queue import CUT, DONE

from test_counting_status_follows_speech import position, settle
from test_counting_table import _registered, start  # noqa: F401
from test_move_lines_never_lost import policy, until_begun
from timed_speech import app_timed_speech

BEFORE = "You: 6 of hearts. Total 30."
BOB = "Bob: 5 of hearts. Total 35."  # 28 characters: 1.5 s
BOB_GIST = "Bob just played: total 35."
TURN = "Your turn. Total 35. Your cards: 3 of clubs, queen of hearts. Enter plays the 3 of clubs."
TOTAL = "Total 35."
TOKENS = "Tokens: you 3, Anna 3, Bob 2."
CARL = "Carl: 4 of spades. Total 39."
CARL_GIST = "Carl just played: total 39."
REVERSED = "Direction reversed: clockwise."


class Scene:
    """Stands for a table: what it says is tagged with it."""


def length(text):
    """Seconds the timed engine takes to say ``text`` whole (0.1 s plus 0.05 s a character)."""
    return 0.1 + 0.05 * len(text)


def status_behind_moves(announcer, table, text, key):
    """A status key's answer while another player's move is still being said, as the table
    gives it (game.scenes.card_table.CardTable.answer_status): after the move, ahead of the
    waiting turn line."""
    said = announcer.say(text, kind="event", own=True, question=key, scene=table)
    announcer.queue.ahead_of_prompts(said)
    return said


# ----------------------------------------------------------------------------- the policy
def test_policy_answers_gone_ahead_of_the_turn_line_are_listed_before_it():
    """C, C, S during Bob's move: the tokens (the newest status answer, which replaced the
    totals still waiting) follow his move, ahead of the turn line, and the history lists them
    so; F2 at 82 % of the turn line repeats the turn line (before: "Tokens: ...", listed after
    it)."""
    speech, announcer, run = policy()
    table = Scene()
    announcer.say(BEFORE, scene=table, move=True)
    run(3)
    announcer.say(BOB, scene=table, gist=BOB_GIST)
    announcer.say(TURN, kind="prompt", scene=table)
    run(0.5)
    first = status_behind_moves(announcer, table, TOTAL, "total")
    announcer.withdraw(first)  # (C again: its older answer, never said, leaves the history)
    status_behind_moves(announcer, table, TOTAL, "total")
    status_behind_moves(announcer, table, TOKENS, "tokens")
    assert announcer.history.shown() == [BEFORE, BOB]
    run(length(BOB) - 0.5 + length(TOKENS) + 0.82 * length(TURN))
    assert speech.log[-1].text == TURN and not speech.idle()
    assert announcer.history.shown() == [BEFORE, BOB, TOKENS, TURN]
    announcer.review("repeat")
    run(10)
    assert speech.texts == [BEFORE, BOB, TOKENS, TURN, TURN]
    assert announcer.review_caption == "Message 4 of 4."
    announcer.review("previous")
    assert speech.texts[-1] == TOKENS


def test_policy_a_turn_line_said_again_after_status_answers_is_listed_after_them():
    """C 0.5 s into the turn line cuts it (put back), S 0.2 s into the total cuts that (a newer
    status answer replaces the older); the turn line is said again whole after the tokens, and
    the history lists it there, once: F2 during it repeats it (before: "Tokens: ...")."""
    speech, announcer, run = policy()
    table = Scene()
    announcer.say(BOB, scene=table, gist=BOB_GIST)
    turn = announcer.say(TURN, kind="prompt", scene=table)
    run(length(BOB) + 0.5)
    assert speech.log[-1].text == TURN
    announcer.say(TOTAL, interrupt=True, question="total", scene=table)
    run(0.2)
    announcer.say(TOKENS, interrupt=True, question="tokens", scene=table)
    assert announcer.history.shown() == [BOB, TURN, TOTAL, TOKENS]  # the turn line as first begun
    run(length(TOKENS) + 0.82 * length(TURN))
    assert speech.texts == [BOB, TURN, TOTAL, TOKENS, TURN] and not speech.idle()
    assert speech.log[2].cut_at is not None
    assert announcer.history.shown() == [BOB, TOTAL, TOKENS, TURN]
    announcer.review("repeat")
    run(10)
    assert speech.texts[-1] == TURN and turn.state == CUT
    assert announcer.history.items() == [BOB, TOTAL, TOKENS, TURN]


def carl_being_said():
    """The player's move heard, then Carl's move (0.2 s into it) with the reversal it caused
    waiting: (speech, announcer, run, Carl's line, the reversal's line)."""
    speech, announcer, run = policy()
    table = Scene()
    announcer.say(BEFORE, scene=table, move=True)
    run(3)
    carl = announcer.say(CARL, scene=table, gist=CARL_GIST)
    reversed_ = announcer.say(REVERSED, scene=table, gist=CARL_GIST)
    run(0.2)
    return speech, announcer, run, carl, reversed_


def test_policy_page_down_during_a_move_stops_at_it_and_it_is_not_said_again():
    """Page Down 0.2 s into Carl's move, the reversal waiting: "End of history." and the move,
    which is then heard and not said again; the reversal is said once, after it, and no key
    read it before (before: Page Down read the reversal, then the move and the reversal came
    again)."""
    speech, announcer, run, carl, reversed_ = carl_being_said()
    announcer.review("next")
    assert speech.texts[-1] == "End of history. " + CARL
    assert announcer.review_caption == "End of history. Message 2 of 2."
    run(10)
    assert speech.texts == [BEFORE, CARL, "End of history. " + CARL, REVERSED]
    assert carl.state == CUT and reversed_.state == DONE
    assert announcer.history.items() == [BEFORE, CARL, REVERSED]


def test_policy_ctrl_end_and_page_down_back_never_read_ahead():
    """Ctrl+End 0.2 s into Carl's move says "End of history." and the move, never the reversal
    waiting; Page Up then Page Down during that answer come back to the move (said word for
    word, the newest line said), which is not said again after."""
    speech, announcer, run, _carl, _reversed = carl_being_said()
    announcer.review("last")
    assert speech.texts[-1] == "End of history. " + CARL
    run(0.2)
    announcer.review("previous")
    run(0.2)
    announcer.review("next")
    run(10)
    assert speech.texts == [BEFORE, CARL, "End of history. " + CARL, BEFORE, CARL, REVERSED]
    assert speech.whole[-2:] == [CARL, REVERSED]


def test_policy_ctrl_end_pressed_as_a_chord_counts_the_move_it_reads_as_heard():
    """Ctrl+End as a player presses it, Ctrl first (found by a tester by ear: "Bob reached 33:
    ..." 1 s in, then "End of history. Bob reached 33: ..." whole, then the line a third time):
    Ctrl silences Carl's move 0.2 s in, End with Ctrl held gives it back (a chord, not a
    silence) and reads it after "End of history."; heard so, it is not said again, and the
    reversal waiting after it is said once."""
    speech, announcer, run, carl, reversed_ = carl_being_said()
    announcer.stop()  # Ctrl goes down
    announcer.chord_key(with_ctrl=True)  # End with Ctrl held: a chord
    announcer.review("last")
    run(10)
    assert speech.texts == [BEFORE, CARL, "End of history. " + CARL, REVERSED]
    assert carl.state == CUT and reversed_.state == DONE
    assert announcer.history.items() == [BEFORE, CARL, REVERSED]


def test_policy_no_key_reads_a_history_with_nothing_said_yet():
    """A line kept but not begun (its scene covered, so it waits): every review key says "No
    messages yet.", never the waiting line."""
    speech, announcer, run = policy()
    table = Scene()
    announcer.queue.active = lambda scene: scene is not table
    announcer.say(CARL, scene=table, gist=CARL_GIST)
    for where in ("previous", "next", "first", "last", "repeat"):
        announcer.review(where)
        run(2)
        assert speech.texts[-1] == "No messages yet."
    assert CARL not in speech.texts


# ----------------------------------------------------------------------------- the table
def test_counting_f2_during_the_turn_line_after_status_answers_repeats_it(client):
    """C-22, C-23: C, C, S during Bob's move, F2 at 82 % of the turn line: the answer is the
    turn line, and the log lists the answer before it (the tokens: the newest status answer
    replaced the totals still waiting)."""
    speech = app_timed_speech(client)
    table = start(client, players=3, draw="auto", tokens=3)
    settle(client, speech)
    position(client, table, 2, [["3C", "QH"], ["6C", "4D"], ["5H"]], 30)
    bob = until_begun(client, speech, BOB)
    client.frames(15)
    for key in (pygame.K_c, pygame.K_c, pygame.K_s):
        client.press(key)
    turn = until_begun(client, speech, TURN)
    while client.app.updates / 60 < turn.start + 0.82 * (turn.end - turn.start):
        client.frames(1)
    client.press(pygame.K_F2)
    settle(client, speech)
    at = speech.texts.index(BOB)
    assert bob.cut_at is None
    assert speech.texts[at:] == [BOB, "Bob passed 33: loses 1 token. 2 left.", TOKENS, TURN, TURN]
    assert client.app.announcer.history.shown()[-3:] == ["Bob passed 33: loses 1 token. 2 left.", TOKENS, TURN]


def test_counting_page_down_during_a_computer_move_never_reads_the_reversal_first(client):
    """C-17, C-23: Page Down 0.2 s into Bob's 4: "End of history." and his card, then the
    reversal once; it was never read before it was said."""
    speech = app_timed_speech(client)
    table = start(client, players=3, draw="auto", tokens=3)
    settle(client, speech)
    position(client, table, 2, [["3C", "QH"], ["6C", "4D"], ["4H"]], 20)
    bob = until_begun(client, speech, "Bob: 4 of hearts. Total 24.")
    while client.app.updates / 60 < bob.start + 0.2:
        client.frames(1)
    client.press(pygame.K_PAGEDOWN)
    assert speech.texts[-1] == "End of history. Bob: 4 of hearts. Total 24."
    settle(client, speech)
    at = speech.texts.index(bob.text)
    assert speech.texts[at:at + 3] == [bob.text, "End of history. " + bob.text,
                                       "Direction reversed: counter-clockwise."]
    assert speech.texts.count("Direction reversed: counter-clockwise.") == 1
    assert speech.texts.count(bob.text) == 1
