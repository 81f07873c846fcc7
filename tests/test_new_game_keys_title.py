"""F1 on a game's new-game screen (opened from the main menu): the keys page names the screen in a
sentence, "Keys for the new counting game screen.", not by its title with its capital mid-sentence
(found by a tester by ear: "Keys for New counting game. 18 lines."), as the table ("Keys for the
counting game.") and the pause menu ("Keys for the pause menu.") are named."""

import pygame
import pytest

from game.counting.menu_entry import ENTRY
from game.counting.scenes import NewCountingGame
from game.scenes.registry import register_game
from game.tricks.scenes.new_game import NewTricksGame


@pytest.fixture(autouse=True)
def _registered():
    register_game(ENTRY)


@pytest.mark.parametrize("code, game, title", [
    ("en", "counting", "Keys for the new counting game screen"),
    ("en", "tricks", "Keys for the new trick game screen"),
    ("es", "counting", "Teclas de la pantalla de nueva partida del juego de sumar"),
    ("es", "tricks", "Teclas de la pantalla de nueva partida del juego de bazas"),
    ("ru", "counting", "Клавиши: экран новой счётной игры"),
    ("ru", "tricks", "Клавиши: экран новой игры на взятки"),
])
def test_f1_on_the_new_game_screen_names_it_in_a_sentence(client, code, game, title):
    client.app.apply_language(code)
    client.start()
    client.push(NewCountingGame(client.app) if game == "counting" else NewTricksGame(client.app))
    client.clear()
    client.press(pygame.K_F1)
    assert client.app.top.title == title


def test_f1_on_the_new_counting_game_screen_says_its_title(client):
    """The page's first line as heard, in English."""
    client.start()
    client.push(NewCountingGame(client.app))
    client.clear()
    client.press(pygame.K_F1)
    assert client.texts[0] == "Keys for the new counting game screen. 18 lines. Up and Down read them, Escape closes."
