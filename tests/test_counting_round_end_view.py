"""The view a seat saw when a counting round ended, made from the views and events a client of a
server gets (:func:`game.counting.visibility.view_at_round_end`): the view after the update is
already the next deal's (C-21), so the round's end is the view before it moved on by the
update's events, as the engine itself keeps it (``CountingState.last_round_view``)."""

from __future__ import annotations

from dataclasses import replace

from game.counting import CountingOptions, CountingState, PlayCard
from game.counting.visibility import events_for, view_at_round_end
from game.engine import Card, parse_cards

SEATS = (0, 1, None)
"""Two players and a spectator."""


def c(code: str) -> Card:
    return Card.parse(code)


def reshuffle_reverse_and_pass_99() -> CountingState:
    """Round 1 at 86, the stock empty, 5H 6H 7H on the pile; seat 0 to play 4S (C-17), then
    seat 2 KD (C-15)."""
    return CountingState.from_position(
        CountingOptions(players=3, draw="auto"), seed=3, dealer=2, turn=0, total=86,
        hands=[parse_cards(["4S", "5C"]), parse_cards(["3D", "6S"]), parse_cards(["KD", "9C"])],
        stock=[], pile=parse_cards(["5H", "6H", "7H"]))


def test_c14_reaching_99_the_update_is_replayed_onto_the_view_before_it():
    """C-14, C-21: seat 0's ace takes 88 to 99; the update's view is round 2's, total 0. The
    round's end: total 99, the ace on the pile and among the plays, the others' 2 tokens paid
    (C-14), nobody to play or draw, round 1, seat 1's own hand as it was."""
    state = CountingState.from_position(
        CountingOptions(players=3, draw="auto"), seed=3, dealer=2, turn=0, total=88,
        hands=[parse_cards(["AS", "5C"]), parse_cards(["4S", "6S"]), parse_cards(["8H", "9C"])],
        stock=parse_cards(["2C", "3C", "4C", "5D", "6D", "7C"]))
    before = state.view(1)
    events = state.apply(PlayCard(0, c("AS"), 11))
    after = state.view(1)
    assert (after.round, after.total) == (2, 0)
    ended = view_at_round_end(after, events_for(1, events), before)
    assert ended is not None
    assert (ended.round, ended.total, ended.pile_top, ended.pile, ended.plays) == (
        1, 99, c("AS"), (c("AS"),), ((0, c("AS"), 88, 99),))
    assert (ended.tokens, ended.turn, ended.drawer, ended.may_draw, ended.winner) == (
        (9, 7, 7), None, None, False, None)
    assert (ended.hand, ended.hand_counts, ended.stock_size) == ((c("4S"), c("6S")), (1, 2, 2), 6)
    assert ended == state.last_round_view(1)


def test_c9_c15_c17_a_returns_missed_updates_move_hand_pile_stock_and_direction():
    """A return's missed updates together (C-9, C-15, C-17): seat 0's 4S takes 86 to 90 and
    reverses play; the empty stock is rebuilt from the pile but its top (C-9) and seat 0 draws
    the 6H from it; seat 2's KD passes 99 (100, C-15: 2 tokens). Seat 0 sees its own draw, seat 1
    and a spectator only that a card was drawn; each view is the engine's own of that moment."""
    state = reshuffle_reverse_and_pass_99()
    before = {seat: state.view(seat) for seat in SEATS}
    events = state.apply(PlayCard(0, c("4S"))) + state.apply(PlayCard(2, c("KD")))
    for seat in SEATS:
        ended = view_at_round_end(state.view(seat), events_for(seat, events), before[seat])
        assert ended == state.last_round_view(seat), seat
        assert (ended.total, ended.direction, ended.stock_size, ended.pile, ended.pile_top) == (
            100, -1, 2, (c("4S"), c("KD")), c("KD"))
        assert ended.plays == ((0, c("4S"), 86, 90), (2, c("KD"), 90, 100))
        assert (ended.hand_counts, ended.tokens, ended.round, ended.turn) == ((2, 2, 1), (9, 9, 7), 1, None)
    mine = view_at_round_end(state.view(0), events_for(0, events), before[0])
    assert mine is not None and mine.hand == (c("5C"), c("6H"))
    theirs = view_at_round_end(state.view(1), events_for(1, events), before[1])
    assert theirs is not None and theirs.hand == (c("3D"), c("6S"))


def test_c21_without_a_view_of_that_round_the_next_deals_view_with_the_last_total():
    """No view before the update (a spectator new at the table), or one of an earlier round: the
    next deal's view (C-21: round 2, new hands, tokens paid) with the round's last total (100)
    and nobody to play or draw."""
    state = reshuffle_reverse_and_pass_99()
    old = state.view(1)
    events = state.apply(PlayCard(0, c("4S"))) + state.apply(PlayCard(2, c("KD")))
    after = state.view(1)
    for before in (None, replace(old, round=0)):
        ended = view_at_round_end(after, events_for(1, events), before)
        assert ended is not None
        assert (ended.round, ended.total, ended.turn, ended.drawer, ended.may_draw) == (2, 100, None, None, False)
        assert (ended.hand, ended.tokens, ended.plays) == (after.hand, (9, 9, 7), ())


def test_events_that_end_no_round_give_no_view():
    """C-7: a card that leaves the round going (86 + 4 = 90) ends nothing: no view."""
    state = reshuffle_reverse_and_pass_99()
    before = state.view(1)
    events = state.apply(PlayCard(0, c("4S")))
    assert view_at_round_end(state.view(1), events_for(1, events), before) is None
