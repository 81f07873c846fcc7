"""The counting table between rounds and for one who is out: the pause after a round's end
(Enter deals the next round, C-21; one who watches, out (C-18) or a spectator, hears the rounds
go on by themselves, online once the person who plays first has played), what a key says
meanwhile, and Enter playing the rest of the game out at once for one who is out (C-18, C-20).

A part of :class:`~.table.CountingTable` (its fields are set in ``CountingTable.__init__``:
:attr:`between_rounds`, :attr:`ended_view`, :attr:`round_ended`,
:attr:`out_rounds`, ``_round_waits_for``, ``_pause_elapsed``, ``_round_start_said``,
``_round_start_told``, ``_back_ended_view``, ``_back_after_round``); the game's autosave rebuilds
a pending pause (:mod:`.saving`). Online, in a new round, the turn of a person who has not played
in it yet is said as what the game waits for ("Waiting for Ben's first card of round 2."): they
may still be on the last round's end. Back at an online table after a round ended meanwhile, the
pause is that round's, and Enter says the next round's missed moves (:mod:`.table_online`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ...engine.events import Event
from ...engine.search import Budget
from ...i18n import Reworded, _
from ...scenes.base import KEY_TOO_EARLY
from ...scenes.card_table import CardTable
from ...scenes.kept_key import ACT, TURN_LINE, WAIT, KeptKey
from ...speech.queue import PROMPT, QUEUED
from ...table import online_text
from .. import text
from ..events import PlayerEliminated, RoundEnded, TurnStarted
from .saving import split_round_end

if TYPE_CHECKING:
    from ...engine.perspective import Perspective
    from ..state import CountingView

PLAY_OUT_BUDGET = Budget(deadline=None, samples=8, min_samples=8)
"""The hard level's search when Enter plays the rest of a game out at once (a few milliseconds a
card, so a whole game takes about a second)."""
ROUND_PAUSE_FACTOR = 2.0
"""When the human is out (watching), the pause between rounds is this many computer-player
delays (at least :data:`ROUND_PAUSE_MIN` seconds); Enter plays the rest out at once
and shows the results (with :data:`PLAY_OUT_BUDGET`), except online. While the human is still in,
the next round waits for Enter."""
ROUND_PAUSE_MIN = 3.0
"""The shortest pause between rounds while watching, in seconds."""


class RoundPause(CardTable):
    """:class:`~.table.CountingTable` between rounds (C-21) and while its player is out (C-18)."""

    # ----------------------------------------------------------------- out of the game (C-18)
    def watching(self) -> bool:
        """True when the human is out of the game (rounds go on by themselves)."""
        return self.seat in self.session.view().eliminated

    def watching_words(self) -> str:
        """What is said when the player goes out (C-18) or the table comes back while watching."""
        return _(text.WATCHING_ONLINE) if self.online else text.watching_text()

    def track_outs(self, events: Sequence[Event]) -> None:
        """Remember the round in which each player went out (for the results, C-18)."""
        events = list(events)
        for i, event in enumerate(events):
            if isinstance(event, PlayerEliminated):
                ended = next((e.round for e in events[i:] if isinstance(e, RoundEnded)), self.session.view().round)
                self.out_rounds.setdefault(event.seat, ended)

    def plays_out_now(self) -> bool:
        """True when Enter plays the rest of the game out at once (:meth:`play_out`): the
        player is out (C-18) of a local game still going. It waits neither for the moves being
        said nor for a new deal to be heard (:meth:`hold_actions`): what the others just did
        changes nothing it does (C-22). Online the server's computer players play on at their
        pace: Enter does not play out there."""
        return self.watching() and not self.online and not self.over and self.choice is None

    def out_unheard(self) -> bool:
        """True while the line that told the player they are out (C-18) or that ended the game
        (C-20; "You passed 66: you owe 1 token and have 0. You are out. 1 player left."), or
        "You are out: you are watching. Enter plays the rest out ...", is still waiting or being
        said: Enter, which plays the rest out or shows the results and so leaves the table,
        never acts before it was heard (C-22; a key that cut it has heard it)."""
        return any(said is not None and said.pending for said in (self._out_said, self._out_words))

    def enter_before_out_heard(self) -> None:
        """Enter while :meth:`out_unheard` (C-18, C-22): never lost in silence, never acting
        before the line that names it was heard.

        Once the out line ("You passed 66: ... You are out. 2 players left.") was heard, while
        "You are out: you are watching. Enter plays the rest out ..." is said or waits, Enter is
        kept, with no sound, and plays the rest out once that line was heard whole: it answers
        the line that names it (found by a tester by ear: Enter 54 % into that line played only
        the refused cue, which the dummy sound device never played; "Too early: ..." waited
        behind it and was dropped by Bob's card, and the computers went on for 35 s). Another
        key pressed meanwhile drops it (the newest key counts), as Ctrl does with the cue.

        Pressed earlier (a doubled Enter on one's last card, or in the out line), it never acts:
        the refused cue, the out line going on uncut; where cues are not heard the watching line
        still waiting begins with "Too early: your key was not used. Press it again." (a reminder
        would be dropped unsaid behind it, as that line says what to do), so the key is answered
        in words before the line that tells what Enter does."""
        words, out = self._out_words, self._out_said
        pressed = getattr(self.app, "intent_now", None) is not None
        if pressed and words is not None and words.pending and (out is None or not out.pending):
            def release(_kept: KeptKey) -> str:
                return WAIT if words.pending else ACT
            self._keep_key(TURN_LINE, release, self.app.announcer.queue.now)
            self._out_enter = self._kept_key.key  # (the computer players wait for it: speech_wait)
            return
        sound = getattr(self.app, "sound", None)
        early = _(KEY_TOO_EARLY)
        if (words is not None and words.state == QUEUED and sound is not None and not sound.audible()
                and not str(words.text).startswith(early)):
            self.say("", cue="refused")
            self.app.announcer.withdraw(words, untrue=True)
            self._out_words = self.say(f"{early} {self.watching_words()}", kind=PROMPT)
            return
        self.refuse_held()

    def speech_wait(self) -> float:
        """As any table's, and one frame more while Enter is kept for "You are out: ..."
        (:meth:`enter_before_out_heard`): that line heard, the rest is played out before a
        computer player's next card, never after it begins to be said."""
        wait = super().speech_wait()
        kept = self._kept_key.key
        if wait <= 0 and kept is not None and kept is self._out_enter:
            return 1.0 / 60.0
        return wait

    def play_out(self) -> None:
        """Enter while watching (the human is out): the computer players finish the game at once,
        unspoken, and the results follow (C-18, C-20). The actions are saved like any play, so the
        finished game is counted in the statistics and its save ends."""
        self.new_wait()
        self.cancel_timers()
        if self.between_rounds:
            self.table_step("continue")  # the save replays as the game went: the pause ended here
        self.between_rounds = False
        self.held = []
        self.choice = None
        events = self.session.play_out(PLAY_OUT_BUDGET)  # saved like any play: the game is counted
        self.track_outs(events)
        self.over = True
        self._played_out = True  # the results say so first: what this table says is cut as it is left
        self.show_results()

    # ----------------------------------------------------------------- the pause between rounds (C-21)
    @property
    def round_over(self) -> str:
        """Between rounds, the round's end with everyone's tokens ("Round 1 over: you passed 99.
        Tokens: ... Enter: next round."), worded now: in the language in use when said (a
        language chosen in the pause menu rewords it); "" outside the pause."""
        if self.round_ended is None:
            return ""
        ended, watching, next_by = self.round_ended
        me = self.round_me(ended)
        tokens = text.tokens_text(me, self.ended_view) if self.ended_view is not None else ""
        return text.round_ended_text(me, ended, watching=watching, tokens=tokens, next_by=next_by)

    @property
    def round_over_status(self) -> str:
        """:attr:`round_over` without the tokens (the seats show them), for the status line."""
        if self.round_ended is None:
            return ""
        ended, watching, next_by = self.round_ended
        return text.round_ended_text(self.round_me(ended), ended, watching=watching, next_by=next_by)

    def round_me(self, ended: RoundEnded) -> Perspective:
        """The names a round's end is said with, again in the pause: online, a seat whose person
        left the game after the round ended is still theirs for it ("Round 3 over: Cid passed
        99.", was "Round 3 over: Bob passed 99." once Cid had left in the pause, Bob, the
        computer in his seat, having played no card in it; C-14, C-21); a round that ended after
        they left is the computer's, its card having ended it (:meth:`deal_me`)."""
        return self.deal_me(ended.round, shared=False)

    def end_goes_on(self) -> bool:
        """True while a round's end waits for this player's Enter to deal the next round (not
        watching, the game not over): Space or a digit pressed while "Round 1 over: ... Enter:
        next round." is said is answered after it with "Round 1 is over. Press Enter for the next
        round." (C-21, C-22)."""
        return (self.round_ended is not None and not self.round_ended[1] and not self.over
                and not self.session.is_over())

    def refusal_after_what_a_move_caused(self) -> bool:
        """True: "Not your turn. Carl plays next." comes after "Bob misses a turn.", never before
        it (found by a tester by ear; C-16, C-22)."""
        return True

    def end_told_by_moves(self) -> bool:
        """A card that reaches or passes 99 tells the round's end by itself; an empty hand's does
        not ("Anna just played: total 56." and then "You have no cards: ..."): a key pressed
        before they were heard waits for the moves, not "the round's end" still unheard (C-19,
        C-22; found by ear)."""
        return self.round_ended is None or self.round_ended[0].reason != "empty hand"

    def _pause_between_rounds(self, ended_events: Sequence[Event], later: list[Event]) -> None:
        """A round ended (``ended_events`` hold its end) and the game goes on: the next deal
        (``later``) is held until Enter; out, or a spectator, the rounds go on by themselves once
        the round's end was heard; online, when a person plays first in the next round, once its
        first move has come too (:meth:`next_round_by`: it waits for their Enter and card)."""
        self.held = later
        self.between_rounds = True
        self.choice = None
        self.ended_view, self._back_ended_view = self._back_ended_view or self.session.last_round_view(), None
        ended = next(e for e in ended_events if isinstance(e, RoundEnded))
        watching = self.watching() or self.spectating
        self._round_waits_for = self.next_round_by(list(ended_events) + list(later))
        self._round_waits_in = ended.round + 1
        self._pause_elapsed = None
        self.round_ended = (ended, watching, self._round_waits_for)
        token = self.new_wait()
        if watching:  # out, or a spectator: the rounds go on by themselves (once heard)
            self.schedule(max(ROUND_PAUSE_MIN, ROUND_PAUSE_FACTOR * self.cpu_delay()),
                          lambda: self._round_pause_over(token), heard=True)

    def _round_pause_over(self, token: int) -> None:
        """The pause between rounds of one who watches is over: the next round is said, unless
        it waits for a person's first move that has not come yet (then it is said once it comes,
        :meth:`update`)."""
        if self._round_waits_for is not None and not self.session.waiting_updates() and not self.next_round_ready():
            self._pause_elapsed = token
            return
        self.continue_round(token)

    def next_round_ready(self) -> bool:
        """Online, between rounds, to one who watches: True once the server said that the person
        the next round waits for (:meth:`next_round_by`) pressed Enter (``notice`` ``round_ready``,
        C-21): the round has started, it is said now, before their first card."""
        ready = getattr(self.session, "round_ready", None)
        if ready is None or self._round_waits_for is None:
            return False
        return ready == (self._round_waits_in, self._round_waits_for)

    def remote_round_ready(self) -> None:
        """The online session heard that the person who plays first in the next round pressed
        Enter (C-21): a watcher whose pause is over goes on at once (:meth:`next_round_ready`)."""
        if self._pause_elapsed is not None and self.between_rounds and self.next_round_ready():
            token, self._pause_elapsed = self._pause_elapsed, None
            self.continue_round(token)

    def next_round_by(self, events: Sequence[Event]) -> int | None:
        """Online, to one who watches (a spectator, or out, C-18): the seat of the person who
        plays first in the round that ``events`` deal after a round's end (that round goes on
        once they pressed Enter and played), or None (not online, no next round in ``events``,
        or a computer plays first: the next round comes in a moment)."""
        if not self.online or not (self.spectating or self.watching()):
            return None
        _now, later = split_round_end(events)
        turn = next((event.seat for event in later if isinstance(event, TurnStarted)), None)
        if turn is None or turn == self.seat:
            return None
        return turn if self._a_person(turn) else None

    def _a_person(self, seat: int) -> bool:
        """Online: True when a person (not a computer, nor a computer in their stead) plays ``seat``."""
        entry = next((item for item in self.session.summary.get("seats", []) if item.get("seat") == seat), None)
        return entry is not None and entry.get("kind") == "person" and not entry.get("replaced")

    def round_start_waits_for(self, view: CountingView | None = None) -> int | None:
        """Online, to a player still in, in a round after the first (C-21): the seat of the
        other person whose turn it is and who has not played in this round yet, or None. The
        server waits for their card; they may still be on the last round's end, not having
        pressed Enter (found by ear: a minute of silence after "Round 2. Bob deals. Ben plays
        first."). Of ``view`` when given (the game as drawn), else as the game stands."""
        if not self.online or self.spectating or self.between_rounds or self.watching():
            return None
        view = view if view is not None else self.session.view()
        if view.round < 2 or view.winner is not None or view.turn is None or view.turn == self.seat:
            return None
        if any(play[0] == view.turn for play in view.plays):
            return None
        return view.turn if self._a_person(view.turn) else None

    def say_round_start_wait(self) -> None:
        """Once the turn of a person who has not played in this round yet was said (after one's
        Enter said the new deal, or after the cards before theirs): say once who and what the
        game waits for ("Waiting for Ben's first card of round 2."), unless their card has come
        already; a card that comes takes it back while it still waits
        (:meth:`drop_round_start_wait`)."""
        waits = self.round_start_waits_for()
        if waits is None or self.quiet_prompts or self.session.waiting_updates():
            return
        round_number = self.session.view().round
        if self._round_start_told == (round_number, waits):
            return
        self._round_start_told = (round_number, waits)
        self._round_start_said = self.say(text.round_start_wait_text(self.me, waits, round_number), kind=PROMPT)

    def drop_round_start_wait(self) -> None:
        """The wait for the new round's first card is over (events came): its line, still
        waiting, is no longer true and is never said."""
        said, self._round_start_said = self._round_start_said, None
        if said is not None:
            self.app.announcer.withdraw(said)

    def pause_text(self) -> str:
        """What a key says during the pause between rounds: press Enter ("Round 2 is over. Press
        Enter for the next round.", as Enter pressed before the round's end was heard says it
        once it is, C-21), or (watching) wait."""
        waits = self._round_waits_for
        if self.spectating:
            if waits is not None:
                return _(online_text.WATCHING_ROUND_PAUSE_BY).format(name=text.player_name(self.me, waits))
            return _(online_text.WATCHING_ROUND_PAUSE)
        if self.watching():
            if self.online and waits is not None:
                return _(text.ROUND_PAUSE_WATCHING_ONLINE_BY).format(name=text.player_name(self.me, waits))
            return _(text.ROUND_PAUSE_WATCHING_ONLINE) if self.online else _(text.ROUND_PAUSE_WATCHING)
        ended = self.round_ended[0].round if self.round_ended is not None else self.session.view().round
        return _(text.ROUND_PAUSE).format(round=ended)

    def refuse_in_pause(self) -> None:
        """A key with nothing to do in the pause between rounds (C-21): what to press
        (:meth:`pause_text`: "Round over. Press Enter for the next round."), said once
        (:meth:`refuse_again`: again at once, only the refused cue); while the round's end,
        which says it ("Round 1 over: ... Enter: next round."), is still being said or waits
        to be, only the refused cue: the key never cuts it (found by ear: a key cut it, it was
        said again whole, and the next key cut it again). Where that cue is not heard, the
        words follow the round's end, once for a burst of presses
        (:meth:`~game.scenes.base.Scene.refused_cue`), as for Space or a digit then (found in a
        listening session: X or an arrow in the round's end, sound off, and nothing answered)."""
        if self.round_over_unheard() is not None:
            self.refused_cue(words=self.pause_text())
            return
        self.refuse_again(self.pause_text())

    def round_over_unheard(self, waiting: bool = False) -> Any:
        """The round's end ("Round 1 over: ... Enter: next round.", :attr:`round_over`) while it
        is being said or waits to be (``waiting``: only while it waits), else None (C-21): the
        batch's line that told it, known by itself (after the line that told its cause it is
        worded without it: "Round 1 over. Tokens: ... Enter: next round."; a language changed
        under the pause menu rewords it), or the round's end said on its own (on coming back from
        the pause menu or help, a saved game continued), as :attr:`round_over` words it."""
        if not self.round_over:
            return None
        queue = self.app.announcer.queue
        lines = queue.waiting(self, every_kind=True) if waiting else queue.pending()
        told = self._round_end_said
        return next((item for item in lines
                     if item.scene is self and (item is told or item.text == self.round_over)), None)

    def situation_waiting(self, text: str) -> bool:
        """As any table's; between rounds, :attr:`round_over` waits also as the batch's line that
        told the round's end, in other words (:meth:`round_over_unheard`: after the line that told
        its cause, without it): coming back from the pause menu or help, it is not said again."""
        if self.between_rounds and text and text == self.round_over:
            return self.round_over_unheard(waiting=True) is not None
        return super().situation_waiting(text)

    def answer_turn_in_pause(self, name: str) -> None:
        """T in the pause between rounds (C-21): as C and S, after the moves and the round's end
        still being said, never cutting them (C-23: it never tells what was not yet said; found
        by ear: T cut "Round 1 over: ..." with "Round 1 is over. Press Enter for the next
        round.", then the round's end was said again, the same twice in a row), worded by
        :meth:`pause_text`. While the round's end is being said or waits to be, it answers the
        key itself (the round is over, "Enter: next round."): the player's answer is then not
        said once that line was heard whole (:attr:`~game.speech.queue.Utterance.answered_by`);
        a watcher's, which tells the keys of the pause, still follows it."""
        line = self.round_over_unheard()
        said = self.answer_status(Reworded(self.pause_text), name)
        if said is not None and line is not None and not self.spectating and not self.watching():
            said.answered_by = line

    def continue_round(self, token: int | None = None) -> None:
        """End the pause between rounds (timer or Enter): say the new deal and go on."""
        if not self.between_rounds or (token is not None and not self.wait_current(token)):
            return
        self.new_wait()
        self.table_step("continue")
        if token is None and self.online and not self.spectating:
            self.session.ready()  # C-21: one's Enter; when the round waits for us, the others hear it start
            self.outdate_held_turn()
        self.between_rounds = False
        self._round_waits_for = self._pause_elapsed = None
        self.ended_view = None
        self.round_ended = None
        self._round_end_said = None
        self.missed_by = self._passed_by = None
        self._late_after = None
        held, self.held = self.held, []
        self.focus = 0
        back, self._back_after_round = self._back_after_round, None
        if back is not None:  # back at an online table: the next round's missed moves, then where it stands
            self._announce_back(held, back)
        else:
            self.announce_events(held, own=token is None)
        self.hold_actions()  # a second quick Enter never plays into the new deal unheard
        self.mark_dirty()
        self.plan_cpu()
