"""The counting game's small words: the message shape, names, card lists, directions (C-23)."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from ...card_names import card_name, cards_list
from ...engine.cards import Card
from ...engine.perspective import Perspective
from ...engine.seats import seats_from
from ...i18n import _, join_words, ngettext, pgettext
from ...player_names import seat_name, stand_in_name





@dataclass(frozen=True)
class Message:
    """One announcement: ``text`` to say (may be empty: cue only), an optional sound ``cue``,
    and ``prompt`` True for what to do now ("Your turn. ...", "You can still draw: press
    Space."), which the announcer drops once stale (:mod:`game.speech.queue`)."""

    text: str
    cue: str | None = None
    prompt: bool = False
    gist: str | None = None
    """This message's own short form for a key pressed before it was heard (a round's end:
    "Round 2 is over."); None: the batch's (its newest card)."""
    names_focus: bool = False
    """A prompt that names the focused card (the turn line: "Enter plays the 6 of hearts."): the
    table words it again when the focus moves before it is said (C-22, C-23)."""
    tells: str | None = None
    """The part of the table this line tells, drawn as before until it begins (``"direction"``:
    "Direction reversed: clockwise.", C-17; :mod:`game.scenes.line_hold`)."""


# ----------------------------------------------------------------------- small words
def player_name(me: Perspective, seat: int) -> str:
    """``seat``'s name, never "you": the name ``me`` gives it, else the computer player's name in
    the player's language ("Anna" for seat 1, Russian "Анна"; the same translations as the menus
    and the trick game)."""
    return seat_name(me, seat)


def name(me: Perspective, seat: int) -> str:
    """"You" for the listener's seat, else the seat's name ("Anna" for seat 1), in the player's
    language: a label before a colon ("You: 6 of hearts.") or on a seat panel."""
    if me.played_for_me(seat):
        return stand_in_name()
    return pgettext("subject", "You") if me.is_me(seat) else player_name(me, seat)


def name_mid(me: Perspective, seat: int) -> str:
    """The name inside a list: "you" for the listener's seat, else the name."""
    return pgettext("in a list", "you") if me.is_me(seat) else player_name(me, seat)


def capital(text: str) -> str:
    """``text`` with its first letter in upper case ("King of spades")."""
    return text[:1].upper() + text[1:]


def card_list(cards: Sequence[Card]) -> str:
    """"6 of hearts, queen of spades"; "no cards" for an empty hand (in the player's language)."""
    return cards_list(cards)


def thresholds_words(thresholds: Sequence[int]) -> str:
    """"33", "66 and 99", "33, 66 and 99" (numbers joined by :func:`join_words`)."""
    return join_words([str(t) for t in thresholds])


def direction_word(direction: int) -> str:
    """"clockwise" for 1, "counter-clockwise" for -1 (a label on the table, in the player's language)."""
    return pgettext("direction", "clockwise") if direction == 1 else pgettext("direction", "counter-clockwise")


def counts_text(me: Perspective, values: Sequence[int | None]) -> str:
    """"you 5, Anna 3, Bob out": a number per seat, the listener's first, then seat order (as
    the trick game's lists: :meth:`~game.engine.perspective.Perspective.me_first`; online from
    seat 2 "you 2, Ben 1, Anna 2", never "Ben 1, Anna 2, you 2"); None for a player out."""
    parts = []
    for seat in me.me_first(range(len(values))):
        value = values[seat]
        if value is None:
            parts.append(pgettext("in a list", "{name} out").format(name=name_mid(me, seat)))
        else:
            parts.append(pgettext("a hand's number in a list", "{name} {number}").format(
                name=name_mid(me, seat), number=value))
    return ", ".join(parts)


def players_left_text(left: int) -> str:
    """"2 players left." (C-18)."""
    return ngettext("{count} player left.", "{count} players left.", left).format(count=left)


def _turn_sentence(me: Perspective, seat: int) -> str:
    """"Your turn." / "Anna's turn."."""
    return _("Your turn.") if me.is_me(seat) else _("{name}'s turn.").format(name=player_name(me, seat))


def _direction_sentence(direction: int, players_in: int = 0) -> str:
    """"Play goes clockwise." / "Play goes counter-clockwise."; with two players in, where the
    direction means nothing (C-17: a 4 changes no turn), "Two players: the turns alternate."."""
    if players_in == 2:
        return _("Two players: the turns alternate.")
    return _("Play goes clockwise.") if direction == 1 else _("Play goes counter-clockwise.")


def _order_sentence(me: Perspective, turn: int, direction: int, players: int, eliminated: Collection[int]) -> str:
    """The T key's direction with the order of play of the players still in, from the one whose
    turn it is (C-6, C-17, C-18): "Play goes clockwise: you, Ben, Dee and Cid." / "Play goes
    counter-clockwise: Anna, you and Bob."; with two players in, "Two players: the turns
    alternate." (:func:`_direction_sentence`). Found by a blind tester by ear: F1 says T tells
    the order of play, and T said only the direction."""
    order = seats_from(turn, players, direction, set(range(players)) - set(eliminated))
    if len(order) <= 2:
        return _direction_sentence(direction, len(order))
    names = join_words([name_mid(me, seat) for seat in order])
    if direction == 1:
        return _("Play goes clockwise: {players}.").format(players=names)
    return _("Play goes counter-clockwise: {players}.").format(players=names)


def _deals_sentence(me: Perspective, round_: int, dealer: int) -> str:
    """"Round 2. You deal." / "Round 2. Anna deals."."""
    if me.is_me(dealer):
        return _("Round {round}. You deal.").format(round=round_)
    return _("Round {round}. {name} deals.").format(round=round_, name=player_name(me, dealer))


def enter_plays_text(card: Card) -> str:
    """"Enter plays the 6 of hearts." (C-23: the card Enter plays is always named)."""
    return _("Enter plays the {card}.").format(card=card_name(card, "accusative"))
