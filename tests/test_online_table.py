"""The app at an online table (issue 19): a real server process on 127.0.0.1, the headless app
as Ana (its counting table played through a RemoteSession), Ben a protocol client in a thread of
his own, one computer player. Ana's transcript names Ben; after kill -9 of the server and a
restart both come back and the game goes on at the same total, to its end."""

from __future__ import annotations

import asyncio
import random
import re
import subprocess
import sys
import time

import pygame
import pytest

from game.net.bots import CHOICE
from game.net.client import Client, ServerClosed
from game.scenes.online import OnlinePlan, OnlineStart
from net_helpers import free_port
from net_helpers import stop_process as stop  # the name the other online tests import from here
from online_people import PersonThread, join_first_free

DEADLINE = 90.0
"""Seconds a game may take at most (the test fails after)."""


def start_server(data, port: int, log, hold: int = 30, host_grace: float = 15) -> subprocess.Popen:
    """``python -m game serve`` on 127.0.0.1:port, a dropped person's seat held ``hold`` seconds
    (an away host's role ``host_grace`` seconds); returns once it listens (its log in ``log``)."""
    process = subprocess.Popen(
        [sys.executable, "-m", "game", "serve", "--host", "127.0.0.1", "--port", str(port), "--data", str(data),
         "--fixed-seeds", "5", "--hold", str(hold), "--host-grace", str(host_grace), "--computer-speed"],
        stderr=open(log, "a"), text=True)
    end = time.monotonic() + 20
    while time.monotonic() < end:
        if re.search(rf"listening on ws://127\.0\.0\.1:{port}\b", log.read_text()):
            return process
        assert process.poll() is None, "the server ended before it listened"
        time.sleep(0.05)
    raise AssertionError("the server did not listen")


class Ben(PersonThread):
    """A person at the table through the protocol client: joins the first table with a free
    seat, plays the first legal choices, reconnects with his token when the server goes away."""

    def __init__(self, url: str) -> None:
        super().__init__(url, DEADLINE)
        self.reconnected = 0

    async def play(self) -> None:
        client = await self.connect("Ben")
        await join_first_free(client)
        rng = random.Random(3)
        acted_at = -1
        while client.over is None:
            try:
                await client.wait_for(lambda m: m["type"] in ("update", "sync", "over"), 30)
            except ServerClosed:
                client = await self.back(client)
                acted_at = -1
                continue
            if any(m["type"] in ("update", "sync", "over") for m in client.inbox) or client.over is not None:
                continue  # act on the latest view only
            if client.view is None or client.seq == acted_at:
                continue
            action = CHOICE["counting"](client.view, rng)
            if action is not None:
                acted_at = client.seq
                try:
                    await client.act(action)
                except Exception:  # noqa: BLE001 - the server went away: the next wait says so
                    pass
        await client.close()

    async def back(self, old: Client) -> Client:
        """Say hello again with the token until the server answers (back-off 0.5 s)."""
        for _attempt in range(60):
            client = Client(self.url)
            try:
                await client.connect("Ben", token=old.token)
            except Exception:  # noqa: BLE001 - refused, reset, half-open while it starts
                await asyncio.sleep(0.5)
                continue
            self.reconnected += 1
            return client
        raise AssertionError("Ben could not reconnect")


def table_of(client):
    from game.counting.scenes.table import CountingTable
    top = client.app.top
    return top if isinstance(top, CountingTable) else None


def run_until(client, test, seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if test():
            return
        client.app.step(1)
        time.sleep(0.005)
    raise AssertionError(f"not reached within {seconds} s; said: {client.texts[-8:]}")


def play_turns(client, until, seconds: float = DEADLINE) -> None:
    """Ana plays: her first card on her turn (Enter after a value choice), Enter between rounds."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if until():
            return
        table = table_of(client)
        client.app.step(1)
        time.sleep(0.005)
        if table is None or table.over:
            continue
        view = table.session.view()
        if table.between_rounds and not client.app.announcer.speech_busy():
            client.press(pygame.K_RETURN)
        elif table.choice is not None:
            client.press(pygame.K_RETURN)
        elif (view.turn == table.seat and not table.session._pending_action and not table.session._incoming
              and view.hand and not client.app.announcer.speech_busy() and not table.actions_held()):
            client.press(pygame.K_1)
    raise AssertionError(f"not reached within {seconds} s; said: {client.texts[-8:]}")


def over(client) -> bool:
    from game.counting.scenes.results import CountingResults
    return isinstance(client.app.top, CountingResults)


def open_hosted_table(client, plan: OnlinePlan, person: PersonThread, scene=table_of, **start):
    """Ana (the app, started here) creates the table of ``plan`` (:class:`OnlineStart` with
    ``start``'s options); once she is told it is created, ``person`` (not started yet) is
    started to take a free seat. Returns the table scene once ``scene(client)`` finds it open
    (within 60 s for the creation and 60 s for the table: bounds for a loaded machine, where a
    full run beside other work once spent 20 s before "You created table")."""
    client.start()
    client.push(OnlineStart(client.app, plan, **start))
    run_until(client, lambda: any("You created table" in t for t in client.texts), 60)
    person.start()
    run_until(client, lambda: scene(client) is not None, 60)
    return scene(client)


def open_table(client, url: str) -> Ben:
    """Ana's counting table of 3 (2 tokens, automatic draw) with a computer player, and Ben
    playing at it (returned once the table is open)."""
    plan = OnlinePlan(url, "Ana", game="counting", players=3, computers=1, cpu_delay=0.0,
                      options=(("draw", "auto"), ("tokens", 2)))
    ben = Ben(url)
    open_hosted_table(client, plan, ben)
    return ben


@pytest.mark.long
def test_two_people_and_a_computer_play_a_counting_game_online(client, tmp_path):
    port = free_port()
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    try:
        ben = open_table(client, f"ws://127.0.0.1:{port}")
        table = table_of(client)
        assert [(s.kind, s.name) for s in table.session.seats] == [("you", "Ana"), ("computer", None),
                                                                       ("person", "Ben")]
        play_turns(client, lambda: over(client))
        ben.done.wait(20)
        assert ben.error is None, ben.error
        said = " ".join(client.texts)
        assert "Ben joined the table." in said
        assert re.search(r"\bBen (plays|played)\b", said), said[:2000]
        assert "Game over." in said
    finally:
        stop(server)


@pytest.mark.long
def test_server_killed_and_restarted_the_game_goes_on_at_the_same_total(client, tmp_path):
    port = free_port()
    data, log = tmp_path / "data", tmp_path / "server.log"
    server = start_server(data, port, log)
    try:
        ben = open_table(client, f"ws://127.0.0.1:{port}")
        table = table_of(client)
        play_turns(client, lambda: table.session._seq >= 8 and not table.session._incoming, 60)
        server.kill()  # kill -9
        server.wait()
        run_until(client, lambda: any("Connection to the server lost" in t for t in client.texts), 20)
        total = table.session.view().total
        seq = table.session._seq
        server = start_server(data, port, log)
        run_until(client, lambda: any("Reconnected to the server" in t for t in client.texts), 30)
        run_until(client, lambda: not table.session._incoming and table.session._seq >= seq, 10)
        assert table.session.view().total == total or table.session._seq > seq
        back = max(i for i, t in enumerate(client.texts) if "Reconnected to the server" in t)
        if table.session._seq == seq:  # nothing happened since: the situation line says the same total
            # (unless Ben moves first: then that newer move and prompt replace it, as they should)
            run_until(client, lambda: any(f"Total {total}" in t for t in client.texts[back + 1:])
                      or table.session._seq > seq, 5)
            assert table.session._seq > seq or any(f"Total {total}" in t for t in client.texts[back + 1:])
        play_turns(client, lambda: over(client))
        ben.done.wait(20)
        assert ben.error is None, ben.error
        assert ben.reconnected >= 1
        assert sum("Connection to the server lost" in t for t in client.texts) == 1
    finally:
        stop(server)


def test_no_server_is_said_and_escape_goes_back_to_the_main_menu(client):
    from game.scenes.main_menu import MainMenu
    port = free_port()  # nothing listens there
    client.start()
    client.push(OnlineStart(client.app, OnlinePlan(f"ws://127.0.0.1:{port}", "Ana", join=True)))
    run_until(client, lambda: f"Cannot reach 127.0.0.1, port {port}. Trying again." in client.texts, 15)
    client.press(pygame.K_ESCAPE)
    assert isinstance(client.app.top, MainMenu)


def test_leaving_an_online_game_one_is_out_of_does_not_say_a_computer_takes_the_seat(client):
    """C-18: Ana is out of the game (the others play on); Leave the game in the table menu asks
    "Leave the game? You are out of it already; you go back to the lobby.", not that a computer
    player takes her seat."""
    from game.counting import events as counting_events
    from game.counting.options import CountingOptions
    from game.counting.scenes.table import CountingTable, TableSetup
    from game.counting.state import CountingState, CountingView
    from game.net.codec import to_data
    from game.table.remote import RemoteSession
    from tests.test_remote_session import Link

    state = CountingState.new(CountingOptions(players=3, draw="auto"), 4, dealer=2)
    state.start_events()
    state.eliminated.add(0)
    view = to_data(state.view(0))
    summary = {"id": 1, "game": "counting", "level": "simple", "options": {"players": 3},
               "seats": [{"seat": 0, "kind": "person", "name": "Ana"}, {"seat": 1, "kind": "computer", "name": None},
                         {"seat": 2, "kind": "person", "name": "Ben"}]}
    sync = {"type": "sync", "table": 1, "seq": 1, "view": view, "missed": [[]]}
    setup = TableSetup(CountingOptions(players=3, draw="auto"))
    client.start()
    table = CountingTable(client.app, setup, 0, session=RemoteSession(Link(), summary, 0, sync, setup,
                                                                      counting_events, CountingView))
    client.push(table)
    client.app.step(5)
    assert table.watching()
    client.press(pygame.K_ESCAPE)
    for _step in range(3):
        client.press(pygame.K_DOWN)
    client.press(pygame.K_RETURN)
    assert client.last.startswith("Leave the game? You are out of it already; you go back to the lobby."), \
        client.texts[-3:]


LAST = "Leave the game? You are the last person here: leaving ends the game, and you go back to the lobby."
"""The question when the server ends the game as this person leaves."""
SEATED = "Leave the game? A computer player takes your seat, and you go back to the lobby."
OUT = "Leave the game? You are out of it already; you go back to the lobby."


def remote_counting_table(client, seats: list, watching: int = 0, out: bool = False):
    """Ana (seat 0) at a started online counting table of 3 (automatic draw) on a remote session
    over a fake link (``tests.test_remote_session.Link``: no server), with ``seats`` as the
    server's summary says them and ``watching`` spectators; ``out``: she is out of the game
    (C-18). The app started, the table pushed and settled; returns it."""
    from game.counting import events as counting_events
    from game.counting.options import CountingOptions
    from game.counting.scenes.table import CountingTable, TableSetup
    from game.counting.state import CountingState, CountingView
    from game.net.codec import to_data
    from game.table.remote import RemoteSession
    from tests.test_remote_session import Link

    state = CountingState.new(CountingOptions(players=3, draw="auto"), 4, dealer=2)
    state.start_events()
    if out:
        state.eliminated.add(0)
    summary = {"id": 1, "game": "counting", "level": "simple", "options": {"players": 3}, "started": True,
               "finished": False, "spectators": watching, "watchers": ["Cy"] * watching, "seats": seats}
    sync = {"type": "sync", "table": 1, "seq": 1, "view": to_data(state.view(0)), "missed": [[]]}
    setup = TableSetup(CountingOptions(players=3, draw="auto"))
    client.start()
    table = CountingTable(client.app, setup, 0, session=RemoteSession(Link(), summary, 0, sync, setup,
                                                                      counting_events, CountingView))
    client.push(table)
    client.app.step(5)
    return table


@pytest.mark.parametrize("others, watching, out, question", [
    (["computer", "computer"], 0, False, LAST),  # found by ear: Uma, the last person, was told a computer took over
    (["computer", "computer"], 0, True, LAST),  # out of the game (C-18), but the game ends all the same
    (["computer", "computer"], 1, False, SEATED),  # Cy watches: the game goes on for him
    (["computer", "away"], 0, False, SEATED),  # Ben dropped: he may come back with his token
    (["computer", "replaced"], 0, False, SEATED),  # a computer plays for Ben after his hold: still his to take back
    (["computer", "person"], 0, True, OUT),
])
def test_leave_the_game_says_when_leaving_ends_it(client, others, watching, out, question):
    """Leave the game in the table menu says what the server will do: when Ana is the last
    person at the table (every other seat a computer's, nobody watching), "You are the last
    person here: leaving ends the game" (the server ends it: test_net_last_leave), else a
    computer takes her seat (or, out of the game, C-18, she is out of it already)."""
    seats = [{"seat": 0, "kind": "person", "name": "Ana", "connected": True, "replaced": False}]
    for index, kind in enumerate(others, 1):
        seats.append({"seat": index, "kind": "computer", "name": None, "voice": index, "connected": False,
                      "replaced": False} if kind == "computer" else
                     {"seat": index, "kind": "person", "name": "Ben", "connected": kind == "person",
                      "replaced": kind == "replaced"})
    remote_counting_table(client, seats, watching, out)
    client.press(pygame.K_ESCAPE)
    for _step in range(3):
        client.press(pygame.K_DOWN)
    client.press(pygame.K_RETURN)
    assert client.last == f"{question} No, 1 of 2", client.texts[-3:]


LOST = ("Leave the game? You are not connected: your seat is kept for you for a while, then a computer player "
        "takes it. You go back to the main menu.")


def test_leave_the_game_while_not_connected_goes_to_the_main_menu(client):
    """Found by ear (the server stopped): Leave the game asked "A computer player takes your seat,
    and you go back to the lobby." (nothing reached the server), then the lobby came back
    unconnected ("Back in the lobby.", then Down: "Not in the lobby yet. Back in the lobby.").
    While the connection is lost the question says what happens (the server holds the seat as
    for a drop, docs/online.md) and Yes goes to the main menu, the connection closed, no leave sent."""
    seats = [{"seat": 0, "kind": "person", "name": "Ana", "connected": True, "replaced": False},
             {"seat": 1, "kind": "computer", "name": None, "voice": 1, "connected": False, "replaced": False},
             {"seat": 2, "kind": "person", "name": "Ben", "connected": True, "replaced": False}]
    table = remote_counting_table(client, seats)
    link, session = table.session.link, table.session
    session.on_leave = lambda: pytest.fail("the lobby came back while not connected")
    link.frames.append({"type": "link_lost", "error": "connection closed (1001: server_closing)",
                        "reason": "server_closing"})
    client.app.step(5)
    client.press(pygame.K_ESCAPE)
    for _step in range(3):
        client.press(pygame.K_DOWN)
    client.press(pygame.K_RETURN)
    assert client.last == f"{LOST} No, 1 of 2", client.texts[-3:]
    client.press(pygame.K_DOWN)
    assert client.last == "Yes, 2 of 2", client.texts[-3:]
    client.press(pygame.K_RETURN)
    client.app.step(3)
    assert len(client.app.scenes) == 1 and table not in client.app.scenes, client.app.scenes
    assert ("closed", {}) in link.sent and not any(kind == "leave" for kind, _fields in link.sent)
    assert not any("lobby" in text for text in client.texts[-3:]), client.texts[-3:]
