"""The results screens' layout at every text size and window size: the counting game's
headline ("Anna wins the game", the first of its lines) stays on screen whichever item has the
focus, the focused item is drawn, nothing overlaps or leaves the content area (C-18, C-20).
And :func:`game.ui.menu_view.shown_rows`, which picks a menu's rows."""

import re
from types import SimpleNamespace

import pygame
import pytest

from game.counting.scenes.results import CountingResults
from game.counting.scenes.table import remembered_setup
from game.ui.menu_view import GAP, gap_size, shown_rows
from game.ui.placement import outside, overlaps


def test_shown_rows_centre_the_focus_and_keep_the_pinned_ones():
    assert shown_rows(6, 5, 4) == [1, 2, 3, 4, 5]  # a menu: centred as far as the end allows
    # the pinned ones and the focus in one window: contiguous from the first item ("Main menu"
    # under the focus is counted below; before, [0, 2, 3, 4, 5] skipped item 1 unseen)
    assert shown_rows(6, 5, 4, pinned=1) == [0, 1, 2, 3, 4]
    assert shown_rows(6, 5, 1, pinned=1) == [0, 1, 2, 3, 4]
    assert shown_rows(4, 5, 3, pinned=1) == [0, 1, 2, 3]
    # else the items between the pinned ones and the window are one GAP row, which says how many
    assert shown_rows(6, 5, 5, pinned=1) == [0, GAP, 3, 4, 5]
    assert shown_rows(13, 4, 11, pinned=1) == [0, GAP, 11, 12]
    assert shown_rows(13, 1, 11, pinned=1) == [11]  # one row: the focused item alone
    assert shown_rows(13, 2, 11, pinned=1) == [10, 11]  # two: no room for a pinned one and the gap
    # the counting results keep their first place with the headline: a tester's 2-player results
    # at Huge text (6 items, 5 rows) showed items 1, 2, 3, 5 and 6, "▲ 1 more item above" under
    # them; now 1 to 5, "Main menu" counted below
    assert shown_rows(6, 5, 4, pinned=3) == [0, 1, 2, 3, 4]
    assert shown_rows(7, 5, 4, pinned=3) == [0, 1, 2, 3, 4]
    assert shown_rows(7, 5, 5, pinned=3) == [0, 1, 2, GAP, 5]
    assert shown_rows(7, 5, 6, pinned=3) == [0, 1, 2, GAP, 6]
    assert shown_rows(13, 5, 11, pinned=3) == [0, 1, 2, GAP, 11]
    assert shown_rows(13, 7, 11, pinned=3) == [0, 1, 2, GAP, 10, 11, 12]


def test_gap_size_counts_the_items_the_gap_row_stands_for():
    assert gap_size(7, [0, 1, 2, GAP, 5]) == 2
    assert gap_size(13, [0, 1, 2, GAP, 11]) == 8
    assert gap_size(13, [0, GAP, 11, 12], headings={5}) == 9
    assert gap_size(6, [0, 1, 2, 3, 4]) == 0


def drawn_rows(scene, placed):
    """What a results screen draws, top to bottom: item numbers (from 1) for its lines, ``"gap N"``
    for the row that says N items are skipped there; and the "more items" line's counts
    ``(above, below)``."""
    spoken = [item.spoken() for item in scene.items]
    rows, more = [], [0, 0]
    for (kind, _rect), text in zip(placed.items, placed.words):
        if kind in ("menu line", "focused line"):
            rows.append(spoken.index(text) + 1)
        elif kind == "more between":
            rows.append(f"gap {int(re.search(r'[0-9]+', text).group())}")
        elif kind in ("more above", "more below"):
            more[kind == "more below"] = int(re.search(r"[0-9]+", text).group())
    return rows, tuple(more)


def assert_honest(scene, rows, more):
    """The drawn rows are contiguous but for one gap row right after the pinned ones, whose count is
    the number of items it stands for, and the "more items" line counts exactly the items out of
    view above the first row and below the last."""
    count = len(scene.items)
    numbers = [row for row in rows if isinstance(row, int)]
    gaps = [i for i, row in enumerate(rows) if isinstance(row, str)]
    assert len(gaps) <= 1, rows
    if gaps:
        at, = gaps
        before, after = rows[at - 1], rows[at + 1]
        assert rows[:at] == list(range(1, at + 1)), rows  # the pinned ones, from the first
        assert rows[at] == f"gap {after - before - 1}" and after - before > 1, rows
        assert rows[at + 1:] == list(range(after, after + len(rows) - at - 1)), rows
    else:
        assert numbers == list(range(numbers[0], numbers[0] + len(numbers))), rows
    assert more == (numbers[0] - 1, count - numbers[-1]), (rows, more)


def results(client, players, hints=0):
    """Counting results of a ``players`` game Anna won, the human out in round 1 (the others later)."""
    setup = remembered_setup(client.app, players)
    view = SimpleNamespace(tokens=[0, 1] + [0] * (players - 2), eliminated=frozenset({0} | set(range(2, players))),
                           winner=1, round=7)
    out_rounds = {0: 1, **{seat: 7 for seat in range(2, players)}}
    return CountingResults(client.app, setup, view, out_rounds=out_rounds, hints=hints)


def drawn(client, scene, index):
    scene.index = index
    client.app.mark_dirty()
    client.app.draw()
    return scene.placements


@pytest.mark.parametrize("language", ["en", "es", "ru"])
@pytest.mark.parametrize("size", [(1280, 720), (640, 360)])
@pytest.mark.parametrize("text_size", ["medium", "huge"])
@pytest.mark.parametrize("players,hints", [(2, 0), (3, 0), (8, 2)])
def test_the_counting_results_headline_stays_in_view(client, language, size, text_size, players, hints):
    """C-18, C-20: whatever item has the focus ("Play again" as the results open, "Main menu",
    a line read with Up), the headline and the winner's place ("1st: Anna, 1 token left") are
    drawn whole in the content area, as is the focused item; the items drawn are contiguous but
    for one row after the pinned ones saying how many are skipped there ("2 more items here"),
    and the "more items" line counts exactly those out of view above and below (a tester's
    2-player results at Huge text in Spanish showed items 1, 2, 3, 5 and 6, "2nd: you" missing,
    with "▲ 1 more item above" under them). At Huge text, room for 5 items, the results open
    showing the headline, the rounds played and the first place, then "2nd: you" (2 players) or
    the gap row (3 and 8 players), then "Play again", "Main menu" counted below (a tester's
    screen had lost the headline, then, with 3 players, "1st: Anna")."""
    client.app.apply_language(language)
    client.app.settings.set("text_size", text_size)
    client.app.settings.set("high_contrast", True)
    client.app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    client.app.apply_display_settings()
    client.start()
    scene = results(client, players, hints)
    client.push(scene)
    assert client.app.layout.size == size
    headline = scene.items[0].spoken()
    assert headline == {"en": "Anna wins the game", "es": "Anna gana la partida",
                        "ru": "Анна выигрывает игру"}[language]
    first = scene.items[2].spoken()
    assert first == {"en": "1st: Anna, 1 token left", "es": "1.º: Anna, le queda 1 ficha",
                     "ru": "1-е: Анна, осталась 1 фишка"}[language]
    content = client.app.layout.content
    for index in range(len(scene.items)):
        placed = drawn(client, scene, index)
        words = [text for (kind, _rect), text in zip(placed.items, placed.words) if kind.endswith(" line")]
        assert headline in words and first in words, (index, words)
        assert scene.items[index].spoken() in [text for _rect, text in placed.texts("focused line")]
        assert overlaps(placed.items) == [] and outside(placed.items, content) == []
        rows, more = drawn_rows(scene, placed)
        assert_honest(scene, rows, more)
        if text_size == "huge" and index == len(scene.lines):  # as the results open
            assert (rows, more) == {2: ([1, 2, 3, 4, 5], (0, 1)), 3: ([1, 2, 3, "gap 2", 6], (0, 1)),
                                    8: ([1, 2, 3, "gap 8", 12], (0, 1))}[players], (players, rows, more)
            if language == "en":
                assert words == {2: ["Anna wins the game", "7 rounds played", "1st: Anna, 1 token left",
                                     "2nd: you, out in round 1", "Play again"],
                                 3: ["Anna wins the game", "7 rounds played", "1st: Anna, 1 token left",
                                     "Play again"],
                                 8: ["Anna wins the game", "7 rounds played", "1st: Anna, 1 token left",
                                     "Play again"]}[players], (players, words)
            more_words = [text for (kind, _rect), text in zip(placed.items, placed.words)
                          if kind.startswith("more ") and kind != "more arrow"]
            assert more_words == {
                ("en", 2): ["1 more item below"], ("en", 3): ["2 more items here", "1 more item below"],
                ("en", 8): ["8 more items here", "1 more item below"],
                ("es", 2): ["1 elemento más abajo"], ("es", 3): ["2 elementos más aquí", "1 elemento más abajo"],
                ("es", 8): ["8 elementos más aquí", "1 elemento más abajo"],
                ("ru", 2): ["ещё 1 пункт ниже"], ("ru", 3): ["ещё 2 пункта здесь", "ещё 1 пункт ниже"],
                ("ru", 8): ["ещё 8 пунктов здесь", "ещё 1 пункт ниже"]}[language, players], more_words


TRICK_LINES = ["Anna wins the game with 203.",
               "The dummy reached 139: that ends the game, but the dummy never wins.",
               "Scores: you 71, Anna 203 with the game bonus of 100, the dummy 239 with the game bonus of 100.",
               "7 deals played.", "Hints used: 92."]


@pytest.mark.parametrize("size", [(1280, 720), (640, 360)])
def test_the_trick_results_lines_are_read_and_drawn_whole_at_huge_text(client, size):
    """T-18, T-25: the trick game's results are items as the counting game's are: Up reads each
    line, and the long scores line of a 2-player game with the dummy is drawn whole (wrapped)
    when focused, never cut at the items below it (a tester at Huge text saw it stop at
    "... game bonus of 100, the")."""
    from game.scenes.results import GameResults
    client.app.settings.set("text_size", "huge")
    client.app.settings.set("high_contrast", True)
    client.app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    client.app.apply_display_settings()
    client.start()
    scene = GameResults(client.app, None, TRICK_LINES, "tricks")
    client.push(scene)
    assert [item.spoken() for item in scene.items] == [line.rstrip(".") for line in TRICK_LINES] + [
        "Play again", "Main menu"]
    assert scene.index == 5
    client.press(pygame.K_UP)
    client.press(pygame.K_UP)
    client.press(pygame.K_UP)
    assert client.last == "Scores: you 71, Anna 203 with the game bonus of 100, the dummy 239 with the game bonus of 100, 3 of 7"
    content = client.app.layout.content
    for index in range(len(scene.items)):
        placed = drawn(client, scene, index)
        focused = " ".join(text for _rect, text in placed.texts("focused line"))
        assert focused == scene.items[index].spoken(), (index, focused)
        assert overlaps(placed.items) == [] and outside(placed.items, content) == []


@pytest.mark.parametrize("language", ["en", "es", "ru"])
@pytest.mark.parametrize("size", [(1280, 720), (640, 360)])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_trick_results_open_with_the_winner_in_view_at_huge_text(client, language, size, players):
    """T-17, T-25: the trick game's results at Huge text open on "Play again" with the winner's
    line ("Anna wins with 203 points, past the target of 200", its headline) drawn at the top, whatever the lines
    below it (a 2-player game with the dummy's line and hints used has 7 items for 5 rows)."""
    from game.tricks.scenes.results import TricksResults
    from game.tricks.scenes.setup import remembered_setup
    client.app.apply_language(language)
    client.app.settings.set("text_size", "huge")
    client.app.settings.set("high_contrast", True)
    client.app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    client.app.apply_display_settings()
    client.start()
    dummy = 2 if players == 2 else None
    scores = (71, 203, 239, 12)[:3 if players == 2 else players]
    view = SimpleNamespace(winner=(1,), scores=scores, game_scores=scores, game_bonuses=(0,) * len(scores),
                           dummy=dummy, deal=7, variant="standard")
    scene = TricksResults(client.app, remembered_setup(client.app, players), view, hints=2)
    client.push(scene)
    winner = {"en": "Anna wins with 203 points, past the target of 200",
              "es": "Anna gana con 203 puntos, por encima de la meta de 200",
              "ru": "Анна выигрывает, набрав 203 очка: цель 200 превышена"}[language]
    assert scene.items[0].spoken() == winner and scene.index == len(scene.lines)
    placed = drawn(client, scene, scene.index)
    words = [text for (kind, _rect), text in zip(placed.items, placed.words) if kind.endswith(" line")]
    assert " ".join(words).startswith(winner + " "), words  # the headline first, wrapped whole at Huge text
    assert scene.items[scene.index].spoken() in [text for _rect, text in placed.texts("focused line")]
    assert overlaps(placed.items) == [] and outside(placed.items, client.app.layout.content) == []
