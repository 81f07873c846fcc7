"""Card drawing (game.ui.cards): every card of both games draws, the joker included (T-26)."""

import itertools

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


def contrast_ratio(one, other):
    """The WCAG 2 contrast ratio of two sRGB colours (1 to 21)."""
    def luminance(colour):
        r, g, b = (c / 255 / 12.92 if c / 255 <= 0.04045 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in colour)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
    high, low = sorted((luminance(one), luminance(other)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_high_contrast_has_four_suit_colours_of_seven_to_one():
    """High contrast draws each suit in its own ink (hearts and diamonds were both cyan, spades
    and clubs both white): spades white 21:1, hearts light red 8.2:1, diamonds amber 11.5:1,
    clubs sky blue 10.4:1 against the black card face and the black table round it (WCAG's
    enhanced 7:1 each); no two inks differ by red against green alone: each pair differs by 100
    or more in lightness (the channels' sum) or in blue, the axis protan and deutan eyes keep. The normal theme keeps the classic two colours, its red darker for 7:1
    on the cream face (5.7:1 before); the joker's ink is the spades'. The symbol and the rank
    stay on every card (colour is never the only cue: see the layout tests)."""
    from game.engine.cards import Suit
    from game.ui.cards import card_colors
    inks = {suit: card_colors(HIGH_CONTRAST, Card(5, suit)) for suit in Suit}
    assert {suit.value: ink for suit, (_face, ink) in inks.items()} == {
        "S": (255, 255, 255), "H": (255, 120, 120), "D": (255, 176, 0), "C": (100, 190, 255)}
    assert len({ink for _face, ink in inks.values()}) == 4
    ratios = {suit.value: round(contrast_ratio(ink, face), 1) for suit, (face, ink) in inks.items()}
    assert ratios == {"S": 21.0, "H": 8.2, "D": 11.5, "C": 10.4}
    assert all(contrast_ratio(ink, HIGH_CONTRAST.table) >= 7 for _face, ink in inks.values())
    assert all(face == HIGH_CONTRAST.card_face == (0, 0, 0) for face, _ink in inks.values())
    for (_f, one), (_g, other) in itertools.combinations(inks.values(), 2):
        assert abs(sum(one) - sum(other)) >= 100 or abs(one[2] - other[2]) >= 100, (one, other)
    normal = {suit.value: card_colors(NORMAL, Card(5, suit)) for suit in Suit}
    assert {suit: ink for suit, (_face, ink) in normal.items()} == {
        "S": (20, 20, 24), "H": (172, 0, 20), "D": (172, 0, 20), "C": (20, 20, 24)}
    assert all(contrast_ratio(ink, face) >= 7 for face, ink in normal.values())
    assert card_colors(HIGH_CONTRAST, JOKER)[1] == inks[Suit.SPADES][1]
