"""Keys refused again and again never hold the computer players back (C-8, C-22).

Found by ear (counting game, 4 players, computer delay 1.5 s): Return pressed about every 1.4 s
while a computer player was to play was answered each time "Not your turn. Anna plays next.",
each answer cutting the one before; the computer players wait while anything is being said (they
never outrun the speech), so Anna did not play for about 4 minutes. The same refusal pressed
again while it is still being said, or right after it was heard whole with nothing said since,
is answered by the refused cue alone: speech goes quiet and the computer plays.

The fake engine of tests/timed_speech.py speaks 0.05 s a character after 0.1 s, on the app's
clock: the refusal takes 1.65 s, longer than the 1.4 s between presses."""

from __future__ import annotations

import pygame
import pytest

from test_speech_pacing import quiet, start_timed

REFUSAL = "Not your turn. Anna plays next."


@pytest.fixture(autouse=True)
def _registered():
    from game.counting.menu_entry import ENTRY
    from game.scenes.registry import register_game
    register_game(ENTRY)


def test_return_every_1_4_seconds_while_anna_is_to_play_does_not_stop_her(client):
    """C-8, C-22: seed 7, 4 players, delay 1.5 s: Ana plays her card and draws; Anna is
    to play; Return every 1.4 s from then: "Not your turn. Anna plays next." is said once, then
    only the refused cue, and Anna's card is said within 5 s of the first press (before the
    fix: the refusal again at each press, and Anna never played)."""
    table, speech = start_timed(client, delay=1.5, players=4, seed=7)
    quiet(client, speech)
    state = table.session.state
    assert state.turn == 0
    client.press(pygame.K_1)  # Ana's card
    quiet(client, speech)
    client.press(pygame.K_SPACE)  # her draw (C-8): Anna's delay counts from now
    assert speech.texts[-1] == "You draw the ace of diamonds." and state.turn == 1
    first = len(speech.log)
    for _ in range(int(5 / 1.4) + 1):
        if any(text.startswith("Anna: ") for text in speech.texts[first:]):
            break
        client.press(pygame.K_RETURN)
        client.frames(84)  # 1.4 s
    said = speech.texts[first:]
    assert said[:2] == [REFUSAL, "Anna: king of clubs. Total 16."]
    assert not any(a == b == REFUSAL for a, b in zip(said, said[1:]))


def test_tricks_return_every_1_4_seconds_while_a_computer_is_to_play_does_not_stop_it(client):
    """T-28: seed 8, 3 players, delay 1.5 s; once the moves were heard and Bob is to play, Return
    every 1.4 s: "Not your turn. Bob plays next." is said once, then only the refused cue, and
    Bob's card comes within 5 s of the first press (before the fix: the refusal at each press,
    and Bob never played)."""
    import importlib

    import game.tricks.menu_entry
    from timed_speech import app_timed_speech
    importlib.reload(game.tricks.menu_entry)
    speech = app_timed_speech(client)
    client.app.settings.set("cpu_delay", 1.5)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=3, seed=8)
    table = client.app.top
    quiet(client, speech)
    state = table.session.state
    table.marked = list(state.legal_bid_cards(0)[:3])
    table._bid(None)
    for _ in range(60 * 60):  # until a computer is to play, every move heard, its delay counting
        if (state.phase == "play" and state.turn_controller != 0 and table._cpu_waiting
                and not client.app.announcer.speech_busy()):
            break
        client.frames(1)
    assert state.turn_controller == 2 and len(state.current_trick) == 1
    refusal = "Not your turn. Bob plays next."
    first = len(speech.log)
    for _ in range(int(5 / 1.4) + 1):
        if "Bob discards the 6 of spades." in speech.texts[first:]:
            break
        client.press(pygame.K_RETURN)
        client.frames(84)  # 1.4 s
    assert speech.texts[first:] == [refusal, "Bob discards the 6 of spades."]


def test_the_same_refusal_after_a_quiet_of_more_than_5_seconds_is_said_again():
    """C-22: a refusal heard whole is "just said" (answered by the cue alone) for up to
    ``REFUSAL_REPEAT_SECONDS`` (5 s) after it ended, then said again: a player who presses Return
    30 s later, without sound cues, would otherwise hear nothing at all."""
    from game.scenes.base import REFUSAL_REPEAT_SECONDS
    from game.speech import Announcer
    from timed_speech import Clock, TimedSpeech

    clock = Clock()
    speech = TimedSpeech(clock)
    announcer = Announcer(speech)

    def run(seconds):
        for _ in range(round(seconds * 60)):
            clock.advance(1 / 60)
            announcer.tick(1 / 60)

    announcer.say(REFUSAL, interrupt=True)
    run(0.5)
    assert announcer.just_said(REFUSAL, within=REFUSAL_REPEAT_SECONDS) is True  # being said
    run(1.5)  # 1.65 s long: heard whole 0.35 s ago
    assert announcer.just_said(REFUSAL, within=REFUSAL_REPEAT_SECONDS) is True
    run(4.5)  # ended 4.85 s ago
    assert announcer.just_said(REFUSAL, within=REFUSAL_REPEAT_SECONDS) is True
    run(0.3)  # ended 5.15 s ago
    assert announcer.just_said(REFUSAL, within=REFUSAL_REPEAT_SECONDS) is False
    assert announcer.just_said(REFUSAL) is True  # without a limit: still the last line heard
    assert REFUSAL_REPEAT_SECONDS == 5.0
