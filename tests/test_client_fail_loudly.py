"""The client fails loudly, never silently: no display, settings paths that are not regular files
or too large, Ctrl+C in a terminal."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.settings import Settings

ROOT = Path(__file__).resolve().parents[1]
posix_only = pytest.mark.skipif(os.name != "posix", reason="POSIX signals, FIFOs and devices")


def game_env(tmp_path, **extra):
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env.update(NINETYNINE_CONFIG_DIR=str(tmp_path / "config"), SDL_AUDIODRIVER="dummy", **extra)
    return env


# -- no display ----------------------------------------------------------------------------------
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11/Wayland displays")
def test_no_display_says_so_and_exits_1(tmp_path):
    result = subprocess.run([sys.executable, "-m", "game"], cwd=ROOT, env=game_env(tmp_path),
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 1
    assert result.stderr.strip().splitlines()[-1] == "ninety-nine: cannot open the window: no display found"


def test_dummy_driver_chosen_on_purpose_still_runs(tmp_path):
    result = subprocess.run([sys.executable, "-m", "game", "--smoke"], cwd=ROOT,
                            env=game_env(tmp_path, SDL_VIDEODRIVER="dummy"),
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr


# -- Ctrl+C --------------------------------------------------------------------------------------
@posix_only
def test_ctrl_c_quits_cleanly_with_130_and_settings_saved(tmp_path):
    transcript = tmp_path / "t.txt"
    # Ctrl+C as a terminal sends it: the game starts with SIGINT's default handling even when the
    # test run itself was started with it ignored (a background job of a shell without job
    # control), which Python would keep and the game never see.
    process = subprocess.Popen([sys.executable, "-m", "game", "--transcript", str(transcript)], cwd=ROOT,
                               env=game_env(tmp_path, SDL_VIDEODRIVER="dummy"),
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and not (transcript.exists() and "Main menu" in transcript.read_text()):
            time.sleep(0.05)
        assert "Main menu" in transcript.read_text()
        process.send_signal(signal.SIGINT)
        _, err = process.communicate(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == 130
    assert "Traceback" not in err and "KeyboardInterrupt" not in err
    assert (tmp_path / "config" / "settings.json").is_file()


# -- settings paths ------------------------------------------------------------------------------
@posix_only
def test_settings_fifo_is_set_aside_unread(tmp_path):
    path = tmp_path / "settings.json"
    os.mkfifo(path)
    settings = Settings(path)  # would block for ever if it were opened
    assert settings.load_problem == (f"Settings file {path} is not a regular file: default settings used. "
                                     "The old file was kept as settings.json.bad.")
    assert (tmp_path / "settings.json.bad").exists() and not path.exists()
    settings.set("volume", 40)
    assert Settings(path).get("volume") == 40


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_settings_link_to_dev_zero_is_set_aside_unread(tmp_path):
    path = tmp_path / "settings.json"
    path.symlink_to("/dev/zero")
    settings = Settings(path)
    assert settings.load_problem == (f"Settings file {path} is not a regular file: default settings used. "
                                     "The old file was kept as settings.json.bad.")
    assert os.path.islink(tmp_path / "settings.json.bad")


def test_settings_that_cannot_be_moved_are_never_saved_over(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    path.write_bytes(b" " * (1024 * 1024 + 1))

    def refuse(*args):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(os, "replace", refuse)
    settings = Settings(path)
    assert settings.load_problem == (f"Settings file {path} is larger than 1 MiB: default settings used, "
                                     "and changes will not be saved.")
    settings.set("volume", 40)
    assert path.stat().st_size == 1024 * 1024 + 1


def test_settings_larger_than_1_mib_are_set_aside(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"options": {"volume": 30}}' + " " * (1024 * 1024))
    settings = Settings(path)
    assert settings.load_problem == (f"Settings file {path} is larger than 1 MiB: default settings used. "
                                     "The old file was kept as settings.json.bad.")
    assert settings.get("volume") == 70


def test_settings_of_exactly_1_mib_are_read(tmp_path):
    path = tmp_path / "settings.json"
    body = '{"options": {"volume": 30}}'
    path.write_text(body + " " * (1024 * 1024 - len(body)))
    settings = Settings(path)
    assert settings.load_problem is None and settings.get("volume") == 30
