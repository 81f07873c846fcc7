"""The online server: ``python -m game serve`` (docs/online.md).

One asyncio process on ``websockets``. It is authoritative: it holds every table's state and
seed (from :mod:`secrets`), checks every action with the engine, runs the computer players (in an
executor, so the loop never waits for their thinking) and sends each connection only its seat's
view and per-seat events (a spectator: what is public). Every action is committed to SQLite
before its events are sent (:mod:`game.net.store`), so a restarted server rebuilds every table.

It writes one line to stderr for each connection, table and error, and says where it listens.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import hashlib
import json
import random
import secrets
import sqlite3
import ssl as ssl_module
import sys
import time
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

import msgspec
from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from ..engine.errors import IllegalAction, ReplayError, SetupError
from .codec import events_data
from .games import LEVELS, RULES, replay_log
from .protocol import (CHAT_MAX, DECODER, DEFAULT_RATE, IN_QUEUE, MAX_FRAME, NAME_MAX, NAME_MIN, OUT_QUEUE,
                       RATES, SIZES, STRIKES, VERSION, Act, AddComputer, Bucket, Chat, CountingSetup, Create, Heard,
                       Hello, Join, Leave, ListTables, RemoveComputer, Start, TricksSetup, Watch, encode)
from .store import Store
from .tables import Seat, Table

HOLD_SECONDS = 60.0
"""How long a dropped person's seat is kept for them before a computer takes it."""
_CLOSE = object()
SETUPS = {"counting": CountingSetup, "tricks": TricksSetup}


def token_hash(token: str) -> str:
    """The SHA-256 (hex) the server keeps of a token."""
    return hashlib.sha256(token.encode("ascii")).hexdigest()


def clean_text(text: str) -> str:
    """``text`` without control characters, spaces trimmed."""
    return "".join(ch for ch in text if unicodedata.category(ch)[0] != "C").strip()


class Conn:
    """One client connection. ``name``/``owner`` are set by hello; ``table`` and ``seat`` say
    where it sits (``seat`` None at a table: a spectator)."""

    def __init__(self, server: "GameServer", ws: ServerConnection) -> None:
        self.server, self.ws = server, ws
        self.name: str | None = None
        self.owner: str | None = None
        self.table: Table | None = None
        self.seat: int | None = None
        self.out: asyncio.Queue = asyncio.Queue(OUT_QUEUE)
        self.rates = server.rates
        self.buckets: dict[str, Bucket] = {}
        self.frames = self.bucket("frame")
        self.strikes = 0
        self.closing: str | None = None
        peer = ws.remote_address
        self.peer = f"{peer[0]}:{peer[1]}" if isinstance(peer, tuple) else str(peer)

    def who(self) -> str:
        """How the log names this connection."""
        return f"{self.peer} ({self.name})" if self.name else self.peer

    def bucket(self, kind: str) -> Bucket:
        """The token bucket of one message kind."""
        if kind not in self.buckets:
            self.buckets[kind] = Bucket(*self.rates.get(kind, DEFAULT_RATE), time.monotonic())
        return self.buckets[kind]


class GameServer:
    """The server. ``await start()`` listens; ``await stop()`` closes everything.

    Args:
        data: folder of the database (``server.sqlite3``) and of finished games' logs (``logs/``).
        host, port: where to listen (port 0: any free port; :attr:`port` tells which).
        ssl: a server TLS context for ``wss://``, or None.
        hold_seconds: how long a dropped person's seat is held (60 s).
        fixed_seeds: derive every seed from this number (tests only: seeds become predictable).
        log: where the one-line reports go (stderr), or None for none.
        frame_hook: called with (connection, frame bytes) for every frame queued to a client
            (tests record them).
        workers: threads the computer players think in.
        rates: per message kind, (burst, per second) replacing :data:`RATES`' (benchmarks and
            tests of whole games at computer speed).
        ping_interval, ping_timeout: a connection is pinged every ``ping_interval`` seconds and
            dropped when a pong has not come ``ping_timeout`` seconds later (20 and 20).
    """

    def __init__(self, data: Path | str, host: str = "127.0.0.1", port: int = 8799,
                 ssl: ssl_module.SSLContext | None = None, hold_seconds: float = HOLD_SECONDS,
                 fixed_seeds: int | None = None, log: TextIO | None = sys.stderr,
                 frame_hook: Callable[[Conn, bytes], None] | None = None, workers: int = 2,
                 rates: dict[str, tuple[float, float]] | None = None, ping_interval: float = 20,
                 ping_timeout: float = 20) -> None:
        self.rates = {**RATES, **(rates or {})}
        self.ping_interval, self.ping_timeout = ping_interval, ping_timeout
        self.data = Path(data)
        self.host, self.port, self.ssl = host, port, ssl
        self.hold_seconds = hold_seconds
        self.fixed_seeds = fixed_seeds
        self._log = log
        self.frame_hook = frame_hook
        self.pool = concurrent.futures.ThreadPoolExecutor(max_workers=workers, thread_name_prefix="computer")
        self.store: Store | None = None
        self.tables: dict[int, Table] = {}
        self.people: dict[str, Conn] = {}
        self.lobby: set[Conn] = set()
        self.server: Server | None = None
        self._lobby_due = False
        self.actions_applied = 0

    # ----- life -----------------------------------------------------------------------------
    def log(self, line: str) -> None:
        """One line to the log."""
        if self._log is not None:
            print(f"{time.strftime('%H:%M:%S')} {line}", file=self._log, flush=True)

    async def start(self) -> int:
        """Open the database, rebuild the open tables, listen. Returns the port."""
        self.data.mkdir(parents=True, exist_ok=True)
        self.store = Store(self.data / "server.sqlite3")
        self._restore()
        self.server = await serve(self._handle, self.host, self.port, ssl=self.ssl, max_size=MAX_FRAME,
                                  max_queue=IN_QUEUE, compression=None, ping_interval=self.ping_interval,
                                  ping_timeout=self.ping_timeout, close_timeout=min(10.0, self.ping_timeout))
        self.port = self.server.sockets[0].getsockname()[1] if self.server.sockets else self.port
        scheme = "wss" if self.ssl else "ws"
        self.log(f"listening on {scheme}://{self.host}:{self.port} (data {self.data}, "
                 f"{len(self.tables)} open tables)")
        if self.fixed_seeds is not None:
            self.log(f"fixed seeds from {self.fixed_seeds}: for tests only, deals are predictable")
        return self.port

    async def stop(self) -> None:
        """Close every connection and the database."""
        for table in self.tables.values():
            if table.task is not None:
                table.task.cancel()
            for seat in table.seats:
                if seat.hold is not None:
                    seat.hold.cancel()
            for handles in table.timers.values():
                for handle in handles:
                    handle.cancel()
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()
        self.pool.shutdown(wait=False, cancel_futures=True)
        if self.store is not None:
            self.store.close()
            self.store = None

    async def serve_forever(self) -> None:
        """Start and serve until cancelled."""
        await self.start()
        try:
            await asyncio.Future()
        finally:
            await self.stop()

    def _seed(self, table_id: int, what: str) -> int:
        if self.fixed_seeds is not None:
            return random.Random(f"{self.fixed_seeds}:{table_id}:{what}").randrange(2**63)
        return secrets.randbits(63)

    def _restore(self) -> None:
        """Rebuild every open table from the database: set-up and actions replayed; each person
        seat held for :attr:`hold_seconds` from now."""
        assert self.store is not None
        for row in self.store.open_tables():
            try:
                rules = RULES[row.game]
                table = Table(row.id, rules, rules.options(row.options), row.level, row.cpu_delay, row.host,
                              [Seat.from_json(seat) for seat in row.seats], row.cpu_seed,
                              turn_timer=row.turn_timer)
                if row.started:
                    table.started, table.setup, table.actions = True, row.setup, list(row.actions)
                    table.state = replay_log(row.game, row.setup, row.actions)
                    table.seq = 1 + len(row.actions)
            except (KeyError, TypeError, ValueError, ReplayError, IllegalAction) as exc:
                self.log(f"error: table {row.id} cannot be rebuilt ({type(exc).__name__}: {exc}); left out")
                continue
            self.tables[table.id] = table
            for index, seat in enumerate(table.seats):
                if seat.kind == "person" and not seat.replaced:
                    self._hold(table, index)
            if table.started:
                if table.rules.is_over(table.state):
                    self._finish(table)
                else:
                    table.task = asyncio.get_running_loop().create_task(self._computers(table))
            self.log(f"table {table.id} restored: {row.game}, {len(row.actions)} actions")

    # ----- connections ----------------------------------------------------------------------
    async def _handle(self, ws: ServerConnection) -> None:
        conn = Conn(self, ws)
        self.log(f"connection {conn.peer} opened")
        writer = asyncio.get_running_loop().create_task(self._writer(conn))
        why = "closed"
        try:
            async for raw in ws:
                if not conn.closing:  # once closing, frames are read and dropped until the close
                    self._receive(conn, raw)
        except ConnectionClosed as exc:
            why = f"closed ({exc.rcvd.code if exc.rcvd else 'no close frame'}" \
                  f"{': ' + exc.rcvd.reason if exc.rcvd and exc.rcvd.reason else ''})"
        except Exception as exc:  # never let one connection stop the others
            self.log(f"error: connection {conn.who()}: {type(exc).__name__}: {exc}")
        finally:
            if conn.closing:
                why = f"closed by the server: {conn.closing}"
                try:
                    await asyncio.wait_for(writer, 5)
                except (asyncio.TimeoutError, ConnectionClosed):
                    pass
            writer.cancel()
            self._gone(conn)
            self.log(f"connection {conn.who()} {why}")

    async def _writer(self, conn: Conn) -> None:
        try:
            while True:
                item = await conn.out.get()
                if item is _CLOSE:
                    await conn.ws.close(1008, conn.closing or "")
                    return
                await conn.ws.send(item, text=True)
        except ConnectionClosed:
            return

    def send(self, conn: Conn, message: dict[str, Any]) -> None:
        """Queue one frame to ``conn``; a connection whose queue is full is closed as too slow."""
        self.send_bytes(conn, encode(message))

    def send_bytes(self, conn: Conn, data: bytes) -> None:
        """Queue an encoded frame to ``conn``."""
        if conn.closing:
            return
        if self.frame_hook is not None:
            self.frame_hook(conn, data)
        try:
            conn.out.put_nowait(data)
        except asyncio.QueueFull:
            conn.closing = "too_slow"
            asyncio.get_running_loop().create_task(conn.ws.close(1008, "too_slow"))

    def refuse(self, conn: Conn, of: str | None, reason: str, **more: Any) -> None:
        """Tell ``conn`` its message of type ``of`` (None: a frame not read) was refused, with a
        reason id."""
        self.send(conn, {"type": "refused", "of": of, "reason": reason, **more})

    def close(self, conn: Conn, reason: str, detail: str = "") -> None:
        """Tell ``conn`` why, then close it (code 1008, the reason id)."""
        if conn.closing:
            return
        self.send(conn, {"type": "error", "reason": reason, "detail": detail[:200]})
        conn.closing = reason
        conn.out.put_nowait(_CLOSE) if not conn.out.full() else None
        self.log(f"connection {conn.who()} refused: {reason} {detail[:120]}".rstrip())

    def _receive(self, conn: Conn, raw: str | bytes) -> None:
        now = time.monotonic()
        if not conn.frames.take(now):
            conn.strikes += 1
            if conn.strikes >= STRIKES:
                self.close(conn, "flood")
            else:
                self.refuse(conn, None, "rate_limited")
            return
        if isinstance(raw, bytes):
            self.close(conn, "binary")
            return
        try:
            message = DECODER.decode(raw)
        except msgspec.ValidationError as exc:
            self.close(conn, "bad_message", str(exc))
            return
        except msgspec.DecodeError as exc:
            self.close(conn, "bad_json", str(exc))
            return
        kind = type(message).__struct_config__.tag
        if len(raw) > SIZES[kind]:
            self.close(conn, "too_big", f"a {kind} frame is at most {SIZES[kind]} bytes")
            return
        if message.v != VERSION:
            self.close(conn, "version", f"this server speaks version {VERSION}")
            return
        if conn.name is None and not isinstance(message, Hello):
            self.close(conn, "hello_first")
            return
        if not conn.bucket(kind).take(now):
            conn.strikes += 1
            if conn.strikes >= STRIKES:
                self.close(conn, "flood")
            else:
                self.refuse(conn, kind, "rate_limited")
            return
        try:
            getattr(self, f"_on_{kind}")(conn, message)
        except Exception as exc:  # a bug must not take the server down
            self.log(f"error: {kind} from {conn.who()}: {type(exc).__name__}: {exc}")
            self.refuse(conn, kind, "bad_message", detail="internal error")

    def _gone(self, conn: Conn) -> None:
        """A connection ended: its seat is held, its watching stops."""
        self.lobby.discard(conn)
        if conn.owner is not None and self.people.get(conn.owner) is conn:
            del self.people[conn.owner]
        table = conn.table
        if table is None:
            return
        if conn.seat is None:
            table.spectators.discard(conn)
            self._table_changed(table)
        else:
            seat = table.seats[conn.seat]
            if seat.conn is conn:
                seat.conn = None
                self._notice(table, "dropped", conn.seat, seat.name, hold=self.hold_seconds)
                self._hold(table, conn.seat)
                self._table_changed(table)
        self._forget_if_done(table)

    # ----- lobby ----------------------------------------------------------------------------
    def _on_hello(self, conn: Conn, message: Hello) -> None:
        if conn.name is not None:
            self.refuse(conn, "hello", "already_hello")
            return
        assert self.store is not None
        token = message.token
        if token is not None:
            owner = token_hash(token)
            name = self.store.person(owner)
            if name is None:
                self.refuse(conn, "hello", "bad_token")
                return
            old = self.people.get(owner)
            if old is not None:
                self.close(old, "replaced")
                self._gone(old)
                old.table, old.owner = None, None
        else:
            name = clean_text(message.name)
            if not NAME_MIN <= len(name) <= NAME_MAX:
                self.refuse(conn, "hello", "bad_name")
                return
            if self._name_taken(name):
                self.refuse(conn, "hello", "name_taken")
                return
            token = secrets.token_hex(32)
            owner = token_hash(token)
            self.store.add_person(owner, name)
        conn.name, conn.owner = name, owner
        self.people[owner] = conn
        self.send(conn, {"type": "welcome", "name": name, "token": token})
        self.log(f"connection {conn.peer} is {name}")
        for table in self.tables.values():
            index = table.seat_of(owner)
            if index is not None and not table.finished:
                self._return(conn, table, index)
                return
        self._to_lobby(conn)

    def _name_taken(self, name: str) -> bool:
        folded = name.casefold()
        if any(other.name is not None and other.name.casefold() == folded for other in self.people.values()):
            return True
        return any(seat.kind == "person" and seat.name is not None and seat.name.casefold() == folded
                   for table in self.tables.values() if not table.finished for seat in table.seats)

    def _to_lobby(self, conn: Conn) -> None:
        conn.table, conn.seat = None, None
        self.lobby.add(conn)
        self.send(conn, self._lobby_frame())

    def _lobby_frame(self) -> dict[str, Any]:
        return {"type": "lobby", "tables": [table.summary() for table in self.tables.values()],
                "online": len(self.people)}

    def _lobby_changed(self) -> None:
        """Send the lobby list to everyone in the lobby, once per turn of the loop."""
        if self._lobby_due:
            return
        self._lobby_due = True

        def send_all() -> None:
            self._lobby_due = False
            if self.lobby:
                data = encode(self._lobby_frame())
                for conn in list(self.lobby):
                    self.send_bytes(conn, data)
        asyncio.get_running_loop().call_soon(send_all)

    def _on_list(self, conn: Conn, message: ListTables) -> None:
        self.send(conn, self._lobby_frame())

    def _on_create(self, conn: Conn, message: Create) -> None:
        if conn.table is not None:
            self.refuse(conn, "create", "seated")
            return
        rules = RULES.get(message.game)
        if rules is None:
            self.refuse(conn, "create", "bad_game")
            return
        if message.level not in LEVELS:
            self.refuse(conn, "create", "bad_level")
            return
        try:
            raw = asdict_struct(msgspec.convert(message.options, SETUPS[message.game]))
            options = rules.options(raw)
        except (msgspec.ValidationError, SetupError, TypeError) as exc:
            self.refuse(conn, "create", "bad_options", detail=str(exc)[:200])
            return
        count = rules.seats(options)
        if message.computers > count - 1:
            self.refuse(conn, "create", "bad_options", detail=f"at most {count - 1} computer players")
            return
        seats = [Seat("person", conn.name, conn.owner, conn=conn)]
        seats += [Seat("computer") for _ in range(message.computers)]
        seats += [Seat() for _ in range(count - len(seats))]
        assert self.store is not None
        cpu_seed = secrets.token_hex(16)
        table_id = self.store.new_table(message.game, rules.options_json(options), message.level,
                                        message.cpu_delay, conn.owner or "", [s.to_json() for s in seats], cpu_seed,
                                        message.turn_timer)
        if self.fixed_seeds is not None:
            cpu_seed = str(self._seed(table_id, "cpu"))
            self.store.db.execute("UPDATE tables SET cpu_seed = ? WHERE id = ?", (cpu_seed, table_id))
        table = Table(table_id, rules, options, message.level, message.cpu_delay, conn.owner, seats, cpu_seed,
                      turn_timer=message.turn_timer)
        self.tables[table_id] = table
        self.lobby.discard(conn)
        conn.table, conn.seat = table, 0
        self.log(f"table {table_id} created by {conn.name}: {message.game} {rules.options_json(options)}, "
                 f"{message.computers} computers ({message.level})")
        self._table_changed(table)

    def _on_join(self, conn: Conn, message: Join) -> None:
        table = self._table_for(conn, "join", message.table)
        if table is None:
            return
        if table.started:
            self.refuse(conn, "join", "started")
            return
        free = table.free_seats()
        if message.seat is not None:
            if message.seat >= len(table.seats) or message.seat not in free:
                self.refuse(conn, "join", "seat_taken")
                return
            index = message.seat
        elif free:
            index = free[0]
        else:
            self.refuse(conn, "join", "no_free_seat")
            return
        table.seats[index] = Seat("person", conn.name, conn.owner, conn=conn)
        if table.host is None:
            table.host = conn.owner
        self.lobby.discard(conn)
        conn.table, conn.seat = table, index
        self._save_seats(table)
        self._notice(table, "joined", index, conn.name)
        self._table_changed(table)

    def _table_for(self, conn: Conn, of: str, table_id: int) -> Table | None:
        if conn.table is not None:
            self.refuse(conn, of, "seated")
            return None
        table = self.tables.get(table_id)
        if table is None or table.finished:
            self.refuse(conn, of, "no_table")
            return None
        return table

    def _on_watch(self, conn: Conn, message: Watch) -> None:
        table = self._table_for(conn, "watch", message.table)
        if table is None:
            return
        self.lobby.discard(conn)
        table.spectators.add(conn)
        conn.table, conn.seat = table, None
        self._table_changed(table)
        if table.started:
            self._sync(conn, table, None)

    def _on_leave(self, conn: Conn, message: Leave) -> None:
        table = conn.table
        if table is None:
            self.refuse(conn, "leave", "not_seated")
            return
        if conn.seat is None:
            table.spectators.discard(conn)
        else:
            index = conn.seat
            seat = table.seats[index]
            if seat.hold is not None:
                seat.hold.cancel()
            if table.started and not table.finished:
                table.seats[index] = Seat("computer")  # a computer at once
                self._notice(table, "left", index, conn.name, computer=True)
            elif not table.started:
                table.seats[index] = Seat()
                self._notice(table, "left", index, conn.name)
            else:
                seat.conn = None
            self._pass_host(table, conn.owner)
            self._save_seats(table)
            table.version += 1
            table.wake.set()
        self._table_changed(table)
        self._to_lobby(conn)
        self._forget_if_done(table)

    def _pass_host(self, table: Table, owner: str | None) -> None:
        """A host who left hands the table to the next person; a table nobody sits at before its
        start is closed."""
        if table.host == owner:
            table.host = next((seat.owner for seat in table.seats if seat.kind == "person"
                               and seat.owner != owner), None)
            if table.host is not None:
                self._notice(table, "host", table.seat_of(table.host), table.host_name())
        if not table.started and not any(seat.kind == "person" for seat in table.seats):
            self._close_table(table)

    def _close_table(self, table: Table) -> None:
        for conn in list(table.spectators):
            self._to_lobby(conn)
        table.spectators.clear()
        self.tables.pop(table.id, None)
        if self.store is not None:
            self.store.close_table(table.id)
        self.log(f"table {table.id} closed: nobody sits at it")
        self._lobby_changed()

    def _forget_if_done(self, table: Table) -> None:
        """A finished table is dropped from memory once nobody is at it."""
        if table.finished and not table.people():
            self.tables.pop(table.id, None)
            self._lobby_changed()

    def _host_table(self, conn: Conn, of: str) -> Table | None:
        table = conn.table
        if table is None or conn.seat is None:
            self.refuse(conn, of, "not_seated")
            return None
        if table.host != conn.owner:
            self.refuse(conn, of, "not_host")
            return None
        if table.started:
            self.refuse(conn, of, "started")
            return None
        return table

    def _on_add_computer(self, conn: Conn, message: AddComputer) -> None:
        table = self._host_table(conn, "add_computer")
        if table is None:
            return
        free = table.free_seats()
        index = free[0] if message.seat is None and free else message.seat
        if index is None or index not in free:
            self.refuse(conn, "add_computer", "seat_taken" if message.seat is not None else "no_free_seat")
            return
        table.seats[index] = Seat("computer")
        self._save_seats(table)
        self._table_changed(table)

    def _on_remove_computer(self, conn: Conn, message: RemoveComputer) -> None:
        table = self._host_table(conn, "remove_computer")
        if table is None:
            return
        if message.seat >= len(table.seats) or table.seats[message.seat].kind != "computer":
            self.refuse(conn, "remove_computer", "no_computer")
            return
        table.seats[message.seat] = Seat()
        self._save_seats(table)
        self._table_changed(table)

    def _on_start(self, conn: Conn, message: Start) -> None:
        table = self._host_table(conn, "start")
        if table is None:
            return
        if table.free_seats():
            self.refuse(conn, "start", "seats_free")
            return
        assert self.store is not None
        table.setup = table.rules.make_setup(table.options, self._seed(table.id, "deal"))
        table.state = table.rules.from_setup(table.setup)
        table.started = True
        self.store.start(table.id, table.setup, [seat.to_json() for seat in table.seats])
        self.log(f"table {table.id} started: " + ", ".join(
            seat.name if seat.kind == "person" else "computer" for seat in table.seats))
        self._table_changed(table)
        self._update(table, table.state.start_events(), None)
        table.task = asyncio.get_running_loop().create_task(self._computers(table))

    # ----- chat -----------------------------------------------------------------------------
    def _on_chat(self, conn: Conn, message: Chat) -> None:
        text = clean_text(message.text)[:CHAT_MAX]
        if not text:
            self.refuse(conn, "chat", "bad_message", detail="empty")
            return
        if message.scope == "lobby":
            targets = list(self.lobby | {conn})
        elif message.scope == "table" and conn.table is not None:
            targets = conn.table.people()
        else:
            self.refuse(conn, "chat", "bad_scope" if message.scope != "table" else "not_seated")
            return
        data = encode({"type": "chat", "scope": message.scope, "from": conn.name, "text": text,
                       "table": conn.table.id if message.scope == "table" and conn.table else None})
        for target in targets:
            self.send_bytes(target, data)

    # ----- at the table ---------------------------------------------------------------------
    def _table_changed(self, table: Table) -> None:
        """Tell everyone at the table who sits where; the lobby too."""
        self._turn_timers(table)
        summary = table.summary()
        for conn in table.people():
            self.send(conn, {"type": "table", "table": summary, "you": conn.seat})
        self._lobby_changed()

    def _notice(self, table: Table, what: str, seat: int | None, name: str | None, **more: Any) -> None:
        """Tell the table a fact about a person: joined, left, dropped, returned, replaced, host."""
        data = encode({"type": "notice", "table": table.id, "what": what, "seat": seat, "name": name, **more})
        for conn in table.people():
            self.send_bytes(conn, data)

    def _save_seats(self, table: Table) -> None:
        if self.store is not None:
            self.store.save_seats(table.id, table.host, [seat.to_json() for seat in table.seats])

    def _hold(self, table: Table, index: int) -> None:
        """Keep a dropped person's seat for them; then a computer takes it (an empty seat before
        the start)."""
        seat = table.seats[index]
        if seat.hold is not None:
            seat.hold.cancel()
        owner = seat.owner
        seat.hold = asyncio.get_running_loop().call_later(self.hold_seconds, self._hold_over, table, index, owner)

    def _hold_over(self, table: Table, index: int, owner: str | None) -> None:
        seat = table.seats[index]
        seat.hold = None
        if seat.kind != "person" or seat.owner != owner or seat.conn is not None or table.finished:
            return
        if table.started:
            seat.replaced = True
            self._notice(table, "replaced", index, seat.name)
            self.log(f"table {table.id}: a computer plays for {seat.name}")
        else:
            table.seats[index] = Seat()
            self._notice(table, "left", index, seat.name)
            self._pass_host(table, owner)
        self._save_seats(table)
        table.version += 1
        table.wake.set()
        if table.id in self.tables:
            self._table_changed(table)

    def _return(self, conn: Conn, table: Table, index: int) -> None:
        """A person back with their token takes their seat back and hears what happened."""
        seat = table.seats[index]
        if seat.hold is not None:
            seat.hold.cancel()
            seat.hold = None
        was_replaced = seat.replaced
        seat.conn, seat.replaced, seat.name = conn, False, conn.name
        conn.table, conn.seat = table, index
        self.lobby.discard(conn)
        self._save_seats(table)
        table.version += 1
        table.wake.set()
        self._notice(table, "returned", index, conn.name, was_replaced=was_replaced)
        self._table_changed(table)
        if table.started:
            self._sync(conn, table, index)

    def _sync(self, conn: Conn, table: Table, seat: int | None) -> None:
        """The whole situation for one connection: view, last update number and the events it
        missed (as far as the table's history reaches)."""
        since = table.heard.get(conn.owner or "", 0) if seat is not None else table.seq - 1
        missed = [events_data(table.rules.events_for(seat, events))
                  for number, events in table.history if number > since]
        self.send(conn, {"type": "sync", "table": table.id, "seq": table.seq, "view": table.view(seat),
                         "missed": missed})

    def _on_act(self, conn: Conn, message: Act) -> None:
        table = conn.table
        if table is None:
            self.refuse(conn, "act", "not_seated")
            return
        if conn.seat is None:
            self.refuse(conn, "act", "spectator")
            return
        if not table.started:
            self.refuse(conn, "act", "not_started")
            return
        if table.finished:
            self.refuse(conn, "act", "over")
            return
        try:
            action = table.rules.decode(message.action)
        except ReplayError as exc:
            self.refuse(conn, "act", "bad_action", detail=exc.message[:200])
            return
        if not table.rules.may_send(table.state, conn.seat, action):
            self.refuse(conn, "act", "not_your_seat")
            return
        try:
            self.apply(table, action, conn.seat)
        except IllegalAction as exc:
            self.refuse(conn, "act", "illegal", rule=exc.reason)

    def _on_heard(self, conn: Conn, message: Heard) -> None:
        table = conn.table
        if table is None or conn.owner is None:
            return
        if message.seq > table.heard.get(conn.owner, 0):
            table.heard[conn.owner] = min(message.seq, table.seq)
            table.wake.set()

    def apply(self, table: Table, action: Any, seat: int) -> None:
        """Apply ``action`` (decided for live ``seat``), write it, then send its events.

        Raises:
            IllegalAction: the rules refuse it (nothing changed).
        """
        events = table.state.apply(action)
        entry = table.rules.encode(action)
        if self.store is not None:
            try:
                self.store.add_action(table.id, len(table.actions), entry)
            except sqlite3.Error as exc:
                self.log(f"error: table {table.id}: action not written: {exc}")
        table.actions.append(entry)
        self.actions_applied += 1
        self._update(table, events, seat)
        if table.rules.is_over(table.state):
            self._finish(table)

    def _update(self, table: Table, events: list[Any], actor: int | None) -> None:
        """Send one update (events and view) to each seat and spectator."""
        table.seq += 1
        table.version += 1
        table.sent_at = asyncio.get_running_loop().time()
        table.history.append((table.seq, events))
        rules = table.rules
        for index, seat in enumerate(table.seats):
            if seat.conn is not None:
                self.send(seat.conn, {"type": "update", "table": table.id, "seq": table.seq, "actor": actor,
                                      "events": events_data(rules.events_for(index, events)),
                                      "view": table.view(index)})
        if table.spectators:
            data = encode({"type": "update", "table": table.id, "seq": table.seq, "actor": actor,
                           "events": events_data(rules.events_for(None, events)), "view": table.view(None)})
            for conn in list(table.spectators):
                self.send_bytes(conn, data)
        self._turn_timers(table)
        table.wake.set()

    def _finish(self, table: Table) -> None:
        """The game is over: marked in the database, its log (seed included) written and sent."""
        table.finished = True
        self._turn_timers(table)
        log = table.log()
        if self.store is not None:
            try:
                winners = table.state.winner
                winners = {winners} if isinstance(winners, int) else set(winners or ())
                self.store.finish(table.id, table.rules.key, [
                    (seat.name, index, index in winners) for index, seat in enumerate(table.seats)
                    if seat.kind == "person" and seat.name])
                folder = self.data / "logs"
                folder.mkdir(exist_ok=True)
                (folder / f"table-{table.id}.json").write_text(json.dumps(log), encoding="utf-8")
            except (OSError, sqlite3.Error) as exc:
                self.log(f"error: table {table.id}: log not written: {exc}")
        data = encode({"type": "over", "table": table.id, "log": log, "final": table.state.to_output()})
        for conn in table.people():
            self.send_bytes(conn, data)
        self.log(f"table {table.id} finished after {len(table.actions)} actions")
        self._lobby_changed()

    # ----- turn timer -----------------------------------------------------------------------
    def _turn_timers(self, table: Table) -> None:
        """Start the turn timer of each person who has just become due; stop those no longer due."""
        timed = table.timed_seats()
        for seat in list(table.timers):
            if seat not in timed:
                for handle in table.timers.pop(seat):
                    handle.cancel()
        if not timed or table.turn_timer is None:
            return
        loop = asyncio.get_running_loop()
        limit = table.turn_timer
        warn_at = limit - 10 if limit > 10 else limit / 2
        for seat in timed - set(table.timers):
            table.timers[seat] = [
                loop.call_later(warn_at, lambda seat=seat: self._notice(
                    table, "turn_warning", seat, table.seats[seat].name, seconds=round(limit - warn_at, 1))),
                loop.call_later(limit, self._turn_over, table, seat)]

    def _turn_over(self, table: Table, seat: int) -> None:
        """A person's turn timer ran out: a computer plays that one turn for them."""
        table.timers.pop(seat, None)
        if seat in table.timed_seats() and table.id in self.tables:
            self._notice(table, "timed_out", seat, table.seats[seat].name)
            asyncio.get_running_loop().create_task(self._play_for(table, seat, table.version))

    async def _play_for(self, table: Table, seat: int, version: int) -> None:
        """The table's computer level chooses and plays one action for a person's seat."""
        loop = asyncio.get_running_loop()
        rng = random.Random(f"{table.cpu_seed}:{len(table.actions)}:timer")
        chooser = table.rules.chooser(table.level)
        view = table.state.view(seat)
        try:
            if table.level == "random":
                action = chooser(table.state, view, seat, rng)
            else:
                action = await loop.run_in_executor(self.pool, chooser, None, view, seat, rng)
        except Exception:
            action = rng.choice(table.state.legal_actions(seat))
        if table.version != version or table.finished or seat not in table.rules.due(table.state):
            return  # the person acted meanwhile
        try:
            self.apply(table, action, seat)
        except IllegalAction as exc:
            self.log(f"error: table {table.id}: the timed-out turn's action was refused: {exc.reason}")

    # ----- computer players -----------------------------------------------------------------
    async def _computers(self, table: Table) -> None:
        """Play every computer seat of a started table: a computer acts once every connected
        person has heard the last update (and nobody may still draw), or 4 x the table's delay
        after it at most; a computer's draw (C-8) comes at once."""
        loop = asyncio.get_running_loop()
        chooser = table.rules.chooser(table.level)
        try:
            while not table.finished:
                table.wake.clear()
                seat = table.computer_due()
                if seat is None:
                    await table.wake.wait()
                    continue
                drawing = getattr(table.state, "drawer", None) == seat
                deadline = table.sent_at + 4 * table.cpu_delay
                if not drawing and not table.caught_up() and loop.time() < deadline:
                    try:
                        await asyncio.wait_for(table.wake.wait(), deadline - loop.time())
                    except asyncio.TimeoutError:
                        pass
                    continue
                version = table.version
                view = table.state.view(seat)
                rng = random.Random(f"{table.cpu_seed}:{len(table.actions)}")
                try:
                    if table.level == "random":
                        action = chooser(table.state, view, seat, rng)
                    else:
                        action = await loop.run_in_executor(self.pool, chooser, None, view, seat, rng)
                except Exception as exc:  # a computer level's failure: any legal action instead
                    self.log(f"error: table {table.id}: the {table.level} level failed for seat {seat} "
                             f"({type(exc).__name__}: {exc}); a random legal action instead")
                    action = rng.choice(table.state.legal_actions(seat))
                if table.version != version or table.finished:
                    continue
                try:
                    self.apply(table, action, seat)
                except IllegalAction as exc:
                    self.log(f"error: table {table.id}: computer action refused: {exc.reason}")
                    await asyncio.sleep(1)
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            self.log(f"error: table {table.id}: computer players stopped: {type(exc).__name__}: {exc}")


def asdict_struct(value: msgspec.Struct) -> dict[str, Any]:
    """A msgspec struct's fields as a dict."""
    return {name: getattr(value, name) for name in value.__struct_fields__}
