"""Player settings: one JSON file in the user config directory, written atomically.

Location: ``$NINETYNINE_CONFIG_DIR/settings.json`` when that variable is set (the tests set it),
else platformdirs' user config dir for ``ninety-nine``. A file that cannot be read or parsed is
renamed aside (``settings.json.bad``), defaults are used and :attr:`Settings.load_problem` holds
one sentence for the app to announce once.

Options (name: default, allowed values):

- ``speech_mode``: ``"auto"``; ``"auto" | "screen_reader" | "self_voicing" | "text_only"``
- ``speech_rate``: ``100``; percent of normal speed, 50..300 (self-voicing and speech-dispatcher)
- ``volume``: ``70``; sound effects volume, percent 0..100
- ``text_size``: ``"medium"``; ``"small" | "medium" | "large" | "huge"``
- ``high_contrast``: ``False``
- ``reduced_motion``: ``False``
- ``cpu_delay``: ``1.5``; seconds a computer player waits before acting, 0.3..5
- ``transcript``: ``False``; append every announcement to the transcript file

Games keep their remembered choices in a namespaced section: ``settings.section("counting")``
is a dict-like object saved on every change.
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
from collections.abc import Iterator, MutableMapping
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

CONFIG_ENV = "NINETYNINE_CONFIG_DIR"
FILE_NAME = "settings.json"

SPEECH_MODES = ("auto", "screen_reader", "self_voicing", "text_only")
TEXT_SIZES = ("small", "medium", "large", "huge")

DEFAULTS: dict[str, Any] = {
    "speech_mode": "auto",
    "speech_rate": 100,
    "volume": 70,
    "text_size": "medium",
    "high_contrast": False,
    "reduced_motion": False,
    "cpu_delay": 1.5,
    "transcript": False,
}


def config_dir() -> Path:
    """The directory holding settings.json (not created here)."""
    override = os.environ.get(CONFIG_ENV)
    if override:
        return Path(override)
    import platformdirs
    return Path(platformdirs.user_config_dir("ninety-nine", appauthor=False))


def _valid(name: str, value: Any) -> Any:
    """``value`` checked and normalised for option ``name``; raises ValueError when not allowed."""
    default = DEFAULTS[name]
    if isinstance(default, bool):
        if not isinstance(value, bool):
            raise ValueError(f"{name} must be true or false")
        return value
    if name == "speech_mode":
        if value not in SPEECH_MODES:
            raise ValueError(f"speech_mode must be one of {SPEECH_MODES}")
        return value
    if name == "text_size":
        if value not in TEXT_SIZES:
            raise ValueError(f"text_size must be one of {TEXT_SIZES}")
        return value
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"{name} must be a number")
    limits = {"speech_rate": (50, 300), "volume": (0, 100), "cpu_delay": (0.3, 5.0)}
    low, high = limits[name]
    if not low <= value <= high:
        raise ValueError(f"{name} must be between {low} and {high}")
    return float(value) if name == "cpu_delay" else int(value)


class Section(MutableMapping[str, Any]):
    """A game's own remembered values (JSON-serialisable), saved whenever one changes."""

    def __init__(self, owner: Settings, data: dict[str, Any]) -> None:
        self._owner = owner
        self._data = data

    def __getitem__(self, key: str) -> Any:
        return self._data[key]

    def __setitem__(self, key: str, value: Any) -> None:
        json.dumps(value)  # raises TypeError now rather than at save time
        if self._data.get(key, object()) != value:
            self._data[key] = value
            self._owner.save()

    def __delitem__(self, key: str) -> None:
        del self._data[key]
        self._owner.save()

    def __iter__(self) -> Iterator[str]:
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)


class Settings:
    """The player's options plus per-game sections.

    ``Settings(path)`` with ``path=None`` uses :func:`config_dir`. Reading never raises: problems
    leave defaults and a message in :attr:`load_problem`. Saving failures are logged and reported
    through :attr:`save_problem` (once), never raised.
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else config_dir() / FILE_NAME
        self._values: dict[str, Any] = dict(DEFAULTS)
        self._sections: dict[str, dict[str, Any]] = {}
        self.load_problem: str | None = None
        self.save_problem: str | None = None
        self._load()

    # -- options -----------------------------------------------------------------------------
    def get(self, name: str) -> Any:
        """The current value of option ``name``. Raises KeyError for an unknown option."""
        return self._values[name]

    def set(self, name: str, value: Any) -> None:
        """Change option ``name`` and save. Raises KeyError (unknown) or ValueError (not allowed)."""
        if name not in DEFAULTS:
            raise KeyError(name)
        value = _valid(name, value)
        if self._values[name] != value:
            self._values[name] = value
            self.save()

    def values(self) -> dict[str, Any]:
        """A copy of all option values."""
        return dict(self._values)

    def section(self, name: str) -> Section:
        """The dict-like section ``name`` (e.g. ``"counting"``), created empty when new."""
        return Section(self, self._sections.setdefault(name, {}))

    # -- file --------------------------------------------------------------------------------
    def _load(self) -> None:
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return
        except OSError as exc:
            self._set_aside(f"could not be read ({exc.strerror or exc})")
            return
        try:
            data = json.loads(text)
            if not isinstance(data, dict):
                raise ValueError("not a JSON object")
        except ValueError as exc:
            log.warning("settings file %s is corrupt: %s", self.path, exc)
            self._set_aside("was damaged")
            return
        options = data.get("options", {})
        if isinstance(options, dict):
            for name, value in options.items():
                if name in DEFAULTS:
                    try:
                        self._values[name] = _valid(name, value)
                    except ValueError as exc:
                        log.warning("settings: ignoring %s: %s", name, exc)
        sections = data.get("sections", {})
        if isinstance(sections, dict):
            self._sections = {k: dict(v) for k, v in sections.items() if isinstance(v, dict)}

    def _set_aside(self, why: str) -> None:
        aside = self.path.with_name(self.path.name + ".bad")
        try:
            os.replace(self.path, aside)
            where = f" The old file was kept as {aside.name}."
        except OSError as exc:
            log.warning("could not rename %s aside: %s", self.path, exc)
            where = ""
        self.load_problem = f"Settings file {why}: default settings used.{where}"

    def save(self) -> None:
        """Write the file atomically (temporary file in the same folder, then os.replace)."""
        data = {"version": 1, "options": self._values, "sections": self._sections}
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=".settings-", suffix=".tmp", dir=self.path.parent)
            try:
                with os.fdopen(fd, "w", encoding="utf-8") as handle:
                    json.dump(data, handle, indent=2, sort_keys=True)
                    handle.write("\n")
                os.replace(tmp, self.path)
            except BaseException:
                Path(tmp).unlink(missing_ok=True)
                raise
        except OSError as exc:
            log.warning("could not save settings to %s: %s", self.path, exc)
            if self.save_problem is None:
                self.save_problem = f"Settings could not be saved: {exc.strerror or exc}."
