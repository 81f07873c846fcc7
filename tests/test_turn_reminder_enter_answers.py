"""Enter pressed while the short turn reminder is said again after a status key's answer, the
turn line's head heard before that key cut it, answers at once (T-28, T-29).

Found by a tester by ear (trick game, Russian, 3 and 4 players): V or B cut "Your turn. Anna led
...", the answer was said, then the shorter turn line by itself; Return during that line was
kept in silence until it ended (4.7 s, 8 s) and only then played. The player had heard the
situation (whose turn, what was led) in the line the key cut: the line said again only repeats
it, and Enter then answers as in the first saying of the line, at once, with the card it plays
("Focus: 8 of clubs.", cutting the rest), and plays once that was heard.

The trick game, 3 players, seed 11, one's lead after the trick won; the fake engine of
tests/timed_speech.py speaks 0.05 s a character after 0.1 s, on the app's clock."""

from __future__ import annotations

import pygame

from test_cut_prompt_said_again import LEAD_SHORT, after
from test_cut_turn_line_kept_keys import status_answer_said
from test_turn_line_heard_keys import (  # noqa: F401  (the fixture registers both games)
    LEAD, TRICK_WON, _registered, cards_left, quiet, refused, trick_won_being_said)
from test_turn_line_kept_keys import into_line
from timed_speech import end_line_now

TABLE = "No cards on the table."
FOCUS = "Focus: 8 of clubs."
LED = "You: 8 of clubs."


def hand(table) -> int:
    """Cards in the human's hand."""
    return len(table.session.state.hands[0])


def reminder_being_said(client, cut_at: float, share: float):
    """The lead turn line cut by V at ``cut_at`` of it, V's answer said, and the reminder said
    again after it ``share`` into it; (table, speech, the reminder's Spoken)."""
    table, speech = trick_won_being_said(client)
    end_line_now(speech)
    into_line(client, speech, LEAD, cut_at)
    client.press(pygame.K_v)
    status_answer_said(client, speech, TABLE)
    return table, speech, into_line(client, speech, LEAD_SHORT, share)


def test_return_in_the_reminder_after_the_head_was_heard_names_the_card_at_once_then_leads(client):
    """V at 40 % of "Your turn. You lead. ..." (its head heard), Return 10 % into the reminder:
    the reminder is cut at once by "Focus: 8 of clubs.", no refused cue, and the 8 of clubs is
    led once that was heard whole (was: kept in silence until the reminder ended)."""
    table, speech, reminder = reminder_being_said(client, 0.4, 0.1)
    left, cues, own = cards_left(table), refused(client), hand(table)
    client.press(pygame.K_RETURN)
    client.frames(2)
    assert reminder.cut_at is not None, speech.texts[-3:]
    focus = speech.log[-1]
    assert focus.text == FOCUS and focus.start - reminder.cut_at < 0.05
    assert cards_left(table) == left and refused(client) == cues and table.key_kept
    quiet(client)
    assert after(speech, TRICK_WON)[:5] == [(LEAD, True), (TABLE, False), (LEAD_SHORT, True), (FOCUS, False),
                                            (LED, False)]
    led = speech.log[speech.texts.index(LED)]
    assert led.start >= focus.end - 0.05  # played once the card's name was heard
    assert hand(table) == own - 1 and refused(client) == cues


def test_return_as_the_reminder_names_the_card_waits_for_that_name(client):
    """V at 40 % of the lead turn line, Return once the reminder has begun to name the card (90 %
    into it): the name being said is the answer; the reminder is not cut, and the card is led as
    it ends."""
    table, speech, reminder = reminder_being_said(client, 0.4, 0.9)
    left, cues, own = cards_left(table), refused(client), hand(table)
    client.press(pygame.K_RETURN)
    assert cards_left(table) == left and refused(client) == cues and table.key_kept
    quiet(client)
    assert after(speech, TRICK_WON)[:4] == [(LEAD, True), (TABLE, False), (LEAD_SHORT, False), (LED, False)]
    assert hand(table) == own - 1 and refused(client) == cues


def test_return_in_the_reminder_when_the_head_was_never_heard_waits_as_in_a_first_saying(client):
    """V at 10 % of the lead turn line (its head not heard), Return 10 % into the reminder: the
    situation was not heard; the refused cue, nothing played, as early in any turn line."""
    table, speech, reminder = reminder_being_said(client, 0.1, 0.1)
    left, cues, own = cards_left(table), refused(client), hand(table)
    client.press(pygame.K_RETURN)
    assert cards_left(table) == left and refused(client) == cues + 1 and not table.key_kept
    quiet(client)
    assert after(speech, TRICK_WON)[:3] == [(LEAD, True), (TABLE, False), (LEAD_SHORT, False)]
    assert hand(table) == own
