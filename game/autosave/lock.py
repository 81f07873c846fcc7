"""One running copy per saved game: an operating-system lock on ``<save>.lock`` beside the save.

The copy of the game playing a saved game holds the lock (``fcntl.flock`` on POSIX,
``msvcrt.locking`` on Windows) from the game's first save until it is finished, left, or the
table is closed; the operating system drops it when the process ends, crash or kill included,
so a lock never outlives its holder. Another copy finds the lock taken: it does not offer that
game, and Continue on it says "This game is open in another window.".

The lock file stays beside its save (a save without a holder has a free lock file); the holder
removes it with the save. A lock file whose save is gone is removed by whoever can take it
(:func:`game.autosave.store.clean_saves_folder`).

Locks this process holds are remembered, so the process never locks itself out: asking again
for a lock it holds answers :data:`HELD_HERE`.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import Final

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]
    import msvcrt
else:
    msvcrt = None  # type: ignore[assignment]

log = logging.getLogger(__name__)

HELD_HERE: Final = "here"
"""What :func:`acquire` returns when this process already holds the lock."""

_held: dict[Path, SaveLock] = {}
"""The locks this process holds, by lock file path."""


def lock_path(save: Path) -> Path:
    """``saves/counting-....lock`` for ``saves/counting-....json``."""
    return save.with_suffix(".lock")


def _try_lock(handle: int) -> bool:
    """Take the lock on an open file without waiting; False when another holder has it."""
    try:
        if fcntl is not None:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        else:
            os.lseek(handle, 0, os.SEEK_SET)
            msvcrt.locking(handle, msvcrt.LK_NBLCK, 1)
    except (BlockingIOError, PermissionError):
        return False
    except OSError as exc:
        if exc.errno in (11, 13, 35, 36):  # EAGAIN, EACCES, EWOULDBLOCK (BSD), EDEADLK (Windows)
            return False
        raise
    return True


class SaveLock:
    """A held lock on one save (see the module doc). Release it with :meth:`release`."""

    def __init__(self, path: Path, handle: int) -> None:
        self.path = path
        """The lock file."""
        self._handle: int | None = handle

    @property
    def held(self) -> bool:
        """True until :meth:`release`."""
        return self._handle is not None

    def release(self, remove: bool = False) -> None:
        """Let the lock go; ``remove`` also deletes the lock file (its save is gone). Never raises."""
        handle, self._handle = self._handle, None
        if handle is None:
            return
        _held.pop(self.path, None)
        if remove:  # while still holding it: nobody else can be using this file
            try:
                os.unlink(self.path)
                remove = False
            except FileNotFoundError:
                remove = False
            except OSError:
                pass  # Windows: an open file cannot be removed; tried again after closing
        try:
            os.close(handle)
        except OSError:
            pass
        if remove:
            try:
                os.unlink(self.path)
            except OSError:
                pass


def acquire(save: Path) -> SaveLock | str | None:
    """Take the lock of ``save`` (made if missing).

    Returns:
        the :class:`SaveLock` now held; :data:`HELD_HERE` when this process holds it already;
        None when another process holds it.

    Raises:
        OSError: the lock file cannot be made or opened (a read-only folder): no copy can lock
        this save.
    """
    path = lock_path(save)
    if path in _held:
        return HELD_HERE
    for _attempt in range(5):
        handle = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o644)
        try:
            if not _try_lock(handle):
                os.close(handle)
                return None
            # The holder may have removed the file between our open and our lock: then we hold a
            # lock on a file nobody else will find. Only a lock on the file now at the path counts.
            try:
                same = os.path.samestat(os.fstat(handle), os.stat(path))
            except FileNotFoundError:
                same = False
        except BaseException:
            os.close(handle)
            raise
        if same:
            lock = SaveLock(path, handle)
            _held[path] = lock
            return lock
        os.close(handle)
    raise OSError(f"the lock file {path} keeps changing")


def held_elsewhere(save: Path) -> bool:
    """True when another process holds the lock of ``save`` (looked at by taking the lock and
    letting it go at once). False when the lock cannot be made (nobody can hold it)."""
    try:
        lock = acquire(save)
    except OSError as exc:
        log.info("cannot lock %s: %s", save, exc)
        return False
    if lock is None:
        return True
    if isinstance(lock, SaveLock):
        lock.release()
    return False
