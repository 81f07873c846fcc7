"""The server process's pauses: the garbage collector's settings and the event-loop watch
(``serve --log-pauses``, game/net/pauses.py)."""

from __future__ import annotations

import asyncio
import gc
import re
import time

from game.net import pauses
from game.net.pauses import PauseWatch


def test_tune_freezes_start_up_and_sets_the_servers_thresholds():
    before = gc.get_threshold()
    try:
        pauses.tune()
        assert gc.get_threshold() == (50_000, 20, 10)
        assert gc.get_freeze_count() > 1000  # the modules and objects alive at start-up
    finally:
        gc.unfreeze()
        gc.set_threshold(*before)


def test_a_blocked_loop_and_a_full_collection_are_logged():
    lines: list[str] = []

    async def scenario():
        watch = PauseWatch(lines.append)
        watch.start()
        await asyncio.sleep(0.05)
        time.sleep(0.2)  # the loop is stopped for 200 ms
        await asyncio.sleep(0.05)
        gc.collect()
        watch.stop()
        return watch

    watch = asyncio.run(scenario())
    said = [re.fullmatch(r"pause: the event loop was (\d+) ms late", line) for line in lines]
    late = [int(found.group(1)) for found in said if found]
    assert len(late) == 1 and 150 <= late[0] <= 1000
    assert watch.pauses == 1 and watch.full_collections == 1
    assert any(re.fullmatch(r"pause: full garbage collection, \d+ ms, \d+ objects freed", line) for line in lines)
    assert watch._collection not in gc.callbacks  # stopped: no more lines
    gc.collect()
    assert watch.full_collections == 1
