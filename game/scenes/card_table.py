"""What both game tables share: the computer players' timer, animations, speech of events, the
pause menu and the hand-off to the results.

A table plays one seat through a table session (:mod:`game.table`): it makes (or is given) its
session and calls ``super().__init__(app, session)``, then fills in the hooks:
:meth:`CardTable.cpu_due`, :meth:`CardTable.cpu_act`, :meth:`CardTable.messages`,
:meth:`CardTable.animate_event` and :meth:`CardTable.results_scene`. It reads the game only
through the session (its seat's view and events), never the full state. The rules, the keys and
what events mean stay in the game's own table.

Its parts, each a mixin of :class:`CardTable`: the keys that act only on what was heard
(:mod:`.card_table_keys`, over the key kept until its line was heard, :mod:`.card_table_kept`,
and what of the turn line was heard, :mod:`.card_table_heard`), the online side (:mod:`.card_table_online`) and the computer players'
timer and worker (:mod:`.card_table_cpu`). Their names are re-exported here.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from ..engine.events import Event
from ..engine.perspective import Perspective
from ..i18n import Reworded, current_language
from ..speech.queue import CUT, DROPPED, EVENT, PROMPT, SPEAKING
from ..table import remote
from ..table.session import Refusal
from ..ui.animation import Animations
from .base import REFUSAL_REPEAT_SECONDS, Scene
from .batch_words import BatchWords, Narration
from .card_table_cpu import ComputerTurns
from .card_table_keys import (KEY_GRACE_SECONDS, KEY_GRACE_SHARE, PROVE_AT_ONCE, PROVE_WAIT, WAIT_END, WAIT_MOVES,
                              WAIT_NONE, WAIT_SAID, WAIT_TURN, HeardKeys, wait_text)
from .card_table_online import CATCH_UP_SAID, TURN_COVER_GRACE, OnlineTable
from .kept_key import TURN_LINE, KeySlot
from .line_hold import LineHold
from .online_waiting import WaitingLine, tick_waiting
from .pause import pause_menu
from .registry import keys_title

if TYPE_CHECKING:
    from ..table.local import LocalSession
    from .host import Host

SETTLE_SECONDS = 1.0
"""After a new deal starts by the player's key, keys that act (play, draw) are held at least this
long: a second quick press (a double press is often half a second apart) made before the new
situation was heard never acts in it."""
SETTLE_SPEECH_CAP = 4.0
"""...and for as long as the new situation is still being spoken, but never longer than this
many seconds in all (Ctrl silences speech and so ends the hold)."""

__all__ = ["CardTable", "SETTLE_SECONDS", "SETTLE_SPEECH_CAP", "CATCH_UP_SAID", "KEY_GRACE_SECONDS",
           "KEY_GRACE_SHARE", "PROVE_AT_ONCE", "PROVE_WAIT", "WAIT_TURN", "WAIT_MOVES", "WAIT_END", "WAIT_SAID",
           "WAIT_NONE", "wait_text"]


class CardTable(HeardKeys, OnlineTable, ComputerTurns):
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
        self._answers: list[str] = []  # the answers to the moves still unheard, each with its gist left out
        self._waited: list[Any] = []  # the unheard events that answer was about
        self._outcomes: weakref.WeakSet[Any] = weakref.WeakSet()
        """Said events with a gist of their own (a round's end): while what led to them is still
        unheard, an early key is answered with that, never with the outcome first."""
        self._move_heads: weakref.WeakSet[Any] = weakref.WeakSet()
        """The first line of each batch of other players' events said (a move: "Ben: 10 of spades
        as plus 10. Total 41.", before "Ben passed 33: ..."): a refusal worded from the game after
        the newest move is said right after that move's first line (:meth:`wait_for_speech`)."""
        self._turn_tails: weakref.WeakKeyDictionary[Any, Any] = weakref.WeakKeyDictionary()
        """For the first line of a turn a computer made for the player when their time ran out
        (online: "Played for you: the 8 of diamonds. Total 41."), that turn's last line ("The 8
        of hearts was drawn for you."): a refusal worded from the game after it waits for the
        whole turn (:meth:`wait_for_speech`)."""
        self._vital_lines: weakref.WeakSet[Any] = weakref.WeakSet()
        """Online, the lines held moves said in short always keep (:meth:`shorten_held_moves`):
        the bid a computer laid aside for the player when their time ran out ("Laid aside for
        you: ... Your bid is 2.", T-7), which nothing said later names (a card played for them
        is not kept: the turn line says the total and the hand it left)."""
        self._time_outs: weakref.WeakSet[Any] = weakref.WeakSet()
        """Online, the lines that said one's own turn timer ran out ("Your time ran out: ..."):
        a key pressed before such a line was heard is answered after it (:meth:`wait_for_speech`)."""
        self._kept_key = KeySlot()
        """The one key kept until what it acts on was heard (:mod:`.kept_key`): pressed late in
        another player's move (:meth:`wait_for_speech`), late in one's own turn line
        (:meth:`_keep_for_turn_line`), or while a speech answers a check
        (:meth:`_keep_until_speech_answers`); it acts at update (:meth:`act_kept_key`)."""
        self._status_said: dict[str | None, Any] = {}
        """Each status key's answer waiting behind moves not yet heard, by key (:meth:`answer_status`)."""
        self.opening_words: list[Any] = []
        """The table's opening lines as said (the game's options, the first deal: events), which
        a status key's answer cuts rather than waits for (:meth:`answer_status`)."""
        self._quiet_resume = False  # back from the chat line: nothing to say again
        self._ran_out_covered = False
        """True once a turn of this seat ran out under the table menu or help, until the next turn
        told over it ("Your turn again at the table: ...", :meth:`tick_covered`) or the table is on
        top again (:meth:`resume`)."""
        self.watched_batches: list[tuple[list[Event], list[Any]]] = []  # (a spectator's: OnlineTable.cut_unheard)
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
        self._told = 0  # batches of events said at this table (announce_events): what keys act on changed
        self._cover_mark: tuple[tuple, bool] | None = None
        """Where the game stood when a scene covered the table (:meth:`situation_mark`), and
        whether that situation had been heard then (:meth:`situation_heard`): :meth:`resume`
        compares."""
        self._reminded: Any = None
        """The line said on coming back (:meth:`resume`) when nothing keys act on changed under
        the cover and it had been heard before: a reminder, which keys that act do not wait for
        (:meth:`~.card_table_heard.TurnLineHeard.turn_line_unheard`)."""
        self._resume_line: Any = None
        """The line said on coming back (:meth:`resume`) that names the focused card, while it
        may be put back after a key's answer (:meth:`shorten_resume_line`)."""
        self._short_of_time: Any = None
        """Online: the short line said on coming back with little of one's timed turn left
        (:meth:`in_time_resume_words`): Enter pressed early in it is kept, not refused
        (:meth:`_keep_for_turn_line`)."""
        self._focus_told = False
        """An arrow's answer named the focused card since :attr:`_focus_prompt` was said
        (:meth:`~game.scenes.card_table_keys.HeardKeys.focus_unnamed`)."""
        self._held_turn_told = False
        """Online: the turn that came while the table paused (:meth:`tick_held_turn`) was told."""
        self._held_turn_said: Any = None
        """Online: the notice that told it (:meth:`paused_turn_heard`), None when never said."""
        self._held_turn_after = 0
        """Online: the newest update when this seat's time last ran out: a turn in the pause is
        told only from a newer one (:meth:`held_turn_ended`)."""
        self._held_turn_again = False  # online: this pause told a turn whose time ran out (held_turn_text)
        self._held_turn_since: float | None = None
        """Online: since when (the speech queue's clock) the server's fallback has waited to start
        the clock of this seat's turn in the pause: the turn came, or its notice was said
        (:meth:`paused_turn_fallback_left`)."""
        self._paused_line: tuple[Any, Any] | None = None
        """Online: the turn told in the pause said again on coming back (:meth:`paused_turn_line`)
        and the scene that said it (this table, or the trick game's deal summary), worded anew
        while it waits (:meth:`~game.scenes.paused_turn.PausedTurn.reword_paused_line`)."""
        self._pause_clock_end: float | None = None
        self._pause_clock_runs = False  # (online: that clock runs; else it is the server's fallback's bound)
        """Online: the pause ended on that turn's running clock: when it runs out (the speech
        queue's clock), until the moves held in the pause are said in short if need be
        (:meth:`_shorten_after_pause`)."""
        self._timer_words: list[Any] = []
        """Online: what the turn timer said and may still be waiting to say (the turn told over
        the table menu, a warning): withdrawn once no longer true (:meth:`_void_timer_words`)."""
        self._turn_warning_due: float | None = None
        """Online: the deadline of the turn timer's warning waiting to be said (its seconds are
        worked out when it begins: :meth:`tick_turn_warning`)."""
        self._turn_deadline: float | None = None  # online: when this seat's warned turn runs out
        self._turn_ends_at: float | None = None
        """Online: when this seat's turn runs out (:func:`game.table.remote.clock`), as the turn
        timer's warning told it, over the table menu too, until the turn ends (the player's move,
        the time ran out): a key kept until heard acts before then (:meth:`turn_seconds_left`)."""
        self._turn_clock_from: float | None = None
        """Online, on this seat's timed turn: when its app reported the turn heard, so that the
        server's clock started then, about (:meth:`track_turn_clock`); None otherwise."""
        self._turn_warning_said: Any = None  # online: that warning, said, while a key may cut it
        self._turn_warning_again = False  # online: the warning due is said again after a cut (whole, once)
        self._turn_warning_after: Any = None
        """Online: the line being said when the warning became due (it waits for that line's end;
        a newer key's answer it cuts once heard enough: :meth:`tick_turn_warning`)."""
        self._turn_told_at: int | None = None
        """Online: the update whose turn was told over the table menu or help (:meth:`tick_covered`)."""
        self._turn_notice: tuple[int, Any] | None = None
        """Online: that update and the notice that told its turn over the cover ("Your turn at the
        table: 30 seconds."; :meth:`turn_unheard`)."""
        self._turn_notice_at: float | None = None  # online: when that notice was made (the turn came)
        self._waiting = WaitingLine()  # online: "Waiting for Ben." after a silence (.online_waiting)
        self.hints_used = 0  # hints said this game (the results count them)
        self._hint_pending = False  # a hint is being worked out in a worker
        self._after_moves_said: Any = None  # A's answer waiting behind other players' moves (say_after_moves)
        self._hint_said: tuple[tuple, str, tuple[str, Any]] | None = None
        """The last hint's position, the language it was worded in and the hint (its sentence and
        advice, :meth:`say_hint`)."""
        self._advice_head: tuple[Any, int | None, frozenset[str], tuple] | None = None
        """The hint that last set what a key acts on (the focus, the bid cards, the premium), the
        characters of its head that say what it set (None: up to its first colon, in its words
        now, which a language change may have worded anew), what it set (:meth:`note_advice`) and the
        table as it left it (:meth:`advice_state`; :meth:`advice_unheard`)."""
        self._advice_missed: tuple[frozenset[str], tuple] = (frozenset(), ())
        """What the last hint set that was never heard (it was cut before its head, or silenced
        before it began) and not named since, with the table as the hint left it
        (:meth:`advice_unheard`)."""
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

    def another_acts_next(self) -> bool:
        """A computer player is to act at this table (:meth:`cpu_due`; the game as it stands, the
        player's own move applied though still being said): a key refused late gets the refused
        cue alone, no words after the lines that tell it (:meth:`Scene.refused_late`). Online,
        the moves come from the server and may already wait: as the default."""
        return not self.online and self.cpu_due()

    def messages(self, events: Sequence[Event]) -> Sequence[Any]:
        """What ``events`` say, as messages with ``.text``, ``.cue`` and ``.prompt`` (True for
        what to do now: "Your turn. ..."), the game's ``narrate``: :meth:`narration` worded now."""
        return self.narration(events)()

    def narration(self, events: Sequence[Event]) -> Narration:
        """What ``events`` say (:meth:`messages`), as a function that words them in the player's
        language when called, from what they are made of now (the events, the view of the game
        now, kept): a batch still waiting under the pause menu when the language changes is
        said in the new one (:class:`~.batch_words.BatchWords`). Notes what the table keeps of
        the batch (the turn line said) once, here; calling the function changes nothing."""
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
    def ask_hint(self, situation: tuple, position: tuple, work: Callable[[Any, bool], tuple[str, Any]]) -> None:
        """A pressed for a hint in ``situation`` at ``position`` (the situation plus what the
        player chose and holds): the answer kept for that position is said again word for word
        (in the language changed since, the same advice worded anew: its sentence, a
        :class:`~game.i18n.Reworded` one, words itself from the search's result, never searched
        again); otherwise ``work(rng, fixed)`` returns the
        sentence and what it advises (:meth:`say_hint`), worked out in a worker
        (:meth:`think`) with the hint's own random source (the session's ``hint_rng(position)``:
        the game's seed and the position, never the game's own), ``fixed`` being
        :attr:`fixed_search`. Nothing while a hint is being worked out."""
        if self._hint_pending:
            return
        kept = self._hint_said
        if kept is not None and kept[0] == position:
            sentence, advice = kept[2]
            again = getattr(sentence, "again", None)
            if kept[1] == current_language() or again is not None:
                # the same question: the same answer (in a new language, the same advice worded anew)
                hint = (sentence if kept[1] == current_language() else Reworded(again), advice)
                self._say_hint(hint, situation, position)
                return
        self._hint_pending = True
        rng = self.session.hint_rng(position)
        fixed = self.fixed_search
        self.think(lambda: work(rng, fixed), lambda hint: self._say_hint(hint, situation, position))

    def refuse_hint(self, reason: str) -> None:
        """A pressed when the player has nothing to decide: refused, but while other players'
        moves are still being said, after them, never cutting them (as the hint itself:
        :meth:`~game.scenes.card_table_keys.HeardKeys.say_after_moves`; C-22, T-28)."""
        if self.moves_unheard():
            self.say_after_moves(reason, cue="refused")
        else:
            self.refuse(reason)

    def _say_hint(self, hint: tuple[str, Any], situation: tuple, position: tuple) -> None:
        """Say the hint (its sentence and advice) worked out in ``situation`` unless the game
        moved on since (:meth:`hint_stale`); kept for ``position``, so A pressed again there
        repeats it word for word: the search is bounded by the clock, and a second search could
        sample other deals and say another chance. The focus goes to what it advises
        (:meth:`say_hint`), so Enter then does it. Counted as a hint used, and kept by the
        save."""
        self._hint_pending = False
        self._hint_said = (position, current_language(), hint)
        if self.hint_stale(situation):
            return
        self.hints_used += 1
        self.table_step("hint")  # kept by the save: Continue goes on counting
        self.say_hint(*hint)
        self.mark_dirty()

    def say_hint(self, sentence: str, advice: Any) -> None:
        """Say the hint's ``sentence`` and put the focus on what it advises (``advice``: the
        game's), so Enter right after it does that (C-22, T-28). Said after the other players'
        moves still unheard, never cutting them (:meth:`say_after_moves`). Default: the sentence only."""
        self.say_after_moves(sentence)

    def note_advice(self, said: Any, sets: frozenset[str] = frozenset({"focus"}), head: int | None = None) -> None:
        """``said`` (the hint just said, an :class:`~game.speech.queue.Utterance`, or None) set
        what the next key acts on, ``sets``: ``"focus"`` (the card Enter plays, the bid card
        Space marks), ``"marks"`` (the bid cards Enter confirms), ``"premium"`` (the premium
        Enter chooses). That key waits for its head (:meth:`advice_unheard`), its first ``head``
        characters, by default its words up to its first colon ("Play the queen of spades:",
        "Bid 5 with king of hearts, 6 of clubs, jack of diamonds and declare:"), or its whole
        text when it has no colon, found in its words as they are when asked (a hint waiting
        while the language changed is worded anew: "Juega la reina de picas:"). A newer hint
        replaces what an older one left unheard."""
        self._advice_missed = (frozenset(), ())
        if said is None or not said.text:
            self._advice_head = None
            return
        self._advice_head = (said, head, frozenset(sets), self.advice_state())

    @staticmethod
    def _head_chars(said: Any, head: int | None) -> int:
        """The characters of the hint ``said`` that say what it set (:meth:`note_advice`):
        ``head``, else its words now up to their first colon, or all of them."""
        if head is not None:
            return head
        colon = said.text.find(":")
        return colon + 1 if colon > 0 else len(said.text)

    def advice_state(self) -> tuple:
        """The table as far as what the hint set stands (the hand, the bid cards marked, the
        premium choice; not the focus, which an arrow names): what it left unheard is asked for
        only while this is unchanged (:meth:`advice_unheard`). Default: nothing (always)."""
        return ()

    def advice_unheard(self, acts_on: str = "focus") -> bool:
        """A key that acts on what the hint set (:meth:`note_advice`; ``acts_on``: Enter on the
        advised card ``"focus"``, on the bid cards ``"marks"``, on the premium ``"premium"``;
        Space on the bid card in focus ``"focus"``) pressed while the hint is being said or
        waits, before its head, which says what it set, was heard: True, with the refused cue
        only (and where cues are not heard "Too early: your key was not used. Press it again."
        after it, :meth:`Scene.refused_cue`); the hint goes on, uncut. Pressed once the head was
        heard, the key acts at once, cutting the rest (its reasons and a reminder of the keys),
        as a digit once the turn line's head was heard: what it acts on was named. Found by ear
        (trick game, 2 players, seed 17): A, then Enter 1.3 s into "Bid 5 with king of hearts,
        ... and declare: ..." confirmed the bid cards the hint had marked, never heard.

        When the hint was cut before its head (by a status key, Ctrl, another key that only
        reads) or silenced before it began, what it set was never heard: the first such key
        acts on nothing and says it, worded now, with the refused cue
        (:meth:`answer_missed_advice`: "Focus: 10 of hearts. Enter plays it.", "Bid 5: heart,
        club, diamond. Enter confirms. Focus: ace of hearts."); once that was heard, the key
        acts. An arrow names the focus (:meth:`focus_told`): Enter in play, Space in bidding
        then act as ever; Enter on the bid cards still says them first. Nothing is said once
        the table moved on from where the hint left it (:meth:`advice_state`: a card played, the
        bid cards changed). False once the hint or that answer was heard (C-22, T-28)."""
        advice = self._advice_head
        if advice is not None and advice[0].pending:
            said, head = advice[:2]
            if self.line_heard_to(said, self._head_chars(said, head)):
                return False
            self.refused_cue()  # the hint, being said or about to be, tells what the key acts on
            return True
        self._settle_advice()
        missed, state = self._advice_missed
        if acts_on not in missed:
            return False
        self._advice_missed = (frozenset(), ())
        if state != self.advice_state():
            return False  # the table moved on: the hint no longer says what the key acts on
        return self.answer_missed_advice(missed)

    def advice_tells_turn(self) -> bool:
        """True while the hint (:meth:`note_advice`) is being said and its head was heard ("Play
        the queen of spades:"): it tells the player's turn and what Enter plays, as the turn line
        waiting behind it would (A pressed while other players' moves were said, or early in the
        turn line, which is said again after it), so a key that plays acts at once, cutting the
        rest (C-22, T-28; found by ear: Enter there waited for the advice's reasons, or did
        nothing)."""
        advice = self._advice_head
        if advice is None or advice[0].state != SPEAKING:
            return False
        said, head = advice[:2]
        return self.line_heard_to(said, self._head_chars(said, head))

    def _settle_advice(self) -> None:
        """The hint noted (:meth:`note_advice`) is no longer being said or waiting: when it was
        cut before its head was heard, or dropped unbegun and still true (Ctrl), what it set is
        kept as never heard (:attr:`_advice_missed`); either way it is settled."""
        advice = self._advice_head
        if advice is None or advice[0].pending:
            return
        said, head, sets, state = advice
        self._advice_head = None
        if said.state == CUT:
            unheard = not self._heard_when_cut(said, self._head_chars(said, head))
        else:
            unheard = said.state == DROPPED and not said.untrue
        if unheard:
            self._advice_missed = (sets, state)

    def advice_named(self, *what: str) -> None:
        """A key's answer named ``what`` (``"focus"``: an arrow's; ``"premium"``: Up or Down in
        the premium choice; ``"marks"``: Space's) since the hint set it: a key acting on it no
        longer waits for the hint (:meth:`advice_unheard`)."""
        self._settle_advice()
        missed, state = self._advice_missed
        self._advice_missed = (missed - frozenset(what), state)

    def focus_told(self) -> None:
        """:meth:`~game.scenes.card_table_keys.HeardKeys.focus_told`; the focus a hint moved,
        cut before it named it, is named too (:meth:`advice_named`)."""
        super().focus_told()
        self.advice_named("focus")

    def answer_missed_advice(self, missed: frozenset[str]) -> bool:
        """A key that acts on what the hint set (``missed``, :meth:`note_advice`) when the hint
        was cut before it said so (:meth:`advice_unheard`): says what the key would act on,
        worded now, with the refused cue, and returns True (the key acts on nothing); False
        when nothing applies now (the key acts). Default: the focused card, as when the turn line
        was cut before naming it (:meth:`say_focus_line`: "Enter plays the 6 of hearts.")."""
        return "focus" in missed and self.say_focus_line()

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

    def results_history(self) -> dict[int, tuple[str, int | None]]:
        """The seats a computer took from a person who left an online game, for the results
        (:meth:`game.table.remote.RemoteSession.seat_history`: "1st: Bob (in Cid's seat), ...");
        empty offline."""
        history = getattr(self.session, "seat_history", None)
        return history() if history is not None else {}

    def deal_me(self, number: int, shared: bool = True) -> Perspective:
        """The perspective deal (or round) ``number``'s outcome is said from: an online session's
        (a seat a person left during that deal, having bid or played in it, named by both:
        "Cid, then Bob"; before it by the person, after it by the computer), else :attr:`me`."""
        deal = getattr(self.session, "deal_perspective", None)
        return deal(number, shared) if deal is not None else self.me

    # ----------------------------------------------------------------- actions and the session
    def try_apply(self, action: Any) -> list[Event] | None:
        """Send this seat's ``action`` through the session: its events as this seat may know
        them, or None after saying why it is refused."""
        outcome = self.session.act(action)
        if isinstance(outcome, Refusal):
            self.refuse(outcome.text())
            return None
        self._turn_ends_at = None  # (online: this turn's clock stops; a next turn has its own)
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

    def covered(self) -> None:
        """A key pushed a scene over the table (Escape's pause menu, F1 help, Ctrl+F1's rules,
        the chat line) while a key that acts was kept silently for what it acts on (Enter or a
        digit kept late in one's turn line or a choice's opening, :mod:`.kept_key`; one that
        counts only as the newest key): the line it waited for is cut by the cover's title
        before its end, so the key never acts; it is dropped with the refused cue, never in
        silence (found by a tester by ear online: Return 4.9 s into the 6-second "Your turn.
        You lead. ... Focus: queen of spades.", Escape 0.3 s later: the table menu, nothing
        told, and the player believed the card played; C-22, T-28, T-29). The cue alone, as
        after Ctrl (:meth:`speech_stopped`): where cues are not heard, the table says on return
        that the turn is still the player's. A scene the table pushes itself (no key pressed
        since the key was kept) leaves it alone. (A line heard to its end lets its key act at
        the update that follows, before any key is handled: the announcer ticks first.)"""
        self._cover_mark = (self.situation_mark(), self.situation_heard())
        kept = self._kept_key.key
        presses = int(getattr(self.app, "key_presses", 0))
        if kept is None or not kept.newest_only or kept.presses == presses:
            return
        self._kept_key.key = None
        self.say("", cue="refused")

    def situation_mark(self) -> tuple:
        """What keys that act act on, as it stands now: the batches of events said so far and
        the prompt that names the focused card, worded now (:meth:`focus_prompt`: whose turn,
        the total or trick, the card Enter plays or the bid prompt). Equal before a cover and
        after it: nothing changed meanwhile (:meth:`resume`)."""
        return (self._told, self.focus_prompt())

    def situation_heard(self) -> bool:
        """True when where the game stands was heard: no other player's move, no prompt of this
        table (the turn line, the bid prompt) still being said or waiting, the card the focus is
        on named, and no key held for a new deal (:meth:`actions_held`)."""
        if self.events_unheard() or self.turn_line_unheard() or self.focus_unnamed() or self.actions_held():
            return False
        return not any(not item.reminder for item in self.app.announcer.unheard_prompts(self))

    # ----------------------------------------------------------------- the session's client
    def speech_busy(self) -> bool:
        """True while anything is being said or waits to be said (the session asks)."""
        return bool(self.app.announcer.speech_busy())

    def answer_status(self, text: str, key: str | None = None) -> Any:
        """A status key's answer (C, S, T, V, K, ...): at once, cutting what is being said, when
        every other player's move was heard. While some are still being said or wait to be, it
        follows them instead, without cutting them: it tells the game as it stands after them,
        and said first it would tell what was not yet heard ("No cards on the table. Bob to
        play." before "Bob wins the trick ..."). It goes ahead of a waiting prompt ("Your turn.
        ...", which stays the last thing said before the player acts). A newer status key's answer
        replaces the older one, whichever key (the intent's name, ``key``) asked it, as a screen
        reader's newer review key cuts the older one's reading (asked by three testers by ear):
        being said, it is cut; still waiting, it is dropped and, never said, leaves the history
        and the log (:meth:`game.speech.queue.SpeechQueue._replace_status_answers`). C then S
        quickly: the total cut, the tokens whole; the same key again restarts its answer, worded
        as things are now. The moves waiting or being said are never cut by it.
        The table's opening lines (:attr:`opening_words`) tell no move: the answer cuts them as
        any key's does, and one cut before most of it was heard is said whole right after it
        (found by ear: C pressed while speech opened was answered 27 s later, after the whole
        opening and the first turn line). Returns the answer's
        :class:`~game.speech.queue.Utterance` (None when nothing is said)."""
        refusal = self._focus_prompt[0] if self._focus_prompt is not None else None
        kept = self._kept_key.key
        if kept is None or kept.reason != TURN_LINE or refusal is None or not refusal.pending or not self.focus_line():
            kept = None  # (only a key kept for the turn line that plays a card: never a choice's)
        # (an older status answer, waiting or being said, is replaced by this one in the queue)
        self._status_said = {name: said for name, said in self._status_said.items() if said.pending}
        if any(item not in self.opening_words for item in self.app.announcer.unheard_events(self)):
            said = self.say(text, kind=EVENT, own=True, question=key)
            if said is not None:
                self._status_said[key] = said
                said.asked_at = self.app.announcer.queue.now  # (not said when the line after the key said it)
            # right after the moves, before "Your turn. ..." (found by ear: P was answered 13 s
            # late, after the turn line, which must stay the last thing said before one acts)
            self.app.announcer.queue.ahead_of_prompts(said)
        else:  # (a status answer being said is cut by this one: SpeechQueue._replace_status_answers)
            said = self.say(text, interrupt=True, question=key)
            if said is not None:  # (behind the player's own doing, it waits for it, as for moves)
                said.asked_at = self.app.announcer.queue.now
        self.say_focus_refusal_again(refusal)  # Enter's "Focus: 6 of hearts. Enter plays it." cut early
        self._keep_over_status(kept)
        return said

    def status_answer(self, key: str) -> Any:
        """The answer to the status key ``key`` (the intent's name) waiting behind other
        players' moves (:meth:`answer_status`), or None."""
        said = self._status_said.get(key)
        return said if said is not None and said.pending else None

    def _keep_over_status(self, kept: Any) -> None:
        """``kept``, a key that plays kept for the turn line (:data:`~.kept_key.TURN_LINE`:
        Enter pressed once its head was heard) before this status key, which only asks: it is
        not dropped, as another key would drop it (found by a tester by ear: Enter 1.8 s into
        "Your turn. You lead. ... Focus: 9 of clubs.", then T: "No trumps.", the line again, and
        the Enter lost without a word). It is handled again now, as if pressed after the
        answer: the line cut by the answer and waiting to be said again, its head heard, gives
        way to the short line naming the card, and Enter plays once that was heard
        (:meth:`_keep_for_turn_line`); a line heard to its end, it plays (T-28, T-29, C-22,
        C-23). Only a key kept for the turn line on one's turn to play a card: one kept for a
        choice's opening (a value, a premium, the bid prompt) is dropped by the status key as by
        any, for the choice's cost cut by the answer was never heard."""
        if kept is None or kept.intent is None or self._kept_key.key is not kept:
            return
        self._kept_key.key = None
        before = getattr(self.app, "intent_now", None)
        self.app.intent_now = kept.intent
        try:
            self.on_intent(kept.intent)
        finally:
            self.app.intent_now = before

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
        menu or help ("Your turn at the table: 30 seconds.", :meth:`tick_covered`) counts as
        heard :data:`TURN_COVER_GRACE` seconds after that notice was heard, the cover still open:
        its clock starts then, so the seconds said are there in full; back at the table sooner,
        the turn counts as heard once the moves held meanwhile and where the game stands were
        (found by a tester by ear: back 6 s after the notice, the held moves and the turn line
        took 18 s of a 20-second turn, and the time ran out as the line ended). The play of a
        counting card heard under a cover counts at once (its draw's time, C-8). A turn the
        table holds in its pause (:meth:`paused_turn`) is unheard until Enter said it, or, with a
        turn timer, until the pause told it with its seconds (:meth:`paused_turn_heard`)."""
        if self.paused_turn():
            return not self.paused_turn_heard()
        told = self._turn_told_at
        if told is not None and told == getattr(self.session, "turn_not_reported", lambda: None)():
            notice = self._turn_notice
            if notice is None or notice[0] != told:
                return False
            if self.app.top is not self:
                said = notice[1]
                if said is not None and said.pending:
                    return True  # (the notice still being said, or waiting)
                ended = None if said is None else (said.done_at if said.done_at is not None else said.cut_at)
                # (never said: speech off, or withdrawn unsaid: counts at once, as before the grace)
                return ended is not None and self.app.announcer.queue.now - ended < TURN_COVER_GRACE
        return self.events_unheard() or bool(self.app.announcer.unheard_prompts(self))

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
        self._told += 1  # (what keys act on changed: a cover's return says it anew, resume)
        first_is_move = own if interrupt is None else own and interrupt
        gist = None if own else self.event_gist(events)  # ("": a move with no short form)
        narration = self.narration(events)
        messages = list(narration())
        batch = BatchWords(narration, messages, None if own else lambda: self.event_gist(events))
        whole = list(messages)  # (a line's place in the batch, before a catch-up leaves some out)
        if self.quiet_prompts:  # back at an online table: the situation line after these says what to do
            messages = self._catch_up(messages)
        head = True  # the first line of other players' events in this batch (a move's head)
        first: Any = None  # (that line)
        for_me = self.me.timer_played(self.me.seat)  # (online: one's time ran out, a computer's turn for one)
        lines: list[Any] = []
        for i, message in enumerate(messages):
            if first_is_move and i == 0:
                said = self.say(message.text, move=True, cue=message.cue)
                self.message_said(message, said)
            elif getattr(message, "prompt", False):
                said = self.say(message.text, kind=PROMPT, own=own, cue=message.cue)
                if getattr(message, "names_focus", False):
                    self.keep_focus_prompt(said, self.focus_prompt)
            else:
                outcome = getattr(message, "gist", None)  # (one's own too: a key at the end waits for it)
                said = self.say(message.text, kind=EVENT, own=own, cue=message.cue, gist=outcome or gist)
                if outcome and said is not None:
                    self._outcomes.add(said)
                if head and said is not None and said.gist is not None and not own:
                    self._move_heads.add(said)
                    head, first = False, said
                elif first is not None and for_me and said is not None and said.gist is not None:
                    self._turn_tails[first] = said  # (the turn made for the player goes on)
                self.message_said(message, said)
            if said is not None:
                place = next((k for k, kept in enumerate(whole) if kept is message), None)
                if place is not None:
                    event = not (first_is_move and i == 0) and not getattr(message, "prompt", False)
                    said.narration = batch.line(place, event)
                lines.append(said)
        if self.spectating:
            self.watch_batch(events, lines)

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

    def resume(self) -> None:
        """Back from the pause menu or help: stop animations, say :meth:`intro` (a prompt: after
        the table's events still waiting, which the pause held; when it is not the player's
        turn, a newer key's answer given before it began replaces it:
        :attr:`game.speech.queue.Utterance.by_key`), plan the computers; not when a line held
        under the cover says just that (online, the round ended meanwhile: found by a tester by
        ear, "Round 1 over: ... Enter: next round." twice on coming back). Back from
        the chat line nothing is said again (the entry said "Cancelled." or the line comes back
        as a message). On one's own timed turn with little of it left, the line is the short one,
        the seconds left first (:meth:`in_time_resume_words`)."""
        self.anims.clear()
        self._void_timer_words()  # (the situation said now tells the turn)
        mark, self._cover_mark = self._cover_mark, None
        # heard before the cover and unchanged under it: the line said now is a reminder, and
        # keys act at once, cutting it (found by a tester by ear: Space 0.6 s after Escape closed
        # help, the bid prompt heard before F1, was refused until the 8.7-second line ended)
        reminder = mark is not None and mark[1] and mark[0] == self.situation_mark()
        self._reminded = None
        with self.app.announcer.queue.pump_held():  # (nothing held begins before the situation line)
            left = self.resume_turn_seconds_left()
            if left is not None and self._turn_ends_at is None:  # (a warning's deadline is the server's)
                self._turn_ends_at = remote.clock() + left
            # on one's timed turn with little of it left: the short line, the seconds left first
            words = self.in_time_resume_words(self.resume_words())
            if left is not None:  # (the turn's clock runs, or will: the moves held meanwhile in short)
                self.shorten_held_moves(left, words)
            # back at the table: a turn told over the cover counts as heard as at the table; a
            # cover opened again tells it again, its grace from then (found by a tester by ear: the
            # menu opened again 2 s after coming back, and the first notice's 8 s ran on)
            self._turn_told_at = self._turn_notice = self._turn_notice_at = None
            self._ran_out_covered = False
            if self._quiet_resume:
                self._quiet_resume = False
                self.plan_cpu()
                return
            text = words()
            if self.situation_waiting(text):
                text = ""  # (a line held under the cover says it: online, the round ended meanwhile)
            if text:
                said = self.say(text, kind=PROMPT)
                if getattr(words, "paused_turn", False):
                    # the turn told in a pause, said again: a newer key's answer goes before it,
                    # never in its place (the running turn would go untold), and its seconds are
                    # worded anew while it waits (:meth:`paused_turn_resaid`)
                    self.paused_turn_resaid(said)
                elif said is not None and not self.resume_urges():
                    # nothing for the player to do: it answers the key that closed the cover, so a
                    # newer key's answer given before it began replaces it (it would follow that
                    # answer, outdated: found by ear, "Round 1. Total 53. Bob's turn." 7 s after
                    # Escape, after a newer key's answer); a turn line stays (said last)
                    said.by_key = True
                else:
                    self.keep_focus_prompt(said, words)
                    self._resume_line = said
                    # the short line (the seconds left first) is never a reminder: the time ran
                    # short under the cover, and keys wait for the card it names, as after a
                    # turn line's head (docs/announcements.md: "Enter pressed early in it is kept")
                    if reminder and said is not None and not getattr(words, "short_of_time", False):
                        self._reminded = said
                        self._focus_told = True  # (the card was named before the cover)
                if said is not None and getattr(words, "short_of_time", False):
                    self._short_of_time = said
        self.plan_cpu()

    def situation_waiting(self, text: str) -> bool:
        """True when a line of this table waiting to be said (held under the cover) says where
        the game stands, ``text``, which :meth:`resume` then does not say again: a line of those
        very words; a table may know such a line by itself, whatever its words (the counting
        table's round's end, worded without its cause after the line that told it)."""
        return bool(text) and any(item.text == text for item in self.app.announcer.queue.waiting(self, every_kind=True))

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

    def refuse_held_saying(self, reason: str) -> None:
        """Answer a key that acts pressed while :meth:`actions_held` by ``reason``, its ordinary
        refusal (the key would be refused too once the new situation was heard: "Not your turn.
        Bob plays next."): a whole sentence with the ``refused`` cue, said right after the line
        being said, which goes on uncut and is said once (the new deal's line, whether the
        player's Enter dealt it or the pause's timer did, or a new game's opening), before the
        lines still waiting; again while it was just said (:meth:`Scene.refuse_again`'s window),
        the cue only. A refusal that could only come after lines of one's own not yet begun: the
        cue, and where cues are not heard "Your key did nothing. Press it again to hear what you
        can do." after the lines, unless a computer player acts next (:meth:`Scene.refused_late`).
        Never :meth:`Scene.refuse`'s cut (found in a test: a digit
        pressed, out of the game, 0.6 s into "Round 2. Anna deals. Bob plays first.", dealt by
        the pause's timer, cut that line and said it again after "You are out of the game. Bob
        plays next.")."""
        announcer = self.app.announcer
        if announcer.refusal_late():
            self.refused_late()
        elif announcer.just_said(reason, within=REFUSAL_REPEAT_SECONDS):
            self.say("", cue="refused")
        else:
            self.say(reason, follow=True, cue="refused")

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
            results.online(keep_link(), self.session.seat, news=self.session.news_after_over())
        self.app.replace(results)

    def help_heading(self) -> str:
        """F1 at the table: "Keys for the counting game" ("Keys for the trick game"), the game
        named as its rules page and its messages name it (not "Keys for Counting game")."""
        return keys_title(self.rules_game or "")

    def open_pause_menu(self) -> None:
        """Push the pause menu (Escape); the table's timers wait under it. At a table one
        watches, Escape leaves it instead (:meth:`leave_watching`)."""
        if self.spectating:
            self.leave_watching()
            return
        self.app.push(pause_menu(self.app, self.rules_game or "", online=bool(self.online)))

    # ----------------------------------------------------------------- animation
    def animate(self, events: Sequence[Event]) -> None:
        """Start the animations of ``events`` unless reduced motion is on."""
        if self.settings.get("reduced_motion"):
            return
        for event in events:
            self.animate_event(event)

    def update(self, dt: float) -> None:
        self.session.poll(dt)
        if self.online:
            self.track_turn_clock()
            self.tick_held_turn()
            self.tick_turn_warning()
            tick_waiting(self, self._waiting, dt)
        self.act_kept_key()
        if self.anims.active:
            self.anims.update(dt)
            self.mark_dirty()
