"""The line said when a saved trick game is continued (T-5, T-7, T-13, T-28, T-29): short, most
important first. In card play: whose turn, the deal and the trick, the trumps, who led the trick
and with what card, who is winning, the other cards on the table (your turn: the suit led held
or not, and the focus), your tricks against your bid as a whole sentence ("You have won 0 tricks
of your bid of 4.") and any bid made known, and that H reads the hand; the dealer, the others'
tricks and the scores are left to the status keys. In bidding the deal's opening, the bid prompt
or who is still to bid, and the bids; with the deal summary open, the deal over and the scores.
Found by ear: continued on another player's turn, the line said neither the trick, nor the tricks
taken; found by a tester: it named the cards on the table but not who led the trick; found by a
fresh tester: it took 26 s, whose turn came after the table, and "Tricks against bids: you 0 of
2, Anna 0, Bob 2" left "Anna 0" tricks or bid."""

import pygame
import pytest

from game.counting.menu_entry import ENTRY as COUNTING
from game.scenes.registry import register_game
from game.tricks.scenes.summary import DealSummary
from tricks_helpers import play_to_the_deal_summary


@pytest.fixture(autouse=True)
def _registered():
    import importlib

    import game.tricks.menu_entry
    register_game(COUNTING)
    importlib.reload(game.tricks.menu_entry)  # registers the trick game again


def start(client, players, seed, variant=None, **saved):
    """A trick game of ``players``, ``seed`` and ``variant`` at the table, simple computers
    (``saved``: the remembered trick options)."""
    client.app.settings.set("cpu_delay", 0.3)
    section = client.app.settings.section("tricks")
    section["level"] = "simple"
    for key, value in saved.items():
        section[key] = value
    client.start("tricks", players=players, seed=seed, **({"variant": variant} if variant else {}))
    return client.app.top


def play_until(client, table, reached):
    """The human bids its first three legal cards and plays the focused card (Enter) on its turns,
    until ``reached(table)``."""
    for _ in range(3000):
        if reached(table):
            return
        state = table.session.state
        if state.phase == "bidding" and 0 in state.to_act():
            table.marked = list(state.legal_bid_cards(0)[:3])
            table._bid(None)
        elif state.phase == "play" and state.turn_controller == 0:
            client.press(pygame.K_RETURN)
        client.frames(5)
    raise AssertionError("not reached")


def at(trick, mine):
    """Card play at ``trick`` (or later), cards on the table, the turn the human's (``mine``) or not."""
    def reached(table):
        view = table.view
        return (view.phase == "play" and len(view.played_tricks) + 1 >= trick and bool(view.current_trick)
                and (view.turn_controller == 0) == mine)
    return reached


def continued(client, table):
    """Leave for the main menu and Continue: the first thing the resumed game said."""
    client.app.pop_to(client.app.scenes[0])
    client.clear()
    client.press(pygame.K_RETURN)
    assert client.app.top is not table
    return client.texts[0]


@pytest.mark.parametrize("players, seed, trick, mine, said", [
    (3, 5, 7, False,
     "Trick game resumed. Bob to play. Deal 1, trick 7. Bob deals. No trumps. Anna led the 9 of diamonds. "
     "You have won 0 tricks of your bid of 4. H reads your hand."),
    (4, 7, 8, False,
     "Trick game resumed. Anna to play. Deal 1, trick 8. Bob deals. No trumps. Carl led the 9 of diamonds. Carl's lead is "
     "still winning. Also on the table: you, 8 of diamonds. You have won 0 tricks of your bid of 4. H reads your hand."),
    (4, 7, 8, True,
     "Trick game resumed. Your turn. Deal 1, trick 8. Bob deals. No trumps. Carl led the 9 of diamonds. "
     "You have diamonds. You have won 0 tricks of your bid of 4. Focus: 8 of diamonds. H reads your hand."),
    (3, 5, 2, True,
     "Trick game resumed. Your turn. Deal 1, trick 2. Bob deals. No trumps. Bob led the ace of hearts. "
     "You have hearts. You have won 0 tricks of your bid of 4. Focus: 9 of hearts. H reads your hand."),
])
def test_continued_in_card_play(client, players, seed, trick, mine, said):
    """Another's turn or yours: the trick, the table, whose turn, the tricks against the bids, the
    scores (found by ear: on another's turn neither the trick, nor the tricks, nor the scores)."""
    table = start(client, players, seed)
    play_until(client, table, at(trick, mine))
    assert continued(client, table) == said


@pytest.mark.parametrize("mine, said", [
    (False, "Trick game resumed. Anna plays from the dummy. Deal 1, trick 3. Anna deals. No trumps. Anna led the ace of diamonds. "
            "Anna's lead is still winning. Also on the table: you, 6 of diamonds. "
            "You have won 0 tricks of your bid of 3. H reads your hand."),
    (True, "Trick game resumed. Your turn. Deal 1, trick 3. Anna deals. No trumps. Anna led the ace of diamonds. "
           "You have diamonds. You have won 0 tricks of your bid of 3. Focus: 6 of diamonds. H reads your hand."),
])
def test_continued_with_the_dummy(client, mine, said):
    """T-21: two players, the dummy's card chosen by Anna: who plays from the dummy is named."""
    table = start(client, 2, 5)
    play_until(client, table, at(3, mine))
    assert continued(client, table) == said


def test_continued_when_you_play_from_the_dummy(client):
    """T-21: your turn to choose the dummy's card: "Play from the dummy.", whether it holds the
    suit led, the focus in its hand, and D to hear its cards (it pointed to H)."""
    table = start(client, 2, 3)

    def dummy_to_play(table):
        view = table.view
        return view.phase == "play" and view.turn == view.dummy and view.turn_controller == 0
    play_until(client, table, dummy_to_play)
    assert continued(client, table) == (
        "Trick game resumed. Play from the dummy. Deal 1, trick 5. You deal. No trumps. You led the queen of clubs. Your lead "
        "is still winning. Also on the table: Anna, jack of clubs. The dummy has clubs. "
        "You have won 1 trick of your bid of 4. Focus: 8 of clubs. D reads the dummy's cards.")


def test_back_from_help_when_you_play_from_the_dummy_points_to_its_cards(client):
    """T-21, T-28: back from help (F1, Escape) while choosing the dummy's card, whose cards the
    arrows move through: the line ends pointing to D, not to H (found by a fresh tester by ear:
    "... Focus: 10 of hearts. H reads your hand.")."""
    table = start(client, 2, 3)

    def dummy_to_play(table):
        view = table.view
        return view.phase == "play" and view.turn == view.dummy and view.turn_controller == 0
    play_until(client, table, dummy_to_play)
    client.press(pygame.K_F1)
    client.clear()
    client.press(pygame.K_ESCAPE)
    assert client.app.top is table
    assert client.texts == [
        "Trick game. Play from the dummy. You led the queen of clubs. Your lead is still winning. Also on the table: "
        "Anna, jack of clubs. The dummy has clubs. Focus: 8 of clubs. D reads the dummy's cards."]


def test_continued_in_bidding_before_your_bid(client):
    """T-7, T-11: the deal's opening, the bid prompt, who has bid, the scores (no pointer to H:
    the bid prompt says it)."""
    table = start(client, 2, 5)
    for _ in range(200):
        client.frames(1)
        if table.view.has_bid[1]:
            break
    assert continued(client, table) == (
        "Trick game resumed. Deal 1. Anna deals. No trumps. You lead. Choose 3 bid cards. H reads your hand; "
        "focus: 8 of spades. Anna has bid.")


def test_continued_in_the_premium_choice(client):
    """T-9: the premium choice is not saved (the bid is not made until it is chosen), the three
    cards marked are: continued, the bid prompt, the three marked again (Enter confirms them)."""
    table = start(client, 3, 5)
    client.frames(120)
    for key in (pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RETURN):
        client.press(key)
    assert table.premium_index is not None
    assert continued(client, table) == (
        "Trick game resumed. Deal 1. Bob deals. No trumps. You lead. Choose 3 bid cards. H reads your hand; "
        "focus: 8 of spades. Bid 4: spade, spade, heart. Anna and Bob have bid.")
    assert [card.code for card in client.app.top.marked] == ["8S", "QS", "6H"]


def test_continued_with_two_bid_cards_marked_marks_them_again(client):
    """T-6, T-28: found in a note: bid cards marked and not yet bid were not saved, and Continue
    dropped them without a word. Two marked (the 8 of spades, the 6 of hearts), left for the
    menu, continued: they are marked again and said; Space unmarks one, and Continue again has
    only the other; once the bid is made, none."""
    table = start(client, 3, 5)
    client.frames(120)
    for key in (pygame.K_SPACE, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_SPACE):
        client.press(key)
    assert [card.code for card in table.marked] == ["8S", "6H"]
    assert continued(client, table) == (
        "Trick game resumed. Deal 1. Bob deals. No trumps. You lead. Choose 3 bid cards. H reads your hand; "
        "focus: 8 of spades. Marked: spade, heart. Bid so far 3. Anna and Bob have bid.")
    table = client.app.top
    assert [card.code for card in table.marked] == ["8S", "6H"]
    client.frames(60)
    client.press(pygame.K_SPACE)  # the focus: the 8 of spades, unmarked
    assert [card.code for card in table.marked] == ["6H"]
    assert "Marked: heart. Bid so far 2." in continued(client, table)
    table = client.app.top
    table.marked = list(table.session.state.legal_bid_cards(0)[:3])
    table._bid(None)
    assert table.session.journal.save.marked == []
    assert "Marked" not in continued(client, table)


def test_continued_after_your_bid(client):
    """T-7: your bid made, the others' awaited: who is awaited, said once (never again as "Anna
    not yet bid"), the bids made as B says them, the scores, then H."""
    table = start(client, 3, 5)
    table.marked = list(table.session.state.legal_bid_cards(0)[:3])
    table._bid("declare")
    assert continued(client, table) == (
        "Trick game resumed. Deal 1. Bob deals. No trumps. You lead. Bidding. No cards on the table. "
        "Waiting for Anna and Bob. Bids: you 4. You offered to declare. H reads your hand.")


def test_continued_with_the_deal_summary_open(client):
    """T-17: the deal over and the scores, then the summary again."""
    table = start(client, 3, 5, target=100)
    assert isinstance(play_to_the_deal_summary(client, table), DealSummary)
    client.app.pop_to(client.app.scenes[0])
    client.clear()
    client.press(pygame.K_RETURN)
    assert isinstance(client.app.top, DealSummary)
    assert client.texts[:2] == ["Trick game resumed. Deal 1 is over. Scores: you 0, Anna 32, Bob 7.",
                                "Deal 1 summary. 7 lines. Up and Down read them, Enter goes to the next deal."]


@pytest.mark.parametrize("code, said", [
    ("es", "Juego de bazas reanudado. Juega Bob. Reparto 1, baza 7. Reparte Bob. Sin triunfo. Anna salió con el 9 de diamantes. "
           "Has ganado 0 bazas de tu apuesta de 4. H lee tu mano."),
    ("ru", "Игра на взятки продолжается. Боб ходит. Сдача 1, взятка 7. Сдаёт Боб. Без козырей. Анна открывает взятку, сыграв "
           "девятку бубен. Вы взяли 0 взяток при ставке 4. H читает вашу руку."),
])
def test_continued_on_anothers_turn_in_each_language(client, code, said):
    """The same line in Spanish and Russian."""
    table = start(client, 3, 5)
    client.app.apply_language(code)
    play_until(client, table, at(7, False))
    assert continued(client, table) == said


def test_continued_in_a_later_deal_says_its_trumps_and_the_scores(client):
    """Deal 2 (T-5: trumps from deal 1's successes; your bid declared, T-9): the trumps, your bid
    against your tricks, the scores so far."""
    table = start(client, 3, 5, target=100)
    assert isinstance(play_to_the_deal_summary(client, table), DealSummary)
    client.frames(60)
    client.press(pygame.K_RETURN)  # on to deal 2
    assert client.app.top is table and table.view.deal == 2

    def bid_declared(table):
        state = table.session.state
        if state.phase == "bidding" and 0 in state.to_act():
            table.marked = list(state.legal_bid_cards(0)[:3])
            table._bid("declare")
        return at(3, False)(table)
    play_until(client, table, bid_declared)
    assert continued(client, table) == (
        "Trick game resumed. Anna to play. Deal 2, trick 3. You deal. Trumps: spades. Bob led the king of spades. Bob's lead "
        "is still winning. Also on the table: you, 8 of clubs. You have won 0 tricks of your bid of 3. "
        "H reads your hand.")


def test_continued_in_the_classic_game_names_the_turn_up_and_the_joker(client):
    """T-26: the variant named first, then the trumps sentence as T says it, with the turned-up card."""
    table = start(client, 3, 4, variant="classic")
    play_until(client, table, at(2, False))
    assert continued(client, table) == (
        "Trick game, classic, resumed. Bob to play. Deal 1, trick 2. You deal. Trumps: diamonds. Anna led the 7 of hearts. "
        "You have won 0 tricks of your bid of 3. H reads your hand.")


def test_tricks_against_the_bids_known():
    """T-9, T-10, T-14: a declared or revealed bid is said against its tricks, a secret one is
    not; you first, then seat order."""
    from game.engine.perspective import Perspective
    from game.tricks import Bid, TricksOptions, TricksState
    from game.tricks.resume_text import tricks_against_bids_text
    state = TricksState.new(TricksOptions(players=4), 3)
    for seat in range(4):
        state.apply(Bid(seat, tuple(state.legal_bid_cards(seat)[:3]), "declare" if seat == 2 else None))
    view = state.view(0)
    view = view.__class__(**{**view.__dict__, "tricks": (1, 2, 0, 3)})
    mine, bobs = view.bid, view.known_bids[2]
    assert mine is not None and bobs is not None and view.known_bids[1] is None
    assert tricks_against_bids_text(Perspective(0), view) == (
        f"You have won 1 trick of your bid of {mine}. Bob has won 0 tricks of a bid of {bobs}.")


def test_the_bidding_line_names_whose_bid_is_awaited_once():
    """T-7, T-29: in bidding, the table's words say whom the bidding waits for ("Waiting for
    Anna."); the bids that follow leave out those not yet made (was "..., Anna not yet bid":
    said twice), for a player whose bid is made (a return, a game continued) and for a
    spectator; B alone still names them."""
    from game.engine.perspective import Perspective
    from game.tricks import text as words
    from tricks_helpers import HANDS3, bid_all, state_from_hands
    state = state_from_hands(HANDS3)
    bid_all(state, [" ".join(HANDS3[0].split()[:3]), None, " ".join(HANDS3[2].split()[:3])])
    names = ("Zoe", "Anna", "Ben")
    me, view = Perspective(0, names), state.view(0)
    assert f"{words.table_text(me, view)} {words.bidding_back_text(me, view)}" == (
        "Bidding. No cards on the table. Waiting for Anna. Bids: you 3, Ben secret.")
    assert words.bids_text(me, view) == "Bids: you 3, Anna not yet bid, Ben secret."
    spectator, seen = Perspective(None, names), state.view(None)
    assert words.bids_text(spectator, seen, awaited=False) == "Bids: Zoe secret, Ben secret."


def test_the_return_line_of_an_online_table_says_who_led(client):
    """T-12, T-13, T-29: back at an online table on another's turn (the table's line of a return,
    :meth:`TricksTable.intro` with ``back``), the trick as a game continued says it: who led and
    with what card, who is winning, the other cards, whose turn (was "On the table: Carl, 9 of
    diamonds; you, 8 of diamonds. Anna to play.": who led was not said, nor who is winning)."""
    table = start(client, 4, 7)
    play_until(client, table, at(8, False))
    assert table.intro(back=True) == (
        "Deal 1. No trumps. Carl led the 9 of diamonds. Carl's lead is still winning. Also on the table: you, "
        "8 of diamonds. Anna to play.")


def test_continued_on_your_turn_says_it_first_and_is_short(client):
    """T-29, found by a fresh tester by ear (the line took about 21 s, whose turn in its middle):
    4 players, seed 7, trick 8, your turn: "Your turn." comes first, and the line is 252 units
    long by :func:`game.speech.pace.spoken_units` (about 15 s with espeak-ng), where it took
    about 22 s with every hand's tricks against the bids and the scores."""
    from game.speech.pace import spoken_units
    table = start(client, 4, 7)
    play_until(client, table, at(8, True))
    said = continued(client, table)
    assert said.startswith("Trick game resumed. Your turn. Deal 1, trick 8. Bob deals. ")
    assert spoken_units(said) == 252


def test_continued_with_the_joker_in_hand_says_what_it_counts_as():
    """T-26: a classic game continued, the joker in your hand: the trumps, then what the joker
    counts as and that you hold it (as T says); the turned card is left to T. Without the joker in hand, the trumps alone."""
    import dataclasses

    from game.engine.cards import JOKER
    from game.tricks import TricksOptions, TricksState
    from game.tricks.resume_text import short_trumps_text
    state = TricksState.new(TricksOptions(players=3, variant="classic"), 4)
    view = state.view(0)
    assert view.joker_as is not None and view.trumps is not None
    holding = dataclasses.replace(view, hand=tuple(card for card in view.hand if not card.is_joker) + (JOKER,))
    without = dataclasses.replace(view, hand=tuple(card for card in view.hand if not card.is_joker))
    assert short_trumps_text(holding) == "Trumps: diamonds. The joker counts as the 7 of diamonds. You hold the joker."
    assert short_trumps_text(without) == "Trumps: diamonds."
