"""Enter pressed once the trick game's turn line head was heard (T-28, T-29).

Found by ear (2 players, seed 11, real speech timing): the turn line takes 7-10 s ("Your turn.
Anna led the king of diamonds. You have diamonds. You have 0 of 3 tricks: you need 3 more. Focus: queen
of diamonds."), the focused card named last; Return about 3 s into it played only the refused cue,
and where cues are not heard "Too early: your key was not used. Press it again." came only after
the line: some 6 s of silence after the key. The line's head, whose turn it is and what was led
or that one leads ("Your turn. Anna led the ace of clubs.", "Play from the dummy. You led the 9
of hearts."), is now enough, as the counting game's "Your turn. Total 24."
(tests/test_counting_turn_line_head.py): Enter pressed after it is kept, with no sound, and plays
the card the line named once the line named it (its end), or, with much of the line left, cuts
it for "Focus: 8 of clubs." and plays once that was heard (tests/test_turn_line_kept_keys.py).
Before the head, as before: the refused cue only. A status key that cuts the line after its head
but before the card keeps the kept Enter: the head and the unheard end are said after its answer
when most of the line was heard, the card last, and Enter plays once they were; cut earlier, the
line is said again whole after its answer (tests/test_cut_prompt_said_again.py).

The fake engine of tests/timed_speech.py speaks 0.05 s a character after 0.1 s, on the app's
clock; "Your turn. Anna led the ace of clubs." is 37 of the turn line's 108 characters (34 %)."""

from __future__ import annotations

import pygame

from test_refusal_without_sound import TOO_EARLY, silent_cues
from test_turn_line_heard_keys import _registered, cards_left, quiet, refused, trick_won_being_said  # noqa: F401
from test_turn_line_kept_keys import into_line, to_line_end

ANNA_LEADS = "Anna: ace of clubs."
TURN = ("Your turn. Anna led the ace of clubs. You have clubs. You have 0 of 4 tricks: you need 4 more. "
        "Focus: 8 of clubs.")
DUMMY_TURN = ("Play from the dummy. You led the 9 of hearts. Anna is winning with the 10 of hearts. "
              "The dummy has hearts. Focus: 6 of hearts.")


def two_player_game(client, line: str):
    """``--game tricks --players 2 --seed 11`` on the timed engine, simple computers, the human
    bidding their first three legal cards and playing Enter once all was heard, until the line
    before ``line`` was said and ``line`` (a turn line of the human's) begins. Returns the table
    and the speech."""
    return trick_won_being_said(client, seed=11, line=line, players=2)


def test_turn_line_head_is_whose_turn_and_what_was_led(client):
    """T-29: the head the table finds in its turn line: "Your turn. Anna led the ace of clubs."."""
    table, _speech = two_player_game(client, TURN)
    assert TURN[:table.turn_line_head(TURN)] == "Your turn. Anna led the ace of clubs."
    assert table.turn_line_head("Bob has bid.") == 0


def test_enter_after_the_head_is_kept_and_plays_the_named_card_at_the_lines_end(client):
    """T-28, T-29: Enter at 45 % of the turn line (its head heard, the card not yet named) does
    nothing while the line is said (no sound, the line not cut) and plays the 8 of clubs once the
    line named it; where cues are not heard, no "Too early" (before the fix: the refused cue,
    nothing played, and "Too early: ..." after the line)."""
    silent_cues(client)
    table, speech = two_player_game(client, TURN)
    turn = into_line(client, speech, TURN, 0.45)
    left, cues = cards_left(table), refused(client)
    client.press(pygame.K_RETURN)
    assert cards_left(table) == left and refused(client) == cues and speech.log[-1] is turn
    assert table.key_kept
    to_line_end(client, speech, turn)
    assert turn.cut_at is None  # heard whole
    at = speech.texts.index(TURN)
    assert speech.texts[at - 1:at + 2] == [ANNA_LEADS, TURN, "You: 8 of clubs."]
    assert cards_left(table) == left - 1 and refused(client) == cues
    quiet(client)
    assert TOO_EARLY not in client.app.announcer.history.items()


def test_enter_before_the_head_is_refused_as_before(client):
    """T-28: Enter at 25 % of the turn line ("Your turn. Anna led the ac..."): the refused cue,
    nothing kept, the line heard whole, nothing played once it ended."""
    table, speech = two_player_game(client, TURN)
    turn = into_line(client, speech, TURN, 0.25)
    left, cues = cards_left(table), refused(client)
    client.press(pygame.K_RETURN)
    assert refused(client) == cues + 1 and not table.key_kept
    quiet(client)
    client.frames(30)
    assert speech.texts[-1] == TURN and turn.cut_at is None
    assert cards_left(table) == left


def test_the_dummys_turn_line_has_the_same_head(client):
    """T-21, T-29: two players, the dummy's turn: Enter at 45 % of "Play from the dummy. You led
    the 9 of hearts. ..." (its head heard) is kept and plays the dummy's 6 of hearts once the
    line named it."""
    table, speech = two_player_game(client, DUMMY_TURN)
    assert DUMMY_TURN[:table.turn_line_head(DUMMY_TURN)] == "Play from the dummy. You led the 9 of hearts."
    turn = into_line(client, speech, DUMMY_TURN, 0.45)
    left, cues = cards_left(table), refused(client)
    client.press(pygame.K_RETURN)
    assert cards_left(table) == left and refused(client) == cues and table.key_kept
    to_line_end(client, speech, turn)
    at = speech.texts.index(DUMMY_TURN)
    assert speech.texts[at:at + 2] == [DUMMY_TURN, "You play the dummy's 6 of hearts."] and turn.cut_at is None
    assert cards_left(table) == left - 1


def test_a_status_key_after_a_kept_enter_keeps_it_and_the_card_is_said_then_played(client):
    """T-28, T-29: Enter kept after the head, then T at 80 % of the line (most of it heard)
    before the card was named: T's answer cuts the line, and the kept Enter is not dropped (T
    only asks; before the fix it was, and nothing was played, unsaid: found by a tester by ear);
    the line's head and its unheard end, the card last, are said after T's answer
    (tests/test_turn_line_cut_late_said_again.py), and the 8 of clubs is played once they were
    heard, with no second press."""
    table, speech = two_player_game(client, TURN)
    turn = into_line(client, speech, TURN, 0.45)
    left = cards_left(table)
    client.press(pygame.K_RETURN)
    assert table.key_kept
    while speech.clock() < turn.start + 0.8 * (turn.end - turn.start):
        client.frames(1)
    assert table.key_kept and speech.log[-1] is turn
    client.press(pygame.K_t)
    assert turn.cut_at is not None and table.key_kept
    quiet(client)
    at = speech.texts.index(TURN)
    assert speech.texts[at + 1] == "No trumps."
    assert speech.texts[at + 2:at + 4] == ["Your turn. Anna led the ace of clubs. Focus: 8 of clubs.",
                                           "You: 8 of clubs."]
    assert speech.texts.count("You: 8 of clubs.") == 1 and cards_left(table) < left


def test_a_kept_enter_never_plays_a_card_the_line_did_not_name(client):
    """T-28, T-29: Enter kept after the head; the focus then leaves the card the line names
    without a key of the player's: once the line ended, nothing is played, and the card Enter
    plays now is named ("Focus: ... Enter plays it."); Enter again once heard plays it."""
    table, speech = two_player_game(client, TURN)
    turn = into_line(client, speech, TURN, 0.45)
    left = cards_left(table)
    client.press(pygame.K_RETURN)
    assert table.key_kept
    cards = table._focus_cards()
    table.focus = (table.focus + 1) % len(cards)
    other = cards[table.focus]
    to_line_end(client, speech, turn)
    assert cards_left(table) == left
    named = f"Focus: {other.name}. Enter plays it."
    assert speech.texts[-1] == named
    quiet(client)
    client.press(pygame.K_RETURN)
    assert cards_left(table) == left - 1 and speech.texts[-1] != named
