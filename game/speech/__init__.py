"""Speech: the announcer (one entry point for every message) and its backends."""

from .announcer import Announcer, Transcript
from .backends import BridgeSpeech, ProcessSpeech, RecordingSpeech, SilentSpeech, SpeechBackend
from .history import History
from .select import NO_SCREEN_READER_NOTICE, TEXT_ONLY_NOTICE, create_backend, fallback_backend

__all__ = ["Announcer", "Transcript", "BridgeSpeech", "ProcessSpeech", "RecordingSpeech", "SilentSpeech",
           "SpeechBackend", "History", "NO_SCREEN_READER_NOTICE", "TEXT_ONLY_NOTICE", "create_backend",
           "fallback_backend"]
