"""F1 at the trick table and on the deal summary lists the status keys that apply to the game being
played (T-3, T-22, T-28): D (the dummy's cards) only in the 2-player game, which has the dummy; R
(a revealed hand) only with 3 or 4 players, as the 2-player game has no reveal (T-22). The keys
stay bound: D with 3 players answers "There is no dummy: it plays only in the 2-player game.".

Found by a tester by ear: F1 in a 3-player game listed "D: the dummy's cards."."""

import pygame
import pytest

from game.tricks.scenes import DealSummary
from test_tricks_table_driver import start_table

DUMMY = "D: the dummy's cards."
REVEALED = "R: a revealed hand."


@pytest.mark.parametrize("players, listed, left_out", [(2, DUMMY, REVEALED), (3, REVEALED, DUMMY),
                                                       (4, REVEALED, DUMMY)])
def test_f1_at_the_table_lists_d_only_with_the_dummy(client, players, listed, left_out):
    start_table(client, players, 5)
    client.press(pygame.K_F1)
    lines = client.app.top.lines
    assert listed in lines and left_out not in lines
    assert "H: your hand, suit by suit." in lines


def test_d_with_three_players_still_answers(client):
    start_table(client, 3, 5)
    client.clear()
    client.press(pygame.K_d)
    assert client.last == "There is no dummy: it plays only in the 2-player game."


@pytest.mark.parametrize("players, listed, left_out", [(2, "D: the dummy's cards.", "R: a revealed hand."),
                                                       (3, "R: a revealed hand.", "D: the dummy's cards.")])
def test_f1_on_the_deal_summary_lists_d_only_with_the_dummy(client, players, listed, left_out):
    table = start_table(client, players, 5)
    client.push(DealSummary(client.app, 1, ["You bid 2 and made it."], table=table))
    assert listed in client.app.top.help_lines() and left_out not in client.app.top.help_lines()


def test_f1_lists_the_keys_that_play_first_enter_third(client):
    """T-28: F1 at a 4-player table begins with the keys that play or bid (Enter third, after Left
    and Right; Space, the bid cards' mark, next), the status keys after them, and no D (T-3).
    Found by a tester by ear: "Enter: play the focused card..." came 8th of 27 lines."""
    start_table(client, 4, 5)
    client.press(pygame.K_F1)
    lines = client.app.top.lines
    assert lines[:8] == ["Left: previous card.", "Right: next card.",
                         "Enter or Keypad Enter: play the focused card, confirm 3 bid cards or the premium choice.",
                         "Space: mark or unmark a bid card.",
                         "Up: previous suit, or the previous premium choice.",
                         "Down: next suit, or the next premium choice.",
                         "Home: first card, or the first premium choice.",
                         "End: last card, or the last premium choice."]
    assert lines[8] == "T: trumps."
    assert DUMMY not in lines
