"""Speech through a real speech-dispatcher (Linux): the game in Screen reader mode speaks through
Prism's Speech Dispatcher backend into an ALSA file sink (the audio bytes appear in a file), the
computer players' pacing follows what the backend can tell (here: the estimated length of each
message, game.speech.queue), and a hung speech-dispatcher is
given up after the hang limit without delaying the first announcement (speech opens in the
background, game.speech.opening).

Each test starts its own speech-dispatcher (``speech-dispatcher -s``) with a user configuration
in its own folders (HOME, XDG folders, ``~/.asoundrc`` pointing ALSA's default device at a raw
file) and ends it; nothing outside the test's folders is used. Skipped where speech-dispatcher
or its espeak-ng module is not installed (``.ci/run`` installs them with apt).
"""

from __future__ import annotations

import ctypes.util
import math
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from types import SimpleNamespace

import pytest

from game.speech.prism_speech import HANG_LIMIT, PRISM_HUNG, open_prism
from game.speech.queue import SECONDS_PER_CHAR, START_SECONDS

ROOT = Path(__file__).resolve().parent.parent
SPEECHD = shutil.which("speech-dispatcher")
MODULE_DIRS = [Path("/usr/lib/speech-dispatcher-modules"),
               Path("/usr/lib/x86_64-linux-gnu/speech-dispatcher-modules"),
               Path("/usr/lib/aarch64-linux-gnu/speech-dispatcher-modules")]
ESPEAK_MODULE = next((d / "sd_espeak-ng" for d in MODULE_DIRS if (d / "sd_espeak-ng").exists()), None)
LINUX = sys.platform.startswith("linux")

needs_speechd = pytest.mark.skipif(
    not LINUX or SPEECHD is None or ESPEAK_MODULE is None,
    reason="speech-dispatcher and its espeak-ng module are not installed "
           "(apt install speech-dispatcher speech-dispatcher-espeak-ng; .ci/run does)")
needs_libspeechd = pytest.mark.skipif(
    not LINUX or ctypes.util.find_library("speechd") is None,
    reason="libspeechd (Prism's way to speech-dispatcher) is not installed (apt install speech-dispatcher)")

SAMPLE_BYTES_PER_SECOND = 22050 * 2
"""espeak-ng's output through speech-dispatcher: 22,050 samples a second, 16-bit mono."""


def short_folder() -> Path:
    """A new folder with a short path (a Unix socket path holds at most 107 bytes)."""
    return Path(tempfile.mkdtemp(prefix="nn-speech-"))


def user_folders(base: Path, monkeypatch) -> SimpleNamespace:
    """HOME and XDG folders under ``base`` with speech-dispatcher's user configuration (ALSA
    output, the espeak-ng module only) and ALSA's default device writing raw audio to a file."""
    home, run = base / "home", base / "run"
    config = home / ".config"
    (config / "speech-dispatcher").mkdir(parents=True)
    run.mkdir(mode=0o700)
    raw = base / "speech.raw"
    (home / ".asoundrc").write_text(
        f'pcm.!default {{ type file; slave.pcm "null"; file "{raw}"; format "raw" }}\n')
    (config / "speech-dispatcher" / "speechd.conf").write_text(
        'AudioOutputMethod "alsa"\n'
        'AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"\n'
        'DefaultModule espeak-ng\n'
        'LogLevel 3\n')
    for name, value in (("HOME", home), ("XDG_CONFIG_HOME", config), ("XDG_RUNTIME_DIR", run),
                        ("XDG_CACHE_HOME", home / ".cache"), ("XDG_DATA_HOME", home / ".local" / "share")):
        monkeypatch.setenv(name, str(value))
    return SimpleNamespace(home=home, run=run, raw=raw, socket=run / "speechd.sock", log=base / "log")


@pytest.fixture
def speech_dispatcher(monkeypatch):
    """A speech-dispatcher of this test's own, answering on a socket in its folders; Prism
    (through ``SPEECHD_ADDRESS``) talks to it and to nothing else. Ended after the test."""
    base = short_folder()
    folders = user_folders(base, monkeypatch)
    folders.log.mkdir()
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{folders.socket}")
    process = subprocess.Popen(
        [SPEECHD, "--run-single", "--timeout", "0", "--communication-method", "unix_socket",
         "--socket-path", str(folders.socket), "--pid-file", str(base / "speechd.pid"),
         "--log-dir", str(folders.log)],
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 30
        while not folders.socket.exists():
            assert process.poll() is None, f"speech-dispatcher exited with {process.returncode}"
            assert time.monotonic() < deadline, "speech-dispatcher made no socket within 30 s"
            time.sleep(0.05)
        # The first client waits while the modules start: wait here, not in the game's hang limit.
        warm, why = open_prism("best", hang_limit=30)
        assert warm is not None and warm.name == "Speech Dispatcher", why
        warm.close()
        folders.raw.unlink(missing_ok=True)
        folders.process = process
        yield folders
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        shutil.rmtree(base, ignore_errors=True)


def wait_for_audio(app, raw: Path, at_least: int, seconds: float = 20.0) -> int:
    """Run the app's frames until ``raw`` holds ``at_least`` bytes; returns its size."""
    deadline = time.monotonic() + seconds
    size = 0
    while time.monotonic() < deadline:
        app.step()
        size = raw.stat().st_size if raw.exists() else 0
        if size >= at_least:
            break
        time.sleep(0.02)
    return size


def screen_reader_app(tmp_path, monkeypatch, cpu_delay=0.5):
    """An app with the player's settings: Screen reader mode, no sound cues. Prism gets 30 s to
    open speech-dispatcher instead of the game's 5 (Prism's Speech Dispatcher backend takes over
    a second to start, several on a loaded machine; the hang limit is tested below)."""
    from game.app import App
    from game.settings import Settings
    from game.speech import select
    monkeypatch.setattr(select, "open_prism", lambda kind, rate: open_prism(kind, rate, hang_limit=30))
    settings = Settings(tmp_path / "settings.json")
    settings.set("speech_mode", "screen_reader")
    settings.set("cpu_delay", cpu_delay)
    return App(settings, sound=False)


@pytest.mark.long
@needs_speechd
def test_the_game_speaks_through_speech_dispatcher_in_screen_reader_mode(speech_dispatcher, tmp_path, monkeypatch):
    """The main menu's line, held while speech opened, is said through espeak-ng (here a recorder:
    the real one would write into the same audio file), which hands over to Speech Dispatcher
    after it (game.speech.select.held_words_voice); the daemon says its name, answers the check
    after that first line at once, and then paces by each message's estimated length."""
    from game.speech import RecordingSpeech, select
    held = RecordingSpeech()
    held.name = "espeak-ng"
    monkeypatch.setattr(select, "self_voicing", lambda rate=100: held)
    app = screen_reader_app(tmp_path, monkeypatch)
    try:
        app.start()  # the main menu is announced at once; speech opens in the background
        said = app.announcer.history.items()
        assert said[0].startswith("Main menu. ")
        assert app.wait_for_speech(30)
        backend = app.announcer.queue.incoming or app.announcer.backend
        assert backend.name == "Speech Dispatcher"
        app.step()
        assert app.announcer.backend is backend and held.texts == [said[0]]
        assert app.announcer.history.items()[1:] == ["Speech: Speech Dispatcher."]
        size = wait_for_audio(app, speech_dispatcher.raw, SAMPLE_BYTES_PER_SECOND)
        assert size >= SAMPLE_BYTES_PER_SECOND, f"{size} bytes of audio: less than a second was spoken"
        # Prism's Speech Dispatcher backend cannot tell whether it is still speaking (prismatoid
        # 0.18: is_speaking "Not implemented"): the game times each message by its estimated
        # length (game.speech.queue), one message at a time.
        assert backend.knows_speaking is False
        for _ in range(60 * 30):
            if not app.announcer.speech_busy() and not backend.unconfirmed():
                break  # (the check after its first line: a stop, answered at once)
            app.step()
            time.sleep(0.005)
        assert not backend.unconfirmed() and not backend.failed
        assert backend.wait_idle(10)
        text = "Your turn. Total 57."
        app.announcer.say(text)
        assert app.announcer.speech_busy()
        frames = math.ceil((START_SECONDS + len(text) * SECONDS_PER_CHAR) * 60)
        app.step(frames - 1)
        assert app.announcer.speech_busy()
        app.step(2)
        assert not app.announcer.speech_busy()
        # "speaking" as the game's worker knows it: idle once speech-dispatcher took the message.
        assert backend.wait_idle(10) and backend.idle()
        assert not backend.failed
    finally:
        app.close()


@pytest.mark.long
@needs_speechd
def test_computer_players_wait_for_the_words_when_speech_dispatcher_cannot_tell(speech_dispatcher, tmp_path,
                                                                                 monkeypatch):
    """A computer player whose turn came waits, beyond its Computer delay, until the words said
    before it have been spoken for their estimated length (game.speech.queue), and no longer."""
    from game.counting import CountingOptions
    from game.counting.scenes.table import CountingTable, TableSetup
    from game.scenes.main_menu import MainMenu

    delay = 0.5
    app = screen_reader_app(tmp_path, monkeypatch, cpu_delay=delay)
    try:
        assert app.wait_for_speech(30) and app.announcer.backend.name == "Speech Dispatcher"
        # The daemon shows it speaks first: checked after the first line it is given, it gets
        # nothing more until then (game.speech.queue.SpeechQueue.held); here on the real clock,
        # the check coming once that line has been said.
        app.announcer.say("Ready.")
        deadline = time.monotonic() + 20
        started = time.monotonic()
        while app.announcer.backend.unconfirmed() and time.monotonic() < deadline:
            while app.updates / 60 < time.monotonic() - started:
                app.step()
            time.sleep(0.01)
        assert not app.announcer.backend.unconfirmed()
        app.scenes.append(MainMenu(app))
        table = CountingTable(app, TableSetup(CountingOptions(players=2, draw="auto"), "strong"), seed=11)
        acted: list[int] = []
        original = table.cpu_act
        table.cpu_act = lambda: (acted.append(app.updates), original())
        app.push(table)
        due_at = last_busy = None
        for _ in range(60 * 40):
            if table.cpu_due() and due_at is None:
                due_at = app.updates
            elif not table.cpu_due() and table.session.state.turn == 0 and not acted and not app.announcer.speech_busy():
                import pygame
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1", scancode=0))
            app.step()
            if due_at is not None and not acted and app.announcer.speech_busy():
                last_busy = app.updates
            if acted:
                break
        assert due_at is not None and acted, "the computer player never acted"
        assert last_busy is not None and (last_busy - due_at) / 60 > delay + 0.1, "speech outlasted the delay"
        assert 0 <= acted[0] - last_busy <= 2, (acted[0], last_busy)  # at once once the words were said
        assert wait_for_audio(app, speech_dispatcher.raw, SAMPLE_BYTES_PER_SECOND) >= SAMPLE_BYTES_PER_SECOND
    finally:
        app.close()


class HungSpeechDispatcher:
    """A Unix socket that accepts speech-dispatcher clients and never answers (a daemon stuck on
    a sound server that is not there). Closing it lets the stuck clients go."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self._server.bind(str(path))
        self._server.listen(8)
        self._clients: list[socket.socket] = []
        self._thread = threading.Thread(target=self._accept, daemon=True)
        self._thread.start()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self._server.accept()
            except OSError:
                return
            self._clients.append(client)

    def close(self) -> None:
        self._server.close()
        for client in self._clients:
            client.close()


@pytest.fixture
def hung_speech_dispatcher(monkeypatch):
    base = short_folder()
    user_folders(base, monkeypatch)
    hung = HungSpeechDispatcher(base / "hung.sock")
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{hung.path}")
    try:
        yield hung
    finally:
        hung.close()
        shutil.rmtree(base, ignore_errors=True)


HUNG_CHECK = """
import json, os, time
from game.speech import select
from game.speech.prism_speech import open_prism
started = time.monotonic()
backend, why = open_prism("best", hang_limit=1.0)
seconds = time.monotonic() - started
select.open_prism = lambda kind, rate: open_prism(kind, rate, hang_limit=1.0)
fallback, notice = select.create_backend("screen_reader")
fallback.close()
print(json.dumps({"backend": backend is not None, "why": why, "seconds": seconds, "notice": notice}), flush=True)
os._exit(0)  # the Prism workers are still stuck in the hung daemon: leave without waiting for them
"""


@needs_libspeechd
def test_prism_gives_up_on_a_hung_speech_dispatcher_and_the_reason_is_said(hung_speech_dispatcher):
    """Run in a process of its own: Prism's child process stays stuck in the hung daemon until
    the game kills it (a daemon that then closes the connection makes libspeechd crash the
    process that waited on it: only that child, tests/test_speech_prism_hang.py)."""
    import json
    out = subprocess.run([sys.executable, "-c", HUNG_CHECK], capture_output=True, text=True, timeout=60,
                         env=dict(os.environ, SDL_AUDIODRIVER="dummy"))
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    assert (result["backend"], result["why"]) == (False, PRISM_HUNG)
    assert result["seconds"] < 3.0
    assert result["notice"].startswith("The screen reader or system voice did not answer within 5 seconds. ")
    assert result["notice"].endswith(("Speaking with espeak-ng.", "Text only."))


def first_announcement_seconds(env: dict[str, str], folder: Path, until: str) -> tuple[float, list[str]]:
    """Start ``python -m game`` with ``env``; seconds from launch to the first transcript line,
    and the lines written until one starts with ``until`` (at most 30 s). The game is ended
    after that."""
    transcript = folder / "transcript.txt"
    started = time.monotonic()
    process = subprocess.Popen([sys.executable, "-m", "game", "--transcript", str(transcript)], env=env,
                               cwd=folder, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    try:
        first = None
        while time.monotonic() - started < 30:
            lines = transcript.read_text(encoding="utf-8").splitlines() if transcript.exists() else []
            if lines:
                first = first or time.monotonic() - started
                if any(line.startswith(until) for line in lines):
                    break
            assert process.poll() is None, f"the game exited with {process.returncode}"
            time.sleep(0.01)
        assert first is not None, "no announcement within 30 s"
        return first, transcript.read_text(encoding="utf-8").splitlines()
    finally:
        process.terminate()
        process.wait(10)


@pytest.mark.long
@needs_libspeechd
def test_a_hung_speech_dispatcher_never_delays_the_first_announcement(hung_speech_dispatcher, tmp_path):
    """The game in Screen reader mode, with and without the hung speech-dispatcher: speech opens
    in the background (game.speech.opening), so the first announcement does not wait for the
    hang limit (HANG_LIMIT, 5 s); once Prism gives up, espeak-ng (or text only) takes over and
    says why, after the main menu. Half the hang limit is allowed for the two starts' own
    difference on a loaded 2-core machine."""
    runs = {}
    hung_reason = "The screen reader or system voice did not answer within 5 seconds. "
    for name, address, until in (("hung", os.environ["SPEECHD_ADDRESS"], hung_reason),
                                 ("none", f"unix_socket:{tmp_path / 'nothing.sock'}", "No screen reader")):
        folder = tmp_path / name
        (folder / "config").mkdir(parents=True)
        (folder / "config" / "settings.json").write_text('{"version": 1, "options": {"speech_mode": "screen_reader"}}')
        env = dict(os.environ, SPEECHD_ADDRESS=address, NINETYNINE_CONFIG_DIR=str(folder / "config"),
                   NINETYNINE_DATA_DIR=str(folder / "data"), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        runs[name] = first_announcement_seconds(env, folder, until)
    (hung, hung_lines), (normal, normal_lines) = runs["hung"], runs["none"]
    assert hung_lines[0].startswith("Main menu. ") and normal_lines[0].startswith("Main menu. ")
    assert any(line.startswith(hung_reason) for line in hung_lines)
    assert any(line.startswith("No screen reader or speech-dispatcher found. ") for line in normal_lines), normal_lines
    print(f"first announcement: {normal:.2f} s without speech-dispatcher, {hung:.2f} s with a hung one")
    assert hung - normal <= HANG_LIMIT / 2, f"first announcement {hung - normal:.2f} s later"
