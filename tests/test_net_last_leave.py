"""A game its last person leaves ends at once (found by ear: Uma, the last person at a counting
table, left; her lobby read the table as playing, then "Tables changed: 0 tables." once the
computers had played it to its end for nobody). A real server on 127.0.0.1, bounded waits."""

from __future__ import annotations

import asyncio
import io

from game.net.store import Store
from net_helpers import connected, run, serving


async def _created(ana, players: int = 2, computers: int = 1, tokens: int = 9) -> int:
    """Ana creates a counting table of ``players`` with ``computers`` simple computer players,
    ``tokens`` each. Returns the table's id."""
    await ana.create("counting", {"players": players, "tokens": tokens, "draw": "auto"}, computers=computers,
                     level="simple", cpu_delay=0.05)
    return (await ana.wait_for("table"))["table"]["id"]


def test_the_last_person_leaving_ends_the_game_and_no_lobby_lists_it_again(tmp_path):
    """Ana and a computer: Ana leaves mid-game. The lobby she is sent has no table at all (not
    the table as playing); Ben in the lobby hears it gone; the computers stop; the database
    marks it over without results (never rebuilt after a restart); the log says so."""
    log = io.StringIO()

    async def scenario():
        async with serving(tmp_path, log=log) as server:
            ana, ben = await connected(server, "Ana"), await connected(server, "Ben")
            await ana.wait_for("lobby")
            await ben.wait_for("lobby")
            table_id = await _created(ana)
            await ana.start()
            await ana.wait_for("update")
            table = server.tables[table_id]
            await ana.leave()
            lobby = await ana.wait_for("lobby")
            assert lobby["tables"] == []
            gone = await ben.wait_for(lambda m: m["type"] == "lobby_changes" and table_id in m["gone"], 5)
            assert gone["gone"] == [table_id] and gone["tables"] == []
            assert table_id not in server.tables
            actions = len(table.actions)
            await asyncio.sleep(0.3)
            assert len(table.actions) == actions and table.task is not None and table.task.done()
            assert not any(m["type"] == "lobby_changes" and m["tables"] for m in ana.inbox)  # (nothing to say later)
            await ana.close()
            await ben.close()
            return actions

    actions = run(scenario(), 30)
    lines = [line.split(" ", 1)[1] for line in log.getvalue().splitlines()]
    assert f"table 1 ended: the last person left after {actions} actions" in lines
    assert not any("finished after" in line for line in lines)
    store = Store(tmp_path / "server.sqlite3")
    try:
        assert store.open_tables() == []
        assert store.statistics("Ana") == {}
    finally:
        store.close()


def test_a_watched_game_goes_on_without_its_last_person_and_ends_when_nobody_watches(tmp_path):
    """Cy watches Ana's game: when Ana leaves, a computer takes her seat and the game goes on
    for Cy (Ana's lobby lists it, playing, every seat a computer's, 1 watching); when Cy leaves
    too, it ends before its end (8 seats, 50 tokens each: not over by then) and goes from the list."""
    log = io.StringIO()

    async def scenario():
        async with serving(tmp_path, log=log) as server:
            ana, cy = await connected(server, "Ana"), await connected(server, "Cy")
            await ana.wait_for("lobby")
            table_id = await _created(ana, players=8, computers=7, tokens=50)
            await cy.watch(table_id)
            await ana.wait_for(lambda m: m["type"] == "notice" and m["what"] == "watching")
            await ana.start()
            await ana.wait_for("update")
            await ana.leave()
            lobby = await ana.wait_for("lobby")
            [listed] = lobby["tables"]
            assert (listed["id"], listed["started"], listed["finished"], listed["spectators"]) == \
                (table_id, True, False, 1)
            assert [seat["kind"] for seat in listed["seats"]] == ["computer"] * 8
            left = await cy.wait_for(lambda m: m["type"] == "notice" and m["what"] == "left")
            assert (left["seat"], left["name"], left["computer"]) == (0, "Ana", True)
            table = server.tables[table_id]
            await cy.leave()
            gone = await ana.wait_for(lambda m: m["type"] == "lobby_changes" and table_id in m["gone"], 5)
            assert gone["gone"] == [table_id]
            assert table_id not in server.tables and not table.rules.is_over(table.state)
            await ana.close()
            await cy.close()
            return len(table.actions)

    actions = run(scenario(), 30)
    assert f"table 1 ended: the last person left after {actions} actions" in log.getvalue()


def test_a_person_away_keeps_the_game_when_the_last_one_connected_leaves(tmp_path):
    """Ben dropped (his seat held: he may come back with his token); Ana, the last person
    connected, leaves: the game goes on (a computer takes her seat) and stays in the list."""
    async def scenario():
        async with serving(tmp_path, hold_seconds=30) as server:
            ana, ben = await connected(server, "Ana"), await connected(server, "Ben")
            await ana.wait_for("lobby")
            table_id = await _created(ana, players=3, computers=1)
            await ben.join(table_id)
            await ana.wait_for(lambda m: m["type"] == "table" and not m["table"]["free"])
            await ana.start()
            await ana.wait_for("update")
            await ben.close()
            await ana.wait_for(lambda m: m["type"] == "notice" and m["what"] == "dropped")
            await ana.leave()
            lobby = await ana.wait_for("lobby")
            assert [(t["id"], t["started"], t["finished"]) for t in lobby["tables"]] == [(table_id, True, False)]
            assert [seat["kind"] for seat in lobby["tables"][0]["seats"]] == ["computer", "computer", "person"]
            assert table_id in server.tables and not server.tables[table_id].finished
            await ana.close()
    run(scenario(), 30)
