"""Drawing the counting table from a :class:`CountingView`, with its short animations
(:mod:`game.ui.animation`).

Layout (designed for 1280x720, scaled): a row of seat panels at the top (name, tokens, cards,
dealer, a "TURN" marker and a thick frame on the player to move); the pile's top card, the total
(large), the direction (with three or more players in) and the stock in the middle; the human's
hand with the focused card framed and marked with a triangle at the bottom; a status line. No
rules, no speech.
"""

from __future__ import annotations

import math

import pygame

from ...i18n import _, current_language, pgettext
from ...table import online_text
from ...ui.animation import Animation, Animations
from ...ui.cards import CARD_RATIO, CARD_WORD, card_size, draw_card, draw_card_back, focus_extent, focused_rect
from ...ui.layout import Layout
from ...ui.placement import Placements, blit_text, record
from ...ui.text import Fonts
from ...ui.theme import Theme
from .. import text

LOG_LINES = 5
"""The message log's lines (as the app's layout), for the medium-text card height."""

PANEL_PAD = 10
"""Reference pixels between a seat panel's side and its text, on both sides (8 players at Huge
text drew "Tokens 3" 6 pixels from the right border)."""
from ..state import CountingView
from ...engine.perspective import Perspective
from .panel_fit import PanelFit, beside_fit
from .seat import LOCAL

ROLE_GAP = 12
"""Reference pixels between a panel's name and the dealer/TURN words on its row."""


def fit_size(fonts: Fonts, text_: str, size: int, width: int, bold: bool = False) -> int:
    """The largest font size up to ``size`` (at least 8) at which ``text_`` fits in ``width`` pixels
    (to the pixel: steps of a tenth drew "Фишки: 9" at 23 pixels where 25 fit). Measured from
    the size its width at ``size`` points to, then a pixel at a time: a few fonts loaded, not one
    for every pixel from ``size`` down (a frame loaded some 40 from the disk, more than
    :data:`~game.ui.text.CACHE_FONTS` keeps, with the total's 96 pixels asked at Huge text)."""
    wide = fonts.size(text_, size, bold)[0]
    if size <= 8 or wide <= width:
        return size
    found = max(8, min(size - 1, size * width // max(1, wide)))
    while found > 8 and fonts.size(text_, found, bold)[0] > width:
        found -= 1
    while found + 1 < size and fonts.size(text_, found + 1, bold)[0] <= width:
        found += 1
    return found


def _tallest(fonts: Fonts, high: int, low: int, room: int, bold: bool = True) -> int:
    """The largest font size from ``high`` down to ``low`` whose line fits ``room`` pixels, 0 when
    none does; measured as :func:`fit_size` does (from the size the line at ``high`` points to)."""
    if high < low:
        return 0
    line = _line(fonts, high, bold)
    if line <= room:
        return high
    found = max(low, min(high - 1, high * room // max(1, line)))
    while found >= low and _line(fonts, found, bold) > room:
        found -= 1
    while low <= found < high - 1 and _line(fonts, found + 1, bold) <= room:
        found += 1
    return found if found >= low else 0


def _line(fonts: Fonts, size: int, bold: bool = False) -> int:
    return fonts.font(size, bold).get_linesize()


def status_lines(layout: Layout, fonts: Fonts, status: str, width: int) -> tuple[int, tuple[str, ...]]:
    """``(size, lines)``: the status line's bold font size and its lines within ``width``
    pixels: one line at the text size's status size when it fits; at a text size larger than
    medium, words too long for one line go in two at that size, the break as near the middle
    as the words allow (found by a tester by ear at Huge: "Ace as 1: total 99, reaches 99: you
    win the round, the others lose 2 tokens (Up/Down, Enter, Esc)" drawn much smaller than
    Huge); else one line as large as fits, as the trick table's status line
    (:func:`game.tricks.scenes.table_sizes.status_lines`)."""
    size = layout.text_px(24)
    if fonts.size(status, size, True)[0] <= width:
        return size, (status,)
    parts = status.split(" ")
    if size > layout.px(24) and len(parts) > 1:
        splits = [(" ".join(parts[:i]), " ".join(parts[i:])) for i in range(1, len(parts))]
        halves = [pair for pair in splits if all(fonts.size(half, size, True)[0] <= width for half in pair)]
        if halves:
            return size, min(halves, key=lambda pair: abs(len(pair[0]) - len(pair[1])))
    return fit_size(fonts, status, size, width, bold=True), (status,)


def _rows_height(fonts: Fonts, rows: list[str], size: int, bold: bool = False) -> int:
    """The height of ``rows`` drawn one under the other at ``size``: each row's line, or its
    image's height where that is taller (Russian at 12 pixels: 15 tall on a 14-pixel line)."""
    return sum(max(_line(fonts, size, bold), fonts.size(row, size, bold)[1]) for row in rows)


def _panel_width(layout: Layout, players: int) -> int:
    """The width in pixels of each of ``players`` seat panels (:func:`seat_rects`)."""
    return (layout.content.width - layout.px(12) * (players + 1)) // players


def role_words() -> list[str]:
    """Every third line a seat panel may show (in the language in use): the dealer's, the turn's,
    both, under "You" and under another seat (:func:`_draw_seat`)."""
    return [pgettext("your seat", "dealer, TURN"), pgettext("seat", "dealer, TURN"),
            pgettext("your seat", "dealer"), pgettext("seat", "dealer"), pgettext("seat", "TURN")]


def role_rows(fonts: Fonts, words: str, size: int, least: int, width: int) -> list[tuple[str, int]]:
    """``(row, size)`` of a panel's dealer/TURN line ``words`` in ``width`` pixels: one row at
    ``size`` pixels, or as large as fits down to ``least`` (its Medium size,
    :meth:`~game.ui.layout.Layout.least_px`); longer still, broken at its spaces into rows at
    ``size`` ("reparte," over "TURNO"), only a single word wider than ``width`` drawn smaller
    (:func:`fit_size`). With the dealer to move at 8 players, Huge text, the whole panel was
    shrunk to fit "dealer, TURN": its tokens and cards at 19 pixels beside the other panels' 26,
    at 15 in Spanish, until 2027-01."""
    fitted = fit_size(fonts, words, size, width)
    if fitted >= min(size, least) and fonts.size(words, fitted)[0] <= width:
        return [(words, fitted)]
    return [(row, fit_size(fonts, row, size, width)) for row in fonts.wrap(words, size, width)]


_ROWS_CACHE: dict[tuple, int] = {}
"""detail_rows() answers by language, size, width and fonts (it measures five lines a frame otherwise)."""


def detail_rows(fonts: Fonts, size: int, least: int, width: int) -> int:
    """How many rows under a panel's name the fullest panel takes (tokens, cards, and its
    dealer/TURN line in as many rows as :func:`role_rows` breaks the longest into) at ``size``
    pixels, ``least`` at the least, in ``width`` pixels: one height for every panel, whoever
    deals or moves."""
    key = (current_language(), size, least, width, id(fonts))
    found = _ROWS_CACHE.get(key)
    if found is None:
        if len(_ROWS_CACHE) > 64:
            _ROWS_CACHE.clear()
        found = _ROWS_CACHE[key] = 2 + max(len(role_rows(fonts, words, size, least, width))
                                               for words in role_words())
    return found


def panel_heads(me: Perspective, players: int) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Every seat's name as its panel may show it, with the turn's marker ("\u25b6 You"), and
    the dealer/TURN words it may show (:func:`_draw_seat`): ``(name, words)`` pairs."""
    mine = (pgettext("your seat", "dealer, TURN"), pgettext("your seat", "dealer"), pgettext("seat", "TURN"))
    others = (pgettext("seat", "dealer, TURN"), pgettext("seat", "dealer"), pgettext("seat", "TURN"))
    return tuple(("\u25b6 " + text.name(me, seat), mine if me.is_me(seat) else others) for seat in range(players))


def panel_fit(layout: Layout, fonts: Fonts, players: int, heads: tuple[tuple[str, tuple[str, ...]], ...] = (),
              medium: bool = False) -> PanelFit:
    """The seat panels' sizes (the same for every panel, whoever deals or moves) at the text
    size in use (at Medium when ``medium``): the dealer/TURN words on the name's row and the
    text grown into the rows' height (at Large and Huge text; at Small and Medium the panels a row
    shorter) where the panels are wide enough for every name of
    ``heads`` (:func:`panel_heads`; the local table's names when empty) and those words
    (:func:`~.panel_fit.beside_fit`), else the words in rows under the name (:func:`detail_rows`)."""
    text_px = layout.px if medium else layout.text_px
    least_px = layout.px if medium else layout.least_px
    head, line = text_px(22), text_px(17)
    inner = _panel_width(layout, players) - 2 * layout.px(PANEL_PAD)
    rows = detail_rows(fonts, line, least_px(17), inner)
    height = layout.px(12) + _line(fonts, head, True) + rows * _line(fonts, line)
    details = (pgettext("seat", "Tokens {count}").format(count=99), pgettext("seat", "Cards {count}").format(count=99))
    fit = beside_fit(fonts, head=head, line=line, least=least_px(17), top=layout.px(12), budget=height, width=inner,
                     gap=layout.px(ROLE_GAP), heads=heads or panel_heads(LOCAL, players), details=details,
                     grow=not medium and layout.text_factor > 1.0)
    if fit is None:
        return PanelFit(head, line, False, height)
    return PanelFit(fit[0], fit[1], True, layout.px(12) + _line(fonts, fit[0], True) + 2 * _line(fonts, fit[1]))


def seat_rects(layout: Layout, players: int, fonts: Fonts | None = None,
               heads: tuple[tuple[str, tuple[str, ...]], ...] = ()) -> list[pygame.Rect]:
    """The seat panels across the top of the content area, tall enough for a name and the lines
    under it (tokens, cards, dealer/TURN on the name's row or in rows under it: :func:`panel_fit`,
    for the names ``heads``) at the text size in use."""
    area = layout.content
    margin = layout.px(12)
    width = _panel_width(layout, players)
    height = layout.px(112) if fonts is None else panel_fit(layout, fonts, players, heads).height
    return [pygame.Rect(area.x + margin + i * (width + margin), area.y + margin, width, height)
            for i in range(players)]


def _two_row_card_height(free: int, layout: Layout, count: int) -> int:
    """The card height with the stock and pile above the hand: ``free`` pixels for two card rows."""
    return max(layout.px(30), min(layout.px(150), int(free / 2.25)))


def _one_row_card_height(free: int, layout: Layout, count: int, taken: int = 0) -> int:
    """The card height with the stock, the pile and ``count`` hand cards in one row: ``free``
    pixels tall, the content width less ``taken`` pixels wide (cards and gaps)."""
    width = layout.content.width - layout.px(48) - taken
    # 2 + count cards, count - 1 hand gaps (a quarter card), 100 px between pile, stock and hand
    card_w = (width - layout.px(100)) / (2 + count + 0.25 * (count - 1))
    by_width = int(card_w * CARD_RATIO)
    return max(layout.px(30), min(layout.px(180), free, by_width))


def _medium_card_height(layout: Layout, fonts: Fonts, players: int, count: int,
                        heads: tuple[tuple[str, tuple[str, ...]], ...] = ()) -> int:
    """The card height the two-row table would have with medium text in this window: larger
    text never makes the cards smaller than this (when the window has room)."""
    seat_h = panel_fit(layout, fonts, players, heads, medium=True).height
    gap = layout.px(10)
    status_h = _line(fonts, layout.px(24), True)
    log_h = min(layout.size[1] // 2, round(22 * layout.scale * 1.3 * LOG_LINES + 16 * layout.scale))
    content_bottom = layout.size[1] - log_h
    free = (content_bottom - status_h - layout.px(4) - (layout.px(12) + seat_h + gap)
            - _line(fonts, layout.px(18)) - _line(fonts, layout.px(18), True) - 4 * gap)
    return _two_row_card_height(free, layout, count)


def panel_order(players: int, me: Perspective = LOCAL) -> list[int]:
    """The seats' panels left to right: the listener's own seat first, whatever its number, then
    the others in seat order from it (the order of play while it goes clockwise, C-6, C-17); a
    spectator's: seat order from seat 0."""
    first = me.seat if me.seat is not None and me.seat < players else 0
    return [(first + step) % players for step in range(players)]


def draw_table(surface: pygame.Surface, layout: Layout, fonts: Fonts, theme: Theme, view: CountingView,
               *, focus: int, status: str, anims: Animations, me: Perspective = LOCAL,
               names: Placements | None = None) -> dict[str, pygame.Rect]:
    """Draw the whole table for the human's ``view``; ``focus`` is the focused slot of the hand;
    ``me`` names the seats (the table's perspective: "You" for one's own seat, people's names
    online, every seat by name for a spectator) and orders their panels (:func:`panel_order`:
    one's own first). ``names``, if given, records every text drawn with its words: each
    panel's name line ("panel head") and other lines ("panel line"), the stock and pile labels
    ("label"), the slot numbers ("number"), the words on the cards ("card word"), the status
    line ("status"); and each card ("card").

    Returns the places of the texts and cards drawn (for layout checks): ``"seat_text"`` (the
    lowest seat text line), ``"seats"``, ``"labels"`` (stock and pile labels), ``"numbers"``
    (slot numbers), ``"hand"`` (cards, focus frame and marker), ``"status"``.

    Top to bottom: seats, the stock / pile / total row with its labels, the slot numbers, the
    hand with the focus marker, the status line; every height comes from the fonts in use (text
    size option) so nothing overlaps. When larger text leaves too little height for two card
    rows at the medium-text card size, the stock and the pile go beside the hand in one row,
    with the total on their left or on one line above (whichever gives taller cards): larger
    text never makes the cards smaller than that. Also returns ``"stock"`` and ``"pile"``."""
    area = layout.content
    surface.fill(theme.table, area)
    heads = panel_heads(me, len(view.tokens))
    fit = panel_fit(layout, fonts, len(view.tokens), heads)
    rects = seat_rects(layout, len(view.tokens), fonts, heads)
    seats = dict(zip(panel_order(len(view.tokens), me), rects))
    placed: dict[str, pygame.Rect] = {"seats": rects[0].unionall(rects[1:])}
    for seat, rect in seats.items():
        bottom = _draw_seat(surface, layout, fonts, theme, view, seat, rect, anims, fit, me, names)
        placed["seat_text"] = placed.get("seat_text", bottom).union(bottom)

    gap = layout.px(10)
    label_size = layout.text_px(18)
    label_h = _line(fonts, label_size)
    number_h = _line(fonts, label_size, True)
    status_size, status_parts = status_lines(layout, fonts, status, area.width - layout.px(48))
    status_h = _line(fonts, status_size, True) * len(status_parts)
    status_top = area.bottom - status_h - layout.px(4)
    middle_top = rects[0].bottom + gap
    count = max(1, len(view.hand))
    two_rows = _two_row_card_height(status_top - middle_top - label_h - number_h - 4 * gap, layout, count)
    medium = _medium_card_height(layout, fonts, len(view.tokens), count, heads)
    total_h = _line(fonts, layout.text_px(44), True)
    one_row = _one_row_card_height(status_top - middle_top - total_h - number_h - label_h - 4 * gap,
                                   layout, count)
    side_w = min(layout.content.width // 4, layout.px(300))  # the total beside the cards
    beside = _one_row_card_height(status_top - middle_top - number_h - label_h - 3 * gap,
                                  layout, count, side_w + layout.px(30))
    if two_rows >= medium or two_rows >= max(one_row, beside):
        card_h = two_rows
        card_w = card_size(card_h)[0]
        pile = pygame.Rect(area.centerx - card_w - layout.px(40), middle_top, card_w, card_h)
        stock = pygame.Rect(pile.x - card_w - layout.px(40), middle_top, card_w, card_h)
        _draw_total(surface, layout, fonts, theme, view, anims,
                    pygame.Rect(pile.right + layout.px(30), middle_top,
                                area.right - pile.right - layout.px(42), card_h + label_h), names)
        hand_top = pile.bottom + label_h + number_h + 3 * gap
        hand_box = (area.left, area.right)
        hand_label = True
    else:  # larger text: the stock and the pile beside the hand, the total above or on the left
        card_h = max(one_row, beside)
        card_w = card_size(card_h)[0]
        hand_gap = max(layout.px(12), card_w // 4)
        row = 2 * card_w + layout.px(40) + layout.px(60) + count * card_w + (count - 1) * hand_gap
        if beside > one_row:
            hand_top = middle_top + number_h + gap
            left = area.centerx - (row - side_w - layout.px(30)) // 2
            left = max(left, area.x + layout.px(24) + side_w + layout.px(30))
            _draw_total(surface, layout, fonts, theme, view, anims,
                        pygame.Rect(left - side_w - layout.px(30), hand_top, side_w, card_h + label_h), names)
        else:
            _draw_total_line(surface, layout, fonts, theme, view, anims,
                             pygame.Rect(area.x + layout.px(24), middle_top, area.width - layout.px(48), total_h),
                             names)
            hand_top = middle_top + total_h + number_h + 2 * gap
            left = area.centerx - row // 2
        stock = pygame.Rect(left, hand_top, card_w, card_h)
        pile = pygame.Rect(stock.right + layout.px(40), hand_top, card_w, card_h)
        hand_box = (pile.right + layout.px(60), pile.right + layout.px(60) + row - 2 * card_w - layout.px(100))
        hand_label = False

    word_px = layout.text_px(CARD_WORD)
    draw_card_back(surface, stock, theme, view.stock_size, fonts)
    record(names, "card", stock)
    stock_label = pgettext("table label", "Stock {count}").format(count=view.stock_size)
    size = fit_size(fonts, stock_label, label_size, card_w + layout.px(36))
    label = fonts.render(stock_label, size, theme.text)
    placed["labels"] = blit_text(surface, label, names, "label", stock_label,
                                 midtop=(stock.centerx, stock.bottom + layout.px(2))).copy()
    draw_card(surface, pile, view.pile_top, fonts, theme, label=pgettext("empty place", "pile"), word_px=word_px,
              placed=names)
    record(names, "card", pile)
    pile_label = pgettext("table label", "Pile")
    label = fonts.render(pile_label, fit_size(fonts, pile_label, label_size, card_w + layout.px(36)), theme.text)
    placed["labels"].union_ip(blit_text(surface, label, names, "label", pile_label,
                                        midtop=(pile.centerx, pile.bottom + layout.px(2))))
    placed["stock"], placed["pile"] = stock, pile

    placed.update(_draw_hand(surface, layout, fonts, theme, view, focus, hand_top, card_h, number_h,
                             hand_box, hand_label, names))
    status_rects = []
    status_line_h = _line(fonts, status_size, True)
    for at, part in enumerate(status_parts):
        rendered = fonts.render(part, status_size, theme.text, bold=True)
        status_rects.append(blit_text(surface, rendered, names, "status", part,
                                      topleft=(area.x + layout.px(24), status_top + at * status_line_h)))
    placed["status"] = status_rects[0].unionall(status_rects[1:])

    for slide in anims.of("slide"):
        _draw_slide(surface, fonts, theme, seats, pile, slide, view, placed.get("hand"), me.seat, word_px)
    return placed


def _direction_shown(view: CountingView) -> bool:
    """True when the table shows the direction of play: with three or more players in. With
    two, it means nothing (C-17: a 4 changes no turn), so the label beside the total shows the
    round only, and no arrow turns that the ear is not told of (found by a tester by ear: "A 4
    with two players: the turns do not change." after every 4, said because the arrow turned)."""
    return view.options.players - len(view.eliminated) > 2


def _direction_label(view: CountingView) -> str:
    """The arrow and the direction: "↻ Clockwise" / "↺ Counter-clockwise"."""
    arrow = "\u21bb" if view.direction == 1 else "\u21ba"
    return f"{arrow} {text.capital(text.direction_word(view.direction))}"


def _draw_total(surface: pygame.Surface, layout: Layout, fonts: Fonts, theme: Theme, view: CountingView,
                anims: Animations, box: pygame.Rect, names: Placements | None = None) -> None:
    """The total (large), the direction (with three or more players in, :func:`_direction_shown`)
    and the round in ``box``; recorded in ``names`` as "total". The direction and the round wrap
    onto more rows rather than shrink ("↻ По часовой" over "стрелке" at Huge text: shrunk to
    40 % of the English, before): they are drawn at the
    largest size, down to their Medium size (:meth:`~game.ui.layout.Layout.least_px`), whose rows
    leave the total room at its Medium size or more and each fit the box's width (a word that
    cannot wrap, "Counter-clockwise" at Huge, ran past the box to 2 pixels from the stock beside
    it, before); the total takes the rest of the height."""
    lines = [pgettext("table label", "Round {round}").format(round=view.round)]
    if _direction_shown(view):
        lines.insert(0, _direction_label(view))
    words = pgettext("table label", "Total {total}").format(total=view.total)
    widest = fit_size(fonts, words, layout.text_px(64), box.width, bold=True)
    least_big = min(widest, layout.least_px(44))
    small, rows, big = layout.least_px(24), [], least_big
    for size in range(layout.text_px(24), layout.least_px(24) - 1, -1):  # the largest lines that fit, wrapped
        rows = [row for line in lines for row in fonts.wrap(line, size, box.width)]
        if any(fonts.size(row, size)[0] > box.width for row in rows):
            continue  # a word wider than the box ("Counter-clockwise" at Huge): never past its side
        room = box.height - _rows_height(fonts, rows, size)
        big = _tallest(fonts, widest, least_big, room)
        if big:
            small = size
            break
    if not big:  # a window too small for both at their least: the total at its least, the lines smaller
        big = least_big
        small, rows = wrapped_lines(fonts, lines, layout.least_px(24), 8, box.width)
        while small > 8 and _line(fonts, big, True) + _rows_height(fonts, rows, small) > box.height:
            small, rows = wrapped_lines(fonts, lines, small - 1, 8, box.width)
    scale = 1.0
    for pulse in anims.of("pulse"):
        scale = max(scale, 1.0 + 0.35 * math.sin(math.pi * pulse.progress))
    plain = fonts.render(words, big, theme.accent, bold=True)
    place = plain.get_rect(topleft=box.topleft)
    total = plain if scale == 1.0 else fonts.render(words, round(big * scale), theme.accent, bold=True)
    blit_text(surface, total, names if total is plain else None, "total", words, center=place.center)
    y = box.y + _line(fonts, big, True)
    for row in rows:
        blit_text(surface, fonts.render(row, small, theme.text), names, "total", row, topleft=(box.x, y))
        y += _rows_height(fonts, [row], small)


def wrapped_lines(fonts: Fonts, lines: list[str], size: int, least: int, width: int,
                  bold: bool = False) -> tuple[int, list[str]]:
    """``(size, rows)``: the largest font size from ``size`` down to ``least`` (pixels) at which
    every one of ``lines`` fits ``width`` pixels, and the lines; when even ``least`` is too large,
    ``least`` and the lines wrapped at word breaks (:meth:`~game.ui.text.Fonts.wrap`) into rows."""
    while size > least and any(fonts.size(line, size, bold)[0] > width for line in lines):
        size -= 1
    return size, [row for line in lines for row in fonts.wrap(line, size, width, bold)]


def _draw_total_line(surface: pygame.Surface, layout: Layout, fonts: Fonts, theme: Theme, view: CountingView,
                     anims: Animations, box: pygame.Rect, names: Placements | None = None) -> None:
    """The total (large), then the direction (with three or more players in,
    :func:`_direction_shown`) and the round on one line, centred in ``box``; recorded in
    ``names`` as "total"."""
    words = pgettext("table label", "Total {total}").format(total=view.total)
    if _direction_shown(view):
        rest = pgettext("table label", "{direction}, round {round}").format(
            direction=_direction_label(view), round=view.round)
    else:
        rest = pgettext("table label", "Round {round}").format(round=view.round)
    big, small = layout.text_px(44), layout.text_px(24)
    space = layout.px(24)
    while big > 8 and (fonts.size(words, big, True)[0] + space + fonts.size(rest, small)[0]
                       > box.width or _line(fonts, big, True) > box.height):
        big, small = max(8, int(big * 0.9)), max(8, int(small * 0.9))
    plain = fonts.render(words, big, theme.accent, bold=True)
    after = fonts.render(rest, small, theme.text)
    x = box.centerx - (plain.get_width() + space + after.get_width()) // 2
    place = plain.get_rect(topleft=(x, box.y))
    scale = 1.0
    for pulse in anims.of("pulse"):
        scale = max(scale, 1.0 + 0.35 * math.sin(math.pi * pulse.progress))
    total = plain if scale == 1.0 else fonts.render(words, round(big * scale), theme.accent, bold=True)
    blit_text(surface, total, names if total is plain else None, "total", words, center=place.center)
    blit_text(surface, after, names, "total", rest, midleft=(place.right + space, place.centery))


def _draw_seat(surface: pygame.Surface, layout: Layout, fonts: Fonts, theme: Theme, view: CountingView,
               seat: int, rect: pygame.Rect, anims: Animations, fit: PanelFit, me: Perspective = LOCAL,
               names: Placements | None = None) -> pygame.Rect:
    """One seat panel at the sizes ``fit`` (:func:`panel_fit`); returns the place of its lowest
    text line."""
    turn = view.turn == seat
    out = seat in view.eliminated
    pygame.draw.rect(surface, theme.focus if turn else theme.panel, rect, border_radius=layout.px(8))
    pygame.draw.rect(surface, theme.text if turn else theme.dim, rect, width=layout.px(4 if turn else 1),
                     border_radius=layout.px(8))
    color = theme.focus_text if turn else (theme.dim if out else theme.text)
    pad = layout.px(PANEL_PAD)
    inner = rect.width - 2 * pad
    name = ("\u25b6 " if turn else "") + text.name(me, seat)
    line_px = fit.line
    if out:
        details = [pgettext("seat", "OUT")]
    else:
        details = [pgettext("seat", "Tokens {count}").format(count=view.tokens[seat]),
                   pgettext("seat", "Cards {count}").format(count=view.hand_counts[seat])]
    own = me.is_me(seat)  # under "You": its own words (Russian "сдаёте", not the others' "сдаёт")
    role = None
    if view.dealer == seat and turn:
        role = pgettext("your seat", "dealer, TURN") if own else pgettext("seat", "dealer, TURN")
    elif view.dealer == seat:
        role = pgettext("your seat", "dealer") if own else pgettext("seat", "dealer")
    elif turn:
        role = pgettext("seat", "TURN")
    # the counts at one size, the panels' lines' size unless one is wider than a narrow panel
    small = min(fit_size(fonts, line, line_px, inner) for line in details)
    rows = [(line, small) for line in details]
    if role is not None and not fit.beside:
        rows += role_rows(fonts, role, line_px, layout.least_px(17), inner)
    size = fit_size(fonts, name, fit.head, inner, bold=True)
    x, y = rect.x + pad, rect.y + layout.px(6)
    head = blit_text(surface, fonts.render(name, size, color, bold=True), names, "panel head", name, topleft=(x, y))
    top = y  # the name's row: the dealer/TURN words at its right, on its baseline, when beside it
    y += _line(fonts, fit.head, True)
    last = pygame.Rect(x, y, 0, 0)
    for line, small in rows:
        last = blit_text(surface, fonts.render(line, small, color), names, "panel line", line, topleft=(x, y))
        y += _line(fonts, line_px)
    if role is not None and fit.beside:
        room = inner - head.width - layout.px(ROLE_GAP)  # "dealer, TURN" beside "Anna" at 4 players, Huge
        role_px = max(min(line_px, layout.least_px(17)), fit_size(fonts, role, line_px, room))
        baseline = top + fonts.font(size, True).get_ascent() - fonts.font(role_px).get_ascent()
        words = blit_text(surface, fonts.render(role, role_px, color), names, "panel line", role,
                          topright=(rect.right - pad, max(head.top, baseline)))
        last = last.union(words) if last.width else words
    for token in anims.of("token"):
        if token.data.get("seat") == seat:
            p = token.progress
            cx = rect.right - layout.px(24)
            cy = rect.centery - round(layout.px(60) * p)
            radius = max(2, round(layout.px(10) * (1 - 0.5 * p)))
            pygame.draw.circle(surface, theme.accent, (cx, cy), radius)
            pygame.draw.circle(surface, theme.text, (cx, cy), radius, width=1)
    return last


def _draw_hand(surface: pygame.Surface, layout: Layout, fonts: Fonts, theme: Theme, view: CountingView,
               focus: int, top: int, card_h: int, number_h: int, box: tuple[int, int],
               with_label: bool = True, names: Placements | None = None) -> dict[str, pygame.Rect]:
    """The hand at ``top``, centred between the x pixels ``box``, slot numbers in the
    ``number_h`` row above it, "Your hand" on that row's left when ``with_label`` and it has room;
    each text and card recorded in ``names`` (see :func:`draw_table`). An empty hand reads
    "(empty)" under that label, or, with no label (Huge text: the hand beside the pile), "No
    cards in your hand." (found by a tester looking at Huge text: "(empty)" beside the pile said
    not what was empty)."""
    area = layout.content
    card_w = card_size(card_h)[0]
    gap = max(layout.px(12), card_w // 4)
    count = len(view.hand)
    size = layout.text_px(18)
    label = fonts.render(_("Your hand"), layout.text_px(20), theme.text, bold=True)
    label_x = area.x + layout.px(24)
    if count == 0:
        x = label_x if with_label else box[0]
        watching = view.seat is None  # a spectator's view: no hand at all
        if with_label and not watching:
            blit_text(surface, label, names, "label", _("Your hand"), topleft=(label_x, top - number_h))
        words = (_(online_text.WATCHING_HAND) if watching else pgettext("hand", "(empty)") if with_label
                 else _("No cards in your hand."))
        size = fit_size(fonts, words, layout.text_px(22), area.right - x - layout.px(24))
        empty = fonts.render(words, size, theme.dim)
        return {"hand": blit_text(surface, empty, names, "label", words, topleft=(x, top + layout.px(8))).copy()}
    width = count * card_w + (count - 1) * gap
    x = (box[0] + box[1]) // 2 - width // 2
    if with_label and label_x + label.get_width() + layout.px(12) < x - card_w // 8:
        blit_text(surface, label, names, "label", _("Your hand"), topleft=(label_x, top - number_h - layout.px(6)))
    side = focus_extent(card_w)[0]  # the focus frame above a card
    placed: dict[str, pygame.Rect] = {}
    for slot, card in enumerate(view.hand):
        rect = pygame.Rect(x + slot * (card_w + gap), top, card_w, card_h)
        focused = slot == focus
        draw_card(surface, rect, card, fonts, theme, focused=focused, word_px=layout.text_px(CARD_WORD), placed=names)
        record(names, "card", rect)
        reach = focused_rect(rect)  # the focus frame round the card and its marker below
        placed["hand"] = placed.get("hand", reach).union(reach)
        number = fonts.render(str(slot + 1), size, theme.text, bold=True)
        spot = blit_text(surface, number, names, "number", str(slot + 1),
                         midbottom=(rect.centerx, rect.y - side - layout.px(2))).copy()
        placed["numbers"] = placed.get("numbers", spot).union(spot)
    return placed


def _draw_slide(surface: pygame.Surface, fonts: Fonts, theme: Theme, seats: dict[int, pygame.Rect],
                pile: pygame.Rect, slide: Animation, view: CountingView, hand: pygame.Rect | None = None,
                mine: int | None = 0, word_px: int = 0) -> None:
    """A played card on its way from its seat (the human's, seat ``mine``: from the hand) to the pile."""
    seat = slide.data.get("seat", 0)
    start = seats[seat].center if seat in seats else pile.center
    if seat == mine:
        start = hand.center if hand is not None else (pile.centerx, pile.bottom + pile.height)
    p = 1 - (1 - slide.progress) ** 2
    cx = round(start[0] + (pile.centerx - start[0]) * p)
    cy = round(start[1] + (pile.centery - start[1]) * p)
    rect = pile.copy()
    rect.center = (cx, cy)
    draw_card(surface, rect, slide.data.get("card"), fonts, theme, word_px=word_px)
