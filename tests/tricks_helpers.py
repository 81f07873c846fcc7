"""Shared fixtures-as-functions for the trick game's rules tests: fixed hands, card parsing,
bidding every seat and playing a deal out; and, for the table's tests, playing the human's part
of a deal to its summary."""

import pygame

from game.engine.cards import Card, parse_cards
from game.tricks import Bid, TricksState
from game.tricks.events import DealScored

HANDS3 = [
    "6S 7S 8S 9S 10S JS QS KS AS 6D 7D 8D",
    "6H 7H 8H 9H 10H JH QH KH AH QC KC AC",
    "6C 7C 8C 9C 10C JC 9D 10D JD QD KD AD",
]
"""Three 12-card hands (dealer 0): seat 1 leads and, with no trumps, takes all 9 tricks."""

HANDS2 = [
    "6S 7S 8S 9S 10S JS QS KS AS 6D 7D 8D",
    "6H 7H 8H 9H 10H JH QH KH AH 9D 10D JD",
    "6C 7C 8C 9C 10C JC QC KC AC QD KD AD",
]
"""Two hands and the dummy's (dealer 0), for the two-player game."""


def cards(text: str) -> tuple[Card, ...]:
    """``"6S 7S 8S"`` -> the three cards."""
    return tuple(parse_cards(text.split()))


def state_from_hands(dealt: list[str], **extra) -> TricksState:
    """A state dealt ``dealt`` (strings of card codes) by dealer 0; ``extra`` adds or overrides
    setup keys (``hands`` too, as lists of codes)."""
    setup = {"players": len(dealt), "dealer": 0, "hands": [h.split() for h in dealt]}
    setup.update(extra)
    return TricksState.from_setup(setup)


def bid_all(state: TricksState, bids: list[str | None], premiums: dict[int, str] | None = None) -> list:
    """Each seat bids the cards in ``bids[seat]`` (None: that seat does not bid); all events."""
    events = []
    for seat, text in enumerate(bids):
        if text is not None:
            events += state.apply(Bid(seat, cards(text), (premiums or {}).get(seat)))
    return events


def play_first_legal(state: TricksState) -> list:
    """Play the deal out, each controller playing its first legal card; return all events."""
    events = []
    deal = state.deal
    while state.phase == "play" and state.deal == deal:
        events += state.apply(state.legal_plays(state.to_act()[0])[0])
    return events


def scored(events: list) -> DealScored:
    """The deal's :class:`DealScored` event among ``events``."""
    return next(e for e in events if isinstance(e, DealScored))


def play_to_the_deal_summary(client, table, seconds: float = 600):
    """At the local trick ``table`` of the app ``client`` drives (the human at seat 0), play the
    deal to its summary (:func:`play_until`). Returns the deal summary.

    Raises:
        AssertionError: no deal summary came within ``seconds`` of game time.
    """
    from game.tricks.scenes.summary import DealSummary
    return play_until(client, table, lambda: client.app.top if isinstance(client.app.top, DealSummary) else None,
                      seconds, "no deal summary")


def play_until(client, table, reached, seconds: float = 600, failure: str = "never reached"):
    """At the local trick ``table`` of the app ``client`` drives (the human at seat 0), play on
    until ``reached()`` returns something other than None, which is returned: the first three
    legal bid cards, no premium, at the human's turn to bid (T-6, T-9); Enter (the focused card)
    at the human's turn to play once nothing is being said (T-12); one frame at a time, at most
    ``seconds`` of game time.

    Raises:
        AssertionError: (``failure``) nothing was reached within that time.
    """
    for _ in range(round(seconds * 60)):
        found = reached()
        if found is not None:
            return found
        state = table.session.state
        if state.phase == "bidding" and 0 in state.to_act():
            table.marked = list(state.legal_bid_cards(0)[:3])
            table._bid(None)
        elif state.phase == "play" and state.turn_controller == 0 and not client.app.announcer.speech_busy():
            client.press(pygame.K_RETURN)
        client.wait(1)
    raise AssertionError(failure)
