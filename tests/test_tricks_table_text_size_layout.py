"""The trick table read by a low-vision player: at Huge text with high contrast, in the smallest
(640x360) and the reference (1280x720) window, with 2 (and the dummy), 3 and 4 players, through
the bid-card choice, the premium choice and the first tricks, every card shows its rank and its
suit as letters inside the card, as large as the table's words, and nothing overlaps (found at
Huge text: cards 46 to 88 pixels wide in 1280x720 and 18 to 40 in 640x360, the narrowest with
8-pixel rank letters).
Asserted from the rectangles each draw records in a :class:`~game.ui.placement.Placements`
(each card face's own: its rank's letters and its suit's glyph)."""

from __future__ import annotations

import pygame
import pytest

from game.card_names import card_index
from game.engine.cards import Card, Suit
from game.tricks.scenes.table_sizes import CARD_RANK_LEAST, legible_card_height
from game.ui.cards import (CARD_RANK, SQUAT_RATIO, card_size, draw_card, focus_extent, focused_rect, legible_height,
                           legible_width, rank_size)
from game.ui.placement import Placements, overlaps
from hard_choices import hard_choices_searched_once  # noqa: F401  (each hard decision searched once)
from test_tricks_table_layout import check, start


def set_huge(client, window):
    """Huge text, high contrast, a ``window`` pixels wide and tall."""
    app = client.app
    app.settings.set("text_size", "huge")
    app.settings.set("high_contrast", True)
    app.apply_display_settings()
    app.screen = pygame.display.set_mode(window, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=window[0], h=window[1], size=window))
    client.frames(1)
    return app.layout


def faces(monkeypatch):
    """Record what each card drawn on the trick table shows: ``[(card rect, Placements)]``, the
    Placements holding that card's "card rank" and "card suit" (and any "card word")."""
    import game.tricks.scenes.table_view as view_module
    drawn = []
    real = view_module.draw_card

    def spy(surface, rect, card, fonts, theme, **kw):
        kw["placed"] = Placements()
        drawn.append((pygame.Rect(rect), card, kw["placed"]))
        return real(surface, rect, card, fonts, theme, **kw)
    monkeypatch.setattr(view_module, "draw_card", spy)
    return drawn


def read_every_card(client, table, drawn):
    """Draw the table; assert its layout (:func:`check`) and that every card drawn shows its rank
    and its suit's glyph inside it, apart; returns the narrowest card's width and the smallest
    rank letters' height (pixels)."""
    drawn.clear()
    check(client, table)
    assert drawn
    widths, letters = [], []
    for rect, card, placed in drawn:
        (rank, rank_words), = placed.texts("card rank")
        (suit, suit_words), = placed.texts("card suit")
        assert rank_words == {11: "J", 12: "Q", 13: "K", 14: "A"}.get(card.rank, str(card.rank))
        assert suit_words == card.suit.symbol
        assert rect.contains(rank) and rect.contains(suit), (card, rect, rank, suit)
        assert not rank.colliderect(suit), (card, rank, suit)
        widths.append(rect.width)
        letters.append(rank.height)
    return min(widths), min(letters)


STEPS = ("bid", "premium", "play 1", "play 2", "play 3")


def through_a_deal(client, players, monkeypatch):
    """Seed 3: the bid cards chosen (3 marked, focus on the third), the premium choice, then your
    first three turns to play (Enter plays the focused card); at each, :func:`read_every_card`."""
    drawn = faces(monkeypatch)
    table = start(client, players)
    found = {}
    if players == 2:
        found["dummy"] = set()
    for key in (pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE):
        client.press(key)
    found["bid"] = read_every_card(client, table, drawn)
    assert len(table.placements.of("hand card tag")) == 3
    client.press(pygame.K_RETURN)
    if table.premium_index is not None:  # offered a premium (T-9): choosing one
        found["premium"] = read_every_card(client, table, drawn)
        client.press(pygame.K_RETURN)
    played = 0
    for _ in range(40):
        client.frames(120)
        if table.view.phase == "play" and table.view.turn_controller == 0:
            played += 1
            found[f"play {played}"] = read_every_card(client, table, drawn)
            if players == 2:  # the dummy's face-up hand: one line of short forms at Huge text
                found["dummy"] |= {rect.height for rect in table.placements.of("open hand form")}
            if played == 3:
                break
            client.press(pygame.K_RETURN)
    return found


@pytest.mark.parametrize(("players", "window", "expected"), [
    (2, (1280, 720), {"dummy": {40}, "bid": (92, 30), "premium": (92, 30), "play 1": (73, 24), "play 2": (73, 24),
                      "play 3": (73, 24)}),
    (3, (1280, 720), {"bid": (92, 30), "premium": (92, 30), "play 1": (77, 26), "play 2": (77, 26),
                      "play 3": (77, 26)}),
    (4, (1280, 720), {"bid": (87, 28), "premium": (87, 28), "play 1": (57, 19), "play 2": (57, 19),
                      "play 3": (57, 19)}),
    (2, (640, 360), {"dummy": {19}, "bid": (44, 15), "premium": (44, 15), "play 1": (35, 12), "play 2": (35, 12),
                     "play 3": (35, 12)}),
    (3, (640, 360), {"bid": (44, 15), "premium": (44, 15), "play 1": (38, 12), "play 2": (38, 12),
                     "play 3": (38, 12)}),
    (4, (640, 360), {"bid": (40, 13), "premium": (40, 13), "play 1": (28, 9), "play 2": (28, 9),
                     "play 3": (28, 9)}),
])
def test_every_card_reads_at_huge_text(client, monkeypatch, players, window, expected):
    """Huge text, high contrast, seed 3: at each step the narrowest card (pixels wide) and the
    smallest rank letters' height (their pixels: a "10" or a "K" as tall as the capitals of the
    words round it); every card's rank and suit glyph inside it, apart. While bidding (no trick
    on the table yet) the hand takes the trick row's room, less the room the "BID" tags take
    over your marked cards at the panels' lines' size (28 pixels, 21 until 2026-12: the cards 92
    and 87 wide in 1280x720, as with 21-pixel tags, since the panels stand 4 pixels below the
    table's top and the 6 pixels given back are the cards', 2026-12; 90 and 85 before that, the
    lines round them as large). In play, 2 players: cards 73 pixels wide in 1280x720 (33 pixel
    type, the status line's size; 56 to 88 wide before), 35 in 640x360 (16 pixel type; 24 to 40
    before); 3 players: 77 and 38 (26 and 12 pixel letters' height; 74 and 36 before the panels
    rose). 4 players with a revealed hand have less room:
    squat cards 57 wide (26 pixel type, the trick labels' size; 46 and 58 before) in 1280x720,
    and in 640x360 28 wide (12 pixel type), the widest that fit there (18, 22 and 27 before). The
    dummy's face-up hand (2 players) is one line of short forms ("8♠ 10♠ A♠"), each in a chip
    hugging its letters at your cards' rank size, 37 and 16 pixel type (chips 40 and 19 pixels
    tall with their line, drawn outside the face; 36 and 17 with it inside; at the status line's
    size, 33 and 16, chips 34 and 17, before that; the whole line at 28 and 14 pixels, your own
    line's size, before that)."""
    layout = set_huge(client, window)
    found = through_a_deal(client, players, monkeypatch)
    assert found == expected
    least = legible_width(layout.text_px(CARD_RANK_LEAST))
    assert least == {(1280, 720): 57, (640, 360): 28}[window]
    if (players, window) != (4, (640, 360)):
        assert all(found[step][0] >= least for step in found if step != "dummy")


def test_legible_card_sizes():
    """The narrowest card whose rank letters reach the status line's size (22 reference pixels):
    33 pixels at Huge in 1280x720 need a 73-pixel card (102 tall, 77 squat), 16 in 640x360 a
    35-pixel one; the trick labels' size (17: 26 pixels) a 57-pixel one."""
    from game.ui.layout import make_layout
    huge, small = make_layout((1280, 720), 1.5), make_layout((640, 360), 1.5)
    assert (huge.text_px(CARD_RANK), small.text_px(CARD_RANK)) == (33, 16)
    assert legible_width(33) == 73 and rank_size(73) >= 33 > rank_size(72)
    assert legible_width(16) == 35
    assert legible_card_height(huge) == legible_height(33) == 102
    assert card_size(legible_card_height(huge, SQUAT_RATIO), SQUAT_RATIO) == (73, 77)
    assert legible_width(huge.text_px(CARD_RANK_LEAST)) == 57


@pytest.mark.parametrize("width", [27, 57, 73])
def test_squat_card_shows_rank_and_suit_apart(client, width):
    """A squat card (height 1.05 times its width, where the table is short of room) still shows
    the rank over the suit glyph, both inside the card and apart, "10" too; the focus frame
    and its triangle lie outside the card (a shape, not only a colour)."""
    fonts, theme = client.app.fonts, client.app.theme
    rect = pygame.Rect(20, 20, *card_size(round(width * SQUAT_RATIO), SQUAT_RATIO))
    assert rect.width == width
    for card in (Card(10, Suit.HEARTS), Card(12, Suit.SPADES)):
        surface = pygame.Surface((200, 200))
        surface.fill((1, 2, 3))
        placed = Placements()
        draw_card(surface, rect, card, fonts, theme, focused=True, word_px=27, placed=placed)
        (rank, _w), = placed.texts("card rank")
        (suit, _s), = placed.texts("card suit")
        assert rect.contains(rank) and rect.contains(suit) and not rank.colliderect(suit)
        side, below = focus_extent(width)
        frame = focused_rect(rect)
        tip = (rect.centerx, rect.bottom + below - 2)  # inside the triangle under the card
        assert frame.bottom == rect.bottom + below and tuple(surface.get_at(tip))[:3] == theme.focus
        assert tuple(surface.get_at((rect.x - side + 1, rect.centery)))[:3] == theme.focus


def test_counting_cards_are_legible_too(client):
    """The same rule holds on the counting table (its cards, drawn by the same code, are larger):
    at Huge in 1280x720 and 640x360 every card is wider than the legible card, its rank inside."""
    from test_table_text_size_layout import counting_table
    for window in ((1280, 720), (640, 360)):
        layout = set_huge(client, window)
        names, _places, _view = counting_table(client, 3)
        cards = names.of("card")
        assert min(card.width for card in cards) >= legible_width(layout.text_px(CARD_RANK))
        for rank in names.of("card rank"):
            assert any(card.contains(rank) for card in cards)
        assert overlaps([(kind, rect) for kind, rect in names.items if not kind.startswith("card")]) == []


@pytest.mark.parametrize(("window", "thick", "bid_px", "status_px"),
                         [((1280, 720), 4, 39, 39), ((640, 360), 3, 19, 19)])
def test_dummy_forms_keep_suit_colours_and_a_thick_focus(client, window, thick, bid_px, status_px):
    """Two players, Huge text, high contrast, seed 3 (T-21): playing from the dummy, each of its
    short forms keeps its suit's ink and no other suit's (high contrast's four colours: spades
    white, hearts light red, diamonds amber, clubs sky blue; hearts and diamonds both in the
    accent, spades and clubs both white, before that the whole line in the accent), the focused one
    has a frame ``thick`` pixels (2 before) and a triangle under it, as your hand's focused card,
    and the label "▶ Dummy (face up):" says whose turn it is. Your bid cards stay in one place (the
    deal's line, at the right) on your turn and on the dummy's, at the status line's base size
    (``bid_px`` tall: 39 and 19 pixels; 17 reference pixels regular, on the status line or the
    deal's line by turn, before); the status line ``status_px`` tall (39 in 1280x720: it grows into
    the room the cards leave, 42 before the margin under the dummy's focus triangle took 4 of
    its pixels, 2026-12). A form that may not be played (T-13) keeps its full ink over the
    stroke that marks it (:mod:`test_tricks_table_dummy_line`; veiled until 2026-12), not
    another suit's colour."""
    from game.tricks.scenes.table_view import barred_cards
    from game.ui.cards import card_colors
    set_huge(client, window)
    table = start(client, 2)
    for key in (pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RETURN):
        client.press(key)
    client.press(pygame.K_RETURN)
    theme = client.app.theme
    inks = {suit.symbol: card_colors(theme, Card(2, suit))[1] for suit in Suit}
    assert inks == {"\u2660": (255, 255, 255), "\u2665": (255, 120, 120), "\u2666": (255, 176, 0),
                    "\u2663": (100, 190, 255)}
    bids, seen, barred_seen = set(), set(), set()
    for _ in range(60):
        client.frames(120)
        if table.view.phase != "play" or table.view.turn_controller != 0:
            continue
        placed = check(client, table)
        screen = client.app.screen
        dummy = table.view.dummy
        barred = {card_index(card) for card in barred_cards(table.view, dummy, table.view.dummy_hand)}
        (bid, _words), = placed.texts("bid cards")
        bids.add(tuple(bid))
        assert bid.height == bid_px and placed.of("status")[0].height == status_px
        hot = table.focus_hand == table.view.dummy
        seen.add(hot)
        (label, words), = placed.texts("open hand label")
        assert words == ("\u25b6 Dummy (face up):" if hot else "Dummy (face up):")
        focused = [rect for rect, words in placed.texts("open hand form") if words == "focused"]
        assert len(focused) == (1 if hot else 0)
        for rect, words in placed.texts("open hand form"):
            if words == "focused":  # its chip drawn as the others (its frame asserted below)
                continue
            rect = rect.inflate(-8, -8)  # inside the chip's border (white in high contrast)
            colours = {tuple(screen.get_at((x, y)))[:3] for x in range(rect.x, rect.right)
                       for y in range(rect.y, rect.bottom)}
            ink = inks[words[-1]]
            assert ink in colours, words  # full ink, barred or not (the stroke under the letters)
            if words in barred:
                barred_seen.add(words)
            assert not colours & {ink for symbol, ink in inks.items() if symbol != words[-1]}, words
        if hot:
            frame, = focused
            for dx in range(thick):  # the frame's left side, thick, in the focus colour
                assert tuple(screen.get_at((frame.x + dx, frame.centery)))[:3] == theme.focus
            assert tuple(screen.get_at((frame.centerx, frame.bottom - 2)))[:3] == theme.focus  # the triangle
        client.press(pygame.K_RETURN)
        if len(seen) == 2 and len(table.view.played_tricks) >= 2:
            break
    assert seen == {False, True}
    assert len(bids) == 1
    assert barred_seen  # some of the dummy's forms were barred, their ink kept


def play_steps(client, table, steps):
    """Up to ``steps`` of your turns to play (Enter plays the focused card, from your hand or the
    dummy's), each drawn and checked (:func:`check`): their :class:`Placements`."""
    found = []
    for _ in range(80):
        client.frames(120)
        if table.view.phase == "play" and table.view.turn_controller == 0:
            found.append(check(client, table))
            if len(found) == steps:
                break
            client.press(pygame.K_RETURN)
    return found


@pytest.mark.parametrize(("window", "widths"), [((1280, 800), {78, 89}), ((1280, 720), None), ((640, 360), None)])
def test_dummy_cards_as_large_as_your_hand(client, window, widths):
    """Two players, Huge text, high contrast, seed 16: where the room allows cards whose rank
    letters are the status line's size (a 16:10 window, 1280x800), the dummy's face-up hand is
    drawn as cards exactly as wide as yours (78 pixels with 9 cards, the longest "▶ Dummy (face
    up) [YOUR TURN]" label beside them, 89 with 8), on your turn and on the dummy's alike (a
    line of short forms beside your 96-pixel cards before). Where it does not (1280x720 and
    640x360, 16:9: the trick row, the dummy's row and yours need 346 pixels of the 303 between
    the deal's line and the status line at 1280x720) it stays one line of short forms, their
    letters as large as your cards' rank letters (:mod:`test_tricks_table_face_up_letters`), your
    cards 83 pixels wide in 1280x720 (89 beside forms at the status line's size before) and 35
    in 640x360 (36 before the margin under the dummy's focus triangle, 2026-12): same-size cards
    there would be 64 pixels wide, their rank letters under the table's words."""
    from test_tricks_table_layout import cards_of
    set_huge(client, window)
    table = start(client, 2, seed=16)
    for key in (pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RETURN):
        client.press(key)
    client.press(pygame.K_RETURN)
    steps = play_steps(client, table, 4)
    assert len(steps) == 4
    seen = set()
    for placed in steps:
        hand = {rect.width for rect in cards_of(placed, "hand card")}
        dummy = {rect.width for rect in cards_of(placed, "open hand card")}
        seen |= hand
        if widths is None:
            assert not dummy and placed.of("open hand form")
            assert hand == ({83} if window == (1280, 720) else {35})
        else:
            assert hand == dummy and not placed.of("open hand form")
    if widths is not None:
        assert seen == widths


@pytest.mark.parametrize(("window", "card_w", "gap", "labels"),
                         [((1280, 720), 67, 44, [62, 31, 31, 31]), ((640, 360), 35, 24, [32, 16, 16, 16])])
def test_four_hand_trick_cards_stand_apart(client, window, card_w, gap, labels):
    """Four players, Huge text, high contrast, seed 5, the second trick complete (the queen of
    hearts led, your card last): the two cards side by side in the middle (the hand across and
    yours) stand ``gap`` pixels apart, half a card's width clear even inside two winner's frames
    (22 and 11 pixels before: with a frame, 10 and 5); the others are far apart. The labels
    beside the cards keep the trick labels' size (``labels``: their heights, "Bob" over "(led)"
    in two lines of a 26-pixel font in 1280x720, 13 in 640x360): the cards are a little narrower
    for it (67 and 35 pixels; 74 and 36 with 24- and 12-pixel labels, [56, 28, 28, 28] and
    [29, 14, 14, 14], until 2026-12; in 1280x800 the cards were 90 wide beside 22-pixel labels)."""
    import dataclasses

    from test_tricks_table_layout import cards_of
    from game.tricks.scenes.table_view import winner_frame
    set_huge(client, window)
    table = start(client, 4, seed=5)
    for key in (pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RETURN):
        client.press(key)
    client.press(pygame.K_RETURN)
    for _ in range(80):
        client.frames(120)
        view = table.view
        if view.phase == "play" and view.turn_controller == 0 and len(view.current_trick) == 3:
            break
        if view.phase == "play" and view.turn_controller == 0:
            client.press(pygame.K_RETURN)
    else:
        raise AssertionError("no trick with three cards before your turn")
    card = view.legal_plays[0].card
    full = dataclasses.replace(view, current_trick=view.current_trick + ((0, card),), turn=None, turn_controller=None,
                               hand=tuple(c for c in view.hand if c != card))
    table.shown_view = lambda: full  # the trick as it is drawn until its winner was heard
    placed = check(client, table)
    trick = sorted(cards_of(placed, "trick card"), key=lambda rect: rect.x)
    assert [rect.width for rect in trick] == [card_w] * 4
    gaps = [right.x - left.right for left, right in zip(trick, trick[1:])]
    assert min(gaps) == gaps[1] == gap
    assert gap - 2 * winner_frame(card_w) >= card_w // 2
    assert [rect.height for rect in placed.of("trick label")] == labels


@pytest.mark.parametrize("language", ["en", "es", "ru"])
@pytest.mark.parametrize(("window", "line", "pad"), [((1280, 720), 2, 4), ((640, 360), 1, 3), ((1280, 800), 2, 4)])
def test_dummy_forms_sit_inside_their_chips_with_a_margin(client, monkeypatch, language, window, line, pad):
    """Two players, Huge text, high contrast, seed 3, in English, Spanish ("Muerto (boca
    arriba):") and Russian, through your first turns to play: every short form of the dummy's
    face-up hand ("10♠", "J♣", "Q♣") has its letters' own pixels inside its chip's face, ``pad``
    pixels clear left and right and at least 1 above and below, and the chip's line (``line``
    pixels: 2 in 1280x720, 1 in 640x360) is drawn round the face, outside it (the recorded
    chip). A tester at Huge text saw "10", "J", "Q" and the suits touch or cross the chips'
    edges: the line was drawn inside the chip, over the 1 pixel left above and below the
    letters. :func:`test_every_card_reads_at_huge_text` checked only the cards drawn as cards,
    never the forms (nor does a 1280x800 window draw forms: the dummy's hand is cards there)."""
    import game.tricks.scenes.table_view as view_module
    from game.tricks.scenes.table_sizes import chip_border, compact_pad
    client.app.apply_language(language)
    layout = set_huge(client, window)
    assert (chip_border(layout), compact_pad(layout)) == (line, pad)
    seen = []
    real = view_module.form_letters

    def spy(chip, image):
        letters = real(chip, image)
        seen.append((pygame.Rect(chip), letters))
        return letters
    monkeypatch.setattr(view_module, "form_letters", spy)
    table = start(client, 2)
    for key in (pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RETURN):
        client.press(key)
    client.press(pygame.K_RETURN)
    turns = forms = 0
    for _ in range(60):
        client.frames(120)
        if table.view.phase != "play" or table.view.turn_controller != 0:
            continue
        seen.clear()
        placed = check(client, table)
        turns += 1
        chips = [rect for rect, words in placed.texts("open hand form") if words != "focused"]
        assert len(seen) == len(placed.of("open hand form"))
        outlines = {tuple(chip.inflate(2 * line, 2 * line)) for chip, _letters in seen}
        assert {tuple(rect) for rect in chips} <= outlines
        for chip, letters in seen:
            assert letters.left - chip.left == chip.right - letters.right == pad, (chip, letters)
            assert min(letters.top - chip.top, chip.bottom - letters.bottom) >= 1, (chip, letters)
            forms += 1
        if turns == 3:
            break
        client.press(pygame.K_RETURN)
    assert turns == 3
    assert (forms > 0) == (window != (1280, 800)), forms
