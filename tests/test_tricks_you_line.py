"""The line over your hand in the trick game (game.tricks.scenes.table_words.you_line): your
tricks, your bid as you know it, your score and whether you deal (T-7, T-10)."""

from game.tricks.scenes.table_words import you_line
from tricks_helpers import HANDS3, bid_all, state_from_hands


def test_before_you_bid_it_says_no_bid_yet():
    """T-7, found by a tester: during bidding it read "bid not yet made", and "made" is the
    word for taking as many tricks as one bid."""
    state = state_from_hands(HANDS3)
    assert you_line(state.view(0)) == "You \u00b7 tricks 0 \u00b7 no bid yet \u00b7 score 0 \u00b7 DEALER"


def test_once_you_bid_it_says_your_bid():
    """T-7: your bid, once your three bid cards are laid aside."""
    state = state_from_hands(HANDS3)
    bid_all(state, ["6S 7S 8S", None, None])  # (three spades: 1 each)
    assert you_line(state.view(0)) == "You \u00b7 tricks 0 \u00b7 bid 3 \u00b7 score 0 \u00b7 DEALER"
