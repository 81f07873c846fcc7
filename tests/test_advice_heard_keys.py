"""A key that acts on what the advice (A) set acts only once the advice's head, which says what it
set, was heard (C-22, T-28; on the fake engine of timed_speech: 0.05 s a character after 0.1 s).

Found by ear (trick game, 2 players, seed 17): A marked three bid cards and said "Bid 5 with ...
and declare: you make it in about 94 % of the deals tried. Bid 5: heart, club, diamond. Enter
confirms." (12 s); Enter 1.3 s into it confirmed those cards at once, never heard. Now Enter
(and Space in bidding, Enter in play; Enter on the counting game's advised card) pressed before
the head, the words up to its first colon ("Bid 5 with ... and declare:", "Play the queen of
spades:"), plays only the refused cue, and the advice goes on, uncut; pressed after it, the key
acts at once, cutting the rest (the reasons): what it acts on was named, as a digit acts once
the turn line's head was heard."""

from __future__ import annotations

import importlib

import pygame
import pytest

from test_speech_pacing import start_timed
from test_turn_line_heard_keys import quiet, refused
from test_turn_line_kept_keys import into_line
from timed_speech import app_timed_speech

BID_HINT = ("Bid 5 with ace of hearts, 6 of clubs, jack of diamonds and declare: you make it in about 94 % of "
            "the deals tried. These cards are marked: Enter confirms.")
"""The hint of the two-player game of seed 17 (random computers), its cards marked."""
BID_HEAD = "Bid 5 with ace of hearts, 6 of clubs, jack of diamonds and declare:"
PREMIUM = ("Bid 5. Choose a premium. Declare, 2 of 2: your bid cards are shown to all. Made: 30 more. Missed: the "
           "others score 30 each.")
PLAY_HINT = "Play the queen of spades: every card you hold passes a threshold and costs you 1 token."
"""The counting game's hint on total 24 (3 players, seed 7, after the 6 of hearts, the 8 of hearts
and the king of spades), the focus on the 2 of spades before it."""
PLAY_HEAD = "Play the queen of spades:"


@pytest.fixture(autouse=True)
def _registered():
    import game.tricks.menu_entry
    importlib.reload(game.tricks.menu_entry)
    from game.counting.menu_entry import ENTRY
    from game.scenes.registry import register_game
    register_game(ENTRY)


def share_of(client, line: str, head: str, offset: float = 0.0):
    """The share of the fake engine's time for ``line`` (0.1 s to begin, then 0.05 s a character)
    at which the game judges its first ``head`` characters heard (the speaking rate the queue
    measured, :func:`game.speech.pace.spoken_share`), plus ``offset``: a callable for
    :func:`test_turn_line_kept_keys.into_line`, worked out once the line is being said."""
    from game.speech.pace import spoken_share

    def share() -> float:
        seconds = client.app.announcer.queue.spoken_seconds(line)
        assert seconds is not None, "no speaking rate measured yet"
        return seconds * spoken_share(line, len(head)) / (0.1 + len(line) * 0.05) + offset
    return share


def bid_hint_being_said(client, share):
    """Two players, seed 17, the timed engine, the human to bid, all heard; A, then frames until
    ``share`` of the hint was said; (table, speech, the hint's Spoken)."""
    speech = app_timed_speech(client)
    client.app.settings.set("cpu_delay", 5.0)
    client.app.settings.section("tricks")["level"] = "random"
    client.start("tricks", players=2, seed=17)
    table = client.app.top
    quiet(client)
    client.press(pygame.K_a)
    hint = into_line(client, speech, BID_HINT, share)
    return table, speech, hint


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_SPACE])
def test_tricks_a_bid_key_before_the_bid_hints_head_does_nothing(client, key):
    """T-28, the by-ear report: Enter (or Space) a little before "... jack of diamonds and
    declare:" was heard: the refused cue only, the hint goes on, uncut and whole; the cards it
    marked stay marked and no premium choice opens (before the fix: Enter opened it, "Bid 5.
    Choose a premium. ...", cutting the hint; Space unmarked the ace of hearts). Enter once the
    hint was heard opens the premium choice."""
    table, speech, hint = bid_hint_being_said(client, share_of(client, BID_HINT, BID_HEAD, offset=-0.08))
    cues = refused(client)
    client.press(key)
    assert refused(client) == cues + 1 and speech.log[-1] is hint and not speech.idle()
    assert table.premium_index is None
    assert [card.name for card in table.marked] == ["ace of hearts", "6 of clubs", "jack of diamonds"]
    quiet(client)
    assert hint.cut_at is None and speech.texts[-1] == BID_HINT
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == PREMIUM and table.premium_index == 1


def test_tricks_enter_once_the_bid_hints_head_was_heard_acts_at_once(client):
    """T-28: Enter just after "... jack of diamonds and declare:" was heard opens the premium
    choice for the cards the hint named, at once, cutting its reasons (what Enter confirms was
    named)."""
    table, speech, hint = bid_hint_being_said(client, share_of(client, BID_HINT, BID_HEAD, offset=0.03))
    cues = refused(client)
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == PREMIUM and hint.cut_at is not None and refused(client) == cues
    assert table.premium_index == 1


TRICK_PLAY_HINT = ("Play the 10 of hearts: you need 4 more tricks, but no card you can play wins this one, and "
                   "keeping your other cards gives you the best chance.")
"""The trick game's play hint on Bob's lead of the ace of hearts (3 players, seed 5)."""


def trick_play_hint_being_said(client, share):
    """Three players, seed 5 (simple computers): Bob leads the ace of hearts, all is heard, the
    focus moved off the 10 of hearts by Left; A, then frames until ``share`` of the hint was
    said; (table, speech, the hint's Spoken)."""
    from test_hint_after_moves import _tricks_until_bobs_lead
    table, speech, _line = _tricks_until_bobs_lead(client)
    quiet(client)
    client.press(pygame.K_LEFT)
    quiet(client)
    assert table._focus_cards()[table.focus].name != "10 of hearts"
    client.press(pygame.K_a)
    hint = into_line(client, speech, TRICK_PLAY_HINT, share)
    return table, speech, hint


def test_tricks_enter_before_the_play_hints_card_was_heard_plays_nothing(client):
    """T-28: Enter a little before "Play the 10 of hearts:" was heard (the hint moved the focus to
    it): the refused cue only, nothing played, the hint heard whole (before the fix: the 10 of
    hearts was played, its name unheard); Enter once it was heard plays the 10 of hearts."""
    table, speech, hint = trick_play_hint_being_said(client, share_of(client, TRICK_PLAY_HINT, "Play the 10 of hearts:", offset=-0.03))
    cues, trick = refused(client), list(table.session.state.current_trick)
    client.press(pygame.K_RETURN)
    assert refused(client) == cues + 1 and list(table.session.state.current_trick) == trick
    quiet(client)
    assert hint.cut_at is None and speech.texts[-1] == TRICK_PLAY_HINT
    client.press(pygame.K_RETURN)
    assert speech.texts[-1].startswith("You: 10 of hearts.")


def test_tricks_enter_once_the_play_hints_card_was_heard_plays_it_at_once(client):
    """T-28: Enter just after "Play the 10 of hearts:" was heard plays it at once, cutting the
    reasons."""
    table, speech, hint = trick_play_hint_being_said(client, share_of(client, TRICK_PLAY_HINT, "Play the 10 of hearts:", offset=0.03))
    client.press(pygame.K_RETURN)
    assert speech.texts[-1].startswith("You: 10 of hearts.") and hint.cut_at is not None


def counting_hint_being_said(client, share):
    """Three players, seed 7 (simple computers), the timed engine: the 6 of hearts played (1),
    the others' cards heard, the focus left on the 2 of spades; A, then frames until ``share``
    of the hint was said; (table, speech, the hint's Spoken)."""
    table, speech = start_timed(client)
    quiet(client)
    client.press(pygame.K_1)
    for _ in range(60 * 60):
        view = table.session.view()
        if view.turn == 0 and len(view.hand) == 2 and not client.app.announcer.speech_busy():
            break
        client.frames(1)
    client.press(pygame.K_RIGHT)
    quiet(client)
    assert table.session.view().hand[table.focus].name == "2 of spades"
    client.press(pygame.K_a)
    hint = into_line(client, speech, PLAY_HINT, share)
    return table, speech, hint


def test_counting_enter_before_the_hints_card_was_heard_plays_nothing(client):
    """C-22, the by-ear report: Enter a little before "Play the queen of spades:" was heard (the
    focus moved from the 2 of spades to it by the hint): the refused cue only, nothing played,
    the hint heard whole (before the fix: the queen of spades was played, its name unheard).
    Enter once the hint was heard plays the queen of spades."""
    table, speech, hint = counting_hint_being_said(client, share_of(client, PLAY_HINT, PLAY_HEAD, offset=-0.08))
    cues = refused(client)
    client.press(pygame.K_RETURN)
    assert refused(client) == cues + 1 and len(table.session.view().hand) == 2
    quiet(client)
    assert hint.cut_at is None and speech.texts[-1] == PLAY_HINT
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == "You: queen of spades. Total 34."


def test_counting_enter_once_the_hints_card_was_heard_plays_it_at_once(client):
    """C-22: Enter just after "Play the queen of spades:" was heard plays it at once, cutting the
    hint's reason."""
    table, speech, hint = counting_hint_being_said(client, share_of(client, PLAY_HINT, PLAY_HEAD, offset=0.05))
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == "You: queen of spades. Total 34." and hint.cut_at is not None


def test_counting_a_digit_during_the_hint_plays_its_own_card(client):
    """C-22 (a guard): a digit names its card by its place, not by the hint: 2 pressed early in
    the hint plays the 2 of spades at once."""
    table, speech, hint = counting_hint_being_said(client, 0.1)
    client.press(pygame.K_2)
    assert speech.texts[-1] == "You: 2 of spades. Total doubles to 48."


def test_counting_escape_in_a_value_choice_names_the_total_and_the_focus(client):
    """C-10: Escape in an ace's value choice says what the player goes on from, the total and the
    card in focus (it said "Value choice cancelled." only: tests/test_counting_table.py has it
    at the table); in Spanish and Russian too."""
    from game import i18n
    from game.card_names import card_name
    from game.counting import text
    from game.engine.cards import Card

    def cancelled() -> str:
        return i18n._(text.CHOICE_CANCELLED).format(total=47, card=card_name(Card.parse("AH")))

    try:
        assert cancelled() == "Value choice cancelled. Total 47. Focus: ace of hearts."
        i18n.set_language("es")
        assert cancelled() == "Elección de valor cancelada. Total 47. Foco: as de corazones."
        i18n.set_language("ru")
        assert cancelled() == "Выбор значения отменён. Сумма 47. Курсор: туз червей."
    finally:
        i18n.set_language("en")
