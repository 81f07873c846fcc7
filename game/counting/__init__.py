"""The counting game Ninety-Nine (rules ``docs/rules/counting.md``, C-1..C-23).

Pure Python, no pygame. :class:`CountingState` holds the rules; :mod:`.events` the facts it
reports; :func:`choose_action` is the simple computer player.
"""

from ..lazy import lazy_getattr

_LAZY = {"DrawCard": ".actions", "PlayCard": ".actions", "choose_action": ".ai",
         "CountingOptions": ".options", "CountingState": ".state", "CountingView": ".state"}

__all__ = ["CountingOptions", "CountingState", "CountingView", "DrawCard", "PlayCard", "choose_action"]


__getattr__ = lazy_getattr(__name__, _LAZY)
"""Import the module holding a name on first use: importing the package alone, as the main
menu's entry does at start-up, loads none of the rules."""
