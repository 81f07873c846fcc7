"""Choosing the speech backend for a speech mode (called once at start-up and when the player
changes the speech option, in a worker thread both times: :mod:`game.speech.opening`). The
Speech rate option opens nothing: it sets the rate on the backend in use
(:meth:`~game.speech.backends.SpeechBackend.set_rate`).

Every screen reader and system voice is reached through Prism (:mod:`game.speech.prism_speech`),
on every platform; espeak-ng, run as a process, is the self-voicing engine and the fallback.

Modes (settings ``speech_mode``):

- ``screen_reader``: Prism's best backend by its own priority (NVDA, JAWS, then SAPI/OneCore on
  Windows; VoiceOver, then AVSpeech on macOS; Orca, then speech-dispatcher on Linux). With none
  available: espeak-ng, and a notice, spoken once, says why; with no espeak-ng either, text only.
  The first words are held while it opens; when what opened is a system voice that cannot tell
  whether it speaks (Speech Dispatcher), espeak-ng says them (:func:`held_words_voice`).
- ``self_voicing``: espeak-ng, else a Prism system voice (SAPI, OneCore, AVSpeech,
  speech-dispatcher).
- ``auto``: Prism's best backend, else espeak-ng; but espeak-ng, when installed, over a system
  voice that cannot tell whether it is speaking (Speech Dispatcher, :func:`unsure_voice`: such
  a daemon can take every line and say none, found by ear). espeak-ng speaks from the first word
  while Prism looks (:func:`start_voice`).
- ``text_only``: nothing spoken.

accessible_output2, cytolk and the ``spd-say``/``say`` commands are no longer used: Prism
covers their screen readers and voices, and reports braille and "speaking".
"""

from __future__ import annotations

import logging
import shutil
from collections.abc import Callable

from ..i18n import _, espeak_voice
from .backends import ProcessSpeech, SilentSpeech, SpeechBackend
from .prism_speech import HANG_LIMIT, PRISM_BROKE, PRISM_HUNG, PRISM_MISSING, open_prism

log = logging.getLogger(__name__)

ESPEAK = "espeak-ng"
"""The name of the self-voicing backend (and of the fallback)."""
WORDS_PER_MINUTE = 175
"""espeak-ng's normal rate, our 100 percent."""


def text_only_notice() -> str:
    """Said when no speech engine at all could start (not in ``text_only`` mode)."""
    return _("No speech is available: text only.")


def no_screen_reader_reason() -> str:
    """Screen reader mode when Prism found no screen reader and no system voice."""
    return _("No screen reader or speech-dispatcher found.")


def prism_hung_reason() -> str:
    """Prism did not answer within :data:`HANG_LIMIT` seconds at start. Its search for the best
    backend is one call, so which one hung is not known: a screen reader, or the system voice
    tried where none runs (Speech Dispatcher on Linux); the sentence names neither."""
    return _("The screen reader or system voice did not answer within {seconds} seconds.").format(
        seconds=round(HANG_LIMIT))


def prism_broke_reason() -> str:
    """Prism's process died while it opened the screen reader (a speech daemon that hung up)."""
    return _("The screen reader or system voice stopped working while starting.")


def prism_missing_reason() -> str:
    """The ``prism`` module (package prismatoid) could not be imported."""
    return _("The screen reader bridge Prism could not be loaded.")


def speaking_with(name: str) -> str:
    """The second sentence of a fallback notice: "Speaking with espeak-ng."."""
    return _("Speaking with {engine}.").format(engine=name)


def text_only_sentence() -> str:
    """The second sentence of a notice when nothing can speak."""
    return _("Text only.")


def espeak_seconds(text: str, rate_percent: int = 100) -> float:
    """How long espeak-ng takes to say ``text`` (seconds): about 6 characters a word at
    :data:`WORDS_PER_MINUTE` times ``rate_percent``/100."""
    return len(text) * espeak_seconds_per_char(rate_percent)


def espeak_seconds_per_char(rate_percent: int = 100) -> float:
    """espeak-ng's expected seconds per character at ``rate_percent`` (0.057 at 100 percent),
    the hang limit's measure until real messages have been timed (:class:`ProcessSpeech`)."""
    return 60 / (WORDS_PER_MINUTE * max(50, rate_percent) / 100 * 6)


def espeak_command(rate_percent: int = 100, wav_path: str | None = None) -> Callable[[str], list[str]] | None:
    """argv builder for espeak-ng (or espeak) at ``rate_percent`` of 175 words a minute, or None.

    With ``wav_path`` the speech is written to that WAV file instead of the sound device. The
    voice is the current language's (:func:`game.i18n.espeak_voice`).
    """
    program = shutil.which("espeak-ng") or shutil.which("espeak")
    if program is None:
        return None
    wpm = max(80, min(450, round(WORDS_PER_MINUTE * rate_percent / 100)))

    def command(text: str) -> list[str]:
        argv = [program, "-v", espeak_voice(), "-s", str(wpm)]
        if wav_path:
            argv += ["-w", wav_path]
        return argv + ["--", text]
    return command


def self_voicing(rate_percent: int = 100) -> SpeechBackend | None:
    """The espeak-ng backend, or None when espeak-ng (or espeak) is not installed."""
    command = espeak_command(rate_percent)
    if command is None:
        return None
    return ProcessSpeech(ESPEAK, command, seconds_per_char=espeak_seconds_per_char(rate_percent),
                         rate_command=espeak_at)


def start_voice(mode: str, rate_percent: int = 100) -> SpeechBackend | None:
    """The voice that speaks at once at start-up while the backend for ``mode`` is opened in the
    background (:meth:`game.app.App._take_speech`): espeak-ng in Automatic mode, which it falls
    back to anyway, so the first words are never held while Prism looks for a screen reader (up
    to :data:`~game.speech.prism_speech.HANG_LIMIT` seconds when a speech daemon hangs). None in
    the other modes (Screen reader waits for the screen reader, the usual screen reader opening
    within a second: its own voice says the first words, never two voices over the window's
    opening; Self-voicing opens at once) and when espeak-ng is not installed: the first words
    are then kept until speech has opened (and said through espeak-ng after all when what opened
    is Speech Dispatcher: :func:`held_words_voice`)."""
    if mode != "auto":
        return None
    return self_voicing(rate_percent)


def held_words_voice(backend: SpeechBackend, rate_percent: int = 100) -> SpeechBackend | None:
    """The voice that says the words held while ``backend`` opened (Screen reader mode, which has
    no start voice: :func:`start_voice`), or None: espeak-ng when ``backend`` is a system voice
    that cannot tell whether it speaks (:func:`unsure_voice`: Speech Dispatcher, where no screen
    reader runs), else None (the words go to ``backend``). Such a voice is checked after the
    first line it is given before it gets the rest
    (:meth:`~game.speech.backends.SpeechBackend.awaits_check`); had it been given the held
    words, a daemon that takes lines and says none would leave the player in silence for their
    length and the check's (reported: 21.7 s at a table opened with ``--game``, the first words
    held and then given to the daemon). espeak-ng says them at once, and hands over to
    ``backend`` after them (:meth:`game.app_speech.AppSpeech._speak_through`)."""
    if not unsure_voice(backend):
        return None
    return self_voicing(rate_percent)


def espeak_at(rate_percent: int) -> tuple[Callable[[str], list[str]], float] | None:
    """espeak-ng's command and expected seconds per character at ``rate_percent`` (the Speech
    rate option changed: :meth:`ProcessSpeech.set_rate`), or None when it is not installed."""
    command = espeak_command(rate_percent)
    if command is None:
        return None
    return command, espeak_seconds_per_char(rate_percent)


def _prism(kind: str, rate_percent: int, braille: bool) -> tuple[SpeechBackend | None, str | None]:
    """A started Prism backend with braille set, or None and a reason sentence (None when Prism
    simply found nothing)."""
    backend, why = open_prism(kind, rate_percent)
    if backend is not None:
        backend.braille = braille
        return backend, None
    if why == PRISM_HUNG:
        return None, prism_hung_reason()
    if why == PRISM_BROKE:
        return None, prism_broke_reason()
    if why == PRISM_MISSING:
        return None, prism_missing_reason()
    return None, None


def unsure_voice(backend: SpeechBackend) -> bool:
    """True when ``backend`` is a system voice, not a screen reader, that cannot tell whether it
    is speaking (``knows_speaking`` False: Speech Dispatcher through Prism). Automatic mode takes
    espeak-ng, the same kind of voice, over it (:func:`create_backend`). Found by ear: a fresh
    Speech Dispatcher whose output module could not open the sound device took "Round 1. Bob
    deals. You play first." and the turn line, said neither, and hung only at the first stop,
    which only the answer to a key sends: the game went silent after its first line until the
    player pressed a key, and 5 s more."""
    return bool(getattr(backend, "system_voice", False)) and not backend.knows_speaking


def create_backend(mode: str, rate_percent: int = 100, braille: bool = True) -> tuple[SpeechBackend, str | None]:
    """The backend for ``mode`` (see the module doc) and a notice to announce once, or None.

    ``braille``: whether messages also go to a braille display (the Braille option). Never
    raises: an unknown mode is treated as ``auto``; with nothing to speak through the result is
    :class:`SilentSpeech` with a notice (``text_only``, chosen on purpose, has none).
    """
    if mode == "text_only":
        return SilentSpeech(), None
    if mode == "self_voicing":
        backend = self_voicing(rate_percent)
        if backend is not None:
            return backend, None
        backend, _reason = _prism("tts", rate_percent, braille)
        if backend is not None:
            return backend, None
        return SilentSpeech(), text_only_notice()
    backend, reason = _prism("best", rate_percent, braille)
    if backend is not None and mode != "screen_reader" and unsure_voice(backend):
        espeak = self_voicing(rate_percent)
        if espeak is not None:  # Automatic: espeak-ng, which tells when each line is done
            log.info("speech: %s cannot tell whether it speaks; using %s", backend.name, espeak.name)
            backend.close()
            return espeak, None
    if backend is not None:
        return backend, None
    espeak = self_voicing(rate_percent)
    if mode == "screen_reader":
        why = reason or no_screen_reader_reason()
        if espeak is not None:
            return espeak, f"{why} {speaking_with(espeak.name)}"
        return SilentSpeech(), f"{why} {text_only_sentence()}"
    if espeak is not None:
        return espeak, reason and f"{reason} {speaking_with(espeak.name)}"
    return SilentSpeech(), f"{reason} {text_only_sentence()}" if reason else text_only_notice()


def fallback_backend(failed_name: str, rate_percent: int = 100) -> SpeechBackend | None:
    """The backend to try after ``failed_name`` stopped working (hung or broken), or None.

    Every Prism backend falls back to espeak-ng; a failed espeak-ng ends in text only.
    """
    if failed_name == ESPEAK:
        return None
    return self_voicing(rate_percent)
