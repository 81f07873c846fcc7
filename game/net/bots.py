"""Protocol players that act from the views they receive: the first legal choice, or a random
one, and :func:`play`, which plays a protocol client's seat to the game's end. Tests, the
privacy audit (:mod:`game.net.frame_audit`) and ``benchmarks/server_load.py`` use them; they know only what their seat's view
says (JSON data as the server sends it)."""

from __future__ import annotations

import asyncio
import random
import threading
from typing import TYPE_CHECKING, Any

from ..counting.rules import value_choices
from ..engine.cards import Card

if TYPE_CHECKING:
    from .client import Client


def counting_choice(view: dict[str, Any], rng: random.Random | None) -> dict[str, Any] | None:
    """A counting action of the view's seat now, or None: draw when allowed (C-8), else (once
    nobody else may still draw) the first card (a random one with ``rng``), an ace for 1 and a
    10 for 10 (C-10, C-11)."""
    seat = view["seat"]
    if view["winner"] is not None:
        return None
    if view["may_draw"]:
        return {"player": seat, "draw": True}
    if view["turn"] != seat or not view["hand"] or view["drawer"] is not None:
        return None
    code = view["hand"][0] if rng is None else rng.choice(view["hand"])
    values = value_choices(Card.parse(code), view["total"])
    action: dict[str, Any] = {"player": seat, "play": code}
    if values:
        action["value"] = values[0] if rng is None else rng.choice(values)
    return action


def tricks_choice(view: dict[str, Any], rng: random.Random | None) -> dict[str, Any] | None:
    """A trick-game action of the view's seat now, or None: the first three cards as a bid with
    no premium (T-6), else the first legal play (random ones with ``rng``, T-12, T-21)."""
    seat = view["seat"]
    if view["phase"] == "bidding" and seat in view["to_act"]:
        cards = view["hand"][:3] if rng is None else rng.sample(view["hand"], 3)
        return {"player": seat, "bid": cards, "premium": None}
    if view["phase"] == "play" and view["legal_plays"]:
        play = view["legal_plays"][0] if rng is None else rng.choice(view["legal_plays"])
        return {"player": play["seat"], "play": play["card"]}
    return None


CHOICE = {"counting": counting_choice, "tricks": tricks_choice}

RATE_PAUSE = 0.5
"""Seconds :func:`play_latest_views` waits before sending again an action refused for its rate
(the server's ``act`` bucket refills 10 a second: 5 by then)."""


async def play(client: Client, game: str, until: Any = None, rng: random.Random | None = None,
               timeout: float = 30) -> None:
    """Act from ``client``'s latest view until the game is over (or ``until(update)`` is true
    of an update received). After each action it waits for that action's update (its own
    seat as the actor) before acting again: views sent meanwhile do not know of it yet (two
    seats bid at once, T-7).

    Raises:
        AssertionError: an action was refused.
        TimeoutError: no frame came within ``timeout`` seconds.
    """
    choose = CHOICE[game]
    waiting = False
    pending = any(m["type"] in ("update", "sync", "over") for m in client.inbox)
    while client.over is None:
        if pending or client.view is None:
            message = await client.wait_for(lambda m: m["type"] in ("update", "sync", "over", "refused"), timeout)
            if message["type"] == "refused":
                raise AssertionError(f"{client.name}: refused {message}")
            if message["type"] == "over":
                return
            if message["type"] == "sync" or message.get("actor") == client.seat:
                waiting = False
            if until is not None and message["type"] == "update" and until(message):
                return
        pending = True
        if waiting or any(m["type"] in ("update", "sync", "over") for m in client.inbox):
            continue  # act on the latest view only, once it knows one's last action
        action = choose(client.view, rng)
        if action is not None:
            waiting = True
            await client.act(action)


async def play_latest_views(client: Client, game: str, rng: random.Random, stop: threading.Event,
                            pause: float = 0.0, choose: Any = None, draw_holds: bool = False) -> None:
    """Play ``game`` ("counting" or "tricks") at ``client``'s seat: a random legal choice
    (:data:`CHOICE`, drawn from ``rng``) from the latest view only, once a view,
    never twice from the same update, ``pause`` seconds before each action; until the game is
    over or ``stop`` is set. Waits for frames 1 s at a time, so a set ``stop`` is seen within
    about a second. ``choose(view, rng)``, when given, picks the action instead (None: none
    now). ``draw_holds``: the counting game's hold for another person's draw ending (``notice``
    ``draw_wait_over``, C-8) lets it play on the same view, as if nobody may still draw (the
    view says someone still may: the server sends no new one). An action the server refused for
    its rate (``refused`` ``rate_limited``: a seat acting faster than a person could, past the
    server's token bucket, :data:`game.net.protocol.RATES`) is sent again :data:`RATE_PAUSE`
    seconds later unless a newer view came meanwhile (without that, a long game at ``pause`` 0
    stalled for good: found in CI, a seat's 23rd action in under a second). Does not close
    ``client``."""
    acted_at = -1
    released_at = -1  # the update whose draw hold ended
    last_action: dict[str, Any] | None = None

    def frame(m: dict[str, Any]) -> bool:
        return m["type"] in ("update", "sync", "over") or (
            draw_holds and m["type"] == "notice" and m.get("what") == "draw_wait_over") or (
            m["type"] == "refused" and m.get("reason") == "rate_limited" and m.get("of") in ("act", None))

    while client.over is None and not stop.is_set():
        try:
            message = await client.wait_for(frame, 1)
        except (TimeoutError, asyncio.TimeoutError):
            continue
        if message["type"] == "refused":
            if last_action is not None and acted_at == client.seq:
                await asyncio.sleep(RATE_PAUSE)
                if acted_at == client.seq and client.over is None and not stop.is_set():
                    await client.act(last_action)  # (the same action: still the latest view's)
            continue
        if message["type"] == "notice":
            released_at = client.seq
        if any(m["type"] in ("update", "sync", "over") for m in client.inbox):
            continue  # act on the latest view only
        if client.view is None or client.seq == acted_at:
            continue
        view = client.view
        if released_at == client.seq and view.get("drawer") is not None:
            view = dict(view, drawer=None)  # (the drawer's chance is over: the turn is this seat's to play)
        action = (choose or CHOICE[game])(view, rng)
        if action is not None:
            acted_at, last_action = client.seq, action
            if pause:
                await asyncio.sleep(pause)
            await client.act(action)
