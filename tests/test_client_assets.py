"""Shipped assets: DejaVu Sans renders the suit symbols; sound cues exist, are regenerated exactly by
scripts/make_sounds.py, and become no-ops without an audio device."""

import filecmp
import logging
import subprocess
import sys
import wave
from pathlib import Path

import pygame
import pytest

from game import sound as sound_module
from game.paths import assets_dir
from game.sound import CUES, SoundCues
from game.ui.text import Fonts, font_path

ROOT = Path(__file__).resolve().parent.parent


def test_assets_found_in_the_source_tree():
    assert assets_dir() == ROOT / "assets"
    assert (assets_dir() / "fonts" / "LICENSE-DejaVu.txt").read_text().count("Bitstream") > 0


@pytest.mark.parametrize("bold", [False, True])
def test_suit_symbols_render_with_the_shipped_font(bold):
    pygame.font.init()
    font = pygame.font.Font(font_path(bold), 32)
    missing = font.render("\u0378", True, (255, 255, 255))  # an unassigned code point: the missing-glyph box
    missing_bytes = pygame.image.tobytes(missing, "RGBA")
    for symbol in "♠♥♦♣":
        metrics = font.metrics(symbol)
        assert metrics and metrics[0] is not None and metrics[0][4] > 0, symbol
        surface = font.render(symbol, True, (255, 255, 255))
        assert surface.get_bounding_rect().width > 0, symbol
        assert pygame.image.tobytes(surface, "RGBA") != missing_bytes, symbol


def test_fonts_cache_rendered_text():
    fonts = Fonts()
    first = fonts.render("Q♥ 10♠", 24, (1, 2, 3))
    assert fonts.render("Q♥ 10♠", 24, (1, 2, 3)) is first
    assert fonts.wrap("one two three four", 24, 10) == ["one", "two", "three", "four"]


def test_every_cue_is_a_short_mono_wav():
    for name in CUES:
        with wave.open(str(assets_dir() / "sounds" / f"{name}.wav")) as wav:
            assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, 22050)
            assert 0.03 < wav.getnframes() / 22050 < 1.0, name


def test_make_sounds_regenerates_the_shipped_files(tmp_path):
    subprocess.run([sys.executable, str(ROOT / "scripts" / "make_sounds.py"), str(tmp_path)], check=True,
                   capture_output=True)
    for name in CUES:
        assert filecmp.cmp(tmp_path / f"{name}.wav", assets_dir() / "sounds" / f"{name}.wav", shallow=False)


def test_no_audio_device_makes_cues_no_ops_logged_once(monkeypatch, caplog):
    def fail(*args, **kwargs):
        raise pygame.error("no audio device")
    monkeypatch.setattr(sound_module.pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(sound_module.pygame.mixer, "init", fail)
    cues = SoundCues(lambda: 70)
    with caplog.at_level(logging.WARNING, logger="game.sound"):
        cues.play("card")
        cues.play("your_turn")
        cues.play("refused")
    assert cues.played == ["card", "your_turn", "refused"]
    assert [r.getMessage() for r in caplog.records] == ["sound cues disabled: no audio device"]


def test_unknown_cue_name_is_an_error():
    with pytest.raises(ValueError, match="unknown sound cue 'beep'"):
        SoundCues(lambda: 70, enabled=False).play("beep")


def test_cues_play_on_the_dummy_audio_driver():
    cues = SoundCues(lambda: 50)
    try:
        cues.play("move")
        assert cues.played == ["move"]
        assert pygame.mixer.get_init() is not None  # the mixer really started and loaded the cues
    finally:
        cues.close()
