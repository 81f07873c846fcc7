"""Sound cues: short WAV files in ``assets/sounds/`` (made by ``scripts/make_sounds.py``).

Cue names (:data:`CUES`): ``move`` (menu move), ``card`` (card played), ``draw``, ``token``
(token lost), ``elimination``, ``round_won``, ``your_turn``, ``refused`` (refused action).

Without an audio device the mixer fails to start: that is logged once and every cue becomes a
no-op. Sounds load once, on first use. :meth:`SoundCues.audible` tells whether a cue reaches the
ear: where it does not (no audio device, SDL's dummy driver, volume 0), a key answered by the
``refused`` cue alone is answered in words too (:meth:`game.scenes.base.Scene.refused_cue`).
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

    ``enabled=False`` makes every call a no-op (tests): :attr:`played` then stands for the ear,
    and :meth:`audible` answers by the volume alone.
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

    def audible(self) -> bool:
        """True when a cue played now would reach the ear: the mixer started on a real audio
        device (not SDL's ``dummy`` driver, which plays into nothing), the cue files loaded, and
        the effects volume is above 0. False otherwise: then a key answered by the ``refused``
        cue alone would be answered by nothing (:meth:`game.scenes.base.Scene.refused_cue` says
        it in words). With ``enabled=False`` (tests, where :attr:`played` stands for the ear):
        True unless the volume is 0. Starts the mixer when :meth:`preload` has not."""
        if self._volume() <= 0:
            return False
        if not self._enabled:
            return True
        if not self._load():
            return False
        try:
            return pygame.mixer.get_init() is not None and pygame.mixer.get_driver() != "dummy"
        except pygame.error:
            return False

    def close(self) -> None:
        """Stop the mixer if this object started it."""
        if self._sounds and pygame.mixer.get_init():
            pygame.mixer.quit()
        self._sounds = None
