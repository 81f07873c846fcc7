"""Fixes from the new-user test (blind keyboard player): exact spoken texts."""

import pygame
import pytest

from game.input.keys import key_label
from game.scenes import registry
from game.scenes.base import Scene
from game.scenes.confirm import confirm
from game.scenes.menu import ChoiceItem, MenuItem, MenuScene
from game.scenes.options import DELAY_CHOICES, OptionsScene
from game.scenes.pause import pause_menu
from game.scenes.results import GameResults
from game.ui.words import seconds_text


@pytest.fixture(autouse=True)
def no_games(monkeypatch):
    """No registered games: the main menu is Options, Help, Quit whatever other tests imported."""
    monkeypatch.setattr(registry, "_GAMES", {})


def test_choice_limits_say_lowest_highest_or_first_last_choice(client):
    tokens = ChoiceItem("Starting tokens", [(n, str(n)) for n in range(1, 4)])
    draw = ChoiceItem("Draw", [("manual", "manual"), ("auto", "automatic")])
    client.push(MenuScene(client.app, "New game", [tokens, draw]))
    client.clear()
    client.press(pygame.K_LEFT)
    client.press(pygame.K_END)
    client.press(pygame.K_LEFT)
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_RIGHT)
    assert client.texts == ["Starting tokens: 1, lowest.", "Draw: manual, 2 of 2",
                            "Draw: manual, first choice.", "Draw: automatic", "Draw: automatic, last choice."]
    tokens.index = 2
    assert tokens.limit_text(1) == "Starting tokens: 3, highest."


def test_limit_keeps_the_refused_cue(client):
    played = []
    client.app.announcer._play_cue = played.append
    client.push(MenuScene(client.app, "M", [ChoiceItem("Players", [(2, "2"), (3, "3")])]))
    played.clear()
    client.press(pygame.K_LEFT)
    assert played == ["refused"]


def test_hint_is_said_when_the_item_gets_focus_not_on_each_change(client):
    """The hint comes with the focus; Left/Right then say only "Label: value" (not tiring)."""
    reminder = ChoiceItem("Draw reminder", [(False, "off"), (True, "on")],
                          hint="Says when you can still draw.")
    start = MenuItem("Start", hint="Deals the first round.")
    client.push(MenuScene(client.app, "New game", [start, reminder]))
    assert client.last == "New game. Start, 1 of 2. Deals the first round."
    client.clear()
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_LEFT)
    client.press(pygame.K_LEFT)
    assert client.texts == ["Draw reminder: off, 2 of 2. Says when you can still draw.",
                            "Draw reminder: on", "Draw reminder: off", "Draw reminder: off, first choice."]
    client.clear()
    client.press(pygame.K_UP)
    client.press(pygame.K_DOWN)
    assert client.texts == ["Start, 1 of 2. Deals the first round.",
                            "Draw reminder: off, 2 of 2. Says when you can still draw."]


def test_space_and_digits_in_a_menu_say_how_menus_work(client):
    client.push(MenuScene(client.app, "M", [MenuItem("Play again"), MenuItem("Main menu")]))
    client.clear()
    client.press(pygame.K_SPACE)
    client.press(pygame.K_3)
    client.press(pygame.K_KP_5, unicode="5")
    client.press(pygame.K_s)
    assert client.texts == ["Use Up and Down, then Enter."] * 3 + ["No item starts with S."]


@pytest.mark.parametrize(("seconds", "text"), [(1, "1 second"), (1.0, "1 second"), (1.5, "1.5 seconds"),
                                               (0.3, "0.3 seconds"), (0.75, "0.75 seconds"), (5, "5 seconds")])
def test_seconds_text_is_grammatical(seconds, text):
    assert seconds_text(seconds) == text


def test_options_computer_delay_name_order_and_grammar(client):
    client.push(OptionsScene(client.app))
    labels = [item.label for item in client.app.top.items]
    assert labels[7] == "Computer delay"
    assert [text for _, text in DELAY_CHOICES][:4] == ["0.3 seconds", "0.5 seconds", "0.75 seconds", "1 second"]
    values = [v for v, _ in DELAY_CHOICES]
    assert values == sorted(values)
    for item in client.app.top.items:  # Right is next / more / on
        if isinstance(item, ChoiceItem) and isinstance(item.value, bool):
            assert [v for v, _ in item.choices] == [False, True]
    client.clear()
    client.app.top.focus(7)
    client.press(pygame.K_LEFT)
    assert client.texts == ["Computer delay: 1.5 seconds, 8 of 11", "Computer delay: 1 second"]


def test_transcript_option_on_says_where_and_off_says_off(client):
    client.push(OptionsScene(client.app))
    client.app.top.focus(8)
    client.clear()
    client.press(pygame.K_RIGHT)
    path = client.app.transcript_path()
    client.press(pygame.K_LEFT)
    assert client.texts == [f"Transcript: On. Writing to {path}.", "Transcript: Off."]
    assert client.app.announcer.transcript is None
    assert path.read_text(encoding="utf-8").splitlines()[-1] == f"Transcript: On. Writing to {path}."


def test_transcript_option_shows_on_when_written_from_the_command_line(tmp_path):
    from game.app import App
    from game.settings import Settings
    from game.speech import RecordingSpeech

    app = App(Settings(tmp_path / "settings.json"), backend=RecordingSpeech(), sound=False,
              transcript=tmp_path / "t.txt")
    try:
        options = OptionsScene(app)
        assert options.items[8].spoken() == "Transcript: On"
        app.push(options)
        options.focus(8)
        options.on_intent(type("I", (), {"name": "decrease", "char": ""})())
        assert app.announcer.history.items()[-1] == "Transcript: Off."
        assert app.announcer.transcript is None
    finally:
        app.close()


@pytest.mark.parametrize(("key", "label"), [
    (pygame.K_KP_PLUS, "Keypad plus"), (pygame.K_KP_MINUS, "Keypad minus"), (pygame.K_EQUALS, "Equals"),
    (pygame.K_PLUS, "Plus"), (pygame.K_MINUS, "Minus"), (pygame.K_KP3, "Keypad 3"),
    (pygame.K_KP_PERIOD, "Keypad period"), (pygame.K_SLASH, "Slash"), (pygame.K_F5, "F5")])
def test_key_names_read_well(key, label):
    assert key_label(key) == label


def test_no_key_name_is_a_bare_symbol():
    """Every key the help can name is words, letters or digits (no "[+]", "=", "-")."""
    for name in dir(pygame):
        if name.startswith("K_") and name != "K_UNKNOWN":
            label = key_label(getattr(pygame, name))
            assert label.replace(" ", "").isalnum(), (name, label)


def test_f1_says_what_page_up_does(client):
    client.start()
    client.press(pygame.K_F1)
    assert "Page Up: read the previous message again (the history of what was said)." in client.app.top.lines


class _Table(Scene):
    title = "Table"
    rules_game = "counting"


def test_leave_the_game_asks_first_with_no_as_default(client):
    client.start()
    table = _Table(client.app)
    client.push(table)
    client.push(pause_menu(client.app, "counting"))
    client.press(pygame.K_END)
    client.clear()
    client.press(pygame.K_RETURN)
    assert client.texts == ["Leave the game? Your game will end. No, 1 of 2"]
    client.press(pygame.K_ESCAPE)
    assert client.app.top.title == "Paused" and table in client.app.scenes
    assert client.last == "Paused. Leave the game, 4 of 4"
    client.press(pygame.K_RETURN)
    client.press(pygame.K_RETURN)  # No
    assert table in client.app.scenes
    client.clear()
    client.press(pygame.K_RETURN)
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RETURN)  # Yes
    assert client.app.scenes == [client.app.scenes[0]] and table not in client.app.scenes
    assert client.texts == ["Leave the game? Your game will end. No, 1 of 2", "Yes, 2 of 2",
                            "Main menu. Options, 1 of 4"]


def test_confirm_runs_on_no(client):
    client.start()
    answers = []
    confirm(client.app, "Delete? It cannot be undone.", lambda: answers.append("yes"), lambda: answers.append("no"))
    client.press(pygame.K_ESCAPE)
    assert answers == ["no"]
    assert client.last == "Main menu. Options, 1 of 4"


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


class _BrightTable(Scene):
    title = "Table"
    rules_game = "counting"

    def draw(self, surface, layout):
        surface.fill((255, 255, 255), layout.content)


def test_pause_menu_covers_the_table_with_an_opaque_panel(client):
    client.start()
    client.push(_BrightTable(client.app))
    client.push(pause_menu(client.app, "counting"))
    client.app.draw()
    content = client.app.layout.content
    below_items = (content.centerx, content.bottom - client.app.layout.px(40))
    assert tuple(client.app.screen.get_at(below_items))[:3] == client.app.theme.panel
