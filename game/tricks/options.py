"""Options of the trick game: players, variant, scoring (rules T-1, T-17, T-18, T-26, T-27)."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.errors import SetupError, quoted

VARIANTS = ("standard", "classic", "oxford")
SCORINGS = ("target", "parlett_game", "parlett_match")
TARGETS = (100, 200, 500)
DUMMY_SEAT = 2
"""In the two-player game the dummy's hand is seat 2 (T-3)."""


@dataclass(frozen=True)
class TricksOptions:
    """How a trick game is set up.

    Attributes:
        players: live players, 2, 3 or 4 (T-1); with 2 a dummy hand is added as seat 2 (T-3).
        variant: ``"standard"`` (T-5 trumps), ``"classic"`` (T-26, joker and turn-up) or
            ``"oxford"`` (T-27, trump stock; 3 players only).
        scoring: ``"target"`` (T-17), ``"parlett_game"`` (one game of T-18) or ``"parlett_match"``
            (T-18, to 3 game bonuses). Oxford Whist always ends when its trump stock is exhausted
            (T-27), so it accepts only ``"target"`` and ignores the target.
        target: the target score for ``"target"`` scoring: 100, 200 or 500.
    """

    players: int = 3
    variant: str = "standard"
    scoring: str = "target"
    target: int = 200

    def validate(self) -> "TricksOptions":
        """Check the options; return ``self`` so calls chain.

        Raises:
            SetupError: with a readable reason for any value the rules cannot play.
        """
        if self.players not in (2, 3, 4):
            raise SetupError(f"The trick game needs 2, 3 or 4 players, not {quoted(self.players)}.")
        if self.variant not in VARIANTS:
            raise SetupError(f"Unknown variant {quoted(self.variant)}: choose standard, classic or oxford.")
        if self.variant == "oxford" and self.players != 3:
            raise SetupError("Oxford Whist is for exactly 3 players.")
        if self.scoring not in SCORINGS:
            raise SetupError(f"Unknown scoring {quoted(self.scoring)}: choose target, parlett_game or parlett_match.")
        if self.variant == "oxford" and self.scoring != "target":
            raise SetupError("Oxford Whist ends when the trump stock runs out; it has no Parlett scoring.")
        if self.target not in TARGETS:
            raise SetupError(f"The target score must be 100, 200 or 500, not {quoted(self.target)}.")
        return self

    @property
    def hand_count(self) -> int:
        """Hands dealt: the live players, plus the dummy with 2 players (T-3)."""
        return 3 if self.players == 2 else self.players

    @property
    def live_seats(self) -> tuple[int, ...]:
        """Seats of the live players, ``0..players-1``."""
        return tuple(range(self.players))

    @property
    def dummy(self) -> int | None:
        """The dummy's seat (2) in the two-player game, else ``None`` (T-19)."""
        return DUMMY_SEAT if self.players == 2 else None

    @property
    def hand_size(self) -> int:
        """Cards dealt to each hand: 12, or 13 with 4 players (T-3)."""
        return 13 if self.players == 4 else 12

    @property
    def tricks_per_deal(self) -> int:
        """Tricks played each deal: 9, or 10 with 4 players (T-8)."""
        return self.hand_size - 3
