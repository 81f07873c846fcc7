"""Speech: the announcer's four outputs, queue/interrupt semantics, text-only fallback, espeak-ng; a hung
speech-dispatcher (cut by keys, hung stop command) falls back to espeak-ng then text only; clear
notices for a missing sound device or screen reader bridge."""

import logging
import shutil
import sys
import time
import wave

import pytest

from game.speech import (Announcer, ProcessSpeech, RecordingSpeech, SilentSpeech, create_backend,
                         fallback_backend)
from game.speech.select import espeak_command

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="POSIX files and shell commands")


def test_say_goes_to_history_speech_transcript_and_cue(tmp_path):
    cues = []
    speech = RecordingSpeech()
    announcer = Announcer(speech, play_cue=cues.append)
    assert announcer.open_transcript(tmp_path / "t.txt") is None
    announcer.say("Bob: king of spades. Total 57.", cue="card")
    announcer.say("Players: 4", interrupt=True)
    announcer.say("two\nlines")
    assert speech.spoken == [("Bob: king of spades. Total 57.", False), ("Players: 4", True), ("two\nlines", False)]
    assert announcer.history.items() == ["Bob: king of spades. Total 57.", "Players: 4", "two\nlines"]
    assert cues == ["card"]
    assert (tmp_path / "t.txt").read_text() == "Bob: king of spades. Total 57.\nPlayers: 4\ntwo lines\n"
    announcer.close()


def test_transcript_appends_and_is_flushed_at_once(tmp_path):
    path = tmp_path / "t.txt"
    path.write_text("earlier\n")
    announcer = Announcer(RecordingSpeech())
    announcer.open_transcript(path)
    announcer.say("Round 3. Anna deals. Bob plays first.")
    assert path.read_text() == "earlier\nRound 3. Anna deals. Bob plays first.\n"  # before close
    announcer.close()


def test_transcript_path_that_cannot_be_opened_is_reported(tmp_path):
    (tmp_path / "file").write_text("x")
    problem = Announcer(RecordingSpeech()).open_transcript(tmp_path / "file" / "t.txt")
    assert problem.startswith(f"Cannot write the transcript to {tmp_path / 'file' / 't.txt'}")


def test_text_only_mode_is_silent_without_notice():
    backend, notice = create_backend("text_only")
    assert isinstance(backend, SilentSpeech) and notice is None


def test_no_engine_at_all_gives_text_only_and_says_so(monkeypatch):
    monkeypatch.setattr(shutil, "which", lambda name: None)
    monkeypatch.setattr("game.speech.select.open_prism", lambda *args: (None, "none"))
    backend, notice = create_backend("auto")
    assert isinstance(backend, SilentSpeech)
    assert notice == "No speech is available: text only."


def test_speech_that_hung_is_replaced_and_the_menu_says_where_the_player_stands(tmp_path):
    """Lines given to a backend that hung were never heard: after the notice of the backend
    that takes over, the scene says where the player stands (the main menu and its focus)."""
    from game.app import App
    from game.settings import Settings

    hung = RecordingSpeech()
    hung.name = "Speech Dispatcher"
    spare = RecordingSpeech()
    spare.name = "espeak-ng"
    app = App(Settings(tmp_path / "settings.json"), backend=hung, sound=False)
    app.announcer.fallback = lambda failed: spare if failed == "Speech Dispatcher" else None
    try:
        app.start()
        hung.failed = True
        for _frame in range(3):
            app.update(1 / 60)
        assert app.announcer.backend is spare
        assert spare.texts[:1] == ["Speech through Speech Dispatcher stopped working: using espeak-ng."]
        for _frame in range(600):  # 10 s: the notice is said to its end
            app.update(1 / 60)
        menu = app.top
        assert spare.texts == ["Speech through Speech Dispatcher stopped working: using espeak-ng.",
                               f"Main menu. {menu.items[0].label}, 1 of {len(menu.items)}"]
        assert app.announcer.history.items()[-2:] == spare.texts
    finally:
        app.close()


def test_speech_replaced_by_text_only_says_nothing_more(tmp_path):
    """With no backend left (text only) the scene is not said again: the notice is the last line."""
    from game.app import App
    from game.settings import Settings

    hung = RecordingSpeech()
    hung.name = "espeak-ng"
    app = App(Settings(tmp_path / "settings.json"), backend=hung, sound=False)
    app.announcer.fallback = lambda failed: None
    try:
        app.start()
        hung.failed = True
        for _frame in range(60):
            app.update(1 / 60)
        assert app.announcer.history.items()[-1] == "Speech through espeak-ng stopped working: text only."
    finally:
        app.close()


@pytest.mark.skipif(sys.platform == "win32", reason="uses POSIX shell commands")
def test_failing_engine_falls_back_to_text_only_once():
    backend = ProcessSpeech("broken", lambda text: ["sh", "-c", "exit 3"], max_failures=1)
    announcer = Announcer(backend)
    announcer.say("one")
    assert backend.wait_idle(5)
    announcer.say("two", interrupt=True)
    announcer.say("three")
    announcer.check_backend()  # the app does this every update, between key presses
    announcer.check_backend()
    assert isinstance(announcer.backend, SilentSpeech)
    assert announcer.history.items() == ["one", "two", "three",
                                         "Speech through broken stopped working: text only."]


def test_speech_failure_notice_queues_after_f1_help(tmp_path):
    """The notice never cuts the player's help: it comes after every line F1 said, queued."""
    from game.app import App
    from game.settings import Settings

    class Failing(RecordingSpeech):
        name = "espeak-ng"

    backend = Failing()
    app = App(Settings(tmp_path / "settings.json"), backend=backend, sound=False)
    try:
        app.start()
        backend.clear()
        backend.failed = True
        app.show_help()
        app.update(1 / 60)
        assert backend.spoken[0] == ("Keys for the main menu. 16 lines. Up and Down read them, Escape closes.", True)
        assert app.announcer.history.items()[-3:] == [
            "Keys for the main menu. 16 lines. Up and Down read them, Escape closes.",
            "Up: previous item.",
            "Speech through espeak-ng stopped working: text only."]
    finally:
        app.close()


@pytest.mark.skipif(sys.platform == "win32", reason="uses POSIX shell commands")
def test_own_key_interrupts_and_a_cut_message_is_never_said_again(tmp_path):
    """An interrupting message cuts the one being said and drops the ones waiting in the
    backend: which message comes next is the announcer's business, and it never re-says one."""
    out = tmp_path / "spoken.txt"
    script = f'printf "%s\\n" "$1" >> "{out}"; sleep 0.3'
    backend = ProcessSpeech("fake", lambda text: ["sh", "-c", script, "sh", text])
    try:
        backend.speak("event 1", False)
        backend.speak("event 2", False)
        for _ in range(100):  # wait until event 1 is being spoken
            if out.exists() and out.read_text():
                break
            time.sleep(0.01)
        backend.speak("key A", True)
        backend.speak("key B", True)  # replaces key A if A has not started
        assert backend.wait_idle(10)
        spoken = out.read_text().splitlines()
        assert spoken[0] == "event 1" and spoken[-1] == "key B"
        assert spoken.count("event 1") == 1 and "event 2" not in spoken
    finally:
        backend.close()


def drain(announcer, seconds=10.0):
    """Let the announcer feed its real backend until nothing is left (as the app's updates do)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        announcer.tick(0.01)
        if not announcer.speech_busy():
            return True
        time.sleep(0.01)
    return False


@pytest.mark.skipif(sys.platform == "win32", reason="uses POSIX shell commands")
def test_help_first_line_follows_its_title_before_an_older_notice(tmp_path):
    """A queued notice waits until F1 help's title and first line are said; the next key drops
    the rest of the help answer but never the notice."""
    out = tmp_path / "spoken.txt"
    script = f'printf "%s\\n" "$1" >> "{out}"; sleep 0.2'
    backend = ProcessSpeech("fake", lambda text: ["sh", "-c", script, "sh", text])
    announcer = Announcer(backend)
    try:
        announcer.say("Main menu. Options, 1 of 3", interrupt=True)
        announcer.notice("Settings could not be read.")
        announcer.say("Keys for Main menu. 18 lines.", interrupt=True)
        announcer.say("Up: previous item.", follow=True)
        assert drain(announcer)
        spoken = out.read_text().splitlines()
        assert spoken[-3:] == ["Keys for Main menu. 18 lines.", "Up: previous item.", "Settings could not be read."]
    finally:
        backend.close()


@pytest.mark.skipif(shutil.which("espeak-ng") is None,
                    reason="espeak-ng is not installed (apt-get install espeak-ng; .ci/run installs it)")
def test_espeak_ng_writes_real_speech_to_a_wav(tmp_path):
    wav_path = tmp_path / "speech.wav"
    backend = ProcessSpeech("espeak-ng", espeak_command(100, str(wav_path)))
    try:
        backend.speak("Main menu. Counting game, 1 of 4", False)
        assert backend.wait_idle(20)
    finally:
        backend.close()
    with wave.open(str(wav_path)) as wav:
        seconds = wav.getnframes() / wav.getframerate()
        frames = wav.readframes(wav.getnframes())
    assert seconds > 1.0
    assert any(frames[i] != 0 for i in range(0, len(frames), 97))  # not silence


@pytest.mark.skipif(sys.platform == "win32", reason="uses POSIX shell commands")
def test_stop_runs_the_stop_command_off_the_caller_thread(tmp_path):
    """speech-dispatcher keeps talking after spd-say ends, so stop() also runs ``spd-say --cancel``."""
    out = tmp_path / "log.txt"
    backend = ProcessSpeech("fake", lambda text: ["sh", "-c", f'echo "$1" >> "{out}"; sleep 5', "sh", text],
                            stop_command=["sh", "-c", f'echo CANCEL >> "{out}"'])
    try:
        backend.speak("Total 43.", False)
        for _ in range(200):
            if out.exists() and out.read_text():
                break
            time.sleep(0.01)
        started = time.perf_counter()
        backend.stop()
        assert time.perf_counter() - started < 0.05
        assert backend.wait_idle(5)
        assert out.read_text().splitlines() == ["Total 43.", "CANCEL"]
    finally:
        backend.close()


@pytest.mark.skipif(sys.platform == "win32", reason="uses POSIX shell commands")
def test_engine_that_reports_an_error_but_exits_0_counts_as_failed():
    """espeak-ng without a sound device prints "error: ..." and still exits 0."""
    backend = ProcessSpeech("espeak-like", lambda text: ["sh", "-c", "echo 'error: No such file' >&2"],
                            max_failures=2)
    try:
        backend.speak("one", False)
        backend.speak("two", False)
        assert backend.wait_idle(5)
        assert backend.failed
    finally:
        backend.close()


@pytest.mark.skipif(sys.platform == "win32", reason="uses POSIX shell commands")
def test_hung_engine_is_killed_and_counts_as_failed():
    """spd-say --wait never returns when speech-dispatcher has no working audio."""
    backend = ProcessSpeech("hung", lambda text: ["sleep", "30"], max_failures=2, time_limit=lambda text: 0.2)
    try:
        started = time.perf_counter()
        backend.speak("one", False)
        backend.speak("two", False)
        assert backend.wait_idle(10)
        assert backend.failed
        assert time.perf_counter() - started < 5
    finally:
        backend.close()


# -- a hung speech-dispatcher ------------------------------------------------------------------
@posix_only
def test_engine_cut_by_every_key_and_never_finishing_counts_as_failed(tmp_path):
    """spd-say --wait never returns; each key cuts it before its time limit. Each key comes once
    the command of the line before it runs (it wrote its line; the worker timed its start) and has
    run 0.3 s (5 times the 0.06 s past which a cut counts): the fourth such cut fails the engine,
    and the next line is not started. (A fixed 0.15 s between keys raced a loaded machine: a
    command that took long to start was cut before it ran 0.06 s, or before it started at all,
    and counted nothing.)"""
    out = tmp_path / "started.txt"
    backend = ProcessSpeech("hung", lambda text: ["sh", "-c", f'echo "$1" >> "{out}"; exec sleep 30', "sh", text],
                            time_limit=lambda text: 20, stall_limit=0.3, stall_count=4, stall_min=0,
                            seconds_per_char=0.01)

    def started() -> list[str]:
        return out.read_text().splitlines() if out.exists() else []
    try:
        for n in range(6):
            backend.speak(f"key {n}", True)
            deadline = time.monotonic() + 20
            while (len(started()) <= n or backend._process is None) and not backend.failed \
                    and time.monotonic() < deadline:
                time.sleep(0.01)
            if backend.failed:
                break
            assert started()[n:] == [f"key {n}"]
            time.sleep(0.3)
        backend.stop()
        assert backend.wait_idle(5)
        assert backend.failed
        assert started() == ["key 0", "key 1", "key 2", "key 3"]
    finally:
        backend.close()


@posix_only
def test_working_engine_cut_often_but_finishing_sometimes_stays():
    backend = ProcessSpeech("works", lambda text: ["sleep", "0.4"], time_limit=lambda text: 20,
                            stall_limit=0.2, stall_count=4, stall_min=0)
    try:
        for _ in range(2):
            for n in range(3):  # three cuts, then one message left to finish
                backend.speak(f"key {n}", True)
                time.sleep(0.1)
            assert backend.wait_idle(5)
        assert not backend.failed
    finally:
        backend.close()


@posix_only
def test_lines_cut_before_they_could_be_said_never_fail_the_engine():
    """A player who answers every 0.15 s while each line takes 1 s to say (12 cuts, 1.8 s of
    speech cut in all, far past the stall limit) keeps working speech: a cut counts towards a
    stall only once the line ran 1.2 times its expected length (``STALL_OVERRUN``)."""
    backend = ProcessSpeech("slow", lambda text: ["sleep", "30"], time_limit=lambda text: 20,
                            stall_limit=0.3, stall_count=4, stall_min=0, seconds_per_char=0.2)
    try:
        assert backend.expected_length("key 1") == pytest.approx(1.0)
        for n in range(12):
            backend.speak(f"key {n}", True)
            time.sleep(0.15)
        backend.stop()
        assert backend.wait_idle(5)
        assert not backend.failed
    finally:
        backend.close()


@posix_only
def test_quick_cuts_of_a_skimming_player_never_fail_the_engine():
    backend = ProcessSpeech("hung", lambda text: ["sleep", "30"], time_limit=lambda text: 20,
                            stall_limit=0.3, stall_count=2, stall_min=5)
    try:
        for n in range(6):
            backend.speak(f"key {n}", True)
            time.sleep(0.1)
        backend.stop()
        assert backend.wait_idle(5)
        assert not backend.failed
    finally:
        backend.close()


@posix_only
def test_hung_stop_command_does_not_block_and_is_killed_at_close():
    backend = ProcessSpeech("spd-like", lambda text: ["sleep", "5"], stop_command=["sleep", "30"],
                            stop_wait=0.1)
    backend.speak("Total 43.", False)
    time.sleep(0.1)
    backend.stop()
    assert backend.wait_idle(3)
    stragglers = list(backend._stop_processes)
    assert len(stragglers) == 1 and stragglers[0].poll() is None
    backend.close()
    assert stragglers[0].wait(timeout=5) != 0


def test_failed_speech_dispatcher_falls_back_then_text_only():
    announcer = Announcer(RecordingSpeech())
    announcer.backend.name = "speech-dispatcher"
    spare = RecordingSpeech()
    spare.name = "espeak-ng"
    announcer.fallback = lambda failed: spare if failed == "speech-dispatcher" else None
    announcer.backend.failed = True
    announcer.check_backend()
    assert announcer.backend is spare
    spare.failed = True
    announcer.check_backend()
    announcer.check_backend()
    assert isinstance(announcer.backend, SilentSpeech)
    assert announcer.history.items() == ["Speech through speech-dispatcher stopped working: using espeak-ng.",
                                         "Speech through espeak-ng stopped working: text only."]


def test_fallback_backend_is_espeak_after_speech_dispatcher(monkeypatch):
    monkeypatch.setattr(shutil, "which", lambda name: "/usr/bin/espeak-ng" if name == "espeak-ng" else None)
    backend = fallback_backend("Speech Dispatcher")
    try:
        assert backend.name == "espeak-ng"
    finally:
        backend.close()
    assert fallback_backend("espeak-ng") is None


# -- clearer speech messages -------------------------------------------------------------------
@posix_only
def test_error_with_exit_0_is_logged_as_no_sound_device(caplog):
    backend = ProcessSpeech("espeak-ng", lambda text: ["sh", "-c", "echo 'error: No such file or directory' >&2"])
    try:
        with caplog.at_level(logging.WARNING, logger="game.speech.backends"):
            backend.speak("one", False)
            assert backend.wait_idle(5)
        assert caplog.messages == ["speech espeak-ng could not open a sound device: error: No such file or directory"]
    finally:
        backend.close()


def test_screen_reader_mode_without_speech_tools_says_which(monkeypatch):
    monkeypatch.setattr(shutil, "which", lambda name: None)
    monkeypatch.setitem(sys.modules, "prism", None)  # no Prism either
    backend, notice = create_backend("screen_reader")
    assert isinstance(backend, SilentSpeech)
    assert notice == "The screen reader bridge Prism could not be loaded. Text only."


@posix_only
def test_a_long_message_never_switches_self_voicing_off_only_a_hang_does():
    """The hang limit follows the pace measured on the messages already spoken (3 times their
    seconds per character, at least the floor): a message four times longer than the first
    guess is said to its end; a command that never ends is still caught."""
    backend = ProcessSpeech("paced", lambda text: ["sleep", str(len(text) * 0.01)], seconds_per_char=0.002,
                            hang_floor=1.0)
    try:
        backend.speak("y" * 60, False)  # 0.6 s: under the floor; measures the pace
        assert backend.wait_idle(5) and not backend.failed
        # about 0.01 s a character (the sleep's start is not timed: a loaded machine measures a
        # hair under it), far from the first guess of 0.002
        assert 0.008 <= backend.seconds_per_char < 0.05
        # 3 s: the first guess (0.002 s a character) would have allowed 1.8 s
        backend.speak("x" * 300, False)
        assert backend.wait_idle(10) and not backend.failed
        hung = ProcessSpeech("hung", lambda text: ["sleep", "30"], seconds_per_char=0.002, hang_floor=1.0)
        try:
            started = time.perf_counter()
            hung.speak("z" * 40, False)
            hung.speak("z" * 40, False)
            assert hung.wait_idle(10) and hung.failed
            assert time.perf_counter() - started < 8
        finally:
            hung.close()
    finally:
        backend.close()
