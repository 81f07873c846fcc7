"""The searching ("hard") computer player of the counting game: small positions where the right
card is known (C-10..C-17), decisions from its own view only, reproducible without the clock, and
a play-out that follows the rules as the game state does (C-7..C-19)."""

import random

import pytest

from game.counting import CountingOptions, CountingState, DrawCard, PlayCard
from game.counting.ai_hard import (APP_BUDGET, Round, choose_hard_action, game_value, play_values, quick_play,
                                   strong_like_play)
from game.engine import Card, parse_cards
from game.engine.search import Budget

FIXED = APP_BUDGET.fixed()


def c(code):
    return Card.parse(code)


def position(hand, total, players=3, pile="", others=None, draw="auto", tokens=None, stock=None):
    """Seat 0 to play ``hand`` on ``total``; the other seats hold ordinary cards."""
    others = others or ["5S 6S 7S", "8S 7C 3S", "5D 6D 7H"][:players - 1]
    stock = stock or "2D 3D 4D 4S 2S"
    return CountingState.from_position(
        CountingOptions(players=players, draw=draw), seed=1, dealer=players - 1,
        hands=[parse_cards(hand.split())] + [parse_cards(h.split()) for h in others],
        stock=parse_cards(stock.split()), pile=parse_cards(pile.split()),
        total=total, turn=0, tokens=tokens)


def hard(hand, total, seed=0, **kwargs):
    return choose_hard_action(position(hand, total, **kwargs).view(0), random.Random(seed), FIXED)


def test_draws_at_once_when_it_may_c8():
    state = position("3H 5C KD", 10, draw="manual")
    state.apply(PlayCard(0, c("3H")))
    assert choose_hard_action(state.view(0), random.Random(0), FIXED) == DrawCard(0)


@pytest.mark.parametrize("hand,total,expected", [
    ("AS 3H 6C", 88, PlayCard(0, c("AS"), 11)),    # C-14: the ace as 11 brings the total to 99
    ("3H 6H KD", 93, PlayCard(0, c("6H"), None)),   # C-14
    ("KC 8D 4H", 89, PlayCard(0, c("KC"), None)),   # C-14: a king adds 10
    ("4H 10H 3C", 89, PlayCard(0, c("10H"), 10)),   # C-14: the 10 as plus 10, not minus
])
def test_c14_brings_the_total_to_99_when_it_can(hand, total, expected):
    for seed in range(3):
        assert hard(hand, total, seed) == expected


@pytest.mark.parametrize("hand,total,expected", [
    ("KD 8H 9C", 60, PlayCard(0, c("9C"), None)),    # C-13: only the 9 keeps under 66
    ("KD 10C 8H", 93, PlayCard(0, c("10C"), -10)),   # C-15: the 10 as -10 keeps under 99
    ("2C KD QH", 96, PlayCard(0, c("2C"), None)),    # C-10: the 2 halves 96 to 48
    ("AC KD QH", 64, PlayCard(0, c("AC"), 1)),       # C-10: the ace as 1 stays under 66, not 75
])
def test_c13_c15_avoids_passing_a_threshold_when_a_safe_card_exists(hand, total, expected):
    for seed in range(3):
        assert hard(hand, total, seed) == expected


def test_c13_forced_past_66_pays_least():
    """Every card passes a threshold: the 5 passes 66 (1 token, C-13); the 2 doubles 63 to 126,
    past 66 and 99 (3 tokens, C-15)."""
    assert hard("2C 5H", 63) == PlayCard(0, c("5H"))


def test_c12_reaches_66_so_the_others_pay():
    assert hard("6H 5C KD", 60) == PlayCard(0, c("6H"))


def test_c16_jack_with_two_players_plays_again_to_99():
    """Two players, total 79, a jack and a king: the king leaves 89 to the opponent (any card worth
    ten reaches 99, C-14); the jack makes 89 and this player plays again (C-16), when its king
    reaches 99."""
    assert hard("JH KC", 79, players=2, others=["5S 6S 7S"]) == PlayCard(0, c("JH"))


def test_decides_from_its_own_view_only():
    """Two deals that look the same from seat 0 (same hand, pile, total, sizes) but hide different
    cards give the same choice for the same random source."""
    first = position("8H 5C 9D", 41, others=["KS QS JS", "2H 3H 4H"], stock="6D 7D 8D 9S 10S")
    second = position("8H 5C 9D", 41, others=["6D 7D 8D", "9S 10S KS"], stock="QS JS 2H 3H 4H")
    assert first.view(0) == second.view(0)
    one = choose_hard_action(first.view(0), random.Random(3), FIXED)
    other = choose_hard_action(second.view(0), random.Random(3), FIXED)
    assert one == other


def test_fixed_budget_is_reproducible_and_rates_every_play():
    view = position("8H 5C AD", 20).view(0)
    rated = play_values(view, random.Random(4), FIXED)
    again = play_values(view, random.Random(4), FIXED)
    assert rated == again
    plays = {(play.card.code, play.value) for _, _, play in rated}
    assert plays == {("8H", None), ("5C", None), ("AD", 1), ("AD", 11)}
    assert all(0 < count <= FIXED.samples for _, count, _ in rated)


def test_a_clear_choice_stops_sampling_early():
    """Passing 33 against staying safe (C-13) is clear: the race drops the pass long before the
    most samples."""
    view = position("KD 3C", 25).view(0)
    rated = play_values(view, random.Random(1), Budget(None, 400, min_samples=12))
    assert rated[0][2] == PlayCard(0, c("3C"))
    assert rated[0][1] < 400


def test_game_value_is_the_share_of_tokens():
    """C-18, C-20: out is worth 0, alone 1; otherwise more tokens, more share."""
    assert game_value([3, 0, 5], [0, 2], 1) == 0.0
    assert game_value([3, 0, 5], [0], 0) == 1.0
    assert game_value([9, 9, 9], [0, 1, 2], 0) == pytest.approx(1 / 3)
    assert game_value([9, 8, 8], [0, 1, 2], 0) > 1 / 3 > game_value([8, 9, 9], [0, 1, 2], 0)


def test_game_value_fitted_strengths():
    """The fitted strengths (VALUE_POWER, VALUE_GROWTH): one token left is worth about four times
    none, so 1 against 0 heads-up is about a 4 to 1 favourite (C-18, C-20)."""
    assert game_value([1, 0, 0], [0, 1], 0) == pytest.approx(0.8007, abs=0.0001)
    assert game_value([0, 1, 9], [0, 1], 0) == pytest.approx(0.1993, abs=0.0001)
    assert game_value([9, 9, 8], [0, 1, 2], 2) == pytest.approx(0.2639, abs=0.0001)
    assert game_value([60, 0], [0, 1], 0) > 0.999999   # past the table: the formula


def test_win_model_gives_this_player_its_own_strength(monkeypatch):
    """ai_hard.WIN_MODEL (off by default): this player's strength times c2 heads-up or c3 with three
    in, with its own exponents, the others' with theirs (C-18, C-20; eighth pass)."""
    from game.counting import ai_hard
    assert ai_hard.WIN_MODEL is None
    monkeypatch.setattr(ai_hard, "WIN_MODEL", (1.5, 2.0, 1.8, 0.143, 1.8, 0.143))
    assert game_value([9, 9, 9], [0, 1, 2], 0) == pytest.approx(0.5)            # 2 / (2 + 1 + 1)
    assert game_value([1, 0, 0], [0, 1], 0) == pytest.approx(0.8577, abs=0.0001)  # 1.5 * 4.017 / (1.5 * 4.017 + 1)
    assert game_value([1, 0, 0], [0, 1], 1) == pytest.approx(0.2719, abs=0.0001)  # 1.5 / (1.5 + 4.017)
    assert game_value([3, 0, 5], [0, 2], 1) == 0.0
    assert game_value([3, 0, 5], [0], 0) == 1.0
    monkeypatch.setattr(ai_hard, "WIN_MODEL", (1.0, 1.0, 1.0, 0.0, 2.0, 0.0))
    assert game_value([1, 1, 0], [0, 1, 2], 0) == pytest.approx(2 / 7)           # 2 / (2 + 2 ** 2 + 1)
    monkeypatch.setattr(ai_hard, "WIN_MODEL", (1.0, 1.0, 1.8, 0.143, 1.8, 0.143))
    assert game_value([9, 9, 8], [0, 1, 2], 2) == pytest.approx(0.2639, abs=0.0001)  # as the strong fit


def test_strong_like_play_follows_the_strong_level_not_the_quick_policy():
    """The other players in the play-outs play as the strong level would at first look: on 32 with
    4, 7 and king nothing reaches 66 next, so the strong level sheds its highest card (the king, to
    42) and keeps the 4; the quick policy plays the 7. Both reach first (C-14, C-12) and pay least
    when forced (C-13)."""
    assert strong_like_play(32, [4, 7, 13])[0] == 13
    assert quick_play(32, [4, 7, 13])[0] == 7
    assert strong_like_play(21, [4, 9, 10]) == (10, (10, 31, 2, 0, 0))
    assert strong_like_play(88, [3, 14, 6]) == (14, (11, 99, 0, 99, 0))
    assert strong_like_play(60, [6, 5, 13])[0] == 6
    assert strong_like_play(63, [2, 5])[0] == 5


def test_play_out_plays_the_others_as_the_strong_level():
    """Seat 0's play-out (C-7..C-9): after its 5 (27 to 32) seat 1, holding 4, 7 and king, plays
    the king as the strong level does (OPPONENT_MODEL)."""
    world = Round(3, [[5, 5, 5], [4, 7, 13], [9, 9, 9]], [3, 3, 3], [], [9, 9, 9], [0, 1, 2], 27, 0, 1,
                  random.Random(0))
    world.play(5, (None, 32, 2, 0, 0))   # seat 0: a 5 on 27 makes 32
    assert world.me == 0 and world.turn == 1
    world.play_out(horizon=1)
    assert world.pile[-1] == 13 and world.total == 42


def test_play_out_plays_the_others_by_the_strong_levels_whole_score():
    """After seat 0's 9 on 40 (C-10: a 9 adds nothing), seat 1 holds 5, 7 and 8: the strong level
    plays the 7 (47) for its second turn, not the 8 (48) its first look prefers (OPPONENT_TABLE)."""
    world = Round(3, [[9, 5, 5], [5, 7, 8], [9, 9, 9]], [3, 3, 3], [], [9, 9, 9], [0, 1, 2], 40, 0, 1,
                  random.Random(0))
    world.play(9, (None, 40, 2, 0, 0))
    world.play_out(horizon=1)
    assert world.pile[-1] == 7 and world.total == 47

def test_play_outs_look_ahead_two_turns_of_each_player_heads_up_too_c18():
    """A play-out looks ahead two turns of every player still in after the card chosen: 6 plays
    with 3 players, 4 heads-up after an elimination (C-18; HEADS_UP_TURNS), 8 with 4 players.
    Threes from 0 reach no threshold (C-10), so only the horizon stops these play-outs."""
    from game.counting.ai_hard import horizon_plays

    assert [horizon_plays(n) for n in (2, 3, 4)] == [4, 6, 8]
    three = Round(3, [[3, 3, 3], [3, 3, 3], [3, 3, 3]], [3] * 12, [], [9, 9, 9], [0, 1, 2], 0, 0, 1,
                  random.Random(0))
    three.play(3, (None, 3, 2, 0, 0))
    three.play_out()
    assert not three.over and len(three.pile) == 1 + 6 and three.total == 21
    heads_up = Round(3, [[3, 3, 3], [], [3, 3, 3]], [3] * 12, [], [9, 0, 9], [0, 2], 0, 0, 1,
                     random.Random(0))
    heads_up.play(3, (None, 3, 2, 0, 0))
    assert heads_up.turn == 2   # seat 1 is out (C-18): turns skip it
    heads_up.play_out()
    assert not heads_up.over and len(heads_up.pile) == 1 + 4 and heads_up.total == 15
    assert heads_up.turn == 2   # seats 2, 0, 2, 0 played: seat 2 again


def test_sampled_stock_is_shuffled_as_deep_as_a_heads_up_play_out_draws(monkeypatch):
    """Heads-up (C-18) with a longer look-ahead (HEADS_UP_TURNS = 4: the card chosen and 8 plays,
    9 draws, C-8) every card a play-out may draw comes from the shuffled part of the sampled
    stock: over 400 deals no rank is the 9th card from the top in a quarter of them (when only
    the top 8 were shuffled, one rank, a 4, was the 9th card in 341)."""
    from collections import Counter

    from game.counting import ai_hard
    from game.counting.ai_hard import _beliefs, _sample_believed, _unseen

    monkeypatch.setattr(ai_hard, "HEADS_UP_TURNS", 4)
    state = CountingState.from_position(
        CountingOptions(players=3, draw="auto"), seed=1, dealer=0,
        hands=[parse_cards("6H 7C 4D".split()), [], parse_cards("9S 3H 2C".split())],
        stock=parse_cards("8C 8D AS AH 10S JD QS 2S 3S 4S 5S 6S KS KD".split()), total=20, turn=2,
        eliminated=[1], tokens=[5, 0, 5])
    state.apply(PlayCard(2, c("9S")))
    view = state.view(0)
    unseen = _unseen(view)
    samplers = _beliefs(view, unseen)
    rng = random.Random(3)
    ninth = Counter(_sample_believed(view, unseen, samplers, rng).stock[-9] for _ in range(400))
    assert set(samplers) == {2} and len(ninth) >= 10
    assert ninth.most_common(1)[0][1] < 100


def test_play_out_policies_do_not_depend_on_the_order_of_the_hand():
    """On 32 the 7 and the king both pass 33 for one token (C-13) and tie in the quick policy; its
    memo is keyed by the sorted hand, so the answer is the same in any order (it was the order of
    the first call)."""
    from game.counting import ai_hard
    ai_hard._QUICK.clear()
    ai_hard._STRONG.clear()
    assert quick_play(32, [13, 7, 4])[0] == 7
    assert quick_play(32, [4, 7, 13])[0] == 7
    assert strong_like_play(32, [13, 4, 7])[0] == strong_like_play(32, [7, 13, 4])[0] == 13


def test_quick_play_reaches_then_stays_safe_then_pays_least():
    assert quick_play(88, [3, 14, 6]) == (14, (11, 99, 0, 99, 0))   # C-14: ace as 11
    assert quick_play(60, [6, 5, 13])[0] == 6                        # C-12: reach 66
    assert quick_play(60, [13, 9, 8])[0] == 9                        # C-13: the only safe card
    assert quick_play(63, [2, 5])[0] == 5                            # C-13, C-15: cheapest pass


def _round_from(state, me=0):
    """The :class:`Round` of a whole state (every hand known, the stock in the state's order)."""
    n = state.players
    active = [seat for seat in range(n) if seat not in state.eliminated]
    return Round(n, [[card.rank for card in hand] for hand in state.hands],
                 [card.rank for card in reversed(state.stock)], [card.rank for card in state.pile],
                 list(state.tokens), active, state.total, state.turn, state.direction, random.Random(0))


@pytest.mark.parametrize("seed", range(30))
def test_round_follows_the_rules_like_the_game_state(seed):
    """C-7..C-19: a round played by the quick policy on a :class:`Round` and on the real state
    (auto draw) ends with the same tokens, eliminations and total, card for card."""
    options = CountingOptions(players=2 + seed % 4, draw="auto", tokens=1 + seed % 3)
    state = CountingState.new(options, seed=seed)
    world = _round_from(state)
    start_round = state.round
    for _ in range(200):
        if state.round != start_round or state.winner is not None:
            break
        assert world.turn == state.turn and world.total == state.total
        rank, option = quick_play(state.total, [card.rank for card in state.hands[state.turn]])
        card = next(card for card in state.hands[state.turn] if card.rank == rank)
        if len(state.stock) == 0:
            return  # a reshuffle (C-9) orders the stock at random: compared up to here
        state.apply(PlayCard(state.turn, card, option[0]))
        world.play(rank, option)
        if not world.over:
            assert world.tokens == state.tokens
    assert world.over
    ended = state.last_round_view(0) if state.winner is None else state.view(0)
    assert world.tokens == list(ended.tokens)
    assert set(world.active) == set(range(state.players)) - set(ended.eliminated)


def test_sampled_deals_follow_what_the_plays_tell_c12():
    """Seat 1 played a 5 on 25 (to 30) when an 8 would have reached 33 (C-12): the deals seat 0
    samples (BELIEF) give seat 1 an 8 far less often than seat 2, and every deal has the known
    hand sizes, stock size and only cards seat 0 has not seen."""
    from game.counting.ai_hard import _beliefs, _sample_believed, _unseen

    state = CountingState.from_position(
        CountingOptions(players=3, draw="auto"), seed=1, dealer=0,
        hands=[parse_cards("6H 7C 4D".split()), parse_cards("5C QD KD".split()),
               parse_cards("9S 3H 2C".split())],
        stock=parse_cards("8C 8D AS AH 10S JD QS 2S 3S 4S".split()), total=25, turn=1)
    state.apply(PlayCard(1, c("5C")))
    state.apply(PlayCard(2, c("9S")))
    view = state.view(0)
    unseen = _unseen(view)
    samplers = _beliefs(view, unseen)
    assert set(samplers) == {1, 2}
    rng = random.Random(2)
    eights = [0, 0, 0]
    for _ in range(400):
        world = _sample_believed(view, unseen, samplers, rng)
        assert [len(hand) for hand in world.hands] == [3, 3, 3]
        assert len(world.stock) == view.stock_size
        dealt = sorted(world.hands[1] + world.hands[2] + world.stock)
        assert all(dealt.count(rank) <= unseen.count(rank) for rank in set(dealt))
        for seat in (1, 2):
            eights[seat] += 8 in world.hands[seat]
    assert eights[1] < 60 < eights[2]


def test_leaf_by_total_scores_the_hand_kept_at_the_total_where_the_play_out_stops(monkeypatch):
    """``LEAF_BY_TOTAL`` (a tuning switch, off by default): at a play-out's end on 90 the row of
    90 gives a base for who moves first, a worth per rank kept and a charge when this player
    moves first and every card it holds passes 99 (C-13, C-15); the sum is in tokens."""
    from game.counting import ai_hard

    assert ai_hard.LEAF_BY_TOTAL is None
    row = [0.0] * 16
    row[0], row[1], row[9], row[5], row[13], row[15] = 0.5, -0.25, 0.3, 0.1, 0.2, -1.0
    monkeypatch.setattr(ai_hard, "LEAF_BY_TOTAL", tuple([tuple([0.0] * 16)] * 90 + [tuple(row)] * 9))

    def world(hand, turn):
        return Round(3, [hand, [3, 3, 3], [3, 3, 3]], [], [], [3, 3, 3], [0, 1, 2], 90, turn, 1,
                     random.Random(0))

    assert ai_hard._leaf_worth(world([9, 5, 13], 0), 0) == pytest.approx(1.1)  # 9 and 5 are safe
    assert ai_hard._leaf_worth(world([12, 13], 0), 0) == pytest.approx(-0.3)   # both pass 99
    assert ai_hard._leaf_worth(world([12, 13], 1), 0) == pytest.approx(-0.05)  # another moves first
    gain = game_value([4, 3, 3], [0, 1, 2], 0) - game_value([3, 3, 3], [0, 1, 2], 0)
    assert ai_hard._value(world([9, 5, 13], 0), 0) == pytest.approx(1 / 3 + 1.1 * gain)


def test_self_search_tries_each_of_its_cards_in_the_sampled_deal(monkeypatch):
    """``SELF_SEARCH`` (a tuning switch, off by default): at its own turn in a play-out, with the
    deal known, seat 0 tries each card on 68 and plays on 3 more plays by the policies. The quick
    policy's 7 (75) leaves it 3, 3 and 8 on 85 (value 1/3); the 5 (73) lets seat 1's 4 turn play
    back to it (C-17), it plays the 7 and draws the ace (C-8), which it keeps on 92 (value 0.363,
    the leaf's worth of an ace), so the search plays the 5."""
    from game.counting import ai_hard

    assert ai_hard.SELF_SEARCH is False

    def world():
        return Round(3, [[7, 5, 3], [4, 9, 8], [9, 5, 8]], [8, 6, 8, 14, 8, 3], [], [5, 5, 5],
                     [0, 1, 2], 68, 0, 1, random.Random(0))

    assert quick_play(68, [7, 5, 3])[0] == 7
    assert world().self_search(4) == (5, (None, 73, 2, 0, 0))
    monkeypatch.setattr(ai_hard, "SELF_SEARCH", True)
    searched = world()
    searched.play_out(4)
    assert searched.pile[:2] == [5, 4]
    plain = world()
    monkeypatch.setattr(ai_hard, "SELF_SEARCH", False)
    plain.play_out(4)
    assert plain.pile == [7, 9, 5, 5] and plain.total == 85


def test_reply_exact_takes_the_next_reply_over_every_hand_it_may_hold(monkeypatch):
    """``REPLY_EXACT`` (a tuning switch, off by default). Before any play of the round the next
    player may hold any 3 of the 49 cards seat 0 has not seen: 455 hands of ranks, three 2s with
    chance 4 / 18,424, a 3, an 8 and a king 3 * 4 * 3 / 18,424. On 30, a reply from 3, 9 and 8
    reaches 33 (C-12): seat 0 and seat 2 pay a token, seat 0's chance falls from 1/3 to 0.2776."""
    from game.counting import ai_hard

    assert ai_hard.REPLY_EXACT is False
    view = position("KD 3C 5H", 25).view(0)
    hands = dict(ai_hard._reply_hands(view, 1, ai_hard._unseen(view), None))
    assert len(hands) == 455 and sum(hands.values()) == pytest.approx(1.0)
    assert hands[(2, 2, 2)] == pytest.approx(4 / 18424)
    assert hands[(3, 8, 13)] == pytest.approx(36 / 18424)
    world = Round(3, [[13, 3, 5], [3, 9, 8], [9, 5, 8]], [8, 6], [], [5, 5, 5], [0, 1, 2], 30, 1, 1,
                  random.Random(0))
    world.me = 0
    assert ai_hard._after_reply(world, [3, 9, 8], 0) == pytest.approx(0.2776, abs=0.0001)
    assert ai_hard._after_reply(world, [4, 9, 8], 0) == pytest.approx(1 / 3)
    assert world.tokens == [5, 5, 5] and world.hands[1] == [3, 9, 8]
    # On 5 no reply can reach 33: the correction is 0 and the values are those without it.
    view = position("KD 3C 5H", 5).view(0)
    plain = play_values(view, random.Random(3), FIXED)
    monkeypatch.setattr(ai_hard, "REPLY_EXACT", True)
    exact = play_values(view, random.Random(3), FIXED)
    assert [(n, play) for _value, n, play in exact] == [(n, play) for _value, n, play in plain]
    assert [value for value, _n, _play in exact] == pytest.approx([value for value, _n, _play in plain], abs=1e-12)
