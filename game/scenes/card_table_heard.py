"""A table's turn line and what of it was heard: the prompt that names the focused card, a
turn line cut late said again, how long a line lasts and whether its head (whose turn, the total
or what was led) was heard (:class:`TurnLineHeard`, the lowest layer of the keys that wait for
speech: :mod:`.card_table_kept` keeps a key until its line was heard, :mod:`.card_table_keys`
answers one pressed too early).

A part of :class:`~game.scenes.card_table.CardTable` (its fields are set in
``CardTable.__init__``: ``_gist``, ``_answers``, ``_waited``, ``_outcomes``, ``_time_outs``,
``_move_heads``, ``_kept_key``, ``_focus_prompt``, ``_focus_told``, ``_after_moves_said``).
"""

from __future__ import annotations

import re
import weakref
from collections.abc import Callable
from typing import Any

from ..i18n import current_language
from ..speech.pace import spoken_share
from ..speech.queue import ANSWER, CUT, DROPPED, EVENT, PROMPT, QUEUED, SPEAKING, SpeechQueue
from .base import Scene
from .kept_key import KeySlot

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

SENTENCE_END = re.compile(r"[.!?](?=\s|$)")
"""Where a sentence of a line ends (its stop, before a space or the line's end): a turn line cut
late is said again from the first sentence not heard to its end (:meth:`HeardKeys.turn_line_rest`)."""


class TurnLineHeard(Scene):
    """What of the turn line and the moves was heard, a mixin of
    :class:`~game.scenes.card_table.CardTable` through :class:`~.card_table_keys.HeardKeys`."""

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
    _resume_line: Any
    _reminded: Any
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
        gist: what :meth:`HeardKeys.wait_for_speech` waits for) are being said or wait to be: an arrow's
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
        its end (:meth:`KeptKeys._keep_for_turn_line`). The queue takes a line as begun when it hands
        it to the speech, a tenth of a second or so before its first word is heard, and that
        word is "Your turn", the card Enter plays the last: begun is not heard (found by ear:
        Enter in the gap between "You win the trick ..." and the turn line played unheard)."""
        said = self._focus_prompt[0] if self._focus_prompt is not None else None
        if said is not None and said is self._reminded:
            return False  # the line on coming back, heard before the cover, nothing changed: a reminder
        return said is not None and said.pending and not self.focus_named_heard(said)

    def turn_line_says(self, sentence: str) -> bool:
        """True while the prompt naming the focused card (the turn line, the short line said in
        its place, the line on coming back) is being said or waits, and says ``sentence`` (whose
        turn it is: "Your turn."): a status key's answer that tells whose turn, which that line
        follows or cuts (heard from its start, or said again after the answer), leaves that
        sentence out, never heard twice in a row (the counting game's T, C-22, C-23: found by
        ear, "Your turn. Play goes clockwise: ..." then "Your turn. Total 67. ..."; the trick
        game's V, T-29: "No cards on the table. Your turn." then "Your turn. You lead. ...")."""
        said = self._focus_prompt[0] if self._focus_prompt is not None else None
        return bool(sentence) and said is not None and said.pending and sentence in str(said.text)

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
            self.shorten_resume_line(line)
            self.shorten_put_back_turn_line(line)
        return said

    def turn_reminder(self) -> str:
        """The short reminder said after a key's answer that cut the turn line (a status key's,
        a refusal), in place of the whole line: whose turn it is and what the card answers, then
        the card Enter plays (the trick game: "Your turn. Bob led the ace of spades. Focus: 7 of
        spades."; the counting game: "Your turn. Total 24. Enter plays the queen of spades.");
        the rest can be asked for by the status keys, and the line cut is in the history (Page
        Up). Found by a tester by ear: a status key in the trick game's 12-second turn line had
        it said again whole after the answer, "Carl is winning ..." heard 3 times in 25 s (C-22,
        C-23, T-28, T-29). Here: :meth:`focus_prompt`, worded now; each game's table words it."""
        return self.focus_prompt()

    def shorten_put_back_turn_line(self, line: Any) -> None:
        """``line``, the turn line (:meth:`keep_focus_prompt`), was cut early by a key's answer
        that only asks or refuses and put back to be said again after it
        (:meth:`game.speech.queue.SpeechQueue.prompt_said_again`): the short reminder
        (:meth:`turn_reminder`) is said in its place, which still says it is the player's turn
        when the cut came before "Your turn." ended, and names the card Enter plays last; the
        line cut stays in the history. A digit acts at once when the line's head was heard in
        the cut (:meth:`_head_heard_before`). Already the reminder (cut early again), it stays."""
        if (self._focus_prompt is None or line is not self._focus_prompt[0] or line.state != QUEUED
                or not line.put_back):
            return
        short = self.turn_reminder().strip()
        if not short or short == line.text.strip():
            return
        head = self.turn_line_head(line.text)
        share = line.heard_share
        heard = head > 0 and share is not None and share >= spoken_share(line.text, head)
        self.app.announcer.withdraw(line, untrue=False)  # (begun: the history keeps it)
        again = self.say(short, kind=PROMPT, own=line.own)
        if again is None:
            return
        again.put_back = True  # (said after the answer as the line it stands for; an arrow drops it)
        again.short_reminder = True  # (Enter while it waits, the head heard: the card alone, _shorten_put_back)
        short_head = self.turn_line_head(short)
        if heard and short_head > 0:
            again.heard_share = spoken_share(short, short_head)
        self.keep_focus_prompt(again, self.turn_reminder)

    def shorten_resume_line(self, line: Any) -> None:
        """``line``, the line said on coming back to the table that names the focused card
        ("Trick game. Deal 1. No trumps. Choose 3 bid cards. H reads your hand; focus: 9 of
        spades.", :meth:`CardTable.resume`), was cut early by a key's answer and put back to be
        said again after it: it is said again as the prompt alone ("Choose 3 bid cards. ...;
        focus: 9 of spades."), the context it began with being heard in part already (found by
        a tester by ear: H, D, T, S pressed in turn, the whole 8-second line again after each
        answer, each time cut)."""
        if line is not self._resume_line or line.state != QUEUED or not line.put_back:
            return
        self._resume_line = None
        short = self.turn_reminder()
        if short:
            self.app.announcer.reword(line, short)
            line.words = self.turn_reminder  # (the focus moved meanwhile: worded so, still short)
            self._focus_prompt = (line, self.turn_reminder)

    def say_cut_turn_line_again(self, line: Any, answer: Any) -> None:
        """``answer`` (an :class:`~game.speech.queue.Utterance` just said) cut ``line``, the
        prompt naming the focused card (the turn line, the trick game's bid prompt:
        :meth:`keep_focus_prompt`), while it was being said. When ``answer`` only asks or refuses
        (a status key's answer, a refusal of this table: the queue would have put ``line`` back,
        :meth:`game.speech.queue.SpeechQueue.prompt_said_again`), the queue did not (most of
        ``line`` was heard, :data:`game.speech.queue.HEARD_FRACTION`), and the card's name, its
        last words, was not heard (:meth:`focus_unnamed`), ``line`` was not heard: what the next
        key acts on never was. Its unheard part is said right after ``answer``, worded by
        :meth:`turn_line_rest` ("Your turn. You lead. You have 1 of 4 tricks: you need 3 more. Focus: 8
        of clubs."), as a prompt waiting to be said again after that answer
        (:attr:`game.speech.queue.Utterance.put_back`): it is the prompt keys that play wait for
        (a key pressed meanwhile is kept, :meth:`KeptKeys._keep_for_turn_line`; the head heard before, a
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
        is said whole), the card's name last: "Your turn. You lead. You have 1 of 4 tricks: you need 3
        more. Focus: 8 of clubs." of "Your turn. You lead. You have 1 of 4: ..." cut in its
        third sentence. The whole line when its head was not heard, or it has none (the bid
        prompt); the line on coming back with no head (in bidding) gives the prompt alone
        (:meth:`turn_reminder`), its context heard already. Returns the words, the characters
        of its head (0: none, or not heard in the cut) and how to word it anew
        (:meth:`keep_focus_prompt`: its focus sentence worded now, "" when it no longer
        applies)."""
        text = line.text
        head = self.turn_line_head(text)
        if head <= 0 and line is self._resume_line:
            # the line on coming back in bidding ("Trick game. Deal 1. No trumps. Choose 3 bid
            # cards. ...; focus: 8 of spades."), most of it heard: its context was heard, the
            # prompt alone is said again, as when cut early (shorten_resume_line; found by a
            # tester by ear: T at 85 % of it, "No trumps.", then the whole 7.7 s line again)
            short = self.turn_reminder()
            if short:
                return short, 0, self.turn_reminder
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
        language = current_language()
        before = said[:len(said) - len(sentence)] if sentence and said.endswith(sentence) else None

        def words() -> str:
            if current_language() != language:  # (another language chosen meanwhile: the whole line in it)
                return self.focus_prompt()
            if before is None:
                return said if self.focus_prompt() else ""
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
        cutting them (:meth:`say_after_moves`). Else the answer is a focus answer
        (:attr:`game.speech.queue.Utterance.focus`): cut in its first instant by a newer key's
        answer (a held arrow's next repeat), never heard, it leaves the log and the history.
        Returns the answer said (None: not said)."""
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
            answer = self.say(spoken, interrupt=True, cue=cue, focus=True)
        if words:
            assert waiting is not None
            self.keep_focus_prompt(self.say(words, kind=PROMPT, own=waiting[0].own), waiting[1])
        self.focus_told()  # the answer names the card first: Enter plays it
        return answer

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
        may be told to wait for the end (:meth:`HeardKeys.wait_for_speech`); False when the end's reason is
        still to be heard: then the answer waits for the moves ("Anna just played: total 56.
        Your key did nothing: press it again once the moves are said.", the round ended because
        a hand was empty, said after it: C-19, C-22)."""
        return True

    def refusal_after_what_a_move_caused(self) -> bool:
        """True when "Not your turn. Bob plays next.", pressed while another player's move is
        still to be heard, is said after the lines that move caused too ("Bob misses a turn."),
        which tell who plays next (the counting game's jack, C-16); False when it is said right
        after the move's own line (the trick game: its refusal then never names who plays next,
        the trick's winner being unheard, T-28). Here, False."""
        return False

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
        ends (:meth:`KeptKeys._keep_for_turn_line`)."""
        share = getattr(said, "heard_share", None)
        return (said is not None and said.pending and share is not None
                and share >= spoken_share(said.text, chars))

    def _turn_line_heard_enough(self, said: Any) -> bool:
        """True when the turn line ``said`` is being said and was heard far enough for a key that
        plays to be kept (:meth:`KeptKeys._keep_for_turn_line`): within its last :data:`KEY_GRACE_SECONDS`,
        or once :data:`KEY_GRACE_SHARE` of it was said, as for other players' moves
        (:meth:`HeardKeys.wait_for_speech`), its length measured on the line itself (:meth:`_line_length`).
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
        (:meth:`KeptKeys._keep_for_turn_line`); 0: the line has no such head, and such a key waits for
        :data:`KEY_GRACE_SHARE` of it. Here: 0; each game's table has one (the trick game's:
        "Your turn. Anna led the king of diamonds.", whose turn and what was led or that one
        leads; what follows, who is winning, what one holds and needs, helps choose)."""
        return 0
