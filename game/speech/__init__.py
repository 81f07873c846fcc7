"""Speech: the announcer (one entry point for every message) and its backends."""

from .announcer import Announcer, Transcript
from .backends import ProcessSpeech, RecordingSpeech, SilentSpeech, SpeechBackend
from .history import History
from .opening import OpeningSpeech
from .prism_speech import PrismSpeech, open_prism
from .select import create_backend, fallback_backend

__all__ = ["Announcer", "Transcript", "ProcessSpeech", "PrismSpeech", "RecordingSpeech", "SilentSpeech",
           "SpeechBackend", "History", "OpeningSpeech", "create_backend", "fallback_backend", "open_prism"]
