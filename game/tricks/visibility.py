"""What each seat of a trick game may know of the events of one action (T-7, T-10, T-19, T-20).

Cards played, tricks, premiums that stand (with their bid cards), revealed hands, the laid-out
dummy and the scored deal are public. A bid is not (T-7): the bidder's own :class:`BidPlaced`
holds its value, cards and premium offer; every other seat and a spectator get a copy without
them. No event holds a concealed hand, the dummy's face-down bid (T-19), the Oxford trump
stock's order (T-27) or the seed.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace

from ..engine.cards import Card
from ..engine.events import Event
from ..engine.seat_audit import AuditCounts, audit_game
from ..engine.visibility import filter_events
from .actions import Bid, Play
from .events import BidPlaced
from .options import TricksOptions
from .state import TricksState
from .view import TricksView


def redact(seat: int | None, event: Event) -> Event:
    """``event`` as ``seat`` (``None``: a spectator) may know it: another seat's bid without its
    value, cards and premium offer (T-7, T-9); every other event as it is."""
    if isinstance(event, BidPlaced) and event.seat != seat and (
            event.bid is not None or event.cards is not None or event.premium is not None):
        return replace(event, bid=None, cards=None, premium=None)
    return event


def events_for(seat: int | None, events: Iterable[Event]) -> list[Event]:
    """The events of one action (from ``TricksState.apply`` or ``start_events``) as live seat
    ``seat`` may know them, in order; ``seat`` ``None`` is a spectator. Nothing is dropped:
    another seat's bid is still told, without the bid."""
    return filter_events(seat, events, redact)


def known_cards(view: TricksView) -> set[Card]:
    """The cards ``view`` shows: the seat's hand and bid cards, exposed bid cards, open hands
    (revealer, dummy), this deal's tricks and the cards on the table, the last trick, the
    classic turn-up, the Oxford trump card and the last scored deal's bid cards and joker (T-26)."""
    groups: list[Iterable[Card]] = [view.hand, view.bid_cards or ()]
    groups += [cards for cards in view.exposed_bid_cards if cards]
    groups += [cards for cards in view.open_hands if cards]
    groups += [[card for _seat, card in trick] for trick in view.played_tricks]
    groups.append([card for _seat, card in view.current_trick])
    groups.append([card for _seat, card in view.last_trick or ()])
    groups.append([card for card in (view.turn_up, view.joker_as, view.trump_card, view.last_joker_as)
                   if card is not None])
    groups += list(view.last_bid_cards or ())
    return {card for group in groups for card in group}


def seat_knowledge(state: TricksState, seat: int | None) -> set[Card]:
    """The cards live seat ``seat`` (``None``: a spectator) may know now: :func:`known_cards`
    of its view."""
    return known_cards(state.view(seat))


def random_action(state: TricksState, rng: random.Random) -> Bid | Play:
    """A random legal action of a random seat that must act: three random bid cards with a
    random allowed premium while bidding (T-6, T-9), a random legal card in play (T-12): the
    chooser of :func:`audit_random_game`."""
    seat = rng.choice(state.to_act())
    if state.phase == "bidding":
        cards = tuple(rng.sample(state.legal_bid_cards(seat), 3))
        return Bid(seat, cards, rng.choice(state.premium_choices(seat)))
    return rng.choice(state.legal_plays(seat))


def audit_random_game(options: TricksOptions, seed: int,
                      on_action: Callable[[TricksState, Sequence[Event]], None] | None = None) -> AuditCounts:
    """Play one session from ``seed`` with random legal actions and audit what every live seat
    and a spectator receive (:func:`game.engine.seat_audit.audit_game`); ``on_action`` sees the
    state and the events after the opening and after each action."""
    rng = random.Random(seed)
    state = TricksState.new(options, seed)
    seats: list[int | None] = [*options.live_seats, None]
    return audit_game(state, seats, lambda s: random_action(s, rng), lambda s: s.phase == "over", events_for,
                      seat_knowledge, on_action=on_action)
