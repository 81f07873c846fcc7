"""The trick game's words for the deal's start and the bidding: dealer, trumps, bid cards,
premium bids (T-5 to T-10, T-28)."""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.cards import Card, Suit
from ...engine.perspective import Perspective
from ...card_names import card_name, suit_name
from ...i18n import _, ngettext, pgettext
from ..events import DealStarted
from ..view import TricksView
from .words import (BID_PROMPT, bid_of, bid_suit_words, capital, card_list, card_words, hand_order, name,
                    premium_help, premium_label, the_card)


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


def deal_started_text(me: Perspective, event: DealStarted, players: int, joker_held: bool = False) -> str:
    """T-29: "Deal 4. You deal. Trumps: hearts. Bob leads."; classic and Oxford add their cards.
    ``joker_held``: the joker was dealt to the listener's own hand (T-26): "... The joker counts
    as the jack of clubs. You hold the joker. Anna leads.", as a sighted player sees it in their
    hand at once, before the bidding."""
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
        if joker_held:
            parts.append(_("You hold the joker."))
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


def joker_holder_text(view: TricksView, me: Perspective | None = None) -> str:
    """Classic (T-26), who holds the joker when this seat may see it: "You hold the joker." (in
    your hand), "The dummy holds the joker." (among the dummy's face-up cards, seen and played
    from by both live players, T-20, T-21), "Anna holds the joker." (in a hand revealed, T-10,
    named from ``me``; without it, unsaid); else "": never another's hidden cards (a hand, the
    dummy's before it is laid out, bid cards), nor a joker played or laid aside as a bid card."""
    if view.joker_as is None:
        return ""
    if any(card.is_joker for card in view.hand):
        return _("You hold the joker.")
    dummy = view.dummy_hand
    if dummy is not None and any(card.is_joker for card in dummy):
        return _("The dummy holds the joker.")
    if me is not None:
        for seat, cards in enumerate(view.open_hands):
            if cards and seat != view.dummy and any(card.is_joker for card in cards):
                return _("{name} holds the joker.").format(name=name(me, seat))
    return ""


def trumps_text(view: TricksView, me: Perspective | None = None) -> str:
    """T key (T-28): the trumps, and the classic turn-up or the Oxford stock: "Trumps: diamonds.
    Turned up: ace of diamonds. The joker counts as the ace of diamonds. You hold the joker."
    (who holds the joker when it is yours, the laid-out dummy's or, named from ``me``, in a hand
    revealed: :func:`joker_holder_text`; only H told it, found by a tester by ear; T-26, T-29)."""
    parts = [trumps_words(view.trumps)]
    if view.turn_up is not None:
        parts.append(_("Turned up: {card}.").format(card=card_name(view.turn_up)))
    if view.joker_as is not None:
        parts.append(joker_counts_text(view.joker_as))
        holder = joker_holder_text(view, me)
        if holder:
            parts.append(holder)
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


def advice_marked_text() -> str:
    """T-28: what the bid hint (A) adds once it marked the three cards it named: "These cards are
    marked: Enter confirms." (the bid and its cards were just said in the hint's head; found by
    a tester by ear: "Bid 2 with ...: ... Bid 2: heart, diamond, diamond. Enter confirms." said
    the bid twice in an 11 s line)."""
    return _("These cards are marked: Enter confirms.")


def marked_text(cards: Sequence[Card], joker_as: Card | None = None, confirm: bool = False) -> str:
    """T-28: what the marked bid cards bid: "Bid 5: club, heart, diamond." with three,
    "Marked: club, diamond. Bid so far 3." with fewer, "No bid cards marked." with none;
    ``confirm`` (the third card just marked, or a fourth refused): with three, what Enter does,
    as the status line shows it: "Bid 5: club, heart, diamond. Enter confirms.". One marked card
    and two have a message each, so a language can make the words agree with the number of cards
    (Russian "Масть отмеченной карты: пики." / "Масти отмеченных карт: пики, бубны.": a list of
    suits, "Отмечены карты: червы, червы" named cards by suits, found awkward by a tester; Spanish
    "Carta marcada: pica." / "Cartas marcadas: pica, diamante.")."""
    if not cards:
        return _("No bid cards marked.")
    value = bid_of(cards, joker_as)
    suits = bid_suit_words(cards, joker_as)
    if len(cards) == 3 and confirm:
        return _("Bid {bid}: {suits}. Enter confirms.").format(bid=value, suits=suits)
    if len(cards) == 3:
        return _("Bid {bid}: {suits}.").format(bid=value, suits=suits)
    if len(cards) == 1:
        # TRANSLATORS: one bid card marked ("Marked: spade. Bid so far 1."): words that agree with one card.
        return pgettext("one bid card marked", "Marked: {suits}. Bid so far {bid}.").format(suits=suits, bid=value)
    # TRANSLATORS: two bid cards marked ("Marked: spade, diamond. Bid so far 1."): words that agree with two.
    return pgettext("two bid cards marked", "Marked: {suits}. Bid so far {bid}.").format(suits=suits, bid=value)


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
                       joker_as: Card | None = None, premiums: bool = True) -> str:
    """"You bid 5: club, heart, diamond. No premium." / "... You offer to declare."; without
    premium bids (``premiums`` False: Oxford Whist, T-27) no word of them: "You bid 4: heart,
    heart, diamond."."""
    suits = bid_suit_words(cards, joker_as)
    if not premiums:
        return _("You bid {bid}: {suits}.").format(bid=value, suits=suits)
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
