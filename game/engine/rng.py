"""Seeded randomness: the only source of chance in the rules.

The same seed gives the same sequence on every run and platform, so a game is fully replayable
from its seed and its actions.
"""

from __future__ import annotations

import random


def new_rng(seed: int | None) -> random.Random:
    """A new independent random source.

    Args:
        seed: an integer seed; ``None`` draws a fresh seed from the system (use only at the UI edge,
            and record the seed it gives through :func:`fresh_seed` instead where replay matters).
    """
    return random.Random(seed)


def fresh_seed() -> int:
    """A new random seed (0 .. 2**31-1) from the system, for starting a game to be recorded."""
    return random.SystemRandom().randrange(2**31)
