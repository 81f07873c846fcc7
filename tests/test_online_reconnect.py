"""Back at an online table after the link dropped (issue 19): a real server process on
127.0.0.1, the headless app as Ana through a TCP relay that the test cuts and mends, Ben a
protocol client who acts only when the test lets him, one computer player. While Ana is away
Ben plays; when she is back she hears what happened meanwhile (Ben's card), then the situation
line, and the turn prompt only once; what she had heard before the drop is not said again."""

from __future__ import annotations

import asyncio
import contextlib
import random
import time

import pygame
import pytest

from game.card_names import card_name
from game.net.bots import CHOICE
from game.net.client import Client
from tests.online_people import PersonThread, join_first_free
from tests.online_relayed import BACK, DEADLINE, LOST, BenOnCue, back_and_heard, relayed_table
from tests.test_online_table import play_turns, run_until
from timed_speech import app_timed_speech


@pytest.mark.long
def test_back_after_a_drop_the_turn_prompt_is_said_once_after_what_happened_meanwhile(client, tmp_path):
    with relayed_table(client, tmp_path, BenOnCue) as (relay, ben, table):
        session = table.session

        def bens_turn_heard() -> bool:
            """Ben is to play and Ana has heard everything; Ben is let to play until update 6."""
            view = session.view()
            if view.turn != ben.seat or session._incoming or client.app.announcer.speech_busy():
                return False
            if session._seq >= 6:
                return True
            ben.go(session._seq)
            return False
        play_turns(client, bens_turn_heard, 60)
        heard_before = len(client.texts)
        total = session.view().total
        relay.cut()
        run_until(client, lambda: LOST in client.texts[heard_before:], 20)
        ben.go(session._seq)  # Ben plays while Ana is away: her turn comes
        run_until(client, lambda: ben.acted == ben.allowed, 20)
        back_and_heard(client, relay, session)
        after = client.texts[heard_before:]
        back = after.index(BACK)
        assert after[:back] == [LOST]
        view = session.view()
        assert view.turn == table.seat and view.total != total
        said = after[back + 1:]
        assert said[0].startswith("Ben: ") and said[0].endswith(f"Total {view.total}.")  # what happened meanwhile
        # then the situation: the round and the turn line in full, the hand in it (C-5, C-23; found by ear:
        # back, "Round 1. Total 39. Your turn. Enter plays the 8 of clubs." never said the cards)
        cards = ", ".join(card_name(card) for card in view.hand)
        tokens = ", ".join(f"{who} {count}" for who, count in zip(("you", "Bob", "Ben"), view.tokens))
        assert said[-1] == (f"Round {view.round}. Tokens: {tokens}. Your turn. Total {view.total}. Your cards: {cards}. "
                            f"Enter plays the {card_name(view.hand[0], 'accusative')}.")
        assert sum("Your turn." in text for text in said) == 1, said
        assert not any(text in client.texts[:heard_before] for text in said[:-1] if not text.startswith("Ben: ")), said


@pytest.mark.long
def test_back_after_a_long_drop_the_older_moves_are_counted_and_kept_in_the_history(client, tmp_path):
    """Ana away long enough for a computer player to take her seat (the seat is held 1 s here)
    while Ben and the computers play on: back, she hears that a computer played for her, how
    many earlier messages are in the history, the last 4 messages, then the situation line once;
    the history holds the older ones, unsaid."""
    from game.scenes.card_table import CATCH_UP_SAID
    with relayed_table(client, tmp_path, lambda url: BenOnCue(url, free=True),
                       options=(("draw", "auto"), ("tokens", 9)), hold=1) as (relay, ben, table):
        session = table.session
        play_turns(client, lambda: session._seq >= 3 and not session._incoming
                   and not client.app.announcer.speech_busy(), 60)
        seq = session._seq
        relay.cut()
        run_until(client, lambda: LOST in client.texts, 20)
        heard_before = len(client.texts)
        # the seat is held 1 s, then a computer player plays it with the others: the game goes on
        # until more moves were made than are said on return (past Ana's turn: a computer played
        # it). (A fixed 2.5 s could leave a loaded machine too few.)
        end = time.monotonic() + 30
        while ben.seq - seq <= CATCH_UP_SAID + 3 and time.monotonic() < end:
            time.sleep(0.05)
        assert ben.seq - seq > CATCH_UP_SAID + 3, (seq, ben.seq)
        ben.free = False  # the game stops at Ben's next turn: nothing happens after Ana is back
        end = time.monotonic() + 20
        while not ben.waiting and time.monotonic() < end:
            time.sleep(0.05)
        back_and_heard(client, relay, session)
        said = client.texts[heard_before:]
        assert said[0] == BACK
        missed = session._seq - seq
        assert missed > CATCH_UP_SAID, missed
        assert said[1] == "A computer player played for you while you were away. Your seat is yours again."
        summary = said[2]
        assert summary.startswith("While you were away: ") and summary.endswith(
            " earlier messages, in the history (Page Up)."), said
        count = int(summary.split()[4])
        view = session.view()
        assert len(said) == 3 + CATCH_UP_SAID + 1, said  # back, replaced, the count, the last 4, the situation
        assert sum("Your turn." in text for text in said) <= 1, said
        situation = said[-1]
        assert situation == table.back_situation() and "Tokens: you " in situation, said
        history = client.app.announcer.history.items()
        back = history.index(BACK)
        older = history[back + 2:back + 2 + count]  # after "A computer player played for you ..."
        assert len(older) == count and history[back + 2 + count:] == said[2:]
        assert not any(text in said for text in older)  # kept in the history, not said
        missed = older + said[3:-1]  # the computer's moves for Ana are said as its, never as hers
        assert any(text.startswith("A computer player for you: ") for text in missed), missed
        assert not any(text.startswith("You: ") or text.startswith("You draw ") for text in missed), missed
        assert view.total == session.view().total


class Drawer(PersonThread):
    """Ben at a counting table of two with manual draw (C-8): joins the first table with a free
    seat, plays a card at his turn while :attr:`free` and draws at once after it; keeps each
    notice of the server's hold for Ana's draw (``draw_wait``, ``draw_wait_over``) with the
    time it came (:func:`time.monotonic`)."""

    def __init__(self, url: str) -> None:
        super().__init__(url, DEADLINE)
        self.free = True
        self.seat: int | None = None
        self.notices: list[tuple[str, float]] = []

    def excused(self, exc: BaseException) -> bool:
        """The server stopping at the end of the test (``stop`` set) is no error."""
        return self.stop.is_set()

    def _frame(self, frame: dict) -> None:
        if frame.get("type") == "notice" and frame.get("what") in ("draw_wait", "draw_wait_over"):
            self.notices.append((frame["what"], time.monotonic()))  # as it comes

    async def play(self) -> None:
        client = Client(self.url, on_frame=self._frame)
        await client.connect("Ben")
        await join_first_free(client)
        rng = random.Random(3)
        acted = -1
        while not self.stop.is_set() and client.over is None:
            try:
                await client.wait_for(lambda m: m["type"] in ("update", "sync"), 0.05)
            except (TimeoutError, asyncio.TimeoutError):
                pass
            client.inbox.clear()
            self.seat, view = client.seat, client.view
            if view is None or acted == client.seq or not (self.free or view["may_draw"]):
                continue
            action = CHOICE["counting"](view, rng)
            if action is not None:
                acted = client.seq
                await client.act(action)
        await client.close()


def run_in_real_time(client, test, seconds: float) -> None:
    """Step the app at the pace of real time (60 updates a second, as the window does) until
    ``test()``: the app's speech clock (:class:`TimedSpeech` on its updates) and the server's
    hold for a draw (C-8, real seconds) keep the same time."""
    start, updates = time.monotonic(), client.app.updates
    while time.monotonic() < start + seconds:
        if test():
            return
        due = updates + int((time.monotonic() - start) * 60)
        while client.app.updates < due:
            client.app.step(1, draw_each=False)
        time.sleep(0.004)
    raise AssertionError(f"not reached within {seconds} s; said: {client.texts[-8:]}")


@contextlib.contextmanager
def ana_dropped_while_she_may_draw(client, tmp_path):
    """A server process, Ana (the app, speaking on a :class:`TimedSpeech` that takes time) and
    Ben (:class:`Drawer`) at a counting table of two with manual draw (C-8) through a relay: Ana
    plays cards (Ben his) until she has played one that leaves Ben to play, the server holds
    him for her draw and her app has reported hearing it; then her link drops and the server
    ends that hold (Ben hears ``draw_wait_over``). Gives the relay (cut), Ben, the table and the
    speech; the server, relay and Ben are stopped at the end (Ben's error, if any, fails the test)."""
    speech = app_timed_speech(client)
    two = relayed_table(client, tmp_path, Drawer, players=2, computers=0, options=(("draw", "manual"),))
    with two as (relay, ben, table):
        session = table.session

        def held_for_ana() -> bool:
            """Ben is held for Ana's draw and she has reported hearing it (else she plays at her turn)."""
            view = session.view()
            if session._incoming or client.app.announcer.speech_busy():
                return False
            if session.draw_wait == table.seat and session._reported == session._heard_seq:
                return True
            if view.turn == table.seat and view.drawer is None and not session._pending_action:
                ben.free = False
                client.press(pygame.K_1)
                if table.choice is not None:
                    client.press(pygame.K_RETURN)
            return False
        run_in_real_time(client, held_for_ana, 60)
        relay.cut()
        run_in_real_time(client, lambda: LOST in client.texts
                         and [what for what, _at in ben.notices][-1:] == ["draw_wait_over"], 20)
        yield relay, ben, table, speech


def back_hears_the_warning_before_the_hold_ends(client, ben, table, speech, said: int):
    """Ana's link mended (her app back at the table), what she hears from ``speech.texts[said]``
    on: "Reconnected to the server.", then "Round 1. Total N. Ben is waiting for your draw:
    press Space.", then, 3 s after that line, "2 seconds left to draw: press Space."; the
    server's fresh hold (C-8) ends (Ben hears ``draw_wait_over``) 2 s after the warning was
    said to its end (her app reports it: ``heard`` with ``draw_warned``). Returns the situation
    line (timed_speech's Spoken)."""
    session = table.session
    warning = "2 seconds left to draw: press Space."
    run_in_real_time(client, lambda: warning in speech.texts[said:], 20)
    view = session.view()
    situation = (f"Round {view.round}. Tokens: you {view.tokens[0]}, Ben {view.tokens[1]}. Total {view.total}. "
                 "Ben is waiting for your draw: press Space.")
    assert speech.texts[said:] == [BACK, situation, warning]
    line, warned = speech.log[-2], speech.log[-1]
    assert abs(warned.start - line.end - 3.0) < 0.1
    run_in_real_time(client, lambda: [what for what, _at in ben.notices][-1] == "draw_wait_over", 10)
    assert [what for what, _at in ben.notices][-3:] == ["draw_wait_over", "draw_wait", "draw_wait_over"]
    app_start = time.monotonic() - client.app.updates / 60  # the app's clock in real time (to 0.1 s)
    assert warned.cut_at is None
    assert 1.5 < ben.notices[-1][1] - (app_start + warned.end) < 2.6
    assert session.view().drawer == table.seat  # the draw stays open until Ben's card (C-8)
    return line


@pytest.mark.long
def test_a_drawer_back_hears_who_waits_and_the_warning_before_the_fresh_hold_ends(client, tmp_path):
    """C-8, with a real server: Ana drops while she may still draw and comes back before Ben's
    card; the server holds Ben again. She hears "Reconnected to the server.", then "Round 1.
    Total N. Ben is waiting for your draw: press Space.", then, 3 s after that line, "2 seconds
    left to draw: press Space."; the server's fresh hold ends (Ben hears ``draw_wait_over``)
    2 s after the warning was said to its end (never while it is being said, found by ear)."""
    with ana_dropped_while_she_may_draw(client, tmp_path) as (relay, ben, table, speech):
        said = len(speech.texts)
        relay.mend()
        back_hears_the_warning_before_the_hold_ends(client, ben, table, speech, said)


@pytest.mark.long
def test_a_drawer_back_reports_nothing_heard_before_the_sync_was_said(client, tmp_path):
    """C-8, with a real server: the server takes a ``heard`` of the update it syncs a returning
    person to as the situation heard, and ends their fresh hold for a draw no sooner than 5 s
    after it. Here the ``sync`` reaches Ana's app well after "Reconnected to the server." was said (her link
    hands over the frames after ``link_back`` only then, as a slow link would): her app sends
    no ``heard`` before it has said the situation line, so the hold still ends 2 s after "2
    seconds left to draw: press Space." was said, not while the situation is being said."""
    with ana_dropped_while_she_may_draw(client, tmp_path) as (relay, ben, table, speech):
        link = table.session.link
        taken, held, sent = link.take, [], []
        kept_send = link.send
        said = len(speech.texts)

        def releasing() -> bool:
            lines = [spoken for spoken in speech.log[said:] if spoken.text == BACK]
            return bool(lines) and client.app.updates / 60 > lines[0].end + 0.5

        def take() -> list:
            """Hand over the frames up to ``link_back``; those after it once the app has said
            "Reconnected to the server." and half a second has passed."""
            frames = held + taken()
            held.clear()
            back = next((index for index, frame in enumerate(frames) if frame["type"] == "link_back"), None)
            if back is not None and not releasing():
                held.extend(frames[back + 1:])
                return frames[:back + 1]
            if held or not releasing():
                held.extend(frames)
                return []
            return frames

        def send(kind: str, **fields) -> None:
            sent.append((kind, fields, client.app.updates / 60))
            kept_send(kind, **fields)
        link.take, link.send = take, send
        relay.mend()
        line = back_hears_the_warning_before_the_hold_ends(client, ben, table, speech, said)
        reports = [at for kind, fields, at in sent if kind == "heard" and not fields.get("events_only")]
        assert reports and reports[0] > line.end - 1e-6  # nothing reported before the situation was said
        # (an ``events_only`` report may come before: the server's hold does not count it)
