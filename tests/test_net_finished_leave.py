"""The host who closes the connection at a finished table has left it, just as by a ``leave``
(found in a read-through: the close after the game's end said "Ana left the table." but kept Ana,
gone, as the host in every summary the others and the lobby got, and wrote nothing). A real
server on 127.0.0.1, protocol clients, every wait bounded."""

from __future__ import annotations

import asyncio

from game.net.lobby import token_hash
from game.net.store import Store
from game.table.online_text import finished_notice_text
from game.table.table_people import people_text
from net_helpers import connected, play, run, serving


def test_the_host_closing_at_a_finished_table_hands_it_on_as_a_leave_does(tmp_path):
    """Ana (the host), Ben and a computer play a counting game of 1 token each to its end (C-20).
    Ana closes her connection on the results: Ben hears ``left`` ("Ana left the table."), then
    ``host`` naming him (said by nobody on the results: who hosts a finished table no longer
    matters), then a summary naming him the host, as when Ana sends ``leave``; the table's
    version went up by one and the database holds Ben as its host. The finished table is never
    rebuilt after a restart."""
    async def scenario():
        async with serving(tmp_path) as server:
            ana, ben = await connected(server, "Ana"), await connected(server, "Ben")
            await ana.create("counting", {"players": 3, "tokens": 1, "draw": "auto"}, computers=1,
                             level="random", cpu_delay=0)
            table_id = (await ana.wait_for("table"))["table"]["id"]
            await ben.join(table_id)
            await ana.wait_for(lambda m: m["type"] == "table" and not m["table"]["free"])
            await ana.start()
            await asyncio.gather(play(ana, "counting"), play(ben, "counting"))
            assert ana.over is not None and ben.over is not None
            table = server.tables[table_id]
            assert table.finished and table.host == token_hash(ana.token)
            await asyncio.sleep(0.1)  # (the last frames of the game delivered)
            ben.inbox.clear()
            version = table.version
            await ana.close()
            left = await ben.wait_for(lambda m: m["type"] == "notice" and m["what"] == "left", 5)
            host = await ben.wait_for(lambda m: m["type"] == "notice" and m["what"] == "host", 5)
            summary = (await ben.wait_for("table", 5))["table"]
            assert (left["seat"], left["name"]) == (0, "Ana")
            assert ben.seat == 2
            assert finished_notice_text(left, 2) == "Ana left the table."
            assert (host["seat"], host["name"]) == (2, "Ben")
            assert finished_notice_text(host, 2) is None  # (nothing said on the results)
            assert (summary["host"], summary["finished"]) == ("Ben", True)
            assert [(seat["name"], seat["connected"]) for seat in summary["seats"] if seat["kind"] == "person"] == \
                [("Ana", False), ("Ben", True)]
            assert people_text(summary, 2, "Ben") == \
                "Ana, person. Ana is not connected. A computer player. Ben (you), person, the host. Nobody is watching."
            assert table.host == token_hash(ben.token)
            assert table.version == version + 1
            stored = server.store.db.execute("SELECT host FROM tables WHERE id = ?", (table_id,)).fetchone()
            assert stored == (token_hash(ben.token),)
            await ben.close()

    run(scenario(), 60)
    store = Store(tmp_path / "server.sqlite3")
    try:
        assert store.open_tables() == []  # (a finished table is never rebuilt: its saved seats only its record)
    finally:
        store.close()
