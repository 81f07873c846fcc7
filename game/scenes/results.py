"""The end of a game: "Game over", the result lines, then "Play again" or "Main menu".

Each game subclasses :class:`GameResults` with its own lines and :meth:`GameResults.new_table`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from ..i18n import N_, _, ngettext
from ..speech.backends import SilentSpeech
from ..speech.queue import QUEUED, SECONDS_PER_CHAR, START_SECONDS
from ..ui.menu_view import draw_menu
from ..ui.placement import Placements
from ..input.keys import KeyTable, unbound_key_label
from .menu import MenuItem, MenuScene
from .table_chat import bind_chat, open_chat_line, send_table_chat

QUICK_KEY_GUARD = 1.0
"""Seconds after the results open, and after their opening began to be heard
(:func:`in_first_second`), during which no key of theirs acts, only the refused cue: Enter
chooses nothing (the quick second press of the key that showed them), Escape leaves nothing
(pressed for the table's pause menu as the game ended, it would leave the results unheard), and
Down moves nothing (found by ear: Down 0.5 s after the Enter that showed them moved the focus
0.62 s into "Game over. You win with 125 points, ...", and the winner was never heard). The trick
game's deal summary keeps the same first second."""

if TYPE_CHECKING:
    from ..app import App
    from ..ui.layout import Layout
    from .base import Scene


def reading_updates(text: str) -> int:
    """App updates (60 a second) ``text`` takes to read in text only: as long as speech would
    take to say it (:data:`game.speech.queue.START_SECONDS` plus
    :data:`game.speech.queue.SECONDS_PER_CHAR` a character; a 220-character results opening, 14.5 s)."""
    return round((START_SECONDS + len(text) * SECONDS_PER_CHAR) * 60)


def text_only_read_at(app: Any, *texts: str) -> int | None:
    """Text only (speech is :class:`~game.speech.backends.SilentSpeech`, which "says" each line at
    once): the app update until which ``texts``, just shown, are taken as being read, each as
    long as speech would take to say it (:func:`reading_updates`); None where speech tells when
    a line was heard. A page's Enter waits until then (the results' opening, the trick game's
    deal summary): a key pressed before what it acts on was read never acts."""
    if not isinstance(app.announcer.backend, SilentSpeech):
        return None
    return app.updates + sum(reading_updates(text) for text in texts)


def in_first_second(app: Any, said: Any) -> bool:
    """True while ``said`` (a page's opening, a message :meth:`~game.scenes.base.Scene.say`
    returned, or None) began to be said less than :data:`QUICK_KEY_GUARD` seconds ago, on the
    speech's clock: a key then was pressed before the page was heard (meant for the screen
    before it), and gets the refused cue only. Counted from when its speech began, not from when
    the page opened or queued it (it may wait behind a line still being said). False before it
    began (what is being said first answers keys as ever) and for None."""
    if said is None or not said.begun or said.started is None:
        return False
    return app.announcer.queue.now - said.started < QUICK_KEY_GUARD - 1e-9


def hints_used_text(count: int) -> str:
    """The results line counting the hints the human asked for: "Hints used: 2."."""
    return ngettext("Hints used: {count}.", "Hints used: {count}.", count).format(count=count)


class GameResults(MenuScene):
    """"Game over. <lines> Up reads the results line by line. Play again, 3 of 4": the result
    lines are menu items too, read one by one with Up and Down (none cut off at any text size),
    above the two that act; the focus starts on "Play again" and the headline stays at the top.

    Args:
        app: the app.
        setup: the finished table's setup (kept for "Play again").
        lines: the result lines, each a spoken sentence ("Bob wins the game.").
        game: "counting" or "tricks", for Ctrl+F1.
        pinned: how many of the first lines stay at the top of the screen whichever item has
            the focus (the headline, "Anna wins the game", by default; the counting game's keep
            its finishing order's first place too, C-18, C-20).
        own: the index of the line saying the player's own place ("3rd: you, out in round 4"),
            kept on screen too whichever item has the focus (:func:`~game.ui.menu_view.shown_rows`'s
            ``keep``); None: none (a spectator).
    """

    help_title = N_("the results screen")
    """F1's page: "Keys for the results screen" (not the capitalised title mid-sentence)."""

    def __init__(self, app: App, setup: Any, lines: Sequence[str], game: str, pinned: int = 1,
                 own: int | None = None) -> None:
        self.setup = setup
        self.lines = list(lines)
        self.pinned = max(1, min(pinned, len(self.lines)))
        self.own = own if own is not None and 0 <= own < len(self.lines) else None
        items = [MenuItem(_("Play again"), self._again), MenuItem(_("Main menu"), self._menu)]
        super().__init__(app, _("Game over"), items, on_back=self._menu, rules_game=game)
        self.set_items([MenuItem(line.rstrip(".")) for line in self.lines] + self.items, index=len(self.lines))
        self.ready_at = app.updates + round(QUICK_KEY_GUARD * 60)
        """The app update from which Enter chooses (as a table's :meth:`hold_actions`): a
        second Enter pressed with the one that opened the results chooses nothing unheard."""
        self._opening: Any = None
        """The message that opened the results (:meth:`intro`, which ends with the focused
        item), while Enter waits for it to be heard (:meth:`on_intent`)."""
        self._read_at: int | None = None
        """Text only: the app update from which the opening is taken as read (its estimated
        length, :func:`reading_updates`), while Enter waits for it; None: speech tells."""

    def announce_self(self) -> None:
        """Say :meth:`intro` now, interrupting, and keep the message: Enter waits for it, and no
        key acts in its first second (:meth:`_too_early`). A key that cuts it before most of it
        was heard without being one of the results' own (the history: Page Up, F2) has it said
        again once, whole, right after its answer, as a page's opening words
        (:attr:`~game.speech.queue.Utterance.opening`)."""
        text = self.intro()
        if text:
            self._opening = self.say(text, interrupt=True)
            self._first = self._opening
            if self._opening is not None:
                self._opening.opening = True
            read_at = text_only_read_at(self.app, text)
            if read_at is not None:
                self._read_at = read_at

    def on_intent(self, intent: Any) -> None:
        """As a menu; no key does anything for the first :data:`QUICK_KEY_GUARD` seconds (of the
        scene, and of its opening's speech: :meth:`_too_early`) but play the refused cue (as a
        table's keys held after a new deal: the player knows the key was not taken; where cues
        are not heard, a reminder in words follows the opening:
        :meth:`~game.scenes.base.Scene.refused_cue`). A key that acts after that settles the
        opening: cut early by it, it is not said again (the player reads on).
        Enter also does nothing (the refused cue) while the results' opening line, which ends
        with the focused item ("... Play again, 6 of 7"), is still being said or waiting, unless
        another key has been answered since (a key pressed before the choice it acts on was
        heard never acts: a second Enter 2 s into a 15 s line started a new game). Text only,
        where every line is "said" at once, the opening waits as long as speech would take to
        say it (:func:`reading_updates`; found by a tester pressing Return every 1.4 s: the
        Return after the results started a new game). Another key (Up, Down, Ctrl to stop
        speech) answers at once; Enter then acts."""
        if self._too_early():
            self.refused_cue()  # nothing, but never silently (as a table's held keys)
            return
        if intent.name == "jump" and self.jump_target(intent.char) is None:
            # a letter no item starts with (a table's status key, S or T, pressed as the table
            # gave way to the results): it moves nothing, so the opening it cut early is said again
            # whole after "No item starts with S.", as after Page Up (found by a tester by ear:
            # S as the results opened, and "Game over. You win the game!" was never heard)
            self._jump(intent.char)
            return
        self.app.announcer.settle(self._first)  # the player reads on: the opening is not said again
        if intent.name == "select" and self.refused_until_heard(self._opening):
            return
        if intent.name == "select" and self._read_at is not None and self.app.updates < self._read_at:
            self.refused_cue()
            return
        self._opening = None  # any other key: its answer says the focused item from now
        self._read_at = None
        if intent.name == "chat" and self.link is not None:
            self._open_chat()
            return
        super().on_intent(intent)

    _first: Any = None
    """The results' opening message (:meth:`announce_self`), kept for :meth:`_too_early`."""

    def _too_early(self) -> bool:
        """True in the results' first second (:data:`QUICK_KEY_GUARD`): since they opened, or
        since their opening began to be said (:func:`in_first_second`)."""
        return self.app.updates < self.ready_at or in_first_second(self.app, self._first)

    def on_event(self, event: pygame.event.Event) -> None:
        """As a menu (Space or a digit says how menus work); in the first second
        (:meth:`_too_early`) a key with no action here gets the refused cue only."""
        if event.type == pygame.KEYDOWN and self._too_early() and unbound_key_label(event):
            self.edges.on_event(event)
            self.refused_cue()
            return
        super().on_event(event)

    def new_table(self) -> Scene:
        """A new table with :attr:`setup` and a fresh seed (for "Play again"); subclasses give it."""
        raise NotImplementedError

    link: Any = None
    """The connection of an online game (:meth:`online`), else None."""
    seat: int | None = None
    """This person's seat at the finished online table (:meth:`online`; None: unknown, or watching)."""
    _news: list[dict[str, Any]] = []  # (the table's news for the results to say first: :meth:`online`)

    def online(self, link: Any, seat: int | None = None, news: list[dict[str, Any]] | None = None) -> None:
        """The finished game was played online on ``link`` (a :class:`game.net.link.Link`), at
        ``seat``: "Play again" becomes "Back to the lobby" (the same server, the same connection),
        never a local game; "Main menu" closes the connection. The table's chat and news are
        said here meanwhile (:meth:`update`), first ``news``, the frames that came once the
        game's end was received, while the table still said it
        (:meth:`game.table.remote.RemoteSession.news_after_over`), and M opens the table's chat
        line, as at the table (:meth:`build_keys`)."""
        self.link = link
        self.seat = seat
        self._news = list(news or [])
        for index, item in enumerate(self.items):
            if isinstance(item, MenuItem) and item.action == self._again:
                self.items[index] = MenuItem(_("Back to the lobby"), self._lobby)
        self.keys = self.build_keys()

    def build_keys(self) -> KeyTable:
        """The menu's keys; online, M first: the table's chat line, as at the table (it comes
        before the letters that jump to an item: M no longer jumps to "Main menu", which Escape
        chooses)."""
        keys = KeyTable()
        if self.link is not None:
            bind_chat(keys)
        return keys.extend(super().build_keys())

    def _open_chat(self) -> None:
        """M, online: the table's chat line (:func:`~game.scenes.table_chat.open_chat_line`);
        back from it nothing is said again (the line sent comes back as a message)."""
        self._quiet_resume = True
        open_chat_line(self.app, lambda line: self.link is not None and send_table_chat(self.link, line))

    def _lobby(self) -> None:
        """Back to the lobby of the server the game was played on: leave the finished table."""
        from .lobby import Lobby
        link, self.link = self.link, None
        link.take()  # what the finished table said meanwhile is not the lobby's
        link.send("leave")
        self.app.replace(Lobby(self.app, link.url, link.name, link=link))

    def update(self, dt: float) -> None:
        """Online, the finished table's news while the results are open, said as notices (they
        never cut the results) and so shown in the log strip and kept in the history, worded as
        at the table: its chat ("Ben says: well played", one's own "You say: ..."), and what
        people do ("Ben left the table.", "Cleo lost the connection.",
        :func:`~game.table.online_text.finished_notice_text`; was: only a person leaving was
        said, chat and every other notice dropped). The rest the table sends (its state) is not the
        results' (the lobby asks for its own)."""
        super().update(dt)
        if self.link is None:
            return
        from ..speech.queue import NOTICE
        from ..table.online_text import chat_refused_text, chat_text, finished_notice_text, own_name
        news, self._news = self._news + self.link.take(), []
        for frame in news:
            said = None
            if frame.get("type") == "notice":
                said = finished_notice_text(frame, self.seat)
            elif frame.get("type") == "chat" and frame.get("scope") == "table":
                said = chat_text(frame, own_name(self.link))
            elif frame.get("type") == "refused" and frame.get("of") == "chat":
                said = chat_refused_text(frame)  # ("Message not sent: too many messages at once. ...")
            if said:
                self.say(said, kind=NOTICE)

    def exit(self) -> None:
        """Leaving the results otherwise (Main menu, the window closed) ends an online game's
        connection."""
        if self.link is not None:
            self.link.close()
            self.link = None

    def intro(self) -> str:
        """"Game over. Bob wins the game. ... Up reads the results line by line. Play again, 8 of 9"."""
        return _("Game over. {lines} Up reads the results line by line. {item}").format(
            lines=" ".join(self.lines), item=self.item_text())

    _quiet_resume = False
    """Back from the chat line: nothing is said again (:meth:`resume`)."""

    def resume(self) -> None:
        """Back from F1 help, the rules or the options: the screen's name and the focused line
        ("Game over. Play again, 8 of 9"; "Game over. Bob wins the game, 1 of 9"), not the whole
        results again (Up and Down read them); back from the chat line, nothing (the entry said
        "Cancelled.", or the line sent comes back: "You say: well played"); back before the
        opening was heard (F1 cut it in its first words: put back to be said again), the opening,
        whole, once (found in a note: the winner was never heard)."""
        if self._quiet_resume:
            self._quiet_resume = False
            return
        first = self._first
        if first is not None and first.state == QUEUED and first.restarted:
            return  # F1 cut the opening in its first words: it waits to be said again, whole (the winner)
        self.say(MenuScene.intro(self), interrupt=True)

    def _again(self) -> None:
        self.app.replace(self.new_table())

    def _menu(self) -> None:
        self.app.pop_to(self.app.scenes[0])

    def draw(self, surface: pygame.Surface, layout: Layout) -> None:
        """"Game over", then the lines and the two items; the headline ("Anna wins the game",
        the first :attr:`pinned` lines) stays at the top while the focus is lower, and the
        player's own line (:attr:`own`) stays in view, at any text and window size."""
        self.placements = Placements()
        draw_menu(surface, layout, self.app.fonts, self.app.theme, self.title,
                  [item.spoken() for item in self.items], self.index, placed=self.placements, pinned=self.pinned,
                  keep=self.own)
