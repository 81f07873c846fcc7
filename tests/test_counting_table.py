"""The counting table driven by keys on seeded deals: exact announcements (C-8, C-9, C-12..C-23)."""

import pygame
import pytest

from game.counting.events import CardPlayed, ThresholdPassed, ThresholdReached, TokensLost
from game.counting.scenes import CountingResults, CountingTable, NewCountingGame
from game.counting.text import narrate
from game.engine.cards import parse_cards
from game.counting.menu_entry import ENTRY
from game.scenes.registry import register_game


@pytest.fixture(autouse=True)
def _registered():
    register_game(ENTRY)


def start(client, players=3, seed=7, **saved):
    """Start ``--game counting`` with the computer players at the fastest speed; the seeded
    transcripts below were written for the "simple" level (the default is "strong")."""
    saved.setdefault("level", "simple")
    client.app.settings.set("cpu_delay", 0.3)
    section = client.app.settings.section("counting")
    for key, value in saved.items():
        section[key] = value
    client.start("counting", players=players, seed=seed)
    table = client.app.top
    assert isinstance(table, CountingTable)
    return table


def play_on(client, table, draw=True, limit=3000):
    """The human plays card 1 (Enter for a value), draws when it may; until the table is gone."""
    for _ in range(limit):
        if client.app.top is not table:
            return
        if table.choice is not None:
            client.press(pygame.K_RETURN)
        elif draw and table.state.drawer == 0:
            client.press(pygame.K_SPACE)
        elif table.state.turn == 0 and not table.between_rounds and table.state.hands[0]:
            client.press(pygame.K_1)
        elif table.state.turn == 0 and table.state.drawer == 0:
            client.press(pygame.K_SPACE)
        else:
            client.frames(10)
    raise AssertionError("the game did not end")


def test_command_line_start_keys_c_s_1_space_c(client):
    """C-6 (dealer last seat: you play first), C-22 keys, C-23 wording; seed 7 deals 6 of hearts first."""
    start(client)
    assert client.texts[1:] == [
        "Counting game, 3 players, 9 tokens each. Manual draw: Space draws.",
        "Round 1. Bob deals. You play first.",
        "Your turn. Total 0. Your cards: 6 of hearts, queen of spades, 2 of spades.",
    ]
    client.clear()
    for key in (pygame.K_c, pygame.K_s, pygame.K_1, pygame.K_SPACE, pygame.K_c):
        client.press(key)
    assert client.texts == [
        "Total 0.", "Tokens: you 9, Anna 9, Bob 9.", "You: 6 of hearts. Total 6.",
        "You can still draw: press Space.", "You draw the king of clubs.", "Total 6.",
    ]
    client.clear()
    client.frames(45)
    assert client.texts == ["Anna: 8 of hearts. Total 14.", "Bob: king of spades. Total 24.",
                            "Your turn. Total 24. Your cards: queen of spades, 2 of spades, king of clubs."]
    assert client.app.sound.played.count("your_turn") == 2


def test_threshold_losses_elimination_and_the_end(client):
    """C-13, C-14, C-18, C-20 in one seeded game with 2 tokens each, then the results screen."""
    table = start(client, tokens=2)
    play_on(client, table)
    texts = client.texts
    assert "You: queen of spades. Total 34." in texts
    assert "You passed 33: you lose 1 token. 1 left." in texts
    assert "You: 2 of spades. Total doubles to 92." in texts
    assert "You passed 66: you lose 1 token. 0 left." in texts
    reached = texts.index("Anna reached 99 and wins the round. You owe 2 tokens with none left. "
                          "Bob loses 2 tokens. 0 left.")
    assert texts[reached + 1:reached + 4] == ["You are out. 2 players left.", "Round 1 over: Anna reached 99.",
                                              "Round 2. Anna deals. Bob plays first."]
    assert "Bob reached 33. Anna loses 1 token. 1 left." in texts
    assert "Bob plays again." in texts and "Direction reversed: counter-clockwise." in texts
    assert "Bob: 10 of hearts as minus 10. Total 20." in texts
    assert texts[-4:] == ["Bob passed 66: Bob owes 1 token with none left.", "Bob is out. 1 player left.",
                          "Anna wins the game.",
                          "Game over. Anna wins the game. 2 rounds played. You: out. Anna: 1 token left. "
                          "Bob: out. Play again, 1 of 2"]
    assert isinstance(client.app.top, CountingResults)
    assert client.app.sound.played.count("refused") == 0
    client.press(pygame.K_RETURN)  # Play again
    assert isinstance(client.app.top, CountingTable) and client.app.top is not table


def test_forgotten_draw_leaves_the_hand_short(client):
    """C-8: the chance to draw ends when the next card is played."""
    start(client)
    client.press(pygame.K_1)
    client.clear()
    client.frames(45)
    assert client.texts == ["Too late to draw: your hand stays short.", "Anna: 8 of hearts. Total 14.",
                            "Bob: king of spades. Total 24.",
                            "Your turn. Total 24. Your cards: queen of spades, 2 of spades."]
    client.clear()
    client.press(pygame.K_SPACE)
    assert client.texts == ["Nothing to draw now: you draw after playing a card."]


def test_reshuffle_is_announced(client):
    """C-9: 8 players, one pack, 5 cards each leave a stock of 12."""
    table = start(client, players=8, seed=3, hand_size=5, packs=1)
    play_on(client, table)
    texts = client.texts
    at = texts.index("Stock empty: the pile is shuffled into a new stock of 12 cards.")
    assert texts[at - 1] == "Carl: king of hearts. Total 86."
    assert ("Anna reached 66. You lose 1 token. 3 left. Bob loses 1 token. 3 left. Carl loses 1 token. "
            "3 left. Dora loses 1 token. 5 left. Emil loses 1 token. 4 left. Fay loses 1 token. 3 left. "
            "Gus loses 1 token. 3 left.") in texts


def test_refusals_say_why(client):
    """C-8, C-22: keys that do nothing now say why, with the refused cue."""
    start(client)
    client.press(pygame.K_5)
    assert client.last == "You have only 3 cards."
    client.press(pygame.K_SPACE)
    assert client.last == "Nothing to draw now: you draw after playing a card."
    client.press(pygame.K_UP)
    assert client.last == "Up and Down choose a value after you pick an ace or a 10."
    client.press(pygame.K_1)
    client.press(pygame.K_SPACE)
    client.press(pygame.K_SPACE)
    assert client.last == "You have already drawn."
    client.press(pygame.K_1)
    assert client.last == "Not your turn. Anna plays next."
    assert client.app.sound.played.count("refused") == 5


def test_focus_and_hand_and_turn(client):
    """C-22: Left/Right speak the card and its slot; H reads the hand; T whose turn and direction."""
    start(client)
    client.clear()
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_LEFT)
    client.press(pygame.K_h)
    client.press(pygame.K_t)
    assert client.texts == ["Queen of spades, 2 of 3", "2 of spades, 3 of 3", "6 of hearts, 1 of 3",
                            "2 of spades, 3 of 3", "Your cards: 6 of hearts, queen of spades, 2 of spades.",
                            "Your turn. Play goes clockwise."]
    client.press(pygame.K_RETURN)
    assert client.texts[-2] == "You: 2 of spades. Total doubles to 0."


def test_ace_value_choice(client):
    """C-10, C-22: an ace asks 1 or 11, each said with the total it gives; Escape cancels."""
    start(client, seed=17)
    client.clear()
    client.press(pygame.K_1)
    assert client.last == "Ace of spades. 1: total 1. Up or Down changes, Enter plays, Escape cancels."
    client.press(pygame.K_DOWN)
    assert client.last == "11: total 11"
    client.press(pygame.K_2)
    assert client.last == "Choose the value first: Up or Down, then Enter, or Escape to cancel."
    client.press(pygame.K_ESCAPE)
    assert client.last == "Value choice cancelled."
    client.press(pygame.K_RETURN)
    client.press(pygame.K_UP)
    assert client.last == "11: total 11"
    client.press(pygame.K_RETURN)
    assert "You: ace of spades as 11. Total 11." in client.texts


def test_ten_is_only_plus_ten_below_ten(client):
    """C-11: on a total of 0 a 10 just adds 10 (no choice)."""
    start(client, seed=19)
    client.clear()
    client.press(pygame.K_1)
    assert client.texts[0] == "You: 10 of spades. Total 10."


def test_pause_menu_stops_the_computer_players(client):
    """Escape opens the pause menu; the table's timers wait; Resume returns."""
    start(client)
    client.press(pygame.K_1)
    client.clear()
    client.press(pygame.K_ESCAPE)
    assert client.last == "Paused. Resume, 1 of 4"
    client.frames(120)
    assert client.texts == ["Paused. Resume, 1 of 4"]
    client.press(pygame.K_RETURN)
    assert client.last == "Round 1. Total 6. Anna's turn."
    client.frames(30)
    assert "Anna: 8 of hearts. Total 14." in client.texts


def test_f1_lists_the_keys(client):
    """C-22: the help comes from the key table."""
    table = start(client)
    lines = table.help_lines()
    assert "1 to 9: play the card in that place of your hand." in lines
    assert "Space: draw a card (manual draw)." in lines
    assert "C: say the pile total." in lines
    assert "S: say every player's tokens." in lines


def test_new_game_screen_remembers_and_starts(client):
    """The new-game choices are saved in the "counting" section and used by Start."""
    client.start()
    client.press(pygame.K_RETURN)
    assert isinstance(client.app.top, NewCountingGame)
    assert client.last == "New counting game. Players: 3, you and 2 computer players, 1 of 10"
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_DOWN)
    client.press(pygame.K_LEFT)
    assert client.app.settings.section("counting")["players"] == 4
    assert client.app.settings.section("counting")["tokens"] == 8
    client.press(pygame.K_s)  # jump to "Start"
    client.press(pygame.K_RETURN)
    table = client.app.top
    assert isinstance(table, CountingTable)
    assert table.state.players == 4 and table.state.tokens == [8, 8, 8, 8]
    assert table.state.turn == 0


def test_computer_level_strong_by_default_then_simple(client):
    """The new-game screen offers the computer levels in words, "strong" first and by default."""
    client.start()
    client.press(pygame.K_RETURN)
    for _ in range(5):
        client.press(pygame.K_DOWN)
    assert client.last == "Computer level: strong, 6 of 10"
    client.press(pygame.K_RIGHT)
    assert client.last == "Computer level: simple"
    assert client.app.settings.section("counting")["level"] == "simple"
    client.press(pygame.K_LEFT)
    client.press(pygame.K_s)  # jump to "Start"
    client.press(pygame.K_RETURN)
    assert client.app.top.setup.level == "strong"


def test_reduced_motion_has_no_animation(client):
    client.app.settings.set("reduced_motion", True)
    table = start(client)
    client.press(pygame.K_1)
    assert not table.anims.active


def test_animation_is_short(client):
    table = start(client)
    client.press(pygame.K_1)
    assert table.anims.active
    client.frames(16)  # 17 frames, 283 ms: before Anna plays at 300 ms
    assert not table.anims.active


def test_narrate_wording():
    """C-23 wording for a 2 that passes 66 and 99, and for another player reaching 66."""
    two = parse_cards(["2H"])[0]
    events = [CardPlayed(0, two, None, "double", 53, 106), ThresholdPassed(0, (66, 99)),
              TokensLost(0, 3, "passed 99", 4, 0, 3, (66, 99))]
    assert [m.text for m in narrate(events, [])] == [
        "You: 2 of hearts. Total doubles to 106.", "You passed 66 and 99: you lose 3 tokens. 4 left."]
    events = [ThresholdReached(2, 66), TokensLost(0, 1, "reached 66", 5, 2, 1, (66,)),
              TokensLost(1, 1, "reached 66", 3, 2, 1, (66,))]
    assert narrate(events, [])[0].text == "Bob reached 66. You lose 1 token. 5 left. Anna loses 1 token. 3 left."


def test_round_pause_then_enter_deals_the_next_round(client):
    """C-14, C-21: the round's end is said, the next deal waits for the pause or Enter."""
    table = start(client)
    for _ in range(400):
        if table.between_rounds:
            break
        if table.state.drawer == 0:
            client.press(pygame.K_SPACE)
        elif table.state.turn == 0:
            client.press(pygame.K_1)
        else:
            client.frames(5)
    assert table.between_rounds
    assert client.texts[-2:] == ["Anna reached 99 and wins the round. You lose 2 tokens. 5 left. "
                                 "Bob loses 2 tokens. 7 left.", "Round 1 over: Anna reached 99."]
    client.press(pygame.K_1)
    assert client.last == "Round over. Press Enter to deal the next round."
    client.clear()
    client.press(pygame.K_RETURN)
    assert client.texts == ["Round 2. Anna deals. Bob plays first."]
    assert not table.between_rounds


def test_draw_reminder_comes_after_the_cards_effect(client):
    """C-8, C-17: "Direction reversed" before "You can still draw"; the reminder can be switched off."""
    from game.counting.events import DirectionReversed, DrawAvailable, TurnStarted
    four = parse_cards(["4D"])[0]
    events = [CardPlayed(0, four, 4, "add", 44, 48), DrawAvailable(0), DirectionReversed(1), TurnStarted(1, 48)]
    assert [m.text for m in narrate(events, [])] == [
        "You: 4 of diamonds. Total 48.", "Direction reversed: clockwise.", "You can still draw: press Space."]
    assert [m.text for m in narrate(events, [], draw_reminder=False)] == [
        "You: 4 of diamonds. Total 48.", "Direction reversed: clockwise."]


@pytest.mark.parametrize("size", [(1280, 720), (800, 500), (1920, 1080)])
def test_table_draws_at_any_size_in_high_contrast(client, size):
    """The table, a value choice and running animations draw at several sizes."""
    client.app.settings.set("high_contrast", True)
    client.app.apply_display_settings()
    table = start(client, players=8, seed=17)
    client.app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    client.press(pygame.K_3, frames=3)  # the ace of hearts: a value choice
    assert table.status_line() == "Ace of hearts: 1: total 1 (Up/Down, Enter, Esc)"
    client.press(pygame.K_RETURN)
    assert table.anims.active and client.app.layout.size == size
    client.frames(5)
    assert client.app.draws > 3
