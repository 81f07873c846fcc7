"""Settings files that are JSON but cannot be fully used: the flat form (no ``options``
wrapper) is read; nothing usable is set aside as settings.json.bad; values out of range and
unknown entries keep the usable values, a copy of the original in settings.json.bad, and one
notice naming the reset options as the Options screen does, said once at start. A file from a
newer version of the game, or with a version this game does not know, is read as far as it can
be and left exactly as it is."""

import json

from game import i18n
from game.app import App
from game.scenes import registry
from game.settings import DEFAULTS, Settings
from game.settings_shape import version_kind
from game.speech import RecordingSpeech

NOTHING = ("Settings file had nothing the game could use: default settings used. "
           "The old file was kept as settings.json.bad.")
NEWER = ("Settings file {path} is from a newer version of the game: this version uses the settings it knows, and "
         "the defaults for the rest. Changes will not be saved, and the file was left as it is.")
UNKNOWN_VERSION = ("Settings file {path} has a version this game does not know: the game uses the settings it "
                   "knows, and the defaults for the rest. Changes will not be saved, and the file was left as it is.")
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


def test_a_list_or_an_object_where_a_value_goes_is_reset_never_a_crash(tmp_path):
    """Found by a tester by ear: ``"language": [1]`` (or ``{}``) stopped the game at start
    (``[1] in`` the languages raised TypeError), with no window and no word. Every option given a
    list or an object is reset to its default and named, the rest kept."""
    from game.settings import OPTION_LABELS
    path = tmp_path / "settings.json"
    for number, (name, bad) in enumerate((name, bad) for name in DEFAULTS for bad in ([1], {}, [["x"]])):
        path.write_text(json.dumps({name: bad, **({"volume": 40} if name != "volume" else {"cpu_delay": 2})}))
        settings = Settings(path)
        kept = "settings.json.bad" + (f".{number}" if number else "")
        assert settings.load_problem == (f"A setting could not be read: {OPTION_LABELS[name]}. Its default is used. "
                                         f"The old file was kept as {kept}."), (name, bad)
        assert settings.get(name) == DEFAULTS[name]
    path.write_text('{"language": [1], "text_size": "huge"}')
    assert Settings(path).values() == dict(DEFAULTS, text_size="huge")


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


def test_which_version_wrote_a_file():
    assert [version_kind(data) for data in ({}, {"version": 1}, {"version": 1.0}, [1], "x")] == ["current"] * 5
    assert [version_kind({"version": v}) for v in (2, 99, 3.0, 10 ** 30)] == ["newer"] * 4
    assert [version_kind({"version": v}) for v in ("x", "2", 0, -3, 1.5, float("nan"), float("inf"), True, None,
                                                   [2], {"major": 2})] == ["unknown"] * 11


def test_a_file_from_a_newer_version_is_read_as_far_as_it_can_be_and_never_saved_over(tmp_path):
    """Version 99 with options this version knows, one it does not ("captions"), a value it
    cannot use ("volume": 500) and a new top-level entry: the usable values and sections are used; the file is never moved, copied aside or saved over (the
    newer version finds it whole), though the options change for this run; said at each start."""
    path = tmp_path / "settings.json"
    text = json.dumps({"version": 99, "options": {"text_size": "huge", "high_contrast": True, "volume": 500,
                                                  "captions": "on"},
                       "sections": {"counting": {"players": 4}}, "profiles": [{"name": "Ann"}]})
    path.write_text(text)
    settings = Settings(path)
    assert settings.load_problem == NEWER.format(path=path)
    assert settings.values() == dict(DEFAULTS, text_size="huge", high_contrast=True)
    assert dict(settings.section("counting")) == {"players": 4}
    settings.set("volume", 40)
    settings.section("counting")["players"] = 5
    assert settings.get("volume") == 40 and settings.save_problem is None
    assert path.read_text() == text
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]
    again = Settings(path)
    assert again.load_problem == NEWER.format(path=path) and again.get("text_size") == "huge"


def test_a_newer_file_with_nothing_this_version_can_use_stays_in_place(tmp_path):
    path = tmp_path / "settings.json"
    text = '{"version": 2, "preferences": {"size": "huge"}}'
    path.write_text(text)
    settings = Settings(path)
    assert settings.load_problem == NEWER.format(path=path)
    assert settings.values() == DEFAULTS
    settings.set("text_size", "large")
    assert path.read_text() == text
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


def test_a_version_this_game_does_not_know_keeps_the_file(tmp_path):
    path = tmp_path / "settings.json"
    text = '{"version": "x", "options": {"text_size": "large", "volume": 30}}'
    path.write_text(text)
    settings = Settings(path)
    assert settings.load_problem == UNKNOWN_VERSION.format(path=path)
    assert settings.values() == dict(DEFAULTS, text_size="large", volume=30)
    settings.set("volume", 50)
    assert path.read_text() == text
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]
    i18n.set_language("ru")
    assert settings.load_problem == (
        f"Версия файла настроек {path} игре неизвестна: игра использует известные ей настройки, а для остальных — "
        "настройки по умолчанию. Изменения не сохранятся, файл оставлен как есть.")


def test_the_newer_version_notice_in_spanish_and_russian(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"version": 3, "options": {"volume": 30}}')
    settings = Settings(path)
    i18n.set_language("es")
    assert settings.load_problem == (
        f"El archivo de opciones {path} es de una versión más nueva del juego: se usan las opciones que esta "
        "versión conoce y, para el resto, las opciones por defecto. Los cambios no se guardarán y el archivo se "
        "ha dejado como estaba.")
    i18n.set_language("ru")
    assert settings.load_problem == (
        f"Файл настроек {path} создан более новой версией игры: эта версия использует известные ей настройки, а "
        "для остальных — настройки по умолчанию. Изменения не сохранятся, файл оставлен как есть.")


def test_the_games_own_version_is_written_and_read_back(tmp_path):
    path = tmp_path / "settings.json"
    Settings(path).set("volume", 40)
    assert json.loads(path.read_text())["version"] == 1
    again = Settings(path)
    assert again.load_problem is None and again.get("volume") == 40
