"""The shared card engine: cards, packs, seats, seeded randomness."""

import pytest

from game.engine import (JOKER, Card, Suit, double_pack_52, new_rng, next_seat, pack_36, pack_52,
                         parse_cards, seats_from, sorted_hand, spoken_list)


@pytest.mark.parametrize("text,rank,suit", [
    ("10H", 10, Suit.HEARTS), ("TH", 10, Suit.HEARTS), ("QS", 12, Suit.SPADES),
    ("ad", 14, Suit.DIAMONDS), (" 2C ", 2, Suit.CLUBS), ("JD", 11, Suit.DIAMONDS)])
def test_parse_card(text, rank, suit):
    card = Card.parse(text)
    assert (card.rank, card.suit) == (rank, suit)


def test_parse_joker_and_codes_round_trip():
    assert Card.parse("JOKER") is JOKER or Card.parse("joker") == JOKER
    assert [c.code for c in parse_cards(["TH", "QS", "JOKER", "2d"])] == ["10H", "QS", "JOKER", "2D"]


@pytest.mark.parametrize("bad", ["1H", "11H", "QX", "", "H", "10", "JOKERS", None, 5])
def test_parse_unknown_card_raises_clear_error(bad):
    with pytest.raises(ValueError, match="unknown card"):
        Card.parse(bad)


def test_spoken_and_screen_names():
    assert Card.parse("QH").name == "queen of hearts"
    assert Card.parse("10S").name == "10 of spades"
    assert Card.parse("AC").name == "ace of clubs"
    assert JOKER.name == "the joker"
    assert Card.parse("QH").short == "Q\u2665"
    assert spoken_list(parse_cards(["4C", "AH"])) == "4 of clubs, ace of hearts"
    assert spoken_list([]) == "no cards"


def test_pack_sizes():
    assert len(pack_52()) == 52 and len(set(pack_52())) == 52
    assert len(pack_36()) == 36 and min(c.rank for c in pack_36()) == 6
    assert len(pack_36(jokers=1)) == 37 and pack_36(jokers=1)[-1] == JOKER
    assert len(pack_52(jokers=1)) == 53
    both = double_pack_52()
    assert len(both) == 104 and len(set(both)) == 52


def test_sorted_hand_by_suit_then_rank():
    hand = parse_cards(["AD", "2S", "KH", "10S", "3C", "JOKER"])
    assert [c.code for c in sorted_hand(hand)] == ["2S", "10S", "KH", "3C", "AD", "JOKER"]


def test_next_seat_clockwise_counter_clockwise_and_skipping():
    assert next_seat(0, 4) == 1
    assert next_seat(3, 4) == 0
    assert next_seat(0, 4, -1) == 3
    assert next_seat(0, 4, 1, active={0, 2, 3}) == 2
    assert next_seat(2, 4, -1, active={0, 2}) == 0
    assert next_seat(1, 3, 1, active={1}) == 1
    with pytest.raises(ValueError):
        next_seat(0, 3, 1, active=set())
    assert seats_from(2, 4) == [2, 3, 0, 1]
    assert seats_from(2, 4, -1, active={0, 1, 3}) == [1, 0, 3]


def test_seeded_shuffle_is_reproducible():
    a, b = pack_52(), pack_52()
    new_rng(42).shuffle(a)
    new_rng(42).shuffle(b)
    assert a == b and a != pack_52()
