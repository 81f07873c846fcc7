"""One's own time running out against the answers to the player's own keys (docs/announcements.md,
"the warning cuts in"; T-6, C-22): "Your time ran out: ..." that comes while an answer to a key of
the player's is said (the hand, the advice, a help line) cuts it at once, and its rest is not said
again (it spoke of a turn that is gone; the player can ask again). Found by a tester by ear: H
pressed right after "10 seconds left for your turn.", the hand (13 s) ran on and the time-out came
only after it ended, about 5 s late; the same with the advice. Ana bidding at a trick table with a
30-second turn timer (:func:`test_online_trick_bid_turn_warning.bidding`)."""

from __future__ import annotations

import pygame

from test_online_turn_warning_cut_in import ADVICE, HAND, LEFT, TITLE, heard, rate_measured, said_out
from test_online_trick_bid_turn_warning import bidding

TIMED_OUT = "Your time ran out: a computer player plays this turn for you."


def time_out(table) -> None:
    """The server's frame: Ana's time ran out."""
    table.session._frame({"type": "notice", "what": "timed_out", "seat": 0, "name": "Ana"})


def timed_out_at_once(client, table, speech, at: int, within: float) -> list:
    """:func:`time_out`, then one frame: "Your time ran out: ..." begins at once, less than
    ``within`` seconds after the line at ``at`` in the log began; then all said. Returns what was
    heard from ``at`` on (:func:`heard`)."""
    time_out(table)
    client.frames(1)
    assert speech.log[-1].text == TIMED_OUT and speech.log[-1].start - speech.log[at].start < within
    said_out(client, speech)
    return heard(speech, at)


def test_the_time_out_cuts_the_hand_at_once_and_its_rest_is_not_said(client, monkeypatch):
    """Found by a tester by ear: H, and the time ran out 1 s into the hand: the hand is cut then,
    "Your time ran out: ..." said at once, and nothing of the hand after it."""
    table, speech = bidding(client, monkeypatch)
    at = len(speech.log)
    client.press(pygame.K_h)
    client.frames(60)
    assert timed_out_at_once(client, table, speech, at, 1.05) == [(HAND, True), (TIMED_OUT, False)]


def test_the_time_out_cuts_the_advice_even_near_its_end(client, monkeypatch):
    """The advice, the time running out 1 s before its end (no 2-second allowance, as the warning
    has: the turn is over): cut, the time-out said, the advice not said again."""
    table, speech = bidding(client, monkeypatch)
    rate_measured(client, speech)
    at = len(speech.log)
    client.press(pygame.K_a)
    client.frames(384)  # (6.4 s into the advice, 7.4 s long)
    assert speech.log[at].text == ADVICE and 0.9 < speech.log[at].end - speech.clock() < 1.1
    time_out(table)
    said_out(client, speech)
    assert heard(speech, at) == [(ADVICE, True), (TIMED_OUT, False)]


def test_over_help_the_time_out_cuts_the_line_being_read(client, monkeypatch):
    """Over F1 help, the time running out 1 s into help's title: the title is cut, the time-out
    said (the app's own notice over help), and the title's rest is not said again."""
    table, speech = bidding(client, monkeypatch)
    at = len(speech.log)
    client.press(pygame.K_F1)
    client.frames(60)
    time_out(table)
    client.frames(1)
    assert [line.text for line in speech.log[at:]] == [TITLE, TIMED_OUT]
    said_out(client, speech)
    assert heard(speech, at) == [(TITLE, True), (TIMED_OUT, False), (LEFT, False)]  # (never "29 lines. ...")


def test_the_time_out_never_cuts_another_players_move(client, monkeypatch):
    """Bob's bid being said when Ana's time runs out: his move is said to its end, then the
    time-out, in order with the moves (only an answer to the player's own key is cut)."""
    from game.table import remote
    from game.tricks.actions import Bid
    from game.tricks.options import TricksOptions
    from game.tricks.state import TricksState
    from online_frames import trick_table, tricks_summary, update
    from test_online_table_speech import quiet
    from timed_speech import app_timed_speech
    monkeypatch.setattr(remote, "clock", lambda: 1000 + client.app.updates / 60, raising=False)
    state = TricksState.new(TricksOptions(players=3), 11)
    table, link = trick_table(client, state, 0, summary=dict(tricks_summary(3), turn_timer=30))
    speech = app_timed_speech(client)
    quiet(client, speech)
    client.frames(2)
    at = len(speech.log)
    link.frames.append(update(state, 2, 1, state.apply(Bid(1, tuple(state.legal_bid_cards(1)[:3]))), 0))
    client.frames(3)
    assert len(speech.log) == at + 1 and not speech.idle()
    bobs = speech.log[at].text
    time_out(table)
    said_out(client, speech)
    assert bobs.startswith("Bob") and heard(speech, at) == [(bobs, False), (TIMED_OUT, False)], bobs
