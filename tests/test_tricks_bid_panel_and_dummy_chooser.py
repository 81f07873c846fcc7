"""Two findings of a by-ear tester at a 2-player trick table (online; the same offline):

- A seat's panel says in words whether the hand is still choosing its bid cards ("bidding") or
  has bid ("bid placed"), its bid still secret until declared or revealed (T-6, T-7, T-9, T-10,
  T-19): "bid secret" did not say that Ben had bid (only the log said "Ben has bid."). The
  words fit a panel at Huge text, four hands, in every language, as wide as "bid secret" was
  (the panels' rows unchanged: test_tricks_table_line_sizes).
- Whoever is not choosing the dummy's card hears who does (T-21): a watcher's and the other
  live player's V answer "The dummy to play: Ben chooses." (was "The dummy to play."), and a
  watcher's status line "Watching: the dummy to play, Ben chooses. ..."; the chooser still
  hears "You play from the dummy."."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from game import i18n
from game.engine.cards import Card
from game.engine.perspective import Perspective
from game.tricks import Bid, Play, text
from game.tricks.scenes.table import TricksTable
from game.tricks.scenes.table_words import seat_lines
from tricks_helpers import HANDS2, cards, state_from_hands

NAMES = ("Ann", "Ben")
WATCHER = Perspective(None, NAMES)
ANN = Perspective(0, NAMES)
BEN = Perspective(1, NAMES)

PANEL = {
    "en": ("Tricks 0 \u00b7 bidding \u00b7 score 0", "Tricks 0 \u00b7 bid placed \u00b7 score 0"),
    "es": ("Bazas 0 \u00b7 apostando \u00b7 puntos 0", "Bazas 0 \u00b7 apuesta hecha \u00b7 puntos 0"),
    "ru": ("Взятки 0 \u00b7 делает ставку \u00b7 очки 0", "Взятки 0 \u00b7 ставка сделана \u00b7 очки 0"),
}
"""A panel's line while the hand chooses its bid cards, and once it has bid (secret)."""


def _two_players():
    return state_from_hands(HANDS2, players=2, dummy_bid=["QD", "KD", "AD"], seed=4)


@pytest.mark.parametrize("language", ["en", "es", "ru"])
def test_a_panel_says_whether_the_hand_has_bid(language):
    """T-6, T-7, T-19: Ann's panel, as Ben and a watcher see it, says "bidding" until she has
    bid, then "bid placed" (her bid secret); the dummy's (bid cards chosen at random) "bid
    placed"."""
    i18n.set_language(language)
    choosing, done = PANEL[language]
    state = _two_players()
    for seat in (1, None):
        assert seat_lines(state.view(seat), 0) == [choosing]
        assert seat_lines(state.view(seat), 2) == [done]
    state.apply(Bid(0, cards("6D 7D 8D")))
    for seat in (1, None):
        assert seat_lines(state.view(seat), 0) == [done]
        assert seat_lines(state.view(seat), 1) == [choosing]


def test_the_panel_words_fit_a_panel_at_huge_text(client):
    """Huge text, 1280x720, four hands (the narrowest panels): "bidding" and "bid placed", in
    each language, fit a panel's inner width at the panels' lines' size, alone in a row at
    worst (:func:`~game.tricks.scenes.table_rows.panel_rows` breaks a panel's lines at " · ")."""
    from game.i18n import pgettext
    from game.tricks.scenes.table_rows import panel_inner_width
    from game.tricks.scenes.table_text import BASE
    from test_tricks_table_text_size_layout import set_huge
    layout = set_huge(client, (1280, 720))
    width = panel_inner_width(layout, (1, 2, 3))
    size = layout.text_px(BASE["line"])
    for language in ("en", "es", "ru"):
        i18n.set_language(language)
        for words in (i18n._("bidding"), pgettext("a seat's panel", "bid placed")):
            assert client.app.fonts.size(words, size)[0] <= width, (language, words)


def _dummy_to_play():
    """T-21: Ben (the non-dealer) leads, Ann follows, Ben chooses the dummy's card."""
    state = _two_players()
    state.apply(Bid(0, cards("6D 7D 8D")))
    state.apply(Bid(1, cards("9D 10D JD")))
    state.apply(Play(1, Card.parse("AH")))
    state.apply(Play(0, Card.parse("AS")))
    assert state.turn == 2 and state.controller(2) == 1
    return state


DUMMY_V = {
    "en": "The dummy to play: Ben chooses.",
    "es": "Juega el muerto: elige Ben.",
    "ru": "\u0411\u043e\u043b\u0432\u0430\u043d \u0445\u043e\u0434\u0438\u0442: \u0432\u044b\u0431\u0438\u0440\u0430\u0435\u0442 Ben.",
}


@pytest.mark.parametrize("language", ["en", "es", "ru"])
def test_who_chooses_the_dummys_card_is_said(language):
    """T-21: V's last sentence names who chooses the dummy's card for a watcher and for Ann
    (the other live player); Ben, who chooses it, hears "You play from the dummy."."""
    i18n.set_language(language)
    state = _dummy_to_play()
    assert text.table_text(WATCHER, state.view(None)).endswith(" " + DUMMY_V[language])
    assert text.table_text(ANN, state.view(0)).endswith(" " + DUMMY_V[language])
    assert text.table_text(BEN, state.view(1)).endswith(" " + i18n._("You play from the dummy."))


def test_a_watchers_status_line_names_who_chooses_the_dummys_card():
    """T-21: a watcher's status line under the table while Ben chooses the dummy's card (was
    "Watching: the dummy to play. ..."); Ben's own turn as before when he leads."""
    state = _dummy_to_play()
    table = TricksTable.__new__(TricksTable)  # only status_line(): the view, no seat, online
    table.session = SimpleNamespace(view=lambda: state.view(None), seat=None, perspective=WATCHER, remote=True)
    table.premium_index = None
    assert table.status_line() == "Watching: the dummy to play, Ben chooses. M: chat. Escape: back to the lobby."
    i18n.set_language("es")
    assert table.status_line() == "Observando: juega el muerto, elige Ben. M: chat. Escape: volver a la sala."
