"""The app's connection to a server: a :class:`~game.net.client.Client` in an asyncio loop on a
background thread, so the window's frame loop never waits for the network.

The app's side is thread-safe and never blocks: :meth:`Link.send` queues a message, :meth:`Link.take`
returns the frames received since the last call. The link says hello again with its token after
a drop and tries again with back-off (:data:`BACKOFF`: 1 s rising to 10 s). Besides the server's
frames, :meth:`take` gives the link's own news as frames of its own types:

- ``{"type": "link_welcome", "name", "token"}``: the server welcomed us (each connection);
- ``{"type": "link_lost", "error", "reason"}``: the connection was lost (once per loss), with the
  server's reason id when it closed it (``replaced``: the same person connected elsewhere, and
  the link stops);
- ``{"type": "link_back"}``: said hello again after a loss;
- ``{"type": "link_failed", "error"}``: the first connection failed (it goes on trying);
- ``{"type": "link_refused", "reason"}``: the server refused the hello (the name): it stops. A
  token the server no longer knows (``bad_token``) is dropped and the name said alone instead;
- ``{"type": "link_pinned", "server", "fingerprint"}``: first visit of a ``wss://`` server whose
  certificate the system does not trust (self-signed): its fingerprint is now remembered
  (:mod:`game.net.pins`) and later visits accept only that certificate;
- ``{"type": "link_certificate_changed", "server", "expected", "found"}``: the server's
  certificate is not the one remembered: the link does not connect and stops (no retry loop).

For ``wss://``, a certificate the system trusts is used as any browser would; one it does not
trust is remembered on the first visit (trust on first use). A remembered server whose new
certificate the system trusts (it moved to a certificate authority) is accepted and its old
fingerprint forgotten.
"""

from __future__ import annotations

import asyncio
import ssl
import threading
from collections import deque
from typing import Any

from . import pins
from .client import CertificateChanged, Client

BACKOFF = (1.0, 2.0, 4.0, 8.0, 10.0)
"""Seconds between reconnection attempts: 1 s rising to 10 s, then every 10 s."""


class Link:
    """A connection to ``url`` as ``name`` (with ``token`` to get one's seat back), kept alive.

    Args:
        url: ``ws://host:port`` or ``wss://...``.
        name: the person's name (2..24 characters).
        token: a token the server gave this name before, or None.
        backoff: the waits between attempts (tests shorten them).
        pinning: for ``wss://``, remember a certificate the system does not trust and refuse a
            changed one (:mod:`game.net.pins`); False: the system's trust store only.
    """

    def __init__(self, url: str, name: str, token: str | None = None,
                 backoff: tuple[float, ...] = BACKOFF, pinning: bool = True) -> None:
        self.url, self.name, self.token, self.backoff = url, name, token, backoff
        self.pinning = pinning
        self._frames: deque[dict[str, Any]] = deque()
        self._lock = threading.Lock()
        self._loop = asyncio.new_event_loop()
        self._stopping = False
        self._was_lost = False
        self.client: Client | None = None
        self.connected = False
        self.welcomed: str | None = None
        """The name the server's last ``welcome`` gave (its own spelling of :attr:`name`), None before it."""
        self.accepts: frozenset[str] = frozenset()
        """The optional message types the server's last ``welcome`` listed (``accepts``, e.g.
        ``marks``): sent to it only then (an older server closes a connection that sends a type
        it does not know)."""
        self._thread = threading.Thread(target=self._run, name="net-link", daemon=True)
        self._thread.start()

    # ----- the app's side (any thread) -------------------------------------------------------
    def take(self) -> list[dict[str, Any]]:
        """The frames received (and the link's news) since the last call, in order."""
        with self._lock:
            frames = list(self._frames)
            self._frames.clear()
        return frames

    def send(self, kind: str, **fields: Any) -> None:
        """Send a message when connected (dropped while the connection is down: the server's
        ``sync`` after the return says what holds then)."""
        if self._stopping or self._loop.is_closed():
            return
        try:
            self._loop.call_soon_threadsafe(lambda: self._loop.create_task(self._send(kind, fields)))
        except RuntimeError:
            pass  # the loop ended (the hello was refused): nothing to send to

    def close(self, timeout: float = 3.0) -> None:
        """Close the connection and end the thread (waits ``timeout`` seconds at most)."""
        if self._stopping or self._loop.is_closed():
            self._stopping = True
            return
        self._stopping = True
        try:
            closing = asyncio.run_coroutine_threadsafe(self._close(), self._loop)
        except RuntimeError:
            return  # the loop has ended already
        try:
            closing.result(timeout)
        except Exception:  # noqa: BLE001 - a close that fails or hangs: the thread is a daemon
            pass
        self._thread.join(timeout)

    # ----- the loop's side -------------------------------------------------------------------
    def _put(self, frame: dict[str, Any]) -> None:
        with self._lock:
            self._frames.append(frame)

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._keep())
        finally:
            try:  # the reader and any send still pending end here, not in a closed loop's finalizer
                pending = asyncio.all_tasks(self._loop)
                for task in pending:
                    task.cancel()
                if pending:
                    self._loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
            finally:
                self._loop.close()

    async def _send(self, kind: str, fields: dict[str, Any]) -> None:
        client = self.client
        if client is None or not self.connected:
            return
        try:
            await client.send(kind, **fields)
        except Exception:  # noqa: BLE001 - a send into a closing connection: the reader tells
            pass

    async def _close(self) -> None:
        self._stopping = True
        if self.client is not None:
            try:
                await self.client.close()
            except Exception:  # noqa: BLE001
                pass
        self._wake.set()

    def _on_frame(self, frame: dict[str, Any]) -> None:
        """A frame received: kept for :meth:`take`; the welcome is followed at once by the link's
        news (``link_welcome``, and ``link_back`` after a loss), before the frames that come
        after it (a return's ``sync``). A ``refused`` frame of the hello is not kept: the
        ``link_refused`` that follows says it (found by ear: the name refused was said twice)."""
        if frame.get("type") == "refused" and frame.get("of") == "hello":
            return
        if frame.get("type") == "welcome":
            # up from now: the screen may answer the frames it is given before connect() returns
            # (a send made then was dropped: found in CI)
            self.connected = True
            accepts = frame.get("accepts")
            self.accepts = frozenset(kind for kind in accepts if isinstance(kind, str)) \
                if isinstance(accepts, list) else frozenset()
        self._put(frame)
        if frame.get("type") == "welcome":
            if isinstance(frame.get("name"), str):
                self.welcomed = frame["name"]
            self._put({"type": "link_welcome", "name": frame.get("name"), "token": frame.get("token")})
            if self._was_lost:
                self._put({"type": "link_back"})

    def _client(self, **tls: object) -> Client:
        client = Client(self.url, auto_heard=False, on_frame=self._on_frame, **tls)  # type: ignore[arg-type]
        self.client = client
        return client

    async def _hello(self) -> tuple[Client, dict[str, Any]]:
        """Open a connection and say hello; for ``wss://`` check the certificate as the module
        says (a first visit puts ``link_pinned``).

        Raises:
            CertificateChanged: a remembered server shows another certificate, not trusted by
                the system either.
            RuntimeError, OSError, ...: as :meth:`Client.connect`.
        """
        if not (self.pinning and self.url.startswith("wss://")):
            client = self._client()
            return client, await client.connect(self.name, token=self.token)
        pin = pins.load(self.url)
        if pin is not None:
            try:
                client = self._client(pin=pin)
                return client, await client.connect(self.name, token=self.token)
            except CertificateChanged as changed:
                try:  # a certificate the system trusts now (the server moved to an authority)
                    client = self._client()
                    welcome = await client.connect(self.name, token=self.token)
                except ssl.SSLCertVerificationError:
                    raise changed from None
                pins.forget(self.url)
                return client, welcome
        try:
            client = self._client()
            return client, await client.connect(self.name, token=self.token)
        except ssl.SSLCertVerificationError:
            pass  # self-signed (or for another name): trust it on this first visit, and remember it
        client = self._client(trust_first=True)
        await client.open()  # the certificate is said before any frame of the server
        assert client.fingerprint is not None
        pins.save(self.url, client.fingerprint)
        self._put({"type": "link_pinned", "server": pins.server_of(self.url), "fingerprint": client.fingerprint})
        return client, await client.connect(self.name, token=self.token)

    async def _keep(self) -> None:
        self._wake = asyncio.Event()
        attempt, lost, ever = 0, False, False
        while not self._stopping:
            self._was_lost = lost
            try:
                client, welcome = await self._hello()
            except CertificateChanged as exc:  # not the same server, perhaps: never retried
                self._put({"type": "link_certificate_changed", "server": pins.server_of(self.url),
                           "expected": exc.expected, "found": exc.found})
                return
            except RuntimeError as exc:  # the hello was refused: trying again would not help
                reason = str(exc).rsplit(": ", 1)[-1]
                if reason == "bad_token" and self.token is not None:
                    self.token = None  # the server forgot us (a new database): the name alone
                    continue
                self._put({"type": "link_refused", "reason": reason})
                return
            except Exception as exc:  # noqa: BLE001 - refused, reset, timed out: try again later
                if not ever and attempt == 0:
                    self._put({"type": "link_failed", "error": str(exc) or type(exc).__name__})
                wait = self.backoff[min(attempt, len(self.backoff) - 1)]
                attempt += 1
                try:
                    await asyncio.wait_for(self._wake.wait(), wait)
                except asyncio.TimeoutError:
                    pass
                continue
            self.token = welcome["token"]
            self.connected = True
            attempt, lost, ever = 0, False, True
            while client.closed is None and not self._stopping:
                client.inbox.clear()  # every frame went to on_frame already
                client._arrived.clear()
                await client._arrived.wait()
            self.connected = False
            if self._stopping:
                return
            lost = True
            closed = client.closed
            reason = ((closed.error or {}).get("reason") or closed.reason) if closed is not None else None
            self._put({"type": "link_lost", "error": str(closed), "reason": reason or None})
            if reason == "replaced":  # the same person connected elsewhere: trying again would take it back
                return
