"""A saved trick game names its variant (T-26 classic, T-27 Oxford Whist) wherever it is offered
or continued: the main menu's Continue item, the Continue menu's line among several saved games,
and the first words said on continuing it. The standard game stays unnamed. Found by a fresh
tester by ear: a standard and an Oxford Whist game, both for 3 players, were both read "Trick
game, 3 players, deal 1, your bid", told apart only by when they were saved."""

import time

import pygame
import pytest

from game.autosave.resume import offers
from game.scenes.main_menu import MainMenu
from game.scenes.registry import register_game
from game.counting.menu_entry import ENTRY as COUNTING
from game.tricks.scenes.table import TricksTable
from test_autosave import saves_of, start


@pytest.fixture(autouse=True)
def _registered():
    import importlib

    import game.tricks.menu_entry
    register_game(COUNTING)
    importlib.reload(game.tricks.menu_entry)


def _leave(client):
    """Leave the table for the main menu, its game saved."""
    client.app.pop_to(client.app.scenes[0])
    saves_of("tricks")


@pytest.mark.parametrize("language, expected", [
    ("en", ["Trick game, 3 players, Oxford Whist, deal 1, your bid, saved just now",
            "Trick game, 3 players, deal 1, your bid, saved just now"]),
    ("es", ["Juego de bazas, 3 jugadores, variante Oxford Whist, reparto 1, tu apuesta, guardada hace un momento",
            "Juego de bazas, 3 jugadores, reparto 1, tu apuesta, guardada hace un momento"]),
    ("ru", ["Игра на взятки, 3 игрока, вариант оксфордский вист, сдача 1, ваша ставка, сохранена только что",
            "Игра на взятки, 3 игрока, сдача 1, ваша ставка, сохранена только что"]),
])
def test_continue_menu_tells_an_oxford_game_from_a_standard_one(client, language, expected):
    """T-27: two saved 3-player games, the newer Oxford Whist: its line names the variant after
    the players; the standard game's line is as before."""
    start(client, "tricks", 3, 5)
    _leave(client)
    start(client, "tricks", 3, 5, variant="oxford")
    _leave(client)
    client.app.apply_language(language)
    found, notices = offers()
    assert notices == []
    assert [offer.menu_text(time.time()) for offer in found] == expected


@pytest.mark.parametrize("variant, label", [
    ("oxford", "Continue: trick game, Oxford Whist, deal 1, your bid"),
    ("classic", "Continue: trick game, classic, deal 1, your bid"),
    ("standard", "Continue: trick game, deal 1, your bid"),
])
def test_main_menu_continue_item_names_the_variant(client, variant, label):
    """T-26, T-27: the one saved game's item in the main menu names a classic or Oxford Whist game."""
    start(client, "tricks", 3, 5, variant=variant)
    _leave(client)
    assert isinstance(client.app.top, MainMenu)
    assert client.app.top.items[0].label == label


def test_continuing_an_oxford_game_names_it_first(client):
    """T-27: Continue on a saved Oxford Whist game: the first words name the variant, as the
    game's opening did ("Trick game, Oxford Whist, until the trump stock runs out.")."""
    table = start(client, "tricks", 3, 5, variant="oxford")
    _leave(client)
    client.clear()
    client.press(pygame.K_RETURN)
    assert isinstance(client.app.top, TricksTable) and client.app.top is not table
    assert client.texts[0] == (
        "Trick game, Oxford Whist, resumed. Deal 1. Bob deals. Trumps: spades. 15 left in the trump stock. "
        "You lead. Choose 3 bid cards. H reads your hand; focus: 6 of spades. Nobody else has bid yet.")
