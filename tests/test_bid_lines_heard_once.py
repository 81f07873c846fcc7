"""Another player's bid line is heard once, whole, while the player marks bid cards (T-28, T-29;
announcements.md: events are said once, in order; game.speech.queue: a step of the player's own
decision waits behind another player's move not yet heard enough).

Found by a tester by ear (Russian, trick game, Oxford Whist, 3 players): Down, Space and Up
pressed while the computer players' bids were being announced. Down cut "Anna has bid." ("Анна:
ставка сделана.") as it began: put back, to be said again after Down's answer; Space (marking a
card, a step of the player's own decision) then cut it for good, so it was never heard, only
shown. "Bob has bid." was cut 0.4 s in by Space's answer and said again whole after it: Bob
heard twice, Anna never. Now the mark's answer waits behind a bid line not yet heard enough,
being said or waiting to be said again: each bid line is heard whole, once, the mark's answer
right after it. (On the fake engine of timed_speech, 0.07 s a character, seed 1, as ``--game
tricks --players 3 --seed 1`` with the Oxford Whist variant.)"""

from __future__ import annotations

import pygame
import pytest

from game import i18n

from test_tricks_early_keys import _until_speaking
from timed_speech import all_said, app_timed_speech

pytestmark = pytest.mark.usefixtures("tricks_registered")

LINES = {
    "en": {
        "prompt": "Choose 3 bid cards. H reads your hand; focus: 8 of spades.",
        "anna": "Anna has bid.",
        "bob": "Bob has bid.",
        "down": "Hearts, 1 card. 6 of hearts, 4 of 12",
        "marked": "6 of hearts marked. Marked: heart. Bid so far 2.",
        "up": "Spades, 3 cards. 8 of spades, 1 of 12",
    },
    "ru": {
        "prompt": "Выберите 3 карты ставки. H читает вашу руку; курсор: восьмёрка пик.",
        "anna": "Анна: ставка сделана.",
        "bob": "Боб: ставка сделана.",
        "down": "Червы, 1 карта. Шестёрка червей, 4 из 12",
        "marked": "Шестёрка червей отмечена. Масть отмеченной карты: червы. Ставка пока 2.",
        "up": "Пики, 3 карты. Восьмёрка пик, 1 из 12",
    },
}


def _oxford_bidding(client, language):
    """Seed 1, three players, Oxford Whist, in ``language``, on the timed engine; (table, speech, lines)."""
    speech = app_timed_speech(client, 0.07)
    client.app.settings.section("tricks")["level"] = "simple"
    i18n.set_language(language)
    client.start("tricks", players=3, seed=1, variant="oxford")
    return client.app.top, speech, LINES[language]


def _into(client, speech, text, seconds):
    """Run frames until ``text`` has been said for ``seconds``."""
    line = _until_speaking(client, speech, text)
    while client.app.updates / 60 < line.start + seconds:
        client.wait(1)


def _heard(speech, lines):
    """What was heard from the bid prompt on: (text, "whole" or "cut"); and the seconds each
    was said before its cut (None: heard whole)."""
    at = speech.texts.index(lines["prompt"])
    return ([(spoken.text, "whole" if spoken.cut_at is None else "cut") for spoken in speech.log[at:]],
            [None if spoken.cut_at is None else spoken.cut_at - spoken.start for spoken in speech.log[at:]])


def _whole(heard, text):
    return heard.count((text, "whole"))


def _down_then_mark(client, language, before_mark):
    """Down 0.05 s into Anna's bid line, then ``before_mark(speech, lines)``, Space (marking the 6
    of hearts), Up 0.5 s into the mark's answer; all said. Anna's bid line was cut in its first
    instant. Returns (table, speech, lines, heard) (``heard`` as :func:`_heard`)."""
    table, speech, lines = _oxford_bidding(client, language)
    _into(client, speech, lines["anna"], 0.05)
    client.press(pygame.K_DOWN)
    before_mark(speech, lines)
    client.press(pygame.K_SPACE)
    _into(client, speech, lines["marked"], 0.5)
    client.press(pygame.K_UP)
    all_said(client, speech)
    heard, seconds = _heard(speech, lines)
    assert seconds[1] < 0.3  # Anna's bid cut in its first instant, nothing of it heard
    return table, speech, lines, heard


def _each_bid_heard_whole_once(client, table, lines, heard):
    """Anna's and Bob's bid lines each heard whole once and kept once in the history; the 6 of
    hearts marked."""
    assert _whole(heard, lines["anna"]) == 1 and _whole(heard, lines["bob"]) == 1
    assert [card.code for card in table.marked] == ["6H"]
    history = client.app.announcer.history.items()
    assert history.count(lines["anna"]) == 1 and history.count(lines["bob"]) == 1


@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_bid_line_an_arrow_cut_as_it_began_is_not_lost_to_a_mark(client, language):
    """Down 0.05 s into Anna's bid line (put back), Space 1 s later (Down's answer being said),
    Up 0.5 s into the mark's answer: Anna's bid is said whole right after Down's answer, the
    mark's answer after it, then Up's, then Bob's bid; each bid line heard whole once (was:
    Space cut Anna's for good, never heard)."""
    table, _speech, lines, heard = _down_then_mark(client, language, lambda speech, lines: client.wait(60))
    assert heard == [(lines["prompt"], "whole"), (lines["anna"], "cut"), (lines["down"], "cut"),
                     (lines["anna"], "whole"), (lines["marked"], "cut"), (lines["up"], "whole"),
                     (lines["bob"], "whole")]
    _each_bid_heard_whole_once(client, table, lines, heard)


@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_mark_pressed_early_in_a_bid_line_waits_for_it_never_cutting_it(client, language):
    """Down 0.05 s into Anna's bid line, then Space 0.4 s into Bob's, Up 0.5 s into the mark's
    answer: Bob's bid is heard whole, never cut, the mark's answer right after it (was: Space's
    answer cut it at 0.4 s, and it was said again whole after Up's answer: heard twice)."""
    table, speech, lines, heard = _down_then_mark(client, language,
                                                  lambda speech, lines: _into(client, speech, lines["bob"], 0.4))
    assert heard == [(lines["prompt"], "whole"), (lines["anna"], "cut"), (lines["down"], "whole"),
                     (lines["anna"], "whole"), (lines["bob"], "whole"), (lines["marked"], "cut"),
                     (lines["up"], "whole")]
    _each_bid_heard_whole_once(client, table, lines, heard)
    assert [spoken.text for spoken in speech.log].count(lines["bob"]) == 1


def test_counting_a_move_put_back_is_not_lost_to_a_key_that_would_open_a_choice(client):
    """C-22, C-23, the counting table checked for the same loss: Right 0.2 s into Bob's card (put
    back), then 1 during Right's answer (a key that plays, or opens an ace's value choice, a step,
    on one's turn): it waits for the moves (Bob's card unheard), opens nothing, and Bob's card is
    heard whole once, before the turn line."""
    from test_move_lines_never_lost import BOB, counting_until_annas_card, quiet, until, until_begun
    table, speech = counting_until_annas_card(client)
    line = until_begun(client, speech, BOB)
    until(client, line.start + 0.2)
    client.press(pygame.K_RIGHT)
    client.frames(18)
    client.press(pygame.K_1)
    quiet(client)
    at = speech.texts.index(BOB)
    assert [(spoken.text, spoken.cut_at is None) for spoken in speech.log[at:]] == [
        (BOB, False),
        ("2 of spades, 2 of 3", False),
        ("Bob just played: total 24. Your key did nothing: press it again once your turn is said.", True),
        (BOB, True),
        ("Your turn. Total 24. Your cards: queen of spades, 2 of spades, king of clubs. "
         "Enter plays the 2 of spades.", True),
    ]
    assert table.choice is None
    assert client.app.announcer.history.items().count(BOB) == 1
