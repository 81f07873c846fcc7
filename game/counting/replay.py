"""Replay of counting-game rule cases: ``python -m game replay CASE.json`` (docs/replay-cases.md)."""

from __future__ import annotations

from typing import Any

from ..engine.cards import Card
from ..engine.errors import IllegalAction, ReplayError, SetupError, quoted
from .actions import DrawCard, PlayCard
from .state import CountingState

ACTION_KEYS = {"player", "play", "value", "draw"}


def run_case(case: dict[str, Any]) -> dict[str, Any]:
    """Set up ``case["setup"]``, apply ``case["actions"]`` in order, return :meth:`CountingState.to_output`.

    Raises:
        ReplayError: ``action`` None for a malformed set-up, else the index of the malformed or
            illegal action (the message says what and why).
    """
    if not isinstance(case, dict):
        raise ReplayError("a case must be a JSON object")
    try:
        state = CountingState.from_setup(case.get("setup"))
    except SetupError as exc:
        raise ReplayError(f"bad setup: {exc}") from None
    actions = case.get("actions", [])
    if not isinstance(actions, list):
        raise ReplayError("actions must be a list")
    for index, raw in enumerate(actions):
        action = parse_action(raw, index)
        try:
            state.apply(action)
        except IllegalAction as exc:
            raise ReplayError(f"action {index} is illegal: {exc.reason}", index) from None
    return state.to_output()


def parse_action(raw: Any, index: int) -> PlayCard | DrawCard:
    """One case action: ``{"player": s, "play": "KS"}`` (with ``"value"`` for an ace or a 10) or
    ``{"player": s, "draw": true}``.

    Raises:
        ReplayError: naming the problem, with ``index``.
    """
    def bad(why: str) -> ReplayError:
        return ReplayError(f"action {index} is malformed: {why}", index)

    if not isinstance(raw, dict):
        raise bad("an action must be a JSON object")
    unknown = sorted(set(raw) - ACTION_KEYS)
    if unknown:
        raise bad(f"unknown key {quoted(unknown[0])}")
    seat = raw.get("player")
    if not isinstance(seat, int) or isinstance(seat, bool):
        raise bad(f"player must be a seat number, not {quoted(seat)}")
    if ("play" in raw) == ("draw" in raw):
        raise bad('give exactly one of "play" and "draw"')
    if "draw" in raw:
        if raw["draw"] is not True or "value" in raw:
            raise bad('a draw is written {"player": s, "draw": true}')
        return DrawCard(seat)
    try:
        card = Card.parse(raw["play"])
    except ValueError as exc:
        raise bad(str(exc)) from None
    value = raw.get("value")
    if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
        raise bad(f"value must be a number, not {quoted(value)}")
    return PlayCard(seat, card, value)


def encode_action(action: PlayCard | DrawCard) -> dict[str, Any]:
    """The case form of ``action`` (the inverse of :func:`parse_action`): ``{"player": s, "play":
    "KS"}``, with ``"value"`` for an ace or a 10 given one, or ``{"player": s, "draw": true}``."""
    if isinstance(action, DrawCard):
        return {"player": action.seat, "draw": True}
    entry: dict[str, Any] = {"player": action.seat, "play": action.card.code}
    if action.value is not None:
        entry["value"] = action.value
    return entry
