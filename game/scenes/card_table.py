"""What both game tables share: the computer players' timer, animations, speech of events, the
pause menu and the hand-off to the results.

A table plays one seat through a table session (:mod:`game.table`): it makes (or is given) its
session and calls ``super().__init__(app, session)``, then fills in the hooks:
:meth:`CardTable.cpu_due`, :meth:`CardTable.cpu_act`, :meth:`CardTable.messages`,
:meth:`CardTable.animate_event` and :meth:`CardTable.results_scene`. It reads the game only
through the session (its seat's view and events), never the full state. The rules, the keys and
what events mean stay in the game's own table.
"""

from __future__ import annotations

import time
import weakref
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from ..engine.events import Event
from ..engine.perspective import Perspective
from ..i18n import N_, _, ngettext
from ..input.keys import KeyTable
from ..speech.queue import EVENT, NOTICE, PROMPT
from ..table import online_text
from ..table.session import Refusal
from ..ui.animation import Animations
from .base import Scene
from .kept_key import ACT, GIVE_UP, MOVES, SPEECH_CHECK, TURN_LINE, WAIT, KeptKey, KeySlot
from .line_hold import LineHold
from .pause import pause_menu
from .table_chat import bind_chat, open_chat_line

if TYPE_CHECKING:
    from ..table.local import LocalSession
    from .host import Host

SETTLE_SECONDS = 1.0
"""After a new deal starts by the player's key, keys that act (play, draw) are held at least this
long: a second quick press (a double press is often half a second apart) made before the new
situation was heard never acts in it."""
CATCH_UP_SAID = 4
"""Back at an online table after a drop, at most this many messages of what happened meanwhile
are said (the last ones); the older ones are counted and kept in the history."""
KEY_GRACE_SECONDS = 1.0
KEY_GRACE_SHARE = 0.6
"""A key that acts pressed while the last unheard message is in its last :data:`KEY_GRACE_SECONDS`
(by its estimated length), or once :data:`KEY_GRACE_SHARE` of that estimate has gone by (the
estimate is rough; the share holds at any speech rate), is kept, not refused: it acts once that
message was heard to its end (a key pressed as "Enter: next round." ends), or is answered once
it shows it came earlier than that, whatever the speech rate: the message is still being said
more than :data:`KEY_GRACE_SECONDS` after the key, which came before :data:`KEY_GRACE_SHARE` of
the time said so far (a far slower or stuck engine). A key that plays pressed in one's own turn
line is kept by the same rule, measured on that line at the queue's measured speaking rate
(:meth:`CardTable._keep_for_turn_line`)."""
PROVE_AT_ONCE = 0.05
"""Seconds the frame waits, once, for the speech to answer the check a key that plays starts
(:meth:`CardTable._keep_until_speech_answers`): a working one answers within a millisecond or
so, and the key acts at once, as it always did; a speech that cannot tell whether it speaks is
checked once in its life (and again only when a call is stuck)."""
PROVE_WAIT = 0.5
"""Seconds (real time, as the speech's hang limit) a key that plays on the player's turn is kept
while the speech that was given the turn line shows it speaks (:meth:`CardTable.wait_for_speech`:
a speech that cannot tell whether it speaks answers a stop, in milliseconds when it works); not
answered by then, the key plays only the refused cue and never acts."""
SETTLE_SPEECH_CAP = 4.0
"""...and for as long as the new situation is still being spoken, but never longer than this
many seconds in all (Ctrl silences speech and so ends the hold)."""


WAIT_TURN = N_("{gist} Your key did nothing: press it again once your turn is said.")
WAIT_MOVES = N_("{gist} Your key did nothing: press it again once the moves are said.")
WAIT_END = N_("{gist} Your key did nothing: press it again once the round's end is said.")
WAIT_SAID = N_("Your key did nothing: the last moves are still being said. Press it again once they are said.")
WAIT_NONE = N_("{gist} Your key did nothing.")
"""A key that acts pressed before the moves it acts on were heard (:meth:`CardTable.wait_for_speech`);
:data:`WAIT_NONE`: one that will not act once they are heard either, and whose ordinary refusal
would tell an outcome still unheard ("Round over. ..." while the card that ended it is said)."""


def wait_text(gist: str | None, turn: bool, end: bool = False, end_text: str = WAIT_END) -> str:
    """The one answer to a key that acts pressed before the moves were heard: ``gist``, the
    newest move in short ("Anna just played: total 71."), then that the key did nothing and what
    to wait for: the player's turn (``turn``) or the moves; without a gist (a notice is being
    said), that the last moves are still being said; ``end``: the key acts on a round's end
    still being said ("Round 2 is over. Your key did nothing: press it again once the round's
    end is said."), in the words of ``end_text`` (untranslated, with ``{gist}``; the trick
    game's: "... once the deal's end is said.")."""
    if not gist:
        return _(WAIT_SAID)
    return _(end_text if end else WAIT_TURN if turn else WAIT_MOVES).format(gist=gist)


class CardTable(Scene):
    """Base of a game table: one seat's side of a game, played through a table session.

    Args:
        app: the app (:class:`~game.scenes.host.Host`).
        session: the table session (:class:`game.table.session.TableSession`; a local game's
            :class:`~game.table.local.LocalSession`); the table attaches itself as its seat's
            client (its speech paces the computer players).

    Attributes:
        session: the table session: the seat's view, events and refusals; the only way to the game.
        setup: the game's table setup (kept for "Play again"), the session's.
        focus: the focused slot of the hand shown.
        held: events held back until a pause between rounds or deals ends.
        over: the game has ended and the results are still to be shown.
        anims: the running :class:`Animations`.
    """

    end_wait = WAIT_END
    """What a key pressed before the end of a round (``end`` of :meth:`wait_for_speech`) waits
    for, untranslated: "... press it again once the round's end is said."."""

    def __init__(self, app: Host, session: LocalSession) -> None:
        self.session = session
        self.setup = session.setup
        self.focus = 0
        self.held: list[Event] = []
        self.over = False
        self._cpu_waiting = False
        self._wait_token = 0
        self._held_until = -1
        self._held_speaking_until = -1
        self._paced = 0.0  # seconds a due computer player has waited for speech so far
        self._gist: Any = None  # the answer of wait_for_speech, while it is said
        self._answers: list[str] = []  # the words of the answers to the moves still unheard
        self._waited: list[Any] = []  # the unheard events that answer was about
        self._outcomes: weakref.WeakSet[Any] = weakref.WeakSet()
        """Said events with a gist of their own (a round's end): while what led to them is still
        unheard, an early key is answered with that, never with the outcome first."""
        self._kept_key = KeySlot()
        """The one key kept until what it acts on was heard (:mod:`.kept_key`): pressed late in
        another player's move (:meth:`wait_for_speech`), late in one's own turn line
        (:meth:`_keep_for_turn_line`), or while a speech answers a check
        (:meth:`_keep_until_speech_answers`); it acts at update (:meth:`act_kept_key`)."""
        self._status_said: Any = None  # a status key's answer waiting behind moves not yet heard
        self.opening_words: list[Any] = []
        """The table's opening lines as said (the game's options, the first deal: events), which
        a status key's answer cuts rather than waits for (:meth:`answer_status`)."""
        self._quiet_resume = False  # back from the chat line: nothing to say again
        self.quiet_prompts = False
        """True while a remote session hands over the events missed during a drop: their
        prompts are left out (the situation line said next is the one prompt)."""
        self.recorded_told = False
        """Back at an online table: "While you were away: N earlier messages ..." was said for
        this return (:meth:`say_recorded`); a second count in it (the next round's or deal's
        missed moves, said after Enter) says "Also while you were away: ..."; a table sets it
        False when a return's ``sync`` comes."""
        self.recorded_before = 0
        """Messages of a return already put in the history unsaid (earlier rounds in one line
        each, :mod:`game.counting.scenes.table_online`): counted in the next
        :meth:`_catch_up`'s sentence."""
        self._focus_prompt: tuple[Any, Callable[[], str]] | None = None
        """The newest prompt said that names the focused card ("... Enter plays the 6 of hearts.",
        "... Focus: 8 of spades."), and how to word it now (:meth:`say_focus`)."""
        self._timer_words: list[Any] = []
        """Online: what the turn timer said and may still be waiting to say (the turn told over
        the table menu, a warning): withdrawn once no longer true (:meth:`_void_timer_words`)."""
        self._turn_told_at: int | None = None
        """Online: the update whose turn was told over the table menu or help (:meth:`tick_covered`)."""
        self.hints_used = 0  # hints said this game (the results count them)
        self._hint_pending = False  # a hint is being worked out in a worker
        self._hint_said: tuple[tuple, str] | None = None  # the last hint's position and words
        self.anims = Animations()
        self.line_hold = LineHold()
        """Parts of the screen drawn as before until the line telling them begins (:mod:`.line_hold`)."""
        super().__init__(app)
        session.attach(self)

    # ----------------------------------------------------------------- hooks
    def cpu_due(self) -> bool:
        """True when a computer player is to act now (no pause between rounds or deals)."""
        raise NotImplementedError

    def cpu_act(self) -> None:
        """The computer players' wait is over: act for them (or plan again when nothing is due)."""
        raise NotImplementedError

    def messages(self, events: Sequence[Event]) -> Sequence[Any]:
        """What ``events`` say, as messages with ``.text``, ``.cue`` and ``.prompt`` (True for
        what to do now: "Your turn. ..."), the game's ``narrate``."""
        raise NotImplementedError

    def event_gist(self, events: Sequence[Event]) -> str:
        """The newest of ``events`` (other players' moves) in one short sentence, said when a
        key that acts is pressed before they were heard ("Anna just played: total 71.").
        Default: "" (none: :meth:`wait_for_speech` says the moves are still being said)."""
        return ""

    def animate_event(self, event: Event) -> None:
        """Start the animation of one event, if it has one (default: none)."""

    def results_scene(self) -> Scene:
        """The game's results screen for the finished ``state``."""
        raise NotImplementedError

    def hint_stale(self, situation: tuple) -> bool:
        """True when a hint worked out in ``situation`` (the game's situation when A was pressed)
        is no longer true, so it is not said (C-22, T-28)."""
        raise NotImplementedError

    # ----------------------------------------------------------------- the hint key
    def ask_hint(self, situation: tuple, position: tuple, work: Callable[[Any, bool], str]) -> None:
        """A pressed for a hint in ``situation`` at ``position`` (the situation plus what the
        player chose and holds): the answer kept for that position is said again word for word;
        otherwise ``work(rng, fixed)`` returns the sentence, worked out in a worker
        (:meth:`think`) with the hint's own random source (the session's ``hint_rng(position)``:
        the game's seed and the position, never the game's own), ``fixed`` being
        :attr:`fixed_search`. Nothing while a hint is being worked out."""
        if self._hint_pending:
            return
        if self._hint_said is not None and self._hint_said[0] == position:
            self._say_hint(self._hint_said[1], situation, position)  # the same question: the same answer
            return
        self._hint_pending = True
        rng = self.session.hint_rng(position)
        fixed = self.fixed_search
        self.think(lambda: work(rng, fixed), lambda sentence: self._say_hint(sentence, situation, position))

    def _say_hint(self, sentence: str, situation: tuple, position: tuple) -> None:
        """Say the hint worked out in ``situation`` unless the game moved on since
        (:meth:`hint_stale`); kept for ``position``, so A pressed again there repeats it word for
        word: the search is bounded by the clock, and a second search could sample other deals
        and say another chance. Counted as a hint used, and kept by the save."""
        self._hint_pending = False
        self._hint_said = (position, sentence)
        if self.hint_stale(situation):
            return
        self.hints_used += 1
        self.table_step("hint")  # kept by the save: Continue goes on counting
        self.say(sentence, interrupt=True)

    # ----------------------------------------------------------------- the seat
    @property
    def seat(self) -> int:
        """The seat this table plays (the session's)."""
        return self.session.seat

    @property
    def spectating(self) -> bool:
        """True at an online table one watches (the session has no seat): keys that play say
        so (:meth:`refuse_watching`), every seat is said by name, Escape goes back to the lobby."""
        return self.online and self.session.seat is None

    @property
    def online(self) -> bool:
        """True at an online table (a remote session)."""
        return bool(getattr(getattr(self, "session", None), "remote", False))

    @property
    def me(self) -> Perspective:
        """The perspective this table's words are said from: its seat ("you") and the seats'
        names, from the session."""
        return self.session.perspective

    def results_me(self) -> Perspective:
        """The perspective the results are said from: an online session's (a seat two players
        held in turn named by both: "Ana, then Max"), else :attr:`me`."""
        results = getattr(self.session, "results_perspective", None)
        return results() if results is not None else self.me

    # ----------------------------------------------------------------- actions and the session
    def try_apply(self, action: Any) -> list[Event] | None:
        """Send this seat's ``action`` through the session: its events as this seat may know
        them, or None after saying why it is refused."""
        outcome = self.session.act(action)
        if isinstance(outcome, Refusal):
            self.refuse(outcome.text())
            return None
        return outcome

    def table_step(self, name: str) -> None:
        """Send a table step that is no engine action (``"continue"``: the Enter after a round
        or a deal; ``"hint"``)."""
        self.session.step(name)

    def abandon(self) -> None:
        """The player gave the game up ("Abandon the game", confirmed): its save is removed."""
        self.session.abandon()

    def game_kept(self) -> bool:
        """True when the game so far is saved, so leaving the table keeps it for Continue."""
        return self.session.kept()

    def exit(self) -> None:
        """The table leaves the stack (results shown, back to the menu, the window closed): an
        unfinished game's save is kept and its lock let go, so Continue can offer it."""
        self.session.close()

    # ----------------------------------------------------------------- the session's client
    def speech_busy(self) -> bool:
        """True while anything is being said or waits to be said (the session asks)."""
        return bool(self.app.announcer.speech_busy())

    def answer_status(self, text: str) -> None:
        """A status key's answer (C, S, T, V, K, ...): at once, cutting what is being said, when
        every other player's move was heard. While some are still being said or wait to be, it
        follows them instead, without cutting them: it tells the game as it stands after them,
        and said first it would tell what was not yet heard ("No cards on the table. Bob to
        play." before "Bob wins the trick ..."). It goes ahead of a waiting prompt ("Your turn.
        ...", which stays the last thing said before the player acts). A newer status answer
        replaces a waiting one.
        The table's opening lines (:attr:`opening_words`) tell no move: the answer cuts them as
        any key's does, and one cut before most of it was heard is said whole right after it
        (found by ear: C pressed while speech opened was answered 27 s later, after the whole
        opening and the first turn line)."""
        self.app.announcer.withdraw(self._status_said, untrue=False)  # (replaced: kept in the history)
        self._status_said = None
        if any(item not in self.opening_words for item in self.app.announcer.unheard_events(self)):
            self._status_said = self.say(text, kind=EVENT, own=True)
            # right after the moves, before "Your turn. ..." (found by ear: P was answered 13 s
            # late, after the turn line, which must stay the last thing said before one acts)
            self.app.announcer.queue.ahead_of_prompts(self._status_said)
        else:
            self.say(text, interrupt=True)

    def events_unheard(self) -> bool:
        """True while other players' events of this table are still being said or wait to be
        (an online session reports them heard to the server once this is False; answers to the
        player's own keys do not count)."""
        return bool(self.app.announcer.unheard_events(self))

    def turn_unheard(self) -> bool:
        """True while this table's events (as :meth:`events_unheard`) or its prompts ("Your turn.
        ...", the player's own included) are still being said or wait to be: an online session
        reports ``heard`` only once they were, so the server starts a person's turn clock once
        the turn was heard (never while the game's opening is said). A turn told over the table
        menu or help ("Your turn at the table: 30 seconds.", :meth:`tick_covered`) was heard:
        its clock starts then, so the seconds said are true."""
        told = self._turn_told_at
        if told is not None and told == getattr(self.session, "turn_not_reported", lambda: None)():
            return False
        return self.events_unheard() or bool(self.app.announcer.unheard_prompts(self))

    # ----------------------------------------------------------------- online: the table under a menu
    def tick_covered(self, dt: float) -> None:
        """Called by the app every step while another scene (the table menu, help, options)
        covers this table. Online the game goes on: the updates are taken (the table keeps what
        they say, held until it is on top again, then says it in order before where the game
        stands: :meth:`resume`); when one makes it this seat's turn, the turn is told over the
        cover (not over the chat line, which is written quickly), as a notice: "Your turn at
        the table: 30 seconds." (with a turn timer) or "Your turn at the table.", once, and
        counts as heard, so that the server's clock starts then."""
        if not self.online or self.spectating:
            return
        self.session.poll(dt)
        if self.app.top is self or self.over or self._quiet_resume:
            return  # (under the chat line the turn is said as it comes once the line is sent or cancelled)
        seq = self.session.turn_not_reported()
        if seq is None or seq == self._turn_told_at or not self.focus_prompt():
            return
        self._turn_told_at = seq
        seconds = (self.session.summary or {}).get("turn_timer")
        self._void_timer_words()
        self._timer_words.append(self.app.announcer.say(online_text.turn_over_cover_text(seconds), kind=NOTICE))

    def remote_timer_notice(self, what: str, text: str) -> None:
        """This seat's turn timer spoke (``what``: ``turn_warning``, ``timed_out``; ``text``:
        its sentence). A warning ("10 seconds left for your turn.") is true only while it is
        said at once: under the table menu or help it is said over them, as a notice; at the
        table, as a prompt (a newer prompt or the player's move drops it); either is withdrawn,
        never said, once the turn ends (:meth:`remote_moved`, the time ran out) or the table is
        back on top (:meth:`resume` says where the game stands). The time running out ("Your
        time ran out: ...") is said in order with the moves at the table, over the menu when
        covered."""
        if not text:
            return
        self._void_timer_words()
        covered = self.app.top is not self
        if what == "turn_warning":
            said = self.app.announcer.say(text, kind=NOTICE) if covered else self.say(text, kind=PROMPT)
            self._timer_words.append(said)
        elif covered:
            self.app.announcer.say(text, kind=NOTICE)
        else:
            notice = getattr(self, "remote_notice", None) or self.notice
            notice(text)

    def remote_moved(self) -> None:
        """An update is handed over: what the turn timer said of the turn before, still waiting,
        is no longer true (:meth:`_void_timer_words`)."""
        self._void_timer_words()

    def _void_timer_words(self) -> None:
        """Withdraw the turn timer's words still waiting (never said: no longer true)."""
        for said in self._timer_words:
            if said is not None:
                self.app.announcer.withdraw(said)
        self._timer_words = []

    def notice(self, text: str) -> None:
        """Say something about the session itself (an autosave that failed)."""
        self.app.announcer.notice(text)

    def say_thinking(self, text: str) -> Any:
        """Say a computer player's thinking notice ("Anna is thinking.") as a prompt."""
        return self.say(text, kind=PROMPT)

    def withdraw(self, handle: Any) -> None:
        """A thinking notice is over: drop it if it still waits."""
        self.app.announcer.withdraw(handle)

    # ----------------------------------------------------------------- speech and life cycle
    def announce_events(self, events: Sequence[Event], own: bool, interrupt: bool | None = None) -> None:
        """Say ``events`` (the policy of :mod:`game.speech.queue`): prompts ("Your turn. ...")
        as prompts, the rest as events. ``own``: the human's own key caused them: they never
        hold keys back, and the first message is the human's move (an answer, always said)
        unless ``interrupt`` is False (the move was said already). Other players' events carry
        :meth:`event_gist` (a move without one carries "", so that keys still wait for it); an
        outcome with a gist of its own (a round's or deal's end) carries it, one's own too."""
        first_is_move = own if interrupt is None else own and interrupt
        gist = None if own else self.event_gist(events)  # ("": a move with no short form)
        messages = list(self.messages(events))
        if self.quiet_prompts:  # back at an online table: the situation line after these says what to do
            messages = self._catch_up(messages)
        for i, message in enumerate(messages):
            if first_is_move and i == 0:
                self.message_said(message, self.say(message.text, move=True, cue=message.cue))
            elif getattr(message, "prompt", False):
                said = self.say(message.text, kind=PROMPT, own=own, cue=message.cue)
                if getattr(message, "names_focus", False):
                    self.keep_focus_prompt(said, self.focus_prompt)
            else:
                outcome = getattr(message, "gist", None)  # (one's own too: a key at the end waits for it)
                said = self.say(message.text, kind=EVENT, own=own, cue=message.cue, gist=outcome or gist)
                if outcome and said is not None:
                    self._outcomes.add(said)
                self.message_said(message, said)

    def newest_line(self) -> Any:
        """The newest line of this table still waiting or being said (an
        :class:`~game.speech.queue.Utterance`; None when every one was said: text only): after a
        batch, the line that tells where the game stands now (the turn line, a round's end)."""
        lines = [item for item in self.app.announcer.queue.pending() if item.scene is self]
        return lines[-1] if lines else None

    def hold_status(self, old: Any) -> None:
        """Before a batch is said: the status line (and the turn marked) stay drawn as ``old``
        (what the table drew them from before it; the game's own) until the batch's newest line
        begins (:meth:`status_told`): "YOUR TURN" comes with "Your turn. ...", a round's end with
        its line, never one line early (C-23, T-29)."""
        self.line_hold.expect("status", old)

    def status_told(self) -> None:
        """The batch was said: the status waits for its newest line (:meth:`newest_line`) to begin;
        a part held for a line never said is not waited for (:meth:`LineHold.settle`)."""
        self.line_hold.said("status", self.newest_line())
        self.line_hold.settle()

    def message_said(self, message: Any, said: Any) -> None:
        """Hook: ``message`` (one of :meth:`messages`: an event's words or the player's move,
        not a prompt) was said by :meth:`announce_events` as ``said`` (its
        :class:`~game.speech.queue.Utterance`, or None for empty text). Default: nothing (the
        trick table keeps a finished trick on screen until its words were heard)."""

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
        """Say that ``count`` (> 0) messages of what a player back at an online table missed go
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

    def resume(self) -> None:
        """Back from the pause menu or help: stop animations, say :meth:`intro` (a prompt: after
        the table's events still waiting, which the pause held; when it is not the player's
        turn, a newer key's answer given before it began replaces it:
        :attr:`game.speech.queue.Utterance.by_key`), plan the computers. Back from
        the chat line nothing is said again (the entry said "Cancelled." or the line comes back
        as a message)."""
        self.anims.clear()
        self._void_timer_words()  # (the situation said now tells the turn)
        if self._quiet_resume:
            self._quiet_resume = False
            self.plan_cpu()
            return
        words = self.resume_words()
        text = words()
        if text:
            said = self.say(text, kind=PROMPT)
            if said is not None and not self.resume_urges():
                # nothing for the player to do: it answers the key that closed the cover, so a
                # newer key's answer given before it began replaces it (it would follow that
                # answer, outdated: found by ear, "Round 1. Total 53. Bob's turn." 7 s after
                # Escape, after a newer key's answer); a turn line stays (said last)
                said.by_key = True
            else:
                self.keep_focus_prompt(said, words)
        self.plan_cpu()

    def resume_urges(self) -> bool:
        """True when where the game stands, said on :meth:`resume`, tells the player what to do
        now (their turn or bid: a prompt naming the focused card, :meth:`focus_prompt`); then
        it stays until said, a newer key's answer going before it; else a newer key's answer
        replaces it while it waits (:attr:`game.speech.queue.Utterance.by_key`). The counting
        table adds its draw (C-8)."""
        return bool(self.focus_prompt())

    def resume_words(self) -> Callable[[], str]:
        """What :meth:`resume` says of where the game stands, worded when said (and again when
        the focus moves while it waits): :meth:`intro`; a table may say more on coming back
        (the counting table online, on one's turn: the hand too)."""
        return self.intro

    # ----------------------------------------------------------------- prompts that name the focus
    def focus_prompt(self) -> str:
        """The prompt that names the focused card, worded now: the turn line with the card Enter
        plays (C-23, T-29), the trick game's bid prompt (T-28); "" when none applies now. The
        games' tables say it; here: none."""
        return ""

    def moves_unheard(self) -> bool:
        """True while other players' moves (the events :meth:`announce_events` said, with a
        gist: what :meth:`wait_for_speech` waits for) are being said or wait to be: an arrow's
        answer then names the focused card and its place only, never what it would do on the
        game as it stands after those moves, which the player has not heard (found by ear: "2
        of spades: total doubles to 24, 2 of 3" said before "Anna: 2 of clubs. Total doubles to
        12."; C-22, T-28)."""
        return any(item.gist is not None for item in self.app.announcer.unheard_events(self))

    def turn_line_unheard(self) -> bool:
        """True while the newest prompt that names the focused card (the turn line, C-23, T-29;
        :meth:`keep_focus_prompt`) is being said or waits to be: a key that acts on the
        player's turn does nothing until it was heard to its end, or cut by the player's own key
        (an arrow, which names the card; Ctrl); one pressed late in the line is kept and acts at
        its end (:meth:`_keep_for_turn_line`). The queue takes a line as begun when it hands
        it to the speech, a tenth of a second or so before its first word is heard, and that
        word is "Your turn", the card Enter plays the last: begun is not heard (found by ear:
        Enter in the gap between "You win the trick ..." and the turn line played unheard)."""
        said = self._focus_prompt[0] if self._focus_prompt is not None else None
        return said is not None and said.pending

    def keep_focus_prompt(self, said: Any, words: Callable[[], str]) -> None:
        """``said`` (a prompt just said) names the focused card; ``words()`` words it with the
        focus as it is then: when the focus moves while ``said`` still waits, :meth:`say_focus`
        says ``words()`` in its place, and said again through another speech after the one that
        was given it failed, it is worded so too (:attr:`game.speech.queue.Utterance.words`)."""
        self._focus_prompt = (said, words) if said is not None else None
        if said is not None:
            said.words = words

    def _turn_line_unconfirmed(self) -> bool:
        """True when the turn line (:meth:`keep_focus_prompt`) was heard only by its estimated
        length through a speech that has not shown it speaks
        (:meth:`game.speech.Announcer.speech_unconfirmed`: a speech daemon that takes lines and
        says none, found by ear)."""
        said = self._focus_prompt[0] if self._focus_prompt is not None else None
        return said is not None and said.begun and self.app.announcer.speech_unconfirmed()

    def _keep_until_speech_answers(self) -> bool:
        """A key that plays on the player's turn, pressed when the turn line was given to a speech
        that has not shown it speaks (:meth:`_turn_line_unconfirmed`): the speech is checked
        (:meth:`game.speech.Announcer.confirm_speech`); answered within :data:`PROVE_AT_ONCE`
        seconds (a working one), the key acts at once; else it is kept (:meth:`act_kept_key`) and
        acts once the speech answered (handled again, as if pressed now: every gate looks again);
        past :data:`PROVE_WAIT` seconds unanswered (a hung speech daemon: it is found failed at
        its hang limit, and the turn line is said again through the next speech,
        :meth:`speech_retold`), or once that speech was replaced, it plays only the refused cue
        and never acts. Another key pressed meanwhile drops it (the newest key counts); one not
        pressed by the player (its intent unknown) plays only the refused cue. Returns False
        when the key acts now, True when it does nothing now (C-22, C-23, T-28, T-29)."""
        if self.app.announcer.confirm_speech(PROVE_AT_ONCE):
            return False  # it answered: the key acts now
        if getattr(self.app, "intent_now", None) is None:
            self.refused_cue()
            return True
        backend = self.app.announcer.backend

        def release(kept: KeptKey) -> str:
            # it failed: the turn line is said anew, unheard yet (the refused cue)
            if self.app.announcer.backend is not backend:
                return GIVE_UP
            if not self.app.announcer.speech_unconfirmed():
                return ACT
            return GIVE_UP if time.monotonic() - kept.at >= PROVE_WAIT else WAIT

        self._keep_key(SPEECH_CHECK, release, time.monotonic())
        return True

    def speech_replaced(self) -> None:
        """Speech stopped working and goes on through another backend that could not tell what
        it never said: where the game stands is said after the notice, as on the return from
        the pause menu (:meth:`resume_words`), and it is the turn line a key that plays waits
        for (:meth:`keep_focus_prompt`)."""
        words = self.resume_words()
        text = words()
        if text:
            self.keep_focus_prompt(self.say(text, kind=PROMPT), words)

    def speech_retold(self, again: list[Any]) -> None:
        """Speech stopped working; the next backend says the notice, what the failed one was
        given and never said, and what was waiting (``again``). When it is the player's turn
        (or bid) and the turn line is not among them (the failed backend was given it long
        enough ago to count it as said), it is said after them, worded as things are now, and
        it is the line a key that plays waits for: where the player stands is said after the
        notice, and a key never acts on a turn line only the failed speech was given (C-22,
        C-23, T-28, T-29)."""
        said = self._focus_prompt[0] if self._focus_prompt is not None else None
        if said is not None and said in again:
            return  # said after the notice, worded as things are now (SpeechQueue.take_over)
        words = self.focus_prompt()
        if words:
            self.keep_focus_prompt(self.say(words, kind=PROMPT, own=said.own if said is not None else False),
                                   self.focus_prompt)

    def say_focus(self, spoken: str) -> None:
        """Say ``spoken``, the answer to a key that moved the focus ("Queen of spades, 2 of 3",
        with the move cue). A prompt naming the focused card that still waits to be said (the
        turn line, worded before this key) would name the card the focus left: it is said in
        its place after the answer, worded now ("... Enter plays the queen of spades."), so
        nothing outdated is said and Enter plays the card last named (C-22, C-23, T-28, T-29).
        Never said, the outdated one leaves the log too. A prompt
        being said is cut by the answer, as any."""
        waiting = self._focus_prompt
        words = ""
        if waiting is not None and waiting[0].state == "queued":
            said, wording = waiting
            words = wording()
            if not self.app.announcer.take_back(said):
                self.app.announcer.withdraw(said)  # (a newer line in the log: it leaves it, never said)
        self.say(spoken, interrupt=True, cue="move")
        if words:
            assert waiting is not None
            self.keep_focus_prompt(self.say(words, kind=PROMPT, own=waiting[0].own), waiting[1])

    def wait_for_speech(self, turn: bool = False, end: bool = False,
                        again: Callable[[], None] | None = None, refusal: str | None = None) -> bool:
        """A key that acts only acts on what was said: while other players' moves (the events
        :meth:`announce_events` said, which carry a gist; not a notice about people or the
        connection, nor a chat line, which change nothing a key acts on) are still being said or
        waiting, it does nothing and this returns True.
        It is answered once, in one sentence: the newest unheard event's gist, that the key did
        nothing, and what to wait for ("Anna just played: total 71. Your key did nothing: press
        it again once your turn is said." with ``turn``: the key plays and the player's turn
        comes next; with ``end`` a round's end: "Round 2 is over. Your key did nothing: press it
        again once the round's end is said."; else "... press it again once the moves are
        said."). When the newest is the one being said now, it is not cut: the answer comes
        right after it (the player hears the move whole); when more wait behind it, the answer
        cuts what is being said. Until the events it answered for have all been heard (the
        answer itself included), such a key says nothing more (only the refused cue): one
        answer, not one per press; a key whose answer differs (Enter, which deals once the
        round's end is said, after a card key, which never plays then) is answered too: after
        the first answer once that was begun, else in its place (the newest key's answer).
        With ``end`` the key also waits for the end's own words when the player's own card
        brought it (a round's or deal's end is an outcome with a gist even then: "You made your
        bid: ...", then "Deal 1 is over. Your key did nothing: ..."); other own events never
        hold a key back.
        ``again``: the key's action; when the one unheard event is being said and is within
        :data:`KEY_GRACE_SECONDS` of its end, the key is kept and ``again`` runs once it was
        heard to its end (:meth:`act_kept_key`): a key pressed as the line ends acts.
        ``refusal``: the key will not act once the moves are heard either (not the player's turn
        then: pressing again would do nothing): the answer is that ordinary refusal ("Not your
        turn. Bob plays next."), never "press it again"; "" when that refusal would tell an
        outcome still unheard (the round's end): "Anna just played: total 100. Your key did
        nothing.". Either way it is said right after the line being said, which is not cut.
        Every answer here comes before what else waits (older answers still waiting, superseded,
        are dropped; the events and prompts after it wait). An answer that could only come
        after lines of the player's own not yet begun (Enter pressed again while one's own card
        that ends the round is said, "You passed 99: ..." and "Round 1 over: ..." to come) is
        not said: only the refused cue, at once (:meth:`Scene.refuse`); pressed again once those
        lines are being said, the key is answered as above.
        With ``turn`` the key acts on the player's turn, which only the turn line tells ("Your
        turn. You lead. Focus: jack of spades.", "... Enter plays the queen of spades."): once the
        moves were heard, it does nothing until that line was heard to its end
        (:meth:`turn_line_unheard`; the line goes on, uncut, as a choice's opening does for
        :meth:`Scene.refused_until_heard`): pressed late in the line (its last
        :data:`KEY_GRACE_SECONDS`, or after :data:`KEY_GRACE_SHARE` of it), it is kept and acts
        at the line's end; earlier, only the refused cue (:meth:`_keep_for_turn_line`). Found by
        ear: Enter pressed 0.09 s after "You win the trick with ..." ended, before the turn line
        began, played the card the focus had moved to unheard, and the turn line was never said
        (C-22, C-23, T-28, T-29)."""
        pending = self._gist is not None and self._gist.pending
        unheard = [item for item in self.app.announcer.unheard_events(self) if item.gist is not None]
        if end:  # the end's own words, even when one's own card brought it: the key acts on them
            unheard = [item for item in self.app.announcer.queue.unheard(self, own=True)
                       if item.gist is not None and (not item.own or item in self._outcomes)]
        if not unheard:
            if pending:
                self.say("", cue="refused")  # the answer is still being said
                return True
            self._waited = []
            if turn and self.turn_line_unheard():
                return self._keep_for_turn_line()  # late in the line: kept; earlier: the refused cue
            if turn and self._turn_line_unconfirmed():
                return self._keep_until_speech_answers()
            return False
        newest = unheard[-1]
        gist = newest.gist
        moves = [item for item in unheard if item not in self._outcomes]
        if moves and newest in self._outcomes:
            gist = moves[-1].gist  # a round's end with its reason still unheard: the move, never the end first
        refused = refusal is not None and not turn and not end  # the key will not act once they are heard
        if refused:
            answer = refusal or (_(WAIT_NONE).format(gist=gist) if gist else _(WAIT_SAID))
        else:
            answer = wait_text(gist, turn, end, self.end_wait)
        answered = pending or any(item in self._waited for item in unheard)
        if answered and answer in self._answers:
            self.say("", cue="refused")  # answered already: these are still being said
            return True
        now = self.app.announcer.queue.now
        if (not refused and again is not None and len(unheard) == 1 and newest.state == "speaking"
                and newest.ends is not None and newest.started is not None
                and (newest.ends - now <= KEY_GRACE_SECONDS
                     or now - newest.started >= KEY_GRACE_SHARE * (newest.ends - newest.started))):
            self._keep_key(MOVES, self._line_release(newest), now, act=again,
                           give_up=lambda: self._answer_late(newest, answer), newest_only=False,
                           kept_while_acting=True)
            return True
        if self.app.announcer.refusal_late():
            # the answer would wait behind lines of one's own not yet begun ("You passed 99: ...",
            # then "Round 1 over: ..."): it would come late (15 s by ear), about a key pressed
            # before they were heard: the refused cue alone answers it (Scene.refuse; in words
            # after them where cues are not heard: Scene.refused_cue)
            self.refused_cue()
            return True
        self._waited = list(unheard)
        # another key's other answer (Enter's after a card key's): said after the first once that
        # was begun; one not yet begun is outdated by it and dropped (the newest key's answer)
        begun = answered and self._gist is not None and self._gist.state != "queued"
        self._answers = self._answers + [answer] if begun else [answer]
        self._gist = self._say_answer(answer, follow=pending or refused or newest.state == "speaking",
                                      drop=not begun)
        return True

    def _say_answer(self, answer: str, follow: bool, drop: bool = True) -> Any:
        """Say ``answer`` to a key pressed before the moves were heard: ``follow``, right after
        the line being said (which is not cut), before anything else waiting; answers of this
        table still waiting are older, superseded by it, and dropped (a key's answer never comes
        after an older one's; unless ``drop`` is False: another key's answer to the same moves,
        said after it); else at once."""
        if not follow:
            return self.say(answer, interrupt=True, cue="refused")
        if drop:
            self.app.announcer.drop_answers(self)
        return self.say(answer, follow=True, cue="refused")

    def _turn_line_heard_enough(self, said: Any) -> bool:
        """True when the turn line ``said`` is being said and was heard far enough for a key that
        plays to be kept (:meth:`_keep_for_turn_line`): within its last :data:`KEY_GRACE_SECONDS`,
        or once :data:`KEY_GRACE_SHARE` of it was said, as for other players' moves
        (:meth:`wait_for_speech`), its length measured on the line itself: its characters at the
        speaking rate the queue measured (:attr:`game.speech.queue.SpeechQueue.heard_rate`), else
        by its estimated end. False while it waits (not begun: nothing of it was heard) or while
        speech is still opening and keeps it unsaid."""
        queue = self.app.announcer.queue
        if said is None or said.state != "speaking" or said.started is None:
            return False
        if getattr(queue.backend, "holds_speech", False):
            return False
        if queue.heard_rate is not None:
            length = len(said.text) * queue.heard_rate
        elif said.ends is not None:
            length = said.ends - said.started
        else:
            return False
        now = queue.now
        return said.started + length - now <= KEY_GRACE_SECONDS or now - said.started >= KEY_GRACE_SHARE * length

    def _keep_for_turn_line(self) -> bool:
        """A key that plays on the player's turn pressed while the turn line is being said or
        waits (:meth:`turn_line_unheard`); the line goes on, uncut, either way, and this returns
        True (the key does nothing now).
        Pressed once the line was heard far enough (:meth:`_turn_line_heard_enough`: in its last
        second, or after 60 % of it), the key is kept, with no sound, and acts when the line
        ends (:meth:`act_kept_key`), as a key pressed late in another player's move does:
        "Your turn. ... Enter plays the king of spades." with 2 pressed 0.67 s before its end
        plays the 2 of clubs once it was said (found by ear: the key was dropped, and the player
        believed they had played). A key pressed again replaces the kept one.
        Pressed earlier (in the gap before the line began, or before 60 % of it), it plays only
        the refused cue and never acts, as any key pressed before the line it acts on was heard
        (:meth:`Scene.refused_until_heard`): the rest of the line, heard whole, tells the card
        to play, and the player presses again (C-22, C-23, T-28, T-29); where cues are not heard,
        "Too early: your key was not used. Press it again." follows the line
        (:meth:`Scene.refused_cue`; found by ear: the player heard silence and believed the card
        played). A key not pressed by the player (its intent unknown) is never kept."""
        said = self._focus_prompt[0] if self._focus_prompt is not None else None
        if getattr(self.app, "intent_now", None) is not None and self._turn_line_heard_enough(said):
            self._keep_key(TURN_LINE, self._line_release(said), self.app.announcer.queue.now)
            return True
        self.refused_cue()  # the turn line, being said or about to be, is the answer
        return True

    def _keep_key(self, reason: str, release: Callable[[KeptKey], str], at: float,
                  act: Callable[[], None] | None = None, give_up: Callable[[], None] | None = None,
                  newest_only: bool = True, kept_while_acting: bool = False) -> None:
        """Keep the key being handled (the app's ``intent_now`` and key count) for ``reason``
        (:mod:`.kept_key`), replacing any key kept before: ``release`` tells when it acts or gives
        up; ``at``, when it was kept, on the clock ``release`` reads. ``act``: what it does
        (default: its intent handled again, :meth:`on_intent`); ``give_up``: what is said then
        (default: the refused cue, and in words where cues are not heard: :meth:`Scene.refused_cue`);
        ``newest_only``: another key pressed since drops it;
        ``kept_while_acting``: it stays kept while it acts (:class:`KeptKey`)."""
        intent = getattr(self.app, "intent_now", None)
        self.withdraw_reminder()  # an earlier key "not used" (Scene.refused_cue): this one will act
        self._kept_key.keep(KeptKey(
            reason, intent, int(getattr(self.app, "key_presses", 0)), at, release,
            act if act is not None else lambda: self.on_intent(intent),
            give_up if give_up is not None else self.refused_cue, newest_only,
            kept_while_acting))

    def _line_release(self, line: Any) -> Callable[[KeptKey], str]:
        """The release condition of a key kept while ``line`` (an
        :class:`~game.speech.queue.Utterance`: another player's move, one's own turn line) is
        said: it acts once the line is no longer being said or waiting (heard to its end); it
        gives up once the line shows the key came earlier than it seemed: still being said more
        than :data:`KEY_GRACE_SECONDS` after the key, which came before :data:`KEY_GRACE_SHARE` of
        the time said so far (a far slower or stuck engine), on the queue's clock."""
        def release(kept: KeptKey) -> str:
            if not line.pending:
                return ACT
            now = self.app.announcer.queue.now
            started = line.started if line.started is not None else kept.at
            early = now - kept.at > KEY_GRACE_SECONDS and kept.at - started < KEY_GRACE_SHARE * (now - started)
            return GIVE_UP if early else WAIT
        return release

    def _answer_late(self, line: Any, answer: str) -> None:
        """A key kept during another player's ``line`` came earlier than it seemed
        (:meth:`_line_release`): ``answer`` (:meth:`wait_for_speech`'s) is said right after the
        line, once, as for a key pressed earlier."""
        self._waited = [line]
        self._answers = [answer]
        self._gist = self._say_answer(answer, follow=True)

    @property
    def key_kept(self) -> bool:
        """True while a key is kept until what it acts on was heard (:meth:`act_kept_key`)."""
        return self._kept_key.key is not None

    def act_kept_key(self) -> None:
        """The kept key (:mod:`.kept_key`; at most one, the newest) acts once what it waits for
        was heard: another player's move line (:meth:`wait_for_speech`) or one's own turn line
        (:meth:`_keep_for_turn_line`) heard to its end, or the speech's answer to a check
        (:meth:`_keep_until_speech_answers`). It is handled again, as if pressed now, with its
        intent as the app's ``intent_now``, so every gate looks again (the moves, the turn, a
        speech that has not shown it speaks) and may keep it anew. A key kept on the turn line
        or a speech check is dropped unsaid when another key was pressed since (an arrow, which
        cuts the line and names a card; Ctrl, which silences; a status key): the newest key
        counts. Once the line shows the key came earlier than it seemed, or the speech did not
        answer in time, it never acts: a key kept during another player's move is answered
        (:meth:`_answer_late`), the others play only the refused cue (C-22, C-23, T-28, T-29).
        Called at each update of the table, and of a scene over it whose key the table keeps
        (the trick game's deal summary: Enter pressed as the deal's end is said)."""
        self._kept_key.run(self.app)

    # ----------------------------------------------------------------- computer players
    def cpu_delay(self) -> float:
        """The computer players' wait in seconds (the ``cpu_delay`` option)."""
        return float(self.settings.get("cpu_delay"))

    def cpu_wait(self) -> float | None:
        """Seconds the computer player due now waits before acting, or None to wait for the
        human (no timer: the table calls :meth:`replan_cpu` when the human has acted).
        Default: :meth:`cpu_delay`. The counting table waits longer while the human may still
        draw (its "Time to draw" option)."""
        return self.cpu_delay()

    def plan_cpu(self) -> None:
        """Start the computer players' wait when one of them is to act (C-8; one wait at a time)."""
        if self.over or self._cpu_waiting or not self.cpu_due():
            return
        wait = self.cpu_wait()
        if wait is None:
            return
        token = self.new_wait()
        self._cpu_waiting = True
        self.schedule(wait, lambda: self._cpu_turn(token))

    def replan_cpu(self) -> None:
        """Cancel the computer players' pending wait and start a new one (e.g. after the human's
        draw ended a longer "time to draw" wait)."""
        if self._cpu_waiting:
            self.new_wait()
        self.plan_cpu()

    def new_wait(self) -> int:
        """Cancel any pending computer turn or pause timer; the token a new timer checks."""
        self._wait_token += 1
        self._cpu_waiting = False
        self._paced = 0.0
        return self._wait_token

    def wait_current(self, token: int) -> bool:
        """True when ``token`` (from :meth:`new_wait`) is still the latest wait."""
        return token == self._wait_token

    def _cpu_turn(self, token: int) -> None:
        if not self.wait_current(token):
            return
        more = self.speech_wait()
        if more > 0:  # the previous play is still being said: the human never falls behind
            self._paced += more
            self.schedule(more, lambda: self._cpu_turn(token))
            return
        self._cpu_waiting = False
        self._paced = 0.0
        self.cpu_act()

    def speech_wait(self) -> float:
        """Seconds a computer player whose delay is over still waits for speech: one frame while
        anything is being said or waits to be said (:meth:`game.speech.Announcer.speech_busy`:
        real where speech can tell, else the estimated length of each message; a stuck engine
        is timed by length, :data:`game.speech.queue.STUCK_SECONDS`). Computer players never
        outrun the speech."""
        return 1.0 / 60.0 if self.session.speech_busy() else 0.0

    # ----------------------------------------------------------------- keys that act
    def hold_actions(self, seconds: float = SETTLE_SECONDS) -> None:
        """From now, :meth:`actions_held` is True for ``seconds`` of the game (counted in app
        updates), and after that while speech says it is still speaking, up to
        :data:`SETTLE_SPEECH_CAP` seconds in all: keys that act are dropped, because they were
        pressed before the player heard what just changed."""
        self._held_until = self.app.updates + round(seconds * 60)
        self._held_speaking_until = self.app.updates + round(max(seconds, SETTLE_SPEECH_CAP) * 60)

    def refuse_held(self) -> None:
        """Answer a key that acts pressed while :meth:`actions_held`: it does nothing, says nothing
        (the new situation is being said and is not cut) and plays only the ``refused`` cue, so
        the player knows the key was not taken and presses it again once they have heard (where
        cues are not heard, "Too early: your key was not used. Press it again." after the lines
        being said: :meth:`Scene.refused_cue`)."""
        self.refused_cue()

    def actions_held(self) -> bool:
        """True while keys that act (play, draw) are held after :meth:`hold_actions`."""
        if self.app.updates < self._held_until:
            return True
        return self.app.updates < self._held_speaking_until and self.app.announcer.speech_busy()

    # ----------------------------------------------------------------- results and pause
    def show_results(self) -> None:
        """Replace the table by the results once the game is over (only while the table is on top).
        A spectator stays at the table (the last events said who won; Escape goes back to the
        lobby)."""
        if self.spectating:
            return
        if not self.over or self.app.top is not self:
            return
        self.over = False  # shown once
        results = self.results_scene()
        keep_link = getattr(self.session, "keep_link", None)
        if keep_link is not None:  # an online game: the results go back to the lobby on its link
            results.online(keep_link(), self.session.seat)
        self.app.replace(results)

    def open_pause_menu(self) -> None:
        """Push the pause menu (Escape); the table's timers wait under it. At a table one
        watches, Escape leaves it instead (:meth:`leave_watching`)."""
        if self.spectating:
            self.leave_watching()
            return
        self.app.push(pause_menu(self.app, self.rules_game or "", online=bool(self.online)))

    # ----------------------------------------------------------------- online: watching and chat
    def online_keys(self, keys: KeyTable) -> KeyTable:
        """``keys`` with the online table's own: M, the table's chat line; W, who is at the
        table; at a table one watches, J skips to the present (no table key of either game uses
        M, W or J)."""
        if self.online:
            bind_chat(keys)
            keys.bind("people", N_("say who is at this table: people, computer players, who watches"), pygame.K_w)
        if self.spectating:
            keys.bind("catch_up", online_text.CATCH_UP_KEY, pygame.K_j)
        return keys

    def say_people(self) -> None:
        """W at an online table: every seat as a sentence ("Ben, person, the host. Anna, computer
        player. Ana (you), person."), then who watches (:func:`game.table.table_people.people_text`)."""
        from ..table.table_people import people_text
        link_name = getattr(getattr(self.session, "link", None), "name", None)
        self.say(people_text(self.session.summary, self.session.seat, link_name if isinstance(link_name, str) else None,
                             me=self.me), interrupt=True)

    def catch_up(self) -> None:
        """J at a table one watches: the moves not yet said are skipped (what is being said is
        cut): "12 moves skipped." and where the game stands now; "Nothing to skip: you are up to
        date." when none waits; during a pause between rounds, what the pause says."""
        waiting = self.session.waiting_updates()
        skipped = self.session.catch_up()
        if skipped is None:
            self.say(self.intro(), interrupt=True)
        elif skipped == 0 and waiting:
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
        pressed: what was being said is cut first."""
        if interrupt:
            self.app.announcer.stop()
        self.anims.clear()
        self.line_hold.clear()  # (what was being said is cut: the game now is drawn)
        self.track_skipped(events)
        self.mark_dirty()
        if moves:
            self.say(online_text.skipped_text(moves), kind=EVENT)
        for notice in notices:
            self.say(notice, kind=EVENT)
        said = self.watch_situation(events) if situation else ""
        if said:
            self.say(said, kind=EVENT)

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
            self.say(said, kind=EVENT)
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
        ``session.chat``: nothing while the connection is down)."""
        self._quiet_resume = True
        open_chat_line(self.app, self.session.chat)

    def remote_chat(self, line: str) -> None:
        """A chat line of the table (already a sentence with the sender's name): said as an
        event, in order, kept in the history."""
        self.say(line, kind=EVENT)

    # ----------------------------------------------------------------- animation
    def animate(self, events: Sequence[Event]) -> None:
        """Start the animations of ``events`` unless reduced motion is on."""
        if self.settings.get("reduced_motion"):
            return
        for event in events:
            self.animate_event(event)

    # ----------------------------------------------------------------- thinking off the main thread
    def think(self, work: Callable[[], Any], done: Callable[[Any], None],
              thinking_text: str | None = None) -> None:
        """Run ``work()`` in a worker thread of the session so frames keep drawing and keys keep
        answering; ``done(result)`` is called from :meth:`update` on the main thread once it has
        finished (not while the table is covered). ``thinking_text`` ("Anna is thinking.") is
        said once if the work takes longer than
        :data:`game.table.thinking.THINKING_SAID_AFTER` seconds. An exception in ``work`` is
        raised again on the main thread. ``work`` must not touch the state: give it views made
        beforehand. With ``app.think_in_worker`` set False (the test fixture does), ``work``
        runs at once in the calling thread and ``done`` still waits for the next update."""
        self.session.thinker.in_worker = bool(getattr(self.app, "think_in_worker", True))
        self.session.think(work, done, thinking_text)

    @property
    def fixed_search(self) -> bool:
        """True when searching computer players (and hints) must ignore the clock and sample a
        fixed number of deals (:meth:`game.engine.search.Budget.fixed`): when ``app.fixed_search``
        is set (the test fixture sets it), so a seed gives the same game on every run. In the app
        they search against their wall-clock deadline."""
        return bool(getattr(self.app, "fixed_search", False))

    @property
    def thinking(self) -> bool:
        """True while a job started by :meth:`think` has not been handed to its ``done``."""
        return self.session.thinking

    def update(self, dt: float) -> None:
        self.session.poll(dt)
        self.act_kept_key()
        if self.anims.active:
            self.anims.update(dt)
            self.mark_dirty()
