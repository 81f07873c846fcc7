"""Back at an online table from F1 help (or the table menu) on one's own timed turn with little
of it left (docs/announcements.md, "nothing outdated is ever said"; T-6, T-28, C-22, C-23): the
line said on coming back is the short one, the seconds left first ("4 seconds left for your
turn. Choose 3 bid cards. ..."), when the whole line and the time to act would not fit in what
is left; the time running out cuts the turn line being said (it tells a turn that is gone).
Found by a tester by ear: back from help after the 10-second warning, the 8 to 11 seconds of the
line on coming back named the card Enter plays after the time had run out. Ana bidding at a
trick table with a 30-second turn timer (:func:`test_online_trick_bid_turn_warning.bidding`)."""

from __future__ import annotations

import pygame

from game.counting.text import card_name

from test_online_table_speech import quiet
from test_online_time_out_cut_in import TIMED_OUT, time_out
from test_online_trick_bid_turn_warning import bidding, warn
from test_online_turn_warning_cut_in import heard, help_rate_measured, said_out

BACK = "Trick game. Deal 1. No trumps. Choose 3 bid cards. H reads your hand; focus: 8 of spades."
"""The line on closing help while Ana is to bid (4.55 s)."""
BID_PROMPT = "Choose 3 bid cards. H reads your hand; focus: 8 of spades."
"""The bid prompt, the short line's turn (T-28)."""


def back_from_help_after_warning(client, monkeypatch, seconds: float):
    """F1 (its title heard), the server's warning of ``seconds`` said over help, then Escape.
    Returns the table, the speech and where the line said on coming back is in the log."""
    table, speech = bidding(client, monkeypatch)
    help_rate_measured(client, speech)
    client.press(pygame.K_F1)
    quiet(client, speech)
    warn(table, seconds)
    quiet(client, speech)
    client.frames(2)
    quiet(client, speech)
    at = len(speech.log)
    client.press(pygame.K_ESCAPE)
    return table, speech, at


def test_back_with_little_time_the_short_line_says_the_seconds_left_first(client, monkeypatch):
    """The 8-second warning said over help (about 2 s), Escape with about 6 s left: the whole
    line (4.55 s) and 5 s to act do not fit, so the short line is said, its seconds worked out
    when it begins."""
    table, speech, at = back_from_help_after_warning(client, monkeypatch, 8.0)
    left = table.turn_seconds_left()
    assert 5.0 < left < 7.0
    said_out(client, speech)
    assert heard(speech, at) == [(f"{int(left)} seconds left for your turn. {BID_PROMPT}", False)]


def test_back_with_time_enough_the_whole_line_is_said(client, monkeypatch):
    """The warning of 20 seconds over help, Escape with about 18 s left: the whole line, as ever."""
    table, speech, at = back_from_help_after_warning(client, monkeypatch, 20.0)
    said_out(client, speech)
    assert heard(speech, at) == [(BACK, False)]


def test_the_time_out_cuts_the_turn_line_being_said(client, monkeypatch):
    """The time runs out 0.5 s into the line on coming back: the line is cut then and "Your time
    ran out: ..." said at once; nothing of the line after it (T-6)."""
    table, speech, at = back_from_help_after_warning(client, monkeypatch, 20.0)
    client.frames(30)
    time_out(table)
    client.frames(1)
    assert speech.log[-1].text == TIMED_OUT and speech.log[-1].start - speech.log[at].start < 0.6
    said_out(client, speech)
    assert heard(speech, at) == [(BACK, True), (TIMED_OUT, False)]


def test_at_a_counting_table_the_short_line_leaves_the_hand_out(client, monkeypatch):
    """The counting game (C-23): Ana's turn, the 8-second warning said over help, Escape: the
    short turn line, without the hand ("Your turn. Total 0. Enter plays ..."), the seconds left
    first, instead of the round, the hand and the card Enter plays (about 7 s)."""
    from game.counting.options import CountingOptions
    from game.counting.state import CountingState
    from game.table import remote
    from online_frames import counting_summary
    from test_online_table_speech import counting_table, frame
    monkeypatch.setattr(remote, "clock", lambda: 1000 + client.app.updates / 60, raising=False)
    state = CountingState.new(CountingOptions(players=3, draw="auto"), 4, dealer=2)  # Ana plays first
    table, link, speech = counting_table(client, state, frame(state, 1, None, state.start_events()))
    table.session.summary = dict(counting_summary(state.options), turn_timer=30)
    help_rate_measured(client, speech)
    client.press(pygame.K_F1)
    quiet(client, speech)
    link.frames.append({"type": "notice", "what": "turn_warning", "seat": 0, "name": "Ana", "seconds": 8})
    quiet(client, speech)
    client.frames(2)
    quiet(client, speech)
    at = len(speech.log)
    client.press(pygame.K_ESCAPE)
    left = table.turn_seconds_left()
    said_out(client, speech)
    assert heard(speech, at) == [(f"{int(left)} seconds left for your turn. Your turn. Total 0. "
                                  f"Enter plays the {card_name(state.hands[0][0], 'accusative')}.", False)]
