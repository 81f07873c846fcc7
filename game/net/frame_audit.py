"""The online server's privacy audit (issue 19): a hook on every frame the server sends checks
that no frame to a seat holds a card outside what that seat may know at that moment, and that no
frame holds the seed before the game is over; random tables of each game and variant, with 2 to
4 people, computer players and spectators, are played through real connections to feed it.

``tests/test_net_privacy.py`` runs a few games of each kind; ``benchmarks/server_privacy.py``
runs the issue's 200 of each. The seat's knowledge comes from each game's ``seat_knowledge``
(:mod:`game.counting.visibility`, :mod:`game.tricks.visibility`): C-8, T-7, T-10, T-19, T-20,
T-26, T-27.
"""

from __future__ import annotations

import asyncio
import json
import random
from dataclasses import dataclass, field
from typing import Any

from ..engine.cards import Card
from .bots import play
from .client import Client

KINDS = (("counting", "manual"), ("counting", "auto"), ("tricks", "standard"), ("tricks", "classic"),
         ("tricks", "oxford"))
"""The games and variants audited: the counting game with manual and automatic draws (C-8), the
trick game's standard and classic variants (T-26) and Oxford Whist (T-27)."""


def cards_of(value: Any) -> list[Card]:
    """Every string inside a JSON value that is a card code (``"10H"``, ``"JOKER"``)."""
    found: list[Card] = []
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, str):
            try:
                found.append(Card.parse(item))
            except ValueError:
                pass
    return found


def _knowledge(game: str) -> Any:
    if game == "counting":
        from ..counting.visibility import seat_knowledge
    else:
        from ..tricks.visibility import seat_knowledge
    return seat_knowledge


def kind_of(table: Any) -> str:
    """``"counting manual"``, ``"tricks oxford"``...: a server table's game and variant."""
    options = table.options
    variant = options.draw if table.rules.key == "counting" else options.variant
    return f"{table.rules.key} {variant}"


@dataclass
class FrameAudit:
    """The server's frame hook (``GameServer(frame_hook=audit)``): every frame is counted and,
    while its table's game is on, each card in it is checked against the receiving seat's
    knowledge (``None``: a spectator) just before and just after the action that caused it; a
    frame holding the seed's digits before the game is over counts in ``seeds``. ``over``
    frames (the log with the seed and every hand, for everyone) are counted, not checked.

    Attributes:
        frames, cards: frames seen and card codes checked in them.
        checked: frames checked against a seat's knowledge (a game on).
        before_start: frames to a connection with no started game (must hold no card).
        syncs: ``sync`` frames (people back after a drop, late spectators).
        seeds: frames holding the seed before the end (must be 0).
        leaks: (table id, seat, card code or frame type) of each card a seat may not know.
        per_kind: per :func:`kind_of`, frames and cards checked.
        finished: per :func:`kind_of`, the ids of the tables whose game ended (an ``over`` sent).
    """

    frames: int = 0
    cards: int = 0
    checked: int = 0
    before_start: int = 0
    syncs: int = 0
    seeds: int = 0
    leaks: list[tuple[int, Any, str]] = field(default_factory=list)
    per_kind: dict[str, list[int]] = field(default_factory=dict)
    finished: dict[str, set[int]] = field(default_factory=dict)
    known: dict[tuple[int, int | None], tuple[int, set[Card], set[Card]]] = field(default_factory=dict, repr=False)

    def __call__(self, conn: Any, data: bytes) -> None:
        message = json.loads(data)
        self.frames += 1
        self.syncs += message["type"] == "sync"
        table = conn.table
        if message["type"] == "over":
            self.finished.setdefault(kind_of(table), set()).add(table.id)
            return
        cards = cards_of(message)
        self.cards += len(cards)
        if table is None or table.state is None:
            self.before_start += 1
            if cards:
                self.leaks.append((0, conn.seat, message["type"]))
            return
        self.checked += 1
        counts = self.per_kind.setdefault(kind_of(table), [0, 0])
        counts[0] += 1
        counts[1] += len(cards)
        if str(table.setup["seed"]) in data.decode():
            self.seeds += 1
        key = (table.id, conn.seat)
        stored = self.known.get(key)
        if stored is None or stored[0] != table.seq:
            before = stored[2] if stored else set()
            stored = (table.seq, before, _knowledge(table.rules.key)(table.state, conn.seat))
            self.known[key] = stored
        allowed = stored[1] | stored[2]
        for card in cards:
            if card not in allowed:
                self.leaks.append((table.id, conn.seat, card.code))


@dataclass(frozen=True)
class TableSpec:
    """One random table: ``game``, its ``options`` (protocol form), how many ``people`` sit (the
    other seats are computer players), the computers' ``cpu_delay``, and whether the last person
    drops mid-game and comes back (``drop``)."""

    game: str
    options: dict[str, Any]
    people: int
    cpu_delay: float
    drop: bool


def random_table(game: str, variant: str, rng: random.Random) -> TableSpec:
    """A random table of ``game`` and ``variant`` (one of :data:`KINDS`) with 2 to 4 people:
    counting 2..8 players, 1..3 tokens, hand size 1..5, one pack, two or the default (C-1..C-4);
    tricks 2..4 players (Oxford: 3), scored to a target of 100, as a Parlett game or (rarely, they
    are long) a Parlett match (T-17, T-18, T-26, T-27)."""
    if game == "counting":
        players = rng.randint(2, 8)
        options: dict[str, Any] = {"players": players, "tokens": rng.randint(1, 3), "hand_size": rng.randint(1, 5),
                                   "draw": variant, "decks": rng.choice([None, 1, 2])}
    else:
        players = 3 if variant == "oxford" else rng.randint(2, 4)
        options = {"players": players, "variant": variant, "target": 100}
        if variant != "oxford":
            options["scoring"] = rng.choices(["target", "parlett_game", "parlett_match"], [6, 3, 1])[0]
    people = rng.randint(2, min(4, players))
    return TableSpec(game, options, people, rng.choice([0.0, 0.5]), rng.random() < 0.5)


async def play_table(address: str, number: int, spec: TableSpec, seed: int, timeout: float = 120) -> None:
    """Play one table through real connections to the server at ``address``: ``spec.people``
    protocol clients (random legal choices), a spectator from the start and one coming in
    mid-game (a ``sync``); with ``spec.drop`` the last person drops after a few updates and comes
    back with the token (a ``sync`` with the updates missed). Returns at the game's end.

    Raises:
        AssertionError: an action was refused, or the spectator got a hand.
        TimeoutError: a frame awaited did not come within ``timeout`` seconds.
    """
    rng = random.Random(seed)
    clients = []
    for index in range(spec.people):
        client = Client(address)
        await client.connect(f"P{number}x{index}")
        clients.append(client)
    host = clients[0]
    await host.create(spec.game, spec.options, computers=spec.options["players"] - spec.people, level="random",
                      cpu_delay=spec.cpu_delay)
    table_id = (await host.wait_for("table", timeout))["table"]["id"]
    for client in clients[1:]:
        await client.join(table_id)
        await client.wait_for("table", timeout)
    spectator = Client(address)
    await spectator.connect(f"S{number}")
    await spectator.watch(table_id)
    await host.wait_for(lambda m: m["type"] == "table" and not m["table"]["free"] and m["table"]["spectators"],
                        timeout)
    await host.start()

    async def away_and_back(client: Client, seed: int) -> None:
        await play(client, spec.game, until=lambda update: update["seq"] >= 5, rng=random.Random(seed),
                   timeout=timeout)
        if client.over is None:
            await client.close()
            await client.connect("again", token=client.token)
        await play(client, spec.game, rng=random.Random(seed + 1), timeout=timeout)

    async def late_spectator() -> None:
        while spectator.seq < 4 and spectator.over is None:
            await asyncio.sleep(0.01)
        late = Client(address)
        await late.connect(f"L{number}")
        await late.watch(table_id)
        try:
            await late.wait_for(lambda m: m["type"] in ("sync", "over"), timeout)
        finally:
            await late.close()

    players = [play(client, spec.game, rng=random.Random(rng.random()), timeout=timeout) for client in clients[:-1]]
    last = clients[-1]
    players.append(away_and_back(last, rng.randrange(1000)) if spec.drop
                   else play(last, spec.game, rng=random.Random(rng.random()), timeout=timeout))
    await asyncio.gather(*players, late_spectator())
    if spectator.over is None:
        await spectator.wait_for("over", timeout)
    assert spectator.view is not None and spectator.view["seat"] is None and spectator.view.get("hand") in ((), [])
    for client in [*clients, spectator]:
        await client.close()
