"""Speech and braille through Prism (the ``prismatoid`` package, imported as ``prism``).

Prism is one bridge to every screen reader and system voice we support: NVDA, JAWS, SAPI and
OneCore on Windows; VoiceOver and AVSpeech on macOS; Orca and speech-dispatcher on Linux. Its
registry lists backends in its own priority order (screen readers first); :func:`open_prism`
asks for the best one that starts (``kind="best"``), or only system voices (``kind="tts"``, for
self-voicing).

A real Prism backend never runs in the game's process: a speech daemon that stops answering
can crash the process that waits on it (:mod:`game.speech.prism_host`), so every native Prism
call happens in a child process, and the game only ever loses that child. One worker thread per
backend talks to it (:class:`~game.speech.prism_host.HostLink`); the frame only queues work and
never waits. A call that has not returned after ``hang_limit`` seconds (5) marks the backend
failed and the child is killed; the announcer then falls back (espeak-ng, else text only) and
says so, and has the next backend say what this one may never have said
(:meth:`PrismSpeech.unheard`). A child that crashes fails the backend the same way.
(A ``prism`` module that is no file, as the tests' fakes, is driven in this process by
:class:`DirectLink`; a hung one is then abandoned: never called again, never freed.)
The worker also polls Prism's ``speaking`` flag when the backend supports it, so
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
from .prism_host import START_LIMIT, HostLink, PrismHostGone, open_backend, prism_rate, run_op
from .queue import SECONDS_PER_CHAR, START_SECONDS

log = logging.getLogger(__name__)

HANG_LIMIT = 5.0
"""Seconds a Prism call may take before the backend counts as hung (the player is told)."""
POLL_INTERVAL = 0.05
"""Seconds between two polls of Prism's ``speaking`` flag while something may be spoken."""
CHECK_LIMIT = 2.0
"""Seconds the stop that checks a backend which cannot tell whether it speaks
(:meth:`PrismSpeech.confirm`) may take before the backend counts as hung: sent once all it was given
would have been said, it has nothing to wait for, and a working daemon answers it within
milliseconds. Any other call has :data:`HANG_LIMIT`. Found: Screen reader mode chosen in Options
with a broken Speech Dispatcher, which took "Using Speech Dispatcher." and said nothing, was silent
7.8 s after "Speech: Screen reader" (the line's length, the check's margin, 5 s of the check); now
about 5 s (tests/test_speech_quiet_check.py)."""
SLOW_CALL = 1.0
"""Seconds a Prism call may take before what it was given counts as unconfirmed
(:meth:`PrismSpeech.unconfirmed`): a working screen reader or daemon answers in milliseconds;
the backend counts as failed only at :data:`HANG_LIMIT`."""
_ABANDONED: list[Any] = []
"""Prism objects of in-process backends that hung (:meth:`DirectLink.abandon`): kept for the
life of the process, so nothing frees them while a thread may still be inside them."""


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
    go through Prism ``output`` (speech and braille); off, through ``speak``. ``system_voice``
    is True for a system voice (SAPI, OneCore, AVSpeech, Speech Dispatcher), False for a screen
    reader.
    """

    def __init__(self, hang_limit: float = HANG_LIMIT, poll_interval: float = POLL_INTERVAL) -> None:
        self.name = "Prism"
        self.braille_capable = False
        self.knows_speaking = False
        self.system_voice = False
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
        self._taken = 0
        """How many messages it has taken (their call returned)."""
        self._proven = False
        """True once a stop (or a message that interrupts) returned after it had taken a message
        (:meth:`unconfirmed`)."""
        self._checking = False
        """True while the stop :meth:`confirm` asked for waits or runs."""
        self._given_any = False
        """True once it was given a message to say (:meth:`awaits_check`)."""
        self._closed = False
        self._failed = False
        self._can_output = False
        self._can_stop = True
        self._sets_rate = False  # a system voice that takes a rate (a screen reader keeps its own)
        self._link: Any = None
        self._started = threading.Event()
        self._ready = threading.Event()
        self._start_problem: str | None = None
        self._thread: threading.Thread | None = None
        self.hung_at_start = False
        self.broke_at_start = False
        """True when Prism's child process died while it opened the backend (crashed)."""

    # -- failure -------------------------------------------------------------------------------
    @property
    def failed(self) -> bool:  # type: ignore[override]
        """True when a Prism call raised, or has been running for more than ``hang_limit`` s (the
        stop that checks it, :meth:`confirm`: :data:`CHECK_LIMIT`, at most ``hang_limit``)."""
        with self._cv:
            if self._failed:
                return True
            checking = self._checking and self._busy_op is not None and self._busy_op[0] == "stop"
            limit = min(CHECK_LIMIT, self._hang_limit) if checking else self._hang_limit
            if self._busy_since is not None and time.monotonic() - self._busy_since > limit:
                log.warning("Prism backend %s did not answer within %.1f s (hung?)", self.name, limit)
                self._fail()
                hung = True
            else:
                hung = False
            failed = self._failed
        if hung:
            self._abandon()  # never called again: its child is killed, or its objects kept
        return failed

    def _fail(self) -> None:
        """Mark the backend failed (the lock held): the message it was saying and those still
        waiting were never heard (:meth:`unheard`)."""
        began = self._busy_since if self._busy_since is not None else time.monotonic()
        # A message it took counts as unheard when it would still have been spoken within the
        # hang limit before the call that hung began: a daemon that hangs stops speaking before
        # it stops answering (found by ear: Speech Dispatcher took "Deal 1. ..." and "Choose 3
        # bid cards. ..." at start-up, spoke neither, and hung on the next line; both had ended
        # by their estimated length, so neither was said again through espeak-ng).
        # One that cannot tell whether it speaks and never answered a stop after taking a line
        # never showed it spoke any: everything it took counts as unheard (found by ear: Speech
        # Dispatcher took "Round 1. Bob deals. You play first." and the turn line at start-up,
        # spoke neither, and hung on the first stop 13 s later; the round's line, out of the
        # window below, was never said again).
        unproven = not self.knows_speaking and not self._proven
        taken = [text for text, at in self._given
                 if unproven or at + START_SECONDS + len(text) * SECONDS_PER_CHAR + self._hang_limit > began]
        ops = ([self._busy_op] if self._busy_op is not None else []) + list(self._ops)
        self._lost = taken + [text for kind, text, _interrupt in ops if kind in ("speak", "output")]
        self._failed = True
        self._ops.clear()

    def unheard(self) -> list[str] | None:
        """Once failed: what it was given and may never have said, oldest first: every message
        it took, when it cannot tell whether it speaks and never answered a stop after taking one
        (:meth:`unconfirmed`: it never showed it spoke any); else the messages
        it took that would still have been spoken within the hang limit before it hung (by their
        estimated length, :data:`~game.speech.queue.SECONDS_PER_CHAR`: a daemon that hangs takes
        a message or two before it stops answering, and speaks none of them; a message heard
        just before the hang may so be said again, none is lost), the message it hung on, or
        that raised, and those waiting behind it; ``[]`` before."""
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
            self._given_any = True
            self._maybe_speaking = True
            self._cv.notify()

    def set_rate(self, rate_percent: int) -> bool:
        """A system voice that takes a rate (``kind="tts"``, or the best backend when it is one,
        see :func:`open_prism`) speaks at ``rate_percent`` from the next message on: the worker
        sets it, the frame only queues it.
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

    def unconfirmed(self) -> bool:
        """True while what it was given may never have been spoken although its estimated length
        has passed (see :meth:`SpeechBackend.unconfirmed`): failed; stuck in a call for more
        than :data:`SLOW_CALL` seconds; or, when Prism cannot tell whether it speaks
        (``knows_speaking`` False: Speech Dispatcher, a screen reader without "is speaking"),
        until a stop returned after it had taken a message. Found by ear: Speech Dispatcher
        whose output module hung took every line at once (``spd_say`` only queues it), spoke
        none, and hung only at the first stop. A backend that cannot stop cannot be checked so:
        it is taken at its word (False)."""
        with self._cv:
            if self._failed:
                return True
            if self._busy_since is not None and time.monotonic() - self._busy_since > SLOW_CALL:
                return True
            return not self.knows_speaking and self._can_stop and not self._proven

    def awaits_check(self) -> bool:
        """True while the next message waits for the check (:meth:`confirm`): a system voice
        (``system_voice``: a screen reader is never checked so, see
        :meth:`game.speech.announcer.Announcer._check_when_quiet`) that cannot tell whether it
        speaks and can be stopped, given a message and not yet proven, nor failed or closed.
        Reported: Screen reader mode started at a table with a Speech Dispatcher that took every
        line and said none was silent 21.7 s: the daemon took the three opening lines, each timed
        by its length, before the check after the last found it hung; held after one line, it is
        found within about 6 s (tests/test_speech_screen_reader_daemon_start.py)."""
        with self._cv:
            return (self.system_voice and not self.knows_speaking and self._can_stop and self._given_any
                    and not (self._proven or self._failed or self._closed))

    def confirm(self, wait: float = 0.0) -> bool:
        """Check that it answers (:meth:`unconfirmed`): a stop is queued after what it was given,
        unless it is proven, failed, closed, cannot stop, or a check is under way; then wait at
        most ``wait`` seconds for it (a working daemon or screen reader answers within a
        millisecond or so). The stop ends only what is being said, which the answer to the
        player's key would cut anyway. Returns True when it is confirmed now."""
        with self._cv:
            if (not (self._proven or self._failed or self._closed or not self._can_stop or self._checking
                     or self.knows_speaking)):
                self._checking = True
                self._ops.append(("stop", "", True))
                self._cv.notify()
            if wait > 0 and self._checking:
                self._cv.wait_for(lambda: not self._checking or self._failed or self._closed, wait)
        return not self.unconfirmed()

    def close(self) -> None:
        """Stop using the backend; returns at once. A backend that failed (hung, or its child
        crashed) or is still opening is abandoned without a call into it
        (:meth:`DirectLink.abandon`, :meth:`~game.speech.prism_host.HostLink.abandon`);
        otherwise the worker stops its speech and lets it go (a call it is still in that then
        passes the hang limit gets the backend abandoned all the same)."""
        with self._cv:
            self._closed = True
            self._ops.clear()
            stuck = self._failed or not self._ready.is_set()
            busy = self._busy_since is not None
            self._cv.notify_all()
        if stuck:
            self._abandon()
        elif busy:
            timer = threading.Timer(self._hang_limit + 0.1, lambda: self.failed)
            timer.daemon = True
            timer.start()

    def _abandon(self) -> None:
        """Give up the link without calling into it (any thread, never blocks)."""
        link = self._link
        if link is not None:
            link.abandon()

    def wait_idle(self, timeout: float) -> bool:
        """Block up to ``timeout`` seconds until the worker has nothing left to do (tests)."""
        with self._cv:
            return self._cv.wait_for(lambda: not self._ops and self._busy_since is None, timeout)

    # -- the worker ----------------------------------------------------------------------------
    def _start(self, link: Any, kind: str, rate_percent: int) -> str | None:
        """Start the worker, which opens the backend through ``link`` (:class:`DirectLink` or
        :class:`~game.speech.prism_host.HostLink`); wait at most ``hang_limit`` seconds.
        Returns None when started, else why not. The wait counts from when the link has
        started (a child process may take a moment: at most
        :data:`~game.speech.prism_host.START_LIMIT` seconds)."""
        self._link = link
        self._thread = threading.Thread(target=self._work, args=(link, kind, rate_percent),
                                        name="speech-prism", daemon=True)
        self._thread.start()
        if not self._started.wait(START_LIMIT) or not self._ready.wait(self._hang_limit):
            log.warning("Prism did not answer within %.0f s at start", self._hang_limit)
            self.hung_at_start = True
            self.close()
            return f"Prism did not answer within {self._hang_limit:.0f} seconds"
        return self._start_problem

    def _open(self, link: Any, kind: str, rate_percent: int) -> bool:
        """Open the backend; True when it started (else ``_start_problem`` says why)."""
        try:
            try:
                link.start()
            finally:
                self._started.set()
            info = link.open(kind, rate_percent)
            self.name = str(info["name"])
            self.braille_capable = bool(info["braille"])
            self._can_output = bool(info["output"])
            self._can_stop = bool(info["stop"])
            self.knows_speaking = bool(info["speaking"])
            self._sets_rate = bool(info["set_rate"])
            self.system_voice = bool(info.get("system", False))
            return True
        except PrismHostGone as exc:
            if not self.hung_at_start:
                log.warning("Prism's process ended while it opened a backend (%s): %s", kind, exc)
                self.broke_at_start = True
            self._start_problem = str(exc)
            return False
        except (link.error, ValueError, RuntimeError, OSError, AttributeError, KeyError) as exc:
            log.info("Prism: no backend started (%s): %s", kind, exc)
            self._start_problem = str(exc) or type(exc).__name__
            return False

    def _work(self, link: Any, kind: str, rate_percent: int) -> None:
        opened = self._open(link, kind, rate_percent)
        self._ready.set()
        if not opened:
            link.close()
            return
        error = link.error
        while True:
            with self._cv:
                if not self._ops and not self._closed:
                    self._cv.wait(self._poll if self._maybe_speaking else None)
                if self._closed:
                    break
                op = self._ops.popleft() if self._ops else None
                self._busy_since = time.monotonic()
                self._busy_op = op
                taken_before = self._taken
            answered = False
            try:
                if op is None:
                    speaking = link.speaking() if self.knows_speaking else False
                    with self._cv:
                        self._maybe_speaking = speaking
                else:
                    link.call(*op)
                    answered = True
            except (error, OSError, RuntimeError, ValueError) as exc:
                gone = isinstance(exc, PrismHostGone)  # its process died: nothing more from it
                if op is not None and op[0] == "braille" and not self._failed and not gone:
                    log.info("Prism braille failed: %s", exc)
                    self.braille_capable = False
                elif op is not None and op[0] == "rate" and not gone:
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
                    self._taken += 1
                if (answered and not self._failed and taken_before > 0 and op is not None
                        and (op[0] == "stop" or (op[0] in ("speak", "output") and op[2]))):
                    self._proven = True  # it answered a stop after taking lines: it speaks
                if op is not None and op[0] == "stop":
                    self._checking = False
                self._busy_since = None
                self._busy_op = None
                if op is not None and op[0] in ("speak", "output"):
                    self._maybe_speaking = self.knows_speaking  # polled until it says done
                if not self.knows_speaking and not self._ops:
                    self._maybe_speaking = False
                self._cv.notify_all()
                if self._failed:
                    break
        self._release(link)

    def _release(self, link: Any) -> None:
        """On the worker, at the end: stop speaking on close (best effort) and let the link go;
        a failed backend is never called again (its link was abandoned)."""
        with self._cv:
            failed = self._failed
        if failed:
            self._abandon()
            return
        if self._closed and self._can_stop and self._taken > 0:  # (nothing given: nothing to stop)
            try:
                link.call("stop", "", True)
            except Exception as exc:  # noqa: BLE001 - closing: nothing left to tell
                log.debug("Prism stop at close failed: %s", exc)
        link.close()


class DirectLink:
    """Drives a ``prism`` module in this process, on the one thread that calls it (the
    backend's worker), with the same methods as :class:`~game.speech.prism_host.HostLink`.
    Used for a ``prism`` module that is no file (the tests' fakes): a real Prism backend runs in
    a child process (see the module doc).

    :meth:`abandon` (any thread, for a backend that hung) never calls the backend: from then on
    every call raises, and its Prism objects are kept for the life of the process
    (:data:`_ABANDONED`), never freed, since a thread may still be inside them."""

    def __init__(self, prism: Any) -> None:
        self._prism = prism
        self.error = getattr(prism, "PrismError", RuntimeError)
        self._objects: list[Any] = []
        self._backend: Any = None
        self._abandoned = False
        self._lock = threading.Lock()

    def start(self) -> None:
        """Nothing to start in this process."""

    def open(self, kind: str, rate_percent: int) -> dict[str, Any]:
        """Start the backend (:func:`~game.speech.prism_host.open_backend`); its info."""
        context, backend, info = open_backend(self._prism, kind, rate_percent)
        with self._lock:
            self._objects += [context, backend]
            if self._abandoned:  # given up while it opened: keep what it made, use none of it
                _ABANDONED.extend(self._objects)
                raise RuntimeError("abandoned while opening")
            self._backend = backend
        return info

    def _live(self) -> Any:
        with self._lock:
            if self._abandoned or self._backend is None:
                raise RuntimeError("Prism backend abandoned")
            return self._backend

    def call(self, kind: str, text: str, interrupt: bool) -> None:
        """``speak``, ``output``, ``braille`` or ``stop``."""
        run_op(self._live(), kind, text, interrupt)

    def speaking(self) -> bool:
        """Prism's ``speaking`` flag."""
        return bool(self._live().speaking)

    def close(self) -> None:
        """Drop the Prism objects (on the worker, after its last call returned); an abandoned
        link keeps them."""
        with self._lock:
            if not self._abandoned:
                self._objects.clear()
                self._backend = None

    def abandon(self) -> None:
        """Never call the backend again and never free it (any thread; never blocks)."""
        with self._lock:
            if not self._abandoned:
                self._abandoned = True
                _ABANDONED.extend(self._objects)
                self._backend = None


PRISM_MISSING = "missing"
"""Why :func:`open_prism` found nothing: the ``prism`` module could not be imported."""
PRISM_HUNG = "hung"
"""Why :func:`open_prism` found nothing: Prism did not answer within the hang limit."""
PRISM_BROKE = "broke"
"""Why :func:`open_prism` found nothing: Prism's process died while it opened a backend (a
speech daemon that hung up on it, :mod:`game.speech.prism_host`)."""
PRISM_NONE = "none"
"""Why :func:`open_prism` found nothing: no backend started (no screen reader, no voice)."""


def link_for(prism: Any) -> Any:
    """How to drive ``prism``: a module loaded from a file (the real one) in a child process
    of its own (:class:`~game.speech.prism_host.HostLink`; raises OSError when it cannot be
    started), a module made in memory (the tests' fakes) in this one (:class:`DirectLink`)."""
    if getattr(prism, "__file__", None) is None:
        return DirectLink(prism)
    return HostLink()


def open_prism(kind: str = "best", rate_percent: int = 100, hang_limit: float = HANG_LIMIT,
               poll_interval: float = POLL_INTERVAL) -> tuple[PrismSpeech | None, str | None]:
    """Start a Prism backend: ``kind="best"`` takes the first that starts in Prism's priority
    order (a running screen reader before a system voice), ``kind="tts"`` only a system voice
    (SAPI, OneCore, AVSpeech, speech-dispatcher), at ``rate_percent``.

    Returns ``(backend, None)``, or ``(None, why)`` with ``why`` one of :data:`PRISM_MISSING`,
    :data:`PRISM_HUNG` (no answer within ``hang_limit`` seconds), :data:`PRISM_BROKE`,
    :data:`PRISM_NONE`; details
    are logged. Never raises.
    """
    prism, problem = import_prism()
    if prism is None:
        return None, PRISM_MISSING
    try:
        link = link_for(prism)
    except OSError as exc:
        log.warning("the Prism process could not be started: %s", exc)
        return None, PRISM_NONE
    speech = PrismSpeech(hang_limit=hang_limit, poll_interval=poll_interval)
    problem = speech._start(link, kind, rate_percent)
    if problem is None:
        return speech, None
    if speech.hung_at_start:
        return None, PRISM_HUNG
    return None, PRISM_BROKE if speech.broke_at_start else PRISM_NONE
