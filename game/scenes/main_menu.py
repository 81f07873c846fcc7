"""The main menu: a Continue item per saved game (:mod:`game.autosave`), one entry per
registered game, then Options, Statistics, Help, Quit."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from ..i18n import _
from .menu import MenuItem, MenuScene
from .registry import GameEntry, could_not_start_text, find_game, game_title, games

if TYPE_CHECKING:
    from ..app import App
    from ..autosave.resume import Offer

log = logging.getLogger(__name__)


class MainMenu(MenuScene):
    """"Main menu. Counting game, 1 of 5"; with a saved game, "Main menu. Continue: counting
    game, round 3, your turn, 1 of 6". Escape moves to Quit rather than quitting at once.

    The Continue items are made again each time the menu comes back (a finished or abandoned
    game is no longer offered); problems with saves are said after the menu's own words.
    """

    def __init__(self, app: App) -> None:
        self.app = app
        self._told: set[str] = set()
        self._notices: list[str] = []
        super().__init__(app, _("Main menu"), self._items(app), on_back=self._to_quit)

    def _items(self, app: App) -> list[MenuItem]:
        items = [MenuItem(offer.label, self._continuer(offer)) for offer in self._offers()]
        items += [MenuItem(game_title(entry.key), self._opener(entry)) for entry in games()]
        return items + [MenuItem(_("Options"), self._options), MenuItem(_("Statistics"), self._statistics),
                        MenuItem(_("Help"), self._help), MenuItem(_("Quit"), app.quit)]

    def on_language_changed(self) -> None:
        """Every item in the new language."""
        self.relabel(_("Main menu"), self._items(self.app))

    def _offers(self) -> list[Offer]:
        from ..autosave.resume import offers
        try:
            found, notices = offers(self._told)
        except Exception:  # never lose the menu over a save
            log.exception("saved games could not be listed")
            return []
        self._notices += notices
        return [offer for offer in found if find_game(offer.key) is not None]

    def _say_notices(self) -> None:
        notices, self._notices = self._notices, []
        for notice in notices:
            self.app.announcer.notice(notice)

    def enter(self) -> None:
        super().enter()
        self._say_notices()

    def resume(self) -> None:
        """Back at the main menu: offer the saved games as they are now."""
        old = [item.label for item in self.items]
        items = self._items(self.app)
        self.set_items(items, 0 if [item.label for item in items] != old else None)
        super().resume()
        self._say_notices()

    def _continuer(self, offer: Offer):
        def continue_game() -> None:
            from ..autosave.resume import continue_game as rebuild
            problem = rebuild(self.app, offer)
            if problem:
                self.set_items(self._items(self.app), 0)
                self.say(problem, interrupt=True, cue="refused")
        return continue_game

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

    def _statistics(self) -> None:
        from ..stats.scene import StatisticsScene
        self.app.push(StatisticsScene(self.app))

    def _options(self) -> None:
        from .options import OptionsScene
        self.app.push(OptionsScene(self.app))

    def _help(self) -> None:
        from .help import HelpMenu
        self.app.push(HelpMenu(self.app))

    def _to_quit(self) -> None:
        self.focus(len(self.items) - 1)
