"""Watching an online table and the table's chat from the app (issue 19): a real server process
on 127.0.0.1; the headless app (Ana, RecordingSpeech) watches a counting table of 3 where two
people (Ben and Cleo, protocol clients in threads of their own) play with a computer player, or
sits at a table and chats with Ben. Every wait is bounded."""

from __future__ import annotations

import asyncio
import random
import re
import threading
from types import SimpleNamespace

import pygame
import pytest

from game.counting.menu_entry import ENTRY
from game.net.bots import CHOICE
from game.scenes.registry import register_game
from tests.online_people import PersonThread, join_first_free
from tests.test_online_lobby import to_lobby, type_text
from tests.test_online_table import free_port, run_until, start_server, stop, table_of

DEADLINE = 90.0
"""Seconds a protocol player may take at most."""


@pytest.fixture(autouse=True)
def _registered(monkeypatch):
    """Only the counting game in the main menu (another test may have registered the trick game)."""
    from game.scenes import registry
    monkeypatch.setattr(registry, "_GAMES", {})
    register_game(ENTRY)


class Person(PersonThread):
    """A person at a counting table through the protocol client, in a thread of their own:
    ``host`` creates a table of 3 with a computer player and starts it once ``go`` is set and
    every seat is taken; otherwise joins the first table with a free seat. Plays random legal
    choices (seeded) until the game ends; ``say`` (a table chat line) is sent once ``chat_go``
    is set; chat lines received are kept in ``chats``."""

    def __init__(self, url: str, name: str, host: bool = False, say: str | None = None, game: str = "counting",
                 options: dict | None = None, actions: int | None = None, pause: float = 0.0) -> None:
        super().__init__(url, DEADLINE)
        self.name, self.host, self.say = name, host, say
        self.game = game
        self.options = options or {"players": 3, "draw": "auto", "tokens": 2}
        self.actions = actions
        """Stop after this many actions (None: at the game's end)."""
        self.pause = pause
        """Seconds before each action."""
        self.go = threading.Event()
        self.chat_go = threading.Event()
        self.chats: list[dict] = []
        self.seat: int | None = None

    async def play(self) -> None:
        client = await self.connect(self.name)
        if self.host:
            await client.create(self.game, self.options, computers=1, cpu_delay=0)
            await client.wait_for("table", 20)
            await client.wait_for(lambda m: m["type"] == "table" and not m["table"]["free"], 40)
            while not self.go.is_set():
                await asyncio.sleep(0.02)
            await client.start()
        else:
            await join_first_free(client)
        rng = random.Random(len(self.name))
        acted_at = -1
        said = False
        while client.over is None and not self.heard_other() and self.actions != 0:
            if self.say and not said and self.chat_go.is_set():
                said = True
                await client.chat(self.say)
            try:
                frame = await client.wait_for(lambda m: m["type"] in ("update", "sync", "over", "chat"), 0.2)
            except TimeoutError:
                continue
            if frame["type"] == "chat":
                self.chats.append(frame)
            if client.view is None or client.seq == acted_at or client.over is not None:
                continue
            action = CHOICE[self.game](client.view, rng)
            if action is not None:
                acted_at = client.seq
                await asyncio.sleep(self.pause)
                await client.act(action)
                if self.actions is not None:
                    self.actions -= 1
        await client.close()

    def heard_other(self) -> bool:
        """True once someone else's line "hi" came (a chatting person stops there)."""
        return bool(self.say) and any(chat["from"] != self.name and chat["text"] == "hi" for chat in self.chats)


CARD = re.compile(r"\b(ace|king|queen|jack|joker|[2-9]|10) of (hearts|diamonds|clubs|spades)\b|\bjoker\b")


@pytest.mark.long
def test_a_spectator_hears_every_play_by_name_and_no_hidden_card(client, tmp_path, monkeypatch):
    """Ana watches Ben and Cleo's table (C-7: every card played is public; C-8: a drawn card is
    not): the plays are said with the players' names, never "you", and no card is ever named
    but those played; keys that play say she is watching; C, S and T answer; Escape goes back
    to the lobby."""
    from game.counting.scenes.table_online import RemoteSide
    from game.net.link import Link
    from game.scenes.lobby import Lobby
    # every event the table scene is handed, and every frame the app sends once the table is on screen,
    # recorded from the start: the first moves may be handed over in the very frame the table comes
    # (a hook put on the scene once it is there would miss them, and then their cards, said, seem hidden)
    seen: list = []
    for hook in ("remote_events", "remote_skipped", "remote_joined"):
        def recording(self, events, *args, _take=getattr(RemoteSide, hook), **kwargs):
            seen.extend(events)
            return _take(self, events, *args, **kwargs)
        monkeypatch.setattr(RemoteSide, hook, recording)
    sent: list[str] = []
    send = Link.send
    monkeypatch.setattr(Link, "send", lambda link, kind, **fields: (
        sent.append(kind) if table_of(client) is not None else None, send(link, kind, **fields))[1])
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    # a moment between moves: a spectator more than 3 moves behind would skip to the present
    ben, cleo = Person(url, "Ben", host=True, pause=0.1), Person(url, "Cleo", pause=0.1)
    try:
        to_lobby(client, url)
        ben.start()
        run_until(client, lambda: client.last == "Tables changed: 1 table.", 20)
        client.press(pygame.K_DOWN)
        assert client.last == ("Bottom. Table 1, counting game, 2 tokens: Ben and a computer player; 1 free seat, "
                               "waiting to start. 1 of 1.")
        before = len(client.texts)
        client.press(pygame.K_w)
        assert client.texts[before] == "Watching table 1."  # the server may answer in the same frame
        run_until(client, lambda: "You are watching table 1." in client.texts, 20)
        cleo.start()
        run_until(client, lambda: "Cleo joined the table." in client.texts, 20)
        ben.go.set()
        run_until(client, lambda: table_of(client) is not None, 30)
        table = table_of(client)
        assert table.spectating
        assert [(s.kind, s.name) for s in table.session.seats] == [("person", "Ben"), ("computer", None),
                                                                       ("person", "Cleo")]
        help_lines = table.help_lines()
        assert help_lines[0] == ("You are watching this table: the keys that play only say so. M writes to the "
                                 "table's chat; Escape goes back to the lobby.")
        assert help_lines[-3:] == ["M: write a chat line to everyone at this table.",
                                   "W: say who is at this table: people, computer players, who watches.",
                                   "J: skip the moves not yet said and hear where the game stands now."]
        pressed = len(client.texts)
        client.press(pygame.K_w)  # the game goes on: its next events may follow at once
        assert client.texts[pressed] == "Ben, person, the host. Anna, computer player. Cleo, person. You are watching."
        opening = "Counting game, 3 players, 2 tokens each, 3 cards in hand. Cards are drawn automatically."
        run_until(client, lambda: opening in client.texts, 30)
        start = client.texts.index(opening) - 1
        assert client.texts.count("You are watching table 1.") == 1  # said before the start, not again
        run_until(client, lambda: any(": " in t and "Total" in t for t in client.texts[start:]), 30)
        assert client.texts[start + 1:start + 3] == [
            opening, "Round 1. Cleo deals. Ben plays first."]
        refusal = "You are watching this table: you do not play here."
        cues = client.app.sound.played.count("refused")
        for index, key in enumerate((pygame.K_1, pygame.K_SPACE, pygame.K_LEFT, pygame.K_a)):
            before = len(client.texts)
            client.press(key)
            # said at the first press; again only when another line was said since (a play), else
            # the refused cue alone (refuse_again)
            said = client.texts[before:].count(refusal)
            assert said == 1 if index == 0 else said <= 1, client.texts[before:]
        assert client.app.sound.played.count("refused") - cues == 4
        before = len(client.texts)
        client.hold(pygame.K_RETURN, 3)  # a held key: said once at most
        assert client.texts[before:].count(refusal) <= 1
        before = len(client.texts)
        client.press(pygame.K_h)
        assert "You are watching this table: you hold no cards." in client.texts[before:]
        before = len(client.texts)
        client.press(pygame.K_c)
        assert any(re.fullmatch(r"Total -?\d+\.", t) for t in client.texts[before:]), client.texts[before:]
        before = len(client.texts)
        client.press(pygame.K_s)
        assert any(re.fullmatch(r"Tokens: Ben (\d|out), Anna (\d|out), Cleo (\d|out)\.", t)
                   for t in client.texts[before:]), client.texts[before:]
        before = len(client.texts)
        client.press(pygame.K_t)
        assert any(re.match(r"(Ben|Anna|Cleo)'s turn|Round (\d+ )?over", t) for t in client.texts[before:]), \
            client.texts[before:]
        over = "The game is over. Escape goes back to the lobby."
        run_until(client, lambda: over in client.texts[start:], 60)
        said = client.texts[start:]
        played = {str(event.card) for event in seen if event.kind == "CardPlayed"}
        plays = [t for t in said if re.match(r"(Ben|Anna|Cleo): ", t)]
        assert plays and {t.split(":")[0] for t in plays} >= {"Ben", "Cleo"}
        assert all(event.card is None for event in seen if event.kind == "CardDrawn")
        assert table.session.view().hand == ()
        from game.card_names import card_name
        played_names = {card_name(event.card) for event in seen if event.kind == "CardPlayed"}
        for line in said:
            for match in CARD.finditer(line):
                assert match.group(0) in played_names or any(match.group(0) in name for name in played_names), line
        assert not any(re.search(r"\b(You|you|Your|your)\b", t) for t in plays), plays
        winner = said[said.index(over) - 1]
        assert re.fullmatch(r"(Ben|Anna|Cleo) wins the game\.", winner), said[-4:]
        assert "Round 1 over. Tokens: " in " ".join(said)  # (after its cause: C-23)
        assert re.search(r"Next round in a moment\.|The next round starts when (Ben|Cleo) is ready\.", " ".join(said))
        assert "Enter: next round." not in " ".join(said)
        assert played
        assert sent and set(sent) == {"heard"}  # no act; heard (with nobody seated it paces the computers)
        sent.clear()
        for person in (ben, cleo):  # gone first: their leaving reaches the table, not the lobby after it
            person.join(DEADLINE)
            assert person.error is None, person.error
        # the game is over: closing its table is leaving it, no seat held (was "Cleo lost the
        # connection. Their seat is held for 30 seconds.", found by ear)
        run_until(client, lambda: "Cleo left the table." in client.texts and "Ben left the table." in client.texts, 20)
        back = len(client.texts)
        client.press(pygame.K_ESCAPE)
        assert [kind for kind in sent if kind != "heard"] == ["leave"]
        assert isinstance(client.app.top, Lobby)
        run_until(client, lambda: client.app.top.listed, 20)
        client.frames(10)
        assert client.texts[back:] == ["Back in the lobby.", "No tables. N creates one."]  # its game over, gone
    finally:
        stop(server)


@pytest.mark.long
def test_watching_a_trick_game_under_way(client, tmp_path):
    """Ana watches a trick game already started (T-1: 3 players, Ben, Cleo and a computer): she
    is told she watches, hears the table by names, Space (mark a bid card) and Enter say she is
    watching, B says the bids she may know (T-7: nobody's bid cards), H says she holds no cards."""
    from game.scenes.lobby import Lobby
    from game.tricks.scenes.table import TricksTable
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    ben = Person(url, "Ben", host=True, game="tricks", options={"players": 3}, actions=1)
    cleo = Person(url, "Cleo", game="tricks", actions=1)
    try:
        to_lobby(client, url)
        ben.start()
        run_until(client, lambda: client.last == "Tables changed: 1 table.", 20)
        cleo.start()
        ben.go.set()
        lobby = client.app.top
        run_until(client, lambda: bool(lobby.tables) and lobby.tables[0].get("started"), 30)
        before = len(client.texts)
        client.press(pygame.K_DOWN)  # the list may change meanwhile: "Tables changed" may follow
        assert "Bottom. Table 1, trick game, target 200: Ben, Anna (computer) and Cleo; playing. 1 of 1." in client.texts[before:]
        before = len(client.texts)
        client.press(pygame.K_RETURN)
        assert "Table 1 has no free seat. W watches it." in client.texts[before:]
        client.press(pygame.K_w)
        run_until(client, lambda: isinstance(client.app.top, TricksTable), 20)
        table = client.app.top
        assert table.spectating and table.session.joined_in_play
        help_lines = table.help_lines()  # T-3, T-28: what watching means first; no dummy with 3 players
        assert help_lines[0] == ("You are watching this table: the keys that play only say so. M writes to the "
                                 "table's chat; Escape goes back to the lobby.")
        assert "D: the dummy's cards." not in help_lines and "R: a revealed hand." in help_lines
        run_until(client, lambda: "You are watching table 1." in client.texts, 10)
        start = client.texts.index("You are watching table 1.")
        assert client.texts[start + 1] == "Trick game, standard, target 200. 3 players: Ben, Anna and Cleo."
        run_until(client, lambda: any(t.startswith("Deal 1.") for t in client.texts[start:]), 10)
        cues = client.app.sound.played.count("refused")
        for index, key in enumerate((pygame.K_SPACE, pygame.K_RETURN, pygame.K_LEFT, pygame.K_a)):
            before = len(client.texts)
            client.press(key)
            said = client.texts[before:].count("You are watching this table: you do not play here.")
            assert said == 1 if index == 0 else said <= 1  # then the refused cue alone, unless a line came between
        assert client.app.sound.played.count("refused") - cues == 4
        before = len(client.texts)
        client.press(pygame.K_h)
        assert "You are watching this table: you hold no cards." in client.texts[before:]
        before = len(client.texts)
        client.press(pygame.K_b)
        bids = [t for t in client.texts[before:] if t.startswith("Bids: ")]
        assert bids and re.fullmatch(r"Bids: Ben [^,]+, Anna [^,]+, Cleo [^,]+\.", bids[0]), bids
        assert not CARD.search(bids[0]), bids
        said = client.texts[start:]
        assert not any(re.search(r"\b(You|you|Your|your)\b", t) for t in said
                       if re.match(r"(Ben|Anna|Cleo)( has bid|: |\b.*wins the trick)", t)), said
        client.press(pygame.K_ESCAPE)
        assert isinstance(client.app.top, Lobby)
        for person in (ben, cleo):
            person.join(DEADLINE)
            assert person.error is None, person.error
    finally:
        stop(server)


@pytest.mark.long
def test_a_spectator_of_a_trick_game_under_way_hears_the_games_name_once(client, tmp_path):
    """T-5, T-29 (found by ear: a spectator heard "Trick game" twice, in the table's opening words
    and again at the head of where the deal stands): Ana comes to watch a trick game under way
    (Ben, Cleo and a computer; each person bids, then waits): "Watching table 1.", "You are
    watching table 1.", the opening words with the game's name, then the deal now without it
    ("Deal 1. ..."), its trumps said once; "Trick game" is said once in all."""
    from game.tricks import text as words
    from game.tricks.scenes.table import TricksTable
    from test_online_trick_table import settled
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    ben = Person(url, "Ben", host=True, game="tricks", options={"players": 3}, actions=1)
    cleo = Person(url, "Cleo", game="tricks", actions=1)
    try:
        to_lobby(client, url)
        ben.start()
        run_until(client, lambda: client.last == "Tables changed: 1 table.", 20)
        cleo.start()
        ben.go.set()
        lobby = client.app.top
        run_until(client, lambda: bool(lobby.tables) and lobby.tables[0].get("started"), 30)
        client.press(pygame.K_DOWN)
        before = len(client.texts)
        client.press(pygame.K_w)
        run_until(client, lambda: isinstance(client.app.top, TricksTable), 20)
        table = client.app.top
        assert table.spectating and table.session.joined_in_play
        run_until(client, lambda: any("Deal 1. " in t for t in client.texts[before:]) and settled(client, table), 20)
        client.app.step(60)  # anything more the watcher would hear meanwhile
        said = client.texts[before:]
        assert said[:3] == ["Watching table 1.", "You are watching table 1.",
                            "Trick game, standard, target 200. 3 players: Ben, Anna and Cleo."], said
        assert said[3].startswith("Deal 1. "), said
        assert said[3].count(words.trumps_text(table.view)) == 1, said[3]
        assert sum("Trick game" in line for line in said) == 1, said  # the opening words only
        for person in (ben, cleo):
            person.join(DEADLINE)
            assert person.error is None, person.error
    finally:
        stop(server)


@pytest.mark.long
def test_a_spectator_of_a_trick_game_back_after_a_drop_hears_the_deal_as_a_player_does(client, tmp_path):
    """T-5, T-29 (was: a spectator back after a drop heard "Trick game. Deal 1. No trumps. ...",
    the game's name again mid-game): Ana watches a trick game under way (Ben, Cleo and a
    computer; each person bids, then waits for the play); her connection drops; back, she hears
    where the deal stands as a player back at the table does, the deal and its trumps first
    without the game's name: "Deal 1. No trumps. No cards on the table. Ben to play." (the
    player's words, :meth:`TricksTable.intro` with ``back``); "Trick game" is said once in all,
    in the table's opening words."""
    from game.tricks import text as words
    from game.tricks.scenes.table import TricksTable
    from test_online_trick_table import settled
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    ben = Person(url, "Ben", host=True, game="tricks", options={"players": 3}, actions=1)
    cleo = Person(url, "Cleo", game="tricks", actions=1)
    try:
        to_lobby(client, url)
        ben.start()
        run_until(client, lambda: client.last == "Tables changed: 1 table.", 20)
        cleo.start()
        ben.go.set()
        lobby = client.app.top
        run_until(client, lambda: bool(lobby.tables) and lobby.tables[0].get("started"), 30)
        client.press(pygame.K_DOWN)
        before = len(client.texts)
        client.press(pygame.K_w)
        run_until(client, lambda: isinstance(client.app.top, TricksTable), 20)
        table = client.app.top
        assert table.spectating and table.session.joined_in_play
        run_until(client, lambda: table.view.phase == "play" and settled(client, table)
                  and not table.session.waiting_updates(), 30)
        client.app.step(30)
        link = table.session.link
        link._loop.call_soon_threadsafe(lambda: link._loop.create_task(link.client.ws.close()))
        run_until(client, lambda: "Connection to the server lost. Trying to reconnect." in client.texts[before:], 20)
        run_until(client, lambda: "Reconnected to the server." in client.texts[before:], 20)
        back = len(client.texts) - client.texts[::-1].index("Reconnected to the server.")
        run_until(client, lambda: any("Deal 1. " in t for t in client.texts[back:]) and settled(client, table), 20)
        client.app.step(30)
        said = client.texts[back:]
        view = table.view
        assert view.deal == 1 and view.phase == "play" and view.trumps is None
        line = next(t for t in said if "Deal 1. " in t)
        assert line == f"Deal 1. No trumps. {words.table_text(table.me, view)}", said
        assert re.fullmatch(r"Deal 1\. No trumps\. .*(Ben|Anna|Cleo) to play\.", line), line
        assert not any("Trick game" in t for t in said), said
        assert sum("Trick game" in t for t in client.texts[before:]) == 1, client.texts[before:]
        for person in (ben, cleo):
            person.join(DEADLINE)
            assert person.error is None, person.error
    finally:
        stop(server)


@pytest.mark.long
def test_a_spectator_of_a_trick_game_who_presses_j_hears_the_deal_without_the_games_name(client, tmp_path):
    """T-29 (was: J's catch-up said "Trick game. Deal 1. On the table: ... Cleo to play." mid-game,
    the game's name again): Ana watches Ben and Cleo play a trick game with a computer, quicker
    than their moves can be said; J skips to the present: "N moves skipped.", then where the deal
    stands as a newcomer hears it, "Deal 1. ...", without the game's name; "Trick game" is said
    once in all, in the table's opening words."""
    from game.tricks import text as words
    from game.tricks.scenes.table import TricksTable
    from test_online_trick_table import settled
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    ben = Person(url, "Ben", host=True, game="tricks", options={"players": 3}, actions=14, pause=0.05)
    cleo = Person(url, "Cleo", game="tricks", actions=14, pause=0.05)
    try:
        to_lobby(client, url)
        ben.start()
        run_until(client, lambda: client.last == "Tables changed: 1 table.", 20)
        cleo.start()
        lobby = client.app.top
        run_until(client, lambda: bool(lobby.tables) and not lobby.tables[0].get("free"), 20)
        client.press(pygame.K_DOWN)
        before = len(client.texts)
        client.press(pygame.K_w)
        run_until(client, lambda: "You are watching table 1." in client.texts[before:], 20)
        ben.go.set()  # the game starts with the spectator there: deal 1 is heard from its start
        run_until(client, lambda: isinstance(client.app.top, TricksTable), 20)
        table = client.app.top
        assert table.spectating
        run_until(client, lambda: any(t.startswith("Deal 1. ") for t in client.texts[before:]), 20)
        table.events_unheard = lambda: True  # the spectator falls behind: the moves wait (none is skipped by itself)
        run_until(client, lambda: table.session.waiting_updates() >= 4, 30)
        del table.events_unheard
        pressed = len(client.texts)
        client.press(pygame.K_j)
        said = client.texts[pressed:]
        skipped = next((i for i, t in enumerate(said) if re.fullmatch(r"\d+ moves? skipped\.", t)), None)
        assert skipped is not None, said
        view = table.view
        assert view.deal == 1, said
        situation = f"Deal 1. {words.table_text(table.me, view)}"  # (the bids follow when J went over some)
        bids = words.bids_text(table.me, view, awaited=view.phase != "bidding")  # (whose bid is awaited: said once)
        assert said[skipped + 1] in (situation, f"{situation} {bids}"), said
        run_until(client, lambda: settled(client, table), 20)
        assert sum("Trick game" in t for t in client.texts[before:]) == 1, client.texts[before:]
        for person in (ben, cleo):
            person.join(DEADLINE)
            assert person.error is None, person.error
    finally:
        stop(server)


@pytest.mark.long
def test_a_spectator_whose_connection_drops_watches_on(client, tmp_path):
    """The server puts a person who says hello again in the lobby unless they sit at a table: a
    spectator's session asks to watch again after a drop, says it is back, and hears the plays
    that follow, each once."""
    from game.counting.scenes.table import CountingTable
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    ben = Person(url, "Ben", host=True, pause=0.15)
    cleo = Person(url, "Cleo", pause=0.15)
    try:
        to_lobby(client, url)
        ben.start()
        cleo.start()
        ben.go.set()
        lobby = client.app.top
        run_until(client, lambda: bool(lobby.tables) and lobby.tables[0].get("started"), 30)
        client.press(pygame.K_w)
        run_until(client, lambda: isinstance(client.app.top, CountingTable), 20)
        table = client.app.top
        run_until(client, lambda: "You are watching table 1." in client.texts, 10)
        handed: list[int] = []  # the update numbers handed to the table, in order
        take = table.remote_events
        table.remote_events = lambda events, own: (events and handed.append(table.session._heard_seq),
                                                   take(events, own))
        link = table.session.link
        link._loop.call_soon_threadsafe(lambda: link._loop.create_task(link.client.ws.close()))
        run_until(client, lambda: "Connection to the server lost. Trying to reconnect." in client.texts, 20)
        run_until(client, lambda: "Reconnected to the server." in client.texts, 20)
        back = client.texts.index("Reconnected to the server.")
        run_until(client, lambda: sum(bool(re.match(r"(Ben|Anna|Cleo): ", t)) for t in client.texts[back:]) >= 3, 30)
        assert handed == sorted(set(handed)) and len(handed) >= 3, handed  # each update once, in order
        assert client.texts.count("You are watching table 1.") == 1
        for person in (ben, cleo):
            person.join(DEADLINE)
            assert person.error is None, person.error
    finally:
        stop(server)


@pytest.mark.long
def test_table_chat_is_said_with_the_senders_name(client, tmp_path):
    """At Ben's table Ana joined from the lobby, Ben's table chat line is said as "Ben says:
    good luck" and kept in the history; Ana's M opens the chat line (spoken echo, Backspace says
    what it deleted), Enter sends it with scope "table", Ben receives it and Ana hears it back."""
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    ben = Person(url, "Ben", host=True, say="good luck")
    try:
        to_lobby(client, url)
        ben.start()
        run_until(client, lambda: client.last == "Tables changed: 1 table.", 20)
        client.press(pygame.K_DOWN)
        client.press(pygame.K_RETURN)
        run_until(client, lambda: "You joined Ben's table." in client.texts, 20)
        client.press(pygame.K_m)  # before the start too
        assert client.last == "Table chat message: empty. Type, then press Enter. Escape cancels."
        type_text(client, "ready")
        client.press(pygame.K_RETURN)
        run_until(client, lambda: client.last == "You say: ready", 20)
        ben.go.set()
        run_until(client, lambda: table_of(client) is not None, 30)
        table = table_of(client)
        assert not table.spectating
        ben.chat_go.set()
        run_until(client, lambda: "Ben says: good luck" in client.texts, 20)
        assert "Ben says: good luck" in client.app.announcer.history.items()
        client.press(pygame.K_m)
        assert client.last == "Table chat message: empty. Type, then press Enter. Escape cancels."
        client.press(pygame.K_RETURN)
        assert client.last == "Nothing to send: type a message, or Escape."
        type_text(client, "hix")
        client.press(pygame.K_BACKSPACE)
        assert client.texts[-4:] == ["h", "i", "x", "Deleted x."]
        sent = len(client.texts)
        client.press(pygame.K_RETURN)
        assert client.app.top is table
        run_until(client, lambda: "You say: hi" in client.texts[sent:], 20)
        assert not any(t.startswith("Round ") and "Total" in t for t in client.texts[sent:]), client.texts[sent:]
        ben.join(DEADLINE)
        assert ben.error is None, ben.error
        assert [(chat["from"], chat["text"], chat["scope"]) for chat in ben.chats] == [
            ("Ana", "ready", "table"), ("Ben", "good luck", "table"), ("Ana", "hi", "table")]
        flood = len(client.texts)
        for _line in range(6):  # 5 at once, then 1 every 2 s
            client.press(pygame.K_m)
            type_text(client, "k")
            client.press(pygame.K_RETURN)
        too_fast = "Message not sent: too many messages at once. Wait a few seconds, then send it again."
        run_until(client, lambda: too_fast in client.texts[flood:], 20)
    finally:
        stop(server)


class FakeLink:
    """A link that keeps what is sent (the lobby's keys without a server)."""

    def __init__(self) -> None:
        self.sent: list[tuple[str, dict]] = []

    def send(self, kind: str, **fields) -> None:
        self.sent.append((kind, fields))

    def take(self) -> list:
        return []

    def close(self) -> None:
        pass


def test_the_lobby_offers_w_to_watch_a_full_or_started_table(client):
    from game.scenes.lobby import Lobby
    client.start()
    link = FakeLink()
    lobby = Lobby(client.app, "ws://127.0.0.1:1", "Ana", link=link)
    client.push(lobby)
    lobby._list([{"id": 4, "game": "counting", "options": {"tokens": 9}, "started": True, "finished": False,
                  "free": [], "seats": [{"seat": 0, "kind": "person", "name": "Ben"},
                                        {"seat": 1, "kind": "computer", "name": None}]}])
    client.press(pygame.K_RETURN)
    assert client.last == "Table 4 has no free seat. W watches it."
    client.press(pygame.K_w)
    assert client.last == "Watching table 4."
    assert link.sent == [("watch", {"table": 4})]
    help_lines = lobby.help_lines()
    assert "W: watch this table, started or not: you hear every move and no one's cards." in help_lines


def test_f1_of_an_online_table_lists_m_for_the_chat_and_w_for_who_is_there():
    """M, the chat line, and W, who is at the table, are bound by no key of either game's table
    (C-22, T-28), so binding them at an online table clashes with nothing; an online table's F1
    lists them."""
    from game.counting.scenes.table import CountingTable
    from game.tricks.scenes.table import TricksTable

    class Session:
        seat = 0
        setup = None

        def __init__(self, remote: bool) -> None:
            self.remote = remote

        def view(self):
            return SimpleNamespace(hand=("4C", "9H", "KS"))  # F1 names the digit keys for the hand

    m_key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m", scancode=0)
    for cls in (CountingTable, TricksTable):
        local = cls.build_keys(_bare(cls, Session(False)))
        online = cls.build_keys(_bare(cls, Session(True)))
        assert local.intent_for(m_key) is None
        assert online.intent_for(m_key).name == "chat"
        w_key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_w, mod=0, unicode="w", scancode=0)
        assert local.intent_for(w_key) is None
        assert online.intent_for(w_key).name == "people"
        # (J, bound at a counting seat, is listed by the table only once the person is out: C-18)
        j_key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_j, mod=0, unicode="j", scancode=0)
        assert local.intent_for(j_key) is None
        assert (online.intent_for(j_key) is not None) == (cls is CountingTable)
        lines = online.help_lines(exclude=("catch_up",))
        assert lines[:-2] == local.help_lines()
        assert lines[-2:] == ["M: write a chat line to everyone at this table.",
                              "W: say who is at this table: people, computer players, who watches."]


def _bare(cls, session):
    """An instance of ``cls`` without its constructor, with ``session`` (key tables only)."""
    from game.counting.options import CountingOptions
    from game.counting.scenes.table import TableSetup
    scene = cls.__new__(cls)
    scene.session = session
    scene.setup = TableSetup(CountingOptions())
    scene.between_rounds = False
    return scene
