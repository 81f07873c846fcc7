"""Giving memory the game has freed back to the system.

Pygame surfaces (rendered text, card faces, overlays) and the computer players' searches allocate
and free many blocks of a few KB to a few MB. glibc's allocator keeps freed memory inside the
process, so a long session's resident size kept rising long after the memory itself was free
(benchmarks/client_memory.py: about 10 MB over 50,000 keys). :func:`release_free_memory` asks
glibc to return it (``malloc_trim``); the app calls it every :data:`TRIM_SECONDS` seconds of
play and after a language change. Elsewhere (Windows, macOS, musl) it does nothing.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable

log = logging.getLogger(__name__)

TRIM_SECONDS = 10.0
"""Seconds of play between two calls (each takes a few milliseconds at most)."""

_trim: Callable[[int], int] | None = None
_looked = False


def _malloc_trim() -> Callable[[int], int] | None:
    global _trim, _looked
    if not _looked:
        _looked = True
        if sys.platform.startswith("linux"):
            import ctypes  # here, not at start-up: first needed after 10 s of play
            import ctypes.util
            try:
                libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
                _trim = libc.malloc_trim
                _trim.argtypes = [ctypes.c_size_t]
                _trim.restype = ctypes.c_int
            except (OSError, AttributeError) as exc:  # not glibc (musl has no malloc_trim)
                log.info("malloc_trim not available: %s", exc)
    return _trim


def release_free_memory() -> bool:
    """Return freed heap memory to the system where the C library can (glibc). True when it
    did; never raises."""
    trim = _malloc_trim()
    if trim is None:
        return False
    trim(0)
    return True
