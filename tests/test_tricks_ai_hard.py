"""The searching ("hard") computer player of the trick game: it plays the end of a deal exactly,
decides from its own view only (sampled deals keep every shown void and the cards it has seen),
scores sampled deals as the rules do, and bids from all choices of three cards (T-6..T-16, T-21)."""

import random

import pytest

from game.engine.cards import Card, Suit, parse_cards
from game.tricks import Bid, Play, TricksOptions, TricksState
from game.tricks.ai import choose_action
from game.tricks.ai_hard import (bid_values, choose_action_hard, choose_bid_hard, choose_play_hard,
                                 sample_world, unseen_cards)
from game.tricks.ai_sim import deal_points, encode
from tests.tricks_helpers import bid_all, state_from_hands

END_HANDS = [
    "7S 8S 9S 10S 8C 9C 10C 7C AD 6S 6D 7D",
    "JS QS KS AS 8D 9D 10D 9H JH 6H 7H 8H",
    "JD QD KD JC QC KC AC 10H QH KH AH 6C",
]
"""The issue's small input, dealt: trumps diamonds, dealer 0. Seat 0 bids 6S 6D 7D (1) and keeps
the ace of diamonds and the 7 of clubs to the end; by trick 8 every other diamond and every club
above the 7 has been played (seat 1 shows no clubs, seat 2 no spades)."""

END_PLAYS = [
    (1, "JS"), (2, "JD"), (0, "7S"),
    (2, "JC"), (0, "8C"), (1, "8D"),
    (1, "QS"), (2, "QD"), (0, "8S"),
    (2, "QC"), (0, "9C"), (1, "9D"),
    (1, "KS"), (2, "KD"), (0, "9S"),
    (2, "KC"), (0, "10C"), (1, "10D"),
    (1, "AS"), (2, "AC"), (0, "10S"),
    (1, "9H"), (2, "10H"),
]
"""Seven tricks and the start of trick 8: seat 1 leads the 9 of hearts, seat 2 plays the 10."""


def end_position() -> TricksState:
    """Trick 8 of the issue's small input, seat 0 (bid 1, no trick yet) to play last."""
    state = state_from_hands(END_HANDS, trumps="D", first_deal=False)
    state.apply(Bid(0, tuple(parse_cards(["6S", "6D", "7D"]))))
    state.apply(Bid(1, tuple(parse_cards(["6H", "7H", "8H"]))))
    state.apply(Bid(2, tuple(parse_cards(["KH", "AH", "6C"]))))
    for seat, code in END_PLAYS:
        state.apply(Play(seat, Card.parse(code)))
    return state


def test_end_position_is_the_issue_input():
    state = end_position()
    view = state.view(0)
    assert view.trumps == Suit.DIAMONDS and view.bid == 1 and view.tricks[0] == 0
    assert len(view.played_tricks) == 7
    assert [card.code for _, card in view.current_trick] == ["9H", "10H"]
    assert {card.code for card in view.hand} == {"AD", "7C"}


@pytest.mark.parametrize("seed", range(5))
def test_hard_discards_the_club_and_wins_the_last_trick_with_the_ace(seed):
    """The issue's small input: ruffing with the ace of diamonds forces a second trick with the 7 of
    clubs; discarding the 7 and winning the last trick with the ace makes the bid of 1 (T-12, T-13,
    T-15)."""
    state = end_position()
    play = choose_play_hard(state.view(0), random.Random(seed))
    assert play == Play(0, Card.parse("7C"))
    state.apply(play)
    while state.phase == "play":
        seat = state.to_act()[0]
        state.apply(choose_action_hard(state.view(seat), random.Random(seed)))
    assert state.last_deal["tricks"][0] == 1 and state.last_deal["made"][0] is True


def test_strong_player_misses_the_same_position():
    """What the issue measured: the heuristic player ruffs with the ace (so the hard level is needed)."""
    state = end_position()
    assert choose_action(state.view(0), random.Random(0)) == Play(0, Card.parse("AD"))


def test_sampled_deals_keep_what_the_seat_has_seen():
    """Every sampled deal gives each hidden hand its size, never holds a card the seat has seen,
    keeps shown voids (seat 1 showed no clubs) and knows only the seat's own bid."""
    state = end_position()
    view = state.view(0)
    hidden = {encode(card, None) for card in unseen_cards(view)}
    assert len(hidden) == 8  # 1 + 1 in hand, 3 + 3 bid cards
    club = encode(Card.parse("6C"), None)
    clubs_in_bids = clubs_in_hand = 0
    for seed in range(60):
        world = sample_world(view, random.Random(seed))
        assert [len(hand) for hand in world.hands] == [2, 1, 1]
        assert set(world.hands[1]) | set(world.hands[2]) <= hidden
        assert world.bids[0] == 1
        assert club not in world.hands[1]
        clubs_in_hand += club in world.hands[2]
        clubs_in_bids += club not in world.hands[1] + world.hands[2]
    assert clubs_in_hand > 0 and clubs_in_bids > 0  # the 6 of clubs: seat 2's hand or a bid card


@pytest.mark.parametrize("players, variant", [(2, "standard"), (3, "standard"), (4, "standard"),
                                              (3, "classic"), (3, "oxford")])
def test_sampled_scores_match_the_rules(players, variant):
    """:func:`deal_points` on the real finished deal gives the points the state scored (T-14..T-16,
    T-23, T-24, T-27)."""
    from game.tricks.ai_sim import World
    state = TricksState.new(TricksOptions(players=players, variant=variant), seed=players * 31)
    rng = random.Random(3)
    for _ in range(3):
        deal = state.deal
        while state.deal == deal and state.phase != "over":
            seat = state.to_act()[0]
            state.apply(choose_action(state.view(seat), rng))
            if state.phase == "play" and state.deal == deal:
                premium, bids = list(state.premium), list(state.bids)
        last = state.last_deal
        count = state.options.hand_count
        world = World(count, state.options.dummy, [[] for _ in range(count)], bids, list(last["tricks"]),
                      -1, [], [0], None, premium, variant == "oxford")
        assert deal_points(world) == last["points"]
        if state.phase == "over":
            break


@pytest.mark.parametrize("players", [2, 3, 4])
def test_bidding_rates_the_best_choices_and_offers_only_allowed_premiums(players):
    """All 220 / 286 choices are rated by the model, the best ones played out (T-6); the premium
    offered is one the seat may make (T-9, T-22)."""
    state = TricksState.new(TricksOptions(players=players), seed=5)
    view = state.view(0)
    rated = bid_values(view, random.Random(1), samples=8, shortlist=5)
    assert len(rated) == 5
    for chance, _, trio, bid in rated:
        assert 0.0 <= chance <= 1.0 and len(set(trio)) == 3 and 0 <= bid <= 9
    bid = choose_bid_hard(view, random.Random(1))
    assert bid.premium in state.premium_choices(0)
    assert len(set(bid.cards)) == 3 and set(bid.cards) <= set(view.hand)


def test_same_view_and_seed_same_choice():
    """Without the clock (fixed) the search is deterministic for a given random source."""
    state = TricksState.new(TricksOptions(players=3), seed=9)
    first = choose_action_hard(state.view(1), random.Random(4), fixed=True)
    again = choose_action_hard(state.view(1), random.Random(4), fixed=True)
    assert first == again


def test_two_player_hard_plays_the_dummy_it_controls():
    """T-21: with two players the hard level chooses the dummy's cards when it controls them."""
    state = TricksState.new(TricksOptions(players=2), seed=12)
    rng = random.Random(2)
    dummy_choices = 0
    while state.deal == 1 and state.phase != "over":
        seat = state.to_act()[0]
        action = choose_action_hard(state.view(seat), rng)
        if isinstance(action, Play):
            assert action in state.legal_plays(seat)
            dummy_choices += action.seat == 2
        state.apply(action)
    assert dummy_choices >= 3


def test_premium_only_with_a_positive_gain_against_players_who_know_the_bid():
    """T-9, T-16: a declare or reveal is worth its points only if made once the others know the
    bid; failed, every other player gains them. Below the least chance nothing is tried."""
    from game.tricks.ai_hard import DECLARE_MIN, choose_premium, premium_chance, premium_for
    view = TricksState.new(TricksOptions(players=3), seed=5).view(0)
    assert premium_for(view, random.Random(1), DECLARE_MIN - 0.01, (0, 1, 2), 3) is None
    chance, taken = premium_chance(view, random.Random(1), (0, 1, 2), 3, samples=16)
    assert taken == 16 and 0.0 <= chance <= 1.0
    # made with 0.5 once known: 0.5 * (30 + 20) - 0.5 * 30 - 0.9 * 20 < 0, so no premium
    assert choose_premium(view, 0.9, 0.5) is None
    # made with 0.95 once known: a reveal (60 points) gains most with three players
    assert choose_premium(view, 0.95, 0.95) == "reveal"
    two = TricksState.new(TricksOptions(players=2), seed=5).view(0)
    assert choose_premium(two, 0.95, 0.95) == "declare"  # T-22: no reveal with two players


def test_premium_needs_a_margin_over_the_quick_play_outs(monkeypatch):
    """T-9, T-16: searching opponents spoil a premium better than the quick play-outs that rate
    it, so PREMIUM_MARGIN (0.15) comes off the sampled chance as well as one standard error: made
    70 % of 96 play-outs, 0.70 - 0.047 - 0.15 = 0.50 is below a declare's break-even; made 90 %,
    0.90 - 0.031 - 0.15 = 0.72 still earns a reveal with three players."""
    from game.tricks import ai_hard
    view = TricksState.new(TricksOptions(players=3), seed=5).view(0)
    assert ai_hard.PREMIUM_MARGIN == 0.15
    monkeypatch.setattr(ai_hard, "premium_chance", lambda *args, **kwargs: (0.70, 96))
    assert ai_hard.premium_for(view, random.Random(1), 0.9, (0, 1, 2), 3, fixed=True) is None
    monkeypatch.setattr(ai_hard, "PREMIUM_MARGIN", 0.0)  # without it a reveal would be offered
    assert ai_hard.premium_for(view, random.Random(1), 0.9, (0, 1, 2), 3, fixed=True) == "reveal"
    monkeypatch.setattr(ai_hard, "PREMIUM_MARGIN", 0.15)
    monkeypatch.setattr(ai_hard, "premium_chance", lambda *args, **kwargs: (0.90, 96))
    assert ai_hard.premium_for(view, random.Random(1), 0.9, (0, 1, 2), 3, fixed=True) == "reveal"
    two = TricksState.new(TricksOptions(players=2), seed=5).view(0)
    assert ai_hard.premium_for(two, random.Random(1), 0.9, (0, 1, 2), 3, fixed=True) == "declare"


def test_premium_rated_against_the_players_at_the_table(monkeypatch):
    """T-9, T-16: only the seats that play against a known bid spoil a premium. Made 70 % of 96
    play-outs with no other seat playing against it, no margin comes off: 0.70 - 0.047 = 0.653
    earns a declare (0.653 * 50 - 0.347 * 30 - 0.8 * 20 = 6.3 > 0); with every other seat against
    it (``None``) or one of them, 0.70 - 0.047 - 0.15 = 0.503 earns nothing (-5.7)."""
    from game.tricks import ai_hard
    view = TricksState.new(TricksOptions(players=3), seed=5).view(0)
    asked = []

    def chance(*args, spoilers=None, **kwargs):
        asked.append(spoilers)
        return 0.70, 96

    monkeypatch.setattr(ai_hard, "premium_chance", chance)
    assert ai_hard.premium_for(view, random.Random(1), 0.8, (0, 1, 2), 3, fixed=True,
                               spoilers=frozenset()) == "declare"
    assert ai_hard.premium_for(view, random.Random(1), 0.8, (0, 1, 2), 3, fixed=True) is None
    assert ai_hard.premium_for(view, random.Random(1), 0.8, (0, 1, 2), 3, fixed=True,
                               spoilers=frozenset({2})) is None
    assert asked == [frozenset(), None, frozenset({2})]


@pytest.mark.parametrize("spoilers, led", [(None, 14), (frozenset({1}), 14), (frozenset(), 2),
                                           (frozenset({2}), 2)])
def test_play_outs_spoil_a_premium_only_by_the_seats_that_play_against_it(spoilers, led):
    """T-9, T-16: seat 0 declared 1 and has no trick yet. Seat 1 (bid 0) leads: playing against
    the declare it leads its ace of spades to take the trick from seat 0; playing for its own
    bid it leads its 2."""
    from game.tricks.ai_sim import World, policy_card
    world = World(3, None, [[16 + 5, 16 + 9], [2, 14], [32 + 3, 32 + 4]], [1, 0, 0], [0, 0, 0], -1,
                  [], [1, 2, 0], None, ((0, "declare"),), False)
    assert policy_card(world, spoil=0, spoilers=spoilers) == led


def test_simulated_hard_player_weighs_premiums_against_the_levels_at_the_table(monkeypatch):
    """T-9: in ``simulate`` the hard level is told which other seats play against a known bid:
    the hard ones (the strong level plays for its own bid only); with two players, every one."""
    from game import simulate
    from game.tricks import ai_hard
    told = []
    monkeypatch.setattr(ai_hard, "choose_action_hard",
                        lambda view, rng, fixed=False, share=1.0, spoilers=None: told.append(spoilers))
    levels = {0: "hard", 1: "strong", 2: "hard"}
    choose = simulate.trick_chooser("hard", True, lambda: levels)
    three = TricksState.new(TricksOptions(players=3), seed=5)
    choose(three, three.view(0), 0, random.Random(1))
    levels[2] = "strong"
    choose(three, three.view(0), 0, random.Random(1))
    two = TricksState.new(TricksOptions(players=2), seed=5)
    choose(two, two.view(0), 0, random.Random(1))
    simulate.trick_chooser("hard", True)(three, three.view(0), 0, random.Random(1))
    assert told == [frozenset({2}), frozenset(), None, None]


def test_other_players_bids_are_guessed_as_the_strong_player_bids():
    """T-6: the sampled bid of another player rates each kept card by the cards of its suit it
    keeps, as the strong player does. Trumps diamonds: the strong player lays aside JS KS 10C
    (bid 5); rating the cards by the suits as dealt guessed KS AC 6D (bid 4)."""
    from game.tricks.ai_hard import _guess_bid
    from game.tricks.ai_sim import trump_index
    hand = parse_cards("9S JS KS 8H KH 10C QC AC 6D 7D 10D AD".split())
    codes = [encode(card, None) for card in hand]
    view = state_from_hands([" ".join(card.code for card in hand), "6S 7S 8S 10S QS AS 6H 7H 9H 10H JH QH",
                             "AH 6C 7C 8C 9C JC KC 8D 9D JD QD KD"], trumps="D", first_deal=False).view(0)
    strong = choose_action(view, random.Random(0))
    trio, bid = _guess_bid(codes, 3, trump_index(Suit.DIAMONDS))
    assert {hand[i].code for i in trio} == {card.code for card in strong.cards} == {"JS", "KS", "10C"}
    assert bid == 5


def test_guessed_bid_is_the_likeliest_choice_of_three():
    """T-6: the guess is the choice of three (among the allowed, with every forced one) whose bid
    the normal approximation of the kept cards' tricks makes likeliest, compared with every one of
    the 220 choices rated directly; suits laid aside change their kept cards' chances."""
    import itertools
    import math
    from game.tricks.ai import win_chance
    from game.tricks.ai_hard import SUIT_BID, _guess_bid

    def direct(cards, players, trumps, allowed, forced):
        held = set(cards)
        best_key, best = -1.0, None
        for trio in itertools.combinations(allowed, 3):
            if any(index not in trio for index in forced):
                continue
            kept = [i for i in range(len(cards)) if i not in trio]
            chances = []
            for i in kept:
                suit = cards[i] >> 4
                higher = sum(1 for rank in range((cards[i] & 15) + 1, 15) if suit * 16 + rank not in held)
                context = 2 if trumps < 0 else (0 if suit == trumps else 1)
                chances.append(win_chance(players, context, higher, sum(1 for j in kept if cards[j] >> 4 == suit)))
            mean = sum(chances)
            spread = math.sqrt(sum(p * (1 - p) for p in chances) + 0.05)
            bid = sum(SUIT_BID[cards[i] >> 4] for i in trio)
            key = math.erf((bid + 0.5 - mean) / spread / math.sqrt(2)) - math.erf((bid - 0.5 - mean) / spread / math.sqrt(2))
            if key > best_key + 1e-9:
                best_key, best = key, bid
        return best

    rng = random.Random(8)
    for _ in range(40):
        players = rng.choice([3, 4])
        ranks = range(6, 15) if players == 3 else range(2, 15)
        cards = rng.sample([suit * 16 + rank for suit in range(4) for rank in ranks], 12 if players == 3 else 13)
        trumps = rng.choice([-1, 0, 1, 2, 3])
        start = rng.choice([0, 0, 2, 4])
        allowed = list(range(start, len(cards)))
        forced = [allowed[-1]] if rng.random() < 0.3 else []
        trio, bid = _guess_bid(cards, players, trumps, allowed, forced)
        assert set(trio) <= set(allowed) and set(forced) <= set(trio) and len(set(trio)) == 3
        assert bid == sum(SUIT_BID[cards[i] >> 4] for i in trio) == direct(cards, players, trumps, allowed, forced)


def _masks(*codes: str) -> list[int]:
    """Per suit index (spades, hearts, diamonds, clubs), the rank mask of the cards ``codes``."""
    from game.tricks.ai_sim import _suit_masks
    return _suit_masks([encode(Card.parse(code), None) for code in codes])


@pytest.mark.parametrize("unseen, card", [(("AH", "JH", "9H", "6S"), "KH"), (("JH", "9H", "6S"), "QH")])
def test_view_play_out_fears_only_the_cards_the_hand_cannot_see(unseen, card):
    """T-12, T-13: seat 0 needs a trick; seat 1 led the 10 of hearts, seat 2 plays after seat 0.
    While the ace of hearts is unseen (in a hand or among bid cards), the queen is no sure winner
    and seat 0 plays its king, as the strong level does; once the ace is out of play, the queen
    (the cheapest sure winner) is enough."""
    from game.tricks.ai_sim import World, view_card
    ten, queen, king = (encode(Card.parse(code), None) for code in ("10H", "QH", "KH"))
    world = World(3, None, [[queen, king], [encode(Card.parse("6S"), None)], []], [2, 1, 0],
                  [0, 0, 0], -1, [(1, ten)], [1, 0, 2], None, (), False)
    assert view_card(world, 0, 2, _masks(*unseen)) == encode(Card.parse(card), None)
    world.bids[0] = 0  # on target: duck, and with no losing card play the cheaper winner
    assert view_card(world, 0, 0, _masks(*unseen)) == queen


@pytest.mark.parametrize("players", [3, 4])
def test_view_play_outs_play_as_the_strong_level(players):
    """The play-outs rating the hard level's cards before the last three tricks play every live
    hand as the strong level plays from its own view (T-12, T-13): on every decision of eight
    deals between strong players, :func:`view_card` on the true deal (the hand seeing its own
    cards and bid cards, the table and the played cards) names the strong level's card."""
    from game.tricks.ai import choose_play
    from game.tricks.ai_sim import SUITS, World, _suit_masks, trump_index, view_card
    rng = random.Random(1)
    compared = 0
    for k in range(8):
        state = TricksState.new(TricksOptions(players=players), seed=500 + k)
        if k % 4:
            state.trumps, state.first_deal = SUITS[k % 4], False
        number = state.deal
        while state.deal == number:
            seat = state.to_act()[0]
            view = state.view(seat)
            if state.phase == "play" and len(view.legal_plays) > 1 and not state.premium:
                hands = [[encode(card, None) for card in hand] for hand in state.hands]
                aside = [[encode(card, None) for card in cards or ()] for cards in state.bid_cards]
                world = World(players, None, hands, list(state.bids), list(state.tricks),
                              trump_index(state.trumps),
                              [(who, encode(card, None)) for who, card in state.current_trick],
                              list(state._order), None, (), False, aside)
                out = [0, 0, 0, 0]
                for other in range(players):
                    for suit, mask in enumerate(_suit_masks(hands[other] + aside[other])):
                        out[suit] |= mask
                mine = _suit_masks(hands[seat] + aside[seat])
                unseen = [out[suit] & ~mine[suit] for suit in range(4)]
                want = choose_play(view, rng).card
                assert view_card(world, seat, world.bids[seat] - world.tricks[seat], unseen) == encode(want, None)
                compared += 1
            state.apply(choose_action(view, rng))
    assert compared > 40 * players


def test_view_play_out_plays_the_deal_to_its_end():
    """:func:`rollout_view` plays every card of a sampled deal (T-11..T-13): the hands are empty
    and the tricks won add up to the tricks of the deal; the sampled deal keeps each hand's bid
    cards apart (``aside``: the seat's own, and three for each other live hand)."""
    from game.tricks.ai_sim import rollout_view
    state = end_position()
    for seed in range(10):
        world = sample_world(state.view(0), random.Random(seed))
        assert [len(cards) for cards in world.aside] == [3, 3, 3]
        assert sorted(world.aside[0]) == sorted(encode(Card.parse(code), None) for code in ("6S", "6D", "7D"))
        rollout_view(world)
        assert world.hands == [[], [], []] and sum(world.tricks) == 9


def test_play_outs_count_an_exact_bid_extra(monkeypatch):
    """T-15: before the last three tricks each card's play-out that makes the seat's bid exactly
    counts :data:`PLAYOUT_EXACT_EXTRA` (20) more: on the same 12 sampled deals every card's mean
    rises by 20 times the share of them in which the bid was made."""
    from game.tricks import ai_hard
    assert ai_hard.PLAYOUT_EXACT_EXTRA == 20.0
    state = TricksState.new(TricksOptions(players=4), seed=3)
    rng = random.Random(5)
    while not (state.phase == "play" and state.to_act()[0] == 0):
        state.apply(choose_action(state.view(state.to_act()[0]), rng))
    view = state.view(0)
    with_extra = ai_hard.play_values(view, random.Random(2), samples=12)
    monkeypatch.setattr(ai_hard, "PLAYOUT_EXACT_EXTRA", 0.0)
    without = ai_hard.play_values(view, random.Random(2), samples=12)
    assert set(with_extra) == set(without) and len(without) > 1
    shares = [(with_extra[card] - without[card]) * 12 / 20 for card in without]
    assert all(abs(share - round(share)) < 1e-9 and 0 <= round(share) <= 12 for share in shares)
    assert any(round(share) > 0 for share in shares)


def _lost_bid_position(lead):
    """A 3-player deal (random players) where seat 0 has taken more tricks than it bid and is to
    play, with a choice of cards (with one, the hint says it is the only card: exact sentences in
    tests/test_tricks_play_hint_made.py): leading the trick (``lead``) or following."""
    for seed in range(200):
        state = TricksState.new(TricksOptions(players=3), seed=seed)
        rng = random.Random(seed)
        while state.phase in ("bidding", "play"):
            view = state.view(0)
            if (state.phase == "play" and state.turn == 0 and view.bid is not None
                    and view.tricks[0] > view.bid and (not view.current_trick) == lead
                    and len(view.legal_plays) > 1):
                return state
            seat = state.to_act()[0]
            state.apply(choose_action(state.view(seat), rng))
    raise AssertionError("no such position in 200 deals")


@pytest.mark.parametrize("lead, verb", [(True, "Lead"), (False, "Play")])
def test_hint_with_the_bid_lost_says_lead_when_leading(lead, verb):
    """T-13, T-15: with more tricks than bid the hint says the bid is lost; it says "Lead the ..."
    when the human leads the trick, "Play the ..." when following (a tester heard "Play" on a lead).
    Following, the reason fits whether the card wins the trick (exact sentences:
    :func:`test_hint_with_the_bid_lost_for_a_discard_that_cannot_win_says_why` and the next)."""
    from game.tricks.hints import hint_for
    state = _lost_bid_position(lead)
    sentence = hint_for(state.view(0), random.Random(2), fixed=True)
    names = [play.card.name for play in state.legal_plays(0)]
    assert sentence in _spoiler_sentences(verb, "your bid is already lost", names, following=not lead), sentence


def _spoiler_sentences(verb, missed, names, following):
    """The hint's possible sentences once the bid is missed for sure (``missed``: "your bid is
    already lost", "your bid can no longer be made"; T-14, T-15) for any card of ``names``: "each
    trick is still a point" for a lead or a card that wins; following, a card that does not win
    says why it is played (T-13)."""
    reasons = ["so each trick is still a point and spoils the others."]
    if following:
        reasons += ["but no card you can play wins this trick, so keep your other cards for later tricks, "
                    "where each trick is still a point.",
                    "but this trick is better let go, keeping your stronger cards for later tricks, "
                    "where each trick is still a point."]
    return [f"{verb} the {name}: {missed}, {reason}" for name in names for reason in reasons]


LOST_BID_HANDS = [
    "7H 9H JH KH AH 2D 3D 4D 5D 6D 8D 10D QD",
    "AS KS QS JS AD KD JD 9D 7D 2H 3H 4H 5H",
    "10S 9S 8S 7S 6S 6H 8H 10H QH 3C 4C 5C 6C",
    "5S 4S 3S 2S JOKER 7C 8C 9C 10C JC QC KC AC",
]
"""4 players, Classic (T-26), dealer 0: the 2 of clubs is left over and turned, clubs are trumps."""

TRUMP_HELD_HANDS = [LOST_BID_HANDS[0].replace("6D", "3C"), LOST_BID_HANDS[1], LOST_BID_HANDS[2].replace("3C", "6D"),
                    LOST_BID_HANDS[3]]
"""The same, your 6 of diamonds swapped with Cleo's 3 of clubs: you hold a trump."""


def _lost_bid_spade_lead(hands=LOST_BID_HANDS):
    """The tester's position (4 players, Classic): you bid 0 (three diamonds, T-6) and take the
    first trick with the ace of hearts, so your bid is lost (T-15); Bob wins your 5 of diamonds
    with the ace, leads the ace of spades, Cleo and Dan follow with spades, and you, with no
    spades, are to play last (T-12)."""
    state = state_from_hands(hands, variant="classic")
    bid_all(state, ["2D 3D 4D", "9D 7D JD", "4C 5C 6C", "7C 8C 9C"])
    second = next(card for card in ("6D", "6S") if Card.parse(card) in state.hands[2])
    for seat, code in ((1, "2H"), (2, "6H"), (3, "2S"), (0, "AH"), (0, "5D"), (1, "AD"), (2, second),
                       (3, "3S"), (1, "AS"), (2, "10S"), (3, "4S")):
        state.apply(Play(seat, Card.parse(code)))
    view = state.view(0)
    assert state.trumps == Suit.CLUBS and view.bid == 0 and view.tricks[0] == 1
    assert [card.code for _, card in view.current_trick] == ["AS", "10S", "4S"]
    return view


def test_hint_with_the_bid_lost_for_a_discard_that_cannot_win_says_why():
    """T-13, T-14, T-15, T-28: bid lost, spades led, no spade and no trump in hand: the hard
    search (fixed, seed 0) discards the 7 of hearts, which cannot win the trick; the hint (A) says
    no card can win it, never "each trick is still a point and spoils the others" (found by a
    tester by ear)."""
    from game.tricks.hints import advise
    view = _lost_bid_spade_lead()
    assert advise(view, random.Random(0), fixed=True) == (
        "Play the 7 of hearts: your bid is already lost, but no card you can play wins this trick, "
        "so keep your other cards for later tricks, where each trick is still a point.",
        ("play", Card.parse("7H")))


@pytest.mark.parametrize("card, sentence", [
    ("7H", "Play the 7 of hearts: your bid is already lost, but this trick is better let go, keeping your "
           "stronger cards for later tricks, where each trick is still a point."),
    ("3C", "Play the 3 of clubs: your bid is already lost, so each trick is still a point and spoils the others."),
])
def test_hint_with_the_bid_lost_when_a_trump_could_win(monkeypatch, card, sentence):
    """T-13, T-14, T-15, T-28: the same trick, your 6 of diamonds swapped with Cleo's 3 of clubs:
    the trump would take the trick; the search's card is stubbed. Discarding the 7 of hearts, the
    hint says the trick is let go for the stronger cards; trumping, that each trick is a point."""
    from game.tricks import hints
    view = _lost_bid_spade_lead(TRUMP_HELD_HANDS)
    play = next(play for play in view.legal_plays if play.card == Card.parse(card))
    monkeypatch.setattr(hints, "choose_play_hard", lambda view, rng, budget=None: play)
    assert hints.hint_for(view, random.Random(0), fixed=True) == sentence


def test_hint_when_the_bid_can_no_longer_be_made_says_so():
    """T-15: needing more tricks than are left, the hint says the bid can no longer be made (it
    used to say "you need 2 more tricks and your later cards can take them" with one trick left);
    in a position with a choice of cards (with one, the hint says it is the only card)."""
    from game.tricks.hints import hint_for
    for seed in range(300):
        state = TricksState.new(TricksOptions(players=3), seed=seed)
        rng = random.Random(seed)
        while state.phase in ("bidding", "play"):
            view = state.view(0)
            if (state.phase == "play" and state.turn == 0 and view.bid is not None
                    and view.bid - view.tricks[0] > len(view.hand) and len(view.legal_plays) > 1):
                sentence = hint_for(view, random.Random(2), fixed=True)
                verb = "Play" if view.current_trick else "Lead"
                names = [play.card.name for play in state.legal_plays(0)]
                assert sentence in _spoiler_sentences(verb, "your bid can no longer be made", names,
                                                      following=bool(view.current_trick)), sentence
                return
            seat = state.to_act()[0]
            state.apply(choose_action(state.view(seat), rng))
    raise AssertionError("no such position in 300 deals")


@pytest.mark.parametrize("swap, card, sentence", [
    (False, "7H", "Play the 7 of hearts: your bid can no longer be made, but no card you can play wins this "
                  "trick, so keep your other cards for later tricks, where each trick is still a point."),
    (True, "7H", "Play the 7 of hearts: your bid can no longer be made, but this trick is better let go, "
                 "keeping your stronger cards for later tricks, where each trick is still a point."),
    (True, "3C", "Play the 3 of clubs: your bid can no longer be made, so each trick is still a point and "
                 "spoils the others."),
])
def test_hint_when_the_bid_can_no_longer_be_made_for_a_card_that_cannot_win_says_why(monkeypatch, swap, card,
                                                                                     sentence):
    """T-13, T-14, T-15, T-28: the spade lead of the bid-lost case, but a bid of 12 (11 more tricks
    needed, 11 cards left: not made): a card that cannot win the trick is not told "each trick is
    still a point and spoils the others"; the trump that wins it is (the search's card stubbed;
    ``swap``: your 6 of diamonds and Cleo's 3 of clubs swapped, so a trump could win)."""
    import dataclasses

    from game.tricks import hints
    view = _lost_bid_spade_lead(TRUMP_HELD_HANDS if swap else LOST_BID_HANDS)
    view = dataclasses.replace(view, bid=len(view.hand) + view.tricks[0] + 1)
    play = next(play for play in view.legal_plays if play.card == Card.parse(card))
    monkeypatch.setattr(hints, "choose_play_hard", lambda view, rng, budget=None: play)
    assert hints.hint_for(view, random.Random(0), fixed=True) == sentence


def test_hint_for_a_card_that_does_not_win_says_why_with_tricks_still_needed():
    """T-13, T-15: following with tricks still needed, a hinted card that does not win the trick
    is never "the card you can best spare on this trick" (a tester heard it for the ace of clubs
    with 2 tricks needed): with no card that wins, the hint says so; with one, that it lets the
    trick go, or that the other cards take the tricks still needed (exact sentences:
    tests/test_tricks_play_hint_reasons.py)."""
    from game.tricks import hints
    for seed in range(200):
        state = TricksState.new(TricksOptions(players=3), seed=seed)
        rng = random.Random(seed)
        while state.phase in ("bidding", "play"):
            view = state.view(0)
            if (state.phase == "play" and state.turn == 0 and view.bid is not None and view.current_trick
                    and 0 < view.bid - view.tricks[0] <= len(view.hand) and len(state.legal_plays(0)) > 1):
                sentence = hints.hint_for(view, random.Random(2), fixed=True)
                assert "best spare" not in sentence
                played = [play.card for play in state.legal_plays(0)
                          if sentence.startswith(f"Play the {play.card.name}:")]
                if played and not hints._wins_now(view, 0, played[0]):
                    can_win = any(hints._wins_now(view, 0, play.card) for play in state.legal_plays(0))
                    let_go = "this one is better let go" in sentence or "one trick more than your bid" in sentence
                    assert let_go == can_win, sentence
                    assert ("no card you can play wins this one" in sentence) == (not can_win), sentence
                    return
            seat = state.to_act()[0]
            state.apply(choose_action(state.view(seat), rng))
    raise AssertionError("no hint for a card that does not win in 200 deals")


@pytest.mark.parametrize("lead, verb", [(True, "Lead"), (False, "Play")])
def test_hint_for_the_dummys_card_says_lead_when_the_dummy_leads(lead, verb):
    """T-21: the human choosing the dummy's card hears "Lead the dummy's ..." when the dummy leads
    the trick (it won the last one), "Play the dummy's ..." when it plays last."""
    from game.tricks.hints import hint_for
    for seed in range(100):
        state = TricksState.new(TricksOptions(players=2), seed=seed)
        rng = random.Random(seed)
        while state.phase in ("bidding", "play") and not (
                state.phase == "play" and state.turn == 2 and state.turn_controller == 0
                and len(state.legal_plays(0)) > 1 and (not state.view(0).current_trick) == lead):
            state.apply(choose_action(state.view(state.to_act()[0]), rng))
        if state.phase == "play":
            break
    sentence = hint_for(state.view(0), random.Random(2), fixed=True)
    names = [play.card.name for play in state.legal_plays(0)]
    assert any(sentence == f"{verb} the dummy's {name}: it gives you the best chance of making your bid."
               for name in names), sentence
