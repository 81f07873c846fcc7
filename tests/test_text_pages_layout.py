"""Text pages (F1 keys pages, Ctrl+F1 rules pages) at every text size and language: the
focused line is always on screen, no drawn line is cut at the message log, nothing overlaps."""

import pytest

from game.scenes.text_view import TextViewScene
from game.ui.placement import outside, overlaps

LONG = ("Enter or Keypad Enter: play the selected card, confirm a value, go on after a round, or "
        "play the rest out when you are out.")


def page_lines(client, index):
    """Draw the page focused on ``index``; return the recorded line rectangles."""
    page = client.app.scenes[-1]
    page.index = index
    client.app.mark_dirty()
    client.app.draw()
    return page.placements


@pytest.mark.parametrize("language", ["en", "es", "ru"])
@pytest.mark.parametrize("text_size", ["small", "medium", "large", "huge"])
def test_every_line_of_a_keys_page_is_whole_and_the_focused_one_shown(client, text_size, language):
    client.app.apply_language(language)
    client.app.settings.set("text_size", text_size)
    client.app.settings.set("high_contrast", True)
    client.app.apply_display_settings()
    lines = [f"Line {n}. {LONG}" for n in range(12)]
    client.push(TextViewScene(client.app, "Keys for Counting game", lines))
    content = client.app.layout.content
    for index in range(len(lines)):
        placed = page_lines(client, index)
        rects = placed.of("page line")
        assert rects, f"nothing drawn at line {index}"
        assert overlaps(placed.items) == []
        assert outside(placed.items, content) == []
        assert all(rect.bottom <= content.bottom for rect in rects)


def test_huge_text_keeps_the_focused_line_when_earlier_ones_are_long(client):
    """Three long lines at Huge text: the third focused shows at least its first line, however
    long the two before it are (they are dropped first)."""
    client.app.settings.set("text_size", "huge")
    client.app.apply_display_settings()
    lines = [LONG * 6, LONG * 6, "Focused line."]
    client.push(TextViewScene(client.app, "Keys", lines))
    page = client.app.scenes[-1]
    page.index = 2
    client.app.mark_dirty()
    client.app.draw()
    image = client.app.fonts.render("Focused line.", client.app.layout.text_px(24), client.app.theme.accent)
    assert any(rect.size == image.get_size() for rect in page.placements.of("page line"))
    assert len(page.placements.of("page line")) == 1


@pytest.mark.parametrize("high_contrast", [False, True])
@pytest.mark.parametrize("page", ["keys", "summary"])
def test_the_focused_line_of_a_page_is_on_the_focus_bar_not_only_in_another_colour(client, page, high_contrast):
    """A keys page and a trick deal's summary, in both contrasts: the focused line sits on the
    menus' focus bar (its left edge drawn in the focus colour beside the text), in the focus
    text colour; the other lines have no bar, so the focus shows by shape, never colour alone."""
    from game.tricks.scenes.summary import DealSummary
    client.app.settings.set("high_contrast", high_contrast)
    client.app.apply_display_settings()
    lines = ["Deal 1: 1 of 3 made their bid.", "You bid 2 and took 2: made, 22 points.",
             "Anna bid 3 and took 4: missed, 4 points.", "Scores: you 22, Anna 4, Bob 3."]
    if page == "summary":
        client.push(DealSummary(client.app, 1, lines))
    else:
        client.push(TextViewScene(client.app, "Keys for Counting game", lines))
    scene = client.app.scenes[-1]
    scene.index = 1
    client.app.mark_dirty()
    client.app.draw()
    theme, layout, screen = client.app.theme, client.app.layout, client.app.screen
    size = layout.text_px(24)
    height = client.app.fonts.font(size).get_linesize()
    x = layout.px(48) - layout.px(8)  # inside the bar, left of the text
    title_bottom = layout.content.top + layout.px(32) + client.app.fonts.font(layout.text_px(40), True).get_linesize()
    rows = [y for y in range(title_bottom + layout.px(16), layout.content.bottom)
            if tuple(screen.get_at((x, y)))[:3] == tuple(theme.focus)[:3]]
    assert rows, "no focus bar drawn"
    assert height <= rows[-1] - rows[0] + 1 <= height + layout.px(8)  # one line's height: the focused line only
    focused = client.app.fonts.render(lines[1], size, theme.focus_text)
    top = rows[0] + layout.px(3)
    assert any(tuple(screen.get_at((px, py)))[:3] == tuple(theme.focus_text)[:3]
               for px in range(layout.px(48), layout.px(48) + focused.get_width())
               for py in range(top, top + height))
