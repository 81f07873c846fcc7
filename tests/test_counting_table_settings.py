"""Remembered new-game choices of the counting table survive a damaged settings section: wrong
types, out-of-range and unknown values fall back to defaults or are clamped (C-1..C-4 ranges)."""

import json
import math

import pytest

from game.counting.scenes.table import remembered_setup
from game.settings import Settings


@pytest.mark.parametrize("junk,expected", [
    ({"players": "x", "tokens": "abc", "hand_size": [1]}, (3, 9, 3, "manual", None, "hard", True, 5.0)),
    ({"players": 99, "tokens": -5, "hand_size": 9}, (8, 1, 5, "manual", None, "hard", True, 5.0)),
    ({"players": 1e999, "tokens": math.nan, "draw": "sometimes", "packs": 3},
     (3, 9, 3, "manual", None, "hard", True, 5.0)),
    ({"level": "x", "draw_reminder": "yes", "draw_time": "abc"}, (3, 9, 3, "manual", None, "hard", True, 5.0)),
    ({"players": 4, "draw": "auto", "packs": 2, "level": "simple", "draw_reminder": False, "draw_time": None},
     (4, 9, 3, "auto", 2, "simple", False, None)),
])
def test_remembered_setup_from_junk(client, junk, expected):
    section = client.app.settings.section("counting")
    for key, value in junk.items():
        section[key] = value
    setup = remembered_setup(client.app)
    options = setup.options
    assert (options.players, options.tokens, options.hand_size, options.draw, options.decks,
            setup.level, setup.draw_reminder, setup.draw_time) == expected


def test_wrong_types_in_the_file_start_a_game(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"sections": {"counting": {"players": "x", "tokens": 1e999}}}))
    settings = Settings(path)

    class App:
        pass

    app = App()
    app.settings = settings
    setup = remembered_setup(app)
    assert (setup.options.players, setup.options.tokens) == (3, 9)
