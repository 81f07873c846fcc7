"""Back at an online counting table after one or more rounds ended while away (C-18, C-21,
C-23): Ana (seat 0) comes back in a new window to a ``sync`` whose missed updates a computer
played for her (``stand_in``), frames fed as the server sends them (the real server is in
test_online_round_return_server.py), spoken by a fake engine that takes time.

- The last round's end is said once, as the situation of the pause between rounds, with the
  tokens as they were when it ended (it was said twice: as a missed message, with the tokens of
  now, then as the situation).
- Rounds that ended before it go to the history, each end with its tokens then and no "Enter:
  next round." (the pause was on the first round's end, the later rounds were then read out
  whole after Enter, as if she had played them: "You: ...", "You draw ...", "Your turn. ...").
- Enter: the next round's missed moves, the computer's as its own ("A computer player for you:
  ..."), without prompts, the older to the history ("Also while you were away: ...": the first
  count is not said again as if new), then the situation line once.
- A key pressed before that was heard never acts."""

from __future__ import annotations

import random

import pygame

from game.counting.events import RoundEnded, TokensLost
from game.counting.options import CountingOptions
from game.counting.state import CountingState
from game.counting.visibility import events_for, random_action
from game.net.codec import events_data, to_data
from test_online_table_speech import acts, counting_table, quiet

WAIT = 60 * 60 * 10
"""Frames of game time the fake engine may take to say what was missed."""


def away(tokens: int, rounds: int, losses: bool = False, seed: int = 5, mine: bool = False):
    """A game of 3 (automatic draw, ``tokens`` each, seed ``seed``) played at random until
    ``rounds`` rounds ended and 3 moves of the next were made (``losses``: and someone lost
    tokens in it too), stopped on a turn that is not Ana's (``mine``: on Ana's). Returns the state and the ``sync``
    Ana gets, the updates after her third missed."""
    state = CountingState.new(CountingOptions(players=3, draw="auto", tokens=tokens), seed, dealer=0)
    rng = random.Random(seed)
    missed = [state.start_events()]
    ends = moves = lost = 0
    while state.winner is None:
        events = state.apply(random_action(state, rng))
        missed.append(events)
        if any(isinstance(event, RoundEnded) for event in events):
            ends, moves, lost = ends + 1, 0, 0
        elif ends >= rounds:
            moves += 1
            lost += any(isinstance(event, TokensLost) for event in events)
            if moves >= 3 and (state.turn == 0) == mine and (lost or not losses):
                break
    assert state.winner is None and ends == rounds
    sync = {"type": "sync", "table": 1, "seq": len(missed), "view": to_data(state.view(0)), "draw_wait": None,
            "stand_in": True, "missed": [events_data(events_for(0, events)) for events in missed[3:]]}
    return state, sync


def back(client, state, sync):
    """Ana's table opened on ``sync``; returns the table, link, speech once all was said."""
    table, link, speech = counting_table(client, state, sync)
    quiet(client, speech, WAIT)
    return table, link, speech


def enter(client, speech) -> list[str]:
    """Enter, then what was said until all was said."""
    said = len(speech.texts)
    client.press(pygame.K_RETURN)
    quiet(client, speech, WAIT)
    return speech.texts[said:]



def test_back_after_a_round_ended_its_end_is_said_once_then_enter_says_the_next_rounds_moves_as_the_computers(client):
    state, sync = away(tokens=3, rounds=1)
    table, link, speech = back(client, state, sync)
    assert speech.texts[1:] == [
        "Counting game resumed. Tokens: you 3, Bob 0, Ben 2.",
        "While you were away: 14 earlier messages, in the history (Page Up).",
        "A computer player for you: 10 of hearts as plus 10. Total 95.",
        "A computer player for you draws the 9 of hearts.",
        "Bob: ace of clubs as 11. Total 106.",
        "Bob passed 99: loses 2 tokens. 0 left.",
        "Round 1 over: Bob passed 99. Tokens: you 3, Bob 0, Ben 2. Enter: next round."]  # (was: twice)
    assert table.between_rounds
    assert enter(client, speech) == [
        "Also while you were away: 3 earlier messages, in the history (Page Up).",
        "Bob: ace of clubs as 1. Total 11.",
        "Ben: ace of hearts as 11. Total 22.",
        "A computer player for you: 7 of hearts. Total 29.",  # (was "You: 7 of hearts. ...")
        "A computer player for you draws the 9 of diamonds.",  # (was "You draw the ...")
        "Round 2. Tokens: you 3, Bob 0, Ben 2. Total 29. Bob's turn."]  # the situation, once, with the tokens
    history = client.app.announcer.history.items()
    assert "Round 2. Ben deals. You play first." in history
    assert not any(line.startswith(("You: ", "You draw ", "Your turn.")) for line in history)


def test_back_after_two_rounds_ended_the_first_is_in_the_history_with_its_tokens_then(client):
    """Round 1's end is kept as it was (Bob 6), round 2's end said with its tokens then (Bob 1,
    not 0: Bob lost his last token in round 3, said after Enter)."""
    state, sync = away(tokens=9, rounds=2, losses=True)
    assert list(state.tokens) == [9, 0, 8]
    table, link, speech = back(client, state, sync)
    assert speech.texts[1:] == [
        "Counting game resumed. Tokens: you 9, Bob 0, Ben 8.",
        "While you were away: 46 earlier messages, in the history (Page Up).",
        "A computer player for you: 8 of spades. Total 79.",
        "A computer player for you draws the queen of clubs.",
        "Bob: 2 of clubs. Total doubles to 158.",
        "Bob passed 99: loses 2 tokens. 1 left.",
        "Round 2 over: Bob passed 99. Tokens: you 9, Bob 1, Ben 8. Enter: next round."]
    history = client.app.announcer.history.items()
    first = "Round 1 over. Tokens: you 9, Bob 6, Ben 8."  # right after the line that told its cause (C-23)
    assert first in history and history[history.index(first) - 1].startswith("Bob passed ")
    assert not any(line.startswith("Round 1 over") and line.endswith("Enter: next round.") for line in history)
    assert history.index(first) + 1 == history.index("Round 2. Ben deals. You play first.")
    assert table.ended_view.round == 2 and table.ended_view.tokens == (9, 1, 8)
    said = enter(client, speech)
    assert said[0] == "Also while you were away: 11 earlier messages, in the history (Page Up)."
    assert said[-2:] == ["Bob passed 33: loses 1 token. 0 left.", "Round 3. Tokens: you 9, Bob 0, Ben 8. Total 37. Ben's turn."]
    history = client.app.announcer.history.items()
    assert history.count("Round 3. Bob deals. Ben plays first.") == 1
    assert sum(line.startswith("While you were away: ") for line in history) == 1
    assert not any(line.startswith(("You: ", "You draw ", "Your turn.")) for line in history)


def test_keys_pressed_before_the_round_end_or_the_situation_was_heard_never_act(client):
    """C-21, C-22: Enter and 1 while what was missed is said: the pause goes on, nothing sent;
    after Enter, 1 while the next round's missed moves are said plays nothing; once the
    situation (Ana's turn) was heard, 1 plays."""
    state, sync = away(tokens=3, rounds=1, mine=True)
    table, link, speech = counting_table(client, state, sync)
    client.frames(30)
    for key in (pygame.K_RETURN, pygame.K_1, pygame.K_RETURN):
        client.press(key)
        client.frames(20)
    quiet(client, speech, WAIT)
    assert table.between_rounds and not any(fields.get("ready") for kind, fields in link.sent if kind == "heard")
    said = len(speech.texts)
    client.press(pygame.K_RETURN)
    client.frames(20)
    assert not table.between_rounds
    client.press(pygame.K_1)
    client.frames(5)
    quiet(client, speech, WAIT)
    assert acts(link) == []
    you, bob, ben = state.tokens
    assert speech.texts[-1].startswith(f"Round 2. Tokens: you {you}, Bob {bob}, Ben {ben}. Your turn. "
                                       f"Total {state.total}. Your cards: "), speech.texts[said:]
    assert sum("Your turn." in line for line in speech.texts[said:]) == 1, speech.texts[said:]
    client.press(pygame.K_1)
    assert len(acts(link)) == 1
