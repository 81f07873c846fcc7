"""The new counting game screen: players, tokens, hand size, draw mode, time to draw, packs,
computer level and delay, draw reminder; every choice remembered in ``settings.section("counting")``.

Right always means more, on or harder. "Time to draw" and "Draw reminder" are shown only with
manual draw (C-8), the only mode they change; changing Draw says so ("Draw: automatic. Time to
draw and Draw reminder are left out: they are for manual draw only.").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from ...engine.rng import fresh_seed
from ...i18n import N_, _, ngettext
from ...scenes.menu import ChoiceItem, MenuItem, MenuScene
from ...scenes.options import CPU_DELAY_LABEL, DELAYS, delay_choices
from ...ui.words import on_off_choices, seconds_text
from .setup import DRAW_TIMES, remembered_setup
from .table import CountingTable

if TYPE_CHECKING:
    from ...app import App

DRAW_CHOICES = [("manual", N_("manual, Space draws")), ("auto", N_("automatic"))]
"""(value, message id): the lists of choices hold English message ids, said with ``_()``."""
PACK_CHOICES = [(None, N_("automatic")), (1, N_("1 pack")), (2, N_("2 packs"))]
LEVEL_CHOICES = [("random", N_("random, easy")), ("simple", N_("simple")), ("strong", N_("strong")),
                 ("hard", N_("hard"))]
"""Computer levels, easiest first (Right is harder)."""


def draw_time_choices() -> list[tuple[float | None, str]]:
    """(seconds or None, spoken): "3 seconds" ... "until you draw", in the player's language."""
    return [(t, _("until you draw") if t is None else seconds_text(t)) for t in DRAW_TIMES]


def player_choices() -> list[tuple[int, str]]:
    """(players, "3, you and 2 computer players") for 2 to 8 players."""
    return [(n, ngettext("{players}, you and {count} computer player", "{players}, you and {count} computer players",
                         n - 1).format(players=n, count=n - 1)) for n in range(2, 9)]


def _said(choices):
    """``choices`` with their message ids in the player's language."""
    return [(value, _(text)) for value, text in choices]


DRAW_TIME_HINT = N_("After your card, the next player waits for your draw: 3, 5 or 10 seconds, "
                    "or until you draw.")
REMINDER_HINT = N_("Says when you can still draw.")
LEVEL_HINT = N_("Random plays any card; simple avoids losing tokens; strong also looks at the next player; "
                "hard plays out many possible deals before each card.")
PACKS_HINT = N_("Automatic uses 2 packs for 6 or more players.")
MANUAL_ONLY = ("Time to draw", "Draw reminder")
"""Items shown only with manual draw (their keys: the English labels)."""
DRAW_ITEMS_HIDDEN = N_("Time to draw and Draw reminder are left out: they are for manual draw only.")
"""Said after "Draw: automatic": the two items after it are gone (C-8)."""
DRAW_ITEMS_SHOWN = N_("Time to draw and Draw reminder are back after this item.")
"""Said after "Draw: manual, Space draws": the two items are there again (C-8)."""
N_("Players"), N_("Starting tokens"), N_("Hand size"), N_("Draw"), N_("Time to draw"), N_("Draw reminder")
N_("Packs"), N_("Computer level")  # item labels, said with _()


class NewCountingGame(MenuScene):
    """"New counting game. Players: 3, you and 2 computer players, 1 of 11"; Start deals with a
    fresh seed, Back returns."""

    def __init__(self, app: App) -> None:
        self.app = app
        saved = app.settings.section("counting")
        setup = remembered_setup(app)
        options = setup.options

        def keep(key: str) -> Callable[[Any], None]:
            return lambda value: saved.__setitem__(key, value)

        def delay(value: float) -> None:
            app.settings.set("cpu_delay", value)

        def draw_mode(value: str) -> str:
            saved["draw"] = value
            self._show_items()
            said = DRAW_ITEMS_SHOWN if value == "manual" else DRAW_ITEMS_HIDDEN
            return _(said)  # the items come and go never silently

        self.all_items: list[ChoiceItem | MenuItem] = [
            self._choice("Players", player_choices(), options.players, keep("players")),
            self._choice("Starting tokens", [(n, str(n)) for n in range(1, 51)], options.tokens, keep("tokens")),
            self._choice("Hand size", [(n, str(n)) for n in range(1, 6)], options.hand_size, keep("hand_size")),
            self._choice("Draw", _said(DRAW_CHOICES), options.draw, draw_mode),
            self._choice("Time to draw", draw_time_choices(), setup.draw_time, keep("draw_time"),
                         _(DRAW_TIME_HINT)),
            self._choice("Draw reminder", on_off_choices("draw_reminder"), setup.draw_reminder, keep("draw_reminder"),
                         _(REMINDER_HINT)),
            self._choice("Packs", _said(PACK_CHOICES), options.decks, keep("packs"), _(PACKS_HINT)),
            self._choice("Computer level", _said(LEVEL_CHOICES), setup.level, keep("level"), _(LEVEL_HINT)),
            self._choice(CPU_DELAY_LABEL, delay_choices(), self._nearest_delay(app.settings.get("cpu_delay")),
                         delay),
            MenuItem(_("Start"), self.start_game),
            MenuItem(_("Back"), app.pop),
        ]
        super().__init__(app, _("New counting game"), self._visible(), rules_game="counting")

    def help_name(self) -> str:
        """F1 names the screen in a sentence: "Keys for the new counting game screen" (not its title with its capital
        mid-sentence, "Keys for New ... game"; found by a tester by ear)."""
        return _("the new counting game screen")

    def _visible(self) -> list[ChoiceItem | MenuItem]:
        """Every item, without the manual-draw ones when the draw is automatic."""
        draw = self._item("Draw").value
        return [item for item in self.all_items
                if draw == "manual" or not isinstance(item, ChoiceItem) or item.key not in MANUAL_ONLY]

    def _show_items(self) -> None:
        """Show or hide the manual-draw items; the focus stays on the same item."""
        current = self.current
        items = self._visible()
        self.set_items(items, items.index(current))

    def _item(self, label: str) -> ChoiceItem:
        item = next(i for i in self.all_items if isinstance(i, ChoiceItem) and i.key == label)
        assert isinstance(item, ChoiceItem)
        return item

    @staticmethod
    def _nearest_delay(value: float) -> float:
        return min(DELAYS, key=lambda v: abs(v - value))

    @staticmethod
    def _choice(label: str, choices: Sequence[tuple[Any, str]], current: Any,
                on_change: Callable[[Any], None], hint: str = "") -> ChoiceItem:
        item = ChoiceItem(_(label), choices, 0, on_change, hint, key=label)
        item.select_value(current)
        return item

    def resume(self) -> None:
        """Back from a game or help: re-read the delay (the options screen may have changed it)."""
        self._item(CPU_DELAY_LABEL).select_value(self._nearest_delay(self.app.settings.get("cpu_delay")))
        super().resume()

    def start_game(self) -> None:
        """Start: replace this screen with a table dealt from a fresh seed."""
        table = CountingTable(self.app, remembered_setup(self.app), fresh_seed())
        table.hold_actions()  # a second quick Enter on Start never plays the first card unheard
        self.app.replace(table)
