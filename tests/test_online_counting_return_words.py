"""What Ana hears back at an online counting table after a computer played her seat while she was
away (C-16, C-18, C-23): frames fed as the server sends them (the ``sync`` marked ``stand_in``),
spoken by a fake engine that takes time (the real server: test_online_round_return_server.py,
test_online_away_eliminated.py).

- A jack that skipped her seat while the computer played it is said as the computer's, "A computer
  player for you misses a turn." (it was "You miss a turn.": she missed nothing, she was away);
  the others hear "Ana misses a turn." as the seat's, as for any move of it.
- The situation line said back at the table says everyone's tokens (tokens are lives, C-18),
  after the round: "Round 1. Tokens: you 3, Bob 2, Ben 3. Total 40. Bob's turn." / on her turn
  "Round 1. Tokens: ... Your turn. Total 40. Your cards: ..."; not again right after a new
  window's first words said the same tokens with nothing missed between."""

from __future__ import annotations

import random

from game.card_names import card_name
from game.counting import text
from game.counting.events import RoundEnded, TurnSkipped
from game.counting.options import CountingOptions
from game.counting.state import CountingState
from game.counting.visibility import events_for, random_action
from game.engine.perspective import Perspective
from game.net.codec import events_data, to_data
from test_online_table_speech import counting_table, quiet

WAIT = 60 * 60 * 10
"""Frames of game time the fake engine may take to say what was missed."""


def skipped_while_away(seed: int) -> tuple[CountingState, list[list], list]:
    """A game of 3 (automatic draw, 3 tokens each) played at random from seed ``seed`` until a jack
    skips Ana's seat (seat 0, C-16) with nobody out; returns the state, every update's events and
    those of the jack's update (None when the game ends first)."""
    state = CountingState.new(CountingOptions(players=3, draw="auto", tokens=3), seed, dealer=0)
    rng = random.Random(seed)
    updates = [state.start_events()]
    while state.winner is None:
        events = state.apply(random_action(state, rng))
        updates.append(events)
        if any(isinstance(event, TurnSkipped) and event.seat == 0 for event in events) and not state.eliminated:
            return state, updates, events
    return state, updates, None


def sync_of(state: CountingState, updates: list[list], missed: int, stand_in: bool = True) -> dict:
    """The ``sync`` Ana (seat 0) gets back: the last ``missed`` updates, a computer's moves for her
    among them (``stand_in``)."""
    return {"type": "sync", "table": 1, "seq": len(updates), "view": to_data(state.view(0)), "draw_wait": None,
            "stand_in": stand_in,
            "missed": [events_data(events_for(0, events)) for events in updates[len(updates) - missed:]]}


def jack_game() -> tuple[CountingState, list[list], list]:
    """The first seed whose jack skips Ana's seat in the middle of a round, with no round's end in
    its last 3 updates."""
    for seed in range(200):
        state, updates, jack = skipped_while_away(seed)
        if jack is not None and not any(isinstance(event, RoundEnded) for events in updates[-3:] for event in events):
            return state, updates, jack
    raise AssertionError("no game where a jack skips Ana's seat")


def test_a_jack_that_skipped_the_seat_a_computer_played_for_her_is_said_as_the_computers(client):
    state, updates, jack = jack_game()
    assert state.turn == 1  # (Ben's jack skipped Ana: Bob plays next)
    table, link, speech = counting_table(client, state, sync_of(state, updates, 3))
    quiet(client, speech, WAIT)
    played = next(event for event in jack if type(event).__name__ == "CardPlayed")
    assert played.seat == 2
    you, bob, ben = state.tokens
    jack_line = f"Ben: {card_name(played.card)}. Total {state.total}."
    said = speech.texts
    assert said[-3:] == [jack_line, "A computer player for you misses a turn.",  # (was "You miss a turn.")
                         f"Round {state.round}. Tokens: you {you}, Bob {bob}, Ben {ben}. Total {state.total}. "
                         "Bob's turn."], said  # (the tokens: was "Round 1. Total 40. Bob's turn.")
    assert not any("You miss a turn." in line for line in client.app.announcer.history.items())
    others = Perspective(seat=2, names=("Ana", None, None))  # Ben hears the seat's turn missed, as for its moves
    assert "Ana misses a turn." in [message.text for message in text.narrate(others, jack, [])]


def test_back_on_her_turn_the_turn_line_says_the_tokens_after_the_round(client):
    state, updates, _jack = jack_game()
    rng = random.Random(7)
    while state.turn != 0:
        updates.append(state.apply(random_action(state, rng)))
        assert state.winner is None and not any(isinstance(event, RoundEnded) for event in updates[-1])
    table, link, speech = counting_table(client, state, sync_of(state, updates, 2))
    quiet(client, speech, WAIT)
    you, bob, ben = state.tokens
    hand = state.view(0).hand
    assert speech.texts[-1] == (
        f"Round {state.round}. Tokens: you {you}, Bob {bob}, Ben {ben}. Your turn. Total {state.total}. "
        f"Your cards: {text.card_list(hand)}. Enter plays the {card_name(hand[0], 'accusative')}."), speech.texts


def test_back_in_a_new_window_with_nothing_missed_the_tokens_are_said_once(client):
    state, updates, _jack = jack_game()
    table, link, speech = counting_table(client, state, sync_of(state, updates, 0, stand_in=False))
    quiet(client, speech, WAIT)
    you, bob, ben = state.tokens
    assert speech.texts[1:] == [f"Counting game resumed. Tokens: you {you}, Bob {bob}, Ben {ben}.",
                                f"Round {state.round}. Total {state.total}. Bob's turn."], speech.texts


def out_mid_round() -> tuple[CountingState, list[list]]:
    """A game of 3 (automatic draw, 1 token each) played at random until Ana's seat goes out in
    the middle of a round, the game going on, with no round's end in the last 3 updates."""
    for seed in range(300):
        state = CountingState.new(CountingOptions(players=3, draw="auto", tokens=1), seed, dealer=0)
        rng = random.Random(seed)
        updates = [state.start_events()]
        while state.winner is None and 0 not in state.eliminated:
            updates.append(state.apply(random_action(state, rng)))
        if state.winner is None and not any(isinstance(event, RoundEnded) for events in updates[-3:]
                                            for event in events):
            return state, updates
    raise AssertionError("no game where Ana's seat goes out in the middle of a round")


def test_out_in_the_middle_of_a_round_while_away_is_said_plainly_once_and_keys_watch(client):
    """C-18: the line that put her seat out is the computer's move, her cost ("... You are out.
    2 players left."), then the situation says plainly that she went out while away, once (it
    was "You are out: you are watching the others play on. ...", as if she had just been told
    live: not that it happened while she was away); 1 then says she is out, and sends nothing."""
    import pygame

    from test_online_table_speech import acts
    state, updates = out_mid_round()
    table, link, speech = counting_table(client, state, sync_of(state, updates, 3))
    quiet(client, speech, WAIT)
    went_out = (f"You are out: you went out in round {state.round} while you were away. You are watching the "
                "others play on. Escape opens the pause menu.")
    said = speech.texts
    assert said[-2].startswith("A computer player for you ") and said[-2].endswith(" You are out. 2 players left.")
    assert said[-1] == went_out, said
    assert sum(line.startswith("You are out") for line in said) == 1, said
    client.frames(120)
    before = len(speech.texts)
    client.press(pygame.K_1)
    quiet(client, speech, WAIT)
    assert speech.texts[before:] == [f"You are out of the game. {'Bob' if state.turn == 1 else 'Ben'} plays next."]
    assert acts(link) == []


def test_back_with_ones_draw_still_open_the_line_says_it_first():
    """C-8: back at the table while one's own draw is open and another is to play, not held for it
    (online, the draw's seconds run): "Round 1. Total N. You can still draw: press Space. Bob's
    turn." (found by a tester by ear: "Round 1. Total 18. Ben's turn.", and the next card closed
    the draw unheard of); held for it, who waits, as ever."""
    from game.counting.actions import PlayCard
    state = CountingState.new(CountingOptions(players=3, draw="manual"), 4, dealer=2)  # Ana plays first
    state.apply(PlayCard(0, next(card for card in state.hands[0] if card.rank not in (10, 14))))
    view = state.view(0)
    assert (view.turn, view.drawer) == (1, 0)
    me = Perspective(0, ("Ana", "Bob", "Ben"))
    assert text.intro_text(me, view) == (f"Round 1. Total {view.total}. You can still draw: press Space. "
                                         "Bob's turn.")
    assert text.intro_text(me, view, waiting=True) == f"Round 1. Total {view.total}. Bob is waiting for your draw: press Space."
