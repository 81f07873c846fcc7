"""Reading a replay case's ``setup`` object into a :class:`CountingState` (docs/replay-cases.md)."""

from __future__ import annotations

from typing import Any

from ..engine.cards import Card
from ..engine.errors import SetupError, quoted
from .options import CountingOptions
from .state import CountingState

SETUP_KEYS = {"players", "tokens", "hand_size", "draw", "decks", "dealer", "hands", "stock", "pile",
              "total", "turn", "direction", "eliminated", "seed"}
REQUIRED_KEYS = ("players", "dealer", "hands", "stock")


def state_from_setup(setup: Any) -> CountingState:
    """Check ``setup`` and build the position it describes.

    Keys: ``players``, ``dealer``, ``hands``, ``stock`` (required); ``tokens``, ``hand_size``,
    ``draw``, ``decks``, ``pile``, ``total``, ``turn``, ``direction``, ``eliminated``, ``seed``.

    Raises:
        SetupError: for a missing or unknown key, a value of the wrong type or out of range, an
            unknown card, a card held too often for the packs used, a hand larger than the hand
            size, a turn for an eliminated player or a seat out of range.
    """
    if not isinstance(setup, dict):
        raise SetupError("setup must be a JSON object")
    unknown = sorted(set(setup) - SETUP_KEYS)
    if unknown:
        raise SetupError(f"unknown setup key {quoted(unknown[0])}")
    for key in REQUIRED_KEYS:
        if key not in setup:
            raise SetupError(f"setup lacks {quoted(key)}")
    players = _int(setup, "players")
    defaults = CountingOptions()
    tokens = setup.get("tokens")
    if tokens is not None and not isinstance(tokens, list):
        raise SetupError("tokens must be a list of numbers, one per seat")
    start_tokens = defaults.tokens
    if tokens and all(isinstance(t, int) and not isinstance(t, bool) for t in tokens):
        start_tokens = min(max(max(tokens), 1), 50)
    options = CountingOptions(
        players=players, tokens=start_tokens,
        hand_size=_int(setup, "hand_size", defaults.hand_size),
        draw=setup.get("draw", defaults.draw),
        decks=_int(setup, "decks", None))
    options.validate()
    hands_raw = setup["hands"]
    if not isinstance(hands_raw, list):
        raise SetupError("hands must be a list of card lists, one per seat")
    hands = [_cards(hand, f"hand of seat {seat}") for seat, hand in enumerate(hands_raw)]
    eliminated = setup.get("eliminated", [])
    if not isinstance(eliminated, list):
        raise SetupError("eliminated must be a list of seats")
    if len(set(map(repr, eliminated))) != len(eliminated):
        raise SetupError("eliminated lists a seat twice")
    return CountingState.from_position(
        options, seed=_int(setup, "seed", 0), dealer=_int(setup, "dealer"), hands=hands,
        stock=_cards(setup["stock"], "stock"), pile=_cards(setup.get("pile", []), "pile"),
        total=_int(setup, "total", 0), turn=_int(setup, "turn", None),
        direction=_int(setup, "direction", 1), tokens=tokens, eliminated=eliminated)


def _int(setup: dict[str, Any], key: str, default: Any = ...) -> Any:
    """``setup[key]`` as an int (``default`` when absent; a JSON null counts as absent)."""
    value = setup.get(key)
    if value is None:
        if default is ...:
            raise SetupError(f"setup lacks {quoted(key)}")
        return default
    if not isinstance(value, int) or isinstance(value, bool):
        raise SetupError(f"{key} must be a whole number, not {quoted(value)}")
    return value


def _cards(codes: Any, where: str) -> list[Card]:
    """Parse a list of card codes; the error names ``where`` and the bad code."""
    if not isinstance(codes, list):
        raise SetupError(f"{where} must be a list of cards, not {quoted(codes)}")
    cards = []
    for code in codes:
        try:
            cards.append(Card.parse(code))
        except ValueError as exc:
            raise SetupError(f"{where}: {exc}") from None
    return cards
