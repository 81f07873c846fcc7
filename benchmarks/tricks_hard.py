"""Benchmark: the hard trick player (game.tricks.ai_hard) against the strong one.

Runs the line-ups of issues 12 and 21 through the simulate command's own functions and prints a Markdown
report (the figures in benchmarks/tricks_hard.md, benchmarks/README.md and the README came from it):

1. strength: hard against two strong (3 players), three hard, and hard against strong with 2 and
   4 players: exact-bid rates with 95 % intervals, points per deal, premiums made of those that
   stood, and the decision times per level;
2. time per decision of the hard player, both wall-clock (what the player waits, which grows
   when other programs share the cores) and CPU time of the deciding thread (the work itself).

Run: ``nice -n 10 python3 benchmarks/tricks_hard.py [DEALS] [TIMING_DEALS] [--fixed]`` (default
2000 and 100; ``--fixed``: the hard level ignores its wall-clock deadline, so the results depend
on the seed alone). The times inside the running app, worker thread included, come from
``benchmarks/ai_in_app.py``. The same run, one line-up at a time, is
``python3 -m game simulate --game tricks --players 3 --seats hard,strong,strong --deals 2000 --seed 1``.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.simulate import percentile, simulate_tricks, tricks_report  # noqa: E402
from game.tricks import TricksOptions, TricksState  # noqa: E402
from game.tricks.ai import choose_action  # noqa: E402
from game.tricks.ai_hard import choose_action_hard  # noqa: E402

LINEUPS = [(3, "hard,strong,strong", 1), (3, "hard,hard,hard", 7), (2, "hard,strong", 3),
           (4, "hard,strong,strong,strong", 4)]
"""(players, seats, seed) of each strength run."""


def strength(deals: int, fixed: bool = False) -> list[str]:
    """Markdown rows: one per level of each line-up (with ``fixed`` the hard level ignores the
    clock and the results depend on the seed alone)."""
    rows = ["| players | seats | seed | level | seat-deals | exact bids (95 % interval) | points per deal | "
            "premiums made / standing | bid ms p95 | play ms p95 |",
            "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
    for players, seats, seed in LINEUPS:
        report = tricks_report(simulate_tricks(players, seats.split(","), deals, seed, fixed=fixed))
        for level, row in report["levels"].items():
            low, high = row["exact_ci"]
            rows.append(f"| {players} | {seats} | {seed} | {level} | {row['seat_deals']} | "
                        f"{100 * row['exact_rate']:.1f} % ({100 * low:.1f}..{100 * high:.1f}) | "
                        f"{row['points_per_deal']:.2f} | {row['premiums_made']} / {row['premiums']} | "
                        f"{row['bid_ms_p95']:.0f} | {row['play_ms_p95']:.0f} |")
            print(rows[-1], file=sys.stderr, flush=True)
    return rows


def timing(deals: int, players: int = 3) -> list[str]:
    """Markdown rows: median and p95 of the hard player's bids and plays, wall and thread CPU."""
    rng = random.Random(9)
    times: dict[str, list[float]] = {"bid wall": [], "bid cpu": [], "play wall": [], "play cpu": []}
    state = TricksState.new(TricksOptions(players=players), seed=9)
    for deal in range(deals):
        if state.phase == "over":
            state = TricksState.new(TricksOptions(players=players), seed=9 + deal)
        number = state.deal
        while state.deal == number and state.phase != "over":
            seat = state.to_act()[0]
            view = state.view(seat)
            if seat == deal % players:
                kind = "bid" if state.phase == "bidding" else "play"
                wall, cpu = time.perf_counter(), time.thread_time()
                action = choose_action_hard(view, rng)
                times[f"{kind} cpu"].append(time.thread_time() - cpu)
                times[f"{kind} wall"].append(time.perf_counter() - wall)
            else:
                action = choose_action(view, rng)
            state.apply(action)
    rows = [f"| {players} players, {deals} deals | median ms | p95 ms | max ms |", "| --- | --- | --- | --- |"]
    for name, values in times.items():
        rows.append(f"| {name} | {1000 * percentile(values, 0.5):.0f} | {1000 * percentile(values, 0.95):.0f} | "
                    f"{1000 * max(values):.0f} |")
    return rows


def main() -> None:
    args = [arg for arg in sys.argv[1:] if arg != "--fixed"]
    deals = int(args[0]) if args else 2000
    timing_deals = int(args[1]) if len(args) > 1 else 100
    print("## Strength\n")
    print("\n".join(strength(deals, "--fixed" in sys.argv)))
    print("\n## Time per decision of the hard player\n")
    for players in (3, 4, 2):
        print("\n".join(timing(timing_deals, players)))
        print()


if __name__ == "__main__":
    main()
