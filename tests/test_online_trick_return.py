"""Back at an online trick table in a new window (found by ear): a real server process on
127.0.0.1, the headless app as Ana (hosting; a second headless app is her new window, with the
token the first kept), Ben a protocol client in a thread who declares his bid (T-9), one
computer player. Ana's first app hears the bidding and the declare, then ends without leaving
(its connection closed, as when the game is killed); the new window comes back to the table:

- its situation line says the deal and the trumps once, without the game's name again (the
  table's opening words named it): "Deal 1. No trumps. Your turn. ..." (T-5, T-29);
- the deal's end and its summary score Ben's declare as his (T-16): "Ben declared 4 and took
  4: made, ..."; the premium that stood is taken from the view the table came back to, not from
  the events the first window heard."""

from __future__ import annotations

import random

import pytest

from game.net.bots import CHOICE
from game.scenes.online import OnlinePlan, OnlineStart
from online_people import PersonThread, join_first_free, play_latest_views
from test_online_table import free_port, open_hosted_table, run_until, start_server, stop
from test_online_trick_table import play_deal, play_deal_until, settled, trick_table

DEADLINE = 120.0
"""Seconds Ben's side may take at most."""


class BenDeclares(PersonThread):
    """Ben joins the first table with a free seat, bids his first three cards and declares
    them (T-9), then plays random legal cards from the latest view."""

    def __init__(self, url: str) -> None:
        super().__init__(url, DEADLINE)
        self.seat: int | None = None

    def excused(self, exc: BaseException) -> bool:
        """Stopped at the end of the test (``stop`` set): no error."""
        return self.stop.is_set()

    async def play(self) -> None:
        client = await self.connect("Ben")
        await join_first_free(client)
        await play_latest_views(client, "tricks", random.Random(7), self.stop, choose=self._choose)
        await client.close()

    def _choose(self, view, rng):
        """A random legal action, but the bid is his first three cards, declared."""
        self.seat = view["seat"]
        action = CHOICE["tricks"](view, rng)
        if action is not None and "bid" in action:
            action = {"player": view["seat"], "bid": view["hand"][:3], "premium": "declare"}
        return action


def new_window(monkeypatch, tmp_path):
    """A second headless app (the same settings and data folders: the token the first one
    kept is found), as the ``client`` fixture makes it."""
    import pygame

    from conftest import ClientDriver
    from game.app import App
    from game.settings import Settings
    from game.speech import RecordingSpeech
    speech = RecordingSpeech()
    app = App(Settings(), backend=speech, sound=False)
    app.think_in_worker = False
    app.fixed_search = True
    pygame.event.clear()
    return ClientDriver(app, speech)


@pytest.mark.long
def test_back_in_a_new_window_the_deal_and_trumps_are_said_once_and_the_others_declare_is_scored(
        client, tmp_path, monkeypatch):
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log", hold=120)
    ben = BenDeclares(url)
    second = None
    try:
        plan = OnlinePlan(url, "Ana", game="tricks", players=3, computers=1, cpu_delay=0.0)
        table = open_hosted_table(client, plan, ben, trick_table)
        session = table.session
        play_deal_until(client, lambda: table.view.phase == "play" and bool(table.premiums))
        assert ben.seat is not None and table.premiums == [(ben.seat, "declare")]
        run_until(client, lambda: settled(client, table) and session._said >= session._seq
                  or session._reported >= session._seq, 20)
        client.app.step(10)
        session.link.close()  # the game ends without leaving: its seat is held
        second = new_window(monkeypatch, tmp_path)
        second.start()
        second.push(OnlineStart(second.app, plan))
        run_until(second, lambda: trick_table(second) is not None, 30)
        back = trick_table(second)
        assert back.session.joined_in_play
        run_until(second, lambda: settled(second, back) and not back.session._incoming, 30)
        second.app.step(30)
        said = list(second.texts)
        view = back.view
        assert view.deal == 1 and view.trumps is None
        line = next(text for text in said if text.startswith("Deal 1."))
        from game.tricks import text as words
        if view.turn_controller == back.seat:
            assert line == f"Deal 1. No trumps. {words.your_turn_text(back.me, view, back._focused_card())}"
            assert line.startswith("Deal 1. No trumps. Your turn. ")
        else:
            assert line == f"Deal 1. No trumps. {words.table_text(back.me, view)}"
        assert sum("Trick game" in text for text in said) == 1, said  # the opening words only
        play_deal(second)
        scored = back.last_scored
        assert scored is not None
        bid, took = scored.bids[ben.seat], scored.tricks[ben.seat]
        run_until(second, lambda: any(text.startswith("Deal 1 summary") for text in second.texts)
                  and not second.app.announcer.speech_busy(), 30)
        said = list(second.texts)
        lines = back.summary_lines()  # what Up and Down read on the deal summary
        assert any(line.startswith(f"Ben declared {bid} and took {took}: ") for line in lines), lines
        outcome = ("Ben declared and made it: 30 more." if scored.made[ben.seat]
                   else "Ben declared and missed: the others score 30 each.")
        assert any(outcome in text for text in said), said[-12:]
        assert not any("  " in text for text in said + lines), [text for text in said + lines if "  " in text]
        assert back.premiums == [(ben.seat, "declare")]
    finally:
        ben.stop.set()
        ben.done.wait(10)
        if second is not None:
            second.app.close()
        stop(server)
