"""Options > Speech: Text only confirms itself: the speech being switched off says (and brailles)
"Speech: Text only. Speech is now off: ...", then is closed; the log shows the same line. Before,
the answer went to text only at once and a screen-reader user heard nothing (found by a tester)."""

import pygame

from game.scenes.options import OptionsScene
from game.speech import Announcer, RecordingSpeech, SilentSpeech
from game.speech.last_words import LAST_WORDS_SECONDS

TEXT_ONLY = ("Speech: Text only, choice 4 of 4. Speech is now off: messages are only shown on screen. "
             "Left turns it back on.")


class SlowSpeech(RecordingSpeech):
    """A recorder that is busy until ``done`` is set, and counts closes."""

    def __init__(self) -> None:
        super().__init__()
        self.done = False
        self.closes = 0

    def idle(self) -> bool:
        return self.done

    def close(self) -> None:
        self.closes += 1


def test_choosing_text_only_is_said_by_the_speech_it_switches_off(client):
    speech = SlowSpeech()
    client.app.announcer.set_backend(speech)
    client.app._backend_fixed = False  # the speech option takes effect, as in the running app
    client.app.settings.set("speech_mode", "self_voicing")
    client.push(OptionsScene(client.app))
    speech.clear()
    client.press(pygame.K_RIGHT)  # Self-voicing -> Text only
    assert speech.texts == [TEXT_ONLY]
    assert isinstance(client.app.announcer.backend, SilentSpeech)
    assert client.app.announcer.history.items()[-1] == TEXT_ONLY
    assert client.app.top.current.spoken() == "Speech: Text only"
    client.press(pygame.K_DOWN)  # only the last words: nothing more goes to the old speech
    assert speech.texts == [TEXT_ONLY] and speech.closes == 0
    speech.done = True
    client.frames(2)
    assert speech.closes == 1


def test_last_words_in_spanish(client):
    client.app.apply_language("es")
    speech = RecordingSpeech()
    client.app.announcer.set_backend(speech)
    client.app._backend_fixed = False
    client.app.settings.set("speech_mode", "self_voicing")
    client.push(OptionsScene(client.app))
    speech.clear()
    client.press(pygame.K_RIGHT)
    assert speech.texts == ["Voz: Solo texto, opción 4 de 4. La voz está desactivada: los mensajes solo se muestran en "
                            "pantalla. Flecha izquierda la vuelve a activar."]


def test_last_words_close_after_the_time_limit_when_never_done():
    old, new = SlowSpeech(), RecordingSpeech()
    announcer = Announcer(old)
    announcer.set_backend(new, last_words=True)
    announcer.say("Speech: Text only.", interrupt=True)
    announcer.say("Options, 2 of 3", interrupt=True)
    assert old.texts == ["Speech: Text only."]
    assert new.texts == ["Speech: Text only.", "Options, 2 of 3"]
    announcer.tick(LAST_WORDS_SECONDS - 1)
    assert old.closes == 0
    announcer.tick(1.5)
    assert old.closes == 1


def test_a_new_backend_or_the_stop_key_ends_the_last_words_at_once():
    old = SlowSpeech()
    announcer = Announcer(old)
    announcer.set_backend(SilentSpeech(), last_words=True)
    announcer.say("Speech: Text only.")
    announcer.stop()
    assert (old.stops, old.closes) == (1, 1)
    again = SlowSpeech()
    announcer.set_backend(again)
    announcer.set_backend(SilentSpeech(), last_words=True)
    announcer.set_backend(RecordingSpeech())  # back to speech before the last words: closed
    assert again.closes == 1 and again.texts == []
