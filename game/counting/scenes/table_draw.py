"""The counting table's manual draw window (C-8): whether the human may still draw and who waits
for it, the "Time to draw" and its warning, Space, the answers to a Space that comes too late,
and, online, the server's hold of the next player for a draw.

A part of :class:`~.table.CountingTable` (its fields are set in ``CountingTable.__init__``:
:attr:`missed_by`, ``_passed_by``, ``_late_after``, ``_late_answer``, ``_late_draw_due``,
``_passed_line``, ``_turn_held``, ``_warning_due``, ``_draw_warning``, ``_warning_said``); the words are
:mod:`game.counting.text`'s.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ...engine.events import Event
from ...i18n import _
from ...scenes.base import KEY_REFUSED_UNHEARD, REFUSAL_REPEAT_SECONDS
from ...scenes.card_table import CardTable
from ...scenes.kept_key import ACT, GIVE_UP, TURN_LINE, WAIT, KeptKey
from ...speech.queue import CUT, NOTICE, PROMPT
from .. import text
from ..actions import DrawCard
from ..events import CardPlayed, DrawMissed, RoundStarted

DRAW_WARNING = 2.0
"""With a "Time to draw", the warning ("2 seconds left to draw: press Space.") comes this many
seconds before the time runs out."""
ANSWER_WAIT_CAP = 10.0
"""Online, Space kept after one's play was sent ("play, then draw", :meth:`ManualDraw._draw_after_play`)
gives up when the server's answer was not handed to the table this many seconds after the key."""
COVER_EXTRA = 2.0
"""Online, the seconds the warning said over a cover (the table menu, help, the chat line) gives
more than the one said at the table: the way back takes two keys, and the table says "Cancelled."
and "You can still draw: press Space." first ("4 seconds left to draw at the table: Escape, then
Space."; found by ear: with 2 seconds, a player who heard those lines before pressing Space was
always too late, C-8)."""


class ManualDraw(CardTable):
    """The manual draw window of :class:`~.table.CountingTable` (C-8): after a card, its player
    may draw until the next player's card; the computer player to move holds its card for the
    human's draw ("Time to draw", or until the human draws), and online the server holds the
    next player for a person's draw."""

    # ----------------------------------------------------------------- the draw open, its time and warning
    def waiting_for_draw(self) -> bool:
        """True while the computer player to move holds its card for the human's draw (manual
        draw, C-8, "Time to draw"); online, while the server holds the next player for it
        (the session's ``draw_wait``)."""
        view = self.session.view()
        if self.online:
            return (self.seat is not None and getattr(self.session, "draw_wait", None) == self.seat
                    and view.drawer == self.seat
                    and view.turn is not None and view.turn != self.seat and not self.between_rounds)
        return (self.setup.options.draw == "manual" and view.drawer == self.seat and not self.between_rounds
                and view.turn is not None and view.turn != self.seat and view.winner is None)

    def held_for_draw(self) -> int | None:
        """Online, manual draw (C-8): the seat of the person who may still draw and for whom
        the server holds this seat's turn (the session's ``draw_wait``), or None."""
        if not self.online or self.between_rounds or self.seat is None:
            return None
        wait = getattr(self.session, "draw_wait", None)
        view = self.session.view()
        if wait is None or wait == self.seat or view.turn != self.seat or view.drawer != wait:
            return None
        return wait

    def cpu_wait(self) -> float | None:
        """The computer delay; while the human may still draw (manual draw, C-8), at least the
        "Time to draw" seconds, or None (no timer) for "until you draw"."""
        delay = self.cpu_delay()
        if self.setup.options.draw == "manual" and self.session.view().drawer == self.seat:
            if self.setup.draw_time is None:
                return None
            return max(delay, self.setup.draw_time)
        return delay

    def plan_cpu(self) -> None:
        """Start the computer players' wait. While the human may still draw with a "Time to
        draw" (C-8), the time is one the player must beat: it counts from the end of the speech
        that opened the draw, and only while nothing is being said (``schedule(heard=True)``);
        the warning comes :data:`DRAW_WARNING` seconds before the end and, being speech, leaves
        those seconds after it has been said."""
        if self.over or self._cpu_waiting or not self.cpu_due():
            return
        if not (self.waiting_for_draw() and self.setup.draw_time is not None):
            super().plan_cpu()
            return
        wait = self.cpu_wait() or 0.0
        token = self.new_wait()
        self._cpu_waiting = True
        if wait > DRAW_WARNING:
            self.schedule(wait - DRAW_WARNING, lambda: self._warn_draw(token), heard=True)
        self.schedule(wait, lambda: self._cpu_turn(token), heard=True)

    def _warn_draw(self, token: int) -> None:
        if self.wait_current(token) and self.waiting_for_draw():
            said = self.say(text.draw_warning_text(DRAW_WARNING), kind=PROMPT, cue="draw", timed=True)
            self._warning_said = said
            if self.online:  # the server's hold ends DRAW_WARNING seconds after it was heard
                self._warning_due, self._draw_warning = False, said

    def _warn_again(self) -> None:
        """C-8, C-22: "2 seconds left to draw: press Space." cut by a key (C, S, T, H, Page Up, a
        refused key...) before it was said to its end is said again right after that key's
        answer while the draw is still open, so the player always hears that the window
        closes (found by ear: "Total 6." cut it and the next card came 2 s later, unannounced).
        The 2 seconds it names are true: the local table's hold for the draw ends
        :data:`DRAW_WARNING` seconds of silence after the warning said again; online, the
        server is told only once a warning was said whole (:meth:`_report_draw_warning`).
        Not said again when the draw closed (the next card cut it, or Space drew), nor after
        Ctrl (nothing follows the cut: the player silenced speech). Called every frame
        (:meth:`update`), so in the frame of the key that cut it."""
        warning = self._warning_said
        if warning is None or warning.pending:
            return
        self._warning_said = None
        if warning.state != CUT or not self.waiting_for_draw() or self.setup.draw_time is None \
                or not self.app.announcer.speech_busy():
            return
        said = self.say(text.draw_warning_text(DRAW_WARNING), kind=PROMPT, timed=True)
        self._warning_said = said
        if self.online:
            self._draw_warning = said
        else:  # the hold: DRAW_WARNING seconds of silence once it was heard
            token = self.new_wait()
            self._cpu_waiting = True
            self.schedule(DRAW_WARNING, lambda: self._cpu_turn(token), heard=True)

    def _report_draw_warning(self) -> None:
        """Online (C-8): once the warning that this seat's time to draw runs out has been heard
        (said to its end; one cut by a key is said again after its answer, :meth:`_warn_again`,
        and that one is reported), tell the server, whose hold for the draw ends
        :data:`DRAW_WARNING` seconds later: the next card never comes while the warning is being
        said (found by ear: "2 seconds left to draw" was cut off by the next player's card), and
        its two seconds follow the warning heard. Called every frame (:meth:`update`)."""
        warning = self._draw_warning
        if warning is None or warning.pending or self.app.announcer.speech_busy():
            return
        if warning is self._cover_warning and warning.heard and self.app.top is not self:
            # said over a cover: COVER_EXTRA more while it covers; back at the table before that,
            # once what the table says then ("Cancelled.", "You can still draw: press Space.") was
            # heard (found by ear: Escape 1 s after the warning, those two lines took 3 s more)
            now = self.app.announcer.queue.now
            if self._cover_heard_at is None:
                self._cover_heard_at = now
            if now - self._cover_heard_at + 1e-9 < COVER_EXTRA:
                return
        self._draw_warning = self._cover_warning = self._cover_heard_at = None
        if warning.heard:
            self.session.draw_warned()

    def resume(self) -> None:
        """Back from the pause menu or help: while the human may still draw (C-8), the "Time to
        draw" starts again from the end of what the table says now; online, the warning of the
        server's hold, when it was not yet said (:meth:`_time_held_draw`)."""
        if self.waiting_for_draw():
            self.new_wait()
        if not self.online:
            self._warning_said = None  # the time to draw starts again, and its warning with it
        super().resume()
        if self.online and self._warning_due:
            self._time_held_draw()

    def resume_urges(self) -> bool:
        """As :meth:`CardTable.resume_urges`; also while the player may still draw (C-8): where
        the game stands then says "press Space"."""
        return super().resume_urges() or self.waiting_for_draw()

    def tick_covered(self, dt: float) -> None:
        """Online, under the table menu, help or the options (:meth:`CardTable.tick_covered`):
        the game goes on, and so does the server's hold for this seat's draw (C-8): its warning
        is said over them (:meth:`_warn_draw_covered`)."""
        super().tick_covered(dt)
        self._warn_draw_covered(dt)

    def _warn_draw_covered(self, dt: float) -> None:
        """Online, while the table is covered and the server holds the next player for this
        seat's draw (C-8): the draw's time runs on as at the table (found by ear: the warning
        came only once the menu was closed, and the next card could come first, the draw lost
        unannounced). After ``draw_time`` - :data:`DRAW_WARNING` silent seconds from the play
        heard (the server counts from that report), the warning is said over the cover, as the
        turn timer's are, with the way back to the table: "4 seconds left to draw at the table:
        Escape, then Space."; :data:`COVER_EXTRA` seconds after it was heard the server is told
        (back at the table before that: once what the table says then was heard), and holds the next
        player :data:`DRAW_WARNING` seconds more, as at the table. Said once: back at the table it is
        not said again (:meth:`resume`). A cover opened while the card was said (the chat line,
        M) holds back the draw's prompt: the card heard, the play is reported heard all the
        same, and the warning over the cover tells the draw."""
        if self.app.top is self or self.spectating or not self.online:
            self._covered_draw_quiet = 0.0
            return
        if self._draw_warning is not None:
            self._report_draw_warning()
            return
        if not (self._warning_due and self.waiting_for_draw() and self.setup.draw_time is not None):
            self._covered_draw_quiet = 0.0
            return
        if self.app.announcer.speech_busy():
            return
        seq = self.session.turn_not_reported()
        if seq is not None and seq != self._turn_told_at and not self.events_unheard():
            # the card heard, its draw's prompt ("You can still draw: press Space.") waits behind
            # the cover (the chat line or the menu opened while the card was said): the warning
            # over the cover tells the draw, so the play counts as heard and the server's time for
            # the draw starts now (found by ear: no report, no warning, and the server's hold
            # ended by its fallback wait, the draw lost unannounced)
            self._turn_told_at = seq
            return
        if seq is not None:
            return  # (the server's time for the draw starts once the play was reported heard)
        self._covered_draw_quiet += dt
        if self._covered_draw_quiet + 1e-9 < self.setup.draw_time - DRAW_WARNING:
            return
        self._covered_draw_quiet = 0.0
        self.new_wait()  # (the table's own timing of the warning is void)
        self._warning_due = False
        self._draw_warning = self._cover_warning = self.app.announcer.say(
            text.draw_warning_cover_text(DRAW_WARNING + COVER_EXTRA), kind=NOTICE)

    def _time_held_draw(self) -> None:
        """Online, while the server holds the next player for this seat's draw (C-8): "2
        seconds left to draw: press Space." comes ``draw_time`` - :data:`DRAW_WARNING` seconds
        after what was just said is heard (the server counts from the app's ``heard``), in
        silent time as at the local table (after one's own card, and after the situation line
        of a return that the server holds the next player for again); once it was heard the
        server is told (:meth:`_report_draw_warning`) and holds the next player
        :data:`DRAW_WARNING` seconds more."""
        self._warning_due, self._draw_warning, self._warning_said = False, None, None
        if not (self.waiting_for_draw() and self.setup.draw_time is not None):
            return
        token = self.new_wait()
        if self.setup.draw_time > DRAW_WARNING:
            self._warning_due = True
            self.schedule(self.setup.draw_time - DRAW_WARNING, lambda: self._warn_draw(token), heard=True)

    # ----------------------------------------------------------------- Space
    def _draw(self) -> None:
        if self.setup.options.draw == "auto":
            self.refuse_again(_(text.OUT_OF_GAME) if self.watching() else _(text.AUTO_DRAW))
            return
        closed = self._late_space()
        if closed is not None:
            self._answer_late_draw(closed)  # the draw passed: that is the answer, even while the moves are said
            return
        may_draw = self.session.view().drawer == self.seat and not self.between_rounds  # the draw is open (C-8)
        if self.choice is not None and not may_draw:
            self.refuse_in_choice()  # an ace's or a 10's value first (C-10), never "Nothing to draw now"
            return
        if not may_draw and self._waits_for_speech() and self.wait_for_speech(refusal=self._draw_refusal()):
            return  # moves not yet heard (the game's end perhaps): Space draws nothing
        # every refusal below answers Space the same way for as long as the state lasts (the game
        # over, out, already drawn, too late, nothing to draw): said once, then the refused cue
        # alone (refuse_again): Space pressed again and again never floods speech and the log,
        # nor holds back the computer players, who wait for silence
        if self.over or self.session.is_over():
            self.refuse_again(text.game_over_results_text(self.me, self.session.view().winner))
            return
        if self.between_rounds:
            self.refuse_in_pause()
            return
        if self.watching():
            self.refuse_again(_(text.OUT_OF_GAME))
            return
        view = self.session.view()
        if view.drawer != self.seat:
            if view.plays and view.plays[-1][0] == self.seat and view.turn != self.seat:
                self.refuse_again(_(text.ALREADY_DRAWN))
            elif self.missed_by is not None:
                self.refuse_again(text.too_late_text(self.me, self.missed_by))
            else:
                self.refuse_again(_(text.NOTHING_TO_DRAW))
            return
        self._human_act(DrawCard(self.seat))

    def _draw_after_play(self) -> None:
        """Space pressed while a play key was kept (:meth:`follow_kept_key`), once that key
        acted: the card played, the draw is open and Space draws; else (the play opened an ace's
        or a 10's value choice, warned of a costly card, or was refused) Space's refusal is
        said after that answer, never cutting it: "Nothing to draw now: you draw after playing
        a card.", in a value choice "Choose the value first: Up or Down, then Enter, or Escape
        to cancel." (C-8, C-10, C-22). Online the card is only sent: Space is kept, with no sound,
        until the server's answer was handed to the table (:meth:`_answer_release`), then looks
        again (found by a tester by ear online: Up, Return, Space 0.6 s apart in a 10's value
        choice played the 10 once its option was heard, but Space said "Nothing to draw now"
        before the play's answer came, and the draw was missed)."""
        if self.session.view().drawer == self.seat and not self.between_rounds:
            self._draw()
            return
        if self._play_unanswered():
            self._keep_key(TURN_LINE, self._answer_release(), self.app.announcer.queue.now, act=self._draw_after_play)
            return
        refusal = self._draw_refusal()
        if refusal:
            self.say(refusal, follow=True, cue="refused")
        else:
            self.say("", cue="refused")  # (the round's or the game's end: its lines tell it)

    def _play_unanswered(self) -> bool:
        """Online, this seat's play sent and its answer (the server's update, or its refusal) not
        yet handed to the table."""
        unanswered = getattr(self.session, "action_unanswered", None)  # (a RemoteSession's)
        return bool(self.online and unanswered is not None and unanswered())

    def _answer_release(self) -> Callable[[KeptKey], str]:
        """The release of Space kept after one's play was sent online (:meth:`_draw_after_play`):
        it acts once the answer was handed to the table; it gives up (the refused cue) when none
        came :data:`ANSWER_WAIT_CAP` seconds after the key."""
        def release(kept: KeptKey) -> str:
            if not self._play_unanswered():
                return ACT
            return GIVE_UP if self.app.announcer.queue.now - kept.at > ANSWER_WAIT_CAP else WAIT
        return release

    def refuse_held_draw(self) -> None:
        """Space pressed while keys are held after a new deal
        (:meth:`~game.scenes.card_table.CardTable.actions_held`): it never acts in the deal not
        yet heard. Pressed again once the deal was heard it would draw only if the player's draw
        were open (C-8), which a new deal never leaves it: then only the refused cue (where cues
        are not heard "Too early: your key was not used. Press it again." after the lines:
        :meth:`refuse_held`). Else the answer is the ordinary refusal, as for Space pressed while
        the moves are said (:meth:`_draw_refusal`): "Nothing to draw now: you draw after playing
        a card." ("Cards are drawn for you." with the automatic draw), a whole sentence said
        right after the line being said, which is not cut (the deal's, or a new game's opening),
        before the next card or the turn line; again while it was just said, the cue only, as
        :meth:`refuse_again` answers. Never "Press it again.": pressing again would not draw
        either (C-8, C-21, C-22). A refusal that would tell the round's or the game's end before
        it was heard, or that could only come after lines of one's own not yet begun: the cue,
        and where cues are not heard "Your key did nothing. Press it again to hear what you can
        do." after the lines. Found by ear: Space 0.6 s into "Round 2. Anna deals. Bob plays
        first." was answered "Too early: your key was not used. Press it again.", where pressing
        again said "Nothing to draw now: ..."."""
        if self.setup.options.draw == "manual" and self.session.view().drawer == self.seat \
                and not self.between_rounds:
            self.refuse_held()  # the draw open: Space draws once the deal was heard
            return
        refusal = self._draw_refusal()
        if refusal and self.setup.options.draw == "auto" and not self.watching():
            refusal = _(text.AUTO_DRAW)
        if not refusal:
            self.refused_cue(KEY_REFUSED_UNHEARD)
        else:
            self.refuse_held_saying(refusal)

    def _draw_refusal(self) -> str:
        """What Space says when the draw is not open (C-8) while moves are still unheard
        (:meth:`wait_for_speech`'s ``refusal``, said before them): "" when that would tell the
        round's or the game's end before it was heard; else made from the game as heard, before
        those moves (found by ear: after one's draw, with the next card still unheard, "Nothing to
        draw now: ..." told of that card before it was said; "You have already drawn.")."""
        if self.over or self.session.is_over() or self.between_rounds or self.session.view().winner is not None:
            return ""
        if self.watching():
            return _(text.OUT_OF_GAME)
        if self.choice is not None:  # an ace's or a 10's value first (C-10)
            return _(text.CHOOSING)
        view = self.session.view()
        held = self.line_hold.shown("status", None)  # (the view before the batches not yet begun)
        if held is not None and held[0].round == view.round:  # (a round before the new deal: nothing of it holds)
            view = held[0]
        if view.plays and view.plays[-1][0] == self.seat and view.turn != self.seat:
            return _(text.ALREADY_DRAWN)
        if self.missed_by is not None:
            return text.too_late_text(self.me, self.missed_by)
        return _(text.NOTHING_TO_DRAW)

    def track_missed_draw(self, events: Sequence[Event]) -> None:
        """Remember whose card closed the human's chance to draw (C-8) until the human's next
        card or the next round (:attr:`missed_by`: until then Space answers that it is too late,
        the human's turn included), and in :attr:`_passed_by` until the next card (the turn may
        come to the human in the same batch, and the player's draw follow in another: a Space
        while that card is said is still late). The human's own card that closed it (a jack with
        two players, C-16) opens a new chance: nothing is remembered."""
        missed = False
        for event in events:
            if isinstance(event, DrawMissed) and event.seat == self.seat:
                missed = True
            elif isinstance(event, CardPlayed) and event.seat == self.seat:
                self.missed_by = self._passed_by = None
                missed = False
            elif isinstance(event, CardPlayed) and missed:
                self.missed_by, self._passed_by, missed = event.seat, event.seat, False
            elif isinstance(event, CardPlayed):
                self._passed_by = None
            elif isinstance(event, RoundStarted):
                self.missed_by = self._passed_by = None

    # ----------------------------------------------------------------- too late to draw
    def _late_space(self) -> int | None:
        """The seat whose card closed the human's draw (C-8) when Space now comes too late for
        it: the draw has passed, the player is in, the game goes on, and either it is not the
        human's turn yet (:attr:`missed_by`) or the moves that closed it (which may have ended
        the round, or brought the human's turn) are still being said; else None."""
        view = self.session.view()
        if self.over or self.session.is_over() or self.watching():
            return None
        if view.drawer == self.seat and not self.between_rounds:
            return None  # the draw is open: Space draws
        unheard = bool(self.app.announcer.unheard_events(self))
        if self.missed_by is not None and (unheard or not self.between_rounds):
            return self.missed_by
        if self._passed_by is not None and unheard:
            return self._passed_by  # the card that closed it, then one's turn or the round's end: still said
        return None

    def _passed_line_next(self, line: Any, unheard: list[Any]) -> None:
        """Space pressed after the draw passed, while ``line`` ("Too late to draw: you play the
        rest of this round with 2 cards.", the answer) waits behind what the card that closed
        the draw caused (its tokens lost, a round's end): it is said next, right after that
        card's line (or the line being said), the effects after it (found by ear: the answer
        came 13 s after Space, behind a 10-second line of tokens lost; C-8). Never ahead of
        that card's own line, which tells why."""
        before = unheard[:unheard.index(line)]
        head = next((i for i in range(len(before) - 1, -1, -1) if before[i] in self._move_heads), None)
        later = before if head is None else before[head + 1:]
        first = next((item for item in later if item.state == "queued"), None)
        if first is not None:
            self.app.announcer.queue.move_before(line, first)

    def _answer_late_draw(self, closed: int) -> None:
        """Space after the card of seat ``closed`` closed the draw (C-8), until the human's next
        card: the one answer is that it is too late (never "Your key did nothing: press it again
        ...": pressing again cannot draw). While the line that says so ("Too late to draw: you
        play the rest of this round with 2 cards.", after that card) is still to be heard, it is
        the answer: only the refused cue. Once it was heard, while later moves are still being
        said, the answer follows the newest of them, whole: "Too late to draw: Ben has played."
        ("Too late to draw." after a round's end); once they were heard, at once. Pressed again
        before the answer was heard: only the refused cue."""
        if self._late_after is not None or (self._late_answer is not None and self._late_answer.pending):
            self.say("", cue="refused")
            return
        unheard = [item for item in self.app.announcer.unheard_events(self) if item.gist is not None]
        passed = None if self._passed_line is None else text.too_late_line(*self._passed_line)
        line = next((item for item in unheard if item.text == passed), None)
        if line is not None:
            self.say("", cue="refused")  # "Too late to draw: you play the rest ..." is still to come: the answer
            self._passed_line_next(line, unheard)
            return
        if not unheard:
            self._late_answer = self.say(text.too_late_text(self.me, closed), interrupt=True, cue="refused")
            return
        self.say("", cue="refused")
        answer = text.too_late_line(None) if self.between_rounds else text.too_late_text(self.me, closed)
        self._late_after = (unheard[-1], answer)
        self._late_answer_due()

    def _late_answer_due(self) -> None:
        """Say the answer kept by :meth:`_answer_late_draw` once the move it waits for is being said
        (right after it) or was heard (at once)."""
        if self._late_after is None:
            return
        item, answer = self._late_after
        if item.state == "speaking":
            self._late_after = None
            self._late_answer = self.say(answer, follow=True)
        elif not item.pending:
            self._late_after = None
            self._late_answer = self.say(answer, interrupt=True)

    def remote_refused(self, frame: dict) -> bool:
        """A refusal from the server this table answers itself (True: nothing more is said): a
        draw that reached the server after the next card (C-8), whose update came first. The
        answer is the true reason, once, never the rules' "Nothing to draw now.": "Too late to
        draw: you keep 2 cards this round." right after that card's line (the update may still
        wait to be handed over, frames are read before they are handed: it then says it itself),
        or, the card heard already, "Too late to draw: Ben has played."."""
        if frame.get("rule") != "Nothing to draw now.":
            return False
        waiting = getattr(self.session, "waiting_updates", None)
        closed = self.missed_by if self.missed_by is not None else self._passed_by
        if closed is not None:
            self._answer_late_draw(closed)
            return True
        if not (waiting is not None and waiting()):
            return False
        self._late_draw_due = True
        self.say("", cue="refused")
        return True

    # ----------------------------------------------------------------- online: the server holds a turn for a draw
    def remote_draw_wait(self) -> None:
        """The server holds this seat's turn again for another person's draw (C-8: they came
        back while their draw was open, after their drop ended the first hold): the same words
        as for a hold after their card, as a prompt: "Wait: Ben may still draw. Then it is your
        turn."; the turn line comes with their draw or the hold's end (:meth:`remote_draw_wait_over`)."""
        held = self.held_for_draw()
        if held is None or self._turn_held:
            return
        self._turn_held = True
        self.say(text.held_turn_text(self.me, held), kind=PROMPT)
        self.mark_dirty()

    def remote_draw_wait_over(self) -> None:
        """The server no longer holds this seat's turn for another person's draw (C-8: their
        time to draw is up; they may still draw until this seat plays): the turn line, as a prompt."""
        if self._turn_held and self.held_for_draw() is None and self.session.view().turn == self.seat \
                and not self.between_rounds:
            self._turn_held = False
            message = self._turn_message()
            self.keep_focus_prompt(self.say(message.text, kind=PROMPT, cue=message.cue), self.focus_prompt)
            self.mark_dirty()

    # ----------------------------------------------------------------- the draw reminder
    def refuse(self, reason: str) -> None:
        """Say why a key was refused (interrupting, with the ``refused`` cue). While a computer
        player holds its card for the human's draw (C-8), the refusal that says so ("Anna is
        waiting for your draw: press Space.") takes the place of the draw reminder still waiting
        to be said ("You can still draw: press Space."): one instruction, said once, and the log
        shows what is heard, in order (:meth:`_take_back_reminder`). The reminder being said when
        it comes is cut by it and not said again after it (found by ear: "You can still draw:
        press Space." cut at 42 %, the refusal, then the reminder again)."""
        view = self.session.view()
        instead = (view.turn is not None and self.waiting_for_draw() and reason == text.waiting_text(self.me, view.turn)
                   and not self.app.announcer.refusal_late())  # (a late refusal is not said: the reminder stays)
        if instead:
            self._take_back_reminder()
        super().refuse(reason)
        if instead:
            self._drop_reminder_put_back()

    def refuse_waiting(self) -> None:
        """A key with nothing to do while a computer player holds its card for the human's draw
        (C-8: a card key, Enter, Up/Down, an unbound key): "Anna is waiting for your draw: press
        Space.", said once (:meth:`refuse_again`: pressed again within
        :data:`~game.scenes.base.REFUSAL_REPEAT_SECONDS` of it, only the ``refused`` cue). Found
        by ear: Return every 1.4 s said it 22 times, each cutting the last; the time to draw,
        which counts only silence, stood still, and its warning came 5.6 s after the presses
        stopped. Only the cue as well while the draw warning ("2 seconds left to draw: press
        Space.", which says what to do) is being said or waits, or was the line heard last,
        within those seconds: a key never cuts it, and its 2 seconds stay true (a warning cut
        would be said again, :meth:`_warn_again`, and the draw never close while keys come)."""
        view = self.session.view()
        warning = self._warning_said
        if (warning is not None and warning.pending) or self.app.announcer.just_said(
                text.draw_warning_text(DRAW_WARNING), within=REFUSAL_REPEAT_SECONDS):
            self.say("", cue="refused")
            return
        self.refuse_again(text.waiting_text(self.me, view.turn))

    def _drop_reminder_put_back(self) -> None:
        """Drop the draw reminder a refusal that says the same just cut and the queue put back to
        be said again after it (:meth:`refuse`): the refusal took its place. The history keeps
        it, begun (C-8)."""
        reminders = (_(text.DRAW_REMINDER), _(text.EMPTY_HAND_DRAW))
        for item in self.app.announcer.queue.pending():
            if (item.scene is self and item.kind == PROMPT and item.text in reminders
                    and item.state == "queued" and item.put_back):
                self.app.announcer.withdraw(item, untrue=False)

    def _take_back_reminder(self) -> None:
        """Take back the draw reminder ("You can still draw: press Space.", C-8) when it has not
        begun to be said and is the newest line of the log (:meth:`game.speech.Announcer.take_back`):
        what is said next tells the player to press Space itself."""
        reminders = (_(text.DRAW_REMINDER), _(text.EMPTY_HAND_DRAW))
        for item in self.app.announcer.queue.pending():
            if item.scene is self and item.kind == PROMPT and item.text in reminders and item.state == "queued":
                self.app.announcer.take_back(item)
