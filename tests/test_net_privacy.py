"""Privacy of the online server (issue 19): every frame sent, over random games of each game and
variant with 2 to 4 people, computers and spectators (one from the start, one coming mid-game) and
people who drop and come back, holds no card outside what that seat (or the spectator) may know
at that moment (C-8, T-7, T-10, T-19, T-20, T-26, T-27), and no frame holds the seed before the
game is over. A bounded sample here (:data:`SAMPLE` tables of each kind); the issue's 200 of each:
``benchmarks/server_privacy.py``."""

from __future__ import annotations

import asyncio
import json
import random

import pytest

from game.net.frame_audit import KINDS, FrameAudit, play_table, random_table
from net_helpers import run, serving, url


SAMPLE = 2
"""Random tables of each game and variant (:data:`game.net.frame_audit.KINDS`) in this bounded
run; ``benchmarks/server_privacy.py`` plays the issue's 200 of each."""


@pytest.mark.parametrize(("game", "variant"), KINDS)
def test_no_frame_holds_a_card_the_seat_may_not_know(tmp_path, game, variant):
    """Random tables of the game and variant, 2 to 4 people, computers and two spectators (one
    from the start, one coming mid-game), people who drop and come back: no leak, no seed."""
    audit = FrameAudit()
    specs = [random_table(game, variant, random.Random(f"{game} {variant} {index}")) for index in range(SAMPLE)]

    async def scenario():
        async with serving(tmp_path, frame_hook=audit) as server:
            await asyncio.gather(*(play_table(url(server), number, spec, number, timeout=30)
                                   for number, spec in enumerate(specs)))
    run(scenario(), 60)
    print(f"{game} {variant}: frames {audit.frames}, cards {audit.cards}, before the start {audit.before_start}")
    assert audit.leaks == []
    assert audit.seeds == 0
    assert {kind: len(tables) for kind, tables in audit.finished.items()} == {f"{game} {variant}": SAMPLE}
    assert audit.checked > 100 and audit.cards > 1000
    assert audit.before_start > 0
    assert audit.syncs >= len(specs)  # late spectators and people back after a drop were audited too


def test_the_sample_drops_people_and_spans_the_options():
    """The bounded sample holds tables where a person drops and comes back, and 2 to 4 people."""
    specs = [random_table(game, variant, random.Random(f"{game} {variant} {index}"))
             for game, variant in KINDS for index in range(SAMPLE)]
    assert sum(spec.drop for spec in specs) >= 3
    assert {spec.people for spec in specs} == {2, 3, 4}


def test_the_audit_catches_a_card_outside_the_view():
    """The audit is not blind: a frame to seat 0 holding seat 1's card is a leak (C-8)."""
    from game.counting.options import CountingOptions
    from game.counting.state import CountingState

    class FakeTable:
        id, seq = 1, 1
        state = CountingState.new(CountingOptions(players=3), 5)
        setup = {"seed": 5}
        options = CountingOptions(players=3)
        rules = type("R", (), {"key": "counting"})

    class FakeConn:
        table, seat = FakeTable, 0

    audit = FrameAudit()
    own = FakeTable.state.hands[0][0].code
    other = FakeTable.state.hands[1][0].code
    audit(FakeConn, json.dumps({"type": "update", "view": {"hand": [own]}}).encode())
    assert audit.leaks == []
    audit(FakeConn, json.dumps({"type": "update", "events": [{"card": other}]}).encode())
    assert audit.leaks == [(1, 0, other)]
