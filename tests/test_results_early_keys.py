"""Keys in the first second of the results (C-18, C-20, T-17; announcements.md: "the first second
of the results or a deal summary" is answered by the refused cue only), on the fake engine of
timed_speech (0.05 s a character after 0.1 s, on the app's clock).

Found by ear (trick game, 3 players, real espeak timing): Enter on "Press Enter to see the
results.", then Down 0.5 s later: Down moved the focus ("Main menu, 6 of 6") 0.62 s into "Game
over. You win with 125 points, ...", which was never said again: the winner was never heard.
Only Enter and Escape were held, and for a second counted from the scene's making, not from when
its opening began to be heard."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from game.counting.scenes.results import CountingResults
from game.counting.scenes.table import remembered_setup
from timed_speech import all_said, app_timed_speech

NOTICE = "The screen reader or system voice did not answer within 5 seconds. Speaking with espeak-ng."


def _tricks_results(client):
    """T-17: a 3-player trick game you won with 125 points (target 100)."""
    from game.tricks.scenes.results import TricksResults
    from game.tricks.scenes.setup import remembered_setup as tricks_setup
    view = SimpleNamespace(winner=(0,), scores=(125, 40, 9), game_scores=(125, 40, 9), game_bonuses=(0, 0, 0),
                           dummy=None, deal=9, variant="standard")
    return TricksResults(client.app, tricks_setup(client.app, 3), view)


def _counting_results(client):
    """C-18, C-20: a 4-player counting game Carl won, played out."""
    view = SimpleNamespace(tokens=[0, 0, 0, 1], eliminated=frozenset({0, 1, 2}), winner=3, round=9)
    return CountingResults(client.app, remembered_setup(client.app, 4), view,
                           out_rounds={0: 6, 1: 8, 2: 9}, played_out=True)


def _opening_said(client, speech, results):
    """The results pushed; the frame that began their opening (a Spoken, being said)."""
    client.push(results)
    opening = speech.log[-1]
    assert "Game over." in opening.text and not speech.idle()
    return opening


def _results_opening(client, make):
    """The app on timed speech, all said; the results ``make(client)`` gives pushed, their
    opening begun, no cue played yet: (speech, results, opening, the focused index)."""
    speech = app_timed_speech(client)
    client.start()
    all_said(client, speech)
    results = make(client)
    opening = _opening_said(client, speech, results)
    client.app.sound.played.clear()
    return speech, results, opening, results.index


def test_down_half_a_second_into_the_trick_results_is_refused_and_the_opening_heard_whole(client):
    """T-17, found by ear: Down 0.5 s into the results' opening moves nothing and says nothing
    (the refused cue only); the opening, which names the winner, goes on uncut; Down once it
    was heard reads the line above the focus."""
    speech, results, opening, focus = _results_opening(client, _tricks_results)
    client.frames(30)
    client.press(pygame.K_DOWN)
    assert results.index == focus and client.app.sound.played == ["refused"]
    all_said(client, speech)
    assert speech.log[-1] is opening and opening.cut_at is None
    assert opening.text.startswith("Game over. You win with 125 points. 2nd place: Anna, 40 points.")
    client.press(pygame.K_UP)
    assert results.index == focus - 1 and speech.texts[-1] == results.item_text(focus - 1)


def test_every_key_of_the_counting_results_is_refused_in_their_first_second(client):
    """C-18, C-20: Up, End, a letter that jumps (M: "Main menu"), Escape and Space in the first
    second of the opening: each only the refused cue; nothing moves, the app stays on the
    results and the opening is heard whole."""
    speech, results, opening, focus = _results_opening(client, _counting_results)
    for key in (pygame.K_UP, pygame.K_END, pygame.K_m, pygame.K_ESCAPE, pygame.K_SPACE):
        client.press(key, frames=10)
    assert client.app.top is results and results.index == focus
    assert client.app.sound.played == ["refused"] * 5
    all_said(client, speech)
    assert speech.log[-1] is opening and opening.cut_at is None


def test_the_first_second_counts_from_when_the_opening_began_to_be_heard(client):
    """T-17: the results open while a notice is being said (it is said whole first, the opening
    waits behind it, 4 s): Down 0.5 s after the opening began, 4.5 s after the results opened,
    is still refused; the opening is heard whole."""
    speech = app_timed_speech(client)
    client.start()
    all_said(client, speech)
    client.app.announcer.notice(NOTICE)
    client.frames(6)
    results = _tricks_results(client)
    client.push(results)
    assert speech.log[-1].text == NOTICE
    for _ in range(60 * 10):
        if speech.log[-1].text.startswith("Game over."):
            break
        client.frames(1)
    opening = speech.log[-1]
    assert opening.text.startswith("Game over.") and client.app.updates - results.ready_at > 60
    focus = results.index
    client.frames(30)
    client.press(pygame.K_DOWN)
    assert results.index == focus
    all_said(client, speech)
    assert speech.log[-1] is opening and opening.cut_at is None


def test_the_opening_cut_in_its_first_second_by_the_history_is_said_again_once(client):
    """T-17: Page Up (the history, which answers every press) 0.3 s into the results' opening:
    the line before it, then the opening again, whole, once."""
    speech = app_timed_speech(client)
    client.start()
    all_said(client, speech)
    before = speech.texts[-1]
    results = _tricks_results(client)
    opening = _opening_said(client, speech, results)
    client.frames(18)
    client.press(pygame.K_PAGEUP)
    all_said(client, speech)
    assert speech.texts[-3:] == [opening.text, before, opening.text]
    assert speech.log[-3].cut_at is not None and speech.log[-1].cut_at is None


def test_f1_in_the_first_second_then_escape_says_the_whole_opening_after_help(client):
    """T-17, C-20 (found in a note): F1 0.3 s into the results' opening opened help, and Escape
    back said only "Game over. Play again, 1 of 4": the winner was never heard. Back from help,
    an opening barely heard is said whole, once; one heard whole before F1 is not (the short
    line, as before)."""
    speech = app_timed_speech(client)
    client.start()
    all_said(client, speech)
    results = _tricks_results(client)
    opening = _opening_said(client, speech, results)
    client.frames(18)
    client.press(pygame.K_F1)
    assert client.app.top is not results
    client.frames(60 * 20)  # help's lines said (the opening waits for the results: not said over help)
    assert speech.idle() and speech.texts[-1] == "Up: previous item."
    client.press(pygame.K_ESCAPE)
    assert client.app.top is results
    all_said(client, speech)
    assert speech.texts[-1] == opening.text and speech.log[-1].cut_at is None
    assert speech.texts.count(opening.text) == 2
    client.press(pygame.K_F1)
    all_said(client, speech)
    client.press(pygame.K_ESCAPE)
    all_said(client, speech)
    assert speech.texts[-1] == "Game over. " + results.item_text()
