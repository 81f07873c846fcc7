"""The local session of the counting game: its state, and its computer players' choices (C-8)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..counting.actions import DrawCard, PlayCard
from ..counting.ai import choose_action
from ..counting.ai_hard import APP_BUDGET, choose_hard_action
from ..counting.ai_strong import choose_strong_action
from ..counting.state import CountingState
from ..counting.visibility import events_for
from ..engine.events import Event
from ..engine.search import Budget
from .local import LocalSession


class CountingSession(LocalSession):
    """A counting game on this machine (:class:`~game.table.local.LocalSession`): the last seat
    deals round 1, so seat 0 plays first (C-6). ``setup.level`` names the computer players'
    level: ``"hard"``, ``"strong"``, ``"simple"`` or ``"random"``."""

    rules_game = "counting"

    def new_state(self, setup: Any, seed: int) -> CountingState:
        """A new game: the last seat deals round 1 (C-6)."""
        return CountingState.new(setup.options, seed, dealer=setup.options.players - 1)

    def events_for(self, seat: int | None, events: Sequence[Event]) -> list[Event]:
        """Another seat's drawn card is hidden (C-8): :func:`game.counting.visibility.events_for`."""
        return events_for(seat, events)

    def is_over(self) -> bool:
        """True once one player is left (C-20)."""
        return bool(self.state.game_over)

    # ----------------------------------------------------------------- computer players
    def computer_to_act(self) -> int | None:
        """The computer seat to play now, or None (the local seat's turn, or the game over)."""
        seat = self.state.turn
        return None if seat is None or seat == self.seat else seat

    def computer_search(self, seat: int, fixed: bool) -> Callable[[], PlayCard | DrawCard]:
        """The hard level's search for ``seat`` as work for a worker thread: it reads a view made
        now, never the state (``fixed``: a fixed number of deals, for the same game on every run)."""
        view, rng = self.state.view(seat), self.cpu_rng
        budget = APP_BUDGET.fixed() if fixed else APP_BUDGET
        return lambda: choose_hard_action(view, rng, budget)

    def computer_choice(self, seat: int, budget: Budget | None = None) -> PlayCard | DrawCard:
        """The computer level's action for ``seat`` at once (the hard level within ``budget``,
        default its fixed budget)."""
        view = self.state.view(seat)
        level = self.setup.level
        if level == "random":
            return self.cpu_rng.choice(self.state.legal_actions(seat))
        if level == "simple":
            return choose_action(view, self.cpu_rng)
        if level == "hard":
            return choose_hard_action(view, self.cpu_rng, budget or APP_BUDGET.fixed())
        return choose_strong_action(view, self.cpu_rng)

    def computer_play(self, seat: int, action: PlayCard | DrawCard) -> list[Event]:
        """Apply computer ``seat``'s ``action`` and its draw at once (C-8): the events as the
        local seat may know them."""
        events = self.apply(action)
        while self.state.drawer == seat and self.state.winner is None:  # C-8: draws at once
            events += self.apply(DrawCard(seat))
        return self.events_for(self.seat, events)

    def finish_drawing(self) -> list[Event]:
        """A computer player that had played but not drawn (a save killed between the two)
        draws now, as it would have at once (C-8): the events as the local seat may know them."""
        events: list[Event] = []
        state = self.state
        while state.drawer is not None and state.drawer != self.seat and state.winner is None:
            events += self.apply(DrawCard(state.drawer))
        return self.events_for(self.seat, events)

    def play_out(self, budget: Budget) -> list[Event]:
        """The computer players finish the game at once while the local seat is out (C-18,
        C-20), saved like any play: the events as the local seat may know them."""
        state = self.state
        events: list[Event] = []
        actions: list[PlayCard | DrawCard] = []
        for _step in range(100000):  # a game always ends long before (each round costs tokens)
            seat = state.turn
            if state.game_over or seat is None or seat == self.seat:
                break
            actions.append(self.computer_choice(seat, budget))
            events += state.apply(actions[-1])
            while state.drawer == seat and state.winner is None:
                actions.append(DrawCard(seat))
                events += state.apply(actions[-1])
        if self.journal is not None:  # saved like any play: the finished game is counted, its save ends
            self.journal.record_many(actions)
        return self.events_for(self.seat, events)
