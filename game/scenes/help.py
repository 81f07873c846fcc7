"""The Help menu (from the main menu): keys, the rules of each game, about."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import N_, _
from .menu import MenuItem, MenuScene, menu_key_table
from .registry import KNOWN_TITLES, game_title, games, rules_title

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


def _game_heading(key: str) -> str:
    """"Counting game, at the table:" (the heading of a game's table keys)."""
    return _("{game}, at the table:").format(game=game_title(key))


def general_key_lines(app: App) -> list[str]:
    """The help page for the Help menu's "Keys" item: menu keys, the table keys of each game
    (each registered game's ``key_help``), then the keys of every screen."""
    lines = [_("In menus:")] + menu_key_table().help_lines()
    for entry in games():
        if entry.key_help is not None:
            lines += [_game_heading(entry.key)] + entry.key_help()
    return lines + [_("In every screen:")] + app.global_keys.help_lines()


def general_key_headings(app: App) -> list[int]:
    """Indexes of the heading lines in :func:`general_key_lines`."""
    headings = {_("In menus:"), _("In every screen:")} | {_game_heading(entry.key) for entry in games()}
    return [i for i, line in enumerate(general_key_lines(app)) if line in headings]


class HelpMenu(MenuScene):
    """"Help. Keys, 1 of 5": Keys, Rules of the counting game, Rules of the trick game, About, Back."""

    help_title = N_("the help menu")
    """F1's page: "Keys for the help menu" (not the capitalised title mid-sentence)."""

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
