"""A server table: its seats, spectators, game state and log (no network code here).

Seats are the game's live seats (the trick game's dummy is not a seat: its cards are played by
the live seat that controls it, T-21). A seat is empty, a person's or a computer's; a person's
seat whose connection dropped is *held* (``conn`` None) and, once the hold runs out, *replaced*:
a computer plays it until the person comes back with their token.
"""

from __future__ import annotations

import asyncio
import json
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from .codec import to_data
from .games import GameRules
from .protocol import BID_CARDS

HISTORY = 64
"""Updates kept per table for a person who comes back (what happened meanwhile)."""
WATCHERS_NAMED = 20
"""At most this many spectators are named in a ``table`` frame (the summary counts them all)."""
DRAW_SECONDS = 5.0
"""Manual draw (C-8): how long the next player (a person or a computer) is held, once a
connected person who may still draw has heard their own play (their ``heard`` reaches its
update), before they may play: as long as the local game's default "Time to draw". The draw
stays open after that until the next card is played (C-8); the hold ends at once with the draw."""
DRAW_HEARD_WAIT = 15.0
"""A drawer's client that never reports hearing its play holds the next player at most this
many seconds, plus :data:`DRAW_SECONDS`, after the play was sent."""
DRAW_WARNING = 2.0
"""Manual draw (C-8): once the drawer's app reports it has said the warning that the time to draw
runs out ("2 seconds left to draw: press Space.", ``heard`` with ``draw_warned``), the next
player's hold ends this many seconds later (never sooner than :data:`DRAW_SECONDS` after the
play was heard): the window never closes while its warning is still being said, and the two
seconds it names are left after it was heard, as at a local table (the app's own
``DRAW_WARNING``)."""
DRAW_WARNED_WAIT = 10.0
"""A drawer's app that has reported hearing its play but never reports its warning said holds
the next player at most this many seconds more than :data:`DRAW_SECONDS` (the warning is due
:data:`DRAW_SECONDS` - :data:`DRAW_WARNING` seconds of silence after the play was heard; keys
that speak meanwhile put it off): another person is never held for ever."""


@dataclass
class Seat:
    """One live seat.

    Attributes:
        kind: ``"empty"``, ``"person"`` or ``"computer"``.
        name: the person's name (``None`` for a computer: each client names it in its language).
        voice: a computer's default name, as an index into
            :data:`game.player_names.DEFAULT_NAMES` (each client says it in its language), chosen
            when the game starts or when the computer takes a person's seat
            (:func:`game.player_names.choose_voice`): every person and spectator says the same
            name for the seat. ``None`` before the start.
        before: the names of the people who held this seat before its computer took it (one who
            left mid-game), in order: the results name them with it.
        left_in: the deal (trick game) or round (counting game) under way when the last of
            ``before`` left, ``None`` for a seat nobody left; left_midway: whether they had bid
            or played in it: each client names the seat for that deal's end and summary by both
            ("Cid, then Bob"), for the deals or rounds before it by the person alone, and from
            the next on by the computer alone (:meth:`game.table.remote.RemoteSession.deal_perspective`).
        owner: SHA-256 of the person's token (who may take the seat back), else ``None``.
        replaced: a computer plays for the person, who dropped and was not back in time.
        conn: the person's live connection, ``None`` while dropped (not stored).
        hold: the timer that hands a dropped person's seat to a computer (not stored).
        drop_told: the table was told this person dropped (not stored: after a restart nobody
            was told, so nobody hears them "back" either).
    """

    kind: str = "empty"
    name: str | None = None
    owner: str | None = None
    replaced: bool = False
    voice: int | None = None
    before: list[str] = field(default_factory=list)
    left_in: int | None = None
    left_midway: bool = False
    conn: Any = None
    hold: asyncio.TimerHandle | None = None
    drop_told: bool = False

    def to_json(self) -> dict[str, Any]:
        """What the database keeps of the seat."""
        return {"kind": self.kind, "name": self.name, "owner": self.owner, "replaced": self.replaced,
                "voice": self.voice, "before": list(self.before), "left_in": self.left_in,
                "left_midway": self.left_midway}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Seat":
        """A seat as the database kept it (its person not connected)."""
        voice, left_in = data.get("voice"), data.get("left_in")
        return cls(data["kind"], data.get("name"), data.get("owner"), bool(data.get("replaced")),
                   voice if isinstance(voice, int) else None, [str(name) for name in data.get("before") or []],
                   left_in if isinstance(left_in, int) and not isinstance(left_in, bool) else None,
                   bool(data.get("left_midway")))

    @property
    def played_by_computer(self) -> bool:
        """True when a computer chooses this seat's actions."""
        return self.kind == "computer" or (self.kind == "person" and self.replaced)

    def public(self, index: int) -> dict[str, Any]:
        """The seat as the lobby and the table show it (no token)."""
        public = {"seat": index, "kind": self.kind, "name": self.name,
                  "connected": self.kind == "person" and self.conn is not None, "replaced": self.replaced}
        if self.voice is not None:
            public["voice"] = self.voice
        if self.before:
            public["before"] = list(self.before)
        if self.left_in is not None:
            public["left_in"], public["left_midway"] = self.left_in, self.left_midway
        return public


@dataclass
class Table:
    """One table of the server.

    Attributes:
        id: the table's number (1, 2, ...).
        rules: the game's hooks; options: the game's options; level, cpu_delay: the computers'.
        host: owner hash of the host (may add computers and start), or ``None``.
        seats: the live seats; spectators: the connections watching.
        started, finished: the game's progress.
        setup: the rule-case set-up (seed included: never sent before the end).
        state: the game state once started; actions: the log, each action in the rule-case form
            as JSON text (text, not objects: the garbage collector has nothing to scan there).
        seq: updates sent (1 is the opening; one more per action, or per turn a computer
            played for a person, timed out or away: a stand-in's play and draw make one update).
        heard: per person (owner hash), the last update they said they heard.
        said: per person, the last update whose events (not yet its prompts) they said they
            heard (``heard`` with ``events_only``): a return's recap starts after it too.
        told: per person, the last update whose turn their app told them in a pause (``heard``
            with ``told``): the wait before their clock starts anyway ran again from then, once.
        history: the last updates, for people coming back: (number, events, the seat a computer
            played for its person away, else None, the name of the person in each seat then, None
            for a computer: a return names the moves made before a seat changed hands by who made
            them, the ``sync``'s ``missed_names``).
        seat_changes: the people who left the game under way and the computers that took their
            seats, as (the last update before it, seat, the person's name, the computer's voice):
            a return says each in its place among the moves missed, the ``sync``'s ``seat_changes``.
        cpu_seed: seeds the computers' choices (action by action, so a restart chooses alike).
        version: bumped at every change a computer's pending choice depends on.
        sent_at: loop time of the last update.
        turn_timer: seconds a person has for a turn, or None (off); timers: per person seat now
            timed, its warning and time-out handles; clock_waits: per person seat due but not yet
            timed, the handle that starts the clock if they never report hearing their turn
            (None once it has fired); turn_moved: a move that ends a turn (any but a counting
            draw, C-8) was committed since the last update: the clock of the seat that made it,
            if that seat is still due (the trick game: won the trick and leads, T-13; the counting
            game with two players in: a jack lets its player play again, C-16), starts anew for the new turn, from
            when its turn line is heard (:meth:`game.net.computers.Computers._turn_timers`).
        draw_seq, draw_heard_at: the update that let a connected person draw (manual draw,
            C-8) and the loop time they reported hearing it (None: not yet); draw_warned_at:
            the loop time their app reported saying the warning that their time to draw runs
            out (None: not yet; :data:`DRAW_WARNING`); draw_timer: the
            handle that ends the next player's hold (:meth:`draw_hold_until`); draw_holding: a
            hold was announced (``draw_wait`` in the update, or the ``draw_wait`` notice of a
            drawer back at the table) and has not ended yet; draw_from: the loop time that hold
            began (its update sent, or the drawer's return).
        starter: owner hash of the person whose app starts the game once every seat is taken
            (``start_when_full`` of ``create``), or ``None``; the summary's ``starts_when_full``
            holds while that person hosts the table and it has not started. Stored with the
            table: a table restored after a restart still starts when full.
        host_timer: before the start, the handle that ends the away host's grace; host_lapsed:
            the grace ended while nobody else was connected (the first person back is the host).
        ready_round: counting game (C-21), the last round whose first player was reported ready
            (``heard`` with ``ready``; the others heard ``notice`` ``round_ready``), or 0.
        marks: trick game (T-6, T-28), per person seat whose bid is due, the bid cards their
            client reported marked (``marks``: at most three, from their hand); a turn timer
            that runs out with three marked bids those (:meth:`marked_bid`). Forgotten once the
            seat is no longer due (its bid made, the bidding over: :meth:`forget_marks`) and when
            the person takes the seat back after a drop (their app tells its marks again).
    """

    id: int
    rules: GameRules
    options: Any
    level: str
    cpu_delay: float
    host: str | None
    seats: list[Seat]
    cpu_seed: str
    spectators: set[Any] = field(default_factory=set)
    started: bool = False
    finished: bool = False
    setup: dict[str, Any] | None = None
    state: Any = None
    actions: list[str] = field(default_factory=list)
    seq: int = 0
    heard: dict[str, int] = field(default_factory=dict)
    said: dict[str, int] = field(default_factory=dict)
    told: dict[str, int] = field(default_factory=dict)
    history: deque = field(default_factory=lambda: deque(maxlen=HISTORY))
    seat_changes: deque = field(default_factory=lambda: deque(maxlen=HISTORY))
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    task: asyncio.Task | None = None
    version: int = 0
    sent_at: float = 0.0
    turn_timer: float | None = None
    timers: dict[int, list[asyncio.TimerHandle]] = field(default_factory=dict)
    clock_waits: dict[int, asyncio.TimerHandle | None] = field(default_factory=dict)
    turn_moved: bool = False
    host_timer: asyncio.TimerHandle | None = None
    host_lapsed: bool = False
    starter: str | None = None
    draw_seq: int = 0
    draw_heard_at: float | None = None
    draw_warned_at: float | None = None
    draw_timer: asyncio.TimerHandle | None = None
    draw_holding: bool = False
    draw_from: float = 0.0
    ready_round: int = 0
    marks: dict[int, tuple[Any, ...]] = field(default_factory=dict)

    def seat_of(self, owner: str) -> int | None:
        """The seat of the person with this owner hash, or None."""
        for index, seat in enumerate(self.seats):
            if seat.kind == "person" and seat.owner == owner:
                return index
        return None

    def name_computers(self) -> None:
        """Give each computer seat without one its default name (``voice``) at the start: the
        seat's own unless it sounds like a person's at the table or another computer's
        (:func:`game.player_names.choose_voice`)."""
        from ..player_names import choose_voice
        people = [seat.name for seat in self.seats if seat.kind == "person" and seat.name]
        for index, seat in enumerate(self.seats):
            if seat.kind == "computer" and seat.voice is None:
                taken = {other.voice if other.voice is not None else number
                         for number, other in enumerate(self.seats)
                         if other.kind == "computer" and number != index and (other.voice is not None or number > index)}
                seat.voice = choose_voice(index, taken, people)

    def computer_for(self, index: int) -> Seat:
        """The computer seat that takes the seat of the person at ``index`` who leaves a game
        under way: named with a default name no other computer here says and that sounds like
        nobody's at the table, the leaver's included (:func:`game.player_names.choose_voice`);
        it remembers who held the seat (``before``) and the deal or round under way then, and
        whether they had acted in it (``left_in``, ``left_midway``; from the game's state)."""
        from ..player_names import choose_voice
        leaving = self.seats[index]
        people = [seat.name for seat in self.seats if seat.kind == "person" and seat.name]
        taken = {seat.voice if seat.voice is not None else number for number, seat in enumerate(self.seats)
                 if seat.kind == "computer" and number != index}
        before = leaving.before + ([leaving.name] if leaving.name else [])
        left_in, midway = self.rules.taking_part(self.state, index) if self.state is not None else (None, False)
        return Seat("computer", voice=choose_voice(index, taken, people), before=before, left_in=left_in,
                    left_midway=midway)

    def free_seats(self) -> list[int]:
        """Empty seats, in order."""
        return [index for index, seat in enumerate(self.seats) if seat.kind == "empty"]

    def people(self) -> list[Any]:
        """Connections of the people seated and connected, then the spectators'."""
        return [seat.conn for seat in self.seats if seat.conn is not None] + list(self.spectators)

    def watcher_names(self) -> list[str]:
        """The names of the spectators, sorted without case, at most :data:`WATCHERS_NAMED`."""
        names = sorted((str(conn.name) for conn in self.spectators if conn.name), key=str.casefold)
        return names[:WATCHERS_NAMED]

    def host_name(self) -> str | None:
        """The host's name, or None."""
        index = None if self.host is None else self.seat_of(self.host)
        return None if index is None else self.seats[index].name

    def summary(self) -> dict[str, Any]:
        """The table as the lobby lists it: game, options, seats, free seats, progress."""
        return {"id": self.id, "game": self.rules.key, "options": self.rules.options_json(self.options),
                "level": self.level, "cpu_delay": self.cpu_delay, "turn_timer": self.turn_timer,
                "host": self.host_name(),
                "seats": [seat.public(index) for index, seat in enumerate(self.seats)],
                "free": self.free_seats(), "spectators": len(self.spectators),
                "started": self.started, "finished": self.finished,
                "starts_when_full": not self.started and self.starter is not None and self.starter == self.host}

    def view(self, seat: int | None) -> Any:
        """The seat's (``None``: a spectator's) view as JSON data, or None before the start."""
        return None if self.state is None else to_data(self.state.view(seat))

    def caught_up(self) -> bool:
        """True when every connected person seated at the table has heard the last update; when
        none is (every person left or is away, only computers play), when every spectator has:
        the computers never outrun the speech of the people following the game, watching or not
        (their ``heard``; the computers wait 4 x the table's delay at most, as for seated people)."""
        owners = [seat.owner or "" for seat in self.seats
                  if seat.kind == "person" and not seat.replaced and seat.conn is not None]
        if not owners:
            owners = [conn.owner or "" for conn in self.spectators]
        return all(self.heard.get(owner, 0) >= self.seq for owner in owners)

    def draw_held_for(self) -> int | None:
        """The seat of a connected person who may still draw while another seat is to play
        (counting game, manual draw, C-8): the seat the next player is held for, or None."""
        if not self.person_may_draw() or self.finished:
            return None
        drawer = self.state.drawer
        return None if self.state.turn in (None, drawer) else drawer

    def draw_hold_until(self) -> float | None:
        """The loop time the next player's hold for a person's draw ends, or None when nobody
        is held (:meth:`draw_held_for`, and the update said so: :attr:`draw_holding`). Before
        the drawer's app reports hearing their play, at most :data:`DRAW_HEARD_WAIT` +
        :data:`DRAW_SECONDS` after the hold began (:attr:`draw_from`); once it has,
        :data:`DRAW_WARNING` seconds after it reports its warning said ("2 seconds left to
        draw: press Space.", C-8), never sooner than :data:`DRAW_SECONDS` after the play was
        heard, and at most :data:`DRAW_WARNED_WAIT` later than that while no such report comes."""
        if not self.draw_holding or self.draw_held_for() is None:
            return None
        if self.draw_heard_at is None:
            return self.draw_from + DRAW_HEARD_WAIT + DRAW_SECONDS
        heard = self.draw_heard_at + DRAW_SECONDS
        if self.draw_warned_at is None:
            return heard + DRAW_WARNED_WAIT
        return max(heard, self.draw_warned_at + DRAW_WARNING)

    def draw_hold_open(self, now: float) -> bool:
        """True while the next player is held for a person's draw at loop time ``now``: they
        may not play yet (C-8: the draw stays open until the next card, and the table's
        promise is that the next player waits for it)."""
        until = self.draw_hold_until()
        return until is not None and now < until

    def person_may_draw(self) -> bool:
        """True when a connected person may still draw (counting game, manual draw, C-8)."""
        drawer = getattr(self.state, "drawer", None)
        return drawer is not None and self.seats[drawer].kind == "person" and not self.seats[drawer].replaced \
            and self.seats[drawer].conn is not None

    def computer_due(self) -> int | None:
        """A seat a computer must act for now, or None."""
        if self.state is None or self.finished:
            return None
        for seat in self.rules.due(self.state):
            if self.seats[seat].played_by_computer:
                return seat
        return None

    def timed_seats(self) -> set[int]:
        """Connected people who must act now (the counting game: the seat to play, not a draw,
        C-8, once no hold for another person's draw keeps it waiting; the trick game: every seat to bid, T-7, or the controller of the card to play)."""
        if self.turn_timer is None or self.state is None or self.finished:
            return set()
        due = self.rules.due(self.state)
        if self.rules.key == "counting":  # (a turn held for another's draw has no clock yet)
            held = self.draw_hold_open(asyncio.get_running_loop().time())
            due = [seat for seat in due if seat == self.state.turn and not held]
        return {seat for seat in due if self.seats[seat].kind == "person" and not self.seats[seat].replaced
                and self.seats[seat].conn is not None}

    def forget_marks(self) -> None:
        """Forget the marks of every seat no longer due to bid (T-6: its bid made, or the bidding
        over); called after every action."""
        if self.marks:
            due = set(self.rules.due(self.state)) if self.state is not None and not self.finished else set()
            phase = getattr(self.state, "phase", None)
            for seat in list(self.marks):
                if seat not in due or phase != "bidding":
                    del self.marks[seat]

    def marked_bid(self, seat: int) -> tuple[Any, ...] | None:
        """Trick game (T-6): the bid cards the person of ``seat`` marked, when they are exactly the
        three a bid lays aside, all still in their hand and their bid is due; else None (the
        computer chooses)."""
        cards = self.marks.get(seat)
        state = self.state
        if cards is None or len(cards) != BID_CARDS or len(set(cards)) != BID_CARDS or state is None \
                or getattr(state, "phase", None) != "bidding" or seat not in self.rules.due(state):
            return None
        hand = state.hands[seat]
        return cards if all(card in hand for card in cards) else None

    def log(self) -> dict[str, Any]:
        """The game's log as a rule case (docs/replay-cases.md): ``python -m game replay`` plays it."""
        return {"game": self.rules.key, "setup": self.setup,
                "actions": [json.loads(action) for action in self.actions]}
