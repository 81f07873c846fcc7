"""The words said when a saved trick game is continued (T-5, T-7, T-13, T-28, T-29): what a card
player needs to pick the game up, in short sentences, most important first: whose turn (what to
do), where the game is (the deal and the trick, its dealer), the trumps, who led the trick and with what
card, who is winning, the other cards on the table, the suit to follow and the focus, then the
player's own tricks against their bid as a whole sentence ("You have won 0 tricks of your bid of
2.") and those of a bid made known (declared, revealed), and that H reads the hand. The rest is
left to the status keys (K the tricks, S the scores): a whole hand read out buried the rest,
and "Tricks against bids: you 0 of 2, Anna 0, Bob 2. Scores: ..." made the line 26 s long and
read as bids or tricks either way (found by a fresh tester by ear). Pure Python, no pygame.
Said by :meth:`game.tricks.scenes.saving.TricksKind.resumed`."""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.cards import Card
from ..engine.perspective import Perspective
from ..i18n import _, ngettext
from .events import DealScored, GameBonus
from .text import (card_words, dealer_text, holding_text, joker_counts_text, joker_holder_text, led_text, name,
                   others_on_table_text, seat_order, totals_sentence, trumps_words, winning_text)
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
    """T-14, T-24, for a game continued in card play: the player's own tricks against their bid,
    "You have won 0 tricks of your bid of 2.", then each other bid ``me`` knows (declared or
    revealed, T-10), "Bob has won 1 trick of a bid of 4.", each a whole sentence (was "Tricks
    against bids: you 0 of 2, Anna 0, Bob 2.": tricks or bids? found by a fresh tester). A secret
    bid is not said: K tells everyone's tricks. "" for a spectator or before the bids."""
    parts = []
    for seat in seat_order(me, view.hand_count):
        took = view.tricks[seat]
        if me.is_me(seat):
            if view.bid is not None:
                parts.append(ngettext("You have won {count} trick of your bid of {bid}.",
                                      "You have won {count} tricks of your bid of {bid}.", took).format(
                    count=took, bid=view.bid))
            continue
        bid = view.known_bids[seat]
        if bid is not None:
            parts.append(ngettext("{name} has won {count} trick of a bid of {bid}.",
                                  "{name} has won {count} tricks of a bid of {bid}.", took).format(
                name=name(me, seat, view.dummy), count=took, bid=bid))
    return " ".join(parts)


def turn_first_words(me: Perspective, view: TricksView) -> str:
    """Whose turn, first in the resume line: "Your turn." / "Play from the dummy." (T-21) /
    "Anna to play." / "Anna leads." / "Anna plays from the dummy."; "" when nobody is to play."""
    seat, controller = view.turn, view.turn_controller
    if seat is None:
        return ""
    if controller is not None and me.is_me(controller):
        return _("Your turn.") if me.is_me(seat) else _("Play from the dummy.")
    return turn_words(me, view)


def your_part_words(me: Perspective, view: TricksView) -> str:
    """On your turn (or the dummy's you play, T-21), after the trick: "You lead." or whether
    the hand holds the suit led (T-12); "" on another's turn (the focus, the card Enter plays,
    comes later in the line: :func:`play_continued_text`)."""
    seat, controller = view.turn, view.turn_controller
    if seat is None or controller is None or not me.is_me(controller):
        return ""
    if not view.current_trick:
        return _("You lead.") if me.is_me(seat) else _("The dummy leads.")
    return holding_text(me, view, seat)


def short_trumps_text(view: TricksView) -> str:
    """The trumps for a game continued: "Trumps: hearts." / "No trumps.", and in the classic
    game, when the joker is in your hand, what it counts as and that it is yours ("... The joker
    counts as the 7 of diamonds. You hold the joker.", as T and the deal's opening say it; T-26,
    T-29); the turned card and the Oxford stock are left to T."""
    parts = [trumps_words(view.trumps)]
    if view.joker_as is not None and any(card.is_joker for card in view.hand):
        parts += [joker_counts_text(view.joker_as), joker_holder_text(view)]
    return " ".join(parts)


def play_continued_text(me: Perspective, view: TricksView, focused: Card | None = None) -> str:
    """A game continued in card play, most important first (T-11, T-12, T-13, T-29): "Your turn.
    Deal 2, trick 8. Carl deals. Trumps: hearts. Anna led the jack of clubs. Anna's lead is still winning. Also on
    the table: Bob, 7 of clubs. You have clubs. You have won 1 trick of your bid of 3. Focus: 9
    of clubs. H reads your hand."; on another's turn "Bob to play. Deal 1, trick 7. ..." (the
    others' tricks and the scores are left to the status keys, K and S, which the F1 help
    lists). The card Enter plays comes last but for the key that reads the hand, as back from
    help (:meth:`~game.tricks.scenes.table.TricksTable.resume_words`) and as the turn line ends
    with it (it came before the bid's sentence, found by a tester by ear)."""
    mine = your_part_words(me, view)  # (on one's own turn: the suit led held or not, or the lead)
    focus = _("Focus: {card}.").format(card=card_words(focused, view.joker_as)) if mine and focused is not None else ""
    parts = [turn_first_words(me, view),
             _("Deal {deal}, trick {trick}.").format(deal=view.deal, trick=len(view.played_tricks) + 1),
             dealer_text(me, view.dealer), short_trumps_text(view), trick_led_text(me, view), mine,
             tricks_against_bids_text(me, view), focus, hand_pointer(me, view)]
    return " ".join(part for part in parts if part)


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


def trick_led_text(me: Perspective, view: TricksView) -> str:
    """The trick on the table for a player coming back (T-12, T-13): who led it and with what
    card, who is winning, the other cards: "Carl led the 9 of diamonds. Carl's lead is still
    winning. Also on the table: you, 8 of diamonds." (every card once); "" with no card down.
    Said by a game continued (:func:`play_continued_text`) and on return to an online table
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
