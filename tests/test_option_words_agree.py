"""On/off values agree with their option's name: each on/off option has its own message context
(game.ui.words.on_off_choices), never one shared "On", so Spanish says "Transcripción:
Activada" but "Braille: Activado", and Russian "Протокол: Включён" but "Высокая
контрастность: Включена" (found by a tester: every option said "Activado")."""

import pygame
import pytest

from game.counting.scenes.new_game import NewCountingGame
from game.scenes.new_online_table import NewOnlineTable
from game.scenes.options import OptionsScene
from game.ui.words import on_off_choices

SPOKEN = {
    "en": {"speech_mode": "Speech: Automatic", "braille": "Braille: On", "high_contrast": "High contrast: Off",
           "reduced_motion": "Reduced motion: Off", "short_turn_prompt": "Short turn prompt: Off",
           "transcript": "Transcript: Off"},
    "es": {"speech_mode": "Voz: Automática", "braille": "Braille: Activado",
           "high_contrast": "Alto contraste: Desactivado", "reduced_motion": "Reducir movimiento: Desactivado",
           "short_turn_prompt": "Aviso de turno breve: Desactivado", "transcript": "Transcripción: Desactivada"},
    "ru": {"speech_mode": "Речь: Автоматически", "braille": "Брайль: Включён",
           "high_contrast": "Высокая контрастность: Выключена", "reduced_motion": "Уменьшение движения: Выключено",
           "short_turn_prompt": "Краткое сообщение о ходе: Выключено", "transcript": "Протокол: Выключен"},
}


def _item(menu, key):
    return next(item for item in menu.items if getattr(item, "key", None) == key)


@pytest.mark.parametrize("code", ["en", "es", "ru"])
def test_options_on_off_values_agree_with_each_name(client, code):
    client.app.apply_language(code)
    options = OptionsScene(client.app)
    assert {key: _item(options, key).spoken() for key in SPOKEN[code]} == SPOKEN[code]


@pytest.mark.parametrize("code, said", [
    ("es", ["Transcripción: Activada, opción 2 de 2.", "Transcripción: Desactivada, opción 1 de 2.", "Alto contraste: Activado, opción 2 de 2",
            "Alto contraste: Desactivado, opción 1 de 2"]),
    ("ru", ["Протокол: Включён, вариант 2 из 2.", "Протокол: Выключен, вариант 1 из 2.", "Высокая контрастность: Включена, вариант 2 из 2",
            "Высокая контрастность: Выключена, вариант 1 из 2"]),
])
def test_turning_a_feminine_and_a_masculine_option_on_and_off(client, code, said):
    """Spanish: Transcripción (feminine) "Activada", Alto contraste (masculine) "Activado";
    Russian: Протокол (masculine) "Включён", Высокая контрастность (feminine) "Включена"."""
    client.app.apply_language(code)
    options = OptionsScene(client.app)
    client.push(options)
    heard = []
    for key in ("transcript", "high_contrast"):
        options.focus(options.items.index(_item(options, key)))
        client.clear()
        client.press(pygame.K_RIGHT)
        client.press(pygame.K_LEFT)
        heard += client.texts
    assert heard == said


@pytest.mark.parametrize("code, reminder", [("en", "Draw reminder: on"), ("es", "Aviso de robo: activado"),
                                            ("ru", "Напоминание о доборе: включено")])
def test_draw_reminder_agrees_with_its_name(client, code, reminder):
    client.app.apply_language(code)
    assert _item(NewCountingGame(client.app), "Draw reminder").spoken() == reminder


@pytest.mark.parametrize("code, timer", [("en", "Turn timer: off"), ("es", "Tiempo por turno: desactivado"),
                                         ("ru", "Таймер хода: выключен")])
def test_turn_timer_off_agrees_with_its_name(client, code, timer):
    class Lobby:
        quiet_resume = False
        status = ""

    client.app.apply_language(code)
    assert _item(NewOnlineTable(client.app, Lobby()), "Turn timer").spoken() == timer


def test_every_on_off_option_has_its_own_words():
    assert on_off_choices("transcript") == [(False, "Off"), (True, "On")]
    assert on_off_choices("draw_reminder") == [(False, "off"), (True, "on")]
    with pytest.raises(KeyError):
        on_off_choices("volume")
