"""The main menu: one entry per registered game, then Options, Help, Quit."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from ..i18n import _
from .menu import MenuItem, MenuScene
from .registry import GameEntry, could_not_start_text, game_title, games

if TYPE_CHECKING:
    from ..app import App

log = logging.getLogger(__name__)


class MainMenu(MenuScene):
    """"Main menu. Counting game, 1 of 4". Escape moves to Quit rather than quitting at once."""

    def __init__(self, app: App) -> None:
        super().__init__(app, _("Main menu"), self._items(app), on_back=self._to_quit)

    def _items(self, app: App) -> list[MenuItem]:
        items = [MenuItem(game_title(entry.key), self._opener(entry)) for entry in games()]
        return items + [MenuItem(_("Options"), self._options), MenuItem(_("Help"), self._help),
                        MenuItem(_("Quit"), app.quit)]

    def on_language_changed(self) -> None:
        """Every item in the new language."""
        self.relabel(_("Main menu"), self._items(self.app))

    def _opener(self, entry: GameEntry):
        def open_game() -> None:
            try:
                scene = entry.new_game(self.app)
            except ImportError as exc:  # a game whose scenes are missing from this build
                log.error("%s could not start: %s", entry.title, exc)
                self.refuse(could_not_start_text(entry.key))
                return
            self.app.push(scene)
        return open_game

    def _options(self) -> None:
        from .options import OptionsScene
        self.app.push(OptionsScene(self.app))

    def _help(self) -> None:
        from .help import HelpMenu
        self.app.push(HelpMenu(self.app))

    def _to_quit(self) -> None:
        self.focus(len(self.items) - 1)
