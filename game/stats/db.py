"""The statistics database: one row per finished game, in SQLite (Python's ``sqlite3``).

File: ``<data dir>/statistics.sqlite3`` (:func:`game.paths.data_dir`). The schema has a
version number (``PRAGMA user_version``); :data:`MIGRATIONS` takes a database from version
``i`` to ``i + 1`` (``MIGRATIONS[i]``), each in the transaction of the opening, so an older
database is brought up to :data:`SCHEMA_VERSION` when opened. A database from a newer version is
refused (:class:`StatsProblem`), never changed.

Table ``games`` (version 2), one row per finished game; the human is seat 0:

| column | meaning |
| --- | --- |
| kind, players, variant | ``"counting"``/``"tricks"``, seats at the table, the trick variant (``""`` for counting; a trick row with ``""`` counts as standard) |
| won, place | 1 when the human won; the human's finishing place (1 = first) |
| rounds | counting: rounds played |
| lost_reached, lost_passed, lost_empty | counting: tokens the human paid for reaching 33/66/99, passing one, an empty hand |
| deals, exact_bids | tricks: deals played, deals where the human's bid was exact (T-14) |
| premiums_offered, premiums_made | tricks: premiums the human offered (T-9), those that stood and were made |
| points, best_score | tricks: points the human scored in all deals; best game score (T-17, T-18) |
| finished_at, app_version | when (seconds since the epoch), by which version |
| game_id | the saved game's id (version 2; unique): a game is recorded once however often it is tried |

Every write is one transaction. The file is opened only when it is a regular file of at most
:data:`MAX_DB_BYTES` (a FIFO, a device or a link to one is never opened). A file that is damaged,
not a regular file, too large, or whose tables do not match its version is moved aside to
``statistics.sqlite3.bad`` (``.bad.1``...) so the next game starts a new one, and
:class:`StatsProblem` says so; a locked database (another copy of the game writing) raises it
without touching anything. Rows are checked when read (:mod:`game.stats.rows`).
"""

from __future__ import annotations

import logging
import sqlite3
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from ..autosave.store import app_version
from ..paths import data_dir
from ..i18n import _, pgettext
from ..paths import regular_file_problem, set_aside_file
from .rows import check_rows, checked_row, totals_of

log = logging.getLogger(__name__)

FILE_NAME = "statistics.sqlite3"
BUSY_TIMEOUT = 2.0
"""Seconds a write waits for another writer before the database counts as locked."""
MAX_DB_BYTES = 64 * 1024 * 1024
"""A statistics file larger than this is set aside unread (a row takes about 100 bytes)."""

COLUMNS = ("kind", "players", "variant", "won", "place", "rounds", "lost_reached", "lost_passed",
           "lost_empty", "deals", "exact_bids", "premiums_offered", "premiums_made", "points",
           "best_score", "finished_at", "app_version")


def _create_games(con: sqlite3.Connection) -> None:
    con.execute("""CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL, players INTEGER NOT NULL, variant TEXT NOT NULL DEFAULT '',
        won INTEGER NOT NULL, place INTEGER NOT NULL,
        rounds INTEGER NOT NULL DEFAULT 0, lost_reached INTEGER NOT NULL DEFAULT 0,
        lost_passed INTEGER NOT NULL DEFAULT 0, lost_empty INTEGER NOT NULL DEFAULT 0,
        deals INTEGER NOT NULL DEFAULT 0, exact_bids INTEGER NOT NULL DEFAULT 0,
        premiums_offered INTEGER NOT NULL DEFAULT 0, premiums_made INTEGER NOT NULL DEFAULT 0,
        points INTEGER NOT NULL DEFAULT 0, best_score INTEGER NOT NULL DEFAULT 0,
        finished_at REAL NOT NULL, app_version TEXT NOT NULL)""")
    con.execute("CREATE INDEX games_by_kind ON games (kind, players)")


def _add_game_id(con: sqlite3.Connection) -> None:
    con.execute("ALTER TABLE games ADD COLUMN game_id TEXT")
    con.execute("CREATE UNIQUE INDEX games_by_game_id ON games (game_id)")


MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_create_games, _add_game_id]
"""``MIGRATIONS[i]`` upgrades schema version ``i`` to ``i + 1``; add new steps at the end."""
SCHEMA_VERSION = len(MIGRATIONS)
SCHEMA_COLUMNS: list[frozenset[str]] = [
    frozenset(),
    frozenset(("id", *COLUMNS)),
    frozenset(("id", *COLUMNS, "game_id")),
]
"""``SCHEMA_COLUMNS[v]``: the columns of ``games`` at schema version ``v`` (none at 0)."""


class StatsProblem(Exception):
    """The database could not be used.

    Attributes:
        cause: ``"busy"`` (another copy is writing), ``"newer"`` (a newer version's schema),
            ``"set aside"`` (moved away: a new file starts now), ``"off"`` (unusable and could
            not be moved), ``"unusable"`` (the folder or the file cannot be opened).
        message: the sentence for the player (the Statistics screen, a refused reset).
        recording_message: the sentence said when a finished game could not be recorded.
    """

    def __init__(self, cause: str, message: str, recording_message: str | None = None) -> None:
        super().__init__(message)
        self.cause = cause
        self.message = message
        self.recording_message = recording_message or message


class _SetAside(Exception):
    """The file must be moved aside: ``cause`` is ``"damaged"``, ``"not regular"``, ``"too
    large"`` or ``"schema"``."""

    def __init__(self, cause: str) -> None:
        super().__init__(cause)
        self.cause = cause


def _cause_text(cause: str) -> str:
    """Why the file cannot be used, in a few words for the ``{reason}`` of a sentence about it."""
    if cause == "not regular":
        return _("not a regular file")
    if cause == "too large":
        return _("too large")
    if cause == "schema":
        return _("its tables do not match its version")
    return pgettext("statistics file", "damaged")


def db_path() -> Path:
    """``<data dir>/statistics.sqlite3``."""
    return data_dir() / FILE_NAME


def _set_aside(path: Path, cause: str) -> StatsProblem:
    """Move a file that cannot be used aside (:func:`game.paths.set_aside_file`); the problem to
    raise, saying where it went or that it is left where it is."""
    try:
        moved: Path | None = set_aside_file(path)
    except OSError as exc:
        log.warning("statistics file %s (%s) could not be moved aside: %s", path, cause, exc)
        moved = None
    else:
        log.warning("statistics file %s (%s) moved to %s", path, cause, moved)
    if moved is None:
        return StatsProblem("off", _("The statistics file could not be used ({reason}) and could not be "
                                     "moved aside: statistics are off.").format(reason=_cause_text(cause)))
    if cause == "damaged":
        text = _("The statistics file was damaged: it was kept as {name} and new statistics start now.")
    else:
        text = _("The statistics file could not be used ({reason}): it was kept as {name} and new "
                 "statistics start now.")
    return StatsProblem("set aside", text.format(name=moved.name, reason=_cause_text(cause)))


def _columns(con: sqlite3.Connection) -> frozenset[str]:
    try:
        return frozenset(row[1] for row in con.execute("PRAGMA table_info(games)").fetchall())
    except UnicodeDecodeError:  # a column name that is not UTF-8: no file of ours
        raise _SetAside("schema") from None


def _rollback(con: sqlite3.Connection) -> None:
    """ROLLBACK when a transaction is still open (SQLite ends one itself on some errors)."""
    if con.in_transaction:
        try:
            con.execute("ROLLBACK")
        except sqlite3.Error:
            pass


def _migrate(con: sqlite3.Connection) -> None:
    version = con.execute("PRAGMA user_version").fetchall()[0][0]  # all: the read lock ends now
    if not isinstance(version, int) or version < 0:
        raise _SetAside("schema")
    if version > SCHEMA_VERSION:
        raise StatsProblem("newer", _("The statistics were written by a newer version of the game: "
                                      "they are not changed or shown."))
    if version == 0:  # a new file has no tables; one with tables at version 0 is no file of ours
        if con.execute("SELECT count(*) FROM sqlite_master").fetchall()[0][0]:
            raise _SetAside("schema")
    elif _columns(con) != SCHEMA_COLUMNS[version]:
        raise _SetAside("schema")
    if version == SCHEMA_VERSION:
        return
    con.execute("BEGIN IMMEDIATE")
    try:
        for step in MIGRATIONS[version:]:
            step(con)
        con.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        con.execute("COMMIT")
    except BaseException:
        _rollback(con)
        raise


def _busy(exc: sqlite3.Error) -> bool:
    code = getattr(exc, "sqlite_errorcode", None)
    if isinstance(code, int):
        return code & 0xFF in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)
    return "locked" in str(exc) or "busy" in str(exc)


@contextmanager
def connect(path: Path | None = None) -> Iterator[sqlite3.Connection]:
    """An open database at the current schema (made or migrated as needed); closed afterwards.
    Statements run in autocommit mode: wrap writes in :func:`transaction`.

    Raises:
        StatsProblem: locked, not a regular file, too large, damaged or of the wrong schema
        (then moved aside), newer, or the folder cannot be made.
    """
    path = path or db_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        unsafe = regular_file_problem(path, MAX_DB_BYTES)
    except OSError as exc:
        raise StatsProblem("unusable", _("Statistics could not be opened: {reason}.").format(
            reason=_reason(exc))) from None
    if unsafe is not None:
        raise _set_aside(path, unsafe)
    try:
        con = sqlite3.connect(path, timeout=BUSY_TIMEOUT, isolation_level=None)
    except (OSError, sqlite3.Error) as exc:
        raise StatsProblem("unusable", _("Statistics could not be opened: {reason}.").format(
            reason=_reason(exc))) from None
    try:
        try:
            _migrate(con)
            yield con
        except _SetAside as exc:
            con.close()
            raise _set_aside(path, exc.cause) from None
        except sqlite3.OperationalError as exc:
            if _busy(exc):
                raise StatsProblem(
                    "busy", _("Statistics are in use by another copy of the game. Try again in a moment."),
                    _("Statistics are in use by another copy of the game: this game will be recorded "
                      "later.")) from None
            raise StatsProblem("unusable", _("Statistics could not be used: {reason}.").format(
                reason=_reason(exc))) from None
        except sqlite3.IntegrityError as exc:  # a constraint: the file is fine, the write was not
            raise StatsProblem("unusable", _("Statistics could not be used: {reason}.").format(
                reason=_reason(exc))) from None
        except (sqlite3.DatabaseError, UnicodeDecodeError) as exc:  # text that is not UTF-8: damaged
            con.close()
            log.warning("statistics database damaged: %s", exc)
            raise _set_aside(path, "damaged") from None
    finally:
        con.close()


def _reason(exc: BaseException) -> str:
    return getattr(exc, "strerror", None) or str(exc)


@contextmanager
def transaction(con: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """``BEGIN IMMEDIATE`` ... ``COMMIT`` (``ROLLBACK`` on any error)."""
    con.execute("BEGIN IMMEDIATE")
    try:
        yield con
    except BaseException:
        _rollback(con)
        raise
    con.execute("COMMIT")


def record_game(row: Mapping[str, Any], path: Path | None = None, game_id: str | None = None) -> bool:
    """Insert one finished game (keys of :data:`COLUMNS`; missing counters are 0). With
    ``game_id``, a game already recorded under that id is not recorded again.

    Returns:
        True when the row was added, False when ``game_id`` was recorded already.

    Raises:
        ValueError: ``row`` fails the checks of :func:`game.stats.rows.checked_row` (nothing is
        written). StatsProblem: see :func:`connect`.
    """
    values = {name: row.get(name, 0) for name in COLUMNS}
    values["variant"] = row.get("variant") or ""
    values["finished_at"] = row.get("finished_at") or time.time()
    values["app_version"] = row.get("app_version") or app_version()
    checked = checked_row(values)
    if checked is None:
        raise ValueError(f"not a statistics row: {dict(row)!r}")
    values["variant"] = checked["variant"]  # a trick game with none given: standard
    values["game_id"] = game_id
    names = ", ".join((*COLUMNS, "game_id"))
    marks = ", ".join(f":{name}" for name in (*COLUMNS, "game_id"))
    with connect(path) as con, transaction(con):
        cursor = con.execute(f"INSERT INTO games ({names}) VALUES ({marks}) "
                             "ON CONFLICT (game_id) DO NOTHING", values)
        return cursor.rowcount == 1


def read_games(path: Path | None = None) -> tuple[list[dict[str, Any]], int]:
    """(every recorded game that passes the checks of :mod:`game.stats.rows`, oldest first, as
    dicts of :data:`COLUMNS` plus ``id`` and ``game_id``; how many rows were left out).

    Raises:
        StatsProblem: see :func:`connect`.
    """
    with connect(path) as con:
        con.row_factory = sqlite3.Row
        return check_rows(dict(row) for row in con.execute("SELECT * FROM games ORDER BY id"))


def games(path: Path | None = None) -> list[dict[str, Any]]:
    """The rows of :func:`read_games` (those that pass the checks).

    Raises:
        StatsProblem: see :func:`connect`.
    """
    return read_games(path)[0]


def totals(path: Path | None = None) -> list[dict[str, Any]]:
    """Per game kind, player count and trick variant (:func:`game.stats.rows.totals_of` of
    :func:`games`): ``games``, ``won``, ``avg_place`` and the sums of the counters (``rounds``,
    ``lost_*``, ``deals``, ``exact_bids``, ``premiums_*``, ``points``) and ``best_score`` (the
    highest), counting first, then by players, then by variant.

    Raises:
        StatsProblem: see :func:`connect`.
    """
    return totals_of(games(path))


def reset(path: Path | None = None) -> None:
    """Delete every recorded game (one transaction).

    Raises:
        StatsProblem: see :func:`connect`.
    """
    with connect(path) as con, transaction(con):
        con.execute("DELETE FROM games")
