"""Manual draw at a server table with people (C-8, docs/online.md "Pacing and seats"): the next
person is held while a connected person may still draw, until they draw or DRAW_SECONDS after
they reported hearing their play; a card played meanwhile is refused (``wait_draw``); the end of
a hold without a draw is told (``draw_wait_over``) and the draw stays open until the next card;
the turn timer's stand-in plays and draws. A real server on 127.0.0.1 and protocol clients."""

from __future__ import annotations

import asyncio
import json

import pytest

from game.counting.rules import value_choices
from game.engine.cards import Card
from game.net import tables
from net_helpers import connected, run, serving


def _card(view: dict) -> dict:
    """A play of the seat's first card that is no jack (a jack keeps the turn with two
    players, C-16), at its first value."""
    code = next((code for code in view["hand"] if not code.startswith("J")), view["hand"][0])
    action = {"player": view["seat"], "play": code}
    values = value_choices(Card.parse(code), view["total"])
    if values:
        action["value"] = values[0]
    return action


async def _two_people(server, **create):
    """Ben and Dan at a started 2-player manual-draw table, both having heard the opening;
    returns (first to play, the other)."""
    ben = await connected(server, "Ben", auto_heard=False)
    dan = await connected(server, "Dan", auto_heard=False)
    await ben.create("counting", {"players": 2}, cpu_delay=0, **create)
    table_id = (await ben.wait_for("table"))["table"]["id"]
    await dan.join(table_id)
    await ben.wait_for(lambda m: m["type"] == "table" and not m["table"]["free"])
    await ben.start()
    opening = await ben.wait_for("update")
    await dan.wait_for("update")
    await ben.heard(1)
    await dan.heard(1)
    return (ben, dan) if opening["view"]["turn"] == ben.seat else (dan, ben)


def _update_of(seat):
    return lambda m: m["type"] == "update" and m["actor"] == seat


@pytest.fixture
def short_hold(monkeypatch):
    """A hold of 1 s after the drawer heard their play (5 s in play), not waiting for the
    warning's report (these protocol clients say no warning)."""
    monkeypatch.setattr(tables, "DRAW_SECONDS", 1.0)
    monkeypatch.setattr(tables, "DRAW_WARNED_WAIT", 0.0)


def test_the_next_person_is_held_until_the_draw(tmp_path, short_hold):
    """C-8: the update of a person's card says who may still draw (``draw_wait``); the next
    person's card is refused with their seat and name; the draw ends the hold at once."""
    async def scenario():
        async with serving(tmp_path) as server:
            first, second = await _two_people(server)
            await first.act(_card(first.view))
            mine = await first.wait_for(_update_of(first.seat))
            theirs = await second.wait_for(_update_of(first.seat))
            assert mine["draw_wait"] == first.seat and theirs["draw_wait"] == first.seat
            card = _card(second.view)
            await second.act(card)
            refused = await second.wait_for("refused")
            assert (refused["of"], refused["reason"], refused["seat"], refused["name"]) == \
                ("act", "wait_draw", first.seat, first.name)
            await first.act({"player": first.seat, "draw": True})
            drawn = await second.wait_for(_update_of(first.seat))
            assert drawn["draw_wait"] is None and drawn["view"]["drawer"] is None
            await second.act(card)
            played = await first.wait_for(_update_of(second.seat))
            assert any(e["kind"] == "CardPlayed" for e in played["events"])
            assert not any(m["type"] == "notice" and m["what"] == "draw_wait_over" for m in second.inbox)
            await first.close()
            await second.close()
    run(scenario(), 30)


def test_the_hold_ends_draw_warning_seconds_after_the_warning_was_said_and_the_draw_stays_open(
        tmp_path, short_hold, monkeypatch):
    """C-8: the hold does not end before the drawer's app reports its warning said ("2 seconds
    left to draw: press Space.", ``heard`` with ``draw_warned``; found by ear: the next card
    came while it was being said), nor before DRAW_SECONDS after the play was heard; it ends
    DRAW_WARNING seconds after that report (``draw_wait_over``); the draw is still open until
    the next card, which closes it for good ("Nothing to draw now.")."""
    monkeypatch.setattr(tables, "DRAW_WARNED_WAIT", 10.0)
    monkeypatch.setattr(tables, "DRAW_WARNING", 1.0)

    async def scenario():
        async with serving(tmp_path) as server:
            first, second = await _two_people(server)
            await first.act(_card(first.view))
            mine = await first.wait_for(_update_of(first.seat))
            await second.wait_for(_update_of(first.seat))
            await asyncio.sleep(1.5)  # longer than the hold, but the play is not yet heard
            await first.heard(mine["seq"])
            await asyncio.sleep(1.5)  # DRAW_SECONDS after it, but the warning is not yet said
            assert not any(m["type"] == "notice" and m["what"] == "draw_wait_over" for m in second.inbox)
            loop = asyncio.get_running_loop()
            warned = loop.time()
            await first.heard(mine["seq"], draw_warned=True)
            over = await second.wait_for(lambda m: m["type"] == "notice" and m["what"] == "draw_wait_over", 5)
            assert 0.9 <= loop.time() - warned < 1.6
            assert (over["seat"], over["name"]) == (first.seat, first.name)
            assert server.tables[1].state.drawer == first.seat  # C-8: still open
            await second.act(_card(second.view))
            played = await first.wait_for(_update_of(second.seat))
            assert [e["kind"] for e in played["events"]][0] == "DrawMissed"
            await first.act({"player": first.seat, "draw": True})
            refused = await first.wait_for("refused")
            assert (refused["reason"], refused["rule"]) == ("illegal", "Nothing to draw now.")
            await first.close()
            await second.close()
    run(scenario(), 30)


def test_a_warning_never_reported_holds_draw_warned_wait_longer_and_an_early_one_no_less(
        tmp_path, short_hold, monkeypatch):
    """C-8, nobody is held for ever: a drawer's app that reports hearing its play but never its
    warning holds the next person DRAW_SECONDS + DRAW_WARNED_WAIT after that ``heard``; a
    warning reported at once after the play was heard still leaves the DRAW_SECONDS."""
    monkeypatch.setattr(tables, "DRAW_WARNED_WAIT", 1.0)
    monkeypatch.setattr(tables, "DRAW_WARNING", 0.2)

    async def scenario():
        async with serving(tmp_path) as server:
            first, second = await _two_people(server)
            loop = asyncio.get_running_loop()
            await first.act(_card(first.view))  # first's app never reports its warning
            mine = await first.wait_for(_update_of(first.seat))
            await second.wait_for(_update_of(first.seat))
            heard = loop.time()
            await first.heard(mine["seq"])
            await second.wait_for(_notice("draw_wait_over"), 5)
            assert 1.9 <= loop.time() - heard < 2.6
            first.inbox.clear()
            await second.act(_card(second.view))  # second's app reports it at once
            mine = await second.wait_for(_update_of(second.seat))
            assert mine["draw_wait"] == second.seat
            heard = loop.time()
            await second.heard(mine["seq"])
            await second.heard(mine["seq"], draw_warned=True)
            over = await first.wait_for(_notice("draw_wait_over"), 5)
            assert 0.9 <= loop.time() - heard < 1.6
            assert over["seat"] == second.seat
            await first.close()
            await second.close()
    run(scenario(), 30)


def test_a_drawer_who_drops_holds_nobody(tmp_path, short_hold):
    """A drawer whose connection drops no longer holds the next person: ``draw_wait_over``."""
    async def scenario():
        async with serving(tmp_path) as server:
            first, second = await _two_people(server)
            await first.act(_card(first.view))
            await second.wait_for(_update_of(first.seat))
            await first.close()
            over = await second.wait_for(lambda m: m["type"] == "notice" and m["what"] == "draw_wait_over", 5)
            assert over["seat"] == first.seat
            await second.act(_card(second.view))
            await second.wait_for(_update_of(second.seat))
            await second.close()
    run(scenario(), 30)


def test_the_turn_timers_stand_in_plays_and_draws(tmp_path):
    """A timed-out turn at a manual-draw table: the stand-in plays and draws in one update
    (C-7, C-8), so the person keeps a full hand and nobody is held."""
    async def scenario():
        async with serving(tmp_path) as server:
            first, second = await _two_people(server, turn_timer=1.0)
            out = await second.wait_for(lambda m: m["type"] == "notice" and m["what"] == "timed_out", 5)
            assert out["seat"] == first.seat
            update = await first.wait_for(_update_of(first.seat), 5)
            kinds = [e["kind"] for e in update["events"]]
            assert kinds[0] == "CardPlayed" and "CardDrawn" in kinds, kinds
            drawn = next(e for e in update["events"] if e["kind"] == "CardDrawn")
            assert drawn["seat"] == first.seat and drawn["card"] is not None
            assert len(update["view"]["hand"]) == 3
            assert update["draw_wait"] is None and update["view"]["drawer"] is None
            await first.close()
            await second.close()
    run(scenario(), 30)


def test_the_stand_in_of_a_person_away_plays_and_draws_at_once(tmp_path):
    """A computer playing for a person away (their hold ran out) at a manual-draw table plays
    and draws in one update (C-7, C-8), as the turn timer's stand-in does: the person, back
    with their token, never finds a turn it left half done (the draw theirs to make, with
    nobody held for it: the next card took it away, and their Space was refused with
    'Nothing to draw now.'). Fixed deal: Ana plays first, Ben's stand-in second."""
    from game.net.bots import play
    from game.net.client import Client
    from net_helpers import url

    async def scenario():
        async with serving(tmp_path, hold_seconds=0.1, fixed_seeds=7) as server:
            ana, ben = await connected(server, "Ana"), await connected(server, "Ben")
            await ana.create("counting", {"players": 2}, level="simple", cpu_delay=0.05)
            table_id = (await ana.wait_for("table"))["table"]["id"]
            await ben.join(table_id)
            await ana.wait_for(lambda m: m["type"] == "table" and not m["table"]["free"])
            await ana.start()
            opening = await ben.wait_for("update")
            assert (opening["view"]["turn"], ben.seat) == (0, 1)
            token = ben.token
            await ben.close()
            replaced = await ana.wait_for(lambda m: m["type"] == "notice" and m["what"] == "replaced", 5)
            assert replaced["seat"] == 1
            found: list[dict] = []
            await play(ana, "counting", until=lambda u: u["actor"] == 1 and not found.append(u))
            update = found[0]  # the stand-in's first move: its card and its draw
            kinds = [event["kind"] for event in update["events"]]
            assert kinds[:2] == ["CardPlayed", "DrawAvailable"] and kinds[-1] == "CardDrawn", kinds
            played, drawn = update["events"][0], update["events"][-1]
            assert (played["seat"], drawn["seat"], drawn["card"]) == (1, 1, None)  # (Ben's card: not Ana's to see)
            view = update["view"]
            assert (view["drawer"], view["hand_counts"][1], update["draw_wait"]) == (None, 3, None)
            # Ana's jack (two players: she plays again, C-16), her draw, her card, her draw; then
            # the stand-in's card and its draw, the one update
            assert (opening["view"]["stock_size"], view["stock_size"]) == (46, 43)
            log = [json.loads(action) for action in server.tables[table_id].actions]
            assert log[0] == {"player": 0, "play": "JD"}
            assert log[-2:] == [{"player": 1, "play": played["card"]}, {"player": 1, "draw": True}]
            assert update["seq"] == len(log)  # the opening, Ana's four actions, the stand-in's two as one

            ben = Client(url(server))
            await ben.connect("Ben", token=token)
            sync = await ben.wait_for("sync")
            view = sync["view"]
            assert (view["seat"], view["may_draw"], view["drawer"], len(view["hand"])) == (1, False, None, 3)
            drawn = [event for batch in sync["missed"] for event in batch
                     if event["kind"] == "CardDrawn" and event["seat"] == 1]
            assert len(drawn) == 1 and drawn[0]["card"] in view["hand"]  # his own card (C-8)
            await ana.close()
            await ben.close()
    run(scenario(), 30)


def _notice(what: str):
    return lambda m: m["type"] == "notice" and m["what"] == what


def test_a_drawer_back_while_they_may_still_draw_holds_the_next_person_again(tmp_path, short_hold):
    """C-8: a person who drops while they may still draw ends the hold at once
    (``draw_wait_over``); back before the next card, a fresh hold: the others get ``notice``
    ``draw_wait`` (their seat and name), the returning person's ``sync`` says ``draw_wait``,
    the next person's card is refused (``wait_draw``) and the returning person draws. Fixed
    deal."""
    from game.net.client import Client
    from net_helpers import url

    async def scenario():
        async with serving(tmp_path, fixed_seeds=7) as server:
            first, second = await _two_people(server)
            await first.act(_card(first.view))
            played = await second.wait_for(_update_of(first.seat))
            assert played["draw_wait"] == first.seat
            token, name = first.token, first.name
            await first.close()
            over = await second.wait_for(_notice("draw_wait_over"), 5)
            assert over["seat"] == first.seat
            back = Client(url(server), auto_heard=False)
            await back.connect(name, token=token)
            sync = await back.wait_for("sync")
            assert (sync["draw_wait"], sync["view"]["may_draw"], sync["view"]["drawer"]) == (first.seat, True, first.seat)
            again = await second.wait_for(_notice("draw_wait"), 5)
            assert (again["seat"], again["name"]) == (first.seat, name)
            assert server.tables[1].draw_holding
            await second.act(_card(second.view))
            refused = await second.wait_for("refused")
            assert (refused["reason"], refused["seat"], refused["name"]) == ("wait_draw", first.seat, name)
            await back.act({"player": first.seat, "draw": True})
            drawn = await second.wait_for(_update_of(first.seat), 5)
            assert [e["kind"] for e in drawn["events"]][0] == "CardDrawn"
            assert (drawn["draw_wait"], drawn["view"]["drawer"]) == (None, None)
            mine = await back.wait_for(_update_of(first.seat), 5)
            assert len(mine["view"]["hand"]) == 3  # C-8: a full hand again
            await second.act(_card(second.view))
            await back.wait_for(_update_of(second.seat), 5)
            log = [json.loads(action) for action in server.tables[1].actions]
            assert log[-2] == {"player": first.seat, "draw": True} and log[-1]["player"] == second.seat
            await back.close()
            await second.close()
    run(scenario(), 30)


def test_a_fresh_hold_ends_draw_seconds_after_the_returning_person_heard(tmp_path, short_hold):
    """C-8: the fresh hold of a drawer back at the table follows a normal hold's rules: it ends
    DRAW_SECONDS after their app reports hearing where the game stands (``draw_wait_over``);
    their draw stays open until the next card."""
    from game.net.client import Client
    from net_helpers import url

    async def scenario():
        async with serving(tmp_path, fixed_seeds=7) as server:
            first, second = await _two_people(server)
            await first.act(_card(first.view))
            mine = await first.wait_for(_update_of(first.seat))
            await first.heard(mine["seq"])  # heard before the drop: the same number after it must count
            await second.wait_for(_update_of(first.seat))
            token, name = first.token, first.name
            await first.close()
            await second.wait_for(_notice("draw_wait_over"), 5)
            second.inbox.clear()
            back = Client(url(server), auto_heard=False)
            await back.connect(name, token=token)
            sync = await back.wait_for("sync")
            await second.wait_for(_notice("draw_wait"), 5)
            await asyncio.sleep(1.5)  # longer than the hold, but the situation is not yet heard
            assert not any(m["type"] == "notice" and m["what"] == "draw_wait_over" for m in second.inbox)
            loop = asyncio.get_running_loop()
            heard = loop.time()
            await back.heard(sync["seq"])
            over = await second.wait_for(_notice("draw_wait_over"), 5)
            assert 0.9 <= loop.time() - heard < 1.6
            assert (over["seat"], over["name"]) == (first.seat, name)
            assert server.tables[1].state.drawer == first.seat  # still open until the next card
            await back.act({"player": first.seat, "draw": True})
            drawn = await second.wait_for(_update_of(first.seat), 5)
            assert [e["kind"] for e in drawn["events"]][0] == "CardDrawn"
            await back.close()
            await second.close()
    run(scenario(), 30)


def test_a_computer_waits_for_the_draw_of_a_person_back_at_the_table(tmp_path, short_hold):
    """C-8: a computer next to play waits for the fresh hold of a person back while they may
    still draw: past its own pacing (4 x the table's delay) it has not played; the person draws,
    then the computer plays. Fixed deal; Ana (connected, not reporting) keeps the computer at
    its pacing until the hold starts."""
    from game.net.client import Client
    from net_helpers import url

    async def scenario():
        async with serving(tmp_path, fixed_seeds=7) as server:
            ana = await connected(server, "Ana", auto_heard=False)
            ben = await connected(server, "Ben", auto_heard=False)
            await ana.create("counting", {"players": 3}, cpu_delay=0.5)
            table_id = (await ana.wait_for("table"))["table"]["id"]
            await ben.join(table_id)
            await ana.add_computer()
            await ana.wait_for(lambda m: m["type"] == "table" and not m["table"]["free"])
            await ana.start()
            opening = await ben.wait_for("update")
            seats = {ana.seat: ana, ben.seat: ben}
            turn = opening["view"]["turn"]
            order = [(turn + step) % 3 for step in range(3)]
            assert [seat in seats for seat in order] == [True, False, True] or \
                [seat in seats for seat in order] == [True, True, False], order
            # the person whose card leaves the computer next
            drawer = order[0] if order[1] not in seats else order[1]
            computer = (drawer + 1) % 3
            assert computer not in seats
            table = server.tables[table_id]
            if drawer != turn:  # the other person plays first and draws at once
                other = seats[turn]
                await other.act(_card(other.view))
                await other.wait_for(_update_of(turn))
                await other.act({"player": turn, "draw": True})
                await other.wait_for(lambda m: m["type"] == "update" and m["view"]["drawer"] is None)
                await asyncio.sleep(0.2)
            person = seats[drawer]
            view = (await person.wait_for(lambda m: m["type"] == "update" and m["view"]["turn"] == drawer)
                    if person.view["turn"] != drawer else {"view": person.view})["view"]
            await person.act(_card(view))
            await person.wait_for(_update_of(drawer))
            token, name = person.token, person.name
            await person.close()
            back = Client(url(server), auto_heard=False)
            await back.connect(name, token=token)
            sync = await back.wait_for("sync")
            assert sync["draw_wait"] == drawer
            await asyncio.sleep(2.5)  # past the computer's pacing (2 s after the card)
            assert (table.state.turn, table.state.drawer) == (computer, drawer)
            await back.act({"player": drawer, "draw": True})
            played = await back.wait_for(_update_of(computer), 10)
            assert played["events"][0]["kind"] == "CardPlayed"
            log = [json.loads(action) for action in table.actions]
            assert {"player": drawer, "draw": True} in log
            for client in (ana, ben, back):
                if client is not person:
                    await client.close()
    run(scenario(), 30)


def test_the_servers_hold_and_the_apps_warning_name_the_same_seconds():
    """C-8: the app warns "2 seconds left to draw" (its DRAW_WARNING) and the server ends the
    hold that many seconds after the warning was said; the hold itself is the app's default
    "Time to draw"."""
    from game.counting.scenes.setup import DEFAULT_DRAW_TIME
    from game.counting.scenes.table_draw import DRAW_WARNING
    assert (tables.DRAW_WARNING, tables.DRAW_SECONDS) == (DRAW_WARNING, DEFAULT_DRAW_TIME) == (2.0, 5.0)


def test_a_protocol_player_plays_on_once_the_hold_ends(tmp_path, short_hold):
    """C-8: the first person plays and never draws; the hold for their draw ends
    (``draw_wait_over``, no new view) and :func:`game.net.bots.play_latest_views` with
    ``draw_holds`` plays the next card on the same view (found by a tester: the other person of
    a by-ear run waited until its turn timer ran out); without ``draw_holds`` it waits on."""
    import random
    import threading

    from game.net.bots import play_latest_views

    async def scenario(draw_holds: bool) -> bool:
        async with serving(tmp_path / str(draw_holds)) as server:
            first, second = await _two_people(server)
            second.auto_heard = True
            stop = threading.Event()
            player = asyncio.get_running_loop().create_task(
                play_latest_views(second, "counting", random.Random(1), stop, draw_holds=draw_holds))
            await first.act(_card(first.view))
            await first.wait_for(_update_of(first.seat))
            await first.heard()  # the play heard: the hold ends DRAW_SECONDS (1 s here) later
            try:
                await first.wait_for(_update_of(second.seat), 4)
                played = True
            except (TimeoutError, asyncio.TimeoutError):
                played = False
            stop.set()
            await player
            await first.close()
            await second.close()
            return played
    assert run(scenario(True), 30) is True
    assert run(scenario(False), 30) is False
