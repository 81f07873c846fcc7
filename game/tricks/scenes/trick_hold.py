"""The finished trick stays on the table's screen until it was heard (T-13, T-29).

The game moves on as soon as a trick's last card is played: the trick is won (T-13), the winner
is to lead, or the deal is scored and the next one dealt. Speech takes its time: "Bob: jack of
diamonds." and "Bob wins the trick with the jack of diamonds. Tricks: ..." may still be said, or
wait to be, when the state is already past them. A player who listens and looks sees the table
as the ear has it: the finished trick, every card in front of the hand that played it and the
winner's framed and labelled (never colour alone; "won", with "Bob just won the trick." on the
status line, once the message saying who won it begins: before, while the last card is said, it
is "winning" and the status line empty), with the tricks each hand had before it
(the panels' counts change as its winner's words begin, the words that say them), stays drawn
until the message saying who won it was heard to its end (said whole, or cut by a key: :attr:`Utterance.pending
<game.speech.queue.Utterance.pending>`; dropped unsaid by the player's move, it is not waited
for). At the end of a deal it is drawn in place of the deal summary until then
(:class:`~.summary.DealSummary`). Each card played shows on the trick once its own line begins
(:class:`CardShown`, :meth:`HoldsTrick.expect_cards`): a batch (an online update, moves made
while earlier lines are said) never draws a card, or who is winning, before it is heard. Where
speech finishes at once (text only) nothing is held.

Nothing here waits: computer players and keys go on as before (the table's pacing is speech's
own, :meth:`game.scenes.card_table.CardTable.speech_wait`); only what is drawn follows the ear.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from ...engine.events import Event
from .. import text
from ...scenes.line_hold import LineHold
from ..events import BidPlaced, CardPlayed, DealScored, DealStarted, PremiumsResolved, TrickWon, TurnStarted
from ..view import TricksView

BidMarks = tuple[bool, "int | None", "tuple | None", "str | None"]
"""A hand's bid as its panel shows it: whether it has bid, its bid if known, its bid cards shown
face up, its standing premium ("declare", "reveal") or None."""


def bid_marks(view: TricksView, seat: int) -> BidMarks:
    """``seat``'s bid as ``view`` shows it (:data:`BidMarks`)."""
    return (view.has_bid[seat], view.known_bids[seat], view.exposed_bid_cards[seat], dict(view.premium).get(seat))


def with_bid_marks(view: TricksView, seat: int, marks: BidMarks) -> TricksView:
    """``view`` with ``seat``'s bid shown as ``marks`` (:func:`bid_marks`)."""
    has, known, exposed, premium = marks

    def put(values: tuple, value: object) -> tuple:
        return values[:seat] + (value,) + values[seat + 1:]
    premiums = tuple(sorted([(s, kind) for s, kind in view.premium if s != seat]
                            + ([(seat, premium)] if premium else [])))
    return replace(view, has_bid=put(view.has_bid, has), known_bids=put(view.known_bids, known),
                   exposed_bid_cards=put(view.exposed_bid_cards, exposed), premium=premiums)


def trick_view(before: TricksView | None, after: TricksView, events: Sequence[Event], won: TrickWon) -> TricksView:
    """The table as it stood when the trick ``won`` was complete, before anything after it
    (T-13): ``before``, the view before ``events`` (the batch ``won`` is in; None when unknown:
    ``after``, the view after them, stands in), with ``won``'s cards on the table and out of
    the hands, the tricks played before it, and no one to play yet (the next lead comes once its
    words were heard). The tricks each hand has taken are those before this one (``won.tricks``
    less the winner's new one): the panels show a count once the words saying it begin
    ("Bob wins the trick ... Tricks: ... Bob 2.", :meth:`HoldsTrick.drawn_view`). From
    ``before``, so that a trick that ended the deal is drawn in that deal (its scores before
    the deal was scored), not in the next one the state has dealt."""
    base = before if before is not None else after
    gone = {card for _seat, card in won.trick}
    played = list(base.played_tricks)
    for event in events:
        if event is won:
            break
        if isinstance(event, CardPlayed):
            gone.add(event.card)
        elif isinstance(event, TrickWon) and event.trick not in played:
            played.append(event.trick)  # an earlier trick of the same batch (online, after a drop)
    if won.trick in played:
        played = played[:played.index(won.trick)]
    tricks = tuple(count - (hand == won.winner) for hand, count in enumerate(won.tricks))
    return replace(base, phase="play", current_trick=tuple(won.trick), leader=won.trick[0][0],
                   played_tricks=tuple(played), tricks=tricks, turn=None, turn_controller=None,
                   to_act=(), legal_plays=(), hand=tuple(card for card in base.hand if card not in gone),
                   open_hands=tuple(None if cards is None else tuple(card for card in cards if card not in gone)
                                    for cards in base.open_hands))


def deal_end_view(trick: TricksView, won: TrickWon, scored: DealScored) -> TricksView:
    """The table as the deal ``scored`` ended (T-13, T-29): ``trick``, the view of its last
    trick ``won`` (:func:`trick_view`), with that trick taken (nothing on the table, the last
    trick the one just won, every hand's tricks counted) and the scores after the deal, as the
    deal's end line ("You bid 3 and made it. ... Scores: you 13, ...") says them. Drawn in
    place of the deal summary from the moment the last trick was heard until the summary's own
    line begins (:class:`~.summary.DealSummary`): the game has dealt the next deal meanwhile."""
    played = tuple(trick.played_tricks) + (tuple(won.trick),)
    return replace(trick, current_trick=(), leader=None, led_suit=None, last_trick=tuple(won.trick),
                   played_tricks=played, tricks=tuple(won.tricks), scores=tuple(scored.totals),
                   game_scores=tuple(scored.game_scores), known_bids=tuple(scored.bids),
                   has_bid=(True,) * len(scored.bids))


@dataclass(frozen=True)
class CardShown:
    """A card played, drawn once its line ("Ben: queen of clubs.", "Ben trumps with ...", "Ben
    discards ...", the dummy's card) begins (T-12, T-13, T-29): until then the trick ``trick``
    (the count of tricks played before it in deal ``deal``) is drawn with its first ``count``
    cards only, as it stood before this card, and a face-up hand it came from (the dummy's, a
    revealed hand) still holds it, unless the listener chose it (their own key: it leaves their
    hand, or the dummy's they play, at once, as the counting game's hand does)."""

    deal: int
    trick: int
    count: int
    played: CardPlayed
    mine: bool


def cards_drawn(view: TricksView, waiting: Sequence[CardShown]) -> TricksView:
    """``view`` as the ear has it while the lines of the cards ``waiting`` (oldest first) have
    not begun (:class:`CardShown`): the trick on the table without those cards, with its lead,
    "(led)" and "(winning)" as they stood before them; the face-up hands they came from still
    holding them. A card of a later trick than the one drawn (a finished trick held until its
    winner was heard) changes nothing on it."""
    if not waiting:
        return view
    first = waiting[0]
    if (first.deal, first.trick) == (view.deal, len(view.played_tricks)) and first.count < len(view.current_trick):
        trick = tuple(view.current_trick[:first.count])
        view = replace(view, current_trick=trick, leader=trick[0][0] if trick else None,
                       led_suit=view.led_suit if trick else None)
    hands = list(view.open_hands)
    for shown in waiting:
        seat, card = shown.played.seat, shown.played.card
        cards = hands[seat] if seat < len(hands) else None
        if shown.deal == view.deal and not shown.mine and cards is not None and card not in cards:
            hands[seat] = tuple(cards) + (card,)
    return replace(view, open_hands=tuple(hands))


AWAITING = object()
"""A held trick's words not said yet: the table holds the trick before it says who won it, so
no frame ever shows the game past it."""


@dataclass
class Held:
    """One finished trick drawn until ``said`` (the message saying who won it) was heard."""

    won: TrickWon
    said: Any
    view: TricksView

    @property
    def pending(self) -> bool:
        """True while its words are about to be said, being said or waiting to be."""
        return self.said is AWAITING or (self.said is not None and self.said.pending)

    @property
    def begun(self) -> bool:
        """True once its words began to be said (or never will be): the winner's card says "won"
        and the status line who won it from then on."""
        return self.said is not AWAITING and (self.said is None or self.said.shown)


class TrickHold:
    """The finished tricks still drawn, oldest first (normally one)."""

    def __init__(self) -> None:
        self._held: list[Held] = []

    def expect(self, view: TricksView, won: TrickWon) -> None:
        """Draw ``view`` (from :func:`trick_view`) from now until the words saying ``won`` were
        heard (:meth:`said`)."""
        self._held.append(Held(won, AWAITING, view))

    def said(self, won: TrickWon, said: Any) -> None:
        """``won``'s words are on their way to the ear as ``said`` (an Utterance; one heard
        already, as text only is, is released at the next :meth:`release`)."""
        for held in self._held:
            if held.won is won and held.said is AWAITING:
                held.said = said
                return

    def settle(self) -> None:
        """The batch was said: a trick whose words were not said (a catch-up kept them in the
        history only) is not waited for."""
        for held in self._held:
            if held.said is AWAITING:
                held.said = None

    def shown(self) -> Held | None:
        """The finished trick to draw now: the oldest whose words are still being said or wait
        to be; None when every one was heard (the game as it stands is drawn)."""
        return next((held for held in self._held if held.pending), None)

    def release(self) -> list[TrickWon]:
        """Forget the tricks whose words were heard; returns them, oldest first (the table sweeps
        each to its winner now)."""
        heard = [held for held in self._held if not held.pending]
        self._held = [held for held in self._held if held.pending]
        return [held.won for held in heard]

    def clear(self) -> None:
        """Forget every held trick (the table skipped ahead, or a new deal began)."""
        self._held = []


class HoldsTrick:
    """The trick table's side of the hold, a mixin before
    :class:`~game.scenes.card_table.CardTable` (whose ``message_said`` and ``update`` it
    extends): the table sets ``trick_hold`` and ``_seen`` (the view after the last batch of
    events) in its ``__init__`` and has ``view``, ``me``, ``anims``, ``settings`` and
    ``mark_dirty``."""

    trick_hold: TrickHold
    _seen: TricksView | None
    view: TricksView
    line_hold: LineHold
    deal_end: TricksView | None = None
    """The table as the deal just scored ended (:func:`deal_end_view`), drawn in place of the
    deal summary once its last trick was heard and until the summary's own line begins; None
    during a deal, and when the batch that ended it held no trick (a game continued with the
    summary open)."""

    def expect_tricks(self, events: Sequence[Event]) -> None:
        """Before ``events`` (the batch just applied) are said: each trick they finish is drawn
        from now until its winner was heard (:meth:`message_said`); a deal they end, as it ended
        (:attr:`deal_end`), until its summary is drawn."""
        before, self._seen = self._seen, self.view
        last: TricksView | None = None
        won: TrickWon | None = None
        for event in events:
            if isinstance(event, TrickWon):
                last, won = trick_view(before, self._seen, events, event), event
                self.trick_hold.expect(last, event)
            elif isinstance(event, DealScored) and last is not None and won is not None:
                self.deal_end = deal_end_view(last, won, event)
                # the bids as drawn until the deal's end line begins (:meth:`message_said`)
                self.line_hold.expect("deal bids", (last.known_bids, last.has_bid), tag=event)

    def forget_tricks(self) -> None:
        """The table skipped ahead or a new deal began: no finished trick is drawn any more, nor
        the deal's end, nor anything held for a line (:mod:`game.scenes.line_hold`)."""
        self.trick_hold.clear()
        self.line_hold.clear()
        self.deal_end = None
        self._seen = self.view

    def expect_bids(self, before: TricksView, events: Sequence[Event]) -> None:
        """Before ``events`` are said: each hand's bid they tell ("Anna has bid.", "Anna
        declares ...") shows on its panel once that line begins; until then as it was
        (:func:`bid_marks`: from ``before``, then after each line in turn)."""
        marks = {}
        for event in events:
            seats = ()
            if isinstance(event, BidPlaced) and not self.me.is_me(event.seat):
                seats = (event.seat,)
            elif isinstance(event, PremiumsResolved):
                seats = tuple(seat for seat, *_rest in event.standing)
            for seat in seats:
                old = marks.get(seat, bid_marks(before, seat))
                self.line_hold.expect(("bid", seat), old)
                marks[seat] = (True,) + old[1:] if isinstance(event, BidPlaced) else old

    def expect_cards(self, before: TricksView, events: Sequence[Event]) -> list[CardPlayed]:
        """Before ``events`` are said: each card played among them is drawn on the trick (and
        leaves a face-up hand another chose it from) once its line begins, not with the batch
        (T-12, T-13, T-29; found by ear: "Ben (winning)" with his queen of clubs was on the
        screen while "Cid: 6 of clubs." was still said, 5 s before "Ben: queen of clubs.").
        ``before``: the game before the batch. Returns the cards held, whose slide starts as
        their lines begin (:meth:`follow_hold`)."""
        deal, trick, count = before.deal, len(before.played_tricks), len(before.current_trick)
        held = []
        for event in events:
            if isinstance(event, CardPlayed):
                self.line_hold.expect("card", CardShown(deal, trick, count, event, self.me.is_me(event.controller)),
                                      tag=event)
                count += 1
                held.append(event)
            elif isinstance(event, TrickWon):
                trick, count = trick + 1, 0
            elif isinstance(event, DealStarted):
                deal, trick, count = event.deal, 0, 0
        return held

    def expect_turns(self, first: TricksView, events: Sequence[Event]) -> TricksView:
        """Before ``events`` are said: the turn drawn (status line, turn marker) moves on with
        each card's line, not only with the batch's newest line (T-29; it lagged one line: while
        "Bob: queen of clubs." was said, the status still said "Bob to play"). ``first``: the
        turn as drawn before the batch. Each card played holds the turn as it was before that
        card until the card's line begins; the turn after it is the next hand's, or none when
        that hand is the listener's (their "Your turn. ..." line gives it). Returns the turn
        after the batch's last card (``first`` when it plays none), to hold until the batch's
        newest line begins (:meth:`CardTable.hold_status`)."""
        old = first
        played = False
        for event in events:
            if isinstance(event, CardPlayed):
                self.line_hold.expect("status", old, tag=event)
                old, played = replace(old, turn=None, turn_controller=None), True
            elif isinstance(event, TurnStarted) and played:
                old = (replace(old, turn=None, turn_controller=None) if self.me.is_me(event.controller)
                       else replace(old, turn=event.seat, turn_controller=event.controller))
        return old

    def message_said(self, message: text.Message, said: object) -> None:
        """A trick's winner was said: its finished trick is drawn until that was heard; a hand's
        bid was said: its panel shows it once that begins; a card was said: the turn drawn
        moves on from its player once that begins (:meth:`expect_turns`); the deal's end was said:
        every hand's bid shows once that begins (:meth:`expect_tricks`)."""
        if message.won is not None:
            self.trick_hold.said(message.won, said)
        if message.bidder is not None:
            self.line_hold.said(("bid", message.bidder), said)
        if message.scored is not None:
            self.line_hold.said("deal bids", said, tag=message.scored)
        if message.played is not None:
            self.line_hold.said("status", said, tag=message.played)
            self.line_hold.said("card", said, tag=message.played)

    def follow_hold(self) -> None:
        """Each update (the table's, or the deal summary's over it): the finished tricks whose
        words were heard leave the screen, each swept to its winner (unless motion is reduced)."""
        heard = self.trick_hold.release()
        for won in heard:
            if not self.settings.get("reduced_motion"):
                self.anims.start("sweep", 0.25, seat=won.winner, trick=won.trick)
        begun = self.line_hold.release()
        for held in begun:  # a card whose line began slides to the trick now (:meth:`expect_cards`)
            if held.key == "card" and not self.settings.get("reduced_motion"):
                self.anims.start("slide", 0.2, seat=held.old.played.seat, card=held.old.played.card)
        if heard or begun:
            self.mark_dirty()

    def follow_covered(self, dt: float) -> None:
        """The deal summary's update while it draws this table in its place (the deal's last
        trick still being said): the last card goes on sliding, and the trick leaves once heard."""
        anims = self.anims
        if anims.active:
            anims.update(dt)
            self.mark_dirty()
        self.follow_hold()

    def holds_trick(self) -> bool:
        """True while a finished trick is drawn because its words are not heard yet (the deal
        summary draws the table meanwhile)."""
        return self.trick_hold.shown() is not None

    def shown_view(self) -> TricksView:
        """What the screen shows: the finished trick while its words are still being said
        (:func:`trick_view`); between deals the deal as it ended (:attr:`deal_end`, drawn until
        the summary's line begins); else the human's view now."""
        held = self.trick_hold.shown()
        if held is not None:
            return held.view
        return self.deal_end if self.deal_end is not None else self.view

    def drawn_view(self) -> tuple[TricksView, bool]:
        """What the screen draws, and whether a finished trick's winner is drawn as "won": a
        finished trick until the words saying who won it were heard, with no turn marked (the
        next comes once they were heard), "won" once they began (before, while its last card is
        said, "winning", with an empty status line); else the game now, with the turn as before
        the batch until its newest line ("Your turn. ...") begins
        (:meth:`CardTable.hold_status`). Each hand's bid shows once the line saying it begins
        (:meth:`expect_bids`)."""
        held = self.trick_hold.shown()
        view = self.shown_view()
        if held is not None:  # (nobody to play on a finished trick: the next comes once it was heard)
            if held.begun:  # the panels' counts as "Bob wins the trick ... Tricks: ... Bob 2." says them
                view = replace(view, tricks=tuple(held.won.tricks))
            return self._bids_drawn(cards_drawn(view, self.line_hold.all_shown("card"))), held.begun
        old = self.line_hold.shown("status", None)
        if old is not None:
            view = replace(view, turn=old.turn, turn_controller=old.turn_controller)
        return self._bids_drawn(cards_drawn(view, self.line_hold.all_shown("card"))), False

    def _bids_drawn(self, view: TricksView) -> TricksView:
        """``view`` with each hand's bid as drawn before the line saying it began; the deal's
        end (:attr:`deal_end`, every bid in it) with the bids as its last trick showed them
        until its line ("Anna bid 4 and took 6: missed. ...") begins."""
        ended = self.line_hold.shown("deal bids", None)
        if ended is not None:
            view = replace(view, known_bids=ended[0], has_bid=ended[1])
        for seat in range(view.hand_count):
            old = self.line_hold.shown(("bid", seat), None)
            if old is not None:
                view = with_bid_marks(view, seat, old)
        return view

    def held_status(self) -> str | None:
        """The status line while a finished trick is drawn: who won it ("Bob just won the
        trick.", T-13); None otherwise."""
        held = self.trick_hold.shown()
        if held is None or not held.begun:
            return None
        return text.just_played_gist(self.me, [held.won], held.view.dummy)

    def update(self, dt: float) -> None:
        """As any table's, then :meth:`follow_hold`."""
        super().update(dt)
        self.follow_hold()
