"""The trick game's words for a deal's end: bids made and missed, premiums, points, the summary (T-15 to T-24)."""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.cards import Card, Suit
from ...engine.perspective import Perspective
from ...card_names import suit_name
from ...i18n import N_, _, join_words, ngettext, pgettext
from ..events import DealScored, DealStarted, GameBonus
from ..rules import GAME_TARGET, PREMIUM_POINTS
from .words import card_list, counts_text, name, premium_verb, seat_order, the_card


# ----------------------------------------------------------------------- the deal's end
Premiums = Sequence[tuple[int, str]]
"""The premiums that stood this deal: ``(seat, "declare" | "reveal")`` (from PremiumsResolved)."""


def missed_premiums(event: DealScored, premiums: Premiums) -> list[tuple[int, str]]:
    """T-16, T-23: the standing premiums whose player missed the bid."""
    return [(seat, kind) for seat, kind in premiums if not event.made[seat]]


def points_parts(me: Perspective, seat: int, event: DealScored, dummy: int | None, premiums: Premiums) -> list[str]:
    """Where a hand's points came from: "3 tricks", "20 bonus" (T-15 / Oxford), "30 for the
    declare" (T-16, T-24), "30 from Anna's missed declare", "60 from your and Anna's missed
    declares" (T-16, T-23)."""
    tricks = event.tricks[seat]
    premium = event.premium_points[seat]
    bonus = event.points[seat] - tricks - premium
    parts = [ngettext("{count} trick", "{count} tricks", tricks).format(count=tricks)]
    if bonus:
        parts.append(_("{points} bonus").format(points=bonus))
    own = 0
    kind = dict(premiums).get(seat)
    if kind is not None and event.made[seat]:
        own = PREMIUM_POINTS[kind]
        parts.append((_("{points} for the declare") if kind == "declare"
                      else _("{points} for the reveal")).format(points=own))
    elif seat == dummy and event.made[seat] and event.tricks[seat] == event.bids[seat] and premium:
        own = PREMIUM_POINTS["declare"]
        parts.append(_("{points} for the exact bid").format(points=own))
    gained = premium - own
    if gained > 0:
        missed = [(s, k) for s, k in missed_premiums(event, premiums) if s != seat]
        if not missed:  # whose premium gave them is not known here: never a list with no name in it
            parts.append(_("{points} from premiums").format(points=gained))
        elif len(missed) == 1:
            other, other_kind = missed[0]
            if me.is_me(other):
                message = (_("{points} from your missed declare") if other_kind == "declare"
                           else _("{points} from your missed reveal"))
            else:
                message = (_("{points} from {name}'s missed declare") if other_kind == "declare"
                           else _("{points} from {name}'s missed reveal"))
            parts.append(message.format(points=gained, name=name(me, other, dummy)))
        else:
            whose = join_words([pgettext("whose missed premium", "your") if me.is_me(other)
                                else pgettext("whose missed premium", "{name}'s").format(name=name(me, other, dummy))
                                for other, _kind in missed])
            kinds = {other_kind for _seat, other_kind in missed}
            if kinds == {"declare"}:
                message = _("{points} from {whose} missed declares")
            elif kinds == {"reveal"}:
                message = _("{points} from {whose} missed reveals")
            else:
                message = _("{points} from {whose} missed premiums")
            parts.append(message.format(points=gained, whose=whose))
    return parts


def seat_result(me: Perspective, seat: int, event: DealScored, dummy: int | None, premiums: Premiums = ()) -> str:
    """"You bid 2 and took 2: made, 22 points: 2 tricks, 20 bonus." / "You declared 4 and took
    1: missed, 1 point." (a standing premium says "declared" or "revealed" for "bid") / "Bob bid
    4 and took 5: missed, 35 points: 5 tricks, 30 from your missed declare." / "The dummy bid 6
    and took 5, fewer than its bid: succeeded, 5 points." (T-14..T-16, T-23, T-24)."""
    bid, took, points = event.bids[seat], event.tricks[seat], event.points[seat]
    fewer = seat == dummy and event.made[seat] and took < bid
    if fewer:
        result = ngettext("succeeded, {count} point", "succeeded, {count} points", points)
    elif event.made[seat]:
        result = ngettext("made, {count} point", "made, {count} points", points)
    else:
        result = ngettext("missed, {count} point", "missed, {count} points", points)
    result = result.format(count=points)
    parts = points_parts(me, seat, event, dummy, premiums)
    if len(parts) > 1:
        result = _("{result}: {parts}").format(result=result, parts=", ".join(parts))
    kind = dict(premiums).get(seat)
    # the count of tricks taken is a plural (es "ganó 3 bazas", ru "взято 3 взятки"), never a bare
    # number that could be heard as points; English says "took 3" in both forms
    if fewer:
        message = ngettext("The dummy bid {bid} and took {took}, fewer than its bid: {result}.",
                           "The dummy bid {bid} and took {took}, fewer than its bid: {result}.", took)
    elif me.is_me(seat) and kind == "declare":
        message = ngettext("You declared {bid} and took {took}: {result}.",
                           "You declared {bid} and took {took}: {result}.", took)
    elif me.is_me(seat) and kind == "reveal":
        message = ngettext("You revealed {bid} and took {took}: {result}.",
                           "You revealed {bid} and took {took}: {result}.", took)
    elif me.is_me(seat):
        message = ngettext("You bid {bid} and took {took}: {result}.",
                           "You bid {bid} and took {took}: {result}.", took)
    elif kind == "declare":
        message = ngettext("{name} declared {bid} and took {took}: {result}.",
                           "{name} declared {bid} and took {took}: {result}.", took)
    elif kind == "reveal":
        message = ngettext("{name} revealed {bid} and took {took}: {result}.",
                           "{name} revealed {bid} and took {took}: {result}.", took)
    else:
        message = ngettext("{name} bid {bid} and took {took}: {result}.",
                           "{name} bid {bid} and took {took}: {result}.", took)
    return message.format(name=name(me, seat, dummy), bid=bid, took=took, result=result)


def summary_trumps_text(started: DealStarted | None, upcoming: DealStarted | None, successes: int,
                        scored_deal: tuple[Suit | None, Card | None] | None = None) -> str:
    """T key on the deal summary (T-8, T-25..T-28): "This deal had no trumps. Next deal: hearts,
    2 made their bid."; "This deal's trumps: clubs. The joker counted as the 7 of clubs. ..." (it
    said "This deal: clubs.", without the word trumps, found by a tester by ear). The next deal's
    trumps are said only when the deal just scored sets them (standard rules); the classic
    turn-up and the Oxford stock card are told when that deal starts. ``scored_deal``: the trumps
    of the deal just scored and the card the joker stood for in it, when ``started`` is not its
    start (a table back after it began: from the view's ``last_trumps`` and ``last_joker_as``)."""
    if scored_deal is not None:
        trumps, joker_as = scored_deal
    else:
        trumps, joker_as = (started.trumps, started.joker_as) if started is not None else (None, None)
    parts = [_("This deal's trumps: {suit}.").format(suit=suit_name(trumps)) if trumps is not None
             else _("This deal had no trumps.")]
    if joker_as is not None:
        parts.append(_("The joker counted as {card}.").format(card=the_card(joker_as)))
    if upcoming is None:
        return " ".join(parts)
    if upcoming.first_deal and upcoming.turn_up is not None:  # classic (T-26): never no trumps by T-5
        parts.append(next_game_text(upcoming))
    elif upcoming.first_deal:
        parts.append(_("Next deal: no trumps, game {number} starts.").format(number=upcoming.game_number))
    elif upcoming.turn_up is not None:
        parts.append(_("Next deal: a turned-up card sets trumps."))
    elif upcoming.trump_card is not None:
        parts.append(_("Next deal: the next card of the trump stock sets trumps."))
    elif upcoming.trumps is not None:
        parts.append((_("Next deal's trumps: {suit}, because nobody made their bid.") if successes == 0 else
                      ngettext("Next deal's trumps: {suit}, because {count} made their bid.",
                               "Next deal's trumps: {suit}, because {count} made their bid.", successes)).format(
            suit=suit_name(upcoming.trumps), count=successes))
    else:
        parts.append((_("Next deal: no trumps, nobody made their bid.") if successes == 0 else
                      ngettext("Next deal: no trumps, {count} made their bid.",
                               "Next deal: no trumps, {count} made their bid.", successes)).format(count=successes))
    return " ".join(parts)


SUMMARY_STATUS = {
    "table": N_("The deal is over: no cards on the table."),
    "hand": N_("Your hand is empty until the next deal."),
    "dummy": N_("The dummy's hand is empty until the next deal."),
    "revealed": N_("The deal is over: no hand is face up."),
}
"""V, H, D and R on the deal summary: every hand is played out (T-28)."""


def summary_status_text(key: str, dummy: int | None) -> str:
    """V, H, D or R (``key`` "table", "hand", "dummy", "revealed") on the deal summary; D without
    a dummy says there is none."""
    if key == "dummy" and dummy is None:
        return _("There is no dummy: it plays only in the 2-player game.")
    return _(SUMMARY_STATUS[key])


def dummy_rule_text(dummy: int | None) -> str:
    """T-24, said once in the summary: how the dummy succeeds."""
    if dummy is None:
        return ""
    return _("The dummy makes its bid by taking its bid or fewer.")


def scores_words(me: Perspective, totals: Sequence[int], dummy: int | None) -> str:
    """"you 45, Anna 30, Bob 12": in :func:`seat_order`."""
    return counts_text(me, totals, dummy)


def deal_scored_text(me: Perspective, event: DealScored, dummy: int | None, scoring: str,
                     premiums: Premiums = ()) -> str:
    """T-29: "Deal over. You declared 2 and took 1: missed, 1 point. Anna bid 3 and took 3:
    made, 53 points: 3 tricks, 20 bonus, 30 from your missed declare. ... Scores: you 1, Anna
    53." (a missed premium is said once, in each gainer's points)."""
    parts = [_("Deal over.")]
    for seat in seat_order(me, len(event.bids)):
        parts.append(seat_result(me, seat, event, dummy, premiums))
    parts.append(totals_sentence(me, event.totals, event.game_scores, dummy, scoring))
    return " ".join(parts)


def dummy_premium_lines(event: DealScored, dummy: int | None, premiums: Premiums = ()) -> list[str]:
    """T-23, T-24: the premium points of the dummy, which has no sentence of its own for them:
    "Both declares missed: the dummy scores 60." (both live declarers missed) / "The dummy took
    exactly its bid: 30 more." ([] without a dummy or such points). Every other premium's points
    are said in its player's own sentence (:func:`headline_seat`)."""
    if dummy is None:
        return []
    lines = []
    standing = dict(premiums)
    if len([seat for seat in standing if not event.made[seat]]) == 2:
        lines.append(_("Both declares missed: the dummy scores {points}.").format(
            points=2 * PREMIUM_POINTS["declare"]))
    if event.made[dummy] and event.tricks[dummy] == event.bids[dummy] and event.premium_points[dummy]:
        lines.append(_("The dummy took exactly its bid: {points} more.").format(points=PREMIUM_POINTS["declare"]))
    return lines


def headline_seat(me: Perspective, seat: int, event: DealScored, dummy: int | None, premiums: Premiums = ()) -> str:
    """T-29, one hand's sentence in the deal's headline: its bid, what it took when it missed, and
    a standing premium's points with their reason in the same sentence, so that each miss is named
    once (T-16). Yours is said as the others' are, the bid first, so that lines compared by ear
    run parallel (was "You made your bid of 3." beside "Bob bid 3 and made it."): "You bid 3 and
    made it." / "You bid 6 and took 4: missed." / "You declared 3 and made it: 30 more." / "You
    revealed 4 and took 2: missed; the others score 60 each." / "Bob bid 3 and made it." / "Anna
    bid 4 and took 2: missed." / "Anna declared 3 and made it: 30 more." / "Anna declared 3 and
    took 2: missed; the others score 30 each."; when both live declarers missed (T-23) no "the
    others" ("Anna declared 4 and took 6: missed.": :func:`dummy_premium_lines` says the dummy's
    60); the dummy (T-24): "The dummy bid 3 and made it." / "The dummy bid 3 and took 2: fewer
    than its bid counts as made." / "The dummy bid 2 and took 5: missed."."""
    bid, took, made = event.bids[seat], event.tricks[seat], event.made[seat]
    kind = dict(premiums).get(seat)
    points = PREMIUM_POINTS[kind] if kind is not None else 0
    both_missed = dummy is not None and len([other for other, _kind in premiums if not event.made[other]]) == 2
    declare = kind == "declare"
    # what was taken is a plural count of tricks (es "ganó 3 bazas", ru "взято 3 взятки"), never a
    # bare number that could be heard as points; English says "took 3" in both forms
    if me.is_me(seat):
        if kind is None and made:
            message = _("You bid {bid} and made it.")
        elif kind is None:
            message = ngettext("You bid {bid} and took {took}: missed.",
                               "You bid {bid} and took {took}: missed.", took)
        elif made:
            message = _("You declared {bid} and made it: {points} more.") if declare else _(
                "You revealed {bid} and made it: {points} more.")
        elif both_missed:
            message = ngettext("You declared {bid} and took {took}: missed.",
                               "You declared {bid} and took {took}: missed.", took)
        elif declare:
            message = ngettext("You declared {bid} and took {took}: missed; the others score {points} each.",
                               "You declared {bid} and took {took}: missed; the others score {points} each.", took)
        else:
            message = ngettext("You revealed {bid} and took {took}: missed; the others score {points} each.",
                               "You revealed {bid} and took {took}: missed; the others score {points} each.", took)
        return message.format(bid=bid, took=took, points=points)
    if seat == dummy and made and took < bid:  # T-24: fewer also succeeds; more misses, said as anyone's miss
        return ngettext("The dummy bid {bid} and took {took}: fewer than its bid counts as made.",
                        "The dummy bid {bid} and took {took}: fewer than its bid counts as made.", took).format(
            bid=bid, took=took)
    if kind is None and made:
        message = _("{name} bid {bid} and made it.")
    elif kind is None:
        message = ngettext("{name} bid {bid} and took {took}: missed.",
                           "{name} bid {bid} and took {took}: missed.", took)
    elif made:
        message = _("{name} declared {bid} and made it: {points} more.") if declare else _(
            "{name} revealed {bid} and made it: {points} more.")
    elif both_missed:
        message = ngettext("{name} declared {bid} and took {took}: missed.",
                           "{name} declared {bid} and took {took}: missed.", took)
    elif declare:
        message = ngettext("{name} declared {bid} and took {took}: missed; the others score {points} each.",
                           "{name} declared {bid} and took {took}: missed; the others score {points} each.", took)
    else:
        message = ngettext("{name} revealed {bid} and took {took}: missed; the others score {points} each.",
                           "{name} revealed {bid} and took {took}: missed; the others score {points} each.", took)
    return message.format(name=name(me, seat, dummy), bid=bid, took=took, points=points)


def deal_headline(me: Perspective, event: DealScored, dummy: int | None, scoring: str, premiums: Premiums = ()) -> str:
    """T-29, said at a deal's end, whole sentences (each player's points are in the summary, not
    here): each hand's bid and outcome, one sentence each (:func:`headline_seat`), in the fixed
    order of the scores (:func:`seat_order`: you first, then the others as the table lists them,
    the dummy at its seat; found by a tester by ear: the made ones first, so the order changed
    from deal to deal and could not be followed), the dummy's premium points
    (:func:`dummy_premium_lines`), the scores: "You bid 6 and took 4: missed. Anna bid 4 and
    took 2: missed. Bob bid 3 and made it. Scores: you 12, Anna 40, Bob 33."; a standing
    premium's points with their reason in its player's sentence, each miss named once (T-16):
    "... Anna declared 3 and took 2: missed; the others score 30 each. Scores: ..."; the dummy
    (T-24): "The dummy bid 2 and took 5: missed."; a spectator hears every hand by name, in seat
    order: "Anna bid 4 and took 2: missed. Bob bid 3 and made it. Zoe bid 1 and took 3: missed.
    Scores: ..."."""
    parts = [headline_seat(me, seat, event, dummy, premiums) for seat in seat_order(me, len(event.bids))]
    parts.extend(dummy_premium_lines(event, dummy, premiums))
    parts.append(totals_sentence(me, event.totals, event.game_scores, dummy, scoring))
    return " ".join(parts)


def next_trumps_line(successes: int, upcoming: DealStarted | None) -> str:
    """The summary's line on why the next deal's trumps are what they are (T-5, standard rules
    only; "" otherwise): "1 bid made: next deal's trumps are spades." / "No bid made: the next
    deal has no trumps."; the next deal starting a game of a match (T-18), in every variant:
    "Next deal: game 2 starts, with no trumps." (:func:`next_game_text`; that summary had no
    such line, found by a tester by ear)."""
    if upcoming is not None and upcoming.first_deal:
        return next_game_text(upcoming)
    if upcoming is None or upcoming.turn_up is not None or upcoming.trump_card is not None:
        return ""
    if successes == 0:
        return (_("No bid made: next deal's trumps are {suit}.").format(suit=suit_name(upcoming.trumps))
                if upcoming.trumps is not None else _("No bid made: the next deal has no trumps."))
    if upcoming.trumps is None:
        return ngettext("{count} bid made: the next deal has no trumps.",
                        "{count} bids made: the next deal has no trumps.", successes).format(count=successes)
    return ngettext("{count} bid made: next deal's trumps are {suit}.",
                    "{count} bids made: next deal's trumps are {suit}.", successes).format(
        count=successes, suit=suit_name(upcoming.trumps))


def next_game_text(upcoming: DealStarted) -> str:
    """T-5, T-18: the next deal starts a new game of a Parlett match: "Next deal: game 2 starts,
    with no trumps." (classic, T-26: "Next deal: game 2 starts; a turned-up card sets trumps.")."""
    if upcoming.turn_up is not None:
        return _("Next deal: game {number} starts; a turned-up card sets trumps.").format(number=upcoming.game_number)
    return _("Next deal: game {number} starts, with no trumps.").format(number=upcoming.game_number)


def game_ended_by(event: DealScored, scoring: str) -> bool:
    """T-18: True when the deal ``event`` scored ended a Parlett game (someone's game score
    reached 100 in it)."""
    return scoring in ("parlett_game", "parlett_match") and max(event.game_scores) >= GAME_TARGET


def no_bonus_line(me: Perspective, seat: int, game_score: int, dummy: int | None) -> str:
    """T-18, a summary line for a hand that reached 100 in the game's last deal but missed its
    bid: "Carl reaches 100 but missed the bid: no game bonus."."""
    if me.is_me(seat):
        return _("You reach {score} but missed your bid: no game bonus.").format(score=game_score)
    if seat == dummy:
        return _("The dummy reaches {score} but missed its bid: no game bonus.").format(score=game_score)
    return _("{name} reaches {score} but missed the bid: no game bonus.").format(
        name=name(me, seat, dummy), score=game_score)


def game_bonus_line(me: Perspective, event: GameBonus, game_score: int, dummy: int | None) -> str:
    """T-18, a summary line: "Anna reaches 101 having made her bid: game bonus 100, total 201."
    (``game_score`` is the game score before the bonus)."""
    total = game_score + event.amount
    if me.is_me(event.seat):
        return _("You reach {score} having made your bid: game bonus {amount}, total {total}.").format(
            score=game_score, amount=event.amount, total=total)
    if event.seat == dummy:
        return _("The dummy reaches {score} having made its bid: game bonus {amount}, total {total}.").format(
            score=game_score, amount=event.amount, total=total)
    return _("{name} reaches {score} having made the bid: game bonus {amount}, total {total}.").format(
        name=name(me, event.seat, dummy), score=game_score, amount=event.amount, total=total)


def dummy_ended_line(me: Perspective, scores: Sequence[int], dummy: int | None, target: int,
                     winners: Sequence[int]) -> str:
    """T-17, T-25: when the dummy's score ended the game: "The dummy reached 117: that ends the
    game, but the dummy never wins." ("" when the dummy did not reach ``target``). Said after
    the winner, who is named once (:func:`results_lines`)."""
    if dummy is None or scores[dummy] < target or not winners:
        return ""
    return _("The dummy reached {score}: that ends the game, but the dummy never wins.").format(score=scores[dummy])


def lapsed_text(me: Perspective, seat: int, kind: str, standing: Sequence[tuple[int, str]]) -> str:
    """T-9: why an offer lapses: "Your offer to declare lapses: Bob sits nearer the dealer's
    left." / "Anna's offer to declare lapses: you reveal, and a reveal beats a declare."."""
    winner = next(((other, other_kind) for other, other_kind in standing if other != seat), None)
    if winner is None:
        return (_("Your offer to {kind} lapses.") if me.is_me(seat)
                else _("{name}'s offer to {kind} lapses.")).format(name=name(me, seat), kind=premium_verb(kind))
    other, other_kind = winner
    if other_kind == "reveal" and kind == "declare":
        if me.is_me(seat):
            return _("Your offer to declare lapses: {name} reveals, and a reveal beats a declare.").format(
                name=name(me, other))
        if me.is_me(other):
            return _("{name}'s offer to declare lapses: you reveal, and a reveal beats a declare.").format(
                name=name(me, seat))
        return _("{name}'s offer to declare lapses: {other} reveals, and a reveal beats a declare.").format(
            name=name(me, seat), other=name(me, other))
    if me.is_me(seat):
        return _("Your offer to {kind} lapses: {name} sits nearer the dealer's left.").format(
            kind=premium_verb(kind), name=name(me, other))
    if me.is_me(other):
        return _("{name}'s offer to {kind} lapses: you sit nearer the dealer's left.").format(
            name=name(me, seat), kind=premium_verb(kind))
    return _("{name}'s offer to {kind} lapses: {other} sits nearer the dealer's left.").format(
        name=name(me, seat), kind=premium_verb(kind), other=name(me, other))


def totals_sentence(me: Perspective, totals: Sequence[int], game_scores: Sequence[int], dummy: int | None,
                    scoring: str) -> str:
    """"Scores: you 45, Anna 30." or, in a Parlett match, game and match scores."""
    if scoring == "parlett_match":
        return _("Game scores: {games}. Match: {match}.").format(games=scores_words(me, game_scores, dummy),
                                                                 match=scores_words(me, totals, dummy))
    return _("Scores: {scores}.").format(scores=scores_words(me, totals, dummy))


class SummaryLines(list[str]):
    """The deal summary's lines (:func:`summary_lines`), with :attr:`headline`: the indexes of
    the lines that say what matters, said to one who watches (who made their bid, the scores);
    the rest is read with the arrows."""

    headline: tuple[int, ...] = (0,)


def summary_lines(me: Perspective, event: DealScored, dummy: int | None, scoring: str, premiums: Premiums = (),
                  joker_as: Card | None = None, last: bool = False, upcoming: DealStarted | None = None,
                  bonuses: Sequence[GameBonus] = (), game_bonuses: Sequence[int] = (),
                  watching: bool = False, deals_left: str = "") -> SummaryLines:
    """The end-of-deal summary read line by line: one line per hand (with its premium and bid
    cards), the dummy's rule, the game bonuses won (T-18, each with the new total) and missed (a
    hand that reached 100 but missed its bid: :func:`no_bonus_line`), then every hand's count in
    ``game_bonuses``, the scores (Oxford Whist: with ``deals_left``, "3 deals
    left.", T-27), why the next deal's trumps are what they are (T-5, from ``upcoming``; a new
    game of a match: :func:`next_game_text`, T-18), then
    what Enter does (not for a spectator, ``watching``: the next deal follows by itself). Its
    ``headline``: the first line ("Deal 2: 1 of 3 made their bid.") and the scores'."""
    hands = len(event.bids)
    lines = [ngettext("Deal {deal}: {count} of {hands} made their bid.",
                      "Deal {deal}: {count} of {hands} made their bid.", event.successes).format(
        deal=event.deal, count=event.successes, hands=hands)]
    for seat in seat_order(me, hands):
        lines.append(seat_result(me, seat, event, dummy, premiums) + " " +
                     _("Bid cards: {cards}.").format(cards=card_list(event.bid_cards[seat], joker_as)))
    if dummy is not None:
        lines.append(dummy_rule_text(dummy))
    won = {bonus.seat: bonus for bonus in bonuses}
    ended = game_ended_by(event, scoring)
    for seat in seat_order(me, hands):  # T-18: who reached 100, with or without the game bonus
        if seat in won:
            lines.append(game_bonus_line(me, won[seat], event.game_scores[seat], dummy))
        elif ended and event.game_scores[seat] >= GAME_TARGET and not event.made[seat]:
            lines.append(no_bonus_line(me, seat, event.game_scores[seat], dummy))
    if bonuses and game_bonuses:
        lines.append(_("Game bonuses: {counts}.").format(counts=counts_text(me, game_bonuses, dummy)))
    if bonuses:
        totals = list(event.totals)
        game_scores = list(event.game_scores)
        for bonus in bonuses:
            totals[bonus.seat] += bonus.amount
            game_scores[bonus.seat] += bonus.amount
        lines.append(totals_sentence(me, totals, game_scores, dummy, scoring))
    else:
        lines.append(totals_sentence(me, event.totals, event.game_scores, dummy, scoring))
    if deals_left:
        lines[-1] += " " + deals_left
    headline = (0, len(lines) - 1)
    trumps_line = next_trumps_line(event.successes, upcoming)
    if trumps_line:
        lines.append(trumps_line)
    if not watching:
        lines.append(_("Press Enter to see the results.") if last else _("Press Enter to go on to the next deal."))
    summary = SummaryLines(lines)
    summary.headline = headline
    return summary
