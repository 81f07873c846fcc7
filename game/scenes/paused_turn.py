"""One's own turn that comes while an online table pauses (the counting game's round end, C-21;
the trick game's deal summary, T-7, T-29): told once in the pause ("Your turn in round 2: 20
seconds. Press Enter to go on."), with a turn timer counted as heard a little later, so that
the server's clock starts then, and the moves held in the pause said in short after Enter when
they would leave too little of the turn (or of what the server's fallback leaves before the clock
runs). Under the table menu or help it is told as over any cover, and back at the pause that
turn is said with its seconds left ("13 seconds left for your turn in round 2. Press Enter to go
on."), not the pause's own line again.

A part of :class:`~game.scenes.card_table.CardTable` through
:class:`~game.scenes.card_table_online.OnlineTable` (its fields are set in ``CardTable.__init__``:
``_held_turn_told``, ``_held_turn_said``, ``_held_turn_after``, ``_held_turn_again``,
``_held_turn_since``, ``_pause_clock_end``, ``_pause_clock_runs``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..net.protocol import HEARD_WAIT
from ..speech.queue import NOTICE, PROMPT, QUEUED
from ..table import online_text, remote
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
    _held_turn_since: float | None
    _pause_clock_end: float | None
    _pause_clock_runs: bool
    _paused_line: tuple[Any, Any] | None
    _focus_prompt: tuple[Any, Any] | None
    _short_of_time: Any
    _turn_ends_at: float | None

    def _to_act_in(self, view: Any) -> bool:
        raise NotImplementedError  # (OnlineTable's)

    def _still_to_act(self) -> bool:
        raise NotImplementedError  # (OnlineTable's)

    def focus_prompt(self) -> str:
        raise NotImplementedError  # (the table's)

    def keep_focus_prompt(self, said: Any, words: Any) -> None:
        raise NotImplementedError  # (HeardKeys')

    def in_time_resume_words(self, words: Any) -> Any:
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
        notice). Under the table menu or help (:meth:`_pause_covered`), where Enter would only
        close the menu, the notice is the one said over a cover at the table ("Your turn at the
        table: 20 seconds."); coming back, :meth:`paused_turn_line` says the rest."""
        self.reword_paused_line()
        seconds = self._turn_seconds()
        accepts = getattr(self, "accepts_events", None)
        pausing = accepts is not None and not accepts()  # (after Enter the held moves are said first)
        held = None if self.spectating or self.over or not pausing else self.session.held_view()
        view = held if held is not None else (self.session.view() if seconds and self.paused_turn() else None)
        now = self.app.announcer.queue.now
        if view is None:
            left = self.paused_turn_seconds_left()
            runs = left is not None
            if left is None:
                left = self.paused_turn_fallback_left()
            self._held_turn_told, self._held_turn_said, self._held_turn_again = False, None, False
            self._held_turn_since = None
            if left is not None:  # (the pause ended on a running clock, or one due: the held moves come next)
                self._pause_clock_end = now + left
                self._pause_clock_runs = runs
            self._shorten_after_pause()
            return
        if not self._to_act_in(view) or getattr(view, "drawer", None) not in (None, self.seat):
            self._held_turn_since = None
        elif self._held_turn_since is None:
            self._held_turn_since = now  # (the turn came: the server's fallback waits from now)
        if self._held_turn_told:
            if held is not None and self.paused_turn_heard():
                self.session.report_held_turn()
            return
        if not self._to_act_in(view) or getattr(view, "drawer", None) not in (None, self.seat) \
                or self.app.announcer.speech_busy() or self.session.newest_seq() <= self._held_turn_after:
            return
        self._held_turn_told = True
        if self._pause_covered():  # (Enter there would only close the menu: the table's own words)
            words = online_text.turn_over_cover_text(seconds, again=self._held_turn_again)
        else:
            words = self.held_turn_text(view, seconds, self._held_turn_again)
        self._held_turn_said = self.app.announcer.say(words, kind=NOTICE)
        if seconds:  # (the server's fallback waits again from now: the grace ends first)
            self.session.report_turn_told()
            self._held_turn_since = now

    def _pause_covered(self) -> bool:
        """True while a scene of the player's (the table menu, help, the options, the chat line)
        covers the table's pause: neither the table itself (the counting game's round end) nor
        the page of the pause (the trick game's deal summary, whose ``table`` is this one) is
        on top."""
        top = self.app.top
        return top is not self and getattr(top, "table", None) is not self

    def paused_turn_line(self) -> str:
        """Back from the table menu or help while the table pauses on a turn of this seat's told
        in the pause (:meth:`tick_held_turn`; C-21, T-7): what is said instead of the pause's
        own line (the round's end, the summary's title), the turn first: with its clock running
        (:meth:`paused_turn_seconds_left`), "9 seconds left for your turn in round 2. Press
        Enter to go on." (:meth:`paused_turn_left_text`); before it runs, the notice's words
        ("Your turn in round 2: 20 seconds. Press Enter to go on."). Found by a tester by ear:
        back from the menu, round 1's end was said again while round 2's turn ran, and the time
        ran out in silence. "" when no such turn is on."""
        if not self._held_turn_told or self.spectating or self.over:
            return ""
        view = self.session.held_view()
        if view is None and self.paused_turn():
            view = self.session.view()
        if view is None or not self._to_act_in(view):
            return ""
        left = self.paused_turn_seconds_left()
        if left is not None:
            return self.paused_turn_left_text(view, max(1, int(left)))
        return self.held_turn_text(view, self._turn_seconds(), self._held_turn_again)

    def paused_turn_resaid(self, said: Any, scene: Any = None) -> None:
        """:meth:`paused_turn_line` was said on coming back as ``said`` (an
        :class:`~game.speech.utterance.Utterance`, or None: nothing said) by ``scene`` (None: this
        table; the trick game's deal summary): while it waits, it is worded anew as its seconds
        go (:meth:`reword_paused_line`); the notice it repeats, if still waiting, is withdrawn
        (said once), and while the turn does not count as heard yet, its grace
        (:data:`TURN_COVER_GRACE`) counts from the end of this line."""
        self._paused_line = None if said is None else (said, self if scene is None else scene)
        if said is None or not self._held_turn_told or self.paused_turn_heard():
            return
        old = self._held_turn_said
        if old is not None and old is not said and old.pending:
            self.app.announcer.withdraw(old, untrue=False)
        self._held_turn_said = said

    def reword_paused_line(self) -> None:
        """Every frame: the turn said again on coming back (:meth:`paused_turn_resaid`), while it
        waits behind what is said first (a chat line, a status key's answer: a newer key's
        answer goes before it, never in its place), is worded as things are now: its seconds
        left ("11 seconds left for your turn in round 2. ..."), not those at Escape; withdrawn,
        never said, once no such turn is on (the time ran out, the pause ended). Found in a
        read-through: a status key pressed while it waited dropped it as a line that answered an
        older key, and the running turn was never told again (C-21, C-23, T-7, T-29)."""
        entry = self._paused_line
        if entry is None:
            return
        said, scene = entry
        if not said.pending:
            self._paused_line = None
            return
        if said.state != QUEUED:
            return
        text = self.paused_turn_line()
        if text == said.text:
            return
        self.app.announcer.withdraw(said, untrue=not said.begun)  # (one put back after a cut was heard in part)
        self._paused_line = None
        if not text:
            return
        again = scene.say(text, kind=said.kind)
        self._paused_line = None if again is None else (again, scene)
        if scene is not self and getattr(scene, "title_said", None) is said:
            scene.title_said = again  # (the deal summary's own line: its first second counts from it)
        if self._held_turn_said is said:
            self._held_turn_said = again

    def outdate_held_turn(self) -> None:
        """One's own Enter ended the pause (C-21, T-29): the turn told in it ("Your turn in round
        2: press Enter to go on.") asks for the Enter just pressed, so it is no longer true: cut
        at once or dropped unsaid, never said after it nor before the next round's or deal's
        first line (found by a tester by ear: Enter early in it, it was said whole and the new
        round came 3 s later, as if on its own)."""
        told = self._held_turn_said
        if told is not None and told.pending:
            self.app.announcer.outdate(told)

    def held_turn_ended(self) -> None:
        """This seat's time ran out (a computer plays that turn for it): a turn told in the pause
        is over; the next one that comes in the pause, in an update newer than those received so
        far, is told anew, its grace from then (found by a tester by ear: on the round's end the
        time ran out, Ben played, and the next turn's clock started at once, untold: "10 seconds
        left for your turn." 16 s after the time-out)."""
        self._held_turn_told, self._held_turn_said, self._held_turn_since = False, None, None
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
        left = end - queue.now
        self.shorten_held_moves(left)
        if self._pause_clock_runs:
            self._short_turn_line_after_pause(left)

    def _short_turn_line_after_pause(self, left: float) -> None:
        """The pause ended on a running clock with ``left`` seconds of it (:meth:`_shorten_after_pause`),
        the moves held in it said in short: when the turn line still waiting (with the hand) and
        :data:`~game.scenes.card_table_online.ACT_SECONDS` to act do not fit after what is still
        to be said, it is replaced by the short line, the seconds left first, as on coming back
        from the table menu (:meth:`in_time_resume_words`: "6 seconds left for your turn. Total
        40. Enter plays the 8 of spades."; C-23, T-29). Found by a tester by ear: Enter with 9 s
        left, the new round's first line and the 7-second turn line with the hand used them all."""
        prompt = self._focus_prompt[0] if self._focus_prompt is not None else None
        if prompt is None or prompt.begun or not prompt.pending or not self.focus_prompt():
            return
        if self._turn_ends_at is None:  # (a warning's deadline is the server's)
            self._turn_ends_at = remote.clock() + left
        words = self.in_time_resume_words(self.focus_prompt)
        if not getattr(words, "short_of_time", False):
            return
        self.app.announcer.withdraw(prompt, untrue=False)
        said = self.say(words(), kind=PROMPT)  # (its seconds as they will be when it begins)
        self.keep_focus_prompt(said, words)
        self._short_of_time = said

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

    def paused_turn_fallback_left(self) -> float | None:
        """Online, with a turn timer, as the pause ends (Enter) on a turn of this seat's in it
        whose clock does not run yet (told, its grace not over; or not told yet: the notice waited
        for a line): about how many seconds are left at most before that turn runs out, the moves
        held in the pause and the turn line still to be said. The server starts the clock anyway
        :data:`~game.net.protocol.HEARD_WAIT` seconds after the turn came or its notice was said
        (:attr:`_held_turn_since`), and the held moves, handed over at once, report no progress
        until all are said: the seconds left of that wait and the whole turn. Found by a tester
        by ear: Enter just after "Your time ran out", about 50 s of held moves were said whole,
        and the next turn ran out before its line. None without a timer or such a turn."""
        seconds, since = self._turn_seconds(), self._held_turn_since
        if not seconds or since is None or self.spectating or self.over:
            return None
        waited = self.app.announcer.queue.now - since
        return max(0.0, HEARD_WAIT - waited) + seconds

    def held_turn_text(self, view: Any, seconds: int | None = None, again: bool = False) -> str:
        """The words of :meth:`tick_held_turn` for ``view``, with the turn timer's ``seconds``
        when it has one (each game says its own); ``again``: a turn after one whose time ran out
        in the same pause ("Your turn again in round 2: 20 seconds. ...": found by a tester by ear,
        the same words twice sounded like a stale repeat)."""
        raise NotImplementedError

    def paused_turn_left_text(self, view: Any, seconds: int) -> str:
        """The words of :meth:`paused_turn_line` for ``view`` with ``seconds`` (whole, at least 1)
        of the turn's clock left (each game says its own: "9 seconds left for your turn in round
        2. Press Enter to go on.")."""
        raise NotImplementedError
