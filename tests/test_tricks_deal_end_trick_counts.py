"""A deal's end names the tricks taken as tricks in Spanish and Russian (T-15, T-16, T-24, T-29).

Found by a Spanish-speaking tester: "Apostaste 2 y ganaste 1: no cumpliste." / "Anna apostó 4 y
ganó 3: no cumplió." said a bare count, which beside "1 punto" in the summary could be heard as
points. Each sentence with what a hand took is a plural message, so the count carries its noun in
each plural form: "ganaste 1 baza", "ganó 3 bazas"; "взята 1 взятка", "взято 3 взятки", "взято 5
взяток". English keeps "took 3", a word said only of tricks.
"""

from __future__ import annotations

import pytest

from game import i18n
from game.engine.perspective import Perspective
from game.tricks import text
from game.tricks.events import DealScored
from game.tricks.text.deal_end import seat_result, summary_lines
from tricks_helpers import cards

ME = Perspective(0)
# T-15: nobody made the bid; you took 1, Anna 3, Bob 5 (one of each Russian plural form).
ALL_MISSED = DealScored(deal=3, bids=(2, 4, 2), bid_cards=(cards("2H 2D 3D"),) * 3, tricks=(1, 3, 5),
                        made=(False, False, False), points=(1, 3, 5), premium_points=(0, 0, 0), successes=0,
                        totals=(21, 13, 45), game_scores=(21, 13, 45))

HEADLINE = {
    "en": "You bid 2 and took 1: missed. Anna bid 4 and took 3: missed. Bob bid 2 and took 5: missed. "
          "Scores: you 21, Anna 13, Bob 45.",
    "es": "Apostaste 2 y ganaste 1 baza: no cumpliste. Anna apostó 4 y ganó 3 bazas: no cumplió. "
          "Bob apostó 2 y ganó 5 bazas: no cumplió. Puntuaciones: tú 21, Anna 13, Bob 45.",
    "ru": "Вы: ставка 2 не выполнена, взята 1 взятка. Анна: ставка 4 не выполнена, взято 3 взятки. "
          "Боб: ставка 2 не выполнена, взято 5 взяток. Очки: вы 21, Анна 13, Боб 45.",
}

SUMMARY = {
    "en": ["You bid 2 and took 1: missed, 1 point.",
           "Anna bid 4 and took 3: missed, 3 points.",
           "Bob bid 2 and took 5: missed, 5 points."],
    "es": ["Apostaste 2 y ganaste 1 baza: apuesta no cumplida, 1 punto.",
           "Anna apostó 4 y ganó 3 bazas: apuesta no cumplida, 3 puntos.",
           "Bob apostó 2 y ganó 5 bazas: apuesta no cumplida, 5 puntos."],
    "ru": ["Вы: ставка 2, взята 1 взятка: провал, 1 очко.",
           "Анна: ставка 4, взято 3 взятки: провал, 3 очка.",
           "Боб: ставка 2, взято 5 взяток: провал, 5 очков."],
}

BID_CARDS = {"en": " Bid cards: 2 of hearts, 2 of diamonds, 3 of diamonds.",
             "es": " Cartas de apuesta: 2 de corazones, 2 de diamantes, 3 de diamantes.",
             "ru": " Карты ставки: двойка червей, двойка бубен, тройка бубен."}


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "es", "ru"])
def test_t29_a_missed_bid_at_the_deal_end_names_the_tricks_taken(language):
    """T-15, T-29: your missed bid and another's, in the deal's headline: the count of tricks
    taken has its noun in the plural form it needs (1 baza / 3 bazas; 1 взятка / 3 взятки / 5
    взяток)."""
    i18n.set_language(language)
    assert text.deal_headline(ME, ALL_MISSED, None, "target") == HEADLINE[language]


@pytest.mark.parametrize("language", ["en", "es", "ru"])
def test_t15_a_missed_bid_in_the_summary_names_the_tricks_taken(language):
    """T-15: the summary's line of your missed bid and of another's, beside their points ("1
    punto", "3 очка"), names the tricks taken as tricks, whole lines with the bid cards."""
    i18n.set_language(language)
    lines = summary_lines(ME, ALL_MISSED, None, "target")
    assert lines[1:4] == [line + BID_CARDS[language] for line in SUMMARY[language]]
    assert [seat_result(ME, seat, ALL_MISSED, None) for seat in range(3)] == SUMMARY[language]


def test_t24_the_dummy_taking_fewer_names_one_trick():
    """T-24: the dummy that took fewer than its bid, 1 trick: the singular form in the summary and
    at the deal's end."""
    fewer = DealScored(deal=2, bids=(3, 4, 2), bid_cards=(cards("2H 2D 3D"),) * 3, tricks=(3, 5, 1),
                       made=(True, False, True), points=(13, 5, 1), premium_points=(0, 0, 0), successes=2,
                       totals=(13, 5, 1), game_scores=(13, 5, 1))
    i18n.set_language("es")
    assert seat_result(ME, 2, fewer, 2) == ("El muerto apostó 2 y ganó 1 baza, menos que su apuesta: cuenta como "
                                            "cumplida, 1 punto.")
    assert text.headline_seat(ME, 2, fewer, 2) == ("El muerto apostó 2 y ganó 1 baza: para el muerto, menos que "
                                                   "su apuesta también es cumplirla.")
    i18n.set_language("ru")
    assert text.headline_seat(ME, 2, fewer, 2) == ("Болван: ставка 2, взята 1 взятка. Для болвана взять меньше "
                                                   "ставки — тоже выполнить её.")
    assert text.headline_seat(ME, 1, fewer, 2) == "Анна: ставка 4 не выполнена, взято 5 взяток."
