"""Drawing the trick table from a :class:`TricksView`, with its short animations
(:mod:`game.ui.animation`).

Layout, top to bottom, every height measured from the fonts of the text size in use so nothing
overlaps at any size: the other hands' panels across the top (name, dealer, a "TURN" marker with
a thick frame, tricks, bid, premium, score; seats left to right as they sit round the table);
one line with the deal, trumps and trick number; the trick in one row (none while bidding), each card in front of the
hand that played it (under that hand's panel; yours in the middle; with four hands yours beside
the one across) and labelled with its player, "led" on the lead and "winning" with a thick frame
on the card winning so far ("won" in a finished trick, drawn until its words were heard:
:mod:`.trick_hold`); the dummy's face-up hand or a revealed hand (the dummy's as cards the size of
yours where the room allows; else, and a revealed hand always, short forms whose letters are as
large as your cards' rank letters, in chips of the cards' own colours, the focused one framed thick
with a triangle under it); your
hand, sorted by
suit, the focused card framed with a triangle under it and marked bid cards raised and labelled
"BID"; a status line.

Card sizes and places come from :mod:`.table_sizes` (every card at least wide enough for rank
letters as large as the message log's words), the lines' sizes with them (:mod:`.table_text`: up to
the menus' size at Huge text, as far as the room allows; the status line in two lines where one
is too long at that size), the words from :mod:`.table_words`; the rank
letters grow with the cards (:func:`game.ui.cards.rank_size`). The turn and the focus are
shown by shape and words, never by colour alone. Cards are drawn with :mod:`game.ui.cards`.
Each text and card rectangle is recorded in a :class:`~game.ui.placement.Placements` for layout
checks (a framed card with its frame, its words "focused" or "winning"). No rules, no speech.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ...card_names import card_index
from ...engine.cards import Card
from ...i18n import _
from ...ui.animation import Animations
from ...ui.cards import (CARD_RATIO, CARD_WORD, bar_stroke, card_colors, card_size, draw_card, focus_extent,
                         focused_rect, ringed)
from ...ui.layout import Layout
from ...ui.placement import Placements, blit_text, record
from ...ui.text import Fonts
from ...ui.theme import HIGH_CONTRAST, Theme
from .. import text
from ..rules import playable, trick_winner
from ..view import TricksView
from .table_rows import LINE_LEAST, panel_height, panel_rows, seat_panels, tag_room, tag_rows, tag_size
from .table_sizes import (CardSizes, RowPlan, bid_place, card_sizes, chip_border, compact_head, compact_pad,
                          compact_plan, label_spans, status_top, trick_plan, trick_plans, trick_row_height,
                          winner_frame)
from .table_text import WordSizes, word_sizes
from .table_words import (bottom_seat, fit_size, info_line, open_label, seats_across, shorts, shown_hands,
                          state_words, trick_label, you_line, you_words)
from ...engine.perspective import Perspective
from .seat import LOCAL
__all__ = ["CardSizes", "card_sizes", "draw_table", "focused_rect", "seat_panels", "state_words", "trick_label",
           "winner_frame", "you_line"]


def form_letters(chip: pygame.Rect, image: pygame.Surface) -> pygame.Rect:
    """Where a short card form's letters' own pixels go in its ``chip`` (``image``: the rendered
    form): centred by those pixels ("J" reaches left of its box), the chip's face clear round
    them (its line is drawn outside it, :func:`~.table_sizes.chip_border`)."""
    inked = image.get_bounding_rect()
    return inked.move(chip.centerx - inked.centerx, chip.centery - inked.centery)


def _draw_compact(surface: pygame.Surface, layout: Layout, fonts: Fonts, theme: Theme, head: str,
                  cards: Sequence[Card], joker_as: Card | None, focus: int | None, topleft: tuple[int, int],
                  width: int, placed: Placements | None, focusable: bool = True, size: int | None = None,
                  barred: Sequence[Card] = ()) -> int:
    """A face-up hand as short card forms, "Dummy (face up): 8♠ 10♠ A♠ 6♥" (:func:`compact_plan`):
    each form ``size`` pixels (:func:`~.table_sizes.form_size`: your cards' rank letters; default
    the status line's size) in a chip of its card's face colour and ink (its suit's
    colour, :func:`~game.ui.cards.card_colors`, whoever's turn it is); the ``focus``-th framed
    thick with a triangle under it, as a focused card in your hand, when you play from it (the
    label ``head``, :func:`compact_head`, then says so, "▶", in a filled box); the ``barred``
    ones, which may not be played now (T-13, :func:`barred_cards`), struck through corner to
    corner under their letters as in your hand (:func:`_bar_card`; they looked like the playable ones at
    Huge text: found by a tester's screenshot). Records the label as "open hand label", each form as
    "open hand form" (the focused one with its frame, "focused"); returns the bottom (a margin
    under the focus triangle included: :func:`~.table_sizes.compact_plan`)."""
    forms = [f"{card_index(card)}={card_index(joker_as)}" if card.is_joker and joker_as else card_index(card)
             for card in cards]
    plan = compact_plan(layout, fonts, head, forms, width, focusable, size)
    x, y = topleft
    pad = compact_pad(layout)
    spot = plan.label.move(x, y)
    if focus is not None:  # your turn to play from it: the label in a filled box, as the turn's panel
        pygame.draw.rect(surface, theme.focus, spot.inflate(pad, 0), border_radius=pad)
    blit_text(surface, fonts.render(head, plan.label_size, theme.focus_text if focus is not None else theme.text,
                                    bold=True), placed, "open hand label", head, topleft=spot.topleft)
    ink_line = theme.text if theme == HIGH_CONTRAST else (60, 60, 70)
    for i, (card, form, spot) in enumerate(zip(cards, forms, plan.forms)):
        chip = spot.move(x, y)
        face, ink = card_colors(theme, joker_as if card.is_joker and joker_as else card)
        radius = max(3, pad)
        line = chip_border(layout)
        pygame.draw.rect(surface, face, chip, border_radius=radius)
        pygame.draw.rect(surface, ink_line, chip.inflate(2 * line, 2 * line), width=line, border_radius=radius + line)
        image = fonts.render(form, plan.size, ink, bold=True)
        letters, inked = form_letters(chip, image), image.get_bounding_rect()
        if card in barred:  # the stroke under the letters, which keep their ink
            _bar_card(surface, chip, theme)
            image = ringed(fonts, form, plan.size, ink, face)
        surface.blit(image, (letters.x - inked.x, letters.y - inked.y))
        if i == focus:
            frame = chip.inflate(2 * plan.side, 2 * plan.side)
            pygame.draw.rect(surface, theme.focus, frame, width=plan.thick, border_radius=radius + plan.side)
            tri = plan.below - plan.side - 1
            tip = (chip.centerx, frame.bottom + 1)
            pygame.draw.polygon(surface, theme.focus, [tip, (tip[0] - tri, tip[1] + tri), (tip[0] + tri, tip[1] + tri)])
        record(placed, "open hand form", plan.focused(chip) if i == focus else chip.inflate(2 * line, 2 * line),
               "focused" if i == focus else form)
    return y + plan.height


def draw_table(surface: pygame.Surface, layout: Layout, fonts: Fonts, theme: Theme, view: TricksView,
               *, focus: int, focus_hand: int, marked: Sequence[Card], status: str,
               anims: Animations, placed: Placements | None = None, me: Perspective = LOCAL,
               won: bool = True) -> Placements:
    """Draw the whole table for ``view`` as ``me`` sees it: ``me``'s own seat at the bottom with
    its hand, whatever its number, the other hands across the top in play order from it
    (:func:`~.table_words.seats_across`), each seat named as ``me`` names it (a spectator's
    perspective: seat 0 at the bottom and every seat by its name; default: local play's).
    ``focus`` is the focused index in ``focus_hand`` (your seat: your hand; the dummy's seat:
    the dummy's hand; None: no focus); ``marked`` are your marked bid cards. Card heights come
    from :func:`card_sizes`. Returns the :class:`Placements` of every text and card drawn
    (``placed``, or a new one), each text with its words. ``won``: a finished trick on the table
    is drawn as won ("Bob (won)"); False while the words saying who won it have not begun
    ("Bob (winning)": :mod:`.trick_hold`)."""
    placed = placed if placed is not None else Placements()
    area = layout.content
    pygame.draw.rect(surface, theme.table, area)
    margin = layout.px(8)
    side = layout.px(20)
    width = area.width - 2 * side
    sizes = card_sizes(layout, fonts, view, focus_hand, status, me)
    words = sizes.words or word_sizes(layout)
    mine = bottom_seat(me)

    # the other hands' panels
    others = seats_across(view, me)
    panels = seat_panels(layout, others, panel_height(layout, fonts, view, words, me))
    for seat, rect in panels.items():
        _draw_panel(surface, layout, fonts, theme, view, seat, rect, placed, me, words)
    y = (max(rect.bottom for rect in panels.values()) if panels else area.y) + margin

    # deal, trumps, trick
    info = info_line(view)
    size = fit_size(fonts, info, words.info, width, bold=True)
    info_rect = blit_text(surface, fonts.render(info, size, theme.text, bold=True), placed, "info", info,
                          topleft=(area.x + side, y))
    y += fonts.font(size, True).get_linesize() + margin

    status_size, status_rows, status_y = status_top(layout, fonts, status, words)
    bid_words, bid_size, where = bid_place(layout, fonts, view, words)
    ratio = sizes.ratio

    # the trick in one row, each card in front of its player (none while bidding: the row's room
    # goes to your hand)
    plans = trick_plans(layout, fonts, view, me)
    row = trick_plan(plans, card_size(sizes.trick, ratio)[0])
    slots, beside = _trick_slots(layout, row, panels, y, sizes.trick, ratio)
    if view.phase != "bidding":
        _draw_trick(surface, layout, fonts, theme, view, slots, anims, placed, row.label_size, beside, me, ratio,
                    won)
        y += trick_row_height(plans, sizes.trick, ratio) + margin

    # the dummy's face-up hand or a revealed hand
    for seat, cards in shown_hands(view, me)[:1]:
        hot = focus_hand == seat and seat == view.turn
        if sizes.compact or not sizes.open:
            y = _draw_compact(surface, layout, fonts, theme, compact_head(view, seat, hot, me),
                              text.hand_order(cards, view.joker_as), view.joker_as, focus if hot else None,
                              (area.x + side, y), width, placed, seat == view.dummy,
                              sizes.form or None, barred_cards(view, seat, cards))  # its room below: a margin
            continue
        label = open_label(view, seat, hot, me)
        size = fit_size(fonts, label, layout.text_px(19), area.width // 3, bold=True)
        rendered = blit_text(surface, fonts.render(label, size, theme.accent if hot else theme.text, bold=True),
                             placed, "open hand label", label, topleft=(area.x + side, y))
        open_side = focus_extent(card_size(sizes.open, ratio)[0])[0] + 1
        y = _draw_row(surface, layout, fonts, theme, text.hand_order(cards, view.joker_as), y + open_side,
                      sizes.open, focus if hot else None, (), 0, view.joker_as, placed, "open hand card",
                      left=rendered.right + side, ratio=ratio, barred=barred_cards(view, seat, cards))
        y += margin

    # your hand
    you = you_words(view, focus_hand, me)
    you_size = fit_size(fonts, you, words.you, width, bold=True)
    you_h = fonts.font(you_size, True).get_linesize()
    color = theme.accent if view.turn == mine else theme.text
    you_rect = blit_text(surface, fonts.render(you, you_size, color, bold=True), placed, "you", you,
                         topleft=(area.x + side, y))
    you_h = max(you_h, you_rect.height)  # a line's image may be a pixel taller than its line (Russian at Huge, 640x360)
    bid_h = 0
    if bid_words:
        rendered = fonts.render(bid_words, bid_size, theme.text, bold=True)
        if where == "info":  # on the deal's line, at the right
            blit_text(surface, rendered, placed, "bid cards", bid_words, midright=(area.right - side, info_rect.centery))
        else:
            blit_text(surface, rendered, placed, "bid cards", bid_words, topleft=(area.x + side, y + you_h))
            bid_h = max(fonts.font(bid_size, True).get_linesize(), rendered.get_height())
    y += you_h + bid_h
    tag_px = tag_size(layout)
    raise_by = tag_room(layout, fonts) if view.phase == "bidding" else 0
    above = max(raise_by, focus_extent(card_size(sizes.hand, ratio)[0])[0] + 1)
    _draw_row(surface, layout, fonts, theme, text.hand_order(view.hand, view.joker_as), y + above,
              sizes.hand, focus if focus_hand == mine else None, marked, above, view.joker_as, placed, "hand card",
              ratio=ratio, barred=barred_cards(view, mine, view.hand), tag_px=tag_px,
              tag_rows=tag_rows(layout, fonts))

    for row, line in enumerate(status_rows):  # one line, or two at Huge text where one is too long
        blit_text(surface, fonts.render(line, status_size, theme.text, bold=True), placed, "status", line,
                  topleft=(area.x + side, status_y + row * fonts.font(status_size, True).get_linesize()))
    return placed


def _draw_panel(surface: pygame.Surface, layout: Layout, fonts: Fonts, theme: Theme, view: TricksView,
                seat: int, rect: pygame.Rect, placed: Placements | None = None, me: Perspective = LOCAL,
                words: WordSizes | None = None) -> None:
    words = words or word_sizes(layout)
    turn = view.turn == seat
    pygame.draw.rect(surface, theme.focus if turn else theme.panel, rect, border_radius=layout.px(8))
    pygame.draw.rect(surface, theme.text if turn else theme.dim, rect, width=layout.px(4 if turn else 1),
                     border_radius=layout.px(8))
    color = theme.focus_text if turn else theme.text
    name = text.name(me, seat, view.dummy)
    tags = []
    if view.dealer == seat:
        tags.append(_("DEALER"))
    if turn:
        tags.append(_("TURN"))
    who = ("\u25b6 " if turn else "") + name
    head = who + (f"  [{', '.join(tags)}]" if tags else "")
    pad = layout.px(6)
    x, y = rect.x + layout.px(10), rect.y + pad
    width = rect.right - layout.px(10) - x
    blit_text(surface, panel_head_image(layout, fonts, who, head[len(who):], words.head, width, color), placed,
              "panel head", head, topleft=(x, y))
    y += fonts.font(words.head, True).get_linesize()
    small = words.line
    for line, size in panel_rows(layout, fonts, view, seat, small, width, words.wrap):
        blit_text(surface, fonts.render(line, size, color), placed, "panel line", line, topleft=(x, y))
        y += fonts.font(small).get_linesize()


def panel_head_image(layout: Layout, fonts: Fonts, who: str, tags: str, size: int, width: int,
                     color: tuple[int, int, int]) -> pygame.Surface:
    """A panel's name line within ``width`` pixels, bold: the name (``who``, with the turn's
    marker) at ``size`` pixels, the names' size, or as near it as leaves room for its tags
    (``tags``, "  [DEALER, TURN]") beside it, as large as the room left allows, no smaller than
    the trick labels (:data:`~.table_rows.LINE_LEAST`), on the name's baseline; where that is no
    larger, the whole line as large as fits, as before. (Four hands at Huge text: "▶ Anna  [DEALER, TURN]"
    drew that name at 26 pixels beside the other names' 32 and 35, found by a fresh tester.)"""
    whole = fit_size(fonts, who + tags, size, width, bold=True)
    named = fit_size(fonts, who, size, width, bold=True)
    least = layout.text_px(LINE_LEAST)
    while tags and named > whole:  # the name as large as leaves its tags room at the least size
        room = width - fonts.size(who, named, True)[0]
        small = fit_size(fonts, tags, named, room, bold=True)
        if small >= min(least, named) and fonts.size(tags, small, True)[0] <= room:
            break
        named -= 1
    if not tags or named <= whole:
        return fonts.render(who + tags, whole, color, bold=True)
    name_image = fonts.render(who, named, color, bold=True)
    tag_image = fonts.render(tags, small, color, bold=True)
    drop = fonts.font(named, True).get_ascent() - fonts.font(small, True).get_ascent()
    image = pygame.Surface((name_image.get_width() + tag_image.get_width(),
                            max(name_image.get_height(), drop + tag_image.get_height())), pygame.SRCALPHA)
    image.blit(name_image, (0, 0))
    image.blit(tag_image, (name_image.get_width(), drop))
    return image


def _trick_slots(layout: Layout, row: RowPlan, panels: dict[int, pygame.Rect], top: int, card_h: int,
                 ratio: float) -> tuple[dict[int, pygame.Rect], dict[int, bool] | None]:
    """Where each hand's card of the trick lies, all in one row from ``top``, and, when the labels
    fit beside the cards, on which side each label goes (``{seat: on the left}``; None: the
    labels go in a line above). Each card lies in front of its player: under that hand's panel,
    yours (``row.bottom``) in the middle; in four-hand games, where the hand across sits in the middle, its card
    and yours lie side by side there (yours to the right)."""
    card_w, _h = card_size(card_h, ratio)
    frame = winner_frame(card_w)
    lefts = row.beside(card_w)
    label_h = row.label_h
    if lefts is not None:
        height = max(card_h + 2 * frame, 2 * label_h)
        y = top + (height - card_h) // 2
        slots = {seat: pygame.Rect(x, y, card_w, card_h) for seat, x in lefts.items()}
        return slots, dict(zip(row.order, row.label_left))
    area = layout.content
    y = top + label_h + 2 + frame
    slots = {}
    for seat, panel in panels.items():
        slots[seat] = pygame.Rect(0, y, card_w, card_h)
        slots[seat].centerx = panel.centerx
    mine = row.bottom
    slots[mine] = pygame.Rect(0, y, card_w, card_h)
    slots[mine].centerx = area.centerx
    if row.four:
        gap = row.pair_gap(card_w)
        slots[row.order[1]].right = area.centerx - gap // 2  # the hand across
        slots[mine].x = area.centerx + gap - gap // 2
    return slots, None


def _anchor(layout: Layout, view: TricksView, seat: int, me: Perspective = LOCAL) -> tuple[int, int]:
    """Where a hand sits on the screen (for cards moving to and from it)."""
    if seat == bottom_seat(me):
        return layout.content.centerx, layout.content.bottom - layout.px(80)
    panels = seat_panels(layout, seats_across(view, me))
    return panels[seat].center


def _draw_trick(surface: pygame.Surface, layout: Layout, fonts: Fonts, theme: Theme, view: TricksView,
                slots: dict[int, pygame.Rect], anims: Animations, placed: Placements | None = None,
                label_size: int = 17, beside: dict[int, bool] | None = None, me: Perspective = LOCAL,
                ratio: float = CARD_RATIO, finished: bool = True) -> None:
    """The trick's cards, each labelled with its player and state: beside the card in two lines
    (``beside``: ``{seat: label on the left}``) or in one line above it."""
    sliding = {(a.data.get("seat"), a.data.get("card")): a for a in anims.of("slide")}
    winning = (view.current_trick[trick_winner(view.current_trick, view.trumps, view.joker_as)][0]
               if view.current_trick else None)
    # a finished trick, drawn until it was heard (T-13); "won" once its winner's words began
    won = finished and len(view.current_trick) == view.hand_count
    area = layout.content
    if beside is None:  # the labels over the cards, in one line, as large as fits side by side
        words = {seat: trick_label(text.name(me, seat, view.dummy), i == 0, seat == winning, you=me.is_me(seat),
                                   won=won)
                 for i, (seat, _card) in enumerate(view.current_trick)}
        order = sorted(words, key=lambda seat: slots[seat].centerx)
        size, lefts = label_size, None
        while lefts is None:
            wanted = [(slots[seat].centerx, fonts.size(words[seat], size, True)[0]) for seat in order]
            lefts = label_spans(wanted, area.x + layout.px(8), area.right - layout.px(8), layout.px(16))
            if lefts is None and size <= 8:
                lefts = [slots[seat].centerx - width // 2 for seat, (_c, width) in zip(order, wanted)]
            elif lefts is None:
                size -= 1
        label_x = dict(zip(order, lefts))
    for i, (seat, card) in enumerate(view.current_trick):
        slot = slots[seat]
        rect = slot.copy()
        anim = sliding.get((seat, card))
        if anim is not None:
            start = _anchor(layout, view, seat, me)
            p = 1 - (1 - anim.progress) ** 2
            rect.center = (round(start[0] + (slot.centerx - start[0]) * p),
                           round(start[1] + (slot.centery - start[1]) * p))
        thick = winner_frame(slot.width)
        color = theme.accent if seat == winning else theme.text
        if beside is None:
            label = fonts.render(words[seat], size, color, bold=True)
            blit_text(surface, label, placed, "trick label", bottomleft=(label_x[seat], slot.y - thick - 1),
                      words=words[seat])
        else:
            _draw_side_label(surface, fonts, color, slot, beside[seat], thick + layout.px(10),
                             [text.name(me, seat, view.dummy),
                              state_words(i == 0, seat == winning, me.is_me(seat), won)],
                             label_size, placed)
        draw_card(surface, rect, card, fonts, theme, stands_for=view.joker_as if card.is_joker else None,
                  word_px=layout.text_px(CARD_WORD))
        if seat == winning:
            pygame.draw.rect(surface, theme.accent, rect.inflate(thick * 2, thick * 2), width=thick,
                             border_radius=max(3, rect.width // 12) + thick)
        if anim is None:  # the winner's with its frame, said by "winning"
            record(placed, "trick card", rect.inflate(2 * thick, 2 * thick) if seat == winning else rect,
                   "winning" if seat == winning else None)
    sweeps = anims.of("sweep")
    if sweeps and not view.current_trick:
        sweep = sweeps[-1]
        end = _anchor(layout, view, sweep.data.get("seat", 0), me)
        p = sweep.progress
        for seat, card in sweep.data.get("trick", ()):
            slot = slots.get(seat)
            if slot is None:
                continue
            rect = slot.copy()
            rect.width = max(8, round(rect.width * (1 - 0.5 * p)))  # ratio: the slot's
            rect.height = max(8, round(rect.height * (1 - 0.5 * p)))
            rect.center = (round(slot.centerx + (end[0] - slot.centerx) * p),
                           round(slot.centery + (end[1] - slot.centery) * p))
            draw_card(surface, rect, card, fonts, theme, word_px=layout.text_px(CARD_WORD))
    elif not view.current_trick and view.played_tricks and view.phase == "play":
        trick = view.played_tricks[-1]
        winner = trick[trick_winner(trick, view.trumps, view.joker_as)][0]
        note = _("Last trick won by {name} (L repeats it)").format(name=text.name_mid(me, winner, view.dummy))
        size = fit_size(fonts, note, layout.text_px(19), area.width - layout.px(40))
        rendered = fonts.render(note, size, theme.dim)
        mine = slots[bottom_seat(me)]
        blit_text(surface, rendered, placed, "last trick note", note, center=(area.centerx, mine.centery))


def _draw_side_label(surface: pygame.Surface, fonts: Fonts, color: tuple[int, int, int], slot: pygame.Rect,
                     left: bool, gap: int, lines: Sequence[str], size: int, placed: Placements | None) -> None:
    """A trick card's label beside it: the name over the state ("(led, winning)"), the block
    centred on the card's height, flush with the card's side; recorded as one "trick label"."""
    images = [fonts.render(line, size, color, bold=True) for line in lines if line]
    height = sum(image.get_height() for image in images)
    y = slot.centery - height // 2
    box = None
    for image in images:
        rect = image.get_rect(topright=(slot.x - gap, y)) if left else image.get_rect(topleft=(slot.right + gap, y))
        surface.blit(image, rect)
        box = rect if box is None else box.union(rect)
        y += image.get_height()
    if box is not None:
        record(placed, "trick label", box, "\n".join(line for line in lines if line))


def _draw_row(surface: pygame.Surface, layout: Layout, fonts: Fonts, theme: Theme, cards: Sequence[Card],
              top: int, card_h: int, focus: int | None, marked: Sequence[Card], raise_by: int,
              joker_as: Card | None = None, placed: Placements | None = None, kind: str = "card",
              left: int | None = None, ratio: float = CARD_RATIO, barred: Sequence[Card] = (),
              tag_px: int | None = None, tag_rows: int = 1) -> int:
    """A row of cards from ``top`` (marked ones raised and tagged "BID" within the ``raise_by``
    pixels above ``top``, which keep ``tag_rows`` rows of ``tag_px``-pixel tags: the tags in one
    row at one height, right above the raised cards, :func:`~.table_rows.tag_size`,
    :func:`_tag_places`; ``barred``
    ones, which may not be played now, struck through corner to corner under their letters, which
    keep their full ink: :func:`~game.ui.cards.draw_card` ``barred``), centred between ``left`` (default: the content's left) and the content's
    right, the focused one framed; shrunk to fit the width. Returns the bottom of the row and its
    focus marker."""
    area = layout.content.copy()
    if left is not None:
        area.width = area.right - left
        area.x = left
    if not cards:
        rendered = fonts.render(_("(no cards)"), layout.text_px(19), theme.dim)
        return blit_text(surface, rendered, placed, kind, _("(no cards)"), topleft=(area.x + layout.px(20), top)).bottom
    room = area.width - layout.px(40)
    card_w, _h = card_size(card_h, ratio)
    side, below = focus_extent(card_w)
    gap_min = side + layout.px(3)
    while card_h > 16 and len(cards) * card_w + (len(cards) - 1) * gap_min > room:
        card_h -= 2
        card_w, _h = card_size(card_h, ratio)
        side, below = focus_extent(card_w)
        gap_min = side + layout.px(3)
    gap = max(gap_min, min(layout.px(20), (room - len(cards) * card_w) // max(1, len(cards) - 1)))
    width = len(cards) * card_w + (len(cards) - 1) * gap
    x = area.centerx - width // 2
    rects = [pygame.Rect(x + i * (card_w + gap), top, card_w, card_h) for i in range(len(cards))]
    size = tag_px or layout.text_px(14)
    line = fonts.font(size, True).get_linesize()
    lift = max(0, raise_by - tag_rows * line - 2 - side)
    for card, rect in zip(cards, rects):
        if card in marked:  # raised, its tag in the room left above it
            rect.y -= lift
    chosen = [(rect, card) for rect, card in zip(rects, cards) if card in marked]
    for words, tag_size_px, tag_x, group in _tag_places(layout, fonts, [rect for rect, _card in chosen], size,
                                                        [card for _rect, card in chosen], joker_as):
        tag = fonts.render(words, tag_size_px, theme.accent, bold=True)
        bottom = min(chosen[i][0].y for i in group) - side - 1  # one height for every tag: the raised cards'
        blit_text(surface, tag, placed, kind + " tag", words, bottomleft=(tag_x, bottom))
    for i, (card, rect) in enumerate(zip(cards, rects)):
        draw_card(surface, rect, card, fonts, theme, focused=focus == i,
                  stands_for=joker_as if card.is_joker else None, word_px=layout.text_px(CARD_WORD),
                  barred=card in barred)
        record(placed, kind, focused_rect(rect) if focus == i else rect,  # the focused one with its frame
               "focused" if focus == i else None)
    return top + card_h + below


def _tag_places(layout: Layout, fonts: Fonts, rects: Sequence[pygame.Rect], size: int,
                cards: Sequence[Card] = (), joker_as: Card | None = None) -> list[tuple[str, int, int, list[int]]]:
    """``(words, size, left, group)`` of the tags over the marked cards at ``rects`` (left to
    right; ``group``: the indices into ``rects`` a tag stands over), all in one row at one height,
    ``size`` pixels (bold): "BID" centred over each marked card where the tags stand
    :func:`~game.ui.layout.Layout.px` 8 apart; else one tag naming every marked card, centred
    over them ("BID: 2♥ 4♦ Q♦": "APUESTA" and "СТАВКА" are wider than a card at Huge text), so
    every marked card is tagged alike and a list of them is never short of one. Every tag lies
    inside the content with the cards' own margin (20 reference pixels each side). Until 2026-12
    such tags stood every other one a row higher, the one over your last card running to 10
    pixels from the window's right edge (found by a tester at Huge text in Spanish, 4 hands,
    1280x720); then only the neighbours whose tags would touch shared one, "СТАВКА" over the 2♥
    and "СТАВКА: 2♦ 5♦" over the diamonds, which read as if the 2♥ were no bid card (found by a
    tester at Huge text in Russian). Only a tag wider than the row is drawn smaller."""
    area = layout.content
    gap = layout.px(8)
    low, high = area.x + layout.px(20), area.right - layout.px(20)
    groups = [[i] for i in range(len(rects))]

    def words_of(group: list[int]) -> str:
        if len(group) == 1 or len(cards) != len(rects):
            return _("BID")
        return _("BID: {cards}").format(cards=shorts([cards[i] for i in group], joker_as))

    def place(group: list[int], at: int) -> tuple[str, int, int, list[int]]:
        words = words_of(group)
        at = fit_size(fonts, words, at, high - low, True)
        width = fonts.size(words, at, True)[0]
        middle = (rects[group[0]].left + rects[group[-1]].right) // 2
        return words, at, max(low, min(high - width, middle - width // 2)), group

    tags = [place(group, size) for group in groups]
    if all(tags[i][2] + fonts.size(tags[i][0], tags[i][1], True)[0] + gap <= tags[i + 1][2]
           for i in range(len(tags) - 1)):
        return tags
    return [place(list(range(len(rects))), size)]


def _bar_card(surface: pygame.Surface, rect: pygame.Rect, theme: Theme) -> None:
    """Mark the card (or the dummy's short form) in ``rect`` as one that may not be played now
    (T-13: it does not follow the suit led): struck through from its top left corner to its
    bottom right in the dim ink (:func:`~game.ui.cards.bar_stroke`), a shape as well as a shade
    (high contrast: the yellow stroke on the black face). Drawn before the letters, which are
    ringed in the face's colour (:func:`~game.ui.cards.ringed`) and keep their full ink: until
    2026-12 a veil in the table's colour faded them too, the rank hard to read at high contrast
    (found by a tester at Huge text). Speech says it too ("cannot play: you must follow ...")."""
    bar_stroke(surface, rect, theme)


def barred_cards(view: TricksView, seat: int, cards: Sequence[Card]) -> list[Card]:
    """The cards of ``cards`` (the hand of ``seat``) that may not be played now: none unless it
    is ``seat``'s turn in the play with a suit led; then those that do not follow it while the
    hand holds that suit (T-13, :func:`~game.tricks.rules.playable`)."""
    if view.phase != "play" or view.turn != seat or view.led_suit is None or not cards:
        return []
    allowed = playable(list(cards), view.led_suit, view.joker_as)
    return [card for card in cards if card not in allowed]
