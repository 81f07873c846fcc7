"""A prompt ("Your turn. Total 24. ...") cut before most of it was heard (HEARD_FRACTION) by a
key that only reads (a status key, a key bound to nothing) is said again right after that key's
answer as a short reminder, its head and the card Enter plays ("Your turn. Total 24. Enter plays
the queen of spades."; found by a tester by ear: the trick game's 12-second turn line said again
whole after each status key); each time it is so cut, never once it is outdated: a
move of the player's makes it go, and so does an arrow (the player reads on; the line named the
card the focus left). Found by a fresh tester by ear: the turn line cut 0.9 s in by Q, or 2 s in by
C, was never said again; cut by C, said again and cut by S, it was never heard whole (C-22, C-23,
T-28, T-29). Keys that play pressed while it waits: tests/test_cut_turn_line_kept_keys.py.

Counting, 3 players, seed 7, the turn line after Bob's card (tests/test_turn_line_kept_keys.py);
the trick game, 3 players, seed 11, one's lead after the trick won. The fake engine of
tests/timed_speech.py speaks 0.05 s a character after 0.1 s, on the app's clock."""

from __future__ import annotations

import pygame

from test_turn_line_heard_keys import (  # noqa: F401  (the fixture registers both games)
    BOB, COUNTING_TURN, LEAD, TRICK_WON, _registered, cards_left, quiet)
from test_turn_line_kept_keys import counting_turn_said, into_line, lead_cut_by

TOTAL = "Total 24."
TOKENS = "Tokens: you 9, Anna 9, Bob 9."
COUNTING_SHORT = "Your turn. Total 24. Enter plays the queen of spades."
"""The reminder said after a key's answer cut the turn line early, in place of the whole line
(found by a tester by ear: the trick game's 12-second turn line said again whole after each
status key; C-22, C-23): its head and the card Enter plays."""
LEAD_SHORT = "Your turn. You lead. Focus: 8 of clubs."


def after(speech, line: str) -> list[tuple[str, bool]]:
    """What was said after ``line`` (its last saying), each with whether it was cut."""
    at = len(speech.texts) - 1 - speech.texts[::-1].index(line)
    return [(spoken.text, spoken.cut_at is not None) for spoken in speech.log[at + 1:]]


def test_counting_turn_line_cut_early_by_a_status_key_is_said_again_after_its_answer(client):
    """C-22, C-23: C at 30 % of the turn line: "Total 24.", then the turn line again, whole
    (before the fix: never said again); Enter then plays the card it named."""
    table, speech = counting_turn_said(client)
    turn = into_line(client, speech, COUNTING_TURN, 0.3)
    client.press(pygame.K_c)
    assert turn.cut_at is not None
    quiet(client)
    assert after(speech, BOB) == [(COUNTING_TURN, True), (TOTAL, False), (COUNTING_SHORT, False)]
    cards = len(table.session.state.hands[0])
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == "You: queen of spades. Total 34." and len(table.session.state.hands[0]) == cards - 1


def test_counting_turn_line_cut_by_a_key_bound_to_nothing_is_said_again(client):
    """C-22: Q (bound to nothing) 0.9 s into the turn line: its refusal, then the turn line whole."""
    _table, speech = counting_turn_said(client)
    turn = into_line(client, speech, COUNTING_TURN, 0.0)
    while speech.clock() < turn.start + 0.9:
        client.frames(1)
    client.press(pygame.K_q)
    quiet(client)
    assert after(speech, BOB) == [(COUNTING_TURN, True), ("No action for Q. F1 lists the keys.", False),
                                  (COUNTING_SHORT, False)]


def test_counting_turn_line_cut_early_again_and_again_is_said_again_each_time(client):
    """C-22, C-23 (found by ear: C cut the turn line early, it was said again after "Total 24.",
    S cut that early too, and the line was never heard whole, nothing telling it was the
    player's turn): put back each time a status key cuts it early, as long as it is true, it
    is said whole after the last answer; keys pressed on and on only delay it."""
    _table, speech = counting_turn_said(client)
    into_line(client, speech, COUNTING_TURN, 0.3)
    client.press(pygame.K_c)
    for key in (pygame.K_s, pygame.K_t):
        for _ in range(60 * 10):
            if speech.texts[-1] == COUNTING_SHORT and not speech.idle():
                break
            client.frames(1)
        into_line(client, speech, COUNTING_SHORT, 0.3)
        client.press(key)
    quiet(client)
    assert after(speech, BOB) == [(COUNTING_TURN, True), (TOTAL, False), (COUNTING_SHORT, True), (TOKENS, False),
                                  (COUNTING_SHORT, True), ("Play goes clockwise: you, Anna and Bob.", False),
                                  (COUNTING_SHORT, False)]


def test_counting_turn_line_cut_again_by_an_arrow_is_not_said_again(client):
    """C-22, C-23: C cuts the turn line early, it is said again, and Right cuts that: the arrow
    names the card it moves to, and the turn line (naming the card the focus left) is not said
    again."""
    _table, speech = counting_turn_said(client)
    into_line(client, speech, COUNTING_TURN, 0.3)
    client.press(pygame.K_c)
    for _ in range(60 * 10):
        if speech.texts[-1] == COUNTING_SHORT and speech.log[-2].text == TOTAL and not speech.idle():
            break
        client.frames(1)
    into_line(client, speech, COUNTING_SHORT, 0.3)
    client.press(pygame.K_RIGHT)
    quiet(client)
    said = after(speech, BOB)
    assert said[:3] == [(COUNTING_TURN, True), (TOTAL, False), (COUNTING_SHORT, True)]
    assert len(said) == 4 and said[3][0].startswith("2 of spades")


def test_counting_two_status_keys_in_the_turn_line_are_answered_then_it_is_said_again(client):
    """C-22, C-23: C then S at once, 30 % into the turn line: the total cut by the tokens (a
    newer status key's answer replaces the older), the tokens whole, then the turn line whole."""
    _table, speech = counting_turn_said(client)
    into_line(client, speech, COUNTING_TURN, 0.3)
    client.press(pygame.K_c)
    client.press(pygame.K_s)
    quiet(client)
    assert after(speech, BOB) == [(COUNTING_TURN, True), (TOTAL, True), (TOKENS, False), (COUNTING_SHORT, False)]


def test_counting_a_move_while_the_cut_turn_line_waits_makes_it_go(client):
    """C-22, C-23: C cuts the turn line early; 2 (its head heard: a digit names its card and
    plays) while "Total 24." is said: the 2 of spades is played and the turn line, outdated, is
    never said again."""
    table, speech = counting_turn_said(client)
    into_line(client, speech, COUNTING_TURN, 0.3)
    client.press(pygame.K_c)
    client.frames(3)
    client.press(pygame.K_2)
    quiet(client)
    said = after(speech, BOB)
    assert said[:3] == [(COUNTING_TURN, True), (TOTAL, True), ("You: 2 of spades. Total doubles to 48.", False)]
    assert [text for text, _cut in said].count(COUNTING_TURN) == 1
    assert len(table.session.state.hands[0]) == 2


def test_tricks_turn_line_cut_early_by_a_status_key_is_said_again_after_its_answer(client):
    """T-28, T-29: S (the scores) at 30 % of "Your turn. You lead. ...": the scores, then the
    turn line whole; Enter then leads the card it named."""
    table, speech = lead_cut_by(client, pygame.K_s, 0.3)
    said = after(speech, TRICK_WON)
    assert [cut for _text, cut in said] == [True, False, False]
    assert said[0][0] == LEAD and said[2][0] == LEAD_SHORT and said[1][0].startswith("Scores: ")
    left = cards_left(table)
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == "You: 8 of clubs." and cards_left(table) == left - 1
