"""A refused key always gets an audible answer (C-22, T-28): where the ``refused`` cue is not heard
(effects volume 0, no sound device), "Too early: your key was not used. Press it again." is said
once for a burst of presses, right after the line being said (never cutting it), before the
prompt that waits to be said (the bid prompt, the turn line), which stays the last thing heard.

Found in a listening session, sound off: a key during "Deal 1. ..." of the trick game's first
deal, the bid prompt waiting, was answered by nothing at all: the words were dropped because a
prompt waited (it says what to do, not that the key was not used). The rule lived in the speech
queue (:meth:`game.speech.queue.SpeechQueue.add`), so every place with a prompt waiting had it:
the trick game's first deal, its play after another player's card with one's turn line waiting,
online tables too; a newer prompt that came while the words waited dropped them as well. Where
cues are heard nothing changes: the cue alone."""

import pygame
import pytest

from test_refusal_without_sound import TOO_EARLY, all_said
from test_tricks_early_keys import BID_PROMPT_1_2, DEAL_1_2, _two_player_opening, _until_speaking
from timed_speech import app_timed_speech

pytestmark = pytest.mark.usefixtures("tricks_registered")

GAME_2 = "Trick game, standard, target 200. 2 players: you and Anna, with the dummy."


@pytest.mark.parametrize("keys", [(pygame.K_RIGHT,), (pygame.K_SPACE,), (pygame.K_RETURN,),
                                  (pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RETURN)])
def test_trick_game_first_deal_a_key_before_the_bid_prompt_is_told_too_early(client, keys):
    """T-28: ``--game tricks --players 2 --seed 13``, sound off: keys 0.3 s apart during "Deal 1.
    Anna deals. No trumps. You lead.", the bid prompt waiting: the deal's line goes on uncut,
    then "Too early: ..." once, then the bid prompt, whole; nothing marked or moved (was: the
    refused cue alone, unheard, and silence)."""
    client.app.settings.set("volume", 0)
    table, speech = _two_player_opening(client)
    _until_speaking(client, speech, DEAL_1_2)
    client.frames(10)
    client.app.sound.played.clear()
    for key in keys:
        client.press(key, frames=18)
    assert client.app.sound.played == ["refused"] * len(keys)
    all_said(client, speech)
    assert speech.texts[:5] == [GAME_2, DEAL_1_2, TOO_EARLY, BID_PROMPT_1_2, "Anna has bid."]
    assert [spoken.cut_at for spoken in speech.log[:4]] == [None] * 4
    assert table.marked == [] and table.focus == 0
    assert client.app.announcer.history.items()[:4] == [GAME_2, DEAL_1_2, TOO_EARLY, BID_PROMPT_1_2]


def test_trick_game_first_deal_with_cues_heard_the_cue_alone(client):
    """Where cues are heard nothing changes: the cue, no words."""
    table, speech = _two_player_opening(client)
    _until_speaking(client, speech, DEAL_1_2)
    client.frames(10)
    client.app.sound.played.clear()
    client.press(pygame.K_SPACE)
    assert client.app.sound.played == ["refused"]
    all_said(client, speech)
    assert speech.texts[:4] == [GAME_2, DEAL_1_2, BID_PROMPT_1_2, "Anna has bid."]
    assert TOO_EARLY not in client.app.announcer.history.items()


def _online_trick_table_first_deal(client):
    """Ana's 3-player online trick table (seed 5), deal 1's start as the server sends it, sound
    off: the table and the speech once "Deal 1. Ben deals. No trumps. You lead." is being said,
    the bid prompt waiting."""
    from game.tricks.options import TricksOptions
    from game.tricks.state import TricksState
    from online_frames import trick_table, update
    client.app.settings.set("volume", 0)
    state = TricksState.new(TricksOptions(players=3), 5)
    first = update(state, 1, None, state.start_events(), 0)
    speech = app_timed_speech(client)
    table, link = trick_table(client, state, 0, first=first)
    _until_speaking(client, speech, ONLINE_DEAL_1)
    client.frames(10)
    return table, link, speech


ONLINE_DEAL_1 = "Deal 1. Ben deals. No trumps. You lead."


@pytest.mark.parametrize("keys", [(pygame.K_SPACE,), (pygame.K_RETURN, pygame.K_RETURN)])
def test_online_trick_table_first_deal_a_key_before_the_bid_prompt_is_told_too_early(client, keys):
    """T-28 online: Space (or Enter twice) during deal 1's first line, the bid prompt waiting:
    "Too early: ..." once, right after that line (not cut), then the bid prompt; nothing marked,
    nothing sent (was: the cue alone, unheard, and silence)."""
    table, link, speech = _online_trick_table_first_deal(client)
    at = speech.texts.index(ONLINE_DEAL_1)
    client.app.sound.played.clear()
    for key in keys:
        client.press(key, frames=18)
    assert client.app.sound.played == ["refused"] * len(keys)
    all_said(client, speech)
    assert speech.texts[at:] == [ONLINE_DEAL_1, TOO_EARLY, "Choose 3 bid cards. H reads your hand; focus: 8 of spades."]
    assert [spoken.cut_at for spoken in speech.log[at:]] == [None] * 3
    assert table.marked == [] and [fields for kind, fields in link.sent if kind == "act"] == []


def test_counting_first_turn_keys_in_the_opening_are_told_too_early_once(client):
    """C-22, the counting game's first turn (a new game, keys held, sound off; seed 7, 3
    players, the player's to begin): Return, 1 and Return 0.3 s apart during the game's
    opening, the round's first line and the turn line waiting: the opening uncut, "Too early:
    ..." once, then the round's line and the turn line, whole; nothing played. (Carried by the
    speech queue's rule now, no longer by a rule of the table of its own.)"""
    from test_counting_table_keys import _new_game_keys_held
    from game.counting.menu_entry import ENTRY
    from game.scenes.registry import register_game
    register_game(ENTRY)
    speech, table, said = _new_game_keys_held(client)
    client.frames(20)
    cues = client.app.sound.played.count("refused")
    for key in (pygame.K_RETURN, pygame.K_1, pygame.K_RETURN):
        client.press(key, frames=18)
    assert client.app.sound.played.count("refused") == cues + 3
    all_said(client, speech)
    lines = speech.log[said:]
    assert lines[0].text.startswith("Counting game, 3 players")
    assert [spoken.text for spoken in lines[1:]] == [
        TOO_EARLY, "Round 1. Bob deals. You play first.",
        "Your turn. Total 0. Your cards: 6 of hearts, queen of spades, 2 of spades. Enter plays the 6 of hearts."]
    assert [spoken.cut_at for spoken in lines] == [None] * 4
    assert len(table.session.state.hands[0]) == 3 and table.choice is None
