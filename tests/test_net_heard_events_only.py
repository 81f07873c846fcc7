"""``heard`` with ``events_only`` (docs/online.md, "Pacing and seats"): a person's app reports an
update's events said as soon as they are, before the prompts after them (one's turn); the server
leaves those events out of the ``sync`` of a return (an app killed while its turn was said does
not hear the moves before it again) and nothing else: the computer players and the turn clock
still wait for the whole report. A server on 127.0.0.1 in the test's own event loop."""

from __future__ import annotations

import asyncio

from game.net.client import Client
from net_helpers import connected, run, serving, url


async def _table_of_two(server, auto_heard_ben: bool = True) -> tuple[Client, Client]:
    """Ana (reports nothing by herself) hosts a counting table of 2 (C-1, cards drawn
    automatically) that Ben joins; started; both have the opening (update 1)."""
    ana = await connected(server, "Ana", auto_heard=False)
    await ana.create("counting", {"players": 2, "draw": "auto"})
    table = (await ana.wait_for("table"))["table"]["id"]
    ben = await connected(server, "Ben", auto_heard=auto_heard_ben)
    await ben.join(table)
    await ana.wait_for(lambda m: m["type"] == "table" and not m["table"]["free"])
    await ana.start()
    await ana.wait_for(lambda m: m["type"] == "update" and m["seq"] == 1)
    await ben.wait_for(lambda m: m["type"] == "update" and m["seq"] == 1)
    return ana, ben


async def _play(mover: Client, others: list[Client], seq: int) -> dict:
    """The seat to move plays its first legal card (C-5); returns the update ``seq`` as Ana got it."""
    from game.net.bots import CHOICE
    import random
    await mover.act(CHOICE["counting"](mover.view, random.Random(1)))
    frames = [await other.wait_for(lambda m: m["type"] == "update" and m["seq"] == seq) for other in others]
    return frames[0]


async def _killed_and_back(server, ana: Client) -> dict:
    """Ana's app ends at once (nothing more sent), then she comes back with her token: the
    ``sync`` she gets."""
    token = ana.token
    await ana.close()
    back = Client(url(server), auto_heard=False)
    await back.connect("Ana", token=token)
    sync = await back.wait_for("sync")
    await back.close()
    return sync


def test_a_return_does_not_get_the_events_reported_said_again(tmp_path):
    async def main():
        async with serving(tmp_path) as server:
            ana, ben = await _table_of_two(server)
            await ana.heard(1)
            mover = ana if ana.view["turn"] == ana.seat else ben
            update = await _play(mover, [ana, ben], 2)
            assert update["events"]  # the card (and whose turn it is now)
            await ana.send("heard", seq=2, events_only=True)  # said; the turn line after it not yet
            table = server.tables[1]
            for _ in range(100):
                if table.said.get(ana_owner(server, "Ana")) == 2:
                    break
                await asyncio.sleep(0.01)
            assert table.said[ana_owner(server, "Ana")] == 2
            assert table.heard[ana_owner(server, "Ana")] == 1  # not the whole report
            sync = await _killed_and_back(server, ana)
            assert sync["seq"] == 2 and sync["missed"] == []  # the card is not told again
            await ben.close()
    run(main())


def test_without_the_report_the_return_gets_the_events(tmp_path):
    """The same return when only update 1 was reported: update 2's events come in the ``sync``."""
    async def main():
        async with serving(tmp_path) as server:
            ana, ben = await _table_of_two(server)
            await ana.heard(1)
            mover = ana if ana.view["turn"] == ana.seat else ben
            update = await _play(mover, [ana, ben], 2)
            await asyncio.sleep(0.1)
            sync = await _killed_and_back(server, ana)
            assert sync["seq"] == 2 and sync["missed"] == [update["events"]]
            await ben.close()
    run(main())


def test_computers_wait_for_the_whole_report(tmp_path):
    """A computer player's card waits for Ana's ``heard`` of the last update (or 4 x the table's
    delay, 4 s here); a report with ``events_only`` does not end that wait."""
    async def main():
        async with serving(tmp_path) as server:
            ana = await connected(server, "Ana", auto_heard=False)
            await ana.create("counting", {"players": 2, "draw": "auto"}, computers=1, cpu_delay=1.0)
            await ana.wait_for(lambda m: m["type"] == "table" and not m["table"]["free"])
            await ana.start()
            await ana.wait_for(lambda m: m["type"] == "update" and m["seq"] == 1)
            while ana.view["turn"] == ana.seat:  # Ana plays until it is the computer's turn
                await ana.heard(ana.seq)
                await _play(ana, [ana], ana.seq + 1)
            last = ana.seq
            assert ana.view["turn"] != ana.seat
            loop = asyncio.get_running_loop()
            sent = server.tables[1].sent_at
            await ana.send("heard", seq=last, events_only=True)
            update = await ana.wait_for(lambda m: m["type"] == "update" and m["seq"] == last + 1, 8)
            assert loop.time() - sent >= 3.9  # it waited the whole 4 s: the report did not count
            assert update["actor"] != ana.seat
            await ana.heard(update["seq"])
            await ana.close()
    run(main())


def ana_owner(server, name: str) -> str:
    """The owner hash of the person called ``name`` at table 1."""
    return next(seat.owner for seat in server.tables[1].seats if seat.name == name)
