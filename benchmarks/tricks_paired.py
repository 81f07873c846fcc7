"""Benchmark: paired comparison of trick-game computer players on the same deals.

Every deal ``k`` is dealt afresh from seed ``SEED * 100003 + k`` (T-3) and played once: deal
``k`` has no trumps when ``k % 6 == 0`` (a game's first deal, T-5), else trumps drawn from the
same seed, and live seat ``s`` is played by level ``seats[(s + k) % players]``. The decisions
take their random numbers from a source seeded by the deal too, and the hard level searches
without its clock (``fixed``), so two runs differ only where the players differ: run the same
deals with two settings of the hard level (``--set NAME=VALUE`` sets a constant of
:mod:`game.tricks.ai_hard`, ``--set ai_sim.NAME=VALUE`` one of :mod:`game.tricks.ai_sim`) and
compare them deal by deal with ``--compare A.json B.json``. Figures: benchmarks/tricks_hard.md.

Run: ``nice -n 10 python3 benchmarks/tricks_paired.py --players 3 --seats hard,hard,hard
--deals 300 --seed 7 --play-samples 48 --out a.json [--set PREMIUM_MARGIN=0] [--clock]``.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.simulate import trick_chooser, wilson  # noqa: E402
from game.tricks import TricksOptions, TricksState  # noqa: E402
from game.tricks import ai_hard, ai_sim  # noqa: E402
from game.tricks.ai_sim import SUITS  # noqa: E402


def play_deal(players: int, seats: list[str], seed: int, k: int, choosers: dict) -> list[dict]:
    """Play deal ``k`` (see the module); one record per live seat."""
    state = TricksState.new(TricksOptions(players=players), seed=seed * 100003 + k)
    deal_rng = random.Random(seed * 7 + k)
    if k % 6:
        state.trumps = deal_rng.choice(SUITS)
        state.first_deal = False
    level_of = LEVEL_OF
    level_of.clear()
    level_of.update({seat: seats[(seat + k) % players] for seat in range(players)})
    number = state.deal
    premiums: set[int] = set()
    times: dict[int, list[float]] = {seat: [] for seat in range(players)}
    while state.deal == number and state.phase != "over":
        seat = state.to_act()[0]
        bidding = state.phase == "bidding"
        started = time.perf_counter()
        action = choosers[level_of[seat]](state, state.view(seat), seat, deal_rng)
        times[seat].append(time.perf_counter() - started)
        state.apply(action)
        if bidding and state.phase == "play":
            premiums = {premium_seat for premium_seat, _kind in state.premium}
    last = state.last_deal
    assert last is not None
    return [{"deal": k, "seat": seat, "level": level_of[seat], "made": bool(last["made"][seat]),
             "points": last["points"][seat], "premium": seat in premiums, "bid": last["bids"][seat],
             "tricks": last["tricks"][seat], "seconds": sum(times[seat]),
             "bid_cards": [card.code for card in state.last_bid_cards[seat]]} for seat in range(players)]


LEVEL_OF: dict[int, str] = {}
"""Every seat's level in the deal being played (the hard level weighs its premiums against them)."""


def _chooser(level: str, fixed: bool, table: bool = True):
    """The simulate command's chooser (older checkouts take no ``fixed``: their hard level had no clock).
    Two halves of the hard level, to tell its bids from its play: ``hard-bid`` bids as the hard level
    and plays as the strong one, ``hard-play`` bids as the strong level and plays as the hard one;
    ``hard-play-seer`` is ``hard-play`` seeing the others' bids and bid cards (what knowing them is worth)."""
    if level == "hard-play-seer":  # strong bids; hard play that sees every bid and bid card
        hard, strong = _chooser("hard", fixed, table), _chooser("strong", fixed)

        def seer(state, view, seat, rng):
            if state.phase == "bidding":
                return strong(state, view, seat, rng)
            shown = replace(view, known_bids=tuple(state.bids),
                            exposed_bid_cards=tuple(state.bid_cards))
            return hard(state, shown, seat, rng)
        return seer
    if level in ("hard-bid", "hard-play"):
        hard, strong = _chooser("hard", fixed, table), _chooser("strong", fixed)
        bids = hard if level == "hard-bid" else strong
        plays = strong if level == "hard-bid" else hard
        return lambda state, view, seat, rng: (bids if state.phase == "bidding" else plays)(
            state, view, seat, rng)
    try:
        return trick_chooser(level, fixed, (lambda: LEVEL_OF) if table else None)
    except TypeError:
        return trick_chooser(level)


def summary(records: list[dict]) -> dict:
    """Per level: seat-deals, exact rate with its 95 % interval, points per deal, premiums."""
    result = {}
    for level in sorted({r["level"] for r in records}):
        rows = [r for r in records if r["level"] == level]
        made = sum(r["made"] for r in rows)
        low, high = wilson(made, len(rows))
        result[level] = {"seat_deals": len(rows), "exact": round(made / len(rows), 4),
                         "ci": [round(low, 4), round(high, 4)],
                         "points": round(sum(r["points"] for r in rows) / len(rows), 3),
                         "premiums": sum(r["premium"] for r in rows),
                         "premiums_made": sum(r["premium"] and r["made"] for r in rows)}
    return result


def compare(first: str, second: str, level: str = "hard") -> None:
    """Print the paired difference (second minus first) of exact bids and points per deal."""
    runs = [json.loads(Path(name).read_text()) for name in (first, second)]
    keyed = [{(r["deal"], r["seat"]): r for r in run["records"] if r["level"] == level} for run in runs]
    keys = sorted(set(keyed[0]) & set(keyed[1]))
    deals = sorted({k for k, _ in keys})
    for field in ("made", "points"):
        diffs = []
        for deal in deals:
            seats = [key for key in keys if key[0] == deal]
            diffs.append(sum(float(keyed[1][key][field]) - float(keyed[0][key][field]) for key in seats)
                         / len(seats))
        mean = sum(diffs) / len(diffs)
        var = sum((d - mean) ** 2 for d in diffs) / max(1, len(diffs) - 1)
        print(f"{field}: {mean:+.4f} per seat-deal (se {math.sqrt(var / len(diffs)):.4f}, "
              f"{len(deals)} deals)")
    for run, name in zip(runs, (first, second)):
        print(name, json.dumps(run["summary"]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seats", default="hard,hard,hard")
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--play-samples", type=int,
                        help="the hard level's most sampled deals per play (default its own)")
    parser.add_argument("--clock", action="store_true", help="the hard level keeps its clock")
    parser.add_argument("--premiums-against-all", action="store_true",
                        help="the hard level takes every other seat to play against its premium "
                             "(as before; default: only the seats whose level does)")
    parser.add_argument("--out")
    parser.add_argument("--compare", nargs=2, metavar="JSON")
    parser.add_argument("--level", default="hard", help="the level --compare compares (default hard)")
    options = parser.parse_args()
    if options.compare:
        compare(*options.compare, level=options.level)
        return
    for setting in options.set:
        name, value = setting.split("=", 1)
        module = ai_sim if name.startswith("ai_sim.") else ai_hard
        name = name.removeprefix("ai_sim.")
        if not hasattr(module, name):
            raise SystemExit(f"no setting {name} in {module.__name__}")
        setattr(module, name, type(getattr(module, name))(json.loads(value)))
    if options.play_samples:
        ai_hard.PLAY_BUDGET = replace(ai_hard.PLAY_BUDGET, samples=options.play_samples,
                                      min_samples=min(ai_hard.PLAY_BUDGET.min_samples, options.play_samples))
    seats = options.seats.split(",")
    choosers = {level: _chooser(level, not options.clock, not options.premiums_against_all)
                for level in set(seats)}
    records: list[dict] = []
    started = time.perf_counter()

    def report() -> dict:
        return {"players": options.players, "seats": seats, "seed": options.seed, "set": options.set,
                "clock": options.clock, "summary": summary(records), "records": records}

    for k in range(options.start, options.start + options.deals):
        records += play_deal(options.players, seats, options.seed, k, choosers)
        if (k + 1) % 25 == 0:
            print(k + 1, json.dumps(summary(records)), f"{time.perf_counter() - started:.0f} s",
                  file=sys.stderr, flush=True)
            if options.out:  # so far, in case the run is stopped
                Path(options.out).write_text(json.dumps(report()))
    print(json.dumps(report()["summary"]))
    if options.out:
        Path(options.out).write_text(json.dumps(report()))


if __name__ == "__main__":
    main()
