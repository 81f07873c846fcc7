"""Cards: ranks, suits, parsing and the words a card is spoken as.

A card is a frozen value: ``Card(rank, suit)`` with ``rank`` 2..14 (11 jack, 12 queen,
13 king, 14 ace) and ``suit`` a :class:`Suit`, or the joker ``Card(JOKER_RANK, None)``.
Two copies of the same card (two-pack games) compare equal; they are told apart only by
where they lie.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from .errors import quoted

JOKER_RANK = 0
"""Rank value used for the joker (it has no suit)."""

RANK_CODES = {2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "10",
              11: "J", 12: "Q", 13: "K", 14: "A"}
RANK_WORDS = {11: "jack", 12: "queen", 13: "king", 14: "ace"}
_CODE_TO_RANK = {code: rank for rank, code in RANK_CODES.items()}
_CODE_TO_RANK["T"] = 10


class Suit(enum.Enum):
    """The four suits; ``value`` is the one-letter code used in files (``S H D C``)."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def word(self) -> str:
        """Plural English name, e.g. ``"hearts"``."""
        return self.name.lower()

    @property
    def singular(self) -> str:
        """Singular English name, e.g. ``"heart"``."""
        return self.name.lower()[:-1]

    @property
    def symbol(self) -> str:
        """The suit glyph for the screen (never spoken): ``♠ ♥ ♦ ♣``."""
        return {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}[self.value]

    @property
    def is_red(self) -> bool:
        """True for hearts and diamonds."""
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @classmethod
    def parse(cls, text: str) -> "Suit":
        """Parse ``"S"``/``"spades"`` (any case) into a suit.

        Raises:
            ValueError: for any other text.
        """
        if not isinstance(text, str):
            raise ValueError(f"not a suit: {quoted(text)}")
        key = text.strip().upper()
        for suit in cls:
            if key in (suit.value, suit.name, suit.name[:-1]):
                return suit
        raise ValueError(f"not a suit: {quoted(text)} (use S, H, D or C)")


SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
"""Order of suits in a sorted hand: black and red alternate."""


@dataclass(frozen=True, order=False)
class Card:
    """One playing card.

    Attributes:
        rank: 2..14 for ordinary cards (14 is the ace), :data:`JOKER_RANK` for the joker.
        suit: the card's suit, ``None`` only for the joker.
    """

    rank: int
    suit: Suit | None

    def __post_init__(self) -> None:
        if self.rank == JOKER_RANK:
            if self.suit is not None:
                raise ValueError("the joker has no suit")
        elif self.rank not in RANK_CODES or not isinstance(self.suit, Suit):
            raise ValueError(f"no such card: rank {quoted(self.rank)}, suit {quoted(self.suit)}")

    @property
    def is_joker(self) -> bool:
        """True for the joker."""
        return self.rank == JOKER_RANK

    @property
    def code(self) -> str:
        """File form: ``"10H"``, ``"QS"``, ``"JOKER"``."""
        if self.is_joker:
            return "JOKER"
        assert self.suit is not None
        return RANK_CODES[self.rank] + self.suit.value

    @property
    def rank_word(self) -> str:
        """Spoken rank: ``"queen"``, ``"10"``, ``"ace"``; ``"joker"`` for the joker."""
        if self.is_joker:
            return "joker"
        return RANK_WORDS.get(self.rank, str(self.rank))

    @property
    def name(self) -> str:
        """Spoken name: ``"queen of hearts"``, ``"10 of spades"``, ``"the joker"``."""
        if self.is_joker:
            return "the joker"
        assert self.suit is not None
        return f"{self.rank_word} of {self.suit.word}"

    @property
    def short(self) -> str:
        """Screen form with a suit glyph: ``"Q♥"``, ``"10♠"``, ``"Jkr"``."""
        if self.is_joker:
            return "Jkr"
        assert self.suit is not None
        return RANK_CODES[self.rank] + self.suit.symbol

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card({self.code})"

    @classmethod
    def parse(cls, text: str) -> "Card":
        """Parse a card code: rank ``2..10 J Q K A`` (``T`` for 10) then suit ``S H D C``,
        or ``JOKER``. Case and surrounding spaces are ignored.

        Raises:
            ValueError: with the offending text, for anything else.
        """
        if not isinstance(text, str):
            raise ValueError(f"unknown card {quoted(text)}: a card is written like 10H, QS or JOKER")
        key = text.strip().upper()
        if key == "JOKER":
            return JOKER
        if len(key) >= 2:
            rank = _CODE_TO_RANK.get(key[:-1])
            try:
                suit = Suit.parse(key[-1])
            except ValueError:
                suit = None
            if rank is not None and suit is not None:
                return cls(rank, suit)
        raise ValueError(f"unknown card {quoted(text)}: a card is written like 10H, QS or JOKER")


JOKER = Card(JOKER_RANK, None)
"""The joker."""


def parse_cards(codes: list[str]) -> list[Card]:
    """Parse a list of card codes, keeping order.

    Raises:
        ValueError: naming the first code that is not a card, or if ``codes`` is not a list.
    """
    if not isinstance(codes, list):
        raise ValueError(f"expected a list of cards, got {quoted(codes)}")
    return [Card.parse(code) for code in codes]


def sort_key(card: Card) -> tuple[int, int]:
    """Key that sorts a hand by suit (:data:`SUIT_ORDER`) then by rank, low to high; the joker last."""
    if card.is_joker:
        return (len(SUIT_ORDER), 0)
    return (SUIT_ORDER.index(card.suit), card.rank)


def sorted_hand(cards: list[Card]) -> list[Card]:
    """A new list of ``cards`` sorted by :func:`sort_key` (rule T-4 for the trick game)."""
    return sorted(cards, key=sort_key)


def spoken_list(cards: list[Card]) -> str:
    """Cards in words joined by commas, e.g. ``"4 of clubs, ace of hearts"``; ``"no cards"`` if empty."""
    return ", ".join(card.name for card in cards) if cards else "no cards"
