"""The message history: a capped list of announcements in the order they were heard, with its
own reading cursor, and which of them the on-screen log shows yet (the history keys read only
those; a message never said because it was no longer true is forgotten)."""

from __future__ import annotations

from typing import Any


class _Line:
    """One kept message: its text; whether the on-screen log shows it (its speech began, or it
    will never be said); what carries it to the ear while that may still begin (None after);
    which beginning of that item the history last placed it by, and how many times a key had
    put that item back then (its ``put_backs``); the item it was first said by (``origin``, kept:
    its ``alone`` words, :meth:`History.alone_at`)."""

    __slots__ = ("text", "item", "shown", "begun_as", "put_backs", "origin")

    def __init__(self, text: str, item: Any) -> None:
        self.text = text
        self.item = item
        self.origin = item
        self.shown = item is None
        self.begun_as: int | None = None
        self.put_backs = 0


def _put_backs(item: Any) -> int:
    """How many times a key put ``item`` back to be said again whole
    (:attr:`game.speech.queue.Utterance.put_backs`); 0 for an item that does not tell."""
    return getattr(item, "put_backs", 0)


def _begin_number(item: Any) -> int | None:
    """The place of ``item``'s latest beginning in the order heard
    (:attr:`game.speech.queue.Utterance.begin_number`), or None: never begun, or an item that
    does not tell."""
    return getattr(item, "begin_number", None)


class History:
    """Announcements in the order they were heard, at most ``cap`` kept (the oldest drop off).

    The cursor is an index into the kept messages. A new message moves it to the newest one
    shown, so Page Up after any announcement starts from the one before the last heard.

    Every message is kept from the moment it is said, but the on-screen log strip and the keys
    that read the history (Page Up and friends) only give it once it is on its way to the ear
    (:meth:`shown`): a message added with the ``item`` carrying it to the speech (an
    :class:`~game.speech.queue.Utterance`) waits until that item is ``shown`` (its speech began,
    or it will never be said: dropped, cut off by Ctrl). A sighted player who also listens reads
    along with what is said, never ahead of it, and no key reads out what was not said yet.

    The messages shown come first, in the order they began to be said (each placed as it begins:
    :meth:`settle`), then those still waiting, in the order they were added: a status key's
    answer that goes ahead of a waiting turn line, or a notice, is listed before it, as it is
    heard. A message a key cut early and that is said again whole later (a turn line cut by a
    status key's answer, put back behind it) is listed where it was said again: after that
    answer (found by ear: C, C, S during Bob's move, then F2 during "Your turn. ..." repeated
    "Tokens: ...", listed after the turn line). So the newest message shown is the one being
    said or heard last, which F2 repeats (:meth:`newest_shown`).

    A message never said because it was no longer true (its item ``void``: a draw prompt a newer
    prompt or the player's move replaced while it waited) is forgotten once dropped
    (:meth:`settle`): neither the strip nor the history keys ever give it, as it was never
    heard and is not the situation. So is one shown as it began and cut in its first instant,
    nothing of it heard, by what made it untrue or took its place (its item turns ``void`` then:
    :attr:`game.speech.queue.Utterance.cut_unheard`).
    """

    def __init__(self, cap: int = 500) -> None:
        if cap < 1:
            raise ValueError("history cap must be at least 1")
        self._cap = cap
        self._lines: list[_Line] = []
        self._waiting: list[_Line] = []
        """The lines whose item may still begin to be said (not shown yet, or put back to be said
        again), oldest first."""
        self.cursor = -1

    def _heard_end(self) -> int:
        """Where the messages shown end: the index of the first one still waiting (or the count).
        The messages shown come first, those waiting last (:meth:`add`, :meth:`settle`), so it
        is found from the end, past the few waiting."""
        end = len(self._lines)
        while end > 0 and not self._lines[end - 1].shown:
            end -= 1
        return end

    def _place(self, line: _Line) -> None:
        """Show ``line`` right after the messages shown before it: the newest heard."""
        if line in self._lines:
            self._lines.remove(line)
        line.shown = True
        self._lines.insert(self._heard_end(), line)

    def _trim(self) -> None:
        """Drop the oldest messages beyond the cap (the first heard)."""
        while len(self._lines) > self._cap:
            dropped = self._lines.pop(0)
            if dropped.item is not None:
                self._waiting = [other for other in self._waiting if other is not dropped]

    def add(self, text: str, item: Any = None) -> None:
        """Keep a message and put the cursor on the newest shown. ``item``: what carries it to the ear
        (it has ``shown`` and ``pending`` attributes, and may have ``void`` and
        ``begin_number``); the log strip shows the message once ``item.shown`` is True (None:
        at once), and a ``void`` one is forgotten. Shown at once, it goes after the messages
        shown, ahead of those still waiting (it is heard before them)."""
        if item is not None:  # (a line said again worded anew: the new words carry it from now)
            for other in self._waiting:
                if other.item is item and other.shown:
                    other.item = None
            self._waiting = [other for other in self._waiting if other.item is not None]
        self.settle()  # (those begun since the last look are placed first: this one comes after them)
        line = _Line(text, item)
        if item is not None and item.shown:
            line.shown = True
            line.begun_as, line.put_backs = _begin_number(item), _put_backs(item)
        if line.shown:
            self._lines.insert(self._heard_end(), line)
        else:
            self._lines.append(line)
        if item is not None and getattr(item, "pending", not line.shown):
            self._waiting.append(line)
        elif line.shown:
            line.item = None
        self._trim()
        self.cursor = max(0, self._heard_end() - 1) if self._lines else -1

    def reword(self, item: Any, text: str) -> bool:
        """The message of ``item`` (waiting: never shown yet, or put back to be said again
        whole, which lists it where it is said again) is worded anew as ``text`` (the player's
        language changed meanwhile): the log shows the new words, once. Returns False, changing
        nothing, when no such message waits."""
        line = next((line for line in self._waiting if line.item is item), None)
        if line is None:
            return False
        line.text = text
        return True

    def take_back(self, text: str) -> bool:
        """Remove the newest message when it is ``text`` (a message taken back before it was
        said); the cursor goes to the newest left. Returns True when it was removed."""
        if not self._lines or self._lines[-1].text != text:
            return False
        line = self._lines.pop()
        if line.item is not None:
            self._waiting = [other for other in self._waiting if other is not line]
        self.cursor = max(0, self._heard_end() - 1) if self._lines else -1
        return True

    def put_before(self, item: Any, later: list[Any]) -> int:
        """Move the message of ``item`` (still waiting) before the oldest waiting message whose
        item is one of ``later`` (messages said after it, though added before it: a notice that
        goes ahead of a waiting prompt), so the history lists what waits in the order it will
        be said. Returns how many messages it went before (0: it stays where it is, as when it
        is shown already: the messages shown are placed as they begin, :meth:`settle`)."""
        line = next((line for line in self._waiting if line.item is item), None)
        if line is None or line.shown:
            return 0
        start = self._heard_end()  # (waiting, it is among the last: only those are looked at)
        at = self._lines.index(line, start)
        target = next((index for index in range(start, at)
                       if self._lines[index].item is not None
                       and any(self._lines[index].item is u for u in later)), None)
        if target is None:
            return 0
        del self._lines[at]
        self._lines.insert(target, line)
        self.cursor = max(0, self._heard_end() - 1) if self._lines else -1
        return at - target

    def settle(self) -> bool:
        """Place the messages whose speech began since the last look (or that will never be
        said) after those heard before them, in the order they began; one said again whole
        after a key's answer that cut it early (put back: its item's ``put_backs`` grew) is
        placed anew as it begins again (one said again through another speech after the one it
        was given failed stays where it was first shown). A void one (never said: no
        longer true) leaves the history. True when one did any of this (the log strip changed:
        the app redraws it)."""
        if not self._waiting:
            return False
        changed = False
        still: list[_Line] = []
        placed: list[_Line] = []
        for line in self._waiting:
            item = line.item
            number = _begin_number(item)
            if not line.shown:
                if not item.shown:
                    still.append(line)
                    continue
                changed = True
                if getattr(item, "void", False):
                    line.item = None
                    self._forget(line)
                    continue
                line.begun_as, line.put_backs = number, _put_backs(item)
                placed.append(line)  # (shown once placed: until then the waiting stay last)
            elif getattr(item, "void", False):  # cut in its first instant, unheard: as never said
                changed = True
                line.item = None
                self._forget(line)
                continue
            elif number is not None and number != line.begun_as:  # begun again
                line.begun_as = number
                if _put_backs(item) > line.put_backs:  # said again after the key's answer that cut it
                    changed = True
                    line.put_backs = _put_backs(item)
                    placed.append(line)
            if getattr(item, "pending", False):
                still.append(line)
            else:
                line.item = None
        self._waiting = still
        never = len(self._lines)  # (never begun, a line Ctrl silenced: after those begun, as added)
        placed.sort(key=lambda line: (never, self._lines.index(line)) if line.begun_as is None
                    else (line.begun_as, 0))
        for line in placed:
            self._place(line)
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
        return [line.text for line in self._lines if line.shown]

    def newest_shown(self) -> int:
        """The index of the newest message the log strip shows (:meth:`shown`: the one being
        said, or heard last); -1 when none. The messages shown are the first ones, so it is
        also their count less one. History review keeps to them: F2 repeats this one, Page Up
        reads the one before it, and Page Down and Ctrl+End stop at it, never reaching a
        message still waiting to be said."""
        self.settle()
        return self._heard_end() - 1

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
        """All kept messages: those shown, in the order heard, then those still waiting to be
        said (no key reads these: :meth:`shown`)."""
        self.settle()
        return [line.text for line in self._lines]

    def last(self, count: int) -> list[str]:
        """The newest ``count`` messages, oldest first."""
        if count <= 0:
            return []
        return [line.text for line in self._lines][-count:]

    def current(self) -> str | None:
        """The message under the cursor, or None when empty."""
        return self._lines[self.cursor].text if 0 <= self.cursor < len(self._lines) else None

    def move(self, step: int) -> tuple[str | None, bool]:
        """Move the cursor by ``step``, kept to the messages shown (said, or being said:
        :meth:`shown`). Returns (message, hit_edge); (None, True) when none was said yet.

        ``hit_edge`` is True when the cursor could not move the whole way (already at an end:
        the oldest message, or the newest one said).
        """
        newest = self.newest_shown()
        if newest < 0:
            return None, True
        target = self.cursor + step
        clamped = max(0, min(newest, target))
        self.cursor = clamped
        return self._lines[clamped].text, clamped != target

    def first(self) -> str | None:
        """Cursor to the oldest message; returns it (None when none was said yet)."""
        if self.newest_shown() < 0:
            return None
        self.cursor = 0
        return self._lines[0].text

    def alone_at(self, index: int) -> str:
        """The words of the message at ``index`` said on its own, when they differ from the words
        said (:attr:`game.speech.utterance.Utterance.alone`: the counting game's round's end said
        short after its cause), else ""."""
        words = getattr(self._lines[index].origin, "alone", None)
        return words() if words is not None else ""

    def newest(self) -> str | None:
        """Cursor to the newest message said (or being said: :meth:`newest_shown`), never one
        still waiting; returns it (None when none was said yet)."""
        newest = self.newest_shown()
        if newest < 0:
            return None
        self.cursor = newest
        return self._lines[newest].text
