"""Playing in Spanish and Russian: the Language option, --language, the system locale, card
names, exact menu texts, the pseudo-language, self-voicing's voice and the menus' layout."""

import pygame
import pytest

from game import i18n
from game.card_names import card_name, cards_list, rank_name, suit_name
from game.engine.cards import JOKER, Card, Suit
from game.scenes.registry import discover_games


@pytest.fixture(autouse=True)
def _games():
    discover_games()  # the main menu lists both games


def _right_to(client, label_start):
    """Press Down until the focused item starts with ``label_start``."""
    for _ in range(20):
        if client.app.top.current.spoken().startswith(label_start):
            return
        client.press(pygame.K_DOWN)
    raise AssertionError(f"no item starting with {label_start!r}")


def _open_options(client):
    """From the main menu: focus Options and press Enter."""
    menu = client.app.top
    menu.focus(next(i for i, item in enumerate(menu.items) if item.action == menu._options))
    client.press(pygame.K_RETURN)


@pytest.mark.parametrize("code, main_menu", [
    ("en", "Main menu. Counting game, 1 of {count}"),
    ("es", "Menú principal. Juego de sumar, 1 de {count}"),
    ("ru", "Главное меню. Счётная игра, 1 из {count}"),
])
def test_main_menu_in_each_language(client, code, main_menu):
    client.app.apply_language(code)
    client.start()
    assert client.texts == [main_menu.format(count=len(client.app.top.items))]
    labels = [item.spoken() for item in client.app.top.items]
    assert labels[1] == {"en": "Trick game", "es": "Juego de bazas", "ru": "Игра на взятки"}[code]
    assert labels[-4:] == {"en": ["Options", "Statistics", "Help", "Quit"],
                           "es": ["Opciones", "Estadísticas", "Ayuda", "Salir"],
                           "ru": ["Настройки", "Статистика", "Справка", "Выход"]}[code]


def test_language_option_applies_at_once_and_is_saved(client):
    client.start()
    _open_options(client)
    _right_to(client, "Language")
    assert client.last == "Language: English, 11 of 12"
    client.press(pygame.K_RIGHT)
    assert client.last == "Idioma: Español, opción 2 de 3"
    assert client.app.settings.get("language") == "es"
    assert client.app.top.title == "Opciones"
    client.press(pygame.K_DOWN)
    assert client.last == "Volver, 12 de 12"
    client.press(pygame.K_RIGHT)  # Back has no values: the item is said again
    client.press(pygame.K_UP)
    client.press(pygame.K_RIGHT)
    assert client.last == "Язык: Русский, вариант 3 из 3"
    client.press(pygame.K_RIGHT)
    assert client.last == "Язык: Русский, последний вариант."
    client.press(pygame.K_ESCAPE)  # the main menu below speaks its new words
    menu = client.app.top
    assert client.last == f"Главное меню. Настройки, {menu.index + 1} из {len(menu.items)}"
    assert pygame.display.get_caption()[0] == "Девяносто девять"


def test_f1_lists_keys_in_the_language(client):
    client.app.apply_language("es")
    client.start()
    client.press(pygame.K_F1)
    page = client.app.top
    assert page.title == "Teclas de este menú principal"
    assert page.lines[0] == "Flecha arriba: elemento anterior."
    assert "Intro o Intro del teclado numérico: elegir el elemento." in page.lines
    assert "Re Pág: volver a leer el mensaje anterior (el historial de lo dicho)." in page.lines
    assert not any(line.startswith("Ctrl+F1") for line in page.lines)  # no game in the main menu
    from game.input.keys import global_key_table
    assert "Ctrl+F1: reglas del juego en curso." in global_key_table().help_lines()  # (at a table)
    client.app.apply_language("ru")
    assert client.app.top.keys.help_lines()[0] == "Стрелка вверх: предыдущая строка."


def test_f1_keys_page_of_a_titled_screen_in_russian(client):
    """A screen named by its title keeps its capital in quotes ("Клавиши: Главное меню" put a
    capital after a colon); a name made for the sentence stays after the colon ("Клавиши: меню
    паузы", tests/test_client_keys.py), as the main menu's now is."""
    from game.scenes.text_view import TextViewScene
    client.app.apply_language("ru")
    client.start()
    client.press(pygame.K_F1)
    assert client.app.top.title == "Клавиши: главное меню"
    client.press(pygame.K_ESCAPE)
    client.push(TextViewScene(client.app, "Проба", ["Строка."]))
    client.app.top.help_title = ""  # a screen with no name of its own for the sentence: its title
    client.press(pygame.K_F1)
    assert client.app.top.title == "Клавиши экрана «Проба»"


def test_unbound_key_and_menu_hint_in_russian(client):
    client.app.apply_language("ru")
    client.start()
    client.press(pygame.K_TAB)
    assert client.last == "Клавиша Tab здесь ничего не делает. F1 — список клавиш."
    client.press(pygame.K_SPACE)
    assert client.last == "Используйте стрелки вверх и вниз, затем Enter."


def test_rules_page_in_spanish(client):
    client.app.apply_language("es")
    client.start()
    client.app.show_rules("counting")
    page = client.app.top
    assert page.title == "Reglas del juego de sumar"
    assert page.lines[0] == "Ninety-Nine, el juego de sumar"
    assert client.texts[-2].startswith("Reglas del juego de sumar. ")
    assert client.texts[-2].endswith(" líneas. Flecha arriba y Flecha abajo las leen, Escape cierra.")


def test_pause_menu_and_abandon_question_in_russian(client):
    from game.scenes.pause import pause_menu
    client.start()
    menu = pause_menu(client.app, "counting")
    client.push(menu)
    client.app.apply_language("ru")
    assert [item.spoken() for item in menu.items] == ["Продолжить", "Настройки", "Правила", "Выйти из игры",
                                                      "Бросить игру"]
    client.press(pygame.K_END)
    client.press(pygame.K_RETURN)
    assert client.last == "Бросить игру? Она закончится здесь, и пункт «Продолжить» её не предложит. Нет, 1 из 2"


@pytest.mark.parametrize("code, names", [
    ("en", ["ace of hearts", "king of spades", "queen of spades", "10 of diamonds", "jack of clubs", "the joker"]),
    ("es", ["as de corazones", "rey de picas", "reina de picas", "10 de diamantes", "sota de tréboles", "el comodín"]),
    ("ru", ["туз червей", "король пик", "дама пик", "десятка бубен", "валет треф", "джокер"]),
])
def test_card_names(code, names):
    i18n.set_language(code)
    cards = [Card.parse(c) for c in ("AH", "KS", "QS", "10D", "JC")] + [JOKER]
    assert [card_name(card) for card in cards] == names
    assert cards_list(cards[:2]) == ", ".join(names[:2])


@pytest.mark.parametrize("code, letters, names", [
    ("en", "JQKA", ["jack", "queen", "king", "ace"]),
    ("es", "JQKA", ["sota", "reina", "rey", "as"]),
    ("ru", "ВДКТ", ["валет", "дама", "король", "туз"]),
])
def test_corner_letters_are_the_decks_of_the_language_and_agree_with_the_spoken_names(code, letters, names):
    """A card's corner letter is what decks sold to the language's players print, and what is
    heard names that card: Russian decks print В, Д, К, Т, the first letters of валет, дама,
    король, туз; Spanish French-suited (poker) decks keep J, Q, K, A, printed on cards Spanish
    players call sota, reina, rey, as."""
    from game.card_names import card_index, rank_index
    i18n.set_language(code)
    assert [rank_index(rank) for rank in (11, 12, 13, 14)] == list(letters)
    assert [rank_name(rank) for rank in (11, 12, 13, 14)] == names
    if code == "ru":
        assert [name[0].upper() for name in names] == list(letters)
    assert card_index(Card.parse("QH")) == letters[1] + "\u2665"
    assert rank_index(10) == "10"


def test_russian_card_names_decline_as_objects():
    i18n.set_language("ru")
    assert [card_name(Card.parse(c), "accusative") for c in ("QS", "AH", "10D", "7C", "KH")] == \
        ["даму пик", "туза червей", "десятку бубен", "семёрку треф", "короля червей"]
    assert card_name(JOKER, "accusative") == "джокера"
    assert rank_name(11) == "валет"
    assert (suit_name(Suit.HEARTS), suit_name(Suit.HEARTS, plural=False)) == ("червы", "червы")
    assert cards_list([]) == "нет карт"
    with pytest.raises(ValueError):
        card_name(JOKER, "dative")


def test_card_names_stay_english_in_the_engine():
    """Card.name is for replay files, errors and logs: never translated."""
    i18n.set_language("ru")
    assert Card.parse("QS").name == "queen of spades"


def test_numbers_use_the_languages_decimal_comma():
    from game.ui.words import seconds_text
    i18n.set_language("es")
    assert [seconds_text(s) for s in (1, 1.5, 3)] == ["1 segundo", "1,5 segundos", "3 segundos"]
    i18n.set_language("ru")
    assert [seconds_text(s) for s in (1, 0.75, 2, 5)] == ["1 секунда", "0,75 секунды", "2 секунды", "5 секунд"]


def test_pseudo_language_wraps_every_menu_text(client):
    """The mechanism a scripted play uses: every text that went through the catalogs is inside
    ⟦ ⟧, and i18n.pseudo_escapes finds any word that did not."""
    client.app.apply_language(i18n.PSEUDO)
    client.start()
    _open_options(client)
    for _ in range(10):
        client.press(pygame.K_DOWN)
    client.press(pygame.K_F1)
    client.press(pygame.K_DOWN)
    assert client.texts[0] == f"⟦⟦Main menu⟧. ⟦⟦Counting game⟧, 1 of {len(client.app.scenes[0].items)}⟧⟧"
    assert [text for text in client.texts if i18n.pseudo_escapes(text)] == []
    assert i18n.pseudo_escapes("Total ⟦57⟧") == ["Total "]
    assert i18n.pseudo_escapes("⟦Bob plays ⟦7⟧.⟧ 12") == []


@pytest.mark.parametrize("env, expected", [
    ({"LANG": "es_ES.UTF-8"}, "es"), ({"LANG": "ru_RU.UTF-8"}, "ru"), ({"LANG": "de_DE.UTF-8"}, "en"),
    ({"LANGUAGE": "ru:en", "LANG": "en_US.UTF-8"}, "ru"), ({"LC_ALL": "es_MX"}, "es"), ({"LANG": "C"}, "en"),
    ({"LANGUAGE": "fr:es", "LANG": "fr_FR"}, "es"),
])
def test_default_language_from_the_system_locale(monkeypatch, env, expected):
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setattr(i18n.locale, "getlocale", lambda: (None, None))
    assert i18n.system_language() == expected


def test_language_command_line_option():
    from game.__main__ import build_parser
    assert build_parser().parse_args(["--language", "ru"]).language == "ru"
    assert build_parser().parse_args([]).language is None
    with pytest.raises(SystemExit):
        build_parser().parse_args(["--language", "de"])


def test_language_setting_accepts_only_known_languages(tmp_path):
    from game.settings import Settings
    settings = Settings(tmp_path / "settings.json")
    assert settings.get("language") is None
    settings.set("language", "es")
    assert Settings(tmp_path / "settings.json").get("language") == "es"
    with pytest.raises(ValueError):
        settings.set("language", "fr")


def test_self_voicing_uses_the_languages_voice(monkeypatch):
    from game.speech import select
    monkeypatch.setattr(select.shutil, "which", lambda name: "/usr/bin/espeak-ng" if name == "espeak-ng" else None)
    i18n.set_language("es")
    assert select.espeak_command(100)("Hola")[:3] == ["/usr/bin/espeak-ng", "-v", "es"]
    i18n.set_language("ru")
    assert select.espeak_command(100)("Привет")[1:3] == ["-v", "ru"]


def test_replay_output_stays_english(tmp_path):
    """The replay command's JSON and its errors do not depend on the language."""
    import json
    import subprocess
    import sys
    case = tmp_path / "bad.json"
    case.write_text("{not json", encoding="utf-8")
    outputs = []
    for code in ("en", "ru"):
        env = {"LANGUAGE": code, "PATH": "/usr/bin:/bin"}
        done = subprocess.run([sys.executable, "-m", "game", "replay", str(case)], capture_output=True,
                              text=True, env=env, cwd=str(__import__("pathlib").Path(__file__).parent.parent))
        outputs.append(done.stdout)
    assert outputs[0] == outputs[1]
    assert json.loads(outputs[0])["error"].isascii()


@pytest.mark.parametrize("code", ["en", "es", "ru"])
@pytest.mark.parametrize("text_size", ["small", "medium", "large", "huge"])
def test_menu_items_fit_the_window_in_every_language(client, code, text_size):
    """Every item of the main menu, the options screen and the help menu fits the width of an
    800 x 500 window at every text size, in every language."""
    from game.scenes.help import HelpMenu
    from game.scenes.options import OptionsScene
    client.app.settings.set("text_size", text_size)
    client.app.screen = pygame.display.set_mode((800, 500), pygame.RESIZABLE)
    client.app.apply_display_settings()
    client.app.apply_language(code)
    client.start()
    layout, fonts = client.app.layout, client.app.fonts
    size, margin = layout.text_px(30), layout.px(48)
    too_wide = []
    for menu in (client.app.top, OptionsScene(client.app), HelpMenu(client.app)):
        for item in menu.items:
            labels = [item.spoken()]
            if hasattr(item, "choices"):
                labels = [f"{item.label}: {text}" for _value, text in item.choices]
            for label in labels:
                if fonts.font(size).size(label)[0] > layout.content.width - 2 * margin:
                    too_wide.append(label)
    assert too_wide == []


def test_a_russian_letter_jumps_to_a_russian_item(client):
    """On a Russian layout the key of "В" (D's place) types "в": it jumps to "Выход"."""
    client.app.apply_language("ru")
    client.start()
    client.press(pygame.K_d, unicode="в")
    assert client.last == f"Выход, {len(client.app.top.items)} из {len(client.app.top.items)}"
    client.press(pygame.K_j, unicode="о")
    assert client.last == "Нет пунктов на букву О."


def test_a_settings_problem_is_worded_in_the_language_chosen_after_reading(tmp_path):
    """The language is itself a setting: a damaged file's notice is worded when it is said."""
    from game.settings import Settings
    path = tmp_path / "settings.json"
    path.write_text("{not json", encoding="utf-8")
    settings = Settings(path)
    i18n.set_language("ru")
    assert settings.load_problem == ("Файл настроек был повреждён: используются настройки по умолчанию. "
                                     "Старый файл сохранён как settings.json.bad.")
    i18n.set_language("es")
    assert settings.load_problem.startswith("El archivo de opciones estaba dañado")


@pytest.mark.parametrize("game", ["counting", "tricks"])
def test_pseudo_language_covers_the_new_game_screens(client, game):
    """Every item, value change, hint and the F1 page of both new-game screens went through the
    catalogs; the pause menu over a table and its leave question too."""
    from game.scenes.pause import pause_menu
    from game.scenes.registry import find_game
    client.app.apply_language(i18n.PSEUDO)
    client.start()
    client.push(find_game(game).new_game(client.app))
    for _ in range(len(client.app.top.items)):
        client.press(pygame.K_RIGHT)
        client.press(pygame.K_LEFT)
        client.press(pygame.K_DOWN)
    client.press(pygame.K_F1)
    client.press(pygame.K_END)
    client.press(pygame.K_ESCAPE)
    client.push(pause_menu(client.app, game))
    client.press(pygame.K_END)
    client.press(pygame.K_RETURN)
    assert len(client.texts) > 20
    assert [text for text in client.texts if i18n.pseudo_escapes(text)] == []


@pytest.mark.parametrize("code, first", [
    ("es", "Nueva partida del juego de sumar. Jugadores: 3, tú y 2 jugadores de la computadora, 1 de"),
    ("ru", "Новая счётная игра. Игроки: 3, вы и 2 компьютерных игрока, 1 из"),
])
def test_new_counting_game_screen_in_each_language(client, code, first):
    from game.scenes.registry import find_game
    client.app.apply_language(code)
    client.start()
    client.push(find_game("counting").new_game(client.app))
    assert client.last.startswith(first)
    client.press(pygame.K_LEFT)
    assert client.last == {"es": "Jugadores: 2, tú y 1 jugador de la computadora, opción 1 de 7",
                           "ru": "Игроки: 2, вы и 1 компьютерный игрок, вариант 1 из 7"}[code]


@pytest.mark.parametrize("code", ["en", "es", "ru"])
@pytest.mark.parametrize("text_size", ["small", "medium", "large", "huge"])
@pytest.mark.parametrize("size", [(1280, 800), (800, 500)])
def test_counting_table_layout_in_every_language(client, code, text_size, size):
    """The counting table's layout test (tests/test_counting_table.py) in English, Spanish and
    Russian: seat labels, the stock and pile labels, the status line and the card faces' suit
    names in the player's language."""
    from tests.test_counting_table import test_table_texts_never_overlap
    client.app.apply_language(code)
    test_table_texts_never_overlap(client, text_size, size)


@pytest.mark.parametrize("code", ["en", "es", "ru"])
def test_card_faces_fit_their_suit_word(code):
    """The suit word at the foot of a card face, and JOKER across the joker, fit inside the
    card's border in every language (the text shrinks when needed, never below 6 pixels)."""
    from game.ui.cards import fitted_size
    from game.ui.text import Fonts
    pygame.font.init()
    i18n.set_language(code)
    fonts = Fonts()
    for width in (48, 60, 120):
        inside = width - 4 * max(2, width // 30)
        for word, size, bold in [(suit_name(suit), max(8, width // 8), False) for suit in Suit] + [
                (i18n.pgettext("card face", "JOKER"), max(8, width // 5), True)]:
            fitted = fitted_size(fonts, word, size, inside, bold)
            assert fitted <= size and fonts.font(fitted, bold).size(word)[0] <= inside, (code, width, word)


@pytest.mark.parametrize("code", ["es", "ru"])
@pytest.mark.parametrize("game", ["counting", "tricks"])
def test_players_choice_says_one_colon_after_the_label(client, code, game):
    """"Jugadores: 3, tú, Anna y Bob": the value's own number is followed by a comma, as in
    English, never a second colon."""
    from game.scenes.registry import discover_games, find_game
    discover_games()
    client.app.apply_language(code)
    client.start()
    client.push(find_game(game).new_game(client.app))
    client.clear()
    for key in (pygame.K_LEFT, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RIGHT):
        client.press(key)
    label = {"es": "Jugadores: ", "ru": "Игроки: "}[code]
    said = [text for text in client.texts if text.startswith(label)]
    assert len(said) >= 3
    assert [text for text in said if text.count(":") != 1] == []


SPANISH_ENTER = {
    "YOUR BID: Space marks ({count} of 3 marked, bid {bid}); Enter confirms":
        "TU APUESTA: Espacio marca ({count} de 3 marcadas, apuesta {bid}); Intro confirma",
    "YOUR TURN: Left/Right choose, Enter plays": "TU TURNO: Izquierda/Derecha eligen, Intro juega",
    "YOUR TURN: play from the DUMMY (Left/Right, Enter)": "TU TURNO: juega desde el MUERTO (Izquierda/Derecha, Intro)",
    "YOUR TURN: {keys} or Enter plays": "TU TURNO: juega con {keys} o Intro",
    "Bidding is over. Enter plays the focused card.": "Las apuestas han terminado. Intro juega la carta enfocada.",
    "Press Enter to go on.": "Pulsa Intro para seguir.",
    "Premium: {label} (Up/Down, Enter; Esc back)": "Prima: {label} (Arriba/Abajo, Intro; Esc atrás)",
}


def test_spanish_names_the_enter_key_intro_on_screen_as_in_speech(client):
    """A by-ear tester saw "Enter confirma" at the trick table but heard "Intro juega" in the
    counting game and the help: the Spanish catalog names the key "Intro" everywhere (the
    Russian one "Enter" everywhere)."""
    import re

    from babel.messages.pofile import read_po

    from game.tricks.scenes.table import TricksTable
    client.app.apply_language("es")
    assert {msgid: i18n._(msgid) for msgid in SPANISH_ENTER} == SPANISH_ENTER
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=3, seed=7)
    table = client.app.top
    assert isinstance(table, TricksTable)
    assert table.status_line() == "TU APUESTA: Espacio marca (0 de 3 marcadas, apuesta 0); Intro confirma"
    locale = i18n.__file__.replace("i18n.py", "locale")
    for language, wrong in (("es", r"\bEnter\b"), ("ru", r"\bВвод\b|\bИнтро\b|\bIntro\b")):
        with open(f"{locale}/{language}/LC_MESSAGES/messages.po", "rb") as handle:
            catalog = read_po(handle)
        named = [m.id for m in catalog if m.id and any(
            re.search(wrong, s) for s in (m.string if isinstance(m.string, tuple) else (m.string,)))]
        assert named == [], language


@pytest.mark.parametrize("code, game, title", [
    ("en", "counting", "Keys for the counting game"), ("en", "tricks", "Keys for the trick game"),
    ("es", "counting", "Teclas del juego de sumar"), ("es", "tricks", "Teclas del juego de bazas"),
    ("ru", "counting", "Клавиши счётной игры"), ("ru", "tricks", "Клавиши игры на взятки"),
])
def test_f1_keys_page_at_a_table_names_the_game_as_its_rules_do(client, code, game, title):
    """F1 at a game's table: the game named as its rules page names it ("Rules of the counting
    game"), not by the table's title with its capital (found by ear: "Keys for Counting game")."""
    client.app.apply_language(code)
    client.start(game, players=3, seed=7)
    client.press(pygame.K_F1)
    assert client.app.top.title == title
