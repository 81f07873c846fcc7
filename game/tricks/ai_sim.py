"""Fast perfect-information play of one trick-game deal, for the searching player
(:mod:`game.tricks.ai_hard`).

Cards are small integers ``suit * 16 + rank`` (suit 0..3 in :data:`SUITS` order, rank 2..14), the
classic joker already replaced by the card it stands for (T-26), so comparing two cards of a suit
is comparing integers. A :class:`World` is one complete deal as a sampled guess: every hand, every
bid, the trick on the table and the tricks won. :func:`rollout` plays it to the end with a quick
bid-seeking policy, :func:`rollout_view` with every hand playing as the strong level does from its
own view (:func:`view_card`), :func:`solve` plays its last few tricks exactly (each hand maximising its own
:func:`utility`, the "max-n" rule), and :func:`deal_points` scores it (T-14..T-16, T-23, T-24, T-27).
Nothing here imports pygame or the state; everything is deterministic.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.cards import Card, Suit
from .rules import EXACT_BONUS, OXFORD_EXACT_BONUS, PREMIUM_POINTS, effective

SUITS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
"""Suit order of the integer encoding."""
SUIT_INDEX = {suit: index for index, suit in enumerate(SUITS)}


def encode(card: Card, joker_as: Card | None) -> int:
    """The integer of ``card`` as it plays (the joker as ``joker_as``, T-26)."""
    real = effective(card, joker_as)
    assert real.suit is not None
    return SUIT_INDEX[real.suit] * 16 + real.rank


def trump_index(trumps: Suit | None) -> int:
    """The suit index of ``trumps``, -1 for no trumps."""
    return -1 if trumps is None else SUIT_INDEX[trumps]


class World:
    """One complete deal during play, every card known (a sample of the hidden cards).

    Attributes:
        n: hands (3 or 4; 3 with the two-player dummy, seat 2).
        dummy: the dummy's seat or ``None``.
        hands: each hand's cards (lists of ints, changed in place as cards are played).
        bids: each hand's bid; tricks: tricks won so far; trumps: suit index or -1.
        trick: ``(seat, card)`` on the table; order: the seats of the current trick in play order.
        ctrl: the live seat controlling the dummy in this trick (T-21), else ``None``.
        live: the live seats; premium: standing premiums ``(seat, kind)``;
        oxford: Oxford Whist scoring (T-27).
        aside: each hand's bid cards, out of play and unseen by the other hands (T-6; an exposed
            set included), or ``None`` when not known (read by :func:`rollout_view` only).
    """

    __slots__ = ("n", "dummy", "hands", "bids", "tricks", "trumps", "trick", "order", "ctrl",
                 "live", "premium", "oxford", "aside")

    def __init__(self, n: int, dummy: int | None, hands: list[list[int]], bids: list[int],
                 tricks: list[int], trumps: int, trick: list[tuple[int, int]], order: list[int],
                 ctrl: int | None, premium: Sequence[tuple[int, str]], oxford: bool,
                 aside: Sequence[Sequence[int]] | None = None) -> None:
        self.n = n
        self.dummy = dummy
        self.hands = hands
        self.bids = bids
        self.tricks = tricks
        self.trumps = trumps
        self.trick = trick
        self.order = order
        self.ctrl = ctrl
        self.live = [seat for seat in range(n) if seat != dummy]
        self.premium = tuple(premium)
        self.oxford = oxford
        self.aside = aside

    def copy(self) -> "World":
        """An independent copy (hands, tricks and the trick copied)."""
        other = World.__new__(World)
        other.n, other.dummy, other.bids, other.trumps = self.n, self.dummy, self.bids, self.trumps
        other.hands = [list(hand) for hand in self.hands]
        other.tricks = list(self.tricks)
        other.trick = list(self.trick)
        other.order = self.order
        other.ctrl = self.ctrl
        other.live, other.premium, other.oxford = self.live, self.premium, self.oxford
        other.aside = self.aside
        return other

    @property
    def turn(self) -> int:
        """The hand to play next."""
        return self.order[len(self.trick)]

    @property
    def cards_left(self) -> int:
        """Cards still in the hands."""
        return sum(len(hand) for hand in self.hands)

    def chooser(self, seat: int) -> int:
        """The live seat deciding hand ``seat``'s card (T-21)."""
        return self.ctrl if seat == self.dummy else seat  # type: ignore[return-value]

    def legal(self) -> list[int]:
        """The cards the hand to play may play (T-12)."""
        hand = self.hands[self.order[len(self.trick)]]
        if not self.trick:
            return list(hand)
        led = self.trick[0][1] >> 4
        follow = [card for card in hand if card >> 4 == led]
        return follow if follow else list(hand)

    def play(self, card: int) -> None:
        """Play ``card`` for the hand to play; finish the trick when it is complete (T-13, T-21)."""
        seat = self.order[len(self.trick)]
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        if len(self.trick) == len(self.order):
            winner = self.trick[winning_index(self.trick, self.trumps)][0]
            self.tricks[winner] += 1
            self.trick = []
            self.order, self.ctrl = order_from(winner, self.n, self.dummy, self.ctrl)


def order_from(leader: int, n: int, dummy: int | None, ctrl: int | None) -> tuple[list[int], int | None]:
    """The play order of a trick led by ``leader`` and the dummy's controller in it (T-11, T-21)."""
    if dummy is None:
        return [(leader + step) % n for step in range(n)], None
    if leader == dummy:
        assert ctrl is not None
        return [dummy, 1 - ctrl, ctrl], ctrl
    return [leader, 1 - leader, dummy], leader


def winning_index(trick: Sequence[tuple[int, int]], trumps: int) -> int:
    """T-13: the index of the winning card of a complete or partial trick."""
    best = 0
    best_card = trick[0][1]
    for index in range(1, len(trick)):
        card = trick[index][1]
        if card >> 4 == best_card >> 4:
            if card > best_card:
                best, best_card = index, card
        elif card >> 4 == trumps:
            best, best_card = index, card
    return best


def deal_points(world: World) -> list[int]:
    """The points each hand scores for the finished deal of ``world`` (T-14..T-16, T-23, T-24,
    T-27; the same sums as :meth:`TricksState._score_deal`)."""
    n, dummy, bids, tricks = world.n, world.dummy, world.bids, world.tricks
    made = [tricks[seat] == bids[seat] for seat in range(n)]
    if dummy is not None:
        made[dummy] = tricks[dummy] <= bids[dummy]
    bonus = OXFORD_EXACT_BONUS if world.oxford else EXACT_BONUS[sum(made)]
    points = [tricks[seat] + (bonus if made[seat] else 0) for seat in range(n)]
    if world.oxford:
        return points
    if dummy is None:
        for seat, kind in world.premium:
            value = PREMIUM_POINTS[kind]
            if made[seat]:
                points[seat] += value
            else:
                for other in range(n):
                    if other != seat:
                        points[other] += value
        return points
    declare = PREMIUM_POINTS["declare"]
    failed = [seat for seat, _ in world.premium if not made[seat]]
    for seat, _ in world.premium:
        if made[seat]:
            points[seat] += declare
    if len(failed) == 1:
        points[1 - failed[0]] += declare
        points[dummy] += declare
    elif len(failed) == 2:
        points[dummy] += 2 * declare
    if tricks[dummy] == bids[dummy]:
        points[dummy] += declare
    return points


def utility(world: World, points: Sequence[int], seat: int) -> float:
    """What live ``seat`` wants to maximise: its points minus the mean of the other live seats'."""
    others = [points[other] for other in world.live if other != seat]
    return points[seat] - sum(others) / len(others)


# ----- the quick policy ------------------------------------------------------------------------


def _beats(card: int, best: int, trumps: int) -> bool:
    if card >> 4 == best >> 4:
        return card > best
    return card >> 4 == trumps


def _low(cards: list[int], trumps: int) -> int:
    """The cheapest card: lowest non-trump, else lowest trump."""
    return min(cards, key=lambda c: ((c >> 4) == trumps, c & 15))


def _high(cards: list[int], trumps: int) -> int:
    """The strongest card: highest trump, else highest rank."""
    return max(cards, key=lambda c: ((c >> 4) == trumps, c & 15))


def quick_card(world: World, seat: int, need: int) -> int:
    """A fast card for hand ``seat`` wanting tricks (``need != 0``) or not (``need == 0``), seeing
    only its own hand and the table: win cheaply or duck with the highest loser; lead high when
    wanting tricks, low otherwise."""
    trumps = world.trumps
    hand = world.hands[seat]
    trick = world.trick
    if not trick:
        if need != 0:
            return max(hand, key=lambda c: (c & 15, (c >> 4) != trumps))
        return _low(hand, trumps)
    led = trick[0][1] >> 4
    cards = [card for card in hand if card >> 4 == led] or hand
    if len(cards) == 1:
        return cards[0]
    best = trick[winning_index(trick, trumps)][1]
    last = len(trick) == len(world.order) - 1
    winners = [card for card in cards if _beats(card, best, trumps)]
    if need != 0:
        if winners:
            return min(winners, key=lambda c: ((c >> 4) == trumps, c & 15)) if last else _high(winners, trumps)
        return _low(cards, trumps)
    losers = [card for card in cards if not _beats(card, best, trumps)]
    if losers:
        return _high(losers, trumps)
    return _high(winners, trumps) if last else _low(winners, trumps)


def policy_card(world: World, spoil: int | None = None,
                spoilers: frozenset[int] | None = None) -> int:
    """The quick policy's card for the hand to play (the dummy played by its controller: it takes
    a trick the controller wants it to have, T-21). With ``spoil`` the other live hands play
    against that seat's standing premium (T-9, T-16): they try to win tricks while it still needs
    some, and let it take them once it has its bid; with ``spoilers`` too, only those seats do
    (the others play for their own bids)."""
    seat = world.turn
    if (spoil is not None and seat != spoil and seat != world.dummy
            and (spoilers is None or seat in spoilers)):
        wanting = world.tricks[spoil] < world.bids[spoil]
        return quick_card(world, seat, 1 if wanting else 0)
    if seat != world.dummy:
        return quick_card(world, seat, world.bids[seat] - world.tricks[seat])
    ctrl = world.ctrl
    assert ctrl is not None
    trick = world.trick
    if not trick:  # the dummy leads: low when the controller wants tricks itself
        return quick_card(world, seat, 0 if world.bids[ctrl] != world.tricks[ctrl] else 1)
    holder = trick[winning_index(trick, world.trumps)][0]
    mine_wanted = world.bids[ctrl] != world.tricks[ctrl]
    if holder == ctrl:
        take = not mine_wanted
    else:
        take = world.bids[holder] > world.tricks[holder]  # deny a trick the holder needs
    return quick_card(world, seat, 1 if take else 0)


def rollout(world: World, spoil: int | None = None, spoilers: frozenset[int] | None = None) -> World:
    """Play ``world`` to the end of the deal with :func:`policy_card` (in place; ``spoil``: the
    other hands, or only the seats in ``spoilers``, play against that seat's premium); return it."""
    while world.hands[world.order[len(world.trick)]]:
        world.play(policy_card(world, spoil, spoilers))
    return world


# ----- a play-out from each hand's own view ---------------------------------------------------


def _suit_masks(cards: Sequence[int]) -> list[int]:
    """Per suit index, the bit mask of the ranks of ``cards`` (bit ``rank`` set)."""
    masks = [0, 0, 0, 0]
    for card in cards:
        masks[card >> 4] |= 1 << (card & 15)
    return masks


def view_card(world: World, seat: int, need: int, unseen: Sequence[int]) -> int:
    """The card the strong level (:func:`game.tricks.ai._own_play`) plays for live hand ``seat``
    still needing ``need`` tricks (negative: over its bid), judging only from its own hand, the
    table and ``unseen`` (per suit, the rank mask of the cards it cannot see: the other hands and
    the others' bid cards): with the trick to win it plays the cheapest sure winner, else its
    likeliest winner; on target it ducks with the highest card that surely loses, leads low in a
    suit where others hold higher cards and sheds its likely winners when it cannot follow; over
    its bid it takes tricks for their points."""
    trumps = world.trumps
    cards = world.legal()
    if len(cards) == 1:
        return cards[0]
    trick = world.trick
    later = len(world.order) - len(trick) - 1
    no_unseen_trumps = trumps < 0 or not unseen[trumps]

    def higher(card: int) -> int:
        return (unseen[card >> 4] >> ((card & 15) + 1)).bit_count()

    def safe(card: int) -> bool:  # wins whatever the later hands hold (it already wins now)
        return later == 0 or (not higher(card) and (card >> 4 == trumps or no_unseen_trumps))

    def cheap(card: int) -> tuple[bool, int]:
        return (card >> 4 == trumps, card & 15)

    def danger(card: int) -> tuple[int, int, bool]:  # likeliest later winner sorts highest
        return (-higher(card), card & 15, card >> 4 == trumps)

    if not trick:
        if need != 0:
            sure = [card for card in cards if safe(card)]
            if sure:
                return min(sure, key=cheap)
            if need > 0:
                return max(cards, key=danger)
            return min(cards, key=cheap)
        return max(cards, key=lambda card: (higher(card) > 0, card >> 4 != trumps, higher(card),
                                            -(card & 15)))
    best = trick[winning_index(trick, trumps)][1]
    by_rank = sorted(cards, key=cheap)
    winners = [card for card in by_rank if _beats(card, best, trumps)]
    losers = [card for card in by_rank if not _beats(card, best, trumps)]
    if need != 0:
        if winners:
            for card in winners:
                if safe(card):
                    return card
            return winners[-1] if need > 0 else winners[0]
        if need > 0:
            sure = sum(1 for card in world.hands[seat] if not higher(card))
            if sure > need:  # more winners kept than needed: shed one
                return max(losers, key=danger)
            return min(losers, key=danger)
        return by_rank[0]
    if losers:
        led = trick[0][1] >> 4
        if any(card >> 4 == led for card in losers):
            return max(losers, key=lambda card: (card & 15, card >> 4 != trumps))
        return max(losers, key=danger)
    return winners[-1] if later == 0 else winners[0]


def rollout_view(world: World) -> World:
    """Play ``world`` to the end of the deal (in place; return it) with every live hand playing
    as the strong level plays from its own view (:func:`view_card`): it sees its own hand and bid
    cards, the table and the cards played, never the other hands nor their bid cards
    (``world.aside``, when known). The dummy is played by the quick policy (:func:`policy_card`)."""
    n = world.n
    hands = world.hands
    dummy = world.dummy
    held = [_suit_masks(hand) for hand in hands]
    aside = [_suit_masks(cards) for cards in world.aside] if world.aside else [[0, 0, 0, 0]] * n
    out = [0, 0, 0, 0]  # every card not yet played
    for seat in range(n):
        for suit in range(4):
            out[suit] |= held[seat][suit] | aside[seat][suit]
    while hands[world.order[len(world.trick)]]:
        seat = world.order[len(world.trick)]
        if seat == dummy:
            card = policy_card(world)
        else:
            mine, kept = held[seat], aside[seat]
            unseen = [out[suit] & ~mine[suit] & ~kept[suit] for suit in range(4)]
            card = view_card(world, seat, world.bids[seat] - world.tricks[seat], unseen)
        bit = ~(1 << (card & 15))
        held[seat][card >> 4] &= bit
        out[card >> 4] &= bit
        world.play(card)
    return world


# ----- exact end play --------------------------------------------------------------------------


def _distinct(world: World, cards: list[int]) -> list[int]:
    """``cards`` without those equal in effect to a kept one: neighbours of a suit with no card of
    another hand (or on the table) between them."""
    if len(cards) <= 1:
        return cards
    held = set(cards)
    outside = set()
    for hand in world.hands:
        for card in hand:
            if card not in held:
                outside.add(card)
    kept = []
    for card in sorted(cards):
        if kept and kept[-1] >> 4 == card >> 4 and all(
                between not in outside for between in range(kept[-1] + 1, card)):
            kept[-1] = card  # the same as the lower: keep one (the higher)
            continue
        kept.append(card)
    return kept


def solve(world: World, memo: dict | None = None) -> tuple[float, ...]:
    """The utilities (indexed by seat, dummy 0) each hand ends the deal with when every hand plays
    perfectly for its own :func:`utility` from ``world`` (max-n search; ``world`` is unchanged)."""
    if memo is None:
        memo = {}
    return _solve(world, memo)


def _solve(world: World, memo: dict) -> tuple[float, ...]:
    seat = world.order[len(world.trick)]
    if not world.hands[seat]:
        points = deal_points(world)
        return tuple(utility(world, points, s) if s != world.dummy else 0.0 for s in range(world.n))
    key = (tuple(tuple(hand) for hand in world.hands), tuple(world.trick), tuple(world.tricks),
           world.ctrl, world.order[0])
    found = memo.get(key)
    if found is not None:
        return found
    chooser = world.chooser(seat)
    best: tuple[float, ...] | None = None
    for card in _distinct(world, world.legal()):
        child = world.copy()
        child.play(card)
        value = _solve(child, memo)
        if best is None or value[chooser] > best[chooser]:
            best = value
    assert best is not None
    memo[key] = best
    return best


def best_cards(world: World, seat_of_choice: int) -> list[tuple[int, float]]:
    """Each legal card for the hand to play with the utility ``seat_of_choice`` ends with when
    everyone then plays perfectly (:func:`solve`)."""
    memo: dict = {}
    result = []
    legal = world.legal()
    for card in legal:
        child = world.copy()
        child.play(card)
        result.append((card, solve(child, memo)[seat_of_choice]))
    return result
