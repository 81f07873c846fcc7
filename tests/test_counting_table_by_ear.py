"""The counting table as a blind player lives it: keys that act once, a draw that cannot be
missed, tokens and turns said when they change, life after going out, the results read line by
line, and command-line starts with the game's default options (C-8, C-9, C-11, C-12, C-17, C-18,
C-19, C-22, C-23)."""

import importlib

import pygame
import pytest

from game.counting import CountingOptions, CountingState
from game.counting.events import (DirectionReversed, NothingDrawn, ThresholdReached, TokensLost,
                                  TurnStarted)
from game.counting.menu_entry import ENTRY
from game.counting.scenes import CountingResults, CountingTable, NewCountingGame
from game.counting.scenes.table import default_setup, remembered_setup
from game.counting.text import narrate, value_option_text, your_turn_text
from game.engine.cards import parse_cards
from game.counting.events import RoundStarted
from game.scenes.registry import register_game


@pytest.fixture(autouse=True)
def _registered():
    register_game(ENTRY)


def keydown(key, unicode=""):
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=unicode, scancode=0)


def keyup(key):
    return pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)


def hold(client, key, unicode="", repeats=18):
    """A key held down: one press, then ``repeats`` auto-repeats a few frames apart, then released."""
    for _ in range(repeats + 1):
        pygame.event.post(keydown(key, unicode))
        client.frames(5)
    pygame.event.post(keyup(key))
    client.frames(1)


def remembered_table(client, players, seed, **saved):
    client.app.settings.set("cpu_delay", 0.3)
    section = client.app.settings.section("counting")
    for key, value in saved.items():
        section[key] = value
    client.start()
    client.push(CountingTable(client.app, remembered_setup(client.app, players), seed))
    return client.app.top


# ---------------------------------------------------------------- keys that act once
def test_holding_1_plays_one_card_and_the_rest_of_the_hold_does_nothing(client):
    """``--game counting --players 2 --seed 10``, hold "1" for 1.5 s at the first turn: only the
    jack is played (C-16: you play again), nothing is said for the repeats."""
    client.start("counting", players=2, seed=10)
    table = client.app.top
    client.clear()
    hold(client, pygame.K_1, "1")
    assert [c.code for c in table.state.hands[0]] == ["3C", "5C"]
    assert client.texts == [
        "You: jack of hearts. Total 10.", "You play again.",
        "Your turn. Total 10. Your cards: 3 of clubs, 5 of clubs. Enter plays the 3 of clubs. "
        "You can still draw: press Space."]
    client.press(pygame.K_1)  # released and pressed again: acts
    assert [c.code for c in table.state.hands[0]] == ["5C"]


def test_holding_enter_on_the_main_menu_opens_one_screen_once(client):
    client.start()
    client.clear()
    hold(client, pygame.K_RETURN, repeats=6)
    assert isinstance(client.app.top, NewCountingGame)
    assert len(client.app.scenes) == 2
    assert len(client.texts) == 1 and client.texts[0].startswith("New counting game.")


def test_arrows_still_repeat_when_held(client):
    client.start()
    client.clear()
    menu = client.app.top
    hold(client, pygame.K_DOWN, repeats=2)
    assert client.texts == [menu.item_text(i) for i in (1, 2, 3)]  # one move per press and repeat


def test_a_second_quick_enter_never_plays_into_the_new_deal(client):
    """Two quick presses of Enter at "Round 2 over ... Enter: next round." in a round you play first:
    the round is dealt and your hand said; no card is played until a later key."""
    table = remembered_table(client, 2, 3)
    for _ in range(3000):
        if table.between_rounds:
            if [e.first_seat for e in table.held if isinstance(e, RoundStarted)] == [0]:
                break
            client.press(pygame.K_RETURN)
            client.frames(30)
        elif table.state.drawer == 0:
            client.press(pygame.K_SPACE)
        elif table.state.turn == 0 and table.choice is not None:
            client.press(pygame.K_RETURN)
        elif table.state.turn == 0:
            client.press(pygame.K_1)
        else:
            client.frames(5)
    assert table.between_rounds and [e.first_seat for e in table.held if isinstance(e, RoundStarted)] == [0]
    client.clear()
    client.press(pygame.K_RETURN)
    client.press(pygame.K_RETURN)  # a frame later: pressed before the new hand was heard
    hand = list(table.state.hands[0])
    assert client.texts == ["Round 3. Anna deals. You play first.",
                            f"Your turn. Total 0. Your cards: {', '.join(c.name for c in hand)}. "
                            f"Enter plays the {hand[0].name}."]
    client.frames(5)
    client.press(pygame.K_1)
    assert table.state.hands[0] == hand  # still too soon
    client.frames(20)
    client.press(pygame.K_RETURN)  # now it acts: the ace asks for its value (C-10)
    assert hand[0].code == "AC" and table.choice is not None
    assert client.last == "Ace of clubs. 1: total 1. Up or Down changes, Enter plays, Escape cancels."


def test_each_turn_starts_on_the_first_card_the_turn_line_names(client):
    table = remembered_table(client, 3, 7, level="simple")
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_RIGHT)
    assert table.focus == 2
    client.press(pygame.K_1)
    client.press(pygame.K_SPACE)
    client.frames(45)
    assert client.last == ("Your turn. Total 24. Your cards: queen of spades, 2 of spades, king of clubs. "
                           "Enter plays the queen of spades.")
    assert table.focus == 0


# ---------------------------------------------------------------- the draw can't be missed
def test_empty_hand_says_what_it_costs():
    """C-19: "Your hand is empty: draw now or lose 3 tokens."."""
    assert your_turn_text(20, [], must_draw=True) == "Your turn. Total 20. Your hand is empty: draw now or lose 3 tokens."


def test_t_and_help_closing_say_the_draw_is_open(client):
    remembered_table(client, 3, 7, level="simple")
    client.press(pygame.K_1)
    client.clear()
    client.press(pygame.K_t)
    client.press(pygame.K_F1)
    client.press(pygame.K_ESCAPE)
    assert client.texts[0] == "Anna is waiting for your draw: press Space. Play goes clockwise."
    assert client.texts[-1] == "Round 1. Total 6. Anna is waiting for your draw: press Space."


def test_back_from_help_on_your_turn_names_the_card_enter_plays(client):
    table = remembered_table(client, 3, 7, level="simple")
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_F1)
    client.press(pygame.K_ESCAPE)
    assert client.last == "Round 1. Total 0. Your turn. Enter plays the queen of spades."
    assert table.focus == 1


def test_too_late_with_an_empty_hand_says_the_cost():
    from game.counting.text import too_late_line
    assert too_late_line(2) == "Too late to draw: you keep 2 cards this round."
    assert too_late_line(1) == "Too late to draw: you keep 1 card this round."
    assert too_late_line(0) == "Too late to draw: your hand stays empty, and at your turn that costs 3 tokens."


def test_draw_with_nothing_left_is_taken_and_said(client):
    """C-9 edge at the table: stock empty, pile only its top card: Space draws nothing, legally."""
    table = remembered_table(client, 2, 1)
    table.state = CountingState.from_position(
        CountingOptions(players=2, draw="manual"), seed=1, dealer=1,
        hands=[parse_cards(["7H", "5C"]), parse_cards(["4S", "6S"])], stock=[], pile=[], total=0, turn=0)
    client.clear()
    client.press(pygame.K_1)
    client.press(pygame.K_SPACE)
    assert client.texts == ["You: 7 of hearts. Total 7.", "You can still draw: press Space.",
                            "Nothing is left to draw: you get no card."]
    assert table.state.hands[0] == parse_cards(["5C"]) and table.state.turn == 1
    assert client.app.sound.played.count("refused") == 0


# ---------------------------------------------------------------- tokens and turns
def test_tokens_are_said_when_others_pay():
    """C-12: "You reached 33: everyone else loses 1 token. Tokens left: Anna 4, Bob 4."."""
    events = [ThresholdReached(0, 33), TokensLost(1, 1, "reached 33", 4, 0, 1, (33,)),
              TokensLost(2, 1, "reached 33", 4, 0, 1, (33,))]
    assert narrate(events, [])[0].text == "You reached 33: everyone else loses 1 token. Tokens left: Anna 4, Bob 4."


def test_a_four_with_two_players_says_turns_do_not_change():
    """C-17."""
    assert narrate([DirectionReversed(-1, 2)], [])[0].text == "A 4 with two players: the turns do not change."
    assert narrate([DirectionReversed(-1, 3)], [])[0].text == "Direction reversed: counter-clockwise."


def test_two_player_value_choice_names_the_other_player():
    ace = parse_cards(["AH"])[0]
    assert value_option_text(ace, 1, 32, others=[1]) == "1: total 33, reaches 33: Anna loses 1 token."
    assert value_option_text(ace, 11, 88, others=[2]) == "11: total 99, reaches 99: you win the round, Bob loses 2 tokens."


def test_turn_line_with_the_draw_still_open_says_so():
    """C-8, C-16: a jack with two players: your turn again, and you may still draw."""
    from game.counting.events import CardPlayed, DrawAvailable, PlaysAgain
    jack, three = parse_cards(["JH", "3C"])
    events = [CardPlayed(0, jack, 10, "add", 0, 10), DrawAvailable(0), PlaysAgain(0), TurnStarted(0, 10)]
    assert [m.text for m in narrate(events, [three])] == [
        "You: jack of hearts. Total 10.", "You play again.",
        "Your turn. Total 10. Your cards: 3 of clubs. Enter plays the 3 of clubs. You can still draw: press Space."]


def test_nothing_drawn_is_private_to_others():
    assert narrate([NothingDrawn(1)], []) == []


# ---------------------------------------------------------------- out of the game
def test_enter_while_watching_plays_the_rest_out(client):
    table = remembered_table(client, 3, 7, tokens=2, level="simple")
    for _ in range(3000):
        if table.watching():
            break
        if table.between_rounds or table.choice is not None:
            client.press(pygame.K_RETURN)
            client.frames(20)
        elif table.state.drawer == 0:
            client.press(pygame.K_SPACE)
        elif table.state.turn == 0:
            client.press(pygame.K_1)
        else:
            client.frames(5)
    assert table.watching()
    assert ("You are out: you are watching. Escape leaves; Enter plays the rest out at once and shows the results."
            in client.texts)
    client.clear()
    client.press(pygame.K_RETURN)
    assert isinstance(client.app.top, CountingResults)
    assert client.texts[0] == "The game is played out."
    assert client.texts[1].startswith("Game over. ")
    assert "3rd: you, out in round 1." in client.texts[1]


def test_status_line_while_watching(client):
    table = remembered_table(client, 3, 7, tokens=2, level="simple")
    table.state.eliminated.add(0)
    assert table.status_line() == "Watching. Enter: play the rest out. Escape: leave."


# ---------------------------------------------------------------- help and the command line
def test_help_keys_page_lists_each_games_table_keys(client):
    from game.scenes.help import general_key_headings, general_key_lines
    importlib.import_module("game.tricks.menu_entry")  # registers the trick game
    client.start()
    lines = general_key_lines(client.app)
    assert "Counting game, at the table:" in lines
    assert "Space: draw a card (manual draw)." in lines
    assert "Trick game, at the table:" in lines
    assert "Space: mark or unmark a bid card." in lines
    headings = [lines[i] for i in general_key_headings(client.app)]
    assert headings[0] == "In menus:" and headings[-1] == "In every screen:"
    assert "Counting game, at the table:" in headings


def test_command_line_start_uses_the_default_options(client):
    """``--game counting`` ignores the new-game screen's remembered choices and says the options."""
    section = client.app.settings.section("counting")
    section["tokens"] = 2
    section["hand_size"] = 5
    section["draw"] = "auto"
    client.start("counting", players=3, seed=7)
    table = client.app.top
    assert table.setup == default_setup(3)
    assert client.texts[0] == ("Counting game, 3 players, 9 tokens each, 3 cards in hand. "
                               "Manual draw: Space draws, 5 seconds to draw.")


def test_a_second_quick_enter_on_start_never_plays_the_first_card(client):
    client.start()
    client.press(pygame.K_RETURN)  # Counting game: the new-game screen
    menu = client.app.top
    start_index = next(i for i, item in enumerate(menu.items) if item.spoken() == "Start")
    menu.index = start_index
    client.press(pygame.K_RETURN)
    client.press(pygame.K_RETURN)  # pressed before the first hand was heard
    table = client.app.top
    assert isinstance(table, CountingTable)
    assert len(table.state.hands[0]) == table.setup.options.hand_size and table.choice is None
    client.frames(20)
    client.press(pygame.K_RETURN)
    assert len(table.state.hands[0]) < table.setup.options.hand_size or table.choice is not None
