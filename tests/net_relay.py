"""A TCP relay on 127.0.0.1 in front of a server, for tests of a dropped link: the client's
connection goes through it; :meth:`Relay.cut` drops every connection at once and refuses new
ones until :meth:`Relay.mend`. Real sockets only, on 127.0.0.1; it stops with :meth:`Relay.stop`."""

from __future__ import annotations

import asyncio
import socket
import threading


class Relay:
    """Relays 127.0.0.1:``port`` (a free port) to 127.0.0.1:``target``."""

    def __init__(self, target: int) -> None:
        self.target = target
        with socket.socket() as sock:
            sock.bind(("127.0.0.1", 0))
            self.port = sock.getsockname()[1]
        self.down = False
        self.relayed = 0
        """Connections relayed so far."""
        self._writers: set[asyncio.StreamWriter] = set()
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, name="relay", daemon=True)
        self._thread.start()
        if not self._ready.wait(10):
            raise RuntimeError("the relay did not start")

    @property
    def url(self) -> str:
        """The relay's ws:// address."""
        return f"ws://127.0.0.1:{self.port}"

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._loop.run_until_complete(self._start())
        self._ready.set()
        self._loop.run_forever()

    async def _start(self) -> None:
        self._server = await asyncio.start_server(self._accept, "127.0.0.1", self.port)

    async def _accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if self.down:
            writer.transport.abort()
            return
        try:
            up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.target)
        except OSError:
            writer.transport.abort()
            return
        self.relayed += 1
        self._writers |= {writer, up_writer}
        await asyncio.gather(self._pipe(reader, up_writer), self._pipe(up_reader, writer))

    async def _pipe(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while data := await reader.read(65536):
                writer.write(data)
                await writer.drain()
        except (ConnectionError, OSError):
            pass
        finally:
            self._writers.discard(writer)
            writer.transport.abort()

    def cut(self) -> None:
        """Drop every relayed connection now (both ends see a reset) and refuse new ones."""
        self.down = True

        def drop() -> None:
            for writer in list(self._writers):
                writer.transport.abort()
            self._writers.clear()
        self._loop.call_soon_threadsafe(drop)

    def mend(self) -> None:
        """Relay new connections again."""
        self.down = False

    def stop(self) -> None:
        """Drop everything and end the relay's thread."""
        self.cut()
        self._loop.call_soon_threadsafe(self._server.close)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)
