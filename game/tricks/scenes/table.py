"""The trick game's table: keys to bids and plays (T-28), events to speech (T-29), computer
players on a timer, the deal summary between deals and the end of the game.

The scene holds no rules: it asks :class:`TricksState` and says what its events mean through
:mod:`game.tricks.text`. Drawing is in :mod:`.table_view`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

from ...engine.cards import Card
from ...engine.events import Event
from ...engine.rng import fresh_seed
from ...input.edges import EdgeOnce
from ...input.keys import Intent, KeyTable
from ...card_names import suit_name
from ...i18n import N_, _, join_words, ngettext
from ...scenes.card_table import CardTable
from ...scenes.kept_key import ACT, TURN_LINE, WAIT, KeptKey
from ...scenes.registry import StartOptions
from ...speech.queue import EVENT, PROMPT
from ...table import online_text
from ...table.tricks import TricksSession
from ...ui.words import hand_edge_text
from .. import resume_text, text
from ..actions import Bid, Play
from ..hints import hint_for, thinking_text
from ..events import (BidPlaced, CardPlayed, DealScored, DealStarted, GameBonus, GameEnded, MatchEnded,
                      PlayStarted, PremiumsResolved, TrickWon)
from ..options import TricksOptions
from ..rules import playable, premium_choices, suit_of
from ..view import TricksView
from .saving import split_deal_end
from .setup import TableSetup, remembered_setup
from .results import TricksResults
from .table_view import draw_table
from .trick_hold import HoldsTrick, TrickHold

if TYPE_CHECKING:
    from ...app import App
    from ...engine.perspective import Perspective
    from ...ui.layout import Layout

PLAYING_KEYS = frozenset(("previous_card", "next_card", "first_card", "last_card", "previous_suit", "next_suit",
                          "mark", "enter", "hint"))
"""The keys that bid or play (or choose what to): at a table one watches they say so and do nothing."""
HELD_KEYS = frozenset(("mark", "enter"))
"""The keys that bid or play: dropped, unsaid, while keys are held after a new deal began
(:meth:`CardTable.hold_actions`), as the counting table's play and draw after a new round; the
status keys (T, B, K, S...) still answer."""
VARIANT_WORDS = {"standard": N_("standard"), "classic": N_("classic"), "oxford": N_("Oxford Whist")}


def scoring_words(options: TricksOptions) -> str:
    """"target 200", "one Parlett game", "a Parlett match" (in the player's language)."""
    if options.variant == "oxford":
        return _("until the trump stock runs out")
    if options.scoring == "target":
        return _("target {target}").format(target=options.target)
    return {"parlett_game": _("one Parlett game"), "parlett_match": _("a Parlett match")}[options.scoring]


def table_keys() -> KeyTable:
    """The trick table's keys (T-28), also its F1 help and the Help menu's Keys page (an online
    table adds M, its chat line: :meth:`CardTable.online_keys`)."""
    keys = KeyTable()
    keys.bind("previous_card", N_("previous card"), pygame.K_LEFT)
    keys.bind("next_card", N_("next card"), pygame.K_RIGHT)
    keys.bind("first_card", N_("first card, or the first premium choice"), pygame.K_HOME)
    keys.bind("last_card", N_("last card, or the last premium choice"), pygame.K_END)
    keys.bind("previous_suit", N_("previous suit, or the previous premium choice"), pygame.K_UP)
    keys.bind("next_suit", N_("next suit, or the next premium choice"), pygame.K_DOWN)
    keys.bind("mark", N_("mark or unmark a bid card"), pygame.K_SPACE)
    keys.bind("enter", N_("play the focused card, confirm 3 bid cards or the premium choice"),
              pygame.K_RETURN, pygame.K_KP_ENTER)
    keys.bind("trumps", N_("trumps"), pygame.K_t)
    keys.bind("bids", N_("the bids you know"), pygame.K_b)
    keys.bind("tricks", N_("tricks won by each player"), pygame.K_k)
    keys.bind("scores", N_("scores"), pygame.K_s)
    keys.bind("last_trick", N_("the last trick"), pygame.K_l)
    keys.bind("table", N_("the cards on the table now"), pygame.K_v)
    keys.bind("hand", N_("your hand, suit by suit"), pygame.K_h)
    keys.bind("dummy", N_("the dummy's cards"), pygame.K_d)
    keys.bind("revealed", N_("a revealed hand"), pygame.K_r)
    keys.bind("hint", N_("advice: what the hard computer player would do now, and why"), pygame.K_a)
    keys.bind("pause", N_("cancel the premium choice, or the pause menu"), pygame.K_ESCAPE)
    return keys


class TricksTable(HoldsTrick, CardTable):
    """A trick game in progress; the human is seat 0, Anna 1, Bob 2, Carl 3 (with two players
    seat 2 is the dummy).

    Args:
        app: the app.
        setup: options and computer level.
        seed: seeds the deals (and, plus one, the computer players' choices).
        session: the table session to play through; default a new local game of ``setup`` and
            ``seed`` (:class:`~game.table.tricks.TricksSession`; Continue passes the one it
            rebuilt). The table reads the game only through it (its seat's view and events).
    """

    @property
    def title(self) -> str:  # type: ignore[override]
        """"Trick game" in the player's language."""
        return _("Trick game")
    rules_game = "tricks"
    end_wait = text.WAIT_DEAL_END  # Enter on the deal summary while the deal's end is said (T-28)

    setup: TableSetup

    def __init__(self, app: App, setup: TableSetup, seed: int, session: TricksSession | None = None) -> None:
        if session is None:
            session = TricksSession(setup, seed, told=getattr(app, "told", None))
        self.focus_hand = session.seat
        self.marked: list[Card] = []
        self.premium_index: int | None = None
        self._premium_prompt: Any = None
        """"Bid 4. Choose a premium. No premium, 1 of 3: ..." while it is being said or waits: Enter
        chooses nothing until it was heard, or an arrow said an item (T-9: a doubled Enter on the
        bid cards had chosen No premium unheard)."""
        self.between_deals = False
        self.last_scored: DealScored | None = None
        self.premiums: list[tuple[int, str]] = []
        self.deal_started: DealStarted | None = None
        self.last_won: TrickWon | None = None
        self.deal_bonuses: list[GameBonus] = []
        self._cpu_thinking = False
        self._bid_sent: tuple[tuple[Card, ...], str | None, Card | None] | None = None  # online: awaiting its answer
        self.edges = EdgeOnce()  # "End of hand." once while Right is held
        self.trick_hold = TrickHold()  # a finished trick drawn until its words were heard
        self._seen: TricksView | None = None  # the view after the last batch of events
        self._back_me: Perspective | None = None
        """Back at an online table (a ``sync``), the perspective its events were said from (a
        computer's moves for this person: :attr:`Perspective.stand_in`), while they are taken."""
        self._back_after_summary: Perspective | None = None
        """Back at an online table after a deal ended meanwhile: its summary opened, and the next
        deal's events (held) and the situation line wait until it is closed; the perspective
        those held events are said from (:meth:`remote_situation`, :meth:`_continue_deal`)."""
        super().__init__(app, session)

    @classmethod
    def start(cls, app: App, options: StartOptions) -> TricksTable:
        """The table for ``--game tricks --players N --variant V --seed S`` (the rest as remembered)."""
        seed = options.seed if options.seed is not None else fresh_seed()
        return cls(app, remembered_setup(app, options.players, options.variant), seed)

    # ----------------------------------------------------------------- keys
    def build_keys(self) -> KeyTable:
        return self.online_keys(table_keys())

    @property
    def view(self) -> TricksView:
        """The human's view now."""
        return self.session.view()

    def on_intent(self, intent: Intent) -> None:
        name = intent.name
        view = self.view
        answers = {
            "trumps": lambda: text.trumps_text(view),
            "bids": lambda: text.bids_text(self.me, view, self.marked),
            "tricks": lambda: text.tricks_text(self.me, view),
            "scores": lambda: text.scores_text(self.me, view, self.setup.options.scoring, self.setup.options.target),
            "last_trick": lambda: text.last_trick_text(self.me, view),
            "table": lambda: text.table_text(self.me, view),
            "hand": lambda: text.hand_text(view, self.marked),
            "dummy": lambda: text.dummy_text(view),
            "revealed": lambda: text.revealed_text(self.me, view),
        }
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
        elif name in answers:
            self.answer_status(answers[name]())
        elif name in HELD_KEYS and self.actions_held():
            self.refuse_held()  # pressed before the new deal was heard: never acts in it
        elif name in ("previous_card", "next_card"):
            self._move_focus(-1 if name == "previous_card" else 1)
        elif name in ("first_card", "last_card"):
            self._move_focus(-1 if name == "first_card" else 1, to_end=True)
        elif name in ("previous_suit", "next_suit"):
            step = -1 if name == "previous_suit" else 1
            if self.premium_index is not None:
                self._move_premium(step)
            else:
                self._move_suit(step)
        elif name == "hint":
            self._hint()
        elif name in ("mark", "enter") and self.refuse_offline():
            pass  # the connection is lost: no bid card is marked, nothing is bid or played
        elif name == "mark":
            self._mark()
        elif name == "enter":
            self._enter()
        elif name == "pause":
            if self.premium_index is not None:
                self.premium_index = None
                self.say(_("Premium choice closed.") + " " + text.marked_text(self.marked, view.joker_as),
                         interrupt=True, step=True)
                self.mark_dirty()
            else:
                self.open_pause_menu()

    def on_event(self, event: pygame.event.Event) -> None:
        """A key released: the next press at a hand's end says the end again."""
        self.edges.on_event(event)
        super().on_event(event)

    # ----------------------------------------------------------------- speech
    def intro(self, back: bool = False, dealt: bool = False, deal_said: bool = False) -> str:
        """The situation line (back from the pause menu or F1: "Trick game. Deal 2. ..."). ``back``
        (at an online table again after a drop, or in a new window whose opening words named the
        game): the deal and its trumps open it, the game's name is left out, once, whatever the
        phase (T-5, T-29): "Deal 2. Trumps: hearts. Your turn. Ana led the ace of clubs. ...".
        ``dealt`` (with ``back``, a saved game continued in bidding, whose deal's opening words
        were not heard in this window): the dealer and who leads too, as the deal's opening said
        them (T-11, T-29): "Deal 2. Anna deals. Trumps: spades. You lead. Choose 3 bid cards. ...".
        ``deal_said`` (with ``back``): the deal's opening was just said (back at an online table
        after a deal's summary): the deal and its trumps are left out, "Bidding. No cards on the
        table. Waiting for Ben. ..."."""
        view = self.view
        if back and deal_said:
            return self._intro_rest(view, "", "", back)
        if back:
            head = f"{_('Deal {deal}.').format(deal=view.deal)} {text.trumps_text(view)}"
            if dealt and view.phase == "bidding":
                head = " ".join([_("Deal {deal}.").format(deal=view.deal), text.dealer_text(self.me, view.dealer),
                                 text.trumps_text(view), text.first_leader_text(self.me, view.dealer, view.players)])
            trumps = ""
        else:
            head = _("{title}. Deal {deal}.").format(title=self.title, deal=view.deal)
            trumps = f" {text.trumps_text(view)}"
        return self._intro_rest(view, head, trumps, back)

    def _intro_rest(self, view: TricksView, head: str, trumps: str, back: bool) -> str:
        """:meth:`intro` after its ``head`` (the deal; "" when left out) and ``trumps`` (" Trumps:
        ..." where the head has none; ""): where the table stands and what to do."""
        def joined(*parts: str) -> str:
            return " ".join(part.strip() for part in parts if part.strip())
        if self.spectating:
            return joined(head, text.table_text(self.me, view))
        if view.phase == "bidding" and view.bid is None and self.premium_index is not None:
            # back from F1 or the rules during the premium choice (T-9): the choice, where it stands
            choices = self._premium_choices()
            index = min(self.premium_index, len(choices) - 1)
            prompt = text.premium_prompt(text.bid_of(self.marked, view.joker_as), choices[index], index, len(choices))
            return joined(head, trumps, prompt)
        if view.phase == "bidding" and view.bid is None:
            marked = text.marked_text(self.marked, view.joker_as) if self.marked else ""
            return joined(head, trumps, text.bid_prompt_text(view, self.focus), marked)
        if view.phase == "play" and view.turn_controller == self.seat:
            turn = text.your_turn_text(self.me, view, self._focused_card())
            return joined(head, turn) if back else _("{title}. {text}").format(title=self.title, text=turn)
        if back and view.phase == "play" and view.current_trick:
            # back at an online table: who led the trick, who is winning, the other cards, whose
            # turn, as a game continued says them (T-12, T-13, T-29)
            return joined(head, resume_text.trick_led_text(self.me, view), resume_text.turn_words(self.me, view))
        return joined(head, text.table_text(self.me, view))

    def watch_situation(self, skipped: Sequence[Event] = (), joining: bool = False) -> str:
        """A spectator new at the table (``joining``), or back from a skip over a deal's start:
        the table now, then the trumps and the scores (T-5, T-17: what a newcomer cannot know):
        "Deal 2. On the table: Ben, 9 of hearts. Anna to play. Trumps: spades. Scores: Ben 12,
        Anna 8, Cleo 3. Target 200."; back from a skip (J) the same words, and within a deal
        nothing more (its trumps and the scores have not changed). The game's name is not said
        again: the table's opening words said it (T-29; a skip said "Trick game. Deal 2. ..."
        as the pause menu's situation line does). When bids were made and not heard (a
        newcomer, or a skip over bids), the bids as B says them follow the table ("Bids: Ana
        secret, Bob 4 declared, Carl secret.")."""
        view = self.view
        said = f"{_('Deal {deal}.').format(deal=view.deal)} {text.table_text(self.me, view)}"
        bids = ""
        if view.phase in ("bidding", "play") and any(view.has_bid) and (
                joining or any(isinstance(event, (BidPlaced, PremiumsResolved)) for event in skipped)):
            # the bidding was not heard: where it stands (T-6, T-10); in bidding the table's words
            # have just said whose bids are awaited: not again as "Ben not yet bid"
            bids = f" {text.bids_text(self.me, view, awaited=view.phase != 'bidding')}"
        if view.phase == "over" or not (joining or any(isinstance(event, DealStarted) for event in skipped)):
            return f"{said}{bids}"
        options = self.setup.options
        return (f"{said}{bids} {text.trumps_text(view)} "
                f"{text.scores_text(self.me, view, options.scoring, options.target)}")

    def enter(self) -> None:
        options = self.setup.options
        names = join_words([text.name_mid(self.me, seat) for seat in range(options.players)])
        head = _("Trick game, {variant}, {scoring}.").format(variant=_(VARIANT_WORDS[options.variant]),
                                                            scoring=scoring_words(options))
        if options.players == 2:
            players = _("{count} players: {names}, with the dummy.").format(count=options.players, names=names)
        else:
            players = ngettext("{count} players: {names}.", "{count} players: {names}.", options.players).format(
                count=options.players, names=names)
        # the opening lines are events, not answers: a key pressed before they were heard never
        # drops them; one it cuts before most of it was said is said again
        watching = self.watching_table_text() if self.spectating else ""
        if watching:
            self.say(watching, kind=EVENT)
        self.say(f"{head} {players}", kind=EVENT)
        self._after(self.session.start_events(), own=False)

    def resume(self) -> None:
        """Back from the deal summary: the next deal or the results; else as :class:`CardTable`."""
        if self.between_deals:
            self.anims.clear()
            self._continue_deal()
            return
        super().resume()

    def messages(self, events: Sequence[Event]) -> list[text.Message]:
        """What ``events`` say to the human (T-29)."""
        scored = next((event for event in events if isinstance(event, DealScored)), None)
        joker = self.joker_of_deal if scored is None else self.joker_of(scored.deal)
        return text.narrate(self.me, events, self.view, self.setup.options.scoring, self.premiums,
                            self._focused_card(), joker)

    def event_gist(self, events: Sequence[Event]) -> str:
        """The newest card or trick of ``events`` in short (said when Enter is pressed to play
        before it was heard): "Anna just played the 9 of hearts."."""
        if any(isinstance(event, PlayStarted) for event in events) and not any(
                isinstance(event, (CardPlayed, TrickWon)) for event in events):
            return _("Bidding over.")
        return text.just_played_gist(self.me, events, self.view.dummy) or super().event_gist(events)

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

    def _card_status(self, card: Card) -> str:
        """What an arrow says of ``card`` after its name and place: "marked" in the bidding
        (T-28); in the play whether it may be played now ("playable", "cannot play: you must
        follow hearts", T-29), "" while other players' moves are still being said or wait
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
                return
            self.focus = target
        self.edges.clear()
        self._say_focus()

    def _move_suit(self, step: int) -> None:
        """Up/Down (``step`` -1/1): the first card of the previous or next suit in the hand, said
        with its suit and count ("Hearts, 4 cards. 6 of hearts, 3 of 12."). The ends do not wrap,
        as Left/Right and every list: Up in the first suit goes to its first card, then says
        "Start of hand. Spades, 3 cards. 8 of spades, 1 of 12." (Down in the last suit: "End of
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
            return
        self.edges.clear()
        self.focus = first_of[target]
        self.say_focus(self._suit_line(target, cards))  # the bid prompt or turn line still waiting: worded anew
        self.mark_dirty()

    def _suit_line(self, suit, cards) -> str:
        """ "Spades, 3 cards. 7 of spades, 2 of 12.": ``suit`` (None: the joker) with its count
        among ``cards``, then the focused card's line, each a sentence with its full stop (the
        card's lacked it, T-28)."""
        word = suit_name(suit) if suit is not None else _("joker")
        count = sum(1 for card in cards if suit_of(card, self.view.joker_as) == suit)
        card = cards[self.focus]
        return _("{suit}, {cards}. {card}.").format(
            suit=text.capital(word), cards=text.cards_count(count),
            card=text.focus_text(card, self.focus, len(cards), self._card_status(card), self.view.joker_as))

    def reset_focus(self) -> None:
        """On the human's turn: the dummy's hand when you play it (T-21), else your own; the focus
        goes to a playable card."""
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
        if view.phase == "play" and view.turn_controller == self.seat:
            allowed = playable(list(cards), view.led_suit, view.joker_as)
            self.focus = cards.index(allowed[0])

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
            self.refuse_again(reason)  # a state one sits in (bid, waiting, bidding over): said once
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
        self.mark_dirty()

    def _premium_choices(self) -> tuple[str | None, ...]:
        """The premium offers with a bid (T-9, T-22, T-27): the session's, or online the
        table's options'."""
        choices = getattr(self.session, "premium_choices", None)
        return choices() if choices is not None else premium_choices(self.setup.options)

    @property
    def online(self) -> bool:
        """True at an online table (a remote session): actions are answered later, from the
        server, and its computer players play there."""
        return bool(getattr(self.session, "remote", False))

    def _confirm_marks(self) -> None:
        view = self.view
        if len(self.marked) != 3:
            self.refuse_again(_("Mark 3 bid cards with Space. {count} marked.").format(count=len(self.marked)))
            return
        choices = self._premium_choices()
        if len(choices) == 1:
            self._bid(choices[0])
            return
        self.premium_index = 0
        self.app.announcer.drop_prompts(self)  # the bid prompt, if still waiting, is outdated
        self._premium_prompt = self.say(text.premium_prompt(text.bid_of(self.marked, view.joker_as), choices[0], 0, len(choices)),
                                        interrupt=True, step=True)
        self.mark_dirty()

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
        self.focus = 0
        if premium is not None and self._premium_stands(events):
            self._after(events, own=True)  # "You declare: bid 3. Your bid cards: ..." says it all
            return
        self.say(text.bid_confirmed_text(text.bid_of(cards, joker_as), cards, premium, joker_as), move=True)
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

    # ----------------------------------------------------------------- play
    def _enter(self) -> None:
        if self.over:
            self.show_results()
            return
        view = self.view
        if view.phase == "bidding" and view.bid is None and not self.between_deals:
            if self.premium_index is not None:
                if self._premium_unheard():
                    return  # (T-9) a doubled Enter: the choices not heard yet (kept when late in them)
                self._bid(self._premium_choices()[self.premium_index])
            else:
                self._confirm_marks()
            return
        turn = not self.between_deals and view.phase == "play" and view.turn_controller == self.seat
        # not one's turn once the cards are said either: the ordinary refusal ("Not your turn. Bob
        # plays next."), unless it would tell the game's end still unheard (T-28)
        refusal = None if turn else "" if view.phase == "over" or self.between_deals else self._not_your_turn(view)
        if self.wait_for_speech(turn=turn, refusal=refusal):
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
        events = self.try_apply(Play(seat, cards[self.focus]))
        if events is not None and not self.online:  # online the play's events come from the server
            self._after(events, own=True)

    def _premium_unheard(self) -> bool:
        """Enter in the premium choice while its opening ("Bid 3. Choose a premium. No premium, 1
        of 3: your bid stays secret.") is still being said or waits: True, and Enter chooses
        nothing now; the line goes on, uncut. Pressed late in it (its last second, or after 60 %
        of it: :meth:`~game.scenes.card_table.CardTable._turn_line_heard_enough`), Enter is kept
        with no sound and chooses once the line was said whole, as a key late in one's own turn
        line plays (an arrow or Escape pressed meanwhile drops it); pressed earlier, only the
        refused cue, as there (found by ear: Return 0.6 s into the 5.29 s line did nothing, and
        one pressed late in it was dropped the same way) (T-9, T-28). A kept Enter also waits
        for the other players' bids said after the line ("Bob has bid."): the bid, the player's
        move, would drop them unheard (by ear: "Bob has bid.", waiting, was never said). False
        once it was heard, was cut (an arrow said the item), or none: Enter chooses."""
        said = self._premium_prompt
        if said is None or not said.pending:
            return False
        if getattr(self.app, "intent_now", None) is not None and self._turn_line_heard_enough(said):
            line_release = self._line_release(said)

            def release(kept: KeptKey) -> str:
                verdict = line_release(kept)
                return WAIT if verdict == ACT and self.app.announcer.unheard_events(self) else verdict

            self._keep_key(TURN_LINE, release, self.app.announcer.queue.now)
            return True
        self.refused_cue()  # the rest of the line, heard whole, tells what Enter chooses
        return True

    def _not_your_turn(self, view: TricksView) -> str:
        """"Not your turn. Ben plays next." and, online, when Ben lost the connection, "Ben is
        away: their seat is held for 40 more seconds." (T-28)."""
        said = text.not_your_turn(self.me, view)
        away = self.away_text(view.turn) if view.phase == "play" and view.turn != view.dummy else ""
        return f"{said} {away}" if away else said

    # ----------------------------------------------------------------- hint (A)
    def _hint(self) -> None:
        """A: what the hard level would do in the human's place and why, in one sentence; never
        plays it. Worked out in a worker; counted for the results (hints used)."""
        view = self.view
        deciding = (not self.between_deals and not self.over
                    and ((view.phase == "bidding" and view.bid is None)
                         or (view.phase == "play" and view.turn_controller == self.seat)))
        if not deciding:
            self.refuse(_("A hint is for your turn to bid or play."))
            return
        situation = self._hint_situation()
        trio = None
        if view.phase == "bidding" and self.premium_index is not None and len(self.marked) == 3:
            hand = list(view.hand)
            trio = tuple(sorted(hand.index(card) for card in self.marked))  # T-9: the premium for these
        self.ask_hint(situation, self.hint_position(trio), lambda rng, fixed: hint_for(view, rng, fixed, trio))

    def hint_position(self, trio: tuple[int, ...] | None = None) -> tuple:
        """Where a hint is asked: the game's situation, whether the human has bid, the bid cards
        chosen in the premium choice (``trio``) and the hand. The hint's deals are sampled from
        the game's seed and this (the session's ``hint_rng``), and its answer is kept for it."""
        return self._hint_situation() + (trio, tuple(self.view.hand))

    def _hint_situation(self) -> tuple:
        """What a hint was worked out for: the game's situation and whether the human has bid."""
        return self._situation() + (self.view.bid, self.between_deals, self.premium_index is not None)

    def hint_stale(self, situation: tuple) -> bool:
        """True when the game moved on since the hint was asked (T-28)."""
        return situation != self._hint_situation()

    # ----------------------------------------------------------------- computer players
    def _cpu_seats(self) -> list[int]:
        """The computer seats to act now (several while bidding; none online: the server plays them)."""
        return self.session.computers_to_act()

    def cpu_due(self) -> bool:
        """True when a computer player is to bid or play (not between deals)."""
        return not self.between_deals and bool(self._cpu_seats())

    def cpu_act(self) -> None:
        """The computer players bid (all at once, bidding is simultaneous) or one of them plays.
        The hard level thinks in a worker (:meth:`CardTable.think`): the window keeps drawing."""
        if self.over or self.between_deals or self._cpu_thinking:
            return  # a finished search plans the next one
        seats = self._cpu_seats()
        if not seats:
            return
        if self.setup.level == "hard":  # bidding is simultaneous: all computer bids in one job
            situation = self._situation()
            work = self.session.computer_search(seats, self.fixed_search)
            self._cpu_thinking = True
            self.think(work, lambda actions: self._cpu_apply(actions, situation),
                       thinking_text(self.me, seats))
            return
        self._cpu_apply([self.session.computer_choice(seat, self.fixed_search) for seat in seats],
                        self._situation())

    def _situation(self) -> tuple:
        """What a computer player's choice was made for: deal, phase and cards played."""
        view = self.view
        return (view.deal, view.phase, len(view.played_tricks), len(view.current_trick))

    def _cpu_apply(self, actions: list[Bid | Play], situation: tuple) -> None:
        """Apply the computer players' ``actions`` if the game is still where they were chosen."""
        self._cpu_thinking = False
        if self.over or self.between_deals or situation != self._situation():
            self.plan_cpu()
            return
        self._after(self.session.computer_play(actions), own=False)

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
        self.expect_tricks(now)  # a finished trick stays drawn until its winner was heard
        self.animate(now)
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
        "revealed"."""
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
            return _("Bids: {bids}.").format(bids=text.counts_text(self.me, scored.bids, dummy))
        if key == "tricks":
            return _("Tricks: {counts}. All played.").format(counts=text.counts_text(self.me, scored.tricks, dummy))
        if key == "scores":
            options = self.setup.options
            return text.scores_text(self.me, self.view, options.scoring, options.target)
        won = self.last_won
        if won is None:
            return _("No trick played yet.")
        return text.last_trick_words(self.me, won.trick, won.winner, dummy, self.joker_of_deal)

    def summary_lines(self) -> list[str]:
        """The deal summary's lines for the deal just scored, in the current language
        (:func:`game.tricks.text.summary_lines`)."""
        assert self.last_scored is not None
        upcoming = next((event for event in self.held if isinstance(event, DealStarted)), None)
        return text.summary_lines(self.me, self.last_scored, self.view.dummy, self.setup.options.scoring,
                                  self.premiums, self.joker_of_deal, last=self.over, upcoming=upcoming,
                                  bonuses=self.deal_bonuses, game_bonuses=self.view.game_bonuses,
                                  watching=self.spectating)

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
        return TricksResults(self.app, self.setup, self.view, self.hints_used, me=self.results_me())

    # ----------------------------------------------------------------- a remote session's side
    def accepts_events(self) -> bool:
        """True when a remote session may hand over the next events (not while the deal
        summary is open: they wait until Enter, after the next deal is said)."""
        return not self.between_deals

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
                self.say(text.bid_laid_aside_text(mine.bid if mine.bid is not None else text.bid_of(mine.cards),
                                                  mine.cards, mine.premium, self.view.joker_as), kind=EVENT)
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
        deal's scoring and what followed it. With one deal's end or none, ``events`` as they are."""
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
            messages = text.narrate(self.me, chunk, replace(self.view, joker_as=None), options.scoring,
                                    self._chunk_premiums(chunk), None, self._chunk_joker(chunk))
            recorded += [message.text for message in messages if not message.prompt]
            scored = next((event for event in chunk if isinstance(event, DealScored)), None)
            if scored is None:
                continue
            line = _("Deal {number} ended while you were away.").format(number=scored.deal)
            scores = text.totals_sentence(self.me, scored.totals, scored.game_scores, self.view.dummy,
                                          options.scoring)
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
        Enter again. Back at a game that ended meanwhile, nothing: the deal's summary and the
        results say the end, once. A spectator back hears the same line as a player, without the
        game's name (its table's opening words said it): "Deal 1. No trumps. No cards on the
        table. Cleo to play." (was "Trick game. Deal 1. ..." again, T-5, T-29)."""
        self._bid_sent = None
        back, self._back_me = self._back_me, None
        if self.view.phase == "over" or self.session.is_over():
            return
        if self.view.bid is not None or self.view.phase != "bidding":
            self.marked = []
            self.premium_index = None
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
        """Say a sentence about people or the connection, in order with the events."""
        self.say(text, kind=EVENT)

    # ----------------------------------------------------------------- animation and drawing
    def animate_event(self, event: Event) -> None:
        """A played card slides to the trick; a won trick sweeps to its winner once its words were
        heard (:meth:`follow_hold`)."""
        if isinstance(event, CardPlayed):
            self.anims.start("slide", 0.2, seat=event.seat, card=event.card)

    def status_line(self, view: TricksView | None = None) -> str:
        """The short status under the table (also said by the keys; never colour alone), of
        ``view`` when given (as drawn: :meth:`drawn_view`), else of the game now."""
        view = view if view is not None else self.view
        if self.spectating and view.phase != "over":
            if view.phase == "play" and view.turn is not None:
                return _(online_text.WATCHING_STATUS_TURN_TRICKS).format(
                    name=text.name_mid(self.me, view.turn, view.dummy))
            return _(online_text.WATCHING_STATUS)
        if self.premium_index is not None:
            choice = self._premium_choices()[self.premium_index]
            return _("Premium: {label} (Up/Down, Enter; Esc back)").format(label=text.premium_label(choice))
        if view.phase == "bidding":
            if view.bid is None:
                return _("YOUR BID: Space marks ({count} of 3 marked, bid {bid}); Enter confirms").format(
                    count=len(self.marked), bid=text.bid_of(self.marked, view.joker_as))
            return _("Waiting for the other bids")
        if view.phase == "over":
            return _("Game over")
        if view.turn_controller == self.seat:
            if view.turn == view.dummy:
                return _("YOUR TURN: play from the DUMMY (Left/Right, Enter)")
            return _("YOUR TURN: Left/Right choose, Enter plays")
        if view.turn is not None and view.turn == view.dummy:
            return _("The dummy to play")
        if view.turn is not None:
            return _("{name} to play").format(name=text.name(self.me, view.turn, view.dummy))
        return ""

    def drawn_status(self, view: TricksView) -> str:
        """The status line of ``view`` as drawn: empty while a new deal is being said, until its
        last line ("Your bid: ...") begins: "YOUR BID" never shows during "Deal 2. ..." (T-7, T-29)."""
        if self.line_hold.waiting("new deal"):
            return ""
        return self.status_line(view)

    def draw(self, surface: pygame.Surface, layout: Layout) -> None:
        """The table as the ear has it (:meth:`drawn_view`): a finished trick still being said
        stays, with who won it on the status line once that begins (:meth:`held_status`); the
        turn, the status and each bid change once the line saying them begins."""
        view, won = self.drawn_view()
        self.placements = draw_table(surface, layout, self.app.fonts, self.app.theme, view,
                                     focus=self.focus, focus_hand=self.focus_hand, marked=self.marked,
                                     status=(self.held_status() if won else None) or self.drawn_status(view),
                                     anims=self.anims, me=self.me, won=won)
