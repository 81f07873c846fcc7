"""The end-of-deal summary: each hand's bid, tricks, points and the totals, read line by line;
Enter (or Escape) goes on to the next deal, or to the results after the last one."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from ...input.keys import Intent, KeyTable
from ...scenes.text_view import TextViewScene

if TYPE_CHECKING:
    from ...app import App


class DealSummary(TextViewScene):
    """"Deal 3 summary. 5 lines. Up and Down read them, Enter continues." then line 1.

    It appears without interrupting, so the table's "Deal over." announcement is heard first.
    Closing it (Enter or Escape) pops it; the table below then deals on (or shows the results).

    Args:
        app: the app.
        deal: the deal's number.
        lines: the summary lines (:func:`game.tricks.text.summary_lines`).
        last: True when the game is over (Enter then goes to the results).
    """

    rules_game = "tricks"

    def __init__(self, app: App, deal: int, lines: Sequence[str], last: bool = False) -> None:
        self.last = last
        super().__init__(app, f"Deal {deal} summary", lines)

    def build_keys(self) -> KeyTable:
        keys = super().build_keys()
        keys.bind("continue", "the results" if self.last else "the next deal",
                  pygame.K_RETURN, pygame.K_KP_ENTER)
        return keys

    def intro(self) -> str:
        count = len(self.lines)
        goes = "the results" if self.last else "the next deal"
        return f"{self.title}. {count} lines. Up and Down read them, Enter goes to {goes}."

    def enter(self) -> None:
        self.say(self.intro())
        self.say(self.lines[self.index])

    def on_intent(self, intent: Intent) -> None:
        if intent.name == "continue":
            self.app.pop()
            return
        super().on_intent(intent)
