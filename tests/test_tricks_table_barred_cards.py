"""On screen, the cards of one's hand that may not be played now are marked by shape and shade,
not only in speech (T-13: a hand holding the suit led must follow it; found by a by-ear tester
at Huge text with high contrast: "the cards that cannot be played look the same as the ones that
can"): veiled in the table's colour and struck through corner to corner in the dim ink."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from game.engine.cards import Card, Suit
from game.tricks.scenes.table_view import _bar_card, barred_cards
from game.ui.theme import HIGH_CONTRAST, NORMAL

HAND = [Card(10, Suit.CLUBS), Card(14, Suit.HEARTS), Card(3, Suit.CLUBS), Card(9, Suit.SPADES)]


def view(phase="play", turn=0, led=Suit.CLUBS):
    return SimpleNamespace(phase=phase, turn=turn, led_suit=led, joker_as=None)


def test_t13_a_hand_holding_the_suit_led_has_its_other_cards_barred():
    assert barred_cards(view(), 0, HAND) == [Card(14, Suit.HEARTS), Card(9, Suit.SPADES)]


def test_t13_nothing_barred_without_the_suit_led_in_hand_on_a_lead_or_off_turn():
    assert barred_cards(view(led=Suit.DIAMONDS), 0, HAND) == []  # cannot follow: any card
    assert barred_cards(view(led=None), 0, HAND) == []  # leading: any card
    assert barred_cards(view(turn=1), 0, HAND) == []  # another's turn
    assert barred_cards(view(phase="bidding"), 0, HAND) == []


def test_a_barred_card_is_struck_through_in_the_dim_ink_and_veiled():
    for theme in (NORMAL, HIGH_CONTRAST):
        surface = pygame.Surface((200, 200))
        surface.fill(theme.card_face)
        rect = pygame.Rect(20, 20, 70, 100)
        _bar_card(surface, rect, theme)
        assert tuple(surface.get_at(rect.center))[:3] == tuple(theme.dim)[:3]  # the stroke crosses the middle
        corner = tuple(surface.get_at((rect.right - 5, rect.y + 5)))[:3]
        if theme is NORMAL:
            assert corner != tuple(theme.card_face)[:3]  # veiled
        assert tuple(surface.get_at((150, 150)))[:3] == tuple(theme.card_face)[:3]  # only the card


def test_a_barred_cards_ink_stays_readable_in_high_contrast():
    """T-13, found by a tester's screenshot (Huge text, high contrast: the barred 10 of hearts
    dark red on black, barely readable): under the veil every suit's ink keeps 4.5:1 or more
    against the black face (hearts 4.56:1; spades 10.7, diamonds 6.1, clubs 5.6), and is still
    dimmer than a card that may be played."""
    from test_ui_cards import contrast_ratio
    ratios = []
    for ink in HIGH_CONTRAST.suit_inks:
        surface = pygame.Surface((200, 200))
        surface.fill(ink)
        rect = pygame.Rect(20, 20, 70, 100)
        _bar_card(surface, rect, HIGH_CONTRAST)
        veiled = tuple(surface.get_at((rect.right - 5, rect.y + 5)))[:3]
        ratios.append(round(contrast_ratio(veiled, HIGH_CONTRAST.card_face), 1))
        assert contrast_ratio(veiled, HIGH_CONTRAST.card_face) < contrast_ratio(ink, HIGH_CONTRAST.card_face)
    assert ratios == [10.7, 4.6, 6.1, 5.6]
