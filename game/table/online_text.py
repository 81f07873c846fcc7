"""What an online table says about people and the connection: whole sentences with named
placeholders (translated through :mod:`game.i18n`), made from the server's facts (``notice``
frames) and the link's news."""

from __future__ import annotations

from typing import Any

from ..i18n import N_, _, ngettext

LOST = N_("Connection to the server lost. Trying to reconnect.")
BACK = N_("Reconnected to the server. The game goes on.")
OFFLINE = N_("Not connected: wait until the connection is back.")
WAITING_ANSWER = N_("Wait: the server has not answered your last move yet.")
WATCHING_PLAY = N_("You are watching this table: you do not play here.")
"""Said by a key that plays (or marks, bids, moves through a hand, asks a hint) at a table one watches."""
WATCHING_HAND = N_("You are watching this table: you hold no cards.")
"""Said by the key that reads one's hand at a table one watches."""
WATCHING_TABLE = N_("You are watching table {table}.")
"""Said first at a table one watches."""
WATCHING_HELP = N_("You are watching this table: the keys that play only say so. M writes to the table's chat; "
                   "Escape goes back to the lobby.")
"""The first line of F1 at a table one watches."""
WATCHING_ROUND_PAUSE = N_("Round over. The next round starts in a moment. Escape goes back to the lobby.")
WATCHING_STATUS = N_("Watching. M: chat. Escape: back to the lobby.")
WATCHING_STATUS_TURN = N_("Watching: {name}'s turn. M: chat. Escape: back to the lobby.")
WATCHING_STATUS_TURN_TRICKS = N_("Watching: {name} to play. M: chat. Escape: back to the lobby.")
"""The status lines of a table one watches."""
WATCHING_OVER = N_("The game is over. Escape goes back to the lobby.")
"""Said after the winner at a table one watches."""
CHAT_LABEL = N_("Table chat message")
"""The title of the table's chat line."""
CHAT_EMPTY = N_("Nothing to send: type a message, or Escape.")
CHAT_OFFLINE = N_("Not connected: the message was not sent. Wait until the connection is back.")
CHAT_REFUSED = {
    "rate_limited": N_("Message not sent: too many messages at once. Wait a few seconds, then send it again."),
    "bad_message": N_("Message not sent: it was empty."),
    "not_seated": N_("Message not sent: you are no longer at this table."),
}
"""A refused table chat line, by the server's reason id."""
REFUSED = {
    "not_your_turn": N_("Not your turn."),
    "over": N_("The game is over."),
    "not_started": N_("The game has not started yet."),
    "rate_limited": N_("Too fast: wait a moment."),
    "stale": N_("The game moved on: listen to the latest moves."),
}
"""Refusal reason ids of the server (``protocol.REASONS``) said in the player's language; any
other reason is said by :data:`REFUSED_OTHER`."""
REFUSED_OTHER = N_("The server refused that: {reason}.")


def notice_text(frame: dict[str, Any], my_seat: int | None) -> str | None:
    """The sentence for a ``notice`` frame (``what``: joined, left, dropped, returned, replaced,
    turn_warning, timed_out), or None for one that says nothing to this seat (the host's change,
    one's own join)."""
    what, name = frame.get("what"), str(frame.get("name") or "")
    mine = frame.get("seat") is not None and frame.get("seat") == my_seat
    if what == "joined":
        return None if mine else _("{name} joined the table.").format(name=name)
    if what == "left":
        if frame.get("computer"):
            return _("{name} left the game. A computer player takes their seat.").format(name=name)
        return _("{name} left the table.").format(name=name)
    if what == "dropped":
        seconds = int(frame.get("hold") or 0)
        return ngettext("{name} lost the connection. Their seat is held for {seconds} second.",
                        "{name} lost the connection. Their seat is held for {seconds} seconds.",
                        seconds).format(name=name, seconds=seconds)
    if what == "returned":
        return None if mine else _("{name} is back.").format(name=name)
    if what == "replaced":
        return _("A computer player now plays for {name}.").format(name=name)
    if what == "turn_warning" and mine:
        seconds = int(frame.get("seconds") or 0)
        return ngettext("{seconds} second left for your turn.", "{seconds} seconds left for your turn.",
                        seconds).format(seconds=seconds)
    if what == "timed_out":
        if mine:
            return _("Your time ran out: a computer player plays this turn for you.")
        return _("{name}'s time ran out: a computer player plays this turn for them.").format(name=name)
    return None


def chat_text(frame: dict[str, Any]) -> str:
    """A ``chat`` frame as said and kept in the history: "Ben says: good luck"."""
    return _("{name} says: {text}").format(name=str(frame.get("from") or ""), text=str(frame.get("text") or ""))


def chat_refused_text(frame: dict[str, Any]) -> str:
    """What a refused table chat line says (too fast, empty, not at the table), else the reason id's
    sentence."""
    reason = str(frame.get("reason") or "")
    if reason in CHAT_REFUSED:
        return _(CHAT_REFUSED[reason])
    return refused_text(frame)


def refused_text(frame: dict[str, Any]) -> str:
    """What a ``refused`` frame of an action says: the rules' sentence translated when it is
    one of ours, else the reason id's sentence."""
    rule = frame.get("rule")
    if isinstance(rule, str) and rule:
        return _(rule)
    reason = str(frame.get("reason") or "")
    if reason in REFUSED:
        return _(REFUSED[reason])
    return _(REFUSED_OTHER).format(reason=reason)
