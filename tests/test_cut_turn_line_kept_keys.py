"""A key that plays, pressed while the turn line a status key cut early waits to be said again, is
kept and acts once that line, said again, was heard far enough (C-22, C-23, T-28, T-29).

Found by a fresh tester by ear (counting, seed 11): C 0.6 s into "Your turn. Total 47. ...", then
1 during C's answer "Total 47.": the turn line was said again, then silence, and nothing was
played; the same with Enter, and in the trick game with K then Return. The key came before the
line was heard (only "Your turn" of it), so it never acted, and the refused cue's words ("Too
early: ...") were not queued behind the waiting line: the key was lost silently. It is now kept,
as a key pressed late in the line being said is (tests/test_turn_line_kept_keys.py): a digit
plays its card once the head of the line said again ("Your turn. Total 24.") was heard, cutting
the rest of it; Enter plays the card the line named once it was said whole. A key pressed since
drops it (the newest key counts); a held key acts once.

Counting, 3 players, seed 7, the turn line after Bob's card; the trick game, 3 players, seed 11,
one's lead after the trick won. The fake engine of tests/timed_speech.py speaks 0.05 s a
character after 0.1 s, on the app's clock."""

from __future__ import annotations

import pygame

from test_cut_prompt_said_again import COUNTING_SHORT, LEAD_SHORT, TOTAL, after
from test_turn_line_heard_keys import (  # noqa: F401  (the fixture registers both games)
    BOB, COUNTING_TURN, LEAD, TRICK_WON, _registered, cards_left, quiet, refused, trick_won_being_said)
from test_turn_line_kept_keys import counting_turn_said, into_line
from timed_speech import end_line_now

PLAYED_QUEEN = "You: queen of spades. Total 34."
PLAYED_2 = "You: 2 of spades. Total doubles to 48."
TRICKS = "Tricks: you 1, Anna 0, Bob 2. 3 of 9 played. You have 1 of 4 tricks: you need 3 more."


def hand(table) -> int:
    """Cards in the human's hand."""
    return len(table.session.state.hands[0])


def status_answer_said(client, speech, answer: str) -> None:
    """Frames until ``answer`` (a status key's, the turn line waiting put back) is being said."""
    for _ in range(60 * 10):
        if speech.log[-1].text == answer and not speech.idle():
            return
        client.frames(1)
    raise AssertionError(f"{answer!r} never said: {speech.texts}")


def test_counting_digit_while_the_cut_turn_line_waits_plays_once_its_head_is_heard_again(client):
    """C-22, C-23, the by-ear report: C 5 % into the turn line (its head not heard), 2 while
    "Total 24." is said: nothing is played then, no refused cue; the turn line is said again and
    once its head was heard the 2 of spades is played, cutting the rest (before the fix: the
    line said whole, then silence, nothing played)."""
    table, speech, cards, cues = turn_line_cut_by_c(client, 0.05)
    client.press(pygame.K_2)
    assert hand(table) == cards and refused(client) == cues and table.key_kept
    quiet(client)
    assert after(speech, BOB)[:4] == [(COUNTING_TURN, True), (TOTAL, False), (COUNTING_SHORT, True), (PLAYED_2, False)]
    again = speech.log[speech.texts.index(BOB) + 3]
    assert again.cut_at - again.start >= 0.1 + 0.05 * len("Your turn. Total 24")  # its head's words heard
    assert hand(table) == cards - 1 and refused(client) == cues and not table.key_kept


def test_counting_enter_while_the_cut_turn_line_waits_plays_once_it_was_said_whole(client):
    """C-22, C-23: C 5 % into the turn line, Enter while "Total 24." is said: the turn line is
    said again whole, then the queen of spades it named is played (before the fix: silence)."""
    table, speech, cards, cues = turn_line_cut_by_c(client, 0.05)
    client.press(pygame.K_RETURN)
    assert hand(table) == cards and refused(client) == cues
    quiet(client)
    assert after(speech, BOB)[:4] == [(COUNTING_TURN, True), (TOTAL, False), (COUNTING_SHORT, False),
                                      (PLAYED_QUEEN, False)]
    assert hand(table) == cards - 1 and refused(client) == cues


def test_counting_held_digit_while_the_cut_turn_line_waits_plays_once(client):
    """C-22: 2 held (5 auto-repeats) while "Total 24." is said: one card is played, once."""
    table, speech = counting_turn_said(client)
    into_line(client, speech, COUNTING_TURN, 0.05)
    client.press(pygame.K_c)
    status_answer_said(client, speech, TOTAL)
    cards = hand(table)
    client.hold(pygame.K_2, 5)
    quiet(client)
    said = [text for text, _cut in after(speech, BOB)]
    assert said[:4] == [COUNTING_TURN, TOTAL, COUNTING_SHORT, PLAYED_2]
    assert len([text for text in said if text.startswith("You: ")]) == 1 and hand(table) == cards - 1


def test_counting_a_status_key_after_the_kept_key_keeps_it(client):
    """C-22: 2 kept while "Total 24." is said, then S, which only asks: the 2 stays kept (before
    the fix the newer key dropped it, and nothing was played, unsaid; found by a tester by ear
    with Enter then T in the trick game): the tokens, then the turn line again, and once its
    head was heard the 2 of spades is played, cutting the rest."""
    table, speech = counting_turn_said(client)
    into_line(client, speech, COUNTING_TURN, 0.05)
    client.press(pygame.K_c)
    status_answer_said(client, speech, TOTAL)
    cards = hand(table)
    client.press(pygame.K_2)
    client.press(pygame.K_s)
    quiet(client)
    said = after(speech, BOB)
    assert [text for text, _cut in said[:5]] == [COUNTING_TURN, TOTAL, "Tokens: you 9, Anna 9, Bob 9.", COUNTING_SHORT,
                                                 "You: 2 of spades. Total doubles to 48."]
    assert said[3][1] and hand(table) == cards - 1 and not table.key_kept


def test_tricks_return_while_the_cut_turn_line_waits_leads_once_it_was_said_whole(client):
    """T-28, T-29, the by-ear report: K 10 % into "Your turn. You lead. ...", Return while its
    answer "Tricks: ..." is said: the turn line is said again whole, then the 8 of clubs it
    named is led (before the fix: silence, the card never played)."""
    table, speech = lead_cut_by_k(client, 0.1)
    left, cues = cards_left(table), refused(client)
    own = len(table.session.state.hands[0])
    client.press(pygame.K_RETURN)
    assert cards_left(table) == left and refused(client) == cues
    quiet(client)
    assert after(speech, TRICK_WON)[:4] == [(LEAD, True), (TRICKS, False), (LEAD_SHORT, False), ("You: 8 of clubs.", False)]
    assert len(table.session.state.hands[0]) == own - 1 and refused(client) == cues


def lead_cut_by_k(client, at):
    """The trick game's lead turn line cut by K ``at`` its share (0.1: its head not heard; 0.4:
    "Your turn. You lead." heard), K's answer "Tricks: ..." being said; the table and speech."""
    table, speech = trick_won_being_said(client)
    end_line_now(speech)
    into_line(client, speech, LEAD, at)
    client.press(pygame.K_k)
    status_answer_said(client, speech, TRICKS)
    return table, speech


def turn_line_cut_by_c(client, at, again=None):
    """The counting turn line cut by C ``at`` its share (0.05: its head not heard; 0.3: its head
    "Your turn. Total 24." heard), C's answer said, and, with ``again``, the line said again that
    share into it; returns the table, the speech, the cards in hand and the refused cues so far."""
    table, speech = counting_turn_said(client)
    into_line(client, speech, COUNTING_TURN, at)
    client.press(pygame.K_c)
    status_answer_said(client, speech, TOTAL)
    if again is not None:
        into_line(client, speech, COUNTING_SHORT, again)
    return table, speech, hand(table), refused(client)


def test_counting_keys_early_in_the_line_said_again_once_its_head_was_heard(client):
    """C-22, C-23: C at 30 % of the turn line (its head "Your turn. Total 24." heard), the line
    said again, and Enter 5 % into that: no refused cue (the head was heard before); the line,
    which only repeats the situation heard, is cut at once by the card Enter plays, as in the
    line's first saying, and the queen of spades is played once that was heard (was: kept in
    silence until the line said again ended; found by a tester by ear, trick game: 4.7 s and 8 s;
    tests/test_turn_reminder_enter_answers.py)."""
    table, speech, cards, cues = turn_line_cut_by_c(client, 0.3, again=0.05)
    client.press(pygame.K_RETURN)
    assert hand(table) == cards and refused(client) == cues and table.key_kept
    assert speech.log[-1].text == "Enter plays the queen of spades."
    quiet(client)
    assert after(speech, BOB)[:5] == [(COUNTING_TURN, True), (TOTAL, False), (COUNTING_SHORT, True),
                                      ("Enter plays the queen of spades.", False), (PLAYED_QUEEN, False)]
    assert hand(table) == cards - 1


def test_counting_digit_early_in_the_line_said_again_once_its_head_was_heard_plays_at_once(client):
    """C-22, C-23: as above with 2: a digit names its card, and the head was heard: it plays at
    once, cutting the line said again (before: the refused cue only, and nothing played)."""
    table, speech, cards, cues = turn_line_cut_by_c(client, 0.3, again=0.05)
    client.press(pygame.K_2)
    assert hand(table) == cards - 1 and refused(client) == cues
    assert after(speech, BOB)[:4] == [(COUNTING_TURN, True), (TOTAL, False), (COUNTING_SHORT, True), (PLAYED_2, False)]


def test_counting_enter_while_the_cut_turn_line_waits_after_its_head_names_the_card_short(client):
    """C-22, C-23, found by a tester by ear (the trick game: T then B cut the 8 s turn line after
    its head; Enter was kept, silent, for the whole line said again, and H meanwhile dropped
    it): C 30 % into the turn line (its head "Your turn. Total 24." heard), Enter while "Total
    24." is said: the whole line is not said again; in its place the short line naming the card,
    then that card is played, with no refused cue."""
    table, speech, cards, cues = turn_line_cut_by_c(client, 0.3)
    client.press(pygame.K_RETURN)
    assert hand(table) == cards and refused(client) == cues and table.key_kept
    quiet(client)
    assert after(speech, BOB)[:4] == [(COUNTING_TURN, True), (TOTAL, False),
                                      ("Enter plays the queen of spades.", False), (PLAYED_QUEEN, False)]
    assert hand(table) == cards - 1 and refused(client) == cues


def test_tricks_return_while_the_cut_turn_line_waits_after_its_head_names_the_card_short(client):
    """T-28, T-29: K 40 % into "Your turn. You lead. ...", Return while its answer is said: in the
    whole line's place "Focus: 8 of clubs.", then the 8 of clubs is led."""
    table, speech = lead_cut_by_k(client, 0.4)
    left, cues = cards_left(table), refused(client)
    client.press(pygame.K_RETURN)
    assert cards_left(table) == left and refused(client) == cues
    quiet(client)
    assert after(speech, TRICK_WON)[:4] == [(LEAD, True), (TRICKS, False), ("Focus: 8 of clubs.", False),
                                            ("You: 8 of clubs.", False)]


def test_tricks_return_again_while_the_short_line_is_said_keeps_the_first(client):
    """T-28, found by ear (3 players, seed 12): Return kept for "Focus: 8 of clubs. Enter plays
    it.", Return again early in it: no refused cue, the first stays kept, and the 8 of clubs is
    led once the line was heard (it was dropped: "Too early: ..." and nothing played)."""
    table, speech = lead_cut_by_k(client, 0.4)
    left, cues = cards_left(table), refused(client)
    own = len(table.session.state.hands[0])
    client.press(pygame.K_RETURN)
    status_answer_said(client, speech, "Focus: 8 of clubs.")
    client.frames(20)
    client.press(pygame.K_RETURN)
    assert cards_left(table) == left and refused(client) == cues and table.key_kept
    quiet(client)
    assert after(speech, TRICK_WON)[2:4] == [("Focus: 8 of clubs.", False), ("You: 8 of clubs.", False)]
    assert len(table.session.state.hands[0]) == own - 1 and refused(client) == cues
