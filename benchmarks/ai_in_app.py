"""Benchmark: the hard computer players' decision times inside the running app.

Opens the app headless (SDL dummy drivers) and runs a real table in the app's own loop, frame by
frame at 60 updates a second, with the hard level thinking in its worker thread
(:meth:`game.scenes.card_table.CardTable.think`) while the window keeps drawing. Seat 0 (the
human) is played by the strong level through the table, and the deal summaries and round pauses
are closed with Enter. It prints, per kind of decision, the wall-clock time of each hard
decision in the worker (median, 95th percentile, worst), its CPU time, and the longest gap
between two frames while a computer player was thinking (a frame stall would show there).

Run: ``nice -n 10 python3 benchmarks/ai_in_app.py tricks 3 8`` (game, players, deals or rounds)
or ``... counting 3 6`` (games). The machine's load average is printed: the wall-clock times
grow when other programs share the cores, the budgets are wall-clock deadlines.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("NINETYNINE_CONFIG_DIR", tempfile.mkdtemp(prefix="ninetynine-bench-"))
os.environ.setdefault("NINETYNINE_DATA_DIR", tempfile.mkdtemp(prefix="ninetynine-bench-data-"))

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.scenes.registry import discover_games  # noqa: E402
from game.settings import Settings  # noqa: E402
from game.simulate import percentile  # noqa: E402
from game.speech import SilentSpeech  # noqa: E402

LIMIT_SECONDS = 1800.0
"""A run stops by itself after this long, whatever it has reached."""


class Timer:
    """Wraps a decision function: wall and thread-CPU seconds of each call, by kind."""

    def __init__(self, function, kind_of) -> None:
        self.function = function
        self.kind_of = kind_of
        self.times: dict[str, list[float]] = {}

    def __call__(self, view, *args, **kwargs):
        kind = self.kind_of(view)
        wall, cpu = time.perf_counter(), time.thread_time()
        try:
            return self.function(view, *args, **kwargs)
        finally:
            self.times.setdefault(f"{kind} wall", []).append(time.perf_counter() - wall)
            self.times.setdefault(f"{kind} cpu", []).append(time.thread_time() - cpu)


def press_enter() -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0))


def run_tricks(app: App, players: int, deals: int) -> tuple[Timer, list[float]]:
    from game.tricks import TricksOptions
    from game.tricks.ai import choose_action
    from game.tricks.scenes import table as table_module
    from game.tricks.scenes.setup import TableSetup
    from game.table import tricks as session_module  # where the table's worker job calls the hard level
    timer = Timer(session_module.choose_action_hard,
                  lambda view: "bid" if view.phase == "bidding" else "play")
    session_module.choose_action_hard = timer
    table = table_module.TricksTable(app, TableSetup(TricksOptions(players=players), "hard"), 11)
    app.push(table)
    rng = random.Random(5)
    gaps: list[float] = []
    started = time.monotonic()
    last = time.perf_counter()
    while table.session.state.deal <= deals and table.session.state.phase != "over" and time.monotonic() - started < LIMIT_SECONDS:
        app.run_loop(max_updates=1)
        now = time.perf_counter()
        if table.thinking:
            gaps.append(now - last)
        last = now
        if app.top is not table:
            if app.updates % 90 == 0:
                press_enter()  # the deal summary (its first second ignores Enter)
            continue
        state = table.session.state
        if table.between_deals or table.over:
            continue
        if 0 in state.to_act() and not table._hint_pending:
            if state.phase == "bidding" and state.bids[0] is None or state.phase == "play":
                action = choose_action(state.view(0), rng)
                events = table.try_apply(action)
                if events is not None:
                    table._after(events, own=True)
    return timer, gaps


def run_counting(app: App, players: int, games: int) -> tuple[Timer, list[float]]:
    from game.counting import CountingOptions
    from game.counting.actions import DrawCard
    from game.counting.ai_strong import choose_strong_action
    from game.counting.scenes import table as table_module
    from game.table import counting as session_module  # where the table's worker job calls the hard level
    timer = Timer(session_module.choose_hard_action, lambda view: "play")
    session_module.choose_hard_action = timer
    rng = random.Random(5)
    gaps: list[float] = []
    started = time.monotonic()
    for game in range(games):
        setup = table_module.TableSetup(CountingOptions(players=players, draw="auto"), "hard")
        table = table_module.CountingTable(app, setup, 21 + game)
        app.push(table)
        last = time.perf_counter()
        while app.top is table and not table.over and time.monotonic() - started < LIMIT_SECONDS:
            app.run_loop(max_updates=1)
            now = time.perf_counter()
            if table.thinking:
                gaps.append(now - last)
            last = now
            state = table.session.state
            if table.watching():
                table.play_out()
                break
            if table.between_rounds:
                if app.updates % 30 == 0:
                    press_enter()
                continue
            if state.turn == 0 and state.winner is None and not table.actions_held():
                if state.drawer == 0:
                    table._human_act(DrawCard(0))
                else:
                    table._human_act(choose_strong_action(state.view(0), rng))
        while app.scenes and app.top is not None and len(app.scenes) > 1:
            app.scenes.pop()
    return timer, gaps


def main() -> int:
    game = sys.argv[1] if len(sys.argv) > 1 else "tricks"
    players = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    count = int(sys.argv[3]) if len(sys.argv) > 3 else 6
    discover_games()
    app = App(Settings(), backend=SilentSpeech(), sound=False, size=(1280, 720))
    app.settings.set("cpu_delay", 0.3)
    try:
        app.start()
        if game == "tricks":
            timer, gaps = run_tricks(app, players, count)
        else:
            timer, gaps = run_counting(app, players, count)
    finally:
        app.close()
    load = os.getloadavg()
    print(f"{game}, {players} players, {count} {'deals' if game == 'tricks' else 'games'}; "
          f"load average {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}")
    print("| hard decision | count | median ms | p95 ms | max ms |")
    print("| --- | --- | --- | --- | --- |")
    for name, values in sorted(timer.times.items()):
        print(f"| {name} | {len(values)} | {1000 * percentile(values, 0.5):.0f} | "
              f"{1000 * percentile(values, 0.95):.0f} | {1000 * max(values):.0f} |")
    if gaps:
        print(f"frames while thinking: {len(gaps)}, gap between frames median "
              f"{1000 * percentile(gaps, 0.5):.1f} ms, p95 {1000 * percentile(gaps, 0.95):.1f} ms, "
              f"longest {1000 * max(gaps):.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
