"""Card names in the player's language: the translatable counterpart of
:attr:`game.engine.cards.Card.name` (which stays English, for replay files, errors and logs).

English "queen of hearts", "10 of spades", "the joker"; Spanish "reina de corazones", "as de
corazones", "rey de picas"; Russian with the suit in the genitive plural: "дама пик", "туз
червей", "десятка бубен".

Russian declines a card named as the object of a verb ("Вы играете даму пик"), so every name
comes in two grammatical cases: ``"nominative"`` (the subject, a list, a card on its own) and
``"accusative"`` (what is played, led, discarded). English and Spanish give the same words for
both. A third form, ``"definite"``, is the object after an English "the" that is part of the
sentence ("Play the {card}: ..."): English gives the bare name, Spanish adds its article, which
agrees with the rank ("la reina de diamantes", "el as de picas"), Russian the accusative. A fourth,
``"definite nominative"``, is the same after "the" where the card is no object ("{winner}'s
{best} still wins", "the joker as the {card}"): English the bare name, Spanish with its article,
Russian the nominative. Usage::

    from game.card_names import card_name
    _("You play {card}.").format(card=card_name(card, "accusative"))
    _("Top of the pile: {card}.").format(card=card_name(card))
"""

from __future__ import annotations

from collections.abc import Iterable

from .engine.cards import Card, Suit
from .i18n import _, pgettext

CASES = ("nominative", "accusative", "definite", "definite nominative")


def _ranks_nominative() -> dict[int, str]:
    return {2: pgettext("card rank", "2"), 3: pgettext("card rank", "3"), 4: pgettext("card rank", "4"),
            5: pgettext("card rank", "5"), 6: pgettext("card rank", "6"), 7: pgettext("card rank", "7"),
            8: pgettext("card rank", "8"), 9: pgettext("card rank", "9"), 10: pgettext("card rank", "10"),
            11: pgettext("card rank", "jack"), 12: pgettext("card rank", "queen"),
            13: pgettext("card rank", "king"), 14: pgettext("card rank", "ace")}


def _ranks_accusative() -> dict[int, str]:
    return {2: pgettext("card rank, accusative", "2"), 3: pgettext("card rank, accusative", "3"),
            4: pgettext("card rank, accusative", "4"), 5: pgettext("card rank, accusative", "5"),
            6: pgettext("card rank, accusative", "6"), 7: pgettext("card rank, accusative", "7"),
            8: pgettext("card rank, accusative", "8"), 9: pgettext("card rank, accusative", "9"),
            10: pgettext("card rank, accusative", "10"), 11: pgettext("card rank, accusative", "jack"),
            12: pgettext("card rank, accusative", "queen"), 13: pgettext("card rank, accusative", "king"),
            14: pgettext("card rank, accusative", "ace")}


def _ranks_definite() -> dict[int, str]:
    return {2: pgettext("card rank, after 'the'", "2"), 3: pgettext("card rank, after 'the'", "3"),
            4: pgettext("card rank, after 'the'", "4"), 5: pgettext("card rank, after 'the'", "5"),
            6: pgettext("card rank, after 'the'", "6"), 7: pgettext("card rank, after 'the'", "7"),
            8: pgettext("card rank, after 'the'", "8"), 9: pgettext("card rank, after 'the'", "9"),
            10: pgettext("card rank, after 'the'", "10"), 11: pgettext("card rank, after 'the'", "jack"),
            12: pgettext("card rank, after 'the'", "queen"), 13: pgettext("card rank, after 'the'", "king"),
            14: pgettext("card rank, after 'the'", "ace")}


def _ranks_definite_nominative() -> dict[int, str]:
    return {2: pgettext("card rank, subject after 'the'", "2"), 3: pgettext("card rank, subject after 'the'", "3"),
            4: pgettext("card rank, subject after 'the'", "4"), 5: pgettext("card rank, subject after 'the'", "5"),
            6: pgettext("card rank, subject after 'the'", "6"), 7: pgettext("card rank, subject after 'the'", "7"),
            8: pgettext("card rank, subject after 'the'", "8"), 9: pgettext("card rank, subject after 'the'", "9"),
            10: pgettext("card rank, subject after 'the'", "10"),
            11: pgettext("card rank, subject after 'the'", "jack"),
            12: pgettext("card rank, subject after 'the'", "queen"),
            13: pgettext("card rank, subject after 'the'", "king"),
            14: pgettext("card rank, subject after 'the'", "ace")}


def _suits_in_name() -> dict[Suit, str]:
    return {Suit.SPADES: pgettext("suit, in a card's name", "spades"),
            Suit.HEARTS: pgettext("suit, in a card's name", "hearts"),
            Suit.DIAMONDS: pgettext("suit, in a card's name", "diamonds"),
            Suit.CLUBS: pgettext("suit, in a card's name", "clubs")}


def _check_case(case: str) -> None:
    if case not in CASES:
        raise ValueError(f"unknown grammatical case {case!r}: use one of {CASES}")


def rank_name(rank: int, case: str = "nominative") -> str:
    """The rank alone: ``"queen"`` / "reina" / "дама" (accusative "даму"); ``"joker"`` for
    :data:`game.engine.cards.JOKER_RANK`. Raises ValueError for an unknown rank or case."""
    _check_case(case)
    if rank == 0:
        return pgettext("card rank", "joker") if case == "nominative" else pgettext("card rank, accusative", "joker")
    words = {"nominative": _ranks_nominative, "accusative": _ranks_accusative, "definite": _ranks_definite,
             "definite nominative": _ranks_definite_nominative}[case]()
    if rank not in words:
        raise ValueError(f"no such rank: {rank!r}")
    return words[rank]


def card_name(card: Card, case: str = "nominative") -> str:
    """The spoken name of ``card`` in the player's language (see the module doc).

    Raises:
        ValueError: for a ``case`` not in :data:`CASES`.
    """
    _check_case(case)
    if card.is_joker:
        if case == "nominative":
            return pgettext("card name", "the joker")
        if case == "definite":
            return pgettext("card name, after 'the'", "joker")
        if case == "definite nominative":
            return pgettext("card name, subject after 'the'", "joker")
        return pgettext("card name, accusative", "the joker")
    assert card.suit is not None
    return pgettext("card name", "{rank} of {suit}").format(rank=rank_name(card.rank, case),
                                                          suit=_suits_in_name()[card.suit])


def suit_name(suit: Suit, plural: bool = True) -> str:
    """A suit on its own, as in "Trumps: hearts": ``"hearts"`` / "corazones" / "червы";
    ``plural=False``, the suit of one card in a list of bid cards' suits ("Marked: heart,
    diamond"): ``"heart"`` / "corazón", Russian the suit's usual plural name, "червы" ("Масти
    отмеченных карт: червы, бубны"), as Russian players name a suit and as the rest of the game does."""
    if plural:
        return {Suit.SPADES: pgettext("suit", "spades"), Suit.HEARTS: pgettext("suit", "hearts"),
                Suit.DIAMONDS: pgettext("suit", "diamonds"), Suit.CLUBS: pgettext("suit", "clubs")}[suit]
    # TRANSLATORS: the suit of one bid card, in a list of suits ("Marked: club, diamond. Bid so far
    # 3."); a language whose players name a suit by its plural even for one card uses that (Russian
    # "трефы, бубны").
    return {Suit.SPADES: pgettext("suit", "spade"), Suit.HEARTS: pgettext("suit", "heart"),
            Suit.DIAMONDS: pgettext("suit", "diamond"), Suit.CLUBS: pgettext("suit", "club")}[suit]


def cards_list(cards: Iterable[Card], case: str = "nominative") -> str:
    """Card names joined by commas (``"4 of clubs, ace of hearts"``); "no cards" in the
    player's language when there are none."""
    names = [card_name(card, case) for card in cards]
    return ", ".join(names) if names else _("no cards")


def card_index(card: Card) -> str:
    """The short index printed on a card's face and in screen lists: ``"Q♥"``, ``"10♠"``,
    ``"Jkr"`` (:attr:`Card.short`, which stays English for logs); Russian "Д♥" (дама), "В"
    (валет), "К" (король), "Т" (туз)."""
    if card.is_joker:
        # TRANSLATORS: the joker's short index in on-screen lists of cards, at most 3 letters:
        # Spanish "Com" (comodín), Russian "Дж".
        return pgettext("card index", "Jkr")
    assert card.suit is not None
    return rank_index(card.rank) + card.suit.symbol


def rank_index(rank: int) -> str:
    """A rank as printed in a card's corner: ``"7"``, ``"Q"`` (Russian "Д"). Each letter is what
    decks sold to that language's players print, so what is seen agrees with the spoken
    :func:`rank_name`: Russian К/Д/В/Т for король, дама, валет, туз; Spanish keeps K/Q/J/A, as
    Spanish-market French-suited (poker) decks print them, for rey, reina, sota, as."""
    # TRANSLATORS: the jack's letter in a card's corner, as decks in your language print it (one or
    # two characters): Russian В (валет); Spanish French-suited decks keep J.
    jack = pgettext("card index", "J")
    # TRANSLATORS: the queen's letter in a card's corner: Russian Д (дама); Spanish decks keep Q.
    queen = pgettext("card index", "Q")
    # TRANSLATORS: the king's letter in a card's corner: Russian К (король); Spanish decks keep K.
    king = pgettext("card index", "K")
    # TRANSLATORS: the ace's letter in a card's corner: Russian Т (туз); Spanish decks keep A.
    ace = pgettext("card index", "A")
    letters = {11: jack, 12: queen, 13: king, 14: ace}
    return letters.get(rank, str(rank))
