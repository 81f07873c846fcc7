"""Back at an online trick table in a new window (found by ear): a real server process on
127.0.0.1, the headless app as Ana (hosting; a second headless app is her new window, with the
token the first kept), Ben a protocol client in a thread who declares his bid (T-9), one
computer player. Ana's first app hears the bidding and the declare, then ends without leaving
(its connection closed, as when the game is killed); the new window comes back to the table:

- its situation line says the deal and the trumps once, without the game's name again (the
  table's opening words named it): "Deal 1. No trumps. Your turn. ..." (T-5, T-29);
- the deal's end and its summary score Ben's declare as his (T-16): "Ben declared 4 and took
  4: made, ..."; the premium that stood is taken from the view the table came back to, not from
  the events the first window heard.

Back only once the deal has ended (a computer played Ana's seat meanwhile), the deal's end and
its summary word Ben's declare from ``DealScored.premiums`` alone (T-16): the new window heard
neither the bidding nor the premium that stood, and the view it came back to is the next deal's.

Back during bidding (two people and the dummy), the situation line goes on with who else has bid,
as a game continued says it (T-7): "Nobody else has bid yet.", then "Ben has bid."."""

from __future__ import annotations

import asyncio
import random
import re
import threading

import pytest

from game.net.bots import CHOICE, play_latest_views
from game.scenes.online import OnlinePlan, OnlineStart
from online_people import PersonThread, join_first_free
from test_online_table import free_port, open_hosted_table, run_until, start_server, stop
from test_online_trick_table import play_deal, play_deal_until, settled, summary_open, trick_table

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


class BenDeclaresOneDeal(BenDeclares):
    """As :class:`BenDeclares` in deal 1; from deal 2 on he plays nothing (its bidding waits for
    him: the game stands still) and :attr:`deal_over` is set."""

    def __init__(self, url: str) -> None:
        super().__init__(url)
        self.deal_over = threading.Event()

    def _choose(self, view, rng):
        """Deal 1 as :class:`BenDeclares`; nothing after it."""
        if view["deal"] > 1:
            self.deal_over.set()
            return None
        return super()._choose(view, rng)


def counted(count: int, one: str, many: str) -> str:
    """"1 trick", "3 tricks" (the English plural the sentences use)."""
    return f"{count} {one if count == 1 else many}"


def declare_words(scored, ben: int) -> tuple[str, str, str | None]:
    """What the deal's end and summary say of Ben's declare (T-16), from the deal's facts
    (``DealScored``): the deal's end's sentence, Ben's summary line's first sentence, and, when he
    missed, Ana's (seat 0), its 30 from his missed declare (each line goes on with the bid
    cards); all whole sentences."""
    bid, took, points = scored.bids[ben], scored.tricks[ben], scored.points[ben]
    if scored.made[ben]:
        bonus = points - took - 30
        return (f"Ben declared {bid} and made it: 30 more.",
                f"Ben declared {bid} and took {took}: made, {counted(points, 'point', 'points')}: "
                f"{counted(took, 'trick', 'tricks')}, {bonus} bonus, 30 for the declare.", None)
    mine, taken, score = scored.bids[0], scored.tricks[0], scored.points[0]
    bonus = score - taken - 30
    parts = [counted(taken, "trick", "tricks")] + ([f"{bonus} bonus"] if bonus else []) + [
        "30 from Ben's missed declare"]
    return (f"Ben declared {bid} and took {took}: missed; the others score 30 each.",
            f"Ben declared {bid} and took {took}: missed, {counted(points, 'point', 'points')}.",
            f"You bid {mine} and took {taken}: {'made' if scored.made[0] else 'missed'}, "
            f"{counted(score, 'point', 'points')}: {', '.join(parts)}.")


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
        outcome = declare_words(scored, ben.seat)[0]  # one sentence: bid, tricks, premium (T-16, T-29)
        end = next((text for text in said if outcome in text), None)
        assert end is not None, said[-12:]
        assert end.count("Ben ") == 2 and "Ben bid" not in end, end  # Ben's sentence and the scores, once each
        assert not any("  " in text for text in said + lines), [text for text in said + lines if "  " in text]
        assert back.premiums == [(ben.seat, "declare")]
    finally:
        ben.stop.set()
        ben.done.wait(10)
        if second is not None:
            second.app.close()
        stop(server)


@pytest.mark.long
def test_back_in_a_new_window_after_the_deal_ended_its_end_and_summary_word_the_others_declare(
        client, tmp_path, monkeypatch):
    """Ana bids (no premium), Ben declares (T-9), the bidding's end is heard; Ana's app ends.
    Her seat is held 1 s, then a computer plays it (and her bid of deal 2) while Ben plays deal 1
    out; deal 2 waits for Ben's bid. Back in a new window: what she missed ends with deal 1's
    end, which says Ben's declare's outcome once ("Ben declared 3 and made it: 30 more." or "Ben
    declared 3 and took 2: missed; the others score 30 each."), and its summary reads Ben's line as a
    declare (T-16), with where the others' 30 came from when he missed."""
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log", hold=1)
    ben = BenDeclaresOneDeal(url)
    second = None
    try:
        plan = OnlinePlan(url, "Ana", game="tricks", players=3, computers=1, cpu_delay=0.0)
        table = open_hosted_table(client, plan, ben, trick_table)
        session = table.session
        play_deal_until(client, lambda: table.view.phase == "play" and bool(table.premiums))
        assert ben.seat == 2 and table.seat == 0 and table.premiums == [(ben.seat, "declare")]
        run_until(client, lambda: settled(client, table) and session._said >= session._seq
                  or session._reported >= session._seq, 20)
        client.app.step(10)
        session.link.close()  # the game ends without leaving; a computer takes the seat after 1 s
        assert ben.deal_over.wait(60), "deal 1 did not end while Ana was away"
        second = new_window(monkeypatch, tmp_path)
        second.start()
        second.push(OnlineStart(second.app, plan))
        run_until(second, lambda: trick_table(second) is not None, 30)
        back = trick_table(second)
        assert back.session.joined_in_play and back.deal_started is None
        run_until(second, lambda: summary_open(second) and not second.app.announcer.speech_busy(), 60)
        said = list(second.texts)
        assert not any(text.startswith("Bidding over") for text in said), said  # the bidding was not heard again
        scored = back.last_scored
        assert scored is not None and scored.deal == 1 and back.view.deal == 2
        assert scored.premiums == ((ben.seat, "declare"),) and back.premiums == [(ben.seat, "declare")]
        outcome, bens_line, anas_line = declare_words(scored, ben.seat)
        end = next(text for text in said if re.match(r"You (bid|declared|revealed) \d+ and (made it|took \d+: missed)[.;]", text))
        assert outcome in end, end
        assert end.count("Ben ") == 2 and "Ben bid" not in end, end  # Ben's sentence and the scores, once each
        lines = second.app.top.lines
        assert lines == back.summary_lines()
        assert any(line.startswith(f"{bens_line} Bid cards: ") for line in lines), lines
        if anas_line is not None:
            assert any(line.startswith(f"{anas_line} Bid cards: ") for line in lines), lines
        assert not any("  " in text for text in said + lines)
    finally:
        ben.stop.set()
        ben.done.wait(10)
        if second is not None:
            second.app.close()
        stop(server)


class BenBidsWhenTold(PersonThread):
    """Ben joins the first table with a free seat and bids his first three cards (no premium,
    T-6) once :attr:`bid_now` is set; nothing else (the game waits for the bids)."""

    def __init__(self, url: str) -> None:
        super().__init__(url, DEADLINE)
        self.bid_now = threading.Event()
        self.seat: int | None = None

    def excused(self, exc: BaseException) -> bool:
        """Stopped at the end of the test (``stop`` set): no error."""
        return self.stop.is_set()

    async def play(self) -> None:
        client = await self.connect("Ben")
        await join_first_free(client)
        while not self.bid_now.is_set() and not self.stop.is_set():
            await asyncio.sleep(0.05)
        while not self.stop.is_set() and (client.view is None or client.view.get("phase") != "bidding"):
            await asyncio.sleep(0.05)
        if not self.stop.is_set():
            view = client.view
            self.seat = view["seat"]
            await client.act({"player": view["seat"], "bid": view["hand"][:3], "premium": None})
        while not self.stop.is_set():
            await asyncio.sleep(0.05)
        await client.close()


def back_in_a_new_window(old, plan, monkeypatch, tmp_path):
    """``old`` (an app at the trick table) ends without leaving (its connection closed: the seat
    is held); a new window comes back to the table with the token kept. Returns the new app's
    driver and its table once nothing waits to be said there."""
    trick_table(old).session.link.close()
    window = new_window(monkeypatch, tmp_path)
    window.start()
    window.push(OnlineStart(window.app, plan))
    run_until(window, lambda: trick_table(window) is not None, 30)
    back = trick_table(window)
    assert back.session.joined_in_play
    run_until(window, lambda: settled(window, back) and not back.session._incoming, 30)
    window.app.step(30)
    return window, back


@pytest.mark.long
def test_back_during_bidding_says_who_else_has_bid_as_a_game_continued_does(client, tmp_path, monkeypatch):
    """T-7, T-29 (found by ear: a game continued during bidding says who has bid; the return to an
    online table did not): two people and the dummy (T-19). Ana back in a new window before Ben
    bid hears "... Nobody else has bid yet." after her bid prompt; back again once he bid, "...
    Ben has bid." (the dummy's bid is never awaited)."""
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log", hold=120)
    ben = BenBidsWhenTold(url)
    windows = []
    try:
        plan = OnlinePlan(url, "Ana", game="tricks", players=2, cpu_delay=0.0)
        table = open_hosted_table(client, plan, ben, trick_table)
        run_until(client, lambda: settled(client, table) and table.view.phase == "bidding", 30)
        client.app.step(10)
        from game.tricks import text as words

        def bid_line(window) -> str:
            """The situation line said on the return (it opens with the deal, T-29)."""
            return next(text for text in reversed(window.texts) if text.startswith("Deal 1."))

        window, back = back_in_a_new_window(client, plan, monkeypatch, tmp_path)
        windows.append(window)
        view = back.view
        assert view.phase == "bidding" and view.bid is None
        assert [seat for seat, bid in enumerate(view.has_bid) if bid] == [view.dummy]  # (always bid, T-19)
        assert bid_line(window) == (f"Deal 1. No trumps. {words.bid_prompt_text(view, back.focus)} "
                                          "Nobody else has bid yet.")
        ben.bid_now.set()
        run_until(window, lambda: ben.seat is not None and back.view.has_bid[ben.seat]
                  and settled(window, back), 30)
        window.app.step(10)
        window, back = back_in_a_new_window(window, plan, monkeypatch, tmp_path)
        windows.append(window)
        view = back.view
        assert view.phase == "bidding" and view.bid is None and view.has_bid[ben.seat]
        assert bid_line(window) == (f"Deal 1. No trumps. {words.bid_prompt_text(view, back.focus)} "
                                          "Ben has bid.")
    finally:
        ben.stop.set()
        ben.done.wait(10)
        for window in windows:
            window.app.close()
        stop(server)
    assert ben.error is None, ben.error
