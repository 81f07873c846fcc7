"""Several saved games: each game has a save of its own, a new game never removes another's, the
main menu's "Continue: 2 saved games" opens the Continue menu (by keyboard and speech alone,
each item saying what the game is and when it was saved, in English, Spanish and Russian), and
the oldest beyond the kept number are removed with a notice."""

import json
import time

import pygame
import pytest

from game.autosave import resume
from game.autosave.resume import offers, saved_ago_text
from game.autosave.store import read_save, save_files
from game.autosave.writer import WRITER
from game.counting.menu_entry import ENTRY as COUNTING
from game.counting.scenes import CountingTable
from game.scenes.continue_menu import ContinueMenu
from game.scenes.main_menu import MainMenu
from game.scenes.registry import register_game
from game.stats import db
from test_autosave import only_path, play_counting, saves_of, start


@pytest.fixture(autouse=True)
def _registered():
    import importlib

    import game.tricks.menu_entry
    register_game(COUNTING)
    importlib.reload(game.tricks.menu_entry)


def _two_saved_games(client):
    """A counting game after one card, then a trick game before its bid, both left for the menu."""
    start(client, "counting", 3, 7)
    client.press(pygame.K_1)
    client.app.pop_to(client.app.scenes[0])
    start(client, "tricks", 3, 5)
    client.app.pop_to(client.app.scenes[0])
    WRITER.flush()


def test_two_saved_games_open_the_continue_menu_by_keyboard(client):
    """Continue: 2 saved games; Enter lists them newest first, each saying what it is; Down
    and Enter continue the counting game, and the Continue menu gives way to its table."""
    _two_saved_games(client)
    counting = read_save(saves_of("counting")[0])
    menu = client.app.top
    assert [item.label for item in menu.items[:3]] == ["Continue: 2 saved games", "Counting game", "Trick game"]
    client.clear()
    client.press(pygame.K_HOME)
    client.press(pygame.K_RETURN)
    assert isinstance(client.app.top, ContinueMenu)
    assert client.texts[-1] == ("Saved games. Trick game, 3 players, deal 1, your bid, saved just now, 1 of 3")
    client.clear()
    client.press(pygame.K_DOWN)
    client.press(pygame.K_DOWN)
    assert client.texts == ["Counting game, 3 players, round 1, your draw, saved just now, 2 of 3", "Back, 3 of 3"]
    client.press(pygame.K_UP)
    client.clear()
    client.press(pygame.K_RETURN)
    table = client.app.top
    assert isinstance(table, CountingTable)
    assert [type(scene) for scene in client.app.scenes] == [MainMenu, CountingTable]
    assert client.texts[0].startswith("Counting game resumed. Round 1.")
    assert table.session.journal.save.path == counting.path  # it goes on in its own file
    assert len(table.session.journal.save.entries) == len(counting.entries)


def test_continue_menu_escape_goes_back_and_help_lists_it(client):
    _two_saved_games(client)
    client.press(pygame.K_HOME)
    client.press(pygame.K_RETURN)
    client.press(pygame.K_F1)
    help_page = client.app.top
    assert help_page.lines[0] == ("Each saved game says what it is and when it was saved. Enter continues it; "
                                  "Escape goes back to the main menu.")
    client.press(pygame.K_ESCAPE)
    assert isinstance(client.app.top, ContinueMenu)
    client.clear()
    client.press(pygame.K_ESCAPE)
    assert isinstance(client.app.top, MainMenu)
    assert client.texts[-1] == "Main menu. Continue: 2 saved games, 1 of 8"
    client.press(pygame.K_F1)
    assert ("Continue, when a game is saved: Enter goes back to it; with several saved games it lists them, "
            "newest first.") in client.app.top.lines


def test_main_menu_keeps_continue_item_for_one_saved_game(client):
    start(client, "counting", 3, 7)
    client.press(pygame.K_1)
    client.app.pop_to(client.app.scenes[0])
    assert client.app.top.items[0].label == "Continue: counting game, round 1, your draw"


@pytest.mark.parametrize("seconds, text", [
    (5, "saved just now"), (-30, "saved just now"), (60, "saved 1 minute ago"), (12 * 60 + 59, "saved 12 minutes ago"),
    (3600, "saved 1 hour ago"), (5 * 3600, "saved 5 hours ago"), (86400, "saved 1 day ago"), (3 * 86400, "saved 3 days ago")])
def test_saved_ago_text(seconds, text):
    assert saved_ago_text(seconds) == text


@pytest.mark.parametrize("language, expected", [
    ("en", ["Trick game, 3 players, deal 1, your bid, saved 12 minutes ago",
            "Counting game, 3 players, round 1, your draw, saved 2 hours ago"]),
    ("es", ["Juego de bazas, 3 jugadores, reparto 1, tu apuesta, guardada hace 12 minutos",
            "Juego de sumar, 3 jugadores, ronda 1, te toca robar, guardada hace 2 horas"]),
    ("ru", ["Игра на взятки, 3 игрока, сдача 1, ваша ставка, сохранена 12 минут назад",
            "Счётная игра, 3 игрока, раунд 1, вам брать карту, сохранена 2 часа назад"]),
])
def test_continue_menu_items_in_every_language(client, language, expected):
    """Each item says what the game is and when it was saved, as whole translated sentences
    with plural forms."""
    _two_saved_games(client)
    now = time.time()
    for kind, ago in (("counting", 2 * 3600 + 60), ("tricks", 12 * 60 + 5)):
        path = saves_of(kind)[0]
        data = json.loads(path.read_text())
        data["saved_at"] = now - ago
        path.write_text(json.dumps(data))
    client.app.apply_language(language)
    found, notices = offers()
    assert notices == []
    assert [offer.menu_text(now) for offer in found] == expected


def test_a_saved_game_survives_starting_and_finishing_a_new_one(client):
    """Done when: a saved counting game survives starting and finishing a new counting game
    (its file unchanged, still offered, and the new game counted)."""
    start(client, "counting", 3, 7)
    client.press(pygame.K_1)
    client.app.pop_to(client.app.scenes[0])
    WRITER.flush()
    old = only_path("counting")
    before = old.read_bytes()
    table = start(client, "counting", 3, 11, tokens=1)
    assert len(saves_of("counting")) == 2  # the new game has a file of its own
    play_counting(client, table)
    assert table.session.state.game_over
    WRITER.flush()
    assert saves_of("counting") == [old] and old.read_bytes() == before
    assert len(db.games()) == 1
    client.app.pop_to(client.app.scenes[0])
    assert client.app.top.items[0].label == "Continue: counting game, round 1, your draw"


@pytest.mark.parametrize("writer", ["as it comes", "first"])
def test_a_failed_new_game_never_removes_the_saved_one(client, monkeypatch, writer):
    """On a full disk the new game's saves fail and its end removes nothing of the old game; the
    player is told, also when the writer thread failed the first save before the table was there
    to say it (``"first"``: each save written before the game goes on; the notice was lost then,
    found as a flaky test on a loaded machine)."""
    start(client, "counting", 3, 7)
    client.press(pygame.K_1)
    client.app.pop_to(client.app.scenes[0])
    WRITER.flush()
    old = only_path("counting")
    before = old.read_bytes()
    import game.autosave.store as store

    def full(path, data, sync=True):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(store, "write_atomic", full)
    if writer == "first":
        handed = WRITER.submit

        def submit_and_wait(path, data):
            handed(path, data)
            assert WRITER.flush()
        monkeypatch.setattr(WRITER, "submit", submit_and_wait)
    table = start(client, "counting", 3, 11, tokens=1)
    play_counting(client, table)
    WRITER.flush()
    assert saves_of("counting") == [old] and old.read_bytes() == before
    assert "The game could not be saved: No space left on device. Play goes on." in client.texts


def test_oldest_saves_beyond_the_kept_number_are_removed_with_a_notice(client, monkeypatch):
    for seed in (1, 2, 3, 4):
        start(client, "counting", 3, seed)
        client.app.pop_to(client.app.scenes[0])
        WRITER.flush()
        time.sleep(0.01)  # saved_at orders them
    newest = sorted(saves_of("counting"), key=lambda p: read_save(p).saved_at)[-2:]
    monkeypatch.setattr(resume, "KEEP_PER_KIND", 2)
    found, notices = offers()
    assert notices == ["2 older saved counting games were removed: the 2 most recent are kept."]
    assert sorted(offer.path for offer in found) == sorted(newest)
    assert sorted(save_files()) == sorted(newest)
    again, notices = offers()
    assert [offer.path for offer in again] == [offer.path for offer in found] and notices == []


def test_an_unchanged_save_is_not_replayed_each_time_the_menu_comes_back(client, monkeypatch):
    _two_saved_games(client)
    from game.counting.scenes.saving import KIND
    replays = []
    original = type(KIND).replay

    def counted(self, *args, **kwargs):
        replays.append(args[1])
        return original(self, *args, **kwargs)
    monkeypatch.setattr(type(KIND), "replay", counted)
    for _ in range(3):
        client.app.push(MainMenu(client.app))
        client.app.pop()
    assert replays == []
    path = saves_of("counting")[0]
    data = json.loads(path.read_text())
    data["saved_at"] -= 60
    path.write_text(json.dumps(data))  # changed: replayed again, once
    offers()
    offers()
    assert replays == [7]
    client.app.apply_language("es")  # the words change with the language: worded anew
    assert offers()[0][1].description == "Juego de sumar, 3 jugadores, ronda 1, te toca robar"
    assert replays == [7, 7]


@pytest.mark.parametrize("language", ["en", "es", "ru"])
@pytest.mark.parametrize("text_size", ["medium", "huge"])
def test_continue_menu_lines_fit_the_window_at_every_text_size(client, language, text_size):
    """The long items wrap: every drawn line lies inside the content area, none overlaps, and
    the focused item is drawn whatever is focused (twelve saved games)."""
    from game.ui.placement import outside, overlaps
    for seed in range(1, 13):
        start(client, "counting", 3, seed)
        client.app.pop_to(client.app.scenes[0])
    client.app.apply_language(language)
    client.app.settings.set("text_size", text_size)
    client.app.apply_display_settings()
    client.press(pygame.K_HOME)
    client.press(pygame.K_RETURN)
    menu = client.app.top
    assert isinstance(menu, ContinueMenu) and len(menu.items) == 11  # ten kept, then Back
    content = client.app.layout.content
    for index in range(len(menu.items)):
        menu.index = index
        client.app.mark_dirty()
        client.app.draw()
        assert overlaps(menu.placements.items) == [] and outside(menu.placements.items, content) == []
        focused = client.app.fonts.wrap(menu.items[index].label, client.app.layout.text_px(30),
                                        content.width - 2 * client.app.layout.px(48))
        assert len(menu.placements.of("focused line")) == len(focused)
        if index == 0 and text_size == "huge":
            assert len(focused) == 2  # the saved game's words need two lines at Huge text


def test_continue_menu_item_when_a_game_was_finished_elsewhere_meanwhile(client):
    """The list changed since the menu was made (another window finished a game): Enter on
    "Continue: 2 saved games" shows the main menu as it is now instead of a list of one."""
    _two_saved_games(client)
    menu = client.app.top
    tricks = saves_of("tricks")[0]
    tricks.unlink()
    client.clear()
    client.press(pygame.K_HOME)
    client.press(pygame.K_RETURN)
    assert client.app.top is menu
    assert client.texts[-1] == "Main menu. Continue: counting game, round 1, your draw, 1 of 8"


def test_continue_menu_refuses_a_game_another_window_took(client):
    from test_save_locks import _hold
    _two_saved_games(client)
    client.press(pygame.K_HOME)
    client.press(pygame.K_RETURN)
    menu = client.app.top
    assert isinstance(menu, ContinueMenu)
    holder = _hold(saves_of("tricks")[0])
    try:
        client.clear()
        client.press(pygame.K_RETURN)  # the trick game, newest, first
        assert client.app.top is menu
        assert client.texts[-1] == "This game is open in another window."
        assert [item.label for item in menu.items] == [
            "Counting game, 3 players, round 1, your draw, saved just now", "Back"]
    finally:
        holder.kill()
        holder.wait()


START_MODULES = """
import sys
from game.app import App
from game.scenes.registry import discover_games
from game.settings import Settings
from game.speech import RecordingSpeech
discover_games()
speech = RecordingSpeech()
app = App(Settings(), backend=speech, sound=False)
app.start()
print(speech.texts[0])
print(sorted(m for m in sys.modules if m.startswith("game.autosave.")))
"""


def test_the_main_menu_loads_no_save_machinery_when_nothing_is_saved(tmp_path):
    """Start-up: with no saves folder (or an empty one) the main menu has no Continue and the
    save modules are not even imported; with a save there, it is offered (the Continue tests)."""
    import os
    import subprocess
    import sys
    for folder in (tmp_path / "none", tmp_path / "empty"):
        if folder.name == "empty":
            (folder / "saves").mkdir(parents=True)
        env = dict(os.environ, NINETYNINE_DATA_DIR=str(folder), NINETYNINE_CONFIG_DIR=str(tmp_path / "config"),
                   SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        out = subprocess.run([sys.executable, "-c", START_MODULES], env=env, capture_output=True, text=True,
                             timeout=60, check=True)
        assert out.stdout.splitlines() == ["Main menu. Counting game, 1 of 7", "[]"], out.stderr
