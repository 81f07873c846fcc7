"""The pause menu over the trick table (Escape): resume, options, rules, leave the game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...scenes.menu import MenuItem, MenuScene

if TYPE_CHECKING:
    from ...app import App


def pause_menu(app: App) -> MenuScene:
    """A transparent "Paused" menu; the table's timers wait while it is open."""
    from ...scenes.options import OptionsScene

    def leave() -> None:
        app.pop_to(app.scenes[0])

    items = [
        MenuItem("Resume", app.pop),
        MenuItem("Options", lambda: app.push(OptionsScene(app))),
        MenuItem("Rules", lambda: app.show_rules("tricks")),
        MenuItem("Leave the game", leave),
    ]
    menu = MenuScene(app, "Paused", items, rules_game="tricks")
    menu.transparent = True
    return menu
