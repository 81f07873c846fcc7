"""A fake speech engine that takes time: it "speaks" each message for a set time per character on
a clock the test controls, and records when each message started, and whether it ended or was
cut, so the speech policy (game.speech.queue) can be tested exactly.

Used by the speech policy tests and the tables' timing tests; not a test module itself.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.speech.backends import SpeechBackend


@dataclass
class Spoken:
    """One message the fake engine started: its text, when it started and when it ends, whether
    it was cut (and when), and whatever ``note`` recorded when it started."""

    text: str
    start: float
    end: float
    cut_at: float | None = None
    note: object = None


class TimedSpeech(SpeechBackend):
    """Speaks ``seconds_per_char`` a character (plus ``start_seconds``) on ``clock()``.

    ``knows_speaking`` is True: :meth:`idle` tells the truth, as espeak-ng's does. Feeding a
    message while one is still being said without ``interrupt`` is a policy error: the announcer
    feeds one message at a time (``overlaps`` counts such calls). ``note()``, when given, is
    called as each message starts and its result kept (the game's state at that moment).
    """

    name = "timed"
    knows_speaking = True

    def __init__(self, clock: Callable[[], float], seconds_per_char: float = 0.05,
                 start_seconds: float = 0.1, note: Callable[[str], object] | None = None,
                 lengths: dict[str, float] | None = None) -> None:
        self.clock = clock
        self.seconds_per_char = seconds_per_char
        self.start_seconds = start_seconds
        self.lengths = lengths or {}
        """Seconds a text takes, as a real voice said it (espeak-ng: a number or a stop takes
        longer than its characters); the others take ``seconds_per_char`` a character."""
        self.note = note
        self.log: list[Spoken] = []
        self.overlaps = 0
        self.stops = 0

    def _speaking(self) -> Spoken | None:
        if self.log and self.log[-1].cut_at is None and self.clock() < self.log[-1].end - 1e-9:
            return self.log[-1]
        return None

    def speak(self, text: str, interrupt: bool) -> None:
        now = self.clock()
        current = self._speaking()
        if current is not None:
            if not interrupt:
                self.overlaps += 1
            current.cut_at = now
        length = self.lengths.get(text, self.start_seconds + len(text) * self.seconds_per_char)
        self.log.append(Spoken(text, now, now + length, note=self.note(text) if self.note else None))

    def stop(self) -> None:
        self.stops += 1
        current = self._speaking()
        if current is not None:
            current.cut_at = self.clock()

    def idle(self) -> bool:
        return self._speaking() is None

    @property
    def texts(self) -> list[str]:
        """Every message started, in order (cut ones included: they were heard in part)."""
        return [spoken.text for spoken in self.log]

    @property
    def whole(self) -> list[str]:
        """The messages heard to their end."""
        return [spoken.text for spoken in self.log if spoken.cut_at is None and self.clock() >= spoken.end - 1e-9]


class Clock:
    """A clock the test moves: ``clock()`` is the time, ``clock.advance(dt)``."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


class AppClock:
    """The game time of ``app`` (60 updates a second), plus what :meth:`advance` skipped ahead
    (:func:`end_line_now`)."""

    def __init__(self, app) -> None:
        self.app = app
        self.skipped = 0.0

    def __call__(self) -> float:
        return self.app.updates / 60 + self.skipped

    def advance(self, seconds: float) -> None:
        self.skipped += seconds


def app_timed_speech(client, seconds_per_char: float = 0.05) -> TimedSpeech:
    """The app of ``client`` (the tests' ``client`` fixture) spoken from now on by a
    :class:`TimedSpeech` on the app's game time (60 updates a second, an :class:`AppClock`);
    ``client.texts`` are then its texts."""
    speech = TimedSpeech(AppClock(client.app), seconds_per_char=seconds_per_char)
    client.app.announcer.set_backend(speech)
    client.speech = speech
    return speech


def end_line_now(speech: TimedSpeech) -> Spoken:
    """Move the clock of ``speech`` (an :func:`app_timed_speech`'s) to the end of the message
    being said, which is returned: it has been said to its end, and the next one has not begun
    (the announcer gives it at its next look). A key handled now falls in the gap between two
    lines, as a by-ear tester's did (Enter 0.09 s after "You win the trick ..." ended, before
    the turn line began)."""
    spoken = speech._speaking()
    assert spoken is not None, "nothing is being said"
    speech.clock.advance(spoken.end - speech.clock())
    assert speech.idle() and speech.log[-1] is spoken
    return spoken


def all_said(client, speech: TimedSpeech, frames: int = 60 * 60) -> None:
    """Run the app frame by frame until ``speech`` is idle and nothing waits to be said (at most
    ``frames`` frames; AssertionError after)."""
    for _ in range(frames):
        if speech.idle() and not client.app.announcer.queue.pending():
            return
        client.frames(1)
    raise AssertionError("speech never ended")
