"""Autosave and resume (game.autosave): a scripted game of each kind is "killed" after every
action and table step, and the save left at that moment is continued in a new app: the rebuilt
state, the pause between rounds or deals and the computer players' random state equal the
original's. Damaged, unreplayable and newer-version saves; Leave the game; the Continue item."""

import json
import random

import pygame
import pytest

from game.app import App
from game.autosave import journal as journal_module
from game.autosave.lock import SaveLock, acquire
from game.autosave.resume import offers
from game.autosave.store import kind_of_path, read_save, save_files, saves_dir
from game.autosave.writer import WRITER
from game.stats import db
from game.counting.menu_entry import ENTRY as COUNTING
from game.counting.scenes import CountingTable
from game.scenes.main_menu import MainMenu
from game.scenes.registry import register_game
from game.settings import Settings
from game.speech import RecordingSpeech
from game.tricks.scenes.summary import DealSummary
from game.tricks.scenes.table import TricksTable
from tricks_helpers import play_to_the_deal_summary


@pytest.fixture(autouse=True)
def _registered():
    import importlib

    import game.tricks.menu_entry
    register_game(COUNTING)
    importlib.reload(game.tricks.menu_entry)  # registers the trick game again


def pause_of(table):
    return table.between_rounds if isinstance(table, CountingTable) else table.between_deals


def snapshot(session):
    """What must survive a kill: the engine state and the computers' randomness (held by the
    table's local session)."""
    return {"state": session.state.to_output(), "rng": session.cpu_rng.getstate()}


class Kills(list):
    """Every save written: dicts with ``kind``, ``data`` (the file), ``snap`` (the session when it
    was written) and, for the last save of a frame, ``pause`` (the table's pause between rounds
    or deals once the frame was over)."""

    def settle(self, table):
        """A frame is over: the last save written holds the table's pause as it stands now."""
        if self and "pause" not in self[-1] and self[-1]["session"] is table.session:
            self[-1]["pause"] = pause_of(table)


@pytest.fixture
def kills(monkeypatch):
    found = Kills()
    original = journal_module.Journal.write

    def spy(self, *args, **kwargs):
        original(self, *args, **kwargs)
        WRITER.flush()
        for entry in found:  # only the newest save of a frame is settled
            entry.setdefault("pause", None)
        found.append({"kind": self.kind.key, "data": self.save.path.read_bytes(), "path": self.save.path,
                      "snap": snapshot(self.table), "session": self.table,
                      "over": self.kind.is_over(self.table.state)})

    monkeypatch.setattr(journal_module.Journal, "write", spy)
    return found


def start(client, game, players, seed, **saved):
    client.app.settings.set("cpu_delay", 0.3)
    section = client.app.settings.section(game)
    section["level"] = "simple"
    for key, value in saved.items():
        section[key] = value
    if game == "counting":  # the remembered options (--game counting itself uses the defaults)
        from game.counting.scenes import CountingTable
        from game.counting.scenes.table import remembered_setup
        client.start()
        client.push(CountingTable(client.app, remembered_setup(client.app, players), seed))
        return client.app.top
    client.start(game, players=players, seed=seed, **({"variant": saved["variant"]} if "variant" in saved else {}))
    return client.app.top


def play_counting(client, table, kills=None, actions=20_000):
    """The human plays card 1 (a value: Enter), draws when it may, Enter after a round."""
    for _ in range(actions):
        if kills is not None:
            kills.settle(table)
        if client.app.top is not table or table.session.state.game_over:
            return
        if table.choice is not None or (table.between_rounds and not table.watching()):
            client.press(pygame.K_RETURN)
        elif table.session.state.drawer == 0 and not table.between_rounds:
            client.press(pygame.K_SPACE)
        elif table.session.state.turn == 0 and not table.between_rounds and table.session.state.hands[0]:
            client.press(pygame.K_1)
        else:
            client.wait(5)
    raise AssertionError("the game did not end")


def play_tricks(client, table, kills=None, premiums=True, actions=20_000):
    """The human bids its first three legal cards (a premium on every other deal it may) and
    plays the focused (first playable) card; Enter closes each deal summary."""
    for _ in range(actions):
        if kills is not None:
            kills.settle(table)
        top = client.app.top
        if table.session.state.phase == "over":
            return
        if isinstance(top, DealSummary):
            client.press(pygame.K_RETURN)
        elif top is not table:
            raise AssertionError(f"unexpected scene {top!r}")
        elif table.session.state.phase == "bidding" and 0 in table.session.state.to_act():
            choices = table.session.state.premium_choices(0)
            table.marked = list(table.session.state.legal_bid_cards(0)[:3])
            wanted = choices[table.session.state.deal % len(choices)] if premiums else None
            table._bid(wanted)
            client.frames(1)
        elif table.session.state.phase == "play" and table.session.state.turn_controller == 0 and not table.between_deals:
            client.press(pygame.K_RETURN)
        else:
            client.wait(5)
    raise AssertionError("the game did not end")


def saves_of(kind):
    """The save files of ``kind`` on disk now."""
    WRITER.flush()
    return [path for path in save_files() if kind_of_path(path) == kind]


def only_save(kind):
    """The one saved game of ``kind`` (None when there is none)."""
    paths = saves_of(kind)
    assert len(paths) <= 1, paths
    return read_save(paths[0]) if paths else None


def only_path(kind):
    """The file of the one saved game of ``kind``."""
    paths = saves_of(kind)
    assert len(paths) == 1, paths
    return paths[0]


def resume_in_new_app(tmp_path, monkeypatch, kind, data, path=None):
    """A new app (as after a kill) with ``data`` as the only save, in ``path`` (default: the
    first save of ``kind``): Continue is the main menu's first item; Enter on it returns the
    rebuilt table."""
    WRITER.flush()  # nothing queued may overwrite the save put in place here
    path = path or saves_of(kind)[0]
    for other in saves_dir().iterdir():
        other.unlink()
    path.write_bytes(data)
    speech = RecordingSpeech()
    app = App(Settings(), backend=speech, sound=False)
    try:
        app.start()
        menu = app.top
        assert isinstance(menu, MainMenu)
        assert menu.items[0].label.startswith("Continue: ")
        menu.items[0].action()
        table = next(scene for scene in app.scenes if isinstance(scene, (CountingTable, TricksTable)))
        return table, speech, app
    except BaseException:
        app.close()
        raise


def check_every_kill(tmp_path, monkeypatch, kills, kind, step=1):
    """Continue each save (every ``step``-th) in a new app: the same state and randomness, and,
    for a save that ended a frame, the same pause between rounds or deals."""
    assert len(kills) > 10
    assert sum(1 for kill in kills if kill["pause"]) >= 1  # a pause was saved too
    assert [kill["over"] for kill in kills[-2:]] == [False, True]  # the finished game is saved last
    for i in list(range(0, len(kills) - 1, step)) + [len(kills) - 1]:
        kill = kills[i]
        if kill["over"]:  # killed after the final save: the next start counts it (once) and removes it
            recorded = [row["game_id"] for row in db.games()]
            for other in saves_dir().iterdir():
                other.unlink()
            kill["path"].write_bytes(kill["data"])
            assert offers() == ([], [])
            assert [row["game_id"] for row in db.games()] == recorded and len(recorded) == 1
            assert list(saves_dir().iterdir()) == []
            continue
        assert kill["kind"] == kind
        table, _speech, app = resume_in_new_app(tmp_path, monkeypatch, kind, kill["data"], kill["path"])
        try:
            if kill["pause"] is not None:
                assert snapshot(table.session) == kill["snap"]
                assert pause_of(table) == kill["pause"]
            else:  # saved between a computer's card and its draw: resuming makes the draw (C-8)
                assert snapshot(table.session) in (kill["snap"], kills[i + 1]["snap"])
        finally:
            app.close()


@pytest.mark.long
@pytest.mark.parametrize("players,extra", [(2, {}), (3, {}), (4, {}), (3, {"draw": "auto"}),
                                           (3, {"hand_size": 1}), (6, {})])
def test_counting_kill_and_resume_at_every_action(client, tmp_path, monkeypatch, kills, players, extra):
    """C-1..C-21: a whole game (4 tokens each) resumed after every action equals the original."""
    table = start(client, "counting", players, 11, tokens=4, **extra)
    play_counting(client, table, kills)
    assert table.session.state.game_over
    assert saves_of("counting") == []  # a finished game is no longer offered
    saves = [k for k in kills if k["kind"] == "counting"]
    check_every_kill(tmp_path, monkeypatch, saves, "counting")


@pytest.mark.long
@pytest.mark.parametrize("players,variant,scoring", [(2, "standard", "target"), (3, "standard", "target"),
                                                    (4, "standard", "target"), (3, "classic", "target"),
                                                    (3, "oxford", "target"), (2, "classic", "parlett_game")])
def test_tricks_kill_and_resume_at_every_action(client, tmp_path, monkeypatch, kills, players, variant, scoring):
    """T-1..T-27: a whole game (target 100) resumed after every action equals the original;
    every third save is continued for the longer variants."""
    table = start(client, "tricks", players, 5, variant=variant, scoring=scoring, target=100)
    play_tricks(client, table, kills)
    assert table.session.state.phase == "over"
    saves = [k for k in kills if k["kind"] == "tricks"]
    check_every_kill(tmp_path, monkeypatch, saves, "tricks", step=1 if len(saves) < 200 else 3)


def test_resumed_game_goes_on_as_the_original(client, tmp_path, monkeypatch, kills):
    """The computer players' random state is saved: a game resumed mid-way ends exactly as the
    uninterrupted one (same final state)."""
    table = start(client, "counting", 3, 21, tokens=2, level="random")
    play_counting(client, table, kills)
    final = table.session.state.to_output()
    middle = kills[len(kills) // 2]["data"]
    resumed, _speech, app = resume_in_new_app(tmp_path, monkeypatch, "counting", middle,
                                              kills[len(kills) // 2]["path"])
    try:
        app.settings.set("cpu_delay", 0.3)
        from conftest import ClientDriver
        driver = ClientDriver(app, _speech)
        play_counting(driver, resumed)
        assert resumed.session.state.to_output() == final
    finally:
        app.close()


def test_continue_item_and_resumed_words_counting(client):
    """Done when: after two cards, the first item is Continue; Enter restores the same total,
    hand and turn, and says them."""
    table = start(client, "counting", 3, 7)
    client.press(pygame.K_1)  # 6 of hearts (C-7)
    client.press(pygame.K_SPACE)
    client.frames(200)  # Anna and Bob play
    assert table.session.state.turn == 0
    expected = table.session.state.to_output()
    hand = table.session.state.view(0).hand
    client.app.pop_to(client.app.scenes[0])  # as after a kill: nothing but the save is kept
    menu = client.app.top
    total = table.session.state.total
    assert menu.items[0].label == "Continue: counting game, round 1, your turn"
    client.clear()
    client.press(pygame.K_RETURN)
    resumed = client.app.top
    assert isinstance(resumed, CountingTable) and resumed is not table
    assert resumed.session.state.to_output() == expected
    from game.counting import text
    assert client.texts[0] == (f"Counting game resumed. Round 1. Total {total}. Your turn. "
                               f"{text.hand_text(hand)} Enter plays the {hand[0].name}.")


def test_continue_trick_game_mid_trick(client):
    """T-28: a trick game resumed mid-trick says the deal, the trick and the turn."""
    table = start(client, "tricks", 3, 5)
    client.frames(120)
    table.marked = list(table.session.state.legal_bid_cards(0)[:3])
    table._bid(None)
    for _ in range(400):
        if table.session.state.phase == "play" and table.session.state.turn_controller == 0 and table.view.current_trick:
            break
        if table.session.state.phase == "play" and table.session.state.turn_controller == 0:
            client.press(pygame.K_RETURN)
        client.frames(10)
    assert table.view.current_trick  # cards on the table
    expected = table.session.state.to_output()
    client.app.pop_to(client.app.scenes[0])
    label = client.app.top.items[0].label
    trick = len(table.view.played_tricks) + 1
    assert label == f"Continue: trick game, deal 1, trick {trick}, your turn"
    client.clear()
    client.press(pygame.K_RETURN)
    resumed = client.app.top
    assert isinstance(resumed, TricksTable)
    assert resumed.session.state.to_output() == expected
    spoken = client.texts[0]
    assert spoken.startswith(f"Trick game resumed. Your turn. Deal 1, trick {trick}. Bob deals. No trumps. ")
    assert " led the " in spoken  # who led the trick, and with what card
    # a player coming back hears the trumps and their tricks against their bid too (T-5, T-9, T-14),
    # and the card Enter plays last, as in every turn line (T-29)
    assert " tricks of your bid of 4. Focus: " in spoken and spoken.endswith(". H reads your hand.")


def continue_in_play(client, table, mine):
    """Bid, then play card by card (Enter) until the table is in card play with a card on it
    and the turn ``mine`` (the human's) or not; leave for the main menu and Continue: what the
    resumed table said first."""
    client.frames(120)
    table.marked = list(table.session.state.legal_bid_cards(0)[:3])
    table._bid(None)
    for _ in range(400):
        state = table.session.state
        if state.phase == "play" and table.view.current_trick and (state.turn_controller == 0) == mine:
            break
        if state.phase == "play" and state.turn_controller == 0:
            client.press(pygame.K_RETURN)
        client.frames(10)
    client.app.pop_to(client.app.scenes[0])
    client.clear()
    client.press(pygame.K_RETURN)
    assert isinstance(client.app.top, TricksTable) and client.app.top is not table
    return client.texts[0]


@pytest.mark.parametrize("code, mine, said", [
    ("en", True, "Trick game resumed. Your turn. Deal 1, trick 2. Bob deals. No trumps. Bob led the ace of hearts. "
                 "You have hearts. You have won 0 tricks of your bid of 4. Focus: 9 of hearts. H reads your hand."),
    ("en", False, "Trick game resumed. Anna to play. Deal 1, trick 1. Bob deals. No trumps. You led the 8 of hearts. "
                  "You have won 0 tricks of your bid of 4. "),
    ("es", False, "Juego de bazas reanudado. Juega Anna. Reparto 1, baza 1. Reparte Bob. "),
    ("ru", False, "Игра на взятки продолжается. Анна ходит. Сдача 1, взятка 1. Сдаёт Боб. "),
])
def test_continue_during_card_play_names_the_dealer(client, code, mine, said):
    """T-11, T-29: a game continued in card play names the deal's dealer after the deal (and the
    trick, on one's own turn), as a game continued in bidding does ("Deal 1. Anna deals. ..."),
    then the situation (found: card play named no dealer)."""
    table = start(client, "tricks", 3, 5)
    client.app.apply_language(code)
    assert continue_in_play(client, table, mine).startswith(said)


def test_abandon_the_game_removes_the_save(client):
    """Abandon the game, confirmed: the game is no longer offered."""
    start(client, "counting", 3, 7)
    client.press(pygame.K_1)
    assert only_save("counting") is not None
    client.press(pygame.K_ESCAPE)          # pause menu
    client.press(pygame.K_END)             # Abandon the game
    client.press(pygame.K_RETURN)          # the question: No
    client.press(pygame.K_DOWN)            # Yes
    client.press(pygame.K_RETURN)
    assert only_save("counting") is None
    assert list(saves_dir().iterdir()) == []  # nor its lock file
    assert isinstance(client.app.top, MainMenu)
    assert client.app.top.items[0].label == "Counting game"
    assert client.texts[-2:] == ["Game abandoned.", "Main menu. Counting game, 1 of 7"]


def test_a_key_during_the_main_menus_words_after_leaving_is_answered_once(client):
    """Leave the game, then End while "Main menu. Continue: ..., 1 of 8" has only begun: the
    answer "Quit, 8 of 8" is said and the menu's words, outdated (the focus moved), are not said
    again after it (heard by ear: said again unprompted)."""
    from timed_speech import app_timed_speech
    start(client, "counting", 3, 7)
    client.press(pygame.K_ESCAPE)
    client.press(pygame.K_END)
    client.press(pygame.K_UP)              # Leave the game
    speech = app_timed_speech(client)
    client.press(pygame.K_RETURN)
    assert isinstance(client.app.top, MainMenu)
    label = client.app.top.items[0].label
    for _ in range(60 * 20):
        if speech.texts[-1:] == [f"Main menu. {label}, 1 of 8"]:
            break
        client.wait(1)
    client.wait(6)  # a tenth of a second into it
    client.press(pygame.K_END)
    for _ in range(60 * 20):
        if speech.idle():
            break
        client.wait(1)
    assert speech.texts == ["Game saved. Continue in the main menu resumes it.", f"Main menu. {label}, 1 of 8",
                            "Quit, 8 of 8"]


@pytest.mark.parametrize("game", ["counting", "tricks"])
def test_leave_the_game_keeps_it_for_continue(client, game):
    """Leave the game (the pause menu's fourth item) asks nothing and loses nothing: the main menu
    comes back saying the game is saved, its focus on Continue, which resumes the game."""
    start(client, game, 3, 7)
    client.press(pygame.K_ESCAPE)          # pause menu
    client.press(pygame.K_END)
    client.press(pygame.K_UP)              # Leave the game
    assert client.last == "Leave the game, 4 of 5. Keeps the game: Continue in the main menu resumes it."
    client.clear()
    client.press(pygame.K_RETURN)
    assert isinstance(client.app.top, MainMenu)
    assert only_save(game) is not None
    lock = acquire(only_path(game))
    assert isinstance(lock, SaveLock)      # kept, and free for Continue
    lock.release()
    label = client.app.top.items[0].label
    assert label.startswith(f"Continue: {'counting' if game == 'counting' else 'trick'} game, ")
    assert client.texts == ["Game saved. Continue in the main menu resumes it.", f"Main menu. {label}, 1 of 8"]
    client.clear()
    client.press(pygame.K_RETURN)          # Continue
    assert client.app.top.session.kept()
    assert client.texts[0].startswith("Counting game resumed." if game == "counting" else "Trick game resumed.")


def test_closing_the_window_keeps_the_save(client):
    """Closing the app mid-game (or a crash) keeps the game offered."""
    start(client, "counting", 3, 7)
    client.press(pygame.K_1)
    client.app.close()
    assert only_save("counting") is not None
    found, notices = offers()
    assert [offer.label for offer in found] == ["Continue: counting game, round 1, your draw"]
    assert notices == []


def _saved_counting(client):
    start(client, "counting", 3, 7)
    client.press(pygame.K_1)
    client.app.pop_to(client.app.scenes[0])
    WRITER.flush()
    return json.loads(only_path("counting").read_text())


@pytest.mark.parametrize("damage", ["truncated", "not json", "edited action", "bad setup", "binary"])
def test_damaged_save_is_set_aside_with_a_notice(client, damage):
    """A save that cannot be read or replayed is renamed to counting.json.bad and said; the menu
    works and offers no Continue."""
    data = _saved_counting(client)
    path = only_path("counting")
    if damage == "truncated":
        path.write_bytes(path.read_bytes()[:40])
    elif damage == "not json":
        path.write_text("{nope")
    elif damage == "binary":
        path.write_bytes(bytes(range(256)))
    elif damage == "edited action":
        data["entries"][0]["play"] = "KD"  # not in the hand
        path.write_text(json.dumps(data))
    else:
        data["setup"]["players"] = 12
        path.write_text(json.dumps(data))
    client.clear()
    menu = MainMenu(client.app)
    client.push(menu)
    assert menu.items[0].label == "Counting game"
    assert not path.exists()
    assert path.with_name(path.name + ".bad").exists()
    reason = {"edited action": "an action breaks the rules"}.get(damage, "damaged")
    assert client.texts[-1] == (f"The saved counting game could not be continued ({reason}). "
                                "It was kept in the saves folder, with .bad added to its file name.")


def test_newer_version_save_is_refused_and_kept(client):
    data = _saved_counting(client)
    data["app_version"] = "99.0"
    only_path("counting").write_text(json.dumps(data))
    client.clear()
    menu = MainMenu(client.app)
    client.push(menu)
    assert menu.items[0].label == "Counting game"
    assert only_path("counting").exists()
    assert client.texts[-1] == ("The saved counting game was made by a newer version of Ninety-Nine (99.0); "
                                "this is version 0.1.0, so it cannot be continued here. It was kept.")


@pytest.mark.parametrize("writer", ["as it comes", "first"])
def test_save_write_failure_is_said_once_and_play_goes_on(client, monkeypatch, writer):
    """Said once, also when the writer thread failed the game's first save before its table was
    there to say it (``"first"``: each save written before the game goes on; the notice was
    lost then: flaky on a loaded machine)."""
    import game.autosave.store as store

    def refuse(path, data, sync=True):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(store, "write_atomic", refuse)
    if writer == "first":
        handed = WRITER.submit

        def submit_and_wait(path, data):
            handed(path, data)
            assert WRITER.flush()
        monkeypatch.setattr(WRITER, "submit", submit_and_wait)
    table = start(client, "counting", 3, 7)
    client.press(pygame.K_1)
    WRITER.flush()
    client.press(pygame.K_SPACE)
    WRITER.flush()
    client.frames(200)
    notices = [t for t in client.texts if t.startswith("The game could not be saved")]
    assert notices == ["The game could not be saved: No space left on device. Play goes on."]
    assert table.session.state.last_player != 0  # the game went on


def test_save_is_written_atomically(client, monkeypatch):
    """A failure while writing leaves the previous save whole and no temporary file behind."""
    start(client, "counting", 3, 7)
    client.press(pygame.K_1)
    WRITER.flush()
    path = only_path("counting")
    before = path.read_bytes()
    import game.autosave.store as store

    def broken_replace(src, dst):
        raise OSError(5, "Input/output error")
    monkeypatch.setattr(store.os, "replace", broken_replace)
    client.press(pygame.K_SPACE)
    WRITER.flush()
    assert path.read_bytes() == before
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name, path.stem + ".lock"]


def test_a_save_is_synced_to_the_disk_before_it_replaces_the_old_one(tmp_path, monkeypatch):
    """The game's own setting (store.SYNC, switched off for the other tests by conftest): the new
    file's data and then its folder are fsync-ed, the data before the rename."""
    import game.autosave.store as store
    monkeypatch.setattr(store, "SYNC", True)
    calls = []
    real_fsync, real_replace = store.os.fsync, store.os.replace
    monkeypatch.setattr(store.os, "fsync", lambda fd: (calls.append("fsync"), real_fsync(fd))[1])
    monkeypatch.setattr(store.os, "replace", lambda a, b: (calls.append("replace"), real_replace(a, b))[1])
    path = tmp_path / "saves" / "counting-x.json"
    store.write_atomic(path, b'{"format": 1}')
    assert path.read_bytes() == b'{"format": 1}'
    assert calls == ["fsync", "replace", "fsync"]
    calls.clear()
    store.write_atomic(path, b"{}", sync=False)
    assert calls == ["replace"] and path.read_bytes() == b"{}"


def test_random_state_round_trip():
    rng = random.Random(3)
    rng.random()
    state = journal_module.rng_from_json(json.loads(json.dumps(journal_module.rng_to_json(rng))))
    twin = random.Random()
    twin.setstate(state)
    assert twin.random() == rng.random()
    with pytest.raises(ValueError):
        journal_module.rng_from_json([3, [1, 2], None])



def test_pause_between_rounds_comes_back(client, kills):
    """Killed while "Round 1 over ... Enter: next round." waits: the resumed table says it again
    and Enter deals the next round (the step is saved)."""
    table = start(client, "counting", 3, 11, tokens=4)
    for _ in range(5000):
        if table.between_rounds:
            break
        kills.settle(table)
        if table.choice is not None:
            client.press(pygame.K_RETURN)
        elif table.session.state.drawer == 0:
            client.press(pygame.K_SPACE)
        elif table.session.state.turn == 0 and table.session.state.hands[0]:
            client.press(pygame.K_1)
        else:
            client.wait(5)
    assert table.between_rounds and not table.watching()
    round_over = table.round_over
    client.app.pop_to(client.app.scenes[0])
    assert client.app.top.items[0].label == "Continue: counting game, round 1 over"
    client.clear()
    client.press(pygame.K_RETURN)
    resumed = client.app.top
    assert client.texts[0] == f"Counting game resumed. {round_over}"
    assert resumed.between_rounds
    client.press(pygame.K_RETURN)
    assert not resumed.between_rounds
    assert only_save("counting").entries[-1] == {"step": "continue"}


def continue_in_bidding(client, table):
    """Leave the table for the main menu and Continue: what the resumed table said first."""
    client.app.pop_to(client.app.scenes[0])
    client.clear()
    client.press(pygame.K_RETURN)
    assert isinstance(client.app.top, TricksTable) and client.app.top is not table
    return client.texts[0]


def test_continue_during_bidding_says_who_has_bid(client):
    """T-7: resumed while the player's bid is awaited, the line says who has bid already, as
    the panels show it and B tells it (found by ear: it left "Anna has bid." out); T-11, T-29:
    the deal's dealer and who leads, as its opening said them (found by ear: left out)."""
    table = start(client, "tricks", 2, 5)
    for _ in range(200):
        client.frames(1)
        if table.view.has_bid[1]:
            break
    assert table.view.has_bid[1] and table.view.bid is None
    said = continue_in_bidding(client, table)
    assert said == ("Trick game resumed. Deal 1. Anna deals. No trumps. You lead. Choose 3 bid cards. H reads your "
                    "hand; focus: 8 of spades. Anna has bid.")


def test_continue_during_bidding_before_anyone_bid(client):
    """T-7: nobody has bid yet (three players, the computers not yet done): said so."""
    table = start(client, "tricks", 3, 5)
    assert not any(table.view.has_bid)
    assert continue_in_bidding(client, table) == (
        "Trick game resumed. Deal 1. Bob deals. No trumps. You lead. Choose 3 bid cards. H reads your hand; "
        "focus: 8 of spades. Nobody else has bid yet.")


@pytest.mark.parametrize("code, opening", [
    ("es", "Juego de bazas reanudado. Reparto 1. Reparte Anna. Sin triunfo. Sales tú. Elige 3 cartas de apuesta. "),
    ("ru", "Игра на взятки продолжается. Сдача 1. Сдаёт Анна. Без козырей. Заходите вы. Выберите 3 карты ставки. "),
])
def test_continue_during_bidding_says_the_dealer_and_who_leads_in_each_language(client, code, opening):
    """T-11, T-29: the resumed line opens as the deal's opening did, with its dealer and who leads."""
    table = start(client, "tricks", 2, 5)
    client.app.apply_language(code)
    assert continue_in_bidding(client, table).startswith(opening)


def test_continue_after_ones_own_bid_says_the_bids_and_whose_is_awaited(client):
    """T-7: the player's own bid made, the others' awaited: who is awaited, said once ("Waiting
    for Anna and Bob.", never again as "Anna not yet bid" in the bids), then the bids made as B
    says them; the deal's dealer, trumps and who leads first (T-11, T-29)."""
    table = start(client, "tricks", 3, 5)
    table.marked = list(table.session.state.legal_bid_cards(0)[:3])
    table._bid(None)
    assert table.view.has_bid == (True, False, False)
    assert continue_in_bidding(client, table) == (
        "Trick game resumed. Deal 1. Bob deals. No trumps. You lead. Bidding. No cards on the table. "
        "Waiting for Anna and Bob. "
        "Bids: you 4. H reads your hand.")


def test_deal_summary_comes_back(client):
    """Killed while the deal summary is open: it opens again on resuming; Enter deals on."""
    table = start(client, "tricks", 3, 5, target=100)
    assert isinstance(play_to_the_deal_summary(client, table), DealSummary)
    client.app.pop_to(client.app.scenes[0])
    assert client.app.top.items[0].label == "Continue: trick game, deal 1 over"
    client.clear()
    client.press(pygame.K_RETURN)
    summary = client.app.top
    assert isinstance(summary, DealSummary)
    assert client.texts[0] == "Trick game resumed. Deal 1 is over. Scores: you 0, Anna 32, Bob 7."
    assert client.texts[1].startswith("Deal 1 summary.")
    client.frames(60)  # the deal summary takes Enter after its first second (SETTLE_SECONDS)
    client.press(pygame.K_RETURN)
    resumed = client.app.top
    assert isinstance(resumed, TricksTable) and resumed.session.state.deal == 2 and not resumed.between_deals
    assert only_save("tricks").entries[-1] == {"step": "continue"}


def test_leave_the_game_from_the_deal_summary_keeps_it(client):
    """Escape on the deal summary, Leave the game: the main menu says the game is saved, and
    Continue brings the summary back (T-29)."""
    table = start(client, "tricks", 3, 5, target=100)
    assert isinstance(play_to_the_deal_summary(client, table), DealSummary)
    client.frames(60)  # (the summary's first second: no key but a status key acts)
    client.press(pygame.K_ESCAPE)
    client.press(pygame.K_END)
    client.press(pygame.K_UP)  # Leave the game
    client.clear()
    client.press(pygame.K_RETURN)
    assert client.texts == ["Game saved. Continue in the main menu resumes it.",
                            "Main menu. Continue: trick game, deal 1 over, 1 of 8"]
    client.press(pygame.K_RETURN)
    assert isinstance(client.app.top, DealSummary)


# ----------------------------------------------------------------- the finish order
class Killed(BaseException):
    """Stands for a SIGKILL at one moment of the finish."""


@pytest.mark.parametrize("cut", ["before the final save", "before the statistics row", "before the removal"])
def test_a_kill_between_the_finish_steps_leaves_the_game_offered_or_counted(client, cut):
    """Finding 1: killed at any step of the finish, the next start either offers the game or
    counts it, and counts it once."""
    table = start(client, "counting", 3, 11, tokens=1)
    original_write = journal_module.Journal.write
    original_submit = WRITER.submit

    def write(self):
        if cut == "before the final save" and self.kind.is_over(self.table.state):
            raise Killed
        original_write(self)

    def record_finished(kind, setup, save):
        raise Killed

    def submit(path, data):
        if data is None:
            raise Killed
        original_submit(path, data)
    with pytest.MonkeyPatch.context() as patch, pytest.raises(Killed):
        patch.setattr(journal_module.Journal, "write", write)
        if cut == "before the statistics row":
            patch.setattr(journal_module, "record_finished", record_finished)
        if cut == "before the removal":
            patch.setattr(WRITER, "submit", submit)
        play_counting(client, table)
    WRITER.flush()
    table.session.journal.lock.release()  # the system lets a killed process's locks go
    game_id = table.session.journal.save.game_id
    assert len(saves_of("counting")) == 1
    counted = [row["game_id"] for row in db.games()]
    assert counted == ([game_id] if cut == "before the removal" else [])
    found, notices = offers()  # the next start
    assert notices == []
    if cut == "before the final save":  # the last save on disk is one action before the end: offered
        assert [offer.save.game_id for offer in found] == [game_id] and db.games() == []
    else:  # the finished game's save: counted once, then removed
        assert found == [] and saves_of("counting") == []
        assert [row["game_id"] for row in db.games()] == [game_id]


@pytest.mark.long
def test_sigkill_at_random_moments_never_loses_a_game(tmp_path):
    """A real process plays counting games one after another and is killed with SIGKILL at 6
    random moments (seeded, up to 1.5 s after its first game started): after each kill, every game it had started is offered by the next
    start or counted in the statistics, once."""
    import subprocess
    import sys
    import time
    from pathlib import Path

    from game.stats import db as stats
    root = Path(__file__).resolve().parent.parent
    rng = random.Random(20)
    import os
    env = dict(os.environ, NINETYNINE_CONFIG_DIR=str(tmp_path / "config"))
    started = {}
    for _kill in range(6):
        child = subprocess.Popen([sys.executable, str(root / "tests" / "save_kill_child.py")], cwd=root, env=env,
                                 stdout=subprocess.PIPE, text=True)
        first = child.stdout.readline()  # its first game has started (a loaded machine starts it late)
        deadline = time.monotonic() + rng.uniform(0.0, 1.5)
        while time.monotonic() < deadline:
            time.sleep(0.05)
        child.kill()
        out, _err = child.communicate(timeout=30)
        text = first + out
        lines = text.split("\n")[:-1]  # whole lines only: a kill may cut the last one short
        for line in lines:
            word, *rest = line.split()
            if word == "started":
                started[rest[1]] = Path(rest[0])
        offers()  # the next start: finished games' saves are counted and removed
        counted = [row["game_id"] for row in stats.games()]
        assert len(counted) == len(set(counted))  # never twice
        on_disk = {read_save(path).game_id for path in saves_of("counting")}
        for game_id in started:
            assert game_id in counted or game_id in on_disk, game_id
    assert len(started) >= 6


def play_until_out(client, table):
    """The human plays card 1 (a value: Enter), draws, Enter after a round, until it is out."""
    for _ in range(5000):
        if table.watching():
            return
        if table.choice is not None or table.between_rounds:
            client.press(pygame.K_RETURN)
            client.frames(70)  # the new deal is heard before the next key acts
        elif table.session.state.drawer == 0:
            client.press(pygame.K_SPACE)
        elif table.session.state.turn == 0 and table.session.state.hands[0]:
            client.press(pygame.K_1)
        else:
            client.wait(5)
    raise AssertionError("the human never went out")


def test_playing_the_rest_out_records_the_game_and_ends_its_save(client):
    """C-18, C-20: out of the game, Enter plays the rest out at once: the finished game is in the
    statistics (lost, third of three) and Continue no longer offers it."""
    from game.stats.db import games
    table = start(client, "counting", 3, 7, tokens=2)
    play_until_out(client, table)
    client.press(pygame.K_RETURN)
    assert client.texts[-1].startswith("The game is played out. Game over. ")
    WRITER.flush()
    assert only_save("counting") is None
    rows = games()
    assert len(rows) == 1 and rows[0]["kind"] == "counting" and rows[0]["won"] == 0 and rows[0]["place"] == 3
    assert rows[0]["rounds"] == table.session.state.round
    client.app.pop_to(client.app.scenes[0])
    assert not any(item.label.startswith("Continue") for item in client.app.top.items)


def test_continue_keeps_the_hints_used_and_the_round_you_went_out_in(client):
    """A hint asked (A) and going out in round 1 survive Continue: the results say "Hints used: 1."
    and "out in round 1", and the watching notice is not said again after every computer move."""
    table = start(client, "counting", 3, 7, tokens=2)
    client.press(pygame.K_a)
    assert table.hints_used == 1
    play_until_out(client, table)
    out_rounds = dict(table.out_rounds)
    client.app.pop_to(client.app.scenes[0])
    client.press(pygame.K_RETURN)  # Continue
    resumed = client.app.top
    assert isinstance(resumed, CountingTable) and resumed is not table
    assert resumed.hints_used == 1 and resumed.out_rounds == out_rounds == {0: 1}
    client.clear()
    client.frames(60 * 8)
    watching = "You are out: you are watching."
    assert not any(line.startswith(watching) for line in client.texts)
    client.press(pygame.K_RETURN)  # play the rest out
    results = client.texts[-1]
    assert "3rd: you, out in round 1." in results and "Hints used: 1." in results


@pytest.mark.parametrize("marked, read", [(["8S", "6H"], ["8S", "6H"]), ("8S", []), ([8, "6H"], []),
                                          (["8S", "6H", "QS", "2C"], [])])
def test_the_bid_cards_marked_are_read_when_well_formed_and_else_dropped_alone(marked, read):
    """T-6: a save's ``marked`` (bid cards marked, not yet bid) is a list of at most 3 card codes;
    anything else is read as none, the game itself whole; a save with none has no ``marked``."""
    from game.autosave.store import SavedGame
    data = SavedGame("tricks", {"players": 3}, 5, [{"player": 1, "bid": ["2S", "3S", "4S"]}]).to_json()
    assert "marked" not in data
    save = SavedGame.from_json({**data, "marked": marked}, "tricks")
    assert save.marked == read
    assert save.entries == [{"player": 1, "bid": ["2S", "3S", "4S"]}]
    assert SavedGame.from_json(save.to_json(), "tricks").marked == read
