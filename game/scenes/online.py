"""Going to an online table from the command line (issue 19):
``python -m game --connect URL --name NAME [--game counting --players N --computers K] [--join]``.

:class:`OnlineStart` connects (a :class:`~game.net.link.Link` on its own thread), says what it is
doing, creates a table with the options asked for (and starts it once its seats are full) or
joins the first table with a free seat, and when the game's first update comes replaces itself
with the game's own table played through a :class:`~game.table.remote.RemoteSession`. A person
whose seat is held (the same name with the token kept in the user data folder,
:mod:`game.net.tokens`) is taken straight back to their table. Both games are played online. From the lobby it
also waits for the start of a table one watches (``watching``) and then opens that table as a
spectator's; M writes to the table's chat before the start.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from ..i18n import N_, _, ngettext
from ..net import tokens
from ..net.lobby_list import LobbyList
from ..table import online_text
from ..table.online_text import WATCHING_TABLE, lost_text
from ..input.keys import Intent, KeyTable
from ..speech.queue import PROMPT
from ..ui.menu_view import draw_notes, draw_title
from .base import REFUSAL_REPEAT_SECONDS, Scene
from .table_chat import bind_chat, open_chat_line, send_table_chat

if TYPE_CHECKING:
    from ..ui.layout import Layout
    from .host import Host

LEAVE_HINT = N_("Escape goes back to the main menu.")
HOST_KEYS = N_("{waiting} A adds a computer player, R takes one out.")
"""The waiting line of a new host at a table with a free seat ("Waiting for 1 more person. A adds
a computer player, R takes one out.")."""
LOBBY_TABLE_HINT = N_("Escape goes back to the lobby. At a table you created: A adds a computer player, R takes "
                      "the last one out, S starts the game.")
"""The screen's hint at a table reached from the lobby (not yet started)."""
STARTING = N_("Starting the game.")
"""Said once when the game is started: by the host's S, or by this screen itself once every seat
of the table it created was taken (:attr:`OnlineStart.auto_start`)."""
PLAYABLE = ("counting", "tricks")
"""The games whose tables play online (``--join`` joins a table of one of them)."""


@dataclass(frozen=True)
class OnlinePlan:
    """What ``--connect`` asks for.

    Attributes:
        url: the server's address (``ws://host:port``, ``wss://...``).
        name: the person's name.
        game: create a table of this game (``"counting"`` or ``"tricks"``), or None.
        players, computers: the new table's seats and how many computer players sit in them.
        join: join the first table with a free seat.
        cpu_delay: the new table's computer delay in seconds.
    """

    url: str
    name: str
    game: str | None = None
    players: int | None = None
    computers: int = 0
    join: bool = False
    cpu_delay: float = 1.5
    options: tuple[tuple[str, Any], ...] = ()
    """More options of the new table (tests: ``(("draw", "auto"), ("tokens", 2))``)."""
    turn_timer: float | None = None
    """The new table's turn timer in seconds (None: off)."""


class OnlineStart(Scene):
    """Connecting, then creating or joining a table, then the table itself."""

    help_title = N_("the online table")
    """F1's page: "Keys for the online table" (not the capitalised title mid-sentence)."""

    show_log = True

    @property
    def title(self) -> str:  # type: ignore[override]
        """"Online table" in the player's language."""
        return _("Online table")

    def __init__(self, app: Host, plan: OnlinePlan, link_factory: Any = None) -> None:
        super().__init__(app)
        self.plan = plan
        self.status = ""
        self.summary: dict[str, Any] | None = None
        self.seat: int | None = None
        self.created = False
        self.joined = False
        self.watching = False
        """True when the lobby asked to watch this table (no seat: the table opens as a spectator's)."""
        self.started = False
        self._auto_start_said: Any = None
        """"Starting the game." said when this screen sent the start by itself (:attr:`auto_start`),
        on its way to the ear."""
        self.waiting_said = False
        self.lobby_list = LobbyList()
        self.closed = False
        self.auto_start = True
        self.quiet_enter = False
        self._host_keys_due = False
        """Just made host, told so while every seat was still taken: the next waiting line, if a
        seat is free by then (the one who left), says what A and R do."""
        self.on_leave: Any = None
        """Set by the lobby: Escape leaves the table and goes back to the lobby (same link)."""
        self.trouble = ""
        """What is wrong with the connection now ("Connection to the server lost..."), else ""."""
        self.resay = False
        """Back after a drop: the next table summary says where things stand, changed or not."""
        self.back_notices: list[str] = []
        """Sentences about one's return heard before the table opened: the table says them first."""
        self._opening: tuple[dict[str, Any], list[dict[str, Any]]] | None = None
        """The game's first update (and the frames taken with it) while this screen's events are
        still being said: the table opens once they were heard (:meth:`_open_when_heard`)."""
        from .online_link import spoken_link_factory
        factory = link_factory or spoken_link_factory(app)
        self.link = factory(plan.url, plan.name, tokens.load(plan.url, plan.name))

    # ----------------------------------------------------------------- speech
    def intro(self) -> str:
        """What is happening now. At a table not started, what it waits for, then who sits and
        the host, each said once ("Every seat is taken. S starts the game. At table 1: you, a
        computer player, Ben. You are the host."); while the connection is down, only that."""
        status = self.status or online_text.connecting_text(self.plan.url, self.plan.name)
        if self.summary is None or self.summary.get("started"):
            return status
        if self.trouble:
            return self.trouble
        return _("{status} {seats}").format(status=self.waiting_text(), seats=self.seated_text())

    def seated_text(self) -> str:
        """"At table 1: you, a computer player, Ben. You are the host." (who sits, then the host)."""
        assert self.summary is not None
        people = []
        for seat in self.summary.get("seats", []):
            if seat.get("seat") == self.seat:
                people.append(_("you"))
            elif seat.get("kind") == "person":
                people.append(str(seat.get("name")))
            elif seat.get("kind") == "computer":
                people.append(_("a computer player"))
        seated = _("At table {table}: {people}.").format(table=self.summary.get("id"), people=", ".join(people))
        host = self.summary.get("host")
        if self.is_host:
            return _("{seated} {host}").format(seated=seated, host=_("You are the host."))
        if host:
            return _("{seated} {host}").format(seated=seated, host=_("{host} is the host.").format(host=host))
        return seated

    def host_away_text(self) -> str:
        """When the host is not connected, what happens if they stay away (the server hands the
        table to the first connected person in seat order after a grace, ``HOST_GRACE``), else ""."""
        assert self.summary is not None
        host = self.summary.get("host")
        seats = self.summary.get("seats") or []
        hosting = next((seat for seat in seats if seat.get("kind") == "person" and seat.get("name") == host), None)
        if not host or hosting is None or hosting.get("connected") or hosting.get("seat") == self.seat:
            return ""
        heir = next((seat for seat in seats if seat.get("kind") == "person" and seat.get("connected")), None)
        if heir is None:
            return ""
        if heir.get("seat") == self.seat:
            return _("{host}, the host, is not connected. If {host} is not back soon, you become the host.").format(
                host=host)
        return _("{host}, the host, is not connected. If {host} is not back soon, {heir} becomes the host.").format(
            host=host, heir=heir.get("name"))

    def waiting_text(self) -> str:
        """What the table waits for: "Waiting for 1 more person.", "Every seat is taken. S starts
        the game.", "Every seat is taken. Waiting for Dan to start the game.", with what happens
        when the host is not connected; "Every seat is taken. The game is starting." when the
        host's app starts it by itself (``starts_when_full``: a table made by ``--connect URL
        --game``; found by ear: the others were told to wait for the host, who was never asked)."""
        assert self.summary is not None
        free = len(self.summary.get("free") or [])
        away = self.host_away_text()
        if free:
            said = ngettext("Waiting for {count} more person.", "Waiting for {count} more people.",
                            free).format(count=free)
        elif self.is_host:
            said = _("Every seat is taken. S starts the game.")
        elif away:
            said = _("Every seat is taken.")
        else:
            host = self.summary.get("host")
            if self.summary.get("starts_when_full"):
                said = _("Every seat is taken. The game is starting.")
            elif host:
                said = _("Every seat is taken. Waiting for {host} to start the game.").format(host=host)
            else:
                said = _("Every seat is taken.")
        return _("{said} {away}").format(said=said, away=away) if away else said

    @property
    def is_host(self) -> bool:
        """True when this person is the table's host (the summary names the host)."""
        if self.summary is None or self.seat is None:
            return False
        seats = self.summary.get("seats") or []
        return any(seat.get("seat") == self.seat and seat.get("name") == self.summary.get("host") for seat in seats)

    def enter(self) -> None:
        """Say what is happening, unless the lobby handed over (it said so already)."""
        if not self.quiet_enter:
            super().enter()

    def tell(self, text: str, prompt: bool = False) -> None:
        """Say ``text`` and keep it as the screen's status. A fact ("You created table 1.", "Ben
        joined the table.") is an event, said in order and never dropped (the game's table waits
        for it, :meth:`_open_when_heard`); ``prompt``: what the table waits for now ("Waiting for
        1 more person."), dropped unsaid once a newer one or the game's start makes it untrue."""
        self.status = text
        self.say(text, kind=PROMPT if prompt else None)
        self.mark_dirty()

    def build_keys(self) -> KeyTable:
        keys = KeyTable()
        keys.bind("leave", N_("leave the table: back to the lobby if you came from it, else to the main menu"),
                  pygame.K_ESCAPE)
        keys.bind("status", N_("say what is happening now, who sits and the free seats"), pygame.K_SPACE)
        keys.bind("start", N_("start the game, when you are the host and every seat is taken"), pygame.K_s)
        keys.bind("add_computer", N_("add a computer player to a free seat (the host, before the start)"),
                  pygame.K_a)
        keys.bind("remove_computer", N_("take the last computer player out (the host, before the start)"),
                  pygame.K_r)
        bind_chat(keys)
        keys.bind("people", online_text.PEOPLE_KEY, pygame.K_w)
        return keys

    def on_intent(self, intent: Intent) -> None:
        if intent.name == "leave":
            self.leave()
        elif intent.name == "status":
            self.say(self.intro(), interrupt=True)
        elif intent.name == "start":
            self.start_game()
        elif intent.name in ("add_computer", "remove_computer"):
            self.change_computers(intent.name == "add_computer")
        elif intent.name == "chat":
            self.open_chat()
        elif intent.name == "people":
            self.say_people()

    def say_people(self) -> None:
        """W: who is at the table ("Ana (you), person, the host. A computer player. Cy is
        watching."); before one is at a table, that one is not."""
        if self.summary is None:
            self.refuse(_("You are not at a table yet."))
            return
        from ..table.table_people import people_text
        self.say(people_text(self.summary, self.seat, self.plan.name), interrupt=True)

    def open_chat(self) -> None:
        """M: the table's chat line, once at a table (seated or watching)."""
        if self.summary is None:
            self.refuse(_("Table chat opens once you are at a table."))
            return
        self._quiet_resume = True
        open_chat_line(self.app, self.send_chat)

    def send_chat(self, line: str) -> bool:
        """Send ``line`` to the table's chat; False (nothing sent) while the connection is down."""
        return send_table_chat(self.link, line)

    def resume(self) -> None:
        """Back from the chat line nothing is said again (the line comes back as a message);
        back from help, what the server said meanwhile first ("Ben joined the table."), which
        tells where things stand; else the lines help held, in order, which say it too (the
        status follows them only when none does); else the status again. (Said from the table
        as it was before help, "Waiting for 1 more person." came 20 s after Ben sat down: found
        by ear.)"""
        if getattr(self, "_quiet_resume", False):
            self._quiet_resume = False
            return
        announcer = self.app.announcer
        said = announcer.said_count
        self.update(0.0)
        if self._opening is not None or self.app.top is not self or announcer.said_count != said:
            return  # the frames taken now said what changed (or the game's table takes over)
        held = announcer.unheard_events(self) + announcer.unheard_prompts(self)
        if held:
            # what help held ("Connected as Ana.", "You created table 1.", "Waiting for 1 more
            # person.") is said now, in order, and says where things stand: the status is not said
            # before it, nor again after it (found by ear: the status first, then the held lines
            # repeating its wait); it follows them only when none of them says it
            if not any(item.kind == PROMPT or item.text == self.status for item in held):
                self.say(self.intro(), kind=PROMPT)
            return
        super().resume()

    def change_computers(self, add: bool) -> None:
        """A or R: the host adds a computer player to the first free seat, or takes out the last
        one (the server's next table summary says the seats then)."""
        if not self.is_host:
            self.refuse(_("Only the host may do that."))
            return
        if self.summary.get("started"):
            self.refuse(_("The game has already started."))
            return
        seats = self.summary.get("seats") or []
        if add:
            if not self.summary.get("free"):
                self.refuse(_("Every seat is taken. S starts the game."))
                return
            self.link.send("add_computer", seat=None)
            return
        computers = [seat["seat"] for seat in seats if seat.get("kind") == "computer"]
        if not computers:
            self.refuse(_("No computer player sits at this table."))
            return
        self.link.send("remove_computer", seat=computers[-1])

    def start_game(self) -> None:
        """S: the host starts the game (the server refuses it while a seat is free): "Starting
        the game.". Once the start is sent (by an S before, or by this screen itself once every
        seat was taken, :attr:`auto_start`), S is answered the same and sends nothing again:
        the game this screen started is not heard to have started until its table opens, so
        for the ear S starts it. (Found by ear: S raced the start sent when Ben sat down, and
        said "The game has already started." before the lines not yet heard, "You created
        table 1." and "Ben joined the table.")"""
        if not self.is_host:
            self.refuse(_("Only the host starts the game."))
        elif self.started:  # asked already: the game is starting (its table opens soon)
            self._say_start()
        elif self.summary.get("started"):
            self.refuse(_("The game has already started."))
        elif self.summary.get("free"):
            free = len(self.summary["free"])
            self.refuse(ngettext("Not yet: {count} seat is still free.", "Not yet: {count} seats are still free.",
                                 free).format(count=free))
        else:
            self.started = True
            self.link.send("start")
            self._say_start()

    def _say_start(self) -> None:
        """Say "Starting the game." as the host's own move (an S pressed again while it is said,
        or within :data:`~game.scenes.base.REFUSAL_REPEAT_SECONDS` after it: only the refused
        cue; later, said again, as :meth:`refuse_again` does). What this screen said before it and was not yet
        heard ("You created table 1.", "Ben joined the table.", the wait) is superseded by the
        start: never said after it, nor after the game's opening (the history keeps it: Page Up)."""
        text = _(STARTING)
        announcer = self.app.announcer
        if announcer.just_said(text, within=REFUSAL_REPEAT_SECONDS):
            self.say("", cue="refused")
            return
        announcer.drop_prompts(self)
        # the same line the start sent by itself waits to be said: this one takes its place (once in the history)
        announcer.withdraw(self._auto_start_said)
        for item in announcer.unheard_events(self):
            announcer.withdraw(item, untrue=False)  # (the line being said is cut by the move)
        # the app's, as the host's own move: the table that replaces this screen says its
        # first words after it, never cutting it (scene None: not cut when this scene goes)
        announcer.say(text, move=True)

    def leave(self) -> None:
        """Escape: leave the table (if any) and the server, back to the main menu (to the lobby
        when the table came from it). The host of a table not started is asked first: "Leave your
        table? Ben becomes its host." or, nobody else seated, "Close your table? It goes from the
        lobby's list." (Enter on No, or Escape, stays)."""
        question = self.leave_question()
        if question:
            from .confirm import confirm
            confirm(self.app, question, self.leave_now)
            return
        self.leave_now()

    def leave_question(self) -> str:
        """The question asked before the host leaves a table not started, else ""."""
        if self.summary is None or self.summary.get("started") or not self.is_host or self.trouble:
            return ""
        others = [seat for seat in self.summary.get("seats") or []
                  if seat.get("kind") == "person" and seat.get("seat") != self.seat]
        if not others:
            return _("Close your table? It goes from the lobby's list.")
        others.sort(key=lambda seat: not seat.get("connected"))  # as the server chooses
        if not others[0].get("connected"):  # the table closes when their seat's hold ends
            return _("Leave your table? Nobody else here is connected: it closes unless {name} comes back.").format(
                name=others[0].get("name"))
        return _("Leave your table? {name} becomes its host.").format(name=others[0].get("name"))

    def leave_now(self) -> None:
        """Leave the table (see :meth:`leave`), without asking."""
        self.link.send("leave")
        if self.on_leave is not None:
            self._handed = True
            self.closed = True
            self.on_leave()
            return
        self.link.close()
        self.closed = True
        self.app.pop()

    def exit(self) -> None:
        if not self.closed and getattr(self, "_handed", False) is False:
            self.link.close()

    # ----------------------------------------------------------------- frames
    def update(self, dt: float) -> None:
        if self._opening is not None:  # the game is on: its table opens once what was said here was heard
            self._open_when_heard()
            return
        frames = self.link.take()
        for index, frame in enumerate(frames):
            if self._frame(frame, frames[index + 1:]):
                return

    def _frame(self, frame: dict[str, Any], rest: list[dict[str, Any]]) -> bool:
        """Handle one frame; True once the table has taken over (``rest`` goes to it)."""
        kind = frame.get("type")
        plan = self.plan
        if kind == "link_welcome":
            tokens.save(plan.url, plan.name, frame["token"])
            if not (self.created or self.joined):
                # the server was said once, by "Connecting as Ana to ...": not again (it takes seconds to hear)
                self.tell(_("Connected as {name}.").format(name=frame["name"]))
        elif kind == "link_failed":
            self.tell(online_text.unreachable_text(plan.url))
        elif kind == "link_refused":
            from ..table.online_reasons import hello_refused_text
            self.tell(_("{refused} {hint}").format(refused=hello_refused_text(frame.get("reason"), plan.name),
                                                   hint=_(LEAVE_HINT)))
        elif kind == "link_lost":
            self.trouble = lost_text(frame)
            self.tell(self.trouble)
        elif kind == "link_back":
            self.trouble, self.resay = "", True
            self.tell(_(online_text.BACK))
            if self.watching and self.summary is not None:
                self.link.send("watch", table=self.summary["id"])  # the server seats nobody back as a spectator
        elif kind in ("lobby", "lobby_changes") and self.summary is None:
            if self.lobby_list.apply(frame):
                self._lobby(frame)
        elif kind == "table":
            self._table(frame)
        elif kind == "notice":
            from ..table.online_text import notice_text
            own_name = str(frame.get("name", "")).casefold() == self.plan.name.strip().casefold()
            if frame.get("what") == "returned" and own_name and self.seat is None:
                # back at one's table (it comes before the table frame that tells the seat): "A computer
                # player played for you while you were away. Your seat is yours again." when one did
                # said by the table, before what was missed: its opening words would cut it here
                self.back_notices = [said for said in [notice_text(frame, frame.get("seat"))] if said]
                return False
            said = notice_text(frame, self.seat)
            mine = frame.get("seat") is not None and frame.get("seat") == self.seat
            if said and frame.get("what") == "host" and mine and not (self.summary or {}).get("started"):
                if (self.summary or {}).get("free"):
                    self.say(_("{said} A adds a computer player, R takes one out, S starts the game.").format(
                        said=said))
                else:  # every seat taken: the line that follows says "S starts the game."
                    self.say(said)  # (or a seat is freed by the one who left: that line says what A, R do)
                    self._host_keys_due = True
            elif said and str(frame.get("name", "")).casefold() != self.plan.name.strip().casefold():
                self.say(said)
        elif kind == "refused" and frame.get("of") == "chat":
            self.refuse(online_text.chat_refused_text(frame))
        elif kind == "refused":
            from .lobby import lobby_refusal
            if frame.get("of") == "start":  # (a seat freed meanwhile): not started, S may ask again
                self.started = False
            self.tell(lobby_refusal(frame))
        elif kind == "chat" and frame.get("scope") == "table":
            me = online_text.own_name(self.link) or self.plan.name
            self.say(online_text.chat_text(frame, me), interrupt=online_text.own_chat(frame, me))  # (own: at once)
        elif kind in ("update", "sync") and self.summary is not None and (self.seat is not None or self.watching):
            # the game is on: what the table waited for is untrue now; what happened (who joined)
            # is heard before the game's opening words, which would drop it (:meth:`_open_when_heard`)
            self.app.announcer.cut_prompts(self)
            self._opening = (frame, list(rest))
            self._open_when_heard()
            return True
        return False

    def _open_when_heard(self) -> None:
        """Open the game's table (:meth:`_play`) with the first update kept in :attr:`_opening`
        once this screen's events ("You created table 1.", "Ben joined the table.") have been
        heard: leaving the screen would drop them unsaid. The server waits for the table to
        report the update heard, so nobody plays meanwhile; the frames that come meanwhile stay
        on the link for the table."""
        if self._opening is None or self.app.announcer.unheard_events(self):
            return
        frame, rest = self._opening
        self._opening = None
        self._play(frame, rest)

    def _lobby(self, frame: dict[str, Any]) -> None:
        plan = self.plan
        if plan.game and not self.created:
            self.created = True
            options: dict[str, Any] = dict(plan.options)
            if plan.players:
                options["players"] = plan.players
            more = {"start_when_full": True} if self.auto_start else {}  # (the others are told: not "waiting for Ana")
            self.link.send("create", game=plan.game, options=options, computers=plan.computers,
                           level="strong", cpu_delay=plan.cpu_delay, turn_timer=plan.turn_timer, **more)
            return
        if plan.join and not self.joined:
            free = [table for table in self.lobby_list.tables
                    if table.get("free") and not table.get("started") and table.get("game") in PLAYABLE]
            if free:
                self.joined = True
                self.link.send("join", table=free[0]["id"])
            elif not self.waiting_said:
                self.waiting_said = True
                self.tell(_("No table has a free seat yet. Waiting for one."), prompt=True)

    def _table(self, frame: dict[str, Any]) -> None:
        summary, you = frame["table"], frame.get("you")
        first, before = self.summary is None, self.summary
        self.summary, self.seat = summary, you
        if first:
            host = summary.get("host") or ""
            if you is None and self.watching:
                if not summary.get("started"):  # a game under way: its table says so at once
                    self.tell(_(WATCHING_TABLE).format(table=summary["id"]))
            elif you == 0 and self.created:
                self.tell(_("You created table {table}.").format(table=summary["id"]))
            elif not summary.get("started") and self.is_host:  # its host away past the grace: now ours
                self.tell(_("You joined table {table}. You are its host.").format(table=summary["id"]))
            elif not summary.get("started"):
                self.tell(_("You joined {host}'s table.").format(host=host))
        free = len(summary.get("free") or [])
        if not summary.get("started"):
            resay, self.resay = self.resay, False
            if before is not None and not resay and self._waiting_state(before) == self._waiting_state(summary):
                return  # nobody sat down or left, the host the same (a spectator came): nothing new to say
            if before is not None and not before.get("started"):
                from ..table.online_text import computers_changed_text
                changed = computers_changed_text(before, summary)
                if changed:
                    self.say(changed)
            if self.created and you == 0 and not self.started and self.auto_start and not free and self.is_host:
                self.app.announcer.drop_prompts(self)  # "Waiting for 1 more person." is no longer true
                self.started = True
                self.link.send("start")
                # as an S says it, once: in order, after who joined (no key: nothing is cut); the
                # table opens once it was heard (an S before then says it as its move instead)
                self._auto_start_said = self.say(_(STARTING))
            else:
                due, self._host_keys_due = self._host_keys_due, False
                if due and free and self.is_host:  # the new host of a table with a free seat: what A, R do
                    self.tell(_(HOST_KEYS).format(waiting=self.waiting_text()), prompt=True)
                else:
                    self.tell(self.waiting_text(), prompt=True)

    @staticmethod
    def _waiting_state(summary: dict[str, Any]) -> tuple:
        """What the waiting line depends on: who sits where, the host and whether they are connected."""
        seats = [(seat.get("kind"), seat.get("name")) for seat in summary.get("seats", [])]
        host = summary.get("host")
        away = any(seat.get("name") == host and not seat.get("connected") for seat in summary.get("seats", [])
                   if seat.get("kind") == "person")
        return (tuple(seats), host, away)

    def _play(self, frame: dict[str, Any], rest: list[dict[str, Any]]) -> None:
        """The game is on: hand the link to the game's table (a spectator's when watching)."""
        assert self.summary is not None and (self.seat is not None or self.watching)
        from ..table.remote import RemoteSession
        if self.summary.get("game") == "tricks":
            from ..tricks import events as game_events
            from ..tricks.options import TricksOptions
            from ..tricks.scenes.setup import TableSetup as TricksSetup
            from ..tricks.scenes.table import TricksTable
            from ..tricks.view import TricksView
            setup: Any = TricksSetup(TricksOptions(**self.summary["options"]),
                                     level=str(self.summary.get("level", "strong")))
            session = RemoteSession(self.link, self.summary, self.seat, frame, setup, game_events, TricksView,
                                    frames=rest, notices=self.back_notices)
            table: Scene = TricksTable(self.app, setup, 0, session=session)  # type: ignore[arg-type]
        else:
            from ..counting.options import CountingOptions
            from ..counting import events as counting_events
            from ..counting.scenes.table import CountingTable, TableSetup
            from ..counting.state import CountingView
            options = CountingOptions(**self.summary["options"])
            from ..net.tables import DRAW_SECONDS  # the server holds the next player this long for a draw (C-8)
            setup = TableSetup(options, level=str(self.summary.get("level", "strong")), draw_time=DRAW_SECONDS)
            session = RemoteSession(self.link, self.summary, self.seat, frame, setup, counting_events,
                                    CountingView, frames=rest, notices=self.back_notices)
            table = CountingTable(self.app, setup, 0, session=session)
        session.on_leave = self.on_leave or self.lobby_on_link  # Escape or Leave the game: back to the lobby
        self._handed = True
        self.closed = True
        self.app.replace(table)

    def lobby_on_link(self) -> None:
        """Open the lobby of this server on this connection in place of the top scene (a table
        reached by ``--connect``, left: its server's lobby, as from a table the lobby opened)."""
        from .lobby import Lobby
        self.app.replace(Lobby(self.app, self.plan.url, self.plan.name, link=self.link))

    def draw(self, surface: pygame.Surface, layout: Layout) -> None:
        top = draw_title(surface, layout, self.app.fonts, self.app.theme, self.title)
        hint = _(LOBBY_TABLE_HINT) if self.on_leave is not None else _(LEAVE_HINT)
        notes = [self.intro(), online_text.server_line(self.plan.url), hint]  # (the whole address: shown, not said)
        draw_notes(surface, layout, self.app.fonts, self.app.theme, notes, top, layout.content.bottom)
