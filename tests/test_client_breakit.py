"""Break-it findings on the client: damaged settings files, typed section reading, file names
that are not UTF-8, transcript failures, a hung speech-dispatcher and clearer speech notices."""

import errno
import json
import logging
import os
import random
import shutil
import sys
import time
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.scenes import registry
from game.settings import DEFAULTS, Settings
from game.speech import (Announcer, ProcessSpeech, RecordingSpeech, SilentSpeech,
                         create_backend, fallback_backend)
from game.ui.text import Fonts, drawable

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="POSIX files and shell commands")
DAMAGED = "Settings file was damaged: default settings used. The old file was kept as {}."


# -- 1. settings files ------------------------------------------------------------------------
def test_settings_file_that_is_not_utf8_is_set_aside(tmp_path):
    path = tmp_path / "settings.json"
    junk = random.Random(7).randbytes(5000)
    path.write_bytes(junk)
    settings = Settings(path)
    assert settings.load_problem == DAMAGED.format("settings.json.bad")
    assert settings.values() == DEFAULTS
    assert (tmp_path / "settings.json.bad").read_bytes() == junk


def test_deeply_nested_settings_file_is_set_aside(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("[" * 100000 + "]" * 100000)
    settings = Settings(path)
    assert settings.load_problem == DAMAGED.format("settings.json.bad")
    assert not path.exists()


def test_settings_file_with_a_bom_loads(tmp_path):
    path = tmp_path / "settings.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps({"options": {"volume": 30}}).encode())
    settings = Settings(path)
    assert settings.load_problem is None
    assert settings.get("volume") == 30


def test_earlier_backups_are_never_overwritten(tmp_path):
    path = tmp_path / "settings.json"
    for number, name in enumerate(["settings.json.bad", "settings.json.bad.1", "settings.json.bad.2"]):
        path.write_text(f"damaged {number}")
        assert Settings(path).load_problem == DAMAGED.format(name)
    assert [(tmp_path / n).read_text() for n in ("settings.json.bad", "settings.json.bad.1",
                                                  "settings.json.bad.2")] == ["damaged 0", "damaged 1", "damaged 2"]


def test_permission_error_leaves_a_good_file_in_place_and_unsaved(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    good = json.dumps({"options": {"volume": 30}})
    path.write_text(good)

    def denied(self):
        raise PermissionError(errno.EACCES, "Permission denied", str(self))
    monkeypatch.setattr(Path, "read_bytes", denied)
    settings = Settings(path)
    assert settings.load_problem == (
        f"Settings file {path} could not be read (Permission denied): default settings used for this "
        "run, and changes will not be saved. The file was left as it is.")
    assert settings.get("volume") == 70
    settings.set("volume", 40)  # applies for this run only
    assert settings.get("volume") == 40
    assert path.read_text() == good
    assert not (tmp_path / "settings.json.bad").exists()


def test_unreadable_path_notice_names_the_path(tmp_path):
    (tmp_path / "file").write_text("x")
    path = tmp_path / "file" / "settings.json"
    problem = Settings(path).load_problem
    assert problem.startswith(f"Settings file {path} could not be read (Not a directory): ")


# -- 2. typed section reading -------------------------------------------------------------------
def test_section_get_int_takes_defaults_for_garbage_and_clamps(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"sections": {"counting": {
        "players": "x", "flag": True, "nan": float("nan"), "huge": 10 ** 400, "big": 1e300,
        "half": 2.5, "whole": 4.0, "many": 20, "few": -3, "ok": 5}}}))
    section = Settings(path).section("counting")
    results = {key: section.get_int(key, 3, 2, 8)
               for key in ("players", "flag", "nan", "huge", "big", "half", "whole", "many", "few", "ok", "none")}
    assert results == {"players": 3, "flag": 3, "nan": 3, "huge": 3, "big": 3, "half": 3, "whole": 4,
                       "many": 8, "few": 2, "ok": 5, "none": 3}


def test_section_get_float_get_choice_get_bool(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"sections": {"tricks": {
        "delay": 9, "inf": float("inf"), "text": "1.5", "ok": 0.75, "variant": "oxford",
        "level": True, "count": 1, "odd": [1], "reminder": 1, "on": False}}}))
    section = Settings(path).section("tricks")
    assert section.get_float("delay", 1.5, 0.3, 5.0) == 5.0
    assert section.get_float("inf", 1.5, 0.3, 5.0) == 1.5
    assert section.get_float("text", 1.5, 0.3, 5.0) == 1.5
    assert section.get_float("ok", 1.5, 0.3, 5.0) == 0.75
    assert section.get_choice("variant", "classic", ("classic", "oxford")) == "oxford"
    assert section.get_choice("level", 2, (1, 2, 3)) == 2          # True is not 1
    assert section.get_choice("count", 2.0, (0.5, 1.0, 2.0)) == 1.0
    assert section.get_choice("odd", "a", ("a", "b")) == "a"      # unhashable is fine
    assert section.get_bool("reminder", True) is True             # 1 is not a bool
    assert section.get_bool("on", True) is False


# -- 3. text that is not valid UTF-8 ---------------------------------------------------------------
def test_fonts_draw_and_measure_lone_surrogates_and_nul():
    pygame.display.init()
    fonts = Fonts()
    text = "Cannot write /dev/full/" + os.fsdecode(b"\xff") + "/t.txt a\x00b"
    assert drawable(text) == "Cannot write /dev/full/\ufffd/t.txt a\ufffdb"
    assert fonts.wrap(text, 20, 2000) == [drawable(text)]
    assert fonts.render(text, 20, (255, 255, 255)).get_width() > 100
    assert fonts.size(text, 20)[0] == fonts.render(text, 20, (255, 255, 255)).get_width()


@posix_only
def test_transcript_path_not_utf8_is_refused_and_drawn(tmp_path, monkeypatch):
    monkeypatch.setattr(registry, "_GAMES", {})
    path = os.fsdecode(b"/dev/full/\xff/t.txt")
    speech = RecordingSpeech()
    app = App(Settings(tmp_path / "settings.json"), backend=speech, sound=False, transcript=path)
    try:
        app.start()
        app.step(3)  # draws the log with the notice: must not raise
        parent = os.fsdecode(b"/dev/full/\xff")
        assert speech.texts[-1] == f"Cannot write the transcript to {path}: the folder {parent} does not exist."
    finally:
        app.close()


@posix_only
def test_config_folder_not_utf8_transcript_option_writes(tmp_path, monkeypatch):
    monkeypatch.setattr(registry, "_GAMES", {})
    folder = Path(os.fsdecode(bytes(tmp_path) + b"/\xff"))
    speech = RecordingSpeech()
    app = App(Settings(folder / "settings.json"), backend=speech, sound=False)
    try:
        app.start()
        message = app.set_transcript(True)
        assert message == f"Writing to {folder / 'transcript.txt'}."
        app.announcer.say(message)
        app.step(2)
        written = (folder / "transcript.txt").read_text(encoding="utf-8")
        assert written.endswith("/?/transcript.txt.\n")
    finally:
        app.close()


# -- 4. transcript failures ----------------------------------------------------------------------
@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_full_disk_stops_the_transcript_and_says_so_once():
    announcer = Announcer(RecordingSpeech())
    assert announcer.open_transcript("/dev/full") is None
    announcer.say("Total 43.")
    announcer.say("Total 53.")
    assert announcer.transcript is None
    assert announcer.history.items() == ["Total 43.", "Transcript stopped: no space left on the disk.",
                                         "Total 53."]


def test_transcript_in_a_missing_folder_is_refused_not_made(tmp_path):
    path = tmp_path / "no" / "such" / "t.txt"
    problem = Announcer(RecordingSpeech()).open_transcript(path)
    assert problem == f"Cannot write the transcript to {path}: the folder {path.parent} does not exist."
    assert not (tmp_path / "no").exists()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_fifo_transcript_without_a_reader_is_refused_at_once(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    announcer = Announcer(RecordingSpeech())
    started = time.perf_counter()
    problem = announcer.open_transcript(fifo)
    assert time.perf_counter() - started < 1
    assert problem == f"Cannot write the transcript to {fifo}: it is a pipe that no program reads from."
    reader = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)  # with a reader it works
    try:
        assert announcer.open_transcript(fifo) is None
        announcer.say("Total 43.")
        assert os.read(reader, 100) == b"Total 43.\n"
    finally:
        announcer.close()
        os.close(reader)


# -- 5. a hung speech-dispatcher -----------------------------------------------------------------
@posix_only
def test_engine_cut_by_every_key_and_never_finishing_counts_as_failed():
    """spd-say --wait never returns; each key cuts it before its time limit."""
    backend = ProcessSpeech("hung", lambda text: ["sleep", "30"], time_limit=lambda text: 20,
                            stall_limit=0.3, stall_count=4, stall_min=0)
    try:
        for n in range(6):
            backend.speak(f"key {n}", True)
            time.sleep(0.15)
        backend.stop()
        assert backend.wait_idle(5)
        assert backend.failed
    finally:
        backend.close()


@posix_only
def test_working_engine_cut_often_but_finishing_sometimes_stays():
    backend = ProcessSpeech("works", lambda text: ["sleep", "0.4"], time_limit=lambda text: 20,
                            stall_limit=0.2, stall_count=4, stall_min=0)
    try:
        for _ in range(2):
            for n in range(3):  # three cuts, then one message left to finish
                backend.speak(f"key {n}", True)
                time.sleep(0.1)
            assert backend.wait_idle(5)
        assert not backend.failed
    finally:
        backend.close()


@posix_only
def test_quick_cuts_of_a_skimming_player_never_fail_the_engine():
    backend = ProcessSpeech("hung", lambda text: ["sleep", "30"], time_limit=lambda text: 20,
                            stall_limit=0.3, stall_count=2, stall_min=5)
    try:
        for n in range(6):
            backend.speak(f"key {n}", True)
            time.sleep(0.1)
        backend.stop()
        assert backend.wait_idle(5)
        assert not backend.failed
    finally:
        backend.close()


@posix_only
def test_hung_stop_command_does_not_block_and_is_killed_at_close():
    backend = ProcessSpeech("spd-like", lambda text: ["sleep", "5"], stop_command=["sleep", "30"],
                            stop_wait=0.1)
    backend.speak("Total 43.", False)
    time.sleep(0.1)
    backend.stop()
    assert backend.wait_idle(3)
    stragglers = list(backend._stop_processes)
    assert len(stragglers) == 1 and stragglers[0].poll() is None
    backend.close()
    assert stragglers[0].wait(timeout=5) != 0


def test_failed_speech_dispatcher_falls_back_then_text_only():
    announcer = Announcer(RecordingSpeech())
    announcer.backend.name = "speech-dispatcher"
    spare = RecordingSpeech()
    spare.name = "espeak-ng"
    announcer.fallback = lambda failed: spare if failed == "speech-dispatcher" else None
    announcer.backend.failed = True
    announcer.check_backend()
    assert announcer.backend is spare
    spare.failed = True
    announcer.check_backend()
    announcer.check_backend()
    assert isinstance(announcer.backend, SilentSpeech)
    assert announcer.history.items() == ["Speech through speech-dispatcher stopped working: using espeak-ng.",
                                         "Speech through espeak-ng stopped working: text only."]


def test_fallback_backend_is_espeak_after_speech_dispatcher(monkeypatch):
    monkeypatch.setattr(shutil, "which", lambda name: "/usr/bin/espeak-ng" if name == "espeak-ng" else None)
    backend = fallback_backend("Speech Dispatcher")
    try:
        assert backend.name == "espeak-ng"
    finally:
        backend.close()
    assert fallback_backend("espeak-ng") is None


# -- 6. clearer speech messages --------------------------------------------------------------------
@posix_only
def test_error_with_exit_0_is_logged_as_no_sound_device(caplog):
    backend = ProcessSpeech("espeak-ng", lambda text: ["sh", "-c", "echo 'error: No such file or directory' >&2"])
    try:
        with caplog.at_level(logging.WARNING, logger="game.speech.backends"):
            backend.speak("one", False)
            assert backend.wait_idle(5)
        assert caplog.messages == ["speech espeak-ng could not open a sound device: error: No such file or directory"]
    finally:
        backend.close()


def test_screen_reader_mode_without_speech_tools_says_which(monkeypatch):
    monkeypatch.setattr(shutil, "which", lambda name: None)
    monkeypatch.setitem(sys.modules, "prism", None)  # no Prism either
    backend, notice = create_backend("screen_reader")
    assert isinstance(backend, SilentSpeech)
    assert notice == "The screen reader bridge Prism could not be loaded. Text only."
