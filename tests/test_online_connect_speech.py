"""What a person hears from ``--connect`` to an online game's first words (issue 19, found by ear):
the server once ("Connecting as Ana to 127.0.0.1, port 8833.": not the whole address, which took
8.6 s to say), then "Connected as Ana."; what
happened at the table before the start (the table created or joined, who joined) is heard whole
before the game's opening words, never dropped when the table opens, while what the table waited
for ("Waiting for 1 more person.") is dropped once it is no longer true. A real server process on
127.0.0.1; the app spoken by a fake engine that takes time on the app's game time
(tests/timed_speech.py), whose clock stands still while the other person acts, so the order is
exact."""

from __future__ import annotations

import asyncio
import threading
import time

import pygame
import pytest

from game.scenes.online import OnlinePlan, OnlineStart
from tests.online_people import PersonThread, join_first_free
from tests.test_online_table import free_port, run_until, start_server, stop, table_of
from tests.timed_speech import TimedSpeech, app_timed_speech

DEADLINE = 60.0
"""Seconds the protocol person's side may take at most."""

OPENING = "Counting game, 3 players, 2 tokens each, 3 cards in hand. Cards are drawn for you."


class Ben(PersonThread):
    """Ben joins the first table with a free seat, says so (:attr:`joined`), and stays until the
    test is done (:attr:`stop`)."""

    def __init__(self, url: str) -> None:
        super().__init__(url, DEADLINE)
        self.joined = threading.Event()

    async def play(self) -> None:
        client = await self.connect("Ben")
        await join_first_free(client)
        await client.wait_for("table", 20)
        self.joined.set()
        while not self.stop.is_set():
            await asyncio.sleep(0.05)
        await client.close()


class Dan(PersonThread):
    """Dan creates a counting table of 3 (2 tokens, automatic draw) with a computer player, starts
    it once every seat is taken (:attr:`started`), and stays until the test is done."""

    def __init__(self, url: str) -> None:
        super().__init__(url, DEADLINE)
        self.created = threading.Event()
        self.started = threading.Event()

    async def play(self) -> None:
        client = await self.connect("Dan")
        await client.create("counting", {"players": 3, "draw": "auto", "tokens": 2}, computers=1, cpu_delay=0)
        await client.wait_for("table", 20)
        self.created.set()
        await client.wait_for(lambda m: m["type"] == "table" and not m["table"]["free"], 40)
        await client.start()
        await client.wait_for("update", 20)
        self.started.set()
        while not self.stop.is_set():
            await asyncio.sleep(0.05)
        await client.close()


def connecting(port: int) -> str:
    """The first line Ana hears: the server's host and port, not its whole address."""
    return f"Connecting as Ana to 127.0.0.1, port {port}."


def timed(client) -> TimedSpeech:
    """The app spoken by the timed engine on its game time (60 frames a second), slowly: the
    connecting line takes over 6 s to say, so the table is there (and Ben sits down) while it is said
    even on a loaded machine."""
    return app_timed_speech(client, seconds_per_char=0.15)


def heard_until_opening(client, speech: TimedSpeech, first: str) -> list:
    """What was spoken from ``first`` to the game's opening words, once they are said whole."""
    run_until(client, lambda: table_of(client) is not None, 30)
    run_until(client, lambda: OPENING in speech.texts and speech.idle(), 30)
    start = speech.texts.index(first)
    return speech.log[start:speech.texts.index(OPENING) + 1]


def _link_holds(scene: OnlineStart, wanted) -> bool:
    """True when the frames ``scene``'s link has received and the scene not yet taken include
    one ``wanted`` picks (a peek: nothing is taken)."""
    with scene.link._lock:
        return any(wanted(frame) for frame in scene.link._frames)


def run_on_frames(client, scene: OnlineStart, test, seconds: float) -> None:
    """:func:`run_until`, but the app's clock moves (a frame) only when ``scene``'s link holds a
    frame to take: it stands still while the server answers, so the connecting line is still
    being said when the answer comes however long the round trip takes (stepping meanwhile, a
    loaded machine's slow round trip could outlast the line's 400 frames)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if test():
            return
        if _link_holds(scene, lambda frame: True):
            client.app.step(1)
        else:
            time.sleep(0.005)
    raise AssertionError(f"not reached within {seconds} s; said: {client.texts[-8:]}")


@pytest.mark.long
def test_the_host_hears_the_table_created_and_who_joined_before_the_game_opens(client, tmp_path):
    """``--connect URL --name Ana --game counting --players 3 --computers 1``; Ben joins while
    Ana still hears that she is connecting: she hears the address once, "Connected as Ana.",
    "You created table 1." and "Ben joined the table.", each whole, then "Starting the game." (the
    screen started it by itself: said once, as S says it), then the game's opening;
    "Waiting for 1 more person." (untrue once Ben sat down) is never said, nor kept in the history
    (Page Up would say it as if it were so).
    They were said after 16 s of the address read twice and dropped when the game began."""
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    ben = Ben(url)
    try:
        speech = timed(client)
        client.start()
        plan = OnlinePlan(url, "Ana", game="counting", players=3, computers=1, cpu_delay=0.0,
                          options=(("draw", "auto"), ("tokens", 2)))
        scene = OnlineStart(client.app, plan)
        client.push(scene)
        run_on_frames(client, scene, lambda: scene.summary is not None, 20)  # table 1 is there
        assert speech.texts[-1] == connecting(port) and not speech.idle()
        ben.start()
        assert ben.joined.wait(20)  # (the app's clock stands still meanwhile: Ana is still hearing the address)
        heard = heard_until_opening(client, speech, connecting(port))
        assert [spoken.text for spoken in heard] == [connecting(port), "Connected as Ana.",
                                                     "You created table 1.", "Ben joined the table.",
                                                     "Starting the game.", OPENING]
        assert all(spoken.cut_at is None for spoken in heard)
        history = client.app.announcer.history.items()
        assert history.count("Starting the game.") == 1
        assert "Waiting for 1 more person." not in history and "Waiting for 1 more person." not in speech.texts
        assert sum(f"port {port}" in text for text in history) == 1
    finally:
        ben.stop.set()
        ben.join(DEADLINE)
        stop(server)
    assert ben.error is None, ben.error


@pytest.mark.long
def test_one_who_joins_hears_it_before_the_game_opens(client, tmp_path):
    """``--connect URL --name Ana --join``: Dan's table fills with Ana and he starts it at once.
    Ana hears the address once, "Connected as Ana." and "You joined Dan's table.", each whole,
    then the game's opening; "Every seat is taken. Waiting for Dan to start the game." (untrue
    once he started) is not said, nor kept in the history."""
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    dan = Dan(url)
    try:
        dan.start()
        assert dan.created.wait(20)
        speech = timed(client)
        client.start()
        scene = OnlineStart(client.app, OnlinePlan(url, "Ana", join=True))
        client.push(scene)
        run_on_frames(client, scene, lambda: scene.joined, 20)  # the join is sent
        assert dan.started.wait(20)  # (the app's clock stands still meanwhile)
        heard = heard_until_opening(client, speech, connecting(port))
        assert [spoken.text for spoken in heard] == [connecting(port), "Connected as Ana.",
                                                     "You joined Dan's table.", OPENING]
        assert all(spoken.cut_at is None for spoken in heard)
        assert "Every seat is taken. Waiting for Dan to start the game." not in client.app.announcer.history.items()
    finally:
        dan.stop.set()
        dan.join(DEADLINE)
        stop(server)
    assert dan.error is None, dan.error


@pytest.mark.long
def test_back_from_help_the_host_hears_who_joined_meanwhile_not_the_old_wait(client, tmp_path):
    """Found by ear: F1 over a table not started; Ben sat down while the help was read; Escape
    said "Waiting for 1 more person. ..." (untrue for 20 s by then). Now the frames that came
    under the help are taken first: "Ben joined the table." and where things stand now."""
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    ben = Ben(url)
    try:
        client.start()
        plan = OnlinePlan(url, "Ana", game="counting", players=3, computers=1, cpu_delay=0.0,
                          options=(("draw", "auto"), ("tokens", 2)))
        scene = OnlineStart(client.app, plan)
        scene.auto_start = False
        client.push(scene)
        run_until(client, lambda: scene.summary is not None, 20)
        client.press(pygame.K_F1)
        assert client.app.top is not scene
        ben.start()
        assert ben.joined.wait(20)
        # (the help is on top: the table takes no frame meanwhile) until Ana's link holds the
        # table Ben sat at (Ben's own table frame can come first: a loaded machine took Escape
        # before Ana's frames were there, and the status was said, rightly then)
        run_until(client, lambda: _link_holds(scene, lambda frame: frame.get("type") == "table"
                                              and not frame["table"]["free"]), 20)
        client.clear()
        client.press(pygame.K_ESCAPE)
        client.frames(5)
        assert client.app.top is scene
        assert not any(text.startswith("Waiting for 1 more person.") for text in client.texts), client.texts
        assert client.texts[:2] == ["Ben joined the table.", "Every seat is taken. S starts the game."], client.texts
    finally:
        ben.stop.set()
        ben.join(DEADLINE)
        stop(server)
    assert ben.error is None, ben.error


def _ana_creates(client, url: str) -> OnlineStart:
    """``--connect URL --name Ana --game counting --players 3 --computers 1`` (the start sent by
    itself once every seat is taken): run until table 1 is there, its lines still waiting behind
    the connecting line."""
    plan = OnlinePlan(url, "Ana", game="counting", players=3, computers=1, cpu_delay=0.0,
                      options=(("draw", "auto"), ("tokens", 2)))
    scene = OnlineStart(client.app, plan)
    client.push(scene)
    run_on_frames(client, scene, lambda: scene.summary is not None, 20)
    return scene


@pytest.mark.long
def test_s_while_the_start_is_not_yet_heard_says_starting_and_no_line_from_before_it(client, tmp_path):
    """Found by ear: Ben sat down while Ana heard that she was connecting; the screen started the
    game by itself; Ana pressed S and heard "The game has already started.", then "Connected as
    Ana.", "You created table 1." and "Ben joined the table." (stale). Now S says "Starting the
    game." and the game's opening follows; the lines from before the start, superseded, are not
    said (the history keeps them, in their order, before the start)."""
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    ben = Ben(url)
    try:
        # slower than timed(): the connecting line lasts 9 s of frames, the round trip of the start
        # included (slower still, the opening would outlast the queue's stuck engine's 22 s)
        speech = app_timed_speech(client, seconds_per_char=0.2)
        client.start()
        scene = _ana_creates(client, url)
        ben.start()
        assert ben.joined.wait(20)
        run_on_frames(client, scene, lambda: scene._opening is not None, 20)  # the game is on, not heard yet
        assert speech.texts[-1] == connecting(port) and not speech.idle()
        client.press(pygame.K_s)
        heard = heard_until_opening(client, speech, connecting(port))
        assert [spoken.text for spoken in heard] == [connecting(port), "Starting the game.", OPENING]
        assert heard[1].cut_at is None and heard[2].cut_at is None
        assert "Ben joined the table." not in speech.texts
        history = client.app.announcer.history.items()
        assert "The game has already started." not in history
        start = history.index(connecting(port))
        assert history[start:start + 5] == [connecting(port), "Connected as Ana.", "You created table 1.",
                                            "Ben joined the table.", "Starting the game."]
        assert history.count("Starting the game.") == 1  # (the line the start sent by itself said: S's in its place)
    finally:
        ben.stop.set()
        ben.join(DEADLINE)
        stop(server)
    assert ben.error is None, ben.error


@pytest.mark.long
def test_back_from_help_the_held_lines_come_in_order_without_the_status_first(client, tmp_path):
    """Found by ear: F1 while "Connecting ..." was said held "Connected as Ana.", "You created
    table 1." and "Waiting for 1 more person." under the help; Escape said the status first
    ("Waiting for 1 more person. At table 1: ...") and then the held lines, the wait twice. Now
    the held lines alone, in order."""
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    try:
        speech = timed(client)
        client.start()
        scene = _ana_creates(client, url)
        assert speech.texts[-1] == connecting(port) and not speech.idle()
        client.press(pygame.K_F1)
        assert client.app.top is not scene
        client.frames(30)
        back = len(speech.texts)
        client.press(pygame.K_ESCAPE)
        assert client.app.top is scene
        run_until(client, lambda: speech.idle() and "Waiting for 1 more person." in speech.texts[back:], 20)
        client.frames(30)
        assert speech.texts[back:] == ["Connected as Ana.", "You created table 1.", "Waiting for 1 more person."]
        client.press(pygame.K_SPACE)  # (the status: who sits, the host)
        assert speech.texts[-1] == "Waiting for 1 more person. At table 1: you, a computer player. You are the host."
    finally:
        stop(server)


class DanCreates(PersonThread):
    """Dan creates a counting table of 3 (2 tokens, automatic draw) with a computer player
    (:attr:`created`) and stays until the test is done."""

    def __init__(self, url: str) -> None:
        super().__init__(url, DEADLINE)
        self.created = threading.Event()

    async def play(self) -> None:
        client = await self.connect("Dan")
        await client.create("counting", {"players": 3, "draw": "auto", "tokens": 2}, computers=1, cpu_delay=0)
        await client.wait_for("table", 20)
        self.created.set()
        while not self.stop.is_set():
            await asyncio.sleep(0.05)
        await client.close()


@pytest.mark.long
def test_back_from_help_in_the_lobby_the_held_lines_come_in_order_without_the_status_first(client, tmp_path):
    """Found by ear, as at a table not started (the test above): F1 while the lobby said
    "Connecting ..." held "Lobby. No tables. N creates one." under the help; Escape said the
    status first and then the held line, the same words twice. Now the held line alone; a table
    created under the help is said after it ("Tables changed: 1 table."), then where one is (no
    held line says it)."""
    from game.scenes.lobby import Lobby
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    dan = DanCreates(url)
    try:
        speech = timed(client)
        client.start()
        lobby = Lobby(client.app, url, "Ana")
        client.push(lobby)
        run_until(client, lambda: lobby.listed, 20)  # its line waits behind the connecting line
        assert speech.texts[-1] == connecting(port) and not speech.idle()
        client.press(pygame.K_F1)
        assert client.app.top is not lobby
        client.frames(30)
        back = len(speech.texts)
        client.press(pygame.K_ESCAPE)
        assert client.app.top is lobby
        run_until(client, lambda: speech.idle() and len(speech.texts) > back, 20)
        client.frames(30)
        assert speech.texts[back:] == ["Lobby. No tables. N creates one."]
        client.press(pygame.K_F1)
        dan.start()
        assert dan.created.wait(20)
        run_until(client, lambda: _link_holds(lobby, lambda frame: frame.get("type") in ("lobby", "lobby_changes")), 20)
        client.frames(30)
        back = len(speech.texts)
        client.press(pygame.K_ESCAPE)
        run_until(client, lambda: speech.idle() and len(speech.texts) > back + 1, 20)
        client.frames(30)
        assert speech.texts[back:] == [
            "Tables changed: 1 table.",
            "Lobby. Table 1, counting game, 2 tokens: Dan and a computer player; 1 free seat, waiting to start. "
            "1 of 1."]
    finally:
        dan.stop.set()
        if dan.ident is not None:
            dan.join(DEADLINE)
        stop(server)
    assert dan.error is None, dan.error
