"""The end of a counting game: who won, tokens left, then "Play again" or "Main menu"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.rng import fresh_seed
from ...i18n import _
from ...scenes.results import GameResults, hints_used_text
from .. import text
from .seat import LOCAL
from ...engine.perspective import Perspective
from ...player_names import SeatHistory

if TYPE_CHECKING:
    from ...app import App
    from ..state import CountingView
    from .setup import TableSetup
    from .table import CountingTable


class CountingResults(GameResults):
    """"Game over. Bob wins the game. 4 rounds played. You: out. ... Play again, 1 of 2".

    Args:
        app: the app.
        setup: the finished table's setup (reused by "Play again" with a fresh seed).
        state: the local seat's view of the finished game (its tokens, eliminated, winner, round).
        hints: hints the human asked for with A (said as "Hints used: 2." when any).
        played_out: the human, out, had the rest played out with Enter (C-18, C-20).
        me: the perspective the results are said from (an online table's: the people's names).
        history: online, the seats a computer took from a person who left the game
            (:data:`game.player_names.SeatHistory`; "1st: Bob (in Cid's seat), 1 token left.").
    """

    def __init__(self, app: App, setup: TableSetup, state: CountingView,
                 out_rounds: dict[int, int] | None = None, hints: int = 0, played_out: bool = False,
                 me: Perspective = LOCAL, history: SeatHistory | None = None) -> None:
        self.played_out = played_out
        lines = text.results_lines(me, state.tokens, state.eliminated, state.winner, state.round, out_rounds,
                                   history)
        if hints:
            lines = list(lines) + [hints_used_text(hints)]
        # the winner's place stays in view with the headline at any text size (C-18, C-20): "Anna
        # wins the game", "7 rounds played", "1st: Anna, 1 token left" (found at Huge text, where
        # the list centred on "Play again" had scrolled "1st: Anna" away)
        first_place = 2 if state.winner is not None else 1
        # and so does the player's own place ("3rd: you, out in round 4", found hidden at Huge
        # text with 4 players)
        own = text.own_result_line(me, state.tokens, state.eliminated, state.winner, out_rounds)
        super().__init__(app, setup, lines, "counting", pinned=first_place + 1, own=own)

    def intro(self) -> str:
        """"Game over. Bob wins the game. ... Up reads the results line by line. Play again, 8 of 9";
        after Enter played the rest out (``played_out``) it starts "The game is played out." (the
        table that was left says nothing more)."""
        said = super().intro()
        return f"{_(text.PLAYED_OUT)} {said}" if self.played_out else said

    def new_table(self) -> CountingTable:
        """A counting table with the same setup and a fresh seed."""
        from .table import CountingTable
        table = CountingTable(self.app, self.setup, fresh_seed())
        table.hold_actions()  # a second quick Enter on "Play again" never plays the first card unheard
        return table
