"""Every word the trick game says: events, status answers, prompts and refusals (rules T-28, T-29).

One place for the wording (docs/announcements.md): "You" for the listener's own seat, names for
the others (by default the computer players' names, Anna, Bob, Carl), "the dummy" for seat 2 in
the two-player game, cards in words, most important words first. Pure Python, no pygame.

Every function that names a seat takes the :class:`~game.engine.perspective.Perspective` first
(``me``): the listener's seat (``None`` for a spectator, who hears every seat by name) and the
seats' names (:mod:`game.player_names`). Narration needs only the events the listener's seat may
know (:func:`game.tricks.visibility.events_for`) and that seat's view.

The main entry point is :func:`narrate`: one batch of events (as returned by
``TricksState.apply`` or ``start_events``) to a list of :class:`Message` for the announcer.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..engine.cards import Card, Suit
from ..engine.events import Event
from ..engine.perspective import Perspective
from ..card_names import card_name, rank_name, suit_name
from ..i18n import N_, _, join_words, ngettext, pgettext
from ..player_names import pronoun, seat_name, stand_in_name
from .events import (BidPlaced, CardPlayed, DealScored, DealStarted, DummyLaidOut, GameBonus,
                     GameEnded, HandExposed, MatchEnded, PlayStarted, PremiumsResolved, TrickWon,
                     TurnStarted)
from .rules import (BID_VALUES, GAME_BONUS, GAME_TARGET, MATCH_BONUSES, PREMIUM_POINTS, playable, suit_of,
                    trick_winner)
from .view import TricksView

BID_PROMPT = N_("Choose 3 bid cards.")
PREMIUM_LABELS = {None: N_("No premium"), "declare": N_("Declare"), "reveal": N_("Reveal")}
"""The premium choices' labels (English ids, said with ``_()``)."""
PREMIUM_HELP = {
    None: N_("your bid stays secret."),
    "declare": N_("your bid cards are shown to all. Made: {points} more. Missed: the others score {points} each."),
    "reveal": N_("your bid cards and your hand are shown to all. Made: {points} more. "
                 "Missed: the others score {points} each."),
}


def premium_label(choice: str | None) -> str:
    """"No premium", "Declare", "Reveal" in the player's language."""
    return _(PREMIUM_LABELS[choice])


def premium_help(choice: str | None) -> str:
    """What a premium choice does (T-9, T-16), in the player's language."""
    text = _(PREMIUM_HELP[choice])
    return text.format(points=PREMIUM_POINTS[choice]) if choice is not None else text


def premium_verb(kind: str) -> str:
    """"declare" / "reveal" as a verb in the player's language (Spanish "declarar")."""
    return {"declare": pgettext("premium, verb", "declare"), "reveal": pgettext("premium, verb", "reveal")}[kind]


@dataclass(frozen=True)
class Message:
    """One announcement: ``text`` to say (may be empty: cue only), an optional sound ``cue``,
    and ``prompt`` True for what to do now ("Your turn. ...", the bid prompt), which the
    announcer drops once stale (:mod:`game.speech.queue`); ``gist``: an outcome's own short
    form (the deal's end: "Deal 2 is over."), said when a key is pressed before it was heard
    (:meth:`game.scenes.card_table.CardTable.wait_for_speech`)."""

    text: str
    cue: str | None = None
    prompt: bool = False
    gist: str | None = None
    names_focus: bool = False
    """A prompt that names the focused card (the bid prompt's "focus: jack of spades", the turn
    line's "Focus: 8 of spades."): the table words it again when the focus moves before it is
    said (T-28, T-29)."""
    won: TrickWon | None = None
    """The trick this message says was won ("Anna wins the trick ..."): the table keeps that trick
    on screen until the message was heard (T-29; :mod:`game.tricks.scenes.trick_hold`)."""
    bidder: int | None = None
    """The hand whose bid this message tells ("Anna has bid.", "Anna declares ..."): its panel
    shows that bid once the message begins (T-7, T-10; :mod:`game.scenes.line_hold`)."""
    played: CardPlayed | None = None
    """The card this message says was played ("Anna: 6 of clubs."): the status line's turn
    moves on from its player once the message begins (T-29; :mod:`game.scenes.line_hold`)."""


# ----------------------------------------------------------------------- small words
def player_name(me: Perspective, seat: int) -> str:
    """``seat``'s name, never "you": the name ``me`` gives it, else the computer player's name in
    the player's language ("Anna" for seat 1, Russian "Анна")."""
    return seat_name(me, seat)


def name(me: Perspective, seat: int, dummy: int | None = None) -> str:
    """"You" for the listener's seat, "The dummy" for the dummy's seat, else the name ("Anna"
    for seat 1), in the player's language: the subject at the start of a sentence."""
    if me.played_for_me(seat):
        return stand_in_name()
    if me.is_me(seat):
        return pgettext("subject", "You")
    if dummy is not None and seat == dummy:
        return pgettext("subject", "The dummy")
    return player_name(me, seat)


def name_mid(me: Perspective, seat: int, dummy: int | None = None) -> str:
    """The name inside a sentence or a list: "you", "the dummy", "Anna"."""
    if me.is_me(seat):
        return pgettext("in a list", "you")
    if dummy is not None and seat == dummy:
        return pgettext("in a list", "the dummy")
    return player_name(me, seat)


def capital(text: str) -> str:
    """``text`` with its first letter in upper case."""
    return text[:1].upper() + text[1:]


def card_words(card: Card, joker_as: Card | None = None, case: str = "nominative") -> str:
    """A card in words (:func:`game.card_names.card_name`, ``case`` one of
    :data:`game.card_names.CASES`); the classic joker says what it stands for (T-26): "the joker
    as the 7 of diamonds" (the joker's name already has its "the"; the card it stands for is said
    with its article: Spanish "el comodín como el 7 de diamantes", Russian in the nominative,
    "джокер, он же семёрка бубен")."""
    if card.is_joker and joker_as is not None:
        return _("{joker} as {card}").format(joker=card_name(card, case), card=the_card(joker_as, None, "nominative"))
    return card_name(card, case)


def the_card(card: Card, joker_as: Card | None = None, case: str = "accusative") -> str:
    """A card after a verb or a preposition: "the jack of clubs", "the joker as the 7 of diamonds"
    (never "the the"); Spanish with the article that agrees with the rank ("con el rey de
    corazones", "la reina de picas"); Russian declines it (``case`` "accusative" or
    "nominative")."""
    if card.is_joker:  # the joker's own name already has its article ("the joker", "el comodín")
        return card_words(card, joker_as, case)
    definite = "definite nominative" if case == "nominative" else "definite"
    return pgettext("a card after a verb", "the {card}").format(card=card_words(card, joker_as, definite))


def card_list(cards: Sequence[Card], joker_as: Card | None = None, case: str = "nominative") -> str:
    """"6 of hearts, queen of spades" (the classic joker in its suit, :func:`hand_order`); "no
    cards" when empty. ``case`` "definite" for the object of a verb: Spanish "el 6 de corazones,
    la reina de picas", Russian in the accusative ("шестёрку червей, даму пик")."""
    return (", ".join(card_words(card, joker_as, case) for card in hand_order(cards, joker_as)) if cards
            else _("no cards"))


def seat_order(me: Perspective, count: int) -> list[int]:
    """Seats in the order every list is spoken and shown: you first, then seat order (Anna, Bob,
    Carl; the dummy at its seat); a spectator: seat order."""
    return me.me_first(range(count))


def counts_text(me: Perspective, values: Sequence[int], dummy: int | None) -> str:
    """"you 2, Anna 3, Bob 1": a number per hand, in :func:`seat_order`."""
    return ", ".join(pgettext("a hand's number in a list", "{name} {number}").format(
        name=name_mid(me, seat, dummy), number=values[seat]) for seat in seat_order(me, len(values)))


def bid_suit_words(cards: Sequence[Card], joker_as: Card | None = None) -> str:
    """The suits of bid cards in the order given (the table keeps hand order): "spade, heart,
    club" (T-6)."""
    return ", ".join(suit_name(suit, plural=False) for suit in (suit_of(card, joker_as) for card in cards)
                     if suit is not None)


def suit_after_no(suit: Suit) -> str:
    """A suit's name after "no" ("You have no hearts"): Russian takes the genitive ("червей")."""
    return {Suit.SPADES: pgettext("suit, after no", "spades"), Suit.HEARTS: pgettext("suit, after no", "hearts"),
            Suit.DIAMONDS: pgettext("suit, after no", "diamonds"),
            Suit.CLUBS: pgettext("suit, after no", "clubs")}[suit]


def hand_order(cards: Sequence[Card], joker_as: Card | None = None) -> tuple[Card, ...]:
    """``cards`` as the hand is shown and read: the classic joker moves into the suit it stands
    for, at that card's rank (T-26); the rest keep their order."""
    joker = next((card for card in cards if card.is_joker), None)
    if joker is None or joker_as is None:
        return tuple(cards)
    rest = [card for card in cards if not card.is_joker]
    at = len(rest)
    for i, card in enumerate(rest):
        if card.suit == joker_as.suit and card.rank > joker_as.rank:
            at = i
            break
    else:
        same = [i for i, card in enumerate(rest) if card.suit == joker_as.suit]
        if same:
            at = same[-1] + 1
        else:
            from ..engine.cards import SUIT_ORDER
            after = SUIT_ORDER[SUIT_ORDER.index(joker_as.suit) + 1:]
            at = next((i for i, card in enumerate(rest) if card.suit in after), len(rest))
    return tuple(rest[:at] + [joker] + rest[at:])


def bid_of(cards: Sequence[Card], joker_as: Card | None = None) -> int:
    """T-6: the bid value of ``cards`` (any number of them)."""
    total = 0
    for card in cards:
        suit = suit_of(card, joker_as)
        if suit is not None:
            total += BID_VALUES[suit]
    return total


def hand_by_suit(cards: Sequence[Card], joker_as: Card | None = None) -> str:
    """A hand read suit by suit: "Spades: 7, queen. Hearts: ace. No clubs. Diamonds: 9."."""
    parts = []
    ordered = hand_order(cards, joker_as)
    for suit in (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS):
        ranks = [rank_in_hand(card, joker_as) for card in ordered if suit_of(card, joker_as) == suit]
        if ranks:
            parts.append(_("{suit}: {ranks}.").format(suit=capital(suit_name(suit)), ranks=", ".join(ranks)))
        else:
            parts.append(_("No {suit}.").format(suit=suit_after_no(suit)))
    if any(card.is_joker and suit_of(card, joker_as) is None for card in cards):
        parts.append(_("{card}.").format(card=capital(card_words(next(c for c in cards if c.is_joker), joker_as))))
    return " ".join(parts)


def rank_in_hand(card: Card, joker_as: Card | None = None) -> str:
    """A rank in a suit's list: "9"; the classic joker "joker as 7"."""
    if card.is_joker and joker_as is not None:
        return _("joker as {rank}").format(rank=rank_name(joker_as.rank))
    return rank_name(card.rank)


def cards_count(count: int) -> str:
    """"1 card", "9 cards"."""
    return ngettext("{count} card", "{count} cards", count).format(count=count)


# ----------------------------------------------------------------------- deals and trumps
def trumps_words(trumps: Suit | None) -> str:
    """"Trumps: hearts." or "No trumps."."""
    return _("Trumps: {suit}.").format(suit=suit_name(trumps)) if trumps is not None else _("No trumps.")


def dealer_text(me: Perspective, dealer: int) -> str:
    """T-29: "You deal." / "Anna deals."."""
    return _("You deal.") if me.is_me(dealer) else _("{name} deals.").format(name=name(me, dealer))


def first_leader_text(me: Perspective, dealer: int, players: int) -> str:
    """T-11, T-29: who leads the deal's first trick, the dealer's left (with 2 players the
    non-dealer): "You lead." / "Bob leads."."""
    leader = (dealer + 1) % players
    return _("You lead.") if me.is_me(leader) else _("{name} leads.").format(name=name(me, leader))


def deal_started_text(me: Perspective, event: DealStarted, players: int) -> str:
    """T-29: "Deal 4. You deal. Trumps: hearts. Bob leads."; classic and Oxford add their cards."""
    parts = [_("Deal {deal}.").format(deal=event.deal), dealer_text(me, event.dealer)]
    if event.first_deal and event.game_number > 1:
        parts.insert(0, _("Game {number}.").format(number=event.game_number))
    if event.turn_up is not None:
        parts.append(_("Turned up: {card}.").format(card=card_name(event.turn_up)))
    if event.trump_card is not None:
        parts.append(_("Trump card: {card}.").format(card=card_name(event.trump_card)))
    parts.append(trumps_words(event.trumps))
    if event.joker_as is not None:
        parts.append(joker_counts_text(event.joker_as))
    if event.stock_left is not None:
        parts.append(stock_text(event.stock_left))
    parts.append(first_leader_text(me, event.dealer, players))
    return " ".join(parts)


def joker_counts_text(joker_as: Card) -> str:
    """T-26: "The joker counts as the 7 of diamonds."."""
    return _("The joker counts as {card}.").format(card=the_card(joker_as))


def stock_text(left: int) -> str:
    """Oxford: "5 left in the trump stock."."""
    return ngettext("{count} left in the trump stock.", "{count} left in the trump stock.", left).format(count=left)


def trumps_text(view: TricksView) -> str:
    """T key: the trumps, and the classic turn-up or the Oxford stock."""
    parts = [trumps_words(view.trumps)]
    if view.turn_up is not None:
        parts.append(_("Turned up: {card}.").format(card=card_name(view.turn_up)))
    if view.joker_as is not None:
        parts.append(joker_counts_text(view.joker_as))
    if view.stock_left is not None:
        parts.append(stock_text(view.stock_left))
    return " ".join(parts)


# ----------------------------------------------------------------------- bidding
def bid_prompt_text(view: TricksView, focus: int = 0) -> str:
    """T-28, the start of bidding: "Choose 3 bid cards. H reads your hand; focus: jack of
    spades." (``focus``: the focused index in the hand as shown)."""
    cards = hand_order(view.hand, view.joker_as)
    if not cards:
        return _(BID_PROMPT)
    card = cards[max(0, min(focus, len(cards) - 1))]
    return _("Choose 3 bid cards. H reads your hand; focus: {card}.").format(card=card_words(card, view.joker_as))


def marked_text(cards: Sequence[Card], joker_as: Card | None = None, confirm: bool = False) -> str:
    """T-28: what the marked bid cards bid: "Bid 5: club, heart, diamond." with three,
    "Marked: club, diamond. Bid so far 3." with fewer, "No bid cards marked." with none;
    ``confirm`` (the third card just marked, or a fourth refused): with three, what Enter does,
    as the status line shows it: "Bid 5: club, heart, diamond. Enter confirms."."""
    if not cards:
        return _("No bid cards marked.")
    value = bid_of(cards, joker_as)
    suits = bid_suit_words(cards, joker_as)
    if len(cards) == 3 and confirm:
        return _("Bid {bid}: {suits}. Enter confirms.").format(bid=value, suits=suits)
    if len(cards) == 3:
        return _("Bid {bid}: {suits}.").format(bid=value, suits=suits)
    return _("Marked: {suits}. Bid so far {bid}.").format(suits=suits, bid=value)


def rank_group(card: Card) -> str:
    """Which rank a card's name is built on, for words that agree with it (Russian "валет
    отмечен" but "дама отмечена", Spanish "rey marcado" but "sota marcada"): ``"number"`` (2 to
    10), ``"jack"``, ``"queen"``, ``"king"``, ``"ace"`` or ``"joker"``."""
    if card.is_joker:
        return "joker"
    return {11: "jack", 12: "queen", 13: "king", 14: "ace"}.get(card.rank, "number")


def marked_word(card: Card) -> str:
    """A focused bid card's status, agreeing with its name: "marked" (Russian "отмечен" for a
    jack, king, ace or joker, "отмечена" for a number card or a queen)."""
    return {"number": pgettext("said of a number card", "marked"), "jack": pgettext("said of a jack", "marked"),
            "queen": pgettext("said of a queen", "marked"), "king": pgettext("said of a king", "marked"),
            "ace": pgettext("said of an ace", "marked"), "joker": pgettext("said of the joker", "marked"),
            }[rank_group(card)]


def mark_text(card: Card, marked: bool, cards: Sequence[Card], joker_as: Card | None = None) -> str:
    """Space on a card: "Jack of clubs marked. Marked: club. Bid so far 3." / the third: "9 of
    hearts marked. Bid 2: heart, diamond, diamond. Enter confirms." (the word agrees with the
    card's rank: one message per :func:`rank_group`)."""
    words = capital(card_words(card, joker_as))
    group = rank_group(card)
    if marked:
        done = {"number": pgettext("said of a number card", "{card} marked."),
                "jack": pgettext("said of a jack", "{card} marked."),
                "queen": pgettext("said of a queen", "{card} marked."),
                "king": pgettext("said of a king", "{card} marked."),
                "ace": pgettext("said of an ace", "{card} marked."),
                "joker": pgettext("said of the joker", "{card} marked.")}[group]
    else:
        done = {"number": pgettext("said of a number card", "{card} unmarked."),
                "jack": pgettext("said of a jack", "{card} unmarked."),
                "queen": pgettext("said of a queen", "{card} unmarked."),
                "king": pgettext("said of a king", "{card} unmarked."),
                "ace": pgettext("said of an ace", "{card} unmarked."),
                "joker": pgettext("said of the joker", "{card} unmarked.")}[group]
    return f"{done.format(card=words)} {marked_text(cards, joker_as, confirm=marked)}"


def premium_item_text(choice: str | None, index: int, count: int) -> str:
    """"Declare, 2 of 3: your bid cards are shown to all. Made: 30 more. Missed: the others
    score 30 each." (T-9, T-16)."""
    return _("{label}, {number} of {count}: {help}").format(label=premium_label(choice), number=index + 1,
                                                          count=count, help=premium_help(choice))


def premium_prompt(value: int, choice: str | None, index: int, count: int) -> str:
    """Enter on three marked cards: "Bid 5. Choose a premium. No premium, 1 of 3: ..."."""
    return _("Bid {bid}. Choose a premium. {item}").format(bid=value, item=premium_item_text(choice, index, count))


def bid_confirmed_text(value: int, cards: Sequence[Card], premium: str | None,
                       joker_as: Card | None = None) -> str:
    """"You bid 5: club, heart, diamond. No premium." / "... You offer to declare."."""
    suits = bid_suit_words(cards, joker_as)
    if premium == "declare":
        return _("You bid {bid}: {suits}. You offer to declare.").format(bid=value, suits=suits)
    if premium == "reveal":
        return _("You bid {bid}: {suits}. You offer to reveal.").format(bid=value, suits=suits)
    return _("You bid {bid}: {suits}. No premium.").format(bid=value, suits=suits)


def bid_laid_aside_text(value: int, cards: Sequence[Card], premium: str | None,
                        joker_as: Card | None = None, stand_in: bool = False) -> str:
    """T-6, T-7, T-9: the bid a computer player made for a person whose turn timer ran out
    (online): "Laid aside for you: 9 of clubs, king of hearts, 6 of diamonds. Your bid is 5." /
    "... Your bid is 5, and you offer to declare."; ``stand_in``: the bid a computer made for
    the person while they were away (:attr:`Perspective.stand_in`), said as its own move: "A
    computer player for you bid 5: it laid aside 9 of clubs, king of hearts, 6 of diamonds." /
    "A computer player for you bid 5 and offers to declare: ..."."""
    cards_said = card_list(cards, joker_as)
    if stand_in:  # "it laid aside ...": the cards are the verb's object (Russian accusative, Spanish "el ...")
        cards_said = card_list(cards, joker_as, "definite")
        if premium == "declare":
            return _("A computer player for you bid {bid} and offers to declare: it laid aside {cards}.").format(
                cards=cards_said, bid=value)
        if premium == "reveal":
            return _("A computer player for you bid {bid} and offers to reveal: it laid aside {cards}.").format(
                cards=cards_said, bid=value)
        return _("A computer player for you bid {bid}: it laid aside {cards}.").format(cards=cards_said, bid=value)
    if premium == "declare":
        return _("Laid aside for you: {cards}. Your bid is {bid}, and you offer to declare.").format(
            cards=cards_said, bid=value)
    if premium == "reveal":
        return _("Laid aside for you: {cards}. Your bid is {bid}, and you offer to reveal.").format(
            cards=cards_said, bid=value)
    return _("Laid aside for you: {cards}. Your bid is {bid}.").format(cards=cards_said, bid=value)


# ----------------------------------------------------------------------- play
def follow_reason(me: Perspective, seat: int, led: Suit, dummy: int | None) -> str:
    """"You must follow hearts." / "The dummy must follow hearts."."""
    if me.is_me(seat):
        return _("You must follow {suit}.").format(suit=suit_name(led))
    return _("The dummy must follow {suit}.").format(suit=suit_name(led))


def focus_text(card: Card, index: int, count: int, status: str = "", joker_as: Card | None = None) -> str:
    """T-28: a focused card: "Jack of clubs, 3 of 9, playable" (``status`` may be empty)."""
    words = capital(card_words(card, joker_as))
    if status:
        return _("{card}, {number} of {count}, {status}").format(card=words, number=index + 1, count=count,
                                                                 status=status)
    return _("{card}, {number} of {count}").format(card=words, number=index + 1, count=count)


def play_status(me: Perspective, view: TricksView, seat: int, card: Card) -> str:
    """Whether the human may play ``card`` from hand ``seat`` now: "playable",
    "cannot play: you must follow hearts", or "" when it is not this hand's turn."""
    if view.phase != "play" or view.turn != seat or not me.is_me(view.turn_controller):
        return ""
    hand = view.hand if me.is_me(seat) else (view.dummy_hand or ())
    if card in playable(hand, view.led_suit, view.joker_as):
        return _("playable")
    assert view.led_suit is not None
    if me.is_me(seat):
        return _("cannot play: you must follow {suit}").format(suit=suit_name(view.led_suit))
    return _("cannot play: the dummy must follow {suit}").format(suit=suit_name(view.led_suit))


def card_played_text(me: Perspective, event: CardPlayed, dummy: int | None) -> str:
    """T-29: "Bob: jack of clubs." (a lead or a card that follows); "Bob trumps with the 9 of
    spades." / "Bob discards the 4 of hearts." (cannot follow); a dummy's card names who chose
    it (:func:`dummy_card_text`); the card the listener's turn timer had a computer play for them
    says so (:func:`_timer_card_played_text`)."""
    if dummy is not None and event.seat == dummy:
        return dummy_card_text(me, event)
    if me.timer_played(event.seat):
        return _timer_card_played_text(me, event)
    who = name(me, event.seat, dummy)
    if event.lead or event.follows:
        return _("{name}: {card}.").format(name=who, card=card_words(event.card, event.acts_as))
    card = the_card(event.card, event.acts_as)
    human = me.is_me(event.seat) and not me.played_for_me(event.seat)
    if event.trump:
        return (_("You trump with {card}.") if human else _("{name} trumps with {card}.")).format(name=who, card=card)
    return (_("You discard {card}.") if human else _("{name} discards {card}.")).format(name=who, card=card)


def _timer_card_played_text(me: Perspective, event: CardPlayed) -> str:
    """T-29: a person's turn timer ran out online and a computer played their card: the
    listener's, "Played for you: the jack of clubs." (a lead or a card that follows) / "Played
    for you: the 9 of spades as a trump." / "Discarded for you: the 4 of hearts."; another's
    (the notice before it said "Ana's time ran out: ..."), "Played for Ana: the jack of clubs." /
    "Played for Ana: the 9 of spades as a trump." / "Discarded for Ana: the 4 of hearts."."""
    card = card_words(event.card, event.acts_as, "definite")
    if not me.is_me(event.seat):
        who = player_name(me, event.seat)
        if event.lead or event.follows:
            return _("Played for {name}: the {card}.").format(name=who, card=card)
        if event.trump:
            return _("Played for {name}: the {card} as a trump.").format(name=who, card=card)
        return _("Discarded for {name}: the {card}.").format(name=who, card=card)
    if event.lead or event.follows:
        return _("Played for you: the {card}.").format(card=card)
    if event.trump:
        return _("Played for you: the {card} as a trump.").format(card=card)
    return _("Discarded for you: the {card}.").format(card=card)


def dummy_card_text(me: Perspective, event: CardPlayed) -> str:
    """T-21: a card from the dummy says who chose it: "Anna leads from the dummy: king of
    diamonds." / "You play the dummy's 9 of spades." / "Anna trumps with the dummy's 6 of
    hearts." / "You discard the dummy's 7 of clubs."; a card a computer chose from the dummy for
    the listener while they were away: "A computer player for you plays the dummy's 9 of spades.";
    for the listener whose turn timer ran out: "Played for you: the dummy's 9 of spades."; for
    another: "Played for Ana: the dummy's 9 of spades."."""
    who = name(me, event.controller)
    human = me.is_me(event.controller)
    stand_in = me.played_for_me(event.controller)
    if me.timer_played(event.controller):  # the person's turn timer ran out: a computer chose it for them
        card = card_words(event.card, event.acts_as, "definite")
        if human:
            return _("Played for you: the dummy's {card}.").format(card=card)
        return _("Played for {name}: the dummy's {card}.").format(name=player_name(me, event.controller), card=card)
    if event.lead:
        card = card_words(event.card, event.acts_as)
        if stand_in:
            return _("A computer player for you leads from the dummy: {card}.").format(card=card)
        return (_("You lead from the dummy: {card}.") if human
                else _("{name} leads from the dummy: {card}.")).format(name=who, card=card)
    # "the dummy's joker as the 7 of diamonds"; Spanish "desde el muerto: el 9 de picas"
    card = card_words(event.card, event.acts_as, "definite")
    if stand_in:
        if event.follows:
            return _("A computer player for you plays the dummy's {card}.").format(card=card)
        if event.trump:
            return _("A computer player for you trumps with the dummy's {card}.").format(card=card)
        return _("A computer player for you discards the dummy's {card}.").format(card=card)
    if event.follows:
        message = _("You play the dummy's {card}.") if human else _("{name} plays the dummy's {card}.")
    elif event.trump:
        message = _("You trump with the dummy's {card}.") if human else _("{name} trumps with the dummy's {card}.")
    else:
        message = _("You discard the dummy's {card}.") if human else _("{name} discards the dummy's {card}.")
    return message.format(name=who, card=card)


def trick_won_text(me: Perspective, event: TrickWon, dummy: int | None, joker_as: Card | None = None) -> str:
    """"Anna wins the trick with the ace of clubs. Tricks: you 2, Anna 3, Bob 1."; a trick a
    computer won in the listener's seat while they were away (:attr:`Perspective.stand_in`) as
    its own: "A computer player for you wins the trick with the 10 of clubs. Tricks: you 1, Bob
    3, Ben 0." (never "You win the trick ...", T-29); the tricks still count as the listener's."""
    card, counts = the_card(event.card, joker_as), counts_text(me, event.tricks, dummy)
    if me.played_for_me(event.winner):
        return _("A computer player for you wins the trick with {card}. Tricks: {counts}.").format(
            card=card, counts=counts)
    if me.is_me(event.winner):
        return _("You win the trick with {card}. Tricks: {counts}.").format(card=card, counts=counts)
    return _("{name} wins the trick with {card}. Tricks: {counts}.").format(
        name=name(me, event.winner, dummy), card=card, counts=counts)


def just_played_gist(me: Perspective, events: Sequence[Event], dummy: int | None) -> str | None:
    """The newest card or trick of ``events`` in short, said when Enter is pressed to play before
    it was heard (the key does nothing else): "Anna just played the 9 of hearts." / "Bob just
    won the trick." / "You just won the trick."; None when ``events`` have neither."""
    for event in reversed(list(events)):
        if isinstance(event, TrickWon):
            if me.is_me(event.winner):
                return _("You just won the trick.")
            return _("{name} just won the trick.").format(name=name(me, event.winner, dummy))
        if isinstance(event, CardPlayed) and not me.is_me(event.seat):
            return _("{name} just played {card}.").format(name=name(me, event.seat, dummy),
                                                          card=the_card(event.card, event.acts_as, "nominative"))
    return None


def led_text(me: Perspective, trick: Sequence[tuple[int, Card]], dummy: int | None, joker_as: Card | None) -> str:
    """"Bob led the jack of clubs."."""
    seat, card = trick[0]
    if me.is_me(seat):
        return _("You led {card}.").format(card=the_card(card, joker_as))
    return _("{name} led {card}.").format(name=name(me, seat, dummy), card=the_card(card, joker_as))


def your_turn_text(me: Perspective, view: TricksView, focused: Card | None = None) -> str:
    """T-29: "Your turn. Bob led the jack of clubs. You have clubs. You have 1 of 3: you need 2
    more. Focus: 9 of clubs."; with more cards down, who is winning and every other card on the
    table (:func:`others_on_table_text`): "Your turn. Anna led the jack of clubs. Anna's lead is
    still winning. Also on the table: Bob, 7 of clubs; Carl, 2 of diamonds. You have no clubs.
    ..." / on the lead, what you still need too: "Your turn. You lead. You
    have 1 of 3: you need 2 more. Focus: 6 of spades." (:func:`need_text`, T-14). For the dummy
    (two players): "Play from the dummy. ..."; ``focused`` is the card the arrows start from
    (left out when None)."""
    seat = view.turn
    assert seat is not None
    dummy = view.dummy
    first = _("Your turn.") if me.is_me(seat) else _("Play from the dummy.")
    focus = (" " + _("Focus: {card}.").format(card=card_words(focused, view.joker_as))) if focused is not None else ""
    if not view.current_trick:
        parts = [first, _("You lead.") if me.is_me(seat) else _("The dummy leads.")]
        need = need_text(me, view, seat)
        if need:
            parts.append(need)
        return " ".join(parts) + focus
    parts = [first, led_text(me, view.current_trick, dummy, view.joker_as)]
    winning = winning_text(me, view)
    if winning:
        parts.append(winning)
    others = others_on_table_text(me, view)
    if others:
        parts.append(others)
    parts.append(holding_text(me, view, seat))
    need = need_text(me, view, seat)
    if need:
        parts.append(need)
    return " ".join(parts) + focus


def others_on_table_text(me: Perspective, view: TricksView) -> str:
    """The cards on the table that neither led nor are winning, after the lead and the winner
    were named (:func:`led_text`, :func:`winning_text`), so that the turn line names every card
    on the table once, discards too (T-13, T-29): "Also on the table: Bob, 7 of clubs; Carl, 2
    of diamonds."; "" when there are none (found by ear: with the lead still winning, the cards
    played after it were left out)."""
    trick = view.current_trick
    if len(trick) < 2:
        return ""
    winner = trick_winner(trick, view.trumps, view.joker_as)
    rest = [played for index, played in enumerate(trick) if index not in (0, winner)]
    if not rest:
        return ""
    return _("Also on the table: {cards}.").format(cards=trick_cards_text(me, rest, view.dummy, view.joker_as))


def holding_text(me: Perspective, view: TricksView, seat: int) -> str:
    """Whether the hand ``seat`` (yours, or the dummy's you play) holds the suit led (T-12):
    "You have clubs." / "You have no clubs." / "The dummy has clubs." / "The dummy has no
    clubs."; "" with no card on the table."""
    led = view.led_suit
    if led is None:
        return ""
    hand = view.hand if me.is_me(seat) else (view.dummy_hand or ())
    has = any(suit_of(card, view.joker_as) == led for card in hand)
    if me.is_me(seat):
        return (_("You have {suit}.").format(suit=suit_name(led)) if has
                else _("You have no {suit}.").format(suit=suit_after_no(led)))
    return (_("The dummy has {suit}.").format(suit=suit_name(led)) if has
            else _("The dummy has no {suit}.").format(suit=suit_after_no(led)))


def winning_text(me: Perspective, view: TricksView) -> str:
    """Who is winning the trick on the table, once a second card is down: "Bob is winning with
    the 8 of spades, a trump." / "You are winning with the ace of clubs." / "Anna's lead is
    still winning." ("" with fewer than two cards: the lead is named already) (T-13)."""
    trick = view.current_trick
    if len(trick) < 2:
        return ""
    index = trick_winner(trick, view.trumps, view.joker_as)
    seat, card = trick[index]
    if index == 0:  # the lead, named just before, still wins
        if me.is_me(seat):
            return _("Your lead is still winning.")
        if seat == view.dummy:
            return _("The dummy's lead is still winning.")
        return _("{name}'s lead is still winning.").format(name=name(me, seat, view.dummy))
    words = the_card(card, view.joker_as)
    trump = view.trumps is not None and suit_of(card, view.joker_as) == view.trumps
    if me.is_me(seat):
        return (_("You are winning with {card}, a trump.") if trump
                else _("You are winning with {card}.")).format(card=words)
    who = name(me, seat, view.dummy)
    return (_("{name} is winning with {card}, a trump.") if trump
            else _("{name} is winning with {card}.")).format(name=who, card=words)


def need_text(me: Perspective, view: TricksView, seat: int | None = None) -> str:
    """What the hand ``seat`` (you, the default, or the dummy you play) still needs, once its bid is known:
    "You have 2 of 3: you need 1 more." / "You have 0 of 8: you need 8 more, but only 5 tricks are
    left." / "You have 3 of 3: one more trick and you miss." / "Your
    bid of 3 is missed: you took 4." (T-14); the dummy succeeds with its bid or fewer (T-24):
    "The dummy has 2 of 3: it may take 1 more." ("" before the bid is known, and for a spectator)."""
    if seat is None:
        seat = me.seat
    if seat is None:
        return ""
    bid = view.known_bids[seat] if not me.is_me(seat) else view.bid
    if bid is None or view.phase != "play":
        return ""
    took = view.tricks[seat]
    left = view.tricks_per_deal - len(view.played_tricks)
    if me.is_me(seat):
        if took < bid and bid - took > left:  # out of reach: say why
            return ngettext("You have {took} of {bid}: you need {need} more, but only {count} trick is left.",
                            "You have {took} of {bid}: you need {need} more, but only {count} tricks are left.",
                            left).format(took=took, bid=bid, need=bid - took, count=left)
        if took < bid:
            return ngettext("You have {took} of {bid}: you need {count} more.",
                            "You have {took} of {bid}: you need {count} more.", bid - took).format(
                took=took, bid=bid, count=bid - took)
        if took == bid:
            return _("You have {took} of {bid}: one more trick and you miss.").format(took=took, bid=bid)
        return _("Your bid of {bid} is missed: you took {took}.").format(took=took, bid=bid)
    if seat == view.dummy:
        if took <= bid:
            return ngettext("The dummy has {took} of {bid}: it may take {count} more.",
                            "The dummy has {took} of {bid}: it may take {count} more.", bid - took).format(
                took=took, bid=bid, count=bid - took)
        return _("The dummy's bid of {bid} is missed: it took {took}.").format(took=took, bid=bid)
    return ""


def game_over_text(me: Perspective, winners: Sequence[int] | None) -> str:
    """A key pressed once the game is over (T-17, T-18, T-25, T-27): that it is over and who won,
    "The game is over. Bob wins." / "The game is over. You win." / "The game is over. Anna and
    you share the win." ("The game is over." when no winner is known)."""
    if not winners:
        return _("The game is over.")
    if len(winners) == 1:
        if me.is_me(winners[0]):
            return _("The game is over. You win.")
        return _("The game is over. {name} wins.").format(name=player_name(me, winners[0]))
    names = capital(join_words([name_mid(me, seat) for seat in winners]))  # the names open a sentence
    if any(me.is_me(seat) for seat in winners):
        return pgettext("you among them", "The game is over. {names} share the win.").format(names=names)
    return _("The game is over. {names} share the win.").format(names=names)


def not_your_turn(me: Perspective, view: TricksView) -> str:
    """"Not your turn. Anna plays next." / the dummy's turn (T-21), who chooses its card: "Not your
    turn. Anna plays from the dummy next." (or bidding / game over reasons: "The game is over.
    Anna wins.", :func:`game_over_text`)."""
    if view.phase == "over":
        return game_over_text(me, view.winner)
    if view.phase == "bidding":
        return _("Bidding is over for you. Wait for the others to bid.")
    if view.turn is None:
        return _("Not your turn.")
    if view.dummy is not None and view.turn == view.dummy:
        if view.turn_controller is None or me.is_me(view.turn_controller):
            return _("Not your turn. The dummy plays next.")
        # T-21: whoever plays the dummy's card: "Not your turn. Anna plays from the dummy next."
        return _("Not your turn. {name} plays from the dummy next.").format(name=name(me, view.turn_controller))
    return _("Not your turn. {name} plays next.").format(name=name(me, view.turn, view.dummy))


# ----------------------------------------------------------------------- the deal's end
Premiums = Sequence[tuple[int, str]]
"""The premiums that stood this deal: ``(seat, "declare" | "reveal")`` (from PremiumsResolved)."""


def missed_premiums(event: DealScored, premiums: Premiums) -> list[tuple[int, str]]:
    """T-16, T-23: the standing premiums whose player missed the bid."""
    return [(seat, kind) for seat, kind in premiums if not event.made[seat]]


def points_parts(me: Perspective, seat: int, event: DealScored, dummy: int | None, premiums: Premiums) -> list[str]:
    """Where a hand's points came from: "3 tricks", "20 bonus" (T-15 / Oxford), "30 for the
    declare" (T-16, T-24), "30 from Anna's missed declare", "60 from your and Anna's missed
    declares" (T-16, T-23)."""
    tricks = event.tricks[seat]
    premium = event.premium_points[seat]
    bonus = event.points[seat] - tricks - premium
    parts = [ngettext("{count} trick", "{count} tricks", tricks).format(count=tricks)]
    if bonus:
        parts.append(_("{points} bonus").format(points=bonus))
    own = 0
    kind = dict(premiums).get(seat)
    if kind is not None and event.made[seat]:
        own = PREMIUM_POINTS[kind]
        parts.append((_("{points} for the declare") if kind == "declare"
                      else _("{points} for the reveal")).format(points=own))
    elif seat == dummy and event.made[seat] and event.tricks[seat] == event.bids[seat] and premium:
        own = PREMIUM_POINTS["declare"]
        parts.append(_("{points} for the exact bid").format(points=own))
    gained = premium - own
    if gained > 0:
        missed = [(s, k) for s, k in missed_premiums(event, premiums) if s != seat]
        if not missed:  # whose premium gave them is not known here: never a list with no name in it
            parts.append(_("{points} from premiums").format(points=gained))
        elif len(missed) == 1:
            other, other_kind = missed[0]
            if me.is_me(other):
                message = (_("{points} from your missed declare") if other_kind == "declare"
                           else _("{points} from your missed reveal"))
            else:
                message = (_("{points} from {name}'s missed declare") if other_kind == "declare"
                           else _("{points} from {name}'s missed reveal"))
            parts.append(message.format(points=gained, name=name(me, other, dummy)))
        else:
            whose = join_words([pgettext("whose missed premium", "your") if me.is_me(other)
                                else pgettext("whose missed premium", "{name}'s").format(name=name(me, other, dummy))
                                for other, _kind in missed])
            kinds = {other_kind for _seat, other_kind in missed}
            if kinds == {"declare"}:
                message = _("{points} from {whose} missed declares")
            elif kinds == {"reveal"}:
                message = _("{points} from {whose} missed reveals")
            else:
                message = _("{points} from {whose} missed premiums")
            parts.append(message.format(points=gained, whose=whose))
    return parts


def seat_result(me: Perspective, seat: int, event: DealScored, dummy: int | None, premiums: Premiums = ()) -> str:
    """"You bid 2 and took 2: made, 22 points: 2 tricks, 20 bonus." / "You declared 4 and took
    1: missed, 1 point." (a standing premium says "declared" or "revealed" for "bid") / "Bob bid
    4 and took 5: missed, 35 points: 5 tricks, 30 from your missed declare." / "The dummy bid 6
    and took 5, fewer than its bid: succeeded, 5 points." (T-14..T-16, T-23, T-24)."""
    bid, took, points = event.bids[seat], event.tricks[seat], event.points[seat]
    fewer = seat == dummy and event.made[seat] and took < bid
    if fewer:
        result = ngettext("succeeded, {count} point", "succeeded, {count} points", points)
    elif event.made[seat]:
        result = ngettext("made, {count} point", "made, {count} points", points)
    else:
        result = ngettext("missed, {count} point", "missed, {count} points", points)
    result = result.format(count=points)
    parts = points_parts(me, seat, event, dummy, premiums)
    if len(parts) > 1:
        result = _("{result}: {parts}").format(result=result, parts=", ".join(parts))
    kind = dict(premiums).get(seat)
    if fewer:
        message = _("The dummy bid {bid} and took {took}, fewer than its bid: {result}.")
    elif me.is_me(seat):
        message = {"declare": _("You declared {bid} and took {took}: {result}."),
                   "reveal": _("You revealed {bid} and took {took}: {result}.")}.get(
            kind or "", _("You bid {bid} and took {took}: {result}."))
    else:
        message = {"declare": _("{name} declared {bid} and took {took}: {result}."),
                   "reveal": _("{name} revealed {bid} and took {took}: {result}.")}.get(
            kind or "", _("{name} bid {bid} and took {took}: {result}."))
    return message.format(name=name(me, seat, dummy), bid=bid, took=took, result=result)


def summary_trumps_text(started: DealStarted | None, upcoming: DealStarted | None, successes: int,
                        scored_deal: tuple[Suit | None, Card | None] | None = None) -> str:
    """T key on the deal summary (T-8, T-25..T-27): "This deal: no trumps. Next deal: hearts, 2
    made their bid." The next deal's trumps are said only when the deal just scored sets them
    (standard rules); the classic turn-up and the Oxford stock card are told when that deal
    starts. ``scored_deal``: the trumps of the deal just scored and the card the joker stood for
    in it, when ``started`` is not its start (a table back after it began: from the view's
    ``last_trumps`` and ``last_joker_as``)."""
    if scored_deal is not None:
        trumps, joker_as = scored_deal
    else:
        trumps, joker_as = (started.trumps, started.joker_as) if started is not None else (None, None)
    parts = [_("This deal: {suit}.").format(suit=suit_name(trumps)) if trumps is not None
             else _("This deal: no trumps.")]
    if joker_as is not None:
        parts.append(_("The joker counted as {card}.").format(card=the_card(joker_as)))
    if upcoming is None:
        return " ".join(parts)
    if upcoming.first_deal:
        parts.append(_("Next deal: no trumps, game {number} starts.").format(number=upcoming.game_number))
    elif upcoming.turn_up is not None:
        parts.append(_("Next deal: a turned-up card sets trumps."))
    elif upcoming.trump_card is not None:
        parts.append(_("Next deal: the next card of the trump stock sets trumps."))
    elif upcoming.trumps is not None:
        parts.append((_("Next deal: {suit}, nobody made their bid.") if successes == 0 else
                      ngettext("Next deal: {suit}, {count} made their bid.",
                               "Next deal: {suit}, {count} made their bid.", successes)).format(
            suit=suit_name(upcoming.trumps), count=successes))
    else:
        parts.append((_("Next deal: no trumps, nobody made their bid.") if successes == 0 else
                      ngettext("Next deal: no trumps, {count} made their bid.",
                               "Next deal: no trumps, {count} made their bid.", successes)).format(count=successes))
    return " ".join(parts)


SUMMARY_STATUS = {
    "table": N_("The deal is over: no cards on the table."),
    "hand": N_("Your hand is empty until the next deal."),
    "dummy": N_("The dummy's hand is empty until the next deal."),
    "revealed": N_("The deal is over: no hand is face up."),
}
"""V, H, D and R on the deal summary: every hand is played out (T-28)."""


def summary_status_text(key: str, dummy: int | None) -> str:
    """V, H, D or R (``key`` "table", "hand", "dummy", "revealed") on the deal summary; D without
    a dummy says there is none."""
    if key == "dummy" and dummy is None:
        return _("There is no dummy: it plays only in the 2-player game.")
    return _(SUMMARY_STATUS[key])


def dummy_rule_text(dummy: int | None) -> str:
    """T-24, said once in the summary: how the dummy succeeds."""
    if dummy is None:
        return ""
    return _("The dummy makes its bid by taking its bid or fewer.")


def scores_words(me: Perspective, totals: Sequence[int], dummy: int | None) -> str:
    """"you 45, Anna 30, Bob 12": in :func:`seat_order`."""
    return counts_text(me, totals, dummy)


def deal_scored_text(me: Perspective, event: DealScored, dummy: int | None, scoring: str,
                     premiums: Premiums = ()) -> str:
    """T-29: "Deal over. You declared 2 and took 1: missed, 1 point. Anna bid 3 and took 3:
    made, 53 points: 3 tricks, 20 bonus, 30 from your missed declare. ... Scores: you 1, Anna
    53." (a missed premium is said once, in each gainer's points)."""
    parts = [_("Deal over.")]
    for seat in seat_order(me, len(event.bids)):
        parts.append(seat_result(me, seat, event, dummy, premiums))
    parts.append(totals_sentence(me, event.totals, event.game_scores, dummy, scoring))
    return " ".join(parts)


def dummy_premium_lines(event: DealScored, dummy: int | None, premiums: Premiums = ()) -> list[str]:
    """T-23, T-24: the premium points of the dummy, which has no sentence of its own for them:
    "Both declares missed: the dummy scores 60." (both live declarers missed) / "The dummy took
    exactly its bid: 30 more." ([] without a dummy or such points). Every other premium's points
    are said in its player's own sentence (:func:`headline_seat`)."""
    if dummy is None:
        return []
    lines = []
    standing = dict(premiums)
    if len([seat for seat in standing if not event.made[seat]]) == 2:
        lines.append(_("Both declares missed: the dummy scores {points}.").format(
            points=2 * PREMIUM_POINTS["declare"]))
    if event.made[dummy] and event.tricks[dummy] == event.bids[dummy] and event.premium_points[dummy]:
        lines.append(_("The dummy took exactly its bid: {points} more.").format(points=PREMIUM_POINTS["declare"]))
    return lines


def headline_seat(me: Perspective, seat: int, event: DealScored, dummy: int | None, premiums: Premiums = ()) -> str:
    """T-29, one hand's sentence in the deal's headline: its bid, what it took when it missed, and
    a standing premium's points with their reason in the same sentence, so that each miss is named
    once (T-16): "You made your bid of 3." / "You missed your bid of 6: you took 4." / "You made
    your declare of 3: 30 more." / "You missed your reveal of 4: you took 2; the others score 60
    each." / "Bob bid 3 and made it." / "Anna bid 4 and took 2: missed." / "Anna declared 3 and
    made it: 30 more." / "Anna declared 3 and took 2: missed; the others score 30 each."; when
    both live declarers missed (T-23) no "the others" ("Anna declared 4 and took 6: missed.":
    :func:`dummy_premium_lines` says the dummy's 60); the dummy (T-24): "The dummy bid 3 and took
    2: fewer than its bid counts as made." / "The dummy missed its bid of 2: it took 5 tricks."."""
    bid, took, made = event.bids[seat], event.tricks[seat], event.made[seat]
    kind = dict(premiums).get(seat)
    points = PREMIUM_POINTS[kind] if kind is not None else 0
    both_missed = dummy is not None and len([other for other, _kind in premiums if not event.made[other]]) == 2
    declare = kind == "declare"
    if me.is_me(seat):
        if kind is None:
            message = _("You made your bid of {bid}.") if made else _("You missed your bid of {bid}: you took {took}.")
        elif made:
            message = _("You made your declare of {bid}: {points} more.") if declare else _(
                "You made your reveal of {bid}: {points} more.")
        elif both_missed:
            message = _("You missed your declare of {bid}: you took {took}.")
        else:
            message = _("You missed your declare of {bid}: you took {took}; the others score {points} each.") \
                if declare else _("You missed your reveal of {bid}: you took {took}; the others score {points} each.")
        return message.format(bid=bid, took=took, points=points)
    if seat == dummy:
        if made and took < bid:  # T-24: fewer also succeeds
            return _("The dummy bid {bid} and took {took}: fewer than its bid counts as made.").format(
                bid=bid, took=took)
        if made:
            return _("{name} bid {bid} and made it.").format(name=name(me, seat, dummy), bid=bid)
        # T-24: the dummy misses only by taking more than its bid
        return ngettext("The dummy missed its bid of {bid}: it took {count} trick.",
                        "The dummy missed its bid of {bid}: it took {count} tricks.", took).format(bid=bid, count=took)
    if kind is None:
        message = _("{name} bid {bid} and made it.") if made else _("{name} bid {bid} and took {took}: missed.")
    elif made:
        message = _("{name} declared {bid} and made it: {points} more.") if declare else _(
            "{name} revealed {bid} and made it: {points} more.")
    elif both_missed:
        message = _("{name} declared {bid} and took {took}: missed.")
    else:
        message = _("{name} declared {bid} and took {took}: missed; the others score {points} each.") if declare \
            else _("{name} revealed {bid} and took {took}: missed; the others score {points} each.")
    return message.format(name=name(me, seat, dummy), bid=bid, took=took, points=points)


def deal_headline(me: Perspective, event: DealScored, dummy: int | None, scoring: str, premiums: Premiums = ()) -> str:
    """T-29, said at a deal's end, whole sentences (each player's points are in the summary, not
    here): your bid and whether you made it, then every other hand's bid and outcome (those who
    made it, then those who missed, each group in seat order; one sentence each,
    :func:`headline_seat`), the dummy's premium points (:func:`dummy_premium_lines`), the scores:
    "You missed your bid of 6: you took 4. Bob bid 3 and made it. Anna bid 4 and took 2: missed.
    Scores: you 12, Anna 40, Bob 33."; a standing premium's points with their reason in its
    player's sentence, each miss named once (T-16): "... Anna declared 3 and took 2: missed; the
    others score 30 each. Scores: ..."; the dummy that took more than its bid, last (T-24): "The
    dummy missed its bid of 2: it took 5 tricks."; a spectator hears every hand by name: "Bob bid
    3 and made it. Anna bid 4 and took 2: missed. Zoe bid 1 and took 3: missed. Scores: ..."."""
    parts = []
    if me.seat is not None:
        parts.append(headline_seat(me, me.seat, event, dummy, premiums))
    others = [seat for seat in seat_order(me, len(event.bids)) if not me.is_me(seat)]
    for seat in [seat for seat in others if event.made[seat]] + [seat for seat in others if not event.made[seat]]:
        parts.append(headline_seat(me, seat, event, dummy, premiums))
    parts.extend(dummy_premium_lines(event, dummy, premiums))
    parts.append(totals_sentence(me, event.totals, event.game_scores, dummy, scoring))
    return " ".join(parts)


def next_trumps_line(successes: int, upcoming: DealStarted | None) -> str:
    """The summary's line on why the next deal's trumps are what they are (T-5, standard rules
    only; "" otherwise): "1 bid made: next deal's trumps are spades." / "No bid made: the next
    deal has no trumps."."""
    if upcoming is None or upcoming.first_deal or upcoming.turn_up is not None or upcoming.trump_card is not None:
        return ""
    if successes == 0:
        return (_("No bid made: next deal's trumps are {suit}.").format(suit=suit_name(upcoming.trumps))
                if upcoming.trumps is not None else _("No bid made: the next deal has no trumps."))
    if upcoming.trumps is None:
        return ngettext("{count} bid made: the next deal has no trumps.",
                        "{count} bids made: the next deal has no trumps.", successes).format(count=successes)
    return ngettext("{count} bid made: next deal's trumps are {suit}.",
                    "{count} bids made: next deal's trumps are {suit}.", successes).format(
        count=successes, suit=suit_name(upcoming.trumps))


def game_bonus_line(me: Perspective, event: GameBonus, game_score: int, dummy: int | None) -> str:
    """T-18, a summary line: "Anna reaches 101 having made her bid: game bonus 100, total 201."
    (``game_score`` is the game score before the bonus)."""
    total = game_score + event.amount
    if me.is_me(event.seat):
        return _("You reach {score} having made your bid: game bonus {amount}, total {total}.").format(
            score=game_score, amount=event.amount, total=total)
    if event.seat == dummy:
        return _("The dummy reaches {score} having made its bid: game bonus {amount}, total {total}.").format(
            score=game_score, amount=event.amount, total=total)
    return _("{name} reaches {score} having made the bid: game bonus {amount}, total {total}.").format(
        name=name(me, event.seat, dummy), score=game_score, amount=event.amount, total=total)


def dummy_ended_line(me: Perspective, scores: Sequence[int], dummy: int | None, target: int,
                     winners: Sequence[int]) -> str:
    """T-17, T-25: when the dummy's score ended the game: "The dummy reached 117: that ends the
    game, but the dummy never wins." ("" when the dummy did not reach ``target``). Said after
    the winner, who is named once (:func:`results_lines`)."""
    if dummy is None or scores[dummy] < target or not winners:
        return ""
    return _("The dummy reached {score}: that ends the game, but the dummy never wins.").format(score=scores[dummy])


def lapsed_text(me: Perspective, seat: int, kind: str, standing: Sequence[tuple[int, str]]) -> str:
    """T-9: why an offer lapses: "Your offer to declare lapses: Bob sits nearer the dealer's
    left." / "Anna's offer to declare lapses: you reveal, and a reveal beats a declare."."""
    winner = next(((other, other_kind) for other, other_kind in standing if other != seat), None)
    if winner is None:
        return (_("Your offer to {kind} lapses.") if me.is_me(seat)
                else _("{name}'s offer to {kind} lapses.")).format(name=name(me, seat), kind=premium_verb(kind))
    other, other_kind = winner
    if other_kind == "reveal" and kind == "declare":
        if me.is_me(seat):
            return _("Your offer to declare lapses: {name} reveals, and a reveal beats a declare.").format(
                name=name(me, other))
        if me.is_me(other):
            return _("{name}'s offer to declare lapses: you reveal, and a reveal beats a declare.").format(
                name=name(me, seat))
        return _("{name}'s offer to declare lapses: {other} reveals, and a reveal beats a declare.").format(
            name=name(me, seat), other=name(me, other))
    if me.is_me(seat):
        return _("Your offer to {kind} lapses: {name} sits nearer the dealer's left.").format(
            kind=premium_verb(kind), name=name(me, other))
    if me.is_me(other):
        return _("{name}'s offer to {kind} lapses: you sit nearer the dealer's left.").format(
            name=name(me, seat), kind=premium_verb(kind))
    return _("{name}'s offer to {kind} lapses: {other} sits nearer the dealer's left.").format(
        name=name(me, seat), kind=premium_verb(kind), other=name(me, other))


def totals_sentence(me: Perspective, totals: Sequence[int], game_scores: Sequence[int], dummy: int | None,
                    scoring: str) -> str:
    """"Scores: you 45, Anna 30." or, in a Parlett match, game and match scores."""
    if scoring == "parlett_match":
        return _("Game scores: {games}. Match: {match}.").format(games=scores_words(me, game_scores, dummy),
                                                                 match=scores_words(me, totals, dummy))
    return _("Scores: {scores}.").format(scores=scores_words(me, totals, dummy))


def summary_lines(me: Perspective, event: DealScored, dummy: int | None, scoring: str, premiums: Premiums = (),
                  joker_as: Card | None = None, last: bool = False, upcoming: DealStarted | None = None,
                  bonuses: Sequence[GameBonus] = (), game_bonuses: Sequence[int] = (),
                  watching: bool = False) -> list[str]:
    """The end-of-deal summary read line by line: one line per hand (with its premium and bid
    cards), the dummy's rule, the game bonuses won (T-18, each with the new total, then every
    hand's count in ``game_bonuses``), the scores, why the next deal's trumps are what they are
    (T-5, from ``upcoming``), then what Enter does (not for a spectator, ``watching``: the
    next deal follows by itself)."""
    hands = len(event.bids)
    lines = [ngettext("Deal {deal}: {count} of {hands} made their bid.",
                      "Deal {deal}: {count} of {hands} made their bid.", event.successes).format(
        deal=event.deal, count=event.successes, hands=hands)]
    for seat in seat_order(me, hands):
        lines.append(seat_result(me, seat, event, dummy, premiums) + " " +
                     _("Bid cards: {cards}.").format(cards=card_list(event.bid_cards[seat], joker_as)))
    if dummy is not None:
        lines.append(dummy_rule_text(dummy))
    for bonus in bonuses:
        lines.append(game_bonus_line(me, bonus, event.game_scores[bonus.seat], dummy))
    if bonuses and game_bonuses:
        lines.append(_("Game bonuses: {counts}.").format(counts=counts_text(me, game_bonuses, dummy)))
    if bonuses:
        totals = list(event.totals)
        game_scores = list(event.game_scores)
        for bonus in bonuses:
            totals[bonus.seat] += bonus.amount
            game_scores[bonus.seat] += bonus.amount
        lines.append(totals_sentence(me, totals, game_scores, dummy, scoring))
    else:
        lines.append(totals_sentence(me, event.totals, event.game_scores, dummy, scoring))
    trumps_line = next_trumps_line(event.successes, upcoming)
    if trumps_line:
        lines.append(trumps_line)
    if not watching:
        lines.append(_("Press Enter to see the results.") if last else _("Press Enter to go on to the next deal."))
    return lines


def winners_text(me: Perspective, winners: Sequence[int], what: str, score: int) -> str:
    """"You win the game with 215." / "Anna and you share the game with 200."."""
    match = what == "match"
    if len(winners) == 1:
        if me.is_me(winners[0]):
            message = _("You win the match with {score}.") if match else _("You win the game with {score}.")
        else:
            message = _("{name} wins the match with {score}.") if match else _("{name} wins the game with {score}.")
        return message.format(name=name(me, winners[0]), score=score)
    names = capital(join_words([name_mid(me, seat) for seat in winners]))
    message = _("{names} share the match with {score}.") if match else _("{names} share the game with {score}.")
    return message.format(names=names, score=score)


def game_ended_text(me: Perspective, event: GameEnded, bonuses: Sequence[GameBonus] = ()) -> str:
    """"Game over. You win the game with 215." (or "Game 1 over. ..." within a match). When the
    winning score includes a game bonus won in the deal that ended the game (``bonuses``, T-18),
    whose headline said the scores before it: "Game 1 over. Bob wins the game with 220. The game
    bonus of 100 is included."."""
    score = event.game_scores[event.winners[0]]
    head = _("Game over.") if event.match_over else _("Game {number} over.").format(number=event.game_number)
    said = f"{head} {winners_text(me, event.winners, 'game', score)}"
    bonus = next((bonus for bonus in bonuses if bonus.seat == event.winners[0]), None)
    if bonus is not None:
        said += " " + _("The game bonus of {amount} is included.").format(amount=bonus.amount)
    return said


def match_ended_text(me: Perspective, event: MatchEnded) -> str:
    """"Match over. Anna wins the match with 412."."""
    return f"{_('Match over.')} {winners_text(me, event.winners, 'match', event.scores[event.winners[0]])}"


def game_bonus_text(me: Perspective, event: GameBonus, dummy: int | None) -> str:
    """T-18: "Bob scores a game bonus of 100. Game bonuses: 2."."""
    if me.is_me(event.seat):
        return _("You score a game bonus of {amount}. Game bonuses: {count}.").format(
            amount=event.amount, count=event.bonuses)
    return _("{name} scores a game bonus of {amount}. Game bonuses: {count}.").format(
        name=name(me, event.seat, dummy), amount=event.amount, count=event.bonuses)


def results_lines(me: Perspective, view: TricksView, scoring: str, target: int | None = None) -> list[str]:
    """The results screen, most important first: the winners, named once, with their points and,
    in target scoring, the target they passed (T-17: "You win with 118 points, past the target of
    100."; a tie for first shares the win: "Anna and you share the win with 118 points each, ...");
    then why the dummy did not win when it ended the game (T-17, T-18, T-25: its score reached
    the ``target``, or 100 in Parlett scoring, or it won the match's third game bonus); the other
    players' places, ties named ("2nd place, tied: Anna and Bob, 60 points each."); the dummy's
    score (T-25: kept, never placed); the game bonuses the scores include (T-18); the deals
    played. Oxford Whist (T-27) ends with its trump stock, not a target: none is said."""
    lines = []
    totals = view.scores if scoring != "parlett_game" else view.game_scores
    winners = list(view.winner or ())
    ended = ""
    if winners:
        lines.append(results_headline(me, winners, totals[winners[0]], scoring,
                                      target if view.variant != "oxford" else None))
        if scoring == "target" and target is not None:
            ended = dummy_ended_line(me, view.scores, view.dummy, target, winners)
        elif scoring == "parlett_game" and view.dummy is not None:
            reached = list(view.game_scores)  # the score that ended the game: before its bonus
            reached[view.dummy] -= GAME_BONUS * view.game_bonuses[view.dummy]
            ended = dummy_ended_line(me, reached, view.dummy, GAME_TARGET, winners)
        elif scoring == "parlett_match" and view.dummy is not None and view.game_bonuses[view.dummy] >= MATCH_BONUSES:
            count = view.game_bonuses[view.dummy]
            ended = ngettext("The dummy won {count} game bonus: that ends the match, but the dummy never wins.",
                             "The dummy won {count} game bonuses: that ends the match, but the dummy never wins.",
                             count).format(count=count)
        if ended:
            lines.append(ended)
    lines += place_lines(me, totals, view.dummy, winners)
    if view.dummy is not None and not (ended and scoring == "target"):  # else "The dummy reached 117: ..."
        score = totals[view.dummy]
        lines.append(ngettext("The dummy scored {count} point.", "The dummy scored {count} points.",
                              score).format(count=score))
    if scoring == "parlett_game":
        for seat in seat_order(me, len(totals)):
            if view.game_bonuses[seat]:
                message = (_("Your score includes the game bonus of {amount}.") if me.is_me(seat)
                           else _("{name}'s score includes the game bonus of {amount}."))
                lines.append(message.format(name=name(me, seat, view.dummy), amount=GAME_BONUS))
    elif scoring == "parlett_match" and any(view.game_bonuses):
        lines.append(_("Game bonuses: {counts}.").format(counts=", ".join(
            pgettext("a hand's number in a list", "{name} {number}").format(
                name=name_mid(me, seat, view.dummy), number=view.game_bonuses[seat])
            for seat in seat_order(me, len(totals)) if view.game_bonuses[seat])))
    lines.append(ngettext("{count} deal played.", "{count} deals played.", view.deal).format(count=view.deal))
    return lines


def results_headline(me: Perspective, winners: Sequence[int], score: int, scoring: str,
                     target: int | None) -> str:
    """The results' first line (T-17, T-18, T-27): "You win with 118 points, past the target of
    100." / "Anna wins with 100 points, exactly the target of 100." / "Anna and you share the win
    with 118 points each, past the target of 100." (a tie for first shares the win, T-17); with
    no ``target`` reached by the winners (the dummy's score ended the game, T-25; Oxford Whist,
    T-27, ``target`` None): "Anna wins with 78 points."; Parlett scoring (T-18): "Bob wins the
    match with 826 points." / "You win the game with 201 points."."""
    names = capital(join_words([name_mid(me, seat) for seat in me.me_first(sorted(winners))]))
    you = len(winners) == 1 and me.is_me(winners[0])
    shared = len(winners) > 1
    if scoring in ("parlett_game", "parlett_match"):
        if scoring == "parlett_match":
            message = (ngettext("{names} share the match with {count} point each.",
                                "{names} share the match with {count} points each.", score) if shared
                       else ngettext("You win the match with {count} point.",
                                     "You win the match with {count} points.", score) if you
                       else ngettext("{name} wins the match with {count} point.",
                                     "{name} wins the match with {count} points.", score))
        else:
            message = (ngettext("{names} share the game with {count} point each.",
                                "{names} share the game with {count} points each.", score) if shared
                       else ngettext("You win the game with {count} point.",
                                     "You win the game with {count} points.", score) if you
                       else ngettext("{name} wins the game with {count} point.",
                                     "{name} wins the game with {count} points.", score))
    elif target is not None and score > target:
        message = (ngettext("{names} share the win with {count} point each, past the target of {target}.",
                            "{names} share the win with {count} points each, past the target of {target}.",
                            score) if shared
                   else ngettext("You win with {count} point, past the target of {target}.",
                                 "You win with {count} points, past the target of {target}.", score) if you
                   else ngettext("{name} wins with {count} point, past the target of {target}.",
                                 "{name} wins with {count} points, past the target of {target}.", score))
    elif target is not None and score == target:
        message = (ngettext("{names} share the win with {count} point each, exactly the target.",
                            "{names} share the win with {count} points each, exactly the target.",
                            score) if shared
                   else ngettext("You win with {count} point, exactly the target.",
                                 "You win with {count} points, exactly the target.", score) if you
                   else ngettext("{name} wins with {count} point, exactly the target.",
                                 "{name} wins with {count} points, exactly the target.", score))
    else:
        message = (ngettext("{names} share the win with {count} point each.",
                            "{names} share the win with {count} points each.", score) if shared
                   else ngettext("You win with {count} point.", "You win with {count} points.", score) if you
                   else ngettext("{name} wins with {count} point.", "{name} wins with {count} points.", score))
    return message.format(names=names, name=name(me, winners[0]), count=score, target=target)


def place_lines(me: Perspective, totals: Sequence[int], dummy: int | None, winners: Sequence[int]) -> list[str]:
    """The places after the winners (T-17, T-25: the dummy is never placed), best first, players
    with equal totals sharing a place, named together in :func:`seat_order`, the next place
    counting them all: "2nd place, tied: Anna and Bob, 60 points each." / "4th place: Carl, 12
    points."; the winners' place is the headline's (:func:`results_headline`)."""
    live = [seat for seat in seat_order(me, len(totals)) if seat != dummy]
    lines = []
    for score in sorted({totals[seat] for seat in live if seat not in winners}, reverse=True):
        tied = [seat for seat in live if totals[seat] == score]
        place = ordinal(1 + sum(1 for seat in live if totals[seat] > score))
        names = join_words([name_mid(me, seat) for seat in tied])
        if len(tied) > 1:
            message = ngettext("{place} place, tied: {names}, {count} point each.",
                               "{place} place, tied: {names}, {count} points each.", score)
        else:
            message = ngettext("{place} place: {names}, {count} point.", "{place} place: {names}, {count} points.",
                               score)
        lines.append(capital(message.format(place=place, names=names, count=score)))
    return lines


def ordinal(place: int) -> str:
    """A place: "1st", "2nd", "3rd", "4th" (the counting game's words)."""
    words = {1: _("1st"), 2: _("2nd"), 3: _("3rd")}
    return words.get(place, _("{number}th").format(number=place))


# ----------------------------------------------------------------------- status keys (T-28)
def bids_text(me: Perspective, view: TricksView, marked: Sequence[Card] = (), need: bool = True,
              awaited: bool = True) -> str:
    """B key: the bids this seat knows: "Bids: you 5, Anna 4 declared, Bob secret.", then (with
    ``need``) how many tricks the player still needs; ``awaited`` False: the bids not yet made
    are left out ("Anna not yet bid"), for a line that has just said whom the bidding waits for."""
    if view.phase == "bidding" and view.bid is None and me.seat is not None:
        head = _("Not confirmed yet.")
        if marked:
            head += " " + _("Marked: bid {bid}.").format(bid=bid_of(marked, view.joker_as))
        else:
            head += " " + _("No bid cards marked.")
        return head + " " + others_bid_text(me, view)
    premium = dict(view.premium)
    parts = []
    for seat in seat_order(me, view.hand_count):
        who = name_mid(me, seat, view.dummy)
        bid = view.known_bids[seat]
        if bid is None:
            if not view.has_bid[seat] and not awaited:
                continue
            parts.append((pgettext("a bid in a list", "{name} secret") if view.has_bid[seat]
                          else pgettext("a bid in a list", "{name} not yet bid")).format(name=who))
            continue
        kind = premium.get(seat)
        message = {"declare": pgettext("a bid in a list", "{name} {bid} declared"),
                   "reveal": pgettext("a bid in a list", "{name} {bid} revealed")}.get(
            kind or "", pgettext("a bid in a list", "{name} {bid}"))
        parts.append(message.format(name=who, bid=bid))
    text = _("Bids: {bids}.").format(bids=", ".join(parts))
    if view.phase == "bidding" and view.premium_offer:
        text += " " + (_("You offered to declare.") if view.premium_offer == "declare"
                       else _("You offered to reveal."))
    needed = need_text(me, view) if need else ""
    if needed:
        text += " " + needed
    return text


def others_bid_text(me: Perspective, view: TricksView) -> str:
    """While this seat's own bid is awaited (T-7): who else has bid, as the panels show it:
    "Anna has bid.", "Anna and Bob have bid.", or "Nobody else has bid yet." (the dummy's bid
    is never awaited)."""
    have = [name_mid(me, seat) for seat in seat_order(me, view.hand_count)
            if not me.is_me(seat) and seat != view.dummy and view.has_bid[seat]]
    if not have:
        return _("Nobody else has bid yet.")
    return ngettext("{names} has bid.", "{names} have bid.", len(have)).format(names=capital(join_words(have)))


def bidding_back_text(me: Perspective, view: TricksView) -> str:
    """What a player coming back to a table during bidding is told of the bids, after where the
    table stands (T-7, T-29), as the panels show it: while their own bid is awaited, who else has
    bid (:func:`others_bid_text`: "Anna has bid.", "Nobody else has bid yet."); their own bid
    made, the bids made as B says them ("Bids: you 2, the dummy secret."), without those not yet
    made: the line before it (:func:`table_text`: "Bidding. No cards on the table. Waiting for
    Anna.") has just said whose bid is awaited, and said it twice ("... Anna not yet bid"). ""
    outside bidding, and for a spectator (their situation line says the bids). Said by a game continued (:meth:`game.tricks.scenes.saving.TricksKind.resumed`)
    and by a return to an online table (:meth:`game.tricks.scenes.table.TricksTable.remote_situation`)."""
    if view.phase != "bidding" or me.seat is None:
        return ""
    if view.bid is None:
        return others_bid_text(me, view)
    return bids_text(me, view, need=False, awaited=False)


def tricks_text(me: Perspective, view: TricksView) -> str:
    """K key: "Tricks: Anna 3, Bob 1, you 2. 6 of 9 played."."""
    played = len(view.played_tricks)
    parts = [_("Tricks: {counts}. {played} of {count} played.").format(
        counts=counts_text(me, view.tricks, view.dummy), played=played, count=view.tricks_per_deal)]
    for extra in (winning_text(me, view), need_text(me, view)):
        if extra:
            parts.append(extra)
    return " ".join(parts)


def scores_text(me: Perspective, view: TricksView, scoring: str, target: int) -> str:
    """S key: scores and what ends the game."""
    if scoring == "parlett_match":
        return _("Game scores: {games}. Match: {match}. Game bonuses: {bonuses}. Game {number}.").format(
            games=scores_words(me, view.game_scores, view.dummy), match=scores_words(me, view.scores, view.dummy),
            bonuses=scores_words(me, view.game_bonuses, view.dummy), number=view.game_number)
    text = _("Scores: {scores}.").format(scores=scores_words(me, view.scores, view.dummy))
    if view.variant == "oxford":
        return text + " " + _("The game ends when the trump stock runs out.")
    if scoring == "parlett_game":
        return text + " " + _("The game ends at 100.")
    return text + " " + _("Target {target}.").format(target=target)


def trick_cards_text(me: Perspective, trick: Sequence[tuple[int, Card]], dummy: int | None,
                     joker_as: Card | None) -> str:
    """"Bob, jack of clubs; you, 7 of clubs"."""
    return "; ".join(pgettext("a card in a trick", "{name}, {card}").format(
        name=name_mid(me, seat, dummy), card=card_words(card, joker_as)) for seat, card in trick)


def last_trick_text(me: Perspective, view: TricksView) -> str:
    """L key: "Last trick: Bob, jack of clubs; you, 7 of clubs; Anna, ace of clubs. Anna won it.";
    before the first trick of a deal: "No trick yet this deal. Last trick of deal 1: ..."."""
    trick = view.last_trick
    if not view.played_tricks:  # the last trick is the previous deal's, if any
        if trick and view.deal > 1:
            return _("No trick yet this deal. Last trick of deal {deal}: {cards}.").format(
                deal=view.deal - 1, cards=trick_cards_text(me, trick, view.dummy, None))
        return _("No trick yet this deal.")
    winner = trick[trick_winner(trick, view.trumps, view.joker_as)][0]
    return last_trick_words(me, trick, winner, view.dummy, view.joker_as)


def last_trick_words(me: Perspective, trick: Sequence[tuple[int, Card]], winner: int, dummy: int | None,
                     joker_as: Card | None) -> str:
    """"Last trick: Bob, jack of clubs; you, 7 of clubs. You won it."."""
    cards = trick_cards_text(me, trick, dummy, joker_as)
    if me.is_me(winner):
        return _("Last trick: {cards}. You won it.").format(cards=cards)
    return _("Last trick: {cards}. {name} won it.").format(cards=cards, name=name(me, winner, dummy))


def table_text(me: Perspective, view: TricksView) -> str:
    """V key: the cards on the table now and who plays next (in bidding, who has still to bid:
    your bid alone, you among others, or the others, counted: the verb agrees in Russian)."""
    if view.phase == "bidding":
        waiting = list(view.to_act)
        names = join_words([name_mid(me, seat) for seat in waiting])
        if len(waiting) == 1 and me.is_me(waiting[0]):
            return _("Bidding. No cards on the table. Waiting for your bid.")
        if me.seat in waiting:
            return pgettext("you among them", "Bidding. No cards on the table. Waiting for {names}.").format(
                names=names)
        return ngettext("Bidding. No cards on the table. Waiting for {names}.",
                        "Bidding. No cards on the table. Waiting for {names}.", len(waiting)).format(names=names)
    if view.phase == "over":
        return game_over_text(me, view.winner)
    parts = []
    if view.current_trick:
        parts.append(_("On the table: {cards}.").format(
            cards=trick_cards_text(me, view.current_trick, view.dummy, view.joker_as)))
    else:
        parts.append(_("No cards on the table."))
    if view.turn is not None:
        if me.is_me(view.turn_controller) and view.turn == view.dummy:
            parts.append(_("You play from the dummy."))
        elif me.is_me(view.turn):
            parts.append(_("Your turn."))
        elif view.dummy is not None and view.turn == view.dummy:
            parts.append(_("The dummy to play."))
        else:
            parts.append(_("{name} to play.").format(name=name(me, view.turn, view.dummy)))
    return " ".join(parts)


def hand_text(view: TricksView, marked: Sequence[Card] = ()) -> str:
    """H key: "Your hand, 9 cards. Spades: 7, queen. ..." (and the marked bid cards)."""
    count = len(view.hand)
    text = ngettext("Your hand, {count} card.", "Your hand, {count} cards.", count).format(count=count)
    text += " " + hand_by_suit(view.hand, view.joker_as)
    if view.phase == "bidding" and view.bid is None and marked:
        text += f" {marked_text(marked, view.joker_as)}"
    elif view.bid_cards:
        text += " " + _("Bid cards: {cards}.").format(cards=card_list(view.bid_cards, view.joker_as))
    return text


def dummy_text(view: TricksView) -> str:
    """D key: the dummy's face-up cards (two players)."""
    if view.dummy is None:
        return _("There is no dummy: it plays only in the 2-player game.")
    cards = view.dummy_hand
    if cards is None:
        return _("The dummy's cards lie face down until bidding ends.")
    head = ngettext("The dummy, {count} card.", "The dummy, {count} cards.", len(cards)).format(count=len(cards))
    return f"{head} {hand_by_suit(cards, view.joker_as)}"


def revealed_text(me: Perspective, view: TricksView) -> str:
    """R key: a revealed hand (T-10) and its bid."""
    revealers = [seat for seat, kind in view.premium if kind == "reveal"]
    if not revealers:
        return _("No hand is revealed.")
    parts = []
    for seat in revealers:
        if me.is_me(seat):
            parts.append(_("Your hand is revealed to all. Bid {bid}.").format(bid=view.known_bids[seat]))
            continue
        cards = view.open_hands[seat] or ()
        head = ngettext("{name}'s revealed hand, bid {bid}, {count} card.",
                        "{name}'s revealed hand, bid {bid}, {count} cards.", len(cards)).format(
            name=name(me, seat), bid=view.known_bids[seat], count=len(cards))
        parts.append(f"{head} {hand_by_suit(cards, view.joker_as)}")
    return " ".join(parts)


def _trick_of(events: Sequence[Event], played: CardPlayed, view: TricksView) -> Sequence[tuple[int, Card]]:
    """The trick ``played`` went to: the first TrickWon after it in ``events``, else the trick
    still on the table in ``view``."""
    after = False
    for event in events:
        if event is played:
            after = True
        elif after and isinstance(event, TrickWon):
            return event.trick
    return view.current_trick


def undertrump_text(me: Perspective, event: CardPlayed, trick: Sequence[tuple[int, Card]], dummy: int | None,
                    joker_as: Card | None = None) -> str:
    """T-13: a trump that does not win the trick so far says so: "Anna trumps low with the 7 of
    spades; Bob's 9 of spades still wins." / the classic joker (T-26): "...; Bob's joker as the 9
    of spades still wins." (Spanish names the holder first: "Bob sigue ganando con el comodín
    como el 9 de picas.") ("" for any other card, and for the dummy's cards, which
    :func:`dummy_card_text` says)."""
    if not event.trump or event.lead or event.follows or (dummy is not None and event.seat == dummy):
        return ""
    cards = list(trick)
    if (event.seat, event.card) not in cards:
        return ""
    prefix = cards[:cards.index((event.seat, event.card)) + 1]
    trumps = suit_of(event.card, event.acts_as or joker_as)
    best_seat, best = prefix[trick_winner(prefix, trumps, joker_as)]
    if best_seat == event.seat:
        return ""
    card, best_words = the_card(event.card, event.acts_as), card_words(best, joker_as, "definite nominative")
    winner = name_mid(me, best_seat, dummy)  # inside the sentence: "the dummy's", not "The dummy's"
    if me.played_for_me(event.seat):  # a computer's card for the listener while they were away
        return _("A computer player for you trumps low with {card}; {winner}'s {best} still wins.").format(
            card=card, winner=winner, best=best_words)
    if me.is_me(event.seat):
        return _("You trump low with {card}; {winner}'s {best} still wins.").format(
            card=card, winner=winner, best=best_words)
    if me.is_me(best_seat):
        return _("{name} trumps low with {card}; your {best} still wins.").format(
            name=name(me, event.seat, dummy), card=card, best=best_words)
    return _("{name} trumps low with {card}; {winner}'s {best} still wins.").format(
        name=name(me, event.seat, dummy), card=card, winner=winner, best=best_words)


def premium_standing_text(me: Perspective, seat: int, kind: str, bid: int, cards: str) -> str:
    """T-9, T-10: a premium that stands: "You declare: bid 3. Your bid cards: ..." / "Anna
    reveals: bid 4. Her bid cards: ..." (``cards`` already in words); a seat with a given name
    (no known pronoun): "Zoe declares: bid 3. Bid cards: ..."."""
    declare = kind == "declare"
    possessive = pronoun(me, seat)
    if me.played_for_me(seat):  # a computer's bid for the listener while they were away
        message = (_("A computer player for you declares: bid {bid}. Your bid cards: {cards}.") if declare
                   else _("A computer player for you reveals: bid {bid}. Your bid cards: {cards}."))
    elif me.is_me(seat):
        message = (_("You declare: bid {bid}. Your bid cards: {cards}.") if declare
                   else _("You reveal: bid {bid}. Your bid cards: {cards}."))
    elif possessive is None:
        message = (_("{name} declares: bid {bid}. Bid cards: {cards}.") if declare
                   else _("{name} reveals: bid {bid}. Bid cards: {cards}."))
    elif possessive == "Her":
        message = (_("{name} declares: bid {bid}. Her bid cards: {cards}.") if declare
                   else _("{name} reveals: bid {bid}. Her bid cards: {cards}."))
    else:
        message = (_("{name} declares: bid {bid}. His bid cards: {cards}.") if declare
                   else _("{name} reveals: bid {bid}. His bid cards: {cards}."))
    return message.format(name=name(me, seat), bid=bid, cards=cards)


WAIT_DEAL_END = N_("{gist} Your key did nothing: press it again once the deal's end is said.")
"""The answer to Enter on the deal summary pressed while the deal's last trick or its end ("You
made your bid: ...") is still being said (T-28, T-29)."""


def deal_over_gist(deal: int) -> str:
    """The gist of a deal's end, said when Enter is pressed on the deal summary before the deal's
    end was heard (the key does nothing else): "Deal 2 is over."; never the trick before it,
    heard already (T-28, T-29)."""
    return _("Deal {deal} is over.").format(deal=deal)


# ----------------------------------------------------------------------- narration
def narrate(me: Perspective, events: Sequence[Event], view: TricksView, scoring: str, premiums: Premiums = (),
            focused: Card | None = None, deal_joker: Card | None = None) -> list[Message]:
    """T-29: the messages for a batch of events, in order, for the listener ``me`` (its seat, or
    ``None`` for a spectator, and the seats' names). ``events`` may be whole or as the listener's
    seat may know them (:func:`game.tricks.visibility.events_for`): the words are the same.
    ``view`` is the listener's view after the batch (a spectator's: ``TricksState.view(None)``);
    ``premiums`` the premiums standing this deal (for the deal's scoring); ``focused`` the card
    the focus is on when the batch ends on the listener's turn; ``deal_joker`` what the joker
    stood for in the deal these events belong to (the view may already show the next deal)."""
    dummy = view.dummy
    players = view.players
    joker_as = deal_joker or view.joker_as
    messages: list[Message] = []
    turns = [event for event in events if isinstance(event, TurnStarted)]
    last_turn = turns[-1] if turns else None
    for event in events:
        if isinstance(event, DealStarted):
            messages.append(Message(deal_started_text(me, event, players)))
            if me.seat is not None:  # a spectator has no bid to make
                messages.append(Message(bid_prompt_text(view) if view.deal == event.deal else _(BID_PROMPT),
                                        prompt=True, names_focus=view.deal == event.deal))
        elif isinstance(event, BidPlaced):
            if me.played_for_me(event.seat) and event.cards:  # a computer's bid for the listener, away
                value = event.bid if event.bid is not None else bid_of(event.cards, joker_as)
                messages.append(Message(bid_laid_aside_text(value, event.cards, event.premium, joker_as,
                                                            stand_in=True)))
            elif not me.is_me(event.seat):
                messages.append(Message(_("{name} has bid.").format(name=name(me, event.seat)), bidder=event.seat))
        elif isinstance(event, PremiumsResolved):
            for seat, kind, bid, cards in event.standing:
                messages.append(Message(premium_standing_text(me, seat, kind, bid, card_list(cards, joker_as)),
                                        bidder=seat))
            standing = [(seat, kind) for seat, kind, _bid, _cards in event.standing]
            for seat, kind in event.lapsed:
                messages.append(Message(lapsed_text(me, seat, kind, standing)))
        elif isinstance(event, HandExposed):
            if me.is_me(event.seat):
                messages.append(Message(_("Your hand is face up for all.")))
            else:
                messages.append(Message(_("{name}'s hand is face up. R reads it.").format(name=name(me, event.seat))))
        elif isinstance(event, DummyLaidOut):
            messages.append(Message(_("The dummy's cards are face up. D reads them.")))
        elif isinstance(event, PlayStarted):
            if me.is_me(event.controller) and not me.played_for_me(event.controller):
                messages.append(Message(_("Bidding over.")))
            else:
                messages.append(Message(_("Bidding over. {name} leads.").format(name=name(me, event.leader, dummy))))
        elif isinstance(event, CardPlayed):
            low = undertrump_text(me, event, _trick_of(events, event, view), dummy, joker_as)
            messages.append(Message(low or card_played_text(me, event, dummy), cue="card", played=event))
        elif isinstance(event, TrickWon):
            messages.append(Message(trick_won_text(me, event, dummy, joker_as), won=event))
        elif isinstance(event, DealScored):
            cue = "round_won" if me.seat is not None and event.made[me.seat] else None
            messages.append(Message(deal_headline(me, event, dummy, scoring, premiums), cue=cue,
                                    gist=deal_over_gist(event.deal)))
        elif isinstance(event, GameBonus):
            pass  # the deal summary says it, with the new total (T-18)
        elif isinstance(event, GameEnded):
            # the last game's end is said once, by the results screen; a spectator has none: said here
            if not event.match_over or me.seat is None:
                cue = "round_won" if me.seat in event.winners else None
                bonuses = [other for other in events if isinstance(other, GameBonus)]
                scored = [other for other in events if isinstance(other, DealScored)]
                messages.append(Message(game_ended_text(me, event, bonuses), cue=cue,
                                        gist=deal_over_gist(scored[-1].deal) if scored else None))
        elif isinstance(event, MatchEnded):
            if me.seat is None:  # said by the results screen, which a spectator never sees
                messages.append(Message(match_ended_text(me, event)))
        elif isinstance(event, TurnStarted):
            if (event is last_turn and me.is_me(event.controller) and view.phase == "play"
                    and view.turn == event.seat):
                messages.append(Message(your_turn_text(me, view, focused), cue="your_turn", prompt=True,
                                        names_focus=focused is not None))
    return messages
