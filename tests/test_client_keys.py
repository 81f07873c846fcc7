"""The key table and the keys pages: symbol keys matched by the character typed, Shift and Caps Lock,
"No action for ..." for keys with no action, key names read as words, F1 pages titled for their screen
with Left and Right only where a menu has a choice."""

import pygame
import pytest

from game.input.keys import KeyTable, ctrl, key_label, shift, unbound_key_label
from game.scenes import registry
from game.scenes.base import Scene
from game.scenes.confirm import confirm
from game.scenes.menu import ChoiceItem, MenuItem, MenuScene
from game.scenes.pause import pause_menu
from game.scenes.text_view import TextViewScene


@pytest.fixture(autouse=True)
def no_games(monkeypatch):
    """No registered games: the main menu is Options, Help, Quit whatever other tests imported."""
    monkeypatch.setattr(registry, "_GAMES", {})


def keydown(key, mod=0, unicode=""):
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0)


def value_table():
    keys = KeyTable()
    keys.bind("up", "higher value", pygame.K_UP, pygame.K_PLUS)
    keys.bind("down", "lower value", pygame.K_MINUS)
    keys.bind("star", "star", pygame.K_ASTERISK)
    keys.bind("turn", "whose turn", pygame.K_t)
    keys.bind("tab", "next panel", pygame.K_TAB)
    keys.bind("equals", "equals", pygame.K_EQUALS)
    return keys


# -- symbol keys by the character typed; Shift with letters and other keys ---------------------
def test_plus_typed_as_shift_equals_matches_a_plus_binding():
    keys = value_table()
    assert keys.intent_for(keydown(pygame.K_EQUALS, pygame.KMOD_LSHIFT, "+")).name == "up"
    assert keys.intent_for(keydown(pygame.K_PLUS, 0, "+")).name == "up"
    assert keys.intent_for(keydown(pygame.K_KP_PLUS, 0, "+")).name == "up"
    assert keys.intent_for(keydown(pygame.K_8, pygame.KMOD_SHIFT, "*")).name == "star"
    assert keys.intent_for(keydown(pygame.K_MINUS, 0, "-")).name == "down"
    # Equals pressed without Shift is still Equals, not Plus
    assert keys.intent_for(keydown(pygame.K_EQUALS, 0, "=")).name == "equals"


def test_symbol_match_keeps_ctrl_and_alt_exact():
    keys = value_table()
    assert keys.intent_for(keydown(pygame.K_EQUALS, pygame.KMOD_CTRL | pygame.KMOD_SHIFT, "+")) is None
    assert keys.intent_for(keydown(pygame.K_EQUALS, pygame.KMOD_ALT | pygame.KMOD_SHIFT, "+")) is None
    assert keys.intent_for(keydown(pygame.K_t, pygame.KMOD_CTRL, "t")) is None


def test_shift_plus_a_symbol_key_is_the_other_symbol_not_the_key():
    """Shift+Equals types "+": with only Equals bound it is not Equals."""
    keys = KeyTable().bind("equals", "equals", pygame.K_EQUALS)
    assert keys.intent_for(keydown(pygame.K_EQUALS, pygame.KMOD_SHIFT, "+")) is None


def test_letter_binding_matches_with_shift_or_caps_lock():
    keys = value_table()
    assert keys.intent_for(keydown(pygame.K_t, pygame.KMOD_SHIFT, "T")).name == "turn"
    assert keys.intent_for(keydown(pygame.K_t, pygame.KMOD_CAPS, "T")).name == "turn"
    assert keys.intent_for(keydown(pygame.K_UP, pygame.KMOD_RSHIFT)).name == "up"


def test_an_explicit_shift_chord_wins_over_the_plain_letter_wherever_it_is_bound():
    keys = KeyTable()
    keys.bind("turn", "whose turn", pygame.K_t)
    keys.bind("trumps", "trumps", shift(pygame.K_t))
    assert keys.intent_for(keydown(pygame.K_t, pygame.KMOD_SHIFT, "T")).name == "trumps"
    assert keys.intent_for(keydown(pygame.K_t, 0, "t")).name == "turn"


def test_shift_tab_is_never_tab_and_ctrl_chords_stay_exact():
    keys = value_table()
    keys.bind("first", "first", ctrl(pygame.K_HOME))
    assert keys.intent_for(keydown(pygame.K_TAB, pygame.KMOD_SHIFT)) is None
    assert keys.intent_for(keydown(pygame.K_HOME, pygame.KMOD_CTRL | pygame.KMOD_SHIFT)) is None
    assert keys.intent_for(keydown(pygame.K_HOME, pygame.KMOD_CTRL)).name == "first"


class Table(Scene):
    """A stand-in game table."""

    title = "Test table"

    def build_keys(self):
        return value_table()

    def on_intent(self, intent):
        self.say(intent.name, interrupt=True)


def test_plus_on_a_us_keyboard_reaches_the_table(client):
    client.push(Table(client.app))
    client.clear()
    client.press(pygame.K_EQUALS, pygame.KMOD_LSHIFT, unicode="+")
    client.press(pygame.K_t, pygame.KMOD_LSHIFT)
    client.press(pygame.K_UP, pygame.KMOD_LSHIFT)
    assert client.texts == ["up", "turn", "up"]


# -- a key with no action says so --------------------------------------------------------------
def test_unbound_key_names():
    assert unbound_key_label(keydown(pygame.K_TAB)) == "Tab"
    assert unbound_key_label(keydown(pygame.K_x, 0, "x")) == "X"
    assert unbound_key_label(keydown(pygame.K_x, pygame.KMOD_SHIFT, "X")) == "Shift+X"
    assert unbound_key_label(keydown(pygame.K_EQUALS, pygame.KMOD_SHIFT, "+")) == "Plus"
    assert unbound_key_label(keydown(pygame.K_KP_3, 0, "3")) == "Keypad 3"
    assert unbound_key_label(keydown(pygame.K_KP_PLUS, 0, "+")) == "Keypad plus"
    assert unbound_key_label(keydown(pygame.K_LSHIFT, pygame.KMOD_LSHIFT)) == ""
    assert unbound_key_label(keydown(pygame.K_CAPSLOCK)) == ""
    assert unbound_key_label(keydown(pygame.K_x, pygame.KMOD_CTRL, "x")) == ""
    assert unbound_key_label(keydown(pygame.K_x, pygame.KMOD_ALT, "x")) == ""


class Bare(Scene):
    title = "Bare"

    def build_keys(self):
        return KeyTable().bind("home", "first card", pygame.K_END)


def test_unbound_keys_at_a_table_say_no_action(client):
    client.push(Bare(client.app))
    client.clear()
    client.app.sound.played.clear()
    client.press(pygame.K_TAB)
    client.press(pygame.K_HOME)
    client.press(pygame.K_x)
    client.press(pygame.K_x, pygame.KMOD_SHIFT)
    client.press(pygame.K_EQUALS, pygame.KMOD_SHIFT, unicode="+")
    assert client.texts == ["No action for Tab. F1 lists the keys.", "No action for Home. F1 lists the keys.",
                            "No action for X. F1 lists the keys.", "No action for Shift+X. F1 lists the keys.",
                            "No action for Plus. F1 lists the keys."]
    assert client.speech.spoken[0] == ("No action for Tab. F1 lists the keys.", True)
    assert client.app.sound.played == ["refused"] * 5


def test_modifiers_ctrl_alt_chords_and_repeats_say_nothing(client):
    client.push(Bare(client.app))
    client.clear()
    client.press(pygame.K_LSHIFT, pygame.KMOD_LSHIFT)
    client.press(pygame.K_LALT, pygame.KMOD_LALT)
    client.press(pygame.K_CAPSLOCK)
    client.press(pygame.K_x, pygame.KMOD_CTRL, unicode="")
    client.press(pygame.K_x, pygame.KMOD_ALT, unicode="")
    assert client.texts == []
    for _ in range(3):  # held down: one press, then key repeats
        pygame.event.post(keydown(pygame.K_TAB))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_TAB, mod=0, unicode="", scancode=0))
    client.frames(1)
    assert client.texts == ["No action for Tab. F1 lists the keys."]
    client.press(pygame.K_TAB)  # released, pressed again
    assert client.texts == ["No action for Tab. F1 lists the keys."] * 2


VOLUME_UP, VOLUME_DOWN, MUTE, NEXT_TRACK = 0x40000080, 0x40000081, 0x4000007F, 0x40000102
"""SDL's key codes of keys pygame has no constant for (a keyboard's volume and media keys)."""

SYSTEM_KEYS = [VOLUME_UP, VOLUME_DOWN, MUTE, NEXT_TRACK, pygame.K_INSERT, pygame.K_PRINTSCREEN, pygame.K_MENU,
               0x40000065]
"""Keys the system or the screen reader uses: the volume and media keys, Insert (the screen
readers' key), Print Screen, the context menu keys (SDL's Menu and Application)."""


def test_keys_the_system_or_the_screen_reader_use_are_never_named_as_unbound():
    """Turning the volume down said "No action for key 1073741953. F1 lists the keys.": the
    keys the system, the keyboard's media row or the screen reader use have no label here."""
    assert [unbound_key_label(keydown(key)) for key in SYSTEM_KEYS] == [""] * len(SYSTEM_KEYS)
    assert unbound_key_label(keydown(pygame.K_PAUSE)) == "Pause"
    assert unbound_key_label(keydown(pygame.K_F13)) == "F13"


def test_keys_the_system_or_the_screen_reader_use_say_nothing_on_any_screen(client):
    """The volume keys, Insert, Print Screen, the context menu key: nothing said, no cue, at a
    scene and in a menu; a letter next to them is still answered."""
    client.push(Bare(client.app))
    client.clear()
    client.app.sound.played.clear()
    for key in SYSTEM_KEYS:
        client.press(key, unicode="")
    assert client.texts == [] and client.app.sound.played == []
    client.press(pygame.K_x)
    assert client.texts == ["No action for X. F1 lists the keys."]
    client.push(MenuScene(client.app, "M", [MenuItem("Play again"), MenuItem("Main menu")]))
    client.clear()
    for key in SYSTEM_KEYS:
        client.press(key, unicode="")
    assert client.texts == []


def test_menus_keep_their_own_answers_and_say_no_action_for_other_keys(client):
    client.push(MenuScene(client.app, "M", [MenuItem("Play again"), MenuItem("Main menu")]))
    client.clear()
    client.press(pygame.K_SPACE)
    client.press(pygame.K_3)
    client.press(pygame.K_m, pygame.KMOD_SHIFT)
    client.press(pygame.K_s)
    client.press(pygame.K_TAB)
    client.press(pygame.K_F5)
    assert client.texts == ["Use Up and Down, then Enter.", "Use Up and Down, then Enter.", "Main menu, 2 of 2",
                            "No item starts with S.", "No action for Tab. F1 lists the keys.",
                            "No action for F5. F1 lists the keys."]


def test_a_text_page_says_no_action_for_left(client):
    client.push(TextViewScene(client.app, "About", ["One.", "Two."]))
    client.clear()
    client.press(pygame.K_LEFT)
    assert client.texts == ["No action for Left. F1 lists the keys."]


class Quiet(Scene):
    """A scene whose own on_event answers keys: the default stays silent."""

    title = "Quiet"

    def on_event(self, event):
        if event.type == pygame.KEYDOWN:
            self.say("Wait for the next round.", interrupt=True)


def test_a_scene_that_answers_in_on_event_gets_no_second_message(client):
    client.push(Quiet(client.app))
    client.clear()
    client.press(pygame.K_TAB)
    assert client.texts == ["Wait for the next round."]


# -- key names ---------------------------------------------------------------------------------
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


# -- keys pages: Left and Right only when the menu has a choice; titles ------------------------
MENU_HELP_NO_CHOICE = ["Up: previous item.", "Down: next item.", "Home: first item.", "End: last item.",
                       "Enter or Keypad Enter: choose the item.", "Escape: go back.",
                       "A letter: jump to the next item starting with that letter."]


def test_pause_menu_help_has_no_left_and_right(client):
    client.push(pause_menu(client.app, "counting"))
    client.press(pygame.K_F1)
    page = client.app.top
    assert page.title == "Keys for the pause menu"
    assert client.texts[-2] == "Keys for the pause menu. 16 lines. Up and Down read them, Escape closes."
    assert page.lines[:7] == [line if line != "Escape: go back." else "Escape: back to the table."
                              for line in MENU_HELP_NO_CHOICE]
    assert page.lines[7] == "In every screen:"


@pytest.mark.parametrize("code, title", [("es", "Teclas de este menú de pausa"), ("ru", "Клавиши: меню паузы")])
def test_pause_menu_help_is_named_for_the_pause_menu_in_each_language(client, code, title):
    client.app.apply_language(code)
    client.push(pause_menu(client.app, "counting"))
    client.press(pygame.K_F1)
    assert client.app.top.title == title


def test_menu_with_a_choice_lists_left_and_right(client):
    client.push(MenuScene(client.app, "New game", [ChoiceItem("Players", [(2, "2"), (3, "3")]),
                                                   MenuItem("Start")]))
    client.press(pygame.K_F1)
    assert client.app.top.lines[4:6] == ["Left: change the value down.", "Right: change the value up."]


def test_keys_page_of_a_question_is_titled_keys_for_this_question(client):
    client.push(Bare(client.app))
    confirm(client.app, "Leave the game? Your game will end.", lambda: None)
    client.frames(1)
    client.clear()
    client.press(pygame.K_F1)
    assert client.app.top.title == "Keys for this question"
    assert client.texts == ["Keys for this question. 15 lines. Up and Down read them, Escape closes.",
                            "Up: previous item."]  # (no game on the stack: Ctrl+F1 is left out)


def test_page_title_ending_in_a_stop_gets_no_second_stop(client):
    client.push(TextViewScene(client.app, "Ready?", ["Yes."]))
    assert client.texts[-2] == "Ready? 1 line. Up and Down read them, Escape closes."


@pytest.mark.parametrize("code, line, other", [("en", "Escape: back to the table.", "Escape: go back."),
                                               ("es", "Escape: volver a la mesa.", "Escape: volver."),
                                               ("ru", "Escape: вернуться к столу.", "Escape: назад.")])
def test_pause_menu_help_says_escape_goes_back_to_the_table(client, code, line, other):
    """Escape closes the pause menu and the game goes on: F1 says so, in each language; other
    menus keep "go back"."""
    client.app.apply_language(code)
    client.push(pause_menu(client.app, "counting"))
    client.press(pygame.K_F1)
    assert line in client.app.top.lines and other not in client.app.top.lines
    client.press(pygame.K_ESCAPE)
    client.push(MenuScene(client.app, "New game", [MenuItem("Start")]))
    client.press(pygame.K_F1)
    assert other in client.app.top.lines and line not in client.app.top.lines
