"""Bad clients of the online server: garbage, wrong types, a huge frame, unknown types, another
seat's action, a flood. Each is refused or disconnected with a reason id while another table
plays its whole game on."""

from __future__ import annotations

import asyncio
import json

from game.net.client import Client, ServerClosed
from game.net.protocol import RATES
from net_helpers import connected, play, run, serving, url


async def closed_with(client: Client, reason: str) -> None:
    """``client`` gets an error frame with ``reason`` and its connection is closed (1008)."""
    error = await client.wait_for("error", 5)
    assert error["reason"] == reason, error
    try:
        await client.wait_for(lambda m: False, 5)
    except ServerClosed as closed:
        assert (closed.code, closed.reason) == (1008, reason)
    else:  # pragma: no cover
        raise AssertionError("still open")


async def raw_client(server) -> Client:
    client = Client(url(server))
    await client.open()
    return client


def test_bad_clients_are_refused_and_the_others_play_on(tmp_path):
    async def scenario():
        async with serving(tmp_path, rates={**RATES, "act": (1000, 1000.0), "heard": (1000, 1000.0),
                                            "frame": (200, 100.0)}) as server:
            # A table playing a whole game meanwhile.
            ana = await connected(server, "Ana")
            await ana.create("counting", {"players": 3, "tokens": 3}, computers=2, level="simple", cpu_delay=0.2)
            await ana.wait_for("table")
            await ana.start()
            game = asyncio.get_running_loop().create_task(play(ana, "counting"))

            bad = await raw_client(server)
            await bad.send_raw("{not json")
            await closed_with(bad, "bad_json")

            bad = await raw_client(server)
            await bad.send_raw(json.dumps({"type": "hello", "v": 1, "name": 5}))
            await closed_with(bad, "bad_message")

            bad = await raw_client(server)
            await bad.send_raw(json.dumps({"type": "teleport", "v": 1}))
            await closed_with(bad, "bad_message")

            bad = await raw_client(server)
            await bad.send_raw(json.dumps({"type": "hello", "v": 1, "name": "Eve", "admin": True}))
            await closed_with(bad, "bad_message")

            bad = await raw_client(server)
            await bad.send_raw(json.dumps({"type": "hello", "v": 2, "name": "Eve"}))
            await closed_with(bad, "version")

            bad = await raw_client(server)
            await bad.send_raw(json.dumps({"type": "list", "v": 1}))
            await closed_with(bad, "hello_first")

            bad = await connected(server, "Big")  # a well-formed action far larger than actions are
            await bad.send_raw(json.dumps({"type": "act", "v": 1, "action": {"player": 0, "pad": "x" * 5000}}))
            await closed_with(bad, "too_big")

            bad = await raw_client(server)
            await bad.send_raw(b"\x00\x01binary")
            await closed_with(bad, "binary")

            bad = await raw_client(server)  # 10 MB: the WebSocket layer closes at once (1009)
            try:
                await bad.send_raw("x" * 10_000_000)
            except Exception:
                pass
            try:
                await bad.wait_for(lambda m: False, 5)
            except ServerClosed as closed:
                assert closed.code == 1009
            # Chat flood: 5 at once (C-limits of issue 19), then refusals, then the door.
            eve = await connected(server, "Eve")
            for number in range(40):
                await eve.chat(f"spam {number}", scope="lobby")
            chats = refusals = 0
            try:
                while True:
                    message = await eve.wait_for(lambda m: m["type"] in ("chat", "refused", "error"), 5)
                    if message["type"] == "chat":
                        chats += 1
                    elif message["type"] == "refused":
                        assert message["reason"] == "rate_limited"
                        refusals += 1
                    else:
                        assert message["reason"] == "flood"
            except ServerClosed as closed:
                assert (closed.code, closed.reason) == (1008, "flood")
            assert chats == 5 and refusals == 19

            await asyncio.wait_for(game, 30)
            assert ana.over is not None and ana.over["final"]["winner"] is not None
            await ana.close()
    run(scenario(), 45)


def test_actions_for_another_seat_out_of_turn_or_illegal_are_refused(tmp_path):
    """At a started counting table: a spectator, another seat's card, a card out of turn, a card
    not held, a malformed action: each refused with its reason id (and the rule's sentence);
    the connection stays and the game is unchanged (C-7)."""
    async def scenario():
        async with serving(tmp_path) as server:
            ana, ben, cy = [await connected(server, name) for name in ("Ana", "Ben", "Cy")]
            await ana.create("counting", {"players": 2}, cpu_delay=0)
            table_id = (await ana.wait_for("table"))["table"]["id"]
            await ben.join(table_id)
            await cy.watch(table_id)
            await ana.wait_for(lambda m: m["type"] == "table" and not m["table"]["free"]
                               and m["table"]["spectators"] == 1)
            await ana.start()
            first = await ana.wait_for("update")
            turn = first["view"]["turn"]
            mover, waiter = (ana, ben) if turn == 0 else (ben, ana)
            await ben.wait_for("update")
            other_seat = 1 - mover.seat
            card = mover.view["hand"][0]

            await waiter.act({"player": mover.seat, "play": card})
            refused = await waiter.wait_for("refused")
            assert (refused["of"], refused["reason"]) == ("act", "not_your_seat")

            own = waiter.view["hand"][0]
            await waiter.act({"player": other_seat, "play": own})
            refused = await waiter.wait_for("refused")
            assert (refused["reason"], refused["rule"]) == ("illegal", "Not your turn.")

            missing = next(code for code in ("2S", "3S", "4S", "5S") if code not in mover.view["hand"])
            await mover.act({"player": mover.seat, "play": missing})
            refused = await mover.wait_for("refused")
            assert (refused["reason"], refused["rule"]) == ("illegal", "You do not hold that card.")

            await mover.act({"player": mover.seat, "card": card})
            refused = await mover.wait_for("refused")
            assert refused["reason"] == "bad_action" and "unknown key 'card'" in refused["detail"]

            await cy.act({"player": 0, "play": card})
            refused = await cy.wait_for("refused")
            assert refused["reason"] == "spectator"

            assert server.tables[table_id].actions == []
            assert mover.closed is None and waiter.closed is None
            for client in (ana, ben, cy):
                await client.close()
    run(scenario(), 20)
