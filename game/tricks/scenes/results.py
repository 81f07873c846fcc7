"""The end of a trick game: the winner and the scores, then "Play again" or "Main menu"."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...engine.rng import fresh_seed
from ...scenes.menu import MenuItem, MenuScene
from ...ui.menu_view import draw_menu
from .. import text

if TYPE_CHECKING:
    from ...app import App
    from ...ui.layout import Layout
    from ..state import TricksState
    from .setup import TableSetup


class TricksResults(MenuScene):
    """"Game over. You win the game with 215. Scores: ... Play again, 1 of 2".

    Args:
        app: the app.
        setup: the finished table's setup (reused by "Play again" with a fresh seed).
        state: the finished game.
    """

    def __init__(self, app: App, setup: TableSetup, state: TricksState) -> None:
        self.setup = setup
        self.lines = text.results_lines(state.view(text.HUMAN), setup.options.scoring)
        items = [MenuItem("Play again", self._again), MenuItem("Main menu", self._menu)]
        super().__init__(app, "Game over", items, on_back=self._menu, rules_game="tricks")

    def intro(self) -> str:
        return f"Game over. {' '.join(self.lines)} {self.item_text()}"

    def _again(self) -> None:
        from .table import TricksTable
        self.app.replace(TricksTable(self.app, self.setup, fresh_seed()))

    def _menu(self) -> None:
        self.app.pop_to(self.app.scenes[0])

    def draw(self, surface: pygame.Surface, layout: Layout) -> None:
        draw_menu(surface, layout, self.app.fonts, self.app.theme, "Game over",
                  self.lines + [""] + [item.spoken() for item in self.items],
                  len(self.lines) + 1 + self.index)
