"""Enter plays the focused card only once its name was heard (C-22, C-23, T-28, T-29).

Found by ear (real speech timing, both games): a status key that cut one's own turn line before
it named the focused card let Enter play a card the player never heard named. Counting (3
players, seed 7): "Your turn. Total 0. Your cards: ... Enter plays the 6 of hearts." cut after
its head by T ("Play goes clockwise."); Enter 3 s later played "You: 6 of hearts.". Trick game:
the turn line cut by F1, Escape, then T and S; Enter played "You: 7 of clubs.", "Focus: 7 of
clubs" never heard. Now such an Enter plays nothing and names the card and what Enter does
("Enter plays the queen of spades.", "Focus: 8 of clubs. Enter plays it."), said as the new
prompt naming the focus; Enter again once that was heard plays. An arrow's answer names the card
(tests/test_turn_line_kept_keys.py), and a turn line heard whole named it: Enter plays at once.
A turn line cut by a key that only reads is said again after that key's answer: whole, cut before
most of it was heard (HEARD_FRACTION, tests/test_cut_prompt_said_again.py), else its head and what
of it was not heard, the card's name last (tests/test_turn_line_cut_late_said_again.py): the cuts
here are by Ctrl, which silences, before the card's name, its last words.

The fake engine of tests/timed_speech.py speaks 0.05 s a character after 0.1 s, on the app's
clock."""

from __future__ import annotations

import pygame

from test_turn_line_heard_keys import (  # noqa: F401  (the fixture registers both games)
    COUNTING_TURN, LEAD, _registered, cards_left, quiet, refused, trick_won_being_said)
from test_turn_line_kept_keys import counting_turn_said, into_line, to_line_end
from timed_speech import end_line_now

COUNTING_ANSWER = "Enter plays the queen of spades."
COUNTING_PLAYED = "You: queen of spades. Total 34."
TRICKS_ANSWER = "Focus: 8 of clubs. Enter plays it."
TRICKS_PLAYED = "You: 8 of clubs."


def hand(table) -> int:
    """Cards in the human's hand (counting)."""
    return len(table.session.state.hands[0])


def enter_names_then_plays(client, speech, count, answer: str, played: str) -> None:
    """Once the cut turn line's answer was heard: Enter plays nothing, says ``answer`` (the card
    named) with the refused cue; Enter again once that was heard plays it, said ``played``.
    ``count()`` is the human's cards in hand."""
    quiet(client)
    cards, cues = count(), refused(client)
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == answer and count() == cards and refused(client) == cues + 1
    quiet(client)
    assert speech.log[-1].cut_at is None and count() == cards
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == played and count() == cards - 1


def test_counting_enter_again_while_the_answer_is_said_does_not_play(client):
    """C-22: Enter twice quickly after the turn line cut by Ctrl: the second, early in "Enter
    plays the queen of spades.", plays only the refused cue; the answer goes on, uncut."""
    table, speech = counting_turn_said(client)
    into_line(client, speech, COUNTING_TURN, 0.8)
    client.press(pygame.K_LCTRL, mod=pygame.KMOD_LCTRL)
    quiet(client)
    cards = hand(table)
    client.press(pygame.K_RETURN)
    answer = speech.log[-1]
    client.press(pygame.K_RETURN)
    assert hand(table) == cards and speech.log[-1] is answer and answer.cut_at is None
    quiet(client)
    assert hand(table) == cards and speech.texts[-1] == COUNTING_ANSWER


def test_counting_turn_line_heard_whole_then_a_status_key_enter_plays_at_once(client):
    """C-22, C-23 (a guard): the turn line heard to its end, then T: Enter pressed while T's answer
    is being said plays the queen of spades at once, as before."""
    table, speech = counting_turn_said(client)
    turn = into_line(client, speech, COUNTING_TURN, 0.5)
    to_line_end(client, speech, turn)
    client.press(pygame.K_t)
    cards = hand(table)
    client.press(pygame.K_RETURN)
    assert turn.cut_at is None and hand(table) == cards - 1 and speech.texts[-1] == COUNTING_PLAYED


def test_counting_an_arrow_after_the_cut_names_the_card_and_enter_plays_it(client):
    """C-22, C-23 (a guard): the turn line cut early by T (waiting to be said again after T's
    answer), then Right ("2 of spades: ..." names the card first): the turn line is not said
    again (the player reads on by arrows) and Enter plays the 2 of spades at once."""
    table, speech = counting_turn_said(client)
    into_line(client, speech, COUNTING_TURN, 0.3)
    client.press(pygame.K_t)
    client.press(pygame.K_RIGHT)
    assert speech.texts[-1].startswith("2 of spades")
    assert not client.app.announcer.unheard_prompts(table)
    cards = hand(table)
    client.press(pygame.K_RETURN)
    assert hand(table) == cards - 1 and speech.texts[-1] == "You: 2 of spades. Total doubles to 48."


def test_tricks_turn_line_heard_whole_then_a_status_key_enter_plays_at_once(client):
    """T-28, T-29 (a guard): the turn line heard to its end, then S: Enter leads the 8 of clubs
    at once."""
    table, speech = trick_won_being_said(client)
    end_line_now(speech)
    turn = into_line(client, speech, LEAD, 0.5)
    to_line_end(client, speech, turn)
    client.press(pygame.K_s)
    left = cards_left(table)
    client.press(pygame.K_RETURN)
    assert turn.cut_at is None and cards_left(table) == left - 1 and speech.texts[-1] == TRICKS_PLAYED


def test_counting_turn_line_silenced_before_it_began_enter_names_the_card_first(client):
    """C-22, C-23: Ctrl while the turn line waits (never begun): Enter plays nothing and says
    "Enter plays the queen of spades."; again once that was heard, it plays."""
    table, speech = counting_turn_said(client)
    client.press(pygame.K_LCTRL, mod=pygame.KMOD_LCTRL)
    quiet(client)
    assert COUNTING_TURN not in speech.texts
    enter_names_then_plays(client, speech, lambda: hand(table), COUNTING_ANSWER, COUNTING_PLAYED)


def test_tricks_turn_line_cut_by_ctrl_near_its_end_enter_names_the_card_first(client):
    """T-28, T-29: Ctrl at 90 % of "Your turn. You lead. ... Focus: 8 of clubs.", the lines
    before it said faster (the rate measured, 0.03 s a unit of what is spoken, on which 90 % of
    this line reads as all of it): the card's name, its last words, was cut. Enter plays nothing and says
    "Focus: 8 of clubs. Enter plays it." (before the fix: "You: 8 of clubs."); Enter again once
    that was heard leads the 8 of clubs."""
    table, speech = trick_won_being_said(client)
    end_line_now(speech)
    turn = into_line(client, speech, LEAD, 0.9)
    client.app.announcer.queue.heard_rate = 0.03  # (this line: 0.05 s a character and 0.1 s to start, 0.038 s a unit)
    client.press(pygame.K_LCTRL, mod=pygame.KMOD_LCTRL)
    assert turn.cut_at is not None
    enter_names_then_plays(client, speech, lambda: cards_left(table), TRICKS_ANSWER, TRICKS_PLAYED)


def test_counting_turn_line_cut_by_ctrl_near_its_end_enter_names_the_card_first(client):
    """C-22, C-23: the same in the counting game: Ctrl at 90 % of the turn line, the rate
    measured on the lines before faster than this one's: "Enter plays the queen of spades.",
    then Enter again plays it."""
    table, speech = counting_turn_said(client)
    turn = into_line(client, speech, COUNTING_TURN, 0.9)
    client.app.announcer.queue.heard_rate = 0.03  # (this line: 0.044 s a unit of what is spoken)
    client.press(pygame.K_LCTRL, mod=pygame.KMOD_LCTRL)
    assert turn.cut_at is not None
    enter_names_then_plays(client, speech, lambda: hand(table), COUNTING_ANSWER, COUNTING_PLAYED)


def _refusal_being_said(client):
    """Found by ear (classic, 4 players, seed 21): the turn line cut at 95 % (its last words, the
    card's name, not heard; by Ctrl here: a status key's answer now has them said again,
    tests/test_turn_line_cut_late_said_again.py), then Enter once all was quiet: "Focus: 8 of
    clubs. Enter plays it." is being said; (table, speech, its Spoken)."""
    table, speech = trick_won_being_said(client)
    end_line_now(speech)
    turn = into_line(client, speech, LEAD, 0.95)
    client.press(pygame.K_LCTRL, mod=pygame.KMOD_LCTRL)
    assert turn.cut_at is not None
    quiet(client)
    left = cards_left(table)
    client.press(pygame.K_RETURN)
    answer = speech.log[-1]
    assert answer.text == TRICKS_ANSWER and cards_left(table) == left and not speech.idle()
    return table, speech, answer


def _cut_at(client, speech, spoken, seconds) -> None:
    """Frames until ``spoken`` has been said ``seconds`` (the fake engine's clock)."""
    while speech.clock() < spoken.start + seconds:
        client.frames(1)
    assert speech.log[-1] is spoken and not speech.idle()


def test_tricks_enters_answer_cut_early_by_a_status_key_is_said_again_then_enter_plays(client):
    """T-28, T-29, found by ear: "Focus: 8 of clubs. Enter plays it." (Enter's answer to a turn
    line cut before the card's name) cut a third of the way in by K (the tricks): after K's
    answer it is said again, whole, as the prompt Enter waits for, so the player hears that the
    card was not played (was: never said again, and Enter after K's answer was refused with the
    same words); Enter once it was heard leads the 8 of clubs."""
    table, speech, answer = _refusal_being_said(client)
    _cut_at(client, speech, answer, (answer.end - answer.start) / 3)
    client.press(pygame.K_k)
    assert answer.cut_at is not None
    tricks = speech.texts[-1]
    assert tricks.startswith("Tricks: you 1, Anna 0, Bob 2.")
    quiet(client)
    assert speech.texts[-2:] == [tricks, TRICKS_ANSWER] and speech.log[-1].cut_at is None
    left = cards_left(table)
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == TRICKS_PLAYED and cards_left(table) == left - 1


def test_tricks_enters_answer_heard_to_the_cards_name_then_enter_plays(client):
    """T-28, T-29: K cuts "Focus: 8 of clubs. Enter plays it." once "Focus: 8 of clubs" was heard
    (by the speaking rate measured, before the full stop's pause): it is not said again, and
    Enter after K's answer leads the 8 of clubs (was: refused again, "clubs." counted heard only
    with the pause after it)."""
    table, speech, answer = _refusal_being_said(client)
    from game.speech.pace import spoken_share
    queue = client.app.announcer.queue
    length = queue.spoken_seconds(TRICKS_ANSWER)
    named = length * spoken_share(TRICKS_ANSWER, len("Focus: 8 of clubs"))
    stopped = length * spoken_share(TRICKS_ANSWER, len("Focus: 8 of clubs."))
    said = table._focus_prompt[0]  # (the queue's own line: its clock)
    assert said.text == TRICKS_ANSWER
    while queue.now < said.started + (named + stopped) / 2:  # after "clubs", before the pause after it
        client.frames(1)
    assert speech.log[-1] is answer and not speech.idle()
    client.press(pygame.K_k)
    assert answer.cut_at is not None
    quiet(client)
    assert speech.texts[-1].startswith("Tricks: you 1, Anna 0, Bob 2.")
    left = cards_left(table)
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == TRICKS_PLAYED and cards_left(table) == left - 1
