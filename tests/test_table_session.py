"""The table session (game/table/): a scene's one way to its game. The local session hands its
seat only what that seat may know (C-8, T-7), refuses as data, names the seats, and the tables
never hold the game's state (issue 18)."""

from __future__ import annotations

import pytest

from game.counting.actions import DrawCard, PlayCard
from game.counting.events import CardDrawn
from game.counting.rules import value_choices
from game.counting.scenes.table import CountingTable, default_setup
from game.table import COMPUTER, YOU, Refusal, SeatInfo, perspective_of
from game.table.counting import CountingSession
from game.table.tricks import TricksSession
from game.tricks.actions import Bid
from game.tricks.events import BidPlaced
from game.tricks.options import TricksOptions
from game.tricks.scenes.setup import TableSetup as TricksSetup
from game.tricks.scenes.table import TricksTable


class Client:
    """A seat's client that records what the session asks of it."""

    def __init__(self, busy: bool = False) -> None:
        self.busy = busy
        self.notices: list[str] = []

    def speech_busy(self) -> bool:
        return self.busy

    def notice(self, text: str) -> None:
        self.notices.append(text)

    def say_thinking(self, text: str) -> str:
        return text

    def withdraw(self, handle: object) -> None:
        pass


def counting_session(seed: int = 7) -> CountingSession:
    session = CountingSession(default_setup(3), seed)
    session.attach(Client(), in_worker=False)
    return session


def test_seats_and_perspective_of_a_local_game():
    session = counting_session()
    assert [(info.seat, info.kind, info.name) for info in session.seats] == [
        (0, YOU, None), (1, COMPUTER, None), (2, COMPUTER, None)]
    assert session.perspective.seat == 0 and session.perspective.names == ()
    named = perspective_of((SeatInfo(0, COMPUTER), SeatInfo(1, "person", "Zoe"), SeatInfo(2, YOU)))
    assert named.seat == 2 and named.names == (None, "Zoe", None)
    with pytest.raises(ValueError):
        SeatInfo(0, "robot")


def test_a_computer_players_draw_reaches_the_seat_without_its_card():
    """C-8: the seat hears that Anna drew, never which card; its own draw names the card."""
    session = counting_session()
    view = session.view()
    assert view.seat == 0 and view.turn == 0
    card = view.hand[0]
    values = value_choices(card, view.total)
    events = session.act(PlayCard(0, card, values[0] if values else None))
    assert isinstance(events, list)
    assert not any(isinstance(e, CardDrawn) for e in events)  # manual draw (C-8): not yet
    own = session.act(DrawCard(0))
    assert isinstance(own, list)
    mine = [e for e in own if isinstance(e, CardDrawn)]
    assert mine and mine[0].seat == 0 and mine[0].card is not None
    seat = session.computer_to_act()
    assert seat == 1
    theirs = session.computer_play(seat, session.computer_choice(seat))
    drawn = [e for e in theirs if isinstance(e, CardDrawn)]
    assert drawn and all(e.seat == 1 and e.card is None for e in drawn)
    assert session.state.hands[1]  # the session itself knows the card


def test_a_refusal_is_data_the_client_translates():
    session = counting_session()
    refused = session.act(PlayCard(1, session.state.hands[1][0], None))
    assert refused == Refusal("You can act only for your own seat.")  # never for another seat
    assert refused.text() == "You can act only for your own seat."
    session.act(PlayCard(0, session.view().hand[0], None))
    session.act(DrawCard(0))
    assert session.view().turn == 1
    refused = session.act(PlayCard(0, session.view().hand[0], None))
    assert refused == Refusal("Not your turn.")  # the rules' reason
    assert refused.text() == "Not your turn."
    assert Refusal.from_json(refused.to_json()) == refused
    assert Refusal("Total {total}.", {"total": 57}).text() == "Total 57."
    with pytest.raises(ValueError):
        Refusal.from_json({"params": {}})


def test_trick_bids_of_others_reach_the_seat_without_their_value():
    """T-7: the computer players' bids reach seat 0 as "has bid", without value or cards."""
    session = TricksSession(TricksSetup(TricksOptions(players=3), "simple"), 5)
    session.attach(Client(), in_worker=False)
    seats = session.computers_to_act()
    assert seats == [1, 2]
    events = session.computer_play([session.computer_choice(seat, True) for seat in seats])
    bids = [e for e in events if isinstance(e, BidPlaced)]
    assert [e.seat for e in bids] == [1, 2]
    assert all(e.bid is None and e.cards is None and e.premium is None for e in bids)
    hand = session.view().hand
    own = session.act(Bid(0, tuple(hand[:3]), None))
    assert isinstance(own, list)
    mine = next(e for e in own if isinstance(e, BidPlaced))
    assert mine.seat == 0 and mine.cards is not None and mine.bid is not None


def test_the_session_asks_its_client_whether_speech_is_busy():
    session = counting_session()
    assert session.speech_busy() is False
    session.client.busy = True
    assert session.speech_busy() is True


def test_the_session_runs_thinking_and_hands_the_result_on_poll():
    session = counting_session()
    got = []
    session.think(lambda: 42, got.append, "Anna is thinking.")
    assert session.thinking and got == []
    session.poll(1 / 60)
    assert got == [42] and not session.thinking


def test_the_hint_random_source_comes_from_the_session():
    """A seeded game gives the same hint in the same position (not by how many were asked); the
    scene never sees the seed."""
    assert counting_session(7).hint_rng((1, 2)).random() == counting_session(7).hint_rng((1, 2)).random()
    assert counting_session(7).hint_rng((1, 3)).random() != counting_session(7).hint_rng((1, 2)).random()
    assert counting_session(8).hint_rng((1, 2)).random() != counting_session(7).hint_rng((1, 2)).random()


def test_tables_hold_no_game_state(client):
    """The table reads its seat's view through the session; the state stays in the session."""
    client.start()
    client.push(CountingTable(client.app, default_setup(3), 7))
    table = client.app.top
    assert isinstance(table, CountingTable)
    assert not hasattr(table, "state") and not hasattr(table, "seed") and not hasattr(table, "cpu_rng")
    assert table.session.view() == table.session.state.view(0)
    client.push(TricksTable(client.app, TricksSetup(TricksOptions(players=3), "simple"), 5))
    table = client.app.top
    assert isinstance(table, TricksTable)
    assert not hasattr(table, "state") and not hasattr(table, "seed")
    assert table.view == table.session.state.view(0)


def test_the_counting_table_hears_no_other_seats_drawn_card(client, monkeypatch):
    """C-8: everything the table narrates comes through its session, as seat 0 may know it: the
    computer players' draws reach it without their cards, its own draws with them."""
    import pygame

    from game.counting.options import CountingOptions
    from game.counting.scenes.table import TableSetup

    heard = []
    original = CountingTable.narration

    def spy(self, events):
        heard.extend(events)
        return original(self, events)
    monkeypatch.setattr(CountingTable, "narration", spy)
    client.app.settings.set("cpu_delay", 0.3)
    client.start()
    client.push(CountingTable(client.app, TableSetup(CountingOptions(players=3), "simple"), 7))
    table = client.app.top
    for _ in range(40):
        client.press(pygame.K_1, frames=30)
        client.press(pygame.K_SPACE, frames=120)
    drawn = [e for e in heard if isinstance(e, CardDrawn)]
    others = [e for e in drawn if e.seat != table.seat]
    mine = [e for e in drawn if e.seat == table.seat]
    assert others and mine  # the keys above played and drew, and so did the computer players
    assert all(e.card is None for e in others)
    assert all(e.card is not None for e in mine)
