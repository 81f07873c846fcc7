"""The app: the window, the scene stack, start-up and the settings that act on the whole app.

Its parts, each a mixin of :class:`App`: the loop (:mod:`game.app_loop`: a fixed-timestep loop,
drawing only when something changed), the keys (:mod:`game.app_keys`: global keys first, then the
top scene's; a held key acts once), the speech opened in the background and the speech options
(:mod:`game.app_speech`) and the transcript (:mod:`game.app_transcript`).
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import time
from collections.abc import Callable

import pygame

from . import i18n
from .app_keys import REPEATING_KEYS, AppKeys
from .app_loop import LOG_LINES, MAX_FRAME, STALL, STEP, AppLoop
from .app_speech import SWITCH_WAIT, AppSpeech
from .app_transcript import AppTranscript
from .i18n import _
from .input.keys import Intent, global_key_table
from .memory import TRIM_SECONDS, release_free_memory
from .scenes.base import Scene
from .scenes.registry import StartOptions, discover_games, find_game, not_available_text
from .settings import Settings
from .sound import SoundCues
from .speech.announcer import Announcer
from .speech.backends import SilentSpeech, SpeechBackend
from .speech.opening import OpeningSpeech
from .speech.select import create_backend, fallback_backend, start_voice
from .ui.layout import Layout, make_layout
from .ui.placement import Placements
from .ui.text import TEXT_SCALES, Fonts
from .ui.theme import NORMAL, Theme, theme_for

log = logging.getLogger(__name__)

SMOKE_UPDATES = 240
"""Updates run by ``--smoke`` (4 seconds)."""
INTERRUPTED = 130
"""Exit code after Ctrl+C (128 + SIGINT), as shells expect."""
DEFAULT_SIZE = (1280, 720)

__all__ = ["App", "run", "check_display", "window_icon", "create_backend", "start_voice", "release_free_memory",
           "STEP", "MAX_FRAME", "STALL", "SWITCH_WAIT", "SMOKE_UPDATES", "REPEATING_KEYS", "INTERRUPTED",
           "DEFAULT_SIZE", "LOG_LINES"]
"""The app's names, its parts' constants among them (re-exported: :mod:`game.app_loop`,
:mod:`game.app_keys`, :mod:`game.app_speech`)."""


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


class App(AppLoop, AppKeys, AppSpeech, AppTranscript):
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
        self.fixed_search = False
        """True: searching computer players and hints sample a fixed number of deals, not against
        the clock, so a seed gives the same game on every run (:func:`run` with ``--seed``, the
        tests; :attr:`game.scenes.card_table_cpu.ComputerTurns.fixed_search`)."""
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
        self._speech_named = None  # "Speech: espeak-ng." as said (a table opened takes it back unsaid)
        self._speech_for = "text_only" if settings.get("speech_mode") == "text_only" else ""
        """The Speech option's mode the speech in use was opened for ("" while the start-up search
        has not ended): chosen again while another mode opens, that opening is undone."""
        self._speech_notice = None  # the Speech option's last confirmation ("Using NVDA.", why not)
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
        self._refused_held: set[object] = set()  # keys refused and not released: their repeats say nothing
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
        """Put ``scene`` on top; it announces itself (``scene.enter()``), after the scene it
        covers was told (``covered()``). A game's table takes back the speech's name not yet
        said (:meth:`speech_name_outdated`)."""
        if self.scenes:
            self.scenes[-1].covered()
        self.scenes.append(scene)
        if self._speech_named is not None and self._table_open():
            self.speech_name_outdated()
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

    def _table_open(self) -> bool:
        """True when a game's table is on the stack (under help or a menu too)."""
        from .scenes.card_table import CardTable
        return any(isinstance(scene, CardTable) for scene in self.scenes)

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

    # -- speech opening in the background (the rest: game.app_speech) -----------------------
    def _new_opening(self, mode: str) -> OpeningSpeech:
        """An :class:`OpeningSpeech` for ``mode`` at the rate and braille set now (not begun);
        it becomes :attr:`_opening`, the only one."""
        rate, braille = int(self.settings.get("speech_rate")), bool(self.settings.get("braille"))
        self._opening = OpeningSpeech(lambda: create_backend(mode, rate, braille))
        self._opening_for = (mode, rate)
        self._opening_ready_at = None
        return self._opening

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
    def set_language(self, language: str) -> None:
        """The Language option: save ``language`` (``"en"``, ``"es"``, ``"ru"``), switch the
        catalogs at once, and let every scene on the stack re-read its text
        (:meth:`Scene.on_language_changed`); self-voicing takes the matching voice from its next
        message (:func:`game.speech.select.espeak_command`), nothing is reopened; a table's
        lines still waiting are worded anew (:meth:`game.speech.Announcer.reword_waiting`).
        Raises ValueError for another code."""
        self.settings.set("language", language)
        self.apply_language(language)

    def apply_language(self, language: str) -> None:
        """Switch to ``language`` without saving it (``--language``, tests)."""
        i18n.set_language(language)
        pygame.display.set_caption(_("Ninety-Nine"))
        for scene in self.scenes:
            scene.on_language_changed()
        self.announcer.reword_waiting()  # (a table's lines held under the menu: said in the new language)
        self.mark_dirty()
        release_free_memory()  # the old catalog and every text in the old language are free now

    def apply_display_settings(self) -> None:
        """Re-read text size and high contrast, and redraw."""
        self.theme = theme_for(self.settings.get("high_contrast"))
        self.layout = self._make_layout()
        self.mark_dirty()

    def _make_layout(self) -> Layout:
        factor = TEXT_SCALES.get(self.settings.get("text_size"), 1.0)
        return make_layout(self.screen.get_size(), factor, LOG_LINES)

    # -- the loop (the rest: game.app_loop) -------------------------------------------------
    def update(self, dt: float) -> None:
        """One fixed step for the top scene, then ``tick_covered(dt)`` of each scene below it that
        has one (an online table under its menu or help takes the game's updates: the game goes
        on there); every :data:`~game.memory.TRIM_SECONDS`, freed memory goes back to the system."""
        self.updates += 1
        if self._opening is not None:
            self._take_speech()
        if self._speech_named is not None and self.top is not None and self._table_open():
            self.speech_name_outdated()  # (cut by the key that opened the table: never said again)
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
            # a seed asked for gives the same game on every run, on any machine: the searching
            # players sample a fixed number of deals, not against the clock (found by a tester:
            # seed 21's first lead was the ace of spades in one run, the ace of hearts in the
            # next; a trick-game bid then takes about 0.9 s instead of 0.6 s on 2 cores)
            app.fixed_search = getattr(options, "seed", None) is not None
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
