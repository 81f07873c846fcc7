"""The end-of-deal summary: each hand's bid, tricks, points and the totals, read line by line;
Enter goes on to the next deal (or to the results after the last one), Escape opens the pause
menu (online the table menu; a spectator goes back to the lobby), and the status keys T B K S L V H D R answer about the deal just scored (T-28), and online W who is at the table. A
spectator hears the title and the headline (who made their bid, the scores), may read the rest
with the arrows, and the next deal follows by itself. The page shows as many lines as fit, the
focused one always among them."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from ...i18n import N_, _, ngettext
from ...input.keys import Intent, KeyTable, unbound_key_label
from ...scenes.card_table import SETTLE_SECONDS
from ...scenes.base import NO_ACTION
from ...scenes.pause import pause_menu
from ...scenes.results import in_first_second, text_only_read_at
from ...scenes.text_view import TextViewScene
from ...speech.queue import DROPPED
from ...table import online_text
from ...ui.menu_view import draw_focus_bar, draw_more, draw_title, hidden_counts, more_height
from ...ui.placement import Placements, blit_text

if TYPE_CHECKING:
    from ...app import App
    from ...ui.layout import Layout

STATUS_KEYS = (("trumps", N_("this deal's trumps and the next deal's"), pygame.K_t),
               ("bids", N_("the bids"), pygame.K_b),
               ("tricks", N_("tricks won by each player"), pygame.K_k),
               ("scores", N_("scores, and when the game ends"), pygame.K_s),
               ("last_trick", N_("the last trick"), pygame.K_l), ("table", N_("the table"), pygame.K_v),
               ("hand", N_("your hand"), pygame.K_h), ("dummy", N_("the dummy's cards"), pygame.K_d),
               ("revealed", N_("a revealed hand"), pygame.K_r))
"""The table's status keys, answered about the deal just scored (T-28)."""


def absent_status_keys(players: int) -> tuple[str, ...]:
    """The status keys F1 leaves out in a game of ``players`` (2, 3 or 4) live players, as
    naming what that game has not: D (the dummy's cards) but with 2 players (T-3), R (a revealed
    hand) with 2 players, who may not reveal (T-22). The keys stay bound and answer ("There is
    no dummy: ...", "No hand is revealed.")."""
    return ("revealed",) if players == 2 else ("dummy",)

WATCHING_PAUSE_MIN = 3.0
"""Seconds a spectator's summary stays once every line was said (and since the last key pressed
on it), at least; more with a slow Computer delay (:data:`WATCHING_PAUSE_FACTOR` times it), as
the counting game's pause between rounds."""
WATCHING_PAUSE_FACTOR = 2.0


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
    (``lets_below_speak``), so the table's deal end ("You bid 3 and made it. ... Scores: ...")
    is heard first. It shows when its own line begins (T-29): while the deal's last trick is
    still being said, the table with that trick is drawn in its place (:mod:`.trick_hold`), then,
    while the deal's end is said, the table as the deal ended (its last trick taken, the new
    scores), until that line begins or a line is read with a key (:meth:`_table_drawn`).
    Enter pops it (an Enter in its first ``SETTLE_SECONDS``, pressed before it was heard, does
    nothing); the table below then deals on (or shows the results). Escape opens the pause
    menu (Escape there resumes the summary). At a table one watches (``table.spectating``)
    the title and the headline are said (:meth:`headline`: who made their bid, the scores; the
    other lines are read with the arrows, never said unasked: the table does not wait for one
    who watches, and the whole summary, some 48 s, put them that far behind the game, found by
    testers by ear), and the summary closes by itself :data:`WATCHING_PAUSE_MIN` seconds after
    the speech ended (each key pressed on it starts that wait again): the next deal follows as
    the counting game's next round does; J closes it at once and skips to the present
    (:meth:`~game.scenes.card_table.CardTable.catch_up`).

    Args:
        app: the app.
        deal: the deal's number.
        lines: the summary lines (:func:`game.tricks.text.summary_lines`).
        last: True when the game is over (Enter then goes to the results).
        table: the table below; its ``summary_answer(key)`` answers the status keys.
    """

    help_title = N_("the deal summary")
    """F1's page: "Keys for the deal summary" (not the capitalised title mid-sentence)."""

    rules_game = "tricks"
    lets_below_speak = True  # the table's last events are said first, then this summary

    def __init__(self, app: App, deal: int, lines: Sequence[str], last: bool = False,
                 table: Any = None) -> None:
        self.last = last
        self.deal = deal
        self.table = table
        self.watching = bool(getattr(table, "spectating", False))
        self._close_token = 0
        self._read = False  # a line was read with a key: the summary is drawn from then on
        self._lines_said: list[Any] = []  # a spectator's lines, each said after the title (enter)
        self.opened_at = app.updates
        self._marked: Sequence[int] = getattr(lines, "headline", (0,))  # (:meth:`headline`)
        self._read_at: int | None = None
        """Text only: the app update until which the summary's opening (its intro and first
        line) is taken as being read (:func:`~game.scenes.results.text_only_read_at`), while Enter
        waits for it; None: speech tells, or another key was pressed since."""
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
        if getattr(self.table, "online", False):  # (the online table's own status key, W: after a person left)
            keys.bind("people", online_text.PEOPLE_KEY, pygame.K_w)
        keys.bind("pause", N_("pause menu"), pygame.K_ESCAPE)
        if self.watching:
            keys.bind("catch_up", online_text.CATCH_UP_KEY, pygame.K_j)
        return keys

    def help_left_out(self) -> tuple[str, ...]:
        """F1 leaves out the status keys the game has not (:func:`absent_status_keys`)."""
        setup = getattr(self.table, "setup", None)
        return absent_status_keys(setup.options.players) if setup is not None else ()

    def on_language_changed(self) -> None:
        """Options > Language under the pause menu: the title and the lines in the new language,
        from the table below (its ``summary_lines()``); without one they stay as given."""
        self.title = _("Deal {deal} summary").format(deal=self.deal)
        lines = getattr(self.table, "summary_lines", None)
        if callable(lines):
            new = lines()
            self._marked = getattr(new, "headline", (0,))
            self.lines = list(new)
            self.index = min(self.index, len(self.lines) - 1)

    def intro(self) -> str:
        """The summary's own line, said as it opens: its title, how many lines, what the keys do;
        after the game's last deal it says first that the game is over ("Deal 6 summary. The game
        is over. 7 lines. Up and Down read them, Enter goes to the results."; T-17: found by a
        tester by ear, the end of the game was first heard after Enter, on the results)."""
        count = len(self.lines)
        if self.watching and self.last:  # (then the headline alone: :meth:`headline`)
            return ngettext("{title}. {count} line. The game is over; Up and Down read it.",
                            "{title}. {count} lines. The game is over; Up and Down read them.",
                            count).format(title=self.title, count=count)
        if self.watching:
            return ngettext("{title}. {count} line. The next deal follows in a moment; Up and Down read it.",
                            "{title}. {count} lines. The next deal follows in a moment; Up and Down read them.",
                            count).format(title=self.title, count=count)
        if self.last:  # (T-17: the game ends with this deal; the results name the winner)
            return ngettext("{title}. The game is over. {count} line. Up and Down read it, Enter goes to "
                            "the results.",
                            "{title}. The game is over. {count} lines. Up and Down read them, Enter goes to "
                            "the results.",
                            count).format(title=self.title, count=count)
        return ngettext("{title}. {count} line. Up and Down read them, Enter goes to the next deal.",
                        "{title}. {count} lines. Up and Down read them, Enter goes to the next deal.",
                        count).format(title=self.title, count=count)

    def enter(self) -> None:
        # (worded again in a language chosen under the pause menu while they wait: Scene.say_worded)
        self.title_said = self.say_worded(self.intro)
        if not self.watching:
            self.line_said = self.say_worded(self._line_words(self.index))  # Up/Down before it was heard read it
            self._read_at = text_only_read_at(self.app, self.intro(), self.lines[self.index])
            return
        self._lines_said = [self.say_worded(self._line_words(index)) for index in self.headline()]
        self._plan_close()

    def headline(self) -> list[int]:
        """The lines said to one who watches after the title, in order: those the summary's lines
        mark as its headline (:class:`~game.tricks.text.deal_end.SummaryLines`: the first, "Deal
        2: 1 of 3 made their bid.", and the scores), else the first alone."""
        return sorted({index for index in self._marked if 0 <= index < len(self.lines)}) or [0]

    def speech_stopped(self) -> None:
        """Ctrl silenced the table's last words (the deal's end) while this page's own line
        still waited behind them, never begun: the page, which shows from now, says itself
        after the silence, its line and the focused line, as any page that opens (found by a
        tester by ear: Ctrl 3 s into the 13-second deal's end, then 27 s of silence, the page
        and its keys never named; T-29). Ctrl during its own lines silences them, as ever. The
        lines dropped are not given back should Ctrl turn out a chord (Ctrl+F1): said here."""
        said = self.title_said
        if said is None or said.begun or said.state != DROPPED or self.watching:
            return
        for dropped in (said, self.line_said):
            if dropped is not None and not dropped.begun:
                dropped.untrue = True  # (said anew here: never listed, never given back)
        self.title_said = self.say_worded(self.intro)
        self.line_said = self.say_worded(self._line_words(self.index))

    def _line_words(self, index: int) -> Callable[[], str]:
        """The summary's line ``index`` as it reads now (in the language in use)."""
        return lambda: self.lines[min(index, len(self.lines) - 1)]

    def exit(self) -> None:
        """Closed: its title and lines not begun yet are void (:meth:`TextViewScene.exit`), a
        spectator's every line too, each said as an event after the title: about a page that is
        gone, they are never said, and leave the history, the on-screen log and the transcript
        (J closed a spectator's summary while its title was said, and its 6 lines, never said,
        were then listed after it, as if said after the next deal began; T-28)."""
        super().exit()
        for said in self._lines_said:
            self.app.announcer.withdraw(said)
        self._lines_said = []

    def resume(self) -> None:
        """Back from the pause menu or help: the summary's line, when it has not begun yet (the
        deal's last trick or its end was still being said), is said where it was, after the
        table's words the pause held, as the table's own intro is (the summary shows as it
        begins); online, while one's turn in the next deal, told on the summary, is on, that
        turn, its seconds left first ("9 seconds left for your turn in deal 2. Press Enter to go
        on.": :meth:`~game.scenes.paused_turn.PausedTurn.paused_turn_line`, T-7, T-29), not the
        page again; else as any page: its intro and the focused line again."""
        if not self._line_begun():
            return
        paused = getattr(self.table, "paused_turn_line", None)
        words = paused() if callable(paused) else ""
        if words:
            self.app.announcer.withdraw(self.title_said)
            self.app.announcer.withdraw(self.line_said)
            self.title_said = self.say(words)
            self.table.paused_turn_resaid(self.title_said, self)
            return
        super().resume()

    def _plan_close(self) -> None:
        """(A spectator's summary) close once everything was said and the pause has passed."""
        self._close_token += 1
        token = self._close_token
        delay = getattr(self.table, "cpu_delay", None)
        pause = max(WATCHING_PAUSE_MIN, WATCHING_PAUSE_FACTOR * float(delay())) if callable(delay) else WATCHING_PAUSE_MIN
        self.schedule(pause, lambda: self._close(token), heard=True)

    def _close(self, token: int) -> None:
        if token == self._close_token and self.app.top is self:
            self.app.pop()

    def first_second(self) -> bool:
        """True in the summary's first second: its own line ("Deal 1 summary. 7 lines. ...")
        began to be said less than :data:`~game.scenes.results.QUICK_KEY_GUARD` seconds ago
        (:func:`~game.scenes.results.in_first_second`). A key then was pressed before the
        summary was heard (meant for the table's last words), and gets the refused cue only
        (Enter, the arrows, Home, End, Escape, a key with no action here; a status key, which
        only asks, answers as ever, and the line it cut early is said again after it):
        the cursor stays on line 1, and the line and line 1 are said on, uncut (found by ear:
        End 0.2 s into the line moved the cursor to the last line, and the line, cut, was said
        again with line 1 after it; Down then said "Bottom. ..."; T-28). Before it began, see
        :meth:`before_own_line`."""
        return in_first_second(self.app, self.title_said)

    def before_own_line(self) -> bool:
        """True while the summary's own line ("Deal 1 summary. 7 lines. ...") has not begun: the
        table's last trick or the deal's end is still being said or waits. A key that reads the
        summary (Up, Down, Home, End) or has no action here then plays the refused cue only and
        cuts nothing: the summary was not heard, and a game move cut early is said again whole
        (found by ear, 3 players, seed 12: Down read "Deal 1: 1 of 3 made their bid." before the
        last trick's winner, and each key after it cut that trick, said 6 times; T-28, T-29).
        Enter answers from the table (:meth:`_go_on`), a status key after the table's words,
        Escape opens the pause menu."""
        return not self._line_begun()

    def on_intent(self, intent: Intent) -> None:
        if intent.name == "catch_up":  # a spectator's J: on to the next deal, and on to now
            self.app.pop()
            session = getattr(self.table, "session", None)
            if session is not None and session.waiting_updates():
                self.table.catch_up()  # else the next deal, just said, is the present
            return
        status = intent.name == "people" or any(intent.name == name for name, _, _ in STATUS_KEYS)
        if self.first_second() and not status:  # (a status key only asks: it answers)
            self.refused_cue()
            return
        if self.before_own_line() and intent.name not in ("continue", "pause") and not status:
            self.refused_cue()  # the summary not begun: its lines are not read over the table's last words
            return
        if intent.name != "continue":
            self._read_at = None  # another key: Enter acts from now on what it last heard
        if self.watching and intent.name != "continue":
            self._plan_close()  # reading a line again: the next deal waits until it was said
        if intent.name == "continue":
            self._go_on()
            return
        if intent.name == "pause":
            self._escape()
            return
        if status:
            if self.table is None:
                self.refuse_again(_("Press Enter to go on."))
                return
            answer = self.table.people_words() if intent.name == "people" else self.table.summary_answer(intent.name)
            if self._table_drawn():  # after the table's last words, when the summary is drawn (T-28)
                self.table.answer_status(answer, intent.name)
                # ...right after them, before this page's own line, which opens it (found by ear:
                # S and K during the deal's end were answered after the page's line and first line)
                self.app.announcer.queue.move_before(self.table.status_answer(intent.name), self.title_said)
            else:
                self.say(answer, interrupt=True)
            return
        if intent.name in ("previous", "next", "first", "last"):
            self._read = True
            self.mark_dirty()
        super().on_intent(intent)

    def on_unbound_key(self, event: pygame.event.Event) -> None:
        """A key with no action here: "No action for Space. F1 lists the keys.", as on every
        screen, but once, as the counting game's pause between rounds (C-21): pressed again
        while that is the line said last, only the refused cue (:meth:`refuse_again`); in the
        summary's first second (:meth:`first_second`) or before it began (:meth:`before_own_line`),
        only the cue."""
        label = unbound_key_label(event)
        if label and (self.first_second() or self.before_own_line()):
            self.refused_cue()
        elif label:
            self.refuse_again(_(NO_ACTION).format(key=label))

    def _table_drawn(self) -> bool:
        """True while the table below is drawn in place of the summary, as the ear has it (T-13,
        T-29): its last trick's words are still being said or wait to be (:mod:`.trick_hold`),
        or the deal's end ("You bid 3 and made it. ... Scores: ...") is, the summary's own
        line ("Deal 1 summary. 8 lines. ...") not begun yet: the table then shows the deal as
        it ended (:attr:`~.trick_hold.HoldsTrick.deal_end`); and no line of the summary was
        read with a key yet. The summary shows once its line begins (text only: at once). The
        status keys' answers then follow those words, as at the table
        (:meth:`~game.scenes.card_table.CardTable.answer_status`): "The deal is over: no cards
        on the table." is never said over the trick."""
        if self._read:
            return False
        holds = getattr(self.table, "holds_trick", None)
        if callable(holds) and holds():
            return True
        return getattr(self.table, "deal_end", None) is not None and not self._line_begun()

    def _line_begun(self) -> bool:
        """True once the summary's own line (:meth:`intro`, said after the table's last lines)
        began to be said, or will never be (dropped, cut by Ctrl; text only says it at once)."""
        said = self.title_said
        return said is None or said.shown

    def _go_on(self) -> None:
        """Enter: the next deal (or the results). Pressed in the summary's first
        ``SETTLE_SECONDS`` (for the last trick), nothing, but never silently: the refused cue,
        as for a second quick key when a new deal begins
        (:meth:`~game.scenes.card_table.CardTable.refuse_held`; found by ear, text only: End,
        then Enter 0.6 s later, did nothing and the player heard nothing). While the last trick or the deal's end
        is still being said, the table answers and nothing is dealt
        (:meth:`~game.scenes.card_table.CardTable.wait_for_speech`); Enter late in the deal's
        end (its last second, or after most of it) was pressed before this summary was heard
        too, and never goes on past it: the refused cue alone, at once (where cues are not
        heard, this summary's line, waiting, says what Enter does), the deal's end and the
        summary's line said on, uncut (found by a tester by ear: two Enters 9 s into the 17-second deal's
        end were kept and went on to "Deal 3. ..." once it ended, "Deal 2 summary" never said or
        logged; was: kept and going on, as the counting table's Enter at a round's end, whose
        line says "Enter: next round."; T-28, T-29). Text only, where every line is "said" at once, Enter also does
        nothing (the refused cue) until the summary's opening could be read
        (:func:`~game.scenes.results.text_only_read_at`, as the results' opening: Return pressed
        every 1.4 s went on to the next deal before the summary was read); another key (Up, Down, a status key) lifts that wait."""
        if self.app.updates - self.opened_at < round(SETTLE_SECONDS * 60):
            self.refused_cue()  # pressed for the last trick, before the summary was heard: never skips it
            return
        if self._read_at is not None and self.app.updates < self._read_at:
            self.refused_cue()  # text only: the summary is still being read
            return
        wait = getattr(self.table, "wait_for_speech", None)
        if callable(wait) and wait(end=True, refuse_late=self.refused_cue):
            return  # the last trick or the deal's end is still being said: it answers, nothing is dealt
        self.app.pop()

    @property
    def words_held(self) -> bool:
        """True while the table below keeps a key until what it acts on was heard (an Enter on
        this summary is never kept so: :meth:`_go_on`): this summary's words are not begun until
        it acted (the app's ``scene_speaks``)."""
        return bool(getattr(self.table, "key_kept", False))

    def update(self, dt: float) -> None:
        """Run the table's kept key, if any (:meth:`words_held`);
        let the table's last trick leave the screen once its words were heard."""
        super().update(dt)
        kept = getattr(self.table, "act_kept_key", None)
        if callable(kept):
            kept()
        follow = getattr(self.table, "follow_covered", None)
        if callable(follow):
            follow(dt)  # the last card slides in; the last trick heard, the summary is drawn

    def _escape(self) -> None:
        """Escape does what it does at the table below: on this machine the "Paused" menu; at an
        online table, where the game goes on, the table menu ("Table menu. The game goes on."),
        whose Leave the game goes back to the lobby; a spectator goes straight back to the lobby
        (the summary leaves quietly first: the lobby comes in place of the table)."""
        table = self.table
        if table is None or not getattr(table, "online", False):
            self.app.push(pause_menu(self.app, "tricks"))
            return
        if getattr(table, "spectating", False):
            app = self.app
            while app.scenes and app.scenes[-1] is not table:
                gone = app.scenes.pop()
                gone.exit()
                app.announcer.scene_left(gone)
            app.mark_dirty()
            table.leave_watching()
            return
        self.app.push(pause_menu(self.app, "tricks", online=True))

    def draw(self, surface: pygame.Surface, layout: Layout) -> None:
        """The title, then the lines wrapped to the width from :func:`first_shown`, each whole or
        not at all (a line that would not fit below the last one shown is left out, never cut in
        half; only a first line taller than the page is cut); the focused line on the focus bar.
        While the deal's last trick or its end is still being said, the table instead, as the
        ear has it (:meth:`_table_drawn`, T-13, T-29). When some lines are out of view, a line at the
        bottom says how many above and below ("▲ 2 more items above", :func:`draw_more`); each
        drawn text is recorded in ``placements`` ("page line", "more above", "more below")."""
        if self._table_drawn():
            self.table.draw(surface, layout)
            return
        fonts, theme = self.app.fonts, self.app.theme
        self.placements = Placements()
        y = draw_title(surface, layout, fonts, theme, self.title)
        size = layout.text_px(24)
        margin = layout.px(48)
        width = layout.content.width - 2 * margin
        line_height = fonts.font(size).get_linesize()
        gap = layout.px(6)
        wrapped = [fonts.wrap(line, size, width) for line in self.lines]
        heights = [len(parts) * line_height + gap for parts in wrapped]
        bottom = layout.content.bottom
        if sum(heights) > bottom - y:  # not all in view: the "more items" line takes its room
            bottom -= more_height(layout, fonts)
        start = first_shown(heights, bottom - y, self.index)
        shown = []
        for index in range(start, len(self.lines)):
            if index > start and y + len(wrapped[index]) * line_height > bottom:
                break  # whole lines only: the rest is read with Down
            color = theme.focus_text if index == self.index else theme.text
            if index == self.index:
                rows = max(1, min(len(wrapped[index]), (bottom - y) // line_height))
                draw_focus_bar(surface, layout, theme, y, rows * line_height, bottom)
            shown.append(index)
            for part in wrapped[index]:
                if y + line_height > bottom:
                    break
                blit_text(surface, fonts.render(part, size, color), self.placements, "page line", part,
                          topleft=(margin, y))
                y += line_height
            y += gap
        above, below = hidden_counts(len(self.lines), shown, self.index)
        if above or below:
            draw_more(surface, layout, fonts, theme, above, below, bottom - layout.px(2), self.placements)
