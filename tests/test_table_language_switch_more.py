"""More lines waiting under the pause menu when the Language option changes (C-22, C-23, T-28,
T-29): what the table and the deal summary still have to say is said in the new language only,
and the history lists each line once, in the words heard (a tester's read of the change that
words the waiting lines again). On the fake engine of timed_speech."""

import importlib

import pygame
import pytest

from game.counting import CountingOptions, CountingState
from game.engine.cards import parse_cards
from test_counting_status_follows_speech import position, until
from test_counting_table import _registered, start  # noqa: F401  (the fixture registers the game)
from test_table_language_switch import switched_while_waiting
from timed_speech import app_timed_speech
from tricks_helpers import play_to_the_deal_summary

ANNA_66_RU = ["Анна: восьмёрка бубен. Сумма 66.",
              "Анна набирает ровно 66: все остальные теряют 1 фишку. Осталось фишек: вы 2, Боб 2."]


def anna_plays_to_66(client):
    """Anna (seat 1) plays the 8 of diamonds on 58: 66 (C-13); returns the speech once her
    card's line has begun, and the index of that line in its log."""
    speech = app_timed_speech(client)
    table = start(client, players=3, draw="auto", tokens=3)
    client.frames(600)
    until(client, lambda: not client.app.announcer.speech_busy())
    table.new_wait()
    table.session.state = CountingState.from_position(
        CountingOptions(players=3, draw="auto"), seed=1, dealer=0,
        hands=[parse_cards(h) for h in (["6C", "QH"], ["8C", "8D"], ["5C", "7D"])],
        stock=parse_cards(["7S", "7H", "7C"]), pile=parse_cards(["QS"]), total=58, turn=1, tokens=[3, 3, 3])
    table.plan_cpu()
    until(client, lambda: speech.log and speech.log[-1].text.startswith("Anna: 8 of"))
    return speech, len(speech.log) - 1


def heard_since(speech, at):
    """What was started since ``at``, but the pause menu's lines."""
    return [line for line in speech.texts[at:] if not line.startswith("Paused")]


def test_c22_a_status_answer_waiting_behind_a_move_is_said_in_the_new_language(client):
    """C-22: C during Anna's card waits behind her move's lines; Escape, Русский, Escape: her
    lines are said in Russian, and so must the answer between them and the turn line be
    ("Сумма 66.", not "Total 66.": it was said as made, in English)."""
    speech, at = anna_plays_to_66(client)
    client.press(pygame.K_c)
    client.frames(2)
    switched_while_waiting(client, "ru")
    assert heard_since(speech, at + 1)[:3] == ANNA_66_RU + ["Сумма 66."]



def test_c22_a_hint_waiting_behind_a_move_is_said_in_the_new_language(client):
    """C-22: A as Bob's card is said (the hint waits behind his move's lines, for the turn that
    follows); Escape, Русский, Escape: Bob's lines are said in Russian, and so must the hint be,
    as A then says it (was "Play the queen of hearts: ..." in English between them)."""
    speech = app_timed_speech(client)
    table = start(client, players=3, draw="auto", tokens=3)
    until(client, lambda: not client.app.announcer.speech_busy(), frames=60 * 60)
    position(client, table, 2, [["3C", "QH", "9D"], ["6C", "4D"], ["5H"]], 30)
    until(client, lambda: speech.texts[-1].startswith("Bob: 5 of hearts"))
    at = len(speech.log)
    client.press(pygame.K_a)
    client.frames(2)
    switched_while_waiting(client, "ru")
    assert heard_since(speech, at)[:3] == [
        "Боб: пятёрка червей. Сумма 35.", "Боб переходит за 33: теряет 1 фишку. Осталось 2.",
        "Сыграйте даму червей: сумма станет 45, и из проверенных сдач так вы окажетесь в лучшем положении."]

def test_c23_two_language_changes_while_a_cut_move_waits_log_only_the_words_heard(client):
    """C-23: Escape cuts Anna's card's line as it begins (put back, said again whole); Español,
    then Русский in the same menu, Escape: the line is said once, in Russian, and the history
    never lists the Spanish wording, which was never said."""
    speech, at = anna_plays_to_66(client)
    client.press(pygame.K_ESCAPE)
    client.app.apply_language("es")
    client.app.apply_language("ru")
    client.press(pygame.K_ESCAPE)
    until(client, lambda: not client.app.announcer.speech_busy(), frames=60 * 60)
    heard = heard_since(speech, at + 1)
    assert heard[:2] == ANNA_66_RU
    assert "Anna: 8 de diamantes. Total 66." not in client.app.announcer.history.last(20)


def test_c23_a_move_cut_as_it_began_is_listed_once_after_a_language_change(client):
    """C-23: Escape 0.05 s into "Anna: 8 of diamonds. Total 66." (nothing of it heard), Русский,
    Escape: the line is said whole in Russian and listed once, where it was said, as it is
    without the language change (it is listed twice: in English before "Paused." too)."""
    speech, at = anna_plays_to_66(client)
    client.frames(3)
    switched_while_waiting(client, "ru")
    history = client.app.announcer.history.last(20)
    assert heard_since(speech, at + 1)[:2] == ANNA_66_RU
    assert "Anna: 8 of diamonds. Total 66." not in history
    assert history.count(ANNA_66_RU[0]) == 1


@pytest.fixture
def _tricks():
    import game.tricks.menu_entry
    importlib.reload(game.tricks.menu_entry)


def test_t28_the_deal_summary_waiting_under_the_menu_is_said_in_the_new_language(client, _tricks):
    """T-28, T-29: the summary opens as the deal's last trick is still said; Escape, Español,
    Escape: the trick and the deal's end are said in Spanish, and so must the summary's title
    and its first line be, as the page now shows them (they were said in English)."""
    speech = app_timed_speech(client, 0.05)
    client.app.settings.set("cpu_delay", 0.3)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=3, seed=4)
    summary = play_to_the_deal_summary(client, client.app.top)
    at = len(speech.log)
    switched_while_waiting(client, "es")
    heard = heard_since(speech, at)
    assert summary.intro() == ("Resumen de la mano 1. 7 líneas. Flecha arriba y Flecha abajo las leen, "
                               "Intro pasa a la próxima mano.")
    assert heard[-2:] == [summary.intro(), "Mano 1: 1 de 3 cumplió su apuesta."]
