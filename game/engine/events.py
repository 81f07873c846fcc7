"""The base of typed game events.

Each game defines its events as small frozen dataclasses deriving from :class:`Event`, holding
facts only (seats, cards, totals, reasons), never formatted text. ``apply(action)`` on a game
state returns the list of events it caused, in order.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any


@dataclass(frozen=True)
class Event:
    """Base class of every game event. Subclasses add their fields as frozen dataclasses."""

    @property
    def kind(self) -> str:
        """The event's class name, e.g. ``"CardPlayed"``."""
        return type(self).__name__

    def to_dict(self) -> dict[str, Any]:
        """The event's fields plus ``"kind"``, for logs and debugging (cards stay Card objects)."""
        data = asdict(self)
        data["kind"] = self.kind
        return data
