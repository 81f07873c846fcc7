"""Enter while an arrow's answer in an ace's or a 10's value choice is said (C-10, C-22).

Found online (a 10 held on the player's turn, no sound device): 2 opened the choice ("10 of
diamonds. 10 as minus 10: ..."), Up 1.2 s later said "10 as plus 10: total 50, choice 1 of 2.", and
Return 1.8 s after that (once "total 50" was heard, 55 % into the line) played nothing and said
nothing; the turn timer ran out. Enter pressed once the arrow's answer named the option ("10 as
plus 10") is now kept, with no sound, and plays that option once the line was heard to its end
(its cost, its last words, heard first: an ace's "passes 33: you lose 1 token"); so is Enter
pressed before that, even right after Up (a tester by ear, 20-second turns: Up then Enter within
a second was answered "Too early: ...", and the time ran out); an arrow or Escape pressed
meanwhile drops it.

The fake engine of tests/timed_speech.py speaks 0.05 s a character after 0.1 s, on the app's
clock."""

from __future__ import annotations

import pygame

from game.counting.actions import PlayCard
from game.counting.options import CountingOptions
from game.counting.state import CountingState
from test_counting_turn_line_head import UP_11, ace_choice_said, hand
from test_online_draw_wait import ana_table, frame
from test_online_table_speech import acts
from test_refusal_without_sound import TOO_EARLY, all_said, silent_cues
from test_turn_line_heard_keys import refused
from test_turn_line_kept_keys import into_line, to_line_end

TEN_OPENING = ("10 of clubs. 10 as minus 10: total 0, choice 2 of 2. Up gives 10 as plus 10: total 20. Enter plays, "
               "Escape cancels.")
TEN_PLUS = "10 as plus 10: total 20, choice 1 of 2."
OPTION_AGAIN = "Ace as 1: total 1, choice 2 of 2. Up gives ace as 11: total 11."  # said again after a refusal


def ana_holds_a_ten(client):
    """As :func:`ana_in_a_tens_choice`, without the game state."""
    return ana_in_a_tens_choice(client)[:3]


def ana_in_a_tens_choice(client):
    """Online, 2 players, seed 27: Ben plays the king of clubs (total 10); on Ana's turn, heard,
    1 opens the choice of her 10 of clubs, Up 1.2 s later says "10 as plus 10: total 20, choice 1 of 2."
    (no sound device: cues reach no ear). Returns the table, the link and the speech, the option
    being said, and the game state (the server's)."""
    state = CountingState.new(CountingOptions(players=2), 27, dealer=0)
    table, link, speech = ana_table(client, state, frame(state, 1, None, state.start_events()))
    silent_cues(client)
    all_said(client, speech)
    king = state.hands[1][0]
    link.frames.append(frame(state, 2, 1, state.apply(PlayCard(1, king, None))))
    client.frames(3)
    all_said(client, speech)
    assert state.total == 10 and str(state.hands[0][0]) == "10C"
    client.press(pygame.K_1)
    assert speech.log[-1].text == TEN_OPENING and table.choice is not None
    client.frames(72)
    client.press(pygame.K_UP)
    return table, link, speech, state


def test_enter_once_a_10s_option_was_named_plays_it_at_the_lines_end(client):
    """C-10, C-22, the report: Return at 55 % of "10 as plus 10: total 20, choice 1 of 2." does nothing
    while the line is said (no cue, no words, the line not cut) and plays the 10 as plus 10 once
    it ended; no "Too early" (before the fix: nothing played, nothing heard, ever)."""
    table, link, speech = ana_holds_a_ten(client)
    option = into_line(client, speech, TEN_PLUS, 0.55)
    cues = refused(client)
    client.press(pygame.K_RETURN)
    assert acts(link) == [] and table.choice is not None and table.key_kept
    to_line_end(client, speech, option)
    assert option.cut_at is None and refused(client) == cues
    assert acts(link) == [{"action": {"player": 0, "play": "10C", "value": 10}, "seq": 2}]
    assert TOO_EARLY not in speech.texts


def test_enter_once_the_openings_cost_was_heard_plays_before_the_choices_place(client):
    """C-10, C-22: Return in the choice's opening once "10 as minus 10: total 0" was heard, before
    ", choice 2 of 2." and the other option: it plays the option at once, cutting the rest (found
    by a tester by ear: Return after "the others lose 1 token", before "choice 2 of 2", did
    nothing, and no word said why); the play is sent at once. Before that, the refused cue only."""
    state = CountingState.new(CountingOptions(players=2), 27, dealer=0)
    table, link, speech = ana_table(client, state, frame(state, 1, None, state.start_events()))
    all_said(client, speech)
    king = state.hands[1][0]
    link.frames.append(frame(state, 2, 1, state.apply(PlayCard(1, king, None))))
    client.frames(3)
    all_said(client, speech)
    client.press(pygame.K_1)
    cost = len("10 of clubs. 10 as minus 10: total 0")
    opening = into_line(client, speech, TEN_OPENING, lambda: (0.1 + 0.05 * (cost - 4)) / (speech.log[-1].end - speech.log[-1].start))
    cues = refused(client)
    client.press(pygame.K_RETURN)
    assert acts(link) == [] and refused(client) == cues + 1  # "total 0" not yet heard
    while speech.clock() < opening.start + 0.1 + 0.05 * (cost + 3):  # ", c" of ", choice 2 of 2."
        client.frames(1)
    client.press(pygame.K_RETURN)
    assert acts(link) == [{"action": {"player": 0, "play": "10C", "value": -10}, "seq": 2}]


def enter_kept_on_11(client):
    """C-10: the ace's value choice open, Up said "Ace as 11: total 11, choice 1 of 2.", and
    Enter pressed at 60 % of it, kept. Returns the table, the speech and the cards in hand."""
    table, speech = ace_choice_said(client)
    all_said(client, speech)
    client.press(pygame.K_UP)
    into_line(client, speech, UP_11, 0.6)
    cards = hand(table)
    client.press(pygame.K_RETURN)
    assert table.key_kept
    return table, speech, cards


def test_down_after_a_kept_enter_drops_it(client):
    """C-10, C-22: Enter kept at 60 % of "Ace as 11: total 11, choice 1 of 2.", then Down: the kept
    Enter never plays the 11; Down says the 1, and Enter once it ended plays the ace as 1."""
    table, speech, cards = enter_kept_on_11(client)
    client.press(pygame.K_DOWN)
    all_said(client, speech)
    assert hand(table) == cards and table.choice is not None and speech.texts[-1] == "Ace as 1: total 1, choice 2 of 2."
    client.press(pygame.K_RETURN)
    assert hand(table) == cards - 1 and speech.texts[-1] == "You: ace of spades as 1. Total 1."


def test_a_status_key_after_a_kept_enter_in_the_choice_drops_it(client):
    """C-10, C-22: Enter kept at 60 % of "Ace as 11: total 11, choice 1 of 2.", then C, which cuts
    the option's words before their end: the status key keeps a kept Enter only on the turn line
    (tests/test_turn_line_kept_keys.py); here the Enter is dropped, nothing is played, and C is
    answered."""
    table, speech, cards = enter_kept_on_11(client)
    client.press(pygame.K_c)
    all_said(client, speech)
    assert hand(table) == cards and table.choice is not None and not table.key_kept
    assert speech.texts[-2:] == [UP_11, "Total 0."] and speech.log[-2].cut_at is not None


def test_up_then_enter_at_once_plays_the_option_once_its_line_was_heard(client):
    """C-10, C-22 (found by a tester by ear online, 20-second turns: Up then Enter within a
    second, after "8 seconds left for your turn.", was answered "Too early: your key was not
    used. Press it again." once "Ace as 11: total 31, choice 1 of 2." ended, and the time ran
    out): Enter pressed right after Up, before its answer began, is kept with no sound; nothing
    is played while "Ace as 11: total 11, choice 1 of 2." is said, uncut; once it ended the ace is
    played as 11; no "Too early" (no sound device: cues reach no ear)."""
    table, speech = ace_choice_said(client)
    silent_cues(client)
    all_said(client, speech)
    cards, cues = hand(table), refused(client)
    client.press(pygame.K_UP)
    client.press(pygame.K_RETURN)
    assert table.key_kept and hand(table) == cards and table.choice is not None
    option = into_line(client, speech, UP_11, 0.9)
    assert hand(table) == cards and table.choice is not None  # its cost, its last words, not yet heard
    to_line_end(client, speech, option)
    assert option.cut_at is None and refused(client) == cues
    assert hand(table) == cards - 1 and table.choice is None
    assert speech.texts[-2:] == [UP_11, "You: ace of spades as 11. Total 11."]
    all_said(client, speech)
    assert TOO_EARLY not in speech.texts


def test_enter_at_a_tenth_of_an_arrows_answer_then_escape_plays_nothing(client):
    """C-10, C-22: Up, Enter at 10 % of "Ace as 11: total 11, choice 1 of 2." (kept), then Escape
    before the line ended: the kept Enter never plays; Escape cancels the choice."""
    table, speech = ace_choice_said(client)
    all_said(client, speech)
    cards = hand(table)
    client.press(pygame.K_UP)
    into_line(client, speech, UP_11, 0.1)
    client.press(pygame.K_RETURN)
    assert table.key_kept
    client.press(pygame.K_ESCAPE)
    all_said(client, speech)
    assert hand(table) == cards and table.choice is None and not table.key_kept
    assert speech.texts[-1].startswith("Value choice cancelled.")


def test_enter_kept_before_an_arrows_answer_gives_up_when_speech_never_says_it(client):
    """C-10, C-22: Enter kept right after Up, but speech never begins the answer (a stuck engine:
    it waits): after :data:`OPTION_WAIT_CAP` seconds the kept Enter gives up with the refused
    cue, and nothing is played."""
    from game.counting.scenes.table_play import OPTION_WAIT_CAP
    from game.speech.queue import Utterance

    table, speech = ace_choice_said(client)
    all_said(client, speech)
    client.press(pygame.K_UP)
    all_said(client, speech)
    cards, cues = hand(table), refused(client)
    table.choice.prompt = Utterance(UP_11, scene=table)  # (waiting, never begun: speech that does not answer)
    client.press(pygame.K_RETURN)
    assert table.key_kept
    client.frames(round(60 * (OPTION_WAIT_CAP - 1)))
    assert table.key_kept and hand(table) == cards
    client.frames(120)
    assert not table.key_kept and hand(table) == cards and refused(client) == cues + 1


def test_enter_before_the_advices_head_in_a_value_choice_plays_nothing(client):
    """C-10, C-22 (docs/announcements.md, the advice): in the ace's value choice, A then Enter at
    once: the advice had not yet said which value it chose ("Play the ace of spades as ..."),
    so Enter plays only the refused cue and is not kept (unlike Enter right after Up, whose
    option the player chose knowingly); the advice goes on, uncut, and nothing is played."""
    from game.engine.cards import parse_cards
    from test_counting_table import start
    from timed_speech import app_timed_speech

    speech = app_timed_speech(client)
    table = start(client, seed=1)  # (as tests/test_counting_table_hint.py: the ace to play as 11 on 88)
    state = table.session.state
    state.hands[0] = parse_cards("5H 6C AS".split())
    state.total = 88
    all_said(client, speech)
    client.press(pygame.K_3)
    all_said(client, speech)
    assert table.choice is not None and table.choice.value == 1
    cards, cues = hand(table), refused(client)
    client.press(pygame.K_a)
    advice = speech.log[-1]
    assert advice.text.startswith("Play the ace of spades as 11: ")
    client.press(pygame.K_RETURN)
    assert refused(client) == cues + 1 and not table.key_kept
    all_said(client, speech)
    assert advice.cut_at is None and hand(table) == cards and table.choice is not None


def test_enter_at_once_after_the_option_said_again_for_a_refusal_plays_nothing(client):
    """C-10, C-22: the ace's opening cut at once by its digit pressed again: "Choose the value
    first: ..." and the option said again ("Ace as 1: total 1, choice 2 of 2."); Enter pressed
    before that option was named plays only the refused cue, is not kept, and nothing is played
    (the player never heard which option the choice stands on)."""
    table, speech = ace_choice_said(client)
    client.frames(6)
    cards, cues = hand(table), refused(client)
    client.press(pygame.K_1)
    client.press(pygame.K_RETURN)
    assert refused(client) == cues + 2 and not table.key_kept  # (the digit's refusal, then Enter's cue)
    all_said(client, speech)
    assert speech.texts[-2:] == ["Choose the value first: Up or Down, then Enter, or Escape to cancel.",
                                 OPTION_AGAIN]
    assert hand(table) == cards and table.choice is not None


def test_up_enter_then_space_plays_the_option_then_draws(client):
    """C-8, C-10, C-22: offline, Up, Return at once (kept), then Space: Space does not drop the
    kept Enter, it follows it ("play, then draw", as after a kept play key): once "Ace as 11:
    total 11, choice 1 of 2." was heard, uncut, the ace is played as 11, then drawn (online:
    :func:`test_online_up_enter_then_space_plays_the_option_then_draws`)."""
    table, speech = ace_choice_said(client)
    silent_cues(client)
    all_said(client, speech)
    cards, cues = hand(table), refused(client)
    client.press(pygame.K_UP)
    client.press(pygame.K_RETURN)
    client.frames(2)
    client.press(pygame.K_SPACE)
    option = into_line(client, speech, UP_11, 0.5)
    assert table.key_kept and hand(table) == cards and table.choice is not None
    to_line_end(client, speech, option)
    all_said(client, speech)
    assert option.cut_at is None and refused(client) == cues
    assert hand(table) == cards and table.choice is None and not table.key_kept
    said = speech.texts[speech.texts.index(UP_11):]
    assert said[:3] == [UP_11, "You: ace of spades as 11. Total 11.", "You draw the queen of clubs."]
    assert TOO_EARLY not in speech.texts





def test_online_up_enter_then_space_plays_the_option_then_draws(client):
    """C-8, C-10, C-22 (found by a tester by ear online: in a 10's value choice Up, Return, Space
    about 0.6 s apart: the 10 was played as plus 10 once "10 as plus 10: ..." was heard, but Space
    said "Nothing to draw now" before the play's answer came, and later "Too late to draw: ...").
    Space pressed while that Enter is kept follows it: the option is sent once its line was heard,
    then Space waits, with no sound, for the server's answer and draws: "You: 10 of clubs as plus
    10. Total 20." then "You draw the ...", never "Nothing to draw now"."""
    from game.counting.actions import DrawCard

    table, link, speech, state = ana_in_a_tens_choice(client)
    ten = state.hands[0][0]
    client.frames(36)
    client.press(pygame.K_RETURN)
    client.frames(36)
    client.press(pygame.K_SPACE)
    assert table.key_kept and acts(link) == [] and table.choice is not None
    for _ in range(60 * 10):
        if acts(link):
            break
        client.frames(1)
    assert acts(link) == [{"action": {"player": 0, "play": "10C", "value": 10}, "seq": 2}]
    assert table.key_kept  # (Space waits for the play's answer)
    client.frames(30)
    link.frames.append(frame(state, 3, 0, state.apply(PlayCard(0, ten, 10)), draw_wait=0))
    client.frames(3)
    assert acts(link)[-1] == {"action": {"player": 0, "draw": True}, "seq": 3}
    link.frames.append(frame(state, 4, 0, state.apply(DrawCard(0))))
    all_said(client, speech)
    said = speech.texts[speech.texts.index(TEN_PLUS):]
    assert said[:3] == [TEN_PLUS, "You: 10 of clubs as plus 10. Total 20.", "You draw the 5 of spades."]
    assert "Nothing to draw now: you draw after playing a card." not in said and TOO_EARLY not in speech.texts
