"""On screen, the cards of one's hand that may not be played now are marked by shape and shade,
not only in speech (T-13: a hand holding the suit led must follow it; found by a by-ear tester
at Huge text with high contrast: "the cards that cannot be played look the same as the ones that
can"): struck through corner to corner under their letters, which keep their full ink (veiled
in the table's colour and struck over the letters until 2026-12: the ranks hard to read at high
contrast, found by a tester)."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from game.engine.cards import Card, Suit
from game.tricks.scenes.table_view import barred_cards
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


def _card(theme, card, barred, width=70):
    """``card`` drawn ``width`` wide (``barred`` or not) on the table's colour: ``(surface, card
    rect, Placements)``."""
    from game.ui.cards import draw_card, height_for
    from game.ui.placement import Placements
    from game.ui.text import Fonts
    surface = pygame.Surface((200, 200))
    surface.fill(theme.table)
    rect = pygame.Rect(20, 20, width, height_for(width))
    placed = Placements()
    draw_card(surface, rect, card, Fonts(), theme, barred=barred, placed=placed)
    return surface, rect, placed


def _pixels(surface, box):
    return [tuple(surface.get_at((x, y)))[:3] for x in range(box.x, box.right) for y in range(box.y, box.bottom)]


@pytest.mark.parametrize("theme", [NORMAL, HIGH_CONTRAST], ids=["normal", "high contrast"])
@pytest.mark.parametrize("card", [Card(10, Suit.HEARTS), Card(12, Suit.SPADES), Card(7, Suit.CLUBS),
                                  Card(14, Suit.DIAMONDS)], ids=str)
def test_a_barred_card_is_struck_through_under_letters_at_full_ink(theme, card):
    """T-13, found by a tester's screenshot (Huge text, high contrast): a card that may not be
    played was veiled and struck over its rank, the letters faded and crossed, hard to read.
    Now the stroke runs corner to corner under its letters: the rank and the suit's glyph are
    the very pixels of a playable card's (full ink, nothing over them), and the stroke (a shape,
    :data:`~game.ui.cards.BAR_INK`, high contrast yellow) crosses the face where they are not."""
    from game.ui.cards import BAR_INK, card_colors
    plain, rect, placed = _card(theme, card, False)
    barred, _rect, placed_barred = _card(theme, card, True)
    assert placed.items == placed_barred.items
    face, ink = card_colors(theme, card)
    for kind in ("card rank", "card suit"):
        (box, _words), = placed.texts(kind)
        assert _pixels(barred, box).count(ink) == _pixels(plain, box).count(ink) > 0, kind
    stroke = theme.dim if theme is HIGH_CONTRAST else BAR_INK
    letters = [box for _kind, box in placed.items]
    crossed = [(x, rect.y + (x - rect.x) * rect.height // rect.width) for x in range(rect.x + 6, rect.right - 6)]
    free = [(x, y) for x, y in crossed if not any(box.inflate(8, 8).collidepoint(x, y) for box in letters)]
    assert len(free) > rect.width // 4
    assert sum(tuple(barred.get_at(spot))[:3] == tuple(stroke) for spot in free) > len(free) * 0.8
    assert not any(tuple(plain.get_at(spot))[:3] == tuple(stroke) for spot in free)
    assert tuple(barred.get_at((150, 150)))[:3] == tuple(theme.table)[:3]  # only the card


def test_barred_cards_in_the_hand_keep_their_ink_at_huge_text(client, monkeypatch):
    """Seed 5, 4 hands, Russian, Huge text, high contrast, 1280x800 (the tester's play4p.png):
    on your turn with clubs led, every card of your hand that may not be played is drawn barred,
    the others not, and each keeps its suit's full ink on the screen."""
    import game.tricks.scenes.table_view as view_module
    from game.ui.cards import card_colors
    from game.ui.placement import Placements
    from test_tricks_table_layout import bid_first_three, check, start
    from test_tricks_table_text_size_layout import set_huge
    drawn = []
    real = view_module.draw_card

    def spy(surface, rect, card, fonts, theme, **kw):
        kw["placed"] = Placements()
        drawn.append((pygame.Rect(rect), card, kw.get("barred", False), kw["placed"]))
        return real(surface, rect, card, fonts, theme, **kw)
    monkeypatch.setattr(view_module, "draw_card", spy)
    client.app.apply_language("ru")
    set_huge(client, (1280, 800))
    table = start(client, 4, seed=5)
    bid_first_three(client)
    for _ in range(200):
        if table.view.phase == "play" and table.view.turn == 0 and table.view.led_suit is not None:
            break
        client.frames(60)
    view = table.view
    assert view.led_suit is Suit.CLUBS
    drawn.clear()
    check(client, table)
    mine = [(card, barred, placed) for _rect, card, barred, placed in drawn if card in view.hand]
    assert len(mine) == len(view.hand) == 10
    expected = barred_cards(view, 0, view.hand)
    assert 0 < len(expected) < 10
    assert sorted(str(card) for card, barred, _p in mine if barred) == sorted(str(card) for card in expected)
    screen = client.app.screen
    for card, _barred, placed in mine:
        (box, _words), = placed.texts("card rank")
        assert card_colors(client.app.theme, card)[1] in _pixels(screen, box), card
