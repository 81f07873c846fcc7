"""The lobby's table list as a client keeps it, from the server's ``lobby`` and ``lobby_changes`` frames.

The server sends the whole list (``lobby``, then ``lobby_changes`` pages while ``more`` is true)
when a person enters the lobby or asks for it, and afterwards only what changed: the summaries
of the tables created or changed and the ids of the tables gone (docs/online.md). A lobby of
1,000 tables is then a few small frames once, not the whole list again at every join.
"""

from __future__ import annotations

from typing import Any

PAGE = 100
"""Table summaries per frame (a summary is at most a few hundred bytes: a page stays far under
the 64 KiB frame limit)."""


def lobby_frames(summaries: list[dict[str, Any]], online: int) -> list[dict[str, Any]]:
    """The whole list as frames: a ``lobby`` frame and as many ``lobby_changes`` pages as needed,
    each with at most :data:`PAGE` summaries and ``more`` true on all but the last."""
    pages = [summaries[index:index + PAGE] for index in range(0, len(summaries), PAGE)] or [[]]
    frames = []
    for number, page in enumerate(pages):
        frames.append({"type": "lobby" if number == 0 else "lobby_changes", "tables": page,
                       **({} if number == 0 else {"gone": []}), "online": online,
                       "more": number < len(pages) - 1})
    return frames


def change_frames(summaries: list[dict[str, Any]], gone: list[int], online: int) -> list[dict[str, Any]]:
    """What changed, as ``lobby_changes`` frames of at most :data:`PAGE` summaries (``more``
    false: each one can be said on its own)."""
    pages = [summaries[index:index + PAGE] for index in range(0, len(summaries), PAGE)] or [[]]
    return [{"type": "lobby_changes", "tables": page, "gone": gone if number == 0 else [], "online": online,
             "more": False} for number, page in enumerate(pages)]


class LobbyList:
    """The tables of the lobby, in id order, kept up to date frame by frame.

    Attributes:
        tables: the table summaries (dicts as the server sends them), by id.
        online: how many people are online, as last told.
        complete: False while the pages of a whole list are still arriving.
    """

    def __init__(self) -> None:
        self.tables: list[dict[str, Any]] = []
        self.online = 0
        self.complete = False

    def apply(self, frame: dict[str, Any]) -> bool:
        """Take a ``lobby`` frame (the whole list again) or a ``lobby_changes`` frame (tables
        added or changed, ids gone); other frames are ignored. Returns True when the list is
        complete after it (no page of a whole list still to come)."""
        kind = frame.get("type")
        if kind not in ("lobby", "lobby_changes"):
            return False
        by_id = {} if kind == "lobby" else {table.get("id"): table for table in self.tables}
        for gone in frame.get("gone") or ():
            by_id.pop(gone, None)
        for table in frame.get("tables") or ():
            if isinstance(table, dict):
                by_id[table.get("id")] = table
        self.tables = sorted(by_id.values(), key=lambda table: table.get("id") or 0)
        online = frame.get("online", self.online)
        self.online = online if isinstance(online, int) else self.online
        self.complete = not frame.get("more")
        return self.complete
