"""Remembered new-game choices of the trick table survive a damaged settings section: wrong types
and unknown values fall back to defaults (T-1 players 2..4; T-17 targets; T-27 Oxford 3 only)."""

import pytest

from game.tricks.scenes.setup import remembered_setup


@pytest.mark.parametrize("junk,expected", [
    ({"players": "x", "variant": ["classic"], "scoring": 7, "target": "200"},
     (3, "standard", "target", 200, "strong")),
    ({"players": 9, "variant": "oxford", "level": "x"}, (4, "standard", "target", 200, "strong")),
    ({"players": 1e999, "target": 1e999, "scoring": None}, (3, "standard", "target", 200, "strong")),
    ({"players": 3, "variant": "oxford", "scoring": "parlett_match"}, (3, "oxford", "target", 200, "strong")),
    ({"players": 2, "variant": "classic", "scoring": "target", "target": 500, "level": "random"},
     (2, "classic", "target", 500, "random")),
])
def test_remembered_setup_from_junk(client, junk, expected):
    section = client.app.settings.section("tricks")
    for key, value in junk.items():
        section[key] = value
    setup = remembered_setup(client.app)
    options = setup.options
    assert (options.players, options.variant, options.scoring, options.target, setup.level) == expected
