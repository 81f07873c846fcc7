"""The announcer: the one entry point every scene speaks through.

``say(text, kind=...)`` sends one message to (a) the history, (b) speech, (c) the on-screen log
strip, which shows it once its speech has begun (or it will never be said: dropped as no longer
true, silenced), so what is read there never runs ahead of what is heard (text only: at once;
:meth:`game.speech.history.History.shown`), and (d) the transcript file when one is open, which
gets each line as the log strip shows it (a line never said because it was no longer true is
in neither), and plays an optional sound cue. What is spoken,
and when, follows one policy for every backend (:mod:`game.speech.queue`): events once and in
order, prompts dropped once stale, answers to the player's key first, notices before prompts,
nothing of a scene that was left. History review (Page Up and friends) speaks old messages
without adding them again.
"""

from __future__ import annotations

import errno
import logging
import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from ..i18n import _
from .backends import SilentSpeech, SpeechBackend
from .history import History
from .last_words import LastWords
from .opening import Opened
from .queue import ANSWER, EVENT, NOTICE, PROMPT, SpeechQueue, Utterance

log = logging.getLogger(__name__)


class Transcript:
    """Appends one line per announcement to a UTF-8 text file, flushed at once (the announcer
    writes each line as the on-screen log shows it: :meth:`Announcer.say`).

    The folder must exist (a ``--transcript`` path with a missing folder is refused, never made
    silently). The path may be a regular file (created when absent) or a device
    (``/dev/stdout``); a pipe is opened without blocking, so a FIFO no program reads from is
    refused instead of freezing the game. Text that cannot be encoded (lone surrogates from a
    file name that is not UTF-8) is written as "?".

    Raises :class:`TranscriptError` (an OSError; ``reason`` is speakable) from the constructor.
    """

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        if not self.path.parent.is_dir():
            raise TranscriptError(f"the folder {self.path.parent} does not exist")
        flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NONBLOCK", 0)
        try:
            fd = os.open(self.path, flags, 0o644)
        except OSError as exc:
            if exc.errno == errno.ENXIO:
                raise TranscriptError("it is a pipe that no program reads from") from exc
            raise TranscriptError(_reason(exc)) from exc
        try:
            mode = os.fstat(fd).st_mode
            if stat.S_ISDIR(mode):
                raise TranscriptError("it is a folder")
            if not (stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode)) and hasattr(os, "set_blocking"):
                os.set_blocking(fd, True)  # files and devices: ordinary writes
            self._file: TextIO | None = open(fd, "a", encoding="utf-8", errors="replace")  # noqa: SIM115
        except BaseException:
            os.close(fd)
            raise

    def write(self, text: str) -> None:
        """Append ``text`` as one line (newlines inside it become spaces). Raises OSError (disk
        full, pipe closed)."""
        if self._file is None:
            return
        line = " ".join(text.splitlines()) + "\n"
        self._file.write(line)
        self._file.flush()

    def close(self) -> None:
        """Close the file (later writes are ignored). Never raises: a failed final flush (disk
        full) is logged."""
        if self._file is not None:
            handle, self._file = self._file, None
            try:
                handle.close()
            except OSError as exc:
                log.warning("transcript close failed: %s", exc)


QUIET_CHECK_SECONDS = 1.0
"""Seconds after the estimated end of the line said last before speech that has not shown it
speaks is checked (:meth:`Announcer._check_when_quiet`)..."""
QUIET_CHECK_SHARE = 0.5
"""...or this share of that line's estimated length, when longer (a voice slower than the
estimate is not cut)."""


class TranscriptError(OSError):
    """The transcript cannot be written; ``reason`` is a short speakable phrase."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def _reason(exc: OSError) -> str:
    """A speakable reason for ``exc`` ("no space left on the disk", "permission denied")."""
    if isinstance(exc, TranscriptError):
        return exc.reason
    if exc.errno == errno.ENOSPC:
        return _("no space left on the disk")
    return exc.strerror.lower() if exc.strerror else str(exc)


class Announcer:
    """Routes messages to log/history, speech, transcript and sound cues, and owns the speech
    policy (:mod:`game.speech.queue`): which message is said when, the same for every backend.

    Args:
        backend: the speech backend (created once by the app).
        history_cap: how many messages the history keeps.
        play_cue: called with a cue name (see :mod:`game.sound`) for ``say(..., cue=...)``.
        on_change: called after every message (the app marks the screen for redrawing).
    """

    def __init__(self, backend: SpeechBackend | None = None, history_cap: int = 500,
                 play_cue: Callable[[str], None] | None = None,
                 on_change: Callable[[], None] | None = None) -> None:
        self.queue = SpeechQueue(backend or SilentSpeech())
        self.history = History(history_cap)
        self.transcript: Transcript | None = None
        self._unwritten: list[tuple[str, Utterance | None]] = []
        """Lines kept while a transcript is open that the on-screen log does not show yet
        (their speech has not begun), oldest first: each is written as it is shown, never
        when void (:meth:`_write_shown`)."""
        self._written_pending: list[tuple[str, Utterance, int | None, int]] = []
        """Lines written to the transcript whose speech may still be cut and said again (their
        item pending): text, item, its ``begin_number`` and ``put_backs`` when last written
        (:meth:`_write_said_again`)."""
        self._play_cue = play_cue
        self._on_change = on_change
        self._told_text_only = False
        self._last_words: LastWords | None = None
        self._transcript_problem: str | None = None
        self.fallback: Callable[[str], SpeechBackend | None] | None = None
        """Called with the name of a backend that stopped working; returns the next backend to
        try (speech-dispatcher -> espeak-ng) or None for text only. The app sets it."""
        self.said_count = 0
        """How many times :meth:`say` was called (the app tells whether a scene answered a key)."""
        self.refusals = 0
        """How many answers came with the ``refused`` cue (:meth:`say`, :meth:`echo`): the app
        tells whether a key was refused, so that the auto-repeats of that key held say nothing
        (:meth:`game.app_keys.AppKeys.handle_event`: a held key acts once)."""
        self.retold: list[Utterance] | None = None
        """Set when another backend took over from a failed one that told what it never said
        (:meth:`check_backend`): the messages to be said after the notice (those said again,
        then those that were waiting; perhaps none). The app hands it to the top scene
        (:meth:`game.scenes.base.Scene.speech_retold`) and sets it back to None."""
        self._quiet_checked: Utterance | None = None  # the line said last when speech was checked (_check_when_quiet)
        self._reviewed: Any = None  # the history's mark of the message the last review read
        self._said_in_review: list[Utterance] = []  # said during the review, not begun yet
        self.review_caption = ""
        """Where the last review stands, drawn on the log strip while reviewing: "Message 3 of
        12.", "Start of history. Message 1 of 12.", "No messages yet."."""

    @property
    def review_index(self) -> int | None:
        """Index in the history of the message the last review read, or None: no review, or it
        ended once a message said after it began to be said (a message still waiting leaves the
        review where it stands: a second Page Up reads the line before the first one's, even
        when a line was added meanwhile). The log scrolls to it and marks it."""
        return None if self._reviewed is None else self.history.index_of(self._reviewed)

    @review_index.setter
    def review_index(self, index: int | None) -> None:
        self._reviewed = None if index is None else self.history.line_at(index)
        if index is None:
            self._said_in_review = []

    def _end_review(self) -> None:
        """The review is over (a message said since began to be said): the log shows what is
        said again, and the next review starts from the newest line said."""
        self.review_index = None
        self.review_caption = ""

    @property
    def backend(self) -> SpeechBackend:
        """The backend speech goes to (the queue's)."""
        return self.queue.backend

    @backend.setter
    def backend(self, backend: SpeechBackend) -> None:
        self.queue.set_backend(backend)

    # -- speaking ---------------------------------------------------------------------------
    def say(self, text: str, *, kind: str | None = None, interrupt: bool = False, cue: str | None = None,
            follow: bool = False, scene: Any = None, own: bool = False, move: bool = False,
            gist: str | None = None, step: bool = False, reminder: bool = False,
            lasting: bool = False, question: str | None = None, timed: bool = False,
            after: Utterance | None = None, focus: bool = False) -> Utterance | None:
        """Announce ``text``: log + history + transcript, speech by the policy of its ``kind``
        (:mod:`game.speech.queue`), then play ``cue`` if given. Returns the message on its way
        to the ear (its ``state`` tells whether it was heard), or None for empty text (which
        only plays the cue).

        ``kind``: ``"event"``, ``"prompt"``, ``"answer"`` or ``"notice"``; when None, an answer
        if ``interrupt`` (the player's own key: it cuts current speech), else an event (it
        waits its turn, said once and in order). ``follow=True``: the rest of the answer just
        given (the first line of F1 help after its title), said right after it, ahead of older
        waiting messages, and dropped by the next key. ``scene``: the scene that says it
        (:meth:`game.scenes.base.Scene.say` passes itself). ``own``: part of the player's own
        action; ``move``: the player's own move itself (an answer that is always said);
        ``gist``: the short form of an event said to a key pressed before it was heard;
        ``step``: an answer to a step of the player's own decision that is not a move (a bid card
        marked, a choice opened or closed: :attr:`game.speech.queue.Utterance.step`). An
        answer with the ``refused`` cue is advice (:attr:`game.speech.queue.Utterance.advice`):
        the player's next move drops it if it is still waiting. ``reminder``: a prompt that says
        in words what a refused cue nobody hears says (:attr:`game.speech.queue.Utterance.reminder`:
        after all that waits, dropping no prompt, holding nothing up). ``lasting``: an event that
        tells no move and stays true whatever the player does (a word about the people at an
        online table, a chat line: :attr:`game.speech.queue.Utterance.lasting`): the player's move
        does not drop it. ``question``: the status key an answer answers (a newer status
        key's answer replaces it: :attr:`game.speech.queue.Utterance.question`); ``timed``: a prompt
        that names the seconds left, which its scene says anew when a key cuts it
        (:attr:`game.speech.queue.Utterance.timed`). ``after``: a message still waiting that
        the answer is said right after (:meth:`game.speech.queue.SpeechQueue.add`). ``focus``: an
        answer naming where a key moved the focus (:attr:`game.speech.queue.Utterance.focus`). A
        :class:`~game.i18n.Reworded` ``text`` is worded again should the language change while
        it waits (:meth:`reword_waiting`).
        """
        self.said_count += 1
        if cue == "refused":
            self.refusals += 1
        if cue and self._play_cue is not None:
            self._play_cue(cue)
        again = getattr(text, "again", None)  # (a Reworded sentence: worded again in a new language)
        text = text.strip()
        if not text:
            return None
        if kind is None:
            kind = ANSWER if interrupt or move or follow else EVENT
        item = Utterance(text, kind, scene, own=own, move=move, follow=follow, gist=gist,
                         advice=kind == ANSWER and cue == "refused", step=step and kind == ANSWER,
                         reminder=reminder and kind == PROMPT, lasting=lasting and kind == EVENT,
                         question=question, timed=timed and kind == PROMPT, focus=focus and kind == ANSWER)
        if again is not None:
            item.narration = lambda: (again().strip(), item.gist)
        self._keep(text, item)
        self.queue.add(item, after=after)
        if item.shown:  # begun at once (or never to be said): a review going on is over
            self._end_review()
        elif self._reviewed is not None:  # waits: the review goes on until it begins (tick)
            self._said_in_review.append(item)
        if kind in (NOTICE, ANSWER):  # (an answer to one's key goes ahead of the events still waiting)
            self._in_spoken_order(item)
        self._write_shown()
        if self._last_words is not None:
            self._last_words.say(text)
        if self._on_change is not None:
            self._on_change()
        if self._transcript_problem is not None:  # after the message that found it, once
            problem, self._transcript_problem = self._transcript_problem, None
            self.notice(problem)
        return item

    def _keep(self, text: str, item: Utterance | None = None) -> None:
        """``text`` into the history and the transcript; the on-screen log shows it once ``item``
        (what carries it to the ear; None: nothing, it is shown at once) has begun to be said or
        will never be (:meth:`History.shown <game.speech.history.History.shown>`), and the
        transcript gets it then (:meth:`_write_shown`)."""
        self.history.add(text, item)
        if self.transcript is not None:
            self._unwritten.append((text, item))
            self._write_shown()

    def _write_shown(self) -> None:
        """Write to the transcript, oldest first, the lines kept for it that the on-screen log
        shows now (their speech began, or they will never be said), as the log shows them: a
        line never said because it was no longer true (:attr:`Utterance.void
        <game.speech.queue.Utterance.void>`: a prompt or a refused key's reminder a newer
        prompt, the player's move or a key's answer replaced; a page's line its page was closed
        before: :meth:`game.speech.queue.SpeechQueue.leave`) is never written, as it leaves
        the log and the history (found by ear: "Too early: your key was not used. Press it
        again." in the transcript, never said); a line being said is written once past its
        first instant (:meth:`_unsettled`), as a cut then, nothing of it heard, may make it
        void too. Lines still waiting to be said wait for it, so
        the file grows only at its end, in the order the lines are said (a reader may follow
        it by its count of lines). A write that fails stops the transcript; the next message
        says so (:attr:`_transcript_problem`)."""
        if self.transcript is None:
            self._unwritten = []
            return
        waiting = [(text, item) for text, item in self._unwritten if item is not None and self._unsettled(item)]
        ready = [(text, item) for text, item in self._unwritten if item is None or not self._unsettled(item)]
        # (several shown at one look, as text only says them: in the order they began, as the log)
        ready.sort(key=lambda entry: (0, entry[1].begin_number) if entry[1] is not None
                   and entry[1].begin_number is not None else (1, 0))
        for text, item in ready:
            if item is not None and item.void:
                continue
            if not self._write(text):
                return
            if item is not None and item.pending:
                self._written_pending.append((text, item, item.begin_number, item.put_backs))
        self._unwritten = waiting

    def _unsettled(self, item: Utterance) -> bool:
        """True while the transcript waits for ``item``: not shown yet, or being said in its first
        instant, when a cut may yet make it go as never heard (:meth:`SpeechQueue.unsettled
        <game.speech.queue.SpeechQueue.unsettled>`: the log drops it then, and the transcript,
        which only grows, never gets it)."""
        return not item.shown or self.queue.unsettled(item)

    def _write_said_again(self) -> None:
        """A line written to the transcript, cut early by a key and said again whole after that
        key's answer (put back: its ``put_backs`` grew, and it began again), is written again
        as it begins again: the transcript, which only grows, lists it where it was heard, after
        the answer, as the on-screen log and the history place it (found by ear: the turn line
        cut by C was listed before "Total 24." and never after it)."""
        kept = []
        for text, item, begun, put_backs in self._written_pending:
            if item.begin_number != begun and item.put_backs > put_backs and not item.void:
                if not self._write(text):
                    return
                begun, put_backs = item.begin_number, item.put_backs
            if item.pending:
                kept.append((text, item, begun, put_backs))
        self._written_pending = kept

    def _write(self, text: str) -> bool:
        """Write ``text`` to the open transcript. False when the write failed: the transcript is
        then stopped, and the next message says so (:attr:`_transcript_problem`)."""
        assert self.transcript is not None
        try:
            self.transcript.write(text)
        except (OSError, UnicodeError) as exc:
            log.warning("transcript write to %s failed: %s", self.transcript.path, exc)
            self.transcript.close()
            self.transcript = None
            self._unwritten = []
            self._written_pending = []
            reason = _reason(exc) if isinstance(exc, OSError) else _("text could not be written")
            self._transcript_problem = _("Transcript stopped: {reason}.").format(reason=reason)
            return False
        return True

    def _in_spoken_order(self, item: Utterance) -> None:
        """``item`` (just kept, the newest line) went ahead of messages kept before it that are
        not said yet (a notice before the waiting turn line; an answer to one's key before the
        other players' moves still waiting): the history, the on-screen log and the transcript
        list it before them, in the order they are said (found by ear: "The screen reader did
        not answer within 5 seconds. ..." was said before "Your turn. ..." and shown after it;
        "Nothing to draw now: ..." was said before "Bob: 8 of diamonds. Total 11." and logged
        after it)."""
        later = self.queue.said_after(item)
        self.history.put_before(item, later)
        entry = next((entry for entry in self._unwritten if entry[1] is item), None)
        target = next((index for index, (_text, other) in enumerate(self._unwritten)
                       if other is not None and any(other is u for u in later)), None)
        if entry is not None and target is not None and self._unwritten.index(entry) > target:
            self._unwritten.remove(entry)
            self._unwritten.insert(target, entry)

    def record(self, text: str) -> None:
        """Keep ``text`` in the history, the on-screen log and the transcript without saying it
        (the older part of what a player back at an online table missed: Page Up reads it)."""
        text = text.strip()
        if text:
            self._keep(text)
            if self._on_change is not None:
                self._on_change()
            if self._transcript_problem is not None:
                problem, self._transcript_problem = self._transcript_problem, None
                self.notice(problem)

    def speech_busy(self) -> bool:
        """True while a message is being said or one that may be said now is waiting: by the
        backend's own word where it can tell (``knows_speaking``), else by the estimated length
        of each message (:data:`game.speech.queue.SECONDS_PER_CHAR`). Text only is never busy."""
        return self.queue.busy()

    def unheard_events(self, scene: Any) -> list[Utterance]:
        """The events of ``scene`` not caused by the player and not yet heard to their end
        (being said or waiting), oldest first: a key that acts waits for them."""
        return self.queue.unheard(scene)

    def unheard_prompts(self, scene: Any) -> list[Utterance]:
        """The prompts of ``scene`` (what to do now: "Your turn. ...", the player's own included)
        not yet heard to their end (being said or waiting), oldest first."""
        return self.queue.unheard(scene, kinds=(PROMPT,), own=True)

    def speech_unconfirmed(self) -> bool:
        """True while the speech in use has not shown that it speaks what it takes
        (:meth:`game.speech.backends.SpeechBackend.unconfirmed`): a line it was given and timed
        as said by its length may never have been heard (a speech daemon that takes lines and
        hangs). A key that acts on such a line waits for :meth:`confirm_speech`."""
        return self.backend.unconfirmed()

    def confirm_speech(self, wait: float = 0.0) -> bool:
        """Have the speech in use show that it speaks (a stop it must carry out:
        :meth:`game.speech.backends.SpeechBackend.confirm`), waiting at most ``wait`` seconds.
        Returns True when it is confirmed."""
        return self.backend.confirm(wait)

    def refusal_late(self) -> bool:
        """True when a refusal of a key pressed now could only be said after lines not yet begun
        (what the player's own move caused: "Bidding over. Anna leads." behind "You bid 3: ..."):
        by then it would answer a key pressed before that situation was heard, seconds late
        (:meth:`game.speech.queue.SpeechQueue.answer_behind`). :meth:`game.scenes.base.Scene.refuse`
        then plays only the refused cue."""
        return bool(self.queue.answer_behind())

    def just_said(self, text: str, within: float | None = None) -> bool:
        """True when ``text`` is being said, waits to be said as an answer, or is the line said
        last and was heard to its end (at most ``within`` seconds ago, when given): saying it
        again adds nothing (a line cut by Ctrl or by another key's answer is not "just said")."""
        text = text.strip()
        if any(item.text == text and item.kind == ANSWER for item in self.queue.pending()):
            return True
        last = self.queue.last_begun()
        if last is None or last.text != text or last.state not in ("speaking", "done"):
            return False
        if within is not None and last.state == "done" and last.done_at is not None:
            return self.queue.now - last.done_at <= within
        return True

    def tick(self, dt: float) -> None:
        """Advance speech time by ``dt`` seconds (the app calls this every update): a review
        ends once a message said since began; messages forgotten as void leave the history."""
        self.queue.tick(dt)
        self._check_when_quiet()
        if self._last_words is not None and self._last_words.tick(dt):
            self._last_words = None
        if self._said_in_review:
            if any(item.shown and not item.void for item in self._said_in_review):
                self._end_review()
                if self._on_change is not None:
                    self._on_change()
            else:
                self._said_in_review = [item for item in self._said_in_review if not item.shown]
        self.forget_void()

    def _check_when_quiet(self) -> None:
        """Speech that has not shown it speaks what it takes (:meth:`speech_unconfirmed`: a
        speech daemon with no "is speaking"; a system voice only, never a screen reader, whose
        user may speak slower than the estimate) is checked once all it was given would have been
        said, with room to spare (:data:`QUIET_CHECK_SHARE` of the last line's estimated length,
        at least :data:`QUIET_CHECK_SECONDS`), and nothing else is to be said: a stop, which then
        cuts nothing (:meth:`~game.speech.backends.SpeechBackend.confirm`). A daemon that took
        the lines and hangs is so found failed at its hang limit, and the fallback says the
        notice and the lines again, without waiting for a key (found by ear: Speech Dispatcher
        took the deal and the turn line, said neither, and hung only at the stop an answer to
        the first key sent: the game was silent until then). Such a voice is given one line and
        then nothing until this check (:meth:`game.speech.queue.SpeechQueue.held`): what waits
        for it does not keep it from coming. Once per line said last."""
        backend = self.backend
        if backend.knows_speaking or not getattr(backend, "system_voice", False) or self.queue.incoming is not None:
            return  # (a screen reader is never checked so: at a slow rate the stop could cut its line)
        last = self.queue.last_begun()
        if last is None or last.started is None or last.ends is None:
            if self.queue.held():  # (no line to wait for: what waits is never kept from coming)
                backend.confirm()
            return
        if last is self._quiet_checked:
            return
        if self.queue.now < last.ends + max(QUIET_CHECK_SECONDS, QUIET_CHECK_SHARE * (last.ends - last.started)):
            return
        if not backend.unconfirmed() or (self.queue.busy() and not self.queue.held()):
            return
        self._quiet_checked = last
        backend.confirm()

    def forget_void(self) -> None:
        """The messages never said because they were no longer true (:attr:`Utterance.void
        <game.speech.queue.Utterance.void>`) leave the history and the on-screen log
        (:meth:`History.settle <game.speech.history.History.settle>`), and are never written to
        the transcript, which gets each other line as the log shows it (:meth:`_write_shown`)."""
        if self.history.settle() and self._on_change is not None:
            self._on_change()
        if self._unwritten:
            self._write_shown()
        if self._written_pending and self.transcript is not None:
            self._write_said_again()
        if self._transcript_problem is not None:  # (a write failed: said now, once)
            problem, self._transcript_problem = self._transcript_problem, None
            self.notice(problem)

    def scene_left(self, scene: Any) -> None:
        """``scene`` was popped or replaced: nothing of it is said from now on."""
        self.queue.leave(scene)

    def scene_entered(self, scene: Any) -> None:
        """``scene`` was pushed (perhaps again): what it says is spoken."""
        self.queue.enter(scene)

    def withdraw(self, item: Utterance | None, untrue: bool = True) -> None:
        """Drop ``item`` (from :meth:`say`) if it is still waiting: it is no longer true, so it
        leaves the history and the on-screen log too; ``untrue`` False: it is still true but
        said otherwise (a line read by a key instead) or replaced by a newer one, and kept."""
        if item is not None:
            self.queue.withdraw(item, untrue)

    def outdate(self, item: Utterance | None) -> None:
        """``item`` (from :meth:`say`) is no longer true: dropped unsaid while it waits, cut for
        good while it is said (:meth:`game.speech.queue.SpeechQueue.outdate`)."""
        if item is not None:
            self.queue.outdate(item)

    def reword_waiting(self) -> int:
        """The player's language changed (Options, under the pause menu): each message still
        waiting that can word itself anew is said in the new language: a table's line of game
        events from what it tells (:attr:`~game.speech.queue.Utterance.narration`, its short
        form too), the turn line from the focus as it is now
        (:attr:`~game.speech.queue.Utterance.words`; "": it no longer applies, and is dropped),
        a :class:`~game.i18n.Reworded` sentence (a status key's answer, a page's opening) by its
        own words (the hint, A, too: worded from its search's result). The history, the on-screen
        log and the transcript keep the new words. Others (a menu's title) stay as said. Returns
        how many were worded anew."""
        changed = 0
        for item in self.queue.pending():
            if item.state != "queued":
                continue
            gist = item.gist
            if item.words is not None:
                text = item.words().strip()
            elif item.narration is not None and (now := item.narration()) is not None:
                text, gist = now
            else:
                continue
            if not text:
                self.queue.withdraw(item)
                continue
            if text == item.text and gist == item.gist:
                continue
            item.gist = gist
            if text != item.text:
                self._retext(item, text)
            changed += 1
        if changed and self._on_change is not None:
            self._on_change()
        return changed

    def reword(self, item: Utterance | None, text: str) -> None:
        """Say ``item`` (waiting: not begun, or put back to be said again) as ``text`` instead
        (the line said on coming back to a table, put back after a key's answer cut it: its
        short form); the history, the on-screen log and the transcript keep the new words.
        Nothing for an item not waiting, or an empty ``text``."""
        text = text.strip()
        if item is None or item.state != "queued" or not text or text == item.text:
            return
        self._retext(item, text)
        if self._on_change is not None:
            self._on_change()

    def _retext(self, item: Utterance, text: str) -> None:
        """``item`` (waiting) worded as ``text`` from now, in the history and transcript too."""
        item.text = text
        self._unwritten = [(text if kept is item else said, kept) for said, kept in self._unwritten]
        self._written_pending = [(text if kept is item else said, kept, *rest)
                                 for said, kept, *rest in self._written_pending]
        if not self.history.reword(item, text):
            self._keep(text, item)  # (its line gone from the history: kept anew)

    def take_back(self, item: Utterance | None) -> bool:
        """Take back ``item`` (from :meth:`say`), made needless before it began to be said (a
        refusal says the same, C-8): when it is still waiting and the newest message of the
        history, it is never said and leaves the history, the on-screen log and the transcript
        (which gets a line only once the log shows it), so the log shows what is said, in
        order. Returns True when it was taken back; else nothing changes."""
        if item is None or item.state != "queued" or self.history.last(1) != [item.text]:
            return False
        self.queue.withdraw(item)
        if item.state != "dropped":
            return False
        self.history.take_back(item.text)
        self._unwritten = [entry for entry in self._unwritten if entry[1] is not item]
        if self._on_change is not None:
            self._on_change()
        return True

    def drop_answers(self, scene: Any) -> None:
        """A newer answer of ``scene`` is about to be said: its answers still waiting (not its
        moves) are never said (:meth:`game.speech.queue.SpeechQueue.drop_answers`)."""
        self.queue.drop_answers(scene)

    def settle(self, item: Utterance | None) -> None:
        """``item`` (from :meth:`say`) is not said again if a key cuts it early (a page's title
        the player has already moved past: see :data:`game.speech.queue.HEARD_FRACTION`)."""
        if item is not None:
            item.restarted = True

    def drop_prompts(self, scene: Any) -> None:
        """The situation of ``scene`` changed: its waiting prompts are never said."""
        self.queue.drop_prompts(scene)

    def cut_prompts(self, scene: Any) -> None:
        """The situation of ``scene`` changed under its prompts: the waiting ones are never said,
        the one being said is cut now (:meth:`game.speech.queue.SpeechQueue.cut_prompts`)."""
        self.queue.cut_prompts(scene)

    def speak_only(self, text: str, scene: Any = None, review: bool = False,
                   repeats: str | None = None) -> Utterance:
        """Speak ``text`` now (an answer, of ``scene`` when given) without logging it: history
        review (``review``: :attr:`Utterance.review <game.speech.queue.Utterance.review>`) and
        repeats, and a line said again because the first saying was never heard (the on-screen
        log already shows it once); ``repeats``: the newest line said, which ``text`` says word
        for word (F2's answer; Page Down's at that line, after "End of history."):
        :attr:`Utterance.repeats <game.speech.queue.Utterance.repeats>`. Returns the message on
        its way to the ear."""
        return self.queue.add(Utterance(text, ANSWER, scene, review=review, repeats=repeats))

    def echo(self, text: str, scene: Any = None, cue: str | None = None) -> Utterance | None:
        """Say ``text`` as a text field's answer to the key just typed (the character, the one
        deleted, the line read back, "The line is full..."): spoken at once, cutting what is
        being said, as any answer to one's own key, but kept out of the history, the on-screen
        log and the transcript, which tell the game and the messages, not the typing (found by
        ear: after a chat line Page Up read "a", "n", "capital A" instead of game events, and the
        log showed only letters). ``cue`` plays first (``"refused"``: the answer is advice, which
        the next key drops if still waiting). It counts as said (:attr:`said_count`: the key was
        answered). Returns the message on its way to the ear, or None for empty text."""
        self.said_count += 1
        if cue == "refused":
            self.refusals += 1
        if cue and self._play_cue is not None:
            self._play_cue(cue)
        text = text.strip()
        if not text:
            return None
        item = self.queue.add(Utterance(text, ANSWER, scene, advice=cue == "refused"))
        if self._on_change is not None:
            self._on_change()
        return item

    def stop(self) -> None:
        """Silence speech now (Ctrl); nothing waiting is said (the history keeps it), unless Ctrl
        turns out to start a chord (:meth:`chord_key`)."""
        self.queue.stop()
        self._end_last_words(stop=True)

    def chord_key(self, with_ctrl: bool) -> None:
        """A key other than Ctrl was pressed (``with_ctrl``: Ctrl held, a chord such as Ctrl+F1):
        a chord gives back what Ctrl's silence cut and dropped (:meth:`SpeechQueue.unsilence`),
        which the chord's own answer then treats as any key's; another key keeps the silence."""
        if with_ctrl:
            self.queue.unsilence()
        else:
            self.queue.keep_silence()

    def notice(self, text: str, about_speech: bool = False) -> Utterance | None:
        """A system notice (speech stopped working, settings could not be saved, ...): it never
        cuts what the player asked for (F1 help) and comes before any waiting prompt.
        ``about_speech``: it says which speech speaks ("Speech: NVDA."), so it is not said
        again through a backend that takes over from a failed one. Returns it as said (None:
        not said, as :meth:`say`)."""
        item = self.say(text, kind=NOTICE)
        if item is not None:
            item.about_speech = about_speech
        return item

    def check_backend(self) -> bool:
        """When the backend has failed: switch to the next backend (:attr:`fallback`), else to
        text only, and say so (a notice, said first), once. What the failed backend was given
        and never said (:meth:`~game.speech.backends.SpeechBackend.unheard`: the opening line
        it hung on, the lines waiting behind it) is said again after the notice through the
        next backend, where still true (:meth:`game.speech.queue.SpeechQueue.take_over`).

        Returns True when speech goes on through another backend and the failed one could not
        tell what it never said (the app then has the scene say where the player stands again,
        after the notice), else False.

        The app calls this every update, between key presses, so the notice comes after every
        message of the key press that found the failure (never in the middle of F1 help)."""
        if self.backend.failed and self.queue.incoming is not None:
            self.queue.stop_old_voice()  # handing over already: the next backend speaks from now
            return False
        if self.backend.failed and not self._told_text_only:
            name = self.backend.name
            lost = self.backend.unheard()
            self.backend.close()
            following = self.fallback(name) if self.fallback is not None else None
            if following is not None:
                text = _("Speech through {name} stopped working: using {other}.").format(
                    name=name, other=following.name)
                notice = Utterance(text, NOTICE, about_speech=True)
                self._keep(text, notice)
                reworded: list[tuple[Utterance, str]] = []
                after: list[Utterance] = []
                self.queue.take_over(following, notice, lost or [], reworded, after)
                self._in_spoken_order(notice)
                for item, _old in reworded:  # the turn line worded anew: the log shows what is said
                    self._keep(item.text, item)
                    self._in_spoken_order(item)
                if lost is not None:
                    self.retold = after
                if self._on_change is not None:
                    self._on_change()
                return lost is None
            self._told_text_only = True
            self.backend = SilentSpeech()
            self.notice(_("Speech through {name} stopped working: text only.").format(name=name))
        return False

    # -- configuration ----------------------------------------------------------------------
    def set_backend(self, backend: SpeechBackend, *, last_words: bool = False) -> None:
        """Replace the backend (closing the old one), e.g. after the speech option changed.

        ``last_words``: the old backend is closed only after it has also said the next message
        (:class:`~game.speech.last_words.LastWords`): Speech: Text only confirms itself through
        the speech (and braille) being switched off."""
        if backend is not self.backend:
            self._end_last_words()
            if last_words:
                self._last_words = LastWords(self.backend)
            else:
                self.backend.close()
            self.backend = backend
            self._told_text_only = False

    def _end_last_words(self, stop: bool = False) -> None:
        """Close (``stop``: silence) a replaced backend still kept for its last words."""
        if self._last_words is not None:
            if stop:
                self._last_words.stop()
            self._last_words.close()
            self._last_words = None

    def adopt_backend(self, opened: Opened, then: SpeechBackend | None = None) -> None:
        """Speech has opened (:mod:`game.speech.opening`): what was kept while it opened is said
        through ``opened.backend``, which is used from now on (the message being said goes on
        rather than counting as said, as :meth:`set_backend` would); ``then``: the backend that
        says everything after it (:meth:`game.speech.queue.SpeechQueue.adopt`)."""
        backend = opened.backend
        for text, interrupt in opened.kept:
            backend.speak(text, interrupt)
        self.queue.adopt(backend, then)
        self._told_text_only = False

    def hand_over(self, backend: SpeechBackend) -> None:
        """Speak through ``backend`` from the next message on, the message being said ending
        through the backend in use: neither cut nor said twice
        (:meth:`game.speech.queue.SpeechQueue.hand_over`). The voice that spoke at once at
        start-up hands over to the screen reader found meanwhile."""
        self.queue.hand_over(backend)
        self._told_text_only = False

    def open_transcript(self, path: str | Path) -> str | None:
        """Start appending to ``path``. Returns None, or a sentence saying why it failed."""
        self.close_transcript()
        try:
            self.transcript = Transcript(path)
        except OSError as exc:
            log.warning("cannot open transcript %s: %s", path, exc)
            return _("Cannot write the transcript to {path}: {reason}.").format(path=path, reason=_reason(exc))
        return None

    def close_transcript(self) -> None:
        """Stop writing the transcript (lines not said yet are not written; one being said in its
        first instant, held back by :meth:`_unsettled`, began: it is written as it stood)."""
        for text, item in self._unwritten:
            if (self.transcript is not None and item is not None and item.shown and not item.void
                    and self.queue.unsettled(item)):
                self._write(text)
        self._unwritten = []
        self._written_pending = []
        if self.transcript is not None:
            self.transcript.close()
            self.transcript = None

    def close(self) -> None:
        """Close the backend and the transcript."""
        self._end_last_words()
        self.backend.close()
        if self.queue.incoming is not None:
            self.queue.incoming.close()
        self.close_transcript()

    # -- history review ---------------------------------------------------------------------
    def review(self, where: str) -> None:
        """Speak from the history: ``where`` is ``previous``, ``next``, ``first``, ``last`` or ``repeat``.

        The history keys read only what was said: the messages the on-screen log shows (being
        said, or said: :meth:`History.shown <game.speech.history.History.shown>`), never one
        still waiting to be said, which would tell an outcome before it was announced and then
        be heard twice (found by ear: Page Down during a computer's move read "Direction
        reversed: clockwise." before it was said, then the move and the reversal came again).
        A review begins at the newest message said (being said, or heard last): F2 repeats it
        (worded as said on its own when what it says leans on the line before it:
        :meth:`History.alone_at <game.speech.history.History.alone_at>`; found in a listening
        session: F2 on "Round 1 over. Tokens: ..." never said what ended the round), Page Up
        reads the one before it; Page Down and Ctrl+End stop at it, as at the end of
        the history: "End of history. ..." and that message again, as at the start "Start of
        history. ...". An answer that reads that newest message word for word (F2's, or one at
        the end) counts, once heard, as hearing it: if a key cut it early and it waits to be said
        again, it is not (:attr:`Utterance.repeats <game.speech.queue.Utterance.repeats>`), so no
        message is heard twice because of a review. "Message 3 of 12." counts the messages said.
        When nothing was said yet: "No messages yet.". Nothing goes to the history or the
        transcript; :attr:`review_index` and :attr:`review_caption` let the log show what was
        read (text only).
        """
        history = self.history
        newest = history.newest_shown()  # (settles the history first)
        if newest < 0:
            self.review_caption = _("No messages yet.")
            self.speak_only(self.review_caption, review=True)
            if self._on_change is not None:
                self._on_change()
            return
        reviewed = self.review_index
        # a review begins from the newest line said; it goes on from the line it read last
        # (lines said since wait still)
        history.cursor = newest if reviewed is None else min(reviewed, newest)
        alone = ""  # (F2: the line's words said on its own, when it leans on the line before it)
        if where == "previous":
            text, edge = history.move(-1)
            prefix = _("Start of history.") if edge else ""
        elif where == "next":
            text, edge = history.move(1)
            prefix = _("End of history.") if edge else ""
        elif where == "first":
            text, prefix = history.first(), _("Start of history.")
        elif where == "last":
            text, prefix = history.newest(), _("End of history.")
        elif where == "repeat":  # the newest line said (or being said), not one still waiting
            text, prefix = history.newest(), ""
            alone = history.alone_at(history.cursor)
        else:
            raise ValueError(f"unknown history move {where!r}")
        index = history.cursor
        self.review_index = index
        caption = _("Message {number} of {count}.").format(number=index + 1, count=newest + 1)
        self.review_caption = f"{prefix} {caption}" if prefix else caption
        said = alone or text
        self.speak_only(f"{prefix} {said}" if prefix else said, review=True,
                        repeats=text if index == newest else None)
        if self._on_change is not None:
            self._on_change()
