"""Helpers of the online tests: a server on 127.0.0.1 in the test's own event loop, and players
that act from the views they receive (the first legal choice, or a random one)."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Awaitable
from typing import Any

from game.net.bots import play  # noqa: F401 - the tests' player (moved to the package for the privacy audit)
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
