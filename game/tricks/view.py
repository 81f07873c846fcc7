"""What one live seat may know of a trick game (T-7, T-10, T-20): the input of a computer player
and of the table scene."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.cards import Card, Suit
from .actions import Play


@dataclass(frozen=True)
class TricksView:
    """One live seat's information state, or a spectator's (``seat`` ``None``: no hand, no bid of
    its own). Built by :meth:`TricksState.view`; never holds another seat's hidden cards
    (face-down bid cards, concealed hands, an unexposed bid).

    Per-hand tuples have one entry per hand (``hand_count``: the live players, plus the dummy as
    seat 2 in the two-player game). Tricks are tuples of ``(seat, card)`` in play order.

    Attributes:
        seat: whose view this is, ``None`` for a spectator.
        players, variant, hand_count, dummy, tricks_per_deal: the table (see TricksOptions).
        phase: ``"bidding"``, ``"play"`` or ``"over"``.
        deal, game_number, dealer: as in the state.
        trumps: this deal's trumps or ``None``; turn_up / joker_as: classic variant (T-26).
        trump_card, stock_left: Oxford Whist (T-27), else ``None``.
        hand: own cards in hand, sorted (T-4).
        bid_cards, bid, premium_offer: own bid cards, bid value and premium offer (``None`` before bidding).
        has_bid: per hand, whether it has bid (the dummy always has).
        known_bids: per hand, the bid if this seat may know it (own, declared, revealed; all after the deal), else ``None``.
        exposed_bid_cards: per hand, bid cards shown face up (declarer, revealer) or ``None``.
        open_hands: per hand, cards lying face up: a revealer's hand and the laid-out dummy (T-10, T-20); else ``None``.
        premium: standing premiums ``(seat, kind)``, known once resolved.
        hand_sizes: cards left in each hand.
        tricks: tricks won this deal per hand.
        played_tricks: the completed tricks of this deal.
        current_trick: cards on the table now; leader: who led it; led_suit: its suit or ``None``.
        last_trick: the last completed trick, or ``None``.
        turn: hand to play next or ``None``; turn_controller: the live seat deciding it.
        to_act: live seats that must act now.
        legal_plays: the plays this seat may make now (empty when it is not its decision).
        scores, game_scores, game_bonuses: per hand.
        last_deal: the last scored deal (public), or ``None``.
        winner: winning seats when the game is over, else ``None``.
        last_bid_cards: each hand's three bid cards in the last scored deal (public once it is
            scored, with its bids, T-7), or ``None`` before the first deal is scored.
        last_trumps, last_joker_as: the last scored deal's trumps (``None``: no trumps, or no
            deal scored yet) and, classic variant (T-26), the card the joker stood for in it (its
            turned card, shown to all), else ``None``: its summary says them also at a table that
            did not hear that deal start (a return in a new window), when the view already shows
            the next deal.
    """

    seat: int | None
    players: int
    variant: str
    hand_count: int
    dummy: int | None
    tricks_per_deal: int
    phase: str
    deal: int
    game_number: int
    dealer: int
    trumps: Suit | None
    turn_up: Card | None
    joker_as: Card | None
    trump_card: Card | None
    stock_left: int | None
    hand: tuple[Card, ...]
    bid_cards: tuple[Card, ...] | None
    bid: int | None
    premium_offer: str | None
    has_bid: tuple[bool, ...]
    known_bids: tuple[int | None, ...]
    exposed_bid_cards: tuple[tuple[Card, ...] | None, ...]
    open_hands: tuple[tuple[Card, ...] | None, ...]
    premium: tuple[tuple[int, str], ...]
    hand_sizes: tuple[int, ...]
    tricks: tuple[int, ...]
    played_tricks: tuple[tuple[tuple[int, Card], ...], ...]
    current_trick: tuple[tuple[int, Card], ...]
    leader: int | None
    led_suit: Suit | None
    last_trick: tuple[tuple[int, Card], ...] | None
    turn: int | None
    turn_controller: int | None
    to_act: tuple[int, ...]
    legal_plays: tuple[Play, ...]
    scores: tuple[int, ...]
    game_scores: tuple[int, ...]
    game_bonuses: tuple[int, ...]
    last_deal: dict[str, Any] | None
    winner: tuple[int, ...] | None
    last_bid_cards: tuple[tuple[Card, ...], ...] | None = None
    last_trumps: Suit | None = None
    last_joker_as: Card | None = None

    @property
    def dummy_hand(self) -> tuple[Card, ...] | None:
        """The dummy's face-up cards once laid out (T-20), else ``None``."""
        return None if self.dummy is None else self.open_hands[self.dummy]

    def visible_cards(self) -> set[Card]:
        """Every card this seat can see now: own hand and bid cards, exposed bid cards, open
        hands, cards played this deal, and the classic turn-up."""
        seen: set[Card] = set(self.hand)
        if self.bid_cards:
            seen.update(self.bid_cards)
        for cards in self.exposed_bid_cards:
            if cards:
                seen.update(cards)
        for cards in self.open_hands:
            if cards:
                seen.update(cards)
        for trick in self.played_tricks:
            seen.update(card for _, card in trick)
        seen.update(card for _, card in self.current_trick)
        if self.turn_up is not None:
            seen.add(self.turn_up)
        return seen
