"""A key refused as too early early in one's turn line, where cues are not heard: "Too early: ..."
at once, the line said again after it as its short reminder (ac295d9, e109688). Keys pressed on
and on, as a player pressing again and again does, belong to that burst: only the cue (unheard),
and the reminder goes on uncut, so the turn is heard and the next key acts. The put-back line is
about that turn only: once the move was made, or the round ended, it is never said (C-22, C-23,
T-28, T-29; announcements.md: "Never say what is no longer true").

Found in tests (tests/test_counting_table_keys.py, a key every 5 frames): each key cut the reminder
with another "Too early: ...", and it was put back again, for good: nothing was ever played, and
the last line said was the first turn's "Your turn. Total 0. Enter plays the 6 of hearts."."""

from __future__ import annotations

import re

import pygame

from test_counting_table import _registered, start  # noqa: F401  (the fixture registers the game)
from test_cut_prompt_said_again import COUNTING_SHORT, LEAD_SHORT
from test_refusal_without_sound import (
    TOO_EARLY, _registered as _tricks_registered, all_said, counting_turn_line_being_said, silent_cues,
)  # noqa: F401
from test_turn_line_heard_keys import BOB, COUNTING_TURN, LEAD, TRICK_WON, cards_left, trick_won_being_said
from timed_speech import app_timed_speech, end_line_now

COUNTING_MOVE = "You: queen of spades. Total 34."
LEAD_MOVE = "You: 8 of clubs."


def press_on(client, key, done, seconds=20):
    """``key`` pressed every 5 frames (a player pressing again and again) until ``done()``."""
    for _ in range(seconds * 60 // 5):
        if done():
            return
        client.press(key)
        client.frames(5)
    raise AssertionError("the key never acted")


def test_counting_return_pressed_on_and_on_plays_once_the_reminder_was_heard(client):
    """C-22, C-23: Return every 5 frames from 0.5 s into the turn line: "Too early: ..." once, at
    once; the reminder after it is not cut by the keys that follow, and the queen of spades is
    played once it named her; the reminder is never said after the move."""
    silent_cues(client)
    table, speech = counting_turn_line_being_said(client)
    hand = len(table.session.state.hands[0])
    press_on(client, pygame.K_RETURN, lambda: len(table.session.state.hands[0]) < hand)
    all_said(client, speech)
    at = speech.texts.index(BOB)
    assert speech.texts[at:at + 5] == [BOB, COUNTING_TURN, TOO_EARLY, COUNTING_SHORT, COUNTING_MOVE]
    assert [spoken.cut_at is not None for spoken in speech.log[at:at + 4]] == [False, True, False, False]
    move = speech.texts.index(COUNTING_MOVE)
    assert COUNTING_SHORT not in speech.texts[move:] and COUNTING_TURN not in speech.texts[move:]
    assert speech.texts.count(TOO_EARLY) == 1


def test_counting_a_round_played_by_keys_pressed_on_and_on_ends_with_the_rounds_end(client):
    """C-21, C-22: seed 7, 3 players, no cues heard, 1 pressed every 5 frames on each of one's
    turns (every turn line cut early, "Too early: ..." and the reminder): every turn is played,
    the round ends, and its end is the last line said; no turn line nor reminder of a turn
    already played is said after the move that ended it (found in tests: keys refused forever,
    "Your turn. Total 0. Enter plays the 6 of hearts." the last line)."""
    speech = app_timed_speech(client)
    table = start(client, 3, 7)
    silent_cues(client)
    for _ in range(4000):
        if table.between_rounds:
            break
        if table.session.state.drawer == 0:
            client.press(pygame.K_SPACE)
        elif table.session.state.turn == 0 and not table.key_kept:
            client.press(pygame.K_1)
        client.frames(5)
    assert table.between_rounds
    all_said(client, speech)
    assert speech.texts[-1] == "Round 1 over. Tokens: you 5, Anna 9, Bob 7. Enter: next round."
    assert TOO_EARLY in speech.texts  # (the keys were early indeed)
    total = None  # the total said last: a turn line or reminder said names it, never an older one
    for line in speech.texts:
        found = re.search(r"Total (\d+)\.", line)
        if line.startswith("Your turn.") and total is not None:
            assert found and found.group(1) == total, line
        if found:
            total = found.group(1)


def test_tricks_return_pressed_on_and_on_leads_once_the_reminder_was_heard(client):
    """T-28, T-29: seed 11, 3 players, Return every 5 frames from 0.5 s into "Your turn. You
    lead. ...": "Too early: ..." once; the reminder is not cut by the keys that follow, the 8 of
    clubs is led once it was named, and the reminder is never said after the lead."""
    silent_cues(client)
    table, speech = trick_won_being_said(client)
    end_line_now(speech)
    client.frames(30)
    assert speech.log[-1].text == LEAD and not speech.idle()
    left = cards_left(table)
    press_on(client, pygame.K_RETURN, lambda: cards_left(table) < left)
    at = speech.texts.index(TRICK_WON)
    assert speech.texts[at:at + 5] == [TRICK_WON, LEAD, TOO_EARLY, LEAD_SHORT, LEAD_MOVE]
    assert [spoken.cut_at is not None for spoken in speech.log[at:at + 4]] == [False, True, False, False]
    for _ in range(60 * 5):
        client.frames(1)
    move = speech.texts.index(LEAD_MOVE)
    assert LEAD_SHORT not in speech.texts[move:] and LEAD not in speech.texts[move:]
    assert speech.texts.count(TOO_EARLY) == 1


def test_online_a_put_back_prompt_is_not_said_after_ones_time_ran_out(client, monkeypatch):
    """T-6, T-28: online, Ana bidding with a turn timer; F1, Escape: the line on coming back;
    T 0.3 s into it cuts it, put back as the bid prompt to be said after T's answer; the time
    runs out during that answer: "Your time ran out: ..." cuts it, and the bid prompt of the turn
    that is gone is never said (found in a read-through: "Choose 3 bid cards. H reads your hand;
    focus: 8 of spades." after "Your time ran out: ...")."""
    from test_online_time_out_cut_in import TIMED_OUT, time_out
    from test_online_trick_bid_turn_warning import bidding
    from test_online_turn_warning_cut_in import said_out
    table, speech = bidding(client, monkeypatch)
    at = len(speech.log)
    client.press(pygame.K_F1)
    client.frames(30)
    client.press(pygame.K_ESCAPE)
    client.frames(20)
    client.press(pygame.K_t)
    client.frames(10)
    prompt = "Choose 3 bid cards. H reads your hand; focus: 8 of spades."
    assert prompt in [item.text for item in client.app.announcer.queue.pending()]  # (put back)
    time_out(table)
    said_out(client, speech)
    texts = [spoken.text for spoken in speech.log[at:]]
    assert TIMED_OUT in texts and prompt not in texts[texts.index(TIMED_OUT):]
