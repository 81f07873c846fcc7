"""Settings: atomic JSON in the config dir, corrupt files set aside with one announcement (not UTF-8,
too deeply nested, earlier backups kept), a BOM accepted, unreadable files left alone and never
saved over, typed section reading with defaults and clamping."""

import errno
import json
import os
import random

import pygame
import pytest

from game.app import App
from game.scenes import registry
from game.settings import DEFAULTS, Settings, config_dir
from game.speech import RecordingSpeech

DAMAGED = "Settings file was damaged: default settings used. The old file was kept as {}."


def test_tests_never_use_the_real_config_dir():
    assert "ninetynine-test-config-" in os.environ["NINETYNINE_CONFIG_DIR"]
    assert str(config_dir()) == os.environ["NINETYNINE_CONFIG_DIR"]


def test_defaults_when_no_file(tmp_path):
    settings = Settings(tmp_path / "settings.json")
    assert settings.values() == DEFAULTS
    assert settings.get("cpu_delay") == 1.5
    assert settings.load_problem is None
    assert not (tmp_path / "settings.json").exists()


def test_set_saves_atomically_and_reloads(tmp_path):
    path = tmp_path / "deep" / "settings.json"
    settings = Settings(path)
    settings.set("cpu_delay", 0.3)
    settings.set("speech_mode", "text_only")
    assert json.loads(path.read_text())["options"]["cpu_delay"] == 0.3
    assert [p.name for p in path.parent.iterdir()] == ["settings.json"]  # no temp file left
    again = Settings(path)
    assert (again.get("cpu_delay"), again.get("speech_mode")) == (0.3, "text_only")


@pytest.mark.parametrize("name, value", [("cpu_delay", 0.2), ("cpu_delay", 5.5), ("volume", 101),
                                         ("speech_mode", "loud"), ("high_contrast", 1), ("volume", True)])
def test_values_out_of_range_are_refused(tmp_path, name, value):
    settings = Settings(tmp_path / "settings.json")
    with pytest.raises(ValueError):
        settings.set(name, value)
    assert settings.get(name) == DEFAULTS[name]


def test_bad_values_in_the_file_fall_back_to_defaults(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"options": {"volume": 500, "text_size": "large", "nonsense": 1}}))
    settings = Settings(path)
    assert settings.get("volume") == 70
    assert settings.get("text_size") == "large"
    assert settings.load_problem == (  # more in test_settings_file_shape.py
        "A setting could not be read: Effects volume. Its default is used. Settings file had 1 entry the game "
        "could not use; it was left out. The old file was kept as settings.json.bad.")


def test_sections_are_namespaced_and_saved_on_change(tmp_path):
    path = tmp_path / "settings.json"
    settings = Settings(path)
    counting = settings.section("counting")
    counting["players"] = 4
    settings.section("tricks")["variant"] = "oxford"
    again = Settings(path)
    assert dict(again.section("counting")) == {"players": 4}
    assert again.section("tricks")["variant"] == "oxford"
    with pytest.raises(TypeError):
        counting["bad"] = object()


def test_corrupt_file_is_set_aside_defaults_used_and_announced_once(tmp_path, monkeypatch):
    monkeypatch.setattr(registry, "_GAMES", {})
    config = tmp_path / "config"
    config.mkdir()
    (config / "settings.json").write_text("{ this is not json", encoding="utf-8")
    monkeypatch.setenv("NINETYNINE_CONFIG_DIR", str(config))
    speech = RecordingSpeech()
    app = App(Settings(), backend=speech, sound=False)
    try:
        app.start()
        app.step(3)
        message = "Settings file was damaged: default settings used. The old file was kept as settings.json.bad."
        assert speech.texts == ["Main menu. Options, 1 of 4", message]
        assert speech.spoken[1] == (message, False)
        assert app.settings.values() == DEFAULTS
        assert (config / "settings.json.bad").read_text() == "{ this is not json"
        assert not (config / "settings.json").exists()
        app.settings.set("volume", 40)  # a good file is written again
        assert json.loads((config / "settings.json").read_text())["options"]["volume"] == 40
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
        app.step(2)
        assert speech.texts.count(message) == 1
    finally:
        app.close()


def test_settings_that_cannot_be_saved_are_announced_once(client, monkeypatch, tmp_path):
    monkeypatch.setattr(registry, "_GAMES", {})
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    client.app.settings.path = blocker / "settings.json"
    client.start()
    client.app.settings.set("volume", 30)
    client.app.settings.set("volume", 40)
    client.frames(3)
    said = [t for t in client.texts if t.startswith("Settings could not be saved: ")]
    assert len(said) == 1
    assert client.app.settings.get("volume") == 40  # still used for this session


# -- damaged, unreadable and odd settings files ------------------------------------------------
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

    def denied(path, limit):
        raise PermissionError(errno.EACCES, "Permission denied", str(path))
    import game.settings
    monkeypatch.setattr(game.settings, "read_regular_file", denied)
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


# -- typed section reading ---------------------------------------------------------------------
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


def test_temporaries_a_killed_save_left_are_removed_at_load(tmp_path):
    Settings(tmp_path / "settings.json").set("volume", 40)
    old = tmp_path / ".settings-abc123.tmp"
    old.write_text("{\"half\": ")
    os.utime(old, (1_000_000, 1_000_000))
    fresh = tmp_path / ".settings-def456.tmp"  # another copy may be saving right now
    fresh.write_text("{}")
    other = tmp_path / "notes.tmp"
    other.write_text("mine")
    os.utime(other, (1_000_000, 1_000_000))
    settings = Settings(tmp_path / "settings.json")
    assert settings.get("volume") == 40
    assert sorted(p.name for p in tmp_path.iterdir()) == [".settings-def456.tmp", "notes.tmp", "settings.json"]


def test_damaged_file_that_cannot_be_moved_aside_is_never_saved_over(tmp_path, monkeypatch):
    """Bad input loses nothing: a damaged file that cannot be renamed aside (a read-only folder)
    stays as it is, the player is told that changes will not be saved, and a change applies for
    this run only (before, the first change wrote the defaults over the player's file)."""
    path = tmp_path / "settings.json"
    path.write_text("{ this is not json", encoding="utf-8")

    def refused(src, dst):
        raise PermissionError(errno.EACCES, "Permission denied", str(src))
    import game.settings
    monkeypatch.setattr(game.settings.os, "replace", refused)
    settings = Settings(path)
    assert settings.load_problem == ("Settings file was damaged: default settings used, and changes will not "
                                     "be saved.")
    settings.set("volume", 40)
    assert settings.get("volume") == 40
    assert path.read_text(encoding="utf-8") == "{ this is not json"
    assert not (tmp_path / "settings.json.bad").exists()
