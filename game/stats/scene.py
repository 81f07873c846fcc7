"""The Statistics screen (main menu): the lines of :mod:`game.stats.summary` read one by one with
the arrows like menu items, then "Reset statistics" (behind a No/Yes question, offered only
while something is recorded) and "Back".

Each game's heading ("Counting game, 3 players") is no item: the arrows never stop on it. It is
drawn bold above its lines and said before a line whenever the focus enters that game's lines
from elsewhere ("Counting game, 3 players. 2 games played, 1 won, 1 of 8"), as a screen reader
names a group when the focus enters it; Enter on a line says it again with its heading; a letter
also matches the heading of a game's first line (T: the trick game)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import pygame

from ..i18n import N_, _
from ..scenes.menu import MenuItem, MenuScene
from ..ui.menu_view import draw_menu
from ..ui.placement import Placements
from .db import StatsProblem, read_games, reset
from .rows import totals_of
from .summary import summary_groups

if TYPE_CHECKING:
    from ..app import App
    from ..ui.layout import Layout

log = logging.getLogger(__name__)


class StatisticsScene(MenuScene):
    """"Statistics. Counting game, 3 players. 2 games played, 1 won, 1 of 15", then "Average
    place: 1.5, 2 of 15", ...

    A database that cannot be read shows one line saying why (and the game goes on; no Reset,
    which would meet the same problem); rows that fail their checks are left out and counted
    on a line of their own (and Reset is offered: they are recorded). Nothing here raises."""

    help_title = N_("the statistics screen")
    """F1's page: "Keys for the statistics screen" (not the capitalised title mid-sentence)."""

    def __init__(self, app: App) -> None:
        self.app = app
        super().__init__(app, _("Statistics"), self._items())

    def _groups(self) -> tuple[list[tuple[str, list[str]]], bool]:
        """The summary's lines in groups (:func:`~game.stats.summary.summary_groups`) and
        whether anything is recorded (a game, or a row left out)."""
        try:
            rows, left_out = read_games()
            return summary_groups(totals_of(rows), left_out), bool(rows or left_out)
        except StatsProblem as exc:
            return [("", [exc.message.rstrip(".")])], False  # a line, as the summary's are
        except Exception:  # the screen never takes the game down
            log.exception("statistics could not be shown")
            return [("", [_("Statistics could not be shown.").rstrip(".")])], False

    def _items(self) -> list[MenuItem]:
        """The lines without their headings, then "Reset statistics" when something is recorded,
        then "Back". :attr:`rows` (every line drawn, headings included), :attr:`heading_rows`,
        :attr:`row_of` (each item's row) and :attr:`sections` (each item's heading, or "")
        follow them."""
        groups, recorded = self._groups()
        end = [MenuItem(_("Reset statistics"), self._ask_reset)] if recorded else []
        end.append(MenuItem(_("Back"), self.app.pop))
        self.rows: list[str] = []
        self.row_of: list[int] = []
        self.sections: list[str] = []
        headings = []
        items: list[MenuItem] = []
        for heading, lines in groups:
            if heading:
                headings.append(len(self.rows))
                self.rows.append(heading)
            for line in lines:
                items.append(MenuItem(line, self._say_line))
                self.row_of.append(len(self.rows))
                self.rows.append(line)
                self.sections.append(heading)
        for item in end:
            items.append(item)
            self.row_of.append(len(self.rows))
            self.rows.append(item.label)
            self.sections.append("")
        self.heading_rows = frozenset(headings)
        return items

    # -- speech -----------------------------------------------------------------------------
    def with_section(self, index: int | None = None) -> str:
        """:meth:`item_text` after its game's heading: "Trick game, 2 players. Exact bids: 3,
        11 of 15"; an item outside the games (Reset, Back) alone."""
        i = self.index if index is None else index
        text = self.item_text(i)
        if not self.sections[i]:
            return text
        return _("{heading}. {line}").format(heading=self.sections[i], line=text)

    def focus_text(self, previous: int) -> str:
        """The line, after its heading when the focus came from outside its game's lines."""
        same = 0 <= previous < len(self.sections) and self.sections[previous] == self.sections[self.index]
        return self.item_text() if same else self.with_section()

    def intro(self) -> str:
        """"Statistics. Counting game, 3 players. 2 games played, 1 won, 1 of 15"."""
        return _("{title}. {item}").format(title=self.title, item=self.with_section())

    def jump_text(self, index: int) -> str:
        """A game's first line is found by its heading's letter too (C, T)."""
        first = self.sections[index] and (index == 0 or self.sections[index - 1] != self.sections[index])
        if first and not self.items[index].spoken().lower().startswith(self.sections[index][:1].lower()):
            return self.sections[index]
        return self.items[index].spoken()

    def _say_line(self) -> None:
        """Enter on a line: the line again, with its game's heading."""
        self.say(self.with_section(), interrupt=True)

    # -- reset ------------------------------------------------------------------------------
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
        self.say(self.with_section(), follow=True)

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, layout: Layout) -> None:
        """Every line, the game headings bold among them (never focused), the focused item on
        the focus bar."""
        self.placements = Placements()
        draw_menu(surface, layout, self.app.fonts, self.app.theme, self.title, self.rows, self.row_of[self.index],
                  placed=self.placements, headings=self.heading_rows)
