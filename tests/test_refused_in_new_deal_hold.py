"""A key refused while keys are held after a new deal (the trick game's next deal, dealt by Enter
on the deal summary; the counting game's next round, dealt by Enter at the round's end: C-21,
C-22, T-28) is answered in words where cues are not heard (no sound device, effects volume 0).

Found in a listening session: Return pressed twice on the deal summary dealt deal 2, and the
second Return, refused as too early, played the refused cue alone; with sound off the player heard
nothing and did not know the key was not used. The bid prompt (or turn line) waiting behind the
deal's first line says what to do, but not that the key did nothing. Now "Too early: your key was
not used. Press it again." is said right after the deal's first line (never cutting it), before
the prompt, which stays the last thing heard; once for a burst of presses. With cues heard,
nothing changes: the cue alone (tests/test_tricks_early_keys.py)."""

import pygame
import pytest

from test_counting_table_keys import _round_over
from test_refusal_without_sound import TOO_EARLY, all_said
from test_tricks_early_keys import BID_PROMPT_2, DEAL_2, _next_deal_with_a_second_key

pytestmark = pytest.mark.usefixtures("tricks_registered")


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_SPACE])
def test_tricks_a_second_quick_key_is_told_too_early_before_the_bid_prompt(client, key):
    client.app.settings.set("volume", 0)
    assert client.app.sound.audible() is False
    table, speech, at = _next_deal_with_a_second_key(client, key)
    assert speech.texts[at:] == [DEAL_2, TOO_EARLY, BID_PROMPT_2, "Anna has bid.", "Bob has bid."]
    assert [spoken.cut_at for spoken in speech.log[at:]] == [None] * 5
    assert client.app.sound.played.count("refused") == 1
    assert table.marked == [] and table.session.state.phase == "bidding"


def test_tricks_keys_pressed_on_are_told_once(client):
    """Enter, then Enter again while the words are said: one "Too early: ...", the cue for each."""
    client.app.settings.set("volume", 0)
    from test_tricks_early_keys import _quiet, _to_the_deal_summary
    table, speech, _summary = _to_the_deal_summary(client, seed=11)
    _quiet(client)
    client.frames(60)
    at = len(speech.log)
    client.press(pygame.K_RETURN)
    client.frames(18)
    client.app.sound.played.clear()
    for _ in range(4):
        client.press(pygame.K_RETURN)
        client.frames(20)
    _quiet(client)
    assert speech.texts[at:at + 3] == [DEAL_2, TOO_EARLY, BID_PROMPT_2]
    assert client.app.sound.played.count("refused") == 4
    assert table.marked == []


def test_counting_a_second_quick_enter_on_ones_own_first_turn_is_told_too_early(client):
    """C-21, C-22: seed 7, 2 players, cues not heard: round 3 is the player's to begin. Enter at
    the round's end deals it; Enter again 0.6 s later plays nothing, and is told "Too early: ..."
    right after the deal's line (not cut), before the turn line."""
    table, speech = _round_over(client, players=2, rounds=2)
    said = len(speech.log)
    client.press(pygame.K_RETURN)
    client.frames(36)
    assert table.actions_held()
    hand = list(table.session.state.hands[0])
    client.press(pygame.K_RETURN)
    all_said(client, speech)
    assert table.session.state.hands[0] == hand
    assert [spoken.text for spoken in speech.log[said:]] == [
        "Round 3. Anna deals. You play first.", TOO_EARLY,
        "Your turn. Total 0. Your cards: 3 of clubs, 3 of diamonds, queen of clubs. Enter plays the 3 of clubs."]
    assert [spoken.cut_at for spoken in speech.log[said:]] == [None] * 3


@pytest.mark.parametrize("keys", [(pygame.K_x,), (pygame.K_LEFT, pygame.K_x, pygame.K_RIGHT)])
def test_counting_a_key_in_the_rounds_end_is_answered_after_it(client, keys):
    """C-21, the pause between rounds: a key with nothing to do (X, an arrow) while the round's
    end is said never cuts it (the refused cue); where cues are not heard, "Round 1 is over.
    Press Enter for the next round." follows it, once for a burst of presses, as for Space or a
    digit then (was: nothing at all)."""
    from test_counting_round_end_said_once import ANNA, REACHED, ROUND_OVER, into_the_rounds_end
    client.app.settings.set("volume", 0)
    speech = into_the_rounds_end(client)
    cues = client.app.sound.played.count("refused")
    for key in keys:
        client.press(key, frames=10)
    assert client.app.sound.played.count("refused") == cues + len(keys)
    all_said(client, speech)
    at = speech.texts.index(ANNA)
    assert speech.texts[at:] == [ANNA, REACHED, ROUND_OVER, "Round 1 is over. Press Enter for the next round."]
    assert [spoken.cut_at for spoken in speech.log[at:]] == [None] * 4
