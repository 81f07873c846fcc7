"""A key that plays pressed late in one's own turn line is kept and acts when the line ends (C-22,
C-23, T-28, T-29).

Found by ear (a fresh tester, 7 times in normal play, both games, local and online): a key that plays
pressed while one's own turn line was being said played only the refused cue, nothing was said, and
the key never acted, not even once the line ended: "Tu turno. Total 52. Tus cartas: rey de picas, 2
de tréboles, 8 de tréboles. Intro juega: rey de picas." (8.61 s) with 2 pressed 0.67 s before its
end; the player then pressed Space, heard that they draw after playing a card, and believed they had
played. Other players' moves already keep such a key (:data:`game.scenes.card_table.KEY_GRACE_SECONDS`,
:data:`~game.scenes.card_table.KEY_GRACE_SHARE`); the turn line now does the same, measured on
itself: a key pressed in its last second, or after 60 % of it, is kept with no sound and acts once
the line was said whole (the line goes on, uncut); one pressed earlier, or in the gap before the
line began (tests/test_turn_line_heard_keys.py), plays only the refused cue and never acts. A key
pressed again replaces the kept one; an arrow or Ctrl drops it. In the counting game a digit pressed
once the line's head ("Your turn. Total 24.") was heard plays at once
(tests/test_counting_turn_line_head.py).

The fake engine of tests/timed_speech.py speaks 0.05 s a character after 0.1 s, on the app's clock;
the queue measures that rate on the lines said to their end."""

from __future__ import annotations

import pygame

from game.counting.scenes import CountingTable
from game.counting.scenes.table import remembered_setup
from test_turn_line_heard_keys import (  # noqa: F401  (the fixture registers both games)
    BOB, COUNTING_TURN, LEAD, TRICK_WON, _registered, cards_left, quiet, refused, trick_won_being_said)
from timed_speech import app_timed_speech, end_line_now


def into_line(client, speech, text: str, share):
    """Frames until ``text`` (the next line) is being said and ``share`` of it (by the fake
    engine's own length; a callable: its value once the line is being said) has been said;
    returns its :class:`timed_speech.Spoken`."""
    for _ in range(60 * 30):
        if speech.log[-1].text == text and not speech.idle():
            break
        client.frames(1)
    spoken = speech.log[-1]
    assert spoken.text == text and not speech.idle()
    at = spoken.start + (share() if callable(share) else share) * (spoken.end - spoken.start)
    while speech.clock() < at:
        client.frames(1)
    assert not speech.idle() and speech.log[-1] is spoken
    return spoken


def lead_cut_by(client, key: int, share: float):
    """T-28, T-29: the trick game's lead turn line ("Your turn. You lead. ...") cut by ``key`` (a
    status key) at ``share`` of it, then frames until all was said; (table, speech)."""
    table, speech = trick_won_being_said(client)
    end_line_now(speech)
    turn = into_line(client, speech, LEAD, share)
    client.press(key)
    assert turn.cut_at is not None
    quiet(client)
    return table, speech


def to_line_end(client, speech, spoken) -> None:
    """Frames until ``spoken`` was said to its end (and a frame more, the next one begun)."""
    while speech.clock() < spoken.end:
        client.frames(1)
    client.frames(2)


# ----------------------------------------------------------------------------- local trick table
def test_enter_at_90_percent_of_the_turn_line_leads_the_card_once_the_line_ends(client):
    """T-28, T-29: Enter at 90 % of "Your turn. You lead. ... Focus: 8 of clubs." does nothing
    while the line is said (no sound, the line not cut) and leads the 8 of clubs once it ended
    (before the fix: only the refused cue, and nothing ever played)."""
    table, speech = trick_won_being_said(client)
    end_line_now(speech)
    turn = into_line(client, speech, LEAD, 0.9)
    left, cues = cards_left(table), refused(client)
    client.press(pygame.K_RETURN)
    assert cards_left(table) == left and refused(client) == cues and speech.log[-1] is turn
    to_line_end(client, speech, turn)
    assert turn.cut_at is None  # heard whole
    at = speech.texts.index(TRICK_WON)
    assert speech.texts[at:at + 3] == [TRICK_WON, LEAD, "You: 8 of clubs."]
    assert cards_left(table) == left - 1 and refused(client) == cues


FOLLOW = ("Your turn. Anna led the 6 of clubs. Bob is winning with the queen of clubs. You have clubs. "
          "You have 1 of 4 tricks: you need 3 more. Focus: 10 of clubs.")


def test_enter_after_the_head_of_a_long_turn_line_cuts_it_to_the_card_it_plays(client):
    """T-28, T-29: Enter at 40 % of the 7 s "Your turn. Anna led the 6 of clubs. ... Focus: 10
    of clubs." (its head heard, the card not yet named) cuts the line at once for "Focus: 10 of
    clubs." (never "Enter plays it.": the Enter is kept), with no sound, nothing played yet, and
    plays the 10 of clubs once that was said whole (before the fix: kept in silence for the rest of the line; found by a
    tester by ear: 10 s of silence after Enter in a 13 s turn line)."""
    table, speech = trick_won_being_said(client, line="Bob: queen of clubs.")
    end_line_now(speech)
    turn = into_line(client, speech, FOLLOW, 0.4)
    left, cues = cards_left(table), refused(client)
    client.press(pygame.K_RETURN)
    client.frames(2)
    short = speech.log[-1]
    assert turn.cut_at is not None and short.text == "Focus: 10 of clubs."
    assert cards_left(table) == left and refused(client) == cues and table.key_kept
    to_line_end(client, speech, short)
    at = speech.texts.index(FOLLOW)
    assert speech.texts[at:at + 3] == [FOLLOW, short.text, "You: 10 of clubs."] and short.cut_at is None
    assert cards_left(table) == left - 1 and refused(client) == cues


def test_enter_after_the_head_of_a_short_turn_line_waits_for_its_end(client):
    """T-28, T-29: Enter at 40 % of "Your turn. You lead. You have 1 of 4: ... Focus: 8 of
    clubs." (under 4 s: the short line would save too little) does not cut it: kept with no
    sound, it leads the 8 of clubs once the line ended."""
    table, speech = trick_won_being_said(client)
    end_line_now(speech)
    turn = into_line(client, speech, LEAD, 0.4)
    left = cards_left(table)
    client.press(pygame.K_RETURN)
    client.frames(2)
    assert speech.log[-1] is turn and table.key_kept
    to_line_end(client, speech, turn)
    at = speech.texts.index(LEAD)
    assert speech.texts[at:at + 2] == [LEAD, "You: 8 of clubs."] and turn.cut_at is None
    assert cards_left(table) == left - 1


def test_a_status_key_after_a_kept_enter_keeps_it(client):
    """T-28, T-29: Enter at 40 % of "Your turn. You lead. ... Focus: 8 of clubs." (kept), then T
    at 70 %: T is answered, the kept Enter is not dropped (before the fix: lost without a word,
    found by a tester by ear, and the whole line said again): the line's head and unheard rest,
    the card last, are said after T's answer, and the 8 of clubs is led once they were heard."""
    table, speech = trick_won_being_said(client)
    end_line_now(speech)
    turn = into_line(client, speech, LEAD, 0.4)
    left, cues = cards_left(table), refused(client)
    client.press(pygame.K_RETURN)
    assert table.key_kept and speech.log[-1] is turn
    into_line(client, speech, LEAD, 0.7)
    client.press(pygame.K_t)
    answer = speech.log[-1]
    assert turn.cut_at is not None and answer.text == "No trumps."
    to_line_end(client, speech, answer)
    to_line_end(client, speech, speech.log[-1])
    at = speech.texts.index(LEAD)
    assert speech.texts[at:at + 4] == [LEAD, "No trumps.", "Your turn. You lead. Focus: 8 of clubs.",
                                       "You: 8 of clubs."]
    assert cards_left(table) == left - 1 and refused(client) == cues


def test_enter_at_10_percent_does_nothing_and_again_at_90_percent_plays_once(client):
    """T-28: Enter at 10 % of the turn line, before its head ("Your turn. You lead.") was heard,
    plays only the refused cue and is not kept (the line ends, nothing is played); Enter again
    at 90 % is kept and leads the 8 of clubs once the line ended, once."""
    table, speech = trick_won_being_said(client)
    end_line_now(speech)
    turn = into_line(client, speech, LEAD, 0.1)
    left, cues = cards_left(table), refused(client)
    client.press(pygame.K_RETURN)
    assert cards_left(table) == left and refused(client) == cues + 1 and not turn.cut_at
    into_line(client, speech, LEAD, 0.9)
    client.press(pygame.K_RETURN)
    assert cards_left(table) == left and refused(client) == cues + 1
    to_line_end(client, speech, turn)
    at = speech.texts.index(LEAD)
    assert speech.texts[at:] == [LEAD, "You: 8 of clubs."] and turn.cut_at is None
    assert cards_left(table) == left - 1
    quiet(client)
    assert speech.texts.count("You: 8 of clubs.") == 1


def test_enter_at_10_percent_alone_never_plays(client):
    """T-28: Enter at 10 % of the turn line (before its head), and no key after it: the refused
    cue, the line heard whole, and nothing played once it ended."""
    table, speech = trick_won_being_said(client)
    end_line_now(speech)
    turn = into_line(client, speech, LEAD, 0.1)
    left, cues = cards_left(table), refused(client)
    client.press(pygame.K_RETURN)
    quiet(client)
    client.frames(30)
    assert speech.texts[-1] == LEAD and turn.cut_at is None
    assert cards_left(table) == left and refused(client) == cues + 1 and not table.key_kept


def test_an_arrow_after_a_kept_enter_drops_it(client):
    """T-28: Enter kept at 90 % of the turn line, then Right: the arrow cuts the line and names
    the card it moves to; the kept Enter is dropped (it never plays a card it did not name), and
    Enter then plays the card the arrow named."""
    table, speech = trick_won_being_said(client)
    end_line_now(speech)
    turn = into_line(client, speech, LEAD, 0.9)
    left, cues = cards_left(table), refused(client)
    client.press(pygame.K_RETURN)
    assert refused(client) == cues  # kept: no sound
    client.press(pygame.K_RIGHT)
    named = speech.texts[-1]
    assert turn.cut_at is not None and speech.log[-2] is turn
    client.frames(60 * 5)
    assert cards_left(table) == left and speech.texts[-1] == named
    client.press(pygame.K_RETURN)
    assert cards_left(table) == left - 1 and speech.texts[-1].lower() == f"You: {named.split(',')[0]}.".lower()


def test_ctrl_after_a_kept_enter_silences_and_drops_it(client):
    """T-28, T-29: Enter kept at 90 % of the turn line, then Ctrl: the line is silenced and
    nothing is played. The line was cut before its last words, the card's name: the kept Enter
    is dropped with the refused cue, not in silence (found by a tester by ear: nothing played,
    nothing told); Enter then names the card ("Focus: 8 of clubs. Enter plays it.", before an
    earlier fix it played a card whose name was cut), and Enter once that was heard plays it."""
    table, speech = trick_won_being_said(client)
    end_line_now(speech)
    turn = into_line(client, speech, LEAD, 0.9)
    left, cues = cards_left(table), refused(client)
    client.press(pygame.K_RETURN)
    assert refused(client) == cues
    client.press(pygame.K_LCTRL, mod=pygame.KMOD_LCTRL)
    assert turn.cut_at is not None
    assert refused(client) == cues + 1  # the Enter not used: told by the cue
    client.frames(60 * 2)
    assert cards_left(table) == left and speech.texts[-1] == LEAD and refused(client) == cues + 1
    client.press(pygame.K_RETURN)
    assert cards_left(table) == left and speech.texts[-1] == "Focus: 8 of clubs. Enter plays it."
    quiet(client)
    client.press(pygame.K_RETURN)
    assert cards_left(table) == left - 1 and speech.texts[-1] == "You: 8 of clubs."


# ----------------------------------------------------------------------------- local counting table
def counting_turn_said(client):
    """Counting, 3 players, seed 7 (as tests/test_turn_line_heard_keys.py): 1 and Space played,
    Bob's card said to its end; returns the table and the speech, the turn line about to begin."""
    speech = app_timed_speech(client)
    client.app.settings.set("cpu_delay", 0.3)
    client.app.settings.section("counting")["level"] = "simple"
    client.start()
    client.push(CountingTable(client.app, remembered_setup(client.app, 3), 7))
    table = client.app.top
    quiet(client)
    client.press(pygame.K_1)
    client.press(pygame.K_SPACE)
    for _ in range(60 * 30):
        if speech.log[-1].text == BOB and not speech.idle():
            break
        client.frames(1)
    assert end_line_now(speech).text == BOB
    return table, speech


def test_counting_digit_late_in_the_turn_line_plays_that_card_at_once(client):
    """C-22, C-23, the by-ear report: 2 pressed 0.5 s before the end of "Your turn. Total 24.
    Your cards: queen of spades, 2 of spades, king of clubs. Enter plays the queen of spades."
    plays the 2 of spades (before the fix: the refused cue only, and nothing played); the line's
    head was heard long before, and a digit names its card itself: it plays at once, cutting
    the line's last words (tests/test_counting_turn_line_head.py)."""
    table, speech = counting_turn_said(client)
    turn = into_line(client, speech, COUNTING_TURN, 0.0)
    while speech.clock() < turn.end - 0.5:
        client.frames(1)
    hand, cues = len(table.session.state.hands[0]), refused(client)
    client.press(pygame.K_2)
    client.frames(2)
    assert len(table.session.state.hands[0]) == hand - 1 and refused(client) == cues
    at = speech.texts.index(BOB)
    assert speech.texts[at:at + 3] == [BOB, COUNTING_TURN, "You: 2 of spades. Total doubles to 48."]
    assert turn.cut_at is not None


def test_counting_enter_kept_then_a_digit_plays_the_digits_card_once(client):
    """C-22: Enter at 85 % of the turn line (kept), then 2 at 92 %: the newest key counts: the 2
    of spades is played at once, the kept Enter dropped; nothing else is played."""
    table, speech = counting_turn_said(client)
    into_line(client, speech, COUNTING_TURN, 0.85)
    hand, cues = len(table.session.state.hands[0]), refused(client)
    client.press(pygame.K_RETURN)
    assert len(table.session.state.hands[0]) == hand and table.key_kept
    into_line(client, speech, COUNTING_TURN, 0.92)
    client.press(pygame.K_2)
    assert len(table.session.state.hands[0]) == hand - 1 and refused(client) == cues
    at = speech.texts.index(COUNTING_TURN)
    assert speech.texts[at:at + 2] == [COUNTING_TURN, "You: 2 of spades. Total doubles to 48."]
    client.frames(60 * 2)  # (the draw prompt; Bob's wait: the queen of spades, Enter's card, is never played)
    assert len([line for line in speech.texts[at:] if line.startswith("You: ")]) == 1
    assert len(table.session.state.hands[0]) == hand - 1 and not table.key_kept


def test_counting_enter_in_the_gap_before_the_turn_line_never_plays(client):
    """C-22, C-23: Enter between Bob's card and the turn line: the refused cue; the turn line is
    said whole and nothing is played once it ended (not kept)."""
    table, speech = counting_turn_said(client)
    hand, cues = len(table.session.state.hands[0]), refused(client)
    client.press(pygame.K_RETURN)
    assert refused(client) == cues + 1
    quiet(client)
    client.frames(30)
    at = speech.texts.index(BOB)
    assert speech.texts[at:] == [BOB, COUNTING_TURN] and speech.log[-1].cut_at is None
    assert len(table.session.state.hands[0]) == hand and not table.key_kept


# ----------------------------------------------------------------------------- online trick table
def test_online_enter_at_90_percent_of_the_turn_line_sends_the_card_once_the_line_ends(client):
    """T-28, T-29, online (seed 1): Bob's card ends a trick Ana wins; Enter at 90 % of her turn
    line ("Your turn. You lead. ... Focus: ...") sends nothing while the line is said and sends
    the card it named once the line was said whole (before the fix: never sent)."""
    from game.net.games import RULES
    from game.tricks.actions import Play
    from game.tricks.text import card_words
    from online_frames import trick_table
    from test_turn_line_heard_keys import online_deal_to_the_trick_won

    speech = app_timed_speech(client)
    state, first, before, won = online_deal_to_the_trick_won()
    table, link = trick_table(client, state, 0, first)
    link.frames += before
    quiet(client)
    link.frames.append(won)
    for _ in range(60 * 30):
        if speech.log[-1].text.startswith("You win the trick with the 10 of clubs.") and not speech.idle():
            break
        client.frames(1)
    end_line_now(speech)
    lines = [item.text for item in client.app.announcer.unheard_prompts(table)]
    assert len(lines) == 1 and lines[0].startswith("Your turn. You lead.")
    turn = into_line(client, speech, lines[0], 0.9)
    cues = refused(client)
    client.press(pygame.K_RETURN)
    assert [kind for kind, _fields in link.sent if kind == "act"] == [] and refused(client) == cues
    to_line_end(client, speech, turn)
    assert turn.cut_at is None
    sent = [fields["action"] for kind, fields in link.sent if kind == "act"]
    assert len(sent) == 1
    played = RULES["tricks"].decode(sent[0])
    assert isinstance(played, Play) and lines[0].endswith(f"Focus: {card_words(played.card, None)}.")
    assert refused(client) == cues
