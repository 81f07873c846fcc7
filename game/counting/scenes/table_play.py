"""The counting table's keys that play (C-22): a card by its place (1 to 9) or the focused one
(Enter), an ace's or a 10's value chosen before it is played (C-10, Up and Down), the focus in
the hand (Left, Right, Home, End), and why such a key does nothing now (refusals, and keys
pressed before the moves were heard).

A part of :class:`~.table.CountingTable` (its fields are set in ``CountingTable.__init__``:
:attr:`choice`, :attr:`focus`, ``edges``); Space is :mod:`.table_draw`'s.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from ...engine.cards import Card
from ...i18n import _, reworded_with
from ...scenes.card_table import CardTable
from ...scenes.card_table_keys import KEY_GRACE_SECONDS, KEY_GRACE_SHARE
from ...scenes.kept_key import ACT, GIVE_UP, TURN_LINE, WAIT, KeptKey
from ...speech.pace import spoken_share
from ...speech.queue import CUT, PROMPT
from ...ui.words import hand_edge_text
from .. import text
from ..actions import DrawCard, PlayCard
from ..rules import own_cost, passes_99, value_choices

OPTION_WAIT_CAP = 10.0
"""Enter kept before an arrow's answer in a value choice began (:meth:`PlayKeys._option_release`)
gives up when the answer has not begun this many seconds after the key (speech that does not
answer)."""


@dataclass
class ValueChoice:
    """An ace or a 10 waiting for its value (C-10): the card, its slot, the values, the one shown.

    ``values`` are listed as a menu lists its items: the higher value first (option 1, where Up
    goes, as Up goes toward item 1 in every menu), the lower last (option 2, Down); ``index`` is the
    one shown, 0-based."""

    slot: int
    card: Card
    values: list[int]
    index: int = 0
    prompt: Any = None
    """The line that said the option now shown while it is being said or waits: the choice's
    opening ("Ace of clubs. Ace as 1: total 65. ..."), then an arrow's answer ("Ace as 11: total
    41, passes 33: you lose 1 token, choice 1 of 2."). Enter plays nothing until its :attr:`head` was
    heard (a doubled Enter on the ace played it unheard; found by ear: Up then Enter 0.6 s later
    played the 11 before "passes 33: you lose 1 token" was heard, and a token was lost)."""
    head: int = 0
    """The characters of :attr:`prompt` that say the option ("Ace of clubs. Ace as 1: total 65,
    choice 2 of 2."): once they were heard Enter plays it; the rest (the keys) is help (found by ear:
    Enter 0.1 s before the end of a 12 s opening got "Too early"); for an arrow's answer, the
    words that name the option ("10 as plus 10"), its cost still to come (:attr:`to_end`)."""
    to_end: bool = False
    """True for an arrow's answer ("10 as plus 10: total 50, choice 1 of 2."): its :attr:`head` names
    the option ("10 as plus 10"), and its cost is its last words; Enter pressed once the head was
    heard is kept, with no sound, and plays the option once the line was heard to its end (found
    by ear online: Up, then Enter once "10 as plus 10: total 50" was heard, 55 % into the line,
    was thrown away, nothing was heard, and the turn timer ran out); so is Enter pressed before
    it, right after Up (:meth:`PlayKeys._keep_for_option`). False for the choice's opening: Enter
    once its head was heard plays at once, cutting the other option's words; before it, the
    refused cue (and "Too early: ..." where cues are not heard)."""

    chosen: bool = False
    """True while :attr:`prompt` answers the player's own Up or Down: they chose the option it
    names knowingly (the opening said what the other key gives, "Up gives ace as 11: ..."), so
    Enter pressed even before that answer named it is kept and plays it once the answer was heard
    to its end (:meth:`PlayKeys._keep_for_option`). False for the opening, the option said again
    after a refusal, and the advice's (A) choice: the player had not heard which option Enter
    would play."""

    @property
    def value(self) -> int:
        """The value now chosen for ``card``: 1 or 11 for an ace, 10 or -10 for a 10 (C-10, C-11)."""
        return self.values[self.index]


class PlayKeys(CardTable):
    """The keys of :class:`~.table.CountingTable` that play a card or choose what to play."""

    # ----------------------------------------------------------------- why a key does nothing now
    def _refuse_play(self) -> str | None:
        """Why the human cannot play now, or None."""
        if self.over or self.session.is_over():
            return text.game_over_results_text(self.me, self.session.view().winner)
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
            return self._not_your_turn(view)
        if not view.hand:
            return _(text.EMPTY_HAND_DRAW)
        return None

    def _not_your_turn(self, view) -> str:
        """"Not your turn. Anna plays next." (online, with why Anna is away), for ``view`` (a
        counting view whose turn is another seat's)."""
        return " ".join(part for part in (text.not_your_turn(self.me, view), self.away_text(view.turn)) if part)

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

    def refuse_held_play(self) -> None:
        """A key that plays (Enter, a digit) pressed while keys are held after a new deal
        (:meth:`~game.scenes.card_table.CardTable.actions_held`): it never acts in the deal not
        yet heard. When the new deal is the player's to begin, only the refused cue (the deal's
        lines, heard, tell the card; where cues are not heard "Too early: your key was not
        used. Press it again." after them: :meth:`refuse_held`). When another player plays
        first, pressing again once the deal was heard would be refused too: the answer is the
        ordinary refusal, a whole sentence said right after the deal's line, which is not cut
        ("Round 2. Anna deals. Bob plays first.", then "Not your turn. Bob plays next."; out of
        the game, a digit while the round the pause's timer dealt is said: "You are out of the
        game. Bob plays next."), as for a key pressed while the moves are said
        (:meth:`wait_for_speech`'s ``refusal``); again while it was just said, the cue only
        (:meth:`~game.scenes.card_table.CardTable.refuse_held_saying`). Found by ear: Return
        twice 0.6 s apart at the round's end was told "Too early: ... Press it again." on Bob's
        turn, said before Bob's card (C-21, C-22)."""
        refusal = self._early_refusal()
        if not refusal:
            self.refuse_held()  # one's own turn next (or the game's end, untold yet): the cue
            return
        self.refuse_held_saying(refusal)

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

    def turn_line_head(self, line: str) -> int:
        """The head of the turn line ``line``: up to the end of its sentences "Your turn." and
        "Total 26." ("Your turn. Total 26." of "Your turn. Total 26. Your cards: ... Enter plays
        the 7 of clubs."; "Round 2. Total 61. Your turn." of the line said on coming back; "Total
        46." of the shortest line said on coming back with little time left, whose seconds left
        say whose turn: :meth:`shortest_turn_words`); once it was heard, a digit plays its card
        at once and Enter is kept until the line's end
        (:meth:`~game.scenes.card_table.CardTable._keep_for_turn_line`, C-22, C-23). 0 when
        ``line`` has no such head."""
        turn, total = _("Your turn."), text.total_text(self.session.view().total)
        at_turn, at_total = line.find(turn), line.find(total)
        short = getattr(self, "_short_of_time", None)
        if at_total >= 0 and at_turn < 0 and short is not None and short.text == line:
            return at_total + len(total)
        if at_turn < 0 or at_total < 0:
            return 0
        return max(at_turn + len(turn), at_total + len(total))

    def focus_sentence(self) -> str:
        """The turn line's sentence that names the focused card: "Enter plays the 6 of hearts."
        (C-23); "" when the hand is empty."""
        hand = self.session.view().hand
        return text.enter_plays_text(hand[max(0, min(self.focus, len(hand) - 1))]) if hand else ""

    def focus_line(self) -> str:
        """Enter's answer when the turn line was cut before it named the focused card: "Enter
        plays the 6 of hearts." (C-22, C-23); "" when it is not this seat's turn to choose a card."""
        return self.focus_sentence() if self.focus_prompt() else ""

    # ----------------------------------------------------------------- playing a card, the focus in the hand
    def refuse_in_choice(self) -> None:
        """A key that plays, draws or moves the focus pressed in an ace's or a 10's value choice
        (C-10): "Choose the value first: Up or Down, then Enter, or Escape to cancel."; the line
        that said the option it stands on, cut (or dropped unbegun) by that refusal before its
        end, is said again right after it with the other option, as the opening says them: "Ace
        as 1: total 63, choice 2 of 2. Up gives ace as 11: total 73, passes 66: you lose 1
        token.", each time it is cut so (the newest refusal's line goes before it; found by ear:
        Space cut "Ace of spades. Ace as 1: ..." at 43 % with "Nothing to draw now: ...", and the
        player sat in the choice with no word of it; then, with the option said again only once,
        a second refusal key dropped it and Enter played an option never heard; then by a tester
        by ear: the other option, in the opening the key cut, was never said again). As in the
        opening, Enter plays the option once its cost was heard, cutting the rest."""
        choice = self.choice
        if choice is None:
            return
        prompt = choice.prompt
        unheard = prompt is not None and prompt.pending
        self.refuse(_(text.CHOOSING))
        if not unheard or prompt.pending:
            return  # heard whole already, or not cut (the refusal late: the cue only)
        view = self.session.view()
        option = (self.me, choice.card, choice.values, choice.index, view.total, view.tokens[self.seat],
                  self.others_in(), view.tokens)
        # TRANSLATORS: a value choice's option said again after a refusal, then the other
        # option: "Ace as 1: total 63, choice 2 of 2." and "Up gives ace as 11: total 73.".
        line = _("{option} {other}").format(option=text.value_choice_line(*option),
                                            other=text.value_other_text(*option))
        choice.prompt = self.say(line, follow=True)
        choice.head = text.value_prompt_head(line, choice.card)  # as the opening's: up to the option's cost
        choice.to_end, choice.chosen = False, False

    def _play_slot(self, slot: int, key: str | None = None) -> None:
        if self.choice is not None:
            self.refuse_in_choice()
            return
        if self._waits_for_speech() and self.wait_for_speech(turn=self._turn_next(), refusal=self._early_refusal(),
                                                             by_place=key is not None, refusal_after_moves=True):
            return  # moves not yet heard (the game's end perhaps), or the turn line's head: this key plays nothing
        reason = self._refuse_play()
        view = self.session.view()
        if reason is not None and self.waiting_for_draw() and reason == text.waiting_text(self.me, view.turn):
            self.refuse_waiting()  # C-8: once, then the cue alone; never cutting the draw warning
            return
        if reason is not None:
            # a state the player sits in (another's turn, the turn held for another's draw, the
            # game over, an empty hand to draw to): said again at each press, each cutting the
            # last, speech never went quiet and the computer players, who wait for it, never
            # played (by ear: Return every 1.4 s, "Not your turn. Anna plays next." for 4
            # minutes): the same refusal just said, the cue only
            self.refuse_again(reason)
            return
        if key is None and self.answer_unnamed_focus():
            return  # Enter: the focused card's name was never heard (the turn line cut before it): said now
        if key is None and self.advice_unheard():
            # Enter: the hint that moved the focus not heard to the card it names, or cut before
            # it: "Enter plays the queen of spades." (C-22)
            return
        hand = view.hand
        if not 0 <= slot < len(hand):
            self.refuse(text.no_such_slot(slot, len(hand)))
            return
        self.focus = slot
        card = hand[slot]
        values = value_choices(card, view.total)
        if len(values) > 1:
            # the higher value is option 1 (Up), the lower option 2 (Down), and the choice starts on
            # the lower for an ace and a 10 alike: it never passes more thresholds than the higher
            # one (C-13, C-15), so a quick Enter never pays
            ordered = sorted(values, reverse=True)
            index = len(ordered) - 1
            advised = self.advised
            if advised is not None and advised[:3] == (self.hint_position(), slot, card) and advised[3] in ordered:
                index = ordered.index(advised[3])  # the hint's value (A): its opening says it, with its cost
            self.choice = ValueChoice(slot, card, ordered, index=index)
            prompt = text.value_prompt(self.me, card, self.choice.value, view.total, view.tokens[self.seat],
                                       self.others_in(), view.tokens)
            self.choice.prompt = self.say(prompt, interrupt=True, cue="move", step=True)
            self.choice.head = text.value_prompt_head(prompt, card)
            self.mark_dirty()
            return
        if self._warn_costly(view, slot, card, key):
            return
        self._human_act(PlayCard(self.seat, card, values[0] if values else None))

    # ----------------------------------------------------------------- the hint's advice (C-22)
    def say_hint(self, sentence: str, advice: Any) -> None:
        """Say the hint (A) and put the focus on the card it advises, so Enter right after it
        plays it ("Play the queen of spades: ..." names the card Enter plays now); for an ace or
        a 10 ("Play the ace of spades as 11: ..."), Enter opens the value choice on that value.
        In that card's value choice, the hint chooses the value and says where the choice is
        ("... The choice is now on plus 10: Enter plays it."; found by ear: it moved to plus 10
        unsaid, C-10, C-11), and Enter plays it once the hint was heard to its end, as after Up
        or Down; a value choice of another card is closed, and the hint says so ("... The value
        choice for the 10 of clubs is closed."; found by ear: it closed silently). A card no
        longer in the hand moves nothing."""
        hand = self.session.view().hand
        choice = self.choice
        if choice is not None and choice.card == advice.card and advice.value in choice.values:
            index = choice.values.index(advice.value)
            value, moved = advice.value, index != choice.index
            sentence = reworded_with(sentence, lambda: text.choice_advised_text(value, moved))
            choice.index = index
            choice.prompt = self.say_after_moves(sentence)
            colon = sentence.find(":")
            choice.head = colon if colon > 0 else len(sentence)  # "Play the ace of spades as 11"
            choice.to_end, choice.chosen = True, False
            return
        if advice.card not in hand:
            self.say_after_moves(sentence)
            return
        if choice is not None:
            closed = choice.card
            sentence = reworded_with(sentence, lambda: text.choice_closed_text(closed))
        self.choice = None
        self.costly_armed = None
        self.edges.clear()
        self.focus = hand.index(advice.card)
        self.advised = (self.hint_position(), self.focus, advice.card, advice.value)
        # a turn line still waiting is worded anew after it; Enter waits for "Play the queen of spades:"
        self.note_advice(self.say_focus(sentence, cue=None, after_moves=True))

    def advice_state(self) -> tuple:
        """The hand: a hint cut before it named its card is answered for on Enter while the hand
        is as it left it (:meth:`~game.scenes.card_table.CardTable.advice_unheard`: "Enter plays
        the queen of spades."; a card played by its digit ends that; C-22)."""
        return tuple(self.session.view().hand)

    def _warn_costly(self, view, slot: int, card: Card, key: str | None = None) -> bool:
        """True when this key only warns, and it was not just warned of: ``card`` passes 99 (C-15:
        the round ends and it costs 2 tokens or more) while another card in the hand would not;
        or it passes 33 or 66 (C-13: it costs a token, and may put the player out, C-18) while
        another card in the hand costs them nothing (found by testers by ear: "Enter plays the 2
        of spades.", and the 2 doubled 32 to 64, a token lost with a free card in hand), unless
        the hint (A) advised that card for this hand, saying what it costs.
        The warning names the card, the total and the cost ("The 9 of spades takes the total to
        104, past 99: you lose 2 tokens. Press Enter again to play it."; "The jack of spades
        takes the total to 35, past 33: you lose 1 token and are out. ..."), and the key pressed
        (``key``, a number key's digit: "Press 3 again to play it."); the focus is on the card, so
        Enter (or its number) again plays it (C-22). An ace's or a 10's choice is not warned of:
        its values are said with their totals first.
        The second press plays the card only once the warning was heard to its end: a press while
        it is still being said (a key pressed twice quickly) plays only the refused cue and keeps
        the warning going (a key pressed before what it acts on was heard never acts)."""
        armed, self.costly_armed = self.costly_armed, None
        total, tokens = view.total, view.tokens[self.seat]
        if passes_99(card, total):
            if not any(not passes_99(other, total) for other in view.hand):
                return False
        elif not (own_cost(card, total) > 0 and any(own_cost(other, total) == 0 for other in view.hand)):
            return False
        elif self.advised is not None and self.advised[:3] == (self.hint_position(), slot, card):
            return False  # the hint (A) chose it, saying its cost ("it costs you 1 token now, but ...")
        armed_key = (view.round, total, tuple(view.hand), slot)
        if armed is not None and armed[0] == armed_key:
            if not self.refused_until_heard(armed[1]):
                return False
            self.costly_armed = armed  # the warning still being said: this press is too early
            return True
        line = text.costly_card_warning(card, total, tokens, key=key)
        warning = self.say(line, interrupt=True, cue="refused", step=True)
        self.costly_armed = (armed_key, warning, line)
        self.mark_dirty()
        return True

    def _costly_again(self) -> None:
        """C-22: a costly card's warning ("... Press Enter again to play it.") cut by another key's
        answer before it was said to its end (a refusal, a status key) is said again right after
        that answer while the same card waits for the second press, so the player always hears
        what is awaited (found by a tester by ear: Space 0.8 s into it, "Nothing to draw now:
        ...", and the game waited 6.5 minutes in silence). Not said again when the focus moved
        or the hand or total changed (the press would warn anew), nor after Ctrl (the player
        silenced speech). Called every frame (:meth:`update`), so in the frame of the key that
        cut it."""
        armed = self.costly_armed
        if armed is None or armed[1] is None or armed[1].pending:
            return
        warning = armed[1]
        self.costly_armed = (armed[0], None, armed[2])  # checked once: heard whole, or said again below
        if warning.state != CUT or self.choice is not None or not self.app.announcer.speech_busy():
            return
        view = self.session.view()
        if (view.round, view.total, tuple(view.hand), self.focus) != armed[0] or view.turn != self.seat:
            return
        self.costly_armed = (armed[0], self.say(armed[2], kind=PROMPT), armed[2])

    def _enter(self) -> None:
        if self.choice is not None:
            if self.wait_for_speech(turn=True):
                return
            prompt = self.choice.prompt
            heard = self.line_heard_to(prompt, self.choice.head)
            if (self.choice.to_end and (heard or self.choice.chosen) and prompt is not None and prompt.pending
                    and self._keep_for_option(prompt, heard)):
                return  # an arrow's option not yet heard to its end (its cost): Enter plays it at the line's end (C-10)
            if not heard and self.refused_until_heard(prompt):
                return  # the option not heard yet (C-10, C-22); once it was, Enter plays it, cutting the rest
            choice, self.choice = self.choice, None
            self._human_act(PlayCard(self.seat, choice.card, choice.value))
        elif self.plays_out_now() and self.out_unheard():
            self.enter_before_out_heard()  # kept until "You are out: ..." was heard, or refused (C-18, C-22)
        elif self.plays_out_now():
            self.play_out()  # online the server's computer players play on at their pace
        elif (self.between_rounds or self._waits_for_speech()) and self.wait_for_speech(
                turn=self._turn_next(), end=self.between_rounds, again=self._enter if self.between_rounds else None,
                refusal=self._early_refusal(), refusal_after_moves=True):
            return  # the game's end, a round's end or moves still being said: Enter does nothing yet
        elif self.over and self.out_unheard():
            self.refuse_held()  # the player's own line that ended the game ("You are out.") not yet heard (C-20)
        elif self.over:
            self.show_results()
        elif self.between_rounds:
            self.continue_round()
        else:
            self._play_slot(self.focus)

    def _keep_for_option(self, said: Any, named: bool) -> bool:
        """Enter pressed while an arrow's answer ``said`` waits or is said (:attr:`ValueChoice.to_end`):
        kept, with no sound, until ``said`` was heard to its end, then handled again (it plays
        the option; another key pressed meanwhile, an arrow, Escape, drops it). Once the line
        ``named`` the option ("Ace as 11"), a line that shows the key came earlier than it seemed
        (far slower speech) gives it up with the refused cue, as
        :meth:`~game.scenes.card_table.CardTable._line_release` tells. Before that (Up, then
        Enter at once: the player chose the option Up gives, which the choice's opening named,
        "Up gives ace as 11: ..."), it plays the option all the same once the line, its cost
        included, was heard to its end (found by a tester by ear online: Up then Enter within a
        second was refused, "Too early: ...", and the turn timer ran out); only a line still
        unsaid long after it should have ended gives it up (:meth:`_option_release`). Returns True when
        kept; False for a key not pressed by the player (its intent unknown: refused as before)."""
        if getattr(self.app, "intent_now", None) is None:
            return False
        now = self.app.announcer.queue.now
        if not named:
            self._keep_key(TURN_LINE, self._option_release(said), now)
            return True
        head = self.choice.head if self.choice is not None else 0
        share = min(KEY_GRACE_SHARE, spoken_share(said.text, head)) if said.text else KEY_GRACE_SHARE
        self._keep_key(TURN_LINE, self._line_release(said, share), now)
        return True

    def _option_release(self, said: Any) -> Callable[[KeptKey], str]:
        """The release of Enter kept before an arrow's answer ``said`` named its option
        (:meth:`_keep_for_option`): it acts once ``said`` is no longer said nor waiting; it gives
        up (the refused cue) while ``said`` waits :data:`OPTION_WAIT_CAP` seconds after the key
        without beginning, or is still being said twice its expected length (plus
        :data:`~game.scenes.card_table_keys.KEY_GRACE_SECONDS`) after it began: speech that does
        not answer."""
        queue = self.app.announcer.queue

        def release(kept: KeptKey) -> str:
            if not said.pending:
                return ACT
            if said.started is None:
                return GIVE_UP if queue.now - kept.at > OPTION_WAIT_CAP else WAIT
            overdue = queue.now - said.started > 2 * queue.expected_seconds(said.text) + KEY_GRACE_SECONDS
            return GIVE_UP if overdue else WAIT
        return release

    def _human_act(self, action: PlayCard | DrawCard) -> None:
        events = self.try_apply(action)  # the checks above should make a refusal unreachable
        if events is not None:
            self._after(events, own=True)
            if isinstance(action, DrawCard):
                self.replan_cpu()  # the wait for the draw is over: the normal delay from now

    def _move_focus(self, step: int, jump: bool = False) -> None:
        """Left/Right move ``step`` places, stopping at the ends of the hand ("Start of hand. 6 of
        hearts, 1 of 3" / "End of hand. 2 of spades, 3 of 3": the edge and the card kept, once while
        the key is held, as the trick game's hand and every list do);
        Home/End (``jump``) go to slot ``step`` (-1: the last) (C-22). A turn line still waiting is
        said after the answer with the card the focus is on now (:meth:`say_focus`, C-23). In an
        ace's or a 10's value choice the key is refused with what to do, once while it is held
        (found by ear: Right held 1.5 s said "Choose the value first: ..." 20 times, each cutting
        the last)."""
        if self.choice is not None:
            if self.edges.first("choosing"):
                self.refuse_in_choice()
            return
        hand = self.session.view().hand
        if self.watching():
            self.refuse_again(_(text.OUT_OF_GAME))  # out (C-18): every arrow the same: said once
            return
        if not hand:
            self.refuse_again(_(text.HAND_EMPTY))
            return
        self.costly_armed = None  # a warned card's second press must follow the warning
        if jump:
            self.focus = step % len(hand)
        elif not 0 <= self.focus + step < len(hand):
            if self.edges.first(("hand", step)):  # the card kept is named: a held key's last move may be cut
                self.refuse(hand_edge_text(step, self._focus_line()))
                self.focus_told()
            return
        else:
            self.focus += step
        self.edges.clear()
        self.say_focus(self._focus_line())  # a turn line waiting: worded anew
        self.mark_dirty()

    def _focus_line(self) -> str:
        """The focused card as Left/Right say it, with the total it would give on the pile as it
        is now, read when the key is pressed: "5 of spades: total 62, 3 of 3" (C-10, C-22); a
        jack names whom it would skip by the direction now: "Jack of clubs: total 40, skips Bob,
        1 of 3" (C-16). While other players' moves are still being said or wait
        (:meth:`moves_unheard`), the card and its place only: "2 of spades, 2 of 3": the total,
        the direction and who is still in are those after moves not yet heard, and the answer,
        said first, would tell their result before them."""
        view = self.session.view()
        if self.moves_unheard():
            return text.focus_place_text(view.hand[self.focus], self.focus, len(view.hand))
        players_in = view.options.players - len(view.eliminated)
        return text.focus_text(view.hand[self.focus], self.focus, len(view.hand), view.total, players_in, self.me,
                               view.jack_skips(), self.others_in(), view.tokens)

    # ----------------------------------------------------------------- an ace's or a 10's value (C-10)
    def _change_value(self, higher: bool) -> None:
        """Up/+ the higher value (11, plus 10: "choice 1 of 2"), Down/- the lower (1, minus 10: "choice 2 of 2"),
        numbered as a menu's items, Up toward 1. A key pressed at an end says so with the option
        kept, in a menu's words: "Top. Ace as 11: total 101, passes 99: you lose 2 tokens, choice 1
        of 2." (Down: "Bottom. ..."), once while the key is held; a held key acts once: the
        auto-repeat of the key that reached the end says nothing, and the option it said goes on,
        uncut (found by ear: Up held cut "Ace as 11: total 101, passes 99: ..." after 0.4 s with
        the end's words, and the cost was never heard)."""
        if self.choice is None:
            if self.waiting_for_draw():
                self.refuse_waiting()  # once, then the cue alone (C-8)
            elif self.watching():
                self.refuse_again(_(text.OUT_OF_GAME))  # out (C-18): no ace or 10 to choose for, ever
            else:
                self.refuse(_(text.NO_CHOICE))
            return
        values = self.choice.values
        wanted = values.index(max(values) if higher else min(values))
        view = self.session.view()
        line = text.value_choice_line(self.me, self.choice.card, values, wanted, view.total, view.tokens[self.seat],
                                      self.others_in(), view.tokens)
        if wanted == self.choice.index:
            if self.edges.first(("value", higher)):
                self.refuse(text.value_limit_text(higher, line))
            return
        self.edges.clear()
        self.edges.first(("value", higher))  # the end reached: this key's auto-repeat says nothing (held, it acts once)
        self.choice.index = wanted
        # Enter plays this option once it was heard to its end: its cost is its last words
        self.choice.prompt = self.say(line, interrupt=True, cue="move")
        self.choice.head = text.value_option_head(line, self.choice.card, self.choice.value)
        self.choice.to_end = self.choice.chosen = True
        self.mark_dirty()

    def others_in(self) -> list[int]:
        """The other seats still in the game (named in a two-player value choice)."""
        return self.session.view().others_in()

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
                or sorted(value_choices(choice.card, view.total), reverse=True) != choice.values:
            self.choice = None
            self.mark_dirty()
