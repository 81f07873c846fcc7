"""Per-seat events: what one seat (or a spectator) may know of the events of one action.

Each game's rules return the whole truth of an action (a drawn card, a bid's cards); before those
events leave the engine for a seat, the game's ``events_for(seat, events)`` passes them through
:func:`filter_events` with its own ``redact`` rule, which keeps an event, hides its secret in a
redacted copy (a draw without its card) or drops it. ``seat`` ``None`` is a spectator, who may
know only what is public.

:func:`cards_in` and :func:`unknown_cards` are the checks the property tests (and
``benchmarks/seat_privacy.py``) run over random games: every card in an event a seat receives is
in that seat's view at that moment or already public.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Collection, Iterable, Mapping
from typing import Any

from .cards import Card
from .events import Event

Redact = Callable[[int | None, Event], Event | None]
"""A game's rule for one event and one seat: the event itself, a redacted copy, or ``None`` to drop it."""


def filter_events(seat: int | None, events: Iterable[Event], redact: Redact) -> list[Event]:
    """The events ``seat`` (``None``: a spectator) may receive, in order: ``redact(seat, event)``
    for each event, leaving out the ``None`` results."""
    kept: list[Event] = []
    for event in events:
        shown = redact(seat, event)
        if shown is not None:
            kept.append(shown)
    return kept


def cards_in(value: Any) -> list[Card]:
    """Every :class:`Card` inside ``value``, in order of appearance, with repeats: ``value`` may
    be a card, an event or view (any dataclass), a tuple, list, set, frozenset or dict (keys and
    values), nested to any depth. Anything else holds no card."""
    found: list[Card] = []
    stack: list[Any] = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, Card):
            found.append(item)
        elif dataclasses.is_dataclass(item) and not isinstance(item, type):
            stack.extend(reversed([getattr(item, f.name) for f in dataclasses.fields(item)]))
        elif isinstance(item, Mapping):
            stack.extend(reversed([part for pair in item.items() for part in pair]))
        elif isinstance(item, (tuple, list)):
            stack.extend(reversed(item))
        elif isinstance(item, (set, frozenset)):
            stack.extend(sorted(item, key=repr))
    return found


def unknown_cards(event: Event, known: Collection[Card]) -> list[Card]:
    """The cards of ``event`` that are not in ``known`` (the cards a seat may know at that
    moment), each named once, sorted by code; ``[]`` when the event tells the seat no card it
    may not know. (In a two-pack game a card equal to one the seat sees counts as known: the
    check cannot tell copies apart.)"""
    return sorted({card for card in cards_in(event) if card not in known}, key=lambda card: card.code)
