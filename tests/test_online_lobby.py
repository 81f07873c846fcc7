"""Play online from the main menu (issue 19): a real server process on 127.0.0.1; the headless
app reaches the Play online screen by keys, types the address and its name in the spoken text
entry, reaches the lobby, hears a table that a protocol client (Ben) creates, joins it by keys
and reaches the counting table. Also: the text entry's speech, exactly; creating a table from
the lobby and starting it with the host's S. Every wait is bounded."""

from __future__ import annotations

import asyncio
import threading
import time

import pygame
import pytest

from game.counting.menu_entry import ENTRY
from game.scenes.registry import register_game
from game.scenes.text_entry import TextEntry
from tests.online_people import PersonThread
from tests.test_online_table import free_port, run_until, start_server, stop, table_of

DEADLINE = 60.0
"""Seconds Ben's side may take at most."""


@pytest.fixture(autouse=True)
def _registered(monkeypatch):
    """Only the counting game in the main menu (another test may have registered the trick game)."""
    from game.scenes import registry
    monkeypatch.setattr(registry, "_GAMES", {})
    register_game(ENTRY)


def type_text(client, text: str) -> None:
    """Type ``text`` one character at a time (a KEYDOWN with that character)."""
    for char in text:
        key = ord(char.lower()) if ord(char) < 128 else 0
        client.press(key, mod=pygame.KMOD_SHIFT if char.isupper() else 0, unicode=char)


def to_lobby(client, url: str) -> None:
    """From the main menu to the lobby of ``url`` as Ana, by keys."""
    client.app.settings.section("online").update({"url": url, "name": "Ana"})
    client.start()
    for _ in range(10):  # (the trick game's entry is on the menu when a test registered it)
        client.press(pygame.K_DOWN)
        if client.last.startswith("Play online"):
            break
    assert client.last.startswith("Play online"), client.last
    client.press(pygame.K_RETURN)  # Play online
    client.press(pygame.K_DOWN)
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RETURN)  # Connect
    run_until(client, lambda: client.last == "Lobby. No tables. N creates one.", 20)


class Host(PersonThread):
    """Ben, through the protocol client in a thread of his own, creates a table (a counting table
    of 3 unless told otherwise) with 1 computer player, starts it once every seat is taken, and
    leaves after the first update."""

    def __init__(self, url: str, game: str = "counting", options: dict | None = None) -> None:
        super().__init__(url, DEADLINE)
        self.game = game
        self.options = options if options is not None else {"players": 3, "draw": "auto"}
        self.created = threading.Event()

    async def play(self) -> None:
        client = await self.connect("Ben")
        await client.create(self.game, self.options, computers=1, cpu_delay=0)
        await client.wait_for("table", 20)
        self.created.set()
        await client.wait_for(lambda m: m["type"] == "table" and not m["table"]["free"], 40)
        await client.start()
        await client.wait_for("update", 20)
        await client.close()


def test_the_text_entry_speaks_each_key(client):
    confirmed = []
    client.start()
    client.push(TextEntry(client.app, "Your name", "", lambda text: confirmed.append(text) or None, limit=4))
    type_text(client, "Ab :")
    type_text(client, "x")
    client.press(pygame.K_BACKSPACE)
    client.press(pygame.K_UP)
    client.press(pygame.K_BACKSPACE)
    client.press(pygame.K_BACKSPACE)
    client.press(pygame.K_BACKSPACE)
    client.press(pygame.K_BACKSPACE)
    client.press(pygame.K_RETURN)
    assert client.texts[1:] == [
        "Your name: empty. Type, then press Enter. Escape cancels.",
        "capital A", "b", "space", "colon",
        "The line is full: 4 characters at most.",
        "Deleted colon.", "Ab .", "Deleted space.", "Deleted b.", "Deleted capital A.", "Nothing to delete.",
        "Main menu. Counting game, 1 of 6"]
    assert confirmed == [""]


def test_a_held_backspace_goes_on_deleting_as_in_every_text_field(client):
    """Backspace held in the text entry repeats (a text field's editing keys do, unlike the rule
    that a held key acts once elsewhere); the empty line is said once while it is held; a held
    Enter still confirms once."""
    confirmed = []
    client.start()
    client.push(TextEntry(client.app, "Your name", "Ana", lambda text: confirmed.append(text) or None))
    client.clear()
    client.hold(pygame.K_BACKSPACE, 5)
    assert client.texts == ["Deleted a.", "Deleted n.", "Deleted capital A.", "Nothing to delete."]
    type_text(client, "Bo")
    client.hold(pygame.K_RETURN, 3)
    assert confirmed == ["Bo"]


def test_escape_cancels_the_text_entry_and_keeps_the_name(client):
    client.start()
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RETURN)  # Play online
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RETURN)  # Your name
    type_text(client, "Zo")
    client.press(pygame.K_ESCAPE)
    assert client.texts[-4:] == ["capital Z", "o", "Cancelled.", "Play online. Your name: not set, 2 of 4. Enter edits your name."]
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RETURN)  # Connect without a name
    assert client.last == "Type your name first: it is the second item."
    assert "name" not in client.app.settings.section("online")


def test_play_online_says_how_to_edit_the_address_and_the_name(client):
    """Play online's text lines say how to edit them when focused, and Left or Right on them
    (keys that change a choice elsewhere) says the line with that hint again."""
    client.start()
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RETURN)  # Play online
    assert client.last == "Play online. Server: ws://localhost:8799, 1 of 4. Enter edits the address."
    client.press(pygame.K_RIGHT)
    assert client.last == "Server: ws://localhost:8799, 1 of 4. Enter edits the address."
    client.press(pygame.K_LEFT)
    assert client.last == "Server: ws://localhost:8799, 1 of 4. Enter edits the address."
    client.press(pygame.K_DOWN)
    assert client.last == "Your name: not set, 2 of 4. Enter edits your name."
    client.press(pygame.K_RIGHT)
    assert client.last == "Your name: not set, 2 of 4. Enter edits your name."
    client.press(pygame.K_DOWN)
    assert client.last == "Connect, 3 of 4"


@pytest.mark.long
def test_from_the_main_menu_to_a_table_created_by_another_person(client, tmp_path):
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    ben = Host(url)
    try:
        client.start()
        assert client.texts == ["Main menu. Counting game, 1 of 6"]
        client.press(pygame.K_DOWN)
        assert client.last == "Play online, 2 of 6"
        client.press(pygame.K_RETURN)
        assert client.last == "Play online. Server: ws://localhost:8799, 1 of 4. Enter edits the address."
        client.press(pygame.K_RETURN)
        assert client.last == "Server address: ws://localhost:8799. Type, then press Enter. Escape cancels."
        for _char in "localhost:8799":
            client.press(pygame.K_BACKSPACE)
        assert client.last == "Deleted l."
        type_text(client, f"127.0.0.1:{port}")
        client.press(pygame.K_RETURN)
        assert client.last == f"Play online. Server: {url}, 1 of 4. Enter edits the address."
        assert client.app.settings.section("online")["url"] == url
        client.press(pygame.K_DOWN)
        client.press(pygame.K_RETURN)
        assert client.last == "Your name: empty. Type, then press Enter. Escape cancels."
        type_text(client, "Ana")
        assert client.texts[-3:] == ["capital A", "n", "a"]
        client.press(pygame.K_RETURN)
        assert client.last == "Play online. Your name: Ana, 2 of 4. Enter edits your name."
        client.press(pygame.K_DOWN)
        client.press(pygame.K_RETURN)  # Connect
        run_until(client, lambda: client.last == "Lobby. No tables. N creates one.", 20)
        ben.start()
        run_until(client, lambda: client.last == "Tables changed: 1 table.", 20)
        client.press(pygame.K_DOWN)
        assert client.last == ("Bottom. Table 1, counting game, 9 tokens: Ben and a computer player; 1 free seat, "
                               "waiting to start. 1 of 1.")
        before = len(client.texts)
        client.press(pygame.K_RETURN)
        assert client.texts[before] == "Joining table 1."  # first, even when the server answers in the same frame
        run_until(client, lambda: "You joined Ben's table." in client.texts, 20)
        joining = client.texts.index("Joining table 1.")
        assert client.texts[joining + 1] == "You joined Ben's table."
        run_until(client, lambda: table_of(client) is not None, 30)
        table = table_of(client)
        assert [(s.kind, s.name) for s in table.session.seats] == [("person", "Ben"), ("computer", None),
                                                                       ("you", "Ana")]
        ben.join(DEADLINE)
        assert ben.error is None, ben.error
    finally:
        stop(server)


@pytest.mark.long
def test_a_table_created_in_the_lobby_starts_with_the_hosts_s(client, tmp_path):
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    try:
        section = client.app.settings.section("online")
        section["url"], section["name"] = url, "Ana"
        client.start()
        client.press(pygame.K_DOWN)
        client.press(pygame.K_RETURN)  # Play online
        assert client.last == f"Play online. Server: {url}, 1 of 4. Enter edits the address."
        client.press(pygame.K_DOWN)
        client.press(pygame.K_DOWN)
        client.press(pygame.K_RETURN)  # Connect
        run_until(client, lambda: client.last == "Lobby. No tables. N creates one.", 20)
        client.press(pygame.K_s)
        assert client.last == "No action for S. F1 lists the keys."
        client.press(pygame.K_n)
        assert client.last == "New online table. Game: counting game, 1 of 12"
        client.press(pygame.K_DOWN)
        client.press(pygame.K_LEFT)
        assert client.last == "Players: 2, choice 1 of 7"
        client.press(pygame.K_DOWN)
        assert client.last == "Computer players: 1, 3 of 12"
        client.press(pygame.K_END)
        client.press(pygame.K_UP)
        client.press(pygame.K_RETURN)  # Create
        assert "Creating a counting table for 2 players." in client.texts  # the server may answer at once
        run_until(client, lambda: "Every seat is taken. S starts the game." in client.texts, 20)
        created = client.texts.index("Creating a counting table for 2 players.")
        assert client.texts[created - 1] == "Create, 11 of 12"  # the lobby below does not speak over it
        assert client.texts[created + 1:] == ["You created table 1.", "Every seat is taken. S starts the game."]
        assert table_of(client) is None  # a table made in the lobby waits for its host
        client.press(pygame.K_s)
        assert client.last == "Starting the game."
        run_until(client, lambda: table_of(client) is not None, 20)
        assert [(s.kind, s.name) for s in table_of(client).session.seats] == [("you", "Ana"), ("computer", None)]
    finally:
        stop(server)


class Chatter(PersonThread):
    """Ben in the lobby, in a thread of his own: says "hello" once Ana is in the lobby (``go``
    set), then waits for Ana's line and keeps it in ``heard``."""

    def __init__(self, url: str) -> None:
        super().__init__(url, DEADLINE)
        self.go = threading.Event()
        self.heard: dict | None = None

    async def play(self) -> None:
        client = await self.connect("Ben")
        while not self.go.is_set():
            await asyncio.sleep(0.02)
        await client.send("chat", scope="lobby", text="hello")
        self.heard = await client.wait_for(lambda m: m["type"] == "chat" and m["from"] == "Ana", 30)
        await client.close()


@pytest.mark.long
def test_lobby_chat_is_said_with_the_senders_name(client, tmp_path):
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    ben = Chatter(url)
    ben.start()
    try:
        to_lobby(client, url)
        ben.go.set()
        run_until(client, lambda: client.last == "Ben says: hello", 20)
        kept = len(client.app.announcer.history.items())
        client.press(pygame.K_c)
        assert client.last == "Chat message: empty. Type, then press Enter. Escape cancels."
        client.press(pygame.K_RETURN)
        assert client.last == "Nothing to send: type a message, or Escape."
        type_text(client, "hi")
        client.press(pygame.K_RETURN)
        run_until(client, lambda: client.last == "You say: hi", 20)
        client.frames(5)
        # the keys typed are said, never kept; back from the chat line the lobby says nothing again
        assert client.app.announcer.history.items()[kept:] == [
            "Chat message: empty. Type, then press Enter. Escape cancels.",
            "Nothing to send: type a message, or Escape.", "You say: hi"]
        ben.join(DEADLINE)
        assert ben.error is None, ben.error
        assert ben.heard is not None and ben.heard["text"] == "hi"
        assert "Ben says: hello" in client.app.announcer.history.items()
        assert client.app.top.link.welcomed == "Ana"  # (the name its own lines are told by)
    finally:
        stop(server)


def test_f1_in_the_lobby_leaves_out_the_rules_of_the_current_game(client):
    """F1 in the lobby: its keys, then the keys of every screen without Ctrl+F1 (no game is
    running there: it would only say so; found by ear)."""
    from game.scenes.lobby import Lobby
    from tests.test_client_global_keys import GLOBAL_HELP
    from tests.test_remote_session import Link

    client.start()
    client.push(Lobby(client.app, "ws://127.0.0.1:1", "Ana", link_factory=lambda *args: Link()))
    client.press(pygame.K_F1)
    page = client.app.top
    assert page.title == "Keys for the lobby"
    assert page.lines[11:] == GLOBAL_HELP[:-1]  # after the lobby's 11 keys
    assert not any(line.startswith("Ctrl+F1") for line in page.lines)


def test_f1_lists_every_key_of_the_text_entry_and_the_lobby(client):
    from game.scenes.lobby import Lobby
    entry = TextEntry(client.app, "Your name", "", lambda text: None)
    assert entry.help_lines() == [
        "Type letters, digits and symbols: each is said as you type it.",
        "Enter or Keypad Enter: confirm the text.", "Escape: cancel, keeping the text as it was.",
        "Backspace: delete the last character and say it.", "Up or Down: read the whole line."]
    assert Lobby.build_keys(Lobby.__new__(Lobby)).help_lines() == [
        "Up: previous table.", "Down: next table.", "Home: first table.", "End: last table.",
        "Enter or Keypad Enter: join a free seat of this table.",
        "W: watch this table, started or not: you hear every move and no one's cards.",
        "N: create a table.", "L: read every table.", "C: write a chat line to everyone in the lobby.",
        "Space: say where you are.", "Escape: leave the server and go back to the main menu."]


@pytest.mark.long
def test_escape_at_a_table_not_started_goes_back_to_the_lobby(client, tmp_path):
    from game.scenes.lobby import Lobby
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    try:
        to_lobby(client, url)
        client.press(pygame.K_n)
        client.press(pygame.K_DOWN)
        client.press(pygame.K_RIGHT)  # 4 players
        client.press(pygame.K_END)
        client.press(pygame.K_UP)
        client.press(pygame.K_RETURN)  # Create
        run_until(client, lambda: "Waiting for 2 more people." in client.texts, 20)
        client.press(pygame.K_s)
        assert client.last == "Not yet: 2 seats are still free."
        client.press(pygame.K_a)  # the host adds a computer player
        run_until(client, lambda: client.last == "Waiting for 1 more person.", 20)
        client.press(pygame.K_r)
        run_until(client, lambda: client.last == "Waiting for 2 more people.", 20)
        client.press(pygame.K_r)  # both computer players out
        run_until(client, lambda: client.last == "Waiting for 3 more people.", 20)
        client.press(pygame.K_r)
        assert client.last == "No computer player sits at this table."
        client.press(pygame.K_ESCAPE)  # the host is asked first: nobody else sits, the table closes
        assert client.last == "Close your table? It goes from the lobby's list. No, 1 of 2"
        client.press(pygame.K_ESCAPE)  # No: still at the table, which says where it stands
        assert client.last == "Waiting for 3 more people. At table 1: you. You are the host."
        client.press(pygame.K_ESCAPE)
        client.press(pygame.K_DOWN)
        assert client.last == "Yes, 2 of 2"
        client.press(pygame.K_RETURN)
        assert isinstance(client.app.top, Lobby)
        assert "Back in the lobby." in client.texts[-2:]
        run_until(client, lambda: client.last == "No tables. N creates one.", 20)
        client.press(pygame.K_ESCAPE)
        from game.scenes.main_menu import MainMenu
        assert isinstance(client.app.top, MainMenu)
        assert client.last == "Main menu. Play online, 2 of 6"
    finally:
        stop(server)


@pytest.mark.long
def test_the_lobby_joins_a_trick_table_and_opens_the_trick_table(client, tmp_path):
    """A trick table of 3 created by Ben with a computer: Enter in the lobby joins it and the trick
    table opens with Ben, the computer and you (T-1)."""
    from game.tricks.scenes.table import TricksTable
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    ben = Host(url, "tricks", {"players": 3})
    try:
        client.app.settings.section("online").update({"url": url, "name": "Ana"})
        client.start()
        client.press(pygame.K_DOWN)
        client.press(pygame.K_RETURN)
        client.press(pygame.K_END)
        client.press(pygame.K_UP)
        assert client.last == "Connect, 3 of 4"
        client.press(pygame.K_RETURN)
        run_until(client, lambda: client.last == "Lobby. No tables. N creates one.", 20)
        ben.start()
        run_until(client, lambda: client.last == "Tables changed: 1 table.", 20)
        client.press(pygame.K_DOWN)
        assert client.last.startswith("Bottom. Table 1, trick game") and client.last.endswith("1 of 1.")
        client.press(pygame.K_RETURN)
        run_until(client, lambda: isinstance(client.app.top, TricksTable), 30)
        table = client.app.top
        assert isinstance(table, TricksTable)
        assert [(s.kind, s.name) for s in table.session.seats] == [("person", "Ben"), ("computer", None),
                                                                       ("you", "Ana")]
        ben.join(DEADLINE)
        assert ben.error is None, ben.error
    finally:
        stop(server)


def test_connect_with_a_name_alone_opens_the_lobby(client):
    """``--connect URL --name NAME`` without ``--game`` or ``--join`` opens the server's lobby
    (nothing listens at the port here: the lobby says so and keeps trying); Escape leaves it.
    The address and the name are remembered for Play online."""
    import argparse

    from game.scenes.lobby import Lobby
    from game.scenes.main_menu import MainMenu
    from tests.test_online_table import free_port, run_until
    url = f"ws://127.0.0.1:{free_port()}"
    options = argparse.Namespace(connect=url, name="Ana", game=None, join=False, players=None, computers=0,
                                 variant=None)
    client.app.start_online(options)
    client.app.step()
    assert isinstance(client.app.top, Lobby)
    port = url.rsplit(":", 1)[1]
    assert f"Connecting as Ana to 127.0.0.1, port {port}." in client.texts  # (the whole address takes seconds)
    run_until(client, lambda: f"Cannot reach 127.0.0.1, port {port}. Trying again." in client.texts, 15)
    client.press(pygame.K_ESCAPE)
    assert isinstance(client.app.top, MainMenu)
    remembered = client.app.settings.section("online")  # Play online offers them next time
    assert (remembered.get("url"), remembered.get("name")) == (url, "Ana")


def test_a_late_frame_of_the_table_just_left_does_not_reopen_it(client):
    """Escape at a table, back in the lobby on the same connection: a ``table`` frame the server
    sent before it had the leave is not taken as a new table; one answering a join is."""
    from game.scenes.lobby import Lobby
    from tests.test_remote_session import Link

    link = Link()
    client.start()
    lobby = Lobby(client.app, "ws://127.0.0.1:1", "Ana", link=link)
    client.push(lobby)
    table = {"id": 3, "game": "counting", "options": {"players": 3}, "started": True, "finished": False,
             "seats": [{"seat": 0, "kind": "person", "name": "Ben"}]}
    link.frames = [{"type": "lobby", "tables": [table]}, {"type": "table", "table": table}]
    client.frames(3)
    assert client.app.top is lobby
    assert lobby.tables == [table]
    lobby.pending = "watch"
    link.frames = [{"type": "table", "table": table}]
    client.frames(3)
    assert client.app.top is not lobby


def test_tables_coming_and_going_are_said_at_most_every_five_seconds(client):
    """The lobby says "Tables changed" when tables come or go, not when a table's seats change,
    and at most once every 5 s (COUNT_GAP): what changed meanwhile is said when the gap ends."""
    from game.scenes.lobby import COUNT_GAP, Lobby
    from tests.test_remote_session import Link

    def table(number: int, free: list[int]) -> dict:
        return {"id": number, "game": "counting", "options": {"players": 3}, "started": False, "finished": False,
                "free": free, "seats": [{"seat": 0, "kind": "person", "name": f"Host {number}"}]}

    link = Link()
    client.start()
    lobby = Lobby(client.app, "ws://127.0.0.1:1", "Ana", link=link)
    client.push(lobby)
    link.frames = [{"type": "lobby", "tables": [table(1, [1, 2])], "online": 2, "more": False}]
    client.frames(3)
    client.clear()
    link.frames = [{"type": "lobby_changes", "tables": [table(2, [1, 2])], "gone": [], "online": 3}]
    client.frames(3)
    assert client.texts == ["Tables changed: 2 tables."]
    link.frames = [{"type": "lobby_changes", "tables": [table(2, [2])], "gone": [], "online": 3},  # a seat taken
                   {"type": "lobby_changes", "tables": [table(3, [1])], "gone": [1], "online": 3}]
    client.frames(3)
    assert client.texts == ["Tables changed: 2 tables."]  # within the gap: not yet
    assert [t["id"] for t in lobby.tables] == [2, 3]
    client.frames(int(COUNT_GAP * 60) + 5)
    assert client.texts == ["Tables changed: 2 tables.", "Tables changed: 2 tables."]  # 1 went, 3 came
    link.frames = [{"type": "lobby_changes", "tables": [table(3, [])], "gone": [], "online": 3}]
    client.frames(int(COUNT_GAP * 60) + 5)
    assert len(client.texts) == 2  # a seat taken: nothing said


@pytest.mark.parametrize("code, said", [
    ("en", "Tables changed: no tables left. N creates one."),
    ("es", "Las mesas cambiaron: ya no queda ninguna mesa. N crea una."),
    ("ru", "Столы изменились: столов больше не осталось. N создаёт стол."),
])
def test_the_last_table_gone_is_said_without_a_count_of_0(client, code, said):
    """Found by ear: "Tables changed: 0 tables." when the last table went. It says there are
    none left, in every language (Russian's plural forms have no sentence for 0 either)."""
    from game.scenes.lobby import Lobby
    from tests.test_remote_session import Link

    table = {"id": 1, "game": "counting", "options": {"players": 3}, "started": False, "finished": False,
             "free": [1, 2], "seats": [{"seat": 0, "kind": "person", "name": "Host 1"}]}
    link = Link()
    client.app.apply_language(code)
    client.start()
    lobby = Lobby(client.app, "ws://127.0.0.1:1", "Ana", link=link)
    client.push(lobby)
    link.frames = [{"type": "lobby", "tables": [table], "online": 2, "more": False}]
    client.frames(3)
    client.clear()
    link.frames = [{"type": "lobby_changes", "tables": [], "gone": [1], "online": 1, "more": False}]
    client.frames(3)
    assert client.texts == [said]


def test_a_key_reads_the_list_with_the_changes_already_received(client):
    """Found by ear: "Bottom. Table 2, ..." was said, then "Tables changed: 1 table." (table 2 had
    gone: its frame had come, and keys are handled before the frame's update). A key that reads
    the list takes the frames received first: the change, then the list as it is now."""
    from game.scenes.lobby import Lobby
    from tests.test_remote_session import Link

    def table(number: int) -> dict:
        return {"id": number, "game": "counting", "options": {"players": 3}, "started": False, "finished": False,
                "free": [1, 2], "seats": [{"seat": 0, "kind": "person", "name": f"Host {number}"}]}

    link = Link()
    client.start()
    lobby = Lobby(client.app, "ws://127.0.0.1:1", "Ana", link=link)
    client.push(lobby)
    link.frames = [{"type": "lobby", "tables": [table(1), table(2)], "online": 2, "more": False}]
    client.frames(3)
    client.press(pygame.K_END)
    assert client.last == "Table 2, counting game, 9 tokens: Host 2; 2 free seats, waiting to start. 2 of 2."
    client.clear()
    link.frames = [{"type": "lobby_changes", "tables": [], "gone": [2], "online": 1, "more": False}]
    client.press(pygame.K_DOWN)  # in the same frame as the change
    assert client.texts == ["Tables changed: 1 table.",
                            "Bottom. Table 1, counting game, 9 tokens: Host 1; 2 free seats, waiting to start. 1 of 1."]
    client.clear()
    link.frames = [{"type": "lobby_changes", "tables": [], "gone": [1], "online": 1, "more": False}]
    client.press(pygame.K_l)
    assert client.texts[-1] == "No tables. N creates one."
    assert not any("Table 1" in text for text in client.texts), client.texts


def test_home_and_end_move_through_a_long_lobby(client):
    """130 tables (two pages of the whole list): Home and End go to the ends; the arrows stop at
    the ends and say so ("Bottom. ...", "Top. ...")."""
    from game.net.lobby_list import lobby_frames
    from game.scenes.lobby import Lobby
    from tests.test_remote_session import Link

    tables = [{"id": number, "game": "counting", "options": {"players": 3}, "started": False, "finished": False,
               "free": [1, 2], "seats": [{"seat": 0, "kind": "person", "name": f"Host {number}"}]}
              for number in range(1, 131)]
    link = Link()
    client.start()
    lobby = Lobby(client.app, "ws://127.0.0.1:1", "Ana", link=link)
    client.push(lobby)
    link.frames = lobby_frames(tables, online=131)
    client.frames(3)
    assert len(lobby.tables) == 130
    said = []
    for key in (pygame.K_END, pygame.K_DOWN, pygame.K_UP, pygame.K_HOME, pygame.K_UP, pygame.K_DOWN, pygame.K_HOME):
        client.press(key)
        said.append(client.last.split(" ", 1)[0] + " " + " ".join(client.last.rsplit(" ", 3)[-3:]))
    assert said == ["Table 130 of 130.", "Bottom. 130 of 130.", "Table 129 of 130.", "Table 1 of 130.",
                    "Top. 1 of 130.", "Table 2 of 130.", "Table 1 of 130."]
    client.clear()
    client.hold(pygame.K_UP, 5)
    assert client.texts == ["Top. Table 1, counting game, 9 tokens: Host 1; 2 free seats, waiting to start. 1 of 130."]
    client.press(pygame.K_END)
    assert client.last == "Table 130, counting game, 9 tokens: Host 130; 2 free seats, waiting to start. 130 of 130."


def test_while_the_connection_is_down_the_lobby_says_so_instead_of_its_old_list(client):
    """The connection lost: Space and the arrows say the list is out of date, not the tables it
    had; back, "Reconnected to the server." and the list as it is now, once."""
    from game.scenes.lobby import Lobby
    from tests.test_remote_session import Link

    def table(number: int) -> dict:
        return {"id": number, "game": "counting", "options": {"players": 3}, "started": False, "finished": False,
                "free": [1, 2], "seats": [{"seat": 0, "kind": "person", "name": f"Host {number}"}]}

    link = Link()
    client.start()
    lobby = Lobby(client.app, "ws://127.0.0.1:1", "Ana", link=None, link_factory=lambda *args: link)
    client.push(lobby)
    link.frames = [{"type": "lobby", "tables": [table(1), table(2)], "online": 2, "more": False}]
    client.frames(2)
    assert client.last == ("Lobby. Table 1, counting game, 9 tokens: Host 1; 2 free seats, "
                           "waiting to start. 1 of 2.")
    link.frames = [{"type": "link_lost", "error": "reset", "reason": None}]
    client.frames(2)
    assert client.last == "Connection to the server lost. Trying to reconnect."
    for key in (pygame.K_DOWN, pygame.K_SPACE, pygame.K_RETURN):
        client.press(key)
        assert client.last == ("Not connected: the table list is out of date. Connection to the server lost. "
                               "Trying to reconnect.")
    assert [kind for kind, _fields in link.sent] == []  # Enter joined nothing
    client.clear()
    link.frames = [{"type": "link_back"}, {"type": "lobby", "tables": [table(2)], "online": 2, "more": False}]
    client.frames(2)
    assert client.texts == ["Reconnected to the server.",
                            "Table 2, counting game, 9 tokens: Host 2; 2 free seats, waiting to start. 1 of 1."]
    client.press(pygame.K_SPACE)
    assert client.last == "Lobby. Table 2, counting game, 9 tokens: Host 2; 2 free seats, waiting to start. 1 of 1."
    assert link.sent == []  # never at a table: nothing to leave


def test_back_from_a_table_a_reconnected_lobby_leaves_the_table_again(client):
    """A table left while the connection was down (its ``leave`` lost): back, the lobby sends
    ``leave`` again (the server seats a returning person back at their table); the refusal of a
    leave that finds no table says nothing."""
    from game.scenes.lobby import Lobby
    from tests.test_remote_session import Link

    link = Link()
    client.start()
    client.push(Lobby(client.app, "ws://127.0.0.1:1", "Ana", link=link))
    link.frames = [{"type": "link_lost", "error": "reset", "reason": None}]
    client.frames(2)
    client.clear()
    link.frames = [{"type": "link_back"}, {"type": "refused", "of": "leave", "reason": "not_seated"},
                   {"type": "lobby", "tables": [], "online": 1, "more": False}]
    client.frames(2)
    assert link.sent == [("leave", {})]
    assert client.texts == ["Reconnected to the server.", "No tables. N creates one."]


@pytest.mark.long
def test_leave_the_game_at_an_online_table_goes_back_to_the_lobby(client, tmp_path):
    """Escape, Leave the game, Yes at an online counting table where Ana is the last person (a
    computer in the other seat, nobody watching): the question says leaving ends the game (found
    by ear: it said a computer takes the seat, and the server closed the table); the lobby of
    the same server comes back on the same connection and says the list as it is: no table (it
    read the ended table as playing, then "Tables changed: 0 tables.")."""
    from game.scenes.lobby import Lobby
    from tests.test_online_hosting import create_remembered_table
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    try:
        client.app.settings.section("online").update({"game": "counting", "players": 2, "computers": 1,
                                                      "cpu_delay": 0.5})
        to_lobby(client, url)
        create_remembered_table(client)
        client.press(pygame.K_s)
        run_until(client, lambda: table_of(client) is not None, 20)
        link = table_of(client).session.link
        client.press(pygame.K_ESCAPE)
        assert client.last == "Table menu. The game goes on. Resume, 1 of 4"
        client.press(pygame.K_END)
        client.press(pygame.K_RETURN)
        assert client.last == ("Leave the game? You are the last person here: leaving ends the game, and you go "
                               "back to the lobby. No, 1 of 2")
        client.press(pygame.K_DOWN)
        before = len(client.texts)
        client.press(pygame.K_RETURN)
        assert isinstance(client.app.top, Lobby)
        assert client.app.top.link is link and link.connected
        run_until(client, lambda: client.app.top.listed, 20)
        end = time.monotonic() + 3  # (the computers took seconds to play the game out for nobody)
        while time.monotonic() < end:
            client.frames(1)
            time.sleep(0.02)
        assert client.texts[before:] == ["Back in the lobby.", "No tables. N creates one."]
        assert "table 1 ended: the last person left after" in (tmp_path / "server.log").read_text()
    finally:
        stop(server)


def _a_game_left_to_the_computers(url: str, log, game: str, options: dict, seconds: float) -> str:
    """Ana creates a ``game`` table with ``options`` and one simple computer player on the server
    at ``url``, starts it and closes her app; the computer that takes her seat plays the game to
    its end (the server's ``log`` says "finished after", waited for at most ``seconds``).
    Returns Ana's token, to come back with."""
    from game.net.client import Client

    async def leave() -> str:
        ana = Client(url)
        await ana.connect("Ana")
        await ana.create(game, options, computers=1, level="simple", cpu_delay=0.01)
        await ana.wait_for("table")
        await ana.start()
        await ana.wait_for("update")
        token = ana.token
        await ana.close()
        return token

    token = asyncio.run(asyncio.wait_for(leave(), 20))
    end = time.monotonic() + seconds
    while "finished after" not in log.read_text() and time.monotonic() < end:
        time.sleep(0.05)
    assert "finished after" in log.read_text()
    return token


class Dan(PersonThread):
    """Dan creates a counting table of 3 with a computer player (one free seat) and stays until
    someone has taken it and the test is done (:attr:`stop`)."""

    def __init__(self, url: str) -> None:
        super().__init__(url, DEADLINE)
        self.created = threading.Event()

    async def play(self) -> None:
        client = await self.connect("Dan")
        await client.create("counting", {"players": 3, "draw": "auto"}, computers=1, cpu_delay=0)
        await client.wait_for("table", 20)
        self.created.set()
        await client.wait_for(lambda m: m["type"] == "table" and not m["table"]["free"], 40)
        while not self.stop.is_set():
            await asyncio.sleep(0.05)
        await client.close()


@pytest.mark.parametrize("join", [False, True])
def test_a_game_a_computer_finished_for_one_away_is_not_given_back(client, tmp_path, join):
    """Ana's app ends in the middle of a game; once her seat's hold is over a computer takes it
    and plays the game to its end (C-20). That game is no longer hers (found by ear: ``--join``
    put Ben back into a finished game and said "You win the game!"): connecting again with her
    token (``--connect URL --name Ana``) opens the lobby, and ``--join`` joins the first table
    with a free seat, as its help says; nothing of the old game is said, and the server does not
    count it among her games (played or won)."""
    import argparse

    from game.net import tokens
    from game.net.store import Store

    port = free_port()
    log = tmp_path / "server.log"
    server = start_server(tmp_path / "data", port, log, hold=1)
    url = f"ws://127.0.0.1:{port}"
    dan = Dan(url)
    try:
        token = _a_game_left_to_the_computers(url, log, "counting", {"players": 2, "tokens": 1, "draw": "auto"}, 20)
        tokens.save(url, "Ana", token)
        if join:
            dan.start()
            assert dan.created.wait(20)
        client.start()
        client.clear()  # (the main menu's words)
        client.app.start_online(argparse.Namespace(connect=url, name="Ana", game=None, join=join, players=None,
                                                   computers=0, variant=None))
        if join:
            run_until(client, lambda: client.last == "Every seat is taken. Waiting for Dan to start the game.", 20)
            assert client.texts == [f"Connecting as Ana to 127.0.0.1, port {port}.", "Connected as Ana.",
                                    "You joined Dan's table.",
                                    "Every seat is taken. Waiting for Dan to start the game."]
            dan.stop.set()
            dan.join(DEADLINE)
            assert dan.error is None, dan.error
        else:
            run_until(client, lambda: client.last == "Lobby. No tables. N creates one.", 20)
            assert client.texts == [f"Connecting as Ana to 127.0.0.1, port {port}.",
                                    "Lobby. No tables. N creates one."]
        store = Store(tmp_path / "data" / "server.sqlite3")
        try:
            assert store.statistics("Ana") == {}
        finally:
            store.close()
    finally:
        dan.stop.set()
        stop(server)


@pytest.mark.parametrize("code, said", [("en", "No tables. N creates one."), ("es", "No hay mesas. N crea una."),
                                        ("ru", "Столов нет. N создаёт стол.")])
def test_the_last_table_gone_the_lobby_says_no_tables_without_yet(client, code, said):
    """Found by ear: back in the lobby after a table closed, "No tables yet. N creates one." ("yet":
    as if none had ever been). Now "No tables. N creates one." in each language, and the same on
    a new server's empty list."""
    from game import i18n
    from game.scenes.lobby import Lobby
    from tests.test_remote_session import Link

    i18n.set_language(code)
    link = Link()
    client.start()
    lobby = Lobby(client.app, "ws://127.0.0.1:1", "Ana", link=link)
    client.push(lobby)
    link.frames = [{"type": "lobby", "tables": [{"id": 1, "game": "counting", "options": {"players": 3},
                                                 "started": True, "finished": False, "free": [],
                                                 "seats": [{"seat": 0, "kind": "person", "name": "Ben"}]}],
                    "online": 2, "more": False}]
    client.frames(3)
    link.frames = [{"type": "lobby_changes", "tables": [], "gone": [1], "online": 1, "more": False}]
    client.frames(3)
    client.press(pygame.K_l)
    assert client.texts[-1] == said
    assert lobby.where() == said


def test_a_lobby_handed_a_lost_connection_says_so_not_back_in_the_lobby(client):
    """Found by ear: with the server stopped, the lobby came back saying "Back in the lobby.", then
    Down said "Not in the lobby yet. Back in the lobby." (two contradicting sentences). A lobby
    handed a link that is not connected says the loss instead."""
    from game.scenes.lobby import Lobby
    from tests.test_remote_session import Link

    link = Link()
    link.connected = False
    client.start()
    lobby = Lobby(client.app, "ws://127.0.0.1:1", "Ana", link=link)
    client.push(lobby)
    client.frames(3)
    client.press(pygame.K_DOWN)
    assert client.last == "Not in the lobby yet. Connection to the server lost. Trying to reconnect."
    assert not any("Back in the lobby." in text for text in client.texts), client.texts
