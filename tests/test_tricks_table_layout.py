"""The trick table's layout at every text size, both contrasts, 2 (with the dummy), 3 and 4
players: no two text or card rectangles overlap and all lie in the window; each trick card lies
in front of its player; the leader and the winner so far are marked; the classic joker's label
sits inside its card in red; the deal summary shows as many lines as fit. Also the message log's
history caption (both tables)."""

import pygame
import pytest

from game.engine.cards import Card, Suit
from game.tricks.scenes.summary import first_shown
from game.tricks.scenes.table_view import trick_label
from game.ui.placement import Placements, outside, overlaps
from test_tricks_table_driver import play_deal, start_table

LANGUAGES = ("en", "es", "ru")

_HARD_CHOICES: dict = {}
"""The hard player's choices by (view, random state) within this module's tests: every text size,
contrast and language replays the same seeded deals, so each decision is searched once and then
repeated exactly, random state included (the layouts still come from the hard level's play)."""


@pytest.fixture(autouse=True)
def _hard_choices_searched_once(monkeypatch):
    import game.tricks.scenes.table as table_module
    search = table_module.choose_action_hard

    def remembered(view, rng):
        key = (repr(view), rng.getstate())
        if key not in _HARD_CHOICES:
            action = search(view, rng)
            _HARD_CHOICES[key] = (action, rng.getstate())
        action, after = _HARD_CHOICES[key]
        rng.setstate(after)
        return action
    monkeypatch.setattr(table_module, "choose_action_hard", remembered)


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
    assert len(placed.of("hand card tag")) == 3
    client.press(pygame.K_RETURN)
    client.press(pygame.K_RETURN)
    for _ in range(8):
        client.frames(240)
        check(client, table)
        if table.view.turn == 0 or table.view.turn_controller == 0:
            client.press(pygame.K_RETURN)


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


def test_trick_label_words():
    assert [trick_label("Bob", led, win) for led in (False, True) for win in (False, True)] == [
        "Bob", "Bob (winning)", "Bob (led)", "Bob (led, winning)"]


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
    """A long older message that does not fit whole is left out rather than cut at its start."""
    from game.ui.log_view import draw_log
    client.app.settings.set("text_size", "huge")
    client.app.apply_display_settings()
    layout = client.app.layout
    long = "Bob bid 3 and took 3: made, 33 points: 3 tricks, 30 bonus. " * 3
    lines = [long] * 4 + ["Short one."]
    placed = Placements()
    draw_log(client.app.screen, layout, client.app.fonts, client.app.theme, lines, placed=placed)
    wrapped = [client.app.fonts.wrap(line, layout.text_px(22), layout.log.width - 2 * layout.px(16))
               for line in lines]
    shown = len(placed.of("log line"))
    whole = [sum(len(w) for w in wrapped[start:]) for start in range(len(lines))]
    assert shown in whole
    assert shown < len(whole) and shown == whole[-2]  # the last long one and the short one


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
