"""What a settings file that parsed as JSON holds: the usable option values and game sections,
and what could not be used (see :mod:`game.settings`).

The file the game writes is ``{"version": 1, "options": {NAME: VALUE, ...}, "sections":
{GAME: {...}, ...}}``. A hand-written file may also leave out the ``options`` wrapper and give
the options at the top level (``{"text_size": "huge", "high_contrast": true}``): when the
object has no ``options`` key, its top-level keys that name an option are read as options
(the flat form).

``version`` is :data:`FILE_VERSION` in the file the game writes; a file without it (a
hand-written one) is read as that version. Any other ``version`` (:func:`version_kind`): a
whole number above it, a file from a newer version of the game; anything else ("x", 0, 1.5, a
list), a version this game does not know. :mod:`game.settings` reads such a file as far as it
can and never saves over it, moves it or copies it aside.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

WRAPPER_KEYS = ("version", "options", "sections")
"""The top-level keys of the file the game writes."""
FILE_VERSION = 1
"""The ``version`` of the file the game writes."""


def version_kind(data: Any) -> str:
    """Which version wrote the parsed JSON ``data``; never raises: ``"current"`` (no
    ``version``, :data:`FILE_VERSION`, or ``data`` not an object: nothing to tell), ``"newer"``
    (a whole number above it: 2, 99, 3.0) or ``"unknown"`` (anything else: "x", 0, 1.5, true,
    null, a list)."""
    if not isinstance(data, dict) or "version" not in data:
        return "current"
    version = data["version"]
    if isinstance(version, bool) or not isinstance(version, (int, float)):
        return "unknown"
    if version == FILE_VERSION:
        return "current"
    if isinstance(version, float) and not (math.isfinite(version) and version.is_integer()):
        return "unknown"
    return "newer" if version > FILE_VERSION else "unknown"


@dataclass
class Content:
    """What one settings file gave.

    Attributes:
        values: option name -> checked value, for every option whose value could be used.
        sections: game name -> its remembered values (each a JSON object in the file).
        reset: option names (keys of ``DEFAULTS``, in the order of ``DEFAULTS``) whose value in
            the file could not be used: their defaults stay.
        unused: how many other entries could not be used: unknown keys, an ``options`` or
            ``sections`` that is not an object, a section that is not an object.
    """

    values: dict[str, Any] = field(default_factory=dict)
    sections: dict[str, dict[str, Any]] = field(default_factory=dict)
    reset: list[str] = field(default_factory=list)
    unused: int = 0

    @property
    def usable(self) -> bool:
        """True when anything in the file is used (an option value or a section)."""
        return bool(self.values or self.sections)

    @property
    def complete(self) -> bool:
        """True when everything in the file is used (nothing reset, nothing left out)."""
        return not self.reset and not self.unused


def read_content(data: Any, defaults: Mapping[str, Any], check: Callable[[str, Any], Any]) -> Content:
    """Sort the parsed JSON ``data`` into usable values and the rest; never raises.

    Args:
        data: the parsed file (any JSON value; not an object gives nothing usable, one unused entry).
        defaults: the options' defaults (:data:`game.settings.DEFAULTS`): their keys are the names.
        check: ``check(name, value)`` returns the value normalised or raises ValueError.
    """
    content = Content()
    if not isinstance(data, dict):
        content.unused = 1
        return content
    if "options" in data:
        options = data["options"]
        others = [key for key in data if key not in WRAPPER_KEYS]
    else:  # the flat form: options at the top level
        options = {key: value for key, value in data.items() if key in defaults}
        others = [key for key in data if key not in defaults and key not in WRAPPER_KEYS]
    content.unused += len(others)
    if isinstance(options, dict):
        for name, value in options.items():
            if name not in defaults:
                content.unused += 1
                continue
            try:
                content.values[name] = check(name, value)
            except (ValueError, TypeError):  # (a list or an object where a value goes)
                content.reset.append(name)
    else:
        content.unused += 1
    content.reset.sort(key=list(defaults).index)
    sections = data.get("sections", {})
    if isinstance(sections, dict):
        for name, section in sections.items():
            if isinstance(section, dict):
                content.sections[name] = dict(section)
            else:
                content.unused += 1
    else:
        content.unused += 1
    return content
