"""The scripts in benchmarks/ still run (a guard against rot: a benchmark that patches a function
where it no longer lives, or reads an attribute that moved, fails here instead of the next time
someone measures).

Each script runs in its own process, as a developer runs it, at its smallest size (one game, one
deal, a few keys or frames; the searching levels with a small sample budget where a script times
them), and the test checks what it printed: the counts it reports, not its times. The figures
themselves are measured by running the scripts at their documented sizes.

Not run here: ``startup.py``'s wheel and stand-alone program (each builds and installs one:
minutes); ``counting_leaf_fit.py --fit`` and ``counting_leaf_learn.py --fit`` run only where
numpy is installed; ``counting_leaf_learn.py --write`` (it rewrites game/counting/ai_leaf.py);
``tricks_ai_calibrate.py --write`` (it rewrites game/tricks/ai_tables.py).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BENCHMARKS = ROOT / "benchmarks"


def run(tmp_path: Path, *args: str, code: str | None = None, timeout: float = 90.0,
        codes: tuple[int, ...] = (0,)) -> str:
    """Run ``benchmarks/<args[0]>`` with the rest of ``args`` (or, with ``code``, that Python code
    with benchmarks/ importable) headless, its settings, data, caches and temporary files under
    ``tmp_path``; its standard output. Fails unless it exits with one of ``codes``."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               NINETYNINE_CONFIG_DIR=str(tmp_path / "config"), NINETYNINE_DATA_DIR=str(tmp_path / "data"),
               NINETYNINE_CACHE_DIR=str(tmp_path / "cache"), TMPDIR=str(tmp_path))
    if code is not None:
        command = [sys.executable, "-c", f"import sys; sys.path.insert(0, {str(BENCHMARKS)!r})\n"
                                         + textwrap.dedent(code)]
    else:
        command = [sys.executable, str(BENCHMARKS / args[0]), *args[1:]]
    done = subprocess.run(command, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=timeout)
    assert done.returncode in codes, f"{args or 'code'} exited {done.returncode}:\n{done.stdout}\n{done.stderr}"
    return done.stdout


def lines_starting(output: str, start: str) -> list[str]:
    """The lines of ``output`` that start with ``start``."""
    return [line for line in output.splitlines() if line.startswith(start)]


# Small sample budgets for the hard levels (the scripts that time them use their real budgets).
SMALL_TRICKS_BUDGETS = """
    from dataclasses import replace
    from game.tricks import ai_hard
    ai_hard.BID_BUDGET = replace(ai_hard.BID_BUDGET, samples=8, min_samples=4)
    ai_hard.PLAY_BUDGET = replace(ai_hard.PLAY_BUDGET, samples=8, min_samples=4)
    ai_hard.PREMIUM_SAMPLES, ai_hard.PREMIUM_MIN_SAMPLES = 8, 4
"""
SMALL_COUNTING_BUDGET = """
    from dataclasses import replace
    from game.counting import ai_hard
    ai_hard.APP_BUDGET = replace(ai_hard.APP_BUDGET, samples=16, min_samples=8)
"""


# ----------------------------------------------------------------- the rules and computer players
def test_counting_games(tmp_path):
    output = run(tmp_path, "counting_games.py", "5")
    found = re.fullmatch(r"5 games, (\d+) actions in [\d.]+ s: \d+ games per second, \d+ actions per second\n",
                         output)
    assert found and int(found[1]) > 5 * 20  # a game of 3 to 6 players takes more than 20 actions


def test_counting_ai_strength(tmp_path):
    output = run(tmp_path, "counting_ai_strength.py", "2")
    assert [line.split(":")[0] for line in output.splitlines()] == ["3 players, 2 games", "4 players, 2 games"]
    for line in output.splitlines():
        assert re.search(r"strong wins (0\.0|50\.0|100\.0)% .* over [1-9]\d* choices$", line), line


def test_tricks_deals(tmp_path):
    output = run(tmp_path, "tricks_deals.py", "2")
    assert len(lines_starting(output, "random playouts, 3 players:")) == 1
    for player in ("basic", "new"):
        for players in (2, 3, 4):
            line, = lines_starting(output, f"{player} heuristic, {players} players:")
            assert "over 2 deals" in line
    assert [line.split(",")[1] for line in lines_starting(output, "head-to-head")] == \
        [" 2 players", " 3 players", " 4 players"]


def test_tricks_ai_calibrate(tmp_path):
    output = run(tmp_path, "tricks_ai_calibrate.py", "--deals", "2")
    for players in (2, 3, 4):
        line, = lines_starting(output, f"{players} players: ")
        assert line.startswith(f"{players} players: {2 * players} hands, exact ")
    assert lines_starting(output, "  ctx 0 higher 0: ")


def test_counting_hard(tmp_path):
    """One line-up, one game, a small sample budget, the search without its clock."""
    output = run(tmp_path, code=SMALL_COUNTING_BUDGET + """
    import counting_hard
    counting_hard.LINEUPS = [(2, "hard,strong", 8)]
    sys.argv = ["counting_hard.py", "1", "--fixed"]
    counting_hard.main()
    """)
    assert lines_starting(output, "| 2 | hard,strong | 1 | 8 | hard | 1 | ")
    assert lines_starting(output, "| 2 | hard,strong | 1 | 8 | strong | 1 | ")
    assert "fixed search" in output


def test_tricks_hard(tmp_path):
    """One line-up, one deal, a small sample budget; the timing part one deal per table size."""
    output = run(tmp_path, code=SMALL_TRICKS_BUDGETS + """
    import tricks_hard
    tricks_hard.LINEUPS = [(2, "hard,strong", 3)]
    sys.argv = ["tricks_hard.py", "1", "1", "--fixed"]
    tricks_hard.main()
    """)
    assert lines_starting(output, "| 2 | hard,strong | 3 | hard | 1 | ")
    assert lines_starting(output, "| 2 | hard,strong | 3 | strong | 1 | ")
    assert re.findall(r"^\| (\d) players, 1 deals \| median ms \|", output, re.M) == ["3", "4", "2"]
    for name in ("bid wall", "bid cpu", "play wall", "play cpu"):
        assert len(lines_starting(output, f"| {name} | ")) == 3


def test_tricks_paired(tmp_path):
    """One deal with a setting of the hard level changed (its name must still exist), then the
    comparison of the run with itself."""
    output = run(tmp_path, "tricks_paired.py", "--players", "2", "--seats", "hard,strong", "--deals", "1",
                 "--play-samples", "8", "--set", "PREMIUM_MARGIN=0", "--out", "a.json")
    summary = json.loads(output)
    assert {level: row["seat_deals"] for level, row in summary.items()} == {"hard": 1, "strong": 1}
    saved = json.loads((tmp_path / "a.json").read_text())
    assert saved["set"] == ["PREMIUM_MARGIN=0"] and len(saved["records"]) == 2
    output = run(tmp_path, "tricks_paired.py", "--compare", "a.json", "a.json")
    assert lines_starting(output, "made: +0.0000 per seat-deal") and lines_starting(output, "points: +0.0000")


def test_counting_hard_regret(tmp_path):
    """One position valued with two play-outs a play; the hard level as it is, with a setting
    changed (its name must still exist), and the strong level choose on it."""
    run(tmp_path, "counting_hard_regret.py", "v.pkl", "--positions", "1", "--rollouts", "2")
    output = run(tmp_path, "counting_hard_regret.py", "v.pkl", "--version", "base",
                 "--version", "h3:ai_hard.HORIZON_TURNS=3", "--version", "strong")
    lines = output.splitlines()
    assert [line.split(":")[0] for line in lines] == ["base", "h3", "strong"]
    assert lines[0].endswith("against base +0.00 (± 0.00), same choice 100 % of 1")
    assert all(line.endswith(" of 1") for line in lines)
    assert set(json.loads((tmp_path / "v.pkl.choices.json").read_text())) == \
        {"base", "h3:ai_hard.HORIZON_TURNS=3", "strong"}


def test_counting_hard_regret_truth(tmp_path):
    """``--truth`` sets the valuing process's win chance (a tuple's commas stay in its value), is
    kept beside the file, and a report with another truth is refused (its values would mix)."""
    run(tmp_path, "counting_hard_regret.py", "v.pkl", "--positions", "1", "--lazy")
    truth = "ai_hard.WIN_MODEL=(1.5,2.0,1.8,0.143,1.8,0.143)"
    output = run(tmp_path, "counting_hard_regret.py", "v.pkl", "--rollouts", "2", "--truth", truth,
                 "--version", "base", "--version", f"w:{truth},ai_hard.HORIZON_TURNS=3")
    assert [line.split(":")[0] for line in output.splitlines()] == ["base", "w"]
    assert (tmp_path / "v.pkl.truth").read_text() == truth
    output = run(tmp_path, "counting_hard_regret.py", "v.pkl", "--version", "base", codes=(1,))


def test_counting_win_fit_make(tmp_path):
    output = run(tmp_path, "counting_win_fit.py", "--make", "win.pkl", "--games", "1")
    found = re.fullmatch(r"(\d+) round starts from 1 games\n", output)
    assert found and int(found[1]) >= 2 and (tmp_path / "win.pkl").exists()


def test_counting_win_fit_fit(tmp_path):
    """The fit needs scipy (not one of the game's packages) and two games at least (it holds
    out the odd games)."""
    pytest.importorskip("scipy")
    run(tmp_path, "counting_win_fit.py", "--make", "win.pkl", "--games", "2")
    output = run(tmp_path, "counting_win_fit.py", "--fit", "win.pkl")
    assert lines_starting(output, "strong: held-out log loss ")
    assert lines_starting(output, "  ai_hard.WIN_MODEL=(")


def test_counting_leaf_fit_make(tmp_path):
    output = run(tmp_path, "counting_leaf_fit.py", "--make", "leaf.pkl", "--games", "1", "--deals", "1")
    found = re.fullmatch(r"(\d+) stops from 1 games\n", output)
    assert found and int(found[1]) > 0 and (tmp_path / "leaf.pkl").exists()


def test_counting_leaf_fit_fit(tmp_path):
    """The fit needs numpy (not one of the game's packages) and two games at least (it holds
    out the second half of them)."""
    pytest.importorskip("numpy")
    run(tmp_path, "counting_leaf_fit.py", "--make", "leaf.pkl", "--games", "2", "--deals", "1")
    output = run(tmp_path, "counting_leaf_fit.py", "--fit", "leaf.pkl")
    assert lines_starting(output, "no leaf: held-out mean squared error ")
    assert lines_starting(output, "  fitted LEAF_WEIGHT ")


def test_counting_leaf_learn_make_and_cpu(tmp_path):
    """One training game (the hard level at 8 deals at most); the CPU of both leaves on a
    position file of ``counting_hard_regret.py``."""
    output = run(tmp_path, "counting_leaf_learn.py", "--make", "leaf.pkl", "--games", "1", "--samples", "8")
    found = re.fullmatch(r"(\d+) rows from 1 games, \d+ s\n", output)
    assert found and int(found[1]) > 0 and (tmp_path / "leaf.pkl").exists()
    run(tmp_path, "counting_hard_regret.py", "v.pkl", "--positions", "2", "--lazy")
    output = run(tmp_path, "counting_leaf_learn.py", "--cpu", "v.pkl")
    assert [line.split(" (")[0] for line in output.splitlines()] == ["hand", "learned"]
    assert all(line.endswith(" over 2 decisions") for line in output.splitlines())


def test_counting_leaf_learn_fit(tmp_path):
    """The fit needs numpy (not one of the game's packages) and four games at least (it holds
    out games 2 and 3 of every four); without ``--write`` it leaves ai_leaf.py alone."""
    pytest.importorskip("numpy")
    module = ROOT / "game" / "counting" / "ai_leaf.py"
    before = module.read_text()
    run(tmp_path, "counting_leaf_learn.py", "--make", "leaf.pkl", "--games", "4", "--samples", "8",
        timeout=180.0)
    output = run(tmp_path, "counting_leaf_learn.py", "--fit", "leaf.pkl")
    assert lines_starting(output, "  learned: cross-entropy ")
    assert lines_starting(output, "  main's leaf: cross-entropy ")
    assert len(lines_starting(output, "  move_reach: ")) == 1
    assert module.read_text() == before


def test_seat_privacy(tmp_path):
    output = run(tmp_path, "seat_privacy.py", "1")
    assert lines_starting(output, "counting: 1 games, ") and lines_starting(output, "tricks: 1 games, ")
    assert lines_starting(output, "  leaks: 0; events holding a seed: 0") == ["  leaks: 0; events holding a seed: 0"] * 2
    assert len([line for line in output.splitlines() if line.endswith("; mismatches: 0")]) == 2


# ----------------------------------------------------------------- the app
def test_client_frame(tmp_path):
    output = run(tmp_path, code="""
    import client_frame
    client_frame.main(frames=5, idle_seconds=0.2)
    """)
    assert lines_starting(output, "video driver: dummy, window 1280x720")
    for start in ("median update+draw per frame, main menu redrawn: ",
                  "median update+draw per frame, moving every frame: "):
        line, = lines_starting(output, start)
        assert float(line.removeprefix(start).removesuffix(" ms")) > 0
    assert lines_starting(output, "idle CPU in the main menu over 0.2 s: ")


def test_client_memory(tmp_path):
    """100 keys, the language changed every 20 (Spanish, Russian, English, ...), a figure every 50."""
    output = run(tmp_path, code="""
    import client_memory
    client_memory.LANGUAGE_EVERY, client_memory.REPORT_EVERY = 20, 50
    client_memory.main(["100", "1"])
    """)
    assert [line.split(":")[0].strip() for line in output.splitlines()] == ["start", "50 keys", "100 keys", "end"]
    for line in lines_starting(output, "     "):
        assert re.search(r"text cache \d+ lines [\d.]+ MB, fonts [1-9]\d*, language ru, scenes MainMenu", line), line
    assert lines_starting(output, "end: resident ") and "after 100 keys" in output


def test_autosave(tmp_path):
    """15 actions of each game, then the save of 14 continued, and the main menu listing the saves."""
    output = run(tmp_path, code="""
    import autosave
    autosave.main(limit=15)
    """)
    assert lines_starting(output, "counting (4 players), main thread per action: 15 actions, median ")
    assert lines_starting(output, "tricks (3 players), main thread per action: 15 actions, median ")
    assert lines_starting(output, "counting: save of 14 actions, ") and lines_starting(output, "tricks: save of 14 actions, ")
    line, = lines_starting(output, "main menu with ")
    assert re.match(r"main menu with \d+ saved games \(10 per kind, the longest above\)", line)


def test_autosave_kills(tmp_path):
    """One kill (seed 3: after 1.5 s)."""
    output = run(tmp_path, "autosave_kills.py", "1", "3")
    found = re.fullmatch(r"1 kills, (\d+) games started, (\d+) finished while running, (\d+) counted, .*, "
                         r"0 lost, 0 temporary files left\n", output)
    assert found and int(found[3]) >= int(found[2])


@pytest.mark.parametrize("game, seconds", [("counting", 2.0), ("tricks", 3.0)])
def test_ai_in_app(tmp_path, game, seconds):
    """A 2-player table for a few seconds (the script's own time limit made short; a hard bid
    may take 0.6 s): the hard level's decisions were timed where the table's session calls it."""
    output = run(tmp_path, code=f"""
    import ai_in_app
    ai_in_app.LIMIT_SECONDS = {seconds}
    sys.argv = ["ai_in_app.py", {game!r}, "2", "1"]
    sys.exit(ai_in_app.main())
    """)
    assert lines_starting(output, f"{game}, 2 players, 1 ")
    first = "bid" if game == "tricks" else "play"
    found = re.search(rf"^\| {first} wall \| (\d+) \|", output, re.M)
    assert found and int(found[1]) >= 1
    assert lines_starting(output, "frames while thinking: ")


# ----------------------------------------------------------------- the server
def test_server_privacy(tmp_path):
    output = run(tmp_path, "server_privacy.py", "--games", "1", "--parallel", "2", "--kinds", "counting-auto",
                 "--minutes", "1")
    result = json.loads(output)
    assert result["games_finished"] == {"counting auto": 1} and result["games_started"] == 1
    assert (result["leaks"], result["seeds"], result["failures"]) == (0, 0, 0)
    assert result["frames_checked_in_game"] > 0


def test_server_load(tmp_path):
    """One table of three for one second, no warm-up, one client process: the table held, and
    every figure reported (how many actions a second leaves time for depends on the machine's
    load, so their values are not checked)."""
    output = run(tmp_path, "server_load.py", "--tables", "1", "--seconds", "1", "--warmup", "0", "--processes", "1")
    result = json.loads(output[output.index("{"):])
    assert (result["tables"], result["connections"], result["client_processes"], result["tables_held"]) == (1, 3, 1, 1)
    assert result["tables_of_failed_client_processes"] == 0
    assert result["gc"] == "tuned (game.net.pauses)" and result["server_rss_mib"] > 0
    assert {"actions_per_s", "p50_ms", "p99_ms", "samples", "server_cpu_share", "server_cpu_ms_per_action",
            "server_pauses_over_50ms", "server_full_collections_ms", "clients_cpu_share"} <= set(result)


@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="startup.py measures under Xvfb")
def test_startup_editable(tmp_path):
    """One launch of the editable install; exit 1 only says the median missed its target (a
    loaded machine), the figures must be there either way."""
    output = run(tmp_path, "startup.py", "--runs", "1", "--no-wheel", "--no-exe", "--json", codes=(0, 1))
    result = json.loads(output)
    editable, = result["results"]
    assert editable["install"] == "editable" and editable["runs"] == 1 and editable["median"] > 0
    assert editable["said"][0].startswith("Main menu. ") and editable["babel"] is False
