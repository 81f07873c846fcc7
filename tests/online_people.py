"""The other people of the online app tests: each a protocol :class:`~game.net.client.Client` in
a thread of its own (the test drives the app in the main thread), bounded by a deadline, keeping
what went wrong for the test to assert on. Also the steps such people share: joining the first
table with a free seat (playing from the latest views: :func:`game.net.bots.play_latest_views`)."""

from __future__ import annotations

import asyncio
import threading
from typing import Any

from game.net.client import Client


class PersonThread(threading.Thread):
    """A person through the protocol client in a thread of their own (a daemon thread).

    :meth:`run` runs :meth:`play` (each kind of person writes its own) in a new event loop
    within ``deadline`` seconds. Whatever it raises (a failed wait, the deadline itself) is kept
    in :attr:`error` unless :meth:`excused` says otherwise; the test asserts
    ``person.error is None, person.error``. :attr:`done` is set once the thread ends, whatever
    the outcome. :attr:`stop` is the test's signal to stop playing or leave, for the
    :meth:`play` loops that look at it.
    """

    def __init__(self, url: str, deadline: float) -> None:
        """``url``: the server's ws:// address; ``deadline``: seconds :meth:`play` may take."""
        super().__init__(daemon=True)
        self.url = url
        self.deadline = deadline
        self.stop = threading.Event()
        self.done = threading.Event()
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            asyncio.run(asyncio.wait_for(self.play(), self.deadline))
        except BaseException as exc:  # noqa: BLE001 - reported by the test
            if not self.excused(exc):
                self.error = exc
        self.done.set()

    def join(self, timeout: float | None = None) -> None:
        """As :meth:`threading.Thread.join`; a person never started (the test failed before it
        started them) is done at once, so a test's ``finally`` reports its own failure."""
        if self.ident is None:
            return
        super().join(timeout)

    def excused(self, exc: BaseException) -> bool:
        """True if ``exc``, raised by :meth:`play` or its deadline, is no error of this person
        (it is then not kept in :attr:`error`). None is, unless a subclass says so."""
        return False

    async def play(self) -> None:
        """What the person does, in the thread's event loop."""
        raise NotImplementedError

    async def connect(self, name: str) -> Client:
        """A client of :attr:`url` that said hello as ``name`` (and was welcomed)."""
        client = Client(self.url)
        await client.connect(name)
        return client


async def join_first_free(client: Client, timeout: float = 30) -> dict[str, Any]:
    """Join the first table of the lobby list with a free seat, now or once one comes within
    ``timeout`` seconds; returns that table's summary as the lobby listed it.

    Raises:
        TimeoutError: no table with a free seat within ``timeout`` seconds.
    """
    table = await client.wait_for_table(lambda t: t["free"], timeout)
    await client.join(table["id"])
    return table


