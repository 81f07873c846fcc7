"""Keys pressed just after coming back to a table from F1 help or the pause menu (C-22, C-23,
T-28, T-29), and the words of a key refused as too early where cues are not heard; on the fake
engine of tests/timed_speech.py (0.05 s a character after 0.1 s, on the app's clock).

Found by a tester by ear (trick game, 4 players, seed 11, bidding): the bid prompt heard, F1,
Escape, Space 0.6 s later: the whole 8.7-second line on coming back was said, Space was refused,
and "Too early: your key was not used. Press it again." came 10 s after the key; Return 1 s into
a turn line was refused in silence (its reminder waited behind the line, and the second Return,
which played, dropped it). Now a situation heard before the cover and unchanged under it is not
waited for again: the line on coming back is a reminder, which a key cuts as it acts; a
situation not heard before the cover (or changed under it) is still waited for, and a key
refused as too early early in a prompt is told so at once, the prompt said again after (a turn
line as its short reminder, as after a status key)."""

from __future__ import annotations

import pygame
import pytest

from test_cut_prompt_said_again import COUNTING_SHORT
from test_refusal_without_sound import COUNTING_TURN, TOO_EARLY, all_said, counting_turn_line_being_said, silent_cues
from test_speech_pacing import quiet, start_timed
from timed_speech import app_timed_speech

pytestmark = pytest.mark.usefixtures("tricks_registered")

BID_PROMPT = "Choose 3 bid cards. H reads your hand; focus: 2 of spades."
BID_BACK = "Trick game. Deal 1. No trumps. " + BID_PROMPT
HELP_TITLE = "Keys for the trick game. 27 lines. Up and Down read them, Escape closes."


def tricks_bidding(client):
    """Trick game, 4 players, seed 11 (the tester's), simple computers, cues unheard."""
    speech = app_timed_speech(client, 0.05)
    client.app.settings.set("cpu_delay", 0.3)
    client.app.settings.section("tricks")["level"] = "simple"
    silent_cues(client)
    client.start("tricks", players=4, seed=11)
    return client.app.top, speech


def log(speech, start):
    return [(spoken.text, spoken.cut_at is not None) for spoken in speech.log[start:]]


def test_tricks_space_just_after_help_marks_the_bid_card_when_the_prompt_was_heard(client):
    """T-28: the bid prompt and the others' bids heard, F1, Escape, Space 0.6 s later: the 2 of
    spades is marked at once, its answer cutting the line on coming back (a reminder); no
    "Too early"."""
    table, speech = tricks_bidding(client)
    all_said(client, speech)
    at = len(speech.log)
    client.press(pygame.K_F1)
    client.frames(30)
    client.press(pygame.K_ESCAPE)
    client.frames(36)
    client.press(pygame.K_SPACE)
    all_said(client, speech)
    assert [card.code for card in table.marked] == ["2S"]
    assert log(speech, at) == [(HELP_TITLE, True), (BID_BACK, True),
                               ("2 of spades marked. Marked: spade. Bid so far 1.", False)]


def test_tricks_space_just_after_the_pause_menu_marks_the_bid_card(client):
    """T-28: the same through the pause menu (Escape, Escape: Resume)."""
    table, speech = tricks_bidding(client)
    all_said(client, speech)
    client.press(pygame.K_ESCAPE)
    client.frames(30)
    client.press(pygame.K_ESCAPE)
    client.frames(36)
    client.press(pygame.K_SPACE)
    all_said(client, speech)
    assert [card.code for card in table.marked] == ["2S"]
    assert speech.texts[-1] == "2 of spades marked. Marked: spade. Bid so far 1."
    assert TOO_EARLY not in speech.texts


def test_tricks_help_before_the_prompt_was_heard_keys_still_wait_and_are_told_at_once(client):
    """T-28, T-29: F1 1 s into the bid prompt (never heard whole), Escape, Space 0.6 s later:
    nothing marked; "Too early: ..." at once, cutting the line, then the bid prompt alone,
    whole; Space once it was heard marks the card."""
    table, speech = tricks_bidding(client)
    for _ in range(60 * 30):
        if speech.log and speech.log[-1].text == BID_PROMPT and not speech.idle():
            break
        client.frames(1)
    client.frames(60)
    at = len(speech.log)
    client.press(pygame.K_F1)
    client.frames(30)
    client.press(pygame.K_ESCAPE)
    client.frames(36)
    client.press(pygame.K_SPACE)
    client.frames(6)
    assert table.marked == [] and speech.log[-1].text == TOO_EARLY
    all_said(client, speech)
    said = log(speech, at)
    assert said[:4] == [(HELP_TITLE, True), (BID_BACK, True), (TOO_EARLY, False), (BID_PROMPT, False)]
    assert table.marked == []
    client.press(pygame.K_SPACE)
    assert [card.code for card in table.marked] == ["2S"]


def test_counting_enter_just_after_the_pause_menu_plays_when_the_turn_line_was_heard(client):
    """C-22, C-23: seed 7, one's turn line heard, Escape, Escape (Resume), Enter 0.6 s later:
    the 6 of hearts is played at once, cutting the turn line said on coming back."""
    table, speech = start_timed(client)
    silent_cues(client)
    quiet(client, speech)
    at = len(speech.log)
    client.press(pygame.K_ESCAPE)
    client.frames(30)
    client.press(pygame.K_ESCAPE)
    client.frames(36)
    client.press(pygame.K_RETURN)
    client.frames(3)
    assert len(table.session.state.hands[0]) == 2
    said = log(speech, at)
    assert said[-2] == ("Round 1. Your turn. Total 0. Your cards: 6 of hearts, queen of spades, 2 of spades. "
                        "Enter plays the 6 of hearts.", True)
    assert said[-1][0] == "You: 6 of hearts. Total 6."
    assert TOO_EARLY not in speech.texts


def test_counting_help_in_the_turn_line_keys_still_wait_and_are_told_at_once(client):
    """C-22, C-23: F1 0.5 s into one's turn line (never heard), Escape, Return 0.6 s later: no
    card played; "Too early: ..." at once, then the turn line's short reminder; Return then plays."""
    table, speech = counting_turn_line_being_said(client)
    silent_cues(client)
    at = len(speech.log)
    client.press(pygame.K_F1)
    client.frames(30)
    client.press(pygame.K_ESCAPE)
    client.frames(36)
    client.press(pygame.K_RETURN)
    client.frames(6)
    assert speech.log[-1].text == TOO_EARLY
    all_said(client, speech)
    said = log(speech, at)
    print(said)
    assert said[-2:] == [(TOO_EARLY, False), (COUNTING_SHORT, False)]
    hand = len(table.session.state.hands[0])
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == "You: queen of spades. Total 34." and len(table.session.state.hands[0]) == hand - 1


def test_counting_return_early_in_the_turn_line_is_told_at_once(client):
    """C-22, C-23: Return 0.5 s into one's turn line: "Too early: ..." at once (not after the
    line, nor never), then the turn line's short reminder; Return then plays."""
    silent_cues(client)
    table, speech = counting_turn_line_being_said(client)
    client.press(pygame.K_RETURN)
    client.frames(6)
    assert speech.log[-1].text == TOO_EARLY and speech.log[-2].text == COUNTING_TURN and speech.log[-2].cut_at
    all_said(client, speech)
    assert [s.text for s in speech.log[-3:]] == [COUNTING_TURN, TOO_EARLY, COUNTING_SHORT]
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == "You: queen of spades. Total 34."
