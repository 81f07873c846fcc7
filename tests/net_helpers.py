"""Helpers of the online tests: a server on 127.0.0.1 in the test's own event loop, and players
that act from the views they receive (the first legal choice, or a random one); for a server run
as a process, a free port and the way to stop it."""

from __future__ import annotations

import asyncio
import contextlib
import signal
import socket
import subprocess
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


async def three_started(server: GameServer, game: str, options: dict[str, Any],
                        **create: Any) -> tuple[Client, Client, Client, int]:
    """Ana, Ben and Cid connected to ``server``: Ana creates a table of ``game`` with ``options``
    (``create``: the rest of her ``create``), Ben and Cid join it, Ana starts it once it is full;
    returned once each has the game's first update: (ana, ben, cid, the table's id)."""
    ana, ben, cid = [await connected(server, name) for name in ("Ana", "Ben", "Cid")]
    await ana.create(game, options, **create)
    table_id = (await ana.wait_for("table"))["table"]["id"]
    await ben.join(table_id)
    await cid.join(table_id)
    await ana.wait_for(lambda m: m["type"] == "table" and not m["table"]["free"])
    await ana.start()
    for person in (ana, ben, cid):
        await person.wait_for(lambda m: m["type"] == "update" and m["seq"] == 1)
    return ana, ben, cid, table_id


def free_port() -> int:
    """A TCP port of 127.0.0.1 free at the time of asking (for a server process to listen on)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def stop_process(process: subprocess.Popen) -> None:
    """End a server process still running: SIGTERM, then SIGKILL unless it ended within 10 s."""
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def serve_process(data: Any) -> tuple[subprocess.Popen, int]:
    """``python -m game serve`` on 127.0.0.1 at a free port with its data in ``data``, returned
    with the port once it listens (its stderr a pipe: close it after :func:`stop_process`)."""
    import sys
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "game", "serve", "--host", "127.0.0.1", "--port", str(port), "--data", str(data)],
        stderr=subprocess.PIPE, text=True)
    while "listening on" not in (line := process.stderr.readline()):
        if not line:
            stop_process(process)
            process.stderr.close()
            raise AssertionError("the server ended before it listened")
    return process, port
