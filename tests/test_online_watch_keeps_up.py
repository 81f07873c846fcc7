"""A person watching a fast online trick table keeps up without losing a deal's end (issue 19,
docs/online.md "Pacing and seats", docs/announcements.md; T-14, T-17, T-28, T-29): a real
server process on 127.0.0.1; Ben (a protocol client in a thread of his own) plays at a 2-player
table with a computer player and the dummy (T-1), acting 0.05 s after each update; the headless
app (RecordingSpeech timed by its length, stepped in real time) watches from deal 1 on. The
server does not wait for a spectator while a person is seated, so the app falls behind and skips
(:data:`game.table.remote.CATCH_UP_AFTER`). Found by ear (Ben with a 3-second delay, Cat
watching): "57 moves skipped." went over deal 3's end, whose result was never said; J cut deal
4's result 1.2 s in with "14 moves skipped."; K during where the game stood after a skip was
answered 8 s late, after it. Every wait is bounded."""

from __future__ import annotations

import random
import re
import threading
import time

import pygame
import pytest

from game.net.bots import play_latest_views
from tests.online_people import PersonThread
from tests.test_online_lobby import to_lobby
from tests.test_online_table import free_port, run_until, start_server, stop

DEADLINE = 150.0
"""Seconds Ben may play at most."""
SKIPPED = re.compile(r"^\d+ moves? skipped\.$")
SITUATION = re.compile(r"^Deal (\d+)\. (On the table:|No cards on the table\.)")
OPENING = re.compile(r"^Deal (\d+)\. \w+ deals\. ")
HEADLINE = re.compile(r"(made it|missed|counts as made|exactly its bid)\b.* Scores: .*\.$")


class Ben(PersonThread):
    """Ben hosts a trick table of 2 with a computer player (T-1), starts it once the app
    watches, and plays random legal cards ``pause`` seconds after each update."""

    def __init__(self, url: str, pause: float) -> None:
        super().__init__(url, DEADLINE)
        self.pause = pause
        self.created = threading.Event()

    async def play(self) -> None:
        client = await self.connect("Ben")
        await client.create("tricks", {"players": 2}, computers=1, level="random", cpu_delay=0)
        await client.wait_for("table")
        self.created.set()
        await client.wait_for(lambda m: m["type"] == "notice" and m.get("what") == "watching", 30)
        await client.start()
        await play_latest_views(client, "tricks", random.Random(1), self.stop, pause=self.pause)
        await client.close()


def _live(client, until, seconds: float) -> None:
    """Run the app in real time (a frame each 1/60 s) until ``until()`` or ``seconds`` passed."""
    end = time.monotonic() + seconds
    while time.monotonic() < end and not until():
        client.frames(1)
        time.sleep(1 / 60)


def _watching(client, tmp_path):
    """The server, Ben, and the app watching his table (its speech timed: 0.03 s a character).
    Returns the server process, Ben and the speech."""
    from timed_speech import app_timed_speech
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    ben = Ben(url, 0.05)
    try:
        to_lobby(client, url)
        ben.start()
        assert ben.created.wait(20), ben.error
        run_until(client, lambda: client.last == "Tables changed: 1 table.", 20)
    except BaseException:  # (never a server left running by a test that failed here)
        ben.stop.set()
        if ben.is_alive():
            ben.join(10)
        stop(server)
        raise
    client.app.step(30)
    client.press(pygame.K_DOWN)
    speech = app_timed_speech(client, 0.03)
    client.press(pygame.K_w)
    return server, ben, speech


def _said(speech) -> list[str]:
    return [spoken.text for spoken in speech.log]


def _ended(server, ben) -> None:
    ben.stop.set()
    ben.join(10)
    stop(server)


@pytest.mark.long
def test_a_skip_never_goes_over_a_deals_end(client, tmp_path):
    """T-14, T-17: each skip stops before the first deal's end waiting: the situation after "N
    moves skipped." is in the deal whose opening ("Deal 2. Ben deals. ...") was said last, and
    every deal whose next one opened had its result headline said, whole, before its summary.
    Was: "57 moves skipped." then "Deal 4. On the table: ...", deal 3's end never said."""
    server, ben, speech = _watching(client, tmp_path)
    try:
        _live(client, lambda: any(text.startswith("Deal 3 summary. ") for text in _said(speech)), 100)
        said = _said(speech)
        assert any(text.startswith("Deal 3 summary. ") for text in said), said
        assert any(SKIPPED.match(text) for text in said), said  # (it fell behind and skipped)
        deal = 0
        for index, text in enumerate(said):
            opening = OPENING.match(text)
            if opening:  # each deal opens after the last one's end and summary were said
                assert int(opening.group(1)) == deal + 1, said[:index + 1]
                assert deal == 0 or any(line.startswith(f"Deal {deal} summary. ") for line in said[:index]), \
                    said[:index + 1]
                deal += 1
            if SKIPPED.match(text):
                situation = SITUATION.match(said[index + 1])
                assert situation and int(situation.group(1)) == deal, said[:index + 2]
        for number in (1, 2):
            summary = next(i for i, text in enumerate(said) if text.startswith(f"Deal {number} summary. "))
            headline = speech.log[summary - 1]
            assert HEADLINE.search(headline.text) and headline.cut_at is None, said[:summary + 1]
    finally:
        _ended(server, ben)
    assert ben.error is None, ben.error


@pytest.mark.long
def test_j_during_a_deals_result_cuts_nothing(client, tmp_path):
    """T-14, T-17, T-29: J while deal 1's result ("Ben bid 2 and made it. ... Scores: ...") is
    said and moves of deal 2 wait: the result is said to its end, then deal 2's opening, then "N
    moves skipped." and where the game stands in deal 2. Was (found by ear): deal 4's result cut
    1.2 s in by "14 moves skipped."."""
    server, ben, speech = _watching(client, tmp_path)
    try:
        from game.tricks.scenes.table import TricksTable
        _live(client, lambda: any(isinstance(scene, TricksTable) for scene in client.app.scenes), 20)
        table = next(scene for scene in client.app.scenes if isinstance(scene, TricksTable))

        def result_now() -> bool:
            spoken = speech._speaking()
            return (spoken is not None and bool(HEADLINE.search(spoken.text)) and table.session.waiting_updates() > 0
                    and speech.clock() - spoken.start > 0.5)

        _live(client, result_now, 60)
        result = speech._speaking()
        assert result is not None and HEADLINE.search(result.text), _said(speech)
        client.press(pygame.K_j)
        _live(client, lambda: any(SKIPPED.match(spoken.text) for spoken in speech.log[speech.log.index(result):])
              and speech.idle(), 30)
        after = _said(speech)[speech.log.index(result):]
        assert result.cut_at is None, after  # said to its end
        assert OPENING.match(after[1]) and SKIPPED.match(after[2]), after
        situation = SITUATION.match(after[3])
        assert situation and int(situation.group(1)) == int(OPENING.match(after[1]).group(1)), after
    finally:
        _ended(server, ben)
    assert ben.error is None, ben.error


@pytest.mark.long
def test_a_status_key_during_where_the_game_stands_is_answered_at_once(client, tmp_path):
    """T-28, T-29: K 1 s into where the game stands after a skip ("Deal 1. On the table: ...",
    a situation, not a move) is answered at once ("Tricks: ..."), which cuts that line; the line,
    cut before most of it was heard, is said whole right after the answer, as the table's
    opening words are. Was (found by ear): T 10 s into the 17-second "Deal 4. On the table: ..."
    waited behind it (S then replaced that answer, never said), K was answered 8 s late."""
    server, ben, speech = _watching(client, tmp_path)
    try:
        def situation_now() -> bool:
            spoken = speech._speaking()
            if spoken is None or not SITUATION.match(spoken.text) or speech.clock() - spoken.start < 1:
                return False
            index = speech.log.index(spoken)
            return bool(SKIPPED.match(speech.log[index - 1].text)) and spoken.end - speech.clock() > 2

        _live(client, situation_now, 60)
        situation = speech._speaking()
        assert situation is not None and SITUATION.match(situation.text), _said(speech)
        pressed = speech.clock()
        client.press(pygame.K_k)
        _live(client, lambda: speech.log.count(situation) and len(speech.log) > speech.log.index(situation) + 2, 10)
        after = speech.log[speech.log.index(situation) + 1:]
        answer = after[0]
        assert answer.text.startswith("Tricks: ") and answer.start - pressed < 0.1, [s.text for s in after]
        assert situation.cut_at is not None and after[1].text == situation.text, [s.text for s in after]
    finally:
        _ended(server, ben)
    assert ben.error is None, ben.error
