"""An edge said once while its key is held: a list's end, reached by a key that auto-repeats
(Left/Right through a hand, Up/Down through a page or a value), is announced on the first
press that hits it; the repeats of the same held key that hit it again say nothing, until a
key is released or the focus moves. A new press after the release says it again.

Usage in a scene::

    self.edges = EdgeOnce()
    ...
    if at_the_end:
        if self.edges.first("end"):
            self.refuse(_("End of hand. {focus}").format(focus=...))
        return
    self.edges.clear()  # the focus moved
    ...
    def on_event(self, event):
        self.edges.on_event(event)  # a key released

No speech, no pygame drawing: pure bookkeeping.
"""

from __future__ import annotations

from collections.abc import Hashable

import pygame


class EdgeOnce:
    """Remembers the last edge announced until a key is released or :meth:`clear` is called."""

    def __init__(self) -> None:
        self._said: Hashable | None = None

    def first(self, edge: Hashable) -> bool:
        """True when ``edge`` (any hashable name: "end", ("hand", 1)...) should be announced now:
        it is not the edge last announced while the key was held. Records it."""
        if edge == self._said:
            return False
        self._said = edge
        return True

    def clear(self) -> None:
        """Forget the edge: the focus moved, so reaching the edge again is news."""
        self._said = None

    def on_event(self, event: pygame.event.Event) -> None:
        """A key released (KEYUP) or the window losing the focus ends the hold."""
        if event.type in (pygame.KEYUP, pygame.WINDOWFOCUSLOST):
            self._said = None
