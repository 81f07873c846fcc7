"""Settings: atomic JSON in the config dir, corrupt files set aside with one announcement, sections."""

import json
import os

import pygame
import pytest

from game.app import App
from game.scenes import registry
from game.settings import DEFAULTS, Settings, config_dir
from game.speech import RecordingSpeech


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
    assert settings.load_problem is None


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
