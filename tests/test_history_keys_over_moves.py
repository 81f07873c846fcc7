"""The history's keys (F2, Page Up) over another player's move cut early (game.speech.queue,
events; C-22, C-23).

Found by ear (4 players, seed 21): F2 pressed 0.1 s into "Carl: ace of diamonds as 1. Total
94." said the line whole as its answer, then the cut line was put back and said whole again,
and Page Up 0.4 s into that cut it early again and had it said a fourth time. Now F2's answer
heard is the line heard (it is not put back), and a line said again that a review key cuts
early again is not put back a second time: the player reads the history, which has it."""

from __future__ import annotations

import importlib

import pygame
import pytest

from game.counting.menu_entry import ENTRY
from game.scenes.registry import register_game
from game.speech.queue import CUT

from test_move_lines_never_lost import (ANNA, ANNA_GIST, BOB, BOB_GIST, TURN, Scene,
                                        counting_until_annas_card, policy, quiet, until, until_begun)

BEFORE = "You draw the 5 of clubs."


@pytest.fixture(autouse=True)
def _registered():
    import game.tricks.menu_entry
    importlib.reload(game.tricks.menu_entry)
    register_game(ENTRY)


def test_policy_f2_heard_whole_is_the_cut_move_heard():
    """F2 0.2 s into Anna's card: its answer is that card, said whole; the card is not said a
    third time, Bob's card follows."""
    speech, announcer, run = policy()
    table = Scene()
    announcer.say(BEFORE, scene=table)
    run(3)
    anna = announcer.say(ANNA, scene=table, gist=ANNA_GIST)
    announcer.say(BOB, scene=table, gist=BOB_GIST)
    run(0.2)
    announcer.review("repeat")
    run(10)
    assert anna.state == CUT
    assert speech.texts == [BEFORE, ANNA, ANNA, BOB]
    assert speech.whole == [BEFORE, ANNA, BOB]


def test_policy_f2_cut_early_leaves_the_move_put_back():
    """F2's answer itself cut early by an arrow: the move was not heard, and is said after."""
    speech, announcer, run = policy()
    table = Scene()
    announcer.say(ANNA, scene=table, gist=ANNA_GIST)
    run(0.2)
    announcer.review("repeat")
    run(0.2)
    announcer.say("2 of spades, 2 of 3", interrupt=True, scene=table)
    run(10)
    assert speech.texts == [ANNA, ANNA, "2 of spades, 2 of 3", ANNA]
    assert speech.whole[-1] == ANNA


def test_policy_page_up_cutting_a_move_said_again_does_not_put_it_back_twice():
    """Page Up 0.2 s into Anna's card: the line before it, then the card said again once; Page
    Up 0.2 s into that: the line before that, and the card is not said a third time."""
    speech, announcer, run = policy()
    table = Scene()
    announcer.say(BEFORE, scene=table)
    run(3)
    announcer.say(ANNA, scene=table, gist=ANNA_GIST)
    announcer.say(BOB, scene=table, gist=BOB_GIST)
    run(0.2)
    announcer.review("previous")
    while speech.log[-1].text != ANNA:  # the answer heard: the card begins again
        run(1 / 60)
    run(0.2)
    announcer.review("previous")
    run(10)
    assert speech.texts == [BEFORE, ANNA, BEFORE, ANNA, f"Start of history. {BEFORE}", BOB]
    assert announcer.history.items().count(ANNA) == 1


def test_counting_f2_during_a_computer_move_says_it_once_more_only(client):
    """C-22, C-23: F2 0.2 s into Anna's card: F2 says it whole, then Bob's card and the turn
    line (before: Anna's card a third time before Bob's)."""
    table, speech = counting_until_annas_card(client)
    line = until_begun(client, speech, ANNA)
    until(client, line.start + 0.2)
    client.press(pygame.K_F2)
    quiet(client)
    at = speech.texts.index(ANNA)
    assert speech.texts[at:] == [ANNA, ANNA, BOB, TURN]
    assert [spoken.cut_at is None for spoken in speech.log[at:]] == [False, True, True, True]
