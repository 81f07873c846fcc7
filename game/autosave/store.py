"""The files of games in progress: one JSON file per saved game, written atomically.

Location: ``$NINETYNINE_DATA_DIR`` when that variable is set (the tests set it), else
platformdirs' user data dir for ``ninety-nine``. Saved games are ``saves/<kind>-<id>.json``
there (``kind`` is ``"counting"`` or ``"tricks"``, ``id`` the time the game started and a few
random letters, :func:`new_save_path`), so several unfinished games of each kind are kept; the
single ``saves/<kind>.json`` of earlier versions is read too. Each save has a lock file beside it
(:mod:`game.autosave.lock`).

A save is written to a temporary file in the same folder (``.<name>.<random>.tmp``), flushed and
``fsync``-ed, then renamed over the old one (``os.replace``) and the folder is synced, so a kill
at any moment leaves either the previous save or the new one, never a broken file; a temporary
file a kill left behind is removed by :func:`clean_saves_folder`. The game writes through the
background :mod:`game.autosave.writer` so no action waits for the disk.

A save is read only when it is a regular file of at most :data:`MAX_SAVE_BYTES`
(:func:`game.paths.read_regular_file`): a FIFO or a device in its place never blocks the game.

The file holds (format :data:`FORMAT`)::

    {"format": 1, "app_version": "0.1.0", "kind": "counting", "id": "3f0c...",
     "setup": {...}, "seed": 7, "entries": [...], "cpu_rng": [...], "saved_at": 1764500000.0}

``entries`` are the game's actions in the rule-case form of docs/replay-cases.md
(``{"player": 0, "play": "6H"}``) and the tables' own steps (``{"step": "continue"}``: Enter after
a round or deal; ``{"step": "hint"}``: a hint asked for, counted in the results). ``marked``
(only while there are some) holds the trick game's bid cards marked and not yet bid, by code
(``["AS", "7H"]``), so Continue marks them again. ``id``
names the game in the statistics, so a finished game is counted once however often its recording
is tried (earlier versions wrote no ``id``: one is derived from the save's setup and seed).
"""

from __future__ import annotations

import json
import logging
import os
import re
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..paths import FileTooLarge, NotRegularFile, read_regular_file, saves_dir, set_aside_file

FORMAT = 1
"""The save file format this version writes and reads."""
KINDS = ("counting", "tricks")
MAX_SAVE_BYTES = 8 * 1024 * 1024
"""A save file larger than this is damaged, not read."""
SAVE_NAME = re.compile(r"^(counting|tricks)(-[0-9A-Za-z]+)*\.json$")
"""The names of save files: ``counting.json`` (earlier versions) or ``counting-<id>.json``."""
TEMP_NAME = re.compile(r"^\.((counting|tricks)(-[0-9A-Za-z]+)*\.json)\..+\.tmp$")
"""The names of :func:`write_atomic`'s temporary files (group 1: the save they were for)."""

log = logging.getLogger(__name__)


def save_path(kind: str) -> Path:
    """``<data dir>/saves/<kind>.json``: the one save per kind earlier versions wrote (still read)."""
    return saves_dir() / f"{kind}.json"


def new_save_path(kind: str, now: float | None = None) -> Path:
    """A new game's save: ``saves/<kind>-<YYYYMMDDTHHMMSS>-<8 random hex digits>.json``."""
    stamp = time.strftime("%Y%m%dT%H%M%S", time.localtime(time.time() if now is None else now))
    return saves_dir() / f"{kind}-{stamp}-{random_hex(4)}.json"


def kind_of_path(path: Path) -> str | None:
    """The game kind a save file's name says (``"counting"``, ``"tricks"``), or None when the
    name is no save's."""
    found = SAVE_NAME.match(path.name)
    return found.group(1) if found else None


def save_files() -> list[Path]:
    """Every save file in the saves folder (by name only: nothing is opened), sorted by name.

    Raises:
        OSError: the folder exists but cannot be listed (it is a file, permission denied).
    """
    try:
        names = os.listdir(saves_dir())
    except FileNotFoundError:
        return []
    return [saves_dir() / name for name in sorted(names) if SAVE_NAME.match(name)]


def app_version() -> str:
    """This program's version ("0.1.0")."""
    from .. import __version__
    return __version__


def is_newer_version(version: str, current: str | None = None) -> bool:
    """True when ``version`` is later than ``current`` (default: this program's), compared as
    PEP 440 versions (``packaging.version``): ``"0.10.0"`` is newer than ``"0.9.9"``,
    ``"0.1.0rc1"`` is older than ``"0.1.0"``.

    Raises:
        ValueError: ``version`` is not a version (``packaging.version.InvalidVersion`` is one).
    """
    from packaging.version import Version
    if not isinstance(version, str):
        raise ValueError("a version is a string")
    return Version(version) > Version(current or app_version())


class SaveDamaged(Exception):
    """A save that cannot be read or replayed; ``reason`` says why in a few words (English, for
    the log); ``cause`` is ``"damaged"``, ``"not regular"`` or ``"too large"``."""

    def __init__(self, reason: str, cause: str = "damaged") -> None:
        super().__init__(reason)
        self.reason = reason
        self.cause = cause


class SaveTooNew(Exception):
    """A save written by a newer version of the game (``version``), kept but not continued.
    ``newer_format``: only its file format is newer (the version is not)."""

    def __init__(self, version: str, newer_format: bool = False) -> None:
        super().__init__(version)
        self.version = version
        self.newer_format = newer_format


def random_hex(count: int) -> str:
    """``count`` random bytes as hex digits (``secrets``, imported when first needed: the main
    menu lists saved games without loading OpenSSL)."""
    import secrets
    return secrets.token_hex(count)


def derived_id(kind: str, setup: Any, seed: int) -> str:
    """The game id of a save written without one (earlier versions): a hash of its kind, setup
    and seed, the same on every reading."""
    import hashlib  # here: OpenSSL loads with it, and only old saves need it
    text = json.dumps([kind, setup, seed], sort_keys=True, separators=(",", ":"))
    return "derived-" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]


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
        game_id: the game's name in the statistics (32 hex digits, or ``derived-...`` for a save
            of an earlier version; see the module doc).
        path: the file it was read from or is written to (not in the file), or None.
        marked: the trick game's bid cards marked and not yet bid (T-6), as card codes; a
            malformed list in a file is read as none.
    """

    kind: str
    setup: dict[str, Any]
    seed: int
    entries: list[dict[str, Any]] = field(default_factory=list)
    cpu_rng: list[Any] | None = None
    app_version: str = field(default_factory=app_version)
    saved_at: float = 0.0
    game_id: str = field(default_factory=lambda: random_hex(16))
    path: Path | None = field(default=None, compare=False)
    marked: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """The file's JSON object."""
        return {"format": FORMAT, "app_version": self.app_version, "kind": self.kind, "id": self.game_id,
                "setup": self.setup, "seed": self.seed, "entries": self.entries,
                "cpu_rng": self.cpu_rng, "saved_at": self.saved_at, **({"marked": self.marked} if self.marked else {})}

    @classmethod
    def from_json(cls, data: Any, kind: str, path: Path | None = None) -> SavedGame:
        """Check the shape of a save file's JSON.

        Raises:
            SaveTooNew: a newer format or app version.
            SaveDamaged: anything missing or of the wrong type (an app version that is no
            version among them).
        """
        if not isinstance(data, dict):
            raise SaveDamaged("not a saved game")
        version = data.get("app_version")
        fmt = data.get("format")
        if not isinstance(version, str) or not isinstance(fmt, int) or isinstance(fmt, bool):
            raise SaveDamaged("no version")
        try:
            newer = is_newer_version(version)
        except ValueError:
            raise SaveDamaged("not a version: " + version[:40]) from None
        if newer:
            raise SaveTooNew(version)
        if fmt > FORMAT:
            raise SaveTooNew(version, newer_format=True)
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
        if not isinstance(saved_at, (int, float)) or isinstance(saved_at, bool) or saved_at != saved_at:
            saved_at = 0.0
        game_id = data.get("id")
        if not isinstance(game_id, str) or not re.fullmatch(r"[0-9A-Za-z-]{8,64}", game_id):
            game_id = derived_id(kind, setup, seed)
        marked = data.get("marked", [])
        if not isinstance(marked, list) or len(marked) > 3 or not all(isinstance(code, str) for code in marked):
            marked = []  # (only the marks are lost: the game is whole)
        return cls(kind, setup, seed, entries, rng, version, float(saved_at), game_id, path, list(marked))

    def to_bytes(self) -> bytes:
        """The file's bytes (compact JSON, UTF-8)."""
        return json.dumps(self.to_json(), separators=(",", ":")).encode("utf-8")


SYNC = True
"""Whether :func:`write_atomic` syncs to the disk by default. Only a power cut or a crash of the
system, not a killed game, needs the sync (the system's cache outlives the process); the tests,
which cannot cut the power, switch it off so thousands of saves do not wait for the disk."""


def write_atomic(path: Path, data: bytes, *, sync: bool | None = None) -> None:
    """Replace ``path`` by ``data``: temporary file in the same folder, fsync, rename, folder fsync
    (``sync=False``, or :data:`SYNC` False when ``sync`` is None: no fsync).

    Raises:
        OSError: the folder cannot be made or the file written (the old file is left as it was).
    """
    if sync is None:
        sync = SYNC
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
    """Write ``save`` to its ``path`` (a new :func:`new_save_path` when it has none), atomically.

    Raises:
        OSError: it could not be written (the previous save is kept).
    """
    if save.path is None:
        save.path = new_save_path(save.kind)
    write_atomic(save.path, save.to_bytes())


def read_save(path: Path) -> SavedGame | None:
    """The saved game in ``path``, or None when there is none.

    Raises:
        SaveTooNew: written by a newer version.
        SaveDamaged: not a regular file (``cause`` ``"not regular"``: a FIFO, a device; never
        opened), larger than :data:`MAX_SAVE_BYTES` (``"too large"``), unreadable, not JSON, or
        of the wrong shape (replay is checked elsewhere).
    """
    from .writer import WRITER
    WRITER.flush()  # what was handed to the writer is on disk first
    kind = kind_of_path(path)
    if kind is None:
        raise SaveDamaged("not a save's name")
    try:
        raw = read_regular_file(path, MAX_SAVE_BYTES)
    except FileNotFoundError:
        return None
    except NotRegularFile:
        raise SaveDamaged("not a regular file", "not regular") from None
    except FileTooLarge:
        raise SaveDamaged("too large", "too large") from None
    except OSError as exc:
        raise SaveDamaged(exc.strerror or str(exc)) from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise SaveDamaged("not readable") from None
    return SavedGame.from_json(data, kind, path)


def remove_save(path: Path) -> bool:
    """Delete a save (finished or abandoned); True when it is gone (or was never there)."""
    try:
        os.unlink(path)
    except FileNotFoundError:
        return True
    except OSError:
        return False
    return True


def set_aside(path: Path) -> tuple[Path | None, bool]:
    """Rename a damaged save to the first free ``<name>.bad``, ``.bad.1``, ...

    Returns:
        (the new path, True), or (None, True) when it could not be moved but was deleted, or
        (None, False) when it could be neither moved nor deleted (it is left as it is).
    """
    try:
        aside = set_aside_file(path)
    except OSError:
        return None, remove_save(path)
    log.warning("saved game %s set aside as %s", path.name, aside)  # the notice leaves the name out
    return aside, True


def clean_saves_folder() -> int:
    """Remove what kills left in the saves folder: temporary files of interrupted writes and
    lock files whose save is gone, unless another copy of the game holds that save's lock (it
    may be writing right now). Returns how many files were removed; never raises."""
    from .lock import HELD_HERE, acquire
    folder = saves_dir()
    try:
        names = os.listdir(folder)
    except OSError:
        return 0
    removed = 0
    for name in names:
        temp = TEMP_NAME.match(name)
        if temp:
            save = folder / temp.group(1)
        elif name.endswith(".lock") and SAVE_NAME.match(name[:-5] + ".json"):
            save = folder / (name[:-5] + ".json")
            if os.path.lexists(save):
                continue
        else:
            continue
        try:
            lock = acquire(save)
        except OSError:
            lock = "unlockable"  # a read-only folder: nobody is writing there either
        if lock is None or lock == HELD_HERE:
            continue  # a copy playing that game is writing it
        try:
            if temp:
                os.unlink(folder / name)
                removed += 1
        except OSError:
            pass
        finally:
            if not isinstance(lock, str):
                gone = not os.path.lexists(save)
                lock.release(remove=gone)
                removed += int(gone and not temp)
    return removed
