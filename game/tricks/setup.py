"""Building a :class:`TricksState` from a replay case's ``setup`` (docs/replay-cases.md, trick section)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.cards import Card, Suit, parse_cards, sorted_hand
from ..engine.errors import SetupError, quoted, whole_number
from .options import TricksOptions
from .state import classic_trumps, deal_pack, trump_stock_cards

if TYPE_CHECKING:
    from .state import TricksState

SETUP_KEYS = {"players", "variant", "scoring", "dealer", "hands", "trumps", "turn_up", "trump_stock",
              "dummy_bid", "scores", "game_bonuses", "first_deal", "seed"}
"""Every key a trick case's ``setup`` may have (docs/replay-cases.md); any other is refused."""
SCORING_KEYS = {"mode", "target"}

_SCORING_MODES = {"target": "target", "parlett": "parlett_match", "parlett_match": "parlett_match",
                  "parlett_game": "parlett_game"}


def _cards(value: Any, what: str) -> list[Card]:
    try:
        return parse_cards(value)
    except ValueError as exc:
        raise SetupError(f"{what}: {exc}") from None


def _int_list(setup: dict[str, Any], key: str, count: int) -> list[int]:
    value = setup.get(key)
    if value is None:
        return [0] * count
    if (not isinstance(value, list) or len(value) != count
            or not all(isinstance(item, int) and not isinstance(item, bool) and item >= 0 for item in value)):
        raise SetupError(f"{key} must be a list of {count} whole numbers (one per hand, incl. the dummy)")
    return list(value)


def options_from_setup(setup: dict[str, Any]) -> TricksOptions:
    """The :class:`TricksOptions` a setup asks for. Raises SetupError."""
    players = setup.get("players", 3)
    scoring = setup.get("scoring", {"mode": "target", "target": 200})
    if not isinstance(scoring, dict):
        raise SetupError('scoring must be an object such as {"mode": "target", "target": 200}')
    unknown = sorted(set(scoring) - SCORING_KEYS)
    if unknown:
        raise SetupError(f"unknown scoring key {quoted(unknown[0])}")
    target = scoring.get("target", 200)
    if not whole_number(target):
        raise SetupError(f"target must be a whole number (100, 200 or 500), not {quoted(target)}")
    raw_mode = scoring.get("mode", "target")
    mode = _SCORING_MODES.get(raw_mode) if isinstance(raw_mode, str) else None
    if mode is None:
        raise SetupError(f"unknown scoring mode {quoted(scoring.get('mode'))}: use target or parlett")
    if not whole_number(players):
        raise SetupError(f"players must be 2, 3 or 4, not {quoted(players)}")
    return TricksOptions(players=players, variant=setup.get("variant", "standard"),
                         scoring=mode, target=target).validate()


def state_from_setup(cls: type["TricksState"], setup: Any) -> "TricksState":
    """Build the state a setup describes, with its deal ready for bidding.

    Raises:
        SetupError: naming what is wrong (hand sizes, unknown or duplicate cards, missing dummy
            hand, bad seats, a bad trump suit, a dummy bid not in the dummy's hand, ...).
    """
    if not isinstance(setup, dict):
        raise SetupError("setup must be an object")
    unknown = sorted(set(setup) - SETUP_KEYS)
    if unknown:
        raise SetupError(f"unknown setup key {quoted(unknown[0])}")
    options = options_from_setup(setup)
    seed = setup.get("seed", 0)
    if not whole_number(seed):
        raise SetupError(f"seed must be a whole number, not {quoted(seed)}")
    state = cls(options, seed)
    count = options.hand_count
    dealer = setup.get("dealer", 0)
    if not whole_number(dealer):
        raise SetupError(f"dealer must be a whole number (a seat), not {quoted(dealer)}")
    if dealer not in options.live_seats:
        raise SetupError(f"dealer must be a live seat 0..{options.players - 1}, not {quoted(dealer)}")
    hands_value = setup.get("hands")
    if not isinstance(hands_value, list):
        raise SetupError("hands must be a list of hands, one per seat")
    if len(hands_value) != count:
        if options.players == 2 and len(hands_value) == 2:
            raise SetupError("the two-player game needs the dummy's hand as seat 2 (three hands)")
        raise SetupError(f"{options.players} players need {count} hands, got {len(hands_value)}")
    hands = [_cards(hand, f"hand of seat {seat}") for seat, hand in enumerate(hands_value)]
    for seat, hand in enumerate(hands):
        if len(hand) != options.hand_size:
            raise SetupError(f"seat {seat} holds {len(hand)} cards; each hand needs {options.hand_size}")
    in_pack = set(deal_pack(options))
    seen: set[Card] = set()
    for seat, hand in enumerate(hands):
        for card in hand:
            if card not in in_pack:
                raise SetupError(f"{card.code} (seat {seat}) is not in this game's pack")
            if card in seen:
                raise SetupError(f"{card.code} is dealt twice")
            seen.add(card)
    turn_up = None
    trumps: Suit | None = None
    trump_card = None
    if options.variant == "classic":
        left = [card for card in deal_pack(options) if card not in seen]
        if "turn_up" in setup and setup["turn_up"] is not None:
            turn_up = _cards([setup["turn_up"]], "turn_up")[0]
            if turn_up != left[0]:
                raise SetupError(f"turn_up {turn_up.code} is dealt to a hand; the card left over is {left[0].code}")
        else:
            turn_up = left[0]
        trumps = classic_trumps(turn_up)
    elif options.variant == "oxford":
        stock_value = setup.get("trump_stock")
        if stock_value is None:
            stock = trump_stock_cards()
            state._rng.shuffle(stock)
        else:
            stock = _cards(stock_value, "trump_stock")
            if len(set(stock)) != len(stock) or not set(stock) <= set(trump_stock_cards()):
                raise SetupError("trump_stock holds distinct cards of ranks 2..5 only")
        given = _trumps(setup)
        if given is None and "trumps" in setup:
            raise SetupError("Oxford Whist always has trumps")
        if given is None:
            if not stock:
                raise SetupError("trump_stock is empty: nothing to turn for trumps")
            trump_card = stock.pop(0)
        else:
            matching = [card for card in trump_stock_cards() if card.suit == given and card not in stock]
            if not matching:
                raise SetupError(f"no {given.word} left outside the trump stock to be this deal's trumps")
            trump_card = matching[0]
        state.trump_stock = stock
    else:
        trumps = _trumps(setup)
    dummy_bid = None
    if options.dummy is not None:
        dummy_hand = hands[options.dummy]
        if setup.get("dummy_bid") is None:
            dummy_bid = state._rng.sample(sorted_hand(dummy_hand), 3)  # T-19
        else:
            dummy_bid = _cards(setup["dummy_bid"], "dummy_bid")
            if len(dummy_bid) != 3 or len(set(dummy_bid)) != 3:
                raise SetupError("dummy_bid must be three different cards")
            if any(card not in dummy_hand for card in dummy_bid):
                raise SetupError("dummy_bid must be three cards of the dummy's hand (seat 2)")
    elif setup.get("dummy_bid") is not None:
        raise SetupError("dummy_bid is only for the two-player game")
    first_deal = setup.get("first_deal", True)
    if not isinstance(first_deal, bool):
        raise SetupError("first_deal must be true or false")
    scores = _int_list(setup, "scores", count)
    state.scores = list(scores)
    state.game_scores = list(scores)
    state.game_bonuses = _int_list(setup, "game_bonuses", count)
    state._start = state._begin_deal(dealer, first_deal, hands, trumps, turn_up, trump_card, dummy_bid)
    return state


def _trumps(setup: dict[str, Any]) -> Suit | None:
    value = setup.get("trumps")
    if value is None:
        return None
    try:
        return Suit.parse(value)
    except ValueError:
        raise SetupError(f'trumps must be "S", "H", "D", "C" or null, not {quoted(value)}') from None
