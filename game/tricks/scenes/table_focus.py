"""The trick table's focus in the hand (T-28): Left and Right through the cards, Up and Down
through the suits, Home and End, what each focused card is said with (playable, marked), and the
turn line that names it.

A part of :class:`~.table.TricksTable` (its fields are set in ``TricksTable.__init__``:
``focus_hand``, ``marked``, ``edges``).
"""

from __future__ import annotations

from ...card_names import suit_name
from ...engine.cards import Card
from ...i18n import _
from ...input.edges import EdgeOnce
from ...scenes.card_table import CardTable
from ...ui.words import hand_edge_text
from .. import text
from ..rules import playable, suit_of
from ..view import TricksView
from .setup import TableSetup


class HandFocus(CardTable):
    """The focus in the hand, a part of :class:`~.table.TricksTable`."""

    setup: TableSetup
    view: TricksView
    focus_hand: int
    marked: list[Card]
    premium_index: int | None
    between_deals: bool
    edges: EdgeOnce
    _bid_sent: tuple[tuple[Card, ...], str | None, Card | None] | None
    _chosen: tuple[int, int | None, Card] | None = None
    """The deal, hand and card an arrow went to in the play before the player's turn to play
    from that hand (while other players' moves were said or waited): the turn keeps it
    (:meth:`reset_focus`)."""

    # ----------------------------------------------------------------- focus
    def _focus_cards(self) -> tuple[Card, ...]:
        """The cards the arrows move through, as shown: your hand, or the dummy's when you play
        it; the classic joker sits in the suit it stands for (:func:`text.hand_order`)."""
        view = self.view
        if self.focus_hand != self.seat and view.dummy_hand is not None:
            return text.hand_order(view.dummy_hand, view.joker_as)
        return text.hand_order(view.hand, view.joker_as)

    def focused_card(self) -> Card | None:
        """The card the arrows start from while the human is to play (from the dummy's hand when
        they play it), else None."""
        return self._focused_card()

    def _focused_card(self) -> Card | None:
        """The focused card while the human is to play, else None."""
        view = self.view
        cards = self._focus_cards()
        if view.phase != "play" or view.turn_controller != self.seat or not cards:
            return None
        return cards[max(0, min(self.focus, len(cards) - 1))]

    def focus_sentence(self) -> str:
        """The turn line's sentence that names the focused card: "Focus: 9 of clubs." (T-29); ""
        when not this seat's turn to play."""
        focused = self._focused_card()
        return text.focus_sentence_text(focused, self.view.joker_as) if focused is not None else ""

    def turn_line_head(self, line: str) -> int:
        """The head of the turn line ``line``: up to the end of its sentence saying what was
        led, or that you lead (:func:`~game.tricks.text.play.turn_head_text`: "Your turn. Anna
        led the king of diamonds." of "Your turn. Anna led the king of diamonds. You have
        diamonds. You have 0 of 3 tricks: you need 3 more. Focus: queen of diamonds."; "Play from the
        dummy. The dummy leads." for the dummy's turn, two players). Those words tell whose turn
        it is and what the card answers; the rest (who is winning, what else is on the table,
        whether you hold the suit, what you need) helps choose, and the focused card comes
        last: Enter pressed once the head was heard is kept and plays the card the line named
        when it has named it (:meth:`~game.scenes.card_table.CardTable._keep_for_turn_line`;
        found by ear: Return 3 s into a 9 s line was refused, and the player heard 6 s of
        silence); pressed before, only the refused cue (T-28, T-29). 0 when not this seat's
        turn to play or ``line`` has no such head."""
        view = self.view
        if (self.spectating or self.over or self.between_deals or view.phase != "play" or view.turn is None
                or view.turn_controller != self.seat):
            return 0
        head = text.turn_head_text(self.me, view)
        at = line.find(head)
        return at + len(head) if at >= 0 else 0

    def focus_line(self) -> str:
        """Enter's answer when the turn line was cut before it named the focused card: "Focus: 9
        of clubs. Enter plays it." (T-28, T-29); "" when not this seat's turn to play."""
        focused = self._focused_card()
        if focused is None or self.spectating or self.over or self.between_deals or self.view.turn is None:
            return ""
        return text.focus_enter_text(focused, self.view.joker_as)

    def _card_status(self, card: Card) -> str:
        """What an arrow says of ``card`` after its name and place: "marked" in the bidding
        (T-28); in the play whether it may be played now ("playable", "cannot play: you must
        follow hearts", T-29) and, with a card on the table, whether it would win the trick
        ("playable, wins so far", "playable, takes the trick", T-13; :func:`text.play_status`),
        worked out when the key is pressed; "" while other players' moves are still being said or wait
        (:meth:`moves_unheard`): the turn and the suit led they bring would be told before
        them."""
        view = self.view
        if view.phase == "bidding":
            return text.marked_word(card) if card in self.marked else ""
        if self.moves_unheard():
            return ""
        return text.play_status(self.me, view, self.focus_hand, card)

    def _say_focus(self, prefix: str = "") -> None:
        cards = self._focus_cards()
        card = cards[self.focus]
        spoken = text.focus_text(card, self.focus, len(cards), self._card_status(card), self.view.joker_as)
        self.say_focus(prefix + spoken)  # the bid prompt or turn line still waiting: worded anew (T-28)
        self.mark_dirty()

    def short_turn_words(self) -> str:
        """The turn line when little of a timed turn is left on coming back
        (:meth:`~game.scenes.card_table_online.OnlineTable.in_time_resume_words`): in play its
        head and the card Enter plays, "Your turn. Cid led the ace of hearts. Focus: 7 of
        hearts." (T-29; found by a tester by ear: the whole turn line, 8.4 s, with 5 s left);
        the bid prompt as ever (T-28)."""
        view = self.view
        focused = self._focused_card()
        if view.phase == "bidding" or focused is None or view.turn is None:
            return self.focus_prompt()
        return f"{text.turn_head_text(self.me, view)} {text.focus_sentence_text(focused, view.joker_as)}"

    def turn_reminder(self) -> str:
        """The short reminder said after a key's answer cut the turn line early (T-28, T-29):
        in play the line's head and the card Enter plays, "Your turn. Bob led the ace of spades.
        Focus: 7 of spades." (:meth:`short_turn_words`; found by a tester by ear: the whole
        12-second line said again after each status key, "Carl is winning ..." heard 3 times in
        25 s; V, K and the history, Page Up, tell the rest); the bid prompt as ever."""
        if not self.focus_prompt():
            return ""
        return self.short_turn_words()

    def shortest_turn_words(self) -> str:
        """The turn line when even the short one (:meth:`short_turn_words`) and the time to act
        do not fit in what is left of a timed turn on coming back
        (:meth:`~game.scenes.card_table_online.OnlineTable.in_time_resume_words`): in play only
        the card Enter plays, "Focus: 7 of spades." (the seconds left before it say whose turn:
        "4 seconds left for your turn."), from the dummy "Play from the dummy. Focus: 7 of
        spades." (T-29; found by a tester by ear: "4 seconds left for your turn. Play from the
        dummy. The dummy leads. Focus: 7 of spades." took 6.4 s, and the time ran out before
        the card was named); the bid prompt as ever (T-28)."""
        view = self.view
        focused = self._focused_card()
        if view.phase == "bidding" or focused is None or view.turn is None:
            return self.short_turn_words()
        focus = text.focus_sentence_text(focused, view.joker_as)
        if self.me.is_me(view.turn):
            return focus
        return f"{_('Play from the dummy.')} {focus}"

    def focus_prompt(self) -> str:
        """The prompt that names the focused card, worded now: the bid prompt ("Choose 3 bid
        cards. H reads your hand; focus: queen of hearts.", T-28) while this seat is to bid,
        the turn line ("Your turn. ... Focus: 8 of spades.", T-29) while it is to play, from
        its hand or the dummy's; "" otherwise."""
        view = self.view
        if self.spectating or self.over or self.between_deals:
            return ""
        if (view.phase == "bidding" and view.bid is None and self.premium_index is None and not self.marked
                and self._bid_sent is None):
            return text.bid_prompt_text(view, self.focus)
        focused = self._focused_card()
        if focused is not None and view.turn is not None:
            return text.your_turn_text(self.me, view, focused)
        return ""

    def _move_focus(self, step: int, to_end: bool = False) -> None:
        """Left/Right (``step`` -1/1) or Home/End (``to_end``); the ends do not wrap: "Start of
        hand. Jack of clubs, 1 of 9" / "End of hand. ..." (the edge, then the card kept) with the refused cue (T-28), once while the key is held (its
        auto-repeat at the end says nothing more: :class:`~game.input.edges.EdgeOnce`). In the
        premium choice the key is refused with what to do, once while it is held too (T-9)."""
        if self.premium_index is not None:
            if to_end:  # Home/End jump to the premium choice's ends, as in every menu (T-9)
                self._jump_premium(step)
                return
            if self.edges.first("premium choice"):  # once while the key is held, as a hand's end
                self.refuse(_("Choose a premium with Up and Down, then Enter. Escape goes back."))
            return
        cards = self._focus_cards()
        if not cards:
            self.refuse_again(_("Your hand is empty."))
            return
        if to_end:
            self.focus = 0 if step < 0 else len(cards) - 1
        else:
            target = self.focus + step
            if not 0 <= target < len(cards):
                if self.edges.first(("hand", step)):  # the card kept is named: a held key's last move may be cut
                    card = cards[self.focus]
                    self.refuse(hand_edge_text(step, text.focus_text(card, self.focus, len(cards),
                                                                     self._card_status(card), self.view.joker_as)))
                    self.focus_told()
                    self._choose()  # (the card kept was named: the turn keeps it too)
                return
            self.focus = target
        self.edges.clear()
        self._choose()
        self._say_focus()

    def _choose(self) -> None:
        """The focus was moved by the player: before their turn to play (other players' moves
        still said or to come), the card it went to is remembered, so that the turn keeps it
        (:meth:`reset_focus`)."""
        cards = self._focus_cards()
        view = self.view
        if view.phase == "play" and self._focused_card() is None and cards:
            self._chosen = (view.deal, self.focus_hand, cards[self.focus])
        else:
            self._chosen = None

    def _move_suit(self, step: int) -> None:
        """Up/Down (``step`` -1/1): the first card of the previous or next suit in the hand, said
        with its suit and count ("Hearts, 4 cards. 6 of hearts, 3 of 12"). The ends do not wrap,
        as Left/Right and every list: Up in the first suit goes to its first card, then says
        "Start of hand. Spades, 3 cards. 8 of spades, 1 of 12" (Down in the last suit: "End of
        hand. ...") with the refused cue, once while the key is held (T-28)."""
        cards = self._focus_cards()
        if not cards:
            self.refuse_again(_("Your hand is empty."))
            return
        joker_as = self.view.joker_as
        suits: list = []
        for card in cards:
            if suit_of(card, joker_as) not in suits:
                suits.append(suit_of(card, joker_as))
        current = suits.index(suit_of(cards[self.focus], joker_as))
        first_of = {suit: next(i for i, card in enumerate(cards) if suit_of(card, joker_as) == suit) for suit in suits}
        if 0 <= current + step < len(suits):
            target = suits[current + step]
        elif step < 0 and self.focus != first_of[suits[current]]:
            target = suits[current]  # Up within the first suit: to its first card
        else:
            if self.edges.first(("suit", step)):
                self.refuse(hand_edge_text(step, self._suit_line(suits[current], cards)))
                self.focus_told()
                self._choose()
            return
        self.edges.clear()
        self.focus = first_of[target]
        self._choose()
        self.say_focus(self._suit_line(target, cards))  # the bid prompt or turn line still waiting: worded anew
        self.mark_dirty()

    def _suit_line(self, suit, cards) -> str:
        """ "Spades, 3 cards. 7 of spades, 2 of 12": ``suit`` (None: the joker) with its count
        among ``cards`` (the trump suit says so: "Hearts, trumps, 3 cards. ...", found by a tester
        by ear), a sentence, then the focused card's line as Left and Right say it,
        without a full stop ("..., playable", T-28; found by ear: Down's "..., playable." then
        Right's "..., playable")."""
        word = suit_name(suit) if suit is not None else _("joker")
        count = sum(1 for card in cards if suit_of(card, self.view.joker_as) == suit)
        card = cards[self.focus]
        line = text.focus_text(card, self.focus, len(cards), self._card_status(card), self.view.joker_as)
        if suit is not None and suit == self.view.trumps:  # T-5, T-13: the trump suit says so (not in no trumps)
            # TRANSLATORS: Up/Down's jump to the trump suit: "Hearts, trumps, 3 cards. 6 of hearts, 3 of 12".
            return _("{suit}, trumps, {cards}. {card}").format(
                suit=text.capital(word), cards=text.cards_count(count), card=line)
        return _("{suit}, {cards}. {card}").format(suit=text.capital(word), cards=text.cards_count(count), card=line)

    def reset_focus(self) -> None:
        """On the human's turn: the dummy's hand when you play it (T-21), else your own; the focus
        goes to a playable card, unless the player moved it in that hand before the turn came
        (Left/Right while other players' moves were said, answered with the card and its place):
        it stays on the card they went to, which the turn line names (T-28, T-29; found by a
        tester by ear: Right held during "Anna wins the trick ..." ended on the ace of diamonds,
        and the turn line then said "Focus: 8 of diamonds.", the focus moved back unasked); a card
        kept so that may not be played when the turn comes (T-12) gives way to a playable one, as
        the turn line names the card Enter plays."""
        view = self.view
        if self.spectating:  # no hand of one's own: nothing to focus
            self.focus_hand, self.focus = None, 0
            return
        if view.phase == "play" and view.turn_controller == self.seat and view.turn == view.dummy:
            self.focus_hand = view.dummy
        else:
            self.focus_hand = self.seat
        cards = self._focus_cards()
        if not cards:
            self.focus = 0
            return
        self.focus = max(0, min(self.focus, len(cards) - 1))
        chosen = self._chosen
        kept = (chosen is not None and chosen[0] == view.deal and chosen[1] == self.focus_hand
                and chosen[2] in cards)
        if kept:
            assert chosen is not None
            self.focus = cards.index(chosen[2])
        if view.phase == "play" and view.turn_controller == self.seat:
            self._chosen = None  # the turn has it: the next turn starts on a playable card again
            allowed = playable(list(cards), view.led_suit, view.joker_as)
            if not kept or cards[self.focus] not in allowed:  # the turn line names the card Enter plays
                self.focus = cards.index(allowed[0])
