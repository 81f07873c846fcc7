"""What a trick table starts with: the rules options and the computer level, remembered in
``settings.section("tricks")`` between runs."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...engine.errors import SetupError
from ..options import SCORINGS, TARGETS, VARIANTS, TricksOptions

if TYPE_CHECKING:
    from ...app import App

LEVELS = ("strong", "simple", "random")
"""Computer-player levels: the calibrated player of :mod:`game.tricks.ai` (the default), the first
heuristic of :mod:`game.tricks.ai_basic`, or random legal moves."""


@dataclass(frozen=True)
class TableSetup:
    """Everything a trick table is started with (kept for "Play again").

    Attributes:
        options: the rules options (players, variant, scoring, target).
        level: a name in :data:`LEVELS`.
    """

    options: TricksOptions
    level: str = "strong"


def remembered_setup(app: App, players: int | None = None, variant: str | None = None) -> TableSetup:
    """The new-game choices remembered in ``settings.section("tricks")``; ``players`` and
    ``variant`` (from the command line) override them. Oxford Whist forces 3 players and target
    scoring (T-27); anything unplayable falls back to the defaults."""
    saved = app.settings.section("tricks")
    count = players if players is not None else saved.get("players", 3)
    count = max(2, min(4, int(count)))
    chosen = variant if variant is not None else saved.get("variant", "standard")
    chosen = chosen if chosen in VARIANTS else "standard"
    scoring = saved.get("scoring", "target")
    scoring = scoring if scoring in SCORINGS else "target"
    target = saved.get("target", 200)
    target = target if target in TARGETS else 200
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
    level = saved.get("level", "strong")
    return TableSetup(options, level if level in LEVELS else "strong")
