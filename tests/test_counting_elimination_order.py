"""C-14, C-18, C-23: a threshold that puts players out is said cause first ("everyone else loses 2
tokens"), then each player who could not pay with what they had and that they are out, in the
order they paid (C-18: the order the results place them in; was: you first), then the tokens
left of those who paid, then the players left. A by-ear tester heard,
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
    ("en", FOUR, "Anna reached 99 and wins the round: everyone else loses 2 tokens. Carl owes 2 tokens and has 1. "
                 "Carl is out. You owe 2 tokens and have 0. You are out. Tokens left: Bob 0. 2 players left."),
    ("en", THREE, "Anna reached 99 and wins the round: everyone else loses 2 tokens. You owe 2 tokens and have 0. "
                  "You are out. Tokens left: Bob 0. 2 players left."),
    ("en", LAST, "Bob reached 99 and wins the round. Carl owes 2 tokens and has 0. Carl is out. Anna owes 2 tokens "
                 "and has 0. Anna is out. 1 player left."),
    ("es", FOUR, "Anna llega a 99 y gana la ronda: todos los demás pierden 2 fichas. Carl debe 2 fichas y tiene 1. "
                 "Carl queda fuera. Debes 2 fichas y tienes 0. Quedas fuera. Fichas restantes: Bob 0. "
                 "Quedan 2 jugadores."),
    ("ru", FOUR, "Анна набирает ровно 99 и выигрывает раунд: все остальные теряют 2 фишки. Карл: долг 2 фишки, а "
                 "есть 1. Карл выбывает. Ваш долг 2 фишки, а у вас 0. Вы выбываете. Осталось фишек: Боб 0. "
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


def _play_out(hands, tokens, seat, card, total, direction):
    """The engine's events when ``seat`` plays ``card`` (``total`` before it), with ``tokens``
    (C-3) and play going ``direction``; the finished state and the rounds each went out in, in
    the order they went out (as the table keeps them for the results, C-18)."""
    from game.counting import CountingOptions, CountingState, PlayCard
    from game.engine import parse_cards as cards
    options = CountingOptions(players=len(hands), draw="auto")
    state = CountingState.from_position(options, seed=1, dealer=0, hands=[cards(h.split()) for h in hands],
                                        stock=cards("2C 3C 4C 5D 6D 7C 8C 9D".split()), total=total,
                                        turn=seat, direction=direction, tokens=tokens)
    events = state.apply(PlayCard(seat, cards([card])[0]))
    out_rounds = {event.seat: 1 for event in events if isinstance(event, PlayerEliminated)}
    return events, state, out_rounds


def test_players_put_out_by_one_card_are_said_in_the_order_they_paid_as_the_results_place_them():
    """C-14, C-18, C-20: Bob reaches 99 with play going counter-clockwise: Anna pays before you
    (seats from Bob in the direction of play). Anna, with 1 token, goes out first; you, with 0,
    then; Bob wins. The line says them in that order (was: you first, "You owe 2 tokens and have
    0. You are out. Anna owes ..."), and the results place the later out higher: you 2nd, Anna
    3rd, as the line told it."""
    from game.counting.text import results_lines
    events, state, out_rounds = _play_out(["5H 6H 7H", "5S 6S 7S", "KD 5C 6C"], [0, 1, 9], 2, "KD", 89, -1)
    line = [m.text for m in narrate(ME, events, []) if m.text][1]
    assert line == ("Bob reached 99 and wins the round. Anna owes 2 tokens and has 1. Anna is out. "
                    "You owe 2 tokens and have 0. You are out. 1 player left.")
    assert results_lines(ME, state.tokens, state.eliminated, state.winner, state.round, out_rounds) == [
        "Bob wins the game.", "1 round played.", "1st: Bob, 9 tokens left.", "2nd: you, out in round 1.",
        "3rd: Anna, out in round 1."]


def test_the_line_names_the_players_out_in_the_order_they_paid_with_the_game_going_on():
    """C-14, C-18: Carl reaches 99 with play going counter-clockwise: Bob pays (0 left), then
    Anna and then you cannot pay and are out; the line names Anna before you."""
    events, _state, _out = _play_out(["5H 6H 7H", "5S 6S 7S", "8S 9S 10S", "KD 5C 6C"], [0, 1, 2, 9], 3, "KD", 89, -1)
    line = [m.text for m in narrate(ME, events, []) if m.text][1]
    assert line == ("Carl reached 99 and wins the round: everyone else loses 2 tokens. Anna owes 2 tokens and "
                    "has 1. Anna is out. You owe 2 tokens and have 0. You are out. Tokens left: Bob 0. "
                    "2 players left.")
