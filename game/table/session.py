"""The protocol between a table scene and the game it plays (docs/client.md).

Data flows one way each: the scene sends its seat's actions and table steps; the session sends
back what that seat may know (views, per-seat events) and refusals as data. A
:class:`TableSession` never hands the scene the game's full state, another seat's hand, the
stock or the seed. :class:`~game.table.local.LocalSession` implements it for play on this
machine; an online client implements it over the network (issue 19).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from ..engine.events import Event
from ..engine.perspective import Perspective
from ..i18n import _
from .seats import SeatInfo


@dataclass(frozen=True)
class Refusal:
    """An action or table step the game refused, as data: a message id and its named values.

    Attributes:
        message: the message id (an English sentence with ``{name}`` placeholders, as the
            rules raise it in :class:`game.engine.errors.IllegalAction`).
        params: the placeholders' values (plain text or numbers).
    """

    message: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def text(self) -> str:
        """The refusal in the player's language (the message id translated, then filled in)."""
        said = _(self.message)
        return said.format(**self.params) if self.params else said

    def to_json(self) -> dict[str, Any]:
        """``{"message": id, "params": {...}}``, for a refusal sent over the network."""
        return {"message": self.message, "params": dict(self.params)}

    @classmethod
    def from_json(cls, data: Any) -> Refusal:
        """The refusal :meth:`to_json` wrote.

        Raises:
            ValueError: not such a refusal.
        """
        if not isinstance(data, dict) or not isinstance(data.get("message"), str):
            raise ValueError("not a refusal")
        params = data.get("params", {})
        if not isinstance(params, dict):
            raise ValueError("a refusal's params are a mapping")
        return cls(data["message"], dict(params))


@runtime_checkable
class SeatClient(Protocol):
    """What a session asks of the scene that plays its seat."""

    def speech_busy(self) -> bool:
        """True while anything is being said, or waits to be said, to this seat's player:
        computer players never outrun the speech."""

    def notice(self, text: str) -> None:
        """Tell the player something about the session itself (an autosave that failed)."""

    def say_thinking(self, text: str) -> Any:
        """Say a "thinking" notice ("Anna is thinking."); returns its handle for :meth:`withdraw`."""

    def withdraw(self, handle: Any) -> None:
        """The thinking notice ``handle`` is out of date: drop it if it is still waiting."""


class TableSession(Protocol):
    """One seat's side of a game: what a table scene may read and send.

    Attributes:
        seat: the seat the scene plays.
        seats: every seat's :class:`SeatInfo` (kind and name), in seat order.
        perspective: the narration's :class:`Perspective` (``seat`` and the seats' names).
        setup: the table setup the game was started with (options, computer level...).
    """

    seat: int
    seats: tuple[SeatInfo, ...]
    perspective: Perspective
    setup: Any

    def attach(self, client: SeatClient) -> None:
        """The scene that plays :attr:`seat` from now (its speech paces the computer players)."""

    def view(self) -> Any:
        """The game as this seat may see it now (the game's ``view(seat)``)."""

    def last_round_view(self) -> Any:
        """This seat's view at the end of the last round or deal, or None."""

    def start_events(self) -> list[Event]:
        """The opening events of the game (the first deal) as this seat may know them."""

    def act(self, action: Any) -> list[Event] | Refusal:
        """Send this seat's ``action``: the events it caused as this seat may know them, or
        the :class:`Refusal` (nothing changed)."""

    def step(self, name: str) -> None:
        """A table step that is no game action: ``"continue"`` (Enter after a round or deal),
        ``"hint"`` (a hint was asked for)."""

    def is_over(self) -> bool:
        """True once the game has ended."""

    def think(self, work: Callable[[], Any], done: Callable[[Any], None], thinking_text: str | None = None) -> None:
        """Run ``work`` off the main thread; ``done(result)`` later, from :meth:`poll`."""

    def poll(self, dt: float) -> None:
        """Advance the session by ``dt`` seconds of the scene's time (finished work is handed on)."""

    @property
    def thinking(self) -> bool:
        """True while work started by :meth:`think` is not finished."""

    def abandon(self) -> None:
        """The player gave the game up ("Abandon the game", confirmed; online, "Leave the game")."""

    def kept(self) -> bool:
        """True when the game as played so far is saved on this machine, so Continue in the main
        menu can resume it after the player leaves the table (False online, and when autosave
        is off or failed)."""

    def close(self) -> None:
        """The scene left the screen; the game may be continued later."""
