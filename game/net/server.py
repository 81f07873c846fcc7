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
import json
import random
import secrets
import sqlite3
import ssl as ssl_module
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

import msgspec
from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from ..engine.cards import Card
from ..engine.errors import IllegalAction, ReplayError
from . import pauses
from .codec import events_data
from .computers import HEARD_WAIT, Computers
from .games import RULES, replay_log
from .lobby import Lobby, token_hash
from .pauses import PauseWatch
from .protocol import (BID_CARDS, DECODER, DEFAULT_RATE, IN_QUEUE, MAX_FRAME, OUT_QUEUE, RATES, SIZES, STRIKES,
                       VERSION, Act, Bucket, Heard, Hello, Marks, encode)
from .store import Store
from .tables import Seat, Table

__all__ = ["Conn", "GameServer", "HOLD_SECONDS", "HOST_GRACE", "token_hash"]

HOLD_SECONDS = 60.0
"""How long a dropped person's seat is kept for them before a computer takes it."""
HOST_GRACE = 15.0
"""How long the host of a table not started may be away (dropped, or not back after a restart)
before the next connected person at the table becomes its host (at most the hold)."""
_CLOSE = object()


def _closed_cleanly(ws: ServerConnection) -> bool:
    """True when the other end closed ``ws`` with a close frame saying all is well (1000, or
    1001 going away: a person who closed the game), not when the connection was lost (no close
    frame, 1006) or failed (1011, a keepalive that timed out)."""
    received = getattr(getattr(ws, "protocol", None), "close_rcvd", None)
    return received is not None and received.code in (1000, 1001)


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
        self.writer: asyncio.Task | None = None
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


class GameServer(Lobby, Computers):
    """The server (its lobby messages in :mod:`game.net.lobby`, its computer players and turn
    timers in :mod:`game.net.computers`). ``await start()`` listens; ``await stop()`` closes everything.

    Args:
        data: folder of the database (``server.sqlite3``) and of finished games' logs (``logs/``).
        host, port: where to listen (port 0: any free port; :attr:`port` tells which).
        ssl: a server TLS context for ``wss://``, or None.
        hold_seconds: how long a dropped person's seat is held (60 s).
        host_grace: how long the host of a table not started may be away before the next
            connected person becomes its host (15 s, at most ``hold_seconds``).
        fixed_seeds: derive every seed from this number (tests only: seeds become predictable).
        log: where the one-line reports go (stderr), or None for none.
        frame_hook: called with (connection, frame bytes) for every frame queued to a client
            (tests record them).
        workers: threads the computer players think in.
        rates: per message kind, (burst, per second) replacing :data:`RATES`' (benchmarks and
            tests of whole games at computer speed).
        ping_interval, ping_timeout: a connection is pinged every ``ping_interval`` seconds and
            dropped when a pong has not come ``ping_timeout`` seconds later (20 and 20).
        tune_gc: freeze what start-up made and set the garbage collector's thresholds for a
            server (:func:`game.net.pauses.tune`: the ``serve`` process; it is the whole
            interpreter's setting).
        log_pauses: log each stop of the event loop over 50 ms and each full garbage collection.
        heard_wait: a person's turn clock starts once they have heard their turn, or this many
            seconds after it came or after their last report of progress at most (three times
            that before their first report: :data:`game.net.computers.HEARD_WAIT`,
            :data:`game.net.computers.OPENING_WAITS`).
    """

    def __init__(self, data: Path | str, host: str = "127.0.0.1", port: int = 8799,
                 ssl: ssl_module.SSLContext | None = None, hold_seconds: float = HOLD_SECONDS,
                 host_grace: float = HOST_GRACE,
                 fixed_seeds: int | None = None, log: TextIO | None = sys.stderr,
                 frame_hook: Callable[[Conn, bytes], None] | None = None, workers: int = 2,
                 rates: dict[str, tuple[float, float]] | None = None, ping_interval: float = 20,
                 ping_timeout: float = 20, tune_gc: bool = False, log_pauses: bool = False,
                 heard_wait: float = HEARD_WAIT) -> None:
        self.rates = {**RATES, **(rates or {})}
        self.heard_wait = heard_wait
        self.ping_interval, self.ping_timeout = ping_interval, ping_timeout
        self.tune_gc, self.log_pauses = tune_gc, log_pauses
        self.pause_watch: PauseWatch | None = None
        self.data = Path(data)
        self.host, self.port, self.ssl = host, port, ssl
        self.hold_seconds = hold_seconds
        self.host_grace = min(host_grace, hold_seconds)
        self.fixed_seeds = fixed_seeds
        self._log = log
        self.frame_hook = frame_hook
        self.pool = concurrent.futures.ThreadPoolExecutor(max_workers=workers, thread_name_prefix="computer")
        self.store: Store | None = None
        self.tables: dict[int, Table] = {}
        self.people: dict[str, Conn] = {}
        self.conns: set[Conn] = set()
        self.lobby: set[Conn] = set()
        self.server: Server | None = None
        self._lobby_due = False
        self._lobby_dirty: set[int] = set()
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
        if self.tune_gc:
            pauses.tune()
        self.server = await serve(self._handle, self.host, self.port, ssl=self.ssl, max_size=MAX_FRAME,
                                  max_queue=IN_QUEUE, compression=None, ping_interval=self.ping_interval,
                                  ping_timeout=self.ping_timeout, close_timeout=min(10.0, self.ping_timeout))
        self.port = self.server.sockets[0].getsockname()[1] if self.server.sockets else self.port
        if self.log_pauses:
            self.pause_watch = PauseWatch(self.log)
            self.pause_watch.start()
        scheme = "wss" if self.ssl else "ws"
        self.log(f"listening on {scheme}://{self.host}:{self.port} (data {self.data}, "
                 f"{len(self.tables)} open tables)")
        if self.fixed_seeds is not None:
            self.log(f"fixed seeds from {self.fixed_seeds}: for tests only, deals are predictable")
        return self.port

    async def stop(self) -> None:
        """Close every connection and the database. Each connection is told why first: an
        ``error`` frame ``server_closing``, then the close (code 1001, reason ``server_closing``),
        so its player hears "The server is shutting down." (waits 3 s at most for them)."""
        if self.pause_watch is not None:
            self.pause_watch.stop()
        for table in self.tables.values():
            self._stop_table(table)
        writers = [conn.writer for conn in list(self.conns)
                   if self.close(conn, "server_closing") and conn.writer is not None]
        if writers:
            await asyncio.wait(writers, timeout=3)
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()
        self.pool.shutdown(wait=False, cancel_futures=True)
        if self.store is not None:
            self.store.close()
            self.store = None

    @staticmethod
    def _stop_table(table: Table) -> None:
        """Stop a table's computer players and cancel every timer it has (holds, turn clocks,
        the host's grace, the hold for a draw)."""
        if table.task is not None:
            table.task.cancel()
        for seat in table.seats:
            if seat.hold is not None:
                seat.hold.cancel()
        for handles in table.timers.values():
            for handle in handles:
                handle.cancel()
        for waiting in table.clock_waits.values():
            if waiting is not None:
                waiting.cancel()
        if table.host_timer is not None:
            table.host_timer.cancel()
        if table.draw_timer is not None:
            table.draw_timer.cancel()

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
                              turn_timer=row.turn_timer, starter=row.starter)
                if row.started:
                    table.started, table.setup = True, row.setup
                    table.actions = [json.dumps(action) for action in row.actions]
                    table.state = replay_log(row.game, row.setup, row.actions)
                    table.seq = 1 + len(row.actions)
            except (KeyError, TypeError, ValueError, ReplayError, IllegalAction) as exc:
                self.log(f"error: table {row.id} cannot be rebuilt ({type(exc).__name__}: {exc}); left out")
                continue
            self.tables[table.id] = table
            for index, seat in enumerate(table.seats):
                if seat.kind == "person" and not seat.replaced:
                    self._hold(table, index)
            self._host_away(table)  # nobody is connected yet: the host too may never come back
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
        writer = conn.writer = asyncio.get_running_loop().create_task(self._writer(conn))
        self.conns.add(conn)
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
            self.conns.discard(conn)
            self._gone(conn, clean=not conn.closing and _closed_cleanly(ws))
            self.log(f"connection {conn.who()} {why}")

    async def _writer(self, conn: Conn) -> None:
        try:
            while True:
                item = await conn.out.get()
                if item is _CLOSE:
                    going = conn.closing == "server_closing"  # 1001: going away; else a policy violation
                    await conn.ws.close(1001 if going else 1008, conn.closing or "")
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

    def close(self, conn: Conn, reason: str, detail: str = "") -> bool:
        """Tell ``conn`` why, then close it (code 1008, the reason id; ``server_closing``: 1001).
        False when it was closing already."""
        if conn.closing:
            return False
        self.send(conn, {"type": "error", "reason": reason, "detail": detail[:200]})
        conn.closing = reason
        conn.out.put_nowait(_CLOSE) if not conn.out.full() else None
        if reason != "server_closing":  # (the stop logs why each one closed)
            self.log(f"connection {conn.who()} refused: {reason} {detail[:120]}".rstrip())
        return True

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

    def _gone(self, conn: Conn, clean: bool = False) -> None:
        """A connection ended: its seat is held, its watching stops. The table hears ``notice``
        ``dropped`` with the hold, and ``closed`` True when the person closed it (``clean``: a
        close frame of theirs, 1000 or 1001; the client says "Ben left the table. Their seat is
        held for 60 seconds.", else "Ben lost the connection. ..."); once the game is over no
        seat is held and whoever goes has left it, just as by a ``leave`` (:meth:`_leave_seat`:
        ``left``, "Dee left the table."; was "Dee lost the connection." for each person who closed
        the finished table, found by a tester by ear; and the host's role passes on)."""
        self.lobby.discard(conn)
        if conn.owner is not None and self.people.get(conn.owner) is conn:
            del self.people[conn.owner]
        table = conn.table
        if table is None:
            return
        if conn.seat is None:
            table.spectators.discard(conn)
            table.wake.set()  # (the computers may have waited for this spectator's heard)
            self._notice(table, "stopped_watching", None, conn.name)
            self._table_changed(table)
            self._end_if_deserted(table)  # the last one watching a game only computers play
        else:
            seat = table.seats[conn.seat]
            if seat.conn is conn and table.finished:  # nothing is held: they left the finished table
                self._leave_seat(table, conn.seat, seat.name, conn.owner)  # as by a leave: the host passes on
                self._table_changed(table)
            elif seat.conn is conn:
                seat.conn = None
                seat.drop_told = True
                more = {"closed": True} if clean else {}
                self._notice(table, "dropped", conn.seat, seat.name, hold=self.hold_seconds, **more)
                self._hold(table, conn.seat)
                if seat.owner == table.host:
                    self._host_away(table)
                self._table_changed(table)
        self._forget_if_done(table)

    # ----- at the table ---------------------------------------------------------------------
    def _table_changed(self, table: Table) -> None:
        """Tell everyone at the table who sits where and who watches (the summary with
        ``watchers``); the lobby too (the summary alone)."""
        self._draw_hold_check(table)  # (a drawer who dropped or left holds nobody any more)
        self._turn_timers(table)
        summary = table.summary()
        if table.people():  # the people at the table also learn who watches (the lobby only how many)
            summary = {**summary, "watchers": table.watcher_names()}
        for conn in table.people():
            self.send(conn, {"type": "table", "table": summary, "you": conn.seat})
        self._lobby_changed(table.id)

    def _notice(self, table: Table, what: str, seat: int | None, name: str | None, **more: Any) -> None:
        """Tell the table a fact about a person: joined, left, dropped, returned, replaced, host,
        watching, stopped_watching."""
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

    def _host_away(self, table: Table) -> None:
        """The host of a table not started is not connected: after :attr:`host_grace` seconds
        the next connected person at the table becomes its host (:meth:`_claim_host`)."""
        if table.started or table.host is None or table.host_timer is not None:
            return
        table.host_timer = asyncio.get_running_loop().call_later(self.host_grace, self._host_grace_over, table,
                                                                 table.host)

    def _host_grace_over(self, table: Table, owner: str) -> None:
        table.host_timer = None
        if table.host == owner:
            table.host_lapsed = True
            self._claim_host(table)

    def _claim_host(self, table: Table) -> None:
        """A host away past the grace (:attr:`Table.host_lapsed`) of a table not started hands
        it to the first connected person seated there, who is told (``notice`` ``host``);
        nothing when nobody else is connected (the first to come back takes it then)."""
        if not table.host_lapsed or table.started or table.id not in self.tables:
            return
        index = None if table.host is None else table.seat_of(table.host)
        if index is not None and table.seats[index].conn is not None:
            table.host_lapsed = False  # the host is back
            return
        heir = next((seat for seat in table.seats if seat.kind == "person" and seat.conn is not None), None)
        if heir is None:
            return
        table.host, table.host_lapsed = heir.owner, False
        self.log(f"table {table.id}: the host is away; {heir.name} is the host now")
        self._save_seats(table)
        self._notice(table, "host", table.seat_of(heir.owner or ""), heir.name)
        self._table_changed(table)

    def _return(self, conn: Conn, table: Table, index: int) -> None:
        """A person back with their token takes their seat back and hears what happened (a game
        that ended while they were away: the ``sync`` with its end, then ``over``)."""
        seat = table.seats[index]
        if seat.hold is not None:
            seat.hold.cancel()
            seat.hold = None
        was_replaced, told = seat.replaced, seat.drop_told
        table.marks.pop(index, None)  # (the app back, or a new one, says its own marks: T-6)
        seat.conn, seat.replaced, seat.name, seat.drop_told = conn, False, conn.name, False
        conn.table, conn.seat = table, index
        self.lobby.discard(conn)
        if conn.owner == table.host and table.host_timer is not None:  # the host is back in time
            table.host_timer.cancel()
            table.host_timer = None
        self._save_seats(table)
        table.version += 1
        table.wake.set()
        if told or was_replaced:  # (after a restart nobody heard them drop: nobody hears them back)
            self._notice(table, "returned", index, conn.name, was_replaced=was_replaced)
        self._claim_host(table)  # a host away past the grace: this person may be the first one back
        self._draw_hold_again(table, index, conn)
        self._table_changed(table)
        if table.started:
            self._sync(conn, table, index)
        if table.finished:  # the game ended while they were away: its end too
            self.send(conn, {"type": "over", "table": table.id, "log": table.log(),
                             "final": table.state.to_output()})

    def _sync(self, conn: Conn, table: Table, seat: int | None) -> None:
        """The whole situation for one connection: view, last update number and the events it
        missed (as far as the table's history reaches): for a person, the updates after the last
        whose events they reported said (``heard``, or ``heard`` with ``events_only``: an app that
        ended abruptly while a turn prompt was said does not hear the moves before it again)."""
        owner = conn.owner or ""
        since = max(table.heard.get(owner, 0), table.said.get(owner, 0)) if seat is not None else table.seq - 1
        updates = [entry for entry in table.history if entry[0] > since]
        missed = [events_data(table.rules.events_for(seat, events)) for _number, events, _stand_in, _holders in updates]
        frame = {"type": "sync", "table": table.id, "seq": table.seq, "view": table.view(seat), "missed": missed,
                 "draw_wait": held if (held := table.draw_held_for()) is not None and table.draw_holding else None}
        if seat is not None and any(stand_in == seat for _number, _events, stand_in, _holders in updates):
            frame["stand_in"] = True  # a computer played this seat's moves among them: said as its, not as "you"
        names = [self._names_then(table, holders, seat) for _number, _events, _stand_in, holders in updates]
        if any(names):  # a seat changed hands meanwhile: its moves before that are said as who made them
            frame["missed_names"] = names
        changes = [{"after": after, "seat": index, "name": name, "voice": voice}
                   for after, index, name, voice in table.seat_changes if after >= since and index != seat]
        if changes:  # who left the game meanwhile and the computer in their seat: said where it happened
            frame["seat_changes"] = changes
        self.send(conn, frame)

    @staticmethod
    def _names_then(table: Table, holders: tuple[str | None, ...], seat: int | None) -> list[str | None] | None:
        """For one missed update (``holders``: the name of the person in each seat then, None for a
        computer), the ``sync``'s ``missed_names`` entry: per seat, the person who held it then
        when someone else holds it now (a person who left the game, a computer in their place),
        else None; None when every seat is held as now. The listener's own ``seat`` is always
        theirs."""
        names: list[str | None] = []
        for index, then in enumerate(holders):
            now = table.seats[index] if index < len(table.seats) else None
            same = now is not None and now.kind == "person" and now.name == then
            names.append(then if then and not same and index != seat else None)
        return names if any(names) else None

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
        held = table.draw_held_for()
        if held is not None and hasattr(action, "card") and action.seat != held \
                and table.draw_hold_open(asyncio.get_running_loop().time()):
            self.refuse(conn, "act", "wait_draw", seat=held, name=table.seats[held].name)  # C-8
            return
        try:
            self.apply(table, action, conn.seat)
        except IllegalAction as exc:
            self.refuse(conn, "act", "illegal", rule=exc.reason)

    def _on_marks(self, conn: Conn, message: Marks) -> None:
        """Trick game (T-6, T-28): the bid cards a person marks during their own bidding turn;
        their turn timer, if it runs out with three marked, bids those (:meth:`_play_for`).
        Ignored, without an answer, unless the connection is the person seated at a started
        trick table whose bid is due, and the cards are at most three different cards of their
        hand (a spectator's, a late one after the bid, a card not in the hand, a card twice, more
        than three): the marks kept stay as they were."""
        table, seat = conn.table, conn.seat
        if table is None or seat is None or not table.started or table.finished or table.state is None \
                or table.rules.key != "tricks" or table.seats[seat].conn is not conn:
            return
        state = table.state
        if state.phase != "bidding" or seat not in table.rules.due(state) or len(message.cards) > BID_CARDS:
            return
        try:
            cards = tuple(Card.parse(code) for code in message.cards)
        except ValueError:
            return
        if len(set(cards)) != len(cards) or any(card not in state.hands[seat] for card in cards):
            return
        table.marks[seat] = cards

    def _on_heard(self, conn: Conn, message: Heard) -> None:
        """A person's client said an update (``events_only``: its events, not yet its prompts;
        ``draw_warned``: the drawer's warning that their time to draw runs out, C-8; ``ready``:
        Enter after a round's end, C-21; ``told``: their turn told in a pause, the wait before
        their clock starts anyway runs again from now, once per update)."""
        table = conn.table
        if table is None or conn.owner is None:
            return
        if message.draw_warned:  # C-8: the drawer's warning was said: the hold ends DRAW_WARNING s from now
            if table.draw_holding and conn.seat is not None and conn.seat == table.draw_held_for() \
                    and table.draw_heard_at is not None and table.draw_warned_at is None \
                    and min(message.seq, table.seq) >= table.draw_seq:
                table.draw_warned_at = asyncio.get_running_loop().time()
                self._draw_hold_timer(table)
            return
        if message.ready:  # C-21: the person who plays first in a new round is ready: the others hear it starts
            self._round_ready(table, conn)
            return
        if message.told:  # their turn told in a pause, heard a grace later: the fallback waits again, once
            seq = min(message.seq, table.seq)
            if seq > table.told.get(conn.owner, 0):
                table.told[conn.owner] = seq
                self._clock_progress(table, conn.seat)
            return
        if message.events_only:  # (what a return's recap leaves out; nobody waits for it, C-8's hold neither)
            if message.seq > table.said.get(conn.owner, 0):
                table.said[conn.owner] = min(message.seq, table.seq)
                self._clock_progress(table, conn.seat)  # (its turn's words are being said: the clock waits on)
            return
        if table.draw_holding and conn.seat is not None and conn.seat == table.draw_held_for() \
                and table.draw_heard_at is None and min(message.seq, table.seq) >= table.draw_seq:
            # the drawer heard their play (or, back at the table, the situation: the same update
            # number they may have reported before they dropped, so not only a new one counts)
            table.draw_heard_at = asyncio.get_running_loop().time()
            self._draw_hold_timer(table)
        if message.seq > table.heard.get(conn.owner, 0):
            table.heard[conn.owner] = min(message.seq, table.seq)
            table.wake.set()
            if conn.seat is not None and conn.seat in table.clock_waits:
                self._clock_progress(table, conn.seat)  # (an update before their turn's: the clock waits on)
                self._turn_timers(table)  # their turn was heard: its clock starts

    def _round_ready(self, table: Table, conn: Conn) -> None:
        """Counting game (C-21): a person pressed Enter after a round's end. When it is their turn in
        a round after the first that nobody has played in yet (the round waits for them), every
        other person at the table, seated or watching, gets ``notice`` ``round_ready`` (``seat``,
        ``name``, ``round``) once: their app says the new round now, not only with its first card
        (found by ear: 24 s of silence after "The next round starts when Ben is ready.")."""
        state, seat = table.state, conn.seat
        if seat is None or not table.started or table.finished or state is None:
            return
        number = getattr(state, "round", None)
        if not isinstance(number, int) or number < 2 or getattr(state, "turn", None) != seat \
                or getattr(state, "plays", None) or table.ready_round == number:
            return
        table.ready_round = number
        data = encode({"type": "notice", "table": table.id, "what": "round_ready", "seat": seat,
                       "name": table.seats[seat].name, "round": number})
        for other in table.people():
            if other is not conn:
                self.send_bytes(other, data)

    def apply(self, table: Table, action: Any, seat: int) -> None:
        """Apply ``action`` (decided for live ``seat``), write it, then send its events.

        Raises:
            IllegalAction: the rules refuse it (nothing changed).
        """
        self.publish(table, self.commit(table, action), seat)

    def commit(self, table: Table, action: Any) -> list[Any]:
        """Apply ``action`` to the table's state and write it to the log; returns its events
        (not sent yet: :meth:`publish`).

        Raises:
            IllegalAction: the rules refuse it (nothing changed).
        """
        events = table.state.apply(action)
        if table.rules.key != "counting" or hasattr(action, "card"):  # (a counting draw ends no turn, C-8)
            table.turn_moved = True
        entry = json.dumps(table.rules.encode(action))  # text: no object for the collector to scan
        if self.store is not None:
            try:
                self.store.add_action(table.id, len(table.actions), entry)
            except sqlite3.Error as exc:
                self.log(f"error: table {table.id}: action not written: {exc}")
        table.actions.append(entry)
        self.actions_applied += 1
        table.forget_marks()  # (a bid made, the bidding over: T-6)
        return events

    def publish(self, table: Table, events: list[Any], seat: int, timed_out: bool = False) -> None:
        """Send the events of the actions just committed for live ``seat`` as one update; end
        the game when it is over. ``timed_out``: a computer made them for the person of ``seat``
        because their turn timer ran out (the update says so: ``timed_out``)."""
        self._update(table, events, seat, timed_out)
        if table.rules.is_over(table.state):
            self._finish(table)

    # ----- the next player held for a person's draw (C-8) -------------------------------------
    def _draw_hold_timer(self, table: Table) -> None:
        """(Re)start the timer that ends the next player's hold for a person's draw."""
        if table.draw_timer is not None:
            table.draw_timer.cancel()
            table.draw_timer = None
        until = table.draw_hold_until()
        if until is not None:
            loop = asyncio.get_running_loop()
            table.draw_timer = loop.call_at(until, self._draw_hold_check, table)

    def _draw_hold_again(self, table: Table, index: int, back: Conn) -> None:
        """A person back at the table while they may still draw (C-8; their drop ended the hold
        for it at once): a fresh hold, by the same rules as one after a play (it ends with
        their draw, or :data:`DRAW_SECONDS` after their app reports hearing where the game
        stands, at most :data:`DRAW_HEARD_WAIT` more from now). The others hear ``notice``
        ``draw_wait`` (the drawer's seat and name: the held player hears "Wait: Ben may still
        draw. Then it is your turn."); the returning person learns it from their ``sync``
        (``draw_wait``). The computers and the held person's clock wait for it."""
        if not table.started or table.finished or table.draw_holding or table.draw_held_for() != index:
            return
        table.draw_holding = True
        table.draw_seq, table.draw_heard_at, table.draw_warned_at = table.seq, None, None
        table.draw_from = asyncio.get_running_loop().time()
        self._draw_hold_timer(table)
        data = encode({"type": "notice", "table": table.id, "what": "draw_wait", "seat": index,
                       "name": table.seats[index].name})
        for conn in table.people():
            if conn is not back:
                self.send_bytes(conn, data)
        table.wake.set()

    def _draw_hold_check(self, table: Table) -> None:
        """An announced hold for a person's draw that has ended without an update (its time is
        up, or the drawer dropped or left): the table hears ``notice`` ``draw_wait_over``, so
        the next player hears it is their turn; their clock and the computers go on."""
        if not table.draw_holding or table.id not in self.tables:
            return
        if table.draw_hold_open(asyncio.get_running_loop().time()):
            self._draw_hold_timer(table)
            return
        table.draw_holding = False
        if table.draw_timer is not None:
            table.draw_timer.cancel()
            table.draw_timer = None
        drawer = getattr(table.state, "drawer", None)
        self._notice(table, "draw_wait_over", drawer, None if drawer is None else table.seats[drawer].name)
        self._turn_timers(table)
        table.wake.set()

    def _update(self, table: Table, events: list[Any], actor: int | None, timed_out: bool = False) -> None:
        """Send one update (events and view) to each seat and spectator; ``timed_out``: the
        actor's turn timer ran out and a computer made the move for them (said as made for them,
        never as their own: "Played for you: the queen of hearts.")."""
        table.seq += 1
        table.version += 1
        table.sent_at = asyncio.get_running_loop().time()
        stand_in = actor if actor is not None and table.seats[actor].kind == "person" \
            and table.seats[actor].replaced else None  # a computer played for a person away
        holders = tuple(seat.name if seat.kind == "person" else None for seat in table.seats)  # who made the moves
        table.history.append((table.seq, events, stand_in, holders))
        # C-8: a new play, a new hold (if any)
        table.draw_seq, table.draw_heard_at, table.draw_warned_at = table.seq, None, None
        table.draw_from = table.sent_at
        held = table.draw_held_for()
        table.draw_holding = held is not None
        self._draw_hold_timer(table)
        rules = table.rules
        for index, seat in enumerate(table.seats):
            if seat.conn is not None:
                self.send(seat.conn, {"type": "update", "table": table.id, "seq": table.seq, "actor": actor,
                                      "events": events_data(rules.events_for(index, events)),
                                      "view": table.view(index), "draw_wait": held, "timed_out": timed_out})
        if table.spectators:
            data = encode({"type": "update", "table": table.id, "seq": table.seq, "actor": actor,
                           "events": events_data(rules.events_for(None, events)), "view": table.view(None),
                           "draw_wait": held, "timed_out": timed_out})
            for conn in list(table.spectators):
                self.send_bytes(conn, data)
        if table.turn_moved and actor is not None:
            self._new_turn_clock(table, actor)
        table.turn_moved = False
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
                self.store.finish(table.id, table.rules.key, [  # (a seat a computer finished is nobody's result)
                    (seat.name, index, index in winners) for index, seat in enumerate(table.seats)
                    if seat.kind == "person" and seat.name and not seat.replaced])
                folder = self.data / "logs"
                folder.mkdir(exist_ok=True)
                (folder / f"table-{table.id}.json").write_text(json.dumps(log), encoding="utf-8")
            except (OSError, sqlite3.Error) as exc:
                self.log(f"error: table {table.id}: log not written: {exc}")
        data = encode({"type": "over", "table": table.id, "log": log, "final": table.state.to_output()})
        for conn in table.people():
            self.send_bytes(conn, data)
        self.log(f"table {table.id} finished after {len(table.actions)} actions")
        self._lobby_changed(table.id)
        if not any(seat.kind == "person" and not seat.replaced for seat in table.seats):
            self._forget_if_done(table)  # a game its people all left, played out by computers: off the list
        # (a person only away is still seated: the table is kept so that they hear its end when back; one
        # whose seat a computer took after its hold is not: that game is no longer theirs once over)
