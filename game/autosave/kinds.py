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
from dataclasses import dataclass, field
from typing import Any

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
