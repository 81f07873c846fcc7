"""Second-round user tests (blind keyboard player): typed symbols, Shift, unbound keys, menu help
without choices, help titles, hints only on focus, history review shown in the log."""

import pygame
import pytest

from game.input.keys import KeyTable, ctrl, shift, unbound_key_label
from game.scenes import registry
from game.scenes.base import Scene
from game.scenes.confirm import confirm
from game.scenes.menu import ChoiceItem, MenuItem, MenuScene
from game.scenes.pause import pause_menu
from game.scenes.text_view import TextViewScene
from game.ui.log_view import draw_log, log_window


@pytest.fixture(autouse=True)
def no_games(monkeypatch):
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


# -- 1. symbol keys by the character typed; Shift with letters and other keys -------------------
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


# -- 2. a key with no action says so ---------------------------------------------------------------
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


# -- 3. Left and Right in menu help only when the menu has a choice -------------------------------
MENU_HELP_NO_CHOICE = ["Up: previous item.", "Down: next item.", "Home: first item.", "End: last item.",
                       "Enter or Keypad Enter: choose the item.", "Escape: go back.",
                       "A letter: jump to the next item starting with that letter."]


def test_pause_menu_help_has_no_left_and_right(client):
    client.push(pause_menu(client.app, "counting"))
    client.press(pygame.K_F1)
    page = client.app.top
    assert page.title == "Keys for Paused"
    assert page.lines[:7] == MENU_HELP_NO_CHOICE
    assert page.lines[7] == "In every screen:"


def test_menu_with_a_choice_lists_left_and_right(client):
    client.push(MenuScene(client.app, "New game", [ChoiceItem("Players", [(2, "2"), (3, "3")]),
                                                   MenuItem("Start")]))
    client.press(pygame.K_F1)
    assert client.app.top.lines[4:6] == ["Left: change the value down.", "Right: change the value up."]


# -- 4. help titles ---------------------------------------------------------------------------------
def test_keys_page_of_a_question_is_titled_keys_for_this_question(client):
    client.push(Bare(client.app))
    confirm(client.app, "Leave the game? Your game will end.", lambda: None)
    client.frames(1)
    client.clear()
    client.press(pygame.K_F1)
    assert client.app.top.title == "Keys for this question"
    assert client.texts == ["Keys for this question. 16 lines. Up and Down read them, Escape closes.",
                            "Up: previous item."]


def test_page_title_ending_in_a_stop_gets_no_second_stop(client):
    client.push(TextViewScene(client.app, "Ready?", ["Yes."]))
    assert client.texts[-2] == "Ready? 1 line. Up and Down read them, Escape closes."


# -- 5. hints on focus, not on change ------------------------------------------------------------
def test_change_with_on_change_text_says_label_value_and_the_text_only(client):
    item = ChoiceItem("Speed", [(1, "slow"), (2, "fast")], on_change=lambda v: "Saved.",
                      hint="How fast the computer plays.")
    client.push(MenuScene(client.app, "Options", [item]))
    assert client.last == "Options. Speed: slow, 1 of 1. How fast the computer plays."
    client.clear()
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_RIGHT)
    assert client.texts == ["Speed: fast. Saved.", "Speed: fast, highest."]


# -- 6. history review shown in the log ----------------------------------------------------------
def test_log_window_scrolls_to_the_reviewed_message():
    assert log_window(8, 5, None) == (3, None)
    assert log_window(8, 5, 0) == (0, 0)
    assert log_window(8, 5, 2) == (2, 0)
    assert log_window(8, 5, 6) == (3, 3)
    assert log_window(8, 5, 7) == (3, 4)
    assert log_window(3, 5, 1) == (0, 1)


def focus_pixels(app):
    rect = app.layout.log
    focus = pygame.Color(*app.theme.focus)
    return sum(1 for x in range(rect.left, rect.right, 4) for y in range(rect.top, rect.bottom, 2)
               if app.screen.get_at((x, y)) == focus)


def test_ctrl_home_shows_the_first_message_marked_in_the_log_not_in_the_transcript(client, tmp_path):
    client.push(Bare(client.app))
    path = tmp_path / "t.txt"
    assert client.app.announcer.open_transcript(path) is None
    for i in range(1, 9):
        client.app.announcer.say(f"Message number {i}.")
    client.frames(1)
    assert focus_pixels(client.app) == 0
    client.clear()
    client.press(pygame.K_HOME, pygame.KMOD_CTRL)
    announcer = client.app.announcer
    assert client.texts == ["Start of history. Bare"]
    assert announcer.review_index == 0
    assert announcer.review_caption == "Start of history. Message 1 of 9."
    assert focus_pixels(client.app) > 0
    client.press(pygame.K_PAGEDOWN)
    assert client.texts[-1] == "Message number 1."
    assert announcer.review_caption == "Message 2 of 9."
    client.press(pygame.K_F2)
    assert (announcer.review_index, announcer.review_caption) == (8, "Message 9 of 9.")
    assert focus_pixels(client.app) > 0
    assert path.read_text(encoding="utf-8").splitlines() == [f"Message number {i}." for i in range(1, 9)]
    announcer.say("Something new.")
    client.frames(1)
    assert (announcer.review_index, announcer.review_caption) == (None, "")
    assert focus_pixels(client.app) == 0


def test_empty_history_review_shows_no_messages_yet(client):
    client.press(pygame.K_PAGEUP)
    assert client.texts == ["No messages yet."]
    assert client.app.announcer.review_caption == "No messages yet."


def test_reviewed_line_stays_in_view_under_long_newer_lines(client):
    app = client.app
    long = "a long message that wraps over several lines of the log strip " * 6
    draw_log(app.screen, app.layout, app.fonts, app.theme, ["Reviewed.", long, long], highlight=0,
             caption="Message 1 of 3.")
    assert focus_pixels(app) > 0
