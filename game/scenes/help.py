"""The Help menu (from the main menu): keys, the rules of each game, about."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .menu import MenuItem, MenuScene, menu_key_table
from .registry import KNOWN_TITLES

if TYPE_CHECKING:
    from ..app import App

ABOUT_LINES = [
    "Ninety-Nine: two card games that share a name, played by keyboard.",
    "The counting game: every card changes a running pile total; reach 33, 66 or 99 exactly and the "
    "others pay, pass it and you pay.",
    "The trick game, by David Parlett: bid by laying aside three cards, then take exactly that many tricks.",
    "Every message is spoken and written to the log at the bottom of the window.",
]


def general_key_lines(app: App) -> list[str]:
    """The help page for the Help menu's "Keys" item: menu keys, then the keys of every screen."""
    return (["In menus:"] + menu_key_table().help_lines()
            + ["In every screen:"] + app.global_keys.help_lines())


def general_key_headings(app: App) -> list[int]:
    """Indexes of the heading lines in :func:`general_key_lines`."""
    lines = general_key_lines(app)
    return [i for i, line in enumerate(lines) if line in ("In menus:", "In every screen:")]


class HelpMenu(MenuScene):
    """"Help. Keys, 1 of 5": Keys, Rules of the counting game, Rules of the trick game, About, Back."""

    def __init__(self, app: App) -> None:
        items = [MenuItem("Keys", self._keys)]
        for key, title in KNOWN_TITLES.items():
            items.append(MenuItem(f"Rules of the {title[0].lower()}{title[1:]}", self._rules(key)))
        items += [MenuItem("About", self._about), MenuItem("Back", app.pop)]
        super().__init__(app, "Help", items)

    def _rules(self, key: str):
        return lambda: self.app.show_rules(key)

    def _keys(self) -> None:
        from .text_view import TextViewScene
        self.app.push(TextViewScene(self.app, "Keys", general_key_lines(self.app), general_key_headings(self.app)))

    def _about(self) -> None:
        from .text_view import TextViewScene
        self.app.push(TextViewScene(self.app, "About", ABOUT_LINES))
