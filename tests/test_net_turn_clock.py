"""The server's turn clock (docs/online.md, C-22): it starts when the person's client reports
``heard`` for the update that made it their turn, that is once the turn line was said whole;
the fallback for a client that never reports (``heard_wait``) never starts it while a client
that reports is still saying the game's opening or the turn line. A server in the test's loop,
Ana a protocol client that reports as the app does (``heard`` with ``events_only`` once the
update's events were said, ``heard`` once its turn line was), on timings scaled from a by-ear
run (heard_wait 30 s there, 0.5 s here)."""

from __future__ import annotations

import asyncio

import pytest

from net_helpers import connected, run, serving

HEARD_WAIT = 0.5
"""The tests' ``heard_wait`` (the server's 30 seconds, scaled)."""


OPTIONS = {"counting": {"players": 2, "draw": "auto"},
           "tricks": {"players": 2, "variant": "standard", "target": 100}}


async def ana_at_a_timed_table(server, game: str = "counting"):
    """Ana at a table of ``game`` with a computer and a 1-second turn timer, started: her client,
    which reports nothing by itself, and the game's first update (her turn: she plays, or bids,
    first)."""
    ana = await connected(server, "Ana", auto_heard=False)
    await ana.create(game, OPTIONS[game], computers=1, cpu_delay=0, turn_timer=1.0)
    table_id = (await ana.wait_for(lambda m: m["type"] == "table" and not m["table"]["free"]))["table"]["id"]
    await ana.start()
    first = await ana.wait_for("update")
    table = server.tables[table_id]
    # (the trick game: the computer bids too, T-7, at once or a moment later: Ana is due either way)
    assert first["seq"] == 1 and table.rules.due(table.state)[:1] == [0]
    return ana, first


async def say_the_turn(ana, events_seconds: float, turn_line_seconds: float) -> float:
    """Ana's app says the events of the updates received (``events_seconds``), reports the last
    one's said, then says her turn line (``turn_line_seconds``) and reports that update heard; no
    turn warning comes before that. Returns the loop time of her ``heard``."""
    loop = asyncio.get_running_loop()
    await asyncio.sleep(events_seconds)
    seq = ana.seq  # (the trick game: the computer's bid came meanwhile, T-7)
    await ana.send("heard", seq=seq, events_only=True)
    await asyncio.sleep(turn_line_seconds)
    assert not any(m["type"] == "notice" and m["what"] in ("turn_warning", "timed_out") for m in ana.inbox), \
        [m for m in ana.inbox if m["type"] == "notice"]
    await ana.heard(seq)
    return loop.time()


async def assert_clock_from(ana, heard: float) -> None:
    """The 1-second clock started at ``heard``: the warning half-way (0.5 seconds left), the
    time-out at its end: never sooner (the fault: a clock started before ``heard``); later by
    up to a second, for a machine busy with other tests (a bound on time, not what is tested)."""
    loop = asyncio.get_running_loop()
    warning = await ana.wait_for(lambda m: m["type"] == "notice" and m["what"] == "turn_warning", 5)
    warned = loop.time() - heard
    await ana.wait_for(lambda m: m["type"] == "notice" and m["what"] == "timed_out", 5)
    out = loop.time() - heard
    assert warning["seconds"] == 0.5 and 0.5 <= warned < 1.5 and 1.0 <= out < 2.0, (warning, warned, out)


@pytest.mark.parametrize("game", ["counting", "tricks"])
def test_the_first_turn_clock_starts_when_its_turn_line_was_heard_after_a_long_opening(tmp_path, game):
    """Found by ear: the first update came while the start screen still said "Connecting as
    Ana ..."; its words, the table's opening and "Round 1. Bob deals. You play first." took
    31.8 s, longer than the 30-second fallback, so the clock started 30 s after the update, 1.8
    s before the 8.1-second turn line began, and the turn ran out 6.1 s into it. Here: the
    opening takes 2 x heard_wait, the turn line (or the bid's) 0.8 x; the warning comes half the turn's second
    after Ana's ``heard`` (0.5 seconds left), the time-out a whole second after it."""
    async def scenario():
        async with serving(tmp_path, heard_wait=HEARD_WAIT) as server:
            ana, first = await ana_at_a_timed_table(server, game)
            heard = await say_the_turn(ana, 2 * HEARD_WAIT, 0.8 * HEARD_WAIT)
            await assert_clock_from(ana, heard)
            await ana.close()
    run(scenario(), 20)


def test_a_later_turn_clock_starts_when_its_turn_line_was_heard_after_the_moves(tmp_path):
    """At a later turn the moves before it and the turn line together may take longer than the
    fallback: the report that the moves were said (``events_only``) gives the turn line its own
    ``heard_wait``. Ana's first turn runs out (played for her), the computer plays; its update's
    events take 0.8 x heard_wait, the turn line 0.8 x: the clock starts at her ``heard``."""
    async def scenario():
        async with serving(tmp_path, heard_wait=HEARD_WAIT) as server:
            ana, first = await ana_at_a_timed_table(server)
            await ana.heard(first["seq"])
            await ana.wait_for(lambda m: m["type"] == "notice" and m["what"] == "timed_out", 5)
            await ana.wait_for(lambda m: m["type"] == "update" and m["actor"] == 1
                                 and m["view"]["turn"] == 0, 5)
            ana.inbox.clear()
            heard = await say_the_turn(ana, 0.8 * HEARD_WAIT, 0.8 * HEARD_WAIT)
            await assert_clock_from(ana, heard)
            await ana.close()
    run(scenario(), 20)


# (the trick game with no dummy: T-21; the counting game with many rounds, as a busy machine may
# let many jacks go by while Ana's clock does not run yet)
OWN_MOVE_TABLES = {"tricks": {"players": 3, "variant": "standard", "target": 100},
                   "counting": {"players": 2, "draw": "auto", "tokens": 20}}


async def ana_moves_into_her_next_turn(server, game: str):
    """Ana at a table of ``game`` with random computers and a 1-second turn timer, playing fast
    (she reports each turn heard, then acts at once) until she has a move after which she is due
    again (the trick game: she plays the last card of a trick and wins it, so she leads, T-13; the
    counting game with two players: a jack, she plays again, C-16): she reports that turn heard,
    waits 0.3 s (her clock runs: 0.7 s left), makes that move. Returns her client once the
    move's update came (her inbox empty)."""
    ana = await connected(server, "Ana", auto_heard=False)
    await ana.create(game, OWN_MOVE_TABLES[game], computers=OWN_MOVE_TABLES[game]["players"] - 1,
                     level="random", cpu_delay=0, turn_timer=1.0)
    table_id = (await ana.wait_for(lambda m: m["type"] == "table" and not m["table"]["free"]))["table"]["id"]
    await ana.start()
    table = server.tables[table_id]
    for _ in range(2000):  # (Ana's moves, and the polls between them: bounded)
        await asyncio.sleep(0.01)
        if ana.seq != table.seq or 0 not in table.rules.due(table.state):
            if ana.seq and table.heard.get(table.seats[0].owner or "", 0) < ana.seq:
                await ana.heard(ana.seq)  # (the computers wait for it)
            continue
        await ana.heard(ana.seq)
        choices = table.state.legal_actions(0)[:12]  # (the trick game's bids: 220 alike)
        again = [action for action in choices if 0 in _due_after(table, action)]
        if again:
            await asyncio.sleep(0.3)
            if 0 not in table.timers:  # (her clock must run when she moves: on a busy machine, the next such move)
                again = []
        seq = table.seq
        await ana.act(table.rules.encode((again or choices)[0]))
        update = await ana.wait_for(lambda m: m["type"] == "update" and m["seq"] > seq, 5)
        if again and update["actor"] == 0 and not update["timed_out"] and 0 in table.rules.due(table.state):
            ana.inbox.clear()
            return ana
        ana.inbox.clear()
    raise AssertionError("Ana never had a move that gave her the next turn")


def _due_after(table, action) -> list[int]:
    """The seats due after ``action`` on a copy of the table's state."""
    state = table.state.clone()
    state.apply(action)
    return table.rules.due(state)


@pytest.mark.parametrize("game", ["tricks", "counting"])
def test_a_turn_that_follows_ones_own_move_gets_its_whole_time_from_its_turn_line(tmp_path, game):
    """Found by ear (30-second timer): Anna won the trick with the last card; "Your turn. You
    lead. ..." began 8 s later and the time ran out 9.6 s after it began: the clock of the turn
    before ran on. Here Ana makes such a move with 0.7 s of her 1-second clock left; the update's
    events take 0.8 x heard_wait, the new turn line 0.8 x (1.6 s in all): no warning, no time-out
    before her ``heard``; then the warning half a second after it, the time-out a second after."""
    async def scenario():
        async with serving(tmp_path, heard_wait=HEARD_WAIT) as server:
            ana = await ana_moves_into_her_next_turn(server, game)
            heard = await say_the_turn(ana, 0.8 * HEARD_WAIT, 0.8 * HEARD_WAIT)
            await assert_clock_from(ana, heard)
            await ana.close()
    run(scenario(), 60)


def test_a_turn_told_in_a_pause_has_the_fallback_wait_again_from_then(tmp_path):
    """Found by a re-tester by ear: the deal's end and its summary, said before the turn told
    over it ("Your turn in deal 2: 30 seconds. ..."), took the server's whole fallback wait, and
    the clock started 1.5 s into that notice, before the app's grace. Ana's app reports the
    update's events said at once (``events_only``), then, 0.8 x heard_wait later, that the
    pause told her turn (``heard`` with ``told``) and nothing more: the clock starts a whole
    heard_wait after ``told``, not after the events; a second ``told`` of the same update does
    not wait again."""
    async def scenario():
        async with serving(tmp_path, heard_wait=HEARD_WAIT) as server:
            ana, first = await ana_at_a_timed_table(server)
            await ana.heard(first["seq"])
            await ana.wait_for(lambda m: m["type"] == "notice" and m["what"] == "timed_out", 5)
            await ana.wait_for(lambda m: m["type"] == "update" and m["actor"] == 1 and m["view"]["turn"] == 0, 5)
            ana.inbox.clear()
            loop = asyncio.get_running_loop()
            await ana.send("heard", seq=ana.seq, events_only=True)
            await asyncio.sleep(0.8 * HEARD_WAIT)
            await ana.send("heard", seq=ana.seq, told=True)
            told = loop.time()
            await asyncio.sleep(0.3 * HEARD_WAIT)
            table = next(iter(server.tables.values()))
            waiting = table.clock_waits.get(0)
            assert waiting is not None  # (the clock waits: restarted by ``told``)
            await ana.send("heard", seq=ana.seq, told=True)  # (once per update: no wait again)
            await asyncio.sleep(0.1 * HEARD_WAIT)
            assert table.clock_waits.get(0) is waiting
            await assert_clock_from(ana, told + HEARD_WAIT)
            await ana.close()
    run(scenario(), 20)
