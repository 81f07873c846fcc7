"""The whole app driven at random ("any key at any time"): seeded key storms through every screen.

A :class:`Monkey` builds the real headless :class:`game.app.App` (both games registered, a recording
speech backend, no sound, settings and data in the test's own folders) and sends it random key
sequences: single presses with random modifiers (Shift, Ctrl, Alt and their combinations), held
keys with auto-repeats, digits, letters, F-keys, typed characters of other alphabets, Escape and
Enter storms, menu picks (Home, Down a few times, Enter), idle waits while computer players play,
focus losses and window resizes, and now and then a stall of the app's own fixed-timestep loop
(:meth:`game.app.App.run_loop` on a fake clock). When the app quits (Quit in the main menu), a
new one starts on the same folders (Continue, saved games, statistics and settings the last one
left). Optionally a real game server on 127.0.0.1 is running, with the Play online address set
to it, so the lobby, its text entries and online tables are reached too.

After every burst it checks: no exception escaped, nothing was logged as an error by the game,
every spoken line is a non-empty string with no placeholder left in it ("{name}"), the scene
stack is bounded, and the app is running with a scene on top or has quit; every 40 bursts, that
F1 still answers (not stuck). Half the hunt's seeds start at a table (as ``--game`` does), most
with fast computer players and huge, small or large text, in English, Spanish or Russian.

Also: a broken settings file (random bytes, JSON of the wrong shape, values of the wrong type)
and damaged real saves before the start (defaults used and said, then keys); no sound device.

A few seeds run in the normal test run (well under 20 s). The long hunt:

    NINETYNINE_FUZZ_SEEDS=50 NINETYNINE_FUZZ_FRAMES=20000 nice -n 19 .venv/bin/python -m pytest -q \\
        tests/test_app_key_fuzz.py -k hunt -s

(``NINETYNINE_FUZZ_FIRST`` picks the first seed; ``NINETYNINE_FUZZ_ONLINE=1`` adds the server.)
"""

from __future__ import annotations

import json
import logging
import os
import random
import re
import time

import pygame
import pytest

from game import i18n
from game.app import STALL, STEP, App
from game.scenes import registry
from game.settings import DEFAULTS as DEFAULTS_OF_SETTINGS
from game.settings import Settings
from game.speech import RecordingSpeech
from tests.fake_clock import FakeClock

PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}|%\([a-z_]+\)[sd]|\{\}")
"""A placeholder that was never filled in ("{name}", "%(count)d", "{}")."""

MAX_SCENES = 12
"""More scenes stacked than any path through the screens needs: something pushes without end."""

LETTERS = [getattr(pygame, f"K_{c}") for c in "abcdefghijklmnopqrstuvwxyz"]
DIGITS = [getattr(pygame, f"K_{d}") for d in "0123456789"]
FKEYS = [getattr(pygame, f"K_F{n}") for n in range(1, 13)]
MOVES = [pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END,
         pygame.K_PAGEUP, pygame.K_PAGEDOWN]
OTHERS = [pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_TAB, pygame.K_BACKSPACE,
          pygame.K_DELETE, pygame.K_INSERT, pygame.K_COMMA, pygame.K_PERIOD, pygame.K_SLASH, pygame.K_MINUS,
          pygame.K_EQUALS, pygame.K_PLUS, pygame.K_QUESTION, pygame.K_LEFTBRACKET, pygame.K_SEMICOLON,
          pygame.K_QUOTE, pygame.K_BACKQUOTE, pygame.K_KP0, pygame.K_KP5, pygame.K_KP_PLUS, pygame.K_KP_MINUS,
          pygame.K_LSHIFT, pygame.K_RCTRL, pygame.K_LALT, pygame.K_CAPSLOCK, pygame.K_MENU, pygame.K_PRINTSCREEN,
          pygame.K_UNKNOWN, pygame.K_AC_BACK, 0x40000102, pygame.K_KP_EQUALS, pygame.K_F13, pygame.K_F15,
          pygame.K_LGUI, pygame.K_MODE, pygame.K_NUMLOCK, pygame.K_SCROLLOCK, pygame.K_PAUSE, pygame.K_KP_PERIOD]
MODS = [0] * 8 + [pygame.KMOD_LSHIFT] * 3 + [pygame.KMOD_LCTRL, pygame.KMOD_LALT, pygame.KMOD_RSHIFT,
                                             pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT,
                                             pygame.KMOD_LALT | pygame.KMOD_LSHIFT,
                                             pygame.KMOD_LCTRL | pygame.KMOD_LALT, pygame.KMOD_CAPS,
                                             pygame.KMOD_NUM, pygame.KMOD_LGUI]
FOREIGN = "ñáéüçßжщыэюяЖЯ€£°¿¡€中😀"
SYMBOL_CHAR = {pygame.K_COMMA: ",", pygame.K_PERIOD: ".", pygame.K_SLASH: "/", pygame.K_MINUS: "-",
               pygame.K_EQUALS: "=", pygame.K_PLUS: "+", pygame.K_QUESTION: "?", pygame.K_LEFTBRACKET: "[",
               pygame.K_SEMICOLON: ";", pygame.K_QUOTE: "'", pygame.K_BACKQUOTE: "`", pygame.K_SPACE: " ",
               pygame.K_KP0: "0", pygame.K_KP5: "5", pygame.K_KP_PLUS: "+", pygame.K_KP_MINUS: "-"}


def typed(key: int, mod: int) -> str:
    """The character a key types with ``mod`` held on a US layout ("" for keys that type none, or
    with Ctrl or Alt held)."""
    if mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
        return ""
    if key in LETTERS:
        char = chr(key)
        return char.upper() if bool(mod & pygame.KMOD_SHIFT) != bool(mod & pygame.KMOD_CAPS) else char
    if key in DIGITS:
        return ")!@#$%^&*("[key - pygame.K_0] if mod & pygame.KMOD_SHIFT else chr(key)
    return SYMBOL_CHAR.get(key, "")


class Errors(logging.Handler):
    """Error records the game logged (a failure it caught but did not foresee)."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


class Monkey:
    """Random keys into a real headless app, seeded; see the module doc.

    ``frames`` bounds the updates run (all apps together); ``url`` is a game server's ws://
    address for Play online (None: Play online has none set). ``trace`` keeps the last bursts (what
    was sent) for the failure message.
    """

    def __init__(self, seed: int, frames: int, url: str | None = None, varied: bool = True,
                 sound: bool = False) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.varied = varied  # the first app may start with other options (keeps the file's when False)
        self.at_table = varied and url is None and self.rng.random() < 0.5  # the first app starts at a table
        self.frames = frames
        self.url = url
        self.sound = sound  # real sound cues (the mixer opened on the SDL audio driver of the environment)
        self.updates = 0
        self.key_events = 0
        self.apps = 0
        self.quits = 0
        self.trace: list[str] = []
        self.app: App | None = None
        self.speech: RecordingSpeech | None = None
        self.checked = 0  # spoken lines checked so far (of this app)
        self.scenes_seen: set[str] = set()
        self.first_words: list[str] = []  # what the first app said
        self.first_settings: Settings | None = None  # the first app's
        self.first_values: dict[str, object] = {}  # the options as the first app read them
        self.first_problem: str | None = None  # the first app's settings' load_problem at its start

    # -- the app -----------------------------------------------------------------------------
    def open(self) -> None:
        """A new app on the same folders, at the main menu (Continue, when a game was left)."""
        settings = Settings()
        loaded = settings.values()
        if self.apps == 0 and self.varied and self.rng.random() < 0.7:
            # fast computer players (games reach their end), and often huge text or another language
            settings.set("cpu_delay", 0.3)
            settings.set("text_size", self.rng.choice(["medium", "huge", "huge", "small", "large"]))
            settings.set("language", self.rng.choice(["en", "en", "es", "ru"]))
            settings.set("high_contrast", self.rng.random() < 0.3)
        i18n.set_language(settings.get("language") or "en")  # as game.app.run does (the system's: English here)
        if self.url is None and self.apps == 0:  # Connect never reaches a server of the machine: a closed port
            from tests.net_helpers import free_port
            settings.section("online")["url"] = f"ws://127.0.0.1:{free_port()}"
        if self.url is not None:
            online = settings.section("online")
            if online.get("url") != self.url:
                # a table it creates has one seat for it and computer players in the others: S starts it
                online.update({"url": self.url, "name": "Monkey", "game": self.rng.choice(["counting", "tricks"]),
                               "players": 2, "computers": 1, "cpu_delay": 0.3})
        self.speech = RecordingSpeech()
        self.clock = FakeClock()
        self.app = App(settings, backend=self.speech, sound=self.sound, clock=self.clock, sleep=self.clock.sleep)
        self.app.think_in_worker = False
        self.app.fixed_search = True
        self.apps += 1
        self.checked = 0
        if self.sound:
            self.app.sound.preload()  # as game.app.run does before the first key
        pygame.event.clear()
        if self.apps == 1 and self.at_table:  # as with --game: straight to a table
            from game.scenes.registry import StartOptions
            self.app.start(self.rng.choice(["counting", "tricks"]),
                           StartOptions(players=self.rng.choice([2, 3, 4, 5]), seed=self.seed))
        else:
            self.app.start()
        if self.apps == 1 and self.url is not None:  # by keys to the lobby: Play online, Connect
            for key in (pygame.K_HOME, pygame.K_DOWN, pygame.K_DOWN, pygame.K_RETURN, pygame.K_DOWN, pygame.K_DOWN,
                        pygame.K_RETURN):
                self.press(key)
                self.app.step(1)
            end = time.monotonic() + 10
            while type(self.app.top).__name__ != "Lobby" and time.monotonic() < end:
                self.app.step(1)
                time.sleep(0.01)
            assert type(self.app.top).__name__ == "Lobby", self.speech.texts[-5:]
        self.app.step(1)
        if self.apps == 1:
            self.first_values = dict(loaded)
            self.first_problem = settings.load_problem
            self.first_settings = settings
            self.first_words = self.speech.texts  # (the list grows as it speaks)

    def close(self) -> None:
        if self.app is not None:
            self.app.close()
            self.app = None

    # -- what is sent ------------------------------------------------------------------------
    def post(self, kind: int, key: int, mod: int = 0, unicode: str = "", repeat: bool = False) -> None:
        attrs = {"key": key, "mod": mod, "unicode": unicode, "scancode": 0}
        if kind == pygame.KEYDOWN:
            attrs["repeat"] = repeat
            self.key_events += 1
        pygame.event.post(pygame.event.Event(kind, **attrs))

    def press(self, key: int, mod: int = 0, unicode: str | None = None) -> None:
        self.post(pygame.KEYDOWN, key, mod, typed(key, mod) if unicode is None else unicode)
        self.post(pygame.KEYUP, key, mod)

    def any_key(self) -> int:
        pool = self.rng.choices([LETTERS, DIGITS, FKEYS, MOVES, OTHERS], weights=[3, 2, 2, 4, 4])[0]
        return self.rng.choice(pool)

    def burst(self) -> str:
        """Post one burst of key events (or run one special action); returns its description."""
        rng = self.rng
        top = self.app.top if self.app is not None else None
        at_table = type(top).__name__.endswith(("Table", "Summary", "OnlineStart"))
        in_lobby = type(top).__name__ == "Lobby"
        kind = rng.choices(["press", "combo", "hold", "escapes", "enters", "pick", "type", "foreign", "wait",
                            "focus", "resize", "stall", "help", "digits", "play", "create", "events"],
                           weights=[30, 8, 6, 6, 5, 10, 3, 2, 8, 1, 1, 1, 3, 4, 60 if at_table else 4,
                                    25 if in_lobby else 0, 3])[0]
        if kind == "press":
            keys = [self.any_key() for _ in range(rng.randint(1, 4))]
            for key in keys:
                self.press(key)
            return f"press {[pygame.key.name(k) for k in keys]}"
        if kind == "combo":
            key, mod = self.any_key(), rng.choice(MODS[8:])
            self.press(key, mod)
            return f"combo {pygame.key.name(key)} mod={mod:#x}"
        if kind == "hold":
            key, mod = rng.choice(MOVES + OTHERS[:6] + LETTERS[:5] + DIGITS[:4]), rng.choice(MODS)
            repeats = rng.randint(1, 25)
            self.post(pygame.KEYDOWN, key, mod, typed(key, mod))
            for _ in range(repeats):  # as SDL repeats them: with the flag, or (older SDL) without
                self.post(pygame.KEYDOWN, key, mod, typed(key, mod), repeat=rng.random() < 0.7)
                if rng.random() < 0.5:
                    self.step(1)
            self.post(pygame.KEYUP, key, mod)
            return f"hold {pygame.key.name(key)} mod={mod:#x} x{repeats}"
        if kind == "escapes":
            count = rng.choice([1, 1, 1, 2, 3, 5, 10])
            for _ in range(count):
                self.press(pygame.K_ESCAPE)
            return f"escape x{count}"
        if kind == "enters":
            count = rng.randint(2, 8)
            for _ in range(count):
                self.press(rng.choice([pygame.K_RETURN, pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER]))
                if rng.random() < 0.5:
                    self.step(rng.randint(1, 30))
            return f"enter x{count}"
        if kind == "pick":
            downs = self.menu_pick()
            self.press(pygame.K_HOME)
            for _ in range(downs):
                self.press(pygame.K_DOWN)
            self.press(pygame.K_RETURN)
            return f"pick {downs}"
        if kind == "type":
            text = "".join(rng.choice("abcXYZ 019.:/-_{%") for _ in range(rng.randint(1, 12)))
            for char in text:
                key = ord(char.lower()) if char.isalnum() or char in " ./-" else pygame.K_LEFTBRACKET
                self.press(key, pygame.KMOD_SHIFT if char.isupper() else 0, char)
            return f"type {text!r}"
        if kind == "foreign":
            text = "".join(rng.choice(FOREIGN) for _ in range(rng.randint(1, 5)))
            if rng.random() < 0.2:  # an input method's whole word in one key event
                self.press(0, 0, text)
            for char in text:
                self.press(rng.choice([0, pygame.K_a, pygame.K_SEMICOLON]), 0, char)
            return f"foreign {text!r}"
        if kind == "wait":
            count = rng.choice([5, 30, 60, 200, 600])
            self.step(count)
            return f"wait {count}"
        if kind == "focus":
            pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
            pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSGAINED))
            return "focus lost and gained"
        if kind == "resize":
            size = (rng.randint(200, 1600), rng.randint(150, 1000))
            pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
            return f"resize {size}"
        if kind == "stall":
            self.loop_stall()
            return "stall"
        if kind == "help":
            self.press(pygame.K_F1)
            self.step(rng.randint(1, 20))
            if rng.random() < 0.7:
                self.press(pygame.K_ESCAPE)
            return "F1"
        if kind == "events":  # what else a window receives: the mouse, text input, a dropped file, a lone key up
            events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(rng.randint(0, 900), rng.randint(0, 700)),
                                         button=rng.randint(1, 5)),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(10, 10), button=1),
                      pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)),
                      pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-3, 1]), flipped=False),
                      pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(["a", "Ж", "😀", "ab"])),
                      pygame.event.Event(pygame.TEXTEDITING, text="x", start=0, length=1),
                      pygame.event.Event(pygame.DROPFILE, file="/nonexistent"),
                      pygame.event.Event(pygame.KEYUP, key=self.any_key(), mod=0, unicode="", scancode=0),
                      pygame.event.Event(pygame.WINDOWMINIMIZED), pygame.event.Event(pygame.WINDOWEXPOSED),
                      pygame.event.Event(pygame.WINDOWLEAVE), pygame.event.Event(pygame.USEREVENT, code=1),
                      pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0),  # no unicode attribute
                      pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN)]  # neither mod nor unicode
            chosen = rng.sample(events, rng.randint(1, 4))
            for event in chosen:
                pygame.event.post(event)
            return f"events {[pygame.event.event_name(e.type) for e in chosen]}"
        if kind == "create":  # in the lobby: N, a few choices changed, Create, then S starts it
            self.press(pygame.K_n)
            self.step(2)
            for _ in range(rng.randint(0, 6)):
                self.press(rng.choice([pygame.K_DOWN, pygame.K_RIGHT, pygame.K_LEFT, pygame.K_RIGHT]))
            self.press(pygame.K_END)
            self.press(pygame.K_UP)
            self.press(pygame.K_RETURN)
            self.step(60)
            self.press(pygame.K_s)
            return "create a table and start it"
        if kind == "play":  # as a player at a table: the usual keys, time to hear and to let others play
            count = rng.randint(5, 40)
            for _ in range(count):
                key = rng.choice([pygame.K_RETURN, pygame.K_RETURN, pygame.K_SPACE, pygame.K_1, pygame.K_2,
                                  pygame.K_DOWN, pygame.K_RIGHT, pygame.K_UP, pygame.K_d, pygame.K_h, pygame.K_t])
                self.press(key)
                self.step(rng.choice([1, 10, 30, 60, 120]))
            return f"play x{count}"
        keys = [rng.choice(DIGITS) for _ in range(rng.randint(1, 3))]
        for key in keys:
            self.press(key, rng.choice([0, 0, pygame.KMOD_SHIFT]))
        return f"digits {[pygame.key.name(k) for k in keys]}"

    def menu_pick(self) -> int:
        """How many Downs a pick presses: in a menu, to one of its items (in the main menu Quit only
        now and then, so that the app is not restarted all the time); elsewhere 0 to 9."""
        from game.scenes.main_menu import MainMenu
        from game.scenes.menu import MenuScene
        top = self.app.top if self.app is not None else None
        if isinstance(top, MenuScene) and top.items:
            last = len(top.items) - 1
            if isinstance(top, MainMenu) and last > 0 and self.rng.random() < 0.9:
                last -= 1
            return self.rng.randint(0, last)
        return self.rng.randint(0, 9)

    # -- time --------------------------------------------------------------------------------
    def step(self, count: int) -> None:
        """``count`` frames (fewer if the app quits), drawn after the last; with a server,
        the network gets a little real time too."""
        app = self.app
        assert app is not None
        online = self.url is not None and any("online" in type(s).__module__ or "lobby" in type(s).__module__
                                              for s in app.scenes)
        for frame in range(count):
            if not app.running:
                return
            app.process_events()
            if not app.running:
                return
            app.update(STEP)
            self.updates += 1
            if online:
                time.sleep(0.002)
        if app.running and app.dirty:
            app.draw()

    def loop_stall(self) -> None:
        """A key held through a stall of the app's own loop: its repeats pile up, then the loop
        runs on (:meth:`game.app.App.run_loop` on the fake clock)."""
        app = self.app
        assert app is not None
        key = self.rng.choice(MOVES + [pygame.K_RETURN, pygame.K_SPACE, pygame.K_a])
        self.post(pygame.KEYDOWN, key)
        app.run_loop(2)
        for _ in range(self.rng.randint(2, 30)):
            self.post(pygame.KEYDOWN, key, repeat=True)
        self.clock.now += STALL + self.rng.random()
        before = app.updates
        app.run_loop(3)
        self.post(pygame.KEYUP, key)
        app.run_loop(2)
        self.updates += app.updates - before + 2

    # -- checks ------------------------------------------------------------------------------
    def check(self, errors: Errors) -> None:
        app, speech = self.app, self.speech
        assert app is not None and speech is not None
        for text, _interrupt in speech.spoken[self.checked:]:
            assert isinstance(text, str) and text.strip(), self.failure(f"empty or non-text line {text!r}")
            assert not PLACEHOLDER.search(text), self.failure(f"placeholder left in {text!r}")
        self.checked = len(speech.spoken)
        assert not errors.records, self.failure("logged errors: " + " | ".join(
            f"{r.getMessage()} {r.exc_text or ''}" for r in errors.records))
        assert len(app.scenes) <= MAX_SCENES, self.failure(f"{len(app.scenes)} scenes stacked")
        if app.running:
            assert app.top is not None, self.failure("running with no scene")
            self.scenes_seen.add(type(app.top).__name__)

    def probe(self) -> None:
        """Not stuck: F1 answers within a few frames (it opens the keys of the screen on top, which
        says so; Escape closes it again, the screen below is back on top)."""
        app, speech = self.app, self.speech
        assert app is not None and speech is not None
        below = app.top
        said = len(speech.spoken)
        self.press(pygame.K_F1)
        self.step(5)
        if not app.running:
            return
        assert len(speech.spoken) > said, self.failure("F1 did nothing")
        if app.top is not below:  # (F1 on a page of keys says that page again)
            self.press(pygame.K_ESCAPE)
            self.step(2)
            assert not app.running or app.top is below, self.failure("Escape did not close the help")
        self.trace.append("probe: F1, Escape")

    def failure(self, what: str) -> str:
        said = self.speech.texts[-10:] if self.speech else []
        scenes = [type(s).__name__ for s in self.app.scenes] if self.app else []
        return (f"seed {self.seed}: {what}\nscenes: {scenes}\nlast bursts: {self.trace[-15:]}\nlast said: {said}")

    def run(self) -> None:
        """Bursts until ``frames`` updates ran; restarts the app each time it quits."""
        errors = Errors()
        logger = logging.getLogger("game")
        logger.addHandler(errors)
        try:
            self.open()
            while self.updates < self.frames:
                description = self.burst()
                self.trace.append(description)
                try:
                    self.step(self.rng.randint(1, 8))
                except Exception as exc:
                    raise AssertionError(self.failure(f"{type(exc).__name__}: {exc}")) from exc
                self.check(errors)
                assert self.app is not None
                if self.app.running and len(self.trace) % 40 == 0:
                    self.probe()
                if not self.app.running:
                    self.quits += 1
                    self.trace.append("-- quit; a new app starts")
                    self.close()
                    self.open()
        finally:
            logger.removeHandler(errors)
            self.close()


@pytest.fixture(autouse=True)
def _both_games(monkeypatch):
    """Both games in the main menu, as in the real app."""
    from game.counting.menu_entry import ENTRY
    from game.tricks import menu_entry as tricks_entry
    monkeypatch.setattr(registry, "_GAMES", {})
    registry.register_game(ENTRY)
    registry.register_game(registry.GameEntry(key="tricks", title="Trick game", order=20,
                                              new_game=tricks_entry._new_game, start=tricks_entry._start,
                                              key_help=tricks_entry._key_help))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_keys_never_take_the_app_down(seed):
    monkey = Monkey(seed, 1500)
    monkey.run()
    assert monkey.updates >= 1500
    assert monkey.key_events > 30


def test_random_keys_with_no_sound_device(monkeypatch, caplog):
    """Sound cues on, but SDL finds no audio device: keys everywhere still work (no cue is played)."""
    monkeypatch.setenv("SDL_AUDIODRIVER", "no-such-audio-driver")
    monkey = Monkey(4, 800, sound=True)
    monkey.run()
    assert monkey.updates >= 800
    assert "sound cues disabled: Audio target 'no-such-audio-driver' not available" in caplog.text


# ------------------------------------------------------------- the long hunt (by env var)
HUNT_SEEDS = int(os.environ.get("NINETYNINE_FUZZ_SEEDS", "0"))
HUNT_FRAMES = int(os.environ.get("NINETYNINE_FUZZ_FRAMES", "5000"))
HUNT_FIRST = int(os.environ.get("NINETYNINE_FUZZ_FIRST", "100"))


@pytest.mark.skipif(HUNT_SEEDS == 0, reason="the long hunt: set NINETYNINE_FUZZ_SEEDS")
@pytest.mark.parametrize("seed", range(HUNT_FIRST, HUNT_FIRST + max(HUNT_SEEDS, 1)))
def test_hunt(seed, tmp_path):
    url = None
    process = None
    if os.environ.get("NINETYNINE_FUZZ_ONLINE"):
        from tests.test_online_table import free_port, start_server, stop
        port = free_port()
        process = start_server(tmp_path / "server", port, tmp_path / "server.log")
        url = f"ws://127.0.0.1:{port}"
    monkey = Monkey(seed, HUNT_FRAMES, url)
    try:
        monkey.run()
    finally:
        if process is not None:
            stop(process)
    print(f"seed {seed}: {monkey.updates} frames, {monkey.key_events} key events, {monkey.apps} apps, "
          f"scenes {sorted(monkey.scenes_seen)}")


# ------------------------------------------------ a broken settings file, a damaged save, then keys
JUNK = [None, True, False, 0, -1, 1, 3, 2 ** 63, 1e308, -0.5, 0.3, 5.0, float("nan"), float("inf"), "", "x",
        "huge", "ru", "es", "en", "auto", "text_only", "large", "ws://", "ws://127.0.0.1:1", "Ana", "{0!r}{x",
        "\u0000", "é" * 300, [], [1, 2], {}, {"a": 1}]
"""Values of every JSON type, some valid for some option or remembered choice, most not."""
SECTION_KEYS = ["players", "tokens", "hand_size", "draw", "level", "packs", "variant", "scoring", "target",
                "computers", "game", "turn_timer", "draw_time", "draw_reminder", "cpu_delay", "url", "name"]
DEFAULT_NAMES = set(DEFAULTS_OF_SETTINGS)
DAMAGED_EN = "Settings file was damaged: default settings used. The old file was kept as settings.json.bad."
USELESS_EN = ("Settings file had nothing the game could use: default settings used. The old file was kept as "
              "settings.json.bad.")


def broken_settings(rng: random.Random) -> tuple[bytes, str | None]:
    """A settings file's bytes and, when it is set aside, the sentence that says so: damaged (not
    JSON: :data:`DAMAGED_EN`) or JSON that is not an object (:data:`USELESS_EN`)."""
    shape = rng.randrange(5)
    if shape == 0:
        return rng.randbytes(rng.randint(1, 3000)), DAMAGED_EN
    if shape == 1:
        return json.dumps(rng.choice([[], [1, {"options": {}}], "options", 7, None, True])).encode(), USELESS_EN
    if shape == 2:  # cut short
        good = json.dumps({"options": {"volume": 40}, "sections": {"counting": {"players": 4}}}).encode()
        return good[:rng.randint(1, len(good) - 1)], DAMAGED_EN
    options = {name: rng.choice(JUNK) for name in rng.sample(sorted(DEFAULT_NAMES), rng.randint(1, 11))}
    sections: object = {kind: {key: rng.choice(JUNK) for key in rng.sample(SECTION_KEYS, rng.randint(1, 10))}
                        for kind in ("counting", "tricks", "online")}
    if shape == 4:
        sections = rng.choice([[], "counting", {"counting": [1], "tricks": "x", "online": None}, 5])
    data = {"options": rng.choice([options, options, [], "x", None]), "sections": sections}
    return json.dumps(data).encode(), None


def damaged_save(rng: random.Random, real: dict | None) -> bytes:
    """A save that is damaged: random bytes, or a real save with some of its fields changed."""
    if real is None or rng.random() < 0.3:
        return rng.randbytes(rng.randint(0, 2000))
    data = json.loads(json.dumps(real))
    for _ in range(rng.randint(1, 3)):
        where = rng.choice(["setup", "entries", "top", "seed"])
        if where == "setup" and isinstance(data.get("setup"), dict) and data["setup"]:
            data["setup"][rng.choice(sorted(data["setup"]))] = rng.choice(JUNK)
        elif where == "entries" and isinstance(data.get("entries"), list) and data["entries"]:
            index = rng.randrange(len(data["entries"]))
            entry = data["entries"][index]
            if isinstance(entry, dict) and entry and rng.random() < 0.7:
                entry[rng.choice(sorted(entry))] = rng.choice(JUNK + ["KD", "10C", "AS", "2H"])
            else:
                data["entries"][index] = rng.choice(JUNK)
        elif where == "seed":
            data["seed"] = rng.choice(JUNK)
        else:
            data[rng.choice(sorted(data))] = rng.choice(JUNK)
    return json.dumps(data).encode()


def leave_games(seed: int) -> None:
    """Start a game of each kind (3 players, ``seed``), play a few keys, and leave both for
    Continue: real saves to damage."""
    from game.autosave.writer import WRITER
    from game.scenes.registry import StartOptions
    for kind in ("counting", "tricks"):
        app = App(Settings(), backend=RecordingSpeech(), sound=False)
        app.think_in_worker = False
        app.fixed_search = True
        try:
            app.start(kind, StartOptions(players=3, seed=seed))
            for key in (pygame.K_RETURN, pygame.K_1, pygame.K_RETURN, pygame.K_1, pygame.K_SPACE):
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
                pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
                app.step(120, draw_each=False)
            app.pop_to(app.scenes[0])
            WRITER.flush()
        finally:
            app.close()


@pytest.mark.parametrize("seed", range(4))
def test_broken_settings_and_damaged_saves_start_with_defaults_and_keys_work(seed):
    """Whatever the settings file and the saves hold, the app starts; a damaged settings file is
    said (after the main menu's words) and its defaults used; values of the wrong type or out of
    range fall back to their defaults one by one; then random keys never take it down."""
    from game.autosave.store import saves_dir
    from game.settings import config_dir
    rng = random.Random(seed)
    real: dict[str, dict] = {}
    damaged_saves = 0
    for round_ in range(3):
        raw, told = broken_settings(rng)
        path = config_dir() / "settings.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        for old in path.parent.glob("settings.json*"):
            old.unlink()
        path.write_bytes(raw)
        folder = saves_dir()
        if not list(folder.glob("*.json")):
            path.unlink()
            leave_games(seed)
            path.write_bytes(raw)
        saves = sorted(folder.glob("*.json"))
        assert saves
        for save in saves:
            try:
                real.setdefault(save.name.split("-")[0], json.loads(save.read_text()))
            except ValueError:
                pass
            if rng.random() < 0.7:
                save.write_bytes(damaged_save(rng, real.get(save.name.split("-")[0])))
                damaged_saves += 1
        monkey = Monkey(seed * 10 + round_, 600, varied=False)
        monkey.run()
        if told:
            assert monkey.first_values == DEFAULTS_OF_SETTINGS
            assert monkey.first_problem == told
            assert told in monkey.first_words[:2 + len(saves)]  # after the menu and the saves' notices
        else:
            file_options = json.loads(raw).get("options")
            for name, value in monkey.first_values.items():
                if isinstance(file_options, dict) and name in file_options and value != DEFAULTS_OF_SETTINGS[name]:
                    assert value == file_options[name]
                else:
                    assert value == DEFAULTS_OF_SETTINGS[name]
        i18n.set_language("en")
    assert damaged_saves
