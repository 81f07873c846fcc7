"""The server process's pauses: the garbage collector's settings, and a watch of the event loop.

Every action at every table goes through one asyncio loop, so anything that stops the loop
delays every table at once. Measured with ``benchmarks/server_load.py`` (benchmarks/server_load.md),
the longest stops were Python's full garbage collections: with the default thresholds
(700, 10, 10) the objects of each action live just long enough to be promoted, so the oldest
generation, which holds every table's state, was scanned about once a second, 100 to 500 ms
each time at 500 tables. :func:`tune` makes the young generations large enough for an
action's objects to die young, and freezes what start-up made (modules, restored tables) so
that it is never scanned again.
"""

from __future__ import annotations

import asyncio
import gc
import time
from collections.abc import Callable

THRESHOLDS = (50_000, 20, 10)
"""The collector's thresholds in the server process: a young collection every 50,000 new
container objects (a few milliseconds), the middle one every 20 of those, a full one at most
every 10 middle ones (and, as always, only once the old generation has grown by a quarter)."""


def tune() -> None:
    """Freeze the objects alive now and set :data:`THRESHOLDS` (the ``serve`` process only:
    the setting is the whole interpreter's)."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(*THRESHOLDS)


class PauseWatch:
    """Logs each stop of the event loop longer than ``threshold`` seconds, and each full
    garbage collection with its duration (``serve --log-pauses``).

    Args:
        log: called with one line of text per pause.
        threshold: seconds (0.05).
        tick: how often the loop is checked, seconds (0.01).
    """

    def __init__(self, log: Callable[[str], None], threshold: float = 0.05, tick: float = 0.01) -> None:
        self.log, self.threshold, self.tick = log, threshold, tick
        self.pauses = 0
        self.full_collections = 0
        self._collecting_since = 0.0
        self._task: asyncio.Task | None = None

    def start(self) -> None:
        """Begin watching (in the running loop)."""
        gc.callbacks.append(self._collection)
        self._task = asyncio.get_running_loop().create_task(self._watch())

    def stop(self) -> None:
        """Stop watching."""
        if self._collection in gc.callbacks:
            gc.callbacks.remove(self._collection)
        if self._task is not None:
            self._task.cancel()

    async def _watch(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            before = loop.time()
            await asyncio.sleep(self.tick)
            late = loop.time() - before - self.tick
            if late > self.threshold:
                self.pauses += 1
                self.log(f"pause: the event loop was {round(late * 1000)} ms late")

    def _collection(self, phase: str, info: dict) -> None:
        if phase == "start":
            self._collecting_since = time.perf_counter()
            return
        took = time.perf_counter() - self._collecting_since
        if info.get("generation") == 2:
            self.full_collections += 1
            self.log(f"pause: full garbage collection, {round(took * 1000)} ms, "
                     f"{info.get('collected', 0)} objects freed")
        elif took > self.threshold:
            self.log(f"pause: garbage collection of generation {info.get('generation')}, {round(took * 1000)} ms")
