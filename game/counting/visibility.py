"""What each seat of a counting game may know of the events of one action (C-8).

Everything in the counting game is public (cards played, totals, tokens, draws) except the cards
themselves in hand and in the stock: another seat's drawn card reaches a seat as a
:class:`CardDrawn` with ``card`` ``None`` (who drew, and the stock left, stay public). The stock's
order and the seed never appear in an event.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace

from ..engine.cards import Card
from ..engine.events import Event
from ..engine.seat_audit import AuditCounts, audit_game
from ..engine.visibility import filter_events
from .actions import DrawCard, PlayCard
from .events import CardDrawn, CardPlayed, DirectionReversed, RoundEnded, StockReshuffled
from .options import CountingOptions
from .state import CountingState, CountingView


def redact(seat: int | None, event: Event) -> Event:
    """``event`` as ``seat`` (``None``: a spectator) may know it: a draw by another seat without
    its card (C-8); every other event as it is."""
    if isinstance(event, CardDrawn) and event.seat != seat and event.card is not None:
        return replace(event, card=None)
    return event


def events_for(seat: int | None, events: Iterable[Event]) -> list[Event]:
    """The events of one action (from ``CountingState.apply`` or ``start_events``) as ``seat``
    may know them, in order; ``seat`` ``None`` is a spectator. Nothing is dropped: another
    seat's draw is still told, without its card."""
    return filter_events(seat, events, redact)


def known_cards(view: CountingView) -> set[Card]:
    """The cards ``view`` shows: the seat's hand, the pile and the round's plays (every card
    played was shown face up, C-7)."""
    shown = set(view.hand) | set(view.pile) | {play[1] for play in view.plays}
    if view.pile_top is not None:
        shown.add(view.pile_top)
    return shown


def seat_knowledge(state: CountingState, seat: int | None) -> set[Card]:
    """The cards ``seat`` (``None``: a spectator) may know now: :func:`known_cards` of its view
    and of its view at the end of the last round (the card that ended it, C-14, C-15)."""
    known = known_cards(state.view(seat))
    ended = state.last_round_view(seat)
    return known | known_cards(ended) if ended is not None else known


def view_at_round_end(after: CountingView, events: Sequence[Event],
                      before: CountingView | None = None) -> CountingView | None:
    """What a seat saw when a round ended (C-14, C-15, C-19), before the next deal (C-21), from
    the views it was given: ``after`` the action's ``events`` (as that seat may know them,
    :func:`events_for`) and, when it has it, ``before`` them. ``None`` when ``events`` end no
    round.

    A client of a server gets the view after the action, which is already the next round's
    (dealt anew, C-21) when the round ended. With ``before`` of the round that ended, that view
    moved on by the action's cards played (onto the pile and the round's plays, C-7, the new
    total, C-10), draws (the seat's own drawn card into its hand; a card more for the drawer,
    C-8), the stock rebuilt from the pile (C-9) and reversals (C-17) up to the round's end: its
    hand, pile, stock, total and round number, with the tokens, who is out and the winner as
    ``after`` says (C-18, C-20), nobody to play and no draw (as
    :meth:`~game.counting.state.CountingState.last_round_view`). Without such a view (none, or of
    another round): ``after`` with the round's last total and nobody to play or draw.
    """
    ended = next((event for event in events if isinstance(event, RoundEnded)), None)
    if ended is None:
        return None
    if before is None or before.round != ended.round:
        totals = [event.new_total for event in events if isinstance(event, CardPlayed)]
        last_total = {"total": totals[-1]} if totals else {}
        return replace(after, turn=None, drawer=None, may_draw=False, **last_total)
    hand, counts = list(before.hand), list(before.hand_counts)
    pile, plays = list(before.pile), list(before.plays)
    total, pile_top, stock_size, direction = before.total, before.pile_top, before.stock_size, before.direction
    for event in events:
        if event is ended:
            break
        if isinstance(event, CardPlayed):
            if before.seat == event.seat and event.card in hand:
                hand.remove(event.card)
            counts[event.seat] = max(0, counts[event.seat] - 1)
            pile.append(event.card)
            plays.append((event.seat, event.card, event.old_total, event.new_total))
            total, pile_top = event.new_total, event.card
        elif isinstance(event, CardDrawn):
            if before.seat == event.seat and event.card is not None:
                hand.append(event.card)
            counts[event.seat] += 1
            stock_size = event.stock_size
        elif isinstance(event, StockReshuffled):
            stock_size = event.stock_size
            pile = pile[-1:]
        elif isinstance(event, DirectionReversed):
            direction = event.direction
    return replace(before, hand=tuple(hand), hand_counts=tuple(counts), pile=tuple(pile), plays=tuple(plays),
                   total=total, pile_top=pile_top, stock_size=stock_size, direction=direction,
                   tokens=after.tokens, eliminated=after.eliminated, winner=after.winner, turn=None, drawer=None,
                   may_draw=False)


def random_action(state: CountingState, rng: random.Random) -> PlayCard | DrawCard:
    """Any legal action of any seat, chosen at random (a manual draw may slip by, C-8): the
    chooser of :func:`audit_random_game`."""
    actions = [action for seat in range(state.players) for action in state.legal_actions(seat)]
    return rng.choice(actions)


def audit_random_game(options: CountingOptions, seed: int,
                      on_action: Callable[[CountingState, Sequence[Event]], None] | None = None) -> AuditCounts:
    """Play one game from ``seed`` with random legal actions and audit what every seat and a
    spectator receive (:func:`game.engine.seat_audit.audit_game`); ``on_action`` sees the state
    and the events after the opening and after each action."""
    rng = random.Random(seed)
    state = CountingState.new(options, seed)
    seats: list[int | None] = [*range(options.players), None]
    return audit_game(state, seats, lambda s: random_action(s, rng), lambda s: s.game_over, events_for,
                      seat_knowledge, on_action=on_action)
