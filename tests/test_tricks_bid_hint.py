"""The hint key (A) while bidding (T-6, T-9, T-28): the bid it recommends and the chance it says
come from the same sampled deals, and that chance is what those deals gave, never a 0 % for a
bid a player makes.

Two faults made it say "about 0 %":

- The premium hint (three bid cards marked, the premium choice open) asked the bid search about
  one choice only; a search stops once one choice is left, so it sampled no deal and every
  premium hint said 0 % and "no premium", with 2, 3 or 4 players.
- The bid hint's search played its sampled deals out by the quick policy, which leads its lowest
  card once it has its bid, even a sure winner: with a long suit it took every trick of it and
  never made the bid exactly. In the two-player deal of seed 16 (seven hearts, no trumps, T-5)
  every shortlisted choice read 0..2 %, and the hint said "Bid 4 ...: about 0 %" of a bid a
  person makes. The hint's search now plays each hand from its own view, as a person plays.
"""

from __future__ import annotations

import random

import pygame

from game.engine.rng import new_rng
from game.tricks import TricksOptions, TricksState
from game.tricks.ai_hard import BID_BUDGET, bid_values
from game.tricks.hints import bid_hint, hint_for
from test_tricks_table_driver import start_table


def _view(players: int, seed: int):
    """Seat 0's view of deal 1 of a new ``players`` game dealt from ``seed`` (T-3, T-5: no trumps)."""
    return TricksState.new(TricksOptions(players=players), seed).view(0)


TWO_PLAYER_HINT = "Bid 4 with 7 of spades, 10 of spades, 8 of hearts: you make it in about 57 % of the deals tried."
"""The first hint of the two-player game of seed 16 (it said "about 0 %")."""


def test_two_player_bid_hint_says_the_chance_its_sampled_deals_gave():
    """T-3, T-6, T-19..T-21: two players, deal 1 of seed 16. Seat 0 holds seven hearts (6, 8..J,
    K, A), the ace of clubs and four small cards; the hint recommends bid 4 (two spades and the 8
    of hearts, T-6: 1 + 1 + 2) and says 57 %: the share of its sampled deals that made it, the
    best share among the choices it played out."""
    view = _view(2, 16)
    assert [card.name for card in view.hand] == [
        "7 of spades", "10 of spades", "6 of hearts", "8 of hearts", "9 of hearts", "10 of hearts",
        "jack of hearts", "king of hearts", "ace of hearts", "ace of clubs", "8 of diamonds",
        "10 of diamonds"]
    assert bid_hint(view, new_rng(16 * 7 + 1), fixed=True) == TWO_PLAYER_HINT
    rated = bid_values(view, new_rng(16 * 7 + 1), budget=BID_BUDGET.fixed(), view_playouts=True)
    chance, _value, trio, bid = rated[0]
    assert (trio, bid) == ((0, 1, 3), 4)
    assert chance == 48 / 84  # made on 48 of the 84 sampled deals: "about 57 %"
    assert chance == max(other[0] for other in rated)
    # the cause: the quick play-outs (the computer player's own bid search) never made it
    quick = bid_values(view, new_rng(16 * 7 + 1), budget=BID_BUDGET.fixed())
    assert quick[0][2:] == ((0, 1, 3), 4) and quick[0][0] == 0.0
    assert max(other[0] for other in quick) < 0.03


def test_two_player_bid_hint_in_the_app_does_not_say_zero(client):
    """T-28: in the app (two players, seed 16, the human to bid) A says the same sentence, marks
    its three cards and says so, and does not bid."""
    table = start_table(client, 2, 16, delay=5.0)
    client.clear()
    client.press(pygame.K_a)
    assert client.texts == [APP_HINT_SAID]
    assert table.session.state.bids[0] is None and table.hints_used == 1


APP_HINT = "Bid 4 with 7 of spades, 10 of spades, 8 of hearts: you make it in about 48 % of the deals tried."
"""The first hint in the app in the two-player game of seed 16: its deals are sampled from the
game's seed and the position (the session's ``hint_rng``), so it is the same sentence as
:data:`TWO_PLAYER_HINT` with the chance of those deals."""

APP_HINT_SAID = f"{APP_HINT} These cards are marked: Enter confirms."
""":data:`APP_HINT` as the table says it: its cards marked (T-28), so Enter bids them."""


def test_the_bid_hint_says_the_same_on_every_press(client):
    """A found by a tester: A pressed twice while bidding said "about 59 %", then "about 65 %",
    then "about 66 %" for the same question (T-28). The hint's deals now come from the game's
    seed and the position, not from the number of hints asked, and the table keeps the answer
    for its position: every press says the same sentence, and a search asked again for that
    position (the kept answer dropped) samples the same deals. The hint never draws from the
    game's random source: the deal and the computer players go on as without it."""
    table = start_table(client, 2, 16, delay=5.0)
    state = table.session.state
    game_rng, cpu_rng = state._rng.getstate(), table.session.cpu_rng.getstate()
    client.clear()
    for _press in range(3):
        client.press(pygame.K_a)
    assert client.texts == [APP_HINT_SAID] * 3
    assert table.hints_used == 3
    table._hint_said = None  # no kept answer: searched again, from the same random source
    client.clear()
    client.press(pygame.K_a)
    assert client.texts == [APP_HINT_SAID]
    assert state._rng.getstate() == game_rng and table.session.cpu_rng.getstate() == cpu_rng
    assert state.bids[0] is None


def test_the_premium_hint_says_the_same_on_every_press_for_the_same_cards(client):
    """T-9: three bid cards marked, the premium choice open, A says the same sentence on every
    press, and another sentence's deals once other cards are marked."""
    table = start_table(client, 2, 16, delay=5.0)
    hand = list(table.view.hand)
    table.marked = [hand[0], hand[1], hand[3]]
    table.premium_index = 0
    client.clear()
    client.press(pygame.K_a)
    client.press(pygame.K_a)
    assert len(client.texts) == 2 and client.texts[0] == client.texts[1]
    assert client.texts[0].startswith("Choose ") and "your bid of 4 in about " in client.texts[0]


def test_premium_hint_samples_deals_for_the_cards_chosen():
    """T-9, T-16: with three cards marked, the hint plays that one choice out on sampled deals
    (it sampled none and said 0 % for every choice, with 2, 3 and 4 players)."""
    assert hint_for(_view(3, 5), new_rng(5 * 7 + 1), fixed=True, premium_trio=(0, 1, 2)) == (
        "Choose no premium: you make your bid of 4 in about 15 % of the deals tried, too seldom to "
        "risk a premium.")
    assert hint_for(_view(2, 16), new_rng(16 * 7 + 1), fixed=True, premium_trio=(0, 1, 3)) == (
        "Choose no premium: you make your bid of 4 in about 54 % of the deals tried, too seldom to "
        "risk a premium.")
    # T-22: a declare with two players, when made often enough once the other knows the bid
    assert hint_for(_view(2, 17), new_rng(17 * 7 + 1), fixed=True) == (
        "Bid 5 with king of hearts, 6 of clubs, jack of diamonds and declare: you make it in about 95 % "
        "of the deals tried.")


def test_premium_hint_says_why_a_likely_bid_gets_no_premium():
    """T-9, T-16: four players, seed 5: bid 0 with three diamonds is made on 94 % of the deals,
    yet declared the others would give it tricks: the hint says so, not "too seldom to risk"."""
    view = _view(4, 5)
    assert hint_for(view, new_rng(5 * 7 + 1), fixed=True) == (
        "Bid 0 with 3 of diamonds, 6 of diamonds, jack of diamonds: you make it in about 94 % of the "
        "deals tried.")
    assert hint_for(view, new_rng(5 * 7 + 1), fixed=True, premium_trio=(9, 10, 12)) == (
        "Choose no premium: you make your bid of 0 in about 94 % of the deals tried, but too seldom "
        "once the others know it and play against it.")


def test_one_choice_is_played_out_on_the_deals_asked():
    """T-6: the bid search asked about one choice (``only``) samples deals for it: 16 asked, its
    chance is a count of 16 (it was 0 of none)."""
    rated = bid_values(_view(3, 5), random.Random(1), samples=16, only=(0, 1, 2))
    assert rated == [(2 / 16, rated[0][1], (0, 1, 2), 4)]


def test_the_clock_bound_bid_hint_repeats_its_first_answer(client):
    """As played (the search bounded by the clock, so a search asked again could try another
    number of deals): the second and third press say the first press's sentence word for word,
    the three-player game of seed 5 of the tester's report."""
    client.app.fixed_search = False
    table = start_table(client, 3, 5, delay=5.0)
    client.clear()
    for _press in range(3):
        client.press(pygame.K_a)
    assert len(client.texts) == 3 and len(set(client.texts)) == 1
    assert client.texts[0].startswith("Bid ")
    assert client.texts[0].endswith("% of the deals tried. These cards are marked: Enter confirms.")
    assert table.hints_used == 3
