"""One's own turn that comes while an online table pauses (the counting game's round end, C-21;
the trick game's deal summary, T-7, T-29): told once in the pause ("Your turn in round 2: 20
seconds. Press Enter to go on."), with a turn timer counted as heard a little later, so that
the server's clock starts then, and the moves held in the pause said in short after Enter when
they would leave too little of the turn.

A part of :class:`~game.scenes.card_table.CardTable` through
:class:`~game.scenes.card_table_online.OnlineTable` (its fields are set in ``CardTable.__init__``:
``_held_turn_told``, ``_held_turn_said``, ``_held_turn_after``, ``_held_turn_again``,
``_pause_clock_end``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..speech.queue import NOTICE, PROMPT
from .base import Scene

if TYPE_CHECKING:
    from ..table.local import LocalSession

TURN_COVER_GRACE = 8.0
"""Seconds after "Your turn at the table: 30 seconds." was heard over the table menu or help
(or "Your turn in round 2: 30 seconds. Press Enter to go on." in a pause) that the turn counts
as heard while the cover (the pause) stays on (the server's clock starts then): time to come
back, where the moves held meanwhile and the turn line are said first and the clock waits for
them (:meth:`~game.scenes.card_table.CardTable.turn_unheard`)."""


class PausedTurn(Scene):
    """The turn told in an online table's pause, a mixin of :class:`~.card_table_online.OnlineTable`."""

    session: LocalSession
    online: bool
    spectating: bool
    over: bool
    seat: int
    _held_turn_told: bool
    _held_turn_said: Any
    _held_turn_after: int
    _held_turn_again: bool
    _pause_clock_end: float | None

    def _to_act_in(self, view: Any) -> bool:
        raise NotImplementedError  # (OnlineTable's)

    def _still_to_act(self) -> bool:
        raise NotImplementedError  # (OnlineTable's)

    def shorten_held_moves(self, left: float, words: Any = None) -> None:
        """Say the moves held for the player in short, ``left`` seconds of the turn to come,
        before the turn line ``words()``
        (:meth:`game.scenes.card_table_online.OnlineTable.shorten_held_moves`)."""
        raise NotImplementedError

    def paused_turn(self) -> bool:
        """Online: True while the table pauses (the counting game's round end, the trick game's
        deal summary: :meth:`accepts_events` False) and the game handed over already makes it
        this seat's turn (the first card of the next round, C-21; a bid of the next deal, T-7),
        which the table says only after Enter: that turn is not heard yet, so the server's turn
        clock does not start on the round's end (found by a tester by ear: "5 seconds left for
        your turn." and "Your time ran out: ..." on round 2's end, the turn never told), until
        the pause told it with the turn timer's seconds (:meth:`paused_turn_heard`)."""
        accepts = getattr(self, "accepts_events", None)
        return bool(self.online and not self.spectating and accepts is not None and not accepts()
                    and self._to_act_in(self.session.view()))

    def _turn_seconds(self) -> int | None:
        """Online: the table's turn timer in whole seconds, or None (no timer)."""
        seconds = (getattr(self.session, "summary", None) or {}).get("turn_timer")
        if isinstance(seconds, (int, float)) and not isinstance(seconds, bool) and seconds > 0:
            return int(seconds)
        return None

    def tick_held_turn(self) -> None:
        """Online, at the table, every frame: while the table pauses (the counting game's round
        end, the trick game's deal summary: the moves that come wait for Enter) and one of them
        makes it this seat's turn (its draw, C-8, no longer held for another's), say so once
        in that pause, as a notice, once nothing is being said (the round's end or the summary
        heard first), over the deal summary or a menu too: "Your turn in round 2: press Enter
        to go on." (found by a tester by ear: the next round's first turn, after another's
        first card, was not told, and its clock started by the server's fallback while the
        round's end was still on). With a turn timer the notice says its seconds ("Your turn in
        round 2: 20 seconds. Press Enter to go on."), is said too when the update that paused
        the table made it this seat's turn (:meth:`paused_turn`: the round's first card, the
        deal's bid), and :data:`TURN_COVER_GRACE` seconds after it was heard the turn counts as
        heard (:meth:`paused_turn_heard`; a held update is reported then,
        :meth:`~game.table.remote.RemoteSession.report_held_turn`): the clock starts then, the
        pause still on, as over the table menu, its warnings said (found by a tester by ear:
        told without seconds, the server's clock started by its fallback 30 s later, and the
        time ran out as the turn line ended after Enter). The server is told the notice was
        said (:meth:`~game.table.remote.RemoteSession.report_turn_told`), so that its fallback
        does not start the clock before the grace ends (found by a re-tester by ear: the deal's
        end and its summary took the whole fallback, and the clock started 1.5 s into the
        notice)."""
        seconds = self._turn_seconds()
        accepts = getattr(self, "accepts_events", None)
        pausing = accepts is not None and not accepts()  # (after Enter the held moves are said first)
        held = None if self.spectating or self.over or not pausing else self.session.held_view()
        view = held if held is not None else (self.session.view() if seconds and self.paused_turn() else None)
        if view is None:
            left = self.paused_turn_seconds_left()
            self._held_turn_told, self._held_turn_said, self._held_turn_again = False, None, False
            if left is not None:  # (the pause ended on a running clock: the held moves come next)
                self._pause_clock_end = self.app.announcer.queue.now + left
            self._shorten_after_pause()
            return
        if self._held_turn_told:
            if held is not None and self.paused_turn_heard():
                self.session.report_held_turn()
            return
        if not self._to_act_in(view) or getattr(view, "drawer", None) not in (None, self.seat) \
                or self.app.announcer.speech_busy() or self.session.newest_seq() <= self._held_turn_after:
            return
        self._held_turn_told = True
        self._held_turn_said = self.app.announcer.say(self.held_turn_text(view, seconds, self._held_turn_again),
                                                      kind=NOTICE)
        if seconds:  # (the server's fallback waits again from now: the grace ends first)
            self.session.report_turn_told()

    def held_turn_ended(self) -> None:
        """This seat's time ran out (a computer plays that turn for it): a turn told in the pause
        is over; the next one that comes in the pause, in an update newer than those received so
        far, is told anew, its grace from then (found by a tester by ear: on the round's end the
        time ran out, Ben played, and the next turn's clock started at once, untold: "10 seconds
        left for your turn." 16 s after the time-out)."""
        self._held_turn_told, self._held_turn_said = False, None
        self._held_turn_after = self.session.newest_seq()
        self._held_turn_again = True  # (told anew: "Your turn again in round 2: ...")

    def paused_turn_heard(self) -> bool:
        """Online, at a table with a turn timer: True once the turn told in its pause
        (:meth:`tick_held_turn`) counts as heard: :data:`TURN_COVER_GRACE` seconds after its
        notice ended (said whole or cut), or at once when it was never said (speech off, or
        withdrawn unsaid); the pause still on, the server's clock starts then."""
        if not self._held_turn_told or not self._turn_seconds():
            return False
        said = self._held_turn_said
        if said is None:
            return True
        if said.pending:
            return False
        ended = said.done_at if said.done_at is not None else said.cut_at
        return ended is None or self.app.announcer.queue.now - ended >= TURN_COVER_GRACE

    def _shorten_after_pause(self) -> None:
        """The pause ended on a running clock (:meth:`paused_turn_seconds_left`): once the moves
        held in it and the turn line wait to be said (handed over after the new round's or
        deal's first line), the moves in short if they leave too little of the turn
        (:meth:`shorten_held_moves`); given up once the turn is no longer this seat's or its
        time is out."""
        end = self._pause_clock_end
        if end is None:
            return
        queue = self.app.announcer.queue
        if not self._still_to_act() or queue.now >= end:
            self._pause_clock_end = None
            return
        if self.session.held_view() is not None or not any(
                item.kind == PROMPT for item in queue.waiting(self, every_kind=True)):
            return
        self._pause_clock_end = None
        self.shorten_held_moves(end - queue.now)

    def paused_turn_seconds_left(self) -> float | None:
        """Online, with a turn timer, the turn told in the pause counting as heard
        (:meth:`paused_turn_heard`: the server's clock runs): about how many seconds of it are
        left (the timer's from the grace's end, what the way to the server adds aside), else
        None. When the pause ends on it (Enter), the moves held in it are said in short if they
        and the turn line would leave less than :data:`ACT_SECONDS` (:meth:`shorten_held_moves`)."""
        seconds = self._turn_seconds()
        if not seconds or not self.paused_turn_heard():
            return None
        said = self._held_turn_said
        ended = None if said is None else (said.done_at if said.done_at is not None else said.cut_at)
        if ended is None:
            return None  # (never said: how long the clock has run is not known)
        return max(0.0, seconds - (self.app.announcer.queue.now - ended - TURN_COVER_GRACE))

    def held_turn_text(self, view: Any, seconds: int | None = None, again: bool = False) -> str:
        """The words of :meth:`tick_held_turn` for ``view``, with the turn timer's ``seconds``
        when it has one (each game says its own); ``again``: a turn after one whose time ran out
        in the same pause ("Your turn again in round 2: 20 seconds. ...": found by a tester by ear,
        the same words twice sounded like a stale repeat)."""
        raise NotImplementedError
