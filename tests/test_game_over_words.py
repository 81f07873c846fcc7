"""Said once a game is over (C-20; T-17, T-18, T-25): "The game is over." names the winner in
the same line ("The game is over. Anna wins." / "... You win."), so a key pressed between the
game's end and the results screen never leaves the listener asking who won. Both games, each
language."""

import dataclasses

import pygame
import pytest

from game import i18n
from game.counting import text as counting_text
from game.counting.options import CountingOptions
from game.counting.state import CountingState
from game.engine.perspective import Perspective
from game.tricks import text as tricks_text
from game.tricks.options import TricksOptions
from game.tricks.state import TricksState
from test_autosave import play_counting, start
from test_statistics import _registered  # noqa: F401  (the fixture registers both games)

ME = Perspective(0)
"""Seat 0 hears "you"; seat 1 is Anna, seat 2 Bob."""


@pytest.fixture(autouse=True)
def _english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def test_counting_game_over_names_the_winner():
    assert counting_text.game_over_text(ME, 1) == "The game is over. Anna wins."
    assert counting_text.game_over_text(ME, 0) == "The game is over. You win."
    assert counting_text.game_over_text(ME, None) == "The game is over."
    assert counting_text.game_over_results_text(ME, 2) == "The game is over. Bob wins. The results follow."
    assert counting_text.game_over_results_text(ME, 0) == "The game is over. You win. The results follow."
    watcher = Perspective(None, ("Ana", "Ben", "Cleo"))
    assert counting_text.game_over_text(watcher, 0) == "The game is over. Ana wins."


def test_counting_keys_after_the_end_say_who_won(client):
    """Seed 11, 3 players, 3 tokens: Anna wins; before the results screen comes, a card key, T
    and Space each say who won (the human is out, C-18)."""
    table = start(client, "counting", 3, 11, tokens=3)
    play_counting(client, table)
    assert client.app.top is table and table.session.view().winner == 1
    said = []
    for key in (pygame.K_1, pygame.K_t, pygame.K_SPACE):
        client.press(key)
        said.append(client.last)
    assert said == ["The game is over. Anna wins. The results follow.", "The game is over. Anna wins.",
                    "The game is over. Anna wins. The results follow."]


def test_counting_views_at_the_end_say_who_won():
    view = dataclasses.replace(CountingState.new(CountingOptions(players=3), 5).view(0), turn=None, winner=1)
    assert counting_text.turn_text(ME, view) == "The game is over. Anna wins."
    assert counting_text.not_your_turn(ME, view) == "The game is over. Anna wins. The results follow."


@pytest.mark.parametrize("winners, said", [
    ((1,), "The game is over. Anna wins."),
    ((0,), "The game is over. You win."),
    ((1, 2), "The game is over. Anna and Bob share the win."),
    ((0, 1), "The game is over. You and Anna share the win."),
    ((), "The game is over."),
    (None, "The game is over.")])
def test_trick_game_over_names_the_winners(winners, said):
    """T-17, T-25: one winner, or the live players tied on the highest score."""
    assert tricks_text.game_over_text(ME, winners) == said


def test_trick_views_at_the_end_say_who_won():
    """V and a play key once the game is over (T-28)."""
    view = dataclasses.replace(TricksState.new(TricksOptions(players=3), 11).view(0), phase="over", winner=(2,))
    assert tricks_text.table_text(ME, view) == "The game is over. Bob wins."
    assert tricks_text.not_your_turn(ME, view) == "The game is over. Bob wins."


@pytest.mark.parametrize("language, said", [
    ("es", ["La partida ha terminado. Gana Anna.", "La partida ha terminado. Ganas tú.",
            "La partida ha terminado. Tú y Anna comparten la victoria.",
            "La partida ha terminado. Gana Bob. A continuación, los resultados."]),
    ("ru", ["Игра окончена. Побеждает Анна.", "Игра окончена. Побеждаете вы.",
            "Игра окончена. Вы и Анна делите победу.",
            "Игра окончена. Побеждает Боб. Сейчас появятся результаты."])])
def test_game_over_in_each_language(language, said):
    i18n.set_language(language)
    assert [tricks_text.game_over_text(ME, (1,)), counting_text.game_over_text(ME, 0),
            tricks_text.game_over_text(ME, (0, 1)), counting_text.game_over_results_text(ME, 2)] == said
