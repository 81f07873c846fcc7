"""What autosave needs to know about each game kind, and where to find it.

Each game provides a module (``game/<kind>/scenes/saving.py``) with a module-level ``KIND``
object with these members:

- ``key``: ``"counting"`` or ``"tricks"``;
- ``setup_to_json(setup) -> dict`` / ``setup_from_json(data) -> setup`` (raises ValueError);
- ``encode(action) -> dict``: the action in the rule-case form (docs/replay-cases.md);
- ``decode(raw, index) -> action`` (raises :class:`game.engine.errors.ReplayError`);
- ``new_state(setup, seed)``: the state a new table starts from;
- ``is_over(state) -> bool``;
- ``replay(setup, seed, entries, table=None) -> Replayed``: the entries applied to a new state
  (and, with ``table``, the table's own bookkeeping restored; raises ReplayError or
  IllegalAction for an entry that cannot be replayed);
- ``label(replayed) -> str``: "Continue: counting game, round 3, your turn" (the main menu's
  item when this is the only saved game);
- ``describe(replayed, setup) -> str``: "Counting game, 4 players, round 3, your turn" (an item
  of the Continue menu, which lists several saved games);
- ``session_class()``: the game's local table session (:class:`game.table.local.LocalSession`),
  called as ``session_class()(setup, seed, told=...)``; ``table_class()``: the table's class,
  called as ``table_class()(app, setup, seed, session=...)``; ``resumed(table, replayed)``: show
  and say where the game stands once the table is on the stack;
- ``statistics(setup, seed, entries) -> dict``: the finished game's statistics row
  (:mod:`game.stats`).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..engine.errors import ReplayError

MODULES = {"counting": "game.counting.scenes.saving", "tricks": "game.tricks.scenes.saving"}


@dataclass
class Replayed:
    """The outcome of replaying a save: the state, and table steps still pending.

    Attributes:
        state: the game state after every entry.
        pending: events held back by the table (a round's or deal's end not yet confirmed with
            Enter), or None.
        ended: the events that ended that round or deal (shown while ``pending``).
        actions: how many actions were applied.
        marked: the bid cards marked and not yet bid when it was saved (card codes; the trick
            game, T-6), for the table to mark again.
    """

    state: Any
    pending: list[Any] | None = None
    ended: list[Any] = field(default_factory=list)
    actions: int = 0
    marked: list[str] = field(default_factory=list)


def kind_of(key: str) -> Any:
    """The ``KIND`` object of game ``key``.

    Raises:
        KeyError: an unknown game. ImportError: the game's module is missing from this build.
    """
    return importlib.import_module(MODULES[key]).KIND


def replay_entries(state: Any, entries: Sequence[Any], decode: Callable[[Any, int], Any],
                   split: Callable[[list[Any]], tuple[list[Any], list[Any] | None]], pause: str,
                   table: Any = None, on_continue: Callable[[list[Any]], None] | None = None,
                   on_events: Callable[[list[Any]], None] | None = None) -> Replayed:
    """The loop both games' ``replay`` share: apply ``entries`` to ``state`` (changed in place).

    Each entry is an action (``decode(raw, index)``), ``{"step": "hint"}`` (a hint asked for:
    ``table.hints_used`` counts it when ``table`` is given) or ``{"step": "continue"}`` (Enter
    on a round's or deal's end). ``split(events)`` cuts an action's events into (said now, held
    until Enter), the held part None when no pause begins. ``on_events(now)`` keeps the table's
    bookkeeping up to date after each action; ``on_continue(pending)`` on each Enter. ``pause``
    names the pause in the error for an action during it ("the pause between rounds").

    Raises:
        ReplayError: a malformed entry, a step out of place, an action during the pause.
        IllegalAction: an action the rules refuse.
    """
    done = Replayed(state)
    for index, raw in enumerate(entries):
        if isinstance(raw, dict) and "step" in raw:
            if raw == {"step": "hint"} and done.pending is None:  # a hint asked for (A)
                if table is not None:
                    table.hints_used += 1
                continue
            if raw != {"step": "continue"} or done.pending is None:
                raise ReplayError(f"entry {index}: unexpected table step", index)
            if on_continue is not None:
                on_continue(done.pending)
            done.pending, done.ended = None, []
            continue
        if done.pending is not None:
            raise ReplayError(f"entry {index}: an action {pause}", index)
        events = state.apply(decode(raw, index))
        done.actions += 1
        now, later = split(events)
        if on_events is not None:
            on_events(now)
        if later is not None:
            done.pending, done.ended = later, now
    return done
