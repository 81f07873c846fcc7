"""Back at an online counting table after a round ended while away, with a real server process on
127.0.0.1 (fixed seeds, computers at computer speed): Ana (the headless app) hosts a table of 3
with Ben (a protocol client in a thread) and a computer, through a relay the test cuts; her seat
is held 1 s, then a computer plays it. Ben plays at random until a new round has begun and the
computer has played Ana's seat in it, then waits at his turn. Ana's link is mended: the ``sync``
holds the round's end and the next round's first moves.

- The round's end is said once, as the situation of the pause between rounds, with the tokens as
  they were when it ended (it was said twice: as a missed message with the tokens of now, then as
  the situation) (C-21, C-23).
- Enter: the next round's missed moves, the computer's as its own ("A computer player for you:
  ...", never "You: ..."), without their prompts, then the situation line once (it was "You: ...",
  "You draw ...", a stale "Your turn. ..." and "Waiting for Ben's first card ...") (C-23, T-29)."""

from __future__ import annotations

import asyncio
import random
import time

import pygame
import pytest

from game.counting import text
from game.counting.events import RoundStarted
from game.net.bots import CHOICE
from game.net.client import Client
from tests.online_people import PersonThread, join_first_free
from tests.online_relayed import BACK, DEADLINE, LOST, back_and_heard, relayed_table
from tests.test_online_table import play_turns, run_until

REPLACED = "A computer player played for you while you were away. Your seat is yours again."


class BenRounds(PersonThread):
    """Ben joins the first table with a free seat and plays random legal cards at his turn; once
    the test sets :attr:`away_from` (Ana's round when her link was cut), until a later round has
    begun and Ana's seat has played in it, then he stops at his turn
    (:attr:`waiting`). Keeps everyone's tokens at the start of each round (:attr:`round_tokens`:
    as the last one ended, C-21)."""

    def __init__(self, url: str) -> None:
        super().__init__(url, DEADLINE)
        self.away_from: int | None = None
        self.ana: int | None = None
        self.waiting = False
        self.over = False
        self.round_tokens: dict[int, list[int]] = {}

    def excused(self, exc: BaseException) -> bool:
        """The server stopping at the end of the test (``stop`` set) is no error."""
        return self.stop.is_set()

    def _frame(self, frame: dict) -> None:
        if frame.get("type") in ("update", "sync"):  # (each, as it comes: the first of a round has its tokens)
            view = frame["view"]
            self.round_tokens.setdefault(view["round"], list(view["tokens"]))

    async def play(self) -> None:
        client = Client(self.url, on_frame=self._frame)
        await client.connect("Ben")
        await join_first_free(client)
        rng = random.Random(3)
        acted = -1
        while not self.stop.is_set() and client.over is None:
            await asyncio.sleep(0.01)
            view = client.view
            if view is None:
                continue
            if view.get("turn") != client.seat or acted == client.seq or self.waiting:
                continue
            later = self.away_from is not None and view["round"] > self.away_from
            if later and any(play[0] == self.ana for play in view["plays"]):
                self.waiting = True
                continue
            action = CHOICE["counting"](view, rng)
            if action is not None:
                acted = client.seq
                await client.act(action)
        self.over = client.over is not None
        await client.close()


@pytest.mark.long
def test_back_after_a_round_ended_its_end_is_said_once_and_enter_says_the_computers_moves_as_its(client, tmp_path):
    with relayed_table(client, tmp_path, BenRounds, options=(("draw", "auto"),), hold=1) as (relay, ben, table):
        session = table.session
        ben.ana = table.seat
        # Ana plays her first card; Ben is held until the cut
        play_turns(client, lambda: session._seq >= 2 and not session._incoming
                   and not client.app.announcer.speech_busy(), 60)
        start = session.view().round
        relay.cut()
        run_until(client, lambda: LOST in client.texts, 20)
        ben.away_from = start
        end = time.monotonic() + 75
        while not ben.waiting and not ben.over and time.monotonic() < end:
            time.sleep(0.05)
        assert ben.waiting, "no later round where the computer played Ana's seat"
        heard = len(client.texts)
        back_and_heard(client, relay, session)
        for _frame in range(60):  # (anything more to be said would begin now)
            client.app.step(1)
        said = client.texts[heard:]
        view = session.view()
        me = table.me
        assert table.between_rounds and view.round > start
        ended = view.round - 1
        assert said[:2] == [BACK, REPLACED], said
        assert said[2].startswith("While you were away: ") and said[2].endswith(
            " earlier messages, in the history (Page Up)."), said
        then = table.ended_view
        assert list(then.tokens) == ben.round_tokens[view.round], (then.tokens, ben.round_tokens)
        over = said[-1]
        assert over == table.round_over and over.startswith(f"Round {ended} over: ") \
            and over.endswith(f" {text.tokens_text(me, then)} Enter: next round."), said
        assert sum(line.startswith(f"Round {ended} over: ") for line in said) == 1, said  # (was: twice)
        assert 4 <= len(said) <= 3 + 4 + 1, said  # back, replaced, the count, at most 4 missed, the round's end
        assert not any(line.startswith(("You: ", "You draw ", "Your turn.")) for line in said), said
        before = len(client.texts)
        client.press(pygame.K_RETURN)  # the next round's missed moves, then where the game stands
        run_until(client, lambda: not client.app.announcer.speech_busy(), 30)
        for _frame in range(60):
            client.app.step(1)
        assert not table.between_rounds
        after = client.texts[before:]
        dealt = RoundStarted(view.round, view.dealer, view.plays[0][0], view.options.hand_size)
        assert after[0] == text.round_started_text(me, dealt) or after[0].startswith(
            "Also while you were away: "), after  # ("Round 2. Ben deals. You play first.")
        assert after[-1] == table.back_situation(), after  # the situation line, once
        assert after[-1].startswith(f"Round {view.round}. {text.tokens_text(me, view)} Total {view.total}. ")
        assert sum(line.startswith(f"Round {view.round}. Tokens: ") for line in after) == 1, after
        history = client.app.announcer.history.items()
        assert any(line.startswith("A computer player for you: ") for line in history[history.index(BACK):]), history
        assert not any(line.startswith(("You: ", "You draw ", "Your turn.", "Waiting for ")) for line in after), after
        assert not any(line.startswith(("You: ", "You draw ")) for line in history[history.index(BACK):]), history
