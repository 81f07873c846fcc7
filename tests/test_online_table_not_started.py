"""An online table before its start (:class:`game.scenes.online.OnlineStart`): what it waits for
and who sits, each said once; a host who is away hands the table on after a grace (the next
connected person is told and may start); the host is asked before leaving; W says who is a
person, who a computer player and who watches; the connection lost and back. A real server
process on 127.0.0.1 where the server matters, a stand-in link elsewhere; every wait is bounded."""

from __future__ import annotations

import asyncio
import threading

import pygame
import pytest

from game.scenes.online import OnlinePlan, OnlineStart
from tests.online_frames import waiting_summary
from tests.online_people import PersonThread
from tests.test_online_hosting import to_lobby
from tests.test_online_table import free_port, run_until, start_server, stop, table_of
from tests.test_remote_session import Link

DEADLINE = 60.0
"""Seconds the protocol person's side may take at most."""


class Dan(PersonThread):
    """Dan creates a counting table of 3 with a computer player, waits until every seat is taken,
    then loses his connection for good (the client closed without ``leave``)."""

    def __init__(self, url: str) -> None:
        super().__init__(url, DEADLINE)
        self.full = threading.Event()

    async def play(self) -> None:
        client = await self.connect("Dan")
        await client.create("counting", {"players": 3, "draw": "auto", "tokens": 2}, computers=1, cpu_delay=0)
        await client.wait_for(lambda m: m["type"] == "table" and not m["table"]["free"], 40)
        self.full.set()
        await client.close()


def _join_dans_table_until_host(client, url: str, dan) -> None:
    """Ana opens the lobby of ``url``, ``dan`` (a person thread) creates his table, Enter joins it,
    and Ana waits until she hears "You are now the host." (Dan dropped or left before the start)."""
    to_lobby(client, url)
    dan.start()
    run_until(client, lambda: client.last == "Tables changed: 1 table.", 20)
    client.press(pygame.K_RETURN)
    run_until(client, lambda: "You are now the host." in client.texts, 20)


@pytest.mark.long
def test_a_host_who_never_comes_back_hands_the_table_to_the_next_person(client, tmp_path):
    """Ana joins Dan's table; Dan's connection drops before the start: Ana hears it, hears that
    she becomes the host if Dan is not back soon, and once the grace is over (1 s here, 15 s by
    default) that she is the host; S starts the game."""
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log", hold=30, host_grace=1)
    dan = Dan(url)
    try:
        _join_dans_table_until_host(client, url, dan)
        joined = client.texts.index("You joined Dan's table.")
        run_until(client, lambda: client.last == "Every seat is taken. S starts the game.", 10)
        assert client.texts[joined:] == [
            "You joined Dan's table.", "Every seat is taken. Waiting for Dan to start the game.",
            "Dan left the table. Their seat is held for 30 seconds.",  # (closed: his own close)
            "Every seat is taken. Dan, the host, is not connected. If Dan is not back soon, you become the host.",
            "You are now the host.", "Every seat is taken. S starts the game."]
        client.press(pygame.K_SPACE)
        assert client.last == "Every seat is taken. S starts the game. At table 1: Dan, a computer player, you. " \
                              "You are the host."
        client.press(pygame.K_w)
        assert client.last == ("Dan, person. Dan is not connected. A computer player. Ana (you), person, the host. "
                               "Nobody is watching.")
        from tests.timed_speech import app_timed_speech
        speech = app_timed_speech(client)  # the start is heard whole, not cut by the table
        client.press(pygame.K_s)
        assert speech.texts[-1] == "Starting the game."
        run_until(client, lambda: table_of(client) is not None, 20)
        run_until(client, lambda: len(speech.log) > 1 and not client.app.announcer.speech_busy(), 20)
        start = next(spoken for spoken in speech.log if spoken.text == "Starting the game.")
        assert start.cut_at is None and speech.log[speech.log.index(start) + 1].start >= start.end - 1e-9
        dan.join(DEADLINE)
        assert dan.error is None, dan.error
    finally:
        stop(server)


def test_joining_a_table_one_becomes_the_host_of_says_so(client):
    """Joining a table whose host was away past the grace makes one its host at once: "You joined
    table 4. You are its host." (never "You joined Ana's table." said to Ana)."""
    scene, link, left = _at_table(client, 0, waiting_summary())
    assert client.texts[-2:] == ["You joined table 4. You are its host.", "Every seat is taken. S starts the game."]


def _at_table(client, you: int, summary: dict) -> tuple[OnlineStart, Link, list]:
    """Ana's table screen on a stand-in link, come from the lobby (Escape goes back there)."""
    link = Link()
    client.start()
    scene = OnlineStart(client.app, OnlinePlan("ws://127.0.0.1:1", "Ana"), link_factory=lambda *args: link)
    scene.joined, scene.auto_start = True, False
    left: list = []
    scene.on_leave = lambda: left.append(True)
    client.push(scene)
    link.frames = [{"type": "link_welcome", "token": "0" * 64, "name": "Ana"},
                   {"type": "table", "table": summary, "you": you}]
    client.frames(2)
    return scene, link, left


def test_the_host_is_asked_before_leaving_a_table_with_others_at_it(client):
    """Escape at a table Ana hosts, Ben seated: "Leave your table? Ben becomes its host." (No
    first: Escape stays); Yes sends ``leave`` and goes back."""
    scene, link, left = _at_table(client, 0, waiting_summary())
    client.press(pygame.K_ESCAPE)
    assert client.last == "Leave your table? Ben becomes its host. No, 1 of 2"
    assert ("leave", {}) not in link.sent
    client.press(pygame.K_ESCAPE)
    assert client.app.top is scene and client.last.startswith("Every seat is taken. S starts the game.")
    client.press(pygame.K_ESCAPE)
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RETURN)
    assert ("leave", {}) in link.sent and left == [True]


def test_the_host_leaving_with_only_people_away_hears_the_table_may_close(client):
    summary = waiting_summary()
    summary["seats"][2]["connected"] = False
    scene, link, left = _at_table(client, 0, summary)
    client.press(pygame.K_ESCAPE)
    assert client.last == "Leave your table? Nobody else here is connected: it closes unless Ben comes back. No, 1 of 2"


def test_a_person_who_is_not_the_host_leaves_at_once(client):
    scene, link, left = _at_table(client, 2, waiting_summary())
    client.press(pygame.K_ESCAPE)
    assert ("leave", {}) in link.sent and left == [True]


def test_w_says_who_is_a_person_a_computer_player_or_watching(client):
    scene, link, left = _at_table(client, 2, waiting_summary(watchers=("Cy", "Dee")))
    client.press(pygame.K_w)
    assert client.last == ("Ana, person, the host. A computer player. Ben (you), person. Cy is watching. "
                           "Dee is watching.")


def test_the_connection_lost_and_back_is_said_and_then_where_the_table_stands(client):
    """While the connection is down Space says so (not the table as it was); back, the table's
    line is said again even when nothing changed; the host away names who becomes the host."""
    scene, link, left = _at_table(client, 2, waiting_summary())
    link.frames = [{"type": "link_lost", "error": "reset", "reason": None}]
    client.frames(2)
    client.press(pygame.K_SPACE)
    assert client.last == "Connection to the server lost. Trying to reconnect."
    client.clear()
    link.frames = [{"type": "link_back"}, {"type": "table", "table": waiting_summary(connected=False), "you": 2}]
    client.frames(2)
    assert client.texts == [
        "Reconnected to the server.",
        "Every seat is taken. Ana, the host, is not connected. If Ana is not back soon, you become the host."]


def test_the_host_away_names_the_next_connected_person(client):
    scene, link, left = _at_table(client, None, waiting_summary(host="Ben", connected=False))
    scene.watching = True
    client.press(pygame.K_SPACE)
    assert client.last == ("Every seat is taken. Ben, the host, is not connected. If Ben is not back soon, Ana "
                           "becomes the host. At table 4: Ana, a computer player, Ben. Ben is the host.")


class LeavingDan(Dan):
    """Dan creates a counting table of 3 with a computer player, waits until every seat is
    taken, then leaves it before the start (``leave``): his seat is free, the host is the next."""

    async def play(self) -> None:
        client = await self.connect("Dan")
        await client.create("counting", {"players": 3, "draw": "auto", "tokens": 2}, computers=1, cpu_delay=0)
        await client.wait_for(lambda m: m["type"] == "table" and not m["table"]["free"], 40)
        self.full.set()
        await client.leave()
        await asyncio.sleep(1.0)
        await client.close()


@pytest.mark.long
def test_the_new_host_of_a_table_with_a_free_seat_hears_what_a_and_r_do(client, tmp_path):
    """The host leaves before the start: Ana hears "You are now the host." and then, his seat
    free, "Waiting for 1 more person. A adds a computer player, R takes one out."."""
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log", hold=30, host_grace=1)
    dan = LeavingDan(url)
    try:
        _join_dans_table_until_host(client, url, dan)
        run_until(client, lambda: any(t.startswith("Waiting for 1 more person.") for t in
                                      client.texts[client.texts.index("You are now the host."):]), 20)
        after = client.texts[client.texts.index("You are now the host."):]
        assert "Waiting for 1 more person. A adds a computer player, R takes one out." in after, after
        dan.join(DEADLINE)
        assert dan.error is None, dan.error
    finally:
        stop(server)


def _created_table(client) -> tuple[OnlineStart, Link]:
    """Ana's table 4 as ``--connect ... --game counting --players 3 --computers 1`` makes it, on a
    stand-in link: created, then Ben sits down and the screen starts the game by itself
    (``auto_start``); the server's answer has not come yet."""
    link = Link()
    client.start()
    plan = OnlinePlan("ws://127.0.0.1:1", "Ana", game="counting", players=3, computers=1)
    scene = OnlineStart(client.app, plan, link_factory=lambda *args: link)
    scene.created = True
    client.push(scene)
    summary = waiting_summary()
    summary["seats"][2] = {"seat": 2, "kind": "empty", "name": None, "connected": False}
    summary["free"] = [2]
    link.frames = [{"type": "link_welcome", "token": "0" * 64, "name": "Ana"},
                   {"type": "table", "table": summary, "you": 0}]
    client.frames(2)
    link.frames = [{"type": "notice", "table": 4, "what": "joined", "seat": 2, "name": "Ben"},
                   {"type": "table", "table": waiting_summary(), "you": 0}]
    client.frames(2)
    return scene, link


def test_s_while_the_start_sent_by_itself_is_on_its_way_starts_the_game_once(client):
    """Found by ear: S raced the start the screen sent by itself when Ben sat down and answered
    "The game has already started." (a start not yet heard). S now says "Starting the game." and
    sends nothing more; pressed again, only the refused cue; a start the server refuses (a seat
    freed meanwhile) lets S ask again."""
    scene, link = _created_table(client)
    assert client.texts[-4:] == ["You created table 4.", "Waiting for 1 more person.", "Ben joined the table.",
                                 "Starting the game."]  # (said by itself, as S says it)
    assert link.sent.count(("start", {})) == 1  # (by itself, once every seat was taken)
    played: list = []
    client.app.announcer._play_cue = played.append
    client.clear()
    client.press(pygame.K_s)  # just heard: only the refused cue
    assert client.texts == [] and played == ["refused"] and link.sent.count(("start", {})) == 1
    client.app.announcer.say("Ben says: hi")  # (a newer line heard since: S answers in words)
    client.clear()
    client.press(pygame.K_s)
    assert client.texts == ["Starting the game."]
    client.press(pygame.K_s)
    assert client.texts == ["Starting the game."] and link.sent.count(("start", {})) == 1
    link.frames = [{"type": "table", "table": dict(waiting_summary(), started=True), "you": 0}]
    client.frames(2)
    client.press(pygame.K_s)  # (the game begun, its first update not yet here: the same)
    assert client.texts == ["Starting the game."] and link.sent.count(("start", {})) == 1
    assert "The game has already started." not in client.app.announcer.history.items()


def test_s_long_after_the_start_was_heard_says_it_again(client):
    """"Starting the game." heard, then S within REFUSAL_REPEAT_SECONDS (5 s): only the refused
    cue; S 5.5 s after it ended (the table not yet open): said again, as every refusal repeated
    after a quiet (a player without sound would otherwise hear nothing); nothing sent again."""
    scene, link = _created_table(client)
    assert client.texts[-1] == "Starting the game."
    played: list = []
    client.app.announcer._play_cue = played.append
    client.clear()
    client.frames(60 * 4)
    client.press(pygame.K_s)
    assert client.texts == [] and played == ["refused"]
    client.frames(int(60 * 1.5))
    client.press(pygame.K_s)
    assert client.texts == ["Starting the game."] and link.sent.count(("start", {})) == 1


def test_a_start_the_server_refuses_lets_s_ask_again(client):
    """The start sent by itself refused ("seats_free": someone left meanwhile): S sends it again
    (a start already on its way is never sent twice, the test above)."""
    scene, link = _created_table(client)
    link.frames = [{"type": "refused", "of": "start", "reason": "seats_free"}]
    client.frames(2)
    client.clear()
    client.press(pygame.K_s)
    assert client.texts == ["Starting the game."] and link.sent.count(("start", {})) == 2
