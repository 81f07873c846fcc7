"""What the online tests feed a table or a remote session by hand, as the server sends it (the
network itself is tested for real in test_online_*.py and test_net_*.py): the tables' summaries
(who sits where), ``update`` frames of either game for a seat or a spectator, a trick deal's
frames played at random, and the trick table on a remote session over a stand-in link.

Not a test module itself; the stand-in link is :class:`test_remote_session.Link`.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from typing import Any

ANA_BOB_BEN: tuple[dict[str, Any], ...] = (
    {"seat": 0, "kind": "person", "name": "Ana"},
    {"seat": 1, "kind": "computer", "name": None},
    {"seat": 2, "kind": "person", "name": "Ben"})
"""The seats of most tables here: Ana and Ben seated, a computer (said "Bob" by the server's
names, "Anna" by the client's) between them."""


def seats(players: int = 3) -> list[dict[str, Any]]:
    """A fresh copy of the first ``players`` seats of :data:`ANA_BOB_BEN` (a test may change it)."""
    return copy.deepcopy(list(ANA_BOB_BEN[:players]))


def counting_summary(options: Any = None) -> dict[str, Any]:
    """Table 1's summary, a counting game started with ``options`` (a
    :class:`~game.counting.options.CountingOptions`; default 3 players, automatic draw, C-8) and
    the seats of :data:`ANA_BOB_BEN`."""
    if options is None:
        from game.counting.options import CountingOptions
        options = CountingOptions(players=3, draw="auto")
    return {"id": 1, "game": "counting", "level": "strong",
            "options": {"players": options.players, "tokens": options.tokens, "hand_size": options.hand_size,
                        "draw": options.draw, "decks": options.decks},
            "seats": seats(options.players)}


def tricks_summary(players: int = 3) -> dict[str, Any]:
    """Table 1's summary, a standard trick game of ``players`` (T-1) and the seats of
    :data:`ANA_BOB_BEN`."""
    return {"id": 1, "game": "tricks", "level": "strong", "options": {"players": players},
            "seats": seats(players)}


def waiting_summary(host: str = "Ana", connected: bool = True, watchers: tuple[str, ...] = ()) -> dict[str, Any]:
    """Table 4 before its start, every seat taken (Ana, a computer, Ben), hosted by ``host``
    (connected unless ``connected`` is False), watched by ``watchers``."""
    table = seats(3)
    for seat in table:
        seat["connected"] = seat["kind"] == "person" and (seat["name"] != host or connected)
    return {"id": 4, "game": "counting", "options": {"players": 3}, "started": False, "finished": False,
            "host": host, "free": [], "spectators": len(watchers), "watchers": list(watchers), "seats": table}


def update(state: Any, seq: int, actor: int | None, events: list[Any], seat: int | None,
           **more: Any) -> dict[str, Any]:
    """The ``update`` frame ``seat`` (None: a spectator) gets after ``events`` of ``state``
    (either game): the events as that seat may know them, its view; ``more`` fields as given
    (``draw_wait=0``)."""
    from game.net.codec import events_data, to_data
    if state.__class__.__module__.startswith("game.tricks"):
        from game.tricks.visibility import events_for
    else:
        from game.counting.visibility import events_for
    return {"type": "update", "seq": seq, "actor": actor, "events": events_data(events_for(seat, events)),
            "view": to_data(state.view(seat)), **more}


def trick_frames(state: Any, rng: random.Random, seat: int | None = None, first_seq: int = 2,
                 count: int | None = None, deal: int | None = None) -> list[dict[str, Any]]:
    """The ``update`` frames ``seat`` gets of random legal actions (drawn from ``rng``) applied
    to the trick game ``state`` (T-6, T-29): ``count`` of them, or while the game is in deal
    ``deal``; numbered from ``first_seq``."""
    from game.tricks.visibility import random_action
    frames: list[dict[str, Any]] = []
    while (count is None or len(frames) < count) and (deal is None or state.deal == deal):
        action = random_action(state, rng)
        frames.append(update(state, first_seq + len(frames), action.seat, state.apply(action), seat))
    return frames


def ana_out_first(tokens: int, seeds: int) -> Iterator[tuple[Any, random.Random, list[dict[str, Any]]]]:
    """For each seed below ``seeds`` whose 3-player counting game (C-1) of ``tokens`` tokens each
    (automatic draw, C-8; Ana deals), played at random, puts Ana (seat 0) out first while the
    others play on (C-18): the state then, its random source and the ``update`` frames seat 0
    got (numbered from 1)."""
    from game.counting.options import CountingOptions
    from game.counting.state import CountingState
    from game.counting.visibility import random_action
    for seed in range(seeds):
        state = CountingState.new(CountingOptions(players=3, draw="auto", tokens=tokens), seed, dealer=0)
        rng = random.Random(seed)
        frames = [update(state, 1, None, state.start_events(), 0)]
        while state.winner is None and 0 not in state.eliminated:
            action = random_action(state, rng)
            frames.append(update(state, len(frames) + 1, action.seat, state.apply(action), 0))
        if state.winner is None:
            yield state, rng, frames


def trick_table(client: Any, state: Any, seat: int | None, first: dict[str, Any] | None = None,
                summary: dict[str, Any] | None = None, frames: list[dict[str, Any]] = ()) -> tuple[Any, Any]:
    """The trick table of ``seat`` (None: a spectator) on a remote session over a stand-in link,
    pushed on the app (the main menu first, unless the app was started already) and stepped
    once: its first frame ``first`` (default: deal 1's start of ``state``, as ``seat`` gets
    it), its summary ``summary`` (default :func:`tricks_summary`), ``frames`` waiting on the link
    as it opens. Returns the table and the link."""
    from game.tricks import events as trick_events
    from game.tricks.scenes.setup import TableSetup
    from game.tricks.scenes.table import TricksTable
    from game.tricks.view import TricksView
    from game.table.remote import RemoteSession
    from test_remote_session import Link

    if first is None:
        first = update(state, 1, None, state.start_events(), seat)
    link = Link()
    link.frames += frames
    if not client.app.scenes:
        client.start()
    setup = TableSetup(state.options, level="strong")
    session = RemoteSession(link, summary or tricks_summary(state.options.players), seat, first, setup, trick_events,
                            TricksView)
    table = TricksTable(client.app, setup, 0, session=session)
    client.push(table)
    return table, link
