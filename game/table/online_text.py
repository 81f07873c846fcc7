"""What an online table says about people and the connection: whole sentences with named
placeholders (translated through :mod:`game.i18n`), made from the server's facts (``notice``
frames) and the link's news."""

from __future__ import annotations

from typing import Any

from ..i18n import N_, _, ngettext

LOST = N_("Connection to the server lost. Trying to reconnect.")
BACK = N_("Reconnected to the server.")
"""Said when the connection is back, before the server says how the game stands (it may have
ended meanwhile): what follows is the situation line, or the end."""
OFFLINE = N_("Not connected: wait until the connection is back.")
WAITING_ANSWER = N_("Wait: the server has not answered your last move yet.")
GONE = N_("This game is no longer on the server: it ended while you were away. Escape, then Leave the game, "
          "goes back.")
"""Back after a drop, the server put this person in the lobby: their table is gone."""
WATCHING_PLAY = N_("You are watching this table: you do not play here.")
"""Said by a key that plays (or marks, bids, moves through a hand, asks a hint) at a table one watches."""
WATCHING_HAND = N_("You are watching this table: you hold no cards.")
"""Said by the key that reads one's hand at a table one watches."""
WATCHING_TABLE = N_("You are watching table {table}.")
"""Said first at a table one watches."""
BEFORE_YOU_CAME = N_("Before you came: {message}")
"""A move made before one came to watch a table, as kept in the history unsaid (Page Up)."""
WATCHING_HELP = N_("You are watching this table: the keys that play only say so. M writes to the table's chat; "
                   "Escape goes back to the lobby.")
"""The first line of F1 at a table one watches."""
WATCHING_ROUND_PAUSE = N_("Round over. The next round starts in a moment. Escape goes back to the lobby.")
WATCHING_ROUND_PAUSE_BY = N_("Round over. The next round starts when {name} is ready. Escape goes back to the "
                             "lobby.")
WATCHING_STATUS = N_("Watching. M: chat. Escape: back to the lobby.")
WATCHING_STATUS_TURN = N_("Watching: {name}'s turn. M: chat. Escape: back to the lobby.")
WATCHING_STATUS_TURN_TRICKS = N_("Watching: {name} to play. M: chat. Escape: back to the lobby.")
# TRANSLATORS: {name} is the live player who chooses the dummy's card (2-player trick game, T-21).
WATCHING_STATUS_DUMMY = N_("Watching: the dummy to play, {name} chooses. M: chat. Escape: back to the lobby.")
"""The status lines of a table one watches."""
WATCHING_OVER = N_("The game is over. Escape goes back to the lobby.")
"""Said after the winner at a table one watches."""
THEN = N_("{first}, then {then}")
"""A seat in the results that two players held in turn, a person who left the game and the
computer that took their seat: "Ana, then Max"."""
UP_TO_DATE = N_("Nothing to skip: you are up to date.")
"""J at a table one watches when no move waits to be said."""
CATCH_UP_KEY = N_("skip the moves not yet said and hear where the game stands now")
"""J's line in F1 at a table one watches."""

PEOPLE_KEY = N_("say who is at this table: people, computer players, who watches")
"""W's line in F1 at an online table and on the trick game's deal summary there, where W answers
as at the table (found by a tester by ear: right after a person left, W on the summary said "No
action for W. F1 lists the keys.")."""


def skipped_text(moves: int) -> str:
    """"12 moves skipped.": said when a spectator skips to the present (J, or by itself when
    more than a few moves wait to be said)."""
    return ngettext("{count} move skipped.", "{count} moves skipped.", moves).format(count=moves)


def held_to_history_text(count: int) -> str:
    """"3 earlier messages in the history (Page Up).": back at the table on one's own turn whose
    clock runs, the older of the lines held under the table menu or help went to the history
    unsaid (:meth:`game.scenes.card_table_online.OnlineTable.shorten_held_moves`)."""
    return ngettext("{count} earlier message in the history (Page Up).",
                    "{count} earlier messages in the history (Page Up).", count).format(count=count)

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


AWAY = N_("{name} is away.")


def away_held_text(name: str, seconds: int) -> str:
    """A person who lost the connection, said with their turn: "Ben is away: their seat is held
    for 40 more seconds." (then a computer player takes it)."""
    return ngettext("{name} is away: their seat is held for {seconds} more second.",
                    "{name} is away: their seat is held for {seconds} more seconds.",
                    seconds).format(name=name, seconds=seconds)


def notice_text(frame: dict[str, Any], my_seat: int | None) -> str | None:
    """The sentence for a ``notice`` frame (``what``: joined, left, dropped, returned, replaced,
    turn_warning, timed_out, host, watching, stopped_watching, draw_wait, draw_wait_over, round_ready), or None
    for one that says nothing to this seat (one's own join or return; the start again or the end of a hold for a
    draw, which the table says as the turn; a round that starts, which the table says as the deal)."""
    what, name = frame.get("what"), str(frame.get("name") or "")
    mine = frame.get("seat") is not None and frame.get("seat") == my_seat
    if what == "joined":
        return None if mine else _("{name} joined the table.").format(name=name)
    if what == "left":
        if frame.get("computer"):
            voice = frame.get("voice")
            if isinstance(voice, int) and not isinstance(voice, bool) and 0 <= voice < 8:
                from ..player_names import computer_name
                return _("{name} left the game. {computer}, a computer player, takes their seat.").format(
                    name=name, computer=computer_name(voice))
            return _("{name} left the game. A computer player takes their seat.").format(name=name)
        return _("{name} left the table.").format(name=name)
    if what == "dropped":
        seconds = int(frame.get("hold") or 0)
        if frame.get("closed"):  # they closed the game themselves: not a lost connection
            return ngettext("{name} left the table. Their seat is held for {seconds} second.",
                            "{name} left the table. Their seat is held for {seconds} seconds.",
                            seconds).format(name=name, seconds=seconds)
        return ngettext("{name} lost the connection. Their seat is held for {seconds} second.",
                        "{name} lost the connection. Their seat is held for {seconds} seconds.",
                        seconds).format(name=name, seconds=seconds)
    if what == "returned":
        if mine:
            return _("A computer player played for you while you were away. Your seat is yours again.") \
                if frame.get("was_replaced") else None
        return _("{name} is back.").format(name=name)
    if what == "replaced":
        return _("A computer player now plays for {name}.").format(name=name)
    if what == "turn_warning" and mine:
        return turn_warning_text(int(frame.get("seconds") or 0))
    if what == "host":
        return _("You are now the host.") if mine else _("{name} is now the host.").format(name=name)
    if what == "watching":
        return _("{name} is watching the table.").format(name=name)
    if what == "stopped_watching":
        return _("{name} stopped watching.").format(name=name)
    if what == "timed_out":
        if mine:
            return _("Your time ran out: a computer player plays this turn for you.")
        return _("{name}'s time ran out: a computer player plays this turn for them.").format(name=name)
    return None


def turn_warning_text(seconds: int, way_back: bool = False) -> str:
    """The turn timer's warning to this seat: "4 seconds left for your turn."; ``way_back``
    (said over the table menu, which Escape closes): "9 seconds left for your
    turn. Escape goes back to the table." (found in a read-through: the warning over the menu
    did not say how to get back in time)."""
    if way_back:
        return ngettext("{seconds} second left for your turn. Escape goes back to the table.",
                        "{seconds} seconds left for your turn. Escape goes back to the table.",
                        seconds).format(seconds=seconds)
    return ngettext("{seconds} second left for your turn.", "{seconds} seconds left for your turn.",
                    seconds).format(seconds=seconds)


def turn_timer_text(seconds: Any, spectator: bool = False) -> str:
    """The table's turn timer, a sentence of the opening (after its draw words): "Turn timer: 8
    seconds a turn; then a computer player plays for you." (a ``spectator``: "... plays for the
    player."); "" when the table has none."""
    if not isinstance(seconds, (int, float)) or isinstance(seconds, bool) or seconds <= 0:
        return ""
    count = int(round(seconds))
    if spectator:
        return ngettext("Turn timer: {seconds} second a turn; then a computer player plays for the player.",
                        "Turn timer: {seconds} seconds a turn; then a computer player plays for the player.",
                        count).format(seconds=count)
    return ngettext("Turn timer: {seconds} second a turn; then a computer player plays for you.",
                    "Turn timer: {seconds} seconds a turn; then a computer player plays for you.",
                    count).format(seconds=count)


def finished_notice_text(frame: dict[str, Any], my_seat: int | None) -> str | None:
    """The sentence for a ``notice`` frame of a table whose game is over (said on the results):
    as :func:`notice_text`, but a person who loses the connection there holds no seat any more:
    "Ben lost the connection." (not "... Their seat is held for 30 seconds."; one who closed it,
    ``closed``: "Ben left the table."; the server itself says a close after the game's end as
    ``left``), and who hosts it no longer matters (nothing is started there again): None for
    ``host``."""
    if frame.get("what") == "dropped":
        if frame.get("closed"):
            return _("{name} left the table.").format(name=str(frame.get("name") or ""))
        return _("{name} lost the connection.").format(name=str(frame.get("name") or ""))
    if frame.get("what") == "host":
        return None
    return notice_text(frame, my_seat)


def turn_over_cover_text(seconds: Any, again: bool = False) -> str:
    """Said over the table menu (or help) at an online table when it became this person's turn
    there (the game goes on while the menu is open): "Your turn at the table: 30 seconds." with
    the table's turn timer, else "Your turn at the table."; ``again``: a turn of theirs ran out
    under the same cover, and this is the next: "Your turn again at the table: 30 seconds."
    (found by a tester by ear: right after "Your time ran out: ...", "Your turn at the table:
    30 seconds." sounded like more time for the turn just lost)."""
    if isinstance(seconds, (int, float)) and not isinstance(seconds, bool) and seconds > 0:
        count = int(seconds)
        if again:
            return ngettext("Your turn again at the table: {seconds} second.",
                            "Your turn again at the table: {seconds} seconds.", count).format(seconds=count)
        return ngettext("Your turn at the table: {seconds} second.", "Your turn at the table: {seconds} seconds.",
                        count).format(seconds=count)
    return _("Your turn again at the table.") if again else _("Your turn at the table.")


def chat_text(frame: dict[str, Any], me: str | None = None) -> str:
    """A ``chat`` frame as said and kept in the history: "Ben says: good luck"; one's own line,
    which the server sends back to its sender too (``from`` is ``me``, the name this person was
    welcomed by: names are unique online, whatever their case), "You say: good luck"."""
    sender, text = str(frame.get("from") or ""), str(frame.get("text") or "")
    if me and sender.casefold() == me.strip().casefold():
        return _("You say: {text}").format(text=text)
    return _("{name} says: {text}").format(name=sender, text=text)


def own_chat(frame: dict[str, Any], me: str | None = None) -> bool:
    """True when the ``chat`` frame is this person's own line sent back by the server (``from``
    is ``me``, whatever its case, as :func:`chat_text` says it "You say: ..."): the answer to
    the Enter that sent it, said at once (found by ear: "You say: hi B" came 20 s after Enter,
    after the moves and the turn line that were waiting)."""
    sender = str(frame.get("from") or "")
    return bool(me) and sender.casefold() == str(me).strip().casefold()


def own_name(link: Any) -> str | None:
    """The name this person is online by on ``link`` (a :class:`~game.net.link.Link`): the one
    the server's last ``welcome`` gave, else the one said in the hello; None when unknown."""
    name = getattr(link, "welcomed", None) or getattr(link, "name", None)
    return name if isinstance(name, str) else None


def chat_refused_text(frame: dict[str, Any]) -> str:
    """What a refused table chat line says (too fast, empty, not at the table), else the reason id's
    sentence."""
    reason = str(frame.get("reason") or "")
    if reason in CHAT_REFUSED:
        return _(CHAT_REFUSED[reason])
    return refused_text(frame)


def refused_text(frame: dict[str, Any]) -> str:
    """What a ``refused`` frame says: the rules' sentence translated when it is one of ours (an
    illegal action), else the reason id's sentence (:mod:`game.table.online_reasons`; a
    generic sentence for an id this client does not know)."""
    from .online_reasons import reason_text
    rule = frame.get("rule")
    if isinstance(rule, str) and rule:
        return _(rule)
    if frame.get("reason") == "wait_draw" and frame.get("name"):
        return draw_wait_text(str(frame["name"]))
    return reason_text(frame.get("reason"))


def draw_wait_text(name: str) -> str:
    """A card played while the player before may still draw (C-8; the server holds the next
    player for a person's draw): "Wait: Ben may still draw."."""
    return _("Wait: {name} may still draw.").format(name=name)


def server_place(url: str) -> tuple[str, int | None]:
    """The server's host and port as said aloud, from its address (``ws://127.0.0.1:8799`` ->
    ``("127.0.0.1", 8799)``); the port is None when the address gives none. The scheme and any
    path are left out: spelled out by a voice, the whole address took 8.6 s (found by ear); the
    screen shows it whole ("Server: ws://..."). An address that cannot be read is its own host."""
    from urllib.parse import urlsplit
    text = url.strip()
    try:
        parts = urlsplit(text)
        host, port = parts.hostname, parts.port
    except ValueError:  # a port that is not a number
        return text, None
    return (host, port) if host else (text, None)


def connecting_text(url: str, name: str) -> str:
    """The first line said online, who then where: "Connecting as Ana to 127.0.0.1." (the host;
    its port too when it is not the game's own, :data:`~game.net.protocol.DEFAULT_PORT`:
    "Connecting as Ana to 127.0.0.1, port 8833."). Said whole before what follows, so it is
    short: with the whole address it took 8.6 s with espeak-ng, with the port 8799 said too 7.1 s,
    as it is 4.7 s (found by ear). The screen shows the whole address (:func:`server_line`), and
    "Cannot reach ..." says the port too."""
    from ..net.protocol import DEFAULT_PORT
    host, port = server_place(url)
    if port is None or port == DEFAULT_PORT:
        return _("Connecting as {name} to {host}.").format(name=name, host=host)
    return _("Connecting as {name} to {host}, port {port}.").format(name=name, host=host, port=port)


def unreachable_text(url: str) -> str:
    """The first connection failed (the link goes on trying): "Cannot reach 127.0.0.1, port
    8799. Trying again." (the host and port, :func:`server_place`)."""
    host, port = server_place(url)
    if port is None:
        return _("Cannot reach {host}. Trying again.").format(host=host)
    return _("Cannot reach {host}, port {port}. Trying again.").format(host=host, port=port)


def server_line(url: str) -> str:
    """The whole address, shown on the screen of a table being set up and of the lobby before
    their list ("Server: ws://127.0.0.1:8799"); speech says :func:`connecting_text` instead."""
    return _("Server: {url}").format(url=url.strip())


def lost_text(frame: dict[str, Any]) -> str:
    """What a ``link_lost`` frame says: the connection is lost and the link tries again; with
    the server's reason for closing it when it gave one."""
    from .online_reasons import LOST_BECAUSE, closed_text
    reason = frame.get("reason")
    if not reason:
        return _(LOST)
    return _(LOST_BECAUSE).format(reason=closed_text(reason))


def seats_text(summary: dict[str, Any], my_seat: int | None) -> str:
    """Who sits at a table and its free seats, in seat order: "At table 2: you, Ben, a computer
    player. 1 seat is free. You are the host."."""
    people = []
    for seat in summary.get("seats", []):
        if seat.get("seat") == my_seat:
            people.append(_("you"))
        elif seat.get("kind") == "person":
            people.append(str(seat.get("name")))
        elif seat.get("kind") == "computer":
            people.append(_("a computer player"))
    free = len(summary.get("free") or [])
    seated = _("At table {table}: {people}.").format(table=summary.get("id"), people=", ".join(people))
    if free:
        seats = ngettext("{count} seat is free.", "{count} seats are free.", free).format(count=free)
    else:
        seats = _("Every seat is taken.")
    host = summary.get("host")
    if my_seat is not None and any(seat.get("seat") == my_seat and seat.get("name") == host
                                   for seat in summary.get("seats", [])):
        return _("{seated} {seats} You are the host.").format(seated=seated, seats=seats)
    if host:
        return _("{seated} {seats} {host} is the host.").format(seated=seated, seats=seats, host=host)
    return _("{seated} {seats}").format(seated=seated, seats=seats)


def computers_changed_text(before: dict[str, Any], after: dict[str, Any]) -> str | None:
    """What changed among a table's computer players between two of its summaries (before the
    start): "A computer player sat down." / "A computer player left the table.", or None."""
    kinds = {seat.get("seat"): seat.get("kind") for seat in before.get("seats", [])}
    added = removed = 0
    for seat in after.get("seats", []):
        was, now = kinds.get(seat.get("seat")), seat.get("kind")
        added += was != "computer" and now == "computer"
        removed += was == "computer" and now != "computer"
    said = []
    if added:
        said.append(ngettext("A computer player sat down.", "{count} computer players sat down.",
                             added).format(count=added))
    if removed:
        said.append(ngettext("A computer player left the table.", "{count} computer players left the table.",
                             removed).format(count=removed))
    return " ".join(said) or None


CERTIFICATE_REMEMBERED = N_("Certificate of {server} remembered: fingerprint {fingerprint}. It is self-signed, "
                            "so from now on a different certificate is refused.")
"""Said once, on the first visit of a ``wss://`` server whose certificate the system does not trust."""
CERTIFICATE_CHANGED = N_("Not connected: the certificate of {server} has changed. Fingerprint {found}, "
                         "remembered {expected}. This may not be the same server. If its owner changed the "
                         "certificate, choose Forget the certificate in Play online.")
"""Said when a remembered server shows another certificate; the link does not try again."""


def link_news_text(frame: dict[str, Any]) -> str | None:
    """The sentence for the link's certificate news (``link_pinned``,
    ``link_certificate_changed``, see :mod:`game.net.link`), with short fingerprints
    (:func:`game.net.pins.short`); None for any other frame."""
    from ..net.pins import short
    kind = frame.get("type")
    if kind == "link_pinned":
        return _(CERTIFICATE_REMEMBERED).format(server=frame.get("server"),
                                                fingerprint=short(str(frame.get("fingerprint"))))
    if kind == "link_certificate_changed":
        return _(CERTIFICATE_CHANGED).format(server=frame.get("server"), found=short(str(frame.get("found"))),
                                             expected=short(str(frame.get("expected"))))
    return None
