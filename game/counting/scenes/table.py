"""The counting game's table: keys to actions (C-22), events to speech (C-23), computer players
on a timer (C-8), round pauses and the end of the game.

The scene holds no rules and never the game's state: it plays one seat through its table session
(:class:`game.table.counting.CountingSession`: the seat's view, its events, refusals; the computer
players' choices) and says what the events mean through :mod:`game.counting.text`. Drawing is in
:mod:`.table_view`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from ...engine.cards import Card
from ...engine.events import Event
from ...engine.rng import fresh_seed
from ...engine.search import Budget
from ...i18n import N_, _, pgettext
from ...input.edges import EdgeOnce
from ...input.keys import Intent, KeyTable
from ...scenes.card_table import CardTable
from ...scenes.registry import StartOptions
from ...speech.queue import EVENT, PROMPT
from ...table import online_text
from .. import text
from ...table.counting import CountingSession
from ...ui.words import hand_edge_text
from ..actions import DrawCard, PlayCard
from ..events import (CardDrawn, CardPlayed, DrawMissed, GameEnded, PlayerEliminated, RoundEnded, RoundStarted,
                      ThresholdReached, TokensLost, TurnStarted)
from ..hints import hint_for, thinking_text
from ..options import CountingOptions
from ..rules import value_choices
from ..state import CountingView
from .results import CountingResults
from .saving import split_round_end
from .table_view import draw_table

if TYPE_CHECKING:
    from ...app import App
    from ...ui.layout import Layout

LEVELS = ("hard", "strong", "simple", "random")
"""Computer-player levels: the search of :mod:`game.counting.ai_hard` (the default; it thinks in a
worker, :meth:`CardTable.think`), the look-ahead of :mod:`game.counting.ai_strong`, the simple
strategy of :mod:`game.counting.ai`, or random legal plays."""
PLAY_OUT_BUDGET = Budget(deadline=None, samples=8, min_samples=8)
"""The hard level's search when Enter plays the rest of a game out at once (a few milliseconds a
card, so a whole game takes about a second)."""
ROUND_PAUSE_FACTOR = 2.0
"""When the human is out (watching), the pause between rounds is this many computer-player
delays (at least :data:`ROUND_PAUSE_MIN` seconds); Enter skips it. While the human is still in,
the next round waits for Enter."""
ROUND_PAUSE_MIN = 3.0
"""The shortest pause between rounds while watching, in seconds."""
DRAW_TIMES: tuple[float | None, ...] = (3.0, 5.0, 10.0, None)
"""The "Time to draw" choices in seconds, None for "until you draw" (manual draw, C-8)."""
DEFAULT_DRAW_TIME = 5.0
DRAW_WARNING = 2.0
"""With a "Time to draw", the warning ("2 seconds left to draw: press Space.") comes this many
seconds before the time runs out."""
PLAYING_KEYS = frozenset(("play_slot", "previous_card", "next_card", "first_card", "last_card", "play", "value_up",
                          "value_down", "draw", "hint"))
"""The keys that play (or choose what to play): at a table one watches they say so and do nothing."""
_SILENT_KEYS = frozenset((pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT,
                          pygame.K_RALT, pygame.K_LGUI, pygame.K_RGUI, pygame.K_CAPSLOCK, pygame.K_NUMLOCKCLEAR,
                          pygame.K_MODE))
"""Modifier keys, which say nothing on their own during the pause between rounds."""


@dataclass
class ValueChoice:
    """An ace or a 10 waiting for its value (C-10): the card, its slot, the values, the one shown."""

    slot: int
    card: Card
    values: list[int]
    index: int = 0

    @property
    def value(self) -> int:
        """The value now chosen for ``card``: 1 or 11 for an ace, 10 or -10 for a 10 (C-10, C-11)."""
        return self.values[self.index]


@dataclass(frozen=True)
class TableSetup:
    """Everything a table is started with (kept for "Play again").

    Attributes:
        options: the rules options.
        level: a name in :data:`LEVELS`.
        draw_reminder: say "You can still draw: press Space." after the human's card.
        draw_time: manual draw (C-8): the computer player after the human holds its card at
            least this many seconds while the human may still draw; None: until the human draws.
    """

    options: CountingOptions
    level: str = "hard"
    draw_reminder: bool = True
    draw_time: float | None = DEFAULT_DRAW_TIME


def default_setup(players: int | None = None) -> TableSetup:
    """The game's default options (C-3 9 tokens, C-5 3 cards, C-8 manual draw, 5 seconds to
    draw, hard computer players) for ``players`` (default 3, clamped to 2..8)."""
    count = 3 if players is None else max(2, min(8, players))
    return TableSetup(CountingOptions(players=count))


def remembered_setup(app: App, players: int | None = None) -> TableSetup:
    """The new-game choices remembered in ``settings.section("counting")``; ``players`` overrides."""
    saved = app.settings.section("counting")
    count = max(2, min(8, players)) if players is not None else saved.get_int("players", 3, 2, 8)
    options = CountingOptions(players=count, tokens=saved.get_int("tokens", 9, 1, 50),
                              hand_size=saved.get_int("hand_size", 3, 1, 5),
                              draw=saved.get_choice("draw", "manual", ("manual", "auto")),
                              decks=saved.get_choice("packs", None, (1, 2)))
    try:
        options.validate()
    except ValueError:
        options = CountingOptions(players=count)
    level = saved.get_choice("level", "hard", LEVELS)
    draw_time = saved.get_choice("draw_time", DEFAULT_DRAW_TIME, DRAW_TIMES)
    return TableSetup(options, level, saved.get_bool("draw_reminder", True), draw_time)


def table_keys(hand_size: int = 3) -> KeyTable:
    """The counting table's keys (C-22), also its F1 help and the Help menu's Keys page;
    ``hand_size`` names the digit keys ("1 to 3")."""
    keys = KeyTable()
    keys.bind_chars("play_slot", N_("play the card in that place of your hand"), "123456789",
                    label=text.slots_label(hand_size))
    keys.bind("previous_card", N_("previous card in your hand"), pygame.K_LEFT)
    keys.bind("next_card", N_("next card in your hand"), pygame.K_RIGHT)
    keys.bind("first_card", N_("first card in your hand"), pygame.K_HOME)
    keys.bind("last_card", N_("last card in your hand"), pygame.K_END)
    keys.bind("play", N_("play the selected card, confirm a value, go on after a round, or play the rest out "
                         "when you are out"),
              pygame.K_RETURN, pygame.K_KP_ENTER)
    keys.bind("value_up", N_("the higher value of an ace or a 10 (11, or plus 10)"), pygame.K_UP, pygame.K_PLUS,
              pygame.K_EQUALS, pygame.K_KP_PLUS)
    keys.bind("value_down", N_("the lower value of an ace or a 10 (1, or minus 10)"), pygame.K_DOWN,
              pygame.K_MINUS, pygame.K_KP_MINUS)
    keys.bind("draw", N_("draw a card (manual draw)"), pygame.K_SPACE)
    keys.bind("total", N_("say the pile total"), pygame.K_c)
    keys.bind("tokens", N_("say every player's tokens"), pygame.K_s)
    keys.bind("turn", N_("say whose turn it is and the direction"), pygame.K_t)
    keys.bind("hand", N_("read your hand"), pygame.K_h)
    keys.bind("pile", N_("say the pile's top card and the stock"), pygame.K_p)
    keys.bind("cards", N_("say how many cards each player holds"), pygame.K_n)
    keys.bind("round", N_("say the round and the dealer"), pygame.K_r)
    keys.bind("hint", N_("advice: what the hard computer player would do now, and why"), pygame.K_a)
    keys.bind("pause", N_("cancel a value choice, or the pause menu"), pygame.K_ESCAPE)
    return keys


class CountingTable(CardTable):
    """A counting game in progress, played from the session's seat (seat 0 locally); the dealer
    of round 1 is the last seat so seat 0 plays first (C-6).

    Args:
        app: the app.
        setup: options, computer level, draw reminder.
        seed: seeds the deal (and, plus one, the computer players' choices).
        session: the table session to play through; default a new local game of ``setup`` and
            ``seed`` (:class:`~game.table.counting.CountingSession`; Continue passes the one it
            rebuilt).
    """

    @property
    def title(self) -> str:  # type: ignore[override]
        """"Counting game" in the player's language."""
        return _("Counting game")

    rules_game = "counting"

    setup: TableSetup

    def __init__(self, app: App, setup: TableSetup, seed: int, session: CountingSession | None = None) -> None:
        if session is None:
            session = CountingSession(setup, seed, told=getattr(app, "told", None))
        self.choice: ValueChoice | None = None
        self.between_rounds = False
        self.ended_view: CountingView | None = None  # the ended round, shown during the pause
        self.round_over = ""  # "Round 1 over: you passed 99. Tokens: ... Enter: next round."
        self.round_over_status = ""  # the same without the tokens (the seats show them), on screen
        self._round_waits_for: int | None = None
        """Online, one who watches, between rounds: the person who plays first in the next round
        (:meth:`next_round_by`), whose first move ends the pause."""
        self._pause_elapsed: int | None = None
        """The pause's token once its time is over while the next round waits for that move."""
        self.missed_by: int | None = None  # whose card closed the human's chance to draw (C-8)
        self._late_draw_due = False
        """Online: the human's Space reached the server after the card that closed the draw (C-8),
        whose update is not handed over yet: that update says "Too late to draw: ..." after the card."""
        self._late_after: tuple[Any, str] | None = None
        """A Space pressed after the draw passed, while the moves after it are still said: the
        newest of them and the answer, which follows it (:meth:`_late_answer_due`)."""
        self._passed_line = ""  # the last "Too late to draw: you play the rest ..." (C-8) said as an event
        self._hand_round: int | None = None  # the round whose hand a turn line last named (short turn prompt)
        self._late_answer: Any = None  # that answer, once said: while it is pending, Space only cues
        self._passed_by: int | None = None  # whose card in the last batch closed the human's draw
        self._turn_held = False  # online: this seat's turn line waits for another person's draw (C-8)
        self._warning_due = False  # online: the warning of the server's hold for this seat's draw is not yet said
        self._draw_warning: Any = None  # online: that warning, said; the server is told once it was heard (C-8)
        self.out_rounds: dict[int, int] = {}  # seat -> the round in which it went out (C-18)
        self.hints_used = 0
        self._played_out = False
        self._cpu_thinking = False  # a hard computer player searches in a worker
        self._hint_pending = False
        self.edges = EdgeOnce()  # "Already 11." once while Up is held
        self._out_words = None  # "You are out: ..." while it is said (keys wait for it)
        super().__init__(app, session)

    @classmethod
    def start(cls, app: App, options: StartOptions) -> CountingTable:
        """The table for ``--game counting --players N --seed S``: the game's default options
        (never the new-game screen's remembered ones), so a seed gives the same game anywhere."""
        seed = options.seed if options.seed is not None else fresh_seed()
        return cls(app, default_setup(options.players), seed)

    # ----------------------------------------------------------------- keys
    def build_keys(self) -> KeyTable:
        return self.online_keys(table_keys(self.setup.options.hand_size))

    def on_intent(self, intent: Intent) -> None:
        name = intent.name
        view = self.shown_view()
        if self.spectating and name in PLAYING_KEYS:
            self.refuse_watching()
        elif self.spectating and name == "hand":
            self.refuse(_(online_text.WATCHING_HAND))
        elif name == "chat":
            self.open_chat()
        elif name == "catch_up":
            self.catch_up()
        elif name == "people":
            self.say_people()
        elif name == "total":
            self.answer_status(text.total_text(view.total))
        elif name == "tokens":
            self.answer_status(text.tokens_text(self.me, view))
        elif name == "turn":
            held = self.held_for_draw()
            if held is not None:
                self.say(text.held_turn_text(self.me, held), interrupt=True)
            else:
                waiting = self.waiting_for_draw()
                if waiting:
                    self._take_back_reminder()  # the answer says "press Space" itself
                self.say(self.pause_text() if self.between_rounds
                         else text.turn_text(self.me, view, waiting, away=self.away_text(view.turn)),
                         interrupt=True)
        elif (name in ("play_slot", "draw") or (name == "play" and not self.between_rounds)) and self.refuse_offline():
            pass  # the connection is lost: nothing is played, drawn or chosen (a value choice open stays open)
        elif name in ("play", "play_slot", "draw") and self.actions_held():
            self.refuse_held()  # pressed before the new deal was heard: never acts in it
        elif name == "hand":
            self.say(text.hand_text(view.hand, self.seat in view.eliminated), interrupt=True)
        elif name == "pile":
            self.answer_status(text.pile_text(view))
        elif name == "cards":
            self.answer_status(text.cards_text(self.me, view))
        elif name == "round":
            self.answer_status(text.round_text(self.me, view))
        elif name == "hint":
            self._hint()
        elif self.between_rounds and name not in ("play", "pause") and not (name == "draw" and self._late_space()):
            if not (name in ("play_slot", "draw") and self.wait_for_speech(refusal="")):
                self.refuse(self.pause_text())  # (the card that ended the round still said: that, never the end first)
        elif name in ("previous_card", "next_card"):
            self._move_focus(-1 if name == "previous_card" else 1)
        elif name in ("first_card", "last_card"):
            self._move_focus(0 if name == "first_card" else -1, jump=True)
        elif name == "play_slot":
            self._play_slot(int(intent.char) - 1)
        elif name == "play":
            self._enter()
        elif name in ("value_up", "value_down"):
            self._change_value(name == "value_up")
        elif name == "draw":
            self._draw()
        elif name == "pause":
            if self.choice is not None:
                self.choice = None
                self.say(_(text.CHOICE_CANCELLED), interrupt=True)
                self.mark_dirty()
            else:
                self.open_pause_menu()

    def on_event(self, event: pygame.event.Event) -> None:
        """During the pause between rounds, or while a computer player waits for the human's draw,
        every other key repeats what to press (modifiers alone say nothing). A key released: the
        next press at a value's end says it again."""
        self.edges.on_event(event)
        if event.type == pygame.KEYDOWN and getattr(event, "key", None) not in _SILENT_KEYS:
            if self.between_rounds:
                self.refuse(self.pause_text())
                return
            if self.waiting_for_draw():
                self.refuse(text.waiting_text(self.me, self.session.view().turn))
                return
        super().on_event(event)

    def refuse(self, reason: str) -> None:
        """Say why a key was refused (interrupting, with the ``refused`` cue). While a computer
        player holds its card for the human's draw (C-8), the refusal that says so ("Anna is
        waiting for your draw: press Space.") takes the place of the draw reminder still waiting
        to be said ("You can still draw: press Space."): one instruction, said once, and the log
        shows what is heard, in order (:meth:`_take_back_reminder`)."""
        view = self.session.view()
        if view.turn is not None and self.waiting_for_draw() and reason == text.waiting_text(self.me, view.turn):
            self._take_back_reminder()
        super().refuse(reason)

    def _take_back_reminder(self) -> None:
        """Take back the draw reminder ("You can still draw: press Space.", C-8) when it has not
        begun to be said and is the newest line of the log (:meth:`game.speech.Announcer.take_back`):
        what is said next tells the player to press Space itself."""
        reminder = _(text.DRAW_REMINDER)
        for item in self.app.announcer.queue.pending():
            if item.scene is self and item.kind == PROMPT and item.text == reminder and item.state == "queued":
                self.app.announcer.take_back(item)

    def watching(self) -> bool:
        """True when the human is out of the game (rounds go on by themselves)."""
        return self.seat in self.session.view().eliminated

    def pause_text(self) -> str:
        """What a key says during the pause between rounds: press Enter, or (watching) wait."""
        waits = self._round_waits_for
        if self.spectating:
            if waits is not None:
                return _(online_text.WATCHING_ROUND_PAUSE_BY).format(name=text.player_name(self.me, waits))
            return _(online_text.WATCHING_ROUND_PAUSE)
        if self.watching():
            if self.online and waits is not None:
                return _(text.ROUND_PAUSE_WATCHING_ONLINE_BY).format(name=text.player_name(self.me, waits))
            return _(text.ROUND_PAUSE_WATCHING_ONLINE) if self.online else _(text.ROUND_PAUSE_WATCHING)
        return _(text.ROUND_PAUSE)

    def watching_words(self) -> str:
        """What is said when the player goes out (C-18) or the table comes back while watching."""
        return _(text.WATCHING_ONLINE) if self.online else text.watching_text()

    def waiting_for_draw(self) -> bool:
        """True while the computer player to move holds its card for the human's draw (manual
        draw, C-8, "Time to draw"); online, while the server holds the next player for it
        (the session's ``draw_wait``)."""
        view = self.session.view()
        if self.online:
            return (self.seat is not None and getattr(self.session, "draw_wait", None) == self.seat
                    and view.drawer == self.seat
                    and view.turn is not None and view.turn != self.seat and not self.between_rounds)
        return (self.setup.options.draw == "manual" and view.drawer == self.seat and not self.between_rounds
                and view.turn is not None and view.turn != self.seat and view.winner is None)

    def held_for_draw(self) -> int | None:
        """Online, manual draw (C-8): the seat of the person who may still draw and for whom
        the server holds this seat's turn (the session's ``draw_wait``), or None."""
        if not self.online or self.between_rounds or self.seat is None:
            return None
        wait = getattr(self.session, "draw_wait", None)
        view = self.session.view()
        if wait is None or wait == self.seat or view.turn != self.seat or view.drawer != wait:
            return None
        return wait

    def shown_view(self) -> CountingView:
        """What the human sees and asks about: the ended round during the pause, else the state."""
        if self.between_rounds and self.ended_view is not None:
            return self.ended_view
        return self.session.view()

    # ----------------------------------------------------------------- speech
    def intro(self) -> str:
        if self.between_rounds and self.round_over:
            return self.round_over
        if self.watching() and self.session.view().winner is None:
            return self.watching_words()
        held = self.held_for_draw()
        choice = self.choice
        if held is not None or choice is not None:
            view = self.session.view()
            head = _("Round {round}. Total {total}.").format(round=view.round, total=view.total)
            if held is not None:
                return f"{head} {text.held_turn_text(self.me, held)}"
            # back from F1 or the rules during an ace's or a 10's choice (C-10): the choice still open
            prompt = text.value_prompt(self.me, choice.card, choice.value, view.total, view.tokens[self.seat],
                                       self.others_in())
            return f"{head} {prompt}"
        return text.intro_text(self.me, self.session.view(), self.waiting_for_draw(), self.focus)

    def watch_situation(self, skipped: Sequence[Event] = (), joining: bool = False) -> str:
        """A spectator new at the table, or back from a skip: the situation line, then everyone's
        tokens (C-3, C-18: what a newcomer cannot know, and what a skipped card may have cost):
        "Round 3. Total 25. Ben's turn. Tokens: Ben 5, Anna 2, Cleo out."."""
        said = self.intro()
        view = self.session.view()
        if self.between_rounds or view.winner is not None:
            return said
        return f"{said} {text.tokens_text(self.me, view)}"

    def enter(self) -> None:
        options = self.setup.options
        if self.online and not self.spectating and getattr(self.session, "joined_in_play", False):
            # back at one's game under way in a new window: where it stands now, as Continue begins
            # (its starting "9 tokens each" is what nobody holds any more); what was missed and the
            # situation line follow
            self.say(text.resumed_online_text(self.me, self.session.view()), interrupt=True)
            self._after(self.session.start_events(), own=False)
            return
        watching = self.watching_table_text() if self.spectating else ""
        if watching:
            self.say(watching, interrupt=True)
        self.say(text.start_text(options.players, options.tokens, options.draw, options.hand_size,
                                 self.setup.draw_time if options.draw == "manual" else None,
                                 spectator=self.spectating, packs=options.packs),
                 interrupt=not watching)
        self._after(self.session.start_events(), own=False)

    def messages(self, events: Sequence[Event]) -> list[text.Message]:
        """What ``events`` say to the human (C-23), with the draw reminder when it is on. Online,
        while the server holds this seat's turn for another person's draw (C-8), the turn line
        is "Wait: Ben may still draw. Then it is your turn."; the turn line itself comes once
        the draw is made (here) or the hold ends (:meth:`remote_draw_wait_over`)."""
        too_late = self._late_draw_due and any(isinstance(event, DrawMissed) and event.seat == self.seat
                                               for event in events)
        if too_late or any(isinstance(event, TurnStarted) and event.seat == self.seat for event in events):
            self._late_draw_due = False
        hand = list(self.session.view().hand)
        messages = text.narrate(self.me, events, hand,
                                draw_reminder=self.setup.draw_reminder, watching=self.watching() or self.spectating,
                                tokens=text.tokens_text(self.me, self.session.view()),
                                short_turn=self._short_turn(), too_late=too_late, next_by=self._round_waits_for)
        passed = (text.too_late_line(len(hand)), text.too_late_line(None))
        self._passed_line = next((m.text for m in messages if m.text in passed), self._passed_line)
        view = self.session.view()
        if (view.turn == self.seat and not self.spectating and not any(m.cue == "your_turn" for m in messages)
                and any(isinstance(event, CardDrawn) and event.seat == self.seat for event in events)):
            messages.append(self._turn_message())  # drawn on your own turn (a Jack, C-16): the turn line again, true now
        if self.online and not self.spectating:
            held = self.held_for_draw()
            if held is not None:
                messages = [text.Message(text.held_turn_text(self.me, held), prompt=True) if m.cue == "your_turn"
                            else m for m in messages]
                self._turn_held = True
            elif self._turn_held and self.session.view().turn == self.seat:
                self._turn_held = False
                if not any(m.cue == "your_turn" for m in messages):
                    messages.append(self._turn_message())
            else:
                self._turn_held = False
        if any(m.cue == "your_turn" for m in messages):
            self._hand_round = view.round  # the turn line said names this round's hand (or is short after one that did)
        return messages

    def _turn_message(self) -> text.Message:
        """This seat's turn line now ("Your turn. Total 34. Your cards: ... Enter plays ...")."""
        view = self.session.view()
        message = text.Message(text.your_turn_text(view.total, view.hand, view.drawer == self.seat and not view.hand,
                                                   self.focus, short=self._short_turn()),
                               "your_turn", prompt=True)
        self._hand_round = view.round
        return message

    def _short_turn(self) -> bool:
        """True when the turn line leaves the hand out: the "Short turn prompt" option is on and
        a turn line of this round named the hand already (the first turn of each round names
        the new hand in full, C-5)."""
        return bool(self.app.settings.get("short_turn_prompt")) and self._hand_round == self.session.view().round

    def remote_refused(self, frame: dict) -> bool:
        """A refusal from the server this table answers itself (True: nothing more is said): a
        draw that reached the server after the next card (C-8), whose update came first. The
        answer is the true reason, once, never the rules' "Nothing to draw now.": "Too late to
        draw: you keep 2 cards this round." right after that card's line (the update may still
        wait to be handed over, frames are read before they are handed: it then says it itself),
        or, the card heard already, "Too late to draw: Ben has played."."""
        if frame.get("rule") != "Nothing to draw now.":
            return False
        waiting = getattr(self.session, "waiting_updates", None)
        closed = self.missed_by if self.missed_by is not None else self._passed_by
        if closed is not None:
            self._answer_late_draw(closed)
            return True
        if not (waiting is not None and waiting()):
            return False
        self._late_draw_due = True
        self.say("", cue="refused")
        return True

    def _late_space(self) -> int | None:
        """The seat whose card closed the human's draw (C-8) when Space now comes too late for
        it: the draw has passed, the player is in, the game goes on, and either it is not the
        human's turn yet (:attr:`missed_by`) or the moves that closed it (which may have ended
        the round, or brought the human's turn) are still being said; else None."""
        view = self.session.view()
        if self.over or self.session.is_over() or self.watching():
            return None
        if view.drawer == self.seat and not self.between_rounds:
            return None  # the draw is open: Space draws
        unheard = bool(self.app.announcer.unheard_events(self))
        if self.missed_by is not None and (unheard or not self.between_rounds):
            return self.missed_by
        if self._passed_by is not None and unheard:
            return self._passed_by  # the card that closed it, then one's turn or the round's end: still said
        return None

    def _answer_late_draw(self, closed: int) -> None:
        """Space after the card of seat ``closed`` closed the draw (C-8), until the human's next
        card: the one answer is that it is too late (never "Your key did nothing: press it again
        ...": pressing again cannot draw). While the line that says so ("Too late to draw: you
        play the rest of this round with 2 cards.", after that card) is still to be heard, it is
        the answer: only the refused cue. Once it was heard, while later moves are still being
        said, the answer follows the newest of them, whole: "Too late to draw: Ben has played."
        ("Too late to draw." after a round's end); once they were heard, at once. Pressed again
        before the answer was heard: only the refused cue."""
        if self._late_after is not None or (self._late_answer is not None and self._late_answer.pending):
            self.say("", cue="refused")
            return
        unheard = [item for item in self.app.announcer.unheard_events(self) if item.gist is not None]
        if any(item.text == self._passed_line for item in unheard):
            self.say("", cue="refused")  # "Too late to draw: you play the rest ..." is still to come: the answer
            return
        if not unheard:
            self._late_answer = self.say(text.too_late_text(self.me, closed), interrupt=True, cue="refused")
            return
        self.say("", cue="refused")
        answer = text.too_late_line(None) if self.between_rounds else text.too_late_text(self.me, closed)
        self._late_after = (unheard[-1], answer)
        self._late_answer_due()

    def _late_answer_due(self) -> None:
        """Say the answer kept by :meth:`_answer_late_draw` once the move it waits for is being said
        (right after it) or was heard (at once)."""
        if self._late_after is None:
            return
        item, answer = self._late_after
        if item.state == "speaking":
            self._late_after = None
            self._late_answer = self.say(answer, follow=True)
        elif not item.pending:
            self._late_after = None
            self._late_answer = self.say(answer, interrupt=True)

    def remote_draw_wait(self) -> None:
        """The server holds this seat's turn again for another person's draw (C-8: they came
        back while their draw was open, after their drop ended the first hold): the same words
        as for a hold after their card, as a prompt: "Wait: Ben may still draw. Then it is your
        turn."; the turn line comes with their draw or the hold's end (:meth:`remote_draw_wait_over`)."""
        held = self.held_for_draw()
        if held is None or self._turn_held:
            return
        self._turn_held = True
        self.say(text.held_turn_text(self.me, held), kind=PROMPT)
        self.mark_dirty()

    def remote_draw_wait_over(self) -> None:
        """The server no longer holds this seat's turn for another person's draw (C-8: their
        time to draw is up; they may still draw until this seat plays): the turn line, as a prompt."""
        if self._turn_held and self.held_for_draw() is None and self.session.view().turn == self.seat \
                and not self.between_rounds:
            self._turn_held = False
            message = self._turn_message()
            self.say(message.text, kind=PROMPT, cue=message.cue)
            self.mark_dirty()

    def event_gist(self, events: Sequence[Event]) -> str:
        """The newest card of ``events`` in short: "Anna just played: total 71." (said when the
        human plays or draws before it was heard, C-22)."""
        played = [event for event in events if isinstance(event, CardPlayed) and event.seat != self.seat]
        if played:
            return text.just_played_text(self.me, played[-1])
        begun = [event for event in events if isinstance(event, RoundStarted)]
        if begun:
            return text.round_begun_text(begun[-1])
        return super().event_gist(events)

    def others_in(self) -> list[int]:
        """The other seats still in the game (named in a two-player value choice)."""
        view = self.session.view()
        return [seat for seat in range(view.options.players) if seat != self.seat and seat not in view.eliminated]
    # ----------------------------------------------------------------- the human's actions
    def _refuse_play(self) -> str | None:
        """Why the human cannot play now, or None."""
        if self.over or self.session.is_over():
            return _(text.GAME_OVER)
        if self.between_rounds:
            return self.pause_text()
        view = self.session.view()
        if self.waiting_for_draw():
            assert view.turn is not None
            return text.waiting_text(self.me, view.turn)
        held = self.held_for_draw()
        if held is not None:
            return text.held_text(self.me, held)
        if view.turn != self.seat:
            return " ".join(part for part in (text.not_your_turn(self.me, view), self.away_text(view.turn)) if part)
        if not view.hand:
            return _(text.EMPTY_HAND_DRAW)
        return None

    def _early_refusal(self) -> str | None:
        """A card key pressed before the moves were heard (:meth:`wait_for_speech`'s
        ``refusal``): None when it will be this seat's turn once they are (press it again then);
        else the ordinary refusal ("Not your turn. Bob plays next."), or "" when that would tell
        the round's or the game's end before it was heard (C-22)."""
        if self._turn_next():
            return None
        if self.over or self.session.is_over() or self.between_rounds or self.session.view().winner is not None:
            return ""
        return self._refuse_play() or ""

    def _draw_refusal(self) -> str:
        """What Space says when the draw is not open (C-8), as :meth:`_draw` says it once the
        moves are heard; "" when that would tell the round's or the game's end before it was
        heard (:meth:`wait_for_speech`'s ``refusal``)."""
        if self.over or self.session.is_over() or self.between_rounds or self.session.view().winner is not None:
            return ""
        if self.watching():
            return _(text.OUT_OF_GAME)
        view = self.session.view()
        if view.plays and view.plays[-1][0] == self.seat and view.turn != self.seat:
            return _(text.ALREADY_DRAWN)
        if self.missed_by is not None:
            return text.too_late_text(self.me, self.missed_by)
        return _(text.NOTHING_TO_DRAW)

    def _turn_next(self) -> bool:
        """True when the game as this seat knows it (perhaps not yet heard) waits for this
        seat's card: what a key pressed too early is told to wait for."""
        view = self.session.view()
        return not self.over and view.winner is None and view.turn == self.seat and not self.between_rounds

    def _waits_for_speech(self) -> bool:
        """True when a key that plays, draws or deals waits for the moves being said
        (:meth:`wait_for_speech`); False while the player is out and the game goes on (C-18):
        such a key can never act, and says so at once, once the player has heard they are out."""
        if self.over or self.session.is_over() or not self.watching():
            return True
        return self._out_words is not None and self._out_words.pending

    def _play_slot(self, slot: int) -> None:
        if self.choice is not None:
            self.refuse(_(text.CHOOSING))
            return
        if self._waits_for_speech() and self.wait_for_speech(turn=self._turn_next(), refusal=self._early_refusal()):
            return  # moves not yet heard (the game's end perhaps): this key plays nothing
        reason = self._refuse_play()
        if reason is not None:
            self.refuse(reason)
            return
        view = self.session.view()
        hand = view.hand
        if not 0 <= slot < len(hand):
            self.refuse(text.no_such_slot(slot, len(hand)))
            return
        self.focus = slot
        card = hand[slot]
        values = value_choices(card, view.total)
        if len(values) > 1:
            # the lower value first for an ace and a 10 alike, and the choice starts there: it never
            # passes more thresholds than the higher one (C-13, C-15), so a quick Enter never pays
            self.choice = ValueChoice(slot, card, sorted(values))
            self.say(text.value_prompt(self.me, card, self.choice.value, view.total, view.tokens[self.seat],
                                       self.others_in()),
                     interrupt=True, cue="move")
            self.mark_dirty()
            return
        self._human_act(PlayCard(self.seat, card, values[0] if values else None))

    def _enter(self) -> None:
        if self.choice is not None:
            if self.wait_for_speech(turn=True):
                return
            choice, self.choice = self.choice, None
            self._human_act(PlayCard(self.seat, choice.card, choice.value))
        elif self.watching() and not self.online and not self.over:
            self.play_out()  # online the server's computer players play on at their pace
        elif (self.between_rounds or self._waits_for_speech()) and self.wait_for_speech(
                turn=self._turn_next(), end=self.between_rounds, again=self._enter if self.between_rounds else None,
                refusal=self._early_refusal()):
            return  # the game's end, a round's end or moves still being said: Enter does nothing yet
        elif self.over:
            self.show_results()
        elif self.between_rounds:
            self.continue_round()
        else:
            self._play_slot(self.focus)

    def _change_value(self, higher: bool) -> None:
        """Up/+ the higher value (11, plus 10), Down/- the lower (1, minus 10); "Already 11." at an
        end, once while the key is held (its auto-repeat says nothing more)."""
        if self.choice is None:
            waiting = self.waiting_for_draw()
            self.refuse(text.waiting_text(self.me, self.session.view().turn) if waiting else _(text.NO_CHOICE))
            return
        values = self.choice.values
        wanted = values.index(max(values) if higher else min(values))
        if wanted == self.choice.index:
            if self.edges.first(("value", higher)):
                self.refuse(text.value_limit_text(self.choice.value))
            return
        self.edges.clear()
        self.choice.index = wanted
        view = self.session.view()
        self.say(text.value_choice_line(self.me, self.choice.card, values, wanted, view.total,
                                        view.tokens[self.seat], self.others_in()), interrupt=True, cue="move")
        self.mark_dirty()

    def _move_focus(self, step: int, jump: bool = False) -> None:
        """Left/Right move ``step`` places, stopping at the ends of the hand ("Start of hand. 6 of
        hearts, 1 of 3" / "End of hand. 2 of spades, 3 of 3": the edge and the card kept, once while
        the key is held, as the trick game's hand and every list do);
        Home/End (``jump``) go to slot ``step`` (-1: the last) (C-22)."""
        if self.choice is not None:
            self.refuse(_(text.CHOOSING))
            return
        hand = self.session.view().hand
        if self.watching():
            self.refuse(_(text.OUT_OF_GAME))
            return
        if not hand:
            self.refuse(_(text.HAND_EMPTY))
            return
        if jump:
            self.focus = step % len(hand)
        elif not 0 <= self.focus + step < len(hand):
            if self.edges.first(("hand", step)):  # the card kept is named: a held key's last move may be cut
                self.refuse(hand_edge_text(step, text.focus_text(hand[self.focus], self.focus, len(hand))))
            return
        else:
            self.focus += step
        self.edges.clear()
        self.say(text.focus_text(hand[self.focus], self.focus, len(hand)), interrupt=True, cue="move")
        self.mark_dirty()

    def _draw(self) -> None:
        if self.setup.options.draw == "auto":
            self.refuse(_(text.OUT_OF_GAME) if self.watching() else _(text.AUTO_DRAW))
            return
        closed = self._late_space()
        if closed is not None:
            self._answer_late_draw(closed)  # the draw passed: that is the answer, even while the moves are said
            return
        may_draw = self.session.view().drawer == self.seat and not self.between_rounds  # the draw is open (C-8)
        if not may_draw and self._waits_for_speech() and self.wait_for_speech(refusal=self._draw_refusal()):
            return  # moves not yet heard (the game's end perhaps): Space draws nothing
        if self.over or self.session.is_over():
            self.refuse(_(text.GAME_OVER))
            return
        if self.between_rounds:
            self.refuse(self.pause_text())
            return
        if self.watching():
            self.refuse(_(text.OUT_OF_GAME))
            return
        view = self.session.view()
        if view.drawer != self.seat:
            if view.plays and view.plays[-1][0] == self.seat and view.turn != self.seat:
                self.refuse(_(text.ALREADY_DRAWN))
            elif self.missed_by is not None:
                self.refuse(text.too_late_text(self.me, self.missed_by))
            else:
                self.refuse(_(text.NOTHING_TO_DRAW))
            return
        self._human_act(DrawCard(self.seat))

    def _human_act(self, action: PlayCard | DrawCard) -> None:
        events = self.try_apply(action)  # the checks above should make a refusal unreachable
        if events is not None:
            self._after(events, own=True)
            if isinstance(action, DrawCard):
                self.replan_cpu()  # the wait for the draw is over: the normal delay from now

    # ----------------------------------------------------------------- computer players
    def cpu_due(self) -> bool:
        """True when a computer player is to play (not between rounds)."""
        return not self.between_rounds and self.session.computer_to_act() is not None

    def cpu_wait(self) -> float | None:
        """The computer delay; while the human may still draw (manual draw, C-8), at least the
        "Time to draw" seconds, or None (no timer) for "until you draw"."""
        delay = self.cpu_delay()
        if self.setup.options.draw == "manual" and self.session.view().drawer == self.seat:
            if self.setup.draw_time is None:
                return None
            return max(delay, self.setup.draw_time)
        return delay

    def plan_cpu(self) -> None:
        """Start the computer players' wait. While the human may still draw with a "Time to
        draw" (C-8), the time is one the player must beat: it counts from the end of the speech
        that opened the draw, and only while nothing is being said (``schedule(heard=True)``);
        the warning comes :data:`DRAW_WARNING` seconds before the end and, being speech, leaves
        those seconds after it has been said."""
        if self.over or self._cpu_waiting or not self.cpu_due():
            return
        if not (self.waiting_for_draw() and self.setup.draw_time is not None):
            super().plan_cpu()
            return
        wait = self.cpu_wait() or 0.0
        token = self.new_wait()
        self._cpu_waiting = True
        if wait > DRAW_WARNING:
            self.schedule(wait - DRAW_WARNING, lambda: self._warn_draw(token), heard=True)
        self.schedule(wait, lambda: self._cpu_turn(token), heard=True)

    def _warn_draw(self, token: int) -> None:
        if self.wait_current(token) and self.waiting_for_draw():
            said = self.say(text.draw_warning_text(DRAW_WARNING), kind=PROMPT, cue="draw")
            if self.online:  # the server's hold ends DRAW_WARNING seconds after it was heard
                self._warning_due, self._draw_warning = False, said

    def _report_draw_warning(self) -> None:
        """Online (C-8): once the warning that this seat's time to draw runs out has been heard
        (said to its end, or cut by a key whose answer has been said too), tell the server,
        whose hold for the draw ends :data:`DRAW_WARNING` seconds later: the next card never
        comes while the warning is being said (found by ear: "2 seconds left to draw" was cut
        off by the next player's card)."""
        warning = self._draw_warning
        if warning is None or warning.pending or self.app.announcer.speech_busy():
            return
        self._draw_warning = None
        if warning.heard:
            self.session.draw_warned()

    def resume(self) -> None:
        """Back from the pause menu or help: while the human may still draw (C-8), the "Time to
        draw" starts again from the end of what the table says now; online, the warning of the
        server's hold, when it was not yet said (:meth:`_time_held_draw`)."""
        if self.waiting_for_draw():
            self.new_wait()
        super().resume()
        if self.online and self._warning_due:
            self._time_held_draw()

    def cpu_act(self) -> None:
        """The computer player to move plays, then draws at once (C-8). The hard level thinks
        in a worker (:meth:`CardTable.think`): the window keeps drawing, and "Anna is thinking."
        is said only when it takes more than a second."""
        seat = self.session.computer_to_act()
        if self._cpu_thinking:
            return  # the search under way plans the next turn
        if self.over or not self.cpu_due():
            self.plan_cpu()
            return
        assert seat is not None
        if self.setup.level == "hard":
            situation = self._situation()
            work = self.session.computer_search(seat, self.fixed_search)
            self._cpu_thinking = True
            self.think(work, lambda action: self._cpu_apply(seat, action, situation), thinking_text(self.me, seat))
            return
        self._cpu_apply(seat, self.session.computer_choice(seat), self._situation())

    def _situation(self) -> tuple:
        """What a computer player's choice was made for: the round, the cards played, the turn."""
        view = self.session.view()
        return (view.round, len(view.plays), view.total, view.turn, view.winner)

    def _cpu_apply(self, seat: int, action: PlayCard | DrawCard, situation: tuple) -> None:
        """Apply the computer player's ``action`` and its draw (C-8), if the game is still where
        it was chosen (else plan again)."""
        self._cpu_thinking = False
        if self.over or not self.cpu_due() or situation != self._situation():
            self.plan_cpu()
            return
        self._after(self.session.computer_play(seat, action), own=False)

    def _hint(self) -> None:
        """A: the card the hard level would play in the human's place, and why (one sentence);
        never plays it. Worked out in a worker; counted for the results (hints used)."""
        view = self.session.view()
        if self.between_rounds or self.over or view.winner is not None or view.turn != self.seat or not view.hand:
            self.refuse(_("A hint is for your turn to play."))
            return
        if self._hint_pending:
            return
        self._hint_pending = True
        situation = self._situation()
        rng = self.session.hint_rng(self.hints_used)
        fixed = self.fixed_search
        self.think(lambda: hint_for(view, rng, fixed), lambda sentence: self._say_hint(sentence, situation))

    def _say_hint(self, sentence: str, situation: tuple) -> None:
        self._hint_pending = False
        if situation != self._situation() or self.between_rounds:
            return  # the game moved on: the hint is stale
        self.hints_used += 1
        self.table_step("hint")  # kept by the save: Continue goes on counting
        self.say(sentence, interrupt=True)

    # ----------------------------------------------------------------- after each action
    def _after(self, events: list[Event], own: bool) -> None:
        """Announce and animate ``events``; hold a new round's deal until the pause ends."""
        now, later = split_round_end(events)
        if later:  # (the round's end says what the next round waits for)
            self._round_waits_for = self.next_round_by(events)
        if any(isinstance(event, DrawMissed) and event.seat == self.seat for event in now):
            # C-8: a card closed the human's draw: "2 seconds left to draw: press Space." (and the
            # reminder) still waiting or being said are no longer true: dropped, or cut off now
            self.app.announcer.cut_prompts(self)
        self.track_missed_draw(now)
        was_watching = self.seat in self.out_rounds or self._out_words is not None  # told already
        self.track_outs(now)
        self.animate(now)
        self.announce_events(now, own)
        if any(isinstance(e, TurnStarted) and e.seat == self.seat for e in now):
            self.focus = 0  # each turn starts on the first card, the one the turn line names
        self.clamp_focus()
        self._close_stale_choice()
        if not was_watching and self.watching() and not self.session.is_over():
            self._out_words = self.say(self.watching_words(), kind=PROMPT)
        if any(isinstance(e, GameEnded) for e in now):
            if self.spectating:  # no results screen: the winner is said here, then the way out
                ended = next(e for e in now if isinstance(e, GameEnded))
                self.say(text.game_ended_text(self.me, ended), kind=EVENT)
                self.say(_(online_text.WATCHING_OVER), kind=PROMPT)
            self.over = True
            self.schedule(max(1.5, self.cpu_delay()), self.show_results, heard=True)  # after the last words
        elif later:
            self._pause_between_rounds(now, later)
        if self.online and own:
            self._time_held_draw()
        self.mark_dirty()
        self.plan_cpu()

    def _pause_between_rounds(self, ended_events: Sequence[Event], later: list[Event]) -> None:
        """A round ended (``ended_events`` hold its end) and the game goes on: the next deal
        (``later``) is held until Enter; out, or a spectator, the rounds go on by themselves once
        the round's end was heard; online, when a person plays first in the next round, once its
        first move has come too (:meth:`next_round_by`: it waits for their Enter and card)."""
        self.held = later
        self.between_rounds = True
        self.choice = None
        self.ended_view = self.session.last_round_view()
        ended = next(e for e in ended_events if isinstance(e, RoundEnded))
        watching = self.watching() or self.spectating
        self._round_waits_for = self.next_round_by(list(ended_events) + list(later))
        self._pause_elapsed = None
        self.round_over = text.round_ended_text(self.me, ended, watching=watching,
                                                tokens=text.tokens_text(self.me, self.ended_view),
                                                next_by=self._round_waits_for)
        self.round_over_status = text.round_ended_text(self.me, ended, watching=watching,
                                                       next_by=self._round_waits_for)  # seats show tokens
        token = self.new_wait()
        if watching:  # out, or a spectator: the rounds go on by themselves (once heard)
            self.schedule(max(ROUND_PAUSE_MIN, ROUND_PAUSE_FACTOR * self.cpu_delay()),
                          lambda: self._round_pause_over(token), heard=True)

    def _round_pause_over(self, token: int) -> None:
        """The pause between rounds of one who watches is over: the next round is said, unless
        it waits for a person's first move that has not come yet (then it is said once it comes,
        :meth:`update`)."""
        if self._round_waits_for is not None and not self.session.waiting_updates():
            self._pause_elapsed = token
            return
        self.continue_round(token)

    def next_round_by(self, events: Sequence[Event]) -> int | None:
        """Online, to one who watches (a spectator, or out, C-18): the seat of the person who
        plays first in the round that ``events`` deal after a round's end (that round goes on
        once they pressed Enter and played), or None (not online, no next round in ``events``,
        or a computer plays first: the next round comes in a moment)."""
        if not self.online or not (self.spectating or self.watching()):
            return None
        _now, later = split_round_end(events)
        turn = next((event.seat for event in later if isinstance(event, TurnStarted)), None)
        if turn is None or turn == self.seat:
            return None
        entry = next((seat for seat in self.session.summary.get("seats", []) if seat.get("seat") == turn), None)
        if entry is None or entry.get("kind") != "person" or entry.get("replaced"):
            return None
        return turn

    def _time_held_draw(self) -> None:
        """Online, while the server holds the next player for this seat's draw (C-8): "2
        seconds left to draw: press Space." comes ``draw_time`` - :data:`DRAW_WARNING` seconds
        after what was just said is heard (the server counts from the app's ``heard``), in
        silent time as at the local table (after one's own card, and after the situation line
        of a return that the server holds the next player for again); once it was heard the
        server is told (:meth:`_report_draw_warning`) and holds the next player
        :data:`DRAW_WARNING` seconds more."""
        self._warning_due, self._draw_warning = False, None
        if not (self.waiting_for_draw() and self.setup.draw_time is not None):
            return
        token = self.new_wait()
        if self.setup.draw_time > DRAW_WARNING:
            self._warning_due = True
            self.schedule(self.setup.draw_time - DRAW_WARNING, lambda: self._warn_draw(token), heard=True)

    def update(self, dt: float) -> None:
        super().update(dt)
        self._report_draw_warning()
        self._late_answer_due()
        if self._pause_elapsed is not None and self.between_rounds and self.session.waiting_updates():
            token, self._pause_elapsed = self._pause_elapsed, None
            self.continue_round(token)  # the first move of the next round came: it goes on

    # ----------------------------------------------------------------- a remote session's side
    def accepts_events(self) -> bool:
        """True when a remote session may hand over the next events (not during the pause
        between rounds: they wait until Enter, after the new deal is said)."""
        return not self.between_rounds

    def remote_events(self, events: list[Event], own: bool) -> None:
        """Events that came from the server (``own``: this seat's action caused them)."""
        self._after(list(events), own=own)

    def track_skipped(self, events: Sequence[Event]) -> None:
        """Events a spectator skipped unsaid: who went out when (C-18) and the focus follow them."""
        self.track_missed_draw(events)
        self.track_outs(events)
        self.clamp_focus()

    def remote_joined(self, events: Sequence[Event], notices: Sequence[str], situation: bool,
                      interrupt: bool = False, before: Sequence[Event] = ()) -> None:
        """A spectator new at a game under way (:meth:`CardTable.remote_joined`). When the last
        of ``events`` ended a round and the next has not begun (the table sits between rounds,
        C-14), where the game stands is that round's end: the pause between rounds begins
        unsaid, and the situation said is the round's end with the tokens and what the next
        round waits for ("Round 1 over: Ben passed 99. Tokens: Ana 6, Bob 9, Ben 6. The next
        round starts when Ana plays."), once; the moves before it are in the history."""
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

    def remote_situation(self) -> None:
        """Back at the table after a drop or a restart of the server (after the events missed
        meanwhile, if any): the situation line, as a prompt. An ace's or a 10's value still
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
                                       self.others_in()), kind=PROMPT)
            return
        said = self.intro()
        if said:
            self.say(said, kind=PROMPT)
        self._time_held_draw()  # back while one may still draw: a fresh hold, its warning as after one's card

    def _close_stale_choice(self) -> None:
        """Close an ace's or a 10's value choice the game has left behind: no longer one's turn
        (online, a turn timer ran out and a computer played it), the card gone, or its values
        changed with the total (C-13, C-15). The events said what happened instead."""
        choice = self.choice
        if choice is None:
            return
        view = self.session.view()
        hand = view.hand
        if view.turn != self.seat or not 0 <= choice.slot < len(hand) or hand[choice.slot] != choice.card \
                or sorted(value_choices(choice.card, view.total)) != choice.values:
            self.choice = None
            self.mark_dirty()

    def remote_notice(self, text: str) -> None:
        """Say a sentence about people or the connection, in order with the events."""
        self.say(text, kind=EVENT)

    def continue_round(self, token: int | None = None) -> None:
        """End the pause between rounds (timer or Enter): say the new deal and go on."""
        if not self.between_rounds or (token is not None and not self.wait_current(token)):
            return
        self.new_wait()
        self.table_step("continue")
        self.between_rounds = False
        self._round_waits_for = self._pause_elapsed = None
        self.ended_view = None
        self.round_over = ""
        self.missed_by = self._passed_by = None
        self._late_after = None
        held, self.held = self.held, []
        self.focus = 0
        self.announce_events(held, own=token is None)
        self.hold_actions()  # a second quick Enter never plays into the new deal unheard
        self.mark_dirty()
        self.plan_cpu()

    def play_out(self) -> None:
        """Enter while watching (the human is out): the computer players finish the game at once,
        unspoken, and the results follow (C-18, C-20). The actions are saved like any play, so the
        finished game is counted in the statistics and its save ends."""
        self.new_wait()
        self.cancel_timers()
        if self.between_rounds:
            self.table_step("continue")  # the save replays as the game went: the pause ended here
        self.between_rounds = False
        self.held = []
        self.choice = None
        events = self.session.play_out(PLAY_OUT_BUDGET)  # saved like any play: the game is counted
        self.track_outs(events)
        self.over = True
        self._played_out = True  # the results say so first: what this table says is cut as it is left
        self.show_results()

    def track_outs(self, events: Sequence[Event]) -> None:
        """Remember the round in which each player went out (for the results, C-18)."""
        events = list(events)
        for i, event in enumerate(events):
            if isinstance(event, PlayerEliminated):
                ended = next((e.round for e in events[i:] if isinstance(e, RoundEnded)), self.session.view().round)
                self.out_rounds.setdefault(event.seat, ended)

    def track_missed_draw(self, events: Sequence[Event]) -> None:
        """Remember whose card closed the human's chance to draw (C-8) until the human's next
        card or the next round (:attr:`missed_by`: until then Space answers that it is too late,
        the human's turn included), and in :attr:`_passed_by` until the next card (the turn may
        come to the human in the same batch, and the player's draw follow in another: a Space
        while that card is said is still late). The human's own card that closed it (a jack with
        two players, C-16) opens a new chance: nothing is remembered."""
        missed = False
        for event in events:
            if isinstance(event, DrawMissed) and event.seat == self.seat:
                missed = True
            elif isinstance(event, CardPlayed) and event.seat == self.seat:
                self.missed_by = self._passed_by = None
                missed = False
            elif isinstance(event, CardPlayed) and missed:
                self.missed_by, self._passed_by, missed = event.seat, event.seat, False
            elif isinstance(event, CardPlayed):
                self._passed_by = None
            elif isinstance(event, RoundStarted):
                self.missed_by = self._passed_by = None

    def clamp_focus(self) -> None:
        count = len(self.session.view().hand)
        self.focus = max(0, min(self.focus, count - 1)) if count else 0

    def results_scene(self) -> CountingResults:
        """The counting results for the finished game."""
        return CountingResults(self.app, self.setup, self.session.view(), self.out_rounds, hints=self.hints_used,
                               played_out=self._played_out, me=self.results_me())

    # ----------------------------------------------------------------- animation and drawing
    def animate_event(self, event: Event) -> None:
        """A played card slides to the pile, a paid token leaves its seat, a threshold pulses."""
        if isinstance(event, CardPlayed):
            self.anims.start("slide", 0.25, seat=event.seat, card=event.card)
        elif isinstance(event, TokensLost) and event.paid:
            self.anims.start("token", 0.3, seat=event.seat)
        elif isinstance(event, ThresholdReached):
            self.anims.start("pulse", 0.3, threshold=event.threshold)

    def status_line(self) -> str:
        """The short status under the table: whose turn, a value choice, a pause."""
        view = self.session.view()
        if self.spectating and not self.between_rounds and view.winner is None:
            if view.turn is None:
                return _(online_text.WATCHING_STATUS)
            return _(online_text.WATCHING_STATUS_TURN).format(name=text.player_name(self.me, view.turn))
        if self.choice is not None:
            return text.value_status_text(self.me, self.choice.card, self.choice.value, view.total, view.tokens[self.seat])
        if self.between_rounds:
            return self.round_over_status
        if view.winner is not None:
            return text.game_ended_text(self.me, GameEnded(view.winner))
        if self.watching():
            return _(text.WATCHING_STATUS_ONLINE) if self.online else _(text.WATCHING_STATUS)
        if view.turn == self.seat:
            return _("YOUR TURN: {keys} or Enter plays").format(keys=text.slots_label(len(view.hand)))
        if view.drawer == self.seat and self.setup.options.draw == "manual":
            if view.turn is None:
                return ""
            if self.setup.draw_time is None:
                return _("Space: draw a card ({name} waits)").format(name=text.player_name(self.me, view.turn))
            return _("Space: draw a card (draw now)")
        if view.turn is None:
            return ""
        return pgettext("status line", "{name}'s turn").format(name=text.player_name(self.me, view.turn))

    def draw(self, surface: pygame.Surface, layout: Layout) -> None:
        draw_table(surface, layout, self.app.fonts, self.app.theme, self.shown_view(),
                   focus=self.focus if self.choice is None else self.choice.slot,
                   status=self.status_line(), anims=self.anims, me=self.me)
