"""The protocol players of :mod:`game.net.bots` against a real server on 127.0.0.1: the
latest-view player (by-ear runs' other person, ``scripts/online_person.py``) sends again an
action the server refused for its rate, and so plays a long game at full speed to its end
(C-20)."""

from __future__ import annotations

import asyncio
import random
import threading

from game.net.bots import play_latest_views
from net_helpers import connected, run, serving


def test_an_action_refused_for_its_rate_is_sent_again(tmp_path):
    """Two latest-view players with no pause at a server whose ``act`` bucket holds 4 (refilled
    20 a second): the deal of fixed seed 225 is a long counting game (C-8 draws: some 50
    actions), so actions are refused ``rate_limited``; each is sent again and the game ends with
    a winner (before, the seat refused waited for a view that never came: the game stalled)."""
    async def scenario() -> tuple[list[str], int | None, int | None]:
        async with serving(tmp_path, rates={"act": (4, 20.0)}, fixed_seeds=225) as server:
            refusals: list[str] = []

            def note(message: dict) -> None:
                if message["type"] == "refused":
                    refusals.append(f"{message['of']} {message['reason']}")
            ann = await connected(server, "Ann", on_frame=note)
            ben = await connected(server, "Ben", on_frame=note)
            await ann.create("counting", {"players": 2, "tokens": 1})
            table = await ben.wait_for_table()
            await ben.join(table["id"])
            await ann.wait_for(lambda m: m["type"] == "table" and not m["table"]["free"])
            await ann.start()
            stop = threading.Event()
            await asyncio.wait_for(asyncio.gather(
                play_latest_views(ann, "counting", random.Random(3), stop),
                play_latest_views(ben, "counting", random.Random(1), stop)), 20)
            winners = ann.over["final"]["winner"], ben.over["final"]["winner"]
            await ann.close()
            await ben.close()
            return refusals, *winners
    refusals, ann_winner, ben_winner = run(scenario(), 40)
    assert "act rate_limited" in refusals
    assert ann_winner == ben_winner and ann_winner in (0, 1)
