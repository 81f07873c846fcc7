"""A bid sent twice by another person (a script's or a doubled key's) is one event for the table
(T-7): the second is refused to the sender alone ("You have already bid."), and the others get no
update for it, so their app says "Ben has bid." once. Asked after a tester by ear heard "Ben has
bid." twice in deal 1 (the second time right after closing F1 help; Ben's script may have sent
two bids). A real server in-process (tests/net_helpers.py)."""

from __future__ import annotations

from net_helpers import connected, run, serving


def test_a_second_bid_is_refused_to_its_sender_and_told_to_nobody(tmp_path):
    async def scenario():
        async with serving(tmp_path) as server:
            ana, ben, cy = [await connected(server, name) for name in ("Ana", "Ben", "Cy")]
            await ana.create("tricks", {"players": 3}, cpu_delay=0)
            table_id = (await ana.wait_for("table"))["table"]["id"]
            await ben.join(table_id)
            await cy.join(table_id)
            await ana.wait_for(lambda m: m["type"] == "table" and not m["table"]["free"])
            await ana.start()
            for client in (ana, ben, cy):
                await client.wait_for("update")
            bid = {"player": ben.seat, "bid": ben.view["hand"][:3], "premium": None}
            await ben.act(bid)
            await ben.wait_for(lambda m: m["type"] == "update" and m["actor"] == ben.seat)
            await ben.act(bid)
            refused = await ben.wait_for("refused")
            assert (refused["of"], refused["reason"], refused["rule"]) == ("act", "illegal", "You have already bid.")
            await cy.act({"player": cy.seat, "bid": cy.view["hand"][:3], "premium": None})
            updates = []
            while True:
                update = await ana.wait_for("update")
                updates.append(update)
                if update["actor"] == cy.seat:
                    break
            assert [update["actor"] for update in updates] == [ben.seat, cy.seat]
            bids = [event for update in updates for event in update["events"]
                    if "waiting" in event and event.get("seat") == ben.seat]  # (BidPlaced: who still bids)
            assert len(bids) == 1, updates[0]["events"]
            assert len(server.tables[table_id].actions) == 2
            for client in (ana, ben, cy):
                await client.close()
    run(scenario(), 20)
