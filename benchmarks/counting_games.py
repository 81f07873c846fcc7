"""Benchmark: 10,000 complete counting games (3..6 players, seeded) played by the simple
computer player; prints games per second.

Run: ``.venv/bin/python benchmarks/counting_games.py [GAMES]``
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.counting import CountingOptions, CountingState, choose_action  # noqa: E402


def play_game(seed: int) -> tuple[int, int]:
    """Play one game to its end; returns (winner, actions taken)."""
    rng = random.Random(seed)
    options = CountingOptions(players=rng.randint(3, 6), draw=rng.choice(["manual", "auto"]))
    state = CountingState.new(options, seed)
    steps = 0
    while state.winner is None:
        seat = state.drawer if state.drawer is not None else state.turn
        state.apply(choose_action(state.view(seat), rng))
        steps += 1
    return state.winner, steps


def main(games: int = 10_000) -> None:
    start = time.perf_counter()
    steps = sum(play_game(seed)[1] for seed in range(games))
    elapsed = time.perf_counter() - start
    print(f"{games} games, {steps} actions in {elapsed:.2f} s: "
          f"{games / elapsed:.0f} games per second, {steps / elapsed:.0f} actions per second")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10_000)
