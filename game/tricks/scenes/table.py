"""The trick game's table: keys to bids and plays (T-28), events to speech (T-29), computer
players on a timer, the deal summary between deals and the end of the game.

The scene holds no rules: it asks :class:`TricksState` and says what its events mean through
:mod:`game.tricks.text`. Drawing is in :mod:`.table_view`. Its parts, each a mixin of
:class:`TricksTable`: the keys that bid and play (:mod:`.table_play`, on the focus in the hand:
:mod:`.table_focus`), what follows each batch of events up to the deal summary and the results
(:mod:`.table_deals`) and a remote session's side (:mod:`.table_online`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

from ...engine.cards import Card
from ...engine.events import Event
from ...engine.rng import fresh_seed
from ...input.edges import EdgeOnce
from ...input.keys import Intent, KeyTable
from ...i18n import N_, Reworded, _, join_words, ngettext
from ...scenes.card_table import CardTable
from ...scenes.registry import StartOptions
from ...speech.queue import EVENT
from ...table import online_text
from ...table.tricks import TricksSession
from .. import resume_text, text
from ..actions import Bid, Play
from ..hints import advise, premium_sentence, thinking_text
from ..events import (BidPlaced, CardPlayed, DealScored, DealStarted, GameBonus, PlayStarted, PremiumsResolved,
                      TrickWon)
from ..options import TricksOptions
from ..view import TricksView
from .setup import TableSetup, remembered_setup
from .table_deals import DealEnds
from .table_online import RemoteSide
from .table_play import OPENING_KEYS, PlayKeys
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
    table adds M, its chat line: :meth:`CardTable.online_keys`). F1 lists them in this order: the
    keys that play or bid first (Left and Right, then Enter and Space, then the other moves), the
    status keys after (found by a tester by ear: "Enter: play the focused card" came 8th)."""
    keys = KeyTable()
    keys.bind("previous_card", N_("previous card"), pygame.K_LEFT)
    keys.bind("next_card", N_("next card"), pygame.K_RIGHT)
    keys.bind("enter", N_("play the focused card, confirm 3 bid cards or the premium choice"),
              pygame.K_RETURN, pygame.K_KP_ENTER)
    keys.bind("mark", N_("mark or unmark a bid card"), pygame.K_SPACE)
    keys.bind("previous_suit", N_("previous suit, or the previous premium choice"), pygame.K_UP)
    keys.bind("next_suit", N_("next suit, or the next premium choice"), pygame.K_DOWN)
    keys.bind("first_card", N_("first card, or the first premium choice"), pygame.K_HOME)
    keys.bind("last_card", N_("last card, or the last premium choice"), pygame.K_END)
    keys.bind("trumps", N_("trumps"), pygame.K_t)
    keys.bind("bids", N_("the bids you know"), pygame.K_b)
    keys.bind("tricks", N_("tricks won by each player"), pygame.K_k)
    keys.bind("scores", N_("scores, and when the game ends"), pygame.K_s)
    keys.bind("last_trick", N_("the last trick"), pygame.K_l)
    keys.bind("table", N_("the cards on the table now"), pygame.K_v)
    keys.bind("hand", N_("your hand, suit by suit"), pygame.K_h)
    keys.bind("dummy", N_("the dummy's cards"), pygame.K_d)
    keys.bind("revealed", N_("a revealed hand"), pygame.K_r)
    keys.bind("hint", N_("advice: what the hard computer player would do now, and why; the focus moves to it, so Enter does it"), pygame.K_a)
    keys.bind("pause", N_("cancel the premium choice, or the pause menu"), pygame.K_ESCAPE)
    return keys


class TricksTable(HoldsTrick, PlayKeys, DealEnds, RemoteSide, CardTable):
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
    end_said = text.WAIT_DEAL_END_SAID  # ... said right after the deal's end: "Deal 1 is over. Press Enter to go on."

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
        self._deal_opening: Any = None  # the deal's opening, while keys wait for it (:mod:`.table_play`)
        self.advised_premium: tuple | None = None  # the bid hint's premium (:mod:`.table_play`)
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

    def help_left_out(self) -> tuple[str, ...]:
        """F1 leaves out D where there is no dummy and R where no hand may be revealed
        (:func:`~.summary.absent_status_keys`, T-3, T-22); a spectator's help still begins with
        what watching means (:meth:`~game.scenes.card_table_online.OnlineTable.help_lines`)."""
        from .summary import absent_status_keys
        return absent_status_keys(self.setup.options.players)

    @property
    def view(self) -> TricksView:
        """The human's view now."""
        return self.session.view()

    def _table_status(self, view: TricksView, told: bool = False) -> str:
        """V: the cards on the table and who plays or bids next (T-28); online, for each of them
        who lost the connection, "Ben is away: their seat is held for 40 more seconds." (found by
        ear: the table waited a minute for Ben, and V said only "Ben to play."); ``told``
        (:meth:`turn_told`): one's own turn left to the turn line."""
        if view.phase == "bidding":
            waiting = list(view.to_act)
        elif view.phase == "play" and view.turn is not None:
            waiting = [view.turn_controller if view.turn == view.dummy else view.turn]
        else:
            waiting = []
        parts = [text.table_text(self.me, view, told=told)] + [self.away_text(seat) for seat in waiting]
        return " ".join(part for part in parts if part)

    def turn_told(self, view: TricksView) -> bool:
        """True on one's own turn to play (or the dummy's, played by one) while the turn line,
        which tells it first ("Your turn." / "Play from the dummy."), is being said or waits: V,
        which that line follows or cuts (heard from its start, or its head said again after the
        answer), leaves the turn to it, never said twice in a row (T-29; was "No cards on the
        table. Your turn." then "Your turn. You lead. ..."; as the counting game's T, C-22)."""
        return (view.phase == "play" and view.turn is not None and self.me.is_me(view.turn_controller)
                and self.turn_line_says(text.turn_sentence_text(self.me, view)))

    def _scores_status(self, view: TricksView) -> str:
        """S: the scores and what ends the game; in Oxford Whist how many deals remain (T-27):
        after the deal being played ("3 more deals after this one."), or, between deals, after
        the deal just scored ("3 deals left.": the view may show the next deal already)."""
        options = self.setup.options
        scored = self.last_scored.deal if self.between_deals and self.last_scored is not None else None
        return text.scores_text(self.me, view, options.scoring, options.target, scored_deal=scored)

    def on_intent(self, intent: Intent) -> None:
        name = intent.name
        view = self.view
        told = self.turn_told(view)  # (V: as the turn line stands at the key, T-29)
        answers = {
            "trumps": lambda: text.trumps_text(view, self.me),
            "bids": lambda: text.bids_text(self.deal_me(view.deal), view, self.marked),
            "tricks": lambda: text.tricks_text(self.deal_me(view.deal), view),
            "scores": lambda: self._scores_status(view),
            "last_trick": lambda: text.last_trick_text(self.me, view),
            "table": lambda: self._table_status(view, told),
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
            self.answer_status(Reworded(answers[name]), name)
        elif name in OPENING_KEYS and self.deal_opening_unheard(name):
            pass  # pressed before the deal's opening and its bid prompt were heard (T-28)
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
                # what Enter does next, as after the third card marked (found by a tester by ear:
                # "Premium choice closed. Bid 2: heart, diamond, diamond." left the player unsure; T-28)
                self.say(_("Premium choice closed.") + " " + text.marked_text(self.marked, view.joker_as, confirm=True),
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
            head = f"{_('Deal {deal}.').format(deal=view.deal)} {text.trumps_text(view, self.me)}"
            if dealt and view.phase == "bidding":
                head = " ".join([_("Deal {deal}.").format(deal=view.deal), text.dealer_text(self.me, view.dealer),
                                 text.trumps_text(view, self.me),
                                 text.first_leader_text(self.me, view.dealer, view.players)])
            trumps = ""
        else:
            head = _("{title}. Deal {deal}.").format(title=self.title, deal=view.deal)
            trumps = f" {text.trumps_text(view, self.me)}"
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
            return joined(head, trumps, self.premium_words())
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
        return (f"{said}{bids} {text.trumps_text(view, self.me)} "
                f"{text.scores_text(self.me, view, options.scoring, options.target)}")

    def enter(self) -> None:
        # the opening lines are events, not answers: a key pressed before they were heard never
        # drops them; one it cuts before most of it was said is said again
        if self.spectating:
            self.say_worded(self.watching_table_text, kind=EVENT)
        self.say_worded(lambda: self.with_turn_timer(self.opening_text()), kind=EVENT)
        self._after(self.session.start_events(), own=False)

    def opening_text(self) -> str:
        """The game's first line: "Trick game, standard, target 200. 3 players: you, Anna and
        Bob." (T-1, T-3)."""
        options = self.setup.options
        names = join_words([text.name_mid(self.me, seat) for seat in range(options.players)])
        head = _("Trick game, {variant}, {scoring}.").format(variant=_(VARIANT_WORDS[options.variant]),
                                                            scoring=scoring_words(options))
        if options.players == 2:
            players = _("{count} players: {names}, with the dummy.").format(count=options.players, names=names)
        else:
            players = ngettext("{count} players: {names}.", "{count} players: {names}.", options.players).format(
                count=options.players, names=names)
        return f"{head} {players}"

    def resume(self) -> None:
        """Back from the deal summary: the next deal or the results; else as :class:`CardTable`."""
        if self.between_deals:
            self.anims.clear()
            self._continue_deal()
            return
        super().resume()
        self.note_resumed_opening()  # in bidding: keys wait for the bid prompt (T-28)

    def resume_words(self) -> Callable[[], str]:
        """Back from the pause menu or help (:meth:`CardTable.resume`): :meth:`intro`, and on
        one's own turn in card play how to hear the hand after it, as Continue says it (T-28,
        T-29): "Trick game. Your turn. Bob led the ace of spades. ... Focus: 9 of hearts. H reads
        your hand." (the hand itself is long: the turn line never reads it); choosing the
        dummy's card (T-21), "... D reads the dummy's cards.". In bidding the bid prompt names H
        already."""
        def words() -> str:
            said = self.intro()
            view = self.view
            if self.spectating or not said or not (view.phase == "play" and view.turn_controller == self.seat):
                return said
            return f"{said} {resume_text.hand_pointer(self.me, view)}"
        return words

    def announce_events(self, events: Sequence[Event], own: bool, interrupt: bool | None = None) -> None:
        """Say ``events`` (:meth:`CardTable.announce_events`); a deal's start: the keys that read
        the hand or bid wait for its opening and bid prompt (:meth:`note_deal_opening`)."""
        super().announce_events(events, own, interrupt)
        self.note_deal_opening(events)

    def narration(self, events: Sequence[Event]) -> Callable[[], list[text.Message]]:
        """What ``events`` say to the human (T-29), worded when called, from the view of the game
        now (:meth:`CardTable.narration`: again in a language chosen while they wait)."""
        scored = next((event for event in events if isinstance(event, DealScored)), None)
        joker = self.joker_of_deal if scored is None else self.joker_of(scored.deal)
        me, view, scoring, premiums, focused = (self.me, self.view, self.setup.options.scoring, self.premiums,
                                                self._focused_card())
        deal_me = self.deal_me(scored.deal if scored is not None else view.deal)  # (a seat left this deal)
        return lambda: text.narrate(me, events, view, scoring, premiums, focused, joker, deal_me)

    def event_gist(self, events: Sequence[Event]) -> str:
        """The newest card or trick of ``events`` in short (said when Enter is pressed to play
        before it was heard): "Anna just played the 9 of hearts."."""
        if any(isinstance(event, PlayStarted) for event in events) and not any(
                isinstance(event, (CardPlayed, TrickWon)) for event in events):
            return _("Bidding over.")
        return text.just_played_gist(self.me, events, self.view.dummy) or super().event_gist(events)

    @property
    def online(self) -> bool:
        """True at an online table (a remote session): actions are answered later, from the
        server, and its computer players play there."""
        return bool(getattr(self.session, "remote", False))

    # ----------------------------------------------------------------- hint (A)
    def _hint(self) -> None:
        """A: what the hard level would do in the human's place and why, in one sentence; never
        plays it, but puts the focus on it (:meth:`say_hint`). Worked out in a worker; counted
        for the results (hints used)."""
        view = self.view
        deciding = (not self.between_deals and not self.over
                    and ((view.phase == "bidding" and view.bid is None)
                         or (view.phase == "play" and view.turn_controller == self.seat)))
        if not deciding:
            self.refuse_hint(_("A hint is for your turn to bid or play."))
            return
        situation = self._hint_situation()
        trio = None
        if view.phase == "bidding" and self.premium_index is not None and len(self.marked) == 3:
            hand = list(view.hand)
            trio = tuple(sorted(hand.index(card) for card in self.marked))  # T-9: the premium for these
            advised = self.advised_premium
            if advised is not None and advised[1] == tuple(self.marked) and advised[4] == self.bid_hint_key():
                # the bid hint marked these cards: its premium and chance, never a second sample's
                _position, _cards, premium, chance, _key = advised
                bid = text.bid_of(self.marked, view.joker_as)
                self.ask_hint(situation, self.hint_position(trio),
                              lambda _rng, _fixed: (Reworded(lambda: premium_sentence(view, chance, bid, premium)),
                                                    ("premium", premium)))
                return
        self.ask_hint(situation, self.hint_position(trio), lambda rng, fixed: advise(view, rng, fixed, trio))

    def bid_hint_key(self) -> tuple:
        """What the bid hint's chance was sampled for (T-28): the deal and phase, the hand and
        the bids the others made known; while it stands, the premium hint for the cards the bid
        hint marked says the bid hint's premium and chance again (:func:`~game.tricks.hints.premium_sentence`)."""
        view = self.view
        return self._situation() + (tuple(view.hand), tuple(view.known_bids))

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
            if view.phase == "play" and view.turn is not None and view.turn == view.dummy \
                    and view.turn_controller is not None:
                # T-21: who chooses the dummy's card ("Watching: the dummy to play." did not say)
                return _(online_text.WATCHING_STATUS_DUMMY).format(
                    name=text.name_mid(self.me, view.turn_controller, view.dummy))
            if view.phase == "play" and view.turn is not None:
                return _(online_text.WATCHING_STATUS_TURN_TRICKS).format(
                    name=text.name_mid(self.me, view.turn, view.dummy))
            return _(online_text.WATCHING_STATUS)
        if self.premium_index is not None:
            choice = self._premium_choices()[self.premium_index]
            return _("Premium: {label} (Up/Down, Enter; Esc back)").format(label=text.premium_label(choice))
        if view.phase == "bidding":
            if view.bid is None and self._bid_sent is not None:
                # online, the bid sent awaits the server's answer: Enter is refused then, and
                # "Enter confirms" was untrue (T-6, T-7; the drawn bid: :meth:`own_bid_drawn`)
                cards, _premium, joker_as = self._bid_sent
                # TRANSLATORS: the on-screen status line while one's bid, sent online, awaits the server.
                return _("Bid {bid} sent: waiting for the table.").format(bid=text.bid_of(cards, joker_as))
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
        if view.turn is not None and view.turn == view.dummy and view.turn_controller is not None:
            # T-21: who chooses the dummy's card (found by a tester: "The dummy to play" while
            # Anna chose it did not say who)
            return _("{name} to play from the dummy").format(
                name=text.name(self.me, view.turn_controller, view.dummy))
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

    def own_bid_drawn(self, view: TricksView) -> TricksView:
        """``view`` with your bid as the cards laid aside for it give it while the game does not
        have it yet (T-6, T-9): in the premium choice (the three bid cards confirmed, declare or
        reveal being chosen) and, online, while the bid sent awaits the server's answer. Your
        line then says "bid 4", as the premium choice's opening does ("Bid 4. Choose a
        premium."), not "no bid yet"; the seat panels and the status keys
        read the game itself (B: "Not confirmed yet. Marked: bid 4."). Drawn only: the game, and
        what the others know of your bid (T-7), are unchanged."""
        if view.phase != "bidding" or view.bid is not None or view.seat != self.seat:
            return view
        if self._bid_sent is not None:
            cards, _premium, joker_as = self._bid_sent
        elif self.premium_index is not None and len(self.marked) == 3:
            cards, joker_as = tuple(self.marked), view.joker_as
        else:
            return view
        return replace(view, bid=text.bid_of(cards, joker_as))

    def draw(self, surface: pygame.Surface, layout: Layout) -> None:
        """The table as the ear has it (:meth:`drawn_view`): a finished trick still being said
        stays, with who won it on the status line once that begins (:meth:`held_status`); the
        turn, the status and each bid change once the line saying them begins."""
        view, won = self.drawn_view()
        status = (self.held_status() if won else None) or self.drawn_status(view)
        self.placements = draw_table(surface, layout, self.app.fonts, self.app.theme, self.own_bid_drawn(view),
                                     focus=self.focus, focus_hand=self.focus_hand, marked=self.marked,
                                     status=status,
                                     anims=self.anims, me=self.me, won=won)
