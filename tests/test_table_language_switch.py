"""A language chosen in the pause menu (Options, Language) at a table: what the table says and
shows from then on is in that language, nothing kept worded in the one it was in before (C-21:
the pause between rounds; C-22, T-28: the F1 keys pages, the hint asked again); what was still
waiting to be said is said in it too (C-22, C-23, T-28, T-29: the table's lines, a status
answer or a hint behind a move, the deal summary's), and the history lists each line once, in
the words heard. Timed ones on the fake engine of timed_speech."""

import importlib

import pygame
import pytest

from test_counting_status_follows_speech import position, until
from counting_helpers import timed_position
from test_counting_table import _registered, start  # noqa: F401  (the fixture registers the game)
from timed_speech import app_timed_speech
from tricks_helpers import play_to_the_deal_summary

ROUND_OVER = {
    "es": ("Ronda 1 terminada: Bob se pasó de 99. Fichas: tú 3, Anna 3, Bob 1. Intro: siguiente ronda.",
           "Ronda 1 terminada: Bob se pasó de 99. Intro: siguiente ronda."),
    "ru": ("Раунд 1 окончен: перебор за 99 — Боб. Фишки: вы 3, Анна 3, Боб 1. Enter: следующий раунд.",
           "Раунд 1 окончен: перебор за 99 — Боб. Enter: следующий раунд."),
}


def switch_language(client, code):
    """Escape (the pause menu), the language chosen, Escape (back at the table)."""
    client.press(pygame.K_ESCAPE)
    client.app.apply_language(code)
    client.press(pygame.K_ESCAPE)
    client.frames(5)


@pytest.mark.parametrize("first, then", [("en", "es"), ("es", "ru")])
def test_the_round_over_prompt_follows_a_language_change(client, first, then):
    """C-21: at "Round 1 over: Bob passed 99. Tokens: ... Enter: next round." the language is
    changed: back at the table the round's end is said in the new language, F2 repeats it so,
    and the status line shows it so (it was kept worded in the language of the round's end)."""
    client.app.apply_language(first)
    table = start(client, players=3, draw="auto", tokens=3)
    client.frames(600)
    position(client, table, 2, [["3C", "QH"], ["6C", "4D"], ["5H"]], 95)
    until(client, lambda: table.between_rounds)
    client.frames(60)
    client.clear()
    switch_language(client, then)
    said, status = ROUND_OVER[then]
    assert client.last == said
    client.press(pygame.K_F2)
    assert client.last == said
    assert table.status_line() == status


def f1_page(client):
    """F1 at the table: the keys page's lines (then Escape closes it)."""
    client.press(pygame.K_F1)
    lines = list(client.app.top.lines)
    client.press(pygame.K_ESCAPE)
    return lines


@pytest.mark.parametrize("first, then, line", [
    ("en", "es", "1 a 3: jugar la carta de ese lugar de tu mano."),
    ("ru", "es", "1 a 3: jugar la carta de ese lugar de tu mano."),
    ("es", "ru", "1–3: сыграть карту с этим номером в руке."),
])
def test_the_counting_keys_page_follows_a_language_change(client, first, then, line):
    """C-22: F1 after the language was changed at the table names the digit keys in the new
    language (was "1 to 3: jugar la carta ..." in a game begun in English: the keys' name was
    worded once, when the table was made)."""
    client.app.apply_language(first)
    start(client)
    switch_language(client, then)
    client.clear()
    client.press(pygame.K_F1)
    assert client.texts[1] == line


@pytest.mark.parametrize("game, first, then", [("counting", "en", "es"), ("counting", "ru", "es"),
                                                ("tricks", "en", "ru"), ("tricks", "ru", "es")])
def test_each_games_keys_page_after_a_language_change_is_the_new_languages(client, game, first, then):
    """C-22, T-28: every line of F1 at a table whose language was changed is the line F1 says at
    a table begun in that language."""
    importlib.import_module("game.tricks.menu_entry")  # registers the trick game
    client.app.apply_language(then)
    client.start(game, players=3, seed=10)
    fresh = f1_page(client)
    client.app.apply_language(first)
    client.start(game, players=3, seed=10)
    switch_language(client, then)
    assert f1_page(client) == fresh


def test_the_hint_asked_again_after_a_language_change_is_in_the_new_language(client):
    """C-22: A said the advice in English; the language changed, A at the same turn says it in
    Spanish (the table kept the English sentence for that turn and said it again word for word)."""
    table = start(client)
    client.clear()
    client.press(pygame.K_a)
    switch_language(client, "es")
    client.press(pygame.K_a)
    assert [client.texts[0], client.last] == [
        "Play the 6 of hearts: it brings the total to 6, and of the deals tried it leaves you best placed.",
        "Juega el 6 de corazones: lleva el total a 6, y de los repartos simulados es la que mejor te deja."]
    assert table.hints_used == 2


def switched_while_waiting(client, code):
    """Escape while the table's lines are still to be said, the language ``code`` chosen in the
    menu, Escape: back at the table. Returns what waited then, as (text, gist) pairs."""
    client.press(pygame.K_ESCAPE)
    client.app.apply_language(code)
    waiting = [(item.text, item.gist) for item in client.app.announcer.queue.pending()
               if item.scene is not client.app.top and item.state == "queued"]
    client.press(pygame.K_ESCAPE)
    until(client, lambda: not client.app.announcer.speech_busy(), frames=60 * 60)
    return waiting


def test_c23_lines_waiting_under_the_menu_are_said_in_the_language_chosen_there(client):
    """C-23: you play the 6 of clubs to 33; as "You: 6 of clubs. Total 33." is said, Escape,
    Español, Escape: what it caused, still to be said, is said in Spanish, and the log shows it
    so (they were said in English, the language the table had when they came)."""
    _table, speech = timed_position(client, (["6C", "QH"], ["3C", "4D"], ["5C", "7D"]), 27, turn=0, dealer=2)
    client.frames(60)
    said = len(speech.log)
    client.press(pygame.K_1)
    client.frames(10)
    switched_while_waiting(client, "es")
    heard = [line for line in speech.texts[said:] if not line.startswith("Paused")]
    assert heard[:4] == [
        "You: 6 of clubs. Total 33.",
        "Llegas a 33: todos los demás pierden 1 ficha. Fichas restantes: Anna 2, Bob 2.",
        "Robas: 8 de picas.",
        "Ronda 1. Total 33. Turno de Anna."]
    assert client.app.announcer.history.last(len(heard))[1:3] == heard[1:3]


def test_c22_an_other_players_move_waiting_under_the_menu_keeps_its_short_form_in_the_new_language(client):
    """C-22: Anna plays an 8 on 58: 66; as its line is said, Escape (which cuts it), Русский,
    Escape: her card's line and what it caused, still to be said, are in Russian, and so is
    their short form (said for a key pressed before they were heard: "Anna just played: total
    66.")."""
    speech, _at = anna_plays_to_66(client)
    waiting = switched_while_waiting(client, "ru")
    assert waiting[:2] == [("Анна: восьмёрка бубен. Сумма 66.", "Последний ход — Анна: сумма 66."),
                           ("Анна набирает ровно 66: все остальные теряют 1 фишку. Осталось фишек: вы 2, Боб 2.",
                            "Последний ход — Анна: сумма 66.")]


def test_t29_the_trick_games_opening_waiting_under_the_menu_is_said_in_the_new_language(client):
    """T-29: Escape as the trick game's first line is said, Español, Escape: that line, cut,
    is said again in Spanish, and the deal's opening after it too."""
    importlib.import_module("game.tricks.menu_entry")  # registers the trick game
    speech = app_timed_speech(client)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=3, seed=4)
    client.frames(30)
    switched_while_waiting(client, "es")
    assert speech.texts[2:4] == ["Juego de bazas, estándar, meta 200. 3 jugadores: tú, Anna y Bob.",
                                 "Reparto 1. Repartes tú. Sin triunfo. Sale Anna."]


ANNA_66_RU = ["Анна: восьмёрка бубен. Сумма 66.",
              "Анна набирает ровно 66: все остальные теряют 1 фишку. Осталось фишек: вы 2, Боб 2."]


def anna_plays_to_66(client):
    """Anna (seat 1) plays the 8 of diamonds on 58: 66 (C-13); returns the speech once her
    card's line has begun, and the index of that line in its log."""
    _table, speech = timed_position(client, (["6C", "QH"], ["8C", "8D"], ["5C", "7D"]), 58, turn=1, dealer=0,
                                    stock=("7S", "7H", "7C"))
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
    assert summary.intro() == ("Resumen del reparto 1. 7 líneas. Flecha arriba y Flecha abajo las leen, "
                               "Intro pasa al próximo reparto.")
    assert heard[-2:] == [summary.intro(), "Reparto 1: 1 de 3 cumplió su apuesta."]


def a_hint_waits_behind(client, speech, line_text):
    """A pressed 0.1 s into the line that begins ``line_text`` (the table's last move before
    your turn): the hint is worked out and waits behind that line. Returns that line's place
    in what was said."""
    from test_speech_pacing import _until_said
    line = _until_said(client, speech, line_text)
    client.frames(6)
    client.press(pygame.K_a)
    client.frames(2)  # (the hint's search done: its sentence waits behind the move)
    assert any(item.text.startswith("Play the ") for item in client.app.announcer.queue.pending())
    return speech.log.index(line)


def test_c22_a_hint_waiting_behind_a_move_is_said_in_the_new_language(client):
    """C-22: seed 7; you play the 6 of hearts, Anna the 8 of hearts, Bob the king of spades; A
    pressed 0.1 s into Bob's line waits behind it (tests/test_hint_after_moves.py); Escape,
    Español, Escape: Bob's line, the advice and the turn line are said in Spanish (the advice
    was said as its search worded it, in English: "Play the queen of spades: ...")."""
    from test_speech_pacing import quiet, start_timed
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_1)
    at = a_hint_waits_behind(client, speech, "Bob: king of spades.")
    switched_while_waiting(client, "es")
    heard = heard_since(speech, at + 1)
    assert heard[:3] == [
        "Bob: rey de picas. Total 24.",
        "Juega la reina de picas: todas tus cartas pasan un umbral y te cuestan 1 ficha.",
        "Ronda 1. Tu turno. Total 24. Tus cartas: reina de picas, 2 de picas. Intro juega: reina de picas."]
    assert not any(text.startswith("Play the ") for text in heard)
    assert table.hints_used == 1


def test_t28_a_hint_waiting_behind_a_lead_is_said_in_the_new_language(client, _tricks):
    """T-28, T-29: seed 5; A pressed 0.1 s into Bob's lead of the ace of hearts waits behind it
    (tests/test_hint_after_moves.py); Escape, Español, Escape: his lead and the advice are said
    in Spanish, then the turn line (the advice was said as its search worded it, in English:
    "Play the 10 of hearts: ...")."""
    from test_hint_after_moves import _tricks_until_bobs_lead
    table, speech, line = _tricks_until_bobs_lead(client)
    at = a_hint_waits_behind(client, speech, line.text)
    switched_while_waiting(client, "es")
    heard = heard_since(speech, at + 1)
    assert heard[:2] == [
        "Bob: as de corazones.",
        "Juega el 10 de corazones: necesitas 4 bazas más, pero ninguna carta que puedas jugar gana esta, "
        "y guardar tus otras cartas te da la mejor oportunidad."]
    assert heard[2].startswith("Juego de bazas. Tu turno. Bob salió con el as de corazones.")
    assert not any(text.startswith("Play the ") for text in heard)
    assert table.hints_used == 1


def test_c22_enter_once_a_reworded_hints_head_was_heard_plays_its_card(client):
    """C-22, C-23: the hint waiting behind Bob's line, Escape, Español, Escape; Enter once the
    advice's Spanish head "Juega la reina de picas:" was heard plays that card at once, cutting
    its reasons (the head Enter waits for is found in the words said, not those first made)."""
    from test_advice_heard_keys import share_of
    from test_speech_pacing import start_timed
    from test_turn_line_kept_keys import into_line
    hint = "Juega la reina de picas: todas tus cartas pasan un umbral y te cuestan 1 ficha."
    _table, speech = start_timed(client)
    until(client, lambda: not client.app.announcer.speech_busy(), frames=60 * 60)
    client.press(pygame.K_1)
    a_hint_waits_behind(client, speech, "Bob: king of spades.")
    client.press(pygame.K_ESCAPE)
    client.app.apply_language("es")
    client.press(pygame.K_ESCAPE)
    said = into_line(client, speech, hint, share_of(client, hint, "Juega la reina de picas:", offset=0.05))
    client.press(pygame.K_RETURN)
    client.frames(2)
    assert said.cut_at is not None
    assert speech.texts[-1] == "Tú: reina de picas. Total 34."
