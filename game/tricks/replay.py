"""Replay of a trick-game rule case: ``run_case(case) -> output`` (docs/replay-cases.md, trick section)."""

from __future__ import annotations

from typing import Any

from ..engine.cards import Card
from ..engine.errors import IllegalAction, ReplayError, SetupError, quoted, whole_number
from .actions import Bid, Play
from .state import TricksState


ACTION_KEYS = {"player", "bid", "premium", "play"}
"""Every key a trick case's action may have; any other is refused."""


def _action(entry: Any, index: int) -> Bid | Play:
    """Turn one case action into a :class:`Bid` or :class:`Play`. Raises ReplayError."""
    if not isinstance(entry, dict):
        raise ReplayError(f"action {index} must be an object", index)
    unknown = sorted(set(entry) - ACTION_KEYS)
    if unknown:
        raise ReplayError(f"action {index} is malformed: unknown key {quoted(unknown[0])}", index)
    player = entry.get("player")
    if not whole_number(player):
        raise ReplayError(f"action {index} needs a seat number as player, not {quoted(player)}", index)
    if "bid" in entry and "play" in entry:
        raise ReplayError(f'action {index} is malformed: give exactly one of "bid" and "play"', index)
    if "premium" in entry and entry["premium"] not in (None, "declare", "reveal"):
        raise ReplayError(f'action {index}: premium must be "declare" or "reveal", not {quoted(entry["premium"])}',
                          index)
    try:
        if "bid" in entry:
            cards = entry["bid"]
            if not isinstance(cards, list):
                raise ReplayError(f"action {index}: bid must be a list of three cards", index)
            return Bid(player, tuple(Card.parse(code) for code in cards), entry.get("premium"))
        if "play" in entry:
            return Play(player, Card.parse(entry["play"]))
    except ValueError as exc:
        raise ReplayError(f"action {index}: {exc}", index) from None
    raise ReplayError(f"action {index} must have bid or play", index)


def run_case(case: dict[str, Any]) -> dict[str, Any]:
    """Run a trick-game case and return the state's output (:meth:`TricksState.to_output`).

    Raises:
        ReplayError: ``action`` None for a malformed setup; the 0-based index for a malformed or
            illegal action (the message gives the rule's reason).
    """
    try:
        state = TricksState.from_setup(case.get("setup"))
    except SetupError as exc:
        raise ReplayError(f"bad setup: {exc}") from None
    actions = case.get("actions", [])
    if not isinstance(actions, list):
        raise ReplayError("actions must be a list")
    for index, entry in enumerate(actions):
        action = _action(entry, index)
        try:
            state.apply(action)
        except IllegalAction as exc:
            raise ReplayError(f"action {index} (seat {action.seat}) is illegal: {exc.reason}", index) from None
    return state.to_output()
