"""Where the shipped files are: assets (fonts, sounds) and the rules texts.

Assets live in the repository's top-level ``assets/`` folder. :func:`assets_dir` looks, in order:

1. ``$NINETYNINE_ASSETS`` when set (an override for unusual layouts);
2. ``sys._MEIPASS/assets`` in a PyInstaller build (the spec copies ``assets/`` there);
3. ``<package>/../assets``: the source tree, and so ``pip install -e .``;
4. ``<prefix>/share/ninety-nine/assets``: a regular (wheel) install, where pyproject.toml's
   ``data-files`` put them (``sys.prefix``, or the user base for ``pip install --user``).

The rules texts are package files: ``game/rules_text/<game>.md``.

Files the game reads from the player's folders (settings, saved games, statistics) go through
:func:`read_regular_file` or :func:`regular_file_problem` first (a FIFO, a device or a huge file
is never opened) and a damaged one is moved aside with :func:`set_aside_file`.
"""

from __future__ import annotations

import os
import site
import stat
import sys
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent


DATA_ENV = "NINETYNINE_DATA_DIR"
"""When set, the folder of saved games and statistics (the tests set it)."""


def data_dir() -> Path:
    """The folder of saved games and statistics (not created here): ``$NINETYNINE_DATA_DIR``,
    else platformdirs' user data folder for ``ninety-nine``."""
    override = os.environ.get(DATA_ENV)
    if override:
        return Path(override)
    import platformdirs
    return Path(platformdirs.user_data_dir("ninety-nine", appauthor=False))


def saves_dir() -> Path:
    """``<data dir>/saves``: the saved games (:mod:`game.autosave.store`)."""
    return data_dir() / "saves"


def no_saved_games() -> bool:
    """True when the saves folder is missing or empty: nothing to offer or clean up, so the
    main menu need not load the save machinery (start-up). False when it holds anything or
    cannot be listed (the main menu then looks, and says what is wrong)."""
    try:
        return not os.listdir(saves_dir())
    except FileNotFoundError:
        return True
    except OSError:
        return False


def _candidates() -> list[Path]:
    found = []
    override = os.environ.get("NINETYNINE_ASSETS")
    if override:
        found.append(Path(override))
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        found.append(Path(bundle) / "assets")
    found.append(PACKAGE_DIR.parent / "assets")
    found.append(Path(sys.prefix) / "share" / "ninety-nine" / "assets")
    found.append(Path(site.getuserbase()) / "share" / "ninety-nine" / "assets")
    return found


def assets_dir() -> Path:
    """The assets folder (one holding ``fonts/`` and ``sounds/``).

    Raises:
        FileNotFoundError: when none of the places above has one.
    """
    for candidate in _candidates():
        if (candidate / "fonts").is_dir():
            return candidate
    raise FileNotFoundError("assets folder not found; looked in: " + ", ".join(map(str, _candidates())))


def asset(*parts: str) -> Path:
    """Path of one asset, e.g. ``asset("sounds", "card.wav")`` (may not exist)."""
    return assets_dir().joinpath(*parts)


def rules_text_path(game_key: str, language: str = "en") -> Path:
    """``game/rules_text/<game_key>.md`` (``counting`` or ``tricks``) in English, else
    ``game/rules_text/<language>/<game_key>.md`` (each translation is a whole text); may not
    exist."""
    parts = (f"{game_key}.md",) if language in ("en", "pseudo") else (language, f"{game_key}.md")
    bundle = getattr(sys, "_MEIPASS", None)
    inside = PACKAGE_DIR.joinpath("rules_text", *parts)
    if not inside.exists() and bundle:
        return Path(bundle).joinpath("game", "rules_text", *parts)
    return inside


def free_backup_name(path: Path) -> Path:
    """The first name among ``<path>.bad``, ``<path>.bad.1``, ``<path>.bad.2``... that names
    nothing yet (a broken link counts as taken), so an earlier backup is never overwritten."""
    aside = path.with_name(path.name + ".bad")
    number = 0
    while os.path.lexists(aside):
        number += 1
        aside = path.with_name(f"{path.name}.bad.{number}")
    return aside


def set_aside_file(path: Path) -> Path:
    """Rename a damaged file (settings, a saved game, the statistics database) to
    :func:`free_backup_name` and return the new path. Raises OSError when it cannot be moved."""
    aside = free_backup_name(path)
    os.replace(path, aside)
    return aside


class NotRegularFile(Exception):
    """A FIFO, a device, a socket or a folder where a file should be (never opened for reading:
    a FIFO would block for ever, ``/dev/zero`` would never end)."""


class FileTooLarge(Exception):
    """A file larger than the cap its reader allows."""


def read_regular_file(path: Path, limit: int) -> bytes:
    """The bytes of ``path`` when it is a regular file (a symlink to one counts) of at most
    ``limit`` bytes. Never blocks: the type is checked before opening, the file is opened
    non-blocking, and checked again once open (it may have been swapped in between).

    Raises:
        FileNotFoundError: nothing there. NotRegularFile: anything but a regular file.
        FileTooLarge: more than ``limit`` bytes. OSError: it cannot be read (permission denied,
        a file where a folder should be).
    """
    if not stat.S_ISREG(os.stat(path).st_mode):
        raise NotRegularFile(str(path))
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    handle = os.open(path, flags)
    try:
        info = os.fstat(handle)
        if not stat.S_ISREG(info.st_mode):
            raise NotRegularFile(str(path))
        if info.st_size > limit:
            raise FileTooLarge(str(path))
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(handle, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    finally:
        os.close(handle)
    if size > limit:  # it grew since the check
        raise FileTooLarge(str(path))
    return b"".join(chunks)


def regular_file_problem(path: Path, limit: int) -> str | None:
    """Why ``path`` must not be opened (``"not regular"``, ``"too large"``), or None when it is
    a regular file within ``limit`` bytes or is missing (``os.stat`` never blocks). Raises
    OSError when it cannot be looked at (other than missing)."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return None
    if not stat.S_ISREG(info.st_mode):
        return "not regular"
    if info.st_size > limit:
        return "too large"
    return None
