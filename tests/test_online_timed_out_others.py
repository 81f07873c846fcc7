"""Another person's card played for them by the turn timer (found by ear: heard as their own,
"Ben: queen of hearts. Total 25."): a real server process on 127.0.0.1, 4 seconds a turn, the
headless app as Ana (who plays on her turn), Ben a protocol client in a thread who never plays.
His time runs out: Ana hears the notice, then the card said as played for him, "Played for Ben:
the queen of hearts. Total 25." (C-10; the exact sentences of each form, and the trick game's,
are in tests/test_timed_out_narration.py)."""

from __future__ import annotations

import asyncio
import re
import time

import pygame
import pytest

from game.counting.text import card_name
from game.net.client import Client
from game.scenes.online import OnlinePlan
from net_helpers import free_port
from online_people import PersonThread, join_first_free
from test_online_table import open_hosted_table, run_until, start_server, stop

NOTICE = "Ben's time ran out: a computer player plays this turn for them."


class IdleBen(PersonThread):
    """Ben joins the first table with a free seat, reports each update heard (his turn clock
    starts at once) and plays nothing until :attr:`stop` is set."""

    def __init__(self, url: str) -> None:
        super().__init__(url, 60)

    async def play(self) -> None:
        client = Client(self.url)
        await client.connect("Ben")
        await join_first_free(client)
        while not self.stop.is_set():
            await asyncio.sleep(0.05)
        await client.close()


@pytest.mark.long
def test_the_card_played_for_another_whose_time_ran_out_is_said_as_played_for_him(client, tmp_path):
    port = free_port()
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    url = f"ws://127.0.0.1:{port}"
    ben = IdleBen(url)
    try:
        table = open_hosted_table(client, OnlinePlan(url, "Ana", game="counting", players=2, computers=0,
                                                     cpu_delay=0.0, turn_timer=4, options=(("draw", "auto"),)), ben)
        session = table.session

        def heard() -> bool:
            return NOTICE in client.texts and client.texts.index(NOTICE) + 1 < len(client.texts)

        run_until(client, lambda: not client.app.announcer.speech_busy(), 30)
        end = time.monotonic() + 40
        while time.monotonic() < end and not heard():
            client.app.step(1)
            time.sleep(0.005)
            view = session.view()
            if (view.turn == table.seat and not session._pending_action and not session._incoming
                    and not client.app.announcer.speech_busy() and not table.actions_held()):
                client.press(pygame.K_1)  # Ana plays on her turn, within her 4 seconds
                if table.choice is not None:
                    client.press(pygame.K_RETURN)
        assert heard(), client.texts[-8:]
        line = client.texts[client.texts.index(NOTICE) + 1]
        view = session.view()  # (as the update that line said left it: the next move is seconds away)
        played = card_name(view.pile_top, "definite")
        assert line.startswith(f"Played for Ben: the {played}"), line
        assert re.fullmatch(rf"Played for Ben: the {re.escape(played)}( as [^.]+)?\. Total( stays| doubles to"
                            rf"| halves to)? \d+\.", line), line
        assert not any(text.startswith("Ben: ") for text in client.texts), client.texts
        assert ben.error is None, ben.error
    finally:
        ben.stop.set()
        ben.done.wait(10)
        stop(server)
