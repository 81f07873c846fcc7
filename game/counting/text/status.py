"""The counting game's status answers: total, tokens, turn, hand, a card's effect, value choices, the opening
(C-22, C-23)."""

from __future__ import annotations

from collections.abc import Sequence

from ...card_names import card_name
from ...engine.cards import Card
from ...engine.perspective import Perspective
from ...i18n import N_, _, join_words, ngettext, npgettext, pgettext
from ..rules import (AGAIN, DOUBLE, HALVE, REVERSE, SKIP, apply_card, crossings, passing_cost, put_out, reaching_cost,
                     turn_effect, value_choices)
from ..state import CountingView
from .refusals import DRAW_REMINDER, EMPTY_HAND_DRAW, HAND_EMPTY, OUT_OF_GAME, game_over_text, waiting_text
from .words import (_deals_sentence, _order_sentence, _turn_sentence, capital, card_list, counts_text,
                    enter_plays_text, player_name, thresholds_words)


# ----------------------------------------------------------------------- status answers
def total_text(total: int) -> str:
    """C key: "Total 57."."""
    return _("Total {total}.").format(total=total)


def tokens_text(me: Perspective, view: CountingView) -> str:
    """S key: "Tokens: you 5, Anna 3, Bob out."."""
    counts = [None if seat in view.eliminated else count for seat, count in enumerate(view.tokens)]
    return _("Tokens: {counts}.").format(counts=counts_text(me, counts))


def turn_text(me: Perspective, view: CountingView, waiting: bool = False, away: str = "", told: bool = False) -> str:
    """T key: "Your turn. Play goes clockwise." / "Anna's turn. ..."; at the end, "The game is
    over. Anna wins." (:func:`game_over_text`);
    ``waiting`` (the next player holds its card for the human's draw, C-8): "Anna is waiting for
    your draw: press Space. Play goes clockwise."; the human's own turn while the human may still
    draw (a jack with two players, C-16): "Your turn. You can still draw: press Space. Play goes
    clockwise."; ``away`` (online: the player whose turn it is lost the connection) comes right
    after the turn: "Ben's turn. Ben is away: their seat is held for 40 more seconds. Play goes
    clockwise."; with two players in, the direction means nothing (C-17): "Your turn. Two
    players: the turns alternate."; ``told`` (the human's turn line is being said or waits, and
    says "Your turn." right before or after this answer, C-22, C-23): without that sentence, so
    it is not heard twice in a row ("Play goes clockwise: you, Anna and Bob." / "Your turn.
    Total 67. ..."; found by ear: "Your turn. Play goes ..." then "Your turn. Total 67. ...")."""
    if view.turn is None:
        return game_over_text(me, view.winner)
    goes = _order_sentence(me, view.turn, view.direction, view.options.players, view.eliminated)
    if waiting:
        return f"{waiting_text(me, view.turn)} {goes}"
    if me.is_me(view.turn) and me.is_me(view.drawer):
        return f"{_(DRAW_REMINDER)} {goes}" if told else f"{_('Your turn.')} {_(DRAW_REMINDER)} {goes}"
    if me.is_me(view.turn) and told:
        return goes
    if away:
        return f"{_turn_sentence(me, view.turn)} {away} {goes}"
    return f"{_turn_sentence(me, view.turn)} {goes}"


def pile_text(view: CountingView) -> str:
    """P key: "Pile: king of spades. Stock 40 cards." / "Pile: empty. Stock 1 card."."""
    count = view.stock_size
    if view.pile_top is None:
        return ngettext("Pile: empty. Stock {count} card.", "Pile: empty. Stock {count} cards.", count).format(
            count=count)
    return ngettext("Pile: {card}. Stock {count} card.", "Pile: {card}. Stock {count} cards.", count).format(
        card=card_name(view.pile_top), count=count)


def cards_text(me: Perspective, view: CountingView) -> str:
    """N key: cards held by each player: "Cards: you 3, Anna 3, Bob 2, Carl out."."""
    counts = [None if seat in view.eliminated else count for seat, count in enumerate(view.hand_counts)]
    return _("Cards: {counts}.").format(counts=counts_text(me, counts))


def round_text(me: Perspective, view: CountingView) -> str:
    """R key: "Round 2. Anna deals." / "Round 1. You deal."."""
    return _deals_sentence(me, view.round, view.dealer)


def hand_text(hand: Sequence[Card], out: bool = False) -> str:
    """H key: "Your cards: 6 of hearts, queen of spades." or "Your hand is empty."; ``out`` (the
    human is eliminated, C-18): "You are out of the game."."""
    if out:
        return _(OUT_OF_GAME)
    if not hand:
        return _(HAND_EMPTY)
    return _("Your cards: {cards}.").format(cards=card_list(hand))


def put_out_text(me: Perspective, seats: Sequence[int]) -> str:
    """Who a card about to be played would put out of the game (C-12, C-14, C-18), a clause of
    the sentences that preview it: "Anna is out" / "Anna and Bob are out"."""
    if len(seats) == 1:
        # TRANSLATORS: a clause inside what a card would do if played now ("reaches 33: Anna is
        # out, you win the game."); {name} is a player's name, in the nominative.
        return pgettext("who a card in hand would put out", "{name} is out").format(name=player_name(me, seats[0]))
    # TRANSLATORS: as "{name} is out", for 2 players or more: {names} is "Anna and Bob".
    return pgettext("who a card in hand would put out", "{names} are out").format(
        names=join_words([player_name(me, seat) for seat in seats]))


def _reaching_words(me: Perspective | None, reached: int, others: Sequence[int] | None,
                    tokens: Sequence[int] | None) -> tuple[str, bool]:
    """A threshold a card in hand would reach (C-12, C-14) and what it does to the other players
    still in (``others``, with every seat's ``tokens``), as a clause of a focus line or a value
    choice, and whether the game would end by it (C-18, C-20): who it puts out first, then that
    the game is won, or who still pays: "reaches 33: Anna is out, you win the game" (True) /
    "reaches 66: Anna is out, Bob loses 1 token" / "reaches 99: Anna is out, you win the round,
    the others lose 2 tokens"; no one going out, who pays (one other player in: their name):
    "reaches 33: the others lose 1 token" / "reaches 66: Anna loses 1 token" / "reaches 99: you
    win the round, the others lose 2 tokens"."""
    out = put_out(reached, others, tokens) if me is not None and others and tokens is not None else []
    left = [seat for seat in others if seat not in out] if others is not None else []
    count = reaching_cost(reached)
    one = left[0] if len(left) == 1 and me is not None else None
    values = {"threshold": reached, "count": count, "out": put_out_text(me, out) if out else "",
              "name": player_name(me, one) if one is not None else ""}
    if out and not left:
        # TRANSLATORS: a clause of what a card in hand would do: {out} is who it puts out ("Anna is out",
        # "Anna and Bob are out"), everyone else, so the player wins the game; {threshold}: 33, 66 or 99.
        return pgettext("what a card in hand would do", "reaches {threshold}: {out}, you win the game").format(
            **values), True
    if out and reached == 99 and one is not None:
        # TRANSLATORS: {out} as in "reaches {threshold}: {out}, you win the game"; {name}: the one other
        # player still in after it, who pays.
        said = npgettext("what a card in hand would do",
                         "reaches 99: {out}, you win the round, {name} loses {count} token",
                         "reaches 99: {out}, you win the round, {name} loses {count} tokens", count)
    elif out and reached == 99:
        # TRANSLATORS: {out} as in "reaches {threshold}: {out}, you win the game"; the others still in
        # after it pay.
        said = npgettext("what a card in hand would do",
                         "reaches 99: {out}, you win the round, the others lose {count} token",
                         "reaches 99: {out}, you win the round, the others lose {count} tokens", count)
    elif out and one is not None:
        # TRANSLATORS: {out} as in "reaches {threshold}: {out}, you win the game"; {name}: the one other
        # player still in after it, who pays.
        said = npgettext("what a card in hand would do", "reaches {threshold}: {out}, {name} loses {count} token",
                         "reaches {threshold}: {out}, {name} loses {count} tokens", count)
    elif out:
        # TRANSLATORS: {out} as in "reaches {threshold}: {out}, you win the game"; the others still in
        # after it pay.
        said = npgettext("what a card in hand would do", "reaches {threshold}: {out}, the others lose {count} token",
                         "reaches {threshold}: {out}, the others lose {count} tokens", count)
    elif reached == 99 and one is not None:
        # TRANSLATORS: a clause of what a card in hand would do: reaching 99 wins the round and the
        # one other player still in ({name}) pays.
        said = npgettext("what a card in hand would do", "reaches 99: you win the round, {name} loses {count} token",
                         "reaches 99: you win the round, {name} loses {count} tokens", count)
    elif reached == 99:
        said = npgettext("what a card in hand would do", "reaches 99: you win the round, the others lose {count} token",
                         "reaches 99: you win the round, the others lose {count} tokens", count)
    elif one is not None:
        # TRANSLATORS: a clause of what a card in hand would do: {threshold} is 33 or 66; {name}: the one
        # other player still in, who pays.
        said = npgettext("what a card in hand would do", "reaches {threshold}: {name} loses {count} token",
                         "reaches {threshold}: {name} loses {count} tokens", count)
    else:
        # TRANSLATORS: a clause of what a card in hand would do: {threshold} is 33 or 66.
        said = npgettext("what a card in hand would do", "reaches {threshold}: the others lose {count} token",
                         "reaches {threshold}: the others lose {count} tokens", count)
    return said.format(**values), False


def _human_tokens(me: Perspective | None, tokens: Sequence[int] | None) -> int | None:
    """The human's own tokens in ``tokens`` (every seat's, by seat), or None when not known."""
    if me is None or me.seat is None or tokens is None or me.seat >= len(tokens):
        return None
    return tokens[me.seat]


def _passing_words(me: Perspective | None, passed: tuple[int, ...], others: Sequence[int] | None,
                   mine: int | None) -> tuple[str, bool]:
    """The thresholds a card in hand would pass and what they cost its player (C-13, C-15,
    ``passing_cost``), as a clause of a focus line or a value choice, and whether the game would
    end by it: "passes 33: you lose 1 token" / "passes 66 and 99: you lose 3 tokens"; with the
    human's tokens (``mine``) too few to pay (C-18): "passes 66: you lose 1 token and are out";
    and when that leaves one other player in (``others``), who wins, the game's end first
    (C-20): "passes 66: you are out, Anna wins the game" (True)."""
    cost = passing_cost(passed)
    values = {"thresholds": thresholds_words(passed), "count": cost}
    if mine is not None and mine < cost and me is not None and others is not None and len(others) == 1:
        # TRANSLATORS: a clause of what a card in hand would do: passing the threshold puts the
        # player out (they cannot pay) and the one other player left ({name}) wins the game.
        said = pgettext("what a card in hand would do", "passes {thresholds}: you are out, {name} wins the game")
        return said.format(name=player_name(me, others[0]), **values), True
    if mine is not None and mine < cost:
        # TRANSLATORS: a clause of what a card in hand would do: {thresholds} is "33", "66 and 99".
        return npgettext("what a card in hand would do", "passes {thresholds}: you lose {count} token and are out",
                         "passes {thresholds}: you lose {count} tokens and are out", cost).format(**values), False
    # TRANSLATORS: a clause of what a card in hand would do: {thresholds} is "33", "66 and 99".
    return npgettext("what a card in hand would do", "passes {thresholds}: you lose {count} token",
                     "passes {thresholds}: you lose {count} tokens", cost).format(**values), False


def _crossing_words(me: Perspective | None, old: int, new: int, others: Sequence[int] | None,
                    tokens: Sequence[int] | None, mine: int | None = None) -> tuple[list[str], bool]:
    """What a card in hand taking the total from ``old`` to ``new`` would do at the thresholds,
    as clauses of a focus line or a value choice (one wording for both), and whether the game
    would end by it (C-12..C-15, C-18, C-20): a reach says who it puts out, then who still pays
    or that the game is won, else who pays (:func:`_reaching_words`: "reaches 33: Anna is out,
    Bob loses 1 token"); a pass says what it costs (:func:`_passing_words`), with the human's
    tokens ``mine`` (by default the human's in ``tokens``, every seat's by seat); [] when the
    card reaches and passes nothing."""
    reached, passed = crossings(old, new)
    parts: list[str] = []
    ends = False
    if reached is not None:
        said, ends = _reaching_words(me, reached, others, tokens)
        parts.append(said)
    if passed:
        said, ends_game = _passing_words(me, passed, others, _human_tokens(me, tokens) if mine is None else mine)
        parts.append(said)
        ends = ends or ends_game
    return parts, ends


def _value_outcome(total: int, new: int, me: Perspective | None = None, others: Sequence[int] | None = None,
                   tokens: Sequence[int] | None = None) -> str:
    """One value's total of an ace or a 10 played on ``total``, with the threshold it would reach
    or pass and what that costs (:func:`_crossing_words`, C-12..C-15): "102: passes 99: you lose
    2 tokens", "99: reaches 99: you win the round, the others lose 2 tokens", "33: reaches 33:
    the others lose 1 token", or only "92"; with the other seats still in (``others``) and every
    seat's ``tokens``, who reaching it would put out (C-18, C-20): "33: reaches 33: Anna is out,
    you win the game"."""
    parts = _crossing_words(me, total, new, others, tokens)[0]
    if not parts:
        return str(new)
    # TRANSLATORS: one value of an ace or a 10 in hand: {total} is the total it gives, {outcome}
    # what it does there ("passes 33: you lose 1 token"; "reaches 33: the others lose 1 token").
    return pgettext("one value of a card in hand", "{total}: {outcome}").format(total=new, outcome=", ".join(parts))


def card_outcome_text(card: Card, total: int, players_in: int, me: Perspective | None = None,
                      skipped: int | None = None, others: Sequence[int] | None = None,
                      all_tokens: Sequence[int] | None = None) -> str:
    """What ``card`` would do played now on ``total`` with ``players_in`` players still in, by
    the rule functions (C-10..C-17), its total first, then a threshold with what it costs and
    who pays (C-12..C-15, as a value choice says it, :func:`value_option_text`), then a turn
    effect (said only when the round would go on, C-14, C-15, C-20): "total 62" / "total 58 or
    68" (an ace, a 10: each value, lowest first; a 10 under 10 only adds, C-11) / with a
    threshold for either value, each value's own: "total 92, or 102: passes 99: you lose 2
    tokens" / "total 33: reaches 33: the others lose 1 token, or 43: passes 33: you lose 1
    token" / "total doubles to 62" / "total halves to 31" / "total stays 52" (a 9, or 0
    doubled) / "total 33, reaches 33: the others lose 1 token" (with one other player in
    (``others``), their name: "reaches 33: Anna loses 1 token") / "total 99, reaches 99: you
    win the round, the others lose 2 tokens" / "total 107, passes 99: you lose 2 tokens" /
    "total 40, passes 33: you lose 1 token, skips the next player" / with ``me`` and the seat a
    jack would skip (``skipped``, the next seat still in from the human's in the current
    direction): "total 40, passes 33: you lose 1 token, skips Bob" (when the card reaches 33 or
    66 the others pay and one may go out, so then "skips the next player", unless every seat's
    tokens, ``all_tokens``, show nobody goes out: "total 33, reaches 33: the others lose 1
    token, skips Anna") / "total 44,
    reverses direction" / "total 62, you play again" (a jack with two players in). With ``me``
    and every seat's tokens (``all_tokens``), a pass the human cannot pay says so (C-18):
    "total 78, passes 66: you lose 1 token and are out", and, with one other player left in, who
    wins the game (C-20; then no turn effect): "total 78, passes 66: you are out, Anna wins the
    game"; a card reaching 33, 66 or 99 says who it puts out (C-18) instead of who pays, and
    that it wins the game when no one else is left in (C-20; then no turn effect), else who still
    pays (as the value choice and the hint say it): "total 66, reaches 66: Bob is out, the others
    lose 1 token" / "total 33, reaches 33: Anna is out, you win the game" / "total
    33: reaches 33: Anna is out, you win the game, or 43: passes 33: you lose 1 token"."""
    values = value_choices(card, total) or [None]
    if len(values) > 1:
        low, high = sorted(apply_card(total, card, value)[0] for value in values)
        if not any(crossings(total, new) != (None, ()) for new in (low, high)):
            return pgettext("what a card in hand would do", "total {low} or {high}").format(low=low, high=high)
        return pgettext("what a card in hand would do", "total {low}, or {high}").format(
            low=_value_outcome(total, low, me, others, all_tokens),
            high=_value_outcome(total, high, me, others, all_tokens))
    new, operation = apply_card(total, card, values[0])
    if new == total:
        parts = [pgettext("what a card in hand would do", "total stays {total}").format(total=new)]
    elif operation == DOUBLE:
        parts = [pgettext("what a card in hand would do", "total doubles to {total}").format(total=new)]
    elif operation == HALVE:
        parts = [pgettext("what a card in hand would do", "total halves to {total}").format(total=new)]
    else:
        parts = [pgettext("what a card in hand would do", "total {total}").format(total=new)]
    said, ends = _crossing_words(me, total, new, others, all_tokens)
    parts.extend(said)
    if ends:  # the game is over (C-20): no turn effect follows
        return ", ".join(parts)
    reached, passed = crossings(total, new)
    effect = None if reached == 99 or 99 in passed else turn_effect(card, players_in)
    # a reach that costs the others a token may put the seat skipped out: named only when the
    # tokens show nobody goes out (C-12, C-16, C-18)
    nobody_out = reached is None or (others is not None and all_tokens is not None
                                     and not put_out(reached, others, all_tokens))
    if effect == SKIP and me is not None and skipped is not None and nobody_out and not me.is_me(skipped):
        parts.append(pgettext("what a card in hand would do", "skips {name}").format(name=player_name(me, skipped)))
    elif effect == SKIP:
        parts.append(pgettext("what a card in hand would do", "skips the next player"))
    elif effect == AGAIN:
        parts.append(pgettext("what a card in hand would do", "you play again"))
    elif effect == REVERSE:
        parts.append(pgettext("what a card in hand would do", "reverses direction"))
    return ", ".join(parts)


def focus_text(card: Card, slot: int, count: int, total: int, players_in: int, me: Perspective | None = None,
               skipped: int | None = None, others: Sequence[int] | None = None,
               all_tokens: Sequence[int] | None = None) -> str:
    """Left/Right: the card, what it would do played now (:func:`card_outcome_text`, with ``me``
    and ``skipped`` naming whom a jack would skip), its place (``slot`` from 0): "5 of spades:
    total 62, 3 of 3" / "Ace of clubs: total 58 or 68, 1 of 3" / "Jack of clubs: total 40, skips
    Bob, 1 of 3" (C-10, C-16, C-22); a value choice says its option's place as a choice ("Ace as
    1: total 47, choice 2 of 2."), never taken for this one. With the other seats still in
    (``others``) and every seat's tokens (``all_tokens``), what a threshold costs and who pays it
    (C-12..C-15), as a value choice says it: "Queen of diamonds: total 38, passes 33: you lose 1
    token, 1 of 3"; who the card would put out (C-18, C-20): "6 of hearts: total 33, reaches 33:
    Anna is out, you win the game, 2 of 3" / "2 of diamonds: total doubles to 78, passes 66: you
    are out, Anna wins the game, 3 of 3"."""
    return _("{card}: {outcome}, {position} of {count}").format(
        card=capital(card_name(card)),
        outcome=card_outcome_text(card, total, players_in, me, skipped, others, all_tokens), position=slot + 1,
        count=count)


def focus_place_text(card: Card, slot: int, count: int) -> str:
    """Left/Right while other players' moves are still unheard (C-22): the card and its place
    (``slot`` from 0) only, nothing it would do on a total not yet heard: "2 of spades, 2 of 3"."""
    return _("{card}, {number} of {count}").format(card=capital(card_name(card)), number=slot + 1, count=count)


def value_word(value: int) -> str:
    """An ace's or a 10's value for the ear (C-10): "11", "1", "plus 10", "minus 10"."""
    if value == -10:
        return pgettext("a 10's value", "minus 10")
    return pgettext("a 10's value", "plus 10") if value == 10 else str(value)


def value_option_word(card: Card, value: int) -> str:
    """The card and the value an option gives it, said first in each option of a value choice
    (C-10), so the option is understood alone and its number is never taken for a key: "ace as
    11", "ace as 1", "10 as plus 10", "10 as minus 10"."""
    if card.rank == 14:
        return pgettext("a value choice", "ace as 11") if value == 11 else pgettext("a value choice", "ace as 1")
    if value == -10:
        return pgettext("a value choice", "10 as minus 10")
    return pgettext("a value choice", "10 as plus 10")


def value_option_text(me: Perspective, card: Card, value: int, old_total: int, tokens: int | None = None,
                      others: Sequence[int] | None = None, all_tokens: Sequence[int] | None = None) -> str:
    """One value for an ace or a 10 played on ``old_total``, with what it costs or wins (C-12..C-15),
    worded as Left/Right word it (:func:`_crossing_words`): "ace as 11: total 57", "10 as minus
    10: total 47", "10 as plus 10: total 107, passes 99: you lose 2 tokens.", "ace as 1: total
    33, reaches 33: the others lose 1 token." (the card and its value first,
    :func:`value_option_word`); with the human's ``tokens`` a loss that would put the human out
    says so (C-18): "... passes 99: you lose 2 tokens and are out.", and, ``others`` (the other
    seats still in) leaving one other player in, who wins (C-20): "... passes 99: you are out,
    Anna wins the game."; ``others`` names the one other player of a two-player game: "...
    reaches 33: Anna loses 1 token."; with every seat's tokens (``all_tokens``, by seat) a reach
    that would put others out says so first (C-18), and that the human wins the game when no one
    else is left in (C-20), else who still pays: "... reaches 33: Anna is out, you win the
    game."."""
    total = apply_card(old_total, card, value)[0]
    said = value_option_word(card, value)
    parts = _crossing_words(me, old_total, total, others, all_tokens, tokens)[0]
    if not parts:
        return _("{value}: total {total}").format(value=said, total=total)
    # TRANSLATORS: one value of an ace or a 10 in a value choice: {value} is the card and its value
    # ("ace as 11"), {total} the total it gives, {outcome} what it does there, worded as for a card
    # in hand ("passes 99: you lose 2 tokens"; "reaches 33: the others lose 1 token").
    return _("{value}: total {total}, {outcome}.").format(value=said, total=total, outcome=", ".join(parts))


def value_choice_line(me: Perspective, card: Card, values: Sequence[int], index: int, old_total: int,
                      tokens: int | None = None, others: Sequence[int] | None = None,
                      all_tokens: Sequence[int] | None = None) -> str:
    """Up or Down during a value choice (C-10): the option with a capital and its place among
    ``values`` (higher first, as a menu lists them: Up goes toward 1), said as a choice, never
    taken for a card's place in the hand ("5 of spades: total 62, 3 of 3"): "10 as plus 10:
    total 31, choice 1 of 2." / "Ace as 1: total 33, reaches 33: Anna loses 1 token, choice 2 of
    2."."""
    option = capital(value_option_text(me, card, values[index], old_total, tokens, others, all_tokens).rstrip("."))
    # TRANSLATORS: an ace's or a 10's value, one of two: "Ace as 11: total 57, choice 1 of 2." ("choice", so
    # the place is never taken for a card's place in the hand, "5 of spades: total 62, 3 of 3").
    return _("{option}, choice {position} of {count}.").format(option=option, position=index + 1,
                                                               count=len(values))


def value_other_text(me: Perspective, card: Card, values: Sequence[int], index: int, old_total: int,
                     tokens: int | None = None, others: Sequence[int] | None = None,
                     all_tokens: Sequence[int] | None = None) -> str:
    """The other option of a value choice standing on ``values[index]`` (C-10), with its total
    and cost and the arrow that gives it, as the opening says it (:func:`value_prompt`): "Up
    gives ace as 11: total 18." / "Down gives 10 as minus 10: total 40.". Said again after the
    option kept when a refusal cut the opening (found by a tester by ear: Space cut the opening,
    and the other value's cost was never heard)."""
    other = len(values) - 1 - index
    said = value_option_text(me, card, values[other], old_total, tokens, others, all_tokens).rstrip(".")
    # TRANSLATORS: a value choice's other option, said again after the one kept: "Up gives ace as
    # 11: total 18." ({key}: "Up" or "Down", the arrow that gives it; {other}: that value with its
    # total and cost, as the arrow would say it). Word it as in the choice's opening.
    return _("{key} gives {other}.").format(key=_value_other_key(other < index), other=said)


def value_prompt(me: Perspective, card: Card, value: int, old_total: int, tokens: int | None = None,
                 others: Sequence[int] | None = None, all_tokens: Sequence[int] | None = None) -> str:
    """The start of a value choice: the card, the option it opens on with its total and cost, as
    in :func:`value_option_text`, with its place as Up and Down say it (numbered as a menu's
    items, Up toward 1: the higher value is choice 1 of 2, the lower choice 2 of 2), then the
    other option, its total and its cost worded as the arrow that gives it would say them, its
    place left out, so what each value does is heard without pressing an arrow (found by a tester
    by ear: the opening said only the current option's total and cost), the key named first so
    it is never taken for "one up": "Ace of hearts. Ace as 1: total 59, choice 2 of 2. Up gives
    ace as 11: total 69, passes 66: you lose 1 token. Enter plays, Escape cancels." / "Ace of
    spades. Ace as 11: total 11, choice 1 of 2. Down gives ace as 1: total 1. Enter plays,
    Escape cancels." (the hint's value can open it on the higher value; C-10, C-12, C-13)."""
    higher, lower = (11, 1) if card.rank == 14 else (10, -10)
    other = lower if value == higher else higher
    option = capital(value_option_text(me, card, value, old_total, tokens, others, all_tokens).rstrip("."))
    said = value_option_text(me, card, other, old_total, tokens, others, all_tokens).rstrip(".")
    return _value_prompt_template().format(
        card=capital(card_name(card)), option=option, position=1 if value == higher else 2, count=2,
        key=_value_other_key(other == higher), other=said)


def _value_prompt_template() -> str:
    """:func:`value_prompt`'s sentence in the current language, placeholders unfilled."""
    # TRANSLATORS: the opening of an ace's or a 10's value choice. {option}:
    # the value it opens on, with its total and cost ("Ace as 1: total 59");
    # "choice 2 of 2" as in "{option}, choice {position} of {count}.". {key}:
    # the arrow key that gives the other value ("Up" or "Down"); {other}: that
    # value with its total and cost, as the arrow would say it ("ace as 11:
    # total 69, passes 66: you lose 1 token").
    return _("{card}. {option}, choice {position} of {count}. {key} gives {other}. Enter plays, Escape cancels.")


def _value_other_key(up: bool) -> str:
    """The arrow key that gives the other value in :func:`value_prompt` (C-10): "Up" toward the
    higher value, "Down" toward the lower."""
    if up:
        # TRANSLATORS: the arrow key in "Up gives ace as 11: total 57." (a value choice's opening).
        return pgettext("the key to the other value", "Up")
    # TRANSLATORS: the arrow key in "Down gives ace as 1: total 47." (a value choice's opening).
    return pgettext("the key to the other value", "Down")


def value_prompt_head(prompt: str, card: Card) -> int:
    """The characters of ``prompt`` (a :func:`value_prompt` for ``card``) that say the option
    chosen and what it costs or wins: up to the end of its cost, before ", choice 2 of 2."
    ("Ace of hearts. Ace as 1: total 33, reaches 33: Anna loses 1 token"); the option's place
    ("choice 2 of 2"), the other option ("Up gives ace as 11: ...") and "Enter plays, Escape
    cancels." are help, so Enter once the cost was heard plays (found by a tester by ear: Return
    after "the others lose 1 token", before "choice 2 of 2", was refused; C-10, C-22). Without
    the place's words in ``prompt``, up to the key that names the other option; 0 when neither
    is found in it."""
    place = _value_prompt_template().partition("{option}")[2].partition("{position}")[0]
    at = prompt.find(place) if place.strip() else -1
    if at > 0:
        return at
    keys = [found for found in (prompt.find(_value_other_key(up)) for up in (True, False)) if found > 0]
    return len(prompt[:min(keys)].rstrip()) if keys else 0


def value_option_head(line: str, card: Card, value: int) -> int:
    """The characters of ``line`` (an arrow's answer in a value choice, :func:`value_choice_line`)
    that name the option: "10 as plus 10" of "10 as plus 10: total 50, choice 1 of 2." (the card
    and its value, :func:`value_option_word`, said first); what follows, the total and its cost,
    must still be heard before the option is played (C-10, C-22). 0 when not found in it."""
    word = value_option_word(card, value)
    at = line.lower().find(word.lower())
    return at + len(word) if at >= 0 else 0


def costly_card_warning(card: Card, old_total: int, tokens: int | None = None, key: str | None = None) -> str:
    """Enter (or the card's number) on a card that passes 99 while another card in the hand would
    not (C-15, C-22), or that passes 33 or 66 and puts the player out while another card costs
    nothing (C-13, C-18): said instead of playing it, "The 9 of spades takes the total to 104,
    past 99: you lose 2 tokens. Press Enter again to play it." (a 2 doubling 53 to 106: "past 66
    and 99: you lose 3 tokens"; with the human's ``tokens`` too few to pay: "... and are out.",
    C-18). ``key``: the number key pressed ("3"): "Press 3 again to play it."."""
    total = apply_card(old_total, card)[0]
    passed = crossings(old_total, total)[1]
    cost = passing_cost(passed)
    values = {"card": card_name(card, "definite"), "total": total, "thresholds": thresholds_words(passed),
              "count": cost, "key": key}
    out = tokens is not None and tokens < cost
    return costly_card_template(key is not None, out, cost).format(**values)


def costly_card_template(by_key: bool, out: bool, count: int) -> str:
    """The sentence of :func:`costly_card_warning` for ``count`` tokens, in the current language,
    placeholders unfilled (``{card}``, ``{total}``, ``{thresholds}``, ``{count}``, ``{key}``):
    ``by_key`` for a number key ("Press {key} again ..."), ``out`` when the cost puts the player
    out ("... and are out.")."""
    if by_key and out:
        return ngettext("The {card} takes the total to {total}, past {thresholds}: you lose {count} token and are "
                        "out. Press {key} again to play it.",
                        "The {card} takes the total to {total}, past {thresholds}: you lose {count} tokens and are "
                        "out. Press {key} again to play it.", count)
    if by_key:
        return ngettext("The {card} takes the total to {total}, past {thresholds}: you lose {count} token. "
                        "Press {key} again to play it.",
                        "The {card} takes the total to {total}, past {thresholds}: you lose {count} tokens. "
                        "Press {key} again to play it.", count)
    if out:
        return ngettext("The {card} takes the total to {total}, past {thresholds}: you lose {count} token and are "
                        "out. Press Enter again to play it.",
                        "The {card} takes the total to {total}, past {thresholds}: you lose {count} tokens and are "
                        "out. Press Enter again to play it.", count)
    return ngettext("The {card} takes the total to {total}, past {thresholds}: you lose {count} token. "
                    "Press Enter again to play it.",
                    "The {card} takes the total to {total}, past {thresholds}: you lose {count} tokens. "
                    "Press Enter again to play it.", count)


def value_limit_text(higher: bool, option: str) -> str:
    """Up pressed on the higher value (``higher``) or Down on the lower, once while the key is
    held: the end, in a menu's own words (the same sentences, so the same translations), then the
    option kept (``option``, :func:`value_choice_line`), as a menu's "Top. Resume, 1 of 4" names
    its item (C-10): "Top. Ace as 11: total 101, passes 99: you lose 2 tokens, choice 1 of 2." /
    "Bottom. 10 as minus 10: total 47, choice 2 of 2." (the higher value is choice 1, at the
    top, as Up goes toward 1; found by a tester: "Already 1." could be heard as a place or as
    the total)."""
    return (_("Top. {line}") if higher else _("Bottom. {line}")).format(line=option)


def value_status_text(me: Perspective, card: Card, value: int, old_total: int, tokens: int | None = None,
                      others: Sequence[int] | None = None, all_tokens: Sequence[int] | None = None) -> str:
    """The status line during a value choice, the option as said (:func:`value_option_text`):
    "Ace as 1: total 47 (Up/Down, Enter, Esc)"."""
    option = capital(value_option_text(me, card, value, old_total, tokens, others, all_tokens).rstrip("."))
    return _("{option} (Up/Down, Enter, Esc)").format(option=option)


def choice_closed_text(card: Card) -> str:
    """Said after a hint (A) that names another card than the ace or 10 whose value choice was
    open (C-10, C-22): "The value choice for the 10 of clubs is closed." (the focus goes to the
    advised card, so Enter does the advice)."""
    # TRANSLATORS: {card} is an ace or a 10 ("10 of clubs"), in the nominative.
    return _("The value choice for the {card} is closed.").format(card=card_name(card))


def choice_advised_text(value: int, moved: bool) -> str:
    """Said after a hint (A) given in the value choice of the ace or 10 it advises (C-10, C-11,
    C-22): where the choice is, as Up and Down would name it, so Enter is never taken to play
    another value than the one heard: "The choice is now on plus 10: Enter plays it." (``moved``:
    the hint moved it there), "The choice stays on 11: Enter plays it." (found by ear: the focus
    moved to plus 10 unsaid, and Down then said "10 as minus 10")."""
    word = value_word(value)
    if moved:
        # TRANSLATORS: {value} is an ace's or a 10's value: "11", "1", "plus 10", "minus 10".
        return _("The choice is now on {value}: Enter plays it.").format(value=word)
    # TRANSLATORS: {value} is an ace's or a 10's value: "11", "1", "plus 10", "minus 10".
    return _("The choice stays on {value}: Enter plays it.").format(value=word)


def round_head_text(view: CountingView, tokens: str = "") -> str:
    """The head of a situation line: "Round 2. Total 61."; with ``tokens`` (:func:`tokens_text`,
    back at an online table, C-3, C-18), the tokens first: "Round 2. Tokens: you 5, Anna 3, Bob
    out. Total 61."."""
    if tokens:
        return _("Round {round}. {tokens} Total {total}.").format(round=view.round, tokens=tokens, total=view.total)
    return _("Round {round}. Total {total}.").format(round=view.round, total=view.total)


def intro_text(me: Perspective, view: CountingView, waiting: bool = False, focus: int = 0,
               name_card: bool = True, tokens: str = "") -> str:
    """Said when the table comes back (after the pause menu or F1 help): "Round 2. Total 61. Your
    turn."; while the human's draw is open it says so (C-8): ``waiting`` (the next player holds
    its card for it): "Round 4. Total 10. Anna is waiting for your draw: press Space."; the human's
    own turn names the card Enter plays (``focus``): "Round 2. Total 61. Your turn. Enter plays the
    king of spades." (then "You can still draw: press Space." while the draw is open) or, with an
    empty hand (C-19), "... Your turn. Your hand is empty: draw now or lose 3 tokens.";
    ``name_card`` False leaves the card and the draw note out (a caller that says the hand next);
    ``tokens`` (:func:`tokens_text`) is said after the round (:func:`round_head_text`). The
    human's draw open while another is to play, not held for it (online, the draw's seconds
    run): the draw first, "Round 1. Total 18. You can still draw: press Space. Ben's turn."
    (found by a tester by ear: "Round 1. Total 18. Ben's turn." with the draw still open, and
    Ben's card then closed it)."""
    if view.turn is None:
        return _("Game over. Total {total}.").format(total=view.total)
    head = round_head_text(view, tokens)
    if waiting:
        return f"{head} {waiting_text(me, view.turn)}"
    if me.is_me(view.turn) and me.is_me(view.drawer) and not view.hand:
        return f"{head} {_('Your turn.')} {_(EMPTY_HAND_DRAW)}"
    if me.is_me(view.turn) and view.hand and name_card:
        card = view.hand[max(0, min(focus, len(view.hand) - 1))]
        line = f"{head} {_('Your turn.')} {enter_plays_text(card)}"
        if me.is_me(view.drawer):
            line = f"{line} {_(DRAW_REMINDER)}"
        return line
    if me.is_me(view.drawer) and name_card:
        return f"{head} {_(DRAW_REMINDER)} {_turn_sentence(me, view.turn)}"
    return f"{head} {_turn_sentence(me, view.turn)}"


def resumed_online_text(me: Perspective, view: CountingView) -> str:
    """The first words of a person back at their online game in a new window (C-3, C-18): as
    Continue begins, then everyone's tokens now, not the game's starting options: "Counting game
    resumed. Tokens: you 5, Anna 3, Bob out."; what was missed and the situation line follow."""
    return _("Counting game resumed. {tokens}").format(tokens=tokens_text(me, view))


def start_text(players: int, tokens: int, draw: str, hand_size: int = 3,
               draw_time: float | None = None, spectator: bool = False, packs: int = 1) -> str:
    """The table's first words, with every option that changes play: "Counting game, 3 players,
    9 tokens each, 3 cards in hand. Manual draw: Space draws, 5 seconds to draw." / with
    ``packs`` 2 (C-2: 6 or more players, or the Packs option): "Counting game, 8 players, 9
    tokens each, 3 cards in hand. 2 packs: 104 cards. Manual draw: ..." /
    "... Manual draw: Space draws; the next player waits for your draw." / "... Cards are drawn
    for you." (C-3, C-5, C-8). A ``spectator`` (online, watching) hears the same words for the
    players: "... Cards are drawn automatically." / "... Manual draw: each player draws with Space
    after their card; the next player waits for the draw." / "... Manual draw: each player draws
    with Space after their card, 5 seconds to draw."."""
    from ...ui.words import seconds_text
    head = ngettext("Counting game, {players} players, {tokens} token each, {hand} cards in hand.",
                    "Counting game, {players} players, {tokens} tokens each, {hand} cards in hand.",
                    tokens).format(players=players, tokens=tokens, hand=hand_size)
    if spectator and draw != "manual":
        mode = _("Cards are drawn automatically.")
    elif spectator and draw_time is None:
        mode = _("Manual draw: each player draws with Space after their card; the next player waits for the draw.")
    elif spectator:
        mode = _("Manual draw: each player draws with Space after their card, {time} to draw.").format(
            time=seconds_text(draw_time))
    elif draw != "manual":
        mode = _("Cards are drawn for you.")
    elif draw_time is None:
        mode = _("Manual draw: Space draws; the next player waits for your draw.")
    else:
        mode = _("Manual draw: Space draws, {time} to draw.").format(time=seconds_text(draw_time))
    if packs == 2:
        head = f"{head} {_(TWO_PACKS)}"
    return f"{head} {mode}"


TWO_PACKS = N_("2 packs: 104 cards.")
"""The opening's word on the deck when two packs are used (C-2)."""
