"""Statistics (game.stats): a row per finished game with the right numbers, the summary lines,
the Statistics screen with its Reset behind a question, schema version and migration, and a
damaged, locked or newer database reported while play goes on."""

import sqlite3

import pygame
import pytest

from game.counting.events import GameEnded, PlayerEliminated, RoundStarted, TokensLost
from game.counting.menu_entry import ENTRY as COUNTING
from game.scenes import card_table
from game.scenes.registry import register_game
from game.stats import db
from game.stats.scene import StatisticsScene
from game.stats.summary import summary_lines
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
    original = card_table.CardTable.apply_action

    def spy(self, action):
        result = original(self, action)
        found.extend(result)
        return result

    monkeypatch.setattr(card_table.CardTable, "apply_action", spy)
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
        "Average place: 1.5",
        "10 rounds played",
        "Tokens lost by reaching 33, 66 or 99: 5",
        "Tokens lost by passing 33, 66 or 99: 6",
        "Tokens lost with an empty hand: 1",
        "Trick game, 2 players",
        "1 game played, 1 won",
        "Average place: 1.0",
        "4 deals played",
        "Exact bids: 3",
        "Premiums: 2 offered, 1 made",
        "Average points per deal: 32.5",
        "Best game score: 130",
    ]
    assert summary_lines([]) == ["No finished games yet"]


def test_statistics_screen_reads_lines_and_resets_after_a_question(client):
    db.record_game({"kind": "counting", "players": 4, "won": 0, "place": 3, "rounds": 5})
    client.start()
    client.push(StatisticsScene(client.app))
    assert client.last == "Statistics. Counting game, 4 players, 1 of 9"
    client.clear()
    for _ in range(7):
        client.press(pygame.K_DOWN)
    assert client.texts == ["1 game played, 0 won, 2 of 9", "Average place: 3.0, 3 of 9", "5 rounds played, 4 of 9",
                            "Tokens lost by reaching 33, 66 or 99: 0, 5 of 9",
                            "Tokens lost by passing 33, 66 or 99: 0, 6 of 9",
                            "Tokens lost with an empty hand: 0, 7 of 9", "Reset statistics, 8 of 9"]
    client.press(pygame.K_RETURN)
    assert client.last == ("Reset statistics? Every finished game recorded so far will be forgotten. "
                           "No, 1 of 2")
    client.press(pygame.K_RETURN)  # No
    assert len(db.games()) == 1
    client.press(pygame.K_RETURN)  # Reset statistics again
    client.press(pygame.K_DOWN)
    client.clear()
    client.press(pygame.K_RETURN)  # Yes
    assert db.games() == []
    assert client.texts == ["Statistics reset. No finished games yet, 1 of 3"]


def test_main_menu_opens_statistics(client):
    client.start()
    client.press(pygame.K_s)
    client.press(pygame.K_RETURN)
    assert isinstance(client.app.top, StatisticsScene)
    assert client.last == "Statistics. No finished games yet, 1 of 3"


def test_schema_version_and_migration(tmp_path):
    """An empty (version 0) file is brought to the current schema; a newer one is refused."""
    path = tmp_path / "s.sqlite3"
    sqlite3.connect(path).close()
    assert db.games(path) == []
    con = sqlite3.connect(path)
    assert con.execute("PRAGMA user_version").fetchone()[0] == db.SCHEMA_VERSION == len(db.MIGRATIONS)
    con.execute("PRAGMA user_version = 99")
    con.commit()
    con.close()
    with pytest.raises(db.StatsProblem) as problem:
        db.record_game({"kind": "counting", "players": 3}, path)
    assert problem.value.message == ("The statistics were written by a newer version of the game: "
                                     "they are not changed or shown.")
    assert path.exists()


def test_damaged_database_is_reported_set_aside_and_play_goes_on(client):
    path = db.db_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"this is not a database at all" * 100)
    table = start(client, "counting", 3, 11, tokens=1)
    play_counting(client, table)
    assert ("The statistics file was damaged: it was kept as statistics.sqlite3.bad and new statistics "
            "start now.") in client.texts
    assert path.with_name("statistics.sqlite3.bad").exists()
    client.frames(400)
    assert client.app.top.title == "Game over"  # the results came
    assert db.games() == []  # a new, empty database


def test_locked_database_is_reported_and_play_goes_on(client):
    path = db.db_path()
    db.games()  # make it
    blocker = sqlite3.connect(path, isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")
    try:
        table = start(client, "counting", 3, 11, tokens=1)
        play_counting(client, table)
        assert "Statistics are in use by another copy of the game: this game was not recorded." in client.texts
        client.frames(400)
        assert client.app.top.title == "Game over"
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    assert db.games() == []


def test_writes_are_one_transaction(tmp_path, monkeypatch):
    """A failure inside the insert leaves nothing behind (ROLLBACK)."""
    path = tmp_path / "s.sqlite3"
    with pytest.raises(db.StatsProblem):
        db.record_game({"kind": "counting", "players": 3, "won": None, "place": 1}, path)  # NOT NULL
    assert db.games(path) == []
