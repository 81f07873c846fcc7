"""What the hint key (A, "advice") says at the counting table: the strong player's card for the
human's turn and why, in one sentence (C-10..C-17). It never plays the card."""

from __future__ import annotations

import random

from ..card_names import card_name
from ..i18n import _
from .actions import PlayCard
from .ai_strong import choose_strong_action
from .rules import apply_card, crossings
from .state import CountingView


def _card_words(play: PlayCard) -> str:
    """"7 of clubs", or "ace of spades as 11" for a card with a chosen value (C-10), as the object
    of "Play the {card}" (Spanish "la reina de diamantes": the article goes with the card)."""
    if play.value is None:
        return card_name(play.card, "definite")
    return _("{card} as {value}").format(card=card_name(play.card, "definite"), value=play.value)


def hint_for(view: CountingView, rng: random.Random) -> str:
    """One sentence: the card the strong level would play in ``view`` (the human's turn) and why.

    Raises:
        ValueError: when it is not ``view.seat``'s turn to play (see :func:`choose_strong_action`).
    """
    if view.winner is not None or view.turn != view.seat or not view.hand:
        raise ValueError("not this seat's turn to play")
    shown = view
    if view.may_draw:  # a draw still open does not change which card is best
        from dataclasses import replace
        shown = replace(view, may_draw=False)
    play = choose_strong_action(shown, rng)
    assert isinstance(play, PlayCard)
    card = _card_words(play)
    total, _effect = apply_card(view.total, play.card, play.value)
    reached, passed = crossings(view.total, total)
    if reached == 99:
        return _("Play the {card}: it reaches 99 and wins the round.").format(card=card)
    if reached is not None:
        return _("Play the {card}: it reaches {threshold}, so every other player loses a token.").format(
            card=card, threshold=reached)
    if passed:
        return _("Play the {card}: every card you hold passes a threshold, and this one costs you "
                 "least.").format(card=card)
    for threshold in (33, 66, 99):
        if total < threshold:
            return _("Play the {card}: it keeps the total at {total}, under {threshold}, and saves "
                     "your better cards.").format(card=card, total=total, threshold=threshold)
    return _("Play the {card}: it keeps the total at {total}.").format(card=card, total=total)
