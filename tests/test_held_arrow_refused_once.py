"""An arrow that has nothing to do in an open choice is refused with what to do once while it is
held, as a hand's end is (game.input.edges.EdgeOnce; C-10, C-22, T-9, T-28).

Found by ear (counting game, seed 7, by-ear ``hold Right 1.5`` in an ace's value choice): "Choose
the value first: Up or Down, then Enter, or Escape to cancel." was begun 20 times in 1.5 s, each
auto-repeat cutting the last, so the line was heard over and over and never whole until the key
was let go. The trick game's premium choice refused Left and Right the same way.

Then by ear (counting game, seed 7, ``hold Down 1.5`` with no ace or 10 picked): "Up and Down choose
a value after you pick an ace or a 10." was said 20 times. Any key refused is now refused once while
it is held (game.app_keys: its auto-repeats say nothing, no cue either, until it is released); a
new press is refused again."""

import importlib

import pygame
import pytest
from timed_speech import app_timed_speech

from game.counting.menu_entry import ENTRY
from game.counting.scenes import CountingTable
from game.counting.scenes.table import remembered_setup
from game.scenes.registry import register_game

CHOOSING = "Choose the value first: Up or Down, then Enter, or Escape to cancel."
PREMIUM = "Choose a premium with Up and Down, then Enter. Escape goes back."
OPENING = "Trick game, standard, target 200. 2 players: you and Anna, with the dummy."
NO_CHOICE = "Up and Down choose a value after you pick an ace or a 10."


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


def test_counting_down_held_with_no_value_choice_is_refused_once(client):
    """C-10, C-22: seed 17, no ace or 10 picked: Down held (19 auto-repeats, as by-ear's 1.5 s)
    says "Up and Down choose a value after you pick an ace or a 10." once, with one refused cue;
    pressed again after the release it is refused again; Up held then, once more; nothing is
    played and no choice opens."""
    client.app.settings.section("counting")["level"] = "simple"
    client.start()
    client.push(CountingTable(client.app, remembered_setup(client.app, 3), 17))
    table = client.app.top
    client.frames(5)
    hand = list(table.session.view().hand)
    client.clear()
    client.app.sound.played.clear()
    client.hold(pygame.K_DOWN, 19)
    assert client.texts == [NO_CHOICE]
    assert client.app.sound.played == ["refused"]
    client.press(pygame.K_DOWN)
    client.hold(pygame.K_UP, 19)
    assert client.texts == [NO_CHOICE] * 3
    assert client.app.sound.played == ["refused"] * 3
    assert table.choice is None and list(table.session.view().hand) == hand


def test_tricks_arrow_held_early_in_the_games_opening_is_refused_once(client):
    """T-28: seed 13, two players, on the timed engine: Right held (8 auto-repeats) while "Trick
    game, standard, target 200. ..." is being said: the refused cue once (each auto-repeat played
    it again), the opening uncut, the focus unmoved; pressed again after the release, the cue
    again."""
    speech = app_timed_speech(client, 0.07)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=2, seed=13)
    table = client.app.top
    client.frames(20)
    client.app.sound.played.clear()
    client.hold(pygame.K_RIGHT, 8)
    assert client.app.sound.played == ["refused"]
    client.press(pygame.K_RIGHT)
    assert client.app.sound.played == ["refused"] * 2
    assert table.focus == 0 and table.marked == []
    assert speech.texts == [OPENING] and speech.log[0].cut_at is None
