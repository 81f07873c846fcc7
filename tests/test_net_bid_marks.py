"""The bid cards a person marks at an online trick table, told to the server (``marks``,
docs/online.md; T-6, T-7, T-9, T-28): when their turn timer runs out with exactly three marked,
those three are bid for them, with no premium; with fewer (or from an app that never tells its
marks) the computer chooses as before. Marks from anyone but the seated person whose bid is due,
or that are not at most three different cards of their hand, are ignored, and the table goes on.

Found by ear: a person marked three cards, the time ran out before Enter, and the computer laid
aside three others for them. A server on 127.0.0.1 in the test's loop (fixed seeds: the same deal
every run), Ana a protocol client at a three-player table with two computers and a 1-second turn
timer. She reports ``heard`` herself, only once her marks are sent and settled, so her clock
starts after them (it starts with her report that the turn was heard)."""

from __future__ import annotations

import asyncio

import pytest

from game.engine.cards import Card
from game.tricks.rules import bid_value
from game.net.client import Client
from net_helpers import connected, run, serving, url

OPTIONS = {"players": 3, "variant": "standard", "target": 100}
"""Three players, no dummy (T-1, T-21)."""


async def ana_bidding(server, auto_heard: bool = False):
    """Ana at a started trick table with two computers and a 1-second turn timer, her bid due:
    her client (reporting nothing by itself), the table, and her hand's card codes (deal 1)."""
    ana = await connected(server, "Ana", auto_heard=auto_heard)
    await ana.create("tricks", OPTIONS, computers=2, level="random", cpu_delay=0, turn_timer=1.0)
    table_id = (await ana.wait_for(lambda m: m["type"] == "table" and not m["table"]["free"]))["table"]["id"]
    await ana.start()
    first = await ana.wait_for("update")
    table = server.tables[table_id]
    assert first["seq"] == 1 and first["view"]["phase"] == "bidding" and 0 in table.rules.due(table.state)
    return ana, table, list(first["view"]["hand"])


async def settled(client, text: str) -> None:
    """Every frame ``client`` sent before now has been handled: a table chat line, back from the
    server (each connection's frames are handled in order)."""
    await client.chat(text)
    await client.wait_for(lambda m: m["type"] == "chat" and m["text"] == text, 5)


async def time_runs_out(ana, table) -> dict:
    """Ana reports every update heard until her clock runs; returns the update of the bid the
    computer made for her once it ran out (``timed_out``), her ``timed_out`` notice before it."""
    for _ in range(500):  # (the computers' bids come meanwhile: each reported heard; bounded)
        await ana.heard(ana.seq)
        if 0 in table.timers:
            break
        await asyncio.sleep(0.01)
    assert 0 in table.timers, "Ana's clock never started"
    notice = await ana.wait_for(lambda m: m["type"] == "notice" and m["what"] == "timed_out", 5)
    assert notice["seat"] == 0
    return await ana.wait_for(lambda m: m["type"] == "update" and m["actor"] == 0, 5)


def own_bid(update: dict) -> dict:
    """The ``BidPlaced`` of Ana's seat in an update, as she gets it (her cards, T-7)."""
    bids = [event for event in update["events"] if event["kind"] == "BidPlaced" and event["seat"] == 0]
    assert len(bids) == 1, update["events"]
    return bids[0]


def test_three_cards_marked_are_bid_when_the_time_runs_out(tmp_path):
    """Ana marks three cards, changes her mind (unmarks one, marks another), and lets the time
    run out: exactly the three marked last are laid aside for her, with no premium (T-9); the
    update says it was made for her (``timed_out``: her app says "Laid aside for you: ..." with
    these cards), the server forgets the marks once the bid is made."""
    async def scenario():
        async with serving(tmp_path, fixed_seeds=7) as server:
            ana, table, hand = await ana_bidding(server)
            await ana.send("marks", cards=hand[:1])
            await ana.send("marks", cards=hand[:2])
            await ana.send("marks", cards=hand[:3])
            await ana.send("marks", cards=hand[:2])  # (unmarked, then another one marked)
            marked = [hand[0], hand[1], hand[-1]]
            await ana.send("marks", cards=marked)
            await settled(ana, "marked")
            assert table.marks == {0: tuple(Card.parse(code) for code in marked)}
            update = await time_runs_out(ana, table)
            bid = own_bid(update)
            assert update["timed_out"] is True
            assert sorted(bid["cards"]) == sorted(marked) and bid["premium"] is None
            assert bid["bid"] == bid_value(Card.parse(code) for code in marked)
            assert sorted(card.code for card in table.state.bid_cards[0]) == sorted(marked)
            assert table.marks == {}
            assert sorted(update["view"]["hand"]) == sorted(set(hand) - set(marked))
            await ana.close()
    run(scenario(), 30)


@pytest.mark.parametrize("marks", [2, None], ids=["two-marked", "an-app-that-never-tells-its-marks"])
def test_fewer_than_three_marked_leave_the_bid_to_the_computer(tmp_path, marks):
    """Two cards marked (or none told, an older app): the time runs out and the computer chooses
    the bid as before: three different cards of Ana's hand, a legal premium, its value by T-6."""
    async def scenario():
        async with serving(tmp_path, fixed_seeds=7) as server:
            ana, table, hand = await ana_bidding(server)
            if marks is not None:
                await ana.send("marks", cards=hand[:marks])
                await settled(ana, "marked")
                assert table.marks == {0: tuple(Card.parse(code) for code in hand[:marks])}
            update = await time_runs_out(ana, table)
            bid = own_bid(update)
            cards = bid["cards"]
            assert update["timed_out"] is True and len(cards) == 3 == len(set(cards)) and set(cards) <= set(hand)
            assert bid["premium"] in table.state.premium_choices(0)
            assert bid["bid"] == bid_value(Card.parse(code) for code in cards)
            assert sorted(card.code for card in table.state.bid_cards[0]) == sorted(cards)
            assert table.marks == {}
            await ana.close()
    run(scenario(), 30)


def test_marks_from_anyone_else_or_of_other_cards_are_ignored_and_the_table_goes_on(tmp_path):
    """Ana marks three cards; then frames that must change nothing: four cards of her hand, a card
    of Ben's hand (not hers), a card twice, a code that is no card, and a spectator's marks of three
    of her cards. Nobody's connection closes, no refusal comes; her three are bid when the time
    runs out. After her bid (her turn over), her marks of three other cards are ignored too, and
    the game goes on to the play (T-11)."""
    async def scenario():
        async with serving(tmp_path, fixed_seeds=7) as server:
            ana, table, hand = await ana_bidding(server)
            marked = hand[2:5]
            await ana.send("marks", cards=marked)
            others = [card.code for card in table.state.hands[1]]
            cy = await connected(server, "Cy")
            await cy.watch(table.id)
            await cy.wait_for("sync", 5)
            for bad in (hand[:4], [hand[0], hand[1], others[0]], [hand[0], hand[0]], ["ZZ"], hand[:12]):
                await ana.send("marks", cards=bad)
            await cy.send("marks", cards=hand[:3])
            await settled(ana, "ana")
            await settled(cy, "cy")
            assert table.marks == {0: tuple(Card.parse(code) for code in marked)}
            assert not [m for m in ana.inbox + cy.inbox if m["type"] in ("refused", "error")]
            update = await time_runs_out(ana, table)
            assert sorted(own_bid(update)["cards"]) == sorted(marked)
            left = [code for code in hand if code not in marked]
            await ana.send("marks", cards=left[:3])  # (her bid is made: not hers to mark now)
            await settled(ana, "after")
            assert table.marks == {}
            ana.auto_heard = True
            await ana.heard(ana.seq)
            await ana.wait_for(lambda m: m["type"] == "update" and m["view"]["phase"] == "play", 10)
            assert ana.closed is None and cy.closed is None
            assert not [m for m in ana.inbox + cy.inbox if m["type"] in ("refused", "error")]
            await cy.close()
            await ana.close()
    run(scenario(), 30)


def test_marks_at_a_counting_table_are_ignored(tmp_path):
    """The counting game has no bid cards: a ``marks`` frame there changes nothing and is not
    answered; the connection stays."""
    async def scenario():
        async with serving(tmp_path) as server:
            ana = await connected(server, "Ana")
            await ana.create("counting", {"players": 2}, computers=1, cpu_delay=0)
            table_id = (await ana.wait_for(lambda m: m["type"] == "table" and not m["table"]["free"]))["table"]["id"]
            await ana.start()
            first = await ana.wait_for("update")
            await ana.send("marks", cards=first["view"]["hand"][:3])
            await settled(ana, "marked")
            assert server.tables[table_id].marks == {} and ana.closed is None
            assert not [m for m in ana.inbox if m["type"] in ("refused", "error")]
            await ana.close()
    run(scenario(), 20)


def test_the_welcome_lists_the_marks_frame(tmp_path):
    """A client sends ``marks`` only to a server whose ``welcome`` lists it (``accepts``): an
    older server closes the connection on a type it does not know."""
    async def scenario():
        async with serving(tmp_path) as server:
            ana = Client(url(server), auto_heard=False)
            welcome = await ana.connect("Ana")
            assert welcome["type"] == "welcome" and welcome["accepts"] == ["marks"]
            await ana.close()
    run(scenario(), 10)
