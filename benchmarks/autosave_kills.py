"""Autosave under SIGKILL: a real process plays 2-player counting games (1 token each) one after
another as fast as frames allow (tests/save_kill_child.py) and is killed at a random moment,
again and again on one data folder. After each kill the next start's listing runs
(``game.autosave.resume.offers``, which records finished games' saves) and every game the
process had started must be offered or counted in the statistics, and none counted twice (the
number of unfinished games kept per kind is lifted for the run: each kill leaves one).

Run: ``nice python benchmarks/autosave_kills.py [KILLS] [SEED]`` (default 100 kills, seed 1;
headless, a temporary data folder removed at the end; 3 to 5 s per kill). Prints the counts; exit code 1 when a
game was lost or counted twice.

Measured (issue 20, 2 shared cores under load, ``200 1``): 200 kills, 516 games started, 332
finished while the process ran and 15 killed inside the finish (after the game's end, before the
process said so) and counted by the next start: 347 counted, 171 unfinished saves offered, 0 lost,
0 counted twice, 0 temporary files left. (With the usual cap of 10 unfinished games per kind, the
oldest saves are removed with a notice instead, which the lifted cap keeps out of the count.)
"""

from __future__ import annotations

import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["NINETYNINE_DATA_DIR"] = tempfile.mkdtemp(prefix="ninetynine-kills-")
os.environ.setdefault("NINETYNINE_CONFIG_DIR", tempfile.mkdtemp(prefix="ninetynine-kills-config-"))

from game.autosave import resume  # noqa: E402
from game.autosave.resume import offers  # noqa: E402
from game.autosave.store import read_save, save_files, saves_dir  # noqa: E402
from game.stats import db  # noqa: E402


def main(kills: int, seed: int) -> int:
    resume.KEEP_PER_KIND = 10 ** 6  # each kill leaves an unfinished game: keep them all (here and in the
    # child), so every one can be found
    rng = random.Random(seed)
    started: dict[str, Path] = {}
    said_finished: set[str] = set()
    lost: set[str] = set()
    in_finish = 0
    for _kill in range(kills):
        child = subprocess.Popen([sys.executable, str(ROOT / "tests" / "save_kill_child.py"), "--keep-all"], cwd=ROOT,
                                 stdout=subprocess.PIPE, text=True)
        time.sleep(rng.uniform(1.0, 3.0))
        child.kill()
        out, _err = child.communicate(timeout=60)
        last = None
        for line in out.splitlines():
            word, *rest = line.split()
            if word == "started":
                started[rest[1]] = Path(rest[0])
                last = rest[1]
            elif word == "finished":
                said_finished.add(rest[0])
        offers()  # the next start
        counted = [row["game_id"] for row in db.games()]
        if len(counted) != len(set(counted)):
            print("counted twice:", sorted(g for g in counted if counted.count(g) > 1))
            return 1
        on_disk = {read_save(path).game_id for path in save_files()}
        lost |= {game_id for game_id in started if game_id not in counted and game_id not in on_disk}
        if last is not None and last not in said_finished and last in counted:
            in_finish += 1  # killed after the game ended, before the process said so
    counted = {row["game_id"] for row in db.games()}
    temps = [name for name in os.listdir(saves_dir()) if name.endswith(".tmp")] if saves_dir().exists() else []
    print(f"{kills} kills, {len(started)} games started, {len(said_finished)} finished while running, "
          f"{len(counted & set(started))} counted, {in_finish} killed inside the finish and counted by the next "
          f"start, {len(save_files())} saves offered, {len(lost)} lost, {len(temps)} temporary files left")
    return 1 if lost else 0


if __name__ == "__main__":
    try:
        code = main(int(sys.argv[1]) if len(sys.argv) > 1 else 100, int(sys.argv[2]) if len(sys.argv) > 2 else 1)
    finally:
        shutil.rmtree(os.environ["NINETYNINE_DATA_DIR"], ignore_errors=True)
    sys.exit(code)
