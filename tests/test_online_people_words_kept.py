"""Words about the people at an online table are still said after one's own move (docs/online.md
"Pacing and seats"): found by ear at a trick table, Ben's connection dropped while Ana's turn line
was being said; her Enter played a card, and "Ben lost the connection. Their seat is held for 60
seconds." was never said: the table then waited a minute for Ben's card with nothing said why.
The trick table on a remote session fed frames as the server sends them, spoken by a fake engine
that takes time (T-12, T-29)."""

from __future__ import annotations

import random

import pygame

from game.tricks.actions import Play
from game.tricks.options import TricksOptions
from game.tricks.state import TricksState
from game.tricks.visibility import random_action
from online_frames import trick_table, update
from timed_speech import app_timed_speech

DROPPED = "Ben lost the connection. Their seat is held for 60 seconds."


def quiet(client, speech, limit=60 * 60):
    client.frames(5)  # (the table's first words are given at its first steps)
    for _frame in range(limit):
        if speech.idle() and not client.app.announcer.speech_busy():
            return
        client.frames(1)
    raise AssertionError("speech never ended")


def back_before_bens_card(seed: int) -> tuple[TricksState, dict, dict]:
    """A 3-player deal played at random (T-6, T-12) up to Ben's (seat 2) card after which Ana
    (seat 0) plays: the state after that card, the ``sync`` Ana got back at the table just
    before it (update 9) and the ``update`` of that card (10)."""
    for attempt in range(seed, seed + 50):
        state = TricksState.new(TricksOptions(players=3), attempt)
        rng = random.Random(attempt)
        while state.phase != "over" and not (state.phase == "play" and state.turn_controller == 2):
            state.apply(random_action(state, rng))
        sync = {**update(state, 9, None, [], 0), "type": "sync", "missed": [], "draw_wait": None}
        card = update(state, 10, 2, state.apply(random_action(state, rng)), 0)
        if state.phase == "play" and state.turn_controller == 0:
            return state, sync, card
    raise AssertionError("no deal where Ana plays after Ben")


def test_ben_dropping_while_anas_turn_is_said_is_heard_after_her_card(client):
    """Ben's card makes it Ana's turn; the dropped notice comes while "Your turn. ..." is said;
    Enter, pressed as the line ends, plays the focused card as the notice begins; the server's
    update says it ("You: ace of hearts.") and the trick it won, then the notice again, whole,
    once (it was cut for good before: "Ben l—"), before the next turn."""
    state, sync, card = back_before_bens_card(4)
    client.start()
    speech = app_timed_speech(client)
    _table, link = trick_table(client, state, 0, sync)
    quiet(client, speech)
    link.frames.append(card)
    for _frame in range(60 * 30):
        client.frames(1)
        if speech.log and speech.log[-1].text.startswith("Your turn.") and not speech.idle():
            break
    else:
        raise AssertionError(f"the turn was not said: {speech.texts}")
    link.frames.append({"type": "notice", "what": "dropped", "seat": 2, "name": "Ben", "hold": 60})
    turn = speech.log[-1]
    while speech.clock() < turn.end - 0.05:  # the turn line heard to its focus, not quite to its end
        client.frames(1)
    assert DROPPED not in speech.texts and speech.log[-1] is turn  # (the notice waits behind it)
    client.press(pygame.K_RETURN)
    client.frames(3)  # (the key acts once the turn line was said to its end: the notice begins)
    sent = [fields["action"] for kind, fields in link.sent if kind == "act"]
    assert len(sent) == 1, link.sent
    play = next(p for p in state.legal_plays(0) if str(p.card) == sent[0]["play"])
    link.frames.append(update(state, 11, 0, state.apply(play), 0))
    quiet(client, speech)
    mine = next(i for i, text in enumerate(speech.texts) if text.startswith("You: "))
    assert speech.texts[mine - 1:] == [DROPPED, "You: ace of hearts.",
                                       "You win the trick with the ace of hearts. Tricks: you 1, Bob 0, Ben 0.",
                                       DROPPED,
                                       "Your turn. You lead. You have 1 of 7 tricks: you need 6 more. Focus: 7 of spades."]
    assert speech.whole.count(DROPPED) == 1


def test_v_says_that_the_person_to_play_is_away(client):
    """T-28: V while the table waits for Ben's card and Ben lost the connection: the cards on
    the table, who plays, and that Ben is away with how long his seat is held; once Ben is
    back, the cards and who plays only."""
    state, sync, _card = back_before_bens_card(4)
    table, link = trick_table(client, state, 0, sync)
    client.frames(5)
    link.frames.append({"type": "notice", "what": "dropped", "seat": 2, "name": "Ben", "hold": 60})
    client.frames(5)
    client.press(pygame.K_v)
    assert client.texts[-1] == ("On the table: Bob, queen of hearts. Ben to play. "
                                "Ben is away: their seat is held for 60 more seconds.")
    link.frames.append({"type": "notice", "what": "returned", "seat": 2, "name": "Ben"})
    client.frames(5)
    client.press(pygame.K_v)
    assert client.texts[-1] == "On the table: Bob, queen of hearts. Ben to play."
