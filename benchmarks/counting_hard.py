"""Benchmark: the hard counting player (game.counting.ai_hard) against the other levels.

Runs the line-ups of issue 21 through the simulate command's own functions (levels rotated one
seat every game, every player draws at once) and prints a Markdown table: per level, games won
with the 95 % interval, and the median and 95th percentile of the decision times. The figures in
benchmarks/README.md (headline figures in the README) and in benchmarks/counting_hard.md come from the same
runs. The same runs, one at a time, are

    python3 -m game simulate --game counting --players 3 --seats hard,strong,strong --deals 3000 --seed 5

Run: ``nice -n 10 python3 benchmarks/counting_hard.py [GAMES] [--fixed]`` (default 3000 games per
line-up). Without ``--fixed`` the hard level searches against its wall-clock deadline, as in the
app, so its strength drops a little when other programs share the cores; ``--fixed`` makes the
results depend on the seed alone. The load average is printed with the table.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.simulate import counting_report, simulate_counting  # noqa: E402

LINEUPS = [(3, "hard,strong,strong", 5), (3, "hard,random,random", 6), (3, "hard,hard,strong", 7),
           (2, "hard,strong", 8), (4, "hard,strong,strong,strong", 9)]
"""(players, seats, seed) of each run."""


def rows(games: int, fixed: bool) -> list[str]:
    """Markdown rows: one per level of each line-up."""
    lines = ["| players | seats (rotated) | games | seed | level | seat-games | won (95 % interval) | "
             "play ms p50 / p95 |", "| --- | --- | --- | --- | --- | --- | --- | --- |"]
    for players, seats, seed in LINEUPS:
        report = counting_report(simulate_counting(players, seats.split(","), games, seed, fixed=fixed))
        for level, row in report["levels"].items():
            low, high = row["win_ci"]
            lines.append(f"| {players} | {seats} | {games} | {seed} | {level} | {row['games']} | "
                         f"{100 * row['win_rate']:.1f} % ({100 * low:.1f}..{100 * high:.1f}) | "
                         f"{row['play_ms_p50']:.2f} / {row['play_ms_p95']:.2f} |")
        print(lines[-1], file=sys.stderr, flush=True)
    return lines


def main() -> None:
    args = [arg for arg in sys.argv[1:] if arg != "--fixed"]
    games = int(args[0]) if args else 3000
    fixed = "--fixed" in sys.argv
    print("\n".join(rows(games, fixed)))
    load = os.getloadavg()
    print(f"\nload average at the end: {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}; "
          f"{'fixed search' if fixed else 'search against the clock'}")


if __name__ == "__main__":
    main()
