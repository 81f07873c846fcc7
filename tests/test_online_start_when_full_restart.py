"""A table that starts when full keeps saying so across a restart of the server (found in use:
the flag was not stored, so after a restart the others heard "Every seat is taken. Waiting for
Ben to start the game." though Ben's app starts it by itself). A real server process on
127.0.0.1 (``python -m game serve``), killed (``kill -9``) and started again on the same port
and ``--data``; Ben, the host, a protocol client in a thread of his own; the headless app as Ana.
Every wait is bounded."""

from __future__ import annotations

import os
import signal
import sqlite3
import threading

import pygame
import pytest

from game.counting.menu_entry import ENTRY
from game.net.store import Store
from game.scenes.registry import register_game
from tests.online_people import PersonThread
from tests.test_online_table import free_port, run_until, start_server, stop

DEADLINE = 60.0
"""Seconds Ben's side may take at most."""


@pytest.fixture(autouse=True)
def _registered(monkeypatch):
    """The main menu as the online tests drive it by keys (one game, then Play online)."""
    from game.scenes import registry
    monkeypatch.setattr(registry, "_GAMES", {})
    register_game(ENTRY)


class Ben(PersonThread):
    """Ben creates a trick table of 3 with a computer player and ``start_when_full`` (his app
    would start it once every seat is taken), then waits for ``restarted``; he comes back with
    his token to the restarted server and stays connected (the host, present) until ``stop``."""

    def __init__(self, url: str, start_when_full: bool) -> None:
        super().__init__(url, DEADLINE)
        self.start_when_full = start_when_full
        self.created = threading.Event()
        self.restarted = threading.Event()
        self.back = threading.Event()
        self.summaries: list[dict] = []
        """The table's summary as Ben received it: at its creation, then back after the restart."""

    async def play(self) -> None:
        import asyncio
        from game.net.client import Client
        client = await self.connect("Ben")
        await client.create("tricks", {"players": 3}, computers=1, cpu_delay=0,
                            start_when_full=self.start_when_full)
        self.summaries.append((await client.wait_for("table", 20))["table"])
        token = client.token
        self.created.set()
        while not self.restarted.is_set():
            await asyncio.sleep(0.02)
        client = Client(self.url)
        await client.connect("Ben", token=token)
        self.summaries.append((await client.wait_for("table", 20))["table"])
        self.back.set()
        while not self.stop.is_set():
            await asyncio.sleep(0.02)
        await client.close()


@pytest.mark.long
@pytest.mark.parametrize("start_when_full", [True, False])
def test_a_table_that_starts_when_full_still_does_after_a_restart(client, tmp_path, start_when_full):
    """Ben's table made with ``start_when_full`` is restored by a restarted server with it: the
    summary says ``starts_when_full``, and Ana, who takes its last seat after the restart,
    hears "Every seat is taken. The game is starting." (was "... Waiting for Ben to start the
    game.", the flag lost); a table made without it still says to wait for Ben."""
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    data = tmp_path / "data"
    server = start_server(data, port, tmp_path / "first.log")
    ben = Ben(url, start_when_full)
    try:
        ben.start()
        assert ben.created.wait(20), ben.error
        assert ben.summaries[0]["starts_when_full"] is start_when_full
        os.kill(server.pid, signal.SIGKILL)  # before the table starts
        server.wait()
        server = start_server(data, port, tmp_path / "second.log")  # (a log of its own: "listening" once)
        assert "table 1 restored" in (tmp_path / "second.log").read_text()
        ben.restarted.set()
        assert ben.back.wait(20), ben.error
        assert ben.summaries[1]["host"] == "Ben" and ben.summaries[1]["free"] == [2]
        client.app.settings.section("online").update({"url": url, "name": "Ana"})
        client.start()
        client.press(pygame.K_DOWN)
        client.press(pygame.K_RETURN)  # Play online
        client.press(pygame.K_DOWN)
        client.press(pygame.K_DOWN)
        client.press(pygame.K_RETURN)  # Connect
        run_until(client, lambda: any(t.startswith("Lobby.") for t in client.texts), 20)
        client.press(pygame.K_DOWN)  # table 1
        before = len(client.texts)
        client.press(pygame.K_RETURN)  # join it
        run_until(client, lambda: "You joined Ben's table." in client.texts[before:]
                  and any(t.startswith("Every seat is taken.") for t in client.texts[before:]), 20)
        said = client.texts[client.texts.index("You joined Ben's table.", before):]
        waiting = next(t for t in said if t.startswith("Every seat is taken."))
        assert waiting == ("Every seat is taken. The game is starting." if start_when_full
                           else "Every seat is taken. Waiting for Ben to start the game."), said
        assert ben.summaries[1]["starts_when_full"] is start_when_full
    finally:
        ben.stop.set()
        ben.done.wait(10)
        stop(server)
    assert ben.error is None, ben.error


def test_a_database_from_before_the_flag_gains_it_and_its_tables_start_by_the_host(tmp_path):
    """A server's ``--data`` kept from a version whose ``tables`` had no ``starter`` column: the
    store adds it (empty), and those tables are read back as started by their host (None)."""
    path = tmp_path / "server.sqlite3"
    old = sqlite3.connect(str(path))
    old.executescript("""
CREATE TABLE tables (
    id INTEGER PRIMARY KEY, game TEXT NOT NULL, options TEXT NOT NULL, level TEXT NOT NULL,
    cpu_delay REAL NOT NULL, host TEXT, seats TEXT NOT NULL, started INTEGER NOT NULL DEFAULT 0,
    finished INTEGER NOT NULL DEFAULT 0, setup TEXT, cpu_seed TEXT NOT NULL, created REAL NOT NULL,
    turn_timer REAL);
INSERT INTO tables (game, options, level, cpu_delay, host, seats, cpu_seed, created)
    VALUES ('tricks', '{"players": 3}', 'strong', 0, 'abc', '[]', 'seed', 0);
""")
    old.commit()
    old.close()
    store = Store(path)
    try:
        assert [(row.id, row.host, row.starter) for row in store.open_tables()] == [(1, "abc", None)]
        new = store.new_table("tricks", {"players": 3}, "strong", 0.0, "def", [], "seed", None, "def")
        assert [(row.id, row.starter) for row in store.open_tables()] == [(1, None), (new, "def")]
    finally:
        store.close()
    Store(path).close()  # opened again: the column is there, nothing to add
