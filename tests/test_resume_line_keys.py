"""Enter while the line of a game continued (Continue) is said on the player's turn (C-22, C-23,
T-28, T-29): that line names the card Enter plays ("... Enter plays the queen of spades.", "...
Focus: 9 of hearts. ..."), the focus being where each turn starts (the first card; the trick
game's first playable one). It is the line a key that plays waits for, as the turn line: Enter
pressed early in it plays nothing (the refused cue), and Enter once it was heard plays the card
it named.

Found: Enter 0.3 s after the Enter on Continue played the focused card before the line named it.

The fake engine of tests/timed_speech.py speaks 0.05 s a character after 0.1 s, on the app's
clock."""

from __future__ import annotations

import pygame

from game.autosave.writer import WRITER
from game.speech.pace import spoken_share
from test_autosave import _registered, start  # noqa: F401  (the fixture registers both games)
from test_tricks_table_driver import bid_and_play_to_first_follow
from test_turn_line_heard_keys import refused
from timed_speech import all_said, app_timed_speech

COUNTING_LINE = ("Counting game resumed. Round 1. Total 24. Your turn. Your cards: queen of spades, 2 of spades, "
                 "king of clubs. Enter plays the queen of spades.")
TRICKS_LINE = ("Trick game resumed. Your turn. Deal 1, trick 2. Bob deals. No trumps. Bob led the ace of hearts. "
               "You have hearts. You have won 0 tricks of your bid of 4. Focus: 9 of hearts. H reads your hand.")


def continued(client, kind, table):
    """Leave ``table`` for the main menu (its save kept), then Enter on Continue, spoken by the
    timed engine; returns the continued table and the speech, 0.33 s into its line."""
    client.app.pop_to(client.app.scenes[0])
    WRITER.flush()
    speech = app_timed_speech(client)
    all_said(client, speech)
    client.press(pygame.K_RETURN)
    client.frames(20)
    return client.app.top, speech


def counting_continued(client):
    """Seed 7, three players: the human's second turn (total 24), continued."""
    table = start(client, "counting", 3, 7)
    client.press(pygame.K_1)
    client.press(pygame.K_SPACE)
    client.frames(200)
    assert table.session.state.turn == 0
    return continued(client, "counting", table)


def tricks_continued(client):
    """Seed 5, three players: the human to follow Bob's ace of hearts in trick 2, continued."""
    table = start(client, "tricks", 3, 5)
    client.frames(120)
    bid_and_play_to_first_follow(client, table)
    return continued(client, "tricks", table)


def test_enter_early_in_the_counting_games_resumed_line_plays_nothing(client):
    """C-22, C-23: Enter 0.33 s into the line plays nothing (the refused cue, the line uncut);
    Enter once it was heard plays the queen of spades it named."""
    table, speech = counting_continued(client)
    assert speech.texts == [COUNTING_LINE]
    cues = refused(client)
    client.press(pygame.K_RETURN)
    assert refused(client) == cues + 1 and speech.texts == [COUNTING_LINE] and speech.log[0].cut_at is None
    assert len(table.session.state.hands[0]) == 3
    all_said(client, speech)
    client.press(pygame.K_RETURN)
    assert speech.texts[1] == "You: queen of spades. Total 34."


def test_enter_early_in_the_trick_games_resumed_line_plays_nothing(client):
    """T-28, T-29: Enter 0.33 s into the line plays nothing (the refused cue, the line uncut);
    Enter once it was heard plays the 9 of hearts it named."""
    table, speech = tricks_continued(client)
    assert speech.texts == [TRICKS_LINE]
    cues = refused(client)
    client.press(pygame.K_RETURN)
    assert refused(client) == cues + 1 and speech.texts == [TRICKS_LINE] and speech.log[0].cut_at is None
    assert len(table.session.state.current_trick) == 1
    all_said(client, speech)
    client.press(pygame.K_RETURN)
    assert speech.texts[1] == "You: 9 of hearts."


def test_an_arrow_in_the_resumed_line_names_the_card_enter_plays(client):
    """C-22: End cuts the line and names the king of clubs (each card passes 33 on 24); Enter
    then plays it at once."""
    table, speech = counting_continued(client)
    client.press(pygame.K_END)
    assert speech.texts[1] == "King of clubs: total 34, passes 33: you lose 1 token, 3 of 3"
    client.press(pygame.K_RETURN)
    assert speech.texts[2] == "You: king of clubs. Total 34."


def test_keys_early_in_the_trick_games_resumed_bidding_line_wait_for_the_bid_prompt(client):
    """T-28, T-29, found by ear (2 players seed 13, one bid card marked, Leave, Continue): Right and
    Space 0.4 s into "Trick game resumed. Deal 1. ... Choose 3 bid cards. ..." read the hand and
    marked a second card, the line cut at once. Now each plays the refused cue, the line is
    heard uncut and the one card marked stays the only one; Right then reads the next card."""
    table = start(client, "tricks", 2, 13)
    client.frames(120)
    table.marked = [table.session.state.hands[0][0]]
    table.save_marks()
    back, speech = continued(client, "tricks", table)
    line = speech.log[0]
    assert line.text.startswith("Trick game resumed. Deal 1.") and "Choose 3 bid cards." in line.text
    marked, focus, cues = list(back.marked), back.focus, refused(client)
    assert len(marked) == 1
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_SPACE)
    assert refused(client) == cues + 2 and back.marked == marked and back.focus == focus
    all_said(client, speech)
    assert line.cut_at is None and back.marked == marked
    client.press(pygame.K_RIGHT)
    assert back.focus == focus + 1


def test_an_arrow_once_the_bid_prompt_of_the_trick_games_resumed_line_was_heard_reads_the_hand(client):
    """T-28, found by ear (2 players seed 13, one bid card marked, Leave, Continue): the arrows
    waited for the whole resumed line (13.6 s: "Trick game resumed. Deal 1. Anna deals. No
    trumps. You lead. Choose 3 bid cards. H reads your hand; focus: 9 of spades. Marked: spade.
    Bid so far 1. Anna has bid.") instead of its "Choose 3 bid cards.", as they do for the bid
    prompt itself. Now Right just before that sentence was heard plays only the
    refused cue, the line uncut; Right just after it reads the next card, cutting the rest."""
    table = start(client, "tricks", 2, 13)
    client.frames(120)
    table.marked = [table.session.state.hands[0][0]]
    table.save_marks()
    back, speech = continued(client, "tricks", table)
    queue = client.app.announcer.queue
    said = next(item for item in queue.pending() if item.scene is back)
    head = said.text.index("Choose 3 bid cards.") + len("Choose 3 bid cards.")
    assert said.state == "speaking" and head < 0.7 * len(said.text)
    at = said.started + back._line_length(said) * spoken_share(said.text, head)
    focus, cues = back.focus, refused(client)
    while queue.now < at - 0.1:
        client.frames(1)
    client.press(pygame.K_RIGHT)
    assert refused(client) == cues + 1 and back.focus == focus and said.state == "speaking"
    while queue.now < at + 0.05:
        client.frames(1)
    client.press(pygame.K_RIGHT)
    assert back.focus == focus + 1 and said.cut_at is not None and refused(client) == cues + 1
    assert speech.log[-1].text == "Jack of spades, 2 of 12"
