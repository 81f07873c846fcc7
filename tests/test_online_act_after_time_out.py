"""An action sent just before one's own time ran out that reaches the server after it (T-6,
C-22; docs/announcements.md, "A key that acts only acts on what has been said"): the server
refuses it, and that refusal is answered by the refused cue alone, never by words such as "Not
your turn. Cid plays next.", since "Your time ran out: ..." tells why the key did nothing. Found
by a tester by ear: Enter on the premium choice as the bid time ran out was answered "Not your
turn. Cid plays next." 11.6 s later, among the next moves. Ana bidding at a trick table with a
30-second turn timer (:func:`test_online_trick_bid_turn_warning.bidding`)."""

from __future__ import annotations

from game.tricks.actions import Bid
from test_online_table_speech import acts, quiet
from test_online_time_out_cut_in import TIMED_OUT, time_out
from test_online_trick_bid_turn_warning import bidding

REFUSAL = {"type": "refused", "of": "act", "rule": "Not your turn."}


def sent_bid(client, monkeypatch):
    """Ana's bid of her first three legal cards sent; returns the table, the speech and the link."""
    table, speech = bidding(client, monkeypatch)
    state = table.session
    cards = tuple(table.view.hand[:3])
    state.act(Bid(0, cards, None))
    assert len(acts(state.link)) == 1
    return table, speech, state.link


def test_a_refusal_of_an_action_the_time_out_overtook_is_the_cue_alone(client, monkeypatch):
    table, speech, link = sent_bid(client, monkeypatch)
    at, cues = len(speech.log), client.app.sound.played.count("refused")
    time_out(table)
    client.frames(2)
    link.frames.append(REFUSAL)
    quiet(client, speech)
    client.frames(2)
    quiet(client, speech)
    assert [spoken.text for spoken in speech.log[at:]] == [TIMED_OUT]
    assert client.app.sound.played.count("refused") == cues + 1


def test_a_refusal_with_no_time_out_since_the_action_is_said(client, monkeypatch):
    """The time ran out before the action was sent (a previous turn's time-out counts not): the
    server's refusal is said as ever."""
    table, speech, link = sent_bid(client, monkeypatch)
    at = len(speech.log)
    link.frames.append(REFUSAL)
    client.frames(2)
    quiet(client, speech)
    assert [spoken.text for spoken in speech.log[at:]] == ["Not your turn."]
