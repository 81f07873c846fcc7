"""What a person back at an online table missed names every move by who made it at the time
(docs/online.md, the ``sync`` frame's ``missed_names``): a seat that changed hands meanwhile (Cid
left the game, Bob, a computer player, took his seat) names the moves made before the change by
Cid, those after it by Bob. Was: every missed move by the seat's name now, "Bob: 9 of hearts."
for Cid's card. A server on 127.0.0.1 in the test's own event loop (bounded in time, stopped at
the end); what Ana hears is said by a fake engine at her table, fed the frames the server sent."""

from __future__ import annotations

import asyncio
import random

from game.card_names import card_name
from game.counting import events as counting_events
from game.counting.options import CountingOptions
from game.counting.state import CountingView
from game.engine.cards import Card
from game.net.bots import CHOICE
from game.net.client import Client
from game.player_names import seat_name
from game.table.remote import RemoteSession
from net_helpers import run, serving, three_started, url
from test_online_table_speech import quiet
from test_remote_session import Link

WAIT = 60 * 60 * 10
"""Frames of game time the fake engine may take to say what was missed."""


def _cards_of(frame: dict, seat: int) -> list[str]:
    """The cards ``seat`` played in an ``update`` frame (event data)."""
    return [event["card"] for event in frame.get("events", [])
            if event.get("kind") == "CardPlayed" and event.get("seat") == seat]


async def _return_after_cid_left(tmp_path, game: str, options: dict) -> tuple[dict, dict, list[dict], list[dict]]:
    """Ana, Ben and Cid at a table of 3 of ``game``. Ana's app ends; her seat is held a moment,
    then a computer plays it. Cid acts (counting: a card that ends no round; his bid in the trick
    game), then leaves: Bob, a computer player, takes his seat and plays (a card). Ana comes back
    with her token. Returns the table's summary and the ``sync`` she got, the updates of Cid's
    seat while she was away, his own and then the computer's."""
    async with serving(tmp_path, hold_seconds=0.3) as server:
        ana, ben, cid, _table_id = await three_started(server, game, options, computers=0, level="random",
                                                       cpu_delay=0)
        token = ana.token
        await ana.close()
        rng = random.Random(7)
        acted = {ben: 0, cid: 0}
        cids: list[dict] = []
        bobs: list[dict] = []
        seated = [ben, cid]
        seen = 0
        while not any(_cards_of(frame, 2) for frame in bobs):
            for person in seated:
                if person.view is not None and acted[person] < person.seq:
                    action = CHOICE[game](person.view, rng)
                    if action is not None:
                        acted[person] = person.seq
                        await person.act(action)
            await asyncio.sleep(0.02)
            frames = [m for m in ben.inbox if m["type"] == "update"]
            for frame in frames[seen:]:
                if frame["actor"] != 2:
                    continue
                if cid not in seated:
                    bobs.append(frame)
                    continue
                cids.append(frame)
                if game == "tricks" or (_cards_of(frame, 2) and not any(
                        event.get("kind") == "RoundEnded" for event in frame["events"])):
                    seated.remove(cid)  # (he leaves in the round he played in)
                    await cid.leave()
                    await ben.wait_for(lambda m: m["type"] == "notice" and m["what"] == "left")
            seen = len(frames)
        back = Client(url(server), auto_heard=False)
        await back.connect("Ana", token=token)
        summary = (await back.wait_for("table"))["table"]
        sync = await back.wait_for("sync")
        for person in (back, ben, cid):
            await person.close()
    assert summary["seats"][2]["kind"] == "computer" and summary["seats"][2]["before"] == ["Cid"]
    assert len(sync["missed"]) < 64  # (all of them: the table's history reaches that far)
    return summary, sync, cids, bobs


def counting_return(tmp_path) -> tuple[dict, dict, list[str], list[str]]:
    """:func:`_return_after_cid_left` at a counting table of 3 (cards drawn automatically): the
    table's summary, Ana's ``sync``, the cards Cid played while she was away and those Bob
    played (neither none)."""
    summary, sync, cid_frames, bob_frames = run(_return_after_cid_left(tmp_path, "counting",
                                                                       {"players": 3, "draw": "auto"}), 30)
    cids = [code for frame in cid_frames for code in _cards_of(frame, 2)]
    bobs = [code for frame in bob_frames for code in _cards_of(frame, 2)]
    assert cids and bobs
    return summary, sync, cids, bobs


def counting_table_heard(client, summary: dict, sync: dict, seat: int | None):
    """The counting table of ``seat`` (None: a spectator; 3 players, automatic draw) on a remote
    session begun with ``sync``, pushed on the started app and spoken by the timed engine until
    quiet: (table, speech, the name seat 2 has now)."""
    from game.counting.scenes.table import CountingTable, TableSetup
    from timed_speech import app_timed_speech

    speech = app_timed_speech(client)
    setup = TableSetup(CountingOptions(players=3, draw="auto"), draw_time=None)
    session = RemoteSession(Link(), summary, seat, sync, setup, counting_events, CountingView)
    client.start()
    table = CountingTable(client.app, setup, 0, session=session)
    client.push(table)
    quiet(client, speech, WAIT)
    return table, speech, seat_name(session.perspective, 2)


def trick_table_heard(client, summary: dict, sync: dict):
    """Ana's trick table (3 players) on a remote session begun with ``sync``, spoken by the
    timed engine until quiet: (table, speech, the name seat 2 has now)."""
    from game.tricks.options import TricksOptions
    from game.tricks.state import TricksState
    from online_frames import trick_table
    from timed_speech import app_timed_speech

    speech = app_timed_speech(client)
    table, _link = trick_table(client, TricksState.new(TricksOptions(players=3), 1), 0, first=sync, summary=summary)
    quiet(client, speech, WAIT)
    return table, speech, seat_name(table.session.perspective, 2)


def test_a_return_names_the_moves_made_before_a_seat_changed_hands_by_who_made_them(tmp_path, client):
    summary, sync, cids, bobs = counting_return(tmp_path)
    _table, speech, bob = counting_table_heard(client, summary, sync, 0)
    assert bob not in ("Cid", "Ana", "Ben")
    heard = list(client.app.announcer.history.items()) + speech.texts  # (said, or put in the history unsaid)
    for code in cids:
        assert any(_says(line, "Cid", code) for line in heard), (code, heard)
        assert not any(_says(line, bob, code) for line in heard), (code, heard)  # (was Bob's)
    for code in bobs:
        assert any(_says(line, bob, code) for line in heard), (code, heard)
    # the server names who held seat 2 for each missed update made before the change (null after it)
    names = sync.get("missed_names")
    assert names and len(names) == len(sync["missed"]) and names[0] == [None, None, "Cid"] and names[-1] is None


def _says(line: str, who: str, code: str) -> bool:
    """True when ``line`` says ``who`` played the card ``code``: "Cid: 9 of hearts. Total 40.",
    "Bob: 10 of spades as minus 10. Total 47." (C-10, C-11)."""
    card = card_name(Card.parse(code))
    return line.startswith((f"{who}: {card}.", f"{who}: {card} as "))


def test_a_trick_table_return_names_cids_bid_by_cid_and_the_computers_card_by_bob(tmp_path, client):
    """The trick game (T-7, T-29): Cid bid while Ana was away, then left; Bob, the computer in
    his seat, played a card. Back at her table Ana hears "Cid has bid." (was "Bob has bid.": Bob
    bid nothing), and Bob's card as his."""
    summary, sync, cid_frames, bob_frames = run(_return_after_cid_left(tmp_path, "tricks", {"players": 3}), 30)
    assert [event["kind"] for frame in cid_frames for event in frame["events"]][:1] == ["BidPlaced"]
    bobs = [code for frame in bob_frames for code in _cards_of(frame, 2)]
    _table, speech, bob = trick_table_heard(client, summary, sync)
    heard = list(client.app.announcer.history.items()) + speech.texts  # (said, or put in the history unsaid)
    assert "Cid has bid." in heard, heard
    assert f"{bob} has bid." not in heard, heard
    for code in bobs:
        card = card_name(Card.parse(code))
        assert any(line.startswith(bob) and card in line for line in heard), (card, heard)
        assert not any(line.startswith("Cid") and card in line for line in heard), (card, heard)



def test_a_sync_without_names_or_with_names_that_do_not_fit_names_every_seat_as_now():
    """An older server's ``sync`` (no ``missed_names``), or one whose list does not fit its
    ``missed``, names every seat as it is now; an entry names only the seats it gives a name."""
    from game.counting.events import CardPlayed
    from game.counting.state import CountingState
    from game.engine.perspective import at_event
    from game.net.codec import events_data
    from online_frames import update

    summary = {"id": 1, "game": "counting", "options": {"players": 3}, "started": True,
               "seats": [{"seat": 0, "kind": "person", "name": "Ana"}, {"seat": 1, "kind": "person", "name": "Ben"},
                         {"seat": 2, "kind": "computer", "name": None, "voice": 2, "before": ["Cid"],
                          "left_in": 1, "left_midway": True}]}
    state = CountingState.new(CountingOptions(players=3, draw="auto"), seed=5)
    session = RemoteSession(Link(), summary, 0, update(state, 1, None, state.start_events(), 0), None,
                            counting_events, CountingView)
    me = session.perspective
    bob = seat_name(me, 2)
    card = events_data([CardPlayed(2, Card.parse("9H"), 0, "add", 40, 40)])
    base = {"type": "sync", "table": 1, "seq": 3, "view": None, "missed": [card, card]}
    for names in (None, [[None, None, "Cid"]], "Cid", [[None, None, 7], [None, None, ""]]):
        frame = base if names is None else {**base, "missed_names": names}
        events = session._missed(frame, 0)
        assert [seat_name(at_event(me, event), 2) for event in events] == [bob, bob], names
    events = session._missed({**base, "missed_names": [[None, 3, "Cid"], None]}, 0)
    assert [seat_name(at_event(me, event), 2) for event in events] == ["Cid", bob]
    assert seat_name(at_event(me, events[0]), 1) == "Ben"
    assert events[0] == CardPlayed(2, Card.parse("9H"), 0, "add", 40, 40)  # (the event itself is unchanged)
