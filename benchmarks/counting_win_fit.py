"""Fit the hard counting player's own chance of winning the game from the tokens (issue 21, eighth pass).

The hard level scores its play-outs by :func:`game.counting.ai_hard.game_value`, a win chance
fitted to games of three strong players: every player's strength is ``(t + 1) ** 1.8 *
exp(0.143 t)`` and its chance its share of the strengths of the players still in. The hard
player converts tokens into wins differently (it is the stronger player), so this script fits
its own chance from the round starts of games it plays:

1. ``--make data.pkl``: games of ``--seats`` (default ``hard,strong,strong``; levels rotated one
   seat each game, game ``g`` dealt from seed ``seed * 1000 + g``, the hard level with
   ``APP_BUDGET.fixed()``); at every round start (C-18) the tokens, the seats still in and each
   seat's level are recorded, and the game's winner (C-20) when it ends. Pure Python.
2. ``--fit data.pkl``: maximum likelihood of the winner of each game given each of its round
   starts where a hard player is in, for these models of a seat's strength ``S`` (its chance
   is its share of the strengths of the players in):

   - ``strong``: everybody ``(t + 1) ** 1.8 * exp(0.143 t)`` (the code today);
   - ``edge``: the same, the hard seats' strength times ``c2`` heads-up, ``c3`` with three in;
   - ``shapes``: hard seats ``c_n * (t + 1) ** a_h * exp(b_h t)``, the others
     ``(t + 1) ** a_o * exp(b_o t)`` (6 parameters);

   fitted on the even games and scored (log loss per round start) on the odd ones, then refitted
   on all games, whose parameters are printed in the form ``ai_hard.WIN_MODEL`` takes. Needs
   numpy and scipy.

    nice -n 19 .venv/bin/python benchmarks/counting_win_fit.py --make win.pkl --games 1200 --seed 201
    nice -n 19 .venv/bin/python benchmarks/counting_win_fit.py --fit win.pkl
"""

from __future__ import annotations

import argparse
import math
import pickle
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.counting.actions import DrawCard  # noqa: E402
from game.counting.ai_strong import choose_strong_action  # noqa: E402
from game.counting.options import CountingOptions  # noqa: E402
from game.counting.state import CountingState  # noqa: E402


def make(path: str, games: int, seed: int, seats: list[str]) -> None:
    """Play ``games`` games of ``seats`` (rotated) and pickle their round starts and winners:
    a list of ``(levels, starts, winner)``, ``starts`` a list of ``(tokens, active)``."""
    from game.counting.ai_hard import APP_BUDGET, choose_hard_action
    players = len(seats)
    rows = []
    began = time.time()
    for game in range(games):
        levels = [seats[(seat - game) % players] for seat in range(players)]
        state = CountingState.new(CountingOptions(players=players), seed=seed * 1000 + game)
        rng = random.Random(seed * 1000 + game)
        starts = []
        round_number = None
        while state.winner is None:
            if state.round != round_number:
                round_number = state.round
                active = [s for s in range(players) if s not in state.eliminated]
                starts.append((tuple(state.tokens), tuple(active)))
            if state.drawer is not None:
                state.apply(DrawCard(state.drawer))
                continue
            view = state.view(state.turn)
            if levels[state.turn] == "hard":
                state.apply(choose_hard_action(view, rng, APP_BUDGET.fixed()))
            else:
                state.apply(choose_strong_action(view, rng))
        rows.append((tuple(levels), starts, state.winner))
        if (game + 1) % 100 == 0:
            print(f"{game + 1} games, {time.time() - began:.0f} s", file=sys.stderr, flush=True)
            with open(path, "wb") as handle:
                pickle.dump(rows, handle)
    with open(path, "wb") as handle:
        pickle.dump(rows, handle)
    print(f"{sum(len(starts) for _levels, starts, _winner in rows)} round starts from {games} games")


def _examples(rows: list, games: range | list[int]) -> list[tuple]:
    """(hard flags, tokens, winner index) of each round start with a hard player and 2+ in."""
    out = []
    for g in games:
        levels, starts, winner = rows[g]
        for tokens, active in starts:
            if len(active) < 2 or not any(levels[s] == "hard" for s in active) or winner not in active:
                continue
            out.append((tuple(levels[s] == "hard" for s in active), tuple(tokens[s] for s in active),
                        active.index(winner)))
    return out


MODELS = {
    "strong": ((), ()),
    "edge": (("log_c2", "log_c3"), (0.0, 0.0)),
    "shapes": (("log_c2", "log_c3", "a_h", "b_h", "a_o", "b_o"), (0.0, 0.0, 1.8, 0.143, 1.8, 0.143)),
}


def log_strengths(model: str, params, hard: tuple, tokens: tuple) -> list[float]:
    """The log strength of each seat in of one round start under ``model``."""
    n = len(tokens)
    values = []
    for is_hard, t in zip(hard, tokens):
        if model == "strong" or (model == "edge"):
            s = 1.8 * math.log(t + 1) + 0.143 * t
            if model == "edge" and is_hard:
                s += params[0] if n == 2 else params[1]
        else:
            if is_hard:
                s = (params[0] if n == 2 else params[1]) + params[2] * math.log(t + 1) + params[3] * t
            else:
                s = params[4] * math.log(t + 1) + params[5] * t
        values.append(s)
    return values


def log_loss(model: str, params, examples: list[tuple]) -> float:
    """Mean negative log likelihood of the winners of ``examples``."""
    total = 0.0
    for hard, tokens, winner in examples:
        logs = log_strengths(model, params, hard, tokens)
        top = max(logs)
        total -= logs[winner] - top - math.log(sum(math.exp(v - top) for v in logs))
    return total / len(examples)


def fit(path: str) -> None:
    """Print each model's held-out log loss and its parameters fitted on all games."""
    from scipy.optimize import minimize
    with open(path, "rb") as handle:
        rows = pickle.load(handle)
    even = _examples(rows, range(0, len(rows), 2))
    odd = _examples(rows, range(1, len(rows), 2))
    every = even + odd
    hard_wins = sum(1 for levels, _s, winner in rows if levels[winner] == "hard")
    print(f"{len(rows)} games, hard won {hard_wins}; {len(every)} round starts ({len(even)} even, {len(odd)} odd)")
    for model, (names, start) in MODELS.items():
        if names:
            half = minimize(lambda p: log_loss(model, p, even), start, method="Nelder-Mead",
                            options={"maxiter": 4000, "xatol": 1e-4, "fatol": 1e-7})
            whole = minimize(lambda p: log_loss(model, p, every), half.x, method="Nelder-Mead",
                             options={"maxiter": 4000, "xatol": 1e-4, "fatol": 1e-7})
            held, params = log_loss(model, half.x, odd), list(whole.x)
        else:
            held, params = log_loss(model, (), odd), []
        shown = ", ".join(f"{n}={v:.4f}" for n, v in zip(names, params))
        print(f"{model}: held-out log loss {held:.5f}, all games {log_loss(model, params, every):.5f}; {shown}")
        if model == "shapes":
            c2, c3, a_h, b_h, a_o, b_o = params
            print(f"  ai_hard.WIN_MODEL=({math.exp(c2):.4f},{math.exp(c3):.4f},"
                  f"{a_h:.4f},{b_h:.4f},{a_o:.4f},{b_o:.4f})")
        if model == "edge":
            c2, c3 = params
            print(f"  ai_hard.WIN_MODEL=({math.exp(c2):.4f},{math.exp(c3):.4f},1.8,0.143,1.8,0.143)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--make")
    parser.add_argument("--fit")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=201)
    parser.add_argument("--seats", default="hard,strong,strong")
    options = parser.parse_args()
    if options.make:
        make(options.make, options.games, options.seed, options.seats.split(","))
    if options.fit:
        fit(options.fit)


if __name__ == "__main__":
    main()
