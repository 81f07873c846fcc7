"""What the hint key (A, "advice") says at the counting table: the hard player's card for the
human's turn and why, in one sentence (C-10..C-17), and the "thinking" notice. It never plays the
card. It works on a view only, so the table can run it in a worker
(:meth:`game.scenes.card_table.CardTable.think`)."""

from __future__ import annotations

import random

from ..card_names import card_name
from ..engine.cards import Card
from ..engine.perspective import Perspective
from ..i18n import Reworded, _, ngettext
from .actions import PlayCard
from .ai_hard import APP_BUDGET, play_values
from .rules import JACK, apply_card, crossings, passing_cost, put_out, value_choices
from .state import CountingView
from .text import player_name, put_out_text, value_word


def thinking_text(me: Perspective, seat: int) -> str:
    """"Anna is thinking." for computer ``seat``, by its name as ``me`` hears it (said when its
    search takes over a second)."""
    return _("{name} is thinking.").format(name=player_name(me, seat))


def _card_words(play: PlayCard) -> str:
    """"7 of clubs", or "ace of spades as 11", "10 of clubs as minus 10" for a card with a chosen
    value (C-10, C-11: the value worded as its value choice names it, "10 as minus 10", never
    "as -10" or a bare "as 10"), as the object of "Play the {card}" (Spanish "la reina de
    diamantes": the article goes with the card)."""
    if play.value is None:
        return card_name(play.card, "definite")
    # TRANSLATORS: {value} is an ace's or a 10's value as its value choice says it: "11", "1", "plus 10", "minus 10".
    return _("{card} as {value}").format(card=card_name(play.card, "definite"), value=value_word(play.value))


def hint_for(view: CountingView, rng: random.Random, fixed: bool = False, me: Perspective | None = None) -> str:
    """One sentence: the card the hard level would play in ``view`` (the human's turn) and why;
    with ``fixed`` its search ignores the clock (reproducible); ``me`` names the other players
    (:func:`advice_text`).

    Raises:
        ValueError: when it is not ``view.seat``'s turn to play (see :func:`play_values`).
    """
    return advise(view, rng, fixed, me)[0]


def advise(view: CountingView, rng: random.Random, fixed: bool = False,
           me: Perspective | None = None) -> tuple[str, PlayCard]:
    """:func:`hint_for`'s sentence and the play it names (the card, and an ace's or a 10's value),
    for the table to put the focus on it (C-22). The sentence is a :class:`~game.i18n.Reworded`
    one, worded by :func:`advice_text` from the search's result, so a hint still waiting to be
    said when the language changes is said in the new one without searching again. ``me``: the
    perspective the table speaks from (its names for the other seats, an online table's people's
    names); ``None``: ``view.seat``'s with the default names.

    Raises:
        ValueError: when it is not ``view.seat``'s turn to play (see :func:`play_values`).
    """
    if view.winner is not None or view.turn != view.seat or not view.hand:
        raise ValueError("not this seat's turn to play")
    shown = view
    if view.may_draw:  # a draw still open does not change which card is best
        from dataclasses import replace
        shown = replace(view, may_draw=False)
    rated = _keeping_in(view, play_values(shown, rng, APP_BUDGET.fixed() if fixed else APP_BUDGET))
    play = _reaching(shown) or rated[0][2]
    searched = len(rated) > 1 and rated[0][1] > 0
    return Reworded(lambda: advice_text(view, play, searched, me)), play


def advice_text(view: CountingView, play: PlayCard, searched: bool, me: Perspective | None = None) -> str:
    """The hint's sentence for ``play`` in ``view``, in the player's language now, from the
    search's result only (nothing is searched): ``searched`` is True when ``play`` was the best
    of several the search rated over sampled deals ("..., and of the deals tried it leaves you
    best placed."), False for the only play or the one reaching 99 (C-10..C-17, C-22). A play
    reaching 33 or 66 costs every other player still in a token (C-12): "Play the 3 of hearts: it
    reaches 66, so every other player loses a token."; with one other player still in, that
    player by the name ``me`` gives it, as the value choice's opening names them (found by a
    tester: "every other player" with only Anna left): "Play the 6 of hearts: it reaches 33, so
    Anna loses a token." (``me`` ``None``: ``view.seat``'s perspective, default names). A play
    that puts other players out (C-18: they owe more tokens than they have) says so, and that it
    wins the game when no one else is left in (C-20): "Play the 6 of hearts: it reaches 33, so
    Anna is out and you win the game." / "Play the 3 of hearts: it reaches 66, so Anna is out
    and Bob loses a token." / "Play the king of clubs: it reaches 99 and wins the round; Anna is
    out." (:func:`_putting_out`). A jack with two or more others still in names the player it
    skips (C-16: the next seat still in from ``view.seat``'s in the current direction), as the
    focus line on it does ("Jack of clubs: total 40, skips Bob, 1 of 3"): "Play the jack of
    hearts: it skips Anna, and of the deals tried it leaves you best placed." (a jack reaching 33
    or 66 says who pays instead, as above, and never "skips")."""
    if me is None:
        me = Perspective(seat=view.seat)
    card = _card_words(play)
    total, _effect = apply_card(view.total, play.card, play.value)
    reached, passed = crossings(view.total, total)
    if reached is not None and put_out(reached, view.others_in(), view.tokens):
        return _putting_out(view, card, reached, me)
    if reached == 99:
        return _("Play the {card}: it reaches 99 and wins the round.").format(card=card)
    if reached is not None:
        others = view.others_in()
        if len(others) == 1:
            # TRANSLATORS: {name} is the one other player still in (a name, in the nominative: "Anna");
            # {threshold} is 33 or 66.
            return _("Play the {card}: it reaches {threshold}, so {name} loses a token.").format(
                card=card, threshold=reached, name=player_name(me, others[0]))
        return _("Play the {card}: it reaches {threshold}, so every other player loses a token.").format(
            card=card, threshold=reached)
    if passed:
        if any(option_is_safe(view.total, other) for other in view.hand):
            cost = passing_cost(passed)
            return ngettext("Play the {card}: it costs you {count} token now, but of the deals tried "
                            "it leaves you best placed.",
                            "Play the {card}: it costs you {count} tokens now, but of the deals tried "
                            "it leaves you best placed.", cost).format(card=card, count=cost)
        return _every_card_passes(view, card, passing_cost(passed))
    if searched:
        if play.card.rank == JACK and len(view.others_in()) > 1:
            # TRANSLATORS: {name} is the player the jack skips (a name, in the nominative: "Bob").
            return _("Play the {card}: it skips {name}, and of the deals tried it leaves "
                     "you best placed.").format(card=card, name=player_name(me, view.jack_skips()))
        if total == view.total:
            return _("Play the {card}: it keeps the total at {total}, and of the deals tried it leaves "
                     "you best placed.").format(card=card, total=total)
        return _("Play the {card}: it brings the total to {total}, and of the deals tried it leaves "
                 "you best placed.").format(card=card, total=total)
    if total == view.total:
        return _("Play the {card}: it keeps the total at {total}.").format(card=card, total=total)
    return _("Play the {card}: it brings the total to {total}.").format(card=card, total=total)


def _putting_out(view: CountingView, card: str, reached: int, me: Perspective) -> str:
    """:func:`advice_text` for a play reaching ``reached`` that puts other players out (C-12,
    C-14, C-18), who goes out first, then that the game is won (C-20) or who still pays."""
    others = view.others_in()
    out = put_out(reached, others, view.tokens)
    left = [seat for seat in others if seat not in out]
    gone = put_out_text(me, out)
    if not left:
        # TRANSLATORS: {out} is who the play puts out ("Anna is out", "Anna and Bob are out");
        # {threshold}: 33, 66 or 99.
        return _("Play the {card}: it reaches {threshold}, so {out} and you win the game.").format(
            card=card, threshold=reached, out=gone)
    if reached == 99:
        # TRANSLATORS: {out} is who the play puts out ("Anna is out", "Anna and Bob are out").
        return _("Play the {card}: it reaches 99 and wins the round; {out}.").format(card=card, out=gone)
    if len(left) == 1:
        # TRANSLATORS: {out} is who the play puts out ("Anna is out"); {name}: the one other player
        # still in after it, who pays a token.
        return _("Play the {card}: it reaches {threshold}, so {out} and {name} loses a token.").format(
            card=card, threshold=reached, out=gone, name=player_name(me, left[0]))
    # TRANSLATORS: {out} is who the play puts out ("Anna is out"); the others still in pay a token.
    return _("Play the {card}: it reaches {threshold}, so {out} and the others lose a token.").format(
        card=card, threshold=reached, out=gone)


def least_cost(total: int, card: Card) -> int:
    """The fewest tokens ``card`` costs its player on ``total``, over its values (C-10, C-13,
    C-15): 0 when a value passes no threshold."""
    costs = []
    for value in value_choices(card, total) or [None]:
        new, _effect = apply_card(total, card, value)
        costs.append(passing_cost(crossings(total, new)[1]))
    return min(costs)


def _every_card_passes(view: CountingView, card: str, cost: int) -> str:
    """The hint when every card in hand passes a threshold (C-13, C-15) and the hard level plays
    ``card`` for ``cost`` tokens, said truthfully: every card puts the player out (C-18: it owes
    more than it has), every card costs the same, this one costs least, or it costs more than
    the cheapest but did best over the deals tried."""
    least = min(least_cost(view.total, other) for other in view.hand)
    tokens = view.tokens[view.seat]
    if least > tokens:
        return _("Play the {card}: every card you hold passes a threshold and puts you out of the "
                 "game.").format(card=card)
    if all(least_cost(view.total, other) == cost for other in view.hand):
        return ngettext("Play the {card}: every card you hold passes a threshold and costs you {count} token.",
                        "Play the {card}: every card you hold passes a threshold and costs you {count} tokens.",
                        cost).format(card=card, count=cost)
    if cost == least:
        return ngettext("Play the {card}: every card you hold passes a threshold; this one costs you "
                        "least, {count} token.",
                        "Play the {card}: every card you hold passes a threshold; this one costs you "
                        "least, {count} tokens.", cost).format(card=card, count=cost)
    return ngettext("Play the {card}: every card you hold passes a threshold; it costs you {count} token, "
                    "not the least, but of the deals tried it leaves you best placed.",
                    "Play the {card}: every card you hold passes a threshold; it costs you {count} tokens, "
                    "not the least, but of the deals tried it leaves you best placed.",
                    cost).format(card=card, count=cost)


def _keeping_in(view: CountingView, rated: list[tuple[float, int, PlayCard]]) -> list[tuple[float, int, PlayCard]]:
    """``rated`` (best first, as :func:`~game.counting.ai_hard.play_values` gives it) with the
    plays that would put the player out (C-18: they cost more tokens than are left, C-13, C-15)
    moved after the others, when any other keeps the player in: the hint never advises going
    out of the game when a card avoids it, even where the search rates such a play first (a tie
    of play-outs in which the player goes out either way, or sampling noise)."""
    tokens = view.tokens[view.seat]

    def puts_out(play: PlayCard) -> bool:
        new, _effect = apply_card(view.total, play.card, play.value)
        return passing_cost(crossings(view.total, new)[1]) > tokens
    kept = [rating for rating in rated if not puts_out(rating[2])]
    return kept + [rating for rating in rated if puts_out(rating[2])] if kept else rated


def option_is_safe(total: int, card: Card) -> bool:
    """True when ``card`` has a value that passes no threshold on ``total`` (C-13, C-15)."""
    for value in value_choices(card, total) or [None]:
        new, _effect = apply_card(total, card, value)
        if not crossings(total, new)[1]:
            return True
    return False


def _reaching(view: CountingView) -> PlayCard | None:
    """The play that reaches 99 (C-14), which the hard level always makes, else None."""
    for card in view.hand:
        for value in value_choices(card, view.total) or [None]:
            new, _effect = apply_card(view.total, card, value)
            if crossings(view.total, new)[0] == 99:
                return PlayCard(view.seat, card, value)
    return None
