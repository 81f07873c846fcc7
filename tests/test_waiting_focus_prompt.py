"""A prompt that names the focused card and is still waiting to be said when the focus moves is
said with the focus as it is then, after the focus answer (on the fake engine of timed_speech):
the counting game's turn line ("Enter plays the queen of spades.", C-22, C-23), the trick game's
bid prompt ("focus: 10 of spades.", T-28) and turn line ("Focus: 8 of clubs.", T-28, T-29).
Nothing outdated is said, the log shows what is said, and Enter plays the card last named."""

import importlib

import pygame
import pytest

from game.counting.menu_entry import ENTRY
from game.counting.scenes import CountingTable
from game.counting.scenes.table import remembered_setup
from game.scenes.registry import register_game

from timed_speech import app_timed_speech

COUNTING_START = ("Counting game, 3 players, 9 tokens each, 3 cards in hand. Manual draw: Space draws, "
                  "5 seconds to draw.")
ROUND = "Round 1. Bob deals. You play first."
TURN_6H = ("Your turn. Total 0. Your cards: 6 of hearts, queen of spades, 2 of spades. "
           "Enter plays the 6 of hearts.")
TURN_QS = ("Your turn. Total 0. Your cards: 6 of hearts, queen of spades, 2 of spades. "
           "Enter plays the queen of spades.")


def _quiet(client, limit=60 * 60):
    for _ in range(limit):
        if not client.app.announcer.speech_busy():
            return
        client.frames(1)
    raise AssertionError("speech never ended")


def _waiting(client, table):
    """The texts of ``table``'s prompts waiting (not yet begun)."""
    return [u.text for u in client.app.announcer.unheard_prompts(table) if u.state == "queued"]


def _counting(client, seed=7):
    register_game(ENTRY)
    speech = app_timed_speech(client)
    client.app.settings.set("cpu_delay", 0.3)
    client.app.settings.section("counting")["level"] = "simple"
    client.start()
    client.push(CountingTable(client.app, remembered_setup(client.app, 3), seed))
    return client.app.top, speech


def test_c22_c23_right_while_the_turn_line_waits_names_the_focused_card_and_enter_plays_it(client):
    """Seed 7 (the tester's run): Right while the start is said and the turn line waits. The
    answer names the card and its place only (the opening not heard yet, C-22); the
    opening lines follow the answer (cut early, said whole), then the turn line with the
    queen, never with the 6 of hearts; the log holds only what is said; Enter plays the queen."""
    table, speech = _counting(client)
    client.frames(30)
    assert _waiting(client, table) == [TURN_6H]
    client.press(pygame.K_RIGHT)
    assert _waiting(client, table) == [TURN_QS]
    _quiet(client)
    assert speech.texts[1:] == ["Queen of spades, 2 of 3", COUNTING_START, ROUND, TURN_QS]
    assert TURN_6H not in speech.texts
    # in the order said (the opening, cut early, is said whole after the answer)
    assert client.app.announcer.history.items()[-4:] == ["Queen of spades, 2 of 3", COUNTING_START, ROUND,
                                                         TURN_QS]
    client.press(pygame.K_RETURN)
    _quiet(client)
    assert speech.texts[4:6] == [TURN_QS, "You: queen of spades. Total 10."]
    assert [card.code for card in table.session.view().hand] == ["6H", "2S"]


def test_c22_end_left_home_say_the_turn_line_once_with_the_last_focus(client):
    """End, Left, then Home while the turn line waits: each answer is begun (the next cuts it);
    the turn line is said once, after the last, with the card focused last (the 6 of hearts
    again), and the log holds it once."""
    table, speech = _counting(client)
    client.frames(30)
    client.press(pygame.K_END)
    client.press(pygame.K_LEFT)
    assert _waiting(client, table) == [TURN_QS]
    client.press(pygame.K_HOME)
    assert _waiting(client, table) == [TURN_6H]
    _quiet(client)
    assert speech.texts[1:] == ["2 of spades, 3 of 3", "Queen of spades, 2 of 3",
                                "6 of hearts, 1 of 3", COUNTING_START, ROUND, TURN_6H]
    assert [line for line in client.app.announcer.history.items() if line.startswith("Your turn.")] == [TURN_6H]


def test_c22_a_turn_line_heard_is_not_said_again_by_right(client):
    """Once the turn line was heard, Right says the card only, as ever."""
    table, speech = _counting(client)
    _quiet(client)
    client.press(pygame.K_RIGHT)
    _quiet(client)
    assert speech.texts[-2:] == [TURN_6H, "Queen of spades: total 10, 2 of 3"]


@pytest.fixture
def _tricks():
    import game.tricks.menu_entry
    importlib.reload(game.tricks.menu_entry)


def _tricks_table(client, seed=4):
    speech = app_timed_speech(client)
    client.app.settings.set("cpu_delay", 0.3)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=3, seed=seed)
    return client.app.top, speech


def test_t28_right_while_the_bid_prompt_waits_does_nothing(client, _tricks):
    """Seed 4: Right while the game's first line is said (the bid prompt waiting behind the deal's
    first line) moves nothing: the refused cue only, nothing cut; the opening lines and the bid
    prompt with the 7 of spades are heard whole (was: "10 of spades, 2 of 12" cut the game's
    first line; a key pressed before the situation it acts on was heard never acts, T-28).
    Right once they were heard names the 10 of spades."""
    table, speech = _tricks_table(client)
    client.frames(30)
    assert _waiting(client, table) == ["Choose 3 bid cards. H reads your hand; focus: 7 of spades."]
    client.app.sound.played.clear()
    client.press(pygame.K_RIGHT)
    assert client.app.sound.played == ["refused"] and table.focus == 0
    _quiet(client)
    start = "Trick game, standard, target 200. 3 players: you, Anna and Bob."
    assert speech.texts[:3] == [start, "Deal 1. You deal. No trumps. Anna leads.",
                                "Choose 3 bid cards. H reads your hand; focus: 7 of spades."]
    assert [spoken.cut_at for spoken in speech.log[:3]] == [None] * 3
    client.press(pygame.K_RIGHT)
    assert speech.texts[-1] == "10 of spades, 2 of 12"


def test_t28_t29_right_while_the_turn_line_waits_names_the_focused_card_and_enter_plays_it(client, _tricks):
    """Seed 4: the bid made, Right while Bob's card is said and the turn line waits: the turn line
    is said after Bob's card with the 8 of clubs; Enter, once it was heard, plays the 8 of clubs."""
    table, speech = _tricks_table(client)
    _quiet(client)
    for key in (pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RETURN):
        client.press(key)
    _quiet(client)  # the premium choice heard (T-9: Enter chooses nothing before)
    client.press(pygame.K_RETURN)  # no premium
    for _ in range(60 * 60):
        if _waiting(client, table):
            break
        client.frames(1)
    head = ("Your turn. Anna led the ace of spades. Anna's lead is still winning. Also on the table: Bob, 6 of spades. "
            "You have no spades. "
            "You have 0 of 3 tricks: you need 3 more.")
    assert _waiting(client, table) == [f"{head} Focus: ace of hearts."]
    client.press(pygame.K_RIGHT)
    assert _waiting(client, table) == [f"{head} Focus: 8 of clubs."]
    _quiet(client)
    assert speech.texts[-4:] == ["Bob: 6 of spades.", "8 of clubs, 2 of 9", "Bob: 6 of spades.",
                                 f"{head} Focus: 8 of clubs."]
    assert f"{head} Focus: ace of hearts." not in speech.texts
    client.press(pygame.K_RETURN)
    _quiet(client)
    assert "You discard the 8 of clubs." in speech.texts
