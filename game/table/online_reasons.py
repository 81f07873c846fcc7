"""The server's reason ids (:data:`game.net.protocol.REASONS`) as whole sentences in the
player's language: refusals (the connection stays), the reasons a connection was closed, and a
refused hello (the name). An id this client does not know is said by a generic sentence, never
as the raw id."""

from __future__ import annotations

from typing import Any

from ..i18n import N_, _
from ..net.protocol import NAME_MAX, NAME_MIN

REASON_TEXT = {
    # the server closed the connection
    "bad_json": N_("The server could not read a message from this game."),
    "bad_message": N_("The server did not understand a message from this game."),
    "binary": N_("The server got a message in a form it does not take."),
    "version": N_("This game and the server speak different versions: update the game."),
    "hello_first": N_("The server expected this game to say hello first."),
    "flood": N_("Too many messages too fast: the server closed the connection."),
    "too_big": N_("A message was too large for the server."),
    "too_slow": N_("The connection was too slow to keep up with the server."),
    "replaced": N_("You connected to the server again from somewhere else: this connection ends here."),
    "server_closing": N_("The server is shutting down."),
    # refusals: the connection stays
    "rate_limited": N_("Too fast: wait a moment."),
    "name_taken": N_("That name is being used by someone online: choose another one."),
    "bad_name": N_("A name is {low} to {high} characters, not only spaces."),
    "bad_token": N_("The server no longer knows the key kept for this name."),
    "already_hello": N_("The server had already greeted this connection."),
    "no_table": N_("That table is gone."),
    "seated": N_("You already sit at a table: leave it first."),
    "not_seated": N_("You do not sit at or watch a table."),
    "seat_taken": N_("That seat is no longer free."),
    "no_free_seat": N_("That table has no free seat any more."),
    "started": N_("That game has already started."),
    "not_started": N_("The game has not started yet."),
    "over": N_("The game is over."),
    "not_host": N_("Only the host may do that."),
    "seats_free": N_("Every seat must be taken before the start."),
    "no_computer": N_("No computer player sits there any more."),
    "bad_game": N_("The server does not offer that game."),
    "bad_options": N_("The server cannot set up a game with those options."),
    "bad_level": N_("The server does not know that computer level."),
    "bad_scope": N_("A chat line goes to the lobby or to your table."),
    "bad_action": N_("The server could not read that move."),
    "not_your_seat": N_("That move is for a seat that is not yours."),
    "spectator": N_("You are watching: spectators do not play."),
    "illegal": N_("The rules do not allow that move."),
    "wait_draw": N_("Wait: the last player may still draw."),
    "stale": N_("The game moved on: listen to the latest moves."),
}
"""Every reason id the server sends (and the client's own ``stale``), as a message id."""
UNKNOWN_REFUSAL = N_("The server refused that.")
"""Said for a refusal whose reason this client does not know."""
UNKNOWN_CLOSE = N_("The server closed the connection.")
"""Said for a closing reason this client does not know."""
LOST_BECAUSE = N_("{reason} Trying to reconnect.")
"""A connection closed by the server for a reason, then the link tries again."""
HELLO_REFUSED = N_("The server refused the name {name}. {reason}")
"""The hello was refused (the link stops trying)."""


def reason_text(reason: Any, default: str = UNKNOWN_REFUSAL) -> str:
    """The sentence for a reason id, or ``default``'s (a message id) for one not known."""
    if isinstance(reason, str) and reason in REASON_TEXT:
        return _(REASON_TEXT[reason]).format(low=NAME_MIN, high=NAME_MAX)
    return _(default)


def hello_refused_text(reason: Any, name: str) -> str:
    """"The server refused the name Ana. That name is being used by someone online: choose
    another one."."""
    return _(HELLO_REFUSED).format(name=name, reason=reason_text(reason))


def closed_text(reason: Any) -> str:
    """Why the server closed the connection, as a sentence (a generic one when unknown)."""
    return reason_text(reason, UNKNOWN_CLOSE)
