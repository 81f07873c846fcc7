"""Benchmark: the trick game's rules and heuristic player.

Prints (1) random playouts per second (whole deals, random legal bids and plays), (2) heuristic
deals per second (every player the heuristic player), (3) the heuristic player's exact-bid rate
over 2,000 deals against itself, per player count, with its mean and slowest bid and play times,
for the default player (:mod:`game.tricks.ai`) and the basic one (:mod:`game.tricks.ai_basic`),
and (4) a head-to-head: the default player in one seat (each seat in turn) against basic players
in the others, its mean points per deal against theirs.

Run: ``.venv/bin/python benchmarks/tricks_deals.py [DEALS]``  (default 2,000)
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.tricks import Bid, TricksOptions, TricksState  # noqa: E402
from game.tricks.ai import choose_action  # noqa: E402
from game.tricks.ai_basic import choose_action_basic  # noqa: E402

PLAYERS = {"new": choose_action, "basic": choose_action_basic}


def play_deal(state: TricksState, rng: random.Random, heuristic: bool, bid_times: list[float],
              play_times: list[float] | None = None, seats: dict[int, str] | None = None) -> None:
    """Play the current deal of ``state`` to its end (the next deal is dealt, or the game ends).
    ``seats`` maps a live seat to its player (``"new"`` or ``"basic"``; default ``"new"``)."""
    deal = state.deal
    while state.deal == deal and state.phase != "over":
        seat = state.to_act()[0]
        if heuristic:
            view = state.view(seat)
            act = PLAYERS[(seats or {}).get(seat, "new")]
            start = time.perf_counter()
            action = act(view, rng)
            spent = time.perf_counter() - start
            if state.phase == "bidding":
                bid_times.append(spent)
            elif play_times is not None:
                play_times.append(spent)
        elif state.phase == "bidding":
            action = Bid(seat, tuple(rng.sample(state.legal_bid_cards(seat), 3)))
        else:
            action = rng.choice(state.legal_plays(seat))
        state.apply(action)


def run(players: int, deals: int, heuristic: bool, seed: int = 1, kind: str = "new",
        play_times: list[float] | None = None) -> tuple[float, int, int, list[float]]:
    """Play ``deals`` deals (new games as needed), every seat player ``kind``; return (seconds,
    exact bids, live bids, bid times)."""
    rng = random.Random(seed)
    bid_times: list[float] = []
    seats = {seat: kind for seat in range(players)}
    made = bids = 0
    game_seed = seed
    state = TricksState.new(TricksOptions(players=players), seed=game_seed)
    start = time.perf_counter()
    for _ in range(deals):
        if state.phase == "over":
            game_seed += 1
            state = TricksState.new(TricksOptions(players=players), seed=game_seed)
        play_deal(state, rng, heuristic, bid_times, play_times, seats)
        assert state.last_deal is not None
        made += sum(state.last_deal["made"][:players])
        bids += players
    return time.perf_counter() - start, made, bids, bid_times


def head_to_head(players: int, deals: int, seed: int = 11) -> tuple[float, float, float, float]:
    """The new player in one seat (seat ``deal % players``) against basic players: return (its mean
    points per deal, the basic seats' mean, its exact-bid rate, theirs)."""
    rng = random.Random(seed)
    game_seed = seed * 1000
    state = TricksState.new(TricksOptions(players=players), seed=game_seed)
    new_points = basic_points = 0.0
    new_made = basic_made = 0
    for index in range(deals):
        if state.phase == "over":
            game_seed += 1
            state = TricksState.new(TricksOptions(players=players), seed=game_seed)
        hero = index % players
        seats = {seat: "new" if seat == hero else "basic" for seat in range(players)}
        play_deal(state, rng, True, [], None, seats)
        assert state.last_deal is not None
        points, made = state.last_deal["points"], state.last_deal["made"]
        new_points += points[hero]
        new_made += made[hero]
        others = [seat for seat in range(players) if seat != hero]
        basic_points += sum(points[seat] for seat in others) / len(others)
        basic_made += sum(made[seat] for seat in others)
    return (new_points / deals, basic_points / deals, new_made / deals,
            basic_made / (deals * (players - 1)))


def main(deals: int = 2000) -> None:
    seconds, made, bids, _ = run(3, deals, heuristic=False)
    print(f"random playouts, 3 players: {deals / seconds:.0f} deals per second "
          f"(exact-bid rate {made / bids:.1%})")
    for kind in ("basic", "new"):
        for players in (2, 3, 4):
            plays: list[float] = []
            seconds, made, bids, times = run(players, deals, True, kind=kind, play_times=plays)
            print(f"{kind} heuristic, {players} players: {deals / seconds:.0f} deals per second; "
                  f"exact-bid rate {made / bids:.1%} over {deals} deals; "
                  f"bid mean {1000 * sum(times) / len(times):.1f} ms, slowest {1000 * max(times):.1f} ms; "
                  f"play mean {1000 * sum(plays) / len(plays):.2f} ms, slowest {1000 * max(plays):.1f} ms")
    for players in (2, 3, 4):
        new, basic, new_rate, basic_rate = head_to_head(players, deals)
        print(f"head-to-head, {players} players, new in one seat vs basic: {new:.2f} vs {basic:.2f} "
              f"points per deal; exact-bid rate {new_rate:.1%} vs {basic_rate:.1%}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2000)
