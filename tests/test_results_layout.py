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
    """The drawn rows go down the items, never skipping one unseen: between two drawn items, those
    skipped are one gap row whose count is the number it stands for; the "more items" line counts
    exactly the items out of view above the first row and below the last."""
    count = len(scene.items)
    numbers = [row for row in rows if isinstance(row, int)]
    assert isinstance(rows[0], int) and isinstance(rows[-1], int), rows
    for at, row in enumerate(rows):
        if isinstance(row, str):
            before, after = rows[at - 1], rows[at + 1]
            assert isinstance(before, int) and isinstance(after, int), rows
            assert row == f"gap {after - before - 1}" and after - before > 1, rows
        elif at and isinstance(rows[at - 1], int):
            assert row == rows[at - 1] + 1, rows
    assert more == (numbers[0] - 1, count - numbers[-1]), (rows, more)


ORDINALS = {2: "2nd", 3: "3rd", 4: "4th", 8: "8th"}


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
    a line read with Up), the headline and the player's own place ("3rd: you, out in round 1")
    are drawn whole in the content area, as is the focused item, and the winner's place ("1st:
    Anna, 1 token left") where there is room for it too (at Medium text always); the items
    drawn go down the list, those skipped between two of them said in a row there ("2 more
    items here"), and the "more items" line counts exactly those out of view above and below
    (a tester's 2-player results at Huge text in Spanish showed items 1, 2, 3, 5 and 6, "2nd:
    you" missing, with "▲ 1 more item above" under them). At Huge text, room for 5 items, the
    results open showing the headline, the rounds played, the first place and "2nd: you" (2
    players), or the headline, the gap row and "3rd: you" / "8th: you" (3 and 8 players: the
    own place before the first place, found hidden with 4 players), then "Play again"."""
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
    own = scene.items[scene.own].spoken()
    assert own == {"en": f"{ORDINALS[players]}: you, out in round 1"}.get(language, own)
    content = client.app.layout.content
    for index in range(len(scene.items)):
        placed = drawn(client, scene, index)
        words = [text for (kind, _rect), text in zip(placed.items, placed.words) if kind.endswith(" line")]
        assert headline in words and own in words, (index, words)
        if text_size == "medium":
            assert first in words, (index, words)
        assert scene.items[index].spoken() in [text for _rect, text in placed.texts("focused line")]
        assert overlaps(placed.items) == [] and outside(placed.items, content) == []
        rows, more = drawn_rows(scene, placed)
        assert_honest(scene, rows, more)
        if text_size == "huge" and index == len(scene.lines):  # as the results open
            assert (rows, more) == {2: ([1, 2, 3, 4, 5], (0, 1)), 3: ([1, "gap 3", 5, 6, 7], (0, 0)),
                                    8: ([1, "gap 8", 10, 11, 12], (0, 1))}[players], (players, rows, more)
            if language == "en":
                assert words == {2: ["Anna wins the game", "7 rounds played", "1st: Anna, 1 token left",
                                     "2nd: you, out in round 1", "Play again"],
                                 3: ["Anna wins the game", "3rd: you, out in round 1", "Play again", "Main menu"],
                                 8: ["Anna wins the game", "8th: you, out in round 1", "Hints used: 2",
                                     "Play again"]}[players], (players, words)
            more_words = [text for (kind, _rect), text in zip(placed.items, placed.words)
                          if kind.startswith("more ") and kind != "more arrow"]
            assert more_words == {
                ("en", 2): ["1 more item below"], ("en", 3): ["3 more items here"],
                ("en", 8): ["8 more items here", "1 more item below"],
                ("es", 2): ["1 elemento más abajo"], ("es", 3): ["3 elementos más aquí"],
                ("es", 8): ["8 elementos más aquí", "1 elemento más abajo"],
                ("ru", 2): ["ещё 1 пункт ниже"], ("ru", 3): ["ещё 3 пункта здесь"],
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
    client.frames(60)  # (the results' first second: no key acts)
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


def test_shown_rows_keep_the_own_line():
    """The results' own line ("3rd: you", ``keep``) stays in view with the headline and the focused
    item, a gap row on each side of it where items are skipped; then "1st: Anna" with the
    headline (the pinned ones) if they fit, then the focus's neighbours."""
    # 4 players, the player 3rd (item 4), room for 5 rows: before, [0, 1, 2, GAP, 6]
    assert shown_rows(8, 5, 6, pinned=3, keep=4) == [0, GAP, 4, 5, 6]  # "4th" stands in for its gap row
    assert shown_rows(8, 5, 7, pinned=3, keep=4) == [0, GAP, 4, GAP, 7]
    assert shown_rows(8, 7, 7, pinned=3, keep=4) == [0, 1, 2, 3, 4, GAP, 7]  # room: "1st" too
    assert shown_rows(13, 5, 0, pinned=3, keep=9) == [0, 1, 2, GAP, 9]  # the focus on the headline
    assert shown_rows(8, 5, 2, pinned=3, keep=4) == [0, 1, 2, 3, 4]  # in view already: as before
    assert shown_rows(8, 5, 6, pinned=3, keep=None) == [0, 1, 2, GAP, 6]  # a spectator: as before
    assert shown_rows(8, 4, 6, pinned=3, keep=4) == [0, 1, GAP, 6]  # too few rows for it: as before


def assert_drawn_apart(placed, text, content):
    """``text`` is drawn as one line inside ``content``, overlapping nothing else drawn."""
    rects = [rect for rect, said in placed.texts("menu line") + placed.texts("focused line") if said == text]
    assert len(rects) == 1, (text, placed.words)
    assert content.contains(rects[0]), (rects[0], content)
    assert not [rect for kind, rect in placed.items if rect != rects[0] and kind != "more arrow"
                and rect.colliderect(rects[0])], text


@pytest.mark.parametrize("language", ["en", "es", "ru"])
@pytest.mark.parametrize("size", [(1280, 720), (640, 360)])
@pytest.mark.parametrize("text_size", ["medium", "huge"])
def test_the_counting_results_keep_the_players_own_place_in_view(client, language, size, text_size):
    """C-18, C-20: 4 players, the player 3rd ("3rd: you, out in round 4"): whatever item has the
    focus, their own line is drawn whole in the content area, overlapping nothing, with the
    headline and the focused item (a by-ear tester's screenshot at Huge text showed only the
    headline, "1st: Anna", "3 more items here" and "Play again"). At Huge text the results open
    on the headline, "3 more items here", "3rd: you", "4th: Bob" and "Play again"."""
    client.app.apply_language(language)
    client.app.settings.set("text_size", text_size)
    client.app.settings.set("high_contrast", True)
    client.app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    client.app.apply_display_settings()
    client.start()
    setup = remembered_setup(client.app, 4)
    view = SimpleNamespace(tokens=[0, 1, 0, 0], eliminated=frozenset({0, 2, 3}), winner=1, round=7)
    scene = CountingResults(client.app, setup, view, out_rounds={2: 1, 0: 4, 3: 7})
    client.push(scene)
    own = scene.items[4].spoken()
    assert scene.own == 4 and own == {"en": "3rd: you, out in round 4", "es": own, "ru": own}[language]
    assert scene.index == 6 and scene.items[6].spoken() == {"en": "Play again"}.get(language, scene.items[6].spoken())
    content = client.app.layout.content
    for index in range(len(scene.items)):
        placed = drawn(client, scene, index)
        assert_drawn_apart(placed, own, content)
        assert_drawn_apart(placed, scene.items[0].spoken(), content)
        assert scene.items[index].spoken() in [text for _rect, text in placed.texts("focused line")]
        assert overlaps(placed.items) == [] and outside(placed.items, content) == []
        rows, more = drawn_rows(scene, placed)
        assert_honest(scene, rows, more)
        if text_size == "huge" and index == 6:
            assert (rows, more) == ([1, "gap 3", 5, 6, 7], (0, 1)), (rows, more)
            if language == "en":
                words = [text for (kind, _rect), text in zip(placed.items, placed.words) if kind.endswith(" line")]
                assert words == ["Anna wins the game", "3rd: you, out in round 4", "4th: Bob, out in round 1",
                                 "Play again"], words
    scene.index = 6
    client.frames(60)  # (the results' first second: no key acts)
    client.press(pygame.K_UP)  # the menu still goes through every line: Up from "Play again" reads "4th: Bob"
    assert client.last.startswith(scene.items[5].spoken())


@pytest.mark.parametrize("seat,own", [(1, 2), (None, None)])
def test_the_counting_results_of_a_winner_or_a_spectator_draw_as_before(client, seat, own):
    """The winner's own line is "1st: you", pinned with the headline anyway; a spectator has no own
    line: at Huge text the results open as before, the headline, the rounds, the first place, the
    gap row, then "Play again"."""
    from game.engine.perspective import Perspective
    client.app.settings.set("text_size", "huge")
    client.app.screen = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1280, h=720, size=(1280, 720)))
    client.app.apply_display_settings()
    client.start()
    setup = remembered_setup(client.app, 4)
    view = SimpleNamespace(tokens=[0, 1, 0, 0], eliminated=frozenset({0, 2, 3}), winner=1, round=7)
    scene = CountingResults(client.app, setup, view, out_rounds={2: 1, 0: 4, 3: 7}, me=Perspective(seat))
    client.push(scene)
    assert scene.own == own
    rows, more = drawn_rows(scene, drawn(client, scene, 6))
    assert (rows, more) == ([1, 2, 3, "gap 3", 7], (0, 1))


def trick_results(client, players=4, hints=2):
    """Trick results of a ``players`` game Anna won with 239, the player (71) 3rd."""
    from game.tricks.scenes.results import TricksResults
    from game.tricks.scenes.setup import remembered_setup as trick_setup
    scores = (71, 239, 120, 12)[:players]
    view = SimpleNamespace(winner=(1,), scores=scores, game_scores=scores, game_bonuses=(0,) * players,
                           dummy=None, deal=7, variant="standard")
    return TricksResults(client.app, trick_setup(client.app, players), view, hints=hints)


@pytest.mark.parametrize("language", ["en", "es", "ru"])
@pytest.mark.parametrize("size", [(1280, 720), (640, 360)])
@pytest.mark.parametrize("text_size", ["medium", "huge"])
def test_the_trick_results_keep_the_players_own_place_in_view(client, language, size, text_size):
    """T-17, T-25: the trick game's results share the layout: 4 players, the player 3rd ("3rd
    place: you, 71 points"), whatever item has the focus, their own line is drawn whole (wrapped
    where it must be) in the content area with the headline and the focused item, nothing
    overlapping."""
    client.app.apply_language(language)
    client.app.settings.set("text_size", text_size)
    client.app.settings.set("high_contrast", True)
    client.app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    client.app.apply_display_settings()
    client.start()
    scene = trick_results(client)
    client.push(scene)
    own = scene.items[2].spoken()
    assert scene.own == 2 and own == {"en": "3rd place: you, 71 points"}.get(language, own)
    content = client.app.layout.content
    for index in range(len(scene.items)):
        placed = drawn(client, scene, index)
        words = " ".join(text for (kind, _rect), text in zip(placed.items, placed.words) if kind.endswith(" line"))
        assert own in words and words.startswith(scene.items[0].spoken()), (index, words)
        focused = " ".join(text for _rect, text in placed.texts("focused line"))
        assert focused == scene.items[index].spoken(), (index, focused)
        assert overlaps(placed.items) == [] and outside(placed.items, content) == []
