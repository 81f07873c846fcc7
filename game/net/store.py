"""The server's SQLite database (``--data DIR``/server.sqlite3, WAL mode): people, tables, actions.

Every action is committed before its events are sent, so after ``kill -9`` a restarted server
rebuilds each table from its set-up (seed included) and its actions, in order. Tokens are kept
only as their SHA-256. A commit in WAL mode with ``synchronous=NORMAL`` survives the death of
the process (not a power cut: see docs/online.md).
"""

from __future__ import annotations

import json
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

SCHEMA = """
CREATE TABLE IF NOT EXISTS people (token_hash TEXT PRIMARY KEY, name TEXT NOT NULL, created REAL NOT NULL);
CREATE TABLE IF NOT EXISTS tables (
    id INTEGER PRIMARY KEY, game TEXT NOT NULL, options TEXT NOT NULL, level TEXT NOT NULL,
    cpu_delay REAL NOT NULL, host TEXT, seats TEXT NOT NULL, started INTEGER NOT NULL DEFAULT 0,
    finished INTEGER NOT NULL DEFAULT 0, setup TEXT, cpu_seed TEXT NOT NULL, created REAL NOT NULL,
    turn_timer REAL, starter TEXT);
CREATE TABLE IF NOT EXISTS actions (
    table_id INTEGER NOT NULL, idx INTEGER NOT NULL, action TEXT NOT NULL, PRIMARY KEY (table_id, idx));
CREATE TABLE IF NOT EXISTS results (
    table_id INTEGER NOT NULL, game TEXT NOT NULL, name TEXT NOT NULL, seat INTEGER NOT NULL,
    won INTEGER NOT NULL, finished REAL NOT NULL, PRIMARY KEY (table_id, seat));
"""

COLUMNS_ADDED = {"starter": "TEXT"}
"""Columns of ``tables`` newer than some databases: added when missing (a server's ``--data`` kept
from a version before them): name -> SQL type."""


@dataclass
class StoredTable:
    """One table row with its actions, as read back at start-up."""

    id: int
    game: str
    options: dict[str, Any]
    level: str
    cpu_delay: float
    host: str | None
    seats: list[dict[str, Any]]
    started: bool
    finished: bool
    setup: dict[str, Any] | None
    cpu_seed: str
    actions: list[dict[str, Any]]
    turn_timer: float | None = None
    starter: str | None = None
    """Owner hash of the person whose app starts the game once every seat is taken
    (``start_when_full`` of ``create``), or None."""


class Store:
    """The database of one server process. Every method commits before it returns.

    Raises:
        sqlite3.Error: from any method, for a database that cannot be written.
    """

    def __init__(self, path: Path | str) -> None:
        self.db = sqlite3.connect(str(path), isolation_level=None)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.executescript(SCHEMA)
        have = {row[1] for row in self.db.execute("PRAGMA table_info(tables)")}
        for column, kind in COLUMNS_ADDED.items():
            if column not in have:
                self.db.execute(f"ALTER TABLE tables ADD COLUMN {column} {kind}")

    def close(self) -> None:
        """Close the database."""
        self.db.close()

    # ----- people
    def person(self, token_hash: str) -> str | None:
        """The name last used with a token, or None for an unknown token."""
        row = self.db.execute("SELECT name FROM people WHERE token_hash = ?", (token_hash,)).fetchone()
        return None if row is None else row[0]

    def add_person(self, token_hash: str, name: str) -> None:
        """Remember a new token and its name."""
        self.db.execute("INSERT OR REPLACE INTO people VALUES (?, ?, ?)", (token_hash, name, time.time()))

    # ----- tables
    def new_table(self, game: str, options: dict[str, Any], level: str, cpu_delay: float, host: str,
                  seats: list[dict[str, Any]], cpu_seed: str, turn_timer: float | None = None,
                  starter: str | None = None) -> int:
        """Write a new table; returns its id (1, 2, ...). ``starter``: the owner hash of the
        person whose app starts it once every seat is taken (``start_when_full``), or None."""
        cursor = self.db.execute(
            "INSERT INTO tables (game, options, level, cpu_delay, host, seats, cpu_seed, created, turn_timer, "
            "starter) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (game, json.dumps(options), level, cpu_delay, host, json.dumps(seats), cpu_seed, time.time(),
             turn_timer, starter))
        return int(cursor.lastrowid)

    def save_seats(self, table_id: int, host: str | None, seats: list[dict[str, Any]]) -> None:
        """Write who sits where and who hosts."""
        self.db.execute("UPDATE tables SET seats = ?, host = ? WHERE id = ?", (json.dumps(seats), host, table_id))

    def start(self, table_id: int, setup: dict[str, Any], seats: list[dict[str, Any]]) -> None:
        """Write the start of a game: its set-up (with the seed) and the seats."""
        self.db.execute("UPDATE tables SET started = 1, setup = ?, seats = ? WHERE id = ?",
                        (json.dumps(setup), json.dumps(seats), table_id))

    def add_action(self, table_id: int, index: int, action: str) -> None:
        """Write action ``index`` (0-based) of a table: its rule-case form as JSON text."""
        self.db.execute("INSERT INTO actions VALUES (?, ?, ?)", (table_id, index, action))

    def finish(self, table_id: int, game: str = "", results: list[tuple[str, int, bool]] = ()) -> None:
        """Mark a table's game over and keep each person's result: (name, seat, won)."""
        with self.db:
            self.db.execute("BEGIN")
            self.db.execute("UPDATE tables SET finished = 1 WHERE id = ?", (table_id,))
            self.db.executemany("INSERT OR REPLACE INTO results VALUES (?, ?, ?, ?, ?, ?)",
                                [(table_id, game, name, seat, int(won), time.time()) for name, seat, won in results])

    def statistics(self, name: str) -> dict[str, dict[str, int]]:
        """A person's finished online games per game: ``{"counting": {"played": 3, "won": 1}}``."""
        rows = self.db.execute("SELECT game, COUNT(*), SUM(won) FROM results WHERE name = ? GROUP BY game", (name,))
        return {game: {"played": played, "won": int(won or 0)} for game, played, won in rows}

    def close_table(self, table_id: int) -> None:
        """Forget a table that never started (everyone left)."""
        self.db.execute("DELETE FROM tables WHERE id = ?", (table_id,))

    def log(self, table_id: int) -> tuple[str, dict[str, Any] | None, list[dict[str, Any]]]:
        """A table's game, set-up and actions (a rule case's parts)."""
        game, setup = self.db.execute("SELECT game, setup FROM tables WHERE id = ?", (table_id,)).fetchone()
        actions = [json.loads(row[0]) for row in self.db.execute(
            "SELECT action FROM actions WHERE table_id = ? ORDER BY idx", (table_id,))]
        return game, None if setup is None else json.loads(setup), actions

    def open_tables(self) -> list[StoredTable]:
        """Every table whose game is not over, with its actions, by id."""
        found = []
        for row in self.db.execute("SELECT id, game, options, level, cpu_delay, host, seats, started, finished, "
                                   "setup, cpu_seed, turn_timer, starter FROM tables WHERE finished = 0 "
                                   "ORDER BY id").fetchall():
            actions = [json.loads(a[0]) for a in self.db.execute(
                "SELECT action FROM actions WHERE table_id = ? ORDER BY idx", (row[0],))]
            found.append(StoredTable(row[0], row[1], json.loads(row[2]), row[3], row[4], row[5],
                                     json.loads(row[6]), bool(row[7]), bool(row[8]),
                                     None if row[9] is None else json.loads(row[9]), row[10], actions,
                                     row[11], row[12]))
        return found
