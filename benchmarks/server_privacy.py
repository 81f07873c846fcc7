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
and exits 1 on any leak, seed or game not finished. Bounded: ``--minutes`` (default 60) for the
whole run, 120 s per frame awaited.

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


async def audit(games: int, parallel: int) -> dict:
    """Play ``games`` random tables of each kind, ``parallel`` at a time; the audit's counts."""
    hook = FrameAudit()
    specs = [(number, random_table(game, variant, random.Random(f"{game} {variant} {index}")))
             for number, (index, (game, variant)) in enumerate((index, kind) for index in range(games)
                                                              for kind in KINDS)]
    failures: list[str] = []
    gate = asyncio.Semaphore(parallel)
    with tempfile.TemporaryDirectory(prefix="server-privacy-") as data:
        server = GameServer(data, host="127.0.0.1", port=0, log=None, rates=COMPUTER_SPEED, frame_hook=hook)
        await server.start()
        address = f"ws://127.0.0.1:{server.port}"

        async def one(number: int, spec) -> None:
            async with gate:
                try:
                    await play_table(address, number, spec, number)
                except Exception as exc:  # noqa: BLE001 - counted and reported
                    failures.append(f"table {number} {spec}: {type(exc).__name__}: {exc}")
        try:
            await asyncio.gather(*(one(number, spec) for number, spec in specs))
        finally:
            await server.stop()
    people = Counter(f"{spec.game} {spec.people} people" for _number, spec in specs)
    players = Counter(f"{spec.game} {spec.options['players']} players" for _number, spec in specs)
    return {"games_per_kind": games, "games_played": len(specs),
            "games_finished": {kind: len(ids) for kind, ids in sorted(hook.finished.items())},
            "frames": hook.frames, "frames_checked_in_game": hook.checked, "cards_checked": hook.cards,
            "frames_before_start": hook.before_start, "syncs": hook.syncs,
            "per_kind_checked": {kind: {"frames": frames, "cards": cards}
                                 for kind, (frames, cards) in sorted(hook.per_kind.items())},
            "tables_with_a_drop": sum(spec.drop for _number, spec in specs),
            "people": dict(sorted(people.items())), "players": dict(sorted(players.items())),
            "leaks": len(hook.leaks), "leak_examples": hook.leaks[:5], "seeds": hook.seeds,
            "failures": len(failures), "failure_examples": failures[:5]}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=200, help="random games of each kind and variant")
    parser.add_argument("--parallel", type=int, default=12, help="tables played at once")
    parser.add_argument("--minutes", type=float, default=60, help="the whole run's bound")
    args = parser.parse_args()
    if not 1 <= args.games <= 2000 or not 1 <= args.parallel <= 100 or not 0 < args.minutes <= 240:
        parser.error("--games 1..2000, --parallel 1..100, --minutes up to 240")
    start, cpu = time.perf_counter(), time.process_time()
    result = asyncio.run(asyncio.wait_for(audit(args.games, args.parallel), args.minutes * 60))
    result["wall_s"] = round(time.perf_counter() - start, 1)
    result["cpu_s"] = round(time.process_time() - cpu, 1)
    print(json.dumps(result, indent=1))
    finished = sum(result["games_finished"].values())
    return 1 if result["leaks"] or result["seeds"] or result["failures"] or finished != result["games_played"] else 0


if __name__ == "__main__":
    sys.exit(main())
