"""Events of the trick game: the facts an announcer, sound cues and the table need (T-29).

Every event is a small frozen dataclass on :class:`game.engine.Event`; ``TricksState.apply``
returns them in order. Seats are hand seats (2 is the dummy with two players); ``controller`` is
the live seat that decided a dummy's card (T-21). Cards are :class:`game.engine.Card` values.
None of them carries text. Only :class:`BidPlaced` carries a secret, the bid itself, for the
bidder alone: :func:`game.tricks.visibility.events_for` gives every other seat and spectators a
copy without it (T-7).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.cards import Card, Suit
from ..engine.events import Event


@dataclass(frozen=True)
class DealStarted(Event):
    """A new deal has been dealt (T-3) and its trumps are known (T-5, T-26, T-27).

    Attributes:
        deal: deal number, 1 for the first deal of the session, counting on across games.
        game_number: which game of a Parlett match this deal belongs to (1 otherwise).
        first_deal: True for the first deal of a game (no trumps in the standard variant, T-5).
        dealer: the dealer's seat.
        trumps: this deal's trump suit, or ``None`` for no trumps.
        turn_up: classic variant: the card turned up (T-26), else ``None``.
        joker_as: classic variant: the card the joker stands for this deal, else ``None``.
        trump_card: Oxford Whist: the stock card turned for trumps (T-27), else ``None``.
        stock_left: Oxford Whist: trump stock cards still face down, else ``None``.
        hand_sizes: cards in each hand (incl. the dummy) after the deal.
    """

    deal: int
    game_number: int
    first_deal: bool
    dealer: int
    trumps: Suit | None
    turn_up: Card | None = None
    joker_as: Card | None = None
    trump_card: Card | None = None
    stock_left: int | None = None
    hand_sizes: tuple[int, ...] = ()


@dataclass(frozen=True)
class BidPlaced(Event):
    """A live player laid aside three bid cards (T-6, T-7). The value and any premium offer stay
    secret until the deal ends or the premium is resolved: only the bidder's own copy of this
    event holds them (the others get ``bid``, ``cards`` and ``premium`` as ``None``).

    Attributes:
        seat: the bidder.
        waiting: live seats still to bid.
        bid: the bid's value (T-6), for the bidder only.
        cards: the three bid cards, sorted (T-4), for the bidder only.
        premium: the premium offered, ``"declare"``, ``"reveal"`` or ``None`` (T-9), for the
            bidder only (``None`` also when none was offered).
    """

    seat: int
    waiting: tuple[int, ...] = ()
    bid: int | None = None
    cards: tuple[Card, ...] | None = None
    premium: str | None = None


@dataclass(frozen=True)
class PremiumsResolved(Event):
    """T-9, T-22: every live player has bid and the premium offers are settled. Emitted only when
    at least one offer was made.

    Attributes:
        standing: ``(seat, kind, bid, cards)`` for each premium that stands: kind ``"declare"`` or
            ``"reveal"``, the bid value and the three bid cards, now exposed (T-10).
        lapsed: ``(seat, kind)`` for each offer that was beaten and lapses.
    """

    standing: tuple[tuple[int, str, int, tuple[Card, ...]], ...]
    lapsed: tuple[tuple[int, str], ...]


@dataclass(frozen=True)
class HandExposed(Event):
    """T-10: a revealer's hand is laid face up for the whole deal.

    Attributes:
        seat: the revealer.
        cards: the hand's cards (bid cards excluded), sorted (T-4).
    """

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class DummyLaidOut(Event):
    """T-20: after bidding, the dummy's remaining hand is laid face up, sorted (T-4).

    Attributes:
        seat: the dummy's seat (2).
        cards: the dummy's nine cards.
    """

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class PlayStarted(Event):
    """Bidding is over and the first trick begins (T-11).

    Attributes:
        leader: the hand that leads.
        controller: the live seat that decides the lead.
        trumps: this deal's trumps (repeated for convenience), or ``None``.
    """

    leader: int
    controller: int
    trumps: Suit | None


@dataclass(frozen=True)
class TurnStarted(Event):
    """A hand is to play a card now.

    Attributes:
        seat: the hand to play from (2 may be the dummy).
        controller: the live seat deciding (differs from ``seat`` only for the dummy, T-21).
        led_suit: the suit led to this trick, ``None`` when this card leads.
        trick_number: 1 for the first trick of the deal.
    """

    seat: int
    controller: int
    led_suit: Suit | None
    trick_number: int


@dataclass(frozen=True)
class CardPlayed(Event):
    """A card was played to the current trick (T-12, T-21).

    Attributes:
        seat: the hand it came from.
        controller: the live seat that chose it.
        card: the card (possibly the joker).
        acts_as: classic variant: the card the joker stands for when ``card`` is the joker, else ``None``.
        lead: True when this card led the trick.
        follows: True when it followed the suit led (False for the lead and for discards).
        trump: True when it is a trump.
    """

    seat: int
    controller: int
    card: Card
    acts_as: Card | None
    lead: bool
    follows: bool
    trump: bool


@dataclass(frozen=True)
class TrickWon(Event):
    """T-13: a trick is complete and won.

    Attributes:
        winner: the hand that won it (and leads next).
        card: the winning card.
        trick: ``(seat, card)`` in play order.
        tricks: tricks won this deal per hand, after this one.
        trick_number: 1 for the first trick of the deal.
        next_controller: the live seat that decides the next lead (differs from ``winner`` when the
            dummy won, T-21).
    """

    winner: int
    card: Card
    trick: tuple[tuple[int, Card], ...]
    tricks: tuple[int, ...]
    trick_number: int
    next_controller: int


@dataclass(frozen=True)
class DealScored(Event):
    """T-14..T-16, T-23..T-24, T-27: the deal is over and scored. Every bid is now public.

    Attributes:
        deal: the deal's number.
        bids: each hand's bid.
        bid_cards: each hand's three bid cards.
        tricks: tricks each hand took.
        made: whether each hand succeeded (exact; for the dummy, exact or fewer, T-24).
        points: what each hand scored this deal.
        premium_points: the part of ``points`` from premiums (T-16, T-23, T-24).
        successes: how many hands succeeded (sets the next trumps, T-5).
        totals: the running totals (match totals under Parlett scoring).
        game_scores: the current game's scores after this deal.
        premiums: the premiums that stood this deal, ``(seat, kind)`` (as ``PremiumsResolved``
            said them): its scoring is worded from the event alone, also by a client that did not
            hear the bidding (a return in a new window, T-16).
    """

    deal: int
    bids: tuple[int, ...]
    bid_cards: tuple[tuple[Card, ...], ...]
    tricks: tuple[int, ...]
    made: tuple[bool, ...]
    points: tuple[int, ...]
    premium_points: tuple[int, ...]
    successes: int
    totals: tuple[int, ...]
    game_scores: tuple[int, ...]
    premiums: tuple[tuple[int, str], ...] = ()


@dataclass(frozen=True)
class GameBonus(Event):
    """T-18: a player reached 100 in the game's last deal and made their bid: +100.

    Attributes:
        seat: who scores it.
        amount: 100.
        bonuses: that seat's game bonuses so far, this one included.
    """

    seat: int
    amount: int
    bonuses: int


@dataclass(frozen=True)
class GameEnded(Event):
    """A game is over: the target was reached (T-17), a Parlett game ended (T-18) or the Oxford
    trump stock ran out (T-27).

    Attributes:
        game_number: which game ended.
        winners: live seats with the highest game score (ties share; the dummy never wins, T-25).
        game_scores: the game's final scores, game bonuses included.
        match_over: True when no further game follows (always, except within a Parlett match).
    """

    game_number: int
    winners: tuple[int, ...]
    game_scores: tuple[int, ...]
    match_over: bool


@dataclass(frozen=True)
class MatchEnded(Event):
    """T-18: a Parlett match is over (someone has 3 game bonuses).

    Attributes:
        winners: live seats with the highest match total.
        scores: the match totals.
        game_bonuses: game bonuses per seat.
    """

    winners: tuple[int, ...]
    scores: tuple[int, ...]
    game_bonuses: tuple[int, ...]
