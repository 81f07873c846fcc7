"""The statistics database: one row per finished game, in SQLite (Python's ``sqlite3``).

File: ``<data dir>/statistics.sqlite3`` (:func:`game.autosave.store.data_dir`). The schema has a
version number (``PRAGMA user_version``); :data:`MIGRATIONS` takes a database from version
``i`` to ``i + 1`` (``MIGRATIONS[i]``), each in the transaction of the opening, so an older
database is brought up to :data:`SCHEMA_VERSION` when opened. A database from a newer version is
refused (:class:`StatsProblem`), never changed.

Table ``games`` (version 1), one row per finished game; the human is seat 0:

| column | meaning |
| --- | --- |
| kind, players, variant | ``"counting"``/``"tricks"``, seats at the table, the trick variant (``""`` for counting) |
| won, place | 1 when the human won; the human's finishing place (1 = first) |
| rounds | counting: rounds played |
| lost_reached, lost_passed, lost_empty | counting: tokens the human paid for reaching 33/66/99, passing one, an empty hand |
| deals, exact_bids | tricks: deals played, deals where the human's bid was exact (T-14) |
| premiums_offered, premiums_made | tricks: premiums the human offered (T-9), those that stood and were made |
| points, best_score | tricks: points the human scored in all deals; best game score (T-17, T-18) |
| finished_at, app_version | when (seconds since the epoch), by which version |

Every write is one transaction. A locked database (another copy of the game writing) or a
damaged file raises :class:`StatsProblem` with a sentence to say; a damaged file is moved aside
to ``statistics.sqlite3.bad`` (``.bad.1``...) first so the next game starts a new one.
"""

from __future__ import annotations

import logging
import sqlite3
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from ..autosave.store import app_version, data_dir
from ..i18n import _
from ..paths import set_aside_file

log = logging.getLogger(__name__)

FILE_NAME = "statistics.sqlite3"
BUSY_TIMEOUT = 0.5
"""Seconds a write waits for another writer before the database counts as locked."""

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


MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_create_games]
"""``MIGRATIONS[i]`` upgrades schema version ``i`` to ``i + 1``; add new steps at the end."""
SCHEMA_VERSION = len(MIGRATIONS)


class StatsProblem(Exception):
    """The database could not be used; ``message`` is a sentence for the player."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def db_path() -> Path:
    """``<data dir>/statistics.sqlite3``."""
    return data_dir() / FILE_NAME


def _set_aside(path: Path) -> Path | None:
    """Move a damaged database aside (:func:`game.paths.set_aside_file`); None when it cannot."""
    try:
        return set_aside_file(path)
    except OSError:
        return None


def _migrate(con: sqlite3.Connection) -> None:
    version = con.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        raise StatsProblem(_("The statistics were written by a newer version of the game: "
                             "they are not changed or shown."))
    if version == SCHEMA_VERSION:
        return
    con.execute("BEGIN IMMEDIATE")
    try:
        for step in MIGRATIONS[version:]:
            step(con)
        con.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        con.execute("COMMIT")
    except BaseException:
        con.execute("ROLLBACK")
        raise


@contextmanager
def connect(path: Path | None = None) -> Iterator[sqlite3.Connection]:
    """An open database at the current schema (made or migrated as needed); closed afterwards.
    Statements run in autocommit mode: wrap writes in :func:`transaction`.

    Raises:
        StatsProblem: locked, damaged (then moved aside), newer, or the folder cannot be made.
    """
    path = path or db_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        con = sqlite3.connect(path, timeout=BUSY_TIMEOUT, isolation_level=None)
    except (OSError, sqlite3.Error) as exc:
        raise StatsProblem(_("Statistics could not be opened: {reason}.").format(reason=_reason(exc))) from None
    try:
        try:
            _migrate(con)
            yield con
        except sqlite3.OperationalError as exc:
            if "locked" in str(exc) or "busy" in str(exc):
                raise StatsProblem(_("Statistics are in use by another copy of the game: "
                                     "this game was not recorded.")) from None
            raise StatsProblem(_("Statistics could not be used: {reason}.").format(reason=_reason(exc))) from None
        except sqlite3.DatabaseError as exc:
            con.close()
            moved = _set_aside(path)
            log.warning("statistics database damaged (%s); moved to %s", exc, moved)
            if moved is None:
                raise StatsProblem(_("The statistics file is damaged.")) from None
            raise StatsProblem(_("The statistics file was damaged: it was kept as {name} and "
                                 "new statistics start now.").format(name=moved.name)) from None
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
        con.execute("ROLLBACK")
        raise
    con.execute("COMMIT")


def record_game(row: Mapping[str, Any], path: Path | None = None) -> None:
    """Insert one finished game (keys of :data:`COLUMNS`; missing counters are 0).

    Raises:
        StatsProblem: see :func:`connect`.
    """
    values = {name: row.get(name, 0) for name in COLUMNS}
    values["variant"] = row.get("variant") or ""
    values["finished_at"] = row.get("finished_at") or time.time()
    values["app_version"] = row.get("app_version") or app_version()
    names = ", ".join(COLUMNS)
    marks = ", ".join(f":{name}" for name in COLUMNS)
    with connect(path) as con, transaction(con):
        con.execute(f"INSERT INTO games ({names}) VALUES ({marks})", values)


def games(path: Path | None = None) -> list[dict[str, Any]]:
    """Every recorded game, oldest first, as dicts of :data:`COLUMNS`.

    Raises:
        StatsProblem: see :func:`connect`.
    """
    with connect(path) as con:
        con.row_factory = sqlite3.Row
        return [dict(row) for row in con.execute("SELECT * FROM games ORDER BY id")]


def totals(path: Path | None = None) -> list[dict[str, Any]]:
    """Per game kind and player count: ``games``, ``won``, ``avg_place`` and the sums of the
    counters (``rounds``, ``lost_*``, ``deals``, ``exact_bids``, ``premiums_*``, ``points``) and
    ``best_score`` (the highest), counting first, then by players.

    Raises:
        StatsProblem: see :func:`connect`.
    """
    with connect(path) as con:
        con.row_factory = sqlite3.Row
        rows = con.execute("""SELECT kind, players, COUNT(*) AS games, SUM(won) AS won,
            AVG(place) AS avg_place, SUM(rounds) AS rounds, SUM(lost_reached) AS lost_reached,
            SUM(lost_passed) AS lost_passed, SUM(lost_empty) AS lost_empty, SUM(deals) AS deals,
            SUM(exact_bids) AS exact_bids, SUM(premiums_offered) AS premiums_offered,
            SUM(premiums_made) AS premiums_made, SUM(points) AS points, MAX(best_score) AS best_score
            FROM games GROUP BY kind, players
            ORDER BY CASE kind WHEN 'counting' THEN 0 ELSE 1 END, kind, players""")
        return [dict(row) for row in rows]


def reset(path: Path | None = None) -> None:
    """Delete every recorded game (one transaction).

    Raises:
        StatsProblem: see :func:`connect`.
    """
    with connect(path) as con, transaction(con):
        con.execute("DELETE FROM games")
