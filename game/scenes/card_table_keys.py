"""A table's keys that act only on what was heard: a key pressed before the moves it acts on
were said is answered once ("Anna just played: total 71. Your key did nothing: ..."), or kept
and acts once the line it came late in was heard to its end; on the player's turn it waits for
the turn line (the prompt that names the focused card) and for a speech that has shown it
speaks.

A part of :class:`~game.scenes.card_table.CardTable` (its fields are set in
``CardTable.__init__``: ``_gist``, ``_answers``, ``_waited``, ``_outcomes``, ``_time_outs``, ``_move_heads``,
``_kept_key``,
``_focus_prompt``, ``_focus_told``, ``_after_moves_said``); the key kept is :mod:`.kept_key`'s.
"""

from __future__ import annotations

import re
import time
import weakref
from collections.abc import Callable, Collection
from dataclasses import replace
from typing import Any

from ..i18n import N_, _
from ..speech.pace import spoken_share
from ..speech.queue import ANSWER, CUT, DROPPED, EVENT, PROMPT, SPEAKING, SpeechQueue
from .base import KEY_REFUSED_UNHEARD, KEY_TOO_EARLY, Scene
from .kept_key import ACT, GIVE_UP, MOVES, SPEECH_CHECK, TURN_LINE, WAIT, KeptKey, KeySlot

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
(:meth:`CardTable._keep_for_turn_line`), or once the line's head was heard (the counting game's
"Your turn. Total 26.": a digit then acts at once, and Enter is kept; the trick game's "Your
turn. Anna led the king of diamonds.": Enter is kept; :meth:`CardTable.turn_line_head`)."""
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

SEND_SECONDS = 1.0
"""Online, with a turn timer: a key kept until what it acts on was heard, once that was heard,
acts at once when the time left (:meth:`~game.scenes.card_table.CardTable.turn_seconds_left`)
is no more than what is still to be said before its release plus these seconds (for the move to
reach the server before its clock runs out): it never waits past the time running out for words
after it (found by a tester by ear: Enter kept until "... Focus: queen of spades. H reads your
hand." ended, 0.07 s before "Your time ran out: ...", and lost)."""

SENTENCE_END = re.compile(r"[.!?](?=\s|$)")
"""Where a sentence of a line ends (its stop, before a space or the line's end): a turn line cut
late is said again from the first sentence not heard to its end (:meth:`HeardKeys.turn_line_rest`)."""


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


SHORT_LINE_SHARE = 0.6
"""Enter while the turn line waits to be said again (:meth:`HeardKeys._shorten_put_back`):
the short line naming the card takes its place only when it is at most this share of the line's
length."""
SHORT_LINE_SAVES = 1.5
"""Enter while the turn line is being said, its card not yet named (:meth:`HeardKeys._shorten_said`):
the short line naming the card cuts the line only when the rest of the line would take at least
this many seconds longer."""


class HeardKeys(Scene):
    """The keys that wait for speech, a mixin of :class:`~game.scenes.card_table.CardTable`
    (which says the moves through :meth:`~game.scenes.card_table.CardTable.announce_events`)."""

    end_wait = WAIT_END
    """What a key pressed before the end of a round (``end`` of :meth:`wait_for_speech`) waits
    for, untranslated: "... press it again once the round's end is said."."""
    end_said = WAIT_END_SAID
    """The same answer said right after the end's line, when that line was the last unheard
    (:meth:`wait_for_speech`), untranslated: "... Press Enter for the next round."."""

    _gist: Any
    _answers: list[str]
    _waited: list[Any]
    _after_moves_said: Any
    _outcomes: weakref.WeakSet[Any]
    _time_outs: weakref.WeakSet[Any]
    _move_heads: weakref.WeakSet[Any]
    _turn_tails: weakref.WeakKeyDictionary[Any, Any]
    _kept_key: KeySlot
    _focus_prompt: tuple[Any, Callable[[], str]] | None
    _focus_told: bool
    _short_of_time: Any
    turn_seconds_left: Callable[[], float | None]  # (OnlineTable's: the time left of one's timed turn)

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

    def say_after_moves(self, text: str, cue: str | None = None) -> Any:
        """Answer a key that tells about the game as it stands now (the advice, A): at once,
        cutting what is being said, when every other player's move was heard (:meth:`moves_unheard`);
        while some are still being said or wait to be, after them, never cutting them, and ahead
        of a waiting prompt, as the status keys' answers (C-22, T-28; found by ear: A cut "Anna: 4
        of spades. Total 24." at 0.45 s, and advised on a total not yet heard). The key pressed
        again replaces its answer still waiting, never said (found by ear: A pressed on two of
        Bob's lines said "A hint is for your turn to bid or play." twice in a row after them).
        Returns the message."""
        self.app.announcer.withdraw(self._after_moves_said)
        self._after_moves_said = None
        if not self.moves_unheard():
            return self.say(text, interrupt=True, cue=cue)
        said = self.say(text, kind=EVENT, own=True, cue=cue)
        if said is not None:
            said.after_moves = True  # once begun, any key cuts it, as advice said at once
        self.app.announcer.queue.ahead_of_prompts(said)
        self._after_moves_said = said
        return said

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
        return said is not None and said.pending and not self.focus_named_heard(said)

    def focus_named_heard(self, said: Any) -> bool:
        """True when ``said`` (the turn line being said) goes on after the sentence that names
        the focused card (:meth:`focus_sentence`) with words that only help (the line on coming
        back, "... Focus: queen of spades. H reads your hand."; the counting game's draw
        reminder) and was heard through that sentence's end, by :meth:`line_heard_to`: the card
        Enter plays was heard, and a key that plays acts now, as it would at the line's end,
        cutting the rest (found by a tester by ear online: Enter kept until "H reads your hand."
        ended, and the turn timer ran out meanwhile; C-22, C-23, T-28, T-29). False when the
        sentence ends the line (heard only once the line ends) or is not in it."""
        sentence = self.focus_sentence()
        if said is None or said.state != SPEAKING or not sentence or not said.text:
            return False
        at = said.text.rfind(sentence)
        named = at + len(sentence.rstrip())
        if at < 0 or named >= len(said.text.rstrip()):
            return False
        return self.line_heard_to(said, named)

    def keep_focus_prompt(self, said: Any, words: Callable[[], str]) -> None:
        """``said`` (a prompt just said) names the focused card; ``words()`` words it with the
        focus as it is then: when the focus moves while ``said`` still waits, :meth:`say_focus`
        says ``words()`` in its place, and said again through another speech after the one that
        was given it failed, it is worded so too (:attr:`game.speech.queue.Utterance.words`)."""
        self._focus_prompt = (said, words) if said is not None else None
        self._focus_told = False  # the card is named by this prompt, once heard (:meth:`focus_unnamed`)
        if said is not None:
            said.words = words

    # ----------------------------------------------------------------- a turn line cut late, said again
    def say(self, text: str, **options: Any) -> Any:
        """:meth:`Scene.say`; when its answer (a status key's, a refusal) cut the prompt that
        names the focused card before that card's name was heard and the queue did not put it
        back (most of it heard), what of it was not heard is said again right after the answer
        (:meth:`say_cut_turn_line_again`)."""
        line = self._focus_prompt[0] if self._focus_prompt is not None else None
        speaking = line is not None and line.state == SPEAKING
        said = super().say(text, **options)
        if speaking and said is not None:
            self.say_cut_turn_line_again(line, said)
        return said

    def say_cut_turn_line_again(self, line: Any, answer: Any) -> None:
        """``answer`` (an :class:`~game.speech.queue.Utterance` just said) cut ``line``, the
        prompt naming the focused card (the turn line, the trick game's bid prompt:
        :meth:`keep_focus_prompt`), while it was being said. When ``answer`` only asks or refuses
        (a status key's answer, a refusal of this table: the queue would have put ``line`` back,
        :meth:`game.speech.queue.SpeechQueue.prompt_said_again`), the queue did not (most of
        ``line`` was heard, :data:`game.speech.queue.HEARD_FRACTION`), and the card's name, its
        last words, was not heard (:meth:`focus_unnamed`), ``line`` was not heard: what the next
        key acts on never was. Its unheard part is said right after ``answer``, worded by
        :meth:`turn_line_rest` ("Your turn. You lead. You have 1 of 4: you need 3 more. Focus: 8
        of clubs."), as a prompt waiting to be said again after that answer
        (:attr:`game.speech.queue.Utterance.put_back`): it is the prompt keys that play wait for
        (a key pressed meanwhile is kept, :meth:`_keep_for_turn_line`; the head heard before, a
        digit plays at once), a status key that cuts it early again has it said again, and an
        arrow makes it go (:meth:`say_focus`). Found by ear (trick game, 2 players, seed 13):
        K at 64 % of "Your turn. ... You have 0 of 4: you need 4 more. Focus: 7 of clubs.",
        K's answer, then silence: the card Enter plays never heard (C-22, C-23, T-28, T-29)."""
        if (line.kind != PROMPT or line.state != CUT or answer.kind == PROMPT
                or not SpeechQueue.prompt_said_again(line, answer) or not self.focus_unnamed()):
            return
        rest, head, words = self.turn_line_rest(line)
        if not rest:
            return
        again = self.say(rest, kind=PROMPT, own=line.own)
        if again is None:
            return
        again.put_back = True  # (said after the answer as the line it stands for; an arrow drops it)
        if head:  # the head was heard in the line cut: a digit acts at once (_head_heard_before)
            again.heard_share = spoken_share(rest, head)
        self.keep_focus_prompt(again, words)

    def turn_line_rest(self, line: Any) -> tuple[str, int, Callable[[], str]]:
        """What of ``line`` (the prompt naming the focused card, cut by a key after most of it was
        heard, before its last words) is said again after that key's answer: its head when it has
        one (:meth:`turn_line_head`: "Your turn. You lead.", heard or not, it says whose turn
        this is), then its sentences from the first one not heard to its end
        (:data:`SENTENCE_END`, by :meth:`_heard_when_cut`; the one being said when the cut came
        is said whole), the card's name last: "Your turn. You lead. You have 1 of 4: you need 3
        more. Focus: 8 of clubs." of "Your turn. You lead. You have 1 of 4: ..." cut in its
        third sentence. The whole line when its head was not heard, or it has none (the bid
        prompt). Returns the words, the characters of its head (0: none, or not heard in the
        cut) and how to word it anew (:meth:`keep_focus_prompt`: its focus sentence worded now,
        "" when it no longer applies)."""
        text = line.text
        head = self.turn_line_head(text)
        if head <= 0 or not self._heard_when_cut(line, head):
            return text, 0, self.focus_prompt
        start = head
        for stop in SENTENCE_END.finditer(text, head):
            if not self._heard_when_cut(line, stop.end()):
                break
            start = stop.end()
        lead, rest = text[:head].rstrip(), text[start:].strip()
        said = f"{lead} {rest}" if rest else lead
        sentence = self.focus_sentence()
        if not sentence or not said.endswith(sentence):
            return said, len(lead), lambda: said if self.focus_prompt() else ""
        before = said[:len(said) - len(sentence)]

        def words() -> str:
            now = self.focus_sentence()
            return before + now if now and self.focus_prompt() else ""
        return said, len(lead), words

    # ----------------------------------------------------------------- Enter on a card never named
    def focus_sentence(self) -> str:
        """The sentence of the turn line that names the focused card, worded now ("Enter plays
        the 6 of hearts.", "Focus: 7 of clubs."): the line named the card once heard to that
        sentence's end (:meth:`focus_unnamed`); "" (here): only once heard whole."""
        return ""

    def focus_line(self) -> str:
        """Enter's answer when the turn line was cut before it named the focused card
        (:meth:`answer_unnamed_focus`): a short line that names it and what Enter does, worded
        now ("Enter plays the 6 of hearts."); "" when none applies (here: none)."""
        return ""

    def focus_told(self) -> None:
        """An arrow's answer named the focused card ("Start of hand. 6 of hearts, 1 of 3"; begun
        counts as heard, as it names the card first): Enter plays it, even when the turn line
        was cut before it named the card (:meth:`focus_unnamed`). The turn line (or the short
        line naming the card) waiting to be said again after a key's answer cut it
        (:attr:`game.speech.queue.Utterance.put_back`) goes, as :meth:`say_focus` makes it go:
        so too after an arrow at the hand's end, whose answer is a refusal that names the card
        (found by a tester by ear: C cut "Enter plays the 3 of spades.", Left at the start of
        the hand said "Start of hand. 3 of spades: ...", the short line came again, and Return
        in it was refused as too early; C-22, C-23, T-28, T-29)."""
        waiting = self._focus_prompt[0] if self._focus_prompt is not None else None
        if waiting is not None and waiting.state == "queued" and waiting.put_back:
            self.app.announcer.withdraw(waiting, untrue=not waiting.begun)  # (begun: the history keeps it)
        self._focus_told = True

    def focus_unnamed(self) -> bool:
        """True when the focused card's name was not heard since the focus or the turn last
        changed: the prompt that names it (:meth:`keep_focus_prompt`: the turn line, said again
        on coming back from help, or Enter's own answer, :meth:`focus_line`) was cut before it
        named the card (:meth:`focus_sentence`) by a key other than an arrow (a status key, F1,
        Ctrl), or silenced by Ctrl before it began, and no arrow's answer named it since
        (:meth:`focus_told`). Found by ear: "Your turn. Total 0. Your cards: ..." cut after its
        head by T ("Play goes clockwise."), then Enter played "You: 6 of hearts.", a card never
        named (C-22, C-23, T-28, T-29)."""
        said = self._focus_prompt[0] if self._focus_prompt is not None else None
        if said is None or self._focus_told:
            return False
        if said.state == DROPPED:
            return not said.untrue  # silenced before it began (Ctrl); untrue: the turn moved on
        if said.state != CUT:
            return False
        sentence = self.focus_sentence()
        at = said.text.rfind(sentence) if sentence else -1
        return not self._heard_when_cut(said, self._named_to(said.text, at, sentence))

    @staticmethod
    def _named_to(line: str, at: int, sentence: str) -> int:
        """The characters of ``line`` that name the focused card, by its ``sentence`` found at
        ``at`` (-1: not in it): up to the card's name, its closing stop left out, when words
        follow it (Enter's answer "Focus: 6 of hearts. Enter plays it.": heard to "hearts",
        Enter plays; T-28, T-29); the whole line when the sentence ends it (the turn line: its
        last words are never taken as heard in a line cut, :meth:`_heard_when_cut`) or is not
        in it."""
        if at < 0 or at + len(sentence) >= len(line):
            return len(line)
        return at + len(sentence.rstrip(" ."))

    def say_focus_refusal_again(self, refusal: Any) -> None:
        """A status key's answer was just given (:meth:`CardTable.answer_status`); ``refusal`` was
        the prompt naming the focused card before it. When that was Enter's answer naming the
        card (:meth:`answer_unnamed_focus`: "Focus: 6 of hearts. Enter plays it.", with the
        refused cue) and the status key's answer cut it before the card's name was heard, or
        dropped it unbegun (:meth:`focus_unnamed`), it is said again after that answer, worded
        now, as a prompt (a status key that cuts it early again has it said again once more:
        :meth:`game.speech.queue.SpeechQueue.prompt_said_again`), and it is the prompt Enter waits
        for: the player hears why Enter played nothing, and Enter once it was heard plays (found
        by ear: "Focus: 6 of hearts. Enter plays it." cut 1 s in by K, never said again; Enter
        after K's and S's answers was refused with the same words; T-28, T-29)."""
        if (refusal is None or self._focus_prompt is None or self._focus_prompt[0] is not refusal
                or refusal.kind != ANSWER or not refusal.advice or not self.focus_unnamed()):
            return
        words = self.focus_line()
        if words:
            self.keep_focus_prompt(self.say(words, kind=PROMPT), self.focus_line)

    def _heard_when_cut(self, said: Any, chars: int) -> bool:
        """True when the first ``chars`` characters of ``said`` (a line a key cut) were heard
        before it was cut, by its length at the queue's measured speaking rate, else by its
        estimated end (as :meth:`_line_length`); False when neither is known. Words that end the
        line (``chars`` reaches its end: the card Enter plays, named last, "... Focus: 8 of
        clubs.") were never heard whole in a line cut: the cut came before its end (the speech
        still said it, or its estimated end was still to come), whatever the rate measured on
        other lines says, and a voice's rate varies from line to line (trick game: Ctrl at
        about 90 % of the turn line, then Enter played the card, the rate measured on the lines
        before counting its name as heard; T-28, T-29)."""
        if said.started is None or said.cut_at is None or not said.text:
            return False
        if chars >= len(said.text):
            return False
        length = self._spoken_length(said)
        if length is None:
            return False
        return said.cut_at - said.started >= length * spoken_share(said.text, chars)

    def answer_unnamed_focus(self) -> bool:
        """Enter, about to play the focused card, when its name was never heard
        (:meth:`focus_unnamed`): it plays nothing and answers with :meth:`focus_line` ("Enter
        plays the 6 of hearts."), with the refused cue, said as the new prompt naming the focus
        (:meth:`keep_focus_prompt`: an arrow or the turn moving on rewords or voids it); Enter
        pressed again once it was heard plays (late in it: kept, as in the turn line). Returns
        True when Enter does nothing now (C-22, C-23, T-28, T-29)."""
        return self.focus_unnamed() and self.say_focus_line()

    def say_focus_line(self) -> bool:
        """Say :meth:`focus_line` ("Enter plays the 6 of hearts.", "Focus: 9 of clubs. Enter
        plays it.") with the refused cue, as the new prompt naming the focus
        (:meth:`keep_focus_prompt`), for a key that acts on a focused card whose name was never
        heard (:meth:`answer_unnamed_focus`; the hint that moved the focus cut before it named the
        card, :meth:`~game.scenes.card_table.CardTable.advice_unheard`). Returns False, saying
        nothing, when none applies now."""
        words = self.focus_line()
        if not words:
            return False
        self.keep_focus_prompt(self.say(words, interrupt=True, cue="refused"), self.focus_line)
        return True

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

    def say_focus(self, spoken: str, cue: str | None = "move", after_moves: bool = False) -> Any:
        """Say ``spoken``, the answer to a key that moved the focus ("Queen of spades, 2 of 3",
        with the move ``cue``; the hint, "Play the 9 of hearts: ...", with none). A prompt naming
        the focused card that still waits to be said (the turn line, worded before this key)
        would name the card the focus left: it is said in
        its place after the answer, worded now ("... Enter plays the queen of spades."), so
        nothing outdated is said and Enter plays the card last named (C-22, C-23, T-28, T-29).
        Never said, the outdated one leaves the log too. A prompt
        being said is cut by the answer, as any, and never said again
        (:meth:`game.speech.queue.SpeechQueue.prompt_said_again`); so too a turn line a status key cut
        early, waiting to be said again after its answer (:attr:`game.speech.queue.Utterance.put_back`):
        the player reads on by arrows, and hears each card at once, with no turn line between.
        ``after_moves`` (the hint): said after the other players' moves still unheard, never
        cutting them (:meth:`say_after_moves`). Returns the answer said (None: not said)."""
        waiting = self._focus_prompt
        words = ""
        if waiting is not None and waiting[0].state == "queued" and waiting[0].put_back:
            # (begun: the history keeps it; the rest of a line cut late, never begun, leaves it)
            self.app.announcer.withdraw(waiting[0], untrue=not waiting[0].begun)
        elif waiting is not None and waiting[0].state == "queued":
            said, wording = waiting
            words = wording()
            if not self.app.announcer.take_back(said):
                self.app.announcer.withdraw(said)  # (a newer line in the log: it leaves it, never said)
        if after_moves:
            answer = self.say_after_moves(spoken, cue=cue)
        else:
            answer = self.say(spoken, interrupt=True, cue=cue)
        if words:
            assert waiting is not None
            self.keep_focus_prompt(self.say(words, kind=PROMPT, own=waiting[0].own), waiting[1])
        self.focus_told()  # the answer names the card first: Enter plays it
        return answer

    def wait_for_speech(self, turn: bool = False, end: bool = False,
                        again: Callable[[], None] | None = None, refusal: str | None = None,
                        by_place: bool = False, refusal_after_moves: bool = False) -> bool:
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
        if (not refused and again is not None and len(unheard) == 1 and newest.state == "speaking"
                and newest.ends is not None and newest.started is not None
                and (newest.ends - now <= KEY_GRACE_SECONDS
                     or now - newest.started >= KEY_GRACE_SHARE * (newest.ends - newest.started))):
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
            self.refused_cue(KEY_REFUSED_UNHEARD if refused else KEY_TOO_EARLY)
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

    def advice_tells_turn(self) -> bool:
        """True when advice being said tells the player's turn in place of the turn line
        (:meth:`game.scenes.card_table.CardTable.advice_tells_turn`); here, never."""
        return False

    def end_goes_on(self) -> bool:
        """True when Enter, once the round's (deal's) end was heard, goes on to the next round
        (the game is not over): a key that will not act, pressed while that end's line is being
        said, the last unheard, is answered right after it with what to do then
        (:attr:`end_said`: "Round 1 is over. Press Enter for the next round."; found by ear:
        Space there was told only "Round 1 is over. Your key did nothing."; C-21). Here, never;
        each game's table says when."""
        return False

    def end_told_by_moves(self) -> bool:
        """True when the moves that brought a round's or deal's end tell it by themselves (the
        deal's last trick, a card that passes 99), so that a key pressed before they were heard
        may be told to wait for the end (:meth:`wait_for_speech`); False when the end's reason is
        still to be heard: then the answer waits for the moves ("Anna just played: total 56.
        Your key did nothing: press it again once the moves are said.", the round ended because
        a hand was empty, said after it: C-19, C-22)."""
        return True

    def _say_answer(self, answer: str, follow: bool, drop: bool = True, after: Any = None) -> Any:
        """Say ``answer`` to a key pressed before the moves were heard: ``follow``, right after
        the line being said (which is not cut), before anything else waiting, or right after
        ``after`` (a line still waiting: the newest move the answer is worded after, one's own
        time-out); answers of this table still waiting are older, superseded by it, and dropped
        (a key's answer never comes after an older one's; unless ``drop`` is False: another
        key's answer to the same moves, said after it); else at once."""
        if not follow:
            return self.say(answer, interrupt=True, cue="refused")
        if drop:
            self.app.announcer.drop_answers(self)
        return self.say(answer, follow=True, cue="refused", after=after)

    def _line_length(self, said: Any) -> float | None:
        """The length in seconds of ``said`` (a line being said), measured on the line itself: what
        it speaks at the speaking rate the queue measured
        (:meth:`game.speech.queue.SpeechQueue.spoken_seconds`), else by its estimated end; None while
        it is not being said (not begun: nothing of it was heard), while speech is still opening
        and keeps it unsaid, or when neither measure is known."""
        if said is None or said.state != "speaking" or said.started is None or not said.text:
            return None
        if getattr(self.app.announcer.queue.backend, "holds_speech", False):
            return None
        return self._spoken_length(said)

    def _spoken_length(self, said: Any) -> float | None:
        """Seconds ``said`` (a line begun) takes to say whole: what it speaks at the speaking rate
        the queue measured (:meth:`game.speech.queue.SpeechQueue.spoken_seconds`: a number or a
        stop takes longer than a letter), else its estimated end less its start; None when
        neither is known."""
        measured = self.app.announcer.queue.spoken_seconds(said.text)
        if measured is not None:
            return measured
        if said.ends is not None:
            return said.ends - said.started
        return None

    def line_heard_to(self, said: Any, chars: int) -> bool:
        """True when the first ``chars`` characters of ``said`` (a line being said) were heard, by
        the measure of :meth:`_line_length` (the line's head: "Your turn. Total 26." of a turn
        line, :meth:`turn_line_head`; the option of a value choice's opening); False for no
        head (``chars`` 0) or while the line is not being said."""
        length = self._line_length(said)
        if length is None or chars <= 0:
            return False
        return self.app.announcer.queue.now - said.started >= length * spoken_share(said.text, chars)

    @staticmethod
    def _head_heard_before(said: Any, chars: int) -> bool:
        """True when ``said`` (the turn line), cut early by a key and put back to be said again
        after its answer (:attr:`game.speech.queue.Utterance.put_back`: "Your turn. Total 24.
        Your ca—", cut by C), waits or is being said again, and its first ``chars`` characters
        (its head) were heard in a saying so cut, by the share of it said then
        (:attr:`game.speech.queue.Utterance.heard_share`): a digit, which names its card itself,
        acts at once, as it did before the line was cut; Enter is kept until the line said again
        ends (:meth:`_keep_for_turn_line`)."""
        share = getattr(said, "heard_share", None)
        return (said is not None and said.pending and share is not None
                and share >= spoken_share(said.text, chars))

    def _turn_line_heard_enough(self, said: Any) -> bool:
        """True when the turn line ``said`` is being said and was heard far enough for a key that
        plays to be kept (:meth:`_keep_for_turn_line`): within its last :data:`KEY_GRACE_SECONDS`,
        or once :data:`KEY_GRACE_SHARE` of it was said, as for other players' moves
        (:meth:`wait_for_speech`), its length measured on the line itself (:meth:`_line_length`).
        False while it waits (not begun: nothing of it was heard) or while speech is still
        opening and keeps it unsaid."""
        length = self._line_length(said)
        if length is None:
            return False
        now = self.app.announcer.queue.now
        return said.started + length - now <= KEY_GRACE_SECONDS or now - said.started >= KEY_GRACE_SHARE * length

    def turn_line_head(self, line: str) -> int:
        """The characters of the turn line ``line`` that tell whose turn it is and where the game
        stands (its head: "Your turn. Total 26." of "Your turn. Total 26. Your cards: ... Enter
        plays the 7 of clubs."): a key that plays pressed once they were heard is not refused
        (:meth:`_keep_for_turn_line`); 0: the line has no such head, and such a key waits for
        :data:`KEY_GRACE_SHARE` of it. Here: 0; each game's table has one (the trick game's:
        "Your turn. Anna led the king of diamonds.", whose turn and what was led or that one
        leads; what follows, who is winning, what one holds and needs, helps choose)."""
        return 0

    def _keep_for_turn_line(self, by_place: bool = False) -> bool:
        """A key that plays on the player's turn pressed while the turn line is being said or
        waits (:meth:`turn_line_unheard`). Returns True when the key does nothing now (the line
        goes on, uncut); False when it acts now.
        Pressed once the line's head was heard (:meth:`turn_line_head`: "Your turn. Total 26.",
        by :meth:`line_heard_to`), a key that names its card itself (``by_place``: a digit, the
        card in that place of the hand the player knows) acts at once, its answer cutting the
        rest of the line as any key of the player's cuts speech; one that plays the focused card
        (Enter, named only at the line's end) is kept, as below, from then on (found by ear: 2
        pressed 37-48 % into "Your turn. Total 26. Your cards: ..." was thrown away, and the
        player who knew their hand waited 5 s each turn to press again); the trick game's head
        is "Your turn. Anna led the king of diamonds." (found by ear: Return 3 s into its 9 s
        turn line was refused, and 6 s of silence followed). Enter kept plays the card the line
        named; if the focus left it meanwhile, it names the focused card instead
        (:meth:`_named_card_act`). When much of the line is left, Enter cuts it for the short
        line that names that card, and plays once that was heard (:meth:`_shorten_said`).
        Pressed once the line was heard far enough (:meth:`_turn_line_heard_enough`: in its last
        second, or after 60 % of it), the key is kept, with no sound, and acts when the line
        ends (:meth:`act_kept_key`), as a key pressed late in another player's move does:
        "Your turn. ... Enter plays the king of spades." with 2 pressed 0.67 s before its end
        plays the 2 of clubs once it was said (found by ear: the key was dropped, and the player
        believed they had played); Enter, when the line goes on after the card's name with help
        only ("... Focus: queen of spades. H reads your hand."), plays once that name's sentence
        was heard (:meth:`focus_named_heard`; found by a tester by ear online: kept until the
        help ended, and the turn timer ran out meanwhile). A key pressed again replaces the kept one.
        Pressed earlier (in the gap before the line began, or before 60 % of it), it plays only
        the refused cue and never acts, as any key pressed before the line it acts on was heard
        (:meth:`Scene.refused_until_heard`): the rest of the line, heard whole, tells the card
        to play, and the player presses again (C-22, C-23, T-28, T-29); where cues are not heard,
        "Too early: your key was not used. Press it again." follows the line
        (:meth:`Scene.refused_cue`; found by ear: the player heard silence and believed the card
        played).
        Pressed while the line waits to be said again after a status key's answer or a refusal
        cut it early (:attr:`game.speech.queue.Utterance.put_back`; cut later, before its card
        was named, its unheard part: :meth:`say_cut_turn_line_again`), or while it is being said
        again once its head was heard in a saying so cut (:meth:`_head_heard_before`), the key
        is kept, with no sound, never lost: a digit plays once the head of the line said again
        was heard (at once when it was heard before), Enter once the line was said whole
        (:meth:`_said_again_release`; found by ear: 1 or Enter during C's "Total 47.", and the
        line said again, then silence, nothing played). A key not pressed by the player (its
        intent unknown) is never kept."""
        said = self._focus_prompt[0] if self._focus_prompt is not None else None
        pressed = getattr(self.app, "intent_now", None) is not None
        if pressed and self._same_key_again():
            return True  # a doubled key: the one kept still acts, when it would have
        head = self.turn_line_head(said.text) if said is not None and said.text else 0
        before = bool(pressed and head and self._head_heard_before(said, head))
        if before and by_place:
            return False  # the head heard before a status key cut the line (said again after its answer)
        waits = said is not None and said.state == "queued" and getattr(said, "put_back", False)
        if pressed and waits and before and not by_place and self._shorten_put_back(said):
            return True  # Enter: the card it plays named in a short line, in the whole line's place
        if pressed and (waits or before):
            # cut early by a status key or a refusal, the line waits to be said again after that
            # answer, or is being said again: the key is kept for it, never lost (found by ear: 1
            # during C's "Total 47." after C cut "Your turn. Total 47. ...": the line was said
            # again, then silence, and nothing played)
            self._keep_key(TURN_LINE, self._said_again_release(said, head if by_place else 0),
                           self.app.announcer.queue.now, act=None if by_place else self._named_card_act(said),
                           heard=None if by_place else lambda: self.focus_named_heard(said))
            return True
        # the short line on coming back with little of a timed turn left ("6 seconds left for your
        # turn. Your turn. You lead. Focus: 8 of spades."): it says it is the player's turn from its
        # first words, and a "Too early" said after it would come with no time left (found by a
        # tester by ear: Enter 0.7 s in refused, its reminder 9 s later, as the time ran out):
        # Enter pressed early in it is kept, as after the head, and plays once the card was named
        short = said is not None and said is getattr(self, "_short_of_time", None) and not by_place
        if pressed and head and (short or self.line_heard_to(said, head)):
            if by_place:
                return False  # the head heard: a digit acts now, cutting the rest of the line
            if self._shorten_said(said):
                return True  # Enter: the rest of a long line cut, the card it plays named at once
            share = min(KEY_GRACE_SHARE, spoken_share(said.text, head))
            self._keep_key(TURN_LINE, self._named_release(said, self._line_release(said, share)),
                           self.app.announcer.queue.now, act=self._named_card_act(said),
                           heard=lambda: self.focus_named_heard(said))
            return True
        if pressed and self._turn_line_heard_enough(said):
            if not by_place and self._shorten_said(said):
                return True
            release = self._line_release(said)
            self._keep_key(TURN_LINE, release if by_place else self._named_release(said, release),
                           self.app.announcer.queue.now, act=None if by_place else self._named_card_act(said),
                           heard=None if by_place else lambda: self.focus_named_heard(said))
            return True
        self.refused_cue()  # the turn line, being said or about to be, is the answer
        return True

    def _same_key_again(self) -> bool:
        """True when the key being handled is the key kept for the turn line (:data:`TURN_LINE`)
        pressed again, with no other key between: it stays kept, and acts as it would have
        (no sound; the line goes on). Found by ear: Enter kept for "Focus: 9 of spades. Enter
        plays it.", Enter again 1.6 s into it dropped the kept one and was refused, and nothing
        was played (T-28, C-22)."""
        kept = self._kept_key.key
        presses = int(getattr(self.app, "key_presses", 0))
        if (kept is None or kept.reason != TURN_LINE or kept.intent is None
                or kept.intent != getattr(self.app, "intent_now", None) or kept.presses != presses - 1):
            return False
        kept.presses = presses
        return True

    def _shorten_put_back(self, line: Any) -> bool:
        """Enter (a key that plays the focused card) pressed while the turn line ``line`` waits
        to be said again after a status key's answer or a refusal cut it early, its head heard
        in a saying before (the player knows it is their turn): the whole line is not said a
        third time; in its place, after the answers waiting, the short line that names the card
        Enter plays (:meth:`_kept_focus_words`: "Focus: 9 of spades.", "Enter plays the 6 of
        hearts."), as the new turn line, and Enter is kept, with no sound, and plays once
        that line was said whole (another key drops it, an arrow rewords the line; found by a
        tester by ear: T then B cut "Your turn. Bob led the king of spades. ... Focus: 9 of
        spades.", Enter kept for the 8 s line said again, silent, and H pressed meanwhile dropped
        it: nothing played; T-28, T-29, C-22, C-23). Returns False, doing nothing, when there is
        no such short line (the trick game's bidding), or when ``line`` is hardly longer (the
        rest of a line cut late, "Your turn. You lead. Focus: 8 of clubs.": said as it is)."""
        words = self._kept_focus_words()
        if not words or len(self.focus_line()) > SHORT_LINE_SHARE * len(line.text):
            return False
        self.app.announcer.withdraw(line, untrue=not line.begun)  # (begun: the history keeps it)
        short = self.say(words, kind=PROMPT, own=line.own)
        if short is None:
            return False
        self.keep_focus_prompt(short, self.focus_line)
        self._keep_key(TURN_LINE, self._said_again_release(short, 0), self.app.announcer.queue.now,
                       act=self._named_card_act(short))
        return True

    def _shorten_said(self, line: Any) -> bool:
        """Enter (a key that plays the focused card) pressed while the turn line ``line`` is
        being said, once its head was heard (or most of it), before the card it plays was named
        (its last words): when the rest of the line would take at least
        :data:`SHORT_LINE_SAVES` seconds longer than the short line that names that card
        (:meth:`_kept_focus_words`: "Focus: 8 of clubs.", "Enter plays the 6 of hearts."), the
        short line cuts it at once, as the new turn line, and Enter is kept, with
        no sound, and plays once that was said whole (found by a tester by ear: Enter 3 s into
        the trick game's 13 s "Your turn. Anna led the ace of clubs. Anna's lead is still
        winning. Also on the table: ... Focus: 8 of clubs.", kept in silence for 10 s; T-28,
        T-29, C-22, C-23). What the player pressed on through is in the history (Page Up).
        Returns False, doing nothing, when there is no such short line (the bidding), the line's
        length is not known, or too little of it is left for the short line to save time."""
        words = self._kept_focus_words()
        length = self._line_length(line)
        if not words or length is None or not line.text:
            return False
        queue = self.app.announcer.queue
        measure = self.focus_line()  # (the time it saves, judged by the longer wording, as ever)
        short = queue.spoken_seconds(measure)
        if short is None:
            short = length * len(measure) / len(line.text)
        sentence = self.focus_sentence()
        at = line.text.rfind(sentence) if sentence else -1
        named = at + len(sentence.rstrip()) if at >= 0 else len(line.text)
        # (Enter plays once the card was heard: only help after it, "H reads your hand.", is not waited for)
        if line.started + length * spoken_share(line.text, named) - queue.now < short + SHORT_LINE_SAVES:
            return False
        self.app.announcer.cut_prompts(self)  # the line being said: cut now (the history keeps it)
        said = self.say(words, kind=PROMPT, own=line.own)
        if said is None:
            return False
        self.keep_focus_prompt(said, self.focus_line)
        self._keep_key(TURN_LINE, self._said_again_release(said, 0), queue.now,
                       act=self._named_card_act(said))
        return True

    def _kept_focus_words(self) -> str:
        """The short line that names the card a kept Enter plays (:meth:`_shorten_said`,
        :meth:`_shorten_put_back`): the turn line's sentence naming it (:meth:`focus_sentence`:
        "Focus: 8 of clubs.", "Enter plays the 6 of hearts."), never "... Enter plays it.", which
        would ask for a press the kept Enter makes (found by a tester by ear: "Focus: 8 of clubs.
        Enter plays it." then the card played with no press); worded anew, once the focus moves
        and Enter is no longer kept, as :meth:`focus_line` (``keep_focus_prompt``). "" when no
        such line applies (the bidding)."""
        return self.focus_sentence() if self.focus_line() else ""

    def _said_again_release(self, line: Any, head: int) -> Callable[[KeptKey], str]:
        """The release condition of a key that plays kept while the turn line ``line`` waits to
        be said again after a status key's answer or a refusal cut it early
        (:attr:`game.speech.queue.Utterance.put_back`; :meth:`_keep_for_turn_line`): it waits
        while the line waits, and acts (handled again, so every gate looks again) once the line
        said again was heard far enough: its first ``head`` characters (a digit: the line's
        head, "Your turn. Total 24.", :meth:`turn_line_head`; the digit then plays, cutting the
        rest), else to its end (Enter: the card it plays is named last). Once the line is no
        longer said or waiting (said whole, or gone: a newer prompt, a move), it acts too, and
        the gates decide. It never gives up: the line is said again once the answer before it
        ends (the queue times out a speech stuck saying it speaks)."""
        def release(_kept: KeptKey) -> str:
            if not line.pending:
                return ACT
            if line.state == "speaking" and head and self.line_heard_to(line, head):
                return ACT
            if not head and self.focus_named_heard(line):
                return ACT  # (Enter: the card it plays heard, only help after it)
            return WAIT
        return release

    def _named_release(self, line: Any, release: Callable[[KeptKey], str]) -> Callable[[KeptKey], str]:
        """``release`` of Enter kept on the turn line ``line``, acting as soon as the card it plays
        was heard, when only help follows it in the line ("... Focus: queen of spades. H reads
        your hand.", :meth:`focus_named_heard`), not at the line's very end."""
        def named(kept: KeptKey) -> str:
            return ACT if self.focus_named_heard(line) else release(kept)
        return named

    def _named_card_act(self, said: Any) -> Callable[[], None]:
        """What Enter kept on the turn line ``said`` does once the line was heard: it plays the
        focused card, handled again as if pressed now (:meth:`act_kept_key`), when that is the
        card the line named (its :meth:`focus_sentence` when the key was kept, in the line);
        when the focus has left that card since without a key of the player's (which would have
        dropped the kept key), it plays nothing outdated: :meth:`focus_line` names the card
        Enter plays now, as the new prompt naming the focus, with the refused cue ("Focus: 7 of
        clubs. Enter plays it."), and Enter again once it was heard plays (C-22, C-23, T-28,
        T-29)."""
        intent = getattr(self.app, "intent_now", None)
        named = self.focus_sentence()
        if not named or named not in said.text:
            named = ""

        def act() -> None:
            words = self.focus_line()
            if named and self.focus_sentence() != named and words:
                self.keep_focus_prompt(self.say(words, interrupt=True, cue="refused"), self.focus_line)
                return
            self.on_intent(intent)
        return act

    def _keep_key(self, reason: str, release: Callable[[KeptKey], str], at: float,
                  act: Callable[[], None] | None = None, give_up: Callable[[], None] | None = None,
                  newest_only: bool = True, kept_while_acting: bool = False,
                  heard: Callable[[], bool] | None = None) -> None:
        """Keep the key being handled (the app's ``intent_now`` and key count) for ``reason``
        (:mod:`.kept_key`), replacing any key kept before: ``release`` tells when it acts or gives
        up; ``at``, when it was kept, on the clock ``release`` reads. ``act``: what it does
        (default: its intent handled again, :meth:`on_intent`); ``give_up``: what is said then
        (default: the refused cue, and in words where cues are not heard: :meth:`Scene.refused_cue`);
        ``newest_only``: another key pressed since drops it;
        ``kept_while_acting``: it stays kept while it acts (:class:`KeptKey`);
        ``heard``: True once what the key acts on was heard (the card Enter plays, a choice's
        option and cost), though ``release`` waits for more (the line's help after it, other
        players' lines): online, when waiting would let the turn's time run out first
        (:meth:`_time_runs_out_first`), it acts at once; until then it waits, and is dropped
        when the time runs out (:meth:`drop_kept_key`)."""
        intent = getattr(self.app, "intent_now", None)
        self.withdraw_reminder()  # an earlier key "not used" (Scene.refused_cue): this one will act
        if heard is not None:
            waits = release

            def release(kept: KeptKey) -> str:
                verdict = waits(kept)
                if verdict == WAIT and heard() and self._time_runs_out_first():
                    return ACT  # (what it acts on heard: the time left is not spent waiting for the rest)
                return verdict
        self._kept_key.keep(KeptKey(
            reason, intent, int(getattr(self.app, "key_presses", 0)), at, release,
            act if act is not None else lambda: self.on_intent(intent),
            give_up if give_up is not None else self.refused_cue, newest_only,
            kept_while_acting))

    def _line_release(self, line: Any, share: float = KEY_GRACE_SHARE) -> Callable[[KeptKey], str]:
        """The release condition of a key kept while ``line`` (an
        :class:`~game.speech.queue.Utterance`: another player's move, one's own turn line) is
        said: it acts once the line is no longer being said or waiting (heard to its end); it
        gives up once the line shows the key came earlier than it seemed: still being said more
        than :data:`KEY_GRACE_SECONDS` after the key, which came before ``share`` (by default
        :data:`KEY_GRACE_SHARE`; a turn line's head: its share of the line) of the time said so
        far (a far slower or stuck engine), on the queue's clock."""
        def release(kept: KeptKey) -> str:
            if not line.pending:
                return ACT
            now = self.app.announcer.queue.now
            started = line.started if line.started is not None else kept.at
            early = now - kept.at > KEY_GRACE_SECONDS and kept.at - started < share * (now - started)
            return GIVE_UP if early else WAIT
        return release

    def _answer_late(self, line: Any, answer: str, form: str) -> None:
        """A key kept during another player's ``line`` came earlier than it seemed
        (:meth:`_line_release`): ``answer`` (:meth:`wait_for_speech`'s; ``form``, its words
        with its gist left out) is said right after the line, once, as for a key pressed
        earlier."""
        self._waited = [line]
        self._answers = [form]
        self._gist = self._say_answer(answer, follow=True)

    def follow_kept_key(self, kinds: Collection[str], then: Callable[[], None]) -> bool:
        """A key pressed while a key of ``kinds`` (intent names: the keys that play) is kept on
        the turn line or a speech check (:meth:`_keep_for_turn_line`,
        :meth:`_keep_until_speech_answers`): it does not replace
        the kept key, it follows it: the kept key stays kept (as if pressed now: a key pressed
        after both drops them) and ``then`` runs right after it acted, with this key's intent as
        the app's ``intent_now`` (the counting game's Space after a play key: "play, then draw";
        found by ear: Space 0.6 s after a kept 1 replaced it, said "Nothing to draw now: you draw
        after playing a card.", and the card was never played). Kept anew when it acts (a speech
        check), the key still follows it. Returns False (nothing kept) when no such key is kept."""
        kept = self._kept_key.key
        if kept is None or kept.reason == MOVES or getattr(kept.intent, "name", None) not in kinds:
            return False  # (a key kept during another's move: the newest key counts, as ever)
        intent = getattr(self.app, "intent_now", None)
        first = kept.act

        def act() -> None:
            first()
            if not self.follow_kept_key(kinds, then):  # (kept anew: it still follows)
                before, self.app.intent_now = getattr(self.app, "intent_now", None), intent
                try:
                    then()
                finally:
                    self.app.intent_now = before

        self._kept_key.keep(replace(kept, presses=int(getattr(self.app, "key_presses", 0)), act=act))
        return True

    def speech_stopped(self) -> None:
        """Ctrl silenced speech while a key that counts only as the newest (Enter or a digit kept
        for the turn line, a choice's opening or a speech check) waited for a line: the line it
        waited for is cut before its end, so what the key acts on (the card Enter plays, named
        last; a choice's cost) was never heard whole, and the key never acts. It is dropped with
        the refused cue, not in silence (found by a tester by ear: Enter kept for "Focus: 10 of
        hearts.", then Ctrl: nothing played and nothing told). The cue alone, even where cues are
        not heard: Ctrl asked for silence, and "Press it again." would be untrue (found by a
        tester by ear: said 0.1 s after Ctrl, and the press it asked for only named the card);
        Enter then names the card first (:meth:`answer_unnamed_focus`: "Focus: 10 of hearts.
        Enter plays it."), and plays once that was heard. A key kept during another player's
        move is not newest-only: Ctrl lets it act at once (C-22, C-23, T-28, T-29)."""
        kept = self._kept_key.key
        presses = int(getattr(self.app, "key_presses", 0))
        if kept is None or not kept.newest_only or kept.presses != presses - 1:
            return  # (none; one that Ctrl lets act; or another key since, which dropped it)
        self._kept_key.key = None
        self.say("", cue="refused")

    def _time_runs_out_first(self) -> bool:
        """Online, on this seat's timed turn: True when the time left
        (:meth:`~game.scenes.card_table.CardTable.turn_seconds_left`, known once the turn timer's
        warning came) is no more than what this table still has to say (the rest of the line
        being said, its lines waiting) and :data:`SEND_SECONDS`: a key kept until heard would be
        released after the time ran out. False offline, with no timer, or before the warning."""
        left = self.turn_seconds_left()
        if left is None:
            return False
        queue = self.app.announcer.queue
        waiting = sum(queue.expected_seconds(item.text) for item in queue.waiting(self))
        return left <= queue.seconds_to_end(self) + waiting + SEND_SECONDS

    def drop_kept_key(self) -> None:
        """Online, this seat's time ran out (a computer plays that turn for the player): a key
        kept until what it acts on was heard is dropped, unsaid: it was pressed for that turn,
        and "Your time ran out: ..." tells the player (found by a tester by ear: Enter kept in
        the premium choice was answered "Your key did nothing: the last moves are still being
        said. ...", an answer about other players' moves, after the time-out)."""
        self._kept_key.key = None

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
