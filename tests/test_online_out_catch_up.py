"""A person out of an online counting game (C-18) who watches the rest has J, as a spectator
has (docs/online.md "Pacing and seats"): it skips the moves not yet said and says where the game
stands now, and F1 lists it then; still playing, J has no action and F1 does not list it. Was
(found by testers by ear): out and watching, J said "No action for J.", and a backlog could only
be waited out. Ana's counting table on a remote session fed frames as the server sends them
(tests/online_frames.py), spoken by the timed engine of tests/timed_speech.py."""

from __future__ import annotations

import random
import re

import pygame

from game.counting.options import CountingOptions
from game.counting.state import CountingState
from game.counting.visibility import random_action
from game.table.remote import MILESTONES
from online_frames import ana_out_first
from test_online_table_speech import counting_table, frame, quiet

J_HELP = "J: skip the moves not yet said and hear where the game stands now."
NO_J = "No action for J. F1 lists the keys."


def _out_game() -> tuple[CountingState, random.Random, list[dict]]:
    """A 3-player game of 1 token each (automatic draw) played at random until Ana (seat 0) is
    out while the others play on, followed by 3 more moves that end nothing (no round's end, no
    player out): the state, its random source and the frames seat 0 gets."""
    for state, rng, frames in ana_out_first(tokens=1, seeds=200):
        more = []
        while len(more) < 3 and state.winner is None:
            action = random_action(state, rng)
            events = state.apply(action)
            if any(event.kind in MILESTONES for event in events):
                break
            more.append(frame(state, len(frames) + len(more) + 1, action.seat, events))
        if len(more) == 3:
            return state, rng, frames + more
    raise AssertionError("no game where Ana goes out first and 3 quiet moves follow")


def test_an_out_player_skips_to_the_present_with_j_listed_in_f1(client):
    """Ana out (the update that put her out is where the game stands): F1 lists J; 3 moves come
    and J, pressed while the first is said, skips the 2 waiting: "2 moves skipped." and where
    the game stands, never the skipped moves."""
    state, _rng, frames = _out_game()
    out_at = len(frames) - 3
    first = {"type": "update", "seq": frames[out_at - 1]["seq"], "actor": None, "events": [],
             "view": frames[out_at - 1]["view"]}
    table, link, speech = counting_table(client, state, first)
    quiet(client, speech)
    link.frames += frames[out_at:]
    for _ in range(120):
        client.frames(1)
        if table.session.waiting_updates() == 2 and not speech.idle():
            break
    assert table.session.waiting_updates() == 2
    before = len(speech.texts)
    client.press(pygame.K_j)
    quiet(client, speech)
    said = speech.texts[before:]
    assert said and said[0] == "2 moves skipped.", said
    assert NO_J not in said and len(said) >= 2 and re.match(r"^Round \d+\. ", said[1]), said
    assert table.session.waiting_updates() == 0
    assert J_HELP in table.help_lines(), table.help_lines()


def test_j_has_no_action_while_one_plays(client):
    """Ana still in the game: J says it has no action, F1 does not list it."""
    state = CountingState.new(CountingOptions(players=3, draw="auto", tokens=1), 1, dealer=0)
    first = frame(state, 1, None, state.start_events())
    table, _link, speech = counting_table(client, state, first)
    quiet(client, speech)
    assert J_HELP not in table.help_lines()
    before = len(speech.texts)
    client.press(pygame.K_j)
    quiet(client, speech)
    assert speech.texts[before:] == [NO_J]
