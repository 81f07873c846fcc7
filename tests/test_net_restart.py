"""Nothing lost: ``kill -9`` of a ``python -m game serve`` process mid-game, a restart on the
same port and data, the people reconnect with their tokens and the game ends exactly as an
uninterrupted one with the same seeds and players (C-20)."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import subprocess
import sys

from game.net.client import Client
from game.net.store import Store
from game.replay import run_case
from net_helpers import free_port, play, run, stop_process


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
    """Stop the server process (:func:`net_helpers.stop_process`) and close its stderr pipe."""
    stop_process(process)
    process.stderr.close()


SETUPS = {"counting": ({"players": 3, "tokens": 2}, "simple"), "tricks": ({"players": 3}, "strong")}
"""Each game's table: options and the computer's level (both choose alike from the same seed)."""


def deal_scored(update: dict) -> bool:
    """The trick game's deal is over (T-15)."""
    return any(event["kind"] == "DealScored" for event in update["events"])


async def game(data, kind: str, kill_after: int | None) -> list:
    """Ana and Ben with a computer play a counting game (or a trick deal); with ``kill_after``
    the server is killed (SIGKILL) once that many updates were received, restarted, and both
    reconnect. Returns the table's logged actions as the database keeps them."""
    port = free_port()
    server = await start_server(data, port)
    address = f"ws://127.0.0.1:{port}"
    options, level = SETUPS[kind]
    end = None if kind == "counting" else deal_scored
    try:
        ana, ben = Client(address), Client(address)
        await ana.connect("Ana")
        await ben.connect("Ben")
        await ana.create(kind, options, computers=1, level=level, cpu_delay=0.5)
        table_id = (await ana.wait_for("table"))["table"]["id"]
        await ben.join(table_id)
        await ana.wait_for(lambda m: m["type"] == "table" and not m["table"]["free"])
        await ana.start()
        if kill_after is not None:
            def far(update):
                return update["seq"] >= kill_after
            await asyncio.gather(play(ana, kind, until=far), play(ben, kind, until=far))
            seen, view_before = ana.seq, ana.view
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
                assert sync["seq"] >= seen  # every update received was written before it was sent
                if client is ana and sync["seq"] == seen:
                    assert sync["view"] == view_before
        await asyncio.gather(play(ana, kind, until=end), play(ben, kind, until=end))
        if kind == "counting":
            assert ana.over is not None and ana.over["final"] == run_case(ana.over["log"])
        await ana.close()
        await ben.close()
    finally:
        stop(server)
    store = Store(data / "server.sqlite3")
    game_kind, setup, actions = store.log(table_id)
    store.close()
    return [game_kind, setup, actions]


def test_kill_and_restart_mid_game_ends_as_uninterrupted(tmp_path):
    """The counting game, killed after 12 updates: the same log and final state as a game never
    interrupted (C-20)."""
    async def scenario():
        return await game(tmp_path / "whole", "counting", None), await game(tmp_path / "broken", "counting", 12)
    whole, broken = run(scenario(), 60)
    assert broken == whole
    assert len(broken[2]) > 12
    case = {"game": broken[0], "setup": broken[1], "actions": broken[2]}
    assert run_case(case)["winner"] is not None


def test_kill_and_restart_mid_trick_deal_ends_as_uninterrupted(tmp_path):
    """A trick deal killed after the bids and some tricks: the same deal as one never
    interrupted, scored (T-15)."""
    async def scenario():
        return await game(tmp_path / "whole", "tricks", None), await game(tmp_path / "broken", "tricks", 10)
    whole, broken = run(scenario(), 60)
    deal = 3 + 27  # three bids, nine tricks of three cards (the computer may have bid the next deal)
    assert len(whole[2]) >= deal and len(broken[2]) >= deal
    assert broken[:2] == whole[:2] and broken[2][:deal] == whole[2][:deal]


def test_after_a_restart_nobody_hears_a_person_back_whose_drop_nobody_heard(tmp_path):
    """A restart drops everyone at once, unannounced: Ben, back first, hears nothing of Ana coming
    back ("Ana is back." was said though nobody had heard her drop); a drop told before is still
    answered by "returned"."""
    from game.net.client import Client
    from net_helpers import connected, run, serving, url

    async def scenario():
        async with serving(tmp_path, hold_seconds=30) as server:
            ana, ben = await connected(server, "Ana"), await connected(server, "Ben")
            await ana.create("counting", {"players": 2, "tokens": 9}, level="simple", cpu_delay=0.05)
            table_id = (await ana.wait_for("table"))["table"]["id"]
            await ben.join(table_id)
            await ana.wait_for(lambda m: m["type"] == "table" and not m["table"]["free"])
            await ana.start()
            await ben.wait_for("update")
            tokens = ana.token, ben.token
            await ana.close()
            await ben.close()
        async with serving(tmp_path, hold_seconds=30) as server:
            ben = Client(url(server))
            await ben.connect("Ben", token=tokens[1])
            await ben.wait_for("sync")
            ana = Client(url(server))
            await ana.connect("Ana", token=tokens[0])
            await ana.wait_for("sync")
            await ben.wait_for(lambda m: m["type"] == "table" and all(s["connected"] for s in m["table"]["seats"]))
            assert not [m for m in ben.inbox if m["type"] == "notice" and m["what"] == "returned"]
            await ana.close()  # a drop the table hears: her return is told
            await ben.wait_for(lambda m: m["type"] == "notice" and m["what"] == "dropped")
            ana = Client(url(server))
            await ana.connect("Ana", token=tokens[0])
            back = await ben.wait_for(lambda m: m["type"] == "notice" and m["what"] == "returned")
            assert (back["name"], back["was_replaced"]) == ("Ana", False)
            await ana.close()
            await ben.close()
    run(scenario(), 30)
