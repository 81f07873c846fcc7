"""Small wording helpers shared by screens, so every screen says numbers the same way."""

from __future__ import annotations


def seconds_text(seconds: float) -> str:
    """A duration for the ear: ``1`` -> ``"1 second"``, ``1.5`` -> ``"1.5 seconds"``,
    ``0.3`` -> ``"0.3 seconds"``, ``0.75`` -> ``"0.75 seconds"`` (at most two decimals, no
    trailing zeros)."""
    number = f"{round(float(seconds), 2):g}"
    return f"{number} second" if number == "1" else f"{number} seconds"
