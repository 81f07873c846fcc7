"""``python -m game simulate``: levels against each other with seats rotated, rates with 95 %
intervals, decision times, text and JSON output, a progress bar on stderr, same results for the
same seed (apart from times)."""

from __future__ import annotations

import io
import json

import pytest

from game import simulate
from game.__main__ import main


def run(args, monkeypatch=None):
    out, err = io.StringIO(), io.StringIO()
    code = simulate.main(args, out, err)
    return code, out.getvalue(), err.getvalue()


def without_times(report):
    return {level: {key: value for key, value in row.items() if "_ms_" not in key}
            for level, row in report["levels"].items()}


def test_tricks_json_has_every_field_and_is_deterministic():
    args = ["--game", "tricks", "--players", "3", "--seats", "strong,simple,random", "--deals", "6",
            "--seed", "4", "--json"]
    code, out, _ = run(args)
    assert code == 0
    report = json.loads(out)
    assert set(report["levels"]) == {"strong", "simple", "random"}
    for row in report["levels"].values():
        assert set(row) == {"seat_deals", "exact_rate", "exact_ci", "points_per_deal", "bid_ms_p50",
                            "bid_ms_p95", "play_ms_p50", "play_ms_p95", "premiums", "premiums_made"}
        assert row["seat_deals"] == 6  # each level sits in one seat per deal
        low, high = row["exact_ci"]
        assert 0 <= low <= row["exact_rate"] <= high <= 1
    _, again, _ = run(args)
    assert without_times(json.loads(again)) == without_times(report)


def test_seats_rotate_so_a_level_in_two_seats_counts_twice():
    code, out, _ = run(["--game", "tricks", "--players", "3", "--seats", "random,random,simple",
                        "--deals", "4", "--seed", "1", "--json"])
    levels = json.loads(out)["levels"]
    assert levels["random"]["seat_deals"] == 8 and levels["simple"]["seat_deals"] == 4


def test_counting_json_and_text():
    code, out, _ = run(["--game", "counting", "--players", "3", "--seats", "strong,simple,random",
                        "--deals", "5", "--seed", "2", "--json"])
    levels = json.loads(out)["levels"]
    assert set(levels["strong"]) == {"games", "win_rate", "win_ci", "play_ms_p50", "play_ms_p95"}
    assert sum(row["win_rate"] * row["games"] for row in levels.values()) == pytest.approx(5)
    code, out, _ = run(["--game", "counting", "--players", "2", "--seats", "strong,simple",
                        "--deals", "2", "--seed", "2"])
    lines = out.splitlines()
    assert lines[0] == "Counting game, 2 players, 2 games, seed 2, seats strong, simple rotated each game."
    assert lines[1].startswith("strong: 2 seat-games, won ")


def test_tricks_text_names_each_level():
    code, out, _ = run(["--game", "tricks", "--players", "2", "--seats", "hard,strong", "--deals", "1",
                        "--seed", "3"])
    lines = out.splitlines()
    assert lines[0] == "Trick game, 2 players, standard, 1 deals, seed 3, seats hard, strong rotated each deal."
    assert lines[1].startswith("hard: 1 seat-deals, exact bids ")
    assert "95 % interval" in lines[1] and "ms p95" in lines[1]


def test_progress_bar_on_stderr_for_long_runs(monkeypatch):
    monkeypatch.setattr(simulate, "PROGRESS_AFTER", 0.0)
    code, out, err = run(["--game", "tricks", "--players", "3", "--seats", "random,random,random",
                          "--deals", "3", "--seed", "1", "--json"])
    assert err.endswith("[" + "#" * 30 + "] 3/3 deals\n")
    json.loads(out)  # stdout holds the JSON only


@pytest.mark.parametrize("args, reason", [
    (["--seats", "hard,strong"], "--seats needs 3 levels"),
    (["--seats", "hard,strong,genius"], "unknown level 'genius'"),
    (["--seats", "hard,strong,strong,strong", "--variant", "oxford", "--players", "4"],
     "Oxford Whist is for 3 players only"),
    (["--seats", "hard,strong,strong,strong,strong", "--players", "5"], "takes 2 to 4 players"),
])
def test_bad_arguments_are_refused(capsys, args, reason):
    base = {"--game": "tricks", "--players": "3", "--deals": "2"}
    argv = ["simulate"]
    given = dict(zip(args[::2], args[1::2]))
    for key, value in {**base, **given}.items():
        argv += [key, value]
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    assert reason in capsys.readouterr().err


def test_wilson_interval():
    low, high = simulate.wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    assert simulate.wilson(0, 0) == (0.0, 1.0)


# ----------------------------------------------------------------- output that cannot be written
SHORT = ["simulate", "--game", "counting", "--players", "2", "--seats", "random,random", "--deals", "2",
         "--seed", "1"]


def _run_child(stdout):
    import os
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parent.parent
    return subprocess.run([sys.executable, "-m", "game", *SHORT], cwd=root, stdout=stdout,
                          stderr=subprocess.PIPE, text=True, timeout=120,
                          env=dict(os.environ, LANGUAGE="en", LC_ALL="C"))


def test_a_closed_pipe_ends_quietly():
    """`simulate | head` when head has gone: exit code 1, no traceback, nothing on stderr."""
    import os
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader is gone before anything is written
    try:
        done = _run_child(write_end)
    finally:
        os.close(write_end)
    assert (done.returncode, done.stderr) == (1, "")


def test_a_full_disk_says_so_in_one_line():
    with open("/dev/full", "w") as full:
        done = _run_child(full)
    assert done.returncode == 1
    assert done.stderr == "ninety-nine simulate: the report could not be written: No space left on device.\n"


def test_ctrl_c_ends_the_progress_line(monkeypatch):
    """After Ctrl+C the progress bar's line is ended (the prompt starts on its own line): 130."""
    monkeypatch.setattr(simulate, "PROGRESS_AFTER", 0.0)
    original = simulate.Progress.update

    def update(self, done):
        original(self, done)
        raise KeyboardInterrupt
    monkeypatch.setattr(simulate.Progress, "update", update)
    try:
        code, out, err = run(SHORT[1:])
    except KeyboardInterrupt:  # escaping, it would stop the whole test session
        pytest.fail("Ctrl+C escaped simulate.main")
    assert (code, out) == (130, "")
    assert err == "\r[" + "#" * 15 + "." * 15 + "] 1/2 games\n"


def test_ctrl_c_in_a_real_run_exits_130_with_the_line_ended():
    import signal
    import subprocess
    import sys
    import time
    from pathlib import Path
    root = Path(__file__).resolve().parent.parent
    child = subprocess.Popen([sys.executable, "-m", "game", "simulate", "--game", "counting", "--players", "2",
                              "--seats", "random,random", "--deals", "1000000", "--seed", "1"], cwd=root,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             # SIGINT as a terminal sends it, even when the test run was started
                             # with it ignored (a background job), which the child would inherit
                             preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        time.sleep(simulate.PROGRESS_AFTER + 1.5)  # the progress bar is drawn by now
        child.send_signal(signal.SIGINT)
        out, err = child.communicate(timeout=60)
    finally:
        child.kill()
    assert child.returncode == 130
    assert out == b"" and err.startswith(b"\r[") and err.endswith(b" games\n") and b"Traceback" not in err
