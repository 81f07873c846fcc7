"""The app's loop: a fixed-timestep loop that updates the top scene and redraws the window.

The loop updates the top scene at a fixed 60 Hz (an accumulator of real time; a frame longer than
a quarter second is clamped so a stall never causes a burst of catch-up updates), draws only when
something changed (:meth:`~game.app.App.mark_dirty`, a resize, an expose) and sleeps until the
next update is due, so an idle menu costs little CPU. One update is ``App.update``.

A part of :class:`~game.app.App` (its fields are set in ``App.__init__``: ``_clock``, ``_sleep``,
``dirty``, ``draws``, ``log_placements``, ...).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from .ui.log_view import draw_log, log_window
from .ui.placement import Placements

if TYPE_CHECKING:
    from .scenes.base import Scene
    from .speech.announcer import Announcer
    from .ui.layout import Layout
    from .ui.text import Fonts
    from .ui.theme import Theme

log = logging.getLogger("game.app")

STEP = 1.0 / 60.0
"""Seconds per update."""
MAX_FRAME = 0.25
"""Longest real time one loop pass may account for (seconds); more is dropped."""
STALL = 0.5
"""A loop pass that comes this many seconds or more after the one before follows a stall (the
frame was held up): the key repeats that piled up meanwhile are dropped (:meth:`App.handle_event`)."""
LOG_LINES = 5
"""Lines of the log strip (the last messages said) below the screen."""


class AppLoop:
    """The loop, its events and the drawing, a mixin of :class:`~game.app.App`."""

    announcer: Announcer
    scenes: list[Scene]
    screen: pygame.Surface
    layout: Layout
    fonts: Fonts
    theme: Theme
    running: bool
    dirty: bool
    draws: int
    updates: int
    log_placements: Placements | None
    _clock: Callable[[], float]
    _sleep: Callable[[float], None]
    _stalled: bool

    def process_events(self, stalled: bool = False) -> None:
        """Handle every queued pygame event (stops early when one of them quits). ``stalled``:
        they piled up while the frame was held up (:data:`STALL`): key repeats among them are
        dropped, and so are the later repeats of those keys until they are released (a press
        acts once; a stall never turns into a held key)."""
        self._stalled = stalled
        try:
            for event in pygame.event.get():
                self.handle_event(event)
                if not self.running:
                    break
        finally:
            self._stalled = False

    def step(self, count: int = 1, *, draw_each: bool = True) -> None:
        """Run ``count`` frames without waiting: events, one update, a draw if dirty (tests).
        ``draw_each=False`` draws only after the last frame (if anything changed in any of
        them): time passing in a test, where no frame in between is looked at."""
        for frame in range(count):
            self.process_events()
            self.update(STEP)
            if self.dirty and (draw_each or frame == count - 1):
                self.draw()

    def draw(self) -> None:
        """Redraw the window: background, the scene (and the one below when it is transparent),
        the log strip. Clears the dirty flag."""
        self.dirty = False
        self.draws += 1
        surface = self.screen
        surface.fill(self.theme.background)
        scene = self.top
        if scene is not None:
            start = len(self.scenes) - 1
            while start > 0 and self.scenes[start].transparent:
                start -= 1
            for below in self.scenes[start:]:
                below.draw(surface, self.layout)
            if scene.show_log:
                announcer = self.announcer
                # the strip shows what is being said or was (History.shown), also while the
                # player reads the history with its keys, which read only those (never a line
                # still waiting to be said: Announcer.review)
                items = announcer.history.shown()
                start, highlight = log_window(len(items), LOG_LINES, announcer.review_index)
                self.log_placements = Placements()
                draw_log(surface, self.layout, self.fonts, self.theme, items[start:start + LOG_LINES],
                         highlight, announcer.review_caption, self.log_placements)
            else:
                self.log_placements = None
        pygame.display.flip()

    def run_loop(self, max_updates: int | None = None) -> int:
        """Run until quit (or until ``max_updates`` updates). Returns the exit code 0.

        Each pass: take the real time since the last pass (clamped to :data:`MAX_FRAME`) into the
        accumulator, handle queued events (after a stall of :data:`STALL` seconds or more,
        without the key repeats that piled up: :meth:`process_events`), run whole :data:`STEP` updates from the accumulator,
        draw if dirty, then sleep until the next update is due.
        """
        previous = self._clock()
        accumulator = 0.0
        limit = None if max_updates is None else self.updates + max_updates
        while self.running:
            now = self._clock()
            stalled = now - previous >= STALL
            if stalled:
                log.info("the frame was held up %.1f s: key repeats piled up meanwhile are dropped", now - previous)
            accumulator += min(now - previous, MAX_FRAME)
            previous = now
            self.process_events(stalled)
            while accumulator >= STEP - 1e-9 and self.running:
                self.update(STEP)
                accumulator = max(0.0, accumulator - STEP)
                if limit is not None and self.updates >= limit:
                    return 0
            if self.dirty and self.running:
                self.draw()
            if self.running:
                wait = STEP - accumulator - (self._clock() - previous)
                if wait > 0.0005:
                    self._sleep(wait)
        return 0
