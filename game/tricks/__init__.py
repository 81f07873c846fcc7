"""Parlett's Ninety-Nine, the trick-taking game (rules ``docs/rules/tricks.md``, T-1..T-27).

Pure Python, no pygame. The rules state is :class:`TricksState`; actions are :class:`Bid` and
:class:`Play`; :mod:`game.tricks.events` lists the events ``apply`` returns; :mod:`game.tricks.ai`
is the heuristic computer player working only from a :class:`TricksView`.
"""

_LAZY = {"Bid": ".actions", "Play": ".actions", "TricksOptions": ".options", "TricksState": ".state",
         "TricksView": ".view"}

__all__ = ["Bid", "Play", "TricksOptions", "TricksState", "TricksView"]


def __getattr__(name: str) -> object:
    """Import the module holding ``name`` on first use (PEP 562): importing the package alone,
    as the main menu's entry does at start-up, loads none of the rules."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib
    value = getattr(importlib.import_module(module, __name__), name)
    globals()[name] = value
    return value
