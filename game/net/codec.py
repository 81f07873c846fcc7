"""Events and views as JSON data: what the server sends of the engine's facts.

A card becomes its code (``"10H"``, ``"QS"``, ``"JOKER"``), a suit its letter, a set a sorted
list, a tuple a list, an event a JSON object of its fields plus ``"kind"`` (the event's class
name), a view (or the options inside it) a JSON object of its fields. No text is made here:
each client narrates the facts in its own language.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from ..engine.cards import RANK_CODES, Card
from ..engine.events import Event


def to_data(value: Any) -> Any:
    """``value`` (a card, suit, event, view, options, tuple, set, dict, nested) as JSON data.

    The way to convert each type is worked out once and kept (:data:`_CONVERTERS`): the server
    converts every seat's view and events after every action, and this is its largest cost.

    Raises:
        TypeError: for a value of a type the engine does not use in events or views.
    """
    convert = _CONVERTERS.get(type(value))
    if convert is None:
        convert = _CONVERTERS[type(value)] = _converter(type(value))
    return convert(value)


def _same(value: Any) -> Any:
    return value


def _card(card: Card) -> str:
    suit = card.suit
    return "JOKER" if suit is None else RANK_CODES[card.rank] + suit._value_


def _enum(value: enum.Enum) -> Any:
    return value._value_


def _sequence(value: Any) -> list[Any]:
    return [to_data(item) for item in value]


def _set(value: Any) -> list[Any]:
    return sorted(to_data(item) for item in value)


def _mapping(value: Mapping[Any, Any]) -> dict[str, Any]:
    return {str(key): to_data(item) for key, item in value.items()}


def _converter(kind: type) -> Callable[[Any], Any]:
    """How to convert a value of type ``kind`` (the rules of :func:`to_data`, in their order)."""
    if kind is type(None) or issubclass(kind, (bool, int, float, str)):
        return _same
    if issubclass(kind, Card):
        return _card
    if issubclass(kind, enum.Enum):
        return _enum
    if dataclasses.is_dataclass(kind):
        names = tuple(field.name for field in dataclasses.fields(kind))
        if issubclass(kind, Event):
            def event(value: Any) -> dict[str, Any]:
                data = {name: to_data(getattr(value, name)) for name in names}
                data["kind"] = value.kind
                return data
            return event

        def fields(value: Any) -> dict[str, Any]:
            return {name: to_data(getattr(value, name)) for name in names}
        return fields
    if issubclass(kind, (tuple, list)):
        return _sequence
    if issubclass(kind, (set, frozenset)):
        return _set
    if issubclass(kind, Mapping):
        return _mapping

    def refuse(value: Any) -> Any:
        raise TypeError(f"cannot send a {type(value).__name__}")
    return refuse


_CONVERTERS: dict[type, Callable[[Any], Any]] = {}
"""The converter of each type met so far (:func:`_converter`)."""


def events_data(events: Iterable[Event]) -> list[dict[str, Any]]:
    """Each event as JSON data, in order."""
    return [to_data(event) for event in events]


# ----- back from JSON: what a client makes of the facts it receives -----------------------------

def from_data(kind: Any, data: Any) -> Any:
    """JSON ``data`` as a value of type ``kind`` (the inverse of :func:`to_data` for the types
    events and views use: cards, suits, tuples, frozensets, optionals, dataclasses).

    Raises:
        ValueError: ``data`` does not fit ``kind``.
    """
    import typing

    from ..engine.cards import Suit
    origin = typing.get_origin(kind)
    if kind is Any or kind is None or kind is type(None):
        return data
    if origin in (typing.Union, __import__("types").UnionType):
        arms = typing.get_args(kind)
        if data is None and type(None) in arms:
            return None
        for arm in arms:
            if arm is type(None):
                continue
            try:
                return from_data(arm, data)
            except (ValueError, TypeError, KeyError):
                continue
        raise ValueError(f"{data!r} fits none of {kind}")
    if origin in (tuple, list):
        args = typing.get_args(kind)
        if not isinstance(data, list):
            raise ValueError(f"a list was expected, not {data!r}")
        if origin is tuple and args and args[-1] is not Ellipsis:
            return tuple(from_data(arm, item) for arm, item in zip(args, data))
        item_kind = args[0] if args else Any
        items = [from_data(item_kind, item) for item in data]
        return tuple(items) if origin is tuple else items
    if origin in (frozenset, set):
        (item_kind,) = typing.get_args(kind) or (Any,)
        return frozenset(from_data(item_kind, item) for item in data)
    if origin is dict:
        _key, value_kind = typing.get_args(kind)
        return {key: from_data(value_kind, item) for key, item in data.items()}
    if kind is Card:
        return Card.parse(data)
    if kind is Suit:
        return Suit.parse(data)
    if isinstance(kind, type) and dataclasses.is_dataclass(kind):
        if not isinstance(data, dict):
            raise ValueError(f"an object was expected for {kind.__name__}, not {data!r}")
        hints = typing.get_type_hints(kind)
        values = {field.name: from_data(hints[field.name], data[field.name])
                  for field in dataclasses.fields(kind) if field.init and field.name in data}
        return kind(**values)
    if kind in (int, float, str, bool):
        if kind is float and isinstance(data, int):
            return float(data)
        if not isinstance(data, kind):
            raise ValueError(f"a {kind.__name__} was expected, not {data!r}")
        return data
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        return kind(data)
    return data


def event_kinds(module: Any) -> dict[str, type]:
    """The event classes of a game's events ``module`` by name (an event's ``kind``)."""
    return {name: value for name, value in vars(module).items()
            if isinstance(value, type) and issubclass(value, Event) and value is not Event}


def event_from_data(kinds: Mapping[str, type], data: Mapping[str, Any]) -> Event:
    """The event ``data`` (as :func:`to_data` wrote it) of one of ``kinds`` (:func:`event_kinds`).

    Raises:
        ValueError: an unknown kind or fields that do not fit.
    """
    kind = kinds.get(str(data.get("kind")))
    if kind is None:
        raise ValueError(f"unknown event kind {data.get('kind')!r}")
    return from_data(kind, {key: value for key, value in data.items() if key != "kind"})
