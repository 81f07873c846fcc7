"""The counting game's sentences for events: cards played, thresholds reached and passed, tokens lost, rounds
ended (C-23)."""

from __future__ import annotations

from collections.abc import Sequence

from ...card_names import card_name
from ...engine.cards import Card
from ...engine.perspective import Perspective
from ...player_names import pronoun
from ...i18n import N_, _, join_words, ngettext, npgettext, pgettext
from ..events import (CardPlayed, GameEnded, PlayerEliminated, RoundEnded, RoundStarted, ThresholdPassed,
                      ThresholdReached, TokensLost)
from .refusals import EMPTY_HAND_DRAW
from .words import (_deals_sentence, capital, card_list, name, name_mid, player_name, players_left_text,
                    thresholds_words)


# ----------------------------------------------------------------------- events
def _play_form(event: CardPlayed) -> str:
    """How a card changed the total, as its line says it (C-10, C-11): "stays" (a 9, which adds 0,
    or 0 doubled: "Total stays 57.", one wording for both, as the hand's reading says it; found
    by a tester by ear), "doubles", "halves", "ace" (1 or 11), "minus" (a 10 as minus 10), "plus"
    (a 10 as plus 10 on a total of 10 or more, a choice), "forced plus" (a 10 on a total under
    10: plus 10, no choice), else "plain"."""
    if event.new_total == event.old_total and (event.operation == "double" or event.card.rank == 9):
        return "stays"
    if event.operation == "double":
        return "doubles"
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
    """"you", "Fay", "you and Fay", "Fay, Gus and you" (in the order given: the order they went
    out, C-18)."""
    return join_words([name_mid(me, s) for s in seats])


def out_text(me: Perspective, outs: Sequence[PlayerEliminated]) -> str:
    """C-18: "Bob is out. 2 players left." / "You and Fay are out. 3 players left." (in the order
    they went out, as the results place them)."""
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
                 outs: Sequence[PlayerEliminated] = (), tokens_left: bool = True) -> str:
    """C-12, C-14, C-18, C-23: the cause and its cost for everyone in one sentence, then each
    player who could not pay, with what they had, and that they are out, in the order they paid
    (C-18: one at a time, from the player of the card in the direction of play; the order the
    results place them in, the later out the higher), then the tokens left of those who paid,
    then the players left:

    "Emil reached 33: everyone else loses 1 token. Tokens left: you 0, Anna 2." /
    "Anna reached 99 and wins the round: everyone else loses 2 tokens. Carl owes 2 tokens and has 1.
    Carl is out. You owe 2 tokens and have 0. You are out. Tokens left: Bob 0. 2 players left."
    (the cost came after the listener's fate, and "Carl is out." after the tokens left, before;
    the listener was named first, whatever the order of paying, which the results then
    contradicted). With two players left the one who pays is named in the first sentence; when
    the game ends during the payments (not everyone paid), each payment is said.

    ``tokens_left`` False (the round's end, which says everyone's tokens, follows in the same
    batch: C-14, C-23) leaves the tokens left of those who paid out, each fact said once:
    "Bob reached 99 and wins the round: everyone else loses 2 tokens." (was "... Tokens left:
    you 1, Anna 1.", then the round's end said those tokens again; found by a tester by ear).
    """
    head = _reached_head(me, event.seat, event.threshold)
    if not losses:
        return _("{event}.").format(event=head)
    ordered = list(losses)  # the order of paying (C-18)
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
    if paid and tokens_left:
        counts = ", ".join(pgettext("a hand's number in a list", "{name} {number}").format(
            name=name_mid(me, loss.seat), number=loss.tokens_left)
            for loss in sorted(paid, key=lambda l: (not me.is_me(l.seat), l.seat)))  # yours first, as counts_text
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
    while they were away: "A computer player for you passed 99". Said as a live announcer says a
    move, as reaching one is (Russian in the present: "Анна переходит за 33", beside "Анна набирает
    ровно 33"); a default name's gender picks a sentence for a language whose verb agrees with it."""
    if me.played_for_me(seat):
        return _("A computer player for you passed {thresholds}").format(thresholds=thresholds_words(thresholds))
    if me.is_me(seat):
        return _("You passed {thresholds}").format(thresholds=thresholds_words(thresholds))
    possessive = pronoun(me, seat)  # a default name's gender, for a verb that agrees with it
    if possessive == "Her":
        sentence = pgettext("said of a woman", "{name} passed {thresholds}")
    elif possessive == "His":
        sentence = pgettext("said of a man", "{name} passed {thresholds}")
    else:  # a given name: a sentence whose verb needs no gender
        sentence = _("{name} passed {thresholds}")
    return sentence.format(name=player_name(me, seat), thresholds=thresholds_words(thresholds))


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


def _round_over_sentence(me: Perspective, event: RoundEnded, cause: bool = True) -> str:
    """"Round 2 over: you passed 99." / "Round 2 over: Anna reached 99." / "... Bob had no cards.";
    a round a computer ended by its card for the listener while they were away: "Round 2 over: a
    computer player for you passed 99."; ``cause`` False (the line that tells the cause was just
    said, in the same batch): "Round 2 over."."""
    if not cause:
        return _("Round {round} over.").format(round=event.round)
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
                     tokens: str = "", next_by: int | None = None, cause: bool = True) -> str:
    """C-14, C-15, C-19: "Round 2 over: you passed 99. Enter: next round." / "Round 2 over: Anna
    reached 99." (``next_round`` False: the game ended, no next round); ``watching`` (the human is
    out, the next round starts by itself): "Round 2 over: Anna reached 99. Next round in a moment.";
    ``tokens`` (:func:`tokens_text`) comes before the next step: "Round 2 over: Anna reached 99.
    Tokens: you 5, Anna 3, Bob out. Enter: next round."; ``next_by`` (watching online, a person
    plays first in the next round, which waits for their Enter and card): "Round 2 over: Anna
    reached 99. The next round starts when Ben is ready.".

    ``cause`` False: right after the line that tells what ended the round ("Bob reached 99 and
    wins the round: everyone else loses 2 tokens.", in the same batch of events), the round's end
    does not say it again: "Round 2 over. Tokens: you 1, Anna 1, Bob 3. Enter: next round."
    (C-23; found by a tester by ear: "Bob reached 99" and the losers' tokens, each twice in a
    row). Said on its own (coming back from the pause menu or help, a saved game continued, the
    status line, back at an online table) it says the cause."""
    line = _round_over_sentence(me, event, cause)
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
