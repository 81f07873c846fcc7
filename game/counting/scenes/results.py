"""The end of a counting game: who won, tokens left, then "Play again" or "Main menu"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.rng import fresh_seed
from ...scenes.results import GameResults
from .. import text

if TYPE_CHECKING:
    from ...app import App
    from ..state import CountingState
    from .table import CountingTable, TableSetup


class CountingResults(GameResults):
    """"Game over. Bob wins the game. 4 rounds played. You: out. ... Play again, 1 of 2".

    Args:
        app: the app.
        setup: the finished table's setup (reused by "Play again" with a fresh seed).
        state: the finished game.
    """

    def __init__(self, app: App, setup: TableSetup, state: CountingState) -> None:
        lines = text.results_lines(state.tokens, state.eliminated, state.winner, state.round)
        super().__init__(app, setup, lines, "counting")

    def new_table(self) -> CountingTable:
        """A counting table with the same setup and a fresh seed."""
        from .table import CountingTable
        return CountingTable(self.app, self.setup, fresh_seed())
