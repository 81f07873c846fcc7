"""Out of an online counting game while away (C-18), with a real server process on 127.0.0.1 (fixed
seeds, computers at computer speed): Ana (the headless app) hosts a table of 3 (2 tokens each) with
Ben (a protocol client in a thread) and a computer, through a relay the test cuts once the deal was
heard; her seat is held 1 s, then a computer plays it (every move of hers: the same game each run).
Ben plays as the simple computer player until Ana's seat is out, then waits at his turn (the game
goes on, waiting for him). Here her seat goes out with the card that ends round 1 (it passed 99).
Ana's link is mended.

- After what she missed (the computer's moves for her as its own) and the round's end, she hears
  plainly, once, that she went out while away: "You are out: you went out in round 1 while you
  were away. You are watching the others play on. Escape opens the pause menu." (it was not said:
  the round's end was the last word).
- Her keys watch: 1 in the pause says the rounds go on by themselves; S says the tokens, hers
  "out"; Enter ends the pause (as for anyone out) and says the new deal only; then 1 says "You are
  out of the game. Ben plays next.", Left "You are out of the game."; nothing is sent but ``heard``.
(Out in the middle of a round: test_online_counting_return_words.py.)"""

from __future__ import annotations

import asyncio
import random
import time

import pygame
import pytest

from game.counting import text
from game.net.bots import CHOICE
from tests.online_people import PersonThread, join_first_free
from tests.online_relayed import BACK, DEADLINE, LOST, back_and_heard, relayed_table
from tests.test_online_table import run_until

REPLACED = "A computer player played for you while you were away. Your seat is yours again."


def careful(view: dict, rng: random.Random) -> dict | None:
    """The simple computer player's choice for the view's seat on its turn (reaching 99, 66 or 33
    first, passing one last; seeded: the same game each run, where Ana's seat goes out first), else
    the protocol player's (nothing to do)."""
    from game.counting.ai import choose_action
    from game.counting.state import CountingView
    from game.net.codec import from_data, to_data
    if view["turn"] != view["seat"] or not view["hand"] or view["drawer"] is not None or view["winner"] is not None:
        return CHOICE["counting"](view, rng)
    play = choose_action(from_data(CountingView, view), rng)
    action = {"player": play.seat, "play": to_data(play.card)}
    if play.value is not None:
        action["value"] = play.value
    return action


class BenUntilAnaOut(PersonThread):
    """Ben joins the first table with a free seat and plays as the simple computer player; once
    the test has cut Ana's link (:attr:`ana` set), until her seat is out (C-18), then he stops at
    his turn (:attr:`waiting`). :attr:`failed` says why the game cannot show it (he went out, or
    the game ended)."""

    def __init__(self, url: str) -> None:
        super().__init__(url, DEADLINE)
        self.ana: int | None = None
        self.waiting = False
        self.failed = ""
        self.seat: int | None = None

    def excused(self, exc: BaseException) -> bool:
        """The server stopping at the end of the test (``stop`` set) is no error."""
        return self.stop.is_set()

    async def play(self) -> None:
        client = await self.connect("Ben")
        await join_first_free(client)
        rng = random.Random(3)
        acted = -1
        while not self.stop.is_set() and client.over is None:
            await asyncio.sleep(0.01)
            view, self.seat = client.view, client.seat
            if view is None or self.waiting:
                continue
            if client.seat in view["eliminated"]:
                self.failed = "Ben went out before Ana"
                break
            if view.get("turn") != client.seat or acted == client.seq:
                continue
            if self.ana is not None and self.ana in view["eliminated"]:
                self.waiting = True
                continue
            action = careful(view, rng)
            if action is not None:
                acted = client.seq
                await client.act(action)
        if client.over is not None:
            self.failed = "the game ended before Ana went out"
        await client.close()


@pytest.mark.long
def test_out_while_away_she_hears_it_plainly_and_her_keys_watch(client, tmp_path):
    with relayed_table(client, tmp_path, BenUntilAnaOut, options=(("draw", "auto"), ("tokens", 2)),
                       hold=1) as (relay, ben, table):
        session = table.session
        # the deal heard, Ana's link is cut: the computer plays all her moves (none is hers: the same game each run)
        run_until(client, lambda: session._reported >= 1 and not session._incoming
                  and not client.app.announcer.speech_busy(), 60)
        relay.cut()
        run_until(client, lambda: LOST in client.texts, 20)
        ben.ana = table.seat
        end = time.monotonic() + 75
        while not ben.waiting and not ben.failed and not ben.done.is_set() and time.monotonic() < end:
            time.sleep(0.05)
        assert ben.waiting, ben.failed or "Ana's seat did not go out"
        heard = len(client.texts)
        back_and_heard(client, relay, session)
        for _frame in range(60):  # (anything more to be said would begin now)
            client.app.step(1)
        said = client.texts[heard:]
        view = session.view()
        assert table.seat in view.eliminated and view.winner is None and table.between_rounds, said
        assert said[:2] == [BACK, REPLACED], said
        went_out = (f"You are out: you went out in round {view.round - 1} while you were away. You are watching the "
                    "others play on. Escape opens the pause menu.")
        assert said[-2] == table.round_over and said[-2].startswith(f"Round {view.round - 1} over: "), said
        assert said[-1] == went_out, said  # (was: nothing; the round's end was the last word)
        assert sum(line.startswith("You are out") for line in said) == 1, said
        history = client.app.announcer.history.items()
        mine = history[history.index(BACK):]
        assert any(line.startswith("A computer player for you ") and line.endswith(" You are out. 2 players left.")
                   for line in mine), mine  # (the line that put her out: the computer's move, her seat's cost)
        assert not any(line.startswith(("You: ", "You draw ", "You miss a turn")) for line in mine), mine
        sent: list[str] = []
        send = session.link.send
        session.link.send = lambda kind, **fields: (sent.append(kind), send(kind, **fields))[1]
        pause = "Round over. The next round starts when Ben is ready. Escape opens the pause menu."
        tokens = text.tokens_text(table.me, view)
        assert tokens.startswith("Tokens: you out, "), tokens
        assert keys(client, pygame.K_1) == [pause]  # watching: the rounds go on by themselves
        assert keys(client, pygame.K_s) == [tokens]
        said = keys(client, pygame.K_RETURN)  # the pause ends early, as for anyone out
        assert len(said) == 1 and said[0].startswith(f"Round {view.round}. ") and not table.between_rounds, said
        client.app.step(120)  # (past the new deal's settling time: keys that act are taken again)
        assert session.view().turn == ben.seat
        assert keys(client, pygame.K_1) == ["You are out of the game. Ben plays next."]
        assert keys(client, pygame.K_LEFT) == ["You are out of the game."]
        assert "act" not in sent, sent


def keys(client, key) -> list[str]:
    """What the app says to ``key`` pressed now, once it has said it all."""
    before = len(client.texts)
    client.press(key)
    run_until(client, lambda: not client.app.announcer.speech_busy(), 10)
    client.app.step(30)
    return client.texts[before:]
