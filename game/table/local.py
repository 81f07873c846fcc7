"""The table session of a game played on this machine.

:class:`LocalSession` holds what no scene may read: the game's full state, its seed and the
computer players' random source. It applies every seat's actions, writes each to the autosave
journal (:mod:`game.autosave.journal`), hands the scene only what its seat may know (the game's
``events_for``) and runs the work of the computer players and the hint off the main thread
(:class:`~game.table.thinking.Thinker`). Each game subclasses it with its computer players'
choices (:mod:`game.table.counting`, :mod:`game.table.tricks`). Continue builds a new session
and replays the save into it (:mod:`game.autosave.resume`).
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Callable, Sequence
from typing import Any

from ..engine.errors import IllegalAction
from ..engine.events import Event
from ..engine.perspective import Perspective
from ..engine.rng import new_rng
from ..i18n import N_
from .seats import SeatInfo, local_seats, perspective_of
from .session import Refusal, SeatClient
from .thinking import Thinker


NOT_YOUR_SEAT = N_("You can act only for your own seat.")
"""The refusal of an action of a seat this session's seat does not play (a message id)."""


class LocalSession:
    """A game played on this machine, seen from :attr:`seat` (the :class:`TableSession` protocol).

    Args:
        setup: the game's table setup (``setup.options`` are the rules' options).
        seed: the deal's seed; the computer players choose with ``new_rng(seed + 1)``.
        seat: the seat of the person at this machine (default 0).
        told: what was said already this start of the app (autosave notices are said once);
            None: this session's own set.

    Attributes:
        state: the full game state. Only the session (and its journal, and tests through it)
            reads it; a scene reads :meth:`view`.
        cpu_rng: the computer players' random source (saved with the game).
        journal: the autosave (None for a game autosave does not know, or when it is off).
    """

    rules_game = ""
    """The game's key (``"counting"``, ``"tricks"``): autosave's kind."""

    def __init__(self, setup: Any, seed: int, seat: int = 0, told: set[str] | None = None) -> None:
        self.setup = setup
        self.seed = seed
        self.seat = seat
        self.told: set[str] = told if told is not None else set()
        self.state = self.new_state(setup, seed)
        self.cpu_rng: random.Random = new_rng(seed + 1)
        self.seats: tuple[SeatInfo, ...] = local_seats(self.player_count(), seat)
        self.perspective: Perspective = perspective_of(self.seats)
        self.client: SeatClient | None = None
        self.thinker = Thinker()
        from ..autosave.journal import open_journal  # autosave writes sessions: imported when one starts
        self.journal = open_journal(self)

    # ----------------------------------------------------------------- the game's hooks
    def new_state(self, setup: Any, seed: int) -> Any:
        """The state a new game starts from."""
        raise NotImplementedError

    def player_count(self) -> int:
        """How many seats the table has."""
        return int(self.setup.options.players)

    def events_for(self, seat: int | None, events: Sequence[Event]) -> list[Event]:
        """``events`` as ``seat`` may know them (the game's ``visibility.events_for``)."""
        raise NotImplementedError

    def is_over(self) -> bool:
        """True once the game has ended."""
        raise NotImplementedError

    # ----------------------------------------------------------------- the scene's side
    def attach(self, client: SeatClient, in_worker: bool = True) -> None:
        """The scene that plays :attr:`seat`; ``in_worker`` False runs thinking at once (tests)."""
        self.client = client
        self.thinker.in_worker = in_worker

    def view(self) -> Any:
        """This seat's view now."""
        return self.state.view(self.seat)

    def last_round_view(self) -> Any:
        """This seat's view at the end of the last round or deal, or None."""
        ended = getattr(self.state, "last_round_view", None)
        return ended(self.seat) if callable(ended) else None

    def start_events(self) -> list[Event]:
        """The game's opening events, as this seat may know them."""
        return self.events_for(self.seat, self.state.start_events())

    def controls(self, seat: Any) -> bool:
        """True when this session's seat plays the cards of ``seat`` (its own)."""
        return seat == self.seat

    def act(self, action: Any) -> list[Event] | Refusal:
        """This seat's ``action`` (or the dummy's, which this seat plays): its events as this
        seat may know them, or the :class:`Refusal` (nothing saved): :data:`NOT_YOUR_SEAT` for
        an action of a seat it does not play, else the rules' reason."""
        if not self.controls(getattr(action, "seat", None)):
            return Refusal(NOT_YOUR_SEAT)
        try:
            return self.events_for(self.seat, self.apply(action))
        except IllegalAction as exc:
            return Refusal(exc.reason)

    def step(self, name: str) -> None:
        """Autosave a table step that is no engine action (``"continue"``, ``"hint"``)."""
        if self.journal is not None:
            self.journal.step(name)

    def note_marked(self, codes: list[str]) -> None:
        """Autosave the bid cards marked and not yet bid (card codes; the trick game, T-6)."""
        if self.journal is not None:
            self.journal.mark(codes)

    def abandon(self) -> None:
        """The player gave the game up ("Abandon the game"): its save is removed."""
        if self.journal is not None:
            self.journal.abandon()

    def kept(self) -> bool:
        """True when the game so far is on disk (:meth:`Journal.kept`): Continue can resume it."""
        return self.journal is not None and self.journal.kept()

    def close(self) -> None:
        """The scene left the screen: an unfinished game's save is kept, its lock let go."""
        if self.journal is not None:
            self.journal.close()

    def notice(self, text: str) -> None:
        """Say ``text`` about the session itself (the journal's failures) through the client."""
        if self.client is not None:
            self.client.notice(text)

    # ----------------------------------------------------------------- every seat's actions
    def apply(self, action: Any) -> list[Event]:
        """Apply any seat's ``action`` and autosave it: the one path by which actions reach the
        engine. Returns the whole truth of its events (for the session's own use: a scene gets
        :meth:`events_for` of them).

        Raises:
            IllegalAction: the rules refuse it (nothing is saved).
        """
        events = self.state.apply(action)
        if self.journal is not None:
            self.journal.record(action)
        return events

    def apply_many(self, actions: Sequence[Any]) -> list[Event]:
        """Apply ``actions`` at once (the rest of a game played out) and save them together."""
        events: list[Event] = []
        for action in actions:
            events += self.state.apply(action)
        if self.journal is not None:
            self.journal.record_many(list(actions))
        return events

    def hint_rng(self, position: tuple) -> random.Random:
        """The random source of the hint asked in ``position`` (the scene's own words for where
        the game is: deal or round, cards played, marked cards): from the seed and that position
        only, so the same question in a seeded game samples the same deals, on every press and
        in every run; a source of its own, so a hint never moves the game's random state. The
        scene never sees the seed."""
        return new_rng(zlib.crc32(repr((self.seed, tuple(position))).encode("utf-8")))

    # ----------------------------------------------------------------- thinking
    def think(self, work: Callable[[], Any], done: Callable[[Any], None], thinking_text: str | None = None) -> None:
        """Run ``work()`` in a worker thread; ``done(result)`` from :meth:`poll` (see
        :class:`~game.table.thinking.Thinker`)."""
        self.thinker.think(work, done, thinking_text)

    def poll(self, dt: float) -> None:
        """Hand finished work on; say a long search's thinking notice once."""
        if self.thinker.busy:
            self.thinker.poll(dt, self.client)

    @property
    def thinking(self) -> bool:
        """True while work started by :meth:`think` is not finished."""
        return self.thinker.busy

    def speech_busy(self) -> bool:
        """True while this seat's speech is still busy (asked of the client): computer players
        wait for it."""
        return self.client is not None and self.client.speech_busy()
