"""The remote session's own logic (game/table/remote.py), fed frames as the server sends them
(the network itself is tested for real in test_online_table.py): events decoded to the engine's
events with the people's names, handed over only when the table accepts them, ``heard`` reported
once they were said, one's own move answered later, notices said in order."""

from __future__ import annotations

from game.counting import events as counting_events
from game.counting.options import CountingOptions
from game.counting.state import CountingState, CountingView
from game.counting.actions import PlayCard
from game.net.codec import events_data, to_data
from game.table.remote import RemoteSession

SUMMARY = {"id": 1, "game": "counting", "level": "strong",
           "options": {"players": 3, "tokens": 9, "hand_size": 3, "draw": "auto", "decks": None},
           "seats": [{"seat": 0, "kind": "person", "name": "Ana"}, {"seat": 1, "kind": "computer", "name": None},
                     {"seat": 2, "kind": "person", "name": "Ben"}]}


class Link:
    def __init__(self):
        self.frames, self.sent = [], []

    def take(self):
        frames, self.frames = self.frames, []
        return frames

    def send(self, kind, **fields):
        self.sent.append((kind, fields))

    def close(self):
        self.sent.append(("closed", {}))


class Table:
    def __init__(self):
        self.unheard = False
        self.accepting = True
        self.got, self.said, self.refused = [], [], []

    def speech_busy(self):
        return self.unheard

    def events_unheard(self):
        return self.unheard

    def accepts_events(self):
        return self.accepting

    def remote_events(self, events, own):
        self.got.append((events, own))

    def remote_notice(self, text):
        self.said.append(text)

    def remote_situation(self):
        self.said.append("situation")

    def refuse(self, text):
        self.refused.append(text)

    def notice(self, text):
        self.said.append(text)


def game():
    state = CountingState.new(CountingOptions(players=3, draw="auto"), 4, dealer=2)
    first = {"type": "update", "seq": 1, "actor": None, "events": events_data(state.start_events()),
             "view": to_data(state.view(0))}
    return state, first


def session_of(first):
    link, table = Link(), Table()
    session = RemoteSession(link, SUMMARY, 0, first, None, counting_events, CountingView)
    session.attach(table)
    return session, link, table


def test_seats_carry_the_peoples_names():
    _state, first = game()
    session, _link, _table = session_of(first)
    assert session.perspective.seat == 0
    assert session.perspective.given_name(2) == "Ben"
    assert session.perspective.given_name(1) == "Bob"  # a computer: "Anna" would sound like Ana
    assert [e.kind for e in session.start_events()][:2] == ["RoundStarted", "TurnStarted"]


def test_a_computer_playing_for_a_dropped_person_keeps_every_name():
    """Ben dropped and a computer plays his seat: he is still "Ben", and the computer at seat 1
    stays "Bob" (never "Anna" beside Ana)."""
    _state, first = game()
    session, link, _table = session_of(first)
    summary = dict(SUMMARY, seats=[dict(SUMMARY["seats"][0]), dict(SUMMARY["seats"][1]),
                                   dict(SUMMARY["seats"][2], replaced=True)])
    link.frames.append({"type": "table", "table": summary})
    session.poll(0.1)
    assert [session.perspective.given_name(seat) for seat in (1, 2)] == ["Bob", "Ben"]


def test_own_move_comes_back_as_own_and_heard_waits_for_the_speech():
    state, first = game()
    session, link, table = session_of(first)
    card = state.view(0).hand[0]
    assert session.act(PlayCard(0, card, None if card.rank not in ("A", "10") else 1)) == []
    kind, fields = link.sent[-1]
    assert kind == "act" and fields["action"]["player"] == 0 and fields["seq"] == 1
    events = state.apply(PlayCard(0, card, None if card.rank not in ("A", "10") else 1))
    link.frames.append({"type": "update", "seq": 2, "actor": 0, "events": events_data(events),
                        "view": to_data(state.view(0))})
    table.unheard = True
    session.poll(1 / 60)
    assert table.got[-1] == (events, True)
    assert session.view() == state.view(0)
    assert ("heard", {"seq": 2}) not in link.sent  # still being said
    table.unheard = False
    session.poll(1 / 60)
    assert link.sent[-1] == ("heard", {"seq": 2})


def test_events_said_while_the_turn_is_said_are_reported_at_once_as_events_only():
    """An update's events said, its prompt (one's turn) still being said: ``heard`` with
    ``events_only`` goes at once (an app killed now is not told those events again when back),
    once; the whole ``heard`` once the prompt was said too (the computers and the turn clock
    wait for that one)."""
    state, first = game()
    session, link, table = session_of(first)
    session.poll(1 / 60)
    assert link.sent == [("heard", {"seq": 1})]
    card = state.view(0).hand[0]
    events = state.apply(PlayCard(0, card, None if card.rank not in ("A", "10") else 1))
    link.frames.append({"type": "update", "seq": 2, "actor": 0, "events": events_data(events),
                        "view": to_data(state.view(0))})
    table.turn_unheard = lambda: True  # the turn line after the card is being said
    table.unheard = True  # ... and the card too
    session.poll(1 / 60)
    assert link.sent == [("heard", {"seq": 1})]
    table.unheard = False  # the card was said
    session.poll(1 / 60)
    session.poll(1 / 60)
    assert link.sent == [("heard", {"seq": 1}), ("heard", {"seq": 2, "events_only": True})]
    table.turn_unheard = lambda: False
    session.poll(1 / 60)
    assert link.sent[-1] == ("heard", {"seq": 2}) and len(link.sent) == 3


def test_a_turn_played_for_a_timed_out_person_is_said_after_the_notice_not_as_ones_own():
    """The turn timer ran out: "Your time ran out: ..." first, then the computer's play for this
    seat as a move like any other (own False: it does not cut the notice short)."""
    state, first = game()
    session, link, table = session_of(first)
    card = state.view(0).hand[0]
    link.frames.append({"type": "notice", "table": 1, "what": "timed_out", "seat": 0, "name": "Ana"})
    events = state.apply(PlayCard(0, card, None if card.rank not in ("A", "10") else 1))
    link.frames.append({"type": "update", "seq": 2, "actor": 0, "events": events_data(events),
                        "view": to_data(state.view(0))})
    session.poll(1 / 60)
    assert table.said == ["Your time ran out: a computer player plays this turn for you."]
    assert table.got[-1] == (events, False)
    assert session._played_for_me is False  # once only


def test_events_wait_while_the_table_is_in_a_pause():
    state, first = game()
    session, link, table = session_of(first)
    table.accepting = False
    link.frames.append({"type": "notice", "table": 1, "what": "dropped", "seat": 2, "name": "Ben", "hold": 60})
    link.frames.append({"type": "update", "seq": 2, "actor": 2, "events": [], "view": to_data(state.view(0))})
    session.poll(1 / 60)
    assert table.got == [] and link.sent == [("heard", {"seq": 1, "events_only": True})]  # the opening: said
    assert table.said == ["Ben lost the connection. Their seat is held for 60 seconds."]
    table.accepting = True
    session.poll(1 / 60)
    assert table.got == [([], False)]
    assert link.sent[-1] == ("heard", {"seq": 2})


def test_a_refusal_and_the_connection_news_are_said_once():
    _state, first = game()
    session, link, table = session_of(first)
    link.frames += [{"type": "refused", "of": "act", "reason": "illegal", "rule": "Not your turn."},
                    {"type": "link_lost", "error": "closed"}, {"type": "link_lost", "error": "closed"},
                    {"type": "link_back"}]
    session.poll(1 / 60)
    assert table.refused == ["Not your turn."]
    assert table.said == ["Connection to the server lost. Trying to reconnect.",
                          "Reconnected to the server."]


def test_back_at_the_table_the_missed_events_then_the_situation():
    state, first = game()
    session, link, table = session_of(first)
    link.frames += [{"type": "link_lost", "error": "closed"}, {"type": "link_back"},
                    {"type": "sync", "table": 1, "seq": 1, "view": to_data(state.view(0)), "missed": []}]
    session.poll(1 / 60)
    assert table.said == ["Connection to the server lost. Trying to reconnect.",
                          "Reconnected to the server.", "situation"]
    assert table.got == [([], False)]


def test_coming_back_to_a_game_under_way_says_the_situation():
    state, _first = game()
    sync = {"type": "sync", "table": 1, "seq": 5, "view": to_data(state.view(0)), "missed": []}
    session, link, table = session_of(sync)
    assert session.start_events() == []
    session.poll(1 / 60)
    assert table.said == ["situation"]
    assert link.sent[-1] == ("heard", {"seq": 5})


def test_no_action_is_sent_while_the_connection_is_down():
    state, first = game()
    session, link, table = session_of(first)
    link.frames.append({"type": "link_lost", "error": "closed"})
    session.poll(1 / 60)
    card = state.view(0).hand[0]
    assert session.act(PlayCard(0, card, None)) == []
    assert not any(kind == "act" for kind, _ in link.sent)
    assert table.said[-1] == "Not connected: wait until the connection is back."


def test_a_notice_comes_after_the_events_received_before_it():
    """The connection lost just after an update came: the update is said first, then the loss."""
    state, first = game()
    session, link, table = session_of(first)
    link.frames += [{"type": "update", "seq": 2, "actor": 2, "events": [], "view": to_data(state.view(0))},
                    {"type": "link_lost", "error": "closed", "reason": None}]
    order = []
    table.remote_events = lambda events, own: order.append("events")
    table.remote_notice = lambda text: order.append(text)
    session.poll(1 / 60)
    assert order == ["events", "Connection to the server lost. Trying to reconnect."]


def test_back_in_the_lobby_instead_of_at_the_table_is_said():
    _state, first = game()
    session, link, table = session_of(first)
    link.frames += [{"type": "link_back"}, {"type": "lobby", "tables": [], "online": 1}]
    session.poll(1 / 60)
    assert table.said == ["Reconnected to the server.",
                          "This game is no longer on the server: it ended while you were away. Escape, then "
                          "Leave the game, goes back."]


def test_missed_updates_received_before_the_drop_are_not_handed_over_again():
    """A sync's missed updates end at its seq: those up to the last update received are left out."""
    state, first = game()
    session, link, table = session_of(first)
    view = to_data(state.view(0))
    played = {"kind": "CardPlayed", "seat": 1, "card": "5H", "value": 5, "operation": "add", "old_total": 0,
              "new_total": 5}
    link.frames += [{"type": "update", "seq": 2, "actor": 1, "events": [played], "view": view},
                    {"type": "link_lost", "error": "closed"}, {"type": "link_back"},
                    {"type": "sync", "seq": 3, "view": view, "missed": [[played], [dict(played, seat=2)]]}]
    session.poll(1 / 60)
    assert [[event.seat for event in events] for events, _own in table.got] == [[1], [2]]


def test_a_spectator_watching_again_after_a_restart_is_said_once():
    """Cy watches; the server restarts and Cy's app watches again: "Cy is watching the table." is
    not said a second time; once Cy stopped watching, watching again is said."""
    _state, first = game()
    session, link, table = session_of(first)
    watching = {"type": "notice", "what": "watching", "seat": None, "name": "Cy"}
    link.frames += [dict(watching), {"type": "link_lost", "error": "closed"}, {"type": "link_back"},
                    dict(watching)]
    session.poll(1 / 60)
    assert table.said == ["Cy is watching the table.", "Connection to the server lost. Trying to reconnect.",
                          "Reconnected to the server."]
    link.frames += [{"type": "notice", "what": "stopped_watching", "seat": None, "name": "Cy"}, dict(watching)]
    session.poll(1 / 60)
    assert table.said[3:] == ["Cy stopped watching.", "Cy is watching the table."]
