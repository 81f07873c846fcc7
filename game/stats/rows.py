"""The statistics rows as read back: each checked (types and ranges) before anything counts it,
and the totals per game kind, player count and trick variant made from the rows that pass. Pure
Python.

SQLite keeps whatever a column is given (a hand-edited or damaged file may hold ``"x"`` players,
``2.5`` or ``-3`` games won), so nothing is trusted: a row that fails a check is left out and
counted (:func:`check_rows`), and the Statistics screen says how many.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from typing import Any

KINDS = {"counting": (2, 8), "tricks": (2, 4)}
"""Game kinds and the players each takes (C-1, T-1)."""
TRICK_VARIANTS = ("standard", "classic", "oxford")
"""The trick variants (T-25..T-27, :data:`game.tricks.options.VARIANTS`), in the order their
groups are shown. A trick row with no variant (``""``) counts as standard, the variant every
trick game had before the choice (and the default since)."""
OXFORD_PLAYERS = 3
"""Oxford Whist is played by 3 only (T-27)."""
COUNTERS = ("rounds", "lost_reached", "lost_passed", "lost_empty", "deals", "exact_bids",
            "premiums_offered", "premiums_made")
"""Counters that are whole numbers from 0 to :data:`MAX_COUNT`."""
SCORES = ("points", "best_score")
"""Trick scores: whole numbers within :data:`MAX_SCORE` either side of 0."""
MAX_COUNT = 1_000_000
MAX_SCORE = 100_000_000


def _whole(value: Any, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def checked_row(row: Mapping[str, Any]) -> dict[str, Any] | None:
    """``row`` (a ``games`` row: kind, players, variant, won, place, the counters, points,
    best_score, finished_at, app_version) as a dict when every value has its type and range,
    else None:

    - ``kind`` ``"counting"`` or ``"tricks"``; ``players`` a whole number the game takes
      (counting 2 to 8, C-1; tricks 2 to 4, T-1);
    - ``won`` 0 or 1; ``place`` 1 to ``players``;
    - each counter 0 to 1,000,000; ``points`` and ``best_score`` within 100,000,000 of 0;
    - ``variant`` and ``app_version`` text; ``finished_at`` a finite number;
    - a trick game's ``variant`` one of :data:`TRICK_VARIANTS` (Oxford Whist with 3 players,
      T-27), or ``""``, which the dict returned holds as ``"standard"``; a counting game's
      variant is ``""`` in the dict whatever the row holds (the counting game has none).
    """
    try:
        kind, players = row["kind"], row["players"]
        if kind not in KINDS or not isinstance(kind, str):
            return None
        low, high = KINDS[kind]
        if not _whole(players, low, high) or not _whole(row["won"], 0, 1):
            return None
        if not _whole(row["place"], 1, players):
            return None
        if not all(_whole(row[name], 0, MAX_COUNT) for name in COUNTERS):
            return None
        if not all(_whole(row[name], -MAX_SCORE, MAX_SCORE) for name in SCORES):
            return None
        if not isinstance(row["variant"], str) or not isinstance(row["app_version"], str):
            return None
        finished = row["finished_at"]
        if isinstance(finished, bool) or not isinstance(finished, (int, float)) or not math.isfinite(finished):
            return None
        variant = (row["variant"] or "standard") if kind == "tricks" else ""
        if kind == "tricks" and (variant not in TRICK_VARIANTS
                                 or (variant == "oxford" and players != OXFORD_PLAYERS)):
            return None
    except (KeyError, IndexError, TypeError):
        return None
    checked = dict(row)
    checked["variant"] = variant
    return checked


def check_rows(rows: Iterable[Mapping[str, Any]]) -> tuple[list[dict[str, Any]], int]:
    """(the rows that pass :func:`checked_row`, in order; how many were left out)."""
    good: list[dict[str, Any]] = []
    bad = 0
    for row in rows:
        checked = checked_row(row)
        if checked is None:
            bad += 1
        else:
            good.append(checked)
    return good, bad


def _variant_order(variant: str) -> int:
    return TRICK_VARIANTS.index(variant) if variant in TRICK_VARIANTS else len(TRICK_VARIANTS)


def totals_of(rows: Iterable[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """Per game kind, player count and variant (the trick game's, T-25..T-27: each variant
    scores its own way, so its points are never averaged with another's), counting first, then
    by players, then standard, classic, Oxford Whist: ``kind``, ``players``, ``variant``
    (``""`` for counting), ``games``, ``won``, ``avg_place`` (a float), the sums of the counters
    and ``points``, and ``best_score`` (the highest). ``rows`` must have passed
    :func:`checked_row` (a trick row's empty variant is standard there)."""
    groups: dict[tuple[str, int, str], dict[str, Any]] = {}
    for row in rows:
        key = (row["kind"], row["players"], row["variant"] if row["kind"] == "tricks" else "")
        group = groups.get(key)
        if group is None:
            group = groups[key] = {"kind": key[0], "players": key[1], "variant": key[2], "games": 0, "won": 0,
                                   "places": 0, **{name: 0 for name in COUNTERS}, "points": 0,
                                   "best_score": row["best_score"]}
        group["games"] += 1
        group["won"] += row["won"]
        group["places"] += row["place"]
        for name in (*COUNTERS, "points"):
            group[name] += row[name]
        group["best_score"] = max(group["best_score"], row["best_score"])
    result = []
    for key in sorted(groups, key=lambda k: (0 if k[0] == "counting" else 1, k[0], k[1], _variant_order(k[2]))):
        group = groups[key]
        group["avg_place"] = group.pop("places") / group["games"]
        result.append(group)
    return result
