"""pyflakes finds nothing in game/: no unused import, and the packages that re-export their
modules' names (game.counting.text, game.tricks.text) say so with ``__all__`` (was: 216 names
reported as unused imports, a real one or two hidden among them: ``N_`` in
card_table_online.py, ``DATA_ENV`` and ``data_dir`` in autosave/store.py, ``TTS_BACKENDS`` in
prism_speech.py). pyflakes comes with the test extra."""

from __future__ import annotations

import io
from pathlib import Path

from pyflakes import api, reporter

GAME = Path(__file__).resolve().parent.parent / "game"


def test_pyflakes_finds_nothing_in_game():
    out, err = io.StringIO(), io.StringIO()
    found = api.checkRecursive([str(GAME)], reporter.Reporter(out, err))
    assert (found, out.getvalue(), err.getvalue()) == (0, "", "")


def test_the_text_packages_name_what_they_re_export():
    """Every name game.counting.text and game.tricks.text import from their modules is in their
    ``__all__``, and nothing else is."""
    import ast
    for package in ("counting", "tricks"):
        init = GAME / package / "text" / "__init__.py"
        tree = ast.parse(init.read_text(encoding="utf-8"))
        imported = {alias.asname or alias.name for node in tree.body if isinstance(node, ast.ImportFrom)
                    for alias in node.names}
        module = __import__(f"game.{package}.text", fromlist=["__all__"])
        assert set(module.__all__) == imported
        assert len(module.__all__) == len(imported)
