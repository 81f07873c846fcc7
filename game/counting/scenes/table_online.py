"""The counting table's side of a remote session (an online game, :mod:`game.table.remote`):
events handed over from the server, a spectator new at the table or back from a skip, the
history a newcomer finds, the situation said again after a drop, and notices about people and
the connection (C-23). The server's hold of a turn for a draw (C-8) is :mod:`.table_draw`'s.

A part of :class:`~.table.CountingTable`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from ...engine.events import Event
from ...i18n import _, ngettext
from ...scenes.card_table import CardTable
from ...speech.queue import EVENT, PROMPT
from .. import text
from ..events import CardPlayed, GameEnded, PlayerEliminated, RoundEnded, RoundStarted, TokensLost
from ..state import CountingView
from ..visibility import view_at_round_end
from .saving import split_round_end


class RemoteSide(CardTable):
    """What :class:`~.table.CountingTable` does for a remote session: the calls
    :class:`~game.table.remote.RemoteSession` makes of its scene (``remote_events``,
    ``remote_situation``...) and :class:`CardTable`'s hooks for a spectator."""

    def accepts_events(self) -> bool:
        """True when a remote session may hand over the next events (not during the pause
        between rounds: they wait until Enter, after the new deal is said)."""
        return not self.between_rounds

    def held_turn_text(self, view: CountingView, seconds: int | None = None, again: bool = False) -> str:
        """One's turn come in the next round while the last one's end is still on (C-21): "Your
        turn in round 2: press Enter to go on."; with the turn timer's ``seconds``: "Your turn in
        round 2: 20 seconds. Press Enter to go on."; ``again`` (after a turn whose time ran out
        there): "Your turn again in round 2: 20 seconds. Press Enter to go on."."""
        if seconds and again:
            return ngettext("Your turn again in round {number}: {seconds} second. Press Enter to go on.",
                            "Your turn again in round {number}: {seconds} seconds. Press Enter to go on.",
                            seconds).format(number=view.round, seconds=seconds)
        if seconds:
            return ngettext("Your turn in round {number}: {seconds} second. Press Enter to go on.",
                            "Your turn in round {number}: {seconds} seconds. Press Enter to go on.",
                            seconds).format(number=view.round, seconds=seconds)
        return _("Your turn in round {number}: press Enter to go on.").format(number=view.round)

    def paused_turn_left_text(self, view: CountingView, seconds: int) -> str:
        """Back from the table menu or help on round 1's end while one's turn in round 2 runs
        (C-21, C-23): "9 seconds left for your turn in round 2. Press Enter to go on."."""
        return ngettext("{seconds} second left for your turn in round {number}. Press Enter to go on.",
                        "{seconds} seconds left for your turn in round {number}. Press Enter to go on.",
                        seconds).format(number=view.round, seconds=seconds)

    def remote_events(self, events: list[Event], own: bool) -> None:
        """Events that came from the server (``own``: this seat's action caused them). Back at
        the table (a ``sync``, :attr:`quiet_prompts`) after a round ended meanwhile and the game
        goes on: :meth:`_missed_rounds`."""
        events = list(events)
        if events:
            self._opening_tokens = None  # (moves said since the first words: the situation says the tokens)
        self._note_out_away(events)
        ends = [i for i, event in enumerate(events) if isinstance(event, RoundEnded)]
        if not self.quiet_prompts or not ends or ends[-1] == len(events) - 1 \
                or any(isinstance(event, GameEnded) for event in events):
            self._after(events, own=own)  # (a round's end always comes with the next deal while the game goes on)
            return
        events = self._missed_rounds(events)
        self._back_round_end = True
        try:
            self._after(events, own=own)
        finally:
            self._back_round_end = False
        if self.between_rounds:  # the next round's moves wait for Enter, said as missed (:meth:`_announce_back`)
            self._back_after_round = self.session.perspective

    def _note_out_away(self, events: Sequence[Event]) -> None:
        """Back at the table (:attr:`quiet_prompts`), this seat went out among the moves missed
        (C-18): the situation line says so (:attr:`_out_away`, :meth:`remote_situation`)."""
        if self.quiet_prompts and not self.spectating and self.seat not in self.out_rounds and any(
                isinstance(event, PlayerEliminated) and event.seat == self.seat for event in events):
            self._out_away = True

    def _missed_rounds(self, events: list[Event]) -> list[Event]:
        """What a player back at the table missed (a ``sync``'s ``events``) when one or more rounds
        ended meanwhile and the game goes on (C-18, C-21, C-23): the rounds that ended before the
        last one go to the history unsaid, their ends worded with the tokens then and no "Enter:
        next round." ("Round 1 over: Bob passed 99. Tokens: you 9, Bob 6, Ben 8."; right after the
        line that told its cause, as said at the table, without it: "Round 1 over. Tokens: ..."), counted in
        "While you were away: N earlier messages ..."; the last round's end is where the game
        stands: said once, as the situation line of the pause between rounds (its tokens as they
        were then, never the next round's), not also as a missed message; the next round's moves
        wait for Enter (:meth:`_announce_back`). Returns the events from the last round's start."""
        self.track_outs(events)  # (who went out in which round: the results)
        ends = [i for i, event in enumerate(events) if isinstance(event, RoundEnded)]
        last = ends[-1]
        start = ends[-2] + 1 if len(ends) > 1 else 0
        recorded: list[str] = []
        begin = 0
        for end in ends[:-1]:
            chunk = events[begin:end + 1]
            ended = events[end]
            assert isinstance(ended, RoundEnded)
            ended_me = self.deal_me(ended.round, shared=False)  # (a seat its person left after this round: theirs)
            then = text.tokens_text(ended_me, self._view_then(events, end))
            for message in text.narrate(self.me, chunk, (), watching=self.watching(), tokens=then):
                if message.prompt or not message.text:
                    continue
                if message.cue == "round_won":  # (after its cause's line, without the cause: C-23)
                    recorded.append(text.round_ended_text(ended_me, ended, next_round=False, tokens=then,
                                                          cause=not text.cause_before_end(chunk, len(chunk) - 1)))
                else:
                    recorded.append(message.text)
            begin = end + 1
        for line in recorded:
            self.app.announcer.record(line)
        self.recorded_before += len(recorded)
        rest = events[start:]
        ended = events[last]
        assert isinstance(ended, RoundEnded)
        through = events[start:last + 1]
        base = self.session.last_round_view() if len(ends) == 1 else None
        if base is None or base.round != ended.round:
            base = view_at_round_end(self.session.view(), through)
            dealt = next((event for event in through if isinstance(event, RoundStarted)), None)
            base = replace(base, round=ended.round, dealer=dealt.dealer if dealt is not None else base.dealer)
        then = self._view_then(events, last)
        self._back_ended_view = replace(base, tokens=then.tokens, eliminated=then.eliminated)
        return rest

    def _view_then(self, events: Sequence[Event], index: int) -> CountingView:
        """The view now with everyone's tokens and who is out as they were right after
        ``events[index]`` (the losses after it taken back: each seat's first later loss says what
        it had before, C-18)."""
        view = self.session.view()
        tokens = list(view.tokens)
        eliminated = set(view.eliminated)
        seen: set[int] = set()
        for event in events[index + 1:]:
            if isinstance(event, TokensLost) and event.seat not in seen:
                seen.add(event.seat)
                tokens[event.seat] = event.tokens_left + event.paid
            elif isinstance(event, PlayerEliminated):
                eliminated.discard(event.seat)
        return replace(view, tokens=tuple(tokens), eliminated=frozenset(eliminated))

    def _announce_back(self, held: list[Event], back: Any) -> None:
        """Enter ended the pause of a round that ended while this person was away (or the pause
        ran out, watching): the next round's events that came in the same ``sync`` are said as
        what was missed, from ``back`` (the moves a computer made for this person: "A computer
        player for you: 5 of hearts. Total 15.", never "You: ..."), without their prompts, the
        older ones to the history ("Also while you were away: 6 earlier messages, ..."), then
        the situation line once (:meth:`remote_situation`: "Round 2. Total 11. Ben's turn."; the
        wait for a person's first card of the round is not said again after it; none for one out
        before, C-18: "You are out: ..." came with the round's end) (C-21, C-23)."""
        session = self.session
        kept = session.perspective
        self.quiet_prompts = True
        session.perspective = back
        try:
            self._note_out_away(held)
            self.track_outs(held)
            self.announce_events(held, own=False)
        finally:
            self.quiet_prompts = False
            session.perspective = kept
        waits = self.round_start_waits_for()
        if waits is not None:  # (the situation line says whose turn it is)
            self._round_start_told = (session.view().round, waits)
        if self.watching() and not self._out_away:
            return  # out before (C-18): said with the round's end; the deal is where the game stands
        self.remote_situation()

    def track_skipped(self, events: Sequence[Event]) -> None:
        """Events a spectator skipped unsaid: who went out when (C-18) and the focus follow them."""
        self.track_missed_draw(events)
        self.track_outs(events)
        self.tokens_hold.clear()  # (what was being said is cut: the tokens now are drawn)
        self._seen = self.shown_view()  # (the status and turn now: what the next batch holds)
        self.clamp_focus()

    def remote_joined(self, events: Sequence[Event], notices: Sequence[str], situation: bool,
                      interrupt: bool = False, before: Sequence[Event] = ()) -> None:
        """A spectator new at a game under way (:meth:`CardTable.remote_joined`). When the last
        of ``events`` ended a round and the next has not begun (the table sits between rounds,
        C-14), where the game stands is that round's end: the pause between rounds begins
        unsaid, and the situation said is the round's end with the tokens and what the next
        round waits for ("Round 1 over: Ben passed 99. Tokens: Ana 6, Bob 9, Ben 6. The next
        round starts when Ana is ready."), once; the moves before it are in the history."""
        ends = [i for i, event in enumerate(events) if isinstance(event, RoundEnded)]
        later = list(events[ends[-1] + 1:]) if ends else []
        if ends and later and not any(isinstance(event, (CardPlayed, GameEnded)) for event in later):
            self._pause_between_rounds(events[:ends[-1] + 1], later)
        super().remote_joined(events, notices, situation, interrupt=interrupt, before=before)

    def earlier_messages(self, events: Sequence[Event]) -> list[str]:
        """What a spectator's history keeps of the moves before they came: not a round's end
        nor the next deal (the round's end is said as where the game stands, the deal comes
        after the pause)."""
        now, _later = split_round_end(events)
        return super().earlier_messages([event for event in now if not isinstance(event, RoundEnded)])

    def watch_situation(self, skipped: Sequence[Event] = (), joining: bool = False) -> str:
        """A spectator new at the table, or back from a skip: the situation line, then everyone's
        tokens (C-3, C-18: what a newcomer cannot know, and what a skipped card may have cost):
        "Round 3. Total 25. Ben's turn. Tokens: Ben 5, Anna 2, Cleo out.". A person out at
        their seat (C-18) hears it so too, never "You are out: ..." again, which they heard as
        they went out (found by a tester by ear: out, her speech fell behind the table)."""
        view = self.session.view()
        if self.between_rounds or view.winner is not None:
            return self.intro()
        said = text.intro_text(self.me, view) if self.watching() else self.intro()
        return f"{said} {text.tokens_text(self.me, view)}"

    def remote_situation(self) -> None:
        """Back at the table after a drop or a restart of the server (after the events missed
        meanwhile, if any): the situation line, as a prompt, with everyone's tokens after the
        round (:meth:`back_situation`: "Round 2. Tokens: you 3, Bob 0, Ben 2. Total 29. Bob's
        turn."; tokens are lives, C-18, and the first thing one back needs). Out among the moves
        missed (a computer played the seat, C-18): "You are out: you went out in round 2 while
        you were away. You are watching the others play on. Escape opens the pause menu." instead
        (after the round's end when the table pauses between rounds). An ace's or a 10's value still
        being chosen (C-10) is said again as the choice, with the total of now; a choice
        the game has left behind (not one's turn, or the card gone) is closed first. Back at a
        game that ended meanwhile, nothing: the end among the events missed leads to the results,
        which say "Game over." with the winner (a spectator heard the winner and the way out).
        Back while one may still draw, the server holds the next player again (C-8): "Round 1.
        Total 7. Ben is waiting for your draw: press Space.", then "2 seconds left to draw:
        press Space." as after one's own card (:meth:`_time_held_draw`)."""
        if self.session.view().winner is not None or self.session.is_over():
            return
        self._close_stale_choice()
        choice = self.choice
        if choice is not None:
            view = self.session.view()
            self.say(text.value_prompt(self.me, choice.card, choice.value, view.total, view.tokens[self.seat],
                                       self.others_in(), view.tokens), kind=PROMPT)
            return
        tokens = self._tokens_due()
        out, self._out_away = self._out_away and self.watching(), False
        said = self.back_situation(tokens)
        if said and not (out and not self.between_rounds):  # (out: "You are out: ..." is the situation)
            self.keep_focus_prompt(self.say(said, kind=PROMPT), lambda: self.back_situation(tokens))
        if out:  # after the round's end of the pause, if any (C-18)
            self._out_words = self.say(text.out_while_away_text(self.out_rounds.get(self.seat)), kind=PROMPT)
        self._time_held_draw()  # back while one may still draw: a fresh hold, its warning as after one's card

    def _tokens_due(self) -> bool:
        """True when the situation line back at the table says the tokens: not right after the
        first words of a new window said the same ones with nothing said between (C-18)."""
        opening, self._opening_tokens = self._opening_tokens, None
        return opening != text.tokens_text(self.me, self.session.view())

    def back_situation(self, tokens: bool = True) -> str:
        """The situation line back at the table (:meth:`remote_situation`): on one's own turn the
        turn line in full with the hand (:meth:`back_turn_line`), else :meth:`intro`; with
        ``tokens``, everyone's tokens after the round: "Round 2. Tokens: you 3, Bob 0, Ben 2.
        Your turn. Total 29. Your cards: ... Enter plays the 7 of hearts." / "Round 2. Tokens:
        you 3, Bob 0, Ben 2. Total 29. Bob's turn." (C-18, C-23)."""
        if self._back_on_turn():
            return self.back_turn_line(tokens)
        return self.intro(tokens=tokens)

    def _back_on_turn(self) -> bool:
        """True when it is this seat's turn to play a card from a hand (no value being chosen,
        not between rounds, not out, not held for another's draw, C-8): what one comes back to
        is said with :meth:`back_turn_line`."""
        view = self.session.view()
        return (view.turn == self.seat and bool(view.hand) and not self.between_rounds and not self.watching()
                and self.held_for_draw() is None and not self.waiting_for_draw() and self.choice is None)

    def resume_words(self) -> Callable[[], str]:
        """Back from the pause or table menu (or help, the options) on one's own turn: the turn
        line in full with the hand, as Continue and a return say it (:meth:`back_turn_line`:
        "Round 1. Your turn. Total 31. Your cards: queen of hearts, 2 of clubs, 5 of spades.
        Enter plays the queen of hearts."; C-5, C-23). Found by ear: only the card Enter plays
        was named, online (the game went on under the menu) and offline too (a new round's
        deal held under the pause menu: its hand was never said). On a round's end while one's
        turn in the next round, told there, is on: that turn, its seconds left first
        (:meth:`~game.scenes.paused_turn.PausedTurn.paused_turn_line`: "9 seconds left for your
        turn in round 2. Press Enter to go on.", C-21), not the round's end again. Else
        :meth:`intro`."""
        if not self.spectating and self._back_on_turn():
            return self.back_turn_line
        if self.between_rounds and self.paused_turn_line():
            def paused() -> str:
                return self.paused_turn_line() or self.intro()
            paused.paused_turn = True  # type: ignore[attr-defined]  (its grace from this line: resume)
            return paused
        return super().resume_words()

    def short_turn_words(self) -> str:
        """The turn line when little of a timed turn is left on coming back
        (:meth:`~game.scenes.card_table_online.OnlineTable.in_time_resume_words`): the short one,
        without the hand, whatever the "Short turn prompt" option ("Your turn. Total 31. Enter
        plays the queen of hearts."; C-23); an arrow words it so too."""
        self._turn_short = True
        return self.focus_prompt()

    def shortest_turn_words(self) -> str:
        """The turn line when even the short one (:meth:`short_turn_words`) and the time to act
        do not fit in what is left of a timed turn on coming back
        (:meth:`~game.scenes.card_table_online.OnlineTable.in_time_resume_words`): the short one
        without its "Your turn.", which the seconds left before it say ("3 seconds left for your
        turn. Total 46. Enter plays the queen of clubs."; C-23; found by a tester by ear: "3
        seconds left for your turn. Your turn. Total 46. Enter plays the queen of clubs." took 6.4
        s, and the time ran out before the card was named). Its head is the total
        (:meth:`turn_line_head`)."""
        line = self.short_turn_words()
        turn = _("Your turn.") + " "
        return line[len(turn):] if line.startswith(turn) else line

    def back_turn_line(self, tokens: bool = False) -> str:
        """Back at the table on one's own turn (C-5, C-23): the round, then the turn line in full
        with the hand, whatever the "Short turn prompt" option (what one held was not heard in
        this window, or was said before the drop): "Round 1. Your turn. Total 39. Your cards: 8 of
        clubs, 2 of hearts, king of spades. Enter plays the 8 of clubs."; ``tokens``: everyone's
        tokens after the round ("Round 1. Tokens: you 3, Ben 2, Bob 3. Your turn. ...", C-18)."""
        view = self.session.view()
        self._turn_short = False
        self._hand_round = view.round
        line = text.your_turn_text(view.total, view.hand, view.drawer == self.seat and not view.hand, self.focus)
        if view.drawer == self.seat and view.hand:
            line = f"{line} {_(text.DRAW_REMINDER)}"
        if tokens:
            return _("Round {round}. {tokens} {turn}").format(round=view.round, turn=line,
                                                              tokens=text.tokens_text(self.me, view))
        return _("Round {round}. {turn}").format(round=view.round, turn=line)

    def remote_notice(self, text: str) -> None:
        """Say a sentence about people or the connection, in order with the events; still true
        after the player's own move, which does not drop it (``lasting``)."""
        self.say(text, kind=EVENT, lasting=True)
