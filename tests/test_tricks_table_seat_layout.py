"""The trick table drawn from any seat (online play seats a person anywhere): the listener's own
seat at the bottom ("You", its tricks and score), the other hands across the top in play order
from it (T-1: play passes to the left; T-21: in the two-player game the other live player, then
the dummy), each by its name, each trick card in front of its player. Asserted from the words
and places recorded in the :class:`~game.ui.placement.Placements` of a draw, in English and
Spanish."""

from __future__ import annotations

import random
import re

import pygame
import pytest

from game.engine.perspective import Perspective
from game.i18n import pgettext
from game.tricks.options import TricksOptions
from game.tricks.scenes.table_view import draw_table, seat_panels
from game.tricks.scenes.table_words import seats_across
from game.tricks.state import TricksState
from game.tricks.visibility import random_action
from game.ui.animation import Animations
from game.ui.placement import outside, overlaps

NAMES = ("Ana", "Ben", "Cleo", "Dan")


def state_for(players: int, seat: int, seed: int = 11) -> TricksState:
    """A game in its second deal (the scores differ from seat to seat) with a trick on the table
    that ``seat``'s card is in and that waits for one card more (T-12), by seeded random play."""
    state = TricksState.new(TricksOptions(players=players), seed)
    rng = random.Random(seed)
    for _action in range(2000):
        trick = [s for s, _card in state.view(None).current_trick]
        hands = state.view(None).hand_count
        if state.deal >= 2 and state.phase == "play" and len(trick) == hands - 1 and seat in trick:
            scores = state.view(None).scores
            if len(set(scores)) == len(scores):
                return state
        state.apply(random_action(state, rng))
    raise AssertionError("no such trick in 2000 actions")


def head_name(words: str) -> str:
    """A panel's head without its turn marker and tags: "▶ Ana  [DEALER, TURN]" -> "Ana"."""
    return words.removeprefix("\u25b6 ").split("  [")[0]


def label_name(words: str) -> str:
    """A trick label's name: "Ana (led, winning)", "Ana\\n(led)" -> "Ana"."""
    return re.split(r" \(|\n", words)[0]


def draw(client, state: TricksState, seat: int, language: str):
    client.app.apply_language(language)
    client.app.settings.set("text_size", "medium")
    client.app.apply_display_settings()
    app = client.app
    names = NAMES[:state.options.players]
    me = Perspective(seat, names)
    view = state.view(seat)
    placed = draw_table(app.screen, app.layout, app.fonts, app.theme, view, focus=0, focus_hand=seat,
                        marked=(), status="status", anims=Animations(), me=me)
    assert overlaps(placed.items) == []
    assert outside(placed.items, app.layout.content) == []
    return view, placed


CASES = [  # players, seat, the names across the top left to right (play order from the seat)
    (3, 1, ["Cleo", "Ana"]),
    (3, 2, ["Ana", "Ben"]),
    (4, 3, ["Ana", "Ben", "Cleo"]),
    (2, 1, ["Ana", "dummy"]),
]


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize(("players", "seat", "across"), CASES)
def test_your_seat_at_the_bottom_the_others_in_play_order(client, players, seat, across, language):
    state = state_for(players, seat)
    view, placed = draw(client, state, seat, language)
    you = pgettext("subject", "You")
    dummy = pgettext("subject", "The dummy")
    across = [dummy if name == "dummy" else name for name in across]
    # the panels: the other hands left to right, each with its own tricks and score
    heads = sorted(placed.texts("panel head"), key=lambda item: item[0].x)
    assert [head_name(words) for _rect, words in heads] == across
    order = seats_across(view, Perspective(seat, NAMES[:players]))
    assert [NAMES[s] if s != view.dummy else dummy for s in order] == across
    lines = [min(((rect, words) for rect, words in placed.texts("panel line") if rect.x == head.x),
                 key=lambda item: item[0].y)[1] for head, _words in heads]  # each panel's first line
    for words, other in zip(lines, order):
        numbers = [int(n) for n in re.findall(r"\d+", words)]
        assert numbers[0] == view.tricks[other] and numbers[-1] == view.scores[other], (words, other)
    # the bottom line is yours: your tricks and score, not seat 0's
    (_rect, mine), = placed.texts("you")
    assert mine.removeprefix("\u25b6 ").startswith(f"{you} \u00b7 "), mine
    numbers = [int(n) for n in re.findall(r"\d+", mine)]
    assert numbers[0] == view.tricks[seat] and numbers[-1] == view.scores[seat], mine
    assert view.scores[seat] != view.scores[0]
    # the trick: each card in front of its player, yours in the middle, labelled with the names
    layout = client.app.layout
    panels = seat_panels(layout, list(order))
    trick_seats = [s for s, _card in view.current_trick]
    labels = sorted(placed.texts("trick label"), key=lambda item: item[0].centerx)
    row = [order[0], order[1], seat, order[2]] if view.hand_count == 4 else [order[0], seat, order[1]]
    expected = [you if s == seat else NAMES[s] if s != view.dummy else dummy for s in row if s in trick_seats]
    assert [label_name(words) for _rect, words in labels] == expected
    cards = dict(zip(trick_seats, placed.of("trick card")))
    assert abs(cards[seat].centerx - layout.content.centerx) <= cards[seat].width
    for other in trick_seats:
        if other != seat and not (view.hand_count == 4 and other == order[1]):
            assert panels[other].left <= cards[other].centerx <= panels[other].right, (other, cards, panels)


def test_seat_one_of_two_sees_the_dummys_cards_face_up_by_its_label(client):
    """The two-player game from seat 1 (T-20): the dummy's hand lies face up, labelled as the
    dummy's, and seat 1's own hand is the one at the bottom (its cards, not seat 0's)."""
    state = state_for(2, 1)
    view, placed = draw(client, state, 1, "en")
    (_rect, label), = placed.texts("open hand label")
    assert label.removeprefix("\u25b6 ").startswith("Dummy (face up)")
    assert len(placed.of("hand card")) == len(view.hand) == len(state.view(1).hand)
    assert len(placed.of("open hand card")) == len(view.dummy_hand) or "Dummy (face up):" in label


def test_a_spectator_still_sees_seat_zero_at_the_bottom_by_name(client):
    """No seat: seat 0 at the bottom by its name, the others in seat order across the top."""
    state = state_for(3, 0)
    client.app.apply_language("en")
    app = client.app
    placed = draw_table(app.screen, app.layout, app.fonts, app.theme, state.view(None), focus=0,
                        focus_hand=None, marked=(), status="Watching", anims=Animations(),
                        me=Perspective(None, NAMES[:3]))
    heads = sorted(placed.texts("panel head"), key=lambda item: item[0].x)
    assert [head_name(words) for _rect, words in heads] == ["Ben", "Cleo"]
    (_rect, bottom), = placed.texts("you")
    assert bottom.removeprefix("\u25b6 ").startswith("Ana \u00b7 "), bottom


def test_placements_keep_the_words_drawn(client):
    """Each text recorded keeps its words, in drawing order (cards have none)."""
    from game.ui.placement import Placements
    placed = Placements()
    placed.add("status", pygame.Rect(0, 0, 10, 10), "Your turn")
    placed.add("hand card", pygame.Rect(0, 20, 10, 10))
    assert placed.texts("status") == [(pygame.Rect(0, 0, 10, 10), "Your turn")]
    assert placed.texts("hand card") == [(pygame.Rect(0, 20, 10, 10), None)]
    assert placed.of("status") == [pygame.Rect(0, 0, 10, 10)]
