"""The Help menu (from the main menu): keys, the rules of each game, about."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import N_, _
from .menu import MenuItem, MenuScene, menu_key_table
from .registry import KNOWN_TITLES, rules_title

if TYPE_CHECKING:
    from ..app import App

ABOUT_LINES = [
    N_("Ninety-Nine: two card games that share a name, played by keyboard."),
    N_("The counting game: every card changes a running pile total; reach 33, 66 or 99 exactly and the "
       "others pay, pass it and you pay."),
    N_("The trick game, by David Parlett: bid by laying aside three cards, then take exactly that many tricks."),
    N_("Every message is spoken and written to the log at the bottom of the window."),
]
"""The About page (message ids)."""


def general_key_lines(app: App) -> list[str]:
    """The help page for the Help menu's "Keys" item: menu keys, then the keys of every screen."""
    return ([_("In menus:")] + menu_key_table().help_lines()
            + [_("In every screen:")] + app.global_keys.help_lines())


def general_key_headings(app: App) -> list[int]:
    """Indexes of the heading lines in :func:`general_key_lines`."""
    lines = general_key_lines(app)
    return [i for i, line in enumerate(lines) if line in (_("In menus:"), _("In every screen:"))]


class HelpMenu(MenuScene):
    """"Help. Keys, 1 of 5": Keys, Rules of the counting game, Rules of the trick game, About, Back."""

    def __init__(self, app: App) -> None:
        super().__init__(app, _("Help"), self._items(app))

    def _items(self, app: App) -> list[MenuItem]:
        items = [MenuItem(_("Keys"), self._keys)]
        for key in KNOWN_TITLES:
            items.append(MenuItem(rules_title(key), self._rules(key)))
        return items + [MenuItem(_("About"), self._about), MenuItem(_("Back"), app.pop)]

    def on_language_changed(self) -> None:
        """Every item in the new language."""
        self.relabel(_("Help"), self._items(self.app))

    def _rules(self, key: str):
        return lambda: self.app.show_rules(key)

    def _keys(self) -> None:
        from .text_view import TextViewScene
        self.app.push(TextViewScene(self.app, _("Keys"), general_key_lines(self.app),
                                    general_key_headings(self.app)))

    def _about(self) -> None:
        from .text_view import TextViewScene
        self.app.push(TextViewScene(self.app, _("About"), [_(line) for line in ABOUT_LINES]))
