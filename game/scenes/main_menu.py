"""The main menu: Continue when a game is saved (:mod:`game.autosave`), one entry per registered
game, then Options, Statistics, Help, Quit. With one saved game, Continue names it and Enter
goes back to it; with several, "Continue: 3 saved games" opens the Continue menu
(:mod:`game.scenes.continue_menu`), which lists them."""

from __future__ import annotations

import logging
import sys
from typing import TYPE_CHECKING

from ..i18n import N_, _, ngettext
from ..paths import no_saved_games
from .menu import MenuItem, MenuScene
from .registry import GameEntry, could_not_start_text, find_game, game_title, games

if TYPE_CHECKING:
    from ..app import App
    from ..autosave.resume import Offer

log = logging.getLogger(__name__)

CONTINUE_HELP = N_("Continue, when a game is saved: Enter goes back to it; with several saved games it "
                   "lists them, newest first.")
"""The main menu's F1 help line about Continue (a message id)."""


class MainMenu(MenuScene):
    """"Main menu. Counting game, 1 of 5"; with a saved game, "Main menu. Continue: counting
    game, round 3, your turn, 1 of 6". Escape moves to Quit rather than quitting at once.

    The Continue item is made again each time the menu comes back (a finished or abandoned
    game is no longer offered); problems with saves are said after the menu's own words, each
    once per start of the game (``app.told``).
    """

    help_title = N_("the main menu")
    """F1's page: "Keys for the main menu" (not the capitalised title mid-sentence)."""

    def __init__(self, app: App) -> None:
        self.app = app
        told = getattr(app, "told", None)
        self._told: set[str] = told if isinstance(told, set) else set()
        self._notices: list[str] = []
        super().__init__(app, _("Main menu"), self._items(app), on_back=self._to_quit)

    def _items(self, app: App) -> list[MenuItem]:
        offers = self._offers()
        if len(offers) == 1:
            items = [MenuItem(offers[0].label, self._continuer(offers[0]))]
        elif offers:
            items = [MenuItem(ngettext("Continue: {count} saved game", "Continue: {count} saved games",
                                       len(offers)).format(count=len(offers)), self._continue_menu)]
        else:
            items = []
        items += [MenuItem(game_title(entry.key), self._opener(entry)) for entry in games()]
        if find_game("counting") is not None:  # the lobby creates counting tables
            items.append(MenuItem(_("Play online"), self._play_online))
        return items + [MenuItem(_("Options"), self._options), MenuItem(_("Statistics"), self._statistics),
                        MenuItem(_("Help"), self._help), MenuItem(_("Quit"), self._quit)]

    def help_lines(self) -> list[str]:
        """The menu keys, then what Continue does."""
        return super().help_lines() + [_(CONTINUE_HELP)]

    def on_language_changed(self) -> None:
        """Every item in the new language."""
        self.relabel(_("Main menu"), self._items(self.app))

    def _offers(self) -> list[Offer]:
        if "game.autosave.writer" not in sys.modules and no_saved_games():
            return []  # no save on disk and none written by this run: no save machinery yet (start-up)
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

    lead = ""
    """Said once before the menu's own words when it next comes back (:meth:`arrive_with`)."""

    def arrive_with(self, lead: str) -> None:
        """Say ``lead`` before the menu's words when it next comes back ("Game saved. Continue in
        the main menu resumes it." after leaving a table)."""
        self.lead = lead

    def resume(self) -> None:
        """Back at the main menu: offer the saved games as they are now (the focus on the first
        item when they changed: Continue after a game was left); a :meth:`arrive_with` lead first."""
        old = [item.label for item in self.items]
        items = self._items(self.app)
        self.set_items(items, 0 if [item.label for item in items] != old else None)
        lead, self.lead = self.lead, ""
        if lead:
            self.say(lead, interrupt=True)
            self.say(self.intro(), follow=True)  # the rest of that answer: a key's answer cuts it for good
        else:
            super().resume()
        self._say_notices()

    def _continue_menu(self) -> None:
        from .continue_menu import ContinueMenu
        offers = self._offers()
        if len(offers) < 2:  # the list changed meanwhile: the menu shows it as it is now
            self.set_items(self._items(self.app), 0)
            self.announce_self()
            self._say_notices()
            return
        self.app.push(ContinueMenu(self.app, offers, self._offers))
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

    def _play_online(self) -> None:
        from .play_online import PlayOnline
        self.app.push(PlayOnline(self.app))

    def _statistics(self) -> None:
        from ..stats.scene import StatisticsScene
        self.app.push(StatisticsScene(self.app))

    def _options(self) -> None:
        from .options import OptionsScene
        self.app.push(OptionsScene(self.app))

    def _help(self) -> None:
        from .help import HelpMenu
        self.app.push(HelpMenu(self.app))

    def _quit(self) -> None:
        """Enter on Quit asks first, as every question that cannot be undone does: "Quit
        Ninety-Nine? No, 1 of 2" (No first and focused, Escape means No); Yes ends the app."""
        from .confirm import confirm
        confirm(self.app, _("Quit Ninety-Nine?"), self.app.quit)

    def _to_quit(self) -> None:
        self.focus(len(self.items) - 1)
