"""Back at an online trick table after a deal ended while away (found by ear), with a real
server process on 127.0.0.1 (fixed seeds, computers at computer speed): Ana (the headless app)
hosts a table of 3 with Ben (a protocol client in a thread) and a computer; her app ends during
deal 1's bidding (its connection closed, the seat held 1 s, then a computer plays it); Ben plays
deal 1 at random and bids nothing in deal 2, so the game waits there. Ana comes back in a new
window: the ``sync`` holds deal 1 (played by the computer for her), its end and deal 2's start.

- While deal 1's summary is open only what she missed and the summary are said: deal 2's
  situation line ("Deal 2. Trumps: ... Choose 3 bid cards. ...") was said over the summary,
  the first Enter did not close it, and deal 2 was said again after the second (T-29).
- The history keeps the tricks the computer won in her seat as its own ("A computer player for
  you wins the trick with ..."), never "You win the trick ..." (T-29)."""

from __future__ import annotations

import random
import re
import threading

import pygame
import pytest

from game.net.bots import CHOICE, play_latest_views
from game.scenes.online import OnlinePlan, OnlineStart
from online_people import PersonThread, join_first_free
from test_online_table import free_port, open_hosted_table, run_until, start_server, stop
from test_online_trick_return import new_window
from test_online_trick_table import settled, summary_open, trick_table

DEADLINE = 120.0
"""Seconds Ben's side may take at most."""

BACK = "A computer player played for you while you were away. Your seat is yours again."
EARLIER = r"While you were away: \d+ earlier messages, in the history \(Page Up\)\."
"""What Ana hears back first (how many messages went to the history: as the drop came)."""


class BenOneDeal(PersonThread):
    """Ben joins the first table with a free seat and plays random legal choices in deal 1; from
    deal 2 on nothing (its bidding waits for him); :attr:`second` is set once every other hand
    has bid in deal 2 (the computers': Bob's, and Ana's seat's while she is away)."""

    def __init__(self, url: str) -> None:
        super().__init__(url, DEADLINE)
        self.second = threading.Event()

    def excused(self, exc: BaseException) -> bool:
        """Stopped at the end of the test (``stop`` set): no error."""
        return self.stop.is_set()

    async def play(self) -> None:
        client = await self.connect("Ben")
        await join_first_free(client)
        await play_latest_views(client, "tricks", random.Random(3), self.stop, choose=self._choose)
        await client.close()

    def _choose(self, view, rng):
        """Deal 1: a random legal action; deal 2: nothing."""
        if view["deal"] > 1:
            if all(bid for seat, bid in enumerate(view["has_bid"]) if seat != view["seat"]):
                self.second.set()
            return None
        return CHOICE["tricks"](view, rng)


@pytest.mark.long
def test_back_after_a_deal_ended_the_summary_alone_is_said_and_one_enter_says_the_new_deal(
        client, tmp_path, monkeypatch):
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log", hold=1)
    ben = BenOneDeal(url)
    second = None
    try:
        plan = OnlinePlan(url, "Ana", game="tricks", players=3, computers=1, cpu_delay=0.0)
        table = open_hosted_table(client, plan, ben, trick_table)
        session = table.session
        run_until(client, lambda: settled(client, table) and session._reported >= 1, 20)  # deal 1's start heard
        session.link.close()  # the app ends without leaving; a computer takes the seat after 1 s
        assert ben.second.wait(90), "deal 2 did not begin while Ana was away"
        second = new_window(monkeypatch, tmp_path)
        second.start()
        second.push(OnlineStart(second.app, plan))
        run_until(second, lambda: trick_table(second) is not None, 30)
        back = trick_table(second)
        assert back.session.joined_in_play and back.view.deal == 2
        run_until(second, lambda: summary_open(second) and not second.app.announcer.speech_busy(), 60)
        for _frame in range(60):  # (anything more to be said would begin now)
            second.app.step(1)
        from game.tricks import text as words
        scored, view, me = back.last_scored, back.view, back.me
        assert scored is not None and scored.deal == 1 and view.deal == 2 and view.bid is not None
        said = second.texts[second.texts.index(BACK):]
        assert re.fullmatch(EARLIER, said[1]), said
        lines = back.summary_lines()
        end = words.totals_sentence(me, scored.totals, scored.game_scores, None, "standard")
        assert re.match(r"You (bid|declared|revealed) \d+ and (made it|took \d+: missed)[.;]", said[-3]) and said[-3].endswith(end)
        assert said[-2:] == [f"Deal 1 summary. {len(lines)} lines. Up and Down read them, Enter goes to the next deal.",
                             lines[0]], said  # the summary's line last (was: then deal 2's situation line)
        assert not any(line.startswith("Deal 2.") for line in said), said
        history = second.app.announcer.history.items()
        assert not any(line.startswith("You win the trick") for line in history), history
        won = [line for line in history if line.startswith("A computer player for you wins the trick with ")]
        assert len(won) == scored.tricks[back.seat], history  # each trick the computer took in her seat: its own
        if won:
            assert re.fullmatch(r"A computer player for you wins the trick with the .+\. Tricks: you \d+, Bob \d+, "
                                r"Ben \d+\.", won[0]), won
        before = len(second.texts)
        second.press(pygame.K_RETURN)  # once: the summary closes, deal 2 is said as it stands
        run_until(second, lambda: not second.app.announcer.speech_busy(), 30)
        for _frame in range(60):
            second.app.step(1)
        assert second.app.top is back
        situation = f"{words.table_text(me, view)} {words.bidding_back_text(me, view)}"
        after = second.texts[before:]
        opening = " ".join([f"Deal 2. {words.dealer_text(me, view.dealer)}", words.trumps_words(view.trumps),
                            words.first_leader_text(me, view.dealer, view.players)])
        bids = [words.bid_laid_aside_text(view.bid, view.bid_cards, None, view.joker_as, stand_in=True),
                "Bob has bid."]  # (the two computers' bids: in the order the server took them)
        assert len(after) == 4 and after[0] == opening and sorted(after[1:3]) == sorted(bids) \
            and after[3] == situation, after  # (was: the situation again, with "Choose 3 bid cards. ...")
        assert opening == "Deal 2. Ben deals. " + words.trumps_words(view.trumps) + " You lead."
        assert bids[0].startswith(f"A computer player for you bid {view.bid}: it laid aside ")
        assert situation.startswith("Bidding. No cards on the table. Waiting for Ben. Bids: you ")
        assert sum(line.startswith("Deal 2.") for line in second.texts) == 1
    finally:
        ben.stop.set()
        ben.done.wait(10)
        if second is not None:
            second.app.close()
        stop(server)
