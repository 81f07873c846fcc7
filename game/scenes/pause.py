"""The pause menu over a game table (Escape): resume, options, rules, leave the game."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .menu import MenuItem, MenuScene

if TYPE_CHECKING:
    from ..app import App
    from ..ui.layout import Layout
    from ..ui.theme import Theme

LEAVE_QUESTION = "Leave the game? Your game will end."


def draw_over_table(surface: pygame.Surface, layout: Layout, theme: Theme) -> None:
    """Cover the table under an overlay menu: the content area almost blacked out (alpha 240),
    then an opaque panel with a border where the menu is drawn, so no table text shows through
    the menu at any text size."""
    shade = pygame.Surface(layout.content.size, pygame.SRCALPHA)
    shade.fill((*theme.background, 240))
    surface.blit(shade, layout.content.topleft)
    inset = layout.px(16)
    panel = layout.content.inflate(-2 * inset, -2 * inset)
    pygame.draw.rect(surface, theme.panel, panel, border_radius=layout.px(10))
    pygame.draw.rect(surface, theme.dim, panel, width=max(1, layout.px(2)), border_radius=layout.px(10))


class PauseMenu(MenuScene):
    """A menu drawn on an opaque panel over the table, so its items stay readable."""

    transparent = True

    def draw(self, surface: pygame.Surface, layout: Layout) -> None:
        draw_over_table(surface, layout, self.app.theme)
        super().draw(surface, layout)


def pause_menu(app: App, game: str) -> PauseMenu:
    """A transparent "Paused" menu over the table of ``game`` ("counting" or "tricks": the rules
    that Rules and Ctrl+F1 show); the table's timers wait while it is open. Leave the game asks
    "Leave the game? Your game will end." (No first) and on Yes goes back to the main menu."""
    from .confirm import confirm
    from .options import OptionsScene

    def leave() -> None:
        app.pop_to(app.scenes[0])

    items = [
        MenuItem("Resume", app.pop),
        MenuItem("Options", lambda: app.push(OptionsScene(app))),
        MenuItem("Rules", lambda: app.show_rules(game)),
        MenuItem("Leave the game", lambda: confirm(app, LEAVE_QUESTION, leave)),
    ]
    return PauseMenu(app, "Paused", items, rules_game=game)
