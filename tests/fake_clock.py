"""A clock the test moves: the app's loop reads it and sleeps on it, so frames and stalls take
exactly the time a test says. Not a test module itself."""

from __future__ import annotations


class FakeClock:
    """Seconds that move only when something sleeps (or a test moves ``now`` to simulate a stall)."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.now += seconds
