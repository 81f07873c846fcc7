"""Global keys in every scene: F1 help from the key table (including what Page Up does), history review,
repeat, stop, Ctrl+F1 rules."""

import pygame
import pytest

from game.input.keys import KeyTable
from game.scenes import registry
from game.scenes.base import Scene
from game.speech.history import History

GLOBAL_HELP = [
    "In every screen:",
    "Page Up: read the previous message again (the history of what was said).",
    "Page Down: read the next message in the history.",
    "Ctrl+Home: read the first message in the history.",
    "Ctrl+End: read the last message in the history.",
    "F2: repeat the last message.",
    "Ctrl: stop speech.",
    "F1: keys for this screen.",
    "Ctrl+F1: rules of the current game.",
]
"""The global keys where a game is on the stack (a table, its pause menu); where none is (the
main menu, the lobby), Ctrl+F1 is left out: it would only say that no game is running."""


@pytest.fixture(autouse=True)
def no_games(monkeypatch):
    monkeypatch.setattr(registry, "_GAMES", {})


class Table(Scene):
    """A stand-in game table with its own keys."""

    title = "Test table"
    rules_game = "counting"

    def build_keys(self):
        keys = KeyTable()
        keys.bind("play", "play the selected card", pygame.K_RETURN)
        keys.bind_chars("choose", "choose that card", "123456789", label="1 to 9")
        return keys

    def on_intent(self, intent):
        self.say(f"{intent.name} {intent.char}".strip(), interrupt=True)


def test_f1_lists_the_scene_keys_then_the_global_keys(client):
    """The main menu has no choice items: its keys page leaves out Left and Right."""
    client.start()
    client.clear()
    client.press(pygame.K_F1)
    help_scene = client.app.top
    assert help_scene.title == "Keys for the main menu"
    assert help_scene.lines == [
        "Up: previous item.", "Down: next item.", "Home: first item.", "End: last item.",
        "Enter or Keypad Enter: choose the item.", "Escape: go back.",
        "A letter: jump to the next item starting with that letter.",
        "Continue, when a game is saved: Enter goes back to it; with several saved games it lists them, "
        "newest first.",
    ] + GLOBAL_HELP[:-1]
    assert client.texts == ["Keys for the main menu. 16 lines. Up and Down read them, Escape closes.",
                            "Up: previous item."]
    client.clear()
    client.press(pygame.K_END)
    client.press(pygame.K_ESCAPE)
    assert client.texts == ["F1: keys for this screen.", "Main menu. Options, 1 of 4"]


@pytest.mark.parametrize("make, heading", [
    ("game.scenes.options:OptionsScene", "Keys for the options screen"),
    ("game.scenes.help:HelpMenu", "Keys for the help menu"),
    ("game.stats.scene:StatisticsScene", "Keys for the statistics screen"),
    ("game.scenes.play_online:PlayOnline", "Keys for the online play screen"),
])
def test_f1_names_each_menu_in_a_sentence(client, make, heading):
    """F1 names the screen as a sentence says it, not by its capitalised title mid-sentence
    ("Keys for Options.", "Keys for Main menu." were heard)."""
    import importlib
    module, name = make.split(":")
    client.start()
    client.push(getattr(importlib.import_module(module), name)(client.app))
    client.clear()
    client.press(pygame.K_F1)
    assert client.app.top.title == heading
    assert client.texts[0].startswith(heading + ". ")


def test_f1_help_of_a_game_scene_comes_from_its_key_table(client):
    client.push(Table(client.app))
    client.press(pygame.K_F1)
    assert client.app.top.lines[:2] == ["Enter: play the selected card.", "1 to 9: choose that card."]
    assert client.app.top.lines[-len(GLOBAL_HELP):] == GLOBAL_HELP  # Ctrl+F1 reads this game's rules
    client.press(pygame.K_ESCAPE)
    client.clear()
    client.press(pygame.K_3)
    client.press(pygame.K_KP_7)
    assert client.texts == ["choose 3", "choose 7"]


def test_history_review_previous_next_first_last_and_repeat(client):
    client.start()  # "Main menu. Options, 1 of 4"
    client.press(pygame.K_DOWN)  # "Statistics, 2 of 4"
    client.press(pygame.K_DOWN)  # "Help, 3 of 4"
    client.clear()
    client.press(pygame.K_PAGEUP)
    client.press(pygame.K_PAGEUP)
    client.press(pygame.K_PAGEUP)
    client.press(pygame.K_PAGEDOWN)
    client.press(pygame.K_END, pygame.KMOD_LCTRL)
    client.press(pygame.K_PAGEDOWN)
    client.press(pygame.K_HOME, pygame.KMOD_RCTRL)
    client.press(pygame.K_F2)
    assert client.texts == [
        "Statistics, 2 of 4",
        "Main menu. Options, 1 of 4",
        "Start of history. Main menu. Options, 1 of 4",
        "Statistics, 2 of 4",
        "End of history. Help, 3 of 4",
        "End of history. Help, 3 of 4",
        "Start of history. Main menu. Options, 1 of 4",
        "Help, 3 of 4",
    ]
    # Reviewing adds nothing to the history, and the menu did not move.
    assert client.app.announcer.history.items() == ["Main menu. Options, 1 of 4", "Statistics, 2 of 4", "Help, 3 of 4"]
    assert client.app.top.index == 2


def test_empty_history_says_so(client):
    client.press(pygame.K_PAGEUP)
    assert client.texts == ["No messages yet."]


def test_ctrl_stops_speech(client):
    client.start()
    client.press(pygame.K_LCTRL, pygame.KMOD_LCTRL)
    assert client.speech.stops == 1
    assert client.texts == ["Main menu. Options, 1 of 4"]


def test_ctrl_f1_without_a_game_says_where_rules_are(client):
    client.start()
    client.press(pygame.K_F1, pygame.KMOD_LCTRL)
    assert client.last == "No game is running. The rules of both games are in the Help menu."


def test_ctrl_f1_in_a_game_opens_its_rules(client):
    client.push(Table(client.app))
    client.press(pygame.K_F1, pygame.KMOD_CTRL)
    assert client.app.top.title == "Rules of the counting game"


def test_ctrl_f1_with_a_missing_rules_file_says_so(client, monkeypatch, tmp_path):
    import game.paths
    monkeypatch.setattr(game.paths, "PACKAGE_DIR", tmp_path)
    client.push(Table(client.app))
    client.press(pygame.K_F1, pygame.KMOD_CTRL)
    assert client.last == "Rules of the counting game: the rules file counting.md is missing."
    assert client.app.top.title == "Test table"


def test_game_events_queue_and_own_keys_interrupt(client):
    client.push(Table(client.app))
    client.app.announcer.say("Bob: king of spades. Total 57.", cue="card")
    client.press(pygame.K_RETURN)
    assert client.speech.spoken[-2:] == [("Bob: king of spades. Total 57.", False), ("play", True)]


def test_history_is_capped_and_keeps_its_cursor():
    history = History(cap=3)
    for text in "abcde":
        history.add(text)
    assert history.items() == ["c", "d", "e"]
    assert history.move(-1) == ("d", False)
    assert history.move(-5) == ("c", True)
    history.add("f")
    assert history.current() == "f"


def test_f1_and_ctrl_f1_never_stack_pages_on_themselves(client):
    client.start()
    client.press(pygame.K_F1)
    client.clear()
    client.press(pygame.K_F1)
    assert client.app.top.title == "Keys for the main menu"
    assert client.texts == ["Keys for the main menu. 16 lines. Up and Down read them, Escape closes."]
    client.press(pygame.K_ESCAPE)
    assert client.app.top.title == "Main menu"


def test_f1_says_what_page_up_does(client):
    client.start()
    client.press(pygame.K_F1)
    assert "Page Up: read the previous message again (the history of what was said)." in client.app.top.lines
