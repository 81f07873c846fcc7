"""F2 (repeat the last message) at the counting game's round's end (C-14, C-21, C-23).

Right after the line that told its cause ("Anna reached 99 and wins the round: everyone else
loses 2 tokens."), the round's end is said short, without the cause: "Round 1 over. Tokens: ...
Enter: next round.". Found in a listening session: F2 there repeated only that short line, and a
player who pressed it to hear the round's end again never heard what ended it. F2 repeats the
round's end as it is said on its own (as on coming back from the pause menu): "Round 1 over: Anna
reached 99. Tokens: ... Enter: next round."; the history (Page Up) still reads each line as said.
Elsewhere F2 repeats the newest line word for word (a status key's answer, the round's end when
it was said whole)."""

import pygame

from test_counting_table_keys import _round_over

CAUSE = "Anna reached 99 and wins the round: everyone else loses 2 tokens."
SHORT = "Round 1 over. Tokens: you 5, Anna 9, Bob 7. Enter: next round."
WHOLE = "Round 1 over: Anna reached 99. Tokens: you 5, Anna 9, Bob 7. Enter: next round."


def test_f2_after_the_short_round_end_says_it_whole(client):
    table, speech = _round_over(client)
    assert speech.texts[-2:] == [CAUSE, SHORT]
    client.press(pygame.K_F2)
    client.frames(2)
    assert speech.texts[-1] == WHOLE
    client.press(pygame.K_F2)  # again: the same
    client.frames(2)
    assert speech.texts[-1] == WHOLE
    assert client.app.announcer.history.items()[-2:] == [CAUSE, SHORT]  # the history keeps what was said


def test_page_up_reads_the_lines_as_said(client):
    table, speech = _round_over(client)
    client.press(pygame.K_PAGEUP)
    client.frames(2)
    assert speech.texts[-1] == CAUSE
    client.press(pygame.K_PAGEDOWN)
    client.frames(2)
    assert speech.texts[-1] == SHORT


def test_f2_after_a_status_answer_repeats_that_answer(client):
    table, speech = _round_over(client)
    client.press(pygame.K_s)
    client.frames(120)
    answer = speech.texts[-1]
    assert answer.startswith("Tokens: you 5, Anna 9, Bob 7.")
    client.press(pygame.K_F2)
    client.frames(2)
    assert speech.texts[-1] == answer
