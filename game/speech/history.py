"""The message history: a capped list of announcements with its own reading cursor."""

from __future__ import annotations

from collections import deque


class History:
    """Announcements, oldest first, at most ``cap`` kept (the oldest drop off).

    The cursor is an index into the kept messages. A new message moves it to the newest, so
    Page Up after any announcement starts from the one before the last.
    """

    def __init__(self, cap: int = 500) -> None:
        if cap < 1:
            raise ValueError("history cap must be at least 1")
        self._items: deque[str] = deque(maxlen=cap)
        self.cursor = -1

    def add(self, text: str) -> None:
        """Append a message and put the cursor on it."""
        self._items.append(text)
        self.cursor = len(self._items) - 1

    def take_back(self, text: str) -> bool:
        """Remove the newest message when it is ``text`` (a message taken back before it was
        said); the cursor goes to the newest left. Returns True when it was removed."""
        if not self._items or self._items[-1] != text:
            return False
        self._items.pop()
        self.cursor = len(self._items) - 1
        return True

    def __len__(self) -> int:
        return len(self._items)

    def items(self) -> list[str]:
        """All kept messages, oldest first."""
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
