"""The words on the trick table: the panels' lines, the deal's line, your line, the trick's
labels, a face-up hand's label and your bid cards in short forms ("2♠ Jkr=7♠ A♠"). Whole
translatable sentences and labels, no drawing (:mod:`.table_view` draws them)."""

from __future__ import annotations

from collections.abc import Sequence

from ...card_names import card_index, suit_name
from ...engine.cards import Card
from ...i18n import N_, _, pgettext
from ...ui.text import Fonts
from .. import text
from ..view import TricksView
from ...engine.perspective import Perspective
from .seat import LOCAL, LOCAL_SEAT

PREMIUM_TAGS = {"declare": N_("DECLARED"), "reveal": N_("REVEALED")}
"""Screen tags of a standing premium (English ids, drawn with ``_()``)."""


def bottom_seat(me: Perspective) -> int:
    """The seat drawn at the bottom of the table, with its hand: the listener's own seat,
    whatever its number; seat 0 for a spectator (who has no seat; every seat is then drawn by
    name)."""
    return me.seat if me.seat is not None else LOCAL_SEAT


def seats_across(view: TricksView, me: Perspective) -> tuple[int, ...]:
    """The other hands, drawn left to right across the top, in play order from the bottom
    seat (T-1: play passes to the left, so the hand on your left comes first). In the
    two-player game the other live player comes before the dummy, as they play after a live
    player's lead (T-21); both live players see the dummy on the right."""
    bottom = bottom_seat(me)
    others = tuple((bottom + step) % view.players for step in range(1, view.players))
    return others + ((view.dummy,) if view.dummy is not None else ())


def shorts(cards: Sequence[Card], joker_as: Card | None) -> str:
    """Cards in screen form, the classic joker in its suit with what it stands for: "2♠ Jkr=7♠ A♠"."""
    return " ".join(f"{card_index(card)}={card_index(joker_as)}" if card.is_joker and joker_as else card_index(card)
                    for card in text.hand_order(cards, joker_as))


def fit_size(fonts: Fonts, words: str, size: int, width: int, bold: bool = False) -> int:
    """The largest font size up to ``size`` (at least 8) at which ``words`` fit ``width`` pixels."""
    while size > 8 and fonts.size(words, size, bold)[0] > width:
        size -= 1
    return size


def seat_lines(view: TricksView, seat: int) -> list[str]:
    """The words in a seat's panel: tricks, bid, premium, score, dealer and turn. A bid not
    known to the viewer says whether the hand has bid ("bid placed") or is still choosing its
    bid cards ("bidding"), in words (T-6, T-7; found by a tester: "bid secret" did not say that
    the player had bid); the bid itself only once declared or revealed (T-9, T-10). Words as
    wide as "bid secret" was: the panels' rows at Huge text stay as they were."""
    bid = view.known_bids[seat]
    premium = dict(view.premium).get(seat)
    if bid is not None and premium:
        bid_text = _("bid {bid} ({premium})").format(bid=bid, premium=_(PREMIUM_TAGS[premium]))
    elif bid is not None:
        bid_text = _("bid {bid}").format(bid=bid)
    elif view.has_bid[seat]:
        # TRANSLATORS: trick table panel: the player has bid, the bid secret (T-7); short (Huge text).
        bid_text = pgettext("a seat's panel", "bid placed")
    else:
        bid_text = _("bidding")  # still choosing the bid cards (T-6)
    lines = [_("Tricks {tricks} \u00b7 {bid} \u00b7 score {score}").format(
        tricks=view.tricks[seat], bid=bid_text, score=view.scores[seat])]
    exposed = view.exposed_bid_cards[seat]
    if exposed:
        lines.append(_("Bid cards {cards}").format(cards=shorts(exposed, view.joker_as)))
    return lines


def info_line(view: TricksView) -> str:
    """The line under the panels: "Deal 2 · Trumps: ♥ hearts · Trick 3 of 9"."""
    parts = [_("Deal {deal}, game {game}").format(deal=view.deal, game=view.game_number)
             if view.game_number > 1 else _("Deal {deal}").format(deal=view.deal)]
    parts.append(_("Trumps: {symbol} {suit}").format(symbol=view.trumps.symbol, suit=suit_name(view.trumps))
                 if view.trumps else _("Trumps: none"))
    if view.turn_up is not None:
        parts.append(_("Turn-up: {card}").format(card=card_index(view.turn_up)))
    if view.stock_left is not None:
        parts.append(_("Trump stock: {count}").format(count=view.stock_left))
    if view.phase == "play":
        parts.append(_("Trick {number} of {count}").format(
            number=min(len(view.played_tricks) + 1, view.tricks_per_deal), count=view.tricks_per_deal))
    elif view.phase == "bidding":
        parts.append(_("Bidding"))
    else:
        parts.append(_("Game over"))
    return " \u00b7 ".join(parts)


def you_line(view: TricksView, me: Perspective = LOCAL) -> str:
    """Your line over your hand (your own seat's, whatever its number: :func:`bottom_seat`):
    "You · tricks 2 · bid 4 · score 12 · DEALER"; a spectator's (``me`` without a seat): the
    bottom seat's, by name, as its panel would say it."""
    mine = bottom_seat(me)
    if me.spectator:
        details = " \u00b7 ".join(seat_lines(view, mine))
        line = _("{name} \u00b7 {details}").format(name=text.name(me, mine, view.dummy), details=details)
        return f"{line} \u00b7 {_('DEALER')}" if view.dealer == mine else line
    premium = dict(view.premium).get(mine)
    if view.bid is not None and premium:
        bid = _("bid {bid} ({premium})").format(bid=view.bid, premium=_(PREMIUM_TAGS[premium]))
    elif view.bid is not None:
        bid = _("bid {bid}").format(bid=view.bid)
    else:
        bid = _("no bid yet")
    if view.dealer == mine:
        return _("You \u00b7 tricks {tricks} \u00b7 {bid} \u00b7 score {score} \u00b7 DEALER").format(
            tricks=view.tricks[mine], bid=bid, score=view.scores[mine])
    return _("You \u00b7 tricks {tricks} \u00b7 {bid} \u00b7 score {score}").format(
        tricks=view.tricks[mine], bid=bid, score=view.scores[mine])


def trick_label(name_word: str, led: bool, winning: bool, you: bool = False, won: bool = False) -> str:
    """A trick card's label: "Bob", "Bob (led)", "Bob (winning)", "Bob (led, winning)"; your
    card's with ``you`` (its own messages: the verb agrees with "you" in Spanish and Russian).
    ``won``: the trick is finished (drawn until its words were heard, T-13): the winner's card
    says "won" ("Bob (led, won)")."""
    if won and winning:
        if you:
            return _("You (led, won)") if led else _("You (won)")
        return (_("{name} (led, won)") if led else _("{name} (won)")).format(name=name_word)
    if you:
        if led and winning:
            return _("You (led, winning)")
        if led:
            return _("You (led)")
        if winning:
            return _("You (winning)")
        return name_word
    if led and winning:
        return _("{name} (led, winning)").format(name=name_word)
    if led:
        return _("{name} (led)").format(name=name_word)
    if winning:
        return _("{name} (winning)").format(name=name_word)
    return name_word


def state_words(led: bool, winning: bool, you: bool = False, won: bool = False) -> str:
    """A trick card's state under its player's name when the label stands beside the card:
    "(led, winning)", "(led)", "(winning)" or "" (your card's own messages: the verb agrees with
    "you" in Spanish and Russian); ``won``, in a finished trick (T-13): "(led, won)", "(won)"
    for the winner's card."""
    if won and winning:
        if you:
            return pgettext("your card", "(led, won)") if led else pgettext("your card", "(won)")
        return pgettext("a player's card", "(led, won)") if led else pgettext("a player's card", "(won)")
    if you:
        if led and winning:
            return pgettext("your card", "(led, winning)")
        if led:
            return pgettext("your card", "(led)")
        return pgettext("your card", "(winning)") if winning else ""
    if led and winning:
        return pgettext("a player's card", "(led, winning)")
    if led:
        return pgettext("a player's card", "(led)")
    return pgettext("a player's card", "(winning)") if winning else ""


def you_words(view: TricksView, focus_hand: int | None, me: Perspective = LOCAL) -> str:
    """The line over the bottom hand (:func:`bottom_seat`), with the turn's marker."""
    mine = bottom_seat(me)
    return ("\u25b6 " if view.turn == mine else "") + you_line(view, me) + (
        "  " + _("[YOUR TURN]") if view.turn == mine and focus_hand == mine and view.turn_controller == mine else "")


def shown_hands(view: TricksView, me: Perspective = LOCAL) -> list[tuple[int, Sequence[Card]]]:
    """The face-up hands other than the bottom one (the dummy's, a revealed one) that still hold
    cards: at most the first is drawn. A face-up hand played out (every hand at a deal's end, the
    dummy's once it played its last card) is not drawn: its panel across the top tells its
    tricks, bid and score (T-7, T-29); "Dummy (face up):" was drawn over an empty row under the
    deal summary (found by a tester, two players)."""
    mine = bottom_seat(me)
    return [(seat, cards) for seat, cards in enumerate(view.open_hands) if cards and seat != mine]


def open_label(view: TricksView, seat: int, hot: bool, me: Perspective = LOCAL) -> str:
    label = _("Dummy (face up)") if seat == view.dummy else _("{name}'s hand (revealed)").format(
        name=text.name(me, seat))
    return "\u25b6 " + label + "  " + _("[YOUR TURN]") if hot else label
