"""A key pressed again while the line said again right after "Too early: your key was not used.
Press it again." is being said (the bid prompt, the turn line's short reminder; where cues are not
heard) is kept, with no sound, the line uncut, and acts once that line was heard: Space marks the
focused card, Enter plays it (T-6, T-28, T-29; C-22, C-23; announcements.md, the *prompt*
paragraph).

Found by a blind tester by ear (``--game tricks --players 3 --seed 11``): Space 0.3 s into "Choose
3 bid cards. H reads your hand; focus: 6 of spades." was told "Too early: ..." at once, then the
prompt was said again; Space 1.8 s into it had the refused cue only (unheard), and nothing was
marked ("Not confirmed yet. No bid cards marked."); in play, Return 1.5 s into "Your turn. Bob led
the jack of diamonds. Focus: queen of diamonds." said again so: 22 s of silence, nothing played.
The counting game kept such a key once the reminder's short head ("Your turn. Total 24.") was
heard; the trick game's head is longer, and the bid prompt has none.

The fake engine of tests/timed_speech.py speaks 0.05 s a character after 0.1 s, on the app's
clock."""

from __future__ import annotations

import pygame
import pytest

from test_cut_prompt_said_again import COUNTING_SHORT, LEAD_SHORT
from test_refusal_without_sound import TOO_EARLY, all_said, counting_turn_line_being_said, silent_cues
from test_turn_line_heard_keys import BOB, COUNTING_TURN, LEAD, TRICK_WON, cards_left, trick_won_being_said
from timed_speech import app_timed_speech, end_line_now

pytestmark = pytest.mark.usefixtures("tricks_registered")

BID_PROMPT = "Choose 3 bid cards. H reads your hand; focus: 8 of spades."
MARKED = "8 of spades marked. Marked: spade. Bid so far 1."


def being_said(client, speech, text, seconds=30):
    """Frames until ``text`` is being said; that line (timed_speech's Spoken)."""
    for _ in range(60 * seconds):
        if speech.log and speech.log[-1].text == text and not speech.idle():
            return speech.log[-1]
        client.frames(1)
    raise AssertionError(f"never said: {text}: {speech.texts}")


def refused_then_said_again(client, speech, text, key, again=None):
    """``key`` 0.3 s into ``text`` (being said): "Too early: ..." at once, cutting it; frames
    until ``again`` (default: ``text``) is said after it. Returns that saying."""
    first = being_said(client, speech, text)
    client.frames(18)
    client.press(key)
    assert speech.log[-1].text == TOO_EARLY and first.cut_at is not None
    return being_said(client, speech, again or text, 10)


def test_space_pressed_again_in_the_bid_prompt_said_again_marks_once_it_was_heard(client):
    """T-6, T-28: seed 11, 3 players; Space 0.3 s into the bid prompt: "Too early: ..."; Space
    again 1 s into the prompt said again (a third of it): kept, nothing marked yet, the prompt
    uncut; once it was heard, the 8 of spades is marked."""
    speech = app_timed_speech(client)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=3, seed=11)
    table = client.app.top
    silent_cues(client)
    again = refused_then_said_again(client, speech, BID_PROMPT, pygame.K_SPACE)
    client.frames(60)
    client.press(pygame.K_SPACE)
    assert table.key_kept and table.marked == [] and speech.log[-1] is again
    all_said(client, speech)
    at = speech.texts.index(BID_PROMPT)
    assert speech.texts[at:at + 3] == [BID_PROMPT, TOO_EARLY, BID_PROMPT]
    assert MARKED in speech.texts[at + 3:]
    assert again.cut_at is None
    assert [card.code for card in table.marked] == ["8S"]
    assert speech.texts.count(TOO_EARLY) == 1


def test_return_pressed_again_early_in_the_turn_lines_reminder_plays_once_it_was_heard(client):
    """T-28, T-29: seed 11, 3 players; Return 0.5 s into "Your turn. You lead. ...": "Too early:
    ..."; Return again 0.5 s into the reminder said after it, before its head ended: kept,
    nothing played, the reminder uncut; once it named the 8 of clubs, the card is led."""
    silent_cues(client)
    table, speech = trick_won_being_said(client)
    end_line_now(speech)
    left = cards_left(table)
    again = refused_then_said_again(client, speech, LEAD, pygame.K_RETURN, LEAD_SHORT)
    client.frames(30)
    client.press(pygame.K_RETURN)
    assert table.key_kept and cards_left(table) == left and speech.log[-1] is again
    for _ in range(60 * 10):
        if cards_left(table) < left:
            break
        client.frames(1)
    at = speech.texts.index(TRICK_WON)
    assert speech.texts[at:at + 5] == [TRICK_WON, LEAD, TOO_EARLY, LEAD_SHORT, "You: 8 of clubs."]
    assert again.cut_at is None and cards_left(table) == left - 1
    assert speech.texts.count(TOO_EARLY) == 1


def test_counting_return_pressed_again_before_the_reminders_head_plays_once_it_was_heard(client):
    """C-22, C-23, as in the trick game: Return 0.5 s into the turn line: "Too early: ...";
    Return again 0.3 s into its short reminder, before "Your turn. Total 24." was heard: kept,
    and the queen of spades is played once the reminder named her."""
    silent_cues(client)
    table, speech = counting_turn_line_being_said(client, into=0)
    hand = len(table.session.state.hands[0])
    client.frames(30)
    client.press(pygame.K_RETURN)
    assert speech.log[-1].text == TOO_EARLY
    again = being_said(client, speech, COUNTING_SHORT, 10)
    client.frames(18)
    client.press(pygame.K_RETURN)
    assert table.key_kept and len(table.session.state.hands[0]) == hand and speech.log[-1] is again
    all_said(client, speech)
    at = speech.texts.index(BOB)
    assert speech.texts[at:at + 5] == [BOB, COUNTING_TURN, TOO_EARLY, COUNTING_SHORT, "You: queen of spades. Total 34."]
    assert again.cut_at is None
