"""The classic game's joker (T-26) on its card face: its short index over the card it stands
for ("Дж" over "В♠"), a line each at the size of the other cards' ranks. Found by a tester
(Russian, Huge text, high contrast): "ДЖОКЕР = 2♠" was fitted into the card's width, about a
third of the height of the other ranks. Asserted from the boxes the draw records for each card
(:func:`test_tricks_table_text_size_layout.faces`)."""

from __future__ import annotations

import pytest

from game.card_names import card_index
from game.engine.cards import JOKER
from test_tricks_table_layout import check, start
from test_tricks_table_text_size_layout import faces, set_huge

SHARE = 0.65
"""The least height of each of the joker's lines over the other cards' smallest rank: most are
0.9 or more; the Spanish "Com" (three letters, two of them small, shrunk to fit the card's
width) is 0.79 in 1280x720 and 0.67 in 640x360; the word JOKER was about 0.3 before."""


@pytest.mark.parametrize("language", ["en", "es", "ru"])
@pytest.mark.parametrize("window", [(1280, 720), (1280, 800), (640, 360)])
def test_the_classic_jokers_lines_are_as_tall_as_the_ranks(client, monkeypatch, language, window):
    """Seed 2, 3 hands, classic, Huge text, high contrast: the joker in your hand stands for the
    jack of spades; its card shows its short index over "J♠" (Russian "Дж" over "В♠"), inside
    the card, apart, each line at least :data:`SHARE` of the height of the smallest rank of your
    other cards."""
    client.app.apply_language(language)
    drawn = faces(monkeypatch)
    set_huge(client, window)
    table = start(client, 3, seed=2, variant="classic")
    assert JOKER in table.view.hand and table.view.joker_as is not None
    check(client, table)
    jokers = [(rect, placed) for rect, card, placed in drawn if card.is_joker]
    assert jokers
    ranks = [placed.of("card rank")[0].height for _rect, card, placed in drawn if not card.is_joker]
    for rect, placed in jokers:
        words = placed.texts("card word")
        assert [text for _box, text in words] == [card_index(JOKER), card_index(table.view.joker_as)]
        (name, _n), (stands, _s) = words
        assert rect.contains(name) and rect.contains(stands) and name.bottom < stands.top, (rect, name, stands)
        for box, text in words:
            assert box.height >= SHARE * min(ranks), (text, box.height, min(ranks))


@pytest.mark.parametrize("language", ["en", "es", "ru"])
@pytest.mark.parametrize("width", [40, 60, 88])
@pytest.mark.parametrize("ratio", [1.05, 1.4])
def test_a_joker_standing_for_a_ten_reads_as_the_ten(language, width, ratio):
    """The widest card a joker stands for, "10♥", on cards from 640x360's to 1280x720's at Huge
    text, squat or not: both lines inside the card, apart, each at least :data:`SHARE` of the
    height of a 10's rank on a card as wide."""
    import pygame

    from game import i18n
    from game.engine.cards import Card, Suit
    from game.ui.cards import card_size, draw_card, height_for
    from game.ui.placement import Placements
    from game.ui.text import Fonts
    from game.ui.theme import HIGH_CONTRAST
    i18n.set_language(language)
    try:
        surface = pygame.Surface((200, 200))
        rect = pygame.Rect((10, 10), card_size(height_for(width, ratio), ratio))
        fonts, ten = Fonts(), Card(10, Suit.HEARTS)
        joker, plain = Placements(), Placements()
        draw_card(surface, rect, JOKER, fonts, HIGH_CONTRAST, stands_for=ten, placed=joker)
        draw_card(surface, rect, ten, fonts, HIGH_CONTRAST, placed=plain)
        rank = plain.of("card rank")[0].height
        (name, name_words), (stands, stands_words) = joker.texts("card word")
        assert (name_words, stands_words) == (card_index(JOKER), card_index(ten))
        assert rect.contains(name) and rect.contains(stands) and name.bottom < stands.top, (rect, name, stands)
        assert name.height >= SHARE * rank and stands.height >= SHARE * rank, (name, stands, rank)
    finally:
        i18n.set_language("en")
