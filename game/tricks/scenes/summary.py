"""The end-of-deal summary: each hand's bid, tricks, points and the totals, read line by line;
Enter goes on to the next deal (or to the results after the last one), Escape opens the pause
menu, and the status keys T B K S L V H D R answer about the deal just scored (T-28).
The page shows as many lines as fit, the focused one always among them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from ...i18n import N_, _, ngettext
from ...input.keys import Intent, KeyTable
from ...scenes.card_table import SETTLE_SECONDS
from ...scenes.pause import pause_menu
from ...scenes.text_view import TextViewScene
from ...ui.menu_view import draw_title

if TYPE_CHECKING:
    from ...app import App
    from ...ui.layout import Layout

STATUS_KEYS = (("trumps", N_("this deal's trumps and the next deal's"), pygame.K_t),
               ("bids", N_("the bids"), pygame.K_b),
               ("tricks", N_("tricks won by each player"), pygame.K_k), ("scores", N_("scores"), pygame.K_s),
               ("last_trick", N_("the last trick"), pygame.K_l), ("table", N_("the table"), pygame.K_v),
               ("hand", N_("your hand"), pygame.K_h), ("dummy", N_("the dummy's cards"), pygame.K_d),
               ("revealed", N_("a revealed hand"), pygame.K_r))
"""The table's status keys, answered about the deal just scored (T-28)."""


def first_shown(heights: Sequence[int], room: int, current: int) -> int:
    """The first line to draw so that as many lines as fit in ``room`` pixels are shown and line
    ``current`` is among them: 0 when everything up to ``current`` fits, else the earliest start
    from which ``current`` still fits (the lines after it fill what room is left).

    ``heights``: each line's drawn height in pixels (gaps included)."""
    start, used = current, heights[current] if heights else 0
    while start > 0 and used + heights[start - 1] <= room:
        start -= 1
        used += heights[start]
    return start


class DealSummary(TextViewScene):
    """"Deal 3 summary. 6 lines. Up and Down read them, Enter goes to the next deal." then line 1.

    It appears without interrupting, and lets the table below finish what it has to say
    (``lets_below_speak``), so the table's "Deal over." announcement is heard first.
    Enter pops it (an Enter in its first ``SETTLE_SECONDS``, pressed before it was heard, does
    nothing); the table below then deals on (or shows the results). Escape opens the pause
    menu (Escape there resumes the summary).

    Args:
        app: the app.
        deal: the deal's number.
        lines: the summary lines (:func:`game.tricks.text.summary_lines`).
        last: True when the game is over (Enter then goes to the results).
        table: the table below; its ``summary_answer(key)`` answers the status keys.
    """

    rules_game = "tricks"
    lets_below_speak = True  # the table's last events are said first, then this summary

    def __init__(self, app: App, deal: int, lines: Sequence[str], last: bool = False,
                 table: Any = None) -> None:
        self.last = last
        self.table = table
        self.opened_at = app.updates
        super().__init__(app, _("Deal {deal} summary").format(deal=deal), lines)

    def build_keys(self) -> KeyTable:
        keys = KeyTable()
        keys.bind("previous", N_("previous line"), pygame.K_UP)
        keys.bind("next", N_("next line"), pygame.K_DOWN)
        keys.bind("first", N_("first line"), pygame.K_HOME)
        keys.bind("last", N_("last line"), pygame.K_END)
        keys.bind("continue", N_("the results") if self.last else N_("the next deal"),
                  pygame.K_RETURN, pygame.K_KP_ENTER)
        for intent, help_text, key in STATUS_KEYS:
            keys.bind(intent, help_text, key)
        keys.bind("pause", N_("pause menu"), pygame.K_ESCAPE)
        return keys

    def intro(self) -> str:
        count = len(self.lines)
        if self.last:
            return ngettext("{title}. {count} line. Up and Down read them, Enter goes to the results.",
                            "{title}. {count} lines. Up and Down read them, Enter goes to the results.",
                            count).format(title=self.title, count=count)
        return ngettext("{title}. {count} line. Up and Down read them, Enter goes to the next deal.",
                        "{title}. {count} lines. Up and Down read them, Enter goes to the next deal.",
                        count).format(title=self.title, count=count)

    def enter(self) -> None:
        self.say(self.intro())
        self.say(self.lines[self.index])

    def on_intent(self, intent: Intent) -> None:
        if intent.name == "continue":
            if self.app.updates - self.opened_at < round(SETTLE_SECONDS * 60):
                return  # pressed for the last trick, before the summary was heard: never skips it
            wait = getattr(self.table, "wait_for_speech", None)
            if callable(wait) and wait():
                return  # the table's last trick is still being said: it answers, nothing is dealt
            self.app.pop()
            return
        if intent.name == "pause":
            self.app.push(pause_menu(self.app, "tricks"))
            return
        if any(intent.name == name for name, _, _ in STATUS_KEYS):
            if self.table is None:
                self.refuse(_("Press Enter to go on."))
                return
            self.say(self.table.summary_answer(intent.name), interrupt=True)
            return
        super().on_intent(intent)

    def draw(self, surface: pygame.Surface, layout: Layout) -> None:
        """The title, then the lines wrapped to the width from :func:`first_shown`, each whole or
        not at all (a line that would not fit below the last one shown is left out, never cut in
        half; only a first line taller than the page is cut); the focused line in the accent
        colour."""
        fonts, theme = self.app.fonts, self.app.theme
        y = draw_title(surface, layout, fonts, theme, self.title)
        size = layout.text_px(24)
        margin = layout.px(48)
        width = layout.content.width - 2 * margin
        line_height = fonts.font(size).get_linesize()
        gap = layout.px(6)
        wrapped = [fonts.wrap(line, size, width) for line in self.lines]
        heights = [len(parts) * line_height + gap for parts in wrapped]
        start = first_shown(heights, layout.content.bottom - y, self.index)
        for index in range(start, len(self.lines)):
            if index > start and y + len(wrapped[index]) * line_height > layout.content.bottom:
                return  # whole lines only: the rest is read with Down
            color = theme.accent if index == self.index else theme.text
            for part in wrapped[index]:
                if y + line_height > layout.content.bottom:
                    return
                surface.blit(fonts.render(part, size, color), (margin, y))
                y += line_height
            y += gap
