"""When a status key (C, S, ...) is answered, on the fake engine of timed_speech (local tables):
at once when every other player's move was heard; while another player's move is still being
said, after it, not cutting it, since the answer tells the game as it stands after that move
(said first, it would tell what was not yet heard). A newer status key's answer replaces the
older one, whichever key asked it, as a screen reader's newer review key cuts the older one's
reading (asked by three testers by ear): cut while it is said, dropped (never said, gone from the
history) while it waits; the same key pressed again restarts its answer, heard whole once.
Moves are never cut by a status key (C-22, C-23; T-28; docs/announcements.md, "A status key
never tells what was not yet said")."""

import pygame
import pytest

from test_speech_pacing import _until_said, quiet, start_timed


@pytest.fixture(autouse=True)
def _registered():
    from game.counting.menu_entry import ENTRY
    from game.scenes.registry import register_game
    register_game(ENTRY)


TOO_LATE = "Too late to draw: you play the rest of this round with 2 cards."  # C-8
TOKENS = "Tokens: you 9, Anna 9, Bob 9."
BOB = "Bob: king of spades. Total 24."


def heard(speech, at):
    """(text, cut) of each line said from ``at`` on."""
    return [(spoken.text, spoken.cut_at is not None) for spoken in speech.log[at:]]


def test_status_keys_while_a_move_is_said_the_newer_answer_replaces_the_older(client):
    """C-22, C-23: seed 7; C then S pressed while "Anna: 8 of hearts. Total 14." is said: her
    card is said to its end (a status key never cuts a move), then only the tokens: S's answer
    replaced C's still waiting, which is never said and leaves the history; then Bob's card
    (was: the total then the tokens, each asked key answered whole in turn)."""
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_1)  # Ana's card
    line = _until_said(client, speech, "Anna: 8 of hearts.")
    client.frames(6)
    client.press(pygame.K_c)
    client.press(pygame.K_s)
    quiet(client, speech)
    at = speech.texts.index(line.text)
    assert heard(speech, at)[:4] == [(line.text, False), (TOO_LATE, False), (TOKENS, False), (BOB, False)]
    assert "Total 14." not in speech.texts
    assert "Total 14." not in client.app.announcer.history.items()


def test_the_same_status_key_pressed_again_while_its_answer_waits_is_answered_once(client):
    """C-22: C, S, then C again while Anna's card is said: the newest answer, the total, is said
    once after her card; the older total and the tokens, still waiting, are never said."""
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_1)
    line = _until_said(client, speech, "Anna: 8 of hearts.")
    client.frames(6)
    client.press(pygame.K_c)
    client.press(pygame.K_s)
    client.press(pygame.K_c)
    quiet(client, speech)
    at = speech.texts.index(line.text)
    assert heard(speech, at)[:4] == [(line.text, False), (TOO_LATE, False), ("Total 14.", False), (BOB, False)]
    assert speech.texts.count("Total 14.") == 1 and TOKENS not in speech.texts
    assert client.app.announcer.history.items().count("Total 14.") == 1


def test_a_status_key_once_the_moves_were_heard_answers_at_once(client):
    """C-22: with nothing of the other players' still to say, C answers at once."""
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_c)
    assert speech.texts[-1] == "Total 0."


def test_the_turn_key_while_a_move_is_said_is_answered_after_it(client):
    """C-23 (found by ear): T pressed while "Anna: 8 of hearts. Total 14." is said no longer cuts
    her card (which was then said again whole after the answer): as C and S, it is answered once
    her card was heard, and tells the turn as it stands after it."""
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_1)
    line = _until_said(client, speech, "Anna: 8 of hearts.")
    client.frames(6)
    client.press(pygame.K_t)
    quiet(client, speech)
    at = speech.texts.index(line.text)
    assert speech.log[at].cut_at is None
    assert speech.texts.count(line.text) == 1
    assert speech.texts[at + 1:at + 3] == [TOO_LATE, "Bob's turn. Play goes clockwise: Bob, you and Anna."]


def test_status_keys_while_ones_own_move_is_said_the_newer_answer_replaces_the_older(client):
    """C-22: C then S pressed while one's own card is said ("You: 6 of hearts. Total 6."): the
    card whole (never cut by a status key), then only the tokens (S's answer replaced C's still
    waiting: the total is never said, nor in the history), then the draw's prompt."""
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_1)
    client.frames(6)
    client.press(pygame.K_c)
    client.press(pygame.K_s)
    quiet(client, speech)
    at = speech.texts.index("You: 6 of hearts. Total 6.")
    assert heard(speech, at) == [("You: 6 of hearts. Total 6.", False), (TOKENS, False),
                                 ("You can still draw: press Space.", False)]
    assert "Total 6." not in client.app.announcer.history.items()


def test_status_keys_pressed_quickly_each_cut_the_older_answer(client):
    """C-22 (asked by three testers by ear, as a screen reader's review keys do): C, S, T, H
    pressed 0.05 s apart with nothing else being said: each answer is cut by the next, and the
    hand, asked last, is heard whole (was: the total, the tokens, the turn and the hand each
    said whole, in turn, 6 s of answers to keys the player had moved past)."""
    table, speech = start_timed(client)
    quiet(client, speech)
    at = len(speech.log)
    for key in (pygame.K_c, pygame.K_s, pygame.K_t, pygame.K_h):
        client.press(key)
        client.frames(3)
    quiet(client, speech)
    assert heard(speech, at) == [("Total 0.", True), (TOKENS, True), ("Your turn. Play goes clockwise: you, Anna and Bob.", True),
                                 ("Your cards: 6 of hearts, queen of spades, 2 of spades.", False)]


def test_c_then_s_quickly_cuts_the_total_and_says_the_tokens_whole(client):
    """C-22: C, then S 0.05 s later: "Total 0." cut, "Tokens: ..." whole, and nothing after."""
    table, speech = start_timed(client)
    quiet(client, speech)
    at = len(speech.log)
    client.press(pygame.K_c)
    client.frames(3)
    client.press(pygame.K_s)
    quiet(client, speech)
    assert heard(speech, at) == [("Total 0.", True), (TOKENS, False)]


def test_the_same_status_key_pressed_again_restarts_its_answer(client):
    """C-22: C, then C again 0.05 s later: the first total cut, the second said whole, as a
    screen reader restarts a review key's reading: heard whole once, never twice."""
    table, speech = start_timed(client)
    quiet(client, speech)
    at = len(speech.log)
    client.press(pygame.K_c)
    client.frames(3)
    client.press(pygame.K_c)
    quiet(client, speech)
    assert heard(speech, at) == [("Total 0.", True), ("Total 0.", False)]


def test_the_same_status_key_again_after_another_restarts_its_answer(client):
    """C-22: C, S, then C again, quickly, with nothing else being said: the total cut by the
    tokens, cut by the total asked again, said whole."""
    table, speech = start_timed(client)
    quiet(client, speech)
    at = len(speech.log)
    for key in (pygame.K_c, pygame.K_s, pygame.K_c):
        client.press(key)
        client.frames(3)
    quiet(client, speech)
    assert heard(speech, at) == [("Total 0.", True), (TOKENS, True), ("Total 0.", False)]


def test_an_arrow_still_cuts_a_status_answer(client):
    """C-22 (a guard: reading the hand by arrows stays fast): C, then Right at once: the total is
    cut by the card's name."""
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_c)
    client.frames(3)
    client.press(pygame.K_RIGHT)
    quiet(client, speech)
    assert speech.log[-2].text == "Total 0." and speech.log[-2].cut_at is not None
    assert speech.texts[-1].startswith("Queen of spades")


def _tricks():
    import importlib

    import game.tricks.menu_entry
    importlib.reload(game.tricks.menu_entry)


BIDS = "Bids: you 4, Anna secret, Bob secret. You have 1 of 4 tricks: you need 3 more."
SCORES = "Scores: you 0, Anna 0, Bob 0. Target 200."


def test_trick_game_status_keys_pressed_quickly_each_cut_the_older_answer(client):
    """T-28 (asked by three testers by ear): T, B, K, S pressed quickly with nothing else being
    said (3 players, seed 11, one's lead after the trick won, heard whole): the trumps, the bids
    and the tricks each cut by the next key's answer, the scores heard whole (was: each said
    whole, in turn)."""
    _tricks()
    from test_turn_line_heard_keys import LEAD, trick_won_being_said
    table, speech = trick_won_being_said(client)
    quiet(client, speech)
    assert speech.texts[-1] == LEAD
    at = len(speech.log)
    for key in (pygame.K_t, pygame.K_b, pygame.K_k, pygame.K_s):
        client.press(key)
        client.frames(3)
    quiet(client, speech)
    assert heard(speech, at) == [
        ("No trumps.", True), (BIDS, True),
        ("Tricks: you 1, Anna 0, Bob 2. 3 of 9 played. You have 1 of 4 tricks: you need 3 more.", True),
        (SCORES, False)]


def test_trick_game_status_keys_while_the_trick_is_said_the_newer_replaces_the_older(client):
    """T-28, T-13: T then B pressed while "You win the trick with the king of hearts. ..." (ended
    by Anna's card) is said: the trick whole (a status key never cuts a move), then only the
    bids (B's answer replaced T's still waiting: "No trumps." is never said, nor in the
    history), then the turn line, the last thing said before one acts."""
    _tricks()
    from test_turn_line_heard_keys import LEAD, TRICK_WON, trick_won_being_said
    table, speech = trick_won_being_said(client)
    client.frames(3)
    client.press(pygame.K_t)
    client.press(pygame.K_b)
    quiet(client, speech)
    at = speech.texts.index(TRICK_WON)
    assert heard(speech, at) == [(TRICK_WON, False), (BIDS, False), (LEAD, False)]
    assert "No trumps." not in client.app.announcer.history.items()


def test_trick_game_the_same_status_key_pressed_again_restarts_its_answer(client):
    """T-28: S, then S again 0.05 s later, with nothing else being said: the first scores cut,
    the second whole: heard whole once."""
    _tricks()
    from test_turn_line_heard_keys import trick_won_being_said
    table, speech = trick_won_being_said(client)
    quiet(client, speech)
    at = len(speech.log)
    client.press(pygame.K_s)
    client.frames(3)
    client.press(pygame.K_s)
    quiet(client, speech)
    assert heard(speech, at) == [(SCORES, True), (SCORES, False)]


def test_the_hand_key_while_a_move_is_said_replaces_the_older_answers(client):
    """C-22 (found by ear, seed 11: H during Bob's card cut it at 84 %): C, S, T, H pressed while
    "Anna: 8 of hearts. Total 14." is said: her card is said to its end, once, then only the
    hand, asked last (the older answers, still waiting, replaced), then Bob's card."""
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_1)
    line = _until_said(client, speech, "Anna: 8 of hearts.")
    client.frames(6)
    for key in (pygame.K_c, pygame.K_s, pygame.K_t, pygame.K_h):
        client.press(key)
        client.frames(3)
    quiet(client, speech)
    at = speech.texts.index(line.text)
    assert speech.texts.count(line.text) == 1
    assert heard(speech, at)[:4] == [(line.text, False), (TOO_LATE, False),
                                     ("Your cards: queen of spades, 2 of spades.", False), (BOB, False)]


def test_the_hand_key_pressed_again_while_its_answer_waits_is_answered_once(client):
    """C-22: H, S, then H again while Anna's card is said: the hand, asked last, is said once
    after her card; the tokens and the older hand, still waiting, never."""
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_1)
    line = _until_said(client, speech, "Anna: 8 of hearts.")
    client.frames(6)
    for key in (pygame.K_h, pygame.K_s, pygame.K_h):
        client.press(key)
        client.frames(3)
    quiet(client, speech)
    at = speech.texts.index(line.text)
    hand = "Your cards: queen of spades, 2 of spades."
    assert speech.log[at].cut_at is None
    assert speech.texts[at + 1:at + 3] == [TOO_LATE, hand]
    assert speech.texts.count(hand) == 1 and TOKENS not in speech.texts
    assert client.app.announcer.history.items().count(hand) == 1
