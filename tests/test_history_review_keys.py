"""The keys that read the history again (Page Up, Page Down, Ctrl+Home, Ctrl+End, F2): each
press steps one line and is answered, each answer cutting the one before it; a line never said
because it was no longer true (a draw prompt the player's draw replaced) is not in the history,
so no key reads it as if it were the situation. Timed with the fake speech of
tests/timed_speech.py (0.05 s a character plus 0.1 s)."""

import pygame

from game.input.keys import KeyTable
from game.scenes.base import Scene
from timed_speech import app_timed_speech

ONE = "Anna: 8 of hearts. Total 14."
TWO = "Bob: king of spades. Total 24."
THREE = "Round 1. Bob deals. You play first."
MOVE = "You: 6 of hearts. Total 30."
CARL = "Carl: 2 of clubs. Total 32."
REMINDER = "You can still draw: press Space."
DRAW = "You draw the 9 of spades."


class Bare(Scene):
    title = "Bare"

    def build_keys(self):
        return KeyTable()


def said_before(client):
    """A blank scene whose title and three lines were said to their end (history: Bare, ONE,
    TWO, THREE); returns the timed speech."""
    speech = app_timed_speech(client)
    scene = Bare(client.app)
    client.push(scene)
    for text in (ONE, TWO, THREE):
        client.app.announcer.say(text, kind="event", scene=scene)
    until_quiet(client, speech)
    return speech, scene


def until_quiet(client, speech, frames=3000):
    for _ in range(frames):
        if speech.idle() and not client.app.announcer.speech_busy():
            return
        client.frames(1)
    raise AssertionError("speech never ended")


def test_two_page_ups_during_ones_own_move_are_both_answered_a_line_further_back(client):
    """Found by ear: two Page Ups pressed 0.6 s into "You: 6 of hearts. Total 6." (the player's
    own move, said whole) gave one answer, two lines back. Now the move is said whole, then the
    first press's answer (the line before the move), then the second's (the one before that)."""
    speech, scene = said_before(client)
    client.app.announcer.say(MOVE, move=True, scene=scene)
    client.frames(36)
    assert speech.texts[-1] == MOVE and not speech.idle()
    client.press(pygame.K_PAGEUP)
    client.press(pygame.K_PAGEUP)
    assert speech.texts[-1] == MOVE  # said whole first
    until_quiet(client, speech)
    assert speech.texts[-3:] == [MOVE, THREE, TWO]
    assert speech.whole[-3:] == [MOVE, THREE, TWO]
    assert client.app.announcer.review_caption == "Message 3 of 5."


def test_a_second_page_up_steps_back_though_a_line_was_added_meanwhile(client):
    """The first Page Up cuts a line and is answered at once; a line added while its answer is
    said (the table's next event, waiting) leaves the review where it stands: the second Page Up
    cuts the first answer with the line before it, not the same line again. The caption counts
    the lines said (the one waiting is not read by any key yet). Once the new line begins, the
    next review starts from it."""
    speech, scene = said_before(client)
    client.app.announcer.say(CARL, kind="event", scene=scene)
    client.frames(40)
    assert speech.texts[-1] == CARL
    client.press(pygame.K_PAGEUP)
    assert speech.texts[-1] == THREE
    client.app.announcer.say(MOVE, kind="event", scene=scene)
    client.frames(6)
    client.press(pygame.K_PAGEUP)
    assert speech.texts[-2:] == [THREE, TWO]
    assert speech.log[-2].cut_at is not None  # the first answer, cut by the second
    assert client.app.announcer.review_caption == "Message 3 of 5."  # (MOVE, waiting, not yet)
    until_quiet(client, speech)
    assert speech.texts[-1] == MOVE
    assert client.app.announcer.review_index is None
    client.press(pygame.K_PAGEUP)
    assert speech.texts[-1] == CARL


def test_a_draw_prompt_replaced_before_it_was_said_is_never_read_back(client):
    """The reminder after one's card waits behind it; Space draws before it is said, so it is
    dropped (no longer true). Page Up after the draw reads the card, never the reminder, and
    neither the history nor the log strip lists it."""
    speech, scene = said_before(client)
    client.app.announcer.say(MOVE, move=True, scene=scene)
    client.app.announcer.say(REMINDER, kind="prompt", own=True, scene=scene)
    client.frames(20)
    client.app.announcer.say(DRAW, move=True, scene=scene)
    until_quiet(client, speech)
    assert speech.texts[-2:] == [MOVE, DRAW]
    assert client.app.announcer.history.items() == ["Bare", ONE, TWO, THREE, MOVE, DRAW]
    assert client.app.announcer.history.shown() == ["Bare", ONE, TWO, THREE, MOVE, DRAW]
    client.press(pygame.K_PAGEUP)
    assert speech.texts[-1] == MOVE
    client.press(pygame.K_PAGEDOWN)
    client.press(pygame.K_PAGEDOWN)
    assert speech.texts[-1] == "End of history. " + DRAW
