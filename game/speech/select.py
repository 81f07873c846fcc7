"""Choosing the speech backend for a speech mode and platform (called once at start-up and when
the player changes the speech option).

Modes (settings ``speech_mode``):

- ``screen_reader``: Windows: accessible_output2 (NVDA, JAWS, ... with SAPI fallback), else
  cytolk; macOS: accessible_output2's VoiceOver, else ``say``; Linux: speech-dispatcher through
  ``spd-say`` (what Orca speaks through).
- ``self_voicing``: ``espeak-ng`` (``espeak``), else macOS ``say``, else Windows SAPI through
  accessible_output2.
- ``auto``: the screen reader when one is known to run (Windows: the bridge finds it; macOS:
  VoiceOver; Linux: an ``orca`` process), else self-voicing, else speech-dispatcher.
- ``text_only``: nothing spoken.

Whatever fails falls through to text only, with one sentence saying so.
"""

from __future__ import annotations

import importlib
import importlib.util
import logging
import os
import shutil
import sys
from collections.abc import Callable
from pathlib import Path

from ..i18n import N_, espeak_voice
from .backends import BridgeSpeech, ProcessSpeech, SilentSpeech, SpeechBackend

log = logging.getLogger(__name__)

TEXT_ONLY_NOTICE = N_("No speech is available: text only.")
NO_SCREEN_READER_NOTICE = N_("No screen reader or speech-dispatcher found: text only.")
"""Screen reader mode on Linux with no ``spd-say``."""
NO_BRIDGE_NOTICE = N_("No screen reader found: text only.")
"""Screen reader mode on Windows or macOS with nothing to speak through."""


def espeak_command(rate_percent: int = 100, wav_path: str | None = None) -> Callable[[str], list[str]] | None:
    """argv builder for espeak-ng (or espeak) at ``rate_percent`` of 175 words a minute, or None.

    With ``wav_path`` the speech is written to that WAV file instead of the sound device. The
    voice is the current language's (:func:`game.i18n.espeak_voice`).
    """
    program = shutil.which("espeak-ng") or shutil.which("espeak")
    if program is None:
        return None
    wpm = max(80, min(450, round(175 * rate_percent / 100)))

    def command(text: str) -> list[str]:
        argv = [program, "-v", espeak_voice(), "-s", str(wpm)]
        if wav_path:
            argv += ["-w", wav_path]
        return argv + ["--", text]
    return command


def self_voicing(rate_percent: int = 100) -> SpeechBackend | None:
    """The self-voicing backend (espeak-ng, else macOS ``say``), or None when neither exists."""
    command = espeak_command(rate_percent)
    if command is not None:
        return ProcessSpeech("espeak-ng", command)
    say = shutil.which("say") if sys.platform == "darwin" else None
    if say:
        wpm = str(max(90, min(500, round(180 * rate_percent / 100))))
        return ProcessSpeech("say", lambda text: [say, "-r", wpm, "--", text])
    return None


def speech_dispatcher(rate_percent: int = 100) -> SpeechBackend | None:
    """speech-dispatcher through ``spd-say --wait`` (queued by us), or None when absent."""
    spd = shutil.which("spd-say")
    if spd is None:
        return None
    rate = str(max(-100, min(100, round((rate_percent - 100) / 2))))
    return ProcessSpeech("speech-dispatcher", lambda text: [spd, "--wait", "-r", rate, "--", text],
                         stop_command=[spd, "--cancel"])


def _accessible_output2() -> SpeechBackend | None:
    try:
        auto_module = importlib.import_module("accessible_output2.outputs.auto")
    except ImportError:
        return None
    try:
        output = auto_module.Auto()
    except (OSError, RuntimeError) as exc:
        log.warning("accessible_output2 could not start: %s", exc)
        return None
    return BridgeSpeech("screen reader (accessible_output2)",
                        lambda text, interrupt: output.output(text, interrupt=interrupt),
                        lambda: output.silence() if hasattr(output, "silence") else None)


def _cytolk() -> SpeechBackend | None:
    try:
        tolk = importlib.import_module("cytolk.tolk")
    except ImportError:
        return None
    try:
        tolk.load()
        tolk.try_sapi(True)
    except (OSError, RuntimeError, AttributeError) as exc:
        log.warning("cytolk could not start: %s", exc)
        return None
    return BridgeSpeech("screen reader (Tolk)", lambda text, interrupt: tolk.output(text, interrupt),
                        tolk.silence)


def screen_reader_running() -> bool:
    """Best guess whether a screen reader runs: Linux looks for an ``orca`` process; macOS asks
    whether VoiceOver is on; Windows leaves it to the bridge (True when a bridge is installed)."""
    if sys.platform.startswith("linux"):
        proc = Path("/proc")
        try:
            for entry in proc.iterdir():
                if entry.name.isdigit():
                    try:
                        if (entry / "comm").read_text().strip() == "orca":
                            return True
                    except OSError:
                        continue
        except OSError:
            return False
        return False
    if sys.platform == "darwin":
        return os.system("defaults read com.apple.universalaccess voiceOverOnOffKey "
                         ">/dev/null 2>&1") == 0
    return importlib.util.find_spec("accessible_output2") is not None or \
        importlib.util.find_spec("cytolk") is not None


def screen_reader(rate_percent: int = 100) -> SpeechBackend | None:
    """The screen-reader backend for this platform, or None."""
    if sys.platform == "win32":
        return _accessible_output2() or _cytolk()
    if sys.platform == "darwin":
        return _accessible_output2() or self_voicing(rate_percent)
    return speech_dispatcher(rate_percent)


def create_backend(mode: str, rate_percent: int = 100) -> tuple[SpeechBackend, str | None]:
    """The backend for ``mode`` (see module doc) and a notice to announce once, or None.

    Never raises: an unknown mode or a missing engine gives :class:`SilentSpeech` and
    :data:`TEXT_ONLY_NOTICE` (:data:`NO_SCREEN_READER_NOTICE` in screen reader mode on Linux,
    :data:`NO_BRIDGE_NOTICE` elsewhere; ``text_only``, chosen on purpose, has no notice).
    """
    if mode == "text_only":
        return SilentSpeech(), None
    if mode == "screen_reader":
        candidates = [screen_reader]
    elif mode == "self_voicing":
        candidates = [self_voicing]
        if sys.platform == "win32":
            candidates.append(screen_reader)  # accessible_output2 falls back to SAPI
    elif screen_reader_running():
        candidates = [screen_reader, self_voicing]
    else:
        candidates = [self_voicing, screen_reader]
    for make in candidates:
        backend = make(rate_percent)
        if backend is not None:
            return backend, None
    if mode == "screen_reader":
        linux = not (sys.platform == "win32" or sys.platform == "darwin")
        return SilentSpeech(), NO_SCREEN_READER_NOTICE if linux else NO_BRIDGE_NOTICE
    return SilentSpeech(), TEXT_ONLY_NOTICE


def fallback_backend(failed_name: str, rate_percent: int = 100) -> SpeechBackend | None:
    """The backend to try after ``failed_name`` stopped working, or None (text only).

    speech-dispatcher (hung or broken) falls back to self-voicing (espeak-ng); nothing else has
    a fallback, so a failed espeak-ng ends in text only.
    """
    if failed_name == "speech-dispatcher":
        return self_voicing(rate_percent)
    return None
