"""The new trick game screen: players, variant, scoring, computer level and delay; every choice
remembered in ``settings.section("tricks")`` (the delay is the ``cpu_delay`` option). Oxford
Whist has no Scoring choice: its game ends when the trump stock runs out (T-27)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from ...engine.rng import fresh_seed
from ...scenes.menu import ChoiceItem, MenuItem, MenuScene
from ...scenes.options import CPU_DELAY_LABEL, DELAY_CHOICES
from .setup import remembered_setup
from .table import TricksTable

if TYPE_CHECKING:
    from ...app import App

PLAYER_CHOICES = [(2, "2, you and Anna, with a dummy hand"), (3, "3, you, Anna and Bob"),
                  (4, "4, you, Anna, Bob and Carl")]
VARIANT_CHOICES = [("standard", "standard"), ("classic", "classic, with a joker and a turned-up card"),
                   ("oxford", "Oxford Whist, 3 players only")]
SCORING_CHOICES = [(("target", 100), "target 100"), (("target", 200), "target 200"),
                   (("target", 500), "target 500"), (("parlett_game", 100), "one Parlett game"),
                   (("parlett_match", 100), "a Parlett match")]
LEVEL_CHOICES = [("random", "random, easy"), ("simple", "simple"), ("strong", "strong")]
"""Easier first: Right means a stronger computer player."""
LEVEL_HINT = "Random plays any legal card; simple and strong play to their bid, strong bids better."
VARIANT_HINT = "Oxford Whist has no scoring choice: it ends when the trump stock runs out."
OXFORD_NOTE = ("Oxford Whist is for 3 players only, and ends when its trump stock runs out. "
               "With 2 or 4 players, choose standard or classic.")


class NewTricksGame(MenuScene):
    """"New trick game. Players: 3, you, Anna and Bob, 1 of 7"; Start deals with a fresh seed."""

    def __init__(self, app: App) -> None:
        self.app = app
        saved = app.settings.section("tricks")
        options = remembered_setup(app).options
        level = remembered_setup(app).level

        def keep(key: str) -> Callable[[Any], None]:
            return lambda value: saved.__setitem__(key, value)

        def variant(value: str) -> None:
            saved["variant"] = value
            self._show_scoring(value != "oxford")
            if value == "oxford" and self._value("Players") != 3:
                self._note()

        def players(value: int) -> None:
            saved["players"] = value
            if value != 3 and self._value("Variant") == "oxford":
                self._note()

        def scoring(value: tuple[str, int]) -> None:
            saved["scoring"], saved["target"] = value

        def delay(value: float) -> None:
            app.settings.set("cpu_delay", value)

        current_scoring = (options.scoring, options.target if options.scoring == "target" else 100)
        self.items_by_label: dict[str, ChoiceItem] = {}
        items = [
            self._choice("Players", PLAYER_CHOICES, options.players, players),
            self._choice("Variant", VARIANT_CHOICES, options.variant, variant),
            self._choice("Scoring", SCORING_CHOICES, current_scoring, scoring),
            self._choice("Computer level", LEVEL_CHOICES, level, keep("level")),
            self._choice(CPU_DELAY_LABEL, DELAY_CHOICES, self._nearest_delay(app.settings.get("cpu_delay")),
                         delay),
            MenuItem("Start", self.start_game),
            MenuItem("Back", app.pop),
        ]
        self.items_by_label["Variant"].hint = VARIANT_HINT
        self.items_by_label["Computer level"].hint = LEVEL_HINT
        self.all_items = items
        super().__init__(app, "New trick game", items, rules_game="tricks")
        self._show_scoring(options.variant != "oxford")

    @staticmethod
    def _nearest_delay(value: float) -> float:
        return min((v for v, _ in DELAY_CHOICES), key=lambda v: abs(v - value))

    def _choice(self, label: str, choices: Sequence[tuple[Any, str]], current: Any,
                on_change: Callable[[Any], None]) -> ChoiceItem:
        item = ChoiceItem(label, choices, 0, on_change)
        item.select_value(current)
        self.items_by_label[label] = item
        return item

    def _show_scoring(self, shown: bool) -> None:
        """Show the Scoring choice, or hide it (Oxford Whist); the focus stays on its item."""
        current = self.current if self.items else None
        items = [item for item in self.all_items if shown or item is not self.items_by_label["Scoring"]]
        index = items.index(current) if current in items else None
        self.set_items(items, index)

    def _note(self) -> None:
        """Say why Oxford Whist cannot start, after the menu has said the new value."""
        self.schedule(0.0, lambda: self.say(OXFORD_NOTE))

    def _value(self, label: str) -> Any:
        return self.items_by_label[label].value

    def resume(self) -> None:
        """Back from help or options: re-read the delay (the options screen may have changed it)."""
        self.items_by_label[CPU_DELAY_LABEL].select_value(
            self._nearest_delay(self.app.settings.get("cpu_delay")))
        super().resume()

    def start_game(self) -> None:
        """Start: replace this screen with a table dealt from a fresh seed (Oxford Whist needs 3
        players: said, and the game does not start)."""
        if self._value("Variant") == "oxford" and self._value("Players") != 3:
            self.refuse(OXFORD_NOTE)
            return
        self.app.replace(TricksTable(self.app, remembered_setup(self.app), fresh_seed()))
