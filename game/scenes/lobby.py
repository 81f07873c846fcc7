"""The online lobby (issue 19): the server's table list read out, joining, creating a counting
table; the table itself is then :class:`~game.scenes.online.OnlineStart` on the same link.

Up/Down move through the tables (stopping at the ends: "Top. ..." / "Bottom. ...", as menus do),
each said as one sentence ("Table 2, counting game, 9 tokens:
Ana and a computer player; 1 free seat, waiting to start, 1 of 3."; started: "Ana, Bob (computer) and
Ben; playing."); Enter joins a free seat of the
focused table; W watches the focused table (started or not: only what is public); N creates a
table of either game with its options (:mod:`game.scenes.new_online_table`); L reads the whole list;
C writes a chat line to the lobby (messages are said as "Ben says: hello", one's own as "You say: hello",
and kept in the history);
Space says where one is; Escape leaves the server for the main menu. While the connection is
down the lobby says so instead of its list, which is out of date ("Not connected: the table list
is out of date. Connection to the server lost. Trying to reconnect."); back from a table or a
game on the same connection it says "Back in the lobby." and then where one is, once. When the server says the
list changed, the lobby says so briefly ("Tables changed: 3 tables."), never the whole list.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ..i18n import N_, _, join_words, ngettext, npgettext
from ..input.edges import EdgeOnce
from ..input.keys import Intent, KeyTable
from ..net import tokens
from ..net.lobby_list import LobbyList
from ..net.protocol import CHAT_MAX
from ..speech.queue import PROMPT
from ..table.online_reasons import hello_refused_text
from ..table.online_text import (BACK, chat_text, connecting_text, lost_text, own_chat, own_name, refused_text,
                                 server_line, unreachable_text)
from ..ui.menu_view import draw_menu
from ..ui.words import seconds_text
from .base import Scene
from .registry import game_title

if TYPE_CHECKING:
    from ..ui.layout import Layout
    from .host import Host


COUNT_GAP = 5.0
"""Seconds between two "Tables changed" sentences (a busy server's lobby changes all the time)."""

STALE = N_("Not connected: the table list is out of date. {status}")
"""What the lobby says instead of its list while the connection is down (``status``: the loss)."""

NO_TABLES_LEFT = N_("Tables changed: no tables left. N creates one.")
"""Said instead of "Tables changed: 0 tables." when the last table went."""

GAME_NAMES = {"counting": N_("counting game"), "tricks": N_("trick game")}
"""How a table's game is named inside the lobby's sentences (message ids)."""


def lobby_refusal(frame: dict[str, Any]) -> str:
    """What a ``refused`` frame in the lobby or at a table not started says (a whole sentence
    for every reason id, :mod:`game.table.online_reasons`)."""
    return refused_text(frame)


def options_text(game: str, options: dict[str, Any], turn_timer: Any = None) -> str:
    """The options the lobby names: "9 tokens" (counting), "target 200", "classic, a Parlett
    match", "Oxford Whist" (tricks, T-17, T-26, T-27); then the turn timer when there is one
    ("9 tokens, 60 seconds a turn")."""
    said = ""
    if game == "counting":
        count = int(options.get("tokens", 9))
        said = ngettext("{count} token", "{count} tokens", count).format(count=count)
    elif game == "tricks":
        from ..tricks.scenes.new_game import SCORING_CHOICES, VARIANT_CHOICES
        variant, scoring = options.get("variant", "standard"), options.get("scoring", "target")
        if variant == "oxford":
            said = _("Oxford Whist")
        else:
            said = _("target {target}").format(target=options.get("target", 200)) if scoring == "target" else \
                next((_(label) for (kind, _target), label in SCORING_CHOICES if kind == scoring), str(scoring))
            if variant != "standard":
                said = _("{variant}, {scoring}").format(
                    variant=next((_(label) for value, label in VARIANT_CHOICES if value == variant), str(variant)),
                    scoring=said)
    if isinstance(turn_timer, (int, float)) and said:
        return _("{options}, {seconds} a turn").format(options=said, seconds=seconds_text(turn_timer))
    return said


def seated_text(seats: list[dict[str, Any]], me: str | None = None) -> str:
    """Who sits at a table, as the lobby says it, joined in the player's language: people by
    name and computer players by the names the server gave them at the start, as everyone at
    the table says them, in seat order ("Bob (computer), Max (computer) and Ben"; found by ear:
    "computer player, computer player, Ben" named nobody the table names); computer players not
    named yet (before the start: a person who joins may sound like a name) counted last ("Ana
    and a computer player", "Ana, Ben and 2 computer players"); the person named ``me`` (one's own
    name: a server gives each name to one person) as "you" (found by ear: "Ben, Bob (computer)
    and Ana" said to Ana of a table she played at); "" when nobody sits."""
    from ..player_names import DEFAULT_NAMES, computer_name
    named, unnamed = [], 0
    for seat in seats:
        voice = seat.get("voice")
        if seat.get("kind") == "person":
            name = str(seat.get("name"))
            own = me is not None and name.casefold() == me.strip().casefold()
            named.append(_("you") if own else name)
        elif seat.get("kind") != "computer":
            continue
        elif isinstance(voice, int) and not isinstance(voice, bool) and 0 <= voice < len(DEFAULT_NAMES):
            named.append(_("{name} (computer)").format(name=computer_name(voice)))
        else:
            unnamed += 1
    if unnamed == 1:
        named.append(_("a computer player"))
    elif unnamed:  # (2 at least: the singular form is for languages whose 21 takes it)
        named.append(npgettext("seated at a table", "{count} computer player", "{count} computer players",
                               unnamed).format(count=unnamed))
    return join_words(named)


def table_text(table: dict[str, Any], me: str | None = None) -> str:
    """One table as one sentence: game, options, who sits (:func:`seated_text`; ``me``, one's
    own name, said as "you"), free seats, started or not."""
    fields = {"id": table.get("id"), "game": _(GAME_NAMES[str(table.get("game"))]) if table.get("game") in GAME_NAMES
              else game_title(str(table.get("game"))),
              "options": options_text(str(table.get("game")), table.get("options") or {}, table.get("turn_timer")),
              "people": seated_text(table.get("seats", []), me) or _("nobody")}
    free = len(table.get("free") or [])
    if table.get("finished"):
        return _("Table {id}, {game}, {options}: {people}; finished.").format(**fields)
    if table.get("started"):
        return _("Table {id}, {game}, {options}: {people}; playing.").format(**fields)
    if free:
        return ngettext("Table {id}, {game}, {options}: {people}; {count} free seat, waiting to start.",
                        "Table {id}, {game}, {options}: {people}; {count} free seats, waiting to start.",
                        free).format(count=free, **fields)
    return _("Table {id}, {game}, {options}: {people}; full, waiting to start.").format(**fields)


class Lobby(Scene):
    """The lobby of the server at ``url``, as ``name``.

    Args:
        app: the app.
        url: ``ws://host:port`` or ``wss://...``.
        name: the person's name (2..24 characters).
        link_factory: builds the link (default :class:`game.net.link.Link`); tests may shorten it.
        link: the link of a table just left (Escape at a table not started): no new connection.
    """

    help_title = N_("the lobby")
    """F1's page: "Keys for the lobby" (not the capitalised title mid-sentence)."""

    show_log = True

    def __init__(self, app: Host, url: str, name: str, link_factory: Any = None, link: Any = None) -> None:
        self.url, self.name = url, name
        self.tables: list[dict[str, Any]] = []
        self.lobby_list = LobbyList()
        self.index = 0
        self.status = ""
        self.listed = False
        self.pending: str | None = None
        """"join" or "create" while the server has not answered."""
        self.handed = False
        self.back = link is not None
        """Back from a table on the same connection: a ``table`` frame nobody asked for is a
        late one of the table just left (sent before the server had the leave), never ours."""
        self.quiet_resume = False
        """True when the screen above said what happens next (Create): coming back says nothing."""
        self.said_ids: frozenset = frozenset()
        """The tables there were when the lobby last said how many."""
        self.count_quiet = False
        """True for :data:`COUNT_GAP` seconds after the count was said."""
        self.lost = False
        """True from a lost connection until the next whole list: the list kept is out of date."""
        self.edges = EdgeOnce()
        self.return_notices: list[dict[str, Any]] = []
        """One's own ``returned`` notice, which the server sends before the table frame of a
        table it seats one back at (a window opened again after a drop): handed to the table
        screen with that frame, so it says "A computer player played for you while you were
        away. Your seat is yours again." when one did."""
        super().__init__(app)
        if link is not None:  # back from a table: the same connection
            self.link = link
            # not connected (a waiting room left while the connection was down): no lobby to be back in
            connected = getattr(link, "connected", True)
            self.status = _("Back in the lobby.") if connected else lost_text({})
            return
        from ..net.link import Link
        factory = link_factory or Link
        self.link = factory(url, name, tokens.load(url, name))

    @property
    def title(self) -> str:  # type: ignore[override]
        """"Lobby" in the player's language."""
        return _("Lobby")

    def build_keys(self) -> KeyTable:
        keys = KeyTable()
        keys.bind("previous", N_("previous table"), pygame.K_UP)
        keys.bind("next", N_("next table"), pygame.K_DOWN)
        keys.bind("first", N_("first table"), pygame.K_HOME)
        keys.bind("last", N_("last table"), pygame.K_END)
        keys.bind("join", N_("join a free seat of this table"), pygame.K_RETURN, pygame.K_KP_ENTER)
        keys.bind("watch", N_("watch this table, started or not: you hear every move and no one's cards"),
                  pygame.K_w)
        keys.bind("create", N_("create a table"), pygame.K_n)
        keys.bind("list", N_("read every table"), pygame.K_l)
        keys.bind("chat", N_("write a chat line to everyone in the lobby"), pygame.K_c)
        keys.bind("status", N_("say where you are"), pygame.K_SPACE)
        keys.bind("leave", N_("leave the server and go back to the main menu"), pygame.K_ESCAPE)
        return keys

    # ----------------------------------------------------------------- speech
    def where(self) -> str:
        """"Table 1, ..., 1 of 2." or "No tables. N creates one."."""
        if not self.tables:
            return _("No tables. N creates one.")
        self.index = max(0, min(self.index, len(self.tables) - 1))
        return _("{table} {number} of {count}.").format(table=table_text(self.tables[self.index], self.name),
                                                         number=self.index + 1, count=len(self.tables))

    def intro(self) -> str:
        if self.lost:
            return _(STALE).format(status=self.status)
        if not self.listed:
            return self.status or connecting_text(self.url, self.name)
        return _("Lobby. {where}").format(where=self.where())

    def resume(self) -> None:
        """Back from a screen above. From Create, nothing (that screen said what happens next);
        from the chat line, nothing either (the line sent comes back as a message: the lobby's
        status after each line was noise in the history, and raced the message).
        Back from help, the frames that came under it are taken first (their lines, "Tables
        changed: 2 tables.", follow those held); then the lines help held ("Lobby. No tables.
        N creates one.", said while "Connecting ..." was) are said, in order, and where one
        is (:meth:`intro`) follows them only when none of them says it, never before them (found
        by ear: the status first, then the held line repeating it), as at a table not started
        (:meth:`game.scenes.online.OnlineStart.resume`); else where one is, at once."""
        if self.quiet_resume:
            self.quiet_resume = False
            return
        announcer = self.app.announcer
        self.update(0.0)
        if self.app.top is not self:
            return  # (a table answered under help: its screen takes over)
        held = announcer.unheard_events(self) + announcer.unheard_prompts(self)
        if held:
            status = self.intro()
            if not any(item.kind == PROMPT or item.text in (status, self.status) for item in held):
                self.say(status, kind=PROMPT)
            return
        super().resume()

    def tell(self, text: str) -> None:
        self.status = text
        self.say(text)
        self.mark_dirty()

    READS_LIST = frozenset({"previous", "next", "first", "last", "list", "join", "watch", "status"})
    """The keys that read or act on the table list: the frames that came since the last update
    are taken first (:meth:`on_intent`)."""

    def on_intent(self, intent: Intent) -> None:
        """A key. One that reads the list first takes the frames received since the last update
        (keys are handled before the frame's update): a table just gone is never read out, and
        then "Tables changed: 0 tables." said after it (found by ear); a table frame among them
        hands over to the table screen, and the key is not taken."""
        name = intent.name
        if name in self.READS_LIST:
            self.update(0.0)
            if self.app.top is not self:
                return
        if name == "leave":
            self.leave()
        elif name == "status":
            self.say(self.intro(), interrupt=True)
        elif self.lost:
            self.refuse(self.intro())
        elif not self.listed:
            self.refuse(_("Not in the lobby yet. {status}").format(status=self.status))
        elif name in ("previous", "next", "first", "last"):
            self.move(name)
        elif name == "list":
            lines = [table_text(table, self.name) for table in self.tables] or [_("No tables. N creates one.")]
            self.say(" ".join(lines), interrupt=True)
        elif name == "join":
            self.join()
        elif name == "watch":
            self.watch()
        elif name == "create":
            from .new_online_table import NewOnlineTable
            self.app.push(NewOnlineTable(self.app, self))
        elif name == "chat":
            from .text_entry import TextEntry
            self.quiet_resume = True  # back from the chat line nothing is said: the line comes back as a message
            self.app.push(TextEntry(self.app, _("Chat message"), "", self.chat, limit=CHAT_MAX))

    def move(self, name: str) -> None:
        """Up, Down, Home, End through the tables. The arrows stop at the ends, as every list
        does (:class:`~game.scenes.menu.MenuScene`): "Top. Table 1, ... 1 of 3.", said once
        while the key is held."""
        if not self.tables:
            self.refuse(_("No tables. N creates one."))
            return
        count = len(self.tables)
        if name in ("previous", "next"):
            target = self.index + (-1 if name == "previous" else 1)
            if not 0 <= target < count:
                if self.edges.first(name):
                    self.say((_("Top. {line}") if target < 0 else _("Bottom. {line}")).format(line=self.where()),
                             interrupt=True, cue="refused")
                return
            self.index = target
        else:
            self.index = 0 if name == "first" else count - 1
        self.edges.clear()
        self.say(self.where(), interrupt=True)
        self.mark_dirty()

    def on_event(self, event: pygame.event.Event) -> None:
        """A key released ends a held edge (:class:`~game.input.edges.EdgeOnce`)."""
        self.edges.on_event(event)

    def chat(self, text: str) -> str | None:
        """Send ``text`` to the lobby's chat (the server echoes it back, said as everyone's);
        refuses an empty line."""
        if not text.strip():
            return _("Nothing to send: type a message, or Escape.")
        self.link.send("chat", scope="lobby", text=text)
        return None

    def join(self) -> None:
        """Enter: sit at a free seat of the focused table (before its start)."""
        if not self.tables:
            self.refuse(_("No tables. N creates one."))
            return
        table = self.tables[self.index]
        if table.get("started") or not table.get("free"):
            self.refuse(_("Table {id} has no free seat. W watches it.").format(id=table.get("id")))
            return
        self.pending = "join"
        self.link.send("join", table=table["id"])
        self.status = _("Joining table {id}.").format(id=table["id"])
        self.say(self.status, interrupt=True)

    def watch(self) -> None:
        """W: watch the focused table (started or not) as a spectator."""
        if not self.tables:
            self.refuse(_("No tables. N creates one."))
            return
        table = self.tables[self.index]
        if table.get("finished"):
            self.refuse(_("Table {id} has finished.").format(id=table.get("id")))
            return
        self.pending = "watch"
        self.link.send("watch", table=table["id"])
        self.status = _("Watching table {id}.").format(id=table["id"])
        self.say(self.status, interrupt=True)

    def create(self, game: str, options: dict[str, Any], computers: int, level: str = "strong",
               cpu_delay: float = 1.5, turn_timer: float | None = None) -> None:
        """Create a table of ``game`` with ``options`` (the protocol's ``create``; see
        :class:`~game.scenes.new_online_table.NewOnlineTable`)."""
        self.pending = "create"
        self.link.send("create", game=game, options=options, computers=computers, level=level,
                       cpu_delay=cpu_delay, turn_timer=turn_timer)

    def leave(self) -> None:
        """Escape: leave the server, back to the main menu."""
        self.link.close()
        self.handed = True
        from .main_menu import MainMenu
        while self.app.top is not None and not isinstance(self.app.top, MainMenu):
            self.app.pop()

    def exit(self) -> None:
        if not self.handed:
            self.link.close()

    # ----------------------------------------------------------------- frames
    def update(self, dt: float) -> None:
        frames = self.link.take()
        for index, frame in enumerate(frames):
            if self._frame(frame):
                self._hand(frame, frames[index + 1:])
                return

    def _frame(self, frame: dict[str, Any]) -> bool:
        """Handle one frame; True when it is our table (the table screen takes over)."""
        kind = frame.get("type")
        if kind == "link_welcome":
            tokens.save(self.url, self.name, frame["token"])
        elif kind == "link_failed":
            self.tell(unreachable_text(self.url))
        elif kind == "link_refused":
            self.tell(_("{refused} Escape goes back to the main menu.").format(
                refused=hello_refused_text(frame.get("reason"), self.name)))
        elif kind == "link_lost":
            self.lost = True
            self.status = lost_text(frame)
            self.say(self.status)
            self.mark_dirty()
        elif kind == "link_back":
            self.tell(_(BACK))
            if self.back:  # a table left while the connection was down: the server seats one back there
                self.link.send("leave")
        elif kind == "refused" and frame.get("of") == "leave":
            pass  # that leave found no table: already in the lobby
        elif kind in ("lobby", "lobby_changes"):
            if self.lobby_list.apply(frame):  # said once the pages of a whole list are all in
                self._list(self.lobby_list.tables)
        elif kind == "refused":
            self.pending = None
            self.refuse(lobby_refusal(frame))
        elif kind == "notice" and frame.get("what") == "returned" and not self.back \
                and str(frame.get("name") or "").casefold() == self.name.strip().casefold():
            self.return_notices.append(frame)  # seated back: the table frame follows
        elif kind == "chat" and frame.get("scope") == "lobby":
            me = own_name(self.link) or self.name
            # one's own line is the answer to the Enter that sent it: said at once (found by
            # ear: "You say: hi" came 27 s after Enter, behind the lobby's line and another screen)
            self.say(chat_text(frame, me), interrupt=own_chat(frame, me))
        elif kind == "table":
            if self.back and self.pending is None:
                return False  # a late frame of the table just left
            if (frame.get("table") or {}).get("finished"):
                # back from a table: a game just left, not ours any more; a lobby just connected:
                # the server seats us back at a game that ended while we were away (its end follows)
                return not self.back
            return True
        return False

    def _list(self, tables: list[dict[str, Any]]) -> None:
        focused = self.tables[self.index].get("id") if self.tables else None
        same = self.listed and not self.lost and tables == self.tables
        self.tables = list(tables)
        ids = [table.get("id") for table in self.tables]
        self.index = ids.index(focused) if focused in ids else 0
        self.mark_dirty()
        if not self.listed or self.lost:
            again, self.listed, self.lost = self.listed or self.back, True, False
            self.status = ""
            if again:  # back from a table, or the connection back: "Back in the lobby." was said
                self.tell(self.where())
            else:  # the server was said once, by "Connecting as Ana to ...": not again (it takes seconds to hear)
                self.tell(_("Lobby. {where}").format(where=self.where()))
            self.said_ids = frozenset(ids)
        elif not same:
            self._say_count()

    def _say_count(self) -> None:
        """"Tables changed: 3 tables." when tables came or went ("Tables changed: no tables left.
        N creates one." when the last went; a table's seats changing says nothing: arrows and L
        read them), at most once every :data:`COUNT_GAP` seconds: a change
        meanwhile is said when the gap ends, with the count of then."""
        ids = frozenset(table.get("id") for table in self.tables)
        if ids == self.said_ids or self.count_quiet:
            return
        self.said_ids, self.count_quiet = ids, True
        count = len(ids)
        if not count:  # (not "0 tables": found by ear)
            self.say(_(NO_TABLES_LEFT))
        else:
            self.say(ngettext("Tables changed: {count} table.", "Tables changed: {count} tables.",
                              count).format(count=count))
        self.schedule(COUNT_GAP, self._count_gap_over)

    def _count_gap_over(self) -> None:
        self.count_quiet = False
        self._say_count()

    def _hand(self, frame: dict[str, Any], rest: list[dict[str, Any]]) -> None:
        """Our table: the table screen takes the link (and the frames after this one)."""
        from .online import OnlinePlan, OnlineStart
        created = self.pending == "create"
        start = OnlineStart(self.app, OnlinePlan(self.url, self.name), link_factory=lambda *args: self.link)
        start.created = created
        start.watching = self.pending == "watch"
        start.joined = not created and not start.watching
        start.auto_start = False
        start.quiet_enter = True
        start.status = self.status
        start.on_leave = lambda: self.app.replace(Lobby(self.app, self.url, self.name, link=self.link))
        self.handed = True
        self.app.replace(start)
        for notice in self.return_notices:
            start._frame(notice, [])
        for index, later in enumerate([frame] + rest):
            if start._frame(later, rest[index:]):
                return

    def draw(self, surface: pygame.Surface, layout: Layout) -> None:
        if self.tables and not self.lost:
            labels = [table_text(table, self.name) for table in self.tables]
        else:  # (not yet listed: the whole address under what is said, shown only)
            labels = [self.intro()] + ([] if self.listed else [server_line(self.url)])
        draw_menu(surface, layout, self.app.fonts, self.app.theme, self.title, labels,
                  self.index if self.tables and not self.lost else -1)

