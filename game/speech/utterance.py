"""One message on its way to the ear (:class:`Utterance`): its kind, its state and what the
speech policy of :mod:`game.speech.queue` knows of it (the policy itself is told there)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

EVENT = "event"
PROMPT = "prompt"
ANSWER = "answer"
NOTICE = "notice"
KINDS = (EVENT, PROMPT, ANSWER, NOTICE)
"""The four kinds of message (see the module doc)."""

QUEUED, SPEAKING, DONE, CUT, DROPPED = "queued", "speaking", "done", "cut", "dropped"


@dataclass(eq=False)
class Utterance:
    """One message on its way to the ear.

    Attributes:
        text: what is said (what is left to say of an answer a notice cut:
            :meth:`~game.speech.queue.SpeechQueue.say_before_answer`; the history keeps it whole).
        kind: one of :data:`KINDS`.
        scene: the scene that said it (None: the app's own, never held or dropped with a scene).
        own: part of what the player's own key did (such events never hold the player's keys back).
        move: the player's own move, always said (implies ``own``; an answer).
        follow: the rest of the answer just given (F1 help's first line after its title).
        gist: a short form said when a key is pressed before this event was heard ("Anna just
            played: total 71."); "": a game move without one; None: no game move (a notice, a
            chat line: a key that acts does not wait for it).
        state: ``queued``, ``speaking``, ``done`` (said to its end), ``cut`` (a key cut it)
            or ``dropped`` (never said).
        started: game time (seconds) when it started, or None.
    """

    text: str
    kind: str = EVENT
    scene: Any = None
    own: bool = False
    move: bool = False
    follow: bool = False
    gist: str | None = None
    state: str = QUEUED
    started: float | None = None
    ends: float | None = None
    done_at: float | None = None
    """When the queue found it said to its end (its clock, seconds); None before."""
    cut_at: float | None = None
    """When a key (or a stop) last ended it while it was being said (its clock, seconds); read
    only when its :attr:`state` is ``cut``: how much of it was heard (the turn line cut before it
    named the focused card, :meth:`game.scenes.card_table_keys.HeardKeys.focus_unnamed`)."""
    restarted: bool = False
    """Put back once already after a key cut it before it was heard enough: it is not put back
    twice (:meth:`~game.speech.queue.SpeechQueue._once_only`), unless it is a game move a key that only reads cut
    (module doc, events), or a prompt a status key's answer or a refusal of its scene cut
    (:meth:`~game.speech.queue.SpeechQueue.prompt_said_again`)."""
    put_back: bool = False
    """An event a key cut before it was heard enough, waiting to be said again right after that
    key's answer; a newer answer of its scene that finds it still waiting leaves a game move
    there, behind that answer (ahead of it when that answer is a step of the player's own
    decision, :attr:`step`); else it is cut for good (:meth:`~game.speech.queue.SpeechQueue._cut_put_back`)."""
    heard_share: float | None = None
    """The share of its expected length said before a key cut it and put it back
    (:attr:`put_back`), or None: what of it was heard already (a turn line's head, "Your turn.
    Total 24.": a digit that names its card acts while it waits to be said again,
    :meth:`game.scenes.card_table_keys.HeardKeys.line_heard_to`)."""
    step: bool = False
    """An answer to a key that takes a step in the player's own decision without being a move:
    it marks or unmarks a bid card, opens a choice (the premium choice, an ace's value, a costly
    card's warning) or closes one. It never cuts another player's move not yet heard enough,
    nor makes it stale: its answer waits behind that move, being said or waiting to be said
    again, and follows it (found by a tester by ear: Down cut "Anna has bid." as it began, and
    Space, marking a card, then cut it for good, never heard; module doc, events). A key that
    only reads (an arrow over the hand, a status key, the history) is not a step."""
    about_speech: bool = False
    """A notice of which speech speaks ("Speech: NVDA."): untrue once another backend takes
    over, so never said again through it (:meth:`~game.speech.queue.SpeechQueue.take_over`)."""
    advice: bool = False
    """An answer that refuses a key and says what to do instead ("Anna is waiting for your draw:
    press Space."): the player's next move makes it untrue, so a move drops it while it waits."""
    after_moves: bool = False
    """A key's answer about the game as it stands now (the advice, A) said after other players'
    moves still unheard, as an event of the player's own so that it follows them
    (:meth:`game.scenes.card_table_keys.HeardKeys.say_after_moves`): once begun it is an answer
    like any, and a key's answer or move cuts it (:func:`~game.speech.queue._said_whole`; found by ear: Enter on
    the advised card, its name heard, waited 2 s for the advice's reasons to end)."""
    before_cover: bool = False
    """The player's own doing (:func:`~game.speech.queue._own_doing`) that was waiting when another scene came over
    its scene (F1 help, the pause menu): asked before that scene's key, it is said first, in
    order, although its scene is covered (:meth:`~game.speech.queue.SpeechQueue.enter`)."""
    begun: bool = False
    """Handed to the speech at least once (it stays True when a key puts it back to be said
    again, or another speech takes it over)."""
    begin_number: int | None = None
    """Its place in the order the queue began messages, counted anew each time it begins (said
    again, it gets a new one), or None before it began: the history lists the messages as they
    were heard (:meth:`game.speech.history.History.settle`)."""
    put_backs: int = 0
    """How many times a key's answer cut it early and put it back to be said again whole, after
    that answer (:meth:`~game.speech.queue.SpeechQueue._add_answer`): said again so, the history lists it after
    that answer, where it was heard (:meth:`game.speech.history.History.settle`)."""
    untrue: bool = False
    """Dropped because it was no longer true (a prompt replaced by a newer one or by the
    player's move, advice the move made untrue, a line withdrawn): see :attr:`void`."""
    focus: bool = False
    """An answer naming where a key moved the focus over the hand ("Queen of spades, 3 of 12":
    :meth:`game.scenes.card_table_heard.TurnLineHeard.say_focus`): cut in its first instant by
    a newer key's answer (a held arrow's next repeat, the edge's words, the player's move),
    nothing of it heard, it is :attr:`void` (:attr:`cut_unheard`)."""
    cut_unheard: bool = False
    """Cut in its first instant (:data:`~game.speech.queue.UNHEARD_SECONDS`), nothing of it heard,
    by what made it untrue or took its place: a prompt by the player's move (found by a tester
    by ear: Space as "You can still draw: press Space." began), an answer to a key a focus answer
    (:attr:`focus`) by a newer key's answer (an arrow's auto-repeat: found by a
    tester by ear, a held Right put 11 focus lines in the log, 2 heard). With :attr:`untrue` or :attr:`superseded` it is
    :attr:`void`, as a line dropped before it began (:meth:`~game.speech.queue.SpeechQueue._cut_unheard`)."""
    superseded: bool = False
    """An answer to a key dropped before it began to be said because a newer key's answer took
    its place (:meth:`~game.speech.queue.SpeechQueue._supersede_answers`): never heard, it leaves the history, the
    on-screen log and the transcript (:attr:`void`), which show a line once it begins to be said
    (found by ear: F1 then Page Up at once, and help's first line, never said, was in the log).
    Not an answer that tells a step of the player's own decision (:attr:`step`: a bid card
    marked, a choice opened), which tells a change: that one stays, as a line Ctrl silenced."""
    asked_at: float | None = None
    """A status key's answer (:attr:`question`): the queue's time when the key was pressed.
    When the line heard whole right before it began after that and said these very words (as
    whole sentences), the answer is not said (:attr:`superseded`, it leaves the history and the
    transcript): that line has just answered the key, and the same words twice in a row are
    noise (found by a tester by ear: S pressed right after one's losing card was answered after
    "Round 1 over: ... Tokens: you 0, Ben 2, Cid 1. ...", by the same tokens again;
    :meth:`~game.speech.queue.SpeechQueue._just_said`). Words heard before the key are said
    again: the key asks for them again."""
    answered_by: Any = None
    """A status key's answer (:attr:`asked_at` set): the line that, heard whole right before
    it, tells what it would (in other words), begun before the key or after it: the answer is
    then not said, as when that line said its very words (:meth:`~game.speech.queue.SpeechQueue._just_said`).
    The counting game's T in the pause between rounds: "Round 1 over: ... Enter: next round."
    answers it, never followed by "Round 1 is over. Press Enter for the next round." (C-21;
    found by ear: T cut the round's end, its answer, then the round's end again)."""
    short_reminder: bool = False
    """A turn line said again as the short reminder after a key's answer cut it early (its head
    and the card Enter plays: :class:`game.scenes.card_table_heard.TurnLineHeard` puts it back
    so); Enter pressed while it waits, its head heard, has the card's line alone said."""
    words: Callable[[], str] | None = None
    """How to word this prompt now (the turn line that names the focused card, worded with the
    focus as it is then: :meth:`game.scenes.card_table.CardTable.keep_focus_prompt`); said
    again through another speech after this one failed (:meth:`~game.speech.queue.SpeechQueue.take_over`), it is
    worded anew, so it never names a card the focus has left ("" : it no longer applies, and is
    not said again)."""
    narration: Callable[[], tuple[str, str | None] | None] | None = None
    """How a table words this line of a batch of game events now, in the player's language:
    ``(text, gist)`` from what it was made of when said (the events, the view of the game then),
    or None when it cannot (:class:`game.scenes.batch_words.BatchWords`). The language changed
    while it waited (Options, under the pause menu): it is said in the new one
    (:meth:`game.speech.Announcer.reword_waiting`)."""
    alone: Callable[[], str] | None = None
    """How this line is worded said on its own, when what it says leans on the line before it
    (the counting game's round's end right after its cause: "Round 1 over. Tokens: ...", on its
    own "Round 1 over: Anna reached 99. Tokens: ..."): F2, which repeats it alone, says these words
    (:meth:`game.speech.Announcer.review`); "" or None: the words said."""
    reminder: bool = False
    """A prompt that says in words what the ``refused`` cue alone says, where cues are not heard
    ("Too early: your key was not used. Press it again.": :meth:`game.scenes.base.Scene.refused_cue`):
    it waits behind everything waiting (the line the key came too early for goes on, uncut)
    without dropping the prompts before it (the turn line), goes before a prompt of its scene that
    waits or comes while it waits (which stays the last thing said; that prompt never drops it:
    where cues are not heard it is the key's only answer), is dropped by the player's move, and
    holds nothing up: :meth:`~game.speech.queue.SpeechQueue.busy` and
    :meth:`~game.speech.queue.SpeechQueue.unheard` leave it out (computer players never wait for it), and another
    player's move drops it, or cuts it while it is said (:meth:`~game.speech.queue.SpeechQueue._outdate_reminders`:
    their move's line never waits for it either)."""
    outlasts_moves: bool = False
    """A :attr:`reminder` that other players' moves leave true (set by its scene,
    :meth:`game.scenes.base.Scene.reminder_outlasts_moves`): the trick game's bidding, the
    player's own bid still to make, where another player's bid ("Anna has bid.") changes
    nothing a key acts on (the bid cards, the premium choice); it is not dropped or cut by such a
    move (:meth:`~game.speech.queue.SpeechQueue._outdate_reminders`), so a key refused early in
    the premium choice is never answered by silence (found by a tester by ear: Return 3.6 s into
    "Bid 2. Choose a premium. ...", and 23 s of silence). The player's own move
    still drops it."""
    by_key: bool = False
    """A prompt that answers the key that brought its scene back on top (where the game stands,
    said on closing F1 help or the pause menu: :meth:`game.scenes.card_table.CardTable.resume`)
    when it is not the player's turn: a newer key's answer of its scene (an answer, or a status
    answer waiting behind other players' moves: an event of the player's own) that comes while
    it still waits replaces it, never said (it leaves the history and the log): said after that
    answer it would answer an older key with an outdated line (found by ear: "Round 1. Total
    53. Bob's turn." came 7 s after Escape, after a newer key's answer)."""
    opening: bool = False
    """A page's opening words said as an answer (the results' "Game over. ...", which cuts the
    table's last line): as an event that tells no move (a page's title), a key's answer that
    cuts it before most of it was heard (:meth:`~game.speech.queue.SpeechQueue._barely_heard`) has it said again
    right after, whole, once only (:meth:`~game.speech.queue.SpeechQueue._once_only`); a newer key's answer before
    it began again drops it. Its scene settles it (:meth:`game.speech.Announcer.settle`) once a
    key of its own acts: the player reads on, and it would name a focus moved since."""
    lasting: bool = False
    """An event that tells no move and stays true whatever the player does (a word about the
    people at an online table: "Ben lost the connection. Their seat is held for 60 seconds.", a
    chat line): the player's own move does not drop it while it waits, and one the move cuts
    before it was heard enough is said again after the move and what the move caused (found by ear: Enter on
    one's turn dropped "Ben lost the connection. ..." waiting behind the turn line, and the
    table then waited 60 s for Ben with nothing said why)."""
    review: bool = False
    """An answer that reads the history (Page Up and friends): one still waiting behind the
    player's own doing is not dropped by the next review key's answer, which follows it
    (:meth:`~game.speech.queue.SpeechQueue._add_answer`): two Page Ups pressed during one's own move are both
    answered, each a line further back."""
    repeats: str | None = None
    """For a :attr:`review` answer that reads the newest line said (F2; Page Down or Ctrl+End
    there, after "End of history."): that line, which it says word for word; else None. Heard
    (:meth:`~game.speech.queue.SpeechQueue._repeat_heard`: said to its end, or cut after most of it was said), it
    is that line heard: the line, if a key cut it early and it waits put back
    (:attr:`put_back`), is not said again (found by ear: F2 cut "Carl: ace of diamonds as 1.
    Total 94." at its first word, said it whole, and the cut line was said twice more; Page
    Down so said "End of history." and the move, which then came again whole)."""
    question: str | None = None
    """The status key this answers (the intent's name: ``"total"``, ``"tokens"``, ``"trumps"``,
    ...; :meth:`game.scenes.card_table.CardTable.answer_status`), or None. A newer status
    answer of its scene, whichever status key asked it, replaces it, as a screen reader's newer
    review key cuts the older one's reading: it is cut while it is said, dropped while it waits
    (behind another player's move or the player's own doing;
    :meth:`~game.speech.queue.SpeechQueue._replace_status_answers`); the same key pressed again
    so restarts it. Keys that are no status key (an arrow over the hand, a
    refusal, the history) cut and drop it as any answer; one being said after another player's
    move (an :data:`EVENT` with ``own``) is cut by them at once too (:func:`~game.speech.queue._said_whole`)."""
    kept_whole: bool = False
    """A notice said again after a second key cut it early (the turn timer's warning,
    :meth:`game.scenes.card_table_online.OnlineTable.tick_turn_warning`): until most of it was
    said, no key cuts it again, a second one neither; their answers wait behind it, the newer
    replacing the older (found by a tester by ear: marking bid cards, "10 seconds left for your
    turn.", "9 seconds left ...", "7 seconds left ..." within 3 s, each cut by the next keys,
    the marks' answers never said)."""
    timed: bool = False
    """A prompt that names the seconds left (the draw's warning, an online turn's): its scene
    says it anew, worded with the time left then, when a key cuts it early, so the queue does
    not put it back (:meth:`~game.speech.queue.SpeechQueue.prompt_said_again`)."""

    @property
    def pending(self) -> bool:
        """True while it is waiting or being said."""
        return self.state in (QUEUED, SPEAKING)

    @property
    def shown(self) -> bool:
        """True once the on-screen log shows it (:meth:`game.speech.history.History.shown`): its
        speech has begun, or it will never be said (dropped, or silenced by Ctrl). Text only says
        each message at once, so it is shown at once."""
        return self.begun or not self.pending

    @property
    def heard(self) -> bool:
        """True once it was said (to its end, or until a key cut it)."""
        return self.state in (DONE, CUT)

    @property
    def void(self) -> bool:
        """True when it was never said and never will be because it was no longer true (a draw
        prompt a newer prompt or the player's move replaced before it began): the history and
        the on-screen log leave it out (:meth:`game.speech.history.History.settle`), so no key
        reads it back as if it were the situation (found by ear: Page Up said "You can still
        draw: press Space." after the draw); so too what a scene said of itself and never began
        when it was left (:func:`~game.speech.queue._void_when_left`: help's first line when Escape closed it
        first). A line silenced by Ctrl, or another player's move the player's own move went
        past, is still true, and kept. So too an answer a newer key's answer replaced before it
        began (:attr:`superseded`), and a line cut so in its first instant, nothing of it heard
        (:attr:`cut_unheard`): the log shows what was said."""
        if not (self.untrue or self.superseded):
            return False
        return (self.state == DROPPED and not self.begun) or (self.state == CUT and self.cut_unheard)
