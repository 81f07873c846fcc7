"""The counting game's table: keys to actions (C-22), events to speech (C-23), computer players
on a timer (C-8), round pauses and the end of the game.

The scene holds no rules and never the game's state: it plays one seat through its table session
(:class:`game.table.counting.CountingSession`: the seat's view, its events, refusals; the computer
players' choices) and says what the events mean through :mod:`game.counting.text`.

:class:`CountingTable` is made of parts by role, each a module of this folder: the keys that
play and the value of an ace or a 10 (:mod:`.table_play`, C-10, C-22), the manual draw window
(:mod:`.table_draw`, C-8), the pause between rounds and playing on while out
(:mod:`.table_rounds`, C-18, C-21) and a remote session's side (:mod:`.table_online`); here are
the keys, the speech of events, the computer players and what follows each action. What a table
starts with is :mod:`.setup`; drawing is in :mod:`.table_view`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

from ...card_names import card_name
from ...engine.events import Event
from ...engine.rng import fresh_seed
from ...i18n import N_, Reworded, _, pgettext
from ...input.edges import EdgeOnce
from ...input.keys import Intent, KeyTable, system_key
from ...scenes.registry import StartOptions
from ...speech.queue import EVENT, PROMPT
from ...table import online_text
from .. import text
from ...table.counting import CountingSession
from ..actions import DrawCard, PlayCard
from ..events import (CardDrawn, CardPlayed, DirectionReversed, DrawMissed, GameEnded, RoundEnded, RoundStarted,
                      ThresholdReached, TokensLost, TurnStarted)
from ..hints import advise, thinking_text
from ..state import CountingView
from .results import CountingResults
from .saving import split_round_end
from .setup import DEFAULT_DRAW_TIME, DRAW_TIMES, LEVELS, TableSetup, default_setup, remembered_setup
from .table_draw import DRAW_WARNING, ManualDraw
from .table_online import RemoteSide
from .table_play import PlayKeys, ValueChoice
from .table_rounds import PLAY_OUT_BUDGET, ROUND_PAUSE_FACTOR, ROUND_PAUSE_MIN, RoundPause
from .table_view import draw_table
from .tokens_hold import TokensHold
from ...ui.placement import Placements

if TYPE_CHECKING:
    from ...app import App
    from ...ui.layout import Layout

__all__ = ["DEFAULT_DRAW_TIME", "DRAW_TIMES", "DRAW_WARNING", "LEVELS", "PLAYING_KEYS", "PLAY_OUT_BUDGET",
           "ROUND_PAUSE_FACTOR", "ROUND_PAUSE_MIN", "CountingTable", "TableSetup", "ValueChoice", "default_setup",
           "remembered_setup", "table_keys"]
"""The table and what it starts with; the parts' names kept here are imported from here too."""

PLAYING_KEYS = frozenset(("play_slot", "previous_card", "next_card", "first_card", "last_card", "play", "value_up",
                          "value_down", "draw", "hint"))
"""The keys that play (or choose what to play): at a table one watches they say so and do nothing."""
_SILENT_KEYS = frozenset((pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT,
                          pygame.K_RALT, pygame.K_LGUI, pygame.K_RGUI, pygame.K_CAPSLOCK, pygame.K_NUMLOCKCLEAR,
                          pygame.K_MODE))
"""Modifier keys, which say nothing on their own during the pause between rounds."""


PLAY_SLOT_HELP = N_("play the card in that place of your hand")
PLAY_ONLY_CARD_HELP = N_("play your card")


def table_keys(hand_size: int = 3, held: Callable[[], int] | None = None) -> KeyTable:
    """The counting table's keys (C-22), also its F1 help and the Help menu's Keys page;
    the digit keys are named for the cards ``held()`` returns when help is read, as many as the
    hand holds ("1 to 2: play the card in that place of your hand.", "1: play your card."), for
    ``hand_size`` cards ("1 to 3") when ``held`` is None or returns 0 (an empty hand)."""
    def count() -> int:
        return (held() if held is not None else 0) or hand_size

    keys = KeyTable()
    keys.bind_chars("play_slot", lambda: _(PLAY_ONLY_CARD_HELP if count() == 1 else PLAY_SLOT_HELP), "123456789",
                    label=lambda: text.slots_label(count()))  # worded when help is read
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
    keys.bind("turn", N_("say whose turn it is and the order of play"), pygame.K_t)
    keys.bind("hand", N_("read your hand"), pygame.K_h)
    keys.bind("pile", N_("say the pile's top card and the stock"), pygame.K_p)
    keys.bind("cards", N_("say how many cards each player holds"), pygame.K_n)
    keys.bind("round", N_("say the round and the dealer"), pygame.K_r)
    keys.bind("hint", N_("advice: what the hard computer player would do now, and why; the focus moves to it, so Enter does it"), pygame.K_a)
    keys.bind("pause", N_("cancel a value choice, or the pause menu"), pygame.K_ESCAPE)
    return keys


class CountingTable(PlayKeys, ManualDraw, RoundPause, RemoteSide):
    """A counting game in progress, played from the session's seat (seat 0 locally); the dealer
    of round 1 is the last seat so seat 0 plays first (C-6).

    Args:
        app: the app.
        setup: options, computer level, draw reminder.
        seed: seeds the deal (and, plus one, the computer players' choices).
        session: the table session to play through; default a new local game of ``setup`` and
            ``seed`` (:class:`~game.table.counting.CountingSession`; Continue passes the one it
            rebuilt).

    The parts it is made of (:class:`PlayKeys`, :class:`ManualDraw`, :class:`RoundPause`,
    :class:`RemoteSide`) are :class:`CardTable`'s subclasses of its own modules, by role; its
    fields, theirs too, are all set here.
    """

    seat_may_go_out = True  # (C-18: out, a person watches the rest; online J skips to the present then)

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
        self.advised: tuple | None = None
        """The hint's play (C-22): (its position, slot, card, value); an ace's or a 10's value
        choice opened there starts on that value."""
        self.costly_armed: tuple | None = None  # (round, total, hand, slot) warned of, the warning said (None once checked), its words
        """The card a key was just warned about (C-15, C-22: it passes 99 while another card
        would not): (round, total, hand, slot); the next press on it plays it."""
        self.between_rounds = False
        self.ended_view: CountingView | None = None  # the ended round, shown during the pause
        self.round_ended: tuple[RoundEnded, bool, int | None] | None = None
        """Between rounds: the round's end, whether one watched it and whose first move the next
        round waits for (:meth:`round_over` words it in the language in use when said)."""
        self._round_end_said: Any = None
        """The line of a batch that told the last round's end (an
        :class:`~game.speech.queue.Utterance`; "Round 1 over. Tokens: ... Enter: next round.",
        without its cause when it follows the line that told it): :meth:`round_over_unheard`
        knows it by itself, whatever its words."""
        self._round_waits_for: int | None = None
        """Online, one who watches, between rounds: the person who plays first in the next round
        (:meth:`next_round_by`), whose first move ends the pause."""
        self._round_waits_in = 0  # the number of that next round
        self._pause_elapsed: int | None = None
        """The pause's token once its time is over while the next round waits for that move."""
        self._round_start_said: Any = None  # "Waiting for Ben's first card of round 2.", while it waits
        self._round_start_told: tuple[int, int] | None = None  # (round, seat) it was said for
        self.missed_by: int | None = None  # whose card closed the human's chance to draw (C-8)
        self._late_draw_due = False
        """Online: the human's Space reached the server after the card that closed the draw (C-8),
        whose update is not handed over yet: that update says "Too late to draw: ..." after the card."""
        self._late_after: tuple[Any, str] | None = None
        """A Space pressed after the draw passed, while the moves after it are still said: the
        newest of them and the answer, which follows it (:meth:`_late_answer_due`)."""
        self._passed_line: tuple[int | None] | None = None
        """The last "Too late to draw: you play the rest ..." (C-8) said as an event, as its
        ``text.too_late_line`` argument (worded when asked: in the language of its line, which a
        language chosen while it waits words again); None before any."""
        self._hand_round: int | None = None  # the round whose hand a turn line last named (short turn prompt)
        self._turn_short = False  # the last turn line left the hand out (the short turn prompt): worded so again
        self._late_answer: Any = None  # that answer, once said: while it is pending, Space only cues
        self._passed_by: int | None = None  # whose card in the last batch closed the human's draw
        self._turn_held = False  # online: this seat's turn line waits for another person's draw (C-8)
        self._warning_due = False  # online: the warning of the server's hold for this seat's draw is not yet said
        self._draw_warning: Any = None  # online: that warning, said; the server is told once it was heard (C-8)
        self._cover_warning: Any = None  # online: that warning said over a cover (the server told COVER_EXTRA later)
        self._cover_heard_at: float | None = None  # (when that one was heard, on the speech clock)
        self._warning_said: Any = None
        """The last "2 seconds left to draw: press Space." said (C-8), while it may still be cut by a
        key: then it is said again after that key's answer (:meth:`_warn_again`)."""
        self._covered_draw_quiet = 0.0  # online: silent seconds under a cover while this seat's draw is held for
        self.out_rounds: dict[int, int] = {}  # seat -> the round in which it went out (C-18)
        self._played_out = False
        self._cpu_thinking = False  # a hard computer player searches in a worker
        self.edges = EdgeOnce()  # "Top. Ace as 11: ..." once while Up is held
        self._out_words = None  # "You are out: ..." while it is said (keys wait for it)
        self._out_enter: Any = None  # Enter kept until "You are out: ..." was heard (enter_before_out_heard)
        self._out_said: Any = None
        """The last line said with the events that put the player out (C-18) or ended the game
        (C-20): "You passed 66: ... You are out. 1 player left."; Enter plays the rest out or
        shows the results only once it was heard (:meth:`out_unheard`)."""
        self.tokens_hold = TokensHold()  # the seats' tokens drawn as before a loss until it was heard
        self._seen: CountingView | None = None
        """What the table drew its status and turn from after the last batch (the view then, or
        the ended round's during the pause): drawn until the next batch's newest line begins."""
        self.placements = Placements()  # what the last draw put on the screen, with its words
        self._back_round_end = False
        """Back at an online table, the ``sync``'s events end a round: its end is said as the
        situation line of the pause, once, not also as a missed message (:meth:`messages`)."""
        self._back_ended_view: CountingView | None = None  # that round's end as it was (its tokens then)
        self._back_after_round: Any = None
        """The perspective the next round's missed events are said from after Enter ends that
        pause (:meth:`~.table_online.RemoteSide._announce_back`), or None."""
        self._out_away = False
        """Back at an online table, this seat went out among the moves missed (a computer played
        it, C-18): the situation line says so plainly, once (:meth:`~.table_online.RemoteSide.remote_situation`)."""
        self._opening_tokens: str | None = None
        """Back at one's online game in a new window: the tokens its first words said ("Counting
        game resumed. Tokens: ..."), until a missed event is said; the situation line right after
        them does not say the same tokens again (:meth:`~.table_online.RemoteSide.remote_situation`)."""
        super().__init__(app, session)

    @classmethod
    def start(cls, app: App, options: StartOptions) -> CountingTable:
        """The table for ``--game counting --players N --seed S``: the game's default options
        (never the new-game screen's remembered ones), so a seed gives the same game anywhere."""
        seed = options.seed if options.seed is not None else fresh_seed()
        return cls(app, default_setup(options.players), seed)

    # ----------------------------------------------------------------- keys
    def build_keys(self) -> KeyTable:
        return self.online_keys(table_keys(self.setup.options.hand_size, self._cards_held))

    def _cards_held(self) -> int:
        """The cards in the human's hand as the table shows it (0 while watching), which F1
        names the digit keys for."""
        return 0 if self.spectating else len(self.shown_view().hand)

    def on_intent(self, intent: Intent) -> None:
        name = intent.name
        view = self.shown_view()
        if self.spectating and name in PLAYING_KEYS:
            self.refuse_watching()
        elif self.spectating and name == "hand":
            self.refuse_again(_(online_text.WATCHING_HAND))
        elif name == "chat":
            self.open_chat()
        elif name == "catch_up":
            self.catch_up()
        elif name == "people":
            self.say_people()
        elif name == "total":
            self.answer_status(Reworded(lambda: text.total_text(view.total)), name)
        elif name == "tokens":
            self.answer_status(Reworded(lambda: text.tokens_text(self.me, view)), name)
        elif name == "turn":
            held = self.held_for_draw()
            if held is not None:
                self.say(text.held_turn_text(self.me, held), interrupt=True)
            else:
                waiting = self.waiting_for_draw()
                if waiting:
                    self._take_back_reminder()  # the answer says "press Space" itself
                if self.between_rounds:
                    self.answer_turn_in_pause(name)
                elif self.round_start_waits_for() is not None and not self.away_text(view.turn):
                    self.answer_status(Reworded(lambda: text.round_start_wait_text(self.me, view.turn, view.round)),
                                       name)
                else:  # as C and S: after the moves still being said, never cutting them (C-23)
                    told = self.turn_line_says(_("Your turn."))  # (never heard twice in a row, C-22)
                    self.answer_status(Reworded(lambda: text.turn_text(self.me, view, waiting,
                                                                       away=self.away_text(view.turn),
                                                                       told=told)), name)
        elif name == "draw" and self.setup.options.draw == "manual" and self.follow_kept_key(
                ("play", "play_slot"), self._draw_after_play):
            pass  # a play key kept until the turn line ends: Space draws right after it plays (C-8)
        elif (name in ("play_slot", "draw") or (name == "play" and not self.between_rounds)) and self.refuse_offline():
            pass  # the connection is lost: nothing is played, drawn or chosen (a value choice open stays open)
        elif name == "play" and self.plays_out_now() and self.out_unheard():
            self.enter_before_out_heard()  # kept until "You are out: ..." was heard, or refused (C-18, C-22)
        elif name == "play" and self.plays_out_now():
            self.play_out()  # out (C-18, C-20): nothing else being said holds it back, nor the new deal's hold
        elif name in ("play", "play_slot") and self.actions_held():
            self.refuse_held_play()  # pressed before the new deal was heard: never acts in it
        elif name == "draw" and self.actions_held():
            self.refuse_held_draw()  # pressed before the new deal was heard: never acts in it
        elif name == "hand":  # a status key as C and S: after the moves still being said, never cutting them (C-22)
            out = self.seat in view.eliminated
            self.answer_status(Reworded(lambda: text.hand_text(view.hand, out)), name)
        elif name == "pile":
            self.answer_status(Reworded(lambda: text.pile_text(view)), name)
        elif name == "cards":
            self.answer_status(Reworded(lambda: text.cards_text(self.me, view)), name)
        elif name == "round":
            self.answer_status(Reworded(lambda: text.round_text(self.me, view)), name)
        elif name == "hint":
            self._hint()
        elif self.between_rounds and name not in ("play", "pause") and not (name == "draw" and self._late_space()):
            if not (name in ("play_slot", "draw") and self.wait_for_speech(refusal="")):
                self.refuse_in_pause()  # (the card that ended the round still said: that, never the end first)
        elif name in ("previous_card", "next_card"):
            self._move_focus(-1 if name == "previous_card" else 1)
        elif name in ("first_card", "last_card"):
            self._move_focus(0 if name == "first_card" else -1, jump=True)
        elif name == "play_slot":
            self._play_slot(int(intent.char) - 1, key=intent.char)
        elif name == "play":
            self._enter()
        elif name in ("value_up", "value_down"):
            self._change_value(name == "value_up")
        elif name == "draw":
            self._draw()
        elif name == "pause":
            if self.choice is not None:
                card, self.choice = self.choice.card, None
                # the total and the focused card, to go on from (C-10; found by ear: the bare
                # "Value choice cancelled." left the player without either)
                self.say(_(text.CHOICE_CANCELLED).format(total=self.session.view().total, card=card_name(card)),
                         interrupt=True, step=True)
                self.focus_told()  # the card in focus is named: Enter opens its choice again
                self.mark_dirty()
            else:
                self.open_pause_menu()

    def on_event(self, event: pygame.event.Event) -> None:
        """During the pause between rounds, or while a computer player waits for the human's draw,
        every other key says what to press (the pause between rounds once: :meth:`refuse_in_pause`;
        modifiers alone say nothing, nor the keys the system or the screen reader uses: the
        volume, Insert, ...: :func:`~game.input.keys.system_key`). A key released: the
        next press at a value's end says it again."""
        self.edges.on_event(event)
        key = getattr(event, "key", None)
        if event.type == pygame.KEYDOWN and key not in _SILENT_KEYS and not (isinstance(key, int) and system_key(key)):
            if self.between_rounds:
                self.refuse_in_pause()
                return
            if self.waiting_for_draw():
                self.refuse_waiting()  # once, then the cue alone (C-8)
                return
        super().on_event(event)

    def shown_view(self) -> CountingView:
        """What the human sees and asks about: the ended round during the pause, else the state."""
        if self.between_rounds and self.ended_view is not None:
            return self.ended_view
        return self.session.view()

    # ----------------------------------------------------------------- speech
    def intro(self, tokens: bool = False) -> str:
        """Where the game stands ("Round 2. Total 61. Your turn. Enter plays the king of spades.");
        ``tokens``: everyone's tokens after the round ("Round 2. Tokens: you 5, Anna 3. Total 61.
        ..."; back at an online table, C-18), not in the round's end nor while watching."""
        if self.between_rounds and self.round_over:
            return self.round_over
        if self.watching() and self.session.view().winner is None:
            return self.watching_words()
        held = self.held_for_draw()
        choice = self.choice
        said = text.tokens_text(self.me, self.session.view()) if tokens else ""
        if held is not None or choice is not None:
            view = self.session.view()
            head = text.round_head_text(view, said)
            if held is not None:
                return f"{head} {text.held_turn_text(self.me, held)}"
            # back from F1 or the rules during an ace's or a 10's choice (C-10): the choice still open
            prompt = text.value_prompt(self.me, choice.card, choice.value, view.total, view.tokens[self.seat],
                                       self.others_in(), view.tokens)
            return f"{head} {prompt}"
        return text.intro_text(self.me, self.session.view(), self.waiting_for_draw(), self.focus, tokens=said)

    def enter(self) -> None:
        options = self.setup.options
        if self.online and not self.spectating and getattr(self.session, "joined_in_play", False):
            # back at one's game under way in a new window: where it stands now, as Continue begins
            # (its starting "9 tokens each" is what nobody holds any more); what was missed and the
            # situation line follow
            self.say(self.with_turn_timer(text.resumed_online_text(self.me, self.session.view())), interrupt=True)
            self._opening_tokens = text.tokens_text(self.me, self.session.view())
            self._after(self.session.start_events(), own=False)
            return
        # the opening lines are events, not answers: a key pressed before they were heard (H in
        # the first seconds) never drops them; one it cuts before most of it was said is said again
        if self.spectating:
            self.say_worded(self.watching_table_text, kind=EVENT)
        draw_time = self.setup.draw_time if options.draw == "manual" else None
        self.say_worded(lambda: self.with_turn_timer(text.start_text(
            options.players, options.tokens, options.draw, options.hand_size, draw_time,
            spectator=self.spectating, packs=options.packs)), kind=EVENT)
        self._after(self.session.start_events(), own=False)
        self.opening_words = self.app.announcer.unheard_events(self)  # a status key cuts them (C-22)

    def narration(self, events: Sequence[Event]) -> Callable[[], list[text.Message]]:
        """What ``events`` say to the human (C-23), with the draw reminder when it is on, worded
        when called (:meth:`CardTable.narration`: again in a language chosen while they wait).
        Online, while the server holds this seat's turn for another person's draw (C-8), the
        turn line is "Wait: Ben may still draw. Then it is your turn."; the turn line itself
        comes once the draw is made (here) or the hold ends (:meth:`remote_draw_wait_over`)."""
        too_late = self._late_draw_due and any(isinstance(event, DrawMissed) and event.seat == self.seat
                                               for event in events)
        if too_late or any(isinstance(event, TurnStarted) and event.seat == self.seat for event in events):
            self._late_draw_due = False
        view, me, short = self.session.view(), self.me, self._short_turn()
        hand = list(view.hand)
        reminder, next_by = self.setup.draw_reminder, self._round_waits_for
        watching = self.watching() or self.spectating

        def narrated() -> list[text.Message]:
            return text.narrate(me, events, hand, draw_reminder=reminder, watching=watching,
                                tokens=text.tokens_text(me, view), short_turn=short, too_late=too_late,
                                next_by=next_by)

        messages = narrated()
        if any(m.cue == "your_turn" for m in messages):
            self._turn_short = short
        passed = {text.too_late_line(len(hand)): (len(hand),), text.too_late_line(None): (None,)}
        self._passed_line = next((passed[m.text] for m in messages if m.text in passed), self._passed_line)
        turn_again = held_turn = None  # (the turn line added, worded when called; the turn held for a draw)
        if (view.turn == self.seat and not self.spectating and not any(m.cue == "your_turn" for m in messages)
                and any(isinstance(event, CardDrawn) and event.seat == self.seat for event in events)):
            turn_again = self._turn_words()  # drawn on your own turn (a Jack, C-16): the turn line again, true now
        held_after = False  # (the turn line added once the hold for a draw ended)
        if self.online and not self.spectating:
            held = self.held_for_draw()
            if held is not None:
                held_turn = held
                self._turn_held = True
            elif self._turn_held and self.session.view().turn == self.seat:
                self._turn_held = False
                if turn_again is None and not any(m.cue == "your_turn" for m in messages):
                    turn_again, held_after = self._turn_words(), True
            else:
                self._turn_held = False
        round_won_said = not self._back_round_end  # back at an online table: the round's end is the situation line
        first = [messages]  # (the first call words them as just made)

        def worded() -> list[text.Message]:
            said = first.pop() if first else narrated()
            if turn_again is not None and not held_after:
                said.append(turn_again())
            if held_turn is not None:
                said = [text.Message(text.held_turn_text(me, held_turn), prompt=True) if m.cue == "your_turn"
                        else m for m in said]
            elif held_after:
                said.append(turn_again())
            return said if round_won_said else [m for m in said if m.cue != "round_won"]

        if held_turn is None and (turn_again is not None or any(m.cue == "your_turn" for m in messages)):
            self._hand_round = view.round  # the turn line said names this round's hand (or is short after one that did)
        return worded

    def _turn_message(self) -> text.Message:
        """This seat's turn line now ("Your turn. Total 34. Your cards: ... Enter plays ...")."""
        return self._turn_words()()

    def _turn_words(self) -> Callable[[], text.Message]:
        """This seat's turn line as things are now, worded when called (in the language then)."""
        view, focus = self.session.view(), self.focus
        short = self._turn_short = self._short_turn()
        self._hand_round = view.round
        drawn_out = view.drawer == self.seat and not view.hand
        return lambda: text.Message(text.your_turn_text(view.total, view.hand, drawn_out, focus, short=short),
                                    "your_turn", prompt=True, names_focus=True)

    def focus_prompt(self, short: bool | None = None) -> str:
        """The turn line worded now, with the card the focus is on (C-23: "Your turn. Total 0.
        Your cards: 6 of hearts, queen of spades, 2 of spades. Enter plays the queen of
        spades."), short as the last one was, with the draw still open said in it (C-8); ""
        when it is not this seat's turn to choose a card."""
        view = self.session.view()
        if (view.turn != self.seat or self.between_rounds or self.over or view.winner is not None
                or self.choice is not None or self.watching() or self.held_for_draw() is not None):
            return ""
        line = text.your_turn_text(view.total, view.hand, view.drawer == self.seat and not view.hand, self.focus,
                                   short=self._turn_short if short is None else short)
        if view.drawer == self.seat and view.hand:
            line = f"{line} {_(text.DRAW_REMINDER)}"
        return line

    def turn_reminder(self) -> str:
        """The short reminder said after a key's answer cut the turn line early (C-22, C-23):
        the short turn line, without the hand, whatever the "Short turn prompt" option ("Your
        turn. Total 24. Enter plays the queen of spades."; H reads the hand), with the draw
        still open said in it (C-8); "" when it is not this seat's turn to choose a card."""
        return self.focus_prompt(short=True)

    def hand_named(self) -> None:
        """A line said now named this round's hand (a continued game's line, C-23): with the
        "Short turn prompt" option, the round's next turn line is the short one (C-5)."""
        self._hand_round = self.session.view().round

    def _short_turn(self) -> bool:
        """True when the turn line leaves the hand out: the "Short turn prompt" option is on and
        a turn line of this round named the hand already (the first turn of each round names
        the new hand in full, C-5)."""
        return bool(self.app.settings.get("short_turn_prompt")) and self._hand_round == self.session.view().round

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

    # ----------------------------------------------------------------- computer players
    def cpu_due(self) -> bool:
        """True when a computer player is to play (not between rounds)."""
        return not self.between_rounds and self.session.computer_to_act() is not None

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
        never plays it, but puts the focus on it (:meth:`say_hint`). Worked out in a worker;
        counted for the results (hints used)."""
        view = self.session.view()
        if self.between_rounds or self.over or view.winner is not None or view.turn != self.seat or not view.hand:
            self.refuse_hint(_("A hint is for your turn to play."))
            return
        me = self.me  # the names the table says (one other player still in is named, C-12)
        self.ask_hint(self._situation(), self.hint_position(), lambda rng, fixed: advise(view, rng, fixed, me))

    def hint_position(self) -> tuple:
        """Where a hint is asked: the game's situation and the hand. The hint's deals are sampled
        from the game's seed and this (the session's ``hint_rng``), and its answer is kept for it."""
        return self._situation() + (tuple(self.session.view().hand),)

    def hint_stale(self, situation: tuple) -> bool:
        """True when the game moved on since the hint was asked, or the round ended (C-22)."""
        return situation != self._situation() or self.between_rounds

    # ----------------------------------------------------------------- after each action
    def _after(self, events: list[Event], own: bool) -> None:
        """Announce and animate ``events``; hold a new round's deal until the pause ends."""
        self.drop_round_start_wait()
        now, later = split_round_end(events)
        if later:  # (the round's end says what the next round waits for)
            self._round_waits_for = self.next_round_by(events)
        if any(isinstance(event, DrawMissed) and event.seat == self.seat for event in now):
            # C-8: a card closed the human's draw: "2 seconds left to draw: press Space." (and the
            # reminder) still waiting or being said are no longer true: dropped, or cut off now
            self.app.announcer.cut_prompts(self)
        self.track_missed_draw(now)
        if self._seen is not None:  # the status and turn as they were until the batch's newest line begins
            # (after the player's own move, none: "YOUR TURN" is no longer true, and what comes next
            # shows once its line begins)
            seen = replace(self._seen, turn=None) if own else self._seen
            self.hold_status((seen, self.between_rounds))
        was_watching = self.seat in self.out_rounds or self._out_words is not None  # told already
        self.track_outs(now)
        held = self.tokens_hold.expect(self.session.view(), now)  # the tokens change once their loss was heard
        cards = self._hold_cards(now)  # each card slides, and its pile and total show, once its line begins
        self._hold_drawn(now)  # the card one draws shows in the hand once "You draw ..." begins
        self.animate([event for event in now if not (held and isinstance(event, TokensLost))
                      and not (cards and isinstance(event, (CardPlayed, ThresholdReached)))])
        self.announce_events(now, own)
        self.tokens_hold.settle()
        if (not was_watching and self.watching()) or any(isinstance(e, GameEnded) for e in now):
            said = self.app.announcer.queue.unheard(self, own=True)
            self._out_said = said[-1] if said else None  # (the out line comes last of these events)
        if any(isinstance(e, TurnStarted) and e.seat == self.seat for e in now):
            self.focus = 0  # each turn starts on the first card, the one the turn line names
        self.clamp_focus()
        self._close_stale_choice()
        if not was_watching and self.watching() and not self.session.is_over() and not self._out_away:
            self._out_words = self.say(self.watching_words(), kind=PROMPT)  # (out while away: the situation says it)
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
        self.say_round_start_wait()
        self.status_told()
        self._seen = self.shown_view()
        self.mark_dirty()
        self.plan_cpu()

    def _hold_cards(self, events: Sequence[Event]) -> bool:
        """Before ``events`` are said: each card played among them slides to the pile, and pulses
        the total at a threshold it reached (C-12, C-14), once that card's line ("Anna: 9 of clubs.
        Total 33.") begins; until then the pile shows the card and the total before it. The
        direction shows as before until "Direction reversed: ..." begins (C-17; with two players
        in, no direction is shown, and a 4 is told once a game or not at all). All follow
        :meth:`follow_tokens`, which starts the animations. True when a card is held (its slide
        and pulses do not start now). Found by ear: the arrow turned and the card slid while the
        line before the card was still said."""
        seen = self._seen
        if seen is None or self.quiet_prompts:  # (the game's opening lines: no card before them; back at an
            return False  # online table, the older of the moves missed go to the history unsaid: the game now)
        top, direction = seen.pile_top, seen.direction
        cards: list[list[Event]] = []
        for event in events:
            if isinstance(event, CardPlayed):
                cards.append([event])
                self.line_hold.expect("pile", (top, event.old_total))  # (each card line, in order: message_said)
                top = event.card
            elif isinstance(event, ThresholdReached) and cards:
                cards[-1].append(event)
            elif isinstance(event, DirectionReversed):
                if event.players_in != 2:  # (two in: no direction shown, no line tells it)
                    self.line_hold.expect("direction", direction)
                direction = event.direction
        for played in cards:
            self.line_hold.expect("card", played)
        return bool(cards)

    def _hold_drawn(self, events: Sequence[Event]) -> None:
        """Before ``events`` are said: a card this seat draws among them shows in the hand once
        its line ("You draw the king of hearts.") begins; until then the hand is drawn without it,
        the seat's "Cards N" one fewer and the stock one card more than after that draw (C-8, C-9,
        C-23; found by a tester's screenshot: Space while "Direction reversed: ..." was said
        showed the king of hearts in the hand 2 s before it was said, and the stock and card
        count 1.6 s before it by ear)."""
        if self._seen is None or self.quiet_prompts:
            return
        for event in events:
            if isinstance(event, CardDrawn) and event.card is not None and self.me.is_me(event.seat):
                hand = list(self.session.view().hand)
                if event.card in hand:
                    hand.remove(event.card)
                    # (after a reshuffle too: the new stock before this draw held one card more)
                    self.line_hold.expect("hand", (tuple(hand), event.seat, event.stock_size + 1))
                return

    def continue_round(self, token: int | None = None) -> None:
        """As :class:`RoundPause`'s; the round's end stays on the status line until the new
        round's newest line begins ("Your turn. ..." or "Round 2. ... Anna plays first.")."""
        if not self.between_rounds or (token is not None and not self.wait_current(token)):
            return
        self.hold_status((self.shown_view(), True))
        super().continue_round(token)
        self.say_round_start_wait()
        self.status_told()
        self._seen = self.shown_view()

    def message_said(self, message: Any, said: Any) -> None:
        """A line saying a loss of tokens: the seats show the tokens before it until it begins
        (:mod:`.tokens_hold`); a card's line: the card slides to the pile, which shows it and its
        total from then on, and the total it reached pulses, once it begins; a reversal's line:
        the direction shows once it begins (:meth:`_hold_cards`); a round's end is kept
        (:meth:`round_over_unheard`), and F2 repeats it whole, with its cause, as said on its own
        (:attr:`round_over`; said short right after its cause's line, "Round 1 over. Tokens: ...",
        F2 said only that: found in a listening session; C-23)."""
        self.tokens_hold.said(message, said)
        if getattr(message, "cue", None) == "card":
            self.line_hold.said("card", said)
            self.line_hold.said("pile", said)
        if getattr(message, "tells", None) == "direction":
            self.line_hold.said("direction", said)
        if getattr(message, "cue", None) == "draw":
            self.line_hold.said("hand", said)
        if getattr(message, "cue", None) == "round_won" and said is not None:
            self._round_end_said = said  # (the round's end: known by itself, not by its words)
            said.alone = lambda: self.round_over if self._round_end_said is said else ""

    def follow_tokens(self) -> None:
        """Each update: the losses whose lines began since the last leave their seats (the token
        animation, unless motion is reduced), and the panels show the tokens after them; the
        cards whose lines began since slide to the pile, and their totals pulse at a threshold."""
        paid = self.tokens_hold.release()
        self.animate(paid)  # (a token leaves its seat for each loss paid)
        begun = self.line_hold.release()
        for held in begun:
            if held.key == "card":
                self.animate(held.old)
        if paid or begun:
            self.mark_dirty()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.follow_tokens()
        self._warn_again()
        self._costly_again()
        self._report_draw_warning()
        self._late_answer_due()
        if self._pause_elapsed is not None and self.between_rounds and self.session.waiting_updates():
            token, self._pause_elapsed = self._pause_elapsed, None
            self.continue_round(token)  # the first move of the next round came: it goes on

    def clamp_focus(self) -> None:
        count = len(self.session.view().hand)
        self.focus = max(0, min(self.focus, count - 1)) if count else 0

    def results_scene(self) -> CountingResults:
        """The counting results for the finished game."""
        return CountingResults(self.app, self.setup, self.session.view(), self.out_rounds, hints=self.hints_used,
                               played_out=self._played_out, me=self.me,
                               history=self.results_history())

    # ----------------------------------------------------------------- animation and drawing
    def animate_event(self, event: Event) -> None:
        """A played card slides to the pile, a paid token leaves its seat, a threshold pulses."""
        if isinstance(event, CardPlayed):
            self.anims.start("slide", 0.25, seat=event.seat, card=event.card)
        elif isinstance(event, TokensLost) and event.paid:
            self.anims.start("token", 0.3, seat=event.seat)
        elif isinstance(event, ThresholdReached):
            self.anims.start("pulse", 0.3, threshold=event.threshold)

    def status_line(self, view: CountingView | None = None, between: bool | None = None) -> str:
        """The short status under the table: whose turn, a value choice, a pause; online, the
        wait for a person's first card of a new round as T says it ("Waiting for Ben's first
        card of round 2.", C-21); of ``view`` and ``between`` (between rounds) when given (the
        game as drawn before a batch still being said: :meth:`drawn_status`), else as the game
        stands."""
        view = view if view is not None else self.session.view()
        between = self.between_rounds if between is None else between
        if self.spectating and not between and view.winner is None:
            if view.turn is None:
                return _(online_text.WATCHING_STATUS)
            return _(online_text.WATCHING_STATUS_TURN).format(name=text.player_name(self.me, view.turn))
        if self.choice is not None:
            return text.value_status_text(self.me, self.choice.card, self.choice.value, view.total,
                                          view.tokens[self.seat], self.others_in(), view.tokens)
        if between:
            return self.round_over_status
        if view.winner is not None:
            return text.game_ended_text(self.me, GameEnded(view.winner))
        if self.seat in view.eliminated:  # out: watching (C-18)
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
        if self.round_start_waits_for(view) is not None and not self.away_text(view.turn):
            # as T says it (C-21): the person may still be on the last round's end
            return text.round_start_wait_text(self.me, view.turn, view.round)
        return pgettext("status line", "{name}'s turn").format(name=text.player_name(self.me, view.turn))

    def drawn_status(self) -> str:
        """The status line as drawn: as it was before the batch still being said until that
        batch's newest line begins (:meth:`CardTable.hold_status`), else :meth:`status_line`."""
        old = self.line_hold.shown("status", None)
        return self.status_line() if old is None else self.status_line(*old)

    def drawn_view(self) -> CountingView:
        """The view the table is drawn from (:meth:`shown_view`), as the ear has it: the seats'
        tokens before a loss still being said (:mod:`.tokens_hold`), the turn marked as before
        the batch until its newest line begins, with the status line (:meth:`drawn_status`), the
        pile's card and total as before a card until its line begins, the direction as before
        a reversal until its line begins (:meth:`_hold_cards`), and the hand, its count and the
        stock as before a card drawn until its line begins (:meth:`_hold_drawn`)."""
        view = self.tokens_hold.drawn(self.shown_view())
        old = self.line_hold.shown("status", None)
        if old is not None and old[0].turn != view.turn:
            view = replace(view, turn=old[0].turn)
        pile = self.line_hold.shown("pile", None)  # the card and total before a card whose line has not begun
        if pile is not None:
            view = replace(view, pile_top=pile[0], total=pile[1])
        direction = self.line_hold.shown("direction", None)  # until "Direction reversed: ..." begins
        if direction is not None:
            view = replace(view, direction=direction)
        held = self.line_hold.shown("hand", None)  # without the card drawn until "You draw ..." begins
        if held is not None:
            hand, seat, stock = held
            counts = list(view.hand_counts)
            counts[seat] = len(hand)
            view = replace(view, hand=hand, hand_counts=tuple(counts), stock_size=stock)
        return view

    def draw(self, surface: pygame.Surface, layout: Layout) -> None:
        """The table as the ear has it (:meth:`drawn_view`, :meth:`drawn_status`); every text
        drawn is kept in :attr:`placements` with its words."""
        self.placements = Placements()
        draw_table(surface, layout, self.app.fonts, self.app.theme, self.drawn_view(),
                   focus=self.focus if self.choice is None else self.choice.slot,
                   status=self.drawn_status(), anims=self.anims, me=self.me, names=self.placements)
