"""What the hint key (A, "advice") says at the trick table, and the "thinking" notice.

:func:`hint_for` asks the searching player (:mod:`game.tricks.ai_hard`) what it would do from the
human's view and says it in one sentence with its reason; it never plays. It works on a view only,
so the table can run it in a worker (:meth:`game.scenes.card_table.CardTable.think`). While
bidding, its bid search plays the sampled deals out with every hand playing from its own view
(see :func:`_bid_advice`), so the chance it says is how often those deals made the bid.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..card_names import card_name, cards_list
from ..engine.cards import Card
from ..engine.perspective import Perspective
from ..i18n import N_, Reworded, _, ngettext
from ..player_names import seat_name
from .ai_basic import _safe, _wins_now
from .ai_hard import (BID_BUDGET, DECLARE_MIN, PLAY_BUDGET, bid_values, choose_play_hard, premium_for,
                      spare_rank)
from .state import unseen_set
from .view import TricksView


Advice = tuple[str, Any]
"""What a hint advises: ``("play", card)``, ``("bid", ((card, card, card), premium, chance))`` or
``("premium", premium)``."""


def thinking_text(me: Perspective, seats: Sequence[int]) -> str:
    """"Anna is thinking." / "Anna and Bob are thinking." for the computer ``seats`` (at most 3),
    by their names as ``me`` hears them."""
    names = [seat_name(me, seat) for seat in seats]
    if len(names) == 1:
        return _("{name} is thinking.").format(name=names[0])
    if len(names) == 2:
        return _("{first} and {second} are thinking.").format(first=names[0], second=names[1])
    return _("{first}, {second} and {third} are thinking.").format(
        first=names[0], second=names[1], third=names[2])


def _card_words(card: Card, view: TricksView) -> str:
    """The card's name as the object of "Play the ..." / "Lead the ...": Spanish with its article
    ("Juega el 9 de corazones"), Russian in the accusative (the classic joker named as the card it
    counts as, T-26)."""
    real = view.joker_as if card.is_joker and view.joker_as is not None else card
    return card_name(real, "definite")


def _bid_advice(view: TricksView, rng: random.Random, fixed: bool,
                only: tuple[int, ...] | None = None) -> tuple[float, tuple[int, ...], int, str | None]:
    """The searching player's best bid cards (or ``only`` those) as (sampled chance of making
    the bid, indices of the three cards, bid, premium it would offer or None) (T-6, T-9).

    The bid search plays its sampled deals out with every hand playing from its own view
    (``view_playouts``, :func:`game.tricks.ai_sim.rollout_view`), as a person plays, not by the
    quick policy the computer player's own bid search uses: that policy leads its lowest card once
    it has its bid, even a sure winner, so with a long suit it takes every trick of it and the
    chance it gave a bid a person makes could read 0 % (T-6, T-12, T-13). The choice, its chance
    and the premium then come from the same sampled deals."""
    budget = BID_BUDGET.fixed() if fixed else BID_BUDGET
    chance, _value, trio, bid = bid_values(view, rng, budget=budget, only=only, view_playouts=True)[0]
    return chance, trio, bid, premium_for(view, rng, chance, trio, bid, fixed)


def bid_hint(view: TricksView, rng: random.Random, fixed: bool = False) -> str:
    """The hint while the human is to bid: the searching player's three bid cards, the bid, the
    premium it would offer and its sampled chance of making the bid (T-6, T-9)."""
    return _bid_hint(view, rng, fixed)[0]


def _bid_hint(view: TricksView, rng: random.Random,
              fixed: bool) -> tuple[str, tuple[tuple[Card, ...], str | None, float]]:
    """:func:`bid_hint`'s sentence (:func:`bid_sentence`, a :class:`~game.i18n.Reworded` one), and
    the three bid cards, the premium (None: none) it names and the sampled chance (0 to 1) it says."""
    chance, trio, bid, premium = _bid_advice(view, rng, fixed)
    hand = list(view.hand)
    cards = tuple(hand[i] for i in trio)
    return Reworded(lambda: bid_sentence(cards, bid, premium, chance)), (cards, premium, chance)


def bid_sentence(cards: Sequence[Card], bid: int, premium: str | None, chance: float) -> str:
    """The bid hint's sentence, in the player's language now, from the bid search's result only
    (nothing is searched): bid ``bid`` with the three ``cards``, offering ``premium``
    (``"declare"``, ``"reveal"`` or None), made in ``chance`` (0 to 1) of the sampled deals (T-6,
    T-9, T-28)."""
    names = cards_list(list(cards), "definite")  # Spanish "con el 9 de corazones, el rey ..."
    percent = round(100 * chance)
    if premium == "declare":
        text = _("Bid {bid} with {cards} and declare: you make it in about {percent} % of the deals tried.")
    elif premium == "reveal":
        text = _("Bid {bid} with {cards} and reveal: you make it in about {percent} % of the deals tried.")
    else:
        text = _("Bid {bid} with {cards}: you make it in about {percent} % of the deals tried.")
    return text.format(cards=names, bid=bid, percent=percent)


def premium_hint(view: TricksView, rng: random.Random, trio: Sequence[int], fixed: bool = False) -> str:
    """The hint in the premium choice, the bid cards ``trio`` (indices into ``view.hand``) chosen:
    the premium the searching player would offer with them and its sampled chance of making the
    bid (T-9, T-10, T-16); no premium either because that chance is too low to try one or, above
    :data:`game.tricks.ai_hard.DECLARE_MIN`, because the others knowing the bid would spoil it
    too often (T-9, T-16)."""
    return _premium_hint(view, rng, trio, fixed)[0]


def _premium_hint(view: TricksView, rng: random.Random, trio: Sequence[int],
                  fixed: bool) -> tuple[str, str | None]:
    """:func:`premium_hint`'s sentence (:func:`premium_sentence`, a :class:`~game.i18n.Reworded`
    one) and the premium it names (None: no premium)."""
    chance, _chosen, bid, premium = _bid_advice(view, rng, fixed, tuple(trio))
    return Reworded(lambda: premium_sentence(view, chance, bid, premium)), premium


def premium_sentence(view: TricksView, chance: float, bid: int, premium: str | None) -> str:
    """The premium hint's sentence for ``bid`` made in ``chance`` (0 to 1) of the sampled deals
    with ``premium`` (``"declare"``, ``"reveal"`` or None) advised (T-9, T-10, T-16): "Choose
    declare: you make your bid of 5 in about 94 % of the deals tried." / "Choose no premium:
    ..., too seldom to risk a premium.". The table says it with the chance and premium of the
    bid hint that marked the same cards, so the two never disagree (found by a tester by ear:
    the bid hint said 49 %, the premium hint a few seconds later 50 %)."""
    percent = round(100 * chance)
    if premium == "declare":
        text = _("Choose declare: you make your bid of {bid} in about {percent} % of the deals tried.")
    elif premium == "reveal":
        text = _("Choose reveal: you make your bid of {bid} in about {percent} % of the deals tried.")
    elif chance >= DECLARE_MIN and view.variant != "oxford":
        text = _("Choose no premium: you make your bid of {bid} in about {percent} % of the deals tried, "
                 "but too seldom once the others know it and play against it.")
    else:
        text = _("Choose no premium: you make your bid of {bid} in about {percent} % of the deals tried, "
                 "too seldom to risk a premium.")
    return text.format(bid=bid, percent=percent)


def play_hint(view: TricksView, rng: random.Random, fixed: bool = False) -> str:
    """The hint when the human is to play: the searching player's card and why, from how many
    tricks the human still needs and whether the card wins the trick (T-12, T-13, T-15); "Lead
    the ..." when the human leads the trick, "Play the ..." when following. When no card wins the
    trick it says the card is the one the later tricks need least only when it is
    (:func:`game.tricks.ai_hard.spare_rank`: the cards on the table count as gone, so a king under
    an ace is the top card left and needed most). With the bid lost, "each trick is still a point"
    is the reason of a card that wins the trick only (:func:`_spoiler_reason`; T-14, T-15)."""
    play = choose_play_hard(view, rng, PLAY_BUDGET.fixed() if fixed else PLAY_BUDGET)
    return _play_reason(view, play.seat, play.card)


def _play_reason(view: TricksView, seat: int, played: Card) -> str:
    """:func:`play_hint`'s sentence for ``played`` from hand ``seat`` (the human's or the dummy's)."""
    card = _card_words(played, view)
    assert view.bid is not None
    need = view.bid - view.tricks[view.seat]
    lead = not view.current_trick
    if len(view.legal_plays) == 1:  # nothing to choose (found by a tester by ear: a reason was given for one card)
        if seat != view.seat:
            return (_("Lead the dummy's {card}: it is the only card the dummy can play.") if lead else
                    _("Play the dummy's {card}: it is the only card the dummy can play.")).format(card=card)
        return (_("Lead the {card}: it is the only card you can play.") if lead else
                _("Play the {card}: it is the only card you can play.")).format(card=card)
    if seat != view.seat:
        if lead:
            return _("Lead the dummy's {card}: it gives you the best chance of making your bid.").format(
                card=card)
        return _("Play the dummy's {card}: it gives you the best chance of making your bid.").format(
            card=card)
    later = view.hand_count - len(view.current_trick) - 1
    wins = not lead and _wins_now(view, seat, played)
    sure = wins and _safe(view, played, unseen_set(view), later)
    if need > len(view.hand):  # T-15: more tricks needed than are left
        return _spoiler_reason(view, seat, card, lead, wins, "unmade")
    if need < 0:
        return _spoiler_reason(view, seat, card, lead, wins, "lost")
    if need == 0:
        return _made_reason(view, seat, played, card, lead, wins)
    none_wins = not any(play.seat == seat and _wins_now(view, seat, play.card) for play in view.legal_plays)
    if lead:
        text = _lead_reason(view, seat, played, need, later)
    elif sure:
        text = ngettext("Play the {card}: you need {count} more trick and it wins this one.",
                        "Play the {card}: you need {count} more tricks and it wins this one.", need)
    elif wins:
        text = ngettext("Play the {card}: you need {count} more trick and it may win this one.",
                        "Play the {card}: you need {count} more tricks and it may win this one.", need)
    elif none_wins and spare_rank(view, played) == min(spare_rank(view, play.card) for play in view.legal_plays):
        # T-12, T-13: no card can take this trick and the card is the one the later tricks need
        # least: the most unseen higher cards of its suit once the cards on the table are gone
        # (a king under an ace on the table is the top card left: never "needed least")
        text = ngettext("Play the {card}: you need {count} more trick, but no card you can play wins this one, "
                        "and this is the one your later tricks need least.",
                        "Play the {card}: you need {count} more tricks, but no card you can play wins this one, "
                        "and this is the one your later tricks need least.", need)
    elif none_wins:
        # T-12, T-13: no card can take this trick, and the search gives up a card the later tricks
        # could use (more masters kept than tricks needed, or the samples said so)
        text = ngettext("Play the {card}: you need {count} more trick, but no card you can play wins this one, "
                        "and keeping your other cards gives you the best chance.",
                        "Play the {card}: you need {count} more tricks, but no card you can play wins this one, "
                        "and keeping your other cards gives you the best chance.", need)
    elif _sure_winners(view, played) >= need:
        # T-15: the other cards take the tricks still needed; winning this one too would be one more
        text = ngettext("Play the {card}: you need {count} more trick and your other cards can take it, so "
                        "winning this one as well would take one trick more than your bid.",
                        "Play the {card}: you need {count} more tricks and your other cards can take them, so "
                        "winning this one as well would take one trick more than your bid.", need)
    else:
        # a card could take it, but the search lets it go: the stronger cards are kept for later
        text = ngettext("Play the {card}: you need {count} more trick, but this one is better let go, keeping "
                        "your stronger cards for later tricks.",
                        "Play the {card}: you need {count} more tricks, but this one is better let go, keeping "
                        "your stronger cards for later tricks.", need)
    return text.format(card=card, count=need)


def _lead_reason(view: TricksView, seat: int, played: Card, need: int, later: int) -> str:
    """:func:`_play_reason`'s sentence (its ``{card}`` and ``{count}`` to fill) for a lead while
    ``need`` more tricks are needed (T-13, T-15), each true of the card: no unseen card can beat
    it (a trump, or no trump unseen) and it wins the trick; else it is the card of the hand least
    likely to win (:func:`~game.tricks.ai_hard.spare_rank`), led to keep the stronger ones; else
    the search's sampled deals made the bid most often with it. Found by a tester by ear: "Lead
    the 2 of clubs: you need 1 more trick and it has the best chance." (the 2 cannot win)."""
    if _safe(view, played, unseen_set(view), later):
        return ngettext("Lead the {card}: you need {count} more trick, and no card left can beat it.",
                        "Lead the {card}: you need {count} more tricks, and no card left can beat it.", need)
    legal = [play.card for play in view.legal_plays if play.seat == seat]
    if spare_rank(view, played) == min(spare_rank(view, other) for other in legal):
        return ngettext("Lead the {card}: you need {count} more trick, and it is your card least likely to win, "
                        "keeping your stronger cards for later tricks.",
                        "Lead the {card}: you need {count} more tricks, and it is your card least likely to win, "
                        "keeping your stronger cards for later tricks.", need)
    return ngettext("Lead the {card}: you need {count} more trick, and this lead gives you the best chance "
                    "of making your bid.",
                    "Lead the {card}: you need {count} more tricks, and this lead gives you the best chance "
                    "of making your bid.", need)


def _made_reason(view: TricksView, seat: int, played: Card, card: str, lead: bool, wins: bool) -> str:
    """:func:`_play_reason`'s sentence once the bid is made exactly (no more tricks needed, T-13,
    T-15), each true of the card: a lead the least likely of the hand to win (by
    :func:`~game.tricks.ai_hard.spare_rank`, fewest unseen higher cards, then rank, trumps last)
    says so; another lead says the sampled deals scored it best. A card that wins the trick says
    whether every card that may be played wins it (then whether it is the one most likely to win
    a later trick) or that winning scored better than letting the trick go in the sampled deals
    (found by a tester by ear: "no card you hold is less likely to win" said of the queen of
    trumps, and "this trick costs you least now" unclear)."""
    legal = [play.card for play in view.legal_plays if play.seat == seat]
    if lead:
        if spare_rank(view, played) == min(spare_rank(view, other) for other in legal):
            text = _("Lead the {card}: you need no more tricks, and no card you hold is less likely to win.")
        else:
            text = _("Lead the {card}: you need no more tricks; another card is less likely to win, but in the "
                     "deals tried this lead scores best.")
    elif not wins:
        text = _("Play the {card}: you need no more tricks and it does not win this one.")
    elif all(_wins_now(view, seat, other) for other in legal):
        if spare_rank(view, played) == max(spare_rank(view, other) for other in legal):
            text = _("Play the {card}: you need no more tricks, but every card you can play wins this one, and "
                     "this is the one most likely to win a later trick.")
        else:
            text = _("Play the {card}: you need no more tricks, but every card you can play wins this one, and in "
                     "the deals tried this one scores best.")
    else:
        text = _("Play the {card}: it wins this trick, one more than your bid, but in the deals tried that "
                 "scores better than letting the trick go.")
    return text.format(card=card)


SPOILER_REASONS = {
    "lost": (N_("Lead the {card}: your bid is already lost, so each trick is still a point and spoils the others."),
             N_("Play the {card}: your bid is already lost, so each trick is still a point and spoils the others."),
             N_("Play the {card}: your bid is already lost, but no card you can play wins this trick, so keep your "
                "other cards for later tricks, where each trick is still a point."),
             N_("Play the {card}: your bid is already lost, but this trick is better let go, keeping your stronger "
                "cards for later tricks, where each trick is still a point.")),
    "unmade": (N_("Lead the {card}: your bid can no longer be made, so each trick is still a point and spoils the "
                  "others."),
               N_("Play the {card}: your bid can no longer be made, so each trick is still a point and spoils the "
                  "others."),
               N_("Play the {card}: your bid can no longer be made, but no card you can play wins this trick, so "
                  "keep your other cards for later tricks, where each trick is still a point."),
               N_("Play the {card}: your bid can no longer be made, but this trick is better let go, keeping your "
                  "stronger cards for later tricks, where each trick is still a point.")),
}
"""The hint's sentences once the bid is missed for sure, ``"lost"`` (more tricks taken than bid)
or ``"unmade"`` (more needed than are left): on a lead; for a card that wins the trick; for one
that does not, no card that may be played winning it; for one that does not, another would."""


def _spoiler_reason(view: TricksView, seat: int, card: str, lead: bool, wins: bool, missed: str) -> str:
    """:func:`_play_reason`'s sentence for the hint key (A, T-28) once the bid is missed for sure
    (``missed``: ``"lost"``, more tricks taken than bid; ``"unmade"``, more needed than are left:
    :data:`SPOILER_REASONS`): no exact-bid bonus (T-15), but each trick still a point (T-14) that
    can spoil another player's exact bid (T-15). "each trick is still a point and spoils the
    others" is said only for a lead or a card that wins the trick as it stands (T-13); a card
    that does not (a discard of another suit than the one led, not a trump, or a card under the
    one winning) is given a reason true of it: no card the hand may play wins the trick, or a
    card would and the search keeps it for later tricks (found by a tester by ear: "Play the 7 of
    hearts: your bid is already lost, so each trick is still a point and spoils the others." for
    a heart discarded on a spade lead, not trumps)."""
    on_lead, winning, none_wins, let_go = SPOILER_REASONS[missed]
    if lead:
        text = on_lead
    elif wins:
        text = winning
    elif not any(play.seat == seat and _wins_now(view, seat, play.card) for play in view.legal_plays):
        text = none_wins
    else:
        text = let_go
    return _(text).format(card=card)


def _sure_winners(view: TricksView, played: Card) -> int:
    """How many cards of the hand other than ``played`` are sure to take a trick when led: no unseen
    card of their suit is higher, and they are trumps or no trump is unseen (T-13)."""
    unseen = unseen_set(view)
    return sum(1 for card in view.hand if card != played and _safe(view, card, unseen, 1))


def hint_for(view: TricksView, rng: random.Random, fixed: bool = False,
             premium_trio: Sequence[int] | None = None) -> str:
    """One sentence: what the searching player would do in ``view`` and why; with ``fixed`` its
    search ignores the clock (reproducible). ``premium_trio``: in the premium choice, the indices
    of the bid cards chosen (the hint is then about the premium). Raises ValueError when the
    view's seat has nothing to decide."""
    return advise(view, rng, fixed, premium_trio)[0]


def advise(view: TricksView, rng: random.Random, fixed: bool = False,
           premium_trio: Sequence[int] | None = None) -> tuple[str, Advice]:
    """:func:`hint_for`'s sentence and what it advises, for the table to put the focus on it
    (T-28): ``("play", card)``, ``("bid", (three cards, premium, chance))`` or ``("premium", choice)``
    (a premium: ``"declare"``, ``"reveal"`` or None, no premium). The sentence is a
    :class:`~game.i18n.Reworded` one, worded from the search's result (:func:`bid_sentence`,
    :func:`premium_sentence`, the play's reasons), so a hint still waiting to be said when the
    language changes is said in the new one without searching again. Raises ValueError when the
    view's seat has nothing to decide."""
    if view.phase == "bidding" and view.seat in view.to_act:
        if premium_trio is not None:
            sentence, premium = _premium_hint(view, rng, premium_trio, fixed)
            return sentence, ("premium", premium)
        sentence, (cards, premium, chance) = _bid_hint(view, rng, fixed)
        return sentence, ("bid", (cards, premium, chance))
    if view.phase == "play" and view.legal_plays:
        play = choose_play_hard(view, rng, PLAY_BUDGET.fixed() if fixed else PLAY_BUDGET)
        return Reworded(lambda: _play_reason(view, play.seat, play.card)), ("play", play.card)
    raise ValueError("nothing to decide")


__all__ = ["Advice", "advise", "bid_hint", "bid_sentence", "hint_for", "play_hint", "premium_hint", "premium_sentence",
           "thinking_text"]
