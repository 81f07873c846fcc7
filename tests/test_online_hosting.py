"""Hosting an online table from the lobby (issue 19): "New online table" offers either game with
its options, the computer level and delay and a turn timer (remembered); the host hears who sits
and adds, removes and starts by keys; after an online game the results go back to the lobby of
the same server, never to a local game. A real server process on 127.0.0.1, the headless app as
Ana, protocol clients for the others; every wait is bounded."""

from __future__ import annotations

import asyncio
import re

import pygame
import pytest

from game.scenes.lobby import Lobby
from game.scenes.new_online_table import NewOnlineTable
from tests.online_people import PersonThread
from tests.test_online_table import free_port, play_turns, run_until, start_server, stop, table_of
from tests.test_online_trick_table import trick_table

DEADLINE = 60.0
"""Seconds a protocol player's side may take at most."""


class Created:
    """A lobby stand-in that keeps what "Create" sends."""

    def __init__(self) -> None:
        self.sent: list[tuple[tuple, dict]] = []
        self.quiet_resume = False
        self.status = ""
        self.said: list[str] = []

    def create(self, *args, **fields) -> None:
        self.sent.append((args, fields))

    def say(self, text: str, interrupt: bool = False) -> None:
        self.said.append(text)


def test_new_online_table_gives_the_player_count_back_after_oxford(client):
    """T-27: on the new online table screen, Oxford Whist moved 4 players to 3 (and 3 computer
    players to 2); choosing classic after it sets Players back to 4, said with the variant."""
    client.start()
    client.push(NewOnlineTable(client.app, Created()))
    client.press(pygame.K_RIGHT)   # trick game
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RIGHT)   # 4 players
    client.press(pygame.K_DOWN)
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_RIGHT)   # Oxford Whist
    screen = client.app.top
    assert screen.value("Players") == 3
    client.press(pygame.K_LEFT)    # classic
    assert client.last == "Variant: classic, choice 2 of 3. Players set back to 4. Parlett's original: a joker, and a turned-up card sets trumps."
    assert screen.value("Players") == 4


def test_new_online_table_switching_to_oxford_tricks_gives_the_count_back_later(client):
    """T-27: Oxford Whist chosen for the trick game, then the counting game with 5 players:
    choosing the trick game again moves Players to 3 (said); choosing classic then gives back
    4 (the most the trick game takes), as when Oxford Whist itself moved the count."""
    client.app.settings.section("online").update(game="tricks", players=3, computers=1, variant="oxford")
    client.start()
    client.push(NewOnlineTable(client.app, Created()))
    client.press(pygame.K_LEFT)    # counting game
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_RIGHT)   # 5 players
    client.press(pygame.K_UP)
    client.press(pygame.K_RIGHT)   # trick game
    assert client.last == "Game: trick game, choice 2 of 2. Players set to 3: Oxford Whist is for 3 players."
    screen = client.app.top
    for _step in range(3):
        client.press(pygame.K_DOWN)
    assert client.last.startswith("Variant: Oxford Whist, 4 of ")
    client.press(pygame.K_LEFT)    # classic
    assert client.last == "Variant: classic, choice 2 of 3. Players set back to 4. Parlett's original: a joker, and a turned-up card sets trumps."
    assert screen.value("Players") == 4


def test_new_online_table_offers_the_trick_games_options_and_a_turn_timer(client):
    """The trick game's items (T-1, T-17, T-18, T-26, T-27): Oxford Whist moves Players to 3 and
    hides Scoring; the turn timer offers 60 s; Create sends all of it; the choices are kept."""
    client.start()
    lobby = Created()
    client.push(NewOnlineTable(client.app, lobby))
    assert client.last == "New online table. Game: counting game, 1 of 12"
    client.clear()
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RIGHT)  # 4 players
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_RIGHT)  # 3 computer players
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_RIGHT)  # Oxford Whist
    assert client.texts == [
        "Game: trick game, choice 2 of 2", "Players: 3, 2 of 10", "Players: 4, choice 3 of 3", "Computer players: 1, 3 of 10",
        "Computer players: 2, choice 3 of 4", "Computer players: 3, choice 4 of 4",
        "Variant: standard, 4 of 10. Trumps are set by how many players made their bid in the deal before.",
        "Variant: classic, choice 2 of 3. Parlett's original: a joker, and a turned-up card sets trumps.",
        "Variant: Oxford Whist, choice 3 of 3. Players set to 3: Oxford Whist is for 3 players. "
        "Computer players set to 2. Trumps come from a stock of small cards; no premium bids; an exact bid scores 10. "
        "The game ends after 16 deals, so there is no scoring choice."]
    client.clear()
    for _step in range(4):
        client.press(pygame.K_DOWN)
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_RIGHT)  # 60 s
    assert client.texts == [
        "Computer level: strong, 5 of 9. Random plays any legal card; simple and strong play to their bid, "
        "strong bids better; hard tries many possible deals before each bid and card.",
        "Computer delay: 1.5 seconds, 6 of 9",
        "Turn timer: off, 7 of 9. When a person's time runs out, a computer player plays that whole turn for "
        "them. They hear a warning 10 seconds before.",
        "Create, 8 of 9", "Create, 8 of 9", "Create, 8 of 9"]
    client.press(pygame.K_UP)
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_RIGHT)
    assert client.last == "Turn timer: 60 seconds, choice 3 of 4"
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RETURN)
    assert lobby.sent == [(("tricks", {"players": 3, "variant": "oxford"}, 2),
                           {"level": "strong", "cpu_delay": 1.5, "turn_timer": 60})]
    assert lobby.said == ["Creating a trick table for 3 players."]
    saved = dict(client.app.settings.section("online"))
    assert saved == {"game": "tricks", "players": 3, "computers": 2, "variant": "oxford", "turn_timer": 60,
                     "players_before_oxford": 4,  # given back when another variant is chosen (T-27)
                     "variant_before_oxford": "standard"}  # given back when another count is chosen
    client.push(NewOnlineTable(client.app, Created()))  # remembered
    assert client.last == "New online table. Game: trick game, 1 of 9"
    client.press(pygame.K_DOWN)
    client.press(pygame.K_LEFT)  # 2 players: Oxford Whist is for 3 (T-27)
    assert client.last == ("Players: 2, choice 1 of 3. Variant set back to standard: Oxford Whist is for 3 players. "
                           "Computer players set to 1.")
    client.press(pygame.K_DOWN)
    client.press(pygame.K_DOWN)
    client.press(pygame.K_DOWN)
    assert client.last == "Scoring: target 200, 5 of 10"  # shown again with the standard variant
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_RIGHT)  # a Parlett match says what it is, as on the local screen (T-18)
    assert client.last == ("Scoring: a Parlett match, choice 5 of 5. Parlett games one after another; the match ends once "
                           "someone has 3 game bonuses, and the highest match total wins.")


def test_new_online_table_offers_the_counting_games_options(client):
    """The counting game's items (C-1..C-4, C-8): starting tokens, hand size, draw, packs."""
    client.start()
    lobby = Created()
    client.push(NewOnlineTable(client.app, lobby))
    client.clear()
    for _step in range(3):
        client.press(pygame.K_DOWN)
    client.press(pygame.K_LEFT)  # 8 tokens
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RIGHT)  # hand size 4
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RIGHT)  # automatic draw
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RIGHT)  # 1 pack
    client.press(pygame.K_DOWN)
    client.press(pygame.K_LEFT)  # simple
    assert client.texts == [
        "Players: 3, 2 of 12", "Computer players: 1, 3 of 12", "Starting tokens: 9, 4 of 12", "Starting tokens: 8, choice 8 of 50",
        "Hand size: 3, 5 of 12", "Hand size: 4, choice 4 of 5", "Draw: manual, Space draws, 6 of 12", "Draw: automatic, choice 2 of 2",
        "Packs: automatic, 7 of 12. Automatic uses 2 packs for 6 or more players.", "Packs: 1 pack, choice 2 of 3",
        "Computer level: strong, 8 of 12. Random plays any card; simple avoids losing tokens; strong also looks "
        "at the next player; hard plays out many possible deals before each card.",
        "Computer level: simple, choice 2 of 4"]
    client.press(pygame.K_END)
    client.press(pygame.K_UP)
    client.press(pygame.K_RETURN)
    assert lobby.sent == [(("counting", {"players": 3, "tokens": 8, "hand_size": 4, "draw": "auto", "decks": 1}, 1),
                           {"level": "simple", "cpu_delay": 1.5, "turn_timer": None})]
    assert lobby.said == ["Creating a counting table for 3 players."]


class Ben(PersonThread):
    """Ben through the protocol client in a thread of his own: waits in the lobby for a table
    with a free seat, keeps its summary in ``seen``, joins it and stays until ``stop`` is set."""

    def __init__(self, url: str) -> None:
        super().__init__(url, DEADLINE)
        self.seen: dict | None = None

    async def play(self) -> None:
        client = await self.connect("Ben")
        self.seen = await client.wait_for_table(lambda t: t["free"], 30)  # kept before the join is sent
        await client.join(self.seen["id"])
        while not self.stop.is_set():
            await asyncio.sleep(0.05)
        await client.close()


def to_lobby(client, url: str) -> None:
    """Ana opens the lobby of ``url`` (as Play online's Connect does) and hears it."""
    client.start()
    client.push(Lobby(client.app, url, "Ana"))
    run_until(client, lambda: client.last == "Lobby. No tables. N creates one.", 20)


def create_remembered_table(client) -> None:
    """N, then Create (the item above Back) with the remembered choices; the table of people
    and computers is full at once: "Every seat is taken. S starts the game."."""
    client.press(pygame.K_n)
    client.press(pygame.K_END)
    client.press(pygame.K_UP)
    client.press(pygame.K_RETURN)  # Create
    run_until(client, lambda: client.last == "Every seat is taken. S starts the game.", 20)


@pytest.mark.long
def test_the_host_creates_a_trick_table_with_a_timer_hears_who_sits_and_starts_it(client, tmp_path):
    """Ana creates a trick table of 3 with a computer player and a 60 s turn timer: Ben sees
    those options in the lobby and joins; Ana hears him, hears the seats with Space, takes the
    computer out and puts it back with R and A, and starts with S: the trick table opens."""
    from game.tricks.scenes.table import TricksTable
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    ben = Ben(url)
    try:
        client.app.settings.section("online").update({"game": "tricks", "players": 3, "computers": 1,
                                                      "turn_timer": 60, "cpu_delay": 0.3})
        to_lobby(client, url)
        client.press(pygame.K_n)
        assert client.last == "New online table. Game: trick game, 1 of 10"
        client.press(pygame.K_END)
        client.press(pygame.K_UP)
        client.press(pygame.K_RETURN)  # Create
        run_until(client, lambda: client.last == "Waiting for 1 more person.", 20)
        created = client.texts.index("Creating a trick table for 3 players.")
        assert client.texts[created:] == ["Creating a trick table for 3 players.", "You created table 1.",
                                          "Waiting for 1 more person."]
        client.press(pygame.K_SPACE)
        assert client.last == "Waiting for 1 more person. At table 1: you, a computer player. You are the host."
        ben.start()
        run_until(client, lambda: client.last == "Every seat is taken. S starts the game.", 20)
        assert client.texts[-2:] == ["Ben joined the table.", "Every seat is taken. S starts the game."]
        assert ben.seen is not None
        assert (ben.seen["game"], ben.seen["options"]["variant"], ben.seen["options"]["target"],
                ben.seen["turn_timer"], ben.seen["cpu_delay"], ben.seen["level"]) == \
            ("tricks", "standard", 200, 60, 0.3, "strong")
        client.press(pygame.K_SPACE)
        assert client.last == ("Every seat is taken. S starts the game. At table 1: you, a computer player, Ben. "
                               "You are the host.")  # each said once
        client.press(pygame.K_w)
        assert client.last == "Ana (you), person, the host. A computer player. Ben, person. Nobody is watching."
        client.press(pygame.K_r)
        run_until(client, lambda: client.last == "Waiting for 1 more person.", 20)
        assert client.texts[-2:] == ["A computer player left the table.", "Waiting for 1 more person."]
        client.press(pygame.K_s)
        assert client.last == "Not yet: 1 seat is still free."
        client.press(pygame.K_a)
        run_until(client, lambda: client.last == "Every seat is taken. S starts the game.", 20)
        assert client.texts[-2:] == ["A computer player sat down.", "Every seat is taken. S starts the game."]
        client.press(pygame.K_s)
        assert client.last == "Starting the game."
        run_until(client, lambda: isinstance(client.app.top, TricksTable), 20)
        assert [(s.kind, s.name) for s in client.app.top.session.seats] == [
            ("you", "Ana"), ("computer", None), ("person", "Ben")]
        ben.stop.set()
        ben.join(DEADLINE)
        assert ben.error is None, ben.error
    finally:
        ben.stop.set()
        stop(server)


def test_f1_at_a_table_not_started_lists_the_hosts_keys(client):
    from game.scenes.online import OnlineStart
    assert OnlineStart.build_keys(OnlineStart.__new__(OnlineStart)).help_lines() == [
        "Escape: leave the table: back to the lobby if you came from it, else to the main menu.",
        "Space: say what is happening now, who sits and the free seats.",
        "S: start the game, when you are the host and every seat is taken.",
        "A: add a computer player to a free seat (the host, before the start).",
        "R: take the last computer player out (the host, before the start).",
        "M: write a chat line to everyone at this table.",
        "W: say who is at this table: people, computer players, who watches."]


@pytest.mark.long
def test_after_an_online_counting_game_the_results_go_back_to_the_lobby(client, tmp_path):
    """A counting game of 2 (Ana and a computer player, 1 token each, automatic draw) created
    and started from the lobby, played to its end: the results offer "Back to the lobby", not a
    local game; Enter goes back to the lobby on the same connection, which creates a new table."""
    from game.counting.scenes.results import CountingResults
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    try:
        client.app.settings.section("online").update({"game": "counting", "players": 2, "computers": 1,
                                                      "tokens": 1, "draw": "auto", "cpu_delay": 0.3})
        to_lobby(client, url)
        create_remembered_table(client)
        client.press(pygame.K_s)
        run_until(client, lambda: table_of(client) is not None, 20)
        link = table_of(client).session.link
        play_turns(client, lambda: isinstance(client.app.top, CountingResults), 60)
        results = client.app.top
        assert [item.spoken() for item in results.items][-2:] == ["Back to the lobby", "Main menu"]
        run_until(client, lambda: "Up reads the results line by line. Back to the lobby" in client.last, 10)
        client.press(pygame.K_RETURN)  # too soon after the results opened: nothing chosen
        assert client.app.top is results
        client.frames(65)
        before = len(client.texts)
        client.press(pygame.K_RETURN)
        assert isinstance(client.app.top, Lobby)
        assert client.app.top.link is link  # the same connection
        run_until(client, lambda: client.last == "No tables. N creates one.", 20)
        client.frames(30)
        assert client.texts[before:] == ["Back in the lobby.", "No tables. N creates one."]  # one lobby line
        create_remembered_table(client)
        assert "You created table 2." in client.texts[-3:]
        assert link.connected
    finally:
        stop(server)


@pytest.mark.long
def test_after_an_online_trick_game_the_results_go_back_to_the_lobby(client, tmp_path):
    """A trick game of 2 (Ana, a computer player and the dummy, T-19), target 100 (T-26),
    created and started from the lobby and played to its end: the results offer "Back to the
    lobby", never a local game; Enter goes back to the lobby on the same connection."""
    from game.tricks.scenes.results import TricksResults
    from tests.test_online_trick_table import play_deal_until, summary_open
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    try:
        client.app.settings.section("online").update({"game": "tricks", "players": 2, "computers": 1,
                                                      "scoring": "target", "target": 100, "cpu_delay": 0.3})
        to_lobby(client, url)
        create_remembered_table(client)
        client.press(pygame.K_s)
        run_until(client, lambda: trick_table(client) is not None, 20)
        link = trick_table(client).session.link

        def ended() -> bool:
            if summary_open(client) and client.app.top.app.updates - client.app.top.opened_at > 30:
                client.press(pygame.K_RETURN)  # the deal summary closes: the next deal, or the results
            return isinstance(client.app.top, TricksResults)
        play_deal_until(client, ended, 120)
        results = client.app.top
        assert re.fullmatch(r"\d+ deals played\.", results.lines[-1]), results.lines  # a whole game (T-26)
        assert [item.spoken() for item in results.items][-2:] == ["Back to the lobby", "Main menu"]
        assert results.item_text().startswith("Back to the lobby, ")
        client.frames(65)  # Enter chooses once the results have been open a second
        client.press(pygame.K_RETURN)
        assert isinstance(client.app.top, Lobby)
        assert client.app.top.link is link
        run_until(client, lambda: client.last == "No tables. N creates one.", 20)
        assert client.texts[-2] == "Back in the lobby."
    finally:
        stop(server)


def test_the_lobby_names_each_tables_options_and_turn_timer():
    """A table's sentence in the lobby names its options (C-1; T-17, T-26, T-27) and its turn timer."""
    from game.scenes.lobby import table_text
    seats = [{"seat": 0, "kind": "person", "name": "Ana"}, {"seat": 1, "kind": "computer", "name": None},
             {"seat": 2, "kind": "empty", "name": None}]
    table = {"id": 3, "game": "tricks", "options": {"players": 3, "variant": "classic", "scoring": "parlett_match",
                                                     "target": 100}, "turn_timer": 60, "seats": seats, "free": [2]}
    assert table_text(table) == ("Table 3, trick game, classic, a Parlett match, 60 seconds a turn: Ana and a "
                                 "computer player; 1 free seat, waiting to start.")
    table.update(options={"players": 3, "variant": "oxford", "scoring": "target", "target": 200}, turn_timer=None)
    assert table_text(table) == ("Table 3, trick game, Oxford Whist: Ana and a computer player; 1 free seat, "
                                 "waiting to start.")
    table.update(game="counting", options={"players": 3, "tokens": 5}, turn_timer=120)
    assert table_text(table) == ("Table 3, counting game, 5 tokens, 120 seconds a turn: Ana and a computer player; "
                                 "1 free seat, waiting to start.")



@pytest.mark.long
def test_the_command_lines_turn_seconds_gives_the_new_table_its_turn_timer(client, tmp_path):
    """``--connect URL --name Ana --game counting --players 3 --computers 1 --turn-seconds 45``:
    the table the server creates has a turn timer of 45 seconds, as the lobby's list says it
    to the others ("..., 45 seconds a turn")."""
    from game.__main__ import build_parser
    from game.net.client import Client
    from game.scenes.lobby import table_text
    from game.scenes.online import OnlineStart
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    try:
        options = build_parser().parse_args(["--connect", url, "--name", "Ana", "--game", "counting", "--players", "3",
                                             "--computers", "1", "--turn-seconds", "45"])
        client.start()
        client.app.start_online(options)
        scene = client.app.top
        assert isinstance(scene, OnlineStart) and scene.plan.turn_timer == 45
        run_until(client, lambda: scene.summary is not None, 20)
        assert scene.summary["turn_timer"] == 45

        async def listed() -> dict:
            ben = Client(url)
            await ben.connect("Ben")
            try:
                return await ben.wait_for_table(lambda table: True, 10)
            finally:
                await ben.close()
        table = asyncio.run(listed())
        assert table_text(table) == ("Table 1, counting game, 9 tokens, 45 seconds a turn: Ana and a computer player; "
                                     "1 free seat, waiting to start.")
    finally:
        stop(server)
