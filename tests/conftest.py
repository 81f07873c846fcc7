"""Test configuration: everything runs headless."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# --- Client (game/app.py and scenes): settings isolation and a driver for scene tests -------------
import shutil  # noqa: E402
import tempfile  # noqa: E402

import pytest  # noqa: E402

# Never touch the player's real settings, saved games, statistics or cache. Each test gets its own
# config, data and cache folders (the autouse fixture below, inside pytest's own temporary folder); these
# process-wide folders only guard code that runs outside a test (collection), and are removed
# when the run ends.
_GUARD = tempfile.mkdtemp(prefix="ninetynine-test-")
os.environ["NINETYNINE_CONFIG_DIR"] = os.path.join(_GUARD, "ninetynine-test-config")
os.environ["NINETYNINE_DATA_DIR"] = os.path.join(_GUARD, "ninetynine-test-data")
os.environ["NINETYNINE_CACHE_DIR"] = os.path.join(_GUARD, "ninetynine-test-cache")
# Nor any screen reader or speech-dispatcher of the machine (or one an earlier run left hanging):
# Prism finds none unless a test starts its own (tests/test_speech_dispatcher.py). The game run
# as a process by a test inherits this.
os.environ["SPEECHD_ADDRESS"] = "unix_socket:" + os.path.join(_GUARD, "no-speech-dispatcher.sock")
os.environ["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=" + os.path.join(_GUARD, "no-session-bus")
os.environ.pop("AT_SPI_BUS_ADDRESS", None)


def pytest_collection_modifyitems(config, items):
    """Tests marked ``long`` (each takes many seconds) come first, so the parallel workers
    (pytest -n auto) start them at once instead of one of them ending the run alone; the order
    is otherwise kept (every test is independent of the others)."""
    items.sort(key=lambda item: item.get_closest_marker("long") is None)


def pytest_unconfigure(config):
    """Remove the guard folders (each xdist worker removes its own)."""
    shutil.rmtree(_GUARD, ignore_errors=True)


@pytest.fixture(autouse=True)
def _own_folders(tmp_path_factory, monkeypatch):
    """Every test starts with default settings, no saved game, no statistics and no compiled
    catalogs, in folders of its own (``$NINETYNINE_CONFIG_DIR``, ``$NINETYNINE_DATA_DIR``,
    ``$NINETYNINE_CACHE_DIR``): nothing is shared between tests, so they may run in any order
    and in parallel (pytest-xdist)."""
    monkeypatch.setenv("NINETYNINE_CONFIG_DIR", str(tmp_path_factory.mktemp("ninetynine-test-config-")))
    monkeypatch.setenv("NINETYNINE_DATA_DIR", str(tmp_path_factory.mktemp("data")))
    monkeypatch.setenv("NINETYNINE_CACHE_DIR", str(tmp_path_factory.mktemp("cache")))


def _utf8_safe(text):
    return text.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace") \
        if isinstance(text, str) else text


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Captured output and logs may hold file names that are not UTF-8 (tests of such paths);
    pytest-xdist can only send UTF-8 text from a worker, so such bytes are written as escapes."""
    outcome = yield
    report = outcome.get_result()
    report.sections = [(title, _utf8_safe(text)) for title, text in report.sections]


@pytest.fixture(autouse=True)
def _saves_not_synced(monkeypatch):
    """Saves are written atomically but not fsync-ed to the disk (game.autosave.store.SYNC): a
    killed game loses nothing either way (the system's cache outlives the process), and thousands
    of saves no longer wait for the disk. tests/test_autosave.py checks the sync itself."""
    from game.autosave import store
    monkeypatch.setattr(store, "SYNC", False)


@pytest.fixture(autouse=True)
def _english_after_each_test():
    """Tests assert English texts unless they choose a language; one that switches (the
    Language option, ``--language``) never leaks it into the next test."""
    yield
    from game import i18n
    if i18n.current_language() != "en":
        i18n.set_language("en")


class ClientDriver:
    """Drives a headless :class:`game.app.App` with posted key events; records what it says.

    ``press(key, mod=0)`` posts a KEYDOWN (pygame key code, pygame KMOD_* flags) and runs one
    frame; ``texts`` is every spoken text in order; ``clear()`` forgets them.
    """

    def __init__(self, app, speech):
        self.app = app
        self.speech = speech

    def start(self, game=None, **options):
        """Push the main menu (and ``game`` as with ``--game``); runs one frame."""
        from game.scenes.registry import StartOptions
        self.app.start(game, StartOptions(**options))
        self.app.step()

    def push(self, scene):
        """Push ``scene`` and run one frame."""
        self.app.push(scene)
        self.app.step()

    def press(self, key, mod=0, unicode=None, frames=1):
        """Post one key press and run ``frames`` frames (drawn after the last, see :meth:`frames`)."""
        import pygame
        if unicode is None:
            unicode = chr(key) if 32 <= key < 127 else ""
            if mod & pygame.KMOD_SHIFT:
                unicode = unicode.upper()
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
        self.app.step(frames, draw_each=False)

    def hold(self, key, repeats, mod=0):
        """Hold ``key`` down: one KEYDOWN, then ``repeats`` auto-repeat KEYDOWNs (the key is
        never released in between, as pygame's key repeat sends them), a frame after each, then
        the KEYUP."""
        import pygame
        for _ in range(1 + repeats):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
            self.app.step(1)
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
        self.app.step(1)

    def frames(self, count):
        """Run ``count`` frames (1/60 s each of scene time); the window is drawn after the last
        (what changed in any of them), the frames in between are not drawn (nobody looks)."""
        self.app.step(count, draw_each=False)

    def wait(self, count=1):
        """Run ``count`` frames without drawing (a test polling the game frame by frame until
        something happens; the next press or :meth:`frames` draws what changed)."""
        from game.app import STEP
        for _frame in range(count):
            self.app.process_events()
            self.app.update(STEP)

    @property
    def texts(self):
        """Every spoken text so far, in order."""
        return self.speech.texts

    @property
    def last(self):
        """The last spoken text (None when nothing was said)."""
        return self.speech.texts[-1] if self.speech.spoken else None

    def clear(self):
        """Forget what was spoken (the history stays)."""
        self.speech.clear()


@pytest.fixture
def tricks_registered():
    """The trick game registered afresh (its menu entry module reloaded), for tests that start
    it through the app: ``pytestmark = pytest.mark.usefixtures("tricks_registered")``."""
    import importlib

    import game.tricks.menu_entry
    importlib.reload(game.tricks.menu_entry)


@pytest.fixture
def client(tmp_path, monkeypatch):
    """A headless app with a recording speech backend, no sound, settings in ``tmp_path``."""
    monkeypatch.setenv("NINETYNINE_CONFIG_DIR", str(tmp_path / "config"))
    import pygame

    from game.app import App
    from game.settings import Settings
    from game.speech import RecordingSpeech

    speech = RecordingSpeech()
    app = App(Settings(), backend=speech, sound=False)
    app.think_in_worker = False  # slow computer decisions at once: frames stay deterministic
    app.fixed_search = True  # searching players ignore the clock: the same seed, the same game
    pygame.event.clear()
    driver = ClientDriver(app, speech)
    yield driver
    app.close()
