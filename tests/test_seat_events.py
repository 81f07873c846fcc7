"""Per-seat events of both games (C-8, T-7, T-19): what each seat and a spectator may know of an
action's events, the spectator's view, and property checks over random games of every variant
and player count (benchmarks/seat_privacy.py runs the same checks over thousands of games)."""

from __future__ import annotations

import re
from collections.abc import Sequence

import pytest

from game.counting import CountingOptions, CountingState, DrawCard, PlayCard
from game.counting import text as counting_text
from game.counting import visibility as counting_seats
from game.counting.events import CardDrawn, CardPlayed
from game.engine.cards import parse_cards
from game.engine.events import Event
from game.engine.perspective import Perspective
from game.engine.seat_audit import AuditCounts, audit_action
from game.engine.visibility import cards_in, unknown_cards
from game.tricks import Bid, Play, TricksOptions, TricksState
from game.tricks import text as tricks_text
from game.tricks import visibility as tricks_seats
from game.tricks.events import BidPlaced, DealScored

NAMES = ("Zoe", "Anna", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gil")
"""People's names for every seat, so each narration names the others by a given name."""
YOU = re.compile(r"\b(you|your|You|Your)\b")

TRICK_CONFIGS = [(2, "standard"), (3, "standard"), (4, "standard"), (2, "classic"), (3, "classic"),
                 (4, "classic"), (3, "oxford")]
TRICK_SCORINGS = [("target", 100), ("target", 200), ("parlett_game", 100), ("parlett_match", 100)]


# ----------------------------------------------------------------------- counting: filtering
def test_another_seats_draw_reaches_a_seat_without_its_card():
    """C-8: a drawn card is private: its owner gets it, every other seat and a spectator get who
    drew and the stock left, never the card."""
    options = CountingOptions(players=3, draw="manual")
    state = CountingState.new(options, 7)
    seat = state.turn
    state.apply(PlayCard(seat, next(c for c in state.hands[seat] if c.rank not in (10, 14))))
    events = state.apply(DrawCard(seat))
    drawn = next(e for e in events if isinstance(e, CardDrawn))
    assert drawn.card == state.hands[seat][-1]
    assert counting_seats.events_for(seat, events) == events
    other = (seat + 1) % 3
    for viewer in (other, None):
        shown = counting_seats.events_for(viewer, events)
        assert shown == [CardDrawn(seat, None, drawn.stock_size)]
        assert cards_in(shown) == []


def test_counting_spectator_view_holds_no_hand():
    """A spectator sees the table, the pile and every count, but no hand, and never draws (C-8)."""
    state = CountingState.new(CountingOptions(players=4, draw="manual"), 11)
    seat = state.turn
    card = next(c for c in state.hands[seat] if c.rank not in (10, 14))
    state.apply(PlayCard(seat, card))
    view = state.view(None)
    assert view.seat is None and view.hand == () and not view.may_draw and not view.my_turn
    assert view.drawer == seat and view.pile == (card,) and view.hand_counts == (3, 3, 3, 3)[:seat] + (2,) + (
        3, 3, 3, 3)[seat + 1:]
    assert counting_seats.known_cards(view) == {card}
    with pytest.raises(ValueError):
        state.view(4)


# ----------------------------------------------------------------------- tricks: filtering
def test_a_bid_reaches_only_its_bidder():
    """T-7, T-9: the bidder's own BidPlaced holds the bid, its cards and the premium offer;
    the other seats and a spectator hear only that the seat has bid."""
    state = TricksState.new(TricksOptions(players=3), 5)
    cards = tuple(state.hands[1][:3])
    events = state.apply(Bid(1, cards, "declare"))
    assert events == [BidPlaced(1, (0, 2), state.bids[1], state.bid_cards[1], "declare")]
    assert tricks_seats.events_for(1, events) == events
    for viewer in (0, 2, None):
        assert tricks_seats.events_for(viewer, events) == [BidPlaced(1, (0, 2))]
    assert unknown_cards(events[0], tricks_seats.seat_knowledge(state, 0)) == sorted(cards, key=lambda c: c.code)
    assert unknown_cards(events[0], tricks_seats.seat_knowledge(state, 1)) == []


def test_tricks_spectator_view_and_the_scored_deals_bid_cards():
    """A spectator's view holds no hand, bid or play; once a deal is scored its bid cards are
    public (DealScored, T-7) and every view, the spectator's too, keeps them for the last deal."""
    state = TricksState.new(TricksOptions(players=3, target=100), 5)
    view = state.view(None)
    assert (view.seat, view.hand, view.bid_cards, view.bid, view.legal_plays) == (None, (), None, None, ())
    events: list[Event] = []
    while not any(isinstance(e, DealScored) for e in events):
        seat = state.to_act()[0]
        events = state.apply(Bid(seat, tuple(state.hands[seat][:3])) if state.phase == "bidding"
                             else state.legal_plays(seat)[0])
    scored = next(e for e in events if isinstance(e, DealScored))
    for viewer in (0, 1, 2, None):
        assert state.view(viewer).last_bid_cards == scored.bid_cards
        assert unknown_cards(scored, tricks_seats.seat_knowledge(state, viewer)) == []
    with pytest.raises(ValueError):
        state.view(3)


# ----------------------------------------------------------------------- the audit itself
def test_the_audit_catches_an_event_that_tells_too_much():
    """The check can fail: an unfiltered draw given to another seat is a leak."""
    card = parse_cards(["QS"])[0]
    counts = AuditCounts()
    events = [CardDrawn(0, card, 30)]
    known = {0: {card}, 1: set(), None: set()}
    audit_action(counts, [0, 1, None], events, lambda seat, evs: list(evs), known, known)
    assert [(leak.seat, leak.cards) for leak in counts.leaks] == [(1, (card,)), (None, (card,))]
    counts = AuditCounts()
    audit_action(counts, [0, 1, None], events, counting_seats.events_for, known, known)
    assert (counts.leaks, counts.redacted, counts.withheld, counts.deliveries) == ([], 2, 2, 3)


# ----------------------------------------------------------------------- narration from each seat
def _counting_narration_check(seats: Sequence[int | None]):
    def check(state: CountingState, events: Sequence[Event]) -> None:
        for seat in seats:
            me = Perspective(seat, NAMES[:state.players])
            hand = () if seat is None else state.hands[seat]
            shown = counting_seats.events_for(seat, events)
            said = counting_text.narrate(me, shown, hand)
            assert said == counting_text.narrate(me, events, hand)
            if seat is None:
                assert not any(YOU.search(m.text) for m in said), said
    return check


def _tricks_narration_check(seats: Sequence[int | None], scoring: str):
    def check(state: TricksState, events: Sequence[Event]) -> None:
        for seat in seats:
            me = Perspective(seat, NAMES[:state.options.players])
            view = state.view(seat)
            shown = tricks_seats.events_for(seat, events)
            said = tricks_text.narrate(me, shown, view, scoring)
            assert said == tricks_text.narrate(me, events, view, scoring)
            if seat is None:
                assert not any(YOU.search(m.text) for m in said), said
    return check


@pytest.mark.parametrize("players", range(2, 9))
def test_random_counting_games_tell_no_seat_a_card_it_may_not_know(players):
    """C-8: over random games of every player count, draw mode, hand size and pack count, every
    card in every event each seat receives is in its view at that moment or already public; a
    spectator receives no card before it is public; no event holds the seed; and each seat's
    narration from its own events equals the narration from the whole events."""
    total = AuditCounts()
    for seed in range(3):
        options = CountingOptions(players=players, tokens=2, hand_size=1 + (players + seed) % 5,
                                  draw=("manual", "auto")[seed % 2], decks=(None, 1, 2)[seed])
        seats = [*range(players), None]
        total.add(counting_seats.audit_random_game(options, 1000 * players + seed, _counting_narration_check(seats)))
    assert total.leaks == [] and total.seeds_seen == 0
    assert total.games == 3 and total.deliveries > 0 and total.withheld > 0  # secrets were there to keep


@pytest.mark.parametrize("players, variant", TRICK_CONFIGS)
def test_random_trick_games_tell_no_seat_a_card_it_may_not_know(players, variant):
    """T-7, T-10, T-19, T-20, T-26, T-27: over random sessions of every player count, variant and
    scoring, no seat receives a card outside its view, a spectator none before it is public, no
    event holds the seed, and each seat's narration from its own events equals the narration
    from the whole events."""
    total = AuditCounts()
    scorings = [("target", 100)] if variant == "oxford" else TRICK_SCORINGS[:3]
    for seed, (scoring, target) in enumerate(scorings):
        options = TricksOptions(players=players, variant=variant, scoring=scoring, target=target)
        seats = [*options.live_seats, None]
        total.add(tricks_seats.audit_random_game(options, 100 * players + seed,
                                                 _tricks_narration_check(seats, scoring)))
    assert total.leaks == [] and total.seeds_seen == 0
    assert total.deliveries > 0 and total.withheld > 0  # bids were there to keep
    assert total.redacted > 0


def test_random_play_reaches_every_kind_of_trick_event():
    """The random sessions above are not trivial: over the 2-player classic game they bid,
    declare, lay out the dummy, play tricks and score deals (T-19..T-23, T-26)."""
    kinds: set[str] = set()

    def collect(_state, events):
        kinds.update(event.kind for event in events)

    tricks_seats.audit_random_game(TricksOptions(players=2, variant="classic", target=100), 3, collect)
    assert {"DealStarted", "BidPlaced", "DummyLaidOut", "PlayStarted", "TurnStarted", "CardPlayed",
            "TrickWon", "DealScored", "GameEnded"} <= kinds


def test_played_cards_are_known_to_every_seat_once_played():
    """C-7: a card played is public: every seat and a spectator receive it as it is."""
    state = CountingState.new(CountingOptions(players=3, draw="auto"), 3)
    seat = state.turn
    card = next(c for c in state.hands[seat] if c.rank not in (10, 14))
    events = state.apply(PlayCard(seat, card))
    played = next(e for e in events if isinstance(e, CardPlayed))
    for viewer in (0, 1, 2, None):
        assert played in counting_seats.events_for(viewer, events)
        assert card in counting_seats.seat_knowledge(state, viewer)


def test_a_trick_card_played_is_public():
    """T-12: a card played to a trick reaches every seat and a spectator as it is."""
    state = TricksState.new(TricksOptions(players=3), 8)
    while state.phase == "bidding":
        seat = state.to_act()[0]
        state.apply(Bid(seat, tuple(state.hands[seat][:3])))
    play = state.legal_plays(state.turn_controller)[0]
    events = state.apply(Play(play.seat, play.card))
    for viewer in (0, 1, 2, None):
        assert tricks_seats.events_for(viewer, events) == events
        assert play.card in tricks_seats.seat_knowledge(state, viewer)
