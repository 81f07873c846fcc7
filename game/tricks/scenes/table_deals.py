"""The trick table after each batch of events (T-29): the premiums and jokers it remembers, the
deal summary between deals (its status keys' answers), the next deal, and the results.

A part of :class:`~.table.TricksTable` (its fields are set in ``TricksTable.__init__``:
``between_deals``, ``last_scored``, ``premiums``, ``deal_started``, ``last_won``,
``deal_bonuses``, ``_back_after_summary``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from ...engine.cards import Card
from ...engine.events import Event
from ...i18n import _
from ...scenes.card_table import CardTable
from ...speech.queue import PROMPT
from ...table import online_text
from .. import text
from ..events import DealScored, DealStarted, GameBonus, PremiumsResolved, TrickWon
from ..view import TricksView
from .saving import split_deal_end
from .setup import TableSetup
from .results import TricksResults
from .trick_hold import TrickHold

if TYPE_CHECKING:
    from ...engine.perspective import Perspective


class DealEnds(CardTable):
    """Events said, deals ended and summed up, a part of :class:`~.table.TricksTable`."""

    setup: TableSetup
    view: TricksView
    trick_hold: TrickHold
    focus_hand: int
    marked: list[Card]
    premium_index: int | None
    between_deals: bool
    last_scored: DealScored | None
    premiums: list[tuple[int, str]]
    deal_started: DealStarted | None
    last_won: TrickWon | None
    deal_bonuses: list[GameBonus]
    deal_end: TricksView | None
    _seen: TricksView | None
    _back_after_summary: Perspective | None

    # ----------------------------------------------------------------- after each action
    def _after(self, events: list[Event], own: bool, interrupt: bool | None = None) -> None:
        """Announce and animate ``events`` (``own``, ``interrupt``: see
        :meth:`CardTable.announce_events`); after a deal's scoring hold the next deal until the
        deal summary is closed."""
        now, later = split_deal_end(events)
        before = self._seen
        if before is not None:  # the turn and status as they were until the batch's newest line begins
            # (after the player's own move, no turn: "YOUR TURN" is no longer true, and the next
            # turn shows once its line begins)
            first = replace(before, turn=None, turn_controller=None) if own else before
            self.hold_status(self.expect_turns(first, now))  # each card's line moves the turn on
            self.expect_bids(before, now)  # each hand's bid once the line saying it begins
        cards = self.expect_cards(before, now) if before is not None and not self.quiet_prompts else []
        self.expect_tricks(now)  # a finished trick stays drawn until its winner was heard
        self.animate([event for event in now if not any(event is card for card in cards)])  # (slides: follow_hold)
        self.track_premiums(now)
        self.reset_focus()
        self.announce_events(now, own, interrupt)
        self.trick_hold.settle()
        self.status_told()
        scored = [event for event in now if isinstance(event, DealScored)]
        if scored:
            self.last_scored = scored[-1]
            self.deal_bonuses = [event for event in now if isinstance(event, GameBonus)]
            self.held = later
            self.between_deals = True
            self.over = self.session.is_over()
            self.new_wait()
            self.mark_dirty()
            self.show_summary()
            return
        self.mark_dirty()
        self.plan_cpu()

    def track_premiums(self, events: Sequence[Event]) -> None:
        """Remember the premiums that stand this deal (for its scoring); a new deal clears them."""
        for event in events:
            if isinstance(event, DealStarted):
                self.premiums = []
                self.deal_started = event
                self.last_won = None
            elif isinstance(event, TrickWon):
                self.last_won = event
            elif isinstance(event, PremiumsResolved):
                self.premiums = [(seat, kind) for seat, kind, _, _ in event.standing]
            elif isinstance(event, DealScored) and event.premiums:
                self.premiums = [(seat, kind) for seat, kind in event.premiums]  # (also unheard: a return)

    @property
    def joker_of_deal(self) -> Card | None:
        """The card the joker stood for in the deal being played or just scored (classic, T-26)."""
        scored = self.last_scored if self.between_deals else None
        return self.joker_of(scored.deal if scored is not None else self.view.deal)

    def joker_of(self, deal: int) -> Card | None:
        """The card the joker stood for in deal ``deal``, the one being played or the last one
        scored (classic, T-26): as that deal's start said it; at a table that did not hear it
        (back in a new window, a game resumed), as the view says it: the deal's being played, or
        the last scored deal's (``last_joker_as``: the view shows the next deal already)."""
        started, view = self.deal_started, self.view
        if started is not None and started.deal == deal:
            return started.joker_as
        if view.deal == deal:
            return view.joker_as
        return view.last_joker_as if view.deal == deal + 1 else None  # (an older deal's: not known)

    def summary_answer(self, key: str) -> str:
        """A status key's answer on the deal summary, about the deal just scored (T-28): ``key``
        is "trumps", "bids", "tricks", "scores", "last_trick", "table", "hand", "dummy" or
        "revealed". The keys that name players (B, K, S, L) name them as the summary does
        (:meth:`~game.scenes.card_table.CardTable.deal_me`: online, a seat a person left during
        that deal, having bid in it, "Cid, then Bob": "Last trick: Ana, 10 of clubs; Cid, then
        Bob, ace of clubs; ..."); T, V, H, D and R name nobody."""
        scored = self.last_scored
        assert scored is not None
        dummy = self.view.dummy
        if key == "trumps":
            started = self.deal_started
            upcoming = next((event for event in self.held if isinstance(event, DealStarted)), None)
            if started is not None and started.deal == scored.deal:
                return text.summary_trumps_text(started, upcoming, scored.successes)
            view = self.view  # the deal's start was not heard here (a return): the view keeps its trumps
            return text.summary_trumps_text(None, upcoming, scored.successes, (view.last_trumps, view.last_joker_as))
        if key in ("table", "hand", "dummy", "revealed"):
            return text.summary_status_text(key, dummy)
        if key == "bids":
            return _("Bids: {bids}.").format(bids=text.counts_text(self.deal_me(scored.deal), scored.bids, dummy))
        if key == "tricks":
            return _("Tricks: {counts}. All played.").format(
                counts=text.counts_text(self.deal_me(scored.deal), scored.tricks, dummy))
        if key == "scores":
            options = self.setup.options
            if (options.scoring == "parlett_match" and self.view.phase != "over"
                    and text.game_ended_by(scored, options.scoring)):  # T-18: the view is the next game's
                upcoming = next((event for event in self.held if isinstance(event, DealStarted)), None)
                number = (upcoming.game_number if upcoming is not None else self.view.game_number) - 1
                return text.ended_game_scores_text(self.deal_me(scored.deal), self.view, scored, self.deal_bonuses,
                                                   number)
            return text.scores_text(self.deal_me(scored.deal), self.view, options.scoring, options.target,
                                    scored_deal=scored.deal)
        won = self.last_won
        if won is None:
            return _("No trick played yet.")
        return text.last_trick_words(self.deal_me(scored.deal), won.trick, won.winner, dummy, self.joker_of_deal)

    def summary_lines(self) -> list[str]:
        """The deal summary's lines for the deal just scored, in the current language
        (:func:`game.tricks.text.summary_lines`)."""
        assert self.last_scored is not None
        upcoming = next((event for event in self.held if isinstance(event, DealStarted)), None)
        return text.summary_lines(self.deal_me(self.last_scored.deal), self.last_scored, self.view.dummy,
                                  self.setup.options.scoring,
                                  self.premiums, self.joker_of_deal, last=self.over, upcoming=upcoming,
                                  bonuses=self.deal_bonuses, game_bonuses=self.view.game_bonuses,
                                  watching=self.spectating,
                                  deals_left=text.deals_left_text(text.deals_left(self.view, self.last_scored.deal),
                                                                  after_deal=True))

    def show_summary(self) -> None:
        from .summary import DealSummary
        assert self.last_scored is not None
        self.app.push(DealSummary(self.app, self.last_scored.deal, self.summary_lines(), last=self.over,
                                  table=self))

    def _continue_deal(self) -> None:
        """The deal summary closed: the next deal (said now; the keys that bid or play are held
        while it is heard, :data:`HELD_KEYS`), or the results (a spectator stays at the table
        and hears the way out)."""
        self.between_deals = False
        self.deal_end = None  # the summary was shown: the table draws the game as it stands
        self.outdate_held_turn()  # the turn told over the summary asked for the Enter that closed it
        if self.over:
            if self.spectating:
                self.say(_(online_text.WATCHING_OVER), kind=PROMPT)
            self.show_results()
            return
        self.table_step("continue")
        held, self.held = self.held, []
        self.track_premiums(held)
        self.forget_tricks()
        self.marked = []
        self.premium_index = None
        self.focus = 0
        self.focus_hand = self.seat
        self.line_hold.expect("new deal", True)  # the status is empty until the new deal's last line begins
        back, self._back_after_summary = self._back_after_summary, None
        if back is not None:  # back at an online table: what was missed of the new deal, then where it stands
            self._announce_back(held, back)
        else:
            self.announce_events(held, own=not self.spectating)  # a spectator's summary closed by itself
        self.line_hold.said("new deal", self.newest_line())
        self.line_hold.settle()
        self.hold_actions()  # a second quick Enter on the summary never bids into the new deal unheard
        self.mark_dirty()
        self.plan_cpu()

    def _announce_back(self, held: list[Event], back: Perspective) -> None:
        """The deal summary that opened on a return to an online table closed (Enter): the next
        deal's events that came in the same ``sync`` are said as what was missed (without their
        prompts, from ``back``: a computer's moves for this person said as its own), then the
        situation line once, as prompt (:meth:`_say_situation`); when those events said the
        deal's opening ("Deal 2. Ben deals. Trumps: spades. You lead."), the situation line
        leaves out the deal and its trumps: "Bidding. No cards on the table. Waiting for Ben.
        Bids: you 4, Bob secret." (T-29; was: the situation said over the summary,
        then the new deal's opening with its bid prompt, outdated once a computer had bid)."""
        session = self.session
        kept = session.perspective
        self.quiet_prompts = True
        session.perspective = back
        try:
            self.announce_events(held, own=False)
        finally:
            self.quiet_prompts = False
            session.perspective = kept
        opened = any(isinstance(event, DealStarted) and event.deal == self.view.deal for event in held)
        self._say_situation(deal_said=opened)

    def results_scene(self) -> TricksResults:
        """The trick game's results for the finished game."""
        return TricksResults(self.app, self.setup, self.view, self.hints_used, me=self.me,
                             history=self.results_history())
