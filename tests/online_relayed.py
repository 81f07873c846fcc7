"""The set-up of the online tests of a dropped link (issue 19; test_online_reconnect.py,
test_online_key_answers.py): a real server process on 127.0.0.1, the headless app as Ana
hosting a counting table through a TCP relay the test cuts and mends (:class:`Relay`), and
another person at her table, a protocol client in a thread (a :class:`PersonThread`: most often
:class:`BenOnCue`, who plays only when the test lets him). Also the words said when the link
drops and comes back. Not a test module itself."""

from __future__ import annotations

import asyncio
import contextlib
import random
import time
from collections.abc import Callable, Iterator
from typing import Any

from game.net.bots import CHOICE
from game.net.link import Link
from game.scenes.online import OnlinePlan
from tests.net_relay import Relay
from tests.online_people import PersonThread, join_first_free
from tests.test_online_table import free_port, open_hosted_table, run_until, start_server, stop

DEADLINE = 90.0
"""Seconds the other person's side may take at most."""
LOST = "Connection to the server lost. Trying to reconnect."
"""What Ana hears when her link drops."""
BACK = "Reconnected to the server."
"""What Ana hears when her link is back."""


class BenOnCue(PersonThread):
    """Ben joins the first table with a free seat and plays one legal card at his turn of the
    update the test names with :meth:`go` (the counting game, C-5); with :attr:`free`, at every
    turn of his, at a person's pace."""

    def __init__(self, url: str, free: bool = False) -> None:
        super().__init__(url, DEADLINE)
        self.free = free
        """True: Ben plays every turn without waiting for :meth:`go`."""
        self.waiting = False
        """True while it is Ben's turn and he waits for :meth:`go`."""
        self.allowed = -1
        self.acted = -1
        self.seat: int | None = None
        self.seq = 0
        """The last update Ben received (the server's count of moves)."""

    def go(self, seq: int) -> None:
        """Let Ben play his card at update ``seq`` (when it is his turn then)."""
        self.allowed = seq

    def excused(self, exc: BaseException) -> bool:
        """The server stopping at the end of the test (``stop`` set) is no error."""
        return self.stop.is_set()

    async def play(self) -> None:
        client = await self.connect("Ben")
        await join_first_free(client)
        rng = random.Random(3)
        while not self.stop.is_set() and client.over is None:
            self.seat = client.seat
            self.seq = client.seq
            await asyncio.sleep(0.01)
            view = client.view
            self.waiting = view is not None and view.get("turn") == client.seat and not self.free
            if view is None or view.get("turn") != client.seat or self.acted == client.seq \
                    or (client.seq != self.allowed and not self.free):
                continue
            action = CHOICE["counting"](view, rng)
            if action is not None:
                if self.free:
                    await asyncio.sleep(0.25)  # a person's pace: the game lasts while Ana is away
                self.acted = client.seq
                await client.act(action)
        await client.close()


@contextlib.contextmanager
def relayed_table(client, tmp_path, person: Callable[[str], PersonThread], players: int = 3, computers: int = 1,
                  options: tuple[tuple[str, Any], ...] = (("draw", "auto"),),
                  hold: int = 30) -> Iterator[tuple[Relay, Any, Any]]:
    """A server process (a dropped person's seat held ``hold`` seconds) and a relay in front of
    it; Ana (the app of ``client``, started here) hosts a counting table of ``players`` with
    ``computers`` computer players and ``options`` through the relay (her link tries again
    every 0.2 s), and ``person(url)``, started once the table is created, takes a free seat.
    Gives the relay, the person and the table scene once it is open; the person, the relay
    and the server are stopped at the end, and the person's error, if any, fails the test."""
    port = free_port()
    server = start_server(tmp_path / "data", port, tmp_path / "server.log", hold=hold)
    relay = Relay(port)
    other = person(f"ws://127.0.0.1:{port}")
    try:
        plan = OnlinePlan(relay.url, "Ana", game="counting", players=players, computers=computers, cpu_delay=0.0,
                          options=options)
        table = open_hosted_table(client, plan, other, link_factory=lambda url, name, token: Link(
            url, name, token, backoff=(0.2,)))
        yield relay, other, table
    finally:
        other.stop.set()
        relay.stop()
        stop(server)
    assert other.error is None, other.error


def back_and_heard(client, relay: Relay, session: Any) -> None:
    """Mend ``relay`` 0.3 s from now (what the server does meanwhile is done by then) and run
    the app until Ana hears :data:`BACK` and has nothing left to hand over (``session``, her
    remote session) or to say; then 30 updates more."""
    time.sleep(0.3)
    relay.mend()
    run_until(client, lambda: BACK in client.texts, 20)
    run_until(client, lambda: not session._incoming and not client.app.announcer.speech_busy(), 20)
    client.app.step(30)
