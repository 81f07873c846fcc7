"""What the server needs of each game: building a table's state from a seed, actions to JSON and
back, who must act, the computer levels, and per-seat events and views; and what a client of it
needs that only the game's rules know (the view a round ended on).

A server game starts from a *replay-case set-up* (docs/replay-cases.md): the first deal is made
from a secret seed by the game's ``new``, written out as a case's ``setup`` (hands, stock, dealer,
seed...) and the table's state is rebuilt from that set-up. So the table's log (set-up plus the
actions in the case form) is a rule case that ``python -m game replay`` plays to the same state,
and a restarted server rebuilds every table the same way.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from ..engine.cards import Card
from ..engine.errors import ReplayError
from ..engine.events import Event

LEVELS = ("random", "simple", "strong", "hard")
"""Computer levels a table may ask for (both games, as in ``python -m game simulate``)."""


@dataclass(frozen=True)
class GameRules:
    """One game's hooks for the server.

    Attributes:
        key: ``"counting"`` or ``"tricks"``.
        options: ``options(raw: dict) -> options`` (raises SetupError/TypeError for bad options).
        options_json: the options as a JSON object.
        seats: live seats (people or computers) for the options.
        make_setup: ``make_setup(options, seed) -> dict``: the case set-up of a new game.
        from_setup: ``from_setup(setup) -> state``.
        decode: ``decode(raw) -> action`` (raises ReplayError for a malformed action).
        encode: ``encode(action) -> dict`` (the rule-case form).
        is_over: ``is_over(state) -> bool``.
        events_for: ``events_for(seat_or_None, events) -> events``.
        due: ``due(state) -> list[int]``: live seats that must act now (the drawer first).
        may_send: ``may_send(state, seat, action) -> bool``: may the player of live ``seat``
            send ``action`` (its own seat, or the dummy it controls, T-21).
        chooser: ``chooser(level) -> choose(state, view, seat, rng)``.
        round_end_view: ``round_end_view(after, events, before) -> view or None``: for a client,
            what its seat saw when a round ended, from the view ``after`` an update, the update's
            ``events`` (as the seat got them) and the view ``before`` it (or None); None when
            the events end no round (the counting game: C-14, C-15, C-19, C-21; the trick game
            has no such pause: its deal summary is said from ``DealScored``).
        taking_part: ``taking_part(state, seat) -> (number, took_part)``: the deal (trick
            game) or round (counting game) under way, and whether ``seat`` has acted in it yet
            (bid, or played a card): recorded when a person leaves a game under way, so that
            every client names that deal's or round's seat as it was held (:class:`~game.net.tables.Seat`).
    """

    key: str
    options: Callable[[dict[str, Any]], Any]
    options_json: Callable[[Any], dict[str, Any]]
    seats: Callable[[Any], int]
    make_setup: Callable[[Any, int], dict[str, Any]]
    from_setup: Callable[[dict[str, Any]], Any]
    decode: Callable[[Any], Any]
    encode: Callable[[Any], dict[str, Any]]
    is_over: Callable[[Any], bool]
    events_for: Callable[[int | None, Iterable[Event]], list[Event]]
    due: Callable[[Any], list[int]]
    may_send: Callable[[Any, int, Any], bool]
    chooser: Callable[[str], Callable[[Any, Any, int, random.Random], Any]]
    round_end_view: Callable[[Any, list[Event], Any], Any]
    taking_part: Callable[[Any, int], tuple[int, bool]]


def _codes(cards: Iterable[Card]) -> list[str]:
    return [card.code for card in cards]


# ----- the counting game ------------------------------------------------------------------------

def _counting_options(raw: dict[str, Any]) -> Any:
    from ..counting.options import CountingOptions
    options = CountingOptions(**raw)
    options.validate()
    return options


def _counting_options_json(options: Any) -> dict[str, Any]:
    return {"players": options.players, "tokens": options.tokens, "hand_size": options.hand_size,
            "draw": options.draw, "decks": options.decks}


def later_deals_seed(seed: int) -> int:
    """The set-up's seed, for every shuffle after the first deal (C-5, T-3): the first deal is
    dealt from ``seed`` and written into the set-up as cards, and a state rebuilt from a set-up
    starts its random source afresh from the set-up's seed, so with ``seed`` itself the second
    round or deal would be the first one's cards again. A 63-bit number derived from ``seed``
    (deterministic, so the log replays)."""
    import hashlib
    digest = hashlib.sha256(b"later deals " + str(seed).encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def _counting_setup(options: Any, seed: int) -> dict[str, Any]:
    """The case set-up of round 1 dealt from ``seed`` (C-5, C-6: the last seat deals first, as
    at a local table)."""
    from ..counting.state import CountingState
    first = CountingState.new(options, seed, dealer=options.players - 1)
    return {"players": options.players, "tokens": [options.tokens] * options.players,
            "hand_size": options.hand_size, "draw": options.draw, "decks": options.decks,
            "dealer": first.dealer, "hands": [_codes(hand) for hand in first.hands],
            "stock": _codes(first.stock), "seed": later_deals_seed(seed)}


def _counting_from_setup(setup: dict[str, Any]) -> Any:
    from ..counting.state import CountingState
    return CountingState.from_setup(setup)


def _counting_decode(raw: Any) -> Any:
    from ..counting.replay import parse_action
    return parse_action(raw, 0)


def _counting_encode(action: Any) -> dict[str, Any]:
    from ..counting.replay import encode_action
    return encode_action(action)


def _counting_due(state: Any) -> list[int]:
    """The drawer first (C-8: a computer draws at once after its card), then the seat to play."""
    if state.game_over:
        return []
    seats = [] if state.drawer is None else [state.drawer]
    if state.turn is not None and state.turn not in seats:
        seats.append(state.turn)
    return seats


def _counting_events_for(seat: int | None, events: Iterable[Event]) -> list[Event]:
    from ..counting.visibility import events_for
    return events_for(seat, events)


def _counting_round_end_view(after: Any, events: list[Event], before: Any) -> Any:
    from ..counting.visibility import view_at_round_end
    return view_at_round_end(after, events, before)


def _counting_taking_part(state: Any, seat: int) -> tuple[int, bool]:
    """The round under way, and whether ``seat`` has played a card in it (C-5: a round ended is
    followed at once by the next one's deal)."""
    return state.round, any(played[0] == seat for played in state.plays)


def _counting_chooser(level: str) -> Callable[[Any, Any, int, random.Random], Any]:
    from ..simulate import counting_chooser
    return counting_chooser(level)


# ----- the trick game ---------------------------------------------------------------------------

def _tricks_options(raw: dict[str, Any]) -> Any:
    from ..tricks.options import TricksOptions
    return TricksOptions(**raw).validate()


def _tricks_options_json(options: Any) -> dict[str, Any]:
    return {"players": options.players, "variant": options.variant, "scoring": options.scoring,
            "target": options.target}


def _tricks_setup(options: Any, seed: int) -> dict[str, Any]:
    """The case set-up of deal 1 dealt from ``seed`` (T-3), the dummy's bid included (T-19)."""
    from ..tricks.state import TricksState
    first = TricksState.new(options, seed)
    hands = [list(hand) for hand in first.hands]
    setup: dict[str, Any] = {
        "players": options.players, "variant": options.variant,
        "scoring": {"mode": options.scoring, "target": options.target},
        "dealer": first.dealer, "seed": later_deals_seed(seed)}
    if first.dummy is not None:
        bid = first.bid_cards[first.dummy]
        hands[first.dummy] += list(bid)
        setup["dummy_bid"] = _codes(bid)
    setup["hands"] = [_codes(hand) for hand in hands]
    if options.variant == "classic":
        setup["turn_up"] = first.turn_up.code
    elif options.variant == "oxford":
        setup["trump_stock"] = _codes([first.trump_card, *first.trump_stock])
    elif first.trumps is not None:
        setup["trumps"] = first.trumps.value
    return setup


def _tricks_from_setup(setup: dict[str, Any]) -> Any:
    from ..tricks.state import TricksState
    return TricksState.from_setup(setup)


def _tricks_decode(raw: Any) -> Any:
    from ..tricks.replay import _action
    return _action(raw, 0)


def _tricks_encode(action: Any) -> dict[str, Any]:
    from ..tricks.actions import Bid
    if isinstance(action, Bid):
        return {"player": action.seat, "bid": _codes(action.cards), "premium": action.premium}
    return {"player": action.seat, "play": action.card.code}


def _tricks_may_send(state: Any, seat: int, action: Any) -> bool:
    """A live seat acts for itself, and for the dummy while it controls the dummy's card (T-21)."""
    if action.seat == seat:
        return True
    return action.seat == state.dummy and state.phase == "play" and state.turn == state.dummy \
        and state.turn_controller == seat


def _tricks_events_for(seat: int | None, events: Iterable[Event]) -> list[Event]:
    from ..tricks.visibility import events_for
    return events_for(seat, events)


def _no_round_end(after: Any, events: list[Event], before: Any) -> None:
    """The trick game has no view kept between deals (its summary is said from ``DealScored``)."""
    return None


def _tricks_taking_part(state: Any, seat: int) -> tuple[int, bool]:
    """The deal under way, and whether ``seat`` has bid in it (T-6, T-7: the play comes after
    every bid; a deal scored is followed at once by the next one's deal, T-17)."""
    return state.deal, state.bids[seat] is not None


def _tricks_chooser(level: str) -> Callable[[Any, Any, int, random.Random], Any]:
    from ..simulate import trick_chooser
    return trick_chooser(level)


RULES: dict[str, GameRules] = {
    "counting": GameRules(
        key="counting", options=_counting_options, options_json=_counting_options_json,
        seats=lambda options: options.players, make_setup=_counting_setup,
        from_setup=_counting_from_setup, decode=_counting_decode, encode=_counting_encode,
        is_over=lambda state: state.game_over, events_for=_counting_events_for, due=_counting_due,
        may_send=lambda state, seat, action: action.seat == seat, chooser=_counting_chooser,
        round_end_view=_counting_round_end_view, taking_part=_counting_taking_part),
    "tricks": GameRules(
        key="tricks", options=_tricks_options, options_json=_tricks_options_json,
        seats=lambda options: options.players, make_setup=_tricks_setup,
        from_setup=_tricks_from_setup, decode=_tricks_decode, encode=_tricks_encode,
        is_over=lambda state: state.phase == "over", events_for=_tricks_events_for,
        due=lambda state: list(state.to_act()), may_send=_tricks_may_send, chooser=_tricks_chooser,
        round_end_view=_no_round_end, taking_part=_tricks_taking_part),
}
"""The two games by key."""


def replay_log(game: str, setup: dict[str, Any], actions: Iterable[dict[str, Any]]) -> Any:
    """The state a table's log leads to: ``setup`` rebuilt and every logged action applied.

    Raises:
        SetupError, ReplayError, IllegalAction: a log that does not replay (a damaged database).
    """
    rules = RULES[game]
    state = rules.from_setup(setup)
    for index, raw in enumerate(actions):
        try:
            action = rules.decode(raw)
        except ReplayError as exc:
            raise ReplayError(f"logged action {index}: {exc.message}", index) from None
        state.apply(action)
    return state
