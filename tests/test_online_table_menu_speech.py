"""What a person hears at an online table while its table menu is open (Escape: "Table menu. The
game goes on.") and on closing it (docs/announcements.md, C-8, C-22, C-23): the game goes on
under the menu, so a turn that comes is told over the menu ("Your turn at the table: 4
seconds.") with the turn timer's warning and its end, and so is the warning that one's time to
draw runs out (C-8); closing the menu says the moves made
meanwhile, then where the game stands now, never a situation line that was true before them nor
a warning or draw prompt no longer true. A real server process on 127.0.0.1, the headless app as
Ana, Ben a protocol client in a thread who plays only when the test lets him."""

from __future__ import annotations

import asyncio
import re
import threading

import pygame
import pytest

from game.counting.text import card_name
from game.engine.cards import Card
from game.net.bots import CHOICE
from game.net.client import Client
from game.scenes.card_table_online import TURN_COVER_GRACE
from game.scenes.online import OnlinePlan
from net_helpers import free_port
from online_people import PersonThread, join_first_free
from test_online_table import open_hosted_table, run_until, start_server, stop, table_of

MENU = "Table menu. The game goes on."
PLAIN = ("2", "3", "5", "6", "7", "8")
"""Ranks Ben plays when he holds one: nothing but the total changes (no jack keeping his turn, C-16)."""


class Ben(PersonThread):
    """Ben at the table: draws whenever he may (C-8), plays a card only while :attr:`plays` is
    above 0 (one fewer each time); never reports ``heard`` (his own turn clock waits the
    server's longest). Keeps the cards he played, in order."""

    def __init__(self, url: str) -> None:
        super().__init__(url, 120)
        self.plays = 0
        self.lock = threading.Lock()
        self.played: list[str] = []
        self.chats: list[str] = []

    def chat(self, text: str) -> None:
        """Ben says ``text`` at the table (sent at his next look at the game)."""
        with self.lock:
            self.chats.append(text)

    def let_play(self) -> None:
        """Ben may play one card more."""
        with self.lock:
            self.plays += 1

    async def play(self) -> None:
        client = Client(self.url, auto_heard=False)
        await client.connect("Ben")
        await join_first_free(client)
        acted_at = -1
        while client.over is None and not self.stop.is_set():
            try:
                await client.wait_for(lambda m: m["type"] in ("update", "sync", "over"), 0.2)
            except (TimeoutError, asyncio.TimeoutError):
                pass
            with self.lock:
                chats, self.chats = self.chats, []
            for text in chats:
                await client.chat(text)
            if client.view is None or client.seq == acted_at:
                continue
            action = CHOICE["counting"](client.view, None)
            plain = [code for code in client.view["hand"] if code[:-1] in PLAIN]
            if action is not None and "play" in action and plain:  # (a jack with two would keep his turn, C-16)
                action = {"player": client.seat, "play": plain[0]}
            if action is None:
                continue
            if "play" in action:
                with self.lock:
                    if self.plays <= 0:
                        continue
                    self.plays -= 1
                self.played.append(action["play"])
            acted_at = client.seq
            await client.act(action)
        await client.close()


def quiet(client) -> bool:
    table = table_of(client)
    return (table is not None and not client.app.announcer.speech_busy() and not table.session._incoming
            and not table.session._pending_action)


def frames_until(client, test, frames: int = 600) -> None:
    """Run the app frame by frame until ``test()`` holds, at most ``frames`` frames (10 s of game
    time): for what only the app's own clock ends (the keys held after a turn line), bounded in
    frames, not in wall-clock seconds, which a loaded machine could spend on 60 frames."""
    for _ in range(frames):
        if test():
            return
        client.app.step(1)
    assert test(), f"not reached within {frames} frames; said: {client.texts[-8:]}"


def ana_plays_then_menu(client, ben: Ben) -> None:
    """Once the opening was said: Ana plays a card on her turn (Ben plays once first when the
    first turn is his), and with Ben's turn come she opens the table menu."""
    table = table_of(client)
    run_until(client, lambda: quiet(client), 30)
    if table.session.view().turn != table.seat:
        ben.let_play()
        run_until(client, lambda: quiet(client) and table.session.view().turn == table.seat, 20)
    frames_until(client, lambda: not table.actions_held())
    client.press(pygame.K_1)
    run_until(client, lambda: quiet(client) and table.session.view().turn != table.seat, 20)
    if table.session.view().drawer == table.seat:  # manual draw (C-8): Space draws, Ben is held meanwhile
        client.press(pygame.K_SPACE)
        run_until(client, lambda: quiet(client) and table.session.view().drawer is None, 20)
    client.press(pygame.K_ESCAPE)
    assert client.texts[-1].startswith(MENU)


def ben_plays_under_menu(client, ben: Ben) -> tuple:
    """:func:`ana_plays_then_menu`, then Ben may play once, the menu still open. Returns Ana's
    table (under the menu) and the number of lines said before."""
    ana_plays_then_menu(client, ben)
    table = client.app.scenes[-2]
    menu_at = len(client.texts)
    ben.let_play()
    return table, menu_at


def ben_line(ben: Ben, total: int) -> str:
    return f"Ben: {card_name(Card.parse(ben.played[-1]))}. Total {total}."


def open_at(client, tmp_path, **plan) -> tuple:
    port = free_port()
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    url = f"ws://127.0.0.1:{port}"
    ben = Ben(url)
    options = plan.pop("options", (("draw", "auto"),))
    open_hosted_table(client, OnlinePlan(url, "Ana", game="counting", players=2, computers=0, cpu_delay=0.0,
                                         options=options, **plan), ben)
    return server, ben


def ana_plays_with_manual_draw(client, tmp_path) -> tuple:
    """A two-person counting table with manual draw (C-8) on a real server; Ana, first to play
    (the server's fixed seeds), plays her first card (1) once her turn was heard. Returns the
    server, Ben, her table and the number of lines said before the card."""
    server, ben = open_at(client, tmp_path, options=(("draw", "manual"),))
    table = table_of(client)
    run_until(client, lambda: quiet(client), 30)
    assert table.session.view().turn == table.seat
    frames_until(client, lambda: not table.actions_held())
    played_at = len(client.texts)
    client.press(pygame.K_1)
    return server, ben, table, played_at


def test_closing_the_menu_says_the_move_made_meanwhile_then_the_turn_never_the_old_situation(client, tmp_path):
    """C-23 (found by ear: "Round 2. Total 62. Ana's turn." came first, untrue, then Ana's 6):
    Ben plays while Ana's table menu is open; over the menu she hears "Your turn at the table.";
    Escape says Ben's card with the total, then the turn line of now with the hand, as after a
    return (found by ear: only the card Enter plays was named), and nothing else."""
    server, ben = open_at(client, tmp_path)
    try:
        table, menu_at = ben_plays_under_menu(client, ben)
        run_until(client, lambda: "Your turn at the table." in client.texts[menu_at:], 20)
        assert client.texts[menu_at:] == ["Your turn at the table."]
        assert client.app.top is not table  # (still in the menu)
        closed_at = len(client.texts)
        client.press(pygame.K_ESCAPE)
        run_until(client, lambda: quiet(client), 20)
        view = table.session.view()
        assert view.turn == table.seat
        assert view.total == 15  # (the server's fixed seeds: Ana's king of hearts, then Ben's card)
        assert client.texts[closed_at:] == [ben_line(ben, 15),
                                            "Round 1. Your turn. Total 15. Your cards: queen of hearts, 10 of hearts, "
                                            "queen of diamonds. Enter plays the queen of hearts."]
    finally:
        assert ben.error is None, ben.error
        ben.stop.set()
        stop(server)


def test_a_timed_turn_under_the_menu_is_told_there_and_nothing_outdated_is_said_after(client, tmp_path):
    """A table with 4 seconds a turn, manual draw (C-8): Ana's turn comes while her table menu is
    open: over it she hears "Your turn at the table: 4 seconds.", "2 seconds left for your turn.
    Escape goes back to the table." (the way back said with the warning) and "Your time ran out:
    ..."; Escape says Ben's card and the computer's card for her, then
    where the game stands: no turn line of hers, no warning, and no "You can still draw: press
    Space." (the computer drew for her in the same move); that card and draw are said as made for
    her (found by ear: "You: queen of hearts. Total 25.", as if she had played it)."""
    server, ben = open_at(client, tmp_path, turn_timer=4, options=(("draw", "manual"),))
    try:
        table, menu_at = ben_plays_under_menu(client, ben)
        ran_out = "Your time ran out: a computer player plays this turn for you."
        run_until(client, lambda: ran_out in client.texts[menu_at:], 30)
        assert client.texts[menu_at:] == ["Your turn at the table: 4 seconds.",
                                          "2 seconds left for your turn. Escape goes back to the table.", ran_out]
        run_until(client, lambda: table.session.view().turn != table.seat and not table.session._incoming, 10)
        closed_at = len(client.texts)
        client.press(pygame.K_ESCAPE)
        run_until(client, lambda: quiet(client), 20)
        assert client.texts[closed_at:] == ["Ben: 5 of spades. Total 15.",
                                            "Played for you: the queen of hearts. Total 25.",
                                            "The 4 of hearts was drawn for you.", "Round 1. Total 25. Ben's turn."]
        assert ben.played == ["5S"]
    finally:
        assert ben.error is None, ben.error
        ben.stop.set()
        stop(server)


def turn_told_over_menu(client, ben: Ben) -> tuple:
    """Ana plays, opens the menu, Ben plays: her turn is told over the menu ("Your turn at the
    table: 30 seconds.", a 30-second timer), heard whole. Returns her table, the lines said
    before the notice, and the notice."""
    table, menu_at = ben_plays_under_menu(client, ben)
    told = "Your turn at the table: 30 seconds."
    run_until(client, lambda: told in client.texts[menu_at:], 20)
    frames_until(client, lambda: not client.app.announcer.speech_busy())
    return table, menu_at, told


def test_a_turn_told_over_the_menu_counts_as_heard_a_little_later(client, tmp_path):
    """C-22 (found by a tester by ear: back at the table 6 s after "Your turn at the table: 20
    seconds.", the moves held meanwhile and the turn line took 18 s, and the time ran out as the
    line ended): the turn told over the menu is reported heard, so the server's clock starts,
    only TURN_COVER_GRACE seconds after the notice was heard while the menu stays open; Escape
    before that says the moves held and where the game stands, and the turn is reported heard
    once they were."""
    server, ben = open_at(client, tmp_path, turn_timer=30)
    try:
        table, menu_at, told = turn_told_over_menu(client, ben)
        queue = client.app.announcer.queue
        heard_at = queue.now
        assert table.session.turn_not_reported() is not None
        frames_until(client, lambda: table.session.turn_not_reported() is None, round(60 * (TURN_COVER_GRACE + 2)))
        assert TURN_COVER_GRACE - 0.1 <= queue.now - heard_at <= TURN_COVER_GRACE + 0.5
        assert client.texts[menu_at:] == [told]
        closed_at = len(client.texts)
        client.press(pygame.K_ESCAPE)
        run_until(client, lambda: quiet(client), 20)
        assert client.texts[closed_at] == ben_line(ben, table.session.view().total)
        assert client.texts[closed_at + 1].startswith("Round 1. Your turn. Total ")
    finally:
        assert ben.error is None, ben.error
        ben.stop.set()
        stop(server)


def chats_then_turn_over_menu(client, ben: Ben, seconds: int) -> tuple:
    """With Ana's table menu open (:func:`ana_plays_then_menu`), Ben says three long lines, held
    for the table, then plays: Ana's turn is told over the menu ("Your turn at the table:
    ``seconds`` seconds."). Returns her table, where the menu's words began in ``client.texts``,
    Ben's lines as said, and the notice."""
    ana_plays_then_menu(client, ben)
    table = client.app.scenes[-2]
    menu_at = len(client.texts)
    chats = [f"Ben says: this is my chat line number {n} of three, a long one." for n in (1, 2, 3)]
    for line in chats:
        ben.chat(line.removeprefix("Ben says: "))
    run_until(client, lambda: [item.text for item in client.app.announcer.unheard_events(table)] == chats, 20)
    ben.let_play()
    told = f"Your turn at the table: {seconds} seconds."
    run_until(client, lambda: told in client.texts[menu_at:], 20)
    return table, menu_at, chats, told


@pytest.mark.parametrize("later", [6, 14])
def test_back_late_on_a_running_clock_the_older_held_moves_go_to_the_history(client, tmp_path, later):
    """C-22 (found by testers by ear: 28 s of moves held under the menu were said before the turn
    line of a 20-second turn, and the time ran out as it ended; the turn prompt held with them
    began before the count, and the turn was said twice): Ben says three lines and plays while
    Ana's table menu is open; her turn is told over it and its clock runs; back at the table
    ``later`` seconds after that, the held lines, the turn line and 5 s to act do not fit in the
    time left (at the estimated speaking rate): 6 s later (about 24 s left), the older two lines
    go to the history unsaid, counted first, then the newest line, Ben's card and the turn line;
    14 s later (about 16 s left), not even the count fits: every held line goes to the history,
    and only the turn line is said."""
    server, ben = open_at(client, tmp_path, turn_timer=30)
    try:
        table, menu_at, chats, told = chats_then_turn_over_menu(client, ben, 30)
        frames_until(client, lambda: table.session.turn_not_reported() is None, round(60 * (TURN_COVER_GRACE + 6)))
        client.frames(60 * later)
        assert client.texts[menu_at:] == [told]
        # from here on speech takes time, by its estimated length (a voice that cannot tell when it is
        # done, as Speech Dispatcher): the recording voice "says" each line at once
        client.speech.knows_speaking, client.app.announcer.queue.heard_rate = False, None
        closed_at = len(client.texts)
        client.press(pygame.K_ESCAPE)
        run_until(client, lambda: quiet(client), 20)
        said = client.texts[closed_at:]
        assert said[-1].startswith("Round 1. Your turn. Total 15. ") and said.count(said[-1]) == 1, said
        assert not any(line.startswith("Your turn.") for line in said), said  # (the held turn prompt: replaced)
        held = chats + [ben_line(ben, 15)]
        shown = client.app.announcer.history.shown()
        if later == 6:
            assert said[:-1] == ["2 earlier messages in the history (Page Up)."] + held[2:]
            assert shown[-6:-1] == held[:2] + said[:-1]  # (Page Up reads them, in order)
        else:
            assert said == said[-1:]
            assert shown[-5:] == held + said  # (Page Up reads them)
    finally:
        assert ben.error is None, ben.error
        ben.stop.set()
        stop(server)


def test_back_within_the_grace_a_backlog_the_servers_fallback_would_cut_into_is_said_in_short(
        client, tmp_path, monkeypatch):
    """C-22 (found by a tester by ear: back within the 8 s grace, 28 s of held lines were said
    whole, and the server's fallback started the clock while they were said): Ben says three
    lines and plays while Ana's table menu is open; her turn is told over it; back 2 s later
    (the clock waits for her ``heard``), the server starts it anyway at most its fallback
    (``HEARD_WAIT``: 3 s here, 30 s in play) after the turn came: the held lines, the turn line
    and 5 s to act do not fit in what is left of that wait and the 20-second turn, so the older
    lines go to the history, counted first, and the newest are said, then the turn line."""
    import game.scenes.card_table_online as online_side
    monkeypatch.setattr(online_side, "HEARD_WAIT", 3.0)
    server, ben = open_at(client, tmp_path, turn_timer=20)
    try:
        table, menu_at, chats, told = chats_then_turn_over_menu(client, ben, 20)
        client.frames(60 * 2)
        assert table.session.turn_not_reported() is not None  # (within the grace: the clock waits)
        client.speech.knows_speaking, client.app.announcer.queue.heard_rate = False, None
        closed_at = len(client.texts)
        client.press(pygame.K_ESCAPE)
        run_until(client, lambda: quiet(client), 20)
        said = client.texts[closed_at:]
        held = chats + [ben_line(ben, 15)]
        assert said[0] == "3 earlier messages in the history (Page Up).", said
        assert said[1:-1] == held[3:], said
        assert said[-1].startswith("Round 1. Your turn. Total 15. ") and said.count(said[-1]) == 1, said
        assert client.app.announcer.history.shown()[-6:-2] == held[:3] + said[:1]  # (Page Up reads them)
        assert table.session.turn_not_reported() is None
    finally:
        assert ben.error is None, ben.error
        ben.stop.set()
        stop(server)


def test_back_from_the_menu_before_the_grace_the_turn_counts_once_heard_at_the_table(client, tmp_path):
    """C-22: Escape 1 s after "Your turn at the table: 30 seconds.": no report while the moves
    held and the turn line are still to be said; once they were, the turn is reported heard."""
    server, ben = open_at(client, tmp_path, turn_timer=30)
    try:
        table, _menu_at, _told = turn_told_over_menu(client, ben)
        client.frames(60)
        assert table.session.turn_not_reported() is not None
        closed_at = len(client.texts)
        client.press(pygame.K_ESCAPE)
        # back at the table: the notice's grace is over; a menu opened again before the turn was
        # heard tells it again, its grace from then (found by a tester by ear: the first
        # notice's 8 s ran on, the turn line cut short by the time-out)
        assert (table._turn_told_at, table._turn_notice) == (None, None)
        run_until(client, lambda: quiet(client) and table.session.turn_not_reported() is None, 20)
        assert client.texts[closed_at].startswith("Ben: ")
        assert client.texts[-1].startswith("Round 1. Your turn. Total ")
    finally:
        assert ben.error is None, ben.error
        ben.stop.set()
        stop(server)


def test_a_turn_that_runs_out_at_the_table_says_no_draw_prompt_for_the_draw_made_for_one(client, tmp_path):
    """C-8 (found by ear: "You can still draw: press Space." was said, then the computer drew for
    her): 4 seconds a turn, manual draw; Ana hears her turn at the table and does nothing: "2
    seconds left for your turn.", "Your time ran out: ...", then the card and the draw made for
    her, said as made for her, and no draw prompt."""
    server, ben = open_at(client, tmp_path, turn_timer=4, options=(("draw", "manual"),))
    try:
        ana_plays_then_menu(client, ben)
        back_at = len(client.texts)
        client.press(pygame.K_ESCAPE)  # (back at the table at once: Ben's turn)
        table = table_of(client)
        ben.let_play()
        run_until(client, lambda: quiet(client) and table.session.view().turn == 1
                  and len(client.texts) > back_at + 2, 30)
        assert client.texts[back_at:] == [
            "Round 1. Total 10. Ben's turn.",
            "Ben: 5 of spades. Total 15.",
            "Wait: Ben may still draw. Then it is your turn.",
            "Your turn. Total 15. Your cards: queen of hearts, 10 of hearts, queen of diamonds. "
            "Enter plays the queen of hearts.",
            "2 seconds left for your turn.",
            "Your time ran out: a computer player plays this turn for you.",
            "Played for you: the queen of hearts. Total 25.",
            "The 4 of hearts was drawn for you."]
        assert ben.error is None, ben.error
    finally:
        ben.stop.set()
        stop(server)


def test_ones_time_to_draw_under_the_menu_is_warned_there(client, tmp_path):
    """C-8 (found by ear: the warning came only once the menu was closed, the server's hold for
    the draw running meanwhile): manual draw; Ana plays, hears her card and "You can still draw:
    press Space.", and opens the table menu without drawing. The draw's time runs on: over the
    menu she hears "4 seconds left to draw at the table: Escape, then Space.", once; the server's
    hold of Ben ends 4 seconds after it (2 more than at the table: the way back takes two keys); Escape says where the game stands, the draw first ("... You can still draw: press
    Space. Ben's turn."), and Space still draws (until Ben's card)."""
    server, ben, table, played_at = ana_plays_with_manual_draw(client, tmp_path)
    try:
        run_until(client, lambda: quiet(client) and table.session.view().drawer == table.seat, 20)
        assert client.texts[played_at:] == ["You: king of hearts. Total 10.", "You can still draw: press Space."]
        client.press(pygame.K_ESCAPE)
        assert client.texts[-1].startswith(MENU)
        menu_at = len(client.texts)
        warning = "4 seconds left to draw at the table: Escape, then Space."
        run_until(client, lambda: warning in client.texts[menu_at:], 10)
        assert table.session.draw_wait == table.seat  # (said while the server still holds Ben for her draw)
        run_until(client, lambda: table.session.draw_wait is None, 10)  # its report heard: the hold ends
        client.frames(60)
        assert client.texts[menu_at:] == [warning]
        closed_at = len(client.texts)
        client.press(pygame.K_ESCAPE)
        run_until(client, lambda: quiet(client), 20)
        # the draw is still open: said first (found by a tester by ear: "Ben's turn." alone)
        assert client.texts[closed_at:] == ["Round 1. Total 10. You can still draw: press Space. Ben's turn."]
        client.press(pygame.K_SPACE)
        run_until(client, lambda: quiet(client) and table.session.view().drawer is None, 20)
        assert client.texts[-1].startswith("You draw the "), client.texts[closed_at:]
        assert ben.played == []
    finally:
        assert ben.error is None, ben.error
        ben.stop.set()
        stop(server)


def test_closing_the_menu_at_a_trick_table_says_the_cards_played_meanwhile_then_the_turn(client, tmp_path):
    """T-29 (found by ear: "Trick game. Deal 4. No cards on the table. Bob to play." came first,
    untrue, then Bob's card): Ana bids, then opens the table menu while others are to play; the
    cards played meanwhile are held; over the menu she hears "Your turn at the table."; Escape
    says those cards, in order, then where the deal stands now (her turn), and nothing else."""
    import random as random_module

    from game.net.bots import play_latest_views
    from test_online_trick_table import play_deal_until, settled, trick_table

    class TrickBen(PersonThread):
        async def play(self) -> None:
            person = await self.connect("Ben")
            await join_first_free(person)
            await play_latest_views(person, "tricks", random_module.Random(5), self.stop, pause=0.5)
            await person.close()

    port = free_port()
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    url = f"ws://127.0.0.1:{port}"
    ben = TrickBen(url, 120)
    try:
        table = open_hosted_table(client, OnlinePlan(url, "Ana", game="tricks", players=3, computers=1,
                                                     cpu_delay=0.5), ben, trick_table)
        play_deal_until(client, lambda: table.view.phase == "play" and table.view.turn_controller != table.seat
                        and settled(client, table), 60)
        client.press(pygame.K_ESCAPE)
        assert client.texts[-1].startswith(MENU)
        menu_at = len(client.texts)
        run_until(client, lambda: "Your turn at the table." in client.texts[menu_at:], 30)
        assert client.texts[menu_at:] == ["Your turn at the table."]
        held = [item.text for item in client.app.announcer.queue.pending() if item.scene is table]
        assert held and all(re.fullmatch(r"(Ben|\w+): .+\.", line) for line in held[:1]), held
        closed_at = len(client.texts)
        client.press(pygame.K_ESCAPE)
        run_until(client, lambda: settled(client, table), 20)
        said = client.texts[closed_at:]
        # ("Ben: 9 of spades.", then "Trick game. Your turn. Ben led the 9 of spades. ..."; the held
        # turn prompt gives way to the situation of now)
        moves = [line for line in held if not line.startswith("Your turn.")]
        assert said == moves + [table.resume_words()()], (said, held)
        assert said[-1].startswith("Trick game. Your turn. ")
        assert said[-1].endswith(" H reads your hand.")  # as Continue ends (T-28)
    finally:
        ben.stop.set()
        stop(server)


def test_the_words_over_and_after_the_menu_in_spanish_and_russian(client):
    """C-8: the warning said over the table menu, in each language, its time in its place; so
    the count of the held lines sent to the history, in its plural forms."""
    from game.counting.text import draw_warning_cover_text
    from game.table.online_text import held_to_history_text
    client.app.apply_language("es")
    assert draw_warning_cover_text(2) == "Quedan 2 segundos para robar en la mesa: Escape y luego Espacio."
    assert held_to_history_text(1) == "1 mensaje anterior en el historial (Re Pág)."
    assert held_to_history_text(3) == "3 mensajes anteriores en el historial (Re Pág)."
    client.app.apply_language("ru")
    assert draw_warning_cover_text(2) == "На добор за столом осталось 2 секунды: Escape, затем Пробел."
    assert [held_to_history_text(n) for n in (1, 3, 5)] == [
        "1 более раннее сообщение в истории (Page Up).", "3 более ранних сообщения в истории (Page Up).",
        "5 более ранних сообщений в истории (Page Up)."]
    client.app.apply_language("en")
    assert draw_warning_cover_text(2) == "2 seconds left to draw at the table: Escape, then Space."
