"""Events of the counting game: facts for the announcer, sounds and the table view.

Every event is a frozen dataclass deriving from :class:`game.engine.Event`. Seats are 0..n-1;
totals are pile totals; no field holds formatted text. ``CountingState.apply`` returns them in
the order they happened.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.cards import Card
from ..engine.events import Event


@dataclass(frozen=True)
class RoundStarted(Event):
    """A new deal (C-5, C-6, C-21): ``round`` counts deals from 1; ``dealer`` dealt;
    ``first_seat`` plays first; each player still in got ``hand_size`` cards."""

    round: int
    dealer: int
    first_seat: int
    hand_size: int


@dataclass(frozen=True)
class TurnStarted(Event):
    """It is ``seat``'s turn with the pile at ``total``. ``must_draw`` is True when the hand is
    empty and the player must draw before playing (C-19 exception)."""

    seat: int
    total: int
    must_draw: bool = False


@dataclass(frozen=True)
class CardPlayed(Event):
    """``seat`` played ``card`` (C-7, C-10). ``operation`` is ``"add"``, ``"subtract"``,
    ``"double"`` or ``"halve"``; ``value`` is the amount added (11 or 1 for an ace, 10 or -10 for
    a 10, 0 for a 9, 10 for a king...) and ``None`` for a 2 that doubles or halves."""

    seat: int
    card: Card
    value: int | None
    operation: str
    old_total: int
    new_total: int


@dataclass(frozen=True)
class ThresholdReached(Event):
    """``seat``'s card brought the total exactly to ``threshold`` (33, 66 or 99) from below (C-12, C-14)."""

    seat: int
    threshold: int


@dataclass(frozen=True)
class ThresholdPassed(Event):
    """``seat``'s card took the total past ``thresholds`` (rising order, e.g. ``(66, 99)``) (C-13, C-15)."""

    seat: int
    thresholds: tuple[int, ...]


@dataclass(frozen=True)
class TokensLost(Event):
    """``seat`` owes ``amount`` tokens and paid ``paid`` of them (fewer only when the tokens ran
    out, which eliminates the player: a :class:`PlayerEliminated` follows) (C-18).

    Attributes:
        reason: ``"reached 33"``, ``"reached 66"``, ``"reached 99"``, ``"passed 33"``, ``"passed 66"``,
            ``"passed 99"`` or ``"empty hand"``. For a card passing several thresholds the reason
            names the highest and ``thresholds`` lists them all: ``(66, 99)`` reads
            "passed 66 and 99".
        tokens_left: the player's tokens after paying.
        cause_seat: whose card (or empty-hand turn) caused the loss.
        thresholds: the thresholds involved, ``()`` for an empty hand.
    """

    seat: int
    amount: int
    reason: str
    tokens_left: int
    cause_seat: int
    paid: int
    thresholds: tuple[int, ...] = ()


@dataclass(frozen=True)
class PlayerEliminated(Event):
    """``seat`` owed a token with none left and is out of the game (C-18); ``players_left`` are still in."""

    seat: int
    players_left: int


@dataclass(frozen=True)
class TurnSkipped(Event):
    """A jack made ``seat`` lose their turn (C-16)."""

    seat: int


@dataclass(frozen=True)
class PlaysAgain(Event):
    """With two players in, ``seat`` played a jack and plays again (C-16)."""

    seat: int


@dataclass(frozen=True)
class DirectionReversed(Event):
    """A 4 reversed play; ``direction`` is now 1 (clockwise) or -1 (counter-clockwise) (C-17).
    ``players_in`` counts the players still in when it was played (0: not known); with two, the
    reversal has no effect on turns. ``earlier_with_two``: the 4s played with two players in
    before this one, this game (counted only for such a 4): the first (0) is told as the rule,
    the later ones are not told (found by a tester by ear: the rule said after every 4)."""

    direction: int
    players_in: int = 0
    earlier_with_two: int = 0


@dataclass(frozen=True)
class StockReshuffled(Event):
    """The empty stock was rebuilt from the pile but its top card (C-9); it now holds ``stock_size`` cards."""

    stock_size: int


@dataclass(frozen=True)
class CardDrawn(Event):
    """``seat`` drew ``card`` from the stock, leaving ``stock_size`` (C-7, C-8). The card is
    private: :func:`game.counting.visibility.events_for` gives the other seats and spectators a
    copy with ``card`` ``None``."""

    seat: int
    card: Card | None
    stock_size: int


@dataclass(frozen=True)
class NothingDrawn(Event):
    """``seat`` drew when the stock was empty and the pile held only its top card: no card
    comes (C-9), and the chance to draw is used up (C-8)."""

    seat: int


@dataclass(frozen=True)
class DrawAvailable(Event):
    """Manual draw mode: ``seat`` just played and may draw one card until the next card is played (C-8)."""

    seat: int


@dataclass(frozen=True)
class DrawMissed(Event):
    """Manual draw mode: a card was played before ``seat`` drew; their hand stays one card short
    for the rest of the round (C-8)."""

    seat: int


@dataclass(frozen=True)
class RoundEnded(Event):
    """Round ``round`` is over (C-14, C-15, C-19).

    Attributes:
        reason: ``"reached 99"``, ``"passed 99"`` or ``"empty hand"``.
        seat: the player whose card (or empty-hand turn) ended it.
        winner: the seat that reached 99, else ``None``.
    """

    round: int
    reason: str
    seat: int
    winner: int | None


@dataclass(frozen=True)
class GameEnded(Event):
    """Only ``winner`` is still in: the game is over (C-20)."""

    winner: int
