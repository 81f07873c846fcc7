"""What the hard counting player infers about another player's hand from the round's public
plays (game.counting.ai_infer): a player who did not reach 33/66/99 when it could probably lacks
the card (C-12, C-14), one who passed a threshold held no safe card (C-13), and the hands drawn
fit the cards still free."""

import random

import pytest

from game.counting.ai_infer import HandSampler, hand_belief, play_likelihood

FULL = [0, 0] + [4] * 13
"""Unseen cards per rank (index = rank): a whole pack."""


def chance_of(belief, rank):
    return sum(weight for hand, weight in belief.items() if rank in hand)


def test_play_likelihood_a_missed_reach_is_a_mistake_c12():
    """From 25 an 8 reaches 33 (C-12): playing the 5 instead is a mistake (MISTAKE = 0.03);
    playing the 8 is the only play of its order."""
    assert play_likelihood(25, 5, 30, (5, 8, 13)) == 0.03
    assert play_likelihood(25, 8, 33, (5, 8, 13)) == 1.0


def test_play_likelihood_a_pass_when_a_safe_card_was_held_c13():
    """From 60 the king passes 66 (C-13) while the 5 stays safe: a mistake."""
    assert play_likelihood(60, 13, 70, (13, 5, 12)) == 0.03


def test_play_likelihood_impossible_plays_are_zero():
    assert play_likelihood(25, 7, 32, (5, 8, 13)) == 0.0   # no 7 in the hand
    assert play_likelihood(25, 5, 31, (5, 8, 13)) == 0.0   # a 5 does not make 31


def test_play_likelihood_among_safe_cards_prefers_to_keep_a_nine():
    """From 25 without a reach, the 5 (to 30) is likelier from a hand that also holds a 9 (kept)
    than from one whose other cards are a queen and a king (played as readily)."""
    with_nine = play_likelihood(25, 5, 30, (5, 9, 13))
    assert with_nine == pytest.approx(0.858, abs=0.001)
    assert with_nine > play_likelihood(25, 5, 30, (5, 12, 3))


def test_hand_belief_a_player_who_did_not_reach_33_probably_holds_no_eight():
    """C-12: it played a 5 on 25 (to 30) with three cards, then drew one. An 8 would have reached
    33, so it can hold one only as the card it drew: about 9 % against 22 % for three random cards."""
    belief = hand_belief([(25, 5, 30)], 3, 3, FULL)
    assert len(belief) == 455
    assert sum(belief.values()) == pytest.approx(1.0)
    assert chance_of(belief, 8) == pytest.approx(0.0874, abs=0.0005)
    assert all(len(hand) == 3 for hand in belief)


def test_hand_belief_a_forced_pass_means_no_safe_card_c13():
    """From 60 it played a king past 66 (C-13): its other two cards passed too (no 2..5, no 9,
    no 10 as minus ten, no ace as one), unless it erred (MISTAKE). Two safe cards or more: about
    19 %, against about 57 % for three random cards."""
    belief = hand_belief([(60, 13, 70)], 3, 3, FULL)
    safe_ranks = {2, 3, 4, 5, 9, 10, 14}
    two_safe = sum(weight for hand, weight in belief.items()
                   if sum(1 for rank in hand if rank in safe_ranks) >= 2)
    assert two_safe == pytest.approx(0.191, abs=0.001)


def test_hand_belief_tells_nothing_without_plays_or_after_a_missed_draw():
    assert hand_belief([], 3, 3, FULL) is None
    assert hand_belief([(25, 5, 30)], 2, 3, FULL) is None   # the stock ran out: hand sizes differ


def test_hand_sampler_draws_only_hands_the_free_cards_allow():
    sampler = HandSampler({(8, 8, 9): 0.5, (3, 4, 5): 0.5})
    rng = random.Random(1)
    free = [0] * 15
    free[3] = free[4] = free[5] = 1
    free[8] = 1
    free[9] = 4
    drawn = [sampler.sample(free, rng) for _ in range(20)]
    assert set(drawn) <= {(3, 4, 5), None}
    assert drawn.count((3, 4, 5)) >= 15
    free[3] = 0
    assert sampler.sample(free, rng) is None


def test_hand_belief_by_the_strong_model_a_missed_reach_c12(monkeypatch):
    """With USE_MODEL the plays are weighed by the strong level's own chances (ai_model): a 5 on
    25 with an 8 in hand misses 33 (C-12), which the strong level does one time in a hundred at
    most, so an 8 is held about only as the card drawn since: about 8 %."""
    import game.counting.ai_infer as ai_infer
    monkeypatch.setattr(ai_infer, "USE_MODEL", True)
    belief = hand_belief([(25, 5, 30)], 3, 3, FULL)
    assert len(belief) == 455
    assert sum(belief.values()) == pytest.approx(1.0)
    assert chance_of(belief, 8) == pytest.approx(0.0812, abs=0.0005)
