"""What the trick table says, said once and with its reasons (T-5, T-9, T-13, T-14, T-17, T-18,
T-24, T-25, T-28, T-29): the short deal headline, the bidding prompt with the focus, who is
winning and what you still need, B before confirming, an undertrump, L at a deal's start, why
an offer lapses, the game bonus lines, the dummy ending the game, why next trumps are what they
are, and a ``--game`` launch starting at the table."""

import pygame

from game.engine.cards import Card, Suit, parse_cards
from game.tricks import Play, text
from game.tricks.events import CardPlayed, DealScored, DealStarted, GameBonus
from tests.tricks_helpers import HANDS3, bid_all, cards, play_first_legal, state_from_hands


def C(code):
    return Card.parse(code)


SCORED = DealScored(deal=4, bids=(2, 4, 3), bid_cards=(tuple(parse_cards(["2H", "2D", "3D"])),) * 3,
                    tricks=(2, 5, 2), made=(True, False, True), points=(22, 5, 2),
                    premium_points=(0, 0, 0), successes=2, totals=(45, 30, 12), game_scores=(45, 30, 12))


def test_t29_deal_headline_is_short_and_details_stay_in_the_summary():
    assert text.deal_headline(SCORED, 2, "target") == (
        "You made your bid: bid 2, took 2. The dummy succeeded: bid 3, took 2. "
        "Scores: you 45, Anna 30, the dummy 12.")
    missed = DealScored(**{**SCORED.__dict__, "made": (False, False, True), "tricks": (4, 3, 2)})
    assert text.deal_headline(missed, None, "target") == (
        "You missed: bid 2, took 4. Bob made 3. Scores: you 45, Anna 30, Bob 12.")
    nobody = DealScored(**{**SCORED.__dict__, "made": (False, False, False)})
    assert text.deal_headline(nobody, None, "target").startswith(
        "You missed: bid 2, took 2. Nobody else made their bid. Scores: ")


def test_t28_bidding_opens_with_the_focused_card():
    state = state_from_hands(HANDS3)
    assert text.bid_prompt_text(state.view(0)) == "Choose 3 bid cards. H reads your hand; focus: 6 of spades."
    said = [m.text for m in text.narrate(state.start_events(), state.view(0), "target")]
    assert said[-1] == "Choose 3 bid cards. H reads your hand; focus: 6 of spades."


def test_t28_b_before_confirming():
    state = state_from_hands(HANDS3)
    assert text.bids_text(state.view(0)) == (
        "Not confirmed yet. No bid cards marked. Nobody else has bid yet.")
    bid_all(state, [None, "6H 7H 8H", "6C 7C 8C"])
    assert text.bids_text(state.view(0), cards("6S 7S 8S")) == (
        "Not confirmed yet. Marked: bid 3. Anna and Bob have bid.")


def test_t13_t14_turn_line_says_who_is_winning_and_what_you_need():
    """No trumps in deal 1; Anna leads the queen of clubs, Bob follows low: you have no clubs."""
    state = state_from_hands(HANDS3)
    bid_all(state, ["6S 7S 8S", "6H 7H 8H", "6C 7C 8C"])
    state.apply(Play(1, C("QC")))
    state.apply(Play(2, C("9C")))
    view = state.view(0)
    assert text.your_turn_text(view, C("9S")) == (
        "Your turn. Anna led the queen of clubs. Anna's lead is still winning. "
        "You have no clubs. You have 0 of 3: you need 3 more. Focus: 9 of spades.")
    assert text.winning_text(view) == "Anna's lead is still winning."
    assert text.tricks_text(view) == (
        "Tricks: you 0, Anna 0, Bob 0. 0 of 9 played. Anna's lead is still winning. "
        "You have 0 of 3: you need 3 more.")
    assert text.bids_text(view).endswith(" You have 0 of 3: you need 3 more.")


def test_t13_winning_with_a_trump():
    """Trumps hearts (deal 2 setup): Anna leads a club, Bob trumps: "Bob is winning with the 6 of
    hearts, a trump."."""
    state = state_from_hands(HANDS3, trumps="hearts")
    bid_all(state, ["6S 7S 8S", "6H 7H 8H", "6C 7C 8C"])
    view = state.view(0)
    led = view.__class__(**{**view.__dict__, "current_trick": ((1, C("QC")), (2, C("6H")))})
    assert text.winning_text(led) == "Bob is winning with the 6 of hearts, a trump."


def test_t14_need_when_the_bid_is_reached_or_passed():
    state = state_from_hands(HANDS3)
    bid_all(state, ["6S 7S 8S", "6H 7H 8H", "6C 7C 8C"])
    view = state.view(0)
    reached = view.__class__(**{**view.__dict__, "tricks": (3, 0, 0)})
    over = view.__class__(**{**view.__dict__, "tricks": (4, 0, 0)})
    assert text.need_text(reached) == "You have 3 of 3: one more trick and you miss."
    assert text.need_text(over) == "You have 4 of 3: your bid is missed."
    late = view.__class__(**{**view.__dict__, "played_tricks": ((),) * 8})
    assert text.need_text(late) == "You have 0 of 3: you need 3 more, but only 1 trick is left."


def test_t13_undertrump_says_it_does_not_win():
    trick = ((0, C("9H")), (2, C("9S")), (1, C("7S")))
    low = CardPlayed(seat=1, controller=1, card=C("7S"), acts_as=None, lead=False, follows=False, trump=True)
    assert text.undertrump_text(low, trick, None) == (
        "Anna trumps low with the 7 of spades; Bob's 9 of spades still wins.")
    mine = CardPlayed(seat=0, controller=0, card=C("7S"), acts_as=None, lead=False, follows=False, trump=True)
    assert text.undertrump_text(mine, ((1, C("9H")), (2, C("9S")), (0, C("7S"))), None) == (
        "You trump low with the 7 of spades; Bob's 9 of spades still wins.")
    assert text.undertrump_text(low, ((0, C("9H")), (2, C("9S")), (1, C("JS"))), None) == ""
    yours = ((2, C("9H")), (0, C("9S")), (1, C("7S")))
    assert text.undertrump_text(low, yours, None) == (
        "Anna trumps low with the 7 of spades; your 9 of spades still wins.")


def test_t28_l_at_the_start_of_a_deal():
    state = state_from_hands(HANDS3)
    assert text.last_trick_text(state.view(0)) == "No trick yet this deal."
    bid_all(state, ["6S 7S 8S", "6H 7H 8H", "6C 7C 8C"])
    play_first_legal(state)
    assert state.deal == 2
    view = state.view(0)
    last = text.trick_cards_text(view.last_trick, None, None)
    assert text.last_trick_text(view) == f"No trick yet this deal. Last trick of deal 1: {last}."


def test_t9_why_an_offer_lapses():
    assert text.lapsed_text(0, "declare", [(2, "declare")]) == (
        "Your offer to declare lapses: Bob sits nearer the dealer's left.")
    assert text.lapsed_text(2, "declare", [(0, "declare")]) == (
        "Bob's offer to declare lapses: you sit nearer the dealer's left.")
    assert text.lapsed_text(1, "reveal", [(2, "reveal")]) == (
        "Anna's offer to reveal lapses: Bob sits nearer the dealer's left.")
    assert text.lapsed_text(0, "declare", [(1, "reveal")]) == (
        "Your offer to declare lapses: Anna reveals, and a reveal beats a declare.")


def test_t18_game_bonus_lines_in_the_summary():
    scored = DealScored(**{**SCORED.__dict__, "made": (False, True, False), "game_scores": (40, 101, 70),
                           "totals": (40, 101, 70)})
    bonus = GameBonus(seat=1, amount=100, bonuses=1)
    assert text.game_bonus_line(bonus, 101, None) == (
        "Anna reaches 101 having made the bid: game bonus 100, total 201.")
    lines = text.summary_lines(scored, None, "parlett_game", bonuses=[bonus], game_bonuses=(0, 1, 0), last=True)
    assert lines[-4:] == [
        "Anna reaches 101 having made the bid: game bonus 100, total 201.",
        "Game bonuses: you 0, Anna 1, Bob 0.",
        "Scores: you 40, Anna 201, Bob 70.",
        "Press Enter to see the results.",
    ]


def test_t5_summary_says_why_next_trumps():
    upcoming = DealStarted(deal=5, game_number=1, first_deal=False, dealer=1, trumps=Suit.SPADES)
    lines = text.summary_lines(SCORED, None, "target", upcoming=upcoming)
    assert lines[-2:] == ["2 bids made: next deal's trumps are spades.", "Press Enter to go on to the next deal."]
    one = text.next_trumps_line(1, upcoming)
    assert one == "1 bid made: next deal's trumps are spades."


def test_t17_t25_the_dummy_ending_the_game_is_said():
    assert text.dummy_ended_line((11, 59, 117), 2, 100, (1,)) == (
        "The dummy reached 117: that ends the game, but the dummy never wins. "
        "Anna wins with 59, ahead of you with 11.")
    assert text.dummy_ended_line((111, 59, 117), 2, 100, (0,)) == (
        "The dummy reached 117: that ends the game, but the dummy never wins. "
        "You win with 111, ahead of Anna with 59.")
    assert text.dummy_ended_line((111, 59, 80), 2, 100, (0,)) == ""


def test_game_launch_starts_at_the_table(client):
    """``--game tricks``: the first words are the table's; the main menu waits below unsaid."""
    import game.tricks.menu_entry  # noqa: F401
    client.start("tricks", players=3, seed=5)
    assert client.texts[0] == "Trick game, standard, target 200. 3 players: you, Anna and Bob."
    assert not [line for line in client.texts if line.startswith("Main menu")]
    client.press(pygame.K_b)
    assert client.last.startswith("Not confirmed yet. No bid cards marked. ")


def test_t18_parlett_game_summary_and_results_carry_the_game_bonus(client):
    """A whole Parlett game at the table: the last summary says who reached 100 having made the
    bid, the bonus and new total, and the bonus counts; the results say the scores include them."""
    from game.tricks.scenes import DealSummary, TricksResults
    from test_tricks_table_driver import play_deal, start_table
    client.app.settings.section("tricks")["scoring"] = "parlett_game"
    table = start_table(client, 3, 1)
    for _ in range(30):
        play_deal(client, table)
        if table.over:
            break
        client.press(pygame.K_RETURN)
    assert table.over
    summary = client.app.top
    assert isinstance(summary, DealSummary) and summary.last
    bonus_lines = [line for line in summary.lines if " having made " in line]
    assert any(table.state.game_bonuses)  # seed 1: someone reached 100 having made the bid
    assert bonus_lines and bonus_lines[0].endswith(
        f"game bonus 100, total {table.state.game_scores[table.deal_bonuses[0].seat]}.")
    assert any(line.startswith("Game bonuses: you ") for line in summary.lines)
    client.press(pygame.K_RETURN)
    assert isinstance(client.app.top, TricksResults)
    assert "Game bonuses, 100 each and included in these scores: you " in client.last
    assert sum("Game over" in line for line in client.app.announcer.history.items()) == 1
