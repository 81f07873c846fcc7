"""Events and views as JSON data: what the server sends of the engine's facts.

A card becomes its code (``"10H"``, ``"QS"``, ``"JOKER"``), a suit its letter, a set a sorted
list, a tuple a list, an event a JSON object of its fields plus ``"kind"`` (the event's class
name), a view (or the options inside it) a JSON object of its fields. No text is made here:
each client narrates the facts in its own language.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Iterable, Mapping
from typing import Any

from ..engine.cards import Card
from ..engine.events import Event


def to_data(value: Any) -> Any:
    """``value`` (a card, suit, event, view, options, tuple, set, dict, nested) as JSON data.

    Raises:
        TypeError: for a value of a type the engine does not use in events or views.
    """
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, Card):
        return value.code
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, Event):
        data = {field.name: to_data(getattr(value, field.name)) for field in dataclasses.fields(value)}
        data["kind"] = value.kind
        return data
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {field.name: to_data(getattr(value, field.name)) for field in dataclasses.fields(value)}
    if isinstance(value, (tuple, list)):
        return [to_data(item) for item in value]
    if isinstance(value, (set, frozenset)):
        return sorted(to_data(item) for item in value)
    if isinstance(value, Mapping):
        return {str(key): to_data(item) for key, item in value.items()}
    raise TypeError(f"cannot send a {type(value).__name__}")


def events_data(events: Iterable[Event]) -> list[dict[str, Any]]:
    """Each event as JSON data, in order."""
    return [to_data(event) for event in events]
