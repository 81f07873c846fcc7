"""A scrollable text scene read line by line: F1 help, the rules texts, about pages."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

import pygame

from ..i18n import N_, _, ngettext
from ..input.edges import EdgeOnce
from ..input.keys import Intent, KeyTable
from ..ui.menu_view import draw_page
from ..ui.placement import Placements
from .base import Scene

if TYPE_CHECKING:
    from ..app import App
    from ..speech.queue import Utterance
    from ..ui.layout import Layout


def markdown_lines(text: str) -> list[str]:
    """Readable lines from a Markdown text: blank lines dropped, heading marks, emphasis and
    code marks removed, list bullets removed, links reduced to their text."""
    return markdown_page(text)[0]


def markdown_page(text: str) -> tuple[list[str], frozenset[int]]:
    """:func:`markdown_lines` plus the indexes of the lines that were headings (drawn bold)."""
    lines: list[str] = []
    headings: set[int] = set()
    for raw in text.splitlines():
        line = raw.strip()
        if not line or set(line) <= set("-=*_|: "):
            continue
        if line.startswith("#"):
            headings.add(len(lines))
        line = re.sub(r"^#+\s*", "", line)
        line = re.sub(r"^[-*+]\s+", "", line)
        line = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", line)
        line = line.replace("**", "").replace("`", "")
        line = re.sub(r"(?<!\w)_([^_]+)_(?!\w)", r"\1", line)
        if line:
            lines.append(line)
        else:
            headings.discard(len(lines))
    return lines, frozenset(headings)


class TextViewScene(Scene):
    """Shows ``lines`` under ``title`` (``headings``: indexes of lines drawn bold).

    Up/Down read the previous/next line ("Top. ..." / "Bottom. ..." at the ends, once while the
    key is held: its auto-repeat there says nothing more), Home/End the first/last, Escape closes.

    Appears saying "{title}. {n} lines. Up and Down read them, Escape closes." and queues line 1.

    A key pressed before the focused line was heard never skips it: Up or Down while that line
    still waits behind the title (or was dropped unsaid) reads that line, as a screen reader's
    reading cursor stays on the last line said; the next Down goes on from there. Home and End
    jump as asked. The line read answers the key: a title said as an event (the deal summary's,
    :attr:`title_said`) that has not begun yet, waiting behind the table's last words, is then
    never said (found by ear: "Deal 1 summary. 7 lines. ..." said by itself after the line Down
    read, like the page opening again); never said, it leaves the log and the history (Page Up),
    which show a line once it begins to be said. So too for Home and End: the focused line still
    waiting and a title not begun are never said after the line they jump to, nor is the title
    said again when the key cut it early. A line being said that an arrow, Home or End cuts
    early is never said again after the line read, even one said as an event (the deal
    summary's line 1): the reader moved past it (a status key, which only asks, has it said
    again after its answer).
    """

    help_title = N_("this page")
    """F1's page: "Keys for this page" (not the capitalised title mid-sentence)."""

    help_page = False
    """True for an F1 keys page: F1 on it says it again instead of opening a page about itself."""

    def __init__(self, app: App, title: str, lines: Sequence[str], headings: Iterable[int] = ()) -> None:
        self.title = title
        self.lines = [line for line in lines if line.strip()] or [_("(empty)")]
        self.headings = frozenset(headings)
        self.index = 0
        self.edges = EdgeOnce()
        self.line_said: Utterance | None = None
        """The focused line on its way to the ear (None: not said by this page yet)."""
        self.title_said: Utterance | None = None
        """The page's title when said as an event (the deal summary's), else None."""
        super().__init__(app)

    def build_keys(self) -> KeyTable:
        keys = KeyTable()
        keys.bind("previous", N_("previous line"), pygame.K_UP)
        keys.bind("next", N_("next line"), pygame.K_DOWN)
        keys.bind("first", N_("first line"), pygame.K_HOME)
        keys.bind("last", N_("last line"), pygame.K_END)
        keys.bind("back", N_("close"), pygame.K_ESCAPE)
        return keys

    def intro(self) -> str:
        count = len(self.lines)
        title = self.title if self.title.endswith((".", "?", "!")) else self.title + "."
        return ngettext("{title} {count} line. Up and Down read them, Escape closes.",
                        "{title} {count} lines. Up and Down read them, Escape closes.",
                        count).format(title=title, count=count)

    def enter(self) -> None:
        self.announce_self()
        self.line_said = self.say(self.lines[self.index], follow=True)  # before any older queued notice

    def resume(self) -> None:
        """Back on top (help or a menu closed over it): where the player is, said once: the
        title, then the focused line. What the page said at its opening and was not said yet
        (its focused line waiting behind a title a key cut early, the title put back to be said
        again) is said now in this one saying, never late after it: it is withdrawn first, and
        leaves the log unsaid (found by ear on the deal summary: F1 during its title, Escape,
        and line 1, queued at the opening, came after line 2; the next Down skipped to line 3)."""
        self.app.announcer.withdraw(self.title_said)  # (only what still waits: what began stays in the log)
        self.app.announcer.withdraw(self.line_said)
        self.app.announcer.settle(self.title_said)
        self.announce_self()
        self.line_said = self.say(self.lines[self.index], follow=True)

    def exit(self) -> None:
        """Closed: its title and focused line not begun yet are void, said as answers or as
        events (the deal summary's, waiting behind the table's last words): about a page that is
        gone, they leave the history, the on-screen log and the transcript, never said
        (:meth:`game.speech.queue.SpeechQueue.leave`)."""
        self.app.announcer.withdraw(self.title_said)
        self.app.announcer.withdraw(self.line_said)

    def line_unheard(self) -> bool:
        """True when the focused line has not begun to be said: it waits behind the title, or
        a key dropped it before it began. Up/Down then read it instead of moving past it."""
        said = self.line_said
        return said is not None and said.started is None

    def on_intent(self, intent: Intent) -> None:
        last = len(self.lines) - 1
        if intent.name == "back":
            self.app.pop()
            return
        target = {"previous": self.index - 1, "next": self.index + 1, "first": 0, "last": last}.get(intent.name)
        if target is None:
            return
        if intent.name in ("previous", "next") and self.line_unheard():
            self.edges.clear()
            # not heard yet: read, not skipped; the log shows it once already, and its first
            # saying (an event on a deal summary) and the title it waited behind are not said again:
            # a title not begun yet (behind the table's last words) is never said after the line
            # read (it would sound like the page opening again); never said, it leaves the log
            # a line a newer key's answer dropped unsaid (Page Up right after F1) left the log:
            # said now, it enters it now, once
            gone = self.line_said is not None and self.line_said.void
            self.app.announcer.withdraw(self.line_said, untrue=False)
            self.app.announcer.withdraw(self.title_said)
            self.app.announcer.settle(self.title_said)
            if gone:
                self.line_said = self.say(self.lines[self.index], interrupt=True)
            else:
                self.line_said = self.app.announcer.speak_only(self.lines[self.index], scene=self)
            self.mark_dirty()
            return
        if intent.name in ("first", "last") and self.line_unheard():
            # Home and End jump as asked: the focused line still waiting behind the title (and
            # the title, not begun) is never said after the line jumped to, and the title, cut
            # early by it, is not said again: either would read as the cursor being on line 1
            # (found by ear on the deal summary: End, then "Deal 1 summary. ..." again and line 1,
            # and Down said "Bottom. ..."); never said, they leave the log and the history
            self.app.announcer.withdraw(self.line_said)
            self.app.announcer.withdraw(self.title_said)
            self.app.announcer.settle(self.title_said)
        clamped = max(0, min(last, target))
        if clamped != target:
            if not self.edges.first("top" if target < 0 else "bottom"):
                return  # the held key's auto-repeat at the edge: said once already
            line = self.lines[clamped]
            text = (_("Top. {line}") if target < 0 else _("Bottom. {line}")).format(line=line)
        else:
            self.edges.clear()
            text = self.lines[clamped]
        self.index = clamped
        # the line being said is one the reader moved past: cut early by this key, it is never
        # put back and said again after the line read (an event's rule, the deal summary's line
        # 1: it sounded as if the cursor went back to it; found by ear, T-28)
        self.app.announcer.settle(self.line_said)
        self.line_said = self.say(text, interrupt=True)
        self.mark_dirty()

    def on_event(self, event: pygame.event.Event) -> None:
        """A key released: the next press at an edge says it again."""
        self.edges.on_event(event)
        super().on_event(event)

    def draw(self, surface: pygame.Surface, layout: Layout) -> None:
        self.placements = Placements()
        draw_page(surface, layout, self.app.fonts, self.app.theme, self.title, self.lines, self.index,
                  self.headings, self.placements)
