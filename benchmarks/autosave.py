"""Autosave cost: the time an action waits for its save on the main thread (JSON of the whole
save, handed to the background writer), the time until that save is on disk (temporary file,
fsync, rename, folder fsync, on the writer thread), and the time to continue a save (read +
replay).

Run: ``nice python benchmarks/autosave.py`` (headless; saves go to a temporary data folder).
Target: well under one frame (16.7 ms) per action on the main thread.

Measured (2 shared cores, ext4 on a virtual disk, under load): main thread median 0.25-0.34 ms
per action, 95th percentile under 0.5 ms, for saves up to about 13 KB (230 actions); until the
save is on disk (fsync on the writer thread) median 13.6 ms, 95th percentile 21-25 ms. The one
slow action is the last one (up to about 70 ms): the statistics row is computed and written to
SQLite in a transaction when the game ends. Continuing a 230-action save: about 15 ms to list it
in the main menu, 7-8 ms to rebuild the table.

Several saved games (issue 20; 2 shared cores under load): with 10 saves of each kind (the
longest games above, 180-230 actions), the main menu's first listing takes 68-82 ms; listing
again while the files are unchanged (the menu coming back) about 1 ms, since an unchanged save
is not replayed again.
"""

from __future__ import annotations

import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("NINETYNINE_CONFIG_DIR", tempfile.mkdtemp(prefix="ninetynine-bench-"))
os.environ["NINETYNINE_DATA_DIR"] = tempfile.mkdtemp(prefix="ninetynine-bench-data-")

from game.app import App  # noqa: E402
from game.autosave.writer import WRITER  # noqa: E402
from game.counting.scenes.saving import split_round_end  # noqa: E402
from game.tricks.scenes.saving import split_deal_end  # noqa: E402
from game.autosave.resume import KEEP_PER_KIND, continue_game, offers  # noqa: E402
from game.scenes.registry import discover_games, find_game  # noqa: E402
from game.scenes.registry import StartOptions  # noqa: E402
from game.settings import Settings  # noqa: E402
from game.speech import SilentSpeech  # noqa: E402


def play(app: App, key: str, players: int, seed: int, limit: int) -> tuple[list[float], list[float], Any]:
    """Random legal actions of every seat through the table's session (``LocalSession.apply``,
    the one path by which actions reach the engine and the journal), and the Enter after each
    round or deal, until the game ends or ``limit``: the main thread's record time per action,
    the time until each save was on disk (seconds), and the table."""
    table = find_game(key).start(app, StartOptions(players=players, seed=seed))
    session = table.session  # holds the state and the journal (game.table.local)
    journal = session.journal
    rng = random.Random(seed)
    times: list[float] = []
    durable: list[float] = []
    original = journal.record

    def timed(action):
        start = time.perf_counter()
        original(action)
        times.append(time.perf_counter() - start)
        WRITER.flush()
        durable.append(time.perf_counter() - start)

    journal.record = timed
    state = session.state
    split = split_round_end if key == "counting" else split_deal_end
    while len(times) < limit and not journal.closed:
        seats = ([state.turn] if key == "counting" and state.drawer is None else
                 [state.drawer] if key == "counting" else state.to_act())
        action = rng.choice(state.legal_actions(seats[0]))
        events = session.apply(action)
        if split(events)[1] and not journal.closed:
            table.table_step("continue")
    return times, durable, table


def report(name: str, times: list[float]) -> None:
    ms = sorted(t * 1000 for t in times)
    p95 = ms[int(len(ms) * 0.95)]
    print(f"{name}: {len(ms)} actions, median {statistics.median(ms):.2f} ms, 95th percentile {p95:.2f} ms, "
          f"max {ms[-1]:.2f} ms")


def main(limit: int = 2000) -> None:
    """Measure and print; each game is played to its end or ``limit`` actions (tests/
    test_benchmarks_run.py runs it small)."""
    discover_games()
    app = App(Settings(), backend=SilentSpeech(), sound=False)
    try:
        for key, players in (("counting", 4), ("tricks", 3)):
            times, durable, table = play(app, key, players, seed=3, limit=limit)
            count = len(times)
            report(f"{key} ({players} players), main thread per action", times)
            report(f"{key}, main thread, the last 100 actions (longest saves)", times[-100:])
            report(f"{key}, until the save is on disk (writer thread)", durable)
            # leave a save of the longest game we can to time the continue
            times, durable, table = play(app, key, players, seed=3, limit=max(1, count - 1))
            count = len(times)
            path = table.session.journal.save.path
            table.session.journal.close()
            start = time.perf_counter()
            found, _ = offers()
            listed = time.perf_counter() - start
            start = time.perf_counter()
            continue_game(app, next(offer for offer in found if offer.key == key))
            rebuilt = time.perf_counter() - start
            size = os.path.getsize(path)
            print(f"{key}: save of {count} actions, {size} bytes: main menu offer {listed * 1000:.1f} ms, "
                  f"continue {rebuilt * 1000:.1f} ms")
            next(scene for scene in reversed(app.scenes)
                 if getattr(getattr(scene, "session", None), "journal", None)).session.journal.close()
            for copy in range(KEEP_PER_KIND - 1):  # as many saves as are kept, each a game of its own
                data = json.loads(path.read_bytes())
                data["id"] = f"{copy:032x}"
                path.with_name(f"{key}-20250101T0000{copy:02d}-{copy:08x}.json").write_text(json.dumps(data))
        start = time.perf_counter()
        found, _ = offers()
        first = time.perf_counter() - start
        start = time.perf_counter()
        offers()
        again = time.perf_counter() - start
        print(f"main menu with {len(found)} saved games ({KEEP_PER_KIND} per kind, the longest above): "
              f"first listing {first * 1000:.1f} ms, again (unchanged files) {again * 1000:.1f} ms")
    finally:
        app.close()


if __name__ == "__main__":
    main()
