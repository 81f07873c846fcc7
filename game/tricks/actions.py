"""The two actions of the trick game: a bid (T-6, T-9) and a card played (T-12, T-21)."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.cards import Card

PREMIUMS = ("declare", "reveal")


@dataclass(frozen=True)
class Bid:
    """A live player lays aside three bid cards (T-6), optionally offering a premium (T-9).

    Attributes:
        seat: the live seat bidding.
        cards: the three bid cards, from that seat's hand.
        premium: ``None``, ``"declare"`` or ``"reveal"``.
    """

    seat: int
    cards: tuple[Card, ...]
    premium: str | None = None


@dataclass(frozen=True)
class Play:
    """A card played to the current trick.

    Attributes:
        seat: the hand the card comes from; 2 is the dummy in the two-player game, played by the
            live player who controls it for this trick (T-21).
        card: the card played.
    """

    seat: int
    card: Card
