"""Pure rule helpers of the trick game: bid values, trumps, following suit, trick winners, bonuses.

Functions here take plain values (cards, suits, counts) and hold no state, so the rules state,
the computer player and tests share them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..engine.cards import Card, Suit

BID_VALUES = {Suit.DIAMONDS: 0, Suit.SPADES: 1, Suit.HEARTS: 2, Suit.CLUBS: 3}
"""T-6: what a bid card of each suit adds to the bid."""

TRUMPS_BY_SUCCESSES: dict[int, Suit | None] = {
    0: Suit.DIAMONDS, 1: Suit.SPADES, 2: Suit.HEARTS, 3: Suit.CLUBS, 4: None}
"""T-5: next deal's trumps by how many players made their bid exactly."""

EXACT_BONUS = {0: 0, 1: 30, 2: 20, 3: 10, 4: 0}
"""T-15: the exact-bid bonus each successful player scores, by the number who succeeded."""

OXFORD_EXACT_BONUS = 10
"""T-27: Oxford Whist's bonus for an exact bid."""

PREMIUM_POINTS = {"declare": 30, "reveal": 60}
"""T-16: what a premium is worth."""

GAME_TARGET = 100
"""T-18: the game score that ends a Parlett game."""

GAME_BONUS = 100
"""T-18: the game bonus."""

MATCH_BONUSES = 3
"""T-18: game bonuses that end a Parlett match."""


def effective(card: Card, joker_as: Card | None) -> Card:
    """The card ``card`` counts as: the joker counts as the turned card in the classic variant
    (T-26); every other card is itself."""
    if card.is_joker and joker_as is not None:
        return joker_as
    return card


def bid_value(cards: Iterable[Card], joker_as: Card | None = None) -> int:
    """T-6: the bid three bid cards make: diamonds 0, spades 1, hearts 2, clubs 3 each (0..9).

    The joker counts as ``joker_as`` (T-26). Raises ValueError for a joker with nothing to stand for.
    """
    total = 0
    for card in cards:
        suit = effective(card, joker_as).suit
        if suit is None:
            raise ValueError("the joker has no suit to bid with")
        total += BID_VALUES[suit]
    return total


def suit_of(card: Card, joker_as: Card | None = None) -> Suit | None:
    """The suit ``card`` plays as (T-26 for the joker)."""
    return effective(card, joker_as).suit


def playable(hand: Sequence[Card], led: Suit | None, joker_as: Card | None = None) -> list[Card]:
    """T-12: the cards of ``hand`` that may be played to a trick whose led suit is ``led``
    (``None`` when leading): the cards of the led suit if any, else the whole hand."""
    if led is None:
        return list(hand)
    following = [card for card in hand if suit_of(card, joker_as) == led]
    return following if following else list(hand)


def trick_winner(trick: Sequence[tuple[int, Card]], trumps: Suit | None,
                 joker_as: Card | None = None) -> int:
    """T-13: the index in ``trick`` (a list of ``(seat, card)`` in play order) of the winning card:
    the highest trump, else the highest card of the suit led."""
    led = suit_of(trick[0][1], joker_as)
    best = 0
    best_card = effective(trick[0][1], joker_as)
    for index in range(1, len(trick)):
        card = effective(trick[index][1], joker_as)
        if card.suit == best_card.suit:
            if card.rank > best_card.rank:
                best, best_card = index, card
        elif card.suit == trumps and trumps is not None and best_card.suit != trumps:
            best, best_card = index, card
        elif card.suit == led and best_card.suit not in (led, trumps):
            best, best_card = index, card
    return best


def trumps_after(successes: int) -> Suit | None:
    """T-5: the trumps of the next deal after ``successes`` exact bids (0..4)."""
    return TRUMPS_BY_SUCCESSES[successes]


def premium_choices(options) -> tuple[str | None, ...]:
    """The premium offers a player may make with a bid under ``options`` (a
    :class:`~game.tricks.options.TricksOptions`): none always; declare unless Oxford Whist
    (T-27); reveal also, except with two players (T-22)."""
    if options.variant == "oxford":
        return (None,)
    if options.players == 2:
        return (None, "declare")
    return (None, "declare", "reveal")
