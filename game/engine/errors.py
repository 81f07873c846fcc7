"""Errors shared by both games' rules."""

from __future__ import annotations


class IllegalAction(Exception):
    """An action the rules refuse. ``reason`` is a short sentence fit to be spoken to the player
    ("Not your turn. Anna plays next."). The state is left unchanged."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class SetupError(ValueError):
    """A game set-up (options, or a replay case's ``setup``) that the rules cannot start from."""


class ReplayError(Exception):
    """A replay case that cannot be run: malformed (``action`` is ``None``) or with an illegal
    action (``action`` is its 0-based index in the case's ``actions``)."""

    def __init__(self, message: str, action: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.action = action


QUOTE_LIMIT = 80
"""Most characters of an offending value an error message quotes."""


def quoted(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``repr(value)`` for an error message, cut to ``limit`` characters (the last one "…")
    so a huge value in a replay case never floods the message."""
    text = repr(value)
    if len(text) <= limit:
        return text
    return text[:limit - 1] + "\u2026"


def whole_number(value: object) -> bool:
    """True for a JSON whole number (an int, never a bool, never a float such as ``1.0``)."""
    return isinstance(value, int) and not isinstance(value, bool)
