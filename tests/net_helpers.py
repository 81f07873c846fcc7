"""Helpers of the online tests: a server on 127.0.0.1 in the test's own event loop, and players
that act from the views they receive (the first legal choice, or a random one)."""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections.abc import AsyncIterator, Awaitable
from typing import Any

from game.net.bots import CHOICE
from game.net.client import Client
from game.net.protocol import COMPUTER_SPEED
from game.net.server import GameServer


def run(coro: Awaitable[Any], timeout: float = 30) -> Any:
    """Run ``coro`` in a new event loop; fail after ``timeout`` seconds."""
    return asyncio.run(asyncio.wait_for(coro, timeout))


@contextlib.asynccontextmanager
async def serving(data: Any, **options: Any) -> AsyncIterator[GameServer]:
    """A started server on 127.0.0.1 (any free port), stopped at the end; its players may act
    at computer speed unless ``rates`` says otherwise."""
    options.setdefault("log", None)
    options.setdefault("rates", COMPUTER_SPEED)
    server = GameServer(data, host="127.0.0.1", port=0, **options)
    await server.start()
    try:
        yield server
    finally:
        await server.stop()


def url(server: GameServer) -> str:
    """The server's ws:// address."""
    return f"ws://127.0.0.1:{server.port}"


async def connected(server: GameServer, name: str, **options: Any) -> Client:
    """A client of ``server`` that said hello as ``name``."""
    client = Client(url(server), **options)
    await client.connect(name)
    return client


async def play(client: Client, game: str, until: Any = None, rng: random.Random | None = None,
               timeout: float = 30) -> None:
    """Act from ``client``'s latest view until the game is over (or ``until(update)`` is true
    of an update received). After each action it waits for that action's update (its own
    seat as the actor) before acting again: views sent meanwhile do not know of it yet (two
    seats bid at once, T-7). Refusals fail the test."""
    choose = CHOICE[game]
    waiting = False
    pending = any(m["type"] in ("update", "sync", "over") for m in client.inbox)
    while client.over is None:
        if pending or client.view is None:
            message = await client.wait_for(lambda m: m["type"] in ("update", "sync", "over", "refused"), timeout)
            if message["type"] == "refused":
                raise AssertionError(f"{client.name}: refused {message}")
            if message["type"] == "over":
                return
            if message["type"] == "sync" or message.get("actor") == client.seat:
                waiting = False
            if until is not None and message["type"] == "update" and until(message):
                return
        pending = True
        if waiting or any(m["type"] in ("update", "sync", "over") for m in client.inbox):
            continue  # act on the latest view only, once it knows one's last action
        action = choose(client.view, rng)
        if action is not None:
            waiting = True
            await client.act(action)
