"""Speech that opens in the background, so the first announcement never waits for it.

Opening the speech backend can take long: importing Prism (about 0.1 s), then Prism's backend
itself (over a second for speech-dispatcher, up to :data:`~game.speech.prism_speech.HANG_LIMIT`,
5 s, when the daemon hangs). The app therefore starts with an :class:`OpeningSpeech` in place of
the backend: the window and the main menu come up at once, every message reaches the on-screen
log, the history and the transcript as usual, and what is to be spoken meanwhile is kept. A
worker thread opens the real backend (:func:`game.speech.select.create_backend`); once it is
ready the app takes it (:meth:`OpeningSpeech.take`), hands it what was kept and speaks through
it from then on. Nothing is said twice: the kept message goes to exactly one backend, and an
answer to a key pressed meanwhile replaces it, as it would cut a real backend's speech.

In Automatic mode nothing is kept: espeak-ng speaks from the first word while the worker looks
for a screen reader (:func:`game.speech.select.start_voice`), and hands over to the one found
(:meth:`game.speech.queue.SpeechQueue.hand_over`).

The worker is started after the first announcement (:meth:`OpeningSpeech.begin`), so its import
work does not compete with the start for the interpreter.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass, field

from .backends import SilentSpeech, SpeechBackend

log = logging.getLogger(__name__)


@dataclass
class Opened:
    """What :meth:`OpeningSpeech.take` hands over once the backend is ready.

    Attributes:
        backend: the started backend (not yet given anything to say).
        notice: the sentence :func:`~game.speech.select.create_backend` returned (why the
            screen reader is not used), or None.
        kept: the (text, interrupt) pairs said while it opened, oldest first, to be spoken
            through ``backend`` (at most one in practice: the queue hands one message at a time).
    """

    backend: SpeechBackend
    notice: str | None
    kept: list[tuple[str, bool]] = field(default_factory=list)


class OpeningSpeech(SpeechBackend):
    """Stands in for the speech backend while ``open_backend()`` runs in a worker thread.

    ``open_backend`` returns ``(backend, notice)`` like :func:`game.speech.select.create_backend`
    (it is called once, in the worker; it should not raise: if it does, the result is text only
    with the "No speech is available" notice). Until the result is taken, :meth:`speak` keeps
    the message (an interrupting one replaces what was kept), :meth:`stop` forgets it, and
    :meth:`idle` is False while something is kept (``knows_speaking``), so the computer players
    wait for the words as they would for real speech. Every method is called from the app's
    thread except the worker's own.
    """

    name = "speech opening"
    knows_speaking = True
    holds_speech = True
    """Nothing given to it is heard yet (it is kept until speech opens): a message a key cuts
    meanwhile was not heard at all, however long it has been kept
    (:meth:`game.speech.queue.SpeechQueue._barely_heard`)."""

    def __init__(self, open_backend: Callable[[], tuple[SpeechBackend, str | None]]) -> None:
        self._open_backend = open_backend
        self._lock = threading.Lock()
        self._done = threading.Event()
        self._thread: threading.Thread | None = None
        self._result: tuple[SpeechBackend, str | None] | None = None
        self._kept: list[tuple[str, bool]] = []
        self._closed = False
        self._taken = False

    # -- the worker ------------------------------------------------------------------------------
    def begin(self) -> None:
        """Start opening the backend in a worker thread (once; later calls do nothing)."""
        with self._lock:
            if self._thread is not None or self._closed:
                return
            self._thread = threading.Thread(target=self._work, name="speech-opening", daemon=True)
            self._thread.start()

    @property
    def begun(self) -> bool:
        """True once :meth:`begin` started the worker."""
        return self._thread is not None

    def _work(self) -> None:
        try:
            result = self._open_backend()
        except Exception:  # noqa: BLE001 - never lose the game over speech: text only, said so
            log.exception("the speech backend could not be opened")
            from .select import text_only_notice
            result = (SilentSpeech(), text_only_notice())
        with self._lock:
            late = self._closed
            if not late:
                self._result = result
        if late:  # the app closed, or chose other speech, while this one opened
            result[0].close()
        self._done.set()

    def ready(self) -> bool:
        """True once the worker has finished (the result can be taken)."""
        return self._done.is_set()

    def wait(self, timeout: float) -> bool:
        """Block up to ``timeout`` seconds until the worker has finished (tests)."""
        return self._done.wait(timeout)

    def take(self) -> Opened | None:
        """The opened backend, its notice and the messages kept meanwhile, once; None before
        the worker finished, after close, or when already taken. From then on this object says
        nothing and is never idle (the caller speaks through the backend it got, and hands the
        queue over to it: :meth:`game.speech.announcer.Announcer.adopt_backend`)."""
        with self._lock:
            if self._result is None or self._taken or self._closed:
                return None
            self._taken = True
            backend, notice = self._result
            kept, self._kept = self._kept, []
        return Opened(backend, notice, kept)

    def give_up(self) -> list[tuple[str, bool]]:
        """Close this one (other speech was chosen while it opened) and return what it kept,
        (text, interrupt) pairs oldest first, for the speech opened instead to say."""
        with self._lock:
            kept, self._kept = self._kept, []
        self.close()
        return kept

    # -- the SpeechBackend interface ---------------------------------------------------------------
    def speak(self, text: str, interrupt: bool) -> None:
        with self._lock:
            if self._closed or self._taken:
                return
            if interrupt:  # what was kept would have been cut: never said
                self._kept = [(text, True)]
            else:
                self._kept.append((text, False))

    def stop(self) -> None:
        with self._lock:
            self._kept.clear()

    def idle(self) -> bool:
        """True when nothing is kept. Once taken, False: what it held is being said through the
        new backend, which the queue asks from then on (:meth:`game.speech.queue.SpeechQueue.adopt`)."""
        with self._lock:
            return not self._kept and not self._taken

    def close(self) -> None:
        """Forget what was kept; a backend opened and not taken is closed (now, or by the worker
        when it finishes). Safe to call twice."""
        with self._lock:
            self._closed = True
            self._kept.clear()
            result = None if self._taken else self._result
            self._result = None
        if result is not None:
            result[0].close()
