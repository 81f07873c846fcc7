"""The trick game's hard computer player searched once per decision within a test process, for
tests that replay the same seeded deals many times to look at something else (the table's layout
at every text size, contrast, language and window): each decision is searched once and then
repeated exactly, random state included, so the play (and so the layouts) is still the hard
level's. Import :func:`hard_choices_searched_once` into a test module to use it there."""

from __future__ import annotations

import pytest

_HARD_CHOICES: dict = {}
"""The hard player's choices by (view, random state, arguments), shared by every module of this
process that uses the fixture."""


@pytest.fixture(autouse=True)
def hard_choices_searched_once(monkeypatch):
    """Replace the local session's hard search (``game.table.tricks.choose_action_hard``) by one
    that remembers each choice in :data:`_HARD_CHOICES` and the random state after it."""
    import game.table.tricks as table_module  # the local session's computer players
    search = table_module.choose_action_hard

    def remembered(view, rng, *args):
        key = (repr(view), rng.getstate(), args)
        if key not in _HARD_CHOICES:
            action = search(view, rng, *args)
            _HARD_CHOICES[key] = (action, rng.getstate())
        action, after = _HARD_CHOICES[key]
        rng.setstate(after)
        return action
    monkeypatch.setattr(table_module, "choose_action_hard", remembered)
