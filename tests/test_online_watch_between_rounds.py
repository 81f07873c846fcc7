"""Coming to watch an online counting table that sits between rounds (issue 19, C-14, C-18): a
real server process on 127.0.0.1; Ben and Cleo (protocol clients in threads of their own) play
round 1 out and then wait (as two people would who have not pressed Enter yet); the headless app
(Ana, RecordingSpeech) watches from then on. She hears the table, its options and the round's
end once, with the tokens and what the next round waits for; the moves made before she came are
never said as moves of now, only kept in the history marked as earlier; the next round is said
once its first move came. Every wait is bounded."""

from __future__ import annotations

import asyncio
import random
import threading

import pygame
import pytest

from game.counting.menu_entry import ENTRY
from game.net.bots import CHOICE
from game.scenes.registry import register_game
from tests.online_people import PersonThread, join_first_free
from tests.test_online_lobby import to_lobby
from tests.test_online_table import free_port, run_until, start_server, stop, table_of

DEADLINE = 240.0
"""Seconds a protocol player may take at most (its whole game, the app's 20 s of watching included:
90 s ran out once in a loaded full run, and Cleo never played round 2's first card)."""
NAMES = ("Ben", "Cleo")


@pytest.fixture(autouse=True)
def _registered(monkeypatch):
    """Only the counting game in the main menu (another test may have registered the trick game)."""
    from game.scenes import registry
    monkeypatch.setattr(registry, "_GAMES", {})
    register_game(ENTRY)


class Player(PersonThread):
    """Ben (the host: a counting table of 2, cards drawn automatically, 9 tokens) or Cleo: plays
    random legal cards (seeded) until an update ends round 1; then waits until ``go_on`` is set
    and plays one more card when it is theirs. ``ended`` holds the update that ended the round."""

    def __init__(self, url: str, name: str, host: bool, ended: list, round_over: threading.Event,
                 go_on: threading.Event) -> None:
        super().__init__(url, DEADLINE)
        self.name, self.host = name, host
        self.ended, self.round_over, self.go_on = ended, round_over, go_on
        self.started = threading.Event()
        self.played_in_round_2 = threading.Event()
        self.ready = threading.Event()  # the test's signal: press Enter after round 1 (C-21)
        self.ready_sent = threading.Event()

    async def play(self) -> None:
        client = await self.connect(self.name)
        if self.host:
            await client.create("counting", {"players": 2, "draw": "auto", "tokens": 9}, cpu_delay=0)
            await client.wait_for(lambda m: m["type"] == "table" and not m["table"]["free"], 40)
            await client.start()
        else:
            await join_first_free(client)
        rng = random.Random(len(self.name))
        acted_at = -1
        while not self.stop.is_set() and not self.played_in_round_2.is_set():
            try:
                frame = await client.wait_for(lambda m: m["type"] in ("update", "sync"), 0.2)
            except (TimeoutError, asyncio.TimeoutError):
                frame = None
            if frame is not None:
                self.started.set()
                if any(event["kind"] == "RoundEnded" for event in frame.get("events", [])):
                    self.ended.append(frame)
                    self.round_over.set()
            if any(m["type"] in ("update", "sync") for m in client.inbox):
                continue  # each update looked at before acting: none is acted past unseen
            if self.ready.is_set() and not self.ready_sent.is_set():
                await client.heard(ready=True)  # as the app's Enter after the round's end
                self.ready_sent.set()
            if self.round_over.is_set() and not self.go_on.is_set():
                continue
            if client.view is None or client.seq == acted_at or client.over is not None:
                continue
            action = CHOICE["counting"](client.view, rng)
            if action is not None:
                acted_at = client.seq
                await client.act(action)
                if self.round_over.is_set():
                    self.played_in_round_2.set()
        while not self.stop.is_set():
            await asyncio.sleep(0.05)
        await client.close()


def _history(client) -> list[str]:
    return list(client.app.announcer.history.items())


@pytest.mark.long
def test_a_watcher_who_comes_between_rounds_hears_the_rounds_end_once_and_what_it_waits_for(client, tmp_path):
    """C-14, C-18: Ana comes to watch after round 1 ended, while nobody has begun round 2: "You
    are watching table 1.", the options, then "Round 1 over: ... Tokens: ... The next round starts
    when Cleo is ready." once (not the move that ended it, never twice); the history keeps that move
    as "Before you came: ..."; a key says what the round waits for; the next round is said as
    soon as that person pressed Enter (their app's ``heard`` with ``ready``: the server's
    ``notice`` ``round_ready``), before their first card (was: only with that card, 24 s later
    by ear)."""
    from game.counting import text
    from game.counting.text import event_lines
    from game.counting.state import CountingView
    from game.engine.perspective import Perspective
    from game.net.codec import event_from_data, event_kinds, from_data
    from game.counting import events as counting_events

    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    ended: list = []
    round_over, go_on = threading.Event(), threading.Event()
    ben = Player(url, "Ben", True, ended, round_over, go_on)
    cleo = Player(url, "Cleo", False, ended, round_over, go_on)
    try:
        to_lobby(client, url)
        ben.start()
        run_until(client, lambda: client.last == "Tables changed: 1 table.", 20)
        cleo.start()
        assert round_over.wait(60), (ben.error, cleo.error)
        frame = ended[0]
        kinds = event_kinds(counting_events)
        events = [event_from_data(kinds, data) for data in frame["events"]]
        view = from_data(CountingView, frame["view"])
        me = Perspective(None, NAMES)
        end = next(event for event in events if event.kind == "RoundEnded")
        first = next(event.seat for event in events[events.index(end):] if event.kind == "TurnStarted")
        tokens = "Tokens: {}.".format(", ".join(f"{NAMES[seat]} {view.tokens[seat]}" for seat in (0, 1)))
        round_end = f"{event_lines._round_over_sentence(me, end)} {tokens} The next round starts when " \
                    f"{NAMES[first]} is ready."
        client.app.step(30)
        client.press(pygame.K_DOWN)
        before = len(client.texts)
        client.press(pygame.K_w)
        run_until(client, lambda: table_of(client) is not None, 20)
        table = table_of(client)
        assert table.spectating
        for _frame in range(60 * 20):  # everything said; the pause's time is over (3 s)
            client.app.step(1)
        said = client.texts[before:]
        assert said == ["Watching table 1.", "You are watching table 1.",
                        "Counting game, 2 players, 9 tokens each, 3 cards in hand. Cards are drawn automatically.",
                        round_end], said
        assert table.between_rounds  # the next round waits for Cleo's (or Ben's) first card
        history = _history(client)
        earlier = [line for line in history if line.startswith("Before you came: ")]
        moves = [message.text for message in text.narrate(me, events[:events.index(end)], (), watching=True)]
        assert earlier == [f"Before you came: {line}" for line in moves] and len(moves) >= 2, history
        assert moves[0].startswith(f"{NAMES[end.seat]}: ")  # the card that ended round 1
        assert history.index(earlier[-1]) < history.index(round_end)
        assert not any(line.startswith(("Ben: ", "Cleo: ")) for line in said)
        assert table.pause_text() == f"Round over. The next round starts when {NAMES[first]} is ready. " \
                                     "Escape goes back to the lobby."
        assert table.status_line() == f"{event_lines._round_over_sentence(me, end)} The next round starts when " \
                                      f"{NAMES[first]} is ready."
        people = (ben, cleo)
        people[first].ready.set()  # C-21: they press Enter: the round starts, Ana hears it now
        assert people[first].ready_sent.wait(10), people[first].error
        run_until(client, lambda: not table.between_rounds, 10)
        for _frame in range(30):
            client.app.step(1)
        assert client.texts[before + len(said):] == [f"Round 2. {NAMES[1 - first]} deals. {NAMES[first]} plays first."]
        assert not any(line.startswith(f"{NAMES[first]}: ") for line in client.texts[before:])  # no card yet
        go_on.set()
        assert ben.error is None and cleo.error is None, (ben.error, cleo.error)  # neither has run out of time
        run_until(client, lambda: any(line.startswith(f"{NAMES[first]}: ") for line in client.texts[before:]), 30)
        after = client.texts[before + len(said):]
        assert after[0] == f"Round 2. {NAMES[1 - first]} deals. {NAMES[first]} plays first.", after
        assert after[1].startswith(f"{NAMES[first]}: "), after
        assert client.texts.count(round_end) == 1
    finally:
        for person in (ben, cleo):
            person.stop.set()
        for person in (ben, cleo):
            person.join(10)
        stop(server)
    assert ben.error is None and cleo.error is None, (ben.error, cleo.error)


def test_what_the_next_round_waits_for_in_spanish_and_russian(client):
    """The new sentences of a watcher between rounds, translated (named placeholders kept)."""
    from game.counting import text
    from game.engine.perspective import Perspective
    from game.table import online_text
    from game.i18n import _
    me = Perspective(None, NAMES)
    client.app.apply_language("es")
    assert text.next_round_by_text(me, 1) == "La siguiente ronda empieza cuando Cleo pulse Intro."
    assert _(online_text.BEFORE_YOU_CAME).format(message="Ben: 2 de tréboles.") == \
        "Antes de que llegaras: Ben: 2 de tréboles."
    client.app.apply_language("ru")
    assert text.next_round_by_text(me, 1) == "Следующий раунд начнётся, когда Cleo нажмёт Enter."
    assert _(online_text.WATCHING_ROUND_PAUSE_BY).format(name="Cleo") == \
        "Раунд окончен. Следующий раунд начнётся, когда Cleo нажмёт Enter. Escape возвращает в лобби."
