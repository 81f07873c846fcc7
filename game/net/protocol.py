"""The online protocol, version 1: strict schemas of what a client may send, limits, reason ids.

Every frame is one JSON object in a WebSocket text frame, with ``"type"`` (what it is) and
``"v"`` (the protocol version, :data:`VERSION`). What a client sends is decoded against the
schemas below (msgspec): an unknown ``type``, an unknown field, a missing field or a value of the
wrong type is refused, and so is a frame over :data:`MAX_FRAME` bytes (by the WebSocket layer).
docs/online.md lists every message both ways.

Refusals and errors carry a *reason id* (:data:`REASONS`), never text to be said: each client
says them in its own language. A refused game action also carries the rules' own sentence
(``rule``, in English, as the engine gives it).
"""

from __future__ import annotations

from typing import Annotated, Any

import msgspec

VERSION = 1
"""The protocol version this server and client speak."""
MAX_FRAME = 64 * 1024
"""Largest frame accepted, in bytes (64 KiB)."""
OUT_QUEUE = 256
"""Frames waiting to be sent to one connection before it is dropped as too slow."""
IN_QUEUE = 16
"""Frames received and not yet handled per connection (the WebSocket layer's queue)."""
NAME_MIN, NAME_MAX = 2, 24
"""A person's name: 2 to 24 characters."""
CHAT_MAX = 300
"""Characters in one chat message."""
DEFAULT_PORT = 8799
"""The port ``serve`` listens on unless told otherwise (the app's first address is ws://localhost:8799)."""

Name = Annotated[str, msgspec.Meta(max_length=64)]
"""A name as sent; the server trims it and refuses one outside 2..24 characters (``bad_name``)."""
Token = Annotated[str, msgspec.Meta(min_length=64, max_length=64, pattern="^[0-9a-f]{64}$")]
TableId = Annotated[int, msgspec.Meta(ge=1, le=2**31)]
SeatNo = Annotated[int, msgspec.Meta(ge=0, le=7)]
Seq = Annotated[int, msgspec.Meta(ge=0, le=2**31)]


class _Message(msgspec.Struct, tag_field="type", forbid_unknown_fields=True, frozen=True):
    v: int


class Hello(_Message, tag="hello"):
    """First frame of a connection: a name, and the token of an earlier connection to get its
    seat back (reconnection; the name may then differ and is ignored)."""

    name: Name
    token: Token | None = None


class ListTables(_Message, tag="list"):
    """Ask for the whole lobby list again (people in the lobby are also sent each change as it happens)."""


class CountingSetup(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """The counting game's options (C-1..C-4, C-8), as :class:`game.counting.options.CountingOptions`."""

    players: Annotated[int, msgspec.Meta(ge=2, le=8)] = 3
    tokens: Annotated[int, msgspec.Meta(ge=1, le=50)] = 9
    hand_size: Annotated[int, msgspec.Meta(ge=1, le=5)] = 3
    draw: str = "manual"
    decks: Annotated[int, msgspec.Meta(ge=1, le=2)] | None = None


class TricksSetup(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """The trick game's options (T-1, T-17, T-18, T-26, T-27), as :class:`game.tricks.options.TricksOptions`."""

    players: Annotated[int, msgspec.Meta(ge=2, le=4)] = 3
    variant: str = "standard"
    scoring: str = "target"
    target: int = 200


HEARD_WAIT = 30.0
"""A person's turn clock starts once their client has said everything up to the update that made
it their turn (``heard``: the moves before it, the game's opening, the turn's own words), or this
many seconds after the turn came, or after their client's last report of progress (an update or
its events said: ``heard``, ``heard`` with ``events_only``), at most: a client that never reports
cannot stop the clock, and one that does is never timed while it is still saying the turn.
The app reckons with it too: back at the table on a turn told over its menu, a backlog of held
moves that would outlast it is said in short
(:meth:`game.scenes.card_table_online.OnlineTable.resume_turn_seconds_left`)."""

TURN_TIMER_SECONDS = (1, 600)
"""The fewest and most seconds a table's turn timer may give (:class:`Create`'s ``turn_timer``;
``python -m game --connect ... --turn-seconds N`` takes whole seconds in this range)."""


class Create(_Message, tag="create"):
    """Create a table and sit at its seat 0 as its host. ``computers`` computer players take the
    next seats at once; ``level`` is theirs; ``cpu_delay`` (seconds, 0..5) paces them.
    ``turn_timer`` (seconds, off by default; clients offer 30, 60 and 120): a person who has not
    acted by then has that one turn played by a computer, after a warning 10 s before.
    ``start_when_full``: the host's app sends ``start`` itself once every seat is taken (``--connect
    URL --game``): the table's summary says so (``starts_when_full``) while that host hosts it, so
    the others are not told to wait for the host to start it."""

    game: str
    options: dict[str, Any] = {}
    computers: Annotated[int, msgspec.Meta(ge=0, le=7)] = 0
    level: str = "strong"
    cpu_delay: Annotated[float, msgspec.Meta(ge=0, le=5)] = 1.5
    turn_timer: Annotated[float, msgspec.Meta(ge=TURN_TIMER_SECONDS[0], le=TURN_TIMER_SECONDS[1])] | None = None
    start_when_full: bool = False


class Join(_Message, tag="join"):
    """Sit at a free seat (the first free one when ``seat`` is null) of a table not yet started."""

    table: TableId
    seat: SeatNo | None = None


class Watch(_Message, tag="watch"):
    """Watch a table as a spectator: only what is public."""

    table: TableId


class Leave(_Message, tag="leave"):
    """Leave the table one sits at or watches. In a started game a computer takes the seat at once."""


class AddComputer(_Message, tag="add_computer"):
    """The host puts a computer player in a free seat (the first when ``seat`` is null)."""

    seat: SeatNo | None = None


class RemoveComputer(_Message, tag="remove_computer"):
    """The host takes the computer player out of ``seat`` (before the start)."""

    seat: SeatNo


class Start(_Message, tag="start"):
    """The host starts the game; every seat must be taken."""


class Act(_Message, tag="act"):
    """A game action in the rule-case form (docs/replay-cases.md): counting ``{"player": 0,
    "play": "KS"}`` (``"value"`` for an ace or a 10) or ``{"player": 0, "draw": true}``; tricks
    ``{"player": 0, "bid": ["6S", "7S", "8S"], "premium": null}`` or ``{"player": 0, "play": "AH"}``.
    ``seq`` is the last update the client had (informative)."""

    action: dict[str, Any]
    seq: Seq | None = None


class Heard(_Message, tag="heard"):
    """The client has finished saying the events of update ``seq`` and its prompts (one's turn):
    computer players wait for it, and a person's turn clock starts with it. ``events_only``: the
    events are said, not yet the prompts after them: the server only remembers it, so that a
    person back after their app ended abruptly is not told those events again (computers and the
    clock still wait for the whole report). ``draw_warned`` (manual draw, C-8): the app of the
    person the next player is held for has said its warning that their time to draw runs out
    ("2 seconds left to draw: press Space."): the hold ends ``DRAW_WARNING`` seconds later
    (:meth:`game.net.tables.Table.draw_hold_until`); ``seq`` is the last update it reported.
    ``ready`` (counting game, C-21): the person pressed Enter to end the pause after a round's end:
    when they play first in the new round, the others hear ``notice`` ``round_ready`` (the round
    starts now); ``seq`` is the last update it reported. ``told``: the app, pausing (the counting
    game's round end, C-21; the trick game's deal summary, T-29), has just told the person their
    turn with the turn timer's seconds, and reports it heard a grace later: the wait after which
    the server starts that person's clock anyway (:data:`HEARD_WAIT`) runs again from now, once
    per update (found by a tester by ear: the deal's end and its summary, said first, took the
    whole wait, and the clock started 1.5 s into the notice); ``seq`` is the newest update it
    received."""

    seq: Seq
    events_only: bool = False
    draw_warned: bool = False
    ready: bool = False
    told: bool = False


class Chat(_Message, tag="chat"):
    """A chat line to the lobby (people not at a table) or to one's table (seated and watching)."""

    scope: str
    text: Annotated[str, msgspec.Meta(min_length=1, max_length=CHAT_MAX)]


BID_CARDS = 3
"""Cards a trick-game bid lays aside, in every variant and with any number of players (T-6)."""
MARKS_LISTED = 13
"""Card codes a :class:`Marks` frame may list at most (a trick-game hand, T-3): more is a malformed
frame; more than :data:`BID_CARDS` is read and ignored."""
CardCode = Annotated[str, msgspec.Meta(min_length=2, max_length=5)]
"""A card in the protocol's encoding (docs/online.md: ``"10H"``, ``"QS"``, ``"JOKER"``)."""


class Marks(_Message, tag="marks"):
    """Trick game (T-6, T-28): the bid cards the person marks during their own bidding turn, as
    they change (every Space; an empty list once none is marked). When their turn timer runs
    out with exactly :data:`BID_CARDS` marked, the server bids those cards for them (a plain
    bid, no premium); otherwise the computer chooses as for any time-out. The server ignores,
    without an answer, marks that are not the bid cards of a seated person whose bid is due:
    from a spectator, out of the bidding or after the bid, cards not in their hand, a card twice
    or more than :data:`BID_CARDS`. The marks are forgotten once their bid is made, the bidding
    ends or the person takes their seat back after a drop (their client sends them again). A
    client sends it only to a server whose ``welcome`` lists it in ``accepts`` (:data:`ACCEPTS`)."""

    cards: Annotated[list[CardCode], msgspec.Meta(max_length=MARKS_LISTED)]


ClientMessage = (Hello | ListTables | Create | Join | Watch | Leave | AddComputer | RemoveComputer
                 | Start | Act | Heard | Chat | Marks)
DECODER = msgspec.json.Decoder(ClientMessage)
ENCODER = msgspec.json.Encoder()

KINDS = ("hello", "list", "create", "join", "watch", "leave", "add_computer", "remove_computer",
         "start", "act", "heard", "chat", "marks")
"""Every message type a client may send."""
ACCEPTS = ("marks",)
"""Message types a client sends only to a server whose ``welcome`` lists them (``accepts``): a
server without them would close the connection on an unknown type (``bad_message``)."""

RATES: dict[str, tuple[float, float]] = {
    "chat": (5, 0.5), "act": (20, 10.0), "heard": (60, 30.0), "hello": (5, 0.2), "frame": (60, 30.0),
    "marks": (40, 20.0),
}
"""Per message kind: (burst, refill per second) of its token bucket; chat: 5 at once, then one
every 2 s. ``frame`` counts every frame whatever its kind. Kinds not listed share
:data:`DEFAULT_RATE`."""
COMPUTER_SPEED: dict[str, tuple[float, float]] = {
    "act": (10000, 10000.0), "heard": (10000, 10000.0), "frame": (20000, 20000.0)}
"""Limits lifted for players acting as fast as the server answers (benchmarks, tests:
``serve --computer-speed``): far above what one connection can send (an idle 2-core machine ran
a table of three at about 2,000 actions a second, each connection then sending some 2,600 frames
a second, past the 2,000 this allowed before: closed as a flood 1 run in 3 of the load benchmark's
one-second test)."""
DEFAULT_RATE = (10, 2.0)
"""Lobby operations: 10 at once, then 2 a second."""
SIZES: dict[str, int] = {
    "hello": 1024, "list": 128, "create": 2048, "join": 256, "watch": 256, "leave": 128,
    "add_computer": 256, "remove_computer": 256, "start": 128, "act": 1024, "heard": 256, "chat": 4096,
    "marks": 256,
}
"""Largest frame of each message kind, in characters of JSON text (a chat line of 300 characters fits
even with every character escaped as a surrogate pair); a larger one closes the connection
(``too_big``)."""
STRIKES = 20
"""Frames refused for their rate before a connection is closed as a flood."""

REASONS = {
    # closing the connection
    "bad_json": "the frame is not JSON text",
    "bad_message": "the frame does not match any message of the protocol (type, fields, types)",
    "binary": "binary frames are not part of the protocol",
    "version": "the protocol version is not this server's",
    "hello_first": "the first message must be hello",
    "flood": "too many frames too fast",
    "too_big": "the frame is larger than its kind of message may be",
    "too_slow": "the connection did not read its frames",
    "replaced": "the same person connected again elsewhere",
    "server_closing": "the server is shutting down",
    # refusals (the connection stays)
    "rate_limited": "that kind of message came too fast; wait",
    "name_taken": "that name is being used by someone online",
    "bad_name": "a name is 2 to 24 characters, not only spaces",
    "bad_token": "that token is not known here",
    "already_hello": "hello was already said",
    "no_table": "no such table",
    "seated": "you already sit at or watch a table: leave it first",
    "not_seated": "you do not sit at or watch a table",
    "seat_taken": "that seat is not free",
    "no_free_seat": "the table has no free seat",
    "started": "the game has already started",
    "not_started": "the game has not started yet",
    "over": "the game is over",
    "not_host": "only the host may do that",
    "seats_free": "every seat must be taken before the start",
    "no_computer": "no computer player sits there",
    "bad_game": "no such game",
    "bad_options": "the game cannot be played with those options",
    "bad_level": "no such computer level",
    "bad_scope": "chat goes to the lobby or to the table",
    "bad_action": "the action is malformed",
    "not_your_seat": "that action is for a seat that is not yours",
    "spectator": "spectators do not play",
    "illegal": "the rules refuse that action (see rule)",
    "wait_draw": "the player who just played may still draw (C-8): the next card waits (seat, name)",
}
"""Every reason id, with what it means (for docs and logs; clients say them in their language)."""


def encode(message: dict[str, Any]) -> bytes:
    """A server frame as JSON bytes (``message`` gets ``"v"``)."""
    message.setdefault("v", VERSION)
    return ENCODER.encode(message)


class Bucket:
    """A token bucket: ``burst`` messages at once, then ``rate`` a second."""

    __slots__ = ("burst", "rate", "level", "stamp")

    def __init__(self, burst: float, rate: float, now: float) -> None:
        self.burst, self.rate, self.level, self.stamp = burst, rate, float(burst), now

    def take(self, now: float) -> bool:
        """Spend one message; False (nothing spent) when the bucket is empty."""
        self.level = min(self.burst, self.level + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.level >= 1:
            self.level -= 1
            return True
        return False
