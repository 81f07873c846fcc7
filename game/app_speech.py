"""The app's speech: opened in the background at start-up and for the Speech option, and the
Speech, Speech rate and Braille options acting on the speech in use.

A part of :class:`~game.app.App` (its fields are set in ``App.__init__``: ``_opening``,
``_opening_for``, ``_opening_chosen``, ``_opening_ready_at``, ``_interim``, ...; ``App._new_opening``
makes each opening, through ``game.app.create_backend``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .app_loop import STEP
from .i18n import _
from .speech.backends import SilentSpeech, SpeechBackend
from .speech.opening import Opened, OpeningSpeech
from .speech.queue import QUEUED
from .speech.select import held_words_voice, start_voice

if TYPE_CHECKING:
    from .settings import Settings
    from .speech.announcer import Announcer

SWITCH_WAIT = 3.0
"""Seconds the speech in use may go on finishing what it says once the speech chosen with the
Speech option is ready (:meth:`AppSpeech._take_speech`)."""


class AppSpeech:
    """The app's speech opening and speech options, a mixin of :class:`~game.app.App`."""

    settings: Settings
    announcer: Announcer
    updates: int
    _notices: list[str]
    _opening: OpeningSpeech | None
    _opening_for: tuple[str, int]
    _opening_chosen: bool
    _opening_ready_at: int | None
    _online_start: bool
    _table_start: bool
    _speech_named: Any
    _table_open: Callable[[], bool]
    _interim: SpeechBackend | None
    _backend_fixed: bool
    _speech_for: str
    _speech_notice: Any

    def _first_words_out(self) -> None:
        """The first scene has spoken: say the start-up notices queued behind it, then open
        speech in the background."""
        for notice in self._notices:
            self.announcer.notice(notice)
        self._notices = []
        if self._opening is not None:  # the first words are out: now open speech
            self._opening.begin()

    @property
    def speech_opening(self) -> bool:
        """True while the speech backend is still being opened in the background."""
        return self._opening is not None

    def wait_for_speech(self, timeout: float = 10.0) -> bool:
        """Open the speech backend now if it is still opening, waiting up to ``timeout`` seconds,
        and speak through it (tests; the loop does this by itself, a frame at a time). Returns
        True when speech is open."""
        if self._opening is not None:
            self._opening.begin()
            self._opening.wait(timeout)
            self._take_speech()
        return self._opening is None

    def _take_speech(self) -> None:
        """Once the backend opened in the background is ready: speak through it, and say which
        speech this is or why the screen reader is not used.

        Where it stood in (at start-up, or after text only), what was kept meanwhile is said
        through it first and then "Speech: NVDA." (start-up) or "Using NVDA." (the Speech
        option). Otherwise the speech in use kept speaking while it opened: it finishes what it
        is saying (the option's new value; at most :data:`SWITCH_WAIT` seconds), then the new
        one takes over and says "Using espeak-ng." or the reason ("No screen reader or
        speech-dispatcher found. Speaking with espeak-ng."). When the Speech option chose
        another mode meanwhile, this one is closed and that mode is opened. At start-up in
        Automatic mode nothing was held: espeak-ng spoke from the first word, and goes on or
        hands over to the speech found (:meth:`_after_start_voice`). The speech's name is not
        said in a window opened at a table (``--game``, ``--connect``): it would come in among
        the table's first words, after them on screen and before the turn line in speech."""
        opening = self._opening
        if opening is None:
            return
        opening.begin()
        if not opening.ready():
            return
        mode = self.settings.get("speech_mode")
        current = self.announcer.backend
        stands_in = current is opening
        interim, self._interim = self._interim, None
        if mode != self._opening_for[0]:  # the Speech option chose other speech while it opened
            self._opening = None
            if mode == "text_only":
                opening.close()
                if stands_in:
                    self.announcer.set_backend(SilentSpeech())
            elif self._undone(mode, stands_in=stands_in, interim=interim):
                opening.close()  # back to the speech in use: nothing of this one is said
            else:
                self._open_chosen_speech(mode, opening)
                if mode == "auto" and interim is not None and self.announcer.backend is interim:
                    self._interim = interim  # Automatic's voice goes on while it is looked for
            return
        if interim is not None and current is interim:  # the voice of the first words
            self._opening = None
            opened = opening.take()
            if opened is not None:
                self._after_start_voice(opened, interim)
            return
        if interim is not None and interim.failed and current is not interim:
            # The voice of the first words stopped working (and said so) while the search went
            # on: found that same voice again, it is not tried twice nor named.
            self._opening = None
            opened = opening.take()
            if opened is not None and self._same_voice(opened.backend, interim):
                opened.backend.close()
                return
            if opened is not None:
                self._speak_through(opened, stands_in=False)
            return
        if not stands_in and not isinstance(current, SilentSpeech) and self.announcer.speech_busy():
            if self._opening_ready_at is None:
                self._opening_ready_at = self.updates
            if (self.updates - self._opening_ready_at) * STEP < SWITCH_WAIT:
                return  # the speech in use finishes the option's value first
        self._opening = None
        opened = opening.take()
        if opened is None:  # closed meanwhile (text only, then this mode again, while it opened)
            if self._opening_chosen and mode != "text_only":
                self._open_chosen_speech(mode, None)
            return
        self._speak_through(opened, stands_in=stands_in)

    def _undone(self, mode: str, *, stands_in: bool, interim: SpeechBackend | None) -> bool:
        """True when the Speech option is back on ``mode``, the mode the speech in use was
        opened for, while speech for another mode opened: a choice undone at once (found by a
        tester by ear: Right on Speech by mistake, "Speech: Screen reader", Left at once,
        "Speech: Automatic", and 11 s later "The screen reader or system voice did not answer
        within 5 seconds. Speaking with espeak-ng.", the abandoned search's fallback, after
        Automatic was looked for again). The speech in use goes on: nothing is opened again,
        and nothing of the abandoned choice is said."""
        return (mode == self._speech_for and not stands_in and interim is None
                and not isinstance(self.announcer.backend, (SilentSpeech, OpeningSpeech)))

    def _outdate_speech_notice(self) -> None:
        """The Speech option changed: the last choice's confirmation or fallback notice ("Using
        NVDA.", "The screen reader or system voice did not answer ...") is about a choice the
        player has left: waiting, it is never said; being said, it is cut for good, and the new
        value is said at once."""
        notice, self._speech_notice = self._speech_notice, None
        if notice is not None and notice.pending:
            self.announcer.outdate(notice)

    def _as_set_now(self, backend: SpeechBackend) -> None:
        """The Braille and Speech rate options as they are now, on ``backend`` (opened with
        the values they had when it began to open)."""
        if hasattr(backend, "braille"):  # the Braille option as it is now
            backend.braille = bool(self.settings.get("braille"))
        rate = int(self.settings.get("speech_rate"))
        if rate != self._opening_for[1]:  # the Speech rate option changed while it opened
            backend.set_rate(rate)

    def _speak_through(self, opened: Opened, *, stands_in: bool) -> None:
        """Speak through ``opened.backend`` from now and say which speech this is, or why the
        screen reader is not used (:meth:`_take_speech`)."""
        backend = opened.backend
        self._as_set_now(backend)
        self._speech_for = self._opening_for[0]
        if not stands_in:  # the speech in use hands over; the notice comes through the new one
            self.announcer.set_backend(backend)
        # The notice first: queued while the message being said is still held, it goes ahead of
        # a waiting prompt ("Your turn" stays the last thing said before the player acts).
        if opened.notice:  # why the screen reader is not used, naming what speaks instead
            self._speech_notice = self.announcer.notice(opened.notice, about_speech=True)
        elif isinstance(backend, SilentSpeech):
            pass
        elif self._opening_chosen:  # the Speech option's choice is confirmed
            self._speech_notice = self.announcer.notice(_("Using {name}.").format(name=backend.name),
                                                        about_speech=True)
        elif self._names_speech():
            self._name_speech(backend.name)
        if stands_in:
            self._say_held_words(opened)

    def _say_held_words(self, opened: Opened) -> None:
        """The words kept while speech opened are said through ``opened.backend``, which speaks
        from then on; but through espeak-ng, which hands over to it after them, when it is a
        system voice that has not shown it speaks (:func:`~game.speech.select.held_words_voice`:
        Speech Dispatcher in Screen reader mode). Nothing is said twice: each line goes to one
        voice."""
        voice = held_words_voice(opened.backend, int(self.settings.get("speech_rate"))) if opened.kept else None
        if voice is None:
            self.announcer.adopt_backend(opened)
            return
        self.announcer.adopt_backend(Opened(voice, None, opened.kept), then=opened.backend)

    def _after_start_voice(self, opened: Opened, voice: SpeechBackend) -> None:
        """Speech for the mode has been looked for while ``voice`` (espeak-ng, Automatic mode)
        spoke from the first word. When the search ended on that same voice (no screen reader,
        nor a system voice), the one opened for nothing is closed and ``voice`` goes on, and
        what is said is what was said when speech was held until then: the reason the screen
        reader is not used, else "Speech: espeak-ng." in the main menu. Otherwise ``voice``
        hands over to the speech found: it ends the message it is saying (never cut, never
        said twice), the speech found says every message after it, each once, starting with
        "Speech: NVDA." (in the main menu; at a table opened by ``--game`` the new voice itself
        tells the player, and the name would come in among the table's first words)."""
        backend = opened.backend
        self._speech_for = self._opening_for[0]
        if isinstance(backend, SilentSpeech) or self._same_voice(backend, voice):
            if backend is not voice:
                backend.close()  # the voice speaking already goes on
            name = voice.name
            notice = opened.notice if not isinstance(backend, SilentSpeech) else None
        else:
            self._as_set_now(backend)
            self.announcer.hand_over(backend)
            name, notice = backend.name, opened.notice
        if notice:
            self._speech_notice = self.announcer.notice(notice, about_speech=True)
        elif notice is None and self._opening_chosen:  # the Speech option's choice is confirmed
            self._speech_notice = self.announcer.notice(_("Using {name}.").format(name=name), about_speech=True)
        elif notice is None and self._names_speech():
            self._name_speech(name)

    def _names_speech(self) -> bool:
        """True when the search for speech that just ended says which speech this is ("Speech:
        espeak-ng."): in the main menu and the screens over it, not in a window opened by
        ``--connect`` or ``--game``, nor once a game's table is open (the table's words are being
        said, and the name would come in among them: found by ear, Continue pressed 4 s into
        the main menu, and "Speech: espeak-ng." came after "Trick game resumed. Your turn. ...")."""
        return not (self._online_start or self._table_start or self._table_open())

    def _name_speech(self, name: str) -> None:
        """Say which speech speaks ("Speech: espeak-ng."), a notice a table opened before it
        began takes back (:meth:`speech_name_outdated`)."""
        self._speech_named = self.announcer.notice(_("Speech: {name}.").format(name=name), about_speech=True)

    def speech_name_outdated(self) -> None:
        """A game's table is open (called as it opens and at each update while the name is still
        to be said): the speech's name, waiting behind the menu's words, or cut by the key that
        opened the table and waiting to be said again, is never said (it would come in among the
        table's; found by ear: Continue pressed while the main menu's line was said, and
        "Speech: espeak-ng." came after "Trick game resumed. Your turn. ..."); never begun, it
        leaves the log."""
        named = self._speech_named
        if named is None:
            return
        if not named.pending:
            self._speech_named = None
        elif named.state == QUEUED:
            self._speech_named = None
            self.announcer.withdraw(named, untrue=not named.begun)

    @staticmethod
    def _same_voice(backend: SpeechBackend, voice: SpeechBackend) -> bool:
        """True when ``backend`` (opened by the search) is the start-up ``voice`` over again
        (espeak-ng: Automatic found no screen reader nor system voice)."""
        return backend is voice or (type(backend) is type(voice) and backend.name == voice.name)

    def _open_chosen_speech(self, mode: str, previous: OpeningSpeech | None) -> None:
        """Open ``mode`` (not text only) in the background for the Speech option. ``previous``
        (an opening that ended, for another mode) is closed; what it kept moves to the new one.
        The new one stands in for the backend when nothing is heard now (text only, speech
        still opening): what is said meanwhile is spoken once it opens."""
        opening = self._new_opening(mode)
        self._opening_chosen = True
        current = self.announcer.backend
        if previous is not None and current is previous:  # it stood in: the new one holds its words
            self.announcer.adopt_backend(Opened(opening, None, previous.give_up()))
        else:
            if previous is not None:
                previous.close()
            if isinstance(current, SilentSpeech) or getattr(current, "holds_speech", False):
                self.announcer.set_backend(opening)
        opening.begin()

    def apply_speech_mode(self) -> str | None:
        """The Speech option changed: open the speech for the new mode without stopping the
        frame (finding a screen reader can take :data:`~game.speech.prism_speech.HANG_LIMIT`,
        5 s, when none answers). Text only is at once: speech that was speaking says its last
        answer, this method's return said after the value ("Speech: Text only. Speech is now
        off: ..."), then closes. Any other mode opens in the background
        (:mod:`game.speech.opening`), one opening at a time: while one is under way the new
        choice waits for it to end, then is opened (:meth:`_take_speech`). Meanwhile keys are
        answered through the speech in use; once the new speech is ready it says "Using
        espeak-ng." or why the screen reader is not used.

        A backend passed to the constructor (tests) is kept (returns None).
        """
        if self._backend_fixed:
            return None
        self._outdate_speech_notice()
        mode = self.settings.get("speech_mode")
        if mode == "text_only":
            old = self.announcer.backend
            self._interim = None
            self._speech_for = mode
            if isinstance(old, SilentSpeech):
                return None
            farewell = not isinstance(old, OpeningSpeech)  # (an opening that stood in is closed)
            self.announcer.set_backend(SilentSpeech(), last_words=farewell)
            if farewell:  # the speech switched off says this answer, then closes
                return _("Speech is now off: messages are only shown on screen. Left turns it back on.")
            return None
        self._automatic_voice(mode)
        opening = self._opening
        if opening is not None and not opening.ready():
            return None  # one at a time: this choice is opened once that one ends (_take_speech)
        if opening is not None and self._opening_for[0] != mode and self._undone(
                mode, stands_in=self.announcer.backend is opening, interim=self._interim):
            self._opening = None  # opened for a choice undone: closed, never said
            opening.close()
            return None
        if opening is not None and self._opening_for[0] == mode:
            return None  # opened already for this mode, taken at the next update
        self._open_chosen_speech(mode, opening)
        return None

    def _automatic_voice(self, mode: str) -> None:
        """Automatic chosen where nothing speaks now (text only, or speech opening that holds
        the words): espeak-ng speaks from this answer on ("Speech: Automatic") while the
        screen reader is looked for, as at start-up (:func:`~game.speech.select.start_voice`),
        never held until that search ends (a tester by ear had "Speech: Automatic" shown but
        never said; so it was after Screen reader, Text only, then back to Automatic while the
        screen reader did not answer). An opening that stood in is closed with what it kept
        (the abandoned choice's words)."""
        current = self.announcer.backend
        if mode != "auto" or self._interim is not None or not (
                isinstance(current, SilentSpeech) or getattr(current, "holds_speech", False)):
            return
        voice = start_voice(mode, int(self.settings.get("speech_rate")))
        if voice is None:
            return
        if hasattr(voice, "braille"):
            voice.braille = bool(self.settings.get("braille"))
        self.announcer.set_backend(voice)
        self._interim = voice

    def apply_speech_rate(self) -> str | None:
        """The Speech rate option changed: the speech in use speaks at the new rate from its
        next message (:meth:`~game.speech.backends.SpeechBackend.set_rate`: never blocks, never
        looks for a screen reader again; speech still opening takes the rate when it is ready).
        Returns a sentence said after the new value when the speech in use keeps its own rate
        ("NVDA keeps its own speech rate."), else None. Speech taking over from the start-up
        voice (:meth:`game.speech.queue.SpeechQueue.hand_over`) is the speech in use."""
        backend = self.announcer.queue.incoming or self.announcer.backend
        if backend is not self.announcer.backend:
            self.announcer.backend.set_rate(int(self.settings.get("speech_rate")))
        if backend.set_rate(int(self.settings.get("speech_rate"))):
            return None
        if isinstance(backend, (SilentSpeech, OpeningSpeech)):
            return None
        return _("{name} keeps its own speech rate.").format(name=backend.name)

    def apply_braille_setting(self) -> str | None:
        """Send messages to the braille display or not (the Braille option). Returns a sentence
        said after "Braille: On" when the current speech has no braille display to write to."""
        on = bool(self.settings.get("braille"))
        for backend in (self.announcer.backend, self.announcer.queue.incoming):
            if hasattr(backend, "braille"):
                backend.braille = on
        return (self.braille_note() or None) if on else None

    def braille_note(self) -> str:
        """"Braille is not shown now: espeak-ng has no braille output." when the speech in use has no braille
        display to write to (self-voicing, a screen reader without braille), else ""."""
        backend = self.announcer.queue.incoming or self.announcer.backend
        if isinstance(backend, OpeningSpeech):  # not known until speech has opened
            return ""
        if not isinstance(backend, SilentSpeech) and not getattr(backend, "braille_capable", False):
            return _("Braille is not shown now: {name} has no braille output.").format(name=backend.name)
        return ""
