"""The two actions of the counting game: play a card (C-7, C-10) and draw a card (C-8)."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.cards import Card


@dataclass(frozen=True)
class PlayCard:
    """Play ``card`` from ``seat``'s hand onto the pile (C-7).

    Attributes:
        seat: the player, 0..n-1.
        card: a card in that player's hand.
        value: required for an ace (``1`` or ``11``) and for a 10 (``10`` or ``-10``; ``-10`` only
            when the total is at least 10, C-11); must be ``None`` for every other card (C-10).
    """

    seat: int
    card: Card
    value: int | None = None


@dataclass(frozen=True)
class DrawCard:
    """Draw the top card of the stock (manual draw mode, C-8). Only the player who last played
    may draw, once, before the next card is played by anyone."""

    seat: int


Action = PlayCard | DrawCard
"""Either action."""
