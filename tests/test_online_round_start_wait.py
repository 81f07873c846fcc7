"""Between rounds at an online counting table (C-21, C-23): a real server process on
127.0.0.1, the headless app as Ana (the host), Ben a protocol client in a thread of his own who
stays on round 1's end (as a person who has not pressed Enter), and a computer player. The
server waits for the first card of round 2 from the person who plays first: Ana, once her Enter
said the new deal, hears who and what she waits for, once, and T says it again, and her status line
shows it; Ben's card ends the wait. Until her Enter her table shows round 1's end, not the next
deal. Every wait is bounded."""

from __future__ import annotations

import asyncio
import contextlib
import random
import re
import threading
import time
from types import SimpleNamespace

import pygame
import pytest

from game.net.bots import CHOICE
from game.scenes.online import OnlinePlan
from online_people import PersonThread, join_first_free
from test_online_table import free_port, open_hosted_table, run_until, start_server, stop

DEADLINE = 90.0
WAIT_LINE = "Waiting for Ben's first card of round 2."


class Ben(PersonThread):
    """Plays random legal cards (seeded) until an update ends round 1; then plays nothing more
    until ``go_on`` is set (still on round 1's end), then plays on."""

    def __init__(self, url: str) -> None:
        super().__init__(url, DEADLINE)
        self.go_on = threading.Event()
        self.round_over = threading.Event()

    async def play(self) -> None:
        client = await self.connect("Ben")
        await join_first_free(client)
        rng = random.Random(3)
        acted_at = -1
        while client.over is None and not self.stop.is_set():
            try:
                frame = await client.wait_for(lambda m: m["type"] in ("update", "sync", "over"), 0.2)
            except (TimeoutError, asyncio.TimeoutError):
                frame = None
            if frame is not None and any(e["kind"] == "RoundEnded" for e in frame.get("events", [])):
                self.round_over.set()
            if any(m["type"] in ("update", "sync", "over") for m in client.inbox):
                continue
            if self.round_over.is_set() and not self.go_on.is_set():
                continue
            if client.view is None or client.seq == acted_at:
                continue
            action = CHOICE["counting"](client.view, rng)
            if action is not None:
                acted_at = client.seq
                await client.act(action)
        await client.close()


def _play_round_1(client, table, seconds: float = DEADLINE) -> None:
    """Ana plays her first card on each of her turns (Enter after a value choice) until round 1
    ends; she does not press Enter after it."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        client.app.step(1)
        time.sleep(0.005)
        if table.between_rounds:
            return
        view = table.session.view()
        if table.choice is not None:
            client.press(pygame.K_RETURN)
        elif (view.turn == table.seat and not table.session._pending_action and not table.session._incoming
              and view.hand and not client.app.announcer.speech_busy() and not table.actions_held()):
            client.press(pygame.K_1)
    raise AssertionError(f"round 1 did not end within {seconds} s; said: {client.texts[-8:]}")


@contextlib.contextmanager
def _at_round_1_end(client, tmp_path, turn_timer: float | None = None):
    """A server on 127.0.0.1, Ana's table of three (Ben, a computer; ``turn_timer`` seconds a
    turn, or none), round 1 played to its end (Ana not pressing Enter after it); yields her
    table and Ben, then stops them both, Ben having raised nothing."""
    port = free_port()
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    ben = Ben(f"ws://127.0.0.1:{port}")
    try:
        plan = OnlinePlan(f"ws://127.0.0.1:{port}", "Ana", game="counting", players=3, computers=1,
                          cpu_delay=0.0, options=(("draw", "auto"), ("tokens", 9)), turn_timer=turn_timer)
        table = open_hosted_table(client, plan, ben)
        _play_round_1(client, table)
        yield table, ben
        ben.stop.set()
        ben.done.wait(10)
        assert ben.error is None, ben.error
    finally:
        ben.stop.set()
        stop(server)


@contextlib.contextmanager
def _turn_told_at_round_1_end(client, tmp_path, monkeypatch, seconds: int):
    """At round 1's end with a ``seconds`` turn timer (:func:`_at_round_1_end`), the grace after
    the pause's notice 1 s (8 s in play): Ben plays round 2's first card, and Ana's turn is told
    in the pause with its seconds. Yields her table and where the texts said since Ben's card
    begin."""
    import game.scenes.paused_turn as paused_turn
    monkeypatch.setattr(paused_turn, "TURN_COVER_GRACE", 1.0)
    told = f"Your turn in round 2: {seconds} seconds. Press Enter to go on."
    with _at_round_1_end(client, tmp_path, turn_timer=seconds) as (table, ben):
        before = len(client.texts)
        ben.go_on.set()
        run_until(client, lambda: told in client.texts[before:], 30)
        yield table, before


def _quiet(client, frames: int = 60 * 4) -> None:
    for _frame in range(frames):
        client.app.step(1)


@pytest.mark.long
def test_after_enter_the_new_round_says_once_whose_first_card_it_waits_for(client, tmp_path):
    """C-21: Ana's Enter says round 2's deal, then "Waiting for Ben's first card of round 2."
    once (nothing else while Ben stays on round 1's end); T says it again, and the status line shows
    it (found by ear: "Ben's turn"); Ben's card goes on as before, and T no longer says it. Before
    her Enter, her table shows round 1's end (round 1, its last card on the pile, its total), not
    round 2's deal. Her Enter reports her ready (``heard`` with ``ready``)."""
    with _at_round_1_end(client, tmp_path) as (table, ben):
        run_until(client, lambda: not client.app.announcer.speech_busy(), 20)
        shown, now = table.shown_view(), table.session.view()
        assert now.round == 2 and shown.round == 1
        assert shown.total == shown.plays[-1][3] and shown.stock_size != now.stock_size
        assert shown.pile_top == shown.plays[-1][1] and shown.pile and shown.pile[-1] == shown.pile_top
        assert shown.turn is None and shown.tokens == now.tokens
        first = next(e.seat for e in table.held if e.kind == "TurnStarted")
        assert table.session.seats[first].name == "Ben", "round 2 must begin with Ben for this test"
        before = len(client.texts)
        sent: list = []
        send = table.session.link.send
        table.session.link.send = lambda kind, **fields: (sent.append((kind, fields)), send(kind, **fields))[1]
        client.press(pygame.K_RETURN)
        _quiet(client)
        table.session.link.send = send
        # C-21: her Enter tells the server she is ready (the others hear a round that waits for her start)
        ready = [(kind, fields) for kind, fields in sent if fields.get("ready")]
        assert len(ready) == 1 and ready[0][0] == "heard" and set(ready[0][1]) == {"seq", "ready"}, sent
        said = client.texts[before:]
        deal = next(i for i, line in enumerate(said) if line.startswith("Round 2."))
        assert said[deal].endswith("Ben plays first."), said
        assert said[deal + 1:] == [WAIT_LINE], said
        assert table.status_line() == WAIT_LINE  # the screen says what T says (found by ear: "Ben's turn")
        assert table.drawn_status() == WAIT_LINE
        client.press(pygame.K_t)
        _quiet(client, 60)
        assert client.texts[-1] == WAIT_LINE and client.texts.count(WAIT_LINE) == 2
        ben.go_on.set()
        run_until(client, lambda: any(line.startswith("Ben: ") for line in client.texts[before:]), 20)
        assert table.status_line() != WAIT_LINE
        client.press(pygame.K_t)
        _quiet(client, 60)
        assert client.texts.count(WAIT_LINE) == 2


def test_a_turn_that_comes_while_the_round_end_is_on_is_told_once(client, tmp_path):
    """C-21 (found by a tester by ear: the next round's first turn, after another's first card,
    was not told, and its clock started by the server's fallback while the round's end was still
    on): Ana stays on round 1's end; Ben plays round 2's first card and her turn comes: once the
    round's end was heard she hears "Your turn in round 2: press Enter to go on.", once, and her
    table still shows round 1's end; her Enter says round 2's deal, the moves made meanwhile, then
    her turn."""
    told = "Your turn in round 2: press Enter to go on."
    with _at_round_1_end(client, tmp_path) as (table, ben):
        before = len(client.texts)
        ben.go_on.set()
        run_until(client, lambda: told in client.texts[before:], 30)
        _quiet(client)
        assert client.texts[before:].count(told) == 1
        assert client.texts[before - 1] != told and not client.texts[before - 1].startswith("Ben: ")
        assert table.between_rounds and table.shown_view().round == 1
        held = table.session.held_view()
        assert held.round == 2 and held.turn == table.seat and any(p[0] != table.seat for p in held.plays)
        enter_at = len(client.texts)
        client.press(pygame.K_RETURN)
        run_until(client, lambda: not client.app.announcer.speech_busy() and not table.session._incoming, 20)
        said = client.texts[enter_at:]
        assert said[0].startswith("Round 2. ") and said[0].endswith("Ben plays first."), said
        assert any(line.startswith("Ben: ") for line in said[1:-1]), said
        assert said[-1].startswith("Your turn. Total "), said
        assert told not in said


@pytest.mark.long
def test_a_turn_told_in_the_round_end_pause_says_its_seconds_and_its_clock_runs_from_then(client, tmp_path,
                                                                                          monkeypatch):
    """C-21, at a table with a 14-second turn timer (found by a tester by ear: told "press Enter
    to go on" with no time, the server's clock started by its 30-second fallback, and the time
    ran out as the turn line ended after Enter): Ana stays on round 1's end; her turn comes
    after Ben's first card and is told with its seconds; the grace after the notice (1 s here,
    8 s in play) over, her app reports the held update heard, so the clock starts then, not by
    the fallback: its warning and the time running out are said on the round's end, within the
    turn's 14 s and the grace of the notice's end."""
    import game.scenes.paused_turn as paused_turn
    monkeypatch.setattr(paused_turn, "TURN_COVER_GRACE", 1.0)
    told = "Your turn in round 2: 14 seconds. Press Enter to go on."
    with _at_round_1_end(client, tmp_path, turn_timer=14) as (table, ben):
        sent: list = []
        send = table.session.link.send
        table.session.link.send = lambda kind, **fields: (sent.append((kind, fields)), send(kind, **fields))[1]
        before = len(client.texts)
        ben.go_on.set()
        run_until(client, lambda: told in client.texts[before:], 30)
        told_at = time.monotonic()
        held = table.session.held_view()
        assert held is not None and held.turn == table.seat and table.between_rounds
        newest = max(item[3] for item in table.session._incoming if isinstance(item, tuple))
        run_until(client, lambda: ("heard", {"seq": newest}) in sent, 10)
        assert table.session.turn_not_reported() is None
        run_until(client, lambda: any(line.startswith("Your time ran out") for line in client.texts[before:]), 25)
        assert time.monotonic() - told_at < 14 + 6  # (the fallback would have started the clock 30 s in)
        said = client.texts[before:]
        assert said[0] == told, said
        warning = next((line for line in said if line.endswith("left for your turn.")), "")
        assert re.fullmatch(r"\d+ seconds? left for your turn\.", warning), said
        ran_out = next(i for i, line in enumerate(said) if line.startswith("Your time ran out"))
        assert said.index(warning) < ran_out, said
        assert said.index(told) < said.index(warning) and said[:said.index(warning)].count(told) == 1, said
        assert table.between_rounds and table.shown_view().round == 1  # (all said on round 1's end)
        # a computer played that turn for her; the others play on, and her next turn, still in the
        # pause, is told anew, its grace from then (found by a tester by ear: its clock started at
        # once, untold, "10 seconds left for your turn." 16 s after the time-out)
        out = next(i for i, line in enumerate(said) if line.startswith("Your time ran out"))
        told_again = "Your turn again in round 2: 14 seconds. Press Enter to go on."
        run_until(client, lambda: told_again in client.texts[before:], 30)
        said = client.texts[before:]
        again = said.index(told_again)
        assert again > out and not any(line.endswith("left for your turn.") for line in said[out:again]), said
        assert said.count(told) == 1, said
        assert table.between_rounds
        table.session.link.send = send
        # Enter late in that turn's time (found by a re-tester by ear: the card played for her and
        # its draw, kept, with the new round's first line and the turn line used all of it): the
        # lines held in the pause in short, the turn line ends with about 5 s to act
        from game.scenes.card_table_online import ACT_SECONDS
        run_until(client, lambda: (table.paused_turn_seconds_left() or 99) < 13, 20)
        client.speech.knows_speaking, client.app.announcer.queue.heard_rate = False, None
        queue = client.app.announcer.queue
        deadline = queue.now + table.paused_turn_seconds_left()
        enter_at = len(client.texts)
        client.press(pygame.K_RETURN)
        run_until(client, lambda: not client.app.announcer.speech_busy() and not table.session._incoming, 20)
        said = client.texts[enter_at:]
        turn_line = queue.last_begun()
        # (the short line when the one with the hand would not leave 5 s: "12 seconds left for your turn. Your turn. ...")
        assert said[-1] == turn_line.text and re.match(r"(\d+ seconds left for your turn\. )?Your turn\. Total \d+\. ",
                                                      turn_line.text), said
        assert said[0].startswith("Round 2. "), said
        assert deadline - turn_line.done_at >= ACT_SECONDS - 1.5, (deadline - turn_line.done_at, said)
        # the seconds it says are those left when it begins, after the new round's first line
        # (found by ear: "12 seconds left for your turn." with 9 s left)
        told_left = re.match(r"(\d+) seconds left for your turn\. ", turn_line.text)
        assert told_left is None or abs(int(told_left.group(1)) - (deadline - turn_line.started)) <= 1.2, \
            (deadline - turn_line.started, said)


@pytest.mark.long
def test_enter_late_in_a_timed_turn_told_in_the_pause_says_the_moves_held_in_short(client, tmp_path, monkeypatch):
    """C-21, C-23, with a 14-second turn timer: Ana's turn told in the round-end pause counts as
    heard (its clock runs); she presses Enter with under 8 s of it left (as the app reckons it):
    the new round's first line is said, then Ben's card, held in the pause, would leave her
    less than 5 s after the turn line (nor does a count of it fit): it goes to the history
    unsaid (Page Up reads it), and her turn line comes next, the shortest one, as on coming back
    from the table menu with as little time (found by a tester by ear: the turn line with the
    hand outlasted the time): the seconds left, the total and the card Enter plays."""
    with _turn_told_at_round_1_end(client, tmp_path, monkeypatch, 14) as (table, before):
        run_until(client, lambda: (table.paused_turn_seconds_left() or 99) < 8, 20)
        assert table.between_rounds and not any(line.endswith("left for your turn.") for line in client.texts[before:])
        # from here on speech takes time, by its estimated length (a voice that cannot tell when it is
        # done): the recording voice "says" each line at once
        client.speech.knows_speaking, client.app.announcer.queue.heard_rate = False, None
        enter_at = len(client.texts)
        client.press(pygame.K_RETURN)
        run_until(client, lambda: not client.app.announcer.speech_busy() and not table.session._incoming, 20)
        said = client.texts[enter_at:]
        assert said[0] == "Round 2. Bob deals. Ben plays first.", said
        assert re.fullmatch(r"\d seconds? left for your turn\. Total 10\. Enter plays the 8 of spades\.", said[1]), said
        assert not any(line.startswith("Ben: ") for line in said), said
        shown = client.app.announcer.history.shown()
        assert "Ben: 10 of spades. Total 10." in shown, shown[-6:]  # (Page Up reads it)


@pytest.mark.long
def test_enter_in_a_timed_turn_told_in_the_pause_counts_the_new_rounds_first_line(client, tmp_path, monkeypatch):
    """C-21, C-23, with a 20-second turn timer (found by a tester by ear: Enter 3 s into the clock,
    the new round's first line, Ben's card and the 8-second turn line were said, and 3 s of the
    turn were left): the line being said when the held moves come (the new round's first, begun
    at Enter) counts too: with half of it more than Ben's card, the turn line and 5 s to act
    left at Enter, Ben's card goes to the history unsaid (it would fit but for that line)."""
    from game.scenes.card_table_online import ACT_SECONDS
    with _turn_told_at_round_1_end(client, tmp_path, monkeypatch, 20) as (table, _before):
        client.speech.knows_speaking, client.app.announcer.queue.heard_rate = False, None
        queue = client.app.announcer.queue
        first, card = "Round 2. Bob deals. Ben plays first.", "Ben: 10 of spades. Total 10."
        turn = ("Round 2. Your turn. Total 10. Your cards: 8 of spades, 3 of diamonds, jack of diamonds. "
                "Enter plays the 8 of spades.")  # (where the game stands once Ben's card is said)
        enter_when = (queue.expected_seconds(turn) + ACT_SECONDS + queue.expected_seconds(card)
                      + queue.expected_seconds(first) / 2)
        run_until(client, lambda: (table.paused_turn_seconds_left() or 99) < enter_when, 25)
        enter_at = len(client.texts)
        client.press(pygame.K_RETURN)
        run_until(client, lambda: not client.app.announcer.speech_busy() and not table.session._incoming, 20)
        said = client.texts[enter_at:]
        assert said[0] == first and said[1].startswith("Your turn. Total 10. Your cards: "), said
        assert card in client.app.announcer.history.shown()  # (Page Up reads it)


def test_the_turn_told_in_a_pause_with_a_timer_in_spanish_and_russian(client):
    """The pause's turn notice with the timer's seconds, in each language and plural form."""
    from game.counting.scenes.table_online import RemoteSide
    from game.tricks.scenes.table_online import RemoteSide as TricksSide
    counting = (lambda seconds: RemoteSide.held_turn_text(None, SimpleNamespace(round=2), seconds))
    tricks = (lambda seconds: TricksSide.held_turn_text(None, SimpleNamespace(deal=3), seconds))
    assert counting(1) == "Your turn in round 2: 1 second. Press Enter to go on."
    assert tricks(30) == "Your turn in deal 3: 30 seconds. Press Enter to go on."
    assert RemoteSide.held_turn_text(None, SimpleNamespace(round=2), 20, True) == \
        "Your turn again in round 2: 20 seconds. Press Enter to go on."
    client.app.apply_language("es")
    assert counting(20) == "Tu turno en la ronda 2: 20 segundos. Pulsa Intro para seguir."
    assert tricks(1) == "Tu turno en el reparto 3: 1 segundo. Pulsa Intro para seguir."
    assert RemoteSide.held_turn_text(None, SimpleNamespace(round=2), 5, True) == \
        "Otra vez tu turno en la ronda 2: 5 segundos. Pulsa Intro para seguir."
    client.app.apply_language("ru")
    assert counting(21) == "Ваш ход в раунде 2: 21 секунда. Нажмите Enter, чтобы продолжить."
    assert counting(22) == "Ваш ход в раунде 2: 22 секунды. Нажмите Enter, чтобы продолжить."
    assert tricks(30) == "Ваш ход в сдаче 3: 30 секунд. Нажмите Enter, чтобы продолжить."
    assert TricksSide.held_turn_text(None, SimpleNamespace(deal=3), 2, True) == \
        "Снова ваш ход в сдаче 3: 2 секунды. Нажмите Enter, чтобы продолжить."
    client.app.apply_language("en")


def test_the_wait_for_a_first_card_in_spanish_and_russian(client):
    """The new sentences in each language, the name and round in their places."""
    from game.counting.text import round_start_wait_text
    from game.engine.perspective import Perspective
    me = Perspective(0, ("Ana", "Bob", "Ben"))
    from game.counting.scenes.table_online import RemoteSide
    turn_text = (lambda number: RemoteSide.held_turn_text(None, SimpleNamespace(round=number)))
    client.app.apply_language("es")
    assert round_start_wait_text(me, 2, 3) == "Esperando la primera carta de Ben en la ronda 3."
    assert turn_text(3) == "Tu turno en la ronda 3: pulsa Intro para seguir."
    client.app.apply_language("ru")
    assert round_start_wait_text(me, 2, 3) == "Ждём, когда Ben сыграет первую карту в раунде 3."
    assert turn_text(3) == "Ваш ход в раунде 3: нажмите Enter, чтобы продолжить."
    client.app.apply_language("en")
    assert round_start_wait_text(me, 2, 3) == "Waiting for Ben's first card of round 3."
