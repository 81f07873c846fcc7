"""A key kept silently until its line was heard (Enter late in one's turn line), then a key that
opens a scene over the table (Escape's pause menu, F1 help): the turn line is cut by the cover's
title before the card's name ended it, so the kept key never acts, and it is told by the refused
cue, never dropped in silence (C-22, T-28, T-29).

Found by a tester by ear online: Return 4.9 s into the 6-second "Your turn. You lead. You have 1
of 4: you need 3 more. Focus: queen of spades.", Escape 0.3 s later: "Table menu. The game goes
on. Resume, 1 of 4", nothing told, and the player believed the card played.

The trick game, 3 players, seed 11, one's lead after the trick won (tests/test_turn_line_heard_keys.py);
the fake engine of tests/timed_speech.py speaks 0.05 s a character after 0.1 s, on the app's clock."""

from __future__ import annotations

import pygame

from test_refusal_without_sound import counting_turn_line_being_said
from test_turn_line_heard_keys import (  # noqa: F401  (the fixture registers both games)
    LEAD, _registered, cards_left, quiet, refused, trick_won_being_said)
from test_turn_line_kept_keys import into_line
from timed_speech import end_line_now


def lead_with_enter_kept(client):
    """Return at 90 % of the lead's turn line (kept, no sound); (table, speech, cards, cues)."""
    table, speech = trick_won_being_said(client)
    end_line_now(speech)
    into_line(client, speech, LEAD, 0.9)
    left, cues = cards_left(table), refused(client)
    client.press(pygame.K_RETURN)
    assert table.key_kept and refused(client) == cues  # kept: no sound yet
    return table, speech, left, cues


def test_escape_after_a_kept_enter_plays_nothing_and_plays_the_refused_cue(client):
    """T-28, T-29: Enter kept, Escape: the pause menu opens, the card is not played, and the
    refused cue tells the Enter was not used (before: nothing, the key dropped in silence)."""
    table, speech, left, cues = lead_with_enter_kept(client)
    client.press(pygame.K_ESCAPE)
    assert client.app.top is not table and not table.key_kept
    assert refused(client) == cues + 1
    quiet(client)
    assert cards_left(table) == left and "You: 8 of clubs." not in speech.texts


def test_f1_after_a_kept_enter_plays_the_refused_cue(client):
    """T-28, T-29: Enter kept, F1: the keys page opens and the refused cue tells the Enter was
    not used; back at the table, Enter names the card and plays it once that was heard."""
    table, speech, left, cues = lead_with_enter_kept(client)
    client.press(pygame.K_F1)
    assert getattr(client.app.top, "help_page", False) and refused(client) == cues + 1
    quiet(client)
    assert cards_left(table) == left


def test_counting_escape_after_a_kept_return_plays_nothing_and_plays_the_refused_cue(client):
    """C-22, C-23: Return in the last third of a second of "Your turn. Total 24. ... Enter plays
    the queen of spades." (kept), then Escape: the pause menu, the queen not played, the refused
    cue; back at the table (Resume) the turn is still the player's."""
    table, speech = counting_turn_line_being_said(client)
    hand, cues = len(table.session.state.hands[0]), refused(client)
    line = speech.log[-1]
    client.frames(round((line.end - speech.clock()) * 60) - 20)
    client.press(pygame.K_RETURN)
    assert table.key_kept and refused(client) == cues
    client.press(pygame.K_ESCAPE)
    assert client.app.top is not table and not table.key_kept and refused(client) == cues + 1
    quiet(client)
    client.press(pygame.K_RETURN)  # Resume
    quiet(client)
    assert client.app.top is table and len(table.session.state.hands[0]) == hand
    assert "You: queen of spades. Total 34." not in speech.texts
    assert speech.texts[-1].startswith("Round 1. Your turn. Total 24.")
