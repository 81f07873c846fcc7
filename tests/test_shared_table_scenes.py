"""The pieces both game tables share: animations, the pause menu, the results screen."""

import pygame
import pytest

from game.scenes.pause import PauseMenu, pause_menu
from game.scenes.results import GameResults
from game.ui.animation import MAX_DURATION, Animations


def test_animations_are_capped_at_300_ms_and_dropped_when_done():
    anims = Animations()
    anims.start("slide", 2.0, seat=1)
    anims.start("pulse", 0.1)
    assert [item.duration for item in anims.items] == [MAX_DURATION, 0.1] == [0.3, 0.1]
    anims.update(0.15)
    assert [item.kind for item in anims.items] == ["slide"]
    assert anims.of("slide")[0].progress == pytest.approx(0.5)
    assert anims.of("slide")[0].data == {"seat": 1}
    anims.update(0.15)
    assert not anims.active


@pytest.mark.parametrize("game", ["counting", "tricks"])
def test_pause_menu_is_transparent_and_shows_the_games_rules(client, game):
    menu = pause_menu(client.app, game)
    assert isinstance(menu, PauseMenu) and menu.transparent
    assert menu.rules_game == game
    assert [item.label for item in menu.items] == ["Resume", "Options", "Rules", "Leave the game",
                                                     "Abandon the game"]


def test_results_say_the_lines_then_the_first_item(client):
    """Either game's results: each line is an item too (Up reads it; none is cut off at Huge
    text), and the focus starts on "Play again"."""
    results = GameResults(client.app, None, ["Bob wins the game.", "4 rounds played."], "counting")
    assert results.intro() == ("Game over. Bob wins the game. 4 rounds played. "
                               "Up reads the results line by line. Play again, 3 of 4")
    assert [item.spoken() for item in results.items] == [
        "Bob wins the game", "4 rounds played", "Play again", "Main menu"]
    assert results.rules_game == "counting"
    with pytest.raises(NotImplementedError):
        results.new_table()


def test_results_back_from_help_say_where_you_are_not_the_whole_summary(client):
    """F1 on the results, then Escape: "Game over." and the focused line, not every result line
    again; the same from the line Up moved to."""
    client.start()
    results = GameResults(client.app, None, ["Bob wins the game.", "4 rounds played."], "counting")
    client.push(results)
    client.clear()
    client.press(pygame.K_F1)
    assert client.texts[0].startswith("Keys for the results screen")
    client.clear()
    client.press(pygame.K_ESCAPE)
    assert client.app.top is results
    assert client.texts == ["Game over. Play again, 3 of 4"]
    client.frames(60)  # (the results' first second: no key acts)
    client.press(pygame.K_UP)
    client.press(pygame.K_F1)
    client.clear()
    client.press(pygame.K_ESCAPE)
    assert client.texts == ["Game over. 4 rounds played, 2 of 4"]
