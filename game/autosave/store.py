"""Where saved games live and how they are written: one JSON file per game kind, written
atomically.

Location: ``$NINETYNINE_DATA_DIR`` when that variable is set (the tests set it), else
platformdirs' user data dir for ``ninety-nine``. Saved games are ``saves/<kind>.json`` there
(``kind`` is ``"counting"`` or ``"tricks"``: one saved game per kind).

A save is written to a temporary file in the same folder, flushed and ``fsync``-ed, then renamed
over the old one (``os.replace``) and the folder is synced, so a kill at any moment leaves
either the previous save or the new one, never a broken file. The game writes through the
background :mod:`game.autosave.writer` so no action waits for the disk.

The file holds (format :data:`FORMAT`)::

    {"format": 1, "app_version": "0.1.0", "kind": "counting",
     "setup": {...}, "seed": 7, "entries": [...], "cpu_rng": [...], "saved_at": 1764500000.0}

``entries`` are the game's actions in the rule-case form of docs/replay-cases.md
(``{"player": 0, "play": "6H"}``) and the tables' own steps (``{"step": "continue"}``).
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..paths import set_aside_file

DATA_ENV = "NINETYNINE_DATA_DIR"
FORMAT = 1
"""The save file format this version writes and reads."""
KINDS = ("counting", "tricks")
MAX_SAVE_BYTES = 8 * 1024 * 1024
"""A save file larger than this is damaged, not read."""


def data_dir() -> Path:
    """The folder of saved games and statistics (not created here)."""
    override = os.environ.get(DATA_ENV)
    if override:
        return Path(override)
    import platformdirs
    return Path(platformdirs.user_data_dir("ninety-nine", appauthor=False))


def save_path(kind: str) -> Path:
    """``<data dir>/saves/<kind>.json``."""
    return data_dir() / "saves" / f"{kind}.json"


def app_version() -> str:
    """This program's version ("0.1.0")."""
    from .. import __version__
    return __version__


def version_tuple(text: str) -> tuple[int, ...]:
    """``"0.10.2"`` -> ``(0, 10, 2)``; parts that are not numbers count as 0.

    Raises:
        ValueError: ``text`` is not a string.
    """
    if not isinstance(text, str):
        raise ValueError("a version is a string")
    parts = []
    for piece in text.split("."):
        digits = "".join(ch for ch in piece if ch.isdigit())
        parts.append(int(digits[:9]) if digits else 0)
    return tuple(parts)


class SaveDamaged(Exception):
    """A save that cannot be read or replayed; ``reason`` says why in a few words."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class SaveTooNew(Exception):
    """A save written by a newer version of the game (``version``), kept but not continued."""

    def __init__(self, version: str) -> None:
        super().__init__(version)
        self.version = version


@dataclass
class SavedGame:
    """One game in progress.

    Attributes:
        kind: ``"counting"`` or ``"tricks"``.
        setup: the table setup as JSON (the kind's ``setup_to_json``).
        seed: the deal's seed.
        entries: the actions and table steps so far, oldest first.
        cpu_rng: the computer players' random state (``random.Random.getstate()`` as lists),
            or None.
        app_version: the version that wrote it.
        saved_at: seconds since the epoch of the last write.
    """

    kind: str
    setup: dict[str, Any]
    seed: int
    entries: list[dict[str, Any]] = field(default_factory=list)
    cpu_rng: list[Any] | None = None
    app_version: str = field(default_factory=app_version)
    saved_at: float = 0.0

    def to_json(self) -> dict[str, Any]:
        """The file's JSON object."""
        return {"format": FORMAT, "app_version": self.app_version, "kind": self.kind,
                "setup": self.setup, "seed": self.seed, "entries": self.entries,
                "cpu_rng": self.cpu_rng, "saved_at": self.saved_at}

    @classmethod
    def from_json(cls, data: Any, kind: str) -> SavedGame:
        """Check the shape of a save file's JSON.

        Raises:
            SaveTooNew: a newer format or app version.
            SaveDamaged: anything missing or of the wrong type.
        """
        if not isinstance(data, dict):
            raise SaveDamaged("not a saved game")
        version = data.get("app_version")
        fmt = data.get("format")
        if not isinstance(version, str) or not isinstance(fmt, int) or isinstance(fmt, bool):
            raise SaveDamaged("no version")
        if fmt > FORMAT or version_tuple(version) > version_tuple(app_version()):
            raise SaveTooNew(version)
        if fmt != FORMAT:
            raise SaveDamaged(f"unknown format {fmt}")
        if data.get("kind") != kind:
            raise SaveDamaged("another game's save")
        setup, seed, entries = data.get("setup"), data.get("seed"), data.get("entries")
        if not isinstance(setup, dict) or not isinstance(entries, list):
            raise SaveDamaged("no setup or actions")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise SaveDamaged("no seed")
        rng = data.get("cpu_rng")
        if rng is not None and not isinstance(rng, list):
            raise SaveDamaged("bad random state")
        saved_at = data.get("saved_at", 0.0)
        if not isinstance(saved_at, (int, float)) or isinstance(saved_at, bool):
            saved_at = 0.0
        return cls(kind, setup, seed, entries, rng, version, float(saved_at))


def write_atomic(path: Path, data: bytes, *, sync: bool = True) -> None:
    """Replace ``path`` by ``data``: temporary file in the same folder, fsync, rename, folder fsync.

    Raises:
        OSError: the folder cannot be made or the file written (the old file is left as it was).
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(data)
            file.flush()
            if sync:
                os.fsync(file.fileno())
        os.replace(temp, path)
    except BaseException:
        try:
            os.unlink(temp)
        except OSError:
            pass
        raise
    if sync and hasattr(os, "O_DIRECTORY"):
        try:
            folder = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY)
        except OSError:
            return
        try:
            os.fsync(folder)
        except OSError:
            pass
        finally:
            os.close(folder)


def write_save(save: SavedGame) -> None:
    """Write ``save`` to :func:`save_path` of its kind, atomically.

    Raises:
        OSError: it could not be written (the previous save is kept).
    """
    data = json.dumps(save.to_json(), separators=(",", ":")).encode("utf-8")
    write_atomic(save_path(save.kind), data)


def read_save(kind: str) -> SavedGame | None:
    """The saved game of ``kind``, or None when there is none.

    Raises:
        SaveTooNew: written by a newer version.
        SaveDamaged: unreadable, not JSON, or of the wrong shape (replay is checked elsewhere).
    """
    from .writer import WRITER
    WRITER.flush()  # what was handed to the writer is on disk first
    path = save_path(kind)
    try:
        with open(path, "rb") as file:
            raw = file.read(MAX_SAVE_BYTES + 1)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise SaveDamaged(exc.strerror or str(exc)) from None
    if len(raw) > MAX_SAVE_BYTES:
        raise SaveDamaged("too large")
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise SaveDamaged("not readable") from None
    return SavedGame.from_json(data, kind)


def remove_save(kind: str) -> None:
    """Delete the saved game of ``kind`` (finished or abandoned); nothing when there is none."""
    try:
        os.unlink(save_path(kind))
    except FileNotFoundError:
        pass
    except OSError:
        pass


def set_aside(kind: str) -> Path | None:
    """Rename a damaged save to the first free ``<kind>.json.bad``, ``.bad.1``, ...; the new
    path, or None when it could not be moved (it is then deleted if possible)."""
    try:
        return set_aside_file(save_path(kind))
    except OSError:
        remove_save(kind)
        return None
