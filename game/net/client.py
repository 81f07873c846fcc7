"""A protocol client of the online server, for tests, benchmarks and the app's remote session.

    client = Client("ws://127.0.0.1:8799")
    await client.connect("Ana")            # hello; client.token comes back in welcome
    await client.create("counting", {"players": 3}, computers=1, cpu_delay=0)
    table = await client.wait_for("table")
    await client.start()
    update = await client.wait_for("update")
    await client.act({"player": client.seat, "play": "KS"})

Every frame received is kept in order in :attr:`inbox` until taken by :meth:`wait_for`
(``wait_for`` takes the first matching frame and leaves the others). The latest table summary,
seat, view, update number and lobby list (:attr:`lobby_list`) are tracked as they arrive. With
``auto_heard`` the client reports each update heard at once (text-only clients and
computer-speed benchmarks).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import ssl as ssl_module
from collections.abc import Callable
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from .lobby_list import LobbyList
from .protocol import MAX_FRAME, VERSION

Match = str | Callable[[dict[str, Any]], bool]


class ServerClosed(Exception):
    """The connection ended while a frame was awaited; ``code`` and ``reason`` from the close
    frame (``None`` when there was none), ``error`` the server's last error frame, if any."""

    def __init__(self, code: int | None, reason: str | None, error: dict[str, Any] | None) -> None:
        super().__init__(f"connection closed ({code}: {reason})")
        self.code, self.reason, self.error = code, reason, error


class CertificateChanged(Exception):
    """A ``wss://`` server's certificate is not the one remembered for it: ``expected`` and
    ``found`` are SHA-256 fingerprints (hex)."""

    def __init__(self, expected: str, found: str) -> None:
        super().__init__(f"the server's certificate changed: expected {expected}, found {found}")
        self.expected, self.found = expected, found


def fingerprint(der: bytes) -> str:
    """The SHA-256 fingerprint (64 hex digits) of a certificate in DER form."""
    return hashlib.sha256(der).hexdigest()


class Client:
    """One connection to a server.

    Args:
        url: ``ws://host:port`` or ``wss://host:port``.
        ssl: a client TLS context (e.g. trusting a private CA); default: the system's trust store.
        pin: for ``wss://``, the SHA-256 fingerprint of the certificate remembered for this server
            (a self-signed one): the system's trust store is not asked, and another certificate
            raises :class:`CertificateChanged`.
        trust_first: for ``wss://`` without ``pin``: accept the server's certificate whatever it
            is and tell its fingerprint in :attr:`fingerprint` (the first visit; the caller
            remembers it and says so).
        auto_heard: report each update heard at once.
        on_frame: called with every frame received.
    """

    def __init__(self, url: str, ssl: ssl_module.SSLContext | None = None, auto_heard: bool = True,
                 on_frame: Callable[[dict[str, Any]], None] | None = None, pin: str | None = None,
                 trust_first: bool = False) -> None:
        self.url, self.ssl, self.auto_heard, self.on_frame = url, ssl, auto_heard, on_frame
        self.pin, self.trust_first = pin, trust_first
        self.fingerprint: str | None = None
        self.ws: ClientConnection | None = None
        self.inbox: list[dict[str, Any]] = []
        self.name: str | None = None
        self.token: str | None = None
        self.table: dict[str, Any] | None = None
        self.seat: int | None = None
        self.view: dict[str, Any] | None = None
        self.seq = 0
        self.over: dict[str, Any] | None = None
        self.lobby_list = LobbyList()
        self.closed: ServerClosed | None = None
        self._arrived = asyncio.Event()
        self._reader: asyncio.Task | None = None
        self._last_error: dict[str, Any] | None = None
        self._heard_due = False

    # ----- connection -----------------------------------------------------------------------
    async def open(self) -> None:
        """Open the WebSocket (no hello yet)."""
        kwargs: dict[str, Any] = {"max_size": 4 * MAX_FRAME, "compression": None, "proxy": None,
                                  "open_timeout": 10}
        secure = self.url.startswith("wss://")
        if secure and (self.pin or self.trust_first):
            context = ssl_module.create_default_context()
            context.check_hostname = False
            context.verify_mode = ssl_module.CERT_NONE  # the fingerprint is checked instead
            kwargs["ssl"] = context
        elif secure:
            kwargs["ssl"] = self.ssl or ssl_module.create_default_context()
        self._heard_due = False
        self.ws = await connect(self.url, **kwargs)
        if secure:
            der = self.ws.transport.get_extra_info("ssl_object").getpeercert(binary_form=True)
            self.fingerprint = fingerprint(der)
            if self.pin is not None and self.fingerprint != self.pin.lower():
                await self.ws.close()
                raise CertificateChanged(self.pin, self.fingerprint)
        self.closed = None
        self._reader = asyncio.get_running_loop().create_task(self._read())

    async def connect(self, name: str, token: str | None = None, timeout: float = 10) -> dict[str, Any]:
        """Open (unless :meth:`open` was just called), say hello and wait for ``welcome``
        (returned). ``token`` asks for one's seat back.

        Raises:
            RuntimeError: the server refused the hello (the refusal's reason in the message).
            ServerClosed: the server closed the connection.
        """
        if self.ws is None or self.closed is not None or self._reader is None or self._reader.done():
            await self.open()
        await self.send("hello", name=name, token=token if token is not None else self.token)
        reply = await self.wait_for(lambda m: m["type"] == "welcome" or
                                    (m["type"] == "refused" and m.get("of") == "hello"), timeout)
        if reply["type"] == "refused":
            raise RuntimeError(f"hello refused: {reply['reason']}")
        self.name, self.token = reply["name"], reply["token"]
        return reply

    async def close(self) -> None:
        """Close the connection (the server holds one's seat, as for a drop)."""
        if self.ws is not None:
            await self.ws.close()
        if self._reader is not None:
            try:
                await asyncio.wait_for(self._reader, 5)
            except (asyncio.TimeoutError, asyncio.CancelledError):
                self._reader.cancel()

    async def _read(self) -> None:
        assert self.ws is not None
        try:
            async for raw in self.ws:
                message = json.loads(raw)
                self._track(message)
                self.inbox.append(message)
                if self.on_frame is not None:
                    self.on_frame(message)
                self._arrived.set()
        except ConnectionClosed:
            pass
        finally:
            rcvd = self.ws.close_code, self.ws.close_reason
            self.closed = ServerClosed(rcvd[0], rcvd[1], self._last_error)
            self._arrived.set()

    def _track(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "table":
            self.table, self.seat = message["table"], message["you"]
        elif kind == "lobby":
            self.table, self.seat = None, None
            self.lobby_list.apply(message)
        elif kind == "lobby_changes":
            self.lobby_list.apply(message)
        elif kind in ("update", "sync"):
            self.seq, self.view = message["seq"], message["view"]
            if self.auto_heard and self.ws is not None and not self._heard_due:
                self._heard_due = True  # one report for every update received meanwhile
                asyncio.get_running_loop().create_task(self._heard())
        elif kind == "over":
            self.over = message
        elif kind == "error":
            self._last_error = message

    async def _heard(self) -> None:
        await asyncio.sleep(0)
        self._heard_due = False
        try:
            await self.send("heard", seq=self.seq)
        except ConnectionClosed:
            pass

    # ----- frames ---------------------------------------------------------------------------
    async def send(self, kind: str, **fields: Any) -> None:
        """Send one message of ``kind`` with ``fields`` (the version is added)."""
        await self.send_raw(json.dumps({"type": kind, "v": VERSION, **fields}))

    async def send_raw(self, data: str | bytes) -> None:
        """Send a frame as it is (tests send malformed ones)."""
        assert self.ws is not None, "open() first"
        await self.ws.send(data)

    async def wait_for(self, match: Match, timeout: float = 10) -> dict[str, Any]:
        """Take the first frame received (or still to come) that matches: a type name or a
        predicate. Frames before it stay in :attr:`inbox`.

        Raises:
            TimeoutError: none came within ``timeout`` seconds.
            ServerClosed: the connection ended first.
        """
        test = (lambda m: m.get("type") == match) if isinstance(match, str) else match

        def take() -> dict[str, Any] | None:
            for index, message in enumerate(self.inbox):
                if test(message):
                    del self.inbox[index]
                    return message
            return None
        return await self._until(take, timeout, f"no frame matching {match!r}")

    async def wait_for_table(self, test: Callable[[dict[str, Any]], bool] = lambda table: True,
                             timeout: float = 10) -> dict[str, Any]:
        """The first table of the lobby list (:attr:`lobby_list`, kept up to date from the
        ``lobby`` and ``lobby_changes`` frames) that passes ``test``, now or once it comes.

        Raises:
            TimeoutError: none came within ``timeout`` seconds.
            ServerClosed: the connection ended first.
        """
        return await self._until(lambda: next((table for table in self.lobby_list.tables if test(table)), None),
                                 timeout, "no table of the lobby passed the test")

    async def _until(self, find: Callable[[], dict[str, Any] | None], timeout: float, failure: str) -> dict[str, Any]:
        """``find()`` each time frames arrive until it gives something (returned)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            found = find()
            if found is not None:
                return found
            if self.closed is not None:
                raise self.closed
            left = deadline - loop.time()
            if left <= 0:
                raise TimeoutError(f"{failure} within {timeout} s")
            self._arrived.clear()
            try:
                await asyncio.wait_for(self._arrived.wait(), left)
            except asyncio.TimeoutError:
                pass

    def drop(self, kind: str) -> None:
        """Forget the frames of ``kind`` still in the inbox."""
        self.inbox = [message for message in self.inbox if message.get("type") != kind]

    # ----- lobby and table ------------------------------------------------------------------
    async def create(self, game: str, options: dict[str, Any] | None = None, computers: int = 0,
                     level: str = "strong", cpu_delay: float = 1.5, turn_timer: float | None = None,
                     start_when_full: bool = False) -> None:
        """Create a table (one sits at its seat 0 as host); ``turn_timer`` seconds per person's turn;
        ``start_when_full``: one sends ``start`` oneself once every seat is taken (the others are told)."""
        more = {"start_when_full": True} if start_when_full else {}
        await self.send("create", game=game, options=options or {}, computers=computers, level=level,
                        cpu_delay=cpu_delay, turn_timer=turn_timer, **more)

    async def join(self, table: int, seat: int | None = None) -> None:
        """Sit at a free seat of a table not yet started."""
        await self.send("join", table=table, seat=seat)

    async def watch(self, table: int) -> None:
        """Watch a table."""
        await self.send("watch", table=table)

    async def leave(self) -> None:
        """Leave one's table."""
        await self.send("leave")

    async def add_computer(self, seat: int | None = None) -> None:
        """(Host) a computer player in a free seat."""
        await self.send("add_computer", seat=seat)

    async def remove_computer(self, seat: int) -> None:
        """(Host) take a computer player out."""
        await self.send("remove_computer", seat=seat)

    async def start(self) -> None:
        """(Host) start the game."""
        await self.send("start")

    async def act(self, action: dict[str, Any]) -> None:
        """A game action in the rule-case form."""
        await self.send("act", action=action, seq=self.seq)

    async def chat(self, text: str, scope: str = "table") -> None:
        """A chat line to the table or the lobby."""
        await self.send("chat", scope=scope, text=text)

    async def heard(self, seq: int | None = None, draw_warned: bool = False, ready: bool = False) -> None:
        """Report the events of update ``seq`` (default: the last) said; ``draw_warned``: the
        warning that one's time to draw runs out said (C-8); ``ready``: Enter pressed after a
        round's end (C-21: the others hear the round start when it waits for this seat)."""
        fields = {"draw_warned": True} if draw_warned else {}
        if ready:
            fields["ready"] = True
        await self.send("heard", seq=self.seq if seq is None else seq, **fields)
