"""SoundCues.audible: whether a cue played now reaches the ear (a key answered by the refused cue
alone is answered in words where it does not: tests/test_refusal_without_sound.py)."""

from __future__ import annotations

import pygame

from game import sound as sound_module
from game.sound import SoundCues


def test_the_dummy_audio_driver_is_not_heard():
    """The by-ear tool's (and the tests') SDL dummy driver plays into nothing."""
    cues = SoundCues(lambda: 70)
    try:
        assert cues.audible() is False
        assert pygame.mixer.get_init() is not None and pygame.mixer.get_driver() == "dummy"
    finally:
        cues.close()


def test_a_real_device_is_heard_unless_the_volume_is_0(monkeypatch):
    volume = [70]
    cues = SoundCues(lambda: volume[0])
    try:
        cues.preload()
        monkeypatch.setattr(sound_module.pygame.mixer, "get_driver", lambda: "pulseaudio")
        assert cues.audible() is True
        volume[0] = 0
        assert cues.audible() is False
    finally:
        cues.close()


def test_no_audio_device_is_not_heard(monkeypatch):
    def fail(*args, **kwargs):
        raise pygame.error("no audio device")
    monkeypatch.setattr(sound_module.pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(sound_module.pygame.mixer, "init", fail)
    assert SoundCues(lambda: 70).audible() is False


def test_disabled_cues_stand_for_the_ear_by_the_volume_alone():
    """Tests (enabled=False): ``played`` stands for the ear; only a volume of 0 is not heard."""
    assert SoundCues(lambda: 70, enabled=False).audible() is True
    assert SoundCues(lambda: 0, enabled=False).audible() is False
