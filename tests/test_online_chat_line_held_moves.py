"""Another person's move that comes while the table's chat line is open is said once, after one's
own line sent back ("You say: hi all", the answer to the Enter that sent it), and is once in the
on-screen log, the history and the transcript (docs/announcements.md: "Nothing of a screen that
has been left is said after it"; docs/online.md, the table's chat). Found by a tester by ear (3
people, trick game, deal 3): "Ben has bid." came while the chat line was open; it began as the
line closed, was cut by "You say: hi all" a moment later and said again after it: twice in the
log. The table's lines held under the chat line now wait for one's line to come back (at most
``OWN_CHAT_WAIT`` seconds), and under F1 help they are said once, on Escape (T-7: "Ben has
bid." tells another's bid, never its cards). Fed frames as the server sends Ana's
(tests/online_frames.py); the fake engine of tests/timed_speech.py."""

from __future__ import annotations

import pygame

from game.tricks.actions import Bid
from game.tricks.options import TricksOptions
from game.tricks.state import TricksState
from online_frames import trick_table, update
from test_online_lobby import type_text
from test_online_table_speech import quiet
from timed_speech import app_timed_speech

INTRO = "Table chat message: empty. Type, then press Enter. Escape cancels."
BEN_BID = "Ben has bid."
OWN = "You say: hi all"
WAIT = 2.0
"""Seconds the held lines wait for one's own line at most (``OWN_CHAT_WAIT``)."""


def bidding(client, tmp_path):
    """Ana's online trick table (seed 11, seat 0) in deal 1's bidding, its opening said, a
    transcript open; returns the table, its state, the speech and the transcript's path."""
    state = TricksState.new(TricksOptions(players=3), 11)
    table, link = trick_table(client, state, 0)
    link.welcomed = "Ana"
    link.connected = True
    path = tmp_path / "transcript.txt"
    assert client.app.announcer.open_transcript(path) is None
    speech = app_timed_speech(client)
    quiet(client, speech)
    return table, state, speech, path


def ben_bids(table, state) -> None:
    """The server's update: Ben (seat 2) bids his first three cards (T-7)."""
    events = state.apply(Bid(2, tuple(state.legal_bid_cards(2)[:3]), None))
    table.session._frame(update(state, 2, 2, events, 0))


def chat_with_ben_bidding(client, tmp_path, echo_after: int | None, echo: dict | None = None):
    """M, Ben's bid comes while the chat line is open, "hi all", Enter; the server sends the line
    back ``echo_after`` frames later (None: never). Returns what was said from M on (text, cut
    or not), the on-screen log's and the transcript's new lines."""
    table, state, speech, path = bidding(client, tmp_path)
    history = client.app.announcer.history
    at, shown = len(speech.log), len(history.shown())
    written = len(path.read_text(encoding="utf-8").splitlines())
    client.press(pygame.K_m)
    quiet(client, speech)
    ben_bids(table, state)
    client.frames(30)
    assert BEN_BID not in history.shown()[shown:]  # (held under the chat line: not said, not shown)
    type_text(client, "hi all")
    client.press(pygame.K_RETURN)
    if echo_after is not None:
        client.frames(echo_after)
        table.session._frame(echo or {"type": "chat", "scope": "table", "from": "Ana", "text": "hi all", "table": 1})
    client.frames(round(WAIT * 60) + 2)  # (the table's lines wait silently until then)
    quiet(client, speech)
    said = [(item.text, item.cut_at is None) for item in speech.log[at:] if len(item.text) > 1 and item.text != "space"]
    lines = path.read_text(encoding="utf-8").splitlines()[written:]
    return said, history.shown()[shown:], lines


def test_a_move_under_the_chat_line_is_said_once_after_ones_own_line(client, tmp_path):
    said, shown, lines = chat_with_ben_bidding(client, tmp_path, echo_after=6)
    assert said == [(INTRO, True), (OWN, True), (BEN_BID, True)]
    assert shown == [INTRO, OWN, BEN_BID]
    assert [line for line in lines if line.endswith((BEN_BID, OWN))] == [OWN, BEN_BID], lines


def test_the_held_move_waits_for_ones_line_no_longer_than_the_wait(client, tmp_path):
    """The line never comes back (a slow or lost connection): the held move is said once the
    wait is over, whole."""
    said, shown, _lines = chat_with_ben_bidding(client, tmp_path, echo_after=None)
    assert said == [(INTRO, True), (BEN_BID, True)]
    assert shown == [INTRO, BEN_BID]
    from game.scenes.card_table_online import OWN_CHAT_WAIT
    assert OWN_CHAT_WAIT == WAIT


def test_a_refused_line_ends_the_wait_too(client, tmp_path):
    """The server refuses the line (too many at once): the refusal answers Enter, the held move
    follows it, once."""
    refused = {"type": "refused", "of": "chat", "reason": "rate_limited"}
    said, shown, _lines = chat_with_ben_bidding(client, tmp_path, echo_after=6, echo=refused)
    assert said == [(INTRO, True), ("Message not sent: too many messages at once. Wait a few seconds, then send it again.", True),
                    (BEN_BID, True)]
    assert shown.count(BEN_BID) == 1


def test_a_move_under_help_is_said_once_on_escape(client, tmp_path):
    """F1 help open, Ben bids: nothing of it under help (but the turn told over it: "Your turn
    at the table."), nor in the log; Escape: "Ben has bid." once, then where the game stands
    (the bid prompt)."""
    table, state, speech, _path = bidding(client, tmp_path)
    history = client.app.announcer.history
    client.press(pygame.K_F1)
    quiet(client, speech)
    at, shown = len(speech.log), len(history.shown())
    ben_bids(table, state)
    client.frames(60)
    assert BEN_BID not in [item.text for item in speech.log[at:]] and BEN_BID not in history.shown()[shown:]
    client.press(pygame.K_ESCAPE)
    quiet(client, speech)
    said = [item.text for item in speech.log[at:]]
    assert said[said.index("Your turn at the table.") + 1] == BEN_BID and said.count(BEN_BID) == 1, said
    assert history.shown()[shown:].count(BEN_BID) == 1
