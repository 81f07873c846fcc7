"""A table's online side shared by both games: the game going on under the table menu or help,
the turn timer's words, what was missed during a drop, watching a table (skipping to the
present, the moves made before one came), who is at the table, and its chat line.

A part of :class:`~game.scenes.card_table.CardTable` (its fields are set in
``CardTable.__init__``: ``_timer_words``, ``_turn_told_at``, ``_turn_notice``, ``_quiet_resume``,
``recorded_told``, ``recorded_before``); the game's own online side is its table's
(:mod:`game.counting.scenes.table_online`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from ..engine.events import Event
from ..i18n import _, ngettext
from ..input.keys import KeyTable, key_label
from ..net.protocol import HEARD_WAIT
from ..speech.queue import EVENT, NOTICE, PROMPT
from ..table import online_text, remote
from ..ui.animation import Animations
from .line_hold import LineHold
from .paused_turn import TURN_COVER_GRACE, PausedTurn
from .table_chat import bind_chat, open_chat_line

if TYPE_CHECKING:
    from ..engine.perspective import Perspective
    from ..speech.queue import Utterance
    from ..table.local import LocalSession
    from .online_waiting import WaitingLine

CATCH_UP_SAID = 4
"""Back at an online table after a drop, at most this many messages of what happened meanwhile
are said (the last ones); the older ones are counted and kept in the history."""


ACT_SECONDS = 5.0
"""Back at an online table on one's own timed turn whose clock already runs, the seconds kept for
the player to act once the turn line was heard (:meth:`~OnlineTable.shorten_held_moves`)."""
WARNING_USEFUL = 1.0
"""The turn timer's warning is not said when fewer seconds than this are left once it could
begin (it would end after the time ran out): the time running out is said next."""
WARNING_CUT_IN = 2.0
"""The turn timer's warning that comes while a long answer to the player's own key is said (the
advice, the hand, a help line, a status key's answer) cuts in when the rest of that answer would
take more than this many seconds (waiting would eat a real share of the time), and the rest is
said after it, from the sentence cut (:meth:`game.speech.queue.SpeechQueue.say_before_answer`;
found by a tester by ear: the advice, 9.9 s long, and the first warning came with 2 s left)."""

OWN_CHAT_WAIT = 2.0
"""Seconds at most the table's lines held under the chat line wait, once Enter sent the line,
for the server to send it back ("You say: hi all", the answer to that Enter): said before them,
they are said once, after it (:meth:`~OnlineTable.words_held`; found by a tester by ear: "Ben has
bid.", held under the chat line, began as it closed, was cut by "You say: hi all" and said
again after it, twice in the log and the transcript)."""


class OnlineTable(PausedTurn):
    """The online table's keys and words, a mixin of :class:`~game.scenes.card_table.CardTable`."""

    session: LocalSession
    over: bool
    anims: Animations
    line_hold: LineHold
    recorded_told: bool
    recorded_before: int
    watched_batches: list[tuple[list[Event], list[Any]]]
    _timer_words: list[Any]
    _waiting: WaitingLine
    _turn_warning_due: float | None
    _turn_deadline: float | None
    _turn_ends_at: float | None
    _turn_clock_from: float | None
    _turn_warning_said: Any
    _turn_warning_again: bool
    _turn_warning_after: Any
    _turn_told_at: int | None
    _turn_notice: tuple[int, Any] | None
    _turn_notice_at: float | None
    _vital_lines: Any
    _quiet_resume: bool
    _ran_out_covered: bool
    _focus_prompt: tuple[Any, Callable[[], str]] | None
    online: bool
    spectating: bool
    seat: int
    me: Perspective

    # ----------------------------------------------------------------- online: the table under a menu
    def tick_covered(self, dt: float) -> None:
        """Called by the app every step while another scene (the table menu, help, options)
        covers this table. Online the game goes on: the updates are taken (the table keeps what
        they say, held until it is on top again, then says it in order before where the game
        stands: :meth:`resume`); when one makes it this seat's turn, the turn is told over the
        cover (not over the chat line, which is written quickly), as a notice: "Your turn at
        the table: 30 seconds." (with a turn timer) or "Your turn at the table.", once ("Your
        turn again at the table: ..." when a turn of this seat ran out under the same cover); it
        counts as heard a little later, the cover still open (:meth:`turn_unheard`), so that
        the server's clock starts then."""
        if not self.online or self.spectating:
            return
        self.session.poll(dt)
        self.track_turn_clock()
        self.tick_held_turn()  # (the trick game's deal summary covers the table)
        if self.app.top is not self:
            self.tick_turn_warning()  # (said over the cover: remote_timer_notice)
        if self.app.top is self or self.over or self._quiet_resume:
            return  # (under the chat line the turn is said as it comes once the line is sent or cancelled)
        seq = self.session.turn_not_reported()
        if seq is None or seq == self._turn_told_at or not self.focus_prompt() \
                or (self._turn_seconds() and self.paused_turn()):  # (the pause tells it: tick_held_turn)
            return
        self._turn_told_at = seq
        seconds = (self.session.summary or {}).get("turn_timer")
        self._void_timer_words()
        said = self.app.announcer.say(online_text.turn_over_cover_text(seconds, again=self._ran_out_covered),
                                      kind=NOTICE)
        self._ran_out_covered = False
        self._timer_words.append(said)
        self._turn_notice = (seq, said)
        self._turn_notice_at = self.app.announcer.queue.now

    def remote_timer_notice(self, what: str, text: str, deadline: float | None = None) -> None:
        """This seat's turn timer spoke (``what``: ``turn_warning``, ``timed_out``; ``text``:
        its sentence; ``deadline``: for a warning, when the turn runs out, :func:`game.table.remote.clock`).
        A warning ("4 seconds left for your turn.") is true only while it is said at once: at the
        table, and over the table menu or help (the app's own notice then), once the line being
        said when it came has ended or a long answer to the player's key was cut for it
        (:meth:`tick_turn_warning`), its seconds worked out then from ``deadline`` (found by ear:
        "4 seconds left" said behind an answer with 0.9 s left; over help "10 seconds left" with
        5 left), as a notice (said whole: the answer to a key pressed in it follows it); without
        a ``deadline`` it is said as it comes; either is withdrawn, never said, once the
        turn ends (:meth:`remote_moved`, the time ran out) or the table is back on top
        (:meth:`resume` says where the game stands). The time running out ("Your time ran out:
        ...") is said in order with the moves at the table, over the menu when covered; an
        answer to the player's own key being said when it comes is cut at once for it, its rest
        never said (:meth:`game.speech.queue.SpeechQueue.cut_answer`: the turn it spoke of is gone)."""
        if not text:
            return
        self._void_timer_words()
        covered = self.app.top is not self
        if what == "timed_out" and covered:
            self._ran_out_covered = True  # (the next turn told over this cover is "again")
        if what == "turn_warning" and deadline is not None:
            self._turn_ends_at = deadline  # (over the table menu too: a key kept back at the table acts in time)
        if what == "timed_out":
            self._turn_ends_at = None
            # a key kept until what it acts on was heard acted on a turn a computer now plays for
            # the player: it is dropped, unsaid ("Your time ran out: ..." tells it; found by a
            # tester by ear: Enter kept in the premium choice got "Your key did nothing: the last
            # moves are still being said. ..." after the time-out, an answer about others' moves)
            self.drop_kept_key()
            self.held_turn_ended()  # (the next turn that comes in a pause is told anew)
            # a refusal still waiting told what to do on a turn a computer now plays for the
            # player (found by a tester by ear: "Nothing to draw now: you draw after playing a
            # card." after "Your time ran out: ..."): untrue, dropped as the player's own move drops it
            self.app.announcer.queue.drop_advice(self)
            # so is a prompt of this table still waiting: the turn line, or the line a key's
            # answer cut early and put back to be said after it (its short reminder, the bid
            # prompt), spoke of the turn that is gone (found in a read-through: T 0.3 s into the
            # line on coming back from help, the time running out during T's answer, and "Choose
            # 3 bid cards. ..." said after "Your time ran out: ...")
            self.app.announcer.queue.drop_prompts(self)
        if what == "turn_warning":
            if deadline is not None:
                self._turn_deadline = self._turn_warning_due = deadline
                self._turn_warning_after = self.app.announcer.queue.last_begun()
                self.tick_turn_warning()
                return
            said = self.app.announcer.say(text, kind=NOTICE) if covered else self.say(text, kind=PROMPT, timed=True)
            self._timer_words.append(said)
        elif what == "timed_out" and self.app.announcer.queue.cut_answer(
                self.app.top if covered else self,
                (lambda: self.app.announcer.say(text, kind=NOTICE)) if covered else
                (lambda: self._say_time_out(text)),
                untrue=None if covered or self._focus_prompt is None else self._focus_prompt[0]) is not None:
            # an answer to the player's own key being said (the hand, the advice, a status answer,
            # a help line over the table) spoke of the turn that is gone: cut at once for it, its
            # rest never said (found by a tester by ear: H right after "10 seconds left for your
            # turn.", the hand, 13 s, ran on and the time-out came about 5 s late; the player
            # can ask again); still after the other players' moves waiting. The turn line being
            # said is cut so too: the turn it tells is gone (found by a tester by ear: back from
            # help after the warning, the line named the card Enter plays after the time ran out)
            pass
        elif covered:
            self.app.announcer.say(text, kind=NOTICE)
        else:
            # one's own time ran out, in order with the moves (``lasting``, as a word about the
            # people): a key that plays pressed before it was heard waits for it as for a move
            # (a gist, ""), and its answer comes after it, never before (found by a tester by
            # ear: "Not your turn. Anna plays next." then "Your time ran out: ..."; C-22, T-28)
            self._say_time_out(text)

    def _say_time_out(self, text: str) -> Utterance | None:
        """Say one's own time running out at the table, in order with the moves (``lasting``, as a
        word about the people; :meth:`remote_timer_notice`)."""
        said = self.say(text, kind=EVENT, lasting=True, gist="")
        if said is not None:
            self._time_outs.add(said)
        return said

    def tick_turn_warning(self) -> None:
        """Online, every frame, at the table or under the cover over it (the table menu, help,
        the deal summary: :meth:`tick_covered`, where it is the app's own notice and goes before
        the answers to the keys of the scene on top): the turn timer's warning waiting
        (:meth:`remote_timer_notice`) is said once the line being said when it came has ended,
        with the seconds left then ("1 second left for your turn."): after the other players'
        moves still waiting, but not after key after key of the player's own (the answer to a
        newer key goes after it, :meth:`game.speech.queue.SpeechQueue.say_before_answer`: found
        by ear, a bidder's arrows and marks kept it unsaid until the time ran out; over F1 help,
        a line read with Down after it was due). That line, when it is a long answer to the
        player's own key (the advice, the hand, a help line, a status answer) whose rest would
        take more than :data:`WARNING_CUT_IN` seconds, is not waited for: the warning cuts in,
        the rest said after it from the sentence cut (found by a tester by ear: the advice, 9.9 s,
        kept it until 2 seconds were left). It is
        dropped when less than
        :data:`WARNING_USEFUL` seconds are left (the time running out is said next) or this seat's
        move was sent meanwhile. It is said as a notice: a key's answer that comes before most
        of it was said (:data:`game.speech.queue.HEARD_FRACTION`) waits until it ends and
        follows it (found by ear: "7 seconds left for your turn." cut 0.17 s in by the answer to
        Space marking a bid card, said again only after two more answers, 6 s later, with 1
        second left, and cut again: the player never learned their time was nearly out, T-6).
        One cut all the same before most of it was said (a second key pressed while the first
        one's answer waits behind it: the player presses on) is said again right after that key's answer while the turn
        is still this seat's, its seconds worked out anew, as the draw warning is (C-8), once,
        whole (:attr:`game.speech.queue.Utterance.kept_whole`: the keys pressed in it wait for
        it; found by a tester by ear: "10, 9, 7 seconds left" within 3 s while marking bid
        cards); not after Ctrl (nothing follows the cut: the player silenced speech)."""
        said = self._turn_warning_said
        if said is not None and not said.pending:
            self._turn_warning_said = None
            if self.app.announcer.queue.cut_early(said) and self.app.announcer.speech_busy() \
                    and self._turn_deadline is not None and not said.kept_whole \
                    and self._still_to_act():
                self._turn_warning_due = self._turn_deadline
                self._turn_warning_again = True
                self._turn_warning_after = self.app.announcer.queue.last_begun()  # (the key's answer)
        due = self._turn_warning_due
        if due is None:
            return
        left = due - remote.clock()
        if left < WARNING_USEFUL or not self._still_to_act():
            self._turn_warning_due = self._turn_deadline = None
            return
        queue = self.app.announcer.queue
        covered = self.app.top is not self  # (said over the cover, before the keys' answers there)
        text = online_text.turn_warning_text(int(round(left)), way_back=covered and self.escape_comes_back())
        keys_of = self.app.top if covered else self
        say = (lambda: self.app.announcer.say(text, kind=NOTICE)) if covered else \
            (lambda: self.say(text, kind=NOTICE))
        if not self.app.announcer.speech_busy():
            said = say()
        else:
            # the line being said when it came: waited for, unless it is a long answer to the
            # player's own key (cut, its rest said after the warning); a newer key's answer:
            # the warning goes first, that answer after it
            after = queue.last_begun() is self._turn_warning_after
            if after and self._turn_warning_again:
                return  # (said again after the answer to the key that cut it: that answer is heard)
            longer_than = WARNING_CUT_IN if after else None
            said = queue.say_before_answer(keys_of, say, longer_than=longer_than)
            if said is None:
                return
        if self._turn_warning_again and said is not None:
            said.kept_whole = True  # (said again: whole, once)
        self._turn_warning_due, self._turn_warning_again = None, False
        self._timer_words.append(said)
        self._turn_warning_said = said

    def escape_comes_back(self) -> bool:
        """True when the scene over this table is a menu Escape closes, back to the table (the
        table menu: :attr:`game.scenes.base.Scene.escape_closes`; F1 help says Escape closes it
        on its first line)."""
        scenes = self.app.scenes
        return len(scenes) >= 2 and scenes[-2] is self and bool(getattr(scenes[-1], "escape_closes", False))

    def with_turn_timer(self, opening: str) -> str:
        """A table's opening line with, online at a table that has a turn timer, its sentence
        after it: "... Manual draw: Space draws, 5 seconds to draw. Turn timer: 30 seconds a turn;
        then a computer player plays for you." (found by ear: a player who joined never heard the
        limit until its first warning)."""
        if not self.online:
            return opening
        timer = online_text.turn_timer_text((getattr(self.session, "summary", None) or {}).get("turn_timer"),
                                            spectator=self.spectating)
        return f"{opening} {timer}" if timer else opening

    def _still_to_act(self) -> bool:
        """This seat still has to act (no move of its own sent: the turn timer's warning holds) in
        the newest update: one held while the table pauses (:meth:`tick_held_turn`) too."""
        if getattr(self.session, "_pending_action", False):
            return False
        held = self.session.held_view() if self.online else None
        return self._to_act_in(held if held is not None else self.session.view())

    def _to_act_in(self, view: Any) -> bool:
        """This seat is to act in ``view`` (the trick game's ``to_act``, else the turn)."""
        to_act = getattr(view, "to_act", None)
        if to_act is not None:
            return self.seat in to_act
        return getattr(view, "turn", None) == self.seat

    def remote_moved(self) -> None:
        """An update is handed over: what the turn timer said of the turn before, still waiting,
        is no longer true (:meth:`_void_timer_words`), nor is the line saying who the table waits
        for (:mod:`.online_waiting`)."""
        self._void_timer_words()
        self._waiting.moved(self.app.announcer)
        if not self._still_to_act():
            self._turn_ends_at = None  # (the turn ended; the next one has its own clock)

    def turn_seconds_left(self) -> float | None:
        """Online, on this seat's turn with a turn timer: the seconds left before the time runs
        out, as the turn timer's warning told (said at the table or over the table menu) or as
        coming back from a cover worked it out (:meth:`resume_turn_seconds_left`); None when not
        known (no warning yet, no timer, offline) or the seat has acted. A key kept until what it
        acts on was heard acts at once when waiting longer would let the time run out first
        (:meth:`~game.scenes.card_table.CardTable.act_kept_key`)."""
        if not self.online or self.spectating or self._turn_ends_at is None or not self._still_to_act():
            return None
        return self._turn_ends_at - remote.clock()

    def track_turn_clock(self) -> None:
        """Online, every frame (at the table or under a cover): on this seat's timed turn, note
        when the server's clock started, about: the first frame where every update received
        was handed to the table and reported heard while the seat is to act (the server starts
        a turn's clock when its ``heard`` reaches the table's last update); cleared once the
        turn ends (the seat's move sent, the time ran out) or is not this seat's. Read by
        :meth:`estimated_turn_seconds_left`."""
        if not self.online or self.spectating or not self._turn_seconds() or not self._still_to_act():
            self._turn_clock_from = None
            return
        if self._turn_clock_from is None and self.session.held_view() is None \
                and self.session.turn_not_reported() is None:
            self._turn_clock_from = remote.clock()

    def estimated_turn_seconds_left(self) -> float | None:
        """Online, on this seat's timed turn: the seconds left as the warning told them
        (:meth:`turn_seconds_left`), else as worked out from when the turn was reported heard
        (:meth:`track_turn_clock`) and the table's turn timer (the way to the server aside);
        None when neither is known."""
        left = self.turn_seconds_left()
        seconds = self._turn_seconds()
        if left is not None or self._turn_clock_from is None or not seconds or not self._still_to_act():
            return left
        return max(0.0, self._turn_clock_from + seconds - remote.clock())

    def _void_timer_words(self) -> None:
        """Withdraw the turn timer's words still waiting (never said: no longer true)."""
        for said in self._timer_words:
            if said is not None:
                self.app.announcer.withdraw(said)
        self._timer_words = []
        self._turn_warning_due = self._turn_deadline = self._turn_warning_said = self._turn_warning_after = None
        self._turn_warning_again = False

    # ----------------------------------------------------------------- online: back from a cover
    def cover_turn_seconds_left(self) -> float | None:
        """Online, back from the table menu or help (before :meth:`resume` forgets the notice) on
        one's own timed turn that was told over the cover ("Your turn at the table: 20
        seconds.") and already counts as heard (:data:`TURN_COVER_GRACE` after the notice was
        heard: the server's clock runs): about how many seconds of it are left (the turn
        timer's from then, what the way to the server adds aside). None when the clock does
        not run yet (the moves held and the turn line are waited for), there is no turn timer,
        or it is not this seat's turn."""
        if not self.online or self.spectating or self._turn_notice is None:
            return None
        notice, seconds = self._turn_notice, (self.session.summary or {}).get("turn_timer")
        if not seconds or notice[0] != self._turn_told_at or self.session.turn_not_reported() is not None \
                or not self._still_to_act():
            return None
        said = notice[1]
        ended = None if said is None else (said.done_at if said.done_at is not None else said.cut_at)
        if ended is None:
            return None
        started = ended + TURN_COVER_GRACE
        now = self.app.announcer.queue.now
        return None if now < started else max(0.0, float(seconds) - (now - started))

    def resume_turn_seconds_left(self) -> float | None:
        """Back from the table menu or help on one's own timed turn told over it: about how many
        seconds of the turn are left (:meth:`cover_turn_seconds_left` once its clock runs); back
        within the grace (the clock waits for the held moves and the turn line to be heard),
        those the server's fallback leaves at most: it starts the clock anyway
        :data:`~game.net.protocol.HEARD_WAIT` seconds after the turn came (the notice), so the
        seconds left are those of the wait still to run and the whole turn (found by a tester by
        ear: back within the grace, 28 s of held lines said whole, and the clock started while
        they were said). None when neither applies."""
        left = self.cover_turn_seconds_left()
        if left is not None:
            return left
        notice, seconds = self._turn_notice, self._turn_seconds()
        if not self.online or self.spectating or notice is None or not seconds or self._turn_notice_at is None \
                or notice[0] != self._turn_told_at or self.session.turn_not_reported() != notice[0] \
                or not self._still_to_act():
            return None
        waited = self.app.announcer.queue.now - self._turn_notice_at
        return max(0.0, HEARD_WAIT - waited) + seconds

    def in_time_resume_words(self, words: Callable[[], str]) -> Callable[[], str]:
        """Back from the table menu or help on one's own timed turn whose seconds left are known
        (:meth:`estimated_turn_seconds_left`: a warning told them, over the cover or before it,
        or the turn was told over the cover, or reported heard at the table): ``words`` (the
        line on coming back, :meth:`resume_words`) when it and :data:`ACT_SECONDS` to act fit in
        them after the line being said and the lines kept to be said (the other players' moves
        held may go to the history: :meth:`shorten_held_moves`); else the short line, the
        seconds left first, worded when it is said: "4 seconds left for your turn. Choose 3 bid cards. H reads your hand; focus: 8
        of spades." (:meth:`short_turn_words`; T-6, C-23, T-28, T-29); where even it and
        :data:`ACT_SECONDS` do not fit, the shortest, "4 seconds left for your turn. Focus: 7 of
        spades." (:meth:`shortest_turn_words`). Found by a tester by ear: back from help after the
        10-second warning, the 8 to 11 seconds of the line on coming back named the card Enter
        plays after the time had run out; back from help before the warning with 15 s left, the
        line took 15.6 s and the time ran out in it; back with 7 s left, the short line took 5.8
        s, and with 4 s left 6.4 s ("4 seconds left for your turn. Play from the dummy. The dummy
        leads. Focus: 7 of spades.": the time ran out before the card was named)."""
        left = self.estimated_turn_seconds_left()
        if left is None or not self.focus_prompt():
            return words
        queue = self.app.announcer.queue
        before = queue.seconds_to_end(self, any_scene=True) + self._seconds_kept_before_turn()
        if before + queue.expected_seconds(words()) + ACT_SECONDS <= left:
            return words
        # the short line, or where even it and the time to act do not fit, the shortest
        warning = online_text.turn_warning_text(max(1, int(left)))
        shortest = before + queue.expected_seconds(f"{warning} {self.short_turn_words()}") + ACT_SECONDS > left

        def short() -> str:
            turn = self.shortest_turn_words() if shortest else self.short_turn_words()
            seconds = int((self.estimated_turn_seconds_left() or 0) - self._seconds_before_line())
            return f"{online_text.turn_warning_text(seconds)} {turn}" if turn and seconds >= 1 else turn

        short.short_of_time = True  # type: ignore[attr-defined]  (Enter early in it is kept: _keep_for_turn_line)
        return short

    def _kept_before_turn(self) -> list[Any]:
        """The table's lines waiting that are said before the turn line whatever the time left:
        not a move held meanwhile that may go to the history (:meth:`shorten_held_moves`), nor a
        prompt (the turn line replaces it), so the bid laid aside for the player and the lines
        of their own doing (the new round's first line after their Enter, still waiting behind a
        notice: found by ear, not counted, 2 s were left after the turn line)."""
        return [item for item in self.app.announcer.queue.waiting(self, every_kind=True)
                if item.kind != PROMPT and (item in self._vital_lines or item.kind != EVENT or item.own
                                            or item.reminder)]

    def _seconds_kept_before_turn(self) -> float:
        """Seconds the lines of :meth:`_kept_before_turn` take."""
        queue = self.app.announcer.queue
        return sum(queue.expected_seconds(item.text) for item in self._kept_before_turn())

    def _seconds_before_line(self) -> float:
        """About how many seconds pass before a line of this table said now begins: the rest of
        the one being said and the events waiting before it (the moves held meanwhile kept, the
        new round's first line), so that the short turn line says the seconds left when it is
        heard (found by ear: "12 seconds left for your turn." said after the 3-second round
        line with 9 s left)."""
        queue = self.app.announcer.queue
        waiting = sum(queue.expected_seconds(item.text) for item in queue.waiting(self, every_kind=True)
                      if item.kind != PROMPT)
        return queue.seconds_to_end(self, any_scene=True) + waiting

    def short_turn_words(self) -> str:
        """The turn line when little of a timed turn is left (:meth:`in_time_resume_words`):
        :meth:`focus_prompt` (the counting table leaves the hand out, C-23)."""
        return self.focus_prompt()

    def shortest_turn_words(self) -> str:
        """The turn line when even :meth:`short_turn_words` and :data:`ACT_SECONDS` to act do not
        fit in what is left of a timed turn (:meth:`in_time_resume_words`): here the same; the
        trick table's names only the card Enter plays ("Focus: 7 of spades.", T-29)."""
        return self.short_turn_words()

    def shorten_held_moves(self, left: float, words: Callable[[], str] | None = None) -> None:
        """Back at the table on one's own turn with ``left`` seconds of its clock
        (:meth:`cover_turn_seconds_left`): the other players' moves held under the cover are said
        whole when they, the turn line (:meth:`resume_words`) and :data:`ACT_SECONDS` to act fit
        in ``left`` (at the speaking rate measured, else the estimate), after what is left of the
        table's line being said (after a pause: the new round's first line; found by a tester by
        ear: not counted, 3 s were left after the turn line) and the bid a computer laid aside
        for the player, which is always said (found by a tester by ear: "Laid aside for you: ...
        Your bid is 2." sent to the history unheard; the card a computer played for them is not
        kept: found by a re-tester, with it the time ran out as the turn line ended); else the
        newest that fit stay to be said, the older go to the history unsaid, and one short
        sentence before the first line still to be said counts them ("3 earlier messages in the
        history (Page Up).", :func:`~game.table.online_text.held_to_history_text`; when not even
        that sentence fits, every held line goes, said nothing of: found by a tester by ear, the
        11-second trick turn line after it left 3 s), so that the turn line comes in time
        (found by testers by ear: 28 s of held moves before the turn line of a 20-second turn,
        and the time ran out as it ended; back 13 s after "Your turn at the table: 20
        seconds.", 10 s of held moves and the 8-second turn line left nothing of the turn)."""
        queue = self.app.announcer.queue
        kept = self._kept_before_turn()
        held = [item for item in queue.waiting(self) if item not in self._vital_lines]
        lengths = [queue.expected_seconds(item.text) for item in held]
        line = (words or self.resume_words())()
        room = (left - queue.seconds_to_end(self, any_scene=True) - queue.expected_seconds(line) - ACT_SECONDS
                - sum(queue.expected_seconds(item.text) for item in kept))
        if not held or sum(lengths) <= room:
            return
        room -= queue.expected_seconds(online_text.held_to_history_text(len(held)))
        keep_from = len(held)
        if room < 0:  # not even the count fits: every held line goes to the history, said nothing of
            for item in held:
                self.app.announcer.withdraw(item, untrue=False)
            return
        for index in range(len(held) - 1, -1, -1):
            room -= lengths[index]
            if room < 0:
                break
            keep_from = index
        older = held[:keep_from]
        if not older:
            return
        # the count goes where the lines it counts were: before the first line of the table still
        # to be said after them, a kept move, else the turn prompt held with them, which the turn
        # line said now replaces (found by a tester by ear: that prompt began first, and the turn
        # was said twice); after a line before them still waiting (the new round's first, behind
        # a notice: found by ear, "4 earlier messages ..." said before "Round 2. ...")
        waiting = queue.waiting(self, every_kind=True)
        after = waiting[waiting.index(older[-1]) + 1:] if older[-1] in waiting else waiting
        with queue.pump_held():  # (the count goes first: nothing of the table begins meanwhile)
            for item in older:
                self.app.announcer.withdraw(item, untrue=False)
            said = self.say(online_text.held_to_history_text(len(older)), kind=EVENT)
            queue.move_before(said, next((item for item in after if item is not said), None))

    # ----------------------------------------------------------------- online: back after a drop
    def _catch_up(self, messages: list[Any]) -> list[Any]:
        """What happened while the player was away from an online table, in short: the messages
        without their prompts; beyond the last :data:`CATCH_UP_SAID`, the older ones go to the
        history unsaid and one sentence says how many there are (Page Up reads them)."""
        messages = [message for message in messages if not getattr(message, "prompt", False)]
        before, self.recorded_before = self.recorded_before, 0
        if len(messages) <= CATCH_UP_SAID:
            if before:
                self.say_recorded(before)
            return messages
        older, messages = messages[:-CATCH_UP_SAID], messages[-CATCH_UP_SAID:]
        for message in older:
            self.app.announcer.record(message.text)
        self.say_recorded(before + len(older))
        return messages

    def say_recorded(self, count: int) -> None:
        """Say that ``count`` (> 0) messages of what a player back at an online table missed
        went to the history unsaid: "While you were away: 33 earlier messages, in the history (Page
        Up).", said after them; a second time in the same return (:attr:`recorded_told`: the next
        round's or deal's moves, said after Enter closed the last one's end): "Also while you were
        away: 6 earlier messages, in the history (Page Up)."."""
        if self.recorded_told:
            line = ngettext("Also while you were away: {count} earlier message, in the history (Page Up).",
                            "Also while you were away: {count} earlier messages, in the history (Page Up).",
                            count)
        else:
            line = ngettext("While you were away: {count} earlier message, in the history (Page Up).",
                            "While you were away: {count} earlier messages, in the history (Page Up).", count)
        self.recorded_told = True
        self.say(line.format(count=count), kind=EVENT)

    # ----------------------------------------------------------------- online: watching and chat
    seat_may_go_out = False
    """True for a game where a seated person may go out and watch the rest (the counting game,
    C-18): J is bound at their online table too, acting and listed in F1 only while they are out
    (:meth:`follows_game`)."""

    def online_keys(self, keys: KeyTable) -> KeyTable:
        """``keys`` with the online table's own: M, the table's chat line; W, who is at the
        table; at a table one watches, or at one's seat where one may go out and watch
        (:attr:`seat_may_go_out`), J skips to the present (no table key of either game uses M,
        W or J)."""
        if self.online:
            bind_chat(keys)
            keys.bind("people", online_text.PEOPLE_KEY, pygame.K_w)
        if self.spectating or (self.online and self.seat_may_go_out):
            keys.bind("catch_up", online_text.CATCH_UP_KEY, pygame.K_j)
        return keys

    def follows_game(self) -> bool:
        """True while one follows a game one takes no part in, as the people playing it go on
        without waiting: a spectator, or a person out of the counting game at their seat (C-18)
        while it goes on (:meth:`~game.table.remote.RemoteSession.follows_ear`). J then skips to
        the present, and F1 lists it (found by a tester by ear: out and watching, no J)."""
        if self.spectating:
            return True
        follows = getattr(self.session, "follows_ear", None)
        return self.online and callable(follows) and bool(follows())

    def help_left_out(self) -> tuple[str, ...]:
        """F1 leaves out J (bound at the seat of a game one may go out of) while one plays
        (:meth:`follows_game`)."""
        return () if self.follows_game() else ("catch_up",)

    def say_people(self) -> None:
        """W at an online table: every seat as a sentence ("Ben, person, the host. Anna, computer
        player. Ana (you), person."), then who watches (:meth:`people_words`)."""
        self.say(self.people_words(), interrupt=True)

    def people_words(self) -> str:
        """W's answer at an online table, at the table or on the trick game's deal summary
        (:class:`game.tricks.scenes.summary.DealSummary`): who sits where, as the table's
        summary has it now (:func:`game.table.table_people.people_text`)."""
        from ..table.table_people import people_text
        link_name = getattr(getattr(self.session, "link", None), "name", None)
        return people_text(self.session.summary, self.session.seat, link_name if isinstance(link_name, str) else None,
                           me=self.me)

    def catch_up(self) -> None:
        """J at a table one watches: the moves not yet said are skipped (what is being said is
        cut): "12 moves skipped." and where the game stands now; "Nothing to skip: you are up to
        date." when none waits; the end of a round or deal being said is never cut, the skip
        follows it (:meth:`~game.table.remote.RemoteSession.result_unheard`); during a pause
        between rounds, what the pause says. A person out of the counting game (C-18) who
        follows it on has J as a spectator does (:meth:`follows_game`); still playing, J has no
        action: "No action for J. F1 lists the keys."."""
        if not self.follows_game():
            from .base import NO_ACTION
            self.say(_(NO_ACTION).format(key=key_label(pygame.K_j)), interrupt=True, cue="refused")
            return
        waiting = self.session.waiting_updates()
        skipped = self.session.catch_up()
        if skipped is None:
            self.say(self.intro(), interrupt=True)
        elif skipped == 0 and waiting and not self.session.result_unheard():
            self.app.announcer.stop()  # the end of a round comes next: said now, as it came
        elif skipped == 0:
            self.say(_(online_text.UP_TO_DATE), interrupt=True)

    def track_skipped(self, events: Sequence[Event]) -> None:
        """Keep what the table remembers of the game (premiums, outs...) up to date through
        events skipped unsaid (default: nothing)."""

    def remote_skipped(self, events: Sequence[Event], moves: int, notices: Sequence[str], situation: bool,
                       interrupt: bool) -> None:
        """A spectator skipped to the present (:meth:`game.table.remote.RemoteSession.catch_up`):
        ``events`` are not said (nor animated) but remembered; then "12 moves skipped.", the
        ``notices`` that came meanwhile, and, when ``situation``, where the game stands now
        (said as events: the next update waits until they were heard). ``interrupt``: J was
        pressed: what was being said is cut first; the moves handed over before it and not yet
        heard whole (:meth:`cut_unheard`) count as skipped too, so that where the game stands
        says what they told (T-17, T-29: J during deal 1's end, its headline and "Deal 2. Dan
        deals. Trumps: spades. ..." cut unheard, then "Deal 2. On the table: ..." named neither
        the trumps nor the scores; found by ear)."""
        cut: list[Event] = []
        if interrupt:
            cut = self.cut_unheard()
            self.app.announcer.stop()
        self.anims.clear()
        self.line_hold.clear()  # (what was being said is cut: the game now is drawn)
        self.track_skipped(events)
        self.mark_dirty()
        if moves:
            self.say(online_text.skipped_text(moves), kind=EVENT)
        for notice in notices:
            self.say(notice, kind=EVENT)
        said = self.watch_situation(cut + list(events)) if situation else ""
        if said:
            self.situation_said(self.say(said, kind=EVENT))

    def situation_said(self, line: Any) -> None:
        """``line``, where the game stands said to a spectator after a skip or on coming
        (:meth:`remote_skipped`, :meth:`remote_joined`), tells no move: a status key answers at
        once, cutting it as it cuts the table's opening words (:attr:`opening_words`), and the
        line cut before most of it was heard is said whole right after the answer (found by a
        tester by ear: T 10 s into the 17-second "Deal 4. On the table: ..." waited behind it, S
        then replaced that answer, never said; K was answered 8 s late; T-28, C-22)."""
        if line is not None:
            self.opening_words = [item for item in self.opening_words if item.pending] + [line]

    def watch_batch(self, events: Sequence[Event], lines: Sequence[Any]) -> None:
        """At a table one watches, ``events`` were handed over and said as ``lines`` (their
        :class:`~game.speech.queue.Utterance` each): kept while any of them is still to be heard,
        for :meth:`cut_unheard`."""
        self.watched_batches = [(said, heard) for said, heard in self.watched_batches
                                if any(line.pending for line in heard)]
        self.watched_batches.append((list(events), list(lines)))

    def cut_unheard(self) -> list[Event]:
        """The events handed over at a table one watches whose words are not all heard yet
        (being said or waiting; J is about to cut them): every event of such an update, in
        order. Forgets them."""
        cut = [event for events, lines in self.watched_batches if any(line.pending for line in lines)
               for event in events]
        self.watched_batches = []
        return cut

    def remote_joined(self, events: Sequence[Event], notices: Sequence[str], situation: bool,
                      interrupt: bool = False, before: Sequence[Event] = ()) -> None:
        """A spectator new at a game under way has heard the table's opening words
        (:meth:`game.table.remote.RemoteSession._join`): ``events`` (the game as it was, and the
        moves made while the words were said) are not said but remembered; then, when
        ``situation``, where the game stands now (:meth:`watch_situation`), then the ``notices``
        that came meanwhile; all said as events, so the moves that follow wait until they were
        heard. Nothing is said to be skipped: the spectator was not following yet. ``before``:
        the last moves made before the spectator came (the ``sync``'s, among ``events``): kept
        in the history unsaid, each marked as earlier (:meth:`record_earlier`). ``interrupt``:
        J was pressed during the opening words, which are cut first."""
        if interrupt:
            self.app.announcer.stop()
        self.anims.clear()
        self.line_hold.clear()
        self.track_skipped(events)
        self.record_earlier(before)
        self.mark_dirty()
        said = self.watch_situation(events, joining=True) if situation else ""
        if said:
            self.situation_said(self.say(said, kind=EVENT))
        for notice in notices:
            self.say(notice, kind=EVENT)

    def earlier_messages(self, events: Sequence[Event]) -> list[str]:
        """What ``events`` from before a spectator came say, as kept in their history (not the
        prompts; a game may leave out what its situation line says again)."""
        return [message.text for message in self.messages(events)
                if message.text and not getattr(message, "prompt", False)]

    def record_earlier(self, events: Sequence[Event]) -> None:
        """Keep what ``events`` (made before a spectator came) say in the history, unsaid, each
        marked as earlier: "Before you came: Ben: 2 of clubs. Total 42." (Page Up reads them)."""
        for line in self.earlier_messages(events):
            self.app.announcer.record(_(online_text.BEFORE_YOU_CAME).format(message=line))

    def watch_situation(self, skipped: Sequence[Event] = (), joining: bool = False) -> str:
        """Where the game stands, said to a spectator who comes to a game under way
        (``joining``) or skips the events ``skipped`` to the present (default: :meth:`intro`;
        each game adds what a newcomer, or one who skipped it, cannot know)."""
        return self.intro()

    def help_lines(self) -> list[str]:
        """F1: the keys; at a table one watches, what watching means first."""
        lines = super().help_lines()
        return [_(online_text.WATCHING_HELP)] + lines if self.spectating else lines

    def refuse_offline(self) -> bool:
        """A key that acts (plays, draws, opens a value choice, marks a bid card) at an online
        table whose connection is lost: "Not connected: wait until the connection is back." and
        True (the key does nothing, a value choice open stays open); False when connected, or
        locally. Keys that only ask (the total, the tokens, the hand) still answer."""
        if not self.online or self.spectating or getattr(self.session, "connected", True):
            return False
        self.refuse_again(_(online_text.OFFLINE))  # every acting key the same until the connection is back
        return True

    def away_text(self, seat: int | None) -> str:
        """Online, when the person at ``seat`` lost the connection and is not back: "Ben is away:
        their seat is held for 40 more seconds." ("Ben is away." when how long is not known);
        else ""."""
        away = getattr(self.session, "away", None)
        if away is None or seat is None or seat == self.seat:
            return ""
        is_away, seconds = away(seat)
        if not is_away:
            return ""
        from ..player_names import seat_name
        name = seat_name(self.me, seat)
        if seconds is None:
            return _(online_text.AWAY).format(name=name)
        return online_text.away_held_text(name, seconds)

    def refuse_watching(self) -> None:
        """A key that plays at a table one watches: "You are watching this table: you do not
        play here." (:meth:`refuse_again`: pressed again within
        :data:`~game.scenes.base.REFUSAL_REPEAT_SECONDS` of it, the refused cue alone)."""
        self.refuse_again(_(online_text.WATCHING_PLAY))

    def watching_table_text(self) -> str:
        """"You are watching table 3.": said first at a table one watches when its game was under
        way (the screen before it said it while waiting for the start otherwise), else ""."""
        if not getattr(self.session, "joined_in_play", False):
            return ""
        return _(online_text.WATCHING_TABLE).format(table=self.session.summary.get("id"))

    def leave_watching(self) -> None:
        """Escape at a table one watches: ``leave`` goes to the server and the lobby comes back on
        the same connection (the main menu when the table did not come from the lobby)."""
        if not self.session.leave_table():
            self.app.pop_to(self.app.scenes[0])

    def open_chat(self) -> None:
        """M: the table's chat line (:func:`~game.scenes.table_chat.open_chat_line`, sent by
        ``session.chat``: nothing while the connection is down). A line sent, the table's lines
        held under the chat line wait for it to come back (:meth:`words_held`)."""
        self._quiet_resume = True

        def send(line: str) -> bool:
            sent = bool(self.session.chat(line))
            if sent:
                self._own_chat_until = self.app.updates + round(OWN_CHAT_WAIT * 60)
            return sent

        open_chat_line(self.app, send)

    @property
    def words_held(self) -> bool:
        """True while the table keeps its own lines (:meth:`game.app.App.scene_speaks`): from
        the Enter that sent a chat line until that line came back from the server (or was
        refused), :data:`OWN_CHAT_WAIT` seconds at most. The lines the table held under the chat
        line (another's move: "Ben has bid.") then follow "You say: hi all", the answer to that
        Enter, said once each: begun as the chat line closed, they were cut by it and said
        again after it, twice in the on-screen log and the transcript (found by a tester by
        ear). A key's answer meanwhile is said at once, as ever."""
        until = getattr(self, "_own_chat_until", None)
        if until is None:
            return False
        if self.app.updates >= until:
            self._own_chat_until = None
            return False
        return True

    def own_chat_answered(self) -> None:
        """One's chat line came back from the server, or was refused: the table's lines held for
        it (:meth:`words_held`) are said from now."""
        self._own_chat_until = None

    def remote_chat(self, line: str, own: bool = False) -> None:
        """A chat line of the table (already a sentence with the sender's name): said as an
        event, in order, kept in the history; the player's own move does not drop it (``lasting``).
        ``own``: the player's own line, sent back by the server ("You say: hi"): the answer to
        the Enter that sent it, said at once, before the moves waiting (a move it cuts early is
        said again after it; found by ear: it came 20 s after Enter, after the turn line)."""
        if own:
            self.own_chat_answered()  # (before it: the lines held for it follow it)
            self.say(line, interrupt=True)
            return
        self.say(line, kind=EVENT, lasting=True)
