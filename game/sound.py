"""Sound cues: short WAV files in ``assets/sounds/`` (made by ``scripts/make_sounds.py``).

Cue names (:data:`CUES`): ``move`` (menu move), ``card`` (card played), ``draw``, ``token``
(token lost), ``elimination``, ``round_won``, ``your_turn``, ``refused`` (refused action).

Without an audio device the mixer fails to start: that is logged once and every cue becomes a
no-op. Sounds load once, on first use.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

import pygame

from .paths import assets_dir

log = logging.getLogger(__name__)

CUES = ("move", "card", "draw", "token", "elimination", "round_won", "your_turn", "refused")


class SoundCues:
    """Plays cues at ``volume()`` percent (read at each play, so the option applies at once).

    ``enabled=False`` makes every call a no-op (tests, ``--smoke``).
    """

    def __init__(self, volume: Callable[[], int], enabled: bool = True) -> None:
        self._volume = volume
        self._enabled = enabled
        self._sounds: dict[str, pygame.mixer.Sound] | None = None
        self.played: list[str] = []
        """Every cue name asked for, in order (also when silent): tests read it."""

    def _load(self) -> dict[str, pygame.mixer.Sound]:
        if self._sounds is not None:
            return self._sounds
        self._sounds = {}
        if not self._enabled:
            return self._sounds
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=22050, size=-16, channels=1, buffer=512)
            folder = assets_dir() / "sounds"
            for name in CUES:
                self._sounds[name] = pygame.mixer.Sound(str(folder / f"{name}.wav"))
        except (pygame.error, FileNotFoundError, OSError) as exc:
            log.warning("sound cues disabled: %s", exc)
            self._sounds = {}
        return self._sounds

    def preload(self) -> None:
        """Start the mixer and load every cue now (at start-up), so the first key press never waits."""
        self._load()

    def play(self, name: str) -> None:
        """Play cue ``name``. Raises ValueError for a name not in :data:`CUES`."""
        if name not in CUES:
            raise ValueError(f"unknown sound cue {name!r}; known: {', '.join(CUES)}")
        self.played.append(name)
        if len(self.played) > 1000:
            del self.played[:500]
        sound = self._load().get(name)
        volume = self._volume()
        if sound is None or volume <= 0:
            return
        sound.set_volume(volume / 100)
        sound.play()

    def close(self) -> None:
        """Stop the mixer if this object started it."""
        if self._sounds and pygame.mixer.get_init():
            pygame.mixer.quit()
        self._sounds = None
