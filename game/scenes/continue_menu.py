"""The Continue menu: every saved game when there are several, newest first, each saying what it
is and when it was saved ("Counting game, 4 players, round 7, your turn, saved 12 minutes ago"),
then Back. Enter continues the focused game (the menu gives way to its table); Escape goes back
to the main menu."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from ..i18n import N_, _
from .menu import MenuItem, MenuScene

if TYPE_CHECKING:
    import pygame

    from ..app import App
    from ..autosave.resume import Offer
    from ..ui.layout import Layout

log = logging.getLogger(__name__)

CONTINUE_HELP = N_("Each saved game says what it is and when it was saved. Enter continues it; "
                   "Escape goes back to the main menu.")
"""The first line of this menu's F1 help (a message id)."""


class ContinueMenu(MenuScene):
    """"Saved games. Counting game, 4 players, round 7, your turn, saved 12 minutes ago, 1 of 4".

    Args:
        app: the app.
        offers: the saved games (:func:`game.autosave.resume.offers`), newest first.
        list_offers: makes the list again (after a refusal, or in another language).
    """

    help_title = N_("the saved games screen")
    """F1's page: "Keys for the saved games screen" (not the capitalised title mid-sentence)."""

    def __init__(self, app: App, offers: Sequence[Offer], list_offers: Callable[[], list[Offer]]) -> None:
        self.app = app
        self._list_offers = list_offers
        self.offers = list(offers)
        self.placements = None
        """The lines drawn last (:class:`game.ui.placement.Placements`), for layout tests."""
        super().__init__(app, _("Saved games"), self._items())

    def _items(self) -> list[MenuItem]:
        items = [MenuItem(offer.menu_text(), self._continuer(offer)) for offer in self.offers]
        return items + [MenuItem(_("Back"), self.app.pop)]

    def help_lines(self) -> list[str]:
        """What the items are, then the menu keys."""
        return [_(CONTINUE_HELP)] + super().help_lines()

    def on_language_changed(self) -> None:
        """Every item in the new language (the saved games are described again)."""
        self.offers = self._list_offers()
        self.relabel(_("Saved games"), self._items())

    def draw(self, surface: pygame.Surface, layout: Layout) -> None:
        """The items wrapped over as many lines as they need (they are long at large text)."""
        from ..ui.menu_view import draw_wrapped_menu
        from ..ui.placement import Placements
        self.placements = Placements()
        draw_wrapped_menu(surface, layout, self.app.fonts, self.app.theme, self.title,
                          [item.spoken() for item in self.items], self.index, self.placements)

    def _continuer(self, offer: Offer) -> Callable[[], None]:
        def continue_game() -> None:
            from ..autosave.resume import continue_game as rebuild
            problem = rebuild(self.app, offer)
            if problem:
                self.offers = self._list_offers()
                self.set_items(self._items(), 0)
                self.say(problem, interrupt=True, cue="refused")
                return
            if self in self.app.scenes:  # the table is on top: this menu gives way to it
                self.app.scenes.remove(self)
                self.exit()
        return continue_game
