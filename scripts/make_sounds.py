"""Generate the sound cues in assets/sounds/ (16-bit mono WAV, 22050 Hz) with the standard library.

Run from the repository root: ``python scripts/make_sounds.py``. The output is deterministic, so
re-running it changes nothing unless this script changed. Cue names are those of game.sound.CUES.
"""

from __future__ import annotations

import math
import struct
import sys
import wave
from pathlib import Path

RATE = 22050


def tone(freq: float, seconds: float, volume: float = 0.5, shape: str = "sine",
         attack: float = 0.005, release: float = 0.04, slide_to: float | None = None) -> list[float]:
    """Samples in -1..1 of one note with a short attack and release (no clicks).

    ``slide_to`` glides the pitch linearly to that frequency; ``shape`` is ``sine``, ``square``
    (softened with odd harmonics) or ``noise`` (deterministic pseudo-random).
    """
    count = int(RATE * seconds)
    samples = []
    phase = 0.0
    seed = 12345
    for i in range(count):
        t = i / RATE
        f = freq if slide_to is None else freq + (slide_to - freq) * (i / max(1, count - 1))
        phase += 2 * math.pi * f / RATE
        if shape == "sine":
            value = math.sin(phase)
        elif shape == "square":
            value = sum(math.sin(phase * k) / k for k in (1, 3, 5, 7)) * 0.9
        else:
            seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
            value = (seed / 0x3FFFFFFF) - 1.0
        envelope = min(1.0, t / attack if attack else 1.0, (seconds - t) / release if release else 1.0)
        samples.append(value * volume * max(0.0, envelope))
    return samples


def silence(seconds: float) -> list[float]:
    """``seconds`` of silence."""
    return [0.0] * int(RATE * seconds)


def mix(*parts: list[float]) -> list[float]:
    """Sum sample lists (padding the shorter), clipped to -1..1."""
    length = max(len(p) for p in parts)
    return [max(-1.0, min(1.0, sum(p[i] for p in parts if i < len(p)))) for i in range(length)]


CUES = {
    "move": lambda: tone(880, 0.04, 0.25),
    "card": lambda: mix(tone(2400, 0.05, 0.25, "noise", release=0.045), tone(330, 0.09, 0.35)),
    "draw": lambda: tone(300, 0.12, 0.25, "noise", attack=0.02, release=0.08),
    "token": lambda: tone(520, 0.25, 0.4, "square", slide_to=260),
    "elimination": lambda: tone(392, 0.18, 0.4, "square") + tone(330, 0.18, 0.4, "square")
    + tone(262, 0.35, 0.4, "square"),
    "round_won": lambda: tone(523, 0.1, 0.35) + tone(659, 0.1, 0.35) + tone(784, 0.22, 0.35),
    "your_turn": lambda: tone(660, 0.07, 0.3) + silence(0.03) + tone(990, 0.1, 0.3),
    "refused": lambda: tone(180, 0.16, 0.4, "square"),
}


def write_wav(path: Path, samples: list[float]) -> None:
    """Write ``samples`` (-1..1) as 16-bit mono PCM at :data:`RATE`."""
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", int(round(s * 32767))) for s in samples))


def main(argv: list[str]) -> int:
    """Write every cue into ``argv[0]`` (default: assets/sounds beside this script's parent)."""
    folder = Path(argv[0]) if argv else Path(__file__).resolve().parent.parent / "assets" / "sounds"
    folder.mkdir(parents=True, exist_ok=True)
    for name, make in CUES.items():
        write_wav(folder / f"{name}.wav", make())
        print(f"{folder / (name + '.wav')}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
