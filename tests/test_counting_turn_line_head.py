"""A counting key pressed once the turn line's head was heard (C-22, C-23).

Found by ear (a fresh tester, 2 players, seed 11, manual draw, real speech timing): "Your turn.
Total 26. Your cards: 7 of clubs, 8 of hearts, king of spades. Enter plays the 7 of clubs." takes
8-9 s; a digit pressed once "Your turn. Total 26." was heard (37-48 % into the line) was thrown
away (only the refused cue), and the player who knew their hand waited some 5 s each turn to
press again. The line's head, the words that tell whose turn it is and the total, is now enough:
a digit (it names its card by its place) plays at once, cutting the rest of the line; Enter (the
focused card, named only at the line's end) cuts the rest of a long line for the short line that
names that card ("Enter plays the 7 of clubs."), kept with no sound, and plays once that was
heard; near the line's end it is kept and plays once the line ended. Before the head, as before:
the refused cue only.

The fake engine of tests/timed_speech.py speaks 0.05 s a character after 0.1 s, on the app's
clock; "Your turn. Total 24." is 20 of the turn line's 108 characters (19 %)."""

from __future__ import annotations

import pygame
import pytest

from game.engine.cards import Card

from test_turn_line_heard_keys import COUNTING_TURN, _registered, quiet, refused  # noqa: F401
from test_turn_line_kept_keys import counting_turn_said, into_line, to_line_end
from timed_speech import app_timed_speech

PLAYED_2 = "You: 2 of spades. Total doubles to 48."
SHORT = "Enter plays the queen of spades."


def hand(table) -> int:
    """Cards in the human's hand."""
    return len(table.session.state.hands[0])


def test_a_digit_after_the_head_plays_at_once_cutting_the_line(client):
    """C-22, C-23: 2 at 30 % of "Your turn. Total 24. Your cards: ..." (its head heard) plays
    the 2 of spades at once: the turn line is cut by the move (before the fix: the refused cue,
    and nothing played)."""
    table, speech = counting_turn_said(client)
    turn = into_line(client, speech, COUNTING_TURN, 0.3)
    cards, cues = hand(table), refused(client)
    client.press(pygame.K_2)
    client.frames(2)
    assert hand(table) == cards - 1 and refused(client) == cues
    assert turn.cut_at is not None
    at = speech.texts.index(COUNTING_TURN)
    assert speech.texts[at:at + 2] == [COUNTING_TURN, PLAYED_2]


def test_a_digit_before_the_head_never_plays(client):
    """C-22, C-23: 2 at 10 % of the turn line ("Your turn. To..."): the refused cue only, the
    line heard whole, nothing played once it ended."""
    table, speech = counting_turn_said(client)
    turn = into_line(client, speech, COUNTING_TURN, 0.1)
    cards, cues = hand(table), refused(client)
    client.press(pygame.K_2)
    assert refused(client) == cues + 1
    quiet(client)
    client.frames(30)
    assert speech.texts[-1] == COUNTING_TURN and turn.cut_at is None
    assert hand(table) == cards and not table.key_kept


def test_enter_after_the_head_cuts_the_line_to_the_card_it_plays(client):
    """C-22, C-23: Enter at 30 % of the turn line (its head heard, the card Enter plays not yet
    named) cuts the rest of the line at once for the short line naming that card, "Enter plays
    the queen of spades.", and plays it once that was said whole: no sound, nothing played
    before (before the fix: the key was kept in silence for the rest of the 5 s line)."""
    table, speech = counting_turn_said(client)
    turn = into_line(client, speech, COUNTING_TURN, 0.3)
    cards, cues = hand(table), refused(client)
    client.press(pygame.K_RETURN)
    client.frames(2)
    assert hand(table) == cards and refused(client) == cues and table.key_kept
    assert turn.cut_at is not None and speech.log[-1].text == SHORT
    to_line_end(client, speech, speech.log[-1])
    at = speech.texts.index(COUNTING_TURN)
    assert speech.texts[at:at + 3] == [COUNTING_TURN, SHORT, "You: queen of spades. Total 34."]
    assert hand(table) == cards - 1 and refused(client) == cues


def test_enter_near_the_lines_end_is_kept_and_the_line_heard_whole(client):
    """C-22, C-23: Enter at 85 % of the turn line (only "...Enter plays the queen of spades."
    left, no longer than the short line) does not cut it: kept with no sound, it plays the queen
    of spades once the line ended."""
    table, speech = counting_turn_said(client)
    turn = into_line(client, speech, COUNTING_TURN, 0.85)
    cards, cues = hand(table), refused(client)
    client.press(pygame.K_RETURN)
    client.frames(2)
    assert hand(table) == cards and refused(client) == cues and table.key_kept
    to_line_end(client, speech, turn)
    assert turn.cut_at is None
    at = speech.texts.index(COUNTING_TURN)
    assert speech.texts[at:at + 2] == [COUNTING_TURN, "You: queen of spades. Total 34."]
    assert hand(table) == cards - 1 and refused(client) == cues


def test_space_after_a_kept_play_key_draws_once_the_card_is_played(client):
    """C-8, C-22: Enter kept at 30 % of the turn line (which it cuts for "Enter plays the queen of
    spades."), then Space 0.6 s later (the rhythm "play, then draw"): Space does not drop the
    kept key; once the short line ended the queen of spades is
    played and then drawn to (before the fix: Space said "Nothing to draw now: you draw after
    playing a card.", cutting the line, and the card was never played)."""
    table, speech = counting_turn_said(client)
    turn = into_line(client, speech, COUNTING_TURN, 0.3)
    cards, cues = hand(table), refused(client)
    client.press(pygame.K_RETURN)
    client.frames(36)
    client.press(pygame.K_SPACE)
    assert hand(table) == cards and refused(client) == cues and table.key_kept
    short = speech.log[-1]
    assert short.text == SHORT and short.cut_at is None and turn.cut_at is not None
    to_line_end(client, speech, short)
    quiet(client)
    at = speech.texts.index(COUNTING_TURN)
    assert speech.texts[at:at + 5] == [COUNTING_TURN, SHORT, "You: queen of spades. Total 34.",
                                       "You passed 33: you lose 1 token. 8 left.", "You draw the ace of diamonds."]
    assert [spoken.cut_at for spoken in speech.log[at + 1:at + 5]] == [None] * 4
    assert table.session.state.hands[0][-1] == Card.parse("AD") and refused(client) == cues


def test_a_digit_after_the_head_then_space_plays_and_draws(client):
    """C-8, C-22: 2 at 30 % of the turn line plays the 2 of spades at once; Space 0.6 s later
    draws (the draw is open once the card was played)."""
    table, speech = counting_turn_said(client)
    into_line(client, speech, COUNTING_TURN, 0.3)
    cards = hand(table)
    client.press(pygame.K_2)
    client.frames(36)
    client.press(pygame.K_SPACE)
    quiet(client)
    at = speech.texts.index(COUNTING_TURN)
    assert speech.texts[at:at + 4] == [COUNTING_TURN, PLAYED_2, "You passed 33: you lose 1 token. 8 left.",
                                       "You draw the ace of diamonds."]
    assert speech.log[at].cut_at is not None and [spoken.cut_at for spoken in speech.log[at + 1:at + 4]] == [None] * 3
    assert hand(table) == cards and table.session.state.hands[0][-1] == Card.parse("AD")


# ----------------------------------------------------------------------------- an ace's value choice (C-10)
ACE = "Ace of spades. Ace as 1: total 1, choice 2 of 2. Up gives ace as 11: total 11. Enter plays, Escape cancels."


def ace_choice_said(client):
    """Counting, 3 players, seed 17 (as tests/test_counting_table.py): 1 pressed once all was
    heard opens the ace of spades' choice; returns the table and the speech, its opening being
    said."""
    from test_counting_table import start

    speech = app_timed_speech(client)
    table = start(client, seed=17)
    quiet(client)
    client.press(pygame.K_1)
    assert speech.log[-1].text == ACE and table.choice is not None
    return table, speech


def test_enter_once_the_option_of_a_value_choice_was_heard_plays_it(client):
    """C-10, C-22: Enter at 60 % of "Ace of spades. Ace as 1: total 1, choice 2 of 2. Up gives ace as 11: ..."
    (the option heard, the other option not) plays the ace as 1 at once, cutting the help (before
    the fix: the refused cue, even 0.1 s before the line's end). (The option is 46 % of the
    line's characters, and 53 % of it as the rate is measured in what is spoken, its numbers and
    stops: this fake engine takes the same time for every character.)"""
    table, speech = ace_choice_said(client)
    opening = into_line(client, speech, ACE, 0.6)
    cards, cues = hand(table), refused(client)
    client.press(pygame.K_RETURN)
    assert hand(table) == cards - 1 and refused(client) == cues and table.choice is None
    assert opening.cut_at is not None and speech.texts[-1] == "You: ace of spades as 1. Total 1."


def test_enter_before_the_option_of_a_value_choice_was_heard_does_nothing(client):
    """C-10, C-22: Enter at 30 % of the ace's opening (the option not heard to its end): the
    refused cue only; the opening goes on, uncut, and the choice stays open."""
    table, speech = ace_choice_said(client)
    opening = into_line(client, speech, ACE, 0.3)
    cards, cues = hand(table), refused(client)
    client.press(pygame.K_RETURN)
    assert hand(table) == cards and refused(client) == cues + 1 and table.choice is not None
    quiet(client)
    assert opening.cut_at is None and speech.texts[-1] == ACE and hand(table) == cards


def test_up_held_says_the_option_once_uncut_and_a_new_press_repeats_it(client):
    """C-10, C-22: Up held: "Ace as 11: total 11, choice 1 of 2." once, never cut by its auto-repeat
    (before the fix: the end's words cut it at the first repeat); Up pressed anew: the end with the
    option kept, "Top. Ace as 11: total 11, choice 1 of 2."."""
    table, speech = ace_choice_said(client)
    quiet(client)
    at = len(speech.log)
    client.hold(pygame.K_UP, 8)
    quiet(client)
    assert speech.texts[at:] == ["Ace as 11: total 11, choice 1 of 2."] and speech.log[at].cut_at is None
    client.press(pygame.K_UP)
    assert speech.texts[at + 1:] == ["Top. Ace as 11: total 11, choice 1 of 2."]
    client.press(pygame.K_DOWN)
    client.press(pygame.K_DOWN)
    assert speech.texts[at + 2:] == ["Ace as 1: total 1, choice 2 of 2.", "Bottom. Ace as 1: total 1, choice 2 of 2."]


UP_11 = "Ace as 11: total 11, choice 1 of 2."


def test_enter_while_an_arrows_option_is_said_plays_it_once_heard_to_its_end(client):
    """C-10, C-22: Up, then Enter at half of "Ace as 11: total 11, choice 1 of 2." (the option named, its
    cost, its last words, not yet heard): nothing played while it is said, no cue, the line not
    cut; the ace as 11 is played once it ended (found by ear: Up then Enter 0.6 s later played
    the 11 before "passes 33: you lose 1 token" was heard, and a token was lost; found online:
    Enter so thrown away, nothing heard, and the turn timer ran out)."""
    table, speech = ace_choice_said(client)
    quiet(client)
    client.press(pygame.K_UP)
    option = into_line(client, speech, UP_11, 0.5)
    cards, cues = hand(table), refused(client)
    client.press(pygame.K_RETURN)
    assert hand(table) == cards and refused(client) == cues and table.choice is not None
    to_line_end(client, speech, option)
    assert option.cut_at is None and refused(client) == cues
    assert hand(table) == cards - 1 and table.choice is None
    assert speech.texts[-2:] == [UP_11, "You: ace of spades as 11. Total 11."]


@pytest.mark.parametrize("code, turn_head, back_head, ace_head", [
    ("en", "Your turn. Total 24.", "Round 1. Total 24. Your turn.", "Ace of spades. Ace as 1: total 25"),
    ("es", "Tu turno. Total 24.", "Ronda 1. Total 24. Tu turno.", "As de picas. El as vale 1: total 25"),
    ("ru", "Ваш ход. Сумма 24.", "Раунд 1. Сумма 24. Ваш ход.", "Туз пик. Туз как 1: сумма 25"),
])
def test_the_heads_are_found_in_each_language(client, code, turn_head, back_head, ace_head):
    """C-10, C-23: the turn line's head ("Your turn. Total 24.", also in the short line and the
    line said on coming back) and a value choice's option are found in every language's words."""
    from game import i18n
    from game.counting import text

    table, _speech = counting_turn_said(client)
    i18n.set_language(code)
    hand = table.session.state.hands[0]
    for line in (text.your_turn_text(24, hand), text.your_turn_text(24, hand, short=True)):
        assert line[:table.turn_line_head(line)] == turn_head
    back = text.intro_text(table.me, table.session.view())
    assert back[:table.turn_line_head(back)] == back_head
    ace = Card.parse("AS")
    prompt = text.value_prompt(table.me, ace, 1, 24)
    assert prompt[:text.value_prompt_head(prompt, ace)] == ace_head


def test_an_arrow_at_the_hands_start_after_a_kept_enter_names_the_card_and_enter_plays(client):
    """C-22, C-23: Enter at 30 % of the turn line (cut for "Enter plays the queen of spades."),
    C cutting that short line, then Left at the start of the hand: the arrow drops the kept
    Enter and names the card ("Start of hand. ..."); the short line is not said again after it,
    and Return then plays the queen of spades at once (found by a tester by ear: the short line
    came again after the arrow, and Return in it was refused as too early)."""
    table, speech = counting_turn_said(client)
    into_line(client, speech, COUNTING_TURN, 0.3)
    cards = hand(table)
    client.press(pygame.K_RETURN)
    client.frames(6)
    client.press(pygame.K_c)
    client.frames(2)
    client.press(pygame.K_LEFT)
    edge = speech.texts[-1]
    assert edge.startswith("Start of hand. Queen of spades") and hand(table) == cards and not table.key_kept
    quiet(client)
    at = speech.texts.index(COUNTING_TURN)
    assert speech.texts[at:] == [COUNTING_TURN, SHORT, "Total 24.", edge]
    client.press(pygame.K_RETURN)
    assert hand(table) == cards - 1 and speech.texts[-1] == "You: queen of spades. Total 34."
