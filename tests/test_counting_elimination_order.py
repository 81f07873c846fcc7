"""C-14, C-18, C-23: a threshold that puts players out is said cause first ("everyone else loses 2
tokens"), then each player who could not pay with what they had and that they are out (you
first), then the tokens left of those who paid, then the players left. A by-ear tester heard,
4 players with 2 tokens each after "Anna reached 99": "... You owe 2 tokens and have 0. You are
out. Everyone else loses 2 tokens. Carl owes 2 tokens and has 1. Tokens left: Bob 0. Carl is
out. 2 players left." (the cause after your fate, Carl's fate split by the tokens left)."""

from __future__ import annotations

import pytest

from game import i18n
from game.counting.events import PlayerEliminated, ThresholdReached, TokensLost
from game.counting.text import narrate
from game.engine.perspective import Perspective

ME = Perspective(0)
"""You at seat 0; Anna 1, Bob 2, Carl 3."""

FOUR = [ThresholdReached(1, 99), TokensLost(2, 2, "reached 99", 0, 1, 2, (99,)),
        TokensLost(3, 2, "reached 99", 0, 1, 1, (99,)), PlayerEliminated(3, 3),
        TokensLost(0, 2, "reached 99", 0, 1, 0, (99,)), PlayerEliminated(0, 2)]
"""4 players, 2 tokens each: Anna reached 99; Bob pays 2 (0 left), Carl owes 2 and has 1, you owe
2 and have 0 (the tester's game)."""

THREE = [ThresholdReached(1, 99), TokensLost(0, 2, "reached 99", 0, 1, 0, (99,)), PlayerEliminated(0, 2),
         TokensLost(2, 2, "reached 99", 0, 1, 2, (99,))]
"""3 players: Anna reached 99; you owe 2 and have 0, Bob pays 2 (the seeded game of
test_counting_table's test_threshold_losses_elimination_and_the_end)."""

LAST = [ThresholdReached(2, 99), TokensLost(3, 2, "reached 99", 0, 2, 0, (99,)), PlayerEliminated(3, 2),
        TokensLost(1, 2, "reached 99", 0, 2, 0, (99,)), PlayerEliminated(1, 1)]
"""The game's end: Bob reached 99, Carl then Anna could not pay (you were out already)."""


@pytest.mark.parametrize(("language", "events", "expected"), [
    ("en", FOUR, "Anna reached 99 and wins the round: everyone else loses 2 tokens. You owe 2 tokens and have 0. "
                 "You are out. Carl owes 2 tokens and has 1. Carl is out. Tokens left: Bob 0. 2 players left."),
    ("en", THREE, "Anna reached 99 and wins the round: everyone else loses 2 tokens. You owe 2 tokens and have 0. "
                  "You are out. Tokens left: Bob 0. 2 players left."),
    ("en", LAST, "Bob reached 99 and wins the round. Carl owes 2 tokens and has 0. Carl is out. Anna owes 2 tokens "
                 "and has 0. Anna is out. 1 player left."),
    ("es", FOUR, "Anna llega a 99 y gana la ronda: todos los demás pierden 2 fichas. Debes 2 fichas y tienes 0. "
                 "Quedas fuera. Carl debe 2 fichas y tiene 1. Carl queda fuera. Fichas restantes: Bob 0. "
                 "Quedan 2 jugadores."),
    ("ru", FOUR, "Анна набирает ровно 99 и выигрывает раунд: все остальные теряют 2 фишки. Ваш долг 2 фишки, а у "
                 "вас 0. Вы выбываете. Карл: долг 2 фишки, а есть 1. Карл выбывает. Осталось фишек: Боб 0. "
                 "Осталось 2 игрока."),
])
def test_the_cause_first_then_each_players_fate_then_what_is_left(language, events, expected):
    i18n.set_language(language)
    try:
        messages = narrate(ME, events, [])
    finally:
        i18n.set_language("en")
    assert [m.text for m in messages] == [expected]
    assert messages[0].cue == "elimination"
