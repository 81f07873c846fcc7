"""A table's computer players: their wait before acting (the ``cpu_delay`` option), paced by
speech so they never outrun it, and work off the main thread (their search, the hint key's).

A part of :class:`~game.scenes.card_table.CardTable` (its fields are set in
``CardTable.__init__``: ``_cpu_waiting``, ``_wait_token``, ``_paced``); the game's table says
when one is due and acts for it (``cpu_due``, ``cpu_act``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .base import Scene

if TYPE_CHECKING:
    from ..table.local import LocalSession


class ComputerTurns(Scene):
    """The computer players' timer and the table's worker, a mixin of
    :class:`~game.scenes.card_table.CardTable`."""

    session: LocalSession
    over: bool
    _cpu_waiting: bool
    _wait_token: int
    _paced: float

    # ----------------------------------------------------------------- computer players
    def cpu_delay(self) -> float:
        """The computer players' wait in seconds (the ``cpu_delay`` option)."""
        return float(self.settings.get("cpu_delay"))

    def cpu_wait(self) -> float | None:
        """Seconds the computer player due now waits before acting, or None to wait for the
        human (no timer: the table calls :meth:`replan_cpu` when the human has acted).
        Default: :meth:`cpu_delay`. The counting table waits longer while the human may still
        draw (its "Time to draw" option)."""
        return self.cpu_delay()

    def plan_cpu(self) -> None:
        """Start the computer players' wait when one of them is to act (C-8; one wait at a time)."""
        if self.over or self._cpu_waiting or not self.cpu_due():
            return
        wait = self.cpu_wait()
        if wait is None:
            return
        token = self.new_wait()
        self._cpu_waiting = True
        self.schedule(wait, lambda: self._cpu_turn(token))

    def replan_cpu(self) -> None:
        """Cancel the computer players' pending wait and start a new one (e.g. after the human's
        draw ended a longer "time to draw" wait)."""
        if self._cpu_waiting:
            self.new_wait()
        self.plan_cpu()

    def new_wait(self) -> int:
        """Cancel any pending computer turn or pause timer; the token a new timer checks."""
        self._wait_token += 1
        self._cpu_waiting = False
        self._paced = 0.0
        return self._wait_token

    def wait_current(self, token: int) -> bool:
        """True when ``token`` (from :meth:`new_wait`) is still the latest wait."""
        return token == self._wait_token

    def _cpu_turn(self, token: int) -> None:
        if not self.wait_current(token):
            return
        more = self.speech_wait()
        if more > 0:  # the previous play is still being said: the human never falls behind
            self._paced += more
            self.schedule(more, lambda: self._cpu_turn(token))
            return
        self._cpu_waiting = False
        self._paced = 0.0
        self.cpu_act()

    def speech_wait(self) -> float:
        """Seconds a computer player whose delay is over still waits for speech: one frame while
        anything is being said or waits to be said (:meth:`game.speech.Announcer.speech_busy`:
        real where speech can tell, else the estimated length of each message; a stuck engine
        is timed by length, :data:`game.speech.queue.STUCK_SECONDS`). Computer players never
        outrun the speech."""
        return 1.0 / 60.0 if self.session.speech_busy() else 0.0

    # ----------------------------------------------------------------- thinking off the main thread
    def think(self, work: Callable[[], Any], done: Callable[[Any], None],
              thinking_text: str | None = None) -> None:
        """Run ``work()`` in a worker thread of the session so frames keep drawing and keys keep
        answering; ``done(result)`` is called from :meth:`update` on the main thread once it has
        finished (not while the table is covered). ``thinking_text`` ("Anna is thinking.") is
        said once if the work takes longer than
        :data:`game.table.thinking.THINKING_SAID_AFTER` seconds. An exception in ``work`` is
        raised again on the main thread. ``work`` must not touch the state: give it views made
        beforehand. With ``app.think_in_worker`` set False (the test fixture does), ``work``
        runs at once in the calling thread and ``done`` still waits for the next update."""
        self.session.thinker.in_worker = bool(getattr(self.app, "think_in_worker", True))
        self.session.think(work, done, thinking_text)

    @property
    def fixed_search(self) -> bool:
        """True when searching computer players (and hints) must ignore the clock and sample a
        fixed number of deals (:meth:`game.engine.search.Budget.fixed`): when ``app.fixed_search``
        is set (the test fixture sets it; so does a game started with ``--seed``:
        :func:`game.app.run`), so a seed gives the same game on every run. Otherwise they search
        against their wall-clock deadline."""
        return bool(getattr(self.app, "fixed_search", False))

    @property
    def thinking(self) -> bool:
        """True while a job started by :meth:`think` has not been handed to its ``done``."""
        return self.session.thinking
