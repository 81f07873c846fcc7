"""The trick game's small words: the message shape, premium labels, names, cards, suits, hand order (T-28)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...engine.cards import Card, Suit
from ...engine.perspective import Perspective
from ...card_names import card_name, rank_name, suit_name
from ...i18n import N_, _, ngettext, pgettext
from ...player_names import seat_name, stand_in_name
from ..events import CardPlayed, DealScored, TrickWon
from ..rules import BID_VALUES, PREMIUM_POINTS, suit_of


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
    scored: DealScored | None = None
    """The deal this message ends ("Anna bid 4 and took 6: missed. ..."): every hand's bid,
    secret until then (T-7), shows on its panel once the message begins (:mod:`game.scenes.line_hold`)."""


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
            from ...engine.cards import SUIT_ORDER
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


def hand_by_suit(cards: Sequence[Card], joker_as: Card | None = None, trumps: Suit | None = None) -> str:
    """A hand read suit by suit: "Spades: 7, queen. Hearts: ace. No clubs. Diamonds: 9."; the
    ``trumps`` suit says so (T-5, T-13; found by a tester by ear): "Hearts, trumps: ace." / "No
    hearts, trumps."."""
    parts = []
    ordered = hand_order(cards, joker_as)
    for suit in (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS):
        ranks = [rank_in_hand(card, joker_as) for card in ordered if suit_of(card, joker_as) == suit]
        if ranks:
            if suit == trumps:
                # TRANSLATORS: the trump suit in a hand read suit by suit: "Hearts, trumps: 6, ace."
                parts.append(_("{suit}, trumps: {ranks}.").format(suit=capital(suit_name(suit)),
                                                                   ranks=", ".join(ranks)))
            else:
                parts.append(_("{suit}: {ranks}.").format(suit=capital(suit_name(suit)), ranks=", ".join(ranks)))
        elif suit == trumps:
            # TRANSLATORS: a hand read suit by suit that holds none of the trump suit: "No hearts, trumps."
            parts.append(_("No {suit}, trumps.").format(suit=suit_after_no(suit)))
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


def trick_cards_text(me: Perspective, trick: Sequence[tuple[int, Card]], dummy: int | None,
                     joker_as: Card | None) -> str:
    """"Bob, jack of clubs; you, 7 of clubs"."""
    return "; ".join(pgettext("a card in a trick", "{name}, {card}").format(
        name=name_mid(me, seat, dummy), card=card_words(card, joker_as)) for seat, card in trick)
