"""Nothing lost: ``kill -9`` of a ``python -m game serve`` process mid-game, a restart on the
same port and data, the people reconnect with their tokens and the game ends exactly as an
uninterrupted one with the same seeds and players (C-20)."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import socket
import subprocess
import sys

from game.net.client import Client
from game.replay import run_case
from net_helpers import play, run


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


async def start_server(data, port: int) -> subprocess.Popen:
    """``python -m game serve`` on 127.0.0.1:port with fixed seeds; returns once it listens."""
    process = subprocess.Popen(
        [sys.executable, "-m", "game", "serve", "--host", "127.0.0.1", "--port", str(port), "--data", str(data),
         "--fixed-seeds", "11", "--hold", "30", "--computer-speed"],
        stderr=subprocess.PIPE, text=True)
    loop = asyncio.get_running_loop()
    while True:
        line = await loop.run_in_executor(None, process.stderr.readline)
        if not line:
            raise AssertionError("the server ended before it listened")
        if "listening on" in line:
            assert re.search(rf"ws://127\.0\.0\.1:{port}\b", line), line
            return process


def stop(process: subprocess.Popen) -> None:
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    process.stderr.close()


async def game(data, kill_after: int | None) -> dict:
    """Ana and Ben with a computer play a counting game; with ``kill_after`` the server is
    killed (SIGKILL) once that many updates were received, restarted, and both reconnect."""
    port = free_port()
    server = await start_server(data, port)
    address = f"ws://127.0.0.1:{port}"
    try:
        ana, ben = Client(address), Client(address)
        await ana.connect("Ana")
        await ben.connect("Ben")
        await ana.create("counting", {"players": 3, "tokens": 2}, computers=1, level="simple", cpu_delay=0.5)
        table_id = (await ana.wait_for("table"))["table"]["id"]
        await ben.join(table_id)
        await ana.wait_for(lambda m: m["type"] == "table" and not m["table"]["free"])
        await ana.start()
        if kill_after is not None:
            def far(update):
                return update["seq"] >= kill_after
            await asyncio.gather(play(ana, "counting", until=far), play(ben, "counting", until=far))
            total_before = ana.view["total"]
            os.kill(server.pid, signal.SIGKILL)
            server.wait()
            server.stderr.close()
            for _ in range(100):  # both notice the connection is gone (1006: no close frame)
                if ana.closed is not None and ben.closed is not None:
                    break
                await asyncio.sleep(0.05)
            assert ana.closed.code == 1006
            server = await start_server(data, port)
            for client in (ana, ben):
                token = client.token
                client.inbox.clear()
                await client.connect("ignored", token=token)
                sync = await client.wait_for("sync")
                assert sync["seq"] >= kill_after
            assert ana.view["total"] == total_before or ana.seq > kill_after
        await asyncio.gather(play(ana, "counting"), play(ben, "counting"))
        over = ana.over
        await ana.close()
        await ben.close()
        return over
    finally:
        stop(server)


def test_kill_and_restart_mid_game_ends_as_uninterrupted(tmp_path):
    async def scenario():
        whole = await game(tmp_path / "whole", None)
        broken = await game(tmp_path / "broken", 12)
        return whole, broken
    whole, broken = run(scenario(), 60)
    a, b = whole["log"]["actions"], broken["log"]["actions"]
    first = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), None)
    assert first is None and len(a) == len(b), (first, len(a), len(b), a[max(0, (first or 0) - 3):(first or 0) + 3],
                                                b[max(0, (first or 0) - 3):(first or 0) + 3])
    assert broken["log"] == whole["log"]
    assert broken["final"] == whole["final"] == run_case(broken["log"])
    assert len(broken["log"]["actions"]) > 12
