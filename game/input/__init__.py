"""Keys to intents: the one place that reads raw key codes (see :mod:`game.input.keys`)."""

from .keys import ALT, CTRL, SHIFT, Chord, Intent, KeyTable, alt, ctrl, global_key_table, shift

__all__ = ["ALT", "CTRL", "SHIFT", "Chord", "Intent", "KeyTable", "alt", "ctrl", "global_key_table", "shift"]
