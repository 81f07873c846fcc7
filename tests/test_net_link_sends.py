"""The app's link sends what the screen asks as soon as the screen has seen the welcome.

Found in CI (a loaded machine): the online screen took the welcome and the lobby, sent ``create``,
and nothing came back: the send had been dropped because the link's loop had not yet marked the
connection up (it did so only once ``Client.connect`` had returned, a few loop turns after the
frames had been given to the screen). The player would have heard "Connecting as Ana ..." and
then nothing, for ever."""

from __future__ import annotations

import asyncio
import time

from game.net.client import Client
from game.net.link import Link
from net_helpers import serve_process, stop_process


def test_a_send_made_on_seeing_the_lobby_is_not_dropped_while_the_hello_returns(tmp_path, monkeypatch):
    """``Client.connect`` made slow to return after the welcome (as on a loaded machine): the
    screen, seeing the lobby, sends ``create``; the table that answers it comes."""
    connect = Client.connect

    async def slow_connect(self, *args, **kwargs):
        reply = await connect(self, *args, **kwargs)
        await asyncio.sleep(0.5)  # the frames are the screen's meanwhile
        return reply

    monkeypatch.setattr(Client, "connect", slow_connect)
    process, port = serve_process(tmp_path)
    link = None
    try:
        link = Link(f"ws://127.0.0.1:{port}", "Ana", backoff=(30.0,))
        seen: list[str] = []
        sent = False
        end = time.monotonic() + 15
        while time.monotonic() < end and "table" not in seen:
            for frame in link.take():
                seen.append(frame["type"])
                if frame["type"] == "lobby" and not sent:
                    sent = True
                    link.send("create", game="counting", options={"players": 2}, computers=1)
            time.sleep(0.01)
        assert seen[:3] == ["welcome", "link_welcome", "lobby"]
        assert "table" in seen, seen
    finally:
        if link is not None:
            link.close()
        stop_process(process)
        process.stderr.close()
