"""A Prism backend that hangs or crashes never takes the game with it.

The crash seen by ear (the game exited with signal 11 early in the game, after "The screen
reader did not answer within 5 seconds"): a speech-dispatcher that never answered closed its
connection while Prism waited in ``spd_open2``, and libspeechd read the missing reply as a NULL
string. So a real Prism backend runs in a child process (game/speech/prism_host.py), killed
when it hangs; a fake ``prism`` module made in memory runs in the game's process
(``DirectLink``), where a hung backend is never called again from any thread, nor freed.

The child-process tests use a fake ``prism`` package written to a folder on PYTHONPATH, so the
child imports it: it notes every call (with its process and thread) in a log, and hangs or
really crashes (reads address 0) where told (``FAKE_PRISM_MODE``)."""

import ctypes.util
import gc
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import types
import weakref
from pathlib import Path

import pytest

from game.speech import Announcer, RecordingSpeech
from game.speech import prism_speech
from game.speech.prism_speech import PRISM_BROKE, PRISM_HUNG, DirectLink, open_prism
from game.speech.select import create_backend

ROOT = Path(__file__).resolve().parent.parent
POSIX = os.name == "posix"


def wait_for(condition, seconds=5.0):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.01)
    return condition()


# -- in this process (DirectLink) ------------------------------------------------------------------
class ThreadNotingWorld:
    """A fake ``prism`` module in memory: every call is noted with the thread that made it;
    a call given the text "hang" (or ``create_best`` while ``hang_open`` is set) blocks until
    ``release`` is set."""

    def __init__(self):
        self.calls = []
        self.release = threading.Event()
        self.hang_open = False
        self.backends = []

    def note(self, *call):
        self.calls.append((threading.get_ident(),) + call)

    def module(self):
        world = self

        class Features:
            supports_braille = True
            supports_output = False
            supports_is_speaking = True
            supports_stop = True
            supports_set_rate = False

        class Backend:
            name = "NVDA"
            features = Features()

            def speak(self, text, interrupt=False):
                world.note("speak", text)
                if text == "hang":
                    world.release.wait(30)

            def stop(self):
                world.note("stop")

            @property
            def speaking(self):
                world.note("speaking")
                return False

        class Context:
            backends_count = 1

            def create_best(self):
                world.note("create_best")
                if world.hang_open:
                    world.release.wait(30)
                backend = Backend()
                world.backends.append(weakref.ref(backend))
                return backend

        return types.SimpleNamespace(Context=Context, PrismError=RuntimeError)


@pytest.fixture
def world(monkeypatch):
    made = ThreadNotingWorld()
    monkeypatch.setitem(sys.modules, "prism", made.module())
    yield made
    made.release.set()


def test_a_hung_backend_is_never_called_again_from_any_thread_nor_freed(world):
    backend, why = open_prism(hang_limit=0.3)
    assert why is None and isinstance(backend._link, DirectLink)
    worker = backend._thread
    backend.speak("one", False)
    assert backend.wait_idle(2)
    backend.speak("hang", False)
    assert wait_for(lambda: backend.failed)
    started = time.monotonic()
    backend.close()
    assert time.monotonic() - started < 0.05  # close() returns at once
    backend.speak("after", True)
    backend.stop()
    backend.braille_only("after")
    world.release.set()  # the hung call returns at last, on the worker
    worker.join(2)
    assert not worker.is_alive()
    assert [call[1:] for call in world.calls if call[1] != "speaking"] == [
        ("create_best",), ("speak", "one"), ("speak", "hang")]  # no stop at close, nothing after the hang
    assert {call[0] for call in world.calls} == {worker.ident}  # every call from the worker thread
    gc.collect()
    assert world.backends[0]() is not None  # never freed
    assert world.backends[0]() in prism_speech._ABANDONED


def test_close_while_opening_hangs_returns_at_once_and_never_calls_the_backend(world):
    world.hang_open = True
    started = time.monotonic()
    assert open_prism(hang_limit=0.2) == (None, PRISM_HUNG)
    assert time.monotonic() - started < 1.0
    world.release.set()  # the backend opens after the game gave up on it
    assert wait_for(lambda: world.backends)
    time.sleep(0.2)
    assert [call[1:] for call in world.calls] == [("create_best",)]  # no stop, no speaking poll
    gc.collect()
    assert world.backends[0]() is not None and world.backends[0]() in prism_speech._ABANDONED


def test_a_backend_that_did_not_hang_is_stopped_at_close_on_its_worker(world):
    backend, _ = open_prism(hang_limit=2)
    worker = backend._thread
    backend.speak("one", False)
    assert backend.wait_idle(2)
    backend.close()
    worker.join(2)
    assert [call[1:] for call in world.calls if call[1] != "speaking"] == [
        ("create_best",), ("speak", "one"), ("stop",)]
    assert {call[0] for call in world.calls} == {worker.ident}


# -- in a child process (HostLink) -----------------------------------------------------------------
FAKE_PRISM = '''
import ctypes, enum, os, threading

LOG = os.environ["FAKE_PRISM_LOG"]
MODE = os.environ.get("FAKE_PRISM_MODE", "ok")


def note(*words):
    with open(LOG, "a", encoding="utf-8") as f:
        f.write(" ".join(str(w) for w in (os.getpid(), threading.get_ident()) + words) + "\\n")


def act(op, text=""):
    note(op, text)
    if MODE == "hang_" + op or (MODE == "hang_text" and text == "hang"):
        threading.Event().wait()
    if MODE == "crash_" + op or (MODE == "crash_text" and text == "crash"):
        ctypes.string_at(0)  # a real segmentation fault


class PrismError(RuntimeError):
    pass


class BackendId(enum.IntEnum):
    SAPI = 1
    NVDA = 2


class Features:
    supports_braille = True
    supports_output = False
    supports_is_speaking = False
    supports_stop = True
    supports_set_rate = True


class Backend:
    name = "Fake NVDA"
    features = Features()
    speaking = False

    @property
    def rate(self):
        return 0.5

    @rate.setter
    def rate(self, value):
        act("rate", value)

    def speak(self, text, interrupt=False):
        act("speak", text)

    def braille(self, text):
        act("braille", text)

    def stop(self):
        act("stop")


class Context:
    backends_count = 1

    def __init__(self):
        note("context")

    def id_of(self, index):
        return BackendId.SAPI  # a system voice: kind="tts" takes it

    def name_of(self, backend_id):
        return "Fake NVDA" if backend_id == BackendId.NVDA else "Fake SAPI"

    def create(self, backend_id):
        return self.create_best()

    def create_best(self):
        act("open")
        return Backend()
'''


@pytest.fixture
def fake_package(tmp_path, monkeypatch):
    """A fake ``prism`` package on PYTHONPATH (this process imports it too); returns a function
    setting its mode and reading its log as (pid, thread, words...) tuples."""
    folder = tmp_path / "fakeprism"
    (folder / "prism").mkdir(parents=True)
    (folder / "prism" / "__init__.py").write_text(FAKE_PRISM, encoding="utf-8")
    log = tmp_path / "prism.log"
    log.write_text("", encoding="utf-8")
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(p for p in (str(folder), os.environ.get("PYTHONPATH")) if p))
    monkeypatch.setenv("FAKE_PRISM_LOG", str(log))
    monkeypatch.syspath_prepend(str(folder))
    monkeypatch.delitem(sys.modules, "prism", raising=False)

    def setup(mode="ok"):
        monkeypatch.setenv("FAKE_PRISM_MODE", mode)
        return types.SimpleNamespace(
            folder=folder, log=log,
            calls=lambda: [tuple(line.split(" ", 2)) for line in log.read_text(encoding="utf-8").splitlines()])
    yield setup
    sys.modules.pop("prism", None)


def gone(pid: int) -> bool:
    """True when process ``pid`` has ended (a zombie nobody reaped counts as ended)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as f:
            return f.read().rsplit(")", 1)[1].split()[0] in ("Z", "X")
    except FileNotFoundError:
        return True
    except OSError:
        pass
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def test_prism_runs_in_a_child_process_and_leaves_it_at_close(fake_package):
    fake = fake_package("ok")
    backend, why = open_prism(hang_limit=5)
    assert why is None and backend.name == "Fake NVDA" and backend.braille_capable
    child = backend._link.pid
    backend.speak("Your turn.", False)
    assert backend.wait_idle(5)
    backend.close()
    assert backend._link._process.wait(5) == 0
    words = [call[2] for call in fake.calls()]
    assert words == ["context", "open ", "speak Your turn.", "stop "]
    assert {int(call[0]) for call in fake.calls()} == {child} and child != os.getpid()


def test_a_system_voice_in_the_child_takes_the_rate_at_start_and_when_it_changes(fake_package):
    fake = fake_package("ok")
    backend, _ = open_prism("tts", rate_percent=300, hang_limit=5)
    try:
        assert backend.set_rate(50) is True
        backend.speak("Total 12.", False)
        assert backend.wait_idle(5)
        assert [call[2] for call in fake.calls()] == ["context", "open ", "rate 1.0", "rate 0.25", "speak Total 12."]
    finally:
        backend.close()


def test_a_child_that_crashes_fails_the_backend_and_speech_goes_on(fake_package):
    fake_package("crash_text")
    backend, _ = open_prism(hang_limit=5)
    spare = RecordingSpeech()
    spare.name = "espeak-ng"
    announcer = Announcer(backend)
    announcer.fallback = lambda failed: spare if failed == "Fake NVDA" else None
    try:
        announcer.say("crash")
        assert wait_for(lambda: backend.failed)
        assert backend._link._process.wait(5) != 0  # it really crashed
        assert backend.unheard() == ["crash"]
        announcer.check_backend()
        assert announcer.backend is spare
        assert spare.texts == ["Speech through Fake NVDA stopped working: using espeak-ng.", "crash"]
    finally:
        backend.close()


def test_a_child_that_crashes_while_opening_is_said_and_espeak_or_text_takes_over(fake_package):
    fake_package("crash_open")
    assert open_prism(hang_limit=5) == (None, PRISM_BROKE)
    backend, notice = create_backend("screen_reader")
    try:
        assert notice in ("The screen reader or system voice stopped working while starting. Speaking with espeak-ng.",
                          "The screen reader or system voice stopped working while starting. Text only.")
        assert backend.name == ("espeak-ng" if notice.endswith("espeak-ng.") else "text only")
    finally:
        backend.close()


def test_a_hung_child_is_killed_and_close_returns_at_once_without_a_call(fake_package):
    fake = fake_package("hang_text")
    backend, _ = open_prism(hang_limit=0.5)
    backend.speak("hang", False)
    assert wait_for(lambda: backend.failed)
    started = time.monotonic()
    backend.close()
    assert time.monotonic() - started < 0.05
    assert backend._link._process.wait(5) != 0  # killed
    assert [call[2] for call in fake.calls()] == ["context", "open ", "speak hang"]  # no stop


def test_a_child_hung_at_start_is_killed(fake_package):
    fake_package("hang_open")
    started = time.monotonic()
    assert open_prism(hang_limit=0.5) == (None, PRISM_HUNG)
    assert time.monotonic() - started < 2.0
    assert wait_for(lambda: not prism_speech_children())


def prism_speech_children():
    from game.speech import prism_host
    return [child for child in list(prism_host._LIVE) if child.poll() is None]


def start_game(tmp_path, extra):
    config = tmp_path / "config"
    config.mkdir(exist_ok=True)
    (config / "settings.json").write_text('{"options": {"speech_mode": "screen_reader"}}')
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", NINETYNINE_CONFIG_DIR=str(config))
    return subprocess.Popen([sys.executable, "-m", "game", *extra], env=env, cwd=tmp_path,
                            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)


def child_pids(fake):
    return {int(call[0]) for call in fake.calls()}


@pytest.mark.long
def test_quitting_while_prism_hangs_exits_0_in_bounded_time_and_leaves_no_child(fake_package, tmp_path):
    """``--smoke`` quits after 4 s, before the 5 s hang limit: Prism is still stuck opening."""
    fake = fake_package("hang_open")
    game = start_game(tmp_path, ["--smoke"])
    try:
        _, err = game.communicate(timeout=60)
    finally:
        game.kill()
    assert game.returncode == 0, err
    assert "Fatal Python error" not in err and "Traceback" not in err
    assert [call[2] for call in fake.calls()] == ["context", "open "]  # it was stuck when the game left
    pids = child_pids(fake)
    assert len(pids) == 1 and game.pid not in pids
    assert wait_for(lambda: all(gone(pid) for pid in pids), 3)


@pytest.mark.long
@pytest.mark.skipif(not POSIX, reason="a child notices its parent is gone by being re-parented (POSIX)")
def test_a_killed_game_leaves_no_stuck_prism_child(fake_package, tmp_path):
    """by-ear ends the game with SIGTERM (no atexit): the stuck child leaves on its own."""
    fake = fake_package("hang_open")
    game = start_game(tmp_path, ["--game", "counting", "--players", "3", "--seed", "1"])
    try:
        assert wait_for(lambda: [call for call in fake.calls() if call[2] == "open "], 30)
        game.send_signal(signal.SIGTERM)
        game.wait(10)
    finally:
        game.kill()
    pids = child_pids(fake)
    assert len(pids) == 1
    assert wait_for(lambda: all(gone(pid) for pid in pids), 3)


# -- the real Prism and a speech-dispatcher that hangs, then hangs up ---------------------------------
needs_libspeechd = pytest.mark.skipif(
    not sys.platform.startswith("linux") or ctypes.util.find_library("speechd") is None,
    reason="libspeechd (Prism's way to speech-dispatcher) is not installed")

HANG_UP_CHECK = """
import json, sys, time
from game.speech.prism_speech import open_prism
backend, why = open_prism("best", hang_limit=5.0)
time.sleep(1.0)  # the game goes on after the daemon hung up
print(json.dumps({"backend": backend is not None, "why": why}), flush=True)
sys.exit(0)  # an ordinary exit, not os._exit
"""


@needs_libspeechd
def test_a_speech_dispatcher_that_hangs_up_mid_answer_does_not_crash_the_game():
    """The crash heard by ear: the daemon takes Prism's first command, never answers, then
    closes the connection. In the game's own process libspeechd then crashes it (signal 11);
    with Prism in its child process only the child dies, and the game goes on and exits 0."""
    folder = Path(tempfile.mkdtemp(prefix="nn-hangup-"))  # short: a socket path holds 107 bytes
    path = folder / "speechd.sock"
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(str(path))
    server.listen(4)
    heard = []

    def hang_up_on_each():
        while True:
            try:
                client, _ = server.accept()
            except OSError:
                return
            client.settimeout(5)
            try:
                heard.append(client.recv(1000))
            except OSError:
                pass
            time.sleep(0.5)
            client.close()

    threading.Thread(target=hang_up_on_each, daemon=True).start()
    try:
        env = dict(os.environ, SPEECHD_ADDRESS=f"unix_socket:{path}", SDL_AUDIODRIVER="dummy")
        out = subprocess.run([sys.executable, "-c", HANG_UP_CHECK], capture_output=True, text=True,
                             timeout=60, env=env, cwd=ROOT)
    finally:
        server.close()
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout) == {"backend": False, "why": PRISM_BROKE}
    assert heard and heard[0].startswith(b"SET SELF CLIENT_NAME")


def test_closed_in_the_middle_of_a_call_that_then_hangs_the_child_is_still_killed(fake_package):
    fake = fake_package("hang_text")
    backend, _ = open_prism(hang_limit=0.5)
    backend.speak("hang", False)
    assert wait_for(lambda: [call for call in fake.calls() if call[2] == "speak hang"])
    backend.close()  # not failed yet: the call has run for less than the hang limit
    assert backend._link._process.wait(5) != 0  # killed once it passed the limit
    assert [call[2] for call in fake.calls()] == ["context", "open ", "speak hang"]
