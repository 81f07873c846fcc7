"""The app: the window, the fixed-timestep loop and the scene stack.

The loop updates the top scene at a fixed 60 Hz (an accumulator of real time; a frame longer than
a quarter second is clamped so a stall never causes a burst of catch-up updates), draws only when
something changed (:meth:`App.mark_dirty`, a resize, an expose) and sleeps until the next update
is due, so an idle menu costs little CPU.

Key presses go first to the global key table (history review, repeat, stop speech, F1 help,
Ctrl+F1 rules), then to the top scene's table (an :class:`~game.input.Intent` for
:meth:`~game.scenes.base.Scene.on_intent`), else to the scene's ``on_event``; a key press that
``on_event`` did not answer either (it said nothing) goes to ``on_unbound_key`` ("No action for
Tab. F1 lists the keys."), except key repeats. A held key acts once: its repeats are dropped
unless it only moves (:data:`REPEATING_KEYS`: arrows, Page Up, Page Down) or edits a text entry
(Backspace and typed characters repeat there, as in every text field: ``Scene.key_repeats``).
After a stall (a pass :data:`STALL` seconds or more after the one before) the repeats that piled
up meanwhile are dropped, and a key held through it repeats again only once pressed anew: one
press acts once, never as a runaway held key.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pygame

from . import i18n
from .i18n import _, pgettext
from .input.keys import Intent, global_key_table
from .memory import TRIM_SECONDS, release_free_memory
from .scenes.base import Scene
from .scenes.registry import StartOptions, discover_games, find_game, not_available_text, rules_title
from .settings import Settings
from .sound import SoundCues
from .speech.announcer import Announcer
from .speech.backends import SilentSpeech, SpeechBackend
from .speech.opening import Opened, OpeningSpeech
from .speech.select import create_backend, fallback_backend, start_voice
from .ui.layout import Layout, make_layout
from .ui.log_view import draw_log, log_window
from .ui.placement import Placements
from .ui.text import TEXT_SCALES, Fonts
from .ui.theme import NORMAL, Theme, theme_for

log = logging.getLogger(__name__)

STEP = 1.0 / 60.0
"""Seconds per update."""
MAX_FRAME = 0.25
"""Longest real time one loop pass may account for (seconds); more is dropped."""
STALL = 0.5
"""A loop pass that comes this many seconds or more after the one before follows a stall (the
frame was held up): the key repeats that piled up meanwhile are dropped (:meth:`App.handle_event`)."""
SWITCH_WAIT = 3.0
"""Seconds the speech in use may go on finishing what it says once the speech chosen with the
Speech option is ready (:meth:`App._take_speech`)."""
SMOKE_UPDATES = 240
"""Updates run by ``--smoke`` (4 seconds)."""
REPEATING_KEYS = frozenset((pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT,
                            pygame.K_PAGEUP, pygame.K_PAGEDOWN))
"""Keys whose auto-repeat acts (they only move: through a menu, a hand, a value, the history).
A held key of any other kind acts once, in every screen: it never plays, draws, confirms or
opens anything twice."""
INTERRUPTED = 130
"""Exit code after Ctrl+C (128 + SIGINT), as shells expect."""
DEFAULT_SIZE = (1280, 720)
LOG_LINES = 5


OFF_SCREEN_DRIVERS = ("offscreen", "dummy")
"""SDL video drivers that open no window anyone can see."""


def check_display() -> None:
    """Raise ``pygame.error("no display found")`` when SDL fell back to an off-screen driver on
    its own (no X11, Wayland, Windows or macOS display): the window would exist nowhere. A driver
    chosen on purpose (``SDL_VIDEODRIVER=dummy`` for tests and ``--smoke``) is fine."""
    if os.environ.get("SDL_VIDEODRIVER"):
        return
    if pygame.display.get_driver() in OFF_SCREEN_DRIVERS:
        pygame.display.quit()
        raise pygame.error(_("no display found"))


def window_icon() -> pygame.Surface:
    """The window's icon, 32 by 32 pixels: a white card on the green table (drawn, not loaded:
    nothing to read at start-up)."""
    icon = pygame.Surface((32, 32))
    icon.fill(NORMAL.table)
    pygame.draw.rect(icon, (250, 250, 250), (8, 4, 16, 24), border_radius=3)
    pygame.draw.rect(icon, (200, 30, 40), (13, 12, 6, 8))
    return icon


class App:
    """The window, announcer, settings, sound cues, fonts and the scene stack.

    Args:
        settings: the player's settings (:class:`game.settings.Settings`).
        backend: a speech backend to use for the whole run (tests pass
            :class:`~game.speech.RecordingSpeech`); None opens the one the settings ask for in
            the background (:mod:`game.speech.opening`: the first announcement never waits for
            it; what is said meanwhile is spoken once it is ready) and again, at once, when the
            speech option changes.
        transcript: a file to append every announcement to (``--transcript``), or None.
        size: the initial window size.
        sound: False turns every sound cue into a no-op (tests).
        clock: seconds as a float (default ``time.perf_counter``); tests pass a fake.
        sleep: ``sleep(seconds)`` used when idle (default ``time.sleep``).
        language: the language to play in (``--language``); None keeps the one in use
            (:func:`run` sets it from the settings or the system locale before the app starts).
    """

    def __init__(self, settings: Settings, *, backend: SpeechBackend | None = None,
                 transcript: str | os.PathLike[str] | None = None,
                 size: tuple[int, int] = DEFAULT_SIZE, sound: bool = True,
                 clock: Callable[[], float] = time.perf_counter,
                 sleep: Callable[[float], None] = time.sleep, language: str | None = None) -> None:
        if language is not None and language != i18n.current_language():
            i18n.set_language(language)
        pygame.display.init()
        check_display()
        pygame.font.init()
        pygame.key.set_repeat(400, 60)
        self.settings = settings
        pygame.display.set_icon(window_icon())  # else pygame loads its own from its package data
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.display.set_caption(_("Ninety-Nine"))
        self.fonts = Fonts()
        self.theme: Theme = theme_for(settings.get("high_contrast"))
        self.layout: Layout = self._make_layout()
        self.sound = SoundCues(lambda: int(self.settings.get("volume")), enabled=sound)
        notices: list[str] = []
        self._backend_fixed = backend is not None
        self._opening: OpeningSpeech | None = None
        """The speech being opened in the background (at start-up, or for the Speech option), at
        most one at a time; it stands in for the backend when it is :attr:`announcer`'s."""
        self._opening_for: tuple[str, int] = ("", 0)  # (mode, rate) it opens
        self._opening_chosen = False  # opened for the Speech option (not at start-up)
        self._opening_ready_at: int | None = None  # the update it was found ready while speech was busy
        self._online_start = False  # opened by --connect (start_online)
        self._table_start = False  # opened at a table by --game (start)
        self._interim: SpeechBackend | None = None
        """The voice that speaks at once at start-up while the speech for the mode is looked for
        (espeak-ng in Automatic mode: :func:`~game.speech.select.start_voice`), until
        :meth:`_take_speech` keeps it or hands over to the screen reader found."""
        if backend is None and settings.get("speech_mode") == "text_only":
            backend = SilentSpeech()  # nothing to open
        elif backend is None:
            mode = settings.get("speech_mode")
            opening = self._new_opening(mode)
            self._interim = start_voice(mode, int(settings.get("speech_rate")))
            backend = self._interim if self._interim is not None else opening
        self.announcer = Announcer(backend, play_cue=self.sound.play, on_change=self.mark_dirty)
        self.announcer.queue.active = self.scene_speaks
        if not self._backend_fixed:
            self.announcer.fallback = lambda failed: fallback_backend(failed, self.settings.get("speech_rate"))
        self.global_keys = global_key_table()
        self.scenes: list[Scene] = []
        self.running = True
        self.dirty = True
        self.updates = 0
        self.draws = 0
        self.key_presses = 0
        """Key presses since the start (each press once, its auto-repeats not counted)."""
        self.intent_now: Intent | None = None
        """The intent of the key press being handled (:meth:`Scene.on_intent`), else None: a
        table keeps it to act once speech has shown it speaks
        (:meth:`game.scenes.card_table.CardTable.wait_for_speech`)."""
        self.log_placements: Placements | None = None
        """The log strip's lines as last drawn ("log line", with their words; None when the
        strip was not drawn): what a sighted player reads there."""
        self._clock = clock
        self._sleep = sleep
        self._transcript_arg = transcript
        self._transcript_paused = False  # the Transcript option turned Off a --transcript file
        self._told_save_problem = False
        self.told: set[str] = set()
        """Topics of notices said once per start (saved games, statistics): a problem that is
        still there when the main menu comes back is not said again."""
        self._keys_down: set[object] = set()  # keys pressed and not released: repeats
        self._stalled = False  # the events being handled piled up during a stall (process_events)
        self._held_over_stall: set[object] = set()  # keys whose repeats piled up: ignored until released
        if settings.load_problem:
            notices.append(settings.load_problem)
        problem = self._open_transcript()
        if problem:
            notices.append(problem)
        self._notices = notices

    # -- scene stack ------------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        """The scene on top (receives keys and ticks), or None when the stack is empty."""
        return self.scenes[-1] if self.scenes else None

    def scene_speaks(self, scene: object) -> bool:
        """True when what ``scene`` said may be spoken now: it is on top, or every scene above it
        lets the one below speak (``Scene.lets_below_speak``: the trick game's deal summary).
        A table under a pause menu or F1 help keeps its messages until it is on top again; a
        scene whose ``words_held`` is True keeps its own (the deal summary while an Enter waits
        for the deal's end to go on past it). None (the app's own messages) and scenes not on
        the stack always speak."""
        if scene is None:
            return True
        for above in reversed(self.scenes):
            if above is scene:
                return not getattr(scene, "words_held", False)
            if not getattr(above, "lets_below_speak", False):
                return scene not in self.scenes
        return True

    def push(self, scene: Scene) -> None:
        """Put ``scene`` on top; it announces itself (``scene.enter()``)."""
        self.scenes.append(scene)
        self.announcer.scene_entered(scene)
        self.mark_dirty()
        scene.enter()

    def _leave(self, scene: Scene) -> None:
        """``scene`` was taken off the stack: ``exit()``, and nothing it said is spoken after."""
        scene.exit()
        self.announcer.scene_left(scene)

    def pop(self) -> Scene | None:
        """Remove the top scene (``exit()``); the one below ``resume()``s. Popping the last quits."""
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        self._leave(scene)
        self.mark_dirty()
        if self.scenes:
            self.scenes[-1].resume()
        else:
            self.quit()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene`` (old ``exit()``, new ``enter()``; nothing resumes)."""
        if self.scenes:
            self._leave(self.scenes.pop())
        self.push(scene)

    def pop_to(self, scene: Scene) -> None:
        """Pop every scene above ``scene`` (which then resumes). Raises ValueError if not on the stack."""
        if scene not in self.scenes:
            raise ValueError("scene is not on the stack")
        while self.scenes[-1] is not scene:
            self._leave(self.scenes.pop())
        self.mark_dirty()
        scene.resume()

    def quit(self) -> None:
        """End the loop after this frame."""
        self.running = False

    def mark_dirty(self) -> None:
        """Redraw at the end of this frame."""
        self.dirty = True

    # -- start-up ---------------------------------------------------------------------------
    def start(self, game: str | None = None, options: StartOptions | None = None) -> None:
        """Push the main menu, then the game asked for with ``--game`` (if registered: the menu is
        then put below it without being announced, so the table's words come first), then say
        the start-up notices (text only, settings set aside, ...) queued behind them."""
        from .scenes.main_menu import MainMenu
        entry = find_game(game) if game else None
        if entry is not None:  # --game: the menu waits silently below; the table speaks first
            self._table_start = True  # the speech's name is not said among the table's words
            self.scenes.append(MainMenu(self))
            self.mark_dirty()
            self.push(entry.start(self, options or StartOptions()))
        else:
            self.push(MainMenu(self))
            if game:
                self.announcer.notice(not_available_text(game))
        self._first_words_out()

    def _first_words_out(self) -> None:
        """The first scene has spoken: say the start-up notices queued behind it, then open
        speech in the background."""
        for notice in self._notices:
            self.announcer.notice(notice)
        self._notices = []
        if self._opening is not None:  # the first words are out: now open speech
            self._opening.begin()

    # -- speech opening in the background ---------------------------------------------------
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

    def _new_opening(self, mode: str) -> OpeningSpeech:
        """An :class:`OpeningSpeech` for ``mode`` at the rate and braille set now (not begun);
        it becomes :attr:`_opening`, the only one."""
        rate, braille = int(self.settings.get("speech_rate")), bool(self.settings.get("braille"))
        self._opening = OpeningSpeech(lambda: create_backend(mode, rate, braille))
        self._opening_for = (mode, rate)
        self._opening_ready_at = None
        return self._opening

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
            else:
                self._open_chosen_speech(mode, opening)
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
        if not stands_in:  # the speech in use hands over; the notice comes through the new one
            self.announcer.set_backend(backend)
        # The notice first: queued while the message being said is still held, it goes ahead of
        # a waiting prompt ("Your turn" stays the last thing said before the player acts).
        if opened.notice:  # why the screen reader is not used, naming what speaks instead
            self.announcer.notice(opened.notice, about_speech=True)
        elif isinstance(backend, SilentSpeech):
            pass
        elif self._opening_chosen:  # the Speech option's choice is confirmed
            self.announcer.notice(_("Using {name}.").format(name=backend.name), about_speech=True)
        elif not (self._online_start or self._table_start):
            # (not in a window opened by --connect or --game: the table's first words are said
            # by then, and the name would come in among them)
            self.announcer.notice(_("Speech: {name}.").format(name=backend.name), about_speech=True)
        if stands_in:
            self.announcer.adopt_backend(opened)

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
        if isinstance(backend, SilentSpeech) or self._same_voice(backend, voice):
            if backend is not voice:
                backend.close()  # the voice speaking already goes on
            name = voice.name
            notice = opened.notice if not isinstance(backend, SilentSpeech) else None
        else:
            self._as_set_now(backend)
            self.announcer.hand_over(backend)
            name, notice = backend.name, opened.notice
        if notice is None and not (self._online_start or self._table_start):
            notice = _("Speech: {name}.").format(name=name)
        if notice:
            self.announcer.notice(notice, about_speech=True)

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

    def start_online(self, options: argparse.Namespace) -> None:
        """``--connect URL --name NAME ...``: the main menu waits silently below the online
        table's start (:class:`game.scenes.online.OnlineStart`), or below the lobby when neither
        ``--game`` nor ``--join`` is given. The address and name are remembered for Play online."""
        from .scenes.main_menu import MainMenu
        from .scenes.online import OnlinePlan, OnlineStart
        from .scenes.play_online import address_problem, name_problem
        remembered = self.settings.section("online")  # Play online offers them next time
        if address_problem(options.connect) is None:
            remembered["url"] = options.connect.strip()
        if name_problem(options.name or "") is None:
            remembered["name"] = options.name.strip()
        self.scenes.append(MainMenu(self))
        self.mark_dirty()
        self._online_start = True  # the speech's name is not said among the first online words
        if options.game is None and not options.join:  # --connect URL --name NAME: the lobby
            from .scenes.lobby import Lobby
            from .scenes.online_link import spoken_link_factory
            self.push(Lobby(self, options.connect, options.name, link_factory=spoken_link_factory(self)))
            self._first_words_out()
            return
        variant = getattr(options, "variant", None)
        plan = OnlinePlan(options.connect, options.name, game=options.game, players=options.players,
                          computers=options.computers or 0, join=bool(options.join),
                          cpu_delay=float(self.settings.get("cpu_delay")),
                          options=(("variant", variant),) if variant else (),
                          turn_timer=getattr(options, "turn_seconds", None))
        self.push(OnlineStart(self, plan))
        self._first_words_out()

    # -- settings that act on the app -------------------------------------------------------
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
        mode = self.settings.get("speech_mode")
        if mode == "text_only":
            old = self.announcer.backend
            if isinstance(old, SilentSpeech):
                return None
            farewell = not isinstance(old, OpeningSpeech)  # (an opening that stood in is closed)
            self.announcer.set_backend(SilentSpeech(), last_words=farewell)
            if farewell:  # the speech switched off says this answer, then closes
                return _("Speech is now off: messages are only shown on screen. Left turns it back on.")
            return None
        opening = self._opening
        if opening is not None and not opening.ready():
            return None  # one at a time: this choice is opened once that one ends (_take_speech)
        if opening is not None and self._opening_for[0] == mode:
            return None  # opened already for this mode, taken at the next update
        self._open_chosen_speech(mode, opening)
        return None

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

    def set_language(self, language: str) -> None:
        """The Language option: save ``language`` (``"en"``, ``"es"``, ``"ru"``), switch the
        catalogs at once, and let every scene on the stack re-read its text
        (:meth:`Scene.on_language_changed`); self-voicing takes the matching voice from its next
        message (:func:`game.speech.select.espeak_command`), nothing is reopened. Raises
        ValueError for another code."""
        self.settings.set("language", language)
        self.apply_language(language)

    def apply_language(self, language: str) -> None:
        """Switch to ``language`` without saving it (``--language``, tests)."""
        i18n.set_language(language)
        pygame.display.set_caption(_("Ninety-Nine"))
        for scene in self.scenes:
            scene.on_language_changed()
        self.mark_dirty()
        release_free_memory()  # the old catalog and every text in the old language are free now

    def apply_display_settings(self) -> None:
        """Re-read text size and high contrast, and redraw."""
        self.theme = theme_for(self.settings.get("high_contrast"))
        self.layout = self._make_layout()
        self.mark_dirty()

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

    def _make_layout(self) -> Layout:
        factor = TEXT_SCALES.get(self.settings.get("text_size"), 1.0)
        return make_layout(self.screen.get_size(), factor, LOG_LINES)

    # -- help and rules ---------------------------------------------------------------------
    def show_help(self) -> None:
        """F1: the keys of the top scene, then the keys of every screen, in a text scene."""
        from .scenes.text_view import TextViewScene
        scene = self.top
        if scene is None:
            return
        if getattr(scene, "help_page", False):  # F1 on a keys page: say it again, never stack
            scene.announce_self()
            return
        name = scene.help_name()
        own = scene.help_lines()
        # Ctrl+F1 reads the rules of the game on the stack: listed only where there is one (in the
        # main menu or the lobby it would only say that no game is running; the Help menu has them)
        gameless = not any(s.rules_game for s in self.scenes)
        lines = own + [_("In every screen:")] + self.global_keys.help_lines(exclude=("rules",) if gameless else ())
        if name == scene.title:  # the screen's own title, capitalised ("Клавиши: Игра на взятки" in Russian)
            heading = pgettext("keys page of a screen named by its title", "Keys for {screen}").format(screen=name)
        else:  # a name made for the sentence ("the pause menu")
            heading = _("Keys for {screen}").format(screen=name)
        page = TextViewScene(self, heading, lines, headings=[len(own)])
        page.help_page = True
        self.push(page)

    def show_rules(self, game: str | None = None) -> None:
        """Ctrl+F1 (``game=None``: the game of the nearest scene that has one) or the Help menu:
        push the rules text ``game/rules_text/<game>.md`` (``game/rules_text/<lang>/<game>.md`` in
        another language) read line by line; say so if missing."""
        from .paths import rules_text_path
        from .scenes.text_view import TextViewScene, markdown_page
        if game is None:
            game = next((s.rules_game for s in reversed(self.scenes) if s.rules_game), None)
        if game is None:
            self.announcer.say(_("No game is running. The rules of both games are in the Help menu."),
                               interrupt=True)
            return
        title = rules_title(game)
        path = rules_text_path(game, i18n.current_language())
        try:
            text = path.read_text(encoding="utf-8")
        except OSError:
            self.announcer.say(_("{title}: the rules file {file} is missing.").format(title=title, file=path.name),
                               interrupt=True, cue="refused")
            return
        top = self.top
        if isinstance(top, TextViewScene) and top.title == title:  # already open: no second copy
            top.announce_self()
            return
        lines, headings = markdown_page(text)
        self.push(TextViewScene(self, title, lines, headings))

    # -- events -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        """Route one pygame event (see the module doc)."""
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.layout = self._make_layout()
            self.mark_dirty()
            return
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN,
                          pygame.WINDOWFOCUSGAINED):
            self.mark_dirty()
        if event.type == pygame.WINDOWFOCUSLOST:
            self._keys_down.clear()
            self._held_over_stall.clear()
        if event.type == pygame.KEYUP:
            self._keys_down.discard(getattr(event, "key", None))
            self._held_over_stall.discard(getattr(event, "key", None))
        scene = self.top
        repeat = False
        if event.type == pygame.KEYDOWN:
            key = getattr(event, "key", None)
            repeat = key in self._keys_down or bool(getattr(event, "repeat", False))
            self._keys_down.add(key)
            if repeat and (self._stalled or key in self._held_over_stall):
                # Repeats that piled up while the frame was held up: a held key never runs away
                # after a stall (a press acts once); it repeats again once pressed anew.
                self._held_over_stall.add(key)
                return
            if repeat and key not in REPEATING_KEYS and not (scene is not None and scene.key_repeats(event)):
                return  # a held key acts once: only moves auto-repeat (and a text entry's editing keys)
            self.key_presses += 1
            intent = self.global_keys.intent_for(event)
            if intent is not None:
                self._global(intent)
                return
            if scene is not None:
                intent = scene.keys.intent_for(event)
                if intent is not None:
                    self.intent_now = intent
                    try:
                        scene.on_intent(intent)
                    finally:
                        self.intent_now = None
                    return
        if scene is not None:
            said = self.announcer.said_count
            scene.on_event(event)
            if (event.type == pygame.KEYDOWN and not repeat and self.top is scene
                    and self.announcer.said_count == said):
                scene.on_unbound_key(event)

    def _global(self, intent: Intent) -> None:
        name = intent.name
        if name.startswith("history_"):
            self.announcer.review(name.removeprefix("history_"))
        elif name == "repeat_last":
            self.announcer.review("repeat")
        elif name == "stop_speech":
            self.announcer.stop()
        elif name == "help":
            self.show_help()
        elif name == "rules":
            self.show_rules()

    # -- the loop ---------------------------------------------------------------------------
    def process_events(self, stalled: bool = False) -> None:
        """Handle every queued pygame event (stops early when one of them quits). ``stalled``:
        they piled up while the frame was held up (:data:`STALL`): key repeats among them are
        dropped, and so are the later repeats of those keys until they are released (a press
        acts once; a stall never turns into a held key)."""
        self._stalled = stalled
        try:
            for event in pygame.event.get():
                self.handle_event(event)
                if not self.running:
                    break
        finally:
            self._stalled = False

    def step(self, count: int = 1, *, draw_each: bool = True) -> None:
        """Run ``count`` frames without waiting: events, one update, a draw if dirty (tests).
        ``draw_each=False`` draws only after the last frame (if anything changed in any of
        them): time passing in a test, where no frame in between is looked at."""
        for frame in range(count):
            self.process_events()
            self.update(STEP)
            if self.dirty and (draw_each or frame == count - 1):
                self.draw()

    def update(self, dt: float) -> None:
        """One fixed step for the top scene, then ``tick_covered(dt)`` of each scene below it that
        has one (an online table under its menu or help takes the game's updates: the game goes
        on there); every :data:`~game.memory.TRIM_SECONDS`, freed memory goes back to the system."""
        self.updates += 1
        if self._opening is not None:
            self._take_speech()
        self.announcer.tick(dt)
        if self.updates % round(TRIM_SECONDS / STEP) == 0:
            release_free_memory()
        if self.announcer.check_backend() and self.top is not None:
            self.top.speech_replaced()
        retold, self.announcer.retold = self.announcer.retold, None
        if retold is not None and self.top is not None:
            self.top.speech_retold(retold)
        if self.settings.save_problem and not self._told_save_problem:
            self._told_save_problem = True
            self.announcer.notice(self.settings.save_problem)
        scene = self.top
        if scene is not None:
            scene.tick(dt)
        for below in self.scenes[:-1]:  # (an online table under its menu: the game goes on there)
            covered = getattr(below, "tick_covered", None)
            if callable(covered):
                covered(dt)
        if self.announcer.history.settle():  # a message began to be said: the log strip shows it now
            self.mark_dirty()

    def draw(self) -> None:
        """Redraw the window: background, the scene (and the one below when it is transparent),
        the log strip. Clears the dirty flag."""
        self.dirty = False
        self.draws += 1
        surface = self.screen
        surface.fill(self.theme.background)
        scene = self.top
        if scene is not None:
            start = len(self.scenes) - 1
            while start > 0 and self.scenes[start].transparent:
                start -= 1
            for below in self.scenes[start:]:
                below.draw(surface, self.layout)
            if scene.show_log:
                announcer = self.announcer
                # the strip shows what is being said or was (History.shown); while the player
                # reads the history with its keys, the history itself, every message in place
                reviewing = announcer.review_index is not None
                items = announcer.history.items() if reviewing else announcer.history.shown()
                start, highlight = log_window(len(items), LOG_LINES, announcer.review_index)
                self.log_placements = Placements()
                draw_log(surface, self.layout, self.fonts, self.theme, items[start:start + LOG_LINES],
                         highlight, announcer.review_caption, self.log_placements)
            else:
                self.log_placements = None
        pygame.display.flip()

    def run_loop(self, max_updates: int | None = None) -> int:
        """Run until quit (or until ``max_updates`` updates). Returns the exit code 0.

        Each pass: take the real time since the last pass (clamped to :data:`MAX_FRAME`) into the
        accumulator, handle queued events (after a stall of :data:`STALL` seconds or more,
        without the key repeats that piled up: :meth:`process_events`), run whole :data:`STEP` updates from the accumulator,
        draw if dirty, then sleep until the next update is due.
        """
        previous = self._clock()
        accumulator = 0.0
        limit = None if max_updates is None else self.updates + max_updates
        while self.running:
            now = self._clock()
            stalled = now - previous >= STALL
            if stalled:
                log.info("the frame was held up %.1f s: key repeats piled up meanwhile are dropped", now - previous)
            accumulator += min(now - previous, MAX_FRAME)
            previous = now
            self.process_events(stalled)
            while accumulator >= STEP - 1e-9 and self.running:
                self.update(STEP)
                accumulator = max(0.0, accumulator - STEP)
                if limit is not None and self.updates >= limit:
                    return 0
            if self.dirty and self.running:
                self.draw()
            if self.running:
                wait = STEP - accumulator - (self._clock() - previous)
                if wait > 0.0005:
                    self._sleep(wait)
        return 0

    def close(self) -> None:
        """Leave every scene, close speech, transcript and sound, and the window."""
        while self.scenes:
            self.scenes.pop().exit()
        if self._opening is not None:  # speech still opening: closed when (or once) it is ready
            self._opening.close()
        self.announcer.close()
        self.sound.close()
        pygame.display.quit()


def run(options: argparse.Namespace) -> int:
    """Play: open the window at the main menu (or the ``--game`` asked for) and run until quit.

    ``options`` carries ``transcript``, ``smoke``, ``game``, ``players``, ``seed``, ``variant``,
    ``language`` (see :func:`game.__main__.build_parser`). The language is ``--language``, else
    the Language option, else the system locale's (:func:`game.i18n.system_language`). ``--smoke`` runs :data:`SMOKE_UPDATES` updates and
    exits. Returns the process exit code.
    """
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    discover_games()
    settings = Settings()
    i18n.set_language(getattr(options, "language", None) or settings.get("language")
                      or i18n.system_language())
    try:
        app = App(settings, transcript=getattr(options, "transcript", None))
    except pygame.error as exc:
        print(_("ninety-nine: cannot open the window: {error}").format(error=exc), file=sys.stderr)
        return 1
    try:
        if getattr(options, "connect", None):
            app.start_online(options)
        else:
            app.start(getattr(options, "game", None),
                      StartOptions(players=getattr(options, "players", None), seed=getattr(options, "seed", None),
                                   variant=getattr(options, "variant", None)))
        app.sound.preload()  # after the first words (the mixer takes up to 0.1 s), before any key
        return app.run_loop(SMOKE_UPDATES if getattr(options, "smoke", False) else None)
    except KeyboardInterrupt:  # Ctrl+C in the terminal: a clean quit, settings kept
        log.info("interrupted")
        app.settings.save()
        return INTERRUPTED
    finally:
        app.close()
