"""The rendered-text cache stays bounded in pixel memory, not only in lines: long lines (log
strip, help pages) used to hold 30 MB of SDL surfaces at 512 lines (benchmarks/client_memory.py)."""

from game.ui.text import Fonts


def test_cache_is_bounded_in_bytes():
    fonts = Fonts(cache_size=10_000, cache_bytes=2 * 1024 * 1024)
    for n in range(400):
        fonts.render(f"Message {n}: Anna plays the ten of hearts. Total 57. " * 3, 24, (255, 255, 255))
    lines, size = fonts.cache_info()
    assert size <= 2 * 1024 * 1024
    assert 0 < lines < 400


def test_cache_is_bounded_in_lines():
    fonts = Fonts(cache_size=50)
    for n in range(200):
        fonts.render(str(n), 20, (0, 0, 0))
    assert fonts.cache_info()[0] == 50


def test_recently_used_lines_stay_cached():
    fonts = Fonts(cache_size=3)
    first = fonts.render("Total 43.", 20, (0, 0, 0))
    fonts.render("a", 20, (0, 0, 0))
    fonts.render("Total 43.", 20, (0, 0, 0))  # used again: moves to the back
    fonts.render("b", 20, (0, 0, 0))
    fonts.render("c", 20, (0, 0, 0))
    assert fonts.render("Total 43.", 20, (0, 0, 0)) is first


def test_a_line_larger_than_the_budget_is_still_drawn_and_kept_alone():
    fonts = Fonts(cache_bytes=1000)
    surface = fonts.render("A long line of text for a tiny budget.", 40, (0, 0, 0))
    assert surface.get_width() > 100
    assert fonts.cache_info()[0] == 1



def test_fonts_of_old_sizes_are_let_go():
    from game.ui.text import CACHE_FONTS
    fonts = Fonts()
    for size in range(10, 10 + 3 * CACHE_FONTS):
        fonts.font(size)
    assert fonts.font_count() == CACHE_FONTS
    recent = fonts.font(10 + 3 * CACHE_FONTS - 1)
    assert fonts.font(10 + 3 * CACHE_FONTS - 1) is recent


def test_measured_sizes_are_the_fonts_own_and_bounded(monkeypatch):
    """Measures are remembered (the table's layout asks the same line at many sizes each time it
    is laid out), equal to the font's own, with undrawable characters measured as U+FFFD, and
    at most CACHE_SIZES are kept."""
    from game.ui import text as ui_text
    monkeypatch.setattr(ui_text, "CACHE_SIZES", 5)
    fonts = Fonts()
    assert fonts.size("Total 43.", 20) == fonts.font(20).size("Total 43.")
    assert fonts.size("Total 43.", 20) == fonts.font(20).size("Total 43.")  # remembered
    assert fonts.size("a\x00b", 20, True) == fonts.font(20, True).size("a\ufffdb")
    for n in range(20):
        fonts.size(str(n), 20)
    assert len(fonts._sizes) == 5
    assert ("19", 20, False) in fonts._sizes and ("Total 43.", 20, False) not in fonts._sizes
