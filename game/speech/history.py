"""The message history: a capped list of announcements with its own reading cursor, and which of
them the on-screen log shows yet."""

from __future__ import annotations

from collections import deque
from typing import Any


class History:
    """Announcements, oldest first, at most ``cap`` kept (the oldest drop off).

    The cursor is an index into the kept messages. A new message moves it to the newest, so
    Page Up after any announcement starts from the one before the last.

    Every message is kept from the moment it is said, so the keys that read the history (Page Up
    and friends) reach all of them. The on-screen log strip shows a message only once it is on its
    way to the ear (:meth:`shown`): a message added with the ``item`` carrying it to the speech
    (an :class:`~game.speech.queue.Utterance`) is left out of the strip until that item is
    ``shown`` (its speech began, or it will never be said: dropped as no longer true, cut off by
    Ctrl). A sighted player who also listens reads along with what is said, never ahead of it.
    """

    def __init__(self, cap: int = 500) -> None:
        if cap < 1:
            raise ValueError("history cap must be at least 1")
        self._items: deque[str] = deque(maxlen=cap)
        self._added = 0  # messages ever added (taken back ones not counted): the next one's number
        self._unshown: dict[int, Any] = {}  # number -> the item of a message not yet shown
        self.cursor = -1

    def add(self, text: str, item: Any = None) -> None:
        """Append a message and put the cursor on it. ``item``: what carries it to the ear (it has
        a ``shown`` attribute); the log strip shows the message once ``item.shown`` is True (None:
        at once)."""
        self._items.append(text)
        if item is not None and not item.shown:
            self._unshown[self._added] = item
        self._added += 1
        self.cursor = len(self._items) - 1

    def take_back(self, text: str) -> bool:
        """Remove the newest message when it is ``text`` (a message taken back before it was
        said); the cursor goes to the newest left. Returns True when it was removed."""
        if not self._items or self._items[-1] != text:
            return False
        self._items.pop()
        self._added -= 1
        self._unshown.pop(self._added, None)
        self.cursor = len(self._items) - 1
        return True

    def move_newest_before(self, later: list[Any]) -> int:
        """Move the newest message (added last) before the oldest message not yet shown whose
        item is one of ``later`` (messages said after it, though added before it: a notice
        that goes ahead of a waiting prompt), so the log and the history list what is said in
        the order it is said. Returns how many messages it went before (0: it stays newest)."""
        if not self._items:
            return 0
        newest = self._added - 1
        first = self._added - len(self._items)
        targets = [number for number, item in self._unshown.items()
                   if first <= number < newest and not item.shown and any(item is other for other in later)]
        if not targets:
            return 0
        target = min(targets)
        text = self._items.pop()
        self._items.insert(target - first, text)
        item = self._unshown.pop(newest, None)
        moved = {number + 1 if target <= number < newest else number: it for number, it in self._unshown.items()}
        if item is not None:
            moved[target] = item
        self._unshown = moved
        self.cursor = len(self._items) - 1
        return newest - target

    def settle(self) -> bool:
        """Forget the messages that are shown now (their speech began, or they will never be said)
        or no longer kept; True when one was (the log strip changed: the app redraws it)."""
        first = self._added - len(self._items)
        done = [number for number, item in self._unshown.items() if number < first or item.shown]
        for number in done:
            del self._unshown[number]
        return bool(done)

    def shown(self) -> list[str]:
        """The messages the on-screen log strip shows, oldest first: every kept message except
        those whose speech has not begun yet (waiting behind what is being said, or in a covered
        scene). With text only, every message is shown as it is said."""
        self.settle()
        if not self._unshown:
            return list(self._items)
        first = self._added - len(self._items)
        return [text for number, text in enumerate(self._items, first) if number not in self._unshown]

    def newest_shown(self) -> int:
        """The index of the newest message the log strip shows (:meth:`shown`); -1 when none.
        History review starts from it: F2 repeats it and Page Up reads the one before it, never
        a message still waiting to be said (Ctrl+End and Page Down still reach those)."""
        self.settle()
        first = self._added - len(self._items)
        for index in range(len(self._items) - 1, -1, -1):
            if first + index not in self._unshown:
                return index
        return -1

    def __len__(self) -> int:
        return len(self._items)

    def items(self) -> list[str]:
        """All kept messages, oldest first (the shown and those not yet shown)."""
        return list(self._items)

    def last(self, count: int) -> list[str]:
        """The newest ``count`` messages, oldest first."""
        if count <= 0:
            return []
        return list(self._items)[-count:]

    def current(self) -> str | None:
        """The message under the cursor, or None when empty."""
        return self._items[self.cursor] if self._items else None

    def move(self, step: int) -> tuple[str | None, bool]:
        """Move the cursor by ``step`` (clamped). Returns (message, hit_edge).

        ``hit_edge`` is True when the cursor could not move the whole way (already at an end).
        """
        if not self._items:
            return None, True
        target = self.cursor + step
        clamped = max(0, min(len(self._items) - 1, target))
        self.cursor = clamped
        return self._items[clamped], clamped != target

    def first(self) -> str | None:
        """Cursor to the oldest message; returns it (None when empty)."""
        if not self._items:
            return None
        self.cursor = 0
        return self._items[0]

    def newest(self) -> str | None:
        """Cursor to the newest message; returns it (None when empty)."""
        if not self._items:
            return None
        self.cursor = len(self._items) - 1
        return self._items[-1]
