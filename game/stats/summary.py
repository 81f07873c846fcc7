"""The Statistics screen's lines (menu items, so without a final stop): per game kind and player
count, and per variant in the trick game (T-25..T-27), from :func:`game.stats.rows.totals_of`
(whose rows passed the checks of :mod:`game.stats.rows`: whole numbers in range, so plural forms
never see anything else)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..i18n import _, ngettext
from ..ui.words import decimal_text


def _average(value: float) -> str:
    """An average with one decimal in the player's language: "2.0", Spanish and Russian "2,0"."""
    return decimal_text(value, 1)


def heading_text(kind: str, players: int, variant: str = "") -> str:
    """A group's heading: "Counting game, 3 players"; the trick game names its variant (T-25..T-27),
    "Trick game, 4 players, standard", "Trick game, 2 players, classic", "Trick game, 3 players,
    Oxford Whist" ("Trick game, 3 players" for a variant this version does not know)."""
    if kind == "counting":
        heading = ngettext("Counting game, {players} player", "Counting game, {players} players", players)
    elif variant == "standard":
        heading = ngettext("Trick game, {players} player, standard", "Trick game, {players} players, standard",
                           players)
    elif variant == "classic":
        heading = ngettext("Trick game, {players} player, classic", "Trick game, {players} players, classic",
                           players)
    elif variant == "oxford":
        heading = ngettext("Trick game, {players} player, Oxford Whist",
                           "Trick game, {players} players, Oxford Whist", players)
    else:
        heading = ngettext("Trick game, {players} player", "Trick game, {players} players", players)
    return heading.format(players=players)


def kind_lines(row: Mapping[str, Any]) -> list[str]:
    """The lines of one (kind, players, variant) group: the group, games and wins, average place
    (saying which end is best: "Average place: 1.5 (1 is first place)"), then the game's own counters, the human's own (C-12, C-13, C-19: "Your tokens lost by passing
    33, 66 or 99: 6"). Short lines, so they fit the screen at large text sizes."""
    games, won, players = row["games"], row["won"] or 0, row["players"]
    lines = [heading_text(row["kind"], players, row.get("variant") or ""),
             ngettext("{count} game played, {won} won", "{count} games played, {won} won", games).format(
                 count=games, won=won),
             _("Average place: {place} (1 is first place)").format(place=_average(row["avg_place"] or 0))]
    if row["kind"] == "counting":
        rounds = row["rounds"] or 0
        lines.append(ngettext("{count} round played", "{count} rounds played", rounds).format(count=rounds))
        lines.append(_("Your tokens lost to others reaching 33, 66 or 99: {count}").format(
            count=row["lost_reached"] or 0))
        lines.append(_("Your tokens lost by passing 33, 66 or 99: {count}").format(count=row["lost_passed"] or 0))
        lines.append(_("Your tokens lost with an empty hand: {count}").format(count=row["lost_empty"] or 0))
    else:
        deals = row["deals"] or 0
        lines.append(ngettext("{count} deal played", "{count} deals played", deals).format(count=deals))
        lines.append(_("Exact bids: {count}").format(count=row["exact_bids"] or 0))
        lines.append(_("Premiums: {offered} offered, {made} made").format(
            offered=row["premiums_offered"] or 0, made=row["premiums_made"] or 0))
        average = (row["points"] or 0) / deals if deals else 0.0
        lines.append(_("Average points per deal: {average}").format(average=_average(average)))
        lines.append(_("Best game score: {best}").format(best=row["best_score"] or 0))
    return lines


def summary_lines(rows: Sequence[Mapping[str, Any]], left_out: int = 0) -> list[str]:
    """Every group's lines, or one line saying no game has been finished yet; then, when
    ``left_out`` recorded games failed the checks, a line saying how many were left out."""
    return summary_page(rows, left_out)[0]


def summary_groups(rows: Sequence[Mapping[str, Any]], left_out: int = 0) -> list[tuple[str, list[str]]]:
    """The lines in groups: (heading, lines) per game kind and player count, and per variant in
    the trick game ("Counting game, 3 players", then its lines; "Trick game, 3 players, Oxford
    Whist", then its lines), then ("", [the other lines]): one saying no game has been
    finished yet, when none has; one saying how many recorded games failed the checks and were
    left out, when ``left_out``. A group with no lines is left out."""
    groups = []
    for row in rows:
        heading, *lines = kind_lines(row)
        groups.append((heading, lines))
    other = [] if groups else [_("No finished games yet")]
    if left_out:
        other.append(ngettext("{count} recorded game could not be read and is left out",
                              "{count} recorded games could not be read and are left out",
                              left_out).format(count=left_out))
    if other:
        groups.append(("", other))
    return groups


def summary_page(rows: Sequence[Mapping[str, Any]], left_out: int = 0) -> tuple[list[str], list[int]]:
    """:func:`summary_lines` and the indexes of the lines that head a group ("Counting game,
    3 players"), which the screen draws bold above the group's lines."""
    lines: list[str] = []
    headings: list[int] = []
    for heading, group in summary_groups(rows, left_out):
        if heading:
            headings.append(len(lines))
            lines.append(heading)
        lines += group
    return lines, headings
