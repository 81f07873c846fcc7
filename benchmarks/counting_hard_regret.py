"""Benchmark: how good the hard counting player's choices are, with little noise (issue 21).

Whole games are a noisy measure (600 games: about ±4 points), so this compares versions of the
hard level on the same positions instead. Positions are taken from games of three strong players
(C-1, 3 players) where the player to move has more than one distinct play and none reaches 99.
Each play of each position is valued once, by the truth: the real hands, the stock shuffled again
for each of ``ROLLOUTS`` play-outs (the same shuffles for every play of the position), everybody
playing the strong level to the end of the round, scored by the hard level's win chance
(``ai_hard.game_value``) from the tokens left. A version of the hard level (``APP_BUDGET.fixed()``,
so load does not matter) then chooses on every position, and the report gives the mean value of
its choices, the paired difference from the first version with its 95 % interval, and how often
they chose alike. The strong level itself is the version ``strong``.

Run (values are computed once and kept in the file given):

    nice -n 10 python3 benchmarks/counting_hard_regret.py values.pkl --positions 800 --seed 11
    python3 benchmarks/counting_hard_regret.py values.pkl --version base \\
        --version "h3:ai_hard.HORIZON_TURNS=3" --version strong

``--from-hard`` takes the positions from hard,strong,strong games instead, at the hard level's
own turns (the positions it meets; a quarter of them heads-up after an elimination, C-18).
``--heads-up`` keeps only positions with two players left (C-18). ``--lazy`` values no play
when the positions are made: a report then values only the plays chosen at positions where the
versions disagree (the others add nothing to a paired difference), ``--rollouts`` times each,
and keeps them in the file; its lines then give no mean value. For example, a large set of
heads-up positions of the hard level compared at 48 play-outs a play:

    nice -n 19 python3 benchmarks/counting_hard_regret.py hu.pkl --positions 4000 --seed 31 \
        --from-hard --heads-up --lazy
    nice -n 19 python3 benchmarks/counting_hard_regret.py hu.pkl --rollouts 48 --version base \
        --version "hu3:ai_hard.HEADS_UP_TURNS=3"

A version is ``name`` or ``name:module.ATTRIBUTE=value,...`` (modules of ``game.counting``;
values are Python literals; ``budget.FIELD=value`` sets a field of the fixed search budget,
``samples``, ``min_samples``, ``batch`` or ``z``, as in ``"slow:budget.samples=1600,budget.z=4.0"``;
``=@FILE`` reads the literal from ``FILE``, for tables such as ``ai_hard.LEAF_BY_TOTAL``); each
version is chosen in its own process so that settings do not mix. ``--reuse`` takes a version's
choices from an earlier report of the same file (kept beside it) instead of choosing again;
``--split`` gives each difference by players in, third of the count and tokens of the player to
move as well. ``--truth SETTINGS`` (as a version's) sets the process that values the plays, such
as the win chance that scores the tokens left (``ai_hard.WIN_MODEL``, eighth pass); it is kept
beside the file and a report with other settings is refused.
Pure Python; values in thousandths of a win.
"""

from __future__ import annotations

import argparse
import ast
import importlib
import json
import math
import os
import pickle
import random
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.counting.actions import DrawCard, PlayCard  # noqa: E402
from game.counting.ai_strong import choose_strong_action  # noqa: E402
from game.counting.options import CountingOptions  # noqa: E402
from game.counting.state import CountingState  # noqa: E402

ROLLOUTS = 24
"""Play-outs to the end of the round per play of a position."""


def positions(count: int, seed: int, hard: bool = False, heads_up: bool = False
              ) -> list[CountingState]:
    """``count`` positions of 3-player strong games (about one decision in four is kept); with
    ``hard``, of hard,strong,strong games (the hard level in seat ``game % 3``, fixed budget,
    every one of its decisions kept): the positions the hard level meets itself. With
    ``heads_up``, only positions with two players left (C-18). Game ``g`` is dealt from seed
    ``seed * 1000 + g``."""
    from game.counting.ai_hard import APP_BUDGET, _candidates, choose_hard_action
    rng = random.Random(seed)
    found: list[CountingState] = []
    game = 0
    while len(found) < count:
        state = CountingState.new(CountingOptions(players=3), seed=seed * 1000 + game)
        hard_seat = game % 3 if hard else None
        game += 1
        while state.winner is None and len(found) < count:
            if state.drawer is not None:
                state.apply(DrawCard(state.drawer))
                continue
            view = state.view(state.turn)
            plays = _candidates(view)
            keep = state.turn == hard_seat if hard else rng.random() < 0.25
            if heads_up and len(state.eliminated) != state.players - 2:
                keep = False
            if len(plays) > 1 and not any(option[2] == 0 for _, option in plays) and keep:
                found.append(state.clone())
            if state.turn == hard_seat:
                state.apply(choose_hard_action(view, rng, APP_BUDGET.fixed()))
            else:
                state.apply(choose_strong_action(view, rng))
    return found


def value_of(state: CountingState, play: PlayCard, rollouts: int) -> float:
    """Mean win chance of ``play``'s player after it, everybody then playing strong to the end of
    the round, over ``rollouts`` shuffles of the stock."""
    from game.counting.ai_hard import game_value
    seat = play.seat
    total = 0.0
    for index in range(rollouts):
        world = state.clone()
        rng = random.Random(index * 7 + 1)
        rng.shuffle(world.stock)
        round_number = world.round
        world.apply(play)
        while world.winner is None and world.round == round_number:
            if world.drawer is not None:
                world.apply(DrawCard(world.drawer))
                continue
            world.apply(choose_strong_action(world.view(world.turn), rng))
        active = [s for s in range(world.players) if s not in world.eliminated]
        total += game_value(list(world.tokens), active, seat)
    return total / rollouts


def make_values(path: str, count: int, seed: int, hard: bool = False, heads_up: bool = False,
                lazy: bool = False, rollouts: int = ROLLOUTS) -> None:
    """Positions (see :func:`positions`) and the value of each of their plays (``None`` with
    ``lazy``: valued when a report needs it), pickled to ``path``."""
    from game.counting.ai_hard import _candidates
    rows = []
    for state in positions(count, seed, hard, heads_up):
        view = state.view(state.turn)
        plays = [PlayCard(view.seat, view.hand[index], option[0]) for index, option in _candidates(view)]
        values = [None if lazy else value_of(state, play, rollouts) for play in plays]
        rows.append((state, plays, values))
    with open(path, "wb") as handle:
        pickle.dump(rows, handle)


def apply_settings(settings: str, budget=None):
    """Set ``module.ATTRIBUTE=value,...`` (modules of ``game.counting``; ``=@FILE`` reads the
    literal from ``FILE``; ``budget.FIELD=value`` changes a field of ``budget``), rebuild the
    hard level's tables and return the budget."""
    from dataclasses import replace

    from game.counting import ai_hard
    for setting in _split_settings(settings):
        target, _, literal = setting.partition("=")
        module_name, _, attribute = target.rpartition(".")
        if module_name == "budget":  # a field of the search's budget (samples, min_samples, z)
            budget = replace(budget, **{attribute: ast.literal_eval(literal)})
            continue
        if literal.startswith("@"):  # a long value (a table): the literal is in that file
            literal = Path(literal[1:]).read_text()
        module = importlib.import_module(f"game.counting.{module_name}")
        if not hasattr(module, attribute):  # a setting renamed or gone would change nothing, silently
            raise SystemExit(f"no setting {attribute} in {module.__name__}")
        setattr(module, attribute, ast.literal_eval(literal))
    ai_hard.retune()
    return budget


def _split_settings(settings: str) -> list[str]:
    """``settings`` split at the commas outside brackets (a tuple's commas stay in its value)."""
    parts, depth, current = [], 0, ""
    for char in settings:
        if char in "([":
            depth += 1
        elif char in ")]":
            depth -= 1
        if char == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += char
    parts.append(current)
    return [part for part in parts if part]


def choose_all(path: str, version: str) -> list[int]:
    """Index of the play ``version`` chooses at every position of ``path``."""
    from game.counting import ai_hard
    name, _, settings = version.partition(":")
    budget = apply_settings(settings, ai_hard.APP_BUDGET.fixed())
    with open(path, "rb") as handle:
        rows = pickle.load(handle)
    chosen = []
    for index, (state, plays, _values) in enumerate(rows):
        view = state.view(state.turn)
        if name == "strong":
            action = choose_strong_action(view, random.Random(index))
        else:
            action = ai_hard.choose_hard_action(view, random.Random(index), budget)
        chosen.append(next(i for i, play in enumerate(plays)
                           if play.card.rank == action.card.rank and play.value == action.value))
    return chosen


def report(path: str, versions: list[str], rollouts: int = ROLLOUTS, reuse: bool = False,
           split: bool = False, truth: str = "") -> list[str]:
    """One line per version: mean value, paired difference from the first (95 % interval).
    Plays of a lazy file (``None`` values) that a difference needs are valued first, with
    ``rollouts`` play-outs each, and kept in the file; the mean value is then left out. Every
    version's choices are kept in ``path + ".choices.json"``; with ``reuse``, a version already
    there (the same text) is not chosen again (valid only while the code is unchanged). With
    ``split``, each difference is also given by players in, third of the count and tokens.
    ``truth``: settings (as a version's) of the process that values the plays, such as the win
    chance ``ai_hard.WIN_MODEL`` that scores the tokens left; kept beside the file (``.truth``),
    and a file valued with other settings is refused."""
    with open(path, "rb") as handle:
        rows = pickle.load(handle)
    truth_path = Path(path + ".truth")
    if truth_path.exists() and truth_path.read_text() != truth:
        raise SystemExit(f"{path} was valued with --truth {truth_path.read_text()!r}, not {truth!r}")
    truth_path.write_text(truth)
    apply_settings(truth)
    kept_path = Path(path + ".choices.json")
    kept = json.loads(kept_path.read_text()) if kept_path.exists() else {}
    choices = {}
    for version in versions:
        if reuse and version in kept:
            choices[version] = kept[version]
            continue
        output = subprocess.run([sys.executable, __file__, path, "--choose", version],
                                capture_output=True, text=True, check=True, env=dict(os.environ))
        choices[version] = json.loads(output.stdout)
        kept[version] = choices[version]
        kept_path.write_text(json.dumps(kept))
    lazy = any(value is None for row in rows for value in row[2])
    if lazy:
        valued = 0
        for i, (state, plays, values) in enumerate(rows):
            picked = {choices[version][i] for version in versions}
            if len(picked) < 2:
                continue
            for index in picked:
                if values[index] is None:
                    values[index] = value_of(state, plays[index], rollouts)
                    valued += 1
        if valued:
            with open(path, "wb") as handle:
                pickle.dump(rows, handle)
    first = versions[0]
    lines = []
    for version in versions:
        diffs = [row[2][choices[version][i]] - row[2][choices[first][i]]
                 if choices[version][i] != choices[first][i] else 0.0 for i, row in enumerate(rows)]
        n = len(diffs)
        mean = sum(diffs) / n
        spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(1, n - 1))
        alike = sum(choices[version][i] == choices[first][i] for i in range(n)) / n
        if lazy:
            head = f"{version}:"
        else:
            value = sum(row[2][choices[version][i]] for i, row in enumerate(rows)) / n
            head = f"{version}: mean value {1000 * value:.2f},"
        lines.append(f"{head} against {first} {1000 * mean:+.2f} "
                     f"(± {1960 * spread / math.sqrt(n):.2f}), same choice {100 * alike:.0f} % of {n}")
        if split and version != first:
            lines.extend(_split(rows, diffs))
    return lines


def _groups(state: CountingState) -> list[str]:
    """The groups of ``--split`` a position belongs to: players in, third of the count, tokens
    of the player to move (C-12, C-18)."""
    seat = state.turn
    players_in = state.players - len(state.eliminated)
    tokens = state.tokens[seat]
    return [f"{players_in} in", f"total {33 * (state.total // 33)}-{33 * (state.total // 33) + 32}",
            f"tokens {tokens if tokens < 3 else '3+'}"]


def _split(rows: list, diffs: list[float]) -> list[str]:
    """Lines of the paired difference by group (:func:`_groups`), thousandths, 95 % intervals."""
    by: dict[str, list[float]] = {}
    for row, diff in zip(rows, diffs):
        for group in _groups(row[0]):
            by.setdefault(group, []).append(diff)
    lines = []
    for group in sorted(by):
        part = by[group]
        n = len(part)
        mean = sum(part) / n
        spread = math.sqrt(sum((d - mean) ** 2 for d in part) / max(1, n - 1))
        lines.append(f"    {group}: {1000 * mean:+.2f} (± {1960 * spread / math.sqrt(n):.2f}) of {n}")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("values")
    parser.add_argument("--positions", type=int, default=0)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--from-hard", action="store_true",
                        help="positions of hard,strong,strong games at the hard level's turns")
    parser.add_argument("--heads-up", action="store_true",
                        help="only positions with two players left (C-18)")
    parser.add_argument("--lazy", action="store_true",
                        help="value no play now; a report values the plays it needs")
    parser.add_argument("--rollouts", type=int, default=ROLLOUTS,
                        help="play-outs to the end of the round per play valued")
    parser.add_argument("--version", action="append", default=[])
    parser.add_argument("--reuse", action="store_true",
                        help="take a version's choices from the file's earlier reports")
    parser.add_argument("--split", action="store_true",
                        help="each difference also by players in, third of the count, tokens")
    parser.add_argument("--truth", default="",
                        help="settings of the valuing process, e.g. ai_hard.WIN_MODEL=(...)")
    parser.add_argument("--choose")
    options = parser.parse_args()
    if options.choose:
        print(json.dumps(choose_all(options.values, options.choose)))
        return
    if options.positions:
        make_values(options.values, options.positions, options.seed, options.from_hard,
                    options.heads_up, options.lazy, options.rollouts)
    if options.version:
        print("\n".join(report(options.values, options.version, options.rollouts, options.reuse,
                                options.split, options.truth)))


if __name__ == "__main__":
    main()
