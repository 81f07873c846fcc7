"""The trick game's narration: a batch of events into messages (T-29)."""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.cards import Card
from ...engine.events import Event, TableNews
from ...engine.perspective import Perspective, at_event
from ...i18n import N_, _
from ...player_names import pronoun
from ..events import (BidPlaced, CardPlayed, DealScored, DealStarted, DummyLaidOut, GameBonus, GameEnded,
                      HandExposed, MatchEnded, PlayStarted, PremiumsResolved, TrickWon, TurnStarted)
from ..rules import suit_of, trick_winner
from ..view import TricksView
from .bidding import bid_laid_aside_text, bid_prompt_text, deal_started_text
from .deal_end import Premiums, deal_headline, lapsed_text
from .play import card_played_text, trick_won_text, your_turn_text
from .results import game_ended_text, match_ended_text
from .words import BID_PROMPT, Message, bid_of, card_list, card_words, name, name_mid, the_card


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
bid 3 and made it. ...") is still being said (T-28, T-29)."""
WAIT_DEAL_END_SAID = N_("{gist} Press Enter to go on.")
"""The same answer said right after the deal's end, the last line unheard when Enter was pressed:
heard by then, so what to do now ("Deal 1 is over. Press Enter to go on."; T-28, T-29)."""


def deal_over_gist(deal: int) -> str:
    """The gist of a deal's end, said when Enter is pressed on the deal summary before the deal's
    end was heard (the key does nothing else): "Deal 2 is over."; never the trick before it,
    heard already (T-28, T-29)."""
    return _("Deal {deal} is over.").format(deal=deal)


# ----------------------------------------------------------------------- narration
def narrate(me: Perspective, events: Sequence[Event], view: TricksView, scoring: str, premiums: Premiums = (),
            focused: Card | None = None, deal_joker: Card | None = None,
            deal_me: Perspective | None = None) -> list[Message]:
    """T-29: the messages for a batch of events, in order, for the listener ``me`` (its seat, or
    ``None`` for a spectator, and the seats' names). ``events`` may be whole or as the listener's
    seat may know them (:func:`game.tricks.visibility.events_for`): the words are the same.
    ``view`` is the listener's view after the batch (a spectator's: ``TricksState.view(None)``);
    ``premiums`` the premiums standing this deal (for the deal's scoring); ``focused`` the card
    the focus is on when the batch ends on the listener's turn; ``deal_joker`` what the joker
    stood for in the deal these events belong to (the view may already show the next deal);
    ``deal_me`` the names the deal's tricks and its end are said with (online, a seat a person
    left during this deal, having bid or played in it: "Cid, then Bob bid 2 and took 1: missed.",
    :meth:`game.table.remote.RemoteSession.deal_perspective`), else ``me``."""
    dummy = view.dummy
    players = view.players
    joker_as = deal_joker or view.joker_as
    messages: list[Message] = []
    turns = [event for event in events if isinstance(event, TurnStarted)]
    last_turn = turns[-1] if turns else None
    dummy_up = False  # the dummy laid out as the bidding ends: said after "Bidding over."
    listener = me
    for at, event in enumerate(events):
        me = at_event(listener, event)  # (a move missed online, made before its seat changed hands: who made it)
        if isinstance(event, DealStarted):
            # the joker in one's own hand is said with the deal's trumps (T-26): the view is this
            # deal's, its hand as dealt but for cards played since (never a joker not held)
            held = view.deal == event.deal and any(card.is_joker for card in view.hand)
            messages.append(Message(deal_started_text(me, event, players, joker_held=held)))
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
            # said after "Bidding over." when the play starts in this batch (the bidding ends, then
            # the dummy is laid out: was heard the other way round, "The dummy's cards are face
            # up. D reads them. Bidding over. Anna leads.")
            dummy_up = any(isinstance(later, PlayStarted) for later in events[at + 1:])
            if not dummy_up:
                messages.append(Message(_("The dummy's cards are face up. D reads them.")))
        elif isinstance(event, PlayStarted):
            if me.is_me(event.controller) and not me.played_for_me(event.controller):
                messages.append(Message(_("Bidding over.")))
            else:
                messages.append(Message(_("Bidding over. {name} leads.").format(name=name(me, event.leader, dummy))))
            if dummy_up:
                messages.append(Message(_("The dummy's cards are face up. D reads them.")))
                dummy_up = False
        elif isinstance(event, CardPlayed):
            low = undertrump_text(me, event, _trick_of(events, event, view), dummy, joker_as)
            messages.append(Message(low or card_played_text(me, event, dummy), cue="card", played=event))
        elif isinstance(event, TrickWon):
            messages.append(Message(trick_won_text(me, event, dummy, joker_as, deal_me), won=event))
        elif isinstance(event, DealScored):
            cue = "round_won" if me.seat is not None and event.made[me.seat] else None
            messages.append(Message(deal_headline(deal_me or me, event, dummy, scoring, premiums), cue=cue,
                                    gist=deal_over_gist(event.deal), scored=event))
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
        elif isinstance(event, TableNews):  # (online: a seat that changed hands among the moves missed)
            messages.append(Message(event.text))
        elif isinstance(event, TurnStarted):
            if (event is last_turn and me.is_me(event.controller) and view.phase == "play"
                    and view.turn == event.seat):
                messages.append(Message(your_turn_text(me, view, focused), cue="your_turn", prompt=True,
                                        names_focus=focused is not None))
    return messages
