"""Autosave of the counting game (:mod:`game.autosave.kinds` describes the members of
:data:`KIND`): setup and actions to JSON and back, replay of a save into a table, the Continue
label, the words said on resuming, and a finished game's statistics row."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ...autosave.kinds import Replayed, replay_entries
from ...engine.events import Event
from ...i18n import _, ngettext
from .. import text
from ..actions import DrawCard, PlayCard
from ..events import GameEnded, PlayerEliminated, RoundEnded, RoundStarted, TokensLost
from ..options import CountingOptions
from ..replay import encode_action, parse_action
from ..state import CountingState
from .seat import LOCAL, LOCAL_SEAT

if TYPE_CHECKING:
    from .setup import TableSetup
    from .table import CountingTable

HUMAN = LOCAL_SEAT


def split_round_end(events: Sequence[Event]) -> tuple[list[Event], list[Event]]:
    """``events`` cut after a round's end when the game goes on (the table holds the rest, the
    next deal, until Enter): (said now, held)."""
    events = list(events)
    if any(isinstance(e, GameEnded) for e in events):
        return events, []
    for i, event in enumerate(events):
        if isinstance(event, RoundEnded):
            return events[:i + 1], events[i + 1:]
    return events, []


class CountingKind:
    """The counting game's autosave members."""

    key = "counting"

    # ----------------------------------------------------------------- JSON
    @staticmethod
    def setup_to_json(setup: TableSetup) -> dict[str, Any]:
        options = setup.options
        return {"players": options.players, "tokens": options.tokens, "hand_size": options.hand_size,
                "draw": options.draw, "decks": options.decks, "level": setup.level,
                "draw_reminder": setup.draw_reminder, "draw_time": setup.draw_time}

    @staticmethod
    def setup_from_json(data: dict[str, Any]) -> TableSetup:
        """Raises ValueError for anything a table cannot start with."""
        from .setup import DRAW_TIMES, LEVELS, TableSetup
        try:
            options = CountingOptions(players=data["players"], tokens=data["tokens"],
                                      hand_size=data["hand_size"], draw=data["draw"], decks=data["decks"])
            options.validate()
        except (KeyError, TypeError, ValueError) as exc:  # SetupError is a ValueError
            raise ValueError(f"bad setup: {exc}") from None
        level, reminder, draw_time = data.get("level"), data.get("draw_reminder"), data.get("draw_time")
        if level not in LEVELS or not isinstance(reminder, bool) or draw_time not in DRAW_TIMES:
            raise ValueError("bad table choices")
        return TableSetup(options, level, reminder, draw_time)

    @staticmethod
    def encode(action: PlayCard | DrawCard) -> dict[str, Any]:
        return encode_action(action)

    @staticmethod
    def decode(raw: Any, index: int) -> PlayCard | DrawCard:
        return parse_action(raw, index)

    # ----------------------------------------------------------------- replay
    @staticmethod
    def new_state(setup: TableSetup, seed: int) -> CountingState:
        """As :class:`CountingTable` deals: the last seat deals round 1 (C-6)."""
        return CountingState.new(setup.options, seed, dealer=setup.options.players - 1)

    @staticmethod
    def is_over(state: CountingState) -> bool:
        return state.game_over

    def replay(self, setup: TableSetup, seed: int, entries: Sequence[Any],
               table: CountingTable | None = None) -> Replayed:
        """Apply ``entries`` to a new state (the state of ``table``'s local session when given;
        the table's missed-draw note, hints used and the rounds players went out in are kept up
        to date through its public bookkeeping, :meth:`CountingTable.track_missed_draw` and
        :meth:`CountingTable.track_outs`); a round ended and not yet continued is left pending.
        ``{"step": "hint"}`` marks a hint asked for.

        Raises:
            ReplayError: a malformed entry. IllegalAction: an action the rules refuse.
        """
        state = table.session.state if table is not None else self.new_state(setup, seed)

        def split(events: list[Event]) -> tuple[list[Event], list[Event] | None]:
            now, later = split_round_end(events)
            return now, later or None

        def tracked(now: list[Event]) -> None:
            table.track_missed_draw(now)
            table.track_outs(now)  # the round each player went out in, in order (C-18)
        return replay_entries(state, entries, self.decode, split, "during the pause between rounds", table,
                              on_events=tracked if table is not None else None)

    # ----------------------------------------------------------------- words
    @staticmethod
    def label(replayed: Replayed) -> str:
        """"Continue: counting game, round 3, your turn" (a menu item: no stop)."""
        state = replayed.state
        if replayed.pending is not None:
            return _("Continue: counting game, round {round} over").format(round=state.round - 1)
        if state.turn == HUMAN:
            return _("Continue: counting game, round {round}, your turn").format(round=state.round)
        if state.drawer == HUMAN and state.options.draw == "manual":
            return _("Continue: counting game, round {round}, your draw").format(round=state.round)
        return _("Continue: counting game, round {round}, {name} to play").format(
            round=state.round, name=text.player_name(LOCAL, state.turn) if state.turn is not None else "")

    @staticmethod
    def describe(replayed: Replayed, setup: TableSetup) -> str:
        """"Counting game, 4 players, round 7, your turn": the Continue menu's words for one
        saved game among several (a menu item: no stop)."""
        state, players = replayed.state, setup.options.players
        if replayed.pending is not None:
            return ngettext("Counting game, {players} player, round {round} over",
                            "Counting game, {players} players, round {round} over", players).format(
                players=players, round=state.round - 1)
        if state.turn == HUMAN:
            return ngettext("Counting game, {players} player, round {round}, your turn",
                            "Counting game, {players} players, round {round}, your turn", players).format(
                players=players, round=state.round)
        if state.drawer == HUMAN and state.options.draw == "manual":
            return ngettext("Counting game, {players} player, round {round}, your draw",
                            "Counting game, {players} players, round {round}, your draw", players).format(
                players=players, round=state.round)
        return ngettext("Counting game, {players} player, round {round}, {name} to play",
                        "Counting game, {players} players, round {round}, {name} to play", players).format(
            players=players, round=state.round,
            name=text.player_name(LOCAL, state.turn) if state.turn is not None else "")

    @staticmethod
    def session_class() -> type:
        """The game's local table session."""
        from ...table.counting import CountingSession
        return CountingSession

    @staticmethod
    def table_class() -> type:
        from .table import CountingTable
        return CountingTable

    @staticmethod
    def resumed(table: CountingTable, replayed: Replayed) -> None:
        """Rebuild the pause between rounds when one was pending, then say where the game
        stands: the round, the total, whose turn, the hand, the card Enter plays (on the first
        card, where each turn starts) and an open draw (C-8); on the player's turn it is the
        line a key that plays waits for, as the turn line (C-22, C-23), and it counts as the round's
        turn line that named the hand (the next one is short with "Short turn prompt", C-5, C-23). A computer
        player that had played but not yet drawn (a kill between the two) draws now, as it
        would have at once (C-8)."""
        if replayed.pending is None:  # killed between a computer's card and its draw (C-8)
            table.session.finish_drawing()
        table.clamp_focus()
        if replayed.pending is not None:
            table.held = table.session.events_for(table.session.seat, replayed.pending)
            table.between_rounds = True
            table.ended_view = table.session.last_round_view()
            ended = next(e for e in replayed.ended if isinstance(e, RoundEnded))
            table.round_ended = (ended, table.watching(), None)
            token = table.new_wait()
            if table.watching():
                from .table_rounds import ROUND_PAUSE_FACTOR, ROUND_PAUSE_MIN
                table.schedule(max(ROUND_PAUSE_MIN, ROUND_PAUSE_FACTOR * table.cpu_delay()),
                               lambda: table.continue_round(token), heard=True)
            table.say(_("Counting game resumed.") + " " + table.round_over, interrupt=True)
            table.mark_dirty()
            return

        def line() -> str:
            view = table.session.view()
            parts = [_("Counting game resumed."), text.intro_text(table.me, view, name_card=False),
                     text.hand_text(view.hand, table.seat in view.eliminated)]
            if view.turn == table.seat and view.hand:  # the card Enter plays, after the hand
                parts.append(text.enter_plays_text(view.hand[table.focus]))
            if table.waiting_for_draw() or (view.drawer == table.seat and table.setup.options.draw == "manual"):
                parts.append(_(text.DRAW_REMINDER))
            return " ".join(parts)
        said = table.say(line(), interrupt=True)
        view = table.session.view()
        # it names this round's hand: the next turn line of the round is the short one when the
        # "Short turn prompt" option is on (C-5, C-23; found by ear: the hand named twice in a row)
        table.hand_named()
        if view.turn == table.seat and view.hand:
            # it names the card Enter plays, as the turn line does: a key that plays waits for it
            # (found: Enter 0.3 s after Continue played the card before it was named, C-22, C-23)
            table.keep_focus_prompt(said, line)
        table.mark_dirty()
        table.plan_cpu()

    # ----------------------------------------------------------------- statistics
    def statistics(self, setup: TableSetup, seed: int, entries: Sequence[Any]) -> dict[str, Any]:
        """The finished game's row for :func:`game.stats.db.record_game`: won, finishing place
        (1 + players still in when the human went out, C-18, C-20), rounds played, and the
        tokens the human paid by cause (reached 33/66/99, passed one, empty hand; C-12..C-19)."""
        state = self.new_state(setup, seed)
        events: list[Event] = list(state.start_events())
        for index, raw in enumerate(entries):
            if isinstance(raw, dict) and "step" in raw:
                continue
            events += state.apply(self.decode(raw, index))
        return statistics_row(setup.options.players, events)


def statistics_row(players: int, events: Sequence[Event]) -> dict[str, Any]:
    """The counting statistics of a whole game's ``events``, the first deal's included (see
    :meth:`CountingKind.statistics`)."""
    row: dict[str, Any] = {"kind": "counting", "players": players, "variant": "", "won": 0, "place": players,
                           "rounds": 0, "lost_reached": 0, "lost_passed": 0, "lost_empty": 0}
    for event in events:
        if isinstance(event, RoundStarted):  # a game's last round ends with GameEnded alone
            row["rounds"] += 1
        elif isinstance(event, TokensLost) and event.seat == HUMAN:
            cause = ("lost_empty" if event.reason == "empty hand" else
                     "lost_reached" if event.reason.startswith("reached") else "lost_passed")
            row[cause] += event.paid
        elif isinstance(event, PlayerEliminated) and event.seat == HUMAN:
            row["place"] = event.players_left + 1
        elif isinstance(event, GameEnded) and event.winner == HUMAN:
            row["won"], row["place"] = 1, 1
    return row


KIND = CountingKind()
