"""The pause menu over a game table (Escape): resume, options, rules, leave the game."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..i18n import N_, _
from .menu import MenuItem, MenuScene

if TYPE_CHECKING:
    from ..app import App
    from ..ui.layout import Layout
    from ..ui.theme import Theme

LEAVE_QUESTION = N_("Leave the game? Your game will end.")
ONLINE_LEAVE_QUESTION = N_("Leave the game? A computer player takes your seat, and you go back to the lobby.")
"""Asked by Leave the game at an online table: the game goes on without this person."""
ONLINE_OUT_LEAVE_QUESTION = N_("Leave the game? You are out of it already; you go back to the lobby.")
"""Asked instead at an online table where this person is out of the game (C-18): no seat to take."""
"""The question before leaving a game (a message id: say it with ``_()``)."""


_shade: dict[tuple[tuple[int, int], tuple[int, ...]], pygame.Surface] = {}
"""The last shade surface by (size, colour): made once, not every frame (a 3.5 MB surface a
frame churned the allocator; benchmarks/client_memory.py)."""


def _shade_surface(size: tuple[int, int], color: tuple[int, ...]) -> pygame.Surface:
    key = (size, color)
    shade = _shade.get(key)
    if shade is None:
        _shade.clear()  # one kept: the window's current size and theme
        shade = pygame.Surface(size, pygame.SRCALPHA)
        shade.fill(color)
        _shade[key] = shade
    return shade


def draw_over_table(surface: pygame.Surface, layout: Layout, theme: Theme) -> None:
    """Cover the table under an overlay menu: the content area almost blacked out (alpha 240),
    then an opaque panel with a border where the menu is drawn, so no table text shows through
    the menu at any text size."""
    surface.blit(_shade_surface(tuple(layout.content.size), (*theme.background, 240)), layout.content.topleft)
    inset = layout.px(16)
    panel = layout.content.inflate(-2 * inset, -2 * inset)
    pygame.draw.rect(surface, theme.panel, panel, border_radius=layout.px(10))
    pygame.draw.rect(surface, theme.dim, panel, width=max(1, layout.px(2)), border_radius=layout.px(10))


class PauseMenu(MenuScene):
    """A menu drawn on an opaque panel over the table, so its items stay readable."""

    transparent = True
    make_items = None
    """``make_items()`` -> the items in the current language (set by :func:`pause_menu`)."""

    online = False
    """At an online table nothing pauses: the title says the game goes on."""

    back_help = N_("back to the table")
    """F1 here says "Escape: back to the table." (it closes the menu and the game goes on)."""

    def on_language_changed(self) -> None:
        """Title and items in the new language."""
        if self.make_items is not None:
            self.relabel(menu_title(self.online), self.make_items())

    def help_name(self) -> str:
        """F1 here opens "Keys for the pause menu" ("Keys for the table menu" online), not
        "Keys for Paused"."""
        return _("the table menu") if self.online else _("the pause menu")

    def draw(self, surface: pygame.Surface, layout: Layout) -> None:
        draw_over_table(surface, layout, self.app.theme)
        super().draw(surface, layout)


def menu_title(online: bool) -> str:
    """"Paused" at a table on this machine; at an online table, where the game goes on while the
    menu is open, "Table menu. The game goes on."."""
    return _("Table menu. The game goes on.") if online else _("Paused")


def pause_menu(app: App, game: str, online: bool = False) -> PauseMenu:
    """A transparent "Paused" menu over the table of ``game`` ("counting" or "tricks": the rules
    that Rules and Ctrl+F1 show); the table's timers wait while it is open (``online``: the
    game goes on, and the title says so: :func:`menu_title`). Leave the game asks
    "Leave the game? Your game will end." (No first) and on Yes goes back to the main menu; at an
    online table, "Leave the game? A computer player takes your seat, and you go back to the
    lobby." (once out of the game, C-18: "Leave the game? You are out of it already; you go back
    to the lobby.") and on Yes the server's lobby comes back on the same connection."""
    from .confirm import confirm
    from .options import OptionsScene

    def leave() -> None:
        table = next((scene for scene in app.scenes
                      if getattr(getattr(scene, "session", None), "on_leave", None) is not None), None)
        if table is not None:  # online: the seat goes to a computer, the lobby of the same server comes back
            while app.scenes[-1] is not table:  # quietly: the table is not said again before it goes
                gone = app.scenes.pop()
                gone.exit()
                app.announcer.scene_left(gone)
            app.mark_dirty()
            table.session.leave_table()
            return
        for scene in app.scenes:  # the game is given up: no longer offered by Continue
            abandon = getattr(scene, "abandon", None)
            if callable(abandon):
                abandon()
        app.pop_to(app.scenes[0])

    def leave_question() -> str:
        if not online:
            return _(LEAVE_QUESTION)
        table = next((scene for scene in app.scenes if callable(getattr(scene, "watching", None))), None)
        if table is not None and table.watching() and not getattr(table, "over", False):
            return _(ONLINE_OUT_LEAVE_QUESTION)  # out of the game (C-18): no seat for a computer to take
        return _(ONLINE_LEAVE_QUESTION)

    def items() -> list[MenuItem]:
        return [
            MenuItem(_("Resume"), app.pop),
            MenuItem(_("Options"), lambda: app.push(OptionsScene(app))),
            MenuItem(_("Rules"), lambda: app.show_rules(game)),
            MenuItem(_("Leave the game"), lambda: confirm(app, leave_question(), leave)),
        ]
    menu = PauseMenu(app, menu_title(online), items(), rules_game=game)
    menu.make_items = items
    menu.online = online
    return menu
