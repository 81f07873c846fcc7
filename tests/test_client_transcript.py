"""The transcript: the Options item turns it on (saying where) and off, from the command line it shows
as on; paths and folders that are not UTF-8, a full disk, a missing folder and a pipe nobody reads are
refused or stopped with one clear notice, and such notices are drawn without error."""

import os
import sys
import time
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.scenes import registry
from game.scenes.options import OptionsScene
from game.settings import Settings
from game.speech import Announcer, RecordingSpeech
from game.ui.text import Fonts, drawable

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="POSIX files and shell commands")


@pytest.fixture(autouse=True)
def no_games(monkeypatch):
    """No registered games: the main menu is Options, Help, Quit whatever other tests imported."""
    monkeypatch.setattr(registry, "_GAMES", {})


# -- the Options item --------------------------------------------------------------------------
def test_transcript_option_says_on_and_off_and_keeps_the_path_in_the_log_only(client):
    client.push(OptionsScene(client.app))
    client.app.top.focus(9)
    client.clear()
    client.press(pygame.K_RIGHT)
    path = client.app.transcript_path()
    assert client.app.announcer.history.items()[-2:] == ["Transcript: On, choice 2 of 2.", f"Writing to {path}."]
    client.press(pygame.K_LEFT)
    assert client.texts == ["Transcript: On, choice 2 of 2.", "Transcript: Off, choice 1 of 2."]
    assert client.app.announcer.transcript is None
    assert path.read_text(encoding="utf-8").splitlines() == ["Transcript: On, choice 2 of 2.", f"Writing to {path}."]
    assert client.app.settings.get("transcript") is False


def test_transcript_option_shows_on_when_written_from_the_command_line(tmp_path):
    app = App(Settings(tmp_path / "settings.json"), backend=RecordingSpeech(), sound=False,
              transcript=tmp_path / "t.txt")
    try:
        options = OptionsScene(app)
        assert options.items[9].spoken() == "Transcript: On"
        app.push(options)
        options.focus(9)
        options.on_intent(type("I", (), {"name": "decrease", "char": ""})())
        assert app.announcer.history.items()[-1] == "Transcript: Off, choice 1 of 2."
        assert app.announcer.transcript is None
    finally:
        app.close()


def test_off_then_on_keeps_appending_to_the_command_line_file(tmp_path):
    """--transcript FILE: Off stops writing to FILE, On appends to FILE again (never to the
    config folder's transcript.txt); the path is not said, and the saved option is unchanged."""
    given = tmp_path / "given.txt"
    given.write_text("earlier\n", encoding="utf-8")
    settings = Settings(tmp_path / "config" / "settings.json")
    speech = RecordingSpeech()
    app = App(settings, backend=speech, sound=False, transcript=given)
    try:
        options = OptionsScene(app)
        app.push(options)
        options.focus(9)
        options.on_intent(type("I", (), {"name": "decrease", "char": ""})())
        app.announcer.say("Said while the transcript is off.")
        options.on_intent(type("I", (), {"name": "increase", "char": ""})())
        app.announcer.say("Said after it is on again.")
        app.step(2)
        assert app.transcript_file() == given
        assert given.read_text(encoding="utf-8").splitlines() == [
            "earlier", "Options. Speech: Automatic, 1 of 12", "Transcript: On, 10 of 12",
            "Transcript: On, choice 2 of 2.", f"Writing to {given}.", "Said after it is on again."]
        assert not app.transcript_path().exists()
        assert "Transcript: Off, choice 1 of 2." in speech.texts and "Transcript: On, choice 2 of 2." in speech.texts
        assert not [text for text in speech.texts if str(given) in text]
        assert settings.get("transcript") is False
    finally:
        app.close()


def test_command_line_file_that_cannot_be_written_again_sends_the_option_back_to_off(tmp_path):
    folder = tmp_path / "gone"
    folder.mkdir()
    given = folder / "t.txt"
    app = App(Settings(tmp_path / "settings.json"), backend=RecordingSpeech(), sound=False, transcript=given)
    try:
        options = OptionsScene(app)
        app.push(options)
        options.focus(9)
        options.on_intent(type("I", (), {"name": "decrease", "char": ""})())
        given.unlink()
        folder.rmdir()
        options.on_intent(type("I", (), {"name": "increase", "char": ""})())
        assert app.announcer.history.items()[-1] == (
            f"Transcript: Off, choice 1 of 2. Cannot write the transcript to {given}: the folder {folder} does not exist.")
        assert options.items[9].spoken() == "Transcript: Off"
        assert app.transcript_file() is None
    finally:
        app.close()


# -- text that is not valid UTF-8 --------------------------------------------------------------
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
        assert app.set_transcript(True) == ""
        app.announcer.say(f"Writing to {app.transcript_file()}.")
        app.step(2)
        written = (folder / "transcript.txt").read_text(encoding="utf-8")
        assert written.endswith("/?/transcript.txt.\n")
    finally:
        app.close()


# -- transcript failures -----------------------------------------------------------------------
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
