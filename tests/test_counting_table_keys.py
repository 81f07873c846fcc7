"""Keys at the counting table and on the way to it: a held key acts once (arrows still repeat), a
second quick Enter never plays into a new deal or a new game, where the focus starts each turn and
after help, Home and End, and the help page of every game's keys (C-22)."""

import importlib

import pygame
import pytest

from game.counting.events import RoundStarted
from game.counting.scenes import CountingTable, NewCountingGame
from game.counting.scenes.table import remembered_setup
from game.scenes.help import general_key_headings, general_key_lines
from tests.test_counting_table import _registered, start  # noqa: F401  (the fixture registers the game)


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


def test_holding_1_plays_one_card_and_the_rest_of_the_hold_does_nothing(client):
    """``--game counting --players 2 --seed 10``, hold "1" for 1.5 s at the first turn: only the
    jack is played (C-16: you play again), nothing is said for the repeats."""
    client.start("counting", players=2, seed=10)
    table = client.app.top
    client.clear()
    hold(client, pygame.K_1, "1")
    assert [c.code for c in table.session.state.hands[0]] == ["3C", "5C"]
    assert client.texts == [
        "You: jack of hearts. Total 10.", "You play again.",
        "Your turn. Total 10. Your cards: 3 of clubs, 5 of clubs. Enter plays the 3 of clubs. "
        "You can still draw: press Space."]
    client.press(pygame.K_1)  # released and pressed again: acts
    assert [c.code for c in table.session.state.hands[0]] == ["5C"]


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
    the round is dealt and your hand said; the second Enter plays only the refused cue (C-22); no
    card is played until a later key."""
    table = start(client, 2, 3, level="strong")
    for _ in range(3000):
        if table.between_rounds:
            if [e.first_seat for e in table.held if isinstance(e, RoundStarted)] == [0]:
                break
            client.press(pygame.K_RETURN)
            client.frames(30)
        elif table.session.state.drawer == 0:
            client.press(pygame.K_SPACE)
        elif table.session.state.turn == 0 and table.choice is not None:
            client.press(pygame.K_RETURN)
        elif table.session.state.turn == 0:
            client.press(pygame.K_1)
        else:
            client.frames(5)
    assert table.between_rounds and [e.first_seat for e in table.held if isinstance(e, RoundStarted)] == [0]
    client.clear()
    client.press(pygame.K_RETURN)
    client.app.sound.played.clear()
    client.press(pygame.K_RETURN)  # a frame later: pressed before the new hand was heard
    assert client.app.sound.played == ["refused"]  # a cue only: the new round's words are not cut
    hand = list(table.session.state.hands[0])
    assert client.texts == ["Round 3. Anna deals. You play first.",
                            f"Your turn. Total 0. Your cards: {', '.join(c.name for c in hand)}. "
                            f"Enter plays the {hand[0].name}."]
    client.frames(5)
    client.press(pygame.K_1)
    assert table.session.state.hands[0] == hand  # still too soon
    client.frames(30)  # half a second after the first Enter: a double press's second key
    client.press(pygame.K_1)
    assert table.session.state.hands[0] == hand and table.choice is None  # still held: nothing acts
    client.frames(30)  # a second after the new hand was said
    client.press(pygame.K_RETURN)  # now it acts: the ace asks for its value (C-10)
    assert hand[0].code == "AC" and table.choice is not None
    assert client.last == ("Ace of clubs. Ace as 1: total 1, choice 2 of 2. Up gives ace as 11: total 11. Enter plays, "
                           "Escape cancels.")


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
    assert len(table.session.state.hands[0]) == table.setup.options.hand_size and table.choice is None
    client.frames(60)
    client.press(pygame.K_RETURN)
    assert len(table.session.state.hands[0]) < table.setup.options.hand_size or table.choice is not None


def test_each_turn_starts_on_the_first_card_the_turn_line_names(client):
    table = start(client)
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_RIGHT)
    assert table.focus == 2
    client.press(pygame.K_1)
    client.press(pygame.K_SPACE)
    client.frames(45)
    assert client.last == ("Your turn. Total 24. Your cards: queen of spades, 2 of spades, king of clubs. "
                           "Enter plays the queen of spades.")
    assert table.focus == 0


def test_back_from_help_on_your_turn_names_the_card_enter_plays(client):
    table = start(client)
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_F1)
    client.press(pygame.K_ESCAPE)
    assert client.last == ("Round 1. Your turn. Total 0. Your cards: 6 of hearts, queen of spades, 2 of spades. "
                           "Enter plays the queen of spades.")
    assert table.focus == 1


def test_back_from_help_during_a_value_choice_says_the_choice_still_open(client):
    """``seed 3``: the ace of clubs (slot 3), Up to 11, F1, Escape: the table comes back saying the
    choice is still open with the value chosen (C-10), not "Enter plays the ace of clubs", and
    Enter then plays it as 11."""
    start(client, seed=3)
    client.press(pygame.K_3)
    client.press(pygame.K_UP)
    client.press(pygame.K_F1)
    client.press(pygame.K_ESCAPE)
    assert client.last == ("Round 1. Total 0. Ace of clubs. Ace as 11: total 11, choice 1 of 2. Down gives ace as 1: total 1. "
                           "Enter plays, Escape cancels.")
    client.press(pygame.K_RETURN)
    assert "You: ace of clubs as 11. Total 11." in client.texts


def test_home_and_end_jump_to_the_first_and_last_card(client):
    """C-22: Home and End focus the first and the last card of the hand; F1 lists them."""
    table = start(client)
    client.press(pygame.K_END)
    assert client.last == "2 of spades: total stays 0, 3 of 3"
    assert table.focus == 2
    client.press(pygame.K_HOME)
    assert client.last == "6 of hearts: total 6, 1 of 3"
    assert "Home: first card in your hand." in table.help_lines()
    assert "End: last card in your hand." in table.help_lines()


def test_help_keys_page_lists_each_games_table_keys(client):
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


def test_keys_stay_held_while_speech_still_says_the_new_deal(client):
    """Where speech can tell (C-22), keys that act stay held after the first second while the new
    situation is still being spoken, and act again once it is said; never longer than 4 s."""
    from game.scenes.card_table import SETTLE_SPEECH_CAP
    table = start(client, 2, 3, level="strong")
    busy = [True]
    client.app.announcer.speech_busy = lambda: busy[0]
    table.hold_actions()
    client.frames(61)
    assert table.actions_held()  # a second passed, but the hand is still being read
    busy[0] = False
    assert not table.actions_held()
    busy[0] = True
    table.hold_actions()
    client.frames(round(SETTLE_SPEECH_CAP * 60) + 1)
    assert SETTLE_SPEECH_CAP == 4.0 and not table.actions_held()  # speech that never ends holds 4 s at most


def test_arrows_say_the_total_each_card_would_give_on_the_pile_as_it_is_now(client):
    """C-10, C-22: Left/Right say the card, the total it would give now, then its place, read when
    the key is pressed: after Anna's and Bob's cards the same 2 of spades says the new total
    (seed 7: 6 of hearts played, king of clubs drawn, Anna 8 of hearts to 14, Bob king of spades
    to 24), and a 2 that would take the total past 33 says so."""
    start(client)
    client.clear()
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_RIGHT)
    assert client.texts == ["Queen of spades: total 10, 2 of 3", "2 of spades: total stays 0, 3 of 3"]
    client.press(pygame.K_HOME)
    client.press(pygame.K_1)
    client.press(pygame.K_SPACE)
    client.frames(45)
    assert client.texts[-1].startswith("Your turn. Total 24.")
    client.clear()
    for key in (pygame.K_HOME, pygame.K_RIGHT, pygame.K_RIGHT):
        client.press(key)
    assert client.texts == ["Queen of spades: total 34, passes 33: you lose 1 token, 1 of 3",
                            "2 of spades: total doubles to 48, passes 33: you lose 1 token, 2 of 3",
                            "King of clubs: total 34, passes 33: you lose 1 token, 3 of 3"]


def test_arrows_name_whom_a_jack_would_skip(client):
    """C-16, C-17, C-22: a jack in hand names the player it would skip in the direction of play
    now (was "skips the next player"): seed 9, four players, the human first, clockwise: Anna;
    seed 11, three players: after the human's 4 of hearts reverses play, Bob; with two players
    in it still says "you play again" (seed 5: jack of spades)."""
    start(client, players=4, seed=9)
    client.clear()
    client.press(pygame.K_RIGHT)
    assert client.texts == ["Jack of clubs: total 10, skips Anna, 2 of 3"]
    table = start(client, players=3, seed=11)
    client.press(pygame.K_2)
    client.press(pygame.K_SPACE)
    for _ in range(600):
        client.frames(5)
        if table.session.view().turn == 0:
            break
    view = table.session.view()
    assert (view.direction, view.total, [c.code for c in view.hand]) == (-1, 21, ["7H", "JC", "5S"])
    client.clear()
    client.press(pygame.K_HOME)
    client.press(pygame.K_RIGHT)
    assert client.texts[-1] == "Jack of clubs: total 31, skips Bob, 2 of 3"
    start(client, players=2, seed=5)
    client.clear()
    for key in (pygame.K_HOME, pygame.K_RIGHT):
        client.press(key)
    assert client.texts == ["King of spades: total 10, 1 of 3", "Jack of spades: total 10, you play again, 2 of 3"]


def _round_over(client, players=3, rounds=1, **saved):
    """Seed 7 on the timed fake speech, no sound cues heard: the human plays card 1 (Enter for a
    value) and draws, to the end of round ``rounds``, Enter dealing the rounds before it; every
    line said. Returns the table and the speech."""
    from test_refusal_without_sound import all_said, silent_cues
    from timed_speech import app_timed_speech
    speech = app_timed_speech(client)
    table = start(client, players, 7, **saved)
    silent_cues(client)
    for played in range(rounds):
        if played:
            client.press(pygame.K_RETURN)
        for _ in range(8000):
            if table.between_rounds:
                break
            if table.choice is not None:
                client.press(pygame.K_RETURN)
            elif table.session.state.drawer == 0 and table.setup.options.draw == "manual":
                client.press(pygame.K_SPACE)
            elif table.session.state.turn == 0 and not table.key_kept:
                client.press(pygame.K_1)
            client.frames(5)
        all_said(client, speech)
    return table, speech


def _space_early_in_the_next_round(client, table, speech):
    """Enter at the round's end deals the next round; Space 0.6 s later, then again 0.3 s after
    that (both while keys are held: the refused cue each time, nothing drawn); every line said.
    Returns the lines said from the Enter on."""
    from test_refusal_without_sound import all_said
    said = len(speech.log)
    client.press(pygame.K_RETURN)
    client.frames(36)
    assert table.actions_held()
    hand = list(table.session.state.hands[0])
    cues = client.app.sound.played.count("refused")
    client.press(pygame.K_SPACE)
    client.frames(20)
    client.press(pygame.K_SPACE)
    assert client.app.sound.played.count("refused") == cues + 2  # each press refused
    all_said(client, speech)
    assert table.session.state.hands[0] == hand  # nothing drawn
    return speech.log[said:]


def test_space_early_in_a_new_round_another_begins_says_nothing_to_draw_not_press_again(client):
    """C-8, C-21, C-22: seed 7, 3 players, no sound cues heard: Space twice while "Round 2. Anna
    deals. Bob plays first." is said never draws, and pressing it once that line was heard would
    not draw either: the answer is "Nothing to draw now: you draw after playing a card.", once,
    right after the deal's line (not cut), never "Too early: your key was not used. Press it
    again."; Bob's card follows it at once (as Enter's "Not your turn. Bob plays next.")."""
    from test_refusal_without_sound import TOO_EARLY
    table, speech = _round_over(client)
    assert speech.texts[-2:] == ["Anna reached 99 and wins the round: everyone else loses 2 tokens.",
                                 "Round 1 over. Tokens: you 5, Anna 9, Bob 7. Enter: next round."]
    heard = len(client.app.announcer.history.items())  # (round 1's keys may have been told "Too early")
    lines = _space_early_in_the_next_round(client, table, speech)
    assert [spoken.text for spoken in lines[:3]] == [
        "Round 2. Anna deals. Bob plays first.", "Nothing to draw now: you draw after playing a card.",
        "Bob: 3 of clubs. Total 3."]
    assert [spoken.cut_at for spoken in lines[:3]] == [None, None, None]
    assert lines[1].start - lines[0].end < 0.05 and lines[2].start - lines[1].end < 0.05
    assert TOO_EARLY not in client.app.announcer.history.items()[heard:]


def test_space_early_in_a_new_round_one_begins_says_nothing_to_draw_before_the_turn_line(client):
    """C-8, C-22: seed 7, 2 players: round 3 is the human's to begin. Space twice while "Round 3.
    Anna deals. You play first." is said: "Nothing to draw now: you draw after playing a card."
    once, after that line (not cut), then the turn line; never "You have already drawn." (true of
    round 2's last card, the view the status line showed before the deal's line began), nor
    "Too early: ... Press it again."."""
    from test_refusal_without_sound import TOO_EARLY
    table, speech = _round_over(client, players=2, rounds=2)
    heard = len(client.app.announcer.history.items())  # (round 1's keys may have been told "Too early")
    lines = _space_early_in_the_next_round(client, table, speech)
    assert [spoken.text for spoken in lines[:3]] == [
        "Round 3. Anna deals. You play first.", "Nothing to draw now: you draw after playing a card.",
        "Your turn. Total 0. Your cards: 3 of clubs, 3 of diamonds, queen of clubs. Enter plays the 3 of clubs."]
    assert [spoken.cut_at for spoken in lines[:3]] == [None, None, None]
    assert TOO_EARLY not in client.app.announcer.history.items()[heard:]


def test_space_early_in_a_new_round_with_automatic_draw_says_cards_are_drawn_for_you(client):
    """C-8, C-22: the automatic draw: Space while "Round 2. Anna deals. Bob plays first." is said
    is answered as Space is then anywhere, "Cards are drawn for you.", after that line."""
    from test_refusal_without_sound import TOO_EARLY
    table, speech = _round_over(client, draw="auto")
    heard = len(client.app.announcer.history.items())  # (round 1's keys may have been told "Too early")
    lines = _space_early_in_the_next_round(client, table, speech)
    assert [spoken.text for spoken in lines[:3]] == [
        "Round 2. Anna deals. Bob plays first.", "Cards are drawn for you.", "Bob: 3 of clubs. Total 3."]
    assert TOO_EARLY not in client.app.announcer.history.items()[heard:]


def _new_game_keys_held(client):
    """Timed speech, cues unheard, the main menu said, then a new 3-player game (seed 7, simple
    computers) opened with keys held, as the new-game screen opens it; (speech, table, the
    log's length before its opening)."""
    from test_refusal_without_sound import all_said, silent_cues
    from timed_speech import app_timed_speech
    speech = app_timed_speech(client)
    client.app.settings.section("counting")["level"] = "simple"
    client.start()
    silent_cues(client)
    all_said(client, speech)
    said = len(speech.log)
    table = CountingTable(client.app, remembered_setup(client.app, 3), 7)
    table.hold_actions()
    client.app.replace(table)
    return speech, table, said


def test_space_early_at_a_new_game_never_cuts_its_opening(client):
    """C-8, C-22: Start, then Space 0.6 s into the game's opening line (keys are held): the
    opening goes on, uncut, said once; "Nothing to draw now: you draw after playing a card."
    right after it, then the round's first line."""
    from test_refusal_without_sound import TOO_EARLY, all_said
    speech, table, said = _new_game_keys_held(client)
    client.frames(36)
    client.press(pygame.K_SPACE)
    all_said(client, speech)
    lines = speech.log[said:]
    assert [spoken.text for spoken in lines[1:3]] == [
        "Nothing to draw now: you draw after playing a card.", "Round 1. Bob deals. You play first."]
    assert lines[0].text.startswith("Counting game, 3 players") and lines[0].cut_at is None
    assert [spoken.text for spoken in lines].count(lines[0].text) == 1
    assert TOO_EARLY not in client.app.announcer.history.items()


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_1])
def test_a_play_key_early_at_a_new_game_never_cuts_its_opening(client, key):
    """C-6, C-22: a new game on this machine is always the player's to begin (the last seat
    deals round 1), so a play key pressed 0.6 s into its opening (keys are held), then again
    0.3 s later, never acts and has no refusal to say but that it came too early: the refused
    cue each time, the opening goes on, uncut, said once; where cues are not heard "Too early:
    your key was not used. Press it again." once, right after it (as Space's "Nothing to draw
    now: ..."), then the round's first line and the turn line, which says what Enter plays (was:
    nothing, the turn line waiting dropped the words, and the player never knew the key did
    nothing: found in a listening session); never "Not your turn."."""
    from test_refusal_without_sound import TOO_EARLY, all_said
    speech, table, said = _new_game_keys_held(client)
    cues = client.app.sound.played.count("refused")
    client.frames(36)
    client.press(key)
    client.frames(18)
    client.press(key)
    assert client.app.sound.played.count("refused") == cues + 2
    all_said(client, speech)
    lines = speech.log[said:]
    assert lines[0].text.startswith("Counting game, 3 players") and lines[0].cut_at is None
    assert [spoken.text for spoken in lines[1:]] == [
        TOO_EARLY, "Round 1. Bob deals. You play first.",
        "Your turn. Total 0. Your cards: 6 of hearts, queen of spades, 2 of spades. Enter plays the 6 of hearts."]
    assert [spoken.cut_at for spoken in lines] == [None] * 4
    assert len(table.session.state.hands[0]) == 3 and table.choice is None  # nothing played


def test_a_second_quick_enter_on_anothers_first_turn_says_whose_turn_not_press_again(client):
    """C-21, C-22: seed 7, 3 players, no sound cues heard: Enter at "Round 1 over ... Enter: next
    round." deals round 2, which Bob plays first; Enter again 0.6 s later (a double press) never
    acts, and pressing it again once the deal was heard would be refused too: the answer is the
    ordinary refusal, right after the deal's line (not cut), "Not your turn. Bob plays next.",
    never "Too early: your key was not used. Press it again."; Bob's card follows it at once (found
    by ear: that reminder was said first, and Bob's card came some 3 s late)."""
    from test_refusal_without_sound import TOO_EARLY, all_said, silent_cues
    from timed_speech import app_timed_speech
    speech = app_timed_speech(client)
    table = start(client, 3, 7)
    silent_cues(client)
    for _ in range(4000):
        if table.between_rounds:
            break
        if table.session.state.drawer == 0:
            client.press(pygame.K_SPACE)
        elif table.session.state.turn == 0 and not table.key_kept:
            client.press(pygame.K_1)
        client.frames(5)
    all_said(client, speech)
    assert speech.texts[-2:] == ["Anna reached 99 and wins the round: everyone else loses 2 tokens.",
                                 "Round 1 over. Tokens: you 5, Anna 9, Bob 7. Enter: next round."]
    said = len(speech.log)
    heard = len(client.app.announcer.history.items())  # (round 1's keys may have been told "Too early")
    client.press(pygame.K_RETURN)
    client.frames(36)
    hand = list(table.session.state.hands[0])
    client.press(pygame.K_RETURN)
    all_said(client, speech)
    lines = speech.log[said:]
    assert [spoken.text for spoken in lines[:3]] == [
        "Round 2. Anna deals. Bob plays first.", "Not your turn. Bob plays next.", "Bob: 3 of clubs. Total 3."]
    assert [spoken.cut_at for spoken in lines[:3]] == [None, None, None]
    assert lines[2].start - lines[1].end < 0.05  # Bob's card right after the answer
    assert TOO_EARLY not in client.app.announcer.history.items()[heard:]
    assert table.session.state.hands[0] == hand  # the second Enter played nothing


SYSTEM_KEYS = (0x40000080, 0x40000081, 0x4000007F, pygame.K_INSERT, pygame.K_PRINTSCREEN)
"""Volume up, volume down, mute (SDL's key codes: pygame has no constant for them), Insert (the
screen readers' key), Print Screen."""


def test_keys_the_system_or_the_screen_reader_use_say_nothing_at_the_table(client):
    """C-21, C-22: on the human's turn, the volume keys, Insert and Print Screen say nothing (the
    volume said "No action for key 1073741952. F1 lists the keys."), X says it has no action; in
    the pause between rounds they say nothing either (they said "Round over. Press Enter for the
    next round."), X says what to press."""
    table = start(client, 3, 7)
    client.clear()
    for key in SYSTEM_KEYS:
        client.press(key, unicode="")
    assert client.texts == []
    client.press(pygame.K_x)
    assert client.texts == ["No action for X. F1 lists the keys."]
    table, speech = _round_over(client)
    at = len(speech.texts)
    for key in SYSTEM_KEYS:
        client.press(key, unicode="")
    client.frames(60)
    assert speech.texts[at:] == []
    client.press(pygame.K_x)
    client.frames(60)
    assert speech.texts[at:] == ["Round 1 is over. Press Enter for the next round."]


@pytest.mark.parametrize("held, line", [
    ("6H QS 2S", "1 to 3: play the card in that place of your hand."),
    ("QS 2S", "1 to 2: play the card in that place of your hand."),
    ("2S", "1: play your card."),
    ("", "1 to 3: play the card in that place of your hand."),
])
def test_f1_names_the_digit_keys_the_hand_holds_now(client, held, line):
    """C-22, F1 at the table: the digit keys are named for the cards in hand now, as many as it
    holds (found by a tester by ear: "1 to 3: ..." with 2 cards in hand); an empty hand (waiting
    to draw) names the full hand's keys."""
    from game.engine.cards import parse_cards
    table = start(client)
    table.session.state.hands[0][:] = parse_cards(held.split())
    client.clear()
    client.press(pygame.K_F1)
    page = client.app.top
    assert page.lines[0] == line
    assert table.help_lines()[0] == line


@pytest.mark.parametrize("code, line", [("es", "1: jugar tu carta."), ("ru", "1: сыграть единственную карту в руке.")])
def test_f1_names_the_one_card_key_in_other_languages(client, code, line):
    from game.engine.cards import parse_cards
    client.app.apply_language(code)
    table = start(client)
    table.session.state.hands[0][:] = parse_cards(["2S"])
    assert table.help_lines()[0] == line


def test_a_digit_during_a_computers_jack_says_whose_turn_after_the_skip_is_told(client):
    """C-16, C-22: Anna's jack skips Bob; 1 pressed while her card is said is refused "Not your
    turn. Carl plays next.", said after "Bob misses a turn.", never before it (found by a tester
    by ear: "Not your turn. Fay plays next." told the skip before "Emil misses a turn.")."""
    from game.counting import CountingOptions, CountingState
    from game.engine.cards import parse_cards
    from test_counting_out_line_heard import until_quiet
    from timed_speech import app_timed_speech
    speech = app_timed_speech(client)
    table = start(client, players=4, draw="auto", tokens=3)
    client.frames(600)
    until_quiet(client)
    table.new_wait()
    hands = [parse_cards(["3H", "4H"]), parse_cards(["JC", "JD"]), parse_cards(["6C", "7D"]),
             parse_cards(["6H", "7H"])]
    table.session.state = CountingState.from_position(CountingOptions(players=4, draw="auto"), seed=1, dealer=3,
                                                      hands=hands, stock=parse_cards(["8S", "8H", "8C", "5S", "5H"]),
                                                      pile=parse_cards(["QS"]), total=40, turn=1, tokens=[3, 3, 3, 3])
    table.plan_cpu()
    said = len(speech.log)
    for _frame in range(600):
        client.frames(1)
        if speech.texts[said:]:
            break
    assert speech.texts[said:] == ["Anna: jack of diamonds. Total 50."]
    client.frames(10)
    client.press(pygame.K_1)
    until_quiet(client)
    assert speech.texts[said:said + 4] == ["Anna: jack of diamonds. Total 50.", "Bob misses a turn.",
                                           "Not your turn. Carl plays next.", "Carl: 7 of hearts. Total 57."]
