"""Benchmark: the trick game's rules and heuristic player.

Prints (1) random playouts per second (whole deals, random legal bids and plays), (2) heuristic
deals per second for 3 players (every player the heuristic player), (3) the heuristic player's
exact-bid rate over 2,000 deals against itself, per player count, and (4) its slowest bid.

Run: ``.venv/bin/python benchmarks/tricks_deals.py [DEALS]``  (default 2,000)
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.tricks import Bid, TricksOptions, TricksState  # noqa: E402
from game.tricks.ai import choose_action, choose_bid  # noqa: E402


def play_deal(state: TricksState, rng: random.Random, heuristic: bool, bid_times: list[float]) -> None:
    """Play the current deal of ``state`` to its end (the next deal is dealt, or the game ends)."""
    deal = state.deal
    while state.deal == deal and state.phase != "over":
        seat = state.to_act()[0]
        if heuristic:
            view = state.view(seat)
            if state.phase == "bidding":
                start = time.perf_counter()
                action = choose_bid(view, rng)
                bid_times.append(time.perf_counter() - start)
            else:
                action = choose_action(view, rng)
        elif state.phase == "bidding":
            action = Bid(seat, tuple(rng.sample(state.legal_bid_cards(seat), 3)))
        else:
            action = rng.choice(state.legal_plays(seat))
        state.apply(action)


def run(players: int, deals: int, heuristic: bool, seed: int = 1) -> tuple[float, int, int, list[float]]:
    """Play ``deals`` deals (new games as needed); return (seconds, exact bids, live bids, bid times)."""
    rng = random.Random(seed)
    bid_times: list[float] = []
    made = bids = 0
    game_seed = seed
    state = TricksState.new(TricksOptions(players=players), seed=game_seed)
    start = time.perf_counter()
    for _ in range(deals):
        if state.phase == "over":
            game_seed += 1
            state = TricksState.new(TricksOptions(players=players), seed=game_seed)
        play_deal(state, rng, heuristic, bid_times)
        assert state.last_deal is not None
        made += sum(state.last_deal["made"][:players])
        bids += players
    return time.perf_counter() - start, made, bids, bid_times


def main(deals: int = 2000) -> None:
    seconds, made, bids, _ = run(3, deals, heuristic=False)
    print(f"random playouts, 3 players: {deals / seconds:.0f} deals per second "
          f"(exact-bid rate {made / bids:.1%})")
    for players in (2, 3, 4):
        seconds, made, bids, times = run(players, deals, heuristic=True)
        print(f"heuristic, {players} players: {deals / seconds:.0f} deals per second; "
              f"exact-bid rate {made / bids:.1%} over {deals} deals; "
              f"bid mean {1000 * sum(times) / len(times):.1f} ms, slowest {1000 * max(times):.1f} ms")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2000)
