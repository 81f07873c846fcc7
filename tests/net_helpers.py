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
    of an update received). Refusals fail the test."""
    choose = CHOICE[game]
    acted_at = -1
    pending = any(m["type"] in ("update", "sync", "over") for m in client.inbox)
    while client.over is None:
        if pending or client.view is None:
            message = await client.wait_for(lambda m: m["type"] in ("update", "sync", "over", "refused"), timeout)
            if message["type"] == "refused":
                raise AssertionError(f"{client.name}: refused {message}")
            if message["type"] == "over":
                return
            if until is not None and message["type"] == "update" and until(message):
                return
        pending = True
        if any(m["type"] in ("update", "sync", "over") for m in client.inbox):
            continue  # act on the latest view only
        if client.seq == acted_at:
            continue
        action = choose(client.view, rng)
        if action is not None:
            acted_at = client.seq
            await client.act(action)
