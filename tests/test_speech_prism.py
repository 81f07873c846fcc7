"""Speech and braille through Prism: a fake ``prism`` module (same API as prismatoid's) records
every call; backend choice per speech mode, braille, "speaking", hangs and fallbacks; and the
real prismatoid wheel loads on Linux."""

import enum
import shutil
import sys
import threading
import time
import types
from dataclasses import dataclass

import pygame
import pytest

from game.speech import Announcer, PrismSpeech, ProcessSpeech, RecordingSpeech, SilentSpeech, create_backend
from game.speech.prism_speech import PRISM_HUNG, PRISM_MISSING, PRISM_NONE, open_prism, prism_rate
from game.speech.select import espeak_seconds_per_char, fallback_backend


# -- the fake Prism ------------------------------------------------------------------------------
class FakePrismError(RuntimeError):
    pass


class FakeBackendId(enum.IntEnum):
    INVALID = 0
    SAPI = 1
    NVDA = 2
    ORCA = 3
    SPEECH_DISPATCHER = 4
    ONE_CORE = 5
    AV_SPEECH = 6
    VOICE_OVER = 7
    JAWS = 8


@dataclass(frozen=True)
class FakeFeatures:
    supports_braille: bool = True
    supports_output: bool = True
    supports_is_speaking: bool = True
    supports_stop: bool = True
    supports_set_rate: bool = False


class FakeBackend:
    def __init__(self, world, name, features):
        self.world = world
        self.name = name
        self.features = features
        self.rate_set = None

    def speak(self, text, interrupt=False):
        self.world.record("speak", text, interrupt)

    def output(self, text, interrupt=False):
        self.world.record("output", text, interrupt)

    def braille(self, text):
        if not self.features.supports_braille:
            raise FakePrismError("not implemented")
        self.world.record("braille", text)

    def stop(self):
        self.world.record("stop")

    @property
    def speaking(self):
        return self.world.speaking

    @property
    def rate(self):
        return self.rate_set

    @rate.setter
    def rate(self, value):
        self.rate_set = value
        self.world.record("rate", value)


class FakePrismWorld:
    """What the fake module knows: which backends start (in priority order) and every call."""

    def __init__(self, available, features=None):
        self.available = available  # names of backends that start, e.g. ["NVDA", "SAPI"]
        self.features = features or {}
        self.calls = []
        self.speaking = False
        self.hang = threading.Event()  # set: every speak/output call blocks until released
        self.release = threading.Event()
        self.lock = threading.Lock()
        self.created = []

    def record(self, *call):
        if self.hang.is_set() and call[0] in ("speak", "output"):
            self.release.wait(30)
        with self.lock:
            self.calls.append(call)

    def module(self):
        world = self
        order = ["NVDA", "JAWS", "ORCA", "VOICE_OVER", "SPEECH_DISPATCHER", "ONE_CORE", "SAPI", "AV_SPEECH"]
        names = {"NVDA": "NVDA", "JAWS": "JAWS", "ORCA": "Orca", "VOICE_OVER": "VoiceOver",
                 "SPEECH_DISPATCHER": "Speech Dispatcher", "ONE_CORE": "OneCore", "SAPI": "SAPI",
                 "AV_SPEECH": "AVSpeech"}

        class Context:
            backends_count = len(order)

            def id_of(self, index):
                return FakeBackendId[order[index]]

            def name_of(self, backend_id):
                return names[FakeBackendId(backend_id).name]

            def create(self, backend_id):
                key = FakeBackendId(backend_id).name
                if names[key] not in world.available:
                    raise FakePrismError("Backend not available")
                world.created.append(names[key])
                return FakeBackend(world, names[key], world.features.get(names[key], FakeFeatures()))

            def create_best(self):
                for index in range(self.backends_count):
                    try:
                        return self.create(self.id_of(index))
                    except FakePrismError:
                        continue
                raise ValueError("Invalid or unsupported backend")

        return types.SimpleNamespace(Context=Context, BackendId=FakeBackendId, PrismError=FakePrismError)


@pytest.fixture
def fake_prism(monkeypatch):
    """Install a fake ``prism`` module; returns a function making its world."""
    def install(available, features=None):
        world = FakePrismWorld(available, features)
        monkeypatch.setitem(sys.modules, "prism", world.module())
        return world
    return install


def no_espeak(monkeypatch):
    monkeypatch.setattr(shutil, "which", lambda name: None)


def espeak_only(monkeypatch):
    monkeypatch.setattr(shutil, "which", lambda name: "/usr/bin/espeak-ng" if name == "espeak-ng" else None)


# -- choosing a backend --------------------------------------------------------------------------
def test_screen_reader_mode_takes_the_best_prism_backend(fake_prism):
    world = fake_prism(["NVDA", "SAPI"])
    backend, notice = create_backend("screen_reader")
    try:
        assert isinstance(backend, PrismSpeech) and notice is None
        assert backend.name == "NVDA" and world.created == ["NVDA"]
        assert backend.braille_capable and backend.knows_speaking
    finally:
        backend.close()


def test_auto_mode_takes_the_best_prism_backend(fake_prism):
    fake_prism(["Orca", "Speech Dispatcher"])
    backend, notice = create_backend("auto")
    try:
        assert backend.name == "Orca" and notice is None
    finally:
        backend.close()


def test_self_voicing_without_espeak_takes_a_system_voice_never_the_screen_reader(fake_prism, monkeypatch):
    no_espeak(monkeypatch)
    world = fake_prism(["NVDA", "SAPI"], {"SAPI": FakeFeatures(supports_braille=False, supports_set_rate=True)})
    backend, notice = create_backend("self_voicing", rate_percent=300)
    try:
        assert backend.name == "SAPI" and notice is None
        assert world.created == ["SAPI"]
        assert ("rate", 1.0) in world.calls
    finally:
        backend.close()


def test_self_voicing_prefers_espeak(fake_prism, monkeypatch):
    espeak_only(monkeypatch)
    world = fake_prism(["NVDA", "SAPI"])
    backend, notice = create_backend("self_voicing")
    try:
        assert isinstance(backend, ProcessSpeech) and backend.name == "espeak-ng" and notice is None
        assert world.created == []
    finally:
        backend.close()


def test_screen_reader_mode_with_nothing_falls_back_to_espeak_and_says_why(fake_prism, monkeypatch):
    espeak_only(monkeypatch)
    fake_prism([])
    backend, notice = create_backend("screen_reader")
    try:
        assert isinstance(backend, ProcessSpeech) and backend.name == "espeak-ng"
        assert notice == "No screen reader or speech-dispatcher found. Speaking with espeak-ng."
    finally:
        backend.close()


def test_screen_reader_mode_with_nothing_at_all_is_text_only_and_says_why(fake_prism, monkeypatch):
    no_espeak(monkeypatch)
    fake_prism([])
    backend, notice = create_backend("screen_reader")
    assert isinstance(backend, SilentSpeech)
    assert notice == "No screen reader or speech-dispatcher found. Text only."


def test_auto_mode_with_nothing_at_all_says_text_only(fake_prism, monkeypatch):
    no_espeak(monkeypatch)
    fake_prism([])
    backend, notice = create_backend("auto")
    assert isinstance(backend, SilentSpeech)
    assert notice == "No speech is available: text only."


def test_missing_prism_is_said_and_espeak_speaks(monkeypatch):
    espeak_only(monkeypatch)
    monkeypatch.setitem(sys.modules, "prism", None)  # import prism raises ImportError
    assert open_prism() == (None, PRISM_MISSING)
    backend, notice = create_backend("screen_reader")
    try:
        assert backend.name == "espeak-ng"
        assert notice == "The screen reader bridge Prism could not be loaded. Speaking with espeak-ng."
    finally:
        backend.close()


def test_prism_that_finds_nothing_reports_none(fake_prism):
    fake_prism([])
    assert open_prism() == (None, PRISM_NONE)


def test_prism_that_hangs_at_start_is_given_up(monkeypatch):
    release = threading.Event()

    class HangingContext:
        def __init__(self):
            release.wait(30)

    monkeypatch.setitem(sys.modules, "prism", types.SimpleNamespace(Context=HangingContext, PrismError=RuntimeError))
    try:
        assert open_prism(hang_limit=0.2) == (None, PRISM_HUNG)
    finally:
        release.set()


def test_prism_rate_scale():
    assert [prism_rate(p) for p in (50, 100, 200, 300)] == [0.25, 0.5, 0.75, 1.0]


def test_a_system_voice_takes_a_new_rate_through_its_worker_without_reopening(fake_prism, monkeypatch):
    """The Speech rate option on a Prism system voice: the rate is queued to the worker (set
    before the next message, never from the frame) and the backend is not created again; a
    stop does not drop it."""
    no_espeak(monkeypatch)
    world = fake_prism(["SAPI"], {"SAPI": FakeFeatures(supports_braille=False, supports_set_rate=True)})
    backend, _ = create_backend("self_voicing", rate_percent=100)
    try:
        assert backend.wait_idle(5)
        assert backend.set_rate(200)
        backend.stop()
        backend.speak("Speech rate: 200 percent", True)
        assert backend.wait_idle(5)
        assert world.created == ["SAPI"]
        assert world.calls == [("rate", 0.5), ("rate", 0.75), ("stop",), ("speak", "Speech rate: 200 percent", True)]
    finally:
        backend.close()


def test_speech_dispatcher_picked_as_the_best_backend_takes_our_rate(fake_prism):
    """With no screen reader running, Prism's best backend may be a system voice (Speech
    Dispatcher): it speaks at the Speech rate option, from the start and after a change, as a
    system voice chosen for self-voicing does."""
    world = fake_prism(["Speech Dispatcher"], {"Speech Dispatcher": FakeFeatures(supports_set_rate=True)})
    backend, _ = create_backend("auto", rate_percent=200)
    try:
        assert backend.wait_idle(5)
        assert backend.set_rate(300)
        backend.speak("Speech rate: 300 percent", False)
        assert backend.wait_idle(5)
        assert world.created == ["Speech Dispatcher"]
        assert world.calls == [("rate", 0.75), ("rate", 1.0), ("output", "Speech rate: 300 percent", False)]
    finally:
        backend.close()


def test_a_screen_reader_keeps_its_own_rate(fake_prism):
    world = fake_prism(["NVDA"], {"NVDA": FakeFeatures(supports_set_rate=True)})
    backend, _ = create_backend("screen_reader", rate_percent=100)
    try:
        assert not backend.set_rate(200)
        backend.speak("Hello.", False)
        assert backend.wait_idle(5)
        assert world.calls == [("output", "Hello.", False)]
    finally:
        backend.close()


# -- speaking and braille ------------------------------------------------------------------------
def test_messages_go_to_speech_and_braille_through_output(fake_prism):
    world = fake_prism(["NVDA"])
    backend, _ = open_prism()
    try:
        announcer = Announcer(backend)
        announcer.say("Bob plays the king of spades. Total 57.")
        announcer.say("Players: 4", interrupt=True)
        assert backend.wait_idle(5)
        announcer.stop()
        assert backend.wait_idle(5)
        assert world.calls == [("output", "Bob plays the king of spades. Total 57.", False),
                               ("output", "Players: 4", True), ("stop",)]
    finally:
        backend.close()


def test_braille_off_speaks_only(fake_prism):
    world = fake_prism(["NVDA"])
    backend, _ = create_backend("screen_reader", braille=False)
    try:
        backend.speak("Your turn.", False)
        backend.braille_only("Hand: 5 cards.")
        assert backend.wait_idle(5)
        assert world.calls == [("speak", "Your turn.", False)]
    finally:
        backend.close()


def test_braille_only_writes_without_speaking(fake_prism):
    world = fake_prism(["NVDA"])
    backend, _ = open_prism()
    try:
        backend.braille_only("Message 3 of 12.")
        assert backend.wait_idle(5)
        assert world.calls == [("braille", "Message 3 of 12.")]
    finally:
        backend.close()


def test_backend_without_braille_speaks(fake_prism):
    world = fake_prism(["SAPI"], {"SAPI": FakeFeatures(supports_braille=False, supports_output=True)})
    backend, _ = open_prism()
    try:
        assert not backend.braille_capable
        backend.speak("Total 43.", True)
        assert backend.wait_idle(5)
        assert world.calls == [("speak", "Total 43.", True)]
    finally:
        backend.close()


def test_long_messages_are_not_cut(fake_prism):
    world = fake_prism(["NVDA"])
    backend, _ = open_prism()
    text = "Keys for the table. " * 100
    try:
        backend.speak(text, False)
        assert backend.wait_idle(5)
        assert world.calls == [("output", text.strip(), False)]
    finally:
        backend.close()


# -- "speaking" ----------------------------------------------------------------------------------
def wait_for(predicate, seconds=5.0):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.01)
    return predicate()


def test_idle_follows_prism_speaking_flag(fake_prism):
    world = fake_prism(["NVDA"])
    backend, _ = open_prism(poll_interval=0.01)
    announcer = Announcer(backend)
    try:
        assert backend.knows_speaking
        assert announcer.speech_busy() is False
        world.speaking = True
        announcer.say("Anna plays the ten of hearts.")
        assert announcer.speech_busy() is True
        assert backend.wait_idle(5)
        assert announcer.speech_busy() is True  # Prism still says it speaks
        world.speaking = False
        assert wait_for(lambda: announcer.speech_busy() is False)
    finally:
        backend.close()


def test_backend_that_cannot_tell_is_busy_for_the_estimated_length(fake_prism):
    """Without "is speaking" each message counts as heard after 0.2 s plus 0.065 s a character."""
    fake_prism(["SAPI"], {"SAPI": FakeFeatures(supports_is_speaking=False)})
    backend, _ = open_prism()
    try:
        assert not backend.knows_speaking
        announcer = Announcer(backend)
        announcer.say("x" * 40)  # 0.2 + 2.6 s
        announcer.tick(2.7)
        assert announcer.speech_busy() is True
        announcer.tick(0.11)
        assert announcer.speech_busy() is False
    finally:
        backend.close()


def test_text_only_is_never_busy():
    announcer = Announcer(SilentSpeech())
    announcer.say("Anna: 5 of diamonds. Total 71.")
    assert announcer.speech_busy() is False


# -- failures ------------------------------------------------------------------------------------
def test_hung_prism_call_fails_the_backend_and_falls_back_with_a_notice(fake_prism):
    world = fake_prism(["NVDA"])
    world.hang.set()
    backend, _ = open_prism(hang_limit=0.2)
    spare = RecordingSpeech()
    spare.name = "espeak-ng"
    announcer = Announcer(backend)
    announcer.fallback = lambda failed: spare if failed == "NVDA" else None
    try:
        announcer.say("Your turn.")
        assert wait_for(lambda: backend.failed)
        assert announcer.check_backend() is False  # what it never said is known: no summary needed
        assert announcer.backend is spare
        assert spare.texts == ["Speech through NVDA stopped working: using espeak-ng.", "Your turn."]
        assert announcer.history.items() == ["Your turn.", "Speech through NVDA stopped working: using espeak-ng."]
    finally:
        world.release.set()
        backend.close()


def test_hung_prism_tells_what_it_may_never_have_said(fake_prism):
    """Oldest first: a message it took that would still have been spoken when it hung (by its
    estimated length), the message it hung on and those waiting behind it; not one taken long
    before; nothing before failing."""
    world = fake_prism(["Speech Dispatcher"])
    backend, _ = open_prism(hang_limit=0.2)
    try:
        backend.speak("Total 12.", False)  # 0.79 s long by the estimate
        assert wait_for(lambda: ("Total 12." in [call[1] for call in world.calls if len(call) > 1]))
        time.sleep(1.5)  # ended more than the hang limit before the hang
        backend.speak("Anna: 8 of hearts. Total 20.", False)  # 2.0 s long: being said when it hangs
        assert wait_for(lambda: len([call for call in world.calls if call[0] in ("speak", "output")]) == 2)
        assert backend.unheard() == []
        world.hang.set()
        backend.speak("Counting game, 3 players.", False)
        backend.speak("Round 1. Bob deals. You play first.", False)
        assert wait_for(lambda: backend.failed)
        assert backend.unheard() == ["Anna: 8 of hearts. Total 20.", "Counting game, 3 players.",
                                     "Round 1. Bob deals. You play first."]
    finally:
        world.release.set()
        backend.close()


def test_lines_a_daemon_took_just_before_it_hung_are_said_again_after_the_notice(fake_prism, monkeypatch):
    """By ear: Speech Dispatcher took "Deal 1. ..." and "Choose 3 bid cards. ..." at start-up,
    spoke neither, and hung on "Anna has bid." once both had ended by their estimated length:
    espeak-ng said only the notice and "Anna has bid.". Lines it took within the hang limit
    before the hang are not known to be heard: all three are said after the notice, in order,
    each once; a prompt replaced meanwhile stays dropped."""
    from game.speech import prism_speech
    monkeypatch.setattr(prism_speech, "SECONDS_PER_CHAR", 0.005)  # the estimate in fast time
    monkeypatch.setattr(prism_speech, "START_SECONDS", 0.0)
    world = fake_prism(["Speech Dispatcher"])
    backend, _ = open_prism(hang_limit=1.5)
    spare = RecordingSpeech()
    spare.name = "espeak-ng"
    announcer = Announcer(backend)
    announcer.fallback = lambda failed: spare if failed == "Speech Dispatcher" else None
    table = object()
    spoken = lambda: [call[1] for call in world.calls if call[0] in ("speak", "output")]  # noqa: E731
    try:
        announcer.say("Trick game, standard, target 200.", scene=table)
        announcer.say("Press Space.", kind="prompt", scene=table)  # taken, then replaced: outdated
        assert wait_for(lambda: (announcer.tick(0.0), len(spoken()) == 2)[1])
        announcer.say("Deal 1. Anna deals. No trumps. You lead.", scene=table)
        announcer.say("Choose 3 bid cards. H reads your hand; focus: 8 of spades.", kind="prompt", scene=table)
        assert wait_for(lambda: (announcer.tick(0.0), len(spoken()) == 4)[1])
        assert spoken()[-1] == "Choose 3 bid cards. H reads your hand; focus: 8 of spades."
        time.sleep(0.5)  # both have ended by their estimated length (0.2 s and 0.29 s)
        world.hang.set()
        announcer.say("Anna has bid.", scene=table)
        assert wait_for(lambda: (announcer.tick(0.0), backend.failed)[1])
        announcer.check_backend()
        assert spare.texts == ["Speech through Speech Dispatcher stopped working: using espeak-ng.",
                               "Trick game, standard, target 200.",
                               "Deal 1. Anna deals. No trumps. You lead.",
                               "Choose 3 bid cards. H reads your hand; focus: 8 of spades.",
                               "Anna has bid."]
    finally:
        world.release.set()
        backend.close()


def test_table_opening_lines_lost_in_a_hang_are_said_after_the_notice(fake_prism, tmp_path):
    """Speech Dispatcher opened, then hung on the table's first line (as on a machine whose
    daemon was just spawned): after the notice the next backend says the opening lines and the
    turn prompt, in order, each once (C-8's "Space draws" is not lost), and no summary."""
    from game.app import App
    from game.scenes.registry import StartOptions, discover_games
    from game.settings import Settings

    world = fake_prism(["Speech Dispatcher"])
    world.hang.set()
    backend, _ = open_prism(hang_limit=0.3)
    spare = RecordingSpeech()
    spare.name = "espeak-ng"
    discover_games()
    app = App(Settings(tmp_path / "settings.json"), backend=backend, sound=False)
    app.announcer.fallback = lambda failed: spare if failed == "Speech Dispatcher" else None
    try:
        app.start("counting", StartOptions(players=3, seed=7))
        deadline = time.monotonic() + 5
        while app.announcer.backend is not spare and time.monotonic() < deadline:
            app.update(1 / 60)
            time.sleep(0.005)
        for _frame in range(600):
            app.update(1 / 60)
        assert spare.texts == [
            "Speech through Speech Dispatcher stopped working: using espeak-ng.",
            "Counting game, 3 players, 9 tokens each, 3 cards in hand. Manual draw: Space draws, "
            "5 seconds to draw.",
            "Round 1. Bob deals. You play first.",
            "Your turn. Total 0. Your cards: 6 of hearts, queen of spades, 2 of spades. "
            "Enter plays the 6 of hearts."]
        # the history lists them as heard: the notice before the lines said first after it (the
        # opening line, shown when the hung daemon was given it, stays where it was shown)
        assert app.announcer.history.items()[-4:] == [spare.texts[1], *spare.texts[:1], *spare.texts[2:]]
    finally:
        world.release.set()
        app.close()


def test_prism_error_fails_the_backend(fake_prism):
    world = fake_prism(["NVDA"])
    backend, _ = open_prism()

    def broken(*args):
        raise FakePrismError("Speak failure")
    world.record = broken
    try:
        backend.speak("Total 12.", False)
        assert wait_for(lambda: backend.failed)
    finally:
        backend.close()


def test_every_prism_backend_falls_back_to_espeak(monkeypatch):
    espeak_only(monkeypatch)
    backend = fallback_backend("NVDA")
    try:
        assert backend.name == "espeak-ng"
    finally:
        backend.close()
    assert fallback_backend("espeak-ng") is None


def test_espeak_hang_limit_is_never_below_ten_seconds_and_three_times_the_expected_length():
    backend = ProcessSpeech("espeak-ng", lambda text: ["true"], seconds_per_char=espeak_seconds_per_char(100))
    try:
        assert round(espeak_seconds_per_char(100), 4) == 0.0571
        assert backend.hang_limit("Total 43.") == 10.0
        long = "Round 1 over: Anna reached 99. Tokens: you 5, Anna 9. Enter: next round. " * 3
        assert backend.hang_limit(long) == pytest.approx(3 * len(long) * 60 / 1050)
    finally:
        backend.close()


@pytest.mark.skipif(sys.platform == "win32", reason="uses POSIX commands")
def test_hung_espeak_fails_at_once():
    backend = ProcessSpeech("espeak-ng", lambda text: ["sleep", "30"], time_limit=lambda text: 0.2)
    try:
        backend.speak("Your turn.", False)
        assert wait_for(lambda: backend.failed, 10)
    finally:
        backend.close()


# -- the app: name said once at start, the Braille option ---------------------------------------
def settle(app, seconds=5.0):
    """Run the app's updates until the announcer has fed every message to Prism and Prism is done."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.update(1 / 60)
        if not app.announcer.speech_busy() and app.announcer.backend.wait_idle(0.01):
            return True
        time.sleep(0.005)
    return False


def test_app_says_the_backend_name_once_at_start(fake_prism, tmp_path, monkeypatch):
    from game.app import App
    from game.settings import Settings
    monkeypatch.setenv("NINETYNINE_CONFIG_DIR", str(tmp_path))
    world = fake_prism(["NVDA"])
    settings = Settings()
    settings.set("speech_mode", "screen_reader")
    app = App(settings, sound=False)
    try:
        app.start()
        app.step()
        assert settle(app)
        spoken = [call[1] for call in world.calls if call[0] == "output"]
        assert spoken[0].startswith("Main menu")
        assert spoken.count("Speech: NVDA.") == 1
        assert app.announcer.history.items()[-1] == "Speech: NVDA."
    finally:
        app.close()


def test_braille_option_switches_output(fake_prism, tmp_path, monkeypatch):
    from game.app import App
    from game.settings import Settings
    monkeypatch.setenv("NINETYNINE_CONFIG_DIR", str(tmp_path))
    world = fake_prism(["NVDA"])
    settings = Settings()
    app = App(settings, sound=False)
    try:
        assert app.wait_for_speech() and settle(app)  # Prism opened ("Speech: NVDA." said)
        settings.set("braille", False)
        assert app.apply_braille_setting() is None
        app.announcer.say("Total 43.")
        settings.set("braille", True)
        assert app.apply_braille_setting() is None
        app.announcer.say("Total 52.")
        assert settle(app)
        assert [c for c in world.calls if c[0] in ("speak", "output")][-2:] == [
            ("speak", "Total 43.", False), ("output", "Total 52.", False)]
        assert Settings().get("braille") is True
    finally:
        app.close()


def test_braille_option_on_a_backend_without_braille_says_so(client):
    from game.settings import Settings
    client.app.settings.set("braille", True)
    assert client.app.apply_braille_setting() == "Braille is not shown now: recording has no braille output."
    assert Settings().get("braille") is True


# -- the real prismatoid -------------------------------------------------------------------------
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux wheel")
def test_real_prismatoid_loads_on_linux_and_missing_backends_are_handled():
    """The wheel imports and lists its Linux backends. Orca and speech-dispatcher may be absent
    (the tests point Prism at none: tests/conftest.py): then open_prism must report PRISM_NONE
    (never raise) and screen reader mode falls back, saying why. A speech-dispatcher that hangs
    is given up after the hang limit, as the game does (PRISM_HUNG, and the notice says so; a
    real hung one is tested in tests/test_speech_dispatcher.py); one that answers must start
    with a name."""
    import prism
    context = prism.Context()
    names = {context.name_of(context.id_of(i)) for i in range(context.backends_count)}
    assert {"Orca", "Speech Dispatcher"} <= names
    backend, why = open_prism()
    if backend is None:
        assert why in (PRISM_NONE, PRISM_HUNG)
        fallback, notice = create_backend("screen_reader")
        try:
            reason = ("No screen reader or speech-dispatcher found." if why == PRISM_NONE
                      else "The screen reader or system voice did not answer within 5 seconds.")
            assert notice is not None and notice.startswith(reason)
        finally:
            fallback.close()
    else:
        try:
            assert why is None and backend.name in names
        finally:
            backend.close()


def test_braille_item_says_when_espeak_cannot_write_braille(client):
    """With self-voicing (espeak-ng has no braille display) the Braille item, while On, says so
    when it gets focus; Off says nothing more; a screen reader with braille says nothing more."""
    from game.scenes.options import OptionsScene
    client.speech.name = "espeak-ng"
    client.start()
    client.push(OptionsScene(client.app))
    client.press(pygame.K_DOWN)
    client.clear()
    client.press(pygame.K_DOWN)
    assert client.texts == ["Braille: On, 3 of 12. Braille is not shown now: espeak-ng has no braille output."]
    client.press(pygame.K_LEFT)
    client.press(pygame.K_UP)
    client.press(pygame.K_DOWN)
    assert client.texts[-2:] == ["Speech rate: 100 percent, 2 of 12", "Braille: Off, 3 of 12"]
    client.press(pygame.K_RIGHT)
    assert client.texts[-1] == "Braille: On, choice 2 of 2. Braille is not shown now: espeak-ng has no braille output."
    client.speech.braille_capable = True
    client.press(pygame.K_UP)
    client.press(pygame.K_DOWN)
    assert client.texts[-1] == "Braille: On, 3 of 12"
