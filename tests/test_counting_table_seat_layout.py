"""The counting table drawn from any seat (online play seats a person anywhere): the listener's
own panel first on the left ("You", its tokens and cards), then the others in seat order from
it (the order of play while it goes clockwise, C-6, C-17), each by its name; a spectator's in
seat order from seat 0, every seat by name. Asserted from the panel names recorded in a
:class:`~game.ui.placement.Placements`, in English and Russian."""

from __future__ import annotations

import pytest

from game.counting.options import CountingOptions
from game.counting.scenes.table_view import draw_table, panel_order
from game.counting.state import CountingState
from game.engine.perspective import Perspective
from game.i18n import pgettext
from game.ui.animation import Animations
from game.ui.placement import Placements

NAMES = ("Ana", "Ben", "Cleo", "Dan")


def panel_names(client, seat, language):
    client.app.apply_language(language)
    app = client.app
    state = CountingState.new(CountingOptions(players=4), 7)
    names = Placements()
    draw_table(app.screen, app.layout, app.fonts, app.theme, state.view(seat), focus=0, status="status",
               anims=Animations(), me=Perspective(seat, NAMES), names=names)
    heads = sorted(names.texts("panel head"), key=lambda item: item[0].x)
    return [words.removeprefix("\u25b6 ") for _rect, words in heads], state.view(seat)


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize(("seat", "expected"), [
    (0, ["You", "Ben", "Cleo", "Dan"]),
    (2, ["You", "Dan", "Ana", "Ben"]),
    (3, ["You", "Ana", "Ben", "Cleo"]),
    (None, ["Ana", "Ben", "Cleo", "Dan"]),
])
def test_your_panel_first_then_the_others_in_seat_order(client, seat, expected, language):
    drawn, view = panel_names(client, seat, language)
    you = pgettext("subject", "You")
    assert drawn == [you if name == "You" else name for name in expected]
    if seat is not None:
        assert len(view.hand) == 3  # your own hand at the bottom (C-4)


def test_panel_order():
    assert panel_order(3) == [0, 1, 2]
    assert panel_order(3, Perspective(1)) == [1, 2, 0]
    assert panel_order(5, Perspective(4)) == [4, 0, 1, 2, 3]
    assert panel_order(4, Perspective(None)) == [0, 1, 2, 3]
