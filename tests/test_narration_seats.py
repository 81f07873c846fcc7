"""Narration from any seat (C-23, T-29): the same deal told from seat 0, from seat 2 and to a
spectator, from each seat's own events only (game.counting.visibility, game.tricks.visibility):
"You" for the listener's seat, the others by the names given (the computer players' names by
default), every seat by name for a spectator."""

from __future__ import annotations

import pytest

from game import i18n
from game.counting import CountingOptions, CountingState
from game.counting import text as counting_text
from game.counting import visibility as counting_seats
from game.engine.cards import parse_cards
from game.engine.perspective import Perspective
from game.player_names import computer_name, pronoun, seat_name
from game.tricks import Bid, TricksOptions, TricksState
from game.tricks import text as tricks_text
from game.tricks import visibility as tricks_seats
from game.tricks.events import DealScored
from game.tricks.hints import thinking_text

NAMES = ("Zoe", "Anna", "Ben")


def counting_deal():
    """Seed 7, three players, automatic draw (C-8): the opening, then the first legal card of
    the seat to play, three times: (events, hands after them) per batch."""
    state = CountingState.new(CountingOptions(players=3, draw="auto"), 7)
    batches = [(state.start_events(), [tuple(hand) for hand in state.hands])]
    for _ in range(3):
        events = state.apply(state.legal_actions(state.turn)[0])
        batches.append((events, [tuple(hand) for hand in state.hands]))
    return batches


def counting_said(me: Perspective) -> list[str]:
    said = []
    for events, hands in counting_deal():
        hand = () if me.seat is None else hands[me.seat]
        said += [m.text for m in counting_text.narrate(me, counting_seats.events_for(me.seat, events), hand)]
    return said


def test_counting_deal_from_seat_0():
    """C-5, C-7, C-8, C-10, C-17: seat 0 hears its own card and draw as "You", the others by name."""
    assert counting_said(Perspective(0, NAMES)) == [
        "Round 1. Anna deals. Ben plays first.",
        "Ben: 10 of hearts. Total 10.",
        "Your turn. Total 10. Your cards: 3 of hearts, 9 of diamonds, 3 of clubs. Enter plays the 3 of hearts.",
        "You: 3 of hearts. Total 13.",
        "You draw the 9 of clubs.",
        "Anna: 4 of diamonds. Total 17.",
        "Direction reversed: counter-clockwise.",
        "Your turn. Total 17. Your cards: 9 of diamonds, 3 of clubs, 9 of clubs. Enter plays the 9 of diamonds."]


def test_counting_deal_from_seat_2():
    """The same deal from seat 2: its 10 (C-11: no choice under 10) and its draw are "You"; seat
    0's card is Zoe's, and Zoe's drawn card is never said (C-8)."""
    assert counting_said(Perspective(2, NAMES)) == [
        "Round 1. Anna deals. You play first.",
        "Your turn. Total 0. Your cards: 10 of hearts, king of spades, 2 of spades. Enter plays the 10 of hearts.",
        "You: 10 of hearts as plus 10, since the total was under 10. Total 10.",
        "You draw the 5 of hearts.",
        "Zoe: 3 of hearts. Total 13.",
        "Anna: 4 of diamonds. Total 17.",
        "Direction reversed: counter-clockwise."]


def test_counting_deal_to_a_spectator():
    """A spectator hears every seat by name, no hand, no draw and no turn prompt."""
    assert counting_said(Perspective(None, NAMES)) == [
        "Round 1. Anna deals. Ben plays first.",
        "Ben: 10 of hearts. Total 10.",
        "Zoe: 3 of hearts. Total 13.",
        "Anna: 4 of diamonds. Total 17.",
        "Direction reversed: counter-clockwise."]


def test_default_names_from_another_seat():
    """Without names, seats 1..7 keep the computer players' names and seat 0 is "Max" (never
    "Player 1", docs/announcements.md); a list of tokens puts yours first, as the trick game does
    (found online from seat 2: "Tokens: Ben 1, Anna 2, you 2.")."""
    me = Perspective(2)
    assert [seat_name(me, seat) for seat in range(3)] == ["Max", "Anna", "Bob"]
    assert counting_text.tokens_text(me, CountingState.new(CountingOptions(players=3), 7).view(2)) == (
        "Tokens: you 9, Max 9, Anna 9.")  # yours first, then seat order, as the trick game
    assert counting_text.name(me, 2) == "You" and counting_text.name_mid(me, 2) == "you"
    assert (pronoun(me, 1), pronoun(me, 0), pronoun(Perspective(2, NAMES), 1)) == ("Her", "His", None)
    with pytest.raises(ValueError):
        computer_name(8)


@pytest.mark.parametrize("code, names", [("es", ["Max", "Anna", "Bob", "Gus"]),
                                         ("ru", ["Макс", "Анна", "Боб", "Гас"])])
def test_default_names_in_each_language(code, names):
    """Default names are said in the player's language; a given name as written."""
    i18n.set_language(code)
    assert [computer_name(seat) for seat in (0, 1, 2, 7)] == names
    assert seat_name(Perspective(None, ("Zoe",)), 0) == "Zoe"


def tricks_deal():
    """Seed 5, three players, standard: Anna (seat 1) declares with her first three cards, Bob
    and seat 0 bid their first three without a premium; then the first legal card three times:
    (events, every seat's view after them) per batch."""
    state = TricksState.new(TricksOptions(players=3), 5)
    seats = (0, 1, 2, None)
    batches = [(state.start_events(), {s: state.view(s) for s in seats})]
    for seat, premium in ((1, "declare"), (2, None), (0, None)):
        events = state.apply(Bid(seat, tuple(state.hands[seat][:3]), premium))
        batches.append((events, {s: state.view(s) for s in seats}))
    for _ in range(3):
        events = state.apply(state.legal_plays(state.turn_controller)[0])
        batches.append((events, {s: state.view(s) for s in seats}))
    return batches


def tricks_said(me: Perspective) -> list[str]:
    said = []
    for events, views in tricks_deal():
        said += [m.text for m in tricks_text.narrate(me, tricks_seats.events_for(me.seat, events), views[me.seat],
                                                     "target")]
    return said


def test_trick_deal_from_seat_0():
    """T-9, T-10, T-12, T-13, T-29 from seat 0 with the default names: Anna's declare says "Her"."""
    assert tricks_said(Perspective(0)) == [
        "Deal 1. Bob deals. No trumps. You lead.",
        "Choose 3 bid cards. H reads your hand; focus: 8 of spades.",
        "Anna has bid.",
        "Bob has bid.",
        "Anna declares: bid 3. Her bid cards: 6 of spades, 9 of spades, 10 of spades.",
        "Bidding over.",
        "Your turn. You lead. You have 0 of 4 tricks: you need 4 more.",
        "You: 8 of hearts.",
        "Anna discards the ace of spades.",
        "Bob: 7 of hearts.",
        "You win the trick with the 8 of hearts. Tricks: you 1, Anna 0, Bob 0.",
        "Your turn. You lead. You have 1 of 4 tricks: you need 3 more."]


def test_trick_deal_from_seat_2():
    """The same deal from seat 2 with people's names: seat 2 deals, bids without hearing its own
    "has bid", plays as "You"; Zoe (seat 0) leads and wins; a given name takes no pronoun; the
    lists put "you" first."""
    assert tricks_said(Perspective(2, NAMES)) == [
        "Deal 1. You deal. No trumps. Zoe leads.",
        "Choose 3 bid cards. H reads your hand; focus: 7 of spades.",
        "Anna has bid.",
        "Zoe has bid.",
        "Anna declares: bid 3. Bid cards: 6 of spades, 9 of spades, 10 of spades.",
        "Bidding over. Zoe leads.",
        "Zoe: 8 of hearts.",
        "Anna discards the ace of spades.",
        "Your turn. Zoe led the 8 of hearts. Zoe's lead is still winning. Also on the table: Anna, ace of spades. "
        "You have hearts. "
        "You have 0 of 3 tricks: you need 3 more.",
        "You: 7 of hearts.",
        "Zoe wins the trick with the 8 of hearts. Tricks: you 0, Zoe 1, Anna 0."]


def test_trick_deal_to_a_spectator():
    """A spectator hears every seat by name, in seat order, with no bid prompt and no turn."""
    assert tricks_said(Perspective(None, NAMES)) == [
        "Deal 1. Ben deals. No trumps. Zoe leads.",
        "Anna has bid.",
        "Ben has bid.",
        "Zoe has bid.",
        "Anna declares: bid 3. Bid cards: 6 of spades, 9 of spades, 10 of spades.",
        "Bidding over. Zoe leads.",
        "Zoe: 8 of hearts.",
        "Anna discards the ace of spades.",
        "Ben: 7 of hearts.",
        "Zoe wins the trick with the 8 of hearts. Tricks: Zoe 1, Anna 0, Ben 0."]


def test_status_answers_and_notices_from_seat_2():
    """Status keys and the thinking notice name seats from the listener's seat too (T-28)."""
    me = Perspective(2, NAMES)
    events, views = tricks_deal()[-1]
    view = views[2]
    assert tricks_text.tricks_text(me, view) == (
        "Tricks: you 0, Zoe 1, Anna 0. 1 of 9 played. You have 0 of 3 tricks: you need 3 more.")
    assert tricks_text.table_text(me, view) == "No cards on the table. Zoe to play."
    assert tricks_text.last_trick_text(me, view) == (
        "Last trick: Zoe, 8 of hearts; Anna, ace of spades; you, 7 of hearts. Zoe won it.")
    assert thinking_text(me, [0, 1]) == "Zoe and Anna are thinking."
    assert tricks_text.bids_text(Perspective(None, NAMES), views[None]) == (
        "Bids: Zoe secret, Anna 3 declared, Ben secret.")


def test_deal_headline_from_seat_2_and_to_a_spectator():
    """T-15, T-16, T-29: the deal's headline from seat 2 ("You ...") and to a spectator (everyone
    by name, each miss with what it took, also when nobody made theirs), always in the order of
    the scores, whoever made their bid (found by a tester by ear: those who made it were said
    first, so the order changed from deal to deal); a premium's bid, tricks and points are one
    sentence, the miss named once (T-29)."""
    bid_cards = (tuple(parse_cards(["2H", "2D", "3D"])),) * 3
    scored = DealScored(deal=2, bids=(3, 4, 2), bid_cards=bid_cards, tricks=(3, 5, 1), made=(True, False, False),
                        points=(63, 5, 1), premium_points=(30, 0, 0), successes=1, totals=(63, 5, 1),
                        game_scores=(63, 5, 1))
    assert tricks_text.deal_headline(Perspective(2, NAMES), scored, None, "target", [(0, "declare")]) == (
        "You bid 2 and took 1: missed. Zoe declared 3 and made it: 30 more. Anna bid 4 and took 5: missed. "
        "Scores: you 1, Zoe 63, Anna 5.")
    missed = DealScored(deal=2, bids=(3, 4, 2), bid_cards=bid_cards, tricks=(2, 5, 2), made=(False, False, True),
                        points=(32, 5, 52), premium_points=(30, 0, 30), successes=1, totals=(32, 5, 52),
                        game_scores=(32, 5, 52))
    assert tricks_text.deal_headline(Perspective(None, NAMES), missed, None, "target", [(1, "declare")]) == (
        "Zoe bid 3 and took 2: missed. Anna declared 4 and took 5: missed; the others score 30 each. "
        "Ben bid 2 and made it. Scores: Zoe 32, Anna 5, Ben 52.")
    nobody = DealScored(deal=2, bids=(3, 4, 2), bid_cards=bid_cards, tricks=(2, 6, 1), made=(False, False, False),
                        points=(2, 6, 1), premium_points=(0, 0, 0), successes=0, totals=(2, 6, 1),
                        game_scores=(2, 6, 1))
    assert tricks_text.deal_headline(Perspective(None, NAMES), nobody, None, "target") == (
        "Zoe bid 3 and took 2: missed. Anna bid 4 and took 6: missed. Ben bid 2 and took 1: missed. "
        "Scores: Zoe 2, Anna 6, Ben 1.")
