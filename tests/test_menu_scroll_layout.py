"""Menus longer than the screen at Huge text (found by a tester: the Statistics screen lost the
heading of the game it was showing; the main menu showed 5 of its 8 items with no sign of the
rest): the heading of the focused item's group stays above it, bold; a line under the rows says
how many items are out of view above and below, in words after an arrow shape (never by colour
alone); nothing overlaps or leaves the content area. At 1280x720 and 640x360, in every language."""

import pygame
import pytest

from game.scenes.main_menu import MainMenu
from game.scenes.registry import discover_games
from game.stats import db
from game.stats.scene import StatisticsScene
from game.ui.menu_view import draw_menu, more_texts, shown_rows
from game.ui.placement import Placements, outside, overlaps

COUNTING = ["Counting game, 3 players", "2 games played, 1 won", "Average place: 1.5 (1 is first place)", "10 rounds played",
            "Your tokens lost to others reaching 33, 66 or 99: 5", "Your tokens lost by passing 33, 66 or 99: 6",
            "Your tokens lost with an empty hand: 1"]
TRICKS = ["Trick game, 2 players, classic", "1 game played, 1 won", "Average place: 1.0 (1 is first place)",
          "4 deals played", "Exact bids: 3",
          "Premiums: 2 offered, 1 made", "Average points per deal: 32.5", "Best game score: 130"]
HEADINGS = {0: COUNTING[0], len(COUNTING): TRICKS[0]}


def sized(client, size, language="en"):
    """Huge text in high contrast in a window of ``size``."""
    client.app.apply_language(language)
    client.app.settings.set("text_size", "huge")
    client.app.settings.set("high_contrast", True)
    client.app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    client.app.apply_display_settings()
    assert client.app.layout.size == size


def drawn(client, scene, index):
    """Draw ``scene`` focused on ``index``; its placements."""
    scene.index = index
    client.app.mark_dirty()
    client.app.draw()
    return scene.placements


def words_of(placed, *kinds):
    return [text for (kind, _rect), text in zip(placed.items, placed.words) if kind in kinds]


def statistics(client):
    db.record_game({"kind": "counting", "players": 3, "won": 1, "place": 1, "rounds": 4, "lost_reached": 2,
                    "lost_passed": 1, "lost_empty": 0})
    db.record_game({"kind": "counting", "players": 3, "won": 0, "place": 2, "rounds": 6, "lost_reached": 3,
                    "lost_passed": 5, "lost_empty": 1})
    db.record_game({"kind": "tricks", "players": 2, "variant": "classic", "won": 1, "place": 1, "deals": 4,
                    "exact_bids": 3, "premiums_offered": 2, "premiums_made": 1, "points": 130, "best_score": 130})
    client.start()
    client.push(StatisticsScene(client.app))
    scene = client.app.top
    assert [item.spoken() for item in scene.items] == COUNTING[1:] + TRICKS[1:] + ["Reset statistics", "Back"]
    assert scene.rows == COUNTING + TRICKS + ["Reset statistics", "Back"]  # the headings are rows, not items
    assert scene.heading_rows == frozenset(HEADINGS)
    return scene


def test_shown_rows_keep_the_heading_of_the_focused_items_group():
    assert shown_rows(17, 5, 13) == [11, 12, 13, 14, 15]  # a window centred on the focus
    assert shown_rows(17, 5, 13, section=7) == [7, 11, 12, 13, 14]  # the heading first, the focus kept
    assert shown_rows(17, 5, 9, section=7) == [7, 8, 9, 10, 11]  # in the window already: as it was
    assert shown_rows(17, 5, 5, section=0) == [0, 3, 4, 5, 6]
    assert shown_rows(17, 1, 13, section=7) == [13]  # one row: the focused item alone
    assert shown_rows(6, 5, 4, pinned=1, section=0) == [0, 1, 2, 3, 4]  # the headline is the heading


@pytest.mark.parametrize("size", [(1280, 720), (640, 360)])
def test_statistics_at_huge_keep_the_games_heading_above_the_focused_line(client, size):
    """Every line of each game's group, focused in turn, is drawn under its game's heading
    ("Trick game, 2 players, classic"), which is bold; the focused line is drawn; nothing overlaps or
    leaves the content area; the line under the rows counts what is out of view."""
    sized(client, size)
    scene = statistics(client)
    content = client.app.layout.content
    fonts, big = client.app.fonts, client.app.layout.text_px(30)
    for index in range(len(COUNTING) + len(TRICKS) - 2):
        placed = drawn(client, scene, index)
        heading = HEADINGS[0 if scene.row_of[index] < len(COUNTING) else len(COUNTING)]
        lines = words_of(placed, "menu line", "focused line")
        assert heading in lines and lines.index(heading) <= lines.index(scene.items[index].spoken()), (index, lines)
        assert scene.items[index].spoken() in [text for _rect, text in placed.texts("focused line")]
        rect = next(rect for rect, text in placed.texts("menu line") + placed.texts("focused line") if text == heading)
        assert rect.size == fonts.render(heading, big, client.app.theme.text, bold=True).get_size()  # bold
        assert overlaps(placed.items) == [] and outside(placed.items, content) == []
        shown = [i for i, item in enumerate(scene.items) if item.spoken() in lines]  # headings are not counted
        above = sum(1 for i in range(len(scene.items)) if i not in shown and i < index)
        below = len(scene.items) - len(shown) - above
        assert words_of(placed, "more above", "more below") == more_texts(above, below)
    # The tester's screen: "6 deals played" (here "4 deals played") focused, its heading gone.
    placed = drawn(client, scene, len(COUNTING) + 1)
    assert words_of(placed, "focused line") == ["4 deals played"]
    assert words_of(placed, "menu line", "focused line") == (
        ["Trick game, 2 players, classic", "1 game played, 1 won", "Average place: 1.0 (1 is first place)", "4 deals played",
         "Exact bids: 3"])
    assert words_of(placed, "more above", "more below") == ["6 more items above", "5 more items below"]
    placed = drawn(client, scene, len(COUNTING) + 4)  # "Average points per deal: 32.5": the heading kept
    assert words_of(placed, "focused line") == ["Average points per deal: 32.5"]
    assert words_of(placed, "menu line", "focused line") == (
        ["Trick game, 2 players, classic", "Exact bids: 3", "Premiums: 2 offered, 1 made", "Average points per deal: 32.5",
         "Best game score: 130"])
    assert words_of(placed, "more above", "more below") == ["9 more items above", "2 more items below"]


@pytest.mark.parametrize("language,below,above", [
    ("en", "2 more items below", "2 more items above"),
    ("es", "2 elementos más abajo", "2 elementos más arriba"),
    ("ru", "ещё 2 пункта ниже", "ещё 2 пункта выше")])
@pytest.mark.parametrize("size", [(1280, 720), (640, 360)])
def test_the_main_menu_at_huge_says_how_many_items_are_out_of_view(client, size, language, below, above):
    """7 items, room for 5: on the first, the line under them says 2 more are below; on the
    last, 2 more above; each after its arrow, inside the content area, overlapping nothing."""
    discover_games()
    sized(client, size, language)
    client.start()
    menu = client.app.top
    assert isinstance(menu, MainMenu) and len(menu.items) == 7
    content = client.app.layout.content
    for index, expected in ((0, [below]), (6, [above])):
        placed = drawn(client, menu, index)
        assert len(words_of(placed, "menu line", "focused line")) == 5
        assert words_of(placed, "more above", "more below") == expected
        assert len(placed.of("more arrow")) == 1
        assert overlaps(placed.items) == [] and outside(placed.items, content) == []
        arrow, text = placed.of("more arrow")[0], placed.of("more above" if index else "more below")[0]
        assert arrow.right < text.left and arrow.top >= text.top and arrow.bottom <= text.bottom
    placed = drawn(client, menu, 3)
    assert words_of(placed, "more above", "more below") == [
        {"en": "1 more item above", "es": "1 elemento más arriba", "ru": "ещё 1 пункт выше"}[language],
        {"en": "1 more item below", "es": "1 elemento más abajo", "ru": "ещё 1 пункт ниже"}[language]]


@pytest.mark.parametrize("size", [(1280, 720), (640, 360)])
def test_the_testers_main_menu_of_8_items_at_huge_says_3_more_below(client, size):
    """The tester's screen: "Continue: trick game, deal 2, trick 2, your turn" first, 5 of the 8
    items in view at 1280x720 (wrapped at 640x360: fewer), the rest counted under them."""
    sized(client, size)
    layout = client.app.layout
    labels = ["Continue: trick game, deal 2, trick 2, your turn", "Counting game", "Trick game", "Play online",
              "Options", "Statistics", "Help", "Quit"]
    placed = Placements()
    draw_menu(client.app.screen, layout, client.app.fonts, client.app.theme, "Main menu", labels, 0, placed=placed)
    shown = [text for text in words_of(placed, "menu line", "focused line")]
    hidden = [label for label in labels if label not in shown and not label.startswith("Continue")]
    if size == (1280, 720):
        assert shown == labels[:5]
        assert words_of(placed, "more above", "more below") == ["3 more items below"]
    else:
        assert words_of(placed, "more above", "more below") == more_texts(0, len(hidden))
    assert overlaps(placed.items) == [] and outside(placed.items, layout.content) == []
    placed = Placements()  # on "Quit": the last items fill the room, the ones above counted
    draw_menu(client.app.screen, layout, client.app.fonts, client.app.theme, "Main menu", labels, 7, placed=placed)
    assert words_of(placed, "menu line", "focused line") == labels[3:]
    assert words_of(placed, "more above", "more below") == ["3 more items above"]
    assert overlaps(placed.items) == [] and outside(placed.items, layout.content) == []


def test_a_menu_that_fits_draws_no_more_line(client):
    client.start()
    placed = Placements()
    draw_menu(client.app.screen, client.app.layout, client.app.fonts, client.app.theme, "Menu", ["One", "Two"], 0,
              placed=placed)
    assert words_of(placed, "more above", "more below") == [] and placed.of("more arrow") == []


def test_a_wrapped_menu_on_its_last_item_fills_the_room_with_the_items_above(client):
    """Russian at Huge in 1280x720: "Продолжить: ..." takes two lines, so the menu is drawn
    wrapped; on "Выход" the 5 last items are in view (3 before: the room below went unused)
    and the 3 above are counted."""
    sized(client, (1280, 720), "ru")
    labels = ["Продолжить: игра во взятки, раздача 2, взятка 2, ваш ход", "Счётная игра", "Игра во взятки",
              "Игра по сети", "Настройки", "Статистика", "Справка", "Выход"]
    placed = Placements()
    draw_menu(client.app.screen, client.app.layout, client.app.fonts, client.app.theme, "Главное меню", labels, 0,
              placed=placed)
    assert words_of(placed, "menu line", "focused line") == [
        "Продолжить: игра во взятки, раздача 2, взятка", "2, ваш ход", "Счётная игра", "Игра во взятки",
        "Игра по сети"]
    assert words_of(placed, "more above", "more below") == ["ещё 4 пункта ниже"]
    placed = Placements()
    draw_menu(client.app.screen, client.app.layout, client.app.fonts, client.app.theme, "Главное меню", labels, 7,
              placed=placed)
    assert words_of(placed, "menu line", "focused line") == labels[3:]
    assert words_of(placed, "more above", "more below") == ["ещё 3 пункта выше"]
    assert overlaps(placed.items) == [] and outside(placed.items, client.app.layout.content) == []


SUMMARY = ["Deal 3: 2 of 3 made their bid.", "You bid 4 with the queen of spades, the 8 of spades and the 6 "
           "of diamonds, declared, and took 4: made, 34 points.", "Anna bid 2 and took 2: made, 22 points.",
           "Bob bid 5 and took 3: missed, 3 points.", "Premium: you declared and made it, 30 points.",
           "Scores: you 120, Anna 96, Bob 41.", "Next deal: Anna deals; trumps: hearts.",
           "Game bonus: none yet."]


@pytest.mark.parametrize("page", ["summary", "keys"])
def test_a_trick_deal_summary_and_a_text_page_at_huge_say_how_many_lines_are_out_of_view(client, page):
    """A tester: a trick deal's summary at Huge text, scrolled down, hid its first lines with no
    sign of them, while the menus said "▲ 2 more items above". The summary (and every text page:
    F1 keys, Ctrl+F1 rules) now says how many lines are out of view above and below, after its
    arrow, in the content area at 1280x720, overlapping nothing; every line is drawn or counted."""
    from game.scenes.text_view import TextViewScene
    from game.tricks.scenes.summary import DealSummary
    client.start()
    sized(client, (1280, 720))
    scene = DealSummary(client.app, 3, SUMMARY) if page == "summary" else TextViewScene(client.app, "Keys", SUMMARY)
    client.push(scene)
    scene = client.app.top
    content = client.app.layout.content
    seen_above = seen_below = False
    for index in range(len(SUMMARY)):
        placed = drawn(client, scene, index)
        assert overlaps(placed.items) == [] and outside(placed.items, content) == []
        more = words_of(placed, "more above", "more below")
        lines = len(placed.of("page line"))
        assert more, f"no more line at line {index}"
        counts = [int(text.split()[0]) for text in more]
        shown_lines = len(SUMMARY) - sum(counts)
        assert 1 <= shown_lines <= lines  # each summary line drawn on one row or more, or counted
        seen_above |= any(text.endswith("above") for text in more)
        seen_below |= any(text.endswith("below") for text in more)
    assert seen_above and seen_below
    last = drawn(client, scene, len(SUMMARY) - 1)  # the summary fills the page up to its last line
    expected = {"summary": ("2 more items above", "2 more items below"),
                "keys": ("5 more items above", "2 more items below")}[page]  # a page shows 2 lines before
    assert words_of(last, "more above", "more below") == [expected[0]]
    first = drawn(client, scene, 0)
    assert words_of(first, "more above", "more below") == [expected[1]]


def test_a_short_deal_summary_draws_no_more_line(client):
    """Everything in view (normal text): no "more items" line."""
    from game.tricks.scenes.summary import DealSummary
    client.start()
    client.push(DealSummary(client.app, 1, SUMMARY[:3]))
    placed = drawn(client, client.app.top, 0)
    assert words_of(placed, "more above", "more below") == [] and len(placed.of("page line")) >= 3


@pytest.mark.parametrize("size", [(1280, 800), (1280, 720), (640, 360)])
def test_the_more_items_lines_grow_with_huge_text(client, size):
    """At Huge text the "more items" lines reach the items' size where their row has the room (a
    33-pixel font under 45-pixel items in 1280x720 before, 39 pixels tall under 53: a low-vision
    tester read them as left at Medium): "⋮ 7 more items here", in a row as tall as an item's,
    as tall as the items' lines; "▼ 1 more item below" under the rows as large as the room left
    allows (there, as tall as the items too), never smaller than before; as many items in view
    as before, nothing overlapping, all in the window."""
    sized(client, size)
    layout = client.app.layout
    fonts = client.app.fonts
    labels = ["Anna wins the game"] + [f"Line {number}" for number in range(1, 12)]
    placed = Placements()
    draw_menu(client.app.screen, layout, fonts, client.app.theme, "Results", labels, 9, placed=placed, pinned=1)
    item_h = {(1280, 800): 53, (1280, 720): 53, (640, 360): 26}[size]
    assert {rect.height for rect in placed.of("menu line") + placed.of("focused line")} == {item_h}
    assert [(rect.height, words) for rect, words in placed.texts("more between")] == [(item_h, "7 more items here")]
    before = fonts.size("7 more items here", layout.text_px(22))[1]
    assert before < item_h
    below = [(rect.height, words) for rect, words in placed.texts("more below")]
    assert below == ([] if size == (1280, 800) else [(item_h, "1 more item below")])
    assert words_of(placed, "menu line", "focused line") == labels[:1] + labels[8:(12 if size == (1280, 800) else 11)]
    assert overlaps(placed.items) == [] and outside(placed.items, layout.content) == []
