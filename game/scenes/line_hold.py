"""Parts of a table's screen that change once the line saying them begins (C-23, T-29).

The game moves on with each batch of events at once; speech says them one line after another.
The log strip shows a line once its speech begins (:meth:`game.speech.history.History.shown`);
the same holds for what the table draws: a part of the screen that a line tells ("Your turn.
...", "Anna has bid.", "Round 1 over: ...", a card reaching 33) keeps what it showed before until
that line begins to be said (or will never be: dropped, cut off by Ctrl; text only says each line
at once), so a player who listens and looks never sees an outcome before hearing it.

A table names each such part by a key ("status", ("bid", 1), "card"...) and gives, before the
batch is said, what the part showed (:meth:`LineHold.expect`), then the line that tells it as
that line is said (:meth:`LineHold.said`; :meth:`LineHold.settle` once the batch was said: a part
whose line was never said is not waited for). :meth:`LineHold.shown` is what to draw: the
oldest value still waiting for its line, else the value now. A part held until a line was heard
to its end, not only begun, is the trick table's finished trick
(:mod:`game.tricks.scenes.trick_hold`); the counting table's tokens change as their loss line
begins (:mod:`game.counting.scenes.tokens_hold`), which gives the new counts.

Only what is drawn follows the ear: the keys that ask (C, S, T, V, K, ...) answer after the lines
still waiting, with the game as it stands.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

AWAITING = object()
"""A part's line not said yet: the batch that changes it is being said."""


@dataclass
class Held:
    """One part of the screen (``key``) drawn as ``old`` until ``said`` (the line telling its
    new value, an :class:`~game.speech.queue.Utterance`) begins to be said; ``tag``: what names
    the one line it waits for among a batch's (the event that line says), or None: the line
    given for the part as a whole."""

    key: Hashable
    old: Any
    said: Any = AWAITING
    tag: Any = None

    @property
    def pending(self) -> bool:
        """True while its line is about to be given, or waits to be said (not begun)."""
        return self.said is AWAITING or (self.said is not None and not self.said.shown)


class LineHold:
    """The parts held until their lines begin, oldest first."""

    def __init__(self) -> None:
        self._held: list[Held] = []

    def expect(self, key: Hashable, old: Any, tag: Any = None) -> None:
        """Before a batch is said: the part ``key`` changes with it, and shows ``old`` until the
        line given for it by :meth:`said` begins; with ``tag`` (an event of the batch), until
        the line given with that same ``tag`` (the line saying that event) begins."""
        self._held.append(Held(key, old, tag=tag))

    def said(self, key: Hashable, item: Any, tag: Any = None) -> None:
        """The oldest part ``key`` still without its line, held with ``tag`` (the very object;
        None: held without one), is told by ``item`` (None: said by nothing, not waited for)."""
        for held in self._held:
            if held.key == key and held.said is AWAITING and held.tag is tag:
                held.said = item
                return

    def settle(self) -> None:
        """The batch was said: a part whose line was not given (none said, or a catch-up that
        kept it in the history only) is not waited for."""
        for held in self._held:
            if held.said is AWAITING:
                held.said = None

    def waiting(self, key: Hashable) -> bool:
        """True while a line telling the part ``key`` has not begun."""
        return any(held.key == key and held.pending for held in self._held)

    def shown(self, key: Hashable, now: Any) -> Any:
        """What the part ``key`` shows: the oldest value held for it whose line has not begun,
        else ``now``."""
        return next((held.old for held in self._held if held.key == key and held.pending), now)

    def all_shown(self, key: Hashable) -> list[Any]:
        """Every value held for the part ``key`` whose line has not begun, oldest first (a part
        made of several lines' changes: the trick table's cards, one per card's line)."""
        return [held.old for held in self._held if held.key == key and held.pending]

    def release(self) -> list[Held]:
        """Forget the parts whose lines began (or will never be said); returns them, oldest
        first (a table starts what comes with them now: the pulse of a total)."""
        done = [held for held in self._held if not held.pending]
        self._held = [held for held in self._held if held.pending]
        return done

    def clear(self) -> None:
        """Forget every held part (the table skipped ahead)."""
        self._held = []
