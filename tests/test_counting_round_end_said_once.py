"""A round's end right after the line that told its cause says each fact once (C-14, C-15, C-21,
C-23).

Found by a helper in a timed test (3 players): "Bob: 7 of clubs. Total 99." / "Bob reached 99 and
wins the round: everyone else loses 2 tokens. Tokens left: you 1, Anna 1." / "Round 1 over: Bob
reached 99. Tokens: you 1, Anna 1, Bob 3. Enter: next round.": "Bob reached 99" and the losers'
tokens each twice in a row. Now the cause's line leaves out the tokens left, which the round's
end says for everyone, and the round's end leaves out its cause. Said on its own (coming back
from the pause menu, the status line, a saved game continued) the round's end still says its
cause; F2 repeats the round's end so too, with its cause (found in a listening session: F2 on
the short line never said what ended the round; the history keeps the lines as said). Timed with the fake speech of
tests/timed_speech.py on the app's game time."""

from __future__ import annotations

import pygame

from game.counting.events import (PlayerEliminated, RoundEnded, ThresholdPassed, ThresholdReached,
                                  TokensLost)
from game.counting.text import narrate
from game.engine.perspective import Perspective
from test_speech_pacing import _on_93_with_the_6_of_clubs, _round_ends_by_anna, quiet
from test_turn_line_heard_keys import _registered  # noqa: F401  (the fixture registers the games)

ANNA = "Anna: 6 of clubs. Total 99."
REACHED = "Anna reached 99 and wins the round: everyone else loses 2 tokens."
ROUND_OVER = "Round 1 over. Tokens: you 7, Anna 9, Bob 7. Enter: next round."
WHOLE = "Round 1 over: Anna reached 99. Tokens: you 7, Anna 9, Bob 7. Enter: next round."


def heard_from(speech, text):
    """The lines said from the first ``text`` on, each with whether a key cut it."""
    at = speech.texts.index(text)
    return [(spoken.text, spoken.cut_at is not None) for spoken in speech.log[at:]]


def into_the_rounds_end(client):
    """Anna's 6 of clubs ends round 1 (:func:`_round_ends_by_anna`); run until the round's end
    worded short (``ROUND_OVER``) has been said for 20 frames. Returns the timed speech."""
    _table, speech = _round_ends_by_anna(client)
    for _ in range(60 * 30):
        if speech.texts and speech.texts[-1] == ROUND_OVER:
            break
        client.frames(1)
    client.frames(20)
    return speech


def test_reaching_99_says_the_cause_and_the_tokens_once(client):
    """C-14, C-23: Anna's card makes 99: her card, the cause without the tokens left, the round's
    end without the cause (was: "... Tokens left: you 7, Bob 7." / "Round 1 over: Anna reached
    99. Tokens: ..."). The status line says the round's end whole."""
    table, speech = _round_ends_by_anna(client)
    quiet(client, speech)
    assert heard_from(speech, ANNA) == [(ANNA, False), (REACHED, False), (ROUND_OVER, False)]
    assert table.between_rounds and table.round_over == WHOLE
    assert table.status_line().startswith("Round 1 over: Anna reached 99.")


def test_passing_99_says_the_cause_once(client):
    """C-15, C-23: the human's 8 of clubs on 93 passes 99: "You passed 99: ..." then the round's
    end without "you passed 99" again."""
    from game.engine.cards import parse_cards
    table, speech = _on_93_with_the_6_of_clubs(client, 0)
    table.session.state.hands[0] = parse_cards(["8C"])
    table.plan_cpu()
    client.press(pygame.K_1)
    quiet(client, speech)
    mine = "You: 8 of clubs. Total 101."
    assert heard_from(speech, mine) == [
        (mine, False), ("You passed 99: you lose 2 tokens. 7 left.", False),
        ("Round 1 over. Tokens: you 7, Anna 9, Bob 9. Enter: next round.", False)]
    assert table.round_over == "Round 1 over: you passed 99. Tokens: you 7, Anna 9, Bob 9. Enter: next round."


def test_back_from_the_pause_menu_the_rounds_end_is_said_whole(client):
    """C-21: Escape and Escape (the pause menu, Resume) once the round's end was heard: where the
    game stands, the round's end said on its own, with its cause."""
    _table, speech = _round_ends_by_anna(client)
    quiet(client, speech)
    client.press(pygame.K_ESCAPE)
    quiet(client, speech)
    client.press(pygame.K_ESCAPE)
    quiet(client, speech)
    assert speech.texts[-1] == WHOLE


def test_the_pause_menu_over_the_waiting_rounds_end_does_not_say_it_twice(client):
    """C-21: the pause menu opened while Anna's card is said, closed at once: the round's end,
    held under it and worded without its cause, is known by itself (not by its words): it is
    said once, never followed by the whole line again."""
    _table, speech = _round_ends_by_anna(client)
    client.press(pygame.K_ESCAPE)
    client.press(pygame.K_ESCAPE)
    quiet(client, speech)
    said = [text for text in speech.texts if text.startswith("Round 1 over")]
    assert said == [ROUND_OVER]


def test_a_key_in_the_pause_never_cuts_the_rounds_end_worded_short(client):
    """C-21: X while "Round 1 over. Tokens: ... Enter: next round." is said (a key with nothing
    to do between rounds), cues heard: only the refused cue, the line goes on uncut and is not said again;
    nothing after it (it says what to press)."""
    speech = into_the_rounds_end(client)
    cues = client.app.sound.played.count("refused")
    client.press(pygame.K_x)
    assert client.app.sound.played.count("refused") == cues + 1
    quiet(client, speech)
    assert heard_from(speech, ANNA) == [(ANNA, False), (REACHED, False), (ROUND_OVER, False)]


def test_f2_repeats_the_rounds_end_as_said_on_its_own(client):
    """F2 repeats the newest line heard; the round's end said short after its cause is repeated
    as said on its own, with its cause (the history keeps what was said)."""
    _table, speech = _round_ends_by_anna(client)
    quiet(client, speech)
    client.press(pygame.K_F2)
    quiet(client, speech)
    assert speech.texts[-1] == WHOLE
    assert client.app.announcer.history.items()[-2:] == [REACHED, ROUND_OVER]


def test_narration_keeps_eliminations_between_the_cause_and_the_end():
    """C-14, C-18, C-23: Bob reaches 99, Carl cannot pay and is out: the cause's line keeps who
    went out and the players left, without the tokens left of those who paid; the round's end
    follows without its cause."""
    me = Perspective(0)
    events = [ThresholdReached(2, 99),
              TokensLost(3, 2, "reached 99", 0, 2, 1, (99,)), PlayerEliminated(3, 3),
              TokensLost(0, 2, "reached 99", 3, 2, 2, (99,)), TokensLost(1, 2, "reached 99", 1, 2, 2, (99,)),
              RoundEnded(1, "reached 99", 2, 2)]
    lines = [m.text for m in narrate(me, events, (), tokens="Tokens: you 3, Anna 1, Bob 5, Carl out.")]
    assert lines == ["Bob reached 99 and wins the round: everyone else loses 2 tokens. Carl owes 2 tokens "
                     "and has 1. Carl is out. 3 players left.",
                     "Round 1 over. Tokens: you 3, Anna 1, Bob 5, Carl out. Enter: next round."]


def test_narration_of_a_pass_with_an_out_line_between():
    """C-15, C-18, C-23: Anna passes 99 and cannot pay: "Anna passed 99: owes 2 tokens, has 1 and
    is out. ..." then the round's end without "Anna passed 99" again."""
    me = Perspective(0)
    events = [ThresholdPassed(1, (99,)), TokensLost(1, 2, "passed 99", 0, 1, 1, (99,)), PlayerEliminated(1, 2),
              RoundEnded(1, "passed 99", 1, None)]
    lines = [m.text for m in narrate(me, events, (), tokens="Tokens: you 5, Anna out, Bob 5.")]
    assert lines == ["Anna passed 99: owes 2 tokens, has 1 and is out. 2 players left.",
                     "Round 1 over. Tokens: you 5, Anna out, Bob 5. Enter: next round."]


def test_the_rounds_end_alone_in_its_batch_says_its_cause():
    """C-14: a round's end with no cause before it in its batch says the cause."""
    me = Perspective(0)
    lines = [m.text for m in narrate(me, [RoundEnded(2, "reached 99", 1, 1)], (), tokens="Tokens: you 5.")]
    assert lines == ["Round 2 over: Anna reached 99. Tokens: you 5. Enter: next round."]
