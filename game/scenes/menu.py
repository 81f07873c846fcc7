"""A reusable menu / options-list scene: main menu, options, new-game choices, pause menus, results.

Items are :class:`MenuItem` (Enter runs its action) or :class:`ChoiceItem` (Left/Right change its
value). Keys: Up/Down move (stopping at the ends: "Top. Resume, 1 of 4", said once while the
key is held, as the text pages and the lobby do), Home/End, a letter jumps to the next item starting with it,
Enter selects, Escape goes back. Left/Right on an item with no value say the item again, once
while the key is held. Each move speaks the item and its position: "Options, 3 of 4",
"Players: 3, 1 of 7" (then the item's hint, if any); a changed value speaks it with its place among
the item's values only, said as a choice so it is never taken for a move of the focus:
"Players: 4, choice 3 of 7" (Players 2 to 8).
"""

from __future__ import annotations

import string
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from ..i18n import N_, _
from ..input.edges import EdgeOnce
from ..input.keys import Intent, KeyTable
from ..ui.menu_view import draw_menu
from ..ui.placement import Placements
from .base import Scene

if TYPE_CHECKING:
    from ..app import App
    from ..ui.layout import Layout


@dataclass
class MenuItem:
    """An entry that does something on Enter. ``action=None`` makes it inert (e.g. a results line)."""

    label: str
    action: Callable[[], Any] | None = None
    hint: str = ""
    """One short sentence said after the item when it is focused ("Starts a new deal.")."""

    def spoken(self) -> str:
        """The text said for this item (without its position)."""
        return self.label


@dataclass
class ChoiceItem:
    """An entry with a value changed by Left/Right (no wrapping).

    ``choices`` is a list of (value, spoken text); ``index`` the current one. ``on_change(value)``
    runs after each change (e.g. to save it in a settings section); when it returns a string,
    that sentence is said after the new value ("Speech: Screen reader, choice 2 of 4. Using NVDA."). ``hint`` is
    one short sentence said after the item when it gets focus ("Draw reminder: off, 6 of 11.
    Says when you can still draw."), not after a change ("Draw reminder: on, choice 2 of 2").

    At an end of the list Left/Right say the limit: "Players: 8, highest." when every value is a
    number, else "Draw: manual, first choice." / "last choice".
    """

    label: str
    choices: Sequence[tuple[Any, str]]
    index: int = 0
    on_change: Callable[[Any], Any] | None = None
    hint: str = ""

    def __post_init__(self) -> None:
        if not self.choices:
            raise ValueError(f"choice item {self.label!r} needs at least one choice")
        self.index = max(0, min(len(self.choices) - 1, self.index))

    @property
    def value(self) -> Any:
        """The current value."""
        return self.choices[self.index][0]

    def select_value(self, value: Any) -> None:
        """Make ``value`` current when it is one of the choices (no callback)."""
        for i, (candidate, _text) in enumerate(self.choices):
            if candidate == value:
                self.index = i
                return

    key: str = ""
    """A name for code to find the item by (the label is in the player's language)."""

    def spoken(self) -> str:
        """"Players: 3"."""
        return _("{label}: {value}").format(label=self.label, value=self.choices[self.index][1])

    def numeric(self) -> bool:
        """True when every value is a number (ends are then "lowest"/"highest")."""
        return all(isinstance(v, (int, float)) and not isinstance(v, bool) for v, _ in self.choices)

    def limit_text(self, step: int) -> str:
        """What Left (``step`` -1) or Right (+1) says at an end: "Starting tokens: 1, lowest."."""
        if self.numeric():
            text = _("{item}, lowest.") if step < 0 else _("{item}, highest.")
        else:
            text = _("{item}, first choice.") if step < 0 else _("{item}, last choice.")
        return text.format(item=self.spoken())


def with_hint(text: str, hint: str) -> str:
    """``text`` then the item's ``hint`` as its own sentence ("Draw reminder: on. Says ...")."""
    if not hint:
        return text
    return _("{text}. {hint}").format(text=text.rstrip("."), hint=hint)


UNBOUND_MENU_KEY = N_("Use Up and Down, then Enter.")
"""Said when Space or a digit is pressed in a menu (keys a menu does not use)."""


Item = MenuItem | ChoiceItem

_KEYPAD_DIGIT_KEYS = frozenset(getattr(pygame, f"K_KP{d}", None) or getattr(pygame, f"K_KP_{d}")
                               for d in range(10)) | frozenset(range(pygame.K_0, pygame.K_9 + 1))


MENU_LETTERS = string.ascii_lowercase + "ñ" + "абвгдеёжзийклмнопрстуфхцчшщъыьэюя"
"""Letters that jump to an item: Latin, Spanish ñ and Russian (as typed on that layout)."""


def menu_key_table(back: str = N_("go back")) -> KeyTable:
    """The keys of every :class:`MenuScene` (also shown on the Help menu's Keys page); ``back``
    is what Escape does, as F1 says it (an English message id: the pause menu's
    "back to the table")."""
    keys = KeyTable()
    keys.bind("previous", N_("previous item"), pygame.K_UP)
    keys.bind("next", N_("next item"), pygame.K_DOWN)
    keys.bind("first", N_("first item"), pygame.K_HOME)
    keys.bind("last", N_("last item"), pygame.K_END)
    keys.bind("decrease", N_("change the value down"), pygame.K_LEFT)
    keys.bind("increase", N_("change the value up"), pygame.K_RIGHT)
    keys.bind("select", N_("choose the item"), pygame.K_RETURN, pygame.K_KP_ENTER)
    keys.bind("back", back, pygame.K_ESCAPE)
    keys.bind_chars("jump", N_("jump to the next item starting with that letter"),
                    MENU_LETTERS, label=N_("A letter"))
    return keys


class MenuScene(Scene):
    """A vertical list of items.

    Args:
        app: the app.
        title: the menu's name, said first when it appears ("Main menu").
        items: the entries (at least one).
        on_back: what Escape does (default: pop this scene).
        index: the item focused at first.
        rules_game: set to ``"counting"``/``"tricks"`` for Ctrl+F1 (pause menus over a table).
    """

    def __init__(self, app: App, title: str, items: Sequence[Item], *,
                 on_back: Callable[[], Any] | None = None, index: int = 0,
                 rules_game: str | None = None) -> None:
        if not items:
            raise ValueError("a menu needs at least one item")
        self.title = title
        self.items: list[Item] = list(items)
        self.index = max(0, min(len(self.items) - 1, index))
        self.on_back = on_back
        self.rules_game = rules_game
        self.edges = EdgeOnce()
        """A limit said once while Left or Right is held (game.input.edges)."""
        super().__init__(app)

    back_help = N_("go back")
    """What Escape does, as F1 says it ("Escape: go back.")."""

    def build_keys(self) -> KeyTable:
        return menu_key_table(self.back_help)

    def help_lines(self) -> list[str]:
        """The menu keys; Left and Right only when an item is a :class:`ChoiceItem`."""
        if any(isinstance(item, ChoiceItem) for item in self.items):
            return self.keys.help_lines()
        return self.keys.help_lines(exclude=("decrease", "increase"))

    # -- speech -----------------------------------------------------------------------------
    def item_text(self, index: int | None = None) -> str:
        """"Options, 3 of 4" for the item at ``index`` (default: the focused one), then its hint
        when it has one ("Draw reminder: on, 8 of 10. Says when you can still draw.")."""
        i = self.index if index is None else index
        item = self.items[i]
        where = _("{item}, {number} of {count}").format(item=item.spoken(), number=i + 1,
                                                        count=len(self.items))
        return with_hint(where, item.hint)

    def intro(self) -> str:
        """"Main menu. Counting game, 1 of 4"."""
        if not self.title:
            return self.item_text()
        if self.title.endswith((".", "?", "!")):
            return _("{title} {item}").format(title=self.title, item=self.item_text())
        return _("{title}. {item}").format(title=self.title, item=self.item_text())

    @property
    def current(self) -> Item:
        """The focused item."""
        return self.items[self.index]

    def set_items(self, items: Sequence[Item], index: int | None = None) -> None:
        """Replace the items (keeping the focus index where possible); redraws, says nothing."""
        if not items:
            raise ValueError("a menu needs at least one item")
        self.items = list(items)
        self.index = max(0, min(len(self.items) - 1, self.index if index is None else index))
        self.mark_dirty()

    def relabel(self, title: str, items: Sequence[Item]) -> None:
        """After a language change: the same menu with its title and items in the new language
        (same number of items; the focus stays where it is). Says nothing."""
        self.title = title
        self.set_items(items)

    def focus(self, index: int) -> None:
        """Move the focus to ``index`` and speak the item with its position (:meth:`focus_text`)."""
        previous = self.index
        self.index = max(0, min(len(self.items) - 1, index))
        self.edges.clear()
        self.say(self.focus_text(previous), interrupt=True, cue="move", focus=True)  # (unheard: not logged)
        self.mark_dirty()

    def focus_text(self, previous: int) -> str:
        """What a move from the item at ``previous`` to the focused one says: :meth:`item_text`
        here; a screen of grouped lines also names the group the focus entered (Statistics)."""
        return self.item_text()

    def jump_text(self, index: int) -> str:
        """The words a letter key matches for the item at ``index`` (its spoken text here)."""
        return self.items[index].spoken()

    # -- keys -------------------------------------------------------------------------------
    def on_intent(self, intent: Intent) -> None:
        name = intent.name
        count = len(self.items)
        if name in ("previous", "next"):
            target = self.index + (-1 if name == "previous" else 1)
            if 0 <= target < count:
                self.focus(target)
            elif self.edges.first(name):  # held: the end is said once
                self.say((_("Top. {line}") if target < 0 else _("Bottom. {line}")).format(line=self.item_text()),
                         interrupt=True, cue="refused")
        elif name == "first":
            self.focus(0)
        elif name == "last":
            self.focus(count - 1)
        elif name in ("decrease", "increase"):
            self._change(-1 if name == "decrease" else 1)
        elif name == "select":
            self._select()
        elif name == "back":
            self.go_back()
        elif name == "jump":
            self._jump(intent.char)

    def go_back(self) -> None:
        """Escape: ``on_back()`` when given, else pop this scene."""
        if self.on_back is not None:
            self.on_back()
        else:
            self.app.pop()

    def _change(self, step: int) -> None:
        """Left (``step`` -1) or Right (+1): change the focused item's value and say it. At a
        value's end, or on an item with no value (Start, Resume), the answer (the limit, or the
        item with its position: "Start, 6 of 7") is said on the press only; the auto-repeats of
        the held key say nothing (a held key acts once; :class:`~game.input.edges.EdgeOnce`)."""
        item = self.current
        if not isinstance(item, ChoiceItem):
            if self.edges.first((self.index, step)):  # held: the item is said once
                self.say(self.item_text(), interrupt=True)
            return
        new = max(0, min(len(item.choices) - 1, item.index + step))
        if new == item.index:
            if self.edges.first((self.index, step)):  # held: the limit is said once
                self.say(item.limit_text(step), interrupt=True, cue="refused")
            return
        self.edges.clear()
        item.index = new
        extra = item.on_change(item.value) if item.on_change is not None else None
        text = self.value_text()  # the callback may have relabelled the menu (Language)
        if isinstance(extra, str):  # the callback has its say: "Speech: Screen reader, choice 2 of 4. Using NVDA."
            text = _("{text}. {more}").format(text=text, more=extra) if extra else _("{text}.").format(text=text)
        self.say(text, interrupt=True, cue="move", focus=True)  # the hint was said when the item got focus
        self.after_change(self.current)
        self.mark_dirty()

    def value_text(self) -> str:
        """What a changed value says: the focused item with its value's place among its choices,
        said as a choice ("Text size: Large, choice 3 of 4"), as the table says an ace's or a 10's
        value ("choice 2 of 2"), so it is never taken for the item's place in the menu, which
        :meth:`item_text` says as "Text size: Large, 3 of 10" (no hint: it was said when the item
        got focus)."""
        item = self.current
        if not isinstance(item, ChoiceItem):
            return item.spoken()
        # TRANSLATORS: a menu value just changed by Left/Right, with its place
        # among the item's values: "Text size: Large, choice 3 of 4". {item}:
        # the item with its new value. "choice" as in "{option}, choice
        # {position} of {count}.", so it is never taken for the item's place in
        # the menu ("{item}, {number} of {count}": "Text size: Large, 3 of 10").
        return _("{item}, choice {number} of {count}").format(item=item.spoken(), number=item.index + 1,
                                                               count=len(item.choices))

    def after_change(self, item: ChoiceItem) -> None:
        """Called after a changed value of ``item`` was said (nothing here): a screen may then
        keep a detail in the log without saying it (the Transcript option's file)."""

    def _select(self) -> None:
        item = self.current
        if isinstance(item, ChoiceItem):
            self.say(_("{item}. Left and Right change it.").format(item=item.spoken()), interrupt=True)
        elif item.action is not None:
            item.action()
        else:
            self.say(self.item_text(), interrupt=True)

    def jump_target(self, char: str) -> int | None:
        """The next item after the focus, wrapping round, that a letter ``char`` moves the focus
        to (its :meth:`jump_text` starts with it), the focused item last; None when none does."""
        count = len(self.items)
        for step in range(1, count + 1):
            i = (self.index + step) % count
            if self.jump_text(i).lower().startswith(char):
                return i
        return None

    def _jump(self, char: str) -> None:
        target = self.jump_target(char)
        if target is not None:
            self.focus(target)
            return
        self.say(_("No item starts with {letter}.").format(letter=char.upper()), interrupt=True,
                 cue="refused")

    def on_event(self, event: pygame.event.Event) -> None:
        """Space or a digit (keys no menu binds): say how menus work. A key released ends a held
        limit (:class:`~game.input.edges.EdgeOnce`)."""
        self.edges.on_event(event)
        if event.type != pygame.KEYDOWN or getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return
        key = getattr(event, "key", None)
        text = getattr(event, "unicode", "")
        digit = isinstance(text, str) and len(text) == 1 and text.isdigit()
        if key == pygame.K_SPACE or digit or key in _KEYPAD_DIGIT_KEYS:
            self.say(_(UNBOUND_MENU_KEY), interrupt=True, cue="refused")

    def draw(self, surface: pygame.Surface, layout: Layout) -> None:
        labels = [item.spoken() for item in self.items]
        self.placements = Placements()
        draw_menu(surface, layout, self.app.fonts, self.app.theme, self.title, labels, self.index,
                  placed=self.placements)
