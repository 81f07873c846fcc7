"""Client scenes driven by posted key events; the recording backend's exact texts are asserted."""

import pygame
import pytest

from game.scenes import registry
from game.scenes.base import Scene
from game.scenes.menu import ChoiceItem, MenuItem, MenuScene
from game.scenes.registry import GameEntry, register_game


@pytest.fixture
def no_games(monkeypatch):
    """An empty game registry for the duration of the test."""
    monkeypatch.setattr(registry, "_GAMES", {})


@pytest.fixture
def fake_game(no_games):
    """A registered "Counting game" whose new-game scene and --game start are recorded."""
    started = []

    class Table(Scene):
        title = "Counting table"
        rules_game = "counting"

    def new_game(app):
        started.append(("menu", None))
        return Table(app)

    def start(app, options):
        started.append(("cli", options))
        return Table(app)

    register_game(GameEntry("counting", "Counting game", 10, new_game, start))
    return started


def test_main_menu_announces_itself_with_position(client, fake_game):
    client.start()
    assert client.texts == ["Main menu. Counting game, 1 of 5"]


def test_main_menu_moves_speak_item_and_position(client, fake_game):
    client.start()
    client.clear()
    client.press(pygame.K_DOWN)
    client.press(pygame.K_DOWN)
    client.press(pygame.K_DOWN)
    client.press(pygame.K_DOWN)
    client.press(pygame.K_DOWN)  # wraps to the top
    client.press(pygame.K_UP)  # wraps to the bottom
    client.press(pygame.K_HOME)
    client.press(pygame.K_END)
    assert client.texts == ["Options, 2 of 5", "Statistics, 3 of 5", "Help, 4 of 5", "Quit, 5 of 5",
                            "Counting game, 1 of 5", "Quit, 5 of 5", "Counting game, 1 of 5", "Quit, 5 of 5"]
    assert all(interrupt for _, interrupt in client.speech.spoken)


def test_first_letter_jump_and_no_match(client, fake_game):
    client.start()
    client.clear()
    client.press(pygame.K_h)
    client.press(pygame.K_o, pygame.KMOD_SHIFT)
    client.press(pygame.K_z)
    assert client.texts == ["Help, 4 of 5", "Options, 2 of 5", "No item starts with Z."]


def test_escape_in_main_menu_goes_to_quit_and_enter_quits(client, fake_game):
    client.start()
    client.press(pygame.K_ESCAPE)
    assert client.last == "Quit, 5 of 5"
    assert client.app.running
    client.press(pygame.K_RETURN)
    assert not client.app.running


def test_game_entry_opens_its_new_game_scene(client, fake_game):
    client.start()
    client.press(pygame.K_RETURN)
    assert fake_game == [("menu", None)]
    assert client.last == "Counting table"
    client.app.pop()
    assert client.last == "Main menu. Counting game, 1 of 5"


def test_cli_game_start_passes_options(client, fake_game):
    client.start("counting", players=3, seed=7)
    kind, options = fake_game[0]
    assert kind == "cli" and (options.players, options.seed, options.variant) == (3, 7, None)
    assert client.texts == ["Counting table"]  # the menu waits below, unannounced
    client.app.pop()
    assert client.last == "Main menu. Counting game, 1 of 5"


def test_cli_unavailable_game_says_so_and_stays_in_menu(client, no_games):
    client.start("tricks")
    assert client.texts == ["Main menu. Options, 1 of 4", "The trick game is not available yet."]
    assert client.speech.spoken[1] == ("The trick game is not available yet.", False)


def test_choice_item_left_right_and_limits(client):
    chosen = []
    players = ChoiceItem("Players", [(n, str(n)) for n in range(2, 9)], index=1, on_change=chosen.append)
    menu = MenuScene(client.app, "New counting game", [players, MenuItem("Start")])
    client.push(menu)
    assert client.texts == ["New counting game. Players: 3, 1 of 2"]
    client.clear()
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_LEFT)
    client.press(pygame.K_LEFT)
    client.press(pygame.K_LEFT)  # already at 2: says the value again
    client.press(pygame.K_RETURN)
    assert client.texts == ["Players: 4", "Players: 3", "Players: 2", "Players: 2, lowest.",
                            "Players: 2. Left and Right change it."]
    assert chosen == [4, 3, 2]
    assert players.value == 2


def test_escape_pops_a_submenu_and_the_menu_below_speaks_again(client, fake_game):
    client.start()
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RETURN)
    assert client.last == "Options. Speech: Automatic, 1 of 11"
    client.press(pygame.K_ESCAPE)
    assert client.last == "Main menu. Options, 2 of 5"


def test_help_menu_lists_rules_and_reads_a_rules_file(client, fake_game):
    client.start()
    client.press(pygame.K_h)
    client.press(pygame.K_RETURN)
    assert client.last == "Help. Keys, 1 of 5"
    client.clear()
    client.press(pygame.K_DOWN)
    assert client.texts == ["Rules of the counting game, 2 of 5"]
    client.press(pygame.K_RETURN)
    viewer = client.app.top
    assert viewer.title == "Rules of the counting game"
    assert client.texts[1].startswith("Rules of the counting game. ")
    assert client.texts[1].endswith(" lines. Up and Down read them, Escape closes.")
    assert client.texts[2] == viewer.lines[0]
    client.clear()
    client.press(pygame.K_DOWN)
    client.press(pygame.K_UP)
    client.press(pygame.K_UP)
    assert client.texts == [viewer.lines[1], viewer.lines[0], "Top. " + viewer.lines[0]]


def test_options_change_is_saved_and_applied(client, no_games):
    client.start()
    client.press(pygame.K_RETURN)  # Options
    client.clear()
    client.press(pygame.K_DOWN)  # Speech rate
    client.press(pygame.K_DOWN)  # Braille
    client.press(pygame.K_DOWN)  # Effects volume
    client.press(pygame.K_LEFT)
    client.press(pygame.K_DOWN)  # Text size
    client.press(pygame.K_RIGHT)
    assert client.texts == ["Speech rate: 100 percent, 2 of 11", "Braille: On, 3 of 11",
                            "Effects volume: 70 percent, 4 of 11",
                            "Effects volume: 60 percent", "Text size: Medium, 5 of 11", "Text size: Large"]
    assert client.app.settings.get("volume") == 60
    assert client.app.settings.get("text_size") == "large"
    assert client.app.layout.text_scale == pytest.approx(1.25)
    # A fresh Settings object reads the saved file.
    from game.settings import Settings
    assert Settings(client.app.settings.path).get("volume") == 60
