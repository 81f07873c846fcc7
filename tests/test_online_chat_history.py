"""Found by ear online, at a table made by ``--connect URL --game``: one who took its last seat
was told "Every seat is taken. Waiting for Ana to start the game." while Ana's app starts it by
itself (now "The game is starting."); and typing a chat line filled the history and the
on-screen log with its key echoes (tests/test_text_entry_history.py), which are said, never
kept: the line sent comes back as a message and is kept. A real server process on 127.0.0.1
where the network is involved; every wait is bounded."""

from __future__ import annotations

import asyncio
import threading

import pygame
import pytest

from game.scenes.online import OnlinePlan, OnlineStart
from tests.online_people import PersonThread
from tests.test_online_lobby import type_text
from tests.test_online_table import free_port, run_until, start_server, stop

DEADLINE = 60.0
"""Seconds Ana's side may take at most."""

INTRO = "Table chat message: empty. Type, then press Enter. Escape cancels."


class Ana(PersonThread):
    """Ana creates a trick table of 3 with a computer player as the app's ``--connect URL --game``
    does (``start_when_full``: her app starts it once every seat is taken), starts it once
    :attr:`go` is set (the test hears the others' wait first), and stays until :attr:`stop`."""

    def __init__(self, url: str) -> None:
        super().__init__(url, DEADLINE)
        self.created = threading.Event()
        self.go = threading.Event()
        self.chats: list[dict] = []

    async def play(self) -> None:
        client = await self.connect("Ana")
        await client.create("tricks", {"players": 3}, computers=1, cpu_delay=0, start_when_full=True)
        await client.wait_for("table", 20)
        self.created.set()
        await client.wait_for(lambda m: m["type"] == "table" and not m["table"]["free"], 40)
        while not self.go.is_set():
            await asyncio.sleep(0.02)
        await client.start()
        while not self.stop.is_set():
            try:
                self.chats.append(await client.wait_for("chat", 0.1))
            except TimeoutError:
                pass
        await client.close()


def tricks_table(client):
    """The trick game's table when it is the top scene, else None."""
    from game.tricks.scenes.table import TricksTable
    top = client.app.top
    return top if isinstance(top, TricksTable) else None


@pytest.mark.long
def test_at_a_table_that_starts_by_itself_one_hears_it_starts_and_a_chat_line_keeps_only_what_was_sent(
        client, tmp_path):
    """Ben (the app, ``--join``) takes the last seat of Ana's table, which her app starts by
    itself: he hears "Every seat is taken. The game is starting.", never that he waits for Ana
    to start it. In the game he presses M, types "hello Ana" and Enter: each key is said, and
    the history and the on-screen log then hold exactly the chat line's field and the message
    that came back; Page Up reads the field, not "a"."""
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    ana = Ana(url)
    try:
        ana.start()
        assert ana.created.wait(20)
        client.start()
        scene = OnlineStart(client.app, OnlinePlan(url, "Ben", join=True))
        client.push(scene)
        history = client.app.announcer.history
        starting = "Every seat is taken. The game is starting."
        run_until(client, lambda: starting in client.texts, 20)
        assert history.items()[-2:] == ["You joined Ana's table.", starting]
        client.press(pygame.K_SPACE)
        assert client.last == f"{starting} At table 1: Ana, a computer player, you. Ana is the host."
        ana.go.set()
        run_until(client, lambda: tricks_table(client) is not None, 30)
        run_until(client, lambda: "Bob has bid." in client.texts and not client.app.announcer.speech_busy(), 30)
        assert not any("to start the game" in line for line in history.items()), history.items()
        kept, shown = len(history.items()), len(history.shown())
        client.press(pygame.K_m)
        type_text(client, "hello Ana")
        assert client.texts[-9:] == ["h", "e", "l", "l", "o", "space", "capital A", "n", "a"]
        client.press(pygame.K_RETURN)
        run_until(client, lambda: "You say: hello Ana" in client.texts, 20)
        client.frames(3)
        assert history.items()[kept:] == [INTRO, "You say: hello Ana"]
        assert history.shown()[shown:] == [INTRO, "You say: hello Ana"]
        client.press(pygame.K_PAGEUP)
        assert client.last == INTRO
    finally:
        ana.stop.set()
        ana.join(DEADLINE)
        stop(server)
    assert ana.error is None, ana.error
    assert [(chat["from"], chat["text"]) for chat in ana.chats] == [("Ben", "hello Ana")]


@pytest.mark.parametrize("auto_start", [True, False])
def test_the_app_tells_the_server_when_it_starts_its_table_by_itself(client, auto_start):
    """``--connect URL --game``: the app starts its table once every seat is taken, and its
    ``create`` says so (``start_when_full``), so the others are told the game is starting; a
    table made from the lobby (S starts it) says nothing of the kind."""
    from tests.test_remote_session import Link
    link = Link()
    client.start()
    scene = OnlineStart(client.app, OnlinePlan("ws://127.0.0.1:1", "Ana", game="tricks", players=3, computers=1),
                        link_factory=lambda *args: link)
    scene.auto_start = auto_start
    client.push(scene)
    link.frames = [{"type": "link_welcome", "token": "0" * 64, "name": "Ana"},
                   {"type": "lobby", "tables": [], "online": 1}]
    client.frames(2)
    created = [fields for kind, fields in link.sent if kind == "create"]
    assert len(created) == 1 and created[0].get("start_when_full", False) is auto_start


def test_a_table_that_starts_by_itself_with_its_host_away_does_not_say_it_is_starting(client):
    """The host's app starts the table only while connected: with the host away, Ben hears that
    Ana is away and who becomes the host, not "The game is starting."."""
    from tests.online_frames import waiting_summary
    from tests.test_remote_session import Link
    link = Link()
    client.start()
    scene = OnlineStart(client.app, OnlinePlan("ws://127.0.0.1:1", "Ben"), link_factory=lambda *args: link)
    scene.joined, scene.auto_start = True, False
    client.push(scene)
    present, away = waiting_summary(), waiting_summary(connected=False)
    present["starts_when_full"] = away["starts_when_full"] = True
    link.frames = [{"type": "link_welcome", "token": "0" * 64, "name": "Ben"},
                   {"type": "table", "table": present, "you": 2}]
    client.frames(2)
    assert client.texts[-2:] == ["You joined Ana's table.", "Every seat is taken. The game is starting."]
    link.frames = [{"type": "table", "table": away, "you": 2}]
    client.frames(2)
    assert client.last == ("Every seat is taken. Ana, the host, is not connected. If Ana is not back soon, "
                           "you become the host.")
