"""The table session of a game played on a server (issue 19): the :class:`TableSession`
protocol over a :class:`~game.net.link.Link`.

The server holds the state and runs the computer players; this session holds only what its
seat may know: the last view and the events received, decoded from JSON to the engine's own
event objects (:func:`game.net.codec.event_from_data`), so the table narrates them with the same
text functions as local play, with the people's names from the table summary.

Unlike a local session, actions are answered later: :meth:`RemoteSession.act` sends the action
and returns no events; the update the server sends back (or its refusal) reaches the scene
from :meth:`RemoteSession.poll`, which the scene calls every frame. Every update (one's own
move, another person's, a computer's) is handed to the scene's ``remote_events(events, own)``
when the scene says it can take them (``accepts_events()``: not during a pause between rounds);
once its events have been said the session reports ``heard`` with ``events_only`` (a return after
the app ended abruptly does not hear them again), and once the prompts after them (one's turn)
have been said too, ``heard``; the computer players there wait for that, and a person's turn clock
starts with it (docs/online.md, "Pacing and seats").
"""

from __future__ import annotations

import dataclasses
import random
import time
from collections import deque
from collections.abc import Callable
from typing import Any

from ..engine.events import Event, TableNews
from ..engine.perspective import Perspective, said_then
from ..i18n import _
from ..net.codec import event_from_data, event_kinds, from_data
from . import online_text
from .seats import COMPUTER, PERSON, YOU, SeatInfo, perspective_keeping_names, perspective_of, perspective_of_voices
from .session import SeatClient
from .thinking import Thinker

CATCH_UP_AFTER = 3
"""A spectator with more than this many updates waiting to be said, when the last one has been
heard, skips to the present (:meth:`RemoteSession.catch_up`): the server does not wait for
spectators while a person is seated, so at a table of quick players they would otherwise fall
further and further behind (with nobody seated, the computers wait for the spectators' ``heard``)."""

MILESTONES = frozenset({"RoundEnded", "DealScored", "GameEnded", "MatchEnded", "PlayerEliminated"})
"""Event kinds that end a skip: the end of a round or deal (its scores, its summary), of the game,
a player out (C-18, T-14, T-17). A skip goes up to the first update waiting that holds one, which
is then said as it came; the next skip may go on after it. A skip never jumps over one (found by
ear: "57 moves skipped." went over deal 3's end, whose result was never said). A newcomer's first
take (:meth:`RemoteSession._join`) goes up to the last one."""


class _Over:
    """The game's end (an ``over`` frame) waiting behind updates not yet handed to the scene."""

    def __init__(self, log: Any) -> None:
        self.log = log


class _DrawWaitOver:
    """The server's hold of this table's next player for a person's draw ended (``notice``
    ``draw_wait_over``, C-8), waiting behind updates not yet handed to the scene."""


def clock() -> float:
    """Now, on the clock of the turn timer's deadlines (:func:`time.monotonic`)."""
    return time.monotonic()


@dataclasses.dataclass(frozen=True)
class _TimerNotice:
    """This seat's turn timer spoke (``notice`` ``turn_warning`` or ``timed_out``), waiting
    behind updates not yet handed to the scene: ``what`` and the sentence ``text``; for a
    warning, ``deadline``: when the turn runs out (:func:`clock`, from the seconds the
    server sent, counted from the frame's arrival), so that the seconds said are worked out when
    the warning begins to be said."""

    what: str
    text: str
    deadline: float | None = None


@dataclasses.dataclass(frozen=True)
class _DrawWait:
    """The server holds this table's next player again for the draw of a person back at the
    table (``notice`` ``draw_wait``, C-8), waiting behind updates not yet handed to the scene:
    ``seat`` is the drawer's."""

    seat: int


def seats_of(summary: dict[str, Any], my_seat: int | None) -> tuple[SeatInfo, ...]:
    """The seats of a table summary: one's own :data:`YOU`, people by name (still by their name
    while a computer plays for one who dropped: names never change mid-game, and the other
    computers' names stay as they were), computers with the game's default names (said in the
    player's language)."""
    seats = []
    for entry in summary.get("seats", []):
        index = int(entry["seat"])
        if index == my_seat:
            seats.append(SeatInfo(index, YOU, entry.get("name")))
        elif entry.get("kind") == "person":
            seats.append(SeatInfo(index, PERSON, entry.get("name")))
        else:
            seats.append(SeatInfo(index, COMPUTER))
    return tuple(seats)


def voices_of(summary: dict[str, Any]) -> dict[int, int] | None:
    """Each computer seat's default name as the server chose it (``voice``: an index into
    :data:`game.player_names.DEFAULT_NAMES`), or None when a computer seat has none (a table not
    started, or a server that names no computers: the client names them itself)."""
    voices = {}
    for entry in summary.get("seats", []):
        if entry.get("kind") == "computer":
            voice = entry.get("voice")
            if not isinstance(voice, int) or isinstance(voice, bool) or not 0 <= voice < 8:
                return None
            voices[int(entry["seat"])] = voice
    return voices


def perspective_for(summary: dict[str, Any], seats: tuple[SeatInfo, ...]) -> Perspective:
    """The names a table's summary gives: the server's names for its computers when it gave
    them (the same for every person and spectator, :func:`voices_of`), else the client's own
    (:func:`~game.table.seats.perspective_of`)."""
    voices = voices_of(summary)
    return perspective_of(seats) if voices is None else perspective_of_voices(seats, voices)


class RemoteSession:
    """One seat of a table on a server (the :class:`~game.table.session.TableSession` protocol).

    Args:
        link: the connection (:class:`~game.net.link.Link`), already at the table.
        summary: the table's summary (the ``table`` frame's ``table``).
        first: the first ``update`` or ``sync`` frame received at the table.
        seat: this person's seat; ``None`` for a spectator (every seat is said by name, the
            view and events are the public ones, nothing can be sent but chat and leave).
        setup: the scene's table setup made from the table's options.
        events_module: the game's events module (decoding events by kind).
        view_type: the game's view class (decoding views).
        frames: frames already taken from the link after ``first`` (handled in order).
        notices: sentences received before the table opened, said first at the table, before
            what was missed (coming back: "A computer player played for you while you were
            away. Your seat is yours again.").

    Attributes:
        remote: True (a table asks it to leave out what only local play does: playing a game
            out at once, the computer players' timers).
        on_leave: set by the screen that opened the table when it came from the lobby: called
            after ``leave`` to go back to the lobby on the same connection (or None).
    """

    remote = True

    def __init__(self, link: Any, summary: dict[str, Any], seat: int | None, first: dict[str, Any], setup: Any,
                 events_module: Any, view_type: type, frames: list[dict[str, Any]] | None = None,
                 notices: list[str] | None = None) -> None:
        self.link = link
        self.summary = summary
        self.seat = seat
        self.setup = setup
        self.kinds = event_kinds(events_module)
        self.view_type = view_type
        self.seats: tuple[SeatInfo, ...] = seats_of(summary, seat)
        self.perspective: Perspective = perspective_for(summary, self.seats)
        self.client: SeatClient | None = None
        self.thinker = Thinker()
        self._view = self._decode_view(first["view"])
        self._round_end_view: Any = None
        self._seq = int(first["seq"])
        self._start: list[Event] = []
        self._incoming: deque[tuple[list[Event], bool, Any, int, bool, int] | str | _Over] = deque()
        """Updates not yet handed to the scene (events, own, view, seq, sync, moves), the notices
        received after them (sentences) and the game's end, in the order they came."""
        self._heard_seq = 0  # the update whose events the scene took; reported heard once said
        self._result_seq = -1  # the last update handed to the scene that ended a round or deal (MILESTONES)
        self._reported = 0
        self._said = 0
        """The last update whose events (not its prompts) were reported said (``heard`` with
        ``events_only``): the server leaves them out of a return's ``sync``."""
        self._said_marks: deque[tuple[int, Any]] = deque()
        """Updates handed to the scene together (held by a pause or a cover) with the newest line
        each left to say, oldest first: each is reported said once its line was
        (:meth:`_report_said_marks`)."""
        self._awaiting_sync = False
        """Back after a drop (``link_back``), no ``sync`` (or update) has come yet: nothing is
        reported heard. The server takes a ``heard`` of the update it syncs to as the situation
        heard, and starts a fresh hold for one's draw from it (C-8); a report of the old number
        sent before the ``sync`` was said would end that hold before its words were heard."""
        self._pending_action = False
        self._played_for_me = False
        """A ``timed_out`` notice for this seat came: with a server whose updates do not say
        ``timed_out``, the next update of this seat, unless one's own action is pending, is a
        computer's play for this person, said in order like any move (not as one's own, which
        would cut the notice short) and as made for them (:attr:`_timed_out`)."""
        self._own_time_outs = 0  # this seat's ``timed_out`` notices received so far
        self._time_outs_at_act = 0  # ... when its last action was sent: a refusal of it after one is the cue alone
        self.draw_wait: int | None = None
        """The seat of a person who may still draw and for whom the server holds the next player
        (the ``draw_wait`` of the last update handed to the scene, until ``draw_wait_over``; the seat of a
        ``draw_wait`` notice: a drawer back at the table, held for again; C-8)."""
        self._draw_waits: dict[int, Any] = {}  # per update not yet handed: its draw_wait
        self.round_ready: tuple[int, int] | None = None
        """Counting game (C-21): (round, seat) of the last ``notice`` ``round_ready``: the person
        who plays first in that round pressed Enter, so the round has started (a watcher's pause
        between rounds ends then, not only with their first card)."""
        self._over = False
        self._after_over: list[dict[str, Any]] = []
        """The table's news (``notice`` and table ``chat`` frames) that came once the game's end
        was received, for the results to say (:meth:`news_after_over`), not the table."""
        self._lost = False
        self._handed = False  # the link went back to the lobby: closing the table keeps it open
        self.on_leave: Callable[[], None] | None = None
        self.log: dict[str, Any] | None = None
        self.joined_in_play = first["type"] == "sync"
        """True when the table was reached with its game under way (a return, or watching a started
        game): the screen before it had no time to say where one is."""
        self._joining = seat is None and self.joined_in_play
        """A spectator who came to a game under way has not yet heard where it stands: the updates
        that come while the table's opening words are said are taken together, unsaid, once they
        were said, and the situation of that moment is said (:meth:`_join`); then the moves as
        they come. Nothing of that is "skipped": the spectator had not been following yet."""
        if first["type"] == "update" and first.get("seq") == 1:
            self._start = self._events(first.get("events", []))
        self._heard_seq = self._seq
        self._clock = 0.0  # seconds polled so far (what a held seat's time counts in)
        self._away: dict[int, float | None] = {}
        """The seats of people who lost the connection (``dropped``): when their hold ends on
        :attr:`_clock` (None: not known), until they are back, replaced or gone."""
        self._watchers_told: set[str] = set()
        """The spectators whose watching was said here and who were not said to stop: one coming
        back after a restart of the server is not said again."""
        self._left_told: set[tuple[int, str]] = set()
        """The seats and people of the ``left`` notices said here (a person left the game, a computer
        took their seat): a return's ``sync`` does not say them again among what was missed."""
        self._incoming.extend(notices or [])
        if first["type"] == "sync":  # back at a game under way: what was missed, then the situation
            self._draw_waits[self._seq] = first.get("draw_wait")
            self._incoming.append((self._missed(first, 0), False, self._view, self._seq, True,
                                   self._missed_count(first, 0)))
        self._backlog = list(frames or [])
        self._stand_in: set[int] = {self._seq} if first["type"] == "sync" and first.get("stand_in") else set()
        """The ``sync`` updates (by number) whose missed moves of this seat a computer played while
        this person was away: said as the computer's (:meth:`stand_in_perspective`), not as "You"."""
        self._timed_out: dict[int, int] = {}
        """The updates (by number) of a move a computer made for a person because their turn timer
        ran out, and that person's seat: said as made for them (:meth:`timed_out_perspective`),
        not as their own ("Played for you: ...", "Played for Ana: ...")."""

    # ----------------------------------------------------------------- decoding
    def _decode_view(self, data: Any) -> Any:
        return from_data(self.view_type, data)

    def _events(self, batch: list[dict[str, Any]]) -> list[Event]:
        return [event_from_data(self.kinds, data) for data in batch]

    def _missed(self, frame: dict[str, Any], known: int) -> list[Event]:
        """The events of a ``sync`` frame's ``missed`` updates that came after update ``known``
        (the last one this session received): the updates that reached it before the link was
        lost are not said again. The missed updates are the last ones up to the frame's ``seq``. A
        seat that changed hands meanwhile is said where it happened, between them (:meth:`_seat_news`)."""
        batches = frame.get("missed") or []
        first = int(frame["seq"]) - len(batches) + 1
        names = frame.get("missed_names")
        names = names if isinstance(names, list) and len(names) == len(batches) else [None] * len(batches)
        news = self._seat_news(frame, first, known)
        missed: list[Event] = list(news.get(max(first - 1, known), []))  # (a change before those said)
        for number, (batch, then) in enumerate(zip(batches, names), first):
            if number <= known:
                continue
            events = self._events(batch)
            held = self._names_then(then)
            if held:  # a seat changed hands after this update: its moves are said as who made them
                for event in events:
                    said_then(event, held)
            missed += events
            missed += news.get(number, [])
        return missed

    def _seat_news(self, frame: dict[str, Any], first: int, known: int) -> dict[int, list[Event]]:
        """The seat changes of a ``sync`` frame (``seat_changes``: a person left the game and a
        computer took their seat, after update ``after``) as :class:`TableNews` in the words the
        table said them live ("Cid left the game. Bob, a computer player, takes their seat."), by
        the missed update they come after (``first`` - 1: before them all). Left out: one this
        session said (its ``left`` notice came), one before update ``known`` (its notice came
        before that update), one before the missed updates, and anything malformed (an older
        server sends no such field: nothing)."""
        changes = frame.get("seat_changes")
        news: dict[int, list[Event]] = {}
        if not isinstance(changes, list):
            return news
        for change in changes:
            if not isinstance(change, dict):
                continue
            after, seat, name = change.get("after"), change.get("seat"), change.get("name")
            if not (isinstance(after, int) and isinstance(seat, int) and isinstance(name, str) and name) \
                    or isinstance(after, bool) or isinstance(seat, bool) or seat == self.seat \
                    or after < max(known, first - 1) or after > int(frame["seq"]) or (seat, name) in self._left_told:
                continue
            said = online_text.notice_text({"what": "left", "seat": seat, "name": name, "computer": True,
                                            "voice": change.get("voice")}, self.seat)
            if said:
                self._left_told.add((seat, name))
                news.setdefault(after, []).append(TableNews(said))
        return news

    @staticmethod
    def _names_then(entry: Any) -> dict[int, str]:
        """One entry of a ``sync`` frame's ``missed_names`` (per seat, the person who held it when
        that update was made and no longer does, else null; null for none) as seat -> name;
        anything else (an older server sends no such field) names nobody."""
        if not isinstance(entry, list):
            return {}
        return {seat: name for seat, name in enumerate(entry) if isinstance(name, str) and name}

    @staticmethod
    def _missed_count(frame: dict[str, Any], known: int) -> int:
        """How many of a ``sync`` frame's ``missed`` updates came after update ``known`` (the
        moves :meth:`_missed` hands on)."""
        batches = frame.get("missed") or []
        first = int(frame["seq"]) - len(batches) + 1
        return sum(1 for number in range(first, first + len(batches)) if number > known)

    # ----------------------------------------------------------------- the protocol
    def attach(self, client: SeatClient, in_worker: bool = True) -> None:
        """The scene that plays :attr:`seat` (it takes the events and says the notices)."""
        self.client = client
        self.thinker.in_worker = in_worker

    def view(self) -> Any:
        """This seat's view as of the last events handed to the scene."""
        return self._view

    def held_view(self) -> Any:
        """The view of the newest update received but not yet handed to the scene (the scene
        takes none while it pauses: the counting game between rounds, the trick game's deal
        summary), or None when none waits."""
        newest = self._newest_held()
        return None if newest is None else newest[2]

    def action_unanswered(self) -> bool:
        """True while this seat's action was sent and the server's answer to it (its update, or
        its refusal) was not yet handed to the scene: sent and unanswered, or received and held."""
        return self._pending_action or self._newest_held() is not None

    def _newest_held(self) -> tuple | None:
        """The newest update received but not yet handed to the scene (its ``_incoming`` entry:
        events, own, view, number, ...), or None."""
        return next((item for item in reversed(self._incoming) if isinstance(item, tuple)), None)

    def newest_seq(self) -> int:
        """The number of the newest update received (handed to the scene or held), 0 before any."""
        return self._seq

    def report_turn_told(self) -> None:
        """The scene told the player their turn in its pause, with the turn timer's seconds: send
        ``heard`` with ``told`` and the newest update's number, so that the server's wait before it
        starts the clock anyway runs again from now (the scene reports the turn heard a grace
        later: :meth:`report_held_turn`, or ``heard`` once the pause's turn counts as heard)."""
        if self.seat is not None and not self._awaiting_sync and self._seq:
            self.link.send("heard", seq=self._seq, told=True)

    def report_held_turn(self) -> bool:
        """The scene told the player, while it pauses (:meth:`held_view`), that the newest update
        it holds makes it their turn, and that counts as heard now (a table with a turn timer:
        the notice said its seconds): report ``heard`` of that update, so that the server's turn
        clock starts now, not by its fallback, some time the player was never told of. Its events
        are said later (after Enter), and not reported again. Returns False when nothing held is
        newer than what was reported (nothing sent)."""
        newest = self._newest_held()
        if newest is None or newest[3] <= self._reported or self._awaiting_sync or self.seat is None:
            return False
        self._reported = self._said = newest[3]
        self.link.send("heard", seq=newest[3])
        return True

    def last_round_view(self) -> Any:
        """The view when the last round ended as far as this client knows it, or None: made by
        the game's rules from the update that ended it and the view before it
        (:func:`game.counting.visibility.view_at_round_end`)."""
        return self._round_end_view

    def start_events(self) -> list[Event]:
        """The opening events (the first deal); none when the table was joined in play (a
        return: what was missed and the situation come from :meth:`poll`)."""
        events, self._start = self._start, []
        return events

    def act(self, action: Any) -> list[Event]:
        """Send this seat's ``action`` to the server: its events come later from :meth:`poll`
        (``own`` True), a refusal is said by the scene. Returns no events now (a spectator's:
        nothing is sent, "You are watching..." is said)."""
        if self.seat is None:
            if self.client is not None:
                self.client.notice(_(online_text.WATCHING_PLAY))
            return []
        if self._lost:  # it would be lost on the way: say so rather than send it
            if self.client is not None:
                self.client.notice(_(online_text.OFFLINE))
            return []
        if self._pending_action:
            if self.client is not None:
                self.client.notice(_(online_text.WAITING_ANSWER))
            return []
        from ..net.games import RULES
        encode = RULES[self.summary["game"]].encode
        self._pending_action = True
        self._time_outs_at_act = self._own_time_outs
        self.link.send("act", action=encode(action), seq=self._seq)
        return []

    def step(self, name: str) -> None:
        """A table step (the Enter after a round, a hint): nothing for the server."""

    def note_marked(self, codes: list[str]) -> None:
        """The trick game's bid cards marked now (card codes, T-6, T-28), sent as ``marks``: if
        this person's turn timer runs out with three marked, the server bids those for them.
        Nothing for a spectator, while the connection is down (the table sends them again once
        back: :meth:`~game.tricks.scenes.table_online.RemoteSide.remote_situation`), or to a
        server whose ``welcome`` did not list ``marks`` (it would close the connection)."""
        if self.seat is None or self._lost or "marks" not in getattr(self.link, "accepts", ()):
            return
        self.link.send("marks", cards=list(codes))

    def is_over(self) -> bool:
        """True once the game has ended (the last view has a winner or the phase "over", or
        ``over`` came)."""
        return (self._over or getattr(self._view, "winner", None) is not None
                or getattr(self._view, "phase", None) == "over")

    def computer_to_act(self) -> None:
        """The server plays the computer players: never this client."""
        return None

    def computers_to_act(self) -> list[int]:
        """The server plays the computer players: none here (the trick table asks)."""
        return []

    def hint_rng(self, position: tuple) -> random.Random:
        """A random source for the hint asked in ``position`` (the seed stays on the server):
        from the position alone, so the same question samples the same deals on every press."""
        return random.Random(repr(tuple(position)))

    def think(self, work: Callable[[], Any], done: Callable[[Any], None], thinking_text: str | None = None) -> None:
        """Run ``work`` in a worker thread (the hint); ``done(result)`` from :meth:`poll`."""
        self.thinker.think(work, done, thinking_text)

    @property
    def thinking(self) -> bool:
        """True while work started by :meth:`think` is not finished."""
        return self.thinker.busy

    def speech_busy(self) -> bool:
        """True while the scene's speech is busy."""
        return self.client is not None and self.client.speech_busy()

    def _turn_unheard(self) -> bool:
        """True while the events handed to the scene or its prompts (one's turn) are still being
        said (the scene's ``turn_unheard``; else :meth:`_events_unheard`): ``heard`` waits for
        them, and the server's turn clock for ``heard``."""
        unheard = getattr(self.client, "turn_unheard", None)
        return bool(unheard()) if unheard is not None else self._events_unheard()

    def _events_unheard(self) -> bool:
        """True while the events handed to the scene are still being said (the scene's
        ``events_unheard``; else any speech at all)."""
        unheard = getattr(self.client, "events_unheard", None)
        return bool(unheard()) if unheard is not None else self.speech_busy()

    def abandon(self) -> None:
        """The player left the game: the server gives the seat to a computer player at once."""
        self.link.send("leave")

    def kept(self) -> bool:
        """False: an online game is the server's, never saved here."""
        return False

    def leave_table(self) -> bool:
        """Leave the table (a spectator's Escape): ``leave`` is sent and, when the table came from
        the lobby, :attr:`on_leave` takes the connection back there (True). False: no lobby to
        go back to (the caller closes the connection)."""
        self.link.send("leave")
        if self.on_leave is None:
            return False
        self._handed = True
        self.on_leave()
        return True

    def chat(self, text: str) -> bool:
        """Send a table chat line (``scope`` "table"); False (nothing sent) while the connection
        is down. The server sends it back to everyone at the table, this person included."""
        if self._lost:
            return False
        self.link.send("chat", scope="table", text=text)
        return True

    def close(self) -> None:
        """The scene left the screen: the connection ends (the server holds the seat), unless
        it went back to the lobby (:meth:`leave_table`) or to the results (:meth:`keep_link`)."""
        if not self._handed:
            self.link.close()

    def _news_for_results(self, frame: dict[str, Any]) -> bool:
        """True when ``frame`` (a ``notice`` or ``chat``) is news of the table that came once the
        game's end was received (the last update has a winner, or the ``over`` frame came), to
        a seated person: the results say it, after "Game over" (:meth:`news_after_over`), worded
        as news of a finished table ("Ben lost the connection.", never "... Their seat is held
        for 30 seconds."); found by a tester by ear online: "Ben lost the connection. Their seat
        is held for 30 seconds." said before the game's end, the other person having left as it
        ended. A spectator, who stays at the table, hears it there; one's own chat line comes back
        as the answer to the Enter that sent it, at once."""
        if self.seat is None:
            return False
        if frame.get("type") == "chat" and (frame.get("scope") != "table"
                                            or online_text.own_chat(frame, online_text.own_name(self.link))):
            return False  # (one's own line: the answer to the Enter that sent it, said at once)
        newest = self._newest_held()
        view = newest[2] if newest is not None else self._view
        return (self._over or any(isinstance(item, _Over) for item in self._incoming)
                or getattr(view, "winner", None) is not None or getattr(view, "phase", None) == "over")

    def news_after_over(self) -> list[dict[str, Any]]:
        """The table's news that came once the game's end was received (``notice`` and ``chat``
        frames, in order; :meth:`_news_for_results`), taken: the results say them first."""
        news, self._after_over = self._after_over, []
        return news

    def keep_link(self) -> Any:
        """The game is over and its results take the connection (back to the lobby on it):
        :meth:`close` leaves it open. Returns the link."""
        self._handed = True
        return self.link

    @property
    def connected(self) -> bool:
        """False while the connection is lost (from ``link_lost`` until ``link_back``): an action
        would be lost on the way, so the table refuses the keys that act."""
        return not self._lost

    def away(self, seat: int) -> tuple[bool, int | None]:
        """Whether the person at ``seat`` lost the connection and is not back (nor replaced by a
        computer player), and how many whole seconds their seat is still held (None: not known;
        at least 1 until the server says a computer took it)."""
        if seat not in self._away:
            return False, None
        ends = self._away[seat]
        if ends is None:
            return True, None
        return True, max(1, int(ends - self._clock + 0.999))

    def _track_away(self, frame: dict[str, Any]) -> None:
        """Keep :meth:`away` up to date from a ``notice`` frame."""
        seat = frame.get("seat")
        if not isinstance(seat, int) or isinstance(seat, bool) or seat == self.seat:
            return
        what = frame.get("what")
        if what == "dropped":
            hold = frame.get("hold")
            held = isinstance(hold, (int, float)) and not isinstance(hold, bool) and hold > 0
            self._away[seat] = self._clock + float(hold) if held else None
        elif what in ("returned", "replaced", "left"):
            self._away.pop(seat, None)

    # ----------------------------------------------------------------- frames
    def poll(self, dt: float) -> None:
        """Take the frames received, hand events to the scene when it accepts them, report
        ``heard`` once they were said, run finished thinking."""
        self._clock += dt
        if self.thinker.busy:
            self.thinker.poll(dt, self.client)
        frames, self._backlog = self._backlog + self.link.take(), []
        for frame in frames:
            self._frame(frame)
        self._deliver()
        if self.seat is None:  # a spectator paces the computers when no person is seated
            if self._heard_seq > self._reported and not self._incoming and not self._events_unheard():
                self._reported = self._heard_seq
                self.link.send("heard", seq=self._heard_seq)
        elif self._awaiting_sync:
            pass
        elif self._report_said_marks():
            pass
        elif self._heard_seq > self._reported and not self._incoming and not self._turn_unheard():
            self._reported = self._said = self._heard_seq
            self.link.send("heard", seq=self._heard_seq)
        elif self._heard_seq > max(self._reported, self._said) and not self._events_unheard():
            # its events are said, its prompts (one's turn) not yet: reported at once, so that an
            # app that ends now (killed) is not told those events again when it comes back
            self._said = self._heard_seq
            self.link.send("heard", seq=self._heard_seq, events_only=True)

    def _report_said_marks(self) -> bool:
        """A seated person's updates handed to the scene together, a backlog (the moves held in a
        pause or under the table menu, said after Enter or Escape): each one before the newest,
        once its newest line was said (or dropped), is reported said (``heard`` with
        ``events_only``), so that the server's wait before it starts a turn's clock anyway
        (:data:`~game.net.protocol.HEARD_WAIT`) runs again from each, and the clock of the turn
        at the backlog's end starts once its line was heard (found by a tester by ear: Enter as
        "Your turn again in round 3: 30 seconds. ..." began, 26 s of held moves were said, and the
        clock started by the fallback 0.7 s before the turn line). Returns True when it reported."""
        reported = False
        while self._said_marks and not self._said_marks[0][1].pending:
            seq, _line = self._said_marks.popleft()
            if max(self._reported, self._said) < seq < self._heard_seq:
                self._said = seq
                self.link.send("heard", seq=seq, events_only=True)
                reported = True
        return reported

    def _say(self, text: str | None) -> None:
        """Say a sentence about people or the connection, after the events received before it
        that the scene is about to take."""
        if not text:
            return
        accepts = getattr(self.client, "accepts_events", None)
        if self._incoming and (accepts is None or accepts()):  # (during a pause between rounds: at once)
            self._incoming.append(text)
        else:
            self._say_now(text)

    def _say_now(self, text: str) -> None:
        if self.client is not None:
            say = getattr(self.client, "remote_notice", None) or self.client.notice
            say(text)

    def _frame(self, frame: dict[str, Any]) -> None:
        kind = frame.get("type")
        if kind in ("update", "sync"):
            self._awaiting_sync = False  # (reported once what it brings was said)
        if kind == "update":
            if int(frame["seq"]) <= self._seq:
                return  # already known (a sync said it)
            self._seq = int(frame["seq"])
            mine = self.seat is not None and frame.get("actor") == self.seat
            actor = frame.get("actor")
            if "timed_out" in frame:  # the server says whether the turn timer's computer made it (anyone's)
                timed_out = frame.get("timed_out") is True and isinstance(actor, int) and not isinstance(actor, bool)
            else:  # (a server that does not: after this seat's timed_out notice, unless one's action is pending)
                timed_out = mine and self._played_for_me and not self._pending_action
            own = mine and not timed_out
            if mine:
                self._pending_action = self._played_for_me = False
            view = self._decode_view(frame["view"])
            self._draw_waits[self._seq] = frame.get("draw_wait")
            if timed_out:
                self._timed_out[self._seq] = int(actor)  # type: ignore[arg-type]
            self._incoming.append((self._events(frame.get("events", [])), own, view, self._seq, False, 1))
        elif kind == "sync":
            self._pending_action = False
            events = self._missed(frame, self._seq)  # (watching again: the last update was said already)
            batches = self._missed_count(frame, self._seq)
            self._seq = int(frame["seq"])
            self._draw_waits[self._seq] = frame.get("draw_wait")
            if frame.get("stand_in"):
                self._stand_in.add(self._seq)
            self._incoming.append((events, False, self._decode_view(frame["view"]), self._seq, True, batches))
        elif kind == "refused" and frame.get("of") == "act":
            self._pending_action = False
            answered = getattr(self.client, "remote_refused", None)  # (a scene that answers some itself)
            if self.client is not None and self._own_time_outs > self._time_outs_at_act and hasattr(self.client, "say"):
                # sent before this seat's time ran out, it reached the server after: "Your time
                # ran out: ..." tells why it did nothing; the refused cue alone (found by a tester
                # by ear: Enter on the premium choice as the time ran out was answered "Not your
                # turn. Cid plays next." 11.6 s later, among the next moves; T-6, C-22)
                self.client.say("", cue="refused")
            elif self.client is not None and not (answered is not None and answered(frame)):
                refuse = getattr(self.client, "refuse", None) or self.client.notice
                refuse(online_text.refused_text(frame))
        elif kind == "refused" and frame.get("of") == "chat":
            if self.client is not None:
                answered = getattr(self.client, "own_chat_answered", None)
                if answered is not None:
                    answered()  # (the lines held for one's line come back: after the refusal)
                self.client.refuse(online_text.chat_refused_text(frame))
        elif kind in ("notice", "chat") and self._news_for_results(frame):
            self._after_over.append(frame)  # (said by the results, after the game's end)
        elif kind == "chat" and frame.get("scope") == "table":
            chat = getattr(self.client, "remote_chat", None)
            me = online_text.own_name(self.link)
            line = online_text.chat_text(frame, me)
            if chat is not None and online_text.own_chat(frame, me):
                chat(line, own=True)  # (the answer to the Enter that sent it: said at once)
            elif chat is not None:
                chat(line)
            else:
                self._say(line)
        elif kind == "notice":
            self._track_away(frame)
            watcher = str(frame.get("name") or "")
            if frame.get("what") == "watching" and watcher in self._watchers_told:
                return  # watching again after the server's restart: said once
            if frame.get("what") == "watching":
                self._watchers_told.add(watcher)
            elif frame.get("what") == "stopped_watching":
                self._watchers_told.discard(watcher)
            if frame.get("what") == "timed_out" and self.seat is not None and frame.get("seat") == self.seat:
                self._played_for_me = True
                self._own_time_outs += 1
            if frame.get("what") == "left" and frame.get("computer") and isinstance(frame.get("seat"), int):
                self._left_told.add((int(frame["seat"]), str(frame.get("name") or "")))
            if frame.get("what") == "round_ready":
                self._round_ready(frame)
                return
            if frame.get("what") == "draw_wait_over":
                if self._incoming and self._accepting():
                    self._incoming.append(_DrawWaitOver())
                else:
                    self._draw_wait_over()
                return
            if frame.get("what") == "draw_wait":
                seat = frame.get("seat")
                if isinstance(seat, int) and not isinstance(seat, bool):
                    if self._incoming and self._accepting():
                        self._incoming.append(_DrawWait(seat))
                    else:
                        self._draw_wait_again(seat)
                return
            if frame.get("what") in ("turn_warning", "timed_out") and self.seat is not None \
                    and frame.get("seat") == self.seat and hasattr(self.client, "remote_timer_notice"):
                said = online_text.notice_text(frame, self.seat) or ""
                seconds = frame.get("seconds")
                deadline = clock() + float(seconds) if isinstance(seconds, (int, float)) \
                    and not isinstance(seconds, bool) and frame.get("what") == "turn_warning" else None
                notice = _TimerNotice(str(frame.get("what")), said, deadline)
                if self._incoming and self._accepting():
                    self._incoming.append(notice)
                else:
                    self._timer_notice(notice)
                return
            self._say(online_text.notice_text(frame, self.seat))  # in order: after the moves received before it
        elif kind == "table":
            self.summary = frame["table"]
            for entry in self.summary.get("seats", []):  # who is away (a return, a server restarted)
                index, connected = entry.get("seat"), entry.get("connected")
                if not isinstance(index, int) or index == self.seat or not isinstance(connected, bool):
                    continue
                if connected or entry.get("kind") != "person":
                    self._away.pop(index, None)
                else:
                    self._away.setdefault(index, None)
            seats = seats_of(self.summary, self.seat)  # mid-game: no computer is renamed
            if voices_of(self.summary) is not None:  # the server's names: the same for everyone at the table
                self.perspective = perspective_for(self.summary, seats)
            else:
                self.perspective = perspective_keeping_names(self.perspective, self.seats, seats)
            self.seats = seats
        elif kind == "over":
            if self._incoming:  # in order: the game ends for this client once the moves before it are said
                self._incoming.append(_Over(frame.get("log")))
            else:
                self._over = True
                self.log = frame.get("log")
        elif kind == "lobby" and not self._over and self.seat is not None:  # back, and no seat for us any more
            self._say(_(online_text.GONE))
        elif kind == "link_lost":
            if self.seat is not None and self.draw_wait == self.seat:
                self.draw_wait = None  # C-8: the server ended the hold for our draw as we dropped
            if not self._lost:
                self._lost = True
                self._say(online_text.lost_text(frame))
        elif kind == "link_back":
            self._lost = False
            self._pending_action = False
            self._reported = self._said = 0  # the new connection's server knows nothing of our reports
            self._awaiting_sync = self.seat is not None  # ... and hears none until its sync was said
            if self.seat is None:  # the server seats nobody back as a spectator: watch again
                self.link.send("watch", table=self.summary["id"])
            self._say(_(online_text.BACK))

    def _draw_wait_of(self, seq: int) -> int | None:
        """The ``draw_wait`` of update ``seq`` (forgotten with the older ones)."""
        wait = self._draw_waits.pop(seq, None)
        for older in [number for number in self._draw_waits if number < seq]:
            del self._draw_waits[older]
        return wait if isinstance(wait, int) and not isinstance(wait, bool) else None

    def draw_warned(self) -> None:
        """This seat's app has said the warning that its time to draw runs out ("2 seconds left
        to draw: press Space.", C-8) while the server holds the next player for its draw: the
        server ends that hold ``DRAW_WARNING`` seconds from now (``heard`` with ``draw_warned``),
        so the next card never comes while the warning is still being said."""
        if self.seat is None or self._awaiting_sync or self.draw_wait != self.seat or self._lost:
            return
        self.link.send("heard", seq=self._reported, draw_warned=True)

    def ready(self) -> None:
        """This person pressed Enter after a round's end (counting game, C-21): the server tells the
        others the new round starts now when it waits for this seat (``heard`` with ``ready``)."""
        if self.seat is None or self._awaiting_sync or self._lost:
            return
        self.link.send("heard", seq=self._reported, ready=True)

    def _round_ready(self, frame: dict[str, Any]) -> None:
        """``notice`` ``round_ready``: keep (round, seat) (:attr:`round_ready`); the scene, between
        rounds, goes on (``remote_round_ready``)."""
        number, seat = frame.get("round"), frame.get("seat")
        if not isinstance(number, int) or isinstance(number, bool) or not isinstance(seat, int) \
                or isinstance(seat, bool):
            return
        self.round_ready = (number, seat)
        ready = getattr(self.client, "remote_round_ready", None)
        if ready is not None:
            ready()

    def _timer_notice(self, notice: _TimerNotice) -> None:
        """This seat's turn timer spoke: the scene says it (``remote_timer_notice``)."""
        if self.client is not None:
            self.client.remote_timer_notice(notice.what, notice.text,  # type: ignore[attr-defined]
                                            deadline=notice.deadline)

    def turn_not_reported(self) -> int | None:
        """The number of the last update handed to the scene when it was not yet reported
        ``heard`` (its turn not yet heard: the server's turn clock waits), else None."""
        return self._heard_seq if self._heard_seq > self._reported and not self._awaiting_sync else None

    def _draw_wait_again(self, seat: int) -> None:
        """The server holds the next player again for the draw of ``seat``, back at the table
        (C-8): the scene says the held turn (``remote_draw_wait``)."""
        self.draw_wait = seat
        again = getattr(self.client, "remote_draw_wait", None)
        if again is not None:
            again()

    def _draw_wait_over(self) -> None:
        """The hold for a person's draw ended: the scene says the turn (``remote_draw_wait_over``)."""
        self.draw_wait = None
        over = getattr(self.client, "remote_draw_wait_over", None)
        if over is not None:
            over()

    def _round_ended(self, view: Any, events: list[Event], before: Any = None) -> None:
        """Keep the view the round of ``events`` ended on, when they end one (:meth:`last_round_view`):
        the game's rules make it from the view ``view`` after them and the view ``before`` them
        (:attr:`game.net.games.GameRules.round_end_view`)."""
        from ..net.games import RULES
        rules = RULES.get(self.summary.get("game", ""))
        ended = rules.round_end_view(view, events, before) if rules is not None else None
        if ended is not None:
            self._round_end_view = ended

    def _accepting(self) -> bool:
        accepts = getattr(self.client, "accepts_events", None)
        return self.client is not None and (accepts is None or bool(accepts()))

    def follows_ear(self) -> bool:
        """True when this client follows a game it takes no part in: a spectator, or a person out
        of it at their seat (the counting game, C-18) while it goes on. Nobody waits for them
        (the server paces only its computer players by their ``heard``, never the other people),
        so the next update is handed to the scene once the one before it was heard, and a
        backlog is skipped (:data:`CATCH_UP_AFTER`, :meth:`_skip`): found by a tester by ear, out
        of a game of four people, her speech fell 74 s behind the table and the status keys
        pressed meanwhile were never answered."""
        if self.seat is None:
            return True
        view = self._view
        return (self.seat in (getattr(view, "eliminated", None) or ())
                and getattr(view, "winner", None) is None and not self._awaiting_sync)

    def _deliver(self) -> None:
        """Hand the updates received to the scene when it accepts them. A spectator's next update
        waits until the last one has been said: the server does not wait for a spectator, so the
        view (what C, S, T answer from) keeps pace with what was heard, never ahead of it; when
        more than :data:`CATCH_UP_AFTER` updates wait by then, the spectator skips to the present
        (:meth:`catch_up`). A spectator new at a game under way first hears the table's opening
        words, then where the game stands at that moment (:meth:`_join`)."""
        while self._incoming:
            if not self._accepting():
                return
            if self._joining:
                if self.speech_busy():
                    return  # the table's opening words first: the situation is that of when they end
                self._joining = False
                if self._join():
                    continue
            follows = self.follows_ear()
            if follows and self._events_unheard():
                return
            if follows and self.waiting_updates() > CATCH_UP_AFTER and self._skip(by_key=False):
                continue
            item = self._incoming.popleft()
            if isinstance(item, str):  # a notice that came after moves still waiting
                self._say_now(item)
                continue
            if isinstance(item, _Over):
                self._over, self.log = True, item.log
                continue
            if isinstance(item, _DrawWaitOver):
                self._draw_wait_over()
                continue
            if isinstance(item, _DrawWait):
                self._draw_wait_again(item.seat)
                continue
            if isinstance(item, _TimerNotice):
                self._timer_notice(item)
                continue
            events, own, view, seq, sync, _moves = item
            self.draw_wait = self._draw_wait_of(seq)
            self._round_ended(view, events, self._view)
            self._view = view
            self._heard_seq = seq
            if any(event.kind in MILESTONES for event in events):
                self._result_seq = seq
            moved = getattr(self.client, "remote_moved", None)
            if moved is not None:
                moved()  # (what the turn timer said of the turn before is no longer true)
            take = getattr(self.client, "remote_events", None)
            if take is not None:
                if sync:  # what happened meanwhile, without its prompts: the situation line says what to do now
                    self.client.quiet_prompts = True
                    self.client.recorded_told = False  # (a new return: its first count is "While you were away")
                kept = self.perspective
                if sync and seq in self._stand_in:  # the computer's moves for this person: said as its
                    self._stand_in.discard(seq)
                    self.perspective = self.stand_in_perspective()
                elif seq in self._timed_out:  # the turn timer's move for a person: said as made for them
                    self.perspective = self.timed_out_perspective(self._timed_out.pop(seq))
                try:
                    take(events, own)
                finally:
                    self.client.quiet_prompts = False
                    self.perspective = kept
                newest = getattr(self.client, "newest_line", None)
                line = newest() if newest is not None and self.seat is not None and self._incoming else None
                if line is not None:  # (more updates follow it at once: a backlog, reported as said)
                    self._said_marks.append((seq, line))
            situation = getattr(self.client, "remote_situation", None)
            if sync and situation is not None:
                situation()  # back at the table: where the game stands now

    def seat_history(self) -> dict[int, tuple[str, int | None]]:
        """The seats a computer took from a person who left the game (the seat summary's
        ``before``, ``left_in``): seat -> (the last person who held it, the deal or round they
        left in, None when not known) (:data:`game.player_names.SeatHistory`). The results name
        such a seat by who holds it, then whose seat it was ("1st: Bob (in Cid's seat), 1 token
        left."), and a winner's with a sentence of its own ("Bob wins the game. Bob, a computer
        player, took Cid's seat in round 1."); was "Cid, then Bob wins the game.", which a
        listener took for the win of Cid, who had left in round 1 (found by a tester by ear)."""
        history: dict[int, tuple[str, int | None]] = {}
        for entry in self.summary.get("seats", []):
            people = [str(name) for name in entry.get("before") or [] if name]
            if entry.get("kind") != "computer" or not people:
                continue
            left_in = entry.get("left_in")
            number = left_in if isinstance(left_in, int) and not isinstance(left_in, bool) else None
            history[int(entry["seat"])] = (people[-1], number)
        return history

    def deal_perspective(self, number: int, shared: bool = True) -> Perspective:
        """The perspective a deal's (trick game) or round's (counting game) outcome ``number``
        is said from: a seat a computer took from a person who left the game (the seat
        summary's ``before``, ``left_in``, ``left_midway``) is named for the deal they left in,
        having bid or played in it, by both, in order, as the results name it ("Cid, then Bob
        bid 2 and took 1: missed."; found by ear: "Bob bid 2 and took 1: missed." for Cid's bid
        and tricks); for the deals before it by the person alone ("Cid"); from the next one on
        by the computer alone, as in play. ``shared`` False (the counting game's round's end
        names the one whose card ended it): the deal they left in is the computer's, the rounds
        before it the person's. Every other seat as in play; the same for a spectator and one
        who comes back, from the summary."""
        from ..player_names import seat_name
        names = list(self.perspective.names)
        for entry in self.summary.get("seats", []):
            people = [str(name) for name in entry.get("before") or [] if name]
            left_in = entry.get("left_in")
            if entry.get("kind") != "computer" or not people or not isinstance(left_in, int):
                continue
            seat = int(entry["seat"])
            if number < left_in:
                said = people[-1]
            elif number == left_in and shared and entry.get("left_midway"):
                said = _(online_text.THEN).format(first=people[-1], then=seat_name(self.perspective, seat))
            else:
                continue
            names += [None] * (seat + 1 - len(names))
            names[seat] = said
        return dataclasses.replace(self.perspective, names=tuple(names))

    def stand_in_perspective(self) -> Perspective:
        """The perspective the moves a computer made for this person while they were away are
        said from: those moves name their seat "A computer player for you" ("A computer player
        for you: 3 of spades. Total 3."), never "You"; the tokens or scores it lost or won are
        still said as theirs (:attr:`~game.engine.perspective.Perspective.stand_in`)."""
        return dataclasses.replace(self.perspective, stand_in=self.seat)

    def timed_out_perspective(self, seat: int | None = None) -> Perspective:
        """The perspective the move a computer made for the person at ``seat`` (default: this
        person's) when their turn timer ran out is said from: its card is said as played for
        them ("Played for you: the queen of hearts. Total 40.", "Played for Ana: the queen of
        hearts. Total 40."), never as their own ("You: ...", "Ana: ...")
        (:attr:`~game.engine.perspective.Perspective.timed_out`)."""
        return dataclasses.replace(self.perspective, timed_out=self.seat if seat is None else seat)

    # ----------------------------------------------------------------- a spectator catching up
    def waiting_updates(self) -> int:
        """How many updates (moves) have come from the server and are not yet handed to the scene."""
        return sum(1 for item in self._incoming if isinstance(item, tuple))

    def catch_up(self) -> int | None:
        """Skip to the present (a spectator's key, J): the updates waiting are taken at once,
        their events handed to the scene unsaid (``remote_skipped``), which says how many moves
        were skipped and where the game stands now; a skip stops before the first update waiting
        that ends a round, a deal or the game or puts a player out (:data:`MILESTONES`), said as
        it came, after where the game stood before it (that update tells the move and its
        outcome, never the total, the turn or the tokens before it: found by ear, "29 moves
        skipped." then one move alone, out of context). While the end of a round or deal just
        handed over is said (:meth:`result_unheard`), nothing is cut: the skip is said after it.
        Returns the number of moves skipped: 0 when none waits before such an update (or
        none at all); None while the scene takes no updates (a pause between rounds). A new
        spectator's J while the table's opening words are said cuts them and hears where the game
        stands now, with no count (:meth:`_join`; returns 1 then)."""
        if not self._accepting():
            return None
        if self._joining:
            self._joining = False
            if self._join(interrupt=True):
                return 1
        return self._skip(by_key=not self.result_unheard())

    def result_unheard(self) -> bool:
        """True while the last update handed to the scene ended a round or a deal (or the game,
        or put a player out: :data:`MILESTONES`) and its words (the round's end, the deal's
        result and scores) are still being said or wait to be: J then cuts nothing, the skip's
        words ("14 moves skipped.", where the game stands) follow them (found by ear: J cut deal
        4's result 1.2 s in with "14 moves skipped."; T-14, C-18)."""
        return self._result_seq == self._heard_seq and self._events_unheard()

    def _join(self, interrupt: bool = False) -> bool:
        """A new spectator has heard the table's opening words: the updates waiting (the game as
        it was when they came, and the moves made while the words were said) are taken unsaid
        up to the last that holds a milestone, as a skip takes them (:meth:`_skip`), and the
        scene says where the game stands now (``remote_joined``; a scene without it hears a
        skip's words), always, even when a milestone waits next (said after it, as it came).
        The ``sync``'s own update is always taken, even when it ended a round: that round's end
        is where the game stands, said once as the situation, never as a move of now; its
        events go to the scene as ``before`` (the history keeps them, marked as earlier).
        ``interrupt``: J was pressed, what is being said is cut first. Returns True when anything
        was taken."""
        first = next((item for item in self._incoming if isinstance(item, tuple)), None)
        before = list(first[0]) if first is not None and first[4] else []
        taken = self._take(join=True)
        if taken is None:
            return False
        events, moves, notices = taken
        # a newcomer always hears where the game stands, even when a round's end waits next:
        # that update says the move and its outcome, never the total, the turn or the tokens before it
        joined = getattr(self.client, "remote_joined", None)
        if joined is not None:
            joined(events, notices, situation=True, interrupt=interrupt, before=before)
        else:
            skipped = getattr(self.client, "remote_skipped", None)
            if skipped is not None:
                skipped(events, moves, notices, situation=True, interrupt=interrupt)
        return True

    def _skip(self, by_key: bool) -> int:
        """Take the waiting updates up to the first that holds a milestone (:meth:`_take`) and
        have the scene say how many moves were skipped and where the game stands then
        (``remote_skipped``), even when a milestone waits next (said after it, as it came).
        Returns the moves skipped (0: nothing taken)."""
        taken = self._take()
        if taken is None:
            return 0
        events, moves, notices = taken
        skipped = getattr(self.client, "remote_skipped", None)
        if skipped is not None:
            skipped(events, moves, notices, situation=True, interrupt=by_key)
        return moves

    def _take(self, join: bool = False) -> tuple[list[Event], int, list[str]] | None:
        """Take the waiting updates up to the first that holds a milestone (a newcomer's first
        take, ``join``: the last), with the notices among them; the view jumps to the last one taken. Returns their events, how many moves
        they hold and the notices; None when nothing waits before such an update. ``join``: a
        new spectator's first take: the ``sync`` it came with is the game as it was before they
        came, taken even when it holds a milestone (a round that ended before they came is where
        the game stands, said once as the situation, never as a move of now)."""
        items = list(self._incoming)
        sync_at = next((i for i, item in enumerate(items) if isinstance(item, tuple)), None)
        if not join or sync_at is None or not items[sync_at][4]:
            sync_at = None
        ends = [i for i, item in enumerate(items) if i != sync_at
                and isinstance(item, tuple) and any(event.kind in MILESTONES for event in item[0])]
        first = next((i for i, item in enumerate(items) if isinstance(item, tuple)), None)
        if not join and ends and ends[0] == first:
            # the next update ends a round or deal (the one the last skip stopped at): said as it
            # came, never skipped for a later one that came while where the game stood was said
            # (found by ear: "30 moves skipped." then deal 4, 5, 6, 7, no deal's end ever said)
            return None
        # a skip stops before the first round's or deal's end waiting, never over it (found by ear:
        # "57 moves skipped." then deal 4, deal 3's end never said, the scores jumped; C-18, T-14):
        # that end is said as it came, then the next skip may go on; a newcomer's first take goes
        # up to the last one (what came before they followed is where the game stands)
        stretch = (items[:ends[-1]] if join else items[:ends[0]]) if ends else items
        stretch = stretch[:max((i + 1 for i, item in enumerate(stretch) if isinstance(item, tuple)), default=0)]
        updates = [item for item in stretch if isinstance(item, tuple)]
        if not updates:
            return None
        for _item in stretch:
            self._incoming.popleft()
        for item in updates:  # (taken unsaid: their moves are counted, never said as played for anyone)
            self._timed_out.pop(item[3], None)
        last = updates[-1]
        self._round_ended(last[2], last[0])  # (a newcomer's: the table may sit between rounds)
        self._view = last[2]
        self._heard_seq = last[3]
        self.draw_wait = self._draw_wait_of(last[3])
        events = [event for item in updates for event in item[0]]
        moves = sum(item[5] for item in updates)
        notices = [item for item in stretch if isinstance(item, str)]
        return events, moves, notices
