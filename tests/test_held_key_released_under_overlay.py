"""An arrow released while another screen covers a table (F1 help, the pause menu, the trick
game's deal summary) does not leave the table thinking it is still held: back at the table,
the next press of that arrow at a hand's end says the end again ("End of hand. ...", C-22,
T-28), as after a release at the table itself. (The table never sees that arrow's release; its
edge is forgotten on the release of the key that closed the cover, or that played the deal's
last card, which the table does see: :class:`~game.input.edges.EdgeOnce` ends a hold on any
key released.)"""

from __future__ import annotations

import pygame
import pytest

from game.counting.menu_entry import ENTRY
from game.scenes.registry import register_game
from game.tricks.scenes import DealSummary, TricksTable
from test_counting_table import start as start_counting
from test_tricks_table_driver import bid_by_keys, start_table


def down(client, key, repeat=False):
    """``key`` pressed (or, ``repeat``, its auto-repeat) and not released; one frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0, repeat=repeat))
    client.app.step(1)


def up(client, key):
    """``key`` released; one frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
    client.app.step(1)


def cover_and_close(client, table, cover):
    """Open ``cover`` over ``table`` ("help": F1, "pause": Escape) while Right is held, release
    Right under it, then close it with Escape: the table is on top again."""
    down(client, pygame.K_F1 if cover == "help" else pygame.K_ESCAPE)
    up(client, pygame.K_F1 if cover == "help" else pygame.K_ESCAPE)
    assert client.app.top is not table
    up(client, pygame.K_RIGHT)
    client.press(pygame.K_ESCAPE)
    assert client.app.top is table


@pytest.mark.parametrize("cover", ["help", "pause"])
def test_t28_right_released_under_a_cover_says_the_end_again(client, cover):
    """T-28: Right at the last card says "End of hand. Ace of diamonds, 12 of 12"; Right
    released under F1 help or the pause menu, the next Right at the table says it again."""
    table = start_table(client, 3, 5, delay=5.0)
    client.press(pygame.K_END)
    client.clear()
    down(client, pygame.K_RIGHT)
    assert client.texts == ["End of hand. Ace of diamonds, 12 of 12"]
    cover_and_close(client, table, cover)
    client.clear()
    client.press(pygame.K_RIGHT)
    assert client.texts == ["End of hand. Ace of diamonds, 12 of 12"]


def test_t28_left_released_under_the_deal_summary_says_the_start_in_the_next_deal(client):
    """T-28: Left held on the last card of a deal ("Start of hand. ..., 1 of 1"), Enter plays it,
    the deal summary covers the table and Left is released under it; in the next deal Left at the
    first card says "Start of hand. ..." (never silent)."""
    table = start_table(client, 3, 5)
    for _ in range(20000):
        state = table.session.state
        if state.phase == "bidding" and 0 in state.to_act():
            bid_by_keys(client, table, table._focus_cards()[:3], None)
        elif state.phase == "play" and state.turn_controller == 0:
            if len(table._focus_cards()) == 1:
                break
            client.press(pygame.K_RETURN)
        else:
            client.wait(1)
    assert len(table._focus_cards()) == 1
    client.clear()
    down(client, pygame.K_LEFT)
    assert client.texts[-1].startswith("Start of hand. ") and client.texts[-1].endswith("1 of 1, playable")
    client.press(pygame.K_RETURN)  # the last card played, Left still held
    for _ in range(2000):
        if isinstance(client.app.top, DealSummary):
            break
        client.wait(1)
    assert isinstance(client.app.top, DealSummary)
    up(client, pygame.K_LEFT)
    client.frames(60)  # the summary takes Enter after its first second
    client.press(pygame.K_RETURN)
    for _ in range(200):
        if client.app.top is table and table.session.state.phase == "bidding" and not table.between_deals:
            break
        client.wait(1)
    assert isinstance(client.app.top, TricksTable)
    client.frames(30)
    assert table.focus == 0
    client.clear()
    client.press(pygame.K_LEFT)
    assert client.texts and client.texts[-1].startswith("Start of hand. ")


@pytest.mark.parametrize("cover", ["help", "pause"])
def test_c22_right_released_under_a_cover_says_the_end_again(client, cover):
    """C-22: the same at the counting table: "End of hand. 2 of spades: total stays 0, 3 of 3"
    again after Right was released under F1 help or the pause menu."""
    register_game(ENTRY)
    table = start_counting(client)
    client.press(pygame.K_END)
    client.clear()
    down(client, pygame.K_RIGHT)
    assert client.texts == ["End of hand. 2 of spades: total stays 0, 3 of 3"]
    cover_and_close(client, table, cover)
    client.clear()
    client.press(pygame.K_RIGHT)
    assert client.texts == ["End of hand. 2 of spades: total stays 0, 3 of 3"]
