"""A status key's answer said behind another player's move is cut at once by any key, a status
key too, as one said at once is (C-22, C-23, T-28; docs/announcements.md, "A status key never
tells what was not yet said").

Found by ear (trick game, 4 players, seed 5): V pressed as "Anna: king of clubs." began was
answered after her card, as it should be ("On the table: ..."); Right pressed 0.28 s into that
answer did not cut it, and was answered 6.7 s later, after it, holding Bob's card back. The answer
queued behind a move is an event of the player's own (so that it follows the move), and the
player's own doing was said to its end whatever key came. Now only the player's own move waits for
it, and any other key (an arrow, a refusal, the history, another status key or the same one
again: a newer status answer replaces the older, as three testers asked) cuts it at once; it is not said
again, the move before it was heard whole once, and the computers still wait for the speech.
Timed with the fake speech of tests/timed_speech.py on the app's game time."""

from __future__ import annotations

import importlib

import pygame
import pytest

from game.counting.menu_entry import ENTRY
from game.scenes.registry import register_game
from test_speech_pacing import _until_said, start_timed
from test_turn_line_heard_keys import quiet
from timed_speech import app_timed_speech

FRAME = 1 / 60
ANNA = "Anna: 4 of spades."
TABLE = "On the table: Carl, ace of spades; you, 8 of spades; Anna, 4 of spades. Bob to play."
BOB = "Bob: 2 of spades."


@pytest.fixture(autouse=True)
def _registered():
    import game.tricks.menu_entry
    importlib.reload(game.tricks.menu_entry)
    register_game(ENTRY)


def table_asked_as_anna_plays(client):
    """A local 4-player trick game (seed 5, simple computers) on the timed engine: the human bids
    their first three legal cards and follows Carl's lead with Enter once all was heard ("You:
    8 of spades."), and presses V as "Anna: 4 of spades." begins; runs until V's answer, which waits
    behind her card, begins. Returns the table, the speech and that answer (a Spoken)."""
    speech = app_timed_speech(client)
    client.app.settings.set("cpu_delay", 0.3)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=4, seed=5)
    table = client.app.top
    played = False
    for _ in range(60 * 300):
        state = table.session.state
        if state.phase == "bidding" and 0 in state.to_act():
            table.marked = list(state.legal_bid_cards(0)[:3])
            table._bid(None)
        if played and speech.log[-1].text == ANNA and not speech.idle():
            break
        if (not played and state.phase == "play" and state.turn_controller == 0
                and not client.app.announcer.speech_busy()):
            client.press(pygame.K_RETURN)
            played = True
        else:
            client.wait(1)
    else:
        raise AssertionError(f"Anna never played after you: {speech.texts}")
    assert speech.texts[-2:] == ["You: 8 of spades.", ANNA]
    client.press(pygame.K_v)
    assert speech.texts[-1] == ANNA  # (a status key never tells what was not yet said)
    answer = _until_said(client, speech, TABLE)
    assert speech.log[-2].text == ANNA and speech.log[-2].cut_at is None
    return table, speech, answer


def press_into(client, speech, spoken, seconds, key):
    """Run until ``spoken`` has been said ``seconds``, then press ``key``; returns the game time
    the key was pressed."""
    client.frames(round((spoken.start + seconds - speech.clock()) / FRAME))
    assert speech.log[-1] is spoken and not speech.idle()
    pressed = speech.clock()
    client.press(key)
    return pressed


@pytest.mark.parametrize("seconds", [0.3, 1.5])
def test_an_arrow_cuts_a_status_answer_said_behind_another_players_move_at_once(client, seconds):
    """T-28 (found by ear: Right 0.28 s into V's answer waited 6.7 s for its end): Right 0.3 s
    (or 1.5 s) into "On the table: ..." said after Anna's card cuts it at once with the card it
    moves to; Bob's card waits for that answer, then the game goes on; each line once."""
    table, speech, answer = table_asked_as_anna_plays(client)
    pressed = press_into(client, speech, answer, seconds, pygame.K_RIGHT)
    quiet(client)
    at = speech.log.index(answer)
    assert speech.texts[at - 1:at + 4] == [ANNA, TABLE, "10 of hearts, 2 of 9", BOB,
                                           "Carl wins the trick with the ace of spades. "
                                           "Tricks: you 0, Anna 0, Bob 0, Carl 1."]
    arrow, bob = speech.log[at + 1], speech.log[at + 2]
    assert answer.cut_at is not None and abs(answer.cut_at - pressed) <= FRAME  # cut at the key
    assert arrow.start == answer.cut_at and arrow.cut_at is None  # the card at once, heard whole
    assert bob.start >= arrow.end - 1e-9 and bob.cut_at is None  # Bob waited for the speech
    assert speech.texts.count(TABLE) == 1 and speech.texts.count(ANNA) == 1 and speech.texts.count(BOB) == 1
    assert client.app.announcer.history.items().count(TABLE) == 1


def test_the_same_status_key_again_cuts_its_answer_said_behind_a_move(client):
    """T-28: V again 0.3 s into its answer said after Anna's card cuts it, and it is said anew,
    whole, then Bob's card (was: the second answer waited for the first to end, heard twice)."""
    table, speech, answer = table_asked_as_anna_plays(client)
    pressed = press_into(client, speech, answer, 0.3, pygame.K_v)
    quiet(client)
    at = speech.log.index(answer)
    assert speech.texts[at:at + 3] == [TABLE, TABLE, BOB]
    assert answer.cut_at is not None and abs(answer.cut_at - pressed) <= FRAME and speech.log[at + 1].start == answer.cut_at
    assert speech.log[at + 1].cut_at is None


def test_a_refusal_cuts_a_status_answer_said_behind_a_move(client):
    """T-28: Enter (not the player's turn) 0.3 s into V's answer said after Anna's card cuts it
    with the refusal, as a key with no action cuts any status answer; then Bob's card."""
    table, speech, answer = table_asked_as_anna_plays(client)
    pressed = press_into(client, speech, answer, 0.3, pygame.K_RETURN)
    quiet(client)
    at = speech.log.index(answer)
    assert speech.texts[at:at + 3] == [TABLE, "Not your turn. Bob plays next.", BOB]
    assert answer.cut_at is not None and abs(answer.cut_at - pressed) <= FRAME and speech.log[at + 1].start == answer.cut_at


def test_another_status_key_cuts_a_status_answer_said_behind_a_move(client):
    """T-28 (asked by three testers by ear: a newer status key's answer cuts the older one, as a
    screen reader's review keys do): K 0.3 s into V's answer said after Anna's card cuts it at
    once; the tricks are said whole, then Bob's card; V's answer is not said again."""
    table, speech, answer = table_asked_as_anna_plays(client)
    pressed = press_into(client, speech, answer, 0.3, pygame.K_k)
    quiet(client)
    at = speech.log.index(answer)
    assert speech.texts[at:at + 3] == [
        TABLE, "Tricks: you 0, Anna 0, Bob 0, Carl 0. 0 of 10 played. Carl's lead is still winning. "
               "You have 0 of 3 tricks: you need 3 more.", BOB]
    assert answer.cut_at is not None and abs(answer.cut_at - pressed) <= FRAME
    assert [spoken.cut_at for spoken in speech.log[at + 1:at + 3]] == [None, None]
    assert speech.texts.count(TABLE) == 1


def test_counting_an_arrow_cuts_the_total_said_behind_annas_card(client):
    """C-22: seed 7 (tests/test_speech_pacing.py): C during "Anna: 8 of hearts. Total 14." is
    answered after her card (and the draw's end it caused); Right 0.3 s into "Total 14." cuts it
    with the card, then Bob's card (was: the card waited for the total's end)."""
    table, speech = start_timed(client)
    quiet(client)
    client.press(pygame.K_1)
    line = _until_said(client, speech, "Anna: 8 of hearts.")
    client.frames(6)
    client.press(pygame.K_c)
    answer = _until_said(client, speech, "Total 14.")
    pressed = press_into(client, speech, answer, 0.3, pygame.K_RIGHT)
    quiet(client)
    at = speech.log.index(line)
    assert speech.texts[at:at + 5] == [line.text, "Too late to draw: you play the rest of this round with 2 cards.",
                                       "Total 14.", "2 of spades: total doubles to 28, 2 of 2",
                                       "Bob: king of spades. Total 24."]
    assert answer.cut_at is not None and abs(answer.cut_at - pressed) <= FRAME and speech.log[at + 3].start == answer.cut_at
    assert speech.log[at + 3].cut_at is None and speech.log[at + 4].start >= speech.log[at + 3].end - 1e-9
    assert speech.texts.count("Total 14.") == 1


def test_page_up_cuts_a_status_answer_said_behind_a_move(client):
    """T-28: Page Up 0.3 s into V's answer said after Anna's card cuts it and reads the line
    before it, her card (heard whole once already); then Bob's card."""
    table, speech, answer = table_asked_as_anna_plays(client)
    pressed = press_into(client, speech, answer, 0.3, pygame.K_PAGEUP)
    quiet(client)
    at = speech.log.index(answer)
    assert speech.texts[at - 1:at + 3] == [ANNA, TABLE, ANNA, BOB]
    assert answer.cut_at is not None and abs(answer.cut_at - pressed) <= FRAME
    assert speech.log[at + 1].start == answer.cut_at and speech.texts.count(TABLE) == 1
