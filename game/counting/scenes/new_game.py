"""The new counting game screen: players, tokens, hand size, draw mode, packs, computer level and
speed, draw reminder; every choice remembered in ``settings.section("counting")``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from ...engine.rng import fresh_seed
from ...scenes.menu import ChoiceItem, MenuItem, MenuScene
from ...scenes.options import DELAY_CHOICES
from .table import CountingTable, remembered_setup

if TYPE_CHECKING:
    from ...app import App

DRAW_CHOICES = [("manual", "manual, Space draws"), ("auto", "automatic")]
PACK_CHOICES = [(None, "automatic"), (1, "1 pack"), (2, "2 packs")]
LEVEL_CHOICES = [("strong", "strong"), ("simple", "simple"), ("random", "random, easy")]
ON_OFF = [(True, "on"), (False, "off")]


class NewCountingGame(MenuScene):
    """"New counting game. Players: 3, 1 of 10"; Start deals with a fresh seed, Back returns."""

    def __init__(self, app: App) -> None:
        self.app = app
        saved = app.settings.section("counting")
        setup = remembered_setup(app)
        options = setup.options

        def keep(key: str) -> Callable[[Any], None]:
            return lambda value: saved.__setitem__(key, value)

        def delay(value: float) -> None:
            app.settings.set("cpu_delay", value)

        items = [
            self._choice("Players", [(n, f"{n}, you and {n - 1} computer player{'s' if n > 2 else ''}") for n in range(2, 9)],
                         options.players, keep("players")),
            self._choice("Starting tokens", [(n, str(n)) for n in range(1, 51)], options.tokens, keep("tokens")),
            self._choice("Hand size", [(n, str(n)) for n in range(1, 6)], options.hand_size, keep("hand_size")),
            self._choice("Draw", DRAW_CHOICES, options.draw, keep("draw")),
            self._choice("Packs", PACK_CHOICES, options.decks, keep("packs")),
            self._choice("Computer level", LEVEL_CHOICES, setup.level, keep("level")),
            self._choice("Computer speed", DELAY_CHOICES, self._nearest_delay(app.settings.get("cpu_delay")),
                         delay),
            self._choice("Draw reminder", ON_OFF, setup.draw_reminder, keep("draw_reminder")),
            MenuItem("Start", self.start_game),
            MenuItem("Back", app.pop),
        ]
        super().__init__(app, "New counting game", items, rules_game="counting")

    @staticmethod
    def _nearest_delay(value: float) -> float:
        return min((v for v, _ in DELAY_CHOICES), key=lambda v: abs(v - value))

    @staticmethod
    def _choice(label: str, choices: Sequence[tuple[Any, str]], current: Any,
                on_change: Callable[[Any], None]) -> ChoiceItem:
        item = ChoiceItem(label, choices, 0, on_change)
        item.select_value(current)
        return item

    def resume(self) -> None:
        """Back from a game or help: re-read the delay (the options screen may have changed it)."""
        speed = next(i for i in self.items if isinstance(i, ChoiceItem) and i.label == "Computer speed")
        assert isinstance(speed, ChoiceItem)
        speed.select_value(self._nearest_delay(self.app.settings.get("cpu_delay")))
        super().resume()

    def start_game(self) -> None:
        """Start: replace this screen with a table dealt from a fresh seed."""
        self.app.replace(CountingTable(self.app, remembered_setup(self.app), fresh_seed()))
