"""The last words of a speech backend being replaced by text only.

Choosing Options > Speech: Text only switches speech off at once, so the option's own answer
("Speech: Text only. ...") would be said by nothing: a screen-reader user would hear no
confirmation, and the braille display would not show one. :class:`LastWords` keeps the old
backend open for that one message: it says it (speech and braille, as every message), and is
closed once it has said it, or after :data:`LAST_WORDS_SECONDS` at most.
"""

from __future__ import annotations

from .backends import SpeechBackend

LAST_WORDS_SECONDS = 15.0
"""At most this long after the last words were given (or the backend was kept for them), the
old backend is closed whether or not it says it is done."""


class LastWords:
    """The replaced ``backend``, kept open to say one more message (see the module doc)."""

    def __init__(self, backend: SpeechBackend) -> None:
        self.backend = backend
        self.said: str | None = None
        """The message it was given, once given."""
        self._left = LAST_WORDS_SECONDS
        self.closed = False

    def say(self, text: str) -> None:
        """Speak ``text`` (cutting what it was saying); only the first message counts."""
        if self.said is None and not self.closed:
            self.said = text
            self._left = LAST_WORDS_SECONDS
            self.backend.speak(text, True)

    def tick(self, dt: float) -> bool:
        """Advance time; close the backend once its message was said (or time is up). Returns
        True once it is closed."""
        if not self.closed:
            self._left -= dt
            if self._left <= 0 or (self.said is not None and self.backend.idle()):
                self.close()
        return self.closed

    def stop(self) -> None:
        """Silence it now (the player's stop key): it is closed."""
        if not self.closed:
            self.backend.stop()
            self.close()

    def close(self) -> None:
        """Close the backend (safe to call twice)."""
        if not self.closed:
            self.closed = True
            self.backend.close()
