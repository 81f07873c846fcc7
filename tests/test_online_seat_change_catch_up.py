"""What a person back at an online table missed says a seat that changed hands meanwhile where it
happened, in the words the live table used (docs/online.md, the ``sync`` frame's
``seat_changes``): Cid's moves, then "Cid left the game. Bob, a computer player, takes their
seat.", then Bob's, once, in the history and the on-screen log too (was: Cid's moves then Bob's
with nothing between them: the notice was not kept by the server). So too a spectator who comes
right after it: "Before you came: Cid left the game. ..." before "Before you came: Bob: ...".
A server on 127.0.0.1 in the test's own event loop (bounded in time, stopped at the end); what is
heard is said by a fake engine at the table, fed the frames the server sent."""

from __future__ import annotations

import asyncio
import random

import pygame

from game.counting import events as counting_events
from game.counting.options import CountingOptions
from game.counting.state import CountingView
from game.net.bots import CHOICE
from game.player_names import seat_name
from game.table.remote import RemoteSession
from net_helpers import connected, run, serving, three_started
from test_online_missed_seat_names import (WAIT, _cards_of, _return_after_cid_left, _says, counting_return,
                                           counting_table_heard, trick_table_heard)
from test_online_table_speech import quiet
from test_remote_session import Link


def _left_line(bob: str) -> str:
    """The live table's words for Cid's leaving (``notice`` ``left`` with ``computer``)."""
    return f"Cid left the game. {bob}, a computer player, takes their seat."


def _after_cid(sync: dict) -> int:
    """The number of the last missed update made while Cid held seat 2 (``missed_names``)."""
    names = sync["missed_names"]
    first = sync["seq"] - len(sync["missed"]) + 1
    return first + max(index for index, entry in enumerate(names) if entry and entry[2] == "Cid")


def test_a_return_says_the_seat_change_between_cids_moves_and_bobs_once(tmp_path, client):
    summary, sync, cids, bobs = counting_return(tmp_path)
    table, speech, bob = counting_table_heard(client, summary, sync, 0)
    if table.between_rounds:  # (a round ended meanwhile: the next round's moves are said after Enter, C-21)
        client.press(pygame.K_RETURN)
        quiet(client, speech, WAIT)
    history = list(client.app.announcer.history.items())  # (the on-screen log: said, or kept unsaid)
    left = _left_line(bob)
    assert history.count(left) == 1, history  # (was: not at all)
    assert speech.texts.count(left) <= 1, speech.texts
    at = history.index(left)
    cid_lines = [index for index, line in enumerate(history) if any(_says(line, "Cid", code) for code in cids)]
    bob_lines = [index for index, line in enumerate(history) if any(_says(line, bob, code) for code in bobs)]
    assert len(cid_lines) == len(cids) and len(bob_lines) == len(bobs), history
    assert max(cid_lines) < at < min(bob_lines), history
    # Bob did nothing before it, Cid nothing after it
    assert not any(line.startswith(bob) for line in history[:at]), history
    assert not any(line.startswith("Cid") for line in history[at + 1:]), history
    for _frame in range(120):  # nothing says it again afterwards
        client.frames(1)
    assert list(client.app.announcer.history.items()).count(left) == 1
    # the server says where the change came: after the last update made while Cid held the seat
    assert sync.get("seat_changes") == [{"after": _after_cid(sync), "seat": 2, "name": "Cid",
                                         "voice": summary["seats"][2]["voice"]}], sync.get("seat_changes")


def test_a_trick_table_return_says_cid_left_after_his_bid_and_before_bobs_card(tmp_path, client):
    """The trick game (T-7, T-29): "Cid has bid.", then the seat change, then Bob's card."""
    from game.card_names import card_name
    from game.engine.cards import Card

    summary, sync, _cid_frames, bob_frames = run(_return_after_cid_left(tmp_path, "tricks", {"players": 3}), 30)
    bobs = [card_name(Card.parse(code)) for frame in bob_frames for code in _cards_of(frame, 2)]
    _table, _speech, bob = trick_table_heard(client, summary, sync)
    history = list(client.app.announcer.history.items())
    left = _left_line(bob)
    assert history.count(left) == 1, history
    at = history.index(left)
    assert history.index("Cid has bid.") < at, history
    bob_lines = [index for index, line in enumerate(history) if line.startswith(bob) and any(
        card in line for card in bobs)]
    assert bob_lines and at < min(bob_lines), history
    assert sync.get("seat_changes") == [{"after": _after_cid(sync), "seat": 2, "name": "Cid",
                                         "voice": summary["seats"][2]["voice"]}], sync.get("seat_changes")


async def _watch_after_cid_left(tmp_path) -> tuple[dict, dict, list[dict]]:
    """Ana, Ben and Cid at a counting table of 3 (cards drawn automatically). Ana and Ben play;
    on Cid's turn Cid leaves, and Bob, a computer player, takes his seat and plays. Then, on a
    person's turn (the table waits), Dee comes to watch. Returns the table's summary, Dee's
    ``sync`` and Ana's ``update`` frames."""
    async with serving(tmp_path, hold_seconds=5) as server:
        ana, ben, cid, table_id = await three_started(server, "counting", {"players": 3, "draw": "auto"},
                                                      computers=0, level="random", cpu_delay=0)
        rng = random.Random(3)
        acted = {ana: 0, ben: 0}
        while True:
            if cid.view is not None and CHOICE["counting"](cid.view, rng) is not None and cid.seq == ana.seq:
                break  # Cid's turn
            for person in (ana, ben):
                if person.view is not None and acted[person] < person.seq:
                    action = CHOICE["counting"](person.view, rng)
                    if action is not None:
                        acted[person] = person.seq
                        await person.act(action)
            await asyncio.sleep(0.02)
        await cid.leave()
        bobs = await ana.wait_for(lambda m: m["type"] == "update" and m["actor"] == 2)  # Bob's move
        await asyncio.sleep(0.3)  # (the table waits for Ana or Ben now)
        assert not (CHOICE["counting"](ana.view, rng) is None and CHOICE["counting"](ben.view, rng) is None)
        dee = await connected(server, "Dee")
        await dee.watch(table_id)
        summary = (await dee.wait_for("table"))["table"]
        sync = await dee.wait_for("sync")
        updates = [m for m in ana.inbox if m["type"] == "update" and m["seq"] < bobs["seq"]] + [bobs] + \
            [m for m in ana.inbox if m["type"] == "update" and m["seq"] > bobs["seq"]]
        for person in (ana, ben, cid, dee):
            await person.close()
    assert summary["seats"][2]["kind"] == "computer" and summary["seats"][2]["before"] == ["Cid"]
    return summary, sync, updates


def test_a_spectator_who_comes_after_a_seat_change_has_it_before_bobs_move_in_the_history(tmp_path, client):
    summary, sync, updates = run(_watch_after_cid_left(tmp_path), 30)
    assert updates[-1]["actor"] == 2 and sync["seq"] == updates[-1]["seq"]  # (Bob's move: the last)
    bobs = _cards_of(updates[-1], 2)
    assert bobs
    _table, _speech, bob = counting_table_heard(client, summary, sync, None)
    history = list(client.app.announcer.history.items())
    earlier = [line for line in history if line.startswith("Before you came: ")]
    left = f"Before you came: {_left_line(bob)}"
    assert earlier[:1] == [left], history  # (was: Bob's move alone)
    assert _says(earlier[1].removeprefix("Before you came: "), bob, bobs[0]), history
    assert history.count(left) == 1 and not any(line == _left_line(bob) for line in history), history
    assert sync.get("seat_changes") == [{"after": sync["seq"] - 1, "seat": 2, "name": "Cid",
                                         "voice": summary["seats"][2]["voice"]}], sync


def test_a_sync_without_seat_changes_or_with_malformed_ones_says_none_and_a_notice_heard_is_not_said_again():
    """An older server's ``sync`` (no ``seat_changes``) says no seat change, nor does a malformed
    entry or one outside the missed updates; a good one is said after the update it names, in the
    live notice's words, once: not when that notice already came to this session."""
    from game.counting.events import CardPlayed
    from game.counting.state import CountingState
    from game.engine.cards import Card
    from game.engine.events import TableNews
    from game.net.codec import events_data
    from online_frames import update

    summary = {"id": 1, "game": "counting", "options": {"players": 3}, "started": True,
               "seats": [{"seat": 0, "kind": "person", "name": "Ana"}, {"seat": 1, "kind": "person", "name": "Ben"},
                         {"seat": 2, "kind": "computer", "name": None, "voice": 2, "before": ["Cid"],
                          "left_in": 1, "left_midway": True}]}
    state = CountingState.new(CountingOptions(players=3, draw="auto"), seed=5)

    def session() -> RemoteSession:
        return RemoteSession(Link(), summary, 0, update(state, 1, None, state.start_events(), 0), None,
                             counting_events, CountingView)

    card = events_data([CardPlayed(2, Card.parse("9H"), 0, "add", 40, 40)])
    base = {"type": "sync", "table": 1, "seq": 3, "view": None, "missed": [card, card]}  # updates 2 and 3
    good = {"after": 2, "seat": 2, "name": "Cid", "voice": 2}
    for changes in (None, "Cid", [None], [{**good, "after": None}], [{**good, "seat": "2"}], [{**good, "name": ""}],
                    [{**good, "after": True}], [{**good, "after": 0}], [{**good, "after": 4}], [{**good, "seat": 0}]):
        frame = base if changes is None else {**base, "seat_changes": changes}
        assert not any(isinstance(event, TableNews) for event in session()._missed(frame, 0)), changes
    listener = session()
    bob = seat_name(listener.perspective, 2)
    events = listener._missed({**base, "seat_changes": [good]}, 0)
    assert [type(event).__name__ for event in events] == ["CardPlayed", "TableNews", "CardPlayed"]
    assert events[1] == TableNews(f"Cid left the game. {bob}, a computer player, takes their seat.")
    assert events[0] == events[2] == CardPlayed(2, Card.parse("9H"), 0, "add", 40, 40)
    first = listener._missed({**base, "seat_changes": [{**good, "after": 1}]}, 0)
    assert type(session()._missed({**base, "seat_changes": [{**good, "after": 1}]}, 0)[0]).__name__ == "TableNews"
    assert not any(isinstance(event, TableNews) for event in first)  # (said once by this session already)
    heard = session()
    heard._frame({"type": "notice", "table": 1, "what": "left", "seat": 2, "name": "Cid", "computer": True, "voice": 2})
    assert not any(isinstance(event, TableNews) for event in heard._missed({**base, "seat_changes": [good]}, 0))
    assert [type(event).__name__ for event in session()._missed({**base, "seat_changes": [good]}, 2)] == \
        ["TableNews", "CardPlayed"]  # (update 2 was received already: the change after it still comes first)
