"""Keys refused in an ace's or a 10's value choice (C-8, C-10, C-22).

Found by ear (4 players, seed 21): Space 43 % into "Ace of spades. Ace as 1: total 63, choice 2 of
2. Up gives ace as 11: ..." was answered "Nothing to draw now: you draw after playing a card." (no draw
was open, but the player was choosing a value), and the choice's line was never said again: the
player sat in the choice with no word of where it stood. Now Space says what the arrows and the
digits say there, "Choose the value first: Up or Down, then Enter, or Escape to cancel.", and the
option cut by that refusal is said again right after it, with the other option: "Ace as 1: total
1, choice 2 of 2. Up gives ace as 11: total 11." (found by a tester by ear: the other option,
said in the opening the key cut, was never heard again), each time a refusal cuts it so (a
second refusal key had dropped it, and Enter then played an option never heard); as in the
opening, Enter plays the option once its cost was heard, cutting the rest."""

from __future__ import annotations

import pygame

from test_counting_turn_line_head import ACE, ace_choice_said, hand
from test_turn_line_kept_keys import into_line, to_line_end

CHOOSING = "Choose the value first: Up or Down, then Enter, or Escape to cancel."
OPTION = "Ace as 1: total 1, choice 2 of 2. Up gives ace as 11: total 11."


def test_space_in_a_value_choice_says_choose_the_value_then_the_option(client):
    """C-8, C-10: Space 43 % into the choice's opening: "Choose the value first: ...", then the
    option it stands on; Space again while that is said: the refusal, and the option again,
    whole (the last words a player hears in the choice name where it stands)."""
    table, speech = ace_choice_said(client)
    into_line(client, speech, ACE, 0.43)
    client.press(pygame.K_SPACE)
    assert speech.log[-1].text == CHOOSING and speech.log[-2].cut_at is not None
    into_line(client, speech, OPTION, 0.2)
    client.press(pygame.K_SPACE)
    client.frames(300)
    assert speech.texts[-5:] == [ACE, CHOOSING, OPTION, CHOOSING, OPTION]
    assert speech.log[-1].cut_at is None
    assert "Nothing to draw now: you draw after playing a card." not in client.app.announcer.history.items()
    assert table.choice is not None and hand(table) == 3


def test_enter_after_the_option_said_again_plays_it(client):
    """C-10, C-22: Right 43 % into the opening: the refusal, the option said again; Enter once
    that ended plays the ace as 1."""
    table, speech = ace_choice_said(client)
    into_line(client, speech, ACE, 0.43)
    client.press(pygame.K_RIGHT)
    to_line_end(client, speech, speech.log[-1])
    option = speech.log[-1]
    assert speech.texts[-3:] == [ACE, CHOOSING, OPTION]
    to_line_end(client, speech, option)
    client.press(pygame.K_RETURN)
    assert table.choice is None and speech.texts[-1] == "You: ace of spades as 1. Total 1."


def test_space_once_the_opening_was_heard_says_only_the_refusal(client):
    """C-10: Space once the opening was heard whole: the refusal, nothing said again."""
    table, speech = ace_choice_said(client)
    to_line_end(client, speech, speech.log[-1])
    client.press(pygame.K_SPACE)
    client.frames(300)
    assert speech.texts[-2:] == [ACE, CHOOSING]


def test_a_second_refusal_key_before_the_option_was_said_has_it_said_and_enter_waits(client):
    """C-10, C-22, found by ear (4 players, seed 21): a digit, then Space, then a digit in a 10's
    choice: the option was never said, and Enter 3.5 s after the last refusal played "as minus
    10" unheard. Now: Space 43 % into the opening, a digit while the refusal is said: the refusal
    again, then the option with the other one, whole; Enter before the option's cost ("Ace as 1:
    total 1") was heard plays nothing (the refused cue); Enter once it was heard plays the ace as
    1 at once, cutting the other option's words, as in the opening."""
    table, speech = ace_choice_said(client)
    into_line(client, speech, ACE, 0.43)
    client.press(pygame.K_SPACE)
    into_line(client, speech, CHOOSING, 0.3)
    client.press(pygame.K_1)
    option = into_line(client, speech, OPTION, 0.1)
    assert speech.texts[-4:] == [ACE, CHOOSING, CHOOSING, OPTION]
    client.press(pygame.K_RETURN)
    assert table.choice is not None and hand(table) == 3 and not table.key_kept
    into_line(client, speech, OPTION, 0.5)
    assert option.cut_at is None
    client.press(pygame.K_RETURN)
    assert table.choice is None and hand(table) == 2
    at = len(speech.texts) - 1 - speech.texts[::-1].index(OPTION)
    assert speech.texts[at - 3:at + 2] == [ACE, CHOOSING, CHOOSING, OPTION, "You: ace of spades as 1. Total 1."]
    assert speech.log[at].cut_at is not None
