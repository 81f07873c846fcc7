"""What a trick table starts with: the rules options and the computer level, remembered in
``settings.section("tricks")`` between runs."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...engine.errors import SetupError
from ..options import SCORINGS, TARGETS, VARIANTS, TricksOptions

if TYPE_CHECKING:
    from ...app import App

LEVELS = ("hard", "strong", "simple", "random")
"""Computer-player levels: the searching player of :mod:`game.tricks.ai_hard` (the default: it
beats strong, see benchmarks/tricks_hard.md), the calibrated heuristic of :mod:`game.tricks.ai`,
the first heuristic of :mod:`game.tricks.ai_basic`, or random legal moves."""


@dataclass(frozen=True)
class TableSetup:
    """Everything a trick table is started with (kept for "Play again").

    Attributes:
        options: the rules options (players, variant, scoring, target).
        level: a name in :data:`LEVELS`.
    """

    options: TricksOptions
    level: str = "hard"


def remembered_setup(app: App, players: int | None = None, variant: str | None = None) -> TableSetup:
    """The new-game choices remembered in ``settings.section("tricks")``; ``players`` and
    ``variant`` (from the command line) override them. Oxford Whist forces 3 players and target
    scoring (T-27); anything unplayable falls back to the defaults."""
    saved = app.settings.section("tricks")
    count = max(2, min(4, players)) if players is not None else saved.get_int("players", 3, 2, 4)
    chosen = variant if variant in VARIANTS else saved.get_choice("variant", "standard", VARIANTS)
    scoring = saved.get_choice("scoring", "target", SCORINGS)
    target = saved.get_choice("target", 200, TARGETS)
    if chosen == "oxford":
        scoring = "target"
        if variant is None and count != 3:
            chosen = "standard"
        else:
            count = 3
    options = TricksOptions(players=count, variant=chosen, scoring=scoring, target=target)
    try:
        options.validate()
    except SetupError:
        options = TricksOptions(players=count)
    return TableSetup(options, saved.get_choice("level", "hard", LEVELS))
