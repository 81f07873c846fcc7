"""The rules state of the counting game (rules C-1..C-21).

Where the cards are: every card of the game's pack(s) lies in exactly one place at all times:
``stock`` (face down, top first), ``pile`` (played cards, top last), one of ``hands`` (in the
order received), or ``out`` (cards out of play until the next deal: the hands of eliminated
players, C-18, and, in a replayed position, the cards the set-up does not place).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.cards import Card
from ..engine.errors import IllegalAction, SetupError
from ..engine.events import Event
from ..engine.packs import pack
from ..engine.rng import new_rng
from ..engine.seats import CLOCKWISE, COUNTER_CLOCKWISE, next_seat, seats_from
from .actions import DrawCard, PlayCard
from .events import (CardDrawn, CardPlayed, DirectionReversed, DrawAvailable, DrawMissed, GameEnded,
                     NothingDrawn, PlayerEliminated, PlaysAgain, RoundEnded, RoundStarted, StockReshuffled,
                     ThresholdPassed, ThresholdReached, TokensLost, TurnSkipped, TurnStarted)
from .options import CountingOptions
from .rules import (ACE, AGAIN, DOUBLE, FOUR, HALVE, JACK, TEN, apply_card, crossings, passing_cost,
                    turn_effect, value_choices)

EMPTY_HAND_COST = 3
"""Tokens lost for a turn with an empty hand (C-19)."""


@dataclass(frozen=True)
class CountingView:
    """What ``seat`` may know of the game: everything but other hands and the stock's order.
    A spectator's view (``seat`` ``None``) holds no hand: only what is public.

    Attributes:
        seat: whose view this is, ``None`` for a spectator.
        hand: that player's cards, in the order received (empty for a spectator).
        hand_counts: cards held by each seat.
        tokens: tokens of each seat.
        total: the pile total.
        turn: seat to play, ``None`` once the game is over.
        direction: 1 clockwise, -1 counter-clockwise.
        dealer, round: this deal's dealer and number (1 for the first).
        stock_size: cards in the stock.
        pile_top: the last card played this round, or ``None``.
        eliminated: seats out of the game.
        may_draw: True when this seat may draw now (manual mode, C-8); never for a spectator.
        drawer: the seat that may draw now, or ``None``.
        options: the game's options.
        winner: the game's winner, or ``None``.
        pile: the cards on the pile now, bottom first: the cards played this round since the last
            reshuffle of the pile into the stock (C-9). Public: every card played was shown.
        plays: every card played this round, first first, as ``(seat, card, total before, total
            after)``. Public: every card was shown and its new total announced (C-23).
    """

    seat: int | None
    hand: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    tokens: tuple[int, ...]
    total: int
    turn: int | None
    direction: int
    dealer: int
    round: int
    stock_size: int
    pile_top: Card | None
    eliminated: frozenset[int]
    may_draw: bool
    drawer: int | None
    options: CountingOptions
    winner: int | None
    pile: tuple[Card, ...] = ()
    plays: tuple[tuple[int, Card, int, int], ...] = ()

    @property
    def my_turn(self) -> bool:
        """True when this seat is to play a card (or must draw first, C-19); never for a spectator."""
        return self.seat is not None and self.turn == self.seat

    def others_in(self) -> list[int]:
        """The seats still in the game other than this view's (C-12, C-18), in seat order: who
        a card reaching 33, 66 or 99 makes pay, named in the previews and the hint."""
        return [seat for seat in range(self.options.players) if seat != self.seat and seat not in self.eliminated]

    def jack_skips(self) -> int | None:
        """The seat a jack played by this view's seat now would skip (C-16): the next seat still
        in after it in the current direction; ``None`` when this seat is out or a spectator's."""
        active = [seat for seat in range(self.options.players) if seat not in self.eliminated]
        if self.seat not in active:
            return None
        return next_seat(self.seat, self.options.players, self.direction, active)


class CountingState:
    """A counting game in progress. Build it with :meth:`new` or :meth:`from_position`
    (:meth:`from_setup` for a replay case's set-up); change it only through :meth:`apply`.

    Public attributes (read them, never assign them):
        options (CountingOptions), players (int), tokens (list[int]), hands (list[list[Card]]),
        stock (list[Card], top first), pile (list[Card], top last), out (list[Card]), total (int),
        turn (int | None; None when the game is over), direction (1 | -1), dealer (int),
        round (int, 1 for the first deal), eliminated (set[int]), winner (int | None),
        round_winner (seat that reached 99 in the last finished round, else None),
        drawer (seat that may still draw, C-8, or None), last_player (seat that played the last card),
        fours_with_two (4s played with two players in, this game: C-17, the first is told as the rule).
    """

    def __init__(self, options: CountingOptions, rng: random.Random) -> None:
        """Internal: an empty table. Use :meth:`new` or :meth:`from_position`."""
        self.options = options
        self.players = options.players
        self._rng = rng
        self.tokens: list[int] = [options.tokens] * self.players
        self.hands: list[list[Card]] = [[] for _ in range(self.players)]
        self.stock: list[Card] = []
        self.pile: list[Card] = []
        self.out: list[Card] = []
        self.total = 0
        self.turn: int | None = None
        self.direction = CLOCKWISE
        self.dealer = 0
        self.round = 0
        self.eliminated: set[int] = set()
        self.winner: int | None = None
        self.round_winner: int | None = None
        self.drawer: int | None = None
        self.last_player: int | None = None
        self._drew = False
        self._opening: list[Event] = []
        self._round_end: CountingState | None = None
        self.plays: list[tuple[int, Card, int, int]] = []  # this round's cards played (public)
        self.fours_with_two = 0

    # ----------------------------------------------------------------- building
    @classmethod
    def new(cls, options: CountingOptions, seed: int, dealer: int | None = None) -> "CountingState":
        """A new game: every player gets ``options.tokens`` (C-3) and round 1 is dealt (C-5).

        Args:
            options: the table's options (validated here).
            seed: seeds every shuffle and, when ``dealer`` is None, the choice of the first dealer.
            dealer: the first dealer's seat, or ``None`` to draw it from the seeded random source.

        Raises:
            SetupError: for bad options or a dealer seat out of range.
        """
        options.validate()
        rng = new_rng(seed)
        if dealer is None:
            dealer = rng.randrange(options.players)
        elif not isinstance(dealer, int) or not 0 <= dealer < options.players:
            raise SetupError(f"dealer must be a seat from 0 to {options.players - 1}, not {dealer!r}")
        state = cls(options, rng)
        state.dealer = dealer
        events: list[Event] = []
        state._deal(events)
        state._opening = events
        return state

    @classmethod
    def from_position(cls, options: CountingOptions, *, seed: int, dealer: int,
                      hands: Sequence[Sequence[Card]], stock: Sequence[Card],
                      pile: Sequence[Card] = (), total: int = 0, turn: int | None = None,
                      direction: int = CLOCKWISE, tokens: Sequence[int] | None = None,
                      eliminated: Sequence[int] = (), round_number: int = 1) -> "CountingState":
        """A game set up mid-round (replay cases, tests). Nobody may draw at first (C-8).

        Cards of the pack(s) that no hand, stock or pile holds are put ``out``. If the player to
        play has an empty hand, C-19 applies at once (see :meth:`start_events`).

        Args:
            turn: the seat to play; ``None`` means the dealer's left (C-6).
            tokens: per seat, default ``options.tokens`` each.

        Raises:
            SetupError: for anything the rules cannot start from (reason in the message).
        """
        options.validate()
        n = options.players
        state = cls(options, new_rng(seed))
        if len(hands) != n:
            raise SetupError(f"hands must list {n} hands, one per seat, not {len(hands)}")
        out = set()
        for seat in eliminated:
            if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < n:
                raise SetupError(f"eliminated seat {seat!r} is not a seat from 0 to {n - 1}")
            out.add(seat)
        if n - len(out) < 2:
            raise SetupError("at least two players must still be in the game")
        if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < n:
            raise SetupError(f"dealer must be a seat from 0 to {n - 1}, not {dealer!r}")
        state.eliminated = out
        if tokens is None:
            tokens = [options.tokens] * n
        if len(tokens) != n:
            raise SetupError(f"tokens must list {n} numbers, one per seat, not {len(tokens)}")
        for seat, count in enumerate(tokens):
            if not isinstance(count, int) or isinstance(count, bool) or count < 0:
                raise SetupError(f"tokens of seat {seat} must be a whole number of 0 or more, not {count!r}")
        for seat, hand in enumerate(hands):
            if len(hand) > options.hand_size:
                raise SetupError(f"seat {seat} holds {len(hand)} cards, more than the hand size "
                                 f"{options.hand_size}")
            if seat in out and hand:
                raise SetupError(f"seat {seat} is eliminated and cannot hold cards")
        placed = [card for hand in hands for card in hand] + list(stock) + list(pile)
        remaining = pack(2, 0, options.packs)
        for card in placed:
            if card.is_joker:
                raise SetupError("the joker is not used in the counting game")
            try:
                remaining.remove(card)
            except ValueError:
                copies = "once" if options.packs == 1 else "twice"
                raise SetupError(f"card {card.code} appears more than {copies} "
                                 f"(the game uses {options.packs} pack{'s' if options.packs > 1 else ''})"
                                 ) from None
        if not isinstance(total, int) or isinstance(total, bool) or not 0 <= total <= 98:
            # C-11 keeps it at 0 or more; C-14 and C-15 end the round at 99 and past it
            raise SetupError(f"total must be a whole number from 0 to 98, not {total!r}")
        if direction not in (CLOCKWISE, COUNTER_CLOCKWISE):
            raise SetupError(f"direction must be 1 or -1, not {direction!r}")
        if turn is None:
            turn = next_seat(dealer, n, CLOCKWISE, state._in_seats())  # C-6
        elif not isinstance(turn, int) or isinstance(turn, bool) or not 0 <= turn < n:
            raise SetupError(f"turn must be a seat from 0 to {n - 1}, not {turn!r}")
        elif turn in out:
            raise SetupError(f"turn is seat {turn}, but that player is eliminated")
        state.tokens = list(tokens)
        state.hands = [list(hand) for hand in hands]
        state.stock = list(stock)
        state.pile = list(pile)
        state.out = remaining
        state.total = total
        state.direction = direction
        state.dealer = dealer
        state.round = round_number
        events: list[Event] = [RoundStarted(round_number, dealer, turn, options.hand_size)]
        state._begin_turn(turn, events)
        state._opening = events
        return state

    @classmethod
    def from_setup(cls, setup: dict[str, Any]) -> "CountingState":
        """A state from a replay case's ``setup`` object (keys per docs/replay-cases.md).

        Raises:
            SetupError: naming the bad key, card or value.
        """
        from .setup import state_from_setup
        return state_from_setup(setup)

    def start_events(self) -> list[Event]:
        """The events of the opening, for a UI to announce the start: ``RoundStarted`` and
        ``TurnStarted`` (and, for a set-up position whose player to move has no card, what C-19 did)."""
        return list(self._opening)

    def clone(self) -> "CountingState":
        """An independent copy, random source included: the same actions give the same events."""
        twin = CountingState.__new__(CountingState)
        twin.__dict__.update(self.__dict__)
        twin.tokens = list(self.tokens)
        twin.hands = [list(hand) for hand in self.hands]
        twin.stock = list(self.stock)
        twin.pile = list(self.pile)
        twin.plays = list(self.plays)
        twin.out = list(self.out)
        twin.eliminated = set(self.eliminated)
        twin._opening = list(self._opening)
        twin._rng = random.Random()
        twin._rng.setstate(self._rng.getstate())
        return twin

    # ----------------------------------------------------------------- queries
    @property
    def game_over(self) -> bool:
        """True once only one player is left (C-20)."""
        return self.winner is not None

    def in_seats(self) -> list[int]:
        """Seats still in the game, in seat order (C-18, C-20)."""
        return [s for s in range(self.players) if s not in self.eliminated]

    def can_draw_now(self) -> bool:
        """True when a draw would give a card: the stock has one, or the pile has more than its top (C-9)."""
        return bool(self.stock) or len(self.pile) > 1

    def legal_actions(self, seat: int) -> list[PlayCard | DrawCard]:
        """Every action ``seat`` may take now: a :class:`DrawCard` if that seat may draw (C-8),
        and, on its turn, a :class:`PlayCard` for each distinct (card, value) choice (C-10, C-11).
        Empty for a seat with nothing to do. A player whose turn comes with an empty hand but who
        may draw has only the draw (C-19)."""
        if self.winner is not None or seat in self.eliminated or not 0 <= seat < self.players:
            return []
        actions: list[PlayCard | DrawCard] = []
        if seat == self.drawer:
            actions.append(DrawCard(seat))
        if seat == self.turn:
            seen: set[Card] = set()
            for card in self.hands[seat]:
                if card in seen:
                    continue
                seen.add(card)
                choices = value_choices(card, self.total)
                if choices:
                    actions.extend(PlayCard(seat, card, value) for value in choices)
                else:
                    actions.append(PlayCard(seat, card))
        return actions

    def view(self, seat: int | None) -> CountingView:
        """What ``seat`` may know (see :class:`CountingView`); ``None``: what a spectator may
        know (no hand, C-8: no draw).

        Raises:
            ValueError: for a seat out of range.
        """
        if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool)
                                 or not 0 <= seat < self.players):
            raise ValueError(f"no seat {seat!r}")
        return CountingView(
            seat=seat, hand=() if seat is None else tuple(self.hands[seat]),
            hand_counts=tuple(len(h) for h in self.hands),
            tokens=tuple(self.tokens), total=self.total, turn=self.turn, direction=self.direction,
            dealer=self.dealer, round=self.round, stock_size=len(self.stock),
            pile_top=self.pile[-1] if self.pile else None, eliminated=frozenset(self.eliminated),
            may_draw=seat is not None and self.drawer == seat, drawer=self.drawer, options=self.options,
            winner=self.winner, pile=tuple(self.pile), plays=tuple(self.plays))

    def last_round_view(self, seat: int | None) -> CountingView | None:
        """What ``seat`` (``None``: a spectator) saw when the last round ended (C-14, C-15, C-19),
        before the next deal (C-21): the final total, the card that ended it on the pile, tokens
        after paying, nobody's turn and no draw. ``None`` before any round has ended.

        Raises:
            ValueError: for a seat out of range.
        """
        return None if self._round_end is None else self._round_end.view(seat)

    def to_output(self) -> dict[str, Any]:
        """The replay output (docs/replay-cases.md): ``round``, ``total``, ``turn``, ``direction``,
        ``tokens``, ``eliminated`` (sorted), ``hands`` (card codes in hand order), ``stock_size``,
        ``dealer``, ``round_winner``, ``winner``."""
        return {
            "round": self.round, "total": self.total, "turn": self.turn, "direction": self.direction,
            "tokens": list(self.tokens), "eliminated": sorted(self.eliminated),
            "hands": [[card.code for card in hand] for hand in self.hands],
            "stock_size": len(self.stock), "dealer": self.dealer,
            "round_winner": self.round_winner, "winner": self.winner,
        }

    # ----------------------------------------------------------------- acting
    def apply(self, action: PlayCard | DrawCard) -> list[Event]:
        """Take ``action`` and return the events it caused, in order (C-7..C-21).

        Raises:
            IllegalAction: with a short speakable reason that names no seat ("Not your turn.");
                the state is then unchanged.
        """
        if isinstance(action, PlayCard):
            self._check_play(action)
            return self._play(action)
        if isinstance(action, DrawCard):
            self._check_draw(action)
            return self._draw(action.seat)
        raise IllegalAction("That is not an action of this game.")

    def _check_seat(self, seat: object) -> None:
        if self.winner is not None:
            raise IllegalAction("The game is over.")
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.players:
            raise IllegalAction("No such seat.")
        if seat in self.eliminated:
            raise IllegalAction("You are out of the game.")

    def _check_play(self, action: PlayCard) -> None:
        """C-7, C-10, C-11, C-19: whose turn, which card, which value."""
        self._check_seat(action.seat)
        if action.seat != self.turn:
            raise IllegalAction("Not your turn.")
        hand = self.hands[action.seat]
        if not hand and self.drawer == action.seat:
            raise IllegalAction("Your hand is empty: draw a card first.")
        if not isinstance(action.card, Card) or action.card not in hand:
            raise IllegalAction("You do not hold that card.")
        rank, value = action.card.rank, action.value
        if isinstance(value, bool):
            raise IllegalAction("A value is a number.")
        if rank == ACE:
            if value is None:
                raise IllegalAction("Choose 1 or 11 for an ace.")
            if value not in (1, 11):
                raise IllegalAction("An ace counts 1 or 11.")
        elif rank == TEN:
            if value is None:
                raise IllegalAction("Choose 10 or minus 10 for a 10.")
            if value not in (10, -10):
                raise IllegalAction("A 10 counts 10 or minus 10.")
            if value == -10 and self.total < 10:  # C-11
                raise IllegalAction("The total is below 10: a 10 can only add 10.")
        elif value is not None:
            raise IllegalAction("Only an ace or a 10 takes a value.")

    def _check_draw(self, action: DrawCard) -> None:
        """C-8: only the player who last played, once, before the next card."""
        self._check_seat(action.seat)
        if self.options.draw == "auto":
            raise IllegalAction("Cards are drawn for you.")
        if action.seat != self.drawer:
            if action.seat == self.last_player and self._drew:
                raise IllegalAction("You have already drawn.")
            raise IllegalAction("Nothing to draw now.")

    def _play(self, action: PlayCard) -> list[Event]:
        seat, card = action.seat, action.card
        events: list[Event] = []
        if self.drawer is not None:  # C-8: the chance to draw is gone for good
            events.append(DrawMissed(self.drawer))
            self.drawer = None
        self.hands[seat].remove(card)
        self.pile.append(card)
        old = self.total
        new, operation = apply_card(old, card, action.value)  # C-10, C-11
        self.total = new
        self.plays.append((seat, card, old, new))
        shown = None if operation in (DOUBLE, HALVE) else new - old
        events.append(CardPlayed(seat, card, shown, operation, old, new))
        self.last_player, self._drew = seat, False

        reached, passed = crossings(old, new)
        round_end: tuple[str, int | None] | None = None
        if passed:
            # C-13 (33, 66: 1 token each), C-15 (99: 2 tokens more, round over)
            events.append(ThresholdPassed(seat, passed))
            self._charge(seat, passing_cost(passed), f"passed {passed[-1]}", seat, passed, events)
            if 99 in passed:
                round_end = ("passed 99", None)
        if reached is not None and self.winner is None:
            # C-12 (33, 66: every other player in pays 1), C-14 (99: they pay 2, round over)
            events.append(ThresholdReached(seat, reached))
            cost = 2 if reached == 99 else 1
            for other in seats_from(seat, self.players, self.direction, self._in_seats()):
                if other == seat:
                    continue
                self._charge(other, cost, f"reached {reached}", seat, (reached,), events)
                if self.winner is not None:
                    break
            if reached == 99:
                round_end = ("reached 99", seat)
        if self.winner is not None:  # C-20
            if round_end is not None:
                self.round_winner = round_end[1]
                events.append(RoundEnded(self.round, round_end[0], seat, round_end[1]))
            events.append(GameEnded(self.winner))
            return events
        if round_end is not None:  # C-14, C-15: no draw, no effect; C-21: next deal
            self._end_round(round_end[0], seat, round_end[1], events)
            return events

        if seat not in self.eliminated:  # C-7, C-8: the draw
            if self.options.draw == "auto":
                self._draw_card(seat, events)
            else:  # C-9: even with nothing to draw, the draw is legal and gives no card
                self.drawer = seat
                events.append(DrawAvailable(seat))

        active = self._in_seats()
        if card.rank == JACK:  # C-16
            if seat in active and turn_effect(card, len(active)) == AGAIN:
                events.append(PlaysAgain(seat))
                following = seat
            else:
                skipped = next_seat(seat, self.players, self.direction, active)
                events.append(TurnSkipped(skipped))
                following = next_seat(skipped, self.players, self.direction, active)
        elif card.rank == FOUR:  # C-17 (with two players in, turns are unchanged by nature)
            self.direction = -self.direction
            # (counted with its player, who may have gone out by it: then the reversal decides
            # which of the two left plays next, and is said as one)
            players_in = len(active) + (seat not in active)
            if players_in == 2:  # (counted for the game: the first is told as the rule, C-17)
                events.append(DirectionReversed(self.direction, players_in, self.fours_with_two))
                self.fours_with_two += 1
            else:
                events.append(DirectionReversed(self.direction, players_in))
            following = next_seat(seat, self.players, self.direction, active)
        else:
            following = next_seat(seat, self.players, self.direction, active)
        self._begin_turn(following, events)
        return events

    def _draw(self, seat: int) -> list[Event]:
        """C-8 manual draw; C-19: a player who had to draw first with an empty hand."""
        events: list[Event] = []
        self.drawer = None
        self._drew = True
        self._draw_card(seat, events)
        if self.turn == seat and not self.hands[seat]:
            self._begin_turn(seat, events)
        return events

    # ----------------------------------------------------------------- helpers
    def _in_seats(self) -> set[int]:
        return {s for s in range(self.players) if s not in self.eliminated}

    def _draw_card(self, seat: int, events: list[Event]) -> None:
        """Move the stock's top card to ``seat``'s hand; C-9: rebuild an empty stock from the
        pile but its top card first; draw nothing if that leaves nothing."""
        if not self.stock:
            if len(self.pile) <= 1:
                events.append(NothingDrawn(seat))
                return
            rest = self.pile[:-1]
            self._rng.shuffle(rest)
            self.stock = rest
            self.pile = self.pile[-1:]
            events.append(StockReshuffled(len(self.stock)))
        card = self.stock.pop(0)
        self.hands[seat].append(card)
        events.append(CardDrawn(seat, card, len(self.stock)))

    def _charge(self, seat: int, amount: int, reason: str, cause: int,
                thresholds: tuple[int, ...], events: list[Event]) -> None:
        """C-18: pay ``amount`` tokens one at a time; owing one with none left eliminates at once."""
        paid = min(amount, self.tokens[seat])
        self.tokens[seat] -= paid
        events.append(TokensLost(seat, amount, reason, self.tokens[seat], cause, paid, thresholds))
        if paid < amount:
            self._eliminate(seat, events)

    def _eliminate(self, seat: int, events: list[Event]) -> None:
        """C-18: the hand leaves play (to ``out``); C-20: the last player in wins at once."""
        self.eliminated.add(seat)
        self.out.extend(self.hands[seat])
        self.hands[seat] = []
        if self.drawer == seat:
            self.drawer = None
        active = self._in_seats()
        events.append(PlayerEliminated(seat, len(active)))
        if len(active) == 1:
            self.winner = next(iter(active))
            self.turn = None
            self.drawer = None

    def _begin_turn(self, seat: int, events: list[Event]) -> None:
        """Give the turn to ``seat``; C-19: with an empty hand, draw first if allowed, else pay 3
        tokens and end the round."""
        self.turn = seat
        if not self.hands[seat]:
            if self.drawer == seat:
                events.append(TurnStarted(seat, self.total, must_draw=True))
                return
            self._charge(seat, EMPTY_HAND_COST, "empty hand", seat, (), events)
            if self.winner is not None:
                events.append(RoundEnded(self.round, "empty hand", seat, None))
                self.round_winner = None
                events.append(GameEnded(self.winner))
                return
            self._end_round("empty hand", seat, None, events)
            return
        events.append(TurnStarted(seat, self.total))

    def _end_round(self, reason: str, seat: int, winner: int | None, events: list[Event]) -> None:
        """C-21: the next dealer is to the right of this one among players in; deal at once."""
        self.round_winner = winner
        events.append(RoundEnded(self.round, reason, seat, winner))
        ended = self.clone()
        ended.turn, ended.drawer, ended._round_end = None, None, None
        self._round_end = ended
        self.dealer = next_seat(self.dealer, self.players, COUNTER_CLOCKWISE, self._in_seats())
        self._deal(events)

    def _deal(self, events: list[Event]) -> None:
        """C-5, C-6: fully reshuffled pack(s) (C-2), ``hand_size`` cards to each player in, one at
        a time from the dealer's left; total 0, clockwise; the dealer's left plays first."""
        self.round += 1
        cards = pack(2, 0, self.options.packs)
        self._rng.shuffle(cards)
        active = self._in_seats()
        first = next_seat(self.dealer, self.players, CLOCKWISE, active)
        order = seats_from(first, self.players, CLOCKWISE, active)
        self.hands = [[] for _ in range(self.players)]
        size = self.options.hand_size
        for i in range(size):
            for j, seat in enumerate(order):
                self.hands[seat].append(cards[i * len(order) + j])
        self.stock = cards[size * len(order):]
        self.pile = []
        self.plays = []
        self.out = []
        self.total = 0
        self.direction = CLOCKWISE
        self.drawer = None
        self.last_player = None
        self._drew = False
        events.append(RoundStarted(self.round, self.dealer, first, size))
        self._begin_turn(first, events)
