"""Fit the worth of the hand a hard play-out keeps to the total it stops at (issue 21, sixth pass).

The hard counting player (``game/counting/ai_hard.py``) stops a play-out after two turns of
every player and scores the tokens left plus a flat worth per card kept (``LEAF_KEEP`` times
``LEAF_WEIGHT``), whatever the total. This script measures what the rest of the round is really
worth at such a stop, from simulated play:

1. ``--make data.pkl``: positions of games of three strong players (C-1, 3 players; a quarter of
   the decisions with two or more distinct plays and no reach of 99, game ``g`` dealt from seed
   ``seed * 1000 + g``). For each play of each position, on ``--deals`` shuffles of the real
   stock (the real hands), the play is made and the round played on as a hard play-out does
   (``Round.play_out``: this player by the quick policy, the others by the strong model, for
   ``horizon_plays``); where the round goes on, the stop (the total, the hand kept, who is to
   move, the win chance from the tokens ``game_value`` and what one more token of this player
   adds to it) is recorded, the round is played to its end by the strong model for everybody,
   and the win chance at the end is kept. Pure Python.
2. ``--fit data.pkl``: least squares of ``end - stop`` on features times the worth of a token
   (``slope``), so that the weights are in tokens; the games are split in two halves, fitted on
   the first and scored (mean squared error) on the second, then refitted on all. Needs numpy
   (any Python that has it; the game's modules are pure Python). Prints each model's held-out
   error and, for the models ``kind`` and ``band``, the table ``ai_hard.LEAF_BY_TOTAL`` a
   version of the position benchmark can set.

Features (all times ``slope``; ``tomove``: this player moves first at the stop):

- ``flat``: the sum of ``LEAF_KEEP`` over the hand (its weight is the fitted ``LEAF_WEIGHT``).
- ``band``: per rank, the count held in each of six bands of the total (0-21, 22-32, 33-54,
  55-65, 66-87, 88-98), plus an intercept per band and ``tomove``.
- ``kind``: per rank, the count held by what its best play does on the stop's total (reach 99,
  reach 33 or 66, safe, pass; C-12..C-15) in each third of the count (below 33, below 66, below
  99), plus an intercept per band and ``tomove``, plus "to move and every card passes".

    nice -n 19 .venv/bin/python benchmarks/counting_leaf_fit.py --make leaf.pkl --games 400 --seed 97
    nice -n 19 python3 benchmarks/counting_leaf_fit.py --fit leaf.pkl
"""

from __future__ import annotations

import argparse
import pickle
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.counting.ai_moves import CARD_OPTIONS  # noqa: E402

BANDS = (22, 33, 55, 66, 88, 99)
"""Upper ends (exclusive) of the six bands of the total of the ``band`` and intercept features."""


def band_of(total: int) -> int:
    """The band (0..5, :data:`BANDS`) of ``total`` (0..98)."""
    return next(i for i, top in enumerate(BANDS) if total < top)


def kind_of(total: int, rank: int) -> int:
    """The best kind of play of ``rank`` on ``total``: 0 reach 99, 1 reach 33 or 66, 2 safe, 3 pass."""
    return min(option[2] for option in CARD_OPTIONS[total][rank])


def make(path: str, games: int, seed: int, deals: int, keep: float = 0.25) -> None:
    """Record stops and round ends (see the module's text) to ``path``: a list of
    ``(game, total, hand ranks, tomove, stop value, slope, end value)``."""
    from game.counting.actions import DrawCard
    from game.counting.ai_hard import Round, _candidates, game_value
    from game.counting.ai_model import strong_model_play
    from game.counting.ai_strong import choose_strong_action
    from game.counting.options import CountingOptions
    from game.counting.state import CountingState

    rng = random.Random(seed)
    rows = []
    for game in range(games):
        state = CountingState.new(CountingOptions(players=3), seed=seed * 1000 + game)
        while state.winner is None:
            if state.drawer is not None:
                state.apply(DrawCard(state.drawer))
                continue
            view = state.view(state.turn)
            plays = _candidates(view)
            if len(plays) > 1 and not any(option[2] == 0 for _, option in plays) and rng.random() < keep:
                me = state.turn
                active = [s for s in range(state.players) if s not in state.eliminated]
                for index, option in plays:
                    rank = view.hand[index].rank
                    for _ in range(deals):
                        stock = [card.rank for card in state.stock]
                        rng.shuffle(stock)
                        world = Round(state.players, [[c.rank for c in hand] for hand in state.hands],
                                      stock, [c.rank for c in state.pile], list(state.tokens),
                                      list(active), state.total, me, state.direction, rng,
                                      state.options.hand_size)
                        world.play(rank, option)
                        world.play_out()
                        if world.over or me not in world.active:
                            continue
                        stop = game_value(world.tokens, world.active, me)
                        more = list(world.tokens)
                        more[me] += 1
                        slope = game_value(more, world.active, me) - stop
                        row = (game, world.total, tuple(sorted(world.hands[me])), world.turn == me,
                               stop, slope)
                        for _step in range(400):
                            if world.over:
                                break
                            turn = world.turn
                            played = strong_model_play(world.total, world.hands[turn],
                                                       len(world.active), world.hand_size)
                            world.play(*played)
                        rows.append(row + (game_value(world.tokens, world.active, me),))
            state.apply(choose_strong_action(view, rng))
    with open(path, "wb") as handle:
        pickle.dump(rows, handle)
    print(f"{len(rows)} stops from {games} games")


def _features(model: str, total: int, hand: tuple[int, ...], tomove: bool) -> dict[int, float]:
    """Sparse features (index -> count) of one stop for ``model`` (see the module's text)."""
    from game.counting.ai_hard import LEAF_KEEP
    f: dict[int, float] = {}
    if model == "flat":
        f[0] = sum(LEAF_KEEP[rank] for rank in hand)
        return f
    band = band_of(total)
    f[band * 2 + (0 if tomove else 1)] = 1.0  # 12 intercepts
    base = 12
    if model == "band":
        for rank in hand:
            key = base + band * 15 + rank
            f[key] = f.get(key, 0.0) + 1.0
        return f
    third = min(2, total // 33)
    for rank in hand:
        key = base + (third * 4 + kind_of(total, rank)) * 15 + rank
        f[key] = f.get(key, 0.0) + 1.0
    if tomove and all(kind_of(total, rank) == 3 for rank in hand):
        f[base + 12 * 15] = 1.0
    return f


SIZES = {"flat": 1, "band": 12 + 6 * 15, "kind": 12 + 12 * 15 + 1}


def fit(path: str) -> None:
    """Fit each model (half the games, scored on the other half, then all); print the tables."""
    import numpy as np

    with open(path, "rb") as handle:
        rows = pickle.load(handle)
    y = np.array([row[6] - row[4] for row in rows])
    half = np.array([row[0] % 2 == 0 for row in rows])
    print(f"{len(rows)} stops; mean end - stop {1000 * y.mean():+.2f} thousandths, "
          f"sd {1000 * y.std():.2f}")
    base_err = float(np.mean(y[~half] ** 2))
    print(f"no leaf: held-out mean squared error {1e6 * base_err:.3f} (thousandths squared)")
    tables = {}
    for model in ("flat", "band", "kind"):
        size = SIZES[model]
        normal = {True: np.zeros((size, size)), False: np.zeros((size, size))}
        moment = {True: np.zeros(size), False: np.zeros(size)}
        chunk = 20_000
        for start in range(0, len(rows), chunk):  # the normal equations, a chunk of rows at a time
            part = rows[start:start + chunk]
            X = np.zeros((len(part), size))
            for i, row in enumerate(part):
                for key, count in _features(model, row[1], row[2], row[3]).items():
                    X[i, key] = count * row[5]
            for side in (True, False):
                mask = half[start:start + chunk] == side
                normal[side] += X[mask].T @ X[mask]
                moment[side] += X[mask].T @ y[start:start + chunk][mask]
        ridge = 1e-9 * np.eye(size) * len(rows)
        w_half = np.linalg.solve(normal[True] + ridge, moment[True])
        w = np.linalg.solve(normal[True] + normal[False] + ridge, moment[True] + moment[False])
        # held-out error: sum (y - Xw)^2 = y.y - 2 w.X'y + w'X'Xw over the second half
        yy = float(np.sum(y[~half] ** 2))
        err = (yy - 2 * float(w_half @ moment[False]) + float(w_half @ normal[False] @ w_half)) / int((~half).sum())
        print(f"{model}: held-out mean squared error {1e6 * err:.3f} "
              f"({100 * (base_err - err) / base_err:.2f} % of the no-leaf error explained)")
        if model == "flat":
            print(f"  fitted LEAF_WEIGHT {w[0]:.3f} (half: {w_half[0]:.3f})")
            continue
        tables[model] = w
        table = []
        for total in range(99):
            row_out = [0.0] * 16
            band = band_of(total)
            row_out[0] = w[band * 2]
            row_out[1] = w[band * 2 + 1]
            for rank in range(2, 15):
                if model == "band":
                    row_out[rank] = w[12 + band * 15 + rank]
                else:
                    row_out[rank] = w[12 + (min(2, total // 33) * 4 + kind_of(total, rank)) * 15 + rank]
            if model == "kind":
                row_out[15] = w[12 + 12 * 15]
            table.append(tuple(round(float(v), 3) for v in row_out))
        print("  intercepts (band: to move, other): "
              + ", ".join(f"{b}: {w[b * 2]:+.2f} {w[b * 2 + 1]:+.2f}" for b in range(6)))
        if model == "kind":
            print(f"  to move, every card passes: {w[12 + 12 * 15]:+.2f}")
            for third in range(3):
                for kind in range(4):
                    cells = " ".join(f"{w[12 + (third * 4 + kind) * 15 + rank]:+.2f}" for rank in range(2, 15))
                    print(f"  third {third} kind {kind}: {cells}")
        else:
            for band in range(6):
                cells = " ".join(f"{w[12 + band * 15 + rank]:+.2f}" for rank in range(2, 15))
                print(f"  band {band}: {cells}")
        with open(f"{path}.{model}.txt", "w") as handle:
            handle.write(repr(tuple(table)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--make")
    parser.add_argument("--fit")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=97)
    parser.add_argument("--deals", type=int, default=4)
    options = parser.parse_args()
    if options.make:
        make(options.make, options.games, options.seed, options.deals)
    if options.fit:
        fit(options.fit)


if __name__ == "__main__":
    main()
