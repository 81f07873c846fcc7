"""Card drawing (game.ui.cards): every card of both games draws, the joker included (T-26)."""

import pygame
import pytest

from game.engine import JOKER, Card
from game.ui.cards import draw_card
from game.ui.text import Fonts
from game.ui.theme import NORMAL, HIGH_CONTRAST


@pytest.fixture(scope="module")
def fonts():
    pygame.init()
    return Fonts()


@pytest.mark.parametrize("theme", [NORMAL, HIGH_CONTRAST])
@pytest.mark.parametrize("code", ["QH", "10S", "JOKER"])
def test_card_face_is_drawn(fonts, theme, code):
    surface = pygame.Surface((120, 160))
    surface.fill((0, 128, 0))
    draw_card(surface, pygame.Rect(10, 10, 100, 140), Card.parse(code), fonts, theme, focused=True)
    centre_colours = {tuple(surface.get_at((x, 80)))[:3] for x in range(20, 100)}
    # the face colour and the ink of the glyph or word both appear across the middle
    assert len(centre_colours) >= 2
    assert (0, 128, 0) not in centre_colours


def test_joker_is_not_drawn_like_an_empty_place(fonts):
    joker, empty = pygame.Surface((120, 160)), pygame.Surface((120, 160))
    draw_card(joker, pygame.Rect(10, 10, 100, 140), JOKER, fonts, NORMAL)
    draw_card(empty, pygame.Rect(10, 10, 100, 140), None, fonts, NORMAL, label="pile")
    assert pygame.image.tobytes(joker, "RGB") != pygame.image.tobytes(empty, "RGB")


def test_a_suit_word_too_small_to_read_is_left_off_the_card(client):
    """A card narrow enough that its suit word would be under MIN_WORD_PX pixels shows the rank
    and the suit glyph only (the glyph's shape tells hearts from diamonds); a wide card shows it."""
    import pygame

    from game.engine.cards import Card, Suit
    from game.ui import cards as ui_cards
    fonts, theme = client.app.fonts, client.app.theme
    drawn = []
    real = fonts.render
    fonts.render = lambda text, *args, **kw: drawn.append(text) or real(text, *args, **kw)
    surface = pygame.Surface((400, 400))
    ui_cards.draw_card(surface, pygame.Rect(10, 10, 30, 42), Card(7, Suit.HEARTS), fonts, theme)
    assert "hearts" not in drawn
    drawn.clear()
    ui_cards.draw_card(surface, pygame.Rect(10, 10, 120, 168), Card(7, Suit.HEARTS), fonts, theme)
    assert "hearts" in drawn
