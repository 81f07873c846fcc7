"""Leaving an online table after its game ended (found by ear: Ana heard nothing when Ben went
back to the lobby from the finished table): a real server process on 127.0.0.1, the headless app
as Ana (the host of a counting table of 2, 1 token each, cards drawn automatically) and Ben, a
protocol client in a thread of his own, who plays random legal cards and, once the game is over
and the test says so, leaves. Ana, on the results, hears "Ben left the table." (the sentence of
a person who leaves a table before its start), once. Every wait is bounded."""

from __future__ import annotations

import asyncio
import random
import threading

import pytest

from game.net.bots import CHOICE
from game.scenes.online import OnlinePlan
from online_people import PersonThread, join_first_free
from test_online_table import free_port, open_hosted_table, over, play_turns, run_until, start_server, stop

DEADLINE = 90.0
LEFT = "Ben left the table."


class Ben(PersonThread):
    """Plays random legal cards (seeded) until the game is over; then leaves the table once
    ``leave_now`` is set (and stays connected, in the lobby, until ``stop``)."""

    def __init__(self, url: str) -> None:
        super().__init__(url, DEADLINE)
        self.leave_now = threading.Event()
        self.left = threading.Event()

    async def play(self) -> None:
        client = await self.connect("Ben")
        await join_first_free(client)
        rng = random.Random(3)
        acted_at = -1
        while client.over is None and not self.stop.is_set():
            try:
                await client.wait_for(lambda m: m["type"] in ("update", "sync", "over"), 0.2)
            except (TimeoutError, asyncio.TimeoutError):
                pass
            if any(m["type"] in ("update", "sync", "over") for m in client.inbox) or client.over is not None:
                continue  # act on the latest view only
            if client.view is None or client.seq == acted_at:
                continue
            action = CHOICE["counting"](client.view, rng)
            if action is not None:
                acted_at = client.seq
                await client.act(action)
        while not self.leave_now.is_set() and not self.stop.is_set():
            await asyncio.sleep(0.05)
        await client.leave()
        self.left.set()
        while not self.stop.is_set():
            await asyncio.sleep(0.05)
        await client.close()


@pytest.mark.long
def test_a_person_who_leaves_the_finished_table_is_said_to_the_others(client, tmp_path):
    """Ben leaves the table after the game's end: Ana, still there (on the results), hears "Ben left
    the table." once (was: nothing; the server sent no ``notice`` for a finished table)."""
    port = free_port()
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    ben = Ben(f"ws://127.0.0.1:{port}")
    try:
        plan = OnlinePlan(f"ws://127.0.0.1:{port}", "Ana", game="counting", players=2, computers=0,
                          cpu_delay=0.0, options=(("draw", "auto"), ("tokens", 1)))
        open_hosted_table(client, plan, ben)
        play_turns(client, lambda: over(client))
        run_until(client, lambda: not client.app.announcer.speech_busy(), 20)
        assert LEFT not in client.texts
        before = len(client.texts)
        ben.leave_now.set()
        assert ben.left.wait(10), ben.error
        run_until(client, lambda: LEFT in client.texts[before:], 10)
        for _frame in range(60):
            client.app.step(1)
        assert client.texts[before:] == [LEFT], client.texts[before:]
        assert ben.error is None, ben.error
    finally:
        ben.stop.set()
        ben.join(10)
        stop(server)
