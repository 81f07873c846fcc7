"""Every word the counting game says: events, status answers, refusals (rule C-23).

One place for the wording (shared/announcements.md): "You"/"you" for the human, names for the
computer players, cards in words, most important words first. Pure Python, no pygame.

The main entry point is :func:`narrate`, which turns one batch of events (as returned by
``CountingState.apply`` or ``start_events``) into messages ``(text, cue)`` for the announcer.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..engine.cards import Card
from ..engine.events import Event
from .events import (CardDrawn, CardPlayed, DirectionReversed, DrawAvailable, DrawMissed, GameEnded,
                     PlayerEliminated, PlaysAgain, RoundEnded, RoundStarted, StockReshuffled,
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


def turn_text(view: CountingView) -> str:
    """T key: "Your turn. Play goes clockwise." / "Anna's turn. ..."; "The game is over." at the end."""
    if view.turn is None:
        return "The game is over."
    return f"{possessive(view.turn)} turn. Play goes {direction_word(view.direction)}."


def hand_text(hand: Sequence[Card]) -> str:
    """H key: "Your cards: 6 of hearts, queen of spades." or "Your hand is empty."."""
    if not hand:
        return "Your hand is empty."
    return f"Your cards: {card_list(hand)}."


def focus_text(card: Card, slot: int, count: int) -> str:
    """Left/Right: "King of spades, 2 of 3" (``slot`` from 0)."""
    return f"{capital(card.name)}, {slot + 1} of {count}"


def value_option_text(value: int, total: int) -> str:
    """One value for an ace or a 10: "11: total 57", "minus 10: total 47"."""
    shown = "minus 10" if value == -10 else str(value)
    return f"{shown}: total {total}"


def value_prompt(card: Card, value: int, total: int) -> str:
    """The start of a value choice: "Ace of hearts. 1: total 47. Up or Down changes, Enter plays."."""
    return (f"{capital(card.name)}. {value_option_text(value, total)}. "
            "Up or Down changes, Enter plays, Escape cancels.")


def intro_text(view: CountingView) -> str:
    """Said when the table comes back (after the pause menu): "Round 2. Total 61. Your turn."."""
    if view.turn is None:
        return f"Game over. Total {view.total}."
    return f"Round {view.round}. Total {view.total}. {possessive(view.turn)} turn."


def start_text(players: int, tokens: int, draw: str) -> str:
    """The table's first words: "Counting game, 3 players, 9 tokens each. Manual draw."."""
    mode = "Manual draw: Space draws." if draw == "manual" else "Cards are drawn for you."
    return f"Counting game, {players} players, {tokens_word(tokens)} each. {mode}"


# ----------------------------------------------------------------------- refusals
def not_your_turn(view: CountingView) -> str:
    """"Not your turn. Anna plays next." (or why nobody can play)."""
    if view.winner is not None or view.turn is None:
        return GAME_OVER
    if HUMAN in view.eliminated:
        return f"You are out of the game. {name(view.turn)} plays next."
    return f"Not your turn. {name(view.turn)} plays next."


ROUND_PAUSE = "Round over. Press Enter to deal the next round."
EMPTY_HAND_DRAW = "Your hand is empty: press Space to draw."
CHOOSING = "Choose the value first: Up or Down, then Enter, or Escape to cancel."
NO_CHOICE = "Up and Down choose a value after you pick an ace or a 10."
AUTO_DRAW = "Cards are drawn for you."
ALREADY_DRAWN = "You have already drawn."
NOTHING_TO_DRAW = "Nothing to draw now: you draw after playing a card."
GAME_OVER = "The game is over. Enter shows the results."
DRAW_REMINDER = "You can still draw: press Space."


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
    return f"{who}: {card}. Total {event.new_total}."


def _loss_clause(loss: TokensLost) -> str:
    """A loss after its cause: "you lose 3 tokens. 4 left.", "Bob loses his last token." (C-18)."""
    if loss.paid < loss.amount:
        if loss.paid == 0:
            return (f"{name_mid(loss.seat)} {'owe' if loss.seat == HUMAN else 'owes'} "
                    f"{tokens_word(loss.amount)} with none left.")
        last = "last token" if loss.paid == 1 else f"last {loss.paid} tokens"
        return (f"{name_mid(loss.seat)} {'lose' if loss.seat == HUMAN else 'loses'} "
                f"{'your' if loss.seat == HUMAN else 'the'} {last}.")
    return (f"{name_mid(loss.seat)} {'lose' if loss.seat == HUMAN else 'loses'} "
            f"{tokens_word(loss.amount)}. {loss.tokens_left} left.")


def reached_text(event: ThresholdReached, losses: Sequence[TokensLost]) -> str:
    """C-12, C-14 with what it costs everyone, the human first:
    "Bob reached 66. You lose 1 token. 5 left. Anna loses 1 token. 3 left." /
    "Anna reached 99 and wins the round. You lose 2 tokens. 3 left."."""
    head = f"{name(event.seat)} reached {event.threshold}"
    if event.threshold == 99:
        head += f" and {'win' if event.seat == HUMAN else 'wins'} the round"
    ordered = sorted(losses, key=lambda loss: loss.seat != HUMAN)
    parts = [head + "."] + [capital(_loss_clause(loss)) for loss in ordered]
    return " ".join(parts)


def passed_text(event: ThresholdPassed, loss: TokensLost | None) -> str:
    """C-13, C-15: "You passed 66 and 99: you lose 3 tokens. 4 left." /
    "Bob passed 33: Bob loses 1 token. 6 left."."""
    head = f"{name(event.seat)} passed {thresholds_words(event.thresholds)}"
    if loss is None:
        return head + "."
    return f"{head}: {_loss_clause(loss)}"


def empty_hand_text(loss: TokensLost) -> str:
    """C-19: "You have no cards: you lose 3 tokens. 2 left."."""
    has = "have" if loss.seat == HUMAN else "has"
    return f"{name(loss.seat)} {has} no cards: {_loss_clause(loss)}"


def eliminated_text(event: PlayerEliminated) -> str:
    """C-18: "Bob is out. 2 players left." / "You are out. 2 players left."."""
    be = "are" if event.seat == HUMAN else "is"
    return f"{name(event.seat)} {be} out. {event.players_left} player{'s' if event.players_left != 1 else ''} left."


def round_ended_text(event: RoundEnded) -> str:
    """C-14, C-15, C-19: "Round 2 over: you passed 99." / "Round 2 over: Anna reached 99."."""
    who = name_mid(event.seat) if event.seat == HUMAN else name(event.seat)
    if event.reason == "empty hand":
        cause = f"{who} had no cards"
    else:
        cause = f"{who} {event.reason}"
    return f"Round {event.round} over: {cause}."


def game_ended_text(event: GameEnded) -> str:
    """C-20: "You win the game!" / "Bob wins the game."."""
    if event.winner == HUMAN:
        return "You win the game!"
    return f"{name(event.winner)} wins the game."


def round_started_text(event: RoundStarted) -> str:
    """C-5, C-6: "Round 1. Carl deals. You play first."."""
    return (f"Round {event.round}. {verb(event.dealer, 'deal', 'deals')}. "
            f"{verb(event.first_seat, 'play', 'plays')} first.")


def your_turn_text(total: int, hand: Sequence[Card], must_draw: bool = False) -> str:
    """"Your turn. Total 61. Your cards: 4 of clubs, ace of hearts, 9 of spades." (C-23)."""
    if must_draw:
        return f"Your turn. Total {total}. {EMPTY_HAND_DRAW}"
    return f"Your turn. Total {total}. Your cards: {card_list(hand)}."


def narrate(events: Sequence[Event], hand: Sequence[Card], *, draw_reminder: bool = True) -> list[Message]:
    """The messages for one batch of events, in order, for the human at seat 0 (C-23).

    Args:
        events: events from ``apply`` or ``start_events``.
        hand: the human's hand after the batch (for "Your turn ... Your cards").
        draw_reminder: say "You can still draw: press Space." after the human's card (manual mode).

    Returns:
        Messages; a threshold event and the token losses it causes make one message. Cards other
        players draw are private and not spoken (their play already implies the draw).
    """
    messages: list[Message] = []
    reminder: Message | None = None  # said after the card's effects (skip, reverse), before "Your turn"
    i = 0
    events = list(events)
    while i < len(events):
        event = events[i]
        i += 1
        if isinstance(event, CardPlayed):
            messages.append(Message(card_played_text(event), "card"))
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
            messages.append(Message(reached_text(event, losses), "token" if losses else None))
            messages.extend(Message(eliminated_text(out), "elimination") for out in outs)
        elif isinstance(event, ThresholdPassed):
            loss = None
            if i < len(events) and isinstance(events[i], TokensLost):
                loss = events[i]
                i += 1
            messages.append(Message(passed_text(event, loss), "token"))
        elif isinstance(event, TokensLost):
            if event.reason == "empty hand":
                messages.append(Message(empty_hand_text(event), "token"))
            else:  # a loss following an elimination inside a threshold's payments
                messages.append(Message(capital(_loss_clause(event)), "token"))
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
            messages.append(Message(f"Direction reversed: {direction_word(event.direction)}."))
        elif isinstance(event, StockReshuffled):
            messages.append(Message(f"Stock empty: the pile is shuffled into a new stock of "
                                    f"{event.stock_size} cards."))
        elif isinstance(event, CardDrawn):
            if event.seat == HUMAN:
                messages.append(Message(f"You draw the {event.card.name}.", "draw"))
        elif isinstance(event, DrawAvailable):
            if event.seat == HUMAN and draw_reminder:
                reminder = Message(DRAW_REMINDER)
        elif isinstance(event, DrawMissed):
            if event.seat == HUMAN:
                messages.append(Message("Too late to draw: your hand stays short."))
        elif isinstance(event, RoundEnded):
            messages.append(Message(round_ended_text(event), "round_won"))
        elif isinstance(event, GameEnded):
            messages.append(Message(game_ended_text(event), "round_won"))
        elif isinstance(event, RoundStarted):
            messages.append(Message(round_started_text(event)))
        elif isinstance(event, TurnStarted):
            if reminder is not None:
                messages.append(reminder)
                reminder = None
            if event.seat == HUMAN:
                messages.append(Message(your_turn_text(event.total, hand, event.must_draw), "your_turn"))
    if reminder is not None:
        messages.append(reminder)
    return messages


def results_lines(tokens: Sequence[int], eliminated: Sequence[int] | frozenset[int], winner: int | None,
                  rounds: int) -> list[str]:
    """The results screen: who won, after how many rounds, and each player's tokens left."""
    lines = []
    if winner is not None:
        lines.append("You win the game!" if winner == HUMAN else f"{name(winner)} wins the game.")
    lines.append(f"{rounds} round{'s' if rounds != 1 else ''} played.")
    for seat, count in enumerate(tokens):
        state = "out" if seat in eliminated else f"{tokens_word(count)} left"
        lines.append(f"{name(seat)}: {state}.")
    return lines
