"""What the trick table says, said once and with its reasons (T-5, T-9, T-13, T-14, T-17, T-18,
T-24, T-25, T-28, T-29): the short deal headline, the bidding prompt with the focus, who is
winning and what you still need, B before confirming, an undertrump, L at a deal's start, why
an offer lapses, the game bonus lines, the dummy ending the game, why next trumps are what they
are, and a ``--game`` launch starting at the table. Also (T-9, T-15, T-16, T-21, T-24, T-26,
T-29): trumps and discards said as such, a lead from the dummy naming who led it, the joker never
"the the joker", bonuses and missed premiums explained, what missing a premium costs, a standing
declare said once, and one seat order everywhere."""

import pygame
import pytest

from game.engine.cards import JOKER, Card, Suit, parse_cards
from game.tricks import Play, text
from game.tricks.events import CardPlayed, DealScored, DealStarted, GameBonus, TrickWon
from game.engine.perspective import Perspective
from test_tricks_table_driver import bid_by_keys, start_table
from tests.tricks_helpers import HANDS3, bid_all, cards, play_first_legal, state_from_hands

ME = Perspective(0)
"""Narration for the player at seat 0, the others by their computer names."""


def C(code):
    return Card.parse(code)


SCORED = DealScored(deal=4, bids=(2, 4, 3), bid_cards=(tuple(parse_cards(["2H", "2D", "3D"])),) * 3,
                    tricks=(2, 5, 2), made=(True, False, True), points=(22, 5, 2),
                    premium_points=(0, 0, 0), successes=2, totals=(45, 30, 12), game_scores=(45, 30, 12))


def test_t29_deal_headline_is_short_and_details_stay_in_the_summary():
    """T-29: every hand's bid and whether it was made (a miss with what it took: testers heard
    only who made it and asked who missed), in the fixed order of the scores, yours first, then
    the table's order, the dummy at its seat (T-24; found by a tester by ear: made bids first
    changed the order from deal to deal); points stay in the summary."""
    assert text.deal_headline(ME, SCORED, 2, "target") == (
        "You bid 2 and made it. Anna bid 4 and took 5: missed. "
        "The dummy bid 3 and took 2: fewer than its bid counts as made. Scores: you 45, Anna 30, the dummy 12.")
    missed = DealScored(**{**SCORED.__dict__, "made": (False, False, True), "tricks": (4, 3, 2)})
    assert text.deal_headline(ME, missed, None, "target") == (
        "You bid 2 and took 4: missed. Anna bid 4 and took 3: missed. Bob bid 3 and made it. "
        "Scores: you 45, Anna 30, Bob 12.")
    nobody = DealScored(**{**SCORED.__dict__, "made": (False, False, False)})
    assert text.deal_headline(ME, nobody, None, "target") == (
        "You bid 2 and took 2: missed. Anna bid 4 and took 5: missed. Bob bid 3 and took 2: missed. "
        "Scores: you 45, Anna 30, Bob 12.")


def test_t8_t29_a_4_player_deal_end_names_every_hand_in_seat_order():
    """T-29 with four players: every hand in seat order, made or missed, each miss with what it
    took (T-8: all 10 tricks miss whatever the bid), to you and to a spectator."""
    bid_cards = (tuple(parse_cards(["2H", "2D", "3D"])),) * 4
    four = DealScored(deal=3, bids=(2, 3, 9, 0), bid_cards=bid_cards, tricks=(0, 0, 10, 0),
                      made=(False, False, False, True), points=(0, 0, 10, 30), premium_points=(0, 0, 0, 0),
                      successes=1, totals=(20, 31, 40, 51), game_scores=(20, 31, 40, 51))
    assert text.deal_headline(ME, four, None, "target") == (
        "You bid 2 and took 0: missed. Anna bid 3 and took 0: missed. "
        "Bob bid 9 and took 10: missed. Carl bid 0 and made it. Scores: you 20, Anna 31, Bob 40, Carl 51.")
    assert text.deal_headline(Perspective(None, ("Zoe", "Anna", "Ben", "Carl")), four, None, "target") == (
        "Zoe bid 2 and took 0: missed. Anna bid 3 and took 0: missed. "
        "Ben bid 9 and took 10: missed. Carl bid 0 and made it. Scores: Zoe 20, Anna 31, Ben 40, Carl 51.")


def test_t24_t29_the_deal_headline_says_the_dummys_missed_bid():
    """T-24, T-29: the dummy that took more than its bid is said at the deal's end, as your bid is
    ("You bid 2 and took 4: missed."), after the others, with its tricks (a by-ear
    tester heard nothing of it: the summary said it on Down), in the sentence every miss has
    ("The dummy bid 2 and took 5: missed.", was "The dummy missed its bid of 2: it took 5
    tricks.")."""
    bid_cards = (tuple(parse_cards(["2H", "2D", "3D"])),) * 3
    missed = DealScored(deal=2, bids=(3, 4, 2), bid_cards=bid_cards, tricks=(3, 4, 5), made=(True, True, False),
                        points=(13, 14, 5), premium_points=(0, 0, 0), successes=2, totals=(13, 14, 5),
                        game_scores=(13, 14, 5))
    assert text.deal_headline(ME, missed, 2, "target") == (
        "You bid 3 and made it. Anna bid 4 and made it. The dummy bid 2 and took 5: missed. "
        "Scores: you 13, Anna 14, the dummy 5.")
    alone = DealScored(**{**missed.__dict__, "bids": (3, 2, 0), "tricks": (3, 8, 1), "made": (True, False, False)})
    assert text.deal_headline(ME, alone, 2, "target") == (
        "You bid 3 and made it. Anna bid 2 and took 8: missed. The dummy bid 0 and took 1: missed. "
        "Scores: you 13, Anna 14, the dummy 5.")
    assert text.deal_headline(Perspective(None, ("Anna", "Bob", "Carl")), alone, 2, "target") == (  # a spectator
        "Anna bid 3 and made it. Bob bid 2 and took 8: missed. The dummy bid 0 and took 1: missed. "
        "Scores: Anna 13, Bob 14, the dummy 5.")


def test_t28_bidding_opens_with_the_focused_card():
    state = state_from_hands(HANDS3)
    assert text.bid_prompt_text(state.view(0)) == "Choose 3 bid cards. H reads your hand; focus: 6 of spades."
    said = [m.text for m in text.narrate(ME, state.start_events(), state.view(0), "target")]
    assert said[-1] == "Choose 3 bid cards. H reads your hand; focus: 6 of spades."


def test_t28_b_before_confirming():
    state = state_from_hands(HANDS3)
    assert text.bids_text(ME, state.view(0)) == (
        "Not confirmed yet. No bid cards marked. Nobody else has bid yet.")
    bid_all(state, [None, "6H 7H 8H", "6C 7C 8C"])
    assert text.bids_text(ME, state.view(0), cards("6S 7S 8S")) == (
        "Not confirmed yet. Marked: bid 3. Anna and Bob have bid.")


def test_t13_t14_turn_line_says_who_is_winning_and_what_you_need():
    """No trumps in deal 1; Anna leads the queen of clubs, Bob follows low: you have no clubs."""
    state = state_from_hands(HANDS3)
    bid_all(state, ["6S 7S 8S", "6H 7H 8H", "6C 7C 8C"])
    state.apply(Play(1, C("QC")))
    state.apply(Play(2, C("9C")))
    view = state.view(0)
    assert text.your_turn_text(ME, view, C("9S")) == (
        "Your turn. Anna led the queen of clubs. Anna's lead is still winning. Also on the table: Bob, 9 of clubs. "
        "You have no clubs. You have 0 of 3 tricks: you need 3 more. Focus: 9 of spades.")
    assert text.winning_text(ME, view) == "Anna's lead is still winning."
    assert text.tricks_text(ME, view) == (
        "Tricks: you 0, Anna 0, Bob 0. 0 of 9 played. Anna's lead is still winning. "
        "You have 0 of 3 tricks: you need 3 more.")
    assert text.bids_text(ME, view).endswith(" You have 0 of 3 tricks: you need 3 more.")


def test_t13_winning_with_a_trump():
    """Trumps hearts (deal 2 setup): Anna leads a club, Bob trumps: "Bob is winning with the 6 of
    hearts, a trump."."""
    state = state_from_hands(HANDS3, trumps="hearts")
    bid_all(state, ["6S 7S 8S", "6H 7H 8H", "6C 7C 8C"])
    view = state.view(0)
    led = view.__class__(**{**view.__dict__, "current_trick": ((1, C("QC")), (2, C("6H")))})
    assert text.winning_text(ME, led) == "Bob is winning with the 6 of hearts, a trump."


def test_t13_a_trump_after_a_trump_lead_is_not_called_a_trump():
    """Trumps hearts, hearts led: the card winning follows the lead, so "a trump" tells nothing
    and is not said ("Bob is winning with the king of hearts."); a trump beating another suit's
    lead keeps it (:func:`test_t13_winning_with_a_trump`)."""
    state = state_from_hands(HANDS3, trumps="hearts")
    bid_all(state, ["6S 7S 8S", "6H 7H 8H", "6C 7C 8C"])
    view = state.view(0)
    bob = view.__class__(**{**view.__dict__, "current_trick": ((1, C("7H")), (2, C("KH")))})
    assert text.winning_text(ME, bob) == "Bob is winning with the king of hearts."
    mine = view.__class__(**{**view.__dict__, "current_trick": ((1, C("7H")), (2, C("9H")), (0, C("AH")))})
    assert text.winning_text(ME, mine) == "You are winning with the ace of hearts."
    trumped = view.__class__(**{**view.__dict__, "current_trick": ((1, C("7D")), (2, C("9D")), (0, C("6H")))})
    assert text.winning_text(ME, trumped) == "You are winning with the 6 of hearts, a trump."


def test_t27_bid_said_without_a_premium_where_there_are_none():
    """T-27: Oxford Whist has no premium bids: the bid is said without "No premium."; with
    premiums the choice made is said."""
    hand = cards("QC AS 6D")
    assert text.bid_confirmed_text(5, hand, None, premiums=False) == "You bid 5: club, spade, diamond."
    assert text.bid_confirmed_text(5, hand, None) == "You bid 5: club, spade, diamond. No premium."


def test_t14_need_when_the_bid_is_reached_or_passed():
    state = state_from_hands(HANDS3)
    bid_all(state, ["6S 7S 8S", "6H 7H 8H", "6C 7C 8C"])
    view = state.view(0)
    reached = view.__class__(**{**view.__dict__, "tricks": (3, 0, 0)})
    over = view.__class__(**{**view.__dict__, "tricks": (4, 0, 0)})
    assert text.need_text(ME, reached) == "You have 3 of 3 tricks: one more and you miss."
    assert text.need_text(ME, over) == "Your bid of 3 is missed: you took 4."
    late = view.__class__(**{**view.__dict__, "played_tricks": ((),) * 8})
    assert text.need_text(ME, late) == "You have 0 of 3 tricks: you need 3 more. Only 1 trick is left."


def test_t14_need_names_the_tricks_by_the_bid():
    """T-14, T-24: the count names what it counts, in the plural the bid asks for (found by a
    tester by ear: "You have 0 of 2: you need 2 more." left a new listener asking 0 of 2 what);
    the dummy's likewise; es and ru."""
    from game import i18n
    state = state_from_hands(HANDS3)
    bid_all(state, ["6S 7S 8S", "6H 7H 8H", "6C 7C 8C"])
    view = state.view(0)

    def bid(value, took=0, dummy=None):
        known = tuple(value if seat == dummy else bid for seat, bid in enumerate(view.known_bids))
        return view.__class__(**{**view.__dict__, "bid": value, "tricks": (took, took, 0), "dummy": dummy,
                                 "known_bids": known})

    assert text.need_text(ME, bid(2)) == "You have 0 of 2 tricks: you need 2 more."
    assert text.need_text(ME, bid(1)) == "You have 0 of 1 trick: you need 1 more."
    assert text.need_text(ME, bid(1, took=1)) == "You have 1 of 1 trick: one more and you miss."
    assert text.need_text(ME, bid(2, took=1, dummy=1), seat=1) == "The dummy has 1 of 2 tricks: it may take 1 more."
    i18n.set_language("es")
    assert text.need_text(ME, bid(2)) == "Llevas 0 de 2 bazas: necesitas 2 más."
    assert text.need_text(ME, bid(1)) == "Llevas 0 de 1 baza: necesitas 1 más."
    i18n.set_language("ru")
    assert text.need_text(ME, bid(1)) == "У вас 0 из 1 взятки: нужно ещё 1."
    assert text.need_text(ME, bid(5)) == "У вас 0 из 5 взяток: нужно ещё 5."
    late = view.__class__(**{**bid(5).__dict__, "played_tricks": ((),) * 7})
    assert text.need_text(ME, late) == "У вас 0 из 5 взяток: нужно ещё 5. Остались только 2 взятки."


def test_t13_undertrump_says_it_does_not_win():
    trick = ((0, C("9H")), (2, C("9S")), (1, C("7S")))
    low = CardPlayed(seat=1, controller=1, card=C("7S"), acts_as=None, lead=False, follows=False, trump=True)
    assert text.undertrump_text(ME, low, trick, None) == (
        "Anna trumps low with the 7 of spades; Bob's 9 of spades still wins.")
    mine = CardPlayed(seat=0, controller=0, card=C("7S"), acts_as=None, lead=False, follows=False, trump=True)
    assert text.undertrump_text(ME, mine, ((1, C("9H")), (2, C("9S")), (0, C("7S"))), None) == (
        "You trump low with the 7 of spades; Bob's 9 of spades still wins.")
    assert text.undertrump_text(ME, low, ((0, C("9H")), (2, C("9S")), (1, C("JS"))), None) == ""
    yours = ((2, C("9H")), (0, C("9S")), (1, C("7S")))
    assert text.undertrump_text(ME, low, yours, None) == (
        "Anna trumps low with the 7 of spades; your 9 of spades still wins.")


def test_t28_l_at_the_start_of_a_deal():
    state = state_from_hands(HANDS3)
    assert text.last_trick_text(ME, state.view(0)) == "No trick yet this deal."
    bid_all(state, ["6S 7S 8S", "6H 7H 8H", "6C 7C 8C"])
    play_first_legal(state)
    assert state.deal == 2
    view = state.view(0)
    last = text.trick_cards_text(ME, view.last_trick, None, None)
    assert text.last_trick_text(ME, view) == f"No trick yet this deal. Last trick of deal 1: {last}."


def test_t9_why_an_offer_lapses():
    assert text.lapsed_text(ME, 0, "declare", [(2, "declare")]) == (
        "Your offer to declare lapses: Bob sits nearer the dealer's left.")
    assert text.lapsed_text(ME, 2, "declare", [(0, "declare")]) == (
        "Bob's offer to declare lapses: you sit nearer the dealer's left.")
    assert text.lapsed_text(ME, 1, "reveal", [(2, "reveal")]) == (
        "Anna's offer to reveal lapses: Bob sits nearer the dealer's left.")
    assert text.lapsed_text(ME, 0, "declare", [(1, "reveal")]) == (
        "Your offer to declare lapses: Anna reveals, and a reveal beats a declare.")


def test_t18_game_bonus_lines_in_the_summary():
    scored = DealScored(**{**SCORED.__dict__, "made": (False, True, False), "game_scores": (40, 101, 70),
                           "totals": (40, 101, 70)})
    bonus = GameBonus(seat=1, amount=100, bonuses=1)
    assert text.game_bonus_line(ME, bonus, 101, None) == (
        "Anna reaches 101 having made the bid: game bonus 100, total 201.")
    lines = text.summary_lines(ME, scored, None, "parlett_game", bonuses=[bonus], game_bonuses=(0, 1, 0), last=True)
    assert lines[-4:] == [
        "Anna reaches 101 having made the bid: game bonus 100, total 201.",
        "Game bonuses: you 0, Anna 1, Bob 0.",
        "Scores: you 40, Anna 201, Bob 70.",
        "Press Enter to see the results.",
    ]


def test_t18_the_summary_says_who_reached_100_but_missed_the_bid():
    """T-18: a hand that reached 100 in the deal that ended the game, its bid missed, scores no
    game bonus: the summary says so, where the bonuses are said, in seat order (found by a tester
    by ear: only the bonus won was said, Carl on 100 with his bid missed was not); then T-5, T-18:
    the next deal starts game 2 with no trumps (that summary had no line on the next deal)."""
    scored = DealScored(**{**SCORED.__dict__, "made": (False, True, False), "game_scores": (100, 114, 70),
                           "totals": (100, 114, 70)})
    bonus = GameBonus(seat=1, amount=100, bonuses=1)
    game2 = DealStarted(deal=5, game_number=2, first_deal=True, dealer=2, trumps=None)
    lines = text.summary_lines(ME, scored, None, "parlett_match", bonuses=[bonus], game_bonuses=(0, 1, 0),
                               upcoming=game2)
    assert lines[-6:] == [
        "You reach 100 but missed your bid: no game bonus.",
        "Anna reaches 114 having made the bid: game bonus 100, total 214.",
        "Game bonuses: you 0, Anna 1, Bob 0.",
        "Game scores: you 100, Anna 214, Bob 70. Match: you 100, Anna 214, Bob 70.",
        "Next deal: game 2 starts, with no trumps.",
        "Press Enter to go on to the next deal.",
    ]
    scored = DealScored(**{**scored.__dict__, "made": (True, False, False), "game_scores": (40, 101, 100)})
    lines = text.summary_lines(ME, scored, None, "parlett_game", last=True)
    assert lines[-4:] == [
        "Anna reaches 101 but missed the bid: no game bonus.",
        "Bob reaches 100 but missed the bid: no game bonus.",
        "Scores: you 100, Anna 114, Bob 70.",
        "Press Enter to see the results.",
    ]
    classic = DealStarted(deal=5, game_number=2, first_deal=True, dealer=2, trumps=Suit.CLUBS, turn_up=C("3C"))
    assert text.next_trumps_line(1, classic) == "Next deal: game 2 starts; a turned-up card sets trumps."
    assert text.summary_trumps_text(classic, classic, 1) == (
        "This deal's trumps: clubs. Next deal: game 2 starts; a turned-up card sets trumps.")
    assert text.no_bonus_line(ME, 2, 104, 2) == "The dummy reaches 104 but missed its bid: no game bonus."
    below = DealScored(**{**scored.__dict__, "game_scores": (40, 99, 98)})  # nobody reached 100: the game goes on
    assert not [line for line in text.summary_lines(ME, below, None, "parlett_match") if "no game bonus" in line]


def test_t18_s_says_what_ends_a_game_and_the_match():
    """T-18, T-28: S in a Parlett match says what ends a game and the match, as "one Parlett game"
    says "The game ends at 100." (found by a tester by ear: the match said neither)."""
    from game.tricks.options import TricksOptions
    from game.tricks.state import TricksState
    view = TricksState.new(TricksOptions(players=3, scoring="parlett_match"), 1).view(0)
    assert text.scores_text(ME, view, "parlett_match", 200) == (
        "Game scores: you 0, Anna 0, Bob 0. Match: you 0, Anna 0, Bob 0. Game bonuses: you 0, Anna 0, Bob 0. "
        "Game 1. A game ends at 100; the match ends at 3 game bonuses.")


def test_t5_summary_says_why_next_trumps():
    upcoming = DealStarted(deal=5, game_number=1, first_deal=False, dealer=1, trumps=Suit.SPADES)
    lines = text.summary_lines(ME, SCORED, None, "target", upcoming=upcoming)
    assert lines[-2:] == ["2 bids made: next deal's trumps are spades.", "Press Enter to go on to the next deal."]
    one = text.next_trumps_line(1, upcoming)
    assert one == "1 bid made: next deal's trumps are spades."


def test_t17_t25_the_dummy_ending_the_game_is_said():
    assert text.dummy_ended_line(ME, (11, 59, 117), 2, 100, (1,)) == (
        "The dummy reached 117: that ends the game, but the dummy never wins.")
    assert text.dummy_ended_line(ME, (111, 59, 80), 2, 100, (0,)) == ""


def _ended_view(players, scoring, scores, game_scores, game_bonuses, winner, deal):
    """The view, from seat 0, of a finished game with these scores (T-17, T-18)."""
    import dataclasses
    from game.tricks.options import TricksOptions
    from game.tricks.state import TricksState
    view = TricksState.new(TricksOptions(players=players, scoring=scoring), 1).view(0)
    return dataclasses.replace(view, phase="over", scores=scores, game_scores=game_scores,
                               game_bonuses=game_bonuses, winner=winner, deal=deal)


def test_t25_results_name_the_winner_once_then_why_the_dummy_did_not_win():
    """T-17, T-25 (found by ear: "Bob wins with 107, ahead of you with 25. Bob wins the game with
    107."): the winner once, first, then the dummy's score that ended the game."""
    view = _ended_view(2, "target", (25, 107, 117), (25, 107, 117), (0, 0, 0), (1,), 6)
    assert text.results_lines(ME, view, "target", 100) == [
        "Anna wins with 107 points, past the target of 100.",
        "The dummy reached 117: that ends the game, but the dummy never wins.",
        "2nd place: you, 25 points.",
        "6 deals played."]


def test_t17_results_say_the_points_the_target_and_the_places_ties_named():
    """T-17 (a tester: "Game over. You win the game with 118. Scores: you 118, Anna 60, Bob 60.
    12 deals played." said no target and no places): points, the target passed, then each place,
    players with equal totals named together, the next place counting them."""
    view = _ended_view(3, "target", (118, 60, 60), (118, 60, 60), (0, 0, 0), (0,), 12)
    assert text.results_lines(ME, view, "target", 100) == [
        "You win with 118 points, past the target of 100.",
        "2nd place, tied: Anna and Bob, 60 points each.",
        "12 deals played."]
    view = _ended_view(4, "target", (40, 203, 12, 40), (40, 203, 12, 40), (0,) * 4, (1,), 9)
    assert text.results_lines(ME, view, "target", 200) == [
        "Anna wins with 203 points, past the target of 200.",
        "2nd place, tied: you and Carl, 40 points each.",
        "4th place: Bob, 12 points.",
        "9 deals played."]
    view = _ended_view(3, "target", (1, 100, 0), (1, 100, 0), (0, 0, 0), (1,), 11)
    assert text.results_lines(ME, view, "target", 100) == [
        "Anna wins with 100 points, exactly the target.",
        "2nd place: you, 1 point.",
        "3rd place: Bob, 0 points.",
        "11 deals played."]


def test_t17_a_tie_for_first_shares_the_win():
    """T-17: highest total wins, ties share the win: the winners named together, first."""
    view = _ended_view(3, "target", (57, 121, 121), (57, 121, 121), (0, 0, 0), (1, 2), 10)
    assert text.results_lines(ME, view, "target", 100) == [
        "Anna and Bob share the win with 121 points each, past the target of 100.",
        "3rd place: you, 57 points.",
        "10 deals played."]
    view = _ended_view(4, "target", (205, 30, 205, 205), (205, 30, 205, 205), (0,) * 4, (0, 2, 3), 14)
    assert text.results_lines(ME, view, "target", 200) == [
        "You, Bob and Carl share the win with 205 points each, past the target of 200.",
        "4th place: Anna, 30 points.",
        "14 deals played."]


def test_t17_t25_the_dummys_score_is_said_but_never_placed():
    view = _ended_view(2, "target", (131, 90, 63), (131, 90, 63), (0, 0, 0), (0,), 8)
    assert text.results_lines(ME, view, "target", 100) == [
        "You win with 131 points, past the target of 100.",
        "2nd place: Anna, 90 points.",
        "The dummy scored 63 points.",
        "8 deals played."]


def test_t27_oxford_results_say_no_target():
    """T-27: Oxford Whist ends when the trump stock runs out, whatever the target option says."""
    import dataclasses
    view = dataclasses.replace(_ended_view(3, "target", (31, 24, 24), (31, 24, 24), (0, 0, 0), (0,), 16),
                               variant="oxford")
    assert text.results_lines(ME, view, "target", 200) == [
        "You win with 31 points.",
        "2nd place, tied: Anna and Bob, 24 points each.",
        "16 deals played."]


@pytest.mark.parametrize("language, lines", [
    ("es", ["Ganas con 118 puntos, por encima de la meta de 100.",
            "2.º puesto, empatados: Anna y Bob, 60 puntos cada uno.",
            "12 repartos jugados."]),
    ("ru", ["Вы выигрываете, набрав 118 очков: цель 100 превышена.",
            "2-е место, поровну: Анна и Боб, по 60 очков.",
            "Сыграно 12 сдач."]),
])
def test_t17_results_in_spanish_and_russian(language, lines):
    from game.i18n import set_language
    view = _ended_view(3, "target", (118, 60, 60), (118, 60, 60), (0, 0, 0), (0,), 12)
    set_language(language)
    try:
        assert text.results_lines(ME, view, "target", 100) == lines
    finally:
        set_language("en")


def test_t18_a_games_end_says_the_winners_score_includes_its_game_bonus():
    """T-18: the deal's headline just said the game scores before the bonus ("... Bob 120."): the
    game's end says that figure, then the bonus and the sum, so the figures heard agree (found by
    a tester by ear: "... with 221. The game bonus of 100 is included." after "you 121")."""
    from game.tricks.events import GameEnded
    ended = GameEnded(game_number=1, winners=(2,), game_scores=(22, 89, 220), match_over=False)
    assert text.game_ended_text(ME, ended, [GameBonus(seat=2, amount=100, bonuses=1)]) == (
        "Game 1 over. Bob wins the game with 120 plus the game bonus of 100: 220.")
    assert text.game_ended_text(ME, ended, [GameBonus(seat=1, amount=100, bonuses=1)]) == (
        "Game 1 over. Bob wins the game with 220.")


def test_t18_results_say_which_scores_include_a_game_bonus():
    """T-18: the deal's end said the scores before the game bonus, the results say them with it:
    each score that includes a bonus says so (one game: its amount; a match: how many)."""
    view = _ended_view(3, "parlett_game", (40, 201, 70), (40, 201, 70), (0, 1, 0), (1,), 5)
    assert text.results_lines(ME, view, "parlett_game") == [
        "Anna wins the game with 201 points.",
        "2nd place: Bob, 70 points.",
        "3rd place: you, 40 points.",
        "Anna's score includes the game bonus of 100.",
        "5 deals played."]
    view = _ended_view(3, "parlett_match", (667, 645, 826), (48, 67, 218), (2, 1, 3), (2,), 42)
    assert text.results_lines(ME, view, "parlett_match") == [
        "Bob wins the match with 826 points.",
        "2nd place: you, 667 points.",
        "3rd place: Anna, 645 points.",
        "Game bonuses: you 2, Anna 1, Bob 3.",
        "42 deals played."]


def test_t18_t25_results_say_why_the_dummy_with_the_most_did_not_win():
    """T-18, T-25 in Parlett scoring: the dummy's 146 (then its game bonus) ended the game; its
    third game bonus ended the match; it never wins."""
    view = _ended_view(2, "parlett_game", (78, 69, 246), (78, 69, 246), (0, 0, 1), (0,), 7)
    assert text.results_lines(ME, view, "parlett_game") == [
        "You win the game with 78 points.",
        "The dummy reached 146: that ends the game, but the dummy never wins.",
        "2nd place: Anna, 69 points.",
        "The dummy scored 246 points.",
        "The dummy's score includes the game bonus of 100.",
        "7 deals played."]
    view = _ended_view(2, "parlett_match", (337, 176, 689), (45, 40, 221), (1, 0, 3), (0,), 18)
    assert text.results_lines(ME, view, "parlett_match") == [
        "You win the match with 337 points.",
        "The dummy won 3 game bonuses: that ends the match, but the dummy never wins.",
        "2nd place: Anna, 176 points.",
        "The dummy scored 689 points.",
        "Game bonuses: you 1, the dummy 3.",
        "18 deals played."]


def test_game_launch_starts_at_the_table(client):
    """``--game tricks``: the first words are the table's; the main menu waits below unsaid."""
    import game.tricks.menu_entry  # noqa: F401
    client.start("tricks", players=3, seed=5)
    assert client.texts[0] == "Trick game, standard, target 200. 3 players: you, Anna and Bob."
    assert not [line for line in client.texts if line.startswith("Main menu")]
    client.press(pygame.K_b)
    assert client.last.startswith("Not confirmed yet. No bid cards marked. ")


@pytest.mark.long
def test_t18_parlett_game_summary_and_results_carry_the_game_bonus(client):
    """A whole Parlett game at the table: the last summary says who reached 100 having made the
    bid, the bonus and new total, and the bonus counts; the results name the winner once and say which score
    includes the game bonus, so a score heard before the bonus (the deal's end) is explained."""
    from game.tricks.scenes import DealSummary, TricksResults
    from test_tricks_table_driver import play_deals_until, start_table
    client.app.settings.section("tricks")["scoring"] = "parlett_game"
    table = start_table(client, 3, 1)
    play_deals_until(client, table, lambda: table.over)
    assert table.over
    summary = client.app.top
    assert isinstance(summary, DealSummary) and summary.last
    state = table.session.state
    assert state.game_bonuses == [0, 0, 1]  # seed 1: Bob reached 100 having made the bid
    you, anna, bob = state.game_scores
    assert f"Bob reaches {bob - 100} having made the bid: game bonus 100, total {bob}." in summary.lines
    assert "Game bonuses: you 0, Anna 0, Bob 1." in summary.lines
    assert f"Scores: you {you}, Anna {anna}, Bob {bob}." in summary.lines
    client.frames(60)  # the deal summary takes Enter after its first second (SETTLE_SECONDS)
    client.press(pygame.K_RETURN)
    assert isinstance(client.app.top, TricksResults)
    assert (you, anna, bob, state.deal) == (22, 89, 220, 9)
    assert client.last == ("Game over. Bob wins the game with 220 points. 2nd place: Anna, 89 points. "
                           "3rd place: you, 22 points. Bob's score includes the game bonus of 100. 9 deals played. "
                           "Up reads the results line by line. Play again, 6 of 7")
    assert sum("Game over" in line for line in client.app.announcer.history.items()) == 1


@pytest.mark.long
def test_t18_a_match_continued_at_a_games_last_summary_keeps_its_game_bonus(client):
    """T-18: the end of a Parlett match's first game says the winner's score includes the game
    bonus (the deal's headline just gave the scores before it); the match left at that deal's
    summary, then continued: the summary comes back the same, with the game bonus line and the
    scores that include it (they once came back without the bonus)."""
    from game.tricks.scenes import DealSummary
    from test_tricks_table_driver import play_deals_until, start_table
    client.app.settings.section("tricks")["scoring"] = "parlett_match"
    table = start_table(client, 3, 1)
    play_deals_until(client, table, lambda: bool(table.deal_bonuses))
    summary = client.app.top
    assert isinstance(summary, DealSummary) and not summary.last
    bonus = [line for line in summary.lines if " having made " in line]
    assert bonus == ["Bob reaches 120 having made the bid: game bonus 100, total 220."]
    said = client.texts[-4:-2]  # the deal's headline gave the scores before the bonus: the game's end says it
    assert said[0].endswith("Game scores: you 22, Anna 89, Bob 120. Match: you 22, Anna 89, Bob 120.")
    assert said[1] == "Game 1 over. Bob wins the game with 120 plus the game bonus of 100: 220."
    client.app.pop_to(client.app.scenes[0])
    assert client.app.top.items[0].label == f"Continue: trick game, deal {table.last_scored.deal} over"
    client.press(pygame.K_RETURN)
    resumed = client.app.top
    assert isinstance(resumed, DealSummary)
    assert resumed.lines == summary.lines


def test_t29_trumps_discards_and_a_lead_from_the_dummy():
    """T-29: a trump or a discard is said as such; a lead from the dummy names who led it."""
    def played(seat, card, lead=False, follows=False, trump=False, controller=None):
        return CardPlayed(seat=seat, controller=seat if controller is None else controller, card=C(card),
                          acts_as=None, lead=lead, follows=follows, trump=trump)
    assert text.card_played_text(ME, played(2, "9S", trump=True), None) == "Bob trumps with the 9 of spades."
    assert text.card_played_text(ME, played(0, "9S", trump=True), None) == "You trump with the 9 of spades."
    assert text.card_played_text(ME, played(2, "4H"), None) == "Bob discards the 4 of hearts."
    assert text.card_played_text(ME, played(2, "JC", lead=True), None) == "Bob: jack of clubs."
    assert text.card_played_text(ME, played(1, "7C", follows=True), None) == "Anna: 7 of clubs."
    assert text.card_played_text(ME, played(2, "KD", lead=True, controller=1), 2) == (
        "Anna leads from the dummy: king of diamonds.")
    assert text.card_played_text(ME, played(2, "KD", lead=True, controller=0), 2) == (
        "You lead from the dummy: king of diamonds.")
    assert text.card_played_text(ME, played(2, "8S", controller=0), 2) == "You discard the dummy's 8 of spades."
    assert text.card_played_text(ME, played(2, "9S", follows=True, controller=1), 2) == (
        "Anna plays the dummy's 9 of spades.")
    assert text.card_played_text(ME, played(2, "9S", follows=True, controller=0), 2) == (
        "You play the dummy's 9 of spades.")
    assert text.card_played_text(ME, played(2, "6H", trump=True, controller=1), 2) == (
        "Anna trumps with the dummy's 6 of hearts.")
    joker = CardPlayed(seat=2, controller=0, card=JOKER, acts_as=C("7S"), lead=False, follows=True, trump=False)
    assert text.card_played_text(ME, joker, 2) == "You play the dummy's joker as the 7 of spades."
    led_joker = CardPlayed(seat=2, controller=1, card=JOKER, acts_as=C("7S"), lead=True, follows=False, trump=False)
    assert text.card_played_text(ME, led_joker, 2) == "Anna leads from the dummy: the joker as the 7 of spades."


def test_t29_a_lead_from_the_dummy_in_spanish_and_russian(client):
    """T-29 (found by a tester by ear: Spanish "Anna sale desde el muerto: sota de diamantes." had
    no article where "juega desde el muerto: la reina de picas" has one): a lead from the dummy
    names its card with the article, as the dummy's other cards; Russian in the nominative."""
    def played(card, lead):
        return CardPlayed(seat=2, controller=1, card=C(card), acts_as=None, lead=lead, follows=not lead, trump=False)
    client.app.apply_language("es")
    assert text.card_played_text(ME, played("JD", True), 2) == "Anna sale desde el muerto: la sota de diamantes."
    assert text.card_played_text(ME, played("KD", True), 2) == "Anna sale desde el muerto: el rey de diamantes."
    assert text.card_played_text(ME, played("QS", False), 2) == "Anna juega desde el muerto: la reina de picas."
    client.app.apply_language("ru")
    assert text.card_played_text(ME, played("QS", True), 2) == "Анна заходит с руки болвана: дама пик."
    client.app.apply_language("en")


def test_t26_the_joker_is_never_the_the_joker():
    """T-26: Card.name of the joker is "the joker"; no sentence adds a second "the"."""
    seven = C("7D")
    won = TrickWon(winner=0, card=JOKER, trick=((2, C("5D")), (0, JOKER)), tricks=(1, 0, 0),
                   trick_number=1, next_controller=0)
    assert text.trick_won_text(ME, won, None, seven) == (
        "You win the trick with the joker as the 7 of diamonds. Tricks: you 1, Anna 0, Bob 0.")
    assert text.led_text(ME, ((1, JOKER),), None, seven) == "Anna led the joker as the 7 of diamonds."
    trump = CardPlayed(seat=2, controller=2, card=JOKER, acts_as=seven, lead=False, follows=False, trump=True)
    assert text.card_played_text(ME, trump, None) == "Bob trumps with the joker as the 7 of diamonds."
    lead = CardPlayed(seat=2, controller=2, card=JOKER, acts_as=seven, lead=True, follows=False, trump=True)
    assert text.card_played_text(ME, lead, None) == "Bob: the joker as the 7 of diamonds."
    assert text.focus_text(JOKER, 2, 9, "playable", seven) == "The joker as the 7 of diamonds, 3 of 9, playable"
    assert text.card_list(parse_cards(["8H", "JOKER"]), C("8S")) == "the joker as the 8 of spades, 8 of hearts"
    hand = parse_cards(["QS", "5D", "9D", "JOKER"])
    assert text.hand_order(hand, seven) == (C("QS"), C("5D"), JOKER, C("9D"))
    assert text.hand_by_suit(hand, seven) == "Spades: queen. No hearts. No clubs. Diamonds: 5, joker as 7, 9."
    assert text.hand_order(parse_cards(["QS", "6C", "JOKER"]), C("9H")) == (C("QS"), JOKER, C("6C"))


def test_t15_t16_t24_deal_end_explains_bonuses_and_missed_premiums():
    """T-15, T-16: the exact-bid bonus and the premium in a made bid; T-16 a missed premium and
    who gains; T-23, T-24: the dummy made by taking fewer, and its 30 as a declarer when exact."""
    bid_cards = (tuple(parse_cards(["2H", "2D", "3D"])),) * 3
    made = DealScored(deal=2, bids=(3, 4, 2), bid_cards=bid_cards, tricks=(3, 5, 1), made=(True, False, False),
                      points=(53, 5, 1), premium_points=(30, 0, 0), successes=1, totals=(53, 5, 1),
                      game_scores=(53, 5, 1))
    assert text.seat_result(ME, 0, made, None, [(0, "declare")]) == (
        "You declared 3 and took 3: made, 53 points: 3 tricks, 20 bonus, 30 for the declare.")
    missed = DealScored(deal=2, bids=(3, 4, 2), bid_cards=bid_cards, tricks=(2, 4, 3), made=(False, True, False),
                        points=(2, 64, 33), premium_points=(0, 30, 30), successes=1, totals=(2, 64, 33),
                        game_scores=(2, 64, 33))
    assert text.deal_scored_text(ME, missed, None, "target", [(0, "declare")]) == (
        "Deal over. You declared 3 and took 2: missed, 2 points. Anna bid 4 and took 4: made, 64 points: "
        "4 tricks, 30 bonus, 30 from your missed declare. Bob bid 2 and took 3: missed, 33 points: "
        "3 tricks, 30 from your missed declare. Scores: you 2, Anna 64, Bob 33.")
    anna = DealScored(deal=2, bids=(3, 4, 2), bid_cards=bid_cards, tricks=(2, 5, 2), made=(False, False, True),
                      points=(62, 5, 92), premium_points=(60, 0, 60), successes=1, totals=(62, 5, 92),
                      game_scores=(62, 5, 92))
    assert text.seat_result(ME, 1, anna, 2, [(1, "reveal")]) == "Anna revealed 4 and took 5: missed, 5 points."
    assert text.seat_result(ME, 0, anna, 2, [(1, "reveal")]) == (
        "You bid 3 and took 2: missed, 62 points: 2 tricks, 60 from Anna's missed reveal.")
    assert text.seat_result(ME, 2, anna, 2, [(1, "reveal")]) == (
        "The dummy bid 2 and took 2: made, 92 points: 2 tricks, 30 bonus, 30 for the exact bid, "
        "30 from Anna's missed reveal.")
    fewer = DealScored(deal=2, bids=(3, 4, 6), bid_cards=bid_cards, tricks=(3, 1, 5), made=(True, False, True),
                       points=(23, 1, 25), premium_points=(0, 0, 0), successes=2, totals=(23, 1, 25),
                       game_scores=(23, 1, 25))
    assert text.seat_result(ME, 2, fewer, 2) == (
        "The dummy bid 6 and took 5, fewer than its bid: succeeded, 25 points: 5 tricks, 20 bonus.")
    both = DealScored(deal=2, bids=(3, 4, 2), bid_cards=bid_cards, tricks=(2, 6, 1), made=(False, False, True),
                      points=(2, 6, 91), premium_points=(0, 0, 60), successes=1, totals=(2, 6, 91),
                      game_scores=(2, 6, 91))
    assert text.seat_result(ME, 2, both, 2, [(0, "declare"), (1, "declare")]) == (
        "The dummy bid 2 and took 1, fewer than its bid: succeeded, 91 points: 1 trick, 30 bonus, "
        "60 from your and Anna's missed declares.")


def test_t16_t23_t24_deal_headline_gives_every_premium_its_reason():
    """The short deal-end line says where premium points came from (T-16: a made premium, a
    missed one gives the others its points; T-23: both live declarers missed, only the dummy
    gains; T-24: an exact dummy scores as a declarer), so no score jumps without a reason; each
    premium's bid, tricks and points are one sentence, so a miss is named once (T-29: was "Anna
    bid 3 and took 2: missed. ... Anna missed her declare: the others score 30 each.")."""
    bid_cards = (tuple(parse_cards(["2H", "2D", "3D"])),) * 4
    made = DealScored(deal=2, bids=(3, 4, 2), bid_cards=bid_cards[:3], tricks=(3, 5, 1), made=(True, False, False),
                      points=(63, 5, 1), premium_points=(30, 0, 0), successes=1, totals=(63, 5, 1),
                      game_scores=(63, 5, 1))
    assert text.deal_headline(ME, made, None, "target", [(0, "declare")]) == (
        "You declared 3 and made it: 30 more. Anna bid 4 and took 5: missed. Bob bid 2 and took 1: missed. "
        "Scores: you 63, Anna 5, Bob 1.")
    four = DealScored(deal=1, bids=(2, 3, 4, 1), bid_cards=bid_cards, tricks=(1, 3, 4, 5),
                      made=(False, True, True, False), points=(1, 83, 54, 5), premium_points=(0, 60, 30, 0),
                      successes=2, totals=(1, 83, 54, 5), game_scores=(1, 83, 54, 5))
    assert text.deal_headline(ME, four, None, "target", [(1, "reveal"), (2, "declare")]) == (
        "You bid 2 and took 1: missed. Anna revealed 3 and made it: 60 more. "
        "Bob declared 4 and made it: 30 more. Carl bid 1 and took 5: missed. "
        "Scores: you 1, Anna 83, Bob 54, Carl 5.")
    missed = DealScored(deal=1, bids=(2, 3, 4, 1), bid_cards=bid_cards, tricks=(2, 2, 3, 6),
                        made=(True, False, False, False), points=(122, 62, 33, 96), premium_points=(90, 60, 30, 90),
                        successes=1, totals=(122, 62, 33, 96), game_scores=(122, 62, 33, 96))
    assert text.deal_headline(ME, missed, None, "target", [(1, "declare"), (2, "reveal")]) == (
        "You bid 2 and made it. Anna declared 3 and took 2: missed; the others score 30 each. "
        "Bob revealed 4 and took 3: missed; the others score 60 each. Carl bid 1 and took 6: missed. "
        "Scores: you 122, Anna 62, Bob 33, Carl 96.")
    both = DealScored(deal=2, bids=(3, 4, 2), bid_cards=bid_cards[:3], tricks=(2, 6, 1), made=(False, False, True),
                      points=(2, 6, 91), premium_points=(0, 0, 60), successes=1, totals=(2, 6, 91),
                      game_scores=(2, 6, 91))
    assert text.deal_headline(ME, both, 2, "target", [(0, "declare"), (1, "declare")]) == (
        "You declared 3 and took 2: missed. Anna declared 4 and took 6: missed. "
        "The dummy bid 2 and took 1: fewer than its bid counts as made. Both declares missed: the dummy scores 60. "
        "Scores: you 2, Anna 6, the dummy 91.")
    exact = DealScored(deal=2, bids=(3, 4, 2), bid_cards=bid_cards[:3], tricks=(3, 4, 2), made=(True, True, True),
                       points=(13, 14, 42), premium_points=(0, 0, 30), successes=3, totals=(13, 14, 42),
                       game_scores=(13, 14, 42))
    assert text.deal_headline(ME, exact, 2, "target") == (
        "You bid 3 and made it. Anna bid 4 and made it. The dummy bid 2 and made it. The dummy took exactly its bid: "
        "30 more. Scores: you 13, Anna 14, the dummy 42.")
    assert text.deal_headline(ME, SCORED, 2, "target", []) == (
        "You bid 2 and made it. Anna bid 4 and took 5: missed. "
        "The dummy bid 3 and took 2: fewer than its bid counts as made. Scores: you 45, Anna 30, the dummy 12.")


def test_t14_t29_the_lead_prompt_says_what_you_still_need():
    """On the lead, as when following, the turn line says what your bid still needs (T-14); the
    dummy's lead says what the dummy may still take (T-24)."""
    state = state_from_hands(HANDS3, dealer=2)  # seat 0 leads
    bid_all(state, ["6S 7S 8S", "6H 7H 8H", "6C 7C 8C"])
    view = state.view(0)
    assert view.turn == 0 and not view.current_trick
    assert text.your_turn_text(ME, view, C("9S")) == (
        "Your turn. You lead. You have 0 of 3 tricks: you need 3 more. Focus: 9 of spades.")
    assert text.your_turn_text(ME, view) == "Your turn. You lead. You have 0 of 3 tricks: you need 3 more."


def test_t9_premium_choice_states_the_cost_of_missing():
    """T-9, T-16: the premium choice says what a miss costs."""
    assert text.premium_item_text("declare", 1, 3) == (
        "Declare, 2 of 3: your bid cards are shown to all. Made: 30 more. Missed: the others score 30 each.")
    assert text.premium_item_text(None, 0, 3) == "No premium, 1 of 3: your bid stays secret."


def test_t9_a_standing_declare_is_said_once(client):
    """T-9: when the others have bid, your declare stands at once: only "You declare: ..." is
    said, not the offer before it."""
    table = start_table(client, 3, 5)
    client.frames(40)  # Anna and Bob bid first
    assert table.session.state.to_act() == [0]
    client.clear()
    bid_by_keys(client, table, table._focus_cards()[:3], "declare")
    after = client.texts[client.texts.index("Bid 4. Choose a premium. No premium, 1 of 3: your bid stays secret.") + 2:]
    assert after[:2] == ["You declare: bid 4. Your bid cards: 8 of spades, queen of spades, 6 of hearts.",
                         "Bidding over."]
    assert not any(line.startswith("You bid 4") for line in client.texts)
    assert ("You declare: bid 4. Your bid cards: 8 of spades, queen of spades, 6 of hearts.", True) in \
        client.speech.spoken


def test_t28_summary_trumps_say_the_next_deal():
    """T-5 (standard): "Next deal's trumps: hearts, because 2 made their bid."; T-26/T-27: the turn-up or the
    stock card is told when that deal starts; a new game of a match starts with no trumps."""
    this = DealStarted(deal=3, game_number=1, first_deal=False, dealer=0, trumps=None)
    nxt = DealStarted(deal=4, game_number=1, first_deal=False, dealer=1, trumps=Suit.HEARTS)
    assert text.summary_trumps_text(this, nxt, 2) == "This deal had no trumps. Next deal's trumps: hearts, because 2 made their bid."
    last = DealStarted(deal=4, game_number=1, first_deal=False, dealer=1, trumps=None)
    assert text.summary_trumps_text(nxt, last, 4) == "This deal's trumps: hearts. Next deal: no trumps, 4 made their bid."
    assert text.summary_trumps_text(nxt, None, 1) == "This deal's trumps: hearts."
    classic = DealStarted(deal=2, game_number=1, first_deal=False, dealer=1, trumps=Suit.CLUBS,
                          turn_up=C("3C"), joker_as=C("3C"))
    assert text.summary_trumps_text(classic, classic, 1) == (
        "This deal's trumps: clubs. The joker counted as the 3 of clubs. Next deal: a turned-up card sets trumps.")
    oxford = DealStarted(deal=2, game_number=1, first_deal=False, dealer=1, trumps=Suit.SPADES,
                         trump_card=C("4S"), stock_left=14)
    assert text.summary_trumps_text(oxford, oxford, 0) == (
        "This deal's trumps: spades. Next deal: the next card of the trump stock sets trumps.")
    game2 = DealStarted(deal=5, game_number=2, first_deal=True, dealer=2, trumps=None)
    assert text.summary_trumps_text(nxt, game2, 1) == "This deal's trumps: hearts. Next deal: no trumps, game 2 starts."


def test_one_seat_order_everywhere():
    """K, S, trick lines and summaries all list you first, then seat order."""
    assert text.counts_text(ME, (2, 3, 1), None) == "you 2, Anna 3, Bob 1"
    assert text.scores_words(ME, (45, 30, 12, 7), None) == "you 45, Anna 30, Bob 12, Carl 7"
    assert text.counts_text(ME, (2, 3, 1), 2) == "you 2, Anna 3, the dummy 1"


def test_t16_premium_points_of_an_unknown_premium_never_name_an_empty_list():
    """T-16: premium points whose premium is not known to the listener (no standing premium
    given) are said as such, never as "30 from  missed premiums" with no name (found by ear,
    back at an online table: Ana's own 30 for her declare was said that way)."""
    bid_cards = (tuple(parse_cards(["2H", "2D", "3D"])),) * 3
    scored = DealScored(deal=1, bids=(1, 5, 2), bid_cards=bid_cards, tricks=(1, 5, 3), made=(True, True, False),
                        points=(21, 55, 3), premium_points=(0, 30, 0), successes=2, totals=(21, 55, 3),
                        game_scores=(21, 55, 3))
    assert text.seat_result(ME, 1, scored, None) == (
        "Anna bid 5 and took 5: made, 55 points: 5 tricks, 20 bonus, 30 from premiums.")
    assert text.seat_result(ME, 1, scored, None, [(1, "declare")]) == (
        "Anna declared 5 and took 5: made, 55 points: 5 tricks, 20 bonus, 30 for the declare.")


@pytest.mark.long
def test_t18_the_summary_of_a_games_last_deal_in_a_match(client):
    """T-18, T-5, T-28 (found by a tester by ear, 4 players, a Parlett match): the summary of the
    deal that ended game 1 says who reached 100 but missed the bid (no game bonus) with the bonus
    won, and that the next deal starts game 2 with no trumps; S there answers with the scores the
    page shows, game 1's final ones with the bonus (it answered for game 2: "Game scores: you 0,
    ..."); the game's end says the score the headline said, then the bonus."""
    from game.tricks.scenes import DealSummary
    from test_tricks_table_driver import play_deals_until
    client.app.settings.section("tricks")["scoring"] = "parlett_match"
    table = start_table(client, 4, 6)
    play_deals_until(client, table, lambda: max(table.last_scored.game_scores) >= 100)
    summary = client.app.top
    assert isinstance(summary, DealSummary) and not summary.last
    assert table.last_scored.game_scores == (100, 23, 64, 103)  # seed 6: you missed, Carl made the bid
    assert summary.lines[-6:] == [
        "You reach 100 but missed your bid: no game bonus.",
        "Carl reaches 103 having made the bid: game bonus 100, total 203.",
        "Game bonuses: you 0, Anna 0, Bob 0, Carl 1.",
        "Game scores: you 100, Anna 23, Bob 64, Carl 203. Match: you 100, Anna 23, Bob 64, Carl 203.",
        "Next deal: game 2 starts, with no trumps.",
        "Press Enter to go on to the next deal.",
    ]
    assert "Game 1 over. Carl wins the game with 103 plus the game bonus of 100: 203." in client.texts
    client.frames(120)
    client.press(pygame.K_s)
    client.frames(5)
    assert client.last == (
        "Game scores: you 100, Anna 23, Bob 64, Carl 203. Match: you 100, Anna 23, Bob 64, Carl 203. "
        "Game bonuses: you 0, Anna 0, Bob 0, Carl 1. Game 1 is over; game 2 starts next deal. "
        "A game ends at 100; the match ends at 3 game bonuses.")
