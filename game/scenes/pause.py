"""The pause menu over a game table (Escape): resume, options, rules, leave the game."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .menu import MenuItem, MenuScene

if TYPE_CHECKING:
    from ..app import App
    from ..ui.layout import Layout


class PauseMenu(MenuScene):
    """A menu drawn over a darkened table, so its items stay readable."""

    transparent = True

    def draw(self, surface: pygame.Surface, layout: Layout) -> None:
        shade = pygame.Surface(layout.content.size, pygame.SRCALPHA)
        shade.fill((*self.app.theme.background, 225))
        surface.blit(shade, layout.content.topleft)
        super().draw(surface, layout)


def pause_menu(app: App, game: str) -> PauseMenu:
    """A transparent "Paused" menu over the table of ``game`` ("counting" or "tricks": the rules
    that Rules and Ctrl+F1 show); the table's timers wait while it is open. Leave the game goes
    back to the main menu."""
    from .options import OptionsScene

    def leave() -> None:
        app.pop_to(app.scenes[0])

    items = [
        MenuItem("Resume", app.pop),
        MenuItem("Options", lambda: app.push(OptionsScene(app))),
        MenuItem("Rules", lambda: app.show_rules(game)),
        MenuItem("Leave the game", leave),
    ]
    return PauseMenu(app, "Paused", items, rules_game=game)
