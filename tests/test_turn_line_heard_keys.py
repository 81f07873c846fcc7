"""A key that plays on one's turn acts only once the turn line was heard (C-22, C-23, T-28, T-29):
the line that tells the turn ends with the card Enter plays ("Your turn. You lead. ... Focus: 8 of
clubs.", "... Enter plays the queen of spades."), and the focus has moved to that card silently.

Found by ear at an online trick table: Enter pressed 0.09 s after "You win the trick with the 9 of
spades. ..." ended, before the turn line began, played the jack of spades unheard ("You: jack of
spades."), and the turn line was never said; pressed during the trick's line, the key was answered
"You just won the trick. Your key did nothing: ...". The gap between two lines is made here exactly:
the fake engine of tests/timed_speech.py is moved to the end of the line being said
(:func:`timed_speech.end_line_now`), the next line not yet begun, and the key is handled then. At
local and online tables, in both games, such a key plays only the refused cue; the turn line is then
said whole (never cut), and the key pressed again once it was heard plays the card it named. A key
pressed while the turn line is being said does the same; an arrow cuts it and names the card, and
Enter then plays that card at once."""

from __future__ import annotations

import importlib

import pygame
import pytest

from game.counting.menu_entry import ENTRY
from game.counting.scenes import CountingTable
from game.counting.scenes.table import remembered_setup
from game.scenes.registry import register_game
from online_frames import trick_table, update
from timed_speech import app_timed_speech, end_line_now

TRICK_WON = "You win the trick with the king of hearts. Tricks: you 1, Anna 0, Bob 2."
LEAD = "Your turn. You lead. You have 1 of 4 tricks: you need 3 more. Focus: 8 of clubs."
BOB = "Bob: king of spades. Total 24."
COUNTING_TURN = ("Your turn. Total 24. Your cards: queen of spades, 2 of spades, king of clubs. "
                 "Enter plays the queen of spades.")


@pytest.fixture(autouse=True)
def _registered():
    import game.tricks.menu_entry
    importlib.reload(game.tricks.menu_entry)
    register_game(ENTRY)


def quiet(client, limit=60 * 60):
    """Frames until nothing is being said or waits to be."""
    for _ in range(limit):
        if not client.app.announcer.speech_busy():
            return
        client.frames(1)
    raise AssertionError("speech never ended")


def refused(client) -> int:
    """How many times the refused cue was played so far."""
    return client.app.sound.played.count("refused")


# ----------------------------------------------------------------------------- local trick table
def trick_won_being_said(client, seed=11, line=TRICK_WON, players=3):
    """A local 3-player trick game (``seed``, simple computers) on the timed engine, the human
    bidding their first three legal cards and playing Enter (the focused card) once all was
    heard, until ``line`` is being said (seed 11: "You win the trick with the king of hearts.
    ...", Anna's card ended the trick), the turn line waiting behind it; ``players`` 2 for the
    two-player game with its dummy. Enter is never pressed once ``line`` was said (a turn line of
    the human's: the card it waits for is the test's). Returns the table and the speech."""
    speech = app_timed_speech(client)
    client.app.settings.set("cpu_delay", 0.3)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=players, seed=seed)
    table = client.app.top
    for _ in range(60 * 300):
        state = table.session.state
        if state.phase == "bidding" and 0 in state.to_act():
            table.marked = list(state.legal_bid_cards(0)[:3])
            table._bid(None)
        if speech.log and speech.log[-1].text == line and not speech.idle():
            return table, speech
        if (state.phase == "play" and state.turn_controller == 0 and not client.app.announcer.speech_busy()
                and line not in speech.texts):
            client.press(pygame.K_RETURN)
        else:
            client.wait(1)
    raise AssertionError(f"the trick was never won: {speech.texts}")


def cards_left(table) -> int:
    """Cards still in the hands of the local trick ``table``'s game."""
    return sum(len(hand) for hand in table.session.state.hands)


def test_enter_between_the_trick_won_and_the_turn_line_plays_nothing(client):
    """T-28, T-29: the trick's line said to its end, the turn line not begun: Enter plays only
    the refused cue (before the fix it led the 8 of clubs, and the turn line was cut at its first
    word); the turn line is then said whole, and Enter pressed once it was heard leads the card it
    named."""
    table, speech = trick_won_being_said(client)
    assert [item.text for item in client.app.announcer.unheard_prompts(table)] == [LEAD]
    end_line_now(speech)
    left, cues = cards_left(table), refused(client)
    client.press(pygame.K_RETURN)
    assert cards_left(table) == left and table.session.state.turn_controller == 0  # nothing played
    assert refused(client) == cues + 1
    quiet(client)
    at = speech.texts.index(TRICK_WON)
    assert speech.texts[at:] == [TRICK_WON, LEAD]
    assert [spoken.cut_at for spoken in speech.log[at:]] == [None, None]
    client.press(pygame.K_RETURN)
    assert speech.texts[at + 2] == "You: 8 of clubs." and cards_left(table) == left - 1


def test_enter_while_the_turn_line_is_said_waits_for_its_end(client):
    """T-28, T-29: Enter 0.5 s into the turn line (before its head "Your turn. You lead." was
    heard, tests/test_tricks_turn_line_head.py) plays only the refused cue and does not cut the
    line; pressed again once it was heard, it leads that card."""
    table, speech = trick_won_being_said(client)
    end_line_now(speech)
    client.frames(30)
    assert speech.log[-1].text == LEAD and not speech.idle()
    left, cues = cards_left(table), refused(client)
    client.press(pygame.K_RETURN)
    assert cards_left(table) == left and refused(client) == cues + 1
    quiet(client)
    assert speech.log[-1].text == LEAD and speech.log[-1].cut_at is None
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == "You: 8 of clubs." and cards_left(table) == left - 1


def test_an_arrow_cuts_the_turn_line_and_enter_plays_the_card_it_named(client):
    """T-28: Right while the turn line is said cuts it with the card it moves to; that card was
    heard last, and Enter plays it at once."""
    table, speech = trick_won_being_said(client)
    end_line_now(speech)
    client.frames(30)
    client.press(pygame.K_RIGHT)
    named = speech.texts[-1]
    assert speech.texts[-2] == LEAD and speech.log[-2].cut_at is not None
    card = named.split(",")[0]
    left = cards_left(table)
    client.press(pygame.K_RETURN)
    assert cards_left(table) == left - 1
    assert speech.texts[-1].lower() == f"You: {card}.".lower()


def test_enter_while_ones_own_card_wins_the_trick_waits_for_the_turn_line(client):
    """T-28, T-29: seed 3, one's own queen of clubs ends and wins the trick: Enter while "You win
    the trick ..." is said (one's own doing, which never held a key back) led the next card with
    the turn line dropped, never said; now it plays only the refused cue, both lines are said
    whole, and Enter once the turn line was heard leads the card it named."""
    won = "You win the trick with the queen of clubs. Tricks: you 1, Anna 1, Bob 2."
    lead = "Your turn. You lead. You have 1 of 4 tricks: you need 3 more. Focus: king of hearts."
    table, speech = trick_won_being_said(client, seed=3, line=won)
    assert speech.texts[-2] == "You: queen of clubs." and client.app.announcer.queue.pending()[0].own
    client.frames(30)
    left, cues = cards_left(table), refused(client)
    client.press(pygame.K_RETURN)
    assert cards_left(table) == left and refused(client) == cues + 1
    quiet(client)
    at = speech.texts.index(won)
    assert speech.texts[at:] == [won, lead]
    assert [spoken.cut_at for spoken in speech.log[at:]] == [None, None]
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == "You: king of hearts." and cards_left(table) == left - 1


# ----------------------------------------------------------------------------- local counting table
def test_counting_key_between_the_last_card_and_the_turn_line_plays_nothing(client):
    """C-22, C-23: seed 7 (as tests/test_speech_pacing.py): Bob's card said to its end, the turn
    line not begun: 1 plays only the refused cue; the turn line is said whole; 1 then plays."""
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
    hand, cues = len(table.session.state.hands[0]), refused(client)
    client.press(pygame.K_1)
    assert len(table.session.state.hands[0]) == hand and refused(client) == cues + 1
    quiet(client)
    at = speech.texts.index(BOB)
    assert speech.texts[at:] == [BOB, COUNTING_TURN]
    assert [spoken.cut_at for spoken in speech.log[at:]] == [None, None]
    client.press(pygame.K_1)
    assert speech.texts[-1] == "You: queen of spades. Total 34."


# ----------------------------------------------------------------------------- online trick table
def online_deal_to_the_trick_won():
    """Deal 1 of a 3-player trick game (seed 1), each seat bidding its first three legal cards
    and playing its first legal card, up to Bob's 6 of clubs, which ends a trick Ana (seat 0)
    wins with the 10 of clubs: the ``update`` frames Ana gets before it, and its own frame."""
    from game.tricks.actions import Bid
    from game.tricks.events import TrickWon
    from game.tricks.options import TricksOptions
    from game.tricks.state import TricksState

    state = TricksState.new(TricksOptions(players=3), 1)
    first = update(state, 1, None, state.start_events(), 0)
    frames = []
    while True:
        seat = state.to_act()[0]
        action = (Bid(seat, tuple(state.legal_bid_cards(seat)[:3]), None) if state.phase == "bidding"
                  else state.legal_plays(seat)[0])
        events = state.apply(action)
        frames.append(update(state, len(frames) + 2, action.seat, events, 0))
        if any(isinstance(event, TrickWon) and event.winner == 0 for event in events) and action.seat != 0:
            assert state.turn_controller == 0
            return state, first, frames[:-1], frames[-1]


def test_online_enter_between_the_trick_won_and_the_turn_line_sends_nothing(client):
    """T-28, T-29, the by-ear report: online, Bob's card ends a trick Ana wins; Enter in the gap
    after "You win the trick with the 10 of clubs. ..." sends no move (the refused cue); the turn
    line is said whole; Enter once it was heard sends the card it named."""
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
    line = end_line_now(speech)
    turn = [item.text for item in client.app.announcer.unheard_prompts(table)]
    assert len(turn) == 1 and turn[0].startswith("Your turn. You lead.")
    cues = refused(client)
    client.press(pygame.K_RETURN)
    assert [kind for kind, _fields in link.sent if kind == "act"] == [] and refused(client) == cues + 1
    quiet(client)
    at = speech.texts.index(line.text)
    assert speech.texts[at:] == [line.text, turn[0]]
    assert speech.log[-1].cut_at is None
    client.press(pygame.K_RETURN)
    from game.net.games import RULES
    from game.tricks.actions import Play
    from game.tricks.text import card_words
    sent = [fields["action"] for kind, fields in link.sent if kind == "act"]
    assert len(sent) == 1
    played = RULES["tricks"].decode(sent[0])
    assert isinstance(played, Play) and turn[0].endswith(f"Focus: {card_words(played.card, None)}.")


# ----------------------------------------------------------------------------- online counting table
def test_online_counting_key_between_the_last_card_and_the_turn_line_sends_nothing(client):
    """C-22, C-23: online, the other two players' cards come (seed 5, Bob first); 1 in the gap
    after the second card's line sends no card (the refused cue); the turn line is said whole;
    1 once it was heard sends the first card."""
    import random

    from game.counting.options import CountingOptions
    from game.counting.state import CountingState
    from game.counting.visibility import random_action
    from test_online_table_speech import counting_table, frame

    state = CountingState.new(CountingOptions(players=3, draw="auto"), 5, dealer=0)
    first = frame(state, 1, None, state.start_events())
    rng = random.Random(5)
    later = []
    for seq in (2, 3):
        action = random_action(state, rng)
        later.append(frame(state, seq, action.seat, state.apply(action)))
    assert state.turn == 0
    table, link, speech = counting_table(client, state, first)
    quiet(client)
    link.frames += later
    for _ in range(60 * 30):
        if (speech.log[-1].text.startswith("Ben: ") and not speech.idle()
                and not client.app.announcer.unheard_events(table)[1:]):
            break
        client.frames(1)
    line = end_line_now(speech)
    turn = [item.text for item in client.app.announcer.unheard_prompts(table)]
    assert len(turn) == 1 and turn[0].startswith("Your turn. Total ")
    cues = refused(client)
    client.press(pygame.K_1)
    assert [kind for kind, _fields in link.sent if kind == "act"] == [] and refused(client) == cues + 1
    quiet(client)
    at = speech.texts.index(line.text)
    assert speech.texts[at:] == [line.text, turn[0]]
    assert speech.log[-1].cut_at is None
    client.press(pygame.K_1)
    assert len([kind for kind, _fields in link.sent if kind == "act"]) == 1
