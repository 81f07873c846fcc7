"""Computer players keep pace with speech (contract of ``SpeechBackend.knows_speaking`` and
``Announcer.speech_busy``): they wait for the previous announcement to finish where speech can
tell, else in proportion to what was said, within the Computer delay option (C-8, C-23)."""

import pygame
import pytest

from game.counting.menu_entry import ENTRY
from game.counting.scenes import CountingTable
from game.counting.scenes.table import remembered_setup
from game.scenes.card_table import PACE_CAP, SPEECH_SECONDS_PER_CHAR
from game.scenes.registry import register_game
from game.speech import RecordingSpeech
from game.speech.announcer import Announcer
from game.speech.backends import SilentSpeech


class BusySpeech(RecordingSpeech):
    """Records, and says it is speaking while ``busy`` is True."""

    knows_speaking = True

    def __init__(self):
        super().__init__()
        self.busy = False

    def idle(self):
        return not self.busy


class BlindSpeech(RecordingSpeech):
    """Records, and cannot tell whether it is speaking (a screen-reader bridge)."""

    knows_speaking = False


@pytest.fixture(autouse=True)
def _registered():
    register_game(ENTRY)


def test_speech_busy_is_none_when_the_backend_cannot_tell():
    assert Announcer(SilentSpeech()).speech_busy() is None
    assert Announcer(BlindSpeech()).speech_busy() is None
    assert Announcer(RecordingSpeech()).speech_busy() is False
    busy = BusySpeech()
    busy.busy = True
    assert Announcer(busy).speech_busy() is True


def start_with(client, backend, delay):
    client.app.announcer.set_backend(backend)
    client.speech = backend
    client.app.settings.set("cpu_delay", delay)
    client.app.settings.section("counting")["level"] = "simple"
    client.start()
    client.push(CountingTable(client.app, remembered_setup(client.app, 3), 7))
    return client.app.top


def test_computer_waits_while_speech_is_busy(client):
    """seed 7: you play and draw; Anna's 0.3 s delay is over but the speech is still going."""
    speech = BusySpeech()
    table = start_with(client, speech, 0.3)
    client.press(pygame.K_1)
    client.press(pygame.K_SPACE)
    speech.busy = True
    client.frames(300)
    assert "Anna: 8 of hearts. Total 14." not in client.texts
    assert table.state.turn == 1
    speech.busy = False
    client.frames(2)
    assert client.texts[-1] == "Anna: 8 of hearts. Total 14."


def test_computer_waits_for_a_stuck_engine_only_so_long(client):
    speech = BusySpeech()
    table = start_with(client, speech, 0.3)
    client.press(pygame.K_1)
    client.press(pygame.K_SPACE)
    speech.busy = True
    client.frames(60 * 21)
    assert table.state.turn != 1 and "Anna: 8 of hearts. Total 14." in client.texts


def test_without_knowing_speech_the_wait_follows_the_length_said(client):
    """The fallback: about SPEECH_SECONDS_PER_CHAR per character said since the last computer
    action, at least the Computer delay and at most PACE_CAP of them."""
    speech = BlindSpeech()
    start_with(client, speech, 0.3)
    client.press(pygame.K_1)
    client.press(pygame.K_SPACE)
    said = sum(len(text) for text in client.app.announcer.history.items())
    assert PACE_CAP == 2.0 and said * SPEECH_SECONDS_PER_CHAR > PACE_CAP * 0.3  # reaches the cap: 0.6 s
    client.frames(34)  # 0.58 s after the draw (with the key's frame)
    assert "Anna: 8 of hearts. Total 14." not in client.texts
    client.frames(2)
    assert client.texts[-1] == "Anna: 8 of hearts. Total 14."
