"""The autosave of a game being played: every action and table step is written at once.

A :class:`~game.scenes.card_table.CardTable` opens a :class:`Journal` when it is made
(:func:`open_journal`) and reports to it through ``CardTable.apply_action`` (every action of
every player reaches the engine there), ``CardTable.table_step`` (the Enter between rounds or
deals) and ``CardTable.abandon`` ("Leave the game" confirmed). When the game is over the save
is removed and the game's statistics row is written (:mod:`game.stats`).

Problems (a full disk, a read-only folder, a locked statistics database) are said once through
``app.announcer.notice`` and play goes on.
"""

from __future__ import annotations

import contextlib
import json
import logging
import random
import time
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ..i18n import _
from .kinds import MODULES, kind_of
from .store import SavedGame, app_version
from .writer import WRITER

if TYPE_CHECKING:
    from ..scenes.card_table import CardTable

log = logging.getLogger(__name__)

_restoring = False


@contextlib.contextmanager
def restoring() -> Iterator[None]:
    """While active, a new table's journal does not write its first save (the save being
    continued is rebuilt into the table first)."""
    global _restoring
    old, _restoring = _restoring, True
    try:
        yield
    finally:
        _restoring = old


def rng_to_json(rng: random.Random) -> list[Any]:
    """``rng.getstate()`` as JSON lists."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_json(data: Any) -> tuple[Any, ...]:
    """The ``random.Random.setstate`` argument saved by :func:`rng_to_json`.

    Raises:
        ValueError: not such a state.
    """
    if not isinstance(data, list) or len(data) != 3 or not isinstance(data[1], list):
        raise ValueError("not a random state")
    state = (data[0], tuple(data[1]), data[2])
    random.Random().setstate(state)  # raises ValueError/TypeError when malformed
    return state


class Journal:
    """The save of one table's game.

    Args:
        table: the table (its ``state``, ``setup``, ``seed``, ``cpu_rng`` and ``app``).
        kind: the game's ``KIND`` (:mod:`game.autosave.kinds`).
        write_now: write the save of the new game at once (False while restoring one).
    """

    def __init__(self, table: CardTable, kind: Any, write_now: bool = True) -> None:
        self.table = table
        self.kind = kind
        self.save = SavedGame(kind.key, kind.setup_to_json(table.setup), table.seed)
        self.closed = False
        self._told: set[str] = set()
        if write_now:
            self.write()

    # ----------------------------------------------------------------- what the table reports
    def record(self, action: Any) -> None:
        """An action reached the engine: append it, then save (or finish the game)."""
        if self.closed:
            return
        try:
            entry = self.kind.encode(action)
        except Exception:  # an action autosave cannot write: stop saving this game, play on
            log.exception("autosave cannot record %r; saving stops for this game", action)
            self.closed = True
            return
        self.save.entries.append(entry)
        if self.kind.is_over(self.table.state):
            self.finish()
        else:
            self.write()

    def record_many(self, actions: list[Any]) -> None:
        """Actions that reached the engine together (the rest of a game played out at once):
        append them all, then save once (or finish the game)."""
        if self.closed or not actions:
            return
        try:
            entries = [self.kind.encode(action) for action in actions]
        except Exception:
            log.exception("autosave cannot record the actions played out; saving stops for this game")
            self.closed = True
            return
        self.save.entries.extend(entries)
        if self.kind.is_over(self.table.state):
            self.finish()
        else:
            self.write()

    def step(self, name: str) -> None:
        """A table step that is no engine action (``"continue"``: Enter after a round or deal)."""
        if self.closed:
            return
        self.save.entries.append({"step": name})
        self.write()

    def abandon(self) -> None:
        """The player left the game: it is no longer offered."""
        self.closed = True
        WRITER.submit(self.kind.key, None)

    def adopt(self, save: SavedGame) -> None:
        """Continue ``save`` (already replayed into the table): later entries go after its own."""
        self.save = save

    # ----------------------------------------------------------------- writing
    def write(self) -> None:
        """Hand the save to the background writer (:mod:`game.autosave.writer`); a failed
        earlier write is said once and play goes on."""
        self.save.cpu_rng = rng_to_json(self.table.cpu_rng)
        self.save.saved_at = time.time()
        self.save.app_version = app_version()
        data = json.dumps(self.save.to_json(), separators=(",", ":")).encode("utf-8")
        WRITER.submit(self.kind.key, data)
        self.check()

    def check(self) -> None:
        """Say (once) that a save could not be written, when the writer reports a failure."""
        error = WRITER.take_error(self.kind.key)
        if error is not None:
            log.warning("autosave failed: %s", error)
            self._tell("save", _("The game could not be saved: {reason}. Play goes on.").format(
                reason=error.strerror or str(error)))

    def finish(self) -> None:
        """The game is over: remove the save and write the statistics row."""
        self.closed = True
        WRITER.submit(self.kind.key, None)
        self.check()
        from ..stats.db import StatsProblem, record_game
        try:
            row = self.kind.statistics(self.table.setup, self.table.seed, self.save.entries)
            record_game(row)
        except StatsProblem as exc:
            self._tell("stats", exc.message)
        except Exception:  # statistics must never stop the game
            log.exception("statistics of the finished game could not be computed")

    def _tell(self, topic: str, text: str) -> None:
        if topic in self._told:
            return
        self._told.add(topic)
        self.table.app.announcer.notice(text)


def open_journal(table: CardTable) -> Journal | None:
    """The journal of a new table (None for a game autosave does not know)."""
    key = getattr(table, "rules_game", None)
    if key not in MODULES:
        return None
    try:
        kind = kind_of(key)
    except ImportError:
        log.error("autosave for %s is missing from this build", key)
        return None
    try:
        return Journal(table, kind, write_now=not _restoring)
    except Exception:  # a setup autosave cannot describe must never stop a game from starting
        log.exception("autosave of this %s game is off", key)
        return None
