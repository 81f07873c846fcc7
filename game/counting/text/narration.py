"""The counting game's narration: a batch of events into messages, and the results' lines (C-23)."""

from __future__ import annotations

from collections.abc import Sequence

from ...card_names import card_name
from ...engine.cards import Card
from ...engine.events import Event, TableNews
from ...engine.perspective import Perspective, at_event
from ...i18n import N_, _, ngettext
from ...player_names import SeatHistory, in_seat_of, took_seat_text
from ..events import (CardDrawn, CardPlayed, DirectionReversed, DrawAvailable, DrawMissed, GameEnded,
                      NothingDrawn, PlayerEliminated, PlaysAgain, RoundEnded, RoundStarted, StockReshuffled,
                      ThresholdPassed, ThresholdReached, TokensLost, TurnSkipped, TurnStarted)
from .event_lines import (_loss_clause, card_played_text, eliminated_text, empty_hand_text, game_ended_text,
                          out_text, passed_text, reached_text, round_ended_text, round_over_gist,
                          round_started_text, too_late_line, your_turn_text)
from .refusals import DRAW_REMINDER, EMPTY_HAND_DRAW
from .words import Message, capital, name_mid, player_name


def _take_outs(events: Sequence[Event], i: int) -> tuple[list[PlayerEliminated], int]:
    """The :class:`PlayerEliminated` events from ``i`` on, and the index after them."""
    outs: list[PlayerEliminated] = []
    while i < len(events) and isinstance(events[i], PlayerEliminated):
        outs.append(events[i])  # type: ignore[arg-type]
        i += 1
    return outs, i


def _round_ends_next(events: Sequence[Event], i: int) -> bool:
    """True when the round ends (a :class:`RoundEnded`) among ``events`` from ``i`` on, before
    another card, threshold, deal or turn: the cause just said (99 reached or passed, an empty
    hand) ends the round in this batch, and the round's end follows its line (C-14, C-15, C-19)."""
    for event in events[i:]:
        if isinstance(event, RoundEnded):
            return True
        if isinstance(event, (CardPlayed, ThresholdReached, ThresholdPassed, RoundStarted, TurnStarted)):
            return False
    return False


def cause_before_end(events: Sequence[Event], end: int) -> bool:
    """True when the round's end ``events[end]`` (a :class:`RoundEnded`) comes after the event
    that caused it in the same batch (99 reached or passed, C-14, C-15; an empty hand, C-19),
    with nothing but its effects between them (tokens lost, players out, draws): that event's
    line tells the cause, which the round's end then leaves out (C-23)."""
    for event in reversed(events[:end]):
        if isinstance(event, (ThresholdReached, ThresholdPassed)):
            return True
        if isinstance(event, TokensLost) and event.reason == "empty hand":
            return True
        if isinstance(event, (CardPlayed, RoundStarted, TurnStarted, RoundEnded)):
            return False
    return False


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
        message. A round's end right after the line that tells its cause, in the same batch,
        says each fact once (C-23; found by a tester by ear: "Bob reached 99" and the losers'
        tokens twice in a row): the cause's line without the tokens left of those who paid
        (the round's end says everyone's), the round's end without its cause: "Bob reached 99
        and wins the round: everyone else loses 2 tokens." / "Round 1 over. Tokens: you 1,
        Anna 1, Bob 3. Enter: next round.". Lines between them ("Anna is out.") stay.
        A draw of the listener's that another player's card closed (C-8) is said once,
        on a line of its own after that card and its effects, before the next card or turn line:
        "Too late to draw: you play the rest of this round with 2 cards." (:func:`too_late_line`;
        nothing when the round ended with that card, the listener went out, or may draw again).
        The human's drawn card and the draw reminder come after the card's effects (skip,
        reverse), before "Your turn". Cards other players draw are private and not spoken.
        A 4 played with two players in (C-17) is told only the first time in a game ("A 4 with
        two players: the turns do not change.", from the event: true after Continue and online
        too); later ones say nothing of the direction, which means nothing then.
        The end of the game is a cue only: the results screen says the winner (C-20).
    """
    messages: list[Message] = []
    later: list[Message] = []  # the human's draw or reminder: after the card's effects
    missed = False
    passed = ""  # the word on the listener's draw that passed (C-8), said after the card's effects
    draw_open = False  # the human may still draw (C-8)
    i = 0
    events = list(events)
    listener = me
    while i < len(events):
        event = events[i]
        i += 1
        me = at_event(listener, event)  # (a move missed online, made before its seat changed hands: who made it)
        if passed and isinstance(event, (CardPlayed, TurnStarted, TableNews)):
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
                if me.is_me(event.seat) and not (ends or out):  # played again after a jack, not drawn (C-16)
                    later.append(Message(_(JACK_DRAW_GONE)))
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
            ends = _round_ends_next(events, i)  # (the round's end says everyone's tokens)
            messages.append(Message(reached_text(me, event, losses, outs, tokens_left=not (ends and tokens)), cue))
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
            if event.players_in == 2:  # C-17: told once a game, as the rule (the table shows no direction)
                if not event.earlier_with_two:
                    messages.append(Message(_("A 4 with two players: the turns do not change.")))
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
                # an empty hand: what not drawing costs (C-19; found by a tester by ear: the plain
                # reminder, then 3 tokens lost at the turn that followed)
                later.append(Message(_(DRAW_REMINDER) if hand else _(EMPTY_HAND_DRAW), prompt=True))
        elif isinstance(event, DrawMissed):
            missed = missed or me.is_me(event.seat)
            draw_open = draw_open and not me.is_me(event.seat)
        elif isinstance(event, RoundEnded):
            messages.extend(later)
            later = []
            next_round = not any(isinstance(e, GameEnded) for e in events[i:])
            messages.append(Message(round_ended_text(me, event, next_round, watching, tokens, next_by,
                                                     cause=not cause_before_end(events, i - 1)), "round_won",
                                    gist=round_over_gist(event)))
        elif isinstance(event, GameEnded):  # the winner is said once, by the results screen
            messages.append(Message("", "round_won"))
        elif isinstance(event, RoundStarted):
            messages.append(Message(round_started_text(me, event)))
        elif isinstance(event, TableNews):  # (online: a seat that changed hands among the moves missed)
            messages.extend(message for message in later if not message.prompt)  # (the moves before it first)
            later = []
            messages.append(Message(event.text))
        elif isinstance(event, TurnStarted):
            still_open = me.is_me(event.seat) and draw_open and not event.must_draw
            if still_open:  # said once, in the turn line itself
                later = [m for m in later if m.text not in (_(DRAW_REMINDER), _(EMPTY_HAND_DRAW))]
            messages.extend(later)
            later = []
            if me.is_me(event.seat):
                line = your_turn_text(event.total, hand, event.must_draw, short=short_turn)
                if still_open:
                    line = f"{line} {_(DRAW_REMINDER)}"
                messages.append(Message(line, "your_turn", prompt=True, names_focus=True))
    me = listener
    messages.extend(later)
    if missed:  # (a batch that ends with the draw missed: the card that closed it is not known)
        passed = _draw_passed_line(len(hand), too_late)
    if passed:
        messages.append(Message(passed))
    return messages


JACK_DRAW_GONE = N_("You did not draw after your jack: your hand stays a card short this round.")
"""Said when the listener, playing again after a jack with two players (C-16), played without
drawing for the jack first: that draw is gone (C-8), and the one the new card opens does not make
up for it (found by a tester by ear: nothing said so, and the hand a card short led to the
player's elimination). After the card's effects, before the new draw's reminder."""


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
                  winner: int | None, rounds: int, out_rounds: dict[int, int] | None = None,
                  history: SeatHistory | None = None) -> list[str]:
    """The results screen (C-18, C-20): who won, after how many rounds, then the finishing order,
    one line per player: "1st: Bob, 5 tokens left." / "2nd: you, out in round 4." (``out_rounds``:
    seat -> the round it went out, in the order the players went out: the later out, the better
    the place, even in the same round, since C-18 takes tokens one player at a time; players out
    whose round is not known share the last place). Online, a seat a computer took from a person
    who left (``history``) is named by who holds it, as the table named the winner ("The game is
    over. Bob wins."), its history apart: "Bob wins the game. Bob, a computer player, took Cid's
    seat in round 1." and "1st: Bob (in Cid's seat), 1 token left." (was "Cid, then Bob wins the
    game.": found by a tester by ear, Cid having left in round 1)."""
    lines = []
    if winner is not None:
        took = took_seat_text(me, winner, history, "round")
        lines.append(f"{game_ended_text(me, GameEnded(winner))} {took}".rstrip())
    me = in_seat_of(me, history)
    lines.append(ngettext("{count} round played.", "{count} rounds played.", rounds).format(count=rounds))
    known = {seat: round_ for seat, round_ in (out_rounds or {}).items() if seat in eliminated}
    unknown = [seat for seat in range(len(tokens)) if seat in eliminated and seat not in known]
    for i, seat in enumerate(finishing_order(tokens, eliminated, out_rounds)):
        place = i + 1 if seat not in unknown else len(tokens) - len(unknown) + 1
        who = name_mid(me, seat)
        mine = me.is_me(seat)  # own sentences: verbs agree with "you" ("вы выбыли")
        if seat not in eliminated:
            line = (ngettext("{place}: you, {count} token left.", "{place}: you, {count} tokens left.", tokens[seat])
                    if mine else
                    ngettext("{place}: {name}, {count} token left.", "{place}: {name}, {count} tokens left.",
                             tokens[seat])).format(place=ordinal(place), name=who, count=tokens[seat])
        elif seat in known:
            line = (_("{place}: you, out in round {round}.") if mine else
                    _("{place}: {name}, out in round {round}.")).format(place=ordinal(place), name=who,
                                                                        round=known[seat])
        else:
            line = (_("{place}: you, out.") if mine else _("{place}: {name}, out.")).format(
                place=ordinal(place), name=who)
        lines.append(capital(line))
    return lines


def finishing_order(tokens: Sequence[int], eliminated: Sequence[int] | frozenset[int],
                    out_rounds: dict[int, int] | None = None) -> list[int]:
    """The seats in the order :func:`results_lines` places them (C-18, C-20): those still in,
    most tokens first; then those out in ``out_rounds``, the later out first; then the others out."""
    known = [seat for seat in (out_rounds or {}) if seat in eliminated]
    still_in = sorted((seat for seat in range(len(tokens)) if seat not in eliminated), key=lambda seat: -tokens[seat])
    unknown = [seat for seat in range(len(tokens)) if seat in eliminated and seat not in known]
    return still_in + list(reversed(known)) + unknown


def own_result_line(me: Perspective, tokens: Sequence[int], eliminated: Sequence[int] | frozenset[int],
                    winner: int | None, out_rounds: dict[int, int] | None = None) -> int | None:
    """The index, among :func:`results_lines`, of the line saying the listener's place ("3rd:
    you, out in round 4."); None for a spectator."""
    order = finishing_order(tokens, eliminated, out_rounds)
    if me.seat not in order:
        return None
    return (1 if winner is not None else 0) + 1 + order.index(me.seat)


def ordinal(place: int) -> str:
    """A finishing place: "1st", "2nd", "3rd", "4th" ... "8th"."""
    words = {1: _("1st"), 2: _("2nd"), 3: _("3rd")}
    return words.get(place, _("{number}th").format(number=place))
