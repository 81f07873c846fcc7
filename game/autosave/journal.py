"""The autosave of a game being played: every action and table step is written at once.

A local table session (:class:`~game.table.local.LocalSession`) opens a :class:`Journal` when it
is made (:func:`open_journal`) and reports to it through ``LocalSession.apply`` (every action of
every player reaches the engine there), ``LocalSession.step`` (the Enter between rounds or
deals, a hint), ``LocalSession.abandon`` ("Abandon the game" confirmed) and
``LocalSession.close`` (the table leaves the screen: :meth:`Journal.close`). Each new game gets a save file of its own
(:func:`game.autosave.store.new_save_path`), so starting a game never touches another game's
save, and holds its lock (:mod:`game.autosave.lock`) while it is played. When the game is over
the statistics row is recorded and then the save is removed (:mod:`game.autosave.finish`).

Problems (a full disk, a read-only folder, a locked statistics database) are said once per start
through the session's ``notice`` and play goes on.
"""

from __future__ import annotations

import contextlib
import logging
import random
import time
from collections.abc import Iterator
from typing import Any, Protocol

from ..i18n import _
from .finish import record_finished
from .kinds import MODULES, kind_of
from .lock import SaveLock, acquire
from .store import SavedGame, app_version, new_save_path
from .writer import WRITER


class Played(Protocol):
    """What a journal needs of its session: the game (``state``, ``setup``, ``seed``), the
    computer players' random source, the game's key (``rules_game``), what was said already
    this start (``told``) and a way to tell the player (``notice``)."""

    state: Any
    setup: Any
    seed: int
    cpu_rng: random.Random
    rules_game: str
    told: set[str]

    def notice(self, text: str) -> None:
        """Tell the player ``text`` (an autosave problem)."""


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
        table: the session (:class:`Played`).
        kind: the game's ``KIND`` (:mod:`game.autosave.kinds`).
        write_now: a new game: make its save file, take its lock and write it at once (False
            while a saved game is rebuilt: :meth:`adopt` then gives the save and its lock).

    Attributes:
        save: the game as saved (``save.path`` is its file; None until there is one).
        lock: the save's lock while this table plays it (None when it could not be taken).
        closed: nothing more is written (finished, left, or the table closed).
    """

    def __init__(self, table: Played, kind: Any, write_now: bool = True) -> None:
        self.table = table
        self.kind = kind
        self.save = SavedGame(kind.key, kind.setup_to_json(table.setup), table.seed)
        self.lock: SaveLock | None = None
        self.closed = False
        self._told: set[str] = set()
        if write_now:
            self.save.path = new_save_path(kind.key)
            self.lock = _take(self.save.path)
            # (not checked here: the table is not there yet to say a failure, which would be
            # lost, and only when the writer thread happened to fail before this line: the
            # first action's save says it, whichever thread came first)
            self.write(check=False)

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

    def mark(self, codes: list[str]) -> None:
        """The bid cards marked and not yet bid changed (the trick game, T-6): saved as they are
        now (card codes; [] when none), so Continue marks them again."""
        if self.closed or codes == self.save.marked:
            return
        self.save.marked = list(codes)
        self.write()

    def abandon(self) -> None:
        """The player left the game: its save is removed (no other game's), then its lock."""
        self.closed = True
        if self.save.path is not None:
            WRITER.submit(self.save.path, None)
            WRITER.flush()
        self._release(remove=True)

    def kept(self) -> bool:
        """True when this unfinished game is on disk as played so far (what is queued written
        first, no write failed, the file there), so Continue can offer it once the table is
        left; False when saving stopped, failed, or never began."""
        path = self.save.path
        if self.closed or path is None:
            return False
        WRITER.flush()
        error = WRITER.take_error(path)
        if error is not None:
            log.warning("autosave failed: %s", error)
            return False
        return path.is_file()

    def close(self) -> None:
        """The table left the screen without finishing or leaving the game (the window closed,
        or tests going back to the menu): what is queued is written, the save is kept, and its
        lock is let go so Continue can offer it."""
        self.closed = True
        if self.lock is not None:
            WRITER.flush()
        self._release(remove=False)

    def adopt(self, save: SavedGame, lock: SaveLock | None) -> None:
        """Continue ``save`` (already replayed into the table), holding ``lock`` (its lock, or
        None when it could not be taken): later entries go after its own, into its file."""
        self.save = save
        self.lock = lock

    # ----------------------------------------------------------------- writing
    def write(self, check: bool = True) -> None:
        """Hand the save to the background writer (:mod:`game.autosave.writer`); a failed
        earlier write is said once and play goes on (``check`` False: not looked at now; the
        next :meth:`check` says it)."""
        if self.save.path is None:
            return
        self.save.cpu_rng = rng_to_json(self.table.cpu_rng)
        self.save.saved_at = time.time()
        self.save.app_version = app_version()
        WRITER.submit(self.save.path, self.save.to_bytes())
        if check:
            self.check()

    def check(self) -> None:
        """Say (once) that a save could not be written, when the writer reports a failure."""
        if self.save.path is None:
            return
        error = WRITER.take_error(self.save.path)
        if error is not None:
            log.warning("autosave failed: %s", error)
            self._tell("save", _("The game could not be saved: {reason}. Play goes on.").format(
                reason=error.strerror or str(error)))

    def finish(self) -> None:
        """The game is over: the final save on disk, then the statistics row, then the save
        removed (:mod:`game.autosave.finish`). While the statistics are busy (another copy
        writing), the finished game's save is kept for the main menu to record later."""
        self.closed = True
        path = self.save.path
        if path is None:
            return
        self.write()
        WRITER.flush()
        self.check()
        try:
            setup = self.table.setup
            done, notice = record_finished(self.kind, setup, self.save)
        except Exception:  # statistics must never stop the game
            log.exception("statistics of the finished game could not be recorded")
            done, notice = True, None
        if notice:
            self._tell("stats:" + notice, notice)
        if done:
            WRITER.submit(path, None)
            WRITER.flush()
        self._release(remove=done)

    def _release(self, remove: bool) -> None:
        lock, self.lock = self.lock, None
        if lock is not None:
            lock.release(remove=remove)

    def _tell(self, topic: str, text: str) -> None:
        """Say ``text`` once per start of the game (the session's ``told``; once per journal without it)."""
        told = getattr(self.table, "told", None)
        if not isinstance(told, set):
            told = self._told
        if topic in told:
            return
        told.add(topic)
        self.table.notice(text)


def _take(path: Any) -> SaveLock | None:
    """The lock of a new game's save (nobody else knows its name); None when the folder does
    not allow one (the save itself will fail and be reported)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        lock = acquire(path)
    except OSError as exc:
        log.info("no lock for %s: %s", path, exc)
        return None
    return lock if isinstance(lock, SaveLock) else None


def open_journal(table: Played) -> Journal | None:
    """The journal of a new session (None for a game autosave does not know)."""
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
