"""The tags over your marked bid cards (T-5: while bidding, the cards you mark are your bid):
one height, inside the window with a margin, never touching one another, every marked card tagged
alike: a "BID" over each, or where those would touch one tag naming them all ("APUESTA: 4♦ Q♦"),
the marked cards raised (a shape, not a colour). Found by a tester at Huge text with high contrast in Spanish, 4 hands,
1280x720, seed 11: the "APUESTA" tags over the neighbouring 4♦ and Q♦ stood at two heights, the
one over the queen running to 10 pixels from the window's right edge. Asserted from the
rectangles the draw records (:class:`~game.ui.placement.Placements`)."""

from __future__ import annotations

import pygame
import pytest

from game.card_names import card_index
from game.i18n import _
from game.tricks import text
from test_tricks_table_layout import card_rect, check, start
from test_tricks_table_text_size_layout import set_huge

MARGIN = 16
"""The least reference pixels (:meth:`~game.ui.layout.Layout.px`) between a tag and the window's
edges: 16 in 1280x720, 8 in 640x360 (the cards' own margin is 20 reference pixels)."""


def mark(client, table, indices):
    """Move along your hand (in its screen order) and press Space on each card at ``indices``;
    returns the marked cards."""
    hand = text.hand_order(table.view.hand, table.view.joker_as)
    at = 0
    for index in indices:
        for _step in range(index - at):
            client.press(pygame.K_RIGHT)
        at = index
        client.press(pygame.K_SPACE)
    return [hand[i] for i in indices]


def window(client, size, text_size):
    """``text_size`` text, high contrast, a ``size`` window."""
    if text_size == "huge":
        return set_huge(client, size)
    app = client.app
    app.settings.set("text_size", text_size)
    app.settings.set("high_contrast", True)
    app.apply_display_settings()
    app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    client.frames(1)
    return app.layout


def check_tags(client, table, marked, size):
    """Draw and assert: every tag at one height, inside the window :data:`MARGIN` from its
    edges, none touching another, above the marked (raised) cards; every marked card tagged
    alike: each under its own "BID", or all under one tag naming every one of them in the hand's
    order (``marked``). Returns ``[(tag words, card count)]``."""
    placed = check(client, table)
    tags = sorted(placed.texts("hand card tag"), key=lambda item: item[0].x)
    assert tags
    assert len({(rect.top, rect.bottom) for rect, _words in tags}) == 1, tags
    margin = client.app.layout.px(MARGIN)
    screen = pygame.Rect((0, 0), size).inflate(-2 * margin, -2 * margin)
    assert all(screen.contains(rect) for rect, _words in tags), (tags, size)
    for (left, _w1), (right, _w2) in zip(tags, tags[1:]):
        assert left.right < right.left, tags
    cards = [card_rect(rect, tag) for rect, tag in placed.texts("hand card")]
    lowest = max(card.top for card in cards)
    raised = sorted((card for card in cards if card.top < lowest), key=lambda card: card.x)
    assert len(raised) == len(marked)
    found = []
    for (rect, words), group in zip(tags, _groups(tags, raised)):
        assert group and all(rect.bottom < card.top for card in group)
        found.append((words, len(group)))
    assert sum(count for _words, count in found) == len(marked)
    # every marked card tagged alike: a "BID" over each, or one tag naming them all
    every = _("BID: {cards}").format(cards=" ".join(card_index(card) for card in marked))
    assert found == [(_("BID"), 1)] * len(marked) or found == [(every, len(marked))], (found, every)
    return found


def _groups(tags, raised):
    """The raised cards each tag stands over: those whose middle is nearer that tag's than any
    other's."""
    groups = [[] for _tag in tags]
    for card in raised:
        nearest = min(range(len(tags)), key=lambda i: max(0, tags[i][0].left - card.centerx,
                                                          card.centerx - tags[i][0].right))
        groups[nearest].append(card)
    return groups


@pytest.mark.parametrize("text_size", ["medium", "huge"])
@pytest.mark.parametrize(("language", "huge"), [("es", [("APUESTA: 4\u2666 Q\u2666", 2)]),
                                                ("en", [("BID", 1), ("BID", 1)]),
                                                ("ru", [("СТАВКА: 4\u2666 Д\u2666", 2)])])
def test_the_testers_two_neighbouring_tags(client, language, huge, text_size):
    """Seed 11, 4 hands, 1280x720, the 4♦ and Q♦ (your last two cards) marked: at Huge text
    "APUESTA" and "СТАВКА" are wider than a card, so the two share one tag naming them, at the
    raised cards' height, 20 pixels from the window's right edge ("APUESTA: 4♦ Q♦"); "BID"
    fits over each card. At Medium text each card has its own tag at one height. Until 2026-12
    the Spanish and Russian tags stood a row apart, the queen's running to x 1272."""
    client.app.apply_language(language)
    window(client, (1280, 720), text_size)
    table = start(client, 4, seed=11)
    marked = mark(client, table, [11, 12])
    assert [card_index(card) for card in marked] in (["4\u2666", "Q\u2666"], ["4\u2666", "Д\u2666"])
    found = check_tags(client, table, marked, (1280, 720))
    expected = huge if text_size == "huge" else [(_("BID"), 1), (_("BID"), 1)]
    assert found == expected


@pytest.mark.parametrize("language", ["en", "es", "ru"])
@pytest.mark.parametrize("text_size", ["small", "medium", "large", "huge"])
@pytest.mark.parametrize(("players", "size"), [(2, (640, 360)), (3, (1280, 720)), (4, (1280, 720)),
                                               (4, (640, 360))])
@pytest.mark.parametrize("indices", [[0, 1, 2], [0, 1, 12], [0, 6, 12]])
def test_tags_at_one_height_inside_the_window(client, language, text_size, players, size, indices):
    """Seed 3: three cards marked (neighbours, two neighbours and the last card, or spread
    across the hand), every text size, both window sizes, each language: the tags hold
    :func:`check_tags` (one height, inside the window with a margin, apart, each marked card
    under one tag)."""
    client.app.apply_language(language)
    window(client, size, text_size)
    table = start(client, players)
    hand = text.hand_order(table.view.hand, table.view.joker_as)
    marked = mark(client, table, [min(i, len(hand) - 1) for i in indices])
    check_tags(client, table, marked, size)


@pytest.mark.parametrize(("language", "words"), [("ru", "СТАВКА: 7\u2665 К\u2663 Д\u2666"),
                                                 ("es", "APUESTA: 7\u2665 K\u2663 Q\u2666"),
                                                 ("en", "BID: 7\u2665 K\u2663 Q\u2666")])
def test_one_tag_names_every_bid_card_when_tags_would_touch(client, language, words):
    """Found by a tester (Russian, Huge text, high contrast, 3 hands, premium.png): "СТАВКА" over
    the 2♥ but "СТАВКА: 2♦ 5♦" over the neighbouring diamonds, which read as the list of bid
    cards with the 2♥ missing. Seed 2, the 7♥ and the neighbouring K♣ and Q♦ marked at Huge
    text: the tags over the neighbours would touch, so one tag names all three, in the hand's order
    (English "BID" fits over each card there, so it is tagged as the others)."""
    client.app.apply_language(language)
    window(client, (1280, 720), "huge")
    table = start(client, 3, seed=2)
    hand = text.hand_order(table.view.hand, table.view.joker_as)
    marked = mark(client, table, [2, len(hand) - 3, len(hand) - 2])
    found = check_tags(client, table, marked, (1280, 720))
    if language == "en":
        assert found == [(_("BID"), 1)] * 3
    else:
        assert found == [(words, 3)]
