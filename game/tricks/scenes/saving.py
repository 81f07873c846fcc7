"""Autosave of the trick game (:mod:`game.autosave.kinds` describes the members of :data:`KIND`):
setup and actions to JSON and back, replay of a save into a table, the Continue label, the words
said on resuming, and a finished game's statistics row."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ...autosave.kinds import Replayed, replay_entries
from ...engine.events import Event
from .. import continue_text, resume_text, text
from ..actions import Bid, Play
from ..events import DealScored, GameBonus, GameEnded, MatchEnded, PremiumsResolved
from ..options import TricksOptions
from ..replay import _action as parse_action
from ..state import TricksState
from .seat import LOCAL, LOCAL_SEAT

if TYPE_CHECKING:
    from .setup import TableSetup
    from .table import TricksTable

HUMAN = LOCAL_SEAT


def split_deal_end(events: Sequence[Event]) -> tuple[list[Event], list[Event]]:
    """``events`` cut after a deal's scoring (and its game bonus or game end): the table holds
    the rest, the next deal, until the deal summary is closed. (said now, held)."""
    events = list(events)
    for i, event in enumerate(events):
        if isinstance(event, DealScored):
            cut = i + 1
            while cut < len(events) and isinstance(events[cut], (GameBonus, GameEnded, MatchEnded)):
                cut += 1
            return events[:cut], events[cut:]
    return events, []


class TricksKind:
    """The trick game's autosave members."""

    key = "tricks"

    # ----------------------------------------------------------------- JSON
    @staticmethod
    def setup_to_json(setup: TableSetup) -> dict[str, Any]:
        options = setup.options
        return {"players": options.players, "variant": options.variant, "scoring": options.scoring,
                "target": options.target, "level": setup.level}

    @staticmethod
    def setup_from_json(data: dict[str, Any]) -> TableSetup:
        """Raises ValueError for anything a table cannot start with."""
        from .setup import LEVELS, TableSetup
        try:
            options = TricksOptions(players=data["players"], variant=data["variant"],
                                    scoring=data["scoring"], target=data["target"]).validate()
        except (KeyError, TypeError, ValueError) as exc:  # SetupError is a ValueError
            raise ValueError(f"bad setup: {exc}") from None
        if data.get("level") not in LEVELS:
            raise ValueError("bad computer level")
        return TableSetup(options, data["level"])

    @staticmethod
    def encode(action: Bid | Play) -> dict[str, Any]:
        if isinstance(action, Bid):
            entry: dict[str, Any] = {"player": action.seat, "bid": [card.code for card in action.cards]}
            if action.premium is not None:
                entry["premium"] = action.premium
            return entry
        return {"player": action.seat, "play": action.card.code}

    @staticmethod
    def decode(raw: Any, index: int) -> Bid | Play:
        return parse_action(raw, index)

    # ----------------------------------------------------------------- replay
    @staticmethod
    def new_state(setup: TableSetup, seed: int) -> TricksState:
        return TricksState.new(setup.options, seed)

    @staticmethod
    def is_over(state: TricksState) -> bool:
        return state.phase == "over"

    def replay(self, setup: TableSetup, seed: int, entries: Sequence[Any],
               table: TricksTable | None = None) -> Replayed:
        """Apply ``entries`` to a new state (the state of ``table``'s local session when given;
        the table's premiums, deal, last trick and hints used are kept up to date through its
        public bookkeeping, :meth:`TricksTable.track_premiums`); a deal scored and not yet continued is
        pending. ``{"step": "hint"}`` marks a hint asked for.

        Raises:
            ReplayError: a malformed entry. IllegalAction: an action the rules refuse.
        """
        state = table.session.state if table is not None else self.new_state(setup, seed)

        def split(events: list[Event]) -> tuple[list[Event], list[Event] | None]:
            now, later = split_deal_end(events)
            return now, later if any(isinstance(event, DealScored) for event in now) else None
        track = table.track_premiums if table is not None else None
        return replay_entries(state, entries, self.decode, split, "before the deal summary was closed", table,
                              on_continue=track, on_events=track)

    # ----------------------------------------------------------------- words
    @staticmethod
    def label(replayed: Replayed) -> str:
        """"Continue: trick game, deal 2, trick 4, your turn"; another variant named, "Continue:
        trick game, Oxford Whist, deal 2, your bid" (a menu item: no stop;
        :mod:`game.tricks.continue_text`)."""
        state = replayed.state
        where = continue_text.where_text(LOCAL, state.view(HUMAN),
                                         replayed.ended if replayed.pending is not None else None)
        return continue_text.label_text(state.options.variant, where)

    @staticmethod
    def describe(replayed: Replayed, setup: TableSetup) -> str:
        """"Trick game, 3 players, deal 2, trick 4, your turn"; another variant named, "Trick game,
        3 players, Oxford Whist, deal 1, your bid": the Continue menu's words for one saved game
        among several (a menu item: no stop)."""
        where = continue_text.where_text(LOCAL, replayed.state.view(HUMAN),
                                         replayed.ended if replayed.pending is not None else None)
        return continue_text.describe_text(setup.options.players, replayed.state.options.variant, where)

    @staticmethod
    def session_class() -> type:
        """The game's local table session."""
        from ...table.tricks import TricksSession
        return TricksSession

    @staticmethod
    def table_class() -> type:
        from .table import TricksTable
        return TricksTable

    @staticmethod
    def resumed(table: TricksTable, replayed: Replayed) -> None:
        """Say where the game stands, in short sentences, most important first, what a card player
        needs to pick it up (T-5, T-7, T-13, T-28, T-29; :mod:`game.tricks.resume_text`):

        - in card play: whose turn first, then the deal and the trick, its dealer (as the
          deal's opening said it, T-11), the trumps, who led the trick and with what card, who
          is winning, the other cards on the table (yours to play: the suit led held or not,
          and the focus), your tricks against your bid (and any bid made known) as whole
          sentences, and that H reads the hand: "Trick game resumed. Bob to play. Deal 1, trick
          7. Bob deals. No trumps. Anna led the 9 of diamonds. You have won 0 tricks of your bid
          of 4. H reads your hand." (it said every hand's tricks against the bids and the
          scores, whose turn in its middle, 26 s; found by a fresh tester by ear); K, S and the
          other status keys tell the rest;
        - in bidding: the deal's opening (its dealer, trumps, who leads), the bid prompt or who
          is still to bid, the bids as the panels show them (T-7: "Anna has bid." while your
          own bid is awaited, else, after "Waiting for Anna.", "Bids: you 2."), then, the bid
          made, "H reads your hand." (the scores are S's: not said);
        - the deal summary still open: "Trick game resumed. Deal 1 is over. Scores: ...", and
          the summary shows again.

        Another variant than the standard game is named first: "Trick game, Oxford Whist,
        resumed. ..." (:func:`~game.tricks.continue_text.resumed_text`)."""
        table.reset_focus()
        me, options = table.me, table.setup.options
        if replayed.pending is not None:
            scored = [event for event in replayed.ended if isinstance(event, DealScored)]
            table.last_scored = scored[-1]
            table.deal_bonuses = [event for event in replayed.ended if isinstance(event, GameBonus)]  # T-18
            table.held = table.session.events_for(table.session.seat, replayed.pending)
            table.between_deals = True
            table.over = table.session.is_over()
            table.new_wait()
            table.say(" ".join([continue_text.resumed_text(options.variant), resume_text.deal_over_resumed_text(
                me, scored[-1], table.deal_bonuses, table.view.dummy, options.scoring)]), interrupt=True)
            table.mark_dirty()
            table.show_summary()
            return
        view = table.view
        if view.phase == "bidding" and view.bid is None:  # the bid cards marked before, marked again (T-6)
            hand = text.hand_order(view.hand, view.joker_as)
            marked = [card for card in hand if card.code in replayed.marked]
            table.marked = marked if len(marked) == len(set(replayed.marked)) <= 3 else []
            table.save_marks()

        def line() -> str:
            view = table.view
            parts = [continue_text.resumed_text(options.variant)]
            if view.phase == "bidding":  # the deal's opening, with its dealer and who leads (T-11, T-29)
                parts.append(table.intro(back=True, dealt=True))
                parts.append(text.bidding_back_text(me, view))  # who has bid already, or the bids (T-7)
                if view.bid is not None:  # (before it, the bid prompt points to H already)
                    parts.append(resume_text.hand_pointer(me, view))
            else:  # whose turn first; the others' tricks and the scores are left to K and S
                parts.append(resume_text.play_continued_text(me, view, table.focused_card()))
            return " ".join(part for part in parts if part)
        said = table.say(line(), interrupt=True)
        if table.focused_card() is not None:
            # it names the card Enter plays ("Focus: 9 of hearts."), as the turn line does: a key
            # that plays waits for it (found: Enter 0.3 s after Continue played it unheard, T-28, T-29)
            table.keep_focus_prompt(said, line)
        table.note_resumed_opening(said)  # in bidding: keys wait for the bid prompt (T-28)
        table.mark_dirty()
        table.plan_cpu()

    # ----------------------------------------------------------------- statistics
    def statistics(self, setup: TableSetup, seed: int, entries: Sequence[Any]) -> dict[str, Any]:
        """The finished game's row for :func:`game.stats.db.record_game` (the human is seat 0):
        won (T-17, T-18, T-25), finishing place (1 + live players with a higher final score),
        deals, exact bids (T-14), premiums offered and made (T-9, T-16), points, best game score."""
        state = self.new_state(setup, seed)
        events: list[Event] = []
        offered = 0
        for index, raw in enumerate(entries):
            if isinstance(raw, dict) and "step" in raw:
                continue
            action = self.decode(raw, index)
            if isinstance(action, Bid) and action.seat == HUMAN and action.premium is not None:
                offered += 1
            events += state.apply(action)
        row = statistics_row(setup.options, events)
        row["premiums_offered"] = offered
        return row


def statistics_row(options: TricksOptions, events: Sequence[Event]) -> dict[str, Any]:
    """The trick statistics of a whole game's ``events`` (premiums offered are counted from the
    bids, which events keep secret, by :meth:`TricksKind.statistics`)."""
    row: dict[str, Any] = {"kind": "tricks", "players": options.players, "variant": options.variant,
                           "won": 0, "place": options.players, "deals": 0, "exact_bids": 0,
                           "premiums_made": 0, "points": 0, "best_score": 0}
    premium_stands = False
    final: Sequence[int] | None = None
    winners: Sequence[int] = ()
    for event in events:
        if isinstance(event, PremiumsResolved):
            premium_stands = any(seat == HUMAN for seat, *_rest in event.standing)
        elif isinstance(event, DealScored):
            row["deals"] += 1
            row["points"] += event.points[HUMAN]
            if event.made[HUMAN]:
                row["exact_bids"] += 1
                row["premiums_made"] += int(premium_stands)
            premium_stands = False
        elif isinstance(event, GameEnded):
            row["best_score"] = max(row["best_score"], event.game_scores[HUMAN])
            final, winners = event.game_scores, event.winners
        elif isinstance(event, MatchEnded):
            final, winners = event.scores, event.winners
    if final is not None:
        mine = final[HUMAN]
        row["place"] = 1 + sum(1 for seat in options.live_seats if final[seat] > mine)
        row["won"] = int(HUMAN in winners)
    return row


KIND = TricksKind()
