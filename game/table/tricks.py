"""The local session of the trick game: its state, and its computer players' choices."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..engine.events import Event
from ..tricks.actions import Bid, Play
from ..tricks.ai import choose_action
from ..tricks.ai_basic import choose_action_basic
from ..tricks.ai_hard import choose_action_hard
from ..tricks.state import TricksState
from ..tricks.visibility import events_for
from .local import LocalSession


class TricksSession(LocalSession):
    """A trick game on this machine (:class:`~game.table.local.LocalSession`); with two players
    the local seat also plays the dummy (T-19). ``setup.level`` names the computer players'
    level: ``"hard"``, ``"strong"``, ``"simple"`` or ``"random"``."""

    rules_game = "tricks"

    def new_state(self, setup: Any, seed: int) -> TricksState:
        """A new session of deals (T-4)."""
        return TricksState.new(setup.options, seed)

    def player_count(self) -> int:
        """The seats of the table: the players, and the dummy's seat with two players (T-19)."""
        return len(self.state.hands)

    def events_for(self, seat: int | None, events: Sequence[Event]) -> list[Event]:
        """Other seats' bids are hidden (T-7): :func:`game.tricks.visibility.events_for`."""
        return events_for(seat, events)

    def is_over(self) -> bool:
        """True once the game (or match) is over (T-17, T-18)."""
        return bool(self.state.phase == "over")

    def controls(self, seat: Any) -> bool:
        """True for this session's seat, and for the dummy while this seat plays it (T-21)."""
        return seat == self.seat or (seat == self.state.dummy and self.state.controller(seat) == self.seat)

    def premium_choices(self) -> tuple[str | None, ...]:
        """The premium offers the local seat may make with its bid (T-9, T-22, T-27)."""
        return tuple(self.state.premium_choices(self.seat))

    # ----------------------------------------------------------------- computer players
    def computers_to_act(self) -> list[int]:
        """The computer seats to act now: every one yet to bid while bidding (bidding is
        simultaneous, T-7), else the one to play, if it is a computer's turn."""
        seats = [seat for seat in self.state.to_act() if seat != self.seat]
        return seats if self.state.phase == "bidding" else seats[:1]

    def computer_search(self, seats: list[int], fixed: bool) -> Callable[[], list[Bid | Play]]:
        """The hard level's choices for ``seats`` as work for a worker thread: it reads views made
        now, never the state; the whole job keeps to one decision's time."""
        views = [self.state.view(seat) for seat in seats]
        rng = self.cpu_rng
        share = 1.0 / len(views)
        return lambda: [choose_action_hard(view, rng, fixed, share) for view in views]

    def computer_choice(self, seat: int, fixed: bool) -> Bid | Play:
        """The computer level's action for ``seat`` at once."""
        level = self.setup.level
        if level == "random":
            if self.state.phase == "bidding":
                hand = self.state.legal_bid_cards(seat)
                return Bid(seat, tuple(self.cpu_rng.sample(hand, 3)), None)
            return self.cpu_rng.choice(self.state.legal_plays(seat))
        if level == "simple":
            return choose_action_basic(self.state.view(seat), self.cpu_rng)
        if level == "hard":
            return choose_action_hard(self.state.view(seat), self.cpu_rng, fixed)
        return choose_action(self.state.view(seat), self.cpu_rng)

    def computer_play(self, actions: Sequence[Bid | Play]) -> list[Event]:
        """Apply the computer players' ``actions``: the events as the local seat may know them."""
        events: list[Event] = []
        for action in actions:
            events += self.apply(action)
        return self.events_for(self.seat, events)
