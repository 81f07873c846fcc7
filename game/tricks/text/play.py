"""The trick game's words for card play: follow suit, cards played, tricks won, the turn line,
who needs what (T-11 to T-14, T-28)."""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.cards import Card, Suit
from ...engine.events import Event
from ...engine.perspective import Perspective
from ...card_names import suit_name
from ...i18n import _, join_words, ngettext, pgettext
from ..events import CardPlayed, TrickWon
from ..options import VARIANTS
from ..rules import playable, suit_of, trick_winner
from ..state import unseen_set
from ..view import TricksView
from .words import (capital, card_words, counts_text, name, name_mid, player_name, suit_after_no, the_card,
                    trick_cards_text)


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
    """Whether the human may play ``card`` from hand ``seat`` (theirs, or the dummy's they play,
    T-21) now (T-12): "playable", "cannot play: you must follow hearts", or "" when it is not
    this hand's turn. With a card on the table, a playable card says too whether it would win
    the trick as it stands, the trick's winner worked out with the card added (T-13: trumps,
    no trumps, the classic joker as the turned card, T-26): plain "playable" when it would not
    win, and on the lead (what a sighted player sees at a glance; the counting game's arrows
    preview a card so, C-22). A card that would win (:func:`_win_status`):

    - "playable, takes the trick": the trick's last card, or none of the legal cards (T-12) of
      the face-up hands still to play (the dummy, a revealed hand: T-9, T-10, T-20) beats it and,
      a hidden hand still to play, no card the listener cannot see beats it either (the pack less
      every card they see: found by a tester by ear, "Ace of spades, 1 of 1, playable, wins so
      far" for the ace of trumps);
    - "playable, the dummy can beat it" / "playable, Anna can beat it" / "playable, Anna and the
      dummy can beat it": a face-up hand still to play has a legal card that beats it (found by
      a tester by ear: "9 of diamonds, playable, wins so far" before the dummy's forced jack);
    - "playable, wins so far": a hand still to play is hidden and may beat it, or so it may seem
      (a card unseen beats it, or the view lacks what is needed to be sure).

    From the dummy's hand the trick would be the dummy's, not yours (a hand with its own bid,
    T-24): "playable, the dummy takes the trick" / "playable, the dummy wins so far" (found by
    a tester by ear: "takes the trick" sounded like good news)."""
    if view.phase != "play" or view.turn != seat or not me.is_me(view.turn_controller):
        return ""
    hand = view.hand if me.is_me(seat) else (view.dummy_hand or ())
    if card in playable(hand, view.led_suit, view.joker_as):
        trick = list(view.current_trick)
        if not trick:
            return _("playable")
        trick.append((seat, card))
        if trick_winner(trick, view.trumps, view.joker_as) != len(trick) - 1:
            return _("playable")
        return _win_status(me, view, seat, trick)
    assert view.led_suit is not None
    if me.is_me(seat):
        return _("cannot play: you must follow {suit}").format(suit=suit_name(view.led_suit))
    return _("cannot play: the dummy must follow {suit}").format(suit=suit_name(view.led_suit))


def _win_status(me: Perspective, view: TricksView, seat: int, trick: list[tuple[int, Card]]) -> str:
    """:func:`play_status` for a card (the last of ``trick``) that would be winning the trick:
    whether it takes it, worked out from the hands still to play that lie face up (T-9, T-10,
    T-20; T-12 what each may play, T-13 what beats it), and from the cards the listener cannot
    see, a hidden hand still to play (:func:`_unseen_cannot_beat`). Every hand plays once to a trick, the
    dummy too (T-21), so those still to play are the hands not yet in ``trick``; whether one
    beats this card does not hang on the cards between (T-13)."""
    played = {hand for hand, _card in trick}
    later = [hand for hand in range(view.hand_count) if hand not in played]
    cards = [view.hand if me.is_me(hand) else view.open_hands[hand] for hand in later]
    dummy = view.dummy is not None and seat == view.dummy and not me.is_me(seat)
    hidden = [hand for hand, hand_cards in zip(later, cards) if hand_cards is None]
    if hidden and not _unseen_cannot_beat(view, trick, hidden[0]):  # a hidden hand still to play
        if dummy:
            # TRANSLATORS: an arrow's answer on a card of the dummy's that would be winning the trick so far.
            return _("playable, the dummy wins so far")
        # TRANSLATORS: an arrow's answer on a card that would be winning the trick so far; a later card may beat it.
        return _("playable, wins so far")
    beaters = [hand for hand, hand_cards in zip(later, cards) if hand_cards is not None
               and any(trick_winner(trick + [(hand, other)], view.trumps, view.joker_as) == len(trick)
                      for other in playable(hand_cards, view.led_suit, view.joker_as))]
    if hidden and beaters:  # a hidden hand still to play, as before: "wins so far"
        return _("playable, the dummy wins so far") if dummy else _("playable, wins so far")
    if dummy:
        if beaters:
            return _("playable, the dummy wins so far")
        # TRANSLATORS: an arrow's answer on a card of the dummy's that would take the trick for the dummy.
        return _("playable, the dummy takes the trick")
    if not beaters:
        # TRANSLATORS: an arrow's answer on a card that would take the trick: played last, or no
        # card the face-up hands still to play may play beats it.
        return _("playable, takes the trick")
    names = join_words([name_mid(me, hand, view.dummy) for hand in beaters])
    # TRANSLATORS: an arrow's answer on a card that would be winning the trick so far; {names}
    # ("the dummy", "Anna", "Anna and the dummy"), whose hands lie face up, still to play, may beat it.
    return ngettext("playable, {names} can beat it", "playable, {names} can beat it", len(beaters)).format(names=names)


def _pack_known(view: TricksView) -> bool:
    """Whether ``view`` has what is needed to be sure of the cards the listener cannot see
    (:func:`game.tricks.state.unseen_set`, T-2, T-26, T-27): a known variant and number of
    players, a classic deal's turn-up, an Oxford deal's trump card."""
    if view.variant not in VARIANTS or view.players not in (2, 3, 4):
        return False
    if view.variant == "classic" and view.turn_up is None:
        return False
    return not (view.variant == "oxford" and view.trump_card is None)


def _unseen_cannot_beat(view: TricksView, trick: list[tuple[int, Card]], hand: int) -> bool:
    """Whether no card the listener cannot see (:func:`game.tricks.state.unseen_set`), played
    next by a hidden hand ``hand`` (which may be void in the suit led, so may trump or discard,
    T-12), would beat the last card of ``trick`` (T-13). Whether one beats it does not hang on
    the cards between.
    ``False`` whenever it cannot be sure: the pack unknown, an unseen joker with no turned card
    to stand for (T-26)."""
    if not _pack_known(view):
        return False
    unseen = unseen_set(view)
    if any(card.is_joker for card in unseen) and view.joker_as is None:
        return False
    return not any(trick_winner(trick + [(hand, card)], view.trumps, view.joker_as) == len(trick)
                   for card in unseen)


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
        # with its article where the language has one, as the dummy's other cards: Spanish "sale
        # desde el muerto: el rey de diamantes", as "juega desde el muerto: la reina de picas"
        # (found by a tester by ear: the lead alone had none); the joker's name has its own
        card = card_words(event.card, event.acts_as, "nominative" if event.card.is_joker else "definite nominative")
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


def trick_won_text(me: Perspective, event: TrickWon, dummy: int | None, joker_as: Card | None = None,
                   deal_me: Perspective | None = None) -> str:
    """"Anna wins the trick with the ace of clubs. Tricks: you 2, Anna 3, Bob 1."; a trick a
    computer won in the listener's seat while they were away (:attr:`Perspective.stand_in`) as
    its own: "A computer player for you wins the trick with the 10 of clubs. Tricks: you 1, Bob
    3, Ben 0." (never "You win the trick ...", T-29); the tricks still count as the listener's.
    ``deal_me``: the names the deal's counts are said with (online, a seat a person left in
    this deal: "Tricks: you 5, Cid, then Bob 1, Ben 3."), the winner still named by ``me``."""
    card, counts = the_card(event.card, joker_as), counts_text(deal_me or me, event.tricks, dummy)
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


def focus_sentence_text(card: Card, joker_as: Card | None) -> str:
    """"Focus: 9 of clubs.": the sentence of the turn line that names the card Enter plays (T-29)."""
    return _("Focus: {card}.").format(card=card_words(card, joker_as))


def focus_enter_text(card: Card, joker_as: Card | None) -> str:
    """"Focus: 9 of clubs. Enter plays it.": Enter's answer when the turn line was cut before it
    named the focused card (T-28, T-29)."""
    return _("Focus: {card}. Enter plays it.").format(card=card_words(card, joker_as))


def turn_sentence_text(me: Perspective, view: TricksView) -> str:
    """The turn line's first sentence (T-29), whose turn it is: "Your turn." / for the dummy (two
    players) "Play from the dummy."."""
    assert view.turn is not None
    return _("Your turn.") if me.is_me(view.turn) else _("Play from the dummy.")


def turn_head_text(me: Perspective, view: TricksView) -> str:
    """The head of the turn line (T-29): whose turn it is and what the card answers, its first two
    sentences: "Your turn. Bob led the jack of clubs." / "Your turn. You lead." / for the dummy
    (two players) "Play from the dummy. You led the 9 of hearts." / "Play from the dummy. The
    dummy leads.". Once they were heard, Enter is kept and plays when the line has named its
    card (:meth:`~game.tricks.scenes.table_focus.HandFocus.turn_line_head`)."""
    seat = view.turn
    assert seat is not None
    first = turn_sentence_text(me, view)
    if not view.current_trick:
        second = _("You lead.") if me.is_me(seat) else _("The dummy leads.")
    else:
        second = led_text(me, view.current_trick, view.dummy, view.joker_as)
    return first + " " + second


def your_turn_text(me: Perspective, view: TricksView, focused: Card | None = None) -> str:
    """T-29: "Your turn. Bob led the jack of clubs. You have clubs. You have 1 of 3 tricks: you need 2
    more. Focus: 9 of clubs."; with more cards down, who is winning and every other card on the
    table (:func:`others_on_table_text`): "Your turn. Anna led the jack of clubs. Anna's lead is
    still winning. Also on the table: Bob, 7 of clubs; Carl, 2 of diamonds. You have no clubs.
    ..." / on the lead, what you still need too: "Your turn. You lead. You
    have 1 of 3 tricks: you need 2 more. Focus: 6 of spades." (:func:`need_text`, T-14). For the dummy
    (two players): "Play from the dummy. ..."; ``focused`` is the card the arrows start from
    (left out when None)."""
    seat = view.turn
    assert seat is not None
    focus = (" " + focus_sentence_text(focused, view.joker_as)) if focused is not None else ""
    parts = [turn_head_text(me, view)]  # "Your turn. Bob led the jack of clubs."
    if not view.current_trick:
        need = need_text(me, view, seat)
        if need:
            parts.append(need)
        return " ".join(parts) + focus
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
    # "a trump" only where it tells why the card wins: a trump beating a plain suit's lead, not
    # a trump following a trump lead (T-13)
    trump = (view.trumps is not None and suit_of(card, view.joker_as) == view.trumps
             and suit_of(trick[0][1], view.joker_as) != view.trumps)
    if me.is_me(seat):
        return (_("You are winning with {card}, a trump.") if trump
                else _("You are winning with {card}.")).format(card=words)
    who = name(me, seat, view.dummy)
    return (_("{name} is winning with {card}, a trump.") if trump
            else _("{name} is winning with {card}.")).format(name=who, card=words)


def need_text(me: Perspective, view: TricksView, seat: int | None = None) -> str:
    """What the hand ``seat`` (you, the default, or the dummy you play) still needs, once its bid is known:
    "You have 2 of 3 tricks: you need 1 more." / "You have 0 of 8 tricks: you need 8 more. Only 5
    tricks are left." / "You have 3 of 3 tricks: one more and you miss." / "Your bid of 3 is
    missed: you took 4." (T-14); the dummy succeeds with its bid or fewer (T-24): "The dummy has 2
    of 3 tricks: it may take 1 more." ("" before the bid is known, and for a spectator). The
    count names the tricks (found by a tester by ear: "You have 0 of 2 tricks: you need 2 more." left a
    new listener asking 0 of 2 what); the plural goes by the bid."""
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
        if took < bid:
            have = ngettext("You have {took} of {bid} trick: you need {count} more.",
                            "You have {took} of {bid} tricks: you need {count} more.", bid).format(
                took=took, bid=bid, count=bid - took)
            if bid - took > left:  # out of reach: say why
                have += " " + ngettext("Only {count} trick is left.", "Only {count} tricks are left.",
                                       left).format(count=left)
            return have
        if took == bid:
            return ngettext("You have {took} of {bid} trick: one more and you miss.",
                            "You have {took} of {bid} tricks: one more and you miss.", bid).format(took=took, bid=bid)
        return _("Your bid of {bid} is missed: you took {took}.").format(took=took, bid=bid)
    if seat == view.dummy:
        if took <= bid:
            return ngettext("The dummy has {took} of {bid} trick: it may take {count} more.",
                            "The dummy has {took} of {bid} tricks: it may take {count} more.", bid).format(
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
