"""Speech backends. Each is created once per app and never blocks the caller (a frame).

All share one small interface (:class:`SpeechBackend`): ``speak(text, interrupt)``, ``stop()``,
``close()``, a ``name`` and ``failed`` (set when speech stopped working, so the app can fall back
to text only and say so once).

- :class:`RecordingSpeech` records exact texts (tests).
- :class:`SilentSpeech` says nothing (text only).
- :class:`ProcessSpeech` runs one command per message in a worker thread: ``espeak-ng``
  (self-voicing and the fallback). It keeps our own queue: an interrupting message cuts the
  current one and replaces any pending interrupting message; queued (game event) messages are
  never dropped: one cut off mid-way is spoken again after the interrupting message.
- :class:`~game.speech.prism_speech.PrismSpeech` speaks (and writes braille) through Prism: every
  screen reader and system voice; the screen reader keeps its own queue.

``knows_speaking`` tells whether :meth:`SpeechBackend.idle` is real (the app paces computer
players on it); when False, ``idle()`` always says True and the app times by message length.
"""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import threading
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass

log = logging.getLogger(__name__)


class SpeechBackend:
    """Base: a backend that speaks nothing. Subclasses override :meth:`speak` and :meth:`stop`."""

    name = "text only"
    failed = False
    knows_speaking: bool = False
    """True when :meth:`idle` really tells whether speech is still going (the espeak-ng process
    backend; Prism when its engine reports speaking). The tables pace computer players on it."""

    def speak(self, text: str, interrupt: bool) -> None:
        """Speak ``text``; ``interrupt`` cuts current speech (own keys), else it queues (game events)."""

    def stop(self) -> None:
        """Silence speech now and forget pending messages."""

    def speak_next(self, text: str) -> None:
        """Speak ``text`` right after the current answer to the player's key (ahead of queued
        game events and notices); the next interrupting message drops it. Default: queue it."""
        self.speak(text, False)

    def close(self) -> None:
        """Release resources (threads, processes). Safe to call twice."""

    def idle(self) -> bool:
        """True when nothing is being spoken or waiting (backends that cannot tell say True)."""
        return True


class SilentSpeech(SpeechBackend):
    """Text only: messages appear on screen and in the history, nothing is spoken."""

    name = "text only"


class RecordingSpeech(SpeechBackend):
    """Records what would be spoken. ``spoken`` holds (text, interrupt) pairs; ``stops`` counts stop()."""

    name = "recording"
    knows_speaking = True  # it "speaks" at once: always idle, so tests never wait for speech

    def __init__(self) -> None:
        self.spoken: list[tuple[str, bool]] = []
        self.stops = 0

    def speak(self, text: str, interrupt: bool) -> None:
        self.spoken.append((text, interrupt))

    def stop(self) -> None:
        self.stops += 1

    @property
    def texts(self) -> list[str]:
        """Just the texts, in order."""
        return [text for text, _ in self.spoken]

    def clear(self) -> None:
        """Forget what was recorded."""
        self.spoken.clear()
        self.stops = 0


@dataclass
class _Utterance:
    text: str
    interrupt: bool


class ProcessSpeech(SpeechBackend):
    """Speaks each message with ``command(text)`` (an argv list) in a worker thread.

    ``stop_command`` (optional argv) is run on stop/interrupt, for servers that keep speaking after
    their client exits (such as ``spd-say --cancel``; espeak-ng needs none). After ``max_failures`` consecutive failed commands
    (cannot start, non-zero exit, or "error" on stderr) ``failed`` becomes True and messages are
    dropped; the announcer then switches to the fallback or text only and says so once. A command
    still running after ``time_limit(text)`` seconds (default 10 s plus 1 s per 5 characters;
    espeak-ng gets :func:`game.speech.select.espeak_time_limit`, 5 s for a short message) is
    hung: it is killed and the backend fails at once; so does one cut by a key after running
    past its time limit.

    A hung engine (one that never returns, like a speech server with no audio) is also caught
    when keys keep cutting it: when no command has finished on its own while commands that were
    cut after running at least ``stall_min`` seconds (default 1: the player
    waited for speech; quicker cuts, a player skimming, neither count nor reset) ran for
    ``stall_limit`` seconds in all (default 30) over at least ``stall_count`` commands (default
    4), the backend fails at once. Working speech ends a stall whenever one message finishes.

    The stop command is started without waiting (its own process group, no ``--wait``): the
    worker gives it ``stop_wait`` seconds (default 0.3) to finish so it cannot cancel the next
    message, then moves on; a stop command still running is killed at :meth:`close`.
    """

    def __init__(self, name: str, command: Callable[[str], Sequence[str]],
                 stop_command: Sequence[str] | None = None, max_failures: int = 2,
                 time_limit: Callable[[str], float] = lambda text: 10 + len(text) / 5,
                 stall_limit: float = 30.0, stall_count: int = 4, stall_min: float = 1.0,
                 stop_wait: float = 0.3) -> None:
        self.name = name
        self._stall_min = stall_min
        self._stall_limit = stall_limit
        self._stall_count = stall_count
        self._stop_wait = stop_wait
        self._stalled_time = 0.0
        self._stalled_count = 0
        self._stop_processes: list[subprocess.Popen[bytes]] = []
        self._command = command
        self._stop_command = list(stop_command) if stop_command else None
        self._max_failures = max_failures
        self._time_limit = time_limit
        self._failures = 0
        self._queue: deque[_Utterance] = deque()
        self._current: _Utterance | None = None
        self._process: subprocess.Popen[bytes] | None = None
        self._cv = threading.Condition()
        self._closed = False
        self._cancel_pending = False
        self._thread = threading.Thread(target=self._work, name=f"speech-{name}", daemon=True)
        self._thread.start()

    def speak(self, text: str, interrupt: bool) -> None:
        with self._cv:
            if self._closed or self.failed:
                return
            item = _Utterance(text, interrupt)
            if interrupt:
                pending = [u for u in self._queue if not u.interrupt]
                cut = self._current
                if cut is not None and not cut.interrupt:
                    pending.insert(0, cut)  # a game event cut off is said again afterwards
                self._queue = deque([item, *pending])
                self._cut_current()
            else:
                self._queue.append(item)
            self._cv.notify()

    def speak_next(self, text: str) -> None:
        with self._cv:
            if self._closed or self.failed:
                return
            position = 0
            while position < len(self._queue) and self._queue[position].interrupt:
                position += 1
            self._queue.insert(position, _Utterance(text, True))  # part of the answer: dropped by the next key
            self._cv.notify()

    def stop(self) -> None:
        with self._cv:
            self._queue.clear()
            self._cut_current()

    knows_speaking = True

    def idle(self) -> bool:
        with self._cv:
            return not self._queue and self._current is None and not self._cancel_pending

    def close(self) -> None:
        with self._cv:
            self._closed = True
            self._queue.clear()
            self._cut_current()
            self._cancel_pending = False
            stragglers, self._stop_processes = self._stop_processes, []
            self._cv.notify_all()
        for process in stragglers:  # stop commands that never finished (a hung server)
            _kill(process)

    def wait_idle(self, timeout: float) -> bool:
        """Block up to ``timeout`` seconds until everything queued was spoken (tests, smoke)."""
        with self._cv:
            return self._cv.wait_for(
                lambda: not self._queue and self._current is None and not self._cancel_pending, timeout)

    def _cut_current(self) -> None:
        """Stop the running command (lock held): a kill signal only; the worker does the rest,
        including the stop command, so the caller (a frame) never waits for a process to start."""
        self._current = None
        if self._process is not None:
            _kill(self._process)
        if self._stop_command:
            self._cancel_pending = True
            self._cv.notify_all()

    def _work(self) -> None:
        while True:
            with self._cv:
                self._cv.wait_for(lambda: self._closed or bool(self._queue) or self._cancel_pending)
                if self._closed:
                    return
                cancel = self._cancel_pending
                item = self._queue.popleft() if self._queue else None
                self._current = item
            if cancel and self._stop_command:
                self._run(self._stop_command)
                with self._cv:
                    self._cancel_pending = False
                    self._cv.notify_all()
            if item is not None:
                self._say(item)

    def _run(self, argv: Sequence[str]) -> None:
        """Start the stop command in its own process group; wait at most ``stop_wait`` seconds."""
        self._stop_processes = [p for p in self._stop_processes if p.poll() is None]
        try:
            process = subprocess.Popen(list(argv), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                       stderr=subprocess.DEVNULL, start_new_session=os.name == "posix")
        except OSError as exc:
            log.warning("speech stop command %s could not start: %s", argv[0], exc)
            return
        try:
            process.wait(timeout=self._stop_wait)
        except subprocess.TimeoutExpired:
            log.info("speech stop command %s still running; left to finish", argv[0])
            with self._cv:
                if self._closed:
                    _kill(process)
                else:
                    self._stop_processes.append(process)

    def _say(self, item: _Utterance) -> None:
        try:
            process = subprocess.Popen(list(self._command(item.text)), stdin=subprocess.DEVNULL,
                                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                       start_new_session=os.name == "posix")
        except OSError as exc:
            log.warning("speech command for %s could not start: %s", self.name, exc)
            with self._cv:
                self._failed_once()
                if self._current is item:
                    self._current = None
                self._cv.notify_all()
            return
        started = time.monotonic()
        limit = self._time_limit(item.text)
        with self._cv:
            if self._current is not item:  # cut while starting
                _kill(process)
            self._process = process
        timed_out = False
        try:
            _, err = process.communicate(timeout=limit)
        except subprocess.TimeoutExpired:  # a hung engine (no audio, a broken server)
            _kill(process)
            _, err = process.communicate()
            timed_out = True
        ran = time.monotonic() - started
        lines = err.decode("utf-8", "replace").strip().splitlines() or [""]
        last = lines[-1][:200]
        with self._cv:
            cut = self._current is not item and not timed_out
            if timed_out or (cut and ran > limit):
                log.warning("speech %s did not finish within %.1f s (hung?); killed", self.name, limit)
                self._failures = self._max_failures - 1  # a hung engine fails at once
                self._failed_once()
            elif cut:
                if ran >= self._stall_min:  # quicker cuts (a player skimming) say nothing
                    self._stalled_time += ran
                    self._stalled_count += 1
                if self._stalled_count >= self._stall_count and self._stalled_time >= self._stall_limit:
                    log.warning("speech %s: %d commands cut after %.1f s in all, none finished on "
                                "its own (hung?)", self.name, self._stalled_count, self._stalled_time)
                    self._failures = self._max_failures - 1
                    self._failed_once()
            elif process.returncode != 0:
                log.warning("speech %s failed (exit %s): %s", self.name, process.returncode, last or "no message")
                self._failed_once()
            elif b"error" in err.lower():
                # espeak-ng exits 0 when it finds no sound device, but says "error" on stderr.
                log.warning("speech %s could not open a sound device: %s", self.name, last)
                self._failed_once()
            else:
                self._failures = 0
            if not cut:
                self._stalled_time = 0.0
                self._stalled_count = 0
            if self._process is process:
                self._process = None
            if self._current is item:
                self._current = None
            self._cv.notify_all()

    def _failed_once(self) -> None:
        self._failures += 1
        if self._failures >= self._max_failures:
            self.failed = True
            self._queue.clear()


def _kill(process: subprocess.Popen[bytes]) -> None:
    """End a speech command and anything it started (its own process group on POSIX)."""
    if process.poll() is not None:
        return
    try:
        if os.name == "posix":
            os.killpg(process.pid, signal.SIGTERM)
        else:
            process.terminate()
    except (ProcessLookupError, PermissionError) as exc:
        log.debug("speech process already gone: %s", exc)
