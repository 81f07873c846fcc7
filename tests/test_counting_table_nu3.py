"""Second user test of the counting table: the wait for the human's draw (C-8), the pause between
rounds (C-21), the human out of the game (C-18), Home/End, the wording of thresholds (C-12, C-14)."""

import pygame

from game.counting.events import ThresholdReached, TokensLost
from game.counting.options import CountingOptions
from game.counting.state import CountingState
from game.counting.text import narrate, value_option_text, value_prompt
from game.engine.cards import parse_cards
from tests.test_counting_table import _registered, start  # noqa: F401  (the fixture registers the game)

WAITING = "Anna is waiting for your draw: press Space."


def test_c8_until_you_draw_t_and_refusals_say_who_waits(client):
    """C-8 with "Time to draw: until you draw": T, a digit, Up and an unbound key all say that Anna
    waits for the draw; nothing happens until Space."""
    table = start(client, draw_time=None)
    client.press(pygame.K_1)
    client.clear()
    for key in (pygame.K_t, pygame.K_1, pygame.K_RETURN, pygame.K_UP, pygame.K_TAB, pygame.K_LSHIFT):
        client.press(key)
    assert client.texts == [f"{WAITING} Play goes clockwise.", WAITING, WAITING, WAITING, WAITING]
    client.frames(60 * 15)
    assert len(client.texts) == 5 and table.state.total == 6
    assert table.status_line() == "Space: draw a card (Anna waits)"
    client.press(pygame.K_SPACE)
    assert client.texts[5].startswith("You draw the ")
    client.press(pygame.K_t)
    assert client.last == "Anna's turn. Play goes clockwise."
    client.press(pygame.K_1)
    assert client.last == "Not your turn: Anna is playing."


def test_c8_timed_draw_wait_is_said_too(client):
    """C-8 with the 5 seconds default: during the wait T says Anna waits for the draw."""
    start(client)
    client.press(pygame.K_1)
    client.press(pygame.K_t)
    assert client.last == f"{WAITING} Play goes clockwise."


def test_home_and_end_jump_to_the_first_and_last_card(client):
    """C-22: Home and End focus the first and the last card of the hand; F1 lists them."""
    table = start(client)
    client.press(pygame.K_END)
    assert client.last == "2 of spades, 3 of 3"
    assert table.focus == 2
    client.press(pygame.K_HOME)
    assert client.last == "6 of hearts, 1 of 3"
    assert "Home: first card in your hand." in table.help_lines()
    assert "End: last card in your hand." in table.help_lines()


def test_c18_out_by_own_card_space_and_h_say_you_are_out(client):
    """C-18: the human's own king passes 66 with no token left: out at once. Space and H then
    say so; C and S still answer."""
    table = start(client)
    table.new_wait()
    hands = [parse_cards(["KS", "5H"]), parse_cards(["3C", "4D"]), parse_cards(["6C", "7D"])]
    table.state = CountingState.from_position(CountingOptions(players=3), seed=1, dealer=2, hands=hands,
                                              stock=parse_cards(["8S", "8H", "8C"]), pile=parse_cards(["QS"]),
                                              total=60, turn=0, tokens=[0, 9, 9])
    client.press(pygame.K_1)
    assert "You passed 66: you owe 1 token and have 0. You are out. 2 players left." in client.texts
    client.clear()
    for key in (pygame.K_SPACE, pygame.K_h, pygame.K_c, pygame.K_s, pygame.K_RIGHT):
        client.press(key)
    assert client.texts == ["You are out of the game.", "You are out of the game.", "Total 70.",
                            "Tokens: you out, Anna 9, Bob 9.", "You are out of the game."]


def test_c12_two_players_name_the_one_who_pays():
    """C-12 with two players: "Anna loses 1 token", not "everyone else"."""
    events = [ThresholdReached(0, 33), TokensLost(1, 1, "reached 33", 4, 0, 1, (33,))]
    assert narrate(events, [])[0].text == "You reached 33: Anna loses 1 token. 4 left."
    events = [ThresholdReached(1, 66), TokensLost(0, 1, "reached 66", 2, 1, 1, (66,))]
    assert narrate(events, [])[0].text == "Anna reached 66: you lose 1 token. 2 left."


def test_c10_c15_value_choice_says_plus_10_and_warns_of_elimination():
    """C-10, C-15, C-18: the higher value of a 10 is "plus 10"; a loss the human cannot pay says "and are out"."""
    ten, = parse_cards(["10S"])
    assert value_option_text(ten, 10, 97, tokens=1) == "plus 10: total 107, passes 99: you lose 2 tokens and are out."
    assert value_prompt(ten, 10, 97, tokens=0) == ("10 of spades. Plus 10: total 107, passes 99: you lose 2 tokens "
                                                   "and are out. Up or Down changes, Enter plays, Escape cancels.")
    assert value_option_text(ten, -10, 97, tokens=0) == "minus 10: total 87"
