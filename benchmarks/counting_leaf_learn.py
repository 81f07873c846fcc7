"""Fit the learned leaf value of the hard counting player (issue 21, eleventh pass).

The hard level (``game/counting/ai_hard.py``) can score an unfinished play-out's end by a
logistic model (``ai_hard.LEAF_MODEL = "learned"``, module ``game/counting/ai_leaf.py``) instead
of main's hand-made leaf. This script regenerates the model's coefficients:

1. ``--make data.pkl``: games of 3 players, even games hard,strong,strong and odd games
   hard,hard,strong, the seats rotated (game ``g`` dealt from seed ``--seed + g``, by default
   7,700,000 + g: disjoint from the position sets and the issue's commands); the hard level at a
   fixed budget of at most ``--samples`` deals. At every turn, every player still in is recorded
   from its own seat (``ai_leaf.features`` with its real hand, and main's leaf ``ai_hard._value``
   of the same position for comparison); its target is ``ai_hard.game_value`` of the tokens at the
   end of that round (0 when it was eliminated, 1 when it won the game). Pure Python.
2. ``--fit data.pkl``: logistic regression with the soft target (maximum likelihood by Newton's
   method, a small ridge), fitted on the even games and scored on the odd ones (mean cross-entropy
   against the target; also main's leaf and the token part alone), then refitted on all; prints
   the coefficients, and with ``--write`` puts them into ``game/counting/ai_leaf.py``. Needs
   numpy (any Python that has it; the game does not).

    nice -n 15 .venv/bin/python benchmarks/counting_leaf_learn.py --make leaf.pkl --games 300
    nice -n 15 .venv/bin/python benchmarks/counting_leaf_learn.py --fit leaf.pkl --write
    nice -n 15 .venv/bin/python benchmarks/counting_leaf_learn.py --cpu s401.pkl

3. ``--cpu positions.pkl``: process CPU time per decision with main's leaf and the learned one
   (fixed budget) on the first 300 positions of a file of ``benchmarks/counting_hard_regret.py``.
"""

from __future__ import annotations

import argparse
import pickle
import random
import re
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.counting import ai_hard, ai_leaf  # noqa: E402
from game.counting.actions import DrawCard  # noqa: E402
from game.counting.ai_strong import choose_strong_action  # noqa: E402
from game.counting.options import CountingOptions  # noqa: E402
from game.counting.state import CountingState  # noqa: E402

SEED = 7_700_000
LINE_UPS = (("hard", "strong", "strong"), ("hard", "hard", "strong"))


def _round_of(state: CountingState, seat: int) -> ai_hard.Round:
    """The position as the search's :class:`ai_hard.Round`, seen by ``seat`` (real hands)."""
    n = state.players
    active = [s for s in range(n) if s not in state.eliminated]
    world = ai_hard.Round(n, [[card.rank for card in hand] for hand in state.hands],
                          [card.rank for card in reversed(state.stock)],
                          [card.rank for card in state.pile], list(state.tokens), active,
                          state.total, state.turn, state.direction, random.Random(0),
                          state.options.hand_size)
    world.me = seat
    return world


def make(path: str, games: int, seed: int, samples: int) -> None:
    """Play ``games`` games and pickle ``(game, features, main's leaf, target)`` rows to ``path``."""
    budget = replace(ai_hard.APP_BUDGET.fixed(), samples=samples)
    rows = []
    began = time.time()
    for game in range(games):
        line_up = LINE_UPS[game % 2]
        shift = (game // 2) % 3
        levels = [line_up[(seat - shift) % 3] for seat in range(3)]
        state = CountingState.new(CountingOptions(players=3), seed=seed + game)
        rng = random.Random(seed + game)
        pending: list[tuple[int, list[float], float]] = []
        round_number = state.round

        def close() -> None:
            active = [s for s in range(3) if s not in state.eliminated]
            for seat, row, main in pending:
                rows.append((game, row, main, ai_hard.game_value(list(state.tokens), active, seat)))
            pending.clear()

        while state.winner is None:
            if state.round != round_number:
                close()
                round_number = state.round
            if state.drawer is not None:
                state.apply(DrawCard(state.drawer))
                continue
            active = [s for s in range(3) if s not in state.eliminated]
            for seat in active:
                value = ai_hard.game_value(list(state.tokens), active, seat)
                row = ai_leaf.features(list(state.tokens), active, seat, state.total, state.turn,
                                       state.direction, [card.rank for card in state.hands[seat]],
                                       len(state.stock), 3, levels[seat] == "hard", value)
                pending.append((seat, row, ai_hard._value(_round_of(state, seat), seat)))
            view = state.view(state.turn)
            if levels[state.turn] == "hard":
                state.apply(ai_hard.choose_hard_action(view, rng, budget))
            else:
                state.apply(choose_strong_action(view, rng))
        close()
        if (game + 1) % 20 == 0:
            print(f"{game + 1} games, {len(rows)} rows, {time.time() - began:.0f} s",
                  file=sys.stderr, flush=True)
            with open(path, "wb") as handle:
                pickle.dump(rows, handle)
    with open(path, "wb") as handle:
        pickle.dump(rows, handle)
    print(f"{len(rows)} rows from {games} games, {time.time() - began:.0f} s")


def _fit(x, y, ridge: float = 1e-3):
    """Logistic regression with soft targets ``y`` by Newton's method (numpy arrays)."""
    import numpy as np
    w = np.zeros(x.shape[1])
    w[1] = 1.0  # start from the token part alone
    for _ in range(50):
        p = 1.0 / (1.0 + np.exp(-(x @ w)))
        grad = x.T @ (p - y) / len(y) + ridge * w
        hess = (x * (p * (1 - p))[:, None]).T @ x / len(y) + ridge * np.eye(len(w))
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-9:
            break
    return w


def _loss(p, y) -> float:
    import numpy as np
    p = np.clip(p, 1e-6, 1 - 1e-6)
    return float(-(y * np.log(p) + (1 - y) * np.log(1 - p)).mean())


def fit(path: str, write: bool) -> None:
    """Print the held-out cross-entropy of the model, main's leaf and the tokens alone, and the
    coefficients fitted on all rows (written into ``ai_leaf.py`` with ``write``)."""
    import numpy as np
    with open(path, "rb") as handle:
        rows = pickle.load(handle)
    games = np.array([r[0] for r in rows])
    x = np.array([r[1] for r in rows])
    main = np.array([r[2] for r in rows])
    y = np.array([r[3] for r in rows])
    tokens = 1.0 / (1.0 + np.exp(-x[:, 1]))
    train, test = games % 4 < 2, games % 4 >= 2  # two line-ups alternate: hold out half of each
    w = _fit(x[train], y[train])
    p = 1.0 / (1.0 + np.exp(-(x[test] @ w)))
    hard = x[test][:, -1] == 1
    print(f"{len(rows)} rows, {len(set(games.tolist()))} games; held out {int(test.sum())} rows")
    for name, guess in (("learned", p), ("main's leaf", main[test]), ("tokens alone", tokens[test])):
        print(f"  {name}: cross-entropy {_loss(guess, y[test]):.5f} "
              f"(hard seats {_loss(guess[hard], y[test][hard]):.5f}), "
              f"mean squared error {float(((guess - y[test]) ** 2).mean()):.6f}")
    entropy = _loss(y[test], y[test])
    print(f"  (the target's own entropy {entropy:.5f})")
    w = _fit(x, y)
    coefficients = tuple(round(float(v), 4) for v in w)
    for name, value in zip(ai_leaf.FEATURES, coefficients):
        print(f"  {name}: {value:+.4f}")
    if write:
        module = Path(ai_leaf.__file__)
        text = module.read_text()
        literal = "(\n" + "".join(f"    {v!r},  # {n}\n" for n, v in zip(ai_leaf.FEATURES, coefficients)) + ")"
        text, count = re.subn(r"COEFFICIENTS: tuple\[float, \.\.\.\] = .*?\n\"\"\"",
                              lambda _m: f"COEFFICIENTS: tuple[float, ...] = {literal}\n\"\"\"",
                              text, count=1, flags=re.S)
        if count != 1:
            raise SystemExit("COEFFICIENTS not found in ai_leaf.py")
        module.write_text(text)
        print(f"written to {module}")


def cpu(path: str, count: int, samples: int | None) -> None:
    """Process CPU time per decision of main's leaf and the learned one on the first ``count``
    positions of a position file of ``benchmarks/counting_hard_regret.py`` (fixed budget; with
    ``samples``, the learned leaf's deals are cut to that many as well)."""
    with open(path, "rb") as handle:
        rows = pickle.load(handle)[:count]
    budget = ai_hard.APP_BUDGET.fixed()
    versions = [("hand", budget), ("learned", budget)]
    if samples:
        versions.append(("learned", replace(budget, samples=samples)))
    for model, chosen_budget in versions:
        ai_hard.LEAF_MODEL = model
        times = []
        for index, (state, _plays, _values) in enumerate(rows):
            view = state.view(state.turn)
            start = time.process_time()
            ai_hard.choose_hard_action(view, random.Random(index), chosen_budget)
            times.append(time.process_time() - start)
        times.sort()
        mean = sum(times) / len(times)
        print(f"{model} (at most {chosen_budget.samples} deals): mean {1000 * mean:.1f} ms, "
              f"p50 {1000 * times[len(times) // 2]:.1f}, p95 {1000 * times[int(0.95 * len(times))]:.1f}"
              f" over {len(times)} decisions")
    ai_hard.LEAF_MODEL = "hand"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--make")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--samples", type=int, default=100)
    parser.add_argument("--fit")
    parser.add_argument("--write", action="store_true")
    parser.add_argument("--cpu", help="a position file: CPU per decision, main's leaf and the learned")
    parser.add_argument("--cpu-samples", type=int, default=0)
    options = parser.parse_args()
    if options.make:
        make(options.make, options.games, options.seed, options.samples)
    if options.fit:
        fit(options.fit, options.write)
    if options.cpu:
        cpu(options.cpu, 300, options.cpu_samples or None)


if __name__ == "__main__":
    main()
