"""The Statistics screen (main menu): the lines of :mod:`game.stats.summary` read one by one with
the arrows like menu items, then "Reset statistics" (behind a No/Yes question) and "Back"."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from ..i18n import _
from ..scenes.menu import MenuItem, MenuScene
from .db import StatsProblem, read_games, reset
from .rows import totals_of
from .summary import summary_page

if TYPE_CHECKING:
    from ..app import App

log = logging.getLogger(__name__)


class StatisticsScene(MenuScene):
    """"Statistics. Counting game, 3 players, 1 of 9", then "2 games played, 1 won", ...

    A database that cannot be read shows one line saying why (and the game goes on); rows that
    fail their checks are left out and counted on a line of their own. Nothing here raises."""

    def __init__(self, app: App) -> None:
        self.app = app
        super().__init__(app, _("Statistics"), self._items())

    def _lines(self) -> tuple[list[str], list[int]]:
        """The summary's lines and the indexes of its group headings."""
        try:
            rows, left_out = read_games()
            return summary_page(totals_of(rows), left_out)
        except StatsProblem as exc:
            return [exc.message], []
        except Exception:  # the screen never takes the game down
            log.exception("statistics could not be shown")
            return [_("Statistics could not be shown.")], []

    def _items(self) -> list[MenuItem]:
        lines, headings = self._lines()
        self.headings = frozenset(headings)  # each game's heading stays above its lines (draw_menu)
        items = [MenuItem(line) for line in lines]
        items += [MenuItem(_("Reset statistics"), self._ask_reset), MenuItem(_("Back"), self.app.pop)]
        return items

    def _ask_reset(self) -> None:
        from ..scenes.confirm import confirm
        confirm(self.app, _("Reset statistics? Every finished game recorded so far will be forgotten."),
                self._reset)

    def _reset(self) -> None:
        try:
            reset()
        except StatsProblem as exc:
            self.set_items(self._items(), 0)
            self.say(exc.message, interrupt=True, cue="refused")
            return
        self.set_items(self._items(), 0)
        self.say(_("Statistics reset."), interrupt=True)
        self.say(self.item_text(), follow=True)
