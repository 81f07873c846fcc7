"""Prism in a process of its own: every native Prism call the game makes happens here.

A screen reader or speech daemon reached through Prism can take the whole process down with
it: when a speech-dispatcher that never answered closes its connection, libspeechd reads the
missing reply as a NULL string and the process that waited on it dies of a segmentation fault
(seen on Linux with libspeechd 0.11.4, inside ``prism_registry_create_best``; no thread of the
game was touching Prism at the time). So the game never loads a real Prism backend in its own
process: :class:`~game.speech.prism_speech.PrismSpeech` starts this module as a child process
(:func:`host_command`) and talks to it through its standard input and output, one JSON object a
line each way, one request at a time:

- first, unasked, once it has imported Prism: ``{"ok": true, "started": true}``;
- ``{"op": "open", "kind": "best"|"tts", "rate": 100}`` answers ``{"ok": true, "info": {...}}``
  (:func:`open_backend`) or ``{"ok": false, "error": "..."}``;
- ``{"op": "speak"|"output"|"braille"|"stop"|"rate", "text": "...", "interrupt": false}`` answers
  ``{"ok": true}`` or the error;
- ``{"op": "speaking"}`` answers ``{"ok": true, "value": true|false}``.

The child ends when its standard input closes, or when the game's process is gone (a watchdog
thread notices, even while the main thread is stuck in a native call), always with
``os._exit``: a backend that may be stuck is never freed. A child stuck in a call is killed by
the game (:meth:`HostLink.abandon`); a child that crashes is an error like any other: the game
falls back to espeak-ng and says so.

This module uses only the standard library (and ``prism`` in the child), so the child starts
quickly.
"""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any, BinaryIO

log = logging.getLogger(__name__)

HOST_FLAG = "--prism-host"
"""The argument that makes the packaged program (``sys.frozen``) run as the Prism child
(:func:`game.__main__.main` checks it first)."""
TTS_BACKENDS = ("SAPI", "ONE_CORE", "AV_SPEECH", "SPEECH_DISPATCHER")
"""``prism.BackendId`` members that are system voices rather than screen readers."""
WATCH_INTERVAL = 0.5
"""Seconds between two checks, in the child, that the game's process is still there."""
START_LIMIT = 30.0
"""Seconds the child may take to start (a new Python process, Prism imported) before it counts
as hung; the hang limit for opening a backend counts from then."""
CLOSE_WAIT = 1.0
"""Seconds :meth:`HostLink.close` waits for the child to leave before it kills it."""


def prism_rate(rate_percent: int) -> float:
    """Our speech rate (percent of normal, 50..300) on Prism's scale (0..1, 0.5 normal):
    50 % -> 0.25, 100 % -> 0.5, 300 % -> 1.0."""
    percent = max(50, min(300, rate_percent))
    if percent <= 100:
        return 0.5 * percent / 100
    return 0.5 + 0.5 * (percent - 100) / 200


def open_backend(prism: Any, kind: str, rate_percent: int) -> tuple[Any, Any, dict[str, Any]]:
    """Start a backend of the ``prism`` module: ``kind="best"`` the first in Prism's priority
    order, ``kind="tts"`` the first system voice (:data:`TTS_BACKENDS`), at ``rate_percent``.

    Returns ``(context, backend, info)``; ``info`` has ``name`` (Prism's name for it),
    ``braille``, ``output``, ``stop``, ``speaking`` (which of those it supports),
    ``set_rate`` (a system voice that takes our rate, whichever ``kind`` found it; a screen
    reader keeps its own) and ``system`` (it is a system voice, :data:`TTS_BACKENDS`, not a
    screen reader). Raises what Prism raises, or ValueError when nothing starts."""
    error = getattr(prism, "PrismError", RuntimeError)
    context = prism.Context()
    ids = getattr(prism, "BackendId", None)
    wanted = {int(getattr(ids, n)) for n in TTS_BACKENDS if hasattr(ids, n)}
    if kind == "tts":
        backend = None
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
    try:
        system = kind == "tts" or _system_voice(context, wanted, str(backend.name))
    except error as exc:  # Prism could not name its backends: taken as a screen reader
        log.info("Prism: whether %s is a system voice is unknown: %s", backend.name, exc)
        system = False
    info = {"name": str(backend.name), "braille": bool(features.supports_braille),
            "output": bool(features.supports_output), "stop": bool(features.supports_stop),
            "speaking": bool(features.supports_is_speaking),
            "set_rate": bool(features.supports_set_rate) and system, "system": system}
    if info["set_rate"]:
        try:
            backend.rate = prism_rate(rate_percent)
        except (error, ValueError) as exc:
            log.info("Prism backend %s: rate not set: %s", info["name"], exc)
    return context, backend, info


def _system_voice(context: Any, wanted: set[int], name: str) -> bool:
    """True when the backend Prism named ``name`` is one of the system voices ``wanted`` (ids of
    :data:`TTS_BACKENDS`): the best backend may be one (Speech Dispatcher with no screen reader
    running), and a system voice speaks at our rate, as with ``kind="tts"``. False when Prism
    cannot tell (a screen reader keeps the rate its user chose)."""
    for backend_id in wanted:
        try:
            if str(context.name_of(backend_id)) == name:
                return True
        except (KeyError, ValueError, RuntimeError):
            continue
    return False


def run_op(backend: Any, kind: str, text: str, interrupt: bool) -> None:
    """Have ``backend`` do one thing: ``speak``, ``output`` (speech and braille), ``braille``,
    ``stop``, or ``rate`` (``text`` is the rate on Prism's scale, :func:`prism_rate`)."""
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
    else:
        raise ValueError(f"unknown request {kind!r}")


def serve(prism: Any, requests: BinaryIO, answers: BinaryIO) -> None:
    """Answer ``requests`` (JSON lines, see the module doc) on ``answers`` until ``requests``
    ends. ``prism`` is the module, or None when it could not be imported (every request then
    fails). Never raises for a request that fails: the error is the answer."""
    backend = None
    kept: list[Any] = []  # the context and backend live as long as this process
    for line in requests:
        try:
            request = json.loads(line)
            op = request.get("op")
            if prism is None:
                raise RuntimeError("Prism could not be imported")
            if op == "open":
                context, backend, info = open_backend(prism, str(request.get("kind", "best")),
                                                      int(request.get("rate", 100)))
                kept += [context, backend]
                answer: dict[str, Any] = {"ok": True, "info": info}
            elif backend is None:
                raise RuntimeError("no backend open")
            elif op == "speaking":
                answer = {"ok": True, "value": bool(backend.speaking)}
            else:
                run_op(backend, str(op), str(request.get("text", "")), bool(request.get("interrupt")))
                answer = {"ok": True}
        except Exception as exc:  # noqa: BLE001 - every failure is an answer the game handles
            answer = {"ok": False, "error": str(exc) or type(exc).__name__}
        answers.write((json.dumps(answer) + "\n").encode("utf-8"))
        answers.flush()


def _watch_parent(parent: int) -> None:
    """Leave at once when the game's process is gone (POSIX: this process was re-parented)."""
    import time
    while True:
        time.sleep(WATCH_INTERVAL)
        if os.getppid() != parent:
            os._exit(0)


def main() -> int:
    """The child's entry point: serve requests on standard input and output, then leave with
    ``os._exit`` (nothing of Prism's is freed or shut down)."""
    if sys.stderr is None:  # a windowed program started without one (Windows)
        sys.stderr = open(os.devnull, "w", encoding="utf-8")
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s (prism host): %(message)s")
    answers = os.fdopen(os.dup(1), "wb")
    try:  # whatever a library prints never mixes with the answers
        os.dup2(sys.stderr.fileno(), 1)
    except (OSError, ValueError):
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, 1)
        os.close(null)
    requests = os.fdopen(os.dup(0), "rb")
    if os.name == "posix":
        threading.Thread(target=_watch_parent, args=(os.getppid(),), name="prism-host-watch", daemon=True).start()
    try:
        import prism
    except (ImportError, OSError) as exc:
        log.warning("Prism could not be imported: %s", exc)
        prism = None
    try:
        answers.write(b'{"ok": true, "started": true}\n')  # the hang limit counts from here
        answers.flush()
        serve(prism, requests, answers)
    except (OSError, ValueError) as exc:  # the game closed the pipe
        log.debug("Prism host: %s", exc)
    finally:
        try:
            answers.flush()
        except OSError:
            pass
        os._exit(0)
    return 0


def host_command() -> list[str]:
    """The command line that starts the child: ``ninety-nine --prism-host`` in the packaged
    program, else this Python running :func:`main`."""
    if getattr(sys, "frozen", False):
        return [sys.executable, HOST_FLAG]
    return [sys.executable, "-c", "from game.speech.prism_host import main; main()"]


class PrismHostError(RuntimeError):
    """The child answered with an error, or is gone (:class:`PrismHostGone`)."""


class PrismHostGone(PrismHostError):
    """The child is gone: it crashed, or was killed."""


_LIVE: set[subprocess.Popen] = set()
"""Children not yet closed: killed when the game leaves (:func:`_kill_live`)."""
_LIVE_LOCK = threading.Lock()
_KILL_AT_EXIT = False


def _kill_live() -> None:
    """At exit: no Prism child outlives the game (one stuck in a call would otherwise stay)."""
    with _LIVE_LOCK:
        children = list(_LIVE)
        _LIVE.clear()
    for child in children:
        try:
            child.kill()
        except OSError:
            pass


class HostLink:
    """The game's end of one Prism child (see the module doc). :meth:`open`, :meth:`call`,
    :meth:`speaking` and :meth:`close` are called from one thread (the backend's worker) and
    block until the child answers; :meth:`abandon` may be called from any thread and never
    blocks: it kills the child, so a call waiting on it ends with :class:`PrismHostError`.

    Raises OSError when the child cannot be started."""

    error = PrismHostError
    """What its calls raise."""

    def __init__(self, command: list[str] | None = None) -> None:
        env = dict(os.environ)
        root = str(Path(__file__).resolve().parent.parent.parent)  # the folder holding ``game``
        env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH")) if p)
        flags = getattr(subprocess, "CREATE_NO_WINDOW", 0) if sys.platform == "win32" else 0
        self._process = subprocess.Popen(command or host_command(), stdin=subprocess.PIPE,
                                         stdout=subprocess.PIPE, env=env, creationflags=flags)
        global _KILL_AT_EXIT
        with _LIVE_LOCK:
            if not _KILL_AT_EXIT:
                import atexit
                atexit.register(_kill_live)
                _KILL_AT_EXIT = True
            _LIVE.add(self._process)

    @property
    def pid(self) -> int:
        """The child's process id."""
        return self._process.pid

    def _ask(self, request: dict[str, Any]) -> dict[str, Any]:
        process = self._process
        try:
            assert process.stdin is not None and process.stdout is not None
            process.stdin.write((json.dumps(request) + "\n").encode("utf-8"))
            process.stdin.flush()
            line = process.stdout.readline()
        except (OSError, ValueError) as exc:
            raise PrismHostGone(f"the Prism process is gone: {exc}") from exc
        if not line:
            try:
                code = process.wait(1.0)
            except subprocess.TimeoutExpired:
                code = None
            raise PrismHostGone(f"the Prism process ended (exit {code})")
        answer = json.loads(line)
        if not answer.get("ok"):
            raise PrismHostError(answer.get("error") or "Prism failed")
        return answer

    def start(self) -> None:
        """Wait until the child has started and imported Prism (it says so once)."""
        try:
            assert self._process.stdout is not None
            line = self._process.stdout.readline()
        except (OSError, ValueError) as exc:
            raise PrismHostGone(f"the Prism process is gone: {exc}") from exc
        if not line or not json.loads(line).get("started"):
            raise PrismHostGone("the Prism process did not start")

    def open(self, kind: str, rate_percent: int) -> dict[str, Any]:
        """Start the backend in the child (:func:`open_backend`); its ``info``."""
        return dict(self._ask({"op": "open", "kind": kind, "rate": rate_percent})["info"])

    def call(self, kind: str, text: str, interrupt: bool) -> None:
        """``speak``, ``output``, ``braille`` or ``stop`` (:func:`run_op`) in the child."""
        self._ask({"op": kind, "text": text, "interrupt": interrupt})

    def speaking(self) -> bool:
        """Prism's ``speaking`` flag, from the child."""
        return bool(self._ask({"op": "speaking"})["value"])

    def close(self) -> None:
        """Let the child leave (its standard input closes); killed after :data:`CLOSE_WAIT` s."""
        try:
            if self._process.stdin is not None:
                self._process.stdin.close()
            self._process.wait(CLOSE_WAIT)
        except (OSError, ValueError, subprocess.TimeoutExpired):
            self.abandon()
        finally:
            with _LIVE_LOCK:
                _LIVE.discard(self._process)

    def abandon(self) -> None:
        """Kill the child now (it is stuck, or no longer wanted); never blocks."""
        with _LIVE_LOCK:
            _LIVE.discard(self._process)
        try:
            self._process.kill()
        except OSError:
            pass


if __name__ == "__main__":
    sys.exit(main())
