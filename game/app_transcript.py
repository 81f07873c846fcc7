"""The app's transcript: every announcement appended to a file, from the Transcript option
(``transcript.txt`` beside the settings) or ``--transcript FILE``.

A part of :class:`~game.app.App` (its fields are set in ``App.__init__``: ``_transcript_arg``,
``_transcript_paused``).
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .settings import Settings
    from .speech.announcer import Announcer

log = logging.getLogger("game.app")


class AppTranscript:
    """The Transcript option and ``--transcript``, a mixin of :class:`~game.app.App`."""

    settings: Settings
    announcer: Announcer
    _transcript_arg: str | os.PathLike[str] | None
    _transcript_paused: bool

    def transcript_on(self) -> bool:
        """True while a transcript is being written (the option, or ``--transcript``)."""
        return self.announcer.transcript is not None

    def set_transcript(self, on: bool) -> str:
        """The Transcript option: open or close the file, and return what to say after
        "Transcript: On" / "Transcript: Off": ``""`` (the option's value says it all), or for
        On a sentence saying why the file cannot be written. Where it writes is
        :meth:`transcript_file`.

        Without ``--transcript`` the choice is saved and the file is :meth:`transcript_path`.
        With it, the file given stays this run's transcript: Off stops writing to it, On appends
        to it again, and the saved option is left as it was (the command line decides the run)."""
        if self._transcript_arg:
            self._transcript_paused = not on
        else:
            self.settings.set("transcript", on)
        if not on:
            self.announcer.close_transcript()
            return ""
        problem = self._open_transcript()
        if problem:
            if self._transcript_arg:
                self._transcript_paused = True
            else:
                self.settings.set("transcript", False)
            return problem
        return ""

    def transcript_file(self) -> Path | None:
        """The file the transcript is being written to, or None while none is."""
        transcript = self.announcer.transcript
        return transcript.path if transcript is not None else None

    def transcript_path(self) -> Path:
        """Where the transcript option writes: ``transcript.txt`` beside the settings file."""
        return self.settings.path.parent / "transcript.txt"

    def _open_transcript(self) -> str | None:
        if self._transcript_arg:
            if self._transcript_paused:
                self.announcer.close_transcript()
                return None
            return self.announcer.open_transcript(self._transcript_arg)
        if self.settings.get("transcript"):
            path = self.transcript_path()
            try:  # our own config folder (settings may never have been saved yet)
                path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                log.warning("cannot make the config folder %s: %s", path.parent, exc)
            return self.announcer.open_transcript(path)
        self.announcer.close_transcript()
        return None
