"""Options of the counting game (rules C-1..C-4, C-8)."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.errors import SetupError, quoted
from .rules import packs_for

DRAW_MODES = ("manual", "auto")


@dataclass(frozen=True)
class CountingOptions:
    """The table's settings, fixed for a whole game.

    Attributes:
        players: seats at the table, 2..8 (C-1).
        tokens: tokens each player starts with, 1..50 (C-3).
        hand_size: cards dealt to each player, 1..5 (C-4).
        draw: ``"manual"`` (the player draws with a key) or ``"auto"`` (C-8).
        decks: 1 or 2 packs; ``None`` chooses by C-2 (two packs for 6 or more players).
    """

    players: int = 3
    tokens: int = 9
    hand_size: int = 3
    draw: str = "manual"
    decks: int | None = None

    @property
    def packs(self) -> int:
        """How many 52-card packs are used (C-2): ``decks`` if given, else 2 for 6+ players, else 1."""
        return packs_for(self.players, self.decks)

    def validate(self) -> None:
        """Check every option.

        Raises:
            SetupError: with a readable reason naming the first option out of range.
        """
        _check_int("players", self.players, 2, 8)
        _check_int("tokens", self.tokens, 1, 50)
        _check_int("hand size", self.hand_size, 1, 5)
        if self.draw not in DRAW_MODES:
            raise SetupError(f"draw must be \"manual\" or \"auto\", not {quoted(self.draw)}")
        if self.decks is not None:
            _check_int("decks", self.decks, 1, 2)


def _check_int(name: str, value: object, low: int, high: int) -> None:
    if not isinstance(value, int) or isinstance(value, bool):
        raise SetupError(f"{name} must be a whole number from {low} to {high}, not {quoted(value)}")
    if not low <= value <= high:
        raise SetupError(f"{name} must be from {low} to {high}, not {value}")
