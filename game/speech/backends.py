"""Speech backends. Each is created once per app and never blocks the caller (a frame).

All share one small interface (:class:`SpeechBackend`): ``speak(text, interrupt)``, ``stop()``,
``close()``, ``idle()``, a ``name``, ``knows_speaking`` and ``failed`` (set when speech stopped
working, so the app can fall back to text only and say so once).

Backends only speak: which message is said when (events once and in order, stale prompts
dropped, answers first, nothing of a scene that was left) is the announcer's policy
(:mod:`game.speech.queue`), the same for every backend. The announcer hands a backend one
message at a time, the next once ``idle()`` says the last one is done where ``knows_speaking``
is True, else after its estimated length; ``interrupt=True`` (an answer to the player's key)
cuts whatever is being said.

- :class:`RecordingSpeech` records exact texts (tests); it is done at once.
- :class:`SilentSpeech` says nothing (text only); a message is done as soon as it is shown.
- :class:`ProcessSpeech` runs one command per message in a worker thread: ``espeak-ng``
  (self-voicing and the fallback). A message cut by ``interrupt`` or :meth:`~SpeechBackend.stop`
  is never said again. It is switched off only when it really hangs (see its doc), never for a
  long message.
- :class:`~game.speech.prism_speech.PrismSpeech` speaks (and writes braille) through Prism: every
  screen reader and system voice.
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
    backend; Prism when its engine reports speaking; text only and the recorder, done at once).
    When False the announcer takes each message as heard after its estimated length."""

    def speak(self, text: str, interrupt: bool) -> None:
        """Speak ``text``; ``interrupt`` cuts current speech first (an answer to the player's
        key), else it follows whatever is still being said."""

    def stop(self) -> None:
        """Silence speech now and forget pending messages."""

    def close(self) -> None:
        """Release resources (threads, processes). Safe to call twice."""

    def idle(self) -> bool:
        """True when nothing is being spoken or waiting (backends that cannot tell say True)."""
        return True

    def set_rate(self, rate_percent: int) -> bool:
        """Speak at ``rate_percent`` (percent of normal, the Speech rate option) from the next
        message on. Never blocks and never reopens anything: the frame calls it on every
        Left/Right of the option. Returns False when the rate is not ours to set (text only, a
        screen reader that keeps its own rate); the base class sets nothing."""
        return False

    def unheard(self) -> list[str] | None:
        """Once :attr:`failed`: the texts it was given and never said, oldest first (the one it
        hung on and those waiting behind it); None when it cannot tell (the app then has the
        scene say where the player stands instead)."""
        return None

    def unconfirmed(self) -> bool:
        """True while it has not shown that it speaks what it takes, so a line given to it may
        never have been heard although its estimated length has passed: a speech that cannot
        tell whether it speaks (``knows_speaking`` False) before it carried out a stop after
        taking lines (:meth:`confirm`), or one stuck in a call (no progress). A key that acts
        on such a line waits for :meth:`confirm` (:meth:`game.scenes.card_table.CardTable.wait_for_speech`).
        The base class, text only, the recorder and espeak-ng (whose process tells when it is
        done) are never unconfirmed."""
        return False

    def confirm(self, wait: float = 0.0) -> bool:
        """Start the check that clears :meth:`unconfirmed` (a stop, what the answer to the
        player's key would do anyway), and wait for it at most ``wait`` seconds. Returns True
        when it is confirmed (not :meth:`unconfirmed`). The base class has nothing to check."""
        return not self.unconfirmed()

    def awaits_check(self) -> bool:
        """True while the next message should wait until it has been checked (:meth:`confirm`):
        a system voice that cannot tell whether it speaks and has been given a message but has
        not yet shown that it speaks (Speech Dispatcher through Prism). The queue then gives it
        nothing more until the check after that message (:meth:`game.speech.queue.SpeechQueue.pump`),
        so a daemon that takes every line and says none is found after one line, not after all
        of them. The base class never waits."""
        return False


class SilentSpeech(SpeechBackend):
    """Text only: messages appear on screen and in the history, nothing is spoken; a message is
    done as soon as it is shown (``knows_speaking``: nothing to wait for; the Computer delay
    option paces the computer players)."""

    name = "text only"
    knows_speaking = True


class RecordingSpeech(SpeechBackend):
    """Records what would be spoken. ``spoken`` holds (text, interrupt) pairs; ``stops`` counts
    stop(); ``rates`` every rate set (:meth:`set_rate`), in order."""

    name = "recording"
    knows_speaking = True  # it "speaks" at once: always idle, so tests never wait for speech

    def __init__(self) -> None:
        self.spoken: list[tuple[str, bool]] = []
        self.stops = 0
        self.rates: list[int] = []

    def speak(self, text: str, interrupt: bool) -> None:
        self.spoken.append((text, interrupt))

    def set_rate(self, rate_percent: int) -> bool:
        """Recorded in :attr:`rates`; True (a voice whose rate is ours)."""
        self.rates.append(rate_percent)
        return True

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


HANG_FACTOR = 3.0
"""A self-voicing command still running after this many times its expected length is hung."""
HANG_FLOOR = 10.0
"""...but never before this many seconds (a short message's start-up varies)."""
STALL_OVERRUN = 1.2
"""A command cut by a key counts towards a stall (a hung engine the player keeps cutting) only
after running this many times its expected length: working speech would have said it by then."""
KILL_GRACE = 1.0
"""Seconds a command asked to end (SIGTERM: cut by a key, or past its hang limit) gets before it
is killed outright (SIGKILL to its process group): an engine that ignores the request never
keeps the speech worker."""
ABANDON_GRACE = 1.0
"""Seconds a command killed outright then gets to be gone before the worker stops waiting for
it (a process stuck in the kernel, or one that left a child holding its output pipe): the
command counts as hung and the backend fails, so the app falls back and says so."""
WAIT_SLICE = 0.1
"""Seconds the worker waits on a running command between two looks at whether it was cut."""


class ProcessSpeech(SpeechBackend):
    """Speaks each message with ``command(text)`` (an argv list) in a worker thread.

    ``stop_command`` (optional argv) is run on stop/interrupt, for servers that keep speaking after
    their client exits (such as ``spd-say --cancel``; espeak-ng needs none). After ``max_failures``
    consecutive failed commands (cannot start, non-zero exit, or "error" on stderr) ``failed``
    becomes True and messages are dropped; the announcer then switches to the fallback or text
    only and says so once.

    Speech is never switched off for being long. A command is hung only when it is still running
    well after its real length: :data:`HANG_FACTOR` (3) times the expected length, and at least
    ``hang_floor`` (:data:`HANG_FLOOR`, 10) seconds. The expected length is ``len(text)`` times the seconds per
    character measured over the messages already spoken to their end (start-up included), or
    ``seconds_per_char`` (default 0.1) before any has been; ``time_limit(text)``, when given,
    replaces the rule (tests). A hung command is killed and the backend fails at once; so does
    one cut by a key after running past its limit.

    The worker never waits on a command without a bound. A command asked to end (a key cut it,
    or it ran past its limit) that is still running :data:`KILL_GRACE` seconds later is killed
    outright; one still not gone :data:`ABANDON_GRACE` seconds after that (stuck in the kernel,
    or a child it left holds its output pipe) is left behind and counts as hung: the backend
    fails at once, so speech never goes silent without the app saying so.

    A hung engine (one that never returns, like a speech server with no audio) is also caught
    when keys keep cutting it: when no command has finished on its own while commands that were
    cut after running at least ``stall_min`` seconds (default 1: the player
    waited for speech) and longer than their text takes to say (:data:`STALL_OVERRUN` times its
    expected length: working speech would have finished it) ran for ``stall_limit`` seconds in
    all (default 30) over at least ``stall_count`` commands (default 4), the backend fails at
    once. Quicker cuts (a player skimming, or one who answers before a long line ends) neither
    count nor reset. Working speech ends a stall whenever one message finishes.

    A message cut by an interrupting one or by :meth:`stop` is never said again: which message
    comes next is the announcer's business (:mod:`game.speech.queue`).

    ``rate_command(percent)``, when given, returns the command and its expected seconds per
    character at another rate: :meth:`set_rate` then takes them for the next message (the
    worker, the queue and the message being said are left as they are).

    The stop command is started without waiting (its own process group, no ``--wait``): the
    worker gives it ``stop_wait`` seconds (default 0.3) to finish so it cannot cancel the next
    message, then moves on; a stop command still running is killed at :meth:`close`.
    """

    def __init__(self, name: str, command: Callable[[str], Sequence[str]],
                 stop_command: Sequence[str] | None = None, max_failures: int = 2,
                 time_limit: Callable[[str], float] | None = None, seconds_per_char: float = 0.1,
                 stall_limit: float = 30.0, stall_count: int = 4, stall_min: float = 1.0,
                 stop_wait: float = 0.3, hang_floor: float = HANG_FLOOR,
                 rate_command: Callable[[int], tuple[Callable[[str], Sequence[str]], float] | None] | None = None,
                 ) -> None:
        self.name = name
        self._rate_command = rate_command
        self._hang_floor = hang_floor
        self._stall_min = stall_min
        self._stall_limit = stall_limit
        self._stall_count = stall_count
        self._stop_wait = stop_wait
        self._stalled_time = 0.0
        self._stalled_count = 0
        self._stop_processes: list[subprocess.Popen[bytes]] = []
        self._strays: list[subprocess.Popen[bytes]] = []  # speech commands that could not be stopped
        self._command = command
        self._stop_command = list(stop_command) if stop_command else None
        self._max_failures = max_failures
        self._time_limit = time_limit
        self._default_spc = seconds_per_char
        self._spoken_seconds = 0.0  # messages said to their end: their time and characters
        self._spoken_chars = 0
        self._failures = 0
        self._queue: deque[_Utterance] = deque()
        self._current: _Utterance | None = None
        self._process: subprocess.Popen[bytes] | None = None
        self._cv = threading.Condition()
        self._closed = False
        self._cancel_pending = False
        self._thread = threading.Thread(target=self._work, name=f"speech-{name}", daemon=True)
        self._thread.start()

    @property
    def seconds_per_char(self) -> float:
        """Seconds per character measured over the messages spoken to their end so far (the
        default until 40 characters have been)."""
        with self._cv:
            if self._spoken_chars < 40:
                return self._default_spc
            return self._spoken_seconds / self._spoken_chars

    def set_rate(self, rate_percent: int) -> bool:
        """Take the command for ``rate_percent`` (``rate_command``) from the next message on;
        the pace measured at the old rate is forgotten. False without a ``rate_command`` (or
        when it found no command)."""
        if self._rate_command is None:
            return False
        made = self._rate_command(rate_percent)
        if made is None:
            return False
        command, seconds_per_char = made
        with self._cv:
            self._command = command
            self._default_spc = seconds_per_char
            self._spoken_seconds = 0.0
            self._spoken_chars = 0
        return True

    def expected_length(self, text: str) -> float:
        """Seconds working speech takes to say ``text`` at the pace measured so far
        (:attr:`seconds_per_char`)."""
        return len(text) * self.seconds_per_char

    def hang_limit(self, text: str) -> float:
        """Seconds ``text`` may take before its command counts as hung (see the class doc)."""
        if self._time_limit is not None:
            return self._time_limit(text)
        return max(self._hang_floor, HANG_FACTOR * len(text) * self.seconds_per_char)

    def speak(self, text: str, interrupt: bool) -> None:
        with self._cv:
            if self._closed or self.failed:
                return
            item = _Utterance(text, interrupt)
            if interrupt:  # what was being said, or waited, is never said again
                self._queue = deque([item])
                self._cut_current()
            else:
                self._queue.append(item)
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
            strays, self._strays = self._strays, []
            self._cv.notify_all()
        for process in stragglers:  # stop commands that never finished (a hung server)
            _kill(process)
        for process in strays:  # speech commands left behind unkillable
            _kill(process, hard=True)

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
            with self._cv:
                command = self._command
            process = subprocess.Popen(list(command(item.text)), stdin=subprocess.DEVNULL,
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
        limit = self.hang_limit(item.text)
        with self._cv:
            if self._current is not item:  # cut while starting
                _kill(process)
            self._process = process
        timed_out, abandoned, err, asked = self._wait(process, item, started + limit)
        ran = (asked if asked is not None and not timed_out else time.monotonic()) - started
        lines = err.decode("utf-8", "replace").strip().splitlines() or [""]
        last = lines[-1][:200]
        with self._cv:
            cut = self._current is not item and not timed_out
            if abandoned:
                log.warning("speech %s could not be stopped (hung?); left behind", self.name)
                self._strays.append(process)
                self._failures = self._max_failures - 1  # a hung engine fails at once
                self._failed_once()
            elif timed_out or (cut and ran > limit):
                log.warning("speech %s did not finish within %.1f s (hung?); killed", self.name, limit)
                self._failures = self._max_failures - 1  # a hung engine fails at once
                self._failed_once()
            elif cut:
                if ran >= self._stall_min and ran >= STALL_OVERRUN * self.expected_length(item.text):
                    # (a cut before the text could have been said says nothing: a player
                    # pressing keys while long lines are spoken keeps the working speech)
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
                if not timed_out:  # said to its end: measure the engine's pace
                    self._spoken_seconds += ran
                    self._spoken_chars += len(item.text)
            if not cut:
                self._stalled_time = 0.0
                self._stalled_count = 0
            if self._process is process:
                self._process = None
            if self._current is item:
                self._current = None
            self._cv.notify_all()

    def _wait(self, process: subprocess.Popen[bytes], item: _Utterance,
              deadline: float) -> tuple[bool, bool, bytes, float | None]:
        """Wait for ``process`` (saying ``item``) to end, never without a bound (see the class
        doc). Returns (timed out, abandoned, its stderr, monotonic time it was asked to end or
        None)."""
        asked: float | None = None  # when it was cut, or found past its deadline (SIGTERM sent)
        killed: float | None = None  # when it was killed outright (SIGKILL)
        timed_out = False
        while True:
            now = time.monotonic()
            if asked is None:
                with self._cv:
                    cut = self._current is not item  # the cutter sent SIGTERM
                if not cut and now >= deadline:  # a hung engine (no audio, a broken server)
                    timed_out = True
                    _kill(process)
                if cut or timed_out:
                    asked = now
            elif killed is None and now - asked >= KILL_GRACE:
                log.info("speech %s ignored the request to end; killed", self.name)
                _kill(process, hard=True)
                killed = now
            elif killed is not None and now - killed >= ABANDON_GRACE:
                if process.stderr is not None:
                    process.stderr.close()
                return timed_out, True, b"", asked
            wait = WAIT_SLICE if asked is not None else max(0.0, min(WAIT_SLICE, deadline - now))
            try:
                _, err = process.communicate(timeout=wait)
            except subprocess.TimeoutExpired:
                continue
            return timed_out, False, err or b"", asked

    def _failed_once(self) -> None:
        self._failures += 1
        if self._failures >= self._max_failures:
            self.failed = True
            self._queue.clear()


def _kill(process: subprocess.Popen[bytes], hard: bool = False) -> None:
    """End a speech command and anything it started (its own process group on POSIX): asked
    (SIGTERM), or with ``hard`` killed outright (SIGKILL)."""
    if process.poll() is not None:
        return
    try:
        if os.name == "posix":
            os.killpg(process.pid, signal.SIGKILL if hard else signal.SIGTERM)
        elif hard:
            process.kill()
        else:
            process.terminate()
    except (ProcessLookupError, PermissionError) as exc:
        log.debug("speech process already gone: %s", exc)
