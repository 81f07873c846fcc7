"""Statistics (game.stats): a row per finished game with the right numbers, the summary lines,
the Statistics screen with its Reset behind a question, schema version and migration, and a
damaged, locked or newer database reported while play goes on."""

import sqlite3

import pygame
import pytest

from game import i18n
from game.counting.events import GameEnded, PlayerEliminated, RoundStarted, TokensLost
from game.counting.menu_entry import ENTRY as COUNTING
from game.table.local import LocalSession
from game.scenes.registry import register_game
from game.stats import db
from game.stats.scene import StatisticsScene
from game.scenes.main_menu import MainMenu
from game.stats.rows import totals_of
from game.stats.summary import summary_groups, summary_lines
from game.tricks.events import DealScored
from game.tricks.events import GameEnded as TricksGameEnded
from test_autosave import play_counting, play_tricks, start


@pytest.fixture(autouse=True)
def _registered():
    import importlib

    import game.tricks.menu_entry
    register_game(COUNTING)
    importlib.reload(game.tricks.menu_entry)


@pytest.fixture
def events(monkeypatch):
    """Every event of every action applied by a table."""
    found = []
    original = LocalSession.apply

    def spy(self, action):
        result = original(self, action)
        found.extend(result)
        return result

    monkeypatch.setattr(LocalSession, "apply", spy)
    return found


def test_counting_row_per_finished_game(client, events):
    """C-12..C-20: rounds, tokens paid by cause, place; pinned for seed 11 and checked against
    the events."""
    table = start(client, "counting", 3, 11, tokens=3)
    play_counting(client, table)
    rows = db.games()
    assert len(rows) == 1
    row = rows[0]
    paid = {"reached": 0, "passed": 0, "empty": 0}
    for event in events:
        if isinstance(event, TokensLost) and event.seat == 0:
            paid["empty" if event.reason == "empty hand" else event.reason.split()[0]] += event.paid
    out = [e for e in events if isinstance(e, PlayerEliminated) and e.seat == 0]
    winner = next(e for e in events if isinstance(e, GameEnded)).winner
    assert (row["kind"], row["players"], row["variant"]) == ("counting", 3, "")
    assert row["rounds"] == 1 + sum(1 for e in events if isinstance(e, RoundStarted))  # round 1: dealt at start
    assert (row["lost_reached"], row["lost_passed"], row["lost_empty"]) == (paid["reached"], paid["passed"],
                                                                            paid["empty"])
    assert row["won"] == int(winner == 0)
    assert row["place"] == (1 if winner == 0 else out[0].players_left + 1)
    assert sum(paid.values()) == 3 or row["won"] == 1  # out after paying all 3 tokens, or the winner
    assert (row["rounds"], row["won"], row["place"]) == (2, 0, 3)


def test_tricks_row_per_finished_game(client, events):
    """T-14, T-9, T-16, T-17: deals, exact bids, premiums offered and made, points, best score, place."""
    table = start(client, "tricks", 3, 5, target=100)
    play_tricks(client, table)
    row = db.games()[0]
    scored = [e for e in events if isinstance(e, DealScored)]
    ended = [e for e in events if isinstance(e, TricksGameEnded)][-1]
    assert (row["kind"], row["players"], row["variant"]) == ("tricks", 3, "standard")
    assert row["deals"] == len(scored)
    assert row["exact_bids"] == sum(1 for e in scored if e.made[0])
    assert row["points"] == sum(e.points[0] for e in scored)
    assert row["best_score"] == ended.game_scores[0]
    assert row["place"] == 1 + sum(1 for seat in (1, 2) if ended.game_scores[seat] > ended.game_scores[0])
    assert row["won"] == int(0 in ended.winners)
    # the test's human offers a premium on deals 1, 2, 4, 5, ... (choices[deal % 3] is not None)
    assert row["premiums_offered"] == sum(1 for e in scored if e.deal % 3 != 0)
    assert 0 <= row["premiums_made"] <= row["premiums_offered"]
    assert (row["deals"], row["exact_bids"], row["premiums_offered"]) == (4, 2, 3)


def test_summary_lines_group_by_kind_and_players(tmp_path):
    path = tmp_path / "s.sqlite3"
    db.record_game({"kind": "counting", "players": 3, "won": 1, "place": 1, "rounds": 4, "lost_reached": 2,
                    "lost_passed": 1, "lost_empty": 0}, path)
    db.record_game({"kind": "counting", "players": 3, "won": 0, "place": 2, "rounds": 6, "lost_reached": 3,
                    "lost_passed": 5, "lost_empty": 1}, path)
    db.record_game({"kind": "tricks", "players": 2, "variant": "classic", "won": 1, "place": 1, "deals": 4,
                    "exact_bids": 3, "premiums_offered": 2, "premiums_made": 1, "points": 130,
                    "best_score": 130}, path)
    assert summary_lines(db.totals(path)) == [
        "Counting game, 3 players",
        "2 games played, 1 won",
        "Average place: 1.5 (1 is first place)",
        "10 rounds played",
        "Your tokens lost to others reaching 33, 66 or 99: 5",
        "Your tokens lost by passing 33, 66 or 99: 6",
        "Your tokens lost with an empty hand: 1",
        "Trick game, 2 players, classic",
        "1 game played, 1 won",
        "Average place: 1.0 (1 is first place)",
        "4 deals played",
        "Exact bids: 3",
        "Premiums: 2 offered, 1 made",
        "Average points per deal: 32.5",
        "Best game score: 130",
    ]
    assert summary_lines([]) == ["No finished games yet"]


@pytest.mark.parametrize("language, place, points", [
    ("es", ["Puesto medio: 1,5 (1 es el primer puesto)", "Puesto medio: 1,0 (1 es el primer puesto)"],
     "Puntos medios por reparto: 32,5"),
    ("ru", ["Среднее место: 1,5 (1 — первое место)", "Среднее место: 1,0 (1 — первое место)"],
     "В среднем очков за сдачу: 32,5"),
])
def test_averages_use_the_languages_decimal_comma(tmp_path, language, place, points):
    """A by-ear tester heard "Puesto medio: 2.0" where the options say "1,5 segundos": every
    average on the Statistics screen has the decimal separator of the player's language."""
    path = tmp_path / "s.sqlite3"
    for won, placed in ((1, 1), (0, 2)):
        db.record_game({"kind": "counting", "players": 3, "won": won, "place": placed, "rounds": 4,
                        "lost_reached": 0, "lost_passed": 0, "lost_empty": 0}, path)
    db.record_game({"kind": "tricks", "players": 2, "variant": "classic", "won": 1, "place": 1, "deals": 4,
                    "exact_bids": 3, "premiums_offered": 2, "premiums_made": 1, "points": 130,
                    "best_score": 130}, path)
    i18n.set_language(language)
    lines = summary_lines(db.totals(path))
    assert [line for line in lines if line.startswith(place[0][:6])] == place
    assert points in lines


TRICK_LINES = {
    "standard": ["Trick game, 3 players, standard", "2 games played, 1 won", "Average place: 1.5 (1 is first place)",
                 "10 deals played",
                 "Exact bids: 4", "Premiums: 1 offered, 1 made", "Average points per deal: 12.0",
                 "Best game score: 150"],
    "oxford": ["Trick game, 3 players, Oxford Whist", "1 game played, 0 won", "Average place: 3.0 (1 is first place)",
               "8 deals played", "Exact bids: 1", "Premiums: 0 offered, 0 made", "Average points per deal: 5.0",
               "Best game score: 40"],
}
"""The groups of :func:`_two_variants`: standard, then Oxford Whist, each with its own figures."""


def _two_variants(path):
    """Three games of the 3-player trick game: two standard (120 points in 10 deals), one Oxford
    Whist (40 points in 8 deals, T-27)."""
    db.record_game({"kind": "tricks", "players": 3, "variant": "oxford", "won": 0, "place": 3, "deals": 8,
                    "exact_bids": 1, "points": 40, "best_score": 40}, path)
    db.record_game({"kind": "tricks", "players": 3, "variant": "standard", "won": 1, "place": 1, "deals": 6,
                    "exact_bids": 3, "premiums_offered": 1, "premiums_made": 1, "points": 80, "best_score": 150},
                   path)
    db.record_game({"kind": "tricks", "players": 3, "variant": "standard", "won": 0, "place": 2, "deals": 4,
                    "exact_bids": 1, "points": 40, "best_score": 90}, path)


def test_trick_statistics_are_kept_per_variant(tmp_path):
    """T-25..T-27: each variant scores its own way, so its games make a group of their own
    ("Trick game, 3 players, Oxford Whist"): averages are never mixed; standard comes first."""
    path = tmp_path / "s.sqlite3"
    _two_variants(path)
    totals = db.totals(path)
    assert [(row["kind"], row["players"], row["variant"], row["games"]) for row in totals] == [
        ("tricks", 3, "standard", 2), ("tricks", 3, "oxford", 1)]
    assert summary_lines(totals) == TRICK_LINES["standard"] + TRICK_LINES["oxford"]


def test_trick_statistics_per_variant_in_each_language(tmp_path):
    path = tmp_path / "s.sqlite3"
    _two_variants(path)
    db.record_game({"kind": "tricks", "players": 4, "variant": "classic", "won": 1, "place": 1, "deals": 3,
                    "points": 30, "best_score": 120}, path)
    headings = {}
    for language in ("en", "es", "ru"):
        i18n.set_language(language)
        headings[language] = [heading for heading, _lines in summary_groups(db.totals(path))]
    i18n.set_language("en")
    assert headings == {
        "en": ["Trick game, 3 players, standard", "Trick game, 3 players, Oxford Whist",
               "Trick game, 4 players, classic"],
        "es": ["Juego de bazas, 3 jugadores, variante estándar", "Juego de bazas, 3 jugadores, Oxford Whist",
               "Juego de bazas, 4 jugadores, variante clásica"],
        "ru": ["Игра на взятки, 3 игрока, стандартный вариант", "Игра на взятки, 3 игрока, оксфордский вист",
               "Игра на взятки, 4 игрока, классический вариант"]}


@pytest.mark.parametrize("version", [1, 2])
def test_an_old_database_with_trick_games_without_a_variant_counts_them_as_standard(tmp_path, version):
    """A database of an earlier version (1: no game id; 2: the current tables) whose trick rows
    hold no variant (``""``): they count as standard, the only trick game there was, and
    group with the standard games recorded since; every row is kept, none is changed, and the
    schema is brought to the current version."""
    path = tmp_path / "s.sqlite3"
    con = sqlite3.connect(path)
    for step in db.MIGRATIONS[:version]:
        step(con)
    con.execute(f"PRAGMA user_version = {version}")
    con.commit()
    con.close()
    _raw(path, kind="tricks", players=3, variant="", won=1, place=1, rounds=0, deals=6, exact_bids=3,
         premiums_offered=1, premiums_made=1, points=80, best_score=150)
    _raw(path, kind="tricks", players=3, variant="", won=0, place=2, rounds=0, deals=4, exact_bids=1, points=40,
         best_score=90)
    _raw(path, kind="counting", players=4, won=1, place=1, rounds=5)
    db.record_game({"kind": "tricks", "players": 3, "variant": "oxford", "won": 0, "place": 3, "deals": 8,
                    "exact_bids": 1, "points": 40, "best_score": 40}, path)
    assert len(db.games(path)) == 4
    lines = summary_lines(db.totals(path))
    assert lines[0] == "Counting game, 4 players"
    assert lines[7:] == TRICK_LINES["standard"] + TRICK_LINES["oxford"]
    con = sqlite3.connect(path)
    assert con.execute("PRAGMA user_version").fetchone()[0] == db.SCHEMA_VERSION
    assert [row[0] for row in con.execute("SELECT variant FROM games WHERE kind = 'tricks' ORDER BY id")] == [
        "", "", "oxford"]  # read as standard, never rewritten: an older copy of the game reads them as before
    con.close()
    assert db.record_game({"kind": "tricks", "players": 3, "won": 0, "place": 2, "deals": 1}, path)
    assert db.games(path)[-1]["variant"] == "standard"  # a trick game recorded with no variant: standard


def test_a_trick_row_with_an_unknown_or_impossible_variant_is_left_out(tmp_path):
    """A hand-edited variant no version knows, or Oxford Whist with 4 players (T-27): left out
    and counted, as any row that fails its checks."""
    path = tmp_path / "s.sqlite3"
    _two_variants(path)
    _raw(path, kind="tricks", players=3, variant="bridge", won=0, place=2, deals=1)
    _raw(path, kind="tricks", players=4, variant="oxford", won=0, place=2, deals=1)
    rows, left_out = db.read_games(path)
    assert (len(rows), left_out) == (3, 2)
    assert summary_lines(totals_of(rows), left_out) == (
        TRICK_LINES["standard"] + TRICK_LINES["oxford"] + ["2 recorded games could not be read and are left out"])


def test_statistics_screen_reads_lines_and_resets_after_a_question(client):
    """The game's heading is said with its first line, never as an item of its own; Reset asks
    first; after it the screen is the empty one, with no Reset."""
    db.record_game({"kind": "counting", "players": 4, "won": 0, "place": 3, "rounds": 5})
    client.start()
    scene = StatisticsScene(client.app)
    client.push(scene)
    assert client.last == "Statistics. Counting game, 4 players. 1 game played, 0 won, 1 of 8"
    client.clear()
    for _ in range(7):
        client.press(pygame.K_DOWN)
    assert client.texts == ["Average place: 3.0 (1 is first place), 2 of 8", "5 rounds played, 3 of 8",
                            "Your tokens lost to others reaching 33, 66 or 99: 0, 4 of 8",
                            "Your tokens lost by passing 33, 66 or 99: 0, 5 of 8",
                            "Your tokens lost with an empty hand: 0, 6 of 8", "Reset statistics, 7 of 8", "Back, 8 of 8"]
    client.clear()
    client.press(pygame.K_UP)
    client.press(pygame.K_UP)  # back into the game's lines: its heading first
    assert client.texts == ["Reset statistics, 7 of 8",
                            "Counting game, 4 players. Your tokens lost with an empty hand: 0, 6 of 8"]
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RETURN)
    assert client.last == ("Reset statistics? Every finished game recorded so far will be forgotten. "
                           "No, 1 of 2")
    client.press(pygame.K_RETURN)  # No
    assert client.last == "Statistics. Reset statistics, 7 of 8"
    assert len(db.games()) == 1
    client.press(pygame.K_RETURN)  # Reset statistics again
    client.press(pygame.K_DOWN)
    client.clear()
    client.press(pygame.K_RETURN)  # Yes
    assert db.games() == []
    assert client.texts == ["Statistics reset.", "No finished games yet, 1 of 2"]
    assert client.app.top is scene
    assert [item.label for item in scene.items] == ["No finished games yet", "Back"]
    assert scene.rows == ["No finished games yet", "Back"] and scene.heading_rows == frozenset()


def test_statistics_headings_are_said_when_the_focus_enters_a_game(client):
    """Two games and a row left out: Up, Down, Home, End and letters land only on lines; a
    game's heading is said when the focus comes into its lines from outside them, Enter says a
    line again with its heading, and T finds the trick game by its heading."""
    db.record_game({**ROW, "players": 3, "won": 1, "place": 1, "rounds": 4})
    db.record_game({"kind": "tricks", "players": 2, "variant": "classic", "won": 1, "place": 1, "deals": 4,
                    "exact_bids": 3, "premiums_offered": 2, "premiums_made": 1, "points": 130, "best_score": 130})
    _raw(db.db_path(), players="x")
    client.start()
    scene = StatisticsScene(client.app)
    client.push(scene)
    assert [item.label for item in scene.items] == [
        "1 game played, 1 won", "Average place: 1.0 (1 is first place)", "4 rounds played",
        "Your tokens lost to others reaching 33, 66 or 99: 0",
        "Your tokens lost by passing 33, 66 or 99: 0", "Your tokens lost with an empty hand: 0",
        "1 game played, 1 won", "Average place: 1.0 (1 is first place)", "4 deals played", "Exact bids: 3",
        "Premiums: 2 offered, 1 made", "Average points per deal: 32.5", "Best game score: 130",
        "1 recorded game could not be read and is left out", "Reset statistics", "Back"]
    assert scene.heading_rows == frozenset({0, 7})
    assert [scene.rows[i] for i in sorted(scene.heading_rows)] == ["Counting game, 3 players", "Trick game, 2 players, classic"]
    assert client.last == "Statistics. Counting game, 3 players. 1 game played, 1 won, 1 of 16"
    client.clear()
    for key in (pygame.K_END, pygame.K_UP, pygame.K_UP, pygame.K_UP, pygame.K_UP, pygame.K_RETURN, pygame.K_HOME):
        client.press(key)
    for _ in range(7):
        client.press(pygame.K_DOWN)
    assert client.texts == [
        "Back, 16 of 16", "Reset statistics, 15 of 16", "1 recorded game could not be read and is left out, 14 of 16",
        "Trick game, 2 players, classic. Best game score: 130, 13 of 16", "Average points per deal: 32.5, 12 of 16",
        "Trick game, 2 players, classic. Average points per deal: 32.5, 12 of 16",  # Enter
        "Counting game, 3 players. 1 game played, 1 won, 1 of 16",  # Home
        "Average place: 1.0 (1 is first place), 2 of 16", "4 rounds played, 3 of 16",
        "Your tokens lost to others reaching 33, 66 or 99: 0, 4 of 16",
        "Your tokens lost by passing 33, 66 or 99: 0, 5 of 16", "Your tokens lost with an empty hand: 0, 6 of 16",
        "Trick game, 2 players, classic. 1 game played, 1 won, 7 of 16",
        "Average place: 1.0 (1 is first place), 8 of 16"]
    client.clear()
    client.press(pygame.K_HOME)
    client.press(pygame.K_t, unicode="t")  # no line starts with T since "Your tokens lost ...": T goes straight there
    assert client.texts == ["Counting game, 3 players. 1 game played, 1 won, 1 of 16",
                            "Trick game, 2 players, classic. 1 game played, 1 won, 7 of 16"]


def test_main_menu_opens_statistics(client):
    """Nothing recorded: the empty line and Back, no Reset (there is nothing to reset)."""
    client.start()
    client.press(pygame.K_s)
    client.press(pygame.K_RETURN)
    assert isinstance(client.app.top, StatisticsScene)
    assert client.last == "Statistics. No finished games yet, 1 of 2"
    assert [item.label for item in client.app.top.items] == ["No finished games yet", "Back"]


def test_schema_version_and_migration(tmp_path):
    """An empty (version 0) file is brought to the current schema; a version 1 file (the first
    release) gains the game id column with its rows kept; a newer one is refused, unchanged."""
    path = tmp_path / "s.sqlite3"
    sqlite3.connect(path).close()
    assert db.games(path) == []
    con = sqlite3.connect(path)
    assert con.execute("PRAGMA user_version").fetchone()[0] == db.SCHEMA_VERSION == len(db.MIGRATIONS) == 2
    con.execute("PRAGMA user_version = 99")
    con.commit()
    con.close()
    with pytest.raises(db.StatsProblem) as problem:
        db.record_game(ROW, path)
    assert problem.value.message == ("The statistics were written by a newer version of the game: "
                                     "they are not changed or shown.")
    assert path.exists()


ROW = {"kind": "counting", "players": 3, "won": 0, "place": 2, "rounds": 4}


def test_version_1_database_is_migrated_with_its_rows(tmp_path):
    path = tmp_path / "s.sqlite3"
    con = sqlite3.connect(path)
    db._create_games(con)
    con.execute("INSERT INTO games (kind, players, variant, won, place, finished_at, app_version) "
                "VALUES ('counting', 4, '', 1, 1, 1.0, '0.1.0')")
    con.execute("PRAGMA user_version = 1")
    con.commit()
    con.close()
    assert [(row["players"], row["won"], row["game_id"]) for row in db.games(path)] == [(4, 1, None)]
    assert db.record_game(ROW, path, game_id="g1") is True
    assert db.record_game(ROW, path, game_id="g1") is False  # the same game again: not counted twice
    assert len(db.games(path)) == 2


def test_damaged_database_is_reported_set_aside_and_the_game_recorded_anew(client):
    path = db.db_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"this is not a database at all" * 100)
    table = start(client, "counting", 3, 11, tokens=1)
    play_counting(client, table)
    assert ("The statistics file was damaged: it was kept as statistics.sqlite3.bad and new statistics "
            "start now.") in client.texts
    assert path.with_name("statistics.sqlite3.bad").read_bytes() == b"this is not a database at all" * 100
    client.frames(400)
    assert client.app.top.title == "Game over"  # the results came
    assert len(db.games()) == 1  # the game went into the new database


def test_locked_database_keeps_the_finished_game_for_later(client):
    """Another copy holds the database: the finished game is not lost; it is said, its save is
    kept, and the main menu records it once the database is free."""
    path = db.db_path()
    db.games()  # make it
    blocker = sqlite3.connect(path, isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")
    try:
        table = start(client, "counting", 3, 11, tokens=1)
        play_counting(client, table)
        assert ("Statistics are in use by another copy of the game: this game will be recorded later."
                in client.texts)
        client.frames(400)
        assert client.app.top.title == "Game over"
        assert table.session.journal.save.path.exists()  # kept, finished
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    assert db.games() == []
    client.app.pop_to(client.app.scenes[0])  # the main menu comes back: it records the game
    assert len(db.games()) == 1 and not table.session.journal.save.path.exists()
    client.app.push(MainMenu(client.app))
    assert len(db.games()) == 1  # once


def test_opening_statistics_while_another_copy_writes_says_so_truly(client):
    """Finding 7: merely opening Statistics never says a game was not recorded."""
    db.record_game(ROW)
    blocker = sqlite3.connect(db.db_path(), isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")
    try:
        client.start()
        client.push(StatisticsScene(client.app))
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    assert client.last == ("Statistics. Statistics are in use by another copy of the game. Try again in a "
                           "moment, 1 of 2")  # no Reset: it would meet the same problem
    assert [item.label for item in client.app.top.items][1:] == ["Back"]


def test_a_failed_write_is_one_transaction_and_keeps_the_file(tmp_path):
    """A failure inside the insert leaves nothing behind (ROLLBACK) and the database in place."""
    path = tmp_path / "s.sqlite3"
    db.record_game(ROW, path)
    con = sqlite3.connect(path)
    con.execute("CREATE TRIGGER refuse AFTER INSERT ON games WHEN NEW.rounds = 99 "
                "BEGIN SELECT RAISE(ABORT, 'refused'); END")
    con.commit()
    con.close()
    with pytest.raises(db.StatsProblem) as problem:
        db.record_game({**ROW, "rounds": 99}, path)
    assert problem.value.message == "Statistics could not be used: refused."
    assert [row["rounds"] for row in db.games(path)] == [4]
    assert not path.with_name("s.sqlite3.bad").exists()


def test_a_row_that_fails_its_checks_is_refused_before_writing(tmp_path):
    path = tmp_path / "s.sqlite3"
    for bad in ({**ROW, "won": None}, {**ROW, "players": 12}, {**ROW, "place": 0}, {**ROW, "rounds": -1}):
        with pytest.raises(ValueError):
            db.record_game(bad, path)
    assert db.games(path) == []


# ----------------------------------------------------------------- rows as read back
def _raw(path, **values):
    """Insert a row as a hand edit would, bypassing every check."""
    row = {"kind": "counting", "players": 3, "variant": "", "won": 0, "place": 2, "rounds": 1,
           "finished_at": 1.0, "app_version": "0.1.0", **values}
    con = sqlite3.connect(path)
    con.execute(f"INSERT INTO games ({', '.join(row)}) VALUES ({', '.join('?' * len(row))})", list(row.values()))
    con.commit()
    con.close()


@pytest.mark.parametrize("language, lines", [
    ("en", ["Counting game, 3 players", "1 game played, 0 won", "Average place: 2.0 (1 is first place)", "1 round played",
            "Your tokens lost to others reaching 33, 66 or 99: 0", "Your tokens lost by passing 33, 66 or 99: 0",
            "Your tokens lost with an empty hand: 0", "5 recorded games could not be read and are left out"]),
    ("es", ["Juego de sumar, 3 jugadores", "1 partida jugada, 0 ganadas", "Puesto medio: 2,0 (1 es el primer puesto)", "1 ronda jugada",
            "Tus fichas perdidas porque otro llegó a 33, 66 o 99: 0",
            "Tus fichas perdidas por pasar de 33, 66 o 99: 0", "Tus fichas perdidas con la mano vacía: 0",
            "5 partidas registradas no se han podido leer y se dejan fuera"]),
    ("ru", ["Счётная игра, 3 игрока", "1 партия сыграна, выиграно 0", "Среднее место: 2,0 (1 — первое место)", "1 раунд сыгран",
            "Ваших фишек потеряно, когда другие набирали ровно 33, 66 или 99: 0",
            "Ваших фишек потеряно за переход через 33, 66 или 99: 0", "Ваших фишек потеряно с пустой рукой: 0",
            "5 записанных партий не удалось прочитать, они не учитываются"])])
def test_bad_rows_are_left_out_and_counted_in_every_language(client, language, lines):
    """Finding 5: a players count that is no whole number, negative counts, wrong kinds: the
    screen never raises (Spanish and Russian plural forms included) and says how many rows it
    left out."""
    path = db.db_path()
    db.record_game({**ROW, "rounds": 1})
    _raw(path, players="x")
    _raw(path, players=2.5)
    _raw(path, won=-3)
    _raw(path, place=-7)
    _raw(path, kind="chess")
    client.app.apply_language(language)
    client.start()
    scene = StatisticsScene(client.app)
    client.push(scene)
    assert scene.rows[:-2] == lines and scene.heading_rows == frozenset({0})
    assert [item.label for item in scene.items[:-2]] == lines[1:]  # the heading is no item
    assert scene.items[-2].label == {"en": "Reset statistics", "es": "Borrar las estadísticas",
                                     "ru": "Сбросить статистику"}[language]  # the rows left out are recorded

@pytest.mark.parametrize("damage", ["version 1 without games", "version 0 with games", "version 2 missing a column",
                                    "link to /dev/zero", "fifo", "too large"])
def test_each_broken_database_is_set_aside_and_statistics_start_anew(tmp_path, monkeypatch, damage):
    """Finding 6: every database that cannot be used is set aside (never 'off for good') and the
    next game is recorded in a new one."""
    import os
    path = tmp_path / "statistics.sqlite3"
    reason = "its tables do not match its version"
    if damage == "version 1 without games":
        con = sqlite3.connect(path)
        con.execute("CREATE TABLE other (x)")
        con.execute("PRAGMA user_version = 1")
        con.commit()
        con.close()
    elif damage == "version 0 with games":
        con = sqlite3.connect(path)
        db._create_games(con)
        con.commit()
        con.close()
    elif damage == "version 2 missing a column":
        con = sqlite3.connect(path)
        con.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, kind TEXT)")
        con.execute("PRAGMA user_version = 2")
        con.commit()
        con.close()
    elif damage == "link to /dev/zero":
        os.symlink("/dev/zero", path)
        reason = "not a regular file"
    elif damage == "fifo":
        os.mkfifo(path)
        reason = "not a regular file"
    else:
        monkeypatch.setattr(db, "MAX_DB_BYTES", 100_000)  # a new database takes a few pages of 4 KiB
        path.write_bytes(b"\0" * 100_001)
        reason = "too large"
    with pytest.raises(db.StatsProblem) as problem:
        db.games(path)
    assert problem.value.cause == "set aside"
    assert problem.value.message == (f"The statistics file could not be used ({reason}): it was kept as "
                                     "statistics.sqlite3.bad and new statistics start now.")
    assert os.path.lexists(tmp_path / "statistics.sqlite3.bad")
    assert db.record_game(ROW, path) is True
    assert len(db.games(path)) == 1


def test_a_broken_database_that_cannot_be_moved_says_statistics_are_off(tmp_path, monkeypatch):
    path = tmp_path / "statistics.sqlite3"
    path.write_bytes(b"not a database" * 200)

    def refuse(path):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(db, "set_aside_file", refuse)
    with pytest.raises(db.StatsProblem) as problem:
        db.games(path)
    assert problem.value.message == ("The statistics file could not be used (damaged) and could not be moved "
                                     "aside: statistics are off.")
    assert path.exists()


from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(header=st.booleans(), data=st.binary(max_size=3000), offset=st.integers(0, 8192))
def test_any_statistics_file_never_takes_the_screen_down(client, header, data, offset):
    """Random bytes, or a real database with random bytes written into it: reading either gives
    rows or one problem sentence, never an exception of another kind."""
    import os
    path = db.db_path()
    for name in os.listdir(path.parent) if path.parent.exists() else []:
        os.unlink(path.parent / name)
    if header:
        db.record_game(ROW)
        with open(path, "r+b") as file:
            file.seek(min(offset, os.path.getsize(path)))
            file.write(data)
    else:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    scene = StatisticsScene(client.app)
    labels = [item.label for item in scene.items]
    assert all(isinstance(label, str) and label for label in labels)
    assert "Statistics could not be shown" not in labels  # every outcome was one the code knows
