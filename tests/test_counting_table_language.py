"""The counting table in Spanish and Russian (issue 13, docs/translation.md): exact texts of key
announcements (C-12, C-13, C-22, C-23), and a whole game in the pseudo-language with nothing left
untranslated, spoken or drawn."""

import pygame
import pytest

from game import i18n
from game.counting import text
from game.counting.text import event_lines
from game.counting.events import CardPlayed, PlayerEliminated, RoundEnded, ThresholdReached, TokensLost
from game.engine.cards import parse_cards
from game.engine.perspective import Perspective
from tests.test_counting_table import start

ME = Perspective(0)
"""Narration for the player at seat 0, the others by their computer names."""

OPENING = {
    "es": ["Juego de sumar, 3 jugadores, 9 fichas cada uno, 3 cartas en la mano. Robo manual: Espacio roba, "
           "5 segundos para robar.",
           "Ronda 1. Reparte Bob. Empiezas tú.",
           "Tu turno. Total 0. Tus cartas: 6 de corazones, reina de picas, 2 de picas. Intro juega: 6 de corazones.",
           "Total 0.",
           "Fichas: tú 9, Anna 9, Bob 9.",
           "Tu turno. El juego va en sentido horario: tú, Anna y Bob.",
           "Tú: 6 de corazones. Total 6.",
           "Todavía puedes robar: pulsa Espacio.",
           "Robas: rey de tréboles."],
    "ru": ["Счётная игра, игроков: 3, у каждого 9 фишек, карт в руке: 3. Ручной добор: Пробел добирает, "
           "на добор 5 секунд.",
           "Раунд 1. Сдаёт Боб. Первый ход ваш.",
           "Ваш ход. Сумма 0. Ваши карты: шестёрка червей, дама пик, двойка пик. Enter сыграет шестёрку червей.",
           "Сумма 0.",
           "Фишки: вы 9, Анна 9, Боб 9.",
           "Ваш ход. Ход идёт по часовой стрелке: вы, Анна и Боб.",
           "Вы: шестёрка червей. Сумма 6.",
           "Ещё можно взять карту: нажмите Пробел.",
           "Вы берёте короля треф."],
}


@pytest.mark.parametrize("code", ["es", "ru"])
def test_first_turn_c_s_t_play_and_draw(client, code):
    """Seed 7 (C-6: you play first): the deal, C (total), S (tokens), T (turn), 1 plays the 6 of
    hearts (C-23: the total said), Space draws the king of clubs (C-8, accusative in Russian)."""
    client.app.apply_language(code)
    start(client)
    for key in (pygame.K_c, pygame.K_s, pygame.K_t, pygame.K_1, pygame.K_SPACE):
        client.press(key)
    assert client.texts[1:] == OPENING[code]


@pytest.mark.parametrize("code, reached, choice", [
    ("es", "Anna llega a 33: todos los demás pierden 1 ficha. Fichas restantes: tú 8, Bob 4.",
     "el as vale 1: total 33, llegas a 33: los demás pierden 1 ficha."),
    ("ru", "Анна набирает ровно 33: все остальные теряют 1 фишку. Осталось фишек: вы 8, Боб 4.",
     "туз как 1: сумма 33, ровно 33: остальные теряют 1 фишку."),
])
def test_reaching_33_in_each_language(code, reached, choice):
    """C-12: a computer player reaches 33 and the others pay; the human's ace choice that reaches 33."""
    i18n.set_language(code)
    losses = [TokensLost(0, 1, "reached 33", 8, 1, 1, (33,)), TokensLost(2, 1, "reached 33", 4, 1, 1, (33,))]
    assert text.reached_text(ME, ThresholdReached(1, 33), losses) == reached
    ace = parse_cards(["AH"])[0]
    assert text.value_option_text(ME, ace, 1, 32) == choice


@pytest.mark.parametrize("code, lines, lost", [
    ("es", ["Anna: rey de picas. Total 57.", "Tú: 10 de picas como menos 10. Total 47.",
            "Te pasas de 66 y 99: pierdes 3 fichas. No te queda ninguna.", "Bob pierde 2 fichas. Le quedan 5."], 2),
    ("ru", ["Анна: король пик. Сумма 57.", "Вы: десятка пик как минус 10. Сумма 47.",
            "Вы переходите за 66 и 99: вы теряете 3 фишки. Не осталось ни одной.",
            "Боб теряет 5 фишек. Осталось 5."], 5),
])
def test_plays_and_losses_in_each_language(code, lines, lost):
    """C-10 (a 10 as minus 10), C-13/C-15 (passing two thresholds), Russian plural forms."""
    from game.counting.events import ThresholdPassed
    i18n.set_language(code)
    king, ten = parse_cards(["KS", "TS"])
    loss = TokensLost(0, 3, "passed 66", 0, 0, 3, (66, 99))
    assert [text.card_played_text(ME, CardPlayed(1, king, None, "add", 47, 57)),
            text.card_played_text(ME, CardPlayed(0, ten, -10, "subtract", 57, 47)),
            text.passed_text(ME, ThresholdPassed(0, (66, 99)), loss),
            text.capital(event_lines._loss_clause(ME, TokensLost(2, lost, "passed 99", 5, 2, lost)))] == lines


@pytest.mark.parametrize("code, left, lines", [
    ("es", 1, ["Bob pierde 1 ficha. Le queda 1.", "Pierdes 1 ficha. Te queda 1."]),
    ("es", 0, ["Bob pierde 1 ficha. No le queda ninguna.", "Pierdes 1 ficha. No te queda ninguna."]),
    ("ru", 1, ["Боб теряет 1 фишку. Осталась 1.", "Вы теряете 1 фишку. Осталась 1."]),
    ("ru", 3, ["Боб теряет 1 фишку. Осталось 3.", "Вы теряете 1 фишку. Осталось 3."]),
])
def test_tokens_left_agree_with_their_own_number(code, left, lines):
    """C-12: "1 token lost, 1 left" in Spanish is "Le queda 1.", not "Le quedan 1.": the tokens
    left are a sentence of their own, with their own plural."""
    i18n.set_language(code)
    assert [text.capital(event_lines._loss_clause(ME, TokensLost(seat, 1, "reached 33", left, 1, 1, (33,))))
            for seat in (2, 0)] == lines


@pytest.mark.parametrize("code, card, total, sentence", [
    ("es", "QD", 89, "Juega la reina de diamantes: llega a 99 y gana la ronda."),
    ("es", "7D", 92, "Juega el 7 de diamantes: llega a 99 y gana la ronda."),
    ("ru", "QD", 89, "Сыграйте даму бубен: сумма дойдёт до 99, и вы выиграете раунд."),
    ("en", "QD", 89, "Play the queen of diamonds: it reaches 99 and wins the round."),
])
def test_the_hint_names_the_card_with_its_article(code, card, total, sentence):
    """The hint (A) with one card that reaches 99 (C-14): Spanish says "la reina", "el 7"."""
    import random

    from game.counting.hints import hint_for
    from game.counting.options import CountingOptions
    from game.counting.state import CountingState
    i18n.set_language(code)
    state = CountingState.new(CountingOptions(players=3), seed=1, dealer=2)
    state.hands[0] = parse_cards([card])
    state.total = total
    assert hint_for(state.view(0), random.Random(0)) == sentence


@pytest.mark.parametrize("code, sentence", [
    ("es", "Juega el 6 de corazones: llega a 33, así que Anna pierde una ficha."),
    ("ru", "Сыграйте шестёрку червей: сумма дойдёт до 33, и Анна потеряет фишку."),
])
def test_the_hint_names_the_one_other_player_in_each_language(code, sentence):
    """The hint (A) with one other player still in (C-12): that player named, in the nominative."""
    import random

    from game.counting.hints import hint_for
    from tests.test_counting_table_hint import two_left
    i18n.set_language(code)
    assert hint_for(two_left(27, "6H"), random.Random(0)) == sentence


@pytest.mark.parametrize("code, top, bottom", [
    ("es", "Principio. El as vale 11: total 101, te pasas de 99: pierdes 2 fichas, opción 1 de 2.",
     "Final. El 10 vale menos 10: total 50, opción 2 de 2."),
    ("ru", "Начало. Туз как 11: сумма 101, переход за 99: вы теряете 2 фишки, вариант 1 из 2.",
     "Конец. 10 как минус 10: сумма 50, вариант 2 из 2."),
])
def test_a_value_choices_ends_are_said_as_a_menus(code, top, bottom):
    """C-10: Up on the higher value, Down on the lower: the menus' own "Top." / "Bottom." words,
    the same translations (it said "Ya es 11." / "Already 11.", heard as a total)."""
    i18n.set_language(code)
    ace, ten = parse_cards(["AH", "10S"])
    assert text.value_limit_text(True, text.value_choice_line(ME, ace, [11, 1], 0, 90, 3)) == top
    assert text.value_limit_text(False, text.value_choice_line(ME, ten, [10, -10], 1, 60)) == bottom


@pytest.mark.parametrize("code, line", [
    ("es", "Ronda 2 terminada: te pasaste de 99. Intro: siguiente ronda."),
    ("ru", "Раунд 2 окончен: вы перешли за 99. Enter: следующий раунд."),
])
def test_round_end_in_each_language(code, line):
    i18n.set_language(code)
    assert text.round_ended_text(ME, RoundEnded(2, "passed 99", 0, None)) == line


@pytest.fixture
def drawn(monkeypatch):
    """Every text drawn with the app's fonts while the test runs."""
    from game.ui.text import Fonts
    seen: list[str] = []
    original = Fonts.render

    def render(self, words, *args, **kwargs):
        seen.append(words)
        return original(self, words, *args, **kwargs)

    monkeypatch.setattr(Fonts, "render", render)
    return seen


def test_a_whole_counting_game_in_the_pseudo_language(client, drawn):
    """Every spoken and drawn text of a whole game (4 tokens each, so it ends soon) went through
    the catalogs: the deal, C S T H P N R, the F1 keys page, plays with value choices, draws,
    refusals, round ends, the results. Drawn texts cut by the log panel's line wrapping are pieces
    of spoken texts (checked whole)."""
    client.app.apply_language(i18n.PSEUDO)
    table = start(client, tokens=4)
    for key in (pygame.K_c, pygame.K_s, pygame.K_t, pygame.K_h, pygame.K_p, pygame.K_n, pygame.K_r, pygame.K_RIGHT,
                pygame.K_UP, pygame.K_9):
        client.press(key)
    client.press(pygame.K_F1)
    for _ in range(30):
        client.press(pygame.K_DOWN)
    client.press(pygame.K_ESCAPE)
    rounds_seen = 0
    for _ in range(5000):
        if client.app.top is not table:
            break
        if table.between_rounds:
            rounds_seen += 1
            for key in (pygame.K_t, pygame.K_s, pygame.K_x):
                client.press(key)
            client.press(pygame.K_RETURN, frames=30)
        elif table.choice is not None:
            client.press(pygame.K_UP)
            client.press(pygame.K_DOWN)
            client.press(pygame.K_RETURN)
        elif table.session.state.drawer == 0 and table.session.state.turn != 0:
            client.press(pygame.K_c)
            client.press(pygame.K_SPACE)
        elif table.session.state.turn == 0 and not table.session.state.hands[0]:
            client.press(pygame.K_SPACE)
        elif table.session.state.turn == 0:
            client.press(pygame.K_2 if len(table.session.state.hands[0]) > 1 else pygame.K_1)
        else:
            client.press(pygame.K_1)  # not your turn
            client.frames(20)
    for _ in range(200):
        if client.app.top is not table:
            break
        client.press(pygame.K_RETURN, frames=10)
    assert client.app.top is not table and rounds_seen >= 1
    client.press(pygame.K_UP)
    client.press(pygame.K_UP)
    assert any(t.startswith("⟦Round 1 over.⟧ ") for t in client.texts)  # (after its cause: C-23)
    assert any("⟦Game over. " in t for t in client.texts)  # the results screen
    assert [t for t in client.texts if i18n.pseudo_escapes(t)] == []
    spoken = " ".join(client.texts)
    assert sorted({t for t in drawn if i18n.pseudo_escapes(t) and t not in spoken}) == []


@pytest.mark.parametrize("code, lines", [
    ("en", ["Anna passed 33: loses 1 token. 1 left.",
            "Anna passed 99: owes 2 tokens, has 0 and is out. 2 players left.",
            "Anna has no cards: owes 3 tokens, has 1 and is out. 2 players left.",
            "Bob reached 33: Anna loses 1 token. 0 left."]),
    ("es", ["Anna se pasa de 33: pierde 1 ficha. Le queda 1.",
            "Anna se pasa de 99: debe 2 fichas, tiene 0 y queda fuera. Quedan 2 jugadores.",
            "Anna no tiene cartas: debe 3 fichas, tiene 1 y queda fuera. Quedan 2 jugadores.",
            "Bob llega a 33: Anna pierde 1 ficha. No le queda ninguna."]),
    ("ru", ["Анна переходит за 33: теряет 1 фишку. Осталась 1.",
            "Анна переходит за 99: долг 2 фишки, а есть 0, поэтому выбывает. Осталось 2 игрока.",
            "Анна без карт: долг 3 фишки, а есть 1, поэтому выбывает. Осталось 2 игрока.",
            "Боб набирает ровно 33: Анна теряет 1 фишку. Не осталось ни одной."]),
])
def test_a_players_own_loss_names_them_once(code, lines):
    """C-13, C-15, C-18, C-19: the player who passed (or had no cards) pays, so the loss goes on
    without their name, and who cannot pay is out in the same sentence (was "Ana se pasa de 99: Ana
    debe 2 fichas y tiene 0. Ana queda fuera."); another player's card keeps the payer's name."""
    from game.counting.events import ThresholdPassed
    i18n.set_language(code)
    assert [text.passed_text(ME, ThresholdPassed(1, (33,)), TokensLost(1, 1, "passed 33", 1, 1, 1, (33,))),
            text.passed_text(ME, ThresholdPassed(1, (99,)), TokensLost(1, 2, "passed 99", 0, 1, 0, (99,)),
                             [PlayerEliminated(1, 2)]),
            text.empty_hand_text(ME, TokensLost(1, 3, "empty hand", 0, 1, 1, ()), [PlayerEliminated(1, 2)]),
            text.reached_text(ME, ThresholdReached(2, 33), [TokensLost(1, 1, "reached 33", 0, 2, 1, (33,))])] == lines


@pytest.mark.parametrize("code, lines", [
    ("en", ["Anna passed 66: loses 1 token, has 0 and is out. 2 players left.",
            "You passed 66: you lose 1 token. 0 left. You are out. 2 players left."]),
    ("es", ["Anna se pasa de 66: pierde 1 ficha, tiene 0 y queda fuera. Quedan 2 jugadores.",
            "Te pasas de 66: pierdes 1 ficha. No te queda ninguna. Quedas fuera. Quedan 2 jugadores."]),
    ("ru", ["Анна переходит за 66: теряет 1 фишку, остаётся 0, поэтому выбывает. Осталось 2 игрока.",
            "Вы переходите за 66: вы теряете 1 фишку. Не осталось ни одной. Вы выбываете. Осталось 2 игрока."]),
])
def test_a_player_put_out_after_paying_in_full_is_named_once(code, lines):
    """C-13, C-18: events that put a player out after they paid in full (the engine puts out only
    who cannot pay, but narration takes any stream: a stand-in's events, a test's) name them once,
    like the owing case (was "Anna passed 66: loses 1 token. 0 left. Anna is out. 2 players
    left."); "you" keeps the sentences of the owing case for the listener ("You are out.")."""
    from game.counting.events import ThresholdPassed
    i18n.set_language(code)
    assert [text.passed_text(ME, ThresholdPassed(1, (66,)), TokensLost(1, 1, "passed 66", 0, 1, 1, (66,)),
                             [PlayerEliminated(1, 2)]),
            text.passed_text(ME, ThresholdPassed(0, (66,)), TokensLost(0, 1, "passed 66", 0, 0, 1, (66,)),
                             [PlayerEliminated(0, 2)])] == lines


@pytest.mark.parametrize("code, lines", [
    ("en", ["5 of spades: total 62, 3 of 3", "Ace of clubs: total 58, or 68: passes 66: you lose 1 token, 1 of 3",
            "10 of hearts: total 47, or 67: passes 66: you lose 1 token, 1 of 3", "10 of hearts: total 15, 1 of 3",
            "2 of hearts: total doubles to 62, passes 33: you lose 1 token, 1 of 3",
            "2 of hearts: total halves to 31, 1 of 3",
            "9 of spades: total stays 52, 1 of 3",
            "King of spades: total 33, reaches 33: the others lose 1 token, 1 of 3",
            "2 of diamonds: total doubles to 106, passes 66 and 99: you lose 3 tokens, 1 of 3",
            "Jack of clubs: total 40, passes 33: you lose 1 token, skips the next player, 1 of 3",
            "Jack of clubs: total 60, you play again, 1 of 3", "4 of clubs: total 44, reverses direction, 1 of 3",
            "4 of clubs: total 44, 1 of 3", "Jack of clubs: total 105, passes 99: you lose 2 tokens, 1 of 3"]),
    ("es", ["5 de picas: total 62, 3 de 3", "As de tréboles: total 58, o 68: te pasas de 66: pierdes 1 ficha, 1 de 3",
            "10 de corazones: total 47, o 67: te pasas de 66: pierdes 1 ficha, 1 de 3",
            "10 de corazones: total 15, 1 de 3",
            "2 de corazones: el total se dobla: 62, te pasas de 33: pierdes 1 ficha, 1 de 3",
            "2 de corazones: el total baja a la mitad: 31, 1 de 3",
            "9 de picas: el total sigue en 52, 1 de 3",
            "Rey de picas: total 33, llegas a 33: los demás pierden 1 ficha, 1 de 3",
            "2 de diamantes: el total se dobla: 106, te pasas de 66 y 99: pierdes 3 fichas, 1 de 3",
            "Sota de tréboles: total 40, te pasas de 33: pierdes 1 ficha, el siguiente pierde el turno, 1 de 3",
            "Sota de tréboles: total 60, vuelves a jugar, 1 de 3",
            "4 de tréboles: total 44, invierte el sentido, 1 de 3", "4 de tréboles: total 44, 1 de 3",
            "Sota de tréboles: total 105, te pasas de 99: pierdes 2 fichas, 1 de 3"]),
    ("ru", ["Пятёрка пик: сумма 62, 3 из 3", "Туз треф: сумма 58, или 68: переход за 66: вы теряете 1 фишку, 1 из 3",
            "Десятка червей: сумма 47, или 67: переход за 66: вы теряете 1 фишку, 1 из 3",
            "Десятка червей: сумма 15, 1 из 3",
            "Двойка червей: сумма удваивается: 62, переход за 33: вы теряете 1 фишку, 1 из 3",
            "Двойка червей: сумма делится пополам: 31, 1 из 3", "Девятка пик: сумма остаётся 52, 1 из 3",
            "Король пик: сумма 33, ровно 33: остальные теряют 1 фишку, 1 из 3",
            "Двойка бубен: сумма удваивается: 106, переход за 66 и 99: вы теряете 3 фишки, 1 из 3",
            "Валет треф: сумма 40, переход за 33: вы теряете 1 фишку, следующий пропускает ход, 1 из 3",
            "Валет треф: сумма 60, вы ходите ещё раз, 1 из 3", "Четвёрка треф: сумма 44, меняет направление, 1 из 3",
            "Четвёрка треф: сумма 44, 1 из 3", "Валет треф: сумма 105, переход за 99: вы теряете 2 фишки, 1 из 3"]),
])
def test_a_card_in_hand_says_the_total_it_would_give(code, lines):
    """C-10, C-11, C-13..C-17, C-22: Left/Right say what the focused card would do played now, by
    the rule functions: the total (both values of an ace or a 10, lowest first; a 10 under 10
    only adds), doubling, halving, a total that stays, a threshold reached or passed, a jack's
    skip or extra turn and a 4's reversal (none with two players in, none when the round would
    end), then the card's place."""
    i18n.set_language(code)
    cases = [("5S", 57, 3, 2), ("AC", 57, 3, 0), ("TH", 57, 3, 0), ("TH", 5, 3, 0), ("2H", 31, 3, 0),
             ("2H", 62, 3, 0), ("9S", 52, 3, 0), ("KS", 23, 3, 0), ("2D", 53, 3, 0), ("JC", 30, 3, 0),
             ("JC", 50, 2, 0), ("4C", 40, 3, 0), ("4C", 40, 2, 0), ("JC", 95, 3, 0)]
    said = [text.focus_text(parse_cards([code_])[0], slot, 3, total, players)
            for code_, total, players, slot in cases]
    assert said == lines


@pytest.mark.parametrize("code, lines", [
    ("en", ["Ace of diamonds: total 92, or 102: passes 99: you lose 2 tokens, 1 of 1",
            "Ace of diamonds: total 99: reaches 99: you win the round, the others lose 2 tokens, or 109: passes 99: you lose 2 tokens, 1 of 1",
            "Ace of diamonds: total 33: reaches 33: the others lose 1 token, or 43: passes 33: you lose 1 token, 1 of 1",
            "10 of clubs: total 46, or 66: reaches 66: the others lose 1 token, 1 of 1",
            "10 of clubs: total 66 or 86, 1 of 1",
            "Ace of diamonds: total 41 or 51, 1 of 1",
            "10 of clubs: total 53, or 73: passes 66: you lose 1 token, 1 of 1",
            "Ace of diamonds: total 66: reaches 66: the others lose 1 token, or 76: passes 66: you lose 1 token, 1 of 1"]),
    ("es", ["As de diamantes: total 92, o 102: te pasas de 99: pierdes 2 fichas, 1 de 1",
            "As de diamantes: total 99: llegas a 99: ganas la ronda, los demás pierden 2 fichas, o 109: te pasas de 99: pierdes 2 fichas, 1 de 1",
            "As de diamantes: total 33: llegas a 33: los demás pierden 1 ficha, o 43: te pasas de 33: pierdes 1 ficha, 1 de 1",
            "10 de tréboles: total 46, o 66: llegas a 66: los demás pierden 1 ficha, 1 de 1",
            "10 de tréboles: total 66 o 86, 1 de 1",
            "As de diamantes: total 41 o 51, 1 de 1",
            "10 de tréboles: total 53, o 73: te pasas de 66: pierdes 1 ficha, 1 de 1",
            "As de diamantes: total 66: llegas a 66: los demás pierden 1 ficha, o 76: te pasas de 66: pierdes 1 ficha, 1 de 1"]),
    ("ru", ["Туз бубен: сумма 92, или 102: переход за 99: вы теряете 2 фишки, 1 из 1",
            "Туз бубен: сумма 99: ровно 99: вы выигрываете раунд, остальные теряют 2 фишки, или 109: переход за 99: вы теряете 2 фишки, 1 из 1",
            "Туз бубен: сумма 33: ровно 33: остальные теряют 1 фишку, или 43: переход за 33: вы теряете 1 фишку, 1 из 1",
            "Десятка треф: сумма 46, или 66: ровно 66: остальные теряют 1 фишку, 1 из 1",
            "Десятка треф: сумма 66 или 86, 1 из 1",
            "Туз бубен: сумма 41 или 51, 1 из 1",
            "Десятка треф: сумма 53, или 73: переход за 66: вы теряете 1 фишку, 1 из 1",
            "Туз бубен: сумма 66: ровно 66: остальные теряют 1 фишку, или 76: переход за 66: вы теряете 1 фишку, 1 из 1"]),
])
def test_a_two_value_card_in_hand_says_each_values_threshold(code, lines):
    """C-10..C-15, C-22: an ace or a 10 in hand says, for each value, the threshold it would reach
    or pass (was only "total 92 or 102" for an ace on 91, never saying that 102 passes 99); a total
    going down reaches nothing (a 10 on 76 as minus 10: 66, nothing); no threshold: "total 41 or 51"."""
    i18n.set_language(code)
    cases = [("AD", 91), ("AD", 98), ("AD", 32), ("TC", 56), ("TC", 76), ("AD", 40), ("TC", 63), ("AD", 65)]
    assert [text.focus_text(parse_cards([code_])[0], 0, 1, total, 3) for code_, total in cases] == lines


@pytest.mark.parametrize("code, lines", [
    ("en", ["Jack of clubs: total 40, passes 33: you lose 1 token, skips Bob, 1 of 3",
            "Jack of clubs: total 50, skips Anna, 1 of 3",
            "Jack of clubs: total 33, reaches 33: the others lose 1 token, skips the next player, 1 of 3",
            "Jack of clubs: total 60, you play again, 1 of 3"]),
    ("es", ["Sota de tréboles: total 40, te pasas de 33: pierdes 1 ficha, Bob pierde el turno, 1 de 3",
            "Sota de tréboles: total 50, Anna pierde el turno, 1 de 3",
            "Sota de tréboles: total 33, llegas a 33: los demás pierden 1 ficha, el siguiente pierde el turno, 1 de 3",
            "Sota de tréboles: total 60, vuelves a jugar, 1 de 3"]),
    ("ru", ["Валет треф: сумма 40, переход за 33: вы теряете 1 фишку, Боб пропускает ход, 1 из 3",
            "Валет треф: сумма 50, Анна пропускает ход, 1 из 3",
            "Валет треф: сумма 33, ровно 33: остальные теряют 1 фишку, следующий пропускает ход, 1 из 3",
            "Валет треф: сумма 60, вы ходите ещё раз, 1 из 3"]),
])
def test_a_jack_in_hand_names_whom_it_would_skip(code, lines):
    """C-16, C-22: a jack in hand names the player it would skip (was "skips the next player");
    when it reaches 33 or 66 the others pay and the next may go out, so then "the next player";
    with two players in, "you play again" stays."""
    i18n.set_language(code)
    jack = parse_cards(["JC"])[0]
    assert [text.focus_text(jack, 0, 3, 30, 3, ME, 2), text.focus_text(jack, 0, 3, 40, 3, ME, 1),
            text.focus_text(jack, 0, 3, 23, 3, ME, 1), text.focus_text(jack, 0, 3, 50, 2, ME, 1)] == lines


def test_a_jack_reaching_33_names_whom_it_skips_when_nobody_goes_out():
    """C-12, C-16, C-18: a jack reaching 33 costs the others a token; with every seat's tokens
    known and nobody on 0, the seat it skips stays in, so it is named, as for a jack that reaches
    nothing (was "skips the next player" whatever the tokens); with Anna on 0 she goes out (Bob still pays),
    and "the next player" stays."""
    jack = parse_cards(["JC"])[0]
    assert text.focus_text(jack, 0, 3, 23, 3, ME, 1, [1, 2], [3, 3, 3]) == (
        "Jack of clubs: total 33, reaches 33: the others lose 1 token, skips Anna, 1 of 3")
    assert text.focus_text(jack, 0, 3, 23, 3, ME, 1, [1, 2], [3, 0, 3]) == (
        "Jack of clubs: total 33, reaches 33: Anna is out, Bob loses 1 token, skips the next player, 1 of 3")


@pytest.mark.parametrize("lang, expected", [
    ("ru", ["Боб выигрывает игру.", "Сыграно 3 раунда.", "1-е: Боб, осталось 3 фишки.",
            "2-е: Карл, вне игры с раунда 3.", "3-е: вы, вне игры с раунда 3.", "4-е: Анна, вне игры с раунда 2.",
            "2-е: вы, вне игры.", "1-е: вы, осталась 1 фишка."]),
    ("es", ["Bob gana la partida.", "3 rondas jugadas.", "1.º: Bob, le quedan 3 fichas.",
            "2.º: Carl, fuera en la ronda 3.", "3.º: tú, fuera en la ronda 3.", "4.º: Anna, fuera en la ronda 2.",
            "2.º: tú, fuera.", "1.º: tú, te queda 1 ficha."]),
])
def test_results_lines_agree_with_you_and_name_others_without_gender(lang, expected):
    """C-20: the results' finishing order in Russian said "4-е: вы, выбыл(а) в раунде 1." (a
    stray "(а)" read aloud, and a singular verb for "вы"): no line has a gendered verb, and the
    player's line and the others' say going out alike, as in English ("3-е: вы, вне игры с
    раунда 3.", "4-е: Анна, вне игры с раунда 2."; found by a tester by ear: "2-е: Анна — вне
    игры с раунда 1. 3-е: вы, выбыли в раунде 1." said one thing two ways); in Spanish the
    player keeps "te queda", not "le queda"."""
    i18n.set_language(lang)
    try:
        lines = text.results_lines(ME, [5, 0, 3, 0], frozenset({0, 1, 3}), 2, 3, {1: 2, 0: 3, 3: 3})
        lines += text.results_lines(ME, [0, 2], frozenset({0}), 1, 2)[-1:]
        lines += text.results_lines(ME, [1, 0], frozenset({1}), 0, 2, {1: 2})[2:3]
    finally:
        i18n.set_language("en")
    assert lines == expected


def test_spanish_names_the_up_key_as_everywhere(client):
    """The Up key is "Flecha arriba" wherever Spanish names it (F1, key names): the results'
    opening said "Arriba lee los resultados ..." and the value choice "Arriba: más 11, Abajo:
    más 1."; the value choice's opening now names the other option's key, "Con Flecha arriba,
    el as vale 11: ..." (C-10, C-20)."""
    from game.counting.scenes.results import CountingResults
    from game.counting.scenes.setup import remembered_setup
    from game.counting.state import CountingState
    from game.counting.options import CountingOptions
    client.app.apply_language("es")
    client.start()
    state = CountingState.new(CountingOptions(players=2), seed=1, dealer=1)
    state.tokens = [3, 0]
    state.eliminated = frozenset({1})
    state.winner = 0
    results = CountingResults(client.app, remembered_setup(client.app, 2), state.view(0))
    assert "Flecha arriba lee los resultados línea a línea." in results.intro()
    assert text.value_prompt(ME, parse_cards(["AH"])[0], 1, 20, 3, [1]) == (
        "As de corazones. El as vale 1: total 21, opción 2 de 2. Con Flecha arriba, el as vale 11: total 31. "
        "Intro juega, Escape cancela.")
