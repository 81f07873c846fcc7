"""Speech and braille through Prism (the ``prismatoid`` package, imported as ``prism``).

Prism is one bridge to every screen reader and system voice we support: NVDA, JAWS, SAPI and
OneCore on Windows; VoiceOver and AVSpeech on macOS; Orca and speech-dispatcher on Linux. Its
registry lists backends in its own priority order (screen readers first); :func:`open_prism`
asks for the best one that starts (``kind="best"``), or only system voices (``kind="tts"``, for
self-voicing).

A Prism backend instance must not be called from two threads at once, and a call into a
screen reader can block (a hung D-Bus or COM server), so one worker thread owns the instance:
the frame only queues work and never waits. A call that has not returned after ``hang_limit``
seconds (5) marks the backend failed; the announcer then falls back (espeak-ng, else text only)
and says so, and has the next backend say what this one may never have said
(:meth:`PrismSpeech.unheard`). The worker also polls Prism's ``speaking`` flag when the backend supports it, so
:meth:`PrismSpeech.idle` answers without touching Prism from the frame.

Which message is said when is not decided here: the announcer's policy (:mod:`game.speech.queue`)
hands Prism one message at a time, the next once :meth:`PrismSpeech.idle` says the last is done
(``knows_speaking``), else after the message's estimated length; an answer to the player's key
comes with ``interrupt=True`` and cuts the screen reader.
"""

from __future__ import annotations

import importlib
import logging
import threading
import time
from collections import deque
from typing import Any

from .backends import SpeechBackend
from .queue import SECONDS_PER_CHAR, START_SECONDS

log = logging.getLogger(__name__)

HANG_LIMIT = 5.0
"""Seconds a Prism call may take before the backend counts as hung (the player is told)."""
POLL_INTERVAL = 0.05
"""Seconds between two polls of Prism's ``speaking`` flag while something may be spoken."""
TTS_BACKENDS = ("SAPI", "ONE_CORE", "AV_SPEECH", "SPEECH_DISPATCHER")
"""``prism.BackendId`` members that are system voices rather than screen readers."""


def prism_rate(rate_percent: int) -> float:
    """Our speech rate (percent of normal, 50..300) on Prism's scale (0..1, 0.5 normal):
    50 % -> 0.25, 100 % -> 0.5, 300 % -> 1.0."""
    percent = max(50, min(300, rate_percent))
    if percent <= 100:
        return 0.5 * percent / 100
    return 0.5 + 0.5 * (percent - 100) / 200


def import_prism() -> tuple[Any | None, str | None]:
    """The ``prism`` module, or None and why it could not be imported (logged)."""
    try:
        return importlib.import_module("prism"), None
    except ImportError as exc:  # not installed, or its shared library failed to load
        log.warning("Prism could not be imported: %s", exc)
        return None, str(exc)
    except OSError as exc:
        log.warning("Prism's library could not be loaded: %s", exc)
        return None, str(exc)


class PrismSpeech(SpeechBackend):
    """A started Prism backend driven by a worker thread (see the module doc).

    Use :func:`open_prism` to make one. ``name`` is Prism's name for the backend ("NVDA",
    "Orca", "SAPI"); ``braille_capable`` is True when the backend can write to a braille
    display; ``knows_speaking`` is True when Prism can tell whether it is speaking (then
    :meth:`idle` is real; otherwise it says True and the app paces by message length).
    ``braille`` (settable) says whether messages also go to the braille display: on, messages
    go through Prism ``output`` (speech and braille); off, through ``speak``.
    """

    def __init__(self, hang_limit: float = HANG_LIMIT, poll_interval: float = POLL_INTERVAL) -> None:
        self.name = "Prism"
        self.braille_capable = False
        self.knows_speaking = False
        self.braille = True
        self._hang_limit = hang_limit
        self._poll = poll_interval
        self._cv = threading.Condition()
        self._ops: deque[tuple[str, str, bool]] = deque()
        self._busy_since: float | None = None
        self._busy_op: tuple[str, str, bool] | None = None
        self._lost: list[str] = []
        self._given: deque[tuple[str, float]] = deque(maxlen=16)
        """(text, monotonic time its call returned) of the latest messages Prism took."""
        self._maybe_speaking = False
        self._closed = False
        self._failed = False
        self._can_output = False
        self._can_stop = True
        self._sets_rate = False  # a system voice that takes a rate (a screen reader keeps its own)
        self._backend: Any = None
        self._context: Any = None
        self._ready = threading.Event()
        self._start_problem: str | None = None
        self._thread: threading.Thread | None = None
        self.hung_at_start = False

    # -- failure -------------------------------------------------------------------------------
    @property
    def failed(self) -> bool:  # type: ignore[override]
        """True when a Prism call raised, or has been running for more than ``hang_limit`` s."""
        with self._cv:
            if self._failed:
                return True
            if self._busy_since is not None and time.monotonic() - self._busy_since > self._hang_limit:
                log.warning("Prism backend %s did not answer within %.0f s (hung?)", self.name, self._hang_limit)
                self._fail()
            return self._failed

    def _fail(self) -> None:
        """Mark the backend failed (the lock held): the message it was saying and those still
        waiting were never heard (:meth:`unheard`)."""
        began = self._busy_since if self._busy_since is not None else time.monotonic()
        taken = [text for text, at in self._given
                 if at + START_SECONDS + len(text) * SECONDS_PER_CHAR > began]  # still being said then
        ops = ([self._busy_op] if self._busy_op is not None else []) + list(self._ops)
        self._lost = taken + [text for kind, text, _interrupt in ops if kind in ("speak", "output")]
        self._failed = True
        self._ops.clear()

    def unheard(self) -> list[str] | None:
        """Once failed: what it was given and may never have said, oldest first: the messages
        it took that would still have been spoken when it hung (by their estimated length,
        :data:`~game.speech.queue.SECONDS_PER_CHAR`: a daemon that hangs takes a message or two
        before it stops answering, and speaks none of them), the message it hung on, or that
        raised, and those waiting behind it; ``[]`` before."""
        with self._cv:
            return list(self._lost) if self._failed else []

    @failed.setter
    def failed(self, value: bool) -> None:
        with self._cv:
            self._failed = value

    # -- the SpeechBackend interface -----------------------------------------------------------
    def speak(self, text: str, interrupt: bool) -> None:
        text = text.replace("\x00", " ").strip()
        if not text:
            return
        with self._cv:
            if self._closed or self._failed:
                return
            kind = "output" if self.braille and self.braille_capable and self._can_output else "speak"
            self._ops.append((kind, text, interrupt))
            self._maybe_speaking = True
            self._cv.notify()

    def set_rate(self, rate_percent: int) -> bool:
        """A system voice that takes a rate (``kind="tts"``, see :func:`open_prism`) speaks at
        ``rate_percent`` from the next message on: the worker sets it, the frame only queues it.
        False for a screen reader (it keeps the rate its user chose) and once closed or failed."""
        with self._cv:
            if self._closed or self._failed or not self._sets_rate:
                return False
            self._ops = deque(op for op in self._ops if op[0] != "rate")  # only the latest counts
            self._ops.appendleft(("rate", repr(prism_rate(rate_percent)), False))
            self._cv.notify()
        return True

    def braille_only(self, text: str) -> None:
        """Show ``text`` on the braille display without speaking it (nothing when braille is
        off or the backend has no braille)."""
        text = text.replace("\x00", " ").strip()
        with self._cv:
            if not text or self._closed or self._failed or not (self.braille and self.braille_capable):
                return
            self._ops.append(("braille", text, False))
            self._cv.notify()

    def stop(self) -> None:
        with self._cv:
            if self._closed or self._failed:
                return
            self._ops = deque(op for op in self._ops if op[0] == "rate")  # a rate still holds
            if self._can_stop:
                self._ops.append(("stop", "", True))
            self._cv.notify()

    def idle(self) -> bool:
        with self._cv:
            return not self._ops and self._busy_since is None and not self._maybe_speaking

    def close(self) -> None:
        with self._cv:
            self._closed = True
            self._ops.clear()
            self._cv.notify_all()

    def wait_idle(self, timeout: float) -> bool:
        """Block up to ``timeout`` seconds until the worker has nothing left to do (tests)."""
        with self._cv:
            return self._cv.wait_for(lambda: not self._ops and self._busy_since is None, timeout)

    # -- the worker ----------------------------------------------------------------------------
    def _start(self, prism: Any, kind: str, rate_percent: int) -> str | None:
        """Start the worker, which opens the backend; wait at most ``hang_limit`` seconds.
        Returns None when started, else why not."""
        self._thread = threading.Thread(target=self._work, args=(prism, kind, rate_percent),
                                        name="speech-prism", daemon=True)
        self._thread.start()
        if not self._ready.wait(self._hang_limit):
            log.warning("Prism did not answer within %.0f s at start", self._hang_limit)
            self.hung_at_start = True
            self.close()
            return f"Prism did not answer within {self._hang_limit:.0f} seconds"
        return self._start_problem

    def _open(self, prism: Any, kind: str, rate_percent: int) -> None:
        error = getattr(prism, "PrismError", RuntimeError)
        try:
            context = prism.Context()
            if kind == "tts":
                backend = None
                wanted = {int(getattr(prism.BackendId, n)) for n in TTS_BACKENDS if hasattr(prism.BackendId, n)}
                for index in range(context.backends_count):
                    backend_id = context.id_of(index)
                    if int(backend_id) not in wanted:
                        continue
                    try:
                        backend = context.create(backend_id)
                        break
                    except (error, ValueError, RuntimeError) as exc:
                        log.info("Prism backend %s not available: %s", context.name_of(backend_id), exc)
                if backend is None:
                    raise ValueError("no system voice available")
            else:
                backend = context.create_best()
            features = backend.features
            self.name = str(backend.name)
            self.braille_capable = bool(features.supports_braille)
            self._can_output = bool(features.supports_output)
            self._can_stop = bool(features.supports_stop)
            self.knows_speaking = bool(features.supports_is_speaking)
            self._sets_rate = kind == "tts" and bool(features.supports_set_rate)
            if self._sets_rate:
                try:
                    backend.rate = prism_rate(rate_percent)
                except (error, ValueError) as exc:
                    log.info("Prism backend %s: rate not set: %s", self.name, exc)
            self._context, self._backend = context, backend
        except (error, ValueError, RuntimeError, OSError, AttributeError) as exc:
            log.info("Prism: no backend started (%s): %s", kind, exc)
            self._start_problem = str(exc) or type(exc).__name__

    def _work(self, prism: Any, kind: str, rate_percent: int) -> None:
        self._open(prism, kind, rate_percent)
        self._ready.set()
        if self._backend is None:
            return
        error = getattr(prism, "PrismError", RuntimeError)
        backend = self._backend
        while True:
            with self._cv:
                if not self._ops and not self._closed:
                    self._cv.wait(self._poll if self._maybe_speaking else None)
                if self._closed:
                    break
                op = self._ops.popleft() if self._ops else None
                self._busy_since = time.monotonic()
                self._busy_op = op
            try:
                if op is None:
                    speaking = bool(backend.speaking) if self.knows_speaking else False
                    with self._cv:
                        self._maybe_speaking = speaking
                else:
                    self._run(backend, op)
            except (error, OSError, RuntimeError, ValueError) as exc:
                if op is not None and op[0] == "braille":
                    log.info("Prism braille failed: %s", exc)
                    self.braille_capable = False
                elif op is not None and op[0] == "rate":
                    log.info("Prism backend %s: rate not set: %s", self.name, exc)
                else:
                    log.warning("Prism backend %s failed: %s", self.name, exc)
                    with self._cv:
                        if not self._failed:
                            self._fail()
            with self._cv:
                if op is not None and (op[0] == "stop" or (op[0] in ("speak", "output") and op[2])):
                    self._given.clear()  # what it was saying was cut on purpose
                if op is not None and op[0] in ("speak", "output") and not self._failed:
                    self._given.append((op[1], time.monotonic()))
                self._busy_since = None
                self._busy_op = None
                if op is not None and op[0] in ("speak", "output"):
                    self._maybe_speaking = self.knows_speaking  # polled until it says done
                if not self.knows_speaking and not self._ops:
                    self._maybe_speaking = False
                self._cv.notify_all()
                if self._failed:
                    break
        self._release(backend)

    @staticmethod
    def _run(backend: Any, op: tuple[str, str, bool]) -> None:
        kind, text, interrupt = op
        if kind == "output":
            backend.output(text, interrupt)
        elif kind == "speak":
            backend.speak(text, interrupt)
        elif kind == "braille":
            backend.braille(text)
        elif kind == "stop":
            backend.stop()
        elif kind == "rate":
            backend.rate = float(text)

    def _release(self, backend: Any) -> None:
        """Stop speaking on close (best effort) and drop the instance on the worker thread."""
        if self._closed and self._can_stop and not self._failed:
            try:
                backend.stop()
            except Exception as exc:  # noqa: BLE001 - closing: nothing left to tell
                log.debug("Prism stop at close failed: %s", exc)
        self._backend = None
        self._context = None


PRISM_MISSING = "missing"
"""Why :func:`open_prism` found nothing: the ``prism`` module could not be imported."""
PRISM_HUNG = "hung"
"""Why :func:`open_prism` found nothing: Prism did not answer within the hang limit."""
PRISM_NONE = "none"
"""Why :func:`open_prism` found nothing: no backend started (no screen reader, no voice)."""


def open_prism(kind: str = "best", rate_percent: int = 100, hang_limit: float = HANG_LIMIT,
               poll_interval: float = POLL_INTERVAL) -> tuple[PrismSpeech | None, str | None]:
    """Start a Prism backend: ``kind="best"`` takes the first that starts in Prism's priority
    order (a running screen reader before a system voice), ``kind="tts"`` only a system voice
    (SAPI, OneCore, AVSpeech, speech-dispatcher), at ``rate_percent``.

    Returns ``(backend, None)``, or ``(None, why)`` with ``why`` one of :data:`PRISM_MISSING`,
    :data:`PRISM_HUNG` (no answer within ``hang_limit`` seconds), :data:`PRISM_NONE`; details
    are logged. Never raises.
    """
    prism, problem = import_prism()
    if prism is None:
        return None, PRISM_MISSING
    speech = PrismSpeech(hang_limit=hang_limit, poll_interval=poll_interval)
    problem = speech._start(prism, kind, rate_percent)
    if problem is None:
        return speech, None
    return None, PRISM_HUNG if speech.hung_at_start else PRISM_NONE
