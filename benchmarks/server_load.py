"""Load on the online server: N tables of three protocol clients each, playing at computer speed.

A ``python -m game serve --computer-speed`` process is started on 127.0.0.1 with a fresh data
folder; client processes (``--processes``, default 1, each one asyncio loop) open 3 x N connections, makes N counting tables of three
people (tokens 50, so games last), starts them and plays with the first-choice players of
:mod:`game.net.bots` for ``--seconds`` after a warm-up. A game that ends is followed by a new
table of the same three people. Reported:

- tables held: tables whose three connections stayed up and kept playing to the end;
- actions per second: actions the server applied in the measured window;
- p50 / p99 action-to-last-receipt: from a client sending an action to the last of its table's
  three clients receiving that action's update, in ms (the clients share this process, so the
  figure includes their own loop's delay: an upper bound of the server's part);
- server RSS (VmRSS at the end, VmHWM peak) and CPU (user + system seconds over the window, as a
  share of one core).

Run: ``nice -n 10 .venv/bin/python benchmarks/server_load.py --tables 20 --seconds 20 [--processes 2]``
(``--processes``: the tables' clients split over that many client processes)
(bounded: at most 1,000 tables, 300 s; the whole run stops itself).

Measured: see the report of issue 19 (docs/online.md, "Load").
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.net.bots import counting_choice  # noqa: E402
from game.net.client import Client  # noqa: E402

TICKS = os.sysconf("SC_CLK_TCK")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of a process."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def memory_kib(pid: int) -> tuple[int, int]:
    """(VmRSS, VmHWM) of a process in KiB."""
    status = Path(f"/proc/{pid}/status").read_text()
    found = {key: int(value) for key, value in re.findall(r"^(VmRSS|VmHWM):\s+(\d+)", status, re.M)}
    return found.get("VmRSS", 0), found.get("VmHWM", 0)


class Load:
    """The clients' side: sent times and receipts per (table, seq)."""

    def __init__(self) -> None:
        self.sent: dict[tuple[int, int], float] = {}
        self.receipts: dict[tuple[int, int], int] = {}
        self.latencies: list[float] = []
        self.measuring = False
        self.updates = 0
        self.games = 0
        self.failed = 0

    def receipt(self, message: dict) -> None:
        if message.get("type") != "update":
            return
        key = (message["table"], message["seq"])
        count = self.receipts.get(key, 0) + 1
        if count == 3:
            self.receipts.pop(key, None)
            sent = self.sent.pop(key, None)
            if sent is not None and self.measuring:
                self.latencies.append(time.monotonic() - sent)
            if self.measuring:
                self.updates += 1
        else:
            self.receipts[key] = count


async def table(address: str, number: int, load: Load, stop: asyncio.Event) -> bool:
    """Three people playing counting games one after another until ``stop``; True when all
    three connections held to the end."""
    clients = [Client(address, on_frame=load.receipt) for _ in range(3)]
    try:
        for index, client in enumerate(clients):
            await client.connect(f"T{number}p{index}")
        while not stop.is_set():
            host = clients[0]
            await host.create("counting", {"players": 3, "tokens": 50}, cpu_delay=0)
            table_id = (await host.wait_for("table", 30))["table"]["id"]
            for client in clients[1:]:
                await client.join(table_id)
                await client.wait_for("table", 30)
            await host.wait_for(lambda m: m["type"] == "table" and not m["table"]["free"], 30)
            await host.start()
            await asyncio.gather(*(player(client, load, stop) for client in clients))
            if clients[0].over is not None:
                load.games += 1
            for client in clients:
                client.over = None
                client.view = None
                client.inbox.clear()
                await client.leave()
                await client.wait_for("lobby", 30)
        return True
    except Exception as exc:  # a connection lost or a timeout: the table is not held
        load.failed += 1
        print(f"table {number}: {type(exc).__name__}: {exc}", file=sys.stderr)
        return False
    finally:
        for client in clients:
            try:
                await client.close()
            except Exception:
                pass


async def player(client: Client, load: Load, stop: asyncio.Event) -> None:
    """Play from the latest view; after an action, wait for its update (own seat as actor)."""
    waiting = False
    while client.over is None and not stop.is_set():
        try:
            message = await client.wait_for(lambda m: m["type"] in ("update", "sync", "over", "refused"), 2)
        except TimeoutError:
            continue
        if message["type"] == "refused":
            raise RuntimeError(f"refused: {message}")
        if message["type"] == "sync" or message.get("actor") == client.seat:
            waiting = False
        if message["type"] == "over" or any(m["type"] in ("update", "over") for m in client.inbox):
            continue
        if waiting or client.view is None:
            continue
        action = counting_choice(client.view, None)
        if action is not None:
            waiting = True
            load.sent[(client.table["id"] if client.table else 0, client.seq + 1)] = time.monotonic()
            await client.act(action)


async def clients(address: str, first: int, count: int, seconds: float, warmup: float) -> dict:
    """Tables ``first .. first+count-1`` against ``address``: their latencies and counts."""
    load = Load()
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    tasks = []
    for number in range(first, first + count):
        tasks.append(loop.create_task(table(address, number, load, stop)))
        if number % 20 == 19:
            await asyncio.sleep(0.05)  # connect in waves
    await asyncio.sleep(warmup)
    load.measuring = True
    start = time.monotonic()
    await asyncio.sleep(seconds)
    load.measuring = False
    elapsed = time.monotonic() - start
    stop.set()
    held = sum(await asyncio.gather(*tasks))
    return {"held": held, "updates": load.updates, "games": load.games, "elapsed": elapsed,
            "latencies": load.latencies}


async def main(tables: int, seconds: float, warmup: float, processes: int) -> dict:
    port = free_port()
    data = tempfile.mkdtemp(prefix="server-load-")
    server = subprocess.Popen([sys.executable, "-m", "game", "serve", "--port", str(port), "--data", data,
                               "--computer-speed"], stderr=subprocess.PIPE, text=True)
    loop = asyncio.get_running_loop()
    while True:
        line = await loop.run_in_executor(None, server.stderr.readline)
        if not line:
            raise SystemExit("the server did not start")
        if "listening on" in line:
            break
    drain = loop.run_in_executor(None, lambda: [None for _ in server.stderr])  # keep its log flowing
    address = f"ws://127.0.0.1:{port}"
    shares = [tables // processes + (1 if index < tables % processes else 0) for index in range(processes)]
    workers, first = [], 0
    for share in shares:
        workers.append(await asyncio.create_subprocess_exec(
            sys.executable, __file__, "--worker", address, "--first", str(first), "--tables", str(share),
            "--seconds", str(seconds), "--warmup", str(warmup), stdout=asyncio.subprocess.PIPE))
        first += share
    await asyncio.sleep(warmup)
    cpu0, wall0 = cpu_seconds(server.pid), time.monotonic()
    await asyncio.sleep(seconds)
    cpu1, wall1 = cpu_seconds(server.pid), time.monotonic()
    rss, peak = memory_kib(server.pid)
    results = [json.loads((await worker.communicate())[0]) for worker in workers]
    server.terminate()
    server.wait(10)
    await drain
    latencies = sorted(value for result in results for value in result["latencies"])
    updates = sum(result["updates"] for result in results)
    elapsed = max(result["elapsed"] for result in results)

    def pct(share: float) -> float | None:
        return round(1000 * latencies[min(len(latencies) - 1, int(share * len(latencies)))], 1) if latencies else None
    return {"tables": tables, "connections": 3 * tables, "client_processes": processes,
            "tables_held": sum(result["held"] for result in results), "seconds": round(elapsed, 1),
            "actions_per_s": round(updates / elapsed, 1), "games_finished": sum(r["games"] for r in results),
            "p50_ms": pct(0.50), "p99_ms": pct(0.99), "samples": len(latencies),
            "server_rss_mib": round(rss / 1024, 1), "server_peak_rss_mib": round(peak / 1024, 1),
            "server_cpu_share": round((cpu1 - cpu0) / (wall1 - wall0), 2)}


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--warmup", type=float, default=5)
    parser.add_argument("--processes", type=int, default=1, help="client processes sharing the tables")
    parser.add_argument("--worker", metavar="URL", help=argparse.SUPPRESS)
    parser.add_argument("--first", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if not 1 <= args.tables <= 1000 or not 1 <= args.seconds <= 300 or not 1 <= args.processes <= 8:
        parser.error("--tables 1..1000, --seconds 1..300, --processes 1..8")
    limit = args.seconds + args.warmup + 120
    if args.worker:
        print(json.dumps(asyncio.run(asyncio.wait_for(
            clients(args.worker, args.first, args.tables, args.seconds, args.warmup), limit))))
    else:
        print(json.dumps(asyncio.run(asyncio.wait_for(
            main(args.tables, args.seconds, args.warmup, args.processes), limit + 10)), indent=1))
