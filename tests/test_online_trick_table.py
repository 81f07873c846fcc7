"""The trick game's table online (issue 19): a real server process on 127.0.0.1, the headless app
as Ana (the trick table played through a RemoteSession, its actions answered later by the
server), Ben a protocol client in a thread of his own, one computer player. A whole deal: Ana
bids by marking three cards and confirming (T-6, T-28), plays her cards, hears Ben named, and the
deal ends with its summary; Enter goes on to deal 2."""

from __future__ import annotations

import asyncio
import random
import re
import threading
import time

import pygame
import pytest

from game.net.bots import play_latest_views
from game.scenes.online import OnlinePlan, OnlineStart
from online_frames import trick_frames, trick_table as online_trick_table, tricks_summary, update
from online_people import PersonThread, join_first_free
from test_online_table import free_port, open_hosted_table, run_until, start_server, stop

DEADLINE = 90.0
"""Seconds the deal may take at most (the test fails after)."""


class Ben(PersonThread):
    """A person at the trick table through the protocol client: joins the first table with a
    free seat and plays random legal choices until ``stop`` is set or the game ends."""

    def __init__(self, url: str) -> None:
        super().__init__(url, DEADLINE)

    def excused(self, exc: BaseException) -> bool:
        """Stopped by the deadline: the test says what it missed."""
        return isinstance(exc, (TimeoutError, asyncio.TimeoutError))

    async def play(self) -> None:
        client = await self.connect("Ben")
        await join_first_free(client)
        await play_latest_views(client, "tricks", random.Random(5), self.stop)
        await client.close()


def trick_table(client):
    from game.tricks.scenes.table import TricksTable
    for scene in reversed(client.app.scenes):
        if isinstance(scene, TricksTable):
            return scene
    return None


def summary_open(client) -> bool:
    from game.tricks.scenes.summary import DealSummary
    return isinstance(client.app.top, DealSummary)


def settled(client, table) -> bool:
    """Nothing waits to be said or answered: Ana's next key acts on what she heard."""
    session = table.session
    return (not session._pending_action and not session._incoming and table._bid_sent is None
            and not client.app.announcer.speech_busy())


def play_deal(client, seconds: float = DEADLINE, premium: int = 0) -> None:
    """Ana bids (Space marks the focused card, Right moves, Enter confirms, Down ``premium``
    times and Enter takes the premium choice, T-28) and plays the focused card on her turn, until
    the deal summary opens."""
    play_deal_until(client, lambda: summary_open(client), seconds, premium)


def play_deal_until(client, until, seconds: float = DEADLINE, premium: int = 0) -> None:
    """Ana plays as :func:`play_deal` says until ``until()``."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        client.app.step(1)
        time.sleep(0.005)
        if until():
            return
        table = trick_table(client)
        if table is None or client.app.top is not table or not settled(client, table):
            continue
        view = table.view
        if table.actions_held():
            continue  # the new deal is heard before the next key (keys pressed sooner never act)
        if view.phase == "bidding" and view.bid is None:
            if table.premium_index is not None:
                for _step in range(premium - table.premium_index):
                    client.press(pygame.K_DOWN)
                client.press(pygame.K_RETURN)
            elif len(table.marked) < 3:
                client.press(pygame.K_SPACE)
                client.press(pygame.K_RIGHT)
            else:
                client.press(pygame.K_RETURN)
        elif view.phase == "play" and view.turn_controller == table.seat:
            client.press(pygame.K_RETURN)
    raise AssertionError(f"the deal did not end within {seconds} s; said: {client.texts[-8:]}")


@pytest.mark.long
def test_two_people_and_a_computer_play_a_trick_deal_online(client, tmp_path):
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    ben = Ben(url)
    try:
        plan = OnlinePlan(url, "Ana", game="tricks", players=3, computers=1, cpu_delay=0.0)
        table = open_hosted_table(client, plan, ben, trick_table)
        assert [(s.kind, s.name) for s in table.session.seats] == [("you", "Ana"), ("computer", None),
                                                                       ("person", "Ben")]
        play_deal(client)
        said = " ".join(client.texts)
        assert "Ben joined the table." in said
        assert "Your bid cards:" in said or "You bid" in said, said[:2000]
        assert "Ben played" in said or "Ben plays" in said or "Ben won" in said or "Ben leads" in said, \
            said[:3000]
        assert "Deal 1 summary" in said, said[-2000:]
        assert table.last_scored is not None and sum(table.last_scored.tricks) == 9  # 12 cards, 3 bid: 9 tricks (T-4)
        run_until(client, lambda: table.app.updates - client.app.top.opened_at > 90
                  and not client.app.announcer.speech_busy(), 20)
        # Ben and the computer bid in deal 2 meanwhile (T-7): her bid is due, told once over the
        # summary once it was heard (found by a tester by ear: a turn that came in the pause was not told)
        told = "Your turn in deal 2: press Enter to go on."
        run_until(client, lambda: told in client.texts and not client.app.announcer.speech_busy(), 20)
        assert client.texts.count(told) == 1 and summary_open(client)
        # her bid, due in the game handed over, is not heard until the summary closes: the server's
        # clock does not start on the deal's end (found by a tester by ear: a bid lost on the summary)
        assert table.paused_turn() and table.session.turn_not_reported() is not None
        client.press(pygame.K_RETURN)  # the summary closes: deal 2 is said
        run_until(client, lambda: client.app.top is table and table.view.deal == 2, 10)
        run_until(client, lambda: any("Deal 2" in t for t in client.texts), 10)
    finally:
        ben.stop.set()
        ben.done.wait(10)
        stop(server)
    assert ben.error is None, ben.error


@pytest.mark.long
def test_a_bid_due_over_the_deal_summary_is_told_with_the_timers_seconds_and_its_clock_runs(client, tmp_path,
                                                                                            monkeypatch):
    """T-7, T-29, at a table with a 12-second turn timer (found by a tester by ear: a turn told in
    the pause with no time was timed by the server's 30-second fallback, and ran out as its line
    ended after Enter): Ana's bid in deal 2 is due while deal 1's summary is open; it is told
    over the summary with its seconds, counts as heard the grace after (1 s here, 8 s in play):
    her app reports the newest update heard (held for the summary or not), and the timer's warning and the time
    running out are said over the summary (a computer bids for her)."""
    import game.scenes.paused_turn as paused_turn
    monkeypatch.setattr(paused_turn, "TURN_COVER_GRACE", 1.0)
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    ben = Ben(url)
    try:
        plan = OnlinePlan(url, "Ana", game="tricks", players=3, computers=1, cpu_delay=0.0, turn_timer=12)
        table = open_hosted_table(client, plan, ben, trick_table)
        play_deal(client)
        sent: list = []
        send = table.session.link.send
        table.session.link.send = lambda kind, **fields: (sent.append((kind, fields)), send(kind, **fields))[1]
        told = "Your turn in deal 2: 12 seconds. Press Enter to go on."
        run_until(client, lambda: told in client.texts, 30)
        at = client.texts.index(told)
        assert summary_open(client) and table.view.deal == 2 and table.paused_turn()
        # (the update that ended deal 1 dealt deal 2: her bid is due in it, or in one held for the summary)
        run_until(client, lambda: ("heard", {"seq": max([table.session._heard_seq] + [
            item[3] for item in table.session._incoming if isinstance(item, tuple)])}) in sent, 10)
        run_until(client, lambda: any(line.startswith("Your time ran out") for line in client.texts[at:]), 20)
        said = client.texts[at:]
        warning = next((line for line in said if line.endswith("left for your turn.")), "")
        assert re.fullmatch(r"\d+ seconds? left for your turn\.", warning), said
        assert said.count(told) == 1 and said.index(warning) < next(
            i for i, line in enumerate(said) if line.startswith("Your time ran out")), said
        assert summary_open(client)  # (all said over the summary)
        assert not any(line.startswith("Your turn at the table") for line in client.texts), said  # (told once)
        table.session.link.send = send
        # a computer bid for her; her next turn (a card, or the dummy's) comes in the same pause:
        # told anew, so worded (found by a tester by ear: the same words twice sounded stale);
        # Enter late in its time: the held moves in short, but the bid laid aside for her is said
        # (found by a tester by ear: it went to the history unheard)
        again = "Your turn again in deal 2: 12 seconds. Press Enter to go on."
        run_until(client, lambda: again in client.texts[at:], 20)
        run_until(client, lambda: (table.paused_turn_seconds_left() or 99) < 10, 20)
        client.speech.knows_speaking, client.app.announcer.queue.heard_rate = False, None
        enter_at = len(client.texts)
        client.press(pygame.K_RETURN)
        run_until(client, lambda: any(line.startswith("Your turn.") for line in client.texts[enter_at:]), 30)
        said = client.texts[enter_at:]
        assert any(re.fullmatch(r"Laid aside for you: .+\. Your bid is \d\.", line) for line in said), said
    finally:
        ben.stop.set()
        ben.done.wait(10)
        stop(server)
    assert ben.error is None, ben.error


@pytest.mark.long
def test_two_people_play_a_deal_with_the_dummy_online(client, tmp_path):
    """Two players and the dummy (T-19): whoever controls the dummy plays its cards when it is
    the dummy's turn (T-21); Ana's Enter then plays from the dummy's hand."""
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    ben = Ben(url)
    try:
        table = open_hosted_table(client, OnlinePlan(url, "Ana", game="tricks", players=2, cpu_delay=0.0), ben,
                                  trick_table)
        assert [(s.kind, s.name) for s in table.session.seats] == [("you", "Ana"), ("person", "Ben")]
        play_deal(client)
        said = " ".join(client.texts)
        assert "3 players" not in said and "2 players: you and Ben, with the dummy." in said
        assert "Ben" in said and "Deal 1 summary" in said, said[-2000:]
        assert re.search(r"(You|Ben) (play|plays|lead|leads)( from)? the dummy", said), said[:3000]
        scored = table.last_scored
        assert scored is not None and len(scored.tricks) == 3 and sum(scored.tricks) == 9, scored
    finally:
        ben.stop.set()
        ben.done.wait(10)
        stop(server)
    assert ben.error is None, ben.error


def test_a_bid_waits_for_the_servers_answer_and_a_refusal_keeps_the_marks(client):
    """The trick table over a remote session fed frames as the server sends them: Enter sends
    the bid and says nothing of it yet; Space while it is unanswered is refused with the wait
    sentence; the server's refusal is said and the three marks stay for another try (T-28);
    the answer (this seat's BidPlaced) says the bid."""
    from game.tricks.options import TricksOptions
    from game.tricks.state import TricksState
    from game.tricks.actions import Bid

    state = TricksState.new(TricksOptions(players=3), 11)
    table, link = online_trick_table(client, state, 0)
    client.app.step(2)
    for _card in range(3):
        client.press(pygame.K_SPACE)
        client.press(pygame.K_RIGHT)
    marked = list(table.marked)
    client.press(pygame.K_RETURN)  # the premium choice opens
    client.press(pygame.K_RETURN)  # no premium: the bid is sent
    acts = [fields for kind, fields in link.sent if kind == "act"]
    assert len(acts) == 1 and acts[0]["action"] == {"player": 0, "bid": [card.code for card in marked], "premium": None}
    assert table._bid_sent is not None and table.marked == marked
    client.press(pygame.K_SPACE)
    assert client.texts[-1] == "Wait: the server has not answered your last move yet."
    link.frames.append({"type": "refused", "of": "act", "reason": "illegal", "rule": "It is not your turn."})
    client.app.step(2)
    assert client.texts[-1] == "It is not your turn."
    assert table._bid_sent is None and table.marked == marked
    client.press(pygame.K_RETURN)
    client.press(pygame.K_RETURN)  # sent again
    assert [kind for kind, _fields in link.sent if kind == "act"] == ["act", "act"]
    link.frames.append(update(state, 2, 0, state.apply(Bid(0, tuple(marked), None)), 0))
    client.app.step(2)
    assert table._bid_sent is None and table.marked == [] and table.view.bid is not None
    assert any(text.startswith(f"You bid {table.view.bid}:") for text in client.texts[-3:]), client.texts[-3:]


@pytest.mark.long
def test_server_killed_mid_deal_and_restarted_the_deal_goes_on(client, tmp_path):
    """kill -9 of the server during the play of a trick deal, a restart: the table says the
    connection was lost once and that it is back, and the deal goes on to its summary."""
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    data, log = tmp_path / "data", tmp_path / "server.log"
    server = start_server(data, port, log)
    ben = Ben(url)
    try:
        table = open_hosted_table(client, OnlinePlan(url, "Ana", game="tricks", players=3, computers=1,
                                                     cpu_delay=0.0), ben, trick_table)
        play_deal_until(client, lambda: len(table.view.played_tricks) >= 3)
        server.kill()  # kill -9
        server.wait()
        run_until(client, lambda: any("Connection to the server lost" in t for t in client.texts), 20)
        tricks = len(table.view.played_tricks)
        server = start_server(data, port, log)
        run_until(client, lambda: any("Reconnected to the server" in t for t in client.texts), 30)
        assert len(table.view.played_tricks) >= tricks
        play_deal(client)
        assert sum("Connection to the server lost" in t for t in client.texts) == 1
        assert table.last_scored is not None and sum(table.last_scored.tricks) == 9
    finally:
        ben.stop.set()
        ben.done.wait(10)
        stop(server)


@pytest.mark.long
def test_a_declared_bid_online_is_said_to_the_others(client, tmp_path):
    """Ana declares her bid (the premium choice's second item, T-9): Ben's update and her own
    say it; the deal still ends with its summary, which counts the premium."""
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    ben = Ben(url)
    try:
        table = open_hosted_table(client, OnlinePlan(url, "Ana", game="tricks", players=3, computers=1,
                                                     cpu_delay=0.0), ben, trick_table)
        play_deal(client, premium=1)
        said = " ".join(client.texts)
        assert "You declare" in said, said[:3000]
        assert table.premiums == [(0, "declare")]
        assert "Deal 1 summary" in said
    finally:
        ben.stop.set()
        ben.done.wait(10)
        stop(server)
    assert ben.error is None, ben.error


class Host(Ben):
    """Ana, the host, through the protocol client: creates a trick table of 3 with no computer,
    waits until someone sits at seat 1, puts a computer player in seat 2, starts the game and
    plays random legal choices (seeded) until ``stop`` is set or the game ends (Ben's thread,
    another part). :attr:`created` is set once her table is there (a seat free for Ben)."""

    def __init__(self, url: str) -> None:
        super().__init__(url)
        self.created = threading.Event()

    async def play(self) -> None:
        client = await self.connect("Ana")
        await client.create("tricks", {"players": 3}, computers=0, cpu_delay=0)
        await client.wait_for("table", 20)
        self.created.set()
        await client.wait_for(lambda m: m["type"] == "table" and m["table"]["free"] == [2], 40)
        await client.add_computer()
        await client.wait_for(lambda m: m["type"] == "table" and not m["table"]["free"], 20)
        await client.start()
        # a trick of two cards stays on the table a moment
        await play_latest_views(client, "tricks", random.Random(7), self.stop, pause=0.3)
        await client.close()


@pytest.mark.long
def test_ben_at_seat_one_sees_his_own_seat_at_the_bottom(client, tmp_path):
    """Ben (the app) joins Ana's trick table at seat 1 (T-1: 3 players, a computer at seat 2):
    his table is drawn from his seat, whatever its number: "You" at the bottom with his own
    tricks and score, the computer (Bob, next in play order) and then Ana across the top, and
    the trick's cards labelled with those names, "You" in the middle."""
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    ana = Host(url)
    try:
        ana.start()
        client.start()
        assert ana.created.wait(20)  # Ana's table is there before Ben looks for a free seat (a fixed 0.5 s raced)
        client.push(OnlineStart(client.app, OnlinePlan(url, "Ben", join=True)))
        run_until(client, lambda: trick_table(client) is not None, 40)
        table = trick_table(client)
        assert table.seat == 1
        assert [(s.kind, s.name) for s in table.session.seats] == [("person", "Ana"), ("you", "Ben"),
                                                                       ("computer", None)]

        def two_cards_with_bens() -> bool:
            trick = [seat for seat, _card in table.view.current_trick]
            return client.app.top is table and len(trick) >= 2 and 1 in trick
        play_deal_until(client, two_cards_with_bens)
        client.app.mark_dirty()
        client.app.draw()
        placed = table.placements
        view = table.view
        heads = sorted(placed.texts("panel head"), key=lambda item: item[0].x)
        assert [words.removeprefix("\u25b6 ").split("  [")[0] for _rect, words in heads] == ["Bob", "Ana"]
        (_rect, mine), = placed.texts("you")
        assert mine.removeprefix("\u25b6 ").startswith(
            f"You \u00b7 tricks {view.tricks[1]} \u00b7 "), mine
        assert f"score {view.scores[1]}" in mine
        labels = sorted(placed.texts("trick label"), key=lambda item: item[0].centerx)
        trick = [seat for seat, _card in view.current_trick]
        expected = [name for seat, name in ((2, "Bob"), (1, "You"), (0, "Ana")) if seat in trick]
        assert [re.split(r" \(|\n", words)[0] for _rect, words in labels] == expected
        said = " ".join(client.texts)
        assert "Trick game, standard, target 200. 3 players: Ana, you and Bob." in said, said[:1500]
    finally:
        ana.stop.set()
        ana.done.wait(10)
        stop(server)
    assert ana.error is None, ana.error


def test_a_spectators_deal_summary_says_its_headline_and_the_next_deal_follows_by_itself(client):
    """Watching a trick table (fed frames as the server sends a spectator's): the deal ends
    (T-14), its summary opens and "Deal 1 summary. 6 lines. The next deal follows in a moment;
    Up and Down read them." is followed by its headline only, who made their bid and the
    scores (no line says to press Enter; was: every line, some 48 s at the speaking rate, while
    the table went on, found by testers by ear); nobody presses Enter, and once it was said and
    the pause has passed the summary closes and deal 2 is said. Reading a line (Down, then Up)
    starts the wait again. At deal 2's summary J (listed in its F1) goes on at once: deal 3 is
    said."""
    from game.tricks.options import TricksOptions
    from game.tricks.scenes.summary import WATCHING_PAUSE_MIN, DealSummary
    from game.tricks.state import TricksState

    state = TricksState.new(TricksOptions(players=3), 11)
    first = update(state, 1, None, state.start_events(), None)
    rng = random.Random(3)
    frames = trick_frames(state, rng, deal=1)
    table, link = online_trick_table(client, state, None, first)
    client.app.step(2)
    for frame in frames:  # one at a time, each said before the next comes: nothing skipped
        link.frames.append(frame)
        client.app.step(3)
    for _frame in range(600):
        if isinstance(client.app.top, DealSummary):
            break
        client.app.step(1)
    page = client.app.top
    assert isinstance(page, DealSummary) and page.watching and len(page.lines) == 6
    opened = client.texts.index(f"Deal 1 summary. {len(page.lines)} lines. The next deal follows in a moment; "
                                "Up and Down read them.")
    headline = [page.lines[0], page.lines[-2]]  # (the last line: why deal 2's trumps are what they are)
    assert headline[0] == "Deal 1: 0 of 3 made their bid." and headline[1].startswith("Scores: "), page.lines
    assert client.texts[opened + 1:] == headline, client.texts[opened:]
    client.app.step(round(WATCHING_PAUSE_MIN * 60) - 30)
    assert client.app.top is page  # the pause after the headline
    client.press(pygame.K_DOWN)  # the rest is read with the arrows: the wait starts again
    assert client.texts[-1] == page.lines[1]
    client.app.step(round(WATCHING_PAUSE_MIN * 60) - 30)
    assert client.app.top is page
    client.press(pygame.K_UP)
    assert client.texts[-1] == page.lines[0]
    client.app.step(round(WATCHING_PAUSE_MIN * 60) - 30)
    assert client.app.top is page
    client.app.step(60)
    assert client.app.top is table and table.view.deal == 2
    assert not any("Enter" in t for t in client.texts[opened:]), client.texts[opened:]
    assert any(t.startswith("Deal 2.") for t in client.texts[opened + 3:]), client.texts[opened:]
    while state.deal == 2:  # the next deal ends too: J on its summary goes on at once
        link.frames += trick_frames(state, rng, first_seq=len(frames) + 2, count=1)
        frames.append(link.frames[-1])
        client.app.step(3)
    for _frame in range(600):
        if isinstance(client.app.top, DealSummary):
            break
        client.app.step(1)
    assert isinstance(client.app.top, DealSummary)
    assert "J: skip the moves not yet said and hear where the game stands now." in client.app.top.help_lines()
    client.app.step(30)
    before = len(client.texts)
    client.press(pygame.K_j)
    assert client.app.top is table and table.view.deal == 3
    assert client.texts[before].startswith("Deal 3. "), client.texts[before:]
    assert "Nothing to skip: you are up to date." not in client.texts[before:]


def _online_trick_table(client, seat):
    """A trick table online (fed as the server would) for ``seat`` (None: a spectator), its deal
    summary open over it; the session's way back to the lobby records that it was taken."""
    from game.tricks.options import TricksOptions
    from game.tricks.scenes.summary import DealSummary
    from game.tricks.state import TricksState

    state = TricksState.new(TricksOptions(players=3), 11)
    table, link = online_trick_table(client, state, seat)
    lobby = []
    table.session.on_leave = lambda: lobby.append(True) or client.app.pop()
    client.app.step(2)
    page = DealSummary(client.app, 1, ["Ana: bid 3, 3 tricks, 13 points."], table=table)
    client.push(page)
    client.app.step(62)  # (past the summary's first second: no key but a status key acts)
    return table, page, link, lobby


def test_escape_on_an_online_deal_summary_opens_the_table_menu_not_the_pause(client):
    """Seated online, Escape on the deal summary opens what Escape at the table opens: "Table
    menu. The game goes on." (the game does not pause); its Leave the game asks the online
    question (a computer takes the seat), never "Your game will end."."""
    from game.scenes.pause import PauseMenu
    table, page, link, lobby = _online_trick_table(client, 0)
    client.press(pygame.K_ESCAPE)
    menu = client.app.top
    assert isinstance(menu, PauseMenu) and menu.title == "Table menu. The game goes on."
    assert not any(text.startswith("Paused") for text in client.texts)
    for _step in range(3):
        client.press(pygame.K_DOWN)
    client.press(pygame.K_RETURN)
    assert client.texts[-1].startswith(
        "Leave the game? A computer player takes your seat, and you go back to the lobby."), client.texts[-3:]
    assert not any("Your game will end" in text for text in client.texts)


def test_a_spectators_escape_on_a_deal_summary_goes_back_to_the_lobby(client):
    """Watching, Escape on the deal summary goes straight back to the lobby, as at the table:
    "leave" is sent, no pause menu and no question."""
    from game.scenes.pause import PauseMenu
    table, page, link, lobby = _online_trick_table(client, None)
    client.press(pygame.K_ESCAPE)
    assert lobby == [True] and ("leave", {}) in link.sent
    assert page not in client.app.scenes and table not in client.app.scenes
    assert not isinstance(client.app.top, PauseMenu)
    assert not any(text.startswith("Paused") or text.startswith("Leave the game?") for text in client.texts)


def test_the_turn_told_over_the_deal_summary_in_spanish_and_russian(client):
    """The sentence of a bid or card due while the deal summary is open (T-29), the deal number
    in its place, in each language."""
    from types import SimpleNamespace

    from game.tricks.scenes.table_online import RemoteSide
    client.app.apply_language("es")
    assert RemoteSide.held_turn_text(None, SimpleNamespace(deal=2)) == "Tu turno en el reparto 2: pulsa Intro para seguir."
    client.app.apply_language("ru")
    assert RemoteSide.held_turn_text(None, SimpleNamespace(deal=2)) == \
        "Ваш ход в сдаче 2: нажмите Enter, чтобы продолжить."
    client.app.apply_language("en")
    assert RemoteSide.held_turn_text(None, SimpleNamespace(deal=2)) == "Your turn in deal 2: press Enter to go on."


def test_a_bid_due_in_the_update_that_ended_the_deal_is_told_over_its_summary_with_the_timer(client):
    """T-7, T-29, with a 30-second turn timer, fed frames as the server sends Ana's (seat 0): the
    update that ends deal 1 deals deal 2, so her bid is due in the update the summary pauses on
    (nothing held after it). Over the summary, once its lines were said, she hears "Your turn
    in deal 2: 30 seconds. Press Enter to go on." once; her app reports that update heard 8 s
    after the notice (the server's clock starts then), not before."""
    from game.scenes.paused_turn import TURN_COVER_GRACE
    from game.tricks.options import TricksOptions
    from game.tricks.state import TricksState

    state = TricksState.new(TricksOptions(players=3), 11)
    frames = trick_frames(state, random.Random(3), seat=0, deal=1)
    assert state.deal == 2 and 0 in state.to_act()
    table, link = online_trick_table(client, state, 0, summary=dict(tricks_summary(3), turn_timer=30))
    client.app.step(2)
    for frame in frames:
        link.frames.append(frame)
        client.app.step(3)
    run_frames = 0
    told = "Your turn in deal 2: 30 seconds. Press Enter to go on."
    while told not in client.texts and run_frames < 60 * 60:
        client.app.step(1)
        run_frames += 1
    assert told in client.texts and summary_open(client) and table.paused_turn(), client.texts[-6:]
    last = frames[-1]["seq"]

    def heard() -> list:  # (its events said were reported at once: ``events_only``)
        return [fields for kind, fields in link.sent if kind == "heard" and fields == {"seq": last}]
    assert heard() == []  # (the grace runs)
    # (the server's fallback wait runs again from the notice: it never starts the clock before the grace ends)
    assert [fields for kind, fields in link.sent if kind == "heard" and fields.get("told")] == [
        {"seq": last, "told": True}]
    client.app.step(round(60 * (TURN_COVER_GRACE - 1)))
    assert heard() == []
    client.app.step(60 * 2)
    assert heard() == [{"seq": last}]
    assert client.texts.count(told) == 1
