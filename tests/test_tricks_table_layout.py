"""The trick table's layout at every text size, both contrasts, 2 (with the dummy), 3 and 4
players: no two text or card rectangles overlap and all lie in the window; no card gets smaller
when the text gets larger, and the rank letters are at least as large as the table's small text;
each trick card lies in front of its player; the leader and the winner so far are marked; the
classic joker's label sits inside its card in red; the deal summary shows as many lines as fit.
Also the message log's history caption (both tables)."""

import pygame
import pytest

from game.engine.cards import Card, Suit
from game.i18n import _ as translate
from game.tricks.scenes.summary import first_shown
from game.tricks.scenes.table_sizes import CARD_RANK_LEAST
from game.tricks.scenes.table_view import state_words, trick_label, winner_frame
from game.ui.cards import focus_extent
from game.ui.cards import rank_size
from game.ui.placement import Placements, outside, overlaps
from game.engine.perspective import Perspective
from hard_choices import hard_choices_searched_once  # noqa: F401  (each hard decision searched once)
from test_tricks_table_driver import play_deal, start_table

ME = Perspective(0)
"""Narration for the player at seat 0, the others by their computer names."""

LANGUAGES = ("en", "es", "ru")


def start(client, players, seed=3, variant=None):
    import game.tricks.menu_entry  # noqa: F401  (registers --game tricks)
    from game.tricks.scenes.table import TricksTable
    client.start("tricks", players=players, seed=seed, variant=variant)
    table = client.app.scenes[-1]
    assert isinstance(table, TricksTable)
    return table


def bid_first_three(client):
    for key in (pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE,
                pygame.K_RETURN):
        client.press(key)
    client.press(pygame.K_RETURN)  # "No premium" when a premium is offered
    client.frames(900)


def tagged_cards(placed):
    """How many cards the "BID" tags name: 1 for each "BID", the cards named by each tag over
    several ("APUESTA: 2♠ 5♠ K♠", tests/test_tricks_bid_tags.py)."""
    return sum(1 if words == translate("BID") else len(words.split(": ", 1)[1].split())
               for _rect, words in placed.texts("hand card tag"))


def check(client, table):
    """Draw the table and its log, then assert the layout holds."""
    client.app.mark_dirty()
    client.app.draw()
    placed = table.placements
    assert placed.items, "the table recorded nothing"
    layout = client.app.layout
    assert overlaps(placed.items) == []
    assert outside(placed.items, layout.content) == []
    hand = placed.of("hand card")
    assert hand and all(rect.bottom <= placed.of("status")[0].top for rect in hand)
    return placed


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("contrast", [False, True])
@pytest.mark.parametrize("text_size", ["small", "medium", "large", "huge"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_nothing_overlaps_and_all_lies_in_the_window(client, players, text_size, contrast, language):
    """Bidding with 3 marked cards, then each hand's turn through the first two tricks, in every
    language (Spanish and Russian words are longer than English)."""
    client.app.apply_language(language)
    client.app.settings.set("text_size", text_size)
    client.app.settings.set("high_contrast", contrast)
    client.app.apply_display_settings()
    table = start(client, players)
    for key in (pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE):
        client.press(key)
    placed = check(client, table)
    assert tagged_cards(placed) == 3
    client.press(pygame.K_RETURN)
    client.press(pygame.K_RETURN)
    for _ in range(8):
        client.frames(240)
        check(client, table)
        if table.view.turn == 0 or table.view.turn_controller == 0:
            client.press(pygame.K_RETURN)


TEXT_SIZES = ("small", "medium", "large", "huge")


def card_rect(recorded, tag=None):
    """A card's own rectangle from the one recorded with ``tag``: the focused card's ("focused")
    includes its focus frame and triangle (:func:`focused_rect`), the trick's winner's
    ("winning") its frame (:func:`winner_frame`)."""
    for w in range(recorded.width, 7, -1):
        if tag == "focused":
            side, below = focus_extent(w)
            if w + 2 * side == recorded.width:
                return pygame.Rect(recorded.x + side, recorded.y + side, w, recorded.height - side - below)
        elif tag == "winning":
            frame = winner_frame(w)
            if w + 2 * frame == recorded.width:
                return pygame.Rect(recorded.x + frame, recorded.y + frame, w, recorded.height - 2 * frame)
        else:
            return recorded
    raise AssertionError(f"not a card: {recorded} {tag}")


def cards_of(placed, kind):
    """The rectangles of the cards recorded as ``kind``, without their frames."""
    return [card_rect(rect, tag) for rect, tag in placed.texts(kind)]


def card_widths(placed):
    """``(hand, trick, open)``: the widest card of each kind drawn, without its frames (0: none):
    the width sets the rank letters' size (the height follows the room, down to squat cards)."""
    def widest(kind):
        return max((rect.width for rect in cards_of(placed, kind)), default=0)
    return widest("hand card"), widest("trick card"), widest("open hand card")


def sizes_through_a_deal(client, players, text_size, language, window=None):
    """Play the scripted start of a deal (3 bid cards marked, then six steps of play, the
    human playing the focused card) at ``text_size``, checking the layout at each step; returns
    each step's :func:`card_widths` and the smallest rank font on a hand or trick card and on a
    face-up hand's card (99: none), with the layout's ``text_px(CARD_RANK_LEAST)`` (the least
    rank letters a table short of room draws)."""
    client.app.scenes.clear()
    client.app.apply_language(language)
    client.app.settings.set("text_size", text_size)
    client.app.apply_display_settings()
    if window is not None:
        client.app.screen = pygame.display.set_mode(window, pygame.RESIZABLE)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=window[0], h=window[1], size=window))
        client.frames(1)
    table = start(client, players)
    steps = []

    def step():
        placed = check(client, table)
        layout = client.app.layout
        main = [rect.width for kind in ("hand card", "trick card") for rect in cards_of(placed, kind)]
        face_up = [rect.width for rect in cards_of(placed, "open hand card")]
        steps.append((card_widths(placed), min(rank_size(w) for w in main), min(map(rank_size, face_up), default=99),
                      layout.text_px(CARD_RANK_LEAST)))
    for key in (pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE):
        client.press(key)
    step()
    client.press(pygame.K_RETURN)
    client.press(pygame.K_RETURN)
    for _ in range(6):
        client.frames(240)
        step()
        if table.view.turn_controller == 0:
            client.press(pygame.K_RETURN)
    return steps


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_cards_never_shrink_as_the_text_grows(client, players, language):
    """The same deal at Small, Medium, Large and Huge text (1280x720): at every step each kind
    of card (your hand, the trick, a face-up hand drawn as cards) is at least as wide (its
    letters at least as large) as at the smaller text size, and every rank letter is drawn at
    least as large as the trick's labels (``text_px(17)``: 26 pixels at Huge in 1280x720; the
    "BID" tags' 21 before)."""
    runs = [sizes_through_a_deal(client, players, text_size, language) for text_size in TEXT_SIZES]
    for smaller, larger in zip(runs, runs[1:]):
        assert len(smaller) == len(larger)
        for (small_cards, *_), (large_cards, *_) in zip(smaller, larger):
            for small_w, large_w in zip(small_cards[:2], large_cards[:2]):
                assert large_w >= small_w
            if small_cards[2] and large_cards[2]:
                assert large_cards[2] >= small_cards[2]
    for run in runs:
        for _cards, rank, face_up_rank, text14 in run:
            assert rank >= text14
            assert face_up_rank >= text14


@pytest.mark.parametrize("window", [(800, 500), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 4])
def test_cards_never_shrink_as_the_text_grows_in_small_and_large_windows(client, players, window):
    """As above in a small and a large window (English)."""
    runs = [sizes_through_a_deal(client, players, text_size, "en", window) for text_size in TEXT_SIZES]
    for smaller, larger in zip(runs, runs[1:]):
        for (small_cards, *_), (large_cards, *_) in zip(smaller, larger):
            assert all(large_w >= small_w for small_w, large_w in zip(small_cards[:2], large_cards[:2]))
            if small_cards[2] and large_cards[2]:
                assert large_cards[2] >= small_cards[2]
    for run in runs:
        assert all(rank >= text14 and face_up_rank >= text14 for _c, rank, face_up_rank, text14 in run)


@pytest.mark.parametrize("players, expected", [
    (3, {"small": (71, 57, 26), "medium": (71, 57, 26), "large": (84, 71, 32), "huge": (96, 77, 35)}),
    (4, {"small": (64, 57, 26), "medium": (64, 57, 26), "large": (64, 57, 26), "huge": (71, 57, 26)}),
])
def test_card_and_letter_sizes_per_text_size(client, players, expected):
    """1280x720, the first step of play (seed 3, as the hard level bids and plays it, without the
    clock; with four hands Bob's hand is revealed and drawn as one line): the widths of your
    cards and of the trick's, and the smallest rank font on them, at each text size. Issue 17 measured the cards shrinking as the text grew: 40x60 hand
    cards with 7-10 pixel letters at Huge (four hands: 26x37 and 8 pixels before this layout).
    Later the trick's cards stayed small at Huge (four hands: 58 and 46 pixels wide, 21 pixel
    letters; three: 88 and 70): now no card is narrower than its rank letters at the status
    line's size need (33 pixels at Huge), or, with four hands short of room, the trick labels'
    size (26 pixels: squat cards 64 and 57 wide; 59 and 57 while the bid cards could take a line
    of their own, before they stayed on the deal's line). At Huge the lines round them grew to a
    menu item's size (tests/test_tricks_table_line_sizes.py) on squatter cards, your hand as wide
    or wider (85 and 71 wide, 84 and 64 before). Three hands at Huge: 93 and 74 since your bid
    cards take a line of their own rather than shrink beside the deal's line (85 and 73 before;
    the lines round the cards reach less far); 96 and 77 (35-pixel letters) since the panels
    stand 4 pixels below the table's top, the 6 pixels given back the cards' (2026-12)."""
    found = {}
    for text_size in TEXT_SIZES:
        run = sizes_through_a_deal(client, players, text_size, "en")
        (hand, trick, _open), rank, *_ = run[1]
        found[text_size] = (hand, trick, rank)
    assert found == expected


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", [(800, 500), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 4])
def test_small_and_large_windows_at_huge_text(client, players, size, language):
    """Huge text in a small and a large window, in every language: still nothing overlaps, the
    hand stays whole."""
    client.app.apply_language(language)
    client.app.settings.set("text_size", "huge")
    client.app.apply_display_settings()
    client.app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    client.frames(1)
    table = start(client, players)
    for key in (pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE):
        client.press(key)
    check(client, table)
    client.press(pygame.K_RETURN)
    client.press(pygame.K_RETURN)
    for _ in range(6):
        client.frames(240)
        check(client, table)
        if table.view.turn_controller == 0:
            client.press(pygame.K_RETURN)


def test_trick_cards_lie_in_front_of_their_players_leader_and_winner_marked(client):
    """Three players: Anna's card under Anna's panel (left), Bob's under Bob's (right), yours in
    the middle; the first card says "led", the best so far "winning"."""
    table = start(client, 3)
    bid_first_three(client)
    while len(table.view.current_trick) < 2 or table.view.turn != 0:
        if table.view.turn == 0:
            client.press(pygame.K_RETURN)
        client.frames(60)
    placed = check(client, table)
    slots = placed.of("trick card")
    assert len(slots) == 2
    view = table.view
    from game.tricks.rules import trick_winner
    from game.tricks.scenes.table_view import seat_panels
    panels = seat_panels(client.app.layout, [1, 2])
    for (seat, _card), rect in zip(view.current_trick, slots):
        centre = panels[seat].centerx if seat else client.app.layout.content.centerx
        assert abs(rect.centerx - centre) <= 1
    labels = placed.of("trick label")
    assert len(labels) == 2
    winner = view.current_trick[trick_winner(view.current_trick, view.trumps)][0]
    assert trick_label("Anna", True, winner == view.current_trick[0][0]).startswith("Anna (led")


@pytest.mark.parametrize("text_size", ["medium", "huge"])
def test_four_hands_trick_in_one_row_each_card_under_its_player(client, text_size):
    """Four players: the trick is one row; Anna's card lies under Anna's panel and Carl's under
    Carl's, Bob's (across) and yours side by side in the middle, yours to the right; each
    label lies beside its own card, on the outer side, at the card's height."""
    client.app.settings.set("text_size", text_size)
    client.app.apply_display_settings()
    table = start(client, 4)
    bid_first_three(client)
    for _ in range(2000):  # until three cards, yours among them, wait for the fourth
        trick = table.view.current_trick
        if len(trick) == 3 and 0 in [seat for seat, _card in trick] and not table.anims.of("slide"):
            break
        if table.view.turn_controller == 0:
            client.press(pygame.K_RETURN)
        client.frames(1)
    view = table.view
    placed = check(client, table)
    cards = {seat: rect for (seat, _card), rect in zip(view.current_trick, cards_of(placed, "trick card"))}
    assert len(cards) == 3
    from game.tricks.scenes.table_view import seat_panels
    layout = client.app.layout
    panels = seat_panels(layout, [1, 2, 3])
    assert len({rect.centery for rect in cards.values()}) == 1
    for seat in (1, 3):
        if seat in cards:
            assert panels[seat].left <= cards[seat].centerx <= panels[seat].right
    if 2 in cards:
        assert cards[2].right < layout.content.centerx < cards[0].left
    else:
        assert cards[0].left > layout.content.centerx
    labels = placed.of("trick label")
    assert len(labels) == 3
    for label in labels:
        assert any(card.top <= label.centery <= card.bottom for card in cards.values())


def test_trick_label_words():
    assert [trick_label("Bob", led, win) for led in (False, True) for win in (False, True)] == [
        "Bob", "Bob (winning)", "Bob (led)", "Bob (led, winning)"]
    assert trick_label("You", True, True, you=True) == "You (led, winning)"
    assert [state_words(led, win) for led in (False, True) for win in (False, True)] == [
        "", "(winning)", "(led)", "(led, winning)"]


@pytest.mark.parametrize("language, expected", [
    ("es", ["Tú (salida, ganas)", "(salida, ganas)", "Bob (salida, gana)", "(salida, gana)"]),
    ("ru", ["Вы (заход, берёте)", "(заход, берёте)", "Боб (заход, берёт)", "(заход, берёт)"]),
])
def test_trick_labels_agree_with_you(language, expected):
    """Your card's label has its own words: the verb agrees with "you" (Spanish "ganas",
    Russian "берёте"), the others' with a name."""
    from game import i18n
    i18n.set_language(language)
    from game.tricks import text
    assert [trick_label(text.name(ME, 0), True, True, you=True), state_words(True, True, True),
            trick_label(text.name(ME, 2), True, True), state_words(True, True)] == expected


@pytest.mark.parametrize("language", LANGUAGES)
def test_playing_from_the_dummy_at_huge_text_frames_its_short_form(client, language):
    """T-21 at Huge text (2 players, seed 3): the dummy's hand is one line of short card forms
    whether or not you play from it, so no card changes size between turns; when you play from
    it, the focused form is framed in the focus colour inside that line."""
    client.app.apply_language(language)
    client.app.settings.set("text_size", "huge")
    client.app.settings.set("high_contrast", True)
    client.app.apply_display_settings()
    table = start(client, 2)
    bid_first_three(client)
    heights = set()
    hot = None
    for _ in range(300):
        client.frames(20)
        if table.view.phase != "play":
            continue
        placed = check(client, table)
        heights.add(card_widths(placed)[0])
        if table.view.turn_controller == 0 and table.focus_hand == 2 and hot is None:
            hot, screen = placed, client.app.screen.copy()
        if table.view.turn_controller == 0:
            client.press(pygame.K_RETURN)
        if hot is not None and len(table.view.played_tricks) >= 4:
            break
    assert hot is not None
    assert hot.of("open hand card") == []
    line, = hot.of("open hand label")
    focus = client.app.theme.focus
    assert any(tuple(screen.get_at((x, y)))[:3] == focus
               for x in range(line.x, line.right) for y in range(line.y, line.bottom))
    assert len(heights) == 1  # your hand: one size through the tricks played


def test_joker_label_is_inside_its_card_and_red_for_a_heart(client):
    """The classic joker standing for the 7 of hearts: "= 7♥" drawn inside the card in the red
    ink, in both contrasts."""
    from game.ui.cards import card_colors, draw_card
    from game.ui.theme import HIGH_CONTRAST, NORMAL
    joker = Card(0, None)
    for theme in (NORMAL, HIGH_CONTRAST):
        surface = pygame.Surface((200, 200))
        surface.fill((1, 2, 3))
        rect = pygame.Rect(50, 30, 100, 140)
        draw_card(surface, rect, joker, client.app.fonts, theme, focused=True, stands_for=Card(7, Suit.HEARTS))
        red = card_colors(theme, Card(7, Suit.HEARTS))[1]
        lower = [surface.get_at((x, y))[:3] for x in range(rect.x, rect.right)
                 for y in range(rect.centery, rect.bottom - 5)]
        assert red in lower
        assert red != theme.text


@pytest.mark.parametrize("text_size", ["medium", "huge"])
def test_log_caption_has_its_own_row(client, text_size):
    """Reviewing the history: "Start of history. Message 1 of 8." lies whole inside the log strip
    and no message line covers it (both tables use this strip)."""
    from game.ui.log_view import draw_log
    client.app.settings.set("text_size", text_size)
    client.app.apply_display_settings()
    layout = client.app.layout
    placed = Placements()
    lines = [f"Message number {i} says something rather long about the trick just played." for i in range(5)]
    draw_log(client.app.screen, layout, client.app.fonts, client.app.theme, lines, highlight=0,
             caption="Start of history. Message 1 of 8.", placed=placed)
    assert len(placed.of("log caption")) == 1
    assert placed.of("log line")
    assert overlaps(placed.items) == []
    assert outside(placed.items, layout.log) == []


def test_log_shows_whole_messages_only(client):
    """A long older message that does not fit whole above the newer ones has scrolled off the
    top (it was shown by its start, cut with "…", until 2026-12): at Huge the strip shows the
    last long one's three rows and the short one, each row a wrapped part of a whole message."""
    from game.ui.log_view import draw_log
    client.app.settings.set("text_size", "huge")
    client.app.apply_display_settings()
    layout = client.app.layout
    long = "Bob bid 3 and took 3: made, 33 points: 3 tricks, 30 bonus. " * 3
    lines = [long] * 4 + ["Short one."]
    placed = Placements()
    draw_log(client.app.screen, layout, client.app.fonts, client.app.theme, lines, placed=placed)
    shown = sorted(placed.texts("log line"), key=lambda item: item[0].y)
    assert [w for _r, w in shown] == ["Bob bid 3 and took 3: made, 33 points: 3 tricks, 30 bonus. Bob bid 3 and",
                                      "took 3: made, 33 points: 3 tricks, 30 bonus. Bob bid 3 and took 3: made, 33",
                                      "points: 3 tricks, 30 bonus. ", "Short one."]
    assert outside(placed.items, layout.log) == [] and overlaps(placed.items) == []


def test_overlap_checker_finds_faults():
    """The checker itself: touching is fine, one shared pixel is an overlap, outside is found."""
    items = [("a", pygame.Rect(0, 0, 10, 10)), ("b", pygame.Rect(10, 0, 10, 10)),
             ("c", pygame.Rect(19, 9, 5, 5))]
    assert [(a, b) for a, b, *_ in overlaps(items)] == [("b", "c")]
    assert [kind for kind, _rect in outside(items, pygame.Rect(0, 0, 20, 20))] == ["c"]


def test_summary_page_shows_every_line_that_fits():
    """The summary page starts at line 0 while everything up to the focused line fits; with too
    little room it starts where the focused line is still the last one shown."""
    heights = [40] * 7
    assert first_shown(heights, 500, 6) == 0
    assert first_shown(heights, 500, 0) == 0
    assert first_shown(heights, 130, 6) == 4
    assert first_shown(heights, 130, 3) == 1
    assert first_shown([200, 40, 40], 100, 2) == 1


def test_summary_draws_all_seven_lines_at_the_end(client):
    """End on the 7-line summary of deal 1 (3 players, seed 5) draws the first line too: the
    page fits them all."""
    table = start_table(client, 3, 5)
    play_deal(client, table)
    summary = client.app.top
    client.frames(60)  # (the summary's first second: no key but a status key acts)
    client.press(pygame.K_END)
    drawn: list[str] = []
    render = client.app.fonts.render

    def spy(text_, *args, **kwargs):
        drawn.append(text_)
        return render(text_, *args, **kwargs)
    client.app.fonts.render = spy
    summary.draw(client.app.screen if hasattr(client.app, "screen") else pygame.display.get_surface(),
                 client.app.layout)
    client.app.fonts.render = render
    assert summary.index == len(summary.lines) - 1 == 6
    assert drawn[0] == "Deal 1 summary"
    assert drawn[1] == "Deal 1: 0 of 3 made their bid."
    assert drawn[-1] == "Press Enter to go on to the next deal."


@pytest.mark.parametrize("window", [None, (640, 360)])
@pytest.mark.parametrize("language", LANGUAGES)
def test_summary_draws_whole_lines_only_at_huge_text(client, language, window):
    """At Huge text each summary line is drawn whole or not at all: the page never ends in the
    first half of a wrapped line (its rest is read with Down). The 2-player deal of seed 2 with
    a declare has long lines (the dummy's, the premiums) that used to be cut at the bottom. In
    the default window and in the smallest (640x360)."""
    client.app.apply_language(language)
    client.app.settings.set("text_size", "huge")
    client.app.apply_display_settings()
    if window is not None:
        client.app.screen = pygame.display.set_mode(window, pygame.RESIZABLE)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=window[0], h=window[1], size=window))
        client.frames(1)
        assert client.app.layout.size == window
    table = start_table(client, 2, 2)
    play_deal(client, table, premium="declare")
    summary = client.app.top
    layout = client.app.layout
    width = layout.content.width - 2 * layout.px(48)
    wrapped = [client.app.fonts.wrap(line, layout.text_px(24), width) for line in summary.lines]
    render = client.app.fonts.render
    cut = 0
    for index in range(len(summary.lines)):
        summary.index = index
        drawn: list[str] = []

        def spy(text_, *args, **kwargs):
            drawn.append(text_)
            return render(text_, *args, **kwargs)
        client.app.fonts.render = spy
        try:
            summary.draw(client.app.screen, layout)
        finally:
            client.app.fonts.render = render
        shown = [i for i, parts in enumerate(wrapped) if parts[0] in drawn]
        assert index in shown
        for i in shown:
            if not all(part in drawn for part in wrapped[i]):
                cut += 1
    assert cut == 0


def test_a_revealed_hand_becomes_one_line_when_its_cards_would_be_too_small(client):
    """T-10: four hands at Huge text in Spanish (seed 3: a computer player reveals). The revealed
    hand is one text line of short card forms instead of a row of tiny cards, and the table
    still fits (your hand above the status line)."""
    client.app.apply_language("es")
    client.app.settings.set("text_size", "huge")
    client.app.apply_display_settings()
    table = start(client, 4)
    bid_first_three(client)
    for _ in range(20):
        if any(cards is not None for seat, cards in enumerate(table.view.open_hands) if seat != 0):
            break
        client.frames(240)
        if table.view.turn_controller == 0:
            client.press(pygame.K_RETURN)
    seat = next(seat for seat, cards in enumerate(table.view.open_hands) if seat != 0 and cards is not None)
    placed = check(client, table)
    assert placed.of("open hand card") == []
    assert len(placed.of("open hand label")) == 1
    assert table.view.open_hands[seat]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("text_size", ["small", "huge"])
def test_a_spectators_table_names_every_seat_and_nothing_overlaps(client, text_size, language, tmp_path):
    """Watching online (no seat): the spectator's view (T-7: no hand, no bid) is drawn with every
    seat by its name, the bottom one too ("Ben ·", never "You"), and nothing overlaps."""
    import random

    from game.tricks.options import TricksOptions
    from game.tricks.scenes.table_view import draw_table
    from game.tricks.state import TricksState
    from game.tricks.visibility import random_action
    from game.ui.animation import Animations
    client.app.apply_language(language)
    client.app.settings.set("text_size", text_size)
    client.app.apply_display_settings()
    state = TricksState.new(TricksOptions(players=3), 5)
    rng = random.Random(2)
    for _action in range(7):  # the bids, then the first cards of the first trick
        state.apply(random_action(state, rng))
    me = Perspective(None, ("Ben", None, "Cleo"))
    app = client.app
    placed = draw_table(app.screen, app.layout, app.fonts, app.theme, state.view(None), focus=0, focus_hand=None,
                        marked=(), status="Watching", anims=Animations(), me=me)
    pygame.image.save(app.screen, str(tmp_path / "spectator.png"))
    assert overlaps(placed.items) == []
    assert outside(placed.items, app.layout.content) == []
    from game.tricks.scenes.table_words import you_words
    bottom = you_words(state.view(None), None, me)
    assert bottom.lstrip("\u25b6 ").startswith("Ben \u00b7 "), bottom
    if language == "en":
        assert "You" not in bottom


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 2)])
def test_your_line_and_your_bid_cards_apart_in_russian_at_huge_640x360(client, players, seed):
    """Russian, classic, Huge text, high contrast, 640x360: your line ("Вы (…)", its image 18
    pixels tall on a 17-pixel line) and your bid cards under it never share a pixel, bidding and
    through a deal's turns (the bid cards were drawn 1 pixel into your line in 14 such layouts);
    the table's sizes count the taller of the two, so nothing under them overlaps either."""
    from test_tricks_table_text_size_layout import set_huge
    client.app.apply_language("ru")
    set_huge(client, (640, 360))
    table = start(client, players, seed=seed, variant="classic")
    for key in (pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE):
        client.press(key)
    lines = 0
    for _ in range(30):
        placed = check(client, table)
        if placed.of("bid cards") and placed.of("you")[0].bottom > placed.of("bid cards")[0].top - 1:
            lines += 1  # the bid cards right under your line, touching it
        client.press(pygame.K_RETURN)
        client.frames(120)
    assert lines > 0
