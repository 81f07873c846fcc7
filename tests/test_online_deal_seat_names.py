"""A seat a person left mid-game, named for the deal or round they took part in (docs/online.md,
the seat summary's ``before``, ``left_in``, ``left_midway``; T-14, T-15, C-14, C-21).

Found by ear at an online trick table of Ann, Ben and Cid: Cid left during deal 1's last trick
("Cid left the game. Bob, a computer player, takes their seat."), then deal 1's end said "Bob
bid 2 and took 1: missed." and its summary "Bob bid 2 and took 1: missed, 1 point. Bid cards:
7 of spades, 8 of spades, 8 of diamonds.": Cid's bid and tricks, said as the computer's. Now
that deal's end and summary name the seat by both, as the results do ("Cid, then Bob"), the
deals before it by Cid, the deals after it by Bob; a spectator or one who comes back hears the
same, from the table's summary. The counting game: a round that Cid's card ended, Cid leaving in
the pause after it, is still his ("Round 1 over: Cid passed 99.", was "... Bob passed 99.").
A server on 127.0.0.1 in the test's loop where the server's record is checked."""

from __future__ import annotations

from game import i18n
from game.counting import events as counting_events
from game.counting.state import CountingView
from game.counting.text import round_ended_text
from game.counting.events import RoundEnded
from game.engine.cards import parse_cards
from game.net.games import RULES
from game.net.tables import Seat
from game.player_names import seat_name
from game.table.online_text import notice_text
from game.table.table_people import people_text
from game.table.remote import RemoteSession
from game.tricks import events as trick_events
from game.tricks.events import DealScored
from game.tricks.text import deal_headline, summary_lines
from game.tricks.view import TricksView
from net_helpers import connected, run, serving
from online_frames import update


class _Link:
    """A link that sends nothing (the sessions here only name seats)."""

    def send(self, kind, **fields):
        pass

    def take(self):
        return []


def deal_one() -> DealScored:
    """Deal 1 as the tester heard it: Ann 5 tricks of a bid of 5, Ben 3 of 3, Cid's seat (2)
    bid 2 with the 7 and 8 of spades and the 8 of diamonds and took 1 (T-14, T-15)."""
    return DealScored(deal=1, bids=(5, 3, 2),
                      bid_cards=(tuple(parse_cards(["AS", "KS", "QH"])), tuple(parse_cards(["9C", "10C", "JD"])),
                                 tuple(parse_cards(["7S", "8S", "8D"]))),
                      tricks=(5, 3, 1), made=(True, True, False), points=(15, 13, 1), premium_points=(0, 0, 0),
                      successes=2, totals=(15, 13, 1), game_scores=(15, 13, 1))


def seat_summary(midway: bool = True, left_in: int = 1) -> dict:
    """Table 1's summary after Cid (seat 2) left in deal ``left_in``, having bid in it
    (``midway``): Bob, a computer (voice 2), in his seat."""
    return {"id": 1, "game": "tricks", "options": {"players": 3}, "started": True,
            "seats": [{"seat": 0, "kind": "person", "name": "Ann"}, {"seat": 1, "kind": "person", "name": "Ben"},
                      {"seat": 2, "kind": "computer", "name": None, "voice": 2, "before": ["Cid"],
                       "left_in": left_in, "left_midway": midway}]}


def session_for(summary: dict, seat: int | None, first: dict | None = None) -> RemoteSession:
    """``seat``'s (None: a spectator's) remote session at the table of ``summary``: its first
    update ``first``, else deal 1's start of a seeded three-player trick game."""
    if first is None:
        from game.tricks.options import TricksOptions
        from game.tricks.state import TricksState
        state = TricksState.new(TricksOptions(players=3), seed=5)
        first = update(state, 1, None, state.start_events(), seat)
    return RemoteSession(_Link(), summary, seat, first, None, trick_events, TricksView)


def test_cid_left_after_bidding_deal_one_the_server_records_it_and_everyone_names_deal_one_by_both(tmp_path):
    """Ann, Ben and Cid at a trick table on a real server: Cid bids, then leaves; the table's
    summary says he left in deal 1 having bid (``left_in`` 1, ``left_midway``); Ann and Dee,
    who watches afterwards, name seat 2 "Cid, then Bob" for deal 1, "Bob" for deal 2."""
    async def scenario():
        async with serving(tmp_path) as server:
            ann, ben, cid, dee = [await connected(server, name) for name in ("Ann", "Ben", "Cid", "Dee")]
            await ann.create("tricks", {"players": 3}, computers=0, level="random", cpu_delay=0)
            table_id = (await ann.wait_for("table"))["table"]["id"]
            await ben.join(table_id)
            await cid.join(table_id)
            await ann.wait_for(lambda m: m["type"] == "table" and not m["table"]["free"])
            await ann.start()
            ann_first = await ann.wait_for("update")
            view = (await cid.wait_for("update"))["view"]
            await cid.act({"player": view["seat"], "bid": view["hand"][:3], "premium": None})
            await ann.wait_for(lambda m: m["type"] == "update" and m["actor"] == 2)
            await cid.leave()
            left = await ann.wait_for(lambda m: m["type"] == "notice" and m["what"] == "left")
            assert notice_text(left, 0) == "Cid left the game. Bob, a computer player, takes their seat."
            after = await ann.wait_for(lambda m: m["type"] == "table" and m["table"]["seats"][2]["kind"] == "computer")
            entry = after["table"]["seats"][2]
            assert (entry["before"], entry["left_in"], entry["left_midway"]) == (["Cid"], 1, True)
            kept = server.tables[table_id].seats[2]
            assert Seat.from_json(kept.to_json()).left_in == 1  # (kept over a restart)

            ann_session = session_for(after["table"], 0, ann_first)
            await dee.watch(table_id)
            watched = await dee.wait_for("table")
            dee_session = session_for(watched["table"], None, await dee.wait_for("sync"))
            for session in (ann_session, dee_session):
                assert seat_name(session.deal_perspective(1), 2) == "Cid, then Bob"
                assert seat_name(session.deal_perspective(2), 2) == "Bob"
                assert seat_name(session.perspective, 2) == "Bob"  # in play: Bob
            # W: who is at the table names whose seat Bob took, for Ann and for Dee, who came later
            assert people_text(after["table"], 0, "Ann", me=ann_session.perspective) == (
                "Ann (you), person, the host. Ben, person. Bob, computer player in place of Cid. "
                "Nobody is watching.")
            assert "Bob, computer player in place of Cid." in people_text(
                watched["table"], None, "Dee", me=dee_session.perspective)
            headline = deal_headline(ann_session.deal_perspective(1), deal_one(), None, "parlett")
            assert "Ben bid 3 and made it. Cid, then Bob bid 2 and took 1: missed." in headline
            assert "Scores: you 15, Ben 13, Cid, then Bob 1." in headline
            for client in (ann, ben, cid, dee):
                await client.close()
    run(scenario(), 30)


def test_deal_one_summary_names_the_seat_by_both_and_in_spanish():
    """The deal summary's line for the seat (T-15): "Cid, then Bob bid 2 and took 1: missed, 1
    point. Bid cards: ..."; Spanish "Cid, luego Bob ..."; a spectator hears the same."""
    me = session_for(seat_summary(), 0).deal_perspective(1)
    lines = summary_lines(me, deal_one(), None, "parlett")
    assert lines[1:4] == [
        "You bid 5 and took 5: made, 15 points: 5 tricks, 10 bonus. "
        "Bid cards: ace of spades, king of spades, queen of hearts.",
        "Ben bid 3 and took 3: made, 13 points: 3 tricks, 10 bonus. "
        "Bid cards: 9 of clubs, 10 of clubs, jack of diamonds.",
        "Cid, then Bob bid 2 and took 1: missed, 1 point. Bid cards: 7 of spades, 8 of spades, 8 of diamonds."]
    watching = summary_lines(session_for(seat_summary(), None).deal_perspective(1), deal_one(), None, "parlett",
                             watching=True)
    assert watching[3] == lines[3]
    i18n.set_language("es")
    spanish = summary_lines(session_for(seat_summary(), 0).deal_perspective(1), deal_one(), None, "parlett")
    assert spanish[3] == ("Cid, luego Bob apostó 2 y ganó 1 baza: apuesta no cumplida, 1 punto. "
                          "Cartas de apuesta: 7 de picas, 8 de picas, 8 de diamantes.")


def test_w_names_the_person_whose_seat_the_computer_took():
    """W (who is at the table, ``online_text.PEOPLE_KEY``) after Cid left: "Bob, computer player
    in place of Cid." (was "Bob, computer player.": one who missed the notice could not tell
    where Cid went); Spanish and Russian; before the start's wording ("A computer player in
    place of Cid."); a seat two people left in turn names the latest, whose seat it took."""
    summary = seat_summary()
    for entry in summary["seats"][:2]:
        entry["connected"] = True
    me = session_for(summary, 0).perspective
    assert people_text(summary, 0, "Ann", me=me) == (
        "Ann (you), person. Ben, person. Bob, computer player in place of Cid. Nobody is watching.")
    assert people_text(summary, 0, "Ann") == (
        "Ann (you), person. Ben, person. A computer player in place of Cid. Nobody is watching.")
    twice = {**summary, "seats": summary["seats"][:2] + [{**summary["seats"][2], "before": ["Dee", "Cid"]}]}
    assert "Bob, computer player in place of Cid. Nobody" in people_text(twice, 0, "Ann", me=me)
    i18n.set_language("es")
    assert people_text(summary, 0, "Ann", me=me) == (
        "Ann (tú), persona. Ben, persona. Bob, jugador de la computadora en lugar de Cid. Nadie está mirando.")
    i18n.set_language("ru")
    assert "Боб, компьютерный игрок вместо Cid." in people_text(summary, 0, "Ann", me=me)


def test_only_the_deal_he_took_part_in_is_named_by_both():
    """Cid left in deal 3 before bidding in it: deal 3 is Bob's alone, deal 2 Cid's alone (a
    return or a spectator catching up hears deal 2's end after he left); left in deal 1 having
    bid, deal 2 is Bob's."""
    before_bid = session_for(seat_summary(midway=False, left_in=3), 0)
    assert [seat_name(before_bid.deal_perspective(deal), 2) for deal in (2, 3, 4)] == ["Cid", "Bob", "Bob"]
    mid = session_for(seat_summary(), 1)
    assert [seat_name(mid.deal_perspective(deal), 2) for deal in (1, 2)] == ["Cid, then Bob", "Bob"]
    assert "Bob bid 2 and took 1: missed." in deal_headline(
        mid.deal_perspective(2), deal_one(), None, "parlett")


def test_a_trick_deal_and_a_counting_round_the_server_records_as_under_way():
    """What the server records when a person leaves (the game's ``taking_part``): a trick deal
    and whether the seat bid in it (T-6, T-7); a counting round ended by a card is followed at
    once by the next round's deal (C-21), so one who leaves in the pause after it left in the
    next round, having played no card in it."""
    import random
    from game.counting.options import CountingOptions
    from game.counting.state import CountingState
    from game.counting.visibility import random_action as counting_action
    from game.tricks.options import TricksOptions
    from game.tricks.state import TricksState
    from game.tricks.visibility import random_action as trick_action

    tricks = TricksState.new(TricksOptions(players=3), seed=5)
    assert RULES["tricks"].taking_part(tricks, 2) == (1, False)
    rng = random.Random(1)
    while tricks.bids[2] is None:
        tricks.apply(trick_action(tricks, rng))
    assert RULES["tricks"].taking_part(tricks, 2) == (1, True)

    counting = CountingState.new(CountingOptions(players=3, draw="auto"), seed=5)
    ended = None
    while ended is None:
        events = counting.apply(counting_action(counting, rng))
        ended = next((event for event in events if isinstance(event, RoundEnded)), None)
    assert RULES["counting"].taking_part(counting, ended.seat) == (ended.round + 1, False)


def test_a_counting_round_cids_card_ended_is_still_his_after_he_left():
    """C-14, C-21: Cid's card passed 99 and ended round 1; he left in the pause (``left_in`` 2,
    no card played in it): the round's end says "Cid passed 99"; a round that ended after he
    left, by Bob's card, says "Bob passed 99"; Russian too."""
    summary = {"id": 1, "game": "counting", "options": {"players": 3}, "started": True,
               "seats": [{"seat": 0, "kind": "person", "name": "Ann"}, {"seat": 1, "kind": "person", "name": "Ben"},
                         {"seat": 2, "kind": "computer", "name": None, "voice": 2, "before": ["Cid"],
                          "left_in": 2, "left_midway": False}]}
    from game.counting.options import CountingOptions
    from game.counting.state import CountingState
    state = CountingState.new(CountingOptions(players=3, draw="auto"), seed=5)
    first = update(state, 1, None, state.start_events(), 0)
    session = RemoteSession(_Link(), summary, 0, first, None, counting_events, CountingView)
    mine = RoundEnded(1, "passed 99", 2, None)
    assert round_ended_text(session.deal_perspective(1, shared=False), mine).startswith(
        "Round 1 over: Cid passed 99.")
    assert round_ended_text(session.deal_perspective(2, shared=False), RoundEnded(2, "passed 99", 2, None)).startswith(
        "Round 2 over: Bob passed 99.")
    i18n.set_language("ru")
    assert round_ended_text(session.deal_perspective(1, shared=False), mine).startswith(
        "Раунд 1 окончен: перебор за 99 — Cid.")


def test_watching_deal_one_ends_with_the_seat_named_by_both_and_deal_two_by_the_computer(client):
    """A spectator's trick table (fed frames as the server sends them; seed 11): Cid held seat 1
    and left during deal 1 having bid; Bob, a computer, plays it on. Deal 1's last trick counts,
    its end and its summary (and K, B, S and L there: L said "Bob, 7 of spades", the current
    name, before) name the seat "Cid, then Bob" (T-14, T-15, T-28); W there names whose seat
    Bob took;
    deal 2's end names it "Bob" alone; the cards and the tricks won keep the player's name."""
    import random

    import pygame

    from game.tricks.options import TricksOptions
    from game.tricks.scenes.summary import DealSummary
    from game.tricks.state import TricksState
    from online_frames import trick_frames, trick_table

    summary = {"id": 1, "game": "tricks", "level": "strong", "options": {"players": 3},
               "seats": [{"seat": 0, "kind": "person", "name": "Ana", "connected": True},
                         {"seat": 1, "kind": "computer", "name": None, "voice": 2, "before": ["Cid"],
                          "left_in": 1, "left_midway": True},
                         {"seat": 2, "kind": "person", "name": "Ben", "connected": True}]}
    state = TricksState.new(TricksOptions(players=3), 11)
    first = update(state, 1, None, state.start_events(), None)
    rng = random.Random(3)
    frames = trick_frames(state, rng, deal=1)
    table, link = trick_table(client, state, None, first, summary=summary)
    client.app.step(2)
    for frame in frames:
        link.frames.append(frame)
        client.app.step(3)
    for _frame in range(600):
        if isinstance(client.app.top, DealSummary):
            break
        client.app.step(1)
    page = client.app.top
    assert isinstance(page, DealSummary)
    said = client.texts
    assert "Ana: 10 of clubs." in said and "Bob: ace of clubs." in said  # the cards: who played them
    assert "Ben wins the trick with the 7 of clubs. Tricks: Ana 3, Cid, then Bob 1, Ben 5." in said
    assert ("Ana bid 5 and took 3: missed. Cid, then Bob bid 7 and took 1: missed. Ben revealed 1 and took 5: "
            "missed; the others score 60 each. Scores: Ana 63, Cid, then Bob 61, Ben 5.") in said
    assert page.lines[2] == ("Cid, then Bob bid 7 and took 1: missed, 61 points: 1 trick, 60 from Ben's missed "
                             "reveal. Bid cards: queen of spades, 6 of clubs, jack of clubs.")
    assert page.lines[4] == "Scores: Ana 63, Cid, then Bob 61, Ben 5."
    client.app.step(30)
    client.press(pygame.K_k)
    assert client.texts[-1] == "Tricks: Ana 3, Cid, then Bob 1, Ben 5. All played."
    # L names the last trick's players as the summary does (was "Bob, ace of clubs"); B and S too
    client.press(pygame.K_l)
    assert client.texts[-1] == ("Last trick: Ben, 7 of clubs; Ana, 8 of spades; Cid, then Bob, 7 of spades. "
                                "Ben won it.")
    client.press(pygame.K_b)
    assert "Cid, then Bob 7" in client.texts[-1], client.texts[-1]
    client.press(pygame.K_s)
    assert client.texts[-1].startswith("Scores: Ana 63, Cid, then Bob 61, Ben 5."), client.texts[-1]
    client.press(pygame.K_w)  # W: who sits there now, and whose seat Bob took
    assert client.texts[-1] == "Ana, person. Bob, computer player in place of Cid. Ben, person. Nobody is watching."

    client.press(pygame.K_j)  # on to deal 2: the seat is Bob's alone
    assert client.app.top is table and table.view.deal == 2
    start = len(client.texts)
    link.frames += trick_frames(state, rng, first_seq=len(frames) + 2, deal=2)
    for _frame in range(3000):
        if isinstance(client.app.top, DealSummary):
            break
        client.app.step(1)
    page = client.app.top
    assert isinstance(page, DealSummary) and page.deal == 2
    assert page.lines[2].startswith("Bob bid "), page.lines
    assert not any("Cid" in line for line in client.texts[start:]), client.texts[start:]


def test_a_round_cids_card_ended_is_said_as_his_in_the_pause_after_he_left(client):
    """C-14, C-21, at Ana's online counting table (seat 0; frames fed as the server sends them,
    seed 5): Cid's card passes 99 and ends round 1, said "Round 1 over: Cid passed 99. ...";
    he leaves in the pause (``left_in`` 2: no card of his in round 2) and Bob, a computer, takes
    his seat: the round's end, said again in the pause (its line, the status line), still names
    Cid (was "Round 1 over: Bob passed 99.": Bob played no card in round 1)."""
    import random

    from game.counting.options import CountingOptions
    from game.counting.scenes.table import CountingTable, TableSetup
    from game.counting.state import CountingState
    from game.counting.visibility import random_action
    from test_online_table_speech import quiet
    from test_remote_session import Link
    from timed_speech import app_timed_speech

    state = CountingState.new(CountingOptions(players=3, draw="auto", tokens=3), 5, dealer=0)
    first = update(state, 1, None, state.start_events(), 0)
    rng, frames, ended = random.Random(5), [], None
    while ended is None:
        action = random_action(state, rng)
        events = state.apply(action)
        frames.append(update(state, len(frames) + 2, action.seat, events, 0))
        ended = next((event for event in events if isinstance(event, RoundEnded)), None)
    assert (ended.seat, ended.reason) == (1, "passed 99")
    seats = [{"seat": 0, "kind": "person", "name": "Ana"}, {"seat": 1, "kind": "person", "name": "Cid"},
             {"seat": 2, "kind": "person", "name": "Ben"}]
    summary = {"id": 1, "game": "counting", "level": "strong", "options": {"players": 3, "tokens": 3},
               "seats": seats}
    speech = app_timed_speech(client)
    link = Link()
    setup = TableSetup(state.options, draw_time=None)
    session = RemoteSession(link, summary, 0, first, setup, counting_events, CountingView)
    client.start()
    table = CountingTable(client.app, setup, 0, session=session)
    client.push(table)
    link.frames += frames
    quiet(client, speech, 60 * 60 * 10)
    heard = "Round 1 over. Tokens: you 3, Cid 0, Ben 2. Enter: next round."  # (its cause just said: C-23)
    assert speech.texts[-1] == heard and speech.texts[-2].startswith("Cid passed 99: "), speech.texts
    assert table.between_rounds

    left = {**summary, "seats": [seats[0], {"seat": 1, "kind": "computer", "name": None, "voice": 2,
                                            "before": ["Cid"], "left_in": 2, "left_midway": False}, seats[2]]}
    link.frames += [{"type": "notice", "table": 1, "what": "left", "seat": 1, "name": "Cid", "computer": True,
                     "voice": 2}, {"type": "table", "table": left, "you": 0}]
    client.frames(30)
    quiet(client, speech, 60 * 60)
    assert seat_name(table.me, 1) == "Bob"  # in play: the computer
    assert "Cid left the game. Bob, a computer player, takes their seat." in speech.texts
    assert table.round_over == "Round 1 over: Cid passed 99. Tokens: you 3, Cid 0, Ben 2. Enter: next round."
    assert table.round_over_status.startswith("Round 1 over: Cid passed 99.")
