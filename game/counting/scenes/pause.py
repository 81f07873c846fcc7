"""The pause menu over the counting table (Escape): resume, options, rules, leave the game."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...scenes.menu import MenuItem, MenuScene

if TYPE_CHECKING:
    from ...app import App
    from ...ui.layout import Layout


class PauseMenu(MenuScene):
    """A menu drawn over a darkened table, so its items stay readable."""

    transparent = True

    def draw(self, surface: pygame.Surface, layout: Layout) -> None:
        shade = pygame.Surface(layout.content.size, pygame.SRCALPHA)
        shade.fill((*self.app.theme.background, 225))
        surface.blit(shade, layout.content.topleft)
        super().draw(surface, layout)


def pause_menu(app: App) -> PauseMenu:
    """A transparent "Paused" menu; the table's timers wait while it is open."""
    from ...scenes.options import OptionsScene

    def leave() -> None:
        app.pop_to(app.scenes[0])

    items = [
        MenuItem("Resume", app.pop),
        MenuItem("Options", lambda: app.push(OptionsScene(app))),
        MenuItem("Rules", lambda: app.show_rules("counting")),
        MenuItem("Leave the game", leave),
    ]
    return PauseMenu(app, "Paused", items, rules_game="counting")
