"""The counting game Ninety-Nine (rules ``docs/rules/counting.md``, C-1..C-23).

Pure Python, no pygame. :class:`CountingState` holds the rules; :mod:`.events` the facts it
reports; :func:`choose_action` is the simple computer player.
"""

_LAZY = {"DrawCard": ".actions", "PlayCard": ".actions", "choose_action": ".ai",
         "CountingOptions": ".options", "CountingState": ".state", "CountingView": ".state"}

__all__ = ["CountingOptions", "CountingState", "CountingView", "DrawCard", "PlayCard", "choose_action"]


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
