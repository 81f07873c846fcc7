"""The log strip under both tables shows each message it shows whole, word for word as it was
said, wrapped onto as many rows as it needs (whole words; a word wider than the strip broken),
the newest at the bottom; an older message that no longer fits whole scrolls off the top. Found
by ear (trick game, 2 players, seed 22, Huge text, high contrast): the strip's top row read "The
dummy wins the trick with the ace of clubs. …" while speech said "... Tricks: you 0, Anna 0, the
dummy 1.", so a low-vision player reading the screen lost the trick count (T-29: who won each
trick and how many tricks each now has).
Asserted on the rows :func:`~game.ui.log_view.draw_log` records in a
:class:`~game.ui.placement.Placements` ("log line", one per row with its words)."""

from __future__ import annotations

import pytest

from game.input.keys import KeyTable
from game.scenes.base import Scene
from game.ui.log_view import draw_log
from game.ui.placement import Placements, outside, overlaps

WON = "The dummy wins the trick with the ace of clubs. Tricks: you 0, Anna 0, the dummy 1."
"""The message the tester saw cut at the top of the strip."""
WON_ROWS = ["The dummy wins the trick with the ace of clubs. Tricks: you 0, Anna 0, the", "dummy 1."]
"""Its two rows at Huge text in the 1280x720 window (33-pixel text, 1248 pixels wide)."""


class Bare(Scene):
    """A blank scene under which the app draws its log strip."""

    title = "Bare"

    def build_keys(self):
        return KeyTable()


def set_text(client, text_size, contrast=True):
    client.app.settings.set("text_size", text_size)
    client.app.settings.set("high_contrast", contrast)
    client.app.apply_display_settings()
    return client.app.layout


def rows_drawn(client, lines, **kw):
    """Draw ``lines`` in the strip; return the rows' words top to bottom and the Placements."""
    app = client.app
    placed = Placements()
    draw_log(app.screen, app.layout, app.fonts, app.theme, lines, placed=placed, **kw)
    rows = sorted(placed.texts("log line"), key=lambda item: item[0].y)
    return [words for _rect, words in rows], placed


def test_the_trick_count_wraps_onto_a_second_row_at_huge(client):
    """At Huge the message takes two rows, the trick count's end on the second; with three
    one-row messages under it and one above, the strip's five rows hold all of them whole."""
    layout = set_text(client, "huge")
    lines = ["The dummy plays the ace of clubs.", WON, "The dummy leads the king of clubs.",
             "Your turn. Follow clubs: you hold 2."]
    words, placed = rows_drawn(client, lines)
    assert words == ["The dummy plays the ace of clubs.", *WON_ROWS, "The dummy leads the king of clubs.",
                     "Your turn. Follow clubs: you hold 2."]
    assert outside(placed.items, layout.log) == [] and overlaps(placed.items) == []


def test_an_older_message_that_no_longer_fits_whole_scrolls_off_the_top(client):
    """The tester's strip: the trick's message above three newer rows and a two-row one, one row
    left for it. It was drawn there as "The dummy wins the trick with the ace of clubs. …"; now
    it has scrolled off whole (Page Up reads it), the top row left empty, no row cut."""
    layout = set_text(client, "huge")
    lines = [WON, "The dummy leads the king of clubs.",
             "Your turn. Follow clubs: you hold 2 clubs, the 4 of clubs and the 10 of clubs; Enter plays the "
             "focused card.", "You play the 4 of clubs."]
    words, placed = rows_drawn(client, lines)
    assert words == ["The dummy leads the king of clubs.",
                     "Your turn. Follow clubs: you hold 2 clubs, the 4 of clubs and the 10 of clubs;",
                     "Enter plays the focused card.", "You play the 4 of clubs."]
    line_height = client.app.fonts.font(layout.text_px(22)).get_linesize()
    top = min(rect.top for rect in placed.of("log line"))
    assert top - layout.log.top >= line_height  # the row above is empty, not a cut message
    assert outside(placed.items, layout.log) == [] and overlaps(placed.items) == []


def test_the_newest_message_shows_whole_when_older_ones_do_not_fit(client):
    """Five messages at Huge, each two rows: the strip (five rows) shows the two newest whole,
    the newest at the bottom; the three older ones have scrolled off."""
    set_text(client, "huge")
    lines = [WON.replace("ace", card) for card in ("2", "3", "4", "5", "ace")]
    words, _placed = rows_drawn(client, lines)
    assert words == [WON_ROWS[0].replace("ace", "5"), WON_ROWS[1], *WON_ROWS]


def test_a_word_wider_than_the_strip_is_broken_onto_rows(client):
    """A 120-letter word (a name typed without spaces) is broken onto rows that each fit the
    strip, its letters kept in order, instead of running past the window's edge."""
    layout = set_text(client, "huge")
    word = "x" * 120
    words, placed = rows_drawn(client, [f"{word} joins."])
    assert words == ["x" * 62, "x" * 58, "joins."]
    assert outside(placed.items, layout.log) == [] and overlaps(placed.items) == []


AFTER = ["The dummy leads the king of clubs.", "Your turn. Follow clubs: you hold 2.", "Anna plays the 3 of clubs.",
         "You play the 4 of clubs."]
"""Four one-row messages said after :data:`WON`."""


@pytest.mark.parametrize("contrast", [False, True])
@pytest.mark.parametrize("text_size", ["small", "medium", "large", "huge"])
def test_every_size_and_theme_shows_whole_messages_only(client, text_size, contrast):
    """At every text size in both themes: the trick's message under four newer one-row ones is
    shown on its one row (Small to Large) or, at Huge where it takes two rows and one is left,
    not at all (it was "The dummy wins the trick with the ace of clubs. …" there); said last,
    it is shown whole on its rows, the older ones above it whole too. Every row inside the
    strip, none over another."""
    layout = set_text(client, text_size, contrast)
    words, placed = rows_drawn(client, [WON] + AFTER)
    assert words == (AFTER if text_size == "huge" else [WON] + AFTER)
    assert outside(placed.items, layout.log) == [] and overlaps(placed.items) == []
    words, placed = rows_drawn(client, AFTER + [WON])
    assert words == (AFTER[1:] + WON_ROWS if text_size == "huge" else AFTER + [WON])
    assert outside(placed.items, layout.log) == [] and overlaps(placed.items) == []


def test_the_strip_through_the_app_at_huge_shows_the_whole_message(client):
    """Said through the announcer at Huge with high contrast, the message is in the strip the
    app draws (App.log_placements) whole: its two rows under the scene's own lines."""
    set_text(client, "huge")
    client.app.push(Bare(client.app))
    client.app.announcer.say(WON)
    client.frames(2)
    client.app.mark_dirty()
    client.app.draw()
    rows = sorted(client.app.log_placements.texts("log line"), key=lambda item: item[0].y)
    assert [words for _rect, words in rows][-2:] == WON_ROWS


def test_the_newest_message_taller_than_the_strip_shows_its_start(client):
    """Found by a tester by ear: at Huge the Spanish results' opening line, taller than the
    strip, was shown by its last rows and began mid-sentence. Now its first rows are shown, the
    last ending with "…" (Page Up reads it whole), inside the strip."""
    layout = set_text(client, "huge")
    line = " ".join(f"Palabra{number} del mensaje más largo que la franja entera." for number in range(12))
    words, placed = rows_drawn(client, ["Anna: 6 of hearts.", line])
    assert words[0].startswith("Palabra0 del mensaje")
    assert words[-1].endswith(" …")
    assert " ".join(row.removesuffix(" …") for row in words) in line
    assert outside(placed.items, layout.log) == [] and overlaps(placed.items) == []
