"""The deal's end names each premium once (T-9, T-16, T-23, T-29).

A standing declare or reveal was said twice at the deal's end: "Anna bid 3 and took 2: missed.
... Anna missed her declare: the others score 30 each." Now the premium's player has one
sentence: the bid (as declared or revealed), what was taken when missed, and the premium's
points with their reason; the scores follow. The local and the online table both say
:func:`game.tricks.text.deal_headline` (through :func:`game.tricks.text.narrate`).
"""

from __future__ import annotations

import pytest

from game import i18n
from game.engine.perspective import Perspective
from game.tricks import text
from game.tricks.events import DealScored
from tricks_helpers import cards

ME = Perspective(0)
BID_CARDS = (cards("2H 2D 3D"),) * 3


def scored(bids, tricks, made, points, premium_points) -> DealScored:
    """A 3-hand deal's scoring (totals = this deal's points)."""
    return DealScored(deal=2, bids=bids, bid_cards=BID_CARDS, tricks=tricks, made=made, points=points,
                      premium_points=premium_points, successes=sum(made), totals=points, game_scores=points)


# T-16: Anna (seat 1) declared 3 and took 2; you and Bob score her 30.
ANNA_MISSED = scored((2, 3, 4), (2, 2, 8), (True, False, False), (62, 2, 38), (30, 0, 30))
# T-16: you revealed 4 and took 2; Anna and Bob score your 60.
YOU_MISSED_REVEAL = scored((4, 3, 5), (2, 3, 7), (False, True, False), (2, 93, 67), (0, 60, 60))
# T-16: you declared 3 and made it: 30 more; Anna revealed 4 and made it: 60 more (4 players may
# not both stand, T-9, but the sentence for each is the same).
BOTH_MADE = scored((3, 4, 2), (3, 4, 5), (True, True, False), (53, 84, 5), (30, 60, 0))
# T-23: 2 players, you and Anna declared and both missed; the dummy (seat 2) scores 60.
BOTH_MISSED = scored((3, 4, 2), (2, 6, 1), (False, False, True), (2, 6, 91), (0, 0, 60))

EXPECTED = {
    "en": {
        "missed": "You bid 2 and made it. Anna declared 3 and took 2: missed; the others score 30 each. "
                  "Bob bid 4 and took 8: missed. Scores: you 62, Anna 2, Bob 38.",
        "spectator": "Zoe bid 2 and made it. Anna declared 3 and took 2: missed; the others score 30 each. "
                     "Ben bid 4 and took 8: missed. Scores: Zoe 62, Anna 2, Ben 38.",
        "your reveal": "You revealed 4 and took 2: missed; the others score 60 each. Anna bid 3 and made it. "
                       "Bob bid 5 and took 7: missed. Scores: you 2, Anna 93, Bob 67.",
        "made": "You declared 3 and made it: 30 more. Anna revealed 4 and made it: 60 more. "
                "Bob bid 2 and took 5: missed. Scores: you 53, Anna 84, Bob 5.",
        "both missed": "You declared 3 and took 2: missed. Anna declared 4 and took 6: missed. The dummy "
                       "bid 2 and took 1: fewer than its bid counts as made. Both declares missed: the dummy "
                       "scores 60. Scores: you 2, Anna 6, the dummy 91.",
        "bob reveals": "You bid 2 and made it. Anna bid 3 and took 2: missed. "
                       "Bob revealed 4 and took 8: missed; the others score 60 each. Scores: you 62, Anna 2, Bob 38.",
    },
    "es": {
        "missed": "Apostaste 2 y cumpliste. Anna declaró 3 y ganó 2 bazas: no cumplió; los demás ganan 30 cada uno. "
                  "Bob apostó 4 y ganó 8 bazas: no cumplió. Puntuaciones: tú 62, Anna 2, Bob 38.",
        "spectator": "Zoe apostó 2 y cumplió. Anna declaró 3 y ganó 2 bazas: no cumplió; los demás ganan 30 cada uno. "
                     "Ben apostó 4 y ganó 8 bazas: no cumplió. Puntuaciones: Zoe 62, Anna 2, Ben 38.",
        "your reveal": "Descubriste 4 y ganaste 2 bazas: no cumpliste; los demás ganan 60 cada uno. "
                       "Anna apostó 3 y cumplió. Bob apostó 5 y ganó 7 bazas: no cumplió. "
                       "Puntuaciones: tú 2, Anna 93, Bob 67.",
        "made": "Declaraste 3 y cumpliste: 30 más. Anna descubrió 4 y cumplió: 60 más. "
                "Bob apostó 2 y ganó 5 bazas: no cumplió. Puntuaciones: tú 53, Anna 84, Bob 5.",
        "both missed": "Declaraste 3 y ganaste 2 bazas: no cumpliste. Anna declaró 4 y ganó 6 bazas: no cumplió. "
                       "{fewer} {both} Puntuaciones: tú 2, Anna 6, el muerto 91.",
        "bob reveals": "Apostaste 2 y cumpliste. Anna apostó 3 y ganó 2 bazas: no cumplió. "
                       "Bob descubrió 4 y ganó 8 bazas: no cumplió; los demás ganan 60 cada uno. "
                       "Puntuaciones: tú 62, Anna 2, Bob 38.",
    },
    "ru": {
        "missed": "Вы: ставка 2 выполнена. Анна: объявленная ставка 3 провалена, взято 2 взятки; остальные получают "
                  "по 30. Боб: ставка 4 не выполнена, взято 8 взяток. Очки: вы 62, Анна 2, Боб 38.",
        "spectator": "Zoe: ставка 2 выполнена. Anna: объявленная ставка 3 провалена, взято 2 взятки; остальные "
                     "получают по 30. Ben: ставка 4 не выполнена, взято 8 взяток. Очки: Zoe 62, Anna 2, Ben 38.",
        "your reveal": "Вы: раскрытая ставка 4 провалена, взято 2 взятки; остальные получают по 60. Анна: ставка 3 "
                       "выполнена. Боб: ставка 5 не выполнена, взято 7 взяток. Очки: вы 2, Анна 93, Боб 67.",
        "made": "Вы: объявленная ставка 3 выполнена, ещё 30. Анна: раскрытая ставка 4 выполнена, ещё 60. "
                "Боб: ставка 2 не выполнена, взято 5 взяток. Очки: вы 53, Анна 84, Боб 5.",
        "both missed": "Вы: объявленная ставка 3 провалена, взято 2 взятки. Анна: объявленная ставка 4 "
                       "провалена, взято 6 взяток. {fewer} {both} Очки: вы 2, Анна 6, болван 91.",
        "bob reveals": "Вы: ставка 2 выполнена. Анна: ставка 3 не выполнена, взято 2 взятки. Боб: раскрытая ставка 4 "
                       "провалена, взято 8 взяток; остальные получают по 60. Очки: вы 62, Анна 2, Боб 38.",
    },
}


def said(language: str) -> dict[str, str]:
    """Every case's deal headline in ``language``."""
    i18n.set_language(language)
    spectator = Perspective(None, ("Zoe", "Anna", "Ben"))
    return {
        "missed": text.deal_headline(ME, ANNA_MISSED, None, "target", [(1, "declare")]),
        "spectator": text.deal_headline(spectator, ANNA_MISSED, None, "target", [(1, "declare")]),
        "your reveal": text.deal_headline(ME, YOU_MISSED_REVEAL, None, "target", [(0, "reveal")]),
        "made": text.deal_headline(ME, BOTH_MADE, None, "target", [(0, "declare"), (1, "reveal")]),
        "both missed": text.deal_headline(ME, BOTH_MISSED, 2, "target", [(0, "declare"), (1, "declare")]),
        "bob reveals": text.deal_headline(ME, ANNA_MISSED, None, "target", [(2, "reveal")]),
    }


def test_t16_t29_each_premium_is_one_sentence_at_the_deal_end():
    """T-16, T-29: the premium's player is named once, with the bid as declared or revealed, the
    tricks taken when missed and the premium's points ("the others score 30 each"; "30 more"),
    then the scores; T-23: when both live declarers missed, only the dummy scores (its own
    sentence after the hands). Before: "Anna bid 3 and took 2: missed. Bob bid 4 and took 8:
    missed. Anna missed her declare: the others score 30 each." and "You made your bid of 3. ...
    You made your declare: 30 more."."""
    assert said("en") == EXPECTED["en"]
    for line in said("en").values():
        assert "missed her" not in line and "missed his" not in line and "made your declare:" not in line


@pytest.mark.parametrize("language", ["es", "ru"])
def test_t16_t29_each_premium_is_one_sentence_in_spanish_and_russian(language):
    """The same sentences in Spanish and Russian (the catalogs are filled: no English left; the
    Russian hands are gender-free, "Анна: объявленная ставка 3 провалена, взято 2 взятки"; the tricks
    taken are named, "ganó 2 bazas", never a bare count that could be heard as points)."""
    lines = said(language)
    i18n.set_language(language)
    fewer = text.headline_seat(ME, 2, BOTH_MISSED, 2)
    both = text.dummy_premium_lines(BOTH_MISSED, 2, [(0, "declare"), (1, "declare")])[0]
    expected = {key: value.format(fewer=fewer, both=both) for key, value in EXPECTED[language].items()}
    assert lines == expected
    for line in lines.values():
        assert not any(word in line for word in ("declare", "reveal", "missed", "took", "others")), line


OWN_CASES = [
    # (deal, premiums, dummy, your sentence): T-15 a bid made / missed, T-16 a declare or reveal
    # made / missed, T-23 both live declares missed (no "the others")
    (ANNA_MISSED, [], None, "You bid 2 and made it."),
    (YOU_MISSED_REVEAL, [], None, "You bid 4 and took 2: missed."),
    (BOTH_MADE, [(0, "declare")], None, "You declared 3 and made it: 30 more."),
    (BOTH_MADE, [(0, "reveal")], None, "You revealed 3 and made it: 60 more."),
    (YOU_MISSED_REVEAL, [(0, "declare")], None, "You declared 4 and took 2: missed; the others score 30 each."),
    (YOU_MISSED_REVEAL, [(0, "reveal")], None, "You revealed 4 and took 2: missed; the others score 60 each."),
    (BOTH_MISSED, [(0, "declare"), (1, "declare")], 2, "You declared 3 and took 2: missed."),
]


@pytest.mark.parametrize(("deal", "premiums", "dummy", "expected"), OWN_CASES)
def test_t29_your_sentence_runs_as_the_others_do(deal, premiums, dummy, expected):
    """T-29: your own sentence at the deal's end is the others' sentence with "You" for the name,
    the bid and the outcome in the same places, so that a listener comparing lines hears them
    parallel (was "You made your bid of 2." beside "Anna bid 2 and made it.", "You missed your
    declare of 4: you took 2; ..." beside "Anna declared 4 and took 2: missed; ...")."""
    mine = text.headline_seat(ME, 0, deal, dummy, premiums)
    assert mine == expected
    watched = text.headline_seat(Perspective(None, ("Zoe", "Anna", "Ben")), 0, deal, dummy, premiums)
    assert watched == "Zoe" + mine.removeprefix("You")


def test_t24_t29_the_dummys_miss_runs_as_anyones():
    """T-24, T-29: the dummy that took more than its bid says it as any hand does ("The dummy bid
    2 and took 5: missed.", was "The dummy missed its bid of 2: it took 5 tricks."); fewer than
    its bid still says why it counts as made."""
    over = scored((3, 4, 2), (3, 4, 5), (True, True, False), (13, 14, 5), (0, 0, 0))
    assert text.headline_seat(ME, 2, over, 2) == "The dummy bid 2 and took 5: missed."
    assert text.headline_seat(ME, 2, BOTH_MISSED, 2) == (
        "The dummy bid 2 and took 1: fewer than its bid counts as made.")
    i18n.set_language("ru")
    assert text.headline_seat(ME, 0, ANNA_MISSED, None) == "Вы: ставка 2 выполнена."
    assert text.headline_seat(ME, 2, over, 2) == "Болван: ставка 2 не выполнена, взято 5 взяток."
    i18n.set_language("es")
    assert text.headline_seat(ME, 0, YOU_MISSED_REVEAL, None) == "Apostaste 4 y ganaste 2 bazas: no cumpliste."
    assert text.headline_seat(ME, 2, over, 2) == "El muerto apostó 2 y ganó 5 bazas: no cumplió."
