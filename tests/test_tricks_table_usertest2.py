"""Second user test of the trick table: a hint per variant and Oxford Whist kept to 3 players on
the new-game screen, every status key on the deal summary (T-28), the summary page showing as
many lines as fit, one sentence per premium, the dummy's cards naming who chose them (T-21),
the marks said again on resuming, and one rule for the first dealer (T-3, T-11)."""

from __future__ import annotations

import pygame

from game.engine.cards import Card, Suit
from game.scenes.registry import discover_games
from game.tricks import text
from game.tricks.events import DealStarted
from game.tricks.options import TricksOptions
from game.tricks.scenes import DealSummary, NewTricksGame
from game.tricks.scenes.summary import first_shown
from game.tricks.state import TricksState
from test_tricks_table_driver import bid_by_keys, focus_on, play_deal, start_table

C = Card.parse


def new_game_screen(client, players=3, variant="standard"):
    discover_games()
    client.app.settings.section("tricks").update(players=players, variant=variant)
    client.start()
    menu = NewTricksGame(client.app)
    client.push(menu)
    return menu


def test_each_variant_has_its_own_hint(client):
    """The Variant hint is said on focus and belongs to the variant chosen (T-25..T-27)."""
    new_game_screen(client)
    client.press(pygame.K_DOWN)
    assert client.last == "Variant: standard, 2 of 7. Parlett's rules."
    client.press(pygame.K_RIGHT)
    assert client.last == "Variant: classic. A joker and a turned-up card set trumps."
    client.press(pygame.K_UP)
    client.press(pygame.K_DOWN)
    assert client.last == "Variant: classic, 2 of 7. A joker and a turned-up card set trumps."
    client.press(pygame.K_RIGHT)
    assert client.last == ("Variant: Oxford Whist, 3 players only. Oxford Whist has no scoring choice: "
                           "it ends when the trump stock runs out.")
    client.press(pygame.K_UP)
    client.press(pygame.K_DOWN)
    assert client.last == ("Variant: Oxford Whist, 3 players only, 2 of 6. Oxford Whist has no scoring "
                           "choice: it ends when the trump stock runs out.")


def test_t27_oxford_with_2_players_moves_players_to_3_and_starts(client):
    """T-27: choosing Oxford Whist with 2 players sets Players to 3 at once (said), so Start
    always starts a playable game."""
    menu = new_game_screen(client, players=2)
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_RIGHT)
    assert client.last == ("Variant: Oxford Whist, 3 players only. Oxford Whist needs 3 players: Players "
                           "set to 3. Oxford Whist has no scoring choice: it ends when the trump stock "
                           "runs out.")
    client.press(pygame.K_UP)
    assert client.last == "Players: 3, you, Anna and Bob, 1 of 6"
    assert [item.label for item in menu.items][:3] == ["Players", "Variant", "Computer level"]
    client.press(pygame.K_END)
    client.press(pygame.K_UP)
    client.press(pygame.K_RETURN)
    table = client.app.top
    assert table.setup.options.players == 3 and table.setup.options.variant == "oxford"


def test_t27_4_players_with_oxford_moves_variant_to_standard(client):
    """T-27: 4 players while Oxford Whist is chosen sets Variant to standard (said), and the
    Scoring choice comes back."""
    menu = new_game_screen(client, players=3, variant="oxford")
    client.press(pygame.K_RIGHT)
    assert client.last == ("Players: 4, you, Anna, Bob and Carl. Oxford Whist needs 3 players: "
                           "Variant set to standard.")
    assert menu.items_by_label["Variant"].value == "standard"
    assert "Scoring" in [item.label for item in menu.items]
    assert client.app.settings.section("tricks")["variant"] == "standard"


def test_t28_summary_trumps_say_the_next_deal():
    """T-5 (standard): "Next deal: hearts, 2 made their bid."; T-26/T-27: the turn-up or the
    stock card is told when that deal starts; a new game of a match starts with no trumps."""
    this = DealStarted(deal=3, game_number=1, first_deal=False, dealer=0, trumps=None)
    nxt = DealStarted(deal=4, game_number=1, first_deal=False, dealer=1, trumps=Suit.HEARTS)
    assert text.summary_trumps_text(this, nxt, 2) == "This deal: no trumps. Next deal: hearts, 2 made their bid."
    last = DealStarted(deal=4, game_number=1, first_deal=False, dealer=1, trumps=None)
    assert text.summary_trumps_text(nxt, last, 4) == "This deal: hearts. Next deal: no trumps, 4 made their bid."
    assert text.summary_trumps_text(nxt, None, 1) == "This deal: hearts."
    classic = DealStarted(deal=2, game_number=1, first_deal=False, dealer=1, trumps=Suit.CLUBS,
                          turn_up=C("3C"), joker_as=C("3C"))
    assert text.summary_trumps_text(classic, classic, 1) == (
        "This deal: clubs. The joker counted as the 3 of clubs. Next deal: a turned-up card sets trumps.")
    oxford = DealStarted(deal=2, game_number=1, first_deal=False, dealer=1, trumps=Suit.SPADES,
                         trump_card=C("4S"), stock_left=14)
    assert text.summary_trumps_text(oxford, oxford, 0) == (
        "This deal: spades. Next deal: the next card of the trump stock sets trumps.")
    game2 = DealStarted(deal=5, game_number=2, first_deal=True, dealer=2, trumps=None)
    assert text.summary_trumps_text(nxt, game2, 1) == "This deal: hearts. Next deal: no trumps, game 2 starts."


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
    assert answers[2] == (f"This deal: no trumps. Next deal: {next_trumps.word if next_trumps else 'no trumps'}, "
                          f"{successes if successes else 'nobody'} made their bid.")
    assert "V: the table." in client.app.top.help_lines()


def test_summary_page_shows_every_line_that_fits():
    """The summary page starts at line 0 while everything up to the focused line fits; with too
    little room it starts where the focused line is still the last one shown."""
    heights = [40] * 7
    assert first_shown(heights, 500, 6) == 0
    assert first_shown(heights, 500, 0) == 0
    assert first_shown(heights, 130, 6) == 4
    assert first_shown(heights, 130, 3) == 1
    assert first_shown([200, 40, 40], 100, 2) == 1


def test_summary_draws_all_seven_lines_at_the_end(client):
    """nu4_shot7: End on a 6-line summary draws the first line too (the page fits them all)."""
    table = start_table(client, 3, 5)
    play_deal(client, table)
    summary = client.app.top
    client.press(pygame.K_END)
    drawn: list[str] = []
    render = client.app.fonts.render

    def spy(text_, *args, **kwargs):
        drawn.append(text_)
        return render(text_, *args, **kwargs)
    client.app.fonts.render = spy
    summary.draw(client.app.screen if hasattr(client.app, "screen") else pygame.display.get_surface(),
                 client.app.layout)
    client.app.fonts.render = render
    assert summary.index == len(summary.lines) - 1 == 6
    assert drawn[0] == "Deal 1 summary"
    assert drawn[1] == "Deal 1: 0 of 3 made their bid."
    assert drawn[-1] == "Press Enter to go on to the next deal."


def test_t9_a_standing_declare_is_said_once(client):
    """T-9: when the others have bid, your declare stands at once: only "You declare: ..." is
    said, not the offer before it."""
    table = start_table(client, 3, 5)
    client.frames(40)  # Anna and Bob bid first
    assert table.state.to_act() == [0]
    client.clear()
    bid_by_keys(client, table, table._focus_cards()[:3], "declare")
    after = client.texts[client.texts.index("Bid 4. Choose a premium. No premium, 1 of 3: your bid stays secret.") + 2:]
    assert after[:2] == ["You declare: bid 4. Your bid cards: 8 of spades, queen of spades, 6 of hearts.",
                         "Bidding over."]
    assert not any(line.startswith("You bid 4") for line in client.texts)
    assert ("You declare: bid 4. Your bid cards: 8 of spades, queen of spades, 6 of hearts.", True) in \
        client.speech.spoken


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


def test_t3_the_first_dealer_comes_from_the_seed_for_every_player_count(client):
    """T-3, T-11: one rule for every player count: the game's seed draws the first dealer; the
    player to the dealer's left leads (with 2, the non-dealer). Seeds 0..29 give every seat the
    first deal for 2, 3 and 4 players, and the table says the dealer the state holds."""
    for players in (2, 3, 4):
        dealers = {TricksState.new(TricksOptions(players=players), seed).dealer for seed in range(30)}
        assert dealers == set(range(players))
    table = start_table(client, 4, 2)
    started = [line for line in client.texts if line.startswith("Deal 1. ")][0]
    dealer = table.state.dealer
    assert started.startswith(f"Deal 1. {text.name(dealer)} {'deal' if dealer == 0 else 'deals'}.")


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
