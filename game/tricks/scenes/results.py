"""The end of a trick game: the winner, the places, then "Play again" or "Main menu" (T-17, T-18)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.rng import fresh_seed
from ...scenes.results import GameResults, hints_used_text
from .. import text
from .seat import LOCAL

if TYPE_CHECKING:
    from ...app import App
    from ...engine.perspective import Perspective
    from ...player_names import SeatHistory
    from ..view import TricksView
    from .setup import TableSetup
    from .table import TricksTable


class TricksResults(GameResults):
    """"Game over. You win with 118 points, past the target of 100. 2nd place, tied: Anna and Bob,
    60 points each. 12 deals played. Up reads the results line by line. Play again, 4 of 5"
    (:func:`game.tricks.text.results_lines`).

    Args:
        app: the app.
        setup: the finished table's setup (reused by "Play again" with a fresh seed).
        view: the local seat's view of the finished game.
        hints: hints the human asked for with A (said as "Hints used: 2." when any).
        me: the perspective the results are said from (an online table's: the people's names).
        history: online, the seats a computer took from a person who left the game
            (:data:`game.player_names.SeatHistory`; "2nd place: Bob (in Cid's seat), 60 points.").
    """

    def __init__(self, app: App, setup: TableSetup, view: TricksView, hints: int = 0,
                 me: Perspective = LOCAL, history: SeatHistory | None = None) -> None:
        lines = text.results_lines(me, view, setup.options.scoring, setup.options.target, history)
        own = text.own_result_line(me, view, setup.options.scoring, lines, history)  # kept in view (T-17)
        if hints:
            lines.append(hints_used_text(hints))
        super().__init__(app, setup, lines, "tricks", own=own)

    def new_table(self) -> TricksTable:
        """A trick table with the same setup and a fresh seed."""
        from .table import TricksTable
        table = TricksTable(self.app, self.setup, fresh_seed())
        table.hold_actions()  # a second quick Enter on "Play again" never bids unheard (T-28)
        return table
