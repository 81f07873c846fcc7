"""The advice key A pressed while other players' moves are still being said (C-22, T-28; on the
fake engine of timed_speech): as the status keys C, S, T, it never cuts them; its advice, about
the game as it stands after them, follows them, before the turn line, which is said again after
it naming the card the advice put the focus on. Found by a fresh tester by ear: A cut "Anna: 4
of spades. Total 24." at 0.45 s and advised on a total the player had not heard yet."""

import importlib

import pygame
import pytest

from test_speech_pacing import _until_said, quiet, start_timed
from timed_speech import app_timed_speech


def a_pressed_during(client, speech, line_text):
    """Press A 0.1 s into the line that begins ``line_text`` (seed 7, after your 6 of hearts) and
    let everything be said; returns that line's place in what was said."""
    client.press(pygame.K_1)
    line = _until_said(client, speech, line_text)
    client.frames(6)
    client.press(pygame.K_a)
    quiet(client, speech)
    return speech.texts.index(line.text)


@pytest.fixture(autouse=True)
def _registered():
    from game.counting.menu_entry import ENTRY
    from game.scenes.registry import register_game
    register_game(ENTRY)
    import game.tricks.menu_entry
    importlib.reload(game.tricks.menu_entry)


def test_counting_hint_while_a_move_is_said_follows_it(client):
    """C-22, C-23: seed 7; you play the 6 of hearts, Anna the 8 of hearts, Bob the king of spades;
    A pressed 0.1 s into Bob's line: his line is said whole, uncut and once, then the advice
    (on total 24, your turn), then the turn line naming the advised card."""
    table, speech = start_timed(client)
    quiet(client, speech)
    at = a_pressed_during(client, speech, "Bob: king of spades.")
    line = speech.log[at]
    assert speech.log[at].cut_at is None and speech.texts.count(line.text) == 1
    assert speech.texts[at:] == [
        line.text, "Play the queen of spades: every card you hold passes a threshold and costs you 1 token.",
        "Your turn. Total 24. Your cards: queen of spades, 2 of spades. Enter plays the queen of spades."]
    assert all(spoken.cut_at is None for spoken in speech.log[at:])
    assert table.hints_used == 1


def test_counting_hint_refused_while_a_move_is_said_follows_it(client):
    """C-22: A pressed 0.1 s into Anna's line (Bob plays next): her line is said whole, then the
    refusal, then Bob's card (it cut her line, said again after the refusal)."""
    table, speech = start_timed(client)
    quiet(client, speech)
    at = a_pressed_during(client, speech, "Anna: 8 of hearts.")
    line = speech.log[at]
    assert speech.texts[at:at + 4] == [
        line.text, "Too late to draw: you play the rest of this round with 2 cards.",
        "A hint is for your turn to play.", "Bob: king of spades. Total 24."]
    assert all(spoken.cut_at is None for spoken in speech.log[at:at + 4])
    assert table.hints_used == 0


def _tricks_until_bobs_lead(client):
    """Three players, seed 5, simple computers, the timed engine: you bid your first three cards,
    then play the focused card each turn once all was heard, until "Bob: ace of hearts." (his
    lead of trick 2, you next) has begun; (table, speech, that line)."""
    speech = app_timed_speech(client, 0.05)
    client.app.settings.set("cpu_delay", 0.3)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=3, seed=5)
    table = client.app.top
    state = table.session.state
    for _ in range(60 * 120):
        if state.phase == "bidding" and 0 in state.to_act():
            table.marked = list(state.legal_bid_cards(0)[:3])
            table._bid(None)
        elif speech.log and speech.log[-1].text == "Bob: ace of hearts." and not speech.idle():
            return table, speech, speech.log[-1]
        elif state.phase == "play" and state.turn_controller == 0 and not client.app.announcer.speech_busy():
            client.press(pygame.K_RETURN)
        client.frames(1)
    raise AssertionError("Bob never led the ace of hearts")


def test_tricks_hint_while_a_move_is_said_follows_it(client):
    """T-28, T-29: A pressed 0.1 s into Bob's lead: his card is said whole, uncut and once, then
    the advice (you follow his ace of hearts), then your turn line."""
    table, speech, line = _tricks_until_bobs_lead(client)
    client.frames(6)
    client.press(pygame.K_a)
    quiet(client, speech)
    at = speech.texts.index(line.text)
    assert speech.texts[at:] == [
        line.text, "Play the 10 of hearts: you need 4 more tricks, but no card you can play wins this one, and "
        "keeping your other cards gives you the best chance.",
        "Your turn. Bob led the ace of hearts. You have hearts. You have 0 of 4 tricks: you need 4 more. "
        "Focus: 10 of hearts."]
    assert all(spoken.cut_at is None for spoken in speech.log[at:])
    assert table.hints_used == 1


def test_counting_hint_pressed_twice_while_moves_are_said_is_answered_once(client):
    """C-22: A pressed twice in Anna's line (Bob plays next), then twice in Bob's (your turn
    then): one refusal after her line, one advice after his, never the same line twice in a row
    (found by ear: "A hint is for your turn to bid or play." said twice after Bob's lines)."""
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_1)
    anna = _until_said(client, speech, "Anna: 8 of hearts.")
    client.frames(6)
    client.press(pygame.K_a)
    client.frames(6)
    client.press(pygame.K_a)
    bob = _until_said(client, speech, "Bob: king of spades.")
    client.frames(6)
    client.press(pygame.K_a)
    client.frames(6)
    client.press(pygame.K_a)
    quiet(client, speech)
    at = speech.texts.index(anna.text)
    assert speech.texts[at:] == [
        anna.text, "Too late to draw: you play the rest of this round with 2 cards.",
        "A hint is for your turn to play.", bob.text,
        "Play the queen of spades: every card you hold passes a threshold and costs you 1 token.",
        "Your turn. Total 24. Your cards: queen of spades, 2 of spades. Enter plays the queen of spades."]
    assert all(spoken.cut_at is None for spoken in speech.log[at:])
    assert client.app.announcer.history.items().count("A hint is for your turn to play.") == 1


@pytest.mark.parametrize(("line", "frames"), [("Bob: king of spades.", 6), ("Your turn. Total 24.", 18)])
def test_counting_enter_once_the_hints_card_was_heard_plays_it_at_once(client, line, frames):
    """C-22, C-23, T-28: A pressed 0.1 s into Bob's line (the advice follows it) or 0.3 s into
    the turn line (cut, it would be said again after the advice, naming the advised card);
    Enter once the advice's head "Play the queen of spades:" was heard plays that card at once,
    cutting the reasons, and no turn line is said after it (found by ear, trick game, 4
    players, seed 5: Enter there was kept 2 s, to the advice's end, as if the advice were the
    player's own move; after the moves, it was refused until the turn line was heard)."""
    from test_advice_heard_keys import PLAY_HEAD, PLAY_HINT, share_of
    from test_turn_line_kept_keys import into_line
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_1)
    _until_said(client, speech, line)
    client.frames(frames)
    client.press(pygame.K_a)
    hint = into_line(client, speech, PLAY_HINT, share_of(client, PLAY_HINT, PLAY_HEAD, offset=0.05))
    client.press(pygame.K_RETURN)
    client.frames(2)
    assert hint.cut_at is not None
    assert speech.texts[-1] == "You: queen of spades. Total 34."
    assert sum(text.startswith("Your turn. Total 24.") for text in speech.texts) == (line != "Bob: king of spades.")


def test_tricks_enter_once_the_hints_card_was_heard_after_the_lead_plays_it_at_once(client):
    """T-28, T-29: A pressed during Bob's lead; Enter once the advice's head "Play the 10 of
    hearts:" was heard plays it at once, cutting the reasons; the turn line behind the advice
    is never said (it would be outdated)."""
    from test_advice_heard_keys import share_of
    from test_turn_line_kept_keys import into_line
    hint_text = ("Play the 10 of hearts: you need 4 more tricks, but no card you can play wins this one, and "
                 "keeping your other cards gives you the best chance.")
    table, speech, line = _tricks_until_bobs_lead(client)
    client.frames(6)
    client.press(pygame.K_a)
    hint = into_line(client, speech, hint_text, share_of(client, hint_text, "Play the 10 of hearts:", offset=0.05))
    client.press(pygame.K_RETURN)
    client.frames(2)
    assert hint.cut_at is not None
    assert speech.texts[-1].startswith("You: 10 of hearts.")
    quiet(client, speech)
    assert not any(text.startswith("Your turn. Bob led the ace of hearts.") for text in speech.texts)
