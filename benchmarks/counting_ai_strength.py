"""Benchmark: the strong computer player against simple ones in seeded counting games.

For 3 and 4 players it plays GAMES complete games (default 2,000 each), one strong player and the
rest simple, the strong player's seat rotating with the game number (seat = game % players) and
the draw mode alternating (manual, auto). Prints the strong player's win rate against the fair
share (1/3, 1/4) and the time it takes to choose a card to play (mean, 99th percentile, worst;
draws are not timed: the player draws at once whenever it may).

Run: ``.venv/bin/python benchmarks/counting_ai_strength.py [GAMES]``
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.counting import CountingOptions, CountingState, choose_action  # noqa: E402
from game.counting.ai_strong import WEIGHTS, Weights, choose_strong_action  # noqa: E402


def play_game(players: int, seed: int, weights: Weights = WEIGHTS) -> tuple[bool, list[float]]:
    """One game, the strong player at seat ``seed % players``; returns (strong player won,
    the seconds each of its card choices took)."""
    strong = seed % players
    rng = random.Random(seed)
    options = CountingOptions(players=players, draw=("manual", "auto")[seed % 2])
    state = CountingState.new(options, seed)
    times: list[float] = []
    while state.winner is None:
        seat = state.drawer if state.drawer is not None else state.turn
        view = state.view(seat)
        if seat == strong and not view.may_draw:
            start = time.perf_counter()
            action = choose_strong_action(view, rng, weights)
            times.append(time.perf_counter() - start)
        elif seat == strong:
            action = choose_strong_action(view, rng, weights)
        else:
            action = choose_action(view, rng)
        state.apply(action)
    return state.winner == strong, times


def strength(players: int, games: int, weights: Weights = WEIGHTS) -> tuple[float, list[float]]:
    """The strong player's win rate over ``games`` seeded games, and all its decision times."""
    wins = 0
    times: list[float] = []
    for seed in range(games):
        won, game_times = play_game(players, seed, weights)
        wins += won
        times += game_times
    return wins / games, times


def main(games: int = 2_000) -> None:
    for players in (3, 4):
        rate, times = strength(players, games)
        times.sort()
        mean_ms = 1000 * sum(times) / len(times)
        p99_ms = 1000 * times[int(0.99 * (len(times) - 1))]
        print(f"{players} players, {games} games: strong wins {rate:.1%} (fair share {1 / players:.1%}); "
              f"time per card chosen: mean {mean_ms:.3f} ms, 99th percentile {p99_ms:.3f} ms, "
              f"worst {1000 * times[-1]:.3f} ms over {len(times)} choices")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2_000)
