"""The announcer: the one entry point every scene speaks through.

``say(text)`` sends one message to (a) the on-screen log, (b) the history, (c) speech and (d) the
transcript file when one is open, and plays an optional sound cue. History review (Page Up and
friends) speaks old messages without adding them again.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from .backends import SilentSpeech, SpeechBackend
from .history import History

log = logging.getLogger(__name__)


class Transcript:
    """Appends one line per announcement to a UTF-8 text file, flushed at once.

    Raises OSError from the constructor when the file cannot be opened.
    """

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._file: TextIO | None = open(self.path, "a", encoding="utf-8")  # noqa: SIM115

    def write(self, text: str) -> None:
        """Append ``text`` as one line (newlines inside it become spaces)."""
        if self._file is None:
            return
        self._file.write(" ".join(text.splitlines()) + "\n")
        self._file.flush()

    def close(self) -> None:
        """Close the file (later writes are ignored)."""
        if self._file is not None:
            self._file.close()
            self._file = None


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
        self.said_count = 0
        """How many times :meth:`say` was called (the app tells whether a scene answered a key)."""
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
        self.history.add(text)
        if self.transcript is not None:
            try:
                self.transcript.write(text)
            except OSError as exc:
                log.warning("transcript write failed: %s", exc)
                self.transcript = None
        if follow and not interrupt:
            self.backend.speak_next(text)
        else:
            self._speak(text, interrupt)
        if self._on_change is not None:
            self._on_change()

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
            self._told_text_only = True
            name = self.backend.name
            self.backend.close()
            self.backend = SilentSpeech()
            self.notice(f"Speech through {name} stopped working: text only.")

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
            return f"Cannot write the transcript to {path}: {exc.strerror or exc}."
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
            self.review_caption = "No messages yet."
            self.speak_only("No messages yet.")
            if self._on_change is not None:
                self._on_change()
            return
        if where == "previous":
            text, edge = history.move(-1)
            prefix = "Start of history. " if edge else ""
        elif where == "next":
            text, edge = history.move(1)
            prefix = "End of history. " if edge else ""
        elif where == "first":
            text, prefix = history.first(), "Start of history. "
        elif where == "last":
            text, prefix = history.newest(), "End of history. "
        elif where == "repeat":
            text, prefix = history.items()[-1], ""
        else:
            raise ValueError(f"unknown history move {where!r}")
        self.review_index = len(history) - 1 if where == "repeat" else history.cursor
        self.review_caption = f"{prefix}Message {self.review_index + 1} of {len(history)}."
        self.speak_only(f"{prefix}{text}")
        if self._on_change is not None:
            self._on_change()
