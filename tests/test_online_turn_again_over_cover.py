"""A turn of one's own told over the table menu after the one before ran out under it (T-6, C-22;
docs/announcements.md, "nothing outdated is ever said"): "Your turn again at the table: 30
seconds.", never the words of a first turn, which right after "Your time ran out: ..." sounded
like more time for the turn just lost (found by a tester by ear, two players online, the table
menu open as the time ran out). Ana's turn at an online trick table with a 30-second timer
(:func:`test_online_back_on_turn_short_of_time.playing`)."""

from __future__ import annotations

import random

import pygame

from game.tricks.visibility import random_action
from online_frames import update
from test_online_back_on_turn_short_of_time import playing
from test_online_table_speech import quiet
from test_online_time_out_cut_in import TIMED_OUT, time_out


def to_her_turn_again(table, state, seq: int = 10) -> None:
    """The server's frames: the card played for Ana, then the others' cards until she is to play
    again (random legal cards)."""
    rng = random.Random(5)
    while True:
        action = random_action(state, rng)
        table.session._frame(update(state, seq, action.seat, state.apply(action), 0))
        seq += 1
        if state.turn_controller == 0:
            return


def test_the_next_turn_after_one_ran_out_under_the_menu_is_told_again(client, monkeypatch):
    """Escape opens the table menu on Ana's turn; her time runs out there ("Your time ran out:
    ..."), and once the others played her next turn is told "Your turn again at the table: 30
    seconds."."""
    table, speech, state = playing(client, monkeypatch)
    client.press(pygame.K_ESCAPE)
    quiet(client, speech)
    at = len(speech.log)
    time_out(table)
    to_her_turn_again(table, state)
    client.frames(2)
    quiet(client, speech)
    said = [item.text for item in speech.log[at:]]
    assert said == [TIMED_OUT, "Your turn again at the table: 30 seconds."]


def test_a_turn_told_over_the_menu_after_none_ran_out_is_not_again(client, monkeypatch):
    """Her time runs out under the menu; back at the table (Escape), then the menu again: the
    next turn told over it is a first one there, "Your turn at the table: 30 seconds."."""
    table, speech, state = playing(client, monkeypatch)
    client.press(pygame.K_ESCAPE)
    quiet(client, speech)
    time_out(table)
    quiet(client, speech)
    client.press(pygame.K_ESCAPE)  # back at the table
    quiet(client, speech)
    client.press(pygame.K_ESCAPE)  # the menu again
    quiet(client, speech)
    at = len(speech.log)
    to_her_turn_again(table, state)
    client.frames(2)
    quiet(client, speech)
    assert [item.text for item in speech.log[at:]][-1] == "Your turn at the table: 30 seconds."
