"""The words said when a saved trick game is continued (T-5, T-7, T-13, T-28, T-29): what a card
player needs to pick the game up, in short sentences, most important first: where the game is
(the deal and the trick, its dealer), the trumps, who led the trick and with what card, who is
winning it, the other cards on the table, whose turn, then the tricks taken against the bids
known and the scores. The hand is left to H (the line points to it): a whole hand read out
buried the rest. Pure Python, no pygame.
Said by :meth:`game.tricks.scenes.saving.TricksKind.resumed`."""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.cards import Card
from ..engine.perspective import Perspective
from ..i18n import _, pgettext
from .events import DealScored, GameBonus
from .text import (card_words, dealer_text, holding_text, led_text, name, name_mid, others_on_table_text, seat_order,
                   totals_sentence, trumps_text, winning_text)
from .view import TricksView


def hand_pointer(me: Perspective | None = None, view: TricksView | None = None) -> str:
    """"H reads your hand." (T-28): the line's last words, where the hand is not read out; when
    ``me`` chooses the dummy's card in ``view`` (T-21), whose cards the arrows then move
    through, "D reads the dummy's cards." (it pointed to H, found by a fresh tester by ear)."""
    if (me is not None and view is not None and view.phase == "play" and view.dummy is not None
            and view.turn == view.dummy and view.turn_controller is not None and me.is_me(view.turn_controller)):
        return _("D reads the dummy's cards.")
    return _("H reads your hand.")


def tricks_against_bids_text(me: Perspective, view: TricksView) -> str:
    """T-14, T-24: the tricks each hand has taken, against its bid where ``me`` knows it (its own,
    a declared or revealed one, the dummy's): "Tricks against bids: you 1 of 4, Anna 2 of 3,
    Bob 0." (a secret bid: the count alone), in :func:`~game.tricks.text.seat_order`."""
    parts = []
    for seat in seat_order(me, view.hand_count):
        bid = view.bid if me.is_me(seat) else view.known_bids[seat]
        who = name_mid(me, seat, view.dummy)
        if bid is None:
            parts.append(pgettext("a hand's number in a list", "{name} {number}").format(
                name=who, number=view.tricks[seat]))
        else:
            parts.append(pgettext("tricks taken against a bid, in a list", "{name} {took} of {bid}").format(
                name=who, took=view.tricks[seat], bid=bid))
    return _("Tricks against bids: {counts}.").format(counts=", ".join(parts))


def turn_words(me: Perspective, view: TricksView, focused: Card | None = None) -> str:
    """Whose turn in card play, after the table was said: yours, "Your turn. You have clubs.
    Focus: 9 of clubs." (on the lead "Your turn. You lead. ..."); the dummy's when you choose
    its card (T-21), "Play from the dummy. The dummy has no clubs. Focus: ..."; another's,
    "Anna to play." / "Anna leads." (nothing on the table) / "Anna plays from the dummy."
    (T-21). ``focused``: the card the arrows start from (left out when None). "" when nobody is
    to play."""
    seat, controller = view.turn, view.turn_controller
    if seat is None:
        return ""
    empty = not view.current_trick
    if controller is not None and me.is_me(controller):
        mine = me.is_me(seat)
        parts = [_("Your turn.") if mine else _("Play from the dummy.")]
        if empty:
            parts.append(_("You lead.") if mine else _("The dummy leads."))
        else:
            parts.append(holding_text(me, view, seat))
        if focused is not None:
            parts.append(_("Focus: {card}.").format(card=card_words(focused, view.joker_as)))
        return " ".join(parts)
    if view.dummy is not None and seat == view.dummy:
        if controller is None:
            return _("The dummy to play.")
        return _("{name} plays from the dummy.").format(name=name(me, controller))
    if empty:
        return _("{name} leads.").format(name=name(me, seat, view.dummy))
    return _("{name} to play.").format(name=name(me, seat, view.dummy))


def play_resumed_text(me: Perspective, view: TricksView, focused: Card | None = None) -> str:
    """Where card play stands, for a player coming back (T-5, T-12, T-13, T-29): "Deal 2, trick
    8. Carl deals. Trumps: hearts. Anna led the jack of clubs. Anna's lead is still winning.
    Also on the table: Bob, 7 of clubs. Carl to play.": who led and the card (the suit to
    follow, T-12), who is winning, the other cards on the table (every card named once, as the
    turn line names them: :func:`~game.tricks.text.your_turn_text`), then the turn as
    :func:`turn_words` says it (found by a tester: the line named the cards on the table but
    not who led the trick)."""
    parts = [_("Deal {deal}, trick {trick}.").format(deal=view.deal, trick=len(view.played_tricks) + 1),
             dealer_text(me, view.dealer), trumps_text(view), trick_led_text(me, view),
             turn_words(me, view, focused)]
    return " ".join(part for part in parts if part)


def trick_led_text(me: Perspective, view: TricksView) -> str:
    """The trick on the table for a player coming back (T-12, T-13): who led it and with what
    card, who is winning, the other cards: "Carl led the 9 of diamonds. Carl's lead is still
    winning. Also on the table: you, 8 of diamonds." (every card once); "" with no card down.
    Said by a game continued (:func:`play_resumed_text`) and on return to an online table
    (:meth:`game.tricks.scenes.table.TricksTable.intro`)."""
    if not view.current_trick:
        return ""
    parts = [led_text(me, view.current_trick, view.dummy, view.joker_as), winning_text(me, view),
             others_on_table_text(me, view)]
    return " ".join(part for part in parts if part)


def deal_over_resumed_text(me: Perspective, scored: DealScored, bonuses: Sequence[GameBonus],
                           dummy: int | None, scoring: str) -> str:
    """A game continued with its deal summary still open (T-17, T-18): "Deal 1 is over. Scores:
    you 0, Anna 24, Bob 22." (with the game bonuses ``bonuses`` won at that deal's end; in a
    Parlett match the game and match scores), before the summary says the rest."""
    totals, games = list(scored.totals), list(scored.game_scores)
    for bonus in bonuses:
        totals[bonus.seat] += bonus.amount
        games[bonus.seat] += bonus.amount
    return " ".join([_("Deal {deal} is over.").format(deal=scored.deal),
                     totals_sentence(me, totals, games, dummy, scoring)])
