"""The key that tells whose turn it is, next to the line that tells it too, is not heard saying
the same twice in a row (C-21, C-22, C-23, T-29; as tests/test_counting_turn_key_said_once.py for
the counting game's T on one's turn).

Trick game: V (the cards on the table and who plays next) pressed while one's own turn line waits
(behind "You win the trick ...") or cutting it answered "No cards on the table. Your turn." right
next to "Your turn. You lead. ...": now the cards alone, the turn left to that line.

Counting game, the pause between rounds: T cutting "Round 1 over: ... Enter: next round." answered
"Round 1 is over. Press Enter for the next round.", then the round's end was said again whole, the
same said twice in a row; T during Anna's round-ending card told the round over before it was
heard. Now T is answered as C and S are, after the moves and the round's end, never cutting them,
and the round's end heard whole answers it: nothing after it. Once it was heard, T says what to
press. Timed with the fake speech of tests/timed_speech.py on the app's game time."""

from __future__ import annotations

import pygame

from test_speech_pacing import _round_ends_by_anna, _until_said
from test_turn_line_heard_keys import (  # noqa: F401  (the fixture registers both games)
    LEAD, TRICK_WON, _registered, quiet, trick_won_being_said)
from test_turn_line_kept_keys import into_line
from timed_speech import end_line_now

TABLE = "No cards on the table."
SHORT_LEAD = "Your turn. You lead. Focus: 8 of clubs."
ANNA = "Anna: 6 of clubs. Total 99."
REACHED = "Anna reached 99 and wins the round: everyone else loses 2 tokens."
ROUND_OVER = "Round 1 over. Tokens: you 7, Anna 9, Bob 7. Enter: next round."  # (its cause just said: C-23)
PAUSE = "Round 1 is over. Press Enter for the next round."


def said_from(speech, text):
    """(text, cut) of each line from the first ``text`` on."""
    at = speech.texts.index(text)
    return [(spoken.text, spoken.cut_at is not None) for spoken in speech.log[at:]]


# ----------------------------------------------------------------------------- trick game, V (T-29)
def test_tricks_v_while_the_turn_line_waits_leaves_your_turn_to_it(client):
    """T-28, T-29: V 0.2 s into "You win the trick ...", the turn line waiting: after the trick,
    "No cards on the table." alone, then "Your turn. You lead. ..." (was: "No cards on the table.
    Your turn." then "Your turn. You lead. ...")."""
    _table, speech = trick_won_being_said(client)
    client.frames(12)
    client.press(pygame.K_v)
    quiet(client)
    assert said_from(speech, TRICK_WON) == [(TRICK_WON, False), (TABLE, False), (LEAD, False)]


def test_tricks_v_cutting_the_turn_line_leaves_your_turn_to_the_line_said_again(client):
    """T-28, T-29: V at 20 % of the turn line cuts it; its answer is the cards alone, and the
    short line said again after it says "Your turn." (was: "No cards on the table. Your turn."
    then "Your turn. You lead. Focus: 8 of clubs.")."""
    _table, speech = trick_won_being_said(client)
    end_line_now(speech)
    into_line(client, speech, LEAD, 0.2)
    client.press(pygame.K_v)
    quiet(client)
    assert said_from(speech, TRICK_WON) == [(TRICK_WON, False), (LEAD, True), (TABLE, False), (SHORT_LEAD, False)]


def test_tricks_v_after_the_turn_line_still_says_whose_turn(client):
    """T-28: V once the turn line was heard whole says whose turn it is."""
    _table, speech = trick_won_being_said(client)
    quiet(client)
    client.press(pygame.K_v)
    quiet(client)
    assert speech.texts[-2:] == [LEAD, TABLE + " Your turn."]


# ----------------------------------------------------------------------------- counting, T in the pause (C-21)
def test_counting_t_during_the_rounds_end_is_answered_by_it(client):
    """C-21, C-23: T 0.5 s into "Round 1 over: ... Enter: next round." does not cut it, and
    nothing follows it: it said the round is over and what Enter does (was: cut, "Round 1 is
    over. Press Enter for the next round.", then the round's end again whole). Enter deals."""
    table, speech = _round_ends_by_anna(client)
    _until_said(client, speech, "Round 1 over. Tokens:")
    client.frames(30)
    client.press(pygame.K_t)
    quiet(client)
    assert said_from(speech, ANNA) == [(ANNA, False), (REACHED, False), (ROUND_OVER, False)]
    assert PAUSE not in client.app.announcer.history.items()
    assert table.between_rounds
    client.press(pygame.K_RETURN)
    assert not table.between_rounds and speech.texts[-1].startswith("Round 2.")


def test_counting_t_during_the_round_ending_card_never_tells_the_end_first(client):
    """C-14, C-23: T while Anna's card that makes 99 is said: the card, what it caused and the
    round's end are said whole, in order, and nothing after them (was: "Round 1 is over. Press
    Enter ..." cut the card, before the end was heard, and the card was said again)."""
    _table, speech = _round_ends_by_anna(client)
    client.frames(12)
    client.press(pygame.K_t)
    quiet(client)
    assert said_from(speech, ANNA) == [(ANNA, False), (REACHED, False), (ROUND_OVER, False)]


def test_counting_t_once_the_rounds_end_was_heard_says_what_to_press(client):
    """C-21: T in the pause, the round's end heard whole: "Round 1 is over. Press Enter for the
    next round."."""
    _table, speech = _round_ends_by_anna(client)
    quiet(client)
    client.press(pygame.K_t)
    quiet(client)
    assert said_from(speech, ANNA) == [(ANNA, False), (REACHED, False), (ROUND_OVER, False), (PAUSE, False)]
