"""Anytime sampling search shared by the searching computer players of both games.

A searching player rates a few choices (cards, bids) on sampled deals it cannot see. A
:class:`Race` keeps every choice's value on each shared sample, drops a choice once it is clearly
worse than the best (its paired difference is more than ``Budget.z`` standard errors below), and
says when to stop: one choice is left, the samples are spent, or the wall-clock deadline has
passed. Sampling stops early where the decision is clear and goes on where it is close.

With ``deadline=None`` (see :meth:`Budget.fixed`) nothing depends on the clock: the same samples
give the same choice on every machine (tests, ``simulate --fixed``). No pygame here.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, replace


@dataclass(frozen=True)
class Budget:
    """How long a searching player samples.

    Attributes:
        deadline: seconds of wall clock for one decision, or ``None`` for no clock (the decision
            then depends only on the samples, so it is reproducible).
        samples: the most samples taken.
        min_samples: samples taken before any choice is dropped or the search stops early.
        batch: samples between two checks of the race.
        z: how many standard errors of the paired difference make a choice clearly worse.
    """

    deadline: float | None
    samples: int
    min_samples: int = 16
    batch: int = 4
    z: float = 2.5

    def fixed(self) -> "Budget":
        """The same budget without the clock: reproducible decisions."""
        return replace(self, deadline=None)


class Race:
    """Choices ``0..count-1`` compared on shared samples (see the module).

    Args:
        count: how many choices.
        budget: when to stop.

    Attributes:
        alive: the choices still compared, in index order.
        taken: samples taken so far.
    """

    def __init__(self, count: int, budget: Budget) -> None:
        self.budget = budget
        self.alive = list(range(count))
        self.values: list[list[float]] = [[] for _ in range(count)]
        self.taken = 0
        self.started = time.perf_counter()

    def add(self, values: dict[int, float]) -> None:
        """Record one sample: the value of every alive choice (a dict by choice index)."""
        for choice in self.alive:
            self.values[choice].append(values[choice])
        self.taken += 1
        if self.taken >= self.budget.min_samples and self.taken % self.budget.batch == 0:
            self._prune()

    def mean(self, choice: int) -> float:
        """The mean value of ``choice`` over the samples it was rated on (0 for none)."""
        values = self.values[choice]
        return sum(values) / len(values) if values else 0.0

    def best(self) -> int:
        """The alive choice with the best mean (the lowest index among equals)."""
        return max(self.alive, key=lambda choice: (self.mean(choice), -choice))

    def ranking(self) -> list[int]:
        """Every choice, best first: the alive ones by mean, then the dropped ones by mean."""
        alive = sorted(self.alive, key=lambda c: (-self.mean(c), c))
        dropped = sorted((c for c in range(len(self.values)) if c not in self.alive),
                         key=lambda c: (-self.mean(c), c))
        return alive + dropped

    def done(self) -> bool:
        """True when one choice is left, the samples are spent or the deadline has passed."""
        if len(self.alive) <= 1 or self.taken >= self.budget.samples:
            return True
        deadline = self.budget.deadline
        return deadline is not None and time.perf_counter() - self.started >= deadline

    def _prune(self) -> None:
        """Drop every choice clearly worse than the best (paired differences over the samples)."""
        leader = self.best()
        lead = self.values[leader]
        kept = []
        for choice in self.alive:
            if choice == leader:
                kept.append(choice)
                continue
            values = self.values[choice]
            n = len(values)
            diffs = [a - b for a, b in zip(lead[-n:], values)]
            mean = sum(diffs) / n
            var = sum((d - mean) ** 2 for d in diffs) / max(1, n - 1)
            if var <= 1e-18:
                clearly_worse = mean >= 0  # never better on any sample: the same or worse
            else:
                clearly_worse = mean > self.budget.z * math.sqrt(var / n)
            if not clearly_worse:
                kept.append(choice)
        self.alive = kept


__all__ = ["Budget", "Race"]
