"""The trick table's side of a remote session: events handed over by the server, the deals missed
during a drop, what a spectator skips, refusals from the server, and where the game stands on a
return.

A part of :class:`~.table.TricksTable` (its fields are set in ``TricksTable.__init__``:
``_back_me``, ``_back_after_summary``, ``_bid_sent``); the online side both games share is
:mod:`game.scenes.card_table_online`'s.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from ...engine.cards import Card
from ...engine.events import Event
from ...i18n import _, ngettext
from ...scenes.card_table import CardTable
from ...speech.queue import EVENT, PROMPT
from .. import text
from ..events import (BidPlaced, CardPlayed, DealScored, DealStarted, GameBonus, GameEnded, MatchEnded,
                      PremiumsResolved)
from ..view import TricksView
from .setup import TableSetup

if TYPE_CHECKING:
    from ...engine.perspective import Perspective


class RemoteSide(CardTable):
    """A remote session's side, a part of :class:`~.table.TricksTable`."""

    setup: TableSetup
    view: TricksView
    marked: list[Card]
    premium_index: int | None
    between_deals: bool
    premiums: list[tuple[int, str]]
    _bid_sent: tuple[tuple[Card, ...], str | None, Card | None] | None
    _back_me: Perspective | None
    _back_after_summary: Perspective | None

    # ----------------------------------------------------------------- a remote session's side
    def accepts_events(self) -> bool:
        """True when a remote session may hand over the next events (not while the deal
        summary is open: they wait until Enter, after the next deal is said)."""
        return not self.between_deals

    def held_turn_text(self, view: TricksView, seconds: int | None = None, again: bool = False) -> str:
        """One's turn (a bid, a card) come in the next deal while the last one's summary is
        still open (T-7, T-29): "Your turn in deal 2: press Enter to go on."; with the turn
        timer's ``seconds``: "Your turn in deal 2: 30 seconds. Press Enter to go on."; ``again``
        (after a turn whose time ran out there): "Your turn again in deal 2: 30 seconds. ..."."""
        if seconds and again:
            return ngettext("Your turn again in deal {number}: {seconds} second. Press Enter to go on.",
                            "Your turn again in deal {number}: {seconds} seconds. Press Enter to go on.",
                            seconds).format(number=view.deal, seconds=seconds)
        if seconds:
            return ngettext("Your turn in deal {number}: {seconds} second. Press Enter to go on.",
                            "Your turn in deal {number}: {seconds} seconds. Press Enter to go on.",
                            seconds).format(number=view.deal, seconds=seconds)
        return _("Your turn in deal {number}: press Enter to go on.").format(number=view.deal)

    def paused_turn_left_text(self, view: TricksView, seconds: int) -> str:
        """Back from the table menu or help on a deal's summary while one's turn in the next deal
        runs (T-7, T-29): "9 seconds left for your turn in deal 2. Press Enter to go on."."""
        return ngettext("{seconds} second left for your turn in deal {number}. Press Enter to go on.",
                        "{seconds} seconds left for your turn in deal {number}. Press Enter to go on.",
                        seconds).format(number=view.deal, seconds=seconds)

    def remote_events(self, events: list[Event], own: bool) -> None:
        """Events that came from the server (``own``: this seat's action caused them; a bid
        sent is said now, T-7)."""
        if self.quiet_prompts:  # back at the table (a sync): deals that ended before the last one, in short
            events = self._missed_deals(list(events))
        self._back_me = self.me if self.quiet_prompts else None
        sent, self._bid_sent = self._bid_sent, None
        mine = next((event for event in events if isinstance(event, BidPlaced) and event.seat == self.seat), None)
        if own and sent is not None and mine is not None:
            self._bid_done(*sent, list(events))
            return
        if not own and mine is not None and mine.cards:  # a computer bid for us: the turn timer ran out, or away
            self.marked, self.premium_index = [], None
            self.focus = 0
            if not self.me.played_for_me(self.seat):  # (away: the narration says it in order, as the computer's)
                said = self.say(text.bid_laid_aside_text(mine.bid if mine.bid is not None else text.bid_of(mine.cards),
                                                         mine.cards, mine.premium, self.view.joker_as), kind=EVENT)
                if said is not None:
                    self._vital_lines.add(said)  # (kept when held moves are said in short)
            self._after(list(events), own=False)
            return
        if sent is not None and self.view.phase == "bidding" and self.view.bid is None:
            self._bid_sent = sent  # still waiting for the answer to the bid
        if self.quiet_prompts and not any(isinstance(event, (DealStarted, PremiumsResolved)) for event in events):
            # back at the table (a sync): the premiums that stand this deal come from the view,
            # not from events heard before (a new window heard none): its end scores them (T-16)
            self.premiums = list(self.view.premium)
        self._after(list(events), own=own)

    def _missed_deals(self, events: list[Event]) -> list[Event]:
        """What a player back at the table missed (a ``sync``'s events) when more than one deal
        ended meanwhile (T-26, T-29): every card of those deals is not read out; they go to the
        history unsaid (Page Up, said how many), each deal that ended before the last one is said
        in one line with the scores then, "Deal 1 ended while you were away. Scores: you 0, Bob
        7, Ben 32." (a game that ended with it too), and the last one "Deal 2 ended while you
        were away.", then its end as heard at the table, and its summary: the deal the view's
        ``last_trumps`` and ``last_joker_as`` are of (the joker named as it stood in that deal,
        never an earlier one's). Returns the events still to be said as they came: the last
        deal's scoring and what followed it. With one deal's end or none, ``events`` as they are.
        A seat a person left meanwhile (a computer in their place) is named for each deal as who
        held it then (:meth:`~game.scenes.card_table.CardTable.deal_me`): the moves of a deal
        before the one they left in by the person ("Ben has bid."), its end and scores too
        ("Scores: you 0, Bob 7, Ben 32.", was the computer's name, who took the seat later)."""
        ends = [i for i, event in enumerate(events) if isinstance(event, DealScored)]
        if len(ends) < 2:
            return events
        last = ends[-1]
        chunks: list[list[Event]] = []
        start = 0
        for end in ends[:-1]:
            cut = end + 1
            while cut < last and isinstance(events[cut], (GameBonus, GameEnded, MatchEnded)):
                cut += 1
            chunks.append(events[start:cut])
            start = cut
        chunks.append(events[start:last])
        options = self.setup.options
        recorded: list[str] = []
        said: list[str] = []
        for chunk in chunks:
            scored = next((event for event in chunk if isinstance(event, DealScored)), None)
            number = scored.deal if scored is not None else events[last].deal
            messages = text.narrate(self.deal_me(number, shared=False), chunk, replace(self.view, joker_as=None),
                                    options.scoring, self._chunk_premiums(chunk), None, self._chunk_joker(chunk),
                                    self.deal_me(number))
            recorded += [message.text for message in messages if not message.prompt]
            if scored is None:
                continue
            line = _("Deal {number} ended while you were away.").format(number=scored.deal)
            scores = text.totals_sentence(self.deal_me(scored.deal), scored.totals, scored.game_scores,
                                          self.view.dummy, options.scoring)
            said.append(f"{line} {scores}")
            ended = [event for event in chunk if isinstance(event, (GameBonus, GameEnded))]
            if any(isinstance(event, GameEnded) for event in ended):  # a game of a match ended with it
                said += [message.text for message in text.narrate(self.me, ended, self.view, options.scoring)]
        for line in recorded:
            self.app.announcer.record(line)
        if recorded:
            self.say_recorded(len(recorded))
        for line in said:
            self.say(line, kind=EVENT)
        self.say(_("Deal {number} ended while you were away.").format(number=events[last].deal), kind=EVENT)
        self.track_premiums(events[:last])  # its start (the joker, T-26), its last trick (L), its premiums
        return events[last:]

    def _chunk_joker(self, chunk: Sequence[Event]) -> Card | None:
        """The card the joker stood for in the deal of ``chunk`` (part of one deal's events,
        classic, T-26): from its start, else a played joker's, else the start heard here, else
        the view's when it is that deal's or the one just before; None when none tells it."""
        started = next((event for event in chunk if isinstance(event, DealStarted)), None)
        if started is not None:
            return started.joker_as
        played = next((event.acts_as for event in chunk if isinstance(event, CardPlayed) and event.acts_as), None)
        if played is not None:
            return played
        scored = next((event for event in chunk if isinstance(event, DealScored)), None)
        return self.joker_of(scored.deal) if scored is not None else None

    def _chunk_premiums(self, chunk: Sequence[Event]) -> list[tuple[int, str]]:
        """The premiums that stood in the deal of ``chunk`` (T-9, T-16): as its scoring says them,
        else as its bidding's end did, else those known here."""
        scored = next((event for event in chunk if isinstance(event, DealScored)), None)
        if scored is not None and scored.premiums:
            return [(seat, kind) for seat, kind in scored.premiums]
        resolved = next((event for event in chunk if isinstance(event, PremiumsResolved)), None)
        if resolved is not None:
            return [(seat, kind) for seat, kind, _bid, _cards in resolved.standing]
        return list(self.premiums)

    def track_skipped(self, events: Sequence[Event]) -> None:
        """Events a spectator skipped unsaid: the deal's premiums, its last trick (L) and the
        focus follow them (T-9, T-28)."""
        self.track_premiums(events)
        self.reset_focus()
        self.forget_tricks()

    def refuse(self, text: str) -> None:
        """Say why a key or action was refused; online a refused bid is no longer awaited."""
        if self.online and self._bid_sent is not None and not getattr(self.session, "_pending_action", False):
            self._bid_sent = None
        super().refuse(text)

    def remote_situation(self) -> None:
        """Back at the table after a drop or a restart of the server (after the events missed
        meanwhile, if any): the situation line, as a prompt; in bidding, then who else has bid
        ("Ben has bid.", "Nobody else has bid yet.") or, one's own bid made, the bids with whose
        is awaited, as a game continued says them (:func:`game.tricks.text.bidding_back_text`,
        T-7). A bid the server took meanwhile ends the marks; one it never got keeps them for
        Enter again, and tells the server them again (``marks``: its turn timer bids them). Back
        at a game that ended meanwhile, nothing: the deal's summary and the results say the end,
        once. A spectator back hears the same line as a player, without the
        game's name (its table's opening words said it): "Deal 1. No trumps. No cards on the
        table. Cleo to play." (was "Trick game. Deal 1. ..." again, T-5, T-29)."""
        self._bid_sent = None
        back, self._back_me = self._back_me, None
        if self.view.phase == "over" or self.session.is_over():
            return
        if self.view.bid is not None or self.view.phase != "bidding":
            self.marked = []
            self.premium_index = None
        elif self.marked:
            self.save_marks()  # the server forgot them with the connection: a time-out bids them again (T-6)
        if self.between_deals:  # a deal ended meanwhile: its summary alone now; the rest once it is closed
            self._back_after_summary = back if back is not None else self.me
            return
        self._say_situation()

    def _say_situation(self, deal_said: bool = False) -> None:
        """Say the situation line of a return (:meth:`remote_situation`), as a prompt, worded
        again when the focus moves while it waits; ``deal_said``: the deal's opening was just
        said (:meth:`intro`)."""
        self.reset_focus()

        def situation() -> str:
            said = self.intro(back=True, deal_said=deal_said)
            bids = text.bidding_back_text(self.me, self.view) if said else ""  # ("" for a spectator)
            return f"{said} {bids}" if bids else said
        said = situation()
        if said:
            self.keep_focus_prompt(self.say(said, kind=PROMPT), situation)

    def remote_notice(self, text: str) -> None:
        """Say a sentence about people or the connection, in order with the events; still true
        after the player's own move, which does not drop it (``lasting``)."""
        self.say(text, kind=EVENT, lasting=True)
