"""Oxford Whist (T-27: one deal per card of the 16-card trump stock): how many deals remain is
said in the deal summary's scores line, by S on the summary ("15 deals left.", "Last deal
next.") and by S at the table ("15 more deals after this one.", "This is the last deal."), as
the F1 help says S tells ("S: scores, and when the game ends."). Found by a fresh tester by ear:
the summary never said how many deals were left."""

from __future__ import annotations

import dataclasses

import pygame

from game.engine.perspective import Perspective
from game.tricks import text
from game.tricks.scenes import DealSummary
from test_tricks_table_driver import bid_by_keys, play_deal, start_table

ME = Perspective(0)


def _oxford_summary(client):
    """Seed 4, Oxford Whist: deal 1 bid by keys and played to its summary."""
    table = start_table(client, 3, 4, "oxford")
    bid_by_keys(client, table, table.session.state.hands[0][:3], None)
    play_deal(client, table)
    summary = client.app.top
    assert isinstance(summary, DealSummary)
    client.frames(60)  # (the summary's first second: only a status key would act)
    return table, summary


def test_t27_the_oxford_summary_says_15_deals_left(client):
    """T-27: after deal 1 of 16, the scores line ends "15 deals left."; S on the summary says it."""
    table, summary = _oxford_summary(client)
    assert summary.lines[-2:] == ["Scores: you 3, Anna 3, Bob 13. 15 deals left.",
                                  "Press Enter to go on to the next deal."]
    client.press(pygame.K_s)
    assert client.last == "Scores: you 3, Anna 3, Bob 13. 15 deals left."


def test_t27_s_at_the_oxford_table_says_the_deals_after_this_one(client):
    """T-27: S in deal 1 (15 cards left in the stock): "15 more deals after this one."."""
    start_table(client, 3, 4, "oxford")
    client.frames(60)
    client.press(pygame.K_s)
    assert client.last == "Scores: you 0, Anna 0, Bob 0. 15 more deals after this one."


def test_t27_the_last_deals_words():
    """T-27: the words for 1 and 0 deals left, during a deal and after one; none once the game
    is over, nor in another variant."""
    from game.tricks.options import TricksOptions
    from game.tricks.state import TricksState
    view = TricksState.new(TricksOptions(players=3, variant="oxford"), 2).view(0)
    assert view.stock_left == 15 and view.deal == 1
    last = dataclasses.replace(view, deal=16, stock_left=0)
    assert text.scores_text(ME, last, "target", 200) == "Scores: you 0, Anna 0, Bob 0. This is the last deal."
    assert text.scores_text(ME, last, "target", 200, scored_deal=15) == (
        "Scores: you 0, Anna 0, Bob 0. Last deal next.")
    one_more = dataclasses.replace(view, deal=15, stock_left=1)
    assert text.scores_text(ME, one_more, "target", 200) == (
        "Scores: you 0, Anna 0, Bob 0. 1 more deal after this one.")
    assert text.scores_text(ME, one_more, "target", 200, scored_deal=14) == "Scores: you 0, Anna 0, Bob 0. 2 deals left."
    over = dataclasses.replace(last, phase="over")
    assert text.scores_text(ME, over, "target", 200, scored_deal=16) == "Scores: you 0, Anna 0, Bob 0."
    standard = dataclasses.replace(view, variant="standard", stock_left=None)
    assert text.scores_text(ME, standard, "target", 200) == "Scores: you 0, Anna 0, Bob 0. Target 200."


def test_t27_f1_at_the_table_and_on_the_summary_lists_s(client):
    """T-28: F1 lists S as telling the scores and when the game ends (Oxford: the deals left)."""
    table, summary = _oxford_summary(client)
    assert "S: scores, and when the game ends." in summary.help_lines()
    assert "S: scores, and when the game ends." in table.help_lines()
