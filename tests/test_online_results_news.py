"""The results of an online game keep the table's news (found by ear: chat said to a finished
table was dropped while Ana read the results): a real server process on 127.0.0.1, the headless
app as Ana (the host of a counting table of 3, 1 token each, cards drawn automatically), Ben and
Cleo protocol clients in threads of their own, who play random legal cards; once the game is
over, and each when the test says so, Ben writes to the table's chat, Cleo's connection ends,
and Ben leaves the table. Ana, on the results, hears each once, in that order, as notices that
never cut the results, worded as at the table ("Ben says: well played"), and sees them in the log
strip (the history's shown lines). Every wait is bounded."""

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
CHAT = "Ben says: well played"
DROPPED = "Cleo left the table."
"""Cleo closes her connection on the results: she has left the finished table (was "Cleo lost the
connection.", found by a tester by ear for each person who closed a finished table)."""
LEFT = "Ben left the table."


class Player(PersonThread):
    """Plays random legal cards (seeded) until the game is over; then, once each event is set,
    says ``chat`` to the table (when given), ends its connection (``drop_now``) or leaves the
    table (``leave_now``), and stays until ``stop``."""

    def __init__(self, url: str, name: str, seed: int, chat: str | None = None) -> None:
        super().__init__(url, DEADLINE)
        self.name = name
        self.seed = seed
        self.chat = chat
        self.seated = threading.Event()
        self.chat_now = threading.Event()
        self.leave_now = threading.Event()
        self.drop_now = threading.Event()
        self.done_step = threading.Event()

    async def play(self) -> None:
        client = await self.connect(self.name)
        await join_first_free(client)
        self.seated.set()
        rng = random.Random(self.seed)
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
        while not self.stop.is_set():
            if self.chat is not None and self.chat_now.is_set():
                self.chat_now.clear()
                await client.chat(self.chat)
                self.done_step.set()
            if self.drop_now.is_set():
                await client.close()
                self.done_step.set()
                return
            if self.leave_now.is_set():
                self.leave_now.clear()
                await client.leave()
                self.done_step.set()
            await asyncio.sleep(0.05)
        await client.close()


def step(client, person: Player, event: threading.Event, line: str) -> None:
    """``person`` does what ``event`` asks; Ana hears ``line`` within 10 s."""
    person.done_step.clear()
    event.set()
    assert person.done_step.wait(10), person.error
    run_until(client, lambda: line in client.texts, 10)


@pytest.mark.long
def test_chat_and_news_of_the_finished_table_are_said_and_shown_on_the_results(client, tmp_path):
    """Was: only "Ben left the table." was said on the results; Ben's chat line was dropped (and
    any other notice). Now all three, once, in order; the connection closed there says no seat
    is held (the game is over): Cleo left the table."""
    from game.scenes.results import GameResults
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    ben = Player(url, "Ben", 3, chat="well played")
    cleo = Player(url, "Cleo", 4)
    try:
        plan = OnlinePlan(url, "Ana", game="counting", players=3, computers=0,
                          cpu_delay=0.0, options=(("draw", "auto"), ("tokens", 1)))

        class Both(PersonThread):
            """Starts Ben, then Cleo once he is seated (so that each takes the next free seat)."""

            def start(self) -> None:
                ben.start()
                assert ben.seated.wait(20), ben.error
                cleo.start()

        open_hosted_table(client, plan, Both(url, DEADLINE))
        play_turns(client, lambda: over(client))
        run_until(client, lambda: not client.app.announcer.speech_busy(), 20)
        results = client.app.top
        assert isinstance(results, GameResults) and results.link is not None
        before = len(client.texts)
        step(client, ben, ben.chat_now, CHAT)
        step(client, cleo, cleo.drop_now, DROPPED)
        step(client, ben, ben.leave_now, LEFT)
        for _frame in range(60):
            client.app.step(1)
        assert client.app.top is results
        assert client.texts[before:] == [CHAT, DROPPED, LEFT], client.texts[before:]
        shown = [str(item) for item in client.app.announcer.history.shown()]
        assert [line for line in shown if line in (CHAT, DROPPED, LEFT)] == [CHAT, DROPPED, LEFT], shown
        assert results.seat == 0  # (Ana's: the notices of her own seat are said as hers)
        assert ben.error is None, ben.error
        assert cleo.error is None, cleo.error
    finally:
        ben.stop.set()
        cleo.stop.set()
        ben.join(10)
        if cleo.is_alive() or cleo.done.is_set():
            cleo.join(10)
        stop(server)
