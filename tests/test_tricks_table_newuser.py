"""What a new blind keyboard player found at the trick table, fixed (T-16, T-21, T-23, T-24,
T-26, T-28, T-29): the pause menu from every table screen, the focus named at each turn, premium
misses and bonuses explained, the joker's wording, trumps and discards said, one seat order, the
deal summary's keys, the new-game screen's choices."""

from __future__ import annotations

import pygame

from game.engine.cards import Card, parse_cards
from game.scenes.pause import PauseMenu
from game.scenes.registry import discover_games
from game.tricks import text
from game.tricks.events import CardPlayed, DealScored, TrickWon
from game.tricks.scenes import DealSummary, NewTricksGame
from test_tricks_table_driver import bid_by_keys, play_deal, start_table

C = Card.parse
JOKER = Card.parse("JOKER")


def test_pause_menu_opens_in_bidding_play_and_the_deal_summary(client):
    """Escape opens the pause menu (game/scenes/pause.py) from the table while bidding, while
    playing, and from the deal summary, where Escape never goes on to the next deal."""
    table = start_table(client, 3, 5)
    client.press(pygame.K_ESCAPE)
    assert isinstance(client.app.top, PauseMenu)
    assert client.last == "Paused. Resume, 1 of 4"
    client.press(pygame.K_RETURN)
    assert client.app.top is table
    assert client.last == "Trick game. Deal 1. No trumps. Choose 3 bid cards. H reads your hand; focus: 8 of spades."
    bid_by_keys(client, table, table._focus_cards()[:3], None)
    client.frames(30)
    assert table.state.phase == "play"
    client.press(pygame.K_ESCAPE)
    assert client.last == "Paused. Resume, 1 of 4"
    client.press(pygame.K_ESCAPE)
    assert client.app.top is table
    assert client.last.startswith("Trick game. Your turn. ")
    play_deal(client, table)
    summary = client.app.top
    assert isinstance(summary, DealSummary)
    client.press(pygame.K_ESCAPE)
    assert isinstance(client.app.top, PauseMenu)
    assert client.last == "Paused. Resume, 1 of 4"
    client.press(pygame.K_ESCAPE)
    assert client.app.top is summary and table.state.deal == 2 and table.between_deals
    assert client.texts[-2:] == ["Deal 1 summary. 7 lines. Up and Down read them, Enter goes to the next deal.",
                                 "Deal 1: 0 of 3 made their bid."]


def test_t28_summary_status_keys_answer_about_the_deal_just_scored(client):
    """T-28 on the deal summary (3 players, seed 5): every status key answers about the scored
    deal; T also gives the next deal's trumps (T-5: nobody made their bid, so diamonds)."""
    table = start_table(client, 3, 5)
    play_deal(client, table)
    assert isinstance(client.app.top, DealSummary)
    answers = []
    for key in (pygame.K_t, pygame.K_b, pygame.K_k, pygame.K_s, pygame.K_l, pygame.K_v, pygame.K_h,
                pygame.K_d, pygame.K_r):
        client.press(key)
        answers.append(client.last)
    assert answers == [
        "This deal: no trumps. Next deal: diamonds, nobody made their bid.",
        "Bids: you 4, Anna 4, Bob 3.",
        "Tricks: you 1, Anna 0, Bob 8. All played.",
        "Scores: you 1, Anna 0, Bob 8. Target 200.",
        "Last trick: Bob, queen of hearts; you, ace of diamonds; Anna, 10 of diamonds. Bob won it.",
        "The deal is over: no cards on the table.",
        "Your hand is empty until the next deal.",
        "There is no dummy: it plays only in the 2-player game.",
        "The deal is over: no hand is face up.",
    ]
    help_lines = client.app.top.help_lines()
    assert "Escape: pause menu." in help_lines and "K: tricks won by each player." in help_lines


def test_t28_focus_starts_on_a_playable_card_and_the_prompt_names_it(client):
    """T-28/T-29: each turn the focus goes to the first playable card and the prompt names it;
    Left/Right stop at the ends ("Start of hand." / "End of hand.", refused cue)."""
    table = start_table(client, 3, 5)
    bid_by_keys(client, table, table._focus_cards()[:3], None)
    client.frames(30)
    assert client.last == "Your turn. You lead. Focus: 8 of hearts."
    client.press(pygame.K_LEFT)
    assert client.last == "Start of hand."
    assert client.app.sound.played[-1] == "refused"
    client.press(pygame.K_END)
    assert client.last == "Ace of diamonds, 9 of 9, playable"
    client.press(pygame.K_RIGHT)
    assert client.last == "End of hand."
    client.press(pygame.K_HOME)
    assert client.last == "8 of hearts, 1 of 9, playable"
    client.press(pygame.K_END)
    client.press(pygame.K_RETURN)  # leads the ace of diamonds, wins, leads again from card 1
    client.frames(60)
    assert client.texts[-2:] == ["You win the trick with the ace of diamonds. Tricks: you 1, Anna 0, Bob 0.",
                                 "Your turn. You lead. Focus: 8 of hearts."]
    assert table.focus == 0
    help_lines = client.app.top.help_lines()
    assert "Home: first card." in help_lines and "End: last card." in help_lines


def test_t29_trumps_discards_and_a_lead_from_the_dummy():
    """T-29: a trump or a discard is said as such; a lead from the dummy names who led it."""
    def played(seat, card, lead=False, follows=False, trump=False, controller=None):
        return CardPlayed(seat=seat, controller=seat if controller is None else controller, card=C(card),
                          acts_as=None, lead=lead, follows=follows, trump=trump)
    assert text.card_played_text(played(2, "9S", trump=True), None) == "Bob trumps with the 9 of spades."
    assert text.card_played_text(played(0, "9S", trump=True), None) == "You trump with the 9 of spades."
    assert text.card_played_text(played(2, "4H"), None) == "Bob discards the 4 of hearts."
    assert text.card_played_text(played(2, "JC", lead=True), None) == "Bob: jack of clubs."
    assert text.card_played_text(played(1, "7C", follows=True), None) == "Anna: 7 of clubs."
    assert text.card_played_text(played(2, "KD", lead=True, controller=1), 2) == (
        "Anna leads from the dummy: king of diamonds.")
    assert text.card_played_text(played(2, "KD", lead=True, controller=0), 2) == (
        "You lead from the dummy: king of diamonds.")
    assert text.card_played_text(played(2, "8S", controller=0), 2) == "You discard the dummy's 8 of spades."
    assert text.card_played_text(played(2, "9S", follows=True, controller=1), 2) == (
        "Anna plays the dummy's 9 of spades.")
    assert text.card_played_text(played(2, "9S", follows=True, controller=0), 2) == (
        "You play the dummy's 9 of spades.")
    assert text.card_played_text(played(2, "6H", trump=True, controller=1), 2) == (
        "Anna trumps with the dummy's 6 of hearts.")
    joker = CardPlayed(seat=2, controller=0, card=JOKER, acts_as=C("7S"), lead=False, follows=True, trump=False)
    assert text.card_played_text(joker, 2) == "You play the dummy's joker as the 7 of spades."


def test_t26_the_joker_is_never_the_the_joker():
    """T-26: Card.name of the joker is "the joker"; no sentence adds a second "the"."""
    seven = C("7D")
    won = TrickWon(winner=0, card=JOKER, trick=((2, C("5D")), (0, JOKER)), tricks=(1, 0, 0),
                   trick_number=1, next_controller=0)
    assert text.trick_won_text(won, None, seven) == (
        "You win the trick with the joker as the 7 of diamonds. Tricks: you 1, Anna 0, Bob 0.")
    assert text.led_text(((1, JOKER),), None, seven) == "Anna led the joker as the 7 of diamonds."
    trump = CardPlayed(seat=2, controller=2, card=JOKER, acts_as=seven, lead=False, follows=False, trump=True)
    assert text.card_played_text(trump, None) == "Bob trumps with the joker as the 7 of diamonds."
    lead = CardPlayed(seat=2, controller=2, card=JOKER, acts_as=seven, lead=True, follows=False, trump=True)
    assert text.card_played_text(lead, None) == "Bob: the joker as the 7 of diamonds."
    assert text.focus_text(JOKER, 2, 9, "playable", seven) == "The joker as the 7 of diamonds, 3 of 9, playable"
    assert text.card_list(parse_cards(["8H", "JOKER"]), C("8S")) == "the joker as the 8 of spades, 8 of hearts"
    hand = parse_cards(["QS", "5D", "9D", "JOKER"])
    assert text.hand_order(hand, seven) == (C("QS"), C("5D"), JOKER, C("9D"))
    assert text.hand_by_suit(hand, seven) == "Spades: queen. No hearts. No clubs. Diamonds: 5, joker as 7, 9."
    assert text.hand_order(parse_cards(["QS", "6C", "JOKER"]), C("9H")) == (C("QS"), JOKER, C("6C"))


def test_t26_classic_table_groups_the_joker_in_its_suit(client):
    """T-26 at the table (4 players, seed 2: the joker stands for the 7 of spades): the hand
    shows it among the spades; Down and Up jump by suit and count it there."""
    table = start_table(client, 4, 2, "classic")
    assert table._focus_cards()[:3] == (C("2S"), JOKER, C("AS"))
    client.press(pygame.K_RIGHT)
    assert client.last == "The joker as the 7 of spades, 2 of 13"
    client.press(pygame.K_DOWN)
    client.press(pygame.K_UP)
    assert client.last == "Spades, 3 cards. 2 of spades, 1 of 13"
    play_deal(client, table, premium="declare")
    summary = client.app.top
    assert summary.lines[1] == ("You declared 3 and took 1: missed, 1 point. "
                                "Bid cards: 2 of spades, the joker as the 7 of spades, ace of spades.")


def test_t15_t16_t24_deal_end_explains_bonuses_and_missed_premiums():
    """T-15, T-16: the exact-bid bonus and the premium in a made bid; T-16 a missed premium and
    who gains; T-23, T-24: the dummy made by taking fewer, and its 30 as a declarer when exact."""
    cards = (tuple(parse_cards(["2H", "2D", "3D"])),) * 3
    made = DealScored(deal=2, bids=(3, 4, 2), bid_cards=cards, tricks=(3, 5, 1), made=(True, False, False),
                      points=(53, 5, 1), premium_points=(30, 0, 0), successes=1, totals=(53, 5, 1),
                      game_scores=(53, 5, 1))
    assert text.seat_result(0, made, None, [(0, "declare")]) == (
        "You declared 3 and took 3: made, 53 points: 3 tricks, 20 bonus, 30 for the declare.")
    missed = DealScored(deal=2, bids=(3, 4, 2), bid_cards=cards, tricks=(2, 4, 3), made=(False, True, False),
                        points=(2, 64, 33), premium_points=(0, 30, 30), successes=1, totals=(2, 64, 33),
                        game_scores=(2, 64, 33))
    assert text.deal_scored_text(missed, None, "target", [(0, "declare")]) == (
        "Deal over. You declared 3 and took 2: missed, 2 points. Anna bid 4 and took 4: made, 64 points: "
        "4 tricks, 30 bonus, 30 from your missed declare. Bob bid 2 and took 3: missed, 33 points: "
        "3 tricks, 30 from your missed declare. Scores: you 2, Anna 64, Bob 33.")
    anna = DealScored(deal=2, bids=(3, 4, 2), bid_cards=cards, tricks=(2, 5, 2), made=(False, False, True),
                      points=(62, 5, 92), premium_points=(60, 0, 60), successes=1, totals=(62, 5, 92),
                      game_scores=(62, 5, 92))
    assert text.seat_result(1, anna, 2, [(1, "reveal")]) == "Anna revealed 4 and took 5: missed, 5 points."
    assert text.seat_result(0, anna, 2, [(1, "reveal")]) == (
        "You bid 3 and took 2: missed, 62 points: 2 tricks, 60 from Anna's missed reveal.")
    assert text.seat_result(2, anna, 2, [(1, "reveal")]) == (
        "The dummy bid 2 and took 2: made, 92 points: 2 tricks, 30 bonus, 30 for the exact bid, "
        "30 from Anna's missed reveal.")
    fewer = DealScored(deal=2, bids=(3, 4, 6), bid_cards=cards, tricks=(3, 1, 5), made=(True, False, True),
                       points=(23, 1, 25), premium_points=(0, 0, 0), successes=2, totals=(23, 1, 25),
                       game_scores=(23, 1, 25))
    assert text.seat_result(2, fewer, 2) == (
        "The dummy bid 6 and took 5, fewer than its bid: succeeded, 25 points: 5 tricks, 20 bonus.")
    both = DealScored(deal=2, bids=(3, 4, 2), bid_cards=cards, tricks=(2, 6, 1), made=(False, False, True),
                      points=(2, 6, 91), premium_points=(0, 0, 60), successes=1, totals=(2, 6, 91),
                      game_scores=(2, 6, 91))
    assert text.seat_result(2, both, 2, [(0, "declare"), (1, "declare")]) == (
        "The dummy bid 2 and took 1, fewer than its bid: succeeded, 91 points: 1 trick, 30 bonus, "
        "60 from your and Anna's missed declares.")


def test_t9_premium_choice_states_the_cost_of_missing():
    """T-9, T-16: the premium choice says what a miss costs."""
    assert text.premium_item_text("declare", 1, 3) == (
        "Declare, 2 of 3: your bid cards are shown to all. Made: 30 more. Missed: the others score 30 each.")
    assert text.premium_item_text(None, 0, 3) == "No premium, 1 of 3: your bid stays secret."


def test_one_seat_order_everywhere():
    """K, S, trick lines and summaries all list you first, then seat order."""
    assert text.counts_text((2, 3, 1), None) == "you 2, Anna 3, Bob 1"
    assert text.scores_words((45, 30, 12, 7), None) == "you 45, Anna 30, Bob 12, Carl 7"
    assert text.counts_text((2, 3, 1), 2) == "you 2, Anna 3, the dummy 1"


def test_new_game_oxford_hides_scoring_and_names_the_delay(client):
    """T-27: choosing Oxford Whist removes the Scoring choice (its game ends when the trump stock
    runs out); "Computer delay" as on the Options screen, in seconds said right; Right means a
    stronger computer player."""
    discover_games()
    client.app.settings.set("cpu_delay", 1.0)
    client.start()
    menu = NewTricksGame(client.app)
    client.push(menu)
    assert [item.label for item in menu.items] == ["Players", "Variant", "Scoring", "Computer level",
                                                    "Computer delay", "Start", "Back"]
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_RIGHT)
    assert client.last == ("Variant: Oxford Whist, 3 players only. Oxford Whist has no scoring choice: "
                           "it ends when the trump stock runs out.")
    assert [item.label for item in menu.items] == ["Players", "Variant", "Computer level",
                                                    "Computer delay", "Start", "Back"]
    client.press(pygame.K_DOWN)
    assert client.last == ("Computer level: strong, 3 of 6. Random plays any legal card; simple and "
                           "strong play to their bid, strong bids better.")
    client.press(pygame.K_LEFT)
    assert client.last == "Computer level: simple"
    client.press(pygame.K_DOWN)
    assert client.last == "Computer delay: 1 second, 4 of 6"
    client.press(pygame.K_UP)
    client.press(pygame.K_UP)
    client.press(pygame.K_LEFT)
    assert "Scoring" in [item.label for item in menu.items]
    client.press(pygame.K_RETURN)
    assert isinstance(client.app.top, NewTricksGame)


def test_computer_level_defaults_to_strong_and_falls_back_from_unknown(client):
    """The calibrated player is the default level; an unknown saved level falls back to it."""
    from game.tricks.scenes.setup import remembered_setup
    assert remembered_setup(client.app).level == "strong"
    client.app.settings.section("tricks")["level"] = "grandmaster"
    assert remembered_setup(client.app).level == "strong"
    client.app.settings.section("tricks")["level"] = "simple"
    assert remembered_setup(client.app).level == "simple"
