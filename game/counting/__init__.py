"""The counting game Ninety-Nine (rules ``docs/rules/counting.md``, C-1..C-23).

Pure Python, no pygame. :class:`CountingState` holds the rules; :mod:`.events` the facts it
reports; :func:`choose_action` is the simple computer player.
"""

from .actions import DrawCard, PlayCard
from .ai import choose_action
from .options import CountingOptions
from .state import CountingState, CountingView

__all__ = ["CountingOptions", "CountingState", "CountingView", "DrawCard", "PlayCard", "choose_action"]
