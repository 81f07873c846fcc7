"""Every word on the tables grows with the text size (found at Huge text with high contrast by a
low-vision tester): the suit words on the cards and "pile" in the empty pile (12 pixels at every
text size before), the seat panels' lines clear of the panel's border on both sides with up to 8
players, and the message log showing whole messages only, wrapped (no row cut with "…"). Asserted from the
rectangles each draw records in a :class:`~game.ui.placement.Placements`."""

from __future__ import annotations

import pygame
import pytest

from game.counting.options import CountingOptions
from game.counting.scenes.table_view import PANEL_PAD, draw_table, panel_order, seat_rects
from game.counting.state import CountingState
from game.engine.cards import Card, Suit
from game.ui.animation import Animations
from game.ui.cards import CARD_WORD, draw_card, min_word_px, suit_word_size
from game.ui.log_view import draw_log
from game.ui.placement import Placements, outside, overlaps


def set_text(client, text_size, contrast=True):
    client.app.settings.set("text_size", text_size)
    client.app.settings.set("high_contrast", contrast)
    client.app.apply_display_settings()
    return client.app.layout


def counting_table(client, players, seed=7):
    """Draw the counting table at its first turn (the pile empty) and return what it placed."""
    app = client.app
    state = CountingState.new(CountingOptions(players=players), seed)
    names = Placements()
    places = draw_table(app.screen, app.layout, app.fonts, app.theme, state.view(0), focus=0,
                        status="YOUR TURN: 1 to 3 or Enter plays", anims=Animations(), names=names)
    return names, places, state.view(0)


@pytest.mark.parametrize(("text_size", "word_height", "pile_height"), [
    ("medium", 21, 21), ("large", 26, 26), ("huge", 27, 32)])
def test_card_words_grow_with_the_text_size(client, text_size, word_height, pile_height):
    """3 players in a 1280x720 window: the suit words on the hand's cards and "pile" in the empty
    pile are drawn at the table's label size (18 reference pixels: 18, 22, 27), shrunk only to
    fit the card: at Huge 27 and 32 pixels tall (23 and 27 pixel fonts; 12 to 16 before, at every
    size), each inside its card."""
    layout = set_text(client, text_size)
    names, places, view = counting_table(client, 3)
    words = names.texts("card word")
    assert sorted(w for _r, w in words) == sorted(["pile"] + [card.suit.word for card in view.hand])
    cards = names.of("card")
    for rect, word in words:
        assert any(card.contains(rect) for card in cards), word
        expected = pile_height if word == "pile" else word_height
        assert rect.height == expected, (word, rect)
    assert layout.text_px(CARD_WORD) == {"medium": 18, "large": 22, "huge": 27}[text_size]


def test_suit_words_one_size_per_card_width_and_left_off_when_too_small(client):
    """All four suits' words on a card of one width are one size (the longest, "diamonds", sets
    it); a word that fits only under 70% of the size asked for is left off (the glyph's shape
    tells the suit): 27 pixels asked (Huge), a 129-pixel card (the counting hand at Huge) draws 23,
    a 72-pixel card (the trick table's hand) none."""
    fonts, theme = client.app.fonts, client.app.theme
    assert suit_word_size(fonts, 129, 27) == 23
    assert suit_word_size(fonts, 72, 27) == 13 < min_word_px(27) == 19
    for width, shown in ((129, True), (72, False)):
        heights = set()
        for suit in Suit:
            placed = Placements()
            surface = pygame.Surface((300, 300))
            draw_card(surface, pygame.Rect(10, 10, width, round(width * 1.4)), Card(7, suit), fonts, theme,
                      word_px=27, placed=placed)
            heights |= {rect.height for rect in placed.of("card word")}
            assert bool(placed.of("card word")) is shown
        assert heights == ({fonts.font(23).get_height()} if shown else set())


@pytest.mark.parametrize("players", range(2, 9))
@pytest.mark.parametrize("text_size", ["medium", "huge"])
def test_counting_texts_inside_their_panels_and_apart(client, players, text_size):
    """2 to 8 players, high contrast: every panel line lies inside its panel, at least
    PANEL_PAD (10 px) from either side ("Tokens 9" 6 px from the right border at 8 players, Huge,
    before); no two texts overlap (a word on a card lies inside its card, so cards are left out);
    everything lies in the content area."""
    layout = set_text(client, text_size)
    names, places, _view = counting_table(client, players)
    panels = seat_rects(layout, players, client.app.fonts)
    pad = layout.px(PANEL_PAD)
    heads = names.texts("panel head")
    assert len(heads) == players
    for kind in ("panel head", "panel line"):
        for rect, words in names.texts(kind):
            panel = next(p for p in panels if p.colliderect(rect))
            assert rect.left >= panel.left + pad and rect.right <= panel.right - pad, (words, rect, panel)
            assert rect.top >= panel.top and rect.bottom <= panel.bottom, (words, rect, panel)
    texts = [(kind, rect) for kind, rect in names.items if kind not in ("card", "card word")]
    assert overlaps(texts) == []
    assert outside(names.items, layout.content) == []
    assert [w for _r, w in names.texts("panel line")][:2] == ["Tokens 9", "Cards 3"]
    assert panel_order(players)[0] == 0


def test_eight_panels_at_huge_keep_their_text_size(client):
    """8 players at Huge in 1280x720: panels 146 pixels wide, "Tokens 9" still at the full 26
    pixels (31 tall), 10 pixels or more from the right border."""
    layout = set_text(client, "huge")
    names, _places, _view = counting_table(client, 8)
    panels = seat_rects(layout, 8, client.app.fonts)
    assert panels[0].width == 146
    tokens = [rect for rect, words in names.texts("panel line") if words == "Tokens 9"]
    assert len(tokens) == 8
    for rect, panel in zip(tokens, panels):
        assert rect.height == 31
        assert panel.right - rect.right >= 10


@pytest.mark.parametrize("language", ["en", "es", "ru"])
@pytest.mark.parametrize("text_size", ["small", "medium", "large", "huge"])
def test_the_direction_and_the_round_keep_clear_of_the_stock_and_the_pile(client, text_size, language):
    """C-17: the total, the direction and the round (recorded as "total") keep at least 8 pixels
    from the stock and the pile at every text size, both directions, in 1280x720, 1920x1080 and
    640x360 (at Huge "Counter-clockwise", a word that cannot wrap, ran past its box to 2 pixels
    from the stock, 0 in 1280x720, before); each lies in the content area."""
    import dataclasses
    client.app.apply_language(language)
    for window in ((1280, 720), (1920, 1080), (640, 360)):
        client.app.screen = pygame.display.set_mode(window, pygame.RESIZABLE)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=window[0], h=window[1], size=window))
        client.frames(1)
        layout = set_text(client, text_size)
        assert layout.size == window
        app = client.app
        state = CountingState.new(CountingOptions(players=3), 7)
        for direction in (1, -1):
            names = Placements()
            view = dataclasses.replace(state.view(0), direction=direction, round=12)
            places = draw_table(app.screen, layout, app.fonts, app.theme, view, focus=0, status="YOUR TURN",
                                anims=Animations(), names=names)
            texts = names.texts("total")
            assert len(texts) >= 2  # the total, then the direction and the round (one line or more)
            for rect, words in texts:
                for card in (places["stock"], places["pile"]):
                    assert not rect.colliderect(card.inflate(16, 16)), (window, direction, words, rect, card)
            assert outside(names.items, layout.content) == []


@pytest.mark.parametrize("text_size", ["medium", "huge"])
def test_log_shows_only_whole_messages_newest_at_the_bottom(client, text_size):
    """Two-line messages at Huge: the strip shows the newest messages whole, each wrapped onto
    its rows, the newest at the bottom. The oldest one that does not fit whole has scrolled off
    (until 2026-12 it filled the rows left with its start and "…", and a tester at Huge lost the
    trick count after "The dummy wins the trick with the ace of clubs. …"), so at Huge the top
    row stays empty; at Medium each message takes one row and all five rows hold words."""
    layout = set_text(client, text_size)
    app = client.app
    long = "Your turn. Total 66. Your cards: 7 of spades, 7 of clubs, ace of clubs. Enter plays the 7 of spades."
    ace = "Ace of clubs. Ace as 1: total 67, choice 2 of 2. Up gives ace as 11: total 77. Enter plays, Escape cancels."
    lines = ["Round 1. Gus deals. You play first.", long, long, ace, long]
    placed = Placements()
    draw_log(app.screen, layout, app.fonts, app.theme, lines, placed=placed)
    rows = sorted(placed.texts("log line"), key=lambda item: item[0].y)
    size = layout.text_px(22)
    line_height = app.fonts.font(size).get_linesize()
    margin = layout.px(16)
    room = (layout.log.bottom - margin // 2 - (layout.log.top + margin // 4)) // line_height
    assert room == 5
    words = [w for _r, w in rows]
    if text_size == "medium":
        assert words == lines
        assert rows[0][0].top - layout.log.top < line_height  # no empty row above the first
    else:  # the newest long one takes 2 rows, the one above 2, the one above that does not fit
        assert words == ["Ace of clubs. Ace as 1: total 67, choice 2 of 2. Up gives ace as 11: total 77.",
                         "Enter plays, Escape cancels.",
                         "Your turn. Total 66. Your cards: 7 of spades, 7 of clubs, ace of clubs. Enter",
                         "plays the 7 of spades."]
        assert rows[0][0].top - layout.log.top >= line_height  # the top row is empty
    assert outside(placed.items, layout.log) == [] and overlaps(placed.items) == []


@pytest.mark.parametrize("players", [2, 3, 4])
def test_trick_table_cards_ask_for_words_at_the_text_size(client, monkeypatch, players):
    """The trick table (2 hands and the dummy, 3, 4) at Huge with high contrast draws every card
    with its words asked at the table's text size (27 pixels), so a card wide enough shows its
    suit word that large and a narrower one shows the glyph alone, never a 12-pixel word."""
    import game.tricks.menu_entry  # noqa: F401  (registers --game tricks)
    import game.tricks.scenes.table_view as view_module
    layout = set_text(client, "huge")
    asked = []
    real = view_module.draw_card

    def spy(surface, rect, card, fonts, theme, **kw):
        asked.append((rect.width, kw.get("word_px")))
        kw["placed"] = words
        return real(surface, rect, card, fonts, theme, **kw)

    words = Placements()
    monkeypatch.setattr(view_module, "draw_card", spy)
    client.start("tricks", players=players, seed=3)
    client.app.mark_dirty()
    client.app.draw()
    assert asked and {px for _w, px in asked} == {layout.text_px(CARD_WORD)} == {27}
    for rect in words.of("card word"):
        assert rect.height >= client.app.fonts.font(min_word_px(27)).get_height()


OXFORD_DEAL = ("Deal 2. Anna deals. Trump card: 9 of clubs. Trumps are clubs. 15 left in the trump stock. "
               "Bob leads.")
"""An Oxford deal's first message (T-27), the oldest in the strip in the tester's report."""


def test_an_older_message_that_does_not_fit_whole_scrolls_off_the_log(client):
    """A tester at Huge text (Oxford, T-27) saw a log line end "15 left in the …", as if cut
    instead of wrapped; later one ended "Trumps are clubs. …". The oldest message, which no
    longer fits whole above the newer ones, is now left out whole (Page Up reads it): every row
    shown is a whole message or a wrapped part of one, none ends in "…"."""
    layout = set_text(client, "huge")
    app = client.app
    lines = [OXFORD_DEAL, "Bob plays the 7 of hearts. Anna plays the king of hearts and wins the trick.",
             "Anna leads the ace of hearts.", "Bob plays the 2 of hearts.", "Your turn. Play a heart: you hold 3."]
    placed = Placements()
    draw_log(app.screen, layout, app.fonts, app.theme, lines, placed=placed)
    rows = sorted(placed.texts("log line"), key=lambda item: item[0].y)
    words = [w for _r, w in rows]
    assert words == lines[1:]
    assert outside(placed.items, layout.log) == [] and overlaps(placed.items) == []
