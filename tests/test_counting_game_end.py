"""What is said and shown when a counting game ends (C-18, C-20, C-22).

A tester (4 players, 2 tokens) heard "Bob reached 99 and wins the round. You owe 2 tokens and
have 0. You are out. 1 player left.", "Round 1 over: Bob reached 99. Tokens: you out, Anna out,
Bob 0, Carl out." and then nothing: no winner, no results. Headless, the same end (seed 39) has
the results come by themselves 1.5 s after that last line, their opening naming the winner
("Game over. Bob wins the game. ..."); the tester's run was ended by its harness first. Bob with
0 tokens is still in (C-18: a player on 0 tokens who owes nothing is still in) and wins (C-20).
A key pressed before the results came said "Enter shows the results.", and they came without
Enter: it says they follow."""

from __future__ import annotations

import pygame

from test_autosave import play_counting, start
from test_statistics import _registered  # noqa: F401  (the fixture registers both games)
from timed_speech import app_timed_speech

OUT = ("Bob reached 99 and wins the round. Anna owes 2 tokens and has 1. Anna is out. You owe 2 tokens and "
       "have 0. You are out. Carl owes 2 tokens and has 1. Carl is out. 1 player left.")
ROUND = "Round 1 over. Tokens: you out, Anna out, Bob 0, Carl out."  # (its cause just said: C-23)
RESULTS = "Game over. Bob wins the game. 1 round played. 1st: Bob, 0 tokens left."


def bob_wins(client):
    """Seed 39, 4 players, 2 tokens: Bob's 10 reaches 99 and puts the three others out; returns
    the table and the speech once the game is over (its last lines not yet said)."""
    speech = app_timed_speech(client)
    table = start(client, "counting", 4, 39, tokens=2)
    play_counting(client, table)
    view = table.session.view()
    assert view.winner == 2 and view.tokens[2] == 0 and 2 not in view.eliminated
    return table, speech


def test_the_results_come_by_themselves_after_the_last_line_naming_the_winner(client):
    """C-18, C-20: the out line, the round's end (no "Enter: next round"), then within 1.5 s
    of its end the results, whose opening names the winner."""
    table, speech = bob_wins(client)
    for _ in range(60 * 30):
        if client.app.top is not table:
            break
        client.frames(1)
    assert client.app.top is not table
    client.frames(2)
    at = speech.texts.index(ROUND)
    assert speech.texts[at - 1:at + 2][:2] == [OUT, ROUND]
    results = speech.log[at + 1]
    assert results.text.startswith(RESULTS)
    assert results.start - speech.log[at].end <= 1.5 + 1 / 30


def test_a_key_before_the_results_says_they_follow_and_they_do_without_enter(client):
    """C-20, C-22: Space once the last line was heard: "The game is over. Bob wins. The results
    follow." (before: "... Enter shows the results.", and they came without Enter); they come
    1.5 s after it, no key pressed."""
    table, speech = bob_wins(client)
    while not (speech.log and speech.log[-1].text == ROUND and speech.idle()):
        client.frames(1)
    client.press(pygame.K_SPACE)
    assert speech.log[-1].text == "The game is over. Bob wins. The results follow."
    said = speech.log[-1]
    for _ in range(60 * 10):
        if client.app.top is not table:
            break
        client.frames(1)
    client.frames(2)
    assert client.app.top is not table and speech.log[-1].text.startswith(RESULTS)
    assert speech.log[-1].start - said.end <= 1.5 + 1 / 30
