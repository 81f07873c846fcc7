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
