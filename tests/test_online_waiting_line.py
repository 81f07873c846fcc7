"""The waiting line at an online counting table (C-22: a state a sighted player sees is said): when
the table has been silent for a while on another person's turn, "Waiting for Ben." is said once
for that turn, with what is known of Ben's absence ("Ben is away: their seat is held for N more
seconds."); never on a computer player's turn nor one's own, and a move that comes first
withdraws it unsaid. Found by a tester by ear: 14 s and 25 s of silence while a person was
away or slow, and only T said why. (A remote session over a stand-in link: no server.)"""

from __future__ import annotations

from game.scenes.online_waiting import WAITING_SAID_AFTER
from online_frames import update

FRAMES_PER_SECOND = 60


def remote_table(client, dealer: int):
    """Ana (seat 0) at a started online counting table of 3 (automatic draw, C-8), Bob a
    computer in seat 1 and Ben a person in seat 2, on a remote session over a stand-in link; the
    first turn is seat ``dealer + 1`` (C-5). Returns (the table, the state, the link)."""
    from game.counting import events as counting_events
    from game.counting.options import CountingOptions
    from game.counting.scenes.table import CountingTable, TableSetup
    from game.counting.state import CountingState, CountingView
    from game.net.codec import to_data
    from game.table.remote import RemoteSession
    from tests.test_remote_session import Link

    state = CountingState.new(CountingOptions(players=3, draw="auto"), 4, dealer=dealer)
    state.start_events()
    seats = [{"seat": 0, "kind": "person", "name": "Ana", "connected": True, "replaced": False},
             {"seat": 1, "kind": "computer", "name": None, "voice": 1, "connected": False, "replaced": False},
             {"seat": 2, "kind": "person", "name": "Ben", "connected": True, "replaced": False}]
    summary = {"id": 1, "game": "counting", "level": "simple", "options": {"players": 3}, "started": True,
               "finished": False, "spectators": 0, "watchers": [], "seats": seats}
    sync = {"type": "sync", "table": 1, "seq": 1, "view": to_data(state.view(0)), "missed": [[]]}
    setup = TableSetup(CountingOptions(players=3, draw="auto"))
    link = Link()
    client.start()
    table = CountingTable(client.app, setup, 0, session=RemoteSession(link, summary, 0, sync, setup,
                                                                      counting_events, CountingView))
    client.push(table)
    client.app.step(5)
    return table, state, link


def waiting_lines(client) -> list[str]:
    """The waiting lines said so far."""
    return [text for text in client.texts if text.startswith("Waiting for")]


def settle(client, seconds: float) -> None:
    """Run the app ``seconds`` of frames."""
    client.wait(int(seconds * FRAMES_PER_SECOND))


def test_bens_turn_in_silence_is_said_once(client):
    """C-5, C-22: Ben's turn first (dealer Bob); once the opening was said and the table has been
    silent for WAITING_SAID_AFTER seconds, "Waiting for Ben." is said, once (not again however
    long the wait)."""
    remote_table(client, dealer=1)
    settle(client, WAITING_SAID_AFTER - 1)  # (the recording speech says the opening at once)
    assert waiting_lines(client) == []
    settle(client, 2)
    assert waiting_lines(client) == ["Waiting for Ben."]
    assert client.last == "Waiting for Ben."
    settle(client, WAITING_SAID_AFTER * 2)
    assert waiting_lines(client) == ["Waiting for Ben."]


def test_an_away_person_is_said_with_the_seconds_held(client):
    """C-22: Ben lost the connection on his turn: the waiting line says so and how long his seat
    is still held."""
    table, _state, link = remote_table(client, dealer=1)
    settle(client, 1)
    link.frames.append({"type": "notice", "table": 1, "what": "dropped", "seat": 2, "name": "Ben", "hold": 60})
    settle(client, WAITING_SAID_AFTER + 2)
    said = waiting_lines(client)
    assert len(said) == 1 and said[0].startswith("Waiting for Ben. Ben is away: their seat is held for "), said
    assert said[0].endswith(" more seconds.")


def test_never_on_a_computers_turn(client):
    """C-5: Bob's turn (dealer Ana), a computer's, however long the server takes: no waiting
    line (Ana's own turn: the next test)."""
    table, state, link = remote_table(client, dealer=0)
    settle(client, WAITING_SAID_AFTER + 4)
    assert waiting_lines(client) == []
    assert table.session.view().turn == 1


def test_a_move_that_comes_first_leaves_it_unsaid(client):
    """Ben plays before the silence is long enough: no waiting line for his turn, and the next
    person's turn is Ana's own (C-5): none then either."""
    from game.counting.actions import PlayCard
    table, state, link = remote_table(client, dealer=1)
    settle(client, WAITING_SAID_AFTER - 2)
    play = next(action for action in state.legal_actions(2) if isinstance(action, PlayCard))
    link.frames.append(update(state, 2, 2, state.apply(play), 0))
    settle(client, WAITING_SAID_AFTER + 4)
    assert waiting_lines(client) == []
    assert table.session.view().turn == 0
