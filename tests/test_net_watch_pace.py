"""Computer players never outrun the speech of a person watching a game only computers play
(every person left, or a watcher came to such a game): they wait for the watcher's ``heard`` as
for a seated person's, 4 x the table's delay at most. A real server on 127.0.0.1, bounded waits."""

from __future__ import annotations

import asyncio

from net_helpers import connected, run, serving


def _updates(client) -> list[dict]:
    """Take the updates in ``client``'s inbox (in order)."""
    taken = [m for m in client.inbox if m["type"] in ("update", "sync")]
    client.inbox = [m for m in client.inbox if m["type"] not in ("update", "sync")]
    return taken


async def _one_more(client, seq: int, timeout: float) -> dict:
    """The next update after ``seq``."""
    return await client.wait_for(lambda m: m["type"] == "update" and m["seq"] > seq, timeout)


def test_the_computers_wait_for_the_watcher_of_a_game_only_computers_play(tmp_path):
    """Cy watches Ana's counting game (3 seats, 2 computers, delay 5 s: at most 20 s of waiting);
    Ana leaves: only computers play. Each time Cy does not report the last move heard for 1 s, no
    other move comes (0 updates); once Cy reports it, the next comes (1 update, within 2 s)."""
    async def scenario():
        async with serving(tmp_path) as server:
            ana = await connected(server, "Ana")
            cy = await connected(server, "Cy", auto_heard=False)
            await ana.wait_for("lobby")
            await ana.create("counting", {"players": 3, "tokens": 50, "draw": "auto"}, computers=2,
                             level="random", cpu_delay=5)
            table_id = (await ana.wait_for("table"))["table"]["id"]
            await cy.watch(table_id)
            await ana.wait_for(lambda m: m["type"] == "notice" and m["what"] == "watching")
            await ana.start()
            await ana.wait_for("update")
            await cy.wait_for("update")
            await cy.heard()
            await ana.leave()
            await cy.wait_for(lambda m: m["type"] == "notice" and m["what"] == "left")
            table = server.tables[table_id]
            assert [seat.kind == "computer" or seat.replaced for seat in table.seats] == [True] * 3
            await asyncio.sleep(0.3)  # (a move Ana's client heard, and Cy's next one, may be on their way)
            seq = max([m["seq"] for m in _updates(cy)] + [cy.seq])
            await cy.heard(seq)
            for _ in range(3):
                seq = (await _one_more(cy, seq, 2))["seq"]
                await asyncio.sleep(1)
                assert [m["seq"] for m in _updates(cy)] == []  # not heard: nothing more
                assert table.seq == seq
                await cy.heard(seq)
                seq = (await _one_more(cy, seq, 2))["seq"]
                assert table.seq == seq
                await cy.heard(seq)
            await ana.close()
            await cy.close()

    run(scenario(), 40)


def test_a_silent_watcher_holds_the_computers_4_times_their_delay_at_most(tmp_path):
    """The same with a delay of 0.25 s: a watcher who never reports (an older app, a stuck one)
    holds each move 1 s at most, as a silent seated person would: in 2.5 s of silence after a
    move, 1 to 3 more come (at full speed: dozens; waiting for ever: none)."""
    async def scenario():
        async with serving(tmp_path) as server:
            ana = await connected(server, "Ana")
            cy = await connected(server, "Cy", auto_heard=False)
            await ana.wait_for("lobby")
            await ana.create("counting", {"players": 3, "tokens": 50, "draw": "auto"}, computers=2,
                             level="random", cpu_delay=0.25)
            table_id = (await ana.wait_for("table"))["table"]["id"]
            await cy.watch(table_id)
            await ana.wait_for(lambda m: m["type"] == "notice" and m["what"] == "watching")
            await ana.start()
            await ana.wait_for("update")
            await ana.leave()
            await cy.wait_for(lambda m: m["type"] == "notice" and m["what"] == "left")
            await asyncio.sleep(0.3)
            seq = max([m["seq"] for m in _updates(cy)] + [cy.seq])
            await cy.heard(seq)
            seq = (await _one_more(cy, seq, 2))["seq"]
            await asyncio.sleep(2.5)
            more = [m["seq"] for m in _updates(cy)]
            assert 1 <= len(more) <= 3, more
            assert not server.tables[table_id].finished
            await ana.close()
            await cy.close()

    run(scenario(), 30)


def test_a_watcher_coming_to_a_game_only_computers_play_paces_it_too(tmp_path):
    """Cy (reporting each move heard at once) watches a game only computers play; Dee comes to
    watch it: no move comes in the 1 s before Dee reports the situation heard (0 updates), the
    next comes once Dee has (within 2 s)."""
    async def scenario():
        async with serving(tmp_path) as server:
            ana, cy = await connected(server, "Ana"), await connected(server, "Cy")
            dee = await connected(server, "Dee", auto_heard=False)
            await ana.wait_for("lobby")
            await ana.create("counting", {"players": 3, "tokens": 50, "draw": "auto"}, computers=2,
                             level="random", cpu_delay=5)
            table_id = (await ana.wait_for("table"))["table"]["id"]
            await cy.watch(table_id)
            await ana.wait_for(lambda m: m["type"] == "notice" and m["what"] == "watching")
            await ana.start()
            await ana.wait_for("update")
            await ana.leave()
            await cy.wait_for(lambda m: m["type"] == "notice" and m["what"] == "left")
            for _ in range(3):  # the game goes on for Cy
                await _one_more(cy, cy.seq, 2)
            await dee.watch(table_id)
            seq = (await dee.wait_for("sync", 2))["seq"]
            await asyncio.sleep(1)
            assert [m["seq"] for m in _updates(dee)] == [] and server.tables[table_id].seq == seq
            await dee.heard(seq)
            assert (await _one_more(dee, seq, 2))["seq"] == seq + 1
            await ana.close()
            await cy.close()
            await dee.close()

    run(scenario(), 30)
