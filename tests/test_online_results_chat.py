"""Chat from the results of an online game: a real server process on 127.0.0.1, the headless app
as Ana (the host of a counting table of 3, 1 token each, cards drawn automatically, one computer
player) and Ben, a protocol client in a thread of his own who plays random legal cards, then stays
at the finished table and keeps the chat lines he receives. Every wait is bounded.

- F1 on the results lists M, the table's chat line, as at the table.
- M opens the same chat line as the table's ("Table chat message: ..."); a line typed there and
  sent with Enter reaches Ben (scope "table"), and comes back to Ana as "You say: ..." on the
  results, nothing else said again (was: M jumped to "Main menu"; nobody could chat from the
  results, only hear the others)."""

from __future__ import annotations

import asyncio
import random
import threading

import pygame
import pytest

from game.net.bots import CHOICE
from game.scenes.online import OnlinePlan
from online_people import PersonThread, join_first_free
from test_online_table import free_port, open_hosted_table, over, play_turns, run_until, start_server, stop
from test_online_lobby import type_text

DEADLINE = 90.0
CHAT_KEY = "M: write a chat line to everyone at this table."
ENTRY = "Table chat message: empty. Type, then press Enter. Escape cancels."


class Ben(PersonThread):
    """Plays random legal cards (seeded) until the game is over, then stays at the finished table
    until ``stop``, keeping every chat frame received (:attr:`chats`; :attr:`chatted` is set at
    each)."""

    def __init__(self, url: str) -> None:
        super().__init__(url, DEADLINE)
        self.chats: list[dict] = []
        self.chatted = threading.Event()

    def _frame(self, frame: dict) -> None:
        if frame.get("type") == "chat":
            self.chats.append(frame)
            self.chatted.set()

    async def play(self) -> None:
        from game.net.client import Client
        client = Client(self.url, on_frame=self._frame)
        await client.connect("Ben")
        await join_first_free(client)
        rng = random.Random(3)
        acted_at = -1
        while client.over is None and not self.stop.is_set():
            try:
                await client.wait_for(lambda m: m["type"] in ("update", "sync", "over"), 0.2)
            except (TimeoutError, asyncio.TimeoutError):
                pass
            if any(m["type"] in ("update", "sync", "over") for m in client.inbox) or client.over is not None:
                continue  # act on the latest view only
            if client.view is None or client.seq == acted_at:
                continue
            action = CHOICE["counting"](client.view, rng)
            if action is not None:
                acted_at = client.seq
                await client.act(action)
        while not self.stop.is_set():
            await asyncio.sleep(0.05)
        await client.close()


@pytest.mark.long
def test_m_on_the_results_opens_the_tables_chat_line_and_the_line_reaches_the_others(client, tmp_path):
    from game.scenes.results import GameResults
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    ben = Ben(url)
    try:
        plan = OnlinePlan(url, "Ana", game="counting", players=3, computers=1,
                          cpu_delay=0.0, options=(("draw", "auto"), ("tokens", 1)))
        open_hosted_table(client, plan, ben)
        play_turns(client, lambda: over(client))
        run_until(client, lambda: not client.app.announcer.speech_busy(), 20)
        results = client.app.top
        assert isinstance(results, GameResults) and results.link is not None
        client.app.step(90)  # (past the results' first second, when keys choose nothing)
        client.press(pygame.K_F1)
        run_until(client, lambda: client.app.top is not results, 5)
        help_page = client.app.top
        assert CHAT_KEY in help_page.lines, help_page.lines
        client.press(pygame.K_ESCAPE)
        run_until(client, lambda: client.app.top is results, 5)
        client.press(pygame.K_m)
        assert client.last == ENTRY
        type_text(client, "gg")
        sent = len(client.texts)
        client.press(pygame.K_RETURN)
        assert client.app.top is results
        run_until(client, lambda: "You say: gg" in client.texts[sent:], 20)
        assert ben.chatted.wait(10), ben.error
        assert [(chat["from"], chat["text"], chat["scope"]) for chat in ben.chats] == [("Ana", "gg", "table")]
        for _frame in range(60):
            client.app.step(1)
        assert client.texts[sent:] == ["You say: gg"], client.texts[sent:]  # (the results not said again)
        assert ben.error is None, ben.error
    finally:
        ben.stop.set()
        ben.join(10)
        stop(server)


class ResultsLink:
    """The link the results of an online game hold, without a server: keeps what is sent, gives the
    frames the test puts in :attr:`frames`, and is connected or not (:attr:`connected`)."""

    def __init__(self) -> None:
        self.sent: list[tuple[str, dict]] = []
        self.frames: list[dict] = []
        self.connected = True
        self.welcomed = "Ana"

    def send(self, kind: str, **fields) -> None:
        self.sent.append((kind, fields))

    def take(self) -> list:
        frames, self.frames = self.frames, []
        return frames

    def close(self) -> None:
        self.connected = False


def test_on_the_results_a_line_not_sent_is_said_and_the_line_stays(client):
    """The connection down: "Not connected: the message was not sent. ..." and the chat line stays
    open with its text (nothing sent); the server refusing it (too fast): said on the results as
    at the table. A local game's results have no chat key."""
    from game.scenes.results import GameResults
    from game.scenes.text_entry import TextEntry
    client.start()
    local = GameResults(client.app, None, ["Bob wins the game."], "counting")
    assert "chat" not in local.keys.intents()
    results = GameResults(client.app, None, ["Bob wins the game."], "counting")
    link = ResultsLink()
    results.online(link, 0)
    assert results.keys.intents()[0] == "chat"
    client.push(results)
    client.app.step(90)
    link.connected = False
    client.press(pygame.K_m)
    assert client.last == ENTRY
    type_text(client, "gg")
    client.press(pygame.K_RETURN)
    assert client.last == "Not connected: the message was not sent. Wait until the connection is back."
    assert isinstance(client.app.top, TextEntry) and link.sent == []
    link.connected = True
    client.press(pygame.K_RETURN)
    assert client.app.top is results and link.sent == [("chat", {"scope": "table", "text": "gg"})]
    link.frames.append({"type": "refused", "of": "chat", "reason": "rate_limited"})
    client.app.step(5)
    assert client.last == "Message not sent: too many messages at once. Wait a few seconds, then send it again."
