"""The results screens' layout at every text size and window size: the counting game's
headline ("Anna wins the game", the first of its lines) stays on screen whichever item has the
focus, the focused item is drawn, nothing overlaps or leaves the content area (C-18, C-20).
And :func:`game.ui.menu_view.shown_rows`, which picks a menu's rows."""

from types import SimpleNamespace

import pygame
import pytest

from game.counting.scenes.results import CountingResults
from game.counting.scenes.table import remembered_setup
from game.ui.menu_view import shown_rows
from game.ui.placement import outside, overlaps


def test_shown_rows_centre_the_focus_and_keep_the_pinned_ones():
    assert shown_rows(6, 5, 4) == [1, 2, 3, 4, 5]  # a menu: centred as far as the end allows
    assert shown_rows(6, 5, 4, pinned=1) == [0, 2, 3, 4, 5]  # the headline stays
    assert shown_rows(6, 5, 5, pinned=1) == [0, 2, 3, 4, 5]
    assert shown_rows(6, 5, 1, pinned=1) == [0, 1, 2, 3, 4]
    assert shown_rows(13, 4, 11, pinned=1) == [0, 10, 11, 12]
    assert shown_rows(13, 1, 11, pinned=1) == [11]  # one row: the focused item alone
    assert shown_rows(4, 5, 3, pinned=1) == [0, 1, 2, 3]
    # the counting results keep their first place with the headline: opened on "Play again",
    # "Main menu" is under it (an even window below the pinned rows shows one more under the focus)
    assert shown_rows(7, 5, 5, pinned=3) == [0, 1, 2, 5, 6]
    assert shown_rows(7, 5, 4, pinned=3) == [0, 1, 2, 4, 5]
    assert shown_rows(13, 5, 11, pinned=3) == [0, 1, 2, 11, 12]


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
    drawn whole in the content area, as is the focused item; at Huge text, room for 5 items, the
    results open showing the headline, the rounds played and the first place above "Play again"
    and "Main menu", for 2, 3 or 8 players (a tester's screen had lost the headline, then, with
    3 players, "1st: Anna")."""
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
        if text_size == "huge" and language == "en" and index == len(scene.lines):  # as the results open
            assert words == ["Anna wins the game", "7 rounds played", "1st: Anna, 1 token left",
                             "Play again", "Main menu"], (players, words)


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
    line ("Anna wins the game with 203", its headline) drawn at the top, whatever the lines
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
                           dummy=dummy, deal=7)
    scene = TricksResults(client.app, remembered_setup(client.app, players), view, hints=2)
    client.push(scene)
    winner = {"en": "Anna wins the game with 203", "es": "Anna gana la partida con 203",
              "ru": "Анна выигрывает партию, набрав 203"}[language]
    assert scene.items[0].spoken() == winner and scene.index == len(scene.lines)
    placed = drawn(client, scene, scene.index)
    words = [text for (kind, _rect), text in zip(placed.items, placed.words) if kind.endswith(" line")]
    assert words[0] == winner, words
    assert scene.items[scene.index].spoken() in [text for _rect, text in placed.texts("focused line")]
    assert overlaps(placed.items) == [] and outside(placed.items, client.app.layout.content) == []
