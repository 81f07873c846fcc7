"""Back at an online classic trick table (T-26) after two deal ends, with a real server process
on 127.0.0.1 (fixed seeds, computers at computer speed): Ana (the headless app) hosts a table
of 3 with Ben (a protocol client in a thread) and a computer; her app ends during deal 1's
bidding (its connection closed, the seat held 1 s, then a computer plays it); Ben plays deals 1
and 2 at random and bids nothing in deal 3, so the game waits there. Ana comes back in a new
window: the ``sync`` holds what came after deal 1's start (heard in the first window), the whole
of deal 2 and deal 3's start, and the view carries only deal 2's trumps and joker.

Heard back (T-29): the count of the messages gone to the history unsaid, "Deal 1 ended while
you were away. Scores: ...", "Deal 2 ended while you were away.", deal 2's end, and deal 2's
summary, whose T names deal 2's trumps and joker (was: deal 1's summary, its joker and trumps
taken from the view, i.e. deal 2's, then every card of deal 2 read out)."""

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


class BenTwoDeals(PersonThread):
    """Ben joins the first table with a free seat and plays random legal choices in deals 1 and
    2; from deal 3 on nothing (its bidding waits for him) and :attr:`third` is set. He keeps what
    his views said of each deal: ``deals[n]`` is deal n's first view (its trumps and the card
    the joker stands for are public, T-26), and ``scores_after[n]`` the scores once deal n was
    scored (deal n + 1's first view)."""

    def __init__(self, url: str) -> None:
        super().__init__(url, DEADLINE)
        self.third = threading.Event()
        self.deals: dict[int, dict] = {}

    def excused(self, exc: BaseException) -> bool:
        """Stopped at the end of the test (``stop`` set): no error."""
        return self.stop.is_set()

    async def play(self) -> None:
        client = await self.connect("Ben")
        await join_first_free(client)
        await play_latest_views(client, "tricks", random.Random(3), self.stop, choose=self._choose)
        await client.close()

    def _choose(self, view, rng):
        """Deals 1 and 2: a random legal action; deal 3: nothing."""
        self.deals.setdefault(view["deal"], view)
        if view["deal"] > 2:
            self.third.set()
            return None
        return CHOICE["tricks"](view, rng)


@pytest.mark.long
def test_back_after_two_deal_ends_the_summary_is_the_last_deals_with_its_own_joker(client, tmp_path, monkeypatch):
    """Fixed seeds: deal 1's trumps are clubs, the joker the 8 of clubs; deal 2's diamonds, the 7
    of diamonds. Was: "Deal 1 summary. ..." and T there "This deal: diamonds. The joker counted
    as the 7 of diamonds. ..." (deal 2's, said of deal 1). Now deal 2's summary, T "This deal's
    trumps: diamonds. The joker counted as the 7 of diamonds. Next deal: a turned-up card sets trumps.",
    and no card of the missed deals is said (the history keeps them)."""
    from game.card_names import suit_name
    from game.tricks import text as words
    from game.tricks.view import TricksView
    from game.net.codec import from_data
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log", hold=1)
    ben = BenTwoDeals(url)
    second = None
    try:
        plan = OnlinePlan(url, "Ana", game="tricks", players=3, computers=1, cpu_delay=0.0,
                          options=(("variant", "classic"),))
        table = open_hosted_table(client, plan, ben, trick_table)
        assert table.view.variant == "classic" and table.view.deal == 1 and table.seat == 0
        session = table.session
        run_until(client, lambda: settled(client, table) and session._reported >= 1, 20)  # deal 1's start heard
        session.link.close()  # the app ends without leaving; a computer takes the seat after 1 s
        assert ben.third.wait(90), "deal 3 did not begin while Ana was away"
        second = new_window(monkeypatch, tmp_path)
        second.start()
        second.push(OnlineStart(second.app, plan))
        run_until(second, lambda: trick_table(second) is not None, 30)
        back = trick_table(second)
        assert back.session.joined_in_play and back.view.deal == 3
        run_until(second, lambda: summary_open(second) and not second.app.announcer.speech_busy(), 60)
        deal2 = from_data(TricksView, ben.deals[2])
        deal3 = from_data(TricksView, ben.deals[3])
        assert (ben.deals[1]["trumps"], ben.deals[1]["joker_as"], ben.deals[2]["trumps"], ben.deals[2]["joker_as"]) == (
            "C", "8C", "D", "7D")  # two deals whose jokers differ (the seeds are fixed)
        assert back.last_scored is not None and back.last_scored.deal == 2
        said = list(second.texts)
        start = next(i for i, line in enumerate(said) if line.startswith("While you were away: "))
        assert re.fullmatch(r"While you were away: \d+ earlier messages, in the history \(Page Up\)\.", said[start])
        scores = words.totals_sentence(back.me, deal2.scores, deal2.game_scores, None, "standard")
        assert said[start + 1:start + 3] == [f"Deal 1 ended while you were away. {scores}",
                                             "Deal 2 ended while you were away."], said[start:]
        assert said[start + 3].endswith(words.totals_sentence(back.me, deal3.scores, deal3.game_scores, None,
                                                              "standard")), said[start:]
        assert said[start + 4].startswith("Deal 2 summary. "), said[start:]
        assert not any(re.match(r"(Ben|Anna|A computer player for you): ", line) for line in said[start:])
        trumps = (f"This deal's trumps: {suit_name(deal2.trumps)}." if deal2.trumps is not None
                  else "This deal had no trumps.")
        joker = f" The joker counted as {words.the_card(deal2.joker_as)}." if deal2.joker_as is not None else ""
        second.press(pygame.K_t)
        assert second.texts[-1] == f"{trumps}{joker} Next deal: a turned-up card sets trumps."
        assert second.texts[-1] == ("This deal's trumps: diamonds. The joker counted as the 7 of diamonds. "
                                    "Next deal: a turned-up card sets trumps.")
    finally:
        ben.stop.set()
        ben.done.wait(10)
        if second is not None:
            second.app.close()
        stop(server)
