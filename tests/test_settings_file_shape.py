"""Settings files that are JSON but cannot be fully used: the flat form (no ``options``
wrapper) is read; nothing usable is set aside as settings.json.bad; values out of range and
unknown entries keep the usable values, a copy of the original in settings.json.bad, and one
notice naming the reset options as the Options screen does, said once at start."""

import json

from game import i18n
from game.app import App
from game.scenes import registry
from game.settings import DEFAULTS, Settings
from game.speech import RecordingSpeech

NOTHING = ("Settings file had nothing the game could use: default settings used. "
           "The old file was kept as settings.json.bad.")
TWO_RESET = ("Some settings could not be read: Text size and High contrast. Their defaults are used. "
             "The old file was kept as settings.json.bad.")


def test_the_flat_form_of_a_hand_written_file_is_read(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"text_size": "huge", "high_contrast": true}')
    settings = Settings(path)
    assert settings.load_problem is None
    assert (settings.get("text_size"), settings.get("high_contrast")) == ("huge", True)
    settings.set("volume", 40)  # rewritten in the game's own shape, the values kept
    options = json.loads(path.read_text())["options"]
    assert (options["text_size"], options["high_contrast"], options["volume"]) == ("huge", True, 40)
    assert not (tmp_path / "settings.json.bad").exists()


def test_json_with_nothing_usable_is_set_aside(tmp_path):
    path = tmp_path / "settings.json"
    for number, text in enumerate(['{"textsize": "huge", "contrast": true}', "[1, 2]", '"huge"',
                                   '{"options": [1], "sections": 3}']):
        path.write_text(text)
        settings = Settings(path)
        name = "settings.json.bad" + (f".{number}" if number else "")
        assert settings.load_problem == NOTHING.replace("settings.json.bad", name)
        assert settings.values() == DEFAULTS
        assert not path.exists()
        assert (tmp_path / name).read_text() == text
        settings.set("volume", 40)
        assert json.loads(path.read_text())["options"]["volume"] == 40
        assert (tmp_path / name).read_text() == text  # the first change never writes over it


def test_values_out_of_range_keep_the_rest_and_a_copy(tmp_path):
    path = tmp_path / "settings.json"
    text = '{"options": {"text_size": "giant", "high_contrast": "yes", "volume": 30, "cpu_delay": 3}}'
    path.write_text(text)
    settings = Settings(path)
    assert settings.load_problem == TWO_RESET
    assert settings.values() == dict(DEFAULTS, volume=30, cpu_delay=3.0)
    assert (tmp_path / "settings.json.bad").read_text() == text
    saved = json.loads(path.read_text())["options"]  # rewritten at once: usable values only
    assert saved == dict(DEFAULTS, volume=30, cpu_delay=3.0)
    again = Settings(path)  # told at one start only
    assert again.load_problem is None
    assert again.values() == dict(DEFAULTS, volume=30, cpu_delay=3.0)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json", "settings.json.bad"]


def test_the_flat_form_with_a_bad_value(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"text_size": "giant", "high_contrast": true}')
    settings = Settings(path)
    assert settings.load_problem == ("A setting could not be read: Text size. Its default is used. "
                                     "The old file was kept as settings.json.bad.")
    assert (settings.get("text_size"), settings.get("high_contrast")) == ("medium", True)
    assert (tmp_path / "settings.json.bad").read_text() == '{"text_size": "giant", "high_contrast": true}'


def test_every_value_out_of_range_is_named_not_set_aside_silently(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"text_size": "giant", "high_contrast": "yes"}')
    settings = Settings(path)
    assert settings.load_problem == TWO_RESET
    assert settings.values() == DEFAULTS
    assert (tmp_path / "settings.json.bad").read_text() == '{"text_size": "giant", "high_contrast": "yes"}'


def test_unknown_entries_beside_usable_ones_are_counted(tmp_path):
    path = tmp_path / "settings.json"
    text = json.dumps({"options": {"volume": 500, "text_size": "large", "text_sise": "huge"},
                       "sections": {"counting": {"players": 4}, "tricks": 3}})
    path.write_text(text)
    settings = Settings(path)
    assert settings.load_problem == (
        "A setting could not be read: Effects volume. Its default is used. Settings file had 2 entries "
        "the game could not use; they were left out. The old file was kept as settings.json.bad.")
    assert (settings.get("volume"), settings.get("text_size")) == (70, "large")
    assert dict(settings.section("counting")) == {"players": 4}
    assert (tmp_path / "settings.json.bad").read_text() == text


def test_a_copy_that_cannot_be_written_leaves_the_file_alone(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    text = '{"options": {"text_size": "giant", "volume": 30}}'
    path.write_text(text)
    monkeypatch.setattr(Settings, "backup_path", lambda self: tmp_path / "no-such-folder" / "settings.json.bad")
    settings = Settings(path)
    assert settings.load_problem == ("A setting could not be read: Text size. Its default is used. "
                                     "The file was left as it is, and changes will not be saved.")
    assert settings.get("volume") == 30
    settings.set("volume", 40)  # this run only
    assert path.read_text() == text


def test_the_notice_is_worded_in_the_language_chosen_after_reading(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"text_size": "giant", "high_contrast": "yes", "volume": 30}')
    settings = Settings(path)
    i18n.set_language("ru")
    assert settings.load_problem == ("Не удалось прочитать настройки: Размер текста и Высокая контрастность. "
                                     "Используются значения по умолчанию. Старый файл сохранён как settings.json.bad.")
    i18n.set_language("es")
    assert settings.load_problem == ("No se han podido leer algunas opciones: Tamaño del texto y Alto contraste. "
                                     "Se usan sus valores por defecto. El archivo anterior se ha guardado como "
                                     "settings.json.bad.")


def test_the_notice_is_said_once_after_the_main_menu(tmp_path, monkeypatch):
    monkeypatch.setattr(registry, "_GAMES", {})
    config = tmp_path / "config"
    config.mkdir()
    (config / "settings.json").write_text('{"text_size": "giant", "high_contrast": "yes"}', encoding="utf-8")
    monkeypatch.setenv("NINETYNINE_CONFIG_DIR", str(config))
    speech = RecordingSpeech()
    app = App(Settings(), backend=speech, sound=False)
    try:
        app.start()
        app.step(3)
        assert speech.texts == ["Main menu. Options, 1 of 4", TWO_RESET]
        assert speech.spoken[1] == (TWO_RESET, False)
        assert app.settings.get("text_size") == "medium"
    finally:
        app.close()
    speech = RecordingSpeech()
    app = App(Settings(), backend=speech, sound=False)  # the next start: nothing to say
    try:
        app.start()
        app.step(3)
        assert speech.texts == ["Main menu. Options, 1 of 4"]
    finally:
        app.close()
