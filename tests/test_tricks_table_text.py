"""The trick game's wording (T-29) over whole simulated sessions of every set-up: every event
batch reads without error, and premiums, reveals, bonuses and match ends have their sentences."""

from __future__ import annotations

import random
import re

import pytest

from game.tricks import text
from game.tricks.ai import choose_action
from game.tricks.options import TricksOptions
from game.tricks.state import TricksState
from game.engine.perspective import Perspective

ME = Perspective(0)
"""Narration for the player at seat 0, the others by their computer names."""


def simulate(options, seed):
    """All seats played by the computer player; returns every message text and the final state."""
    state = TricksState.new(options, seed)
    rng = random.Random(seed)
    said = [m.text for m in text.narrate(ME, state.start_events(), state.view(0), options.scoring)]
    steps = 0
    while state.phase != "over":
        seat = state.to_act()[0]
        events = state.apply(choose_action(state.view(seat), rng))
        said += [m.text for m in text.narrate(ME, events, state.view(0), options.scoring)]
        for answer in (text.bids_text(ME, state.view(0)), text.tricks_text(ME, state.view(0)),
                       text.last_trick_text(ME, state.view(0)), text.table_text(ME, state.view(0)),
                       text.hand_text(state.view(0)), text.dummy_text(state.view(0)),
                       text.revealed_text(ME, state.view(0)), text.trumps_text(state.view(0)),
                       text.scores_text(ME, state.view(0), options.scoring, options.target)):
            assert answer and "None" not in answer
        steps += 1
        assert steps < 20000
    return said, state


@pytest.mark.parametrize("options, seed", [
    (TricksOptions(players=2, scoring="parlett_game"), 1),
    (TricksOptions(players=3, scoring="parlett_match"), 2),
    (TricksOptions(players=4, variant="classic", target=100), 3),
    (TricksOptions(players=3, variant="oxford"), 4),
])
def test_t29_whole_sessions_read(options, seed):
    said, state = simulate(options, seed)
    assert all(line and "None" not in line for line in said)
    assert not [line for line in said if "the the " in line.lower()]  # the joker's name has its "the"
    assert sum(bool(re.match(r"You (bid|declared|revealed) \d+ and (made it|took \d+: missed)[.;]", line)) for line in said) == state.deal
    # the end of the game (or match) is said once, by the results screen
    assert not [line for line in said if line.startswith(("Game over.", "Match over."))]
    results = text.results_lines(ME, state.view(0), options.scoring, options.target)
    best = max(state.scores[seat] for seat in options.live_seats)
    assert f" with {best} points" in results[0] or options.scoring == "parlett_game"
    if options.variant != "oxford" and options.scoring == "target":
        assert f"past the target of {options.target}." in results[0] or "exactly the target." in results[0]
    totals = state.game_scores if options.scoring == "parlett_game" else state.scores
    others = {totals[seat] for seat in options.live_seats if seat not in state.winner}
    assert len([line for line in results if " place" in line[:12]]) == len(others)  # ties share a line
    assert results[-1].endswith(" deals played.")
    if options.scoring == "parlett_game":  # T-18: the scores that include a game bonus say so
        assert sum("includes the game bonus of 100." in line for line in results) == \
            sum(1 for count in state.game_bonuses if count) > 0
    if options.scoring == "parlett_match":
        assert results[-2].startswith("Game bonuses: ")
        assert results[-2].count(",") + 1 == sum(1 for count in state.game_bonuses if count) > 0


def test_t9_t10_premium_sentences():
    """T-9, T-10: a standing premium names the bid and the bid cards; a reveal lays the hand open;
    a lapsed offer is said."""
    from game.engine.cards import parse_cards
    from game.tricks.events import HandExposed, PremiumsResolved
    view = TricksState.new(TricksOptions(players=3), 1).view(0)
    cards = tuple(parse_cards(["JC", "5H", "6D"]))
    event = PremiumsResolved(standing=((1, "reveal", 4, cards),), lapsed=((2, "declare"), (0, "declare")))
    exposed = HandExposed(1, tuple(parse_cards(["AS"])))
    assert [m.text for m in text.narrate(ME, [event, exposed], view, "target")] == [
        "Anna reveals: bid 4. Her bid cards: jack of clubs, 5 of hearts, 6 of diamonds.",
        "Bob's offer to declare lapses: Anna reveals, and a reveal beats a declare.",
        "Your offer to declare lapses: Anna reveals, and a reveal beats a declare.",
        "Anna's hand is face up. R reads it.",
    ]
