"""Online: the line said when the table has waited a while in silence for other people ("Waiting
for Ben.", "Waiting for Ben. Ben is away: their seat is held for 12 more seconds."), so that a
person who is slow or away never leaves the listener in silence without knowing why (found by a
tester by ear: 14 s and 25 s of silence while a person was away or slow; only T told why).

A part of :class:`~game.scenes.card_table.CardTable`'s online side
(:mod:`.card_table_online`): the table keeps a :class:`WaitingLine` and calls
:func:`tick_waiting` with it every frame.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..i18n import join_words, ngettext
from ..speech.queue import PROMPT
from ..table.seats import PERSON

WAITING_SAID_AFTER = 8.0
"""Seconds of silence, the table waiting for other people, before the waiting line is said."""


class WaitingLine:
    """What the table knows of its waiting line: how long it has been silent while waiting
    (``quiet``, seconds), the wait it was said for (``told``: the count of updates handed over
    then and the seats waited for), and the line said (``said``, withdrawn once a move comes)."""

    def __init__(self) -> None:
        self.quiet = 0.0
        self.moves = 0
        self.told: tuple[int, tuple[int, ...]] | None = None
        self.said: Any = None

    def moved(self, announcer: Any) -> None:
        """An update was handed to the table: the line still waiting is no longer true."""
        self.moves += 1
        self.quiet = 0.0
        if self.said is not None:
            announcer.withdraw(self.said)
            self.said = None


def people_to_act(view: Any, seats: Sequence[Any], me: int | None) -> list[int]:
    """The seats of other people (not computer players, not ``me``) the game waits for in
    ``view``: every bidder still to bid in the trick game's bidding (``to_act``), else the seat
    whose turn it is; [] when none (a computer's turn, one's own, the game over)."""
    to_act = getattr(view, "to_act", None)
    waiting = list(to_act) if to_act else [getattr(view, "turn", None)]
    people = {info.seat for info in seats if info.kind == PERSON}
    return [seat for seat in waiting if seat is not None and seat != me and seat in people]


def waiting_text(names: Sequence[str], away: Sequence[str]) -> str:
    """"Waiting for Ben." / "Waiting for Ben and Dan."; then what is known of those away
    ("Ben is away: their seat is held for 12 more seconds.")."""
    line = ngettext("Waiting for {names}.", "Waiting for {names}.", len(names)).format(names=join_words(names))
    return " ".join([line, *[text for text in away if text]])


def tick_waiting(table: Any, line: WaitingLine, dt: float) -> None:
    """Every frame of an online ``table`` (its :class:`WaitingLine` ``line``; ``dt`` seconds
    since the last frame) on top: once the table has been silent for
    :data:`WAITING_SAID_AFTER` seconds (nothing said or waiting to be, no event unheard) while
    the game waits for other people, say :func:`waiting_text` once for that wait, as a prompt
    (a move that comes withdraws it if it still waits: :meth:`WaitingLine.moved`). Not between
    rounds: the round's end said whom the next round waits for ("The next round starts when Cleo
    is ready.")."""
    session = table.session
    seats = getattr(session, "seats", None)
    if (table.over or seats is None or table.app.top is not table or getattr(table, "between_rounds", False)
            or table.app.announcer.speech_busy() or table.turn_unheard()):
        line.quiet = 0.0
        return
    waiting = people_to_act(session.view(), seats, table.seat)
    wait = (line.moves, tuple(waiting))
    if not waiting or wait == line.told:
        line.quiet = 0.0
        return
    line.quiet += dt
    if line.quiet < WAITING_SAID_AFTER:
        return
    from ..player_names import seat_name
    line.told = wait
    line.quiet = 0.0
    names = [seat_name(table.me, seat) for seat in waiting]
    line.said = table.say(waiting_text(names, [table.away_text(seat) for seat in waiting]), kind=PROMPT)
