"""An arrow that has nothing to do in an open choice is refused with what to do once while it is
held, as a hand's end is (game.input.edges.EdgeOnce; C-10, C-22, T-9, T-28).

Found by ear (counting game, seed 7, by-ear ``hold Right 1.5`` in an ace's value choice): "Choose
the value first: Up or Down, then Enter, or Escape to cancel." was begun 20 times in 1.5 s, each
auto-repeat cutting the last, so the line was heard over and over and never whole until the key
was let go. The trick game's premium choice refused Left and Right the same way."""

import importlib

import pygame
import pytest

from game.counting.menu_entry import ENTRY
from game.counting.scenes import CountingTable
from game.counting.scenes.table import remembered_setup
from game.scenes.registry import register_game

CHOOSING = "Choose the value first: Up or Down, then Enter, or Escape to cancel."
PREMIUM = "Choose a premium with Up and Down, then Enter. Escape goes back."


@pytest.fixture(autouse=True)
def _registered():
    import game.tricks.menu_entry
    importlib.reload(game.tricks.menu_entry)
    register_game(ENTRY)


def test_counting_right_held_in_a_value_choice_is_refused_once(client):
    """C-10, C-22: seed 17, the ace's value choice open: Right held (8 auto-repeats) says what
    to do once; pressed again after the release, it says it again; the choice stays open."""
    client.app.settings.section("counting")["level"] = "simple"
    client.start()
    client.push(CountingTable(client.app, remembered_setup(client.app, 3), 17))
    table = client.app.top
    client.press(pygame.K_1)
    assert table.choice is not None
    client.clear()
    client.hold(pygame.K_RIGHT, 8)
    assert client.texts == [CHOOSING]
    client.press(pygame.K_LEFT)
    assert client.texts == [CHOOSING, CHOOSING]
    assert table.choice is not None and table.focus == 0


def test_tricks_right_held_in_the_premium_choice_is_refused_once(client):
    """T-9, T-28: seed 5, three bid cards marked and Enter: the premium choice is open; Right
    held (8 auto-repeats) says what to do once; pressed again after the release, it says it
    again; the choice stays open on its first item."""
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=3, seed=5)
    table = client.app.top
    table.marked = list(table.session.state.legal_bid_cards(0)[:3])
    table._confirm_marks()
    assert table.premium_index == 0
    client.clear()
    client.hold(pygame.K_RIGHT, 8)
    assert client.texts == [PREMIUM]
    client.press(pygame.K_RIGHT)
    assert client.texts == [PREMIUM, PREMIUM]
    assert table.premium_index == 0 and table.view.bid is None
