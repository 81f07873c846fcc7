"""Scene base behaviour: timers tick only on top, stack operations, text pages from Markdown, the
results screen draws its lines."""

import pygame
import pytest

from game.scenes import registry
from game.scenes.base import Scene
from game.scenes.results import GameResults
from game.scenes.text_view import TextViewScene, markdown_page
from game.settings import Settings


class Timed(Scene):
    title = "Timed table"

    def enter(self):
        super().enter()
        self.schedule(1.5, lambda: self.say("Bob: 7 of clubs. Total 43.", cue="card"))


def test_timers_run_after_their_delay_and_pause_while_covered(client):
    scene = Timed(client.app)
    client.push(scene)  # 1 tick
    client.frames(60)  # 61 ticks
    assert client.texts == ["Timed table"]
    client.app.push(TextViewScene(client.app, "Note", ["one line"]))
    client.frames(120)  # covered: the table's clock stands still
    assert "Bob: 7 of clubs. Total 43." not in client.texts
    client.press(pygame.K_ESCAPE)  # 62 ticks
    client.frames(27)  # 89 ticks: 1.483 s
    assert scene.has_timers()
    client.frames(1)  # 90 ticks: 1.5 s
    assert client.texts[-1] == "Bob: 7 of clubs. Total 43."
    assert client.speech.spoken[-1] == ("Bob: 7 of clubs. Total 43.", False)
    assert client.app.sound.played == ["card"]
    assert not scene.has_timers()


def test_replace_and_pop_to(client, monkeypatch):
    monkeypatch.setattr(registry, "_GAMES", {})
    client.start()
    root = client.app.top
    first = Timed(client.app)
    client.push(first)
    client.app.replace(TextViewScene(client.app, "Results", ["You win."]))
    assert [type(s).__name__ for s in client.app.scenes] == ["MainMenu", "TextViewScene"]
    client.clear()
    client.app.pop_to(root)
    assert client.texts == ["Main menu. Options, 1 of 4"]
    with pytest.raises(ValueError):
        client.app.pop_to(first)


def test_popping_the_last_scene_quits(client):
    client.push(TextViewScene(client.app, "Only", ["x"]))
    client.press(pygame.K_ESCAPE)
    assert client.app.scenes == [] and not client.app.running


def test_cue_only_message_plays_without_speaking(client):
    client.app.announcer.say("", cue="your_turn")
    assert client.texts == [] and client.app.sound.played == ["your_turn"]


def test_markdown_page_strips_marks_and_finds_headings():
    text = "# Ninety-Nine\n\n## Aim\n\n- **Keep** your `tokens`.\n\n---\nSee [the rules](x.md).\n"
    assert markdown_page(text) == (["Ninety-Nine", "Aim", "Keep your tokens.", "See the rules."],
                                   frozenset({0, 1}))


def test_help_keys_page(client, monkeypatch):
    monkeypatch.setattr(registry, "_GAMES", {})
    client.start()
    client.press(pygame.K_h)
    client.press(pygame.K_RETURN)
    client.press(pygame.K_RETURN)
    page = client.app.top
    assert page.title == "Keys"
    assert page.lines[0] == "In menus:" and page.lines[10] == "In every screen:"
    assert page.headings == frozenset({0, 10})
    assert client.texts[-2:] == ["Keys. 19 lines. Up and Down read them, Escape closes.", "In menus:"]


def test_unreadable_settings_file_is_set_aside(tmp_path):
    path = tmp_path / "settings.json"
    path.mkdir()  # a folder where the file should be: reading fails
    settings = Settings(path)
    assert settings.load_problem == ("Settings file is a folder, not a file: default settings used. "
                                     "The old file was kept as settings.json.bad.")
    assert (tmp_path / "settings.json.bad").is_dir()
    settings.set("volume", 10)
    assert Settings(path).get("volume") == 10


def _pixels_differ(a, b):
    return pygame.image.tobytes(a, "RGB") != pygame.image.tobytes(b, "RGB")


def test_results_screen_draws_the_result_lines(client):
    client.app.settings.set("text_size", "huge")
    client.app.apply_display_settings()
    with_lines = GameResults(client.app, None, ["Anna wins the game with 3 tokens left. " * 3], "counting")
    client.push(with_lines)
    client.app.draw()
    drawn = client.app.screen.copy()
    client.app.pop()
    client.push(GameResults(client.app, None, [], "counting"))
    client.app.draw()
    assert _pixels_differ(drawn, client.app.screen)


def test_results_ignore_an_escape_pressed_as_they_open(client):
    """Escape pressed for the table's pause menu just as the game ended (0.6 s into "Game
    over. ...", found by ear) leaves nothing: the results stay and go on being said; pressed
    once the first second has passed, it goes back to the main menu. The early key is answered
    by the refused cue, never silence (found by ear: the player believed it was taken)."""
    client.start()
    menu = client.app.top
    results = GameResults(client.app, None, ["Anna wins the game."], "counting")
    client.push(results)
    client.frames(36)  # 0.6 s
    client.app.sound.played.clear()
    client.press(pygame.K_ESCAPE)
    assert client.app.top is results and client.app.sound.played == ["refused"]
    client.frames(30)
    client.press(pygame.K_ESCAPE)
    assert client.app.top is menu
