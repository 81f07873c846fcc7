"""Every word the counting game says: events, status answers, refusals (rule C-23).

One place for the wording (docs/announcements.md): "You"/"you" for the human, names for the
computer players, cards in words, most important words first. Pure Python, no pygame.

The main entry point is :func:`narrate`, which turns one batch of events (as returned by
``CountingState.apply`` or ``start_events``) into messages ``(text, cue)`` for the announcer.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..engine.cards import Card
from ..i18n import _, ngettext
from ..engine.events import Event
from .rules import apply_card, crossings, passing_cost
from .events import (CardDrawn, CardPlayed, DirectionReversed, DrawAvailable, DrawMissed, GameEnded,
                     NothingDrawn, PlayerEliminated, PlaysAgain, RoundEnded, RoundStarted, StockReshuffled,
                     ThresholdPassed, ThresholdReached, TokensLost, TurnSkipped, TurnStarted)
from .state import CountingView

HUMAN = 0
"""The human's seat."""
COMPUTER_NAMES = ("Anna", "Bob", "Carl", "Dora", "Emil", "Fay", "Gus")
"""Names of the computer players at seats 1..7."""


@dataclass(frozen=True)
class Message:
    """One announcement: ``text`` to say (may be empty: cue only) and an optional sound ``cue``."""

    text: str
    cue: str | None = None


# ----------------------------------------------------------------------- small words
def name(seat: int) -> str:
    """"You" for seat 0, else the computer player's name ("Anna" for seat 1)."""
    return "You" if seat == HUMAN else COMPUTER_NAMES[seat - 1]


def name_mid(seat: int) -> str:
    """The name inside a sentence: "you" for seat 0."""
    return "you" if seat == HUMAN else COMPUTER_NAMES[seat - 1]


def possessive(seat: int) -> str:
    """"Your" or "Anna's"."""
    return "Your" if seat == HUMAN else f"{COMPUTER_NAMES[seat - 1]}'s"


def verb(seat: int, plain: str, third: str) -> str:
    """"You play" / "Anna plays": the subject with the right verb form."""
    return f"{name(seat)} {plain if seat == HUMAN else third}"


def tokens_word(count: int) -> str:
    """"1 token", "3 tokens"."""
    return f"{count} token" if count == 1 else f"{count} tokens"


def capital(text: str) -> str:
    """``text`` with its first letter in upper case ("King of spades")."""
    return text[:1].upper() + text[1:]


def card_list(cards: Sequence[Card]) -> str:
    """"6 of hearts, queen of spades"; "no cards" for an empty hand."""
    return ", ".join(card.name for card in cards) if cards else "no cards"


def thresholds_words(thresholds: Sequence[int]) -> str:
    """"33", "66 and 99", "33, 66 and 99"."""
    words = [str(t) for t in thresholds]
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def direction_word(direction: int) -> str:
    """"clockwise" for 1, "counter-clockwise" for -1."""
    return "clockwise" if direction == 1 else "counter-clockwise"


# ----------------------------------------------------------------------- status answers
def total_text(total: int) -> str:
    """C key: "Total 57."."""
    return f"Total {total}."


def tokens_text(view: CountingView) -> str:
    """S key: "Tokens: you 5, Anna 3, Bob out."."""
    parts = []
    for seat, count in enumerate(view.tokens):
        parts.append(f"{name_mid(seat)} {'out' if seat in view.eliminated else count}")
    return "Tokens: " + ", ".join(parts) + "."


def turn_text(view: CountingView, waiting: bool = False) -> str:
    """T key: "Your turn. Play goes clockwise." / "Anna's turn. ..."; "The game is over." at the end;
    ``waiting`` (the next player holds its card for the human's draw, C-8): "Anna is waiting for
    your draw: press Space. Play goes clockwise."; the human's own turn while the human may still
    draw (a jack with two players, C-16): "Your turn. You can still draw: press Space. Play goes
    clockwise."."""
    if view.turn is None:
        return "The game is over."
    goes = direction_word(view.direction)
    if waiting:
        return _("{waiting} Play goes {direction}.").format(waiting=waiting_text(view.turn), direction=goes)
    if view.turn == HUMAN and view.drawer == HUMAN:
        return _("Your turn. You can still draw: press Space. Play goes {direction}.").format(direction=goes)
    return f"{possessive(view.turn)} turn. Play goes {goes}."


def pile_text(view: CountingView) -> str:
    """P key: "Pile: king of spades. Stock 40 cards." / "Pile: empty. Stock 1 card."."""
    top = view.pile_top.name if view.pile_top is not None else "empty"
    cards = "card" if view.stock_size == 1 else "cards"
    return f"Pile: {top}. Stock {view.stock_size} {cards}."


def cards_text(view: CountingView) -> str:
    """N key: cards held by each player: "Cards: you 3, Anna 3, Bob 2, Carl out."."""
    parts = [f"{name_mid(seat)} {'out' if seat in view.eliminated else count}"
             for seat, count in enumerate(view.hand_counts)]
    return "Cards: " + ", ".join(parts) + "."


def round_text(view: CountingView) -> str:
    """R key: "Round 2. Anna deals." / "Round 1. You deal."."""
    return f"Round {view.round}. {verb(view.dealer, 'deal', 'deals')}."


def hand_text(hand: Sequence[Card], out: bool = False) -> str:
    """H key: "Your cards: 6 of hearts, queen of spades." or "Your hand is empty."; ``out`` (the
    human is eliminated, C-18): "You are out of the game."."""
    if out:
        return OUT_OF_GAME
    if not hand:
        return "Your hand is empty."
    return f"Your cards: {card_list(hand)}."


def focus_text(card: Card, slot: int, count: int) -> str:
    """Left/Right: "King of spades, 2 of 3" (``slot`` from 0)."""
    return f"{capital(card.name)}, {slot + 1} of {count}"


def others_lose_text(others: Sequence[int] | None, amount: int) -> str:
    """Who pays when the human reaches a threshold (C-12, C-14): "the others lose 1 token", or
    with one other player in (a two-player game): "Anna loses 1 token"."""
    if others is not None and len(others) == 1:
        return ngettext("{name} loses {count} token", "{name} loses {count} tokens", amount).format(
            name=name(others[0]), count=amount)
    return ngettext("the others lose {count} token", "the others lose {count} tokens", amount).format(count=amount)


def value_word(value: int) -> str:
    """An ace's or a 10's value for the ear (C-10): "11", "1", "plus 10", "minus 10"."""
    if value == -10:
        return "minus 10"
    return "plus 10" if value == 10 else str(value)


def value_option_text(card: Card, value: int, old_total: int, tokens: int | None = None,
                      others: Sequence[int] | None = None) -> str:
    """One value for an ace or a 10 played on ``old_total``, with what it costs or wins (C-12..C-15):
    "11: total 57", "minus 10: total 47", "plus 10: total 107, passes 99: you lose 2 tokens.",
    "1: total 33, reaches 33: the others lose 1 token."; with the human's ``tokens`` a loss that
    would put the human out says so (C-18): "... passes 99: you lose 2 tokens and are out.";
    ``others`` (the other seats still in) names the one other player of a two-player game:
    "... reaches 33: Anna loses 1 token."."""
    total = apply_card(old_total, card, value)[0]
    head = f"{value_word(value)}: total {total}"
    reached, passed = crossings(old_total, total)
    if passed:
        cost = passing_cost(passed)
        out = " and are out" if tokens is not None and tokens < cost else ""
        return f"{head}, passes {thresholds_words(passed)}: you lose {tokens_word(cost)}{out}."
    if reached == 99:
        return _("{head}, reaches 99: you win the round, {others}.").format(
            head=head, others=others_lose_text(others, 2))
    if reached is not None:
        return _("{head}, reaches {threshold}: {others}.").format(
            head=head, threshold=reached, others=others_lose_text(others, 1))
    return head


def value_choice_line(card: Card, values: Sequence[int], index: int, old_total: int,
                      tokens: int | None = None, others: Sequence[int] | None = None) -> str:
    """Up or Down during a value choice (C-10): the option with a capital and its place among
    the values: "Plus 10: total 31, 1 of 2." / "1: total 33, reaches 33: Anna loses 1 token, 1 of 2."."""
    option = capital(value_option_text(card, values[index], old_total, tokens, others).rstrip("."))
    return _("{option}, {position} of {count}.").format(option=option, position=index + 1, count=len(values))


def value_prompt(card: Card, value: int, old_total: int, tokens: int | None = None,
                 others: Sequence[int] | None = None) -> str:
    """The start of a value choice: "Ace of hearts. 1: total 47. Up or Down changes, Enter plays,
    Escape cancels." (the option said as in :func:`value_option_text`)."""
    option = capital(value_option_text(card, value, old_total, tokens, others).rstrip("."))
    return _("{card}. {option}. Up or Down changes, Enter plays, Escape cancels.").format(
        card=capital(card.name), option=option)


def value_limit_text(value: int) -> str:
    """Up on the higher value or Down on the lower: "Already 11." / "Already minus 10."."""
    return f"Already {value_word(value)}."


def intro_text(view: CountingView, waiting: bool = False, focus: int = 0, name_card: bool = True) -> str:
    """Said when the table comes back (after the pause menu or F1 help): "Round 2. Total 61. Your
    turn."; while the human's draw is open it says so (C-8): ``waiting`` (the next player holds
    its card for it): "Round 4. Total 10. Anna is waiting for your draw: press Space."; the human's
    own turn names the card Enter plays (``focus``): "Round 2. Total 61. Your turn. Enter plays the
    king of spades." (then "You can still draw: press Space." while the draw is open) or, with an
    empty hand (C-19), "... Your turn. Your hand is empty: draw now or lose 3 tokens.";
    ``name_card`` False leaves the card and the draw note out (a caller that says the hand next)."""
    if view.turn is None:
        return f"Game over. Total {view.total}."
    head = f"Round {view.round}. Total {view.total}."
    if waiting:
        return _("{head} {waiting}").format(head=head, waiting=waiting_text(view.turn))
    if view.turn == HUMAN and view.drawer == HUMAN and not view.hand:
        return _("{head} Your turn. {note}").format(head=head, note=EMPTY_HAND_DRAW)
    if view.turn == HUMAN and view.hand and name_card:
        card = view.hand[max(0, min(focus, len(view.hand) - 1))]
        line = _("{head} Your turn. Enter plays the {card}.").format(head=head, card=card.name)
        if view.drawer == HUMAN:
            line = _("{turn} {reminder}").format(turn=line, reminder=DRAW_REMINDER)
        return line
    return f"{head} {possessive(view.turn)} turn."


def start_text(players: int, tokens: int, draw: str, hand_size: int = 3,
               draw_time: float | None = None) -> str:
    """The table's first words, with every option that changes play: "Counting game, 3 players,
    9 tokens each, 3 cards in hand. Manual draw: Space draws, 5 seconds to draw." /
    "... Manual draw: Space draws; the next player waits for your draw." / "... Cards are drawn
    for you." (C-3, C-5, C-8)."""
    from ..ui.words import seconds_text
    head = ngettext("Counting game, {players} players, {tokens} token each, {hand} cards in hand.",
                    "Counting game, {players} players, {tokens} tokens each, {hand} cards in hand.",
                    tokens).format(players=players, tokens=tokens, hand=hand_size)
    if draw != "manual":
        mode = _("Cards are drawn for you.")
    elif draw_time is None:
        mode = _("Manual draw: Space draws; the next player waits for your draw.")
    else:
        mode = _("Manual draw: Space draws, {time} to draw.").format(time=seconds_text(draw_time))
    return f"{head} {mode}"


# ----------------------------------------------------------------------- refusals
def not_your_turn(view: CountingView) -> str:
    """"Not your turn. Anna plays next." (or why nobody can play)."""
    if view.winner is not None or view.turn is None:
        return GAME_OVER
    if HUMAN in view.eliminated:
        return _("You are out of the game. {name} is playing.").format(name=name(view.turn))
    return _("Not your turn: {name} is playing.").format(name=name(view.turn))


def waiting_text(seat: int) -> str:
    """While the player after the human holds its card for the human's draw (C-8, "Time to
    draw"): "Anna is waiting for your draw: press Space."."""
    return f"{name(seat)} is waiting for your draw: press Space."


ROUND_PAUSE = "Round over. Press Enter for the next round."
ROUND_PAUSE_WATCHING = _("Round over. The next round starts in a moment. Enter plays the rest out at once; "
                         "Escape leaves.")
PLAYED_OUT = _("The game is played out.")
WATCHING_STATUS = _("Watching. Enter: play the rest out. Escape: leave.")


def watching_text() -> str:
    """Said when the human goes out (C-18) and when the table comes back while watching."""
    return _("You are out: you are watching. Escape leaves; Enter plays the rest out at once and "
             "shows the results.")
OUT_OF_GAME = "You are out of the game."
EMPTY_HAND_DRAW = _("Your hand is empty: draw now or lose 3 tokens.")
CHOOSING = "Choose the value first: Up or Down, then Enter, or Escape to cancel."
NO_CHOICE = "Up and Down choose a value after you pick an ace or a 10."
AUTO_DRAW = "Cards are drawn for you."
ALREADY_DRAWN = "You have already drawn."
NOTHING_TO_DRAW = "Nothing to draw now: you draw after playing a card."
GAME_OVER = "The game is over. Enter shows the results."
DRAW_REMINDER = "You can still draw: press Space."


def draw_warning_text(seconds: float) -> str:
    """Before the "Time to draw" runs out (C-8): "2 seconds left to draw: press Space."."""
    from ..ui.words import seconds_text
    return _("{time} left to draw: press Space.").format(time=seconds_text(seconds))


def too_late_text(seat: int) -> str:
    """Space after another card closed the draw (C-8): "Too late to draw: Anna has played."."""
    return f"Too late to draw: {name(seat)} {'have' if seat == HUMAN else 'has'} played."


def slots_label(count: int) -> str:
    """The digit keys for a hand of ``count`` cards: "1 to 3", "1" (``count`` at least 1)."""
    return "1" if count <= 1 else f"1 to {count}"


def no_such_slot(slot: int, count: int) -> str:
    """"You have only 3 cards." / "Your hand is empty."."""
    if count == 0:
        return "Your hand is empty."
    return f"You have only {count} card{'s' if count != 1 else ''}."


# ----------------------------------------------------------------------- events
def card_played_text(event: CardPlayed) -> str:
    """"Bob: king of spades. Total 57." / "You: 2 of hearts. Total doubles to 106." /
    "Anna: ace of clubs as 11. Total 20." / "Bob: 10 of spades as minus 10. Total 47."."""
    who = name(event.seat)
    card = event.card.name
    if event.operation == "double":
        return f"{who}: {card}. Total doubles to {event.new_total}."
    if event.operation == "halve":
        return f"{who}: {card}. Total halves to {event.new_total}."
    if event.card.rank == 14:
        return f"{who}: {card} as {event.value}. Total {event.new_total}."
    if event.operation == "subtract":
        return f"{who}: {card} as minus 10. Total {event.new_total}."
    if event.card.rank == 10 and event.old_total < 10 and event.seat == HUMAN:  # C-11: no choice
        return _("You: {card} as plus 10, since the total was under 10. Total {total}.").format(
            card=card, total=event.new_total)
    return f"{who}: {card}. Total {event.new_total}."


def _loss_clause(loss: TokensLost) -> str:
    """A loss after its cause (C-18): "you lose 3 tokens. 4 left." / "Anna loses 1 token. 0 left." /
    "Anna owes 2 tokens and has 1." (the elimination sentence follows)."""
    who = name_mid(loss.seat) if loss.seat == HUMAN else name(loss.seat)
    if loss.paid < loss.amount:
        owe, have = ("owe", "have") if loss.seat == HUMAN else ("owes", "has")
        return f"{who} {owe} {tokens_word(loss.amount)} and {have} {loss.paid}."
    lose = "lose" if loss.seat == HUMAN else "loses"
    return f"{who} {lose} {tokens_word(loss.amount)}. {loss.tokens_left} left."


def _names(seats: Sequence[int]) -> str:
    """"You", "Fay", "You and Fay", "Fay, Gus and Dora" (the human first)."""
    words = [name(s) if i == 0 else name_mid(s) for i, s in enumerate(sorted(seats, key=lambda s: s != HUMAN))]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def out_text(outs: Sequence[PlayerEliminated]) -> str:
    """C-18: "Bob is out. 2 players left." / "You and Fay are out. 3 players left."."""
    if not outs:
        return ""
    seats = [out.seat for out in outs]
    be = "is" if len(seats) == 1 and seats[0] != HUMAN else "are"
    left = outs[-1].players_left
    return f"{_names(seats)} {be} out. {left} player{'s' if left != 1 else ''} left."


def reached_text(event: ThresholdReached, losses: Sequence[TokensLost],
                 outs: Sequence[PlayerEliminated] = ()) -> str:
    """C-12, C-14, C-18: the cost for everyone in one sentence, then only what matters: the human's
    tokens, players now on 0, who could not pay and who is out.

    "Emil reached 33: everyone else loses 1 token. You have 0 left." /
    "Anna reached 99 and wins the round: everyone else loses 2 tokens. You have 3 left. Bob has 0 left." /
    "Bob reached 66: everyone else loses 1 token. You owe 1 token and have 0. You are out. 2 players left.".
    When the game ends during the payments (not everyone paid), each payment is said.
    """
    head = f"{name(event.seat)} reached {event.threshold}"
    if event.threshold == 99:
        head += f" and {'win' if event.seat == HUMAN else 'wins'} the round"
    if not losses:
        return head + "."
    ordered = sorted(losses, key=lambda loss: loss.seat != HUMAN)
    human_out = any(out.seat == HUMAN for out in outs)
    if outs and outs[-1].players_left <= 1:  # the game ended before everyone paid
        parts = [head + "."] + [capital(_loss_clause(loss)) for loss in ordered]
    elif len(losses) == 1:  # two players left: name the one who pays
        parts = [f"{head}: {_loss_clause(losses[0])}"]
    else:
        if human_out:  # the listener's own fate first
            mine = ordered[0]
            parts = [f"{head}. You are out: you owed {tokens_word(mine.amount)} and had {mine.paid}.",
                     f"Everyone else loses {tokens_word(losses[0].amount)}."]
            ordered = ordered[1:]
        else:
            parts = [f"{head}: everyone else loses {tokens_word(losses[0].amount)}."]
        paid = []
        for loss in ordered:
            if loss.paid < loss.amount:
                parts.append(capital(_loss_clause(loss)))
            else:
                paid.append(loss)
        if paid:
            counts = ", ".join(f"{name_mid(loss.seat)} {loss.tokens_left}"
                               for loss in sorted(paid, key=lambda loss: loss.seat))
            parts.append(_("Tokens left: {counts}.").format(counts=counts))
        if human_out:
            others = [out for out in outs if out.seat != HUMAN]
            left = outs[-1].players_left
            parts.append(out_text(others) if others else f"{left} player{'s' if left != 1 else ''} left.")
            outs = []
    if outs:
        parts.append(out_text(outs))
    return " ".join(parts)


def passed_text(event: ThresholdPassed, loss: TokensLost | None, outs: Sequence[PlayerEliminated] = ()) -> str:
    """C-13, C-15, C-18: "You passed 66 and 99: you lose 3 tokens. 4 left." /
    "Anna passed 99: Anna owes 2 tokens and has 1. Anna is out. 2 players left."."""
    head = f"{name(event.seat)} passed {thresholds_words(event.thresholds)}"
    if loss is None:
        return head + "."
    tail = f" {out_text(outs)}" if outs else ""
    return f"{head}: {_loss_clause(loss)}{tail}"


def empty_hand_text(loss: TokensLost, outs: Sequence[PlayerEliminated] = ()) -> str:
    """C-19: "You have no cards: you lose 3 tokens. 2 left." /
    "Bob has no cards: Bob owes 3 tokens and has 1. Bob is out. 2 players left."."""
    has = "have" if loss.seat == HUMAN else "has"
    tail = f" {out_text(outs)}" if outs else ""
    return f"{name(loss.seat)} {has} no cards: {_loss_clause(loss)}{tail}"


def eliminated_text(event: PlayerEliminated) -> str:
    """C-18: "Bob is out. 2 players left." / "You are out. 2 players left."."""
    return out_text([event])


def round_ended_text(event: RoundEnded, next_round: bool = True, watching: bool = False,
                     tokens: str = "") -> str:
    """C-14, C-15, C-19: "Round 2 over: you passed 99. Enter: next round." / "Round 2 over: Anna
    reached 99." (``next_round`` False: the game ended, no next round); ``watching`` (the human is
    out, the next round starts by itself): "Round 2 over: Anna reached 99. Next round in a moment.";
    ``tokens`` (:func:`tokens_text`) comes before the next step: "Round 2 over: Anna reached 99.
    Tokens: you 5, Anna 3, Bob out. Enter: next round."."""
    who = name_mid(event.seat) if event.seat == HUMAN else name(event.seat)
    if event.reason == "empty hand":
        cause = f"{who} had no cards"
    else:
        cause = f"{who} {event.reason}"
    line = f"Round {event.round} over: {cause}."
    if tokens:
        line = _("{line} {tokens}").format(line=line, tokens=tokens)
    if not next_round:
        return line
    return f"{line} {NEXT_ROUND_SOON if watching else NEXT_ROUND}"


NEXT_ROUND = "Enter: next round."
NEXT_ROUND_SOON = "Next round in a moment."


def game_ended_text(event: GameEnded) -> str:
    """C-20: "You win the game!" / "Bob wins the game."."""
    if event.winner == HUMAN:
        return "You win the game!"
    return f"{name(event.winner)} wins the game."


def round_started_text(event: RoundStarted) -> str:
    """C-5, C-6: "Round 1. Carl deals. You play first."."""
    return (f"Round {event.round}. {verb(event.dealer, 'deal', 'deals')}. "
            f"{verb(event.first_seat, 'play', 'plays')} first.")


def your_turn_text(total: int, hand: Sequence[Card], must_draw: bool = False, focus: int = 0) -> str:
    """"Your turn. Total 61. Your cards: 4 of clubs, ace of hearts, 9 of spades. Enter plays the
    4 of clubs." (C-23): the card Enter plays (``focus``, the first at each turn) is named, so
    Enter never plays a card the player did not hear. ``must_draw`` (C-19): "Your turn. Total 20.
    Your hand is empty: draw now or lose 3 tokens."."""
    if must_draw or not hand:
        return f"Your turn. Total {total}. {EMPTY_HAND_DRAW}"
    focused = hand[max(0, min(focus, len(hand) - 1))]
    return _("Your turn. Total {total}. Your cards: {cards}. Enter plays the {card}.").format(
        total=total, cards=card_list(hand), card=focused.name)


def too_late_line(kept: int | None) -> str:
    """The human's chance to draw closed (C-8), said after the card that closed it: "Too late to
    draw: you keep 2 cards this round." (``kept``: the cards in hand; None: "Too late to draw.")."""
    if kept is None:
        return _("Too late to draw.")
    if kept == 0:  # C-19
        return _("Too late to draw: your hand stays empty, and at your turn that costs 3 tokens.")
    return ngettext("Too late to draw: you keep {count} card this round.",
                    "Too late to draw: you keep {count} cards this round.", kept).format(count=kept)


def _take_outs(events: Sequence[Event], i: int) -> tuple[list[PlayerEliminated], int]:
    """The :class:`PlayerEliminated` events from ``i`` on, and the index after them."""
    outs: list[PlayerEliminated] = []
    while i < len(events) and isinstance(events[i], PlayerEliminated):
        outs.append(events[i])  # type: ignore[arg-type]
        i += 1
    return outs, i


def narrate(events: Sequence[Event], hand: Sequence[Card], *, draw_reminder: bool = True,
            watching: bool = False, tokens: str = "") -> list[Message]:
    """The messages for one batch of events, in order, for the human at seat 0 (C-23).

    Args:
        events: events from ``apply`` or ``start_events``.
        hand: the human's hand after the batch (for "Your turn ... Your cards").
        draw_reminder: say "You can still draw: press Space." after the human's card (manual mode).
        watching: the human is out (the next round starts by itself, see :func:`round_ended_text`).
        tokens: everyone's tokens after the batch (:func:`tokens_text`), said at a round's end.

    Returns:
        Messages; a threshold event, the token losses and eliminations it causes make one
        message. "Too late to draw" is said after the card that closed the chance (C-8), on the
        same line. The human's drawn card and the draw reminder come after the card's effects
        (skip, reverse), before "Your turn". Cards other players draw are private and not spoken.
        The end of the game is a cue only: the results screen says the winner (C-20).
    """
    messages: list[Message] = []
    later: list[Message] = []  # the human's draw or reminder: after the card's effects
    missed = False
    draw_open = False  # the human may still draw (C-8)
    i = 0
    events = list(events)
    while i < len(events):
        event = events[i]
        i += 1
        if isinstance(event, CardPlayed):
            messages.append(Message(card_played_text(event), "card"))
            if missed:
                missed = False
                ends = any(isinstance(e, RoundEnded) for e in events[i:])
                messages.append(Message(too_late_line(None if ends else len(hand))))
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
            messages.append(Message(reached_text(event, losses, outs), cue))
        elif isinstance(event, ThresholdPassed):
            loss = None
            if i < len(events) and isinstance(events[i], TokensLost):
                loss = events[i]
                i += 1
            outs, i = _take_outs(events, i)
            messages.append(Message(passed_text(event, loss, outs), "elimination" if outs else "token"))
        elif isinstance(event, TokensLost):
            outs, i = _take_outs(events, i)
            cue = "elimination" if outs else "token"
            if event.reason == "empty hand":
                messages.append(Message(empty_hand_text(event, outs), cue))
            else:  # a loss not after its threshold (not made by the engine today)
                tail = f" {out_text(outs)}" if outs else ""
                messages.append(Message(capital(_loss_clause(event)) + tail, cue))
        elif isinstance(event, PlayerEliminated):
            messages.append(Message(eliminated_text(event), "elimination"))
        elif isinstance(event, TurnSkipped):
            if event.seat == HUMAN:
                messages.append(Message("You miss your turn."))
            else:
                messages.append(Message(f"{name(event.seat)} misses a turn."))
        elif isinstance(event, PlaysAgain):
            messages.append(Message(f"{verb(event.seat, 'play', 'plays')} again."))
        elif isinstance(event, DirectionReversed):
            if event.players_in == 2:  # C-17
                messages.append(Message(_("A 4 with two players: the turns do not change.")))
            else:
                messages.append(Message(f"Direction reversed: {direction_word(event.direction)}."))
        elif isinstance(event, StockReshuffled):
            line = f"Stock empty: the pile is shuffled into a new stock of {event.stock_size} cards."
            human_draws = (i < len(events) and isinstance(events[i], CardDrawn)
                           and events[i].seat == HUMAN)  # type: ignore[attr-defined]
            (later if human_draws else messages).append(Message(line))
        elif isinstance(event, CardDrawn):
            draw_open = draw_open and event.seat != HUMAN
            if event.seat == HUMAN:
                later.append(Message(f"You draw the {event.card.name}.", "draw"))
        elif isinstance(event, NothingDrawn):
            draw_open = draw_open and event.seat != HUMAN
            if event.seat == HUMAN:
                later.append(Message(_("Nothing is left to draw: you get no card."), "draw"))
        elif isinstance(event, DrawAvailable):
            draw_open = draw_open or event.seat == HUMAN
            if event.seat == HUMAN and draw_reminder:
                later.append(Message(DRAW_REMINDER))
        elif isinstance(event, DrawMissed):
            missed = missed or event.seat == HUMAN
            draw_open = draw_open and event.seat != HUMAN
        elif isinstance(event, RoundEnded):
            messages.extend(later)
            later = []
            next_round = not any(isinstance(e, GameEnded) for e in events[i:])
            messages.append(Message(round_ended_text(event, next_round, watching, tokens), "round_won"))
        elif isinstance(event, GameEnded):  # the winner is said once, by the results screen
            messages.append(Message("", "round_won"))
        elif isinstance(event, RoundStarted):
            messages.append(Message(round_started_text(event)))
        elif isinstance(event, TurnStarted):
            still_open = event.seat == HUMAN and draw_open and not event.must_draw
            if still_open:  # said once, in the turn line itself
                later = [m for m in later if m.text != DRAW_REMINDER]
            messages.extend(later)
            later = []
            if event.seat == HUMAN:
                line = your_turn_text(event.total, hand, event.must_draw)
                if still_open:
                    line = _("{turn} {reminder}").format(turn=line, reminder=DRAW_REMINDER)
                messages.append(Message(line, "your_turn"))
    messages.extend(later)
    if missed:
        messages.append(Message(too_late_line(len(hand))))
    return messages


def results_lines(tokens: Sequence[int], eliminated: Sequence[int] | frozenset[int], winner: int | None,
                  rounds: int, out_rounds: dict[int, int] | None = None) -> list[str]:
    """The results screen (C-18, C-20): who won, after how many rounds, then the finishing order,
    one line per player: "1st: Bob, 5 tokens left." / "2nd: you, out in round 4." (``out_rounds``:
    seat -> the round it went out; players out in the same round share a place; without it, seat
    order)."""
    lines = []
    if winner is not None:
        lines.append("You win the game!" if winner == HUMAN else f"{name(winner)} wins the game.")
    lines.append(ngettext("{count} round played.", "{count} rounds played.", rounds).format(count=rounds))
    known = out_rounds or {}
    order = sorted(range(len(tokens)), key=lambda seat: (
        seat in eliminated, -known.get(seat, 0), -tokens[seat] if seat not in eliminated else 0))
    place = 0
    previous: tuple[bool, int] | None = None
    for i, seat in enumerate(order):
        out = seat in eliminated
        rank_key = (out, known.get(seat, 0) if out else -i)
        if rank_key != previous:
            place = i + 1
        previous = rank_key
        who = name_mid(seat) if seat == HUMAN else name(seat)
        if not out:
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
