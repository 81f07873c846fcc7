"""Parlett's Ninety-Nine, the trick-taking game (rules ``docs/rules/tricks.md``, T-1..T-27).

Pure Python, no pygame. The rules state is :class:`TricksState`; actions are :class:`Bid` and
:class:`Play`; :mod:`game.tricks.events` lists the events ``apply`` returns; :mod:`game.tricks.ai`
is the heuristic computer player working only from a :class:`TricksView`.
"""

from .actions import Bid, Play
from .options import TricksOptions
from .state import TricksState
from .view import TricksView

__all__ = ["Bid", "Play", "TricksOptions", "TricksState", "TricksView"]
