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


def test_arrows_and_space_once_out_say_it_once(client):
    """C-18: out with two players left; the others slow (3 s); Left, Right, Space, Home, Up, End pressed 0.2 s apart:
    one "You are out of the game.", heard whole, five refused cues after it; once in the log."""
    speech = app_timed_speech(client)
    table = start(client, players=3, draw="auto", tokens=1)
    client.frames(600)
    until_quiet(client)
    table.new_wait()
    hands = [parse_cards(["JD", "QH"]), parse_cards(["3C", "4D", "2S"]), parse_cards(["6C", "7D", "2H"])]
    table.session.state = CountingState.from_position(CountingOptions(players=3, draw="auto"), seed=1, dealer=2,
                                                      hands=hands, stock=parse_cards(["8S", "8H", "8C", "5S", "5H"]),
                                                      pile=parse_cards(["QS"]), total=57, turn=0, tokens=[0, 5, 5])
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
