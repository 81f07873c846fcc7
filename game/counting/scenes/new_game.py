"""The new counting game screen: players, tokens, hand size, draw mode, time to draw, packs,
computer level and delay, draw reminder; every choice remembered in ``settings.section("counting")``.

Right always means more, on or harder. "Time to draw" and "Draw reminder" are shown only with
manual draw (C-8), the only mode they change.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from ...engine.rng import fresh_seed
from ...scenes.menu import ChoiceItem, MenuItem, MenuScene
from ...scenes.options import CPU_DELAY_LABEL, DELAY_CHOICES
from ...ui.words import seconds_text
from .table import DRAW_TIMES, CountingTable, remembered_setup

if TYPE_CHECKING:
    from ...app import App

DRAW_CHOICES = [("manual", "manual, Space draws"), ("auto", "automatic")]
PACK_CHOICES = [(None, "automatic"), (1, "1 pack"), (2, "2 packs")]
LEVEL_CHOICES = [("random", "random, easy"), ("simple", "simple"), ("strong", "strong")]
"""Computer levels, easiest first (Right is harder)."""
ON_OFF = [(False, "off"), (True, "on")]
DRAW_TIME_CHOICES = [(t, "until you draw" if t is None else seconds_text(t)) for t in DRAW_TIMES]
"""(seconds or None, spoken): "3 seconds" ... "until you draw"."""

DRAW_TIME_HINT = ("After your card, the next player waits for your draw: 3, 5 or 10 seconds, "
                  "or until you draw.")
REMINDER_HINT = "Says when you can still draw."
LEVEL_HINT = "Random plays any card; simple avoids losing tokens; strong also looks at the next player."
PACKS_HINT = "Automatic uses 2 packs for 6 or more players."
MANUAL_ONLY = ("Time to draw", "Draw reminder")
"""Items shown only with manual draw."""


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

        def draw_mode(value: str) -> None:
            saved["draw"] = value
            self._show_items()

        self.all_items: list[ChoiceItem | MenuItem] = [
            self._choice("Players", [(n, f"{n}, you and {n - 1} computer player{'s' if n > 2 else ''}")
                                     for n in range(2, 9)], options.players, keep("players")),
            self._choice("Starting tokens", [(n, str(n)) for n in range(1, 51)], options.tokens, keep("tokens")),
            self._choice("Hand size", [(n, str(n)) for n in range(1, 6)], options.hand_size, keep("hand_size")),
            self._choice("Draw", DRAW_CHOICES, options.draw, draw_mode),
            self._choice("Time to draw", DRAW_TIME_CHOICES, setup.draw_time, keep("draw_time"), DRAW_TIME_HINT),
            self._choice("Draw reminder", ON_OFF, setup.draw_reminder, keep("draw_reminder"), REMINDER_HINT),
            self._choice("Packs", PACK_CHOICES, options.decks, keep("packs"), PACKS_HINT),
            self._choice("Computer level", LEVEL_CHOICES, setup.level, keep("level"), LEVEL_HINT),
            self._choice(CPU_DELAY_LABEL, DELAY_CHOICES, self._nearest_delay(app.settings.get("cpu_delay")), delay),
            MenuItem("Start", self.start_game),
            MenuItem("Back", app.pop),
        ]
        super().__init__(app, "New counting game", self._visible(), rules_game="counting")

    def _visible(self) -> list[ChoiceItem | MenuItem]:
        """Every item, without the manual-draw ones when the draw is automatic."""
        draw = self._item("Draw").value
        return [item for item in self.all_items if draw == "manual" or item.label not in MANUAL_ONLY]

    def _show_items(self) -> None:
        """Show or hide the manual-draw items; the focus stays on the same item."""
        current = self.current
        items = self._visible()
        self.set_items(items, items.index(current))

    def _item(self, label: str) -> ChoiceItem:
        item = next(i for i in self.all_items if i.label == label)
        assert isinstance(item, ChoiceItem)
        return item

    @staticmethod
    def _nearest_delay(value: float) -> float:
        return min((v for v, _ in DELAY_CHOICES), key=lambda v: abs(v - value))

    @staticmethod
    def _choice(label: str, choices: Sequence[tuple[Any, str]], current: Any,
                on_change: Callable[[Any], None], hint: str = "") -> ChoiceItem:
        item = ChoiceItem(label, choices, 0, on_change, hint)
        item.select_value(current)
        return item

    def resume(self) -> None:
        """Back from a game or help: re-read the delay (the options screen may have changed it)."""
        self._item(CPU_DELAY_LABEL).select_value(self._nearest_delay(self.app.settings.get("cpu_delay")))
        super().resume()

    def start_game(self) -> None:
        """Start: replace this screen with a table dealt from a fresh seed."""
        self.app.replace(CountingTable(self.app, remembered_setup(self.app), fresh_seed()))
