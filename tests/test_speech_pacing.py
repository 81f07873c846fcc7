"""The tables keep time with speech (game.speech.queue on a fake engine that takes 0.05 s a
character, plus 0.1 s to start, in game time): computer players never outrun it; a time the
player must beat (the counting game's "Time to draw", C-8) starts once its prompt has been
heard and its warning leaves 2 s after being said, after the pause menu too; a key that plays
or draws while another player's move is still being said answers with that move and does not
act (C-22, C-23)."""

import pygame
import pytest

from game.counting.menu_entry import ENTRY
from game.counting.scenes import CountingTable
from game.counting.scenes.table import remembered_setup
from game.scenes.registry import register_game

from timed_speech import app_timed_speech

REMINDER = "You can still draw: press Space."
WARNING = "2 seconds left to draw: press Space."
ANNA = "Anna: 8 of hearts. Total 14."


@pytest.fixture(autouse=True)
def _registered():
    register_game(ENTRY)


def start_timed(client, delay=0.3, players=3, seed=7):
    """A counting table (seed 7: you hold the 6 of hearts, Anna plays the 8 of hearts) spoken by
    the timed engine on the app's game time."""
    speech = app_timed_speech(client)
    client.app.settings.set("cpu_delay", delay)
    client.app.settings.section("counting")["level"] = "simple"
    client.start()
    client.push(CountingTable(client.app, remembered_setup(client.app, players), seed))
    return client.app.top, speech


def quiet(client, speech, limit=60 * 60):
    """Run frames until nothing is being said; returns the frames run."""
    for frame in range(limit):
        if speech.idle() and not client.app.announcer.speech_busy():
            return frame
        client.frames(1)
    raise AssertionError("speech never ended")


def started(speech, text):
    return next(spoken.start for spoken in speech.log if spoken.text == text)


def ended(speech, text):
    return next(spoken.end for spoken in speech.log if spoken.text == text)


def frames_until_said(client, speech, text, limit=60 * 20):
    """Run frames until ``text`` has begun to be said, or ``limit`` frames have passed."""
    for _ in range(limit):
        if text in speech.texts:
            return
        client.frames(1)


def test_the_draw_time_counts_from_the_end_of_its_prompt_and_the_warning_leaves_two_seconds(client):
    """C-8, "Time to draw" 5 s: counted from the end of "You can still draw", never while speech
    goes on; the warning comes 3 s of quiet later, and Anna plays 2 s after it was heard."""
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_1)
    frames_until_said(client, speech, ANNA)
    reminder_heard = ended(speech, REMINDER)
    assert started(speech, WARNING) == pytest.approx(reminder_heard + 3.0, abs=0.04)
    assert started(speech, ANNA) == pytest.approx(ended(speech, WARNING) + 2.0, abs=0.04)
    assert speech.overlaps == 0
    assert table.session.state.drawer != 0  # too late: the draw closed with Anna's card


def test_after_the_pause_menu_the_draw_time_starts_again_once_the_table_is_heard(client):
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_1)
    quiet(client, speech)
    client.frames(60 * 2)  # 2 of the 5 seconds are gone
    client.press(pygame.K_ESCAPE)
    client.frames(60 * 30)  # the table waits under the pause menu
    assert ANNA not in speech.texts
    client.press(pygame.K_ESCAPE)  # Resume
    intro = "Round 1. Total 6. Anna is waiting for your draw: press Space."
    frames_until_said(client, speech, ANNA)
    assert started(speech, WARNING) == pytest.approx(ended(speech, intro) + 3.0, abs=0.04)
    assert started(speech, ANNA) == pytest.approx(ended(speech, WARNING) + 2.0, abs=0.04)


def test_computer_players_wait_until_the_last_move_was_heard(client):
    """With a 0.3 s Computer delay the next card still waits for the one before to be said."""
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_1)
    client.press(pygame.K_SPACE)
    quiet(client, speech)
    client.frames(60 * 8)
    cards = [spoken for spoken in speech.log if ": " in spoken.text and ". Total " in spoken.text
             and not spoken.text.startswith("Your turn")]
    assert [spoken.text for spoken in cards][:3] == ["You: 6 of hearts. Total 6.", ANNA,
                                                      "Bob: king of spades. Total 24."]
    assert cards[2].start >= cards[1].end - 1e-9  # Bob waited for Anna's card to be heard
    assert speech.overlaps == 0


def test_a_key_that_plays_while_the_last_move_is_said_answers_with_it_and_does_not_act(client):
    """C-22: 1 is pressed while Bob's card, the last move, is being said: the card is said whole,
    then "Bob just played: total 24. Your key did nothing: press it again once your turn is said."
    answers the key, and nothing is played; once the turn is heard, 1 plays."""
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_1)
    client.press(pygame.K_SPACE)
    frames_until_said(client, speech, "Bob: king of spades. Total 24.")
    assert table.session.state.turn == 0 and len(table.session.state.hands[0]) == 3
    client.press(pygame.K_1)
    assert len(table.session.state.hands[0]) == 3  # nothing played
    quiet(client, speech)
    assert speech.texts[-3:] == ["Bob: king of spades. Total 24.", "Bob just played: total 24. Your key did nothing: press it again once your turn is said.",
                                 "Your turn. Total 24. Your cards: queen of spades, 2 of spades, king of clubs. "
                                 "Enter plays the queen of spades."]
    assert speech.log[-3].cut_at is None
    client.press(pygame.K_1)
    assert speech.texts[-1] == "You: queen of spades. Total 34."
    assert speech.texts.count("Bob: king of spades. Total 24.") == 1


def test_a_key_of_the_player_never_repeats_the_move_it_cut(client):
    """A status key cuts Anna's card 1.1 s in (most of it heard: more than HEARD_FRACTION of its
    length at the rate measured); the card is not said again, the turn line still comes."""
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_1)
    client.press(pygame.K_SPACE)
    frames_until_said(client, speech, ANNA)
    client.frames(66)
    client.press(pygame.K_c)
    quiet(client, speech)
    client.frames(60 * 6)
    assert speech.texts.count(ANNA) == 1
    assert speech.texts[speech.texts.index(ANNA) + 1] == "Total 14."


def test_a_stuck_engine_holds_the_computers_only_so_long(client):
    """Speech that says it is busy for ever: after 20 s it is timed by length, and the computer
    player acts."""
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_1)
    client.press(pygame.K_SPACE)
    quiet(client, speech)
    speech.idle = lambda: False
    client.frames(60 * 22)
    assert table.session.state.turn != 1


def test_a_quick_second_press_while_the_answer_is_said_does_nothing(client):
    """Pressed twice, half a second apart, as Bob's card is said: the first press is answered
    once, after the card; the second neither plays nor adds a word."""
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_1)
    client.press(pygame.K_SPACE)
    frames_until_said(client, speech, "Bob: king of spades. Total 24.")
    client.press(pygame.K_1)
    client.frames(29)
    client.press(pygame.K_1)
    quiet(client, speech)
    assert speech.texts.count("Bob just played: total 24. Your key did nothing: press it again once your turn is said.") == 1 and speech.texts[-1].startswith("Your turn.")
    assert len(table.session.state.hands[0]) == 3 and all(spoken.cut_at is None for spoken in speech.log[-3:])


def test_the_trick_game_plays_only_once_the_last_card_was_heard(client):
    """T-28, T-29: Enter pressed as a computer player's card is said answers with that card and
    plays nothing; the card line is said once; once it is heard Enter plays."""
    import importlib

    import game.tricks.menu_entry
    importlib.reload(game.tricks.menu_entry)
    speech = app_timed_speech(client)
    client.app.settings.set("cpu_delay", 0.3)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=3, seed=7)
    table = client.app.top
    quiet(client, speech)
    table.marked = list(table.session.state.legal_bid_cards(0)[:3])
    table._bid(None)
    for _ in range(60 * 60):  # until a computer's card is being said on the human's turn
        if (table.session.state.phase == "play" and table.session.state.turn_controller == 0 and not speech.idle()
                and client.app.announcer.unheard_events(table)):
            break
        client.frames(1)
    assert client.app.announcer.unheard_events(table)[-1].text == "Bob: ace of spades."
    assert len(table.session.state.current_trick) == 1
    client.press(pygame.K_RETURN)
    assert len(table.session.state.current_trick) == 1  # nothing played
    quiet(client, speech)
    assert speech.texts[-4:-1] == ["Bidding over. Bob leads.", "Bob: ace of spades.",
                                   "Bob just played the ace of spades. Your key did nothing: press it again once your turn is said."]
    client.press(pygame.K_RETURN)
    assert speech.texts[-3:] == ["Bob just played the ace of spades. Your key did nothing: press it again once your turn is said.",
                                 "Your turn. Bob led the ace of spades. You have no spades. You have 0 of 3 tricks: you "
                                 "need 3 more. Focus: 7 of hearts.", "You discard the 7 of hearts."]
    assert len(table.session.state.current_trick) == 2 and speech.overlaps == 0


def _on_93_with_the_6_of_clubs(client, seat):
    """``seat`` to play on total 93 holding the 6 of clubs, which makes 99 (C-14): Anna (seat 1)
    that card alone, the human (seat 0) it first, then the 2 and 3 of hearts. The table and the
    speech, once the table is quiet."""
    from game.engine.cards import parse_cards
    table, speech = start_timed(client)
    quiet(client, speech)
    state = table.session.state
    state.turn, state.total, state.drawer = seat, 93, None
    state.hands[seat] = parse_cards(["6C", "2H", "3H"] if seat == 0 else ["6C"])
    return table, speech


def _round_ends_by_anna(client):
    """Anna's 6 of clubs makes 99 (C-14): the table once her card is being said."""
    table, speech = _on_93_with_the_6_of_clubs(client, 1)
    table.plan_cpu()
    frames_until_said(client, speech, "Anna: 6 of clubs. Total 99.")
    return table, speech


def _until_said(client, speech, start):
    for _ in range(60 * 30):
        if any(text.startswith(start) for text in speech.texts):
            return next(spoken for spoken in speech.log if spoken.text.startswith(start))
        client.frames(1)
    raise AssertionError(f"never said: {start}")


def test_enter_early_in_the_rounds_end_is_answered_in_terms_of_the_round_not_the_card_heard(client):
    """C-14, C-22: Enter pressed while "Round 1 over: ... Enter: next round." is being said, long
    before its end: the answer names the round's end, never Anna's card (heard already), and
    comes after the line, worded for that moment: "Round 1 is over. Press Enter for the next
    round." (found by ear: "... press it again once the round's end is said." came after it was
    said); Enter after it deals."""
    table, speech = _round_ends_by_anna(client)
    line = _until_said(client, speech, "Round 1 over. Tokens: you 7, Anna 9, Bob 7.")
    client.frames(6)
    client.press(pygame.K_RETURN)
    quiet(client, speech)
    assert table.between_rounds
    assert speech.texts[-1] == "Round 1 is over. Press Enter for the next round."
    assert not any("just played" in text for text in speech.texts)
    assert speech.log[-2].text == line.text and speech.log[-2].cut_at is None
    client.press(pygame.K_RETURN)
    assert not table.between_rounds and speech.texts[-1].startswith("Round 2.")


def test_enter_as_the_rounds_end_ends_deals_once_it_was_heard(client):
    """C-14: Enter pressed in the last half second of "... Enter: next round." is kept: nothing
    is refused, and the next round starts once the line was heard to its end."""
    table, speech = _round_ends_by_anna(client)
    line = _until_said(client, speech, "Round 1 over. Tokens: you 7, Anna 9, Bob 7.")
    while client.app.updates / 60 < line.end - 0.5:
        client.frames(1)
    client.press(pygame.K_RETURN)
    assert table.between_rounds  # not yet: the line is still being said
    for _ in range(60 * 3):
        if not table.between_rounds:
            break
        client.frames(1)
    assert not table.between_rounds
    assert not any("did nothing" in text for text in speech.texts)
    assert line.cut_at is None
    assert any(text.startswith("Round 2.") for text in speech.texts)


def test_enter_after_a_round_waits_until_its_end_was_heard(client):
    """C-14, C-22: Anna's card reaches 99; Enter pressed while that is still being said answers
    with her card and the round's end to wait for (never the end before its reason) and deals
    nothing; once the round's end is heard, Enter deals."""
    table, speech = _round_ends_by_anna(client)
    assert table.between_rounds
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == ("Anna just played: total 99. "  # the card, not yet heard: never the round's end first
                                "Your key did nothing: press it again once the round's end is said.") and table.between_rounds
    quiet(client, speech)
    assert speech.texts[-2].startswith("Anna reached 99 and wins the round")
    assert speech.texts[-1].startswith("Round 1 over. Tokens: you 7, Anna 9, Bob 7.")
    client.press(pygame.K_RETURN)
    assert not table.between_rounds and speech.texts[-1].startswith("Round 2.")


def test_enter_while_ones_own_cards_round_end_is_said_waits_for_it(client):
    """C-14, C-22: the human's own 6 of clubs makes 99; Enter pressed while "Round 1 over: ...
    Enter: next round." is being said deals nothing (as when another player's card ends the
    round): the answer "Round 1 is over. Press Enter for the next round." comes after the line,
    which is heard whole; Enter after it deals."""
    table, speech = _on_93_with_the_6_of_clubs(client, 0)
    client.press(pygame.K_1)
    line = _until_said(client, speech, "Round 1 over. Tokens: you 9, Anna 7, Bob 7.")
    client.frames(20)
    client.press(pygame.K_RETURN)
    assert table.between_rounds
    quiet(client, speech)
    assert speech.texts[-4:] == [
        "You: 6 of clubs. Total 99.",
        "You reached 99 and win the round: everyone else loses 2 tokens.",
        "Round 1 over. Tokens: you 9, Anna 7, Bob 7. Enter: next round.",
        "Round 1 is over. Press Enter for the next round."]
    assert line.cut_at is None and table.between_rounds
    client.press(pygame.K_RETURN)
    assert not table.between_rounds and speech.texts[-1].startswith("Round 2.")


OPENING = ("Counting game, 3 players, 9 tokens each, 3 cards in hand. Manual draw: Space draws, "
           "5 seconds to draw.")


def test_h_pressed_as_the_game_opens_never_loses_the_opening_line(client):
    """C-22: H pressed 0.5 s into the opening (which says how to draw) cuts it before most of it
    was heard: the hand is said, then the opening whole, then the round; before, the opening was
    an answer that H's answer replaced, so a new player never heard that Space draws."""
    table, speech = start_timed(client)
    for _frame in range(600):  # the menu's line is said first, then the opening begins
        if speech.log[-1].text == OPENING:
            break
        client.frames(1)
    client.frames(30)
    assert speech.log[-1].text == OPENING and not speech.idle()
    client.press(pygame.K_h)
    quiet(client, speech)
    assert speech.texts[-4:-1] == [
        "Your cards: 6 of hearts, queen of spades, 2 of spades.",
        OPENING,
        "Round 1. Bob deals. You play first."]
    assert speech.whole[-3] == OPENING
    assert speech.texts[-1].startswith("Your turn. Total 0.")


def test_c_pressed_as_the_game_opens_is_answered_first_and_the_opening_said_whole(client):
    """C-22: C pressed 0.5 s into the opening cuts it, as H does (the opening tells no move, so
    the status answer does not wait behind it): "Total 0.", then the opening whole, the round,
    the turn; before, "Total 0." came only after all of them."""
    table, speech = start_timed(client)
    for _frame in range(600):
        if speech.log[-1].text == OPENING:
            break
        client.frames(1)
    client.frames(30)
    client.press(pygame.K_c)
    quiet(client, speech)
    assert speech.texts[-5:] == [OPENING, "Total 0.", OPENING, "Round 1. Bob deals. You play first.",
                                 "Your turn. Total 0. Your cards: 6 of hearts, queen of spades, 2 of spades. "
                                 "Enter plays the 6 of hearts."]
    assert speech.log[-5].cut_at is not None and speech.whole[-4:-2] == ["Total 0.", OPENING]


def test_c_pressed_after_the_first_card_still_follows_that_card(client):
    """C-22, a status key never tells what was not yet said: once a move is among what is still
    to be said (Anna's card), C's answer follows it, as before."""
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_1)
    client.press(pygame.K_SPACE)
    frames_until_said(client, speech, ANNA)
    client.press(pygame.K_c)
    client.frames(2)
    assert speech.texts[-1] == ANNA and speech.log[-1].cut_at is None
    quiet(client, speech)
    assert speech.texts[speech.texts.index(ANNA) + 1] == "Total 14."


def test_the_trick_games_opening_is_said_after_the_menu_line_it_follows(client):
    """T-28: the trick game's opening is an event: it waits for the line being said when the
    table opened (the menu's) and is heard whole, then the deal's first line."""
    import importlib

    import game.tricks.menu_entry
    importlib.reload(game.tricks.menu_entry)
    speech = app_timed_speech(client)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=3, seed=7)
    quiet(client, speech)
    assert speech.whole[0].startswith("Trick game, standard, target ")
    assert speech.whole[1].startswith("Deal 1.")
