"""Enter pressed while the player who just went out (C-18) is told so is never lost in silence
(C-22): once the out line was heard, Enter pressed during "You are out: you are watching. Enter
plays the rest out ..." (or before it begins) is kept, with no sound, and plays the rest out once
that line was heard whole (C-20); pressed earlier (in the out line), it never acts, and where cues
are not heard the watching line begins with "Too early: ...".

Found by a tester by ear (counting, 3 players, Russian): Enter 54 % into the watching line did
nothing audible (the refused cue on a dummy sound device; "Too early: ..." dropped unsaid by
Bob's card) and the computers played on for 35 s. Timed with the fake speech of
tests/timed_speech.py; the position is tests/test_counting_out_line_heard.py's."""

import pygame
import pytest

from game.counting.scenes import CountingResults
from test_counting_out_line_heard import CARD, OUT_TWO_LEFT, WATCHING, out_by_own_jack, until_heard
from test_counting_table import _registered  # noqa: F401

MISSES = "Anna misses a turn."  # C-16: the jack (skip) played as the player went out
TOO_EARLY = "Too early: your key was not used. Press it again."
PLAYED_OUT = "The game is played out. Game over. "


def silent_cues(client):
    """Effects volume 0: the refused cue reaches no ear (the by-ear tool's dummy sound device)."""
    client.app.settings.set("volume", 0)
    assert client.app.sound.audible() is False


def into_line(client, speech, line, share):
    """Frames until ``line`` has been said for ``share`` of its length."""
    for _ in range(60 * 30):
        spoken = speech.log[-1]
        if spoken.text == line and speech.clock() - spoken.start >= share * (spoken.end - spoken.start):
            return spoken
        client.frames(1)
    raise AssertionError(f"never said: {line}")


def played_out_after(client, speech, watching):
    """Frames until the results; asserts they came right after ``watching`` ended whole, with no
    computer player's move said between (the play-out is unspoken, C-18, C-20)."""
    for _ in range(60 * 30):
        if isinstance(client.app.top, CountingResults):
            break
        client.frames(1)
    assert isinstance(client.app.top, CountingResults), [s.text for s in speech.log[-4:]]
    assert watching.cut_at is None
    after = speech.log[speech.log.index(watching) + 1:]
    assert after and after[0].text.startswith(PLAYED_OUT), [s.text for s in after]
    assert after[0].start - watching.end < 0.5  # at once, not after the others' moves


@pytest.mark.parametrize("silent", [False, True])
def test_c18_enter_during_the_watching_line_is_kept_and_plays_out(client, silent):
    """C-18, C-20, C-22: Enter 54 % into "You are out: you are watching. ..." plays nothing now
    and no sound (the line goes on uncut, nothing said over it), then plays the rest out as soon
    as the line ends."""
    if silent:
        silent_cues(client)
    table, speech, said = out_by_own_jack(client, 3)
    watching = into_line(client, speech, WATCHING, 0.54)
    refused = client.app.sound.played.count("refused")
    client.press(pygame.K_RETURN)
    assert client.app.top is table and not table.session.is_over()
    assert client.app.sound.played.count("refused") == refused
    played_out_after(client, speech, watching)
    assert speech.texts[said:said + 4] == [CARD, OUT_TWO_LEFT, MISSES, WATCHING]
    assert TOO_EARLY not in speech.texts


def test_c18_a_second_quick_enter_still_plays_out_once(client):
    """C-18, C-22: Enter at 54 % and again at 80 % of the watching line: still kept, silent, and
    the rest played out once, when the line ends."""
    table, speech, said = out_by_own_jack(client, 3)
    watching = into_line(client, speech, WATCHING, 0.54)
    refused = client.app.sound.played.count("refused")
    client.press(pygame.K_RETURN)
    into_line(client, speech, WATCHING, 0.8)
    client.press(pygame.K_RETURN)
    assert client.app.top is table and client.app.sound.played.count("refused") == refused
    played_out_after(client, speech, watching)


def test_c18_enter_as_the_watching_line_begins_is_kept(client):
    """C-18, C-22: Enter 5 % into the watching line (the out line and what it caused heard):
    kept, silent, and the rest played out once the watching line was heard whole."""
    table, speech, said = out_by_own_jack(client, 3)
    watching = into_line(client, speech, WATCHING, 0.05)
    refused = client.app.sound.played.count("refused")
    client.press(pygame.K_RETURN)
    assert client.app.top is table and client.app.sound.played.count("refused") == refused
    played_out_after(client, speech, watching)


@pytest.mark.parametrize("silent", [False, True])
def test_c18_enter_in_the_out_line_never_acts_and_is_answered(client, silent):
    """C-18, C-22: Enter 0.2 s into "You passed 66: ... You are out. 2 players left." (a doubled
    Enter on one's last card): the out line goes on uncut and the key never acts: the refused
    cue; where cues are not heard, the watching line begins with "Too early: ... Press it
    again." Pressed again during that line, Enter plays the rest out once it was heard."""
    if silent:
        silent_cues(client)
    table, speech, said = out_by_own_jack(client, 3)
    until_heard(client, speech, CARD)
    client.frames(12)
    assert speech.log[-1].text == OUT_TWO_LEFT and not speech.idle()
    refused = client.app.sound.played.count("refused")
    client.press(pygame.K_RETURN)
    assert client.app.sound.played.count("refused") == refused + 1
    line = f"{TOO_EARLY} {WATCHING}" if silent else WATCHING
    into_line(client, speech, line, 0.99)
    client.frames(60)
    assert client.app.top is table and not table.session.is_over()  # never acted
    assert speech.texts[said:said + 4] == [CARD, OUT_TWO_LEFT, MISSES, line]
    assert [s.cut_at for s in speech.log[said:said + 4]] == [None] * 4
    assert not isinstance(client.app.top, CountingResults)


@pytest.mark.parametrize("silent", [False, True])
def test_c18_enter_again_after_the_refusal_plays_out(client, silent):
    """C-18, C-22: refused in the out line, Enter again at 30 % of the (reworded) watching line is
    kept and plays the rest out as it ends."""
    if silent:
        silent_cues(client)
    table, speech, said = out_by_own_jack(client, 3)
    until_heard(client, speech, CARD)
    client.frames(12)
    client.press(pygame.K_RETURN)
    line = f"{TOO_EARLY} {WATCHING}" if silent else WATCHING
    watching = into_line(client, speech, line, 0.3)
    client.press(pygame.K_RETURN)
    assert client.app.top is table
    played_out_after(client, speech, watching)


def test_c18_enter_in_what_the_last_card_caused_never_acts(client):
    """C-16, C-18, C-22: Enter during "Anna misses a turn." (the jack that put the player out
    made Anna miss her turn: still the player's own card's doing), cues not heard: refused,
    and the watching line begins with "Too early: ...", never acting."""
    silent_cues(client)
    table, speech, said = out_by_own_jack(client, 3)
    into_line(client, speech, MISSES, 0.3)
    client.press(pygame.K_RETURN)
    into_line(client, speech, f"{TOO_EARLY} {WATCHING}", 0.99)
    client.frames(60)
    assert client.app.top is table and not table.session.is_over()
    assert speech.texts[said:said + 4] == [CARD, OUT_TWO_LEFT, MISSES, f"{TOO_EARLY} {WATCHING}"]
