"""Auditing per-seat events over whole games: no seat receives a card it may not know.

For each action of a game, :func:`audit_action` compares every event each seat (and a spectator)
receives through the game's ``events_for`` with what that seat may know at that moment: the
cards its view shows just before or just after the action (a card played and gathered into a
finished trick, or a round's last card, is still in the view that keeps the last trick or the
last round). A spectator's view shows only public cards, so a spectator who receives a card
before it is public is caught the same way.

:func:`audit_game` plays one game with a caller's chooser of actions and audits every action.
The unit tests run it over a modest number of seeded random games; ``benchmarks/seat_privacy.py``
over thousands.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .cards import Card
from .events import Event
from .visibility import cards_in, unknown_cards

EventsFor = Callable[[int | None, Iterable[Event]], list[Event]]
"""A game's per-seat filter: ``events_for(seat_or_None, events)``."""
Knowledge = Callable[[Any, int | None], set[Card]]
"""A game's ``seat_knowledge(state, seat_or_None)``: the cards that seat's views show now."""


@dataclass(frozen=True)
class Leak:
    """A card a seat received before it could know it.

    Attributes:
        seat: the receiving seat, ``None`` for a spectator.
        event: the event as that seat received it.
        cards: the cards in it that the seat may not know, sorted by code.
    """

    seat: int | None
    event: Event
    cards: tuple[Card, ...]


@dataclass
class AuditCounts:
    """What an audit looked at.

    Attributes:
        games, actions, events: games played, actions applied, events those actions caused
            (opening events included).
        deliveries: (seat, event) pairs checked, spectators included.
        cards: cards inside the delivered events.
        redacted: deliveries the filter changed (a secret taken out) or dropped.
        withheld: deliveries whose unfiltered event would have told the seat a card it may
            not know (what the filter protects; above 0 proves the check can fail).
        leaks: the leaks found (must stay empty).
        seeds_seen: events that carry a field named ``seed`` (must stay 0).
    """

    games: int = 0
    actions: int = 0
    events: int = 0
    deliveries: int = 0
    cards: int = 0
    redacted: int = 0
    withheld: int = 0
    leaks: list[Leak] = field(default_factory=list)
    seeds_seen: int = 0

    def add(self, other: "AuditCounts") -> None:
        """Add ``other``'s counts (and leaks) to these."""
        for name in ("games", "actions", "events", "deliveries", "cards", "redacted", "withheld", "seeds_seen"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.leaks.extend(other.leaks)


def audit_action(counts: AuditCounts, seats: Sequence[int | None], events: Sequence[Event],
                 events_for: EventsFor, before: dict[int | None, set[Card]],
                 after: dict[int | None, set[Card]]) -> None:
    """Check the events of one action for every seat in ``seats`` (``None``: a spectator):
    each card in an event the seat receives must be in ``before[seat]`` or ``after[seat]`` (the
    cards its views showed just before and just after the action). Adds to ``counts``."""
    counts.events += len(events)
    counts.seeds_seen += sum(1 for event in events if "seed" in event.to_dict())
    for seat in seats:
        known = before[seat] | after[seat]
        received = events_for(seat, events)
        as_is = {id(event) for event in events}
        counts.redacted += len(events) - sum(1 for event in received if id(event) in as_is)
        for event in events:
            if unknown_cards(event, known):
                counts.withheld += 1
        for event in received:
            counts.deliveries += 1
            counts.cards += len(cards_in(event))
            unknown = unknown_cards(event, known)
            if unknown:
                counts.leaks.append(Leak(seat, event, tuple(unknown)))


def audit_game(state: Any, seats: Sequence[int | None], choose: Callable[[Any], Any],
               is_over: Callable[[Any], bool], events_for: EventsFor, seat_knowledge: Knowledge,
               max_actions: int = 20_000,
               on_action: Callable[[Any, Sequence[Event]], None] | None = None) -> AuditCounts:
    """Play ``state`` to its end with ``choose(state) -> action`` and audit every action (and
    the opening events, against the views at the start) for ``seats``.

    Args:
        on_action: called with the state after each action (and after the opening, with the
            opening events), e.g. to check the narration from each seat too.

    Raises:
        RuntimeError: when the game has not ended after ``max_actions`` actions.
    """
    counts = AuditCounts(games=1)
    now = {seat: seat_knowledge(state, seat) for seat in seats}
    opening = state.start_events()
    audit_action(counts, seats, opening, events_for, now, now)
    if on_action is not None:
        on_action(state, opening)
    for _ in range(max_actions):
        if is_over(state):
            return counts
        before = now
        events = state.apply(choose(state))
        counts.actions += 1
        now = {seat: seat_knowledge(state, seat) for seat in seats}
        audit_action(counts, seats, events, events_for, before, now)
        if on_action is not None:
            on_action(state, events)
    if not is_over(state):
        raise RuntimeError(f"the game did not end within {max_actions} actions")
    return counts
