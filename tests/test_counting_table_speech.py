"""What the counting table says, word for word, given the engine's events: plays, thresholds and
who pays (C-12..C-15, C-18), the value choice of an ace or a 10 (C-10, C-11), the draw (C-7, C-8,
C-9, C-19), turns and direction (C-16, C-17), in the style of docs/announcements.md (C-23)."""

import pygame
import pytest

from game.counting.events import (CardDrawn, CardPlayed, DirectionReversed, DrawAvailable, DrawMissed, NothingDrawn,
                                  PlayerEliminated, PlaysAgain, ThresholdPassed, ThresholdReached, TokensLost,
                                  RoundEnded, TurnSkipped, TurnStarted)
from game.counting.text import (focus_text, narrate, too_late_line, value_choice_line, value_limit_text,
                                value_option_text, value_prompt, your_turn_text)
from game.engine.cards import parse_cards
from game.engine.perspective import Perspective
from tests.test_counting_table import _registered, start  # noqa: F401  (the fixture registers the game)

ME = Perspective(0)
"""Narration for the player at seat 0, the others by their computer names."""


def test_value_options_say_what_they_cost_or_win():
    """C-12..C-15: an option that reaches or passes a threshold says so."""
    ace, ten = parse_cards(["AH", "10S"])
    assert value_option_text(ME, ace, 11, 95) == "ace as 11: total 106, passes 99: you lose 2 tokens."
    assert value_option_text(ME, ace, 1, 32) == "ace as 1: total 33, reaches 33: the others lose 1 token."
    assert value_option_text(ME, ace, 11, 88) == "ace as 11: total 99, reaches 99: you win the round, the others lose 2 tokens."
    assert value_option_text(ME, ten, 10, 60) == "10 as plus 10: total 70, passes 66: you lose 1 token."
    assert value_option_text(ME, ten, 10, 97, tokens=1) == "10 as plus 10: total 107, passes 99: you lose 2 tokens and are out."
    assert value_option_text(ME, ten, 10, 97, tokens=2) == "10 as plus 10: total 107, passes 99: you lose 2 tokens."
    assert value_option_text(ME, ten, -10, 60) == "10 as minus 10: total 50"
    assert value_prompt(ME, ace, 1, 95) == ("Ace of hearts. Ace as 1: total 96, choice 2 of 2. Up gives ace as 11: total 106, "
                                        "passes 99: you lose 2 tokens. Enter plays, Escape cancels.")
    assert value_prompt(ME, ten, 10, 60) == ("10 of spades. 10 as plus 10: total 70, passes 66: you lose 1 token, "
                                         "choice 1 of 2. Down gives 10 as minus 10: total 50. Enter plays, Escape cancels.")


def test_a_value_option_says_its_place_as_a_choice():
    """C-10, C-22: an ace's or a 10's option says its place as a choice ("choice 1 of 2"), never
    as a card's place in the hand, which Left and Right say in the same shape ("5 of spades:
    total 62, 3 of 3"): "Ace as 11: total 57, 1 of 2." sounded like the card 1 of 2 in hand."""
    ace, ten, five = parse_cards(["AH", "10S", "5S"])
    assert value_choice_line(ME, ace, [11, 1], 0, 46) == "Ace as 11: total 57, choice 1 of 2."
    assert value_choice_line(ME, ten, [10, -10], 1, 60) == "10 as minus 10: total 50, choice 2 of 2."
    assert value_limit_text(True, value_choice_line(ME, ace, [11, 1], 0, 46)) == (
        "Top. Ace as 11: total 57, choice 1 of 2.")
    assert value_limit_text(False, value_choice_line(ME, ten, [10, -10], 1, 60)) == (
        "Bottom. 10 as minus 10: total 50, choice 2 of 2.")
    assert value_prompt(ME, ace, 1, 46) == ("Ace of hearts. Ace as 1: total 47, choice 2 of 2. Up gives ace as 11: "
                                        "total 57. Enter plays, Escape cancels.")
    assert focus_text(five, 2, 3, 57, 3) == "5 of spades: total 62, 3 of 3"


def test_narrate_wording():
    """C-23 wording for a 2 that passes 66 and 99, and for another player reaching 66."""
    two = parse_cards(["2H"])[0]
    events = [CardPlayed(0, two, None, "double", 53, 106), ThresholdPassed(0, (66, 99)),
              TokensLost(0, 3, "passed 99", 4, 0, 3, (66, 99))]
    assert [m.text for m in narrate(ME, events, [])] == [
        "You: 2 of hearts. Total doubles to 106.", "You passed 66 and 99: you lose 3 tokens. 4 left."]
    events = [ThresholdReached(2, 66), TokensLost(0, 1, "reached 66", 5, 2, 1, (66,)),
              TokensLost(1, 1, "reached 66", 3, 2, 1, (66,))]
    assert narrate(ME, events, [])[0].text == "Bob reached 66: everyone else loses 1 token. Tokens left: you 5, Anna 3."


def test_long_threshold_messages_say_only_what_matters():
    """C-12, C-18 with 8 players: one sentence for everyone, then you, players on 0 and who is out."""
    events = [ThresholdReached(5, 33), TokensLost(6, 1, "reached 33", 0, 5, 1, (33,)),
              TokensLost(7, 1, "reached 33", 2, 5, 1, (33,)), TokensLost(0, 1, "reached 33", 0, 5, 1, (33,)),
              TokensLost(1, 1, "reached 33", 0, 5, 1, (33,)), TokensLost(2, 1, "reached 33", 0, 5, 0, (33,)),
              PlayerEliminated(2, 7), TokensLost(3, 1, "reached 33", 4, 5, 1, (33,)),
              TokensLost(4, 1, "reached 33", 3, 5, 1, (33,))]
    messages = narrate(ME, events, [])
    assert [m.text for m in messages] == [
        "Emil reached 33: everyone else loses 1 token. Bob owes 1 token and has 0. Bob is out. "
        "Tokens left: you 0, Anna 0, Carl 4, Dora 3, Fay 0, Gus 2. 7 players left."]
    assert messages[0].cue == "elimination"


def test_passing_with_too_few_tokens_says_what_was_owed():
    """C-15, C-18: "Anna passed 99: owes 2 tokens, has 1 and is out. 2 players left."."""
    three = parse_cards(["3D"])[0]
    events = [CardPlayed(1, three, 3, "add", 98, 101), ThresholdPassed(1, (99,)),
              TokensLost(1, 2, "passed 99", 0, 1, 1, (99,)), PlayerEliminated(1, 2)]
    assert [m.text for m in narrate(ME, events, [])] == [
        "Anna: 3 of diamonds. Total 101.", "Anna passed 99: owes 2 tokens, has 1 and is out. 2 players left."]


def test_automatic_draw_comes_after_the_cards_effect():
    """C-7, C-16, C-17: "Direction reversed" and "Anna misses a turn" before "You draw ..."."""
    four, jack, ten = parse_cards(["4D", "JC", "10D"])
    events = [CardPlayed(0, four, 4, "add", 44, 48), CardDrawn(0, ten, 30), DirectionReversed(-1), TurnStarted(2, 48)]
    assert [m.text for m in narrate(ME, events, [])] == [
        "You: 4 of diamonds. Total 48.", "Direction reversed: counter-clockwise.", "You draw the 10 of diamonds."]
    events = [CardPlayed(0, jack, 10, "add", 4, 14), CardDrawn(0, ten, 30), TurnSkipped(1), TurnStarted(2, 14)]
    assert [m.text for m in narrate(ME, events, [])] == [
        "You: jack of clubs. Total 14.", "Anna misses a turn.", "You draw the 10 of diamonds."]


def test_c16_a_missed_turn_is_said_alike_for_you_and_the_others():
    """C-16: a jack's skipped player, in the same words whoever it is: "You miss a turn." as
    "Anna misses a turn."."""
    jack = parse_cards(["JC"])[0]
    events = [CardPlayed(2, jack, 10, "add", 4, 14), TurnSkipped(0), TurnStarted(1, 14)]
    assert [m.text for m in narrate(ME, events, [])] == ["Bob: jack of clubs. Total 14.", "You miss a turn."]
    events = [CardPlayed(0, jack, 10, "add", 4, 14), TurnSkipped(1), TurnStarted(2, 14)]
    assert [m.text for m in narrate(ME, events, [])][-1] == "Anna misses a turn."


def test_draw_reminder_comes_after_the_cards_effect(client):
    """C-8, C-17: "Direction reversed" before "You can still draw"; the reminder can be switched off."""
    four = parse_cards(["4D"])[0]
    events = [CardPlayed(0, four, 4, "add", 44, 48), DrawAvailable(0), DirectionReversed(1), TurnStarted(1, 48)]
    assert [m.text for m in narrate(ME, events, parse_cards(["3C"]))] == [
        "You: 4 of diamonds. Total 48.", "Direction reversed: clockwise.", "You can still draw: press Space."]
    assert [m.text for m in narrate(ME, events, [], draw_reminder=False)] == [
        "You: 4 of diamonds. Total 48.", "Direction reversed: clockwise."]


def test_c12_two_players_name_the_one_who_pays():
    """C-12 with two players: "Anna loses 1 token", not "everyone else"."""
    events = [ThresholdReached(0, 33), TokensLost(1, 1, "reached 33", 4, 0, 1, (33,))]
    assert narrate(ME, events, [])[0].text == "You reached 33: Anna loses 1 token. 4 left."
    events = [ThresholdReached(1, 66), TokensLost(0, 1, "reached 66", 2, 1, 1, (66,))]
    assert narrate(ME, events, [])[0].text == "Anna reached 66: you lose 1 token. 2 left."


def test_c10_c15_value_choice_says_plus_10_and_warns_of_elimination():
    """C-10, C-15, C-18: the higher value of a 10 is "plus 10"; a loss the human cannot pay says "and are out"."""
    ten, = parse_cards(["10S"])
    assert value_option_text(ME, ten, 10, 97, tokens=1) == "10 as plus 10: total 107, passes 99: you lose 2 tokens and are out."
    assert value_prompt(ME, ten, 10, 97, tokens=0) == ("10 of spades. 10 as plus 10: total 107, passes 99: you lose 2 tokens "
                                                   "and are out, choice 1 of 2. Down gives 10 as minus 10: total 87. "
                                                   "Enter plays, Escape cancels.")
    assert value_option_text(ME, ten, -10, 97, tokens=0) == "10 as minus 10: total 87"


def test_a_value_that_puts_you_out_with_one_other_left_says_who_wins_as_the_arrows_do():
    """C-15, C-18, C-20: two players, you on 1 token. A 10 as plus 10 on 97 passes 99 and costs
    2: you are out and Anna, the last one in, wins the game. The value choice says it as
    Left/Right say it for a card in hand, the game's end first (was "... passes 99: you lose 2
    tokens and are out.", while the focus line said "passes 99, you are out, Anna wins the
    game"): one clause builder, one wording."""
    ten, two = parse_cards(["10S", "2D"])
    assert value_option_text(ME, ten, 10, 97, tokens=1, others=[1], all_tokens=[1, 3]) == (
        "10 as plus 10: total 107, passes 99: you are out, Anna wins the game.")
    assert value_choice_line(ME, ten, [10, -10], 0, 97, 1, [1], [1, 3]) == (
        "10 as plus 10: total 107, passes 99: you are out, Anna wins the game, choice 1 of 2.")
    assert focus_text(two, 0, 3, 39, 2, ME, 1, [1], [0, 3]) == (
        "2 of diamonds: total doubles to 78, passes 66: you are out, Anna wins the game, 1 of 3")


def test_empty_hand_says_what_it_costs():
    """C-19: "Your hand is empty: draw now or lose 3 tokens."."""
    assert your_turn_text(20, [], must_draw=True) == "Your turn. Total 20. Your hand is empty: draw now or lose 3 tokens."


def test_too_late_says_the_cards_left_for_the_round():
    """C-8: the hand stays a card short for the rest of the round; an empty one costs 3 tokens
    at the player's turn (C-19)."""
    assert too_late_line(2) == "Too late to draw: you play the rest of this round with 2 cards."
    assert too_late_line(1) == "Too late to draw: you play the rest of this round with 1 card."
    assert too_late_line(0) == "Too late to draw: your hand stays empty, and at your turn that costs 3 tokens."
    assert too_late_line(None) == "Too late to draw."


def test_a_draw_that_passed_is_said_once_after_the_card_that_closed_it():
    """C-8, C-19: Anna's card closes the listener's draw: said once, whether Space asked or not
    (found by ear: nothing said the chance was gone), after that card and its effects, before
    the next card and the turn line."""
    eight, six = parse_cards(["8H", "6D"])
    events = [DrawMissed(0), CardPlayed(1, eight, 8, "add", 6, 14)]
    passed = "Too late to draw: you play the rest of this round with 2 cards."
    assert [m.text for m in narrate(ME, events, parse_cards(["QS", "2S"]))] == ["Anna: 8 of hearts. Total 14.", passed]
    assert [m.text for m in narrate(ME, events, parse_cards(["QS", "2S"]), too_late=True)] == [
        "Anna: 8 of hearts. Total 14.", passed]
    assert [m.text for m in narrate(ME, events, [])] == [
        "Anna: 8 of hearts. Total 14.", "Too late to draw: your hand stays empty, and at your turn that costs 3 tokens."]
    reached = [DrawMissed(0), CardPlayed(1, eight, 8, "add", 25, 33), ThresholdReached(1, 33),
               TokensLost(0, 1, "reached 33", 8, 1, 1, (33,)), TokensLost(2, 1, "reached 33", 8, 1, 1, (33,)),
               TurnSkipped(2), TurnStarted(0, 33)]
    assert [m.text for m in narrate(ME, reached, parse_cards(["QS", "2S"]))] == [
        "Anna: 8 of hearts. Total 33.", "Anna reached 33: everyone else loses 1 token. Tokens left: you 8, Bob 8.",
        "Bob misses a turn.", passed,
        "Your turn. Total 33. Your cards: queen of spades, 2 of spades. Enter plays the queen of spades."]
    two = [DrawMissed(0), CardPlayed(1, eight, 8, "add", 6, 14), CardPlayed(2, six, 6, "add", 14, 20)]
    assert [m.text for m in narrate(ME, two, parse_cards(["QS", "2S"]))] == [
        "Anna: 8 of hearts. Total 14.", passed, "Bob: 6 of diamonds. Total 20."]


def test_a_draw_that_passed_as_the_round_ends_or_the_listener_goes_out_is_not_said():
    """C-8: nothing is left to draw for when Anna's card ends the round (C-14) or puts the
    listener out (C-18); a Space that asked (online, its refusal after the card) still hears
    "Too late to draw." after the round's end."""
    nine, eight = parse_cards(["9H", "8H"])
    ends = [DrawMissed(0), CardPlayed(1, nine, 9, "add", 90, 99), ThresholdReached(1, 99),
            TokensLost(0, 2, "reached 99", 5, 1, 2, (99,)), TokensLost(2, 2, "reached 99", 5, 1, 2, (99,)),
            RoundEnded(1, "reached 99", 1, 1)]
    said = [m.text for m in narrate(ME, ends, parse_cards(["QS", "2S"]))]
    assert not any(line.startswith("Too late") for line in said)
    asked = [m.text for m in narrate(ME, ends, parse_cards(["QS", "2S"]), too_late=True)]
    assert asked[-2] == "Round 1 over. Enter: next round."  # (its cause said just before: C-23)
    assert asked[-1] == "Too late to draw."
    out = [DrawMissed(0), CardPlayed(1, eight, 8, "add", 25, 33), ThresholdReached(1, 33),
           TokensLost(0, 1, "reached 33", 0, 1, 0, (33,)), PlayerEliminated(0, 2),
           TokensLost(2, 1, "reached 33", 4, 1, 1, (33,))]
    assert not any(m.text.startswith("Too late") for m in narrate(ME, out, parse_cards(["QS", "2S"])))


def test_a_draw_closed_by_ones_own_card_after_a_jack_is_said():
    """C-8, C-16 (found by a tester by ear: nothing was said, and the hand a card short led to
    the player's elimination): after a jack with two players the listener played again instead
    of drawing: their own card closed that draw, and the new one it opens does not make up for
    it: said after the card, before the new draw's reminder."""
    card, = parse_cards(["8H"])
    own = [DrawMissed(0), CardPlayed(0, card, 8, "add", 6, 14), DrawAvailable(0)]
    assert [m.text for m in narrate(ME, own, parse_cards(["3C"]))] == [
        "You: 8 of hearts. Total 14.", "You did not draw after your jack: your hand stays a card short this round.",
        "You can still draw: press Space."]


def test_tokens_are_said_when_others_pay():
    """C-12: "You reached 33: everyone else loses 1 token. Tokens left: Anna 4, Bob 4."."""
    events = [ThresholdReached(0, 33), TokensLost(1, 1, "reached 33", 4, 0, 1, (33,)),
              TokensLost(2, 1, "reached 33", 4, 0, 1, (33,))]
    assert narrate(ME, events, [])[0].text == "You reached 33: everyone else loses 1 token. Tokens left: Anna 4, Bob 4."


def test_a_four_with_two_players_says_turns_do_not_change():
    """C-17."""
    assert narrate(ME, [DirectionReversed(-1, 2)], [])[0].text == "A 4 with two players: the turns do not change."
    assert narrate(ME, [DirectionReversed(-1, 3)], [])[0].text == "Direction reversed: counter-clockwise."


def test_two_player_value_choice_names_the_other_player():
    ace = parse_cards(["AH"])[0]
    assert value_option_text(ME, ace, 1, 32, others=[1]) == "ace as 1: total 33, reaches 33: Anna loses 1 token."
    assert value_option_text(ME, ace, 11, 88, others=[2]) == "ace as 11: total 99, reaches 99: you win the round, Bob loses 2 tokens."


def test_turn_line_with_the_draw_still_open_says_so():
    """C-8, C-16: a jack with two players: your turn again, and you may still draw."""
    jack, three = parse_cards(["JH", "3C"])
    events = [CardPlayed(0, jack, 10, "add", 0, 10), DrawAvailable(0), PlaysAgain(0), TurnStarted(0, 10)]
    assert [m.text for m in narrate(ME, events, [three])] == [
        "You: jack of hearts. Total 10.", "You play again.",
        "Your turn. Total 10. Your cards: 3 of clubs. Enter plays the 3 of clubs. You can still draw: press Space."]


def test_nothing_drawn_is_private_to_others():
    assert narrate(ME, [NothingDrawn(1)], []) == []



def test_a_value_choice_starts_on_the_lower_value_numbered_as_a_menu(client):
    """C-10, C-11, C-13: a 10 at total 24 starts on minus 10 (plus 10 would pass 33 and cost a
    token), "choice 2 of 2" like an ace's 1; Up reaches plus 10 with its cost, "choice 1 of 2": Up goes toward
    option 1 as in every menu, the higher value listed first."""
    table = start(client, 2, 3, level="strong")
    state = table.session.state
    state.turn, state.total, state.drawer = 0, 24, None
    state.hands[0] = parse_cards(["10H", "5C"])
    table.focus = 0
    client.clear()
    client.press(pygame.K_1)
    assert client.last == ("10 of hearts. 10 as minus 10: total 14, choice 2 of 2. Up gives 10 as plus 10: total 34, "
                           "passes 33: you lose 1 token. Enter plays, Escape cancels.")
    client.press(pygame.K_UP)
    assert client.last == "10 as plus 10: total 34, passes 33: you lose 1 token, choice 1 of 2."
    assert table.choice.values == [10, -10] and table.choice.index == 0
    client.press(pygame.K_DOWN)
    assert client.last == "10 as minus 10: total 14, choice 2 of 2."


@pytest.mark.parametrize("total, hand, opening, up", [
    (28, ["AH", "5C"],
     "Ace of hearts. Ace as 1: total 29, choice 2 of 2. Up gives ace as 11: total 39, passes 33: you lose 1 token. "
     "Enter plays, Escape cancels.",
     "Ace as 11: total 39, passes 33: you lose 1 token, choice 1 of 2."),
    (60, ["10S", "5C"],
     "10 of spades. 10 as minus 10: total 50, choice 2 of 2. Up gives 10 as plus 10: total 70, passes 66: you lose 1 "
     "token. Enter plays, Escape cancels.",
     "10 as plus 10: total 70, passes 66: you lose 1 token, choice 1 of 2."),
])
def test_a_value_choices_opening_names_the_other_option_with_its_cost(client, total, hand, opening, up):
    """C-10, C-13: the opening names the other option too, its total and cost worded as Up then
    says it, its place left out (found by a tester by ear: the opening said only the current
    option, "Up: plus 11, Down: plus 1.", and what the other value would cost took an Up and
    another line, every time): an ace at 28, whose 11 passes 33, and a 10 at 60, opening on minus
    10, whose plus 10 passes 66. Enter still plays the opened option, the lower value."""
    table = start(client, 3, 3, level="strong")
    state = table.session.state
    state.turn, state.total, state.drawer = 0, total, None
    state.hands[0] = parse_cards(hand)
    table.focus = 0
    client.clear()
    client.press(pygame.K_1)
    assert client.last == opening
    assert table.choice.values == sorted(table.choice.values, reverse=True) and table.choice.index == 1
    client.press(pygame.K_UP)
    assert client.last == up
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RETURN)
    assert state.total == total + (1 if hand[0] == "AH" else -10)


def test_a_ten_says_which_value_was_chosen_either_way():
    """C-10, C-11: a 10 played on a total of 10 or more names its value, plus 10 as well as
    minus 10; under 10 (no choice) the human hears why."""
    from game.counting.text import card_played_text
    ten = parse_cards(["10S"])[0]
    assert card_played_text(ME, CardPlayed(2, ten, 10, "add", 57, 67)) == "Bob: 10 of spades as plus 10. Total 67."
    assert card_played_text(ME, CardPlayed(2, ten, -10, "subtract", 57, 47)) == "Bob: 10 of spades as minus 10. Total 47."
    assert card_played_text(ME, CardPlayed(0, ten, 10, "add", 4, 14)) == (
        "You: 10 of spades as plus 10, since the total was under 10. Total 14.")
    assert card_played_text(ME, CardPlayed(1, ten, 10, "add", 4, 14)) == "Anna: 10 of spades. Total 14."


def test_going_out_is_worded_one_way():
    """C-18: the human going out is "You owe N tokens and have P. You are out." whatever caused
    it: another player's threshold (several paying), a passed threshold, a threshold with two
    players left."""
    reached = [ThresholdReached(2, 66), TokensLost(0, 1, "reached 66", 0, 2, 0, (66,)), PlayerEliminated(0, 2),
               TokensLost(1, 1, "reached 66", 4, 2, 1, (66,))]
    passed = [ThresholdPassed(0, (99,)), TokensLost(0, 2, "passed 99", 0, 0, 1, (99,)), PlayerEliminated(0, 2)]
    two = [ThresholdReached(1, 33), TokensLost(0, 1, "reached 33", 0, 1, 0, (33,)), PlayerEliminated(0, 1)]
    assert [m.text for m in narrate(ME, reached, [], watching=True)] == [
        "Bob reached 66: everyone else loses 1 token. You owe 1 token and have 0. You are out. "
        "Tokens left: Anna 4. 2 players left."]
    assert [m.text for m in narrate(ME, passed, [], watching=True)] == [
        "You passed 99: you owe 2 tokens and have 1. You are out. 2 players left."]
    assert [m.text for m in narrate(ME, two, [], watching=True)] == [
        "Anna reached 33. You owe 1 token and have 0. You are out. 1 player left."]


def test_results_place_players_out_in_the_same_round_by_when_they_went_out():
    """C-18, C-20: Anna then you then Carl went out in round 3 (one token at a time): Bob won,
    Carl lasted longest of the three, then you, then Anna; the places match the statistics'."""
    from game.counting.text import results_lines
    lines = results_lines(ME, [5, 0, 3, 0], frozenset({0, 1, 3}), 2, 3, {1: 3, 0: 3, 3: 3})
    assert lines == ["Bob wins the game.", "3 rounds played.", "1st: Bob, 3 tokens left.",
                     "2nd: Carl, out in round 3.", "3rd: you, out in round 3.", "4th: Anna, out in round 3."]
    assert results_lines(ME, [0, 2], frozenset({0}), 1, 2) == [
        "Anna wins the game.", "2 rounds played.", "1st: Anna, 2 tokens left.", "2nd: you, out."]


def test_what_a_key_that_acts_says_before_the_last_move_was_heard():
    from game.counting.events import RoundStarted
    from game.counting.text import just_played_text, round_begun_text
    seven = parse_cards(["7D"])[0]
    assert just_played_text(ME, CardPlayed(1, seven, None, "add", 64, 71)) == "Anna just played: total 71."
    assert round_begun_text(RoundStarted(2, 1, 2, 3)) == "Round 2 has just begun."


def test_watching_says_escape_opens_the_pause_menu():
    """Escape while watching opens the pause menu (it does not leave): every place says so."""
    from game.counting.text import ROUND_PAUSE_WATCHING, WATCHING_STATUS, watching_text
    assert watching_text() == ("You are out: you are watching. Enter plays the rest out at once and shows the "
                               "results; Escape opens the pause menu.")
    assert ROUND_PAUSE_WATCHING.endswith("Escape opens the pause menu.")
    assert WATCHING_STATUS == "Watching. Enter: play the rest out. Escape: pause menu."


def test_the_draw_reminder_with_an_empty_hand_says_what_not_drawing_costs():
    """C-8, C-19 (found by a tester by ear: "You can still draw: press Space." as with a full
    hand, then 3 tokens lost at the next turn): the last card played, the reminder says the cost."""
    two, = parse_cards(["2H"])
    events = [CardPlayed(0, two, 66, "halve", 66, 33), DrawAvailable(0)]
    assert [m.text for m in narrate(ME, events, [])][-1] == "Your hand is empty: draw now or lose 3 tokens."
    assert [m.text for m in narrate(ME, events, parse_cards(["3C"]))][-1] == "You can still draw: press Space."


# ----------------------------------------------------------------- a preview that puts others out (C-18, C-20)
def test_a_value_that_puts_the_one_other_player_out_says_you_win_the_game():
    """C-12, C-14, C-18, C-20: two players. Anna on 0 tokens must pay 1 for 33 and has none: she
    is out at once, and the last player in wins, so the option says that first, not "Anna loses
    1 token"; on 1 token she owes 2 for 99: out too. On 2 tokens she pays 2 and stays in:
    unchanged."""
    ace, ten = parse_cards(["AH", "10S"])
    assert value_option_text(ME, ace, 1, 32, others=[1], all_tokens=[3, 0]) == (
        "ace as 1: total 33, reaches 33: Anna is out, you win the game.")
    assert value_option_text(ME, ten, 10, 89, others=[1], all_tokens=[3, 1]) == (
        "10 as plus 10: total 99, reaches 99: Anna is out, you win the game.")
    assert value_option_text(ME, ten, 10, 89, others=[1], all_tokens=[3, 2]) == (
        "10 as plus 10: total 99, reaches 99: you win the round, Anna loses 2 tokens.")
    assert value_option_text(ME, ace, 1, 32, others=[1], all_tokens=[3, 1]) == (
        "ace as 1: total 33, reaches 33: Anna loses 1 token.")
    assert value_choice_line(ME, ace, [11, 1], 1, 32, 3, [1], [3, 0]) == (
        "Ace as 1: total 33, reaches 33: Anna is out, you win the game, choice 2 of 2.")
    assert value_prompt(ME, ace, 1, 32, 3, [1], [3, 0]) == (
        "Ace of hearts. Ace as 1: total 33, reaches 33: Anna is out, you win the game, choice 2 of 2. "
        "Up gives ace as 11: total 43, passes 33: you lose 1 token. Enter plays, Escape cancels.")


def test_a_value_that_puts_some_others_out_names_them_first():
    """C-12, C-14, C-18: three players or more, some of the others put out: who goes out first,
    then who still pays; everyone else out: you win the game (C-20)."""
    ace, ten = parse_cards(["AH", "10S"])
    assert value_option_text(ME, ten, 10, 56, others=[1, 2], all_tokens=[3, 0, 4]) == (
        "10 as plus 10: total 66, reaches 66: Anna is out, Bob loses 1 token.")
    assert value_option_text(ME, ten, 10, 56, others=[1, 2, 3], all_tokens=[3, 4, 0, 2]) == (
        "10 as plus 10: total 66, reaches 66: Bob is out, the others lose 1 token.")
    assert value_option_text(ME, ace, 11, 88, others=[1, 2, 3], all_tokens=[3, 1, 4, 1]) == (
        "ace as 11: total 99, reaches 99: Anna and Carl are out, you win the round, Bob loses 2 tokens.")
    assert value_option_text(ME, ace, 11, 88, others=[1, 2], all_tokens=[3, 1, 0]) == (
        "ace as 11: total 99, reaches 99: Anna and Bob are out, you win the game.")
    assert value_option_text(ME, ten, 10, 56, others=[1, 2], all_tokens=[3, 1, 4]) == (
        "10 as plus 10: total 66, reaches 66: the others lose 1 token.")


def test_the_focus_line_says_who_a_card_puts_out():
    """C-12, C-18, C-20: the arrows' line on a card reaching 33 or 66 says who it puts out, and
    that it wins the game when no one else is left in (no turn effect then: the game is over);
    nobody out: who pays; some out: who goes out, then who still pays."""
    six, ace, jack = parse_cards(["6H", "AH", "JC"])
    assert focus_text(six, 1, 3, 27, 2, ME, 1, [1], [3, 0]) == (
        "6 of hearts: total 33, reaches 33: Anna is out, you win the game, 2 of 3")
    assert focus_text(jack, 0, 3, 23, 2, ME, 1, [1], [3, 0]) == (
        "Jack of clubs: total 33, reaches 33: Anna is out, you win the game, 1 of 3")
    assert focus_text(six, 1, 3, 60, 3, ME, 1, [1, 2], [3, 0, 5]) == (
        "6 of hearts: total 66, reaches 66: Anna is out, Bob loses 1 token, 2 of 3")
    assert focus_text(six, 1, 3, 60, 3, ME, 1, [1, 2], [3, 1, 5]) == (
        "6 of hearts: total 66, reaches 66: the others lose 1 token, 2 of 3")
    assert focus_text(ace, 0, 3, 32, 2, ME, 1, [1], [3, 0]) == (
        "Ace of hearts: total 33: reaches 33: Anna is out, you win the game, or 43: passes 33: you lose 1 token, 1 of 3")


def test_the_focus_line_says_what_passing_costs_and_who_pays_a_reach():
    """C-12..C-15, C-18, C-20: the arrows' line says what a threshold costs as the value choice
    does (found by a tester by ear: "Queen of diamonds: total 38, passes 33, 1 of 3" never said
    the token; "2 of diamonds: total doubles to 78, passes 66, 3 of 3" on 0 tokens put the
    player out unsaid; "3 of diamonds: total 33, reaches 33, 3 of 3" never said who pays): a pass
    costs its player (passing_cost: 99 is 2, and 1 more for 66 passed by the same card), and on
    too few tokens puts them out, then with one other player left, that one wins the game (no
    turn effect then); a reach costs the others, named when one other is in; the turn effects
    are said after it while the round goes on."""
    queen, two, three, jack, four, ace = parse_cards(["QD", "2D", "3D", "JC", "4C", "AH"])
    three_in = ([1, 2], [3, 3, 3])
    assert focus_text(queen, 0, 3, 28, 3, ME, 1, *three_in) == "Queen of diamonds: total 38, passes 33: you lose 1 token, 1 of 3"
    assert focus_text(two, 2, 3, 53, 3, ME, 1, *three_in) == (
        "2 of diamonds: total doubles to 106, passes 66 and 99: you lose 3 tokens, 3 of 3")
    assert focus_text(two, 2, 3, 39, 3, ME, 1, [1, 2], [0, 3, 3]) == (
        "2 of diamonds: total doubles to 78, passes 66: you lose 1 token and are out, 3 of 3")
    assert focus_text(two, 2, 3, 39, 2, ME, 1, [1], [0, 3]) == (
        "2 of diamonds: total doubles to 78, passes 66: you are out, Anna wins the game, 3 of 3")
    assert focus_text(jack, 0, 3, 25, 2, ME, 1, [1], [0, 3]) == (
        "Jack of clubs: total 35, passes 33: you are out, Anna wins the game, 1 of 3")
    assert focus_text(jack, 0, 3, 25, 2, ME, 1, [1], [1, 3]) == (
        "Jack of clubs: total 35, passes 33: you lose 1 token, you play again, 1 of 3")
    assert focus_text(jack, 0, 3, 25, 3, ME, 1, [1, 2], [0, 3, 3]) == (
        "Jack of clubs: total 35, passes 33: you lose 1 token and are out, skips Anna, 1 of 3")
    assert focus_text(three, 2, 3, 30, 3, ME, 1, *three_in) == (
        "3 of diamonds: total 33, reaches 33: the others lose 1 token, 3 of 3")
    assert focus_text(three, 2, 3, 63, 2, ME, 1, [1], [3, 3]) == "3 of diamonds: total 66, reaches 66: Anna loses 1 token, 3 of 3"
    assert focus_text(four, 1, 3, 29, 3, ME, 1, *three_in) == (
        "4 of clubs: total 33, reaches 33: the others lose 1 token, reverses direction, 2 of 3")
    assert focus_text(three, 2, 3, 96, 3, ME, 1, *three_in) == (
        "3 of diamonds: total 99, reaches 99: you win the round, the others lose 2 tokens, 3 of 3")
    assert focus_text(ace, 0, 3, 32, 2, ME, 1, [1], [3, 3]) == (
        "Ace of hearts: total 33: reaches 33: Anna loses 1 token, or 43: passes 33: you lose 1 token, 1 of 3")


def test_the_focus_line_costs_are_said_in_spanish_and_russian():
    """C-12, C-13, C-18, C-20: the focus line's costs in es and ru."""
    from game import i18n
    queen, two, three = parse_cards(["QD", "2D", "3D"])
    said = {}
    try:
        for language in ("es", "ru"):
            i18n.set_language(language)
            said[language] = (focus_text(queen, 0, 3, 28, 3, ME, 1, [1, 2], [3, 3, 3]),
                              focus_text(two, 2, 3, 39, 3, ME, 1, [1, 2], [0, 3, 3]),
                              focus_text(two, 2, 3, 39, 2, ME, 1, [1], [0, 3]),
                              focus_text(three, 2, 3, 30, 3, ME, 1, [1, 2], [3, 3, 3]),
                              focus_text(three, 2, 3, 30, 2, ME, 1, [1], [3, 3]))
    finally:
        i18n.set_language("en")
    assert said == {
        "es": ("Reina de diamantes: total 38, te pasas de 33: pierdes 1 ficha, 1 de 3",
               "2 de diamantes: el total se dobla: 78, te pasas de 66: pierdes 1 ficha y quedas fuera, 3 de 3",
               "2 de diamantes: el total se dobla: 78, te pasas de 66: quedas fuera, Anna gana la partida, 3 de 3",
               "3 de diamantes: total 33, llegas a 33: los demás pierden 1 ficha, 3 de 3",
               "3 de diamantes: total 33, llegas a 33: Anna pierde 1 ficha, 3 de 3"),
        "ru": ("Дама бубен: сумма 38, переход за 33: вы теряете 1 фишку, 1 из 3",
               "Двойка бубен: сумма удваивается: 78, переход за 66: вы теряете 1 фишку и выбываете, 3 из 3",
               "Двойка бубен: сумма удваивается: 78, переход за 66: вы выбываете, Анна выигрывает игру, 3 из 3",
               "Тройка бубен: сумма 33, ровно 33: остальные теряют 1 фишку, 3 из 3",
               "Тройка бубен: сумма 33, ровно 33: Анна теряет 1 фишку, 3 из 3")}


def test_a_play_that_puts_others_out_is_said_in_spanish_and_russian():
    """C-18, C-20: the new sentences in es and ru (names in the player's language)."""
    from game import i18n
    ace, ten = parse_cards(["AH", "10S"])
    said = {}
    try:
        for language in ("es", "ru"):
            i18n.set_language(language)
            said[language] = (value_option_text(ME, ace, 1, 32, others=[1], all_tokens=[3, 0]),
                              value_option_text(ME, ten, 10, 56, others=[1, 2], all_tokens=[3, 0, 4]))
    finally:
        i18n.set_language("en")
    assert said == {
        "es": ("el as vale 1: total 33, llegas a 33: Anna queda fuera, ganas la partida.",
               "el 10 vale más 10: total 66, llegas a 66: Anna queda fuera, Bob pierde 1 ficha."),
        "ru": ("туз как 1: сумма 33, ровно 33: Анна выбывает, вы выигрываете игру.",
               "10 как плюс 10: сумма 66, ровно 66: Анна выбывает, Боб теряет 1 фишку.")}


def test_the_value_choice_at_the_table_says_the_other_player_goes_out(client):
    """C-10, C-12, C-18, C-20: two players, Anna on 0 tokens (tokens are public, S says them):
    the ace's choice opened on 1 at 32 says she goes out and the human wins the game, and Right
    on the 6 of hearts at 27 says the same."""
    table = start(client, players=2, seed=1)
    state = table.session.state
    state.hands[0] = parse_cards("AS 5H 6C".split())
    state.total, state.tokens[1] = 32, 0
    client.clear()
    client.press(pygame.K_1)
    assert client.last == ("Ace of spades. Ace as 1: total 33, reaches 33: Anna is out, you win the game, choice 2 "
                           "of 2. Up gives ace as 11: total 43, passes 33: you lose 1 token. Enter plays, Escape "
                           "cancels.")
    client.press(pygame.K_ESCAPE)
    state.total = 27
    table.focus = 0
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_RIGHT)
    assert client.last == "6 of clubs: total 33, reaches 33: Anna is out, you win the game, 3 of 3"
