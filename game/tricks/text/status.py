"""The trick game's answers to the status keys: bids, tricks, scores, the table, the hand, the dummy (T-28)."""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.cards import Card
from ...engine.perspective import Perspective
from ...player_names import pronoun
from ...i18n import _, join_words, ngettext, pgettext
from ..events import DealScored, GameBonus
from ..rules import GAME_TARGET, MATCH_BONUSES, trick_winner
from ..view import TricksView
from .bidding import marked_text
from .deal_end import scores_words
from .play import game_over_text, need_text, winning_text
from .words import (bid_of, capital, card_list, counts_text, hand_by_suit, name, name_mid, seat_order,
                    trick_cards_text)


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
    outside bidding, and for a spectator (their situation line says the bids). Said by a game
    continued (:meth:`game.tricks.scenes.saving.TricksKind.resumed`)
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


def deals_left(view: TricksView, scored_deal: int | None = None) -> int | None:
    """Oxford Whist (T-27: one deal per card of the trump stock, 16 in all): the deals still to
    be played after the deal being played, or after ``scored_deal`` (the deal just scored, its
    summary open: the view may show the next deal dealt already, its stock card turned); None in
    the other variants and once the game is over."""
    if view.variant != "oxford" or view.stock_left is None or view.phase == "over":
        return None
    if scored_deal is None:
        return view.stock_left
    return view.stock_left + view.deal - scored_deal


def deals_left_text(left: int | None, after_deal: bool) -> str:
    """Oxford Whist (T-27), how many deals remain: after a deal (``after_deal``, its summary, S
    there), "3 deals left." / "Last deal next." ("" after the last); while a deal is played,
    "3 more deals after this one." / "This is the last deal."; "" when ``left`` is None
    (:func:`deals_left`)."""
    if left is None or (after_deal and left <= 0):
        return ""
    if after_deal:
        if left == 1:
            return _("Last deal next.")
        return ngettext("{count} deal left.", "{count} deals left.", left).format(count=left)
    if left <= 0:
        return _("This is the last deal.")
    return ngettext("{count} more deal after this one.", "{count} more deals after this one.", left).format(count=left)


def scores_text(me: Perspective, view: TricksView, scoring: str, target: int, scored_deal: int | None = None) -> str:
    """S key: scores and what ends the game (a Parlett match, T-18: what ends a game and the
    match, :func:`match_end_text`; found by a tester by ear: it said neither); in Oxford Whist,
    how many deals remain (T-27, :func:`deals_left_text`; ``scored_deal``: the deal just scored,
    S on its summary)."""
    if scoring == "parlett_match":
        return " ".join([_("Game scores: {games}. Match: {match}. Game bonuses: {bonuses}. Game {number}.").format(
            games=scores_words(me, view.game_scores, view.dummy), match=scores_words(me, view.scores, view.dummy),
            bonuses=scores_words(me, view.game_bonuses, view.dummy), number=view.game_number), match_end_text()])
    text = _("Scores: {scores}.").format(scores=scores_words(me, view.scores, view.dummy))
    if view.variant == "oxford":
        left = deals_left_text(deals_left(view, scored_deal), after_deal=scored_deal is not None)
        return f"{text} {left}" if left else text
    if scoring == "parlett_game":
        return text + " " + _("The game ends at 100.")
    return text + " " + _("Target {target}.").format(target=target)


def match_end_text() -> str:
    """T-18: what ends a Parlett game and the match: "A game ends at 100; the match ends at 3 game
    bonuses."."""
    return ngettext("A game ends at {target}; the match ends at {count} game bonus.",
                    "A game ends at {target}; the match ends at {count} game bonuses.", MATCH_BONUSES).format(
        target=GAME_TARGET, count=MATCH_BONUSES)


def ended_game_scores_text(me: Perspective, view: TricksView, scored: DealScored, bonuses: Sequence[GameBonus],
                           number: int) -> str:
    """S on the summary of the deal that ended game ``number`` of a Parlett match (T-18), the
    match going on: the scores that page shows, that game's final scores with its game bonuses
    and the match totals, whereas the view is already the next game's (its scores 0; found by a
    tester by ear: S said "Game scores: you 0, ... Game 2." under "total 221"): "Game scores: you
    221, Anna 40, Bob 52, Carl 100. Match: you 221, ... Game bonuses: you 1, ... Game 1 is over;
    game 2 starts next deal. A game ends at 100; ..."."""
    games, totals = list(scored.game_scores), list(scored.totals)
    for bonus in bonuses:
        games[bonus.seat] += bonus.amount
        totals[bonus.seat] += bonus.amount
    return " ".join([_("Game scores: {games}. Match: {match}. Game bonuses: {bonuses}. Game {number} is over; "
                       "game {next} starts next deal.").format(
        games=scores_words(me, games, view.dummy), match=scores_words(me, totals, view.dummy),
        bonuses=scores_words(me, view.game_bonuses, view.dummy), number=number, next=number + 1),
        match_end_text()])


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
    """"Last trick: Bob, jack of clubs; you, 7 of clubs. You won it.": a trick over, said in the
    past where a language has tenses (Russian "Анна взяла взятку.", where the trick as it is won
    is "Анна берёт взятку."); the winner's verb agrees with a default name's gender (Anna, Bob),
    the dummy has its own sentence, a given name (gender unknown) one that needs none."""
    cards = trick_cards_text(me, trick, dummy, joker_as)
    if me.is_me(winner):
        return _("Last trick: {cards}. You won it.").format(cards=cards)
    if dummy is not None and winner == dummy:
        return _("Last trick: {cards}. The dummy won it.").format(cards=cards)
    possessive = pronoun(me, winner)
    if possessive == "Her":
        sentence = pgettext("won by her", "Last trick: {cards}. {name} won it.")
    elif possessive == "His":
        sentence = pgettext("won by him", "Last trick: {cards}. {name} won it.")
    else:
        sentence = _("Last trick: {cards}. {name} won it.")
    return sentence.format(cards=cards, name=name(me, winner, dummy))


def table_text(me: Perspective, view: TricksView, told: bool = False) -> str:
    """V key: the cards on the table now and who plays next (in bidding, who has still to bid:
    your bid alone, you among others, or the others, counted: the verb agrees in Russian);
    ``told`` (one's own turn line is being said or waits, and says whose turn right before or
    after this answer, T-29): the cards alone, the turn left to that line, never heard twice in
    a row ("No cards on the table." / "Your turn. You lead. ..."; was "No cards on the table.
    Your turn." then "Your turn. You lead. ...")."""
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
    if view.turn is not None and not (told and me.is_me(view.turn_controller)):
        if me.is_me(view.turn_controller) and view.turn == view.dummy:
            parts.append(_("You play from the dummy."))
        elif me.is_me(view.turn):
            parts.append(_("Your turn."))
        elif view.dummy is not None and view.turn == view.dummy and view.turn_controller is not None:
            # T-21: who chooses the dummy's card (found by a tester watching a 2-player table:
            # "The dummy to play." did not say who)
            parts.append(_("The dummy to play: {name} chooses.").format(
                name=name_mid(me, view.turn_controller, view.dummy)))
        elif view.dummy is not None and view.turn == view.dummy:
            parts.append(_("The dummy to play."))
        else:
            parts.append(_("{name} to play.").format(name=name(me, view.turn, view.dummy)))
    return " ".join(parts)


def hand_text(view: TricksView, marked: Sequence[Card] = ()) -> str:
    """H key: "Your hand, 9 cards. Spades: 7, queen. Hearts, trumps: ace. ..." (the trump suit
    says so, :func:`hand_by_suit`; and the marked bid cards)."""
    count = len(view.hand)
    text = ngettext("Your hand, {count} card.", "Your hand, {count} cards.", count).format(count=count)
    text += " " + hand_by_suit(view.hand, view.joker_as, view.trumps)
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
    return f"{head} {hand_by_suit(cards, view.joker_as, view.trumps)}"


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
        parts.append(f"{head} {hand_by_suit(cards, view.joker_as, view.trumps)}")
    return " ".join(parts)
