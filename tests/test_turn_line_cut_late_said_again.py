"""A turn line cut late by a key that only asks or refuses, before the card Enter plays was named,
is said again after that key's answer: its head and what of it was not heard (C-22, C-23, T-28,
T-29).

Found by ear (trick game, 2 players, seed 13): K (the tricks) at 64 % of "Your turn. ... You have 0
of 4: you need 4 more. Focus: 7 of clubs.": K's answer, then silence. Most of the line was heard
(60 %, :data:`game.speech.queue.HEARD_FRACTION`), so the queue did not put it back, but its last
words, the card the next key acts on, never were: the player heard neither which card has the
focus nor what to do. Now its head ("Your turn. You lead.") and its sentences from the first one
not heard to its end are said right after the answer ("Your turn. You lead. Focus: 8 of
clubs."), as the line it stands for: Enter once that was heard plays, a key that plays pressed
while it waits is kept, a status key that cuts it again has it said again, and an arrow makes it
go. A line cut before most of it was heard is still said again whole
(tests/test_cut_prompt_said_again.py); Ctrl still silences it (tests/test_turn_line_cut_focus.py).

The fake engine of tests/timed_speech.py speaks 0.05 s a character after 0.1 s, on the app's
clock."""

from __future__ import annotations

import pygame

from game.speech.pace import spoken_share
from game.speech.queue import CUT, PROMPT, Utterance
from test_cut_prompt_said_again import after
from test_turn_line_heard_keys import (  # noqa: F401  (the fixture registers both games)
    BOB, COUNTING_TURN, LEAD, TRICK_WON, _registered, cards_left, quiet, refused, trick_won_being_said)
from test_turn_line_cut_focus import hand
from test_turn_line_kept_keys import counting_turn_said, into_line, lead_cut_by
from timed_speech import end_line_now

LEAD_REST = "Your turn. You lead. Focus: 8 of clubs."
TRICKS = "Tricks: you 1, Anna 0, Bob 2. 3 of 9 played. You have 1 of 4 tricks: you need 3 more."
SCORES_START = "Scores: "
LED = "You: 8 of clubs."
COUNTING_REST = "Your turn. Total 24. Enter plays the queen of spades."
COUNTING_T = "Play goes clockwise: you, Anna and Bob."  # ("Your turn." left to the turn line: tests/test_counting_turn_key_said_once.py)
COUNTING_PLAYED = "You: queen of spades. Total 34."


def test_tricks_turn_line_cut_late_by_k_its_head_and_card_are_said_again(client):
    """T-28, T-29, the by-ear report: K at 64 % of "Your turn. You lead. You have 1 of 4: you
    need 3 more. Focus: 8 of clubs." (most of it heard, the card's name not): K's answer, then
    "Your turn. You lead. Focus: 8 of clubs." heard whole (before the fix: nothing after K's
    answer); Enter then leads the 8 of clubs at once."""
    table, speech = lead_cut_by(client, pygame.K_k, 0.64)
    assert after(speech, TRICK_WON) == [(LEAD, True), (TRICKS, False), (LEAD_REST, False)]
    left, cues = cards_left(table), refused(client)
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == LED and cards_left(table) == left - 1 and refused(client) == cues


def test_tricks_turn_line_cut_near_its_end_by_a_status_key_its_card_is_said_again(client):
    """T-28, T-29: S at 95 % of the turn line: the scores, then "Your turn. You lead. Focus: 8 of
    clubs." (before the fix: nothing, and Enter answered "Focus: 8 of clubs. Enter plays it."
    without playing)."""
    table, speech = lead_cut_by(client, pygame.K_s, 0.95)
    said = after(speech, TRICK_WON)
    assert [cut for _text, cut in said] == [True, False, False]
    assert said[0][0] == LEAD and said[1][0].startswith(SCORES_START) and said[2][0] == LEAD_REST
    left = cards_left(table)
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == LED and cards_left(table) == left - 1


def k_at(client, share: float):
    """The trick game's lead turn line cut by K at ``share`` of it, K's answer being said;
    (table, speech)."""
    table, speech = trick_won_being_said(client)
    end_line_now(speech)
    turn = into_line(client, speech, LEAD, share)
    client.press(pygame.K_k)
    assert turn.cut_at is not None and speech.texts[-1] == TRICKS and not speech.idle()
    return table, speech


def test_tricks_enter_during_the_answer_is_kept_and_leads_once_the_rest_was_heard(client):
    """T-28, T-29: K at 64 % of the turn line, then Enter while K's answer is said: nothing
    played, no refused cue, K's answer not cut; "Your turn. You lead. Focus: 8 of clubs." is
    said whole, then the 8 of clubs is led, once (before the fix: the refused cue, and nothing
    played: the line, not said again, was taken as heard without its card)."""
    table, speech = k_at(client, 0.64)
    answer = speech.log[-1]
    left, cues = cards_left(table), refused(client)
    client.press(pygame.K_RETURN)
    assert cards_left(table) == left and refused(client) == cues and speech.log[-1] is answer
    quiet(client)
    assert after(speech, TRICK_WON)[:4] == [(LEAD, True), (TRICKS, False), (LEAD_REST, False), (LED, False)]
    assert speech.texts.count(LED) == 1 and refused(client) == cues


def test_tricks_rest_cut_late_again_by_a_status_key_is_said_again_once_more(client):
    """T-28, T-29: K at 64 % of the turn line; "Your turn. You lead. Focus: 8 of clubs." said
    after its answer is cut at 90 % by S: the scores, then it again, whole; Enter then leads."""
    table, speech = k_at(client, 0.64)
    rest = into_line(client, speech, LEAD_REST, 0.9)
    client.press(pygame.K_s)
    assert rest.cut_at is not None
    quiet(client)
    said = after(speech, TRICKS)
    assert [cut for _text, cut in said] == [True, False, False]
    assert said[0][0] == said[2][0] == LEAD_REST and said[1][0].startswith(SCORES_START)
    left = cards_left(table)
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == LED and cards_left(table) == left - 1


def test_tricks_an_arrow_during_the_answer_makes_the_rest_go(client):
    """T-28, T-29 (a guard): K at 64 % of the turn line, then Right while K's answer is said: the
    arrow names the card it moves to, and "Your turn. You lead. Focus: 8 of clubs." (naming the
    card the focus left) is never said, nor in the history or the log; Enter then leads the card
    the arrow named."""
    table, speech = k_at(client, 0.64)
    client.press(pygame.K_RIGHT)
    quiet(client)
    said = after(speech, TRICKS)
    assert len(said) == 1 and not said[0][0].startswith("Your turn")
    card = said[0][0].split(",")[0]
    assert LEAD_REST not in speech.texts and LEAD_REST not in client.app.announcer.history.items()
    left = cards_left(table)
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == f"You: {card[0].lower()}{card[1:]}." and cards_left(table) == left - 1


def test_tricks_turn_line_cut_late_by_a_key_bound_to_nothing_its_card_is_said_again(client):
    """T-28, T-29: Q (bound to nothing) at 80 % of the turn line: its refusal, then "Your turn.
    You lead. Focus: 8 of clubs." (before the fix: nothing after the refusal)."""
    table, speech = trick_won_being_said(client)
    end_line_now(speech)
    turn = into_line(client, speech, LEAD, 0.8)
    client.press(pygame.K_q)
    assert turn.cut_at is not None
    quiet(client)
    assert after(speech, TRICK_WON) == [(LEAD, True), ("No action for Q. F1 lists the keys.", False),
                                        (LEAD_REST, False)]


def test_tricks_rest_starts_at_the_first_sentence_not_heard(client):
    """T-29: what is said again of a turn line cut late is its head, then its sentences from
    the first one not heard to its end (the one being said when the key came, whole): cut in
    "You have 1 of 4: ...", after "Bob has 2 of 3." was heard, "Your turn. You lead. You have 1
    of 4: you need 3 more. Focus: 8 of clubs."; cut after that sentence too, only the head and
    the card; cut before the head was heard, the whole line. By the speaking rate measured."""
    table, _speech = lead_cut_by(client, pygame.K_k, 0.64)
    queue = client.app.announcer.queue
    queue.heard_rate = 0.04
    line = "Your turn. You lead. Bob has 2 of 3. You have 1 of 4 tricks: you need 3 more. Focus: 8 of clubs."
    length = queue.spoken_seconds(line)

    def rest(heard_to: str) -> str:
        cut = Utterance(line, kind=PROMPT, scene=table, state=CUT, started=10.0)
        cut.cut_at = 10.0 + length * spoken_share(line, len(heard_to)) + 0.01
        return table.turn_line_rest(cut)[0]

    assert rest("Your turn. You lead. Bob has 2 of 3. You have") == (
        "Your turn. You lead. You have 1 of 4 tricks: you need 3 more. Focus: 8 of clubs.")
    assert rest("Your turn. You lead. Bob has 2 of 3. You have 1 of 4 tricks: you need 3 more. Focus") == LEAD_REST
    assert rest("Your turn. You") == line


# ----------------------------------------------------------------------------- counting
def test_counting_turn_line_cut_late_by_a_status_key_its_head_and_card_are_said_again(client):
    """C-22, C-23: T at 80 % of "Your turn. Total 24. Your cards: ... Enter plays the queen of
    spades.": T's answer (the order of play: the turn line says "Your turn.", C-22), then "Your
    turn. Total 24. Enter plays the queen of spades." (before
    the fix: nothing, and Enter answered "Enter plays the queen of spades." without playing);
    Enter then plays the queen of spades at once."""
    table, speech = counting_turn_said(client)
    turn = into_line(client, speech, COUNTING_TURN, 0.8)
    client.press(pygame.K_t)
    assert turn.cut_at is not None
    quiet(client)
    assert after(speech, BOB) == [(COUNTING_TURN, True), (COUNTING_T, False), (COUNTING_REST, False)]
    cards = hand(table)
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == COUNTING_PLAYED and hand(table) == cards - 1


def test_counting_digit_during_the_answer_plays_at_once(client):
    """C-22, C-23 (a guard): T at 80 % of the turn line, its head heard: 2 pressed while T's
    answer is said plays the 2 of spades at once, and the line said again (outdated) is never
    said."""
    table, speech = counting_turn_said(client)
    into_line(client, speech, COUNTING_TURN, 0.8)
    client.press(pygame.K_t)
    client.frames(3)
    client.press(pygame.K_2)
    quiet(client)
    said = after(speech, BOB)
    assert said[:3] == [(COUNTING_TURN, True), (COUNTING_T, True), ("You: 2 of spades. Total doubles to 48.", False)]
    assert hand(table) == 2 and COUNTING_REST not in speech.texts


def test_counting_turn_line_said_again_after_help_cut_late_its_card_is_said_again(client):
    """C-22, C-23: F1, then Escape (where the game stands said again, naming the card Enter plays
    at its end), cut at 80 % by S (the tokens): the tokens, then its head and card again (before
    the fix: nothing); Enter then plays the queen of spades."""
    table, speech = counting_turn_said(client)
    into_line(client, speech, COUNTING_TURN, 0.3)
    client.press(pygame.K_F1)
    client.frames(30)
    client.press(pygame.K_ESCAPE)
    client.frames(5)
    back = speech.log[-1]
    assert back.text.endswith("Enter plays the queen of spades.")
    while speech.clock() < back.start + 0.8 * (back.end - back.start):
        client.frames(1)
    client.press(pygame.K_s)
    assert back.cut_at is not None
    quiet(client)
    said = after(speech, back.text)
    assert [cut for _text, cut in said] == [False, False]
    assert said[0][0].startswith("Tokens: ") and said[1][0].endswith("Enter plays the queen of spades.")
    assert len(said[1][0]) < len(back.text)
    cards = hand(table)
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == COUNTING_PLAYED and hand(table) == cards - 1


BID = "Choose 3 bid cards. H reads your hand; focus: 9 of spades."
DEALT = "Deal 1. Anna deals. No trumps. You lead."


def bid_prompt_cut_by_k(client):
    """Two players, seed 13: K at 80 % of the bid prompt; (table, speech)."""
    from test_tricks_early_keys import _two_player_opening, _until_speaking
    table, speech = _two_player_opening(client)
    prompt = _until_speaking(client, speech, "Choose 3 bid cards.")
    assert prompt.text == BID
    while speech.clock() < prompt.start + 0.8 * (prompt.end - prompt.start):
        client.frames(1)
    client.press(pygame.K_k)
    assert prompt.cut_at is not None and speech.texts[-1] == "Tricks: you 0, Anna 0, the dummy 0. 0 of 9 played."
    return table, speech


def test_tricks_bid_prompt_cut_late_by_k_is_said_again(client):
    """T-28: K at 80 % of the bid prompt "Choose 3 bid cards. H reads your hand; focus: 9 of
    spades." (its focus, its last words, not heard): K's answer, then the bid prompt again,
    whole (it has no head; before the fix: nothing after K's answer)."""
    _table, speech = bid_prompt_cut_by_k(client)
    quiet(client)
    said = after(speech, DEALT)
    assert [cut for _text, cut in said[:3]] == [True, False, False] and said[0][0] == said[2][0] == BID


def test_tricks_a_mark_during_the_answer_makes_the_bid_prompt_said_again_go(client):
    """T-28 (a guard): K at 80 % of the bid prompt, then Space while K's answer is said: the 9 of
    spades is marked (the player moves on in their bid), and the bid prompt, never begun again,
    is neither said nor in the history or the log (a mark drops the bid prompt waiting: it
    would tell what the player already went past)."""
    table, speech = bid_prompt_cut_by_k(client)
    client.frames(3)
    client.press(pygame.K_SPACE)
    quiet(client)
    said = after(speech, DEALT)
    assert said[0] == (BID, True) and said[1][1] and said[2] == ("9 of spades marked. Marked: spade. Bid so far 1.", False)
    assert speech.texts.count(BID) == 1 and client.app.announcer.history.items().count(BID) == 1
    assert len(table.marked) == 1


def test_tricks_the_rest_waiting_after_a_language_change_is_the_whole_line_in_it(client):
    """T-28, T-29: K at 64 % of the turn line, its rest ("Your turn. You lead. Focus: 8 of
    clubs.") waiting behind K's answer; the language changed to Spanish meanwhile: the line
    waiting is the whole turn line in Spanish, never the English head joined to the card named
    in Spanish (it was "Your turn. You lead. Foco: 8 de tréboles.")."""
    table, speech = k_at(client, 0.64)
    rest = next(item for item in client.app.announcer.queue.pending() if item.text == LEAD_REST)
    client.app.apply_language("es")
    try:
        assert rest.text == table.focus_prompt()
        assert rest.text.startswith("Tu turno.") and rest.text.endswith("Foco: 8 de tréboles.")
    finally:
        client.app.apply_language("en")
