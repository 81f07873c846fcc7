"""The trick table's panels at Huge text, four hands (found by a fresh tester: in deal 1 the
panels' lines were 26 pixels where the table's other words were 33 to 35): the panels' rows are
chosen for the widest lines the game will show (a three-digit score,
:func:`~game.tricks.scenes.table_sizes.widest`), so deal 1's "Tricks 0 · bid secret · score 0"
takes two rows at the lines' size as a later deal's does, not one row at the trick labels' 26;
and a panel's name keeps the names' size when its tags ("[DEALER, TURN]") are long, the tags
beside it smaller (the whole line shrank to 26 pixels). Font sizes from a spy on the fonts."""

from __future__ import annotations

from test_tricks_table_layout import check, start
from test_tricks_table_text_size_layout import set_huge


def _spy(client, monkeypatch):
    """Record the size of every text rendered: ``{words: size}`` (the last size drawn)."""
    fonts = client.app.fonts
    sizes = {}
    real = fonts.render

    def render(words, size, color, bold=False):
        sizes[words] = size
        return real(words, size, color, bold)
    monkeypatch.setattr(fonts, "render", render)
    return sizes


def _first_turn_to_play(client, table):
    for _ in range(4000):
        state = table.session.state
        if state.phase == "bidding" and 0 in state.to_act():
            table.marked = list(state.legal_bid_cards(0)[:3])
            table._bid(None)
        elif state.phase == "play" and state.turn_controller == 0 and not client.app.announcer.speech_busy():
            return
        client.wait(1)
    raise AssertionError("no turn to play")


def test_deal_1_panels_lines_are_as_large_as_the_tables_other_words(client, monkeypatch):
    """Huge text, high contrast, 1280x800, 4 players, seed 7, your first turn to play in deal 1:
    every panel's lines in two rows ("Tricks 0 · bid placed" over "score 0") at 33 pixels, as
    your line (33) and the deal's line (34); they were one row at 26."""
    client.app.settings.set("cpu_delay", 0.3)
    client.app.settings.section("tricks")["level"] = "simple"
    table = start(client, 4, seed=7)
    set_huge(client, (1280, 800))
    sizes = _spy(client, monkeypatch)
    _first_turn_to_play(client, table)
    sizes.clear()
    placed = check(client, table)
    lines = [(words, sizes[words]) for _rect, words in placed.texts("panel line")]
    assert lines == [("Tricks 0 · bid placed", 33), ("score 0", 33)] * 3
    assert [sizes[words] for _rect, words in placed.texts("info")] == [34]
    assert [sizes[words] for _rect, words in placed.texts("you")] == [33]


def test_a_panels_name_keeps_its_size_beside_long_tags(client, monkeypatch):
    """Huge text, 1280x800, four hands' panels (inner width as drawn): with names of 35 pixels,
    "▶ Anna" at 34 and "  [DEALER, TURN]" beside it at the trick labels' 26; with names of 32,
    the name at 32 and its tags at 27; on one line within the panel either way (the whole line
    was 28 and 26 pixels, the name too); "Bob  [DEALER]", which fits, one text at 35."""
    from game.tricks.scenes.table_rows import panel_inner_width
    from game.tricks.scenes.table_view import panel_head_image
    layout = set_huge(client, (1280, 800))
    fonts = client.app.fonts
    width = panel_inner_width(layout, (1, 2, 3))
    sizes = _spy(client, monkeypatch)
    image = panel_head_image(layout, fonts, "\u25b6 Anna", "  [DEALER, TURN]", 35, width, (255, 255, 255))
    assert sizes == {"\u25b6 Anna": 34, "  [DEALER, TURN]": 26}
    assert image.get_width() <= width
    sizes.clear()
    image = panel_head_image(layout, fonts, "\u25b6 Anna", "  [DEALER, TURN]", 32, width, (255, 255, 255))
    assert sizes == {"\u25b6 Anna": 32, "  [DEALER, TURN]": 27}
    assert image.get_width() <= width
    sizes.clear()
    panel_head_image(layout, fonts, "Bob", "  [DEALER]", 35, width, (255, 255, 255))
    assert sizes == {"Bob  [DEALER]": 35}
