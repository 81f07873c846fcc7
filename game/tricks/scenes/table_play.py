"""The trick table's keys that bid and play (T-28): marking three bid cards, choosing a premium,
confirming the bid, playing the focused card, and why such a key does nothing now.

A part of :class:`~.table.TricksTable` (its fields are set in ``TricksTable.__init__``:
``marked``, ``premium_index``, ``_premium_prompt``, ``_bid_sent``); the focus is
:mod:`.table_focus`'s.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine.cards import Card
from ...engine.events import Event
from ...i18n import _, join_words, ngettext, reworded_with
from ...scenes.kept_key import TURN_LINE
from ...speech.queue import PROMPT
from ...table import online_text
from .. import text
from ..actions import Bid, Play
from ..events import DealStarted, PremiumsResolved
from ..rules import premium_choices
from ..view import TricksView
from .table_focus import HandFocus

READING_KEYS = frozenset(("previous_card", "next_card", "first_card", "last_card", "previous_suit", "next_suit"))
"""The keys that read the hand (the arrows, Home, End): they act once the bid prompt's first
sentence, "Choose 3 bid cards.", was heard (:meth:`PlayKeys.deal_opening_unheard`)."""
OPENING_KEYS = READING_KEYS | {"mark", "enter", "hint"}
"""The keys that read the hand or bid: none acts before a deal's opening and its bid prompt were
heard (:meth:`PlayKeys.deal_opening_unheard`)."""


class PlayKeys(HandFocus):
    """Bidding and playing, a part of :class:`~.table.TricksTable` (on the focus in the hand:
    :class:`~.table_focus.HandFocus`)."""

    _premium_prompt: Any
    _deal_opening: Any
    """The last line of a deal's opening said at this table ("Choose 3 bid cards. ...; focus: 9 of
    spades.", after "Deal 1. Anna deals. No trumps. You lead."), while the keys that read the
    hand or bid wait for it (:meth:`deal_opening_unheard`); None once it was heard."""
    advised_premium: tuple | None
    """The bid hint's premium (T-28): (its position, the cards it marked, the premium, its sampled
    chance of making the bid, 0 to 1, and :meth:`bid_hint_key` then); the premium choice opened on
    those cards there starts on it, and its hint (A) says that premium and chance again."""

    # ----------------------------------------------------------------- the deal's opening (T-28, T-29)
    def note_deal_opening(self, events: Sequence[Event]) -> None:
        """``events`` were just said: when they start a deal this seat bids in, the newest line
        said (the bid prompt, which follows the game's opening and the deal's first line) is
        the one the keys that read the hand or bid wait for (:meth:`deal_opening_unheard`)."""
        if not self.spectating and any(isinstance(event, DealStarted) for event in events):
            self._deal_opening = self.newest_line()

    def note_resumed_opening(self, said: Any = None) -> None:
        """The game continued or come back to (the pause menu, F1) in this seat's bidding: the line
        just said names the deal and holds the bid prompt ("Trick game. Deal 2. Trumps: hearts.
        Choose 3 bid cards. ..."), and the keys that read the hand or bid wait for it as for a
        deal's opening (:meth:`deal_opening_unheard`; found by ear: Right and Space 0.5 s after
        Resume, and after Continue with a card marked before, read the hand and marked a card
        while "Choose 3 bid cards." was unheard; T-28, T-29). ``said``: that line (None: the
        prompt naming the focus, :meth:`keep_focus_prompt`)."""
        if said is None and self._focus_prompt is not None:
            said = self._focus_prompt[0]
        if said is not None and said is self._reminded:
            return  # heard before the cover, nothing changed under it: a reminder (CardTable.resume)
        view = self.view
        if (said is None or not said.pending or self.spectating or view.phase != "bidding" or view.bid is not None
                or self.premium_index is not None or _(text.BID_PROMPT) not in said.text):
            return
        self._deal_opening = said

    def deal_opening_unheard(self, name: str) -> bool:
        """A key that reads the hand or bids (``name``, one of :data:`OPENING_KEYS`) pressed while
        a deal's opening ("Trick game, standard, target 200. ...", "Deal 1. Anna deals. No
        trumps. You lead.", "Choose 3 bid cards. H reads your hand; focus: 9 of spades.") is
        still being said or waits: True, and the key does nothing now; the lines go on, uncut
        (found by ear: Left, Right and Space pressed during the game's opening cut it for good,
        marked a bid card, and the bid prompt was never said). An arrow (Home, End) acts once
        the bid prompt's first sentence, "Choose 3 bid cards.", was heard, as it names the card
        itself (or was heard before a status key cut the prompt, said again after its answer),
        whether in the bid prompt or in the line said on Continue or on coming back, which holds
        it ("Trick game resumed. Deal 1. ... Choose 3 bid cards. ..."); earlier, only the refused
        cue. Space, Enter and A wait for the whole prompt as Enter
        waits for the turn line: kept when pressed late in it (its last second, after 60 % of
        it) or while it waits to be said again after a status key's answer cut it, and acting
        once it was heard; earlier, only the refused cue
        (:meth:`~game.scenes.card_table.CardTable._keep_for_turn_line`). False once it was
        heard (or silenced by Ctrl), or when the bidding is no longer this seat's to begin."""
        said = self._deal_opening
        if said is None:
            return False
        view = self.view
        if (not said.pending or self.between_deals or view.phase != "bidding" or view.bid is not None
                or self.premium_index is not None):
            self._deal_opening = None
            return False
        prompt = self._focus_prompt[0] if self._focus_prompt is not None else None
        if name in READING_KEYS:
            # (the bid prompt's first sentence, in the prompt or in the line said on Continue,
            # which is no prompt naming the focus in bidding: found by ear, arrows after Continue
            # waited for its whole 13.6 s instead of "Choose 3 bid cards.")
            at = said.text.find(_(text.BID_PROMPT))
            head = at + len(_(text.BID_PROMPT)) if at >= 0 else 0
            if head and (self.line_heard_to(said, head) or self._head_heard_before(said, head)):
                self._deal_opening = None
                return False  # "Choose 3 bid cards." heard: the arrow reads the hand, cutting the rest
            self.refused_cue()
            return True
        if said is prompt:
            return self._keep_for_turn_line()
        self.refused_cue()
        return True

    # ----------------------------------------------------------------- bidding (T-28)
    def _can_bid(self) -> str | None:
        """Why the human cannot mark bid cards now, or None."""
        view = self.view
        if view.phase == "over" or self.over:
            return text.game_over_text(self.me, view.winner)
        if self.between_deals:
            return _("The deal is over.")
        if view.phase != "bidding":
            return _("Bidding is over. Enter plays the focused card.")
        if self._bid_sent is not None:
            return _(online_text.WAITING_ANSWER)
        if view.bid is not None:
            waiting = [text.name_mid(self.me, seat) for seat in view.to_act]
            return ngettext("You have bid. Waiting for {names}.", "You have bid. Waiting for {names}.",
                            len(waiting)).format(names=join_words(waiting))
        return None

    def _mark(self) -> None:
        reason = self._can_bid()
        if reason is not None:
            if self.wait_for_speech(refusal=reason, refusal_after_moves=True):
                # the moves that ended one's bidding not yet said (one's own time-out, the bid made
                # for one, the lead): the refusal comes after them (found by ear: "Bidding is over.
                # Enter plays the focused card." before "Laid aside for you: ..."; T-28)
                return
            self.refuse_again(reason)  # a state one sits in (bid, waiting, bidding over): said once
            return
        if self.advice_unheard("focus"):
            # the hint that marked the bid cards and moved the focus not heard yet, or cut before
            # it said them: "Bid 5: heart, club, diamond. Enter confirms. Focus: ace of hearts." (T-28)
            return
        if self.premium_index is not None:
            self.refuse(_("Choose a premium with Up and Down, then Enter. Escape goes back."))
            return
        view = self.view
        cards = self._focus_cards()
        card = cards[self.focus]
        if card in self.marked:
            self.marked.remove(card)
            marked = False
        else:
            if len(self.marked) == 3:
                self.refuse(_("You have marked 3 bid cards. Unmark one first.") + " "
                            + text.marked_text(self.marked, view.joker_as, confirm=True))
                return
            self.marked.append(card)
            self.marked.sort(key=cards.index)  # hand order, as on screen
            marked = True
        self.app.announcer.drop_prompts(self)  # "Choose 3 bid cards. ...; focus: ..." still waiting is outdated now
        self.say(text.mark_text(card, marked, self.marked, view.joker_as), interrupt=True, cue="move", step=True)
        self.advice_named("focus", "marks")  # the answer names the card and the bid cards marked
        self.mark_dirty()
        self.save_marks()

    def save_marks(self) -> None:
        """Tell the session the bid cards marked now (T-6): a local game's autosaves them
        (Continue marks them again); an online one tells the server (``marks``: when the turn
        timer runs out with three marked, those are bid)."""
        note = getattr(self.session, "note_marked", None)
        if note is not None:
            note([card.code for card in self.marked])

    def _premium_choices(self) -> tuple[str | None, ...]:
        """The premium offers with a bid (T-9, T-22, T-27): the session's, or online the
        table's options'."""
        choices = getattr(self.session, "premium_choices", None)
        return choices() if choices is not None else premium_choices(self.setup.options)

    def _confirm_marks(self) -> None:
        if len(self.marked) != 3 and self._hint_pending:
            # A pressed, the bid hint still being worked out: it marks the bid cards, so "Mark 3
            # bid cards with Space. 0 marked." would be untrue once it is said, seconds later
            # (found by a tester by ear: A, Enter 1 s later, that refusal, then the hint marking
            # 3 cards); the player is told it is coming, and its "Enter confirms." follows (T-28)
            self.refuse_again(_("Your hint is coming: wait for it."))
            return
        if len(self.marked) != 3:
            self.refuse_again(_("Mark 3 bid cards with Space. {count} marked.").format(count=len(self.marked)))
            return
        choices = self._premium_choices()
        if len(choices) == 1:
            self._bid(choices[0])
            return
        position = self.hint_position()  # (before the premium choice opens: where the bid hint was asked)
        advised = self.advised_premium
        self.premium_index = 0
        if advised is not None and advised[:2] == (position, tuple(self.marked)) and advised[2] in choices:
            self.premium_index = choices.index(advised[2])  # the premium of the hint that marked these (T-28)
        self.app.announcer.drop_prompts(self)  # the bid prompt, if still waiting, is outdated
        self._premium_prompt = self.say(self.premium_words(), interrupt=True, step=True)
        self.mark_dirty()

    def premium_words(self) -> str:
        """The premium choice where it stands (T-9), "" outside it: "Bid 2. Choose a premium. No
        premium, 1 of 2: your bid stays secret."."""
        view = self.view
        if self.premium_index is None or view.phase != "bidding" or view.bid is not None:
            return ""
        choices = self._premium_choices()
        index = min(self.premium_index, len(choices) - 1)
        return text.premium_prompt(text.bid_of(self.marked, view.joker_as), choices[index], index, len(choices))

    def turn_reminder(self) -> str:
        """As :meth:`HandFocus.turn_reminder`; in the premium choice, the choice where it stands
        (:meth:`premium_words`): the line said on coming back there, cut by a status key, is said
        again as that choice alone (T-9, T-28; found by a tester by ear: F1, Escape, T late in
        "Trick game. Deal 1. No trumps. Bid 2. Choose a premium. ...": "No trumps.", then silence,
        the choice never said again)."""
        return self.premium_words() or super().turn_reminder()

    def resume_urges(self) -> bool:
        """As :meth:`CardTable.resume_urges`, and in the premium choice (T-9): the line said on
        coming back tells what Enter chooses, so a status key's answer goes before it, never in
        its place (found by a tester by ear: T replaced it, and the choice was never said)."""
        return super().resume_urges() or bool(self.premium_words())

    def _move_premium(self, step: int) -> None:
        """Up/Down through the premium choice (T-9); it stops at its ends as the menus do: "Top.
        No premium, 1 of 3: ..." / "Bottom. Reveal, 3 of 3: ...", said once while the key is held."""
        choices = self._premium_choices()
        assert self.premium_index is not None
        self._premium_prompt = None  # an arrow was answered: Enter chooses the item it said
        target = self.premium_index + step
        if not 0 <= target < len(choices):
            if self.edges.first(("premium", step)):
                item = text.premium_item_text(choices[self.premium_index], self.premium_index, len(choices))
                self.say((_("Top. {line}") if target < 0 else _("Bottom. {line}")).format(line=item),
                         interrupt=True, cue="refused")
            return
        self.edges.clear()
        self.premium_index = target
        self.advice_named("premium")  # the answer names the premium Enter chooses
        self.say(text.premium_item_text(choices[self.premium_index], self.premium_index, len(choices)),
                 interrupt=True, cue="move")
        self.mark_dirty()

    def _jump_premium(self, step: int) -> None:
        """Home (``step`` -1) / End (1): the first or last premium choice ("Reveal, 3 of 3: ..."),
        as a menu's Home and End (T-9)."""
        choices = self._premium_choices()
        self.edges.clear()
        self._premium_prompt = None
        self.premium_index = 0 if step < 0 else len(choices) - 1
        self.advice_named("premium")
        self.say(text.premium_item_text(choices[self.premium_index], self.premium_index, len(choices)),
                 interrupt=True, cue="move")
        self.mark_dirty()

    def _bid(self, premium: str | None) -> None:
        cards = tuple(self.marked)
        joker_as = self.view.joker_as
        if self.online and self._bid_sent is not None:
            self.refuse(_(online_text.WAITING_ANSWER))
            return
        events = self.try_apply(Bid(self.seat, cards, premium))
        if events is None:
            return
        if self.online:  # the server answers later: remote_events says the bid (a refusal keeps the marks)
            self._bid_sent = (cards, premium, joker_as)
            self.premium_index = None
            self.mark_dirty()
            return
        self._bid_done(cards, premium, joker_as, events)

    def _bid_done(self, cards: tuple[Card, ...], premium: str | None, joker_as: Card | None,
                  events: list[Event]) -> None:
        """The bid of ``cards`` with ``premium`` was taken: say it and its ``events``."""
        self.premium_index = None
        self.marked = []
        self.save_marks()
        self.focus = 0
        if premium is not None and self._premium_stands(events):
            self._after(events, own=True)  # "You declare: bid 3. Your bid cards: ..." says it all
            return
        self.say(text.bid_confirmed_text(text.bid_of(cards, joker_as), cards, premium, joker_as,
                                         premiums=len(self._premium_choices()) > 1), move=True)
        after = self.view
        waiting = [text.name_mid(self.me, seat) for seat in after.to_act] if after.phase == "bidding" else []
        if waiting:
            self.say(ngettext("Waiting for {names}.", "Waiting for {names}.", len(waiting)).format(
                names=join_words(waiting)), kind=PROMPT, own=True)
        self._after(events, own=True, interrupt=False)

    def _premium_stands(self, events: Sequence[Event]) -> bool:
        """True when ``events`` resolve the premiums and this seat's offer stands (T-9)."""
        return any(isinstance(event, PremiumsResolved) and any(seat == self.seat for seat, *_ in event.standing)
                   for event in events)

    # ----------------------------------------------------------------- the hint's advice (T-28)
    def say_hint(self, sentence: str, advice: Any) -> None:
        """Say the hint (A) and put the focus on what it advises, so Enter right after it does
        that (T-28): the card to play ("Lead the 6 of clubs: ..." names the card Enter plays
        now); the three bid cards, marked in place of those marked before, the hint then saying
        so ("... These cards are marked: Enter confirms."), and the premium
        choice Enter opens for them starts on the premium it names; the premium, chosen in the
        premium choice ("Choose declare: ..."). Advice the table can no longer
        follow (a card no longer in the hand) moves nothing."""
        kind, what = advice
        cards = self._focus_cards()
        if kind == "play" and what in cards:
            self.edges.clear()
            self.focus = cards.index(what)
            # a turn line still waiting is worded anew after it; Enter waits for "Lead the 6 of clubs:"
            self.note_advice(self.say_focus(sentence, cue=None, after_moves=True))
            return
        sets: frozenset[str] = frozenset()
        if kind == "premium" and self.premium_index is not None and what in self._premium_choices():
            self.edges.clear()
            self.premium_index = self._premium_choices().index(what)
            self._premium_prompt = None  # the hint named the choice: Enter chooses it ("Choose declare:" heard)
            sets = frozenset({"premium"})
        elif (kind == "bid" and self.premium_index is None and self._bid_sent is None
              and all(card in cards for card in what[0])):
            self.marked = sorted(what[0], key=cards.index)  # hand order, as on screen
            self.focus = cards.index(self.marked[0])
            self.advised_premium = (self.hint_position(), tuple(self.marked), what[1], what[2],
                                    self.bid_hint_key())
            self.app.announcer.drop_prompts(self)  # "Choose 3 bid cards. ...; focus: ..." still waiting is outdated
            self.save_marks()
            sentence = reworded_with(sentence, text.advice_marked_text)  # worded again with the hint
            sets = frozenset({"focus", "marks"})
        said = self.say_after_moves(sentence)  # after the other players' moves still being said (T-28)
        # Enter and Space wait for the words that say what it set ("Bid 5 with ... and declare:")
        self.note_advice(said if sets else None, sets)

    def advice_state(self) -> tuple:
        """The bidding or play as far as the hint's advice stands: the phase, one's bid, whether
        the premium choice is open, the bid cards marked and the cards in hand (the dummy's when
        one plays it); a hint cut before it said what it set is answered for while these are as
        it left them (:meth:`~game.scenes.card_table.CardTable.advice_unheard`, T-28)."""
        view = self.view
        return (view.phase, view.bid, self.between_deals, self.premium_index is not None, tuple(self.marked),
                tuple(self._focus_cards()))

    def answer_missed_advice(self, missed: frozenset[str]) -> bool:
        """A key that acts on what the hint set, the hint cut before it said so (T-28): in the
        premium choice, Enter says the premium the hint chose, as Up and Down say it ("Declare, 2
        of 2: your bid cards are shown to all. ..."); in bidding, Enter or Space says the bid
        cards the hint marked and the card in focus ("Bid 5: heart, club, diamond. Enter
        confirms. Focus: ace of hearts."); each with the refused cue, and the key acts once it
        was heard (a status key that cuts it before its end has it said again at the next such
        key). In play, the card in focus ("Focus: 10 of hearts. Enter plays it.", as when the
        turn line was cut before naming it). Returns True when the key acts on nothing now."""
        view = self.view
        if view.phase != "bidding":
            return super().answer_missed_advice(missed)
        if self.premium_index is not None:
            if "premium" not in missed:
                return False
            choices = self._premium_choices()
            words = text.premium_item_text(choices[self.premium_index], self.premium_index, len(choices))
            self.note_advice(self.say(words, interrupt=True, cue="refused"), frozenset({"premium"}), len(words))
            return True
        cards = self._focus_cards()
        if len(self.marked) != 3 or not cards:
            return False
        focused = cards[max(0, min(self.focus, len(cards) - 1))]
        words = (f"{text.marked_text(self.marked, view.joker_as, confirm=True)} "
                 f"{text.focus_sentence_text(focused, view.joker_as)}")
        self.note_advice(self.say(words, interrupt=True, cue="refused"), frozenset({"focus", "marks"}), len(words))
        return True

    # ----------------------------------------------------------------- play
    def _enter(self) -> None:
        if self.over:
            self.show_results()
            return
        view = self.view
        if view.phase == "bidding" and view.bid is None and not self.between_deals:
            if self.advice_unheard("premium" if self.premium_index is not None else "marks"):
                return  # the hint that marked the bid cards (or chose the premium) not heard yet (T-28)
            if self.premium_index is not None:
                if self._premium_unheard():
                    return  # (T-9) a doubled Enter: the choices not heard yet (kept when late in them)
                self._bid(self._premium_choices()[self.premium_index])
            else:
                self._confirm_marks()
            return
        turn = not self.between_deals and view.phase == "play" and view.turn_controller == self.seat
        # not one's turn once the cards are said either: the ordinary refusal ("Not your turn. Bob
        # plays next."), unless it would tell what is still unheard (T-28)
        refusal = None if turn else self._early_refusal(view)
        if self.wait_for_speech(turn=turn, refusal=refusal, refusal_after_moves=True):
            return  # the last cards are still being said: Enter plays nothing yet
        if not turn:
            # the same refusal just said: the cue only, so speech goes quiet and the computer
            # players, who wait for it, play (by ear: Return every 1.4 s held them back)
            self.refuse_again(self._not_your_turn(view))
            return
        cards = self._focus_cards()
        seat = self.focus_hand
        if not cards:
            self.refuse_again(_("Your hand is empty."))
            return
        if self.answer_unnamed_focus():
            return  # the focused card's name was never heard (the turn line cut before it): said now
        if self.advice_unheard("focus"):
            # the hint that moved the focus not heard to the card it names, or cut before it:
            # "Focus: 10 of hearts. Enter plays it." (T-28)
            return
        events = self.try_apply(Play(seat, cards[self.focus]))
        if events is not None and not self.online:  # online the play's events come from the server
            self._after(events, own=True)

    def reminder_outlasts_moves(self) -> bool:
        """While this seat's own bid is still to make (T-6, T-9), another player's bid ("Anna has
        bid.") changes nothing a key acts on (the bid cards marked, the premium choice): a
        refused key's "Too early: your key was not used. Press it again." stays true and is
        said, never dropped by that bid (found by a tester by ear, 2 players online: Return 3.6
        s into "Bid 2. Choose a premium. ...", then 23 s of silence, no bid; T-28)."""
        view = self.view
        return (not self.spectating and not self.over and not self.between_deals and view.phase == "bidding"
                and view.bid is None and self._bid_sent is None)

    def kept_key_waits_for_moves(self) -> bool:
        """As :meth:`reminder_outlasts_moves`: while this seat's own bid is still to make, a key
        kept until the bid prompt (or the premium choice) was heard waits for the other players'
        bids said after it too, and acts after them, its answer the last line heard (T-28)."""
        return self.reminder_outlasts_moves()

    def _premium_unheard(self) -> bool:
        """Enter in the premium choice while its opening ("Bid 3. Choose a premium. No premium, 1
        of 3: your bid stays secret.") is still being said or waits: True, and Enter chooses
        nothing now; the line goes on, uncut. Pressed late in it (its last second, or after 60 %
        of it: :meth:`~game.scenes.card_table.CardTable._turn_line_heard_enough`), Enter is kept
        with no sound and chooses once the line was said whole, as a key late in one's own turn
        line plays (an arrow or Escape pressed meanwhile drops it); pressed earlier, only the
        refused cue, as there (found by ear: Return 0.6 s into the 5.29 s line did nothing, and
        one pressed late in it was dropped the same way) (T-9, T-28). A kept Enter also waits
        for the other players' bids said after the line ("Bob has bid.",
        :meth:`kept_key_waits_for_moves`): the bid, the player's move, would drop them unheard
        (by ear: "Bob has bid.", waiting, was never said). False once it was heard, was cut (an
        arrow said the item), or none: Enter chooses."""
        said = self._premium_prompt
        if said is None or not said.pending:
            return False
        if getattr(self.app, "intent_now", None) is not None and self._turn_line_heard_enough(said):
            # (the bids after it waited for by _keep_key; online, the turn's time nearly out: once
            # the option was heard it acts, not waiting for them, _keep_key's ``heard``)
            self._keep_key(TURN_LINE, self._line_release(said), self.app.announcer.queue.now,
                           heard=lambda: not said.pending)
            return True
        self.refused_cue()  # the rest of the line, heard whole, tells what Enter chooses
        return True

    def _early_refusal(self, view: TricksView) -> str:
        """Enter pressed while the moves are still being said, when it will not be the player's
        turn once they were heard (:meth:`wait_for_speech`'s ``refusal``): the ordinary refusal
        (:meth:`_not_your_turn`: "Not your turn. Bob plays next."); "Not your turn." alone when a
        trick was just completed, since who plays next is its winner, still unheard ("Carl wins
        the trick ..." waits behind the last card: found by ear, trick game, 4 players, seed 5,
        "Not your turn. Carl plays next." before it); "" (the moves' gist and "Your key did
        nothing.") when the deal's or the game's end is still to be heard (T-28)."""
        if view.phase == "over" or self.between_deals:
            return ""
        if view.phase == "play" and not view.current_trick and view.played_tricks:
            return _("Not your turn.")
        return self._not_your_turn(view)

    def _not_your_turn(self, view: TricksView) -> str:
        """"Not your turn. Ben plays next." and, online, when Ben lost the connection, "Ben is
        away: their seat is held for 40 more seconds." (T-28)."""
        said = text.not_your_turn(self.me, view)
        away = self.away_text(view.turn) if view.phase == "play" and view.turn != view.dummy else ""
        return f"{said} {away}" if away else said
