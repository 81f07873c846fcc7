"""The message history: a capped list of announcements with its own reading cursor, and which of
them the on-screen log shows yet (a message never said because it was no longer true is
forgotten)."""

from __future__ import annotations

from collections import deque
from typing import Any


class _Line:
    """One kept message: its text, and what carries it to the ear while the on-screen log does
    not show it yet (None once shown)."""

    __slots__ = ("text", "item")

    def __init__(self, text: str, item: Any) -> None:
        self.text = text
        self.item = item


class History:
    """Announcements, oldest first, at most ``cap`` kept (the oldest drop off).

    The cursor is an index into the kept messages. A new message moves it to the newest, so
    Page Up after any announcement starts from the one before the last.

    Every message is kept from the moment it is said, so the keys that read the history (Page Up
    and friends) reach all of them. The on-screen log strip shows a message only once it is on its
    way to the ear (:meth:`shown`): a message added with the ``item`` carrying it to the speech
    (an :class:`~game.speech.queue.Utterance`) is left out of the strip until that item is
    ``shown`` (its speech began, or it will never be said: dropped, cut off by Ctrl). A sighted
    player who also listens reads along with what is said, never ahead of it.

    A message never said because it was no longer true (its item ``void``: a draw prompt a newer
    prompt or the player's move replaced while it waited) is forgotten once dropped
    (:meth:`settle`): neither the strip nor the history keys ever give it, as it was never
    heard and is not the situation.
    """

    def __init__(self, cap: int = 500) -> None:
        if cap < 1:
            raise ValueError("history cap must be at least 1")
        self._lines: deque[_Line] = deque(maxlen=cap)
        self._waiting: list[_Line] = []  # the lines whose item is not shown yet, oldest first
        self.cursor = -1

    def add(self, text: str, item: Any = None) -> None:
        """Append a message and put the cursor on it. ``item``: what carries it to the ear (it has
        a ``shown`` attribute, and may have ``void``); the log strip shows the message once
        ``item.shown`` is True (None: at once), and a ``void`` one is forgotten."""
        line = _Line(text, item if item is not None and not item.shown else None)
        self._lines.append(line)
        if line.item is not None:
            self._waiting.append(line)
        self.cursor = len(self._lines) - 1

    def take_back(self, text: str) -> bool:
        """Remove the newest message when it is ``text`` (a message taken back before it was
        said); the cursor goes to the newest left. Returns True when it was removed."""
        if not self._lines or self._lines[-1].text != text:
            return False
        line = self._lines.pop()
        if line.item is not None:
            self._waiting = [other for other in self._waiting if other is not line]
        self.cursor = len(self._lines) - 1
        return True

    def move_newest_before(self, later: list[Any]) -> int:
        """Move the newest message (added last) before the oldest message not yet shown whose
        item is one of ``later`` (messages said after it, though added before it: a notice
        that goes ahead of a waiting prompt), so the log and the history list what is said in
        the order it is said. Returns how many messages it went before (0: it stays newest)."""
        if not self._lines:
            return 0
        lines = list(self._lines)
        target = next((index for index, line in enumerate(lines[:-1])
                       if line.item is not None and not line.item.shown
                       and any(line.item is other for other in later)), None)
        if target is None:
            return 0
        newest = self._lines.pop()
        self._lines.insert(target, newest)
        self.cursor = len(self._lines) - 1
        return len(lines) - 1 - target

    def settle(self) -> bool:
        """Forget which messages wait for their speech once it began (or they will never be said);
        a void one (never said: no longer true) leaves the history. True when one did either
        (the log strip changed: the app redraws it)."""
        if not self._waiting:
            return False
        changed = False
        still: list[_Line] = []
        for line in self._waiting:
            item = line.item
            if not item.shown:
                still.append(line)
                continue
            changed = True
            line.item = None
            if getattr(item, "void", False):
                self._forget(line)
        self._waiting = still
        return changed

    def _forget(self, line: _Line) -> None:
        """Take ``line`` out of the history (when still kept); the cursor stays on the message it
        was on, or the next one when it was on ``line``."""
        try:
            index = self._lines.index(line)
        except ValueError:  # (past the cap already)
            return
        del self._lines[index]
        if self.cursor > index or self.cursor >= len(self._lines):
            self.cursor -= 1

    def shown(self) -> list[str]:
        """The messages the on-screen log strip shows, oldest first: every kept message except
        those whose speech has not begun yet (waiting behind what is being said, or in a covered
        scene). With text only, every message is shown as it is said."""
        self.settle()
        return [line.text for line in self._lines if line.item is None]

    def newest_shown(self) -> int:
        """The index of the newest message the log strip shows (:meth:`shown`); -1 when none.
        History review starts from it: F2 repeats it and Page Up reads the one before it, never
        a message still waiting to be said (Ctrl+End and Page Down still reach those)."""
        self.settle()
        for index in range(len(self._lines) - 1, -1, -1):
            if self._lines[index].item is None:
                return index
        return -1

    def line_at(self, index: int) -> Any:
        """The kept message at ``index``, as a mark that follows it while messages before it are
        forgotten (:meth:`index_of`)."""
        return self._lines[index]

    def index_of(self, mark: Any) -> int | None:
        """Where the message marked by ``mark`` (:meth:`line_at`) is now; None when it is no
        longer kept."""
        for index, line in enumerate(self._lines):
            if line is mark:
                return index
        return None

    def __len__(self) -> int:
        return len(self._lines)

    def items(self) -> list[str]:
        """All kept messages, oldest first (the shown and those not yet shown)."""
        self.settle()
        return [line.text for line in self._lines]

    def last(self, count: int) -> list[str]:
        """The newest ``count`` messages, oldest first."""
        if count <= 0:
            return []
        return [line.text for line in self._lines][-count:]

    def current(self) -> str | None:
        """The message under the cursor, or None when empty."""
        return self._lines[self.cursor].text if self._lines else None

    def move(self, step: int) -> tuple[str | None, bool]:
        """Move the cursor by ``step`` (clamped). Returns (message, hit_edge).

        ``hit_edge`` is True when the cursor could not move the whole way (already at an end).
        """
        if not self._lines:
            return None, True
        target = self.cursor + step
        clamped = max(0, min(len(self._lines) - 1, target))
        self.cursor = clamped
        return self._lines[clamped].text, clamped != target

    def first(self) -> str | None:
        """Cursor to the oldest message; returns it (None when empty)."""
        if not self._lines:
            return None
        self.cursor = 0
        return self._lines[0].text

    def newest(self) -> str | None:
        """Cursor to the newest message; returns it (None when empty)."""
        if not self._lines:
            return None
        self.cursor = len(self._lines) - 1
        return self._lines[-1].text
