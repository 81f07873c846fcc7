"""A held key acts once in every menu: Left or Right held on an item with no value (Start, Back,
Resume, a main menu entry) answers with the item on the press and says nothing at each
auto-repeat; a new press after the release answers again. Up and Down held at the first or
last item say "Top." or "Bottom." once (docs/announcements.md: an edge reached by a held arrow is
said once, not at each auto-repeat).

Found by ear: on the new trick game screen, Left held 1.5 s on Start said "Start, 6 of 7" twice,
the auto-repeats saying the item again; Left held on the Computer delay said "lowest" once."""

import pygame
import pytest

from game.counting.scenes.new_game import NewCountingGame
from game.scenes.options import OptionsScene
from game.scenes.pause import pause_menu
from game.scenes.registry import discover_games
from game.tricks.scenes import NewTricksGame


@pytest.fixture
def tricks_screen(client):
    """The new trick game screen over the main menu, focus on Start (6 of 7), nothing said yet."""
    discover_games()
    client.start()
    client.push(NewTricksGame(client.app))
    client.press(pygame.K_END)
    client.press(pygame.K_UP)
    assert client.last == "Start, 6 of 7"
    client.clear()
    return client.app.top


def test_left_held_on_start_of_the_new_trick_game_says_start_once(client, tricks_screen):
    """The tester's case: Left held (20 auto-repeats, about 1.5 s) on Start says "Start, 6 of 7"
    once, with no cue at the repeats; Left pressed again after the release says it again."""
    client.hold(pygame.K_LEFT, 20)
    assert client.texts == ["Start, 6 of 7"]
    assert client.speech.spoken == [("Start, 6 of 7", True)]
    client.press(pygame.K_LEFT)
    assert client.texts == ["Start, 6 of 7", "Start, 6 of 7"]
    assert tricks_screen.index == 5 and client.app.top is tricks_screen


def test_right_then_left_held_on_start_each_answer_once(client, tricks_screen):
    """Each new held key answers once: Right held, then Left held, on Start (a different key is
    a new press, as at a value's two ends)."""
    client.hold(pygame.K_RIGHT, 6)
    client.hold(pygame.K_LEFT, 6)
    assert client.texts == ["Start, 6 of 7", "Start, 6 of 7"]


def test_held_left_after_a_move_answers_the_new_item(client, tricks_screen):
    """Left held on Start, then Down to Back (the focus moved: news again), Left held there:
    "Back, 7 of 7" once."""
    client.hold(pygame.K_LEFT, 6)
    client.press(pygame.K_DOWN)
    client.hold(pygame.K_LEFT, 6)
    assert client.texts == ["Start, 6 of 7", "Back, 7 of 7", "Back, 7 of 7"]


def test_held_down_at_the_bottom_of_the_new_trick_game_says_bottom_once(client, tricks_screen):
    """Down held from Start: one move to Back, then "Bottom." once for all the repeats."""
    client.hold(pygame.K_DOWN, 8)
    assert client.texts == ["Back, 7 of 7", "Bottom. Back, 7 of 7"]


def test_held_left_on_the_main_menu_says_the_item_once(client):
    """The main menu has no values: Left held on its first item answers once, Up held there says
    "Top." once."""
    discover_games()
    client.start()
    client.clear()
    client.hold(pygame.K_LEFT, 8)
    client.hold(pygame.K_UP, 8)
    assert client.texts == ["Counting game, 1 of 7", "Top. Counting game, 1 of 7"]


def test_held_right_on_back_of_the_options_says_back_once(client):
    """Options: End to Back, Right held says it once; Down held there says "Bottom." once."""
    client.start()
    client.push(OptionsScene(client.app))
    client.press(pygame.K_END)
    back = client.last
    assert back.startswith("Back, ")
    client.clear()
    client.hold(pygame.K_RIGHT, 8)
    client.hold(pygame.K_DOWN, 8)
    assert client.texts == [back, "Bottom. " + back]


def test_held_left_on_start_of_the_new_counting_game_says_start_once(client):
    """The new counting game screen shares the menu: Left held on Start answers once."""
    discover_games()
    client.start()
    menu = NewCountingGame(client.app)
    client.push(menu)
    client.press(pygame.K_END)
    client.press(pygame.K_UP)
    start = client.last
    assert start == f"Start, {len(menu.items) - 1} of {len(menu.items)}"
    client.clear()
    client.hold(pygame.K_LEFT, 8)
    assert client.texts == [start]


def test_held_right_on_resume_of_the_pause_menu_says_resume_once(client):
    """The pause menu: Right held on Resume answers once; Up held there says "Top." once."""
    client.start()
    menu = pause_menu(client.app, "tricks")
    client.push(menu)
    client.clear()
    client.hold(pygame.K_RIGHT, 8)
    client.hold(pygame.K_UP, 8)
    resume = menu.item_text(0)
    assert resume == f"Resume, 1 of {len(menu.items)}"
    assert client.texts == [resume, "Top. " + resume]
