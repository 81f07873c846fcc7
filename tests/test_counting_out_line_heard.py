"""Enter once the player is out (C-18) or the game is over (C-20) acts only once the line that
told them so was heard (C-22): pressed earlier, it plays only the refused cue, and that line is
said whole; the results never drop it. Timed with the fake speech of tests/timed_speech.py."""

import pygame

from game.counting import CountingOptions, CountingState
from game.counting.scenes import CountingResults
from game.engine.cards import parse_cards
from test_counting_table import _registered, start  # noqa: F401
from timed_speech import app_timed_speech

CARD = "You: jack of diamonds. Total 67."
OUT_LAST = "You passed 66: you owe 1 token and have 0. You are out. 1 player left."
OUT_TWO_LEFT = "You passed 66: you owe 1 token and have 0. You are out. 2 players left."
WATCHING = ("You are out: you are watching. Enter plays the rest out at once and shows the results; "
            "Escape opens the pause menu.")


def out_by_own_jack(client, players):
    """``players`` at the table, cards drawn for you; the human (no token left) plays the jack of
    diamonds on 57: 67, past 66, out (C-13, C-18; the queen costs as much: no warning). Returns the table, the speech and the index
    of the card's line."""
    speech = app_timed_speech(client)
    table = start(client, players=players, draw="auto", tokens=1)
    client.frames(600)
    until_quiet(client)  # the start is said, its turn line too: 1 acts only once it was heard (C-22)
    table.new_wait()
    hands = [parse_cards(["JD", "QH"]), parse_cards(["3C", "4D"]), parse_cards(["6C", "7D"])][:players]
    table.session.state = CountingState.from_position(CountingOptions(players=players, draw="auto"), seed=1,
                                                      dealer=players - 1, hands=hands,
                                                      stock=parse_cards(["8S", "8H", "8C"]),
                                                      pile=parse_cards(["QS"]), total=57, turn=0,
                                                      tokens=[0] + [1] * (players - 1))
    client.frames(60)
    said = len(speech.log)
    client.press(pygame.K_1)
    assert speech.texts[said] == CARD
    return table, speech, said


def until_quiet(client):
    """Frames until nothing is being said or waits to be."""
    for _ in range(60 * 30):
        if not client.app.announcer.speech_busy():
            return
        client.frames(1)
    raise AssertionError("speech never ended")


def until_heard(client, speech, line):
    """Frames until ``line`` was heard to its end."""
    for _ in range(60 * 30):
        if line in speech.whole:
            return
        client.frames(1)
    raise AssertionError(f"never heard: {line}")


def test_c20_enter_before_the_out_line_is_heard_does_not_show_the_results(client):
    """C-18, C-20, C-22: two players; out by one's own card, the game is over. Enter 0.6 s after
    the card, while its line is said: the refused cue, nothing else; the out line is said whole,
    then the results come by themselves (found by a blind tester: the out line was dropped)."""
    table, speech, said = out_by_own_jack(client, 2)
    client.frames(36)
    refused = client.app.sound.played.count("refused")
    client.press(pygame.K_RETURN)
    assert client.app.top is table
    assert client.app.sound.played.count("refused") == refused + 1
    client.frames(60 * 10)
    assert isinstance(client.app.top, CountingResults)
    assert speech.texts[said:] == [
        CARD, OUT_LAST,
        "Game over. Anna wins the game. 1 round played. 1st: Anna, 1 token left. 2nd: you, out in round 1. "
        "Up reads the results line by line. Play again, 5 of 6"]
    assert [spoken.cut_at for spoken in speech.log[said:said + 2]] == [None, None]


def test_c20_enter_once_the_out_line_was_heard_shows_the_results_at_once(client):
    """C-20, C-22: Enter right after the out line was heard shows the results at once."""
    table, speech, said = out_by_own_jack(client, 2)
    until_heard(client, speech, OUT_LAST)
    client.frames(2)
    assert client.app.top is table
    client.press(pygame.K_RETURN)
    assert isinstance(client.app.top, CountingResults)
    assert speech.texts[said:said + 2] == [CARD, OUT_LAST]
    assert speech.texts[-1].startswith("Game over. Anna wins the game.")


def test_c18_enter_before_you_are_out_is_heard_does_not_play_out(client):
    """C-18, C-20, C-22: three players; out by one's own card, the others play on. Enter while
    the out line is said: the refused cue only; the out line and "You are out: you are
    watching. Enter plays the rest out ..." are said whole; the game goes on."""
    table, speech, said = out_by_own_jack(client, 3)
    until_heard(client, speech, CARD)
    client.frames(12)
    assert speech.log[-1].text == OUT_TWO_LEFT and not speech.idle()
    refused = client.app.sound.played.count("refused")
    client.press(pygame.K_RETURN)
    assert client.app.top is table and not table.session.is_over()
    assert client.app.sound.played.count("refused") == refused + 1
    until_heard(client, speech, WATCHING)
    assert speech.texts[said:said + 4] == [CARD, OUT_TWO_LEFT, "Anna misses a turn.", WATCHING]  # C-16
    assert [spoken.cut_at for spoken in speech.log[said:said + 4]] == [None, None, None, None]
    assert client.app.top is table


def test_c18_enter_once_you_are_out_was_heard_plays_out_at_once(client):
    """C-18, C-20: Enter once "You are out: you are watching. ..." was heard plays the rest out
    at once; the results say so."""
    table, speech, said = out_by_own_jack(client, 3)
    until_heard(client, speech, WATCHING)
    client.press(pygame.K_RETURN)
    assert isinstance(client.app.top, CountingResults)
    assert speech.texts[-1].startswith("The game is played out. Game over. ")


def results_opened(client):
    """Out by one's own jack with two players; Enter once the out line was heard opens the
    results. Returns the results scene, the speech and the index of their opening line."""
    _table, speech, _said = out_by_own_jack(client, 2)
    until_heard(client, speech, OUT_LAST)
    client.frames(2)
    client.press(pygame.K_RETURN)
    results = client.app.top
    assert isinstance(results, CountingResults)
    return results, speech, len(speech.texts) - 1


def test_enter_before_the_results_opening_line_is_heard_plays_nothing(client):
    """A key pressed before the choice it acts on was heard never acts: a tester's second Enter
    2 s into the results' 15 s opening line started a new game. Enter then plays only the refused
    cue; the line goes on whole and ends with the focused item; once it was heard, Enter plays
    again (a new table)."""
    results, speech, opening = results_opened(client)
    line = speech.texts[opening]
    assert line.endswith("Up reads the results line by line. Play again, 5 of 6")
    client.frames(120)  # 2 s: past the 1 s guard, the line still being said
    refused = client.app.sound.played.count("refused")
    client.press(pygame.K_RETURN)
    assert client.app.top is results
    assert client.app.sound.played.count("refused") == refused + 1
    until_heard(client, speech, line)
    client.press(pygame.K_RETURN)
    assert client.app.top is not results and not isinstance(client.app.top, CountingResults)


def test_a_moved_focus_answers_and_enter_then_chooses_at_once(client):
    """Down (or any key answered) during the opening line says the focused item; Enter then acts
    on it without waiting for the rest of the results."""
    results, speech, _opening = results_opened(client)
    client.frames(120)
    client.press(pygame.K_DOWN)
    assert speech.texts[-1] == "Main menu, 6 of 6"
    client.press(pygame.K_UP)
    assert speech.texts[-1] == "Play again, 5 of 6"
    client.press(pygame.K_RETURN)
    assert client.app.top is not results and not isinstance(client.app.top, CountingResults)
