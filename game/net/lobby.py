"""The lobby's messages: hello (names, tokens), the table list, creating, joining, watching and
leaving tables, the host's computers and start, chat. A part of :class:`game.net.server.GameServer`
(it works on the server's people, lobby and tables)."""

from __future__ import annotations

import asyncio
import hashlib
import secrets
import sqlite3
import unicodedata
from typing import TYPE_CHECKING, Any

import msgspec

from ..engine.errors import SetupError
from .games import LEVELS, RULES
from .lobby_list import change_frames, lobby_frames
from .protocol import (ACCEPTS, CHAT_MAX, NAME_MAX, NAME_MIN, AddComputer, Chat, CountingSetup, Create, Hello,
                       Join, Leave, ListTables, RemoveComputer, Start, TricksSetup, Watch, encode)
from .tables import Seat, Table

if TYPE_CHECKING:
    from .server import Conn

SETUPS = {"counting": CountingSetup, "tricks": TricksSetup}
"""Each game's options schema."""


def token_hash(token: str) -> str:
    """The SHA-256 (hex) the server keeps of a token."""
    return hashlib.sha256(token.encode("ascii")).hexdigest()


def clean_text(text: str) -> str:
    """``text`` without control characters, spaces trimmed."""
    return "".join(ch for ch in text if unicodedata.category(ch)[0] != "C").strip()



def asdict_struct(value: msgspec.Struct) -> dict[str, Any]:
    """A msgspec struct's fields as a dict."""
    return {name: getattr(value, name) for name in value.__struct_fields__}


class Lobby:
    """The lobby's message handlers (a mixin of :class:`game.net.server.GameServer`)."""

    # The server's attributes and methods these handlers use.
    store: Any
    tables: dict[int, Table]
    people: dict[str, Any]
    lobby: set[Any]
    fixed_seeds: int | None
    _lobby_due: bool
    _lobby_dirty: set[int]
    _stop_table: Any

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
        self.send(conn, {"type": "welcome", "name": name, "token": token, "accepts": list(ACCEPTS)})
        self.log(f"connection {conn.peer} is {name}")
        for table in self.tables.values():
            index = table.seat_of(owner)
            if index is None:
                continue
            if table.finished and table.seats[index].replaced:
                continue  # a computer took the seat after its hold and finished the game: not theirs any more
            if not table.finished or table.heard.get(owner, 0) < table.seq:  # (its end not heard yet)
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
        self._send_lobby(conn)

    def _send_lobby(self, conn: Conn) -> None:
        """The whole table list to one person (a ``lobby`` frame, then pages while ``more``)."""
        for frame in lobby_frames([table.summary() for table in self.tables.values()], len(self.people)):
            self.send_bytes(conn, encode(frame))

    def _lobby_changed(self, table_id: int) -> None:
        """Table ``table_id`` was created, changed or dropped: what changed goes to everyone in
        the lobby once per turn of the loop, as ``lobby_changes`` (never the whole list again)."""
        self._lobby_dirty.add(table_id)
        if self._lobby_due:
            return
        self._lobby_due = True

        def send_all() -> None:
            self._lobby_due = False
            ids, self._lobby_dirty = sorted(self._lobby_dirty), set()
            if not self.lobby:
                return
            changed = [self.tables[i].summary() for i in ids if i in self.tables]
            gone = [i for i in ids if i not in self.tables]
            for frame in change_frames(changed, gone, len(self.people)):
                data = encode(frame)
                for conn in list(self.lobby):
                    self.send_bytes(conn, data)
        asyncio.get_running_loop().call_soon(send_all)

    def _on_list(self, conn: Conn, message: ListTables) -> None:
        self._send_lobby(conn)

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
        starter = conn.owner if message.start_when_full else None
        table_id = self.store.new_table(message.game, rules.options_json(options), message.level,
                                        message.cpu_delay, conn.owner or "", [s.to_json() for s in seats], cpu_seed,
                                        message.turn_timer, starter)
        if self.fixed_seeds is not None:
            cpu_seed = str(self._seed(table_id, "cpu"))
            self.store.db.execute("UPDATE tables SET cpu_seed = ? WHERE id = ?", (cpu_seed, table_id))
        table = Table(table_id, rules, options, message.level, message.cpu_delay, conn.owner, seats, cpu_seed,
                      turn_timer=message.turn_timer, starter=starter)
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
        self._claim_host(table)  # the host away past the grace: the first person connected takes it
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
        self._notice(table, "watching", None, conn.name)  # to the others: said before one is there
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
            table.wake.set()  # (the computers may have waited for this spectator's heard)
            self._notice(table, "stopped_watching", None, conn.name)
        else:
            self._leave_seat(table, conn.seat, conn.name, conn.owner)
        self._table_changed(table)
        self._forget_if_done(table)  # first: the list sent next no longer holds a finished table left by all
        self._end_if_deserted(table)  # nor a game its last person left (found by ear: read out, then gone)
        self._to_lobby(conn)

    def _leave_seat(self, table: Table, index: int, name: str | None, owner: str | None) -> None:
        """The person ``name`` (``owner``) of seat ``index`` has left the table: by ``leave``, or,
        once the game is over, by closing their connection (:meth:`GameServer._gone`: nothing is
        held then). Before the start the seat is free again; during the game a computer takes it
        at once; after the end it stays in the results, nobody connected. The others hear
        ``notice`` ``left``; the host's role passes on (:meth:`_pass_host`); the seats and host
        are written; the computers' pending choices are outdated (``version``) and woken. The
        caller then tells the table (``_table_changed``). Both ways share this (found in a
        read-through: a close after the end kept the gone person as the host in every summary)."""
        seat = table.seats[index]
        if seat.hold is not None:
            seat.hold.cancel()
            seat.hold = None
        if table.started and not table.finished:
            table.seats[index] = table.computer_for(index)  # a computer at once, named for all alike
            if name:  # (said in place to a person back at the table, a new spectator: the sync's seat_changes)
                table.seat_changes.append((table.seq, index, name, table.seats[index].voice))
            self._notice(table, "left", index, name, computer=True, voice=table.seats[index].voice)
        elif not table.started:
            table.seats[index] = Seat()
            self._notice(table, "left", index, name)
        else:  # the game is over: the seat stays in the results; the others still there hear who went
            seat.conn = None
            self._notice(table, "left", index, name)
        self._pass_host(table, owner)
        self._save_seats(table)
        table.version += 1
        table.wake.set()

    def _pass_host(self, table: Table, owner: str | None) -> None:
        """A host who left hands the table to the next person (a connected one first); a table
        nobody sits at before its start is closed."""
        if table.host == owner:
            if table.host_timer is not None:
                table.host_timer.cancel()
            table.host_timer, table.host_lapsed = None, False
            others = [seat for seat in table.seats if seat.kind == "person" and seat.owner != owner]
            others.sort(key=lambda seat: seat.conn is None)  # stable: seat order among the connected
            table.host = others[0].owner if others else None
            if table.host is not None:
                self._notice(table, "host", table.seat_of(table.host), table.host_name())
                if others[0].conn is None:
                    self._host_away(table)
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
        self._lobby_changed(table.id)

    def _forget_if_done(self, table: Table) -> None:
        """A finished table is dropped from memory once nobody is at it."""
        if table.finished and not table.people():
            self.tables.pop(table.id, None)
            self._lobby_changed(table.id)

    def deserted(self, table: Table) -> bool:
        """True when ``table``'s game is under way and nobody could hear it any more: every seat a
        computer's (no person seated, connected or not: one away, or whose seat a computer plays
        after its hold, may come back with their token) and nobody watching."""
        return table.started and not table.finished and not table.spectators \
            and not any(seat.kind == "person" for seat in table.seats)

    def _end_if_deserted(self, table: Table) -> None:
        """A game the last person left (or the last one watching it, once only computers sit
        there) ends at once (:meth:`deserted`): its computers stop, it goes from the lobby's
        list and is marked over in the database without results (it is never rebuilt after a
        restart); it is not played to its end for nobody (found by ear: the leaver's lobby read
        the table as playing, then "Tables changed: 0 tables." once the computers had finished)."""
        if table.id not in self.tables or not self.deserted(table):
            return
        self._stop_table(table)
        table.finished = True
        self.tables.pop(table.id, None)
        if self.store is not None:
            try:
                self.store.finish(table.id)
            except sqlite3.Error as exc:
                self.log(f"error: table {table.id}: its end not written: {exc}")
        self.log(f"table {table.id} ended: the last person left after {len(table.actions)} actions")
        self._lobby_changed(table.id)

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
        table.name_computers()  # every person and spectator says the same name for each computer
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

