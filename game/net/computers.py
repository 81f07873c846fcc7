"""Computer players at a server table: their pacing (they wait for the people's ``heard``) and
the turn timer that has a computer play a silent person's turn. A part of
:class:`game.net.server.GameServer`."""

from __future__ import annotations

import asyncio
import random
from typing import Any

from ..engine.errors import IllegalAction
from .protocol import HEARD_WAIT
from .tables import DRAW_SECONDS, Table

__all__ = ["Computers", "DRAW_SECONDS", "HEARD_WAIT", "OPENING_WAITS"]


OPENING_WAITS = 3
"""Until a person's client has reported hearing anything at the table, the clock waits this many
times :data:`HEARD_WAIT` at most: before the game's first update is said, the app says the words
of its start screen ("Connecting as Ana ...", "Starting the game.") and the table's opening (its
options, the turn timer), over 30 seconds in all (found by ear: the clock started 30 s after
the first update, 2.8 s into the 8-second turn line that ended 38 s after it)."""


class Computers:
    """Computer players and turn timers (a mixin of :class:`game.net.server.GameServer`)."""

    pool: Any
    tables: dict[int, Table]

    # ----- turn timer -----------------------------------------------------------------------
    heard_wait: float = HEARD_WAIT

    def _turn_timers(self, table: Table) -> None:
        """Start the turn timer of each person who has become due once they have heard the turn
        (their ``heard`` reaches the last update, or :attr:`heard_wait` seconds have passed since
        it came: never while the game's opening or the moves before the turn are still being
        said to them); stop those no longer due."""
        timed = table.timed_seats()
        for seat in list(table.timers):
            if seat not in timed:
                for handle in table.timers.pop(seat):
                    handle.cancel()
        for seat in list(table.clock_waits):
            if seat not in timed:
                waiting = table.clock_waits.pop(seat)
                if waiting is not None:
                    waiting.cancel()
        if not timed or table.turn_timer is None:
            return
        loop = asyncio.get_running_loop()
        limit = table.turn_timer
        warn_at = limit - 10 if limit > 10 else limit / 2
        for seat in timed - set(table.timers):
            if table.heard.get(table.seats[seat].owner or "", 0) < max(table.seq, 1):  # the turn not yet heard
                if seat not in table.clock_waits:
                    self._clock_wait(table, seat)
                    continue
                if table.clock_waits[seat] is not None:
                    continue  # (None: waited long enough, the clock starts)
            waiting = table.clock_waits.pop(seat, None)
            if waiting is not None:
                waiting.cancel()
            table.timers[seat] = [
                loop.call_later(warn_at, lambda seat=seat: self._notice(
                    table, "turn_warning", seat, table.seats[seat].name, seconds=round(limit - warn_at, 1))),
                loop.call_later(limit, self._turn_over, table, seat)]

    def _new_turn_clock(self, table: Table, seat: int) -> None:
        """The person of ``seat`` ended their turn with a move (not a counting draw, C-8): the
        clock of that turn stops, so that if the move gives them the next turn too (the trick
        game: they won the trick and lead, T-13; the counting game with two players in: their
        jack lets them play again, C-16), that turn gets its whole time, from when its turn line
        is heard (:meth:`_turn_timers`), not what the turn before left (found by ear: the time
        ran out 9.6 s after "Your turn. You lead. ..." began, with a 30-second timer)."""
        for handle in table.timers.pop(seat, []):
            handle.cancel()
        waiting = table.clock_waits.pop(seat, None)
        if waiting is not None:
            waiting.cancel()

    def _clock_wait(self, table: Table, seat: int) -> None:
        """(Re)start the wait after which the clock of the person of ``seat``, due, starts even
        unheard: :data:`HEARD_WAIT` seconds from now, or :data:`OPENING_WAITS` times that while
        their client has reported nothing at this table yet (the start screen and the opening
        are said first)."""
        waiting = table.clock_waits.get(seat)
        if waiting is not None:
            waiting.cancel()
        owner = table.seats[seat].owner or ""
        wait = self.heard_wait if owner in table.heard or owner in table.said else OPENING_WAITS * self.heard_wait
        table.clock_waits[seat] = asyncio.get_running_loop().call_later(wait, self._clock_wait_over, table, seat)

    def _clock_progress(self, table: Table, seat: int | None) -> None:
        """The person of ``seat`` reported progress (an update, or its events, said): their clock,
        still waiting for their ``heard``, starts once it comes, or :data:`HEARD_WAIT` seconds
        from now at most (what is left to say is the rest of the moves and their turn's words)."""
        if seat is not None and table.clock_waits.get(seat) is not None:
            self._clock_wait(table, seat)

    def _clock_wait_over(self, table: Table, seat: int) -> None:
        """A person's client has not reported hearing their turn in :attr:`heard_wait` seconds:
        their clock starts all the same."""
        if seat in table.clock_waits and table.id in self.tables:
            table.clock_waits[seat] = None
            self._turn_timers(table)

    def _turn_over(self, table: Table, seat: int) -> None:
        """A person's turn timer ran out: a computer plays that one turn for them (the counting
        game with manual draw: its draw too, C-8, in the same update)."""
        table.timers.pop(seat, None)
        if seat in table.timed_seats() and table.id in self.tables:
            self._notice(table, "timed_out", seat, table.seats[seat].name)
            asyncio.get_running_loop().create_task(self._play_for(table, seat, table.version))

    async def _play_for(self, table: Table, seat: int, version: int) -> None:
        """The table's computer level chooses and plays one action for a person's seat. In the
        trick game's bidding, when the person had marked exactly three bid cards (``marks``,
        T-6, T-28), those are bid instead, with no premium (T-9): the bid they were about to
        confirm, which their app then names ("Laid aside for you: ...")."""
        marked = table.marked_bid(seat)
        if marked is not None:
            from ..tricks.actions import Bid
            try:
                events = self._commit_for_person(table, Bid(seat, marked, None), seat)
            except IllegalAction as exc:  # (not expected: checked as they came, and now)
                self.log(f"error: table {table.id}: the marked bid was refused: {exc.reason}; the computer bids")
            else:
                self.publish(table, events, seat, timed_out=True)
                return
        loop = asyncio.get_running_loop()
        rng = random.Random(f"{table.cpu_seed}:{len(table.actions)}:timer")
        chooser = table.rules.chooser(table.level)
        view = table.state.view(seat)
        try:
            if table.level == "random":
                action = chooser(table.state, view, seat, rng)
            else:
                action = await loop.run_in_executor(self.pool, chooser, None, view, seat, rng)
        except Exception:
            action = rng.choice(table.state.legal_actions(seat))
        if table.version != version or table.finished or seat not in table.rules.due(table.state):
            return  # the person acted meanwhile
        marked = table.marked_bid(seat)
        if marked is not None:  # three marked while the computer thought: those
            from ..tricks.actions import Bid
            action = Bid(seat, marked, None)
        try:
            events = self._commit_for_person(table, action, seat)
        except IllegalAction as exc:
            self.log(f"error: table {table.id}: the timed-out turn's action was refused: {exc.reason}")
            return
        self.publish(table, events, seat, timed_out=True)

    def _commit_for_person(self, table: Table, action: Any, seat: int) -> list[Any]:
        """Commit a computer's ``action`` for the person of ``seat`` (the turn timer's, or the
        stand-in of a person away) and, when it was a card that leaves the seat to draw (the
        counting game, manual draw, C-8), that seat's draw too: the turn is finished in one go,
        so the person never comes back (or hears their turn again) to a draw a computer began
        and left open, with nobody held for it. Returns the events of both (one update).

        Raises:
            IllegalAction: the rules refuse ``action`` (nothing changed).
        """
        events = self.commit(table, action)
        if getattr(table.state, "drawer", None) == seat and not table.rules.is_over(table.state):
            from ..counting.actions import DrawCard
            events += self.commit(table, DrawCard(seat))
        return events

    # ----- computer players -----------------------------------------------------------------
    async def _computers(self, table: Table) -> None:
        """Play every computer seat of a started table: a computer acts once every connected
        person has heard the last update (none seated: every spectator, :meth:`Table.caught_up`),
        or 4 x the table's delay after it at most, and never
        while the next player is held for a person's draw (C-8, :meth:`Table.draw_hold_until`:
        2 s after the drawer's app said its warning, at least :data:`DRAW_SECONDS` after it
        heard their play); a computer's draw comes at
        once, a stand-in's (a computer playing for a person away) in its card's update
        (:meth:`_commit_for_person`)."""
        loop = asyncio.get_running_loop()
        chooser = table.rules.chooser(table.level)
        try:
            while not table.finished:
                table.wake.clear()
                seat = table.computer_due()
                if seat is None:
                    await table.wake.wait()
                    continue
                drawing = getattr(table.state, "drawer", None) == seat
                deadline = table.sent_at + 4 * table.cpu_delay
                hold = table.draw_hold_until()  # time to hear the play, then to press Space (C-8)
                now = loop.time()
                wait_until = hold if hold is not None and now < hold else \
                    deadline if not table.caught_up() and now < deadline else None
                if not drawing and wait_until is not None:
                    try:
                        await asyncio.wait_for(table.wake.wait(), wait_until - now)
                    except asyncio.TimeoutError:
                        pass
                    continue
                version = table.version
                view = table.state.view(seat)
                rng = random.Random(f"{table.cpu_seed}:{len(table.actions)}")
                try:
                    if table.level == "random":
                        action = chooser(table.state, view, seat, rng)
                    else:
                        action = await loop.run_in_executor(self.pool, chooser, None, view, seat, rng)
                except Exception as exc:  # a computer level's failure: any legal action instead
                    self.log(f"error: table {table.id}: the {table.level} level failed for seat {seat} "
                             f"({type(exc).__name__}: {exc}); a random legal action instead")
                    action = rng.choice(table.state.legal_actions(seat))
                if table.version != version or table.finished:
                    continue
                try:
                    if table.seats[seat].kind == "person":  # a stand-in: its card and its draw at once (C-8)
                        self.publish(table, self._commit_for_person(table, action, seat), seat)
                    else:
                        self.apply(table, action, seat)
                except IllegalAction as exc:
                    self.log(f"error: table {table.id}: computer action refused: {exc.reason}")
                    await asyncio.sleep(1)
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            self.log(f"error: table {table.id}: computer players stopped: {type(exc).__name__}: {exc}")


