"""One's turn told in an online table's pause (the counting game's round end, C-21; the trick
game's deal summary, T-7): a real server on 127.0.0.1, the headless app as Ana. With the table
menu opened over that pause (C-23, T-29), the turn is told there as over any cover ("Your turn
again at the table: 24 seconds.": Enter there only closes the menu); back from the menu the
pause says that turn, its seconds left first, not the round's end or the summary again (found
by a tester by ear: round 1's end said again while round 2's turn ran, and the time ran out in
silence). Enter before that turn's clock runs: the moves held in the pause are said in short
within what the server's fallback leaves. Every wait is bounded."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pygame
import pytest

from game.scenes.online import OnlinePlan
from test_online_round_start_wait import _turn_told_at_round_1_end
from test_online_table import free_port, open_hosted_table, run_until, start_server, stop
from test_online_trick_table import Ben as TricksBen, play_deal, summary_open, trick_table


def _menu_open(client) -> bool:
    from game.scenes.pause import PauseMenu
    return isinstance(client.app.top, PauseMenu)


def _back_once_the_clock_runs(client, table, under: float):
    """Under the table menu, once the turn told in the pause has less than ``under`` seconds left
    (its clock runs), speech from then on taking its estimated time (the recording voice "says"
    each line at once), Escape goes back; returns the lines said until speech is quiet and the
    seconds left (as the app reckons them) at Escape."""
    run_until(client, lambda: (table.paused_turn_seconds_left() or 99) < under, 20)
    client.speech.knows_speaking, client.app.announcer.queue.heard_rate = False, None
    left = table.paused_turn_seconds_left()
    back_at = len(client.texts)
    client.press(pygame.K_ESCAPE)
    run_until(client, lambda: len(client.texts) > back_at and not client.app.announcer.speech_busy(), 10)
    return client.texts[back_at:], left


def _enter_until_the_turn_line_is_heard(client):
    """Press Enter (the round's end goes on) and run until Ana's turn line ("Your turn. Total ...")
    was said to its end; returns the lines said since Enter and that line's utterance."""
    queue = client.app.announcer.queue
    enter_at = len(client.texts)
    client.press(pygame.K_RETURN)
    lines: list = []

    def turn_line_said() -> bool:
        begun = queue.last_begun()
        if begun is not None and begun.text.startswith("Your turn. Total ") and begun not in lines:
            lines.append(begun)
        return bool(lines) and lines[0].done_at is not None
    run_until(client, turn_line_said, 30)
    return client.texts[enter_at:], lines[0]


@pytest.mark.long
def test_back_from_the_menu_on_a_round_end_says_the_next_rounds_turn_and_its_seconds_left(client, tmp_path,
                                                                                          monkeypatch):
    """C-21, C-23, a 14-second turn timer: told "Your turn in round 2: 14 seconds. Press Enter to
    go on." on round 1's end, Ana opens the table menu; her time runs out there, and her next
    turn, still in the pause, is told as over any cover (Enter would only close the menu); back
    once its clock runs, the first line is that turn with its seconds left, round 1's end not
    said again; Enter then says round 2 and her turn line in time to act."""
    from game.scenes.card_table_online import ACT_SECONDS
    with _turn_told_at_round_1_end(client, tmp_path, monkeypatch, 24) as (table, before):
        round_end = next(line for line in client.texts[:before] if line.startswith("Round 1 over. Tokens: "))
        client.press(pygame.K_ESCAPE)
        assert _menu_open(client)
        menu_at = len(client.texts)
        again = "Your turn again at the table: 24 seconds."
        run_until(client, lambda: again in client.texts[menu_at:], 40)
        said = client.texts[menu_at:]
        ran_out = next(i for i, line in enumerate(said) if line.startswith("Your time ran out"))
        assert ran_out < said.index(again), said
        assert not any("Press Enter to go on" in line for line in said), said
        assert _menu_open(client) and table.between_rounds
        said, left = _back_once_the_clock_runs(client, table, 22)
        match = re.fullmatch(r"(\d+) seconds left for your turn in round 2\. Press Enter to go on\.", said[0])
        assert match and int(left) - 1 <= int(match.group(1)) <= int(left), (left, said)
        assert round_end not in said and not any(line.startswith("Round 1 over") for line in said), said
        queue = client.app.announcer.queue
        deadline = queue.now + table.paused_turn_seconds_left()
        said, turn_line = _enter_until_the_turn_line_is_heard(client)
        assert said[0].startswith("Round 2. "), said
        assert deadline - turn_line.done_at >= ACT_SECONDS - 1.5, (deadline - turn_line.done_at, said)


@pytest.mark.long
def test_back_from_the_menu_on_a_deal_summary_says_the_next_deals_turn_not_the_summary_again(client, tmp_path,
                                                                                             monkeypatch):
    """T-7, T-29, a 12-second turn timer: Ana's bid in deal 2 is told on deal 1's summary; she opens
    the table menu over it; her time runs out, and her next turn there is told as over any cover;
    back once its clock runs, the summary says that turn with its seconds left, not its title
    and line again."""
    import game.scenes.paused_turn as paused_turn
    monkeypatch.setattr(paused_turn, "TURN_COVER_GRACE", 1.0)
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    ben = TricksBen(url)
    try:
        plan = OnlinePlan(url, "Ana", game="tricks", players=3, computers=1, cpu_delay=0.0, turn_timer=12)
        table = open_hosted_table(client, plan, ben, trick_table)
        play_deal(client)
        told = "Your turn in deal 2: 12 seconds. Press Enter to go on."
        run_until(client, lambda: told in client.texts and not client.app.announcer.speech_busy(), 30)
        summary = client.app.top
        client.frames(70)  # (a key in the summary's first second was pressed before it was heard)
        client.press(pygame.K_ESCAPE)
        assert _menu_open(client), (client.app.top, client.texts[-5:])
        menu_at = len(client.texts)
        again = "Your turn again at the table: 12 seconds."
        run_until(client, lambda: again in client.texts[menu_at:], 40)
        assert not any("Press Enter to go on" in line for line in client.texts[menu_at:]), client.texts[menu_at:]
        said, left = _back_once_the_clock_runs(client, table, 9)
        assert client.app.top is summary and summary_open(client)
        match = re.fullmatch(r"(\d+) seconds left for your turn in deal 2\. Press Enter to go on\.", said[0])
        assert match and int(left) - 1 <= int(match.group(1)) <= int(left), (left, said)
        assert not any(line.startswith("Deal 1 summary") for line in said), said
    finally:
        ben.stop.set()
        ben.done.wait(10)
        stop(server)
    assert ben.error is None, ben.error


def test_the_seconds_left_of_a_turn_in_a_pause_in_spanish_and_russian(client):
    """C-21, T-7: the line on coming back, in every language, its count through plural forms."""
    from game import i18n
    from game.counting.scenes.table_online import RemoteSide
    from game.tricks.scenes.table_online import RemoteSide as TricksSide
    counting = (lambda seconds: RemoteSide.paused_turn_left_text(None, SimpleNamespace(round=2), seconds))
    tricks = (lambda seconds: TricksSide.paused_turn_left_text(None, SimpleNamespace(deal=3), seconds))
    assert counting(9) == "9 seconds left for your turn in round 2. Press Enter to go on."
    assert counting(1) == "1 second left for your turn in round 2. Press Enter to go on."
    assert tricks(9) == "9 seconds left for your turn in deal 3. Press Enter to go on."
    try:
        i18n.set_language("es")
        assert counting(9) == "Te quedan 9 segundos para tu turno en la ronda 2. Pulsa Intro para seguir."
        assert counting(1) == "Te queda 1 segundo para tu turno en la ronda 2. Pulsa Intro para seguir."
        assert tricks(9) == "Te quedan 9 segundos para tu turno en el reparto 3. Pulsa Intro para seguir."
        i18n.set_language("ru")
        assert counting(5) == "На ваш ход в раунде 2 осталось 5 секунд. Нажмите Enter, чтобы продолжить."
        assert counting(2) == "На ваш ход в раунде 2 осталось 2 секунды. Нажмите Enter, чтобы продолжить."
        assert tricks(1) == "На ваш ход в сдаче 3 осталась 1 секунда. Нажмите Enter, чтобы продолжить."
    finally:
        i18n.set_language("en")


@pytest.mark.long
def test_enter_before_the_clock_of_a_turn_told_in_the_pause_runs_says_the_held_moves_in_short(client, tmp_path,
                                                                                              monkeypatch):
    """C-21, C-23, a 14-second turn timer (found by a tester by ear: Enter just after "Your time ran
    out", about 50 s of moves held in the pause were said whole, and the next turn ran out before
    its line): Ana's time runs out on round 1's end; her next turn there is told again, and she
    presses Enter as that notice is said (its clock not running yet; the notice's rest counts). The server starts that
    clock anyway the fallback wait after the notice (6 s here, 30 s in play), whatever the held
    moves still to say: they go to the history but for what fits (here none: not even the
    sentence that counts them), and her turn line ends with about 5 s to act."""
    import game.scenes.paused_turn as paused_turn
    from game.scenes.card_table_online import ACT_SECONDS
    monkeypatch.setattr(paused_turn, "HEARD_WAIT", 6.0)
    with _turn_told_at_round_1_end(client, tmp_path, monkeypatch, 14) as (table, before):
        monkeypatch.setattr(paused_turn, "TURN_COVER_GRACE", 8.0)
        # from here on speech takes time, by its estimated length (a voice that cannot tell when it is
        # done): the recording voice "says" each line at once
        client.speech.knows_speaking, client.app.announcer.queue.heard_rate = False, None
        again = "Your turn again in round 2: 14 seconds. Press Enter to go on."
        run_until(client, lambda: again in client.texts[before:], 40)
        told = table._held_turn_said
        # Enter while that notice is still said (found by ear: its rest, 3 s, was not counted)
        assert told.pending and told.begun and table.between_rounds and table.paused_turn_seconds_left() is None
        deadline = table._held_turn_since + 6.0 + 14
        said, turn_line = _enter_until_the_turn_line_is_heard(client)
        assert said[0].startswith("Round 2. "), said  # (what went to the history is counted after it)
        assert said[1:-1] in ([], ["6 earlier messages in the history (Page Up)."]), said
        assert not any(line.startswith(("Ben: ", "Bob: ", "Played for you: ")) for line in said), said
        assert "Ben: 10 of spades. Total 10." in client.app.announcer.history.shown()  # (Page Up reads it)
        assert deadline - turn_line.done_at >= ACT_SECONDS - 1.5, (deadline - turn_line.done_at, said)


@pytest.mark.long
def test_the_held_moves_said_after_a_pause_are_reported_said_one_update_at_a_time(client, tmp_path, monkeypatch):
    """C-21, C-23, a 14-second turn timer (found by a tester by ear: Enter as "Your turn again in
    round 3: 30 seconds. ..." began, 26 s of held moves were said, and the server's fallback
    started the clock 0.7 s before the turn line): the updates held in the pause, handed over
    together after Enter, are each reported said (``heard`` with ``events_only``) once its lines
    were, while the later ones are still said, so the server's wait runs again from each; the
    newest, with the turn, only once the turn line was heard."""
    with _turn_told_at_round_1_end(client, tmp_path, monkeypatch, 14) as (table, before):
        client.speech.knows_speaking, client.app.announcer.queue.heard_rate = False, None
        again = "Your turn again in round 2: 14 seconds. Press Enter to go on."
        run_until(client, lambda: again in client.texts[before:], 40)
        sent: list = []
        send = table.session.link.send
        table.session.link.send = lambda kind, **fields: (sent.append((kind, fields)), send(kind, **fields))[1]
        newest = table.session.newest_seq()
        said, turn_line = _enter_until_the_turn_line_is_heard(client)
        table.session.link.send = send
        assert said[0].startswith("Round 2. ") and len(said) >= 4, said  # (the held moves said whole)
        reports = [fields["seq"] for kind, fields in sent if kind == "heard" and fields.get("events_only")]
        assert reports == sorted(set(reports)) and any(seq < newest for seq in reports), (reports, newest)
        first = sent.index(("heard", {"seq": reports[0], "events_only": True}))
        assert not any(kind == "heard" and fields.get("seq") == newest for kind, fields in sent[:first]), sent


@pytest.mark.long
def test_a_status_key_while_the_paused_turn_waits_leaves_it_said_after_with_its_seconds_then(client, tmp_path,
                                                                                             monkeypatch):
    """C-21, C-23, a 24-second turn timer: Ana's turn in round 2, told on round 1's end, runs
    under the table menu; Ben's chat line comes meanwhile. Back at the pause, the chat line is
    said first and the turn ("N seconds left for your turn in round 2. Press Enter to go on.")
    waits behind it; S, pressed then, is answered, and the turn is still said after that answer
    (it was dropped as a line that answered an older key: the running turn never told again),
    with its seconds as they are when it begins, not as they were at Escape."""
    with _turn_told_at_round_1_end(client, tmp_path, monkeypatch, 24) as (table, before):
        client.frames(70)  # (a key in the notice's first second was pressed before it was heard)
        client.press(pygame.K_ESCAPE)
        assert _menu_open(client)
        run_until(client, lambda: (table.paused_turn_seconds_left() or 99) < 22, 20)
        client.speech.knows_speaking, client.app.announcer.queue.heard_rate = False, None
        table.remote_chat("Ben says: that was a long round, well played everyone, on to the next one.")
        back_at = len(client.texts)
        client.press(pygame.K_ESCAPE)
        client.frames(20)
        queue = client.app.announcer.queue
        assert queue.last_begun().text.startswith("Ben says: "), client.texts[back_at:]
        client.press(pygame.K_s)
        turn = re.compile(r"(\d+) seconds left for your turn in round 2\. Press Enter to go on\.")
        lines: list = []

        def turn_begun() -> bool:
            begun = queue.last_begun()
            if begun is not None and turn.fullmatch(begun.text) and not lines:
                lines.append((begun, table.paused_turn_seconds_left()))
            return bool(lines)
        run_until(client, turn_begun, 20)
        said = client.texts[back_at:]
        answer = next(i for i, line in enumerate(said) if line.startswith("Tokens"))
        at_turn = next(i for i, line in enumerate(said) if turn.fullmatch(line))
        assert answer < at_turn, said
        line, left = lines[0]
        assert int(left) - 1 <= int(turn.fullmatch(line.text).group(1)) <= int(left), (left, said)
        assert table.between_rounds
