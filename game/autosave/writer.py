"""The save writer: saves are written by a background thread, so a player's action never waits
for the disk (an fsync can take tens of milliseconds).

The main thread serialises the save (a few hundred microseconds) and hands the bytes over with
:meth:`SaveWriter.submit`; the thread writes them atomically (:func:`game.autosave.store.write_atomic`).
Only the newest data of each save file waits to be written (an older one still queued is
dropped: the newer holds all of it). A removal (finished or abandoned game) is queued the same way, so it
is never overtaken by an older write. :meth:`SaveWriter.flush` waits until everything queued is
on disk (the main menu calls it before reading saves; it runs again when the program exits).
A failed write is kept for :meth:`SaveWriter.take_error` to report on the main thread.
"""

from __future__ import annotations

import atexit
import os
import threading
from pathlib import Path

from . import store


class SaveWriter:
    """One background thread writing saves, newest per file first-come."""

    def __init__(self) -> None:
        self._lock = threading.Condition()
        self._jobs: dict[Path, bytes | None] = {}
        self._busy = False
        self._errors: dict[Path, OSError] = {}
        self._thread: threading.Thread | None = None

    def submit(self, path: Path, data: bytes | None) -> None:
        """Write ``data`` to the save file ``path`` (None: remove it) soon; replaces a queued one."""
        with self._lock:
            self._jobs[path] = data
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every queued save is written; False when ``timeout`` seconds ran out."""
        with self._lock:
            return self._lock.wait_for(lambda: not self._jobs and not self._busy, timeout)

    def take_error(self, path: Path) -> OSError | None:
        """The error of the last failed write of the save file ``path`` (once), or None."""
        with self._lock:
            return self._errors.pop(path, None)

    def _run(self) -> None:
        while True:
            with self._lock:
                while not self._jobs:
                    self._lock.wait()
                path = next(iter(self._jobs))
                data = self._jobs.pop(path)
                self._busy = True
            error: OSError | None = None
            try:
                if data is None:
                    try:
                        os.unlink(path)
                    except FileNotFoundError:
                        pass
                else:
                    store.write_atomic(path, data)
            except OSError as exc:
                error = exc
            with self._lock:
                if error is not None:
                    self._errors[path] = error
                self._busy = False
                self._lock.notify_all()


WRITER = SaveWriter()
"""The program's one save writer."""
atexit.register(WRITER.flush)
