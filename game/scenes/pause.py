"""The pause menu over a game table (Escape): resume, options, rules, leave the game (kept for
Continue), abandon the game."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..i18n import N_, _
from .menu import MenuItem, MenuScene

if TYPE_CHECKING:
    from ..app import App
    from ..ui.layout import Layout
    from ..ui.theme import Theme

LEAVE_HINT = N_("Keeps the game: Continue in the main menu resumes it.")
"""Said after "Leave the game" when it gets focus at a table on this machine: leaving keeps the game."""
LEFT_SAVED = N_("Game saved. Continue in the main menu resumes it.")
"""Said on leaving a saved game for the main menu, before the main menu's own words."""
UNSAVED_LEAVE_QUESTION = N_("Leave the game? It could not be saved, so it ends here.")
"""Asked by Leave the game when autosave is off or failed: leaving would lose the game."""
ABANDON_HINT = N_("Ends the game for good: Continue will not offer it.")
"""Said after "Abandon the game" when it gets focus."""
ABANDON_QUESTION = N_("Abandon the game? It ends here, and Continue will not offer it.")
"""The question before abandoning a game on this machine (a message id: say it with ``_()``)."""
ABANDONED = N_("Game abandoned.")
"""Said on reaching the main menu after abandoning a game, before the main menu's own words."""
ONLINE_LEAVE_QUESTION = N_("Leave the game? A computer player takes your seat, and you go back to the lobby.")
"""Asked by Leave the game at an online table: the game goes on without this person."""
ONLINE_OUT_LEAVE_QUESTION = N_("Leave the game? You are out of it already; you go back to the lobby.")
"""Asked instead at an online table where this person is out of the game (C-18): no seat to take."""
ONLINE_LOST_LEAVE_QUESTION = N_("Leave the game? You are not connected: your seat is kept for you for a while, "
                                "then a computer player takes it. You go back to the main menu.")
"""Asked instead while the connection to the server is lost: nothing reaches the server, which
holds the seat as for any drop (docs/online.md: ``--hold``, counted again from a restart), and
no lobby can be shown, so Yes goes to the main menu (the connection closed)."""
ONLINE_LAST_LEAVE_QUESTION = N_("Leave the game? You are the last person here: leaving ends the game, "
                                "and you go back to the lobby.")
"""Asked instead at an online table where every other seat is a computer's and nobody watches:
the server ends the game when its last person leaves (:func:`last_person`)."""


def last_person(summary: dict, seat: int | None) -> bool:
    """True when the person at ``seat`` of the table ``summary`` (a ``table`` frame's) is the
    last person there: every other seat a computer's (a person away, or whose seat a computer
    plays after its hold, may still come back) and nobody watching. The server then ends the
    game when they leave (``GameServer.deserted``), so nobody is told a computer takes the seat."""
    seats = summary.get("seats") or []
    if seat is None or not seats:
        return False
    watching = summary.get("spectators") or len(summary.get("watchers") or ())
    return not watching and all(entry.get("kind") == "computer" for index, entry in enumerate(seats) if index != seat)


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
    escape_closes = True
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


def go_home(app: App, lead: str = "") -> None:
    """Take every scene above the main menu off quietly (none is said again as it goes), then the
    main menu comes back saying ``lead`` first ("Game saved. Continue in the main menu resumes
    it. Main menu. Continue: counting game, round 3, your turn, 1 of 8")."""
    home = app.scenes[0]
    arrive = getattr(home, "arrive_with", None)
    if lead and callable(arrive):
        arrive(lead)
    app.pop_to(home)


def table_on_stack(app: App) -> object | None:
    """The game table on the stack (the scene with ``game_kept``), or None."""
    return next((scene for scene in reversed(app.scenes) if callable(getattr(scene, "game_kept", None))), None)


def pause_menu(app: App, game: str, online: bool = False) -> PauseMenu:
    """A transparent "Paused" menu over the table of ``game`` ("counting" or "tricks": the rules
    that Rules and Ctrl+F1 show); the table's timers wait while it is open (``online``: the
    game goes on, and the title says so: :func:`menu_title`).

    On this machine: Resume, Options, Rules, Leave the game, Abandon the game. Leave the game
    keeps the game (it is saved as it is played): the main menu comes back saying "Game saved.
    Continue in the main menu resumes it." and its Continue item resumes it; only when the game
    could not be saved does it ask first ("Leave the game? It could not be saved, so it ends
    here.", No first). Abandon the game asks "Abandon the game? It ends here, and Continue will
    not offer it." (No first) and on Yes removes the save and goes back to the main menu ("Game
    abandoned."). A game already over (its last deal's summary) is simply left.

    At an online table there is no Abandon: Leave the game asks "Leave the game? A computer
    player takes your seat, and you go back to the lobby." (once out of the game, C-18: "Leave
    the game? You are out of it already; you go back to the lobby."; the last person there, every
    other seat a computer's and nobody watching: "Leave the game? You are the last person here:
    leaving ends the game, and you go back to the lobby.") and on Yes the server's lobby comes
    back on the same connection. While the connection is lost it asks "Leave the game? You are
    not connected: your seat is kept for you for a while, then a computer player takes it. You
    go back to the main menu." and on Yes the main menu comes back (found by ear: the lobby came
    back unconnected, saying "Back in the lobby.")."""
    from .confirm import confirm
    from .options import OptionsScene

    def leave_online() -> None:
        table = next((scene for scene in app.scenes
                      if getattr(getattr(scene, "session", None), "on_leave", None) is not None), None)
        if table is not None and not table.session.connected:  # nothing would reach the server
            go_home(app)  # the table's exit closes the connection: the server holds the seat as for a drop
            return
        if table is not None:  # online: the seat goes to a computer, the lobby of the same server comes back
            while app.scenes[-1] is not table:  # quietly: the table is not said again before it goes
                gone = app.scenes.pop()
                gone.exit()
                app.announcer.scene_left(gone)
            app.mark_dirty()
            table.session.leave_table()
            return
        for scene in app.scenes:  # no lobby to go back to: the seat is given up, then the main menu
            abandon = getattr(scene, "abandon", None)
            if callable(abandon):
                abandon()
        go_home(app)

    def over() -> bool:
        table = table_on_stack(app)
        session = getattr(table, "session", None)
        return session is not None and bool(session.is_over())

    def give_up() -> None:
        if not over():  # a finished game's save is the statistics' until recorded: never removed here
            for scene in app.scenes:  # the game is given up: no longer offered by Continue
                abandon = getattr(scene, "abandon", None)
                if callable(abandon):
                    abandon()
        go_home(app, _(ABANDONED))

    def leave() -> None:
        table = table_on_stack(app)
        if table is not None and over():
            go_home(app)
        elif table is not None and table.game_kept():  # type: ignore[attr-defined]
            go_home(app, _(LEFT_SAVED))
        else:
            confirm(app, _(UNSAVED_LEAVE_QUESTION), give_up)

    def online_question() -> str:
        session = getattr(table_on_stack(app), "session", None)
        if session is not None and getattr(session, "connected", True) is False and not session.is_over():
            return _(ONLINE_LOST_LEAVE_QUESTION)  # nothing reaches the server: no lobby either
        if session is not None and not session.is_over() \
                and last_person(getattr(session, "summary", None) or {}, getattr(session, "seat", None)):
            return _(ONLINE_LAST_LEAVE_QUESTION)  # the server ends the game: no computer takes the seat
        table = next((scene for scene in app.scenes if callable(getattr(scene, "watching", None))), None)
        if table is not None and table.watching() and not getattr(table, "over", False):
            return _(ONLINE_OUT_LEAVE_QUESTION)  # out of the game (C-18): no seat for a computer to take
        return _(ONLINE_LEAVE_QUESTION)

    def items() -> list[MenuItem]:
        first = [
            MenuItem(_("Resume"), app.pop),
            MenuItem(_("Options"), lambda: app.push(OptionsScene(app))),
            MenuItem(_("Rules"), lambda: app.show_rules(game)),
        ]
        if online:
            return first + [MenuItem(_("Leave the game"), lambda: confirm(app, online_question(), leave_online))]
        return first + [
            MenuItem(_("Leave the game"), leave, hint=_(LEAVE_HINT)),
            MenuItem(_("Abandon the game"), lambda: confirm(app, _(ABANDON_QUESTION), give_up), hint=_(ABANDON_HINT)),
        ]
    menu = PauseMenu(app, menu_title(online), items(), rules_game=game)
    menu.make_items = items
    menu.online = online
    return menu
