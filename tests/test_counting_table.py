"""The counting table driven by keys on seeded deals: exact announcements of whole turns and rounds,
the value choice, refusals, pause and help, the new-game screen, the pause between rounds, being out
and watching, the results, and the table drawn at any size (C-6..C-23). The draw window, the wording
of single events and the keys have their own files (test_counting_table_draw.py, _speech.py, _keys.py)."""

import pygame
import pytest

from game.card_names import card_name
from game.counting import CountingOptions, CountingState
from game.counting.menu_entry import ENTRY
from game.counting.scenes import CountingResults, CountingTable, NewCountingGame
from game.counting.scenes.table import default_setup, remembered_setup
from game.engine.cards import parse_cards
from game.scenes.registry import register_game
from timed_speech import app_timed_speech


@pytest.fixture(autouse=True)
def _registered():
    register_game(ENTRY)


def start(client, players=3, seed=7, **saved):
    """Start ``--game counting`` with the computer players at the fastest speed; the seeded
    transcripts below were written for the "simple" level (the default is "hard")."""
    saved.setdefault("level", "simple")
    client.app.settings.set("cpu_delay", 0.3)
    section = client.app.settings.section("counting")
    for key, value in saved.items():
        section[key] = value
    client.start()  # the main menu, then the table as the new-game screen makes it (remembered options)
    client.push(CountingTable(client.app, remembered_setup(client.app, players), seed))
    table = client.app.top
    assert isinstance(table, CountingTable)
    return table


def play_on(client, table, draw=True, limit=3000):
    """The human plays card 1 (Enter for a value), draws when it may, Enter after a round it is
    still in; until the table is gone."""
    for _ in range(limit):
        if client.app.top is not table:
            return
        if table.choice is not None or (table.between_rounds and not table.watching()):
            client.press(pygame.K_RETURN)
        elif draw and table.session.state.drawer == 0:
            client.press(pygame.K_SPACE)
        elif table.session.state.turn == 0 and not table.between_rounds and table.session.state.hands[0]:
            client.press(pygame.K_1)
        elif table.session.state.turn == 0 and table.session.state.drawer == 0:
            client.press(pygame.K_SPACE)
        else:
            client.frames(10)
    raise AssertionError("the game did not end")


def test_command_line_start_keys_c_s_1_space_c(client):
    """C-6 (dealer last seat: you play first), C-22 keys, C-23 wording; seed 7 deals 6 of hearts first."""
    start(client)
    assert client.texts[1:] == [
        "Counting game, 3 players, 9 tokens each, 3 cards in hand. Manual draw: Space draws, 5 seconds to draw.",
        "Round 1. Bob deals. You play first.",
        "Your turn. Total 0. Your cards: 6 of hearts, queen of spades, 2 of spades. Enter plays the 6 of hearts.",
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
                            "Your turn. Total 24. Your cards: queen of spades, 2 of spades, king of clubs. "
                            "Enter plays the queen of spades."]
    assert client.app.sound.played.count("your_turn") == 2


def test_the_opening_says_when_two_packs_are_used(client):
    """C-2: two packs (104 cards) for 6 or more players, or by the Packs option: the opening says
    so in a sentence of its own (found by ear: the stock showed 80 and nothing said why)."""
    start(client, players=8)
    assert client.texts[1] == ("Counting game, 8 players, 9 tokens each, 3 cards in hand. 2 packs: 104 cards. "
                               "Manual draw: Space draws, 5 seconds to draw.")
    client.clear()
    start(client, players=3, packs=2)
    assert client.texts[1].startswith("Counting game, 3 players, 9 tokens each, 3 cards in hand. 2 packs: 104 cards. ")
    client.clear()
    start(client, players=8, packs=1)
    assert "packs" not in client.texts[1]


def test_short_turn_prompt_leaves_the_hand_out(client):
    """The "Short turn prompt" option (C-23): the turn line names the total and the card Enter
    plays, not the whole hand, except at the first turn of each round, whose hand is new (C-5;
    found by ear: round 2's hand was never said); H still says the cards."""
    client.app.settings.set("short_turn_prompt", True)
    table = start(client)
    assert client.texts[-1] == ("Your turn. Total 0. Your cards: 6 of hearts, queen of spades, 2 of spades. "
                                "Enter plays the 6 of hearts.")
    client.clear()
    client.press(pygame.K_h)
    assert client.texts == ["Your cards: 6 of hearts, queen of spades, 2 of spades."]
    client.press(pygame.K_1)
    client.press(pygame.K_SPACE)
    client.clear()
    client.frames(45)
    assert client.texts == ["Anna: 8 of hearts. Total 14.", "Bob: king of spades. Total 24.",
                            "Your turn. Total 24. Enter plays the queen of spades."]
    for _ in range(3000):  # on to round 2, playing card 1 and drawing
        state = table.session.state
        if state.round == 2 and not table.between_rounds:
            break
        if table.choice is not None or table.between_rounds:
            client.press(pygame.K_RETURN)
        elif state.drawer == 0:
            client.press(pygame.K_SPACE)
        elif state.turn == 0 and state.hands[0]:
            client.press(pygame.K_1)
        else:
            client.frames(10)
    client.clear()
    while table.session.state.turn != 0 or not any(line.startswith("Your turn.") for line in client.texts):
        client.frames(10)
    hand = ", ".join(card_name(card) for card in table.session.state.hands[0])
    turn = [line for line in client.texts if line.startswith("Your turn.")]
    assert turn == [f"Your turn. Total {table.session.state.total}. Your cards: {hand}. "
                    f"Enter plays the {card_name(table.session.state.hands[0][0], 'accusative')}."]


def test_threshold_losses_elimination_and_the_end(client):
    """C-13, C-14, C-18, C-20 in one seeded game with 2 tokens each, then the results screen."""
    table = start(client, tokens=2)
    play_on(client, table)
    texts = client.texts
    assert "You: queen of spades. Total 34." in texts
    assert "You passed 33: you lose 1 token. 1 left." in texts
    assert "You: 2 of spades. Total doubles to 92." in texts
    assert "You passed 66: you lose 1 token. 0 left." in texts
    reached = texts.index("Anna reached 99 and wins the round: everyone else loses 2 tokens. You owe 2 tokens and "
                          "have 0. You are out. 2 players left.")  # C-14, C-18, C-23: Bob's 0 in the round's end
    assert texts[reached + 1:reached + 4] == ["Round 1 over. Tokens: you out, Anna 2, Bob 0. "
                                              "Next round in a moment.",
                                              "You are out: you are watching. Enter plays the rest out at once and "
                                              "shows the results; Escape opens the pause menu.",
                                              "Round 2. Anna deals. Bob plays first."]
    assert "Bob reached 33: Anna loses 1 token. 1 left." in texts  # two players left: the payer named
    assert "Bob plays again." in texts and "A 4 with two players: the turns do not change." in texts  # C-17
    assert "Bob: 10 of hearts as minus 10. Total 20." in texts
    assert texts[-2:] == ["Bob passed 66: owes 1 token, has 0 and is out. 1 player left.",
                          "Game over. Anna wins the game. 2 rounds played. 1st: Anna, 1 token left. "
                          "2nd: Bob, out in round 2. 3rd: you, out in round 1. Up reads the results line by line. "
                          "Play again, 6 of 7"]
    assert isinstance(client.app.top, CountingResults)
    # C-13, C-22: the 2 of spades costs a token while a card in hand costs nothing: warned once,
    # played by the same key again (the warning's refused cue is the only one)
    assert [t for t in texts if "again to play" in t] == [
        "The 2 of spades takes the total to 92, past 66: you lose 1 token. Press 1 again to play it."]
    assert client.app.sound.played.count("refused") == 1
    client.press(pygame.K_RETURN)  # pressed with the key that showed the results: chooses nothing
    assert isinstance(client.app.top, CountingResults) and client.texts[-1].endswith("Play again, 6 of 7")
    client.frames(65)  # a second later Enter chooses
    client.clear()
    for _ in range(3):  # the results are read line by line, like any menu
        client.press(pygame.K_UP)
    client.press(pygame.K_RETURN)  # a result line is only said again
    client.press(pygame.K_END)
    client.press(pygame.K_UP)
    assert client.texts == ["3rd: you, out in round 1, 5 of 7", "2nd: Bob, out in round 2, 4 of 7",
                            "1st: Anna, 1 token left, 3 of 7", "1st: Anna, 1 token left, 3 of 7",
                            "Main menu, 7 of 7", "Play again, 6 of 7"]
    client.press(pygame.K_RETURN)  # Play again
    assert isinstance(client.app.top, CountingTable) and client.app.top is not table


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
    """C-22: Left/Right speak the card and its slot, stopping at the ends of the hand (the edge
    names the card kept: a held Right's last move may be cut, as a menu's "Bottom. ..."); H reads the
    hand; T whose turn and direction."""
    start(client)
    client.clear()
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_LEFT)
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_h)
    client.press(pygame.K_t)
    assert client.texts == ["Queen of spades: total 10, 2 of 3", "2 of spades: total stays 0, 3 of 3",
                            "End of hand. 2 of spades: total stays 0, 3 of 3",
                            "Queen of spades: total 10, 2 of 3", "2 of spades: total stays 0, 3 of 3",
                            "Your cards: 6 of hearts, queen of spades, 2 of spades.",
                            "Your turn. Play goes clockwise: you, Anna and Bob."]
    client.clear()
    client.hold(pygame.K_RIGHT, 4)
    assert client.texts == ["End of hand. 2 of spades: total stays 0, 3 of 3"]  # once while held, naming the card kept
    client.press(pygame.K_HOME)
    client.press(pygame.K_LEFT)
    assert client.texts[-2:] == ["6 of hearts: total 6, 1 of 3", "Start of hand. 6 of hearts: total 6, 1 of 3"]
    client.clear()
    client.hold(pygame.K_RIGHT, 5)  # from the first card: two moves, then the end with the card kept
    assert client.texts == ["Queen of spades: total 10, 2 of 3", "2 of spades: total stays 0, 3 of 3",
                            "End of hand. 2 of spades: total stays 0, 3 of 3"]
    assert client.app.sound.played[-1] == "refused"
    client.press(pygame.K_END)
    client.press(pygame.K_RETURN)
    assert client.texts[-2] == "You: 2 of spades. Total stays 0."


def test_a_held_value_key_acts_once(client):
    """C-10, C-22: Up held on an ace's choice moves to 11 and says so once: its auto-repeat at
    the end says nothing (the option is not cut); pressed again after release, the end with the
    option kept, at each press."""
    start(client, seed=17)
    client.press(pygame.K_1)
    client.clear()
    client.hold(pygame.K_UP, 8)
    assert client.texts == ["Ace as 11: total 11, choice 1 of 2."]
    client.press(pygame.K_UP)
    client.press(pygame.K_UP)
    assert client.texts[-2:] == ["Top. Ace as 11: total 11, choice 1 of 2."] * 2


def test_ace_value_choice(client):
    """C-10, C-22: an ace asks 1 or 11, each said with the total it gives; Up/+ is 11, Down/- is 1,
    at an end a menu's "Top." / "Bottom." (Up reaches the top: 11 is choice 1); Escape cancels."""
    start(client, seed=17)
    client.clear()
    client.press(pygame.K_1)
    assert client.last == ("Ace of spades. Ace as 1: total 1, choice 2 of 2. Up gives ace as 11: total 11. Enter plays, "
                           "Escape cancels.")
    client.press(pygame.K_DOWN)
    assert client.last == "Bottom. Ace as 1: total 1, choice 2 of 2."
    client.press(pygame.K_UP)
    assert client.last == "Ace as 11: total 11, choice 1 of 2."
    client.press(pygame.K_KP_PLUS)
    assert client.last == "Top. Ace as 11: total 11, choice 1 of 2."
    client.press(pygame.K_MINUS)
    assert client.last == "Ace as 1: total 1, choice 2 of 2."
    client.press(pygame.K_PLUS)
    assert client.last == "Ace as 11: total 11, choice 1 of 2."
    assert client.app.sound.played.count("refused") == 2
    client.press(pygame.K_2)
    assert client.last == "Choose the value first: Up or Down, then Enter, or Escape to cancel."
    client.press(pygame.K_ESCAPE)
    assert client.last == "Value choice cancelled. Total 0. Focus: ace of spades."
    client.press(pygame.K_RETURN)
    client.press(pygame.K_UP)
    assert client.last == "Ace as 11: total 11, choice 1 of 2."
    client.press(pygame.K_RETURN)
    assert "You: ace of spades as 11. Total 11." in client.texts


def test_ten_is_only_plus_ten_below_ten(client):
    """C-11: on a total of 0 a 10 just adds 10 (no choice)."""
    start(client, seed=19)
    client.clear()
    client.press(pygame.K_1)
    assert client.texts[0] == "You: 10 of spades as plus 10, since the total was under 10. Total 10."


def test_pause_menu_stops_the_computer_players(client):
    """Escape opens the pause menu; the table's timers wait; Resume returns."""
    start(client)
    client.press(pygame.K_1)
    client.clear()
    client.press(pygame.K_ESCAPE)
    assert client.last == "Paused. Resume, 1 of 5"
    client.frames(120)
    assert client.texts == ["Paused. Resume, 1 of 5"]
    client.press(pygame.K_RETURN)
    assert client.last == "Round 1. Total 6. Anna is waiting for your draw: press Space."  # the draw is open
    client.frames(300)
    assert client.texts[-3:] == ["2 seconds left to draw: press Space.", "Anna: 8 of hearts. Total 14.",
                                 "Too late to draw: you play the rest of this round with 2 cards."]


def test_back_from_the_pause_menu_a_line_held_that_says_where_the_game_stands_is_said_once(client):
    """C-23 (found by a tester by ear online: the round ended under the table menu, and "Round 1
    over: ... Enter: next round." was said twice on coming back, the held line and the situation
    line): a line of the table held under the menu that says just what Resume would say is
    said once, and nothing after it."""
    table = start(client)
    client.press(pygame.K_ESCAPE)
    assert client.last == "Paused. Resume, 1 of 5"
    situation = table.resume_words()()
    table.say(situation, kind="event")  # (held under the menu, as an online table's moves are)
    client.clear()
    client.press(pygame.K_RETURN)
    client.frames(30)
    assert client.texts == [situation]


def test_f1_lists_the_keys(client):
    """C-22: the help comes from the key table; the digits match the hand size."""
    table = start(client)
    lines = table.help_lines()
    assert "1 to 3: play the card in that place of your hand." in lines
    assert "Space: draw a card (manual draw)." in lines
    assert "C: say the pile total." in lines
    assert "S: say every player's tokens." in lines
    assert "P: say the pile's top card and the stock." in lines
    assert "N: say how many cards each player holds." in lines
    assert "R: say the round and the dealer." in lines
    assert "Up or Plus or Equals or Keypad plus: the higher value of an ace or a 10 (11, or plus 10)." in lines
    assert table.status_line() == "YOUR TURN: 1 to 3 or Enter plays"
    assert start(client, hand_size=5).help_lines()[0] == "1 to 5: play the card in that place of your hand."


def test_pile_cards_and_round_keys(client):
    """C-22: P, N and R answer what the screen shows."""
    start(client)
    client.clear()
    for key in (pygame.K_p, pygame.K_n, pygame.K_r, pygame.K_1, pygame.K_p, pygame.K_n):
        client.press(key)
    assert client.texts == ["Pile: empty. Stock 43 cards.", "Cards: you 3, Anna 3, Bob 3.", "Round 1. Bob deals.",
                            "You: 6 of hearts. Total 6.", "You can still draw: press Space.",
                            "Pile: 6 of hearts. Stock 43 cards.", "Cards: you 2, Anna 3, Bob 3."]


def test_new_game_screen_remembers_and_starts(client):
    """The new-game choices are saved in the "counting" section and used by Start."""
    client.start()
    client.press(pygame.K_RETURN)
    assert isinstance(client.app.top, NewCountingGame)
    assert client.last == "New counting game. Players: 3, you and 2 computer players, 1 of 11"
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_DOWN)
    client.press(pygame.K_LEFT)
    assert client.app.settings.section("counting")["players"] == 4
    assert client.app.settings.section("counting")["tokens"] == 8
    client.press(pygame.K_s)  # jump to "Start"
    client.press(pygame.K_RETURN)
    table = client.app.top
    assert isinstance(table, CountingTable)
    assert table.session.state.players == 4 and table.session.state.tokens == [8, 8, 8, 8]
    assert table.session.state.turn == 0


def test_computer_level_hard_by_default_then_strong(client):
    """The new-game screen offers the computer levels in words, easiest first, "hard" by default."""
    client.start()
    client.press(pygame.K_RETURN)
    for _ in range(7):
        client.press(pygame.K_DOWN)
    hint = ("Random plays any card; simple avoids losing tokens; strong also looks at the next player; "
            "hard plays out many possible deals before each card.")
    assert client.last == f"Computer level: hard, 8 of 11. {hint}"
    client.press(pygame.K_RIGHT)
    assert client.last == "Computer level: hard, last choice."
    client.press(pygame.K_LEFT)
    assert client.last == "Computer level: strong, choice 3 of 4"  # the hint is said on focus only
    assert client.app.settings.section("counting")["level"] == "strong"
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_s)  # jump to "Start"
    client.press(pygame.K_RETURN)
    assert client.app.top.setup.level == "hard"


def test_new_game_screen_items_and_hints(client):
    """Every item in order with its hint; Right means more or on; the manual-draw items hide in
    automatic draw; "Computer delay" in seconds."""
    client.start()
    client.press(pygame.K_RETURN)
    client.clear()
    for _ in range(10):
        client.press(pygame.K_DOWN)
    assert client.texts == [
        "Starting tokens: 9, 2 of 11", "Hand size: 3, 3 of 11", "Draw: manual, Space draws, 4 of 11",
        "Time to draw: 5 seconds, 5 of 11. After your card, the next player waits for your draw: 3, 5 or 10 "
        "seconds, or until you draw.",
        "Draw reminder: on, 6 of 11. Says when you can still draw.",
        "Packs: automatic, 7 of 11. Automatic uses 2 packs for 6 or more players.",
        "Computer level: hard, 8 of 11. Random plays any card; simple avoids losing tokens; strong also "
        "looks at the next player; hard plays out many possible deals before each card.",
        "Computer delay: 1.5 seconds, 9 of 11", "Start, 10 of 11", "Back, 11 of 11"]
    client.press(pygame.K_HOME)
    for _ in range(4):
        client.press(pygame.K_DOWN)
    client.clear()
    for key in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_LEFT):
        client.press(key)
    assert client.texts == ["Time to draw: 10 seconds, choice 3 of 4", "Time to draw: until you draw, choice 4 of 4",
                            "Time to draw: until you draw, last choice.", "Time to draw: 10 seconds, choice 3 of 4"]
    assert client.app.settings.section("counting")["draw_time"] == 10.0
    client.press(pygame.K_DOWN)
    client.press(pygame.K_LEFT)
    assert client.last == "Draw reminder: off, choice 1 of 2"
    client.press(pygame.K_UP)
    client.press(pygame.K_UP)
    client.press(pygame.K_RIGHT)
    assert client.last == ("Draw: automatic, choice 2 of 2. Time to draw and Draw reminder are left out: they are for manual "
                           "draw only.")
    client.press(pygame.K_DOWN)
    assert client.last == "Packs: automatic, 5 of 9. Automatic uses 2 packs for 6 or more players."
    client.press(pygame.K_UP)
    client.press(pygame.K_LEFT)
    assert client.last == "Draw: manual, Space draws, choice 1 of 2. Time to draw and Draw reminder are back after this item."
    client.press(pygame.K_DOWN)
    assert client.last == ("Time to draw: 10 seconds, 5 of 11. After your card, the next player waits for your "
                           "draw: 3, 5 or 10 seconds, or until you draw.")
    client.press(pygame.K_UP)
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_s)
    client.press(pygame.K_RETURN)
    setup = client.app.top.setup
    assert (setup.options.draw, setup.draw_time, setup.draw_reminder) == ("auto", 10.0, False)


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


def test_round_pause_then_enter_deals_the_next_round(client):
    """C-14, C-21: the round's end is said, the next deal waits for the pause or Enter."""
    table = start(client)
    for _ in range(400):
        if table.between_rounds:
            break
        if table.session.state.drawer == 0:
            client.press(pygame.K_SPACE)
        elif table.session.state.turn == 0:
            client.press(pygame.K_1)
        else:
            client.frames(5)
    assert table.between_rounds
    assert client.texts[-3:] == ["Anna: 7 of clubs. Total 99.",
                                 "Anna reached 99 and wins the round: everyone else loses 2 tokens.",
                                 "Round 1 over. Tokens: you 5, Anna 9, Bob 7. Enter: next round."]  # C-23
    # the screen and the keys still show the ended round
    assert table.status_line() == "Round 1 over: Anna reached 99. Enter: next round."  # the seats show tokens
    view = table.shown_view()
    assert (view.total, view.pile_top.name, view.round, view.turn, view.dealer) == (99, "7 of clubs", 1, None, 2)
    assert table.session.state.round == 2 and table.session.state.total == 0
    client.clear()
    client.app.sound.played.clear()
    for key in (pygame.K_1, pygame.K_SPACE, pygame.K_x, pygame.K_UP, pygame.K_t, pygame.K_c, pygame.K_p,
                pygame.K_r, pygame.K_LSHIFT):
        client.press(key)
    pause = "Round 1 is over. Press Enter for the next round."
    # said once; the same line again at each key would be noise: the refused cue only (Space, X,
    # Up); T, whose turn, answers as usual, as C, P and R do
    assert client.texts == [pause, pause, "Total 99.", "Pile: 7 of clubs. Stock 36 cards.", "Round 1. Bob deals."]
    assert client.app.sound.played.count("refused") == 4
    client.frames(60 * 20)  # C-21: while the human is still in, the next round waits for Enter
    assert table.between_rounds and client.texts[-1] == "Round 1. Bob deals."
    client.press(pygame.K_ESCAPE)
    client.press(pygame.K_RETURN)  # Resume: the table says where it is
    assert client.last == "Round 1 over: Anna reached 99. Tokens: you 5, Anna 9, Bob 7. Enter: next round."
    client.clear()
    client.press(pygame.K_RETURN)
    assert client.texts == ["Round 2. Anna deals. Bob plays first."]
    assert not table.between_rounds
    assert table.shown_view().total == 0


@pytest.mark.parametrize("size", [(1280, 720), (800, 500), (1920, 1080)])
def test_table_draws_at_any_size_in_high_contrast(client, size):
    """The table, a value choice and running animations draw at several sizes."""
    client.app.settings.set("high_contrast", True)
    client.app.apply_display_settings()
    table = start(client, players=8, seed=17)
    client.app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    client.press(pygame.K_3, frames=3)  # the ace of hearts: a value choice
    assert table.status_line() == "Ace as 1: total 1 (Up/Down, Enter, Esc)"
    client.press(pygame.K_RETURN)
    assert table.anims.active and client.app.layout.size == size
    client.frames(5)
    assert client.app.draws > 3


def test_rules_text_lists_the_new_keys():
    """C-22: the rules' keys section names P, N, R and the time to draw."""
    from game.paths import rules_text_path
    keys = rules_text_path("counting").read_text(encoding="utf-8").split("## Keys at the table")[1]
    assert ("- P: the pile's top card and the cards left in the stock. N: how many cards each player holds. "
            "R: the round and the dealer.") in keys
    assert "3, 5 or 10 seconds, or until you draw" in keys


def eight_at(client, text_size, size, hand_size):
    """A table of 8 (seed 3, ``hand_size`` cards) at ``text_size`` with high contrast, in a window
    of ``size`` pixels; returns the table."""
    client.app.settings.set("text_size", text_size)
    client.app.settings.set("high_contrast", True)
    client.app.apply_display_settings()
    table = start(client, players=8, seed=3, hand_size=hand_size)
    client.app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    client.frames(1)
    return table


@pytest.mark.parametrize("text_size", ["small", "medium", "large", "huge"])
@pytest.mark.parametrize("size", [(1280, 800), (800, 500), (1920, 1080)])
def test_table_texts_never_overlap(client, text_size, size):
    """At every text size and window size: slot numbers clear of the stock label, the status line
    clear of the hand and its focus marker, the seat texts inside their panels (8 players, 5 cards)."""
    from game.counting.scenes.table_view import draw_table
    table = eight_at(client, text_size, size, hand_size=5)
    layout = client.app.layout
    placed = draw_table(client.app.screen, layout, client.app.fonts, client.app.theme, table.shown_view(),
                        focus=0, status=table.status_line(), anims=table.anims)
    assert not placed["numbers"].colliderect(placed["labels"])
    assert not placed["status"].colliderect(placed["hand"])
    assert placed["seat_text"].bottom <= placed["seats"].bottom
    assert placed["labels"].top > placed["seats"].bottom
    assert placed["status"].bottom <= layout.content.bottom
    assert placed["status"].right <= layout.content.right
    assert placed["hand"].right <= layout.content.right and placed["labels"].left >= layout.content.left


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_a_long_status_line_at_huge_text_is_drawn_in_two_lines_at_that_size(client, size):
    """A value choice's status line (C-10) too long for one line at Huge text is drawn in two at
    the Huge size, clear of the hand, not shrunk (found by a tester by ear: "Ace as 1: total 99,
    reaches 99: you win the round, the others lose 2 tokens (Up/Down, Enter, Esc)" drawn much
    smaller than Huge at 1280 by 800)."""
    from game.counting.scenes.table_view import draw_table
    from game.ui.placement import Placements
    table = eight_at(client, "huge", size, hand_size=3)
    layout, fonts = client.app.layout, client.app.fonts
    status = ("Ace as 1: total 99, reaches 99: you win the round, the others lose 2 tokens "
              "(Up/Down, Enter, Esc)")
    names = Placements()
    placed = draw_table(client.app.screen, layout, fonts, client.app.theme, table.shown_view(),
                        focus=0, status=status, anims=table.anims, names=names)
    lines = [words for _rect, words in names.texts("status")]
    assert " ".join(lines) == status and len(lines) == 2, lines
    assert all(fonts.size(line, layout.text_px(24), True)[0] <= layout.content.width for line in lines)
    tall = fonts.render(lines[0], layout.text_px(24), (0, 0, 0), bold=True).get_height()
    assert [rect.height for rect, _words in names.texts("status")] == [tall, tall]
    assert not placed["status"].colliderect(placed["hand"])
    assert placed["status"].bottom <= layout.content.bottom


@pytest.mark.parametrize("size", [(1280, 800), (800, 500)])
def test_larger_text_never_shrinks_the_cards(client, size):
    """Large and huge text keep the cards at least as tall as with medium text (8 players, 5
    cards): the stock and the pile move beside the hand, the total onto one line."""
    from game.counting.scenes.table_view import draw_table
    heights = {}
    for text_size in ("medium", "large", "huge"):
        client.app.settings.set("text_size", text_size)
        client.app.apply_display_settings()
        table = start(client, players=8, seed=3, hand_size=5)
        client.app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
        client.frames(1)
        placed = draw_table(client.app.screen, client.app.layout, client.app.fonts, client.app.theme,
                            table.shown_view(), focus=0, status=table.status_line(), anims=table.anims)
        heights[text_size] = (placed["stock"].height, placed["pile"].height)
        client.press(pygame.K_ESCAPE)
        client.app.pop_to(client.app.scenes[0])
    medium = {(1280, 800): 150, (800, 500): 94}[size]
    large, huge = {(1280, 800): (180, 177), (800, 500): (112, 112)}[size]
    assert heights == {"medium": (medium, medium), "large": (large, large), "huge": (huge, huge)}


@pytest.mark.parametrize("draw", ["manual", "auto"])
def test_c18_out_by_own_card_space_and_h_say_you_are_out(client, draw):
    """C-18: the human's own king passes 66 with no token left: out at once. Space and H then
    say so, whatever the draw (with cards drawn for you, Space said that, found by ear); C and
    S still answer."""
    table = start(client, draw=draw)
    assert table.setup.options.draw == draw
    table.new_wait()
    hands = [parse_cards(["KS", "5H"]), parse_cards(["3C", "4D"]), parse_cards(["6C", "7D"])]
    table.session.state = CountingState.from_position(CountingOptions(players=3, draw=draw), seed=1, dealer=2,
                                                      hands=hands, stock=parse_cards(["8S", "8H", "8C"]),
                                                      pile=parse_cards(["QS"]), total=60, turn=0, tokens=[0, 9, 9])
    client.press(pygame.K_1)  # C-13: the king puts you out while the 5 costs nothing: warned first
    assert client.last == ("The king of spades takes the total to 70, past 66: you lose 1 token and are out. "
                           "Press 1 again to play it.")
    client.press(pygame.K_1)
    assert "You passed 66: you owe 1 token and have 0. You are out. 2 players left." in client.texts
    client.clear()
    for key in (pygame.K_SPACE, pygame.K_h, pygame.K_c, pygame.K_s, pygame.K_RIGHT):
        client.press(key)
    assert client.texts == ["You are out of the game.", "You are out of the game.", "Total 70.",
                            "Tokens: you out, Anna 9, Bob 9.", "You are out of the game."]


def play_until_out(client, table):
    """Play the human's seat by keys (first card, draw, Enter between rounds) until it is out."""
    for _ in range(3000):
        if table.watching():
            break
        if table.between_rounds or table.choice is not None:
            client.press(pygame.K_RETURN)
            client.frames(20)
        elif table.session.state.drawer == 0:
            client.press(pygame.K_SPACE)
        elif table.session.state.turn == 0:
            client.press(pygame.K_1)
        else:
            client.frames(5)


def test_enter_while_watching_plays_the_rest_out(client):
    table = start(client, tokens=2)
    play_until_out(client, table)
    assert table.watching()
    assert ("You are out: you are watching. Enter plays the rest out at once and shows the results; Escape opens "
            "the pause menu."
            in client.texts)
    client.clear()
    client.press(pygame.K_RETURN)
    assert isinstance(client.app.top, CountingResults)
    assert len(client.texts) == 1 and client.texts[0].startswith("The game is played out. Game over. ")
    assert "3rd: you, out in round 1." in client.texts[0]


def test_enter_while_out_plays_the_rest_out_while_a_card_is_said_in_a_new_deal(client):
    """C-18, C-20, C-22: out in round 1 (seed 7, 2 tokens each), the rounds go on by themselves;
    Enter pressed while "A 4 with two players: ..." is being said, moments after round 2 was
    dealt (keys that play are held then, and the computer players keep the moves coming): the
    rest is played out at once and the results come, never "Your key did nothing" after later
    moves."""
    speech = app_timed_speech(client)
    table = start(client, tokens=2)
    play_until_out(client, table)
    line = "A 4 with two players: the turns do not change."
    for _ in range(60 * 60):
        if speech.log and speech.log[-1].text == line:
            break
        client.frames(1)
    client.frames(6)
    assert not speech.idle() and speech.log[-1].text == line  # being said
    assert speech.texts[-3:-1] == ["Round 2. Anna deals. Bob plays first.", "Bob: 4 of clubs. Total 4."]
    assert table.actions_held()  # the new deal's hold, which a card key still waits for
    said = len(speech.texts)
    client.press(pygame.K_RETURN)
    assert isinstance(client.app.top, CountingResults)
    assert speech.texts[-1] == ("The game is played out. Game over. Anna wins the game. 2 rounds played. "
                                "1st: Anna, 1 token left. 2nd: Bob, out in round 2. 3rd: you, out in round 1. "
                                "Up reads the results line by line. Play again, 6 of 7")
    client.frames(120)
    assert len(speech.texts) == said + 1  # nothing after: no later move, no "Your key did nothing"


def test_status_line_while_watching(client):
    table = start(client, tokens=2)
    table.session.state.eliminated.add(0)
    assert table.status_line() == "Watching. Enter: play the rest out. Escape: pause menu."


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


def test_back_at_the_table_an_open_value_choice_is_said_again(client):
    """C-10: a remote session's situation line after a drop: the ace's choice still open is said
    again (not "Enter plays ..."); a choice the game left behind is closed and the turn is said."""
    table = start(client, seed=17)
    client.press(pygame.K_1)  # the ace of spades: its choice, then 11
    client.press(pygame.K_UP)
    assert client.last == "Ace as 11: total 11, choice 1 of 2."
    client.clear()
    table.remote_situation()
    client.frames(2)
    assert client.last == ("Ace of spades. Ace as 11: total 11, choice 1 of 2. Down gives ace as 1: total 1. Enter plays, "
                           "Escape cancels.")
    assert table.choice is not None and table.choice.value == 11
    table.choice.card = table.session.view().hand[1]  # as if the ace had been played for us meanwhile
    table.remote_situation()
    client.frames(2)
    assert table.choice is None
    assert client.last == ("Round 1. Tokens: you 9, Anna 9, Bob 9. Your turn. Total 0. "
                           "Your cards: ace of spades, 2 of clubs, 2 of spades. Enter plays the ace of spades.")


def test_c16_drawing_after_your_jack_with_two_players_says_your_turn_again(client):
    """C-16, C-8: with two players your Jack gives you the next turn, and Space draws for it.
    The turn line said before the draw named the hand without the new card (and the draw drops
    it when it was not yet heard): after the draw, the turn line is said again, true now.
    Before, nothing followed the draw (found by ear)."""
    table = start(client, players=2)
    table.new_wait()
    hands = [parse_cards(["JD", "6S", "3C"]), parse_cards(["4C", "5D", "7H"])]
    table.session.state = CountingState.from_position(CountingOptions(players=2), seed=1, dealer=1, hands=hands,
                                                      stock=parse_cards(["8D", "8H", "8C"]), pile=parse_cards(["7S"]),
                                                      total=11, turn=0, tokens=[9, 9])
    client.press(pygame.K_1)
    assert "You play again." in client.texts
    client.clear()
    client.press(pygame.K_SPACE)
    client.frames(60)
    drawn = client.texts[0]
    assert drawn.startswith("You draw the ")
    card = drawn.removeprefix("You draw the ").removesuffix(".")
    assert client.texts[1:] == [f"Your turn. Total 21. Your cards: 6 of spades, 3 of clubs, {card}. "
                                "Enter plays the 6 of spades."]
