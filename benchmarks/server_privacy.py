"""The online server's privacy audit at the issue's size (issue 19): a recording hook on every
frame the server sends, over GAMES random games of each game and variant (default 200 of each of
:data:`game.net.frame_audit.KINDS`: counting with manual and automatic draws, the trick game's
standard and classic variants, Oxford Whist) with 2 to 4 people, computer players, a spectator
from the start and one coming mid-game, and half the tables with a person who drops and comes
back: no frame to a seat holds a card outside that seat's view at that moment, and no frame holds
the seed before the game ends (:class:`game.net.frame_audit.FrameAudit`).

A server runs in this process on 127.0.0.1 (any free port) with the hook; the tables are played
through real WebSocket connections, ``--parallel`` at a time. Prints the counts (games finished
per kind, frames, frames checked during a game, card codes checked, syncs, leaks, seeds) as JSON
and exits 1 on any leak, seed or game started and not finished. Bounded: no new table after
``--minutes`` (default 60; the counts then say how many were played), 120 s per frame awaited;
progress on stderr every 50 games. ``--kinds`` plays some kinds only (two runs, one per core).

Run: ``nice -n 10 .venv/bin/python benchmarks/server_privacy.py [--games 200] [--parallel 12]``

Measured: see benchmarks/server_privacy.md.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.net.frame_audit import KINDS, FrameAudit, play_table, random_table  # noqa: E402
from game.net.protocol import COMPUTER_SPEED  # noqa: E402
from game.net.server import GameServer  # noqa: E402


async def audit(games: int, parallel: int, kinds: list[tuple[str, str]], seconds: float) -> dict:
    """Play ``games`` random tables of each of ``kinds``, ``parallel`` at a time, starting no new
    table after ``seconds`` (the tables under way then end, 120 s at most): the audit's counts."""
    hook = FrameAudit()
    specs = [(number, random_table(game, variant, random.Random(f"{game} {variant} {index}")))
             for number, (index, (game, variant)) in enumerate((index, kind) for index in range(games)
                                                              for kind in kinds)]
    failures: list[str] = []
    gate = asyncio.Semaphore(parallel)
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    started: list[int] = []
    with tempfile.TemporaryDirectory(prefix="server-privacy-") as data:
        server = GameServer(data, host="127.0.0.1", port=0, log=None, rates=COMPUTER_SPEED, frame_hook=hook)
        await server.start()
        address = f"ws://127.0.0.1:{server.port}"

        async def one(number: int, spec) -> None:
            async with gate:
                if loop.time() > deadline:
                    return  # the run's time is up: not started
                started.append(number)
                try:
                    await play_table(address, number, spec, number)
                except Exception as exc:  # noqa: BLE001 - counted and reported
                    failures.append(f"table {number} {spec}: {type(exc).__name__}: {exc}")
                done = sum(len(ids) for ids in hook.finished.values())
                if done % 50 == 0:
                    print(f"{time.strftime('%H:%M:%S')} {done} games finished, {hook.checked} frames checked, "
                          f"{len(hook.leaks)} leaks, {hook.seeds} seeds", file=sys.stderr, flush=True)
        try:
            await asyncio.gather(*(one(number, spec) for number, spec in specs))
        finally:
            await server.stop()
    played = [spec for number, spec in specs if number in set(started)]
    people = Counter(f"{spec.game} {spec.people} people" for spec in played)
    players = Counter(f"{spec.game} {spec.options['players']} players" for spec in played)
    return {"games_per_kind_asked": games, "kinds": [f"{game} {variant}" for game, variant in kinds],
            "games_started": len(started), "games_not_started_time_up": len(specs) - len(started),
            "games_finished": {kind: len(ids) for kind, ids in sorted(hook.finished.items())},
            "frames": hook.frames, "frames_checked_in_game": hook.checked, "cards_checked": hook.cards,
            "frames_before_start": hook.before_start, "syncs": hook.syncs,
            "per_kind_checked": {kind: {"frames": frames, "cards": cards}
                                 for kind, (frames, cards) in sorted(hook.per_kind.items())},
            "tables_with_a_drop": sum(spec.drop for spec in played),
            "people": dict(sorted(people.items())), "players": dict(sorted(players.items())),
            "leaks": len(hook.leaks), "leak_examples": hook.leaks[:5], "seeds": hook.seeds,
            "failures": len(failures), "failure_examples": failures[:5]}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=200, help="random games of each kind and variant")
    parser.add_argument("--parallel", type=int, default=12, help="tables played at once")
    parser.add_argument("--kinds", default=",".join(f"{game}-{variant}" for game, variant in KINDS),
                        help="the kinds to play, e.g. tricks-oxford,counting-auto (default: all; split the kinds "
                             "over two runs to use two cores)")
    parser.add_argument("--minutes", type=float, default=60, help="no new table after this; then at most 2 more")
    args = parser.parse_args()
    kinds = [tuple(kind.split("-", 1)) for kind in args.kinds.split(",")]
    if not 1 <= args.games <= 2000 or not 1 <= args.parallel <= 100 or not 0 < args.minutes <= 240 \
            or any(kind not in KINDS for kind in kinds):
        parser.error("--games 1..2000, --parallel 1..100, --minutes up to 240, --kinds among "
                     + ", ".join(f"{game}-{variant}" for game, variant in KINDS))
    start, cpu = time.perf_counter(), time.process_time()
    result = asyncio.run(asyncio.wait_for(audit(args.games, args.parallel, kinds, args.minutes * 60),
                                          args.minutes * 60 + 150))
    result["wall_s"] = round(time.perf_counter() - start, 1)
    result["cpu_s"] = round(time.process_time() - cpu, 1)
    print(json.dumps(result, indent=1))
    finished = sum(result["games_finished"].values())
    return 1 if result["leaks"] or result["seeds"] or result["failures"] or finished != result["games_started"] else 0


if __name__ == "__main__":
    sys.exit(main())
