"""Packs of cards for both games.

Every function returns a new list in a fixed order (suits in :class:`Suit` order, ranks low to
high, jokers last); shuffle it with a seeded random source (:mod:`game.engine.rng`).
"""

from __future__ import annotations

from .cards import JOKER, Card, Suit


def pack(low_rank: int = 2, jokers: int = 0, copies: int = 1) -> list[Card]:
    """A pack of ``copies`` x (ranks ``low_rank``..ace in four suits) plus ``jokers`` jokers.

    Args:
        low_rank: lowest rank, 2 (52-card pack) or 6 (36-card pack).
        jokers: how many jokers to add (0 or more).
        copies: how many standard packs to merge (1 or 2).

    Raises:
        ValueError: if ``low_rank`` is not 2..14, or ``jokers``/``copies`` are out of range.
    """
    if not 2 <= low_rank <= 14:
        raise ValueError(f"low rank must be 2..14, got {low_rank}")
    if jokers < 0 or copies < 1:
        raise ValueError("jokers must be >= 0 and copies >= 1")
    one = [Card(rank, suit) for suit in Suit for rank in range(low_rank, 15)]
    return one * copies + [JOKER] * jokers


def pack_52(jokers: int = 0) -> list[Card]:
    """The standard 52-card pack (plus ``jokers`` jokers)."""
    return pack(2, jokers)


def pack_36(jokers: int = 0) -> list[Card]:
    """The 36-card pack, 6 to ace in each suit (plus ``jokers`` jokers)."""
    return pack(6, jokers)


def double_pack_52() -> list[Card]:
    """Two standard packs merged: 104 cards, each card twice."""
    return pack(2, 0, copies=2)
