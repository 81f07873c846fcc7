"""Every word the counting game says: events, status answers, refusals (rule C-23).

One place for the wording (docs/announcements.md): "You"/"you" for the listener's own seat,
names for the others, cards in words, most important words first. Pure Python, no pygame.

Every function that names a seat takes the :class:`~game.engine.perspective.Perspective` first
(``me``): the listener's seat (``None`` for a spectator, who hears every seat by name) and the
seats' names (default: the computer players' names, :mod:`game.player_names`). Narration needs
only the events the listener's seat may know (:func:`game.counting.visibility.events_for`) and
that seat's view.

Every sentence goes through the catalogs (:mod:`game.i18n`, docs/translation.md): one message
per situation, with separate messages for "you" and a named player where the verb differs;
cards by :mod:`game.card_names` (accusative after a verb); seats' names by
:func:`player_name` (Russian "Анна", "Боб"). Constants in capitals are English message ids
(marked with ``N_``): say them with ``_()``.

The main entry point is :func:`narrate`, which turns one batch of events (as returned by
``CountingState.apply`` or ``start_events``) into messages ``(text, cue)`` for the announcer.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..card_names import card_name, cards_list
from ..engine.cards import Card
from ..engine.events import Event
from ..engine.perspective import Perspective
from ..i18n import N_, _, join_words, ngettext, npgettext, pgettext
from ..player_names import seat_name, stand_in_name
from .rules import (AGAIN, DOUBLE, HALVE, REVERSE, SKIP, apply_card, crossings, passing_cost, turn_effect,
                    value_choices)
from .events import (CardDrawn, CardPlayed, DirectionReversed, DrawAvailable, DrawMissed, GameEnded,
                     NothingDrawn, PlayerEliminated, PlaysAgain, RoundEnded, RoundStarted, StockReshuffled,
                     ThresholdPassed, ThresholdReached, TokensLost, TurnSkipped, TurnStarted)
from .state import CountingView


@dataclass(frozen=True)
class Message:
    """One announcement: ``text`` to say (may be empty: cue only), an optional sound ``cue``,
    and ``prompt`` True for what to do now ("Your turn. ...", "You can still draw: press
    Space."), which the announcer drops once stale (:mod:`game.speech.queue`)."""

    text: str
    cue: str | None = None
    prompt: bool = False
    gist: str | None = None
    """This message's own short form for a key pressed before it was heard (a round's end:
    "Round 2 is over."); None: the batch's (its newest card)."""
    names_focus: bool = False
    """A prompt that names the focused card (the turn line: "Enter plays the 6 of hearts."): the
    table words it again when the focus moves before it is said (C-22, C-23)."""
    tells: str | None = None
    """The part of the table this line tells, drawn as before until it begins (``"direction"``:
    "Direction reversed: clockwise.", C-17; :mod:`game.scenes.line_hold`)."""


# ----------------------------------------------------------------------- small words
def player_name(me: Perspective, seat: int) -> str:
    """``seat``'s name, never "you": the name ``me`` gives it, else the computer player's name in
    the player's language ("Anna" for seat 1, Russian "Анна"; the same translations as the menus
    and the trick game)."""
    return seat_name(me, seat)


def name(me: Perspective, seat: int) -> str:
    """"You" for the listener's seat, else the seat's name ("Anna" for seat 1), in the player's
    language: a label before a colon ("You: 6 of hearts.") or on a seat panel."""
    if me.played_for_me(seat):
        return stand_in_name()
    return pgettext("subject", "You") if me.is_me(seat) else player_name(me, seat)


def name_mid(me: Perspective, seat: int) -> str:
    """The name inside a list: "you" for the listener's seat, else the name."""
    return pgettext("in a list", "you") if me.is_me(seat) else player_name(me, seat)


def capital(text: str) -> str:
    """``text`` with its first letter in upper case ("King of spades")."""
    return text[:1].upper() + text[1:]


def card_list(cards: Sequence[Card]) -> str:
    """"6 of hearts, queen of spades"; "no cards" for an empty hand (in the player's language)."""
    return cards_list(cards)


def thresholds_words(thresholds: Sequence[int]) -> str:
    """"33", "66 and 99", "33, 66 and 99" (numbers joined by :func:`join_words`)."""
    return join_words([str(t) for t in thresholds])


def direction_word(direction: int) -> str:
    """"clockwise" for 1, "counter-clockwise" for -1 (a label on the table, in the player's language)."""
    return pgettext("direction", "clockwise") if direction == 1 else pgettext("direction", "counter-clockwise")


def counts_text(me: Perspective, values: Sequence[int | None]) -> str:
    """"you 5, Anna 3, Bob out": a number per seat in seat order; None for a player out."""
    parts = []
    for seat, value in enumerate(values):
        if value is None:
            parts.append(pgettext("in a list", "{name} out").format(name=name_mid(me, seat)))
        else:
            parts.append(pgettext("a hand's number in a list", "{name} {number}").format(
                name=name_mid(me, seat), number=value))
    return ", ".join(parts)


def players_left_text(left: int) -> str:
    """"2 players left." (C-18)."""
    return ngettext("{count} player left.", "{count} players left.", left).format(count=left)


def _turn_sentence(me: Perspective, seat: int) -> str:
    """"Your turn." / "Anna's turn."."""
    return _("Your turn.") if me.is_me(seat) else _("{name}'s turn.").format(name=player_name(me, seat))


def _direction_sentence(direction: int) -> str:
    """"Play goes clockwise." / "Play goes counter-clockwise."."""
    return _("Play goes clockwise.") if direction == 1 else _("Play goes counter-clockwise.")


def _deals_sentence(me: Perspective, round_: int, dealer: int) -> str:
    """"Round 2. You deal." / "Round 2. Anna deals."."""
    if me.is_me(dealer):
        return _("Round {round}. You deal.").format(round=round_)
    return _("Round {round}. {name} deals.").format(round=round_, name=player_name(me, dealer))


def enter_plays_text(card: Card) -> str:
    """"Enter plays the 6 of hearts." (C-23: the card Enter plays is always named)."""
    return _("Enter plays the {card}.").format(card=card_name(card, "accusative"))


# ----------------------------------------------------------------------- status answers
def total_text(total: int) -> str:
    """C key: "Total 57."."""
    return _("Total {total}.").format(total=total)


def tokens_text(me: Perspective, view: CountingView) -> str:
    """S key: "Tokens: you 5, Anna 3, Bob out."."""
    counts = [None if seat in view.eliminated else count for seat, count in enumerate(view.tokens)]
    return _("Tokens: {counts}.").format(counts=counts_text(me, counts))


def turn_text(me: Perspective, view: CountingView, waiting: bool = False, away: str = "") -> str:
    """T key: "Your turn. Play goes clockwise." / "Anna's turn. ..."; at the end, "The game is
    over. Anna wins." (:func:`game_over_text`);
    ``waiting`` (the next player holds its card for the human's draw, C-8): "Anna is waiting for
    your draw: press Space. Play goes clockwise."; the human's own turn while the human may still
    draw (a jack with two players, C-16): "Your turn. You can still draw: press Space. Play goes
    clockwise."; ``away`` (online: the player whose turn it is lost the connection) comes right
    after the turn: "Ben's turn. Ben is away: their seat is held for 40 more seconds. Play goes
    clockwise."."""
    if view.turn is None:
        return game_over_text(me, view.winner)
    goes = _direction_sentence(view.direction)
    if waiting:
        return f"{waiting_text(me, view.turn)} {goes}"
    if me.is_me(view.turn) and me.is_me(view.drawer):
        return f"{_('Your turn.')} {_(DRAW_REMINDER)} {goes}"
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


def _value_outcome(total: int, new: int) -> str:
    """One value's total of an ace or a 10 played on ``total``, with the threshold it would reach
    or pass (C-12..C-15): "102: passes 99", "99: reaches 99", "33: reaches 33", or only "92"."""
    reached, passed = crossings(total, new)
    if passed:
        return pgettext("one value of a card in hand", "{total}: passes {thresholds}").format(
            total=new, thresholds=thresholds_words(passed))
    if reached is not None:
        return pgettext("one value of a card in hand", "{total}: reaches {threshold}").format(
            total=new, threshold=reached)
    return str(new)


def card_outcome_text(card: Card, total: int, players_in: int, me: Perspective | None = None,
                      skipped: int | None = None) -> str:
    """What ``card`` would do played now on ``total`` with ``players_in`` players still in, by
    the rule functions (C-10..C-17), its total first, then a threshold, then a turn effect (said
    only when the round would go on, C-14, C-15): "total 62" / "total 58 or 68" (an ace, a 10:
    each value, lowest first; a 10 under 10 only adds, C-11) / with a threshold for either value,
    each value's own: "total 92, or 102: passes 99" / "total 99: reaches 99, or 109: passes 99" /
    "total 33: reaches 33, or 43: passes 33" / "total doubles to 62" /
    "total halves to 31" / "total stays 52" (a 9, or 0 doubled) / "total 33, reaches 33" /
    "total 107, passes 99" / "total 40, passes 33, skips the next player" / with ``me`` and the
    seat a jack would skip (``skipped``, the next seat still in from the human's in the current
    direction): "total 40, passes 33, skips Bob" (when the card reaches 33 or 66 the others pay
    and one may go out, so then "skips the next player") / "total 44, reverses direction" /
    "total 62, you play again" (a jack with two players in)."""
    values = value_choices(card, total) or [None]
    if len(values) > 1:
        low, high = sorted(apply_card(total, card, value)[0] for value in values)
        if not any(crossings(total, new) != (None, ()) for new in (low, high)):
            return pgettext("what a card in hand would do", "total {low} or {high}").format(low=low, high=high)
        return pgettext("what a card in hand would do", "total {low}, or {high}").format(
            low=_value_outcome(total, low), high=_value_outcome(total, high))
    new, operation = apply_card(total, card, values[0])
    if new == total:
        parts = [pgettext("what a card in hand would do", "total stays {total}").format(total=new)]
    elif operation == DOUBLE:
        parts = [pgettext("what a card in hand would do", "total doubles to {total}").format(total=new)]
    elif operation == HALVE:
        parts = [pgettext("what a card in hand would do", "total halves to {total}").format(total=new)]
    else:
        parts = [pgettext("what a card in hand would do", "total {total}").format(total=new)]
    reached, passed = crossings(total, new)
    if reached is not None:
        parts.append(pgettext("what a card in hand would do", "reaches {threshold}").format(threshold=reached))
    if passed:
        parts.append(pgettext("what a card in hand would do", "passes {thresholds}").format(
            thresholds=thresholds_words(passed)))
    effect = None if reached == 99 or 99 in passed else turn_effect(card, players_in)
    if effect == SKIP and me is not None and skipped is not None and reached is None and not me.is_me(skipped):
        parts.append(pgettext("what a card in hand would do", "skips {name}").format(name=player_name(me, skipped)))
    elif effect == SKIP:
        parts.append(pgettext("what a card in hand would do", "skips the next player"))
    elif effect == AGAIN:
        parts.append(pgettext("what a card in hand would do", "you play again"))
    elif effect == REVERSE:
        parts.append(pgettext("what a card in hand would do", "reverses direction"))
    return ", ".join(parts)


def focus_text(card: Card, slot: int, count: int, total: int, players_in: int, me: Perspective | None = None,
               skipped: int | None = None) -> str:
    """Left/Right: the card, what it would do played now (:func:`card_outcome_text`, with ``me``
    and ``skipped`` naming whom a jack would skip), its place (``slot`` from 0): "5 of spades:
    total 62, 3 of 3" / "Ace of clubs: total 58 or 68, 1 of 3" / "Jack of clubs: total 40, skips
    Bob, 1 of 3" (C-10, C-16, C-22), as a value choice says its option ("Ace as 1: total 47, 1 of 2.")."""
    return _("{card}: {outcome}, {position} of {count}").format(
        card=capital(card_name(card)), outcome=card_outcome_text(card, total, players_in, me, skipped),
        position=slot + 1, count=count)


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
                      others: Sequence[int] | None = None) -> str:
    """One value for an ace or a 10 played on ``old_total``, with what it costs or wins (C-12..C-15):
    "ace as 11: total 57", "10 as minus 10: total 47", "10 as plus 10: total 107, passes 99: you
    lose 2 tokens.", "ace as 1: total 33, reaches 33: the others lose 1 token." (the card and its
    value first, :func:`value_option_word`); with the human's ``tokens`` a loss that would put
    the human out says so (C-18): "... passes 99: you lose 2 tokens and are out."; ``others``
    (the other seats still in) names the one other player of a two-player game: "... reaches 33:
    Anna loses 1 token."."""
    total = apply_card(old_total, card, value)[0]
    said = value_option_word(card, value)
    reached, passed = crossings(old_total, total)
    if passed:
        cost = passing_cost(passed)
        if tokens is not None and tokens < cost:
            return ngettext("{value}: total {total}, passes {thresholds}: you lose {count} token and are out.",
                            "{value}: total {total}, passes {thresholds}: you lose {count} tokens and are out.",
                            cost).format(value=said, total=total, thresholds=thresholds_words(passed), count=cost)
        return ngettext("{value}: total {total}, passes {thresholds}: you lose {count} token.",
                        "{value}: total {total}, passes {thresholds}: you lose {count} tokens.",
                        cost).format(value=said, total=total, thresholds=thresholds_words(passed), count=cost)
    one = others[0] if others is not None and len(others) == 1 else None
    if reached == 99:
        if one is not None:
            return ngettext("{value}: total {total}, reaches 99: you win the round, {name} loses {count} token.",
                            "{value}: total {total}, reaches 99: you win the round, {name} loses {count} tokens.",
                            2).format(value=said, total=total, name=player_name(me, one), count=2)
        return ngettext("{value}: total {total}, reaches 99: you win the round, the others lose {count} token.",
                        "{value}: total {total}, reaches 99: you win the round, the others lose {count} tokens.",
                        2).format(value=said, total=total, count=2)
    if reached is not None:
        if one is not None:
            return ngettext("{value}: total {total}, reaches {threshold}: {name} loses {count} token.",
                            "{value}: total {total}, reaches {threshold}: {name} loses {count} tokens.",
                            1).format(value=said, total=total, threshold=reached, name=player_name(me, one), count=1)
        return ngettext("{value}: total {total}, reaches {threshold}: the others lose {count} token.",
                        "{value}: total {total}, reaches {threshold}: the others lose {count} tokens.",
                        1).format(value=said, total=total, threshold=reached, count=1)
    return _("{value}: total {total}").format(value=said, total=total)


def value_choice_line(me: Perspective, card: Card, values: Sequence[int], index: int, old_total: int,
                      tokens: int | None = None, others: Sequence[int] | None = None) -> str:
    """Up or Down during a value choice (C-10): the option with a capital and its place among
    the values: "10 as plus 10: total 31, 2 of 2." / "Ace as 1: total 33, reaches 33: Anna loses 1
    token, 1 of 2."."""
    option = capital(value_option_text(me, card, values[index], old_total, tokens, others).rstrip("."))
    return _("{option}, {position} of {count}.").format(option=option, position=index + 1, count=len(values))


def value_key_word(card: Card, value: int) -> str:
    """What a value adds, for the keys of a value choice (C-10): "plus 11", "plus 1" for an ace,
    "plus 10", "minus 10" for a 10."""
    if card.rank == 14:
        return pgettext("an ace's value", "plus 11") if value == 11 else pgettext("an ace's value", "plus 1")
    return value_word(value)


def value_prompt(me: Perspective, card: Card, value: int, old_total: int, tokens: int | None = None,
                 others: Sequence[int] | None = None) -> str:
    """The start of a value choice: "Ace of hearts. Ace as 1: total 47, 1 of 2. Up: plus 11, Down:
    plus 1. Enter plays, Escape cancels." (the option said as in :func:`value_option_text`, with its
    place as Up and Down say it: the lower value is 1 of 2, the higher 2 of 2; the keys name what
    each value adds, so Up is never taken for "one up": "Up: plus 10, Down: minus 10" for a 10)."""
    option = capital(value_option_text(me, card, value, old_total, tokens, others).rstrip("."))
    higher = 11 if card.rank == 14 else 10
    keys = _("Up: {higher}, Down: {lower}.").format(higher=value_key_word(card, higher),
                                                     lower=value_key_word(card, 1 if card.rank == 14 else -10))
    return _("{card}. {option}, {position} of {count}. {keys} Enter plays, Escape cancels.").format(
        card=capital(card_name(card)), option=option, position=2 if value == higher else 1, count=2, keys=keys)


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


def value_limit_text(value: int) -> str:
    """Up on the higher value or Down on the lower: "Already 11." / "Already minus 10."."""
    return _("Already {value}.").format(value=value_word(value))


def value_status_text(me: Perspective, card: Card, value: int, old_total: int, tokens: int | None = None) -> str:
    """The status line during a value choice, the option as said: "Ace as 1: total 47 (Up/Down,
    Enter, Esc)"."""
    option = capital(value_option_text(me, card, value, old_total, tokens).rstrip("."))
    return _("{option} (Up/Down, Enter, Esc)").format(option=option)


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
    ``tokens`` (:func:`tokens_text`) is said after the round (:func:`round_head_text`)."""
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
    from ..ui.words import seconds_text
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


# ----------------------------------------------------------------------- refusals
def not_your_turn(me: Perspective, view: CountingView) -> str:
    """"Not your turn. Anna plays next." (or why nobody can play)."""
    if view.winner is not None or view.turn is None:
        return game_over_results_text(me, view.winner)
    if me.seat in view.eliminated:
        return _("You are out of the game. {name} plays next.").format(name=player_name(me, view.turn))
    return _("Not your turn. {name} plays next.").format(name=player_name(me, view.turn))


def waiting_text(me: Perspective, seat: int) -> str:
    """While the player after the human holds its card for the human's draw (C-8, "Time to
    draw"): "Anna is waiting for your draw: press Space."."""
    return _("{name} is waiting for your draw: press Space.").format(name=player_name(me, seat))


def held_text(me: Perspective, seat: int) -> str:
    """Online, a card played while the server holds this turn for another person's draw (C-8):
    "Wait: Ben may still draw."."""
    return _("Wait: {name} may still draw.").format(name=player_name(me, seat))


def held_turn_text(me: Perspective, seat: int) -> str:
    """Online, the turn line while the server holds this turn for another person's draw (C-8):
    "Wait: Ben may still draw. Then it is your turn."."""
    return _("Wait: {name} may still draw. Then it is your turn.").format(name=player_name(me, seat))


ROUND_PAUSE = N_("Round over. Press Enter for the next round.")
ROUND_PAUSE_WATCHING = N_("Round over. The next round starts in a moment. Enter plays the rest out at once; "
                          "Escape opens the pause menu.")
PLAYED_OUT = N_("The game is played out.")
WATCHING_STATUS = N_("Watching. Enter: play the rest out. Escape: pause menu.")
ROUND_PAUSE_WATCHING_ONLINE = N_("Round over. The next round starts in a moment. Escape opens the pause menu.")
ROUND_PAUSE_WATCHING_ONLINE_BY = N_("Round over. The next round starts when {name} is ready. Escape opens the "
                                    "pause menu.")
WATCHING_STATUS_ONLINE = N_("Watching. Escape: pause menu.")
WATCHING_ONLINE = N_("You are out: you are watching the others play on. Escape opens the pause menu.")


def out_while_away_text(round_: int | None) -> str:
    """Online, back at the table after one's seat went out while a computer played it (C-18): "You
    are out: you went out in round 2 while you were away. You are watching the others play on.
    Escape opens the pause menu." (without the round when it is not known)."""
    if round_ is None:
        return _("You are out: you went out while you were away. You are watching the others play on. "
                 "Escape opens the pause menu.")
    return _("You are out: you went out in round {round} while you were away. You are watching the others play "
             "on. Escape opens the pause menu.").format(round=round_)


def watching_text() -> str:
    """Said when the human goes out (C-18) and when the table comes back while watching."""
    return _("You are out: you are watching. Enter plays the rest out at once and shows the results; "
             "Escape opens the pause menu.")


OUT_OF_GAME = N_("You are out of the game.")
EMPTY_HAND_DRAW = N_("Your hand is empty: draw now or lose 3 tokens.")
HAND_EMPTY = N_("Your hand is empty.")
CHOOSING = N_("Choose the value first: Up or Down, then Enter, or Escape to cancel.")
NO_CHOICE = N_("Up and Down choose a value after you pick an ace or a 10.")
AUTO_DRAW = N_("Cards are drawn for you.")
ALREADY_DRAWN = N_("You have already drawn.")
NOTHING_TO_DRAW = N_("Nothing to draw now: you draw after playing a card.")
SHOW_RESULTS = N_("Enter shows the results.")
"""Said after :func:`game_over_text` when a key is pressed before the results screen came."""
DRAW_REMINDER = N_("You can still draw: press Space.")
CHOICE_CANCELLED = N_("Value choice cancelled.")


def draw_warning_text(seconds: float) -> str:
    """Before the "Time to draw" runs out (C-8): "2 seconds left to draw: press Space."."""
    from ..ui.words import seconds_text
    return _("{time} left to draw: press Space.").format(time=seconds_text(seconds))


def draw_warning_cover_text(seconds: float) -> str:
    """Online, over the table menu or help while one's time to draw runs out (C-8), with the way
    back to the table: "2 seconds left to draw at the table: Escape, then Space."."""
    from ..ui.words import seconds_text
    return _("{time} left to draw at the table: Escape, then Space.").format(time=seconds_text(seconds))


def too_late_text(me: Perspective, seat: int) -> str:
    """Space after another card closed the draw (C-8): "Too late to draw: Anna has played."."""
    if me.is_me(seat):
        return _("Too late to draw: you have played.")
    return _("Too late to draw: {name} has played.").format(name=player_name(me, seat))


def slots_label(count: int) -> str:
    """The digit keys for a hand of ``count`` cards: "1 to 3", "1" (``count`` at least 1)."""
    return "1" if count <= 1 else _("1 to {count}").format(count=count)


def no_such_slot(slot: int, count: int) -> str:
    """"You have only 3 cards." / "Your hand is empty."."""
    if count == 0:
        return _(HAND_EMPTY)
    return ngettext("You have only {count} card.", "You have only {count} cards.", count).format(count=count)


# ----------------------------------------------------------------------- events
def _play_form(event: CardPlayed) -> str:
    """How a card changed the total, as its line says it (C-10, C-11): "stays" (0 doubled),
    "doubles", "halves", "ace" (1 or 11), "minus" (a 10 as minus 10), "plus" (a 10 as plus 10 on a
    total of 10 or more, a choice), "forced plus" (a 10 on a total under 10: plus 10, no choice),
    else "plain"."""
    if event.operation == "double":
        return "stays" if event.new_total == event.old_total else "doubles"
    if event.operation == "halve":
        return "halves"
    if event.card.rank == 14:
        return "ace"
    if event.operation == "subtract":
        return "minus"
    if event.card.rank == 10:
        return "plus" if event.old_total >= 10 else "forced plus"
    return "plain"


_PLAYED = {
    "stays": N_("{name}: {card}. Total stays {total}."),
    "doubles": N_("{name}: {card}. Total doubles to {total}."),
    "halves": N_("{name}: {card}. Total halves to {total}."),
    "ace": N_("{name}: {card} as {value}. Total {total}."),
    "minus": N_("{name}: {card} as minus 10. Total {total}."),
    "plus": N_("{name}: {card} as plus 10. Total {total}."),
    "plain": N_("{name}: {card}. Total {total}."),
}
"""A card's line by :func:`_play_form` ("forced plus" is said as "plain", but one's own: see
:func:`card_played_text`)."""

_PLAYED_FOR_YOU = {
    "stays": N_("Played for you: the {card}. Total stays {total}."),
    "doubles": N_("Played for you: the {card}. Total doubles to {total}."),
    "halves": N_("Played for you: the {card}. Total halves to {total}."),
    "ace": N_("Played for you: the {card} as {value}. Total {total}."),
    "minus": N_("Played for you: the {card} as minus 10. Total {total}."),
    "plus": N_("Played for you: the {card} as plus 10. Total {total}."),
    "plain": N_("Played for you: the {card}. Total {total}."),
}
"""The line of a card the listener's turn timer had a computer play for them online, by
:func:`_play_form`: "Played for you: the queen of hearts. Total 40."."""

_PLAYED_FOR_OTHER = {
    "stays": N_("Played for {name}: the {card}. Total stays {total}."),
    "doubles": N_("Played for {name}: the {card}. Total doubles to {total}."),
    "halves": N_("Played for {name}: the {card}. Total halves to {total}."),
    "ace": N_("Played for {name}: the {card} as {value}. Total {total}."),
    "minus": N_("Played for {name}: the {card} as minus 10. Total {total}."),
    "plus": N_("Played for {name}: the {card} as plus 10. Total {total}."),
    "plain": N_("Played for {name}: the {card}. Total {total}."),
}
"""The line of a card another person's turn timer had a computer play for them online, by
:func:`_play_form`: "Played for Ana: the queen of hearts. Total 40." (the notice before it said
"Ana's time ran out: ...")."""


def card_played_text(me: Perspective, event: CardPlayed) -> str:
    """"Bob: king of spades. Total 57." / "You: 2 of hearts. Total doubles to 106." / "Anna: 2 of
    clubs. Total stays 0." (0 doubled) /
    "Anna: ace of clubs as 11. Total 20." / "Bob: 10 of spades as minus 10. Total 47." /
    "Bob: 10 of spades as plus 10. Total 67." (a 10 on a total of 10 or more, C-10, C-11); one's
    own 10 on a total under 10: "You: 10 of spades as plus 10, since the total was under 10. Total
    15."; a card a person's turn timer had a computer play for them online: "Played for you:
    the queen of hearts. Total 40." / "Played for you: the ace of clubs as 11. Total 20." / "Played
    for Ana: the queen of hearts. Total 40."."""
    form = _play_form(event)
    total = event.new_total
    if me.timer_played(event.seat):
        forms = _PLAYED_FOR_YOU if me.is_me(event.seat) else _PLAYED_FOR_OTHER
        return _(forms.get(form, forms["plain"])).format(
            name=player_name(me, event.seat), card=card_name(event.card, "definite"), value=event.value, total=total)
    card = card_name(event.card)
    if form == "forced plus" and me.is_me(event.seat) and not me.played_for_me(event.seat):  # C-11: no choice
        return _("You: {card} as plus 10, since the total was under 10. Total {total}.").format(
            card=card, total=total)
    return _(_PLAYED.get(form, _PLAYED["plain"])).format(
        name=name(me, event.seat), card=card, value=event.value, total=total)


def just_played_text(me: Perspective, event: CardPlayed) -> str:
    """The gist of another player's card, said when a key that plays or draws is pressed before
    the card was heard (the key does nothing else): "Anna just played: total 71."."""
    return _("{name} just played: total {total}.").format(name=player_name(me, event.seat), total=event.new_total)


def round_begun_text(event: RoundStarted) -> str:
    """The gist of a new round, said when a key that plays or draws is pressed before the round's
    first words were heard (the key does nothing else): "Round 2 has just begun."."""
    return _("Round {round} has just begun.").format(round=event.round)


def round_over_gist(event: RoundEnded) -> str:
    """The gist of a round's end, said when a key is pressed before its words ("... Enter: next
    round.") were heard to their end (the key does nothing else): "Round 2 is over."; never the
    card that ended it, heard before (C-14, C-15, C-19)."""
    return _("Round {round} is over.").format(round=event.round)


def _left_sentence(me: Perspective, seat: int, left: int) -> str:
    """The tokens a player kept after paying, a sentence of its own that agrees with its own number
    (C-18): "4 left." ("Le queda 1." / "Te quedan 4."); none: "0 left." ("No le queda ninguna.")."""
    if left == 0:
        if me.is_me(seat):
            return pgettext("your tokens, none", "0 left.")
        return pgettext("a player's tokens, none", "0 left.")
    if me.is_me(seat):
        return npgettext("your tokens", "{count} left.", "{count} left.", left).format(count=left)
    return npgettext("a player's tokens", "{count} left.", "{count} left.", left).format(count=left)


def _loss_clause(me: Perspective, loss: TokensLost, named: bool = True, out: bool = False) -> str:
    """A loss after its cause (C-18): "you lose 3 tokens. 4 left." / "Anna loses 1 token. 0 left." /
    "Anna owes 2 tokens and has 1." (the elimination sentence follows). ``named`` False: the
    player was just named before the colon ("Anna passed 33: ..."), so the clause goes on
    without the name: "loses 1 token. 0 left." / "owes 2 tokens, has 1 and is out." (who cannot
    pay is out at once, C-18, said in the same sentence); ``out`` (the player is put out after
    paying in full, which C-18 never does, but a stream of events may say so) with ``named``
    False: "loses 1 token, has 0 and is out."."""
    n = loss.amount
    if out and not named and loss.paid >= loss.amount and not me.is_me(loss.seat):
        return npgettext("the player named before the colon", "loses {count} token, has {left} and is out.",
                         "loses {count} tokens, has {left} and is out.", n).format(count=n, left=loss.tokens_left)
    if loss.paid < loss.amount:
        if me.is_me(loss.seat):
            return ngettext("you owe {count} token and have {paid}.", "you owe {count} tokens and have {paid}.",
                            n).format(count=n, paid=loss.paid)
        if not named:
            return npgettext("the player named before the colon", "owes {count} token, has {paid} and is out.",
                             "owes {count} tokens, has {paid} and is out.", n).format(count=n, paid=loss.paid)
        return ngettext("{name} owes {count} token and has {paid}.", "{name} owes {count} tokens and has {paid}.",
                        n).format(name=player_name(me, loss.seat), count=n, paid=loss.paid)
    kept = _left_sentence(me, loss.seat, loss.tokens_left)
    if me.is_me(loss.seat):  # two sentences: each agrees with its own number ("Le queda 1.")
        lost = ngettext("you lose {count} token.", "you lose {count} tokens.", n).format(count=n)
    elif not named:
        lost = npgettext("the player named before the colon", "loses {count} token.", "loses {count} tokens.",
                         n).format(count=n)
    else:
        lost = ngettext("{name} loses {count} token.", "{name} loses {count} tokens.", n).format(
            name=player_name(me, loss.seat), count=n)
    return f"{lost} {kept}"


def _after_cause(me: Perspective, cause: str, loss: TokensLost, named: bool = True, out: bool = False) -> str:
    """"Bob reached 33: Anna loses 1 token. 0 left.": a cause and its loss in one sentence;
    ``named`` False when the cause's player is the one who pays: "Anna passed 99: owes 2 tokens,
    has 1 and is out."; ``out``: see :func:`_loss_clause`."""
    return _("{cause}: {loss}").format(cause=cause, loss=_loss_clause(me, loss, named, out))


def _own_loss_line(me: Perspective, head: str, loss: TokensLost, outs: Sequence[PlayerEliminated]) -> str:
    """C-13, C-15, C-18, C-19: a player's own cause and cost, their name said once:
    "Anna passed 99: owes 2 tokens, has 1 and is out. 2 players left." (the listener's own:
    "You passed 99: you owe 2 tokens and have 1. You are out. 2 players left."); put out after
    paying in full (events that say so; C-18 never does): "Anna passed 66: loses 1 token, has 0
    and is out. 2 players left." / "You passed 66: you lose 1 token. 0 left. You are out. 2 players
    left."."""
    named = me.is_me(loss.seat)  # "you" clauses keep their "you"; another player's goes on unnamed
    out = any(o.seat == loss.seat for o in outs)
    line = _after_cause(me, head, loss, named=named, out=out)
    if not named and (loss.paid < loss.amount or out):
        rest = [out for out in outs if out.seat != loss.seat]
        if len(rest) != len(outs):  # "... and is out." was said: only the players left follow
            tail = out_text(me, rest) if rest else players_left_text(outs[-1].players_left)
            return f"{line} {tail}"
    return f"{line} {out_text(me, outs)}" if outs else line


def _names(me: Perspective, seats: Sequence[int]) -> str:
    """"you", "Fay", "you and Fay", "Fay, Gus and Dora" (the human first)."""
    return join_words([name_mid(me, s) for s in sorted(seats, key=lambda s: not me.is_me(s))])


def out_text(me: Perspective, outs: Sequence[PlayerEliminated]) -> str:
    """C-18: "Bob is out. 2 players left." / "You and Fay are out. 3 players left."."""
    if not outs:
        return ""
    seats = [out.seat for out in outs]
    if len(seats) == 1 and me.is_me(seats[0]):
        who = _("You are out.")
    elif len(seats) == 1:
        who = _("{name} is out.").format(name=player_name(me, seats[0]))
    else:
        who = _("{names} are out.").format(names=capital(_names(me, seats)))
    return f"{who} {players_left_text(outs[-1].players_left)}"


def _reached_head(me: Perspective, seat: int, threshold: int) -> str:
    """"You reached 33" / "Anna reached 66" / "Anna reached 99 and wins the round" (no stop); the
    card a computer played for the listener while they were away (:attr:`Perspective.stand_in`):
    "A computer player for you reached 33"."""
    stand_in = me.played_for_me(seat)
    if threshold == 99:
        if stand_in:
            return _("A computer player for you reached 99 and wins the round")
        if me.is_me(seat):
            return _("You reached 99 and win the round")
        return _("{name} reached 99 and wins the round").format(name=player_name(me, seat))
    if stand_in:
        return _("A computer player for you reached {threshold}").format(threshold=threshold)
    if me.is_me(seat):
        return _("You reached {threshold}").format(threshold=threshold)
    return _("{name} reached {threshold}").format(name=player_name(me, seat), threshold=threshold)


def reached_text(me: Perspective, event: ThresholdReached, losses: Sequence[TokensLost],
                 outs: Sequence[PlayerEliminated] = ()) -> str:
    """C-12, C-14, C-18, C-23: the cause and its cost for everyone in one sentence, then each
    player who could not pay, with what they had, and that they are out (the listener first), then
    the tokens left of those who paid, then the players left:

    "Emil reached 33: everyone else loses 1 token. Tokens left: you 0, Anna 2." /
    "Anna reached 99 and wins the round: everyone else loses 2 tokens. You owe 2 tokens and have 0.
    You are out. Carl owes 2 tokens and has 1. Carl is out. Tokens left: Bob 0. 2 players left."
    (the cost came after the listener's fate, and "Carl is out." after the tokens left, before).
    With two players left the one who pays is named in the first sentence; when the game ends
    during the payments (not everyone paid), each payment is said.
    """
    head = _reached_head(me, event.seat, event.threshold)
    if not losses:
        return _("{event}.").format(event=head)
    ordered = sorted(losses, key=lambda loss: not me.is_me(loss.seat))
    ended = bool(outs) and outs[-1].players_left <= 1  # the game ended, maybe before everyone paid
    if ended:
        parts = [_("{event}.").format(event=head)]
    elif len(losses) == 1:  # two players left: name the one who pays
        line = _after_cause(me, head, losses[0])
        return f"{line} {out_text(me, outs)}" if outs else line
    else:
        n = losses[0].amount
        parts = [ngettext("{event}: everyone else loses {count} token.",
                          "{event}: everyone else loses {count} tokens.", n).format(event=head, count=n)]
    out_seats = {out.seat for out in outs}
    paid = []
    for loss in ordered:  # who could not pay (every payment when the game ended), each with its outcome
        if loss.paid < loss.amount or ended:
            parts.append(capital(_loss_clause(me, loss)))
            if loss.seat in out_seats:
                parts.append(_out_sentence(me, loss.seat))
                out_seats.discard(loss.seat)
        else:
            paid.append(loss)
    if paid:
        counts = ", ".join(pgettext("a hand's number in a list", "{name} {number}").format(
            name=name_mid(me, loss.seat), number=loss.tokens_left) for loss in sorted(paid, key=lambda l: l.seat))
        parts.append(_("Tokens left: {counts}.").format(counts=counts))
    if outs:
        rest = [out for out in outs if out.seat in out_seats]
        parts.append(out_text(me, rest) if rest else players_left_text(outs[-1].players_left))
    return " ".join(parts)


def _out_sentence(me: Perspective, seat: int) -> str:
    """C-18: "You are out." / "Carl is out." (one player; the players left are said after)."""
    return _("You are out.") if me.is_me(seat) else _("{name} is out.").format(name=player_name(me, seat))


def _passed_head(me: Perspective, seat: int, thresholds: Sequence[int]) -> str:
    """"You passed 99" / "Anna passed 66 and 99" (no stop); a computer's card for the listener
    while they were away: "A computer player for you passed 99"."""
    if me.played_for_me(seat):
        return _("A computer player for you passed {thresholds}").format(thresholds=thresholds_words(thresholds))
    if me.is_me(seat):
        return _("You passed {thresholds}").format(thresholds=thresholds_words(thresholds))
    return _("{name} passed {thresholds}").format(name=player_name(me, seat), thresholds=thresholds_words(thresholds))


def passed_text(me: Perspective, event: ThresholdPassed, loss: TokensLost | None,
                outs: Sequence[PlayerEliminated] = ()) -> str:
    """C-13, C-15, C-18: "You passed 66 and 99: you lose 3 tokens. 4 left." /
    "Anna passed 33: loses 1 token. 2 left." / "Anna passed 99: owes 2 tokens, has 1 and is out.
    2 players left." (the name once)."""
    head = _passed_head(me, event.seat, event.thresholds)
    if loss is None:
        return _("{event}.").format(event=head)
    return _own_loss_line(me, head, loss, outs)


def empty_hand_text(me: Perspective, loss: TokensLost, outs: Sequence[PlayerEliminated] = ()) -> str:
    """C-19: "You have no cards: you lose 3 tokens. 2 left." /
    "Bob has no cards: owes 3 tokens, has 1 and is out. 2 players left."."""
    if me.is_me(loss.seat):
        head = _("You have no cards")
    else:
        head = _("{name} has no cards").format(name=player_name(me, loss.seat))
    return _own_loss_line(me, head, loss, outs)


def eliminated_text(me: Perspective, event: PlayerEliminated) -> str:
    """C-18: "Bob is out. 2 players left." / "You are out. 2 players left."."""
    return out_text(me, [event])


def _round_over_sentence(me: Perspective, event: RoundEnded) -> str:
    """"Round 2 over: you passed 99." / "Round 2 over: Anna reached 99." / "... Bob had no cards.";
    a round a computer ended by its card for the listener while they were away: "Round 2 over: a
    computer player for you passed 99."."""
    human = me.is_me(event.seat)
    r = event.round
    if me.played_for_me(event.seat) and event.reason == "passed 99":
        return _("Round {round} over: a computer player for you passed 99.").format(round=r)
    if me.played_for_me(event.seat) and event.reason != "empty hand":
        return _("Round {round} over: a computer player for you reached 99.").format(round=r)
    if event.reason == "empty hand":
        if human:
            return _("Round {round} over: you had no cards.").format(round=r)
        return _("Round {round} over: {name} had no cards.").format(round=r, name=player_name(me, event.seat))
    if event.reason == "passed 99":
        if human:
            return _("Round {round} over: you passed 99.").format(round=r)
        return _("Round {round} over: {name} passed 99.").format(round=r, name=player_name(me, event.seat))
    if human:
        return _("Round {round} over: you reached 99.").format(round=r)
    return _("Round {round} over: {name} reached 99.").format(round=r, name=player_name(me, event.seat))


def round_ended_text(me: Perspective, event: RoundEnded, next_round: bool = True, watching: bool = False,
                     tokens: str = "", next_by: int | None = None) -> str:
    """C-14, C-15, C-19: "Round 2 over: you passed 99. Enter: next round." / "Round 2 over: Anna
    reached 99." (``next_round`` False: the game ended, no next round); ``watching`` (the human is
    out, the next round starts by itself): "Round 2 over: Anna reached 99. Next round in a moment.";
    ``tokens`` (:func:`tokens_text`) comes before the next step: "Round 2 over: Anna reached 99.
    Tokens: you 5, Anna 3, Bob out. Enter: next round."; ``next_by`` (watching online, a person
    plays first in the next round, which waits for their Enter and card): "Round 2 over: Anna
    reached 99. The next round starts when Ben is ready."."""
    line = _round_over_sentence(me, event)
    if tokens:
        line = f"{line} {tokens}"
    if not next_round:
        return line
    if watching and next_by is not None:
        return f"{line} {next_round_by_text(me, next_by)}"
    return f"{line} {_(NEXT_ROUND_SOON) if watching else _(NEXT_ROUND)}"


def round_start_wait_text(me: Perspective, seat: int, round_number: int) -> str:
    """Online, in a round after the first, on the turn of another person who has not played in
    it yet (C-21; the server waits for their card, they may still be on the last round's end):
    "Waiting for Ben's first card of round 2."."""
    return _("Waiting for {name}'s first card of round {round}.").format(
        name=player_name(me, seat), round=round_number)


def next_round_by_text(me: Perspective, seat: int) -> str:
    """Watching online, when a person plays first in the next round (it starts once they pressed
    Enter, C-21; the server then sends ``notice`` ``round_ready``): "The next round starts when
    Ben is ready."."""
    return _("The next round starts when {name} is ready.").format(name=player_name(me, seat))


NEXT_ROUND = N_("Enter: next round.")
NEXT_ROUND_SOON = N_("Next round in a moment.")


def game_ended_text(me: Perspective, event: GameEnded) -> str:
    """C-20: "You win the game!" / "Bob wins the game."."""
    if me.is_me(event.winner):
        return _("You win the game!")
    return _("{name} wins the game.").format(name=player_name(me, event.winner))


def game_over_text(me: Perspective, winner: int | None) -> str:
    """C-20, a key pressed once the game is over: that it is over and who won, "The game is
    over. Bob wins." / "The game is over. You win." ("The game is over." when no winner is
    known)."""
    if winner is None:
        return _("The game is over.")
    if me.is_me(winner):
        return _("The game is over. You win.")
    return _("The game is over. {name} wins.").format(name=player_name(me, winner))


def game_over_results_text(me: Perspective, winner: int | None) -> str:
    """A key that plays or draws once the game is over, before the results screen came:
    :func:`game_over_text` and the way on, "The game is over. Bob wins. Enter shows the
    results."."""
    return f"{game_over_text(me, winner)} {_(SHOW_RESULTS)}"


def round_started_text(me: Perspective, event: RoundStarted) -> str:
    """C-5, C-6: "Round 1. Carl deals. You play first."."""
    if me.is_me(event.first_seat):
        first = _("You play first.")
    else:
        first = _("{name} plays first.").format(name=player_name(me, event.first_seat))
    return f"{_deals_sentence(me, event.round, event.dealer)} {first}"


def your_turn_text(total: int, hand: Sequence[Card], must_draw: bool = False, focus: int = 0,
                   short: bool = False) -> str:
    """"Your turn. Total 61. Your cards: 4 of clubs, ace of hearts, 9 of spades. Enter plays the
    4 of clubs." (C-23): the card Enter plays (``focus``, the first at each turn) is named, so
    Enter never plays a card the player did not hear. ``must_draw`` (C-19): "Your turn. Total 20.
    Your hand is empty: draw now or lose 3 tokens.". ``short`` (the "Short turn prompt" option)
    leaves the hand out: "Your turn. Total 61. Enter plays the 4 of clubs."."""
    if must_draw or not hand:
        return _("Your turn. Total {total}. {empty}").format(total=total, empty=_(EMPTY_HAND_DRAW))
    focused = hand[max(0, min(focus, len(hand) - 1))]
    if short:
        return _("Your turn. Total {total}. Enter plays the {card}.").format(
            total=total, card=card_name(focused, "accusative"))
    return _("Your turn. Total {total}. Your cards: {cards}. Enter plays the {card}.").format(
        total=total, cards=card_list(hand), card=card_name(focused, "accusative"))


def too_late_line(kept: int | None) -> str:
    """The human's chance to draw closed (C-8), said after the card that closed it (and that
    card's effects): "Too late to draw: you play the rest of this round with 2 cards." (``kept``:
    the cards in hand, one short for the rest of the round); with an empty hand, what it will
    cost (C-19); None (the round ended, said only to a Space): "Too late to draw."."""
    if kept is None:
        return _("Too late to draw.")
    if kept == 0:  # C-19
        return _("Too late to draw: your hand stays empty, and at your turn that costs 3 tokens.")
    return ngettext("Too late to draw: you play the rest of this round with {count} card.",
                    "Too late to draw: you play the rest of this round with {count} cards.", kept).format(count=kept)


def _take_outs(events: Sequence[Event], i: int) -> tuple[list[PlayerEliminated], int]:
    """The :class:`PlayerEliminated` events from ``i`` on, and the index after them."""
    outs: list[PlayerEliminated] = []
    while i < len(events) and isinstance(events[i], PlayerEliminated):
        outs.append(events[i])  # type: ignore[arg-type]
        i += 1
    return outs, i


def _drawn_in_batch(me: Perspective, rest: Sequence[Event]) -> bool:
    """True when the listener's draw comes among ``rest`` (the events after their draw opened,
    C-8) before it opens again: the draw was made in the same batch (their time ran out online
    and a computer played the turn and drew for them), so "You can still draw: press Space."
    would never be true."""
    for event in rest:
        if isinstance(event, (CardDrawn, NothingDrawn)) and me.is_me(event.seat):
            return True
        if isinstance(event, DrawAvailable) and me.is_me(event.seat):
            return False
    return False


def narrate(me: Perspective, events: Sequence[Event], hand: Sequence[Card], *, draw_reminder: bool = True,
            watching: bool = False, tokens: str = "", short_turn: bool = False,
            too_late: bool = False, next_by: int | None = None) -> list[Message]:
    """The messages for one batch of events, in order, for the listener ``me`` (C-23).

    Args:
        me: the listener's seat (``None``: a spectator) and the seats' names.
        events: events from ``apply`` or ``start_events``, whole or as the listener's seat may
            know them (:func:`game.counting.visibility.events_for`): the words are the same.
        hand: the listener's hand after the batch (for "Your turn ... Your cards"; empty for a
            spectator).
        draw_reminder: say "You can still draw: press Space." after the human's card (manual mode).
        watching: the human is out (the next round starts by itself, see :func:`round_ended_text`).
        tokens: everyone's tokens after the batch (:func:`tokens_text`), said at a round's end.
        next_by: watching online, the seat of the person who plays first in the next round
            (:func:`next_round_by_text` instead of "Next round in a moment.").
        short_turn: the turn line without the hand (the "Short turn prompt" option).
        too_late: the listener pressed Space and the draw reached the game after the card that
            closed it (online, C-8): when that card ended the round, "Too late to draw." still
            answers it (after the round's end); a draw that passed unasked, with the round
            going on, is said in any case.

    Returns:
        Messages; a threshold event, the token losses and eliminations it causes make one
        message. A draw of the listener's that another player's card closed (C-8) is said once,
        on a line of its own after that card and its effects, before the next card or turn line:
        "Too late to draw: you play the rest of this round with 2 cards." (:func:`too_late_line`;
        nothing when the round ended with that card, the listener went out, or may draw again).
        The human's drawn card and the draw reminder come after the card's effects (skip,
        reverse), before "Your turn". Cards other players draw are private and not spoken.
        The end of the game is a cue only: the results screen says the winner (C-20).
    """
    messages: list[Message] = []
    later: list[Message] = []  # the human's draw or reminder: after the card's effects
    missed = False
    passed = ""  # the word on the listener's draw that passed (C-8), said after the card's effects
    draw_open = False  # the human may still draw (C-8)
    i = 0
    events = list(events)
    while i < len(events):
        event = events[i]
        i += 1
        if passed and isinstance(event, (CardPlayed, TurnStarted)):
            messages.append(Message(passed))
            passed = ""
        if isinstance(event, CardPlayed):
            if later:  # several moves at once (back at the table: what was missed): the draw of the card
                # before comes before this one, never after the game's end; a draw reminder is no longer true
                messages.extend(message for message in later if not message.prompt)
                later = []
            messages.append(Message(card_played_text(me, event), "card"))
            if missed:
                missed = False
                rest = events[i:]
                ends = any(isinstance(e, RoundEnded) for e in rest)
                out = any(isinstance(e, PlayerEliminated) and me.is_me(e.seat) for e in rest)
                reopened = me.is_me(event.seat) or any(isinstance(e, DrawAvailable) and me.is_me(e.seat)
                                                       for e in rest)
                passed = _draw_passed_line(None if ends else len(hand), too_late, reopened or out)
        elif isinstance(event, ThresholdReached):
            losses: list[TokensLost] = []
            outs: list[PlayerEliminated] = []
            while i < len(events) and isinstance(events[i], (TokensLost, PlayerEliminated)):
                follower = events[i]
                if isinstance(follower, TokensLost):
                    losses.append(follower)
                else:
                    outs.append(follower)
                i += 1
            cue = "elimination" if outs else ("token" if losses else None)
            messages.append(Message(reached_text(me, event, losses, outs), cue))
        elif isinstance(event, ThresholdPassed):
            loss = None
            if i < len(events) and isinstance(events[i], TokensLost):
                loss = events[i]
                i += 1
            outs, i = _take_outs(events, i)
            messages.append(Message(passed_text(me, event, loss, outs), "elimination" if outs else "token"))
        elif isinstance(event, TokensLost):
            outs, i = _take_outs(events, i)
            cue = "elimination" if outs else "token"
            if event.reason == "empty hand":
                messages.append(Message(empty_hand_text(me, event, outs), cue))
            else:  # a loss not after its threshold (not made by the engine today)
                line = capital(_loss_clause(me, event))
                messages.append(Message(f"{line} {out_text(me, outs)}" if outs else line, cue))
        elif isinstance(event, PlayerEliminated):
            messages.append(Message(eliminated_text(me, event), "elimination"))
        elif isinstance(event, TurnSkipped):
            if me.played_for_me(event.seat):  # (a computer played the seat: the listener missed nothing, C-16)
                messages.append(Message(_("A computer player for you misses a turn.")))
            elif me.is_me(event.seat):
                messages.append(Message(_("You miss a turn.")))  # as "Anna misses a turn."
            else:
                messages.append(Message(_("{name} misses a turn.").format(name=player_name(me, event.seat))))
        elif isinstance(event, PlaysAgain):
            if me.played_for_me(event.seat):
                messages.append(Message(_("A computer player for you plays again.")))
            elif me.is_me(event.seat):
                messages.append(Message(_("You play again.")))
            else:
                messages.append(Message(_("{name} plays again.").format(name=player_name(me, event.seat))))
        elif isinstance(event, DirectionReversed):
            if event.players_in == 2:  # C-17
                messages.append(Message(_("A 4 with two players: the turns do not change."), tells="direction"))
            else:
                messages.append(Message(_("Direction reversed: clockwise.") if event.direction == 1
                                        else _("Direction reversed: counter-clockwise."), tells="direction"))
        elif isinstance(event, StockReshuffled):
            line = ngettext("Stock empty: the pile is shuffled into a new stock of {count} card.",
                            "Stock empty: the pile is shuffled into a new stock of {count} cards.",
                            event.stock_size).format(count=event.stock_size)
            human_draws = (i < len(events) and isinstance(events[i], CardDrawn)
                           and me.is_me(events[i].seat))  # type: ignore[attr-defined]
            (later if human_draws else messages).append(Message(line))
        elif isinstance(event, CardDrawn):
            draw_open = draw_open and not me.is_me(event.seat)
            if me.is_me(event.seat) and event.card is not None and me.timer_played(event.seat):
                later.append(Message(_("The {card} was drawn for you.").format(card=card_name(event.card, "definite")),
                                     "draw"))  # (the turn timer's computer drew for the listener, C-8)
            elif me.is_me(event.seat) and event.card is not None and me.played_for_me(event.seat):
                later.append(Message(_("A computer player for you draws the {card}.").format(
                    card=card_name(event.card, "accusative")), "draw"))
            elif me.is_me(event.seat) and event.card is not None:
                later.append(Message(_("You draw the {card}.").format(card=card_name(event.card, "accusative")),
                                     "draw"))
        elif isinstance(event, NothingDrawn):
            draw_open = draw_open and not me.is_me(event.seat)
            if me.is_me(event.seat):
                later.append(Message(_("Nothing is left to draw: you get no card."), "draw"))
        elif isinstance(event, DrawAvailable):
            draw_open = draw_open or me.is_me(event.seat)
            if me.is_me(event.seat) and draw_reminder and not _drawn_in_batch(me, events[i:]):
                later.append(Message(_(DRAW_REMINDER), prompt=True))
        elif isinstance(event, DrawMissed):
            missed = missed or me.is_me(event.seat)
            draw_open = draw_open and not me.is_me(event.seat)
        elif isinstance(event, RoundEnded):
            messages.extend(later)
            later = []
            next_round = not any(isinstance(e, GameEnded) for e in events[i:])
            messages.append(Message(round_ended_text(me, event, next_round, watching, tokens, next_by), "round_won",
                                    gist=round_over_gist(event)))
        elif isinstance(event, GameEnded):  # the winner is said once, by the results screen
            messages.append(Message("", "round_won"))
        elif isinstance(event, RoundStarted):
            messages.append(Message(round_started_text(me, event)))
        elif isinstance(event, TurnStarted):
            still_open = me.is_me(event.seat) and draw_open and not event.must_draw
            if still_open:  # said once, in the turn line itself
                later = [m for m in later if m.text != _(DRAW_REMINDER)]
            messages.extend(later)
            later = []
            if me.is_me(event.seat):
                line = your_turn_text(event.total, hand, event.must_draw, short=short_turn)
                if still_open:
                    line = f"{line} {_(DRAW_REMINDER)}"
                messages.append(Message(line, "your_turn", prompt=True, names_focus=True))
    messages.extend(later)
    if missed:  # (a batch that ends with the draw missed: the card that closed it is not known)
        passed = _draw_passed_line(len(hand), too_late)
    if passed:
        messages.append(Message(passed))
    return messages


def _draw_passed_line(kept: int | None, asked: bool, moot: bool = False) -> str:
    """What is said of the listener's draw that passed (C-8): :func:`too_late_line` for the
    ``kept`` cards; "" when nobody asked (no Space too late, ``asked``) and the round ended
    with that card (``kept`` None) or it no longer matters (``moot``: the listener may draw
    again, their own card closed it after a jack with two players, C-16, or a new chance opens
    in the same batch; or the listener went out, C-18)."""
    if moot or (kept is None and not asked):
        return ""
    return too_late_line(kept)


def results_lines(me: Perspective, tokens: Sequence[int], eliminated: Sequence[int] | frozenset[int],
                  winner: int | None, rounds: int, out_rounds: dict[int, int] | None = None) -> list[str]:
    """The results screen (C-18, C-20): who won, after how many rounds, then the finishing order,
    one line per player: "1st: Bob, 5 tokens left." / "2nd: you, out in round 4." (``out_rounds``:
    seat -> the round it went out, in the order the players went out: the later out, the better
    the place, even in the same round, since C-18 takes tokens one player at a time; players out
    whose round is not known share the last place)."""
    lines = []
    if winner is not None:
        lines.append(game_ended_text(me, GameEnded(winner)))
    lines.append(ngettext("{count} round played.", "{count} rounds played.", rounds).format(count=rounds))
    known = {seat: round_ for seat, round_ in (out_rounds or {}).items() if seat in eliminated}
    still_in = sorted((seat for seat in range(len(tokens)) if seat not in eliminated), key=lambda seat: -tokens[seat])
    unknown = [seat for seat in range(len(tokens)) if seat in eliminated and seat not in known]
    order = still_in + list(reversed(list(known))) + unknown
    for i, seat in enumerate(order):
        place = i + 1 if seat not in unknown else len(still_in) + len(known) + 1
        who = name_mid(me, seat)
        if seat not in eliminated:
            line = ngettext("{place}: {name}, {count} token left.", "{place}: {name}, {count} tokens left.",
                            tokens[seat]).format(place=ordinal(place), name=who, count=tokens[seat])
        elif seat in known:
            line = _("{place}: {name}, out in round {round}.").format(place=ordinal(place), name=who,
                                                                      round=known[seat])
        else:
            line = _("{place}: {name}, out.").format(place=ordinal(place), name=who)
        lines.append(capital(line))
    return lines


def ordinal(place: int) -> str:
    """A finishing place: "1st", "2nd", "3rd", "4th" ... "8th"."""
    words = {1: _("1st"), 2: _("2nd"), 3: _("3rd")}
    return words.get(place, _("{number}th").format(number=place))
