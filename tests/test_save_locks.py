"""Two copies of the game on one data folder: the copy playing a saved game holds an operating-
system lock on it (released at exit, and by the system after a kill); the other copy does not
offer that game, says why once, refuses Continue with "This game is open in another window.",
and offers it again once the first copy is gone. Statistics keep working from both copies."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from game.autosave.lock import HELD_HERE, SaveLock, acquire, lock_path
from game.autosave.resume import continue_game, offers
from game.autosave.writer import WRITER
from game.counting.menu_entry import ENTRY as COUNTING
from game.scenes.main_menu import MainMenu
from game.scenes.registry import register_game
from game.stats import db
from test_autosave import only_path, saves_of, start

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def _registered():
    import importlib

    import game.tricks.menu_entry
    register_game(COUNTING)
    importlib.reload(game.tricks.menu_entry)


def _hold(path):
    """Another copy of the game holding the lock of the save ``path`` until killed."""
    code = ("import sys, time; from pathlib import Path; from game.autosave.lock import acquire; "
            "lock = acquire(Path(sys.argv[1])); print('held' if lock else 'refused', flush=True); time.sleep(60)")
    child = subprocess.Popen([sys.executable, "-c", code, str(path)], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    assert child.stdout.readline().strip() == "held"
    return child


def _saved_counting(client):
    start(client, "counting", 3, 7)
    client.press(pygame.K_1)
    client.app.pop_to(client.app.scenes[0])
    WRITER.flush()
    return only_path("counting")


def test_lock_is_one_holder_at_a_time_and_this_process_never_locks_itself_out(tmp_path):
    save = tmp_path / "counting-x.json"
    lock = acquire(save)
    assert isinstance(lock, SaveLock) and lock_path(save).exists()
    assert acquire(save) == HELD_HERE
    child = subprocess.run([sys.executable, "-c", "import sys; from pathlib import Path; "
                            "from game.autosave.lock import acquire; print(acquire(Path(sys.argv[1])))", str(save)],
                           cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert child.stdout.strip() == "None"  # another process is refused
    lock.release(remove=True)
    assert not lock_path(save).exists()
    again = acquire(save)
    assert isinstance(again, SaveLock)
    again.release()


def test_a_game_open_in_another_copy_is_not_offered_and_said_once(client):
    path = _saved_counting(client)
    holder = _hold(path)
    try:
        client.clear()
        menu = MainMenu(client.app)
        client.push(menu)
        assert menu.items[0].label == "Counting game"
        assert client.texts == ["Main menu. Counting game, 1 of 7",
                                "A saved counting game is open in another window, so it is not offered here."]
        client.app.push(MainMenu(client.app))
        client.app.pop()
        assert client.texts.count("A saved counting game is open in another window, so it is not offered "
                                  "here.") == 1
    finally:
        holder.kill()
        holder.wait()
    # the other copy is gone (killed): the system let its lock go, and the game is offered again
    client.app.push(MainMenu(client.app))
    assert client.app.top.items[0].label == "Continue: counting game, round 1, your draw"


def test_continue_on_a_game_another_copy_took_meanwhile_is_refused(client):
    path = _saved_counting(client)
    menu = client.app.top
    assert menu.items[0].label == "Continue: counting game, round 1, your draw"
    holder = _hold(path)  # the other copy continues it after this menu was made
    try:
        client.clear()
        client.press(pygame.K_HOME)
        client.press(pygame.K_RETURN)
        assert client.app.top is menu
        assert client.texts[-1] == "This game is open in another window."
        assert menu.items[0].label == "Counting game"
        assert path.exists()
    finally:
        holder.kill()
        holder.wait()


def test_the_copy_playing_holds_the_lock_until_it_leaves(client):
    """A new game takes its lock at its first save; continuing takes it again; leaving the table
    for the menu lets it go (the save stays); Leave the game removes save and lock."""
    table = start(client, "counting", 3, 7)
    path = table.session.journal.save.path
    assert table.session.journal.lock is not None and acquire(path) == HELD_HERE
    client.press(pygame.K_1)
    client.app.pop_to(client.app.scenes[0])
    lock = acquire(path)
    assert isinstance(lock, SaveLock)  # free again
    lock.release()
    found, _ = offers()
    assert continue_game(client.app, found[0]) is None
    assert acquire(path) == HELD_HERE
    client.press(pygame.K_ESCAPE)
    client.press(pygame.K_END)
    client.press(pygame.K_RETURN)
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RETURN)  # Leave the game: Yes
    assert saves_of("counting") == [] and not lock_path(path).exists()


def test_two_real_copies_of_the_game_on_one_data_folder(client, tmp_path):
    """A second copy of the game (a real process, headless) starts a counting game: this copy does
    not offer it while it runs; killed with SIGKILL, its game is offered here."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               NINETYNINE_CONFIG_DIR=str(tmp_path / "other-config"))
    log = tmp_path / "other.log"  # what the other copy said, for a failure's message
    with open(log, "wb") as err:
        other = subprocess.Popen([sys.executable, "-m", "game", "--game", "counting", "--players", "3", "--seed", "7",
                                  "--language", "en", "--transcript", str(tmp_path / "other.txt")],
                                 cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=err)

    def other_said() -> str:
        said = [path.read_text(errors="replace")[-1500:] for path in (log, tmp_path / "other.txt") if path.exists()]
        return f"other copy (exit {other.poll()}): " + " | ".join(said)
    try:
        # its first save, with its lock (a slow start on a loaded machine: up to 60 s; a copy that
        # ended is not waited for)
        deadline = time.monotonic() + 60
        while not saves_of("counting") and other.poll() is None and time.monotonic() < deadline:
            time.sleep(0.1)
        assert len(saves_of("counting")) == 1, other_said()
        client.clear()
        client.start()
        assert client.app.top.items[0].label == "Counting game", (client.texts, other_said())
        assert "A saved counting game is open in another window, so it is not offered here." in client.texts, \
            (client.texts, other_said())
        # statistics work from this copy meanwhile
        table = start(client, "counting", 3, 11, tokens=1)
        from test_autosave import play_counting
        play_counting(client, table)
        assert len(db.games()) == 1, client.texts[-6:]
        assert other.poll() is None, other_said()  # (still playing: killed below)
    finally:
        other.send_signal(signal.SIGKILL)
        other.wait()
    client.app.pop_to(client.app.scenes[0])
    assert client.app.top.items[0].label == "Continue: counting game, round 1, your turn", \
        ([item.label for item in client.app.top.items], client.texts[-6:], other_said())


def test_statistics_from_two_copies_at_once(tmp_path):
    """Two processes record 40 games each into one database at the same time: all 80 rows are
    there and neither copy was refused (the busy timeout covers the other's short writes)."""
    path = tmp_path / "s.sqlite3"
    db.games(path)  # made first, so neither copy migrates while the other writes
    code = ("import sys; from pathlib import Path; from game.stats import db; "
            "[db.record_game({'kind': 'counting', 'players': 3, 'won': 0, 'place': 2, 'rounds': i}, "
            "Path(sys.argv[1]), game_id=f'{sys.argv[2]}-{i}') for i in range(40)]; print('ok')")
    children = [subprocess.Popen([sys.executable, "-c", code, str(path), name], cwd=ROOT, stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, text=True) for name in ("a", "b")]
    results = [child.communicate(timeout=120) for child in children]
    assert [out.strip() for out, _err in results] == ["ok", "ok"], [err[-600:] for _out, err in results]
    assert len(db.games(path)) == 80
