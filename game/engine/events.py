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


@dataclass(frozen=True)
class TableNews(Event):
    """Not a game event: a sentence about the people at an online table, said in its place among
    the moves a person back at the table (or a new spectator) missed, between the moves made
    before it and after it ("Cid left the game. Bob, a computer player, takes their seat.": the
    ``sync`` frame's ``seat_changes``, :meth:`game.table.remote.RemoteSession._missed`). Each
    game's narration says ``text`` as it is; nothing else reads it."""

    text: str
