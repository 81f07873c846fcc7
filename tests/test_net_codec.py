"""Events and views as JSON and back (game/net/codec.py): what a client decodes is what the
engine made, over a whole counting game (C-8 draws, C-10 values, C-16 jacks, C-17 fours) and a
trick deal's opening (T-7)."""

from __future__ import annotations

import json
import random

import pytest

from game.counting import events as counting_events
from game.counting.options import CountingOptions
from game.counting.state import CountingState, CountingView
from game.net.codec import event_from_data, event_kinds, from_data, to_data


def test_a_whole_counting_game_round_trips_through_json():
    state = CountingState.new(CountingOptions(players=3, tokens=2), 5, dealer=2)
    kinds = event_kinds(counting_events)
    rng = random.Random(1)
    seen = set()
    for event in state.start_events():
        assert event_from_data(kinds, json.loads(json.dumps(to_data(event)))) == event
    for _step in range(2000):
        if state.game_over:
            break
        seat = state.drawer if state.drawer is not None else state.turn
        for event in state.apply(rng.choice(state.legal_actions(seat))):
            assert event_from_data(kinds, json.loads(json.dumps(to_data(event)))) == event
            seen.add(event.kind)
        for viewer in (0, 1, 2, None):
            view = state.view(viewer)
            assert from_data(CountingView, json.loads(json.dumps(to_data(view)))) == view
    assert state.game_over
    assert {"CardPlayed", "TokensLost", "RoundEnded", "GameEnded"} <= seen


def test_an_unknown_event_kind_is_refused():
    with pytest.raises(ValueError, match="unknown event kind 'Teleported'"):
        event_from_data(event_kinds(counting_events), {"kind": "Teleported", "seat": 0})


def test_a_card_that_is_no_card_is_refused():
    kinds = event_kinds(counting_events)
    data = {"kind": "CardPlayed", "seat": 0, "card": "ZZ", "value": 10, "operation": "add",
            "old_total": 0, "new_total": 10}
    with pytest.raises(ValueError):
        event_from_data(kinds, data)
