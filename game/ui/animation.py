"""Short table animations (each at most 300 ms): a list of named, ageing items the table views draw.

The tables start them from game events ("slide" of a played card, "token", "pulse", "sweep" of a
won trick) and age them in ``update(dt)``; drawing reads :meth:`Animations.of`. No pygame, no rules.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

MAX_DURATION = 0.3
"""The longest an animation may run, in seconds; they never hold up input or speech."""


@dataclass
class Animation:
    """One running animation: ``kind`` (a name the view knows, e.g. "slide"), its length and age
    in seconds, and ``data`` for the view (seat, card, trick, ...)."""

    kind: str
    duration: float
    age: float = 0.0
    data: dict[str, Any] = field(default_factory=dict)

    @property
    def progress(self) -> float:
        """0.0 at the start, 1.0 at the end."""
        return min(1.0, self.age / self.duration) if self.duration > 0 else 1.0


class Animations:
    """The running animations (each at most :data:`MAX_DURATION`); they never hold up input or speech."""

    def __init__(self) -> None:
        self.items: list[Animation] = []

    @property
    def active(self) -> bool:
        """True while one is running (the scene redraws every frame then)."""
        return bool(self.items)

    def start(self, kind: str, duration: float, **data: Any) -> None:
        """Start an animation of ``duration`` seconds (capped at :data:`MAX_DURATION`)."""
        self.items.append(Animation(kind, min(MAX_DURATION, duration), data=data))

    def update(self, dt: float) -> None:
        """Age every animation by ``dt`` seconds and drop the finished ones."""
        for item in self.items:
            item.age += dt
        self.items = [item for item in self.items if item.age < item.duration]

    def clear(self) -> None:
        """Stop every animation."""
        self.items.clear()

    def of(self, kind: str) -> list[Animation]:
        """The running animations of ``kind``."""
        return [item for item in self.items if item.kind == kind]
