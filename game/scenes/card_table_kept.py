"""A table's key kept until the line it came late in was heard (:class:`KeptKeys`): Enter
pressed in one's own turn line acts once the line's head or the card's name was heard, and a
short line naming the card may take the place of the rest; online with a turn timer the key never
waits past the time running out. The key kept is :mod:`.kept_key`'s; what was heard,
:mod:`.card_table_heard`'s.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import replace
from typing import Any

from ..speech.pace import spoken_share
from ..speech.queue import PROMPT
from .card_table_heard import KEY_GRACE_SECONDS, KEY_GRACE_SHARE, TurnLineHeard
from .kept_key import ACT, GIVE_UP, MOVES, TURN_LINE, WAIT, KeptKey

SEND_SECONDS = 1.0
"""Online, with a turn timer: a key kept until what it acts on was heard, once that was heard,
acts at once when the time left (:meth:`~game.scenes.card_table.CardTable.turn_seconds_left`)
is no more than what is still to be said before its release plus these seconds (for the move to
reach the server before its clock runs out): it never waits past the time running out for words
after it (found by a tester by ear: Enter kept until "... Focus: queen of spades. H reads your
hand." ended, 0.07 s before "Your time ran out: ...", and lost)."""

SHORT_LINE_SHARE = 0.6
"""Enter while the turn line waits to be said again (:meth:`KeptKeys._shorten_put_back`):
the short line naming the card takes its place only when it is at most this share of the line's
length."""
SHORT_LINE_SAVES = 1.5
"""Enter while the turn line is being said, its card not yet named (:meth:`KeptKeys._shorten_said`):
the short line naming the card cuts the line only when the rest of the line would take at least
this many seconds longer."""

ASKING_KEYS = frozenset({"hint"})
"""Intent names of keys that only ask for something (A: a hint) and change nothing the player
decides: kept for the turn line, a later key kept for it follows such a key, never replaces it
(:meth:`KeptKeys._keep_key`)."""


class KeptKeys(TurnLineHeard):
    """The key kept until its line was heard, a mixin of :class:`~game.scenes.card_table.CardTable`
    through :class:`~.card_table_keys.HeardKeys`."""

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
        help ended, and the turn timer ran out meanwhile). A key pressed again replaces the kept one (a kept A, which only asks
        for the hint, is followed, never replaced: :meth:`_after_asking_key`).
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
        told = getattr(self, "_reminder", None)
        if pressed and told is not None and told.pending and told.kind != PROMPT:
            # "Too early: ..." said at once for a key pressed just before (Scene.refused_cue), the
            # line it cut waiting to be said again: a key of the same burst is not used either,
            # never kept to act after a line the player was just told to wait for
            self.refused_cue()
            return True
        head = self.turn_line_head(said.text) if said is not None and said.text else 0
        before = bool(pressed and head and self._head_heard_before(said, head))
        if before and by_place:
            return False  # the head heard before a status key cut the line (said again after its answer)
        waits = said is not None and said.state == "queued" and getattr(said, "put_back", False)
        if pressed and waits and before and not by_place and self._shorten_put_back(said):
            return True  # Enter: the card it plays named in a short line, in the whole line's place
        if pressed and before and not waits and not by_place and self._shorten_said(said, heard_before=True):
            # the line said again after a status key's answer, its head heard before that key cut
            # it: the player knows the situation, the line only repeats it; Enter answers at once
            # with the card it plays, as in the line's first saying (found by a tester by ear:
            # Return in the reminder after V's answer kept in silence 4.7 s and 8 s)
            return True
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
        # (the shortest, "4 seconds left for your turn. Focus: 7 of spades.", has no head: kept
        # from its first word, and never given up as early)
        short = said is not None and said is getattr(self, "_short_of_time", None) and not by_place
        if pressed and (short or (head and self.line_heard_to(said, head))):
            if by_place:
                return False  # the head heard: a digit acts now, cutting the rest of the line
            if self._shorten_said(said):
                return True  # Enter: the rest of a long line cut, the card it plays named at once
            share = 0.0 if short else min(KEY_GRACE_SHARE, spoken_share(said.text, head))
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
        if pressed and said is not None and told is not None and self._said_again_after(told, said):
            # the line said again right after "Too early: ... Press it again." (Scene.refused_cue),
            # being said: the player was told to press again, and did; the key is kept, with no
            # sound, the line uncut, and acts once it was heard (a digit once its head was), as
            # the counting game's Enter after its short head (found by a tester by ear, trick
            # game: Space 1.8 s into the bid prompt said again, and Return 1.5 s into "Your turn.
            # Bob led the jack of diamonds. Focus: queen of diamonds.", had the cue only, unheard,
            # and nothing was marked or played)
            self._keep_key(TURN_LINE, self._said_again_release(said, head if by_place else 0),
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
        rest of a line cut late, "Your turn. You lead. Focus: 8 of clubs.": said as it is),
        unless it is the reminder said in the cut line's place
        (:meth:`shorten_put_back_turn_line`), whose head the player heard already."""
        words = self._kept_focus_words()
        if not words or (len(self.focus_line()) > SHORT_LINE_SHARE * len(line.text)
                         and not line.short_reminder):
            return False
        self.app.announcer.withdraw(line, untrue=not line.begun)  # (begun: the history keeps it)
        short = self.say(words, kind=PROMPT, own=line.own)
        if short is None:
            return False
        self.keep_focus_prompt(short, self.focus_line)
        self._keep_key(TURN_LINE, self._said_again_release(short, 0), self.app.announcer.queue.now,
                       act=self._named_card_act(short))
        return True

    def _shorten_said(self, line: Any, heard_before: bool = False) -> bool:
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
        length is not known, or too little of it is left for the short line to save time.
        ``heard_before``: ``line`` is said again after a status key's answer or a refusal cut it,
        its head heard in the saying cut (:meth:`_head_heard_before`): the player heard the
        situation, and what ``line`` says before the card's name only repeats it; the short line
        cuts it whenever the card's name has not begun to be said (found by a tester by ear:
        Return in "Your turn. Anna led ... Focus: ..." said again after V's answer, kept in
        silence until it ended, 4.7 s and 8 s; T-28, T-29)."""
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
        if heard_before:
            if at < 0 or queue.now - line.started >= length * spoken_share(line.text, at):
                return False  # (the card's name is being said: it answers Enter, which plays at its end)
        # (Enter plays once the card was heard: only help after it, "H reads your hand.", is not waited for)
        elif line.started + length * spoken_share(line.text, named) - queue.now < short + SHORT_LINE_SAVES:
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
        presses = int(getattr(self.app, "key_presses", 0))
        act = self._after_asking_key(reason, intent, presses, act)
        self.withdraw_reminder()  # an earlier key "not used" (Scene.refused_cue): this one will act
        if reason == TURN_LINE and self.kept_key_waits_for_moves():
            line_heard = release

            def release(kept: KeptKey) -> str:
                # the line heard, another player's bid begun or waiting after it ("Anna has bid.",
                # begun as the line ended, the very update the key would act): heard whole first,
                # the key's answer last, never cutting it to say it again after (found by a tester
                # by ear: Space late in the bid prompt, "9 of spades marked. ..." cut "Anna has
                # bid.", said again after it; T-28)
                verdict = line_heard(kept)
                if (verdict == ACT and self.kept_key_waits_for_moves()
                        and self.app.announcer.unheard_events(self)):
                    return WAIT
                return verdict
        if heard is not None:
            waits = release

            def release(kept: KeptKey) -> str:
                verdict = waits(kept)
                if verdict == WAIT and heard() and self._time_runs_out_first():
                    return ACT  # (what it acts on heard: the time left is not spent waiting for the rest)
                return verdict
        self._kept_key.keep(KeptKey(
            reason, intent, presses, at, release,
            act if act is not None else lambda: self.on_intent(intent),
            give_up if give_up is not None else self.refused_cue, newest_only,
            kept_while_acting))

    def _after_asking_key(self, reason: str, intent: Any, presses: int,
                          act: Callable[[], None] | None) -> Callable[[], None] | None:
        """A key about to be kept for the turn line (:data:`TURN_LINE`) while a key that only
        asks for something (:data:`ASKING_KEYS`: A, the hint) is kept for it, pressed right
        before: the asking key is not replaced but acts first, and this key right after it (its
        ``act``, default: its intent handled again), both once this key's line was heard. Found
        by a tester by ear (trick game, bid prompt): A 2.3 s in, then Enter 1 s later, still in
        the prompt: Enter replaced the kept A, "Mark 3 bid cards with Space. 0 marked." was
        said and the hint never was; now the hint is asked for, and Enter, the hint still being
        worked out, is told "Your hint is coming: wait for it." (T-28, C-22). Returns the act to
        keep (``act`` unchanged when no such key is kept)."""
        kept = self._kept_key.key
        if (reason != TURN_LINE or kept is None or kept.reason != TURN_LINE or kept.intent is None
                or getattr(kept.intent, "name", None) not in ASKING_KEYS or kept.intent == intent
                or (kept.newest_only and kept.presses != presses - 1)):
            return act
        first, asked = kept.act, kept.intent
        then = act if act is not None else (lambda: self.on_intent(intent))

        def both() -> None:
            before, self.app.intent_now = getattr(self.app, "intent_now", None), asked
            try:
                first()
            finally:
                self.app.intent_now = before
            then()
        return both

    def kept_key_waits_for_moves(self) -> bool:
        """True where a key kept until one's own line was heard (:data:`TURN_LINE`) also waits,
        once that line was heard, for the other players' lines being said or waiting after it,
        and acts only after them, its answer last (:meth:`_keep_key`): where their moves change
        nothing the key acts on (the trick game's bidding, T-28: "Anna has bid."). Default:
        False (a key kept for one's turn line acts as it ends)."""
        return False

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
        (:meth:`_line_release`): ``answer`` (:meth:`HeardKeys.wait_for_speech`'s; ``form``, its words
        with its gist left out) is said right after the line, once, as for a key pressed
        earlier."""
        self._waited = [line]
        self._answers = [form]
        self._gist = self._say_answer(answer, follow=True)

    def follow_kept_key(self, kinds: Collection[str], then: Callable[[], None]) -> bool:
        """A key pressed while a key of ``kinds`` (intent names: the keys that play) is kept on
        the turn line or a speech check (:meth:`_keep_for_turn_line`,
        :meth:`HeardKeys._keep_until_speech_answers`): it does not replace
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
        was heard: another player's move line (:meth:`HeardKeys.wait_for_speech`) or one's own turn line
        (:meth:`_keep_for_turn_line`) heard to its end, or the speech's answer to a check
        (:meth:`HeardKeys._keep_until_speech_answers`). It is handled again, as if pressed now, with its
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
