"""An online game's results name a seat a computer took from a person who left by who holds it,
its history apart, and a person who goes from a finished table has left it.

Found by a blind tester by ear, online counting game of 4: Cid left in round 1 and "Bob, a computer
player" took his seat; the results said "Game over. Cid, then Bob wins the game. ... 1st: Cid, then
Bob, 1 token left." while the table had said "The game is over. Bob wins." (a listener may think
Cid won), and each person who closed the finished table was said as "Dee lost the connection."
(C-20, T-17: the results; docs/online.md)."""

from __future__ import annotations

import asyncio
import dataclasses

import pytest

from game import i18n
from game.counting import events as counting_events
from game.counting import text as counting_text
from game.counting.state import CountingView
from game.engine.perspective import Perspective
from game.table.online_text import finished_notice_text, notice_text
from game.table.remote import RemoteSession
from game.tricks import text as tricks_text
from net_helpers import connected, play, run, serving

ANN = Perspective(0, ("Ann", "Ben", None, "Dee"))
"""Ann's table of 4: Ben, a computer said "Bob" (seat 2, Cid's until he left), Dee."""
CID_LEFT = {2: ("Cid", 1)}


class _Link:
    """A link that sends nothing (the sessions here only name seats)."""

    def send(self, kind, **fields):
        pass

    def take(self):
        return []


def test_c20_the_winner_is_who_holds_the_seat_its_history_apart():
    """C-20: "Bob wins the game. Bob, a computer player, took Cid's seat in round 1." and "1st:
    Bob (in Cid's seat), 1 token left.", as the table named the winner ("The game is over. Bob
    wins."); was "Cid, then Bob wins the game." / "1st: Cid, then Bob, 1 token left."."""
    lines = counting_text.results_lines(ANN, [0, 0, 1, 0], {0, 1, 3}, 2, 9, {1: 3, 0: 5, 3: 8}, CID_LEFT)
    assert lines == ["Bob wins the game. Bob, a computer player, took Cid's seat in round 1.",
                     "9 rounds played.",
                     "1st: Bob (in Cid's seat), 1 token left.",
                     "2nd: Dee, out in round 8.",
                     "3rd: you, out in round 5.",
                     "4th: Ben, out in round 3."]
    assert counting_text.game_over_text(ANN, 2) == "The game is over. Bob wins."
    # another's win: the seat is placed by who holds it, the winner's line has no history
    lines = counting_text.results_lines(ANN, [2, 0, 0, 0], {1, 2, 3}, 0, 6, {1: 2, 2: 4, 3: 5}, CID_LEFT)
    assert lines[0] == "You win the game!"
    assert lines[4] == "3rd: Bob (in Cid's seat), out in round 4."
    assert counting_text.own_result_line(ANN, [2, 0, 0, 0], {1, 2, 3}, 0, {1: 2, 2: 4, 3: 5}) == 2


@pytest.mark.parametrize("code, won, first", [
    ("es", "Bob gana la partida. Bob, un jugador de la computadora, ocupó el asiento de Cid en la ronda 1.",
     "1.º: Bob (en el asiento de Cid), le queda 1 ficha."),
    ("ru", "Боб выигрывает игру. Боб, компьютерный игрок, занял место игрока Cid в раунде 1.",
     "1-е: Боб (на месте игрока Cid), осталась 1 фишка."),
])
def test_c20_the_winners_seat_history_in_each_language(code, won, first):
    i18n.set_language(code)
    lines = counting_text.results_lines(ANN, [0, 0, 1, 0], {0, 1, 3}, 2, 9, {1: 3, 0: 5, 3: 8}, CID_LEFT)
    assert (lines[0], lines[2]) == (won, first)


def _ended_view(players, scores, winner, deal):
    """The view, from seat 0, of a finished trick game in target scoring with these scores (T-17)."""
    from game.tricks.options import TricksOptions
    from game.tricks.state import TricksState
    view = TricksState.new(TricksOptions(players=players, scoring="target"), 1).view(0)
    return dataclasses.replace(view, phase="over", scores=scores, game_scores=scores,
                               game_bonuses=(0,) * len(scores), winner=winner, deal=deal)


def test_t17_the_trick_games_results_name_the_seat_by_who_holds_it():
    """T-17: the same for the trick game: "Bob wins with 107 points, past the target of 100. Bob,
    a computer player, took Cid's seat in deal 2." and "2nd place: Bob (in Cid's seat), ..."."""
    me = Perspective(0, ("Ann", "Ben", None, "Dee"))
    view = _ended_view(4, (40, 12, 107, 60), (2,), 9)
    lines = tricks_text.results_lines(me, view, "target", 100, {2: ("Cid", 2)})
    assert lines == ["Bob wins with 107 points, past the target of 100. Bob, a computer player, took Cid's "
                     "seat in deal 2.",
                     "2nd place: Dee, 60 points.",
                     "3rd place: you, 40 points.",
                     "4th place: Ben, 12 points.",
                     "9 deals played."]
    view = _ended_view(4, (40, 12, 60, 107), (3,), 9)
    lines = tricks_text.results_lines(me, view, "target", 100, {2: ("Cid", 2)})
    assert lines[:3] == ["Dee wins with 107 points, past the target of 100.",
                         "2nd place: Bob (in Cid's seat), 60 points.",
                         "3rd place: you, 40 points."]
    assert tricks_text.own_result_line(me, view, "target", lines, {2: ("Cid", 2)}) == 2


def test_the_session_knows_whose_seat_a_computer_took_and_when(tmp_path):
    """Ann, Ben and Cid at a counting table on a real server; Cid leaves in round 1: Ann's
    session says seat 2 is Cid's since round 1, and the results say so, the computer named as
    the table names it."""
    async def scenario():
        async with serving(tmp_path) as server:
            ann, ben, cid = (await connected(server, "Ann"), await connected(server, "Ben"),
                             await connected(server, "Cid"))
            await ann.create("counting", {"players": 3, "tokens": 9}, computers=0)
            table_id = (await ann.wait_for("table"))["table"]["id"]
            await ben.join(table_id)
            await cid.join(table_id)
            await ann.wait_for(lambda m: m["type"] == "table" and not m["table"]["free"])
            await ann.start()
            first = await ann.wait_for("update")
            started = await ann.wait_for(lambda m: m["type"] == "table" and m["table"]["started"])
            session = RemoteSession(_Link(), started["table"], 0, first, None, counting_events, CountingView)
            assert session.seat_history() == {}
            await cid.leave()
            left = await ann.wait_for(lambda m: m["type"] == "notice" and m["what"] == "left")
            after = await ann.wait_for(lambda m: m["type"] == "table" and m["table"]["seats"][2]["kind"] == "computer")
            session._frame(after)
            assert session.seat_history() == {2: ("Cid", 1)}
            computer = notice_text(left, 0).split(". ")[1].split(",")[0]  # "Cid left the game. Bob, a ..."
            lines = counting_text.results_lines(session.perspective, [0, 0, 2], {0, 1}, 2, 4, {0: 3, 1: 4},
                                                session.seat_history())
            assert lines[0] == f"{computer} wins the game. {computer}, a computer player, took Cid's seat in round 1."
            assert lines[2] == f"1st: {computer} (in Cid's seat), 2 tokens left."
            for client in (ann, ben, cid):
                await client.close()
    run(scenario(), 30)


def test_a_person_who_closes_the_finished_table_has_left_it(tmp_path):
    """The game is over; Ben closes the connection (his results' Main menu): Ann hears "Ben left
    the table.", not "Ben lost the connection." (no seat is held after the game's end)."""
    async def scenario():
        async with serving(tmp_path) as server:
            ann, ben = await connected(server, "Ann"), await connected(server, "Ben")
            await ann.create("counting", {"players": 2, "tokens": 1}, computers=0)
            table_id = (await ann.wait_for("table"))["table"]["id"]
            await ben.join(table_id)
            await ann.wait_for(lambda m: m["type"] == "table" and not m["table"]["free"])
            await ann.start()
            await asyncio.gather(play(ann, "counting"), play(ben, "counting"))
            assert server.tables[table_id].finished
            await ben.close()
            gone = await ann.wait_for(lambda m: m["type"] == "notice" and m["what"] in ("left", "dropped"))
            assert (gone["what"], gone["seat"], gone["name"]) == ("left", 1, "Ben")
            assert finished_notice_text(gone, 0) == "Ben left the table."
            await ann.close()
    run(scenario(), 40)


def test_a_clean_close_mid_game_is_said_as_leaving_a_lost_connection_as_lost(tmp_path):
    """Mid-game, Ben closes the game (a close frame, 1000): "Ben left the table. Their seat is held
    for 60 seconds."; Dee's connection is cut (no close frame): "Dee lost the connection. ..."."""
    async def scenario():
        async with serving(tmp_path) as server:
            ann, ben, dee = (await connected(server, "Ann"), await connected(server, "Ben"),
                             await connected(server, "Dee"))
            await ann.create("counting", {"players": 3, "tokens": 9}, computers=0)
            table_id = (await ann.wait_for("table"))["table"]["id"]
            await ben.join(table_id)
            await dee.join(table_id)
            await ann.wait_for(lambda m: m["type"] == "table" and not m["table"]["free"])
            await ann.start()
            await ann.wait_for("update")
            await ben.close()
            dropped = await ann.wait_for(lambda m: m["type"] == "notice" and m["what"] == "dropped")
            assert notice_text(dropped, 0) == "Ben left the table. Their seat is held for 60 seconds."
            assert finished_notice_text(dropped, 0) == "Ben left the table."
            dee.ws.transport.abort()  # lost: no close frame
            dropped = await ann.wait_for(lambda m: m["type"] == "notice" and m["what"] == "dropped")
            assert notice_text(dropped, 0) == "Dee lost the connection. Their seat is held for 60 seconds."
            await ann.close()
            await dee.close()
    run(scenario(), 30)
