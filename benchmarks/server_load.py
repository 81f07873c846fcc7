"""Load on the online server: N tables of three protocol clients each, playing at computer speed.

A ``python -m game serve --computer-speed`` process is started on 127.0.0.1 with a fresh data
folder. The clients run in ``--processes`` other processes (default: one per 100 tables, at
least 2), each one asyncio loop holding many connections, so that the server is what is measured
(on a machine of 2 cores they still share the cores with it: the figures say how much CPU they
took). Each client process makes its share of the N counting tables of three people (tokens 50,
so games last), starts them, and plays with the first-choice players of :mod:`game.net.bots`:
each person acts as soon as the update that makes it their turn arrives (``--pace 0``, as fast
as the server answers), or ``--pace`` seconds after it (a table at the pace of computer players,
whose Computer delay is 1 to 1.5 s). Tables start ``--ramp`` a second (default 20: a burst of
hundreds of connections a second makes a starved server's opening handshakes time out; each
connection is tried 5 times). Every update is reported ``heard`` at once, as a text-only
client does. A game that ends is followed by a new table of the same three people. The clients
are lean (one reader per connection, msgspec decoding, no per-frame inbox scan): they spend far
less CPU per frame than the app's :class:`~game.net.client.Client`.

Reported (one JSON object):

- tables held: tables whose three connections stayed up and kept playing to the end;
- actions per second: updates of all three clients' tables received in the measured window;
- p50 / p99 action-to-last-receipt: from a client sending an action to the last of its table's
  three clients receiving that action's update, in ms (client processes' own delays included);
- refusals (actions sent on a view that a later update had made stale: harmless, re-chosen);
- server RSS (VmRSS at the end, VmHWM peak) and CPU (user + system seconds over the window, as
  a share of one core), server CPU per action (ms) and the actions per second that one core of
  this machine could serve at that cost; the client processes' CPU share; the load average
  (1 minute) at the start and the end of the window (other jobs of the machine included);
- the server's pauses in the window, from its ``--log-pauses`` lines: stops of its event loop
  over 50 ms (how many, the longest) and its full garbage collections (each one's ms).

``--gc-defaults`` runs the server with Python's own garbage collector settings instead of
:func:`game.net.pauses.tune`'s, to compare.

With ``--profile FILE`` the server runs under cProfile (its main thread) and writes its
statistics to FILE when it stops (``python -m pstats FILE``).

Run: ``nice -n 10 .venv/bin/python benchmarks/server_load.py --tables 100 --seconds 60 [--pace 0]``
(bounded: at most 1,000 tables, 300 s measured; the whole run stops itself).

Measured: benchmarks/server_load.md.
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

import msgspec

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.net.bots import counting_choice  # noqa: E402
from game.net.protocol import MAX_FRAME, VERSION  # noqa: E402

TICKS = os.sysconf("SC_CLK_TCK")
DECODE = msgspec.json.Decoder().decode
ENCODE = msgspec.json.Encoder().encode
CONNECT_TRIES = 5
"""Attempts to open each connection (a starved server's opening handshake may time out)."""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of a process (0 once it is gone)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / TICKS


def memory_kib(pid: int) -> tuple[int, int]:
    """(VmRSS, VmHWM) of a process in KiB."""
    status = Path(f"/proc/{pid}/status").read_text()
    found = {key: int(value) for key, value in re.findall(r"^(VmRSS|VmHWM):\s+(\d+)", status, re.M)}
    return found.get("VmRSS", 0), found.get("VmHWM", 0)


# ----- the client processes ---------------------------------------------------------------------
class Stats:
    """One client process's counts: sent times and receipts per (table, seq)."""

    def __init__(self) -> None:
        self.sent: dict[tuple[int, int], float] = {}
        self.receipts: dict[tuple[int, int], int] = {}
        self.latencies: list[float] = []
        self.measuring = False
        self.updates = 0
        self.games = 0
        self.refusals = 0
        self.connect_retries = 0

    def receipt(self, table: int, seq: int) -> None:
        key = (table, seq)
        count = self.receipts.get(key, 0) + 1
        if count < 3:
            self.receipts[key] = count
            return
        self.receipts.pop(key, None)
        sent = self.sent.pop(key, None)
        if self.measuring:
            self.updates += 1
            if sent is not None:
                self.latencies.append(time.monotonic() - sent)


class Person:
    """One connection: its reader answers updates (heard, then the next action) by itself; the
    other frames go to ``control`` for the table's set-up."""

    def __init__(self, ws, stats: Stats, pace: float) -> None:
        self.ws, self.stats, self.pace = ws, stats, pace
        self.control: asyncio.Queue = asyncio.Queue()
        self.seat: int | None = None
        self.table = 0
        self.view: dict | None = None
        self.seq = 0
        self.waiting = False
        self.over = asyncio.Event()
        self.playing = False

    async def send(self, kind: str, **fields) -> None:
        await self.ws.send(ENCODE({"type": kind, "v": VERSION, **fields}).decode())

    async def expect(self, kind: str, test=lambda m: True, timeout: float = 60) -> dict:
        """The next control frame of ``kind`` passing ``test`` (others are dropped)."""
        async with asyncio.timeout(timeout):
            while True:
                message = await self.control.get()
                if message["type"] == kind and test(message):
                    return message

    async def read(self) -> None:
        from websockets.exceptions import ConnectionClosed
        try:
            await self._read()
        except ConnectionClosed:
            pass

    async def _read(self) -> None:
        async for raw in self.ws:
            message = DECODE(raw)
            kind = message["type"]
            if kind == "update":
                self.stats.receipt(message["table"], message["seq"])
                self.seq, self.view = message["seq"], message["view"]
                if message["actor"] == self.seat:
                    self.waiting = False
                await self.send("heard", seq=self.seq)
                self.consider()
            elif kind == "over":
                self.over.set()
            elif kind == "refused" and message.get("of") == "act":
                self.stats.refusals += 1
                self.waiting = False
                self.consider()
            else:
                if kind == "table":
                    self.seat, self.table = message["you"], message["table"]["id"]
                self.control.put_nowait(message)

    def consider(self) -> None:
        """Act when the latest view says it is this person's move (after ``pace`` seconds)."""
        if self.waiting or not self.playing or self.over.is_set() or self.view is None:
            return
        if counting_choice(self.view, None) is None:
            return
        self.waiting = True
        loop = asyncio.get_running_loop()
        if self.pace > 0:
            loop.call_later(self.pace, lambda: loop.create_task(self.act()))
        else:
            loop.create_task(self.act())

    async def act(self) -> None:
        action = counting_choice(self.view, None) if self.view is not None and not self.over.is_set() else None
        if action is None:
            self.waiting = False
            return
        self.stats.sent[(self.table, self.seq + 1)] = time.monotonic()
        try:
            await self.send("act", action=action, seq=self.seq)
        except Exception:  # noqa: BLE001 - the connection went: the table's task says so
            pass


async def table_loop(address: str, number: int, stats: Stats, pace: float, stop: asyncio.Event) -> bool:
    """Three people playing counting games one after another until ``stop``; True when all
    three connections held to the end."""
    from websockets.asyncio.client import connect
    from websockets.exceptions import InvalidHandshake
    people: list[Person] = []
    readers = []
    try:
        for index in range(3):
            for attempt in range(CONNECT_TRIES):
                try:
                    ws = await connect(address, compression=None, max_size=4 * MAX_FRAME, proxy=None,
                                       open_timeout=60, ping_interval=None)
                    break
                except (OSError, InvalidHandshake):  # the server's opening handshake timed out
                    stats.connect_retries += 1
                    if attempt == CONNECT_TRIES - 1:
                        raise
                    await asyncio.sleep(1 + attempt)
            person = Person(ws, stats, pace)
            people.append(person)
            readers.append(asyncio.get_running_loop().create_task(person.read()))
            await person.send("hello", name=f"T{number}p{index}", token=None)
            await person.expect("welcome")
        host = people[0]
        while not stop.is_set():
            for person in people:
                person.over.clear()
                person.view, person.seq, person.waiting, person.playing = None, 0, False, True
            await host.send("create", game="counting", options={"players": 3, "tokens": 50}, computers=0,
                            level="random", cpu_delay=0, turn_timer=None)
            table_id = (await host.expect("table"))["table"]["id"]
            for person in people[1:]:
                await person.send("join", table=table_id, seat=None)
                await person.expect("table")
            await host.expect("table", lambda m: not m["table"]["free"])
            await host.send("start")
            for person in people:
                person.consider()
            waits = [asyncio.get_running_loop().create_task(person.over.wait()) for person in people]
            stopping = asyncio.get_running_loop().create_task(stop.wait())
            await asyncio.wait([*waits, stopping], return_when=asyncio.FIRST_COMPLETED)
            stopping.cancel()
            if all(person.over.is_set() for person in people):
                stats.games += 1
            for wait in waits:
                wait.cancel()
            if stop.is_set():
                break
            for person in people:
                person.playing = False
                await person.send("leave")
                await person.expect("lobby")
        return all(not reader.done() for reader in readers)
    except Exception as exc:  # noqa: BLE001 - a connection lost or a timeout: the table is not held
        print(f"table {number}: {type(exc).__name__}: {exc}", file=sys.stderr)
        return False
    finally:
        for person in people:
            try:
                await person.ws.close()
            except Exception:  # noqa: BLE001
                pass


async def worker(address: str, first: int, count: int, seconds: float, warmup: float, pace: float,
                 ramp: float) -> dict:
    """Tables ``first .. first+count-1`` against ``address``, started ``ramp`` tables a second:
    their latencies and counts over ``seconds`` after ``warmup`` seconds."""
    stats = Stats()
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    tasks = []
    for number in range(first, first + count):
        tasks.append(loop.create_task(table_loop(address, number, stats, pace, stop)))
        await asyncio.sleep(1 / ramp)
    await asyncio.sleep(warmup)
    stats.measuring = True
    start = time.monotonic()
    await asyncio.sleep(seconds)
    stats.measuring = False
    elapsed = time.monotonic() - start
    stop.set()
    done, stuck = await asyncio.wait(tasks, timeout=30)  # a table stuck in its set-up is not held
    for task in stuck:
        task.cancel()
    held = sum(task.result() for task in done if not task.cancelled() and task.exception() is None)
    return {"held": held, "updates": stats.updates, "games": stats.games, "elapsed": elapsed,
            "refusals": stats.refusals, "connect_retries": stats.connect_retries, "latencies": stats.latencies}


# ----- the conductor ----------------------------------------------------------------------------
async def main(tables: int, seconds: float, warmup: float, processes: int, pace: float, ramp: float,
               profile: str | None, gc_defaults: bool = False) -> dict:
    port = free_port()
    data = tempfile.mkdtemp(prefix="server-load-")
    command = [sys.executable, *(["-m", "cProfile", "-o", profile] if profile else []), "-m", "game", "serve",
               "--port", str(port), "--data", data, "--computer-speed", "--log-pauses",
               *(["--gc-defaults"] if gc_defaults else [])]
    server = subprocess.Popen(command, stderr=subprocess.PIPE, text=True)
    loop = asyncio.get_running_loop()
    while True:
        line = await loop.run_in_executor(None, server.stderr.readline)
        if not line:
            raise SystemExit("the server did not start")
        if "listening on" in line:
            break
    drain = loop.run_in_executor(None, lambda: [(time.monotonic(), line) for line in server.stderr])
    address = f"ws://127.0.0.1:{port}"
    shares = [tables // processes + (1 if index < tables % processes else 0) for index in range(processes)]
    workers, first = [], 0
    for share in shares:
        workers.append(await asyncio.create_subprocess_exec(
            sys.executable, __file__, "--worker", address, "--first", str(first), "--tables", str(share),
            "--seconds", str(seconds), "--warmup", str(warmup), "--pace", str(pace),
            "--ramp", str(ramp / processes), stdout=asyncio.subprocess.PIPE))
        first += share
    await asyncio.sleep(max(shares) / (ramp / processes) + warmup)
    load0 = os.getloadavg()[0]
    cpu0, wall0 = cpu_seconds(server.pid), time.monotonic()
    clients0 = sum(cpu_seconds(worker.pid) for worker in workers)
    await asyncio.sleep(seconds)
    cpu1, wall1 = cpu_seconds(server.pid), time.monotonic()
    clients1 = sum(cpu_seconds(worker.pid) for worker in workers)
    load1 = os.getloadavg()[0]
    rss, peak = memory_kib(server.pid)
    results = []
    for worker, share in zip(workers, shares):
        output = (await worker.communicate())[0]
        try:
            results.append(json.loads(output))
        except ValueError:  # the worker failed (its error is on stderr): none of its tables held
            results.append({"held": 0, "updates": 0, "games": 0, "elapsed": seconds, "refusals": 0,
                            "connect_retries": 0, "latencies": [], "failed_worker": share})
    server.terminate()
    server.wait(60)
    logged = await drain
    window = [line for at, line in logged if wall0 <= at <= wall1]
    for line in window:
        if "pause:" in line:
            print(f"server: {line.rstrip()}", file=sys.stderr)
    pauses = [int(found.group(1)) for line in window for found in [re.search(r"loop was (\d+) ms late", line)]
              if found]
    full = [int(found.group(1)) for line in window
            for found in [re.search(r"full garbage collection, (\d+) ms", line)] if found]
    latencies = sorted(value for result in results for value in result["latencies"])
    updates = sum(result["updates"] for result in results)
    elapsed = max(result["elapsed"] for result in results)
    server_cpu = (cpu1 - cpu0) / (wall1 - wall0)
    per_action = (cpu1 - cpu0) / updates if updates else None

    def pct(share: float) -> float | None:
        return round(1000 * latencies[min(len(latencies) - 1, int(share * len(latencies)))], 1) if latencies else None
    return {"tables": tables, "connections": 3 * tables, "client_processes": processes, "pace_s": pace,
            "tables_held": sum(result["held"] for result in results), "seconds": round(elapsed, 1),
            "actions_per_s": round(updates / elapsed, 1), "games_finished": sum(r["games"] for r in results),
            "refusals": sum(r["refusals"] for r in results),
            "connect_retries": sum(r["connect_retries"] for r in results), "ramp_tables_per_s": ramp,
            "tables_of_failed_client_processes": sum(r.get("failed_worker", 0) for r in results),
            "p50_ms": pct(0.50), "p99_ms": pct(0.99), "samples": len(latencies),
            "server_rss_mib": round(rss / 1024, 1), "server_peak_rss_mib": round(peak / 1024, 1),
            "server_cpu_share": round(server_cpu, 2),
            "server_cpu_ms_per_action": round(1000 * per_action, 3) if per_action else None,
            "one_core_actions_per_s": round(1 / per_action) if per_action else None,
            "gc": "Python's defaults" if gc_defaults else "tuned (game.net.pauses)",
            "server_pauses_over_50ms": len(pauses), "server_longest_pause_ms": max(pauses, default=0),
            "server_full_collections_ms": full,
            "clients_cpu_share": round((clients1 - clients0) / (wall1 - wall0), 2),
            "load_average_1min": [round(load0, 2), round(load1, 2)], "cores": os.cpu_count()}


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--warmup", type=float, default=10)
    parser.add_argument("--processes", type=int, default=None,
                        help="client processes sharing the tables (default: one per 100 tables, at least 2)")
    parser.add_argument("--pace", type=float, default=0.0,
                        help="seconds a person waits before acting (0: as fast as the server answers)")
    parser.add_argument("--ramp", type=float, default=20, help="tables started a second (all processes)")
    parser.add_argument("--profile", metavar="FILE", help="run the server under cProfile, statistics to FILE")
    parser.add_argument("--gc-defaults", action="store_true",
                        help="the server keeps Python's garbage collector settings (to compare)")
    parser.add_argument("--worker", metavar="URL", help=argparse.SUPPRESS)
    parser.add_argument("--first", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args()
    processes = args.processes or max(2, -(-args.tables // 100))
    if not 1 <= args.tables <= 1000 or not 1 <= args.seconds <= 300 or not 1 <= processes <= 16 \
            or not 0 <= args.pace <= 10 or not 0 <= args.warmup <= 120 or not 1 <= args.ramp <= 1000:
        parser.error("--tables 1..1000, --seconds 1..300, --processes 1..16, --pace 0..10, --warmup 0..120, "
                     "--ramp 1..1000")
    limit = args.seconds + args.warmup + args.tables / args.ramp + 120
    if args.worker:
        print(json.dumps(asyncio.run(asyncio.wait_for(
            worker(args.worker, args.first, args.tables, args.seconds, args.warmup, args.pace, args.ramp),
            limit))))
    else:
        print(json.dumps(asyncio.run(asyncio.wait_for(
            main(args.tables, args.seconds, args.warmup, processes, args.pace, args.ramp, args.profile,
                 args.gc_defaults),
            limit + 60)),
            indent=1))
