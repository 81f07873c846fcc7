"""``python -m game simulate``: computer levels against each other, without a window.

``simulate --game tricks|counting --players N --seats hard,strong,strong --deals K --seed S
[--variant V] [--json]`` plays K deals of the trick game (games continue deal after deal, a new
game when one ends) or K counting games, with the levels rotated one seat on every deal (game), and
reports per level: seat-deals (games), the exact-bid rate (win rate) with a 95 % Wilson interval,
points per deal and standing premium bids and those made (tricks), and the median and 95th percentile of
the decision times in ms for bids and plays. The hard levels search against the clock, as in the
app, so their choices (and so the results) can vary with the machine's load; with ``--fixed`` they
search a fixed number of deals and the results are the same for a given seed on every run (only
the times vary).
A progress bar goes to stderr once a run lasts more than :data:`PROGRESS_AFTER` seconds.

It ends without a traceback when its output cannot be written: a reader that went away (``| head``:
exit code 1, nothing more said), a full disk (``> /dev/full``: one line on stderr, exit code 1);
Ctrl+C ends the progress line and exits with 130.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TextIO

from .i18n import _

TRICK_LEVELS = ("random", "simple", "strong", "hard")
"""Trick-game levels, easiest first."""
COUNTING_LEVELS = ("random", "simple", "strong", "hard")
"""Counting-game levels, easiest first."""
PROGRESS_AFTER = 2.0
"""Seconds after which the progress bar appears."""


def wilson(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval (0..1) of a rate ``successes / trials``; (0, 1) for no trials."""
    if trials == 0:
        return (0.0, 1.0)
    rate = successes / trials
    denominator = 1 + z * z / trials
    centre = (rate + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(rate * (1 - rate) / trials + z * z / (4 * trials * trials)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: list[float], share: float) -> float | None:
    """The ``share`` (0..1) percentile of ``values`` by nearest rank, or None when empty."""
    if not values:
        return None
    ordered = sorted(values)
    rank = max(1, math.ceil(share * len(ordered)))
    return ordered[rank - 1]


@dataclass
class LevelTally:
    """What one level did: seat-deals (or games), successes (exact bids or wins), points, premium
    bids offered and made (trick game), and decision times in seconds."""

    seats: int = 0
    successes: int = 0
    points: int = 0
    premiums: int = 0
    premiums_made: int = 0
    bid_times: list[float] = field(default_factory=list)
    play_times: list[float] = field(default_factory=list)


class Progress:
    """A one-line progress bar on ``stream``, shown only once a run lasts ``after`` seconds."""

    def __init__(self, total: int, unit: str, stream: TextIO, after: float | None = None) -> None:
        self.total, self.unit, self.stream = total, unit, stream
        self.after = PROGRESS_AFTER if after is None else after
        self.start = time.monotonic()
        self.last = 0.0
        self.shown = False

    def update(self, done: int) -> None:
        """Redraw after ``done`` of ``total`` items (at most five times a second)."""
        now = time.monotonic()
        if now - self.start < self.after or (now - self.last < 0.2 and done < self.total):
            return
        self.last = now
        self.shown = True
        width = 30
        filled = width * done // max(1, self.total)
        try:
            self.stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{self.total} {self.unit}")
            self.stream.flush()
        except (OSError, ValueError):  # no terminal to draw on any more: the run goes on
            pass

    def finish(self) -> None:
        """End the bar's line, if it was shown (also after Ctrl+C, so the shell prompt starts on a
        line of its own)."""
        if self.shown:
            self.shown = False
            try:
                self.stream.write("\n")
                self.stream.flush()
            except (OSError, ValueError):
                pass


def _ms(value: float | None) -> float | None:
    return None if value is None else round(value * 1000, 2)


# ----- the trick game ---------------------------------------------------------------------------


SPOILING_LEVELS = frozenset({"hard"})
"""The computer levels that play against another player's known bid (T-9: declare, reveal); the
others play for their own bid only (the dummy of the two-player game aside)."""


def trick_chooser(level: str, fixed: bool = False,
                  levels: Callable[[], dict[int, str]] | None = None
                  ) -> Callable[[Any, Any, int, random.Random], Any]:
    """``choose(state, view, seat, rng)`` for a trick-game level; with ``fixed`` the hard level
    searches without its wall-clock deadline (reproducible). ``levels`` (every seat's level now)
    lets the hard level weigh a premium against the players at the table (with three or four
    players, the seats of a level outside :data:`SPOILING_LEVELS` do not play against it; without
    it every other seat is taken to). Raises KeyError for an unknown one."""
    from .tricks.actions import Bid
    from .tricks.ai import choose_action
    from .tricks.ai_basic import choose_action_basic
    from .tricks.ai_hard import choose_action_hard

    def random_level(state: Any, view: Any, seat: int, rng: random.Random) -> Any:
        if state.phase == "bidding":
            return Bid(seat, tuple(rng.sample(state.legal_bid_cards(seat), 3)), None)
        return rng.choice(state.legal_plays(seat))

    heuristic = {"simple": choose_action_basic, "strong": choose_action}
    if level == "random":
        return random_level
    if level == "hard":
        def hard(state: Any, view: Any, seat: int, rng: random.Random) -> Any:
            spoilers = None
            if levels is not None and view.players > 2:
                spoilers = frozenset(other for other, name in levels().items()
                                     if other != seat and name in SPOILING_LEVELS)
            return choose_action_hard(view, rng, fixed, spoilers=spoilers)
        return hard
    act = heuristic[level]
    return lambda state, view, seat, rng: act(view, rng)


def simulate_tricks(players: int, seats: list[str], deals: int, seed: int, variant: str = "standard",
                    progress: Progress | None = None, fixed: bool = False) -> dict[str, LevelTally]:
    """Play ``deals`` trick-game deals; live seat ``s`` of deal ``d`` (0-based) is played by level
    ``seats[(s + d) % players]``. Returns a tally per level (T-14..T-16 points, exact bids T-15,
    standing premiums and those made, T-9; the two-player dummy is never counted). With ``fixed`` the
    hard level ignores the clock, so the results depend on the seed alone."""
    from .tricks import TricksOptions, TricksState
    options = TricksOptions(players=players, variant=variant)
    level_of: dict[int, str] = {}
    choosers = {level: trick_chooser(level, fixed, lambda: level_of) for level in set(seats)}
    tallies = {level: LevelTally() for level in seats}
    rng = random.Random(seed)
    game = 0
    state = TricksState.new(options, seed=seed * 7919 + game)
    for deal in range(deals):
        if state.phase == "over":
            game += 1
            state = TricksState.new(options, seed=seed * 7919 + game)
        level_of.clear()
        level_of.update({seat: seats[(seat + deal) % players] for seat in range(players)})
        number = state.deal
        premiums: set[int] = set()
        while state.deal == number and state.phase != "over":
            seat = state.to_act()[0]
            level = level_of[seat]
            bidding = state.phase == "bidding"
            started = time.perf_counter()
            action = choosers[level](state, state.view(seat), seat, rng)
            spent = time.perf_counter() - started
            (tallies[level].bid_times if bidding else tallies[level].play_times).append(spent)
            state.apply(action)
            if bidding and state.phase == "play":  # T-9: the premiums that stand
                premiums = {premium_seat for premium_seat, _kind in state.premium}
        last = state.last_deal
        assert last is not None
        for seat in range(players):
            tally = tallies[level_of[seat]]
            tally.seats += 1
            tally.successes += bool(last["made"][seat])
            tally.points += last["points"][seat]
            if seat in premiums:
                tally.premiums += 1
                tally.premiums_made += bool(last["made"][seat])
        if progress is not None:
            progress.update(deal + 1)
    return tallies


def tricks_report(tallies: dict[str, LevelTally]) -> dict[str, Any]:
    """The JSON object of a trick-game run: ``{"levels": {level: {...}}}`` (see the module)."""
    levels = {}
    for level, tally in tallies.items():
        low, high = wilson(tally.successes, tally.seats)
        levels[level] = {
            "seat_deals": tally.seats,
            "exact_rate": round(tally.successes / tally.seats, 4) if tally.seats else None,
            "exact_ci": [round(low, 4), round(high, 4)],
            "points_per_deal": round(tally.points / tally.seats, 3) if tally.seats else None,
            "premiums": tally.premiums,
            "premiums_made": tally.premiums_made,
            "bid_ms_p50": _ms(percentile(tally.bid_times, 0.5)),
            "bid_ms_p95": _ms(percentile(tally.bid_times, 0.95)),
            "play_ms_p50": _ms(percentile(tally.play_times, 0.5)),
            "play_ms_p95": _ms(percentile(tally.play_times, 0.95)),
        }
    return {"levels": levels}


# ----- the counting game ------------------------------------------------------------------------


def counting_chooser(level: str, fixed: bool = False) -> Callable[[Any, Any, int, random.Random], Any]:
    """``choose(state, view, seat, rng)`` for a counting-game level; with ``fixed`` the hard level
    searches without its wall-clock deadline (reproducible). Raises KeyError for an unknown one."""
    from .counting.ai import choose_action
    from .counting.ai_hard import APP_BUDGET, choose_hard_action
    from .counting.ai_strong import choose_strong_action
    if level == "random":
        return lambda state, view, seat, rng: rng.choice(state.legal_actions(seat))
    if level == "hard":
        budget = APP_BUDGET.fixed() if fixed else APP_BUDGET
        return lambda state, view, seat, rng: choose_hard_action(view, rng, budget)
    act = {"simple": choose_action, "strong": choose_strong_action}[level]
    return lambda state, view, seat, rng: act(view, rng)


def simulate_counting(players: int, seats: list[str], games: int, seed: int,
                      progress: Progress | None = None, fixed: bool = False) -> dict[str, LevelTally]:
    """Play ``games`` counting games; seat ``s`` of game ``g`` is played by level
    ``seats[(s + g) % players]``; every player draws at once (C-8). Returns a tally per level
    (successes: games won, C-20). With ``fixed`` the hard level ignores the clock, so the results
    depend on the seed alone."""
    from .counting.actions import DrawCard
    from .counting.options import CountingOptions
    from .counting.state import CountingState
    options = CountingOptions(players=players)
    choosers = {level: counting_chooser(level, fixed) for level in set(seats)}
    tallies = {level: LevelTally() for level in seats}
    rng = random.Random(seed)
    for game in range(games):
        state = CountingState.new(options, seed=seed * 7919 + game)
        level_of = {seat: seats[(seat + game) % players] for seat in range(players)}
        while state.winner is None:
            if state.drawer is not None:
                state.apply(DrawCard(state.drawer))
                continue
            seat = state.turn
            assert seat is not None
            level = level_of[seat]
            started = time.perf_counter()
            action = choosers[level](state, state.view(seat), seat, rng)
            tallies[level].play_times.append(time.perf_counter() - started)
            state.apply(action)
        for seat in range(players):
            tallies[level_of[seat]].seats += 1
        tallies[level_of[state.winner]].successes += 1
        if progress is not None:
            progress.update(game + 1)
    return tallies


def counting_report(tallies: dict[str, LevelTally]) -> dict[str, Any]:
    """The JSON object of a counting run: ``{"levels": {level: {"games", "win_rate", "win_ci",
    "play_ms_p50", "play_ms_p95"}}}``; ``games`` counts seat-games."""
    levels = {}
    for level, tally in tallies.items():
        low, high = wilson(tally.successes, tally.seats)
        levels[level] = {
            "games": tally.seats,
            "win_rate": round(tally.successes / tally.seats, 4) if tally.seats else None,
            "win_ci": [round(low, 4), round(high, 4)],
            "play_ms_p50": _ms(percentile(tally.play_times, 0.5)),
            "play_ms_p95": _ms(percentile(tally.play_times, 0.95)),
        }
    return {"levels": levels}


# ----- text and command line --------------------------------------------------------------------


def _number(value: float | None, digits: int = 1) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


def report_lines(game: str, report: dict[str, Any]) -> list[str]:
    """One sentence per level for ``report`` (from :func:`tricks_report` or :func:`counting_report`)."""
    lines = []
    for level, row in report["levels"].items():
        if game == "tricks":
            lines.append(_(
                "{level}: {seats} seat-deals, exact bids {rate} % (95 % interval {low} to {high} %), "
                "{points} points per deal; bids {bid_p50} ms median, {bid_p95} ms p95; "
                "plays {play_p50} ms median, {play_p95} ms p95.").format(
                level=level, seats=row["seat_deals"], rate=_number(100 * row["exact_rate"]),
                low=_number(100 * row["exact_ci"][0]), high=_number(100 * row["exact_ci"][1]),
                points=_number(row["points_per_deal"], 2), bid_p50=_number(row["bid_ms_p50"]),
                bid_p95=_number(row["bid_ms_p95"]), play_p50=_number(row["play_ms_p50"]),
                play_p95=_number(row["play_ms_p95"])))
        else:
            lines.append(_(
                "{level}: {games} seat-games, won {rate} % (95 % interval {low} to {high} %); "
                "plays {play_p50} ms median, {play_p95} ms p95.").format(
                level=level, games=row["games"], rate=_number(100 * row["win_rate"]),
                low=_number(100 * row["win_ci"][0]), high=_number(100 * row["win_ci"][1]),
                play_p50=_number(row["play_ms_p50"], 2), play_p95=_number(row["play_ms_p95"], 2)))
    return lines


def build_parser() -> argparse.ArgumentParser:
    """The ``simulate`` subcommand's parser."""
    parser = argparse.ArgumentParser(
        prog="ninety-nine simulate",
        description="Play computer levels against each other and report their results.")
    parser.add_argument("--game", choices=["tricks", "counting"], required=True)
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--seats", required=True,
                        help="one level per seat, comma-separated, e.g. hard,strong,strong")
    parser.add_argument("--deals", type=int, required=True,
                        help="deals to play (trick game) or games (counting game)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variant", choices=["standard", "classic", "oxford"],
                        help="trick game variant (default standard)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--fixed", action="store_true",
                        help="the hard level searches a fixed number of deals, without its time limit: "
                             "the results depend on the seed alone (the times are then not the app's)")
    return parser


def check(options: argparse.Namespace) -> str | None:
    """Why the arguments cannot run, or None."""
    seats = options.seats.split(",")
    levels = TRICK_LEVELS if options.game == "tricks" else COUNTING_LEVELS
    low, high = (2, 4) if options.game == "tricks" else (2, 8)
    if not low <= options.players <= high:
        return f"the {options.game} game takes {low} to {high} players, not {options.players}"
    if len(seats) != options.players:
        return f"--seats needs {options.players} levels, one per seat, not {len(seats)}"
    unknown = [level for level in seats if level not in levels]
    if unknown:
        return f"unknown level {unknown[0]!r}; levels: {', '.join(levels)}"
    if options.deals < 1:
        return "--deals must be at least 1"
    if options.variant is not None and options.game != "tricks":
        return "--variant is for the trick game"
    if options.variant == "oxford" and options.players != 3:
        return "Oxford Whist is for 3 players only"
    return None


def main(argv: list[str], out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run ``simulate`` with ``argv`` (the arguments after ``simulate``); exit code 0, 2 for bad
    arguments (argparse prints why), 1 when the report cannot be written (the reader went away,
    the disk is full), 130 after Ctrl+C. Never a traceback for those."""
    out = out or sys.stdout
    err = err or sys.stderr
    parser = build_parser()
    options = parser.parse_args(argv)
    problem = check(options)
    if problem:
        parser.error(problem)
    seats = options.seats.split(",")
    unit = "deals" if options.game == "tricks" else "games"
    progress = Progress(options.deals, unit, err)
    try:
        if options.game == "tricks":
            tallies = simulate_tricks(options.players, seats, options.deals, options.seed,
                                      options.variant or "standard", progress, options.fixed)
            report = tricks_report(tallies)
        else:
            report = counting_report(simulate_counting(options.players, seats, options.deals,
                                                       options.seed, progress, options.fixed))
    except KeyboardInterrupt:
        progress.finish()
        return 130
    progress.finish()
    try:
        write_report(out, options, seats, report)
        out.flush()
    except BrokenPipeError:  # | head: the reader has what it wanted
        _drop_output(out)
        return 1
    except OSError as exc:  # > /dev/full
        _drop_output(out)
        try:
            err.write(_("ninety-nine simulate: the report could not be written: {reason}.").format(
                reason=exc.strerror or exc) + "\n")
            err.flush()
        except (OSError, ValueError):
            pass
        return 1
    return 0


def write_report(out: TextIO, options: argparse.Namespace, seats: list[str], report: dict[str, Any]) -> None:
    """The report as one JSON object (``--json``) or as sentences. Raises OSError when ``out``
    cannot take it."""
    if options.json:
        out.write(json.dumps(report) + "\n")
        return
    if options.game == "tricks":
        out.write(_("Trick game, {players} players, {variant}, {deals} deals, seed {seed}, "
                    "seats {seats} rotated each deal.").format(
            players=options.players, variant=options.variant or "standard",
            deals=options.deals, seed=options.seed, seats=", ".join(seats)) + "\n")
    else:
        out.write(_("Counting game, {players} players, {deals} games, seed {seed}, "
                    "seats {seats} rotated each game.").format(
            players=options.players, deals=options.deals, seed=options.seed,
            seats=", ".join(seats)) + "\n")
    for line in report_lines(options.game, report):
        out.write(line + "\n")


def _drop_output(out: TextIO) -> None:
    """Point the failed stream's file at the null device, so the interpreter's own flush at exit
    neither fails again nor prints "Exception ignored" (the Python documentation's advice for
    SIGPIPE); a stream without a file (tests) is left alone."""
    try:
        descriptor = out.fileno()
    except (OSError, ValueError, AttributeError):
        return
    null = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(null, descriptor)
    finally:
        os.close(null)
