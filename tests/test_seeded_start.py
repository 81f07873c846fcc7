"""A game started from the command line with a seed (``python -m game --game tricks --seed 21``)
is the same game on every run: its searching computer players sample a fixed number of deals
instead of racing the clock (game.app.run; found by a tester: seed 21's first lead was the ace of
spades in one run and the ace of hearts in the next)."""

import argparse

import pytest

import game.app as app_module


@pytest.fixture
def searched(monkeypatch, tmp_path):
    """Run :func:`game.app.run` with ``options`` and return ``app.fixed_search`` as the loop
    would have found it (the loop itself not run)."""
    monkeypatch.setenv("NINETYNINE_CONFIG_DIR", str(tmp_path / "config"))
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.json").write_text('{"options": {"speech_mode": "text_only"}}')
    seen = []

    def loop(self, updates=None):
        seen.append(self.fixed_search)
        return 0

    monkeypatch.setattr(app_module.App, "run_loop", loop)

    def run(**options):
        base = dict(transcript=None, smoke=False, game=None, players=None, seed=None, variant=None,
                    language="en", connect=None)
        base.update(options)
        assert app_module.run(argparse.Namespace(**base)) == 0
        return seen[-1]
    return run


def test_a_seed_asked_for_searches_without_the_clock(searched):
    assert searched(game="tricks", players=3, seed=21) is True
    assert searched(game="counting", players=3, seed=7) is True


def test_without_a_seed_the_computers_race_the_clock(searched):
    assert searched(game="tricks", players=3) is False
    assert searched() is False  # (the main menu)
