"""Menus driven by posted key events (exact spoken texts asserted): the main menu, choices and their
limits, hints said on focus, Options (computer delay wording, saving), the pause menu and the
leave-the-game question."""

import pygame
import pytest

from game.scenes import registry
from game.scenes.base import Scene
from game.scenes.confirm import confirm
from game.scenes.menu import ChoiceItem, MenuItem, MenuScene
from game.scenes.options import DELAY_CHOICES, OptionsScene
from game.scenes.pause import pause_menu
from game.scenes.registry import GameEntry, register_game
from game.ui.words import seconds_text


@pytest.fixture(autouse=True)
def no_games(monkeypatch):
    """An empty game registry for the duration of the test: the main menu is Options, Help, Quit
    whatever other tests imported."""
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
    assert client.texts == ["Main menu. Counting game, 1 of 6"]


def test_main_menu_moves_speak_item_and_position(client, fake_game):
    client.start()
    client.clear()
    client.press(pygame.K_DOWN)
    client.press(pygame.K_DOWN)
    client.press(pygame.K_DOWN)
    client.press(pygame.K_DOWN)
    client.press(pygame.K_DOWN)
    client.press(pygame.K_DOWN)  # the bottom: the menu stops there and says so
    client.press(pygame.K_UP)
    client.press(pygame.K_HOME)
    client.press(pygame.K_UP)  # the top
    client.press(pygame.K_END)
    assert client.texts == ["Play online, 2 of 6", "Options, 3 of 6", "Statistics, 4 of 6", "Help, 5 of 6",
                            "Quit, 6 of 6", "Bottom. Quit, 6 of 6", "Help, 5 of 6", "Counting game, 1 of 6",
                            "Top. Counting game, 1 of 6", "Quit, 6 of 6"]
    assert all(interrupt for _, interrupt in client.speech.spoken)


def test_a_held_arrow_stops_at_the_end_of_a_menu_and_says_it_once(client, fake_game):
    """Down held on the main menu of 6 items: 5 moves, then "Bottom." once for all the repeats
    at the end (a list stops at its ends, as the text pages and the lobby do)."""
    client.start()
    client.clear()
    client.hold(pygame.K_DOWN, 9)
    assert client.texts == ["Play online, 2 of 6", "Options, 3 of 6", "Statistics, 4 of 6", "Help, 5 of 6",
                            "Quit, 6 of 6", "Bottom. Quit, 6 of 6"]


def test_first_letter_jump_and_no_match(client, fake_game):
    client.start()
    client.clear()
    client.press(pygame.K_h)
    client.press(pygame.K_o, pygame.KMOD_SHIFT)
    client.press(pygame.K_z)
    assert client.texts == ["Help, 5 of 6", "Options, 3 of 6", "No item starts with Z."]


def test_one_letter_search_serves_the_menu_and_the_results(client):
    """A letter's search is one: :meth:`MenuScene.jump_target` gives the next item after the
    focus that starts with it, wrapping round, the focused item last, None when none does; the
    menu's letter key moves there, and the results ask it whether a letter moves anything (was a
    second search, ``GameResults._jumps``)."""
    from game.scenes.results import GameResults
    menu = MenuScene(client.app, "M", [MenuItem("Play again"), MenuItem("Main menu"), MenuItem("Moves")])
    client.push(menu)
    assert (menu.jump_target("m"), menu.jump_target("p"), menu.jump_target("z")) == (1, 0, None)
    client.press(pygame.K_m)
    client.press(pygame.K_m)
    assert (menu.index, menu.jump_target("m")) == (2, 1)
    assert "_jumps" not in vars(GameResults)


def test_escape_in_main_menu_goes_to_quit_which_asks_first(client, fake_game):
    """Enter on Quit asks "Quit Ninety-Nine?" with No first: Enter there (or Escape) stays, in
    the main menu on Quit; Yes ends the app."""
    client.start()
    client.press(pygame.K_ESCAPE)
    assert client.last == "Quit, 6 of 6"
    assert client.app.running
    client.press(pygame.K_RETURN)
    assert client.app.running and client.last == "Quit Ninety-Nine? No, 1 of 2"
    client.press(pygame.K_RETURN)  # No
    assert client.app.running and client.last == "Main menu. Quit, 6 of 6"
    client.press(pygame.K_RETURN)
    client.press(pygame.K_ESCAPE)  # Escape means No
    assert client.app.running
    client.press(pygame.K_RETURN)
    client.press(pygame.K_DOWN)
    assert client.last == "Yes, 2 of 2"
    client.press(pygame.K_RETURN)
    assert not client.app.running


def test_game_entry_opens_its_new_game_scene(client, fake_game):
    client.start()
    client.press(pygame.K_RETURN)
    assert fake_game == [("menu", None)]
    assert client.last == "Counting table"
    client.app.pop()
    assert client.last == "Main menu. Counting game, 1 of 6"


def test_cli_game_start_passes_options(client, fake_game):
    client.start("counting", players=3, seed=7)
    kind, options = fake_game[0]
    assert kind == "cli" and (options.players, options.seed, options.variant) == (3, 7, None)
    assert client.texts == ["Counting table"]  # the menu waits below, unannounced
    client.app.pop()
    assert client.last == "Main menu. Counting game, 1 of 6"


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
    assert client.texts == ["Players: 4, choice 3 of 7", "Players: 3, choice 2 of 7", "Players: 2, choice 1 of 7", "Players: 2, lowest.",
                            "Players: 2. Left and Right change it."]
    assert chosen == [4, 3, 2]
    assert players.value == 2


def test_escape_pops_a_submenu_and_the_menu_below_speaks_again(client, fake_game):
    client.start()
    client.press(pygame.K_DOWN)
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RETURN)
    assert client.last == "Options. Speech: Automatic, 1 of 12"
    client.press(pygame.K_ESCAPE)
    assert client.last == "Main menu. Options, 3 of 6"


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


def test_a_changed_value_says_its_place_among_the_choices(client, no_games):
    """A screen reader says a list entry with its place ("Large, 3 of 4"): a value changed by
    Left/Right says the value's place among the item's choices as a choice ("Text size: Large,
    choice 3 of 4", as the table says an ace's value, "choice 2 of 2"), so it is never taken for
    the item's place in the menu, which the focus still says without it ("Text size: Large, 5 of
    12"); Enter on it says the value and how to change it, without the place."""
    client.start()
    client.press(pygame.K_RETURN)  # Options
    options = client.app.top
    options.focus(4)  # Text size: Medium
    client.clear()
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_LEFT)
    client.press(pygame.K_RETURN)
    assert client.texts == ["Text size: Large, choice 3 of 4", "Text size: Huge, choice 4 of 4",
                            "Text size: Large, choice 3 of 4", "Text size: Large. Left and Right change it."]
    client.press(pygame.K_UP)
    client.press(pygame.K_DOWN)
    assert client.last == "Text size: Large, 5 of 12"  # the item's place, as before the change


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
    assert client.texts == ["Speech rate: 100 percent, 2 of 12",
                            "Braille: On, 3 of 12. Braille is not shown now: recording has no braille output.",
                            "Effects volume: 70 percent, 4 of 12",
                            "Effects volume: 60 percent, choice 7 of 11", "Text size: Medium, 5 of 12",
                            "Text size: Large, choice 3 of 4"]
    assert client.app.settings.get("volume") == 60
    assert client.app.settings.get("text_size") == "large"
    assert client.app.layout.text_scale == pytest.approx(1.25)
    # A fresh Settings object reads the saved file.
    from game.settings import Settings
    assert Settings(client.app.settings.path).get("volume") == 60


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
                            "Draw: manual, first choice.", "Draw: automatic, choice 2 of 2", "Draw: automatic, last choice."]
    tokens.index = 2
    assert tokens.limit_text(1) == "Starting tokens: 3, highest."


def test_a_held_arrow_says_a_choice_limit_once(client):
    """Right held past the highest value runs up to it and says "highest" once, not at every
    auto-repeat; a new press after releasing the key says it again (a held key acts once)."""
    players = ChoiceItem("Players", [(n, str(n)) for n in range(2, 5)])
    client.push(MenuScene(client.app, "New counting game", [players, MenuItem("Start")]))
    client.clear()
    client.hold(pygame.K_RIGHT, 8)  # 2 moves up to 4, then 6 repeats at the top
    assert client.texts == ["Players: 3, choice 2 of 3", "Players: 4, choice 3 of 3", "Players: 4, highest."]
    assert client.app.sound.played.count("refused") == 1
    client.press(pygame.K_RIGHT)
    assert client.texts[-1] == "Players: 4, highest." and len(client.texts) == 4


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
                            "Draw reminder: on, choice 2 of 2", "Draw reminder: off, choice 1 of 2",
                            "Draw reminder: off, first choice."]
    client.clear()
    client.press(pygame.K_UP)
    client.press(pygame.K_DOWN)
    assert client.texts == ["Start, 1 of 2. Deals the first round.",
                            "Draw reminder: off, 2 of 2. Says when you can still draw."]


def test_change_with_on_change_text_says_label_value_and_the_text_only(client):
    item = ChoiceItem("Speed", [(1, "slow"), (2, "fast")], on_change=lambda v: "Saved.",
                      hint="How fast the computer plays.")
    client.push(MenuScene(client.app, "Options", [item]))
    assert client.last == "Options. Speed: slow, 1 of 1. How fast the computer plays."
    client.clear()
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_RIGHT)
    assert client.texts == ["Speed: fast, choice 2 of 2. Saved.", "Speed: fast, highest."]


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
    assert client.texts == ["Computer delay: 1.5 seconds, 8 of 12", "Computer delay: 1 second, choice 4 of 9"]


class _Table(Scene):
    title = "Table"
    rules_game = "counting"


def test_abandon_the_game_asks_first_with_no_as_default(client):
    """Abandon the game (the pause menu's last item) asks first, No focused; Yes goes back to the
    main menu saying so."""
    client.start()
    table = _Table(client.app)
    client.push(table)
    client.push(pause_menu(client.app, "counting"))
    client.press(pygame.K_END)
    assert client.last == "Abandon the game, 5 of 5. Ends the game for good: Continue will not offer it."
    client.clear()
    client.press(pygame.K_RETURN)
    assert client.texts == ["Abandon the game? It ends here, and Continue will not offer it. No, 1 of 2"]
    client.press(pygame.K_ESCAPE)
    assert client.app.top.title == "Paused" and table in client.app.scenes
    assert client.last == "Paused. Abandon the game, 5 of 5. Ends the game for good: Continue will not offer it."
    client.press(pygame.K_RETURN)
    client.press(pygame.K_RETURN)  # No
    assert table in client.app.scenes
    client.clear()
    client.press(pygame.K_RETURN)
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RETURN)  # Yes
    assert client.app.scenes == [client.app.scenes[0]] and table not in client.app.scenes
    assert client.texts == ["Abandon the game? It ends here, and Continue will not offer it. No, 1 of 2",
                            "Yes, 2 of 2", "Game abandoned.", "Main menu. Options, 1 of 4"]


def test_leave_the_game_asks_first_only_when_the_game_could_not_be_saved(client):
    """A table whose game is not saved (no autosave here): Leave the game would lose it, so it
    asks first, No focused."""
    client.start()
    table = _Table(client.app)
    client.push(table)
    client.push(pause_menu(client.app, "counting"))
    client.press(pygame.K_END)
    client.press(pygame.K_UP)
    assert client.last == "Leave the game, 4 of 5. Keeps the game: Continue in the main menu resumes it."
    client.clear()
    client.press(pygame.K_RETURN)
    assert client.texts == ["Leave the game? It could not be saved, so it ends here. No, 1 of 2"]
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RETURN)  # Yes
    assert client.app.scenes == [client.app.scenes[0]]


def test_at_an_online_table_the_menu_says_the_game_goes_on(client):
    """Nothing pauses at an online table: Escape's menu is titled so, in every language."""
    from game import i18n
    client.start()
    client.push(_Table(client.app))
    client.clear()
    client.push(pause_menu(client.app, "counting", online=True))
    assert client.app.top.title == "Table menu. The game goes on."
    assert client.last == "Table menu. The game goes on. Resume, 1 of 4"
    i18n.set_language("es")
    client.app.top.on_language_changed()
    assert client.app.top.title == "Menú de la mesa. La partida sigue."


def test_confirm_runs_on_no(client):
    client.start()
    answers = []
    confirm(client.app, "Delete? It cannot be undone.", lambda: answers.append("yes"), lambda: answers.append("no"))
    client.press(pygame.K_ESCAPE)
    assert answers == ["no"]
    assert client.last == "Main menu. Options, 1 of 4"


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


@pytest.mark.parametrize("text_size", ["medium", "huge"])
def test_a_menu_item_too_long_for_one_line_is_wrapped_whole(client, text_size):
    """The main menu's "Continue: ..." item at huge text runs over several lines inside the
    window instead of off its right edge; short items stay one line each."""
    from game.ui.menu_view import draw_menu
    from game.ui.placement import Placements
    client.app.settings.set("text_size", text_size)
    client.app.apply_display_settings()
    layout = client.app.layout
    labels = ["Continue: counting game, 4 players, round 7, your turn.", "Options", "Quit"]
    placed = Placements()
    draw_menu(client.app.screen, layout, client.app.fonts, client.app.theme, "Ninety-Nine", labels, 0,
              placed=placed)
    focused, others = placed.of("focused line"), placed.of("menu line")
    assert len(focused) == (2 if text_size == "huge" else 1)
    assert len(others) == 2
    assert all(layout.content.contains(rect) for rect in focused + others)
