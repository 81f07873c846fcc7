"""The announcer: the one entry point every scene speaks through.

``say(text)`` sends one message to (a) the on-screen log, (b) the history, (c) speech and (d) the
transcript file when one is open, and plays an optional sound cue. History review (Page Up and
friends) speaks old messages without adding them again.
"""

from __future__ import annotations

import errno
import logging
import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from ..i18n import _
from .backends import SilentSpeech, SpeechBackend
from .history import History

log = logging.getLogger(__name__)


class Transcript:
    """Appends one line per announcement to a UTF-8 text file, flushed at once.

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
        self._file.write(" ".join(text.splitlines()) + "\n")
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
    """Routes messages to log/history, speech, transcript and sound cues.

    Args:
        backend: the speech backend (created once by the app).
        history_cap: how many messages the history keeps.
        play_cue: called with a cue name (see :mod:`game.sound`) for ``say(..., cue=...)``.
        on_change: called after every message (the app marks the screen for redrawing).
    """

    def __init__(self, backend: SpeechBackend | None = None, history_cap: int = 500,
                 play_cue: Callable[[str], None] | None = None,
                 on_change: Callable[[], None] | None = None) -> None:
        self.backend: SpeechBackend = backend or SilentSpeech()
        self.history = History(history_cap)
        self.transcript: Transcript | None = None
        self._play_cue = play_cue
        self._on_change = on_change
        self._told_text_only = False
        self._transcript_problem: str | None = None
        self.fallback: Callable[[str], SpeechBackend | None] | None = None
        """Called with the name of a backend that stopped working; returns the next backend to
        try (speech-dispatcher -> espeak-ng) or None for text only. The app sets it."""
        self.said_count = 0
        """How many times :meth:`say` was called (the app tells whether a scene answered a key)."""
        self.said_chars = 0
        """How many characters :meth:`say` was given in all (pacing when speech cannot tell
        whether it is still speaking)."""
        self.review_index: int | None = None
        """Index in the history of the message the last review read (None once a new message
        is said): the log scrolls to it and marks it."""
        self.review_caption = ""
        """Where the last review stands, drawn on the log strip while reviewing: "Message 3 of
        12.", "Start of history. Message 1 of 12.", "No messages yet."."""

    # -- speaking ---------------------------------------------------------------------------
    def say(self, text: str, *, interrupt: bool = False, cue: str | None = None,
            follow: bool = False) -> None:
        """Announce ``text``: log + history + speech + transcript, then play ``cue`` if given.

        ``interrupt=True`` for answers to the player's own key (cuts current speech);
        ``interrupt=False`` (default) for game events, which queue and are never dropped.
        ``follow=True``: the rest of the answer to the player's key (the first line of F1 help
        after its title), spoken right after it, ahead of older queued messages, and dropped by
        the next key. Empty text only plays the cue.
        """
        self.said_count += 1
        self.review_index = None
        self.review_caption = ""
        if cue and self._play_cue is not None:
            self._play_cue(cue)
        text = text.strip()
        if not text:
            return
        self.said_chars += len(text)
        self.history.add(text)
        if self.transcript is not None:
            try:
                self.transcript.write(text)
            except (OSError, UnicodeError) as exc:
                log.warning("transcript write to %s failed: %s", self.transcript.path, exc)
                self.transcript.close()
                self.transcript = None
                reason = _reason(exc) if isinstance(exc, OSError) else _("text could not be written")
                self._transcript_problem = _("Transcript stopped: {reason}.").format(reason=reason)
        if follow and not interrupt:
            self.backend.speak_next(text)
        else:
            self._speak(text, interrupt)
        if self._on_change is not None:
            self._on_change()
        if self._transcript_problem is not None:  # after the message that found it, once
            problem, self._transcript_problem = self._transcript_problem, None
            self.notice(problem)

    def speech_busy(self) -> bool | None:
        """True while the backend is still speaking or has speech queued, False when it is
        quiet, None when the backend cannot tell (``knows_speaking`` False: screen-reader bridges)."""
        if not self.backend.knows_speaking:
            return None
        return not self.backend.idle()

    def speak_only(self, text: str) -> None:
        """Speak ``text`` now (interrupting) without logging it: history review and repeats."""
        self._speak(text, True)

    def stop(self) -> None:
        """Silence speech now (Ctrl)."""
        self.backend.stop()

    def notice(self, text: str) -> None:
        """A system notice (speech stopped working, settings could not be saved, ...): always
        queued (``interrupt=False``), so it never cuts what the player asked for (F1 help)."""
        self.say(text, interrupt=False)

    def _speak(self, text: str, interrupt: bool) -> None:
        self.backend.speak(text, interrupt)

    def check_backend(self) -> None:
        """When the backend has failed: switch to text only and say so (a queued notice), once.

        The app calls this every update, between key presses, so the notice comes after every
        message of the key press that found the failure (never in the middle of F1 help)."""
        if self.backend.failed and not self._told_text_only:
            name = self.backend.name
            self.backend.close()
            following = self.fallback(name) if self.fallback is not None else None
            if following is not None:
                self.backend = following
                self.notice(_("Speech through {name} stopped working: using {other}.").format(
                    name=name, other=following.name))
                return
            self._told_text_only = True
            self.backend = SilentSpeech()
            self.notice(_("Speech through {name} stopped working: text only.").format(name=name))

    # -- configuration ----------------------------------------------------------------------
    def set_backend(self, backend: SpeechBackend) -> None:
        """Replace the backend (closing the old one), e.g. after the speech option changed."""
        if backend is not self.backend:
            self.backend.close()
            self.backend = backend
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
        """Stop writing the transcript."""
        if self.transcript is not None:
            self.transcript.close()
            self.transcript = None

    def close(self) -> None:
        """Close the backend and the transcript."""
        self.backend.close()
        self.close_transcript()

    # -- history review ---------------------------------------------------------------------
    def review(self, where: str) -> None:
        """Speak from the history: ``where`` is ``previous``, ``next``, ``first``, ``last`` or ``repeat``.

        At an end the text is prefixed: "Start of history. ..." / "End of history. ...".
        An empty history says "No messages yet.". Nothing goes to the history or the transcript;
        :attr:`review_index` and :attr:`review_caption` let the log show what was read (text only).
        """
        history = self.history
        if len(history) == 0:
            self.review_caption = _("No messages yet.")
            self.speak_only(self.review_caption)
            if self._on_change is not None:
                self._on_change()
            return
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
        elif where == "repeat":
            text, prefix = history.items()[-1], ""
        else:
            raise ValueError(f"unknown history move {where!r}")
        self.review_index = len(history) - 1 if where == "repeat" else history.cursor
        caption = _("Message {number} of {count}.").format(number=self.review_index + 1, count=len(history))
        self.review_caption = f"{prefix} {caption}" if prefix else caption
        self.speak_only(f"{prefix} {text}" if prefix else text)
        if self._on_change is not None:
            self._on_change()
