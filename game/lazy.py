"""Lazy package attributes (PEP 562): a package names what it exports and the module holding each,
and loads a module only when one of its names is first used (the main menu's entries import the
game packages at start-up without loading their rules)."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Mapping


def lazy_getattr(package: str, where: Mapping[str, str]) -> Callable[[str], object]:
    """A module ``__getattr__`` for ``package``: ``where`` maps an exported name to the module
    (relative to ``package``, e.g. ``".state"``) that holds it. The value found is kept in the
    package, so each name is looked up once.

    Raises (from the returned function):
        AttributeError: for a name not in ``where``.
    """
    def __getattr__(name: str) -> object:
        module = where.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(module, package), name)
        setattr(sys.modules[package], name, value)
        return value
    return __getattr__
