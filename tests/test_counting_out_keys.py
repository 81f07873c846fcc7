"""Keys pressed again and again once the player is out of the counting game (C-18): "You are out
of the game." is said and logged once, the presses after it within REFUSAL_REPEAT_SECONDS get the
refused cue alone (a headless scan logged it once per key press, many times in a row). Timed with
the fake speech of tests/timed_speech.py."""

import pygame

from game.counting import CountingOptions, CountingState
from game.engine.cards import parse_cards
from test_counting_out_line_heard import OUT_TWO_LEFT, until_heard, until_quiet
from test_counting_table import _registered, start  # noqa: F401
from timed_speech import app_timed_speech

OUT = "You are out of the game."


def _about_to_go_out(client):
    """Timed speech, a 3-player table with the automatic draw, quiet, then the position where the
    player's jack of diamonds (key 1) takes 57 past 66 with no token left (C-13, C-18): the
    others hold 5 tokens each; (speech, table)."""
    speech = app_timed_speech(client)
    table = start(client, players=3, draw="auto", tokens=1)
    client.frames(600)
    until_quiet(client)
    table.new_wait()
    hands = [parse_cards(["JD", "QH"]), parse_cards(["3C", "4D", "2S"]), parse_cards(["6C", "7D", "2H"])]
    table.session.state = CountingState.from_position(CountingOptions(players=3, draw="auto"), seed=1, dealer=2,
                                                      hands=hands, stock=parse_cards(["8S", "8H", "8C", "5S", "5H"]),
                                                      pile=parse_cards(["QS"]), total=57, turn=0, tokens=[0, 5, 5])
    return speech, table


def test_arrows_and_space_once_out_say_it_once(client):
    """C-18: out with two players left; the others slow (3 s); Left, Right, Space, Home, Up, End pressed 0.2 s apart:
    one "You are out of the game.", heard whole, five refused cues after it; once in the log."""
    speech, table = _about_to_go_out(client)
    client.app.settings.set("cpu_delay", 3.0)  # the others think 3 s: the keys come before their cards
    client.frames(60)
    client.press(pygame.K_1)  # the jack of diamonds: 67, past 66 with no token left: out (C-13, C-18)
    until_heard(client, speech, OUT_TWO_LEFT)
    until_quiet(client)
    assert table.watching() and not table.session.is_over()
    spoken = len(speech.texts)
    logged = len(client.app.announcer.history)
    cues = client.app.sound.played.count("refused")
    for key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_HOME, pygame.K_UP, pygame.K_END):
        client.press(key)
        client.frames(11)
    assert speech.texts[spoken:] == [OUT]
    assert client.app.announcer.history.items()[logged:] == [OUT]
    assert client.app.sound.played.count("refused") - cues == 6
    assert speech.log[-1].cut_at is None


def test_a_digit_while_out_early_in_a_round_the_pause_dealt_never_cuts_its_line(client):
    """C-18, C-21, C-22: out with two players left, the pause between rounds ends by itself and
    "Round 2. Anna deals. Bob plays first." is said (keys held: it is no doing of the player's);
    2 pressed 0.6 s into it, then again 0.3 s later: nothing acts; the answer is what 2 says
    once that line was heard, "You are out of the game. Bob plays next.", once, right after the
    deal's line, which goes on uncut and is said once (it was cut at the first press and said
    again after the answer), then Bob's card; the second press gets the refused cue alone."""
    from test_refusal_without_sound import all_said
    speech, table = _about_to_go_out(client)
    client.frames(60)
    client.press(pygame.K_1)  # the jack of diamonds: 67, past 66 with no token left: out (C-13, C-18)
    until_heard(client, speech, OUT_TWO_LEFT)
    for _ in range(60 * 600):  # the others play round 1 out
        if table.between_rounds:
            break
        client.frames(1)
    for _ in range(60 * 60):  # the round's end said, the pause's timer deals round 2
        if not table.between_rounds:
            break
        client.frames(1)
    said = len(speech.log) - 1
    assert speech.log[said].text == "Round 2. Anna deals. Bob plays first." and table.actions_held()
    cues = client.app.sound.played.count("refused")
    client.frames(36)
    client.press(pygame.K_2)
    client.frames(18)
    client.press(pygame.K_2)
    assert client.app.sound.played.count("refused") == cues + 2
    client.frames(600)
    all_said(client, speech)
    lines = speech.log[said:]
    assert [spoken.text for spoken in lines[:3]] == [
        "Round 2. Anna deals. Bob plays first.", "You are out of the game. Bob plays next.",
        "Bob: queen of clubs. Total 10."]
    assert [spoken.cut_at for spoken in lines[:3]] == [None, None, None]
    assert lines[1].start - lines[0].end < 0.05 and lines[2].start - lines[1].end < 0.05
    assert [spoken.text for spoken in lines].count("Round 2. Anna deals. Bob plays first.") == 1
    assert [spoken.text for spoken in lines].count("You are out of the game. Bob plays next.") == 1
