"""The table steps a save holds between actions, replayed (game.autosave.kinds.replay_entries,
both games): a hint is counted, Enter ends the pause after a round (C-20) or a deal (T-15), and a
step out of place or an action during the pause is refused with the entry's number."""

from __future__ import annotations

import pytest

from game.autosave.kinds import kind_of
from game.counting.options import CountingOptions
from game.counting.rules import value_choices
from game.counting.scenes.setup import TableSetup as CountingSetup
from game.engine import ReplayError
from game.tricks.options import TricksOptions
from game.tricks.scenes.setup import TableSetup as TricksSetup

COUNTING = CountingSetup(CountingOptions(players=2, tokens=3, hand_size=3))


def play_to_round_end(seed: int) -> list[dict]:
    """The entries of round 1 of a 2-player counting game, each seat playing its first card and
    drawing, up to the action that ends the round (C-8, C-20)."""
    kind = kind_of("counting")
    state = kind.new_state(COUNTING, seed)
    entries: list[dict] = []
    start = state.round
    while state.round == start and not state.game_over:
        if state.drawer is not None:
            action = {"player": state.drawer, "draw": True}
        else:
            card = state.hands[state.turn][0]
            action = {"player": state.turn, "play": card.code}
            values = value_choices(card, state.total)
            if len(values) > 1:  # an ace, or a 10 on 10 or more (C-10, C-11)
                action["value"] = values[-1]
        entries.append(action)
        state.apply(kind.decode(action, len(entries) - 1))
    return entries


def test_counting_steps_replay_a_hint_and_the_pause_after_a_round():
    kind = kind_of("counting")
    entries = play_to_round_end(3)
    done = kind.replay(COUNTING, 3, [{"step": "hint"}] + entries)
    assert done.pending is not None and done.actions == len(entries)
    done = kind.replay(COUNTING, 3, entries + [{"step": "continue"}])
    assert done.pending is None and done.ended == []


def test_counting_refuses_a_continue_with_no_pause_and_an_action_during_it():
    kind = kind_of("counting")
    with pytest.raises(ReplayError, match="entry 0: unexpected table step"):
        kind.replay(COUNTING, 3, [{"step": "continue"}])
    entries = play_to_round_end(3)
    late = dict(entries[0])
    with pytest.raises(ReplayError, match=f"entry {len(entries)}: an action during the pause between rounds"):
        kind.replay(COUNTING, 3, entries + [late])


def test_tricks_refuse_a_step_out_of_place():
    kind = kind_of("tricks")
    setup = TricksSetup(TricksOptions(players=3).validate(), "random")
    with pytest.raises(ReplayError, match="entry 1: unexpected table step"):
        kind.replay(setup, 5, [{"step": "hint"}, {"step": "pause"}])
