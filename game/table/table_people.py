"""Who is at an online table, said by the W key of its screens (before the start and during the
game): each seat in seat order as a whole sentence ("Ana, person, the host.", "Anna, computer
player."; a computer that took the seat of a person who left the game names them: "Bob, computer
player in place of Cid."), the free seats, then who watches ("Cy is watching.", "Nobody is watching.").

Made from the server's table summary (``seats`` with ``kind``, ``name``, ``connected``,
``replaced``; ``host``; ``free``; ``spectators``, and ``watchers``, the spectators' names the
server sends to the people at the table, docs/online.md)."""

from __future__ import annotations

from typing import Any

from ..engine.perspective import Perspective
from ..i18n import _, ngettext
from ..player_names import seat_name


def _person_text(name: str, mine: bool, host: bool) -> str:
    if mine and host:
        return _("{name} (you), person, the host.").format(name=name)
    if mine:
        return _("{name} (you), person.").format(name=name)
    if host:
        return _("{name}, person, the host.").format(name=name)
    return _("{name}, person.").format(name=name)


def people_text(summary: dict[str, Any], my_seat: int | None, my_name: str | None = None,
                me: Perspective | None = None) -> str:
    """Every seat of the table ``summary`` as a sentence, in seat order, then the free seats and
    the spectators: "Ana (you), person, the host. Anna, computer player. 1 seat is free. Cy is
    watching.".

    Args:
        summary: the table summary of the last ``table`` frame.
        my_seat: the listener's seat, or None (a spectator: ``my_name`` among the watchers is
            said "You are watching.").
        my_name: the listener's name online.
        me: the table's perspective during the game: computer players are said by the names the
            game gives them ("Anna, computer player."); None before the start ("A computer player.").

    A computer seat whose summary lists ``before`` (the people who held it before it, one having
    left the game mid-game) names the latest of them, whose seat it took ("Bob, computer player
    in place of Cid."): a player who missed "Cid left the game. Bob, a computer player, takes
    their seat." can tell where Cid went. Only the latest, the seat being theirs when the
    computer took it (as the results do: "1st: Bob (in Cid's seat), ...",
    :meth:`~game.table.remote.RemoteSession.seat_history`).
    """
    host = summary.get("host")
    lines: list[str] = []
    for seat in summary.get("seats", []):
        index, kind, name = seat.get("seat"), seat.get("kind"), str(seat.get("name") or "")
        if kind == "person":
            lines.append(_person_text(name, index is not None and index == my_seat, bool(host) and name == host))
            if seat.get("replaced"):
                lines.append(_("A computer player plays for {name} while they are away.").format(name=name))
            elif not seat.get("connected") and index != my_seat:
                lines.append(_("{name} is not connected.").format(name=name))
        elif kind == "computer":
            before = [str(person) for person in seat.get("before") or [] if person]
            if me is not None and isinstance(index, int) and before:
                lines.append(_("{name}, computer player in place of {before}.").format(
                    name=seat_name(me, index), before=before[-1]))
            elif me is not None and isinstance(index, int):
                lines.append(_("{name}, computer player.").format(name=seat_name(me, index)))
            elif before:
                lines.append(_("A computer player in place of {before}.").format(before=before[-1]))
            else:
                lines.append(_("A computer player."))
    free = len(summary.get("free") or [])
    if free:
        lines.append(ngettext("{count} seat is free.", "{count} seats are free.", free).format(count=free))
    watchers = [str(name) for name in summary.get("watchers") or []]
    for name in watchers:
        if my_seat is None and my_name is not None and name.casefold() == my_name.casefold():
            lines.append(_("You are watching."))
        else:
            lines.append(_("{name} is watching.").format(name=name))
    more = int(summary.get("spectators") or 0) - len(watchers)
    if more > 0:
        lines.append(ngettext("{count} more person is watching.", "{count} more people are watching.",
                              more).format(count=more))
    elif not watchers:
        lines.append(_("Nobody is watching."))
    return " ".join(lines)
