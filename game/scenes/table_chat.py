"""The table's chat line (M), one for every screen of an online table: the table being set up
(:class:`~game.scenes.online.OnlineStart`), the game's table (:class:`~game.scenes.card_table.CardTable`,
seated or watching) and the results of an online game (:class:`~game.scenes.results.GameResults`).

M opens the spoken text entry (:class:`~game.scenes.text_entry.TextEntry`, "Table chat message");
Enter sends the line to everyone at the table (a ``chat`` of scope ``table``); the server sends it
back to everyone, the sender too, and each screen says it as it comes ("You say: good luck")."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from ..i18n import N_, _
from ..table import online_text

if TYPE_CHECKING:
    from ..app import App
    from ..input.keys import KeyTable

CHAT_KEY_HELP = N_("write a chat line to everyone at this table")
"""M's line in F1 wherever the table's chat line opens."""


def bind_chat(keys: KeyTable) -> KeyTable:
    """``keys`` with M bound to the ``chat`` intent (its F1 line: :data:`CHAT_KEY_HELP`)."""
    return keys.bind("chat", CHAT_KEY_HELP, pygame.K_m)


def send_table_chat(link: Any, line: str) -> bool:
    """Send ``line`` to the chat of the table one is at on ``link`` (a :class:`~game.net.link.Link`);
    False (nothing sent) while the connection is down (the link would drop it unsaid)."""
    if not getattr(link, "connected", True):
        return False
    link.send("chat", scope="table", text=line)
    return True


def open_chat_line(app: App, send: Callable[[str], bool]) -> None:
    """Push the table's chat line over the screen on top. ``send(line)`` sends a line that is not
    empty and returns False when it could not (the connection is down). The entry stays open with
    its text and says why when the line is empty ("Nothing to send: type a message, or Escape.")
    or was not sent ("Not connected: the message was not sent. ..."); else it closes."""
    from ..net.protocol import CHAT_MAX
    from .text_entry import TextEntry

    def done(line: str) -> str | None:
        if not line.strip():
            return _(online_text.CHAT_EMPTY)
        if not send(line):
            return _(online_text.CHAT_OFFLINE)
        return None

    app.push(TextEntry(app, _(online_text.CHAT_LABEL), "", done, limit=CHAT_MAX))
