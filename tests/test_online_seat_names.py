"""The names of an online table's seats: the server names its computer players (``voice``), so
that every person and spectator says the same name for each seat whenever they came, a computer
that takes a leaving person's seat included, and says that name when it sits down."""

from __future__ import annotations

from game.counting import events as counting_events
from game.counting.state import CountingView
from game.player_names import choose_voice, in_seat_of, seat_name
from game.table.online_text import notice_text
from game.table.remote import RemoteSession
from net_helpers import connected, run, serving


class _Link:
    """A link that sends nothing (the sessions here only name seats)."""

    def send(self, kind, **fields):
        pass

    def take(self):
        return []


def _names(session: RemoteSession, count: int) -> list[str]:
    return ["you" if session.perspective.is_me(seat) else seat_name(session.perspective, seat)
            for seat in range(count)]


def test_choose_voice_skips_names_said_or_sounding_like_a_person():
    assert choose_voice(1, set(), ["Lena", "Ben"]) == 1  # Anna
    assert choose_voice(1, set(), ["Ana", "Ben"]) == 2  # Anna sounds like Ana: Bob
    assert choose_voice(2, {2}, ["Ana", "Ben"]) == 3  # Bob said by another computer, Anna like Ana: Carl
    assert choose_voice(0, set(), ["Ana"]) == 0  # Max


def test_a_spectator_hears_the_names_the_seated_people_hear(tmp_path):
    """Ana, a computer (said "Bob": its "Anna" sounds like Ana) and Ben, who leaves mid-game: a
    computer takes his seat, introduced as Carl; Cy, watching afterwards, hears each seat by the
    name Ana hears it (before: "Carl" for seat 1 and "Bob" for seat 2, every line wrong)."""
    async def scenario():
        async with serving(tmp_path) as server:
            ana, ben, cy = (await connected(server, "Ana"), await connected(server, "Ben"),
                            await connected(server, "Cy"))
            await ana.create("counting", {"players": 3, "tokens": 9}, computers=1, level="simple", cpu_delay=5)
            table_id = (await ana.wait_for("table"))["table"]["id"]
            await ben.join(table_id)
            await ana.wait_for(lambda m: m["type"] == "table" and not m["table"]["free"])
            await ana.start()
            first = await ana.wait_for("update")
            started = await ana.wait_for(lambda m: m["type"] == "table" and m["table"]["started"])
            assert started["table"]["seats"][1]["voice"] == 2
            ana_session = RemoteSession(_Link(), started["table"], 0, first, None, counting_events, CountingView)
            assert _names(ana_session, 3) == ["you", "Bob", "Ben"]

            await ben.leave()
            left = await ana.wait_for(lambda m: m["type"] == "notice" and m["what"] == "left")
            assert (left["seat"], left["computer"], left["voice"]) == (2, True, 3)
            assert notice_text(left, 0) == "Ben left the game. Carl, a computer player, takes their seat."
            after = await ana.wait_for(lambda m: m["type"] == "table" and m["table"]["seats"][2]["kind"] == "computer")
            ana_session._frame(after)
            assert _names(ana_session, 3) == ["you", "Bob", "Carl"]
            assert after["table"]["seats"][2]["before"] == ["Ben"]
            assert ana_session.seat_history() == {2: ("Ben", 1)}  # the results: "Carl (in Ben's seat)"
            results = in_seat_of(ana_session.perspective, ana_session.seat_history())
            assert [seat_name(results, seat) for seat in (1, 2)] == ["Bob", "Carl (in Ben's seat)"]
            assert _names(ana_session, 3) == ["you", "Bob", "Carl"]  # in play: Carl

            await cy.watch(table_id)
            watched = await cy.wait_for("table")
            sync = await cy.wait_for("sync")
            cy_session = RemoteSession(_Link(), watched["table"], None, sync, None, counting_events, CountingView)
            assert _names(cy_session, 3) == ["Ana", "Bob", "Carl"]
            for client in (ana, ben, cy):
                await client.close()
    run(scenario(), 30)
