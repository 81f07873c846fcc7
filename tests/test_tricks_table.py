"""The trick table by keyboard and speech (T-28 keys, T-29 announcements): whole seeded deals
for 2, 3 and 4 players driven by posted keys; the status keys at the table and on the deal summary
(Shift or Caps Lock too); the focus at each turn; the pause menu from every table screen and the
marks said again on resuming; the classic joker in its suit; the first dealer drawn from the seed
(T-3, T-11); the main menu's entry and the results screen."""

from __future__ import annotations

import pygame
import pytest

from game.engine.cards import JOKER, Card, parse_cards
from game.scenes.pause import PauseMenu
from game.scenes.registry import discover_games, games
from game.tricks import text
from game.tricks.events import DealScored, TrickWon
from game.tricks.options import TricksOptions
from game.tricks.scenes import DealSummary, NewTricksGame, TricksResults, TricksTable
from game.tricks.state import TricksState
from game.engine.perspective import Perspective
from test_tricks_table_driver import (bid_by_keys, focus_on, open_premium_choice, play_deal, play_deals_until,
                                      start_table)

ME = Perspective(0)
"""Narration for the player at seat 0, the others by their computer names."""

C = Card.parse


def history(client):
    return client.app.announcer.history.items()


def test_t28_transcript_keys_bid_at_once(client, tmp_path):
    """T-28: T, H, Space, Right, Space, Right, Space, Enter, Enter bids in deal 1 (seed 5)."""
    table = start_table(client, 3, 5)
    assert client.texts[-2:] == ["Deal 1. Bob deals. No trumps. You lead.",
                                 "Choose 3 bid cards. H reads your hand; focus: 8 of spades."]
    client.clear()
    for key in (pygame.K_t, pygame.K_h, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE,
                pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RETURN, pygame.K_RETURN):
        client.press(key)
    assert client.texts == [
        "No trumps.",
        "Your hand, 12 cards. Spades: 8, queen. Hearts: 6, 8, 9, 10. Clubs: 6, jack, queen. "
        "Diamonds: 6, queen, ace.",
        "8 of spades marked. Marked: spade. Bid so far 1.",
        "Queen of spades, 2 of 12",
        "Queen of spades marked. Marked: spade, spade. Bid so far 2.",
        "6 of hearts, 3 of 12",
        "6 of hearts marked. Bid 4: spade, spade, heart. Enter confirms.",  # T-28: what Enter does
        "Bid 4. Choose a premium. No premium, 1 of 3: your bid stays secret.",
        "You bid 4: spade, spade, heart. No premium.",
        "Waiting for Anna and Bob.",
    ]
    assert table.session.state.bids[0] == 4
    client.frames(20)
    assert client.texts[-4:] == ["Anna has bid.", "Bob has bid.", "Bidding over.",
                                 "Your turn. You lead. You have 0 of 4 tricks: you need 4 more. Focus: 8 of hearts."]
    assert client.app.sound.played[-1] == "your_turn"


def test_t28_enter_again_on_too_few_marks_is_answered_once(client):
    """T-28: Enter with no bid card marked says "Mark 3 bid cards with Space. 0 marked."; Enter
    pressed again while that answer is said plays the refused cue only, never the same line
    again (found by ear: three Enters, three identical answers); a mark since changes the answer."""
    start_table(client, 3, 5, delay=5.0)
    client.press(pygame.K_RETURN)
    client.press(pygame.K_RETURN)
    client.press(pygame.K_RETURN)
    assert client.texts.count("Mark 3 bid cards with Space. 0 marked.") == 1
    assert client.app.sound.played[-1] == "refused"
    client.press(pygame.K_SPACE)
    client.press(pygame.K_RETURN)
    assert client.last == "Mark 3 bid cards with Space. 1 marked."


def test_t28_bidding_refusals_and_unmark(client):
    """T-28: Enter needs 3 marked cards, a 4th mark is refused, Space unmarks, Escape leaves the
    premium choice; Left/Right stop at the ends of the hand, Home/End jump there."""
    table = start_table(client, 3, 5, delay=5.0)  # the computer players wait while we press keys
    client.press(pygame.K_RETURN)
    assert client.last == "Mark 3 bid cards with Space. 0 marked."
    client.press(pygame.K_SPACE)
    client.press(pygame.K_SPACE)
    assert client.last == "8 of spades unmarked. No bid cards marked."
    client.press(pygame.K_LEFT)
    assert client.last == "Start of hand. 8 of spades, 1 of 12"
    assert client.app.sound.played[-1] == "refused"
    client.press(pygame.K_END)
    assert client.last == "Ace of diamonds, 12 of 12"
    client.press(pygame.K_RIGHT)
    assert client.last == "End of hand. Ace of diamonds, 12 of 12"
    for _ in range(3):
        client.press(pygame.K_SPACE)
        client.press(pygame.K_LEFT)
    assert client.last == "Queen of clubs, 9 of 12"
    client.press(pygame.K_HOME)
    assert client.last == "8 of spades, 1 of 12"
    client.press(pygame.K_SPACE)
    assert client.last.startswith("You have marked 3 bid cards. Unmark one first. Bid ")
    assert client.last.endswith(". Enter confirms.")  # T-28: what Enter does with three marked
    client.press(pygame.K_RETURN)
    client.press(pygame.K_DOWN)
    assert client.last == ("Declare, 2 of 3: your bid cards are shown to all. Made: 30 more. "
                           "Missed: the others score 30 each.")
    client.press(pygame.K_DOWN)
    assert client.last == ("Reveal, 3 of 3: your bid cards and your hand are shown to all. "
                           "Made: 60 more. Missed: the others score 60 each.")
    client.press(pygame.K_ESCAPE)
    assert client.last.startswith("Premium choice closed. Bid ")
    assert client.last.endswith(". Enter confirms."), client.last  # T-28: what Enter does next
    assert table.premium_index is None and len(table.marked) == 3


def test_t9_premium_choice_stops_at_its_ends_as_the_menus_do(client):
    """T-9, T-28: Up and Down through the premium choice stop at its ends, as menus and lists
    do ("Top. ..." / "Bottom. ...", the refused cue, said once while the key is held), never
    wrap round; a new press says the end again."""
    table = start_table(client, 3, 5, delay=5.0)
    open_premium_choice(client)
    assert client.last == "Bid 4. Choose a premium. No premium, 1 of 3: your bid stays secret."
    client.press(pygame.K_UP)
    assert client.last == "Top. No premium, 1 of 3: your bid stays secret."
    assert client.app.sound.played[-1] == "refused" and table.premium_index == 0
    client.clear()
    client.hold(pygame.K_UP, 4)
    assert client.texts == ["Top. No premium, 1 of 3: your bid stays secret."]
    client.press(pygame.K_DOWN)
    client.press(pygame.K_DOWN)
    assert client.last == ("Reveal, 3 of 3: your bid cards and your hand are shown to all. "
                           "Made: 60 more. Missed: the others score 60 each.")
    client.clear()
    client.hold(pygame.K_DOWN, 4)
    assert client.texts == ["Bottom. Reveal, 3 of 3: your bid cards and your hand are shown to all. "
                            "Made: 60 more. Missed: the others score 60 each."]
    assert client.app.sound.played[-1] == "refused" and table.premium_index == 2
    client.press(pygame.K_UP)
    assert client.last.startswith("Declare, 2 of 3:") and table.premium_index == 1
    client.press(pygame.K_HOME)  # Home and End jump to the ends, as in every menu
    assert client.last == "No premium, 1 of 3: your bid stays secret." and table.premium_index == 0
    client.press(pygame.K_END)
    assert client.last == ("Reveal, 3 of 3: your bid cards and your hand are shown to all. "
                           "Made: 60 more. Missed: the others score 60 each.") and table.premium_index == 2


def test_t9_back_from_help_during_the_premium_choice_says_the_choice_still_open(client):
    """T-9, T-28: F1 then Escape while "Declare" is chosen: the table comes back saying the premium
    choice where it stands, not "Choose 3 bid cards" (Enter then bids with the premium said)."""
    table = start_table(client, 3, 5, delay=5.0)
    open_premium_choice(client)
    client.press(pygame.K_DOWN)
    client.press(pygame.K_F1)
    client.press(pygame.K_ESCAPE)
    assert client.last == ("Trick game. Deal 1. No trumps. Bid 4. Choose a premium. Declare, 2 of 3: your bid "
                           "cards are shown to all. Made: 30 more. Missed: the others score 30 each.")
    assert table.premium_index == 1
    client.press(pygame.K_RETURN)
    assert "You bid 4: spade, spade, heart. You offer to declare." in client.texts


def test_t28_up_down_move_by_suit_and_stop_at_the_ends(client):
    """T-28: Down jumps to the next suit's first card, Up to the previous suit's; the ends do not
    wrap, as Left/Right and every list: "Start of hand. ..." / "End of hand. ..." with the refused
    cue, said once while the key is held; Up inside the first suit goes to its first card."""
    table = start_table(client, 3, 5, delay=5.0)
    client.press(pygame.K_DOWN)
    assert client.last == "Hearts, 4 cards. 6 of hearts, 3 of 12"
    client.press(pygame.K_UP)
    assert client.last == "Spades, 2 cards. 8 of spades, 1 of 12"
    client.clear()
    client.hold(pygame.K_UP, 4)
    assert client.texts == ["Start of hand. Spades, 2 cards. 8 of spades, 1 of 12"]
    assert client.app.sound.played[-1] == "refused" and table.focus == 0
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_UP)
    assert client.last == "Spades, 2 cards. 8 of spades, 1 of 12"
    client.press(pygame.K_END)
    client.press(pygame.K_UP)
    assert client.last == "Clubs, 3 cards. 6 of clubs, 7 of 12"
    client.press(pygame.K_DOWN)
    assert client.last == "Diamonds, 3 cards. 6 of diamonds, 10 of 12"
    client.clear()
    client.hold(pygame.K_DOWN, 4)
    assert client.texts == ["End of hand. Diamonds, 3 cards. 6 of diamonds, 10 of 12"]
    assert table.focus == 9


def test_t29_whole_deal_3_players_declare_and_refusal(client):
    """A whole 3-player deal by keys (seed 5, random computer players): the human declares and
    misses (T-16: the others score 30 each, said), a card not following suit is refused with its
    reason, the turn prompt names the focused card, discards are said, the summary reads line by
    line."""
    table = start_table(client, 3, 5)
    refused = play_deal(client, table, premium="declare", refuse=True)
    assert refused == ["You must follow clubs."]
    said = history(client)
    assert "You declare: bid 4. Your bid cards: 8 of spades, queen of spades, 6 of hearts." in said
    assert ("Your turn. Bob led the 9 of clubs. You have clubs. You have 0 of 4 tricks: you need 4 more. "
            "Focus: 6 of clubs.") in said
    assert ("Your turn. Bob led the jack of spades. You have no spades. You have 1 of 4 tricks: you need 3 more. "
            "Focus: jack of clubs.") in said
    assert ("You declared 4 and took 1: missed; the others score 30 each. Anna bid 4 and took 0: missed. "
            "Bob bid 3 and took 8: missed. Scores: you 1, Anna 30, Bob 38.") in said  # the miss said once (T-16)
    assert "You discard the jack of clubs." in said
    assert "Anna discards the ace of spades." in said
    assert "Bob wins the trick with the jack of diamonds. Tricks: you 0, Anna 0, Bob 3." in said
    assert text.deal_scored_text(ME, table.last_scored, None, "target", table.premiums) == (
        "Deal over. You declared 4 and took 1: missed, 1 point. Anna bid 4 and took 0: missed, "
        "30 points: 0 tricks, 30 from your missed declare. Bob bid 3 and took 8: missed, 38 points: "
        "8 tricks, 30 from your missed declare. Scores: you 1, Anna 30, Bob 38.")
    assert not [line for line in said if line.startswith("Deal over.")]  # the details are in the summary
    summary = client.app.top
    assert isinstance(summary, DealSummary)
    client.frames(60)  # (the summary's first second: no key but a status key acts)
    client.press(pygame.K_DOWN)
    assert client.last == ("You declared 4 and took 1: missed, 1 point. Bid cards: "
                           "8 of spades, queen of spades, 6 of hearts.")
    client.press(pygame.K_END)
    assert client.last == "Press Enter to go on to the next deal."
    client.clear()
    client.frames(60)  # the deal summary takes Enter after its first second (SETTLE_SECONDS)
    client.press(pygame.K_RETURN)
    assert client.app.top is table
    assert client.texts[:2] == ["Deal 2. You deal. Trumps: diamonds. Anna leads.",
                               "Choose 3 bid cards. H reads your hand; focus: 6 of spades."]
    client.press(pygame.K_s)
    assert client.last == "Scores: you 1, Anna 30, Bob 38. Target 200."


def test_t29_whole_deal_4_players_reveal(client):
    """A whole 4-player deal by keys (seed 2) with the human revealing (T-10) and missing: the
    others score 60 each (T-16)."""
    table = start_table(client, 4, 2)
    refused = play_deal(client, table, premium="reveal", refuse=True)
    assert refused == ["You must follow hearts."]
    said = history(client)
    assert "You reveal: bid 3. Your bid cards: 2 of spades, 7 of spades, ace of spades." in said
    assert "Your hand is face up for all." in said
    assert ("Your turn. Carl led the 9 of hearts. You have hearts. You have 0 of 3 tricks: you need 3 more. "
            "Focus: 10 of hearts.") in said
    assert sum(1 for line in said if line.startswith(("Carl: ", "Carl discards ", "Carl trumps "))) == 10
    assert ("You revealed 3 and took 0: missed; the others score 60 each. Anna bid 8 and took 4: missed. "
            "Bob bid 6 and took 1: missed. Carl bid 9 and took 5: missed. "
            "Scores: you 0, Anna 64, Bob 61, Carl 65.") in said
    detail = " ".join(text.seat_result(ME, seat, table.last_scored, None, table.premiums) for seat in range(4))
    assert detail.endswith("Carl bid 9 and took 5: missed, 65 points: 5 tricks, 60 from your missed reveal.")
    assert detail.startswith(
        "You revealed 3 and took 0: missed, 0 points. Anna bid 8 and took 4: missed, 64 points: "
        "4 tricks, 60 from your missed reveal.")


def test_t21_whole_deal_2_players_playing_the_dummy(client):
    """T-21, T-23, T-24: in the 2-player game you play the dummy when you led; the focus moves
    to its hand; your missed declare gives Anna and the dummy 30 each; the dummy made its bid by
    taking fewer."""
    table = start_table(client, 2, 3)
    seen_dummy_focus = []
    original = table.reset_focus

    def spy():
        original()
        if table.focus_hand == 2:
            seen_dummy_focus.append(table.session.state.turn)
    table.reset_focus = spy
    refused = play_deal(client, table, premium="declare", refuse=True)
    assert refused == ["You must follow diamonds."]
    said = history(client)
    assert ("Play from the dummy. You led the king of clubs. Your lead is still winning. "
            "Also on the table: Anna, 7 of clubs. The dummy has no clubs. Focus: 8 of spades.") in said
    took = table.last_scored.tricks[2]
    assert took < 2  # T-24: the dummy succeeds with fewer
    assert ("You declared 4 and took 8: missed; the others score 30 each. "
            f"Anna bid 4 and took 1: missed. The dummy bid 2 and took {took}: fewer than its bid counts as made. "
            "Scores: you 8, Anna 31, the dummy 60.") in said
    assert "You discard the dummy's 8 of spades." in said
    assert "You play the dummy's 10 of clubs." in said
    assert "Anna plays the dummy's 8 of diamonds." in said
    assert "Tricks: you 0, Anna 1, the dummy 0." in " ".join(said)
    assert seen_dummy_focus and set(seen_dummy_focus) == {2}
    assert "You declare: bid 4. Your bid cards: 6 of spades, queen of spades, 7 of hearts." in said
    assert "The dummy's cards are face up. D reads them." in said
    summary = client.app.top
    assert summary.lines[3:6] == [
        "The dummy bid 2 and took 0, fewer than its bid: succeeded, 60 points: 0 tricks, 30 bonus, "
        "30 from your missed declare. Bid cards: ace of hearts, 10 of diamonds, ace of diamonds.",
        "The dummy makes its bid by taking its bid or fewer.",
        "Scores: you 8, Anna 31, the dummy 60.",
    ]


def test_t28_dummy_keys_and_refusal_from_the_dummy(client):
    """T-28: D reads the dummy; a dummy card that does not follow is refused as the dummy's."""
    table = start_table(client, 2, 3)
    client.press(pygame.K_d)
    assert client.last == "The dummy's cards lie face down until bidding ends."
    bid_by_keys(client, table, table.session.state.hands[0][:3], None)
    client.frames(30)
    client.press(pygame.K_d)
    assert client.last.startswith("The dummy, 9 cards. Spades: ")
    client.press(pygame.K_r)
    assert client.last == "No hand is revealed."


def test_t28_status_keys_mid_deal(client):
    """T-28: B, K, L, V answer from the human's view during play (3 players, seed 5)."""
    table = start_table(client, 3, 5)
    bid_by_keys(client, table, table.session.state.hands[0][:3], None)
    client.frames(20)
    client.press(pygame.K_b)
    assert client.last == "Bids: you 4, Anna secret, Bob secret. You have 0 of 4 tricks: you need 4 more."
    client.press(pygame.K_l)
    assert client.last == "No trick yet this deal."
    client.press(pygame.K_v)
    assert client.last == "No cards on the table. Your turn."
    client.press(pygame.K_RETURN)          # leads the focused card
    client.frames(40)                      # Anna and Bob play
    client.press(pygame.K_k)
    assert client.last.startswith("Tricks: ")
    assert client.last.endswith("1 of 9 played. You have 0 of 4 tricks: you need 4 more.")
    client.press(pygame.K_l)
    assert client.last.startswith("Last trick: you, ")


def test_t28_help_lists_status_keys(client):
    """F1 lists every table key (the key table is the help)."""
    start_table(client, 3, 5)
    client.press(pygame.K_F1)
    top = client.app.top
    lines = top.lines
    for line in ("T: trumps.", "B: the bids you know.", "K: tricks won by each player.", "S: scores, and when the game ends.",
                 "L: the last trick.", "V: the cards on the table now.", "H: your hand, suit by suit.",
                 "R: a revealed hand.", "Space: mark or unmark a bid card."):
        assert line in lines


def test_t28_not_your_turn_and_pause(client):
    """Enter out of turn is refused with who plays; Escape opens the pause menu."""
    table = start_table(client, 3, 7)
    bid_by_keys(client, table, table.session.state.hands[0][:3], None)
    client.frames(20)
    assert table.session.state.phase == "play" and table.session.state.turn == 2
    client.press(pygame.K_RETURN)
    assert client.last == "Not your turn. Bob plays next."
    assert client.app.sound.played[-1] == "refused"
    client.press(pygame.K_ESCAPE)
    assert client.last == "Paused. Resume, 1 of 5"
    client.press(pygame.K_RETURN)
    assert client.app.top is table


def test_main_menu_offers_the_trick_game_and_new_game_remembers(client):
    """The trick game registers at order 20; its new-game choices are remembered."""
    discover_games()
    assert [entry.key for entry in games()][:2] == ["counting", "tricks"]
    client.start()
    client.push(NewTricksGame(client.app))
    assert client.last == "New trick game. Players: 3, you, Anna and Bob, 1 of 7"
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_RIGHT)
    assert client.last == ("Variant: Oxford Whist, choice 3 of 3. Trumps come from a stock of small cards; no premium bids; "
                           "an exact bid scores 10. The game ends after 16 deals, so there is no scoring choice.")
    client.press(pygame.K_UP)
    client.press(pygame.K_RIGHT)
    assert client.last == ("Players: 4, you, Anna, Bob and Carl, choice 3 of 3. Variant set back to standard: "
                           "Oxford Whist is for 3 players.")  # the variant before Oxford Whist (T-27)
    saved = client.app.settings.section("tricks")
    assert saved["players"] == 4 and saved["variant"] == "standard"
    client.press(pygame.K_DOWN)
    assert client.last == "Variant: standard, 2 of 7. Trumps are set by how many players made their bid in the deal before."
    client.press(pygame.K_RIGHT)
    assert client.last == "Variant: classic, choice 2 of 3. Parlett's original: a joker, and a turned-up card sets trumps."
    client.press(pygame.K_RIGHT)
    assert client.last == ("Variant: Oxford Whist, choice 3 of 3. Players set to 3: Oxford Whist is for 3 players. "
                           "Trumps come from a stock of small cards; no premium bids; an exact bid scores 10. "
                           "The game ends after 16 deals, so there is no scoring choice.")
    assert saved["players"] == 3 and saved["variant"] == "oxford"
    client.press(pygame.K_END)
    client.press(pygame.K_UP)
    client.press(pygame.K_RETURN)
    table = client.app.top
    assert isinstance(table, TricksTable)
    assert table.setup.options.players == 3 and table.setup.options.variant == "oxford"
    assert any(line.startswith("Deal 1. ") and "Trump card: " in line for line in client.texts)


def test_reduced_motion_starts_no_animation(client):
    """Animations (<= 300 ms) are off under reduced motion."""
    client.app.settings.set("reduced_motion", True)
    table = start_table(client, 3, 5)
    bid_by_keys(client, table, table.session.state.hands[0][:3], None)
    client.frames(20)
    client.press(pygame.K_RETURN)
    assert not table.anims.active


def test_t29_texts_of_trick_and_deal():
    """T-29 wording: a trick won and a scored deal with the dummy."""
    won = TrickWon(winner=1, card=C("AC"), trick=((2, C("JC")), (0, C("7C")), (1, C("AC"))),
                   tricks=(2, 3, 1), trick_number=6, next_controller=1)
    assert text.trick_won_text(ME, won, None) == ("Anna wins the trick with the ace of clubs. "
                                              "Tricks: you 2, Anna 3, Bob 1.")
    scored = DealScored(deal=4, bids=(2, 4, 3), bid_cards=(tuple(parse_cards(["2H", "2D", "3D"])),) * 3,
                        tricks=(2, 5, 2), made=(True, False, True), points=(22, 5, 2),
                        premium_points=(0, 0, 0), successes=2, totals=(45, 30, 12), game_scores=(45, 30, 12))
    assert text.deal_scored_text(ME, scored, 2, "target") == (
        "Deal over. You bid 2 and took 2: made, 22 points: 2 tricks, 20 bonus. Anna bid 4 and took 5: "
        "missed, 5 points. The dummy bid 3 and took 2, fewer than its bid: succeeded, 2 points. "
        "Scores: you 45, Anna 30, the dummy 12.")
    assert text.marked_text(parse_cards(["JC", "5H", "6D"])) == "Bid 5: club, heart, diamond."
    assert text.marked_text(parse_cards(["6D", "JC"])) == "Marked: diamond, club. Bid so far 3."


@pytest.mark.long
def test_t17_game_to_target_100_then_results_and_play_again(client):
    """T-17 at the table: deals until someone reaches 100; the last summary leads to the results,
    which name the winner; "Play again" deals a new table."""
    client.app.settings.section("tricks")["target"] = 100
    table = start_table(client, 3, 8)
    assert table.setup.options.target == 100
    play_deals_until(client, table, lambda: table.over)
    assert table.over
    said = history(client)
    assert not [line for line in said if "Game over" in line]  # said once, by the results screen
    summary = client.app.top
    assert isinstance(summary, DealSummary) and summary.last
    # the summary says the game is over before Enter (found by a tester by ear: first heard on the results)
    assert f"Deal {summary.deal} summary. The game is over. {len(summary.lines)} lines. Up and Down read them, " \
        "Enter goes to the results." in said
    client.frames(60)  # the deal summary takes Enter after its first second (SETTLE_SECONDS)
    client.press(pygame.K_RETURN)
    results = client.app.top
    assert isinstance(results, TricksResults)
    winner_score = max(table.session.state.scores)
    assert client.last.startswith("Game over. ")
    assert f" with {winner_score} points, past the target of 100. 2nd place" in client.last
    places = len(results.lines) - 2  # the headline and the deals played: 2 lines for 3 places, 1 for a tie
    assert client.last.endswith(
        f"deals played. Up reads the results line by line. Play again, {places + 3} of {places + 4}")
    assert [item.spoken() for item in results.items][-2:] == ["Play again", "Main menu"]
    assert sum("Game over" in line for line in history(client)) == 1
    client.frames(65)  # Enter chooses once the results have been open a second
    client.press(pygame.K_RETURN)
    assert isinstance(client.app.top, TricksTable) and client.app.top is not table


def test_oxford_and_classic_deals_by_keys(client):
    """T-26, T-27 at the table: a classic 4-player deal and an Oxford Whist deal (no premium
    choice: Enter on three marked cards bids at once, and the bid is said without "No premium.",
    a choice the variant has not got)."""
    table = start_table(client, 3, 4, "oxford")
    assert "Trump card: " in client.texts[-2] and "left in the trump stock." in client.texts[-2]
    bid_by_keys(client, table, table.session.state.hands[0][:3], None)
    assert client.texts[-2] == "You bid 4: spade, spade, heart."
    play_deal(client, table)
    assert isinstance(client.app.top, DealSummary)
    client.app.pop_to(client.app.scenes[0])
    table = start_table(client, 4, 2, "classic")
    play_deal(client, table, premium="declare")
    assert isinstance(client.app.top, DealSummary)


def test_resume_on_ones_turn_in_play_says_how_to_hear_the_hand(client):
    """T-28, T-29: Resume from the pause menu on one's own turn in card play: the turn line, then
    "H reads your hand.", as Continue ends (the hand itself is not read: it is long)."""
    table = start_table(client, 3, 5)
    bid_by_keys(client, table, table._focus_cards()[:3], None)
    client.frames(30)
    assert table.session.state.phase == "play"
    client.press(pygame.K_ESCAPE)
    client.press(pygame.K_ESCAPE)
    assert client.last == ("Trick game. Your turn. You lead. You have 0 of 4 tricks: you need 4 more. Focus: 8 of hearts. "
                           "H reads your hand.")


def test_pause_menu_opens_in_bidding_play_and_the_deal_summary(client):
    """Escape opens the pause menu (game/scenes/pause.py) from the table while bidding, while
    playing, and from the deal summary, where Escape never goes on to the next deal."""
    table = start_table(client, 3, 5)
    client.press(pygame.K_ESCAPE)
    assert isinstance(client.app.top, PauseMenu)
    assert client.last == "Paused. Resume, 1 of 5"
    client.press(pygame.K_RETURN)
    assert client.app.top is table
    assert client.last == "Trick game. Deal 1. No trumps. Choose 3 bid cards. H reads your hand; focus: 8 of spades."
    bid_by_keys(client, table, table._focus_cards()[:3], None)
    client.frames(30)
    assert table.session.state.phase == "play"
    client.press(pygame.K_ESCAPE)
    assert client.last == "Paused. Resume, 1 of 5"
    client.press(pygame.K_ESCAPE)
    assert client.app.top is table
    assert client.last.startswith("Trick game. Your turn. ")
    play_deal(client, table)
    summary = client.app.top
    assert isinstance(summary, DealSummary)
    client.frames(60)  # (the summary's first second: no key but a status key acts)
    client.press(pygame.K_ESCAPE)
    assert isinstance(client.app.top, PauseMenu)
    assert client.last == "Paused. Resume, 1 of 5"
    client.press(pygame.K_ESCAPE)
    assert client.app.top is summary and table.session.state.deal == 2 and table.between_deals
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
        "This deal had no trumps. Next deal's trumps: diamonds, because nobody made their bid.",
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


def test_t28_summary_status_keys_with_the_dummy(client):
    """T-28, 2 players (seed 3): D and V answer on the summary too; T names the next trumps."""
    table = start_table(client, 2, 3)
    play_deal(client, table)
    assert isinstance(client.app.top, DealSummary)
    answers = []
    for key in (pygame.K_d, pygame.K_v, pygame.K_t):
        client.press(key)
        answers.append(client.last)
    successes = table.last_scored.successes
    next_trumps = table.held[0].trumps
    assert answers[:2] == ["The dummy's hand is empty until the next deal.",
                           "The deal is over: no cards on the table."]
    who = successes if successes else 'nobody'
    assert answers[2] == (f"This deal had no trumps. Next deal's trumps: {next_trumps.word}, because {who} made their bid."
                          if next_trumps else f"This deal had no trumps. Next deal: no trumps, {who} made their bid.")
    assert "V: the table." in client.app.top.help_lines()


def test_t28_status_letters_answer_with_shift(client):
    """T-28: Shift (or Caps Lock) with a status letter answers as the plain letter, at the table
    and on the deal summary."""
    table = start_table(client, 3, 5, delay=5.0)
    client.press(pygame.K_t, pygame.KMOD_SHIFT)
    assert client.last == "No trumps."
    client.press(pygame.K_h, pygame.KMOD_CAPS)
    assert client.last.startswith("Your hand, 12 cards. Spades: 8, queen.")
    client.app.settings.set("cpu_delay", 0.3)
    play_deal(client, table)
    client.press(pygame.K_k, pygame.KMOD_SHIFT)
    assert client.last == "Tricks: you 1, Anna 0, Bob 8. All played."


def test_t28_a_held_arrow_says_the_end_of_the_hand_once(client):
    """T-28: Right held at the last card says "End of hand. Ace of diamonds, 9 of 9, playable"
    (the edge, then the card kept) once, not at every auto-repeat; a new press after releasing
    it says it again; Left held runs back through the hand and says "Start of hand. ..." once
    at the start."""
    table = start_table(client, 3, 5)
    bid_by_keys(client, table, table._focus_cards()[:3], None)
    client.frames(30)
    client.press(pygame.K_END)
    client.clear()
    client.hold(pygame.K_RIGHT, 9)
    assert client.texts == ["End of hand. Ace of diamonds, 9 of 9, playable"]  # the edge names the card kept
    assert client.app.sound.played.count("refused") == 1
    client.press(pygame.K_RIGHT)
    assert client.texts == ["End of hand. Ace of diamonds, 9 of 9, playable"] * 2
    client.clear()
    client.hold(pygame.K_LEFT, 12)  # 8 moves back to the first card, then 4 repeats at the start
    assert client.texts[-2].endswith(", 1 of 9, playable")
    assert client.texts[-1] == "Start of hand. " + client.texts[-2]  # said even if the last move was cut
    assert len(client.texts) == 9


def test_t28_a_held_arrow_on_the_deal_summary_says_the_bottom_once(client):
    """T-28: Down held on the summary's last line says "Bottom. ..." once; Up held at the first
    line says "Top. ..." once after running up through the lines."""
    table = start_table(client, 3, 5)
    play_deal(client, table)
    summary = client.app.top
    assert isinstance(summary, DealSummary)
    client.frames(60)  # (the summary's first second: no key but a status key acts)
    client.press(pygame.K_END)
    client.clear()
    client.hold(pygame.K_DOWN, 6)
    assert client.texts == ["Bottom. Press Enter to go on to the next deal."]
    client.clear()
    client.hold(pygame.K_UP, 10)  # 6 lines up to the first, then 4 repeats at the top
    assert client.texts[-1] == "Top. Deal 1: 0 of 3 made their bid."
    assert len(client.texts) == 7


def test_t28_focus_starts_on_a_playable_card_and_the_prompt_names_it(client):
    """T-28/T-29: each turn the focus goes to the first playable card and the prompt names it;
    Left/Right stop at the ends ("Start of hand. 8 of hearts, 1 of 9, playable": the edge and
    the card kept, refused cue)."""
    table = start_table(client, 3, 5)
    bid_by_keys(client, table, table._focus_cards()[:3], None)
    client.frames(30)
    assert client.last == "Your turn. You lead. You have 0 of 4 tricks: you need 4 more. Focus: 8 of hearts."
    client.press(pygame.K_LEFT)
    assert client.last == "Start of hand. 8 of hearts, 1 of 9, playable"
    assert client.app.sound.played[-1] == "refused"
    client.press(pygame.K_END)
    assert client.last == "Ace of diamonds, 9 of 9, playable"
    client.press(pygame.K_RIGHT)
    assert client.last == "End of hand. Ace of diamonds, 9 of 9, playable"
    client.press(pygame.K_HOME)
    assert client.last == "8 of hearts, 1 of 9, playable"
    client.press(pygame.K_END)
    client.press(pygame.K_RETURN)  # leads the ace of diamonds, wins, leads again from card 1
    client.frames(60)
    assert client.texts[-2:] == ["You win the trick with the ace of diamonds. Tricks: you 1, Anna 0, Bob 0.",
                                 "Your turn. You lead. You have 1 of 4 tricks: you need 3 more. Focus: 8 of hearts."]
    assert table.focus == 0
    help_lines = client.app.top.help_lines()
    assert "Home: first card, or the first premium choice." in help_lines
    assert "End: last card, or the last premium choice." in help_lines


def test_t28_resume_during_bidding_says_the_marks(client):
    """T-28: back from the pause menu while bidding, the marked cards and the bid so far are said."""
    table = start_table(client, 3, 5, delay=5.0)
    focus_on(client, table, C("8S"))
    client.press(pygame.K_SPACE)
    focus_on(client, table, C("6H"))
    client.press(pygame.K_SPACE)
    client.press(pygame.K_ESCAPE)
    client.press(pygame.K_RETURN)
    assert client.last == ("Trick game. Deal 1. No trumps. Choose 3 bid cards. H reads your hand; focus: 6 of hearts. "
                           "Marked: spade, heart. Bid so far 3.")


def test_t26_classic_table_groups_the_joker_in_its_suit(client):
    """T-26 at the table (4 players, seed 2: the joker stands for the 7 of spades, spades trumps):
    the hand shows it among the spades; Down and Up jump by suit and count it there, the trump
    suit saying so."""
    table = start_table(client, 4, 2, "classic")
    assert table._focus_cards()[:3] == (C("2S"), JOKER, C("AS"))
    client.press(pygame.K_RIGHT)
    assert client.last == "The joker as the 7 of spades, 2 of 13"
    client.press(pygame.K_DOWN)
    client.press(pygame.K_UP)
    assert client.last == "Spades, trumps, 3 cards. 2 of spades, 1 of 13"
    play_deal(client, table, premium="declare")
    summary = client.app.top
    assert summary.lines[1] == ("You declared 3 and took 1: missed, 1 point. "
                                "Bid cards: 2 of spades, the joker as the 7 of spades, ace of spades.")


def test_t3_the_first_dealer_comes_from_the_seed_for_every_player_count(client):
    """T-3, T-11: one rule for every player count: the game's seed draws the first dealer; the
    player to the dealer's left leads (with 2, the non-dealer). Seeds 0..29 give every seat the
    first deal for 2, 3 and 4 players, and the table says the dealer the state holds."""
    for players in (2, 3, 4):
        dealers = {TricksState.new(TricksOptions(players=players), seed).dealer for seed in range(30)}
        assert dealers == set(range(players))
    table = start_table(client, 4, 2)
    started = [line for line in client.texts if line.startswith("Deal 1. ")][0]
    dealer = table.session.state.dealer
    assert started.startswith(f"Deal 1. {text.name(ME, dealer)} {'deal' if dealer == 0 else 'deals'}.")


def test_an_enter_pressed_as_the_deal_ends_never_skips_its_summary(client):
    """A second Enter pressed for the last trick lands on the deal summary just shown: it does
    nothing for its first second (SETTLE_SECONDS); a later Enter goes on."""
    from game.scenes.card_table import SETTLE_SECONDS
    from game.tricks.scenes.summary import DealSummary
    summary = DealSummary(client.app, 1, ["You bid 2 and made it."])
    client.push(summary)
    client.press(pygame.K_RETURN)
    assert client.app.top is summary
    client.frames(round(SETTLE_SECONDS * 60))
    client.press(pygame.K_RETURN)
    assert client.app.top is not summary
