"""A table's keys that act only on what was heard: a key pressed before the moves it acts on
were said is answered once ("Anna just played: total 71. Your key did nothing: ..."), or kept
and acts once the line it came late in was heard to its end; on the player's turn it waits for
the turn line (the prompt that names the focused card) and for a speech that has shown it
speaks (:class:`HeardKeys`; what of a line was heard is :mod:`.card_table_heard`'s, the key
kept :mod:`.card_table_kept`'s).

A part of :class:`~game.scenes.card_table.CardTable` (its fields are set in
``CardTable.__init__``: ``_gist``, ``_answers``, ``_waited``, ``_outcomes``, ``_time_outs``,
``_move_heads``, ``_kept_key``, ``_focus_prompt``, ``_focus_told``, ``_after_moves_said``).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from ..i18n import N_, _
from ..speech.queue import SPEAKING
from .base import KEY_TOO_EARLY
from .card_table_heard import KEY_GRACE_SECONDS, KEY_GRACE_SHARE
from .card_table_kept import KeptKeys
from .kept_key import ACT, GIVE_UP, MOVES, SPEECH_CHECK, WAIT, KeptKey

__all__ = ["HeardKeys", "wait_text", "KEY_GRACE_SECONDS", "KEY_GRACE_SHARE", "PROVE_AT_ONCE", "PROVE_WAIT",
           "WAIT_TURN", "WAIT_MOVES", "WAIT_END", "WAIT_END_SAID", "WAIT_SAID", "WAIT_NONE"]

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


WAIT_TURN = N_("{gist} Your key did nothing: press it again once your turn is said.")
WAIT_MOVES = N_("{gist} Your key did nothing: press it again once the moves are said.")
WAIT_END = N_("{gist} Your key did nothing: press it again once the round's end is said.")
WAIT_END_SAID = N_("{gist} Press Enter for the next round.")
"""The answer to Enter pressed early in a round's end line, said right after that line: what to
do now, since the end was just said ("Round 1 is over. Press Enter for the next round."; found
by ear: "... press it again once the round's end is said." came after it had been said)."""
WAIT_SAID = N_("Your key did nothing: the last moves are still being said. Press it again once they are said.")
WAIT_NONE = N_("{gist} Your key did nothing.")
"""A key that acts pressed before the moves it acts on were heard (:meth:`CardTable.wait_for_speech`);
:data:`WAIT_NONE`: one that will not act once they are heard either, and whose ordinary refusal
would tell an outcome still unheard ("Round over. ..." while the card that ended it is said)."""


def wait_text(gist: str | None, turn: bool, end: bool = False, end_text: str = WAIT_END,
              said_text: str | None = None) -> str:
    """The one answer to a key that acts pressed before the moves were heard: ``gist``, the
    newest move in short ("Anna just played: total 71."), then that the key did nothing and what
    to wait for: the player's turn (``turn``) or the moves; without a gist (a notice is being
    said), that the last moves are still being said; ``end``: the key acts on a round's end
    still being said ("Round 2 is over. Your key did nothing: press it again once the round's
    end is said."), in the words of ``end_text`` (untranslated, with ``{gist}``; the trick
    game's: "... once the deal's end is said."); ``said_text`` (with ``end``): the answer is said
    right after the end's line, heard by then: what to do now, in its words ("Round 2 is over.
    Press Enter for the next round.", :data:`WAIT_END_SAID`)."""
    if not gist:
        return _(WAIT_SAID)
    if end and said_text is not None:
        return _(said_text).format(gist=gist)
    return _(end_text if end else WAIT_TURN if turn else WAIT_MOVES).format(gist=gist)


class HeardKeys(KeptKeys):
    """The keys that wait for speech, a mixin of :class:`~game.scenes.card_table.CardTable`
    (which says the moves through :meth:`~game.scenes.card_table.CardTable.announce_events`)."""


    end_wait = WAIT_END
    """What a key pressed before the end of a round (``end`` of :meth:`wait_for_speech`) waits
    for, untranslated: "... press it again once the round's end is said."."""
    end_said = WAIT_END_SAID
    """The same answer said right after the end's line, when that line was the last unheard
    (:meth:`wait_for_speech`), untranslated: "... Press Enter for the next round."."""

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

    def wait_for_speech(self, turn: bool = False, end: bool = False,
                        again: Callable[[], None] | None = None, refusal: str | None = None,
                        by_place: bool = False, refusal_after_moves: bool = False,
                        refuse_late: Callable[[], None] | None = None) -> bool:
        """A key that acts only acts on what was said: while other players' moves (the events
        :meth:`announce_events` said, which carry a gist; not a notice about people or the
        connection, nor a chat line, which change nothing a key acts on) are still being said or
        waiting, it does nothing and this returns True.
        It is answered once, in one sentence: the newest unheard event's gist, that the key did
        nothing, and what to wait for ("Anna just played: total 71. Your key did nothing: press
        it again once your turn is said." with ``turn``: the key plays and the player's turn
        comes next; with ``end`` a round's end: "Round 2 is over. Your key did nothing: press it
        again once the round's end is said.", when the moves before it tell that end:
        :meth:`end_told_by_moves`); else "... press it again once the moves are said."). When
        the newest is the one being said now, it is not cut: the answer comes right after it
        (the player hears the move whole); when more wait behind it, the answer cuts what is
        being said. Until the events it answered for have all been heard (the
        answer itself included), such a key says nothing more (only the refused cue): one
        answer, not one per press (but Enter at a round's end heard whole, while that answer is
        said, "Round 1 is over. Press Enter for the next round.", does what it says at once,
        cutting it: found by ear, it was refused with the cue alone and 12.8 s passed in
        silence, C-21); a key whose answer differs (Enter, which deals once the
        round's end is said, after a card key, which never plays then) is answered too: after
        the first answer once that was begun, else in its place (the newest key's answer).
        With ``end`` the key also waits for the end's own words when the player's own card
        brought it (a round's or deal's end is an outcome with a gist even then: "You made your
        bid: ...", then "Deal 1 is over. Your key did nothing: ..."); other own events never
        hold a key back.
        ``again``: the key's action; when the one unheard event is being said and is within
        :data:`KEY_GRACE_SECONDS` of its end, the key is kept and ``again`` runs once it was
        heard to its end (:meth:`act_kept_key`): a key pressed as the line ends acts.
        ``refuse_late`` (no ``again``): the key would act on what follows that line, not yet heard
        either (Enter on the trick game's deal summary, pressed as the deal's end is said, before
        the summary's own line): pressed so, it is not kept, and ``refuse_late`` answers it at
        once (the summary's :meth:`Scene.refused_cue`), the line going on, uncut (found by a tester by ear:
        two Enters 9 s into the 17-second deal's end went on to the next deal once it ended,
        "Deal 2 summary" never said; T-28, T-29).
        ``refusal``: the key will not act once the moves are heard either (not the player's turn
        then: pressing again would do nothing): the answer is that ordinary refusal ("Not your
        turn. Bob plays next."), never "press it again"; "" when that refusal would tell an
        outcome still unheard (the round's end): "Anna just played: total 100. Your key did
        nothing.". Either way it is said right after the line being said, which is not cut;
        ``refusal_after_moves``: ``refusal`` is worded from the game after every move received
        ("Not your turn. Bob plays next.": who plays after Ben's card, not yet said): it is said
        right after the first line of the newest of them (:attr:`_move_heads`), never before a
        move it speaks after (found by a tester by ear online, counter-clockwise: "Not your
        turn. Bob plays next." said before "Ben: 10 of spades as plus 10. Total 41."; C-22, T-28),
        or after the last line of the turn a computer made for the player when their time ran
        out (its draw too, :attr:`_turn_tails`);
        without it, ``refusal`` is worded from what was heard ("You have already drawn.").
        The gist named is that of the move being said or next to be said (the oldest unheard),
        never a newer one's ("Bob just played: total 31." cut Ben's card, found by ear); one's
        own time-out not yet heard ("Your time ran out: ...", :attr:`_time_outs`) is waited for
        as a move, and the answer comes after it, naming what follows it (T-28, C-22).
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
        at the line's end; earlier, only the refused cue (:meth:`_keep_for_turn_line`); once the
        line's head ("Your turn. Total 26.") was heard, Enter is kept so, and a key that names
        its card by its place (``by_place``: a digit) acts at once; while the advice (A) is
        being said, its head heard (:meth:`advice_tells_turn`: "Play the queen of spades:"), the
        key acts at once, cutting it (the turn line waiting behind it is outdated). Found by
        ear: Enter pressed 0.09 s after "You win the trick with ..." ended, before the turn line
        began, played the card the focus had moved to unheard, and the turn line was never said
        (C-22, C-23, T-28, T-29)."""
        pending = self._gist is not None and self._gist.pending
        unheard = [item for item in self.app.announcer.unheard_events(self) if item.gist is not None]
        if end:  # the end's own words, even when one's own card brought it: the key acts on them
            unheard = [item for item in self.app.announcer.queue.unheard(self, own=True)
                       if item.gist is not None and (not item.own or item in self._outcomes)]
        if not unheard:
            if pending and not (end and self.end_goes_on()):
                self.say("", cue="refused")  # the answer is still being said
                return True
            self._waited = []
            if (turn and self.turn_line_unheard() and not self.advice_tells_turn()
                    and self._keep_for_turn_line(by_place)):
                return True  # late in the line (or after its head): kept; earlier: the refused cue
            if turn and self._turn_line_unconfirmed():
                return self._keep_until_speech_answers()
            return False
        newest = unheard[-1]
        # the gist of the move being said or next to be said, never of one heard after it (found
        # by a tester by ear online: "Bob just played: total 31. ..." cut "Ben: 10 of spades as
        # plus 10. Total 41.", Bob's card still to come after it; the player took Ben's card for
        # Bob's): a round's end with its reason still unheard so names the move, never the end first
        after = None  # the waiting line the answer is said right after (None: at once, or right after the line being said)
        lead = next((item for item in unheard if item in self._time_outs), None)
        if lead is not None:
            # one's own time ran out, not yet heard ("Your time ran out: a computer player plays
            # this turn for you."): the answer comes after it, never before it (found by ear:
            # "Dan just played the 10 of clubs. Your key did nothing: ..." said before it; T-28,
            # C-22), and names no move: what follows is the move made for the player, whose gist
            # would tell its outcome before its line (found by ear: "Bidding over. Your key did
            # nothing: ..." before "Laid aside for you: ...", then "Bidding over." again)
            after = lead if lead.state == "queued" else None
            gist = ""
        else:
            gist = unheard[0].gist
        moves = [item for item in unheard if item not in self._outcomes]
        told_end = end and (not moves or self.end_told_by_moves())  # else "... once the moves are said."
        refused = refusal is not None and not turn and not end  # the key will not act once they are heard
        if lead is not None:
            # a key pressed once one's own time ran out, not yet heard: "Your time ran out: a
            # computer player plays this turn for you." tells the player it came too late, and the
            # moves made for them what happened; "Your key did nothing: the last moves are still
            # being said." after it would speak of other players' moves (found by a tester by ear:
            # Enter in the premium choice, the time out told after the option's line), and "Not
            # your turn. Ben plays next." after the turn made for them came 5 to 9 s after the key
            # (found by a tester by ear; T-28, C-22): the refused cue alone
            self.say("", cue="refused")
            return True
        if refused and not refusal and gist and not moves and newest.state == SPEAKING and self.end_goes_on():
            # the round's (deal's) end is the line being said, the last unheard: what to do once
            # it was heard ("Round 1 is over. Press Enter for the next round."), said right after it
            answer = _(self.end_said).format(gist=gist)
        elif refused and refusal and refusal_after_moves:
            # worded from the game after every move received: said after the newest of them,
            # never before a move it speaks after (found by a tester by ear online: "Not your turn.
            # Bob plays next." before "Ben: 10 of spades as plus 10. Total 41."; C-22, T-28)
            answer = refusal
            head = next((item for item in reversed(unheard) if item in self._move_heads), None)
            # the turn a computer made for the player when their time ran out is said whole first
            # (found by ear: the refusal fell between "Played for you: the 8 of diamonds." and
            # "The 8 of hearts was drawn for you."; C-8)
            head = self._turn_tails.get(head, head) if head is not None else None
            if head is not None and head in unheard and self.refusal_after_what_a_move_caused():
                # and what that move caused, said with it ("Bob misses a turn.", a token lost):
                # the refusal names who plays next, told by those lines (found by a tester by
                # ear: "Not your turn. Fay plays next." before "Emil misses a turn."; C-16, C-22)
                for item in unheard[unheard.index(head) + 1:]:
                    if item in self._move_heads or item in self._outcomes:
                        break  # (the next move; a round's end is told by its own answer)
                    head = item
            after = head if head is not None and head.state == "queued" else None
        elif refused:
            answer = refusal or (_(WAIT_NONE).format(gist=gist) if gist else _(WAIT_SAID))
        else:
            # (the end's line being said the last: the answer follows it, said once it was heard)
            last = told_end and newest.state == SPEAKING
            answer = wait_text(gist, turn, told_end, self.end_wait, self.end_said if last else None)
        # the answer's form, its gist left out: the gist follows the moves as they are heard, and
        # a key pressed again in the same stretch of moves is answered once
        form = answer.replace(gist, "{gist}", 1) if gist else answer
        answered = pending or any(item in self._waited for item in unheard)
        if answered and form in self._answers:
            self.say("", cue="refused")  # answered already: these are still being said
            return True
        now = self.app.announcer.queue.now
        late = (not refused and len(unheard) == 1 and newest.state == "speaking"
                and newest.ends is not None and newest.started is not None
                and (newest.ends - now <= KEY_GRACE_SECONDS
                     or now - newest.started >= KEY_GRACE_SHARE * (newest.ends - newest.started)))
        if late and refuse_late is not None:
            refuse_late()  # (what the key acts on comes after the line: never kept to act on it unheard)
            return True
        if late and again is not None:
            self._keep_key(MOVES, self._line_release(newest), now, act=again,
                           give_up=lambda: self._answer_late(newest, answer, form), newest_only=False,
                           kept_while_acting=True)
            return True
        if self.app.announcer.refusal_late():
            # the answer would wait behind lines of one's own not yet begun ("You passed 99: ...",
            # then "Round 1 over: ..."): it would come late (15 s by ear), about a key pressed
            # before they were heard: the refused cue alone answers it (Scene.refuse; in words
            # after them where cues are not heard: Scene.refused_cue, never "Press it again." for
            # a key that will not act then either: found by a tester by ear, the press it asked
            # for was refused)
            if refused:
                self.refused_late()  # (no words when a computer player acts next: Scene.refused_late)
            else:
                self.refused_cue(KEY_TOO_EARLY)
            return True
        self._waited = list(unheard)
        # another key's other answer (Enter's after a card key's): said after the first once that
        # was begun; one not yet begun is outdated by it and dropped (the newest key's answer)
        begun = answered and self._gist is not None and self._gist.state != "queued"
        self._answers = self._answers + [form] if begun else [form]
        speaking = newest.state == "speaking" or (lead is not None and lead.state == "speaking")
        self._gist = self._say_answer(answer, follow=pending or refused or speaking or after is not None,
                                      drop=not begun, after=after)
        return True
