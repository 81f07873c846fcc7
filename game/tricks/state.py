"""The rules state of Parlett's Ninety-Nine (rules T-1..T-27).

A :class:`TricksState` holds one session: a target game, one Parlett game, a Parlett match or
an Oxford Whist game. ``apply(action)`` takes a :class:`Bid` or a :class:`Play`, changes the state
and returns the events it caused; an illegal action raises :class:`IllegalAction` with a short
speakable reason and leaves the state unchanged. When a deal is scored the next one is dealt in
the same ``apply`` (T-1) unless the game is over.
"""

from __future__ import annotations

import copy
import itertools
from collections.abc import Iterator, Sequence
from functools import lru_cache
from typing import Any

from ..engine.cards import Card, Suit, sorted_hand
from ..engine.errors import IllegalAction
from ..engine.events import Event
from ..engine.packs import pack
from ..engine.rng import new_rng
from .actions import PREMIUMS, Bid, Play
from .events import (BidPlaced, CardPlayed, DealScored, DealStarted, DummyLaidOut, GameBonus,
                     GameEnded, HandExposed, MatchEnded, PlayStarted, PremiumsResolved, TrickWon,
                     TurnStarted)
from .options import TricksOptions
from .rules import (EXACT_BONUS, GAME_BONUS, GAME_TARGET, MATCH_BONUSES, OXFORD_EXACT_BONUS,
                    PREMIUM_POINTS, bid_value, playable, suit_of, trick_winner,
                    trumps_after)
from .view import TricksView

Trick = list[tuple[int, Card]]


def deal_pack(options: TricksOptions) -> list[Card]:
    """T-2, T-26: the pack in fixed order: 36 cards (6..A) for 2-3 players, 52 for 4, plus one
    joker in the classic variant."""
    return pack(2 if options.players == 4 else 6, jokers=1 if options.variant == "classic" else 0)


@lru_cache(maxsize=16)
def pack_set(players: int, variant: str) -> frozenset[Card]:
    """:func:`deal_pack` for ``players`` and ``variant`` as a set, kept (the computer players ask
    for it at every card)."""
    return frozenset(deal_pack(TricksOptions(players=players, variant=variant)))


def unseen_set(view: TricksView) -> set[Card]:
    """The cards of this deal's pack the seat of ``view`` cannot see (T-2, T-26, T-27): the whole
    pack (:func:`deal_pack`: 36 or 52 cards, the classic joker too; the Oxford trump stock is
    never played) less its hand and bid cards laid aside, exposed bid cards, face-up hands, every
    card played this deal and the classic turn-up (:meth:`TricksView.visible_cards`). One
    answer for the computer players and the words that say whether a card can still be beaten."""
    return set(pack_set(view.players, view.variant)) - view.visible_cards()


def trump_stock_cards() -> list[Card]:
    """T-27: the sixteen 2..5 cards that form Oxford Whist's trump stock, in fixed order."""
    return [Card(rank, suit) for suit in Suit for rank in range(2, 6)]


def classic_trumps(turn_up: Card) -> Suit | None:
    """T-26: the turned card's suit is trumps, except a turned 9 or joker means no trumps."""
    if turn_up.is_joker or turn_up.rank == 9:
        return None
    return turn_up.suit


class TricksState:
    """One trick-game session. Build with :meth:`new` or :meth:`from_setup`.

    Public attributes (read them, never assign them; per-hand lists include the dummy, seat 2,
    in the two-player game):
        options: the :class:`TricksOptions`.
        phase: ``"bidding"``, ``"play"`` or ``"over"``.
        deal: deal number, 1 for the first, counting on across games; game_number: 1, 2, ...
        first_deal: whether this deal is the first of a game (T-5).
        dealer: the dealer's seat.
        trumps: this deal's trumps or ``None``.
        turn_up, joker_as: classic (T-26): the turned card, and the card the joker stands for.
        trump_card, trump_stock: Oxford (T-27): the stock card turned this deal, the cards left (top first).
        hands: each hand's cards, sorted (T-4), bid cards removed once laid aside.
        bid_cards: each hand's bid cards (tuple) or ``None``; bids: each hand's bid or ``None``.
        offers: each live seat's premium offer (secret until resolved).
        premium: standing premiums as ``(seat, kind)``; lapsed: beaten offers ``(seat, kind)``.
        tricks: tricks won this deal per hand.
        played_tricks: the completed tricks of this deal; current_trick: ``(seat, card)`` so far;
        last_trick: the last completed trick (this deal or the previous) or ``None``.
        leader: the hand that led the current trick; turn: the hand to play next, or ``None``.
        scores: running totals (match totals under Parlett scoring); game_scores: this game's;
        game_bonuses: T-18 bonuses won per hand.
        winner: winning live seats once the game is over, else ``None``.
        last_deal: ``{"bids", "tricks", "made", "points"}`` of the last scored deal, or ``None``.
        last_bid_cards: each hand's bid cards in the last scored deal, or ``None`` (public once
            the deal is scored, like its bids: DealScored).
        last_trumps, last_joker_as: the last scored deal's trumps (``None``: no trumps, or no deal
            scored yet) and, classic (T-26), the card the joker stood for in it (its turned card,
            public), else ``None``.
    """

    def __init__(self, options: TricksOptions, seed: int) -> None:
        """Internal: an empty state. Use :meth:`new` or :meth:`from_setup`."""
        self.options = options
        self.seed = seed
        self._rng = new_rng(seed)
        count = options.hand_count
        self.phase = "bidding"
        self.deal = 0
        self.game_number = 1
        self.first_deal = True
        self.dealer = 0
        self.trumps: Suit | None = None
        self.turn_up: Card | None = None
        self.joker_as: Card | None = None
        self.trump_card: Card | None = None
        self.trump_stock: list[Card] = []
        self.hands: list[list[Card]] = [[] for _ in range(count)]
        self.bid_cards: list[tuple[Card, ...] | None] = [None] * count
        self.bids: list[int | None] = [None] * count
        self.offers: list[str | None] = [None] * count
        self.premium: list[tuple[int, str]] = []
        self.lapsed: list[tuple[int, str]] = []
        self.tricks = [0] * count
        self.played_tricks: list[tuple[tuple[int, Card], ...]] = []
        self.current_trick: Trick = []
        self.last_trick: tuple[tuple[int, Card], ...] | None = None
        self.leader: int | None = None
        self.turn: int | None = None
        self._order: list[int] = []
        self._dummy_controller: int | None = None
        self.scores = [0] * count
        self.game_scores = [0] * count
        self.game_bonuses = [0] * count
        self.winner: list[int] | None = None
        self.last_deal: dict[str, Any] | None = None
        self.last_bid_cards: tuple[tuple[Card, ...], ...] | None = None
        self.last_trumps: Suit | None = None
        self.last_joker_as: Card | None = None
        self._start: list[Event] = []

    # ----- construction -------------------------------------------------------------------

    @classmethod
    def new(cls, options: TricksOptions, seed: int, dealer: int | None = None) -> "TricksState":
        """A new session with deal 1 dealt from ``seed`` (T-3). The first dealer is drawn from the
        seeded random source unless ``dealer`` (a live seat) is given.

        Raises:
            SetupError: for invalid options or dealer.
        """
        from ..engine.errors import SetupError
        options.validate()
        state = cls(options, seed)
        if dealer is None:
            dealer = state._rng.choice(options.live_seats)
        elif dealer not in options.live_seats:
            raise SetupError(f"The dealer must be a live seat 0..{options.players - 1}, not {dealer!r}.")
        if options.variant == "oxford":
            state.trump_stock = trump_stock_cards()
            state._rng.shuffle(state.trump_stock)
        state._start = state._deal_from_rng(dealer, first_deal=True, trumps=None)
        return state

    @classmethod
    def from_setup(cls, setup: dict[str, Any]) -> "TricksState":
        """A state from a replay case's ``setup`` (see docs/replay-cases.md).

        Raises:
            SetupError: with a readable reason for a setup the rules cannot start from.
        """
        from .setup import state_from_setup
        return state_from_setup(cls, setup)

    def start_events(self) -> list[Event]:
        """The events of the first deal (DealStarted, ...), for the announcer's opening."""
        return list(self._start)

    def clone(self) -> "TricksState":
        """An independent deep copy (random source included)."""
        return copy.deepcopy(self)

    # ----- dealing --------------------------------------------------------------------------

    @property
    def dummy(self) -> int | None:
        """The dummy's seat (2) with two players, else ``None`` (T-19)."""
        return self.options.dummy

    def _next_dealer(self) -> int:
        """T-1: the deal passes to the left, among live players."""
        return (self.dealer + 1) % self.options.players

    def _deal_from_rng(self, dealer: int, first_deal: bool, trumps: Suit | None) -> list[Event]:
        """T-3: shuffle and deal one card at a time from the dealer's left; then start the deal.
        ``trumps`` is the standard variant's T-5 trumps (other variants set their own)."""
        options = self.options
        cards = deal_pack(options)
        self._rng.shuffle(cards)
        count, size = options.hand_count, options.hand_size
        hands: list[list[Card]] = [[] for _ in range(count)]
        for index in range(count * size):
            hands[(dealer + 1 + index) % count].append(cards[index])
        turn_up = cards[count * size] if options.variant == "classic" else None
        dummy_bid = None
        if self.dummy is not None:
            dummy_bid = self._rng.sample(sorted_hand(hands[self.dummy]), 3)  # T-19
        trump_card = None
        if options.variant == "oxford":
            trump_card = self.trump_stock.pop(0)
        return self._begin_deal(dealer, first_deal, hands, trumps, turn_up, trump_card, dummy_bid)

    def _begin_deal(self, dealer: int, first_deal: bool, hands: Sequence[Sequence[Card]],
                    trumps: Suit | None, turn_up: Card | None, trump_card: Card | None,
                    dummy_bid: Sequence[Card] | None) -> list[Event]:
        """Reset the per-deal state for dealt ``hands`` and return the DealStarted event."""
        count = self.options.hand_count
        self.deal += 1
        self.dealer = dealer
        self.first_deal = first_deal
        self.turn_up = turn_up
        self.trump_card = trump_card
        self.joker_as = None
        if self.options.variant == "classic":
            assert turn_up is not None
            trumps = classic_trumps(turn_up)  # T-26: never T-5
            self.joker_as = None if turn_up.is_joker else turn_up
        elif self.options.variant == "oxford":
            assert trump_card is not None
            trumps = trump_card.suit  # T-27
        self.trumps = trumps
        self.hands = [sorted_hand(list(hand)) for hand in hands]
        self.bid_cards = [None] * count
        self.bids = [None] * count
        self.offers = [None] * count
        self.premium = []
        self.lapsed = []
        self.tricks = [0] * count
        self.played_tricks = []
        self.current_trick = []
        self.leader = None
        self.turn = None
        self._order = []
        self._dummy_controller = None
        self.phase = "bidding"
        if self.dummy is not None:
            assert dummy_bid is not None
            self._lay_aside(self.dummy, tuple(dummy_bid))  # T-19
        return [DealStarted(
            deal=self.deal, game_number=self.game_number, first_deal=first_deal, dealer=dealer,
            trumps=self.trumps, turn_up=turn_up, joker_as=self.joker_as, trump_card=trump_card,
            stock_left=len(self.trump_stock) if self.options.variant == "oxford" else None,
            hand_sizes=tuple(len(hand) for hand in self.hands))]

    def _lay_aside(self, seat: int, cards: tuple[Card, ...]) -> None:
        """T-6: move three bid cards out of a hand and record the bid."""
        for card in cards:
            self.hands[seat].remove(card)
        self.bid_cards[seat] = tuple(sorted_hand(list(cards)))
        self.bids[seat] = bid_value(cards, self.joker_as)

    # ----- queries --------------------------------------------------------------------------

    def controller(self, seat: int) -> int:
        """The live seat that decides the cards of hand ``seat``: itself for a live seat; for the
        dummy, the live seat controlling it in the current trick (T-21), or ``None`` before play."""
        if seat == self.dummy:
            return self._dummy_controller  # type: ignore[return-value]
        return seat

    @property
    def turn_controller(self) -> int | None:
        """The live seat deciding the next card, or ``None`` outside play (T-21)."""
        return None if self.turn is None else self.controller(self.turn)

    @property
    def led_suit(self) -> Suit | None:
        """The suit led to the current trick, or ``None`` (T-12)."""
        if not self.current_trick:
            return None
        return suit_of(self.current_trick[0][1], self.joker_as)

    def to_act(self) -> list[int]:
        """Live seats that must act now: every live seat yet to bid while bidding (T-7), the
        controller of the hand to play during play, nobody when the game is over."""
        if self.phase == "bidding":
            return [seat for seat in self.options.live_seats if self.bids[seat] is None]
        if self.phase == "play":
            return [self.controller(self.turn)] if self.turn is not None else []
        return []

    def premium_choices(self, player: int) -> tuple[str | None, ...]:
        """The premium offers ``player`` may make with a bid: none always; declare unless Oxford
        Whist (T-27); reveal also, except with two players (T-22)."""
        from .rules import premium_choices
        return premium_choices(self.options)

    def legal_bid_cards(self, player: int) -> list[Card]:
        """The cards ``player`` may choose three bid cards from (its hand), or [] if it may not bid (T-6)."""
        if self.phase != "bidding" or player not in self.to_act():
            return []
        return list(self.hands[player])

    def iter_bids(self, player: int) -> Iterator[Bid]:
        """Every legal :class:`Bid` of ``player``, lazily: each choice of three cards with each
        allowed premium (220 or 286 choices of cards)."""
        cards = self.legal_bid_cards(player)
        choices = self.premium_choices(player)
        for trio in itertools.combinations(cards, 3):
            for premium in choices:
                yield Bid(player, trio, premium)

    def legal_plays(self, player: int) -> list[Play]:
        """The plays live seat ``player`` may make now (T-12): from its own hand, or from the
        dummy when it controls the dummy's turn (T-21); [] when it is not its turn."""
        if self.phase != "play" or self.turn is None or self.controller(self.turn) != player:
            return []
        cards = playable(self.hands[self.turn], self.led_suit, self.joker_as)
        return [Play(self.turn, card) for card in cards]

    def legal_actions(self, player: int) -> list[Bid | Play]:
        """Everything live seat ``player`` may do now: all its bids while it is to bid
        (see :meth:`iter_bids`), its plays during play, else [] (T-6, T-12, T-21)."""
        if self.phase == "bidding":
            return list(self.iter_bids(player))
        return list(self.legal_plays(player))

    # ----- actions --------------------------------------------------------------------------

    def apply(self, action: Bid | Play) -> list[Event]:
        """Apply a bid or a play and return the events it caused, in order (T-6..T-18).

        Raises:
            IllegalAction: with a speakable reason; the state is unchanged.
        """
        if self.phase == "over":
            raise IllegalAction("The game is over.")
        if isinstance(action, Bid):
            return self._apply_bid(action)
        if isinstance(action, Play):
            return self._apply_play(action)
        raise IllegalAction("That is not a move in this game.")

    def _check_bid(self, action: Bid) -> tuple[Card, ...]:
        """Validate a bid (T-6, T-7, T-9, T-22, T-27); return its cards."""
        seat = action.seat
        if self.phase != "bidding":
            raise IllegalAction("Bidding is over. Play a card.")
        if seat == self.dummy:
            raise IllegalAction("The dummy's bid cards are chosen at random.")
        if seat not in self.options.live_seats:
            raise IllegalAction("There is no such player.")
        if self.bids[seat] is not None:
            raise IllegalAction("You have already bid.")
        try:
            cards = tuple(action.cards)
        except TypeError:
            raise IllegalAction("Choose exactly three bid cards.") from None
        if len(cards) != 3 or not all(isinstance(card, Card) for card in cards):
            raise IllegalAction("Choose exactly three bid cards.")
        if len(set(cards)) != 3:
            raise IllegalAction("Choose three different bid cards.")
        if any(card not in self.hands[seat] for card in cards):
            raise IllegalAction("That card is not in your hand.")
        if action.premium is not None and action.premium not in PREMIUMS:
            raise IllegalAction("Choose no premium, declare or reveal.")
        if action.premium not in self.premium_choices(seat):
            if self.options.variant == "oxford":
                raise IllegalAction("No premium bids in Oxford Whist.")
            raise IllegalAction("Reveal is not allowed with two players. You may declare.")
        return cards

    def _apply_bid(self, action: Bid) -> list[Event]:
        cards = self._check_bid(action)
        self._lay_aside(action.seat, cards)
        self.offers[action.seat] = action.premium
        waiting = tuple(self.to_act())
        events: list[Event] = [BidPlaced(action.seat, waiting, self.bids[action.seat],
                                          self.bid_cards[action.seat], action.premium)]
        if not waiting:
            events += self._start_play()
        return events

    def _start_play(self) -> list[Event]:
        """T-9, T-10, T-20, T-11: settle premium offers, expose, lay out the dummy, lead."""
        players = self.options.players
        order = [(self.dealer + 1 + step) % players for step in range(players)]  # dealer last
        offers = [(seat, self.offers[seat]) for seat in order if self.offers[seat]]
        if players == 2:
            standing = list(offers)  # T-22: both may declare
        else:
            reveals = [offer for offer in offers if offer[1] == "reveal"]
            standing = reveals[:1] if reveals else offers[:1]  # T-9
        self.premium = [(seat, str(kind)) for seat, kind in standing]
        self.lapsed = [(seat, str(kind)) for seat, kind in offers if (seat, kind) not in standing]
        events: list[Event] = []
        if offers:
            events.append(PremiumsResolved(
                standing=tuple((seat, kind, self.bids[seat], self.bid_cards[seat])  # type: ignore[misc]
                               for seat, kind in self.premium),
                lapsed=tuple(self.lapsed)))
        for seat, kind in self.premium:
            if kind == "reveal":
                events.append(HandExposed(seat, tuple(self.hands[seat])))
        if self.dummy is not None:
            events.append(DummyLaidOut(self.dummy, tuple(self.hands[self.dummy])))
        self.phase = "play"
        leader = (self.dealer + 1) % players  # T-11: dealer's left; with 2, the non-dealer
        events.append(PlayStarted(leader, leader, self.trumps))
        events += self._start_trick(leader)
        return events

    def _start_trick(self, leader: int) -> list[Event]:
        """Set the playing order of a trick (T-13; T-21 for two players)."""
        dummy = self.dummy
        if dummy is None:
            count = self.options.players
            self._order = [(leader + step) % count for step in range(count)]
        elif leader == dummy:
            chooser = self._dummy_controller
            assert chooser is not None
            self._order = [dummy, 1 - chooser, chooser]
        else:
            self._dummy_controller = leader
            self._order = [leader, 1 - leader, dummy]
        self.leader = leader
        self.turn = leader
        return [TurnStarted(leader, self.controller(leader), None, len(self.played_tricks) + 1)]

    def _check_play(self, action: Play) -> Card:
        """Validate a play (T-12, T-21); return the card."""
        seat, card = action.seat, action.card
        if self.phase != "play":
            raise IllegalAction("Wait until every player has bid.")
        if not isinstance(seat, int) or not 0 <= seat < self.options.hand_count:
            raise IllegalAction("There is no such hand.")
        if seat != self.turn:
            if seat == self.dummy:
                raise IllegalAction("It is not the dummy's turn.")
            raise IllegalAction("Not your turn.")
        hand = self.hands[seat]
        if card not in hand:
            if seat == self.dummy:
                raise IllegalAction("That card is not in the dummy's hand.")
            raise IllegalAction("That card is not in your hand.")
        led = self.led_suit
        if led is not None and suit_of(card, self.joker_as) != led and card not in playable(hand, led, self.joker_as):
            if seat == self.dummy:
                raise IllegalAction(f"The dummy must follow {led.word}.")
            raise IllegalAction(f"You must follow {led.word}.")
        return card

    def _apply_play(self, action: Play) -> list[Event]:
        card = self._check_play(action)
        seat = action.seat
        led = self.led_suit
        self.hands[seat].remove(card)
        self.current_trick.append((seat, card))
        suit = suit_of(card, self.joker_as)
        events: list[Event] = [CardPlayed(
            seat=seat, controller=self.controller(seat), card=card,
            acts_as=self.joker_as if card.is_joker else None, lead=led is None,
            follows=led is not None and suit == led,
            trump=self.trumps is not None and suit == self.trumps)]
        if len(self.current_trick) < len(self._order):
            self.turn = self._order[len(self.current_trick)]
            events.append(TurnStarted(self.turn, self.controller(self.turn), self.led_suit,
                                      len(self.played_tricks) + 1))
            return events
        return events + self._finish_trick()

    def _finish_trick(self) -> list[Event]:
        """T-13: the highest trump or the highest card of the suit led wins; the winner leads.
        When the dummy wins, the live seat that chose its card keeps control (T-21)."""
        trick = tuple(self.current_trick)
        winner, card = trick[trick_winner(trick, self.trumps, self.joker_as)]
        self.tricks[winner] += 1
        self.played_tricks.append(trick)
        self.last_trick = trick
        self.current_trick = []
        self.turn = None
        next_controller = self.controller(winner)
        events: list[Event] = [TrickWon(winner, card, trick, tuple(self.tricks),
                                        len(self.played_tricks), next_controller)]
        if len(self.played_tricks) == self.options.tricks_per_deal:
            return events + self._score_deal()
        return events + self._start_trick(winner)

    # ----- scoring ------------------------------------------------------------------------

    def _score_deal(self) -> list[Event]:
        """T-14..T-16, T-23, T-24, T-27: score the deal, then end the game or deal again."""
        options = self.options
        count = options.hand_count
        bids = [int(bid) for bid in self.bids]  # type: ignore[arg-type]
        tricks = list(self.tricks)
        # T-15; T-8: with 4 players bids run 0..9, so taking all 10 tricks never matches a bid.
        made = [tricks[seat] == bids[seat] for seat in range(count)]
        dummy = self.dummy
        if dummy is not None:
            made[dummy] = tricks[dummy] <= bids[dummy]  # T-24
        successes = sum(made)
        premium_points = [0] * count
        bonus = OXFORD_EXACT_BONUS if options.variant == "oxford" else EXACT_BONUS[successes]
        exact = [bonus if made[seat] else 0 for seat in range(count)]
        if options.variant != "oxford":
            if dummy is None:
                for seat, kind in self.premium:  # T-16
                    value = PREMIUM_POINTS[kind]
                    if made[seat]:
                        premium_points[seat] += value
                    else:
                        for other in range(count):
                            if other != seat:
                                premium_points[other] += value
            else:
                failed = [seat for seat, _ in self.premium if not made[seat]]
                for seat, _ in self.premium:
                    if made[seat]:
                        premium_points[seat] += PREMIUM_POINTS["declare"]
                if len(failed) == 1:  # T-23: the other live player and the dummy score 30
                    premium_points[1 - failed[0]] += PREMIUM_POINTS["declare"]
                    premium_points[dummy] += PREMIUM_POINTS["declare"]
                elif len(failed) == 2:  # T-23: both declarers failed: the dummy scores 60
                    premium_points[dummy] += 2 * PREMIUM_POINTS["declare"]
                if tricks[dummy] == bids[dummy]:  # T-24: exact dummy counts as a declarer
                    premium_points[dummy] += PREMIUM_POINTS["declare"]
        points = [tricks[seat] + exact[seat] + premium_points[seat] for seat in range(count)]  # T-14
        for seat in range(count):
            self.scores[seat] += points[seat]
            self.game_scores[seat] += points[seat]
        self.last_deal = {"bids": bids, "tricks": tricks, "made": made, "points": points}
        self.last_bid_cards = tuple(cards or () for cards in self.bid_cards)
        self.last_trumps = self.trumps  # T-26: told with the deal's summary, also after a return
        self.last_joker_as = self.joker_as
        events: list[Event] = [DealScored(
            deal=self.deal, bids=tuple(bids),
            bid_cards=self.last_bid_cards, tricks=tuple(tricks),
            made=tuple(made), points=tuple(points), premium_points=tuple(premium_points),
            successes=successes, totals=tuple(self.scores), game_scores=tuple(self.game_scores),
            premiums=tuple((seat, kind) for seat, kind in self.premium))]
        return events + self._end_or_deal_again(made, successes)

    def _live_leaders(self, totals: Sequence[int]) -> list[int]:
        """T-17, T-25: live seats with the highest of ``totals`` (ties share; never the dummy)."""
        live = self.options.live_seats
        best = max(totals[seat] for seat in live)
        return [seat for seat in live if totals[seat] == best]

    def _end_or_deal_again(self, made: Sequence[bool], successes: int) -> list[Event]:
        """T-17, T-18, T-27: end the game (or match) if its end is reached, else deal again.

        Decided: with two players the dummy's score counts like a player's for reaching the target
        or 100, and it can earn T-18 game bonuses, but it is never among the winners (T-25).
        """
        options = self.options
        events: list[Event] = []
        if options.variant == "oxford":
            game_over = not self.trump_stock  # T-27
        elif options.scoring == "target":
            game_over = max(self.scores) >= options.target  # T-17 (the dummy counts, decided)
        else:
            game_over = max(self.game_scores) >= GAME_TARGET  # T-18
        if not game_over:
            trumps = trumps_after(successes) if options.variant == "standard" else None  # T-5
            return self._deal_from_rng(self._next_dealer(), first_deal=False, trumps=trumps)
        if options.scoring == "target":
            self.winner = self._live_leaders(self.scores)
            self.phase, self.turn = "over", None
            return [GameEnded(self.game_number, tuple(self.winner), tuple(self.game_scores), True)]
        for seat in range(options.hand_count):  # T-18: reached 100 and made the bid
            if self.game_scores[seat] >= GAME_TARGET and made[seat]:
                self.game_bonuses[seat] += 1
                self.scores[seat] += GAME_BONUS
                self.game_scores[seat] += GAME_BONUS
                events.append(GameBonus(seat, GAME_BONUS, self.game_bonuses[seat]))
        match_over = (options.scoring == "parlett_game"
                      or max(self.game_bonuses) >= MATCH_BONUSES)
        game_winners = self._live_leaders(self.game_scores)
        events.append(GameEnded(self.game_number, tuple(game_winners), tuple(self.game_scores),
                                match_over))
        if match_over:
            self.phase, self.turn = "over", None
            if options.scoring == "parlett_game":
                self.winner = game_winners
            else:
                self.winner = self._live_leaders(self.scores)
                events.append(MatchEnded(tuple(self.winner), tuple(self.scores),
                                         tuple(self.game_bonuses)))
            return events
        self.game_number += 1
        self.game_scores = [0] * options.hand_count
        return events + self._deal_from_rng(self._next_dealer(), first_deal=True, trumps=None)

    # ----- views and output ------------------------------------------------------------------

    def _bid_known(self, seat: int, viewer: int) -> bool:
        """T-7: a bid is known to its owner, to all once declared or revealed, and to all after
        the deal."""
        if self.bids[seat] is None:
            return False
        return seat == viewer or any(seat == standing for standing, _ in self.premium)

    def view(self, seat: int | None) -> TricksView:
        """What live seat ``seat`` may know now (T-7, T-10, T-20): its own hand and bid, exposed
        bid cards, revealed hands and the laid-out dummy, the tricks, scores and turn; never
        another hand's hidden cards. ``seat`` ``None``: what a spectator may know (no hand, no
        bid of its own, nothing to play).

        Raises:
            ValueError: if ``seat`` is neither a live seat nor ``None``.
        """
        options = self.options
        if seat is not None and (isinstance(seat, bool) or seat not in options.live_seats):
            raise ValueError(f"no live seat {seat!r}")
        count = options.hand_count
        exposed = self.phase in ("play", "over")
        standing = {s for s, _ in self.premium} if exposed else set()
        revealers = {s for s, kind in self.premium if kind == "reveal"} if exposed else set()
        open_hands: list[tuple[Card, ...] | None] = [None] * count
        for s in revealers:
            open_hands[s] = tuple(self.hands[s])
        if self.dummy is not None and self.phase == "play":
            open_hands[self.dummy] = tuple(self.hands[self.dummy])
        turn = self.turn
        return TricksView(
            seat=seat, players=options.players, variant=options.variant, hand_count=count,
            dummy=self.dummy, tricks_per_deal=options.tricks_per_deal, phase=self.phase,
            deal=self.deal, game_number=self.game_number, dealer=self.dealer, trumps=self.trumps,
            turn_up=self.turn_up, joker_as=self.joker_as, trump_card=self.trump_card,
            stock_left=len(self.trump_stock) if options.variant == "oxford" else None,
            hand=() if seat is None else tuple(self.hands[seat]),
            bid_cards=None if seat is None else self.bid_cards[seat],
            bid=None if seat is None else self.bids[seat],
            premium_offer=None if seat is None else self.offers[seat],
            has_bid=tuple(bid is not None for bid in self.bids),
            known_bids=tuple(self.bids[s] if (s == seat or s in standing) else None
                             for s in range(count)),
            exposed_bid_cards=tuple(self.bid_cards[s] if s in standing else None for s in range(count)),
            open_hands=tuple(open_hands),
            premium=tuple(self.premium) if exposed else (),
            hand_sizes=tuple(len(hand) for hand in self.hands),
            tricks=tuple(self.tricks), played_tricks=tuple(self.played_tricks),
            current_trick=tuple(self.current_trick), leader=self.leader, led_suit=self.led_suit,
            last_trick=self.last_trick, turn=turn,
            turn_controller=None if turn is None else self.controller(turn),
            to_act=tuple(self.to_act()), legal_plays=() if seat is None else tuple(self.legal_plays(seat)),
            scores=tuple(self.scores), game_scores=tuple(self.game_scores),
            game_bonuses=tuple(self.game_bonuses),
            last_deal=copy.deepcopy(self.last_deal),
            winner=None if self.winner is None else tuple(self.winner),
            last_bid_cards=self.last_bid_cards, last_trumps=self.last_trumps,
            last_joker_as=self.last_joker_as)

    def to_output(self) -> dict[str, Any]:
        """The replay output object (docs/replay-cases.md, trick section)."""
        return {
            "phase": self.phase,
            "deal": self.deal,
            "trumps": None if self.trumps is None else self.trumps.value,
            "turn": self.turn,
            "bids": list(self.bids),
            "premium": [{"player": seat, "kind": kind} for seat, kind in self.premium],
            "tricks": list(self.tricks),
            "last_deal": copy.deepcopy(self.last_deal),
            "scores": list(self.scores),
            "game_scores": list(self.game_scores),
            "game_bonuses": list(self.game_bonuses),
            "winner": None if self.winner is None else sorted(self.winner),
        }

