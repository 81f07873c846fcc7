"""Parlett's Ninety-Nine, the trick-taking game (rules ``docs/rules/tricks.md``, T-1..T-27).

Pure Python, no pygame. The rules state is :class:`TricksState`; actions are :class:`Bid` and
:class:`Play`; :mod:`game.tricks.events` lists the events ``apply`` returns; :mod:`game.tricks.ai`
is the heuristic computer player working only from a :class:`TricksView`.
"""

from ..lazy import lazy_getattr

_LAZY = {"Bid": ".actions", "Play": ".actions", "TricksOptions": ".options", "TricksState": ".state",
         "TricksView": ".view"}

__all__ = ["Bid", "Play", "TricksOptions", "TricksState", "TricksView"]


__getattr__ = lazy_getattr(__name__, _LAZY)
"""Import the module holding a name on first use: importing the package alone, as the main
menu's entry does at start-up, loads none of the rules."""
